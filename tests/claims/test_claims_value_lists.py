"""Three or more values bound in order to as many arms (issue 16; binding value_list, claimcheck/claims/
value_lists.py): "Mean TPOT is 20 ms, 25 ms and 32 ms at concurrency 1, 8 and 32" (tuning battery 32's list) was
unread (pair_binding binds two values to two arms only). The N values, each with its unit, joined by "," and a last
"and", bind in order to the N arm mentions no construct took (here the setting list "concurrency 1, 8 and 32").

Witness by hand (vLLM on one H100, Llama-3.1-8B-Instruct, 32 requests per arm of 512 prompt + 256 output tokens,
as tuning battery 32): c1 (concurrency 1, baseline) TTFT 20 ms, TPOT 20 ms, 50 output tok/s; c8 TTFT 40 ms, TPOT
25 ms, 320 output tok/s; c32 TTFT 100 ms, TPOT 32 ms, 960 output tok/s (every request of an arm alike). Twins: one
value x1.5 (30 / 37.5 / 48 ms) or x0.5 (10 / 12.5 / 16 ms), the list reversed (arms swapped), another metric (TTFT:
20 / 40 / 100 ms), negation, wrong GPU / model.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (  # noqa: E402
    CONC_SWEEP as ARMS, CONC_SWEEP_SCOPE as SCOPE, sealed_fixture, sentence_tests, verdict_tests)
from claims_corpus.frames import grade_statement  # noqa: E402

NEG = "It is not true that "


wit = sealed_fixture("value_lists", ARMS, "conc", engine="vLLM")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


TRUE = [
    "Mean TPOT is 20 ms, 25 ms and 32 ms at concurrency 1, 8 and 32.",
    "Mean TPOT is 20 ms, 25 ms and 32 ms for c1, c8 and c32, respectively.",
    "Mean TPOT at concurrency 1, 8 and 32 is 20 ms, 25 ms and 32 ms, respectively.",
    "Mean TPOT: 20 ms, 25 ms and 32 ms at concurrency 1, 8 and 32.",
    "Output throughput is 50 tok/s, 320 tok/s and 960 tok/s at concurrency 1, 8 and 32, respectively.",
    "Mean TTFT is 20 ms, 40 ms and 0.1 s for c1, c8 and c32.",
]

TWINS = [
    "Mean TPOT is 30 ms, 25 ms and 32 ms at concurrency 1, 8 and 32.",     # first x1.5
    "Mean TPOT is 10 ms, 25 ms and 32 ms at concurrency 1, 8 and 32.",     # first x0.5
    "Mean TPOT is 20 ms, 37.5 ms and 32 ms at concurrency 1, 8 and 32.",   # middle x1.5
    "Mean TPOT is 20 ms, 12.5 ms and 32 ms at concurrency 1, 8 and 32.",   # middle x0.5
    "Mean TPOT is 20 ms, 25 ms and 48 ms at concurrency 1, 8 and 32.",     # last x1.5
    "Mean TPOT is 20 ms, 25 ms and 16 ms at concurrency 1, 8 and 32.",     # last x0.5
    "Mean TPOT is 32 ms, 25 ms and 20 ms at concurrency 1, 8 and 32.",     # arms swapped (reversed)
    "Mean TPOT is 20 ms, 25 ms and 32 ms for c32, c8 and c1, respectively.",
    "Mean TTFT is 20 ms, 25 ms and 32 ms at concurrency 1, 8 and 32.",     # another metric
    NEG + "mean TPOT is 20 ms, 25 ms and 32 ms at concurrency 1, 8 and 32.",
    "On an A100, mean TPOT is 20 ms, 25 ms and 32 ms at concurrency 1, 8 and 32.",
    "With Qwen2.5-7B, mean TPOT is 20 ms, 25 ms and 32 ms at concurrency 1, 8 and 32.",
]

NEVER_FALSE = [
    "Mean TPOT is 20 ms, 25 ms and 32 ms at concurrency 1, 8 and 32; results may differ on other GPUs.",
    "Mean TPOT is about 20 ms, 25 ms and 32 ms at concurrency 1, 8 and 32.",
    NEG + "mean TPOT is 20 ms, 25 ms and 32 ms at concurrency 1, 8 and 32.",
]

UNREAD = [
    "Mean TPOT is 20 ms, 25 ms and 32 ms.",                                 # no arms
    "Mean TPOT is 20 ms, 25 ms, and 32 ms at concurrency 1, 8, and 32.",   # the serial comma: not read
]


test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)


test_a_contradicted_value_is_false, test_honest_variants_are_never_false = verdict_tests(TWINS[:9], NEVER_FALSE, grade)


@pytest.mark.parametrize("s", UNREAD)
def test_stays_unread(wit, s):
    r = grade(wit, s)
    assert r.verdict not in ("net-true", "false")
