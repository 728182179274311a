"""A superlative with the subject's own value (claimcheck/claims/superlatives.py, productions superlative_value and
superlative_arm): "c1 has the lowest mean TTFT of the three at 20 ms", "... (20 ms)", "..., 20 ms", "c32 is the
fastest of the three at 960 tok/s", "The fastest arm (c=32) reached 3.75 req/s", "The fastest configuration (c=32)
at 3.75 req/s", "c32 was the fastest setup at 3.75 req/s": each other arm's direction, as "lower TTFT than B", and
the value of the subject arm (a duration only of a duration metric, a rate only of its unit's metric).

Witnesses by hand:

* ``conc`` -- frame_checks.CONC_SWEEP (32 requests per arm, 256 output tokens, every request alike): c1 TTFT 20 ms,
  TPOT 20 ms, 0.195 req/s (32 / 163.84 s), 50 tok/s; c8 TTFT 40 ms, TPOT 25 ms, 1.25 req/s, 320 tok/s; c32 TTFT
  100 ms, TPOT 32 ms, 3.75 req/s, 960 tok/s.
* ``skew`` -- as conc's TTFTs but 10 requests per arm and c1's TTFT skewed (witness_specs ttft_mp): mean 20 ms, p99
  50 ms (nine at 16.7 ms, one at 52.9 ms); c8 TTFT 60 ms, c32 100 ms, every request alike.
* ``two`` -- new (treatment) 4 req/s, old (baseline) 2 req/s, 50 requests each.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (CONC_SWEEP, CONC_SWEEP_SCOPE, frame_tests, sealed_fixture,  # noqa: E402
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
wit = sealed_fixture("superlative_values", SPECS, engine="vLLM")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPES[name])


_NEG = "It is not true that "

#: (witness, true statement, twins: the value x1.5 / x0.5, another arm, the superlative flipped, a negation, another
#: metric or unit)
FRAMES = [
    ("conc", "c1 has the lowest mean TTFT of the three at 20 ms.",
     ["c1 has the lowest mean TTFT of the three at 30 ms.", "c1 has the lowest mean TTFT of the three at 10 ms.",
      "c8 has the lowest mean TTFT of the three at 20 ms.", "c1 has the highest mean TTFT of the three at 20 ms.",
      _NEG + "c1 has the lowest mean TTFT of the three at 20 ms.",
      "c1 has the lowest mean TPOT of the three at 30 ms."]),
    ("conc", "c1 has the lowest mean TTFT of the three (20 ms).",
     ["c1 has the lowest mean TTFT of the three (40 ms).", "c32 has the lowest mean TTFT of the three (20 ms)."]),
    ("conc", "c1 has the lowest mean TTFT of the three, 20 ms.",
     ["c1 has the lowest mean TTFT of the three, 10 ms.", "c1 has the highest mean TTFT of the three, 20 ms."]),
    ("conc", "Concurrency 1 has the lowest mean TTFT of the three, at 20 ms.",
     ["Concurrency 8 has the lowest mean TTFT of the three, at 20 ms."]),
    ("conc", "c32 has the highest mean TPOT of all three at 32 ms.",
     ["c32 has the highest mean TPOT of all three at 48 ms.", "c32 has the lowest mean TPOT of all three at 32 ms.",
      "c8 has the highest mean TPOT of all three at 32 ms."]),
    ("conc", "c=32 gives the highest output throughput of all three at 960 tok/s.",
     ["c=32 gives the highest output throughput of all three at 1440 tok/s.",
      "c=32 gives the highest output throughput of all three at 480 tok/s.",
      "c=8 gives the highest output throughput of all three at 960 tok/s.",
      "c=32 gives the lowest output throughput of all three at 960 tok/s."]),
    ("conc", "c=32 gives the highest output throughput of all three at about 1000 tok/s.",
     ["c=32 gives the highest output throughput of all three at about 1500 tok/s."]),
    ("conc", "c32 is the fastest of the three at 960 tok/s.",
     ["c32 is the fastest of the three at 480 tok/s.", "c32 is the slowest of the three at 960 tok/s.",
      "c8 is the fastest of the three at 960 tok/s."]),
    ("conc", "c32 is the fastest of the three at 3.75 req/s.",
     ["c32 is the fastest of the three at 5.6 req/s.", "c1 is the fastest of the three at 3.75 req/s."]),
    # the superlative of one arm noun: among the witness's arms
    ("conc", "The fastest arm (c=32) reached 3.75 req/s.",
     ["The fastest arm (c=32) reached 5.6 req/s.", "The fastest arm (c=8) reached 3.75 req/s.",
      "The slowest arm (c=32) reached 3.75 req/s.", _NEG + "the fastest arm (c=32) reached 3.75 req/s."]),
    ("conc", "The fastest arm, c=32, reached 3.75 req/s.", ["The fastest arm, c=1, reached 3.75 req/s."]),
    ("conc", "The fastest configuration (c=32) at 960 tok/s.",
     ["The fastest configuration (c=32) at 1440 tok/s.", "The fastest configuration (c=8) at 960 tok/s."]),
    ("conc", "The slowest setup (concurrency 1) reached 0.195 req/s.",
     ["The slowest setup (concurrency 1) reached 0.39 req/s.", "The fastest setup (concurrency 1) reached 0.195 req/s.",
      "The slowest setup (concurrency 8) reached 0.195 req/s."]),
    ("conc", "c32 was the fastest setup at 3.75 req/s.",
     ["c32 was the fastest setup at 7.5 req/s.", "c8 was the fastest setup at 3.75 req/s.",
      "c32 was the slowest setup at 3.75 req/s."]),
    ("conc", "c32 is the fastest configuration.", ["c8 is the fastest configuration.",
                                                   "c32 is the slowest configuration."]),
    ("two", "The new build was the fastest arm at 4 req/s.",
     ["The new build was the fastest arm at 6 req/s.", "The old build was the fastest arm at 4 req/s.",
      "The new build was the slowest arm at 4 req/s."]),
    # "in the sweep": every arm of a witness whose arms each declare their own value of one setting
    ("conc", "c32 has the highest output throughput in the sweep at 960 tok/s.",
     ["c8 has the highest output throughput in the sweep at 960 tok/s.",
      "c32 has the lowest output throughput in the sweep at 960 tok/s.",
      "c32 has the highest output throughput in the sweep at 640 tok/s."]),
    ("conc", "c1 has the lowest mean TTFT in the sweep (20 ms).", ["c1 has the highest mean TTFT in the sweep (20 ms)."]),
    ("skew", "c1 has the lowest mean TTFT of the three at 20 ms.",
     ["c1 has the lowest p99 TTFT of the three at 20 ms.", "c1 has the lowest TTFT of the three at 20 ms."]),
    # production superlative_against over a list: every other arm's value, "against V for B and V for C" or, after a
    # superlative of the metric's better direction, "ahead of B (V) and C (V)"
    ("conc", "c32 has the highest request throughput of the three (3.75 req/s), ahead of c8 (1.25 req/s) and c1 "
             "(0.195 req/s).",
     ["c32 has the highest request throughput of the three (3.75 req/s), ahead of c8 (0.195 req/s) and c1 "
      "(1.25 req/s).",                                                                       # values permuted
      "c32 has the highest request throughput of the three (3.75 req/s), ahead of c8 (1.88 req/s) and c1 "
      "(0.195 req/s).",                                                                      # x1.5
      "c32 has the highest request throughput of the three (3.75 req/s), ahead of c8 (0.625 req/s) and c1 "
      "(0.195 req/s).",                                                                      # x0.5
      "c32 has the lowest request throughput of the three (3.75 req/s), ahead of c8 (1.25 req/s) and c1 "
      "(0.195 req/s).",                                                                      # superlative flipped
      "c32 has the highest request throughput of the four (3.75 req/s), ahead of c8 (1.25 req/s) and c1 "
      "(0.195 req/s).",                                                                      # four of three arms
      "c8 has the highest request throughput of the three (1.25 req/s), ahead of c32 (3.75 req/s) and c1 "
      "(0.195 req/s).",                                                                      # arms swapped
      "c32 has the highest request throughput of the three (3.75 req/s), ahead of c8 (1.25 req/s) and c8 "
      "(0.195 req/s).",                                                                      # one arm twice
      "c32 has the highest request throughput of the three (3.75 req/s), ahead of c8 (1.25 req/s), c1 "
      "(0.195 req/s).",                                                                      # no closing "and"
      _NEG + "c32 has the highest request throughput of the three (3.75 req/s), ahead of c8 (1.25 req/s) and c1 "
      "(0.195 req/s)."]),
    ("conc", "c1 has the lowest mean TTFT of the three, 20 ms, against 40 ms for c8 and 100 ms for c32.",
     ["c1 has the lowest mean TTFT of the three, 20 ms, against 100 ms for c8 and 40 ms for c32.",
      "c1 has the lowest mean TTFT of the three, 20 ms, against 60 ms for c8 and 100 ms for c32.",
      "c1 has the lowest mean TTFT of the three, 20 ms, against 40 ms for c8 and 50 ms for c32.",
      "c1 has the highest mean TTFT of the three, 20 ms, against 40 ms for c8 and 100 ms for c32.",
      "c1 has the lowest mean TTFT of the four, 20 ms, against 40 ms for c8 and 100 ms for c32.",
      "c1 has the lowest mean TTFT of the three, 20 ms, against 25 ms for c8 and 32 ms for c32.",   # TPOT's values
      "c8 has the lowest mean TTFT of the three, 40 ms, against 20 ms for c1 and 100 ms for c32."]),
    ("conc", "c1 has the lowest mean TTFT of the three (20 ms), ahead of c8 (40 ms) and c32 (100 ms).",
     ["c1 has the highest mean TTFT of the three (20 ms), ahead of c8 (40 ms) and c32 (100 ms).",
      "c1 has the lowest mean TTFT of the three (20 ms), ahead of c8 (100 ms) and c32 (40 ms)."]),
    ("conc", "c32 is the fastest of the three at 960 tok/s, ahead of c8 (320 tok/s) and c1 (50 tok/s).",
     ["c32 is the slowest of the three at 960 tok/s, ahead of c8 (320 tok/s) and c1 (50 tok/s).",
      "c32 is the fastest of the three at 960 tok/s, ahead of c8 (480 tok/s) and c1 (50 tok/s).",
      "c32 is the fastest of the three at 960 tok/s, ahead of c8 (320 ms) and c1 (50 ms)."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


def _grade_skew(witnesses, statement):
    return grade_statement(statement, witnesses["skew"], SCOPES["skew"])


#: a value no statistic of c1 can be (outside its [min, max]) is false; with no statistic named, a value inside is
#: some quantile's: never false. A duration after "fastest", a unit of another metric, "the fastest engine" (every
#: engine there is?) stay unread
test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(
    ["c1 has the lowest mean TTFT of the three at 40 ms.", "c1 has the lowest TTFT of the three at 80 ms.",
     "c8 has the lowest mean TTFT of the three at 20 ms."],
    ["c1 has the lowest TTFT of the three at 20 ms.", "c1 has the lowest TTFT of the three at 50 ms.",
     "c1 has the lowest p99 TTFT of the three (about 50 ms).", "c32 is the fastest of the three at 100 ms.",
     "c32 has the highest mean TTFT of the three at 3.75 req/s.", "c32 is the fastest engine at 100 ms."],
    _grade_skew)


def test_what_the_superlative_does_not_name_stays_unread(wit):
    for name, s in (("conc", "The fastest configuration (c=32) at 100 ms."),
                    ("conc", "c32 is the fastest engine at 3.75 req/s."),
                    ("conc", "c32 has the highest throughput of the three at 960 tok/s."),
                    ("conc", "c32 is the fastest configuration for long prompts."),
                    ("two", "The new build has the highest throughput in the sweep.")):
        res = _grade(wit, name, s)
        assert res.verdict != "net-true" and res.reading is not None and res.reading.unread, (s, res.verdict)
