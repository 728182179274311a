"""Units, word order and differences in the claim reader (issue 16): a statistic after its metric
("TTFT p50: 480 ms", "TTFT (p95)"), the arrow as a from-to joiner, per-token times ("ms/token"),
request and token rate spellings ("RPS", "token / sec"), "N times faster", "speed-up", hyphenated
metric names, differences in time ("450 ms lower mean TTFT than X") and two assertions joined by
"and". Each true statement is read completely and graded net-true against a witness worked out by
hand; each twin (scaled number, wrong unit scale, flipped direction, swapped arms, another
statistic, a negation) is never net-true.

The witness (``uniform`` rows, then each task's TTFT set by hand): two arms of 24 requests on 4
lanes, 8 output tokens each; tasks 5, 11, 17, 23 (task % 6 == 5) are the slow-TTFT ones.

* apc-off (baseline): wall 12.0 s -> 2.0 req/s, 16 output tok/s; every e2e latency 2.0 s;
  TTFT 0.48 s (20 requests) and 1.2 s (4): mean (20 * 0.48 + 4 * 1.2) / 24 = 0.6 s, p50 0.48 s,
  p95 = p99 = 1.2 s (the 4 largest of 24 fill ranks 20-23); TPOT per request (2.0 - TTFT) / 7:
  mean (20 * 1.52 + 4 * 0.8) / 168 = 0.2 s.
* apc-on (treatment): wall 6.0 s -> 4.0 req/s, 32 output tok/s; every e2e latency 1.0 s;
  TTFT 0.12 s (20) and 0.3 s (4): mean 0.15 s, p50 0.12 s, p95 = p99 = 0.3 s;
  mean TPOT (20 * 0.88 + 4 * 0.7) / 168 = 0.121429 s.
* the declared roles (baseline apc-off, treatment apc-on) bind a from-to or an arrow that names no arm:
  before is the baseline's value, after the treatment's.
* apc-on - apc-off: mean TTFT -0.45 s, p50 -0.36 s, p99 -0.9 s, mean e2e latency -1.0 s;
  throughput 2x (+100%), mean TTFT -75%.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from claims_corpus.frames import APC_ARMS as ARMS, SCOPE, frame_tests, grade_statement  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402


# (frame, true statement, twisted twins)
FRAMES = [
    # --- a statistic after its metric ---------------------------------------------------------
    ("statistic after the metric, label", "With APC on, TTFT p50: 120 ms",
     ["With APC on, TTFT p50: 180 ms", "With APC off, TTFT p50: 120 ms", "With APC on, TTFT p99: 120 ms",
      "With APC on, TTFT p50: 120 s"]),
    ("statistic after the metric, 'of'", "With APC on, TTFT P99 of 300 ms.",
     ["With APC on, TTFT P99 of 450 ms.", "With APC off, TTFT P99 of 300 ms.", "With APC on, TTFT P50 of 300 ms.",
      "With APC on, TTFT P99 of 300 s."]),
    ("statistic in parentheses", "With APC on, TTFT (p95) was 300 ms.",
     ["With APC on, TTFT (p95) was 450 ms.", "With APC off, TTFT (p95) was 300 ms.",
      "With APC on, TTFT (p50) was 300 ms.", "With APC on, TTFT (p95) was 300 s.",
      "With APC on, TTFT (p95) was not 300 ms.", "With APC on, mean TTFT (p95) was 300 ms."]),
    ("latency (p95)", "With APC off, latency (p95) was 2.0 s.",
     ["With APC off, latency (p95) was 3.0 s.", "With APC on, latency (p95) was 2.0 s.",
      "With APC off, latency (p95) was 2.0 ms.", "With APC off, latency (p95) was not 2.0 s."]),
    # --- the arrow: before, then after ----------------------------------------------------------
    ("arrow in a label line", "TTFT p50: 480ms → 120ms with APC on",
     ["TTFT p50: 120ms → 480ms with APC on", "TTFT p50: 480ms → 120ms with APC off",
      "TTFT p99: 480ms → 120ms with APC on", "TTFT p50: 480ms → 180ms with APC on",
      "TTFT p50: 480 s → 120 ms with APC on"]),
    ("ascii arrow", "With APC on, TTFT p50: 480 ms -> 120 ms",
     ["With APC on, TTFT p50: 120 ms -> 480 ms", "With APC off, TTFT p50: 480 ms -> 120 ms",
      "With APC on, mean TTFT: 480 ms -> 120 ms"]),
    ("arrow, no arm named: the declared baseline, then the treatment", "- TTFT p50: 480ms → 120ms",
     ["- TTFT p50: 120ms → 480ms", "- TTFT p99: 480ms → 120ms", "- TTFT p50: 480ms → 180ms",
      "- TTFT p50: 480 s → 120 ms", "- mean TTFT: 480ms → 120ms"]),
    ("from-to, no arm named", "Mean TTFT fell from 600 ms to 150 ms.",
     ["Mean TTFT fell from 150 ms to 600 ms.", "Mean TTFT rose from 600 ms to 150 ms.",
      "Mean TTFT fell from 600 ms to 300 ms.", "Mean TTFT fell from 600 ms to 150 ms with apc-off.",
      "Mean TTFT did not fall from 600 ms to 150 ms.", "P50 TTFT fell from 600 ms to 150 ms."]),
    ("arrow of rates, no arm named", "Throughput: 2.0 → 4.0 req/s",
     ["Throughput: 4.0 → 2.0 req/s", "Throughput: 2.0 → 6.0 req/s", "Throughput: 2.0 → 4.0 tok/s"]),
    # --- units ------------------------------------------------------------------------------
    ("ms/token", "With APC on, mean TPOT was 121 ms/token.",
     ["With APC on, mean TPOT was 182 ms/token.", "With APC off, mean TPOT was 121 ms/token.",
      "With APC on, mean TPOT was 121 s/token.", "With APC on, mean TTFT was 121 ms/token.",
      "With APC on, mean TPOT was not 121 ms/token."]),
    ("ms per output token", "With APC off, mean TPOT was 200 ms per output token.",
     ["With APC off, mean TPOT was 300 ms per output token.", "With APC on, mean TPOT was 200 ms per output token.",
      "With APC off, mean TPOT was 200 s per output token."]),
    ("ms per token, no metric named: TPOT", "With APC off, the mean was 200 ms per token.",
     ["With APC on, the mean was 200 ms per token.", "With APC off, the p99 was 200 ms per token."]),
    ("label with a per-token unit", "Mean TPOT (ms/token): 121 with APC on",
     ["Mean TPOT (ms/token): 200 with APC on", "Mean TPOT (ms/token): 121 with APC off",
      "Mean TTFT (ms/token): 150 with APC on", "Mean TPOT (s/token): 121 with APC on"]),
    ("token / sec", "apc-on reached 32 token / sec.",
     ["apc-on reached 48 token / sec.", "apc-off reached 32 token / sec.", "apc-on did not reach 32 token / sec."]),
    ("tokens/sec", "apc-off reached 16 tokens/sec.", ["apc-off reached 24 tokens/sec.", "apc-on reached 16 tokens/sec."]),
    ("t/s", "apc-on reached 32 t/s.", ["apc-on reached 16 t/s.", "apc-off reached 32 t/s."]),
    ("RPS", "apc-on reached 4.0 RPS.", ["apc-on reached 6.0 RPS.", "apc-off reached 4.0 RPS.",
                                        "apc-on did not reach 4.0 RPS."]),
    ("Req/S", "apc-on reached 4.0 Req/S.", ["apc-on reached 2.0 Req/S.", "apc-off reached 4.0 Req/S."]),
    ("requests per second", "apc-off reached 2.0 requests per second.",
     ["apc-off reached 3.0 requests per second.", "apc-on reached 2.0 requests per second."]),
    ("N times faster", "apc-on was 2 times faster than apc-off.",
     ["apc-on was 3 times faster than apc-off.", "apc-off was 2 times faster than apc-on.",
      "apc-on was 2 times slower than apc-off.", "apc-on was not 2 times faster than apc-off."]),
    ("N times higher", "apc-on had 2 times higher throughput than apc-off.",
     ["apc-on had 3 times higher throughput than apc-off.", "apc-off had 2 times higher throughput than apc-on.",
      "apc-on had 2 times lower throughput than apc-off."]),
    ("speed-up", "apc-on gave a 2x speed-up over apc-off.",
     ["apc-on gave a 3x speed-up over apc-off.", "apc-off gave a 2x speed-up over apc-on."]),
    ("a speed-up of", "apc-on gave a speed-up of 2x over apc-off.",
     ["apc-on gave a speed-up of 1.5x over apc-off.", "apc-off gave a speed-up of 2x over apc-on."]),
    ("time-to-first-token", "With APC on, mean time-to-first-token was 150 ms.",
     ["With APC on, mean time-to-first-token was 225 ms.", "With APC off, mean time-to-first-token was 150 ms.",
      "With APC on, median time-to-first-token was 150 ms."]),
    ("time-per-output-token", "With APC off, mean time-per-output-token was 200 ms.",
     ["With APC off, mean time-per-output-token was 300 ms.", "With APC on, mean time-per-output-token was 200 ms."]),
    ("end-to-end latency", "With APC on, mean end-to-end latency was 1.0 s.",
     ["With APC on, mean end-to-end latency was 1.5 s.", "With APC off, mean end-to-end latency was 1.0 s.",
      "With APC on, mean end-to-end latency was 1.0 ms."]),
    # --- differences --------------------------------------------------------------------------
    ("difference, lower metric than", "apc-on had 450 ms lower mean TTFT than apc-off.",
     ["apc-on had 675 ms lower mean TTFT than apc-off.", "apc-on had 450 ms higher mean TTFT than apc-off.",
      "apc-off had 450 ms lower mean TTFT than apc-on.", "apc-on had 450 ms lower p99 TTFT than apc-off.",
      "apc-on had 450 s lower mean TTFT than apc-off.", "apc-on did not have 450 ms lower mean TTFT than apc-off.",
      "apc-on had 450 ms lower TTFT than apc-off."]),
    ("difference, shorter with Y", "Mean TTFT was 450 ms shorter with apc-on.",
     ["Mean TTFT was 450 ms longer with apc-on.", "Mean TTFT was 450 ms shorter with apc-off.",
      "Mean TTFT was 300 ms shorter with apc-on.", "Mean TTFT was not 450 ms shorter with apc-on.",
      "P50 TTFT was 450 ms shorter with apc-on."]),
    ("difference, shorter with Y than with X", "Mean TTFT was 450 ms shorter with apc-on than with apc-off.",
     ["Mean TTFT was 450 ms shorter with apc-off than with apc-on."]),
    ("difference after the metric", "apc-on had a mean TTFT 450 ms lower than apc-off.",
     ["apc-on had a mean TTFT 450 ms higher than apc-off.", "apc-off had a mean TTFT 450 ms lower than apc-on."]),
    ("difference, faster latency", "Mean e2e latency was 1000 ms faster with apc-on than apc-off.",
     ["Mean e2e latency was 1000 ms slower with apc-on than apc-off.",
      "Mean e2e latency was 1000 ms faster with apc-off than apc-on.",
      "Mean e2e latency was 1500 ms faster with apc-on than apc-off.",
      "Mean e2e latency was 1000 s faster with apc-on than apc-off."]),
    ("difference of a percentile", "apc-on had 900 ms lower p99 TTFT than apc-off.",
     ["apc-on had 900 ms lower mean TTFT than apc-off.", "apc-on had 600 ms lower p99 TTFT than apc-off."]),
    ("difference with a bound", "apc-on had more than 400 ms lower mean TTFT than apc-off.",
     ["apc-on had more than 500 ms lower mean TTFT than apc-off.",
      "apc-on had less than 400 ms lower mean TTFT than apc-off.",
      "apc-off had more than 400 ms lower mean TTFT than apc-on."]),
    # --- two assertions joined by "and" ---------------------------------------------------------
    ("two changes joined by ', and'", "With apc-on, throughput improved by 100%, and mean TTFT decreased by 75%.",
     ["With apc-on, throughput improved by 50%, and mean TTFT decreased by 75%.",
      "With apc-on, throughput improved by 100%, and mean TTFT increased by 75%.",
      "With apc-off, throughput improved by 100%, and mean TTFT decreased by 75%.",
      "It is not true that with apc-on, throughput improved by 100%, and mean TTFT decreased by 75%."]),
    ("two values joined by 'and'", "With APC on, throughput reached 4.0 req/s and mean TTFT 150 ms.",
     ["With APC on, throughput reached 4.0 req/s and mean TTFT 225 ms.",
      "With APC on, throughput reached 2.0 req/s and mean TTFT 150 ms.",
      "With APC off, throughput reached 4.0 req/s and mean TTFT 150 ms.",
      "With APC on, throughput reached 4.0 req/s and p99 TTFT 150 ms."]),
]


def _rows(arm: str, wall: float, slow: float, fast: float) -> list[dict]:
    rows = uniform(arm, 24, wall, 4)
    for r in rows:
        r["first_token_s"] = round(r["start_s"] + (slow if int(r["task_id"][1:]) % 6 == 5 else fast), 9)
    return rows


@pytest.fixture(scope="module")
def witness(tmp_path_factory) -> str:
    rows = _rows("apc-off", 12.0, 1.2, 0.48) + _rows("apc-on", 6.0, 0.3, 0.12)
    w = ab_witness(ARMS, engine="vLLM", engine_version="0.8.5", inputs={"tasks": 24})
    return str(seal(tmp_path_factory.mktemp("units") / "apc", w, {"rows.jsonl": rows}))


def _grade(statement: str, witness: str, scope: str = SCOPE):
    return grade_statement(statement, witness, scope, baseline="same model, server, prompts and output cap; APC off")


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


def _read(text: str):
    return read_full(text, "", {"apc-off": [], "apc-on": []},
                     arm_settings={a: v["settings"] | {"role": v["role"]} for a, v in ARMS.items()}).reading


@pytest.mark.parametrize("text,metric,statistic,value", [
    ("apc-on had 450 ms lower mean TTFT than apc-off.", "ttft", "mean", -0.45),
    ("apc-on had 450 ms higher mean TTFT than apc-off.", "ttft", "mean", 0.45),
    ("Mean e2e latency was 1000 ms faster with apc-on than apc-off.", "e2e_latency", "mean", -1.0),
    ("Mean e2e latency was 1.0 s slower with apc-on than apc-off.", "e2e_latency", "mean", 1.0),
    ("apc-on had 900 ms lower p99 TTFT than apc-off.", "ttft", "p99", -0.9),
])
def test_a_difference_is_treatment_minus_baseline_in_seconds(text, metric, statistic, value):
    """'faster' / 'lower' / 'shorter' of a latency is the treatment's value below the baseline's: a negative
    difference, in the metric's unit (s), whatever unit the statement wrote."""
    a = [x for x in _read(text).assertions if x.form == "difference"]
    assert len(a) == 1, _read(text)
    assert (a[0].metric, a[0].statistic, a[0].treatment, a[0].baseline) == (metric, statistic, "apc-on", "apc-off")
    assert a[0].value == pytest.approx(value)


