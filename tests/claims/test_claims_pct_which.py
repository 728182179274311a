"""A percent comparison said of a value as a relative clause, and "overall" closing a comparison (issue 16, rs509).

* production which_comparison (claimcheck/claims/which_comparisons.py): "The output token throughput of TurboMind
  exceeds 2000 tokens/s, which is about 5% - 15% higher than DeepSpeed" -- "which" and its copula right after a value
  (a rate or a duration) and before a percent (or a range of two), a direction word and "than", read as the appositive
  ", about 5% - 15% higher than DeepSpeed": the value's metric compared with the other arm's;
* production overall_tail (claimcheck/claims/grammar.py ``_overall_after_binder``): "... 10% higher than DeepSpeed
  overall" -- "overall" right after a ratio's or a percent's baseline arm, ending the clause (or before "and" / ","):
  the pooled comparison it is graded as.

Witness ``eng``, worked out by hand (real_sentences.witness_specs rows; 10 requests per arm of 128 output tokens, every
request alike): TurboMind (treatment) 2200 output tok/s, TTFT 80 ms; DeepSpeed (baseline) 2000 output tok/s, TTFT
100 ms; huggingface transformers 2200 / 2.3 = 956.5 output tok/s, TTFT 100 ms. So TurboMind's output token throughput
is 2200 / 2000 - 1 = +10% over DeepSpeed's (DeepSpeed's is 2000 / 2200 - 1 = -9.09% under TurboMind's) and 2.3x
transformers'; its mean TTFT 80 / 100 - 1 = -20% (DeepSpeed's over TurboMind's: +25%).

"TurboMind reaches 2200 tokens/s, which is P% higher than DeepSpeed" (integer P, stated precision +-0.5) agrees at P =
10 only and is contradicted (false) at every other P.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_test, sealed_fixture, \
    verdict_tests
from claims_corpus.frames import grade_statement
from hypothesis_profiles import examples
from real_sentences.witness_specs import A, Spec

NEG = "It is not true that "
SPECS = {
    "eng": Spec("eng", [A("turbomind", "TurboMind", toks=2200, tok=128, ttft=0.08, settings={"engine": "TurboMind"},
                          role="treatment"),
                        A("deepspeed", "DeepSpeed", toks=2000, tok=128, ttft=0.1, settings={"engine": "DeepSpeed"},
                          role="baseline"),
                        A("hf", "huggingface transformers", toks=2200 / 2.3, tok=128, ttft=0.1,
                          settings={"engine": "transformers"})],
                key="", engine=None, hw="1 x NVIDIA A100 80GB", model="meta-llama/Llama-2-7b-chat-hf"),
}
SCOPE = "Llama-2-7b-chat-hf on one A100, TurboMind vs DeepSpeed vs transformers, 10 requests per arm"

wit = sealed_fixture("pct_which", SPECS)


def grade(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


FRAMES = [
    # production which_comparison
    ("eng", "TurboMind reaches 2200 tokens/s, which is 10% higher than DeepSpeed.", [
        "TurboMind reaches 2200 tokens/s, which is 20% higher than DeepSpeed.",          # x2
        "TurboMind reaches 2200 tokens/s, which is 5% higher than DeepSpeed.",           # x0.5
        "TurboMind reaches 2200 tokens/s, which is 10% lower than DeepSpeed.",           # direction flipped
        "DeepSpeed reaches 2000 tokens/s, which is 10% higher than TurboMind.",          # arms swapped
        "TurboMind reaches 4400 tokens/s, which is 10% higher than DeepSpeed.",          # the value x2
        "TurboMind reaches 2200 tokens/s, which is not 10% higher than DeepSpeed.",      # a negation: unread
        NEG + "TurboMind reaches 2200 tokens/s, which is 10% higher than DeepSpeed.",
    ]),
    ("eng", "The output token throughput of TurboMind exceeds 2000 tokens/s, which is about 5% - 15% higher than "
            "DeepSpeed.", [
        "The output token throughput of TurboMind exceeds 2000 tokens/s, which is about 20% - 30% higher than "
        "DeepSpeed.",
        "The output token throughput of TurboMind exceeds 2000 tokens/s, which is about 5% - 15% lower than "
        "DeepSpeed.",
        "The output token throughput of DeepSpeed exceeds 2000 tokens/s, which is about 5% - 15% higher than "
        "TurboMind.",
        "The output token throughput of TurboMind exceeds 4000 tokens/s, which is about 5% - 15% higher than "
        "DeepSpeed.",
    ]),
    ("eng", "TurboMind serves 2200 output tokens/s, which is 8-12% more than DeepSpeed.", [
        "TurboMind serves 2200 output tokens/s, which is 16-24% more than DeepSpeed.",
        "TurboMind serves 2200 output tokens/s, which is 8-12% less than DeepSpeed.",
    ]),
    ("eng", "Mean TTFT with TurboMind was 80 ms, which was 20% lower than DeepSpeed.", [
        "Mean TTFT with TurboMind was 80 ms, which was 40% lower than DeepSpeed.",
        "Mean TTFT with TurboMind was 80 ms, which was 20% higher than DeepSpeed.",
        "Mean TTFT with DeepSpeed was 100 ms, which was 20% lower than TurboMind.",       # +25%: arms swapped
        "Mean TTFT with TurboMind was 40 ms, which was 20% lower than DeepSpeed.",
    ]),
    # production overall_tail
    ("eng", "TurboMind's output token throughput is 10% higher than DeepSpeed overall.", [
        "TurboMind's output token throughput is 20% higher than DeepSpeed overall.",
        "TurboMind's output token throughput is 10% lower than DeepSpeed overall.",
        "DeepSpeed's output token throughput is 10% higher than TurboMind overall.",
        NEG + "TurboMind's output token throughput is 10% higher than DeepSpeed overall.",
    ]),
    ("eng", "TurboMind's mean TTFT is 20% lower than DeepSpeed overall, and its output token throughput is 10% higher.", [
        "TurboMind's mean TTFT is 40% lower than DeepSpeed overall, and its output token throughput is 10% higher.",
        "TurboMind's mean TTFT is 20% higher than DeepSpeed overall, and its output token throughput is 10% higher.",
        "TurboMind's mean TTFT is 20% lower than DeepSpeed overall, and its output token throughput is 30% higher.",
    ]),
    # both, rs509's sentence with this witness's numbers
    ("eng", "The output token throughput of TurboMind exceeds 2000 tokens/s, which is about 5% - 15% higher than "
            "DeepSpeed overall and outperforms huggingface transformers by up to 2.3x.", [
        "The output token throughput of TurboMind exceeds 2000 tokens/s, which is about 20% - 30% higher than "
        "DeepSpeed overall and outperforms huggingface transformers by up to 2.3x.",
        "The output token throughput of TurboMind exceeds 2000 tokens/s, which is about 5% - 15% lower than "
        "DeepSpeed overall and outperforms huggingface transformers by up to 2.3x.",
        "The output token throughput of TurboMind exceeds 2000 tokens/s, which is about 5% - 15% higher than "
        "DeepSpeed overall and outperforms huggingface transformers by up to 4.6x.",
    ]),
]

test_read_completely_and_twins_never_net_true = frame_test(FRAMES, grade, ids=[f[1][:60] for f in FRAMES])


def grade_one(wit, statement: str):
    return grade(wit, "eng", statement)


test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(
    false=["TurboMind reaches 2200 tokens/s, which is 20% higher than DeepSpeed.",
           "DeepSpeed reaches 2000 tokens/s, which is 10% higher than TurboMind.",
           "Mean TTFT with TurboMind was 80 ms, which was 20% higher than DeepSpeed.",
           "TurboMind's output token throughput is 20% higher than DeepSpeed overall."],
    never_false=["TurboMind reaches 2200 tokens/s, which is 10% higher than DeepSpeed.",
                 "TurboMind reaches 2200 tokens/s, which could be 10% higher than DeepSpeed.",
                 "TurboMind reaches 2200 tokens/s, which is not 20% higher than DeepSpeed."],
    grade=grade_one)


@pytest.mark.parametrize("statement", [
    "TurboMind reaches 2200 tokens/s, which is not 10% higher than DeepSpeed.",   # a negation: not the appositive
    "TurboMind reaches 2200 tokens/s, which could be 10% higher than DeepSpeed.",  # a modal
    "TurboMind reaches 2200 tokens/s, which is 10% up on DeepSpeed.",              # no "than"
    "TurboMind reaches 2200 tokens/s, which we think is 10% higher than DeepSpeed.",
    "TurboMind reaches a 60% cache hit rate, which is 10% higher than DeepSpeed.",  # a percent value: points or percent?
    "TurboMind's output token throughput is 10% higher than DeepSpeed overall on an H100.",
])
def test_unread_shapes_are_never_net_true(wit, statement):
    res = grade(wit, "eng", statement)
    assert_never_net_true(res, statement)
    assert_never_false(res, statement)


@settings(max_examples=examples(40), deadline=None)
@given(p=st.integers(min_value=1, max_value=60), copula=st.sampled_from(["is", "was"]))
def test_which_percent_family(wit, p, copula):
    """"TurboMind reaches 2200 tokens/s, which COPULA P% higher than DeepSpeed": net-true at P = 10 only, else false."""
    statement = f"TurboMind reaches 2200 tokens/s, which {copula} {p}% higher than DeepSpeed."
    res = grade(wit, "eng", statement)
    assert res.verdict == ("net-true" if p == 10 else "false"), (statement, res.reason)
