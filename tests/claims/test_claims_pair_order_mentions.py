"""A pair's order is not taken from arm mentions made for another construct (issue 16, the false bar).

Found by an outside suite (a blog voice): "Switching Llama-3.1-8B to the FP8 checkpoint gave us 1.45x higher request
throughput than BF16 on the same H100 (9.87 vs 6.83 req/s)" was graded ``false``: 9.87 was read as BF16's. Two causes:

* "Llama-3.1-8B" named the BF16 arm: a short form of its model id meta-llama/Llama-3.1-8B-Instruct, while the FP8
  arm's model neuralmagic/Meta-Llama-3.1-8B-Instruct-FP8 holds the same words. A short form of one arm's model that
  is words of another arm's model is the base model both run: it names neither (grammar._declared_names).
* The pair "(9.87 vs 6.83 req/s)" was bound to the clause's two free arm mentions in their order (production
  pair_binding: "Switching BF16 to FP8", BF16 first). For a "vs" pair that is a convention, as the subject-first order
  is: a comparison of the same arms in the same metric now orders it (production pair_order: the larger value is the
  arm the comparison says is larger); with no such comparison each value keeps the other arm as its second meaning
  in a witness of two arms (false only when both readings are contradicted).

Witness, by hand: FP8 9.86 req/s, BF16 6.80 req/s, 40 requests per arm; 9.86 / 6.80 = 1.45.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

SPECS = {"q": Spec("q", [
    A("fp8", "FP8", thr=9.86, n=40, model="neuralmagic/Meta-Llama-3.1-8B-Instruct-FP8",
      settings={"quantization": "fp8"}, role="treatment"),
    A("bf16", "BF16", thr=6.80, n=40, model="meta-llama/Llama-3.1-8B-Instruct", settings={"quantization": "bf16"},
      role="baseline")], key="")}
SCOPE = "1x H100 80GB; Llama-3.1-8B-Instruct BF16 vs an FP8 checkpoint on vLLM; 40 requests per arm"
wit = sealed_fixture("pair_order_mentions", SPECS)

TRUE = [
    "Switching Llama-3.1-8B to the FP8 checkpoint gave us 1.45x higher request throughput than BF16 (9.86 vs 6.80 req/s).",
    "Switching BF16 to FP8 gave us 1.45x higher request throughput (9.86 vs 6.80 req/s).",
    "Switching BF16 to FP8 gave us 1.45x higher request throughput (6.80 vs 9.86 req/s).",
]


@pytest.mark.parametrize("statement", TRUE)
def test_the_pair_ordered_by_its_comparison_is_net_true(wit, statement):
    res = grade_statement(statement, wit["q"], SCOPE)
    assert res.verdict == "net-true", (statement, res.reason)


@pytest.mark.parametrize("statement", [
    "Switching BF16 to FP8 gave us 1.45x higher request throughput (9.86 vs 5.80 req/s).",  # a value changed
    "Switching BF16 to FP8 gave us 2.45x higher request throughput (9.86 vs 6.80 req/s).",  # the ratio changed
    "Switching Llama-3.1-8B to the FP8 checkpoint gave us 1.45x lower request throughput than BF16 (9.86 vs 6.80 req/s).",
    "It is not true that switching BF16 to FP8 gave us higher request throughput.",
])
def test_its_twists_are_never_net_true(wit, statement):
    assert_never_net_true(grade_statement(statement, wit["q"], SCOPE), statement)


def test_values_that_name_their_arms_keep_them(wit):
    """The order in the words ("A and B reached x and y") is no convention: swapped values are false."""
    assert grade_statement("BF16 and FP8 reached 6.80 and 9.86 req/s.", wit["q"], SCOPE).verdict == "net-true"
    assert grade_statement("BF16 and FP8 reached 9.86 and 6.80 req/s.", wit["q"], SCOPE).verdict == "false"


def test_a_pair_by_mention_order_alone_is_never_false(wit):
    """No comparison says which is larger: "Switching BF16 to FP8 (9.86 vs 6.80 req/s)" may list before, then after,
    or the other way: each value keeps the other arm as its second meaning."""
    for s in ("Switching BF16 to FP8: request throughput 9.86 vs 6.80 req/s.",
              "Switching BF16 to FP8: request throughput 6.80 vs 9.86 req/s."):
        assert_never_false(grade_statement(s, wit["q"], SCOPE), s)


def test_the_shared_base_model_names_no_arm():
    from claimcheck.claims.grammar import _declared_names

    out = {"fp8": ["FP8"], "bf16": ["BF16"]}
    _declared_names(out, {"fp8": {"model": "neuralmagic/Meta-Llama-3.1-8B-Instruct-FP8"},
                          "bf16": {"model": "meta-llama/Llama-3.1-8B-Instruct"}})
    assert "llama-3.1-8b" not in out["bf16"] and "llama 3.1 8b" not in out["bf16"]
    assert "meta-llama/llama-3.1-8b-instruct" in out["bf16"]  # the full id stays a name


@pytest.mark.parametrize("statement", [
    # the pair took the comparison's subject ("FP8 has", "with FP8") by mention order and the lead's BF16 became the
    # subject: false; now the mention is left to the comparison (not-yet here: the lead and the subject disagree)
    "BF16 vs FP8: FP8 has 1.45x higher request throughput (9.86 vs 6.80 req/s).",
    "BF16 vs FP8: 1.45x higher request throughput with FP8 (9.86 vs 6.80 req/s).",
    "BF16 vs FP8: FP8 has 1.45x higher request throughput (6.80 vs 9.86 req/s).",
])
def test_a_pair_never_takes_the_comparisons_subject(wit, statement):
    assert_never_false(grade_statement(statement, wit["q"], SCOPE), statement)
