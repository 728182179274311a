"""Q1 with a few failed requests in the winner: the comparison re-checked on the tasks both arms completed
(claimcheck/claims/common_tasks.py).

``failure_bounds`` counts the winner's failures as infinitely slow: a mean latency is then infinite, so "mean TPOT
falls from 9.80 ms to 6.10 ms, a 38% reduction" with 2 of 100 failed in the winner stayed not-yet (held20's dev
b2007; held21's b2111: "mean TTFT went from about 336 ms down to about 215", 4 of 150 failed in the loser and 1 in
the winner). Now the statement's comparisons are re-checked on the tasks both arms completed (the same prompts):
they must agree there too, and at most 5% of the tasks may be left out.

Witnesses by hand (SmolLM2-135M on one CPU host, 40 tasks per arm, 8 output tokens each, every request sent at 0 s;
e2e = end - start, TPOT = (e2e - TTFT) / 7):

* ``few``: base (baseline) e2e 1.5 s on even tasks and 2.5 s on odd ones (mean 2.0 s), TTFT 0.2 s; eagle (treatment)
  e2e 0.75 s / 1.25 s (mean 1.0 s), TTFT 0.1 s, tasks 38 and 39 failed (2 of 40 = 5%: one even, one odd). Measured and
  on the 38 common tasks alike: mean e2e 2.0 vs 1.0 s (2x lower, a 50% reduction); mean TTFT 0.2 vs 0.1 s; mean TPOT
  base (1.3/7 + 2.3/7)/2 = 0.2571 s, eagle (0.65/7 + 1.15/7)/2 = 0.1286 s (2x lower).
* ``hard``: base e2e 2.0 s on tasks 0-37 and 4.0 s on tasks 38-39 (the hard ones: mean 84 / 40 = 2.1 s); eagle e2e
  1.0 s, tasks 38-39 failed (mean 1.0 s). As measured 2.1x lower (a 52.4% reduction); on the common tasks 2.0 vs
  1.0 s: 2x (50%): the failures flatter eagle's size.
* ``flip``: base e2e 1.0 s on tasks 0-37 and 30 s on tasks 38-39 (mean 98 / 40 = 2.45 s); eagle 1.2 s, tasks 38-39
  failed. As measured eagle is lower (1.2 vs 2.45 s); on the common tasks it is higher (1.2 vs 1.0 s).
* ``many``: as ``few`` with tasks 36-39 failed in eagle (4 of 40 = 10%): more than 5% left out.

A rate is completed work over the wall (no subset of rows re-derives it): its winner with more failures than the
loser (a failure may have lightened its load) stands where they are a few (at most 5%) and it still wins with each
charged the arm's mean share of the wall (the rate times completed / all: held20's dev b2007 "1.62x the request
throughput of plain decoding (3.77 vs 2.32 req/s)", 2 of 100 failed in the winner: 3.77 x 0.98 = 3.69 > 2.32):

* ``few``: eagle 38 completed over a wall of 1.25 s = 30.4 req/s, base 40 over 2.5 s = 16 req/s: 1.9x; charged,
  30.4 x 38 / 40 = 28.88 > 16: stands. ``many``: 36 / 1.25 = 28.8 req/s (1.8x), 10% failed: refused.
* ``near``: eagle e2e 1.2 s on every task, tasks 38-39 failed: 38 / 1.2 = 31.67 req/s; base 1.28 s on every task:
  40 / 1.28 = 31.25 req/s. Higher as measured; charged, 31.67 x 38 / 40 = 30.08 < 31.25: refused.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import ab_witness, req, seal

ARMS = {"eagle": {"aliases": ["EAGLE", "speculative decoding"], "workers": 4, "role": "treatment"},
        "base": {"aliases": ["the baseline", "plain decoding"], "workers": 4, "role": "baseline"}}
SCOPE = "SmolLM2-135M on one CPU host, 40 requests per arm"
N = 40


def rows(arm: str, e2e: list[float], ttft: float, failed=()) -> list[dict]:
    out = []
    for k, d in enumerate(e2e):
        if k in failed:
            out.append({**req(arm, k, 0.0, None, None, completion=None, ok=False), "error": "timeout"})
        else:
            out.append(req(arm, k, 0.0, ttft, d))
    return out


def _seal(root: Path, name: str, eagle: list[dict], base: list[dict]) -> str:
    return str(seal(root / name, ab_witness(ARMS, inputs={"tasks": N}), {"rows.jsonl": eagle + base}))


ALT = [1.5 if k % 2 == 0 else 2.5 for k in range(N)]


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    root = tmp_path_factory.mktemp("common_tasks")
    return {
        "few": _seal(root, "few", rows("eagle", [x / 2 for x in ALT], 0.1, (38, 39)), rows("base", ALT, 0.2)),
        "hard": _seal(root, "hard", rows("eagle", [1.0] * N, 0.1, (38, 39)),
                      rows("base", [2.0] * 38 + [4.0] * 2, 0.2)),
        "flip": _seal(root, "flip", rows("eagle", [1.2] * N, 0.1, (38, 39)),
                      rows("base", [1.0] * 38 + [30.0] * 2, 0.2)),
        "near": _seal(root, "near", rows("eagle", [1.2] * N, 0.1, (38, 39)), rows("base", [1.28] * N, 0.2)),
        "many": _seal(root, "many", rows("eagle", [x / 2 for x in ALT], 0.1, (36, 37, 38, 39)), rows("base", ALT, 0.2)),
    }


#: true of ``few`` as measured and on its common tasks (a mean: unbounded with the failures infinitely slow)
TRUE_FEW = [
    "With EAGLE, mean end-to-end latency falls from 2.0 s to 1.0 s, a 50% reduction.",
    "EAGLE has 2x lower mean end-to-end latency than the baseline.",
    "Mean end-to-end latency is 50% lower with EAGLE than with the baseline.",
    "With EAGLE, mean TPOT falls from 257 ms to 129 ms, a 50% reduction.",
    "Mean TTFT went from about 200 ms down to about 100 ms with EAGLE.",
    "Mean TPOT is 2x lower with speculative decoding than with plain decoding.",
]
#: twins of TRUE_FEW: a number moved beyond rounding, the direction flipped, the arms swapped, a negation, another
#: statistic's size, a hedge turned modal
TWINS_FEW = [
    "With EAGLE, mean end-to-end latency falls from 2.0 s to 1.0 s, a 60% reduction.",
    "EAGLE has 3x lower mean end-to-end latency than the baseline.",
    "EAGLE has 1.5x lower mean end-to-end latency than the baseline.",
    "EAGLE has 2x higher mean end-to-end latency than the baseline.",
    "The baseline has 2x lower mean end-to-end latency than EAGLE.",
    "EAGLE does not have 2x lower mean end-to-end latency than the baseline.",
    "EAGLE may have 2x lower mean end-to-end latency than the baseline.",
    "Mean end-to-end latency is 50% higher with EAGLE than with the baseline.",
    "With EAGLE, mean TPOT falls from 257 ms to 100 ms, a 61% reduction.",
    "Mean TTFT went from about 100 ms up to about 200 ms with EAGLE.",
    "EAGLE has 3x lower max end-to-end latency than the baseline.",
]
#: true as measured of ``hard`` (2.1x, 52.4%) but only 2x on the tasks both completed
TRUE_HARD = [
    "With EAGLE, mean end-to-end latency falls from 2.1 s to 1.0 s, a 52% reduction.",
    "EAGLE has 2.1x lower mean end-to-end latency than the baseline.",
]
#: true as measured of ``flip`` (1.2 vs 2.45 s), but EAGLE loses on the tasks both completed
TRUE_FLIP = [
    "EAGLE has lower mean end-to-end latency than the baseline.",
    "Mean end-to-end latency is about 51% lower with EAGLE than with the baseline.",
]


@pytest.mark.parametrize("s", TRUE_FEW)
def test_a_mean_that_stands_on_the_tasks_both_completed_is_net_true(s, wit):
    res = grade_statement(s, wit["few"], SCOPE)
    assert_read_net_true(res)
    q1 = next(q for q in res.questions if q.n == 1)
    assert "eagle 2 of 40" in q1.detail and "on the 38 tasks both" in q1.detail, q1.detail


@pytest.mark.parametrize("s", TWINS_FEW)
def test_twins_are_never_net_true(s, wit):
    assert_never_net_true(grade_statement(s, wit["few"], SCOPE), s)


@pytest.mark.parametrize("s", TRUE_HARD)
def test_a_size_the_failures_inflate_is_refused(s, wit):
    res = grade_statement(s, wit["hard"], SCOPE)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    q1 = next(q for q in res.questions if q.n == 1)
    assert not q1.pass_ and "on the 38 tasks both arms completed" in q1.detail, q1.detail


@pytest.mark.parametrize("s", TRUE_FLIP)
def test_a_winner_that_loses_on_the_tasks_both_completed_is_refused(s, wit):
    res = grade_statement(s, wit["flip"], SCOPE)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    assert not next(q for q in res.questions if q.n == 1).pass_


@pytest.mark.parametrize("s", TRUE_FEW[:3])
def test_more_than_five_percent_left_out_is_refused(s, wit):
    res = grade_statement(s, wit["many"], SCOPE)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    q1 = next(q for q in res.questions if q.n == 1)
    assert "4 of 40 tasks failed" in q1.detail, q1.detail


@pytest.mark.parametrize("s", TRUE_FEW + TRUE_HARD + TRUE_FLIP)
def test_true_statements_are_never_false(s, wit):
    for name in ("few", "hard", "flip", "many"):
        if (s in TRUE_FEW) == (name in ("few", "many")) and (s not in TRUE_HARD or name == "hard") \
                and (s not in TRUE_FLIP or name == "flip"):
            assert_never_false(grade_statement(s, wit[name], SCOPE), s)


# --- failure counts and positions -------------------------------------------------------------------------------

FAILS = st.sets(st.integers(min_value=0, max_value=N - 1), max_size=4)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(fw=FAILS, fb=FAILS)
def test_failures_anywhere_never_make_a_twin_net_true_nor_the_truth_false(fw, fb):
    """eagle e2e 1.0 s, base 2.0 s on every task (2x lower as measured and on any common set), failures anywhere:
    the true statement is net-true exactly where eagle has no failure (the loser's failures left out, as measured) or
    at most 2 of 40 tasks are left out; never false; its twins never net-true."""
    with tempfile.TemporaryDirectory() as d:
        w = _seal(Path(d), "w", rows("eagle", [1.0] * N, 0.1, fw), rows("base", [2.0] * N, 0.2, fb))
        true = grade_statement("EAGLE has 2x lower mean end-to-end latency than the baseline.", w, SCOPE)
        assert_never_false(true, "2x")
        assert (true.verdict == "net-true") == (not fw or len(fw | fb) <= 2), (fw, fb, true.reason)
        for twin in ("EAGLE has 3x lower mean end-to-end latency than the baseline.",
                     "The baseline has 2x lower mean end-to-end latency than EAGLE."):
            assert_never_net_true(grade_statement(twin, w, SCOPE), twin)


# --- a rate's winner with a few more failures than the loser ------------------------------------------------------

RATE = [
    "EAGLE has 1.9x the request throughput of the baseline.",
    "Request throughput is 90% higher with EAGLE than with the baseline.",
    "Request throughput is 1.9x higher with EAGLE than with the baseline.",
]


@pytest.mark.parametrize("s", RATE)
def test_a_rate_won_with_a_few_more_failures_that_stands_charged_is_net_true(s, wit):
    res = grade_statement(s, wit["few"], SCOPE)
    assert_read_net_true(res)
    q1 = next(q for q in res.questions if q.n == 1)
    assert "mean share of the wall" in q1.detail, q1.detail


@pytest.mark.parametrize("name, s", [
    ("many", "EAGLE has 1.8x the request throughput of the baseline."),  # 36 / 1.25 = 28.8 req/s
    ("many", "Request throughput is 80% higher with EAGLE than with the baseline."),
    ("near", "EAGLE has higher request throughput than the baseline."),
    ("near", "Request throughput is about 1% higher with EAGLE than with the baseline."),
])
def test_a_rate_won_with_more_failures_refused_unless_few_and_it_stands_charged(name, s, wit):
    res = grade_statement(s, wit[name], SCOPE)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    q1 = next(q for q in res.questions if q.n == 1)
    assert not q1.pass_ and ("more failed requests" in q1.detail or "not with its failures counted" in q1.detail), \
        q1.detail


@pytest.mark.parametrize("s", [
    "EAGLE has 2.5x the request throughput of the baseline.",
    "EAGLE has 1.5x the request throughput of the baseline.",
    "The baseline has 1.9x the request throughput of EAGLE.",
    "EAGLE has 1.9x lower request throughput than the baseline.",
    "EAGLE does not have 1.9x the request throughput of the baseline.",
    "Request throughput is 90% lower with EAGLE than with the baseline.",
])
def test_rate_twins_are_never_net_true(s, wit):
    assert_never_net_true(grade_statement(s, wit["few"], SCOPE), s)


@pytest.mark.parametrize("s", RATE)
def test_true_rates_are_never_false(s, wit):
    assert_never_false(grade_statement(s, wit["few"], SCOPE), s)


# --- a rate and a latency in one statement: each by its own rule -------------------------------------------------

MIXED = [
    "EAGLE has 1.9x the request throughput and 2x lower mean end-to-end latency than the baseline.",
    "With EAGLE, request throughput is 1.9x higher and mean end-to-end latency is 50% lower than with the baseline.",
]


@pytest.mark.parametrize("s", MIXED)
def test_a_rate_and_a_mean_latency_each_stand_by_their_rule(s, wit):
    res = grade_statement(s, wit["few"], SCOPE)
    assert_read_net_true(res)
    q1 = next(q for q in res.questions if q.n == 1)
    assert "mean share of the wall" in q1.detail and "on the 38 tasks both" in q1.detail, q1.detail


@pytest.mark.parametrize("s", [
    "EAGLE has 1.9x the request throughput and 3x lower mean end-to-end latency than the baseline.",
    "EAGLE has 2.5x the request throughput and 2x lower mean end-to-end latency than the baseline.",
    "EAGLE has 1.9x the request throughput and 2x higher mean end-to-end latency than the baseline.",
])
def test_mixed_twins_are_never_net_true(s, wit):
    assert_never_net_true(grade_statement(s, wit["few"], SCOPE), s)


def test_a_mixed_statement_whose_latency_size_the_failures_inflate_is_refused(wit):
    # hard: eagle 38 / 1.0 s = 38 req/s vs base 40 / 4.0 s = 10 req/s (3.8x; charged 36.1 > 10: stands); the mean
    # e2e latency 2.1x as measured, 2.0x on the 38 tasks both completed: refused
    s = "EAGLE has 3.8x the request throughput and 2.1x lower mean end-to-end latency than the baseline."
    res = grade_statement(s, wit["hard"], SCOPE)
    assert res.verdict == "not-yet", (res.verdict, res.reason)
    q1 = next(q for q in res.questions if q.n == 1)
    assert not q1.pass_ and "on the 38 tasks both arms completed" in q1.detail, q1.detail
