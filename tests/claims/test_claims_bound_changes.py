"""Changes read by position (production bound_values, claimcheck/claims/bound_values.py): a from-to pair of values, a
change verb or direction ("down from", "was cut from", "rises from", "improved"), a multiplying verb ("roughly halved",
"doubles") and "exceeded X", in a sentence the grammar leaves partly unread.

The from-value is the before arm's and the to-value the after arm's only where the pair is determined: each value
names its arm, a transition names both ("going from A to B ... from X to Y"), or, naming no arm, a witness of two arms
declares baseline and treatment. A change word is checked as a direction (the after arm's value over the before arm's,
above or below 1), a multiplying verb as that ratio within its tolerance, never made inert. Every reading is
BOUND_RULE: a contradiction is held back (not-yet), never ``false``.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows: 64 requests per arm of 256 output tokens, every
request of an arm alike, so its mean, median and p99 are one value):

* ``three``: ``v1`` (baseline) TTFT 1.2 s, TPOT 40 ms, 600 output tok/s; ``v2`` (treatment) TTFT 0.6 s, TPOT 30 ms,
  1200 tok/s; ``v3`` (treatment) TTFT 1.26 s, TPOT 35 ms, 900 tok/s. v2/v1 TTFT = 0.5 (halved, -50%); v1/v2 = 2;
  v3/v1 TTFT = 1.05 (+5%); tok/s v2/v1 = 2.
* ``ab``: ``default`` (baseline) TTFT 1.2 s, ``tuned`` (treatment) TTFT 0.6 s (the same numbers as v1 / v2).
* ``close``: as ``ab``, with TPOT 20 ms (default) and 20.5 ms (tuned): a value that stays (2.5% apart).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (  # noqa: E402
    assert_never_false, assert_never_net_true, assert_read_net_true, sealed_fixture)
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

from claimcheck.claims import bound_values  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct, 64 requests per arm, one run each"
V1 = dict(ttft=1.2, tpot=0.04, toks=600, tok=256, n=64)
V2 = dict(ttft=0.6, tpot=0.03, toks=1200, tok=256, n=64)
V3 = dict(ttft=1.26, tpot=0.035, toks=900, tok=256, n=64)

wit = sealed_fixture("bound_changes", {
    "three": [A("v1", "v1", role="baseline", **V1), A("v2", "v2", role="treatment", **V2),
              A("v3", "v3", role="treatment", **V3)],
    "ab": [A("default", "default", role="baseline", **V1), A("tuned", "tuned", role="treatment", **V2)],
    "close": [A("default", "default", role="baseline", **{**V1, "tpot": 0.02}),
              A("tuned", "tuned", role="treatment", **{**V2, "tpot": 0.0205})],
})


def grade(w, name: str, s: str):
    return grade_statement(s, w[name], SCOPE)


def _bound(res) -> bool:
    return any(bound_values.BOUND_RULE in (a.tolerance.rule if a.tolerance else "") for a in res.reading.assertions)


# true sentences the grammar leaves partly unread, read here completely (each fails on the tree before this reading)
TRUE = [
    "Mean TTFT down from 1.2 s with v1 to 0.6 s with v2 (-50%).",
    "TTFT roughly halved: mean TTFT was 1.2 s with v1 vs 0.6 s with v2.",
    "Median TTFT rises from 0.6 s at v2 to 1.2 s at v1, i.e. roughly doubles",
    "Mean TTFT up from 1.2 s with v1 to 1.26 s with v3 (+5%).",
]
TWINS = [
    # values swapped
    "Mean TTFT down from 0.6 s with v1 to 1.2 s with v2 (-50%).",
    "TTFT roughly halved: mean TTFT was 0.6 s with v1 vs 1.2 s with v2.",
    "Mean TTFT up from 1.26 s with v1 to 1.2 s with v3 (+5%).",
    # the direction flipped
    "Mean TTFT up from 1.2 s with v1 to 0.6 s with v2 (-50%).",
    "Median TTFT falls from 0.6 s at v2 to 1.2 s at v1, i.e. roughly doubles",
    "Median TTFT rises from 0.6 s at v2 to 1.2 s at v1, i.e. roughly halves",
    "Mean TTFT down from 1.2 s with v1 to 1.26 s with v3 (+5%).",
    # arms swapped (the from-value put on the other arm)
    "Mean TTFT down from 1.2 s with v2 to 0.6 s with v1 (-50%).",
    "TTFT roughly halved: mean TTFT was 1.2 s with v2 vs 0.6 s with v1.",
    "Median TTFT rises from 0.6 s at v1 to 1.2 s at v2, i.e. roughly doubles",
    "Mean TTFT up from 1.2 s with v3 to 1.26 s with v1 (+5%).",
    # a number x1.5 / x0.5
    "Mean TTFT down from 1.8 s with v1 to 0.6 s with v2 (-50%).",
    "Mean TTFT down from 1.2 s with v1 to 0.3 s with v2 (-50%).",
    "Mean TTFT down from 1.2 s with v1 to 0.6 s with v2 (-75%).",
    "Median TTFT rises from 0.9 s at v2 to 1.2 s at v1, i.e. roughly doubles",
    # "halved" where the ratio is 1.5 / 0.75; "doubles" where it is 1.5
    "TTFT roughly halved: mean TTFT was 1.2 s with v1 vs 0.9 s with v2.",
    "TTFT roughly halved: mean TTFT was 1.2 s with v1 vs 0.8 s with v2.",
    "Median TTFT rises from 0.8 s at v2 to 1.2 s at v1, i.e. roughly doubles",
    # another statistic, another metric
    "Mean TPOT down from 1.2 s with v1 to 0.6 s with v2 (-50%).",
    # negation, modal
    "Mean TTFT did not drop from 1.2 s with v1 to 0.6 s with v2 (-50%).",
    "Mean TTFT could drop from 1.2 s with v1 to 0.6 s with v2 (-50%).",
    "TTFT roughly halved: mean TTFT could be 1.2 s with v1 vs 0.6 s with v2.",
    "TTFT never halved: mean TTFT was 1.2 s with v1 vs 0.6 s with v2.",
    # "more than halved": a bound on the factor, not read
    "TTFT more than halved: mean TTFT was 1.2 s with v1 vs 0.6 s with v2.",
]


@pytest.mark.parametrize("s", TRUE)
def test_a_change_read_by_position_is_net_true(wit, s):
    res = grade(wit, "three", s)
    assert_read_net_true(res)
    assert _bound(res), (s, "read by the grammar, not by position: the test no longer tests this module")


@pytest.mark.parametrize("s", TWINS)
def test_a_twisted_change_is_never_net_true(wit, s):
    assert_never_net_true(grade(wit, "three", s), s)


@pytest.mark.parametrize("s", TRUE + TWINS)
def test_a_change_read_by_position_is_never_false(wit, s):
    """Never an accusation: a twist is held back (not-yet) or left unread, as a true sentence is never contradicted."""
    assert_never_false(grade(wit, "three", s), s)


@pytest.mark.parametrize("s", [
    "Mean TTFT down from 1.2 s to 0.6 s (-50%).",          # three arms, none named: which two?
    "TTFT roughly doubled: mean TTFT was 0.6 s with v2 vs 1.26 s with v3.",  # neither is the declared baseline
])
def test_an_undetermined_pair_stays_unread(wit, s):
    res = grade(wit, "three", s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


def test_a_change_word_is_checked_as_a_direction_not_made_inert():
    """The swapped pair of two close values: each value within its hedge band of the other arm's ("~0.6 s" of 0.63,
    "~0.63 s" of 0.6), so only the direction assertion tells the twist from the truth (after / before > 1 for "up")."""
    arms = {"v2": ["v2"], "v3": ["v3"]}
    text = "mean TTFT up from ~0.6 s with v2 to ~0.63 s with v3"
    got = bound_values.bind_sentence(text, 0, len(text), arms, None, [])
    assert got is not None
    direction = [a for a in got[0] if a.form == "ratio" and a.value == 1.0]
    assert [(a.treatment, a.baseline, a.relation) for a in direction] == [("v3", "v2", ">")]
    assert all(bound_values.BOUND_RULE in a.tolerance.rule for a in got[0])
    for twisted in ["mean TTFT down from ~0.6 s with v2 to ~0.63 s with v3",      # the words disagree with the values
                    "mean TTFT up from ~0.63 s with v2 to ~0.6 s with v3"]:
        assert bound_values.bind_sentence(twisted, 0, len(twisted), arms, None, []) is None, twisted


def test_the_hedged_swap_is_held_back(wit):
    """Graded: the twin's values each agree within 10%, its direction is contradicted, held back (not-yet)."""
    res = grade(wit, "three", "Mean TTFT up from ~1.2 s with v3 to ~1.26 s with v1.")
    assert_never_net_true(res, "swapped arms of close values")
    assert_never_false(res, "swapped arms of close values")


