"""Benchmark: grading one statement against a 10,000-row witness, vs only verifying its hashes.

Builds, under /tmp (deleted at the end), a sealed `request-ab` witness of --rows rows (two arms,
sequential and concurrent, --rows/2 tasks each, TTFTs and latencies drawn from a fixed seed),
then, in one run and in-process (no Python start-up):

  verify_bundle(bundle)              the baseline: hash every file, check the receipt
  grade(claim)                       verify + re-derive + read the statement + check it

each --repeat times, and prints the medians and their ratio (target: median grade < 150 ms for
a 10,000-row witness). Also grades, once, a 19.5 KB legal statement (the same few checkable
clauses repeated) against the same witness.

    python benchmarks/claim_grade.py [--rows 10000] [--repeat 21] [--legal-kb 19.5]
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import ratio, uptime  # noqa: E402

STATEMENT = "The concurrent arm was 2x faster than the sequential arm."
LEGAL_CLAUSES = [
    "the concurrent arm was 2x faster than the sequential arm",
    "the sequential arm was slower than the concurrent arm",
    "the concurrent arm had a higher throughput than the sequential arm",
    "the concurrent arm was not slower than the sequential arm",
]
SCOPE = "SmolLM2-135M on one CPU host, {n} tasks per arm"


def build(directory: Path, n_rows: int) -> Path:
    """Sequential: n tasks back to back, 10 ms each (wall n/100 s); concurrent: 4 lanes, half the
    wall. Throughput ratio concurrent/sequential = 2.0 exactly."""
    from claimcheck.bundle import BundleWriter

    n = n_rows // 2
    rng = random.Random(20261203)
    rows = []
    for i in range(n):
        start = i * 0.01
        rows.append({"arm": "sequential", "task_id": f"t{i:05d}", "start_s": round(start, 6),
                     "first_token_s": round(start + rng.uniform(0.001, 0.005), 6), "end_s": round(start + 0.01, 6),
                     "prompt_tokens": 100, "completion_tokens": 8, "cached_tokens": None, "ok": True})
    lanes = 4
    per_lane = -(-n // lanes)
    step = (n * 0.01 / 2) / per_lane
    for i in range(n):
        lane, j = i % lanes, i // lanes
        start = j * step
        rows.append({"arm": "concurrent", "task_id": f"t{i:05d}", "start_s": round(start, 6),
                     "first_token_s": round(start + rng.uniform(0.001, 0.009), 6), "end_s": round(start + step, 6),
                     "prompt_tokens": 100, "completion_tokens": 8, "cached_tokens": None, "ok": True})
    # every lane ends at the same wall: n*0.01/2 when n divides by 4
    witness = {
        "kind": "request-ab", "format": 1, "provenance": "OBSERVED",
        "model": {"id": "HuggingFaceTB/SmolLM2-135M-Instruct", "file_sha256": None},
        "hardware": "Intel(R) Xeon(R) Processor; 2 logical CPUs; no accelerator",
        "output_cap": 8, "timing_includes": ["scheduler", "queue"], "inputs": {"tasks": n},
        "arms": {"sequential": {"aliases": ["sequential arm"], "workers": 1, "role": "baseline"},
                 "concurrent": {"aliases": ["concurrent arm"], "workers": lanes, "role": "treatment"}},
        "telemetry": {"batches_probe": {"status": 404, "supported": False},
                      "metrics": {"sequential": None, "concurrent": None}, "cache_control": None},
    }
    w = BundleWriter(directory, role="request-ab")
    w.write_json("witness.json", witness)
    w.write_jsonl("rows.jsonl", rows)
    w.seal()
    return directory


def legal_statement(kb: float) -> str:
    target = int(kb * 1000)
    parts: list[str] = []
    size = 0
    i = 0
    while True:
        clause = LEGAL_CLAUSES[i % len(LEGAL_CLAUSES)]
        piece = (clause[0].upper() + clause[1:]) + ". "
        if size + len(piece) > target:
            break
        parts.append(piece)
        size += len(piece)
        i += 1
    return "".join(parts).strip()


def median_time(fn, repeat: int) -> tuple[float, list[float], float]:
    """Median wall time, every wall time, and the median CPU time of this process (less
    sensitive than wall time to other processes on a loaded machine)."""
    times, cpu = [], []
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), time.process_time()
        fn()
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    return statistics.median(times), times, statistics.median(cpu)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", type=int, default=10_000)
    ap.add_argument("--repeat", type=int, default=21)
    ap.add_argument("--legal-kb", type=float, default=19.5)
    ap.add_argument("--tmp", default="/tmp")
    args = ap.parse_args()

    from claimcheck.claims import ClaimInput, grade
    from claimcheck.verify import verify_bundle

    base = Path(tempfile.mkdtemp(prefix="claimcheck-bench-grade-", dir=args.tmp))
    try:
        t0 = time.perf_counter()
        bundle = build(base / "witness", args.rows)
        size = sum(p.stat().st_size for p in bundle.iterdir())
        print(f"witness: {args.rows} rows, {size / 1024:.0f} KiB, built and sealed in {time.perf_counter() - t0:.2f} s")

        def claim(statement: str) -> ClaimInput:
            return ClaimInput(statement=statement, baseline={"kind": "real", "description": "one worker"}, net=True,
                              scope=SCOPE.format(n=args.rows // 2), provenance="OBSERVED", witness=str(bundle))

        one = claim(STATEMENT)
        first = grade(one)  # warm: imports, page cache
        assert verify_bundle(bundle).ok
        print(f"load before: {uptime()}   cores: {os.cpu_count()}")
        t_verify, _, c_verify = median_time(lambda: verify_bundle(bundle), args.repeat)
        t_grade, grades, c_grade = median_time(lambda: grade(one), args.repeat)
        legal = legal_statement(args.legal_kb)
        t0 = time.perf_counter()
        legal_result = grade(claim(legal))
        t_legal = time.perf_counter() - t0
        print(f"load after:  {uptime()}")
        print(f"statement: {STATEMENT!r} -> {first.verdict}")
        print(f"verify_bundle only (baseline)   median {t_verify * 1000:8.1f} ms over {args.repeat}"
              f"   (CPU {c_verify * 1000:.1f} ms)")
        print(f"grade (verify + derive + read)  median {t_grade * 1000:8.1f} ms over {args.repeat}   "
              f"{ratio(t_grade, t_verify)} verify  (min {min(grades) * 1000:.1f}, max {max(grades) * 1000:.1f} ms; "
              f"CPU {c_grade * 1000:.1f} ms)   target < 150 ms: {'met' if t_grade < 0.150 else 'NOT met'}")
        print(f"legal statement, {len(legal.encode()) / 1000:.1f} KB, {legal.count('. ') + 1} sentences: "
              f"{t_legal * 1000:.1f} ms once -> {legal_result.verdict}")
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
