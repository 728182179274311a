"""A GPU count the statement repeats from the scope (production scope_restated_count, falsebar.decided_scope_counts;
issue 16), and a count before a GPU-and-memory word (production gpu_memory_ident: "a single A100-SXM4-80GB").

Before: a witness whose hardware record names the GPU and no count ("NVIDIA H200": what ``vllm bench``'s
``gpu_type`` writes) left "on one H200" in a statement not-yet, while the same words in the scope were dropped (a
scope count the witness does not decide only describes the run). So "FP8 vs BF16 on 1x H200: 3.02 vs 2.03 req/s"
under the scope "1x NVIDIA H200, ..." was not-yet though the scope said the same thing. Now a statement count equal
to the scope's (same key, same value), undecided by the witness, is dropped with the scope's: net-true *at the stated
scope*. A statement count the scope does not state, or states otherwise, stays open (not-yet, never false); a count
the witness decides is checked as before.

Witnesses (numbers by hand): FP8 arm 3.02 req/s, BF16 arm 2.03 req/s (100 requests each, wall 100/3.02 s and
100/2.03 s); ``nocount``: hardware "NVIDIA H200"; ``machine2``: hardware "2 x NVIDIA H200" (the machine's GPUs: a run
may use fewer, so one GPU stays open); ``a100``: "NVIDIA A100-SXM4-80GB".
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

HW = {"nocount": "NVIDIA H200", "machine2": "2 x NVIDIA H200", "a100": "NVIDIA A100-SXM4-80GB"}
WORDS = {1: "one", 2: "two", 4: "four", 8: "eight"}


def _arms() -> list:
    return [A("fp8", "FP8", thr=3.02, ttft=0.1, tpot=0.02, tok=64, n=100, settings={"quantization": "fp8"},
              role="treatment"),
            A("bf16", "BF16", thr=2.03, ttft=0.1, tpot=0.03, tok=64, n=100, settings={"quantization": "bf16"},
              role="baseline")]


@pytest.fixture(scope="module")
def witnesses() -> dict[str, str]:
    root = Path(tempfile.mkdtemp(prefix="scope_restated"))
    return {n: str(seal(root / n, *witness_for(Spec(n, _arms(), key="", hw=hw, model="Qwen/Qwen2.5-32B-Instruct")))) for n, hw in HW.items()}


def _gpu(w: str) -> str:
    return "A100" if w == "a100" else "H200"


def _scope(w: str, count: str) -> str:
    return f"Qwen2.5-32B-Instruct on {count} NVIDIA {_gpu(w)}, vLLM, 100 prompts per arm"


def _stmt(w: str, count: str, fp8: str = "3.02", bf16: str = "2.03") -> str:
    plural = "s" if count in ("two", "four", "eight") else ""
    return f"FP8 vs BF16 on {count} {_gpu(w)}{plural}: {fp8} vs {bf16} req/s."


RESTATED = [("1x", "1x"), ("1x", "one"), ("a single", "one"), ("one", "a single"), ("2x", "two"),
            ("8 x", "eight")]


@pytest.mark.parametrize("scope_count,stmt_count", RESTATED)
@pytest.mark.parametrize("w", ["nocount", "a100"])
def test_a_count_the_scope_states_is_not_held_against_the_statement(witnesses, w, scope_count, stmt_count):
    res = grade_statement(_stmt(w, stmt_count), witnesses[w], _scope(w, scope_count))
    assert res.verdict == "net-true", (scope_count, stmt_count, res.reason)
    assert not res.reading.unread


@pytest.mark.parametrize("scope_count,stmt_count", [("1x", "two"), ("2x", "one"), ("a single", "eight"),
                                                    ("8 x", "a single")])
@pytest.mark.parametrize("w", ["nocount", "a100"])
def test_a_count_the_scope_states_otherwise_stays_open(witnesses, w, scope_count, stmt_count):
    res = grade_statement(_stmt(w, stmt_count), witnesses[w], _scope(w, scope_count))
    assert res.verdict == "not-yet", (scope_count, stmt_count, res.verdict, res.reason)


@pytest.mark.parametrize("stmt_count", ["one", "a single", "two"])
def test_a_count_the_scope_does_not_state_stays_open(witnesses, stmt_count):
    res = grade_statement(_stmt("nocount", stmt_count), witnesses["nocount"], "Qwen2.5-32B-Instruct on NVIDIA H200")
    assert res.verdict == "not-yet", (stmt_count, res.verdict, res.reason)


def test_one_gpu_of_a_two_gpu_machine_stays_open_even_when_restated(witnesses):
    """"2 x NVIDIA H200" lists the machine's GPUs: one of them, or both? The scope's count is kept open (never dropped
    into net-true), and so is the statement's."""
    res = grade_statement("FP8 vs BF16 on one H200: 3.02 vs 2.03 req/s.", witnesses["machine2"],
                          "Qwen2.5-32B-Instruct on one NVIDIA H200, vLLM")
    assert res.verdict == "not-yet", (res.verdict, res.reason)


@pytest.mark.parametrize("fp8,bf16", [("2.03", "3.02"), ("3.52", "2.03"), ("3.02", "1.53")])
def test_twisted_values_under_a_restated_count(witnesses, fp8, bf16):
    res = grade_statement(_stmt("nocount", "one", fp8, bf16), witnesses["nocount"], _scope("nocount", "1x"))
    assert res.verdict != "net-true", (fp8, bf16, res.reason)


def test_a_wrong_value_under_a_restated_count_is_false(witnesses):
    """The count restates the scope; the values are read completely and one is contradicted: false, as without it."""
    res = grade_statement("FP8 vs BF16 on one H200: 3.52 vs 2.03 req/s.", witnesses["nocount"],
                          _scope("nocount", "1x"))
    assert res.verdict == "false", res.reason


def test_a_count_before_a_gpu_memory_word_is_read(witnesses):
    """"on a single A100-SXM4-80GB" is one GPU (before, only its GPU and memory were read, "single" was not)."""
    res = grade_statement("FP8 vs BF16: 3.02 vs 2.03 req/s.", witnesses["a100"],
                          "Qwen2.5-32B-Instruct on a single A100-SXM4-80GB")
    assert ("scope", "gpu_count", 1.0) in {(f.source, f.key, f.value) for f in res.reading.context}
    assert res.verdict == "net-true", res.reason
    res = grade_statement("FP8 vs BF16 on 2x A100-80GB: 3.02 vs 2.03 req/s.", witnesses["a100"],
                          "Qwen2.5-32B-Instruct on a single A100-SXM4-80GB")
    assert ("statement", "gpu_count", 2.0) in {(f.source, f.key, f.value) for f in res.reading.context}
    assert res.verdict == "not-yet", res.reason


@settings(max_examples=30, deadline=None, derandomize=True)
@given(scope_n=st.sampled_from(sorted(WORDS)), stmt_n=st.sampled_from(sorted(WORDS)))
def test_net_true_only_where_the_counts_are_the_same(witnesses, scope_n, stmt_n):
    res = grade_statement(_stmt("nocount", WORDS[stmt_n]), witnesses["nocount"], _scope("nocount", f"{scope_n}x"))
    assert_never_false(res, _stmt("nocount", WORDS[stmt_n]))
    assert (res.verdict == "net-true") == (scope_n == stmt_n), (scope_n, stmt_n, res.verdict, res.reason)
