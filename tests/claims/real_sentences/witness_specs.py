"""Witnesses for real sentences: for each row named here, a sealed ``request-ab`` bundle whose
numbers make the sentence true, and twisted twins that must never grade ``net-true``.

Each ``Spec`` names a row of ``sentences.jsonl`` (the text is taken from there, verbatim) and
the arms of its witness: name, aliases (the phrases the sentence uses for the arm), role, and
the numbers the arm must show. The numbers are worked out by hand from the sentence, never
from the grader:

* ``thr`` (completed requests / wall, requests/s), ``toks`` (output tokens / wall),
  ``totks`` ((prompt + output tokens) / wall) or ``wall`` (s) set the arm's wall clock;
* ``ttft`` (s, every request), ``ttft_mp`` ((mean, p99): nine requests at one TTFT and one
  slower, solved so that numpy's linear p99 and the mean are the two numbers), ``tpot`` or
  ``itl`` (s; every request then lasts ``ttft + tpot * (tok - 1)``; ``itl`` also writes the
  ``itls_s`` gaps), ``dur`` (s, end-to-end latency of every request);
* ``n`` (requests, default 10, the same task ids in every arm), ``tok`` (output tokens per
  request, default 8), ``prompt`` (default 100), ``seq`` (requests back to back: the wall is
  the sum of the latencies), ``hit`` ((prefix_cache_queries, prefix_cache_hits) counter deltas), ``cached``
  (each row's ``cached_tokens``, the prompt tokens served from the prefix cache; default None: not reported),
  ``ttfts`` (each request's own TTFT, in task order),
  ``settings`` (``arms[NAME].settings``), ``model`` (the arm's own model), ``hardware`` (the arm's own
  hardware, ``arms[NAME].hardware``; with ``Spec(hw=None)`` the witness records none of its own), ``workers``
  (``arms[NAME].workers``, default 1).

Requests start evenly spread over ``[0, wall - latency]`` (the last one ends at ``wall``), so
the wall, the throughput, every TTFT / TPOT / latency statistic and the token rates are the
numbers above exactly. A range in a sentence ("1.8-2.7x") is witnessed by a value inside it, a
bound ("over 10,000") by a value beyond it, "up to N" by exactly N.

Twins (``twins``): ``number`` (the spec's ``key`` substring replaced by ``twist``, or by its
number doubled; quartered after an upper bound such as "below"), ``direction`` (the first
direction word flipped: higher/lower, faster/slower, ...), ``arms`` (the first two arms'
aliases swapped where both occur in the text) and ``negation`` ("It is not true that ...").
Each twin is false of the witness.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

from claims_corpus.witnesses import seal

HERE = Path(__file__).resolve().parent
SENTENCES = HERE / "sentences.jsonl"

H100 = "1 x NVIDIA H100 80GB HBM3"
MI300X = "8 x AMD Instinct MI300X (192 GB)"
L8B = "meta-llama/Llama-3.1-8B-Instruct"
L70B = "meta-llama/Llama-3.1-70B-Instruct"
GPTOSS20 = "openai/gpt-oss-20b"
VICUNA13 = "lmsys/vicuna-13b-v1.3"
H100X8 = "8 x NVIDIA H100 80GB HBM3"
H200 = "1 x NVIDIA H200 141GB"
A100 = "1 x NVIDIA A100 80GB"
B200X8 = "8 x NVIDIA B200"
DSCODER = "deepseek-ai/DeepSeek-Coder-V2-Instruct"
SCOUT = "meta-llama/Llama-4-Scout-17B-16E-Instruct"


@dataclass(frozen=True)
class Arm:
    name: str
    aliases: tuple[str, ...]
    params: dict[str, Any]
    role: str = ""


def A(name: str, *aliases: str, role: str = "", **params: Any) -> Arm:
    return Arm(name, tuple(aliases), params, role)


@dataclass
class Spec:
    id: str
    arms: list[Arm]
    key: str
    twist: str | None = None
    hw: str | None = H100
    model: str = L8B
    engine: str | None = "vLLM"
    scope: str | None = None
    no: tuple[str, ...] = ()
    note: str = ""
    text: str = field(default="", init=False)


def S(id: str, arms: list[Arm], key: str, **kw: Any) -> Spec:
    return Spec(id, arms, key, **kw)


def same(name: str = "measured", *aliases: str, **p: Any) -> list[Arm]:
    """A sentence about one run (a label line, a single measurement): two arms with the same numbers."""
    return [A(name, *aliases, **p), A("reference", "the reference run", **p)]


SPECS: list[Spec] = [
    # --- vLLM blog: throughput and latency ratios between engines / versions -------------------
    S("rs001", [A("vllm", "vLLM", thr=24, settings={"engine": "vLLM"}), A("hf", "HF", thr=1, settings={"engine": "HF"}),
                A("tgi", "TGI", thr=24 / 3.5, settings={"engine": "TGI"})], "24x", engine=None),
    S("rs002", [A("vllm", "vLLM", thr=20), A("hf", "HF", thr=1), A("tgi", "TGI", thr=20 / 2.35)], "14x - 24x",
      twist="30x - 40x", engine=None),
    S("rs003", [A("vllm", "vLLM", thr=12), A("hf", "HF", thr=1), A("tgi", "TGI", thr=12 / 3.4)], "8.5x - 15x",
      twist="20x - 30x", engine=None, note="three parallel completions per request: a setting the witness cannot hold"),
    S("rs005", [A("paged", "PagedAttention", thr=2.2), A("base", "the baseline", thr=1)], "2.2x"),
    S("rs006", [A("vllm", "the vLLM serving backend", "vLLM serving backend", "vLLM", thr=30),
                A("hf", "an initial HF backend", "initial HF backend", "HF backend", thr=1)], "30x", engine=None),
    S("rs008", [A("vllm", "vLLM", thr=1.8), A("fastgen", "DeepSpeed-FastGen", thr=1)], "1.8x", engine=None),
    S("rs012", [A("v060", "vLLM v0.6.0", "v0.6.0", thr=2.2), A("v053", "v0.5.3", thr=1)], "1.8-2.7x",
      twist="3.6-5.4x"),
    S("rs013", [A("after", "the change", thr=1.28), A("before", "the previous version", thr=1)], "28%",
      hw="4 x NVIDIA H100 80GB HBM3", model=L70B),
    S("rs014", [A("after", "the change", tpot=0.05 * 0.913), A("before", "the previous version", tpot=0.05)], "8.7%",
      hw="4 x NVIDIA H100 80GB HBM3", model=L70B),
    S("rs015", [A("objcache", "an object cache", "object cache", thr=1.24), A("base", "the baseline", thr=1)],
      "24%"),
    S("rs017", [A("spec", "draft model-based speculative decoding", toks=1.5 * 40,
                  settings={"speculative_method": "draft_model", "dataset": "sharegpt"}),
                A("plain", "plain decoding", toks=40, settings={"speculative_method": "none", "dataset": "sharegpt"})],
      "1.5x"),
    S("rs018", [A("pld", "prompt lookup decoding", toks=2.8 * 40, settings={"speculative_method": "ngram"}),
                A("plain", "plain decoding", toks=40, settings={"speculative_method": "none"})], "2.8x"),
    S("rs021", [A("vllm", "vLLM", thr=1.5, ttft=0.1),
                A("tgi", "Text Generation Inference", "TGI", "Text Generation Inference (TGI)", thr=1, ttft=0.17)],
      "1.5x", hw=MI300X, model="meta-llama/Llama-3.1-405B-Instruct", engine=None),
    S("rs022", [A("vllm", "vLLM", "It", thr=1.8, ttft=0.1), A("tgi", "TGI", thr=1, ttft=0.51)], "1.8x", hw=MI300X,
      model=L70B, engine=None),
    S("rs025", [A("vllm", "vLLM", thr=1.5, ttft=0.1),
                A("tgi", "Text Generation Inference", "TGI", "Text Generation Inference (TGI)", thr=1, ttft=0.17)],
      "1.5x", hw=MI300X, model="meta-llama/Llama-3.1-405B-Instruct", engine=None),
    S("rs026", [A("vllm", "vLLM", ttft=0.1, settings={"request_rate": 16}),
                A("tgi", "TGI", ttft=0.38, settings={"request_rate": 16})], "3.8x", hw=MI300X, model=L70B,
      engine=None),
    S("rs028", [A("xgrammar", "XGrammar integration", "XGrammar", tpot=0.01), A("outlines", "Outlines", tpot=0.05)],
      "5x", no=("direction",)),
    S("rs031", [A("v1", "vLLM V1", "V1", thr=1.7), A("v0", "V0", thr=1)], "1.7x"),
    # rs033, rs136, rs251: "speedup" under a "Performance" header, "performance improvements", "faster on ...
    # inference": the speed of the work, true under each of its measures (claimcheck/claims/work_measures.py), so each
    # request's latency (dur) is in the same ratio as the throughput
    S("rs033", [A("ptpc", "our kernel", thr=2.5, dur=0.2),
                A("naive", "the naive implementation", "naive implementation", thr=1, dur=0.5)],
      "2.5×", hw=MI300X),
    S("rs034", [A("ptpc", "PTPC-FP8", thr=1.01, settings={"quantization": "ptpc-fp8"}),
                A("pertensor", "per-tensor FP8", thr=1, settings={"quantization": "fp8"})], "1.01x", twist="2.02x",
      hw=MI300X, no=("direction",)),
    S("rs049", [A("rpa3", "RPA v3", thr=1.1), A("rpa2", "RPA v2", thr=1)], "~10%", twist="~30%",
      hw="Google Cloud TPU v6e (Trillium)"),
    S("rs063", same("measured", "The system", tpot=0.08, settings={"concurrency": 16}), "100 ms", twist="40 ms"),
    S("rs064", [A("shm", "the shared-memory IPC cache", thr=1.115, ttft=0.0895),
                A("base", "the baseline", thr=1, ttft=0.1)], "10.5%", twist="21%"),
    S("rs065", [A("shm", "the shared-memory IPC cache", thr=1.699, ttft=0.0595),
                A("base", "the baseline", thr=1, ttft=0.1)], "40.5%", twist="81%"),
    # three routers in front of the same vLLM servers: each arm declares its router (the treatment dimension)
    S("rs067", [A("router", "vLLM Router", thr=2.0, settings={"router": "vllm-router"}),
                A("llmd", "llm-d", thr=1.6, settings={"router": "llm-d"}),
                A("k8s", "K8s-native load balancer", thr=1.0, settings={"router": "k8s-native"})], "25%", engine=None),
    S("rs068", [A("router", "vLLM Router", ttft=0.3, settings={"router": "vllm-router"}),
                A("llmd", "llm-d", ttft=1.5, settings={"router": "llm-d"}),
                A("k8s", "K8s-native load balancer", ttft=0.3, settings={"router": "k8s-native"})], "1200 ms",
      twist="2400 ms", engine=None),
    S("rs069", [A("router", "vLLM Router", thr=2.0, settings={"router": "vllm-router"}),
                A("llmd", "llm-d", thr=1.9, settings={"router": "llm-d"}),  # close to the router, 90% over K8s
                A("k8s", "K8s-native load balancer", thr=1.0, settings={"router": "k8s-native"})], "100%",
      twist="200%", engine=None),
    S("rs070", [A("router", "vLLM Router", ttft=0.5, settings={"router": "vllm-router"}),
                A("llmd", "llm-d", ttft=2.5, settings={"router": "llm-d"}),
                A("k8s", "K8s-native", "K8s-native load balancer", ttft=2.5, settings={"router": "k8s-native"})],
      "2000 ms", twist="4000 ms", engine=None),
    S("rs076", [A("disagg", "EPD", ttft=0.6), A("noepd", "the colocated baseline", ttft=1.0)], "30–50%", twist="60–80%"),
    S("rs084", [A("dma", "the DMA", "DMA", thr=1.32, ttft=0.1),
                A("kernel", "the custom kernel", "custom kernel", thr=1, ttft=0.1)], "32%", no=("direction",)),
    S("rs086", [A("opt", "this optimization", thr=1.57, tpot=0.02, settings={"concurrency": 1024}),
                A("base", "the baseline", thr=1, tpot=0.025, settings={"concurrency": 1024})], "57%",
      model=GPTOSS20),
    S("rs096", [A("r1", "R1", ttft=0.45, dur=0.9, model="deepseek-ai/DeepSeek-R1-0528",
                  settings={"tensor_parallel_size": 2}),
                A("v32", "V3.2", ttft=1.0, dur=2.0, model="deepseek-ai/DeepSeek-V3.2", settings={"tensor_parallel_size": 2})],
      "about 55%",
      twist="about 85%", hw="2 x NVIDIA GB300"),
    S("rs097", [A("amazon", "Amazon-specific optimizations", toks=1.19 * 100, ttft=0.092),
                A("vllm", "vLLM 0.15.0", toks=100, ttft=0.1)], "19%", model=GPTOSS20, no=("direction",)),
    S("rs098", [A("lora", "multi-LoRA", "the multi-LoRA", ttft=1.0), A("base", "the base model", "base model", ttft=0.1)],
      "10x", model=GPTOSS20),
    S("rs099", same("tuned", "These kernel optimizations", toks=144, ttft=0.135), "135 ms", twist="270 ms",
      model=GPTOSS20),
    S("rs100", same("tuned", "these tuned configurations", toks=171, ttft=0.124), "124 ms", twist="248 ms",
      model=GPTOSS20),
    S("rs101", [A("new", "vLLM 0.15.0", toks=5.54 * 20, ttft=0.013), A("old", "vLLM 0.11.1rc3", toks=20, ttft=0.1)],
      "87%", twist="43%", model=GPTOSS20),
    S("rs102", [A("tuned", "kernel tuning and CTA swizzling", toks=1.99 * 50), A("base", "the baseline", toks=50)],
      "99%", twist="198%", model="Qwen/Qwen3-32B"),
    S("rs103", [A("amazon", "Amazon-specific optimizations", toks=1.19 * 100, ttft=0.092),
                A("vllm", "vLLM 0.15.0", toks=100, ttft=0.1)], "19%", model=GPTOSS20),
    S("rs107", [A("tritonmla", "ROCM_AITER_TRITON_MLA", toks=1.025 * 100), A("base", "the baseline", toks=100)],
      "2-3%", twist="6-8%", hw="1 x AMD Instinct MI300X (192 GB)", model="deepseek-ai/DeepSeek-V3"),
    S("rs108", [A("fa", "ROCM_AITER_FA", toks=3.5 * 100), A("attn", "ROCM_ATTN", toks=100)], "2.7-4.4x",
      twist="5.4-8.8x", hw="1 x AMD Instinct MI300X (192 GB)", model="Qwen/Qwen3-235B-A22B"),
    S("rs109", [A("aitermla", "ROCM_AITER_MLA", toks=1.35 * 100), A("triton", "TRITON_MLA", toks=100)], "1.2-1.5x",
      twist="2.4-3x", hw="1 x AMD Instinct MI300X (192 GB)", model="deepseek-ai/DeepSeek-V3"),
    S("rs111", [A("new", "it", thr=5.8), A("old", "earlier implementations", thr=1)], "approximately 5.8×",
      twist="approximately 11.6×", hw="1 x AMD Instinct MI300X (192 GB)"),
    S("rs118", [A("nemo", "the new model", thr=5), A("prev", "previous Nemotron Super model", thr=1)], "5x",
      model="nvidia/Nemotron-3-Super"),
    S("rs121", [A("peagle", "P-EAGLE", toks=1.69 * 100, settings={"speculative_method": "p-eagle"}),
                A("eagle3", "vanilla EAGLE-3", toks=100, settings={"speculative_method": "eagle3"})], "1.69x",
      hw="8 x NVIDIA B200", model=GPTOSS20),
    S("rs122", [A("eagle", "EAGLE", toks=2.5 * 40, settings={"speculative_method": "eagle"}),
                A("ar", "standard autoregressive decoding", toks=40, settings={"speculative_method": "none"})],
      "2–3×", twist="4–6×", no=("direction",)),
    S("rs123", [A("peagle", "P-EAGLE", toks=1.4 * 100,
                  settings={"speculative_method": "p-eagle", "dataset": ["mt-bench", "humaneval", "speedbench"]}),
                A("eagle3", "vanilla EAGLE-3", toks=100,
                  settings={"speculative_method": "eagle3", "dataset": ["mt-bench", "humaneval", "speedbench"]})],
      "1.05×–1.69×",
      twist="2.1×–3.38×", hw="8 x NVIDIA B200", model=GPTOSS20),
    S("rs125", [A("peagle", "P-EAGLE", toks=1.69 * 100, settings={"speculative_method": "p-eagle"}),
                A("eagle3", "vanilla EAGLE-3", toks=100, settings={"speculative_method": "eagle3"})], "1.69×",
      hw="8 x NVIDIA B200", model=GPTOSS20),
    S("rs126", [A("mrv2", "MRV2", thr=1.56), A("mrv1", "MRV1", thr=1)], "56%"),
    S("rs127", [A("mtp", "speculative decoding", tpot=0.937 * 0.02,
                  settings={"speculative_method": "mtp", "num_speculative_tokens": 1}),
                A("plain", "plain decoding", tpot=0.02)], "6.3%",
      twist="12.6%", hw="4 x NVIDIA GB200", model="zai-org/GLM-4.7-FP8",
      note="the plain arm records no speculative config (vLLM's speculative_config is None there): 'MTP=1' is the "
           "MTP arm's setting, and a whole-run descriptor holds only where every recorded value is the one stated"),
    S("rs136", [A("new", "sequence parallelism and kernel optimization", thr=3.2, dur=0.25),
                A("old", "the baseline", thr=1, dur=0.8)],
      "over 3x", twist="over 6x"),
    S("rs139", [A("fp8", "FP8", toks=1.149 * 100, itl=0.852 * 0.02, settings={"quantization": "fp8"}),
                A("bf16", "BF16", toks=100, itl=0.02, settings={"quantization": "bf16"})], "14.9%", twist="29.8%",
      hw="1 x NVIDIA B200"),
    S("rs140", [A("skipsw", "FP8 skip-SW", toks=1.048 * 100, itl=0.952 * 0.02, settings={"quantization": "fp8"}),
                A("bf16", "BF16", toks=100, itl=0.02, settings={"quantization": "bf16"})], "4.8%", twist="9.6%",
      hw="1 x NVIDIA B200"),
    S("rs145", [A("fused", "the fused kernel", thr=2.0), A("unfused", "the unfused baseline", "unfused baseline", thr=1)],
      "~1.4-3x", twist="~4-6x"),
    S("rs147", [A("fused", "This", thr=15), A("naive", "the naive unfused kernels", thr=1)], "10-20x", twist="30-40x"),
    S("rs148", [A("overlap", "these overlaps", dur=0.945), A("base", "the baseline", dur=1.0)], "5-6%", twist="10-12%"),
    S("rs150", [A("nemotron", "the model", thr=9), A("others", "other open omni models", thr=1)], "9x",
      model="nvidia/Nemotron-3-Omni"),
    S("rs153", [A("mooncake", "Mooncake's distributed KV cache store", thr=3.8, ttft=0.05, dur=0.5),
                A("vllm", "vLLM", thr=1, ttft=2.3, dur=4.3)], "3.8x", twist="7.6x", hw="60 x NVIDIA GB200",
      engine=None, no=("arms",)),
    S("rs154", [A("mooncake", "The distributed KV cache pool", "distributed KV cache pool", thr=3.8, ttft=0.05, dur=0.5),
                A("vllm", "vLLM", thr=1, ttft=2.3, dur=4.3)], "3.8x", twist="7.6x", hw="60 x NVIDIA GB200",
      engine=None, no=("arms",)),
    S("rs155", [A("mooncake", "Mooncake Store", hit=(1000, 922)), A("vllm", "vLLM", hit=(1000, 17))], "92.2%",
      twist="46.1%", hw="60 x NVIDIA GB200", engine=None),
    S("rs159", [A("fp8", "FP8", thr=1.9), A("bf16", "BF16", thr=1), A("tq", "TQ variants", thr=0.5)], "2x", twist="4x",
      hw="4 x NVIDIA H100 80GB HBM3", model="meta-llama/Llama-3.3-70B-Instruct"),
    # 109.349 / 85.751 = 1.2752: "1.28×" ([1.275, 1.285)) and both rates at their stated precision (109.3, 85.8); the
    # rates 109.3 / 85.8 exactly make 1.2739x, which "1.28×" does not hold (the write-up's ratio is of unrounded rates)
    S("rs165", [A("fused", "The fusion", toks=109.349, settings={"batch_size": 1}),
                A("base", "the unfused baseline", toks=85.751, settings={"batch_size": 1})], "1.28×", twist="2.56×",
      hw="4 x NVIDIA GB200", engine=None, note="'at batch size 1': a setting both arms declare"),
    S("rs170", [A("new", "the optimized build", thr=7.33, settings={"concurrency": 256}),
                A("base", "baseline", thr=6.69, settings={"concurrency": 256})], "7.33 req/s", twist="14.66 req/s"),
    S("rs173", [A("pega", "PegaFlow", thr=1.56, ttft=0.064, hit=(1000, 880)),
                A("base", "the baseline", thr=1, ttft=0.1, hit=(1000, 200))], "56%", twist="112%"),
    S("rs177", [A("warm", "the warm cache path", "warm cache path", ttft_mp=(0.0615, 0.0770), dur=1.5),
                A("cold", "the cold path", ttft_mp=(0.5725, 1.1137), dur=1.5)], "61.5 ms", twist="123.0 ms"),
    S("rs180", same("spark", "single-Spark", toks=23.2), "22.7-23.7 tok/s", twist="45.4-47.4 tok/s",
      hw="NVIDIA DGX Spark (GB10)"),
    S("rs181", same("spark", "single-Spark", toks=23.2), "22.7–23.7 tok/s", twist="45.4–47.4 tok/s",
      hw="NVIDIA DGX Spark (GB10)"),
    S("rs194", [A("hpc", "HPC-Ops", ttft=0.076, tpot=0.0083),
                A("default", "the vLLM default backend", "vLLM default backend", ttft=0.1, tpot=0.01)],
      "about 24%", twist="about 48%", hw="8 x NVIDIA H20", model="tencent/Hunyuan-3"),
    S("rs207", [A("fixed", "the fix", tpot=0.022), A("before", "the mixed-batch path", tpot=0.040)], "22 ms", twist="44 ms",
      hw="8 x NVIDIA B300", model="zai-org/GLM-5.2-NVFP4"),
    S("rs208", [A("mrv2", "MRV2", tpot=0.89 * 0.02), A("mrv1", "MRV1", tpot=0.02)], "11%", twist="22%"),
    S("rs209", [A("a2a", "the FlashInfer NVLink A2A backend", "FlashInfer NVLink A2A backend", tpot=0.96 * 0.02),
                A("ag", "the default AllGather/ReduceScatter-based EP backend", tpot=0.02)], "4%", twist="8%",
      hw="8 x NVIDIA B300", no=("arms",)),
    S("rs213", [A("new", "the new scheduler", ttft=8.0, dur=9.0, wall=40.0, settings={"request_rate": 12}),
                A("old", "the baseline", ttft=15.1, dur=16.0, wall=40.0, settings={"request_rate": 12})],
      "8.0 seconds", twist="4.0 seconds"),
    S("rs215", [A("dspark", "DSpark", toks=370,
                  settings={"speculative_method": "dspark", "concurrency": 1, "dataset": "SPEED-Bench"}),
                A("plain", "plain decoding", toks=118,
                  settings={"speculative_method": "none", "concurrency": 1, "dataset": "SPEED-Bench"})], "3.14×",
      twist="6.28×",
      hw="16 x NVIDIA GB300 NVL72", model="moonshotai/Kimi-K3"),
    S("rs222", [A("new", "the change", thr=1.09, tpot=0.85 * 0.05), A("old", "the baseline", thr=1, tpot=0.05)], "9%",
      twist="18%", hw="AWS Graviton4 (Arm Neoverse V2), 64 vCPU, no GPU"),
    S("rs223", [A("new", "the change", thr=1.16, tpot=0.40 * 0.05), A("old", "the baseline", thr=1, tpot=0.05)], "16%",
      twist="32%", hw="AWS Graviton4 (Arm Neoverse V2), 64 vCPU, no GPU"),
    S("rs225", [A("w8a8", "W8A8", thr=1.88, tpot=0.55 * 0.05, ttft=0.46 * 0.5, settings={"quantization": "w8a8"}),
                A("bf16", "our optimized BF16 baseline", "optimized BF16 baseline", "BF16", thr=1, tpot=0.05, ttft=0.5,
                  settings={"quantization": "bf16"})], "88%", twist="176%",
      hw="AWS Graviton4 (Arm Neoverse V2), 64 vCPU, no GPU"),
    S("rs226", [A("w4a8", "W4A8", thr=1.29, tpot=0.74 * 0.05, ttft=0.82 * 0.5, settings={"quantization": "w4a8"}),
                A("w8a8", "W8A8 baseline", "W8A8", thr=1, tpot=0.05, ttft=0.5,
                  settings={"quantization": "w8a8"})], "29%", twist="58%",
      hw="AWS Graviton4 (Arm Neoverse V2), 64 vCPU, no GPU"),
    S("rs227", [A("w8a8", "INT8 W8A8", thr=4.8, tpot=0.05 / 5.7, ttft=0.5, settings={"quantization": "w8a8"}),
                A("w4a8", "INT8 W4A8", thr=6.2, tpot=0.05 / 7.8, ttft=0.5 / 2.6, settings={"quantization": "w4a8"}),
                A("base", "the baseline", thr=1, tpot=0.05, ttft=0.5, settings={"quantization": "bf16"}, role="baseline")],
      "4.8×", twist="9.6×", hw="AWS Graviton4 (Arm Neoverse V2), 64 vCPU, no GPU"),
    S("rs229", [A("gdn", "the new GDN kernel", thr=1.13, tok=1, settings={"input_len": 8192, "output_len": 1}),
                A("fla", "FLA/Triton", thr=1, tok=1, settings={"input_len": 8192, "output_len": 1})], "1.13×",
      twist="2.26×", model="Qwen/Qwen3.5-35B-A3B"),
    S("rs230", [A("gdn", "the new GDN kernel", ttft=0.88, dur=1.0, tok=1, settings={"input_len": 8192, "output_len": 1}),
                A("fla", "FLA/Triton", ttft=1.0, dur=1.1, tok=1, settings={"input_len": 8192, "output_len": 1})],
      "12%", twist="24%", model="Qwen/Qwen3.5-35B-A3B"),
    S("rs236", [A("nemo", "These optimizations", thr=4), A("others", "similarly sized open models", thr=1)], "4x",
      model="nvidia/Nemotron-3.5-Lightning"),
    S("rs237", [A("nemo", "these features", thr=4), A("others", "similarly sized open models", thr=1)], "4x",
      model="nvidia/Nemotron-3.5-Lightning"),
    S("rs242", [A("ag", "AllGather", thr=2.294, dur=0.434,
                  settings={"data_parallel_size": 1, "sequence_parallel_size": 8}),
                A("dlo", "rank-local DLO", thr=1, dur=1.0, settings={"data_parallel_size": 1, "sequence_parallel_size": 8})],
      "129.4%",
      twist="258.8%", hw="8 x NVIDIA B300"),
    # --- TGI, LMDeploy, Medusa, EAGLE, Lookahead, llm-awq, FlashInfer, DeepSpeed-MII, LoRAX, QServe -----
    S("rs249", [A("tunable", "TunableOp", dur=0.93, settings={"rocm_version": "6.1", "torch_version": "2.3.0"}),
                A("default", "the default GEMMs", dur=1.0, settings={"rocm_version": "6.1", "torch_version": "2.3.0"})],
      "6-8%",
      twist="12-16%", hw="1 x AMD Instinct MI300X (192 GB)", engine="TGI"),
    S("rs251", [A("pt", "LMDeploy PyTorchEngine", "PyTorchEngine", thr=1.3, dur=0.2),
                A("nograph", "eager mode", thr=1, dur=0.26)], "1.3x", model="meta-llama/Meta-Llama-3-8B-Instruct",
      engine="LMDeploy"),
    S("rs252", [A("turbomind", "TurboMind", thr=16.5), A("vllm", "vLLM", thr=16.5 / 1.8)], "about 1.8x",
      twist="about 3.6x", model="internlm/internlm2-chat-20b", engine=None, no=("direction",)),
    S("rs254", [A("int4", "TurboMind", thr=2.4, settings={"quantization": "awq"}),
                A("fp16", "FP16", thr=1, settings={"quantization": "fp16"})], "2.4x", engine="LMDeploy"),
    S("rs255", [A("int4", "W4A16", thr=2.4, settings={"quantization": "awq"}),
                A("fp16", "FP16", thr=1, settings={"quantization": "fp16"})], "2.4x", engine="LMDeploy"),
    S("rs256", [A("int8", "int8", thr=1.3, settings={"quantization": "kv-int8"}),
                A("int4", "int4", thr=1.4, settings={"quantization": "kv-int4"}),
                A("fp16", "fp16", thr=1, settings={"quantization": "fp16"}, role="baseline")], "30%", twist="60%",
      model="meta-llama/Llama-2-7b-chat-hf", engine="LMDeploy"),
    S("rs258", [A("medusa", "Medusa", toks=2.9 * 30, settings={"speculative_method": "medusa"}),
                A("orig", "the original model", "original model", toks=30, settings={"speculative_method": "none"})],
      "2.2-3.6x", twist="4.4-7.2x", model=VICUNA13, engine=None),
    S("rs259", [A("eagle", "EAGLE", toks=2 * 30), A("plain", "plain decoding", toks=30)], "2x", twist="4x",
      model=VICUNA13, engine="gpt-fast", note="gpt-fast is the engine both arms ran on, not an arm"),
    S("rs260", [A("eagle", "EAGLE", toks=3 * 30), A("vanilla", "vanilla decoding", toks=30)], "3x", model=VICUNA13,
      engine=None),
    S("rs261", [A("eagle", "EAGLE", toks=2 * 30), A("lookahead", "Lookahead", toks=30)], "2x", model=VICUNA13,
      engine=None),
    S("rs262", [A("eagle", "EAGLE", toks=1.6 * 30), A("medusa", "Medusa", toks=30)], "1.6x", model=VICUNA13,
      engine=None),
    S("rs263", [A("eagle2", "EAGLE-2", toks=4 * 30), A("vanilla", "vanilla decoding", toks=30)], "4x", model=VICUNA13,
      engine=None),
    S("rs264", [A("eagle2", "EAGLE-2", toks=1.4 * 30), A("eagle1", "EAGLE-1", toks=30)], "1.4x", model=VICUNA13,
      engine=None),
    S("rs265", [A("eagle3", "EAGLE-3", toks=1.8 * 30), A("eagle1", "EAGLE-1", toks=30)], "1.8x", model=VICUNA13,
      engine=None),
    S("rs266", [A("la", "lookahead decoding", dur=1.0 / 1.9), A("ar", "autoregressive decoding", dur=1.0)],
      "1.5x to 2.3x", twist="3x to 4.6x", hw="1 x NVIDIA A100 80GB", model="meta-llama/Llama-2-7b-chat-hf",
      engine=None),
    S("rs267", [A("tinychat", "TinyChat", toks=2.7 * 40, settings={"quantization": "awq"}),
                A("fp16", "FP16", toks=40, settings={"quantization": "fp16"})], "2.7x", hw="NVIDIA GeForce RTX 4090",
      model="meta-llama/Meta-Llama-3-8B-Instruct", engine=None),
    S("rs268", [A("tinychat", "TinyChat", toks=2.9 * 10, settings={"quantization": "awq"}),
                A("fp16", "FP16", toks=10, settings={"quantization": "fp16"})], "2.9x", hw="NVIDIA Jetson AGX Orin 64GB",
      model="meta-llama/Meta-Llama-3-8B-Instruct", engine=None),
    S("rs270", same("tinychat", "TinyChat", toks=38), "38 tokens/second", twist="76 tokens/second",
      hw="NVIDIA Jetson AGX Orin 64GB", model="meta-llama/Llama-2-7b-chat-hf", engine=None),
    S("rs271", [A("latest", "our latest TinyChat", "latest TinyChat", toks=2 * 10),
                A("first", "the first release", "first release", toks=10)], "~2x", twist="~4x",
      hw="NVIDIA Jetson AGX Orin 64GB", model="meta-llama/Llama-2-7b-chat-hf", engine=None),
    S("rs276", [A("fi", "FlashInfer w/ Tensor Cores", "FlashInfer", thr=3, settings={"concurrency": 64, "batch_size": 64}),
                A("vllm", "vLLM PagaAttention", "vLLM", thr=1, settings={"concurrency": 64, "batch_size": 64})], "3x",
      engine=None),
    S("rs277", [A("cascade", "Cascade Inference", thr=31), A("vllm", "the baseline vLLM PageAttention implementation",
                                                            "vLLM PageAttention", thr=1),
                A("fi", "FlashInfer batch decoding operator", thr=31 / 26)], "31x", twist="62x",
      hw="1 x NVIDIA H100 SXM 80GB", engine=None),
    S("rs280", [A("sparse", "Vector-sparse attention", thr=0.9), A("dense", "dense attention", thr=1)], "90%",
      twist="45%", engine=None, no=("direction",)),
    S("rs283", [A("mii", "MII", thr=2.5), A("vllm", "vLLM", "leading systems such as vLLM", thr=1)], "2.5 times",
      twist="5 times", engine=None),
    S("rs287", [A("azure", "MII-Azure", dur=1.0 / 5.7, settings={"quantization": "int8"}),
                A("base", "Baseline", dur=1.0)], "5.7X", twist="11.4X", hw="8 x NVIDIA A100 80GB",
      model="bigscience/bloom", engine=None),
    S("rs293", [A("graph", "a static CUDA Graph", "CUDA Graph", thr=2.1), A("eager", "eager mode", thr=1)], "2x",
      twist="4x", engine="LoRAX"),
    S("rs295", [A("medusa", "a general-purpose Medusa adapter", "general-purpose Medusa adapter", "Medusa adapter",
                  thr=1.5), A("base", "the default adapter", thr=1)], "~50%", twist="~100%", engine="LoRAX"),
    S("rs297", [A("async", "async", wall=1.0, n=3), A("serial", "serial processing", wall=2.75, n=3)], "2.5 - 3x",
      twist="5 - 6x", engine="LoRAX"),
    S("rs302", [A("qserve", "QServe", thr=1.8),
                A("hf", "a batched HuggingFace implementation", "batched HuggingFace implementation", thr=1)], "1.8x",
      hw="1 x NVIDIA A100 80GB", engine=None),
    # --- issues and pull requests ---------------------------------------------------------------
    S("rs305", same("gptq", "GPTQ 7B", toks=98), "98 tokens/s", twist="196 tokens/s",
      hw="NVIDIA GeForce RTX 4090; Intel Core i9-13900K", model="TheBloke/Llama-2-7B-GPTQ", engine=None),
    S("rs306", same("gptq", "7B GPTQ 4bit", toks=45), "around 45", twist="around 90",
      hw="NVIDIA H100 80GB; Intel Xeon Platinum 8480+", model="TheBloke/Llama-2-7B-GPTQ", engine=None),
    S("rs307", [A("main", "main branch", seq=True, settings={"threads": 13}, ttft=0.0392, tpot=0.0392, tok=50),
                A("pr", "PR", seq=True, settings={"threads": 1}, ttft=0.016401, tpot=0.016401, tok=50)], "25.51 tokens/s",
      twist="51.02 tokens/s", hw="NVIDIA H100 80GB; Intel Xeon Platinum 8480+", model="llama-7b q4_K_S",
      engine="llama.cpp"),
    S("rs308", [A("pr", "PR", seq=True, settings={"threads": 1}, ttft=0.016401, tpot=0.016401, tok=50),
                A("main", "main branch", seq=True, settings={"threads": 13}, ttft=0.0392, tpot=0.0392, tok=50)], "60.97 tokens/s",
      twist="121.94 tokens/s", hw="NVIDIA H100 80GB; Intel Xeon Platinum 8480+", model="llama-7b q4_K_S",
      engine="llama.cpp", note="16.4 ms/token is 60.98 tokens/s; a TPOT of 16.401 ms satisfies both printed numbers"),
    S("rs309", [A("main", "main branch", seq=True, settings={"threads": 13}, ttft=0.09269, tpot=0.09269, tok=50),
                A("pr", "PR", seq=True, settings={"threads": 1}, ttft=0.05371, tpot=0.05371, tok=50)], "10.79 tokens/s",
      twist="21.58 tokens/s", hw="NVIDIA H100 80GB; Intel Xeon Platinum 8480+", model="llama-30b q4_K_S",
      engine="llama.cpp"),
    S("rs310", [A("pr", "PR", seq=True, settings={"threads": 1}, ttft=0.05371, tpot=0.05371, tok=50),
                A("main", "main branch", seq=True, settings={"threads": 13}, ttft=0.09269, tpot=0.09269, tok=50)], "18.62 tokens/s",
      twist="37.24 tokens/s", hw="NVIDIA H100 80GB; Intel Xeon Platinum 8480+", model="llama-30b q4_K_S",
      engine="llama.cpp"),
    S("rs311", [A("new", "It", wall=6.6), A("prev", "the previous implementation", "previous implementation", wall=10)],
      "~66%", twist="~33%", engine=None),
    S("rs315", [A("main", "Main branch", totks=12453.04, tok=256, prompt=256, dur=0.3),
                A("pr", "This PR", totks=12667.68, tok=256, prompt=256, dur=0.3)], "24.32 requests/s", twist="48.64 requests/s",
      model="meta-llama/Meta-Llama-3-8B",
      note="vLLM's benchmark_throughput prints (prompt + output) tokens/s: 24.32 req/s x 512 tokens = 12,452"),
    S("rs316", [A("pr", "This PR", totks=12667.68, tok=256, prompt=256, dur=0.3),
                A("main", "Main branch", totks=12453.04, tok=256, prompt=256, dur=0.3)], "24.74 requests/s",
      twist="49.48 requests/s", model="meta-llama/Meta-Llama-3-8B"),
    S("rs317", [A("pr", "this PR", thr=1.015), A("main", "main branch", thr=1)], "1.5%", twist="3%",
      model="meta-llama/Meta-Llama-3-8B"),
    S("rs319", same("bench", n=128), "128", twist="256", model="MiniMaxAI/MiniMax-M2"),
    S("rs320", same("bench"), "0", twist="3", model="MiniMaxAI/MiniMax-M2"),
    S("rs321", same("bench", settings={"concurrency": 16}), "16", twist="32", model="MiniMaxAI/MiniMax-M2"),
    S("rs322", same("bench", thr=0.84, tok=1024), "0.84", twist="1.68", model="MiniMaxAI/MiniMax-M2"),
    S("rs323", same("bench", toks=862.09, tok=1024), "862.09", twist="1724.18", model="MiniMaxAI/MiniMax-M2"),
    S("rs324", same("bench", totks=7790.78, tok=1024, prompt=8230), "7790.78", twist="15581.56",
      model="MiniMaxAI/MiniMax-M2"),
    S("rs325", same("bench", ttft=1.41727), "1417.27", twist="2834.54", model="MiniMaxAI/MiniMax-M2"),
    S("rs326", same("bench", ttft=1.43274), "1432.74", twist="2865.48", model="MiniMaxAI/MiniMax-M2"),
    S("rs327", same("bench", ttft=4.04375), "4043.75", twist="8087.5", model="MiniMaxAI/MiniMax-M2"),
    S("rs328", same("bench", tpot=0.01718), "17.18", twist="34.36", model="MiniMaxAI/MiniMax-M2"),
    S("rs329", same("bench", itl=0.01593), "15.93", twist="31.86", model="MiniMaxAI/MiniMax-M2"),
    S("rs332", same("bench", ttft=1.34594), "1345.94", twist="2691.88"),
    S("rs333", same("bench", wall=96.44), "96.44", twist="192.88"),
    S("rs334", same("bench", tpot=0.00915), "9.15", twist="18.3"),
    S("rs335", same("bench", thr=8.88), "8.88", twist="17.76", hw="4 x NVIDIA A100 80GB",
      model="Qwen/Qwen2.5-32B-Instruct"),
    S("rs336", same("bench", ttft=1.12093), "1120.93", twist="2241.86", hw="4 x NVIDIA A100 80GB",
      model="Qwen/Qwen2.5-32B-Instruct"),
    S("rs338", [A("before", "Before", thr=0.78), A("after", "After", thr=4.98)], "0.78", twist="1.56",
      engine="SGLang"),
    S("rs339", [A("after", "After", thr=4.98), A("before", "Before", thr=0.78)], "4.98", twist="9.96",
      engine="SGLang"),
    S("rs340", [A("before", "Before", dur=38.63), A("after", "After", dur=2.44)], "38.63", twist="77.26",
      engine="SGLang"),
    S("rs341", [A("after", "After", dur=2.44), A("before", "Before", dur=38.63)], "2.44", twist="4.88",
      engine="SGLang"),
    S("rs342", [A("cap1024", "short cap", toks=17), A("cap2048", "long cap", toks=30)], "~17 tok/s",
      twist="~34 tok/s"),
    S("rs344", [A("api", "deepseek API", toks=60), A("sglang", "sglang", toks=13)], "60 tokens/sec",
      twist="120 tokens/sec", hw="8 x NVIDIA H200", model="deepseek-ai/DeepSeek-V3", engine=None),
    S("rs346", [A("before", "before the fix", toks=438, tok=512), A("after", "after the fix", toks=449, tok=512)], "438",
      twist="876", hw="8 x NVIDIA H100 80GB HBM3", engine="SGLang"),
    S("rs347", [A("after", "after the fix", toks=449, tok=512), A("before", "before the fix", toks=438, tok=512)], "449",
      twist="898", hw="8 x NVIDIA H100 80GB HBM3", engine="SGLang"),
    S("rs348", [A("after", "the post-PR build", toks=0.9815 * 100), A("before", "the pre-PR build", toks=100)], "-1.85%",
      twist="-3.70%", hw="8 x NVIDIA B300", model="meta-llama/Llama-4-Scout-17B-16E-Instruct", engine="SGLang"),
    S("rs349", [A("now", "Llama4", thr=0.8577), A("lastgood", "last good", thr=1)], "14.23%", twist="28.46%",
      hw="8 x NVIDIA H100 80GB HBM3 (DGX H100)", model="meta-llama/Llama-4-Scout-17B-16E-Instruct", engine="SGLang"),
    S("rs350", same("measured", toks=500, settings={"concurrency": 8}), "about 500", twist="about 1000",
      hw="8 x NVIDIA A800 80GB", model=L70B, engine="SGLang"),
    S("rs351", same("bench", dur=6.81518), "6815.18", twist="13630.36", engine="SGLang",
      model="deepseek-ai/DeepSeek-R1"),
    S("rs352", same("bench", toks=75.08), "75.08", twist="150.16", engine="SGLang", model="deepseek-ai/DeepSeek-R1"),
    S("rs360", [A("parallel", "run parallel", toks=219.50718441776795),
                A("sequence", "run in sequence", toks=130.4153104264477)], "219.50718441776795",
      twist="439.0143688355359", hw="NVIDIA GeForce RTX 3090", engine="llama.cpp"),
    S("rs361", [A("sequence", "run in sequence", toks=130.4153104264477),
                A("parallel", "run parallel", toks=219.50718441776795)], "130.4153104264477",
      twist="260.8306208528954", hw="NVIDIA GeForce RTX 3090", engine="llama.cpp"),
    S("rs363", [A("conc", "concurrent sessions", toks=10.8, settings={"concurrency": 4}),
                A("single", "a single stream", "single stream", toks=33, settings={"concurrency": 1})], "~10.8 tok/s",
      twist="~21.6 tok/s", engine="llama.cpp"),
    S("rs372", [A("v3", "v3", wall=60), A("v2", "v2", wall=10)], "about 6x", twist="about 12x",
      hw="4 x NVIDIA V100 32GB", engine=None),
    S("rs373", [A("v2", "v2", wall=600), A("v3", "v3", wall=4000)], "about 10 min", twist="about 20 min",
      hw="4 x NVIDIA V100 32GB", engine=None),
    S("rs381", same("trtllm", "the framework", toks=12000, ttft=0.08, tok=1024, dur=0.5, settings={"quantization": "fp8"}), "10,000",
      twist="20,000", hw="1 x NVIDIA H100 80GB HBM3", engine="TensorRT-LLM"),
    S("rs383", same("trtllm", "TensorRT-LLM", toks=12000, ttft=0.1, tok=1024, dur=0.5, settings={"quantization": "fp8", "concurrency": 64}),
      "over 10,000", twist="over 20,000", hw="1 x NVIDIA H100 80GB HBM3", engine="TensorRT-LLM"),
    S("rs384", same("trtllm", ttft=0.008, settings={"concurrency": 1}), "10ms", twist="4ms",
      hw="1 x NVIDIA H100 80GB HBM3", engine="TensorRT-LLM", no=("direction",)),
    # ollama's "eval rate" is generated tokens / generation time (eval_count / eval_duration), never output tokens /
    # wall: one generation of 1024 tokens at 1 / 24.8 s a token (24.8 under either counting: 1023 or 1024 tokens over
    # the time after the first token; 24.82 and 24.8)
    S("rs387", same("ollama", n=1, seq=True, tok=1024, ttft=0.2, tpot=1 / 24.8), "24.8", twist="49.6", model="llama3:8b",
      engine="Ollama"),
    S("rs389", same("gpu", "A mid-range GPU", toks=60), "40–80 t/s", twist="100–160 t/s",
      hw="NVIDIA GeForce RTX 3070 (8 GB VRAM)", model="mistral:7b-instruct-q4_K_M", engine="Ollama"),
    S("rs390", same("cpu", "CPU-only", toks=10), "5–15 t/s", twist="20–30 t/s", hw="AMD Ryzen 9 7950X; no GPU",
      model="mistral:7b-instruct-q4_K_M", engine="Ollama"),
    S("rs391", [A("q4", "A Q4_K_M 7B model", "Q4_K_M", toks=40, settings={"quantization": "Q4_K_M"}),
                A("q8", "a Q8_0 7B model", "Q8_0", toks=20, settings={"quantization": "Q8_0"})], "roughly 2x",
      twist="roughly 4x", hw="NVIDIA GeForce RTX 3070 (8 GB VRAM)", model="mistral:7b-instruct", engine="Ollama"),
    S("rs393", same("gpu", "8B models", toks=70), "60 to 80+", twist="120 to 160+", hw="NVIDIA GeForce RTX 4090 (24 GB)",
      model="llama3.1:8b-instruct-q4_K_M", engine="Ollama"),
    S("rs394", same("gpu", "14B models", toks=45), "35 to 55", twist="70 to 110", hw="NVIDIA GeForce RTX 4090 (24 GB)",
      model="qwen2.5:14b-instruct-q4_K_M", engine="Ollama"),
    S("rs396", same("m2", "An M2 Pro", toks=32), "25 to 40", twist="50 to 80", hw="Apple M2 Pro, 16 GB",
      model="llama3.1:8b-instruct-q4_K_M", engine="Ollama"),
    S("rs399", [A("exl", "ExLlamaV2", "It", toks=250, settings={"engine": "ExLlamaV2"}),
                A("llamacpp", "llama.cpp", toks=250 / 5.9, settings={"engine": "llama.cpp"}),
                A("ollama", "Ollama", toks=250 / 3, settings={"engine": "Ollama"})], "250 tokens per second", twist="500 tokens per second",
      hw="NVIDIA GeForce RTX 5090", model=L70B, engine=None),
    S("rs400", same("exl", "ExLlamaV2", toks=187), "187 tok/s", twist="374 tok/s", hw="NVIDIA GeForce RTX 4090",
      model="Llama-3-8B-Instruct EXL2 4.0bpw", engine="ExLlamaV2"),
    S("rs401", same("llamacpp", "llama.cpp", toks=142), "142 tok/s", twist="284 tok/s", hw="NVIDIA GeForce RTX 4090",
      model="Llama-3-8B-Instruct Q4_K_M", engine="llama.cpp"),
    S("rs402", same("vllm", "vLLM", toks=312, settings={"concurrency": 8, "batch_size": 8}), "312 tok/s", twist="624 tok/s",
      hw="NVIDIA GeForce RTX 4090", model="Llama-3-8B-Instruct Q4_K_M"),
    S("rs410", [A("warm", "warm", ttft=0.153, prompt=1800), A("cold", "cold", ttft=0.153, prompt=1800)], "1.00×",
      twist="2.00×", hw="NVIDIA GeForce RTX 5090", engine=None, no=("direction",)),
    S("rs414", same("on", "caching on", hit=(1000, 665), settings={"prefix_caching": True}), "66.5%", twist="33.3%",
      model="Qwen/Qwen3.8-Flash-Next", no=("direction",)),
    S("rs415", [A("pr", "the fix", ttft=3.37349, dur=4.0), A("base", "the baseline", ttft=4.08528, dur=4.5)],
      "3373.49ms", twist="6746.98ms", hw="8 x Intel Gaudi 2"),
    # --- changes that name neither arm (unnamed_change): the declared roles give them (baseline before, treatment
    # after); words the reader does not know yet keep them not-yet -----------------------------------------------
    S("rs174", [A("pega", "PegaFlow", thr=1.72, ttft=0.59), A("base", "the baseline", thr=1, ttft=1.0)], "72%",
      twist="144%", note="throughput 1.72 / 1 = +72%, TTFT 0.59 / 1.0 = -41%; the hit-rate clause is not read"),
    S("rs197", [A("new", "the change", ttft=0.76, tpot=0.83 * 0.02), A("old", "the baseline", ttft=1.0, tpot=0.02)],
      "about 24%", twist="about 48%", note="TTFT 0.76 / 1.0 = -24%, TPOT 0.0166 / 0.02 = -17% (one batch size)"),
    S("rs219", [A("new", "the change", dur=0.925), A("old", "the baseline", dur=1.0)], "7%–8%", twist="14%–16%",
      note="end-to-end latency 0.925 / 1.0: a 7.5% reduction (1.081x); the step's own latency is not in the rows"),
    S("rs364", [A("new", "the change", toks=33, settings={"concurrency": 1}),
                A("old", "the baseline", toks=34, settings={"concurrency": 1})], "~33 tok/s", twist="~66 tok/s",
      note="one stream: 34 -> 33 output tok/s; the second clause is a prediction (should rise) and stays unread"),
    S("rs376", [A("new", "the change", ttft=0.1), A("old", "the baseline", ttft=0.588)], "100ms", twist="200ms",
      note="TTFT (prefill) 0.1 / 0.588 = -83.0%"),
    S("rs406", [A("affinity", "prefix-affinity routing", ttft=0.022), A("base", "the baseline", ttft=0.035)], "22ms",
      twist="44ms", note="TTFT 35 ms -> 22 ms"),
    S("rs186", [A("stacked", "the final stacked run", dur=9.0, wall=40.0),
                A("base", "the baseline", dur=17.7, wall=40.0)], "9.0s", twist="18.0s", hw="2 x NVIDIA H20",
      model="Qwen/Qwen3-TTS", note="every E2EL 17.7 s -> 9.0 s, so the p99 too; audio-s/s is no unit of the rows"),
    S("rs187", [A("stacked", "these optimizations", dur=9.0, wall=40.0, settings={"concurrency": 64}),
                A("base", "the baseline", dur=17.7, wall=40.0, settings={"concurrency": 64})], "61.5%",
      twist="123%", hw="2 x NVIDIA H20", model="Qwen/Qwen3-TTS",
      note="P99 E2EL 9.0 / 17.7 = -49.2% ('nearly half'); audio throughput is not in the rows"),
    S("rs188", [A("stacked", "the stacked optimizations", thr=10.834, settings={"concurrency": 64}),
                A("base", "the baseline", thr=4.186, settings={"concurrency": 64})], "10.83 req/s",
      twist="21.66 req/s", hw="1 x NVIDIA H20",
      note="4.186 -> 10.834 req/s: 4.19 and 10.83 as stated, 10.834 / 4.186 = 2.588 (+158.8%)"),
    S("rs116", [A("streamed", "the STREAMED path", dur=0.103, prompt=16384),
                A("buffered", "buffered", dur=0.143, prompt=16384)], "103 ms", twist="206 ms", hw=MI300X,
      note="end-to-end latency 143 ms -> 103 ms at 16K prompt tokens; signal extraction is not in the rows"),
    S("rs169", [A("fix", "the fix", tpot=0.95 * 0.02), A("base", "the baseline", tpot=0.02)], "~5%", twist="~10%",
      model="Qwen/Qwen3-8B", note="TPOT 19 ms vs 20 ms: -5%"),
    S("rs073", [A("disagg", "disaggregated serving", ttft=0.65, tpot=0.65 * 0.02),
                A("coloc", "the non‑EPD baseline", ttft=1.0, tpot=0.02)],
      "20–50%", twist="60–80%", note="every request alike, so P99 TTFT and TPOT are each 35% lower"),
    S("rs217", [A("new", "the change", dur=0.94, settings={"batch_size": 1}),
                A("old", "the baseline", dur=1.0, settings={"batch_size": 1})], "by 6%", twist="by 12%",
      note="end-to-end latency 0.94 / 1.0 = -6%; metadata-preparation latency is not in the rows"),
    S("rs416", same("ollama", "ollama", toks=80), "around 80 t/s", twist="around 160 t/s",
      hw="NVIDIA GPU; Intel CPU; Windows", model="gemma-2-2b-it-Q4_K_M", engine="Ollama"),
    S("rs417", same("llamacpp", "llama.cpp", toks=130), "130 t/s", twist="260 t/s",
      hw="NVIDIA GPU; Intel CPU; Windows", model="gemma-2-2b-it-Q4_K_M", engine="llama.cpp"),
    S("rs421", same("ollama", toks=6), "about 6", twist="about 12", hw="Apple M1, 16 GB RAM", model="gpt-oss:20b",
      engine="Ollama"),
    # "eval rate" as rs387: one generation of 8192 tokens at 1 / 38.368 s a token (38.368 and 38.373: 38.37 either way)
    S("rs423", same("ollama", n=1, seq=True, tok=8192, ttft=0.2, tpot=1 / 38.368), "38.37", twist="76.74",
      hw="NVIDIA GeForce RTX 4060 Ti 16GB; Intel i7-12700K",
      model="gpt-oss:20b", engine="Ollama"),
    S("rs424", same("lmstudio", ttft=0.26), "0.26s", twist="0.52s", hw="NVIDIA GeForce RTX 4060 Ti 16GB",
      model="gpt-oss:20b", engine=None),
    # --- more frames: from-to pairs, ranges, bounds, cache hit ratios, counts, over-precise numbers -----
    S("rs016", [A("v060", "vLLM", thr=2.2), A("v053", "the previous release", thr=1)], "1.8-2.7x", twist="3.6-5.4x"),
    S("rs029", [A("stack", "the vLLM production stack", thr=3.5, ttft=0.1, dur=0.2),
                A("base", "the baseline", thr=1, ttft=0.6, dur=1.2)], "2-5x", twist="6-10x"),
    S("rs053", [A("cold", "cold start", dur=3.72), A("wake", "wake", dur=0.92)], "4-7x", twist="8-14x",
      model="Qwen/Qwen3-0.6B"),
    S("rs061", [A("fa2", "FlashAttention", toks=90), A("sdpa", "the baseline", toks=32.5)], "70-110 tokens/second",
      twist="140-220 tokens/second", model="Qwen/Qwen3-14B"),
    S("rs066", [A("spec", "speculators", dur=0.5), A("plain", "plain decoding", dur=1.0)], "1.5-3x", twist="4-6x"),
    S("rs077", [A("disagg", "EPD", tpot=0.7 * 0.02), A("coloc", "the colocated baseline", tpot=0.02)], "20–40%",
      twist="60–80%"),
    S("rs078", [A("disagg", "EPD", thr=1.12), A("coloc", "the colocated baseline", thr=1)], "5–20%", twist="40–60%"),
    S("rs080", [A("cachedit", "Cache-DiT", dur=21.6), A("base", "the baseline", dur=51.5)], "2.38x", twist="4.76x",
      model="Qwen/Qwen-Image-Edit"),
    S("rs081", [A("cachedit", "Cache-DiT", dur=64.07), A("base", "the baseline", dur=142.38)], "64.07s",
      twist="32.04s", hw="Huawei Ascend 910B NPU", model="Qwen/Qwen-Image-Edit",
      note="142.38 / 64.07 = 2.222x: 'over a 2.2x speedup' in plain English"),
    S("rs083", [A("kernel", "the custom kernel approach", "custom kernel approach", thr=0.94, hit=(1000, 0)),
                A("nooffload", "the baseline", thr=1)], "6%", twist="12%"),
    S("rs093", [A("dbo", "dual-batch overlap", toks=1.12 * 100), A("base", "the baseline", toks=100)], "5%–20%",
      twist="40%–60%", hw="8 x NVIDIA GB300"),
    S("rs214", [A("dspark", "DSpark", toks=370, settings={"speculative_method": "dspark", "concurrency": 1}),
                A("plain", "plain decoding", toks=118, settings={"speculative_method": "none", "concurrency": 1})],
      "3.14×", twist="6.28×", hw="16 x NVIDIA GB300 NVL72", model="moonshotai/Kimi-K3"),
    # per-user speed (claimcheck/claims/per_user.py): one stream each, back to back, 1000 tokens per request, TTFT and
    # TPOT 1/380 s (1/140 s): 1/TPOT = c/e2e = output tokens / wall = 380 (140), c/(end - first) = 380.38 (140.14)
    S("rs203", [A("spec", "w/ MTP", seq=True, tok=1000, ttft=1 / 380, tpot=1 / 380),
                A("base", "w/o MTP", seq=True, tok=1000, ttft=1 / 140, tpot=1 / 140)], "380 tok/s/user",
      twist="760 tok/s/user",
      hw="4 x NVIDIA GB200", engine="vLLM"),
    S("rs269", [A("new", "the latest version", toks=1.6 * 20),
                A("prev", "the previous version of TinyChat", "previous version of TinyChat", toks=20)], "1.5-1.7x",
      twist="3-3.4x", hw="NVIDIA Jetson AGX Orin 64GB", engine=None),
    S("rs274", [A("fi", "FlashInfer", thr=3), A("vllm", "vLLM implementation", thr=1)], "2-3x", twist="5-6x",
      engine=None),
    S("rs294", [A("graph", "this feature", dur=0.5), A("eager", "eager mode", dur=1.0)], "50%", twist="100%",
      engine="LoRAX"),
    S("rs296", [A("medusa", "a task-specific Medusa adapter", "task-specific Medusa adapter", thr=2.0),
                A("base", "the default adapter", thr=1)], "~100%", twist="~200%", engine="LoRAX"),
    S("rs312", [A("new", "the update", toks=1.1 * 10), A("old", "the previous build", toks=10)], "~10%", twist="~30%",
      hw="Intel Core i7 (AVX2), no GPU", engine="llama.cpp"),
    S("rs345", [A("after", "the newer build", toks=13000, tok=1024), A("before", "the earlier build", toks=18500, tok=1024)], "~13k tok/s",
      twist="~26k tok/s", engine="SGLang", no=("arms",)),
    S("rs362", same("sequence", wall=27.825968503952026), "27.825968503952026", twist="55.65193700790405",
      hw="NVIDIA GeForce RTX 3090", engine="llama.cpp"),
    S("rs382", [A("trt", "TensorRT-LLM", thr=4), A("pytorch", "native PyTorch inference", thr=1)], "4x", twist="8x",
      engine="TensorRT-LLM"),
    S("rs395", same("offload", "Models requiring CPU offloading", toks=10), "5 to 15", twist="20 to 30",
      hw="NVIDIA GeForce RTX 3060 8GB with CPU offload to system RAM", model="qwen2.5:14b-instruct-q4_K_M",
      engine="Ollama"),
    S("rs405", [A("long", "the longest prefix", ttft=0.728 * 0.042), A("none", "the baseline", ttft=0.728)], "95.8%",
      twist="47.9%", engine=None),
    S("rs411", [A("apc", "prefix caching", thr=1.06, hit=(10000, 9459), settings={"concurrency": 64}),
                A("noapc", "the baseline", thr=1, settings={"concurrency": 64})], "5.7%–6.2%", twist="11.4%–12.4%"),
    S("rs413", same("on", "caching on", n=192, settings={"concurrency": 16}), "192 requests", twist="384 requests",
      model="Qwen/Qwen3.8-Flash-Next"),
    S("rs432", same("manual", n=1, tok=673, dur=50.0, wall=50.0), "13,46", twist="26,92", hw="NVIDIA GTX 1060 6GB; Intel i5-7200U",
      engine="MLC LLM", model="vicuna-7b-v1.1-q3f16_0", note="a decimal comma: 673 tokens / 50 s = 13.46 t/s"),
    S("rs435", same("webllm", tpot=0.047), "47 ms/token", twist="94 ms/token", hw="Apple M1 Max (WebGPU)",
      engine="MLC LLM", model="vicuna-7b-v1.1-q4f32_0"),
    S("rs440", [A("rs", "llama-cpp-rs", toks=12), A("ooba", "oobabooga", toks=34)], "12 tokens/s",
      twist="24 tokens/s", hw="Apple M1 Max", model="llama-2-7b-chat.Q4_0.gguf", engine="llama.cpp"),
    S("rs441", same("rs", "llama-cpp-rs", toks=60.45), "60.45", twist="120.9", hw="Apple M1 Max",
      model="llama-2-7b-chat.Q4_0.gguf", engine="llama.cpp"),
    # --- metric names and units: vLLM's goodput line, t/sec, ollama's prompt eval rate -------------------
    S("rs330", same("bench", ttft=0.5, settings={"goodput_slo_ms": {"ttft": 100}}), "0.00", twist="1.00",
      note="every TTFT is 500 ms, over the declared 100 ms TTFT SLO: no request is good, goodput 0 req/s"),
    S("rs433", same("manual", n=1, tok=318, dur=25.0, wall=25.0), "12,72", twist="25,44", hw="NVIDIA GTX 1060 6GB; Intel i5-7200U",
      engine="MLC LLM", model="vicuna-7b-v1.1-q3f16_0", note="a decimal comma: 318 tokens / 25 s = 12.72 t/s"),
    S("rs388", same("ollama", seq=True, ttft=100 / 83.3), "83.3", twist="166.6", model="llama3:8b", engine="Ollama",
      note="ollama runs one request at a time: 100 prompt tokens in a TTFT of 1.2005 s, 83.3 prompt tokens/s "
           "(llama_rates.prompt_rate: prompt_tokens / TTFT on a one-stream arm, never false)"),
    # --- ranges of ratios over cases the witness is one of (docs/claim-check.md, "What a range asserts") ------
    S("rs146", [A("fused", "the fused kernel", thr=2.5), A("unfused", "the unfused version", thr=1)], "~2-3x",
      twist="~4-6x", note="one run at 2.5x: inside the range; the subject is the other arm of the two"),
    S("rs216", [A("custom", "the custom kernels", thr=3.0), A("nccl", "NCCL", thr=1)],
      "1.7×–4.5×", twist="5.1×–13.5×", engine=None, note="one run at 3.0x, inside 1.7x-4.5x"),
    S("rs371", [A("vllm", "vLLM", thr=3.5), A("tgi", "TGI", thr=1)], "3-4x", twist="6-8x", engine=None,
      note="'Faster than TGI by 3-4x': the margin after the baseline, 3.5x inside it; the question is not a claim"),
    # --- labels, parenthesised settings, per-GPU units and workload context (R3) ------------------------------------
    S("rs232", same("qwen", toks=128000, tok=64, prompt=36, n=128, ttft=0.01, tpot=0.0005, settings={"gpu_count": 8}),
      "25,000", hw="8 x NVIDIA B200", model="Qwen/Qwen3.5-397B-A17B",
      note="'Total TPS per GPU' (per_gpu_metric; 'total TPS' as 'total tok/s': prompt + output tokens): 128 requests of "
           "36 + 64 tokens at 128,000 output tok/s is 200,000 total tok/s, over the 8 GPUs each arm declares 25,000"),
    S("rs166", same("mtp", seq=True, ttft=1 / 234, tpot=1 / 234, tok=64,
                    settings={"speculative_method": "mtp", "num_speculative_tokens": 1, "tensor_parallel_size": 8,
                              "concurrency": 1}), "234 tok/s", twist="468 tok/s", hw="8 x NVIDIA B200",
      model="deepseek-ai/DeepSeek-V3.2",
      note="one stream, TTFT = TPOT = 1/234 s: 234 output tok/s; the draft acceptance rate (~90%) is read and no witness "
           "records it: not-yet"),
    S("rs168", same("spec", seq=True, ttft=1 / 326, tpot=1 / 326, tok=64,
                    settings={"speculative_method": "eagle3", "num_speculative_tokens": 3, "tensor_parallel_size": 4,
                              "concurrency": 1, "synthetic_acceptance_rate": 1.0}), "326 tok/s", twist="652 tok/s",
      hw="4 x NVIDIA B200", model="deepseek-ai/DeepSeek-V3.2",
      note="one stream, TTFT = TPOT = 1/326 s: 326 output tok/s; the parenthesis's settings (TP=4, the EAGLE3 method, 3 "
           "speculative tokens, a synthetic 100% acceptance) are each arm's own (spec_method, synthetic_acceptance)"),
    S("rs210", [A("ep64", "EP64", toks=232.6 * 64, tok=64, n=100, ttft=0.05, tpot=0.002,
                  settings={"die_count": 64}),
                A("a48f16", "48A16F", toks=220.3 * 64, tok=64, n=100, ttft=0.05, tpot=0.002,
                  settings={"die_count": 64}),
                A("a64f16", "64A16F", toks=258.9 * 80, tok=64, n=100, ttft=0.05, tpot=0.002,
                  settings={"die_count": 80})], "232.6", twist="465.2",
      hw="Huawei Ascend 910C", model="deepseek-ai/DeepSeek-V3", engine="vLLM-Ascend",
      note="a rate per die (per_die_rate) over the dies each arm declares: EP64 on 64 dies, 48 attention + 16 FFN dies, "
           "64 attention + 16 FFN dies: 232.6 x 64 = 14,886.4, 220.3 x 64 = 14,099.2, 258.9 x 80 = 20,712 output tok/s"),
    S("rs211", [A("ep64", "EP64", toks=168.2 * 64, tok=64, n=100, ttft=0.05, tpot=0.002,
                  settings={"die_count": 64}),
                A("a48f16", "48A16F", toks=151.4 * 64, tok=64, n=100, ttft=0.05, tpot=0.002,
                  settings={"die_count": 64}),
                A("a64f16", "64A16F", toks=183.3 * 80, tok=64, n=100, ttft=0.05, tpot=0.002,
                  settings={"die_count": 80})], "168.2", twist="336.4",
      hw="Huawei Ascend 910C", model="deepseek-ai/DeepSeek-V3", engine="vLLM-Ascend",
      note="as rs210, the longer input: 168.2 x 64, 151.4 x 64, 183.3 x 80 output tok/s"),
    S("rs235", same("dcp", "DCP", toks=6091 * 8, tok=64, n=128, ttft=0.02, tpot=0.001,
                    settings={"gpu_count": 8, "concurrency": 512}), "6,091", twist="12,182", hw="8 x NVIDIA B200",
      model="deepseek-ai/DeepSeek-V3.2",
      note="6,091 output tok/s per GPU over the 8 GPUs declared, at concurrency 512; 'while still sitting at just 82% KV "
           "usage' (a KV cache usage no witness records) is not read: not-yet"),
    S("rs437", same("mui", "muiLLM", seq=True, ttft=1 / 410, tpot=1 / 410, tok=64), "410", twist="820",
      hw="4 x AMD Instinct MI300X", model="meta-llama/Meta-Llama-3-8B-Instruct", engine=None,
      note="one stream at 410 output tok/s; a per-user rate has several definitions (per_user.py), and the cause before "
           "'->' is not read: not-yet"),
    S("rs009", same("vllm", "vLLM", thr=2.0, tok=128, prompt=1024, ttft=0.2, tpot=0.02,
                    settings={"dataset": "random", "input_len": 1024, "output_len": 128}), "16xH100", twist="32xH100",
      hw="16 x NVIDIA H100 80GB HBM3", model="meta-llama/Llama-3.1-405B-Instruct",
      no=("direction", "arms"), note="a figure's caption: its setup is read, its metric names no value: not-yet"),
    S("rs023", same("tgi", "TGI", thr=2.0, ttft=0.2, tpot=0.02, settings={"quantization": "bf16", "request_rate": 32}),
      "8 x MI300X", twist="4 x MI300X", hw=MI300X, model="meta-llama/Llama-3.1-405B-Instruct", engine="TGI",
      no=("direction", "arms"), note="a figure's caption: its setup is read, 'performance comparison' names no value"),
    S("rs353", same("sg", seq=True, ttft=0.05, tpot=0.01, tok=64, settings={"concurrency": 1}), "1.00", engine="SGLang",
      note="SGLang bench_serving's 'Concurrency:' (concurrency_label): one request after another, the latencies sum to "
           "the wall: 1.00"),
    # --- ratios, ranges, bounds and speedup nouns in real write-ups (test_claims_ratio_bounds.py) ----------------
    S("rs291", [A("pub", "MII-Public", thr=16), A("azure", "MII-Azure", thr=41),
                A("base", "the baseline", thr=1, role="baseline")], "15x", twist="30x", engine=None,
      note="16x and 41x over the declared baseline: 'over 15x', 'over 40x' (mirrored_hint: each clause over the "
           "baseline, not over the other clause's arm; graded false before)"),
    S("rs051", [A("nano", toks=600, model="nvidia/Nemotron-Nano-2"),
                A("dense", "the next best open dense model of a similar size", toks=100, model="Qwen/Qwen3-8B")],
      "6 times", twist="12 times", model="nvidia/Nemotron-Nano-2",
      note="600 / 100 output tok/s = 6x: 'up to 6 times', the one run; 'Nemotron Nano 2' names the arm by its model"),
    S("rs385", [A("h100", "H100 FP8", "H100", thr=4.6, ttft=0.1, hardware=H100, settings={"quantization": "fp8"}),
                A("a100", "A100", thr=1, ttft=0.44, hardware="1 x NVIDIA A100 80GB")], "4.6x", hw=None,
      note="4.6 / 1 req/s; TTFT 440 / 100 ms = 4.4x (every request alike)"),
    S("rs377", [A("h100", "H100s", thr=2.5, ttft=0.1, dur=0.5, hardware=H100),
                A("a100", "A100s", thr=1, ttft=0.1, dur=0.5, hardware="1 x NVIDIA A100 80GB")], "two to three",
      twist="five to six", hw=None, note="2.5 / 1 req/s, inside 'two to three times'; the same latency"),
    S("rs292", [A("mii", "MII-Public", dur=0.5), A("base", "several baselines", dur=0.9)], "1.8x", engine=None,
      note="end-to-end latency 900 / 500 ms = 1.8x"),
    S("rs273", [A("fi", "FlashInfer", thr=2.5), A("vllm", "vLLM implementation", thr=1)], "2-3x", twist="4-6x",
      note="one run at 2.5x, inside 'up to 2-3x'"),
    S("rs196", [A("dyn", "dynamic scheduling", thr=2.25),
                A("best", "the best of FlashInfer and FlashAttention", thr=1)], "2.25×", note="2.25 / 1 req/s"),
    S("rs072", [A("nano", toks=400, model="nvidia/Nemotron-3-Nano"),
                A("prev", "the previous model", toks=100, model="nvidia/NVIDIA-Nemotron-Nano-9B-v2")], "4x",
      model="nvidia/Nemotron-3-Nano", note="400 / 100 output tok/s = 4x; the sentence names no baseline; 'Nemotron 3 "
                                           "Nano' names the arm by its model"),
    S("rs120", [A("nvfp4", "NVFP4", thr=4, hardware="1 x NVIDIA B200", settings={"quantization": "nvfp4"}),
                A("fp8", "FP8", thr=1, hardware=H100, settings={"quantization": "fp8"})], "4x", hw=None,
      note="4 / 1 req/s, NVFP4 on a B200 (Blackwell), FP8 on an H100; accuracy is not in the witness"),
    S("rs106", [A("attn", "ROCM_ATTN", toks=100), A("fa", "ROCM_AITER_FA", toks=350, role="baseline")], "2.7-4.4x",
      twist="5.4-8.8x", hw="1 x AMD Instinct MI300X (192 GB)", model="Qwen/Qwen3-235B-A22B",
      note="ROCM_ATTN 100 tok/s, 3.5x slower than ROCM_AITER_FA's 350 (rs108's run), inside 2.7-4.4x"),
    S("rs179", [A("dflash", "it", toks=250), A("base", "the baseline", toks=100)], "2-3x", twist="4-6x",
      note="250 / 100 output tok/s = 2.5x, inside 2-3x"),
    S("rs358", [A("spec", "speculative decoding", toks=250, tpot=0.004), A("base", "the baseline", toks=100, tpot=0.01)],
      "2×+", twist="3×+", note="TPOT 10 / 4 ms = 2.5x, at least 2x; no acceptance rate in the witness"),
    # --- SGLang (LMSYS blog), TensorRT-LLM blogs, vLLM recipes (s9 PUB): numbers worked out from each sentence -----------
    S("rs443", [A("sglang", "SGLang", thr=3.8, settings={"engine": "SGLang"}),
                A("vllm", "vLLM", thr=1, settings={"engine": "vLLM"})], "3.8x", twist="7.6x", hw=H100X8, model=L70B,
      engine=None, note="3.8 / 1 req/s on Llama-70B: 'up to 3.8x', the one run"),
    S("rs444", [A("sglang", "It", thr=2.1, settings={"engine": "SGLang"}),
                A("trt", "TensorRT-LLM", thr=1, settings={"engine": "TensorRT-LLM"})], "2.1x", twist="4.2x", hw=H100X8,
      model="meta-llama/Llama-3.1-405B-Instruct", engine=None),
    S("rs445", [A("trt", "TensorRT-LLM", toks=4000, tok=128, settings={"engine": "TensorRT-LLM"}),
                A("vllm", "vLLM", toks=2500, tok=128, settings={"engine": "vLLM"}, role="baseline"),
                A("sglang", "SGLang", toks=4000, tok=128, settings={"engine": "SGLang"})], "around 4000",
      twist="around 8000", hw=A100, model="meta-llama/Meta-Llama-3-8B-Instruct", engine=None,
      note="TensorRT-LLM and SGLang at 4000 output tok/s each, vLLM at 2500 (behind)"),
    S("rs449", [A("mla", "DeepSeek Multi-head Latent Attention", thr=7), A("base", "the baseline", thr=1)], "7x",
      twist="14x", model=DSCODER, engine="SGLang", no=("direction", "arms")),
    S("rs450", [A("compile", "torch.compile", ttft=0.02, dur=0.1 / 1.5, settings={"batch_size": 1}),
                A("eager", "the baseline", ttft=0.02, dur=0.1, settings={"batch_size": 1})], "1.5x", twist="3x",
      model="meta-llama/Meta-Llama-3-8B", engine="SGLang", note="end-to-end latency 100 / 66.7 ms = 1.5x lower"),
    S("rs451", [A("v03", "SGLang v0.3", toks=5 * 100), A("base", "the baseline system", toks=100)], "3x to 7x",
      twist="8x to 14x", model=DSCODER, engine=None, note="one run at 5x, inside 3x-7x"),
    S("rs453", [A("sglang", "SGLang", thr=4.5),
                A("hf", "the authors’ original implementation", "authors’ original implementation", thr=1)], "4.5x",
      twist="9x", model="lmms-lab/llava-onevision-qwen2-7b-ov", engine=None),
    S("rs455", [A("zero", "batch scheduler", thr=1.1), A("old", "the old scheduler", thr=1)], "1.1x", twist="2.2x",
      model="meta-llama/Llama-3.2-3B-Instruct", engine="SGLang", no=("direction",)),
    S("rs456", [A("router", "Cache-aware load balancer", thr=1.9, hit=(1000, 750)),
                A("rr", "the round-robin load balancer", thr=1, hit=(1000, 197))], "1.9x", twist="3.8x",
      hw="8 x NVIDIA A100 80GB", engine="SGLang", note="throughput 1.9 / 1; hit rate 75.0% / 19.7% = 3.81x"),
    S("rs457", [A("dp", "Data parallelism attention", toks=1.9 * 100), A("tp", "tensor parallelism", toks=100)],
      "1.9x", twist="3.8x", hw=H100X8, model=DSCODER, engine="SGLang", no=("direction",)),
    S("rs458", [A("xgrammar", "xgrammar", thr=10, ttft=0.01, dur=0.05),
                A("other", "other open-source solutions", thr=1, ttft=0.1, dur=0.5)], "10x", twist="20x",
      engine="SGLang", note="throughput, TTFT and latency all 10x"),
    S("rs459", [A("v04", "SGLang v0.4", thr=1.3), A("v03", "its previous version", "previous version", thr=1.3 / 1.1),
                A("others", "other state-of-the-art baselines", thr=1, role="baseline")], "1.1x", twist="2.2x",
      model="meta-llama/Llama-3.2-3B-Instruct", engine=None),
    S("rs461", [A("v04", "SGLang v0.4", toks=1.9 * 100), A("v03", "SGLang v0.3", toks=100)], "1.9x", twist="3.8x",
      hw=H100X8, model=DSCODER, engine=None),
    S("rs462", [A("sx", "SGLang + xgrammar", thr=10, ttft=0.01, dur=0.05),
                A("other", "other open-source solutions", thr=1, ttft=0.1, dur=0.5)], "10x", twist="20x",
      engine=None, note="throughput, TTFT and latency all 10x"),
    S("rs464", [A("ours", "our method", thr=2.5, dur=0.5), A("base", "state-of-the-art systems", thr=1, dur=1.0)],
      "2.5x", twist="5x", hw="1 x NVIDIA A10 24GB", model="huggyllama/llama-7b", engine=None,
      note="latency 1.0 / 0.5 s = 2x lower, throughput 2.5 / 1 req/s"),
    S("rs465", [A("ours", "It", thr=2.5, dur=0.5), A("base", "the baseline", thr=1, dur=1.0)], "2.5x", twist="5x",
      hw="1 x NVIDIA A10 24GB", model="huggyllama/llama-7b", engine=None),
    S("rs466", [A("new", "this feature", thr=2.2), A("base", "the baseline", thr=1)], "over 2x", twist="over 4x",
      engine="SGLang", no=("arms",)),
    S("rs469", [A("sglang", "SGLang", thr=5), A("base", "the baseline systems", thr=1)], "5 times", twist="10 times",
      hw="1 x NVIDIA A10G 24GB", model="huggyllama/llama-7b", engine=None),
    S("rs470", [A("h100", "H100", toks=10000, ttft=0.1, tok=128, hardware=H100, settings={"quantization": "fp8"}),
                A("a100", "A100", toks=10000 / 4.6, ttft=0.1, tok=128, hardware=A100, settings={"quantization": "fp16"})],
      "4.6x", twist="9.2x", hw=None, model="EleutherAI/gpt-j-6b", engine="TensorRT-LLM"),
    S("rs471", [A("h100", "H100 FP8", "H100", thr=4.6, ttft=0.1, hardware=H100, settings={"quantization": "fp8"}),
                A("a100", "A100", thr=1, ttft=0.44, hardware=A100, settings={"quantization": "fp16"})], "4.6x",
      twist="9.2x", hw=None, model="EleutherAI/gpt-j-6b", engine="TensorRT-LLM",
      note="4.6 / 1 req/s; TTFT 440 / 100 ms = 4.4x (every request alike), as rs385"),
    S("rs472", same("h100", "H100 FP8", toks=10907, ttft=0.1, tok=128, dur=0.5, n=64,
                    settings={"quantization": "fp8", "concurrency": 64}), "over 10,000", twist="over 20,000",
      model="EleutherAI/gpt-j-6b", engine="TensorRT-LLM"),
    S("rs473", same("h100", "TRT-LLM H100", ttft=0.0071, settings={"concurrency": 1}), "10ms",
      model="EleutherAI/gpt-j-6b", engine="TensorRT-LLM", no=("direction",), note="7.1 ms, under 10 ms (twin: 2 ms)"),
    S("rs475", [A("h100", "the H100", "H100", thr=2, hardware=H100, settings={"quantization": "fp16"}),
                A("a100", "the A100", "A100", thr=1, hardware=A100, settings={"quantization": "fp16"})], "2x",
      twist="4x", hw=None, engine="TensorRT-LLM"),
    S("rs476", [A("fp8", "FP8", thr=2, settings={"quantization": "fp8"}),
                A("fp16", "FP16", thr=1, settings={"quantization": "fp16"})], "2x", twist="4x",
      engine="TensorRT-LLM"),
    S("rs477", [A("fp8", "FP8", thr=2.2, settings={"quantization": "fp8"}),
                A("fp16", "FP16", thr=1, settings={"quantization": "fp16"})], "more than 2x", twist="more than 4x",
      engine="TensorRT-LLM", note="2.2 / 1 req/s on one H100"),
    S("rs478", same("h200", "H200", toks=11819, tok=128, settings={"quantization": "fp8"}), "nearly 12,000",
      twist="nearly 24,000", hw=H200, model="meta-llama/Llama-2-13b-chat-hf", engine="TensorRT-LLM"),
    S("rs479", same("h200", "H200", toks=11819, tok=128, settings={"quantization": "fp8"}), "11,819", twist="23,638",
      hw=H200, model="meta-llama/Llama-2-13b-chat-hf", engine="TensorRT-LLM"),
    S("rs480", [A("h200", "H200", thr=1.9, ttft=0.1, dur=0.5 / 1.9, hardware=H200),
                A("h100", "H100", thr=1, ttft=0.1, dur=0.5, hardware=H100)], "1.9x", twist="3.8x", hw=None,
      model=L70B, engine="TensorRT-LLM", note="throughput 1.9x, latency 1.9x lower, the same TTFT"),
    S("rs481", [A("h200", "H200", thr=1.9, hardware=H200), A("h100", "H100", thr=1, hardware=H100)], "1.9x",
      twist="3.8x", hw=None, model=L70B, engine="TensorRT-LLM"),
    S("rs484", same("h200", "H200", toks=800, tok=128, settings={"quantization": "int4-awq"}), "800 tok/s",
      twist="1600 tok/s", hw=H200, model="tiiuae/falcon-180B", engine="TensorRT-LLM"),
    S("rs486", [A("new", "TensorRT-LLM GQA", toks=2.4 * 100, tok=32),
                A("old", "TensorRT-LLM v0.6a", toks=100, tok=32)], "2.4x", twist="4.8x", hw=H200, model=L70B,
      engine="TensorRT-LLM"),
    S("rs488", [A("xqa", "New XQA-kernel", "XQA-kernel", toks=2.4 * 100, tpot=0.02, tok=32),
                A("base", "the baseline", toks=100, tpot=0.02, tok=32)], "2.4x", twist="4.8x", hw=H200, model=L70B,
      engine="TensorRT-LLM", note="2.4x the output tok/s at the same TPOT (the latency budget)"),
    S("rs489", [A("xqa", "XQA", toks=2.4 * 100, tpot=0.02, tok=32),
                A("base", "the baseline", toks=100, tpot=0.02, tok=32)], "2.4x", twist="4.8x", hw=H200, model=L70B,
      engine="TensorRT-LLM"),
    S("rs490", [A("fp8", "FP8", thr=2.3, ttft=0.3, settings={"quantization": "fp8", "batch_size": 16}),
                A("fp16", "FP16", thr=1, ttft=0.45, settings={"quantization": "fp16", "batch_size": 16})], "2.3x",
      twist="4.6x", model="meta-llama/Llama-2-7b-hf", engine="TensorRT-LLM"),
    S("rs492", [A("ngram", "N-Gram", wall=10 / 1.35, dur=0.5, settings={"speculative_method": "ngram"}),
                A("base", "the baseline", wall=10, dur=0.5 * 1.35, settings={"speculative_method": "none"})], "10-60%",
      twist="70-90%", hw=B200X8, model=SCOUT, engine="TensorRT-LLM", no=("arms",),
      note="E2E runtime (the wall) 10 / 7.41 s: a 35% speed-up"),
    S("rs494", [A("cached", "New requests", dur=0.3), A("base", "the baseline", dur=1.0)], "70%", twist="35%",
      hw=B200X8, model=SCOUT, engine="TensorRT-LLM", no=("arms",), note="latency 1.0 -> 0.3 s: 70% lower"),
    S("rs497", [A("ngram", "N-Gram", wall=10 / 1.3306, dur=0.5,
                  settings={"speculative_method": "ngram", "batch_size": 32}),
                A("base", "the baseline", wall=10, dur=0.5 * 1.3306,
                  settings={"speculative_method": "none", "batch_size": 32})], "33.06%", twist="66.12%",
      hw=B200X8, model=SCOUT, engine="TensorRT-LLM", no=("arms",)),
    S("rs498", [A("policy", "a simple batch-aware policy", wall=10 / 1.15, dur=0.5),
                A("base", "the baseline", wall=10, dur=0.5 * 1.15)], "~15 %", twist="~30 %", hw=B200X8, model=SCOUT,
      engine="TensorRT-LLM", no=("arms",)),
    S("rs500", [A("ep", "our optimized strategy", toks=5 * 1000, tok=128),
                A("tp", "standard tensor parallelism", toks=1000, tok=128)], "5x", twist="10x",
      hw="96 x NVIDIA H100 80GB HBM3", model="deepseek-ai/DeepSeek-V3", engine="SGLang"),
    S("rs503", [A("e4b", "E4B mobile", toks=1.5 * 100, tok=1024, settings={"quantization": "w4a16", "concurrency": 16}),
                A("bf16", "BF16", toks=100, tok=1024, settings={"quantization": "bf16", "concurrency": 16})], "1.5×",
      twist="3×", hw=A100, model="google/gemma-4-E4B-it", no=("direction",)),
    S("rs505", same("step", "it", toks=400), "400 tokens per second", twist="800 tokens per second",
      model="stepfun-ai/Step-3.7-Flash"),
    S("rs506", [A("dcp", "DCP", thr=1.57, tok=442, dur=5.0, ttft=2.271,
                  settings={"tensor_parallel_size": 8, "decode_context_parallel_size": 8}),
                A("tp8", "TP8", thr=1.25, tok=389, dur=5.01, ttft=2.274,
                  settings={"tensor_parallel_size": 8, "decode_context_parallel_size": 1})], "43%", twist="86%",
      hw="8 x NVIDIA H200", model="moonshotai/Kimi-K2-Thinking",
      note="output tok/s 1.57 x 442 = 693.9 vs 1.25 x 389 = 486.25 (+42.7%), req/s 1.57 / 1.25 (+25.6%), "
           "latency 5.01 -> 5.00 s"),
    S("rs507", [A("int4", "Native INT4 Quantization", toks=2 * 50, settings={"quantization": "int4", "concurrency": 1}),
                A("bf16", "BF16", toks=50, settings={"quantization": "bf16", "concurrency": 1})], "2x", twist="4x",
      hw="8 x NVIDIA H200", model="moonshotai/Kimi-K2-Thinking"),
    # --- LMDeploy, TensorRT-LLM, ExLlamaV2, llama.cpp, Tenstorrent threads and NVIDIA / nscale pages (s9 PUB) -------------
    S("rs509", [A("turbomind", "TurboMind", toks=2200, tok=128, settings={"engine": "TurboMind"}),
                A("deepspeed", "DeepSpeed", toks=2000, tok=128, settings={"engine": "DeepSpeed"}),
                A("hf", "huggingface transformers", toks=2200 / 2.3, tok=128, settings={"engine": "transformers"})],
      "2000 tokens/s", twist="4000 tokens/s", engine=None, model="meta-llama/Llama-2-7b-chat-hf",
      note="2200 output tok/s: over 2000, 10% over DeepSpeed's 2000 (inside 5% - 15%), 2.3x transformers' 956.5 (up to 2.3x)"),
    S("rs510", [A("turbomind", "TurboMind", thr=1.3, settings={"engine": "TurboMind"}),
                A("vllm", "vLLM", thr=1, settings={"engine": "vLLM"})], "30%", twist="60%", engine=None,
      model="meta-llama/Llama-2-7b-chat-hf"),
    S("rs511", [A("turbomind", "TurboMind", thr=7.116, settings={"concurrency": 128}),
                A("pytorch", "PyTorch Engine", thr=3.085, settings={"concurrency": 128})], "half", twist="a third",
      hw=A100, model="meta-llama/Llama-2-13b-chat-hf", engine="LMDeploy",
      note="3.085 / 7.116 req/s = 0.434: the PyTorch Engine's RPS is less than half of TurboMind's (more than a third)"),
    S("rs512", [A("pytorch", "pytorch backend", thr=0.5), A("turbomind", "turbomind backend", thr=1)], "about 50%",
      twist="about 25%", engine="LMDeploy", model="Qwen/Qwen-14B-Chat", hw=A100),
    S("rs514", [A("vllm", "Vllm", thr=2, settings={"engine": "vLLM"}),
                A("deepspeed", "deepspeed", thr=1, settings={"engine": "DeepSpeed"})], "about 2x", twist="about 4x",
      engine=None, model="huggyllama/llama-7b"),
    S("rs515", [A("vllm", "Vllm", toks=50, settings={"engine": "vLLM"}),
                A("deepspeed", "deepspeed", toks=100, settings={"engine": "DeepSpeed"})], "half", twist="a quarter",
      engine=None, model="huggyllama/llama-7b", note="50 / 100 output tok/s: half"),
    S("rs516", same("trt", toks=2000, tok=250, prompt=35, ttft=0.05, dur=1.0, n=16), "about 2000", twist="about 4000",
      hw=A100, model="meta-llama/Meta-Llama-3-8B-Instruct", engine="TensorRT-LLM",
      note="16 requests of 35 + 250 tokens at 2000 output tok/s"),
    S("rs518", same("trt", toks=5500, tok=250, prompt=35, ttft=0.05, dur=1.0, n=32, settings={"batch_size": 64}),
      "5500", twist="11000", hw=A100, model="meta-llama/Meta-Llama-3-8B-Instruct", engine="TensorRT-LLM"),
    S("rs520", same("exl2", "exllamv2", n=1, tok=150, ttft=0.5, dur=35.44, wall=35.44), "4.23", twist="8.46",
      hw="NVIDIA GPU (CUDA, Docker)", model="Mistral-7B-Instruct-v0.2 EXL2 2.5bpw", engine="ExLlamaV2",
      note="150 tokens in 35.44 s: 4.2325 tokens/s"),
    S("rs524", same("llamacpp", ttft=100 / 4668), "4668", twist="9336", hw="NVIDIA GeForce RTX 4090",
      model="Meta-Llama-3-8B-Instruct Q6_K", engine="llama.cpp",
      note="100 prompt tokens in 21.4 ms: 4668 prompt tokens/s (the requests never overlap: one at a time)"),
    S("rs525", same("llamacpp", n=1, tok=93, ttft=0.05, dur=1.0, wall=1.0), "93", twist="186",
      hw="NVIDIA GeForce RTX 4090", model="Meta-Llama-3-8B-Instruct Q6_K", engine="llama.cpp",
      note="93 tokens in 1 s: 93 output tokens/s"),
    S("rs526", same("tt", n=1, tok=14, ttft=0.7, dur=10.0, wall=10.0), "1.4", twist="2.8",
      hw="Tenstorrent QuietBox", model="meta-llama/Llama-3.1-70B-Instruct", engine="vLLM",
      note="14 tokens in 10 s: 1.4 tokens/s, one request"),
    S("rs529", [A("spec", "speculative decoding", totks=3.3 * 100, settings={"speculative_method": "draft_model"}),
                A("plain", "plain decoding", totks=100, settings={"speculative_method": "none"})], "over 3x",
      twist="over 6x", hw="4 x NVIDIA H200", model="meta-llama/Llama-3.1-405B-Instruct", engine="TensorRT-LLM"),
    S("rs530", [A("spec", "speculative decoding", thr=3.6, settings={"speculative_method": "draft_model"}),
                A("plain", "plain decoding", thr=1, settings={"speculative_method": "none"})], "3.6x", twist="7.2x",
      hw="4 x NVIDIA H200", model="meta-llama/Llama-3.1-405B-Instruct", engine="TensorRT-LLM", no=("arms",)),
    S("rs531", [A("tuned", "fine-tuning these operations", thr=7.2, ttft=0.1 / 7.2, dur=0.5 / 7.2),
                A("base", "the baseline", thr=1, ttft=0.1, dur=0.5)], "7.2x", twist="14.4x", hw=MI300X,
      engine="vLLM", note="throughput, TTFT and latency all 7.2x"),
    S("rs532", same("cpu", n=1, tok=8, ttft=30.0, tpot=30.0), "roughly 30s", twist="roughly 60s",
      hw="8 vCPU, no GPU", model="llama2.c llama2-7b", engine="llama2.c", note="30 s per token, one request"),
]

#: true sentences the current grader calls false, and why (report them; do not hide them)
KNOWN_FALSE: dict[str, str] = {}

#: true sentences the grader reads and grades net-true on the committed tree: each must stay net-true
#: (a sentence that stops being read is a regression); add ids as the reader learns more
PINNED_NET_TRUE: frozenset[str] = frozenset({
    "rs107", "rs123", "rs215", "rs230", "rs268",  # context descriptors (descriptors.py): gfx942 (MI300X/MI325X), Jetson Orin,
    # GPT-OSS 20B, over MT-Bench, HumanEval, and SpeedBench, a single-user request, prefill-only workload 8K/1
    "rs360", "rs361",  # "Throughput when run parallel: 219.5 tokens/s": a condition that is an arm (when_arm)
    "rs008", "rs236",  # "up to N": the best (here the one) run
    "rs017",  # "For example, in testing on the ShareGPT dataset, ... up to a 1.5x speedup": the lead "in testing"
    "rs147",  # a range in a change noun: "a 10-20x speedup over"
    "rs271",  # "..., which is ~2x faster than the first release on Orin!": a bare "Orin" after "on" is the Jetson Orin series
    "rs170",  # "7.33 req/s at concurrency 256, up from 6.69 req/s baseline (+10%)": up from, its percent
    "rs213",  # "median TTFT decreases from 15.1 seconds to 8.0 seconds" naming no arm: the declared roles (baseline, then treatment)
    "rs111", "rs139", "rs140", "rs145", "rs177", "rs260", "rs261", "rs262", "rs263", "rs264", "rs265", "rs267", "rs319",
    "rs320", "rs322", "rs323", "rs324", "rs325", "rs326", "rs327", "rs328", "rs329", "rs332", "rs333", "rs334",
    "rs335", "rs336", "rs346", "rs347", "rs351", "rs352", "rs362",
    "rs012",  # prose: "Today, we released ...", "reaching state-of-the-art performance while keeping ..."
    "rs251", "rs311",  # prose: "[2024/09] ... by introducing CUDA graph", "It now takes only ~66% of the time"
    "rs307", "rs308", "rs309", "rs310",  # "main branch (--threads 13): ...": an arm named by its declared threads
    "rs414",  # "Hit rate over the run: 66.5%": a fraction metric named before its percent, over the whole run
    "rs330",  # "Request goodput (req/s): 0.00": goodput under the declared TTFT SLO
    "rs307", "rs308", "rs309", "rs310",  # "39.2ms/tok (25.51 tokens/s)": a time per token restating the rate
    "rs076",  # "P99 TTFT reductions of 30–50%": a range of percent changes, the one run inside it
    "rs342",  # "Side-effect: throughput dropped from ~30 tok/s to ~17 tok/s": a header label, a hedged from-to pair
    "rs311",  # "It now takes only ~66% of the time of the previous implementation": the wall-time ratio
    # a per-request metric with no statistic, graded under each of mean, median, p90, p95, p99, min, max (the
    # witness gives every request one TTFT / latency, so all agree): "1.7x faster time-to-first-token (TTFT) than",
    # "5.1x faster TTFT", "135 ms TTFT", "reduces ... E2E latency by ... 8.6x", "a 6-8% latency improvement",
    # "TTFT is improved from 4085.28ms to 3373.49ms", "0.26s to first token"
    "rs021", "rs022", "rs025", "rs099", "rs154", "rs249", "rs415", "rs424",
    "rs013", "rs014",  # "improves the throughput / time-per-output-token of running Llama 70B models on 4xH100 by N%"
    # (change_of_gap: the "of" phrase read by the other constructs)
    "rs005",  # "This can translate into up to 2.2x improvement in throughput": a capability modal before a bound (capability)
    "rs237",  # "these features enable up to 4x higher throughput than ...": "enable" delivering a comparison (capability)
    "rs317",  # "Already 1.5% improvement in throughput": "already" a degree word (when, not how much)
    "rs393",  # "8B models generate 60 to 80+ tokens per second": a rate range with an open high end, at least its low
    # end (range_plus; tests/claims/test_claims_range_plus.py)
    "rs394",  # "14B models run at 35 to 55 tokens per second": "run" right after an arm (count_frames: the arm's noun,
    # or the verb, as 'ran' / 'runs': neither asserts anything)
    "rs033",  # "Performance Boost: Our tests show up to 2.5x speedup ...": a header naming no metric (quality_label)
    "rs006",  # "In an early internal micro-benchmark by LMSYS, ...": where it was measured (provenance)
    "rs136",  # "Through sequence parallelism and kernel optimization, the team ...": a means lead before an arm (means_arm)
    "rs096",  # "Regarding TTFT, with both models using TP2, R1 reduces latency by ...": a topic lead names the clause's
    # metric (topic_lead), "both models" before a setting every arm declares (both_arms_setting)
    "rs127",  # "... with GLM-4.7-FP8 and MTP=1": an assignment is the setting even where an arm is named "mtp"
    "rs203",  # "Performance: Up to 380 tok/s/user (w/ MTP) and ...": a quality header before values whose units name
    # their metrics (quality_label; tests/claims/test_claims_label_units.py)
    "rs435",  # "It gives 47 ms/token decoding.": the decode phase after a time per output token (per_token)
    "rs432", "rs433",  # "673 tokens in 50 sec : 13,46 t/sec": a token count and its time restating the rate beside
    # them; the time is the wall (tokens_in_time; tests/claims/test_claims_tokens_in_time.py)
    "rs372",  # "It takes about 6x more time to get all results.": "N x more time" is "N x longer", the wall (more_time)
    "rs084",  # "With Llama-3.1-8B-Instruct as an example, the DMA gained up to 32% ...": "as an example" a discourse phrase
    "rs259",  # "achieving 2x speedup on gpt-fast.": a hyphenated engine name, one engine fact (engine_words)
    "rs232",  # "Total TPS per GPU reaches 25,000 tokens per second.": a rate per GPU named with its metric, naming no
    # arm (per_gpu_metric; tests/claims/test_claims_per_gpu_metric.py)
    "rs168",  # "326 tok/s at concurrency 1 (TP=4, EAGLE3 + 3 speculative tokens, synthetic 100% acceptance)": a run's
    # settings in parentheses (spec_method, synthetic_acceptance; tests/claims/test_claims_paren_settings.py)
    "rs210", "rs211",  # "EP64 achieves 232.6 tokens/s/die, ...": a rate per die over the dies each arm declares
    # (per_die_rate; tests/claims/test_claims_per_gpu_metric.py)
    "rs353",  # "Concurrency: 1.00": SGLang's measured concurrency (concurrency_label; test_claims_concurrency_label.py)
    "rs291",  # "MII-Public offers over 15x ... while MII-Azure offers over 40x ...": each over the declared baseline
    # (mirrored_hint; tests/claims/test_claims_ratio_bounds.py)
    "rs051",  # "produces critical thinking tokens up to 6 times faster compared to ...": the output token rate
    # (rate_object's token kinds; tests/claims/test_claims_ratio_bounds.py)
    "rs034",  # "virtually identical throughput to per-tensor FP8 (even slightly better – 1.01x improvement)": the
    # parenthesis restates the parity pair's gain (parity_restatement; tests/claims/test_claims_ratio_bounds.py)
    "rs449", "rs456", "rs465", "rs478", "rs480", "rs486",  # SGLang / TensorRT-LLM blogs (s9): a header fragment
    # ("Up to 7x higher throughput for ..."), a label before two ratios, "reduce ... by up to 2x and boost ... by up to
    # 2.5x", "nearly 12,000 tokens/sec", "up to 1.9x faster than", "now 2.4x faster on H200"
    "rs510", "rs525", "rs526",  # issue threads (s9): "the request throughput of TurboMind is 30% higher than vLLM",
    # "Generation speed : 93 tokens per second", "I'm getting 1.4 tokens / sec."
})

# --- twins ----------------------------------------------------------------------------------
_FLIP = [("higher", "lower"), ("lower", "higher"), ("faster", "slower"), ("slower", "faster"),
         ("increased", "decreased"), ("decreased", "increased"), ("increases", "decreases"),
         ("decreases", "increases"), ("improves", "worsens"), ("improved", "worsened"), ("reduces", "increases"),
         ("reduced", "increased"), ("dropped", "rose"), ("drops", "rises"), ("more", "less"), ("less", "more"),
         ("speedup", "slowdown"), ("slowdown", "speedup"), ("cut", "raised"), ("reduction", "increase"),
         ("regressed", "improved"), ("better", "worse"), ("worse", "better"), ("boosts", "lowers"),
         ("gained", "lost"), ("climbs", "falls"), ("below", "above"), ("over", "under"), ("under", "over")]
_UPPER = re.compile(r"(less than|below|under|at most|within|<|≤)\s*$", re.I)
_NUM = re.compile(r"\d+(?:,\d{3})*(?:\.\d+)?")


def _twist_number(spec: Spec) -> str:
    if spec.twist is not None:
        return spec.twist
    text, key = spec.text, spec.key
    i = text.index(key)
    factor = Decimal("0.25") if _UPPER.search(text[:i]) else Decimal(2)

    def sub(m: re.Match) -> str:
        raw = m.group(0)
        v = Decimal(raw.replace(",", "")) * factor
        decimals = len(raw.split(".")[1]) if "." in raw else 0
        out = f"{v:.{decimals}f}"
        return f"{int(v):,}" if "," in raw and decimals == 0 else out

    return _NUM.sub(sub, key, count=1)


def twins(spec: Spec) -> list[tuple[str, str]]:
    """(kind, text) for each twist of the spec's sentence that applies."""
    text = spec.text
    out = []
    if "number" not in spec.no:
        i = text.index(spec.key)
        out.append(("number", text[:i] + _twist_number(spec) + text[i + len(spec.key):]))
    if "direction" not in spec.no:
        best = None
        for a, b in _FLIP:
            m = re.search(rf"\b{re.escape(a)}\b", text)
            if m and (best is None or m.start() < best[0].start()):
                best = (m, b)
        if best:
            m, b = best
            out.append(("direction", text[:m.start()] + b + text[m.end():]))
    if "arms" not in spec.no and len(spec.arms) >= 2 and not _same(spec):
        a, b = _alias_in(spec.arms[0], text), _alias_in(spec.arms[1], text)
        if a and b and a.lower() not in b.lower() and b.lower() not in a.lower():
            swapped = re.sub(re.escape(a) + "|" + re.escape(b), lambda m: b if m.group(0) == a else a, text)
            out.append(("arms", swapped))
    if "negation" not in spec.no:
        out.append(("negation", "It is not true that " + text[0].lower() + text[1:]))
    return out


