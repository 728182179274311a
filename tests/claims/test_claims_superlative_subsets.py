"""A superlative among a subset of the arms named by their GPU count (claimcheck/claims/superlatives.py, production
superlative_subset): "Of the two-GPU layouts, TP2 had the lowest p99 TTFT", "DP2 has the highest output throughput
among the 2-GPU configurations": the arms whose declared GPU count is that number, read only where every arm declares
one and two arms or more have it; the subject (one of them) against each other one, as "lower TTFT than B".

Witnesses by hand (real_sentences.witness_specs.arm_rows; 10 requests per arm of 64 output tokens; numpy's linear p99
of ten TTFTs, nine at a and one at c, is a + 0.91 (c - a)):

* ``layouts`` -- four layouts, each declaring gpu_count: tp1 (1 GPU) 200 tok/s, TTFT 500 ms; tp2 (2 GPUs, the
  baseline) 360 tok/s, TTFTs nine at 300 ms and one at 600 ms (mean 330 ms, p99 573 ms), TPOT 15 ms; dp2 (2 GPUs)
  380 tok/s, TTFTs nine at 250 ms and one at 800 ms (mean 305 ms, p99 750.5 ms), TPOT 12 ms; tp4 (4 GPUs) 600 tok/s,
  TTFTs nine at 200 ms and one at 300 ms (p99 291 ms), TPOT 10 ms. Of the two-GPU layouts: p99 TTFT lowest on tp2,
  mean TTFT, mean TPOT lowest and output throughput highest on dp2; over all four, tp4 has the lowest p99 TTFT.
* ``nocount`` -- the same rows; the arms declare tensor / data parallel sizes and no GPU count (dp2's data parallel
  size 2 keeps the tensor-parallel size from being the GPUs): which arms are the two-GPU ones is not recorded.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_tests, sealed_fixture, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct, 10 requests per arm"


def _arms(gpus: bool) -> list:
    def st(tp: int, dp: int) -> dict:
        return {"tensor_parallel_size": tp, "data_parallel_size": dp, **({"gpu_count": tp * dp} if gpus else {})}

    return [A("tp1", "TP1", toks=200, ttft=0.5, tpot=0.03, tok=64, settings=st(1, 1), role="treatment"),
            A("tp2", "TP2", toks=360, ttfts=[0.3] * 9 + [0.6], tpot=0.015, tok=64, settings=st(2, 1), role="baseline"),
            A("dp2", "DP2", toks=380, ttfts=[0.25] * 9 + [0.8], tpot=0.012, tok=64, settings=st(1, 2), role="treatment"),
            A("tp4", "TP4", toks=600, ttfts=[0.2] * 9 + [0.3], tpot=0.01, tok=64, settings=st(4, 1), role="treatment")]


SPECS = {"layouts": _arms(True), "nocount": _arms(False)}
wit = sealed_fixture("superlative_subsets", SPECS, engine="vLLM", hw="4 x NVIDIA H100 80GB HBM3")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPE)


_NEG = "It is not true that "

#: (witness, true statement, twins: another arm of the subset, the superlative flipped, another statistic or metric,
#: the value x1.5 / x0.5, a negation, another scope)
FRAMES = [
    ("layouts", "Of the two-GPU layouts, TP2 had the lowest p99 TTFT.",
     ["Of the two-GPU layouts, DP2 had the lowest p99 TTFT.", "Of the two-GPU layouts, TP2 had the highest p99 TTFT.",
      "Of the two-GPU layouts, TP2 had the lowest mean TTFT.", "Of the two-GPU layouts, TP2 had the lowest mean TPOT.",
      "Of the two-GPU layouts, TP2 did not have the lowest p99 TTFT.",
      _NEG + "of the two-GPU layouts, TP2 had the lowest p99 TTFT.",
      "Of the four layouts, TP2 had the lowest p99 TTFT.", "TP2 had the lowest p99 TTFT of the four."]),
    ("layouts", "TP2 had the lowest p99 TTFT of the two-GPU layouts.",
     ["DP2 had the lowest p99 TTFT of the two-GPU layouts.", "TP2 had the lowest p99 TTFT of the four."]),
    ("layouts", "DP2 has the highest output throughput among the 2-GPU configurations.",
     ["TP2 has the highest output throughput among the 2-GPU configurations.",
      "DP2 has the lowest output throughput among the 2-GPU configurations.",
      "DP2 has the highest output throughput among the four configurations."]),
    ("layouts", "Among the two-GPU setups, DP2 has the lowest mean TPOT.",
     ["Among the two-GPU setups, TP2 has the lowest mean TPOT.", "Among the two-GPU setups, DP2 has the highest mean TPOT.",
      "Among the two-GPU setups, DP2 has the lowest mean TTFT at 457.5 ms."]),
    ("layouts", "Of the two-GPU layouts, TP2 had the lowest p99 TTFT at 573 ms.",
     ["Of the two-GPU layouts, TP2 had the lowest p99 TTFT at 860 ms.",
      "Of the two-GPU layouts, TP2 had the lowest p99 TTFT at 287 ms.",
      "Of the two-GPU layouts, DP2 had the lowest p99 TTFT at 573 ms."]),
    ("layouts", "DP2 had the lowest mean TTFT of all the two-GPU layouts (305 ms).",
     ["TP2 had the lowest mean TTFT of all the two-GPU layouts (305 ms).",
      "DP2 had the lowest mean TTFT of all the two-GPU layouts (458 ms)."]),
    # production superlative_against: another arm's value after the subject's, ending the clause
    ("layouts", "Of the two-GPU layouts, TP2 had the lowest p99 TTFT, 573 ms, against 750.5 ms for DP2.",
     ["Of the two-GPU layouts, TP2 had the lowest p99 TTFT, 573 ms, against 1126 ms for DP2.",
      "Of the two-GPU layouts, TP2 had the lowest p99 TTFT, 573 ms, against 375 ms for DP2.",
      "Of the two-GPU layouts, DP2 had the lowest p99 TTFT, 750.5 ms, against 573 ms for TP2.",
      "Of the two-GPU layouts, TP2 had the lowest p99 TTFT, 750.5 ms, against 573 ms for DP2."]),
    ("layouts", "Of the two-GPU layouts, TP2 had the lowest p99 TTFT (573 ms), versus about 750 ms on DP2.",
     ["Of the two-GPU layouts, TP2 had the lowest p99 TTFT (573 ms), versus about 330 ms on DP2."]),
    # the scope's noun: a scheduling policy, a strategy, a layout is an arm of this experiment
    ("layouts", "Of the two-GPU policies, DP2 had the lowest mean TPOT.",
     ["Of the two-GPU policies, TP2 had the lowest mean TPOT."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


def _grade_layouts(witnesses, statement):
    return _grade(witnesses, "layouts", statement)


test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(
    ["Of the two-GPU layouts, DP2 had the lowest p99 TTFT.",
     "TP2 has the highest output throughput among the 2-GPU configurations.",
     "Among the two-GPU setups, TP2 has the lowest mean TPOT."],
    ["Of the two-GPU layouts, TP2 had the lowest p99 TTFT.", "Among the two-GPU setups, DP2 has the lowest mean TTFT.",
     "Of the two-GPU layouts, TP1 had the lowest p99 TTFT.", "Of the one-GPU layouts, TP1 had the lowest p99 TTFT.",
     "Of the two-GPU layouts, TP2 had the lowest p99 TTFT at about 570 ms."],
    _grade_layouts)


def test_a_subset_the_witness_does_not_record_stays_unread(wit):
    for name, s in [
        ("nocount", "Of the two-GPU layouts, TP2 had the lowest p99 TTFT."),     # no arm declares its GPU count
        ("layouts", "Of the two-GPU layouts, TP1 had the lowest p99 TTFT."),     # TP1 ran on one GPU
        ("layouts", "Of the one-GPU layouts, TP1 had the lowest p99 TTFT."),     # one arm: no superlative among it
        ("layouts", "Of the eight-GPU layouts, TP4 had the lowest p99 TTFT."),   # no arm
        ("layouts", "Of the two-GPU layouts, TP2 had the lowest p99 TTFT and TP4 the highest."),
        ("layouts", "Of the two-GPU layouts, TP2 had the lowest p99 TTFT, 573 ms, against 500 ms for TP1."),  # outside
        ("layouts", "Of the two-GPU layouts, TP2 had the lowest p99 TTFT, 573 ms, against 750 ms for DP2 at peak."),
    ]:
        res = _grade(wit, name, s)
        assert res.verdict == "not-yet", (name, s, res.verdict, res.reason)
