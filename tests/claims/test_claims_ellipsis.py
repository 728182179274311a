"""Ellipsis and pronouns that refer back to an arm or a metric named earlier in the same statement
(claimcheck/claims/ellipsis.py; productions ellipsis_arm and metric_pronoun):

* "TTFT is 60 ms with EAGLE and 55 ms without", "3.55 req/s without it": a bare "without" / "without it" names the
  other arm when every arm mention is "with <phrase>" naming the arm whose declared setting is on;
* "421 ms without APC and 168 ms with it": "with it" names the arm with the setting on, after "without <phrase>";
* "Without speculative decoding, TPOT is 8 ms; with EAGLE it is 4 ms": "it" + copula + value stands for the one
  metric named before it;
* "With prefix caching, mean TTFT is 168 ms; without, 421 ms": a clause of only an arm and a value has the one metric
  named before it.

Only in a witness of exactly two arms whose declared settings differ in exactly one key, off in one arm and on in the
other; a second metric before the pronoun, a third arm or a second differing setting leaves the words unread.

Witnesses worked out by hand (real_sentences.witness_specs.arm_rows; every request of an arm alike):
``spec``: ``eagle`` (speculative_method eagle, alias EAGLE) TTFT 60 ms, TPOT 4 ms; ``base`` (speculative_method
none) TTFT 55 ms, TPOT 8 ms; 20 sequential requests of 256 output tokens each.
``apc``: ``apc`` (prefix_caching true) mean TTFT 168 ms, 4.10 req/s; ``noapc`` (prefix_caching false) 421 ms,
3.55 req/s. ``conc``: ``c32`` TPOT 27 ms, 8.0 req/s; ``c8`` TPOT 10 ms, 3.0 req/s (2.7x, 2.67x). ``eng``: SGLang
mean TTFT 100 ms, 6.0 req/s; vLLM 200 ms, 4.0 req/s. ``fp8``: ``fp8`` (quantization fp8) 145 tok/s output; ``bf16`` (quantization none) 98 tok/s.
"""

from __future__ import annotations

import pytest

from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, grade_case, witness_for

WITNESSES = {
    "spec": [A("eagle", "EAGLE", ttft=0.06, tpot=0.004, tok=256, n=20, seq=True, role="treatment",
               settings={"speculative_method": "eagle"}),
             A("base", ttft=0.055, tpot=0.008, tok=256, n=20, seq=True, role="baseline",
               settings={"speculative_method": "none"})],
    "apc": [A("apc", ttft=0.168, thr=4.10, role="treatment", settings={"prefix_caching": True}),
            A("noapc", ttft=0.421, thr=3.55, role="baseline", settings={"prefix_caching": False})],
    "fp8": [A("fp8", toks=145, role="treatment", settings={"quantization": "fp8"}),
            A("bf16", toks=98, role="baseline", settings={"quantization": "none"})],
    "conc": [A("c32", tpot=0.027, thr=8.0, settings={"concurrency": 32}),
             A("c8", tpot=0.010, thr=3.0, settings={"concurrency": 8})],
    "eng": [A("sgl", "SGLang", ttft=0.1, thr=6.0), A("vllm", "vLLM", ttft=0.2, thr=4.0)],
    # the arms differ in two settings: "without" names no one of them
    "two_keys": [A("eagle", "EAGLE", ttft=0.06, tpot=0.004, tok=256, n=20, seq=True, role="treatment",
                   settings={"speculative_method": "eagle", "concurrency": 4}),
                 A("base", ttft=0.055, tpot=0.008, tok=256, n=20, seq=True, role="baseline",
                   settings={"speculative_method": "none", "concurrency": 1})],
    # a third arm: "without" names no one arm
    "three": [A("eagle", "EAGLE", ttft=0.06, tpot=0.004, tok=256, n=20, seq=True, role="treatment",
                settings={"speculative_method": "eagle"}),
              A("base", ttft=0.055, tpot=0.008, tok=256, n=20, seq=True, role="baseline",
                settings={"speculative_method": "none"}),
              A("ngram", "n-gram", ttft=0.055, tpot=0.006, tok=256, n=20, seq=True,
                settings={"speculative_method": "ngram"})],
}


