"""A model named as the clause's subject is the model the run served (issue 16; production engine_subject, for models).

Found on a public README (gpt-fast, https://github.com/pytorch-labs/gpt-fast, "Benchmarks": Llama-2-7B, batch size 1,
Base 104.9 tok/s, 8-bit 155.58 tok/s on one A100): "Llama-2-7B runs at 155.58 tokens/s with 8-bit quantization" was
not-yet, 'Llama-2-7B' unread: a model was read only after a preposition ("on Llama-2-7B"), a lead verb, beside an arm
or in parentheses. As an engine already is ("vLLM served 9.1 req/s"), a model that is the clause's subject (every word
before it read, or "the", "at", "with", a comma) is now a context fact checked against the witness's model: the
witness's own model agrees, another family or size is contradicted.

Witness, by hand: two arms of 20 one-at-a-time requests of 200 output tokens, each token 1/rate s: int8 155.58
tok/s, base 104.9 tok/s; model meta-llama/Llama-2-7b-chat-hf.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec


def _arm(name, aliases, rate, q, role):
    return A(name, *aliases, ttft=1.0 / rate, tpot=1.0 / rate, tok=200, n=20, prompt=5, seq=True,
             settings={"quantization": q}, role=role)


SPECS = {"q": Spec("q", [_arm("int8", ("8-bit", "int8"), 155.58, "int8", "treatment"),
                         _arm("base", ("Base", "the base model"), 104.9, "bf16", "baseline")],
                   key="", hw="1 x NVIDIA A100-SXM4-80GB", model="meta-llama/Llama-2-7b-chat-hf", engine="gpt-fast")}
SCOPE = "Llama-2-7B on one A100-80GB, batch size 1, 5-token prompts"
wit = sealed_fixture("model_subject", SPECS)


@pytest.mark.parametrize("statement", [
    "Llama-2-7B runs at 155.58 tokens/s with 8-bit quantization.",
    "Llama-2-7B generates 155.58 tokens/s with 8-bit quantization.",
    "Llama-2-7B runs at 104.9 tokens/s with the base model and 155.58 tokens/s with 8-bit quantization.",
])
def test_the_witness_model_as_subject_is_read(wit, statement):
    res = grade_statement(statement, wit["q"], SCOPE)
    assert res.reading is not None and not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "net-true", (statement, res.reason)


@pytest.mark.parametrize("statement", [
    "Llama-2-13B runs at 155.58 tokens/s with 8-bit quantization.",  # another size
    "Mistral-7B runs at 155.58 tokens/s with 8-bit quantization.",  # another family
])
def test_another_model_as_subject_is_false(wit, statement):
    res = grade_statement(statement, wit["q"], SCOPE)
    assert res.verdict == "false", (statement, res.reason)


@pytest.mark.parametrize("statement", [
    "Llama-2-7B runs at 175.58 tokens/s with 8-bit quantization.",
    "Llama-2-7B runs at 155.58 tokens/s with the base model.",
])
def test_its_twists_are_never_net_true(wit, statement):
    assert_never_net_true(grade_statement(statement, wit["q"], SCOPE), statement)
