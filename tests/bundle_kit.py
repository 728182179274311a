"""The bundles, catalogs and ``fak`` processes the tests build, defined once (imported by basename
from every area: tests/ is on ``sys.path`` through tests/conftest.py, as hypothesis_profiles is)."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

import pytest

from claimcheck import catalog as catalog_mod
from claimcheck._internal import statcache as statcache_mod
from claimcheck.bundle import BundleWriter

#: a witness and one row: the default bundle
ONE_ROW = {"rows.jsonl": b'{"a": 1}\n', "witness.json": b'{"kind": "x"}\n'}
#: a witness and two rows (a same-size tamper swaps the last digit)
TWO_ROWS = {"witness.json": b'{"kind": "x"}\n', "rows.jsonl": b'{"a": 1}\n{"a": 2}\n'}

Files = Mapping[str, bytes]


def open_bundle(d: Path, files: Files | None = None, role: str = "arm", preflight: dict | None = None) -> BundleWriter:
    """A bundle directory ``d`` written but not sealed: the preflight first (when given), then
    ``files`` (default ``ONE_ROW``; ``{}`` for none); returns its writer (``.seal()`` to finish)."""
    w = BundleWriter(d, role=role)
    if preflight is not None:
        w.write_preflight(preflight)
    for name, data in (ONE_ROW if files is None else files).items():
        w.write_bytes(name, data)
    return w


def make_bundle(d: Path, files: Files | None = None, role: str = "arm", preflight: dict | None = None) -> Path:
    """Seal ``files`` (default ``ONE_ROW``) into a new bundle directory ``d``; returns ``d``."""
    open_bundle(d, files, role, preflight).seal()
    return d


def new_catalog(tmp_path: Path, *names: str, file_name: str = "CATALOG.json",
                files: Files | Callable[[str], Files] | None = None) -> tuple[Path, Path]:
    """A catalog ``tmp_path/file_name`` over the root ``tmp_path/root``, with a bundle sealed and
    added under each of ``names`` (its files: ``files``, or ``files(name)``); returns (catalog path, root)."""
    root = tmp_path / "root"
    root.mkdir()
    c = tmp_path / file_name
    assert catalog_mod.init(c, root).ok
    for n in names:
        make_bundle(root / n, files(n) if callable(files) else files)
        assert catalog_mod.add(c, root / n).ok
    return c, root


#: an mtime far from "now" (2017), and the racy window the ``--fast`` tests run with
OLD_NS = 1_500_000_000 * 10**9
SHORT_RACY_NS = 200_000_000


@pytest.fixture(autouse=True)
def short_racy_window(monkeypatch):
    """A file is racily clean while its ctime is within ``RACY_NS`` of the run (2 s by default,
    for 1- and 2-second filesystem timestamps; tested on such a filesystem in
    test_trust_catalog_statcache.py). A temporary directory keeps nanosecond timestamps, where
    0.2 s is ample; ``age`` waits that long, as time passing would, so that the ``--fast`` tests
    need not sleep 2 s each. Autouse in the modules that import it."""
    monkeypatch.setattr(statcache_mod, "RACY_NS", SHORT_RACY_NS)


def age(root: Path) -> None:
    """Set every file's mtime far in the past, then let the (short) racy window pass (ctime cannot
    be set back: a cache entry is racy while its ctime is recent, whatever its mtime)."""
    for p in root.rglob("*"):
        if p.is_file():
            os.utime(p, ns=(OLD_NS, OLD_NS))
    time.sleep(SHORT_RACY_NS / 1e9 + 0.05)


def make_catalog(tmp_path: Path, n_bundles: int = 4, files_per: int = 3) -> tuple[Path, Path]:
    """A catalog of ``n_bundles`` bundles ``b0``... of ``files_per`` distinct files each, aged past
    the racy window (for ``--fast``); returns (catalog path, root)."""
    cat, root = new_catalog(tmp_path, *(f"b{b}" for b in range(n_bundles)),
                            files=lambda n: {f"f{i}.txt": f"bundle {n[1:]} file {i}\n".encode() for i in range(files_per)})
    age(root)
    return cat, root


def fak(*args, cwd: Path | None = None, env: dict | None = None, prefix: Sequence[str] = (),
        timeout: float = 180) -> subprocess.CompletedProcess:
    """The real console entry point in a subprocess (``python -m claimcheck.cli``, after ``prefix``,
    e.g. a ``setpriv`` command line): exit codes, stdout and stderr as a user sees them (bytes that
    are not UTF-8 replaced), a traceback included if one escapes."""
    return subprocess.run([*prefix, sys.executable, "-m", "claimcheck.cli", *map(str, args)], capture_output=True,
                          text=True, errors="replace", cwd=cwd, env=env, timeout=timeout)


#: the exit codes README.md documents (claimcheck/cli/_exit.py); anything else is a bug
DOCUMENTED = {0, 2, 3, 4, 5, 6, 75}


def tree_state(root: Path) -> dict[str, object]:
    """Every entry under root (no links followed): kind, bytes digest (over 1 MiB: ctime and size), mtime.
    Detects any rewrite.
    ``*.lock`` is left out: a writer (reconcile) takes its lock before it reads anything."""
    out: dict[str, object] = {}
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        for name in dirnames + filenames:
            if name.endswith(".lock"):
                continue
            p = Path(dirpath) / name
            st = os.lstat(p)
            if os.path.islink(p):
                out[str(p)] = ("link", os.readlink(p))
            elif p.is_file() and st.st_size > 1 << 20:
                # a large (sparse) input: any write, truncation or utime changes its ctime
                out[str(p)] = ("file", st.st_mtime_ns, st.st_ctime_ns, st.st_size)
            elif p.is_file():
                out[str(p)] = ("file", st.st_mtime_ns, hashlib.sha256(p.read_bytes()).hexdigest())
            else:
                out[str(p)] = ("dir",)
    return out


def cli(*args, cwd: Path | None = None) -> tuple[int, str]:
    """``fak`` in a subprocess that must end cleanly: no traceback, no internal error, a documented
    exit code; returns (exit code, stdout + stderr)."""
    r = fak(*args, cwd=cwd)
    both = r.stdout + r.stderr
    assert "Traceback" not in both, both
    assert "internal error" not in both, both
    assert r.returncode in DOCUMENTED, (r.returncode, both)
    return r.returncode, both


def refused(root: Path, args, *, names: list[str], problem: str, cwd: Path | None = None, code: int | None = 3):
    """Run a command that must refuse. ``code=None``: 2 (unreadable input) or 3 (invalid)."""
    before = tree_state(root)
    rc, out = cli(*args, cwd=cwd)
    assert rc in ((2, 3) if code is None else (code,)), out
    for n in names:
        assert n in out, (n, out)
    assert problem in out, (problem, out)
    assert tree_state(root) == before, "a refusal rewrote something"
    return out