@pytest.fixture(scope="module")
def wits(tmp_path_factory):
    out = {}
    for name, arms in WITNESSES.items():
        spec = Spec(name, arms, key="")
        out[name] = (spec, {name: str(seal(tmp_path_factory.mktemp(name) / "w", *witness_for(spec)))})
    return out


def verdict(wits, name: str, s: str) -> str:
    spec, w = wits[name]
    return grade_case(spec, s, w).verdict


TRUE = [
    ("spec", "TTFT is 60 ms with EAGLE and 55 ms without."),
    ("spec", "Mean TPOT: 4 ms with EAGLE, 8 ms without."),
    ("spec", "TPOT is 4 ms with EAGLE, 8 ms without it."),
    ("spec", "Without speculative decoding, mean TPOT is 8 ms; with EAGLE it is 4 ms."),
    ("spec", "Mean TPOT was 8 ms without speculative decoding and 4 ms with it."),
    ("spec", "With EAGLE, mean TPOT is 4 ms; without it, it is 8 ms."),
    ("spec", "Median TTFT was 55 ms without speculative decoding; with EAGLE it was 60 ms."),
    ("spec", "Without speculative decoding, TPOT is about 8 ms; with EAGLE it is roughly 4 ms."),
    ("apc", "Mean TTFT was 421 ms without APC and 168 ms with it."),
    ("apc", "Throughput is 4.10 req/s with APC and 3.55 req/s without."),
    ("apc", "With prefix caching enabled, mean TTFT is 168 ms; without it, it is 421 ms."),
    ("apc", "Mean TTFT is 168 ms with prefix caching, 421 ms without."),
    ("apc", "vLLM serves 4.10 req/s with APC and 3.55 req/s without it."),
    ("apc", "Without automatic prefix caching, mean TTFT was 421 ms; with it, it was 168 ms."),
    ("fp8", "Output throughput is 145 tok/s with FP8 and 98 tok/s without."),
    ("fp8", "Output token throughput reaches 145 tok/s with FP8 quantization and 98 tok/s without it."),
    ("spec", "Mean TPOT is 4 ms using EAGLE and 8 ms without it."),
    ("apc", "Using prefix caching, mean TTFT is 168 ms; without it, it is 421 ms."),
    # a pair joined by "versus", the second value's arm by ellipsis (and its unit the first value's)
    ("spec", "TTFT is 60 ms with EAGLE versus 55 ms without."),
    ("spec", "TTFT is 60 ms with EAGLE vs. 55 ms without it."),
    ("spec", "TPOT is 4 ms with EAGLE versus 8 ms without speculative decoding."),
    ("apc", "vLLM serves 4.10 req/s with APC versus 3.55 without it."),
    ("apc", "Mean TTFT is 168 ms with prefix caching versus 421 without."),
    # the second value of a pair of two arms with no unit and no arm: the other arm's, in the first one's unit
    # (production pair_unit_carried; the same sentence with "421 ms" was already net-true)
    ("apc", "Mean TTFT is 168 ms with prefix caching versus 421."),
    ("conc", "Throughput is 8.0 req/s at c32 versus 3.0 at c8."),
    # a gapped clause: an arm and a value, the metric the previous clause's
    ("apc", "With prefix caching, mean TTFT is 168 ms; without prefix caching, 421 ms."),
    ("apc", "With prefix caching, mean TTFT is 168 ms; without, 421 ms."),
    ("apc", "With prefix caching: 168 ms TTFT; without: 421 ms."),
    ("apc", "With prefix caching, mean TTFT is 168 ms, while without it, 421 ms."),
    ("apc", "Mean TTFT with prefix caching is 168 ms. Without: 421 ms."),
    ("spec", "with EAGLE: 4 ms TPOT; without: 8 ms."),
    ("spec", "With EAGLE, p99 TPOT is 4 ms; without speculative decoding, about 8 ms."),
    ("eng", "On SGLang, mean TTFT is 100 ms; on vLLM, 200 ms."),
    # "that" / "that of" after a ratio, with the other arm by ellipsis
    ("spec", "Mean TPOT with EAGLE is half that without."),
    ("spec", "Mean TPOT is 4 ms with EAGLE, half that without it."),
    ("spec", "Mean TPOT with EAGLE is 0.5x that without speculative decoding."),
    ("apc", "Mean TTFT with prefix caching is 40% of that without."),
    ("apc", "Throughput with APC is 1.15x that without it."),
    ("conc", "TPOT at c32 is 2.7x that at c8."),
    ("conc", "Output throughput at concurrency 32 is 2.67 times that of c8."),
    ("eng", "SGLang's mean TTFT is half that of vLLM."),
    ("eng", "The throughput of SGLang is 1.5x that of vLLM."),
]


