"""`fak audit DIR` finds every bundle, hidden directories included, and never says "ok" beside
something it did not audit (a symlink it will not follow, a JSON file it cannot read)."""

from __future__ import annotations

import os

import bundle_kit
from bundle_kit import TWO_ROWS, fak

from claimcheck.audit import audit


def make_bundle(d):
    return bundle_kit.make_bundle(d, {"rows.jsonl": TWO_ROWS["rows.jsonl"]})


def test_tampered_bundle_in_a_hidden_directory_is_audited(tmp_path):
    top = tmp_path / "runs"
    make_bundle(top / "visible")
    hidden = make_bundle(top / ".hidden" / "b")
    (hidden / "rows.jsonl").write_bytes(b'{"a": 1}\n{"a": 3}\n')  # same size, other bytes
    report = audit([top])
    assert not report.ok
    rows = {r.bundle: r for r in report.rows}
    assert str(hidden) in rows, rows
    assert rows[str(hidden)].disagreements >= 1
    assert any(p.rule == "digest-mismatch" for p in rows[str(hidden)].problems)

    r = fak("audit", top)
    assert r.returncode == 3, r.stdout + r.stderr
    assert ".hidden" in r.stdout
    assert "audit: ok" not in r.stdout


def test_hidden_bundle_that_is_intact_is_listed_and_ok(tmp_path):
    top = tmp_path / "runs"
    make_bundle(top / ".cache" / "b")
    report = audit([top])
    assert report.ok, report
    assert [r.bundle for r in report.rows] == [str(top / ".cache" / "b")]


def test_symlink_in_the_tree_is_a_problem_not_a_silent_skip(tmp_path):
    top = tmp_path / "runs"
    make_bundle(top / "a")
    elsewhere = make_bundle(tmp_path / "elsewhere")
    (elsewhere / "rows.jsonl").write_bytes(b"tampered\n")
    os.symlink(elsewhere, top / "link")
    report = audit([top])
    assert not report.ok
    assert [(p.path, p.rule) for p in report.problems] == [(str(top / "link"), "symlink")]
    r = fak("audit", top)
    assert r.returncode == 3
    assert "audit: ok" not in r.stdout
    assert f"{top / 'link'}: symlink not followed" in r.stdout


def test_unreadable_json_in_the_tree_is_a_problem(tmp_path):
    # a claim record damaged so that it no longer parses must not vanish from the audit
    top = tmp_path / "runs"
    make_bundle(top / "a")
    (top / "records").mkdir()
    (top / "records" / "x.claim.json").write_bytes(b'{"kind": "claim-record", ')
    report = audit([top])
    assert not report.ok
    assert [p.rule for p in report.problems] == ["unreadable"]
    assert report.problems[0].path == str(top / "records" / "x.claim.json")


def test_ordinary_json_without_a_kind_is_not_a_problem(tmp_path):
    top = tmp_path / "runs"
    make_bundle(top / "a")
    (top / "package.json").write_text('{"name": "x"}')
    (top / ".config.json").write_text("[1, 2]")
    assert audit([top]).ok


def test_a_large_claim_record_is_audited_not_skipped(tmp_path, monkeypatch):
    # a record over 16 MiB (whitespace is legal JSON) was passed over as "not JSON of a kind"
    from claimcheck.claims import ClaimInput, grade, make_record, write_record
    from claimcheck.claims import fixtures as F

    monkeypatch.chdir(tmp_path)
    w, files = F.s4e_witness("OBSERVED")
    F.write_bundle(tmp_path / "witnesses" / "s4e", w, files)
    claim = ClaimInput(statement=F.S4E_STATEMENT, baseline={"kind": "real", "description": F.S4E_BASELINE_DESC},
                       net=True, scope=F.S4E_SCOPE, provenance="OBSERVED", witness="witnesses/s4e")
    rec = tmp_path / "records" / "s4e.claim.json"
    rec.parent.mkdir()
    write_record(rec, make_record(claim, grade(claim)))
    with open(rec, "ab") as fh:
        fh.write(b" " * (17 * 1024 * 1024))
    report = audit([tmp_path / "records"])
    assert [c.record for c in report.claims] == [str(rec)]
    assert report.problems == []
