"""A summary clause before a colon, then the measured clause (production summary_label, claimcheck/claims/lead_labels.py;
docs/claim-check.md): "FP8 also trims the tail: P99 TTFT drops from 900 ms to 610 ms", "The catch is TTFT: mean TTFT
rises from 120 ms to 180 ms with chunked prefill", "Where it really shows is throughput: ...", "Good news on latency:
...", "Biggest win: p50 E2EL fell from ...", "The one regression: TPOT went up ~5% (31 ms -> 32.6 ms)". The summary is
taken out (an arm subject kept, the clause's subject) only where the clause after the colon says it: the same metric
or class (the tail: a p90+ / max statistic of a latency), the summary's direction or evaluation in every direction word
and from-to pair; else the sentence stays not-yet (never false from the summary alone).

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm alike, so a p50, p99 or
max is the mean; e2e = TTFT + TPOT x (output tokens - 1); throughput = requests / wall):

* ``fp8`` -- bf16 (quantization bf16, baseline): 40 requests, 4 req/s (wall 10 s), TTFT 900 ms, TPOT 31 ms, 101 output
  tokens: e2e 0.9 + 0.031 x 100 = 4.0 s; fp8 (quantization fp8, treatment): 5 req/s (wall 8 s), TTFT 610 ms, TPOT
  32.6 ms: e2e 0.61 + 3.26 = 3.87 s. fp8 vs bf16: TTFT (610 - 900) / 900 = -32.2%, TPOT (32.6 - 31) / 31 = +5.16%,
  e2e (3.87 - 4.0) / 4.0 = -3.25%, throughput +25%. x1.5 / x0.5: TTFT 1350 -> 915 / 450 -> 305 ms, TPOT 46.5 -> 48.9 /
  15.5 -> 16.3 ms, e2e 6.0 -> 5.8 / 2.0 -> 1.94 s, throughput 6 -> 7.5 / 2 -> 2.5 req/s.
* ``cp`` -- cp_off (enable_chunked_prefill false, baseline): 100 requests of 200 output tokens, 1,300 output tok/s,
  TTFT 120 ms, ITL 22.7 ms; cp_on (true, treatment): 2,400 output tok/s, TTFT 180 ms, ITL 20 ms. on vs off: TTFT +50%,
  ITL (20 - 22.7) / 22.7 = -11.9% ("down 12%": within 0.5), output throughput 1,300 -> 2,400 tok/s.
* ``gpu`` -- a100 (baseline): 40 requests, 3 req/s, TTFT 167 ms, TPOT 30 ms; h100 (treatment): 5 req/s, TTFT 83 ms,
  TPOT 20 ms. TTFT 167 -> 83 ms (x1.5: 250 -> 125 ms), throughput 3 -> 5 req/s.

production where_topic: the topic first, "Time to first token is where the H100 really shines: median TTFT dropped
from 167 ms to 83 ms", read as "Where the H100 really shines is time to first token: ..." is (the arm's article "the"
allowed in both).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (  # noqa: E402
    assert_never_false, assert_never_net_true, frame_tests, sealed_fixture)
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM"
SPECS = {
    "fp8": [A("fp8", "FP8", role="treatment", thr=5, ttft=0.61, tpot=0.0326, tok=101, n=40,
              settings={"quantization": "fp8"}),
            A("bf16", "BF16", role="baseline", thr=4, ttft=0.9, tpot=0.031, tok=101, n=40,
              settings={"quantization": "bf16"})],
    "cp": [A("cp_on", role="treatment", toks=2400, ttft=0.18, itl=0.02, tok=200, n=100,
             settings={"enable_chunked_prefill": True}),
           A("cp_off", role="baseline", toks=1300, ttft=0.12, itl=0.0227, tok=200, n=100,
             settings={"enable_chunked_prefill": False})],
    "gpu": [A("h100", "H100", role="treatment", thr=5, ttft=0.083, tpot=0.02, tok=101, n=40),
            A("a100", "A100", role="baseline", thr=3, ttft=0.167, tpot=0.03, tok=101, n=40)],
}
wit = sealed_fixture("summary_labels", SPECS, engine="vLLM")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPE)


#: the summaries that say the tail got better, crossed with tail clauses (statistic before / after / "of", spellings)
TAIL_SUMMARIES = ["FP8 also trims the tail:", "It also trims the tail:", "fp8 trims tail latency:",
                  "quantization=fp8 also trims the tail:", "Where FP8 shines is the tail:",
                  "Where it really shows is the tail:", "Good news on the tail:", "Biggest win is the tail:"]
TAIL_CLAUSES = ["P99 TTFT drops from 900 ms to 610 ms.", "TTFT p99 goes from 900 ms to 610 ms.",
                "the p99 of TTFT drops from 900 ms to 610 ms.", "99th percentile time to first token is down about 32%.",
                "max TTFT fell ~32%.", "p99 time-to-first-token 900 ms → 610 ms."]
#: twins of each tail clause (x1.5, x0.5, direction flipped) and of each summary (wrong statistic, flipped evaluation)
TAIL_CLAUSE_TWINS = ["P99 TTFT drops from 1350 ms to 915 ms.", "P99 TTFT drops from 450 ms to 305 ms.",
                     "P99 TTFT rises from 610 ms to 900 ms.", "TTFT p99 goes from 610 ms to 900 ms.",
                     "P99 TTFT is up about 32%.", "max TTFT fell ~64%.", "p99 time-to-first-token 610 ms → 900 ms."]
TAIL_SUMMARY_TWINS = ["FP8 hurts the tail: P99 TTFT drops from 900 ms to 610 ms.",  # evaluation flipped, clause true
                      "FP8 also raises the tail: P99 TTFT drops from 900 ms to 610 ms.",
                      "Bad news on the tail: P99 TTFT drops from 900 ms to 610 ms.",
                      "Where it hurts is the tail: P99 TTFT drops from 900 ms to 610 ms.",
                      "FP8 also trims the tail: mean TTFT drops from 900 ms to 610 ms.",  # not a tail statistic
                      "FP8 also trims the tail: median TTFT drops from 900 ms to 610 ms.",
                      "FP8 also trims the tail: P99 TTFT drops from 900 ms to 610 ms and mean TPOT rises 5%.",
                      "FP8 also trims the tail: P99 throughput rises 25%.",
                      "BF16 also trims the tail: P99 TTFT drops from 900 ms to 610 ms.",  # arms swapped
                      "FP8 also trims the tail: P99 TTFT drops from 900 ms to 610 ms with BF16.",
                      "FP8 does not trim the tail: P99 TTFT drops from 900 ms to 610 ms.",  # negation
                      "It also trims the tail: P99 TTFT does not drop from 900 ms to 610 ms.",
                      "FP8 also trims the tail: P99 TTFT drops from 900 ms to 610 ms on an A100."]  # wrong GPU

#: (witness, true statement, twins)
FRAMES = [
    ("fp8", "FP8 also trims the tail: P99 TTFT drops from 900 ms to 610 ms.",
     ["FP8 also trims the tail: P99 TTFT rises from 610 ms to 900 ms.", *TAIL_SUMMARY_TWINS]),
    *[("fp8", f"{s} {c}", [f"{s} {t}" for t in TAIL_CLAUSE_TWINS]) for s in TAIL_SUMMARIES for c in TAIL_CLAUSES],
    # an evaluation noun before a change of one metric (spellings, statistics, hedges, arrows)
    ("fp8", "Biggest win: p50 E2EL fell from 4.0 s to 3.87 s.",
     ["Biggest win: p50 E2EL rose from 3.87 s to 4.0 s.", "Biggest regression: p50 E2EL fell from 4.0 s to 3.87 s.",
      "Biggest win: p50 E2EL fell from 6.0 s to 5.8 s.", "Biggest win: p50 E2EL fell from 2.0 s to 1.94 s.",
      "Biggest win: p50 TPOT fell from 4.0 s to 3.87 s.", "Biggest win: p50 E2EL fell from 4.0 s to 3.87 s on an A100."]),
    ("fp8", "Biggest win: median end-to-end latency 4.0 s -> 3.87 s.",
     ["Biggest win: median end-to-end latency 3.87 s -> 4.0 s.", "The catch: median end-to-end latency 4.0 s -> 3.87 s.",
      "Biggest win: median end-to-end latency 6.0 s -> 5.8 s."]),
    ("fp8", "The one regression: TPOT went up ~5% (31 ms -> 32.6 ms).",
     ["The one win: TPOT went up ~5% (31 ms -> 32.6 ms).", "The one regression: TPOT went up ~5% (32.6 ms -> 31 ms).",
      "The one regression: TPOT went down ~5% (32.6 ms -> 31 ms).", "The one regression: TPOT went up ~10%.",
      "The one regression: TPOT went up ~2.5%.", "The one regression: TTFT went up ~32% (610 ms -> 900 ms)."]),
    ("fp8", "The only downside: TPOT is up about 5% with FP8.",
     ["The only downside: TPOT is up about 5% with BF16.", "The only upside: TPOT is up about 5% with FP8.",
      "The only downside: TPOT is down about 5% with FP8.", "The only downside: TPOT is up about 10% with FP8."]),
    ("fp8", "One catch: mean TPOT rose ~5% with FP8.",
     ["One catch: mean TPOT rose ~5% with BF16.", "One catch: mean TPOT rose ~10% with FP8.",
      "One win: mean TPOT rose ~5% with FP8."]),
    ("fp8", "The catch is TPOT: mean TPOT rises from 31 ms to 32.6 ms with FP8.",
     ["The catch is TTFT: mean TPOT rises from 31 ms to 32.6 ms with FP8.",  # label / metric mismatch
      "The catch is latency: mean TPOT rises from 31 ms to 32.6 ms with BF16.",
      "The catch is TPOT: mean TPOT rises from 46.5 ms to 48.9 ms with FP8.",
      "The catch is TPOT: mean TPOT falls from 32.6 ms to 31 ms with FP8.",
      "The catch is throughput: throughput rises from 4 to 5 req/s with FP8.",  # a gain called a catch
      "The upside is TPOT: mean TPOT rises from 31 ms to 32.6 ms with FP8."]),
    ("fp8", "The catch is time per output token: mean TPOT rises from 31 ms to 32.6 ms with FP8.",
     ["The catch is time to first token: mean TPOT rises from 31 ms to 32.6 ms with FP8."]),
    ("fp8", "Good news on latency: mean TTFT is down about 32% with FP8.",
     ["Bad news on latency: mean TTFT is down about 32% with FP8.",
      "Good news on throughput: mean TTFT is down about 32% with FP8.",
      "Good news on latency: mean TTFT is up about 32% with FP8.", "Good news on latency: mean TTFT is down about 64% with FP8.",
      "Good news on latency: mean TTFT is down about 16% with FP8.", "Good news on latency: mean TTFT is down about 32% with BF16.",
      "Good news on latency: mean TTFT is not down about 32% with FP8."]),
    ("fp8", "Good news on latency: mean time-to-first-token is down roughly 32% with fp8.",
     ["Good news on latency: mean time-to-first-token is down roughly 32% with bf16."]),
    ("fp8", "Where it really shows is throughput: throughput rises from 4 to 5 req/s with FP8.",
     ["Where it really shows is latency: throughput rises from 4 to 5 req/s with FP8.",
      "Where it hurts is throughput: throughput rises from 4 to 5 req/s with FP8.",
      "Where it really shows is throughput: throughput rises from 4 to 7.5 req/s with FP8.",
      "Where it really shows is throughput: throughput falls from 5 to 4 req/s with FP8.",
      "Where it really shows is throughput: throughput rises from 4 to 5 req/s with BF16."]),
    ("fp8", "FP8 helps throughput too: throughput is up 25%.",
     ["BF16 helps throughput too: throughput is up 25%.", "FP8 hurts throughput too: throughput is up 25%.",
      "FP8 helps throughput too: throughput is up 50%.", "FP8 helps latency too: throughput is up 25%.",
      "FP8 helps throughput too: throughput is down 25%."]),
    # a verb with a preposition, a copula and an evaluation noun, an arm after the noun ("for FP8"), and a "vs" pair
    # whose arms are known: the subject arm's value against the other's gives the direction
    ("fp8", "FP8 wins on throughput: throughput rises from 4 to 5 req/s.",
     ["BF16 wins on throughput: throughput rises from 4 to 5 req/s.",
      "FP8 loses on throughput: throughput rises from 4 to 5 req/s.",
      "FP8 wins on throughput: throughput rises from 4 to 7.5 req/s.",
      "FP8 wins on latency: throughput rises from 4 to 5 req/s."]),
    ("fp8", "FP8 wins on throughput: 5 req/s vs 4 req/s for BF16.",
     ["FP8 wins on throughput: 4 req/s vs 5 req/s for BF16.", "BF16 wins on throughput: 5 req/s vs 4 req/s for FP8.",
      "FP8 wins on throughput: 7.5 req/s vs 4 req/s for BF16.", "FP8 loses on throughput: 5 req/s vs 4 req/s for BF16.",
      "FP8 wins on throughput: 2.5 req/s vs 4 req/s for BF16."]),
    ("fp8", "FP8 also trims the tail: P99 TTFT is 610 ms vs 900 ms for BF16.",
     ["FP8 also trims the tail: P99 TTFT is 900 ms vs 610 ms for BF16.",
      "FP8 also trims the tail: P99 TTFT is 915 ms vs 1350 ms for BF16.",
      "FP8 also trims the tail: mean TTFT is 610 ms vs 900 ms for BF16.",
      "FP8 also trims the tail: P99 TTFT is 610 ms (BF16) vs 900 ms (FP8).",
      "FP8 also hurts the tail: P99 TTFT is 610 ms vs 900 ms for BF16."]),
    ("fp8", "Where FP8 shines is the tail: TTFT (p99) is 900 ms (BF16) vs ~610 ms (FP8).",
     ["Where FP8 shines is the tail: TTFT (p99) is 610 ms (BF16) vs ~900 ms (FP8).",
      "Where FP8 hurts is the tail: TTFT (p99) is 900 ms (BF16) vs ~610 ms (FP8).",
      "Where BF16 shines is the tail: TTFT (p99) is 900 ms (BF16) vs ~610 ms (FP8)."]),
    ("fp8", "FP8 is a clear win on latency: mean TTFT is down about 32%.",
     ["FP8 is a clear regression on latency: mean TTFT is down about 32%.",
      "BF16 is a clear win on latency: mean TTFT is down about 32%.",
      "FP8 is a clear win on latency: mean TTFT is up about 32%.",
      "FP8 is a clear win on throughput: mean TTFT is down about 32%."]),
    ("fp8", "This is the one regression: TPOT went up ~5% (31 ms -> 32.6 ms).",
     ["This is the one win: TPOT went up ~5% (31 ms -> 32.6 ms).", "This is the one regression: TPOT went up ~10%."]),
    ("fp8", "Biggest win for FP8: p50 E2EL fell from 4.0 s to 3.87 s.",
     ["Biggest win for BF16: p50 E2EL fell from 4.0 s to 3.87 s.",
      "Biggest win for FP8: p50 E2EL rose from 3.87 s to 4.0 s.",
      "Biggest regression for FP8: p50 E2EL fell from 4.0 s to 3.87 s."]),
    ("fp8", "It helps with TTFT: mean time to first token drops from 900 ms to 610 ms.",
     ["It hurts TTFT: mean time to first token drops from 900 ms to 610 ms.",
      "It helps with TPOT: mean time to first token drops from 900 ms to 610 ms."]),
    # a gain header (quality_label's QUALITY_LABEL_GAINS) before a clause that says worse: never read
    ("fp8", "Gains: throughput rises from 4 to 5 req/s with FP8.",
     ["Gains: mean TPOT rises from 31 ms to 32.6 ms with FP8.", "Performance boost: mean TPOT rises from 31 ms to 32.6 ms "
      "with FP8.", "Speedup: mean TTFT rises from 610 ms to 900 ms with BF16.", "Win: p50 E2EL 3.87 s -> 4.0 s.",
      "Gains: throughput falls from 5 to 4 req/s with FP8."]),
    ("cp", "The catch is TTFT: mean TTFT rises from 120 ms to 180 ms with chunked prefill.",
     ["The catch is ITL: mean TTFT rises from 120 ms to 180 ms with chunked prefill.",
      "The upside is TTFT: mean TTFT rises from 120 ms to 180 ms with chunked prefill.",
      "The catch is TTFT: mean TTFT rises from 120 ms to 180 ms without chunked prefill.",
      "The catch is TTFT: mean TTFT rises from 120 ms to 270 ms with chunked prefill.",
      "The catch is TTFT: mean TTFT falls from 180 ms to 120 ms with chunked prefill."]),
    ("cp", "Good news on latency: median ITL is down 12% with chunked prefill.",
     ["Bad news on latency: median ITL is down 12% with chunked prefill.",
      "Good news on latency: median ITL is up 12% with chunked prefill.",
      "Good news on latency: median ITL is down 24% with chunked prefill.",
      "Good news on latency: median ITL is down 12% without chunked prefill.",
      "Good news on throughput: median ITL is down 12% with chunked prefill."]),
    ("cp", "Where it really shows is throughput: output throughput rises from 1,300 to 2,400 tok/s with chunked prefill.",
     ["Where it really shows is TTFT: output throughput rises from 1,300 to 2,400 tok/s with chunked prefill.",
      "Where it really shows is throughput: output throughput rises from 1,300 to 3,600 tok/s with chunked prefill.",
      "Where it really shows is throughput: output throughput rises from 1,300 to 2,400 tok/s without chunked prefill.",
      "Where it hurts is throughput: output throughput rises from 1,300 to 2,400 tok/s with chunked prefill."]),
    # production went_up_summary: a topic subject, "went" / "is" / "was" and "up" / "down" (the value's way)
    ("fp8", "Throughput went up too: 4 -> 5 req/s (+25%).",
     ["Throughput went down too: 4 -> 5 req/s (+25%).", "Throughput went up too: 5 -> 4 req/s.",
      "Throughput went up too: 4 -> 7.5 req/s (+87.5%).", "Throughput went up too: 4 -> 2.5 req/s.",
      "Throughput went up too: 4 -> 5 req/s (+50%).", "TTFT went up too: 4 -> 5 req/s (+25%).",
      "Throughput never went up: 4 -> 5 req/s.", "Throughput looks up: 4 -> 5 req/s.",
      "Throughput went up too: 4 -> 5 req/s with BF16."]),
    ("fp8", "TTFT is down: mean TTFT drops from 900 ms to 610 ms.",
     ["TTFT is up: mean TTFT drops from 900 ms to 610 ms.", "TTFT is down: mean TTFT rises from 610 ms to 900 ms.",
      "TTFT is down: mean TTFT drops from 1350 ms to 915 ms.", "TTFT is down: mean TTFT drops from 450 ms to 305 ms.",
      "TPOT is down: mean TTFT drops from 900 ms to 610 ms.", "TTFT is not down: mean TTFT drops from 900 ms to 610 ms.",
      "Prefill is down: mean TTFT drops from 900 ms to 610 ms.",
      "TTFT is down: mean TTFT drops from 900 ms to 610 ms with BF16."]),
    # production where_topic: "M is where ARM (really) shines:", and "the" before the arm of a "where" summary
    ("gpu", "Time to first token is where the H100 really shines: median TTFT dropped from 167 ms to 83 ms, and p95 "
     "TTFT from about 167 ms to 83 ms.",
     ["Time to first token is where the A100 really shines: median TTFT dropped from 167 ms to 83 ms, and p95 TTFT "
      "from about 167 ms to 83 ms.",
      "Time to first token is where the H100 really suffers: median TTFT dropped from 167 ms to 83 ms.",
      "Time to first token is where the H100 really shines: median TTFT rose from 83 ms to 167 ms.",
      "Time to first token is where the H100 really shines: median TTFT dropped from 250 ms to 125 ms.",
      "Time to first token is where the H100 really shines: median TTFT dropped from 84 ms to 42 ms.",
      "Time to first token is where the H100 really shines: median TTFT dropped from 167 ms to 83 ms with the A100.",
      "Time to first token is not where the H100 really shines: median TTFT dropped from 167 ms to 83 ms.",
      "Time to first token is where the H100 might shine: median TTFT dropped from 167 ms to 83 ms.",
      "Time to first token is where the H100 does not shine: median TTFT dropped from 167 ms to 83 ms.",
      "Throughput is where the H100 really shines: median TTFT dropped from 167 ms to 83 ms.",
      "Time to first token is where the H100 really shines: mean TPOT dropped from 30 ms to 20 ms."]),
    ("gpu", "Where the H100 really shines is time to first token: median TTFT dropped from 167 ms to 83 ms.",
     ["Where the A100 really shines is time to first token: median TTFT dropped from 167 ms to 83 ms.",
      "Where the H100 really hurts is time to first token: median TTFT dropped from 167 ms to 83 ms.",
      "Where the H100 really shines is time to first token: median TTFT dropped from 250 ms to 125 ms.",
      "Where the H100 really shines is throughput: median TTFT dropped from 167 ms to 83 ms."]),
    ("gpu", "Throughput is where the H100 shines: throughput rises from 3 to 5 req/s.",
     ["Throughput is where the A100 shines: throughput rises from 3 to 5 req/s.",
      "Throughput is where the H100 suffers: throughput rises from 3 to 5 req/s.",
      "Throughput is where the H100 shines: throughput rises from 3 to 7.5 req/s.",
      "Throughput is where the H100 shines: throughput falls from 5 to 3 req/s.",
      "Latency is where the H100 shines: throughput rises from 3 to 5 req/s."]),
    ("fp8", "The tail is where FP8 really shines: P99 TTFT drops from 900 ms to 610 ms.",
     ["The tail is where BF16 really shines: P99 TTFT drops from 900 ms to 610 ms.",
      "The tail is where FP8 really hurts: P99 TTFT drops from 900 ms to 610 ms.",
      "The tail is where FP8 really shines: mean TTFT drops from 900 ms to 610 ms.",
      "The tail is where FP8 really shines: P99 TTFT rises from 610 ms to 900 ms.",
      "The tail is where FP8 really shines: P99 TTFT drops from 1350 ms to 915 ms.",
      "The tail is where it really shines: P99 TTFT drops from 450 ms to 305 ms."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)

#: honest or unclear statements a summary cannot make false (the summary unread, or the clause true)
NEVER_FALSE = [
    ("fp8", "FP8 also trims the tail: P99 TTFT is 610 ms vs 900 ms for BF16."),
    ("fp8", "FP8 also trims the tail: mean TTFT drops from 900 ms to 610 ms."),
    ("fp8", "The catch is TTFT: mean TPOT rises from 31 ms to 32.6 ms with FP8."),
    ("fp8", "FP8 hurts the tail: P99 TTFT drops from 900 ms to 610 ms."),
    ("fp8", "Biggest regression: p50 E2EL fell from 4.0 s to 3.87 s."),
    ("cp", "The catch is TTFT: mean TTFT falls from 180 ms to 120 ms without chunked prefill."),
    ("fp8", "It also trims the tail: P99 TTFT is 610 ms vs 900 ms for BF16."),  # "it": whose is 610 ms? unread
    ("fp8", "FP8 also trims the tail: P99 TTFT is 610 ms vs 0.9 s for BF16."),  # units differ: no direction
    ("fp8", "FP8 also trims the tail: P99 TTFT is 610 ms (BF16) vs 900 ms (FP8)."),
    ("gpu", "Time to first token is where the A100 really shines: median TTFT dropped from 167 ms to 83 ms."),
    ("gpu", "Time to first token is where the H100 really suffers: median TTFT dropped from 167 ms to 83 ms."),
    ("gpu", "Throughput is where the H100 really shines: median TTFT dropped from 167 ms to 83 ms."),
    ("fp8", "Throughput went down too: 4 -> 5 req/s (+25%)."),
    ("fp8", "TTFT is up: mean TTFT drops from 900 ms to 610 ms."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_an_unread_or_mismatched_summary_is_never_false(wit, name, s):
    assert_never_false(_grade(wit, name, s), s)


#: the summary alone never decides: a mismatched summary before a true clause is not-yet (its words unread)
MISMATCHED = [
    ("fp8", "The catch is TTFT: mean TPOT rises from 31 ms to 32.6 ms with FP8."),
    ("fp8", "FP8 also trims the tail: mean TTFT drops from 900 ms to 610 ms."),
    ("fp8", "FP8 also trims the tail: P99 TTFT rises from 610 to 900 ms."),
    ("fp8", "Biggest win: p50 E2EL rose from 3.87 s to 4.0 s."),
    ("fp8", "The catch is throughput: throughput rises from 4 to 5 req/s with FP8."),
    ("cp", "The upside is TTFT: mean TTFT rises from 120 ms to 180 ms with chunked prefill."),
]


@pytest.mark.parametrize("name,s", MISMATCHED)
def test_a_mismatched_summary_stays_unread(wit, name, s):
    res = _grade(wit, name, s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    assert res.reading is not None and res.reading.unread, s


def test_twins_are_checked_against_a_clause_that_reads_alone(wit):
    # the twins above are meaningful only if the clause itself reads: it does, and it is net-true alone
    for name, s in [("fp8", "P99 TTFT drops from 900 ms to 610 ms."), ("fp8", "mean TPOT rises from 31 ms to 32.6 ms with FP8."),
                    ("cp", "Median ITL is down 12% with chunked prefill.")]:
        res = _grade(wit, name, s)
        assert res.verdict == "net-true", (s, res.reason)
    assert_never_net_true(_grade(wit, "fp8", "The catch is TTFT: mean TPOT rises from 31 ms to 32.6 ms with FP8."), "")