@pytest.mark.parametrize("name,s", TRUE)
def test_true_sentences_are_net_true(wits, name, s):
    assert verdict(wits, name, s) == "net-true"


TWINS = [
    ("spec", "TTFT is 55 ms with EAGLE and 60 ms without."),                       # values swapped
    ("spec", "TPOT is 8 ms with EAGLE, 4 ms without it."),                          # values swapped
    ("spec", "TPOT is 6 ms with EAGLE, 8 ms without it."),                          # scaled x1.5
    ("spec", "TPOT is 4 ms with EAGLE, 16 ms without it."),                         # scaled x2
    ("spec", "TPOT is not 4 ms with EAGLE and 8 ms without."),                      # negated
    ("spec", "Without speculative decoding, mean TPOT is 4 ms; with EAGLE it is 8 ms."),   # swapped
    ("spec", "Without speculative decoding, mean TPOT is 8 ms; with EAGLE it is 6 ms."),   # scaled
    ("spec", "Without speculative decoding, mean TPOT is 8 ms; with EAGLE it is not 4 ms."),  # negated
    ("spec", "Without speculative decoding, TTFT is 55 ms and TPOT is 8 ms; with EAGLE it is 4 ms."),  # two metrics
    ("spec", "Mean TPOT was 4 ms without speculative decoding and 8 ms with it."),  # swapped
    ("spec", "Mean TPOT was 8 ms with speculative decoding and 4 ms with it."),     # "it" = the same arm
    ("spec", "Mean TPOT was 8 ms without speculative decoding and 4 ms without it."),
    ("spec", "TPOT is 4 ms with EAGLE and 8 ms not without it."),
    ("apc", "Mean TTFT was 168 ms without APC and 421 ms with it."),                # swapped
    ("apc", "Mean TTFT was 421 ms without APC and 252 ms with it."),                # scaled x1.5
    ("apc", "Throughput is 3.55 req/s with APC and 4.10 req/s without."),           # swapped
    ("apc", "Throughput is 4.10 req/s without APC and 3.55 req/s without."),        # no "with" mention
    ("fp8", "Output throughput is 98 tok/s with FP8 and 145 tok/s without."),       # swapped
    ("spec", "TTFT is 55 ms with EAGLE versus 60 ms without."),                     # swapped
    ("spec", "Mean TPOT is 8 ms using EAGLE and 4 ms without it."),                 # swapped
    ("spec", "Mean TPOT is 4 ms without EAGLE and 8 ms without it."),               # no "with" / "using" mention
    ("spec", "TTFT is 60 ms with EAGLE versus 82 ms without."),                     # scaled x1.5
    ("spec", "TTFT is not 60 ms with EAGLE versus 55 ms without."),                 # negated
    ("apc", "vLLM serves 3.55 req/s with APC versus 4.10 without it."),             # swapped
    ("apc", "vLLM serves 4.10 req/s with APC versus 5.3 without it."),              # scaled x1.5
    ("apc", "Mean TTFT is 168 ms with prefix caching versus 630."),                 # scaled x1.5, no unit on it
    ("conc", "Throughput is 3.0 req/s at c32 versus 8.0 at c8."),                   # swapped
    ("apc", "With prefix caching, mean TTFT is 421 ms; without, 168 ms."),          # swapped
    ("apc", "With prefix caching, mean TTFT is 168 ms; without, 630 ms."),          # scaled x1.5
    ("apc", "With prefix caching, mean TTFT is 168 ms; without, not 421 ms."),      # negated
    ("apc", "With prefix caching, mean TTFT is 168 ms and throughput 4.10 req/s; without, 421 ms."),  # two metrics
    ("spec", "With EAGLE, TTFT is 60 ms and TPOT 4 ms; without, 8 ms."),            # two metrics
    ("eng", "On SGLang, mean TTFT is 200 ms; on vLLM, 100 ms."),                    # swapped
    ("spec", "Mean TPOT with EAGLE is twice that without."),                        # scaled x4
    ("spec", "Mean TPOT with EAGLE is 0.75x that without it."),                     # scaled x1.5
    ("spec", "Mean TPOT with EAGLE is not half that without."),                     # negated
    ("spec", "Mean TPOT without EAGLE is half that without."),                      # no "with" mention
    ("apc", "Mean TTFT with prefix caching is 60% of that without."),               # scaled x1.5
    ("apc", "Throughput with APC is 0.87x that without it."),                       # flipped
    ("conc", "TPOT at c8 is 2.7x that at c32."),                                    # arms swapped
    ("conc", "TPOT at c32 is 4x that at c8."),                                      # scaled x1.5
    ("eng", "vLLM's mean TTFT is half that of SGLang."),                            # arms swapped
    ("eng", "SGLang's mean TTFT is not half that of vLLM."),                        # negated
    ("two_keys", "TPOT is 4 ms with EAGLE, 8 ms without it."),                      # two settings differ
    ("two_keys", "Mean TPOT with EAGLE is half that without."),
    ("two_keys", "Mean TPOT was 8 ms without speculative decoding and 4 ms with it."),
    ("three", "TPOT is 4 ms with EAGLE, 8 ms without it."),                         # a third arm
    ("three", "Mean TPOT was 8 ms without speculative decoding and 4 ms with it."),
]


