"""`fak audit BUNDLE_OR_CATALOG...`: re-hash everything, check signatures, re-derive and re-grade
every claim record found; any disagreement exits non-zero; nothing is written."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest
from bundle_kit import fak

from claimcheck import catalog as catalog_mod
from claimcheck.audit import audit, compare_results
from claimcheck.bundle import seal
from claimcheck.claims import ClaimInput, fixtures as F, grade, make_record, write_record
from claimcheck.models import RECEIPT_NAME
from claimcheck.schemas import validate
from claimcheck.signing import generate_keypair, sign_bundle


def snapshot(root: Path) -> dict[str, tuple[int, str]]:
    out = {}
    for p in sorted(root.rglob("*")):
        if p.is_file() and not p.is_symlink():
            st = p.stat()
            out[str(p.relative_to(root))] = (st.st_mtime_ns, hashlib.sha256(p.read_bytes()).hexdigest())
    return out


@pytest.fixture
def world(tmp_path, monkeypatch):
    """A catalog over two sealed S4e/S2 witnesses and a claim record graded against one of them."""
    monkeypatch.chdir(tmp_path)
    root = tmp_path / "witnesses"
    root.mkdir()
    w, files = F.s4e_witness("OBSERVED")
    F.write_bundle(root / "s4e", w, files)
    w2, files2 = F.s2_witness("OBSERVED")
    F.write_bundle(root / "s2", w2, files2)
    cat = tmp_path / "CATALOG.json"
    assert catalog_mod.init(cat, root).ok
    assert catalog_mod.add(cat, root / "s4e").ok
    assert catalog_mod.add(cat, root / "s2").ok
    claim = ClaimInput(statement=F.S4E_STATEMENT, baseline={"kind": "real", "description": F.S4E_BASELINE_DESC},
                       net=True, scope=F.S4E_SCOPE, provenance="OBSERVED", witness="witnesses/s4e")
    result = grade(claim)
    assert result.verdict == "net-true", result.reason
    records = tmp_path / "records"
    records.mkdir()
    write_record(records / "s4e.claim.json", make_record(claim, result))
    return tmp_path, cat, root, records / "s4e.claim.json"


def test_clean_world_audits_ok_and_writes_nothing(world):
    base, cat, root, rec = world
    before = snapshot(base)
    report = audit([cat, rec])
    assert report.ok, report
    assert report.regrade_available
    by = {Path(r.bundle).name: r for r in report.rows}
    assert by["CATALOG.json"].kind == "catalog"
    assert by["s4e"].claims_regraded == 1 and by["s4e"].disagreements == 0
    assert by["s4e"].files == 3 and by["s4e"].bytes > 0 and by["s4e"].state == "complete"
    assert [c.agrees for c in report.claims] == [True]
    assert snapshot(base) == before
    validate("audit-report", report.model_dump(mode="json"))


def test_directory_is_searched_for_bundles_catalogs_and_records(world):
    base, cat, root, rec = world
    report = audit([base])
    assert report.ok
    assert len(report.claims) == 1
    assert {Path(r.bundle).name for r in report.rows} == {"CATALOG.json", "s4e", "s2"}


def test_edited_figure_in_record_is_a_disagreement(world):
    base, cat, root, rec = world
    doc = json.loads(rec.read_text())
    q = next(q for q in doc["result"]["quantities"] if q["text"] == "0.539209x")
    q["recomputed"] = 0.61
    rec.write_text(json.dumps(doc))
    report = audit([rec])
    assert not report.ok
    [c] = report.claims
    assert not c.agrees and any("0.539209x" in d and "recomputed" in d for d in c.differences)


def test_edited_verdict_is_a_disagreement(world):
    base, cat, root, rec = world
    doc = json.loads(rec.read_text())
    doc["result"]["verdict"] = "false"
    doc["result"]["exit_code"] = 4
    rec.write_text(json.dumps(doc))
    report = audit([rec])
    assert not report.ok and any("verdict" in d for d in report.claims[0].differences)


def test_witness_rows_changed_and_resealed_is_caught(world):
    """Someone edits a raw row and re-seals: the bundle is intact again, but the record's
    cited receipt digest no longer matches, and the re-grade disagrees."""
    base, cat, root, rec = world
    b = root / "s4e"
    rows = (b / "jobs.jsonl").read_text().splitlines()
    first = json.loads(rows[0])
    first["end_s"] = (first.get("end_s") or 0) + 5.0
    rows[0] = json.dumps(first)
    os.unlink(b / RECEIPT_NAME)
    (b / "jobs.jsonl").write_text("\n".join(rows) + "\n")
    seal(b, role="compat-batch")
    report = audit([rec])
    assert not report.ok
    [c] = report.claims
    assert any("receipt" in d for d in c.differences)
    assert c.regraded_verdict == "invalid"


def test_witness_changed_without_reseal_fails_integrity(world):
    base, cat, root, rec = world
    with open(root / "s4e" / "steps.jsonl", "ab") as fh:
        fh.write(b"\n")
    report = audit([cat, rec])
    assert not report.ok
    row = next(r for r in report.rows if r.bundle.endswith("s4e"))
    assert row.state == "invalid" and row.disagreements >= 1
    assert any(p.rule in ("size-mismatch", "digest-mismatch") for p in row.problems)


def test_signatures_in_the_table(world):
    base, cat, root, rec = world
    priv, pub, keyid = generate_keypair(base / "key")
    sign_bundle(root / "s4e", priv)
    report = audit([cat])
    sig = {Path(r.bundle).name: r.signature for r in report.rows}
    assert sig["s4e"] == "unchecked" and sig["s2"] == "none" and report.ok
    report = audit([cat], trusted_keys=[pub])
    sig = {Path(r.bundle).name: r.signature for r in report.rows}
    assert sig["s4e"] == "valid" and sig["s2"] == "MISSING" and not report.ok
    assert report.trusted_keys == [keyid]
    # a one-bit change in the signed receipt is a disagreement even without a trusted key
    data = bytearray((root / "s4e" / RECEIPT_NAME).read_bytes())
    data[40] ^= 0x01
    (root / "s4e" / RECEIPT_NAME).write_bytes(bytes(data))
    report = audit([root / "s4e"])
    assert not report.ok and report.rows[0].signature == "INVALID"


def test_catalog_level_problem_lands_on_the_catalog_row(world):
    base, cat, root, rec = world
    (root / "stray.txt").write_text("x")
    report = audit([cat])
    row = report.rows[0]
    assert row.kind == "catalog" and row.disagreements == 1 and row.problems[0].rule == "unknown-file"
    assert not report.ok


def test_missing_and_unknown_inputs_are_reported_not_raised(tmp_path):
    (tmp_path / "plain.json").write_text('{"a": 1}')
    (tmp_path / "bad.json").write_bytes(b'{"a": 1, "a": 2}')
    report = audit([tmp_path / "nope", tmp_path / "plain.json", tmp_path / "bad.json"])
    assert not report.ok
    rules = {(Path(p.path).name, p.rule) for p in report.problems}
    assert ("nope", "missing") in rules and ("plain.json", "not-auditable") in rules
    assert any("duplicate key" in p.message for p in report.problems)


def test_compare_results_tolerates_float_noise_only():
    a = {"verdict": "net-true", "exit_code": 0, "quantities": [{"text": "1.36x", "recomputed": 1.3600000000000001}]}
    b = {"verdict": "net-true", "exit_code": 0, "quantities": [{"text": "1.36x", "recomputed": 1.36}]}
    assert compare_results(a, b) == []
    b["quantities"][0]["recomputed"] = 1.3601
    assert compare_results(a, b)


def test_cli_table_json_and_exit_codes(world):
    base, cat, root, rec = world
    r = fak("audit", cat, rec, cwd=base)
    assert r.returncode == 0, r.stdout + r.stderr
    header = r.stdout.splitlines()[0].split()
    assert header[:5] == ["bundle", "state", "files", "bytes", "signature"] and "disagreements" in header
    r = fak("audit", "--json", cat, rec, cwd=base)
    doc = json.loads(r.stdout)
    assert doc["ok"] is True and r.returncode == 0
    doc2 = json.loads(rec.read_text())
    doc2["result"]["verdict"] = "strawman"
    rec.write_text(json.dumps(doc2))
    r = fak("audit", "paths", rec, cwd=base)
    assert r.returncode == 3 and "DISAGREES" in r.stdout and "Traceback" not in r.stdout + r.stderr
