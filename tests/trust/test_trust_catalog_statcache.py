"""`fak catalog verify --fast` on a filesystem with 1-second timestamps (a loop-mounted ext3 image
with 128-byte inodes, which cannot store sub-second times).

There, a same-size rewrite plus `touch -d` (mtime restored) within the same second as the stat
cache was written leaves size, mtime, inode, ctime and device all unchanged. The cache must
therefore never have trusted a file whose ctime was that recent, whatever its mtime says: the
racily-clean rule is judged on ctime alone (a rule that also needed a recent mtime would let
`--fast` pass while the full verify fails)."""

from __future__ import annotations

import os
import shutil
import subprocess
import time

import pytest
from bundle_kit import make_bundle

from claimcheck import catalog as catalog_mod
from claimcheck._internal.statcache import RACY_NS, is_racy, stat_key

OLD = 1_500_000_000  # 2017


@pytest.fixture
def coarse_fs(tmp_path):
    """A real ext3 filesystem with 1-second timestamps, loop-mounted under tmp_path."""
    if os.geteuid() != 0:
        pytest.skip("needs root to loop-mount an ext3 image with 1-second timestamps")
    if not (shutil.which("mkfs.ext3") and shutil.which("mount") and shutil.which("umount")):
        pytest.skip("needs mkfs.ext3, mount and umount (e2fsprogs, util-linux)")
    img, mnt = tmp_path / "coarse.img", tmp_path / "mnt"
    mnt.mkdir()
    with open(img, "wb") as fh:
        fh.truncate(32 * 1024 * 1024)
    mk = subprocess.run(["mkfs.ext3", "-q", "-F", "-I", "128", str(img)], capture_output=True, text=True)
    if mk.returncode != 0:
        pytest.skip(f"mkfs.ext3 failed: {mk.stderr.strip()}")
    m = subprocess.run(["mount", "-o", "loop", str(img), str(mnt)], capture_output=True, text=True)
    if m.returncode != 0:
        pytest.skip(f"cannot loop-mount here (a container without loop devices?): {m.stderr.strip()}")
    try:
        probe = mnt / "probe"
        probe.write_bytes(b"x")
        st = os.stat(probe)
        probe.unlink()
        if st.st_mtime_ns % 10**9 or st.st_ctime_ns % 10**9:
            pytest.skip("this ext3 image kept sub-second timestamps")
        yield mnt
    finally:
        for args in (["umount", str(mnt)], ["umount", "-l", str(mnt)]):
            if subprocess.run(args, capture_output=True).returncode == 0:
                break


def _start_of_a_second(margin: float = 0.02) -> int:
    """Sleep to just after the next whole second; return that second."""
    now = time.time()
    time.sleep(1 - (now % 1) + margin)
    return int(time.time())


def test_same_second_rewrite_with_restored_mtime_is_caught_by_fast(coarse_fs):
    root = coarse_fs / "root"
    root.mkdir()
    c = coarse_fs / "CATALOG.json"
    assert catalog_mod.init(c, root).ok
    rows = b'{"a": 1}\n' * 64
    make_bundle(root / "b", {"rows.jsonl": rows, "witness.json": b'{"kind": "x"}\n'})
    assert catalog_mod.add(c, root / "b").ok
    f = root / "b" / "rows.jsonl"
    forged = rows.replace(b'"a": 1', b'"a": 7')
    assert len(forged) == len(rows)
    for _attempt in range(5):
        second = _start_of_a_second()
        os.utime(f, (OLD, OLD))  # an old mtime; ctime is now (this second)
        assert catalog_mod.verify(c, fast=True).ok  # fills the stat cache
        before = os.stat(f)
        with open(f, "r+b") as fh:  # same size, other bytes
            fh.write(forged)
        os.utime(f, ns=(before.st_atime_ns, before.st_mtime_ns))  # mtime restored (`touch -d`)
        after = os.stat(f)
        if int(time.time()) == second and stat_key(after) == stat_key(before):
            break
        f.write_bytes(rows)  # crossed a second boundary (a loaded machine): try again
    else:
        pytest.fail("could not fit the rewrite into one second in 5 tries")
    # the precondition of the attack holds: nothing in the stat tells the rewrite apart
    assert stat_key(after) == stat_key(before)
    full = catalog_mod.verify(c)
    fast = catalog_mod.verify(c, fast=True)
    assert not full.ok and {p.rule for p in full.problems} == {"digest-mismatch"}
    assert not fast.ok and sorted((p.rule, p.path) for p in fast.problems) == \
        sorted((p.rule, p.path) for p in full.problems)


def test_an_old_ctime_is_trusted_and_a_recent_one_never_whatever_the_mtime():
    now = time.time_ns()
    old = now - 10 * RACY_NS
    key = lambda mtime, ctime: (1, mtime, 1, ctime, 1)  # noqa: E731
    assert is_racy(key(old, now), now)  # old mtime (set by touch -d), recent ctime: never trusted
    assert is_racy(key(now, now), now)
    assert not is_racy(key(old, old), now)
    assert not is_racy(key(now, old), now)  # a future-looking mtime proves nothing either way; ctime is old
