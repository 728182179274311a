"""A speed word naming no aggregate may mean each request's speed (issue 16, the false bar).

Found on a public write-up: Baseten, "33% faster LLM inference with FP8 quantization"
(https://www.baseten.co/blog/33-faster-llm-inference-with-fp8-quantization/): Mistral 7B, FP8 vs FP16, TensorRT-LLM on
one H100, 32 requests of 80 prompt / 100 output tokens. The post's "33% faster" and "a 33% improvement in speed
(output tokens per second)" are the per-user rate (1 / TPOT: 50 -> 66.5 tok/s); its aggregate rises 31% ("a 31%
increase in throughput"). The title and the speed bullet were graded ``false`` by the aggregate (+31% against
33 +- 0.5): an accusation of an honest author. A speed word with no word of the whole run is now also read as each
request's speed (quantities._speed_is_per_request): false only where no per-user definition agrees either.

Witness, by hand (the post's own numbers): FP16 TTFT 0.100 s, TPOT 0.020 s, 1000 output tok/s aggregate; FP8 TTFT
0.0915 s, TPOT 0.020 / 1.33 s, 1310 output tok/s; 32 requests of 100 output tokens each.
  1 / TPOT: 50 -> 66.5 tok/s = +33%; aggregate output tokens / wall: 1000 -> 1310 = +31%.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

COMMON = dict(n=32, tok=100, prompt=80)
SPECS = {"fp8": Spec("fp8", [
    A("fp8", "FP8", "FP8 Mistral 7B", ttft=0.0915, tpot=0.02 / 1.33, toks=1310.0, settings={"quantization": "fp8"},
      role="treatment", **COMMON),
    A("fp16", "FP16", "FP16 Mistral 7B", ttft=0.100, tpot=0.02, toks=1000.0, settings={"quantization": "fp16"},
      role="baseline", **COMMON)], key="", hw="1 x NVIDIA H100 80GB HBM3", model="mistralai/Mistral-7B-Instruct-v0.2",
    engine="TensorRT-LLM")}
SCOPE = "Mistral 7B on 1 x H100 with TensorRT-LLM, 32 requests of 80 input and 100 output tokens"
BASELINE = "FP16 Mistral 7B on the same H100 with TensorRT-LLM, same prompts, batch size and output cap"
wit = sealed_fixture("speed_per_request", SPECS)


def _grade(wit, statement):
    return grade_statement(statement, wit["fp8"], SCOPE, baseline=BASELINE)


@pytest.mark.parametrize("statement", [
    "33% faster LLM inference with FP8 quantization",  # the post's title
    "FP8 showed a 33% improvement in speed (output tokens per second) vs FP16",  # its second bullet
    "FP8 is 33% faster than FP16.",
])
def test_a_per_user_speed_is_never_false(wit, statement):
    assert_never_false(_grade(wit, statement), statement)


@pytest.mark.parametrize("statement", [
    "66% faster LLM inference with FP8 quantization",  # the number doubled: no definition gives +66%
    "33% slower LLM inference with FP8 quantization",  # the direction flipped
    "FP8 showed a 66% improvement in speed (output tokens per second) vs FP16",
    "FP8 showed a 33% drop in speed (output tokens per second) vs FP16",
    "FP16 is 33% faster than FP8.",  # the arms swapped
])
def test_its_twists_stay_false(wit, statement):
    res = _grade(wit, statement)
    assert_never_net_true(res, statement)
    assert res.verdict == "false", (statement, res.reason)


def test_an_aggregate_named_is_graded_as_the_aggregate(wit):
    """"throughput" names the whole run: +31% is true, +33% (the per-user figure) is contradicted, as before."""
    res = _grade(wit, "FP8 showed a 31% increase in throughput vs FP16")
    assert res.verdict == "net-true", res.reason
    res = _grade(wit, "FP8 showed a 33% increase in throughput vs FP16")
    assert res.verdict == "false", res.reason
