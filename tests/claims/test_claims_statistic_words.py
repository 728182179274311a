"""Metric and statistic words (claimcheck/claims/grammar.lark):

* average_verb: "averages" / "averaged" right before a value is the mean ("End-to-end latency averages 1.39 s with
  FP8", "FP8 averages 200 ms TTFT"), as "TTFT avg 200 ms"; after a metric with a statistic of its own ("p99 TTFT
  averages 500 ms", "p99 TTFT avg 200 ms") two statistics name one metric and neither is read;
* case_statistic: "best-case" / "worst-case" before a per-request time: min / max ("Best-case TPOT with FP8: 12 ms");
* tail_metric: "tail" with a tail statistic stated ("p99 tail latency", "tail TTFT (p99)"); alone, unread;
* output_rate: a bare "output" before a copula and a token rate ("Output was 170 t/s on FP8");
* chat_shorthand "@": "at" ("6.4x output throughput @ concurrency 8 vs concurrency 1").

Witness q by hand (10 requests per arm, 100 output tokens each): FP8 (treatment) 1.7 req/s -> 170 output tok/s; TTFT
nine requests at a and one at c, mean 200 ms and numpy-linear p99 500 ms: a = (10 * 0.2 - 0.5 / 0.91) / (10 - 1 / 0.91)
= 162.96 ms (min, median), c = 2 - 9a = 533.3 ms (max); TPOT 12 ms every request (min = max = 12 ms); e2e = TTFT +
0.012 * 99 = TTFT + 1.188 s: mean 1.388 s, p99 1.688 s. BF16 (baseline) 1.0 req/s -> 100 tok/s; TTFT mean 300 ms, p99
600 ms, a = (3 - 0.6 / 0.91) / 8.901 = 262.96 ms, c = 633.3 ms; TPOT 24 ms; e2e = TTFT + 2.376 s: mean 2.676 s, p99
2.976 s. p99 TTFT ratio 600 / 500 = 1.2x (mean ratio 1.5x). Witness conc: the concurrency sweep of frame_checks
(CONC_SWEEP): output tok/s c1 50, c8 320, c32 960.
"""

from __future__ import annotations

from claims_corpus.frame_checks import CONC_SWEEP, CONC_SWEEP_SCOPE, frame_tests, sealed_fixture, verdict_tests
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

NEG = "It is not true that "
Q = [A("fp8", "FP8", role="treatment", thr=1.7, ttft_mp=(0.2, 0.5), tpot=0.012, tok=100, settings={"dtype": "fp8"}),
     A("bf16", "BF16", role="baseline", thr=1.0, ttft_mp=(0.3, 0.6), tpot=0.024, tok=100,
       settings={"dtype": "bfloat16"})]

wit = sealed_fixture("statistic-words", {"q": Q, "conc": Spec("conc", CONC_SWEEP, key="", engine="vLLM")})


def grade(wits, name, s):
    return grade_statement(s, wits[name], CONC_SWEEP_SCOPE if name == "conc" else "10 requests per arm")


