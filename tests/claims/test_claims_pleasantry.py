"""A thanks or greeting as the statement's first sentence (production pleasantry_sentence,
claimcheck/claims/casual.py _pleasantry; vocabulary.PLEASANTRY_SENTENCES), and "in our test" (singular) as the
discourse lead "in our tests" is: "Thanks for reaching out! In our test on a single A10G, switching Mistral-7B from
FP16 to AWQ raised throughput from 0.84 to 1.29 requests per second." Before: "Thanks", "out" and "test" unread.

Witness, worked out by hand (real_sentences.witness_specs rows; vLLM, Mistral-7B-Instruct-v0.2 on one A10G, 10
requests per arm): awq (quantization awq) 1.29 req/s, TTFT 0.2 s; fp16 (quantization fp16, baseline) 0.84 req/s,
TTFT 0.3 s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, sealed_fixture, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

MISTRAL = "mistralai/Mistral-7B-Instruct-v0.2"
ARMS = [A("awq", "AWQ", thr=1.29, ttft=0.2, tok=50, settings={"quantization": "awq"}),
        A("fp16", "FP16", thr=0.84, ttft=0.3, tok=50, settings={"quantization": "fp16"}, role="baseline")]
SCOPE = "vLLM, Mistral-7B on one A10G, 10 requests per arm"

wit = sealed_fixture("pleasantry", ARMS, "awq", hw="1 x NVIDIA A10G", model=MISTRAL)


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


CLAIM = "switching Mistral-7B from FP16 to AWQ raised throughput from 0.84 to 1.29 requests per second."
TRUE = [
    "Thanks for reaching out! In our test on a single A10G, " + CLAIM,
    "Thanks for reaching out! " + CLAIM[0].upper() + CLAIM[1:],
    "Thank you for asking. In our test, " + CLAIM,
    "Great question! In my test on one A10G, " + CLAIM,
    "Hi all! Mean TTFT was 200 ms with AWQ vs 300 ms with FP16.",
    "Thanks!! AWQ does 1.29 req/s vs 0.84 req/s with FP16.",
]
TWINS = [
    "Thanks for reaching out! In our test on a single A10G, switching Mistral-7B from FP16 to AWQ raised throughput "
    "from 0.84 to 1.94 requests per second.",                                                   # x1.5
    "Thanks for reaching out! In our test on a single A10G, switching Mistral-7B from FP16 to AWQ raised throughput "
    "from 0.84 to 0.65 requests per second.",                                                   # x0.5
    "Thanks for reaching out! In our test on a single A10G, switching Mistral-7B from AWQ to FP16 raised throughput "
    "from 0.84 to 1.29 requests per second.",                                                   # arms swapped
    "Thanks for reaching out! In our test on a single A10G, switching Mistral-7B from FP16 to AWQ lowered throughput "
    "from 0.84 to 1.29 requests per second.",                                                   # direction
    "Thanks for reaching out! In our test on a single A10G, switching Mistral-7B from FP16 to AWQ did not raise "
    "throughput from 0.84 to 1.29 requests per second.",                                        # negation
    "Thanks for reaching out! In our test on a single H100, " + CLAIM,                          # wrong GPU
    "Thanks for reaching out! In our test on a single A10G, switching Mistral-7B from FP16 to GPTQ raised throughput "
    "from 0.84 to 1.29 requests per second.",                                                   # wrong setting
    "Thanks for reaching out! In our test, switching Mistral-7B from FP16 to AWQ raised p99 TTFT from 0.84 to 1.29 s.",
    "Hi all! Mean TTFT was 300 ms with AWQ vs 200 ms with FP16.",
    "Thanks. Not true: AWQ does 1.29 req/s vs 0.84 req/s with FP16.",
    "Thanks!",
]

test_true_read, test_twins = sentence_tests(TRUE, TWINS, grade)

UNCLEAR = ["Thanks for reaching out! We have not tested AWQ on an A10G yet.",
           "Thanks, AWQ does 1.29 req/s vs 0.84 req/s with FP16.",
           "Thanks for the report! Throughput roughly went up with AWQ."]


@pytest.mark.parametrize("s", UNCLEAR)
def test_unclear_never_false(wit, s):
    assert_never_false(grade(wit, s), s)
