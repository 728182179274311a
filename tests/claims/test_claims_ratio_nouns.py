"""Ratio words and recap nouns (claimcheck/claims/grammar.lark):

* fold_change / ratio with FOLD_WORD: every whole number word joined to "fold" ("sixfold", "twentyfold", "hundredfold")
  is that factor, as "twofold" was ("throughput increases more than twentyfold": a bound);
* fraction_compared: a fraction word right before a comparative ("mean TTFT is a third lower with FP8", "a quarter
  faster") is its percent, within 5% of its size (10% hedged), as "dropped by a third" is;
* pair_summary with a direction-free ratio noun (RATIO_GAP_NOUNS: "a 1.7x difference", "(a 1.5x gap)"): the larger
  value over the smaller, as a bare "(1.7x)"; a percent "difference" stays unread (of which value?);
* summary_baseline: the pair's baseline named again after the summary noun ("..., a 1.7x improvement over BF16"): it
  must be the arm the summary's direction makes the baseline, else not graded;
* appositive_lead: a recap lead ("i.e.", "that is,") between a single value and a ratio or percent in apposition
  ("1.7 req/s, i.e. 1.7 times that of BF16") is inert; the ratio takes the value's metric as without it.

Witnesses by hand (10 requests per arm, 100 output tokens each):
q: FP8 (treatment) 1.7 req/s -> 170 output tok/s; TTFT nine at a and one at c with mean 200 ms and numpy-linear p99
500 ms; TPOT 12 ms. BF16 (baseline) 1.0 req/s -> 100 tok/s; TTFT mean 300 ms, p99 600 ms; TPOT 24 ms. Throughput
1.7x (+70%); mean TTFT 300 -> 200 ms: a third lower (-33.3%), 1.5x; p99 TTFT 600 -> 500 ms (-16.7%, 1.2x); mean TPOT
halved (2x).
x20: PR (treatment) 21 req/s, main (baseline) 1 req/s: 21x (more than twentyfold, less than thirtyfold).
"""

from __future__ import annotations

from claims_corpus.frame_checks import frame_tests, sealed_fixture, verdict_tests
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

NEG = "It is not true that "
Q = [A("fp8", "FP8", role="treatment", thr=1.7, ttft_mp=(0.2, 0.5), tpot=0.012, tok=100, settings={"dtype": "fp8"}),
     A("bf16", "BF16", role="baseline", thr=1.0, ttft_mp=(0.3, 0.6), tpot=0.024, tok=100,
       settings={"dtype": "bfloat16"})]
X20 = [A("pr", "the PR", "PR", role="treatment", thr=21.0), A("main", "main", role="baseline", thr=1.0)]

wit = sealed_fixture("ratio-nouns", {"q": Q, "x20": X20})


def grade(wits, name, s):
    return grade_statement(s, wits[name], "10 requests per arm")


