"""A concessive second clause (production concessive_join: vocabulary.CONCESSIVE_JOINERS "even though", and "although"
among vocabulary.WHILE_JOINERS): "c32 goodput is 31% below c16 even though throughput is higher" -- the second clause is
an assertion too (c32's throughput above c16's), read on its own as a clause after "while" is, continuing the first
clause's subject and baseline where it names no arm. Before: "even though" and its clause unread (not-yet).

Witness, worked out by hand (real_sentences.witness_specs rows; vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests
per arm, nine at one TTFT and one slower so the mean and numpy's p99 are ``ttft_mp``): c32 (concurrency 32) 1.97 req/s,
TTFT mean 500 ms / p99 950 ms; c16 (concurrency 16, baseline) 1.72 req/s, TTFT mean 300 ms / p99 450 ms. So req/s
+14.53% (1.97 / 1.72), p99 TTFT +111% (0.95 / 0.45 = 2.111).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, sealed_fixture, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("c32", thr=1.97, ttft_mp=(0.5, 0.95), tok=50, settings={"concurrency": 32}),
        A("c16", thr=1.72, ttft_mp=(0.3, 0.45), tok=50, settings={"concurrency": 16}, role="baseline")]
SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"

wit = sealed_fixture("concessive_join", ARMS, "conc")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


TRUE = [
    "c32 throughput is 14.5% above c16 even though p99 TTFT is higher",
    "c32 p99 TTFT is 111% above c16 even though throughput is higher",
    "c32 has higher throughput than c16 even though its p99 TTFT is higher",
    "c32 throughput is 14.5% above c16, although mean TTFT is higher",
    "c32 serves about 15% more requests per second than c16 even though TTFT p99 roughly doubles.",
]
TWINS = [
    "c32 throughput is 14.5% above c16 even though p99 TTFT is lower",        # the second clause flipped
    "c32 throughput is 21.75% above c16 even though p99 TTFT is higher",      # x1.5
    "c32 throughput is 7.25% above c16 even though p99 TTFT is higher",       # x0.5
    "c16 throughput is 14.5% above c32 even though p99 TTFT is higher",       # arms swapped
    "c32 throughput is 14.5% below c16 even though p99 TTFT is higher",       # flipped
    "c32 throughput is 14.5% above c16 even though mean TTFT is not higher",  # negation in the second clause
    "c32 throughput is not 14.5% above c16 even though p99 TTFT is higher",   # negation in the first
    "It is not true that c32 throughput is 14.5% above c16 even though p99 TTFT is higher",
    "c32 throughput is 14.5% above c16, although p99 TTFT is lower",
    "c32 throughput is 14.5% above c64 even though p99 TTFT is higher",       # an arm the witness lacks
]

test_true_read, test_twins = sentence_tests(TRUE, TWINS, grade)

UNCLEAR = ["Even though p99 TTFT is higher, c32 throughput is 14.5% above c16.",
           "c32 throughput is 14.5% above c16 even though the queue looks longer",
           "c32 throughput is 14.5% above c16 even if TTFT is higher"]


@pytest.mark.parametrize("s", UNCLEAR)
def test_unclear_never_false(wit, s):
    assert_never_false(grade(wit, s), s)
