"""claim-check grades the exact bytes it hashed: rows swapped in after verification never reach
the grade (claim-check, its --record re-grade and fak audit).

The race is real files on disk: ``verify_bundle`` is wrapped so that, the moment it returns
(every file hashed, the receipt checked), rows.jsonl is replaced on disk by rows that would
make a false statement true. That wrapper injects the race at a function boundary because a
test cannot otherwise schedule another writer between two system calls of the grader.
"""

from __future__ import annotations

import copy
import json
import os
import shutil

import pytest

from claimcheck.claims import ClaimInput, grade, make_record, regrade, write_record
from claimcheck.claims.evidence import WITNESS_FILES, load_evidence
from claimcheck.claims.fixtures import s2_witness, write_bundle
from claimcheck.verify import verify_bundle
import claimcheck.verify as verify_mod

# false on the original rows (their ratio is 1.36x), true on the swapped ones (2.50x)
STATEMENT = ("Four bounded concurrent micro-context workers completed 12 tasks 2.50x faster than the tuned "
             "sequential shared-prefix arm.")


def _swapped_rows(rows):
    """The same requests with the sequential arm 2.5/1.36 times slower: a 2.50x ratio."""
    out = []
    k = 2.50 / (104.17 / 76.34)
    for r in copy.deepcopy(rows):
        if r["arm"] == "sequential-shared":
            for f in ("start_s", "first_token_s", "end_s"):
                if r[f] is not None:
                    r[f] = round(r[f] * k, 6)
        out.append(r)
    return out


@pytest.fixture()
def bundles(tmp_path):
    w, files = s2_witness("OBSERVED")
    original = write_bundle(tmp_path / "original", w, files)
    swapped = write_bundle(tmp_path / "swapped", w, {"rows.jsonl": _swapped_rows(files["rows.jsonl"])})
    return original, swapped


def _claim(bundle) -> ClaimInput:
    return ClaimInput(statement=STATEMENT, baseline={"kind": "real"}, net=True,
                      scope="12 tasks per arm; includes scheduler and queue", provenance="OBSERVED", witness=str(bundle))


def _swap_after_hashing(monkeypatch, target, source):
    """Wrap verify_bundle: after it has hashed ``target``, put ``source``'s rows.jsonl in its place."""
    real = verify_mod.verify_bundle
    calls = []

    def racing(bundle, *a, **kw):
        report = real(bundle, *a, **kw)
        if os.path.realpath(bundle) == os.path.realpath(target):
            tmp = target / "rows.jsonl.swap"
            shutil.copyfile(source / "rows.jsonl", tmp)
            os.replace(tmp, target / "rows.jsonl")  # an atomic swap, as an attacker would do it
            calls.append(bundle)
        return report

    monkeypatch.setattr(verify_mod, "verify_bundle", racing)
    return calls


def test_swapped_rows_would_change_the_grade(bundles):
    """Control: the two row sets really grade differently (else the race test proves nothing)."""
    original, swapped = bundles
    a, b = grade(_claim(original)), grade(_claim(swapped))
    assert a.witness.derived != b.witness.derived
    assert a.verdict != "net-true"
    assert a.verdict != b.verdict


def test_claim_check_grades_the_hashed_rows(bundles, monkeypatch):
    original, swapped = bundles
    want = grade(_claim(original))
    race = original.parent / "race"
    shutil.copytree(original, race)
    calls = _swap_after_hashing(monkeypatch, race, swapped)
    got = grade(_claim(race))
    assert calls, "the race hook did not run"
    # the file on disk now holds the swapped rows ...
    assert (race / "rows.jsonl").read_bytes() == (swapped / "rows.jsonl").read_bytes()
    # ... but the grade is that of the rows that were hashed
    assert got.witness.derived == want.witness.derived
    assert got.verdict == want.verdict != "net-true"
    assert got.witness.receipt_sha256 == want.witness.receipt_sha256


