"""``fak claim-check --suggest --witness DIR``: each suggestion is a statement the grader itself
grades net-true with the claim flags printed beside it, one per frame; a witness whose
provenance cannot give net-true gives none (exit 3); no --witness is a usage error."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import APC_ARMS as ARMS  # noqa: E402
from claims_corpus.witnesses import BUILDERS, seal  # noqa: E402

from claimcheck.claims import ClaimInput, fixtures as fx, grade  # noqa: E402
from claimcheck.claims.suggest import suggest  # noqa: E402
from claimcheck.cli import main  # noqa: E402


@pytest.fixture(scope="module")
def bundles(tmp_path_factory) -> dict[str, str]:
    from claims_corpus.witnesses import ab_witness, uniform

    root = tmp_path_factory.mktemp("suggest")
    out = {name: str(seal(root / name, *BUILDERS[name]())) for name in ("ab2x", "cb") if name in BUILDERS}
    rows = uniform("apc-off", 24, 10.0, 4, ttft=0.5) + uniform("apc-on", 24, 8.0, 4, ttft=0.2)
    out["apc"] = str(seal(root / "apc", ab_witness(ARMS, inputs={"tasks": 24}), {"rows.jsonl": rows}))
    out["s4e"] = str(seal(root / "s4e", *fx.s4e_witness("OBSERVED")))
    out["reported"] = str(seal(root / "reported", *fx.s2_witness("REPORTED")))
    return out


@pytest.mark.parametrize("name", ["ab2x", "cb", "apc", "s4e"])
def test_every_suggestion_grades_net_true_one_per_frame(bundles, name):
    got = suggest(bundles[name])
    assert got.suggestions, got.problems
    frames = [s.frame for s in got.suggestions]
    assert len(frames) == len(set(frames))
    for s in got.suggestions:
        res = grade(ClaimInput.model_validate(s.claim))
        assert res.statement == s.statement
        assert res.verdict == "net-true", (s.statement, res.reason)
        assert not res.reading.unread


def test_the_apc_witness_gets_the_pair_change_and_count_frames(bundles):
    frames = {s.frame for s in suggest(bundles["apc"]).suggestions}
    assert {"value", "ratio", "change", "pair", "from-to", "count"} <= frames


def test_reported_provenance_gives_none_and_says_why(bundles):
    got = suggest(bundles["reported"])
    assert got.suggestions == []
    assert any("REPORTED" in p for p in got.problems)
    r = CliRunner().invoke(main, ["claim-check", "--suggest", "--witness", bundles["reported"]])
    assert r.exit_code == 3, r.output


def test_cli_prints_statements_that_grade_net_true(bundles):
    r = CliRunner().invoke(main, ["claim-check", "--suggest", "--json", "--witness", bundles["apc"]])
    assert r.exit_code == 0, r.output
    obj = json.loads(r.output)
    assert obj["suggestions"]
    for s in obj["suggestions"]:
        c = s["claim"]
        args = ["claim-check", "--statement", s["statement"], "--baseline", "real", "--baseline-desc",
                c["baseline"]["description"], "--net", "--scope", c["scope"], "--provenance", c["provenance"],
                "--witness", c["witness"]]
        g = CliRunner().invoke(main, args)
        assert g.exit_code == 0, (s["statement"], g.output)


def test_suggest_needs_a_witness():
    r = CliRunner().invoke(main, ["claim-check", "--suggest"])
    assert r.exit_code == 2