@pytest.mark.parametrize("name,s", TWINS)
def test_twins_are_never_net_true(wits, name, s):
    assert verdict(wits, name, s) != "net-true"


@pytest.mark.parametrize("name,s", [
    ("spec", "TPOT is 8 ms with EAGLE, 4 ms without it."),
    ("spec", "Without speculative decoding, mean TPOT is 4 ms; with EAGLE it is 8 ms."),
    ("apc", "Mean TTFT was 168 ms without APC and 421 ms with it."),
    ("fp8", "Output throughput is 98 tok/s with FP8 and 145 tok/s without."),
    ("spec", "Mean TPOT with EAGLE is twice that without."),
    ("apc", "Throughput with APC is 0.87x that without it."),
    ("spec", "TTFT is 55 ms with EAGLE versus 60 ms without."),
    ("apc", "vLLM serves 3.55 req/s with APC versus 4.10 without it."),
    ("apc", "With prefix caching, mean TTFT is 421 ms; without, 168 ms."),
])
def test_contradicted_sentences_are_false(wits, name, s):
    assert verdict(wits, name, s) == "false"


@pytest.mark.parametrize("name,s", [
    ("two_keys", "TPOT is 4 ms with EAGLE, 8 ms without it."),
    ("three", "TPOT is 4 ms with EAGLE, 8 ms without it."),
    ("three", "Mean TPOT was 8 ms without speculative decoding and 4 ms with it."),
    ("spec", "Without speculative decoding, TTFT is 55 ms and TPOT is 8 ms; with EAGLE it is 4 ms."),
    ("spec", "Without speculative decoding the run completed without errors; TPOT is 4 ms with EAGLE."),
    ("spec", "With EAGLE, TTFT is 60 ms and TPOT 4 ms; without, 8 ms."),
])
def test_unresolved_references_are_never_false(wits, name, s):
    """An ellipsis or pronoun whose referent is not unique is left unread: never an accusation."""
    assert verdict(wits, name, s) != "false"