def test_record_regrade_and_audit_grade_the_hashed_rows(bundles, monkeypatch, tmp_path):
    original, swapped = bundles
    race = tmp_path / "race"
    shutil.copytree(original, race)
    claim = _claim(race)
    result = grade(claim)
    record = tmp_path / "claim.json"
    write_record(record, make_record(claim, result))
    calls = _swap_after_hashing(monkeypatch, race, swapped)
    again = regrade(record)
    assert calls
    assert again.verdict == result.verdict != "net-true"
    assert again.witness.derived == result.witness.derived
    # fak audit re-grades the record the same way (the swapped rows now fail the hash check
    # of the next full verification, which is the bundle row's business, not the re-grade's)
    shutil.copyfile(original / "rows.jsonl", race / "rows.jsonl")
    from claimcheck.audit import audit_record
    from claimcheck.claims import regrade as regrader

    calls.clear()
    digest = verify_bundle(race).receipt_sha256
    audited = audit_record(record, regrader, receipt_digests={os.path.realpath(race): digest})
    assert calls
    assert audited.regraded_verdict == result.verdict
    assert audited.agrees, audited.differences


def test_verify_keep_bytes_returns_exactly_the_hashed_bytes(bundles):
    original, _ = bundles
    kept = dict.fromkeys(WITNESS_FILES)
    report = verify_bundle(original, keep_bytes=kept)
    assert report.ok
    assert kept["rows.jsonl"] == (original / "rows.jsonl").read_bytes()
    assert kept["witness.json"] == (original / "witness.json").read_bytes()
    assert kept["receipt.json"] == (original / "receipt.json").read_bytes()
    assert kept["jobs.jsonl"] is None and kept["steps.jsonl"] is None  # not in this bundle
    receipt = json.loads(kept["receipt.json"])
    import hashlib

    listed = {f["path"]: f["sha256"] for f in receipt["predicate"]["files"]}
    assert hashlib.sha256(kept["rows.jsonl"]).hexdigest() == listed["rows.jsonl"]


def test_keep_bytes_refuses_a_tampered_file(bundles):
    original, swapped = bundles
    shutil.copyfile(swapped / "rows.jsonl", original / "rows.jsonl")
    kept = dict.fromkeys(WITNESS_FILES)
    report = verify_bundle(original, keep_bytes=kept)
    assert not report.ok
    assert any(p.rule in ("digest-mismatch", "size-mismatch") for p in report.problems)
    assert kept["rows.jsonl"] is None  # bytes that do not match the receipt are not handed out
    assert grade(_claim(original)).verdict == "invalid"


def test_evidence_from_given_bytes_ignores_the_disk(bundles):
    original, swapped = bundles
    kept = dict.fromkeys(WITNESS_FILES)
    assert verify_bundle(original, keep_bytes=kept).ok
    shutil.copyfile(swapped / "rows.jsonl", original / "rows.jsonl")
    from_bytes = load_evidence(original, files=kept)
    from_disk = load_evidence(original)
    pristine = load_evidence(swapped)
    assert from_disk.arms["sequential-shared"].values["wall_s"] == pristine.arms["sequential-shared"].values["wall_s"]
    assert from_bytes.arms["sequential-shared"].values["wall_s"] != from_disk.arms["sequential-shared"].values["wall_s"]
    assert from_bytes.environment.get("python")  # the receipt's environment, from its hashed bytes


def test_unbound_rows_are_not_read(bundles):
    original, _ = bundles
    kept = dict.fromkeys(WITNESS_FILES)
    assert verify_bundle(original, keep_bytes=kept).ok
    kept["rows.jsonl"] = None  # as for a bundle whose receipt does not bind rows.jsonl
    from claimcheck.witnesses._rows import WitnessError

    with pytest.raises(WitnessError, match="not among the files the receipt binds"):
        load_evidence(original, files=kept)


def test_a_signed_bundle_is_graded_from_its_hashed_rows_too(bundles, monkeypatch, tmp_path):
    """--trusted-key checks the signature over the receipt; the rows graded are still the ones
    hashed against that receipt, not what is on disk afterwards."""
    from claimcheck.signing import generate_keypair, sign_bundle

    original, swapped = bundles
    race = tmp_path / "signed"
    shutil.copytree(original, race)
    priv, pub, _ = generate_keypair(tmp_path / "k")
    sign_bundle(race, priv)
    want = grade(_claim(race), trusted_keys=[pub])
    assert want.witness.state == "complete"
    _swap_after_hashing(monkeypatch, race, swapped)
    got = grade(_claim(race), trusted_keys=[pub])
    assert got.witness.derived == want.witness.derived
    assert got.verdict == want.verdict != "net-true"
