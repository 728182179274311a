"""A learner's "around" without its "a" (production round_hedge -- claimcheck/claims/grammar.lark;
grammar._Clause._round_hedge, vocabulary.ROUND_HEDGE_WORDS / ROUND_NOUN_BEFORE): "RPS is improved by round 30% and 40%
respectively compared to fp16" (LMDeploy README, real sentence rs256), "round 2.5x faster", "round 2.5 req/s". Read
as the hedge "around" (the tolerance rule's 10%), only right before a number with a percent, ratio, rate or duration
unit, and never after a word that makes "round" a noun ("In round 2, ...", "each round", "the first round"): there it
stays unread.

Witness, worked out by hand (real_sentences.witness_specs arms; Llama-3.1-8B-Instruct on one H100, 10 requests per
arm, 8 output tokens each, every request of an arm alike): v0.7.0 (treatment) 2.5 req/s, TTFT 200 ms; v0.6.3
(baseline) 1.0 req/s, TTFT 500 ms: throughput 2.5x (+150%), mean TTFT 2.5x lower (-60%).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SPEC = Spec("ver", [A("v0.7.0", "the new release", thr=2.5, ttft=0.2, role="treatment"),
                    A("v0.6.3", "the old release", thr=1.0, ttft=0.5, role="baseline")], key="")
SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return {"ver": str(seal(tmp_path_factory.mktemp("round_hedge") / "ver", *witness_for(SPEC)))}


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    ("ver", "v0.7.0 improves throughput by round 150% compared to v0.6.3.",
     ["v0.7.0 improves throughput by round 225% compared to v0.6.3.",   # x1.5
      "v0.7.0 improves throughput by round 75% compared to v0.6.3.",    # x0.5
      "v0.6.3 improves throughput by round 150% compared to v0.7.0.",   # arms swapped
      "v0.7.0 reduces throughput by round 150% compared to v0.6.3.",    # direction flipped
      "v0.7.0 improves throughput by at most 100% compared to v0.6.3.",  # the hedge turned to a bound the value is past
      NEG + "v0.7.0 improves throughput by round 150% compared to v0.6.3."]),
    ("ver", "v0.7.0 achieves round 150% higher throughput than v0.6.3.",
     ["v0.7.0 achieves round 225% higher throughput than v0.6.3.", "v0.7.0 achieves round 75% higher throughput than v0.6.3.",
      "v0.7.0 achieves round 150% lower throughput than v0.6.3.", "v0.6.3 achieves round 150% higher throughput than v0.7.0."]),
    ("ver", "v0.7.0 is round 2.5x faster than v0.6.3.",
     ["v0.7.0 is round 3.75x faster than v0.6.3.", "v0.7.0 is round 1.25x faster than v0.6.3.",
      "v0.7.0 is round 2.5x slower than v0.6.3.", "v0.6.3 is round 2.5x faster than v0.7.0.",
      "v0.7.0 is not round 2.5x faster than v0.6.3.", "v0.7.0 is round 2.5x faster than v0.6.3 on an A100."]),
    ("ver", "v0.7.0 reaches round 2.5 req/s.",
     ["v0.7.0 reaches round 3.75 req/s.", "v0.7.0 reaches round 1.25 req/s.", "v0.6.3 reaches round 2.5 req/s."]),
    ("ver", "v0.7.0 has a mean TTFT of round 200 ms.",
     ["v0.7.0 has a mean TTFT of round 300 ms.", "v0.7.0 has a mean TTFT of round 100 ms.",
      "v0.6.3 has a mean TTFT of round 200 ms.", "v0.7.0 has a p99 TPOT of round 200 ms."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


@pytest.mark.parametrize("statement", [
    "v0.7.0 is round 2.6x faster than v0.6.3.",    # within the hedge's 10%
    "v0.7.0 reaches round 2.4 req/s.",
])
def test_the_hedge_widens_as_around_does(wit, statement):
    assert grade(wit, "ver", statement).verdict == "net-true"


# "round" as a noun, or with no unit after its number: unread (never net-true, never false)
@pytest.mark.parametrize("statement", [
    "In round 2, v0.7.0 reaches 2.5 req/s.",
    "Each round 2.5 req/s were served by v0.7.0.",
    "v0.7.0 reaches 2.5 req/s in the first round 2 runs.",
    "v0.7.0 is round faster than v0.6.3.",
])
def test_round_as_a_noun_is_not_read(wit, statement):
    res = grade(wit, "ver", statement)
    assert res.reading.unread, statement
    assert_never_false(res, statement)
    assert res.verdict != "net-true", statement
