"""A superlative that opens its clause names its arm after the copula and the arm's preposition (claimcheck/claims/
superlatives.py ``_BARE_TO_PREP``, production superlative_bare): "The highest request throughput was at concurrency
16", "The lowest TTFT p50 was with prefix caching on". An arm named by its setting takes a preposition; without one
the superlative was left unread. The named arm against every other arm, one direction each, all must hold.
Witness: a concurrency sweep (c1 0.2 req/s, c4 0.7, c16 1.9; TTFT p50 c1 40 ms, c4 60 ms, c16 150 ms)."""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for

SCOPE = "Mistral-7B-Instruct-v0.3 on 1x NVIDIA L4, vLLM, 10 requests per concurrency level"


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    arms = [A(f"c{n}", f"concurrency {n}", thr=thr, ttft=ttft, tok=64, settings={"concurrency": n})
            for n, thr, ttft in ((1, 0.2, 0.04), (4, 0.7, 0.06), (16, 1.9, 0.15))]
    w, files = witness_for(Spec("sweep", arms, key="", hw="1x NVIDIA L4", model="mistralai/Mistral-7B-Instruct-v0.3"))
    return str(seal(tmp_path_factory.mktemp("sup") / "w", w, files))


TRUE = ["The highest request throughput was at concurrency 16.",
        "The lowest request throughput was at concurrency 1.",
        "The lowest TTFT p50 was at concurrency 1.",
        "The highest TTFT p50 is at concurrency 16."]
TWISTS = ["The highest request throughput was at concurrency 4.",
          "The highest request throughput was at concurrency 1.",
          "The lowest request throughput was at concurrency 16.",
          "The lowest TTFT p50 was at concurrency 16."]
#: negated, two arms, a per-request metric with no statistic: not read, never false
UNREAD = ["The highest request throughput was not at concurrency 16.",
          "The highest request throughput was at concurrency 16 and concurrency 4.",
          "The lowest TTFT was at concurrency 1."]


@pytest.mark.parametrize("statement", TRUE)
def test_the_arm_after_copula_and_preposition_is_ranked(wit, statement):
    assert_read_net_true(grade_statement(statement, wit, SCOPE))


@pytest.mark.parametrize("statement", TWISTS)
def test_another_arm_is_contradicted(wit, statement):
    res = grade_statement(statement, wit, SCOPE)
    assert_never_net_true(res, statement)
    assert res.verdict == "false", res.reason


@pytest.mark.parametrize("statement", UNREAD)
def test_other_forms_stay_unread(wit, statement):
    res = grade_statement(statement, wit, SCOPE)
    assert_never_false(res, statement)
    assert_never_net_true(res, statement)
