"""A per-request metric stated with no statistic ("135 ms TTFT", "cut TTFT by about 24% versus X",
"TTFT under 150 ms") is graded under every statistic of quantities.ANY_STATISTIC (docs/claim-check.md,
"A per-request metric with no statistic"): net-true only when it holds under every one, false only when
it is contradicted under every one, inconclusive (not-yet) otherwise.

The witnesses are worked out by hand (ten requests per arm, real_sentences.witness_specs.arm_rows):

* ``tight``: every request of ``fast`` has TTFT 0.100 s, every request of ``base`` 0.200 s, so every
  statistic (mean, median, p90, p95, p99, min, max) is 0.100 s / 0.200 s and TTFT(fast)/TTFT(base) = 0.5
  (50% lower) under each;
* ``skew``: ``fast`` has nine requests at a = (10 * 0.1 - 0.3 / 0.91) / (10 - 1 / 0.91) = 0.0753086 s and
  one at c = a + (0.3 - a) / 0.91 = 0.3222222 s: mean 0.100 s, median = min = 0.0753 s, numpy-linear
  p99 = a + 0.91 (c - a) = 0.300 s, p95 = a + 0.55 (c - a) = 0.2111 s, max 0.3222 s; ``base`` as in tight.
  An honest author who meant the mean ("fast reaches 100 ms TTFT", "50% lower TTFT than base") is right,
  one who meant the p99 ("300 ms TTFT") is right too: neither may be graded false, and neither is net-true.
"""

from __future__ import annotations

import pytest

from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, grade_case, witness_for

from claimcheck.claims.quantities import ANY_STATISTIC

ARMS = {
    "tight": [A("fast", "fast", ttft=0.1, tpot=0.02), A("base", "base", ttft=0.2, tpot=0.03)],
    "skew": [A("fast", "fast", ttft_mp=(0.1, 0.3), tpot=0.02), A("base", "base", ttft=0.2, tpot=0.03)],
}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory):
    root = tmp_path_factory.mktemp("any_statistic")
    out = {}
    for name, arms in ARMS.items():
        spec = Spec(name, arms, key="")
        out[name] = (spec, {name: str(seal(root / name, *witness_for(spec)))})
    return out


def verdict(witnesses, name: str, statement: str):
    spec, paths = witnesses[name]
    return grade_case(spec, statement, paths)


def ttft_check(res):
    got = [q for q in res.quantities if q.metric == "ttft"]
    assert len(got) == 1, [(q.metric, q.outcome, q.detail) for q in res.quantities]
    return got[0]


def test_the_set_holds_what_vllm_prints_and_the_extremes():
    assert {"mean", "median", "p90", "p95", "p99"} <= set(ANY_STATISTIC)
    assert {"min", "max"} <= set(ANY_STATISTIC)


TRUE_ON_TIGHT = [
    "fast reaches 100 ms TTFT.",
    "fast has TTFT below 150 ms.",
    "fast has 50% lower TTFT than base.",
    "fast cut TTFT by 50% versus base.",
    "fast cut TTFT by about 50% versus base.",
    "fast has 100 ms lower TTFT than base.",
]


@pytest.mark.parametrize("statement", TRUE_ON_TIGHT)
def test_all_statistics_agree_is_net_true(witnesses, statement):
    res = verdict(witnesses, "tight", statement)
    assert res.verdict == "net-true", (res.reason, [(q.outcome, q.detail) for q in res.quantities])
    assert "every one" in ttft_check(res).detail


# twins of the tight true sentences: scaled number (x1.5, x0.5), flipped direction, swapped arms, negation
TWINS_ON_TIGHT = [
    "fast reaches 150 ms TTFT.", "fast reaches 50 ms TTFT.",
    "fast has TTFT above 150 ms.", "fast has TTFT below 75 ms.",
    "fast has 75% lower TTFT than base.", "fast has 25% lower TTFT than base.",
    "fast has 50% higher TTFT than base.", "base has 50% lower TTFT than fast.",
    "fast cut TTFT by 75% versus base.", "base cut TTFT by 50% versus fast.",
    "fast raised TTFT by 50% versus base.",
    "fast has 150 ms lower TTFT than base.", "fast has 100 ms higher TTFT than base.",
    "It is not true that fast reaches 100 ms TTFT.",
    "fast does not have 50% lower TTFT than base.",
    "fast never has TTFT below 150 ms.",
    "base reaches 100 ms TTFT.",
]


@pytest.mark.parametrize("twin", TWINS_ON_TIGHT)
def test_twins_are_never_net_true(witnesses, twin):
    for name in ARMS:
        assert verdict(witnesses, name, twin).verdict != "net-true", (name, twin)


