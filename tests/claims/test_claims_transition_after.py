"""A setting's move after "after" (production transition, its TRANSITION_COND "after": vocabulary.TRANSITION_CONDS, grammar m_transition):
"p99 TTFT 450ms -> 950ms after raising concurrency from 16 to 32", "After raising concurrency from 16 to 32, p99 TTFT
went from 450ms to 950ms" -- the move names both arms (the FROM value the arm that declares it, the TO value the
other), so the pair is read as "when concurrency went from 16 to 32" is. Before: the trailing and the leading "after"
forms were not-yet.

Witness, worked out by hand (real_sentences.witness_specs rows; vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests
per arm, nine at one TTFT and one slower so the mean and numpy's p99 are ``ttft_mp``):

* ``conc``: c32 (concurrency 32) 1.97 req/s, TTFT mean 500 ms / p99 950 ms; c16 (concurrency 16, baseline) 1.72 req/s,
  TTFT mean 300 ms / p99 450 ms. So req/s rose 14.5% (1.97 / 1.72 = 1.1453).
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

wit = sealed_fixture("transition_after", ARMS, "conc")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


TRUE = [
    "p99 TTFT 450ms -> 950ms after raising concurrency from 16 to 32",
    "p99 TTFT went from 450ms to 950ms after raising concurrency from 16 to 32",
    "TTFT p99 rose from 450 ms to 950 ms after increasing concurrency from 16 to 32.",
    "After raising concurrency from 16 to 32, p99 TTFT went from 450ms to 950ms.",
    "After moving from concurrency 16 to 32, mean TTFT rose from 300 ms to 500 ms.",
    "After raising max concurrency from 16 to 32, throughput went from about 1.7 to about 2.0 req/s.",
    "Output throughput rose from 86 to 98.5 tok/s after going from concurrency 16 to 32.",
]
TWINS = [
    "p99 TTFT 950ms -> 450ms after raising concurrency from 16 to 32",      # flipped
    "p99 TTFT 450ms -> 950ms after raising concurrency from 32 to 16",      # arms swapped
    "p99 TTFT 450ms -> 950ms after lowering concurrency from 16 to 32",     # the gerund's direction
    "p99 TTFT 675ms -> 950ms after raising concurrency from 16 to 32",      # x1.5
    "p99 TTFT 450ms -> 1425ms after raising concurrency from 16 to 32",     # x1.5
    "p99 TTFT 225ms -> 475ms after raising concurrency from 16 to 32",      # x0.5
    "p99 TTFT 450ms -> 950ms after raising concurrency from 16 to 64",      # a setting no arm has
    "p99 TTFT 450ms -> 950ms after raising batch size from 16 to 32",       # another setting
    "mean TTFT 450ms -> 950ms after raising concurrency from 16 to 32",     # wrong statistic
    "p99 TTFT did not go 450ms -> 950ms after raising concurrency from 16 to 32",   # negation
    "It is not true that p99 TTFT went from 450ms to 950ms after raising concurrency from 16 to 32",
    "p99 TTFT 450ms -> 950ms before raising concurrency from 16 to 32",     # "before": not read
    "After raising concurrency from 32 to 64, p99 TTFT went from 450ms to 950ms.",
    "After raising concurrency from 16 to 32, p99 TTFT fell from 450ms to 950ms.",
]

test_true_read, test_twins = sentence_tests(TRUE, TWINS, grade)

# honest, unclear: never false
UNCLEAR = ["p99 TTFT roughly doubled after raising concurrency",
           "p99 TTFT went from 450ms to 950ms after 80 s",
           "After raising concurrency, p99 TTFT went from 450ms to 950ms.",
           "p99 TTFT 450ms -> 950ms after raising concurrency from 16 to 32 and enabling chunked prefill"]


@pytest.mark.parametrize("s", UNCLEAR)
def test_unclear_never_false(wit, s):
    assert_never_false(grade(wit, s), s)
