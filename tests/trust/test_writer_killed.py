"""Fault test: a real bundle-writer process killed with SIGKILL at random points leaves a
directory that verify reports as incomplete or preflight-only, never as complete."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time

import pytest

from claimcheck.verify import verify_bundle

WRITER = r"""
import os, sys
from claimcheck.bundle import BundleWriter
w = BundleWriter(sys.argv[1], role="arm")
w.write_preflight({"plan": "fault-test"})
print("go", flush=True)
for i in range(12):
    w.write_bytes(f"rows-{i:02d}.bin", os.urandom(512 * 1024))
w.seal()
print("sealed", flush=True)
"""


@pytest.mark.slow
def test_sigkill_at_random_points_never_yields_false_complete(tmp_path):
    rng = random.Random(20261203)
    # first, how long does a full write take on this machine?
    t0 = time.monotonic()
    subprocess.run([sys.executable, "-c", WRITER, str(tmp_path / "full")], check=True, capture_output=True)
    full = time.monotonic() - t0
    assert verify_bundle(tmp_path / "full").ok
    seen = set()
    for n in range(14):
        d = tmp_path / f"b{n}"
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(d)], stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "go"
        time.sleep(rng.uniform(0, full * 0.6))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        report = verify_bundle(d)
        seen.add(report.state)
        if report.state == "complete":
            # the receipt is written last: if it exists, every file it binds must be intact
            assert report.ok and report.files == 13
        else:
            assert report.state in {"incomplete", "preflight_only"}
            assert not report.ok
    assert "incomplete" in seen  # the kills really landed mid-write