FRAMES = [
    # fold words
    ("x20", "Request throughput increases more than twentyfold with the PR.",
     ["Request throughput increases more than thirtyfold with the PR.",
      "Request throughput decreases more than twentyfold with the PR.",
      "Request throughput increases more than fortyfold with the PR.",
      NEG + "request throughput increases more than twentyfold with the PR."]),
    ("x20", "The PR delivers about twentyfold higher request throughput than main.",
     ["Main delivers about twentyfold higher request throughput than the PR.",
      "The PR delivers about thirtyfold higher request throughput than main.",
      "The PR delivers about tenfold higher request throughput than main.",
      "The PR delivers about twentyfold lower request throughput than main."]),
    ("q", "Mean TPOT fell twofold with FP8.",
     ["Mean TPOT fell threefold with FP8.", "Mean TPOT rose twofold with FP8.", "Mean TPOT fell twofold with BF16.",
      "Mean TTFT fell twofold with FP8."]),
    # fraction_compared
    ("q", "Mean TTFT is a third lower with FP8 than with BF16.",
     ["Mean TTFT is a third higher with FP8 than with BF16.", "Mean TTFT is a third lower with BF16 than with FP8.",
      "Mean TTFT is two thirds lower with FP8 than with BF16.", "Mean TTFT is a sixth lower with FP8 than with BF16.",
      "p99 TTFT is a third lower with FP8 than with BF16.", "Mean TPOT is a third lower with FP8 than with BF16.",
      NEG + "mean TTFT is a third lower with FP8 than with BF16."]),
    ("q", "FP8 has a third lower mean time to first token than BF16.",
     ["BF16 has a third lower mean time to first token than FP8.",
      "FP8 has a third higher mean time to first token than BF16.",
      "FP8 has a quarter lower mean time to first token than BF16.",
      "FP8 has a third lower p99 time to first token than BF16."]),
    ("q", "Average TTFT is about a third lower with FP8.",
     ["Average TTFT is about a third higher with FP8.", "Average TTFT is about a half lower with FP8.",
      "Average TTFT is about two-thirds lower with FP8.", "Average TTFT is about a third lower with BF16."]),
    ("q", "With FP8, mean time-to-first-token is one third shorter than with BF16.",
     ["With FP8, mean time-to-first-token is one third longer than with BF16.",
      "With BF16, mean time-to-first-token is one third shorter than with FP8.",
      "With FP8, p99 time-to-first-token is one third shorter than with BF16.",
      "With FP8, mean time-to-first-token is one tenth shorter than with BF16."]),
    # pair_summary: a direction-free ratio noun
    ("q", "Request throughput is 1.7 req/s with FP8 vs 1.0 req/s with BF16, a 1.7x difference.",
     ["Request throughput is 1.7 req/s with FP8 vs 1.0 req/s with BF16, a 2.55x difference.",
      "Request throughput is 1.7 req/s with FP8 vs 1.0 req/s with BF16, a 0.85x difference.",
      "Request throughput is 1.0 req/s with FP8 vs 1.7 req/s with BF16, a 1.7x difference.",
      "Request throughput is 2.55 req/s with FP8 vs 1.5 req/s with BF16, a 1.7x difference."]),
    ("q", "Mean TTFT went from 300 ms to 200 ms with FP8 (a 1.5x gap).",
     ["Mean TTFT went from 300 ms to 200 ms with FP8 (a 2.25x gap).",
      "Mean TTFT went from 300 ms to 200 ms with BF16 (a 1.5x gap).",
      "Mean TTFT went from 200 ms to 300 ms with FP8 (a 1.5x gap).",
      "p99 TTFT went from 300 ms to 200 ms with FP8 (a 1.5x gap)."]),
    ("q", "Output throughput: 170 tok/s (FP8) vs 100 tok/s (BF16), i.e. a 1.7x difference.",
     ["Output throughput: 100 tok/s (FP8) vs 170 tok/s (BF16), i.e. a 1.7x difference.",
      "Output throughput: 170 tok/s (FP8) vs 100 tok/s (BF16), i.e. a 2.55x difference.",
      "Output throughput: 255 tok/s (FP8) vs 150 tok/s (BF16), i.e. a 1.7x difference."]),
    # summary_baseline
    ("q", "FP8 reaches 1.7 req/s vs 1.0 req/s for BF16, a 1.7x improvement over BF16.",
     ["FP8 reaches 1.7 req/s vs 1.0 req/s for BF16, a 1.7x improvement over FP8.",
      "FP8 reaches 1.7 req/s vs 1.0 req/s for BF16, a 2.55x improvement over BF16.",
      "FP8 reaches 1.7 req/s vs 1.0 req/s for BF16, a 0.85x improvement over BF16.",
      "BF16 reaches 1.7 req/s vs 1.0 req/s for FP8, a 1.7x improvement over FP8.",
      "FP8 reaches 1.7 req/s vs 1.0 req/s for BF16, a 1.7x slowdown over BF16."]),
    ("q", "Mean TTFT is 200 ms with FP8 vs 300 ms with BF16 (a 33% reduction over BF16).",
     ["Mean TTFT is 200 ms with FP8 vs 300 ms with BF16 (a 33% reduction over FP8).",
      "Mean TTFT is 200 ms with FP8 vs 300 ms with BF16 (a 33% increase over BF16).",
      "Mean TTFT is 200 ms with FP8 vs 300 ms with BF16 (a 50% reduction over BF16).",
      "Mean TTFT is 200 ms with FP8 vs 300 ms with BF16 (a 16% reduction over BF16)."]),
    # appositive_lead
    ("q", "FP8 reaches 1.7 req/s, i.e. 1.7 times that of BF16.",
     ["FP8 reaches 1.7 req/s, i.e. 2.55 times that of BF16.", "FP8 reaches 1.7 req/s, i.e. 0.85 times that of BF16.",
      "BF16 reaches 1.7 req/s, i.e. 1.7 times that of FP8.", "FP8 reaches 2.55 req/s, i.e. 1.7 times that of BF16.",
      NEG + "FP8 reaches 1.7 req/s, i.e. 1.7 times that of BF16."]),
    ("q", "FP8 reaches 170 tok/s, that is, 1.7x the output throughput of BF16.",
     ["FP8 reaches 170 tok/s, that is, 2.55x the output throughput of BF16.",
      "BF16 reaches 170 tok/s, that is, 1.7x the output throughput of FP8.",
      "FP8 reaches 170 tok/s, that is, 1.7x the mean TTFT of BF16."]),
    ("q", "Mean TTFT is 200 ms on FP8 (i.e. 1.5x lower than BF16).",
     ["Mean TTFT is 200 ms on FP8 (i.e. 1.5x higher than BF16).",
      "Mean TTFT is 200 ms on FP8 (i.e. 2.25x lower than BF16).",
      "Mean TTFT is 200 ms on BF16 (i.e. 1.5x lower than FP8).",
      "p99 TTFT is 200 ms on FP8 (i.e. 1.5x lower than BF16)."]),
    ("q", "Mean TTFT is 200 ms on FP8 (that is, 1.5x lower than on BF16).",
     ["Mean TTFT is 200 ms on FP8 (that is, 1.5x higher than on BF16).",
      "Mean TTFT is 200 ms on BF16 (that is, 1.5x lower than on FP8).",
      "Mean TTFT is 200 ms on FP8 (that is, 2.25x lower than on BF16).",
      "p99 TTFT is 200 ms on FP8 (that is, 1.5x lower than on BF16)."]),
    ("q", "With FP8, mean TTFT is 200 ms, i.e., a third lower than BF16.",
     ["With FP8, mean TTFT is 200 ms, i.e., a third higher than BF16.",
      "With BF16, mean TTFT is 200 ms, i.e., a third lower than FP8.",
      "With FP8, mean TTFT is 200 ms, i.e., two thirds lower than BF16."]),
]

test_true_read_net_true, test_twins_never_net_true = frame_tests(FRAMES, grade)

NEVER_FALSE = [
    "Mean TTFT is 200 ms with FP8 vs 300 ms with BF16, a 33% difference.",   # a percent of which value?
    "FP8 reaches 1.7 req/s, which is 1.7x that of BF16.",
    "Request throughput increases more than onefold with FP8.",
    "Mean TTFT is a third lower.",
    "Mean TTFT is a third less with FP8.",
    "FP8 reaches 1.7 req/s, i.e. about 1.7x.",                          # of what?
    "Request throughput is 1.7 req/s with FP8 vs 1.0 req/s with BF16, a 70% difference.",
]


def _grade_q(wits, s):
    return grade(wits, "q", s)


test_false_reading, test_never_false = verdict_tests(
    ["Mean TTFT is a quarter lower with FP8 than with BF16.",   # -33.3%, not 25% +-5% of it
     "FP8 reaches 1.7 req/s, i.e. 2.55 times that of BF16."], NEVER_FALSE, _grade_q)
