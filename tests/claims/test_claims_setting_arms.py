"""Arms named by a declared engine setting as the author writes it (issue 16): vocabulary.setting_phrases for
max_num_seqs ("with 256 seqs", "with 64 slots"), enforce_eager / cuda_graphs ("in eager mode", "with graph capture
on", "cudagraphs enabled"), enable_expert_parallel ("with EP disabled") and num_lora_adapters ("8 adapters", "one
adapter"); production setting_sum ("3 req/s (TP4+EP) vs 2 req/s (TP4)": claimcheck/claims/setting_sums.py) and a
shared setting as an entry's label ("FP8 3 req/s, TP4 2 req/s": names every arm, never graded).

Witnesses, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows: the wall is 10 /
throughput; 8 output tokens per request):

* ``seqs`` -- s256 (max_num_seqs 256): 3.0 req/s; s64 (max_num_seqs 64, baseline): 2.0 req/s; 3 / 2 = 1.5x (+50%).
* ``eager`` -- g (enforce_eager false): 3.0 req/s, TPOT 10 ms; e (enforce_eager true, baseline): 2.0 req/s, TPOT 15 ms.
* ``ep`` -- a (enable_expert_parallel true, tensor_parallel_size 4): 3.0 req/s; b (false, TP 4, baseline): 2.0 req/s.
* ``lora`` -- l8 (num_lora_adapters 8): 2.0 req/s; l1 (1, baseline): 3.0 req/s; 2 / 3: a third lower.
* ``shared`` -- fp8 / bf16 (quantization), both enforce_eager true, max_num_seqs 256, enable_expert_parallel false,
  num_lora_adapters 8, tensor_parallel_size 4: 3.0 vs 2.0 req/s (1.5x).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_test  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "
SHARED = {"enforce_eager": True, "max_num_seqs": 256, "enable_expert_parallel": False, "num_lora_adapters": 8,
          "tensor_parallel_size": 4}
SPECS = {
    "seqs": [A("s256", thr=3.0, settings={"max_num_seqs": 256}, role="treatment"),
             A("s64", thr=2.0, settings={"max_num_seqs": 64}, role="baseline")],
    "eager": [A("g", thr=3.0, tpot=0.010, settings={"enforce_eager": False}, role="treatment"),
              A("e", thr=2.0, tpot=0.015, settings={"enforce_eager": True}, role="baseline")],
    "ep": [A("a", thr=3.0, settings={"enable_expert_parallel": True, "tensor_parallel_size": 4}, role="treatment"),
           A("b", thr=2.0, settings={"enable_expert_parallel": False, "tensor_parallel_size": 4}, role="baseline")],
    "lora": [A("l8", thr=2.0, settings={"num_lora_adapters": 8}, role="treatment"),
             A("l1", thr=3.0, settings={"num_lora_adapters": 1}, role="baseline")],
    "shared": [A("fp8", "FP8", thr=3.0, settings={**SHARED, "quantization": "fp8"}, role="treatment"),
               A("bf16", "BF16", thr=2.0, settings={**SHARED, "quantization": "bf16"}, role="baseline")],
}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory):
    root = tmp_path_factory.mktemp("setting-arms")
    return {k: str(seal(root / k, *witness_for(Spec(k, arms, key="")))) for k, arms in SPECS.items()}


TRUE = [
    ("seqs", "Request throughput is 3 req/s at max_num_seqs=256 and 2 req/s at max_num_seqs=64.",
     ["Request throughput is 2 req/s at max_num_seqs=256 and 3 req/s at max_num_seqs=64.",
      "Request throughput is 3 req/s at max_num_seqs=128 and 2 req/s at max_num_seqs=64."]),
    ("seqs", "Request throughput is 50% higher with 256 seqs than with 64 seqs.",
     ["Request throughput is 50% higher with 64 seqs than with 256 seqs.",
      "Request throughput is 50% lower with 256 seqs than with 64 seqs.",
      "Request throughput is 100% higher with 256 seqs than with 64 seqs.",
      "Request throughput is 50% higher with 512 seqs than with 64 seqs.",
      NEG + "request throughput is 50% higher with 256 seqs than with 64 seqs."]),
    ("seqs", "With 256 slots, throughput is 3 req/s; with 64 slots, 2 req/s.",
     ["With 64 slots, throughput is 3 req/s; with 256 slots, 2 req/s.",
      "With 256 slots, throughput is 4.5 req/s; with 64 slots, 2 req/s."]),
    ("eager", "Mean TPOT is 10 ms with graph capture on and 15 ms in eager mode.",
     ["Mean TPOT is 15 ms with graph capture on and 10 ms in eager mode.",
      "Mean TPOT is 10 ms in eager mode and 15 ms with graph capture on.",
      "Mean TPOT is 5 ms with graph capture on and 15 ms in eager mode."]),
    ("eager", "With cudagraphs enabled, request throughput is 50% higher than in eager mode.",
     ["With cudagraphs disabled, request throughput is 50% higher than in eager mode.",
      "With cudagraphs enabled, request throughput is 50% lower than in eager mode.",
      "With cudagraphs enabled, request throughput is 2x higher than in eager mode."]),
    ("eager", "Without CUDA graphs, mean TPOT is 15 ms.",
     ["With CUDA graphs, mean TPOT is 15 ms.", "Without CUDA graphs, mean TPOT is 10 ms."]),
    ("ep", "With EP disabled, request throughput is 2 req/s.",
     ["With EP enabled, request throughput is 2 req/s.", "With EP disabled, request throughput is 3 req/s."]),
    ("ep", "Request throughput is 3 req/s (TP4+EP) vs 2 req/s (TP4).",
     ["Request throughput is 2 req/s (TP4+EP) vs 3 req/s (TP4).",
      "Request throughput is 3 req/s (TP8+EP) vs 2 req/s (TP8).",
      "Request throughput is 4.5 req/s (TP4+EP) vs 2 req/s (TP4).",
      NEG + "request throughput is 3 req/s (TP4+EP) vs 2 req/s (TP4)."]),
    ("ep", "Request throughput: TP4 + EP 3 req/s; TP4 2 req/s",
     ["Request throughput: TP4 + EP 2 req/s; TP4 3 req/s"]),
    ("ep", "Request throughput is 50% higher with expert parallelism enabled.",
     ["Request throughput is 50% lower with expert parallelism enabled.",
      "Request throughput is 50% higher with expert parallelism disabled."]),
    ("lora", "Request throughput is 2 req/s with 8 adapters and 3 req/s with one adapter.",
     ["Request throughput is 3 req/s with 8 adapters and 2 req/s with one adapter.",
      "Request throughput is 2 req/s with 16 adapters and 3 req/s with one adapter."]),
    ("lora", "Serving 8 LoRA adapters, request throughput drops by a third compared to a single adapter.",
     ["Serving 8 LoRA adapters, request throughput rises by a third compared to a single adapter.",
      "Serving 4 LoRA adapters, request throughput drops by a third compared to a single adapter."]),
    ("shared", "In eager mode, FP8 reaches 1.5x the request throughput of BF16.",
     ["With CUDA graphs, FP8 reaches 1.5x the request throughput of BF16.",
      "In eager mode, BF16 reaches 1.5x the request throughput of FP8."]),
    ("shared", "With 256 seqs and 8 adapters, FP8 reaches 1.5x the request throughput of BF16.",
     ["With 64 seqs and 8 adapters, FP8 reaches 1.5x the request throughput of BF16.",
      "With 256 seqs and one adapter, FP8 reaches 1.5x the request throughput of BF16.",
      "With EP enabled, FP8 reaches 1.5x the request throughput of BF16."]),
]


test_setting_arms_read_completely_and_twins_never_net_true = frame_test(
    TRUE, lambda witnesses, wit, statement: grade_statement(statement, witnesses[wit], SCOPE), fixture="witnesses",
    ids=[t[1][:50] for t in TRUE])


@pytest.mark.parametrize("wit, statement", [
    ("shared", "Request throughput: FP8 3 req/s, TP4 2 req/s."),  # TP4 is both arms': which arm is 2 req/s?
    ("shared", "Request throughput: FP8 3 req/s; TP4 2 req/s."),
    ("shared", "Request throughput: FP8 3 req/s | TP4 2 req/s"),
    ("ep", "Request throughput: EP 3 req/s, TP4 2 req/s."),
    ("seqs", "With 128 seqs, request throughput is 3 req/s."),  # a value no arm declares
])
def test_never_false(wit, statement, witnesses):
    res = grade_statement(statement, witnesses[wit], SCOPE)
    assert res.verdict != "false", res.reason


@pytest.mark.parametrize("wit, statement", [
    ("eager", "In graph mode, request throughput is 2 req/s."),  # graph mode is g's: 3 req/s
    ("seqs", "Request throughput is 3 req/s with 64 seqs."),
    ("lora", "With one adapter, request throughput is 2 req/s."),
    ("ep", "Request throughput is 2 req/s (TP4+EP) vs 3 req/s (TP4)."),
])
def test_a_value_of_the_other_arm_is_false(wit, statement, witnesses):
    assert grade_statement(statement, witnesses[wit], SCOPE).verdict == "false"


@pytest.mark.parametrize("statement", [
    "With 256 seqs, the new build reaches 3 req/s.", "In eager mode, the new build reaches 3 req/s.",
    "With CUDA graphs disabled, the new build reaches 3 req/s.", "With EP enabled, the new build reaches 3 req/s.",
    "With 8 adapters, the new build reaches 3 req/s.", "The new build reaches 3 req/s with one LoRA adapter.",
])
def test_a_setting_the_witness_does_not_declare_is_never_net_true(statement, tmp_path):
    w = str(seal(tmp_path / "plain", *witness_for(Spec("plain", [
        A("new", "the new build", thr=3.0, role="treatment"), A("old", "the old build", thr=2.0, role="baseline")],
        key=""))))
    assert grade_statement(statement, w, SCOPE).verdict == "not-yet"
