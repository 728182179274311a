"""A contrast in parentheses and a unitless pair in parentheses (productions paren_contrast and paren_pair_unit --
claimcheck/claims/pair_frames.py; docs/claim-check.md).

* paren_contrast: "c32 gets 960 tok/s (vs 320 at c8)", "Mean TTFT is 100 ms at c32 (vs. 40 ms for c8)", "(compared
  with 320 tok/s at c8)": the parentheses are taken out and the contrast is read as written inline ("960 tok/s vs
  320 at c8"); the unitless second value takes the first one's unit within a factor of 10 (pair_arms), else it is
  held back (not-yet).
* paren_pair_unit: "c32 served 3x the requests per second that c8 did (3.75 vs 1.25)", "3x more tok/s than c8 (960
  vs 320)": a pair of unitless numbers in parentheses, in a sentence naming exactly one rate unit and no duration,
  takes that unit; a duration pair ("(100 vs 40)" after TTFT: ms or s?) stays unread.

Witness by hand (tuning battery 32's concurrency sweep, frame_checks.CONC_SWEEP; vLLM on one H100,
Llama-3.1-8B-Instruct, 32 requests per arm of 512 prompt + 256 output tokens, every request of an arm alike): c1
TTFT 20 ms, 50 output tok/s, 0.195 req/s; c8 TTFT 40 ms, 320 output tok/s (8192 tokens / 25.6 s), 32 / 25.6 = 1.25
req/s; c32 TTFT 100 ms, 960 output tok/s (8192 / 8.533 s), 3.75 req/s. Throughput c32 / c8 = 3x.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import (CONC_SWEEP as ARMS, CONC_SWEEP_SCOPE as SCOPE, assert_never_false,
                                        sealed_fixture, sentence_tests)
from claims_corpus.frames import grade_statement

wit = sealed_fixture("paren-contrasts", ARMS, "conc", engine="vLLM")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


TRUE = [
    # paren_contrast
    "c32 gets 960 tok/s (vs 320 at c8).",
    "Output throughput at c32 is 960 tok/s (vs 320 at c8).",
    "c32 gets 960 tok/s (vs. 320 tok/s for c8).",
    "c32 gets 960 output tokens per second (compared with 320 at c8).",
    "Mean TTFT is 100 ms at c32 (vs 40 at c8).",
    "Mean TTFT is 100 ms at c32 (versus 40 ms at concurrency 8), 2.5x higher.",
    # paren_pair_unit
    "c32 served 3x the requests per second that c8 did (3.75 vs 1.25).",
    "c32 serves 3x the requests per second of c8 (1.25 vs 3.75).",
    "c32 serves 3x more tok/s than c8 (960 vs 320).",
    "c32 serves 3x the req/s of c8 (1.25 -> 3.75).",
]
TWINS = [
    "c32 gets 960 tok/s (vs 480 at c8).",
    "c32 gets 960 tok/s (vs 160 at c8).",
    "c32 gets 960 tok/s (vs 320 at c1).",
    "c8 gets 960 tok/s (vs 320 at c32).",
    "Mean TTFT is 100 ms at c32 (vs 60 at c8).",
    "Mean TPOT is 100 ms at c32 (vs 40 at c8).",
    "c32 gets 960 tok/s (vs 32 at c8).",
    "c32 served 3x the requests per second that c8 did (3.75 vs 2.5).",
    "c32 served 3x the requests per second that c8 did (5.6 vs 1.25).",
    "c32 serves 3x more tok/s than c8 (960 vs 640).",
    "c32 serves 3x fewer tok/s than c8 (960 vs 320).",
    "c32 serves 3x the req/s of c8 (3.75 -> 1.25).",
    "It is not true that c32 gets 960 tok/s (vs 320 at c8).",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)


@pytest.mark.parametrize("s", [
    "c32 has 2.5x the mean TTFT of c8 (100 vs 40).",                # a duration: ms or s? not read
    "c32 gets 960 tok/s (vs 320 at c8 and 50 at c1).",              # more than one contrast inside
    "c32 gets 960 tok/s (3.75 vs 1.25 req/s) at 3x the req/s of c8 (3.75 vs 1.25).",
])
def test_unclear_parentheses_are_never_false(wit, s):
    assert_never_false(grade(wit, s), s)


def test_a_duration_pair_without_unit_stays_unread(wit):
    res = grade(wit, "c32 has 2.5x the mean TTFT of c8 (100 vs 40).")
    assert res.reading.unread and res.verdict == "not-yet"
