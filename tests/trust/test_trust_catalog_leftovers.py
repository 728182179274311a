"""A killed writer's temporary file: verify names it as the leftover of an interrupted write (and
never calls the bundle intact while it is inside the bound tree); the next catalog writer, holding
the lock, removes the catalog's own leftovers."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from bundle_kit import make_bundle

from claimcheck import catalog as catalog_mod
from claimcheck.models import SIGNATURE_NAME
from claimcheck.verify import verify_bundle


# --- leftovers of interrupted writes ---------------------------------------------------------------------------


def _leftover(directory: Path, name: str) -> Path:
    """The very file an atomic write of ``name`` leaves when its writer is killed before the rename."""
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=directory)  # as atomic_write_bytes does
    os.write(fd, b'{"half": ')
    os.close(fd)
    return Path(tmp)


def test_a_writers_leftover_in_a_bundle_is_named_but_never_intact(tmp_path):
    b = make_bundle(tmp_path / "b")
    tmp = _leftover(b, SIGNATURE_NAME)  # e.g. a `fak sign` killed mid-write
    report = verify_bundle(b)
    assert not report.ok
    assert [(p.rule, p.path) for p in report.problems] == [("interrupted-write", str(tmp))]
    assert "interrupted write of 'receipt.sig.json'" in report.problems[0].message
    other = b / ".notes.tmp"
    os.rename(tmp, other)  # not the writer's pattern: a plain unbound file
    assert [p.rule for p in verify_bundle(b).problems] == ["extra-file"]


def test_a_catalog_writers_leftover_is_reported_then_cleaned_by_the_next_writer(tmp_path):
    root = tmp_path / "root"
    root.mkdir()
    c = root / "CATALOG.json"  # the catalog lives inside its own root
    assert catalog_mod.init(c, root).ok
    make_bundle(root / "one")
    assert catalog_mod.add(c, root / "one").ok
    tmp = _leftover(root, "CATALOG.json")
    report = catalog_mod.verify(c)
    assert [(p.rule, p.path) for p in report.problems] == [("interrupted-write", str(tmp))]
    assert tmp.exists()  # verify writes nothing
    report = catalog_mod.reconcile(c)  # the next writer, holding the lock, removes its own leftovers
    assert report.ok, report.problems
    assert not tmp.exists()
    assert catalog_mod.verify(c).ok


def test_fast_cache_temp_files_in_flight_are_not_stray_files(tmp_path):
    """--fast runs take no lock: one writing its stat cache must not fail a concurrent verify."""
    from claimcheck._internal.statcache import cache_path

    root = tmp_path / "root"
    root.mkdir()
    c = root / "CATALOG.json"
    assert catalog_mod.init(c, root).ok
    make_bundle(root / "one")
    assert catalog_mod.add(c, root / "one").ok
    _leftover(root, cache_path(c).name)
    assert catalog_mod.verify(c).ok
