"""The committed examples: sealed REPORTED reconstructions that verify, are catalogued, re-derive
the seeds' numbers, and grade the seeds' statements not-yet (the witness is not observed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from claimcheck import catalog
from claimcheck.claims import ClaimInput, grade, regrade
from claimcheck.claims import fixtures as fx
from claimcheck.verify import verify_bundle

ROOT = Path(__file__).resolve().parents[2]
EX = ROOT / "examples" / "witnesses"


@pytest.mark.parametrize("name", ["s2-shared-prefix-ab", "s4e-compat-batch"])
def test_example_bundles_verify(name):
    assert verify_bundle(EX / name).ok


def test_catalog_verifies():
    assert catalog.verify(ROOT / "catalogs" / "examples.json").ok


@pytest.mark.parametrize("name, statement, scope", [
    ("s2-shared-prefix-ab", fx.S2_STATEMENT, fx.S2_SCOPE),
    ("s4e-compat-batch", fx.S4E_STATEMENT, fx.S4E_SCOPE),
])
def test_seed_statements_grade_not_yet_on_reported_examples(name, statement, scope):
    res = grade(ClaimInput(statement=statement, baseline={"kind": "real"}, net=True, scope=scope,
                           provenance="OBSERVED", witness=str(EX / name)))
    assert res.verdict == "not-yet"
    assert res.missing == ["provenance"]
    assert "not observed" in res.questions[3].detail
    assert all(q.outcome == "agrees" for q in res.quantities)


@pytest.mark.parametrize("name", ["s2-shared-prefix-ab", "s4e-compat-batch"])
def test_committed_records_regrade(name, monkeypatch):
    monkeypatch.chdir(ROOT)
    res = regrade(ROOT / "examples" / "records" / f"{name}.claim.json")
    assert res.verdict == "not-yet"


@pytest.mark.parametrize("name", ["s2-shared-prefix-ab", "s4e-compat-batch"])
def test_committed_records_match_a_fresh_grade(name, monkeypatch):
    """If this fails after a grading change, run `python examples/build_examples.py --records-only`."""
    import json

    from claimcheck.audit import compare_results

    monkeypatch.chdir(ROOT)
    path = ROOT / "examples" / "records" / f"{name}.claim.json"
    recorded = json.loads(path.read_text())["result"]
    fresh = regrade(path).model_dump(mode="json", by_alias=True)
    assert compare_results(recorded, fresh) == []
