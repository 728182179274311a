"""Catalog reconciliation rules: each rule has a test that fails if the rule is dropped."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest
from bundle_kit import make_bundle, new_catalog, open_bundle

from claimcheck import catalog
from claimcheck.errors import CatalogError, LockBusyError, SchemaError, InputError


def complete(root, rel):
    """A sealed bundle ``root/rel`` that began with a preflight."""
    return make_bundle(root / rel, {"rows.jsonl": b'{"a": 1}\n'}, preflight={"plan": rel})


def preflight(root, rel):
    """A bundle ``root/rel`` with its preflight only; returns (directory, writer)."""
    return root / rel, open_bundle(root / rel, {}, role="probe", preflight={"plan": rel})


@pytest.fixture
def cat(tmp_path):
    return new_catalog(tmp_path, file_name="catalog.json")


def snapshot(cp):
    return cp.read_bytes()


def rules(report):
    return {p.rule for p in report.problems}


def test_add_complete_and_preflight_then_verify(cat):
    cp, root = cat
    catalog.add(cp, complete(root, "a/one"))
    catalog.add(cp, preflight(root, "b/two")[0], bundle_id="probe-two")
    data = json.loads(cp.read_text())
    states = {b["id"]: b["state"] for b in data["bundles"]}
    assert states == {"a/one": "complete", "probe-two": "preflight_only"}
    assert catalog.verify(cp).ok
    r = catalog.reconcile(cp)
    assert r.ok and not r.changed


def test_only_legal_transition_preflight_to_complete(cat):
    cp, root = cat
    d, w = preflight(root, "p")
    catalog.add(cp, d)
    w.write_jsonl("rows.jsonl", [{"x": 1}])
    w.seal()
    v = catalog.verify(cp)
    assert not v.ok and "needs-reconcile" in rules(v)  # verify never rewrites
    r = catalog.reconcile(cp)
    assert r.ok and r.changed and r.transitions == ["p: preflight_only -> complete"]
    assert json.loads(cp.read_text())["bundles"][0]["state"] == "complete"
    assert catalog.verify(cp).ok


def test_completed_bundle_must_keep_preflight_bytes(cat):
    cp, root = cat
    d, w = preflight(root, "p")
    catalog.add(cp, d)
    (d / "preflight.json").write_text('{"plan": "changed"}')
    w.write_jsonl("rows.jsonl", [{"x": 1}])
    w.seal()
    before = snapshot(cp)
    r = catalog.reconcile(cp)
    assert not r.ok and "illegal-transition" in rules(r)
    assert snapshot(cp) == before


def test_complete_back_to_anything_fails(cat):
    cp, root = cat
    d = complete(root, "c")
    catalog.add(cp, d)
    (d / "receipt.json").unlink()
    before = snapshot(cp)
    r = catalog.reconcile(cp)
    assert not r.ok and "illegal-transition" in rules(r)
    assert snapshot(cp) == before


def test_interrupted_preflight_cannot_be_resumed(cat):
    cp, root = cat
    d, w = preflight(root, "p")
    catalog.add(cp, d)
    w.write_jsonl("rows.jsonl", [{"x": 1}])  # writer stopped before sealing
    before = snapshot(cp)
    r = catalog.reconcile(cp)
    assert not r.ok and "illegal-transition" in rules(r)
    assert snapshot(cp) == before


def test_disappeared_bundle_fails(cat):
    cp, root = cat
    d = complete(root, "gone")
    catalog.add(cp, d)
    for f in d.iterdir():
        f.unlink()
    d.rmdir()
    before = snapshot(cp)
    r = catalog.reconcile(cp)
    assert not r.ok and "disappeared" in rules(r) and snapshot(cp) == before


def test_unregistered_bundle_fails(cat):
    cp, root = cat
    catalog.add(cp, complete(root, "known"))
    complete(root, "stranger")
    r = catalog.verify(cp)
    assert not r.ok and "unregistered" in rules(r)
    assert not catalog.reconcile(cp).ok


def test_changed_bytes_fail(cat):
    cp, root = cat
    d = complete(root, "c")
    catalog.add(cp, d)
    raw = bytearray((d / "rows.jsonl").read_bytes())
    raw[0] ^= 1
    (d / "rows.jsonl").write_bytes(bytes(raw))
    r = catalog.verify(cp)
    assert not r.ok and "digest-mismatch" in rules(r)


def test_resealed_bundle_with_new_receipt_fails(cat):
    cp, root = cat
    d = complete(root, "c")
    catalog.add(cp, d)
    (d / "receipt.json").unlink()
    (d / "rows.jsonl").write_text('{"forged": true}\n')
    from claimcheck.bundle import seal

    seal(d, role="arm")  # internally consistent, but not what the catalog recorded
    r = catalog.verify(cp)
    assert not r.ok and "changed" in rules(r)


def test_preflight_bytes_changed_fails(cat):
    cp, root = cat
    d, _ = preflight(root, "p")
    catalog.add(cp, d)
    (d / "preflight.json").write_text('{"plan": "other"}')
    assert "changed" in rules(catalog.verify(cp))


def test_unknown_file_fails(cat):
    cp, root = cat
    catalog.add(cp, complete(root, "c"))
    (root / "notes.txt").write_text("hello")
    assert "unknown-file" in rules(catalog.verify(cp))


def test_symlink_under_root_fails(cat):
    cp, root = cat
    catalog.add(cp, complete(root, "c"))
    os.symlink("/etc", root / "escape")
    assert "symlink" in rules(catalog.verify(cp))


def test_catalog_path_escaping_root_is_not_understood(cat):
    cp, root = cat
    catalog.add(cp, complete(root, "c"))
    raw = json.loads(cp.read_text())
    raw["bundles"][0]["path"] = "../outside"
    cp.write_text(json.dumps(raw))
    with pytest.raises(SchemaError):
        catalog.verify(cp)


def test_nested_bundles_overlap(cat):
    cp, root = cat
    catalog.add(cp, complete(root, "outer"))
    raw = json.loads(cp.read_text())
    inner = dict(raw["bundles"][0], id="inner", path="outer/inner")
    raw["bundles"].append(inner)
    cp.write_text(json.dumps(raw))
    assert "overlap" in rules(catalog.verify(cp))
    with pytest.raises(CatalogError):
        catalog.add(cp, complete(root, "outer2/x") / "..")  # not a bundle dir -> refused


def test_add_refuses_overlapping_bundle(cat):
    cp, root = cat
    catalog.add(cp, complete(root, "outer"))
    inner = complete(root, "outer/inner")
    with pytest.raises(CatalogError) as exc:
        catalog.add(cp, inner)
    assert exc.value.rule == "overlap"


def test_root_overlapping_excluded_predecessor_root_fails(tmp_path):
    pred = tmp_path / "predecessor"
    pred.mkdir()
    (pred / "child").mkdir()
    cp = tmp_path / "cat.json"
    for root in (pred / "child", pred, tmp_path):  # inside, equal, containing
        r = catalog.init(cp, root, excluded_roots=["predecessor"])
        assert not r.ok and "overlap" in rules(r)
        assert not cp.exists()
    (tmp_path / "fresh").mkdir()
    assert catalog.init(cp, tmp_path / "fresh", excluded_roots=["predecessor"]).ok


def test_root_through_symlink_fails(tmp_path):
    real = tmp_path / "real"
    real.mkdir()
    os.symlink(real, tmp_path / "linked")
    cp = tmp_path / "cat.json"
    r = catalog.init(cp, tmp_path / "linked")
    assert not r.ok and "symlink" in rules(r)


@pytest.mark.parametrize(
    "text",
    ['{"catalog_format": 2, "kind": "claimcheck-catalog", "root": ".", "bundles": []}',
     '{"catalog_format": 1, "kind": "claimcheck-catalog", "root": ".", "bundles": [], "extra": 1}',
     '{"catalog_format": 1, "catalog_format": 1, "kind": "claimcheck-catalog", "root": "."}',
     "not json", "[]"],
)
def test_catalog_not_understood_fails(tmp_path, text):
    cp = tmp_path / "c.json"
    cp.write_text(text)
    with pytest.raises((SchemaError, InputError)):
        catalog.verify(cp)
    with pytest.raises((SchemaError, InputError)):
        catalog.reconcile(cp)
    assert cp.read_text() == text


def test_second_writer_is_refused_at_once(cat):
    cp, root = cat
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys,time; from claimcheck._internal.locking import exclusive_lock; "
         "cm=exclusive_lock(sys.argv[1]); cm.__enter__(); print('held', flush=True); time.sleep(30)",
         str(catalog.lock_path(cp))],
        stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        t = time.monotonic()
        with pytest.raises(LockBusyError):
            catalog.reconcile(cp)
        assert time.monotonic() - t < 1.0
    finally:
        holder.kill()
        holder.wait()
    assert catalog.reconcile(cp).ok  # released with the process


def test_catalog_written_atomically_no_temp_left(cat):
    cp, root = cat
    catalog.add(cp, complete(root, "c"))
    assert not [n for n in os.listdir(cp.parent) if n.endswith(".tmp")]
