"""Q1 for a superlative among every arm (claimcheck/claims/ranked_arms.py): "Of the four policies, C had the lowest
median TTFT" compares C with each other arm, two of them neither the declared baseline. Such a pair answers Q1 where the
statement ranks its subject against every arm (the declared baseline among them, in the same metric), the other arm
is like for like with the declared baseline, and the two ran the same load; the arms' other declared differences (a
scheduler, a chunk size) are each arm's treatment.

Found on a held-out scheduling memo (held15, development half): "Of the four policies, chunked prefill with 2048-token
chunks (Option C) had the lowest median TTFT, 0.46 s, against 1.34 s for the FCFS status quo" was not-yet: Option C
and priority scheduling differ in three declared settings, so they were no controlled pair.

Witness by hand (SmolLM2-135M on one CPU host, 10 tasks per arm, every request sent at 0 s, concurrency 4): FCFS (the
declared baseline) every TTFT 1.2 s, wall 5.0 s (2 req/s); priority scheduling (Option A) 0.8 s, wall 4.0 s (2.5
req/s); 512-token chunks (Option B) 0.6 s, wall 3.0 s (3.33 req/s); 2048-token chunks (Option C) 0.4 s but its last
request 2.45 s, ending at 2.5 s (median 0.4 s, mean 0.605 s: not the lowest mean, Option B's 0.6 s is), wall 2.5 s (4 req/s).
``load``: the same rows, Option C declaring concurrency 2.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import ab_witness, req, seal

SCOPE = "SmolLM2-135M on one CPU host, 10 requests per arm"


def _arm(role: str, aliases: list[str], workers: int = 4, **settings) -> dict:
    return {"aliases": aliases, "workers": workers, "role": role, "settings": {"concurrency": workers, **settings}}


def _arms(c_workers: int = 4) -> dict:
    return {"fcfs": _arm("baseline", ["FCFS", "the status quo"], scheduling_policy="fcfs"),
            "priority": _arm("treatment", ["priority scheduling", "Option A"], scheduling_policy="priority"),
            "chunked-512": _arm("treatment", ["Option B", "512-token chunks"], enable_chunked_prefill=True,
                                max_num_batched_tokens=512),
            "chunked-2048": _arm("treatment", ["Option C", "2048-token chunks"], c_workers,
                                 enable_chunked_prefill=True, max_num_batched_tokens=2048)}


def _rows(arm: str, ttfts: list[float], wall: float) -> list[dict]:
    return [req(arm, k, 0.0, t, wall if k == len(ttfts) - 1 else t + 0.5) for k, t in enumerate(ttfts)]


ROWS = (_rows("fcfs", [1.2] * 10, 5.0) + _rows("priority", [0.8] * 10, 4.0) + _rows("chunked-512", [0.6] * 10, 3.0)
        + _rows("chunked-2048", [0.4] * 9 + [2.45], 2.5))


@pytest.fixture(scope="module")
def ranked(tmp_path_factory):
    return str(seal(tmp_path_factory.mktemp("ranked") / "w", ab_witness(_arms()), {"rows.jsonl": ROWS}))


@pytest.fixture(scope="module")
def load(tmp_path_factory):
    return str(seal(tmp_path_factory.mktemp("load") / "w", ab_witness(_arms(2)), {"rows.jsonl": ROWS}))


TRUE = [
    "Of the four policies, Option C had the lowest median TTFT, 0.4 s, against 1.2 s for FCFS.",
    "Option C has the lowest median TTFT of the four policies.",
    "Option C has the highest request throughput of the four policies.",
    "Of the four policies, Option C had the lowest median TTFT, 0.4 s, ahead of Option B (0.6 s), priority scheduling "
    "(0.8 s) and FCFS (1.2 s).",
]
#: the wrong arm named, the direction flipped, another statistic, a number x1.5 / x0.5, negation
TWINS = [
    "Of the four policies, Option B had the lowest median TTFT, 0.6 s, against 1.2 s for FCFS.",
    "Option A has the lowest median TTFT of the four policies.",
    "Option C has the highest median TTFT of the four policies.",
    "Option C has the lowest request throughput of the four policies.",
    "Option B has the highest request throughput of the four policies.",
    "Option C has the lowest mean TTFT of the four policies.",
    "Of the four policies, Option C had the lowest median TTFT, 0.6 s, against 1.2 s for FCFS.",
    "Of the four policies, Option C had the lowest median TTFT, 0.2 s, against 1.2 s for FCFS.",
    "Of the four policies, Option C had the lowest median TTFT, 0.4 s, against 1.8 s for FCFS.",
    "Option C does not have the lowest median TTFT of the four policies.",
    "Option C may have the lowest median TTFT of the four policies.",
]


@pytest.mark.parametrize("s", TRUE)
def test_a_ranking_among_every_arm_answers_q1(s, ranked):
    res = grade_statement(s, ranked, SCOPE)
    assert_read_net_true(res)
    q1 = next(q for q in res.questions if q.n == 1)
    assert "one pair of a ranking of chunked-2048 against every arm" in q1.detail, q1.detail


@pytest.mark.parametrize("s", TWINS)
def test_twists_are_never_net_true(s, ranked):
    assert_never_net_true(grade_statement(s, ranked, SCOPE), s)


@pytest.mark.parametrize("s", TRUE)
def test_a_ranking_that_mixes_loads_is_refused(s, load):
    res = grade_statement(s, load, SCOPE)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    assert any("ran different loads" in q.detail for q in res.questions if q.n == 1 and not q.pass_), res.questions
    assert_never_false(res, s)


def test_a_pair_of_two_treatments_outside_a_ranking_keeps_the_controlled_pair_rule(ranked):
    # no ranking: Option C and priority scheduling differ in three declared settings
    res = grade_statement("Option C has a 2x lower median TTFT than priority scheduling.", ranked, SCOPE)
    assert res.verdict == "not-yet", res.reason
    assert any("not a controlled pair" in q.detail for q in res.questions if q.n == 1 and not q.pass_)


@pytest.mark.parametrize("s", TRUE)
def test_true_rankings_are_never_false(s, ranked, load):
    for w in (ranked, load):
        assert_never_false(grade_statement(s, w, SCOPE), s)
