"""Small sealed witnesses for the corpus, written row by row so that every number is easy to
work out by hand (walls of 10.0 s and 5.0 s, TTFTs of 0.1 / 0.2 / 0.3 s, ...).

Each builder returns ``(witness_json, {file_name: rows})`` in the ``request-ab`` or
``compat-batch`` format (docs/claim-check.md, "Witness formats"); ``build_all(root)`` seals
them with ``claimcheck.bundle.BundleWriter`` (receipt last) and returns ``{name: path}``.

``HAND`` holds the numbers worked out by hand for each witness; ``test_corpus_witnesses.py``
recomputes them from the rows with numpy (a check on this file, not on the grader). The
corpus expectations in ``corpus.py`` are derived from ``HAND``, never from the grader.
"""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path
from typing import Any

#: ``seal(directory, witness, {file: rows})``: the witness and its row files written with
#: ``BundleWriter`` and sealed, by the product's one writer of witnesses from rows
from claimcheck.claims.fixtures import write_bundle as seal  # noqa: F401 (imported from here by the tests)

MODEL = {"id": "HuggingFaceTB/SmolLM2-135M-Instruct", "file_sha256": None}
HARDWARE = "Intel(R) Xeon(R) Processor; 2 logical CPUs; no accelerator"
SERVER = {"server": "runners.llama_server", "version": "claimcheck 0.1.0; llama-cpp-python 0.3.36"}

AB_ARMS = {
    "sequential": {"aliases": ["sequential arm", "tuned sequential arm", "one-worker arm"], "workers": 1,
                   "role": "baseline"},
    "concurrent": {"aliases": ["concurrent arm", "concurrent workers"], "workers": 4, "role": "treatment"},
}
CACHE_ARMS = {
    "unique": {"aliases": ["unique arm", "unique-prefix arm"], "workers": 1, "role": "baseline"},
    "shared": {"aliases": ["shared arm", "shared-prefix arm"], "workers": 1, "role": "treatment"},
}
CB_ARMS = {
    "sequential": {"aliases": ["sequential arm", "tuned sequential", "tuned sequential arm"], "role": "baseline",
                   "planner": None, "width": 1},
    "batched": {"aliases": ["batched arm", "batching", "length-aware batching"], "role": "treatment",
                "planner": "length-aware", "width": 4},
}

#: default --scope per witness family: true of the witness, names nothing it cannot check
SCOPE_AB = "SmolLM2-135M on one CPU host, 10 tasks per arm"
SCOPE_CACHE = "SmolLM2-135M on one CPU host, 10 tasks per arm; cache measured as cached_tokens and counters"
SCOPE_CB = "SmolLM2-135M on one CPU host, 8 jobs per arm; timing includes queue and padding"
BASELINE_DESC = "same model, server, prompts and output cap; one worker"


def req(arm: str, task: int, start: float, ttft: float | None, end: float | None, *, prompt: int | None = 100,
        completion: int | None = 8, cached: int | None = None, ok: bool = True, run: int | None = None) -> dict[str, Any]:
    row = {"arm": arm, "task_id": f"t{task:02d}", "start_s": start,
           "first_token_s": None if ttft is None else round(start + ttft, 9), "end_s": end,
           "prompt_tokens": prompt, "completion_tokens": completion, "cached_tokens": cached, "ok": ok}
    if run is not None:
        row["run"] = run
    return row


def ab_witness(arms: dict[str, Any] = AB_ARMS, **extra: Any) -> dict[str, Any]:
    w = {"kind": "request-ab", "format": 1, "provenance": "OBSERVED", "model": MODEL, "hardware": HARDWARE,
         "server": SERVER, "output_cap": 8, "timing_includes": ["scheduler", "queue"], "inputs": {"tasks": 10},
         "arms": arms,
         "telemetry": {"batches_probe": {"status": 404, "supported": False},
                       "metrics": {a: None for a in arms}, "cache_control": None}}
    w.update(extra)
    return w


# --- two engines (vLLM the treatment, SGLang the baseline) and three quantizations (BF16 the baseline, FP8, AWQ),
# four workers each: the arms of the count frames' tests
ENGINE_ARMS = {"vllm": {"aliases": ["vLLM"], "workers": 4, "role": "treatment", "settings": {"engine": "vLLM"}},
               "sglang": {"aliases": ["SGLang"], "workers": 4, "role": "baseline", "settings": {"engine": "SGLang"}}}
