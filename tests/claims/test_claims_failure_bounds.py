"""Q1 with failed requests in BOTH arms, or in the winner (claimcheck/claims/failure_bounds.py).

A failed request is left out of its arm's latencies and rates, which can only flatter that arm. A comparison stands
where it still holds with each arm's failures counted the way that is worst for the arm that wins: the winner's failures
infinitely slow in a latency (a percentile is then a number where its rank stays below the failures; a mean is
infinite), zero-output work in a rate (as the rate counts them; a rate's winner may have no more failures than the
loser: a failure may have lightened its load); the loser's failures left out (counted in, they could only widen the
gap). The stated values are checked as measured.

Found on a held-out on-call note (held14, development half): "throughput up ~27%, 2.98 -> 3.79 req/s" and "p90 ttft
went from ~3s to under 1s" were true of their rows and not-yet because both arms had failures (4 and 1 of 60).

Witnesses by hand (SmolLM2-135M on one CPU host, 10 tasks per arm, 8 output tokens each, every request sent at 0 s;
the wall is the latest completed end):

* ``fewer``: the fix, every TTFT 100 ms, tasks 8-9 failed, wall 2.0 s (8 completed: 4 req/s, 32 tok/s); the incident,
  every TTFT 500 ms, tasks 0, 5, 9 failed, wall 3.5 s (7 completed: 2 req/s, 16 tok/s). The winner has fewer failures.
  Median TTFT of the fix with its 2 failures infinitely slow: ranks 5 and 6 of 10, both completed: 100 ms. p90: rank
  9.1 of 10 reaches a failure: unbounded.
* ``more``: the fix, every TTFT 100 ms, tasks 7-9 failed, wall 1.75 s (7 completed: 4 req/s); the incident, every TTFT
  500 ms, task 4 failed, wall 4.5 s (9 completed: 2 req/s). The winner has more failures: its median (ranks 5 and 6
  of 10, 7 completed) stands; its rate does not (it may have won by shedding load).
* ``vanish``: the fix, TTFTs 100 ms x5 and 900 ms x2 completed, tasks 7-9 failed (measured median 100 ms); the
  incident, every TTFT 300 ms, task 4 failed. With the fix's failures infinitely slow its median is (100 + 900) / 2 =
  500 ms: the lead vanishes.
* ``flip``: the fix, every TTFT 100 ms, tasks 4-9 failed (6 of 10): its median reaches the failures.
"""

from __future__ import annotations

import math
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from claimcheck.claims import failure_bounds
from claimcheck.claims.evidence import load_evidence
from claimcheck.claims.statistics import compute, nearest_rank
from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import ab_witness, req, seal

ARMS = {"fix": {"aliases": ["the fix"], "workers": 4, "role": "treatment"},
        "incident": {"aliases": ["the incident configuration", "the incident"], "workers": 4, "role": "baseline"}}
SCOPE = "SmolLM2-135M on one CPU host, 10 requests per arm"


def rows(arm: str, ttfts: list[float], failed: tuple[int, ...], wall: float) -> list[dict]:
    """One row per task, every request sent at 0 s; the last completed request ends at ``wall``, the others 0.5 s
    after their first token (at most the wall); a failed request records no first token, end or output."""
    last = max(k for k in range(len(ttfts)) if k not in failed)
    out = []
    for k, t in enumerate(ttfts):
        if k in failed:
            out.append({**req(arm, k, 0.0, None, None, completion=None, ok=False), "error": "timeout"})
        else:
            out.append(req(arm, k, 0.0, t, wall if k == last else min(wall, t + 0.5)))
    return out


def _seal(tmp_path_factory, name: str, fix: list[dict], incident: list[dict]) -> str:
    return str(seal(tmp_path_factory.mktemp(name) / "w", ab_witness(ARMS), {"rows.jsonl": fix + incident}))


@pytest.fixture(scope="module")
def fewer(tmp_path_factory):
    return _seal(tmp_path_factory, "fewer", rows("fix", [0.1] * 10, (8, 9), 2.0),
                 rows("incident", [0.5] * 10, (0, 5, 9), 3.5))


@pytest.fixture(scope="module")
def more(tmp_path_factory):
    return _seal(tmp_path_factory, "more", rows("fix", [0.1] * 10, (7, 8, 9), 1.75),
                 rows("incident", [0.5] * 10, (4,), 4.5))


@pytest.fixture(scope="module")
def vanish(tmp_path_factory):
    return _seal(tmp_path_factory, "vanish", rows("fix", [0.1] * 5 + [0.9] * 2 + [0.1] * 3, (7, 8, 9), 2.0),
                 rows("incident", [0.3] * 10, (4,), 3.5))


