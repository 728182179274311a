"""A ratio or a percent that restates the pair just given, led by "i.e." / "that is" (production recap_lead of
pair_summary -- claimcheck/claims/grammar.lark; vocabulary.RECAP_LEADS): "Mean TTFT is 100 ms at c32 vs 40 ms at c8,
i.e. 2.5x", "(i.e. a 150% increase)", ", that is 3x". The lead words are inert; the number after them is read and
bound exactly as the pair summary without them ("..., 2.5x"): the ratio of the two values just given, its arms the
pair's arms (a from-to pair: the "to" value's arm is the treatment and the direction must agree with the change; a
"vs" pair: a bare ratio is the larger over the smaller, and a direction word is said of the sentence's subject, the
first value: where it fits only the second value, "..., i.e. 2.5x lower" of a subject that is 2.5x higher, the recap
is not read).
Before, "i.e." was left unread and the sentence was `not-yet`.

Witness by hand (tuning battery 32's concurrency sweep, frame_checks.CONC_SWEEP; vLLM on one H100,
Llama-3.1-8B-Instruct, 32 requests per arm of 512 prompt + 256 output tokens, every request of an arm alike): c1
TTFT 20 ms, TPOT 20 ms, 50 output tok/s; c8 TTFT 40 ms, TPOT 25 ms, 320 output tok/s; c32 TTFT 100 ms, TPOT 32 ms,
960 output tok/s. So TTFT c32 / c8 = 100 / 40 = 2.5x (+150%); throughput c32 / c8 = 960 / 320 = 3x (+200%); TPOT
c32 / c8 = 32 / 25 = 1.28x (+28%).
"""

from __future__ import annotations

from claims_corpus.frame_checks import (CONC_SWEEP as ARMS, CONC_SWEEP_SCOPE as SCOPE, assert_never_false,
                                        sealed_fixture, sentence_tests)
from claims_corpus.frames import grade_statement

import pytest

wit = sealed_fixture("recap", ARMS, "conc", engine="vLLM")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


TRUE = [
    "Mean TTFT is 100 ms at c32 vs 40 ms at c8, i.e. 2.5x.",
    "Mean TTFT is 100 ms at c32 vs 40 ms at c8, i.e. 2.5x higher.",
    "Mean TTFT is 100 ms at c32 vs 40 ms at c8 (i.e. 2.5x).",
    "Mean TTFT is 100 ms at c32 vs 40 ms at c8, that is 2.5x.",
    "Mean TTFT rises from 40 ms at c8 to 100 ms at c32, i.e. a 150% increase.",
    "Mean TTFT rises from 40 ms at c8 to 100 ms at c32, i.e., 2.5x.",
    "c32 gets 960 tok/s vs 320 tok/s at c8, i.e. 3x.",
    "c32 gets 960 tok/s vs 320 tok/s at c8, i.e. 3x more.",
    "Output throughput goes from 320 tok/s at c8 to 960 tok/s at c32, ie 3x.",
    "Mean TPOT is 32 ms at c32 vs 25 ms at c8, i.e. 1.28x.",
    "c8 cuts mean TTFT from 100 ms to 40 ms, i.e. a 2.5x reduction, relative to c32.",
]
TWINS = [
    # the recap scaled (x1.5, x0.5), the pair right
    "Mean TTFT is 100 ms at c32 vs 40 ms at c8, i.e. 3.75x.",
    "Mean TTFT is 100 ms at c32 vs 40 ms at c8, i.e. 1.25x.",
    "c32 gets 960 tok/s vs 320 tok/s at c8, i.e. 4.5x.",
    "c32 gets 960 tok/s vs 320 tok/s at c8, i.e. 1.5x.",
    "Mean TPOT is 32 ms at c32 vs 25 ms at c8, i.e. 1.92x.",
    "Mean TTFT rises from 40 ms at c8 to 100 ms at c32, i.e. a 225% increase.",
    # a value scaled, the recap right
    "Mean TTFT is 150 ms at c32 vs 40 ms at c8, i.e. 2.5x.",
    "c32 gets 960 tok/s vs 480 tok/s at c8, i.e. 3x.",
    # the direction of a from-to pair flipped; the arms swapped
    "Mean TTFT drops from 40 ms at c8 to 100 ms at c32, i.e. a 150% decrease.",
    "Mean TTFT rises from 40 ms at c8 to 100 ms at c32, i.e. a 60% decrease.",
    "Mean TTFT is 100 ms at c8 vs 40 ms at c32, i.e. 2.5x.",
    "Output throughput goes from 320 tok/s at c32 to 960 tok/s at c8, ie 3x.",
    # the recap's direction flipped: said of the sentence's subject, it is false; said of the second value it would
    # hold, so it is not read (the bare ", 2.5x lower" of pair_summary keeps its magnitude reading)
    "Mean TTFT is 100 ms at c32 vs 40 ms at c8, i.e. 2.5x lower.",
    "c32 gets 960 tok/s vs 320 tok/s at c8, i.e. 3x less.",
    # a negation; another metric
    "It is not true that mean TTFT is 100 ms at c32 vs 40 ms at c8, i.e. 2.5x.",
    "Mean TPOT is 100 ms at c32 vs 40 ms at c8, i.e. 2.5x.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)


@pytest.mark.parametrize("s", [
    # a recap that says more than the pair, or another lead: never an accusation
    "Mean TTFT is 100 ms at c32 vs 40 ms at c8, i.e. 2.5x higher than c1.",
    "Mean TTFT is 100 ms at c32 vs 40 ms at c8, i.e. roughly 2-3x.",
    "Mean TTFT is 100 ms at c32 vs 40 ms at c8, so about 2.5x.",
])
def test_unclear_recaps_are_never_false(wit, s):
    assert_never_false(grade(wit, s), s)
