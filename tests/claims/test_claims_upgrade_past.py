"""The author's own move between two arms in the past, leading the clause (production upgrade_lead,
grammar._Clause.m_binder; vocabulary.UPGRADE_PAST_VERBS / UPGRADE_PAST_SUBJECTS): "So when we moved from SGLang 0.3.2
to 0.4.0, throughput went up about 46%, from roughly 4.1 to 6 requests per second" -- read as "when moving from A to
B": A the baseline, B the subject. Before: "when", "moved from" unread (not-yet).

Witness, worked out by hand (real_sentences.witness_specs rows; SGLang, Llama-3.1-8B-Instruct on one H100, 10
requests per arm, each arm declaring its engine_version): new (0.4.0) 6.0 req/s, p99 TTFT 240 ms (every request
alike); old (0.3.2, baseline) 4.1 req/s, TTFT 360 ms. So req/s +46.3% (6 / 4.1 = 1.4634), TTFT -33.3%.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, sealed_fixture, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("new", thr=6.0, ttft=0.24, tok=50, settings={"engine_version": "0.4.0"}),
        A("old", thr=4.1, ttft=0.36, tok=50, settings={"engine_version": "0.3.2"}, role="baseline")]
SCOPE = "SGLang, Llama-3.1-8B-Instruct on one H100, 10 requests per version"

wit = sealed_fixture("upgrade_past", ARMS, "ver", engine="SGLang")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


TRUE = [
    "So when we moved from SGLang 0.3.2 to 0.4.0, throughput went up about 46%, from roughly 4.1 to 6 requests per "
    "second.",
    "When we moved from SGLang 0.3.2 to 0.4.0, p99 TTFT went down about 33%, from roughly 360 to 240 ms.",
    "After we upgraded from 0.3.2 to 0.4.0, TTFT p99 dropped from 360 ms to 240 ms.",
    "Once I switched from SGLang 0.3.2 to SGLang 0.4.0, req/s rose 46%.",
    # the same move in the present, "you" as the subject (held13 dev b903/t4: "Mean TPOT drops 33% when you switch from
    # tp1-pp2 to tp2-pp1 (65.0 ms -> 43.4 ms)")
    "p99 TTFT drops 33% when you switch from SGLang 0.3.2 to 0.4.0 (360 ms -> 240 ms).",
    "When you move from 0.3.2 to 0.4.0, req/s goes up 46%.",
    "Throughput rises about 46% when we upgrade from SGLang 0.3.2 to 0.4.0.",
]
TWINS = [
    "So when we moved from SGLang 0.3.2 to 0.4.0, throughput went up about 69%, from roughly 4.1 to 9 requests per "
    "second.",                                                                                   # x1.5
    "So when we moved from SGLang 0.3.2 to 0.4.0, throughput went up about 23%, from roughly 4.1 to 3 requests per "
    "second.",                                                                                   # x0.5
    "So when we moved from SGLang 0.4.0 to 0.3.2, throughput went up about 46%, from roughly 4.1 to 6 requests per "
    "second.",                                                                                   # arms swapped
    "So when we moved from SGLang 0.3.2 to 0.4.0, throughput went down about 46%, from roughly 6 to 4.1 requests per "
    "second.",                                                                                   # flipped
    "So when we moved from SGLang 0.3.2 to 0.4.0, throughput did not go up about 46%.",          # negation
    "When we moved from SGLang 0.3.2 to 0.4.0, mean TPOT went down about 33%, from roughly 360 to 240 ms.",  # metric
    "When we moved from SGLang 0.3.2 to 0.5.0, p99 TTFT went down about 33%, from roughly 360 to 240 ms.",   # version
    "When we moved from vLLM 0.3.2 to 0.4.0, p99 TTFT went down about 33%, from roughly 360 to 240 ms.",     # engine
    "When we moved from SGLang 0.3.2 to 0.4.0 on an A100, p99 TTFT went down about 33%.",                    # GPU
    "When they moved from SGLang 0.3.2 to 0.4.0, p99 TTFT went up about 33%.",
    "p99 TTFT drops 33% when you switch from SGLang 0.4.0 to 0.3.2 (240 ms -> 360 ms).",                   # swapped
    "p99 TTFT rises 33% when you switch from SGLang 0.3.2 to 0.4.0.",                                       # flipped
    "p99 TTFT drops 50% when you switch from SGLang 0.3.2 to 0.4.0 (360 ms -> 180 ms).",                  # x1.5
    "When you move from 0.3.2 to 0.4.0, req/s goes down 46%.",
    "When you move from 0.3.2 to 0.4.0, req/s does not go up 46%.",
    "Throughput rises about 46% when they upgrade from SGLang 0.3.2 to 0.4.0 on an A100.",
]

test_true_read, test_twins = sentence_tests(TRUE, TWINS, grade)

UNCLEAR = ["When we moved from SGLang 0.3.2 to 0.4.0, things got faster.",
           "When we moved to 0.4.0, p99 TTFT went down about 33%.",
           "When we didn't move from SGLang 0.3.2 to 0.4.0, p99 TTFT went down about 33%.",
           "When they moved from SGLang 0.3.2 to 0.4.0, p99 TTFT went down about 33%."]


@pytest.mark.parametrize("s", UNCLEAR)
def test_unclear_never_false(wit, s):
    assert_never_false(grade(wit, s), s)
