"""`claim-check --record` never destroys evidence: not over an existing file (unless --force),
never inside a bundle (not even with --force), and a bad `--file` says which field is wrong."""

from __future__ import annotations

import json

import pytest
from bundle_kit import fak, open_bundle

from claimcheck.audit import check_record_target
from claimcheck.errors import UsageError


def claim_args(witness, record, *extra):
    return ["claim-check", "--statement", "Batching was 0.539209x the tuned sequential rate.", "--baseline", "real",
            "--baseline-desc", "same model and jobs", "--net", "--scope", "CPU reference; includes padding and queue",
            "--provenance", "OBSERVED", "--witness", str(witness), "--record", str(record), *extra]


@pytest.fixture
def witness(tmp_path):
    from claimcheck.claims import fixtures as fx

    w, files = fx.s4e_witness("OBSERVED")
    return fx.write_bundle(tmp_path / "b", w, files)


def test_record_over_the_witness_receipt_is_refused_and_the_receipt_survives(witness):
    before = (witness / "receipt.json").read_bytes()
    for extra in ((), ("--force",)):
        r = fak(*claim_args(witness, witness / "receipt.json", *extra))
        assert r.returncode == 2, r.stdout + r.stderr
        assert "[record-in-bundle]" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert (witness / "receipt.json").read_bytes() == before
    assert fak("verify", witness).returncode == 0


def test_record_inside_a_bundle_subdirectory_is_refused(witness):
    (witness / "sub").mkdir()
    with pytest.raises(UsageError) as exc:
        check_record_target(witness / "sub" / "r.claim.json", force=True)
    assert exc.value.rule == "record-in-bundle"


def test_existing_file_needs_force(witness, tmp_path):
    target = tmp_path / "notes.txt"
    target.write_text("my notes\n")
    r = fak(*claim_args(witness, target))
    assert r.returncode == 2 and "[exists]" in r.stderr and "--force" in r.stderr
    assert target.read_text() == "my notes\n"
    r = fak(*claim_args(witness, target, "--force"))
    assert r.returncode in (0, 3, 4), r.stderr
    assert json.loads(target.read_text())["kind"] == "claim-record"


def test_new_record_beside_the_bundle_is_written(witness, tmp_path):
    r = fak(*claim_args(witness, tmp_path / "new.claim.json"))
    assert r.returncode in (0, 3, 4), r.stderr
    assert json.loads((tmp_path / "new.claim.json").read_text())["kind"] == "claim-record"


def test_a_directory_is_never_a_record(tmp_path):
    (tmp_path / "d").mkdir()
    with pytest.raises(UsageError):
        check_record_target(tmp_path / "d", force=True)


def test_bad_claim_file_names_the_file_and_the_field(tmp_path):
    bad = tmp_path / "claim.json"
    bad.write_text(json.dumps({"statement": 5, "witness": "x", "bogus": 1}))
    r = fak("claim-check", "--file", bad)
    assert r.returncode == 2, r.stdout + r.stderr
    line = r.stderr.strip()
    assert len(line.splitlines()) == 1
    assert "validation error for" not in line
    assert str(bad) in line and "statement:" in line and "Input should be a valid string" in line


def test_unsealed_directory_is_not_a_bundle_for_the_record_rule(tmp_path):
    open_bundle(tmp_path / "open", {"rows.jsonl": b"{}\n"})  # no receipt, no preflight: not yet a bundle
    assert check_record_target(tmp_path / "open" / "r.json") == tmp_path / "open" / "r.json"
