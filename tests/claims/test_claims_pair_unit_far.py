"""A rate pair's unit-less second value across more than a factor of 10 (issue 16; binding pair_unit_far,
claimcheck/claims/pair_frames.far_carry, Assertion.unit_far): "Concurrency 32 delivers 3.75 requests per second,
versus 0.2 at concurrency 1." (tuning battery 32) was unread: pair_unit_carried gives the first value's unit to a
bare second value only within a factor of 10 ("from 1.2 s to 800" may mean 800 ms), and 3.75 / 0.2 = 18.75. Now a
rate pair after "vs" / "versus" whose second value names its own single arm right after it, up to a factor of 100,
takes the unit and only agrees: a contradiction of that value is held back (not-yet, never false), under a negation
its agreement too. The first value, with its own unit, is graded as before.

Witness by hand (vLLM on one H100, Llama-3.1-8B-Instruct, 32 requests per arm of 512 prompt + 256 output tokens,
as tuning battery 32): c1 (concurrency 1, baseline, back to back): e2e 0.02 + 0.02 * 255 = 5.12 s, wall 32 * 5.12 =
163.84 s -> 32 / 163.84 = 0.195 req/s; c8: 320 output tok/s -> 1.25 req/s; c32: 960 output tok/s -> wall 8192 /
960 = 8.533 s -> 3.75 req/s. Twins: 3.75 x1.5 = 5.6, x0.5 = 1.9 (false: its own unit); 0.2 x1.5 = 0.3, x0.5 = 0.1
(held back: not-yet); arms swapped; negation; wrong GPU.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (  # noqa: E402
    CONC_SWEEP as ARMS, CONC_SWEEP_SCOPE as SCOPE, sealed_fixture, sentence_tests, verdict_tests)
from claims_corpus.frames import grade_statement  # noqa: E402

NEG = "It is not true that "


wit = sealed_fixture("unit_far", ARMS, "conc", engine="vLLM")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


TRUE = [
    "Concurrency 32 delivers 3.75 requests per second, versus 0.2 at concurrency 1.",
    "Concurrency 32 reaches 3.75 req/s vs 0.195 at concurrency 1.",
]

TWINS = [
    "Concurrency 32 delivers 5.6 requests per second, versus 0.2 at concurrency 1.",   # x1.5 (own unit)
    "Concurrency 32 delivers 1.9 requests per second, versus 0.2 at concurrency 1.",   # x0.5 (own unit)
    "Concurrency 32 delivers 3.75 requests per second, versus 0.3 at concurrency 1.",  # x1.5 (carried)
    "Concurrency 32 delivers 3.75 requests per second, versus 0.1 at concurrency 1.",  # x0.5 (carried)
    "Concurrency 1 delivers 3.75 requests per second, versus 0.2 at concurrency 32.",  # arms swapped
    NEG + "concurrency 32 delivers 3.75 requests per second, versus 0.2 at concurrency 1.",
    NEG + "concurrency 32 delivers 3.75 requests per second, versus 0.3 at concurrency 1.",
    "On an A100, concurrency 32 delivers 3.75 requests per second, versus 0.2 at concurrency 1.",
]

FALSE = [
    "Concurrency 32 delivers 5.6 requests per second, versus 0.2 at concurrency 1.",
    "Concurrency 1 delivers 3.75 requests per second, versus 0.2 at concurrency 32.",
]

NEVER_FALSE = [
    "Concurrency 32 delivers 3.75 requests per second, versus 0.3 at concurrency 1.",
    "Concurrency 32 delivers 3.75 requests per second, versus 0.1 at concurrency 1.",
    "Concurrency 32 delivers 3.75 requests per second, versus 0.2 at concurrency 1; results may differ on other GPUs.",
    NEG + "concurrency 32 delivers 3.75 requests per second, versus 0.2 at concurrency 1.",
]

UNREAD = [
    "Concurrency 32 delivers 3.75 requests per second, versus 0.2.",           # no arm after it
    "Concurrency 32 delivers 3.75 requests per second, versus 0.02 at concurrency 1.",  # beyond 100x
]


test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)


test_a_contradicted_own_unit_value_is_false, test_a_carried_value_is_never_false = verdict_tests(
    FALSE, NEVER_FALSE, grade)


@pytest.mark.parametrize("s", UNREAD)
def test_stays_unread(wit, s):
    r = grade(wit, s)
    assert r.verdict not in ("net-true", "false")


@settings(max_examples=25, deadline=None)
@given(hundredths=st.integers(min_value=4, max_value=37))
def test_the_carried_value_agrees_only_near_the_arms_own(wit, hundredths):
    # 0.04 .. 0.37: 3.75 / v between 10.1 and 94 (within 10, pair_unit_carried grades it as before)
    v = grade(wit, f"Concurrency 32 delivers 3.75 requests per second, versus {hundredths / 100} at concurrency 1.")
    assert v.verdict != "false"
    # 0.19 and 0.2 (one decimal: +-0.05) hold 0.195; any other two-decimal value is not net-true
    assert (v.verdict == "net-true") == (hundredths in (20,)), (hundredths, v.reason)
