"""Other tools' result files as the tests write them, defined once (imported by basename from
every area, as bundle_kit is)."""

from __future__ import annotations

import random


def vllm_result(*, concurrency: int, n: int = 16, seed: int = 0, ttft_base: float = 0.08, itl: float = 0.012,
                errors_at: tuple[int, ...] = ()) -> dict:
    """A result shaped like vLLM's `vllm bench serve --save-result --save-detailed` JSON (0.10+):
    summary fields plus per-request lists; times in seconds in the lists, ms in the summary."""
    rng = random.Random(seed)
    dataset = random.Random(1000)  # one prompt set for every arm, as vllm bench's --seed gives (like for like)
    input_lens = [dataset.randint(700, 760) for _ in range(n)]
    output_lens = [64] * n
    slots = [0.0] * concurrency
    starts, ttfts, itls, lat = [], [], [], []
    t0 = 1733210000.0 + seed  # perf_counter-like absolute timestamps
    for i in range(n):
        s = min(range(concurrency), key=lambda k: slots[k])
        start = slots[s]
        ttft = ttft_base * (1 + 0.35 * (concurrency - 1)) + rng.random() * 0.01
        gaps = [itl * (1 + 0.2 * (concurrency - 1)) + rng.random() * 0.002 for _ in range(output_lens[i] - 1)]
        starts.append(t0 + start)
        ttfts.append(ttft)
        itls.append(gaps)
        lat.append(ttft + sum(gaps))
        slots[s] = start + lat[-1] + 0.001
    errors = ["" for _ in range(n)]
    for i in errors_at:
        errors[i] = "Bad Request: context length exceeded"
        output_lens[i] = 0
        ttfts[i] = 0.0
        itls[i] = []
        lat[i] = 0.0
    duration = max(s + l for s, l in zip(starts, lat)) - min(starts)
    ok = n - len(errors_at)
    return {
        "date": "20261203-064500", "endpoint_type": "openai", "backend": "openai", "label": None,
        "model_id": "Qwen/Qwen2.5-0.5B-Instruct", "tokenizer_id": "Qwen/Qwen2.5-0.5B-Instruct", "num_prompts": n,
        "request_rate": "inf", "burstiness": 1.0, "max_concurrency": concurrency, "duration": duration,
        "completed": ok, "failed": len(errors_at), "total_input_tokens": sum(input_lens),
        "total_output_tokens": sum(output_lens), "request_throughput": ok / duration,
        "output_throughput": sum(output_lens) / duration, "total_token_throughput": (sum(input_lens) + sum(output_lens)) / duration,
        "mean_ttft_ms": 1000 * sum(ttfts) / n, "median_ttft_ms": 1000 * sorted(ttfts)[n // 2], "p99_ttft_ms": 1000 * max(ttfts),
        "input_lens": input_lens, "output_lens": output_lens, "ttfts": ttfts, "itls": itls, "start_times": starts,
        "queue_times": [0.0] * n,
        "generated_texts": ["lorem " * 8 for _ in range(n)], "errors": errors,
    }
