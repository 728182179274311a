"""header_arrow (claimcheck/claims/pair_frames.py): a header naming two arms, "Run A vs Run B:", then a
before-then-after pair naming no arm ("820.4 -> 960.3 tok/s", "from 619 ms to 259 ms") and perhaps its change
("(+17%)"). The header lists the first arm's value first; the arrow lists the before value first. Both orders agree
only where the witness declares the first arm its baseline and the second its treatment: then the first value is the
first arm's, the second the second arm's, the change the second's against the first. Otherwise the frame is not graded.

Found by a held-out writer's dashboard battery (held14 development half): "Run A vs Run B: output throughput 820.4
-> 960.3 tok/s (+17%)", true of its witness, graded FALSE (the header's "vs" gave the before value to Run B), and the
reversed twist graded net-true.

Witness by hand (10 requests per arm, 100 output tokens each). Run A: 1.0 req/s -> 100 output tok/s; TTFT nine at
a and one at c, mean 120 ms, numpy-linear p99 300 ms. Run B: 2.5 req/s -> 250 output tok/s; TTFT mean 80 ms, p99
200 ms. Output throughput +150% (2.5x), mean TTFT 120 -> 80 ms (-33%). In ``wit`` Run A is the declared baseline;
in ``wit_swapped`` the same rows declare Run A the treatment (the orders conflict: never graded).
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import (assert_never_false, assert_read_net_true, sealed_fixture, sentence_tests,
                                        verdict_tests)
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A


def _arms(a_role: str, b_role: str):
    return [A("run-a", "Run A", "run 101", thr=1.0, ttft_mp=(0.12, 0.3), tpot=0.05, tok=100, role=a_role),
            A("run-b", "Run B", "run 102", thr=2.5, ttft_mp=(0.08, 0.2), tpot=0.03, tok=100, role=b_role)]


wit = sealed_fixture("header-arrow", _arms("baseline", "treatment"), "runs", engine=None)
wit_swapped = sealed_fixture("header-arrow-swapped", _arms("treatment", "baseline"), "runs", engine=None,
                             name="wit_swapped")


def grade(w, s: str):
    return grade_statement(s, w, "10 requests per arm")


TRUE = [
    "Run A vs Run B: output throughput 100 -> 250 tok/s (+150%).",
    "Run A vs Run B: output throughput 100 -> 250 tok/s",
    "Run A vs Run B: mean TTFT 120 ms -> 80 ms (-33%).",
    "Run A vs Run B: mean TTFT 120 ms → 80 ms",
    "Run A vs. Run B: request throughput 1.0 -> 2.5 req/s (+150%)",
    "Run A versus Run B: mean TTFT went from 120 ms to 80 ms.",
]
TWINS = [
    # reversed (the bug: net-true before), scaled, the change's sign or size wrong, the arms swapped
    "Run A vs Run B: output throughput 250 -> 100 tok/s (-60%).",
    "Run A vs Run B: output throughput 250 -> 100 tok/s",
    "Run A vs Run B: output throughput 100 -> 375 tok/s (+150%).",
    "Run A vs Run B: output throughput 150 -> 250 tok/s",
    "Run A vs Run B: output throughput 100 -> 250 tok/s (+75%).",
    "Run A vs Run B: output throughput 100 -> 250 tok/s (-150%).",
    "Run B vs Run A: output throughput 100 -> 250 tok/s (+150%).",
    "Run B vs Run A: output throughput 250 -> 100 tok/s (-60%).",
    "Run A vs Run B: mean TTFT 80 ms -> 120 ms (+50%).",
    "Run A vs Run B: mean TTFT 120 ms -> 80 ms (+33%).",
    "Run A vs Run B: p99 TTFT 120 ms -> 80 ms (-33%).",
    "Run A vs Run B: mean TTFT 180 ms -> 80 ms.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)

FALSE = [
    # both orders agree that Run A's value comes first: a complete reading, contradicted
    "Run A vs Run B: output throughput 250 -> 100 tok/s",
    "Run A vs Run B: output throughput 100 -> 375 tok/s (+150%).",
]
NEVER_FALSE = [
    # the header's order disagrees with the declared roles' before / after: held back, never an accusation
    "Run B vs Run A: output throughput 250 -> 100 tok/s (-60%).",
    "Run B vs Run A: output throughput 100 -> 250 tok/s (+150%).",
]
test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(FALSE, NEVER_FALSE, grade)


@pytest.mark.parametrize("s", [
    # Run A declared the treatment: the header's first value and the arrow's before value are different arms'
    "Run A vs Run B: output throughput 100 -> 250 tok/s (+150%).",
    "Run A vs Run B: output throughput 250 -> 100 tok/s (-60%).",
    "Run A vs Run B: mean TTFT 120 ms -> 80 ms (-33%).",
    "Run A vs Run B: mean TTFT 80 ms -> 120 ms (+50%).",
])
def test_orders_in_conflict_are_not_graded(s, wit_swapped):
    res = grade(wit_swapped, s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    assert_never_false(res, s)


def test_the_first_arm_declared_baseline_agrees_in_either_naming(wit_swapped):
    # Run B is the declared baseline here: "Run B vs Run A" lists it first and the arrow's before value is its
    res = grade(wit_swapped, "Run B vs Run A: output throughput 250 -> 100 tok/s (-60%).")
    assert res.verdict == "net-true", res.reason
    res = grade(wit_swapped, "Run B vs Run A: output throughput 100 -> 250 tok/s (+150%).")
    assert res.verdict == "false", res.reason


# --- baseline_subject_pair: "Run A mean TTFT: 120 ms -> 80 ms" where Run A is the declared baseline --------------------
# The clause's arm would take the after value (as "With Run B, mean TTFT went from 120 ms to 80 ms" gives it) while the
# declared roles put the baseline's value first: ambiguous, never graded. Found by the labels helper (LBL): a true
# "Run A mean TTFT: 619 ms -> 259 ms" graded FALSE (the 259 ms given to Run A).
@pytest.mark.parametrize("s", [
    "Run A mean TTFT: 120 ms -> 80 ms",
    "Mean TTFT (Run A): 120 ms -> 80 ms",
    "Run A output throughput: 100 -> 250 tok/s",
    "Run A output throughput: 250 -> 100 tok/s",
])
def test_a_pair_said_of_the_declared_baseline_is_not_graded(s, wit):
    res = grade(wit, s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", [
    "Run B mean TTFT: 120 ms -> 80 ms",
    "Run B output throughput: 100 -> 250 tok/s",
    "With Run B, mean TTFT went from 120 ms to 80 ms.",
])
def test_a_pair_said_of_the_declared_treatment_still_reads(s, wit):
    assert_read_net_true(grade(wit, s))


@pytest.mark.parametrize("s", ["Run B mean TTFT: 80 ms -> 120 ms", "Run B output throughput: 250 -> 100 tok/s"])
def test_its_reversed_twists_are_never_net_true(s, wit):
    res = grade(wit, s)
    assert res.verdict != "net-true", (s, res.reason)
