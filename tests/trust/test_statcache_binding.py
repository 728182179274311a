"""The `--fast` stat cache is bound to its catalog and its root, validation memos and clean record
included: a cache that arrives with a clone must never make `--fast` trust the memo of a receipt
that full verification refuses."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import time

import pytest
from bundle_kit import make_catalog, short_racy_window  # noqa: F401 (autouse fixture)

from claimcheck import catalog as catalog_mod
from claimcheck._internal import statcache as statcache_mod
from claimcheck._internal.atomic import canonical_json
from claimcheck._internal.statcache import StatCache, cache_path, fast_clean


def _forge(cat, root):
    """Give bundle b0 a receipt that breaks the schema (a role the pattern refuses) and list it in
    the catalog, consistently: full verification refuses it on the schema alone."""
    r = root / "b0" / "receipt.json"
    data = r.read_bytes().replace(b'"role": "arm"', b'"role": "Not A Role!"')
    assert data != r.read_bytes()
    r.write_bytes(data)
    doc = json.loads(cat.read_bytes())
    for b in doc["bundles"]:
        if b["path"] == "b0":
            b["receipt_sha256"] = hashlib.sha256(data).hexdigest()
    cat.write_bytes(canonical_json(doc))
    return hashlib.sha256(data).hexdigest(), hashlib.sha256(cat.read_bytes()).hexdigest()


def _rules(report):
    return {p.rule for p in report.problems}


def _ship_cache(cat, root, memos, *, binding=None, mode=0o600):
    """The cache an attacker ships: the victim's real root, and memos for the forged bytes."""
    doc = {"format": 1, "kind": "claimcheck-statcache", "root": os.path.realpath(root), "entries": {},
           "schema_checked": sorted(memos)}
    if binding is not None:
        doc["binding"] = binding
    p = cache_path(cat)
    if p.exists():
        p.unlink()
    p.write_text(json.dumps(doc))
    os.chmod(p, mode)


def test_full_verify_refuses_the_forged_receipt(tmp_path):
    cat, root = make_catalog(tmp_path)
    _forge(cat, root)
    report = catalog_mod.verify(cat)
    assert not report.ok and "schema" in " ".join(p.message for p in report.problems) + " ".join(_rules(report))


@pytest.mark.parametrize("binding", [
    None,  # a cache of the old format: no binding at all
    "copied",  # the binding of the machine it was made on (another path: a clone elsewhere)
    "same-path",  # the victim's paths, but other inodes (the tree re-created at the same path)
])
def test_memos_of_a_shipped_cache_are_never_trusted(tmp_path, binding):
    cat, root = make_catalog(tmp_path)
    memos = _forge(cat, root)
    if binding == "copied":
        b = {"catalog": ["/home/attacker/repo/CATALOG.json", 1, 2], "root": ["/home/attacker/repo/root", 1, 3]}
    elif binding == "same-path":
        b = {"catalog": [os.path.realpath(cat), os.stat(cat).st_dev, os.stat(cat).st_ino + 1],
             "root": [os.path.realpath(root), os.stat(root).st_dev, os.stat(root).st_ino + 1]}
    else:
        b = None
    _ship_cache(cat, root, memos, binding=b)
    report = catalog_mod.verify(cat, fast=True)
    assert not report.ok, "a memo from a foreign cache let a schema-invalid receipt through"
    assert report.problems == catalog_mod.verify(cat).problems


def test_a_cache_that_is_not_private_is_not_trusted(tmp_path):
    """git checks files out 0644/0755, never 0600: a committed cache is ignored whatever it says."""
    cat, root = make_catalog(tmp_path)
    assert catalog_mod.verify(cat, fast=True).ok
    doc = json.loads(cache_path(cat).read_bytes())
    memos = _forge(cat, root)
    doc["schema_checked"] = sorted(memos)
    cache_path(cat).write_text(json.dumps(doc))
    os.chmod(cache_path(cat), 0o644)
    loaded = StatCache.load(cache_path(cat), root)
    assert loaded.ignored_reason == "not private (mode 0600)" and not loaded.schema_checked
    assert not catalog_mod.verify(cat, fast=True).ok


def test_a_copied_tree_with_its_cache_trusts_nothing(tmp_path):
    """`cp -a` of a verified tree, cache included (mode kept): in the copy, no entry, memo or clean
    record of the original is used; a tampered copy is caught."""
    a = tmp_path / "a"
    a.mkdir()
    cat, root = make_catalog(a)
    assert catalog_mod.verify(cat, fast=True).ok
    assert catalog_mod.verify(cat, fast=True).ok
    assert fast_clean(cat)[1] is not None  # the original answers from its clean record
    b = tmp_path / "b"
    shutil.copytree(a, b, symlinks=True)
    cat_b = b / cat.name
    cache, clean = fast_clean(cat_b)
    assert clean is None and not cache.schema_checked and cache.clean is None
    cache.bind(b / root.name)
    assert cache.entries == {}
    _forge(cat_b, b / root.name)
    assert not catalog_mod.verify(cat_b, fast=True).ok


def test_the_clean_record_answers_only_for_the_same_catalog_and_tree(tmp_path):
    cat, root = make_catalog(tmp_path)
    assert catalog_mod.verify(cat, fast=True).ok
    assert fast_clean(cat)[1] == 4
    f = root / "b1" / "f0.txt"
    # each change of the tree or the catalog takes the per-file path (and is judged by it)
    for change in ("touch", "new-file", "new-dir", "catalog"):
        if change == "touch":
            os.utime(f)
        elif change == "new-file":
            (root / "b1" / "extra.txt").write_text("x")
        elif change == "new-dir":
            (root / "b1" / "extra.txt").unlink()
            (root / "b2" / "sub").mkdir()
        else:
            (root / "b2" / "sub").rmdir()
            cat.write_bytes(cat.read_bytes().replace(b'"id": "b3"', b'"id": "b3-renamed"'))
        assert fast_clean(cat)[1] is None, change
        report = catalog_mod.verify(cat, fast=True)
        # (an empty directory inside a complete bundle binds nothing and is accepted)
        assert report.ok == (change != "new-file"), (change, report.problems)
        if report.ok:
            time.sleep(statcache_mod.RACY_NS / 1e9 + 0.05)
            assert catalog_mod.verify(cat, fast=True).ok
            assert fast_clean(cat)[1] == 4, change


def test_no_clean_record_while_a_file_is_racily_clean(tmp_path):
    cat, root = make_catalog(tmp_path)
    (root / "b0" / "f0.txt").touch()  # ctime now: racily clean for RACY_NS
    statcache_mod_racy = statcache_mod.RACY_NS
    try:
        statcache_mod.RACY_NS = 10 ** 12
        assert catalog_mod.verify(cat, fast=True).ok
        assert json.loads(cache_path(cat).read_bytes())["clean"] is None
    finally:
        statcache_mod.RACY_NS = statcache_mod_racy
