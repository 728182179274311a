"""Transitions ("from X to Y") whose values carry their own arms, and the arms of unnamed transitions
(claimcheck/claims/grammar.lark productions change_comma, pair_bare_arms, value_chain_from_respectively,
declared_from; the transition gerunds "cranking" / "pushing"):

* change_comma: "TTFT goes up slightly, from 80 ms to 120 ms", "Median TTFT falls, from 97.8 ms to 65.2 ms, when
  moving from BF16 to FP8", "the mean TPOT increases, from 22.0 ms (C=1) to 24.5 ms (C=8) and 31.0 ms (C=32)": a comma
  (after a degree word that asserts nothing: slightly, a bit, a little, marginally, somewhat, moderately --
  vocabulary.CHANGE_DEGREES, test_claims_from_statistic.py) between the change verb and its from-to pair or list;
  "sharply" / "dramatically" claim a size no rule reads: left unread (never false);
* pair_bare_arms: "from 129.6 tok/s last week to 108 tok/s this week": each value's arm right after its unit, with no
  preposition (both values, each its own unit);
* value_chain_from_respectively: "from 45 ms at concurrency 1 to 90 ms and 210 ms at concurrency 8 and 32,
  respectively": the later values listed, then their arms in the same order;
* declared_from: "Mean TPOT drops from 37.5 ms to 32 ms with 512-token chunks" in a witness of three arms, one declared
  the baseline: the before value is the baseline's where the after value names another arm; a before value that is
  not the baseline's is held back (not-yet), never false (another arm may be meant); "32 ms with 512-token chunks,
  down from 37.5 ms" too.

Witnesses, worked out by hand (real_sentences.witness_specs arms, 10 requests per arm unless said; ``ttft_mp``: nine
requests at one TTFT and one slower so the mean and numpy's linear p99 are the two numbers, the median the nine's):

* ``eng``: fp8 (treatment, "FP8", "the FP8 engine") TTFT mean 80 ms / p99 200 ms, median (10 * 0.08 - 0.2 / 0.91) /
  (10 - 1 / 0.91) = 65.2 ms; TPOT 30 ms; 100 output tokens; 2.5 req/s, so 250 output tok/s. bf16 (baseline, "BF16",
  "the BF16 engine") TTFT mean 120 ms / p99 300 ms, median (1.2 - 0.3 / 0.91) / 8.901 = 97.8 ms; TPOT 50 ms; 1.0 req/s,
  100 output tok/s.
* ``weeks``: this_week (treatment, "this week") 1.08 req/s of 100 output tokens = 108 output tok/s; last_week
  (baseline, "last week") 1.296 req/s = 129.6 output tok/s (-16.7%).
* ``conc``: c1 (baseline), c8, c32 (concurrency 1 / 8 / 32): TTFT 45 / 90 / 210 ms and TPOT 22.0 / 24.5 / 31.0 ms
  (every request alike), 100 output tokens.
* ``chunks``: nochunk (baseline, declared), chunk2048 ("2048-token chunks"), chunk512 ("512-token chunks"): TPOT 37.5 /
  35 / 32 ms, 1.67 / 2.0 / 2.22 req/s (512 vs none: +32.9%).
* ``sweep``: c1 (baseline) 0.8 req/s, c16 5 req/s (concurrency 1 / 16).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "10 requests per arm"
NEG = "It is not true that "

WITNESSES = {
    "eng": [A("fp8", "FP8", "the FP8 engine", ttft_mp=(0.08, 0.2), tpot=0.03, tok=100, thr=2.5,
              settings={"dtype": "fp8"}, role="treatment"),
            A("bf16", "BF16", "the BF16 engine", ttft_mp=(0.12, 0.3), tpot=0.05, tok=100, thr=1.0,
              settings={"dtype": "bf16"}, role="baseline")],
    "weeks": [A("this_week", "this week", thr=1.08, tok=100, role="treatment"),
              A("last_week", "last week", thr=1.296, tok=100, role="baseline")],
    "conc": [A("c1", ttft=0.045, tpot=0.022, tok=100, settings={"concurrency": 1}, role="baseline"),
             A("c8", ttft=0.09, tpot=0.0245, tok=100, settings={"concurrency": 8}),
             A("c32", ttft=0.21, tpot=0.031, tok=100, settings={"concurrency": 32})],
    "chunks": [A("chunk512", "512-token chunks", tpot=0.032, tok=100, thr=2.22),
               A("chunk2048", "2048-token chunks", tpot=0.035, tok=100, thr=2.0),
               A("nochunk", tpot=0.0375, tok=100, thr=1.67, role="baseline")],
    "engines": [A("vllm", "vLLM", ttft=0.022, tpot=0.03, tok=100, settings={"engine": "vLLM"}, role="baseline"),
                A("sglang", "SGLang", ttft=0.018, tpot=0.03, tok=100, settings={"engine": "SGLang"}),
                A("trt", "TensorRT-LLM", ttft=0.014, tpot=0.03, tok=100, settings={"engine": "TensorRT-LLM"})],
    "sweep": [A("c1", thr=0.8, tok=100, settings={"concurrency": 1}, role="baseline"),
              A("c16", thr=5, tok=100, settings={"concurrency": 16})],
}

wit = sealed_fixture("transition-arms", WITNESSES)


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


ROWS = [
    # change_comma (and a degree word before the comma)
    ("eng", "Mean TTFT goes up moderately, from 80 ms to 120 ms with BF16.",
     ["Mean TTFT goes up slightly, from 80 ms to 180 ms with BF16.", "Mean TTFT goes up slightly, from 80 ms to 60 ms with BF16.",
      "Mean TTFT goes down slightly, from 80 ms to 120 ms with BF16.", "Mean TTFT goes up slightly, from 80 ms to 120 ms with FP8.",
      "Mean TTFT goes up slightly, from 120 ms to 80 ms with BF16.", "P99 TTFT goes up slightly, from 80 ms to 120 ms with BF16.",
      NEG + "mean TTFT goes up slightly, from 80 ms to 120 ms with BF16."]),
    ("eng", "Mean TTFT improved moderately, from 120 ms to 80 ms with FP8.",
     ["Mean TTFT improved a bit, from 120 ms to 120 ms with FP8.", "Mean TTFT improved a bit, from 120 ms to 40 ms with FP8.",
      "Mean TTFT worsened a bit, from 120 ms to 80 ms with FP8.", "Mean TTFT improved a bit, from 120 ms to 80 ms with BF16.",
      "Median TTFT improved a bit, from 120 ms to 80 ms with FP8."]),
    ("eng", "Median TTFT falls, from 97.8 ms to 65.2 ms, when moving from BF16 to FP8.",
     ["Median TTFT falls, from 146.7 ms to 65.2 ms, when moving from BF16 to FP8.",
      "Median TTFT falls, from 97.8 ms to 32.6 ms, when moving from BF16 to FP8.",
      "Median TTFT rises, from 97.8 ms to 65.2 ms, when moving from BF16 to FP8.",
      "Median TTFT falls, from 97.8 ms to 65.2 ms, when moving from FP8 to BF16.",
      "Mean TTFT falls, from 97.8 ms to 65.2 ms, when moving from BF16 to FP8.",
      "P99 TTFT falls, from 97.8 ms to 65.2 ms, when moving from BF16 to FP8.",
      NEG + "median TTFT falls, from 97.8 ms to 65.2 ms, when moving from BF16 to FP8."]),
    ("eng", "Median time to first token falls by roughly 33%, from 97.8 ms to 65.2 ms, when moving from BF16 to FP8.",
     ["Median time to first token falls by roughly 33%, from 120 ms to 80 ms, when moving from BF16 to FP8.",
      "Mean time to first token falls by roughly 33%, from 97.8 ms to 65.2 ms, when moving from BF16 to FP8."]),
    ("eng", "Output throughput rises, from 100 tok/s to 250 tok/s, with the FP8 engine.",
     ["Output throughput rises, from 100 tok/s to 375 tok/s, with the FP8 engine.",
      "Output throughput rises, from 100 tok/s to 125 tok/s, with the FP8 engine.",
      "Output throughput drops, from 100 tok/s to 250 tok/s, with the FP8 engine.",
      "Output throughput rises, from 100 tok/s to 250 tok/s, with the BF16 engine."]),
    ("eng", "p99 TTFT drops moderately, from 300 ms to ~200 ms.",
     ["p99 TTFT drops slightly, from 300 ms to ~300 ms.", "p99 TTFT drops slightly, from 450 ms to ~200 ms.",
      "p99 TTFT rises slightly, from 300 ms to ~200 ms.", "Mean TTFT drops slightly, from 300 ms to ~200 ms."]),
    # pair_bare_arms
    ("weeks", "Output throughput dropped from 129.6 tok/s last week to 108 tok/s this week.",
     ["Output throughput dropped from 129.6 tok/s last week to 162 tok/s this week.",
      "Output throughput dropped from 129.6 tok/s last week to 54 tok/s this week.",
      "Output throughput dropped from 194.4 tok/s last week to 108 tok/s this week.",
      "Output throughput rose from 129.6 tok/s last week to 108 tok/s this week.",
      "Output throughput dropped from 108 tok/s this week to 129.6 tok/s last week.",
      "Output throughput dropped from 129.6 tok/s this week to 108 tok/s last week.",
      NEG + "output throughput dropped from 129.6 tok/s last week to 108 tok/s this week."]),
    ("eng", "P99 TTFT improves from 300 ms BF16 to 200 ms FP8.",
     ["P99 TTFT improves from 300 ms FP8 to 200 ms BF16.", "P99 TTFT improves from 300 ms BF16 to 100 ms FP8.",
      "Mean TTFT improves from 300 ms BF16 to 200 ms FP8.", "P99 TTFT worsens from 300 ms BF16 to 200 ms FP8."]),
    ("eng", "Request throughput went from 1.0 req/s BF16 to 2.5 req/s FP8.",
     ["Request throughput went from 1.0 req/s FP8 to 2.5 req/s BF16.", "Request throughput went from 1.0 req/s BF16 to 3.75 req/s FP8."]),
    # value_chain_from_respectively
    ("conc", "The mean TTFT grows from 45 ms at concurrency 1 to 90 ms and 210 ms at concurrency 8 and 32, respectively.",
     ["The mean TTFT grows from 45 ms at concurrency 1 to 90 ms and 315 ms at concurrency 8 and 32, respectively.",
      "The mean TTFT grows from 45 ms at concurrency 1 to 45 ms and 210 ms at concurrency 8 and 32, respectively.",
      "The mean TTFT grows from 45 ms at concurrency 1 to 210 ms and 90 ms at concurrency 8 and 32, respectively.",
      "The mean TTFT grows from 45 ms at concurrency 1 to 90 ms and 210 ms at concurrency 32 and 8, respectively.",
      "The mean TTFT falls from 45 ms at concurrency 1 to 90 ms and 210 ms at concurrency 8 and 32, respectively.",
      "The mean TPOT grows from 45 ms at concurrency 1 to 90 ms and 210 ms at concurrency 8 and 32, respectively.",
      NEG + "the mean TTFT grows from 45 ms at concurrency 1 to 90 ms and 210 ms at concurrency 8 and 32, respectively."]),
    ("conc", "Mean time-to-first-token rises from ~45 ms with c1 to ~90 and ~210 ms with c8 and c32.",
     ["Mean time-to-first-token rises from ~45 ms with c1 to ~90 and ~420 ms with c8 and c32.",
      "Mean time-to-first-token rises from ~45 ms with c8 to ~90 and ~210 ms with c1 and c32."]),
    ("conc", "Mean TTFT increases, from 45 ms at C=1 to 90 ms and 210 ms at C=8 and C=32, respectively.",
     ["Mean TTFT increases, from 45 ms at C=1 to 90 ms and 210 ms at C=32 and C=8, respectively."]),
    ("conc", "the mean time per output token increases, from 22.0 ms (C=1) to 24.5 ms (C=8) and 31.0 ms (C=32).",
     ["the mean time per output token increases, from 22.0 ms (C=1) to 24.5 ms (C=8) and 46.5 ms (C=32).",
      "the mean time per output token increases, from 22.0 ms (C=1) to 12.25 ms (C=8) and 31.0 ms (C=32).",
      "the mean time per output token increases, from 22.0 ms (C=8) to 24.5 ms (C=1) and 31.0 ms (C=32).",
      "the mean time per output token decreases, from 22.0 ms (C=1) to 24.5 ms (C=8) and 31.0 ms (C=32)."]),
    ("conc", "Mean TPOT goes up slightly from 22.0 ms at concurrency 1 to 24.5 ms at concurrency 8.",
     ["Mean TPOT goes up slightly from 22.0 ms at concurrency 1 to 36.75 ms at concurrency 8.",
      "Mean TPOT goes down slightly from 22.0 ms at concurrency 1 to 24.5 ms at concurrency 8."]),
    # pair_bare_arms in a from-to list; a respectively list after "on" or in parentheses
    ("engines", "Mean TTFT decreases from 22 ms vLLM to 18 ms SGLang and 14 ms TensorRT-LLM.",
     ["Mean TTFT decreases from 22 ms vLLM to 18 ms SGLang and 21 ms TensorRT-LLM.",
      "Mean TTFT decreases from 22 ms vLLM to 18 ms SGLang and 7 ms TensorRT-LLM.",
      "Mean TTFT decreases from 22 ms vLLM to 18 ms TensorRT-LLM and 14 ms SGLang.",
      "Mean TTFT increases from 22 ms vLLM to 18 ms SGLang and 14 ms TensorRT-LLM.",
      "Mean TPOT decreases from 22 ms vLLM to 18 ms SGLang and 14 ms TensorRT-LLM.",
      NEG + "mean TTFT decreases from 22 ms vLLM to 18 ms SGLang and 14 ms TensorRT-LLM."]),
    ("engines", "Mean TTFT decreases from 22 ms on vLLM to 18 ms and 14 ms on SGLang and TensorRT-LLM, respectively.",
     ["Mean TTFT decreases from 22 ms on vLLM to 18 ms and 14 ms on TensorRT-LLM and SGLang, respectively.",
      "Mean TTFT decreases from 22 ms on SGLang to 18 ms and 14 ms on vLLM and TensorRT-LLM, respectively.",
      "Mean TTFT decreases from 33 ms on vLLM to 18 ms and 14 ms on SGLang and TensorRT-LLM, respectively."]),
    ("engines", "Mean TTFT decreases from 22 ms (vLLM) to 18 ms and 14 ms (SGLang and TensorRT-LLM).",
     ["Mean TTFT decreases from 22 ms (vLLM) to 18 ms and 14 ms (TensorRT-LLM and SGLang).",
      "Mean TTFT decreases from 22 ms (vLLM) to 9 ms and 14 ms (SGLang and TensorRT-LLM)."]),
    # declared_from
    ("chunks", "Mean TPOT drops from 37.5 ms to 32 ms with 512-token chunks.",
     ["Mean TPOT drops from 37.5 ms to 48 ms with 512-token chunks.", "Mean TPOT drops from 37.5 ms to 16 ms with 512-token chunks.",
      "Mean TPOT rises from 37.5 ms to 32 ms with 512-token chunks.", "Mean TPOT drops from 37.5 ms to 32 ms with 2048-token chunks.",
      "Mean TPOT drops from 56.25 ms to 32 ms with 512-token chunks.", "Mean TTFT drops from 37.5 ms to 32 ms with 512-token chunks.",
      NEG + "mean TPOT drops from 37.5 ms to 32 ms with 512-token chunks."]),
    ("chunks", "Mean TPOT drops from 37.5 ms to 35 ms with 2048-token chunks.",
     ["Mean TPOT drops from 37.5 ms to 32 ms with 2048-token chunks.", "Mean TPOT drops from 35 ms to 32 ms with 2048-token chunks."]),
    ("chunks", "Overall request throughput increases by 33% with 512-token chunks (1.67 -> 2.22 req/s).",
     ["Overall request throughput increases by 33% with 512-token chunks (1.67 -> 3.33 req/s).",
      "Overall request throughput increases by 33% with 512-token chunks (2.22 -> 1.67 req/s).",
      "Overall request throughput increases by 33% with 2048-token chunks (1.67 -> 2.22 req/s)."]),
    ("chunks", "Request throughput climbs from 1.67 req/s to 2.0 req/s with 2048-token chunks.",
     ["Request throughput climbs from 1.67 req/s to 2.22 req/s with 2048-token chunks.",
      "Request throughput climbs from 2.0 req/s to 2.22 req/s with 2048-token chunks."]),
    ("chunks", "Mean TPOT is 32 ms with 512-token chunks, down from 37.5 ms.",
     ["Mean TPOT is 32 ms with 512-token chunks, up from 37.5 ms.", "Mean TPOT is 37.5 ms with 512-token chunks, down from 32 ms.",
      "Mean TPOT is 32 ms with 2048-token chunks, down from 37.5 ms.", "Mean TPOT is 32 ms with 512-token chunks, down from 56.25 ms.",
      NEG + "mean TPOT is 32 ms with 512-token chunks, down from 37.5 ms."]),
    ("chunks", "With 512-token chunks, request throughput is 2.22 req/s, up from 1.67 req/s.",
     ["With 512-token chunks, request throughput is 2.22 req/s, up from 2.0 req/s.",
      "With 512-token chunks, request throughput is 2.22 req/s, down from 1.67 req/s.",
      "With 512-token chunks, request throughput is 3.33 req/s, up from 1.67 req/s."]),
    # the gerunds "cranking" / "pushing"
    ("sweep", "Cranking concurrency from 1 to 16 took throughput from 0.8 req/s to 5 req/s.",
     ["Cranking concurrency from 1 to 16 took throughput from 0.8 req/s to 7.5 req/s.",
      "Cranking concurrency from 16 to 1 took throughput from 0.8 req/s to 5 req/s.",
      "Cranking concurrency from 1 to 16 took throughput from 1.2 req/s to 5 req/s."]),
    ("sweep", "Pushing concurrency from 1 to 16 raised request throughput from 0.8 to 5 req/s.",
     ["Pushing concurrency from 1 to 16 raised request throughput from 0.8 to 2.5 req/s."]),
]

NEVER_FALSE = [
    # declared_from: a before value that is another arm's (not the declared baseline's): held back, not an accusation
    ("chunks", "Mean TPOT drops from 35 ms to 32 ms with 512-token chunks."),
    ("chunks", "Request throughput climbs from 2.0 req/s to 2.22 req/s with 512-token chunks."),
    ("chunks", "Mean TPOT is 32 ms with 512-token chunks, down from 35 ms."),
    ("engines", "Mean TTFT drops from 18 ms to 14 ms with TensorRT-LLM."),
    # "after the switch" names no arm: which switch, which way? Left unread (the declared roles say only which arm is
    # the treatment, not which way a write-up's switch went)
    ("eng", "After the switch, mean TTFT was 120 ms."),
    ("eng", "After the switch, p50 TTFT went from 65.2 ms to 97.8 ms and p99 from 200 ms to 300 ms."),
    ("engines", "Mean TTFT decreases from 22 ms vLLM to 18 ms SGLang and 14 ms TensorRT-LLM is fastest."),
    # a degree word that claims a size no rule reads: unread
    ("eng", "Mean TTFT rose sharply, from 80 ms to 120 ms with BF16."),
    ("eng", "Mean TTFT rose dramatically, from 80 ms to 120 ms with BF16."),
    # lists of another length than their arms, or units that differ
    ("conc", "The mean TTFT grows from 45 ms at concurrency 1 to 90 ms and 210 ms at concurrency 8, 32 and 64, respectively."),
    ("conc", "The mean TTFT grows from 45 ms at concurrency 1 to 90 ms and 0.21 s at concurrency 8 and 32, respectively."),
    # the bare arms only for both values
    ("weeks", "Output throughput dropped from 129.6 tok/s last week to 108 tok/s."),
]


@pytest.mark.parametrize("name,true,twins", ROWS, ids=[f"{n}:{t[:50]}" for n, t, _ in ROWS])
def test_true_statement_is_read_completely_and_net_true(wit, name, true, twins):
    assert_read_net_true(grade(wit, name, true))


@pytest.mark.parametrize("name,true,twins", ROWS, ids=[f"{n}:{t[:50]}" for n, t, _ in ROWS])
def test_twisted_twins_are_never_net_true(wit, name, true, twins):
    for twin in twins:
        assert_never_net_true(grade(wit, name, twin), twin)


@pytest.mark.parametrize("name,s", NEVER_FALSE, ids=[f"{n}:{s[:50]}" for n, s in NEVER_FALSE])
def test_honest_or_unclear_variants_are_never_false(wit, name, s):
    res = grade(wit, name, s)
    assert_never_false(res, s)
    assert res.verdict != "net-true", (s, res.reason)


def test_a_before_value_of_another_arm_is_held_back_not_false(wit):
    res = grade(wit, "chunks", "Mean TPOT drops from 35 ms to 32 ms with 512-token chunks.")
    assert res.verdict == "not-yet", res.reason


def test_a_contradicted_bare_arm_pair_is_false(wit):
    # both values read completely, each its named arm's: a wrong after value is an accusation
    res = grade(wit, "weeks", "Output throughput dropped from 129.6 tok/s last week to 100 tok/s this week.")
    assert res.verdict == "false", res.reason


# the frames crossed over metric spellings, statistic placements and hedges (eng: p99 TTFT 300 ms BF16, 200 ms FP8)
_P99_TTFT = ["P99 TTFT", "TTFT p99", "The p99 of TTFT", "P99 time to first token", "p99 time-to-first-token"]
_HEDGES = ["", "~", "about ", "roughly "]
_CROSS_FRAMES = [
    ("{m} improves from {h}300 ms BF16 to {h}200 ms FP8.", "{m} improves from {h}300 ms FP8 to {h}200 ms BF16."),
    # (a 1.5x change: "moderately" (50% at most), never "slightly" (25%: size_words.py))
    ("{m} improves moderately, from {h}300 ms to {h}200 ms with FP8.", "{m} improves moderately, from {h}300 ms to {h}200 ms with BF16."),
    ("{m} improves moderately, from {h}300 ms to {h}200 ms with FP8.", "{m} improves slightly, from {h}300 ms to {h}200 ms with FP8."),
    ("{m} goes down, from {h}0.3 s on BF16 to {h}200 ms on FP8.", "{m} goes down, from {h}0.3 s on BF16 to {h}100 ms on FP8."),
]
CROSS = [(f.format(m=m, h=h), t.format(m=m, h=h)) for m in _P99_TTFT for h in _HEDGES for f, t in _CROSS_FRAMES]


@pytest.mark.parametrize("true,twin", CROSS, ids=[t[:60] for t, _ in CROSS])
def test_crossed_spellings_read_and_their_twins_do_not(wit, true, twin):
    assert_read_net_true(grade(wit, "eng", true))
    assert_never_net_true(grade(wit, "eng", twin), twin)
