"""A restatement after two values joined by "and" (production recap_lead of pair_summary, claimcheck/claims/grammar.lark;
bound_values' ratio subject -- docs/claim-check.md "How a statement is read"):

"Median TPOT is 50 ms for vLLM and 25 ms for SGLang, i.e. about 50% lower": two values joined by "and" name no subject
by their order (after "vs" the first value is the sentence's subject, after a from-to pair the "to" value is). Where one
of the two is the declared baseline's (a declared pair of two arms, or the one declared baseline of three arms), the
restatement is said of the other arm, whatever its direction word: the grammar and bound_values read it so, so a
flipped direction ("i.e. about 50% higher", "2x higher") fits only the baseline's value and is not read by either
(never net-true; the sentence's own values disagree with it: never false either). Before, the grammar said it of the
first value and bound_values of the arm named first, so the true sentence was not read (not-yet) where the baseline
came first.

Witnesses, worked out by hand (real_sentences.witness_specs.A; 128 requests per arm of 64 output tokens, every request
of an arm alike, so every statistic of a per-request metric is that value):

* ``three`` -- vllm (alias vLLM, baseline): 1,300 output tok/s, TTFT 0.6 s, TPOT 50 ms; sglang (alias SGLang,
  treatment): 2,600 tok/s, TTFT 0.3 s, TPOT 25 ms; lmdeploy (alias LMDeploy, treatment): 1,625 tok/s, TTFT 0.5 s,
  TPOT 40 ms. SGLang vs vLLM: TPOT 25 / 50 = 0.5 (-50%, 2x lower), throughput 2x (+100%); LMDeploy vs vLLM: TPOT
  40 / 50 = 0.8 (-20%, 1.25x lower).
* ``two`` -- the first two arms alone (a declared pair).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct, 128 requests per arm"
HW2 = "2 x NVIDIA H100 80GB HBM3"
NEG = "It is not true that "


def _arm(name: str, alias: str, role: str, toks: int, ttft: float, tpot: float):
    return A(name, alias, toks=toks, ttft=ttft, tpot=tpot, tok=64, n=128, settings={"engine": alias}, role=role)


VLLM = _arm("vllm", "vLLM", "baseline", 1300, 0.6, 0.05)
SGL = _arm("sglang", "SGLang", "treatment", 2600, 0.3, 0.025)
LMD = _arm("lmdeploy", "LMDeploy", "treatment", 1625, 0.5, 0.04)
SPECS = {"three": Spec("three", [VLLM, SGL, LMD], key="", engine=None, hw=HW2),
         "two": Spec("two", [VLLM, SGL], key="", engine=None, hw=HW2)}

wit = sealed_fixture("and_recaps", SPECS)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


def _rows() -> list[tuple[str, str, list[str]]]:
    rows = []
    for name in ("three", "two"):
        p = "Median TPOT is 50 ms for vLLM and 25 ms for SGLang"
        swapped = "Median TPOT is 25 ms for vLLM and 50 ms for SGLang"
        arms = "Median TPOT is 50 ms for SGLang and 25 ms for vLLM"
        for recap, bad in ((", i.e. about 50% lower.", [", i.e. about 75% lower.", ", i.e. about 25% lower.",
                                                         ", i.e. about 50% higher.", ", i.e. about 100% higher.",
                                                         ", i.e. could be about 50% lower.",
                                                         ", i.e. not about 50% lower."]),
                           (", i.e. 2x lower.", [", i.e. 3x lower.", ", i.e. 1x lower.", ", i.e. 2x higher.",
                                                 ", i.e. 4x lower."]),
                           (", so roughly 50% faster.", [", so roughly 50% slower.", ", so roughly 75% faster."]),
                           (", which is about a 50% reduction.", [", which is about a 50% increase.",
                                                                  ", which is about a 25% reduction."])):
            twins = [p + b for b in bad] + [swapped + recap, arms + recap, NEG + p[0].lower() + p[1:] + recap,
                                            p.replace("TPOT", "TTFT") + recap]
            rows.append((name, p + recap, twins))
        # the baseline's value second: the restatement is still the other arm's
        rows.append((name, "Median TPOT is 25 ms for SGLang and 50 ms for vLLM, i.e. about 50% lower.", [
            "Median TPOT is 25 ms for SGLang and 50 ms for vLLM, i.e. about 100% higher.",
            "Median TPOT is 25 ms for SGLang and 50 ms for vLLM, i.e. about 2x higher.",
            "Median TPOT is 25 ms for SGLang and 50 ms for vLLM, i.e. about 75% lower."]))
        rows.append((name, "Output throughput is 1,300 tok/s for vLLM and 2,600 tok/s for SGLang, so roughly 2x higher.", [
            "Output throughput is 1,300 tok/s for vLLM and 2,600 tok/s for SGLang, so roughly 2x lower.",
            "Output throughput is 1,300 tok/s for vLLM and 2,600 tok/s for SGLang, so roughly 3x higher.",
            "Output throughput is 1,300 tok/s for vLLM and 2,600 tok/s for SGLang, so roughly 1x higher.",
            "Output throughput is 2,600 tok/s for vLLM and 1,300 tok/s for SGLang, so roughly 2x higher.",
            "Output throughput is 1,300 tok/s for vLLM and 2,600 tok/s for SGLang, so maybe 2x higher."]))
    rows.append(("three", "Median TPOT is 50 ms for vLLM and 40 ms for LMDeploy, i.e. 20% lower.", [
        "Median TPOT is 50 ms for vLLM and 40 ms for LMDeploy, i.e. 20% higher.",
        "Median TPOT is 50 ms for vLLM and 40 ms for LMDeploy, i.e. 30% lower.",
        "Median TPOT is 50 ms for vLLM and 40 ms for LMDeploy, i.e. 10% lower.",
        "Median TPOT is 50 ms for vLLM and 40 ms for LMDeploy, i.e. 1.25x higher."]))
    return rows


ROWS = _rows()

test_and_recap_is_read_completely_and_net_true, test_and_recap_twins_are_never_net_true = frame_tests(ROWS, grade_in)


@pytest.mark.parametrize("name", ["three", "two"])
@pytest.mark.parametrize("s", [
    # said of the first value (the baseline's) these hold of the rows; the reading says them of the other arm, where
    # the sentence's own values disagree with them: held back, never an accusation
    "Median TPOT is 50 ms for vLLM and 25 ms for SGLang, i.e. about 100% higher.",
    "Median TPOT is 50 ms for vLLM and 25 ms for SGLang, i.e. 2x higher.",
    "Output throughput is 1,300 tok/s for vLLM and 2,600 tok/s for SGLang, so roughly 50% lower.",
    # neither value the declared baseline's: said of the first, as before
    "Median TPOT is 25 ms for SGLang and 40 ms for LMDeploy, i.e. 37.5% lower.",
])
def test_a_restatement_of_the_baseline_is_never_false(wit, name, s):
    assert_never_false(grade_in(wit, name, s), s)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(pct=st.integers(min_value=1, max_value=99), word=st.sampled_from(["lower", "higher", "less", "more"]))
def test_a_percent_restatement_is_net_true_only_where_it_is_the_pairs_change(wit, pct, word):
    # SGLang vs vLLM median TPOT: -50%; "about" allows +-10% of the number
    s = f"Median TPOT is 50 ms for vLLM and 25 ms for SGLang, i.e. about {pct}% {word}."
    res = grade_in(wit, "three", s)
    if res.verdict == "net-true":
        assert word in ("lower", "less") and 45 <= pct <= 55, s
