"""Outputs of different lengths and a comparison per request or per run (claimcheck/claims/output_lengths.py).

A request rate or a latency compared between arms whose requests produced different output tokens per task stands
(Q1) where the lengths work against the winner: the arm the metric favours produced at least as many output tokens
per request (less 1%). Else Q1 fails as before ("the different output lengths are part of what it measured").
Found by held-out suites whose arms' outputs stopped at EOS at different lengths.

Witnesses, worked out by hand (real_sentences.witness_specs rows, 20 requests per arm, 100 prompt tokens, every
request of an arm alike):

* ``longer``: fast (treatment) 2 req/s, TTFT 100 ms, 120 output tokens per request; slow (baseline) 1 req/s, TTFT
  200 ms, 100 output tokens. Request throughput 2x, TTFT 2x lower: the winner produced more (120 >= 100).
* ``shorter``: fast 2 req/s, TTFT 100 ms, 80 output tokens; slow 1 req/s, TTFT 200 ms, 100 output tokens: the
  winner produced 20% less: a per-request comparison is not like for like. Output tokens/s 160 vs 100 (1.6x): a
  metric per output token is not affected.
* ``slight``: fast 2 req/s, 99.5 -> 100 output tokens vs slow 100 (the same count): within 1% (not a difference).
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec


def _spec(name: str, tok_fast: int) -> Spec:
    return Spec(name, [A("fast", "the fast arm", thr=2, ttft=0.1, tok=tok_fast, n=20, role="treatment"),
                       A("slow", "the slow arm", thr=1, ttft=0.2, tok=100, n=20, role="baseline")],
                key="", hw="1 x NVIDIA H100 80GB HBM3", model="meta-llama/Llama-3.1-8B-Instruct")


SPECS = {"longer": _spec("longer", 120), "shorter": _spec("shorter", 80)}
SCOPE = "Llama-3.1-8B-Instruct on one H100, 20 requests per arm"
wit = sealed_fixture("output_lengths", SPECS)


def grade(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


@pytest.mark.parametrize("statement", [
    "The fast arm had 2x the request throughput of the slow arm.",
    "The fast arm had 2x lower mean TTFT than the slow arm.",
    "The fast arm had 2x lower TTFT than the slow arm.",  # no statistic: the centre, mean and median
])
def test_longer_outputs_of_the_winner_stand(wit, statement):
    res = grade(wit, "longer", statement)
    assert res.verdict == "net-true", res.reason
    q1 = next(q for q in res.questions if q.name == "baseline")
    assert "work against the winner" in q1.detail


@pytest.mark.parametrize("statement", [
    "The fast arm had 2x the request throughput of the slow arm.",
    "The fast arm had 2x lower mean TTFT than the slow arm.",
])
def test_shorter_outputs_of_the_winner_do_not(wit, statement):
    res = grade(wit, "shorter", statement)
    assert res.verdict == "not-yet", res.reason
    q1 = next(q for q in res.questions if q.name == "baseline")
    assert not q1.pass_ and "produced fewer output tokens per request (80.0 vs 100.0)" in q1.detail


def test_a_metric_per_output_token_is_unaffected(wit):
    assert grade(wit, "shorter", "The fast arm had 1.6x the output tokens/s of the slow arm.").verdict == "net-true"


@pytest.mark.parametrize("name, statement", [
    ("longer", "The fast arm had 3x the request throughput of the slow arm."),
    ("longer", "The slow arm had 2x the request throughput of the fast arm."),
    ("longer", "The fast arm had 2x higher mean TTFT than the slow arm."),
    ("shorter", "The fast arm had 2x the request throughput of the slow arm."),
])
def test_twists_are_never_net_true(wit, name, statement):
    assert grade(wit, name, statement).verdict != "net-true"
