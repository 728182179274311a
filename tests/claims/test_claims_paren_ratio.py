"""A percent change restated as a factor in parentheses (production paren_ratio, claimcheck/claims/paren_ratio.py):
"FP8 delivers a 60.3% (about 1.6x) increase in token generation throughput over the BF16 baseline" -- a public
write-up's sentence (http://www.mynw.cn/news/439883.html: 7,437 -> 11,921 tok/s on one H100). The parenthesis is taken
out only where the factor is one the percent makes under the noun's direction (up: 1 + P/100; down: 1 / (1 - P/100)
or 1 - P/100); otherwise it stays unread.

Witness (real_sentences.witness_specs.arm_rows; worked out by hand): fp8 (treatment) 11,921 output tok/s, TTFT 0.24 s;
bf16 (baseline) 7,437 output tok/s, TTFT 0.6 s. 11921 / 7437 = 1.6029 (+60.3%); TTFT 0.24 / 0.6 = 0.4 (-60%, 2.5x
lower).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, sentence_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, vLLM, 200 requests per arm"
NEG = "It is not true that "
KW = dict(tok=200, prompt=500, n=200, workers=64)

wit = sealed_fixture("paren_ratio", [
    A("fp8", "FP8", toks=11921, ttft=0.24, settings={"quantization": "fp8"}, role="treatment", **KW),
    A("bf16", "BF16", toks=7437, ttft=0.6, settings={"quantization": "bf16"}, role="baseline", **KW)], "toks")


def grade(wit, statement: str):
    return grade_statement(statement, wit, SCOPE)


TRUE = [
    "FP8 delivers a 60.3% (about 1.6x) increase in token generation throughput over the BF16 baseline.",
    "FP8 delivers a 60.3% (1.6x) increase in output throughput over BF16.",
    "FP8 delivers a 60% (~1.6x) increase in output throughput over BF16.",
    "FP8 delivers a 60.3% (about 1.6x) increase in output throughput over the BF16 baseline, from 7,437 tok/s to "
    "11,921 tok/s.",
    "FP8 gives a 60% (2.5x) reduction in mean TTFT compared with BF16.",
    "FP8 gives a 60% (0.4x) reduction in mean TTFT compared with BF16.",
]

TWINS = [
    "FP8 delivers a 60.3% (about 2.6x) increase in output throughput over BF16.",      # a factor the percent does not make
    "FP8 delivers a 60.3% (1.2x) increase in output throughput over BF16.",
    "FP8 delivers a 90.4% (1.9x) increase in output throughput over BF16.",            # x1.5, consistent in itself
    "FP8 delivers a 30.1% (1.3x) increase in output throughput over BF16.",            # x0.5
    "BF16 delivers a 60.3% (1.6x) increase in output throughput over FP8.",            # arms swapped
    "FP8 delivers a 60.3% (1.6x) reduction in output throughput over BF16.",           # direction flipped
    NEG + "FP8 delivers a 60.3% (1.6x) increase in output throughput over BF16.",
    "FP8 delivers a 60.3% (1.6x faster) increase in output throughput over BF16.",     # more in the parenthesis
    "FP8 delivers a 60.3% (1.6x) improvement in output throughput over BF16.",         # better / worse: not read
    "FP8 delivers a 60.3% (1.6x) increase in mean TTFT over BF16.",                    # another metric
    "FP8 gives a 60% (1.6x) reduction in mean TTFT compared with BF16.",               # 1.6x is no 60% cut
    "FP8 gives a 90% (10x) reduction in mean TTFT compared with BF16.",
    "FP8 gives a 60% (2.5x) increase in mean TTFT compared with BF16.",
    "On an A100, FP8 delivers a 60.3% (1.6x) increase in output throughput over BF16.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)


@pytest.mark.parametrize("statement", [
    "FP8 delivers a 60.3% (1.6x) improvement in output throughput over BF16.",
    "FP8 delivers a 60.3% (about 2.6x) increase in output throughput over BF16.",
    "FP8 gives a 60% (1.6x) reduction in mean TTFT compared with BF16.",
])
def test_a_factor_not_read_is_never_false(wit, statement):
    """A parenthesis that does not restate its percent stays unread: not-yet, never an accusation."""
    assert_never_false(grade(wit, statement), statement)
