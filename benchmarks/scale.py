"""Benchmark: bundles of 10^3, 10^4 and 10^5 small files beside git and sha256sum (issue 18).

For each size N it builds, on the disk under --tmp (deleted at the end), a root holding ONE
bundle of N small files (64 B .. 2 KiB of random bytes, 1,000 per sub-directory) and times,
in one run, each `fak` command beside the tool a user would reach for instead, on the same
tree:

  seal      `fak seal BUNDLE`                     beside `git add -A` (a fresh repository whose
                                                  git dir lies outside the tree)
  verify    `fak verify BUNDLE` (full re-hash)    beside `sha256sum` of every file (xargs, 1 core)
  --fast    `fak catalog verify --fast CATALOG`   beside `git status` (both after a 1st run:
            (the cache written by a 1st run)      warm index / warm stat cache; then 5 runs of
                                                  each, alternating, the best of each kept)
  catalog   `fak catalog verify CATALOG` (full:   beside `sha256sum` again (once: the slowest command)
            every file hashed, no stat cache)

plus the peak memory (max RSS of the `fak` process itself, read by GNU time; see ``run``).
Every `fak` time is a whole command: Python start-up, imports, parsing the receipt/catalog and
every rule; the peers are C programs. claimcheck's modules run from compiled bytecode, as an
installed package does (a bytecode cache in a temporary directory, filled before any timing:
``PYTHONPYCACHEPREFIX``; an environment with ``PYTHONDONTWRITEBYTECODE`` would otherwise compile
them on every command). Before `git add` and before `seal` the page cache is written back
(`sync`, not timed), so each starts from the same clean state and neither pays for the other's
writes; verify, `sha256sum`, `--fast` and `git status` run on a warm page cache.

    python benchmarks/scale.py [--sizes 1000,10000,100000] [--tmp DIR]

Targets (issue 18) at 10^5 files: seal <= 1.5x git add, verify <= 2.5x sha256sum,
--fast <= 3x git status, peak memory < 200 MB, growth 10^4 -> 10^5 linear.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import FAK, ratio, uptime, warm  # noqa: E402

PER_DIR = 1000
REPEAT = 5  # runs of `git status` and `--fast` (each well under a second at 10^5 files)


def build_tree(bundle: Path, n: int, seed: int = 18) -> list[Path]:
    rng = random.Random(seed)
    blob = os.urandom(4096)
    files = []
    for i in range(n):
        d = bundle / f"d{i // PER_DIR:04d}"
        if i % PER_DIR == 0:
            d.mkdir(parents=True)
        size = rng.randint(64, 2048)
        off = rng.randint(0, 4096 - size)
        p = d / f"s{i:06d}.json"
        with open(p, "wb") as fh:
            fh.write(i.to_bytes(8, "little") + blob[off:off + size - 8])
        files.append(p)
    return files


def _gnu_time() -> str | None:
    """GNU time, to read a command's own peak memory (see ``run``), if it is installed."""
    exe = shutil.which("time") or ("/usr/bin/time" if os.path.exists("/usr/bin/time") else None)
    if exe is None:
        return None
    try:
        ok = subprocess.run([exe, "-q", "-f", "%M", "true"], capture_output=True, timeout=10).returncode == 0
    except (OSError, subprocess.SubprocessError):
        ok = False
    return exe if ok else None


GNU_TIME = _gnu_time()


def run(cmd: list[str], *, env: dict | None = None, cwd: Path | None = None,
        ok_codes: tuple[int, ...] = (0,)) -> tuple[float, int, float]:
    """Wall seconds, peak RSS (bytes) and CPU seconds (user + system, children included) of one
    command. On a machine shared with other jobs the CPU seconds are the steadier figure.

    The peak is the command's own, read by GNU time, which starts it from a small process: the
    ``ru_maxrss`` that ``wait4`` gives for a child of this (large) process also counts this
    process's memory at the fork (Linux keeps the larger of the two across ``exec``), which made
    a 20 MB command read 86 MB. Without GNU time that figure is used, and it is an upper bound."""
    with tempfile.NamedTemporaryFile(prefix="peak-", suffix=".txt") as peak_file:
        full = [GNU_TIME, "-q", "-f", "%M", "-o", peak_file.name, *map(str, cmd)] if GNU_TIME else cmd
        t0 = time.perf_counter()
        proc = subprocess.Popen(full, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=cwd)
        _, status, usage = os.wait4(proc.pid, 0)
        dt = time.perf_counter() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
        err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
        if proc.returncode not in ok_codes:
            sys.exit(f"benchmark command failed ({proc.returncode}): {' '.join(map(str, cmd))}\n{err[-2000:]}")
        peak = usage.ru_maxrss * 1024
        if GNU_TIME:
            lines = Path(peak_file.name).read_text().split()
            if lines and lines[-1].isdigit():
                peak = int(lines[-1]) * 1024
    return dt, peak, usage.ru_utime + usage.ru_stime


