#!/usr/bin/env python
"""Benchmark: the same model and prompts through vLLM (the CPU vLLM tier) and through llama.cpp
(this project's runners.llama_server), both in one run, on 127.0.0.1.

    python benchmarks/vllm_vs_llamacpp.py                      # 8 prompts, 64 tokens, 1 and 4 workers
    python benchmarks/vllm_vs_llamacpp.py --compiled           # also time vLLM's compiled start-up
    python benchmarks/vllm_vs_llamacpp.py --rounds 2 --json

Model: SmolLM2-135M-Instruct. llama.cpp serves the shipped Q4_1 GGUF; vLLM serves the bf16
directory that ``fak vllm prepare-model`` dequantised from that GGUF (same weights, different
number formats and kernels: this compares the two stacks as a user would run them, not two
kernels on identical data). Every request is a streamed chat completion at temperature 0 with
``max_tokens``; token counts come from each server's own ``usage``. Per server and worker count:
completion tokens / wall (decode tokens/s, the headline), (prompt + completion) tokens / wall,
and the ratio vLLM / llama.cpp. Servers run one at a time (never both at once on the 2 shared
cores), alternating per round so that host drift spreads over both; the load average is printed
with the numbers.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks._common import load  # noqa: E402
from runners.openai_http import OpenAIClient  # noqa: E402

TOPICS = ["a lighthouse keeper", "a river barge", "a mountain observatory", "a night bakery", "a seed vault",
          "a tram depot", "a glass kiln", "a ferry roster", "a clock tower", "an orchard ledger", "a weather kite",
          "a library cart", "a mill wheel", "a bee census", "a harbor crane", "a desert well"]


def prompts(n: int) -> list[list[dict[str, str]]]:
    return [[{"role": "user", "content": f"Write a long, detailed story about {TOPICS[i % len(TOPICS)]} "
              f"(story {i}). Describe every room, every person and every hour of the day."}] for i in range(n)]


def run_load(base_url: str, model: str, msgs: list[list[dict[str, str]]], max_tokens: int, workers: int) -> dict:
    client = OpenAIClient(base_url, timeout_s=600)
    origin = time.monotonic()

    def one(m):
        return client.chat_stream(model=model, messages=m, max_tokens=max_tokens, origin=origin, temperature=0.0,
                                  seed=0)

    with ThreadPoolExecutor(max_workers=workers) as pool:
        results = list(pool.map(one, msgs))
    wall = max(r.end_s for r in results if r.end_s is not None) - min(r.start_s for r in results)
    bad = [r.error for r in results if not r.ok]
    if bad:
        sys.exit(f"requests failed at {base_url}: {bad[:3]}")
    comp = sum(r.completion_tokens for r in results)
    prompt = sum(r.prompt_tokens for r in results)
    return {"workers": workers, "requests": len(results), "wall_s": round(wall, 3), "completion_tokens": comp,
            "prompt_tokens": prompt, "decode_tok_s": round(comp / wall, 2), "total_tok_s": round((comp + prompt) / wall, 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--prompts", type=int, default=8)
    ap.add_argument("--max-tokens", type=int, default=64)
    ap.add_argument("--workers", type=int, nargs="+", default=[1, 4])
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--threads", type=int, default=2, help="llama.cpp threads (vLLM's CPU backend picks its own)")
    ap.add_argument("--compiled", action="store_true",
                    help="also start vLLM once without --enforce-eager and time it (about 2 minutes on 2 cores)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()

    from runners.model_files import DEFAULT_MODEL_ID, default_model_path
    from runners.engines.llamacpp.servers import ClaimcheckLlamaServer
    from runners.engines.vllm.prepare import prepare_model
    from runners.engines.vllm.server import VllmServer

    gguf = default_model_path()
    t0 = time.monotonic()
    pm = prepare_model(gguf)
    prep_s = time.monotonic() - t0
    msgs = prompts(args.prompts)
    logs = Path(tempfile.mkdtemp(prefix="bench-vllm-"))
    out: dict = {"load_before": load(), "model_prep_s": round(prep_s, 2), "model_prep_cached": pm.cached,
                 "prompts": args.prompts, "max_tokens": args.max_tokens, "startup_s": {"vllm-eager": [], "llama": []},
                 "runs": {"vllm": {w: [] for w in args.workers}, "llama": {w: [] for w in args.workers}}}

    def llama():
        return ClaimcheckLlamaServer(gguf, model_alias=DEFAULT_MODEL_ID, n_ctx=2048, n_threads=args.threads,
                                     log_path=logs / "llama.log")

    def vllm(eager=True):
        return VllmServer(pm.path, model_alias="smollm2", enforce_eager=eager, log_path=logs / "vllm.log")

    for rnd in range(args.rounds):
        order = ["llama", "vllm"] if rnd % 2 == 0 else ["vllm", "llama"]
        for kind in order:
            srv = llama() if kind == "llama" else vllm()
            srv.start()
            try:
                out["startup_s"]["llama" if kind == "llama" else "vllm-eager"].append(round(srv.startup_s, 2))
                model = srv.settings["model_alias"]
                run_load(srv.base_url, model, msgs[:1], 4, 1)  # warm-up request (not counted)
                for w in args.workers:
                    out["runs"][kind][w].append(run_load(srv.base_url, model, msgs, args.max_tokens, w))
                if kind == "vllm":
                    out["vllm_kv_cache_tokens"] = srv.settings["kv_cache_tokens"]
            finally:
                srv.stop()
    if args.compiled:
        srv = vllm(eager=False)
        srv.start()
        out["startup_s"]["vllm-compiled"] = [round(srv.startup_s, 2)]
        srv.stop()
    out["load_after"] = load()
    out["summary"] = {}
    for w in args.workers:
        v = statistics.median(r["decode_tok_s"] for r in out["runs"]["vllm"][w])
        ll = statistics.median(r["decode_tok_s"] for r in out["runs"]["llama"][w])
        out["summary"][w] = {"vllm_decode_tok_s": v, "llama_decode_tok_s": ll, "ratio_vllm_over_llama": round(v / ll, 3)}
    if args.json:
        print(json.dumps(out, indent=2))
        return
    print(f"SmolLM2-135M-Instruct, {args.prompts} prompts x {args.max_tokens} tokens, {args.rounds} round(s); "
          f"load {out['load_before']} -> {out['load_after']}")
    print(f"model prep: {out['model_prep_s']} s ({'cached' if pm.cached else 'converted'}); start-up: "
          + ", ".join(f"{k} {v}" for k, v in out["startup_s"].items() if v))
    print(f"{'workers':>7}  {'vLLM tok/s':>10}  {'llama.cpp tok/s':>15}  {'vLLM/llama.cpp':>14}")
    for w, s in out["summary"].items():
        print(f"{w:>7}  {s['vllm_decode_tok_s']:>10}  {s['llama_decode_tok_s']:>15}  {s['ratio_vllm_over_llama']:>14}")
    for kind in ("vllm", "llama"):
        for w, runs in out["runs"][kind].items():
            for r in runs:
                print(f"  {kind} w={w}: wall {r['wall_s']} s, {r['completion_tokens']} completion + "
                      f"{r['prompt_tokens']} prompt tokens, {r['decode_tok_s']} decode tok/s, {r['total_tok_s']} total tok/s")


if __name__ == "__main__":
    main()