QUANT3_ARMS = {"bf16": {"aliases": ["BF16"], "workers": 4, "role": "baseline", "settings": {"quantization": "bf16"}},
               "fp8": {"aliases": ["FP8"], "workers": 4, "role": "treatment", "settings": {"quantization": "fp8"}},
               "awq": {"aliases": ["AWQ"], "workers": 4, "role": "treatment", "settings": {"quantization": "awq"}}}


# --- setting sweeps: arms named by their declared settings, every request starting at 0 s -------------
# (the wall is the longest request; used by the from-to and transition frames' tests)
SWEEP_N = 8


def start_rows(arm: str, ttfts: list[float], durs: list[float]) -> list[dict[str, Any]]:
    """One row per (TTFT, duration) pair, every request starting at 0 s."""
    return [req(arm, k, 0.0, t, d) for k, (t, d) in enumerate(zip(ttfts, durs))]


def steady_rows(arm: str, wall: float, ttft: float, n: int = SWEEP_N) -> list[dict[str, Any]]:
    """n requests of one TTFT; the last lasts the whole wall, the others min(1 s, wall)."""
    return start_rows(arm, [ttft] * n, [min(1.0, wall)] * (n - 1) + [wall])


def setting_arm(role: str, aliases: tuple[str, ...] | list[str] = (), **settings: Any) -> dict[str, Any]:
    """An arm of four workers declaring its settings (its name in a sentence: "concurrency 4", "c=8")."""
    return {"aliases": list(aliases), "workers": 4, "role": role, "settings": settings}


def sweep_rows(low: str, mid: str, high: str) -> list[dict[str, Any]]:
    """Three arms' rows (8 each): wall 4.0 / 2.0 / 1.6 s, so 2.0 / 4.0 / 5.0 req/s and 16 / 32 / 40 output tok/s;
    mean TTFT 150 / 300 / 412.5 ms, median TTFT 100 / 200 / 300 ms."""
    return (start_rows(low, [0.1] * 7 + [0.5], [1.0] * 7 + [4.0])
            + start_rows(mid, [0.2] * 7 + [1.0], [1.0] * 7 + [2.0])
            + start_rows(high, [0.3] * 7 + [1.2], [1.0] * 7 + [1.6]))


def seal_sweeps(root: Path, witnesses: dict[str, tuple[dict[str, Any], list[dict[str, Any]]]]) -> dict[str, str]:
    """Seal each (arms, rows) as a request-ab bundle on one H100 under vLLM, SWEEP_N tasks per arm."""
    out = {}
    for name, (arms, rows) in witnesses.items():
        w = ab_witness(arms, hardware="1 x NVIDIA H100 80GB HBM3", engine="vLLM", inputs={"tasks": SWEEP_N})
        out[name] = str(seal(root / name, w, {"rows.jsonl": rows}))
    return out


# --- ab2x: the main request-ab witness ------------------------------------------------------
# sequential: one worker, back to back, wall 10.0 s; concurrent: four lanes, wall 5.0 s.
# task -> (e2e latency, TTFT)
_SEQ = [(1.0, 0.1), (0.5, 0.1), (3.0, 0.5), (0.5, 0.1), (1.0, 0.1), (0.5, 0.1), (1.5, 0.1), (0.5, 0.1),
        (1.0, 0.1), (0.5, 0.1)]
# four lanes of (task, e2e latency, TTFT), each lane back to back from 0
_CONC_LANES = [
    [(0, 2.0, 0.2), (4, 3.0, 2.0)],
    [(1, 1.0, 0.2), (5, 1.0, 0.2), (8, 3.0, 0.4)],
    [(2, 2.5, 0.3), (6, 2.5, 0.3)],
    [(3, 1.0, 0.2), (7, 1.0, 0.2), (9, 1.5, 0.3)],
]


def _lanes(arm: str, lanes: list[list[tuple[int, float, float]]], **kw: Any) -> list[dict[str, Any]]:
    rows = []
    for lane in lanes:
        t = 0.0
        for task, lat, ttft in lane:
            rows.append(req(arm, task, t, ttft, t + lat, **kw))
            t += lat
    return sorted(rows, key=lambda r: (r["start_s"], r["task_id"]))


def ab2x() -> tuple[dict[str, Any], dict[str, list[dict[str, Any]]]]:
    rows = _lanes("sequential", [[(i, lat, ttft) for i, (lat, ttft) in enumerate(_SEQ)]])
    rows += _lanes("concurrent", _CONC_LANES)
    return ab_witness(), {"rows.jsonl": rows}