FRAMES = [
    # average_verb
    ("q", "End-to-end latency averages 1.39 s with FP8.",
     ["End-to-end latency averages 2.08 s with FP8.", "End-to-end latency averages 0.69 s with FP8.",
      "End-to-end latency averages 1.39 s with BF16.", "p99 end-to-end latency averages 1.39 s with FP8.",
      "End-to-end latency averages 1.39 s with FP8 and 1.39 s with BF16.",
      NEG + "end-to-end latency averages 1.39 s with FP8."]),
    ("q", "TTFT averaged ~200 ms with FP8 and ~300 ms with BF16.",
     ["TTFT averaged ~300 ms with FP8 and ~200 ms with BF16.", "TTFT averaged ~300 ms with FP8 and ~450 ms with BF16.",
      "TPOT averaged ~200 ms with FP8 and ~300 ms with BF16.", "TTFT averaged ~100 ms with FP8 and ~150 ms with BF16."]),
    ("q", "FP8 averages 200 ms TTFT.",
     ["BF16 averages 200 ms TTFT.", "FP8 averages 200 ms TPOT.", "FP8 averages 300 ms TTFT.",
      "FP8 averages 100 ms TTFT."]),
    ("q", "With FP8, the time per output token averages 12 ms.",
     ["With FP8, the time per output token averages 18 ms.", "With BF16, the time per output token averages 12 ms.",
      "With FP8, the time per output token averages 6 ms.", "With FP8, the time to first token averages 12 ms."]),
    # case_statistic
    ("q", "The 99th pct TTFT is 500 ms with FP8.",
     ["The 99th pct TTFT is 750 ms with FP8.", "The 95th pct TTFT is 500 ms with FP8.",
      "The 99th pct TTFT is 500 ms with BF16.", "The 99th pct TPOT is 500 ms with FP8."]),
    ("q", "Best-case TPOT with FP8: 12 ms",
     ["Best-case TPOT with FP8: 18 ms", "Best-case TPOT with FP8: 6 ms", "Best-case TPOT with BF16: 12 ms",
      "Best-case TTFT with FP8: 12 ms"]),
    ("q", "Worst-case TTFT is 533 ms with FP8 vs 633 ms with BF16.",
     ["Worst-case TTFT is 633 ms with FP8 vs 533 ms with BF16.",
      "Best-case TTFT is 533 ms with FP8 vs 633 ms with BF16.",
      "Worst-case TTFT is 800 ms with FP8 vs 950 ms with BF16.",
      "Worst-case TPOT is 533 ms with FP8 vs 633 ms with BF16."]),
    ("q", "The best case time to first token with FP8 is about 163 ms.",
     ["The worst case time to first token with FP8 is about 163 ms.",
      "The best case time to first token with BF16 is about 163 ms.",
      "The best case time to first token with FP8 is about 245 ms.",
      "The best case time to first token with FP8 is about 80 ms."]),
    # tail_metric
    ("q", "p99 tail latency is 1.69 s with FP8.",
     ["p99 tail latency is 2.98 s with FP8.", "p99 tail latency is 1.69 s with BF16.",
      "p99 tail latency is 0.84 s with FP8.", "p99 tail latency is 2.53 s with FP8.",
      NEG + "p99 tail latency is 1.69 s with FP8."]),
    ("q", "Tail TTFT (p99) is 500 ms with FP8 vs 600 ms with BF16.",
     ["Tail TTFT (p99) is 600 ms with FP8 vs 500 ms with BF16.",
      "Tail TTFT (p99) is 750 ms with FP8 vs 900 ms with BF16.",
      "Tail TTFT (p90) is 500 ms with FP8 vs 600 ms with BF16.",
      "Tail TPOT (p99) is 500 ms with FP8 vs 600 ms with BF16."]),
    ("q", "P99 tail TTFT is 1.2x lower with FP8 than with BF16.",
     ["P99 tail TTFT is 1.2x higher with FP8 than with BF16.", "P99 tail TTFT is 1.2x lower with BF16 than with FP8.",
      "P99 tail TTFT is 1.8x lower with FP8 than with BF16.", "P99 tail TTFT is 1.5x lower with FP8 than with BF16."]),
    # output_rate
    ("q", "Output was 170 t/s on FP8.",
     ["Output was 255 t/s on FP8.", "Output was 85 t/s on FP8.", "Output was 170 t/s on BF16.",
      NEG + "output was 170 t/s on FP8."]),
    ("q", "Output: ~170 tok/s with FP8 vs ~100 tok/s with BF16.",
     ["Output: ~100 tok/s with FP8 vs ~170 tok/s with BF16.", "Output: ~255 tok/s with FP8 vs ~150 tok/s with BF16.",
      "Output: ~85 tok/s with FP8 vs ~50 tok/s with BF16."]),
    # "@"
    ("conc", "Output throughput is 960 tok/s @ concurrency 32.",
     ["Output throughput is 1440 tok/s @ concurrency 32.", "Output throughput is 480 tok/s @ concurrency 32.",
      "Output throughput is 960 tok/s @ concurrency 8.", NEG + "output throughput is 960 tok/s @ concurrency 32."]),
    ("conc", "6.4x output throughput @ concurrency 8 vs concurrency 1.",
     ["9.6x output throughput @ concurrency 8 vs concurrency 1.",
      "3.2x output throughput @ concurrency 8 vs concurrency 1.",
      "6.4x output throughput @ concurrency 1 vs concurrency 8.",
      "6.4x lower output throughput @ concurrency 8 vs concurrency 1."]),
]