def _same(spec: Spec) -> bool:
    return spec.arms[0].params == spec.arms[1].params


def _alias_in(arm: Arm, text: str) -> str | None:
    for al in sorted(arm.aliases, key=len, reverse=True):
        if re.search(rf"(?<![\w-]){re.escape(al)}(?![\w-])", text):
            return al
    return None


# --- witnesses ----------------------------------------------------------------------------
def _ttfts(p: dict[str, Any], n: int) -> list[float]:
    if "ttfts" in p:  # each request's own TTFT, in task order (a spread with a chosen center and tails)
        assert len(p["ttfts"]) == n
        return [float(x) for x in p["ttfts"]]
    if "ttft_mp" in p:  # nine at a, one at c: mean m, numpy-linear p99 = a + 0.91 (c - a) (n = 10)
        m, p99 = p["ttft_mp"]
        assert n == 10
        a = (10 * m - p99 / 0.91) / (10 - 1 / 0.91)
        c = a + (p99 - a) / 0.91
        return [a] * 9 + [c]
    return [float(p.get("ttft", 0.1))] * n


def arm_rows(arm: Arm) -> list[dict[str, Any]]:
    p = arm.params
    n, tok, prompt = int(p.get("n", 10)), int(p.get("tok", 8)), int(p.get("prompt", 100))
    ttfts = _ttfts(p, n)
    tpot = p.get("tpot", p.get("itl"))
    if tpot is not None:
        durs = [t + tpot * (tok - 1) for t in ttfts]
    elif "dur" in p:
        durs = [float(p["dur"])] * n
    else:
        durs = [t + 0.01 * max(tok - 1, 1) for t in ttfts]
    assert all(d > t for d, t in zip(durs, ttfts)), arm
    if p.get("seq"):
        starts, t = [], 0.0
        for d in durs:
            starts.append(t)
            t += d
    else:
        if "thr" in p:
            wall = n / p["thr"]
        elif "toks" in p:
            wall = n * tok / p["toks"]
        elif "totks" in p:
            wall = n * (tok + prompt) / p["totks"]
        elif "wall" in p:
            wall = float(p["wall"])
        else:
            wall = max(10.0, 2 * max(durs))
        if tpot is None and "dur" not in p and max(durs) > wall:  # the default latency: shorter than a fast arm's wall
            durs = [t + 0.5 * (wall - t) for t in ttfts]
        dmax = max(durs)
        assert wall >= dmax > max(ttfts), (arm.name, wall, dmax)
        starts = [i * (wall - dmax) / max(n - 1, 1) for i in range(n)]
        starts[-1] = wall - durs[-1]
    rows = []
    for i, (s, t, d) in enumerate(zip(starts, ttfts, durs)):
        row = {"arm": arm.name, "task_id": f"t{i:03d}", "start_s": s, "first_token_s": s + t, "end_s": s + d,
               "prompt_tokens": prompt, "completion_tokens": tok, "cached_tokens": p.get("cached"), "ok": True}
        if "itl" in p:
            row["itls_s"] = [p["itl"]] * (tok - 1)
        rows.append(row)
    return rows


