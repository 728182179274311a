"""A superlative that takes its metric from the words right before it (claimcheck/claims/superlatives.py, productions
superlative_apposed and superlative_subject): "TGI's P99 TTFT hit 411 ms, the highest of the three", "... (the
highest of the three)", "... -- the highest of the three"; "TGI's P99 TTFT was the highest of the three", "SGLang's
mean TPOT is the lowest among all three engines (18.7 ms)". The subject arm's metric (and statistic) is higher (lower,
better) than each other arm's; the value before it is the subject's own.

Witnesses by hand:

* ``conc`` -- frame_checks.CONC_SWEEP (32 requests per arm, 256 output tokens, every request alike): c1 TTFT 20 ms,
  TPOT 20 ms, 0.195 req/s (32 / 163.84 s), 50 tok/s; c8 TTFT 40 ms, TPOT 25 ms, 1.25 req/s, 320 tok/s; c32 TTFT
  100 ms, TPOT 32 ms, 3.75 req/s, 960 tok/s.
* ``skew`` -- 10 requests per arm, c1's TTFT skewed (witness_specs ttft_mp): mean 20 ms, p99 50 ms; c8 TTFT 60 ms,
  c32 100 ms, every request alike. c1 has the lowest mean and the lowest p99 TTFT (50 < 60 < 100).
* ``two`` -- new (treatment) 4 req/s, old (baseline) 2 req/s, 50 requests each: "of the three" names no arm count
  of it.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (CONC_SWEEP, CONC_SWEEP_SCOPE, assert_never_false,  # noqa: E402
                                        assert_never_net_true, assert_read_net_true, frame_tests, sealed_fixture,
                                        verdict_tests)
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SPECS = {
    "conc": CONC_SWEEP,
    "skew": [A("c1", ttft_mp=(0.02, 0.05), tpot=0.01, settings={"concurrency": 1}, role="baseline"),
             A("c8", ttft=0.06, tpot=0.01, settings={"concurrency": 8}, role="treatment"),
             A("c32", ttft=0.1, tpot=0.01, settings={"concurrency": 32}, role="treatment")],
    "two": [A("new", "the new build", n=50, thr=4.0, role="treatment"),
            A("old", "the old build", n=50, thr=2.0, role="baseline")],
}
SCOPES = {"conc": CONC_SWEEP_SCOPE, "skew": "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm",
          "two": "vLLM, Llama-3.1-8B-Instruct on one H100, 50 requests per arm"}
wit = sealed_fixture("superlative_apposed", SPECS, engine="vLLM")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPES[name])


_NEG = "It is not true that "

#: (witness, true statement, twins: the value moved, another arm, the superlative flipped, another count of arms, a
#: negation, another statistic)
FRAMES = [
    # production superlative_apposed: ", the SUPERLATIVE of the N" after the subject's value
    ("conc", "c32's mean TTFT hit 100 ms, the highest of the three.",
     ["c32's mean TTFT hit 150 ms, the highest of the three.", "c8's mean TTFT hit 100 ms, the highest of the three.",
      "c32's mean TTFT hit 100 ms, the lowest of the three.", "c32's mean TTFT hit 100 ms, the highest of the four.",
      "c32's mean TTFT hit 100 ms, the highest of the two.", "c32's mean TTFT hit 100 ms, the highest.",
      _NEG + "c32's mean TTFT hit 100 ms, the highest of the three.",
      "c8's mean TTFT hit 40 ms, the highest of the three."]),
    ("conc", "c1's mean TPOT came in at 20 ms (the lowest of the three).",
     ["c1's mean TPOT came in at 20 ms (the highest of the three).",
      "c8's mean TPOT came in at 20 ms (the lowest of the three).",
      "c1's mean TPOT came in at 25 ms (the lowest of the three)."]),
    ("conc", "c32's mean TPOT was 32 ms \u2014 the highest of all three configurations.",
     ["c32's mean TPOT was 32 ms \u2014 the lowest of all three configurations.",
      "c1's mean TPOT was 32 ms \u2014 the highest of all three configurations."]),
    ("conc", "c32's output throughput reached 960 tok/s, the highest of the three.",
     ["c32's output throughput reached 960 tok/s, the lowest of the three.",
      "c8's output throughput reached 960 tok/s, the highest of the three.",
      "c32's output throughput reached 1440 tok/s, the highest of the three."]),
    # a speed word measured in the value's own metric: the fastest TTFT is the lowest, the fastest rate the highest
    ("conc", "c1's mean TTFT was 20 ms, the fastest of the three.",
     ["c1's mean TTFT was 20 ms, the slowest of the three.", "c32's mean TTFT was 20 ms, the fastest of the three."]),
    ("conc", "c32's request throughput hit 3.75 req/s, the fastest of the three.",
     ["c32's request throughput hit 3.75 req/s, the slowest of the three.",
      "c1's request throughput hit 3.75 req/s, the fastest of the three."]),
    ("skew", "c1's p99 TTFT was 50 ms, the lowest of the three.",
     ["c1's p99 TTFT was 20 ms, the lowest of the three.", "c1's p99 TTFT was 50 ms, the highest of the three.",
      "c8's p99 TTFT was 50 ms, the lowest of the three."]),
    # production superlative_subject: "ARM's [STAT] METRIC COPULA the SUPERLATIVE of the N"
    ("conc", "c32's mean TTFT was the highest of the three.",
     ["c32's mean TTFT was the lowest of the three.", "c8's mean TTFT was the highest of the three.",
      "c32's mean TTFT was the highest of the four.", _NEG + "c32's mean TTFT was the highest of the three.",
      "c32's mean TTFT was not the highest of the three."]),
    ("conc", "c1's mean TPOT is the lowest among all three configurations.",
     ["c1's mean TPOT is the highest among all three configurations.",
      "c8's mean TPOT is the lowest among all three configurations."]),
    ("conc", "c32's output throughput was the highest of the three at 960 tok/s.",
     ["c32's output throughput was the highest of the three at 640 tok/s.",
      "c32's output throughput was the lowest of the three at 960 tok/s.",
      "c1's output throughput was the highest of the three at 960 tok/s."]),
    ("conc", "c1's request throughput was the lowest of the three (0.195 req/s).",
     ["c1's request throughput was the lowest of the three (0.39 req/s).",
      "c1's request throughput was the highest of the three (0.195 req/s)."]),
    ("skew", "c1's p99 TTFT was the lowest of the three.",
     ["c1's p99 TTFT was the highest of the three.", "c32's p99 TTFT was the lowest of the three."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


def _grade_conc(witnesses, statement):
    return grade_statement(statement, witnesses["conc"], SCOPES["conc"])


#: a superlative contradicted by another arm, read completely, is false; a true one, or one with no statistic named
#: whose value is some quantile of the subject's, never
test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(
    ["c8's mean TTFT hit 40 ms, the highest of the three.", "c32's mean TTFT was the lowest of the three.",
     "c1's output throughput reached 50 tok/s, the highest of the three."],
    ["c32's mean TTFT hit 100 ms, the highest of the three.", "c32's TTFT hit 100 ms, the highest of the three.",
     "c1's mean TTFT was 20 ms, the fastest of the three.", "c32's mean TTFT was the highest of the three.",
     "c32's mean TTFT hit about 100 ms, the highest of the three."],
    _grade_conc)


def test_what_the_apposition_does_not_settle_stays_unread(wit):
    for name, s in (("conc", "c32's mean TTFT hit 100 ms, the highest."),          # of what?
                    ("conc", "c32's mean TTFT hit 100 ms, the highest of the two."),
                    ("two", "The new build's request throughput hit 4 req/s, the highest of the three."),
                    ("conc", "c32's mean TTFT hit 100 ms (the highest of the three"),
                    ("conc", "c32's mean TTFT was 100 ms against 40 ms for c8, the highest of the three.")):
        res = _grade(wit, name, s)
        assert res.verdict != "net-true" and res.reading is not None and res.reading.unread, (s, res.verdict)


#: the frame's slots: the arm, the metric (and its value for that arm), the superlative, the opener
_VALUES = {"mean TTFT": ({"c1": "20 ms", "c8": "40 ms", "c32": "100 ms"}, False),
           "mean TPOT": ({"c1": "20 ms", "c8": "25 ms", "c32": "32 ms"}, False),
           "request throughput": ({"c1": "0.195 req/s", "c8": "1.25 req/s", "c32": "3.75 req/s"}, True),
           "output throughput": ({"c1": "50 tok/s", "c8": "320 tok/s", "c32": "960 tok/s"}, True)}
_OPEN = {",": (", ", ""), "(": (" (", ")"), "\u2014": (" \u2014 ", "")}


@settings(max_examples=30, deadline=None)
@given(arm=st.sampled_from(["c1", "c8", "c32"]), metric=st.sampled_from(sorted(_VALUES)),
       sup=st.sampled_from(["highest", "lowest", "fastest", "slowest"]), opener=st.sampled_from(sorted(_OPEN)),
       subject=st.booleans())
def test_the_frame_is_net_true_only_for_the_extreme_arm(wit, arm, metric, sup, opener, subject):
    values, higher_better = _VALUES[metric]
    lead, close = _OPEN[opener]

    def said(a: str) -> str:
        if subject:
            return f"{a}'s {metric} was the {sup} of the three."
        return f"{a}'s {metric} was {values[a]}{lead}the {sup} of the three{close}."

    up = sup == "highest" or sup == ("fastest" if higher_better else "slowest")
    extreme = "c32" if up else "c1"  # every metric here rises from c1 to c32
    s = said(arm)
    res = _grade(wit, "conc", s)
    if arm == extreme:
        assert_read_net_true(res)
    else:
        assert_never_net_true(res, s)
        assert res.verdict == "false", (s, res.verdict, res.reason)
    assert_never_false(_grade(wit, "conc", said(extreme)), said(extreme))


@pytest.mark.parametrize("s", ["c32's mean TTFT hit 100 ms, the highest of the three.",
                               "c32's mean TTFT was the highest of the three."])
def test_the_superlative_ranks_against_every_other_arm(wit, s):
    res = _grade(wit, "conc", s)
    pairs = {(a.treatment, a.baseline) for a in res.reading.assertions if a.baseline}
    assert pairs == {("c32", "c1"), ("c32", "c8")}, pairs
