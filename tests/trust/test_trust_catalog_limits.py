"""A writer never writes what its reader refuses: `seal` and the catalog writers check what they are
about to write against the limits (``claimcheck.limits``) that `verify` and every catalog command
read with, and refuse (one line, nothing written) when it would not be read back.

The limits themselves are sized for 10^5-file bundles; testing them at that scale would mean
writing hundreds of thousands of files, so the rules are exercised with the limits lowered (the
writer and the reader look them up at call time), and the sizing is checked against the bytes a
real receipt and catalog take per file."""

from __future__ import annotations

import json

import pytest
from bundle_kit import make_bundle, new_catalog, open_bundle

from claimcheck import catalog as catalog_mod
from claimcheck import limits
from claimcheck.bundle import receipt_bytes, seal
from claimcheck.errors import CatalogError, UsageError
from claimcheck.models import RECEIPT_NAME, FileEntry, Receipt
from claimcheck.verify import verify_bundle


def _unsealed(d, n_files: int, name_len: int = 12):
    """A bundle of ``n_files`` files, each name ``name_len`` characters long, written and not sealed."""
    open_bundle(d, {f"f{i:0{name_len - 1}d}": f"file {i}\n".encode() for i in range(n_files)})
    return d


def test_seal_writes_receipts_up_to_the_verify_limit_and_refuses_beyond_it(tmp_path, monkeypatch):
    probe = _unsealed(tmp_path / "probe", 20)
    seal(probe, role="arm")
    size = (probe / RECEIPT_NAME).stat().st_size
    # the limit the reader applies, set to exactly this receipt's size: written, and read back
    monkeypatch.setattr(limits, "MAX_RECEIPT_BYTES", size + 64)  # (created_at may differ in length by a few bytes)
    ok = _unsealed(tmp_path / "ok", 20)
    seal(ok, role="arm")
    assert verify_bundle(ok).ok
    # one more file: over the limit, refused, no receipt
    big = _unsealed(tmp_path / "big", 21)
    with pytest.raises(UsageError, match="over the .*-byte limit") as err:
        seal(big, role="arm")
    assert err.value.rule == "too-large" and not (big / RECEIPT_NAME).exists()


def test_the_reader_refuses_what_the_writer_would_refuse(tmp_path, monkeypatch):
    b = make_bundle(tmp_path / "b", {f"f{i}": b"x" for i in range(5)})
    assert verify_bundle(b).ok
    monkeypatch.setattr(limits, "MAX_FILES_PER_BUNDLE", 4)
    report = verify_bundle(b)
    assert not report.ok and [p.rule for p in report.problems] == ["too-large"]
    again = _unsealed(tmp_path / "again", 5)
    with pytest.raises(UsageError, match="at most 4") as err:
        seal(again, role="arm")
    assert err.value.rule == "too-large" and not (again / RECEIPT_NAME).exists()
    monkeypatch.setattr(limits, "MAX_FILES_PER_BUNDLE", 5)
    seal(again, role="arm")
    assert verify_bundle(again).ok


@pytest.fixture
def cat(tmp_path):
    return new_catalog(tmp_path)


def test_catalog_add_refuses_to_grow_the_catalog_past_what_it_reads(cat, monkeypatch):
    """`catalog add` never grows a catalog past the size every command reads back."""
    c, root = cat
    for n in range(3):
        make_bundle(root / f"b{n}")
        assert catalog_mod.add(c, root / f"b{n}").ok
    monkeypatch.setattr(limits, "MAX_CATALOG_BYTES", c.stat().st_size + 100)  # room for less than one more bundle
    make_bundle(root / "b3")
    before = c.read_bytes()
    with pytest.raises(UsageError, match="over the .*-byte limit") as err:
        catalog_mod.add(c, root / "b3")
    assert err.value.rule == "too-large"
    assert c.read_bytes() == before  # nothing written
    (root / "b3" / RECEIPT_NAME).unlink()
    for p in (root / "b3").iterdir():
        p.unlink()
    (root / "b3").rmdir()
    assert catalog_mod.verify(c).ok  # what was written is still read


