"""What a ratio is of, said with a relative clause (production ratio_referent -- claimcheck/claims/ratio_referents.py;
docs/claim-check.md): "c32 gets 960 tok/s, 3x what we see at c8", "3x what c8 gets", "served 3x the requests per
second that c8 did", "3x the throughput we get on c8", "2.5x the mean TTFT that c8 has". Each reads as the ratio
construct reads "N x ARM" / "N x the METRIC of ARM", for every metric, statistic and arm naming the grammar knows (an
arm name, a declared setting phrase). Before, each was `not-yet` (the relative words unread).

Witness by hand (tuning battery 32's concurrency sweep, frame_checks.CONC_SWEEP; vLLM on one H100,
Llama-3.1-8B-Instruct, 32 requests per arm of 512 prompt + 256 output tokens, every request of an arm alike): c1
TTFT 20 ms, TPOT 20 ms, 50 output tok/s, 32 / 163.84 s = 0.195 req/s; c8 TTFT 40 ms, TPOT 25 ms, 320 output tok/s,
8192 / 320 = 25.6 s wall -> 32 / 25.6 = 1.25 req/s; c32 TTFT 100 ms, TPOT 32 ms, 960 output tok/s, 3.75 req/s. So
throughput c32 / c8 = 3x (requests and tokens alike), c8 / c1 = 6.4x; TTFT c32 / c8 = 2.5x; TPOT c32 / c8 = 1.28x.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import (CONC_SWEEP as ARMS, CONC_SWEEP_SCOPE as SCOPE, assert_never_false,
                                        sealed_fixture, sentence_tests)
from claims_corpus.frames import grade_statement

wit = sealed_fixture("referents", ARMS, "conc", engine="vLLM")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


TRUE = [
    "c32 gets 960 tok/s, 3x what we see at c8.",
    "c32 gets 960 tok/s, ~3x what c8 gets.",
    "At concurrency 32 we get 960 tok/s, 3x what we saw at concurrency 8.",
    "c32 serves 3x the requests per second that c8 did.",
    "c32 served 3x the requests per second that c8 did.",
    "c32 gets 3x the throughput we get on c8.",
    "c32 gets 3x the output throughput that we measured at c8.",
    "c8 delivers 6.4x the output throughput that c1 delivers.",
    "c32 has 2.5x the mean TTFT that c8 has.",
    "c32 has 1.28x the mean TPOT that we see at c8.",
    "c8 has twice the mean TTFT that c1 has.",
]
TWINS = [
    # the ratio x1.5 / x0.5
    "c32 gets 960 tok/s, 4.5x what we see at c8.",
    "c32 gets 960 tok/s, 1.5x what c8 gets.",
    "c32 serves 4.5x the requests per second that c8 did.",
    "c32 has 3.75x the mean TTFT that c8 has.",
    # the arms swapped, another arm
    "c8 gets 960 tok/s, 3x what we see at c32.",
    "c8 serves 3x the requests per second that c32 did.",
    "c32 gets 960 tok/s, 3x what c1 gets.",
    "c32 has 2.5x the mean TTFT that c1 has.",
    # another metric; a negation
    "c32 has 2.5x the mean TPOT that c8 has.",
    "It is not true that c32 serves 3x the requests per second that c8 did.",
    "c32 does not serve 3x the requests per second that c8 did.",
    # a modal or a negation inside the relative clause: not read
    "c32 serves 3x the requests per second that c8 could.",
    "c32 gets 960 tok/s, 3x what we could see at c8.",
    "c32 gets 960 tok/s, 3x what we don't see at c8.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)


@pytest.mark.parametrize("s", [
    "c32 gets 960 tok/s, 3x what we hoped to see at c8.",
    "c32 gets 960 tok/s, 3x what c8 gets on a good day.",
    "c32 serves 3x the requests per second that c8 did in production.",
    "c32 gets 960 tok/s, what we see at c8 times 3.",
])
def test_other_relative_clauses_stay_unread_and_never_false(wit, s):
    res = grade(wit, s)
    assert res.reading is not None and res.reading.unread, s
    assert_never_false(res, s)
