"""A change summary after a pair whose second arm labels the value after it ("5505 ms on main vs pr-11234 5044 ms, a
8.4% reduction"): "vs pr-11234" was taken as the comparison's baseline binder, the change as main's against it, and
the true sentence graded FALSE ((main - pr) / pr = +9.1%, "a reduction"). The arm after "vs" that labels the next
value makes the change's direction the reader's guess: it only agrees (Assertion.baseline_implied), never false.
Found by the NN helper (2026-12-06), pre-existing.

Witness, worked out by hand: main (baseline) median E2E latency 5505 ms; pr-11234 5044 ms; 10 requests each.
(5044 - 5505) / 5505 = -8.374%: "a 8.4% reduction" of pr-11234 against main.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("main", dur=5.505, role="baseline"), A("pr-11234", dur=5.044, role="treatment")]
wit = sealed_fixture("vs_label", ARMS, "e2e", engine="vLLM")
SCOPE = "vLLM, 10 requests per arm"


@pytest.mark.parametrize("s", [
    "Median E2E latency: 5505 ms on main vs pr-11234 5044 ms, a 8.4% reduction.",
    "Median E2E latency: 5505 ms on main vs pr-11234 5044 ms (-8.4%).",
    "Median E2E latency is 5505 ms on main vs pr-11234 5044 ms, an 8.4% reduction.",
])
def test_a_summary_after_an_arm_labelling_the_next_value_is_never_false(wit, s):
    assert_never_false(grade_statement(s, wit, SCOPE), s)


@pytest.mark.parametrize("s", [
    "Median E2E latency: 5505 ms on main vs pr-11234 5044 ms, a 8.4% increase.",
    "Median E2E latency: 5505 ms on main vs pr-11234 5044 ms, a 16.8% reduction.",
    "Median E2E latency: 5044 ms on main vs pr-11234 5505 ms, a 8.4% reduction.",
])
def test_its_twins_are_never_net_true(wit, s):
    assert_never_net_true(grade_statement(s, wit, SCOPE), s)


def test_the_pair_with_each_arm_after_its_value_still_reads(wit):
    res = grade_statement("Median E2E latency: 5505 ms on main vs 5044 ms on pr-11234, a 8.4% reduction.", wit, SCOPE)
    assert res.verdict == "net-true", res.reasons
    res = grade_statement("Median E2E latency: 5505 ms on main vs 5044 ms on pr-11234, a 8.4% increase.", wit, SCOPE)
    assert res.verdict == "false", res.reasons
