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

A winner whose outputs are a little shorter (at most 5%) stands where it still wins per output token: its figure
scaled to the other arm's output length (a rate times 97 / 100, a latency times 100 / 97). Found on held20's dev
half ("improves request throughput by 1.21x over main", the PR's outputs 154.6 vs 158.0 tokens per request: 2.2%
shorter; "c4 delivers 3.63x the request throughput of c1", 157.7 vs 161.0):

* ``three``: fast 2 req/s, TTFT 100 ms, 97 output tokens (3% shorter); slow 1 req/s, TTFT 200 ms, 100 tokens.
  Per output token: 2 x 0.97 = 1.94 req/s-equivalent > 1; TTFT 100 x 100 / 97 = 103.1 ms < 200 ms: stands.
* ``close``: fast 1.02 req/s (wall 20 / 1.02 = 19.61 s), TTFT 196 ms, 96 output tokens (4% shorter); slow 1 req/s,
  TTFT 200 ms, 100 tokens. Per output token 1.02 x 0.96 = 0.979 < 1 and 196 x 100 / 96 = 204.2 ms > 200 ms: the
  lengths can explain the win: refused.
* ``six``: fast 2 req/s, TTFT 100 ms, 94 output tokens (6% shorter than 100): more than 5%: refused however large
  the win.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for


def _spec(name: str, tok_fast: int) -> Spec:
    return Spec(name, [A("fast", "the fast arm", thr=2, ttft=0.1, tok=tok_fast, n=20, role="treatment"),
                       A("slow", "the slow arm", thr=1, ttft=0.2, tok=100, n=20, role="baseline")],
                key="", hw="1 x NVIDIA H100 80GB HBM3", model="meta-llama/Llama-3.1-8B-Instruct")


def _close() -> Spec:
    return Spec("close", [A("fast", "the fast arm", thr=1.02, ttft=0.196, tok=96, n=20, role="treatment"),
                          A("slow", "the slow arm", thr=1, ttft=0.2, tok=100, n=20, role="baseline")],
                key="", hw="1 x NVIDIA H100 80GB HBM3", model="meta-llama/Llama-3.1-8B-Instruct")


SPECS = {"longer": _spec("longer", 120), "shorter": _spec("shorter", 80), "three": _spec("three", 97),
         "six": _spec("six", 94), "close": _close()}
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


THREE = [
    "The fast arm had 2x the request throughput of the slow arm.",
    "The fast arm had 2x lower mean TTFT than the slow arm.",
    "The fast arm had 2x lower TTFT than the slow arm.",
    "Request throughput is 100% higher with the fast arm than with the slow arm.",
    "Mean TTFT is 50% lower with the fast arm than with the slow arm.",
]


@pytest.mark.parametrize("statement", THREE)
def test_slightly_shorter_outputs_of_a_winner_per_output_token_too_stand(wit, statement):
    res = grade(wit, "three", statement)
    assert res.verdict == "net-true", res.reason
    q1 = next(q for q in res.questions if q.name == "baseline")
    assert "3.0% shorter" in q1.detail and "still wins per output token" in q1.detail, q1.detail


@pytest.mark.parametrize("name, statement, why", [
    ("six", "The fast arm had 2x the request throughput of the slow arm.", "(94.0 vs 100.0), more than 5% fewer"),
    ("six", "The fast arm had 2x lower mean TTFT than the slow arm.", "(94.0 vs 100.0), more than 5% fewer"),
    ("close", "The fast arm had 1.02x the request throughput of the slow arm.", "per output token it does not win"),
    ("close", "The fast arm had 2% lower mean TTFT than the slow arm.", "per output token it does not win"),
])
def test_shorter_outputs_that_can_explain_the_win_are_refused(wit, name, statement, why):
    res = grade(wit, name, statement)
    assert res.verdict == "not-yet", res.reason
    q1 = next(q for q in res.questions if q.name == "baseline")
    assert not q1.pass_ and why in q1.detail, q1.detail
    assert_never_false(res, statement)


@pytest.mark.parametrize("statement", [
    "The fast arm had 3x the request throughput of the slow arm.",
    "The fast arm had 1.5x the request throughput of the slow arm.",
    "The slow arm had 2x the request throughput of the fast arm.",
    "The fast arm had 2x higher mean TTFT than the slow arm.",
    "The fast arm did not have 2x the request throughput of the slow arm.",
    "The fast arm may have had 2x the request throughput of the slow arm.",
    "The fast arm had 2x lower mean end-to-end latency than the slow arm.",
    "Mean TTFT went from 100 ms to 200 ms with the fast arm.",
])
def test_twists_of_slightly_shorter_outputs_are_never_net_true(wit, statement):
    assert_never_net_true(grade(wit, "three", statement), statement)


@pytest.mark.parametrize("statement", THREE)
def test_true_statements_of_shorter_outputs_are_never_false(wit, statement):
    for name in ("three", "six"):
        assert_never_false(grade(wit, name, statement), statement)


@settings(max_examples=10, deadline=None)
@given(tok=st.integers(min_value=90, max_value=100), thr=st.sampled_from([1.01, 1.03, 1.05, 1.08, 1.2, 2.0]))
def test_the_rule_over_shortfalls_and_gains(tok, thr):
    """fast thr req/s with ``tok`` output tokens per request against slow 1 req/s with 100: a higher request
    throughput stands exactly where the shortfall is within 1%, or within 5% and thr x tok / 100 > 1."""
    spec = Spec("h", [A("fast", "the fast arm", thr=thr, ttft=0.1, tok=tok, n=20, role="treatment"),
                      A("slow", "the slow arm", thr=1, ttft=0.2, tok=100, n=20, role="baseline")],
                key="", hw="1 x NVIDIA H100 80GB HBM3", model="meta-llama/Llama-3.1-8B-Instruct")
    with tempfile.TemporaryDirectory() as d:
        w, rows = witness_for(spec)
        path = str(seal(Path(d) / "w", w, rows))
        res = grade_statement("The fast arm had higher request throughput than the slow arm.", path, SCOPE)
        assert_never_false(res, "higher")
        stands = tok >= 99 or (tok >= 95 and thr * tok / 100 > 1)
        assert (res.verdict == "net-true") == stands, (tok, thr, res.reason)
        assert_never_net_true(grade_statement("The slow arm had higher request throughput than the fast arm.", path,
                                              SCOPE), "swapped")