test_true_read_net_true, test_twins_never_net_true = frame_tests(FRAMES, grade)

NEVER_FALSE = [
    "p99 TTFT averages 500 ms with FP8.",      # the p99 averaged over runs? two statistics: unread
    "p99 TTFT avg 500 ms with FP8.",
    "FP8 averages 500 ms p99 TTFT.",
    "TTFT averaged over 3 runs is 200 ms with FP8.",
    "Tail latency is 1.69 s with FP8.",       # which statistic?
    "Tail TTFT is 500 ms with FP8.",
    "Median tail TTFT is 163 ms with FP8.",
    "Best-case throughput with FP8: 1.7 req/s",
    "Output was 1.7 req/s on FP8.",
    "Output was 100 tokens per request with FP8.",
    "Request throughput averages 1.7 req/s with FP8.",   # a mean over runs: one run
]
NEVER_NET_TRUE = [
    "p99 TTFT avg 200 ms with FP8.",           # the mean is 200 ms, the p99 500 ms: two statistics, never the mean's
    "p99 TTFT averages 200 ms with FP8.",
    "Median TTFT mean 200 ms with FP8.",
]


def _grade_q(wits, s):
    return grade(wits, "q", s)


test_false_reading, test_never_false = verdict_tests(
    ["Best-case TPOT with FP8: 18 ms", "Output was 255 t/s on FP8.", "End-to-end latency averages 2.08 s with FP8."],
    NEVER_FALSE + NEVER_NET_TRUE, _grade_q)


def test_two_statistics_of_one_metric_are_never_net_true(wit):
    from claims_corpus.frame_checks import assert_never_net_true
    for s in NEVER_NET_TRUE:
        assert_never_net_true(_grade_q(wit, s), s)


# bare "decode" / "decoding" as the decode speed (production bare_generation, claimcheck/claims/generation_words.py):
# witness s by hand, requests back to back (one stream): FP8 TTFT 100 ms, TPOT 10 ms; BF16 TTFT 100 ms, TPOT 20 ms
# (100 output tokens each): the decode token rate (1 / TPOT) 100 vs 50 tok/s, 2x. Read, and never net-true when twisted
S = [A("fp8", "FP8", role="treatment", seq=True, ttft=0.1, tpot=0.01, tok=100, settings={"dtype": "fp8"}),
     A("bf16", "BF16", role="baseline", seq=True, ttft=0.1, tpot=0.02, tok=100, settings={"dtype": "bfloat16"})]
swit = sealed_fixture("decode-words", S, "s", name="swit")
DECODE_READ = ["FP8 is 2x faster than BF16 at decode.",
               "FP8 is 2x faster than BF16 at decoding.", "Decode: 100 tok/s on FP8 vs 50 tok/s on BF16."]
DECODE_TWINS = ["FP8 is 3x faster than BF16 at decode.", "FP8 is 2x slower than BF16 at decode.",
                "BF16 is 2x faster than FP8 at decoding.", "FP8 is 1x faster than BF16 at decode.",
                "Decode: 50 tok/s on FP8 vs 100 tok/s on BF16.", NEG + "FP8 is 2x faster than BF16 at decode."]
# a subject ("Decoding is ...": a topic, tests/claims/test_claims_topic_summaries.py) stays as written
UNCHANGED = ["Speculative decoding is 2x faster with FP8.", "FP8 takes 99 decode steps.",
             "Decode is 2x faster with FP8 than with BF16."]


def _grade_s(path, s):
    return grade_statement(s, path, "10 requests per arm, back to back")


def test_bare_decode_is_read_and_never_false(swit):
    from claims_corpus.frame_checks import assert_never_false
    for s in DECODE_READ:
        res = _grade_s(swit, s)
        assert res.reading is not None and not res.reading.unread, (s, res.reading.unread if res.reading else None)
        assert_never_false(res, s)


def test_bare_decode_twins_never_net_true(swit):
    from claims_corpus.frame_checks import assert_never_net_true
    for s in DECODE_TWINS + UNCHANGED:
        assert_never_net_true(_grade_s(swit, s), s)