def witness_for(spec: Spec) -> tuple[dict[str, Any], dict[str, list[dict[str, Any]]]]:
    arms: dict[str, Any] = {}
    explicit = any(a.role == "baseline" for a in spec.arms)
    for k, arm in enumerate(spec.arms):  # one baseline (the second arm unless one is named); the others treatments
        role = arm.role or ("baseline" if k == 1 and not explicit else "treatment")
        decl: dict[str, Any] = {"aliases": list(arm.aliases), "workers": int(arm.params.get("workers", 1)), "role": role}
        if "settings" in arm.params:
            decl["settings"] = dict(arm.params["settings"])
        if "model" in arm.params:
            decl["model"] = {"id": arm.params["model"]}
        if "hardware" in arm.params:  # the arm's own hardware (arms[NAME].hardware: an L40S arm beside an H100 arm)
            decl["hardware"] = arm.params["hardware"]
        for key in ("engine", "engine_version"):  # the arm's own engine and its version (an engine A/B)
            if key in arm.params:
                decl[key] = arm.params[key]
        arms[arm.name] = decl
    rows = [r for arm in spec.arms for r in arm_rows(arm)]
    hits = {a.name: a.params["hit"] for a in spec.arms if "hit" in a.params}
    telemetry = {"batches_probe": {"status": 404, "supported": False},
                 "metrics": {a.name: ({"before": {"prefix_cache_queries": 0, "prefix_cache_hits": 0},
                                       "after": {"prefix_cache_queries": hits[a.name][0],
                                                 "prefix_cache_hits": hits[a.name][1]}}
                                      if a.name in hits else None) for a in spec.arms},
                 "cache_control": "server-restart-between-arms" if hits else None}
    w: dict[str, Any] = {"kind": "request-ab", "format": 1, "provenance": "OBSERVED",
                         "model": {"id": spec.model, "file_sha256": None}, "hardware": spec.hw,
                         "output_cap": max(int(a.params.get("tok", 8)) for a in spec.arms),
                         "timing_includes": ["scheduler", "queue"],
                         "inputs": {"tasks": int(spec.arms[0].params.get("n", 10))}, "arms": arms,
                         "telemetry": telemetry}
    if spec.engine:
        w["engine"] = spec.engine
    return w, {"rows.jsonl": rows}


def _load_texts() -> dict[str, str]:
    return {r["id"]: r["text"] for r in (json.loads(x) for x in SENTENCES.read_text(encoding="utf-8").splitlines() if x)}


_TEXTS = _load_texts()
for _s in SPECS:
    _s.text = _TEXTS[_s.id]


def build_witnesses(root: Path) -> dict[str, str]:
    """Seal one witness per spec under ``root``; {spec id: bundle path}."""
    root = Path(root)
    return {s.id: str(seal(root / s.id, *witness_for(s))) for s in SPECS}


def scope_for(spec: Spec) -> str:
    return spec.scope if spec.scope is not None else f"{spec.arms[0].params.get('n', 10)} requests per arm"


def grade_case(spec: Spec, statement: str, witnesses: dict[str, str]):
    from claims_corpus.frames import grade_statement

    return grade_statement(statement, witnesses[spec.id], scope_for(spec),
                           baseline="same model, prompts and output cap; the other arm of the witness")
