"""Benchmark: `fak catalog verify` vs `sha256sum` over the same files, full and `--fast`.

Builds, under /tmp (deleted at the end), a catalog of --bundles bundles holding 10,000 small
files in all, plus a bundle of a few large files; then, in one run and with a warm page cache:

  sha256sum (one core, xargs)            the reference
  fak catalog verify --workers 1         full re-hash on one core
  fak catalog verify                     full re-hash, default workers (all cores)
  fak catalog verify --fast  (1st run)   no stat cache yet: hashes everything, writes the cache
  fak catalog verify --fast  (2nd run)   unchanged catalog: trusts the stat cache

and prints each time and its ratio. The `fak` times include starting Python (about 0.3 s),
parsing every receipt and applying every catalog rule; `sha256sum` only hashes.

    python benchmarks/verify_catalog.py [--small 10000] [--bundles 100] [--large 3] [--large-mib 512]
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import FAK, ratio, sha256sum_time, timed, uptime, warm, write_random  # noqa: E402


def build(base: Path, n_small: int, n_bundles: int, n_large: int, large_mib: int) -> tuple[Path, list[Path]]:
    from claimcheck import catalog as catalog_mod
    from claimcheck.bundle import seal

    root = base / "root"
    root.mkdir()
    per = max(1, n_small // n_bundles)
    made = 0
    for b in range(n_bundles):
        d = root / f"bundle-{b:04d}"
        (d / "rows").mkdir(parents=True)
        count = per if b < n_bundles - 1 else n_small - made
        for i in range(count):
            size = 256 + (i * 977) % 7936  # 256 B .. 8 KiB
            (d / "rows" / f"r{i:05d}.json").write_bytes(os.urandom(size))
        made += count
        seal(d, role="bench")
    if n_large:
        d = root / "large"
        d.mkdir()
        for i in range(n_large):
            write_random(d / f"blob{i}.bin", large_mib * 1024 * 1024)
        seal(d, role="bench")
    cat = base / "CATALOG.json"
    assert catalog_mod.init(cat, root).ok
    for d in sorted(root.iterdir()):
        report = catalog_mod.add(cat, d)
        assert report.ok, report
    files = sorted(p for p in root.rglob("*") if p.is_file())
    return cat, files


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--small", type=int, default=10_000)
    ap.add_argument("--bundles", type=int, default=100)
    ap.add_argument("--large", type=int, default=3, help="number of large files")
    ap.add_argument("--large-mib", type=int, default=512, help="size of each large file")
    ap.add_argument("--tmp", default="/tmp")
    args = ap.parse_args()

    base = Path(tempfile.mkdtemp(prefix="claimcheck-bench-catalog-", dir=args.tmp))
    try:
        t0 = time.perf_counter()
        cat, files = build(base, args.small, args.bundles, args.large, args.large_mib)
        total = sum(f.stat().st_size for f in files)
        print(f"catalog: {len(files)} files ({args.small} small + {args.large} x {args.large_mib} MiB + receipts), "
              f"{total / 2**20:.0f} MiB, built in {time.perf_counter() - t0:.1f} s")
        # files written in the last 2 s are "racily clean" and never cached (see statcache.py);
        # a real pre-merge hook runs long after the files were written
        time.sleep(2.1)
        warm(files)
        print(f"load before: {uptime()}")
        t_sum = sha256sum_time(files, base / "files.list")
        verify = [*FAK, "catalog", "verify", "--quiet", str(cat)]
        t_full1 = timed([*verify, "--workers", "1"])
        t_full = timed(verify)
        t_fast1 = timed([*verify, "--fast"])
        t_fast = timed([*verify, "--fast"])
        t_start = min(timed([*FAK, "catalog", "verify", "--help"]) for _ in range(3))
        from claimcheck import catalog as catalog_mod

        t0 = time.perf_counter()
        assert catalog_mod.verify(cat).ok
        t_lib_full = time.perf_counter() - t0
        t0 = time.perf_counter()
        assert catalog_mod.verify(cat, fast=True).ok
        t_lib_fast = time.perf_counter() - t0
        print(f"load after:  {uptime()}")
        print(f"cores: {os.cpu_count()}")
        print(f"sha256sum (1 core)                 {t_sum:7.2f} s")
        print(f"fak catalog verify --workers 1     {t_full1:7.2f} s   {ratio(t_full1, t_sum)} sha256sum")
        print(f"fak catalog verify (all cores)     {t_full:7.2f} s   {ratio(t_full, t_sum)} sha256sum")
        print(f"fak catalog verify --fast (cold)   {t_fast1:7.2f} s   {ratio(t_fast1, t_sum)} sha256sum  (first run: builds the cache)")
        print(f"fak catalog verify --fast          {t_fast:7.2f} s   {ratio(t_fast, t_sum)} sha256sum, "
              f"full/fast = {ratio(t_full, t_fast)}")
        print(f"(python start-up + imports, `fak catalog verify --help`: {t_start:.2f} s of every fak time above)")
        print(f"library, in-process (no start-up): full {t_lib_full:.2f} s, --fast {t_lib_fast:.2f} s, "
              f"full/fast = {ratio(t_lib_full, t_lib_fast)}")
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