def uniform(arm: str, n: int, wall: float, lanes: int, *, ttft: float = 0.1, run: int | None = None,
            prompt=None, completion=None, cached=None, failed: tuple[int, ...] = ()) -> list[dict[str, Any]]:
    """``n`` tasks dealt round-robin to ``lanes`` lanes; each lane spans [0, wall] in equal parts.
    ``prompt`` / ``completion`` / ``cached``: a value or a function of the task number."""
    def val(v, task, default):
        if v is None:
            return default
        return v(task) if callable(v) else v

    rows = []
    for k in range(lanes):
        tasks = list(range(k, n, lanes))
        for j, task in enumerate(tasks):
            start = wall * j / len(tasks)
            end = wall if j == len(tasks) - 1 else wall * (j + 1) / len(tasks)
            if task in failed:
                rows.append(req(arm, task, start, None, None, prompt=val(prompt, task, 100), completion=None,
                                cached=val(cached, task, None), ok=False, run=run))
                continue
            rows.append(req(arm, task, start, ttft, end, prompt=val(prompt, task, 100),
                            completion=val(completion, task, 8), cached=val(cached, task, None), run=run))
    return sorted(rows, key=lambda r: (r["start_s"], r["task_id"]))


RATIOS = (1.3548, 1.3552, 1.3648, 1.3652, 1.55, 1.75, 1.85, 1.93, 1.95, 1.97, 2.05, 2.15)


def ratio_name(r: float) -> str:
    return f"ratio-{r:g}"


def ratio_witness(r: float):
    """throughput(concurrent) / throughput(sequential) = r: concurrent wall 5.0 s, sequential 5.0 * r."""
    rows = uniform("sequential", 10, round(5.0 * r, 9), 1) + uniform("concurrent", 10, 5.0, 4)
    return ab_witness(), {"rows.jsonl": rows}


RUNS_STRADDLE = {"sequential": [10.0, 10.0, 10.0, 10.0], "concurrent": [8.0, 8.0, 12.5, 12.5]}
RUNS_CLEAR = {"sequential": [10.0, 10.5, 9.5, 10.0], "concurrent": [5.0, 5.25, 4.75, 5.0]}


def runs_witness(walls: dict[str, list[float]]):
    rows = []
    for run in range(4):
        rows += uniform("sequential", 10, walls["sequential"][run], 1, run=run)
        rows += uniform("concurrent", 10, walls["concurrent"][run], 4, run=run)
    return ab_witness(repeats=4), {"rows.jsonl": rows}


def failed_witness():
    """concurrent: tasks 3 and 7 failed (lane 3 holds both); 8 completed in 4.0 s."""
    rows = uniform("sequential", 10, 10.0, 1) + uniform("concurrent", 10, 4.0, 4, failed=(3, 7))
    return ab_witness(), {"rows.jsonl": rows}


def tokens_witness(which: str):
    """Same task ids in both arms, but the concurrent arm's tokens per task differ."""
    kw = {"prompt": {"tokens-prompt": 50, "tokens-pertask": (lambda t: 50 if t % 2 else 150)}.get(which),
          "completion": {"tokens-output": 4}.get(which)}
    rows = uniform("sequential", 10, 10.0, 1) + uniform("concurrent", 10, 5.0, 4, **kw)
    return ab_witness(), {"rows.jsonl": rows}


def _cache_telemetry(hits: dict[str, int]) -> dict[str, Any]:
    return {"batches_probe": {"status": 404, "supported": False},
            "metrics": {arm: {"before": {"prefix_cache_queries": 0, "prefix_cache_hits": 0},
                              "after": {"prefix_cache_queries": 1000, "prefix_cache_hits": h}}
                        for arm, h in hits.items()},
            "cache_control": "server-restart-between-arms"}


