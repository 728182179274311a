"""A chain of values over a chain of one declared setting's values, or of arm phrases (claimcheck/claims/
sweep_chains.py, production sweep_chain): "Mean TTFT 20/40/100 ms at c=1/8/32", "c=1 → 8 → 32: mean TTFT 20 → 40 →
100 ms", "1 -> 8 -> 32 concurrent requests: 50 -> 320 -> 960 tok/s", "c1 → c8 → c32: mean TTFT 20 → 40 → 100 ms":
the n-th value is the n-th arm's; an arrow says the order of the sweep, never an amount.

Witnesses by hand:

* ``conc`` -- frame_checks.CONC_SWEEP (32 requests per arm, 256 output tokens, every request alike): c1 TTFT 20 ms,
  TPOT 20 ms, 0.195 req/s (32 / 163.84 s), 50 tok/s; c8 TTFT 40 ms, TPOT 25 ms, 1.25 req/s, 320 tok/s; c32 TTFT
  100 ms, TPOT 32 ms, 3.75 req/s, 960 tok/s.
* ``thr`` -- threads 4 / 8 / 16 (10 requests each, 8 output tokens): 1.0 / 2.0 / 3.0 req/s, 8 / 16 / 24 tok/s.
* ``skew`` -- c1 / c8 / c32, 10 requests each: c1's TTFT mean 20 ms, p99 50 ms (nine at 16.7 ms, one at 52.9 ms); c8
  TTFT 60 ms, c32 100 ms, every request alike.
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
    "thr": [A("t4", thr=1.0, settings={"threads": 4}, role="baseline"),
            A("t8", thr=2.0, settings={"threads": 8}, role="treatment"),
            A("t16", thr=3.0, settings={"threads": 16}, role="treatment")],
    "skew": [A("c1", ttft_mp=(0.02, 0.05), tpot=0.01, settings={"concurrency": 1}, role="baseline"),
             A("c8", ttft=0.06, tpot=0.01, settings={"concurrency": 8}, role="treatment"),
             A("c32", ttft=0.1, tpot=0.01, settings={"concurrency": 32}, role="treatment")],
}
SCOPES = {"conc": CONC_SWEEP_SCOPE, "thr": "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm",
          "skew": "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"}
wit = sealed_fixture("sweep_chains", SPECS, engine="vLLM")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPES[name])


_NEG = "It is not true that "

#: (witness, true statement, twins: a value x1.5 / x0.5, the setting chain reversed or shuffled, the values
#: shuffled, a negation, another metric)
FRAMES = [
    ("conc", "Mean TTFT 20/40/100 ms at c=1/8/32.",
     ["Mean TTFT 30/40/100 ms at c=1/8/32.", "Mean TTFT 20/40/50 ms at c=1/8/32.",
      "Mean TTFT 20/40/100 ms at c=32/8/1.", "Mean TTFT 20/100/40 ms at c=1/8/32.",
      _NEG + "mean TTFT 20/40/100 ms at c=1/8/32.", "Mean TPOT 20/40/100 ms at c=1/8/32."]),
    ("conc", "Mean TTFT: 20 → 40 → 100 ms at c=1 → 8 → 32.",
     ["Mean TTFT: 20 → 60 → 100 ms at c=1 → 8 → 32.", "Mean TTFT: 20 → 40 → 100 ms at c=1 → 32 → 8."]),
    ("conc", "c=1 → 8 → 32: mean TTFT 20 → 40 → 100 ms.",
     ["c=1 → 8 → 32: mean TTFT 20 → 40 → 150 ms.", "c=32 → 8 → 1: mean TTFT 20 → 40 → 100 ms."]),
    ("conc", "1 -> 8 -> 32 concurrent requests: 50 -> 320 -> 960 tok/s.",
     ["1 -> 8 -> 32 concurrent requests: 50 -> 320 -> 480 tok/s.",
      "1 -> 8 -> 32 concurrent requests: 960 -> 320 -> 50 tok/s."]),
    ("conc", "At 1/8/32 concurrent requests, output throughput was 50/320/960 tok/s.",
     ["At 1/8/32 concurrent requests, output throughput was 75/320/960 tok/s.",
      "At 1/8/32 concurrent requests, output throughput was 50/960/320 tok/s."]),
    ("conc", "At concurrency 1/8/32, mean TPOT was 20/25/32 ms, respectively.",
     ["At concurrency 1/8/32, mean TPOT was 20/25/48 ms, respectively.",
      "At concurrency 1/8/32, mean TTFT was 20/25/32 ms, respectively."]),
    ("conc", "Throughput 0.195/1.25/3.75 req/s at c=1/8/32.",
     ["Throughput 0.195/1.25/5.6 req/s at c=1/8/32.", "Throughput 3.75/1.25/0.195 req/s at c=1/8/32."]),
    ("conc", "c=1/8/32: 0.195/1.25/3.75 req/s.", ["c=1/8/32: 0.195/0.6/3.75 req/s."]),
    ("conc", "Mean TTFT 20/40/100 ms (c=1/8/32).", ["Mean TTFT 20/40/100 ms (c=8/1/32)."]),
    ("conc", "Mean TTFT 20/100 ms at c=1/32.", ["Mean TTFT 20/100 ms at c=32/1.", "Mean TTFT 20/150 ms at c=1/32."]),
    ("conc", "c1 → c8 → c32: mean TTFT 20 → 40 → 100 ms.",
     ["c1 → c8 → c32: mean TTFT 20 → 40 → 150 ms.", "c8 → c1 → c32: mean TTFT 20 → 40 → 100 ms."]),
    ("conc", "Mean TTFT 20/40/100 ms for c1/c8/c32.", ["Mean TTFT 20/40/100 ms for c1/c32/c8."]),
    ("conc", "Output throughput went 50 → 320 → 960 tok/s from c=1 to 8 to 32.",
     ["Output throughput went 50 → 320 → 960 tok/s from c=32 to 8 to 1.",
      "Output throughput went 50 → 480 → 960 tok/s from c=1 to 8 to 32."]),
    ("conc", "Mean TTFT went 20/40/100 ms from concurrency 1 to 8 to 32.",
     ["Mean TTFT went 20/40/100 ms from concurrency 8 to 1 to 32."]),
    # lists of three or more: "," and a last "and" (", and"), one unit after the last value
    ("conc", "Mean TTFT was 20, 40 and 100 ms at concurrency 1, 8 and 32.",
     ["Mean TTFT was 20, 40 and 150 ms at concurrency 1, 8 and 32.",
      "Mean TTFT was 20, 100 and 40 ms at concurrency 1, 8 and 32.",
      "Mean TTFT was 20, 40 and 100 ms at concurrency 32, 8 and 1.",
      _NEG + "mean TTFT was 20, 40 and 100 ms at concurrency 1, 8 and 32."]),
    ("conc", "Mean TTFT was 20, 40, and 100 ms for c1, c8, and c32.",
     ["Mean TTFT was 20, 40, and 100 ms for c8, c1, and c32."]),
    ("conc", "At c=1, 8 and 32, mean TTFT was 20, 40 and 100 ms.", ["At c=1, 8 and 32, mean TTFT was 20, 60 and 100 ms."]),
    ("conc", "Output throughput was 50, 320 and 960 tok/s at 1, 8 and 32 concurrent requests, respectively.",
     ["Output throughput was 50, 320 and 480 tok/s at 1, 8 and 32 concurrent requests, respectively."]),
    ("thr", "4 → 8 → 16 threads: 1.0 → 2.0 → 3.0 req/s.",
     ["4 → 8 → 16 threads: 1.0 → 2.0 → 4.5 req/s.", "16 → 8 → 4 threads: 1.0 → 2.0 → 3.0 req/s.",
      _NEG + "4 → 8 → 16 threads: 1.0 → 2.0 → 3.0 req/s."]),
    ("thr", "Output throughput 8/16/24 tok/s with 4/8/16 threads.",
     ["Output throughput 8/16/36 tok/s with 4/8/16 threads.", "Output throughput 8/16/24 tok/s with 16/8/4 threads."]),
    ("skew", "Mean TTFT 20/60/100 ms at c=1/8/32.",
     ["p99 TTFT 20/60/100 ms at c=1/8/32.", "TTFT 20/60/100 ms at c=1/8/32."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


def _grade_skew(witnesses, statement):
    return grade_statement(statement, witnesses["skew"], SCOPES["skew"])


#: a value contradicted under its named statistic is false; with no statistic a value inside c1's [min, max] is some
#: quantile's (never false); a setting value no arm declares, lists of different lengths, a hedge: not read
test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(
    ["Mean TTFT 20/60/150 ms at c=1/8/32.", "Mean TTFT 20/60/100 ms at c=32/8/1."],
    ["TTFT 20/60/100 ms at c=1/8/32.", "TTFT 50/60/100 ms at c=1/8/32.", "Mean TTFT 20/60/100 ms at c=1/8/64.",
     "Mean TTFT 20/60 ms at c=1/8/32.", "Mean TTFT ~20/60/100 ms at c=1/8/32.", "Mean TTFT 20/60/100 ms.",
     "Mean TTFT was 20, 60 and 100 ms at concurrency 1, 8 and 64.", "Mean TTFT was 20, 60 and 100 ms at c=1 and 8."],
    _grade_skew)


def test_what_the_chain_does_not_bind_stays_unread(wit):
    for name, s in (("conc", "Mean TTFT 20/40/100 ms at c=1/8/64."), ("conc", "Mean TTFT 20/40 ms at c=1/8/32."),
                    ("conc", "Throughput went 0.195 → 1.25 → 3.75 req/s."),
                    ("conc", "Mean TTFT 20/40/100 at c=1/8/32."),
                    ("thr", "4 → 8 → 16 threads: 1.0 → 2.0 → 3.0 ms.")):
        res = _grade(wit, name, s)
        assert res.verdict != "net-true" and res.reading is not None and res.reading.unread, (s, res.verdict)