@pytest.mark.parametrize("text", [
    "apc-on was 1000 ms faster than apc-off.",          # faster in which time? no duration metric named
    "apc-off took 5.0 s longer than apc-on.",
    "apc-on had a TTFT of 120 ms lower than apc-off.",   # a value said to be lower, or a difference?
    "apc-on reached 2 req/s higher than apc-off.",       # a rate difference is not read
])
def test_a_difference_that_names_no_duration_metric_is_not_read(text):
    r = _read(text)
    assert not [x for x in r.assertions if x.form == "difference"] and r.unread, r


@pytest.mark.parametrize("text,metric", [
    ("With APC on, mean TPOT was 121 ms/token.", "tpot"),
    ("With APC on, mean ITL was 121 ms/token.", "itl"),
    ("With APC on, the mean was 121 ms/tok.", "tpot"),
    ("With APC on, the mean was 121 ms per output token.", "tpot"),
])
def test_a_time_per_token_is_tpot_unless_the_clause_names_itl(text, metric):
    a = [x for x in _read(text).assertions if x.form == "value" and x.treatment == "apc-on"]
    assert [(x.metric, x.statistic, x.value) for x in a] == [(metric, "mean", pytest.approx(0.121))]


@pytest.mark.parametrize("text", ["apc-on reached 8 tok/s/user.", "apc-on reached 8 tokens/s per user.",
                                  "apc-on reached 8 tokens/sec/user."])
def test_per_user_token_rate_is_read_and_not_graded(text, witness):
    """Per-user decode speed is read (token_throughput_per_user) and graded under every definition
    (claimcheck/claims/per_user.py): on this witness (TTFTs of 0.12 s and 0.3 s in one arm) they do not all agree on 8,
    so not-yet, never false."""
    assert [x.metric for x in _read(text).assertions] == ["token_throughput_per_user"]
    assert _grade(text, witness).verdict == "not-yet"