def sha256sum(files: list[Path], list_file: Path) -> tuple[float, int, float]:
    list_file.write_bytes(b"\0".join(os.fsencode(f) for f in files) + b"\0")
    return run(["xargs", "-0", "-a", str(list_file), "sha256sum"])


def fak_env(base: Path) -> dict[str, str]:
    """The environment of every ``fak`` command: claimcheck's bytecode cached under ``base``,
    compiled here (not timed)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(base / "pycache")
    pkg = Path(__file__).resolve().parent.parent / "claimcheck"
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(pkg)], env=env, check=True,
                   stdout=subprocess.DEVNULL)
    return env


def one_size(base: Path, n: int, fenv: dict[str, str]) -> dict[str, float]:
    work = base / f"n{n}"
    root = work / "root"
    bundle = root / "bundle"
    bundle.mkdir(parents=True)
    files = build_tree(bundle, n)
    gitdir = work / "git"
    genv = {**os.environ, "GIT_DIR": str(gitdir), "GIT_WORK_TREE": str(bundle)}
    subprocess.run(["git", "init", "-q"], env=genv, check=True)
    os.sync()
    t_git_add, _, c_git_add = run(["git", "add", "-A"], env=genv)
    os.sync()
    t_seal, m_seal, c_seal = run([*FAK, "seal", str(bundle), "--role", "bench"], env=fenv)
    os.sync()
    cat = work / "CATALOG.json"
    subprocess.run([*FAK, "catalog", "init", str(cat), "--root", str(root)], check=True, stdout=subprocess.DEVNULL,
                   env=fenv)
    subprocess.run([*FAK, "catalog", "add", str(cat), str(bundle)], check=True, stdout=subprocess.DEVNULL, env=fenv)
    # files changed in the last 2 s are "racily clean": neither git nor the stat cache trusts them
    time.sleep(2.1)
    all_files = [*files, bundle / "receipt.json"]
    warm(all_files)
    t_sum, _, c_sum = min(sha256sum(all_files, work / "files.list") for _ in range(2))
    t_verify, m_verify, c_verify = min(run([*FAK, "verify", str(bundle)], env=fenv) for _ in range(2))
    # the per-file path of `catalog verify` (no stat cache yet): every file hashed, the catalog and the
    # receipt compared; once (it is the slowest command here)
    t_cat, m_cat, c_cat = run([*FAK, "catalog", "verify", "--quiet", str(cat)], env=fenv)
    run(["git", "status", "--porcelain"], env=genv)  # 1st run refreshes the index's stat data
    fast = [*FAK, "catalog", "verify", "--quiet", "--fast", str(cat)]
    run(fast, env=fenv)  # 1st run: hashes everything and writes the stat cache
    # the two quick commands alternate, best of REPEAT each: a burst of other jobs hits both alike
    status_runs, fast_runs = [], []
    for _ in range(REPEAT):
        status_runs.append(run(["git", "status", "--porcelain"], env=genv))
        fast_runs.append(run(fast, env=fenv))
    t_status, _, c_status = min(status_runs)
    t_fast, m_fast, c_fast = min(fast_runs)
    m_fast = max(r[1] for r in fast_runs)
    c_status, c_fast = min(r[2] for r in status_runs), min(r[2] for r in fast_runs)
    t_start = min(run([*FAK, "verify", "--help"], env=fenv)[0] for _ in range(2))
    receipt_size = (bundle / "receipt.json").stat().st_size
    shutil.rmtree(work, ignore_errors=True)
    return {"n": n, "git_add": t_git_add, "seal": t_seal, "m_seal": m_seal, "sha256sum": t_sum,
            "verify": t_verify, "m_verify": m_verify, "git_status": t_status, "fast": t_fast, "m_fast": m_fast,
            "start": t_start, "receipt": receipt_size, "c_git_add": c_git_add, "c_seal": c_seal, "c_sum": c_sum,
            "c_verify": c_verify, "c_status": c_status, "c_fast": c_fast, "cat": t_cat, "m_cat": m_cat,
            "c_cat": c_cat}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--tmp", default=tempfile.gettempdir(), help="a directory on the disk to measure")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    base = Path(tempfile.mkdtemp(prefix="claimcheck-bench-scale-", dir=args.tmp))
    print(f"load before: {uptime()}")
    print(f"cores: {os.cpu_count()}; tree under {base} "
          f"({subprocess.run(['df', '--output=fstype', str(base)], capture_output=True, text=True).stdout.split()[-1]})")
    rows = []
    try:
        fenv = fak_env(base)
        for n in sizes:
            rows.append(one_size(base, n, fenv))
    finally:
        shutil.rmtree(base, ignore_errors=True)
    print(f"load after:  {uptime()}")
    mb = 1e6
    print()
    print("| files | seal | git add -A | ratio | verify | sha256sum | ratio | --fast | git status | ratio "
          "| peak MB seal / verify / --fast | receipt B/file |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['n']:,} | {r['seal']:.2f} s | {r['git_add']:.2f} s | {ratio(r['seal'], r['git_add'])} "
              f"| {r['verify']:.2f} s | {r['sha256sum']:.2f} s | {ratio(r['verify'], r['sha256sum'])} "
              f"| {r['fast']:.2f} s | {r['git_status']:.2f} s | {ratio(r['fast'], r['git_status'])} "
              f"| {r['m_seal'] / mb:.0f} / {r['m_verify'] / mb:.0f} / {r['m_fast'] / mb:.0f} "
              f"| {r['receipt'] / r['n']:.0f} |")
    print("\nCPU seconds (user + system) of the same runs:\n")
    print("| files | seal | git add -A | ratio | verify | sha256sum | ratio | --fast | git status | ratio |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['n']:,} | {r['c_seal']:.2f} | {r['c_git_add']:.2f} | {ratio(r['c_seal'], r['c_git_add'])} "
              f"| {r['c_verify']:.2f} | {r['c_sum']:.2f} | {ratio(r['c_verify'], r['c_sum'])} "
              f"| {r['c_fast']:.2f} | {r['c_status']:.2f} | {ratio(r['c_fast'], r['c_status'])} |")
    print("\nThe per-file path of `fak catalog verify` (full, no stat cache) beside `sha256sum`:\n")
    print("| files | catalog verify | CPU s | sha256sum | ratio (wall / CPU) | peak MB | peak B/file |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['n']:,} | {r['cat']:.2f} s | {r['c_cat']:.2f} | {r['sha256sum']:.2f} s "
              f"| {ratio(r['cat'], r['sha256sum'])} / {ratio(r['c_cat'], r['c_sum'])} | {r['m_cat'] / mb:.0f} "
              f"| {r['m_cat'] / r['n']:.0f} |")
    print(f"\n(python start-up + imports, `fak verify --help`: {rows[-1]['start']:.2f} s of every fak time above)")
    if len(rows) >= 2:
        a, b = rows[-2], rows[-1]
        k = b["n"] / a["n"]
        print(f"growth {a['n']:,} -> {b['n']:,} files ({k:.0f}x): "
              f"seal {b['seal'] / a['seal']:.1f}x, verify {b['verify'] / a['verify']:.1f}x, "
              f"--fast {b['fast'] / a['fast']:.1f}x, "
              f"peak memory growth per file: seal {(b['m_seal'] - a['m_seal']) / (b['n'] - a['n']):.0f} B, "
              f"verify {(b['m_verify'] - a['m_verify']) / (b['n'] - a['n']):.0f} B, "
              f"--fast {(b['m_fast'] - a['m_fast']) / (b['n'] - a['n']):.0f} B, "
              f"catalog verify {(b['m_cat'] - a['m_cat']) / (b['n'] - a['n']):.0f} B")
    last = rows[-1]
    print(f"targets at {last['n']:,} files: seal/git add {last['seal'] / last['git_add']:.2f} (<= 1.5), "
          f"verify/sha256sum {last['verify'] / last['sha256sum']:.2f} (<= 2.5), "
          f"--fast/git status {last['fast'] / last['git_status']:.2f} (<= 3), "
          f"peak {max(last['m_seal'], last['m_verify'], last['m_fast']) / mb:.0f} MB (< 200), "
          f"catalog verify's peak {last['m_cat'] / mb:.0f} MB (< 200)")


if __name__ == "__main__":
    main()
