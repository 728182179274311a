"""A rate or a time after "by" is a difference, never the subject's value (issue 16, question 2).

"TensorRT-LLM outperforms vLLM by 250 tok/s" (a true sentence of a public write-up's table: 2,100 vs 1,850 tok/s) was
graded false: "250 tok/s" was read as TensorRT-LLM's own output throughput. A duration or a rate right after a "by"
that no difference frame reads ("reduces mean TTFT by 90 ms" is one, test_claims_change_by_time.py) stays unread.
Witness worked out by hand: trt 2,100 and vllm 1,850 output tok/s (200 requests of 256 tokens each).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama 3.3 70B FP8 on one H100, 200 requests per engine"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    spec = Spec("bydiff", [A("trt", "TensorRT-LLM", toks=2100, ttft=0.3, tpot=0.02, tok=256, n=200, role="treatment"),
                           A("vllm", "vLLM", toks=1850, ttft=0.4, tpot=0.022, tok=256, n=200, role="baseline")],
                key="", hw="1x NVIDIA H100 80GB HBM3", model="nvidia/Llama-3.3-70B-Instruct-FP8", engine=None)
    return str(seal(tmp_path_factory.mktemp("bydiff") / "w", *witness_for(spec)))


@pytest.mark.parametrize("statement", [
    "TensorRT-LLM outperforms vLLM by 250 tok/s.",
    "TensorRT-LLM beats vLLM by 250 output tokens per second.",
    "TensorRT-LLM improves output throughput by 250 tok/s over vLLM.",
    "TensorRT-LLM leads vLLM by 250 tok/s at 50 concurrent requests.",
    "vLLM trails TensorRT-LLM by 250 tok/s.",
])
def test_a_difference_after_by_is_never_the_subject_value(statement, wit):
    assert_never_false(grade_statement(statement, wit, SCOPE), statement)


def test_the_values_themselves_still_read(wit):
    assert grade_statement("TensorRT-LLM reaches 2,100 tok/s.", wit, SCOPE).verdict == "net-true"
    assert grade_statement("TensorRT-LLM reaches 250 tok/s.", wit, SCOPE).verdict == "false"
    assert grade_statement("TensorRT-LLM cuts mean TTFT by 100 ms versus vLLM.", wit, SCOPE).verdict == "net-true"
