"""A draft model named beside the served one (issue 16; production draft_model, claimcheck/claims/draft_models.py).

A model named as the draft ("with a Llama-3.2-1B draft model", "Llama-3.2-1B-Instruct as the draft model", "draft
model: Llama-3.2-1B", "Llama-3.2-1B drafting for Llama-3.1-70B", "a 1B draft model") was read as the served model and
contradicted by the witness's model id: a true sentence graded false (exit 4), and a scope naming the draft made
every statement not-yet. It is now the fact ``setting draft_model``, checked only against the draft model the witness
records (arms[*].settings.speculative_model, ...): agrees when it is the one named, else open (never false). A
draft that does not match is never net-true; the served model is never what the words are about.

Witnesses, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows; every request of an arm
has TTFT 0.100 s and 100 output tokens, so its TPOT is its ``tpot`` exactly; both walls 10 s: 1.0 req/s each);
served model meta-llama/Llama-3.1-70B-Instruct:

* ``bare`` -- spec (treatment; aliases "speculative decoding"; settings speculative_model
  meta-llama/Llama-3.2-1B-Instruct, num_speculative_tokens 4): TPOT 0.012 s; ar (baseline; alias "autoregressive
  decoding"; no settings): TPOT 0.024 s. spec vs ar: 24 ms -> 12 ms, -50%, 2x lower.
* ``method`` -- the same numbers, no aliases; spec declares speculative_method draft_model (so "draft model" is
  itself a phrase of that arm) and ar speculative_method none ("no speculation", "autoregressive decoding").
* ``nodraft`` -- the same numbers and aliases as ``bare``, no draft model recorded: a named draft is open.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import L70B, A  # noqa: E402

SCOPE = "Llama-3.1-70B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"
_N = dict(thr=1.0, ttft=0.1, tok=100)

SPECS = {
    "bare": [A("spec", "speculative decoding", tpot=0.012, role="treatment", **_N,
               settings={"speculative_model": DRAFT, "num_speculative_tokens": 4}),
             A("ar", "autoregressive decoding", tpot=0.024, role="baseline", **_N)],
    "method": [A("spec", tpot=0.012, role="treatment", **_N,
                 settings={"speculative_model": DRAFT, "num_speculative_tokens": 4,
                           "speculative_method": "draft_model"}),
               A("ar", tpot=0.024, role="baseline", **_N, settings={"speculative_method": "none"})],
    "nodraft": [A("spec", "speculative decoding", tpot=0.012, role="treatment", **_N),
                A("ar", "autoregressive decoding", tpot=0.024, role="baseline", **_N)],
}


wit = sealed_fixture("draft", SPECS, engine=None, model=L70B)


# (witness, true statement, twins)
FRAMES = [
    ("bare", "Speculative decoding with a Llama-3.2-1B draft model reduces mean TPOT from 24 ms to 12 ms.", [
        "Speculative decoding with a Llama-3.2-3B draft model reduces mean TPOT from 24 ms to 12 ms.",   # other draft
        "Speculative decoding with a Qwen2.5-0.5B draft model reduces mean TPOT from 24 ms to 12 ms.",
        "Speculative decoding with a Llama-3.2-1B draft model reduces mean TPOT from 24 ms to 6 ms.",    # x0.5
        "Speculative decoding with a Llama-3.2-1B draft model reduces mean TPOT from 36 ms to 18 ms.",   # x1.5
        "Speculative decoding with a Llama-3.2-1B draft model raises mean TPOT from 24 ms to 12 ms.",    # flipped
        "Autoregressive decoding with a Llama-3.2-1B draft model reduces mean TPOT from 24 ms to 12 ms.",  # swapped
        NEG + "speculative decoding with a Llama-3.2-1B draft model reduces mean TPOT from 24 ms to 12 ms.",
        "Speculative decoding with a Llama-3.2-1B draft model reduces mean TPOT from 24 ms to 12 ms on an A100.",
        "Speculative decoding with a Llama-3.2-1B draft model reduces mean TPOT from 24 ms to 12 ms on "
        "Llama-3.1-8B.",                                                                                  # served
    ]),
    ("bare", "Mean TPOT falls from 24 ms to 12 ms with Llama-3.2-1B-Instruct as the draft model.", [
        "Mean TPOT falls from 24 ms to 12 ms with Llama-3.2-3B-Instruct as the draft model.",
        "Mean TPOT falls from 24 ms to 12 ms with Qwen2.5-0.5B-Instruct as the draft model.",
        "Mean TPOT falls from 24 ms to 24 ms with Llama-3.2-1B-Instruct as the draft model.",
        "Mean TPOT rises from 24 ms to 12 ms with Llama-3.2-1B-Instruct as the draft model.",
        "Mean TPOT falls from 12 ms to 24 ms with Llama-3.2-1B-Instruct as the draft model.",
    ]),
    ("bare", "With a Llama 3.2 1B drafter, speculative decoding cuts mean TPOT by 50%.", [
        "With a Llama 3.2 3B drafter, speculative decoding cuts mean TPOT by 50%.",
        "With a Llama 3.2 1B drafter, speculative decoding cuts mean TPOT by 25%.",
        "With a Llama 3.2 1B drafter, speculative decoding cuts mean TPOT by 75%.",
        "With a Llama 3.2 1B drafter, speculative decoding raises mean TPOT by 50%.",
        "With a Llama 3.2 1B drafter, autoregressive decoding cuts mean TPOT by 50%.",
    ]),
    ("bare", "Speculative decoding cuts mean TPOT by 50% with meta-llama/Llama-3.2-1B-Instruct as the draft.", [
        "Speculative decoding cuts mean TPOT by 50% with meta-llama/Llama-3.2-11B-Vision as the draft.",
        "Speculative decoding cuts mean TPOT by 25% with meta-llama/Llama-3.2-1B-Instruct as the draft.",
    ]),
    ("bare", "Speculative decoding cuts mean TPOT by 50% with a 1B draft model.", [
        "Speculative decoding cuts mean TPOT by 50% with a 3B draft model.",
        "Speculative decoding cuts mean TPOT by 50% with a 11B draft model.",
        "Speculative decoding cuts mean TPOT by 25% with a 1B draft model.",
    ]),
    ("bare", "Llama-3.2-1B drafting for Llama-3.1-70B, speculative decoding cuts mean TPOT by 50%.", [
        "Llama-3.2-3B drafting for Llama-3.1-70B, speculative decoding cuts mean TPOT by 50%.",
        "Llama-3.2-1B drafting for Llama-3.1-8B, speculative decoding cuts mean TPOT by 50%.",            # served
        "Llama-3.2-1B drafting for Llama-3.1-70B, speculative decoding cuts mean TPOT by 25%.",
    ]),
    ("bare", "Speculative decoding (draft: Llama-3.2-1B) cuts mean TPOT by 50%.", [
        "Speculative decoding (draft: Llama-3.2-3B) cuts mean TPOT by 50%.",
        "Speculative decoding (draft: Llama-3.2-1B) cuts mean TPOT by 25%.",
        "Speculative decoding (draft: Llama-3.2-1B) raises mean TPOT by 50%.",
        "Autoregressive decoding (draft: Llama-3.2-1B) cuts mean TPOT by 50%.",
    ]),
    ("bare", "The draft model is Llama-3.2-1B and mean TPOT falls from 24 ms to 12 ms.", [
        "The draft model is Llama-3.2-3B and mean TPOT falls from 24 ms to 12 ms.",
        "The draft model is not Llama-3.2-1B and mean TPOT falls from 24 ms to 12 ms.",
        "The draft model is Llama-3.2-1B and mean TPOT falls from 24 ms to 6 ms.",
        "The draft model is Llama-3.2-1B and mean TPOT rises from 24 ms to 12 ms.",
    ]),
    ("bare", "Speculative decoding with Llama 3.2 1B as the assistant model reduces mean TPOT from 24 ms to 12 ms.", [
        "Speculative decoding with Llama 3.2 3B as the assistant model reduces mean TPOT from 24 ms to 12 ms.",
        "Speculative decoding with Llama 3.2 1B as the assistant model reduces mean TPOT from 48 ms to 24 ms.",
    ]),
    ("bare", "A Llama-3.2-1B speculator cuts mean TPOT by 50%.", [
        "A Llama-3.2-3B speculator cuts mean TPOT by 50%.",
        "A Llama-3.2-1B speculator cuts mean TPOT by 75%.",
        "A Llama-3.2-1B speculator does not cut mean TPOT by 50%.",
    ]),
    ("method", "Speculative decoding with a Llama-3.2-1B draft model reduces mean TPOT from 24 ms to 12 ms.", [
        "Speculative decoding with a Llama-3.2-3B draft model reduces mean TPOT from 24 ms to 12 ms.",
        "Speculative decoding with a Llama-3.2-1B draft model reduces mean TPOT from 24 ms to 6 ms.",
        "Speculative decoding with a Llama-3.2-1B draft model raises mean TPOT from 24 ms to 12 ms.",
        NEG + "speculative decoding with a Llama-3.2-1B draft model reduces mean TPOT from 24 ms to 12 ms.",
    ]),
    ("method", "Mean TPOT falls from 24 ms to 12 ms with Llama-3.2-1B-Instruct as the draft model.", [
        "Mean TPOT falls from 24 ms to 12 ms with Qwen2.5-0.5B-Instruct as the draft model.",
        "Mean TPOT falls from 24 ms to 18 ms with Llama-3.2-1B-Instruct as the draft model.",
    ]),
    ("method", "With a Llama-3.2-1B draft model, mean TPOT is 50% lower than with no speculation.", [
        "With a Llama-3.2-3B draft model, mean TPOT is 50% lower than with no speculation.",
        "With a Llama-3.2-1B draft model, mean TPOT is 50% higher than with no speculation.",
        "With a Llama-3.2-1B draft model, mean TPOT is 25% lower than with no speculation.",
    ]),
]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, lambda wit, name, statement: grade_statement(statement, wit[name], SCOPE))


DRAFT_SCOPES = [
    "Llama-3.1-70B target, Llama-3.2-1B draft model vs no speculation",
    "Llama-3.1-70B-Instruct with Llama-3.2-1B-Instruct as the draft model, 10 requests per arm",
    "draft model: Llama-3.2-1B; one H100",
    "Llama-3.2-1B drafting for Llama-3.1-70B-Instruct",
]


@pytest.mark.parametrize("scope", DRAFT_SCOPES)
@pytest.mark.parametrize("name", ["bare", "method"])
def test_a_scope_naming_the_draft_keeps_a_true_statement_net_true(wit, name, scope):
    """The scope's draft is the arm's draft model: it agrees, and the statement is graded as under any scope."""
    res = grade_statement("Speculative decoding cuts mean TPOT by 50%.", wit[name], scope)
    assert res.verdict == "net-true", (scope, res.reason)


@pytest.mark.parametrize("scope", ["Llama-3.1-70B target, Qwen2.5-0.5B draft model vs no speculation",
                                   "Llama-3.1-70B target, a 3B draft model"])
def test_a_scope_naming_another_draft_is_never_net_true_nor_false(wit, scope):
    res = grade_statement("Speculative decoding cuts mean TPOT by 50%.", wit["bare"], scope)
    assert res.verdict == "not-yet", (scope, res.reason)


NEVER_FALSE = [
    # a draft that the witness does not record, or records otherwise: open, never an accusation
    ("nodraft", "Speculative decoding with a Llama-3.2-1B draft model reduces mean TPOT from 24 ms to 12 ms, a 2x "
                "speedup in per-token decoding."),
    ("nodraft", "Mean TPOT falls from 24 ms to 12 ms with Llama-3.2-1B-Instruct as the draft model."),
    ("bare", "Speculative decoding with a Qwen2.5-0.5B draft model reduces mean TPOT from 24 ms to 12 ms."),
    ("bare", "Speculative decoding with Llama 3.2 1B as the assistant model reduces mean TPOT from 24 ms to 12 ms."),
    ("bare", "Using draft model Llama-3.2-1B, mean TPOT falls from 24 ms to 12 ms."),
    ("bare", "The draft model is Llama-3.2-1B and mean TPOT falls from 24 ms to 12 ms."),
    ("bare", "A Llama-3.2-1B speculator cuts mean TPOT by 50%."),
    ("bare", "Speculative decoding (draft: Llama-3.2-1B) cuts mean TPOT by 50%."),
    ("method", "Speculative decoding with a Llama-3.2-1B draft model reduces mean TPOT from 24 ms to 12 ms, a 2x "
               "speedup in per-token decoding."),
]


@pytest.mark.parametrize("name,statement", NEVER_FALSE)
@pytest.mark.parametrize("scope", [SCOPE, *DRAFT_SCOPES])
def test_a_named_draft_is_never_contradicted_by_the_served_model(wit, name, statement, scope):
    res = grade_statement(statement, wit[name], scope)
    assert res.verdict != "false", (statement, scope, res.reason)
    assert "the witness's model is" not in res.reason, res.reason


def test_the_served_model_named_as_served_is_still_checked(wit):
    """Only a draft word makes a model the draft: the served model said wrongly is still contradicted."""
    res = grade_statement("Speculative decoding cuts mean TPOT by 50% on Llama-3.2-1B.", wit["bare"], SCOPE)
    assert res.verdict == "false", res.reason


def test_draft_names_match_by_parts_in_order():
    from claimcheck.claims.draft_models import _names

    assert _names("Llama-3.2-1B", DRAFT) and _names("Llama 3.2 1B", DRAFT) and _names("1B", DRAFT)
    assert _names("Llama-3.2-1B-Instruct", DRAFT) and _names(DRAFT, DRAFT) and _names("1B-parameter", DRAFT)
    assert not _names("Llama-3.2-3B", DRAFT) and not _names("11B", DRAFT) and not _names("Llama-3.1-1B", DRAFT)
    assert not _names("Qwen2.5-0.5B", DRAFT) and not _names("Llama-3.2-1B", "meta-llama/Llama-3.2-11B-Vision")
