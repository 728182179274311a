"""A ratio with "as much / as many <metric> as <arm>" (issue 16; production as_much_metric, grammar._as_much_metric):
"twice as much throughput as X", "three times as much output throughput as X", "1.5x as many requests per second as
X", "half as much mean TTFT as X": the ratio of that metric (and statistic), treatment over baseline, the closing "as"
binding the baseline as "than" does. "as much performance as" (names no metric) and "as much throughput as expected"
(no arm) stay unread.

Witness, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows; the wall is n / throughput;
every request of an arm has the same TTFT and 200 output tokens):

* ``pair`` -- fast (alias Foo, treatment): 2.0 req/s (wall 5 s), TTFT 0.050 s; slow (alias Bar, baseline): 1.0 req/s
  (wall 10 s), TTFT 0.100 s. Request throughput 2x; output tokens 10 x 200 / 5 = 400 vs 10 x 200 / 10 = 200 tok/s,
  2x; TTFT 0.05 / 0.10 = 0.5 (half), Bar's twice Foo's.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "
ARMS = [A("fast", "Foo", thr=2.0, ttft=0.05, tok=200, role="treatment"),
        A("slow", "Bar", thr=1.0, ttft=0.1, tok=200, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    return str(seal(tmp_path_factory.mktemp("asmuch") / "pair", *witness_for(Spec("pair", ARMS, key="", engine=None))))


FRAMES = [
    ("Foo delivers twice as much throughput as Bar.", [
        "Foo delivers three times as much throughput as Bar.",
        "Foo delivers half as much throughput as Bar.",
        "Bar delivers twice as much throughput as Foo.",
        NEG + "Foo delivers twice as much throughput as Bar.",
        "Foo delivers twice as much throughput as Bar on an A100.",
        "Foo delivers twice as much TTFT as Bar.",
    ]),
    ("Foo processes 2x as many requests per second as Bar.", [
        "Foo processes 3x as many requests per second as Bar.",
        "Foo processes 1x as many requests per second as Bar.",
        "Bar processes 2x as many requests per second as Foo.",
        NEG + "Foo processes 2x as many requests per second as Bar.",
    ]),
    ("Foo gets twice as much output throughput as Bar.", [
        "Foo gets four times as much output throughput as Bar.",
        "Bar gets twice as much output throughput as Foo.",
    ]),
    ("Foo has half as much mean TTFT as Bar.", [
        "Foo has twice as much mean TTFT as Bar.",
        "Bar has half as much mean TTFT as Foo.",
        "Foo has half as much mean TTFT as Bar at concurrency 64.",
        NEG + "Foo has half as much mean TTFT as Bar.",
    ]),
    ("Bar shows twice as much mean TTFT as Foo.", [
        "Bar shows three times as much mean TTFT as Foo.",
        "Foo shows twice as much mean TTFT as Bar.",
    ]),
]
IDS = [t[:50] for t, _ in FRAMES]


@pytest.mark.parametrize("true,twins", FRAMES, ids=IDS)
def test_true_statement_is_read_completely_and_net_true(wit, true, twins):
    res = grade_statement(true, wit, SCOPE)
    assert res.reading is not None and not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "net-true", (res.reason, [(q.outcome, q.text, q.detail) for q in res.quantities])


@pytest.mark.parametrize("true,twins", FRAMES, ids=IDS)
def test_twisted_twins_are_never_net_true(wit, true, twins):
    for twin in twins:
        assert grade_statement(twin, wit, SCOPE).verdict != "net-true", twin


@pytest.mark.parametrize("statement", [
    "Foo delivers twice as much performance as Bar.",       # names no metric
    "Foo delivers twice as much throughput as expected.",   # no arm after the closing "as"
    "Foo delivers twice as much throughput.",               # no closing "as"
])
def test_as_much_without_a_metric_and_an_arm_stays_unread(statement):
    assert read_full(statement, "", {"fast": ["Foo"], "slow": ["Bar"]}).reading.unread, statement


@pytest.mark.parametrize("statement", [
    "Foo delivers twice as much throughput as Bar; results may differ on other GPUs.",
    "Foo delivers twice as much throughput as expected.",
    "Foo delivers twice as much performance as Bar.",
])
def test_honest_or_unread_rows_are_never_false(wit, statement):
    assert grade_statement(statement, wit, SCOPE).verdict != "false", statement


def test_a_contradicted_ratio_read_completely_is_false(wit):
    assert grade_statement("Foo delivers three times as much throughput as Bar.", wit, SCOPE).verdict == "false"
