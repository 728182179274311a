"""The bare "with" after a value and an aside after a bare "without" (production ellipsis_arm,
claimcheck/claims/ellipsis.py; grammar._pair_arm): "Output throughput was 100 tok/s without speculation vs 200 tok/s
with.", "... 100 tok/s without (a 2x speedup)". Before: the bare "with" named nothing (unread), and a parenthesis
after a bare "without" kept it from ending its phrase (the pair unread).

"with" alone names the arm with the treatment only right after a value, at its clause's end, in a statement whose
every arm mention is "without <the treatment>", in a witness of two arms whose declared settings differ in exactly one
key, on in one and off in the other; a parenthesis after a bare "without" / "with it" ends the elided phrase only
where it opens with a factor or a percent. Elsewhere the words stay unread.

Witnesses, worked out by hand (real_sentences.witness_specs rows; vLLM on one H100, Llama-3.1-8B-Instruct, 10
requests per arm, 100 output tokens per request, every request of an arm alike):

* ``spec``: spec (speculative_method eagle, treatment) 2.0 req/s -> 200 output tok/s, TTFT 200 ms, TPOT 18 ms, E2EL
  0.2 + 0.018 * 99 = 1.982 s; plain (speculative_method none, baseline) 1.0 req/s -> 100 output tok/s, TTFT 200 ms,
  TPOT 24 ms, E2EL 0.2 + 0.024 * 99 = 2.576 s. Output throughput spec / plain = 2.0 (+100%).
* ``spec2``: the same numbers, but the arms also differ in quantization (spec fp8, plain bf16): "with" / "without"
  alone cannot say which difference is meant.
* ``apc``: apc_on (prefix_caching true, treatment) TTFT 80 ms, TPOT 10 ms; apc_off (false, baseline) TTFT 250 ms,
  TPOT 10 ms: "the radix cache" (SGLang's prefix cache) names the arms as "prefix caching" does.

"the radix cache" names the prefix-caching arm (vocabulary.PREFIX_CACHING_ON / OFF).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pytest  # noqa: E402

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "


def _spec(extra_on=None, extra_off=None):
    return [A("spec", thr=2.0, ttft=0.2, tpot=0.018, tok=100, prompt=500,
              settings={"speculative_method": "eagle", **(extra_on or {})}, role="treatment"),
            A("plain", thr=1.0, ttft=0.2, tpot=0.024, tok=100, prompt=500,
              settings={"speculative_method": "none", **(extra_off or {})}, role="baseline")]


APC = [A("apc_on", thr=3.2, ttft=0.08, tpot=0.01, tok=100, prompt=1000, settings={"prefix_caching": True},
         role="treatment"),
       A("apc_off", thr=2, ttft=0.25, tpot=0.01, tok=100, prompt=1000, settings={"prefix_caching": False},
         role="baseline")]

wit = sealed_fixture("elided_with", {"spec": _spec(), "apc": APC,
                                     "spec2": _spec({"quantization": "fp8"}, {"quantization": "bf16"})},
                     engine="vLLM")


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    # a bare "with" after the pair's second value
    ("spec", "Output throughput was 100 tok/s without speculation vs 200 tok/s with.", [
        "Output throughput was 150 tok/s without speculation vs 300 tok/s with.",     # x1.5
        "Output throughput was 50 tok/s without speculation vs 100 tok/s with.",      # x0.5
        "Output throughput was 200 tok/s without speculation vs 100 tok/s with.",     # swapped
        "Request throughput was 100 req/s without speculation vs 200 req/s with.",    # another metric
        "Output throughput was 100 tok/s without speculation vs 200 tok/s with on an A100.",
        NEG + "output throughput was 100 tok/s without speculation vs 200 tok/s with."]),
    ("spec", "Output tok/s is ~100 tok/s without spec decode and ~200 tok/s with.", [
        "Output tok/s is ~150 tok/s without spec decode and ~300 tok/s with.",
        "Output tok/s is ~200 tok/s without spec decode and ~100 tok/s with."]),
    ("spec", "Mean TPOT was 24 ms without speculative decoding, 18 ms with.", [
        "Mean TPOT was 36 ms without speculative decoding, 27 ms with.",
        "Mean TPOT was 12 ms without speculative decoding, 9 ms with.",
        "Mean TPOT was 18 ms without speculative decoding, 24 ms with.",
        "Mean TTFT was 24 ms without speculative decoding, 18 ms with."]),
    ("spec", "Mean time per output token: 24 ms without spec decode vs 18 ms with.", [
        "Mean time per output token: 24 ms without spec decode vs 27 ms with."]),
    ("spec", "Mean E2EL is about 2.6 s without speculation and about 2.0 s with.", [
        "Mean E2EL is about 3.9 s without speculation and about 3.0 s with.",
        "Mean E2EL is about 2.0 s without speculation and about 2.6 s with."]),
    # the radix cache (SGLang's prefix cache) names the prefix-caching arms
    ("apc", "Mean TPOT stays at 10 ms with and without the radix cache.", [
        "Mean TPOT stays at 15 ms with and without the radix cache.",
        "Mean TTFT stays at 10 ms with and without the radix cache."]),
    ("apc", "Mean TTFT is 80 ms with the radix cache vs 250 ms without.", [
        "Mean TTFT is 250 ms with the radix cache vs 80 ms without.",
        "Mean TTFT is 120 ms with the radix cache vs 375 ms without."]),
    # an aside after the bare "without" / "with": a factor or a percent in parentheses
    ("spec", "Output throughput was 200 tok/s with speculation vs 100 tok/s without (a 2x speedup).", [
        "Output throughput was 200 tok/s with speculation vs 100 tok/s without (a 3x speedup).",
        "Output throughput was 200 tok/s with speculation vs 100 tok/s without (a 1.5x speedup).",
        "Output throughput was 300 tok/s with speculation vs 150 tok/s without (a 2x speedup)."]),
    ("spec", "Output throughput was 200 tok/s with speculation vs 100 tok/s without (~2x).", [
        "Output throughput was 200 tok/s with speculation vs 100 tok/s without (~3x)."]),
    ("spec", "Output throughput was 200 tok/s with speculation vs 100 tok/s without (+100%).", [
        "Output throughput was 200 tok/s with speculation vs 100 tok/s without (+50%).",
        "Output throughput was 200 tok/s with speculation vs 100 tok/s without (-100%)."]),
    ("spec", "Output throughput was 100 tok/s without speculation vs 200 tok/s with (a 2x speedup).", [
        "Output throughput was 100 tok/s without speculation vs 200 tok/s with (a 3x speedup)."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")

# the arms differ in two settings: "with" / "without" alone may mean either; never net-true, never false
TWO_DIFFERENCES = ["Output throughput was 100 tok/s without speculation vs 200 tok/s with.",
                   "Output throughput was 200 tok/s with speculation vs 100 tok/s without (a 2x speedup)."]


@pytest.mark.parametrize("s", TWO_DIFFERENCES)
def test_two_differences_never_net_true_never_false(wit, s):
    r = grade(wit, "spec2", s)
    assert r.verdict not in ("net-true", "false"), (r.verdict, s)


# honest but unclear: never false (and not read as an arm)
UNCLEAR = ["Output throughput was 200 tok/s with.",                 # no "without" mention: with what?
           "We ran it without speculation and with.",                # no value
           "Output throughput was 200 tok/s with speculation vs 100 tok/s without (see the table).",
           "Output throughput was 100 tok/s with speculation vs 200 tok/s with."]


@pytest.mark.parametrize("s", UNCLEAR)
def test_unclear_never_false(wit, s):
    r = grade(wit, "spec", s)
    assert_never_false(r, s)
    assert r.verdict != "net-true", s