def test_a_transition_names_the_pairs_arms():
    """"going from A to B ... from X to Y": the from-value is A's, the to-value B's; the ratio after it is B over A."""
    arms = {"v1": ["v1"], "v2": ["v2"], "v3": ["v3"]}
    text = "going from v1 to v2 took output throughput from ~600 to ~1200 tok/s, so about 2x more"
    got = bound_values.bind_sentence(text, 0, len(text), arms, None, [])
    assert got is not None
    values = {(a.treatment, a.value) for a in got[0] if a.form == "value"}
    assert values == {("v1", 600.0), ("v2", 1200.0)}
    ratio = [a for a in got[0] if a.form == "ratio"]
    assert [(a.treatment, a.baseline, a.value) for a in ratio] == [("v2", "v1", 2.0)]
    for unread in ["going from v1 to v2 took output throughput from ~600 tok/s with v3 to ~1200 tok/s",   # a value naming a third arm
                   "going from v1 to v2 took output throughput 600 tok/s to 1200 tok/s"]:                 # "to" with no "from"
        assert bound_values.bind_sentence(unread, 0, len(unread), arms, None, []) is None, unread


def test_naming_no_arm_the_pair_is_the_declared_baseline_then_treatment():
    arms = {"default": ["default"], "tuned": ["tuned"]}
    text = "We cut mean TTFT from 1.2 s to 0.6 s"
    got = bound_values.bind_sentence(text, 0, len(text), arms, ("tuned", "default"), [])
    assert got is not None
    assert {(a.treatment, a.value) for a in got[0] if a.form == "value"} == {("default", 1.2), ("tuned", 0.6)}
    # three arms and no declared pair: not read
    three = {"v1": ["v1"], "v2": ["v2"], "v3": ["v3"]}
    assert bound_values.bind_sentence(text, 0, len(text), three, None, [], "v1") is None


