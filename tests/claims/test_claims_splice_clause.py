"""A comma splice of two arms' clauses (production splice_clause; issue 16): "TP=1 did 3.95 req/s and 1,011 output
tok/s, TP=2 did 6.16 req/s and 1,576 output tok/s" (an outside suite's README voice; the same shape as "sglang
finished ... in 12.8 s, vllm took 14.9 s").

Before: with one value per clause the sentence was read ("TP=1 did 3.95 req/s, TP=2 did 6.16 req/s"), with "and" and
a second value in either clause it was not (all unread, not-yet); with ";" instead of the comma it was. Now the comma
parts the sentence where a clause opened by its arm ends in a value and another arm follows with its verb and a value.

Witness (numbers by hand): tp1 and tp2, 120 requests each, 256 output tokens: tp1 3.95 req/s (1,011.2 output tok/s),
tp2 6.16 req/s (1,576.96 output tok/s); TTFT 98 ms and 63 ms.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on two H100s, 120 requests per arm at concurrency 16"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    arms = [A("tp1", "TP=1", n=120, thr=3.95, tok=256, ttft=0.098, tpot=0.0145,
              settings={"tensor_parallel_size": 1, "concurrency": 16}, role="baseline"),
            A("tp2", "TP=2", n=120, thr=6.16, tok=256, ttft=0.063, tpot=0.0093,
              settings={"tensor_parallel_size": 2, "concurrency": 16}, role="treatment")]
    return str(seal(tmp_path_factory.mktemp("splice") / "w", *witness_for(Spec("splice", arms, key="", engine=None, hw="2 x NVIDIA H100 80GB HBM3"))))


TRUE = ["TP=1 did 3.95 req/s and 1,011 output tok/s, TP=2 did 6.16 req/s and 1,577 output tok/s.",
        "TP=1 reached 3.95 req/s, TP=2 reached 6.16 req/s and 1,577 output tok/s.",
        "At concurrency 16: TP=1 did 3.95 req/s and 1,011 output tok/s, TP=2 did 6.16 req/s and 1,577 output tok/s.",
        "TP=2 served 6.16 req/s with a mean TTFT of 63 ms, TP=1 managed 3.95 req/s."]
TWINS = ["TP=1 did 6.16 req/s and 1,011 output tok/s, TP=2 did 3.95 req/s and 1,577 output tok/s.",
         "TP=1 did 3.95 req/s and 1,577 output tok/s, TP=2 did 6.16 req/s and 1,011 output tok/s.",
         "TP=2 did 3.95 req/s and 1,011 output tok/s, TP=1 did 6.16 req/s and 1,577 output tok/s.",
         "TP=1 did 3.95 req/s and 1,011 output tok/s, TP=2 did 6.66 req/s and 1,577 output tok/s.",
         "It is not true that TP=1 did 3.95 req/s and 1,011 output tok/s, TP=2 did 6.16 req/s and 1,577 output tok/s."]
#: not parted here: no arm before the first value, the same arm after the comma
OPEN = ["With the new build, 3.95 req/s and 1,011 output tok/s, TP=2 did 6.16 req/s and 1,577 output tok/s.",
        "TP=1 did 3.95 req/s and 1,011 output tok/s, TP=1 did 6.16 req/s and 1,577 output tok/s."]


@pytest.mark.parametrize("statement", TRUE)
def test_true_splices_are_read_and_net_true(wit, statement):
    res = grade_statement(statement, wit, SCOPE)
    assert res.verdict == "net-true", (statement, res.reason)
    assert not res.reading.unread


@pytest.mark.parametrize("statement", TWINS)
def test_twins_are_not_net_true(wit, statement):
    assert grade_statement(statement, wit, SCOPE).verdict != "net-true", statement


@pytest.mark.parametrize("statement", TWINS[:4])
def test_a_contradicted_splice_read_completely_is_false(wit, statement):
    assert grade_statement(statement, wit, SCOPE).verdict == "false", statement


@pytest.mark.parametrize("statement", OPEN)
def test_other_commas_are_not_parted(wit, statement):
    res = grade_statement(statement, wit, SCOPE)
    assert res.verdict != "net-true", (statement, res.reason)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(v=st.sampled_from(["5.16", "6.06", "6.16", "6.26", "7.16"]), verb=st.sampled_from(["did", "reached", "hit",
                                                                                          "served"]))
def test_the_second_clause_is_checked_at_its_own_precision(wit, v, verb):
    statement = f"TP=1 {verb} 3.95 req/s and 1,011 output tok/s, TP=2 {verb} {v} req/s and 1,577 output tok/s."
    res = grade_statement(statement, wit, SCOPE)
    if v == "6.16":
        assert_never_false(res, statement)
    else:
        assert res.verdict != "net-true", (statement, res.reason)
