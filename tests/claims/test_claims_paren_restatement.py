"""A comparison's amount restated in parentheses right after its baseline (production paren_restatement,
claimcheck/claims/grammar.lark): "MRV2 has higher throughput than MRV1 (1.56x higher)", "X is faster than Y (56%
faster)", "... compared to Y (1.56x improvement)". Before, the rule "a parenthesis right after an arm is about that
arm" ("the sequential arm (one worker)") made the amount the baseline's own, so the comparison named the baseline on
both sides and stayed unread (real sentences: "PTPC-FP8 achieves virtually identical throughput to per-tensor FP8
(even slightly better – 1.01x improvement)", "Foo has faster wake operations (13-33% faster)").

Read only where the parentheses hold the amount and its direction word (or change noun) alone, and the comparison
before the baseline says the same direction (up / down, better / worse; up and better agree on a higher-is-better
metric). "(1.56x lower)" after "higher throughput than", "(1.56x lower TTFT)", "(3x higher than last year)" stay
unread: never net-true, never false.

Witnesses (real_sentences.witness_specs.arm_rows; 10 requests per arm, 8 output tokens each, one H100,
Llama-3.1-8B-Instruct, engine vLLM), worked out by hand:

* ``thr`` -- Foo (treatment) 1.56 req/s: wall 10 / 1.56 = 6.41 s; Bar (baseline) 1.0 req/s: wall 10 s. Every TTFT
  0.1 s in both. Throughput Foo / Bar = 1.56x, +56%.
* ``lat`` -- Foo (treatment) every TTFT 89.5 ms, Bar (baseline) every TTFT 100 ms; both walls 10 s (the default:
  max(10, 2 x the longest request)), so throughput is equal. Mean (and every statistic of) TTFT -10.5%; TPOT (0.01 s
  default gaps) equal in both.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "thr": [A("foo", "Foo", thr=1.56, role="treatment"), A("bar", "Bar", thr=1.0, role="baseline")],
    "lat": [A("foo", "Foo", ttft=0.0895, role="treatment"), A("bar", "Bar", ttft=0.1, role="baseline")],
}

wit = sealed_fixture("paren_restatement", SPECS, engine="vLLM")


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


FRAMES = [
    ("thr", "Foo has higher throughput than Bar (1.56x higher).", [
        "Foo has higher throughput than Bar (2.34x higher).",
        "Foo has higher throughput than Bar (0.78x higher).",
        "Foo has lower throughput than Bar (1.56x higher).",
        "Foo has higher throughput than Bar (1.56x lower).",
        "Bar has higher throughput than Foo (1.56x higher).",
        NEG + "Foo has higher throughput than Bar (1.56x higher).",
        "Foo has higher throughput than Bar (1.56x higher) on an A100.",
        "Foo has higher throughput than Bar (1.56x higher) with Qwen2.5-7B.",
        "Foo has higher throughput than Bar (1.56x higher) on SGLang.",
    ]),
    ("thr", "Foo has higher throughput than Bar (56% higher).", [
        "Foo has higher throughput than Bar (84% higher).",
        "Foo has higher throughput than Bar (28% higher).",
        "Foo has higher throughput than Bar (56% lower).",
        "Bar has higher throughput than Foo (56% higher).",
        NEG + "Foo has higher throughput than Bar (56% higher).",
    ]),
    ("thr", "Foo is faster than Bar (56% faster).", [
        "Foo is faster than Bar (84% faster).",
        "Foo is slower than Bar (56% slower).",
        "Foo is faster than Bar (56% slower).",
        "Bar is faster than Foo (56% faster).",
        NEG + "Foo is faster than Bar (56% faster).",
    ]),
    ("thr", "Foo delivers higher throughput compared to Bar (1.56x improvement).", [
        "Foo delivers higher throughput compared to Bar (2.34x improvement).",
        "Foo delivers higher throughput compared to Bar (0.78x improvement).",
        "Bar delivers higher throughput compared to Foo (1.56x improvement).",
        "Foo delivers higher throughput compared to Bar (1.56x slowdown).",
        NEG + "Foo delivers higher throughput compared to Bar (1.56x improvement).",
    ]),
    ("thr", "Foo delivers 56% higher throughput over Bar (1.56x faster).", [
        "Foo delivers 56% higher throughput over Bar (2.34x faster).",
        "Foo delivers 56% higher throughput over Bar (1.56x slower).",
        "Bar delivers 56% higher throughput over Foo (1.56x faster).",
    ]),
    ("lat", "Foo has lower mean TTFT than Bar (10.5% lower).", [
        "Foo has lower mean TTFT than Bar (15.75% lower).",
        "Foo has lower mean TTFT than Bar (5.25% lower).",
        "Foo has lower mean TTFT than Bar (10.5% higher).",
        "Foo has higher mean TTFT than Bar (10.5% higher).",
        "Bar has lower mean TTFT than Foo (10.5% lower).",
        "Foo has lower mean TPOT than Bar (10.5% lower).",
        NEG + "Foo has lower mean TTFT than Bar (10.5% lower).",
    ]),
    ("lat", "Foo has lower mean TTFT than Bar (a 10.5% improvement).", [
        "Foo has lower mean TTFT than Bar (a 21% improvement).",
        "Bar has lower mean TTFT than Foo (a 10.5% improvement).",
    ]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("name,statement", [
    ("thr", "Foo has higher throughput than Bar (1.56x lower)."),
    ("thr", "Foo is faster than Bar (1.56x lower)."),
    ("lat", "Foo is faster than Bar (10.5% lower)."),
    ("lat", "Foo has lower mean TTFT than Bar (10.5% higher throughput)."),
    ("thr", "Foo has higher throughput than Bar (3x higher than last year)."),
    ("thr", "Foo has higher throughput than Bar (1.56x lower TTFT)."),
])
def test_a_parenthesis_that_is_not_a_restatement_is_never_false(wit, name, statement):
    """A direction against the comparison's, a metric or a baseline of its own: the parenthesis stays the arm's
    note (unread), as before -- never an accusation."""
    assert_never_false(grade_in(wit, name, statement), statement)


@pytest.mark.parametrize("statement", [
    "Foo has higher throughput than Bar (1.56x lower).",
    "Foo is faster than Bar (1.56x lower).",
])
def test_a_direction_against_the_comparison_stays_unread(wit, statement):
    res = grade_in(wit, "thr", statement)
    assert res.reading is not None and res.reading.unread, statement
