"""One value said of both arms (productions both_states, quantified_arms' time nouns, unchanged_value's colon --
claimcheck/claims/state_arms.py, grammar.quantified_phrases, claimcheck/claims/unchanged.py; docs/claim-check.md,
"Three arms or more" and "What is read"): "TTFT stays at 200 ms with or without spec decode", "200ms with and without
spec decode", "with APC on and off", "200 ms for both vLLM and SGLang", "Mean TTFT did not move: 400 ms mean in both builds", "Both weeks: 10/10
completed", "in both builds". Each is read as "in both arms": the value must hold in every arm (one arm
contradicting it is false); with three arms "both" and "with and without X" stay unread (which two?).

Before: "Mean TTFT is 250 ms with and without prefix caching" was read as the arm without prefix caching alone (the
"with" and the "and" inert), so a value only that arm has graded net-true; "with or without", "X on and off",
"did not move", "in both builds", "both weeks" were unread.

Witnesses, worked out by hand (vLLM on one H100, Llama-3.1-8B-Instruct, 10 requests per arm, 100 output tokens per
request; real_sentences.witness_specs: nine requests at one TTFT and one slower, so the mean and numpy's p99 are the
two numbers of ``ttft_mp``):

* ``spec``: spec (speculative_method ngram, treatment) and plain (speculative_method none, baseline), each 2.0 req/s
  (wall 5 s), so 200 output tok/s in both; TTFT mean 200 ms, p99 500 ms in both (nine at 162.96 ms, one at
  533.33 ms: median 163 ms); TPOT 20 ms (spec) vs 32 ms (plain), so mean E2EL 0.2 + 0.02 * 99 = 2.18 s vs
  0.2 + 0.032 * 99 = 3.368 s.
* ``apc``: apc_on (prefix_caching true, treatment) 3.2 req/s, TTFT 80 ms, TPOT 10 ms; apc_off (prefix_caching false,
  baseline) 2.0 req/s, TTFT 250 ms, TPOT 10 ms (unaffected.py's witness).
* ``builds``: main (baseline) and candidate (treatment), no other declared difference (a before / after of one
  change): 2.5 vs 2.3 req/s (-8%), TTFT mean 400 ms / p99 900 ms in both (nine at 345.05 ms, one at 955.56 ms), TPOT
  20 ms in both, 10 of 10 completed in both.
* ``eng``: sglang (engine SGLang, treatment) 2.5 req/s and vllm (engine vLLM, baseline) 2.0 req/s, TTFT mean 200 ms /
  p99 500 ms and TPOT 20 ms in both.
* ``eagle``: eagle3 (alias EAGLE-3, treatment) 2.5 req/s, TPOT 20 ms; base (baseline) 2.0 req/s, TPOT 30 ms; TTFT
  200 ms in both (every request alike); the two declare nothing else.
* ``three``: bf16 (baseline), fp8, awq (quantization), TTFT 200 ms and TPOT 30 ms in all three.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "

SPEC = [A("spec", thr=2.0, ttft_mp=(0.2, 0.5), tpot=0.02, tok=100, prompt=500, settings={"speculative_method": "ngram"},
          role="treatment"),
        A("plain", thr=2.0, ttft_mp=(0.2, 0.5), tpot=0.032, tok=100, prompt=500,
          settings={"speculative_method": "none"}, role="baseline")]
APC = [A("apc_on", thr=3.2, ttft=0.08, tpot=0.01, tok=100, prompt=1000, settings={"prefix_caching": True},
         role="treatment"),
       A("apc_off", thr=2, ttft=0.25, tpot=0.01, tok=100, prompt=1000, settings={"prefix_caching": False},
         role="baseline")]
# two builds: their declared commits differ (roles alone order no builds: claimcheck/claims/revisions.time_order)
BUILDS = [A("main", thr=2.5, ttft_mp=(0.4, 0.9), tpot=0.02, tok=100, prompt=500, role="baseline",
            settings={"commit": "abc1234"}),
          A("candidate", thr=2.3, ttft_mp=(0.4, 0.9), tpot=0.02, tok=100, prompt=500, role="treatment",
            settings={"commit": "def5678"})]
ENG = [A("sglang", thr=2.5, ttft_mp=(0.2, 0.5), tpot=0.02, tok=100, prompt=500, settings={"engine": "SGLang"},
         role="treatment"),
       A("vllm", thr=2.0, ttft_mp=(0.2, 0.5), tpot=0.02, tok=100, prompt=500, settings={"engine": "vLLM"},
         role="baseline")]
EAGLE = [A("eagle3", "EAGLE-3", thr=2.5, ttft=0.2, tpot=0.02, tok=100, prompt=500, role="treatment"),
         A("base", thr=2.0, ttft=0.2, tpot=0.03, tok=100, prompt=500, role="baseline")]
THREE = [A("bf16", thr=2.0, ttft=0.2, tpot=0.03, tok=100, prompt=500, settings={"quantization": "bf16"},
           role="baseline"),
         A("fp8", thr=2.5, ttft=0.2, tpot=0.03, tok=100, prompt=500, settings={"quantization": "fp8"}),
         A("awq", thr=3.0, ttft=0.2, tpot=0.03, tok=100, prompt=500, settings={"quantization": "awq"})]

wit = sealed_fixture("both_arms", {"spec": SPEC, "apc": APC, "builds": BUILDS, "eng": ENG, "eagle": EAGLE, "three": THREE}, engine="vLLM")


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


# (witness, true statement, twins): the twins cross the value (x1.5, x0.5), the statistic, the metric, a value only
# one arm has, and a negation
FRAMES = [
    # with or without: TTFT is the same in both arms, TPOT is not
    ("spec", "Mean TTFT is 200 ms with or without spec decode.",
     ["Mean TTFT is 300 ms with or without spec decode.", "Mean TTFT is 100 ms with or without spec decode.",
      "Mean TTFT is 500 ms with or without spec decode.",           # the p99 said as the mean
      "Mean TPOT is 200 ms with or without spec decode.",           # another metric
      "Mean TPOT is 20 ms with or without spec decode.",            # only the speculative arm's
      "Mean TPOT is 32 ms with or without spec decode.",            # only the plain arm's
      NEG + "mean TTFT is 200 ms with or without spec decode."]),
    ("spec", "Mean TTFT stays at 200 ms with or without speculative decoding.",
     ["TTFT stays at 500 ms with or without speculative decoding.",  # per request, no statistic: every one
      "TTFT stays at 200 ms with or without speculative decoding.",  # the median is 163 ms: not under every one
      "TPOT stays at 20 ms with or without speculative decoding."]),
    ("apc", "TPOT stays at 10 ms with or without prefix caching.",   # every request alike: every statistic
     ["TTFT stays at 80 ms with or without prefix caching.", "TPOT stays at 10 s with or without prefix caching."]),
    ("spec", "p99 TTFT is 500 ms with and without spec decode.",
     ["p99 TTFT is 200 ms with and without spec decode.", "Median TTFT is 500 ms with and without spec decode.",
      "p99 TTFT is 750 ms with and without spec decode.", "p99 E2EL is 500 ms with and without spec decode."]),
    ("spec", "TTFT p99 stays at 500 ms with and without speculative decoding.",
     ["TTFT p99 stays at 250 ms with and without speculative decoding."]),
    ("spec", "The mean time to first token is about 210 ms with or without spec decoding.",
     ["The mean time to first token is about 300 ms with or without spec decoding.",
      "The mean time per output token is about 21 ms with or without spec decoding."]),
    ("spec", "Mean time-to-first-token is ~200ms with and without spec decode.",
     ["Mean time-to-first-token is ~100ms with and without spec decode."]),
    ("spec", "Request throughput is 2.0 req/s with or without spec decode.",
     ["Request throughput is 3.0 req/s with or without spec decode.",
      "Output throughput is 2.0 tok/s with or without spec decode."]),
    ("spec", "Output token throughput is 200 tok/s with and without speculative decoding.",
     ["Output token throughput is 100 tok/s with and without speculative decoding.",
      "Total token throughput is 200 tok/s with and without speculative decoding."]),
    ("spec", "Mean TTFT is 200 ms with speculative decoding on and off.",
     ["Mean TPOT is 32 ms with speculative decoding on and off.",
      "Mean TTFT is 300 ms with speculative decoding on and off."]),
    # the on phrase first, then the bare "without"; on / off, enabled / disabled
    ("apc", "TPOT is 10 ms with prefix caching and without.",
     ["TTFT is 80 ms with prefix caching and without.", "TTFT is 250 ms with prefix caching and without.",
      "TPOT is 15 ms with prefix caching and without."]),
    ("apc", "Mean TPOT is 10 ms with APC on and off.",
     ["Mean TTFT is 250 ms with APC on and off.", "Mean TPOT is 5 ms with APC on and off."]),
    ("apc", "Mean TPOT is 10 ms with prefix caching enabled or disabled.",
     ["Mean TTFT is 80 ms with prefix caching enabled or disabled."]),
    ("apc", "Mean TPOT is 10 ms with and without prefix caching.",
     ["Mean TTFT is 250 ms with and without prefix caching.",        # was net-true: the arm without alone
      "Mean TTFT is 80 ms with and without prefix caching.",
      "Request throughput is 2 req/s with and without APC."]),
    # build nouns, a time order the witness declares (roles, nothing else differing)
    ("builds", "Mean TTFT is 400 ms in both builds.",
     ["Mean TTFT is 900 ms in both builds.", "Mean TTFT is 600 ms in both builds.",
      "Request throughput is 2.5 req/s in both builds.", "Request throughput is 2.3 req/s in both builds."]),
    ("builds", "Both weeks: 10/10 completed.", ["Both weeks: 9/10 completed.", "Both weeks: 20/20 completed."]),
    ("builds", "All 10 requests completed in both builds.", ["All 20 requests completed in both builds."]),
    ("builds", "Mean TPOT stays at 20 ms across both builds.",
     ["Mean TPOT stays at 30 ms across both builds.", "Mean TTFT stays at 20 ms across both builds."]),
    ("builds", "p99 TTFT is 900 ms on either build.", ["Mean TTFT is 900 ms on either build."]),
    # a metric that did not move, and its value after a colon
    ("builds", "Mean TTFT did not move: 400 ms mean in both builds.",
     ["Mean TTFT did not move: 600 ms mean in both builds.", "Mean TTFT did not move: 900 ms mean in both builds.",
      "Request throughput did not move: 2.5 req/s in both builds.",
      NEG + "mean TTFT did not move: 400 ms mean in both builds."]),
    ("builds", "TTFT did not move: p99 900 ms on both.",
     ["TTFT did not move: p99 400 ms on both.", "TTFT did not move: mean 900 ms on both."]),
    ("builds", "Time to first token is unchanged: ~410 ms mean on both builds.",
     ["Time to first token is unchanged: ~620 ms mean on both builds."]),
    ("builds", "TPOT didn't budge: 20 ms in both builds.",
     ["TPOT didn't budge: 10 ms in both builds.", "Throughput didn't budge."]),
    # both arms named, after a preposition and "both"; an engine noun
    ("eng", "Mean TTFT is 200 ms for both vLLM and SGLang.",
     ["Mean TTFT is 300 ms for both vLLM and SGLang.", "Mean TTFT is 500 ms for both vLLM and SGLang.",
      "Request throughput is 2.5 req/s for both vLLM and SGLang.", "Mean TPOT is 200 ms for both vLLM and SGLang.",
      NEG + "mean TTFT is 200 ms for both vLLM and SGLang."]),
    ("eng", "The p99 of TTFT is ~500 ms on both SGLang and vLLM.",
     ["The p99 of TTFT is ~200 ms on both SGLang and vLLM.", "The p99 of TTFT is ~750 ms on both SGLang and vLLM."]),
    ("eng", "Mean TPOT is 20 ms on either engine.",
     ["Mean TPOT is 30 ms on either engine.", "Request throughput is 2.0 req/s on either engine."]),
    # a treatment / baseline pair with nothing else declared: "without" is the baseline (production ellipsis_arm)
    ("eagle", "Mean TTFT is 200 ms with and without EAGLE-3.",
     ["Mean TPOT is 30 ms with and without EAGLE-3.", "Mean TPOT is 20 ms with and without EAGLE-3.",
      "Mean TTFT is 100 ms with and without EAGLE-3."]),
    ("eagle", "Mean TTFT is 200 ms with EAGLE-3 and without.",
     ["Mean TPOT is 20 ms with EAGLE-3 and without.", "Mean TTFT is 300 ms with EAGLE-3 and without."]),
    # three arms: "all three" is every arm
    ("three", "Mean TTFT is 200 ms in all three configurations.",
     ["Mean TTFT is 300 ms in all three configurations.", "Request throughput is 2.5 req/s in all three configurations."]),
]


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=[f"{n}:{t[:50]}" for n, t, _ in FRAMES])
def test_true_statement_is_read_completely_and_net_true(wit, name, true, twins):
    assert_read_net_true(grade(wit, name, true))


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=[f"{n}:{t[:50]}" for n, t, _ in FRAMES])
def test_twins_are_never_net_true(wit, name, true, twins):
    for twin in twins:
        assert_never_net_true(grade(wit, name, twin), twin)


#: a value one arm has, said of both arms in a clause read completely: false
FALSE = [
    ("spec", "Mean TPOT is 20 ms with or without spec decode."),
    ("spec", "Mean TTFT is 500 ms with and without spec decode."),
    ("apc", "Mean TTFT is 250 ms with and without prefix caching."),
    ("apc", "Mean TTFT is 80 ms with APC on and off."),
    ("builds", "Request throughput is 2.5 req/s in both builds."),
    ("builds", "Mean TTFT did not move: 600 ms mean in both builds."),
    ("eng", "Request throughput is 2.5 req/s for both vLLM and SGLang."),
]


@pytest.mark.parametrize("name,s", FALSE)
def test_a_value_one_arm_lacks_is_false(wit, name, s):
    r = grade(wit, name, s)
    assert r.verdict == "false", (s, r.verdict, r.reason)


#: "both" of three arms, "with and without" of three arms, a build noun of arms that are no builds, words after the
#: frame: never read as every arm, never false
UNREAD = [
    ("three", "Mean TTFT is 200 ms in both configurations."),
    ("three", "Mean TTFT is 200 ms on both."),
    ("three", "Mean TTFT is 300 ms in both builds."),
    ("three", "Mean TTFT is 300 ms with and without FP8."),
    ("three", "Mean TTFT is 300 ms for both BF16 and FP8."),
    ("apc", "Mean TTFT is 250 ms in both builds."),
    ("apc", "Both weeks: 10/10 completed."),
    ("builds", "Mean TTFT did not move: 400 ms p99 in both builds."),
    ("builds", "TTFT did not move: 600 ms mean in both builds, at low load."),
]


@pytest.mark.parametrize("name,s", UNREAD)
def test_unclear_both_is_never_net_true_nor_false(wit, name, s):
    r = grade(wit, name, s)
    assert r.verdict not in ("net-true", "false"), (s, r.verdict, r.reason)


def test_three_arms_with_and_without_leaves_the_joiner_unread():
    # a witness of three arms, two with prefix caching: "with and without prefix caching" is not the arm without
    # it alone (the "and" is unread), so a value only that arm has is not net-true
    from claimcheck.claims.grammar import read_full

    arms = {"apc_fp8": [], "apc_bf16": [], "off": []}
    st = {"apc_fp8": {"prefix_caching": True, "quantization": "fp8", "role": "treatment"},
          "apc_bf16": {"prefix_caching": True, "quantization": "bf16", "role": "treatment"},
          "off": {"prefix_caching": False, "quantization": "bf16", "role": "baseline"}}
    res = read_full("Mean TTFT is 250 ms with and without prefix caching.", "", arms, arm_settings=st)
    assert any(u.text == "and" for u in res.reading.unread), res.reading.unread
