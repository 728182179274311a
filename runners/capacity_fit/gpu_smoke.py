"""GPU smoke check of the vLLM backend (run by runners/gpu_smoke.sh on a lent CUDA machine).

Constructs one engine with a small model (in the backend's worker process, as a phase
does), prints its live KV capacity, block size (``num_gpu_blocks`` too) and resolved
CUDA-graph capture ladder, compares the ladder with the model-free prediction of
claimcheck.capacity, runs the capacity plan against the live values, and generates a few
short samples through the same two-stage path a capacity-fit phase uses.

The ladder comparison is the CUDA-only part: vLLM on CPU captures no graphs (capture sizes
"not applicable"), and the CPU path, end to end, is covered by the ``vllm`` test tier
(tests/runners/test_capacity_fit_vllm_real.py). Run on CPU, this script says so and skips the ladder.
"""

from __future__ import annotations

import argparse
import json
import sys
import time


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--model", required=True, help="local model directory (or an id already in the HF cache)")
    ap.add_argument("--max-seqs", type=int, default=19)
    ap.add_argument("--max-capture", type=int, default=None, help="requested max_cudagraph_capture_size")
    ap.add_argument("--max-model-len", type=int, default=4096)
    ap.add_argument("--budget", type=int, default=64)
    ap.add_argument("--answer", type=int, default=16)
    ap.add_argument("--gpu-memory-utilization", type=float, default=0.5)
    args = ap.parse_args(argv)

    from claimcheck.capacity import graph_coverage, plan
    from runners.capacity_fit.backend import Job
    from runners.capacity_fit.models import Protocol
    from runners.capacity_fit.vllm_backend import VllmBackend

    engine_opts = {"gpu_memory_utilization": args.gpu_memory_utilization}
    if args.max_capture is not None:
        engine_opts["max_capture"] = args.max_capture
    protocol = Protocol.model_validate({
        "experiment": "gpu-smoke", "records": [{"id": "q", "base": "Count from one to ten.", "designed": "x"}],
        "ladder": [{"budget": args.budget, "max_seqs": args.max_seqs}], "answer_limit": args.answer,
        "max_model_len": args.max_model_len, "engine": engine_opts})
    rung = protocol.ladder[0]
    t0 = time.time()
    eng = VllmBackend(model=args.model).open(protocol, rung)
    built = time.time() - t0
    live = eng.live_capacity()
    print(f"engine constructed in {built:.1f} s")
    print(f"live KV capacity: {live.kv_tokens} tokens  ({live.source})")
    print(f"block size: {live.block_size}")
    print(f"max_model_len: {live.max_model_len}   max_num_seqs: {live.max_seqs}")
    print(f"resolved capture sizes: {live.capture_sizes}")
    print(f"details: {json.dumps(live.details, default=str)}")
    if live.capture_sizes is None:
        print(f"capture sizes: {live.capture_sizes_reason} - the ladder check needs a CUDA GPU; skipped")
        rules: tuple[str, ...] = ()
    else:
        rules = ("v0.11", "main", "v0.10")
    for rule in rules:
        pred = graph_coverage(args.max_seqs, args.max_capture, rule=rule,
                              max_num_batched_tokens=live.details.get("max_num_batched_tokens"))
        same = pred.capture_sizes == live.capture_sizes
        print(f"predicted ({rule}): {pred.capture_sizes}  {'== live' if same else '!= live'}")
    cov = graph_coverage(args.max_seqs, capture_sizes=live.capture_sizes) if live.capture_sizes is not None else None
    if cov is not None:
        print(f"effective max {cov.effective_max}; uncaptured decode widths: {cov.uncaptured_widths or 'none'}")
    n_prompt = eng.count_tokens("Count from one to ten.") + eng.count_tokens(protocol.close_text, add_special=False)
    p = plan(kv_tokens=live.kv_tokens, block_size=live.block_size, max_model_len=live.max_model_len,
             prompt_tokens=[n_prompt], budget=args.budget, answer=args.answer, max_seqs=args.max_seqs)
    print(f"plan: {p.width} x {p.tokens_per_seq} = {p.demand} of {p.kv_tokens} (headroom {p.headroom}); "
          f"max fitting seqs {p.max_fitting_seqs}")
    jobs = [Job(sample_id=f"smoke/probe/q/{k}", record_id="q", k=k, prompt="Count from one to ten.") for k in range(4)]
    t0 = time.time()
    samples = eng.generate(jobs, budget=args.budget, answer_limit=args.answer, close_text=protocol.close_text,
                           temperature=0.0, seed=0)
    print(f"generated {len(samples)} samples in {time.time() - t0:.2f} s: "
          + ", ".join(f"{len(s.token_ids)}+{len(s.answer_token_ids)} ({s.finish_reason})" for s in samples))
    print(json.dumps({"kv_tokens": live.kv_tokens, "block_size": live.block_size,
                      "capture_sizes": live.capture_sizes,
                      "uncaptured_widths": cov.uncaptured_widths if cov is not None else None}))
    eng.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
