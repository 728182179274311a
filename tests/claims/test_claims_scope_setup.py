"""Production scope_setup (claimcheck/claims/scope_facts.py): the engines (with versions), quantization / dtype and
declared settings a ``--scope`` names, each checked per arm.

Before, from the scope the reader took only counts, GPUs, CPUs, models and sizes; "SGLang on one H100" of a vLLM
witness, "FP8, concurrency 64" of a BF16 witness at concurrency 16, "vLLM 0.7.0" of a 0.6.3 / 0.6.6 A/B all stayed
net-true (a twist of the scope exits 0). Now:

* a fact every arm records agrees; a fact some arms record describes those arms (never false);
* a fact the witness does not record: not known (not-yet), never false;
* a fact every arm records otherwise: false where the scope states it on its own ("SGLang on one H100" of vLLM
  arms), held back (not-yet) where it is listed beside one the witness ran or compared against;
* exclusions ("not TGI", "unlike TGI", "no AWQ") hold where every arm records another, are false only where every arm
  records exactly the excluded fact.

The witnesses, worked out by hand (10 requests per arm, every request of an arm alike, wall clock from the
throughput): each has a treatment whose mean TTFT is 100 ms and a baseline whose mean TTFT is 200 ms, so "Mean TTFT is
50% lower with T than with B" is true of each ((100 - 200) / 200 = -50%).
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import CONC_SWEEP, assert_never_false, assert_never_net_true, assert_read_net_true, \
    sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

H100x2 = "2 x NVIDIA H100 80GB HBM3"
GGUF = "bartowski/Meta-Llama-3.1-8B-Instruct-GGUF:Q4_K_M"

SPECS = {
    # engines per arm (no engine of the whole witness): vLLM 0.6.3 vs SGLang 0.4.0, concurrency 32 each
    "engines": Spec("engines", [A("sglang", "SGLang", ttft=0.1, engine="SGLang", engine_version="0.4.0",
                                  settings={"concurrency": 32}),
                                A("vllm", "vLLM", ttft=0.2, engine="vLLM", engine_version="0.6.3",
                                  settings={"concurrency": 32})], key="", engine=None),
    # quantization named by settings: FP8 (treatment) vs BF16 (baseline), vLLM, concurrency 16
    "quant": Spec("quant", [A("fp8", ttft=0.1, settings={"quantization": "fp8", "concurrency": 16}),
                            A("bf16", ttft=0.2, settings={"quantization": "bf16", "concurrency": 16})], key=""),
    # branch arms of one vLLM, declared by name, settings on / off strings and null, TP 1
    "branch": Spec("branch", [A("pr-1234", "the PR", ttft=0.1,
                                settings={"prefix_caching": "on", "speculative_method": None, "concurrency": 8,
                                          "tensor_parallel_size": 1, "quantization": "none"}),
                              A("main", ttft=0.2, settings={"prefix_caching": "off", "speculative_method": None,
                                                            "concurrency": 8, "tensor_parallel_size": 1,
                                                            "quantization": "none"})], key=""),
    # a version A/B: v0.7.0 (candidate) vs v0.6.3 (baseline), the versions per arm, booleans for caching
    "versions": Spec("versions", [A("candidate", "v0.7.0", ttft=0.1, engine_version="0.7.0",
                                    settings={"enable_prefix_caching": True}),
                                  A("baseline", "v0.6.3", ttft=0.2, engine_version="0.6.3",
                                    settings={"enable_prefix_caching": True})], key=""),
    # TP2 vs TP1 on a 2-GPU machine
    "tp": Spec("tp", [A("tp2", "TP2", ttft=0.1, settings={"tensor_parallel_size": 2}),
                      A("tp1", "TP1", ttft=0.2, settings={"tensor_parallel_size": 1})], key="", hw=H100x2),
    # llama.cpp b5120 serving a GGUF Q4_K_M: 8 slots vs 1 slot
    "gguf": Spec("gguf", [A("slots8", "8 slots", ttft=0.1, settings={"parallel_slots": 8}),
                          A("slots1", "1 slot", ttft=0.2, settings={"parallel_slots": 1})], key="",
                 engine="llama.cpp b5120", model=GGUF),
    # tuning battery 32's concurrency sweep (claims_corpus.frame_checks.CONC_SWEEP): c1, c8, c32 on vLLM; c32 serves
    # 960 output tok/s
    "sweep": Spec("sweep", CONC_SWEEP, key="", engine="vLLM"),
    # EAGLE-3 speculative decoding in both arms, chunked prefill "off" strings, no quantization ("none"), prefix caching
    # booleans: the PR vs main
    "spec": Spec("spec", [A("pr-7", "the PR", ttft=0.1, settings={"speculative_method": "eagle3", "quantization": "none",
                                                                "enable_chunked_prefill": "off", "prefix_caching": True}),
                          A("main", ttft=0.2, settings={"speculative_method": "eagle3", "quantization": "none",
                                                        "enable_chunked_prefill": "off", "prefix_caching": True})],
                 key=""),
    # speculative decoding (ngram) vs plain decoding
    "specab": Spec("specab", [A("ngram", "speculative decoding", ttft=0.1, settings={"speculative_method": "ngram"}),
                              A("plain", "plain decoding", ttft=0.2, settings={"speculative_method": "none"})],
                   key=""),
    # a dtype recorded, no quantization (the activations' type: an FP8 checkpoint would run with it too)
    "dtype": Spec("dtype", [A("pr-9", ttft=0.1, settings={"dtype": "bfloat16", "quantization": None}),
                            A("main", ttft=0.2, settings={"dtype": "bfloat16", "quantization": None})], key=""),
    # a witness that records no engine and no settings
    "bare": Spec("bare", [A("after", "the new build", ttft=0.1), A("before", "the old build", ttft=0.2)], key="",
                 engine=None),
}

STATEMENTS = {
    "engines": "Mean TTFT is 50% lower with SGLang than with vLLM.",
    "quant": "Mean TTFT is 50% lower with FP8 than with BF16.",
    "branch": "Mean TTFT is 50% lower with pr-1234 than with main.",
    "versions": "Mean TTFT is 50% lower with v0.7.0 than with v0.6.3.",
    "tp": "Mean TTFT is 50% lower with TP2 than with TP1.",
    "gguf": "Mean TTFT is 50% lower with 8 slots than with 1 slot.",
    "bare": "Mean TTFT is 50% lower with the new build than with the old build.",
    "sweep": "c32 reaches 960 output tokens per second.",
    "spec": "Mean TTFT is 50% lower with the PR than with main.",
    "dtype": "Mean TTFT is 50% lower with pr-9 than with main.",
    "specab": "Mean TTFT is 50% lower with speculative decoding than with plain decoding.",
}

wit = sealed_fixture("scope_setup", SPECS)


def _grade(witnesses, name: str, scope: str):
    return grade_statement(STATEMENTS[name], witnesses[name], scope)


# honest scopes the witness records: read and net-true
TRUE = [
    ("engines", "SGLang 0.4.0 vs vLLM 0.6.3 on one H100, concurrency 32"),
    ("engines", "vLLM vs SGLang"),
    ("engines", "SGLang (radix cache) vs vLLM (APC)"),
    ("engines", "SGLang and vLLM, Llama-3.1-8B-Instruct, concurrency 32"),
    ("engines", "vLLM, unlike TGI"),
    ("engines", "not TGI, not TensorRT-LLM"),
    ("quant", "vLLM, Llama-3.1-8B-Instruct on one H100, concurrency 16"),
    ("quant", "BF16 (baseline) and FP8 (treatment) on vLLM"),
    ("quant", "Llama-3.1-8B-Instruct in BF16 vs FP8 on one H100, concurrency 16"),
    ("quant", "vLLM, no AWQ"),
    ("branch", "vLLM, concurrency 8, TP1"),
    ("branch", "vLLM on one H100, not SGLang"),
    ("versions", "vLLM 0.6.3 vs 0.7.0"),
    ("versions", "vLLM 0.6.3 and 0.7.0 on one H100"),
    ("tp", "vLLM, Llama-3.1-8B-Instruct, TP1 vs TP2"),
    ("gguf", "GGUF Q4_K_M via llama.cpp b5120"),
    ("gguf", "llama.cpp, Q4_K_M"),
    ("sweep", "vLLM, concurrency 1, 8 and 32"),
    ("sweep", "vLLM, Llama-3.1-8B-Instruct on one H100, concurrency 1/8/32 (32 requests each)"),
    ("sweep", "vLLM, c1, c8 and c32"),
    ("spec", "vLLM, no quantization, chunked prefill disabled"),
    ("spec", "vLLM with speculative decoding and prefix caching, unquantized weights"),
    ("spec", "without chunked prefill, with EAGLE-3"),
    ("quant", "vLLM, without speculative decoding"),
    ("spec", "vLLM, no AWQ"),
    ("specab", "vLLM, with and without speculative decoding"),
    ("specab", "vLLM, speculative decoding on vs off"),
    ("dtype", "vLLM in BF16"),
]

# wrong scopes (another engine, version, dtype, concurrency, parallelism): never net-true
TWINS = [
    ("engines", "TGI on one H100"),
    ("engines", "SGLang 0.4.0 vs vLLM 0.7.0 on one H100"),
    ("engines", "SGLang vs TensorRT-LLM"),
    ("engines", "vLLM vs SGLang, concurrency 64"),
    ("engines", "vLLM, not SGLang"),
    ("engines", "TensorRT-LLM, concurrency 32"),
    ("quant", "SGLang on one H100"),
    ("quant", "FP8, concurrency 64"),
    ("quant", "INT4 on one H100"),
    ("quant", "AWQ vs BF16, concurrency 16"),
    ("quant", "vLLM, not vLLM"),
    ("quant", "vLLM, unlike vLLM"),
    ("branch", "SGLang, concurrency 8"),
    ("branch", "vLLM, concurrency 64"),
    ("branch", "vLLM in FP8"),
    ("branch", "vLLM, TP2"),
    ("versions", "vLLM 0.6.3 vs 0.8.0"),
    ("versions", "vLLM 0.8.0"),
    ("versions", "SGLang 0.6.3 vs 0.7.0"),
    ("versions", "TGI"),
    ("tp", "vLLM, TP4 (four GPUs)"),
    ("tp", "SGLang, TP1 vs TP2"),
    ("gguf", "GGUF Q8_0 via llama.cpp b5120"),
    ("gguf", "llama.cpp b4000"),
    ("gguf", "Ollama, Q4_K_M"),
    ("gguf", "vLLM"),
    ("sweep", "vLLM, concurrency 1, 8, 32 and 64"),
    ("sweep", "vLLM, concurrency 1/8/32/64"),
    ("sweep", "vLLM, concurrency 64"),
    ("sweep", "SGLang, concurrency 1, 8 and 32"),
    ("spec", "vLLM, without speculative decoding"),
    ("spec", "vLLM, with quantization"),
    ("spec", "vLLM, chunked prefill enabled"),
    ("spec", "vLLM, prefix caching off"),
    ("spec", "vLLM, no prefix caching"),
    ("quant", "vLLM, no quantization"),
    ("quant", "vLLM, non-quantized"),
    ("spec", "vLLM, with and without speculative decoding"),
    ("spec", "vLLM, chunked prefill on vs off"),
]

# honest or unclear scopes: never false (whatever else they grade)
NEVER_FALSE = TRUE + [
    ("engines", "vLLM on one H100, compared with TGI's published numbers"),
    ("engines", "vLLM vs TGI"),
    ("engines", "SGLang, TGI and vLLM"),
    ("engines", "SGLang on one H100"),
    ("engines", "vLLM 0.6.3"),
    ("quant", "vLLM, FP8 vs INT8"),
    ("quant", "FP8 on one H100"),
    ("quant", "vLLM, compared with AWQ"),
    ("quant", "w8a8 vs BF16"),
    ("branch", "vLLM in BF16"),
    ("branch", "vLLM, relative to SGLang"),
    ("versions", "vLLM 0.7.0 vs 0.7.1"),
    ("versions", "vLLM 0.6"),
    ("tp", "vLLM, TP1 and TP4"),
    ("quant", "vLLM, TP4"),  # (no arm declares a tensor-parallel size: the scope only describes the run)
    ("tp", "vLLM, TP1 (one GPU), TP2 (both GPUs)"),  # (the GPU count glossing an arm is not read per arm: not-yet)
    ("gguf", "llama.cpp b5120, Q4_K_M vs Q8_0"),
    ("bare", "vLLM on one H100"),
    ("bare", "SGLang, FP8, concurrency 16"),
    ("bare", "not TGI"),
    ("bare", "vLLM, unlike TGI"),
    ("sweep", "vLLM, concurrency 1, 8, 32 and 64"),
    ("sweep", "concurrency 1 and 64"),
    ("quant", "vLLM, no quantization"),
    ("specab", "vLLM, without speculative decoding"),
    ("specab", "vLLM, with speculative decoding"),
    ("spec", "vLLM, prefix caching off"),
    ("specab", "vLLM, no quantization"),  # (no arm records a quantization: not known)
    ("dtype", "vLLM, FP8 weights"),
    ("dtype", "FP16 on one H100"),
    ("dtype", "vLLM, no quantization"),
]

# a scope stated on its own, every arm's record contradicting it: false
FALSE = [
    ("engines", "TGI on one H100"),
    ("engines", "TensorRT-LLM, concurrency 32"),
    ("quant", "SGLang on one H100"),
    ("quant", "FP8, concurrency 64"),
    ("quant", "INT4 on one H100"),
    ("quant", "vLLM, not vLLM"),
    ("branch", "vLLM in FP8"),
    ("versions", "vLLM 0.8.0"),
    ("gguf", "llama.cpp b4000"),
    ("sweep", "vLLM, concurrency 64"),
    ("spec", "vLLM, without speculative decoding"),
    ("spec", "vLLM, with quantization"),
    ("spec", "vLLM, chunked prefill enabled"),
]


def _id(row):
    return f"{row[0]}:{row[1][:40]}"


@pytest.mark.parametrize("name,scope", TRUE, ids=[_id(r) for r in TRUE])
def test_honest_scope_is_net_true(wit, name, scope):
    assert_read_net_true(_grade(wit, name, scope))


@pytest.mark.parametrize("name,scope", TWINS, ids=[_id(r) for r in TWINS])
def test_wrong_scope_is_never_net_true(wit, name, scope):
    assert_never_net_true(_grade(wit, name, scope), scope)


@pytest.mark.parametrize("name,scope", NEVER_FALSE, ids=[_id(r) for r in NEVER_FALSE])
def test_honest_or_unclear_scope_is_never_false(wit, name, scope):
    assert_never_false(_grade(wit, name, scope), scope)


@pytest.mark.parametrize("name,scope", FALSE, ids=[_id(r) for r in FALSE])
def test_scope_every_arm_contradicts_is_false(wit, name, scope):
    res = _grade(wit, name, scope)
    assert res.verdict == "false", (scope, res.verdict, res.reason)


def test_the_statement_twins_stay_caught_under_an_honest_scope(wit):
    # the scope's facts never lift a twisted statement: x1.5, x0.5, flipped, swapped, negated
    for twin in ("Mean TTFT is 75% lower with SGLang than with vLLM.", "Mean TTFT is 25% lower with SGLang than with "
                 "vLLM.", "Mean TTFT is 50% higher with SGLang than with vLLM.", "Mean TTFT is 50% lower with vLLM "
                 "than with SGLang.", "It is not true that mean TTFT is 50% lower with SGLang than with vLLM."):
        res = grade_statement(twin, wit["engines"], "SGLang 0.4.0 vs vLLM 0.6.3 on one H100, concurrency 32")
        assert_never_net_true(res, twin)


def test_a_setting_no_arm_declares_only_describes_the_run(wit):
    # as a GPU count the witness does not record: dropped, never an open question, never false
    for scope in ("vLLM, TP4", "vLLM, max-num-seqs 256, TP2", "vLLM at request rate 4"):
        assert_read_net_true(_grade(wit, "quant", scope))
    # a quantization, an engine version or a feature no arm records describes the run, as a setting does (held-out
    # suites: "Llama-3.1-8B-Instruct (BF16)", "vLLM 0.4.2" of witnesses recording no dtype or version held back every
    # statement of their batteries): dropped, never an open question, never false
    # (an engine too: "vLLM 0.32" of the repository's own llama.cpp-era CPU witnesses, which record no engine)
    for name, scope in (("bare", "FP8, concurrency 16"), ("sweep", "vLLM in FP8, concurrency 1, 8 and 32"),
                        ("bare", "vLLM"), ("bare", "SGLang 0.4.0"),
                        ("engines", "vLLM vs SGLang in AWQ"), ("sweep", "vLLM 0.4.2 in BF16, concurrency 1, 8 and 32")):
        assert _grade(wit, name, scope).verdict == "net-true", (name, scope)


def test_a_draft_models_quantization_is_the_drafts(wit):
    # held-out dev suite: "Qwen2.5-Coder-32B-Instruct Q4_K_M with llama-server ...; draft model Qwen2.5-Coder-0.5B-Instruct
    # Q8_0" held back every statement: the Q8_0 of the draft was checked as the run's quantization (the model id names
    # Q4_K_M). A quantization after "draft" in its part is the draft's: not a fact of the run
    scope = "GGUF Q4_K_M via llama.cpp b5120; draft model Qwen2.5-Coder-0.5B-Instruct Q8_0"
    res = _grade(wit, "gguf", scope)
    assert res.verdict != "false" and not [q for q in res.quantities if "Q8_0" in q.text], res.quantities
    # the run's own quantization stays checked: Q8_0 outside the draft's part is contradicted by the model id
    assert _grade(wit, "gguf", "GGUF Q8_0 via llama.cpp b5120").verdict != "net-true"
