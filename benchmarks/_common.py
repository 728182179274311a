"""Shared helpers for the benchmarks: timing a command, load average, random files."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

FAK = [sys.executable, "-m", "claimcheck.cli"]


def load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


def uptime() -> str:
    try:
        return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return f"loadavg {load()}"


def timed(cmd: list[str], *, ok_codes=(0,), stdin=None) -> float:
    t0 = time.perf_counter()
    r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, stdin=stdin)
    dt = time.perf_counter() - t0
    if r.returncode not in ok_codes:
        sys.exit(f"benchmark command failed ({r.returncode}): {' '.join(map(str, cmd))}\n{r.stderr.decode()[-2000:]}")
    return dt


def sha256sum_time(files: list[Path], list_file: Path, *, parallel: int = 1) -> float:
    """`sha256sum` over exactly these files: one core, or ``parallel`` processes (the control
    that shows whether a second core was actually free during the run)."""
    if not shutil.which("sha256sum"):
        sys.exit("sha256sum is not installed")
    list_file.write_bytes(b"\0".join(os.fsencode(f) for f in files) + b"\0")
    if parallel == 1:
        return timed(["xargs", "-0", "-a", str(list_file), "sha256sum"])
    per = max(1, -(-len(files) // parallel))
    return timed(["xargs", "-0", "-a", str(list_file), "-P", str(parallel), "-n", str(per), "sha256sum"])


def write_random(path: Path, size: int, *, chunk: int = 8 * 1024 * 1024) -> None:
    """Incompressible bytes, written in chunks (bounded memory)."""
    seed = os.urandom(chunk)
    with open(path, "wb") as fh:
        left = size
        i = 0
        while left > 0:
            n = min(chunk, left)
            # vary each chunk cheaply so that no two chunks are equal
            block = (i.to_bytes(8, "little") + seed[8:n]) if n > 8 else seed[:n]
            fh.write(block)
            left -= n
            i += 1


def warm(files: list[Path]) -> None:
    """Read every file once so that every timed run sees the same (warm) page cache."""
    buf = bytearray(8 * 1024 * 1024)
    for f in files:
        with open(f, "rb", buffering=0) as fh:
            while fh.readinto(buf):
                pass


def ratio(a: float, b: float) -> str:
    return f"{a / b:.2f}x" if b > 0 else "n/a"
