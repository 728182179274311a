"""Changes written as labels, values with their own change, arms declared with their own preposition, and microseconds (issue 16, area CHG):

* production change_label (claimcheck/claims/change_labels.py): "Mean TTFT reduction: 50%", "Throughput gain: +28%",
  "Throughput change: +28%" -- the percent change of the labelled metric, the direction the noun's (or, for *change* /
  *delta*, the sign's); a sign against the noun, and a sign on a latency's *improvement*, are not read;
* production changed_value (claimcheck/claims/changed_value.py): "Mean TTFT: 100 ms (50% reduction)", "Throughput: 1.28
  req/s (+28%)" -- the value before its own change is the changed arm's: the declared treatment;
* production prep_alias / pair_bare_arms: an arm declared "with this PR" names its value as "with" + an arm does ("from
  1831 tok/s on main to 2199 tok/s with this PR"); "8973 tok/s after vs 7472 tok/s before" with arms declared "after"
  and "before";
* microseconds: "from 200000 μs to 100000 μs" (μ U+03BC, µ U+00B5, glued or spaced, "microseconds").

Witness worked out by hand (``real_sentences.witness_specs.arm_rows``: 10 requests per arm, 8 output tokens each, the
wall n / throughput):

* ``new`` (treatment, "the new backend"; also "after" and "with the patch" in ``ab``): 1.28 req/s, TTFT 0.1 s every
  request, TPOT 0.02 s;
* ``old`` (baseline, "the old backend"; also "before" and "on main" in ``ab``): 1.00 req/s, TTFT 0.2 s, TPOT 0.05 s.

So throughput is +28% (new over old; old over new -21.875%), mean (and every statistic of) TTFT -50% (old over new
+100%), mean TPOT -60%. ``three`` adds ``mid`` (treatment, 1.1 req/s, TTFT 0.15 s, TPOT 0.03 s): no declared pair;
``plain``: two arms, both treatments (no declared before and after).
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

NEW = dict(thr=1.28, ttft=0.1, tpot=0.02)
OLD = dict(thr=1.0, ttft=0.2, tpot=0.05)
MID = dict(thr=1.1, ttft=0.15, tpot=0.03)

SPECS = {
    "two": [A("new", "the new backend", role="treatment", **NEW), A("old", "the old backend", role="baseline", **OLD)],
    "three": [A("new", "the new backend", role="treatment", **NEW), A("old", "the old backend", role="baseline", **OLD),
              A("mid", "the mid backend", role="treatment", **MID)],
    "plain": [A("new", "the new backend", role="treatment", **NEW), A("old", "the old backend", role="treatment", **OLD)],
    "ab": [A("new", "the new backend", "after", "with the patch", role="treatment", **NEW),
           A("old", "the old backend", "before", "on main", role="baseline", **OLD)],
}

wit = sealed_fixture("change-labels", SPECS)
SCOPE = "10 requests per arm"


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE, baseline="same model, prompts and output cap")


# -- change_label ----------------------------------------------------------------------------------------------------

LABEL_TRUE = [
    "Mean TTFT reduction: 50%.",
    "Mean TTFT reduction: -50%.",
    "Mean TTFT reduction: ~50%.",
    "Throughput gain: 28%.",
    "Throughput gain: +28%.",
    "Throughput increase: 28 percent.",
    "Output throughput improvement: +28%.",
    "Throughput change: +28%.",
    "Mean TTFT change: -50%.",
    "Mean TTFT delta: -50%.",
    "TTFT p50 reduction: 50%.",
    "Mean TTFT improvement: 50%.",
    "Throughput gain: +28%, mean TTFT reduction: 50%.",
    "Throughput gain: +28%; mean TPOT reduction: 60%.",
    "Results: throughput gain: +28%.",
]

LABEL_TWINS = [
    "Mean TTFT reduction: 25%.",           # x0.5
    "Mean TTFT reduction: 75%.",           # x1.5
    "Mean TTFT increase: 50%.",            # direction flipped
    "Mean TTFT reduction: +50%.",          # sign against the noun
    "Throughput gain: 56%.",               # x2
    "Throughput gain: 14%.",               # x0.5
    "Throughput gain: -28%.",              # sign against the noun
    "Throughput regression: 28%.",         # direction flipped
    "Throughput change: -28%.",            # sign flipped
    "Throughput change: 28%.",             # no direction at all
    "Mean TTFT change: +50%.",
    "Mean TTFT improvement: +50%.",        # a sign on a latency's improvement: not read
    "P99 TTFT reduction: 75%.",            # another statistic, another number
    "Mean TPOT reduction: 50%.",           # another metric (TPOT is -60%)
    "Throughput gain: over 28%.",
    "Throughput gain: not 28%.",
    "It is not true that throughput gain: +28%.",
    "Throughput gain: +28% at concurrency 4.",  # a condition after the label's percent: not read
]


@pytest.mark.parametrize("s", LABEL_TRUE)
def test_a_labelled_change_is_read_and_net_true(wit, s):
    assert_read_net_true(grade(wit, "two", s))


@pytest.mark.parametrize("s", LABEL_TWINS)
def test_a_twisted_labelled_change_is_never_net_true(wit, s):
    assert_never_net_true(grade(wit, "two", s), s)


@pytest.mark.parametrize("name", ["three", "plain"])
@pytest.mark.parametrize("s", LABEL_TRUE + LABEL_TWINS)
def test_a_labelled_change_naming_no_arm_is_neither_net_true_nor_false_without_a_declared_pair(wit, name, s):
    res = grade(wit, name, s)
    assert res.verdict not in ("net-true", "false"), (s, res.reason)


# -- changed_value ---------------------------------------------------------------------------------------------------

VALUE_TRUE = [
    "Mean TTFT: 100 ms (50% reduction).",
    "Mean TTFT: 100 ms (-50%).",
    "Mean TTFT: 100 ms (down 50%).",
    "Mean TTFT: 100 ms, down 50%.",
    "Mean TTFT: 100 ms, a 50% reduction.",
    "Mean TTFT is 100 ms (50% lower).",
    "Mean TTFT: 100 ms (2x faster).",
    "Mean TTFT: about 100 ms (50% reduction).",
    "P99 TTFT: 100 ms (50% reduction).",
    "Throughput: 1.28 req/s (+28%).",
    "Mean TTFT: 100 ms (50% reduction), mean TPOT: 20 ms (60% reduction).",
]

VALUE_TWINS = [
    "Mean TTFT: 200 ms (50% reduction).",   # the before value given as the after value
    "Mean TTFT: 150 ms (50% reduction).",   # x1.5
    "Mean TTFT: 50 ms (50% reduction).",    # x0.5
    "Mean TTFT: 100 ms (50% increase).",    # direction flipped
    "Mean TTFT: 100 ms (25% reduction).",   # x0.5
    "Mean TTFT: 100 ms (2x slower).",
    "Mean TTFT: 200 ms (+100%).",           # the arms swapped
    "Mean TTFT: 200 ms (2x slower).",       # the arms swapped
    "Throughput: 1.0 req/s (-21.875%).",    # the arms swapped
    "Throughput: 1.28 req/s (-28%).",
    "Mean TPOT: 100 ms (50% reduction).",   # another metric
    "Mean TTFT: not 100 ms (50% reduction).",
]

#: true of the witness the other way round (the after arm the baseline): never false, as the words name no arm
VALUE_OTHER_ORDER = [
    "Mean TTFT: 200 ms (+100%).",
    "Mean TTFT: 200 ms (2x slower).",
    "Throughput: 1.0 req/s (-21.875%).",
]


@pytest.mark.parametrize("s", VALUE_TRUE)
def test_a_value_with_its_own_change_is_the_treatments(wit, s):
    assert_read_net_true(grade(wit, "two", s))


@pytest.mark.parametrize("s", VALUE_TWINS)
def test_a_twisted_value_with_its_change_is_never_net_true(wit, s):
    assert_never_net_true(grade(wit, "two", s), s)


@pytest.mark.parametrize("s", VALUE_OTHER_ORDER)
def test_a_value_and_change_true_the_other_way_round_is_never_false(wit, s):
    assert_never_false(grade(wit, "two", s), s)


@pytest.mark.parametrize("name", ["three", "plain"])
@pytest.mark.parametrize("s", VALUE_TRUE + VALUE_TWINS)
def test_a_value_with_its_change_is_unbound_without_a_declared_pair(wit, name, s):
    res = grade(wit, name, s)
    assert res.verdict not in ("net-true", "false"), (s, res.reason)


def test_a_value_before_a_change_that_names_its_own_baseline_is_not_given_the_treatment(wit):
    # "(2x faster than the old backend)" is a comparison of its own: the value stays a value naming no arm
    res = grade(wit, "two", "Mean TTFT: 100 ms (2x faster than the old backend).")
    assert res.verdict != "net-true", res.reason


# -- prep_alias, pair_bare_arms --------------------------------------------------------------------------------------

ALIAS_TRUE = [
    "Throughput improves from 1.0 req/s on main to 1.28 req/s with the patch (+28%).",
    "Throughput goes from 1.0 req/s on main to 1.28 req/s with the patch.",
    "Throughput is 1.28 req/s with the patch vs 1.0 req/s on main.",
    "Throughput is 1.28 req/s after vs 1.0 req/s before.",
    "Throughput is 1.28 req/s after versus 1.0 req/s before, a 28% gain.",
    "Mean TTFT is 100 ms after vs 200 ms before.",
]

ALIAS_TWINS = [
    "Throughput improves from 1.28 req/s on main to 1.0 req/s with the patch.",   # swapped
    "Throughput improves from 1.0 req/s on main to 1.92 req/s with the patch (+92%).",  # x1.5
    "Throughput is 1.0 req/s with the patch vs 1.28 req/s on main.",             # swapped
    "Throughput is 1.0 req/s after vs 1.28 req/s before.",                        # swapped
    "Throughput is 1.28 req/s after vs 0.5 req/s before.",                        # x0.5
    "Mean TTFT is 200 ms after vs 100 ms before.",
]


@pytest.mark.parametrize("s", ALIAS_TRUE)
def test_an_arm_declared_with_its_preposition_or_bare_names_its_value(wit, s):
    assert_read_net_true(grade(wit, "ab", s))


@pytest.mark.parametrize("s", ALIAS_TWINS)
def test_a_twisted_value_of_an_arm_declared_with_its_preposition_is_never_net_true(wit, s):
    assert_never_net_true(grade(wit, "ab", s), s)


def test_one_bare_arm_across_vs_is_read_by_position(wit):
    """"1.28 req/s after vs 1.0 req/s": the value with no arm across "vs", in a witness of two arms, is the other arm's
    (claimcheck/claims/bound_values.py; true here); across "and" it stays unread (test_claims_arms)."""
    assert_read_net_true(grade(wit, "ab", "Throughput is 1.28 req/s after vs 1.0 req/s."))
    assert_never_net_true(grade(wit, "ab", "Throughput is 1.0 req/s after vs 1.28 req/s."), "swapped")


# -- microseconds ----------------------------------------------------------------------------------------------------

MICRO_TRUE = [
    "Mean TTFT dropped from 200000 μs to 100000 μs.",
    "Mean TTFT dropped from 200000 µs to 100000 µs.",
    "Mean TTFT dropped from 200000μs to 100000μs.",
    "Mean TTFT dropped from 200000 microseconds to 100000 microseconds.",
    "Mean TTFT is 100000 μs for the new backend.",
]

MICRO_TWINS = [
    "Mean TTFT dropped from 300000 μs to 100000 μs.",
    "Mean TTFT dropped from 100000 μs to 200000 μs.",
    "Mean TTFT is 100 μs for the new backend.",         # read as 100 ms would be: 1000x off
    "Mean TTFT is 100000 μs for the old backend.",
    "Mean TTFT rose from 200000 μs to 100000 μs.",       # direction against the values
]


@pytest.mark.parametrize("s", MICRO_TRUE)
def test_microseconds_are_read(wit, s):
    assert_read_net_true(grade(wit, "two", s))


@pytest.mark.parametrize("s", MICRO_TWINS)
def test_twisted_microseconds_are_never_net_true(wit, s):
    assert_never_net_true(grade(wit, "two", s), s)


def test_us_is_never_microseconds(wit):
    # "us" is a pronoun ("gave us 20 ms"): never a unit
    res = grade(wit, "two", "Mean TTFT dropped from 200000 us to 100000 us.")
    assert res.verdict == "not-yet", res.reason
