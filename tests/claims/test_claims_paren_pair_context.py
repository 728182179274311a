"""A pair of values in parentheses after a comparison, closed by a context fact ("Level 2 wake is ~3x slower than
Level 1 (0.85s vs 0.26s for Qwen3-0.6B)", real sentence rs056, vLLM's sleep-mode blog; production
paren_pair_metric, grammar._Clause._paren_comparison). Before: a model or GPU named after the pair, inside the
parentheses, left the pair unread ("0.85s vs 0.26s", and the model with it). Now the fact's words may stand between
the second value and ")": the pair takes the comparison's metric as without them, and the fact is checked on its
own (a wrong model or GPU there is a fact the witness contradicts, never net-true).

What stays as it was: a comparison with no metric of its own ("~3x slower than Level 1 (0.85s vs 0.26s ...)":
which time? rs056 itself, whose times are wake-up times no request witness holds) leaves the pair unread; a word
that is not a context fact ("(0.85s vs 0.26s in the worst case)") leaves it unread.

Witness, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows; model Qwen/Qwen3-0.6B on
one H100): l2 ("Level 2", treatment): every request lasts 0.85 s, TTFT 0.200 s; l1 ("Level 1", baseline): 0.26 s,
TTFT 0.100 s. Latency l2 / l1 = 0.85 / 0.26 = 3.27 ("~3x": the hedge keeps 10% or more, 2.7-3.3 agrees);
(0.85 - 0.26) / 0.26 = +226.9% ("227%" keeps +-0.5); TTFT 0.200 / 0.100 = 2x.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Qwen3-0.6B on one H100, 10 requests per arm"
NEG = "It is not true that "
ARMS = [A("l2", "Level 2", dur=0.85, ttft=0.2, role="treatment"),
        A("l1", "Level 1", dur=0.26, ttft=0.1, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    spec = Spec("levels", ARMS, key="", engine=None, model="Qwen/Qwen3-0.6B")
    return str(seal(tmp_path_factory.mktemp("paren-context") / "w", *witness_for(spec)))


def grade(wit: str, statement: str):
    return grade_statement(statement, wit, SCOPE)


FRAMES = [
    ("Level 2's latency is ~3x higher than Level 1 (0.85s vs 0.26s for Qwen3-0.6B).", [
        "Level 2's latency is ~3x higher than Level 1 (1.28s vs 0.26s for Qwen3-0.6B).",    # x1.5
        "Level 2's latency is ~3x higher than Level 1 (0.85s vs 0.13s for Qwen3-0.6B).",    # x0.5
        "Level 2's latency is ~4.5x higher than Level 1 (0.85s vs 0.26s for Qwen3-0.6B).",
        "Level 2's latency is ~3x lower than Level 1 (0.85s vs 0.26s for Qwen3-0.6B).",     # direction flipped
        "Level 1's latency is ~3x higher than Level 2 (0.85s vs 0.26s for Qwen3-0.6B).",    # arms swapped
        "Level 2's latency is ~3x higher than Level 1 (0.85s vs 0.26s for Llama-3.1-8B).",  # wrong model
        "Level 2's latency is ~3x higher than Level 1 (0.85s vs 0.26s for Qwen3-8B).",
        "Level 2's latency is ~3x higher than Level 1 (0.85s vs 0.26s on an A100).",        # wrong GPU
        NEG + "level 2's latency is ~3x higher than Level 1 (0.85s vs 0.26s for Qwen3-0.6B).",
    ]),
    ("Level 2's latency is 227% higher than Level 1 (0.85 s vs 0.26 s on one H100).", [
        "Level 2's latency is 340% higher than Level 1 (0.85 s vs 0.26 s on one H100).",
        "Level 2's latency is 227% higher than Level 1 (1.7 s vs 0.26 s on one H100).",
        "Level 2's latency is 227% lower than Level 1 (0.85 s vs 0.26 s on one H100).",
        "Level 2's latency is 227% higher than Level 1 (0.85 s vs 0.26 s on one RTX 4090).",
    ]),
    ("Level 2 raises TTFT by 2x (200 ms vs 100 ms with Qwen3-0.6B).", [
        "Level 2 raises TTFT by 3x (200 ms vs 100 ms with Qwen3-0.6B).",
        "Level 2 raises TTFT by 2x (300 ms vs 100 ms with Qwen3-0.6B).",
        "Level 2 cuts TTFT by 2x (200 ms vs 100 ms with Qwen3-0.6B).",
        "Level 2 raises TTFT by 2x (200 ms vs 100 ms with Llama-3.1-70B).",
    ]),
]


@pytest.mark.parametrize("true,twins", FRAMES, ids=[str(i) for i in range(len(FRAMES))])
def test_true_statement_is_read_completely_and_net_true(wit, true, twins):
    res = grade(wit, true)
    assert_read_net_true(res)
    values = {a.treatment: a.value for a in res.reading.assertions if a.form == "value" and a.treatment}
    assert set(values) == {"l2", "l1"}, values


@pytest.mark.parametrize("true,twins", FRAMES, ids=[str(i) for i in range(len(FRAMES))])
def test_twins_are_never_net_true(wit, true, twins):
    for twin in twins:
        assert_never_net_true(grade(wit, twin), twin)


def test_wrong_model_in_the_parentheses_is_a_contradicted_fact(wit):
    res = grade(wit, "Level 2's latency is ~3x higher than Level 1 (0.85s vs 0.26s for Llama-3.1-8B).")
    assert res.verdict == "false" and "Llama-3.1-8B" in res.reason, res.reason


# unread as before (never graded): no metric of the comparison's own, a word that is no context fact
UNREAD = [
    "Level 2 is ~3x slower than Level 1 (0.85s vs 0.26s for Qwen3-0.6B).",   # rs056's own shape: which time?
    "Level 2's latency is ~3x higher than Level 1 (0.85s vs 0.26s in the worst case).",
    "Level 2's latency is ~3x higher than Level 1 (0.85s vs 0.26s, roughly).",
]


@pytest.mark.parametrize("s", UNREAD)
def test_stays_unread_and_never_false(wit, s):
    res = grade(wit, s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    assert res.reading.unread, s


@pytest.mark.parametrize("s", [
    "Level 2's latency is ~3x higher than Level 1 (0.85s vs 0.26s for Qwen3-0.6B), results may differ on other GPUs.",
    "Level 2's latency is ~3x higher than Level 1 (0.26s vs 0.85s for Qwen3-0.6B).",   # either order (pair_order)
    "Level 2 is ~3x slower than Level 1 (0.85s vs 0.26s for Qwen3-0.6B) due to weight reload",
])
def test_honest_variants_are_never_false(wit, s):
    assert_never_false(grade(wit, s), s)


@settings(max_examples=25)
@given(a=st.integers(min_value=10, max_value=200), b=st.integers(min_value=10, max_value=200))
def test_the_pair_is_net_true_only_at_the_arms_own_values(wit, a, b):
    res = grade(wit, f"Level 2's latency is ~3x higher than Level 1 ({a / 100:g}s vs {b / 100:g}s for Qwen3-0.6B).")
    if res.verdict == "net-true":
        assert {a, b} == {85, 26}, (a, b)
