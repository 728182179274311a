"""A change's two values labelled "before" and "after", a change verb with no amount before a bare "A to B", and a value
after another arm's statistic (issue 16, area CHG):

* production before_after_label (claimcheck/claims/before_after.py): "Mean TTFT: 200 ms before, 100 ms after", "200 ms
  (before) vs 100 ms (after)", "Before: 200 ms; after: 100 ms" -- in a witness of two arms declaring their roles, the
  baseline's and the treatment's values; a contradiction is held back (the arms are the witness's, not the words');
* binding comma_bare_pair with comma_pair's bare pair: "the mean E2E latency became shorter, 9.46 s to 5.85 s" (held14
  dev b1009-t08's frame), "TTFT went down, 200 ms -> 100 ms";
* bound_after: "Mean TTFT dropped from 200 ms to under 150 ms" (held14 dev b1003-t05's frame "p90 ttft went from ~3s to
  under 1s"): the after value a bound, in the change word's direction;
* paren_arm_label: "P99 ITL lowered to 20.3 ms in v0.4.0 (v0.3.6: 26.0 ms)" (held15 dev b1105-t05): the before value named
  by its own arm in parentheses after an after value naming its arm;
* other_arm_value after another arm's statistic: "Mean TTFT at c64 is 531 ms, more than 4x the c8 mean of 117 ms" read
  the 117 ms as c64's and graded the true sentence FALSE (held14 dev b1007-t08 under a plain scope); now the value after
  "the c8 mean of" is an ambiguous mention (unread), never the subject's.

Witness worked out by hand (``real_sentences.witness_specs.arm_rows``: 10 requests per arm, 8 output tokens each):

* ``new`` (treatment, "the new backend"): 1.28 req/s, TTFT 0.1 s every request, TPOT 0.02 s; e2e 0.1 + 7 * 0.02 = 0.24 s;
* ``old`` (baseline, "the old backend"): 1.00 req/s, TTFT 0.2 s, TPOT 0.05 s; e2e 0.2 + 7 * 0.05 = 0.55 s.

``three`` adds ``mid`` (treatment): no declared pair; ``plain``: two treatments. ``conc``: c64 (treatment, TTFT 0.531 s)
and c8 (baseline, TTFT 0.117 s), arms named "c64" and "c8".
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
    "conc": [A("c64", "c64", role="treatment", ttft=0.531, thr=2.0), A("c8", "c8", role="baseline", ttft=0.117, thr=1.0)],
}

wit = sealed_fixture("before-after", SPECS)
SCOPE = "10 requests per arm"


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE, baseline="same model, prompts and output cap")


LABEL_TRUE = [
    "Mean TTFT: 200 ms before, 100 ms after.",
    "Mean TTFT was 200 ms before and 100 ms after.",
    "Mean TTFT went from 200 ms (before) to 100 ms (after).",
    "Mean TTFT: 200 ms (before) vs 100 ms (after).",
    "Mean TTFT: 100 ms after vs 200 ms before.",
    "Before: mean TTFT 200 ms. After: mean TTFT 100 ms.",
    "Throughput: 1.0 req/s before, 1.28 req/s after.",
]

LABEL_TWINS = [
    "Mean TTFT: 100 ms before, 200 ms after.",          # swapped
    "Mean TTFT was 100 ms before and 200 ms after.",
    "Mean TTFT went from 100 ms (before) to 200 ms (after).",
    "Mean TTFT: 100 ms (before) vs 200 ms (after).",
    "Mean TTFT: 200 ms after vs 100 ms before.",
    "Before: mean TTFT 100 ms. After: mean TTFT 200 ms.",
    "Mean TTFT: 300 ms before, 100 ms after.",          # x1.5
    "Mean TTFT: 200 ms before, 50 ms after.",           # x0.5
    "Mean TTFT was not 200 ms before and 100 ms after.",
    "Mean TPOT: 200 ms before, 100 ms after.",          # another metric
    "Mean TTFT: 200 ms before.",                        # one side only: not read
    "Mean TTFT after warmup: 100 ms, 200 ms before.",   # "after warmup" is no label
    "Throughput: 1.28 req/s before, 1.0 req/s after.",
]


@pytest.mark.parametrize("s", LABEL_TRUE)
def test_before_and_after_labels_name_the_declared_pair(wit, s):
    assert_read_net_true(grade(wit, "two", s))


@pytest.mark.parametrize("s", LABEL_TWINS)
def test_twisted_before_and_after_labels_are_never_net_true_nor_false(wit, s):
    res = grade(wit, "two", s)
    assert_never_net_true(res, s)
    assert_never_false(res, s)  # the arms are the witness's declaration: held back


@pytest.mark.parametrize("name", ["three", "plain"])
@pytest.mark.parametrize("s", LABEL_TRUE + LABEL_TWINS)
def test_before_and_after_labels_are_unread_without_a_declared_pair(wit, name, s):
    res = grade(wit, name, s)
    assert res.verdict not in ("net-true", "false"), (s, res.reason)


COMMA_TRUE = [
    "The mean E2E latency became shorter, 550 ms to 240 ms.",
    "Also the mean E2E latency become shorter, 550 ms to 240 ms.",
    "Mean TTFT went down, 200 ms -> 100 ms.",
    "Mean TTFT dropped, ~200 ms to ~100 ms.",
    "Mean TTFT got lower, 0.2 s to 0.1 s.",
]

COMMA_TWINS = [
    "The mean E2E latency became longer, 550 ms to 240 ms.",    # direction flipped
    "The mean E2E latency became shorter, 240 ms to 550 ms.",   # swapped
    "The mean E2E latency became shorter, 550 ms to 120 ms.",   # x0.5
    "The mean E2E latency became shorter, 825 ms to 240 ms.",   # x1.5
    "Mean TTFT went up, 200 ms -> 100 ms.",
    "P99 TPOT went down, 200 ms -> 100 ms.",                     # another metric
]


@pytest.mark.parametrize("s", COMMA_TRUE)
def test_a_change_verb_then_a_bare_pair_after_a_comma(wit, s):
    assert_read_net_true(grade(wit, "two", s))


@pytest.mark.parametrize("s", COMMA_TWINS)
def test_a_twisted_change_verb_then_a_bare_pair_is_never_net_true(wit, s):
    assert_never_net_true(grade(wit, "two", s), s)


@pytest.mark.parametrize("name", ["three", "plain"])
@pytest.mark.parametrize("s", COMMA_TRUE)
def test_a_change_verb_then_a_bare_pair_naming_no_arm_is_never_false_without_a_declared_pair(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


@pytest.mark.parametrize("s", [
    "Mean TTFT at c64 is 531 ms, more than 4x the c8 mean of 117 ms.",
    "Mean TTFT at c64 is 531 ms, about 4.5x the c8 mean of 117 ms.",
    "Mean TTFT at c64 is 531 ms, about 4.5x the c8 TTFT of 117 ms.",
])
def test_a_value_after_another_arms_statistic_is_never_the_subjects(wit, s):
    assert_never_false(grade(wit, "conc", s), s)


@pytest.mark.parametrize("s", [
    "Mean TTFT at c64 is 117 ms, more than 4x the c8 mean of 531 ms.",
    "Mean TTFT at c64 is 531 ms, more than 4x the c8 mean of 531 ms.",
])
def test_a_twisted_value_after_another_arms_statistic_is_never_net_true(wit, s):
    assert_never_net_true(grade(wit, "conc", s), s)


BOUND_TRUE = [
    "Mean TTFT went from 200 ms to under 150 ms.",
    "Mean TTFT dropped from ~200 ms to below 150 ms.",
    "Mean TTFT improved from 200 ms to under 150 ms.",
    "Throughput rose from 1.0 req/s to over 1.2 req/s.",
]

BOUND_TWINS = [
    "Mean TTFT dropped from 200 ms to under 50 ms.",       # the bound x0.5 of the value
    "Mean TTFT dropped from 300 ms to under 150 ms.",      # x1.5
    "Mean TTFT dropped from 200 ms to over 150 ms.",       # a bound that does not say "dropped"
    "Mean TTFT rose from 200 ms to under 150 ms.",         # direction flipped
    "Throughput rose from 1.0 req/s to under 1.2 req/s.",
    "Throughput rose from 1.0 req/s to over 1.5 req/s.",
    "Mean TTFT dropped from 200 ms to under 150 ms (-50%).",  # a summary of a bound: not read
    "P99 TPOT dropped from 200 ms to under 150 ms.",       # another metric
    "Mean TTFT went from 200 ms to under 225 ms.",         # a bound on the before value's side: which way? not read
]


@pytest.mark.parametrize("s", BOUND_TRUE)
def test_a_bound_as_the_after_value(wit, s):
    assert_read_net_true(grade(wit, "two", s))


@pytest.mark.parametrize("s", BOUND_TWINS)
def test_a_twisted_bound_after_value_is_never_net_true(wit, s):
    assert_never_net_true(grade(wit, "two", s), s)


@pytest.mark.parametrize("s", BOUND_TRUE)
def test_a_bound_after_value_naming_no_arm_among_three_arms_is_never_false(wit, s):
    assert_never_false(grade(wit, "three", s), s)


PAREN_TRUE = [
    "Mean TTFT lowered to 100 ms with the new backend (the old backend: 200 ms).",
    "Mean TTFT dropped to 100 ms on the new backend (200 ms on the old backend).",
    "Throughput rose to 1.28 req/s with the new backend (the old backend: 1.0 req/s).",
]

PAREN_TWINS = [
    "Mean TTFT dropped to 100 ms on the new backend (the old backend: 300 ms).",   # x1.5
    "Mean TTFT dropped to 200 ms on the new backend (the old backend: 100 ms).",   # values swapped
    "Mean TTFT dropped to 200 ms on the old backend (the new backend: 100 ms).",   # arms swapped
    "Mean TTFT rose to 100 ms on the new backend (the old backend: 200 ms).",      # direction flipped
    "Mean TTFT dropped to 100 ms on the new backend (the new backend: 200 ms).",   # one arm twice
    "Throughput rose to 1.28 req/s with the new backend (the old backend: 0.5 req/s).",  # x0.5
    "Mean TPOT dropped to 100 ms on the new backend (200 ms on the old backend).",  # another metric
]


@pytest.mark.parametrize("name", ["two", "three"])
@pytest.mark.parametrize("s", PAREN_TRUE)
def test_a_before_value_labelled_by_its_arm_in_parentheses(wit, name, s):
    assert_read_net_true(grade(wit, name, s))


@pytest.mark.parametrize("s", PAREN_TWINS)
def test_a_twisted_before_value_labelled_by_its_arm_is_never_net_true(wit, s):
    assert_never_net_true(grade(wit, "two", s), s)
