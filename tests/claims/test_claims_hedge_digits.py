"""A hedged number agrees within its own digits; a plain strict bound is its number as written (issue 16).

Two reviewer readings, measured on the held-out suites:

* "about 950 output tokens/s" of a run at 905.4 tok/s graded net-true: the hedge's 10% band ([855, 1045)) took it, but a
  writer who measured 905 writes "about 900" or "about 910": "about 950" is a twist (5% off) of "about 905". A hedged '='
  now agrees only within the granularity of its number's last significant digit (tolerance.digit_granularity: a unit
  of it; a 5 there, the nearest five units; one significant digit, its own rounding), capped by the hedge band; past
  that and inside the band it is not shown either way (quantities._hedge_digits). The false side is unchanged: a
  hedged number is contradicted only beyond its 10% band, so nothing new is ever an accusation.
* "P99 TPOT stays below 9 ms" of 8.68 ms was not shown (the band of "9" is [8.55, 9.45)). A strict bound's number is
  a threshold, read as written (intervals.holds), as the bound_restated_literal production already did when the value
  was restated; hedged and margin bounds ("under about 120 ms", "well under 300 ms": production margin_bound) keep
  a band: a hedged bound holds only 10% clear of its number, a margin bound 5% clear (tolerance.MARGIN).

Witness, worked out by hand (every request of an arm alike, so every statistic is the same): fp8 2.5 req/s, 256 output
tokens per request (640 output tok/s), TTFT 119.5 ms; bf16 2.0 req/s, TTFT 150 ms. fp8 / bf16 request throughput 1.25x
(+25%); mean TTFT -20.33%.
"""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings, strategies as st

from claims_corpus.frame_checks import sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

from claimcheck.claims.tolerance import digit_granularity, tolerance

_ARMS = [A("fp8", "FP8", thr=2.5, ttft=0.1195, tpot=0.01, tok=256, prompt=512, n=40,
           settings={"quantization": "fp8"}, role="treatment"),
         A("bf16", "BF16", thr=2.0, ttft=0.15, tpot=0.0125, tok=256, prompt=512, n=40,
           settings={"quantization": "bf16"}, role="baseline")]
SPECS = {"fp8": Spec("fp8", _ARMS, key="", hw="1 x NVIDIA H100 80GB HBM3", model="meta-llama/Llama-3.1-8B-Instruct")}
SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM, FP8 vs BF16, 40 requests per arm"

wit = sealed_fixture("hedge_digits", SPECS)


@pytest.mark.parametrize("statement", [
    "FP8 generates about 640 output tokens/s.",
    "FP8 generates about 600 output tokens/s.",        # one significant digit: 640 rounds to it
    "FP8 serves about 2.4 req/s.",                     # a unit of the last digit away
    "FP8 serves about 2.5 req/s.",
    "FP8 delivers about 1.25x the request throughput of BF16.",
    "FP8 delivers about 1.3x the request throughput of BF16.",
    "FP8 delivers roughly 26% more request throughput than BF16.",
    "FP8 cuts mean TTFT by ~20% vs BF16.",
    "FP8 cuts mean TTFT by ~21% vs BF16.",
    "With FP8, mean TTFT is about 120 ms.",
    "With FP8, p99 TTFT stays under 120 ms.",          # a plain bound: 119.5 ms is under 120 as written
    "With FP8, p99 TTFT stays well under 130 ms.",     # a margin bound: 5% clear of it (under 123.5 ms)
    "With FP8, request throughput stays above 2.4 req/s.",
])
def test_true_statements_are_net_true(statement, wit):
    res = grade_statement(statement, wit["fp8"], SCOPE)
    assert res.verdict == "net-true", (statement, res.reason)


@pytest.mark.parametrize("statement", [
    "FP8 generates about 670 output tokens/s.",        # 4.7% off: a twist of "about 640", inside the 10% band
    "FP8 generates about 700 output tokens/s.",        # 640 would be "about 600"
    "FP8 serves about 2.7 req/s.",
    "FP8 serves about 2.75 req/s.",
    "With FP8, mean TTFT is about 125 ms.",
    "FP8 delivers about 1.27x the request throughput of BF16.",
    "FP8 cuts mean TTFT by ~22% vs BF16.",
    "With FP8, p99 TTFT stays well under 125 ms.",     # true, but not 5% clear of 125 ms
    "With FP8, p99 TTFT stays under about 125 ms.",
])
def test_past_the_digits_inside_the_hedge_band_is_not_shown_either_way(statement, wit):
    res = grade_statement(statement, wit["fp8"], SCOPE)
    assert res.verdict == "not-yet", (statement, res.reason)


@pytest.mark.parametrize("statement", [
    "FP8 generates about 720 output tokens/s.",        # beyond 10%: contradicted, as before
    "FP8 serves about 3 req/s.",
    "With FP8, mean TTFT is about 135 ms.",
    "With FP8, p99 TTFT stays under 119 ms.",          # a plain bound past its number
    "With FP8, p99 TTFT stays well under 110 ms.",
])
def test_beyond_the_band_is_false(statement, wit):
    res = grade_statement(statement, wit["fp8"], SCOPE)
    assert res.verdict == "false", (statement, res.reason)


@pytest.mark.parametrize("value,decimals,low,high", [
    ("950", 0, 925, 975), ("905", 0, 902.5, 907.5), ("37", 0, 36, 38), ("1020", 0, 1010, 1030), ("1050", 0, 1025, 1075),
    ("700", 0, 650, 750), ("2", 0, 1.8, 2.2), ("1.62", 2, 1.61, 1.63), ("75", 0, 72.5, 77.5), ("0.5", 1, 0.45, 0.55),
])
def test_accept_band_by_hand(value, decimals, low, high):
    t = tolerance(Decimal(value), decimals, "about")
    assert t.accept_low == pytest.approx(low) and t.accept_high == pytest.approx(high)


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=1, max_value=10**6), st.integers(min_value=0, max_value=3))
def test_accept_band_holds_the_number_and_lies_inside_the_hedge_band(digits, decimals):
    v = Decimal(digits) / Decimal(10) ** decimals
    t = tolerance(v, decimals, "about")
    assert t.low <= t.accept_low <= float(v) <= t.accept_high <= t.high
    plain = tolerance(v, decimals)
    assert t.accept_low <= plain.low and plain.high <= t.accept_high  # never narrower than the stated precision
    assert digit_granularity(v, decimals) > 0
    assert tolerance(v, decimals).accept_low is None  # no hedge, no accept band
