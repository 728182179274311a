"""A statistic word on its own under a per-request topic (production topic_stat, grammar._Clause._apply_topic):
"For the first token latency, LMDeploy average is 165 ms, vLLM average is 220 ms" -- the statistic before the value
is the value's, as "LMDeploy average is 165 ms for TTFT" already read it. A learner's wording (a blog translated from
another language: the arm with no possessive, the statistic as the noun); the possessive and "the average of ARM"
read the same. Under a throughput topic, or a topic naming another statistic, the word stays unread.

Before: "average" was unread (not-yet) in each of these.

Witness ``eng`` (by hand; InternLM2.5-7B on one H100, 160 requests per arm, every request alike, so every statistic of a
per-request metric is the one value): lmdeploy (treatment) TTFT 165 ms, TPOT 24.3 ms, 1288 output tok/s; vllm
(baseline) TTFT 220 ms, TPOT 31.4 ms, 996 output tok/s (as test_claims_summary_subject.py's).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "InternLM2.5-7B on one H100, 160 requests per arm"
NEG = "It is not true that "
ARMS = [A("lmdeploy", "LMDeploy", n=160, tok=256, toks=1288, ttft=0.165, tpot=0.0243, settings={"engine": "LMDeploy"},
          role="treatment"),
        A("vllm", "vLLM", n=160, tok=256, toks=996, ttft=0.22, tpot=0.0314, settings={"engine": "vLLM"},
          role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    w, files = witness_for(Spec("eng", ARMS, key="", model="internlm/internlm2_5-7b-chat", engine=None))
    return {"eng": str(seal(tmp_path_factory.mktemp("topic_stat") / "eng", w, files))}


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    ("eng", "For the first token latency, LMDeploy average is 165 ms, vLLM average is 220 ms.", [
        "For the first token latency, LMDeploy average is 248 ms, vLLM average is 220 ms.",    # x1.5
        "For the first token latency, LMDeploy average is 82 ms, vLLM average is 220 ms.",     # x0.5
        "For the first token latency, LMDeploy average is 220 ms, vLLM average is 165 ms.",    # swapped
        "For the first token latency, LMDeploy average is not 165 ms, vLLM average is 220 ms.",
        "For the TPOT, LMDeploy average is 165 ms, vLLM average is 220 ms.",                  # another metric
        NEG + "for the first token latency, LMDeploy average is 165 ms, vLLM average is 220 ms.",
    ]),
    ("eng", "For TTFT, LMDeploy average is 165 ms.", ["For TTFT, LMDeploy average is 248 ms.",
                                                     "For TTFT, vLLM average is 165 ms.",
                                                     "For TTFT, LMDeploy average may be 165 ms."]),
    ("eng", "For TTFT, LMDeploy's average is about 165 ms.", ["For TTFT, LMDeploy's average is about 248 ms."]),
    ("eng", "Regarding TPOT, LMDeploy mean is 24.3 ms and vLLM mean is 31.4 ms.", [
        "Regarding TPOT, LMDeploy mean is 31.4 ms and vLLM mean is 24.3 ms.",
        "Regarding TPOT, LMDeploy mean is 36.5 ms and vLLM mean is 31.4 ms.",
        "Regarding TTFT, LMDeploy mean is 24.3 ms and vLLM mean is 31.4 ms."]),
    ("eng", "In terms of time to first token, LMDeploy median is 165 ms.", [
        "In terms of time to first token, LMDeploy median is 110 ms.",
        "In terms of time to first token, LMDeploy median is 220 ms."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, grade)

NEVER_FALSE = [
    "For throughput, LMDeploy average is 5.03 req/s.",         # a statistic of an aggregate: unread
    "For mean TTFT, LMDeploy median is 165 ms.",               # two statistics: unread
    "For TTFT, LMDeploy average is 165 ms, vLLM is slower.",
]


@pytest.mark.parametrize("s", NEVER_FALSE)
def test_honest_variants_are_never_false(wit, s):
    assert_never_false(grade(wit, "eng", s), s)
