"""A bound against a named threshold, and a bound said of every arm with the metric left out (productions
threshold_bound -- claimcheck/claims/slo_phrases.py -- and quantified_gap -- claimcheck/claims/ellipsis.py).

Found on held-out suites: "TPOT, 99th percentile: 27.3 ms (tuned) vs. 35.6 ms (default); both below a 40 ms TPOT
constraint." and "Worst-case TTFT for Q8_0 was 267 ms, so all three stayed well under 300 ms." left the bound unread.

The witnesses (worked out by hand; 10 requests per arm, every request alike, so every statistic of an arm is its one
value):

* ``two``: tuned (treatment) TTFT 150 ms, TPOT 27 ms; default (baseline) TTFT 250 ms, TPOT 36 ms.
* ``three``: q4 TTFT 210 ms, q5 TTFT 230 ms, q8 TTFT 270 ms (TPOT 10 / 12 / 15 ms).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

from claimcheck.claims.statement import tokens  # noqa: E402
from claimcheck.claims import ellipsis, slo_phrases  # noqa: E402

TWO = [A("tuned", "tuned", thr=3.0, ttft=0.15, tpot=0.027, tok=8, role="treatment"),
       A("default", "default", thr=2.0, ttft=0.25, tpot=0.036, tok=8, role="baseline")]
THREE = [A("q4", "Q4_K_M", thr=3.0, ttft=0.21, tpot=0.010, tok=8),
         A("q5", "Q5_K_M", thr=2.5, ttft=0.23, tpot=0.012, tok=8),
         A("q8", "Q8_0", thr=2.0, ttft=0.27, tpot=0.015, tok=8)]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "thresholds", {"two": TWO, "three": THREE})


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], "10 requests per arm")


FRAMES = [
    # threshold_bound: an upper bound against a named threshold
    ("two", "p99 TPOT stayed under the 40 ms SLO with tuned.",
     ["p99 TPOT stayed under the 20 ms SLO with tuned.",
      "p99 TPOT stayed above the 40 ms SLO with tuned.",
      "p99 TPOT did not stay under the 40 ms SLO with tuned.",
      "p99 TPOT should stay under the 40 ms SLO with tuned.",
      "p99 TPOT stayed under the 30 ms SLO with default.",
      "p99 TTFT stayed under the 40 ms SLO with tuned."]),
    ("two", "p99 TPOT stayed below our 40 ms target for both.",
     ["p99 TPOT stayed below our 30 ms target for both.",
      "p99 TPOT stayed below our 20 ms target for both.",
      "p99 TPOT stayed below our 40 ms TTFT target for both."]),
    ("two", "Mean TTFT was within our 300 ms budget with default.",
     ["Mean TTFT was within our 200 ms budget with default.",
      "Mean TTFT was not within our 300 ms budget with default."]),
    ("two", "Both stayed below a 40 ms p99 TPOT limit.",
     ["Both stayed below a 30 ms p99 TPOT limit.", "Both stayed below a 40 ms p99 TTFT limit.",
      "Both stayed above a 40 ms p99 TPOT limit."]),
    # quantified_gap: the metric of the clause before, a bound said of every arm the quantifier names
    ("two", "p99 TPOT: 27 ms (tuned) vs. 36 ms (default); both below 40 ms.",
     ["p99 TPOT: 27 ms (tuned) vs. 36 ms (default); both below 30 ms.",
      "p99 TPOT: 27 ms (tuned) vs. 36 ms (default); both below 20 ms.",
      "p99 TPOT: 27 ms (tuned) vs. 36 ms (default); both above 40 ms.",
      "p99 TPOT: 27 ms (tuned) vs. 36 ms (default); both were not below 40 ms.",
      "p99 TPOT: 27 ms (tuned) vs. 36 ms (default); both should stay below 40 ms.",
      "p99 TPOT: 36 ms (tuned) vs. 27 ms (default); both below 40 ms."]),
    ("two", "p99 TPOT was 27 ms for tuned and 36 ms for default, so both were below 40 ms.",
     ["p99 TPOT was 27 ms for tuned and 36 ms for default, so both were below 30 ms.",
      "p99 TPOT was 27 ms for tuned and 36 ms for default, so both were above 40 ms."]),
    ("two", "p99 TPOT: 27 ms (tuned) vs. 36 ms (default); both configurations stayed well under 40 ms.", []),
    ("two", "TPOT p99: 27 ms (tuned) vs 36 ms (default); both below a 40 ms TPOT constraint.",
     ["TPOT p99: 27 ms (tuned) vs 36 ms (default); both below a 30 ms TPOT constraint."]),
    ("three", "Max TTFT for Q8_0 was 270 ms, so all three stayed well under 300 ms.",
     ["Max TTFT for Q8_0 was 270 ms, so all three stayed well under 250 ms.",
      "Max TTFT for Q8_0 was 270 ms, so all three stayed well above 300 ms.",
      "Max TTFT for Q8_0 was 270 ms, so all three stayed well under 200 ms."]),
    ("three", "Max TTFT for Q8_0 was 270 ms; all three stayed under the 300 ms SLO.",
     ["Max TTFT for Q8_0 was 270 ms; all three stayed under the 250 ms SLO."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)

#: true statements the productions do not read (or read as something weaker): never false
NEVER_FALSE = [
    ("two", "Under the 40 ms TPOT SLO, p99 TPOT was 27 ms with tuned."),      # a condition, not a bound
    ("two", "p99 TPOT stayed under the 40 ms TTFT SLO with tuned."),          # the threshold of another metric
    ("three", "Max TTFT was 210 ms for Q4_K_M and 230 ms for Q5_K_M, so both stayed under 250 ms."),  # "both" of three
    ("two", "p99 TPOT 27 ms (tuned) vs mean TTFT 250 ms (default); both below 400 ms."),  # two metrics before it
    ("two", "p99 TPOT was 27 ms for tuned and 36 ms for default, so both were below 40 s."),  # another unit
]


def test_a_goodput_sentence_keeps_its_slo_a_condition():
    """"Goodput under the 40 ms TPOT SLO is 3 req/s": the SLO defines the goodput; slo_phrase decides, never a bound."""
    toks = tokens("Goodput under the 40 ms TPOT SLO is 3 req/s with chunked prefill.")
    assert slo_phrases.threshold_bound(toks, 1) is None
    assert slo_phrases.threshold_bound(tokens("Mean TPOT stayed under the 40 ms SLO."), 3) is not None


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_true_sentences_outside_the_frames_are_never_false(wit, name, s):
    assert_never_false(_grade(wit, name, s), s)


def _texts(toks):
    return [t.text for t in toks]


def test_a_condition_at_the_clause_start_is_not_a_bound():
    toks = tokens("Under the 40 ms TPOT SLO, goodput is 3 req/s.")
    assert slo_phrases.threshold_bound(toks, 0) is None


def test_the_bound_keeps_the_value_and_takes_out_the_determiner_and_the_noun():
    toks = tokens("p99 TPOT stayed under the 40 ms TPOT SLO.")
    kept, inert = slo_phrases.threshold_bound(toks, 3)
    assert [toks[x].text for x in kept] == ["under", "40", "ms"]
    assert sorted(toks[x].text for x in inert) == ["SLO", "TPOT", "the"]


def test_the_gap_takes_the_one_metric_before_it_with_its_statistic():
    out = ellipsis.quantified_gap(tokens("p99 TPOT: 27 ms (tuned) vs 36 ms (default); both below 40 ms."))
    assert _texts(out)[-4:] == ["ms", "p99", "TPOT", "."]
    two = tokens("p99 TPOT 27 ms vs mean TTFT 250 ms; both below 400 ms.")
    assert _texts(ellipsis.quantified_gap(two)) == _texts(two)


def test_a_comma_so_before_the_gap_becomes_a_clause_boundary():
    out = ellipsis.quantified_gap(tokens("Max TTFT was 270 ms, so all three stayed under 300 ms."))
    assert ";" in _texts(out) and "," not in _texts(out)
