"""Q1 with failed requests in one arm (claimcheck/claims/failure_bounds.py): a failed request is left out of its arm's
rates and latencies, which can only flatter that arm (its slowest requests dropped). A comparison the arm with failures
LOSES on every compared metric as measured stands (counted in, the failures would widen the gap). One it wins stands
only where it still holds with its failures counted against it (infinitely slow): a median whose rank stays below them
does, a mean never does (tests/claims/test_claims_failure_bounds.py holds failures in both arms).

Found on a held-out incident postmortem (held15, development half): "Median TTFT was 5.45 s in the incident
configuration and 1.62 s with the fix, a reduction of roughly 70%", true of its rows, was not-yet because the incident
arm had 14 timeouts.

Witness by hand (Llama-3.1-8B-Instruct on one H100, 10 requests per arm, 100 output tokens each): the fix, every
TTFT 100 ms; the incident, every TTFT 500 ms, its last 2 requests failed (ok false, no end). Mean / median TTFT:
100 ms vs 500 ms (80% lower, 5x). ``won``: the same rows, the failures in the fix's arm instead.
"""

from __future__ import annotations

import copy

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for

ARMS = [A("fix", "the fix", ttft=0.1, toks=500, tok=100, role="treatment"),
        A("incident", "the incident configuration", "the incident", ttft=0.5, toks=250, tok=100, role="baseline")]
SCOPE = "Llama-3.1-8B-Instruct on one H100, a replay of 10 requests per arm"


def _seal(tmp_path_factory, label: str, loser: str) -> str:
    wj, files = witness_for(Spec(label, ARMS, key=""))
    rows = copy.deepcopy(files["rows.jsonl"])
    mine = [r for r in rows if r["arm"] == loser]
    for r in mine[-2:]:
        r.update(ok=False, end_s=None, first_token_s=None, completion_tokens=None, error="client timeout")
    return str(seal(tmp_path_factory.mktemp(label) / "w", wj, {**files, "rows.jsonl": rows}))


@pytest.fixture(scope="module")
def lost(tmp_path_factory):
    return _seal(tmp_path_factory, "failed-loses", "incident")


@pytest.fixture(scope="module")
def won(tmp_path_factory):
    return _seal(tmp_path_factory, "failed-wins", "fix")


TRUE = [
    "Median TTFT was 500 ms in the incident configuration and 100 ms with the fix, a reduction of 80%.",
    "The fix has 80% lower mean TTFT than the incident configuration.",
    "Mean TTFT is 5x lower with the fix than with the incident configuration.",
]
TWINS = [
    "Median TTFT was 100 ms in the incident configuration and 500 ms with the fix, a reduction of 80%.",
    "The incident configuration has 80% lower mean TTFT than the fix.",
    "The fix has 40% lower mean TTFT than the incident configuration.",
    "Mean TTFT is 10x lower with the fix than with the incident configuration.",
]


@pytest.mark.parametrize("s", TRUE)
def test_a_comparison_the_failing_arm_loses_stands(s, lost):
    res = grade_statement(s, lost, SCOPE)
    assert_read_net_true(res)
    assert any("failed request" in q.detail and "loses" in q.detail for q in res.questions if q.n == 1), res.questions


@pytest.mark.parametrize("s", TWINS)
def test_twists_are_never_net_true(s, lost):
    assert_never_net_true(grade_statement(s, lost, SCOPE), s)


@pytest.mark.parametrize("s", TRUE[1:])
def test_a_mean_the_failing_arm_wins_is_still_refused(s, won):
    # the failures are the winner's (the fix): counted in (infinitely slow), its mean TTFT is infinite
    res = grade_statement(s, won, SCOPE)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    assert_never_false(res, s)


def test_a_median_the_failing_arm_wins_stands_where_its_rank_stays_below_the_failures(won):
    # 8 of the fix's 10 requests completed at 100 ms: with its 2 failures infinitely slow, the median (ranks 5 and 6
    # of 10) is still 100 ms, against 500 ms
    res = grade_statement(TRUE[0], won, SCOPE)
    assert_read_net_true(res)
    assert any("counted as infinitely slow" in q.detail for q in res.questions if q.n == 1), res.questions