def cache_witness(which: str):
    """unique (baseline): 10 x 1.0 s, TTFT 0.5 s, no reuse. shared: see HAND."""
    unique = _lanes("unique", [[(i, 1.0, 0.5) for i in range(10)]], cached=0)
    if which == "cache-gain":    # task 0 cold; tasks 1-9 reuse 90 of 100 prompt tokens, 0.5 s, TTFT 0.05 s
        shared = [req("shared", 0, 0.0, 0.5, 1.0, cached=0)]
        shared += [req("shared", i, 1.0 + 0.5 * (i - 1), 0.05, 1.0 + 0.5 * i, cached=90) for i in range(1, 10)]
        hits = 810
    elif which == "cache-nogain":  # reuse recorded, but no faster: 1.05 s each, TTFT 0.5 s
        shared = [req("shared", i, round(1.05 * i, 9), 0.5, round(1.05 * (i + 1), 9), cached=0 if i == 0 else 90)
                  for i in range(10)]
        hits = 810
    elif which == "cache-zero":  # telemetry present, zero reuse, same timings as unique
        shared = _lanes("shared", [[(i, 1.0, 0.5) for i in range(10)]], cached=0)
        hits = 0
    else:
        raise ValueError(which)
    w = ab_witness(CACHE_ARMS, telemetry=_cache_telemetry({"unique": 0, "shared": hits}))
    return w, {"rows.jsonl": unique + shared}


# --- cb: compat-batch --------------------------------------------------------------------
# batched, width 4: batch b0 (class c0) jobs of 4, 4, 4, 2 steps; batch b1 (class c1) 4, 4, 2, 2.
# one decode call = 0.5 s; b0 runs 0-2 s, b1 2-4 s. sequential: the same 8 jobs, one lane, 26 calls.
CB_BATCHES = {"b0": ("c0", [4, 4, 4, 2]), "b1": ("c1", [4, 4, 2, 2])}
CALL_S = 0.5


def cb_witness():
    w = {"kind": "compat-batch", "format": 1, "provenance": "OBSERVED", "model": MODEL, "hardware": HARDWARE,
         "server": SERVER, "inputs": {"prefix_tokens": 32, "jobs_submitted": 9, "jobs_cancelled": 1},
         "timing_includes": ["scheduler", "queue", "padding"], "arms": CB_ARMS}
    jobs: list[dict[str, Any]] = []
    steps: list[dict[str, Any]] = []
    t0 = 0.0
    order = []
    for b, (cls, lens) in CB_BATCHES.items():
        for k in range(max(lens)):
            steps.append({"arm": "batched", "batch_id": b, "step": k, "start_s": t0 + CALL_S * k,
                          "end_s": t0 + CALL_S * (k + 1), "width": 4, "active": sum(1 for n in lens if n > k),
                          "finite": True})
        for lane, n in enumerate(lens):
            jobs.append({"arm": "batched", "job_id": f"{b}-j{lane}", "class_id": cls, "batch_id": b, "lane": lane,
                         "cancelled": False, "submitted_s": 0.0, "plan_start_s": t0, "start_s": t0,
                         "end_s": t0 + CALL_S * n, "steps": n, "finite_logit_rows": n, "nonempty_logit_rows": n})
            order.append((f"{b}-j{lane}", cls, n))
        t0 += CALL_S * max(lens)
    k = 0
    for job_id, cls, n in order:
        start = CALL_S * k
        for _ in range(n):
            steps.append({"arm": "sequential", "batch_id": None, "step": k, "start_s": CALL_S * k,
                          "end_s": CALL_S * (k + 1), "width": 1, "active": 1, "finite": True})
            k += 1
        jobs.append({"arm": "sequential", "job_id": job_id, "class_id": cls, "batch_id": None, "lane": 0,
                     "cancelled": False, "submitted_s": 0.0, "plan_start_s": start, "start_s": start,
                     "end_s": CALL_S * k, "steps": n, "finite_logit_rows": n, "nonempty_logit_rows": n})
    for arm in ("batched", "sequential"):
        jobs.append({"arm": arm, "job_id": "cancelled-0", "class_id": "c1", "batch_id": None, "lane": None,
                     "cancelled": True, "submitted_s": 0.0, "plan_start_s": None, "start_s": None, "end_s": None,
                     "steps": 0, "finite_logit_rows": 0, "nonempty_logit_rows": 0})
    return w, {"jobs.jsonl": jobs, "steps.jsonl": steps}


