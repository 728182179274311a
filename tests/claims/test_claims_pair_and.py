"""A pair of values joined by "and", each naming its arm, the second with no unit (production pair_arms_and,
grammar._Clause pair; issue 16).

"The p99 TTFT was 150 milliseconds on BF16 and 120 with FP8", "Output throughput was 512 tok/s on BF16 and 640 with
FP8": as "versus" does (production pair_arms), "and" between two values that each name their arm carries the first
value's unit to the second, within a factor of 10 ("150 ms on BF16 and 12 with FP8": 12 ms or 12 s? not read). Twins
(the second value moved, the values swapped, a negation) are never net-true; a bare second value naming no arm stays
unread.

Witness, worked out by hand (real_sentences.witness_specs rows, 40 requests per arm, every request of an arm alike):
1 x NVIDIA H100 80GB HBM3, Llama-3.1-8B-Instruct, 256 output / 512 prompt tokens. fp8 (treatment): 2.5 req/s, TTFT
120 ms -> 640 output tok/s; bf16 (baseline): 2.0 req/s, TTFT 150 ms -> 512 output tok/s.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

NEG = "It is not true that "
_ARMS = [A("fp8", "FP8", thr=2.5, ttft=0.12, tpot=0.01, tok=256, prompt=512, n=40, settings={"quantization": "fp8"},
           role="treatment"),
         A("bf16", "BF16", thr=2.0, ttft=0.15, tpot=0.0125, tok=256, prompt=512, n=40,
           settings={"quantization": "bf16"}, role="baseline")]
SPECS = {"fp8": Spec("fp8", _ARMS, key="", hw="1 x NVIDIA H100 80GB HBM3", model="meta-llama/Llama-3.1-8B-Instruct")}
SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM, FP8 vs BF16, 40 requests per arm"

wit = sealed_fixture("pair_and", SPECS)

ROWS = [
    ("The p99 TTFT was 150 milliseconds on BF16 and 120 with FP8.",
     ["The p99 TTFT was 150 milliseconds on BF16 and 180 with FP8.",
      "The p99 TTFT was 150 milliseconds on BF16 and 60 with FP8.",
      "The p99 TTFT was 120 milliseconds on BF16 and 150 with FP8.",
      "The p99 TTFT was 150 milliseconds on BF16 and not 120 with FP8.",
      NEG + "the p99 TTFT was 150 milliseconds on BF16 and 120 with FP8."]),
    ("Mean TTFT was 150 ms with BF16 and about 120 with FP8.",
     ["Mean TTFT was 150 ms with BF16 and about 200 with FP8.", "Mean TPOT was 150 ms with BF16 and about 120 with FP8."]),
    ("Output throughput was 512 tok/s on BF16 and 640 with FP8.",
     ["Output throughput was 512 tok/s on BF16 and 960 with FP8.",
      "Output throughput was 640 tok/s on BF16 and 512 with FP8."]),
]


@pytest.mark.parametrize("true,twins", ROWS, ids=[r[0][:50] for r in ROWS])
def test_read_completely_and_twins_never_net_true(true, twins, wit):
    res = grade_statement(true, wit["fp8"], SCOPE)
    assert res.verdict == "net-true", (true, res.reason)
    for twin in twins:
        assert_never_net_true(grade_statement(twin, wit["fp8"], SCOPE), twin)


@pytest.mark.parametrize("statement", [
    "The mean TTFT was 150 ms on BF16 and 12 with FP8.",  # beyond a factor of 10: 12 ms or 12 s?
    "The mean TTFT was 150 ms on BF16 and 120.",  # the second value names no arm
])
def test_unclear_stays_unread(statement, wit):
    res = grade_statement(statement, wit["fp8"], SCOPE)
    assert res.verdict == "not-yet", (statement, res.reason)


@pytest.mark.parametrize("statement", [r[0] for r in ROWS] + ["The mean TTFT was 150 ms on BF16 and 120 on FP8."])
def test_never_false(statement, wit):
    assert_never_false(grade_statement(statement, wit["fp8"], SCOPE), statement)
