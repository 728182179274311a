"""A "Before (ARM):" / "ARM (after):" label (issue 16; production before_after_named).

Pull requests label their two runs by the change's sides and name the arm beside it: "Before (bf16): 1,747 output
tok/s, P90 TTFT 265 ms. After (fp8): 2,527 output tok/s, P90 TTFT 187 ms." (an outside suite's PR voice) was not-yet,
'Before' and 'After' unread: the side words were read only where no arm is named. In a witness of two arms that declare
their roles, the side word is now a second mention of the arm beside it where it agrees with that arm's role (before:
the baseline, after: the treatment); where it disagrees ("Before (fp8):" of the treatment) it stays unread.

Witness, by hand: fp8 (treatment) 2527 output tok/s, bf16 (baseline) 1747 output tok/s; 40 requests of 100 tokens.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

SPECS = {"q": Spec("q", [A("fp8", "FP8", toks=2527.0, tok=100, n=40, settings={"quantization": "fp8"}, role="treatment"),
                         A("bf16", "BF16", toks=1747.0, tok=100, n=40, settings={"quantization": "bf16"},
                           role="baseline")], key="")}
SCOPE = "Llama-3.1-8B-Instruct on one H100, 40 requests per arm"
wit = sealed_fixture("before_after_named", SPECS)


@pytest.mark.parametrize("statement", [
    "Before (BF16): 1,747 output tok/s. After (FP8): 2,527 output tok/s.",
    "BF16 (before): 1,747 output tok/s. FP8 (after): 2,527 output tok/s.",
    "After (FP8): 2,527 output tok/s; before (BF16): 1,747 output tok/s.",
])
def test_a_side_that_agrees_with_the_named_arm_is_read(wit, statement):
    res = grade_statement(statement, wit["q"], SCOPE)
    assert res.reading is not None and not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "net-true", (statement, res.reason)


def test_a_side_that_disagrees_stays_unread(wit):
    res = grade_statement("Before (FP8): 2,527 output tok/s. After (BF16): 1,747 output tok/s.", wit["q"], SCOPE)
    assert res.verdict == "not-yet" and {u.text for u in res.reading.unread} == {"Before", "After"}, res.reason


@pytest.mark.parametrize("statement", [
    "Before (BF16): 2,527 output tok/s. After (FP8): 1,747 output tok/s.",  # the values swapped
    "Before (BF16): 1,747 output tok/s. After (FP8): 3,527 output tok/s.",  # a value changed
])
def test_its_twists_are_false(wit, statement):
    res = grade_statement(statement, wit["q"], SCOPE)
    assert_never_net_true(res, statement)
    assert res.verdict == "false", (statement, res.reason)