# what an honest author who meant one statistic of S writes about the skewed witness: the mean
# (100 ms, 50% lower), the p99 (300 ms), the median / min (75 ms), a bound of the mean (below 150 ms)
HONEST_ON_SKEW = [
    "fast reaches 100 ms TTFT.",
    "fast has 50% lower TTFT than base.",
    "fast cut TTFT by about 50% versus base.",
    "fast reaches 300 ms TTFT.",
    "fast reaches 75 ms TTFT.",
    "fast has TTFT below 150 ms.",
    "fast has TTFT above 250 ms.",
]


@pytest.mark.parametrize("statement", HONEST_ON_SKEW)
def test_statistics_that_disagree_are_inconclusive_never_false(witnesses, statement):
    res = verdict(witnesses, "skew", statement)
    assert res.verdict == "not-yet", (res.reason, [(q.outcome, q.detail) for q in res.quantities])
    q = ttft_check(res)
    assert q.outcome == "inconclusive"
    # the reason names the statistics that agree and those that do not, and keeps the hint
    assert "agrees under" in q.detail and "contradicted under" in q.detail and "name the statistic" in q.detail


def test_the_reason_names_which_statistics_agree(witnesses):
    q = ttft_check(verdict(witnesses, "skew", "fast has TTFT below 150 ms."))
    agree = q.detail.split("agrees under ", 1)[1].split(";", 1)[0]
    disagree = q.detail.split("contradicted under ", 1)[1].split(" (", 1)[0]
    # mean 0.1, median = min 0.0753, p90 0.1 are below 0.15; p95 0.211, p99 0.3, max 0.322 are not
    assert set(agree.split(", ")) == {"mean", "median", "p90", "min"}
    assert set(disagree.split(", ")) == {"p95", "p99", "max"}


FALSE_UNDER_EVERY_STATISTIC = [
    ("tight", "fast reaches 200 ms TTFT."),  # every statistic is 100 ms
    ("tight", "fast has TTFT above 150 ms."),
    ("tight", "fast has 50% higher TTFT than base."),
    ("skew", "fast has TTFT above 400 ms."),  # even the max (322 ms) is below
    ("skew", "fast has TTFT below 50 ms."),  # even the min (75 ms) is above
    ("skew", "fast reaches 500 ms TTFT."),
]


@pytest.mark.parametrize("name,statement", FALSE_UNDER_EVERY_STATISTIC)
def test_contradicted_under_every_statistic_is_false(witnesses, name, statement):
    res = verdict(witnesses, name, statement)
    assert res.verdict == "false", (res.reason, [(q.outcome, q.detail) for q in res.quantities])
    assert "contradicted under every one" in ttft_check(res).detail


def test_a_named_statistic_is_graded_under_that_statistic_only(witnesses):
    # the mean is 100 ms, the p99 300 ms: a named statistic keeps its own verdict
    assert verdict(witnesses, "skew", "fast reaches a mean TTFT of 100 ms.").verdict == "net-true"
    assert verdict(witnesses, "skew", "fast reaches a p99 TTFT of 100 ms.").verdict == "false"


# the no-statistic twins of tests/claims/test_claims_ratios.py: on its witness every request of an arm has one
# TTFT, so every statistic agrees and they are true there; on the skewed arm (mean ratio 0.5, median 0.377,
# p99 1.5) the statistics disagree and they are never net-true, never false
@pytest.mark.parametrize("statement", [
    "fast achieves 2x lower TTFT than base.",
    "fast provides a 2x TTFT reduction over base.",
    "fast reaches a TTFT of 100 ms, 2x lower than base.",
])
def test_no_statistic_twins_of_a_mean_sentence(witnesses, statement):
    assert verdict(witnesses, "tight", statement).verdict == "net-true"
    assert verdict(witnesses, "skew", statement).verdict == "not-yet"


# the set is discrete, a quantile is not: contradicted under every statistic of the set is false only when no
# statistic at all can agree. skew's fast arm: min 75.3 ms, max 322 ms; 150 ms is none of the set's values but lies
# between min and max (a quantile near p83 is 150 ms). A comparison of the skewed arm with base is a ratio of
# two quantile functions, from 0.377 to 1.61 over the quantiles: "80% lower" (0.2) lies outside that range, but
# the rule keeps comparisons false only for arms whose requests all have one value (tight's), the certain case
@pytest.mark.parametrize("statement,why", [
    ("fast reaches 150 ms TTFT.", "between the arm's min and max"),
    ("fast has 30% higher TTFT than base.", "comparison of a per-request metric"),
])
def test_contradicted_under_the_set_but_not_every_quantile_is_never_false(witnesses, statement, why):
    res = verdict(witnesses, "skew", statement)
    assert res.verdict == "not-yet", (res.reason, [(q.outcome, q.detail) for q in res.quantities])
    check = ttft_check(res)
    assert check.outcome == "inconclusive" and why in check.detail and "contradicted under every one" in check.detail