# --- the numbers, by hand -----------------------------------------------------------------
HAND: dict[str, dict[str, float]] = {
    "ab2x": {
        # sequential: 10 requests in 10.0 s; concurrent: 10 in 5.0 s; 8 completion tokens each
        "seq.wall": 10.0, "conc.wall": 5.0, "seq.throughput": 1.0, "conc.throughput": 2.0,
        "seq.token_throughput": 8.0, "conc.token_throughput": 16.0,
        # sequential TTFTs: nine of 0.1 and one of 0.5
        "seq.ttft.mean": 0.14, "seq.ttft.median": 0.10, "seq.ttft.p90": 0.14, "seq.ttft.p99": 0.464,
        "seq.ttft.max": 0.5,
        # concurrent TTFTs: 0.2 x5, 0.3 x3, 0.4, 2.0 (nearest-rank p50 would be 0.2)
        "conc.ttft.mean": 0.43, "conc.ttft.median": 0.25, "conc.ttft.p90": 0.56, "conc.ttft.p99": 1.856,
        "conc.ttft.max": 2.0,
        # population standard deviation (numpy.std, ddof 0; vLLM's "Std TTFT"): sequential sqrt(0.144 / 10);
        # concurrent sqrt(2.781 / 10) (the sample std, ddof 1, would be sqrt(2.781 / 9) = 0.5559)
        "seq.ttft.std": 0.12, "conc.ttft.std": 0.527352,
        # vLLM's total token throughput: (100 prompt + 8 completion tokens) x 10 completed / wall
        "seq.total_token_throughput": 108.0, "conc.total_token_throughput": 216.0,
        # end-to-end latencies: sequential 0.5 x5, 1.0 x3, 1.5, 3.0; concurrent 1.0 x4, 1.5, 2.0, 2.5 x2, 3.0 x2
        "seq.e2e.mean": 1.0, "seq.e2e.median": 0.75, "seq.e2e.p99": 2.865, "seq.e2e.max": 3.0,
        "conc.e2e.mean": 1.85, "conc.e2e.median": 1.75, "conc.e2e.p99": 3.0, "conc.e2e.max": 3.0,
    },
    "cb": {
        # useful 14 + 12 = 26 lanes of 32 allocated; walls 4.0 s (8 calls) and 13.0 s (26 calls)
        "batched.useful": 26, "batched.allocated": 32, "batched.padding": 0.1875, "batched.wall": 4.0,
        "batched.rate": 6.5, "seq.wall": 13.0, "seq.rate": 2.0, "ratio": 3.25,
        # queue delays: batched 0 x4, 2.0 x4; sequential 0, 2, 4, 6, 7, 9, 11, 12
        "batched.queue.median": 1.0, "batched.queue.max": 2.0, "seq.queue.median": 6.5, "seq.queue.mean": 6.375,
    },
    "cache-gain": {"shared.cached": 810, "shared.hit_rate": 0.81, "shared.wall": 5.5, "unique.wall": 10.0,
                   "shared.ttft.median": 0.05, "unique.ttft.median": 0.5},
    "cache-nogain": {"shared.cached": 810, "shared.wall": 10.5, "unique.wall": 10.0},
    "failed": {"conc.completed": 8, "conc.failed": 2, "conc.wall": 4.0, "conc.throughput": 2.0, "seq.throughput": 1.0},
}


BUILDERS = {
    "ab2x": ab2x,
    **{ratio_name(r): (lambda r=r: ratio_witness(r)) for r in RATIOS},
    "runs-straddle": lambda: runs_witness(RUNS_STRADDLE),
    "runs-clear": lambda: runs_witness(RUNS_CLEAR),
    "failed": failed_witness,
    **{n: (lambda n=n: tokens_witness(n)) for n in ("tokens-prompt", "tokens-output", "tokens-pertask")},
    **{n: (lambda n=n: cache_witness(n)) for n in ("cache-gain", "cache-zero", "cache-nogain")},
    "cb": cb_witness,
}


VLLM_FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "vllm_bench"
VLLM_FILES = {"sequential": VLLM_FIXTURES / "benchmark_serving-0049e29-concurrency1.json",
              "concurrent": VLLM_FIXTURES / "benchmark_serving-0049e29-concurrency4.json"}


def vllm_import(out: Path) -> Path:
    """``vllm bench serve`` result files (tests/fixtures/vllm_bench, max-concurrency 1 and 4, 32
    requests each), imported with the project's importer (what ``fak witness import vllm-bench``
    runs). The numbers vLLM itself printed in those files are the expectations."""
    from claimcheck.witnesses.vllm_bench import import_vllm_bench

    import_vllm_bench([VLLM_FILES["sequential"], VLLM_FILES["concurrent"]], ["sequential", "concurrent"], out,
                      baseline="sequential", aliases={"sequential": ["sequential arm"], "concurrent": ["concurrent arm"]},
                      hardware=HARDWARE)
    return out


# --- the model A/B and the prefix A/B of test_claims_like_for_like.py --------------------------

