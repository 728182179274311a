"""Benchmark: `fak verify` over a 2 GiB bundle vs `sha256sum` over the same files, same run.

Two bundles are written under /tmp (deleted at the end), each --gib GiB of incompressible bytes:

  single   one large file
  several  --parts files of equal size

and, with a warm page cache, each is timed with

  sha256sum (one core)          the reference: coreutils, one process, one core
  fak verify --workers 1        our streaming hasher on one core
  fak verify                    default workers (one thread per core, max 8)

`fak` times include starting Python and parsing the receipt. Targets (issue #5): one core
<= 1.1x sha256sum; several large files faster than sha256sum with two cores.

    python benchmarks/hash_throughput.py [--gib 2] [--parts 4] [--repeat 1]
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import FAK, ratio, sha256sum_time, timed, uptime, warm, write_random  # noqa: E402


def make_bundle(d: Path, sizes: list[int]) -> list[Path]:
    from claimcheck.bundle import seal

    d.mkdir()
    files = []
    for i, size in enumerate(sizes):
        f = d / f"part{i}.bin"
        write_random(f, size)
        files.append(f)
    seal(d, role="bench")
    return files


def bench(label: str, d: Path, files: list[Path], repeat: int, list_file: Path) -> None:
    warm(files)
    cores = os.cpu_count() or 1
    best = {"sum": float("inf"), "sumP": float("inf"), "one": float("inf"), "all": float("inf")}
    for _ in range(repeat):
        best["sum"] = min(best["sum"], sha256sum_time(files, list_file))
        if len(files) > 1 and cores > 1:
            best["sumP"] = min(best["sumP"], sha256sum_time(files, list_file, parallel=min(cores, len(files))))
        best["one"] = min(best["one"], timed([*FAK, "verify", "--workers", "1", str(d)]))
        best["all"] = min(best["all"], timed([*FAK, "verify", str(d)]))
    size = sum(f.stat().st_size for f in files) / 2**30
    print(f"[{label}] {len(files)} file(s), {size:.2f} GiB")
    print(f"  sha256sum (1 core)        {best['sum']:6.2f} s  {size / best['sum']:5.2f} GiB/s")
    if best["sumP"] < float("inf"):
        print(f"  sha256sum x{min(cores, len(files))} processes   {best['sumP']:6.2f} s  {size / best['sumP']:5.2f} GiB/s  "
              f"(control: {best['sum'] / best['sumP']:.2f}x speed-up shows how much of a second core was free)")
    print(f"  fak verify --workers 1    {best['one']:6.2f} s  {size / best['one']:5.2f} GiB/s  "
          f"{ratio(best['one'], best['sum'])} sha256sum")
    print(f"  fak verify (all cores)    {best['all']:6.2f} s  {size / best['all']:5.2f} GiB/s  "
          f"{ratio(best['all'], best['sum'])} sha256sum, {best['one'] / best['all']:.2f}x speed-up over one worker")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gib", type=float, default=2.0)
    ap.add_argument("--parts", type=int, default=4)
    ap.add_argument("--repeat", type=int, default=1, help="runs per command; the best is kept")
    ap.add_argument("--tmp", default="/tmp")
    args = ap.parse_args()
    total = int(args.gib * 2**30)
    base = Path(tempfile.mkdtemp(prefix="claimcheck-bench-hash-", dir=args.tmp))
    try:
        print(f"load before: {uptime()}   cores: {os.cpu_count()}")
        files = make_bundle(base / "single", [total])
        bench("single", base / "single", files, args.repeat, base / "list")
        shutil.rmtree(base / "single")
        part = total // args.parts
        files = make_bundle(base / "several", [part] * args.parts)
        bench("several", base / "several", files, args.repeat, base / "list")
        print(f"load after:  {uptime()}")
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
