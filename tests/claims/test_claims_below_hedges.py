"""'nearly' / 'almost' (tolerance.BELOW_HEDGES): a bit short of the number. The band reaches 10% below the number and
only its own rounding above it; above that and within the symmetric hedge band, not shown either way (never false);
beyond, contradicted.

Found by the corpus helper (real-sentence rows rs525, rs526, rs478, hand variants): "Generation speed: nearly 85
tokens per second" of a 93 tok/s witness graded net-true (the band was +-10%, symmetric like "about").

Witness by hand (Llama-3.1-8B-Instruct on one H100, 10 requests per arm of 100 output tokens): SGLang 930 output tok/s,
TTFT 100 ms; vLLM 465 output tok/s (SGLang exactly 2.0x), TTFT 200 ms.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

ARMS = [A("sglang", "SGLang", toks=930, ttft=0.1, tok=100, settings={"engine": "SGLang"}, role="treatment"),
        A("vllm", "vLLM", toks=465, ttft=0.2, tok=100, settings={"engine": "vLLM"}, role="baseline")]
wit = sealed_fixture("below-hedges", ARMS, "eng", engine=None)
SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"


@pytest.mark.parametrize("s", [
    "SGLang reaches nearly 950 output tok/s.", "SGLang reaches almost 1,000 output tok/s.",
    "SGLang reaches nearly 1000 output tok/s.", "SGLang reaches almost 930 output tok/s.",
    "vLLM's mean TTFT is nearly 210 ms.", "SGLang is almost 2.1x faster than vLLM on output tok/s.",
])
def test_a_number_a_bit_above_the_value_reads(s, wit):
    assert_read_net_true(grade_statement(s, wit, SCOPE))


@pytest.mark.parametrize("s", [
    # the value is ABOVE the number: not "nearly" it (net-true before, within +-10%)
    "SGLang reaches nearly 850 output tok/s.", "SGLang reaches almost 880 output tok/s.",
    "SGLang reaches nearly 900 output tok/s.", "vLLM's mean TTFT is nearly 190 ms.",
    "SGLang is almost 1.9x faster than vLLM on output tok/s.", "vLLM reaches nearly 430 output tok/s.",
])
def test_a_number_below_the_value_is_never_net_true(s, wit):
    assert_never_net_true(grade_statement(s, wit, SCOPE), s)


@pytest.mark.parametrize("s", [
    # within the old symmetric band: not shown either way, never an accusation
    "SGLang reaches nearly 900 output tok/s.", "SGLang reaches almost 880 output tok/s.",
    "vLLM's mean TTFT is nearly 190 ms.",
])
def test_within_the_symmetric_band_is_never_false(s, wit):
    assert_never_false(grade_statement(s, wit, SCOPE), s)


@pytest.mark.parametrize("s", ["SGLang reaches nearly 700 output tok/s.", "SGLang reaches almost 1,200 output tok/s."])
def test_far_off_is_false(s, wit):
    res = grade_statement(s, wit, SCOPE)
    assert res.verdict == "false", (s, res.verdict, res.reason)
