"""Two values in parentheses right after a comparison ("Prefix caching improves request throughput by 15%
(3.55 vs 4.10 req/s)", "APC cuts TTFT by 60% (421 ms vs 168 ms)") are the compared arms' values of the
comparison's metric, written in either order: write-ups put the before value first as often as the after
value. Productions paren_pair_metric and pair_order (docs/claim-check.md): the value the comparison
says is the larger belongs to the arm it says is larger. Before them, "(3.55 vs 4.10 req/s)" after an
improvement was bound subject-first and an honest sentence was graded false (an accusation).

The witness is worked out by hand (ten requests per arm, real_sentences.witness_specs.arm_rows): ``on``
(alias "prefix caching", "APC") serves 4.10 req/s with every TTFT 0.168 s; ``off`` serves 3.55 req/s with
every TTFT 0.421 s. So throughput(on)/throughput(off) = 1.1549 (+15.5%), and TTFT(on) is 60.1% lower
(0.168 / 0.421 = 0.399) under every statistic.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import case_verdict as verdict, sealed_case
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, grade_case, witness_for

from claimcheck.claims.grammar import read_full

ARMS = [A("on", "prefix caching", "APC", thr=4.10, ttft=0.168, tpot=0.02),
        A("off", "apc off", thr=3.55, ttft=0.421, tpot=0.02)]


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return sealed_case(tmp_path_factory, "paren", Spec("paren", ARMS, key=""))


TRUE = [
    "Prefix caching improves request throughput by 15% (3.55 vs 4.10 req/s).",
    "Prefix caching improves request throughput by 15% (4.10 vs 3.55 req/s).",
    "Prefix caching improves request throughput by 15% (3.55 req/s vs 4.10 req/s).",
    "APC cuts TTFT by 60% (421 ms vs 168 ms).",
    "APC cuts TTFT by 60% (168 ms vs 421 ms).",
    "APC cuts TTFT by 60% (421 ms versus 168 ms).",
    "APC lowers mean TTFT by 2.5x (421 ms vs 168 ms).",
]


@pytest.mark.parametrize("s", TRUE)
def test_either_order_reads_and_is_net_true(wit, s):
    r = read_full(s, "", {"on": ["prefix caching", "APC"], "off": ["apc off"]})
    assert not r.reading.unread, r.reading.unread
    values = {a.treatment: a.value for a in r.reading.assertions if a.form == "value"}
    assert set(values) == {"on", "off"}
    assert values["on"] in (4.1, 0.168) and values["off"] in (3.55, 0.421), values
    assert verdict(wit, s) == "net-true"


TWINS = [
    # the direction flipped: the pair then belongs the other way round and the witness contradicts both
    "Prefix caching reduces request throughput by 15% (3.55 vs 4.10 req/s).",
    "APC raises TTFT by 60% (421 ms vs 168 ms).",
    # a value scaled
    "Prefix caching improves request throughput by 15% (3.55 vs 6.15 req/s).",
    "APC cuts TTFT by 60% (632 ms vs 168 ms).",
    "APC cuts TTFT by 60% (421 ms vs 84 ms).",
    # the percent scaled, the pair right
    "Prefix caching improves request throughput by 25% (3.55 vs 4.10 req/s).",
    # negated
    "Prefix caching does not improve request throughput by 15% (3.55 vs 4.10 req/s).",
]


@pytest.mark.parametrize("s", TWINS)
def test_twins_are_never_net_true(wit, s):
    assert verdict(wit, s) != "net-true"


def test_a_flipped_direction_is_false_not_merely_unread(wit):
    assert verdict(wit, "Prefix caching reduces request throughput by 15% (3.55 vs 4.10 req/s).") == "false"


@pytest.mark.parametrize("s", [
    # a pair not right after the comparison keeps the subject-first order and is never an accusation here
    "APC is 2.5x faster than apc off in mean TTFT (168 ms vs 421 ms).",
    # the arms named inside the parentheses decide, not the order rule
    "Prefix caching improves request throughput by 15% (4.10 req/s for APC vs 3.55 req/s for apc off).",
])
def test_honest_neighbours_are_never_false(wit, s):
    assert verdict(wit, s) != "false"


def test_a_comparison_with_no_direction_leaves_the_pair_as_written():
    r = read_full("APC changes request throughput by 0% (3.55 vs 4.10 req/s).", "",
                  {"on": ["prefix caching", "APC"], "off": ["apc off"]})
    values = [(a.treatment, a.value) for a in r.reading.assertions if a.form == "value"]
    assert values in ([], [("on", 3.55), ("off", 4.1)]), values


# pair_order beyond parentheses: any "A vs B" pair naming no arm of its own, in a clause that compares the two
# arms in its metric with a direction, is ordered by that direction
ORDERED_BY_DIRECTION = [
    "Prefix caching improves request throughput by 15%: 3.55 vs 4.10 req/s.",
    "Prefix caching improves request throughput by 15%, 4.10 vs 3.55 req/s.",
    "Prefix caching improves request throughput by 15% - 3.55 vs 4.10 req/s.",
    "Request throughput rose 15% with prefix caching (3.55 vs 4.10 req/s).",
    "Mean TTFT fell by 60% with APC (421 ms vs 168 ms).",
    "APC has lower mean TTFT than apc off (421 ms vs 168 ms).",
]


@pytest.mark.parametrize("s", ORDERED_BY_DIRECTION)
def test_a_pair_is_ordered_by_its_clause_comparison(wit, s):
    assert verdict(wit, s) == "net-true"


@pytest.mark.parametrize("s", [
    "apc off improves request throughput by 15%: 3.55 vs 4.10 req/s.",   # arms swapped
    "Request throughput fell 15% with prefix caching (3.55 vs 4.10 req/s).",  # direction flipped
    "Mean TTFT fell by 60% with APC (421 ms vs 268 ms).",  # a value scaled
    "With apc off, request throughput was 4.10 vs 3.55 req/s.",  # subject-first, arms swapped
])
def test_their_twins_are_never_net_true(wit, s):
    assert verdict(wit, s) != "net-true"


@pytest.mark.parametrize("s", [
    # no comparison fixes the order and the subject is not named before the pair: not graded, never false
    "Request throughput: 3.55 vs 4.10 req/s with prefix caching.",
    "Prefix caching: 3.55 vs 4.10 req/s request throughput.",
])
def test_a_pair_whose_order_nothing_fixes_is_not_graded(wit, s):
    res = grade_case(wit[0], s, wit[1])
    assert res.verdict == "not-yet", (res.verdict, res.reason)


def test_subject_first_holds_when_the_subject_is_named_before_the_pair(wit):
    assert verdict(wit, "With prefix caching, request throughput was 4.10 vs 3.55 req/s.") == "net-true"


def test_an_arm_named_only_after_an_up_from_pair_is_never_an_accusation(tmp_path):
    """Found by the prose property (Hypothesis inserted "TL;DR:" into rs170): "7.33 req/s at concurrency 256, up from
    6.69 req/s TL;DR: baseline (+10%)" made the arm named after the pair the subject of 7.33 and graded an honest
    sentence false. Production up_from_arm_after: not graded. Without the insertion, "6.69 req/s baseline" names the
    from-value's arm and the sentence stays net-true."""
    from real_sentences.witness_specs import SPECS

    spec = next(s for s in SPECS if s.id == "rs170")
    paths = {"rs170": str(seal(tmp_path / "w", *witness_for(spec)))}
    assert grade_case(spec, "7.33 req/s at concurrency 256, up from 6.69 req/s TL;DR: baseline (+10%)",
                      paths).verdict == "not-yet"
    assert grade_case(spec, spec.text, paths).verdict == "net-true"
