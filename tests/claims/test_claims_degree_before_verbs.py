"""A degree word before a verb of getting, then an amount (production degree_verb -- claimcheck/claims/grammar.lark;
vocabulary.DEGREE_VERBS): "c32 only buys ~3x more throughput than c8", "c32 just gets 960 tok/s", "c32 only has 28%
higher mean TPOT than c8". The degree word says what it says right before the amount ("gets only 3x more"): the
amount keeps its check (a ratio, a percent, a value), so a scaled amount is still contradicted. "only" before an arm
("Only c32 gets 960 tok/s": no other arm does) bounds something no assertion here checks and stays unread; so does
"only" before anything but a verb of getting and an amount. "buys" is a verb of getting (inert, as "gets").

Witness by hand (tuning battery 32's concurrency sweep, frame_checks.CONC_SWEEP; vLLM on one H100,
Llama-3.1-8B-Instruct, 32 requests per arm of 512 prompt + 256 output tokens, every request of an arm alike): c1
TTFT 20 ms, TPOT 20 ms, 50 output tok/s; c8 TTFT 40 ms, TPOT 25 ms, 320 output tok/s; c32 TTFT 100 ms, TPOT 32 ms,
960 output tok/s. So throughput c32 / c8 = 3x (200% more); TPOT c32 / c8 = 32 / 25 = 1.28 (28% higher).
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import (CONC_SWEEP as ARMS, CONC_SWEEP_SCOPE as SCOPE, assert_never_false,
                                        sealed_fixture, sentence_tests)
from claims_corpus.frames import grade_statement

wit = sealed_fixture("degree-verbs", ARMS, "conc", engine="vLLM")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


TRUE = [
    "c32 only buys ~3x more throughput than c8.",
    "c32 only gets 3x more throughput than c8.",
    "c32 just gets 960 tok/s.",
    "c32 buys ~200% more throughput than c8.",
    "c32 only achieves 3x the throughput of c8.",
    "c32 only delivers about 3x more output throughput than c8.",
    "c32 only has 28% higher mean TPOT than c8.",
    "At concurrency 32 we only get 960 tok/s.",
]
TWINS = [
    "c32 only buys ~4.5x more throughput than c8.",
    "c32 only buys ~1.5x more throughput than c8.",
    "c32 only gets 3x less throughput than c8.",
    "c8 only gets 3x more throughput than c32.",
    "c32 only gets 3x more throughput than c1.",
    "c32 just gets 1440 tok/s.",
    "c32 only has 42% higher mean TPOT than c8.",
    "c32 only has 28% higher mean TTFT than c8.",
    "c32 does not only get 3x more throughput than c8.",
    "It is not true that c32 only buys ~3x more throughput than c8.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)


@pytest.mark.parametrize("s", [
    "Only c32 gets 960 tok/s.",           # no other arm does: not checked
    "c32 only gets faster than c8.",      # no amount
    "c32 gets 960 tok/s only.",
])
def test_only_that_bounds_something_else_stays_unread(wit, s):
    res = grade(wit, s)
    assert res.reading is not None and res.reading.unread, s
    assert_never_false(res, s)
