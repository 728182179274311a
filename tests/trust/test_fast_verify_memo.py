"""`fak catalog verify --fast` memoizes validation: receipts and the catalog whose exact bytes
(by SHA-256) passed every check in an earlier run skip their JSON Schema check (the reader's
entry checks and pydantic run as always).
Changed bytes, or a cache entry that is absent or corrupt, take the full path; verdicts never
differ from a full verification."""

from __future__ import annotations

import hashlib
import json
import os

import pytest
from bundle_kit import make_catalog, short_racy_window  # noqa: F401 (autouse fixture)

import claimcheck.catalog as cmod
import claimcheck.verify as vmod
from claimcheck import catalog as catalog_mod
from claimcheck._internal.statcache import cache_path
from claimcheck.errors import ClaimcheckError
from claimcheck.models import Catalog, Receipt


class Validations:
    """Counts every JSON Schema check and every pydantic validation of a receipt or catalog."""

    def __init__(self, monkeypatch):
        self.calls: list[str] = []
        for mod in (cmod, vmod):
            real = mod.validate
            monkeypatch.setattr(mod, "validate", lambda kind, obj, source="", _r=real: self.calls.append(kind) or _r(kind, obj, source=source))
        for model in (Receipt, Catalog):
            real_mv = model.model_validate
            monkeypatch.setattr(model, "model_validate",
                                classmethod(lambda cls, obj, *a, _r=real_mv, **k: self.calls.append(cls.__name__) or _r(obj, *a, **k)))


def _rules(report):
    return sorted((p.rule, os.path.basename(p.path)) for p in report.problems)


def test_second_fast_run_validates_nothing_and_memoized_reads_build_identical_models(tmp_path, monkeypatch):
    cat, root = make_catalog(tmp_path)
    assert catalog_mod.verify(cat, fast=True).ok
    v = Validations(monkeypatch)
    assert catalog_mod.verify(cat, fast=True).ok
    assert v.calls == []
    # bytes memoized as checked skip only their JSON Schema check: the same reader and pydantic
    # build models equal to a full validation's, field for field
    for b in sorted(root.iterdir()):
        data = (b / "receipt.json").read_bytes()
        memo = vmod.load_receipt(b, data=data, schema_checked=True)
        full = vmod.load_receipt(b, data=data)
        assert memo == full
        assert memo.model_dump_json(by_alias=True) == full.model_dump_json(by_alias=True)
        assert memo.model_fields_set == full.model_fields_set
    sha = hashlib.sha256(cat.read_bytes()).hexdigest()
    memo_cat = cmod.load_catalog(cat, schema_checked={sha})
    full_cat = cmod.load_catalog(cat)
    assert memo_cat == full_cat and memo_cat.model_dump_json() == full_cat.model_dump_json()


def _same_size_tamper(path, old, new):
    st = os.stat(path)
    data = path.read_bytes()
    assert old in data and len(old) == len(new)
    path.write_bytes(data.replace(old, new, 1))
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))  # restore mtime (ctime still moves)
    assert os.stat(path).st_size == st.st_size and os.stat(path).st_mtime_ns == st.st_mtime_ns


@pytest.mark.parametrize("old,new", [
    (b'"role": "arm"', b'"role": "arz"'),  # valid receipt, other bytes than the catalog's
    (b'"role": "arm"', b'"role": "ARM"'),  # schema violation (role pattern)
    (b'"path": "f0.txt"', b'"path": "../0.t"'),  # path escaping the bundle (model validator)
    (b'"size": ', b'"size":-'),  # negative size
])
def test_tampered_receipt_with_restored_stat_is_caught_like_the_full_verify(tmp_path, monkeypatch, old, new):
    cat, root = make_catalog(tmp_path)
    assert catalog_mod.verify(cat, fast=True).ok
    r = root / "b1" / "receipt.json"
    _same_size_tamper(r, old, new)
    v = Validations(monkeypatch)
    fast = catalog_mod.verify(cat, fast=True)
    assert not fast.ok
    assert "receipt" in v.calls  # other bytes: the full JSON Schema check ran
    full = catalog_mod.verify(cat)
    assert _rules(fast) == _rules(full)
    assert not catalog_mod.verify(cat, fast=True).ok  # still caught once the cache was rewritten


