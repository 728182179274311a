"""A ratio of what a run spends is not a ratio of the clause's metric (production resource_ratio --
claimcheck/claims/grammar.py ``_resource_ratio``; vocabulary.RESOURCE_NOUNS; issue 16).

Found on a held-out suite (a sealed battery, by a masked class: a throughput ratio "twice" with "the GPUs" after it,
graded false): "the H100 pair delivers about 10% more request throughput with half the GPUs" read "half" as the
throughput's ratio (0.5) and graded the true sentence false -- an accusation from words it did not read. The words
after a ratio that name GPUs, cards, nodes, memory or cost make it a ratio of those: left unread (not-yet), never a
ratio of the metric; a ratio of the metric itself ("2x the request throughput of X") reads as before.

The witness (worked out by hand; 10 requests per arm, every request alike): ``h100`` (treatment, "the H100 pair",
hardware 2 x H100) 4.5 req/s; ``a100`` (baseline, "the A100 node", hardware 4 x A100) 4.1 req/s: the H100 pair does
9.8% more requests per second, on half the GPUs.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("h100", "the H100 pair", thr=4.5, ttft=0.1, role="treatment", hardware="2 x NVIDIA H100 80GB HBM3"),
        A("a100", "the A100 node", thr=4.1, ttft=0.1, role="baseline", hardware="4 x NVIDIA A100-SXM4-80GB")]
SCOPE = "10 requests per arm; 2 x H100 vs 4 x A100"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    return seal_specs(tmp_path_factory, "resource_ratio", {"w": ARMS})["w"]


#: true sentences with a ratio of resources: never false (the resource ratio is not read)
TRUE_WITH_RESOURCE_RATIO = [
    "The H100 pair delivers about 10% more request throughput with half the GPUs.",
    "The H100 pair delivers about 10% more request throughput with half as many GPUs.",
    "The A100 node gets about 10% less request throughput with twice the GPUs.",
    "The A100 node uses twice as many GPUs for about 10% less request throughput.",
    "The A100 node uses 2x the GPUs for about 10% less request throughput.",
    "The A100 node uses double the GPUs and gets about 10% less request throughput.",
    "On twice the number of GPUs, the A100 node gets about 10% less request throughput.",
    "The H100 pair delivers about 10% more request throughput at half the cost.",
    "The H100 pair delivers about 10% more request throughput with half the memory.",
]


@pytest.mark.parametrize("s", TRUE_WITH_RESOURCE_RATIO)
def test_a_ratio_of_resources_is_never_read_as_the_metrics(wit, s):
    res = grade_statement(s, wit, SCOPE)
    assert_never_false(res, s)
    assert not any(a.form == "ratio" and a.value in (0.5, 2.0) for a in res.reading.assertions), (s, res.reading)


def test_a_ratio_of_the_metric_itself_still_reads(wit):
    assert_read_net_true(grade_statement("The H100 pair delivers about 1.1x the request throughput of the A100 node.",
                                         wit, SCOPE))
    for twin in ("The H100 pair delivers 2x the request throughput of the A100 node.",
                 "The H100 pair delivers half the request throughput of the A100 node.",
                 "The H100 pair delivers about 10% more request throughput with half the GPUs, 2x the A100 node's."):
        assert_never_net_true(grade_statement(twin, wit, SCOPE), twin)
    res = grade_statement("The H100 pair delivers 2x the request throughput of the A100 node.", wit, SCOPE)
    assert res.verdict == "false", res.reason  # a ratio of the metric, certain: still an accusation where it is false
