"""A hedged before value in "(was ...)" (issue 16: read the frames real write-ups use, never accuse falsely).

* production paren_was (claimcheck/claims/pair_frames.py) reads an approximation hedge before the before value:
  "FP8: mean TTFT ~120 ms (was ~150 ms)", "(previously about 150 ms)", "(down from ~150 ms)" -- the before value with the
  hedge's tolerance, bound as an unhedged one is (the declared pair: before the baseline's, after the treatment's).
  Before, "(was ~150 ms)" was read as the labelled arm's own value (FP8's mean TTFT ~150 ms) and a true sentence was
  graded `false`.
* production paren_was_held (pair_frames.held_was): a "(was ...)" that does not start with a before value ("(was not
  150 ms)", "(was nearly 150 ms)") is held from every construct and left unread. Before, "not 150 ms" was read as
  FP8's own value ("FP8's TTFT is not 150 ms", true of 120 ms) and the negated twin was graded net-true.

Witness, worked out by hand (real_sentences.witness_specs rows, 40 requests per arm, every request of an arm alike, so
every statistic of a per-request metric is the same): 1 x NVIDIA H100 80GB HBM3, Llama-3.1-8B-Instruct, 256 output /
512 prompt tokens. fp8 (quantization fp8, treatment): 2.5 req/s, TTFT 120 ms, TPOT 10 ms -> 2.5 x 256 = 640 output
tok/s; bf16 (bf16, baseline): 2.0 req/s, TTFT 150 ms, TPOT 12.5 ms -> 512 output tok/s. A "~" hedge keeps 10%:
"~150 ms" holds 135-165 ms.
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

wit = sealed_fixture("hedged_was", SPECS)

TRUE_ROWS = [
    ("FP8: mean TTFT ~120 ms (was ~150 ms).",
     ["FP8: mean TTFT ~120 ms (was ~200 ms).", "FP8: mean TTFT ~120 ms (was ~100 ms).",
      "FP8: mean TTFT ~150 ms (was ~120 ms).", "BF16: mean TTFT ~120 ms (was ~150 ms).",
      NEG + "FP8: mean TTFT ~120 ms (was ~150 ms).", "FP8: mean TPOT ~120 ms (was ~150 ms).",
      "FP8: mean TTFT ~120 ms (was not ~150 ms)."]),
    ("FP8: mean TTFT 120 ms (was about 150 ms).",
     ["FP8: mean TTFT 120 ms (was about 225 ms).", "FP8: mean TTFT 120 ms (was about 75 ms).",
      "BF16: mean TTFT 120 ms (was about 150 ms)."]),
    ("p99 TTFT: 120 ms (previously ~150 ms).",
     ["p99 TTFT: 120 ms (previously ~225 ms).", "p99 TTFT: 150 ms (previously ~120 ms).",
      "p99 TPOT: 120 ms (previously ~150 ms)."]),
    ("Output throughput is ~640 tok/s (was ~512 tok/s).",
     ["Output throughput is ~640 tok/s (was ~768 tok/s).", "Output throughput is ~640 tok/s (was ~256 tok/s).",
      "Output throughput is ~512 tok/s (was ~640 tok/s)."]),
    ("FP8: mean TTFT ~120 ms (down from ~150 ms).",
     ["FP8: mean TTFT ~120 ms (down from ~225 ms).", "FP8: mean TTFT ~120 ms (up from ~150 ms)."]),
]


@pytest.mark.parametrize("true,twins", TRUE_ROWS, ids=[r[0][:50] for r in TRUE_ROWS])
def test_hedged_before_value_read_and_twins_never_net_true(true, twins, wit):
    res = grade_statement(true, wit["fp8"], SCOPE)
    assert res.verdict == "net-true", (true, res.reason)
    for twin in twins:
        assert_never_net_true(grade_statement(twin, wit["fp8"], SCOPE), twin)


@pytest.mark.parametrize("statement", [
    "FP8: mean TTFT 120 ms (was not 150 ms).", "FP8: mean TTFT ~120 ms (was not ~150 ms).",
    "FP8: mean TTFT ~120 ms (was nearly 150 ms).", "FP8: mean TTFT 120 ms (was well above 150 ms).",
    "FP8: mean TTFT 120 ms (was not 120 ms).",
])
def test_was_without_a_before_value_is_held_unread(statement, wit):
    """Of the run before, never the value it follows: not-yet, never net-true, never false."""
    res = grade_statement(statement, wit["fp8"], SCOPE)
    assert res.verdict == "not-yet", (statement, res.reason)


@pytest.mark.parametrize("statement", [
    "FP8: mean TTFT ~120 ms (was ~150 ms).", "FP8: mean TTFT 120 ms (was ~150 ms).",
    "FP8 mean TTFT ~120 ms (was ~150 ms).", "FP8: mean TTFT ~120 ms (was: ~150 ms).",
    "FP8: mean TTFT ~120 ms (was ~0.15 s).", "FP8: mean TTFT ~120 ms (was ~150 ms or so).",
])
def test_true_hedged_was_never_false(statement, wit):
    assert_never_false(grade_statement(statement, wit["fp8"], SCOPE), statement)