def test_catalog_file_count_limit_holds_for_writers_and_readers(cat, monkeypatch):
    c, root = cat
    make_bundle(root / "a", {f"f{i}": b"x" for i in range(3)})
    assert catalog_mod.add(c, root / "a").ok
    make_bundle(root / "b", {f"f{i}": b"y" for i in range(3)})
    monkeypatch.setattr(limits, "MAX_CATALOG_FILES", 5)
    before = c.read_bytes()
    with pytest.raises(UsageError, match="more than the 5") as err:
        catalog_mod.add(c, root / "b")
    assert err.value.rule == "too-large" and c.read_bytes() == before
    monkeypatch.setattr(limits, "MAX_CATALOG_FILES", 2)  # a catalog over the limit is refused by the reader
    with pytest.raises(CatalogError) as err:
        catalog_mod.load_catalog(c)
    assert err.value.rule == "too-large" and str(c) in str(err.value)


def _receipt_bytes(base: dict, n: int, path_len: int) -> int:
    """Bytes of a real receipt (``base``, as sealed) re-made to bind ``n`` files of paths of ``path_len``."""
    files = [{"path": f"{i:0{path_len}d}"[-path_len:], "size": 10**11 + i, "sha256": "a" * 64} for i in range(n)]
    doc = {**base, "subject": [{"name": f["path"], "digest": {"sha256": f["sha256"]}} for f in files],
           "predicate": {**base["predicate"], "files": files}}
    return len(receipt_bytes(Receipt.model_validate(doc)))


def test_the_limits_hold_what_they_are_sized_for(tmp_path):
    """The stated per-file costs are at least what real receipts and catalogs take, and the
    limits hold 10^5-file bundles (and the per-bundle maximum) at the budgeted path length."""
    from claimcheck._internal.atomic import canonical_json
    from claimcheck.models import Catalog, CatalogEntry

    b = make_bundle(tmp_path / "b")
    base = json.loads((b / RECEIPT_NAME).read_bytes())
    for path_len in (10, 40, 100):
        per_file = (_receipt_bytes(base, 2000, path_len) - _receipt_bytes(base, 1000, path_len)) / 1000
        assert per_file <= limits.RECEIPT_BYTES_PER_FILE + 2 * path_len, (path_len, per_file)
    header = _receipt_bytes(base, 1, 1)
    assert limits.MAX_FILES_PER_BUNDLE >= 2 * limits.NORMAL_FILES_PER_BUNDLE
    assert header + limits.MAX_FILES_PER_BUNDLE * (limits.RECEIPT_BYTES_PER_FILE + 2 * limits.BUDGET_PATH_BYTES) \
        <= limits.MAX_RECEIPT_BYTES

    def catalog_bytes(n: int, path_len: int) -> int:
        files = [FileEntry(path=f"{i:0{path_len}d}"[:path_len], size=10**11 + i, sha256="a" * 64) for i in range(n)]
        entry = CatalogEntry(id="x" * 40, path="p" * 40, state="complete", files=files, receipt_sha256="b" * 64)
        cat = Catalog(catalog_format=1, kind="claimcheck-catalog", root="root", bundles=[entry])
        return len(canonical_json(cat.model_dump(mode="json", exclude_none=True)))

    for path_len in (10, 100):
        per_file = (catalog_bytes(2000, path_len) - catalog_bytes(1000, path_len)) / 1000
        assert per_file <= limits.CATALOG_BYTES_PER_FILE + path_len, (path_len, per_file)
    assert limits.MAX_CATALOG_FILES >= 10 * limits.NORMAL_FILES_PER_BUNDLE
    assert limits.MAX_CATALOG_FILES * (limits.CATALOG_BYTES_PER_FILE + limits.BUDGET_PATH_BYTES) \
        + 100 * (limits.CATALOG_BYTES_PER_BUNDLE + 2 * limits.BUDGET_PATH_BYTES) <= limits.MAX_CATALOG_BYTES
    # a DSSE envelope of a receipt at its limit is within the envelope limit
    assert (limits.MAX_RECEIPT_BYTES + 2) // 3 * 4 + 64 * 300 <= limits.MAX_ENVELOPE_BYTES