def test_tampered_catalog_is_validated_again(tmp_path, monkeypatch):
    cat, root = make_catalog(tmp_path)
    assert catalog_mod.verify(cat, fast=True).ok
    data = cat.read_bytes()
    doc = json.loads(data)
    doc["bundles"][0]["files"][0]["size"] += 1
    cat.write_text(json.dumps(doc, indent=2))
    v = Validations(monkeypatch)
    fast = catalog_mod.verify(cat, fast=True)
    assert "catalog" in v.calls
    assert not fast.ok and _rules(fast) == _rules(catalog_mod.verify(cat))
    doc["bundles"][0]["path"] = "../escape"  # now invalid: refused under --fast as in full
    cat.write_text(json.dumps(doc, indent=2))
    with pytest.raises(Exception) as fast_exc:
        catalog_mod.verify(cat, fast=True)
    with pytest.raises(Exception) as full_exc:
        catalog_mod.verify(cat)
    assert type(fast_exc.value) is type(full_exc.value)


@pytest.mark.parametrize("checked", [
    ["zz"],  # not a digest: the whole cache is ignored
    "not a list",
    ["0" * 64],  # a well-formed digest of other bytes: nothing is trusted
    [],  # absent
])
def test_corrupt_or_foreign_validated_digests_take_the_full_path(tmp_path, monkeypatch, checked):
    cat, root = make_catalog(tmp_path)
    assert catalog_mod.verify(cat, fast=True).ok
    doc = json.loads(cache_path(cat).read_bytes())
    doc["schema_checked"] = checked
    cache_path(cat).write_text(json.dumps(doc))
    v = Validations(monkeypatch)
    assert catalog_mod.verify(cat, fast=True).ok
    schema_checks = sorted(c for c in v.calls if c in ("catalog", "receipt"))
    assert schema_checks == ["catalog"] + ["receipt"] * 4  # every document validated in full
    v.calls.clear()
    assert catalog_mod.verify(cat, fast=True).ok  # the cache was repaired
    assert v.calls == []


def test_values_not_exactly_as_validation_makes_them_fall_back():
    good = {"path": "a", "size": 1, "sha256": "0" * 64}
    assert vmod.checked_file_entries([good], {})[0].size == 1
    for bad in ({**good, "size": 1.0}, {**good, "size": True}, {**good, "extra": 1}, {"path": "a"}, ["a", 1, "0"],
                {**good, "size": -1}, {**good, "path": "../a"}, {**good, "sha256": "0" * 63}):
        assert vmod.checked_file_entries([bad], {}) is None


@pytest.mark.parametrize("old,new", [
    (b'"size": ', b'"size": -'),  # negative size: the entry check
    (b'"path": "f0.txt"', b'"path": "../f0.txt"'),  # escaping path: the entry check
    (b'"role": "arm"', b'"role": "ARM"'),  # role pattern: pydantic
    (b'"bundle_format": 1', b'"bundle_format": 7'),
])
def test_memoized_bytes_are_still_checked_by_the_reader_and_the_models(tmp_path, old, new):
    """A memo says only that the JSON Schema check of these bytes passed: were a memo wrong (a
    digest of other bytes), the reader's entry checks and pydantic still refuse what they refuse."""
    cat, root = make_catalog(tmp_path)
    data = (root / "b1" / "receipt.json").read_bytes().replace(old, new, 1)
    with pytest.raises(ClaimcheckError):
        vmod.load_receipt(root / "b1", data=data)
    with pytest.raises(ClaimcheckError):
        vmod.load_receipt(root / "b1", data=data, schema_checked=True)


def test_unchanged_cache_is_not_rewritten_but_changes_and_bad_modes_are(tmp_path):
    cat, root = make_catalog(tmp_path)
    cp = cache_path(cat)
    assert catalog_mod.verify(cat, fast=True).ok
    first = os.stat(cp)
    assert catalog_mod.verify(cat, fast=True).ok
    assert os.stat(cp).st_ino == first.st_ino  # nothing to write
    os.chmod(cp, 0o644)
    assert catalog_mod.verify(cat, fast=True).ok
    assert os.stat(cp).st_mode & 0o777 == 0o600  # rewritten with its mode
    second = os.stat(cp)
    (root / "b0" / "f0.txt").write_bytes(b"changed\n")
    assert not catalog_mod.verify(cat, fast=True).ok
    assert os.stat(cp).st_ino != second.st_ino  # the changed file's entry is gone
    assert "b0/f0.txt" not in json.loads(cp.read_bytes())["entries"]
