"""Benchmark: grading one statement against a long request witness (10^6 rows), beside reading
the same rows file with `wc -l` and with a plain `json.loads` loop (issue 18, item 6).

Builds, under --tmp (deleted at the end), the sealed `request-ab` witness of
`benchmarks/claim_grade.py` with --rows rows (two arms of --rows/2 tasks; throughput ratio
2.0 exactly), then runs, each in a fresh Python process so that its peak memory is its own:

  wc -l rows.jsonl                 the floor: count the lines (C)
  json.loads loop                  a plain reader: one json.loads per line into a list of dicts
  orjson.loads loop                the same with orjson, the fastest dictionary parser installed
  grade(claim)                     verify (hash every file) + parse + check every row + re-derive
                                   + read the statement + check it, in-process after the imports

and prints each one's wall and CPU seconds and peak memory (max RSS, from wait4: it counts the
pages of this small parent each child was forked with, ~30 MB, which is all that `wc -l`'s
figure shows; the grade's child also reports the seconds of the grade() call alone, without
Python start-up and imports), and the ratios. Target (issue 18): the grade of a 10^6-row witness under 3 s and
1 GB.

    python benchmarks/long_witness.py [--rows 1000000] [--statement TEXT] [--tmp DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import ratio, uptime  # noqa: E402
from claim_grade import SCOPE, STATEMENT  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent

GRADE_CHILD = r"""
import json, sys, time
t0 = time.perf_counter()
from claimcheck.claims import ClaimInput, grade
imports = time.perf_counter() - t0
claim = ClaimInput(statement=sys.argv[2], baseline={"kind": "real", "description": "one worker"}, net=True,
                   scope=sys.argv[3], provenance="OBSERVED", witness=sys.argv[1])
c0, t0 = time.process_time(), time.perf_counter()
res = grade(claim)
print(json.dumps({"wall": time.perf_counter() - t0, "cpu": time.process_time() - c0, "imports": imports,
                  "verdict": res.verdict}))
"""

JSON_CHILD = r"""
import json, sys
rows = []
with open(sys.argv[1], "rb") as fh:
    for line in fh:
        rows.append(json.loads(line))
print(len(rows))
"""

ORJSON_CHILD = r"""
import orjson, sys
rows = []
with open(sys.argv[1], "rb") as fh:
    for line in fh:
        rows.append(orjson.loads(line))