M7, M14 = "Qwen/Qwen2.5-7B-Instruct", "Qwen/Qwen2.5-14B-Instruct"


def model_ab_arms(**over):
    """fp16 (baseline) and fp8 (treatment) of one 7B model on 4 workers; ``over`` changes an arm's
    keys (``settings`` merged)."""
    arms = {"fp16": {"aliases": [], "workers": 4, "role": "baseline", "model": {"id": M7},
                     "settings": {"concurrency": 4, "quantization": "fp16"}},
            "fp8": {"aliases": [], "workers": 4, "role": "treatment", "model": {"id": M7},
                    "settings": {"concurrency": 4, "quantization": "fp8"}}}
    for arm, change in over.items():
        for k, v in change.items():
            if k == "settings":
                arms[arm]["settings"].update(v)
            else:
                arms[arm][k] = v
    return arms


def model_ab_bundle(root: Path, name: str, arms=None, *, completion=None, prompt=None) -> str:
    """The fp16 / fp8 witness of test_claims_like_for_like.py's docstring (fp16 wall 12 s, fp8 8 s)."""
    w = ab_witness(copy.deepcopy(arms or model_ab_arms()), model=None)
    rows = uniform("fp16", 24, 12.0, 4) + uniform("fp8", 24, 8.0, 4, completion=completion, prompt=prompt, ttft=0.05)
    return str(seal(root / name, w, {"rows.jsonl": rows}))


def prefix_arms(**decl):
    """Three arms as runners/prefix_ab writes them: unique / shared concurrent (4 workers) and the
    sequential baseline (1 worker, shared base); ``decl`` overrides per arm."""
    arms = {"sequential": {"aliases": ["sequential arm"], "workers": 1, "role": "baseline", "shared_base": True},
            "shared": {"aliases": ["shared-prefix arm"], "workers": 4, "role": "treatment", "shared_base": True},
            "unique": {"aliases": ["unique-prefix arm"], "workers": 4, "role": "treatment", "shared_base": False}}
    for arm, d in decl.items():
        arms[arm].update(d)
    return arms


def prefix_bundle(root: Path, name: str, arms=None) -> str:
    """sequential wall 12 s (TTFT 0.1), shared wall 4 s (TTFT 0.05, 90 cached tokens per request),
    unique wall 6 s (TTFT 0.3, no reuse) (test_claims_like_for_like.py, test_claims_twists_property.py)."""
    w = ab_witness(arms or prefix_arms())
    rows = (uniform("sequential", 24, 12.0, 1, cached=0) + uniform("shared", 24, 4.0, 4, ttft=0.05, cached=90)
            + uniform("unique", 24, 6.0, 4, ttft=0.3, cached=0))
    return str(seal(root / name, w, {"rows.jsonl": rows}))


def build_all(root: str | Path) -> dict[str, str]:
    """Seal every corpus witness under ``root``; also the seeds' OBSERVED reconstructions, the
    committed OBSERVED examples (by path) and ``tampered`` (ab2x with one row changed after sealing)."""
    from claimcheck.claims import fixtures as fx

    root = Path(root)
    out = {name: str(seal(root / name, *build())) for name, build in BUILDERS.items()}
    out["s2-observed"] = str(seal(root / "s2-observed", *fx.s2_witness("OBSERVED")))
    out["vllm"] = str(vllm_import(root / "vllm"))
    out["s2-observed-runs"] = str(seal(root / "s2-observed-runs", *fx.s2_witness("OBSERVED", runs=4)))
    out["s4e-observed"] = str(seal(root / "s4e-observed", *fx.s4e_witness("OBSERVED")))
    examples = Path(__file__).resolve().parents[3] / "examples" / "witnesses"
    out["observed-compat"] = str(examples / "observed-compat-batch-smollm2-cpu")
    out["observed-prefix"] = str(examples / "observed-prefix-ab-smollm2-cpu")
    tampered = root / "tampered"
    shutil.copytree(out["ab2x"], tampered)
    lines = (tampered / "rows.jsonl").read_text().splitlines()
    row = json.loads(lines[0])
    row["end_s"] = row["end_s"] + 0.25
    lines[0] = json.dumps(row)
    (tampered / "rows.jsonl").write_text("\n".join(lines) + "\n")
    out["tampered"] = str(tampered)
    out["missing"] = str(root / "no-such-bundle")
    out["free-text"] = "results/run-42.json; verify with make verify-run-42"
    return out