def test_exceeded_is_more_than():
    arms = {"default": ["default"], "tuned": ["tuned"]}
    text = "mean TTFT exceeded 1 s with default but was 0.6 s with tuned"
    got = bound_values.bind_sentence(text, 0, len(text), arms, ("tuned", "default"), [])
    assert got is not None
    assert {(a.treatment, a.relation, a.value) for a in got[0]} == {("default", ">", 1.0), ("tuned", "=", 0.6)}


@pytest.mark.parametrize("s, verdict", [
    ("mean TTFT exceeded 1 s with default but was 0.6 s with tuned", "net-true"),
    ("mean TTFT exceeded 1.5 s with default but was 0.6 s with tuned", "not-yet"),   # x1.5 of the bound: held back
    ("mean TTFT exceeded 1 s with tuned but was 0.6 s with default", "not-yet"),     # arms swapped: held back
])
def test_exceeded_graded(wit, s, verdict):
    res = grade(wit, "ab", s)
    assert res.verdict == verdict, (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", [
    # "(A vs B)" after a change's pair: the values' order, or the usual "treatment vs baseline"? It had read the
    # from-value as tuned's and graded this true sentence false (the grammar's pair_arms, main 01f08bd)
    "mean TTFT dropped from 1.2 s to 0.6 s (tuned vs default)",
    "mean TTFT was cut from about 1.2 s to about 0.6 s (tuned vs default)",
    "mean TTFT 1.2 s -> 0.6 s (tuned vs default)",
    "mean TTFT dropped from 1.2 s to 0.6 s (default vs tuned)",
])
def test_a_versus_list_after_a_change_is_never_false(wit, s):
    assert_never_false(grade(wit, "ab", s), s)


