"""Q1 for two quantizations compared with each other, each served from its own checkpoint
(claimcheck/claims/category_levels.quantized_checkpoints).

A quantized checkpoint has its own model id: "TheBloke/Llama-2-13B-chat-AWQ" of "meta-llama/Llama-2-13b-chat-hf". So an
AWQ arm and a GPTQ arm differ in two declared factors, the model id and the quantization, and were no two levels of one
category. Where both ids are checkpoints of one model (the same words once the organisation and the quantization or
format words are left out), the two are one factor, the quantization, and the three-level rule applies as to three
engines (the comparator no weaker than the declared baseline, or the subject also compared with it).

Found on a held-out quantization write-up (held16, development half): "AWQ's output throughput is about 6% higher than
GPTQ's" was not-yet (model and quantization: not a controlled pair).

Witness by hand (10 tasks per arm, 100 output tokens each, every request sent at 0 s, concurrency 8, one L40S): FP16
(the declared baseline, meta-llama/Llama-2-13b-chat-hf) wall 4.0 s: 250 output tok/s; AWQ (TheBloke/...-AWQ) wall
2.4 s: 416.7 tok/s; GPTQ (TheBloke/...-GPTQ) wall 2.5 s: 400 tok/s. AWQ / GPTQ = 1.0417 (+4.2%). ``mixed``: the AWQ arm
serves TheBloke/Mistral-7B-Instruct-v0.2-AWQ (another model). ``weak``: GPTQ's wall 5.0 s (200 tok/s, below FP16).
"""

from __future__ import annotations

import pytest

from claimcheck.claims.category_levels import base_model
from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import ab_witness, req, seal

SCOPE = "Llama-2-13B chat on one L40S, 10 requests per arm"
LLAMA = "meta-llama/Llama-2-13b-chat-hf"


def _arm(role: str, alias: str, model: str, quant: str) -> dict:
    return {"aliases": [alias], "workers": 8, "role": role, "model": {"id": model},
            "settings": {"concurrency": 8, "quantization": quant}}


def _witness(awq_model: str = "TheBloke/Llama-2-13B-chat-AWQ") -> dict:
    return ab_witness({"fp16": _arm("baseline", "FP16", LLAMA, "fp16"),
                       "awq": _arm("treatment", "AWQ", awq_model, "awq"),
                       "gptq": _arm("treatment", "GPTQ", "TheBloke/Llama-2-13B-chat-GPTQ", "gptq")},
                      model=None, hardware="1 x NVIDIA L40S", output_cap=100)


def _rows(arm: str, wall: float) -> list[dict]:
    return [req(arm, k, 0.0, 0.1, wall if k == 9 else 1.0, completion=100) for k in range(10)]


def _seal(tmp_path_factory, name: str, w: dict, gptq_wall: float = 2.5) -> str:
    rows = _rows("fp16", 4.0) + _rows("awq", 2.4) + _rows("gptq", gptq_wall)
    return str(seal(tmp_path_factory.mktemp(name) / "w", w, {"rows.jsonl": rows}))


@pytest.fixture(scope="module")
def quant(tmp_path_factory):
    return _seal(tmp_path_factory, "quant", _witness())


@pytest.fixture(scope="module")
def mixed(tmp_path_factory):
    return _seal(tmp_path_factory, "mixed", _witness("TheBloke/Mistral-7B-Instruct-v0.2-AWQ"))


@pytest.fixture(scope="module")
def weak(tmp_path_factory):
    return _seal(tmp_path_factory, "weak", _witness(), gptq_wall=5.0)


TRUE = [
    "AWQ's output throughput is about 4% higher than GPTQ's.",
    "AWQ delivers about 4% more output throughput than GPTQ.",
]
#: a number x1.5 / x0.5, the direction flipped, the arms swapped, negation
TWINS = [
    "AWQ's output throughput is about 6% higher than GPTQ's.",
    "AWQ's output throughput is about 2% higher than GPTQ's.",
    "AWQ's output throughput is about 4% lower than GPTQ's.",
    "GPTQ's output throughput is about 4% higher than AWQ's.",
    "AWQ's output throughput is not about 4% higher than GPTQ's.",
]


@pytest.mark.parametrize("s", TRUE)
def test_two_quantized_checkpoints_of_one_model_are_two_levels(s, quant):
    res = grade_statement(s, quant, SCOPE)
    assert_read_net_true(res)
    q1 = next(q for q in res.questions if q.n == 1)
    assert "two levels of the treatment dimension quantization" in q1.detail, q1.detail


@pytest.mark.parametrize("s", TWINS)
def test_twists_are_never_net_true(s, quant):
    assert_never_net_true(grade_statement(s, quant, SCOPE), s)


@pytest.mark.parametrize("s", TRUE)
def test_checkpoints_of_two_models_stay_two_factors(s, mixed):
    res = grade_statement(s, mixed, SCOPE)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    assert any("more than one declared factor" in q.detail for q in res.questions if q.n == 1 and not q.pass_)


def test_a_comparator_weaker_than_the_declared_baseline_stays_refused(weak):
    res = grade_statement("AWQ's output throughput is about 2.08x GPTQ's.", weak, SCOPE)
    assert res.verdict == "not-yet", res.reason
    assert any("weaker than the declared baseline" in q.detail for q in res.questions if q.n == 1 and not q.pass_)


@pytest.mark.parametrize("s", TRUE)
def test_true_statements_are_never_false(s, quant, mixed):
    for w in (quant, mixed):
        assert_never_false(grade_statement(s, w, SCOPE), s)


@pytest.mark.parametrize("a,b,same", [
    ("TheBloke/Llama-2-13B-chat-AWQ", LLAMA, True),
    ("TheBloke/Llama-2-13B-chat-GPTQ", "TheBloke/Llama-2-13B-chat-AWQ", True),
    ("neuralmagic/Meta-Llama-3.1-8B-Instruct-FP8-dynamic", "meta-llama/Meta-Llama-3.1-8B-Instruct", True),
    ("TheBloke/Mistral-7B-Instruct-v0.2-AWQ", LLAMA, False),
    ("TheBloke/Llama-2-7B-chat-AWQ", LLAMA, False),
    ("Qwen/Qwen2.5-7B-Instruct-AWQ", "Qwen/Qwen2.5-14B-Instruct", False),
])
def test_base_model(a, b, same):
    assert (base_model(a) == base_model(b)) == same, (base_model(a), base_model(b))
