"""The sealed bundles and catalogs the trust tests build, defined once (imported by basename,
like the test modules)."""

from __future__ import annotations

from pathlib import Path

from claimcheck import catalog as catalog_mod
from claimcheck.bundle import BundleWriter

#: a witness and one row: the default bundle
ONE_ROW = {"rows.jsonl": b'{"a": 1}\n', "witness.json": b'{"kind": "x"}\n'}
#: a witness and two rows (a same-size tamper swaps the last digit)
TWO_ROWS = {"witness.json": b'{"kind": "x"}\n', "rows.jsonl": b'{"a": 1}\n{"a": 2}\n'}


def make_bundle(d: Path, files: dict[str, bytes] | None = None, role: str = "arm") -> Path:
    """Seal ``files`` (default ``ONE_ROW``) into a new bundle directory ``d``; returns ``d``."""
    w = BundleWriter(d, role=role)
    for name, data in (files or ONE_ROW).items():
        w.write_bytes(name, data)
    w.seal()
    return d


def new_catalog(tmp_path: Path, *names: str, file_name: str = "CATALOG.json") -> tuple[Path, Path]:
    """A catalog ``tmp_path/file_name`` over the root ``tmp_path/root``, with a bundle sealed and
    added under each of ``names``; returns (catalog path, root)."""
    root = tmp_path / "root"
    root.mkdir()
    c = tmp_path / file_name
    assert catalog_mod.init(c, root).ok
    for n in names:
        make_bundle(root / n)
        assert catalog_mod.add(c, root / n).ok
    return c, root