@pytest.fixture(scope="module")
def flip(tmp_path_factory):
    return _seal(tmp_path_factory, "flip", rows("fix", [0.1] * 10, (4, 5, 6, 7, 8, 9), 2.0),
                 rows("incident", [0.5] * 10, (0,), 3.5))


MEDIAN = [
    "Median TTFT was 500 ms in the incident configuration and 100 ms with the fix, a reduction of 80%.",
    "The fix has 5x lower median TTFT than the incident configuration.",
]
RATE = [
    "Request throughput is 2x higher with the fix than with the incident configuration.",
    "The fix has 2x the request throughput of the incident configuration.",
]
#: a mean, a max and a p90 of the winner with failures: unbounded (infinite) when they count
UNBOUNDED = [
    "The fix has 80% lower mean TTFT than the incident configuration.",
    "Mean TTFT is 5x lower with the fix than with the incident configuration.",
    "p90 TTFT is 5x lower with the fix than with the incident configuration.",
]
#: twists of MEDIAN and RATE on ``fewer``: a number x1.5 and x0.5, arms swapped, direction flipped, another
#: statistic, negation, a hedge turned modal
TWINS = [
    "Median TTFT was 500 ms in the incident configuration and 150 ms with the fix, a reduction of 70%.",
    "Median TTFT was 500 ms in the incident configuration and 50 ms with the fix, a reduction of 90%.",
    "Median TTFT was 100 ms in the incident configuration and 500 ms with the fix, a reduction of 80%.",
    "The incident configuration has 5x lower median TTFT than the fix.",
    "The fix has 5x higher median TTFT than the incident configuration.",
    "The fix has 7.5x lower median TTFT than the incident configuration.",
    "The fix has 2.5x lower median TTFT than the incident configuration.",
    "The fix has 5x lower mean TTFT than the incident configuration.",
    "The fix has 5x lower p99 TTFT than the incident configuration.",
    "The fix does not have 5x lower median TTFT than the incident configuration.",
    "The fix may have 5x lower median TTFT than the incident configuration.",
    "Request throughput is 3x higher with the fix than with the incident configuration.",
    "Request throughput is 1x higher with the fix than with the incident configuration.",
    "Request throughput is 2x higher with the incident configuration than with the fix.",
    "Request throughput is 2x lower with the fix than with the incident configuration.",
    "The incident configuration has 2x the request throughput of the fix.",
    "Request throughput is not 2x higher with the fix than with the incident configuration.",
]


@pytest.mark.parametrize("s", MEDIAN + RATE)
def test_failures_in_both_arms_counted_against_the_winner_stand(s, fewer):
    res = grade_statement(s, fewer, SCOPE)
    assert_read_net_true(res)
    q1 = next(q for q in res.questions if q.n == 1)
    assert "fix 2 of 10, incident 3 of 10" in q1.detail and "counted against the winner" in q1.detail, q1.detail


@pytest.mark.parametrize("s", TWINS)
def test_twists_are_never_net_true(s, fewer):
    assert_never_net_true(grade_statement(s, fewer, SCOPE), s)


@pytest.mark.parametrize("s", UNBOUNDED)
def test_a_statistic_the_winners_failures_make_infinite_is_refused(s, fewer, more):
    for w in (fewer, more):
        res = grade_statement(s, w, SCOPE)
        assert res.verdict == "not-yet", (s, res.verdict, res.reason)
        q1 = next(q for q in res.questions if q.n == 1)
        assert not q1.pass_ and "unbounded" in q1.detail, q1.detail


@pytest.mark.parametrize("s", MEDIAN)
def test_a_median_whose_rank_stays_below_more_failures_stands(s, more):
    assert_read_net_true(grade_statement(s, more, SCOPE))


@pytest.mark.parametrize("s", RATE)
def test_a_rate_won_with_more_failures_is_refused(s, more):
    res = grade_statement(s, more, SCOPE)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    assert any("more failed requests" in q.detail for q in res.questions if q.n == 1 and not q.pass_)


@pytest.mark.parametrize("s", [
    "Median TTFT was 300 ms in the incident configuration and 100 ms with the fix, a reduction of 67%.",
    "The fix has 3x lower median TTFT than the incident configuration.",
])
def test_a_lead_that_vanishes_once_the_failures_count_is_refused(s, vanish):
    res = grade_statement(s, vanish, SCOPE)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    assert any("not with its failures counted against it" in q.detail for q in res.questions if q.n == 1)


@pytest.mark.parametrize("s", MEDIAN)
def test_failures_that_reach_the_percentile_are_refused(s, flip):
    res = grade_statement(s, flip, SCOPE)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", MEDIAN + RATE + UNBOUNDED)