@pytest.mark.parametrize("s, verdict", [
    ("mean TTFT dropped from 1.2 s to 0.6 s (default → tuned)", "net-true"),   # an arrow says the change's order
    ("mean TTFT 1.2 s -> 0.6 s (default -> tuned)", "net-true"),
    ("mean TTFT 1.2 s -> 0.6 s (tuned -> default)", "false"),
    ("mean TTFT 1.2 s vs 0.6 s (default vs tuned)", "net-true"),                # a contrast: the values' order
    ("mean TTFT 1.2 s vs 0.6 s (tuned vs default)", "false"),
])
def test_an_arm_list_after_a_pair_in_its_own_order(wit, s, verdict):
    res = grade(wit, "ab", s)
    assert res.verdict == verdict, (s, res.verdict, res.reason)


_WORDS = ["mean", "ttft", "from", "to", "1.2 s", "0.6 s", "~0.63 s", "with v1", "with v2", "at v3", "down", "up",
          "rises", "dropped", "was", "cut", "roughly", "halved", "doubles", "not", "could", "exceeded", "vs", ",",
          "(-50%)", "going", "->", "more than"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), max_size=14))
def test_a_change_read_here_is_bound_and_never_negated(words):
    """Whatever the words, a reading here keeps its spans inside the sentence, carries BOUND_RULE, and a negation or
    modal is never read."""
    text = "x. " + " ".join(words) + " . y"
    arms = {"v1": ["v1"], "v2": ["v2"], "v3": ["v3"]}
    a, b = 3, 3 + len(" ".join(words))
    got = bound_values.bind_sentence(text, a, b, arms, None, [], "v1")
    if got is not None:
        assertions, texts = got
        assert len(assertions) == len(texts)
        for x in assertions:
            assert a <= x.span.start < x.span.end <= b
            assert bound_values.BOUND_RULE in x.tolerance.rule
        assert "not" not in words and "could" not in words or not assertions


# a value said to stay: a value for each arm, within UNCHANGED_BAND (5%) of each other (one value naming no arm is the
# grammar's own reading, claimcheck/claims/unchanged.py)
STAY_TRUE = [
    "mean TPOT stays ~20ms w/ default and ~20.5ms w/ tuned",
    "mean TPOT remained at 20 ms for default, 20.5 ms for tuned",
    "p99 TPOT stays at 20 ms with default and 20.5 ms with tuned",
]
STAY_TWINS = [
    "mean TPOT stays at 20.5 ms with default and 20 ms with tuned",     # values (arms) swapped
    "mean TPOT stays at 30 ms with default and 30.5 ms with tuned",     # x1.5
    "mean TPOT stays at 10 ms with default and 10.3 ms with tuned",     # x0.5
    "mean TPOT stays at 20 ms with default and 30 ms with tuned",       # values that do not stay
    "mean TPOT did not stay at 20 ms with default and 20.5 ms with tuned",
    "mean TPOT may stay at 20 ms with default and 20.5 ms with tuned",
    "mean TTFT stays at 20 ms with default and 20.5 ms with tuned",     # another metric
]


@pytest.mark.parametrize("s", STAY_TRUE)
def test_a_value_said_to_stay_in_each_arm_is_net_true(wit, s):
    res = grade(wit, "close", s)
    assert_read_net_true(res)
    assert _bound(res), s


@pytest.mark.parametrize("s", STAY_TWINS)
def test_a_twisted_stay_is_never_net_true_nor_false(wit, s):
    res = grade(wit, "close", s)
    assert_never_net_true(res, s)
    assert_never_false(res, s)


def test_a_stay_of_some_arms_only_or_beside_a_change_is_not_read_here():
    arms = {"default": ["default"], "tuned": ["tuned"]}
    for text in ["mean TPOT stays at 20 ms with default",                          # one arm of two
                 "mean TPOT stays at 20 ms with default and 20.5 ms with tuned, +2.5%",  # beside a percent
                 "mean TPOT stays under 25 ms with default and 21 ms with tuned"]:       # a bound
        assert bound_values.bind_sentence(text, 0, len(text), arms, ("tuned", "default"), []) is None, text
    text = "mean TPOT stays at ~20 ms"
    got = bound_values.bind_sentence(text, 0, len(text), arms, ("tuned", "default"), [])
    assert got is not None and sorted(a.treatment for a in got[0]) == ["default", "tuned"]  # every arm's
