"""Bundles sealed receipt-last and `verify_bundle`'s rules, one test per rule."""

from __future__ import annotations

import json
import os

import pytest
from bundle_kit import make_bundle

from claimcheck.bundle import BundleWriter, inspect_state, seal
from claimcheck.errors import UsageError
from claimcheck.models import RECEIPT_NAME, STATEMENT_TYPE
from claimcheck.verify import load_receipt, verify_bundle


def rules(report):
    return {p.rule for p in report.problems}


def test_receipt_is_in_toto_statement_binding_every_file(tmp_path):
    d = make_bundle(tmp_path / "b", {"a.txt": b"A", "sub dir/ü.json": b"{}", "empty": b""})
    raw = json.loads((d / RECEIPT_NAME).read_text())
    assert raw["_type"] == STATEMENT_TYPE
    assert raw["predicateType"].startswith("https://")
    names = sorted(s["name"] for s in raw["subject"])
    assert names == ["a.txt", "empty", "sub dir/ü.json"]
    files = {f["path"]: f for f in raw["predicate"]["files"]}
    assert files["a.txt"]["size"] == 1 and files["empty"]["size"] == 0
    pred = raw["predicate"]
    assert pred["role"] == "arm" and pred["runner"]["name"] and len(pred["runner"]["source_sha256"]) == 64
    assert pred["environment"]["python"] and pred["created_at"].endswith("Z")
    report = verify_bundle(d)
    assert report.ok and report.state == "complete" and report.files == 3


def test_no_partial_files_left_by_writer(tmp_path):
    d = make_bundle(tmp_path / "b")
    assert not [n for n in os.listdir(d) if n.endswith(".tmp")]


def test_changed_byte_fails(tmp_path):
    d = make_bundle(tmp_path / "b")
    data = bytearray((d / "rows.jsonl").read_bytes())
    data[2] ^= 0x01
    (d / "rows.jsonl").write_bytes(bytes(data))
    r = verify_bundle(d)
    assert not r.ok and r.state == "invalid" and "digest-mismatch" in rules(r)


def test_size_change_fails(tmp_path):
    d = make_bundle(tmp_path / "b")
    with open(d / "rows.jsonl", "ab") as fh:
        fh.write(b"more")
    assert "size-mismatch" in rules(verify_bundle(d))


def test_missing_file_fails(tmp_path):
    d = make_bundle(tmp_path / "b")
    (d / "rows.jsonl").unlink()
    assert "missing" in rules(verify_bundle(d))


def test_extra_file_fails(tmp_path):
    d = make_bundle(tmp_path / "b")
    (d / "smuggled.jsonl").write_text("{}\n")
    assert "extra-file" in rules(verify_bundle(d))


def test_symlink_anywhere_fails(tmp_path):
    d = make_bundle(tmp_path / "b")
    (d / "deep").mkdir()
    os.symlink("/etc/hostname", d / "deep" / "link")
    assert "symlink" in rules(verify_bundle(d))


@pytest.mark.parametrize("bad", ["../outside.txt", "/etc/passwd", "a/../../b", "./x"])
def test_escaping_path_in_receipt_fails(tmp_path, bad):
    d = make_bundle(tmp_path / "b")
    raw = json.loads((d / RECEIPT_NAME).read_text())
    raw["predicate"]["files"][0]["path"] = bad
    raw["subject"][0]["name"] = bad
    (d / RECEIPT_NAME).write_text(json.dumps(raw))
    r = verify_bundle(d)
    assert not r.ok and r.state == "invalid" and "schema" in rules(r)


@pytest.mark.parametrize(
    "mutate",
    [
        lambda raw: raw.pop("_type"),
        lambda raw: raw.__setitem__("predicateType", "https://example.com/other"),
        lambda raw: raw["predicate"].__setitem__("surprise", 1),
        lambda raw: raw["predicate"]["files"][0].__setitem__("size", -1),
        lambda raw: raw["predicate"]["files"][0].__setitem__("sha256", "XYZ"),
    ],
)
def test_schema_invalid_receipt_fails(tmp_path, mutate):
    d = make_bundle(tmp_path / "b")
    raw = json.loads((d / RECEIPT_NAME).read_text())
    mutate(raw)
    (d / RECEIPT_NAME).write_text(json.dumps(raw))
    assert "schema" in rules(verify_bundle(d))


def test_malformed_receipt_fails(tmp_path):
    d = make_bundle(tmp_path / "b")
    (d / RECEIPT_NAME).write_text('{"_type": 1, "_type": 2}')
    r = verify_bundle(d)
    assert not r.ok and "json" in rules(r)


def test_subject_and_files_must_agree(tmp_path):
    d = make_bundle(tmp_path / "b")
    raw = json.loads((d / RECEIPT_NAME).read_text())
    raw["subject"][0]["digest"]["sha256"] = "0" * 64
    (d / RECEIPT_NAME).write_text(json.dumps(raw))
    assert "receipt-binding" in rules(verify_bundle(d))


def test_preflight_only_is_a_state_not_a_result(tmp_path):
    d = tmp_path / "b"
    w = BundleWriter(d, role="probe")
    w.write_preflight({"fits": True})
    assert inspect_state(d) == "preflight_only"
    r = verify_bundle(d)
    assert not r.ok and r.state == "preflight_only" and "preflight-only" in rules(r)
    assert verify_bundle(d, allow_preflight=True).ok


def test_unsealed_bundle_is_incomplete(tmp_path):
    d = tmp_path / "b"
    w = BundleWriter(d, role="arm")
    w.write_preflight({})
    w.write_jsonl("rows.jsonl", [{"a": 1}])
    r = verify_bundle(d)
    assert r.state == "incomplete" and not r.ok and "no-receipt" in rules(r)


def test_missing_bundle(tmp_path):
    r = verify_bundle(tmp_path / "nope")
    assert r.state == "missing" and not r.ok


def test_seal_refuses_twice_and_empty(tmp_path):
    d = make_bundle(tmp_path / "b")
    with pytest.raises(UsageError):
        seal(d, role="arm")
    (tmp_path / "e").mkdir()
    with pytest.raises(UsageError):
        seal(tmp_path / "e", role="arm")


def test_writer_refuses_non_empty_dir_and_reserved_names(tmp_path):
    d = make_bundle(tmp_path / "b")
    with pytest.raises(UsageError):
        BundleWriter(d, role="arm")
    w = BundleWriter(tmp_path / "c", role="arm")
    with pytest.raises(UsageError):
        w.write_bytes(RECEIPT_NAME, b"{}")
    with pytest.raises(ValueError):
        w.write_bytes("../escape", b"x")


def test_load_receipt_roundtrip(tmp_path):
    d = make_bundle(tmp_path / "b")
    rec = load_receipt(d)
    assert {f.path for f in rec.predicate.files} == {"witness.json", "rows.jsonl"}


def test_a_file_or_a_symlinked_directory_is_not_a_bundle(tmp_path):
    (tmp_path / "f.json").write_text("{}")
    r = verify_bundle(tmp_path / "f.json")
    assert not r.ok and r.state == "invalid" and rules(r) == {"not-a-bundle"}
    d = make_bundle(tmp_path / "b")
    os.symlink(d, tmp_path / "link")
    r = verify_bundle(tmp_path / "link")
    assert not r.ok and rules(r) == {"symlink"}
