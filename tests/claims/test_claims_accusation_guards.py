"""`false` is an accusation (issue 16, docs/claim-check.md "The false bar", rule 7): three readings that accused
sentences they could not read for certain, now left unread (not-yet, naming the words).

1. A list whose count is not its arms' count (binding value_list, claimcheck/claims/value_lists.py): "Mean TPOT is
   20 ms, 25 ms and 32 ms at concurrency 1 and 32" had its last two values bound to the two arms by pair_binding
   (25 ms at concurrency 1: `false`). Every value of such a list is unbound now.
2. A value with no unit, its arm named after it, took its pair's unit at any distance (production pair_arms):
   "100 ms at concurrency 32 versus 2 at concurrency 1" read 2 ms (`false`; 2 s? 2x?). Now only within a factor of 10
   (pair_frames.within_ten, as pair_unit_carried), also where the first value has no unit ("from 2 at concurrency 1
   to 100 ms at concurrency 32"); a rate's pair across 10-100x keeps pair_unit_far (its contradiction held back).
3. An aside that points elsewhere (production aside_pointer, claimcheck/claims/asides.py): "(see below 2x)" was read
   as a bound of the sentence's ratio ("< 2": `false` on a 5x witness). Its words are held from the constructs and
   left unread; a reference alone ("(see Fig. 2)", "(see Table 2)", "(see below)") stays inert prose. Inside a
   phrase a reference alone split the construct it sat in ("5.1x (see below) faster TTFT than TGI": "5.1x" read as a
   second throughput ratio, `false`); it is taken out of the token stream as markup is (asides.see_through). A metric's
   legend "(lower is better)" / "(higher is better)" (read as a direction word, `false`) is held as an aside.
4. A ratio range with its unit on both ends and no "by" ("Throughput rises 14x - 24x", "is 14 times - 24 times
   higher"): read as "14x" alone (`false` on 19.2x) and the rest separately. Now read as the range; a bare "rises 14 to
   24x" (from-to?) stays unread.

Witness by hand (tuning battery 32's; vLLM on one H100, Llama-3.1-8B-Instruct, 32 requests per arm of 512 prompt +
256 output tokens, every request of an arm alike): c1 (concurrency 1, baseline, requests back to back) TTFT 20 ms,
TPOT 20 ms, 50 output tok/s, 32 / 163.84 s = 0.195 req/s; c8 TTFT 40 ms, TPOT 25 ms, 320 tok/s, 1.25 req/s; c32 TTFT
100 ms, TPOT 32 ms, 960 tok/s, 3.75 req/s. TTFT c32 / c1 = 100 / 20 = 5x; throughput c32 / c1 = 960 / 50 = 19.2x.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (  # noqa: E402
    CONC_SWEEP as ARMS, CONC_SWEEP_SCOPE as SCOPE, assert_never_net_true, sealed_fixture)
from claims_corpus.frames import grade_statement  # noqa: E402

NEG = "It is not true that "


wit = sealed_fixture("guards", ARMS, "conc", engine="vLLM")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


# --- 1. a list whose counts disagree -------------------------------------------------------------------------------
LIST_MISMATCH = [
    "Mean TPOT is 20 ms, 25 ms and 32 ms at concurrency 1 and 32.",          # three values, two arms (was false)
    "Mean TPOT is 20 ms, 25 ms and 32 ms at concurrency 1 and 32, respectively.",
    "Mean TPOT: 20 ms, 25 ms and 32 ms at concurrency 1 and 32.",
    "Mean TPOT is 20 ms, 32 ms and 25 ms at concurrency 1 and 32.",
    "Mean TPOT is 20 ms, 25 ms, and 32 ms at concurrency 1 and 32.",
    "At concurrency 1 and 32, mean TPOT is 20 ms, 25 ms and 32 ms.",
    "At concurrency 32, mean TPOT is 20 ms, 25 ms and 32 ms.",                # three values, one arm
    "Mean TPOT is 20 ms, 25 ms and 32 ms at concurrency 8 and 32.",
    "Mean TPOT is 20 ms, 25 ms and 32 ms at concurrency 1, 8, 16 and 32.",    # three values, four arm words
    "Mean TPOT is 20 ms, 25 ms, 32 ms and 40 ms at concurrency 1, 8 and 32.",  # four values, three arms
    "Output throughput is 50 tok/s, 320 tok/s and 960 tok/s at concurrency 1 and 32.",
]


@pytest.mark.parametrize("statement", LIST_MISMATCH)
def test_a_list_whose_counts_disagree_is_unread_never_false(wit, statement):
    res = grade(wit, statement)
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)
    assert res.reading is not None and res.reading.unread, statement


def test_the_list_with_matching_counts_still_reads(wit):
    """The guard leaves value_list's own frame alone: three values, three arms, in order (net-true); a value x1.5
    there is false (the list was read completely)."""
    assert grade(wit, "Mean TPOT is 20 ms, 25 ms and 32 ms at concurrency 1, 8 and 32.").verdict == "net-true"
    assert grade(wit, "Mean TPOT is 20 ms, 37.5 ms and 32 ms at concurrency 1, 8 and 32.").verdict == "false"


# --- 2. a value with no unit after "versus" --------------------------------------------------------------------------
UNIT_GUESS = [
    "Mean TTFT is 100 ms at concurrency 32 versus 2 at concurrency 1.",      # 2 ms? 2 s? (was false)
    "Mean TTFT is 100 ms at concurrency 32 vs 2 at concurrency 1.",
    "Mean TTFT is 100 ms at concurrency 32, versus 2 at concurrency 1.",
    "Mean TTFT is 100 ms at concurrency 32 versus 0.02 at concurrency 1.",   # 0.02 s, written in the other unit
    "Mean TTFT is 0.1 s at concurrency 32 versus 20 at concurrency 1.",      # 20 ms, written in the other unit
    "Mean TTFT is 100 ms at concurrency 32 versus 2 (concurrency 1).",
    "Mean TTFT is 2 at concurrency 1 versus 100 ms at concurrency 32.",
    "Mean TTFT rises from 2 at concurrency 1 to 100 ms at concurrency 32.",
    "Mean TTFT rises from 0.02 at concurrency 1 to 100 ms at concurrency 32.",
    "Output throughput is 960 tok/s at concurrency 32 versus 5 at concurrency 1.",
]


@pytest.mark.parametrize("statement", UNIT_GUESS)
def test_a_unit_taken_across_more_than_ten_times_is_never_false(wit, statement):
    res = grade(wit, statement)
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)


@pytest.mark.parametrize("statement", [
    "Mean TTFT is 100 ms at concurrency 32 versus 20 at concurrency 1.",
    "Mean TTFT is 20 at concurrency 1 versus 100 ms at concurrency 32.",
    "Mean TTFT rises from 20 at concurrency 1 to 100 ms at concurrency 32.",
    "Output throughput is 960 tok/s at concurrency 32 versus 320 at concurrency 8.",
    "Concurrency 32 delivers 3.75 requests per second, versus 0.2 at concurrency 1.",   # pair_unit_far, kept
])
def test_a_unit_carried_within_ten_times_still_reads(wit, statement):
    res = grade(wit, statement)
    assert res.verdict == "net-true", (statement, res.reason)
    assert res.reading is not None and not res.reading.unread


@pytest.mark.parametrize("statement", [
    "Mean TTFT is 100 ms at concurrency 32 versus 30 at concurrency 1.",     # x1.5
    "Mean TTFT is 100 ms at concurrency 32 versus 10 at concurrency 1.",     # x0.5
    "Mean TTFT is 20 ms at concurrency 32 versus 100 at concurrency 1.",     # arms swapped
    NEG + "mean TTFT is 100 ms at concurrency 32 versus 20 at concurrency 1.",
    "On an A100, mean TTFT is 100 ms at concurrency 32 versus 20 at concurrency 1.",
    "Mean TTFT is 100 ms at concurrency 32 versus 2 at concurrency 1.",
    "Mean TTFT is 100 ms at concurrency 32 versus 200 at concurrency 1.",
    "Concurrency 32 delivers 3.75 requests per second, versus 0.02 at concurrency 1.",
])
def test_unit_twins_are_never_net_true(wit, statement):
    assert_never_net_true(grade(wit, statement), statement)


@settings(max_examples=40, deadline=None)
@given(v=st.sampled_from(["0.2", "1", "2", "4", "5", "8", "200", "300", "500", "1000", "2000", "0.02", "0.002"]))
def test_a_bare_second_value_is_false_only_within_ten_times(wit, v):
    """c1's TTFT is 20 ms, c32's 100 ms: the bare value after 'versus' is read as ms only within a factor of 10 of
    100 (10 < v <= 1000 here); else not read. Inside, a value that is not 20 (+-0.5) is false."""
    res = grade(wit, f"Mean TTFT is 100 ms at concurrency 32 versus {v} at concurrency 1.")
    x = float(v)
    if 10 <= x <= 1000:
        assert res.verdict == "false", (v, res.reason)
    else:
        assert res.verdict == "not-yet", (v, res.verdict, res.reason)


# --- 3. asides ---------------------------------------------------------------------------------------------------
ASIDES_UNREAD = [
    "Mean TTFT rises 5x at concurrency 32 (see below 2x) versus concurrency 1.",   # was false ("< 2")
    "Mean TTFT rises 5x at concurrency 32 versus concurrency 1 (see below 2x).",
    "Mean TTFT rises 5x at concurrency 32 versus concurrency 1, see below 2x.",
    "Mean TTFT rises 5x at concurrency 32 versus concurrency 1; see below 2x.",
    "Mean TTFT rises 5x at concurrency 32 versus concurrency 1 -- see Table 2 for 2x.",
    "Mean TTFT rises 5x at concurrency 32 versus concurrency 1 (2x, see below).",
    "Mean TTFT rises 5x at concurrency 32 (see below, 2x) versus concurrency 1.",
    "Mean TTFT rises 5x at concurrency 32 (under 2x, see below) versus concurrency 1.",
    "Mean TTFT rises 5x at concurrency 32 versus concurrency 1 (see Fig. 2: 2x at concurrency 8).",
    "Mean TTFT rises 5x at concurrency 32 versus concurrency 1 (cf. 2x at concurrency 8).",
    "Mean TTFT rises 5x at concurrency 32 versus concurrency 1 (compare 2x at concurrency 8).",
    "Mean TTFT rises 5x at concurrency 32 versus concurrency 1 (see below for 2 ms at concurrency 1).",
    "Mean TTFT is 100 ms at concurrency 32 (see below 2x).",
    "Throughput at concurrency 8 is 6.4x higher than at concurrency 1 (see below 2x).",
    "Throughput is 19.2x higher at concurrency 32 than at concurrency 1 (lower is better; see below).",  # was false
    "Throughput is 19.2x higher at concurrency 32 than at concurrency 1 (lower is better, see below).",
    "Throughput is 19.2x higher at concurrency 32 than at concurrency 1 (details, see below).",
    "Mean TTFT (lower is better) is 5x higher at concurrency 32 than at concurrency 1.",   # a legend: held, unread
    "Mean TTFT is 5x higher at concurrency 32 than at concurrency 1 (lower is better).",
    "Output throughput (higher is better) is 19.2x higher at concurrency 32 than at concurrency 1.",
    "Throughput is 19.2x higher at concurrency 32 than at concurrency 1 (lower is better).",   # was false ("lower")
]


@pytest.mark.parametrize("statement", ASIDES_UNREAD)
def test_an_aside_pointing_elsewhere_is_unread_never_false(wit, statement):
    res = grade(wit, statement)
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)
    assert res.reading is not None and res.reading.unread, statement


@pytest.mark.parametrize("statement", [
    "Mean TTFT rises 5x at concurrency 32 versus concurrency 1 (see Fig. 2).",
    "Mean TTFT rises 5x at concurrency 32 versus concurrency 1 (see Table 2).",
    "Mean TTFT rises 5x at concurrency 32 versus concurrency 1 (see below).",
    "Mean TTFT rises 5x (see Fig. 2) at concurrency 32 versus concurrency 1.",
    "Mean TTFT rises 5x at concurrency 32 versus concurrency 1, see Fig. 2.",
    "At concurrency 32 we see 5x higher mean TTFT than at concurrency 1.",    # "see" of observation, no aside
])
def test_a_reference_alone_stays_inert(wit, statement):
    res = grade(wit, statement)
    assert res.verdict == "net-true", (statement, res.reason)


@pytest.mark.parametrize("statement", [
    "Mean TTFT rises 7.5x at concurrency 32 (see Fig. 2) versus concurrency 1.",    # x1.5
    "Mean TTFT rises 2.5x at concurrency 32 versus concurrency 1 (see below).",     # x0.5
    "Mean TTFT rises 5x at concurrency 1 versus concurrency 32 (see Table 2).",     # arms swapped
    "Mean TTFT falls 5x at concurrency 32 versus concurrency 1 (see Fig. 2).",      # direction
    NEG + "mean TTFT rises 5x at concurrency 32 versus concurrency 1 (see Fig. 2).",
    "Mean TTFT rises 5x at concurrency 32 versus concurrency 1 on an A100 (see Fig. 2).",
    "Mean TTFT rises 2x at concurrency 32 versus concurrency 1 (see below 5x).",
    "Mean TTFT rises 2x at concurrency 32 versus concurrency 1 (5x, see below).",
])
def test_aside_twins_are_never_net_true(wit, statement):
    assert_never_net_true(grade(wit, statement), statement)


@pytest.mark.parametrize("statement", [
    "Mean TTFT rises 5x (see below) at concurrency 32 versus concurrency 1.",
    "Mean TTFT is 5x (see Figure 3) higher at concurrency 32 than at concurrency 1.",
    "Throughput is 19.2x (see Table 2) higher at concurrency 32 than at concurrency 1.",
    "Throughput is 14x (see Fig. 2) - 24x higher at concurrency 32 than at concurrency 1.",
])
def test_a_reference_inside_a_phrase_is_seen_through(wit, statement):
    res = grade(wit, statement)
    assert res.verdict == "net-true", (statement, res.reason)
    assert res.reading is not None and not res.reading.unread


@pytest.mark.parametrize("statement", [
    "Mean TTFT is 7.5x (see below) higher at concurrency 32 than at concurrency 1.",   # x1.5
    "Mean TTFT is 5x (see below) lower at concurrency 32 than at concurrency 1.",      # direction
    "Mean TTFT (lower is better) is 2.5x higher at concurrency 32 than at concurrency 1.",  # x0.5
    "Mean TTFT (higher is better) is 5x higher at concurrency 1 than at concurrency 32.",  # arms swapped
    NEG + "mean TTFT (lower is better) is 5x higher at concurrency 32 than at concurrency 1.",
])
def test_seen_through_twins_are_never_net_true(wit, statement):
    assert_never_net_true(grade(wit, statement), statement)


@pytest.mark.parametrize("statement", [
    "Throughput rises 14x - 24x at concurrency 32 versus concurrency 1.",
    "Throughput rises 14 times - 24 times at concurrency 32 versus concurrency 1.",
    "Throughput rises 14x to 24x at concurrency 32 versus concurrency 1.",
    "Throughput is 14 times - 24 times higher at concurrency 32 than at concurrency 1.",
    "Throughput is 14 times to 24x higher at concurrency 32 than at concurrency 1.",
])
def test_a_ratio_range_with_both_units_reads_whole(wit, statement):
    res = grade(wit, statement)
    assert res.verdict == "net-true", (statement, res.reason)


@pytest.mark.parametrize("statement", [
    "Throughput rises 24x - 34x at concurrency 32 versus concurrency 1.",          # above 19.2
    "Throughput rises 7x - 12x at concurrency 32 versus concurrency 1.",           # below
    "Throughput is 14 times - 18 times higher at concurrency 32 than at concurrency 1.",
    "Throughput rises 14x - 24x at concurrency 1 versus concurrency 32.",          # arms swapped
    "Throughput falls 14x - 24x at concurrency 32 versus concurrency 1.",          # direction
])
def test_ratio_range_twins_are_never_net_true(wit, statement):
    assert_never_net_true(grade(wit, statement), statement)


def test_a_bare_from_to_ratio_range_stays_unread(wit):
    res = grade(wit, "Throughput rises 14 to 24x at concurrency 32 versus concurrency 1.")
    assert res.verdict == "not-yet" and res.reading is not None and res.reading.unread
