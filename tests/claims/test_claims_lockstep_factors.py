"""Numeric factors that move together in every arm are one factor (claimcheck/claims/checks.py ``_lockstep``; Q1,
docs/claim-check.md "Like for like"): a llama.cpp sweep serves ``--parallel N`` slots at concurrency N, so two of its
arms that are not the declared baseline differ in ``settings.parallel_slots`` and in the concurrency at once; Q1 held
every such pair back as "more than one declared factor", though no arm of the witness could have moved one without the
other. Where the two factors differ anywhere (an arm with 8 slots at concurrency 4), the pair stays held back.

Witnesses, worked out by hand (llama.cpp, Llama-3.1-8B-Instruct on one H100, 10 requests per arm, 8 output tokens per
request; real_sentences.witness_specs.arm_rows: wall = 10 / thr):

* ``lock``: s1 (parallel_slots 1, concurrency 1, baseline) 1 req/s; s4 (4, 4) 3 req/s; s8 (8, 8) 4.5 req/s.
  s8 vs s4: 4.5 / 3 = 1.5x, +50%.
* ``cross``: the same numbers, but s4 declares parallel_slots 4 at concurrency 8 and s8 parallel_slots 8 at
  concurrency 4: s8 vs s4 differ in both, and no arm holds them equal, so the pair stays held back.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "llama.cpp server, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"


def _arms(s4: tuple[int, int], s8: tuple[int, int]):
    return [A("s1", "1 slot", thr=1.0, settings={"parallel_slots": 1, "concurrency": 1}, role="baseline"),
            A("s4", "4 slots", thr=3.0, settings={"parallel_slots": s4[0], "concurrency": s4[1]}, role="treatment"),
            A("s8", "8 slots", thr=4.5, settings={"parallel_slots": s8[0], "concurrency": s8[1]}, role="treatment")]


wit = sealed_fixture("lockstep", {"lock": _arms((4, 4), (8, 8)), "cross": _arms((4, 8), (8, 4))}, engine="llama.cpp")


def _grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


TRUE = ["8 slots deliver 1.5x the request throughput of 4 slots.",
        "Going from 4 slots to 8 slots raises request throughput by 50%.",
        "Request throughput: 4.5 req/s with 8 slots vs 3 req/s with 4 slots."]


@pytest.mark.parametrize("s", TRUE)
def test_a_pair_of_lockstep_levels_is_a_controlled_pair(wit, s):
    res = _grade(wit, "lock", s)
    assert_read_net_true(res)
    q1 = next(q for q in res.model_dump()["questions"] if q["n"] == 1)
    assert q1["pass_"], q1["detail"]


TWINS = ["8 slots deliver 2.25x the request throughput of 4 slots.",
         "4 slots deliver 1.5x the request throughput of 8 slots.",
         "Going from 4 slots to 8 slots lowers request throughput by 50%.",
         "Going from 4 slots to 8 slots raises request throughput by 75%.",
         "Request throughput: 3 req/s with 8 slots vs 4.5 req/s with 4 slots.",
         "8 slots do not deliver 1.5x the request throughput of 4 slots."]


@pytest.mark.parametrize("s", TWINS)
def test_twins_of_a_lockstep_pair_are_never_net_true(wit, s):
    assert_never_net_true(_grade(wit, "lock", s), s)


@pytest.mark.parametrize("s", TRUE[:2])  # the third states each arm's value: no comparison, no pair for Q1
def test_factors_that_do_not_move_together_still_hold_the_pair_back(wit, s):
    # s8 (8 slots, concurrency 4) vs s4 (4 slots, concurrency 8): two differences, and no arm says they are one
    res = _grade(wit, "cross", s)
    assert res.verdict != "net-true"
    assert_never_false(res, s)
    q1 = next(q for q in res.model_dump()["questions"] if q["n"] == 1)
    assert not q1["pass_"] and "more than one declared factor" in q1["detail"], q1["detail"]