print(len(rows))
"""


def build(directory: Path, n_rows: int) -> Path:
    """claim_grade.build's witness, its rows written line by line (the same JSON text as
    BundleWriter.write_jsonl) so that building 10^6 rows needs no list of 10^6 dictionaries."""
    import random

    from claimcheck.bundle import BundleWriter
    from claim_grade import build as small_build

    n = n_rows // 2
    tmp = directory.parent / "proto"
    small_build(tmp, 8)  # the witness.json of the same shape, for its fields
    witness = json.loads((tmp / "witness.json").read_text())
    shutil.rmtree(tmp)
    witness["inputs"] = {"tasks": n}
    rng = random.Random(20261203)
    dumps = json.JSONEncoder(sort_keys=True, ensure_ascii=False, allow_nan=False).encode
    lanes = 4
    step = (n * 0.01 / 2) / -(-n // lanes)
    parts: list[str] = []
    for i in range(n):
        start = i * 0.01
        parts.append(dumps({"arm": "sequential", "task_id": f"t{i:07d}", "start_s": round(start, 6),
                            "first_token_s": round(start + rng.uniform(0.001, 0.005), 6),
                            "end_s": round(start + 0.01, 6), "prompt_tokens": 100, "completion_tokens": 8,
                            "cached_tokens": None, "ok": True}))
    for i in range(n):
        start = (i // lanes) * step
        parts.append(dumps({"arm": "concurrent", "task_id": f"t{i:07d}", "start_s": round(start, 6),
                            "first_token_s": round(start + rng.uniform(0.001, 0.009), 6),
                            "end_s": round(start + step, 6), "prompt_tokens": 100, "completion_tokens": 8,
                            "cached_tokens": None, "ok": True}))
    w = BundleWriter(directory, role="request-ab")
    w.write_json("witness.json", witness)
    data = ("\n".join(parts) + "\n").encode()
    del parts
    w.write_bytes("rows.jsonl", data)
    del data
    w.seal()
    return directory


def run_measured(cmd: list[str]) -> tuple[float, int, float, str]:
    """Wall seconds, peak RSS (bytes) and CPU seconds (user + system, from wait4) and stdout of one command."""
    out_path = Path(tempfile.mkstemp(prefix="claimcheck-bench-out-")[1])
    try:
        with open(out_path, "wb") as out:
            t0 = time.perf_counter()
            proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.PIPE, cwd=ROOT)
            _, status, usage = os.wait4(proc.pid, 0)
            dt = time.perf_counter() - t0
        err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
        code = os.waitstatus_to_exitcode(status)
        if code != 0:
            sys.exit(f"benchmark command failed ({code}): {' '.join(cmd)}\n{err[-2000:]}")
        return dt, usage.ru_maxrss * 1024, usage.ru_utime + usage.ru_stime, out_path.read_text()
    finally:
        out_path.unlink(missing_ok=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", type=int, default=1_000_000)
    ap.add_argument("--statement", default=STATEMENT)
    ap.add_argument("--tmp", default="/tmp")
    ap.add_argument("--build", metavar="DIR", help=argparse.SUPPRESS)  # the builder's own process
    args = ap.parse_args()
    if args.build:
        build(Path(args.build), args.rows)
        return

    base = Path(tempfile.mkdtemp(prefix="claimcheck-bench-long-", dir=args.tmp))
    mb = 1024 * 1024
    try:
        t0 = time.perf_counter()
        bundle = base / "witness"
        # built in a process of its own: this one stays small, so that no measured child (forked
        # from it) starts with its pages
        subprocess.run([sys.executable, __file__, "--build", str(bundle), "--rows", str(args.rows)], check=True)
        rows = bundle / "rows.jsonl"
        print(f"witness: {args.rows:,} rows, rows.jsonl {rows.stat().st_size / mb:.0f} MiB, built and sealed in "
              f"{time.perf_counter() - t0:.1f} s")
        print(f"load before: {uptime()}   cores: {os.cpu_count()}")
        # warm the page cache for every reader alike (in a child: this process stays small, and a
        # measured child's peak RSS counts the pages it was forked with)
        subprocess.run(["cat", str(rows)], stdout=subprocess.DEVNULL, check=True)
        wc = run_measured(["wc", "-l", str(rows)])
        loop = run_measured([sys.executable, "-c", JSON_CHILD, str(rows)])
        oloop = run_measured([sys.executable, "-c", ORJSON_CHILD, str(rows)])
        g = run_measured([sys.executable, "-c", GRADE_CHILD, str(bundle), args.statement,
                          SCOPE.format(n=args.rows // 2)])
        inner = json.loads(g[3])
        print(f"load after:  {uptime()}")
        print(f"statement: {args.statement!r} -> {inner['verdict']}")
        print(f"{'':32} {'wall s':>8} {'CPU s':>8} {'peak MB':>8}")
        print(f"{'wc -l':32} {wc[0]:8.2f} {wc[2]:8.2f} {wc[1] / mb:8.0f}")
        print(f"{'json.loads loop (list of dicts)':32} {loop[0]:8.2f} {loop[2]:8.2f} {loop[1] / mb:8.0f}")
        print(f"{'orjson.loads loop (list of dicts)':32} {oloop[0]:8.2f} {oloop[2]:8.2f} {oloop[1] / mb:8.0f}")
        print(f"{'grade, whole process':32} {g[0]:8.2f} {g[2]:8.2f} {g[1] / mb:8.0f}")
        print(f"{'grade() call alone':32} {inner['wall']:8.2f} {inner['cpu']:8.2f}        -   "
              f"(imports {inner['imports']:.2f} s)")
        print(f"grade() / json.loads loop: wall {ratio(inner['wall'], loop[0])}, CPU {ratio(inner['cpu'], loop[2])}; "
              f"peak {ratio(g[1], loop[1])}")
        print(f"grade() / orjson.loads loop: wall {ratio(inner['wall'], oloop[0])}, "
              f"CPU {ratio(inner['cpu'], oloop[2])}; peak {ratio(g[1], oloop[1])}")
        if args.rows == 1_000_000:
            def met(x: bool) -> str:
                return "met" if x else "NOT met"

            # wall time counts the other jobs of a shared machine; CPU time is the steadier figure
            print(f"target (10^6 rows): grade() < 3 s: wall {inner['wall']:.2f} s ({met(inner['wall'] < 3.0)}), "
                  f"CPU {inner['cpu']:.2f} s ({met(inner['cpu'] < 3.0)}); peak < 1 GB: {met(g[1] < 1024 * mb)} "
                  f"({g[1] / mb:.0f} MB)")
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
