"""A speed superlative measured in a metric named after it, and arms named by their weights (issue 16).

* production superlative_by (claimcheck/claims/superlatives.py): "the fastest of the three variants by request
  throughput", "the fastest variant by request throughput", "the slowest setup on mean TTFT, at 150 ms": a speed word
  (fastest / slowest / quickest) after the scope of all the arms, or after a noun of one arm (superlative_arm), with
  "by" / "on" / "in" and a metric (its statistic before it): faster (slower) than each other arm in that metric, the
  subject's value after it in that metric only.
* production arm_by_noun (claimcheck/claims/arm_nouns.py): "checkpoint" and "weights" name an arm by its precision
  ("the AWQ checkpoint serves 1.5x the requests per second of the BF16 weights").

Witness, worked out by hand (real_sentences.witness_specs rows; 30 requests per arm, every request of an arm alike, so
every statistic of a per-request metric is the same): 1 x NVIDIA L40S 48GB, Mistral-7B-Instruct-v0.3, 256 output /
512 prompt tokens. bf16 (baseline): 1.6 req/s, TTFT 150 ms; fp8: 2.0 req/s, TTFT 120 ms; awq: 2.4 req/s, TTFT 100 ms.
awq has the highest request throughput and the lowest TTFT; bf16 the lowest throughput and the highest TTFT. awq/bf16
request throughput 1.5x; fp8/bf16 1.25x.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

NEG = "It is not true that "
_ARMS = [A("bf16", "BF16", thr=1.6, ttft=0.15, tpot=0.02, tok=256, prompt=512, n=30,
           settings={"quantization": "bf16"}, role="baseline"),
         A("fp8", "FP8", thr=2.0, ttft=0.12, tpot=0.016, tok=256, prompt=512, n=30,
           settings={"quantization": "fp8"}, role="treatment"),
         A("awq", "AWQ", thr=2.4, ttft=0.10, tpot=0.013, tok=256, prompt=512, n=30,
           settings={"quantization": "awq"}, role="treatment")]
SPECS = {"q3": Spec("q3", _ARMS, key="", hw="1 x NVIDIA L40S 48GB", model="mistralai/Mistral-7B-Instruct-v0.3")}
SCOPE = "Mistral-7B-Instruct-v0.3 on one L40S with vLLM, BF16 vs FP8 vs AWQ, 30 requests per arm"

wit = sealed_fixture("superlative_by", SPECS)

ROWS = [
    ("AWQ is the fastest of the three variants by request throughput.",
     ["BF16 is the fastest of the three variants by request throughput.",
      "FP8 is the fastest of the three variants by request throughput.",
      "AWQ is the slowest of the three variants by request throughput.",
      "AWQ is not the fastest of the three variants by request throughput.",
      NEG + "AWQ is the fastest of the three variants by request throughput."]),
    ("AWQ is the fastest variant by request throughput.",
     ["BF16 is the fastest variant by request throughput.", "AWQ is the slowest variant by request throughput.",
      "FP8 is the fastest variant by request throughput."]),
    ("AWQ is the fastest configuration by request throughput, at 2.4 req/s.",
     ["AWQ is the fastest configuration by request throughput, at 3.6 req/s.",
      "AWQ is the fastest configuration by request throughput, at 1.2 req/s.",
      "AWQ is the slowest configuration by request throughput, at 2.4 req/s.",
      "AWQ is the fastest configuration by request throughput, at 2.4 tok/s."]),
    ("BF16 is the slowest setup on mean TTFT, at 150 ms.",
     ["BF16 is the slowest setup on mean TTFT, at 225 ms.", "BF16 is the slowest setup on mean TTFT, at 75 ms.",
      "AWQ is the slowest setup on mean TTFT, at 150 ms.", "BF16 is the fastest setup on mean TTFT, at 150 ms."]),
    ("AWQ is the quickest of the three by mean TTFT.",
     ["BF16 is the quickest of the three by mean TTFT.", "AWQ is the slowest of the three by mean TTFT."]),
    ("The AWQ checkpoint serves 1.5x the requests per second of the BF16 weights.",
     ["The AWQ checkpoint serves 2.25x the requests per second of the BF16 weights.",
      "The BF16 checkpoint serves 1.5x the requests per second of the AWQ weights.",
      "The FP8 checkpoint serves 1.5x the requests per second of the BF16 weights."]),
    ("The FP8 weights deliver 1.25x the request throughput of the BF16 checkpoint.",
     ["The FP8 weights deliver 1.9x the request throughput of the BF16 checkpoint.",
      "The BF16 weights deliver 1.25x the request throughput of the FP8 checkpoint."]),
]


@pytest.mark.parametrize("true,twins", ROWS, ids=[r[0][:50] for r in ROWS])
def test_read_completely_and_twins_never_net_true(true, twins, wit):
    res = grade_statement(true, wit["q3"], SCOPE)
    assert res.verdict == "net-true", (true, res.reason)
    for twin in twins:
        assert_never_net_true(grade_statement(twin, wit["q3"], SCOPE), twin)


@pytest.mark.parametrize("statement", [
    "AWQ is the fastest of the three variants by request throughput.",
    "AWQ is the fastest variant by request throughput, at about 2.4 req/s.",
    "AWQ is the fastest configuration by request throughput at 2.4 req/s.",
    "AWQ is the fastest configuration by request throughput at 614 tok/s.",  # another metric's value: unread
    "AWQ is the fastest variant by request throughput for long prompts.",  # a scope the witness cannot confirm
    "BF16 is the slowest setup on mean TTFT, at 150 ms.",
    "The AWQ checkpoint serves 1.5x the requests per second of the BF16 weights.",
])
def test_true_or_unclear_never_false(statement, wit):
    assert_never_false(grade_statement(statement, wit["q3"], SCOPE), statement)
