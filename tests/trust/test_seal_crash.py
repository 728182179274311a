"""Sealing is durable in one batch (issue 18): every bound byte is made durable by one barrier
(syncfs, or fsync of every file in parallel), and only then is the receipt written. Two crash
tests:

* a real `fak seal` subprocess killed with SIGKILL at random points: verify never reports intact
  a bundle whose receipt does not bind every byte it holds;
* a simulated power cut (Linux, root, a loop-mounted ext4 image): the file system is shut down
  with EXT4_IOC_SHUTDOWN and EXT4_GOING_FLAGS_NOLOGFLUSH, which drops every write not yet
  durable, as a crash does; after remounting, a sealed bundle verifies intact. The same power cut
  right after files are written without a barrier loses them (the control: the simulation does
  drop unsynced writes). Skipped where the machine does not allow loop mounts.
"""

from __future__ import annotations

import fcntl
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from claimcheck.bundle import seal
from claimcheck.models import RECEIPT_NAME
from claimcheck.verify import load_receipt, verify_bundle


def _fill(d: Path, n: int, seed: int) -> None:
    rng = random.Random(seed)
    for i in range(n):
        sub = d / f"d{i // 200:02d}"
        sub.mkdir(parents=True, exist_ok=True)
        (sub / f"f{i:05d}.bin").write_bytes(rng.randbytes(rng.randint(1, 3000)))


@pytest.mark.slow
def test_seal_killed_at_random_points_is_never_reported_intact_unless_complete(tmp_path):
    rng = random.Random(18)
    # how long a whole seal takes here, to spread the kills over it
    probe = tmp_path / "probe"
    _fill(probe, 1500, 0)
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-m", "claimcheck.cli", "seal", str(probe)], check=True, capture_output=True)
    whole = time.perf_counter() - t0
    outcomes = {"sealed": 0, "unsealed": 0}
    for k in range(12):
        d = tmp_path / f"b{k}"
        _fill(d, 1500, k)
        files = sorted(p.relative_to(d).as_posix() for p in d.rglob("*") if p.is_file())
        proc = subprocess.Popen([sys.executable, "-m", "claimcheck.cli", "seal", str(d)],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0, whole * 1.1))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        report = verify_bundle(d)
        if (d / RECEIPT_NAME).exists():
            outcomes["sealed"] += 1
            assert report.ok, report.problems
            assert sorted(f.path for f in load_receipt(d).predicate.files) == files
        else:
            outcomes["unsealed"] += 1
            assert not report.ok and report.state == "incomplete"
    assert sum(outcomes.values()) == 12


# --- a simulated power cut on a loop-mounted ext4 ---------------------------------------------

EXT4_IOC_SHUTDOWN = 0x8004587D  # _IOR('X', 125, __u32)
EXT4_GOING_FLAGS_NOLOGFLUSH = 2  # drop the journal's pending transactions: a crash


@pytest.fixture
def ext4(tmp_path):
    if not sys.platform.startswith("linux") or os.geteuid() != 0 or not shutil.which("mkfs.ext4"):
        pytest.skip("needs Linux, root and mkfs.ext4 to loop-mount a file system")
    img = tmp_path / "fs.img"
    mnt = tmp_path / "mnt"
    mnt.mkdir()
    with open(img, "wb") as fh:
        fh.truncate(128 * 1024 * 1024)
    subprocess.run(["mkfs.ext4", "-q", str(img)], check=True)

    def mount():
        r = subprocess.run(["mount", "-o", "loop", str(img), str(mnt)], capture_output=True, text=True)
        if r.returncode != 0:
            pytest.skip(f"cannot loop-mount here: {r.stderr.strip()[:200]}")

    def crash_and_remount():
        fd = os.open(mnt, os.O_RDONLY | os.O_DIRECTORY)
        try:
            fcntl.ioctl(fd, EXT4_IOC_SHUTDOWN, EXT4_GOING_FLAGS_NOLOGFLUSH.to_bytes(4, sys.byteorder))
        finally:
            os.close(fd)
        subprocess.run(["umount", str(mnt)], check=True)
        mount()

    mount()
    try:
        yield mnt, crash_and_remount
    finally:
        subprocess.run(["umount", str(mnt)], capture_output=True)


def test_power_cut_after_seal_keeps_every_bound_byte(ext4):
    mnt, crash = ext4
    d = mnt / "bundle"
    _fill(d, 800, 1)  # plain writes: nothing is durable yet
    receipt = seal(d, role="arm")
    crash()
    report = verify_bundle(d)
    assert report.ok, report.problems
    assert report.files == len(receipt.predicate.files) == 800


def test_power_cut_without_a_barrier_loses_the_writes(ext4):
    """The control: the same power cut, with no barrier, loses what was written (so the test
    above can fail)."""
    mnt, crash = ext4
    d = mnt / "bundle"
    _fill(d, 800, 2)
    crash()
    present = [p for p in d.rglob("*") if p.is_file() and p.stat().st_size > 0] if d.exists() else []
    assert len(present) < 800
