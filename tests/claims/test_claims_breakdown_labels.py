"""A breakdown qualifier in a label (claimcheck/claims/metric_labels.py, production breakdown_label): "Median TPOT by
config: TP1 42 ms, TP2 26 ms, TP4 18 ms" -- "by config" says the entries after the colon are one per arm, which each
entry states itself; its words are taken out as inert and the label line is read as written without them.

Held-out development battery (a Notion wiki page): "Median TPOT by config: TP1 42 ms, TP2 26 ms, TP4 18 ms." was
not-yet ("config" not a word of the grammar) while "Median TPOT: TP1 42 ms, ..." read.

The witness (worked out by hand; real_sentences.witness_specs.arm_rows: every request of an arm alike, 10 requests, 8
output tokens): tp1 TPOT 42 ms, tp2 26 ms, tp4 18 ms (so mean = median = every percentile); TTFT 100 ms everywhere;
request throughput 2 / 3 / 4 req/s.

Production topic_label (same module): "In terms of requests per second: 0.73 (no spec), 0.97 (ngram), 1.29 (EAGLE)" (a
held-out development sentence, not-yet before: "terms" unread) -- a topic lead before a label that is one metric phrase
or one rate unit is taken out (inert); the label line is read as written without it.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_tests, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402


def _arms():
    return [A("tp1", "TP1", "TP=1", tpot=0.042, ttft=0.1, thr=2, settings={"tensor_parallel_size": 1}, role="baseline"),
            A("tp2", "TP2", "TP=2", tpot=0.026, ttft=0.1, thr=3, settings={"tensor_parallel_size": 2}, role="treatment"),
            A("tp4", "TP4", "TP=4", tpot=0.018, ttft=0.1, thr=4, settings={"tensor_parallel_size": 4}, role="treatment")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return seal_specs(tmp_path_factory, "breakdown", {"tp": Spec("tp", _arms(), key="")})


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], "10 requests per arm")


TWINS = ["Median TPOT by config: TP1 26 ms, TP2 42 ms, TP4 18 ms.",      # values swapped
         "Median TPOT by config: TP1 42 ms, TP2 39 ms, TP4 18 ms.",      # x1.5
         "Median TPOT by config: TP1 42 ms, TP2 26 ms, TP4 9 ms.",       # x0.5
         "Median TTFT by config: TP1 42 ms, TP2 26 ms, TP4 18 ms.",      # another metric
         "Median TPOT by config: TP1 42 ms, TP2 not 26 ms, TP4 18 ms.",  # negation
         "It is not true that median TPOT by config: TP1 42 ms, TP2 26 ms, TP4 18 ms."]
FRAMES = [("tp", s, TWINS) for s in (
    "Median TPOT by config: TP1 42 ms, TP2 26 ms, TP4 18 ms.",
    "Median TPOT per config: TP1 42 ms, TP2 26 ms, TP4 18 ms.",
    "Median TPOT for each configuration: TP1 42 ms; TP2 26 ms; TP4 18 ms.",
    "Mean TPOT across configs: TP1 42 ms, TP2 26 ms, TP4 18 ms.",
    "TPOT p50 by setup: TP1 42 ms, TP2 26 ms, TP4 18 ms.",
    "Median TPOT by config: 42 ms for TP1, 26 ms for TP2, 18 ms for TP4.")]
test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("statement", [
    "Median TPOT by GPU count: TP1 42 ms, TP2 26 ms, TP4 18 ms.",    # not a generic breakdown noun: as written
    "Median TPOT by config TP1 42 ms, TP2 26 ms, TP4 18 ms.",        # no separator after the qualifier
    "By config: TP1 42 ms, TP2 26 ms, TP4 18 ms.",                  # no metric before the qualifier
])
def test_other_qualifiers_stay_as_written(wit, statement):
    res = _grade(wit, "tp", statement)
    assert res.verdict != "net-true", (statement, res.reason)
    assert_never_false(res, statement)


def test_the_qualifier_is_inert_markup_not_an_assertion(wit):
    # the same verdict with and without the qualifier, for a true and a false line
    for body in ("TP1 42 ms, TP2 26 ms, TP4 18 ms.", "TP1 42 ms, TP2 39 ms, TP4 18 ms."):
        a = _grade(wit, "tp", "Median TPOT by config: " + body)
        b = _grade(wit, "tp", "Median TPOT: " + body)
        assert a.verdict == b.verdict, (body, a.verdict, b.verdict)
    assert_never_net_true(_grade(wit, "tp", "Median TPOT by config: TP1 42 ms, TP2 39 ms, TP4 18 ms."), "x1.5")


TOPIC_TWINS = ["In terms of median TPOT: 26 ms (TP1), 42 ms (TP2), 18 ms (TP4).",     # values swapped
               "In terms of median TPOT: 42 ms (TP1), 39 ms (TP2), 18 ms (TP4).",     # x1.5
               "In terms of median TPOT: 42 ms (TP1), 26 ms (TP2), 9 ms (TP4).",      # x0.5
               "In terms of median TTFT: 42 ms (TP1), 26 ms (TP2), 18 ms (TP4).",     # another metric
               "In terms of median TPOT: 42 ms (TP4), 26 ms (TP2), 18 ms (TP1).",     # arms swapped
               "In terms of median TPOT: 42 ms (TP1), not 26 ms (TP2), 18 ms (TP4).",  # negation
               "In terms of requests per second: 3 (TP1), 2 (TP2), 4 (TP4).",         # values swapped
               "In terms of requests per second: 2 (TP1), 4.5 (TP2), 4 (TP4).",       # x1.5
               "In terms of requests per second: 2 (TP1), 1.5 (TP2), 4 (TP4)."]       # x0.5
TOPIC_FRAMES = [("tp", s, TOPIC_TWINS) for s in (
    "In terms of median TPOT: 42 ms (TP1), 26 ms (TP2), 18 ms (TP4).",
    "Regarding median TPOT: TP1 42 ms, TP2 26 ms, TP4 18 ms.",
    "As for TPOT: TP1 42 ms; TP2 26 ms; TP4 18 ms.",
    "In terms of requests per second: 2 (TP1), 3 (TP2), 4 (TP4).",
    "When it comes to req/s: 2 for TP1, 3 for TP2, 4 for TP4.")]
test_topic_label_is_read_and_net_true, test_topic_label_twins_are_never_net_true = frame_tests(TOPIC_FRAMES, _grade)


@pytest.mark.parametrize("statement", [
    "In terms of cost: TP1 42 ms, TP2 26 ms, TP4 18 ms.",           # the label is no metric: as written
    "In terms of TP2: TPOT 26 ms, TTFT 100 ms.",                     # an arm, not a metric
    "In terms of median TPOT by config: TP1 42 ms, TP2 26 ms, TP4 18 ms and more.",  # more than one label: as written
    "Not in terms of median TPOT: TP1 42 ms, TP2 26 ms, TP4 18 ms.",  # not at the sentence's start
])
def test_other_topic_leads_stay_as_written(wit, statement):
    res = _grade(wit, "tp", statement)
    assert res.verdict != "net-true", (statement, res.reason)
    assert_never_false(res, statement)


def test_the_topic_lead_is_inert_markup_not_an_assertion(wit):
    for body in ("TP1 42 ms, TP2 26 ms, TP4 18 ms.", "TP1 42 ms, TP2 39 ms, TP4 18 ms."):
        a = _grade(wit, "tp", "In terms of median TPOT: " + body)
        b = _grade(wit, "tp", "Median TPOT: " + body)
        assert a.verdict == b.verdict, (body, a.verdict, b.verdict)
