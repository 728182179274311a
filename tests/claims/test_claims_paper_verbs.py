"""Two verbs of the paper voice (issue 16): "surpass" / "outstrip" an arm (vocabulary.BEAT_VERBS, as "outperforms":
"X surpasses Y by 20% in throughput") and "drop" with a metric as its object (vocabulary.CHANGE_VERBS, as "reduced":
"X drops TTFT by 30%", ", dropping mean latency from 51.5 s to 21.6 s"); without a metric right after it "drop" stays
the intransitive change ("TTFT dropped by 30%"), and "dropped 5 requests" / "dropped requests" stay unread (a count of
failures is not a metric change).

Witness, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows; the wall is n / throughput;
every request of an arm takes the same time and has the same TTFT):

* ``pair`` -- fast (alias Foo, treatment): 0.4 req/s (wall 25 s), every request 21.6 s, TTFT 0.070 s; slow (alias
  Bar, baseline): 0.1 req/s (wall 100 s), every request 51.5 s, TTFT 0.100 s. Throughput 0.4 / 0.1 = 4x (+300%);
  mean latency 51.5 -> 21.6 s (-58.1%, 2.38x lower); TTFT (0.070 - 0.100) / 0.100 = -30%.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "
ARMS = [A("fast", "Foo", thr=0.4, dur=21.6, ttft=0.07, role="treatment"),
        A("slow", "Bar", thr=0.1, dur=51.5, ttft=0.1, role="baseline")]


wit = sealed_fixture("verbs", ARMS, "pair", engine=None)


FRAMES = [
    ("Foo surpasses Bar by 300% in throughput.", [
        "Foo surpasses Bar by 450% in throughput.",
        "Foo surpasses Bar by 150% in throughput.",
        "Bar surpasses Foo by 300% in throughput.",
        NEG + "Foo surpasses Bar by 300% in throughput.",
        "Foo surpasses Bar by 300% in throughput on an A100.",
        "Foo surpasses Bar by 300% in TTFT.",
    ]),
    ("Foo outstrips Bar by 4x in throughput.", [
        "Foo outstrips Bar by 6x in throughput.",
        "Bar outstrips Foo by 4x in throughput.",
        NEG + "Foo outstrips Bar by 4x in throughput.",
    ]),
    ("Foo surpassed Bar in throughput.", [
        "Bar surpassed Foo in throughput.",
        NEG + "Foo surpassed Bar in throughput.",
        "Foo did not surpass Bar in throughput.",
    ]),
    ("Foo drops mean TTFT by 30% compared to Bar.", [
        "Foo drops mean TTFT by 45% compared to Bar.",
        "Foo drops mean TTFT by 15% compared to Bar.",
        "Bar drops mean TTFT by 30% compared to Foo.",
        "Foo raises mean TTFT by 30% compared to Bar.",
        NEG + "Foo drops mean TTFT by 30% compared to Bar.",
        "Foo drops mean TTFT by 30% compared to Bar at concurrency 64.",
    ]),
    ("Foo is 4x faster than Bar, dropping mean latency from 51.5 s to 21.6 s.", [
        "Foo is 4x faster than Bar, dropping mean latency from 51.5 s to 32.4 s.",
        "Foo is 4x faster than Bar, dropping mean latency from 77.3 s to 21.6 s.",
        "Foo is 4x faster than Bar, dropping mean latency from 21.6 s to 51.5 s.",
        "Bar is 4x faster than Foo, dropping mean latency from 51.5 s to 21.6 s.",
        NEG + "Foo is 4x faster than Bar, dropping mean latency from 51.5 s to 21.6 s.",
        "Foo is 6x faster than Bar, dropping mean latency from 51.5 s to 21.6 s.",
    ]),
    ("Foo dropped mean latency from 51.5 s to 21.6 s.", [
        "Foo dropped mean latency from 51.5 s to 10.8 s.",
        "Bar dropped mean latency from 51.5 s to 21.6 s.",
        "Foo dropped mean TTFT from 51.5 s to 21.6 s.",
        NEG + "Foo dropped mean latency from 51.5 s to 21.6 s.",
    ]),
]
IDS = [t[:50] for t, _ in FRAMES]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, lambda wit, _name, statement: grade_statement(statement, wit, SCOPE), ids=IDS)


@pytest.mark.parametrize("statement", ["Foo dropped 5 requests.", "Foo dropped requests by 5%.",
                                       "Foo drops the cache, cutting nothing."])
def test_drop_without_a_metric_object_stays_unread(statement):
    assert read_full(statement, "", {"fast": ["Foo"], "slow": ["Bar"]}).reading.unread, statement


@pytest.mark.parametrize("statement", [
    "Mean TTFT dropped by 30% with Foo.",                      # the intransitive change, as before
    "Throughput surpasses 0.3 req/s with Foo.",                # a bound (EXCEED_VERBS), as before
])
def test_the_old_readings_stay(wit, statement):
    res = grade_statement(statement, wit, SCOPE)
    assert res.verdict == "net-true", res.reason


@pytest.mark.parametrize("statement", [
    "Foo surpasses Bar by 300% in throughput; results may differ on other GPUs.",
    "Foo drops mean TTFT by 30% compared to Bar (not tested on A100).",
    "Foo dropped 5 requests.",
    "Foo dropped requests by 5%.",
])
def test_honest_or_unread_rows_are_never_false(wit, statement):
    assert_never_false(grade_statement(statement, wit, SCOPE), statement)
