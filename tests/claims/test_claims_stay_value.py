"""A value said to stay (production stay_value, claimcheck/claims/unchanged.py stay_values): "TPOT stays at 20 ms with
APC" says the arm without APC ran at 20 ms too. Before, "stays" / "remains" were only inert copulas
(vocabulary.INERT_WORDS), so the sentence was graded on APC's value alone and net-true where the arm without APC ran
at 15 ms (a known safety hole). Now each value of the one arm named is read of every other arm too, a contradiction
of that copy held back (not-yet, never false: which reference the author meant is not said); values naming two arms
at different values ("stays at 20 ms with APC and 15 ms without") are not graded.

Witnesses, worked out by hand (real_sentences.witness_specs rows, every request of an arm alike, 10 requests per arm,
100 output tokens):
* ``moved`` -- apc (treatment; enable_prefix_caching true; aliases "APC", "prefix caching") TTFT 100 ms, TPOT 20 ms;
  noapc (baseline; false; "no APC", "without APC") TTFT 300 ms, TPOT 15 ms: TPOT moved 15 -> 20 ms.
* ``held`` -- the same, noapc's TPOT 20 ms too: TPOT stayed at 20 ms (TTFT still 300 -> 100 ms).
* ``pr_moved`` / ``pr_held`` -- main (baseline) / pr-1234 (treatment), no settings: median ITL = TPOT 9 ms on
  pr-1234, 12 ms (moved) or 9 ms (held) on main; output throughput 500 tok/s on pr-1234, 400 (moved) / 500 (held) on
  main (thr = toks / 100 output tokens).
* ``onoff_moved`` / ``onoff_held`` -- candidate (treatment; "chunked_prefill": "on") / baseline ("off"): p99 TTFT
  (every request alike: p99 = mean) 380 ms on candidate, 250 ms (moved) / 380 ms (held) on baseline.
* ``quant_moved`` / ``quant_held`` -- w8a8 (treatment; quantization "w8a8") / fp16 (baseline; quantization null):
  TPOT 30 ms on w8a8; 40 ms (moved) / 30 ms (held) on fp16.
* ``three_moved`` / ``three_held`` -- kv_bf16 (baseline), kv_e4m3, kv_e5m2 (kv_cache_dtype): TTFT 500 ms on kv_e4m3;
  kv_e5m2 500 ms, kv_bf16 600 ms (moved) / 500 ms (held).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (assert_never_false, assert_never_net_true, frame_tests,  # noqa: E402
                                        sealed_fixture)
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"


def _apc(noapc_tpot):
    return [A("apc", "APC", "prefix caching", ttft=0.1, tpot=0.02, tok=100, n=10,
              settings={"enable_prefix_caching": True}, role="treatment"),
            A("noapc", "no APC", "without APC", ttft=0.3, tpot=noapc_tpot, tok=100, n=10,
              settings={"enable_prefix_caching": False}, role="baseline")]


def _pr(main_itl, main_toks):
    return [A("main", itl=main_itl, tpot=main_itl, toks=main_toks, tok=100, n=10, role="baseline"),
            A("pr-1234", itl=0.009, tpot=0.009, toks=500, tok=100, n=10, role="treatment")]


def _onoff(base_ttft):
    return [A("candidate", ttft=0.38, tpot=0.02, tok=100, n=10, settings={"chunked_prefill": "on"}, role="treatment"),
            A("baseline", ttft=base_ttft, tpot=0.02, tok=100, n=10, settings={"chunked_prefill": "off"},
              role="baseline")]


def _quant(fp16_tpot):
    return [A("w8a8", tpot=0.03, ttft=0.1, tok=100, n=10, settings={"quantization": "w8a8"}, role="treatment"),
            A("fp16", tpot=fp16_tpot, ttft=0.1, tok=100, n=10, settings={"quantization": None}, role="baseline")]


def _three(bf16_ttft):
    return [A("kv_bf16", ttft=bf16_ttft, tpot=0.02, tok=100, n=10, settings={"kv_cache_dtype": "bf16"},
              role="baseline"),
            A("kv_e4m3", ttft=0.5, tpot=0.02, tok=100, n=10, settings={"kv_cache_dtype": "fp8_e4m3"},
              role="treatment"),
            A("kv_e5m2", ttft=0.5, tpot=0.02, tok=100, n=10, settings={"kv_cache_dtype": "fp8_e5m2"},
              role="treatment")]


wit = sealed_fixture("stay_value", {"moved": _apc(0.015), "held": _apc(0.02),
                                    "pr_moved": _pr(0.012, 400), "pr_held": _pr(0.009, 500),
                                    "onoff_moved": _onoff(0.25), "onoff_held": _onoff(0.38),
                                    "quant_moved": _quant(0.04), "quant_held": _quant(0.03),
                                    "three_moved": _three(0.6), "three_held": _three(0.5)},
                     engine="vLLM")


def _grade(w, name, s):
    return grade_statement(s, w[name], SCOPE)


#: true where the value held on every arm (``*_held``); each also a twin on the witness where the other arm moved
STAYS = [
    ("held", "TPOT stays at 20 ms with APC"),
    ("held", "Mean TPOT stays at 20 ms with APC."),
    ("held", "TPOT remains 20 ms with APC."),
    ("held", "With prefix caching, time per output token stayed at ~20 ms."),
    ("held", "APC's TPOT stays at 20 ms"),
    ("held", "TPOT with APC remained at 20 ms"),
    ("pr_held", "Median ITL stays at 9 ms on pr-1234."),
    ("pr_held", "ITL p50 remains 9 ms with pr-1234"),
    ("pr_held", "Output throughput stays at 500 tok/s on pr-1234"),
    ("onoff_held", "p99 TTFT stays at 380 ms on candidate"),
    ("quant_held", "Mean TPOT remains about 30 ms with w8a8."),
    ("three_held", "Mean TTFT remains 0.5 s with kv_e4m3."),
]
FRAMES = [(name, true, [
    true.replace("20", "30").replace("9 ms", "14 ms").replace("500", "750").replace("380", "570")
        .replace("30 ms", "45 ms").replace("0.5 s", "0.75 s"),
    true.replace("20", "10").replace("9 ms", "4 ms").replace("500", "250").replace("380", "190")
        .replace("30 ms", "15 ms").replace("0.5 s", "0.25 s"),
]) for name, true in STAYS]
FRAMES += [
    ("held", "TPOT stays at 20 ms with and without APC", ["TTFT stays at 20 ms with and without APC",
                                                          "TPOT stays at 30 ms with and without APC"]),
]
test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)

_MOVED = {"held": "moved", "pr_held": "pr_moved", "onoff_held": "onoff_moved", "quant_held": "quant_moved",
          "three_held": "three_moved"}


@pytest.mark.parametrize("name,s", STAYS, ids=[s for _, s in STAYS])
def test_a_value_said_to_stay_where_the_other_arm_moved_is_never_net_true_never_false(wit, name, s):
    # the known safety hole: the named arm's value agrees, the arm the words do not name ran at another value
    res = _grade(wit, _MOVED[name], s)
    assert_never_net_true(res, s)
    assert_never_false(res, s)


@pytest.mark.parametrize("s", [
    "TPOT stays at 20 ms with APC and 15 ms without",  # said to stay, yet two values: not graded
    "TPOT stays at 20 ms with APC, 15 ms without APC",
    "TPOT does not stay at 20 ms with APC",
    "TPOT stays at 20 ms without APC",  # the other arm named
    "TTFT stays at 100 ms with APC",  # another metric, which moved
])
def test_twins_of_a_value_said_to_stay_are_never_net_true(wit, s):
    assert_never_net_true(_grade(wit, "moved", s), s)


@pytest.mark.parametrize("s", [
    "TPOT stays at 20 ms with APC",
    "With APC, TPOT stays at 20 ms",
    "TTFT stays at 100 ms with APC",
    "TPOT stays at 20 ms with APC and 15 ms without",
])
def test_the_copy_the_words_do_not_name_is_never_an_accusation(wit, s):
    assert_never_false(_grade(wit, "moved", s), s)


@pytest.mark.parametrize("s", ["TPOT stays at 30 ms with APC", "Mean TPOT remains 10 ms with APC."])
def test_the_named_arms_own_value_is_still_graded(wit, s):
    # APC itself ran at 20 ms: the words name it, so its value contradicted is false
    res = _grade(wit, "held", s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", ["TTFT remains 3x lower with APC than without APC",  # 100 ms vs 300 ms
                               "With APC, p99 TPOT stays below 25 ms."])  # a threshold kept (20 ms)
def test_a_comparison_or_a_bound_that_stays_is_read_as_before(wit, s):
    # the verb said of the clause's comparison or bound: graded as before, the other arm's value not read into it
    res = _grade(wit, "moved", s)
    assert res.verdict == "net-true", (res.verdict, res.reason)
