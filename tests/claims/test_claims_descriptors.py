"""Context descriptors (issue 16): hardware, software versions, parallelism, datasets, workloads and
model names a write-up gives of its run, read as context facts (claimcheck/claims/descriptors.py) and
checked against what the witness itself records.

Each true statement is read completely and grades net-true against a witness that records those
facts; each twin (other hardware, another GPU count, another version, another tensor-parallel size,
another dataset, other sequence lengths, another model size, swapped arms) never grades net-true; an
honest statement whose descriptor the witness does not record is not-yet, never false.

The witnesses (worked out by hand from the rows ``uniform`` writes): two arms of 24 requests on 4
lanes, 8 output tokens each; the old kernel's wall 10.0 s (2.4 req/s), the new kernel's 8.0 s (3.0
req/s): the new kernel is 3.0 / 2.4 = 1.25x faster.

* ``gpu``: "8 x AMD Instinct MI300X (192 GB)", openai/gpt-oss-20b, both arms declaring ROCm 6.1.2,
  torch 2.3.0, tensor_parallel_size 2, dataset sharegpt, input_len 1024, output_len 8, concurrency 4;
* ``apple``: "Apple M1 Max, 32 GB RAM", llama.cpp, both arms declaring concurrency 1;
* ``bare``: the same rows with no hardware, settings or dataset recorded;
* ``versions``: vLLM, the old kernel's arm declaring engine_version 0.11.1rc3, the new kernel's 0.15.0;
* ``spec``: both arms declaring speculative_method deepseek_mtp and num_speculative_tokens 1;
* ``mixed``: the arms declaring different ROCm versions, datasets and input lengths.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

GPU_SETTINGS = {"rocm_version": "6.1.2", "torch_version": "2.3.0", "tensor_parallel_size": 2, "dataset": "sharegpt",
                "input_len": 1024, "output_len": 8, "concurrency": 4}


def _arms(settings: dict | None) -> dict:
    st = {"settings": dict(settings)} if settings else {}
    return {"old": {"aliases": ["the old kernel"], "workers": 4, "role": "baseline", **st},
            "new": {"aliases": ["the new kernel"], "workers": 4, "role": "treatment", **st}}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("descriptors")
    rows = {"rows.jsonl": uniform("old", 24, 10.0, 4) + uniform("new", 24, 8.0, 4)}
    gpu = ab_witness(_arms(GPU_SETTINGS), hardware="8 x AMD Instinct MI300X (192 GB)",
                     model={"id": "openai/gpt-oss-20b", "file_sha256": None}, engine="vLLM", inputs={"tasks": 24})
    apple = ab_witness(_arms({"concurrency": 1}), hardware="Apple M1 Max, 32 GB RAM",
                       model={"id": "meta-llama/Llama-3.1-70B-Instruct", "file_sha256": None}, engine="llama.cpp",
                       inputs={"tasks": 24})
    bare = ab_witness(_arms(None), hardware=None, model={"id": "unknown", "file_sha256": None}, inputs={"tasks": 24})
    arms = _arms(None)
    arms["old"]["engine_version"], arms["new"]["engine_version"] = "0.11.1rc3", "0.15.0"
    versions = ab_witness(arms, engine="vLLM", inputs={"tasks": 24})
    spec = ab_witness(_arms({"speculative_method": "deepseek_mtp", "num_speculative_tokens": 1}), engine="vLLM",
                      inputs={"tasks": 24})
    mixed_arms = _arms(None)
    mixed_arms["old"]["settings"] = {"rocm_version": "6.2", "dataset": "random", "input_len": 2048}
    mixed_arms["new"]["settings"] = {"rocm_version": "6.1", "dataset": "sharegpt", "input_len": 1024}
    mixed = ab_witness(mixed_arms, engine="vLLM", inputs={"tasks": 24})
    return {"gpu": str(seal(root / "gpu", gpu, rows)), "apple": str(seal(root / "apple", apple, rows)),
            "bare": str(seal(root / "bare", bare, rows)), "versions": str(seal(root / "versions", versions, rows)),
            "spec": str(seal(root / "spec", spec, rows)), "mixed": str(seal(root / "mixed", mixed, rows))}


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, "24 requests per arm", baseline="the old kernel, same prompts")


CLAIM = "the new kernel was 1.25x faster than the old kernel"

# (what, witness, true statement, twins that must never be net-true)
CASES = [
    ("LLVM target glossed by its cards", "gpu", f"On gfx942 (MI300X/MI325X), {CLAIM}.",
     [f"On gfx90a (MI250X), {CLAIM}.", f"On gfx942 (MI300X/H100), {CLAIM}.", f"On gfx942 (MI300X/MI325X), "
      "the old kernel was 1.25x faster than the new kernel."]),
    # a model named right after a verb of running it, as after a preposition (vocabulary.MODEL_LEAD_VERBS)
    ("a model after a verb of serving", "gpu", f"Serving GPT-OSS 20B on 8 MI300X GPUs, {CLAIM}.",
     [f"Serving GPT-OSS 120B on 8 MI300X GPUs, {CLAIM}.", f"Serving Llama-3.1-8B-Instruct on 8 MI300X GPUs, {CLAIM}.",
      f"Serving GPT-OSS 20B on 8 H100 GPUs, {CLAIM}."]),
    ("a model id after a verb of running", "gpu", f"Running GPT-OSS 20B, {CLAIM}.",
     [f"Running GPT-OSS 120B, {CLAIM}.", f"Running Qwen2.5-7B-Instruct, {CLAIM}.", f"Running Llama-3.1-70B, {CLAIM}."]),
    ("GPU count without x", "gpu", f"On 8 AMD Instinct MI300X GPUs, {CLAIM}.",
     [f"On 4 AMD Instinct MI300X GPUs, {CLAIM}.", f"On 8 NVIDIA H100 GPUs, {CLAIM}.",
      f"On 8 AMD Instinct MI300X GPUs, the new kernel was 2.5x faster than the old kernel."]),
    ("two vendor words", "gpu", f"On AMD Instinct MI300X GPUs, {CLAIM}.",
     [f"On AMD Instinct MI250X GPUs, {CLAIM}.", f"On NVIDIA Tesla V100 GPUs, {CLAIM}."]),
    ("N-GPU node", "gpu", f"On a single 8-GPU MI300X node, {CLAIM}.",
     [f"On a single 4-GPU MI300X node, {CLAIM}.", f"On a single 8-GPU H100 node, {CLAIM}."]),
    ("lengths in words", "gpu", f"With input length 1024 and output length 8, {CLAIM}.",
     [f"With input length 2048 and output length 8, {CLAIM}.", f"With input length 1024 and output length 128, {CLAIM}.",
      f"With input/output lengths of 1024/128, {CLAIM}."]),
    ("plural GPU and GPU-memory names", "gpu", f"On 8 MI300Xs, {CLAIM}.",
     [f"On 4 MI300Xs, {CLAIM}.", f"On 8 H100s, {CLAIM}.", f"On 8 x MI250X-128GB, {CLAIM}."]),
    ("a degree glossed by its number", "gpu", f"At low concurrency (c=4), {CLAIM}.",
     [f"At low concurrency (c=1), {CLAIM}.", f"At low concurrency, {CLAIM}.",
      f"At high concurrency (64 concurrent requests), {CLAIM}."]),
    ("average lengths of a dataset", "gpu", f"On the ShareGPT dataset (avg. input len 1024, avg. output len 8), {CLAIM}.",
     [f"On the ShareGPT dataset (avg. input len 512, avg. output len 8), {CLAIM}.",
      f"On a synthetic dataset (avg. input len 1024, avg. output len 8), {CLAIM}."]),
    ("lengths at 1K/8", "gpu", f"At 1K/8, {CLAIM}.", [f"At 2K/8, {CLAIM}.", f"At 1K/1K, {CLAIM}."]),
    ("GPU memory after the name", "gpu", f"On MI300X 192GB, {CLAIM}.",
     [f"On H100 80GB, {CLAIM}.", f"On MI250X 128GB, {CLAIM}."]),
    ("software versions", "gpu", f"On top of ROCm 6.1 and PyTorch 2.3, {CLAIM}.",
     [f"On top of ROCm 6.2 and PyTorch 2.3, {CLAIM}.", f"On top of ROCm 6.1 and PyTorch 2.4, {CLAIM}.",
      f"With CUDA 12.4, {CLAIM}."]),
    ("tensor parallelism", "gpu", f"Using TP2, {CLAIM}.",
     [f"Using TP4, {CLAIM}.", f"With tp=8, {CLAIM}.", "Using TP2, the new kernel was 1.5x faster than the old kernel."]),
    ("dataset", "gpu", f"On the ShareGPT dataset, {CLAIM}.",
     [f"On the MT-Bench dataset, {CLAIM}.", f"Over MT-Bench, HumanEval, and ShareGPT, {CLAIM}.",
      f"On LongBench, {CLAIM}."]),
    ("sequence lengths", "gpu", f"With ISL/OSL = 1024/8, {CLAIM}.",
     [f"With ISL/OSL = 2048/8, {CLAIM}.", f"With ISL/OSL = 1024/128, {CLAIM}.", f"With ISL=8192, {CLAIM}."]),
    ("model name with a size", "gpu", f"For GPT-OSS 20B, {CLAIM}.",
     [f"For GPT-OSS 120B, {CLAIM}.", f"For Llama 70B models, {CLAIM}."]),
    ("Apple chip", "apple", f"On an M1 Max, {CLAIM}.",
     [f"On an M2 Max, {CLAIM}.", f"On an M1 Pro, {CLAIM}.", f"On an M1, {CLAIM}.", f"On an RTX 4090, {CLAIM}."]),
    ("Mac with memory", "apple", f"On a Mac M1 Max with 32GB RAM, {CLAIM}.",
     [f"On a Mac M1 Max with 64GB RAM, {CLAIM}.", f"On a Mac M2 Max with 32GB RAM, {CLAIM}."]),
    ("single user", "apple", f"On a single-user request, {CLAIM}.", []),
    ("arms by engine version", "versions", "vLLM 0.15.0 was 1.25x faster than vLLM 0.11.1rc3.",
     ["vLLM 0.11.1rc3 was 1.25x faster than vLLM 0.15.0.", "vLLM 0.16.0 was 1.25x faster than vLLM 0.11.1rc3.",
      "vLLM 0.15.0 was 2.5x faster than vLLM 0.11.1rc3."]),
    ("values by version", "versions", "Throughput was 3.0 req/s in version 0.15.0 and 2.4 req/s in version 0.11.1rc3.",
     ["Throughput was 2.4 req/s in version 0.15.0 and 3.0 req/s in version 0.11.1rc3.",
      "Throughput was 3.0 req/s in version 0.11.1rc3 and 2.4 req/s in version 0.15.0."]),
    ("condition 'when using' an arm", "versions", "Throughput was 1.25x higher when using the new kernel.",
     ["Throughput was 1.25x higher when using the old kernel.", "Throughput was 1.25x higher when not using the new kernel.",
      "Throughput was 2.5x higher when using the new kernel."]),
    ("speculative tokens", "spec", f"With MTP=1, {CLAIM}.",
     [f"With MTP=2, {CLAIM}.", f"With 3 speculative tokens, {CLAIM}.", "With MTP=1, the old kernel was 1.25x faster "
      "than the new kernel."]),
    ("family and size, no version", "apple", f"For Llama 70B models, {CLAIM}.",
     [f"For Llama 8B models, {CLAIM}.", f"For Qwen 70B models, {CLAIM}."]),
]


@pytest.mark.parametrize("what,which,true,twins", CASES, ids=[c[0] for c in CASES])
def test_true_statement_is_read_completely_and_net_true(what, which, true, twins, witnesses):
    assert_read_net_true(_grade(true, witnesses[which]))


@pytest.mark.parametrize("what,which,true,twins", CASES, ids=[c[0] for c in CASES])
def test_twins_are_never_net_true(what, which, true, twins, witnesses):
    for twin in twins:
        assert_never_net_true(_grade(twin, witnesses[which]), twin)


# a descriptor contradicted by what the witness records is false (the clause is read completely)
CONTRADICTED = [
    # more GPUs than the machine's hardware string lists ("On 4 AMD Instinct MI300X GPUs" of an 8-GPU machine is in
    # HONEST: a run may use four of its eight GPUs)
    ("gpu", f"On 16 AMD Instinct MI300X GPUs, {CLAIM}."),
    ("gpu", f"On top of ROCm 6.2, {CLAIM}."),
    ("gpu", f"Using TP4, {CLAIM}."),
    ("gpu", f"On the MT-Bench dataset, {CLAIM}."),
    ("gpu", f"With ISL/OSL = 2048/8, {CLAIM}."),
    ("gpu", f"On Jetson Orin, {CLAIM}."),
    ("gpu", f"On a single-user request, {CLAIM}."),  # the witness declares concurrency 4
    ("apple", f"On an M2 Max, {CLAIM}."),
    ("apple", f"On an M1 Pro, {CLAIM}."),
    ("gpu", f"On a synthetic dataset, {CLAIM}."),  # the witness records ShareGPT
    ("spec", f"With MTP=2, {CLAIM}."),
    ("gpu", f"Serving Llama-3.1-70B-Instruct, {CLAIM}."),  # one model id token after a verb of serving
    ("gpu", f"Benchmarking Qwen2.5-7B-Instruct on 8 MI300X GPUs, {CLAIM}."),
    ("spec", f"With 3 speculative tokens, {CLAIM}."),
]


@pytest.mark.parametrize("which,statement", CONTRADICTED)
def test_a_descriptor_the_witness_contradicts_is_false(which, statement, witnesses):
    res = _grade(statement, witnesses[which])
    assert res.verdict == "false", res.reason


# honest statements whose descriptor the witness does not record (or records as a relative): never false
HONEST = [
    ("gpu", f"On 4 AMD Instinct MI300X GPUs, {CLAIM}."),  # four of the machine's eight GPUs: not recorded, not refuted
    ("bare", f"On gfx942 (MI300X/MI325X), {CLAIM}."),
    ("bare", f"On 8 AMD Instinct MI300X GPUs, {CLAIM}."),
    ("bare", f"On top of ROCm 6.1 and PyTorch 2.3, {CLAIM}."),
    ("bare", f"Using TP2, {CLAIM}."),
    ("bare", f"On the ShareGPT dataset, {CLAIM}."),
    ("bare", f"With ISL/OSL = 1024/8, {CLAIM}."),
    ("bare", f"On a prefill-only workload, {CLAIM}."),
    ("bare", f"On an M1 Max with 32GB RAM, {CLAIM}."),
    ("bare", f"On NVIDIA Jetson AGX Orin, {CLAIM}."),
    ("gpu", f"On MI300X 256GB, {CLAIM}."),  # a memory amount is never contradicted
    ("gpu", f"On a prefill-only workload, {CLAIM}."),  # output_len 8: not shown to be prefill-only, not refuted
    ("apple", f"On an M1, {CLAIM}."),  # the generation of an M1 Max: which chip is meant is not known
    ("apple", f"On a Mac M1 with 16GB RAM, {CLAIM}."),
    ("bare", f"With MTP=1, {CLAIM}."),
    ("gpu", f"On 8 AMD Instinct MI300X GPUs (BF16, 32 QPS), {CLAIM}."),  # no quantization or request rate recorded
    ("gpu", f"On 8 x MI300X (32 QPS), {CLAIM}."),  # the offered load, not a throughput of 32 req/s (3.0 measured)
    # the arms differ in it: a descriptor of the whole comparison agrees with one arm only (never net-true, never false)
    ("mixed", f"On top of ROCm 6.1, {CLAIM}."),
    ("mixed", f"On the ShareGPT dataset, {CLAIM}."),
    ("mixed", f"With input length 1024, {CLAIM}."),
]


@pytest.mark.parametrize("which,statement", HONEST)
def test_an_unrecorded_descriptor_is_not_yet_never_false(which, statement, witnesses):
    res = _grade(statement, witnesses[which])
    assert res.verdict == "not-yet", (res.verdict, res.reason)


def _facts(text: str) -> list[tuple[str, str, object]]:
    r = read_full(text, "", {"a": ["the new kernel"], "b": ["the old kernel"]})
    assert not r.reading.unread, [u.text for u in r.reading.unread]
    return [(f.kind, f.key, f.value) for f in r.reading.context]


def test_descriptor_facts_as_read():
    assert _facts("It ran on 16 NVIDIA GB300 NVL72 GPUs.") == [("setting", "gpu_count", 16.0),
                                                                ("hardware", "gpu", "GB300")]
    assert ("setting", "data_parallel_size", 1.0) in _facts("At DP1×SP8, the new kernel was 2x faster.")
    assert ("setting", "sequence_parallel_size", 8.0) in _facts("At DP1×SP8, the new kernel was 2x faster.")
    got = _facts("It ran on a prefill-only workload (ISL/OSL = 8192/1).")
    assert ("setting", "input_len", "8192") in got and ("setting", "output_len", "1") in got
    assert ("setting", "prefill_only", "on") in got
    assert ("setting", "input_len", "8K") in _facts("It ran on a prefill-only workload 8K/1.")
    assert ("hardware", "memory", "8 GB") in _facts("It ran on an RTX 3090 (8 GB VRAM).")
    assert ("hardware", "soc", "Apple M2 Pro") in _facts("It ran on an Apple M2 Pro.")
    assert ("setting", "dataset", "mt-bench, humaneval, speed-bench") in _facts(
        "It ran over MT-Bench, HumanEval, and SpeedBench.")
    assert ("setting", "concurrency", 1.0) in _facts("It ran on a single-user request.")
    assert ("model", "model", "Llama 3.1-8B") in _facts("It ran for Llama 3.1-8B.")
    assert ("model", "model", "Llama 70B") in _facts("It was measured serving Llama 70B models on 4xH100.")
    assert ("model", "model", "Llama-3.1-8B-Instruct") in _facts("Serving Llama-3.1-8B-Instruct, the new kernel was 2x faster.")
    assert ("model", "model", "Qwen2.5-7B") in _facts("Benchmarking Qwen2.5-7B, the new kernel was 2x faster.")
    assert ("setting", "quantization", "q4_k_m") in _facts("It ran with Q4_K_M quantization.")
    assert ("setting", "num_speculative_tokens", 3.0) in _facts("It ran at concurrency 1 (TP=4, 3 speculative tokens).")
    assert _facts("It ran with MTP=1 (TP=8).") == [("setting", "speculative_family", "mtp"),
                                                   ("setting", "num_speculative_tokens", 1.0),
                                                   ("setting", "tensor_parallel_size", 8.0)]


def test_a_count_of_output_tokens_stays_a_count():
    r = read_full("The new kernel finished with 1024 output tokens.", "", {"a": ["the new kernel"], "b": ["x"]})
    assert [(a.metric, a.value) for a in r.reading.assertions] == [("completion_tokens", 1024.0)]
    assert not r.reading.context  # not read as a per-request output length


def test_gpu_package_and_memory_facts():
    assert _facts("It ran on an A100 80GB PCIe.") == [("hardware", "gpu", "A100"), ("hardware", "memory", "80 GB")]
    assert _facts("It ran on 4 x A100-80GB.") == [("setting", "gpu_count", 4.0), ("hardware", "gpu", "A100"),
                                                  ("hardware", "memory", "80 GB")]


def test_gpu_count_only_with_its_gpu_fact():
    assert _facts("Across 8× H20, the new kernel was 2x faster.") == [("setting", "gpu_count", 8.0),
                                                                      ("hardware", "gpu", "H20")]
    r = read_full("The new kernel beat 8x H100 by 2x.", "", {"a": ["the new kernel"], "b": ["the old kernel"]})
    assert not r.reading.context  # no preposition: neither the GPU nor its count is a fact (no stray gpu_count)


@pytest.mark.parametrize("text,unread", [
    ("The new kernel beat gfx942.", "gfx942"),  # no preposition: not a statement about the hardware
    ("The new kernel was 2x faster with ROCm.", "ROCm"),  # a version is needed
    ("The new kernel was 2x faster on gfx942 (MI300X/H100).", "H100"),  # a card not of that target: unread
])
def test_descriptors_read_only_where_placed(text, unread):
    r = read_full(text, "", {"a": ["the new kernel"], "b": ["the old kernel"]})
    assert any(unread in u.text for u in r.reading.unread), [u.text for u in r.reading.unread]


# --- the real sentences these descriptors made net-true: a twisted descriptor is never net-true ------
REAL_TWINS = {
    "rs107": [("gfx942 (MI300X/MI325X)", "gfx90a (MI250X)"), ("gfx942 (MI300X/MI325X)", "H100")],
    "rs123": [("B200", "H100"), ("GPT-OSS 20B", "GPT-OSS 120B"), ("GPT-OSS 20B", "Llama 70B"),
              ("MT-Bench, HumanEval, and SpeedBench", "ShareGPT")],
    "rs215": [("single-user request", "request at concurrency 8"), ("SPEED Bench", "ShareGPT")],
    "rs230": [("8K/1", "16K/1"), ("8K/1", "8K/128")],
    "rs268": [("Jetson Orin", "RTX 4090"), ("LLaMA-3-8b", "LLaMA-3-70b")],
}


@pytest.fixture(scope="module")
def real_witnesses(tmp_path_factory):
    from real_sentences.witness_specs import SPECS, seal, witness_for

    root = tmp_path_factory.mktemp("real")
    specs = {s.id: s for s in SPECS if s.id in REAL_TWINS}
    return specs, {i: str(seal(root / i, *witness_for(s))) for i, s in specs.items()}


@pytest.mark.parametrize("rid", sorted(REAL_TWINS))
def test_real_sentence_with_another_descriptor_is_never_net_true(rid, real_witnesses):
    from real_sentences.witness_specs import grade_case

    specs, paths = real_witnesses
    spec = specs[rid]
    assert grade_case(spec, spec.text, paths).verdict == "net-true"
    for old, new in REAL_TWINS[rid]:
        assert old in spec.text, old
        twin = spec.text.replace(old, new)
        got = grade_case(spec, twin, paths)
        assert got.verdict != "net-true", (twin, got.reason)


@pytest.mark.parametrize("span", ["low-concurrency", "scenarios", "synthetic workload", "GPU cluster"])
def test_an_unread_descriptor_says_which_phrasing_would_read(span):
    from claimcheck.claims.grammar import unread_hint

    hint = unread_hint(span)
    assert "at concurrency 4" in hint and "on 8x H100" in hint, hint
