"""Catalog writers and their lock: the lock file is opened by handle and never written through
(a symlink, a hard link, a special file), and `catalog init` checks "already exists" only once it
holds the lock (a real second process pauses just before taking it)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from bundle_kit import cli, make_bundle, new_catalog

from claimcheck import catalog as catalog_mod


@pytest.fixture
def cat(tmp_path):
    return new_catalog(tmp_path, "one")


def lock_of(c: Path) -> Path:
    return c.with_name(c.name + ".lock")


# --- the lock file -------------------------------------------------------------------------------


def test_a_symlinked_lock_is_never_written_through(cat, tmp_path):
    """init, add and reconcile (one that would fail, one that would pass) each refuse a lock file
    that is a symlink; its target keeps its bytes (never truncated, never given a PID)."""
    c, root = cat
    victim = tmp_path / "victim.txt"
    victim.write_bytes(b"precious bytes\n")
    lock_of(c).unlink()
    lock_of(c).symlink_to(victim)
    make_bundle(root / "two")
    before = c.read_bytes()
    for args in (["catalog", "add", c, root / "two"], ["catalog", "reconcile", c]):
        rc, out = cli(*args)
        assert rc == 3 and "lock file is a symlink" in out and str(lock_of(c)) in out, out
    (root / "stray.txt").write_text("makes the reconcile fail\n")
    rc, out = cli("catalog", "reconcile", c)
    assert rc == 3 and "lock file is a symlink" in out, out
    new = tmp_path / "NEW.json"
    lock_of(new).symlink_to(victim)
    rc, out = cli("catalog", "init", new, "--root", root)
    assert rc == 3 and "lock file is a symlink" in out, out
    assert victim.read_bytes() == b"precious bytes\n"
    assert c.read_bytes() == before and not new.exists()


def test_a_dangling_lock_symlink_creates_nothing(cat, tmp_path):
    c, root = cat
    lock_of(c).unlink()
    target = tmp_path / "would-be-created"
    lock_of(c).symlink_to(target)
    rc, out = cli("catalog", "reconcile", c)
    assert rc == 3 and "symlink" in out
    assert not os.path.lexists(target)


def test_a_hard_linked_or_special_lock_is_refused(cat, tmp_path):
    c, root = cat
    victim = tmp_path / "victim.txt"
    victim.write_bytes(b"precious bytes\n")
    lock_of(c).unlink()
    os.link(victim, lock_of(c))
    rc, out = cli("catalog", "reconcile", c)
    assert rc == 3 and "hard links" in out, out
    assert victim.read_bytes() == b"precious bytes\n"
    lock_of(c).unlink()
    os.mkfifo(lock_of(c))
    rc, out = cli("catalog", "reconcile", c)  # and does not block on the FIFO
    assert rc == 3 and "not a regular file" in out, out


def test_the_lock_is_held_while_the_pid_is_written(cat):
    """The PID is written into the lock only once it is held: a second writer meanwhile is
    refused (exit 75) and never touches the file."""
    from claimcheck._internal.locking import exclusive_lock
    from claimcheck.errors import LockBusyError

    c, root = cat
    with exclusive_lock(lock_of(c)):
        assert lock_of(c).read_text() == f"{os.getpid()}\n"
        rc, out = cli("catalog", "reconcile", c)
        assert rc == 75, out
        assert lock_of(c).read_text() == f"{os.getpid()}\n"
        with pytest.raises(LockBusyError):
            with exclusive_lock(lock_of(c)):
                pass


# --- catalog init: checked under the lock ------------------------------------------------------------

SECOND_INIT = r"""
import sys, time
from pathlib import Path
import claimcheck.catalog as catalog_mod

real_lock = catalog_mod.exclusive_lock
ready, go = Path(sys.argv[3]), Path(sys.argv[4])

def lock_after_a_pause(*args, **kwargs):
    # the moment this writer is about to take the lock, another writer acts
    ready.write_text("ready")
    deadline = time.monotonic() + 60
    while not go.exists():
        if time.monotonic() > deadline:
            sys.exit(99)
        time.sleep(0.005)
    return real_lock(*args, **kwargs)

catalog_mod.exclusive_lock = lock_after_a_pause
from claimcheck.cli import main
sys.argv = ["fak", "catalog", "init", sys.argv[1], "--root", sys.argv[2]]
main()
"""


def test_concurrent_init_never_overwrites_a_filled_catalog(tmp_path):
    """A second `fak catalog init` (a real process) pauses just before it takes the lock; this
    process then creates the catalog and registers a bundle. The second init must then refuse
    ("already exists" is checked under the lock, so the second init cannot overwrite the catalog)."""
    root = tmp_path / "root"
    root.mkdir()
    make_bundle(root / "one")
    c = tmp_path / "CATALOG.json"
    ready, go = tmp_path / "ready", tmp_path / "go"
    proc = subprocess.Popen([sys.executable, "-c", SECOND_INIT, str(c), str(root), str(ready), str(go)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + 60
        while not ready.exists() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.01)
        assert ready.exists(), proc.communicate()[0]
        assert catalog_mod.init(c, root).ok
        assert catalog_mod.add(c, root / "one").ok
        filled = c.read_bytes()
        go.write_text("go")
        out = proc.communicate(timeout=120)[0]
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 2 and "catalog already exists" in out, (proc.returncode, out)
    assert c.read_bytes() == filled
    assert [b["path"] for b in json.loads(filled)["bundles"]] == ["one"]
    assert catalog_mod.verify(c).ok


def test_racing_inits_create_the_catalog_once(tmp_path):
    """Four real `fak catalog init` processes at once: one creates the catalog, each other one is
    refused (exists, or the lock is busy); none reports success over another's catalog."""
    root = tmp_path / "root"
    root.mkdir()
    c = tmp_path / "CATALOG.json"
    procs = [subprocess.Popen([sys.executable, "-m", "claimcheck.cli", "catalog", "init", str(c), "--root", str(root)],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True) for _ in range(4)]
    results = [(p.wait(timeout=120), p.stdout.read()) for p in procs]
    codes = sorted(rc for rc, _ in results)
    assert codes.count(0) == 1 and set(codes) <= {0, 2, 75}, results
    assert catalog_mod.verify(c).ok
