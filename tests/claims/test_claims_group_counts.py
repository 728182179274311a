"""Counts of jobs and of groups of requests on a request-ab witness (claimcheck/claims/statistics.py ``_count``:
Measurement.agree_only; grammar.lark production per_group_count; vocabulary.PER_GROUP_NOUNS).

A request-ab witness records request rows. A writer who runs llama.cpp or a batch harness calls them jobs ("48 jobs
of 220 prompt tokens"): the count of jobs agrees with the rows when it equals them; where it does not, a job may be a
group of requests, so it is never an accusation (not-yet). A count after "M batches of" / "M jobs of" / "M sessions
of" may be each group's count: it agrees with the rows or is not shown, never false.

The witness (by hand): two arms, slots-1 and slots-4, 48 request rows each, 128 output tokens per request; slots-4
ran at 0.5 req/s (wall 96 s), slots-1 at 0.25 req/s (wall 192 s).
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for

_ARMS = [A("slots-4", "4 slots", n=48, tok=128, thr=0.5), A("slots-1", "1 slot", n=48, tok=128, thr=0.25)]
_TRUE = "4 slots reached 0.50 req/s."
_CPU = "Qwen2.5-1.5B on an AMD EPYC 7763, CPU only, no GPU"


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    w, files = witness_for(Spec("jobs", _ARMS, key="", hw="AMD EPYC 7763, 16 vCPUs (CPU only)",
                                 model="Qwen/Qwen2.5-1.5B-Instruct"))
    return str(seal(tmp_path_factory.mktemp("group-counts") / "w", w, files))


def grade(wit, statement: str, scope: str):
    return grade_statement(statement, wit, scope)


#: scopes a writer states honestly: 48 jobs are the 48 request rows of each arm
AGREE = [f"{_CPU}; 48 jobs of 220 prompt tokens, 128-token outputs", f"{_CPU}; 48 jobs per arm",
         f"{_CPU}; 48 requests"]
#: counts the rows cannot decide: a job or a batch may be several requests -- not-yet, never false nor net-true
UNDECIDED = [f"{_CPU}; 12 jobs of 4 requests each", f"{_CPU}; 4 batches of 12 requests",
             f"{_CPU}; 8 sessions of 6 prompts", f"{_CPU}; 6 rounds of 8 requests",
             f"{_CPU}; 4 batches of 20 requests", f"{_CPU}; 24 jobs"]


@pytest.mark.parametrize("scope", AGREE)
def test_a_job_count_equal_to_the_rows_agrees(wit, scope):
    assert_read_net_true(grade(wit, _TRUE, scope))


@pytest.mark.parametrize("scope", UNDECIDED)
def test_a_job_or_group_count_the_rows_cannot_decide_is_never_an_accusation(wit, scope):
    g = grade(wit, _TRUE, scope)
    assert_never_false(g, scope)
    assert_never_net_true(g, scope)


def test_a_request_count_the_rows_contradict_is_still_false(wit):
    # requests are what the rows count: "12 requests" of 48 rows, the sentence read completely, is false
    assert grade(wit, _TRUE, f"{_CPU}; 12 requests").verdict == "false"


def test_a_job_count_in_the_statement_agrees_or_is_not_shown(wit):
    assert_read_net_true(grade(wit, "4 slots reached 0.50 req/s across 48 jobs.", _CPU))
    g = grade(wit, "4 slots reached 0.50 req/s across 12 jobs.", _CPU)
    assert_never_false(g, "12 jobs")
    assert_never_net_true(g, "12 jobs")