def test_true_statements_are_never_false(s, fewer, more, flip):
    # true as measured of each witness (flip's rates are not: its fix completed 4 requests in 2 s)
    for w in (fewer, more) if s in RATE else (fewer, more, flip):
        assert_never_false(grade_statement(s, w, SCOPE), s)


# --- the bound's soundness --------------------------------------------------------------------------------------

STATS = st.sampled_from(["median", "p50", "p75", "p90", "p95", "p99"])


@settings(max_examples=300, deadline=None)
@given(values=st.lists(st.floats(min_value=0.001, max_value=10.0), min_size=1, max_size=30),
       k=st.integers(min_value=0, max_value=12), statistic=STATS,
       fill=st.lists(st.floats(min_value=0.0, max_value=1e6), min_size=12, max_size=12))
def test_the_percentile_bound_holds_however_the_failures_end(values, k, statistic, fill):
    got = failure_bounds.percentile_with_failures(values, k, statistic)
    huge = compute(values + [1e12] * k, statistic)
    if got is None:
        # refused only where the failures reach the rank: counted infinitely slow, the value is not a number
        assert huge > max(values) or nearest_rank(values + [1e12] * k, statistic) == 1e12
        return
    linear, rank = got
    assert math.isclose(linear, huge, rel_tol=1e-12, abs_tol=1e-12)  # tight: the failures as infinitely slow
    anyway = values + fill[:k]  # the failures as any request times at all: never above the bound
    assert compute(anyway, statistic) <= linear + 1e-9
    nr = nearest_rank(anyway, statistic)
    assert nr is None or nr <= rank + 1e-9


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fix=st.lists(st.sampled_from([0.1, 0.2, 0.3, 0.6, 0.9]), min_size=8, max_size=8),
       inc=st.lists(st.sampled_from([0.1, 0.2, 0.3, 0.6, 0.9]), min_size=8, max_size=8),
       fix_failed=st.sets(st.integers(min_value=0, max_value=7), max_size=5),
       inc_failed=st.sets(st.integers(min_value=0, max_value=7), max_size=5),
       statistic=st.sampled_from(["median", "p75", "p90", "mean"]))
def test_a_pair_that_stands_keeps_its_direction_with_every_failure_counted_against_the_winner(
        fix, inc, fix_failed, inc_failed, statistic):
    if len(fix_failed) == 8 or len(inc_failed) == 8:
        return
    with tempfile.TemporaryDirectory() as d:
        path = seal(Path(d) / "w", ab_witness(ARMS), {"rows.jsonl": rows("fix", fix, tuple(fix_failed), 2.0)
                                                       + rows("incident", inc, tuple(inc_failed), 3.0)})
        ev = load_evidence(path)
        stands, why = failure_bounds.bound(ev, "fix", "incident", {"ttft"}, {("ttft", statistic)})
    if stands is None:
        return
    done = {"fix": [t for k, t in enumerate(fix) if k not in fix_failed],
            "incident": [t for k, t in enumerate(inc) if k not in inc_failed]}
    winner = "fix" if compute(done["fix"], statistic) < compute(done["incident"], statistic) else "incident"
    loser = "incident" if winner == "fix" else "fix"
    k = len(fix_failed if winner == "fix" else inc_failed)
    worst = compute(done[winner] + [1e9] * k, statistic)  # the winner's failures as (nearly) infinitely slow
    assert worst < compute(done[loser], statistic), (winner, worst, done, why)
    worst_nr = nearest_rank(done[winner] + [1e9] * k, statistic)
    if k and worst_nr is not None:
        # with failures counted, the nearest rank (the other definition) keeps the direction too; with none the
        # pair is as measured (the two definitions' disagreement is no failure's)
        assert worst_nr < compute(done[loser], statistic), (winner, worst_nr, done, why)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fix_failed=st.integers(min_value=0, max_value=6), inc_failed=st.integers(min_value=0, max_value=6))
def test_a_rate_stands_only_where_the_winner_has_no_more_failures(fix_failed, inc_failed):
    # the fix is always faster: its completed requests end by 1.0 s, the incident's by 4.0 s
    with tempfile.TemporaryDirectory() as d:
        path = seal(Path(d) / "w", ab_witness(ARMS),
                    {"rows.jsonl": rows("fix", [0.1] * 8, tuple(range(fix_failed)), 1.0)
                     + rows("incident", [0.1] * 8, tuple(range(inc_failed)), 4.0)})
        ev = load_evidence(path)
        stands, _ = failure_bounds.bound(ev, "fix", "incident", {"throughput"}, {("throughput", None)})
    assert (stands is not None) == (fix_failed <= inc_failed)
