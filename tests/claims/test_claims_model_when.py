"""A condition naming the model a comparison was served on (production model_when, vocabulary.MODEL_WHEN_LEADS /
MODEL_WHEN_VERBS): "QServe achieves 1.2x-1.4x higher throughput than TensorRT-LLM when serving Llama-3-8B" (real
sentence rs298's frame), "When running Llama-3.1-8B-Instruct, FP8 delivers ...", "... while serving ...". The model is
a model fact checked against the witness's record, as after "for" / "on" / a bare "serving"; "when" / "while" is read
with it. Before: "when" stayed unread and took the comparison down with it (not-yet).

Witnesses (worked out by hand; 10 requests per arm, every request alike):

* ``eng`` (engines per arm, vLLM on one H100, meta-llama/Llama-3.1-8B-Instruct): qserve 2.6 req/s, trt (baseline)
  2.0 req/s: 2.6 / 2.0 = 1.30x, inside "1.2x-1.4x"; TTFT 0.06 s vs 0.10 s: 40% lower.
* ``quant`` (quantization per arm): fp8 1.5 req/s, bf16 (baseline) 1.0 req/s: 1.5x, 50% higher.
* ``rel`` (release names main / pr-1234, an "on" / "off" string setting): pr-1234 1.25 req/s, main 1.0 req/s: 25% higher.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

import pytest  # noqa: E402

L8B = "meta-llama/Llama-3.1-8B-Instruct"
SPECS = {
    "eng": [A("qserve", "QServe", thr=2.6, ttft=0.06, settings={"engine": "QServe"}),
            A("trt", "TensorRT-LLM", thr=2.0, ttft=0.10, role="baseline", settings={"engine": "TensorRT-LLM"})],
    "quant": [A("fp8", "FP8", thr=1.5, settings={"quantization": "fp8"}),
              A("bf16", "BF16", "the BF16 baseline", thr=1.0, role="baseline", settings={"quantization": "bf16"})],
    "rel": [A("pr-1234", "the PR", thr=1.25, settings={"fused_moe": "on"}),
            A("main", thr=1.0, role="baseline", settings={"fused_moe": "off"})],
}
wit = sealed_fixture("modelwhen", SPECS, model=L8B, engine=None)


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], "10 requests per arm on one H100")


FRAMES = [
    ("eng", "QServe achieves 1.2x-1.4x higher throughput than TensorRT-LLM when serving Llama-3.1-8B-Instruct.",
     ["QServe achieves 1.8x-2.1x higher throughput than TensorRT-LLM when serving Llama-3.1-8B-Instruct.",
      "QServe achieves 0.6x-0.7x higher throughput than TensorRT-LLM when serving Llama-3.1-8B-Instruct.",
      "TensorRT-LLM achieves 1.2x-1.4x higher throughput than QServe when serving Llama-3.1-8B-Instruct.",
      "QServe achieves 1.2x-1.4x lower throughput than TensorRT-LLM when serving Llama-3.1-8B-Instruct.",
      "QServe achieves 1.2x-1.4x higher throughput than TensorRT-LLM when serving Qwen1.5-72B.",
      "QServe achieves 1.2x-1.4x higher throughput than TensorRT-LLM when serving Llama-3.1-70B-Instruct.",
      "QServe does not achieve 1.2x-1.4x higher throughput than TensorRT-LLM when serving Llama-3.1-8B-Instruct."]),
    ("eng", "When serving Llama-3.1-8B-Instruct, QServe achieves 1.3x higher throughput than TensorRT-LLM.",
     ["When serving Qwen1.5-72B, QServe achieves 1.3x higher throughput than TensorRT-LLM.",
      "When serving Llama-3.1-8B-Instruct, QServe achieves 1.95x higher throughput than TensorRT-LLM.",
      "When serving Llama-3.1-8B-Instruct, TensorRT-LLM achieves 1.3x higher throughput than QServe."]),
    ("eng", "Compared with TensorRT-LLM, QServe achieves 1.2x-1.4x higher throughput when serving Llama-3.1-8B-Instruct.",
     ["Compared with QServe, TensorRT-LLM achieves 1.2x-1.4x higher throughput when serving Llama-3.1-8B-Instruct.",
      "Compared with TensorRT-LLM, QServe achieves 1.2x-1.4x higher throughput when serving Mixtral-8x7B."]),
    ("eng", "QServe cuts mean TTFT by 40% vs TensorRT-LLM when serving Llama-3.1-8B-Instruct.",
     ["QServe cuts mean TTFT by 60% vs TensorRT-LLM when serving Llama-3.1-8B-Instruct.",
      "QServe cuts mean TTFT by 20% vs TensorRT-LLM when serving Llama-3.1-8B-Instruct.",
      "QServe raises mean TTFT by 40% vs TensorRT-LLM when serving Llama-3.1-8B-Instruct.",
      "QServe cuts mean TTFT by 40% vs TensorRT-LLM when serving Qwen2.5-7B.",
      "QServe cuts p99 TTFT by 40% vs TensorRT-LLM when serving Llama-3.1-8B-Instruct but not 40%."]),
    ("quant", "FP8 delivers 50% higher throughput than BF16 when running Llama-3.1-8B-Instruct.",
     ["FP8 delivers 75% higher throughput than BF16 when running Llama-3.1-8B-Instruct.",
      "FP8 delivers 25% higher throughput than BF16 when running Llama-3.1-8B-Instruct.",
      "BF16 delivers 50% higher throughput than FP8 when running Llama-3.1-8B-Instruct.",
      "FP8 delivers 50% higher throughput than BF16 when running Llama-3.1-70B-Instruct.",
      "FP8 delivers 50% lower throughput than BF16 when running Llama-3.1-8B-Instruct."]),
    ("quant", "When running Llama-3.1-8B-Instruct, FP8 is 1.5x faster than the BF16 baseline.",
     ["When running Llama-3.1-8B-Instruct, FP8 is 2.25x faster than the BF16 baseline.",
      "When running Llama-3.1-8B-Instruct, FP8 is 1.5x slower than the BF16 baseline.",
      "When running Qwen2.5-32B, FP8 is 1.5x faster than the BF16 baseline."]),
    ("rel", "pr-1234 raises request throughput by 25% over main when serving Llama-3.1-8B-Instruct.",
     ["pr-1234 raises request throughput by 50% over main when serving Llama-3.1-8B-Instruct.",
      "main raises request throughput by 25% over pr-1234 when serving Llama-3.1-8B-Instruct.",
      "pr-1234 raises request throughput by 25% over main when serving Llama-3.1-70B-Instruct."]),
]
test_true_read_net_true, test_twins_never_net_true = frame_tests(FRAMES, _grade)

#: a second clause on another model (rs298's "..., and 2.4x-3.5x higher throughput when serving Qwen1.5-72B"), a
#: condition word with no model after it: honest or unclear, never an accusation
NEVER_FALSE = [
    ("eng", "QServe achieves 1.2x-1.4x higher throughput than TensorRT-LLM when serving Llama-3.1-8B-Instruct, and "
            "2.4x-3.5x higher throughput when serving Qwen1.5-72B."),
    ("eng", "QServe achieves 1.3x higher throughput than TensorRT-LLM when serving long prompts."),
    ("eng", "QServe achieves 1.3x higher throughput than TensorRT-LLM when serving 8B models."),
    ("quant", "FP8 delivers 50% higher throughput than BF16 when serving Llama models."),
    ("eng", "QServe cuts mean TTFT by 40% vs TensorRT-LLM while serving Llama-3.1-8B-Instruct."),
    # several models named, the witness ran one: the others are not known, their numbers never an accusation
    ("eng", "QServe achieves 1.3x higher throughput than TensorRT-LLM for Llama-3.1-8B-Instruct, and 2.4x higher "
            "throughput for Qwen1.5-72B."),
    ("quant", "When running Qwen1.5-72B, FP8 is 2.4x faster than BF16; when running Llama-3.1-8B-Instruct, 1.5x."),
]


def test_a_model_list_the_witness_never_ran_is_still_false(wit):
    res = _grade(wit, "eng", "QServe achieves 1.3x higher throughput than TensorRT-LLM when serving Qwen2.5-7B, and "
                             "2.4x higher throughput when serving Qwen1.5-72B.")
    assert res.verdict == "false", res.reason


@pytest.mark.parametrize("name,statement", NEVER_FALSE)
def test_unclear_never_false(name, statement, wit):
    assert_never_false(_grade(wit, name, statement), statement)
