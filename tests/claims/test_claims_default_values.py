"""A flag's value named as the default (production default_value -- claimcheck/claims/flag_arms.py): "With
`--kv-cache-dtype fp8`, mean TTFT drops 37% (410 -> 260 ms) vs. the default (auto) dtype", "compared with the default
auto dtype", "vs the default (`auto`)". Once a flag has named an arm, the same key's value names the arm that declares
it (bare_values); "the default" before it, a parenthesis around it and the key's noun after it ("dtype", "kv cache
dtype") are one mention of that arm. That the value is the engine's default is not checked (nothing in a witness says
so): the words only name the arm. "the default" alone names no arm ("default" is no baseline phrase: the default
configuration may be the treatment) and stays unread.

Witness by hand (ten requests per arm of 101 output tokens, real_sentences.witness_specs.arm_rows): ``fp8kv``
(kv_cache_dtype fp8) TTFT 260 ms, TPOT 6.4 ms, 4.10 req/s; ``base`` (kv_cache_dtype auto, the baseline) TTFT 410 ms,
TPOT 8.1 ms, 3.55 req/s. TTFT (260 - 410) / 410 = -36.6% ("37%"); TPOT (6.4 - 8.1) / 8.1 = -21.0%.

The parenthesized form names any one arm: "vs the default (chunked prefill off)", "the default
(`--no-enable-chunked-prefill`)". Witness ``chunk``: ``on`` (enable_chunked_prefill true) and ``off`` (false, the
baseline) with the same numbers as ``fp8kv`` and ``base``.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, sealed_fixture, sentence_tests
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

ARMS = [A("fp8kv", thr=4.10, ttft=0.260, tpot=0.0064, tok=101, settings={"kv_cache_dtype": "fp8"}),
        A("base", thr=3.55, ttft=0.410, tpot=0.0081, tok=101, settings={"kv_cache_dtype": "auto"}, role="baseline")]
SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"

wit = sealed_fixture("default-values", ARMS, "kv", engine="vLLM")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


TRUE = [
    "With `--kv-cache-dtype fp8`, mean TTFT drops 37% (410 -> 260 ms) vs. the default (auto) dtype.",
    "With `--kv-cache-dtype fp8`, mean TTFT drops 37% (410 -> 260 ms) vs. the default auto dtype.",
    "`--kv-cache-dtype fp8` cuts mean TTFT by 37% (410 -> 260 ms) compared with the default (`auto`).",
    "With --kv-cache-dtype fp8, mean TPOT is 6.4 ms vs 8.1 ms with the default (auto) KV cache dtype.",
]
TWINS = [
    "With `--kv-cache-dtype fp8`, mean TTFT drops 55% (410 -> 260 ms) vs. the default (auto) dtype.",
    "With `--kv-cache-dtype fp8`, mean TTFT drops 37% (410 -> 390 ms) vs. the default (auto) dtype.",
    "With `--kv-cache-dtype fp8`, mean TTFT rises 37% (410 -> 260 ms) vs. the default (auto) dtype.",
    "With `--kv-cache-dtype auto`, mean TTFT drops 37% (410 -> 260 ms) vs. the default (fp8) dtype.",
    "With `--kv-cache-dtype fp8`, mean TPOT drops 37% (410 -> 260 ms) vs. the default (auto) dtype.",
    "With `--kv-cache-dtype fp8`, mean TTFT does not drop 37% (410 -> 260 ms) vs. the default (auto) dtype.",
    "With --kv-cache-dtype fp8, mean TPOT is 8.1 ms vs 6.4 ms with the default (auto) KV cache dtype.",
    # "the default" alone, or a value no arm declares
    "With `--kv-cache-dtype fp8`, mean TTFT drops 37% (410 -> 260 ms) vs. the default.",
    "With `--kv-cache-dtype fp8`, mean TTFT drops 37% (410 -> 260 ms) vs. the default (fp16) dtype.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)


@pytest.mark.parametrize("s", [
    "With `--kv-cache-dtype fp8`, mean TTFT drops 37% (410 -> 260 ms) vs. the default.",
    "Mean TTFT drops 37% (410 -> 260 ms) vs. the default (auto) dtype.",    # no flag named an arm before it
])
def test_the_default_without_its_value_after_a_flag_stays_unread(wit, s):
    res = grade(wit, s)
    assert res.reading.unread, s
    assert_never_false(res, s)


CHUNK = [A("on", thr=4.10, ttft=0.260, tpot=0.0064, tok=101, settings={"enable_chunked_prefill": True}),
         A("off", thr=3.55, ttft=0.410, tpot=0.0081, tok=101, settings={"enable_chunked_prefill": False}, role="baseline")]

chunk = sealed_fixture("default-arms", CHUNK, "chunk", name="chunk", engine="vLLM")

test_paren_default_true, test_paren_default_twins = sentence_tests([
    "`--enable-chunked-prefill` cuts mean TTFT by 37% vs the default (chunked prefill off).",
    "With `--enable-chunked-prefill`, mean TTFT drops 37% (410 -> 260 ms) vs the default (no chunking).",
    "`--enable-chunked-prefill` cuts mean TTFT by 37% vs the default (`--no-enable-chunked-prefill`).",
], [
    "`--enable-chunked-prefill` cuts mean TTFT by 55% vs the default (chunked prefill off).",
    "`--enable-chunked-prefill` raises mean TTFT by 37% vs the default (chunked prefill off).",
    "`--no-enable-chunked-prefill` cuts mean TTFT by 37% vs the default (chunked prefill on).",
    "`--enable-chunked-prefill` cuts mean TTFT by 37% vs the default (`--enable-chunked-prefill`).",
    "`--enable-chunked-prefill` cuts mean TPOT by 37% vs the default (chunked prefill off).",
], grade, fixture="chunk")
