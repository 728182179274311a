"""An arm's value named by a figure noun (production figure_value, claimcheck/claims/grammar.py ``_figure_value`` and
value_contrast; vocabulary.VALUE_FIGURE_NOUNS): "LMDeploy reaches 245 output tokens/s, 1.56x the TP1 figure of 157
tokens/s" is read as "1.56x TP1's 157 tokens/s" (possessive_value: the ratio against TP1 and TP1's own value, both
graded); "1.56x the TP1 figure" at the phrase's end as "1.56x TP1"; "245 tok/s versus the TP1 result of 157 tok/s" as
"versus TP1's 157 tok/s". "the TP1 number of requests" (no value after "of") stays unread.

Before: "figure" and the value after it were unread (not-yet).

Witness, worked out by hand (LMDeploy, Llama-3.1-8B-Instruct, 10 requests per arm of 100 output tokens): tp2
(tensor_parallel_size 2, treatment) 245 output tok/s (2.45 req/s), TTFT 100 ms; tp1 (tensor_parallel_size 1,
baseline) 157 output tok/s (1.57 req/s), TTFT 160 ms. 245 / 157 = 1.5605 ("1.56x" at +-0.005 holds; "1.6x" too);
TTFT 100 / 160 = 0.625.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, sealed_fixture, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "LMDeploy, Llama-3.1-8B-Instruct, 10 requests per arm"
ARMS = [A("tp1", toks=157, ttft=0.16, tok=100, settings={"tensor_parallel_size": 1}, role="baseline"),
        A("tp2", toks=245, ttft=0.1, tok=100, settings={"tensor_parallel_size": 2}, role="treatment")]
wit = sealed_fixture("figval", ARMS, "tp", engine="LMDeploy")


def _grade(w, s):
    return grade_statement(s, w, SCOPE)


TRUE = [
    "With tensor parallel 2, LMDeploy reaches 245 output tokens/s, 1.56x the TP1 figure of 157 tokens/s.",
    "With TP2, LMDeploy reaches 245 output tokens/s, 1.56x the TP1 figure of 157 tokens/s.",
    "TP2 reaches 245 output tokens/s, about 1.56x the TP1 number of 157 tok/s.",
    "TP2 reaches ~245 tok/s, roughly 1.6x the TP1 value of 157 tok/s.",
    "TP2 reaches 2.45 req/s, 1.56x the TP1 figure of 1.57 req/s.",
    "TP2 reaches 245 output tokens/s, 1.56x the TP1 figure.",
    "TP2 reaches 245 output tokens/s versus the TP1 result of 157 tokens/s.",
    "TP2 reaches 245 output tok/s compared to the TP1 figure of 157 output tok/s.",
    "TP2 has a mean TTFT of 100 ms, 0.625x the TP1 figure of 160 ms.",
]
TWINS = [
    # numbers x1.5 / x0.5 (the ratio and the referenced value)
    "TP2 reaches 245 output tokens/s, 2.34x the TP1 figure of 157 tokens/s.",
    "TP2 reaches 245 output tokens/s, 0.78x the TP1 figure of 157 tokens/s.",
    "TP2 reaches 245 output tokens/s, 1.56x the TP1 figure of 235 tokens/s.",
    "TP2 reaches 245 output tokens/s, 1.56x the TP1 figure of 78.5 tokens/s.",
    "TP2 reaches 245 output tokens/s versus the TP1 result of 235 tokens/s.",
    "TP2 reaches 245 output tokens/s versus the TP1 result of 78.5 tokens/s.",
    "TP2 reaches 245 output tokens/s, 2.34x the TP1 figure.",
    # arms swapped, the same arm twice, negation
    "TP1 reaches 245 output tokens/s, 1.56x the TP2 figure of 157 tokens/s.",
    "TP2 reaches 245 output tokens/s, 1.56x the TP2 figure of 157 tokens/s.",
    "TP1 reaches 245 output tokens/s versus the TP2 result of 157 tokens/s.",
    "It is not true that TP2 reaches 245 output tokens/s, 1.56x the TP1 figure of 157 tokens/s.",
    # wrong metric / statistic / engine / setting
    "TP2 reaches 245 req/s, 1.56x the TP1 figure of 157 req/s.",
    "TP2 has a mean TTFT of 245 ms, 1.56x the TP1 figure of 157 ms.",
    "TP2 has a p99 TTFT of 100 ms, 0.5x the TP1 figure of 200 ms.",
    "With vLLM, TP2 reaches 245 output tokens/s, 1.56x the TP1 figure of 157 tokens/s.",
    "TP4 reaches 245 output tokens/s, 1.56x the TP1 figure of 157 tokens/s.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, _grade)


@pytest.mark.parametrize("s", [
    "TP2 reaches 245 output tokens/s, 1.56x the TP1 number of requests.",
    "TP2 reaches 245 output tokens/s, 1.56x the TP1 figure from last week.",
    "TP2 reaches ~245 tok/s, vs the TP1 figure of 157 tok/s.",
    "TP2 reaches 245 output tokens/s, 1.56x the figure of 157 tokens/s.",
])
def test_unclear_variants_are_never_false(s, wit):
    assert_never_false(_grade(wit, s), s)


def test_a_figure_noun_with_no_value_after_of_stays_unread(wit):
    res = _grade(wit, "TP2 reaches 245 output tokens/s, 1.56x the TP1 number of requests.")
    assert res.verdict != "net-true" and res.reading is not None and res.reading.unread


# The arm's own phrase, then "of" and a value: "the TP1 baseline of 157 tokens/s", "the baseline of 157 tokens/s", "the
# TP1 run of 157 tokens/s" (the arm's alias or arm noun ends the phrase). Before, "of" was inert and the value was bound
# to the clause's subject: "TP2 produced 245 output tokens/s, 1.56x the TP1 baseline of 157 tokens/s" graded FALSE
# ("token_throughput(tp2) = 157; recomputed 245"), a true sentence accused (held12 dev b807/t1, "1.77x the single-GPU
# baseline of 231 tokens/s", escaped only because other words of its clause were unread).
ARM_PHRASE_OF = [
    "TP2 reaches 245 output tokens/s, 1.56x the TP1 baseline of 157 tokens/s.",
    "TP2 reaches 245 output tokens/s, 1.56x the baseline of 157 tokens/s.",
    "TP2 reaches 245 output tokens/s, 1.56x the single-GPU baseline of 157 tokens/s.",
    "TP2 reaches 245 output tokens/s, 1.56x the TP1 run of 157 tokens/s.",
    "TP2 reaches 245 output tokens/s versus the TP1 baseline of 157 tokens/s.",
    "TP2 reaches 245 output tokens/s vs the baseline of 157 tokens/s.",
]
ARM_PHRASE_OF_TWINS = [
    "TP2 reaches 245 output tokens/s, 1.56x the TP1 baseline of 235 tokens/s.",
    "TP2 reaches 245 output tokens/s, 2.34x the TP1 baseline of 157 tokens/s.",
    "TP2 reaches 245 output tokens/s, 1.56x the baseline of 78.5 tokens/s.",
    "TP2 reaches 245 output tokens/s, 1.56x the TP1 run of 245 tokens/s.",
    "TP2 reaches 245 output tokens/s versus the TP1 baseline of 245 tokens/s.",
    "TP1 reaches 245 output tokens/s, 1.56x the TP2 run of 157 tokens/s.",
]


@pytest.mark.parametrize("s", ARM_PHRASE_OF)
def test_a_value_after_the_arms_own_phrase_and_of_is_that_arms(wit, s):
    res = _grade(wit, s)
    assert res.verdict == "net-true", res.reasons
    assert not res.reading.unread


@pytest.mark.parametrize("s", ARM_PHRASE_OF_TWINS)
def test_twins_of_the_arms_own_phrase_and_of_are_never_net_true(wit, s):
    assert _grade(wit, s).verdict != "net-true"
