"""Before-then-after values a write-up states without "from ... to" (a held-out writer's development set left them
unread), claimcheck/claims/grammar.lark:

* label_arrow: a rate label and an arrow pair of bare numbers, "Output tok/s: 100 -> 250", "Req/s: 1.0 => 2.5",
  "Request throughput: 1.0 → 2.5 (+150%)", or one bare value ending its phrase, "Output tok/s: 250 with SGLang": the
  numbers in the label's one unit (never the bare "Throughput:");
* pair_unit_carried: a signed percent alone in parentheses after the second value, "(+150%)", lets it take the
  first value's (or the metric's) unit as the clause's end does;
* pair_statistic: "(mean)" / "(p99)" / "(mean, -33%)" right after a before-then-after pair of a per-request metric is both values'
  statistic (claimcheck/claims/pair_frames.py); a second statistic, or a throughput, leaves it unread;
* paren_was: "Mean TTFT is now 80 ms (was 120 ms)", "(from 120 ms)", "(down from 120 ms)" (the particle agreeing with
  the values, else unread): the value in parentheses after "was" / "previously" / "from" is the
  before value (the declared baseline's), the value before it the after value (the declared treatment's); a clause
  naming the baseline ("vLLM's TTFT is 120 ms (was 80 ms)": its own earlier run) leaves it unread.

Witness by hand (10 requests per arm, 100 output tokens each; SGLang declared treatment, vLLM baseline):
SGLang 2.5 req/s -> 250 output tok/s; TTFT nine at a and one at c with mean 80 ms and numpy-linear p99 200 ms: a =
(10 * 0.08 - 0.2 / 0.91) / (10 - 1 / 0.91) = 65.2 ms (the median), c = 213.3 ms; TPOT 30 ms. vLLM 1.0 req/s -> 100
output tok/s; TTFT mean 120 ms, p99 300 ms, median (1.2 - 0.3 / 0.91) / 8.901 = 97.8 ms; TPOT 50 ms. Throughput
+150% (2.5x); mean TTFT 120 -> 80 ms (-33%); p99 TTFT 300 -> 200 ms.
"""

from __future__ import annotations

from claims_corpus.frame_checks import sealed_fixture, sentence_tests, verdict_tests
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

ARMS = [A("sglang", "SGLang", thr=2.5, ttft_mp=(0.08, 0.2), tpot=0.03, tok=100, settings={"engine": "SGLang"},
          role="treatment"),
        A("vllm", "vLLM", thr=1.0, ttft_mp=(0.12, 0.3), tpot=0.05, tok=100, settings={"engine": "vLLM"},
          role="baseline")]

wit = sealed_fixture("arrow-labels", ARMS, "eng", engine=None)


def grade(wit, s: str):
    return grade_statement(s, wit, "10 requests per arm")


TRUE = [
    # label_arrow
    "Output tok/s: 100 -> 250",
    "Output tok/s: 100 → 250 (+150%)",
    "Req/s: 1.0 => 2.5",
    "Request throughput: 1.0 -> 2.5 (+150%)",
    "Output throughput: 100 → 250.",
    "Output tokens per second: ~100 -> ~250",
    # one bare value in the label's unit
    "Output tok/s: 250 with SGLang.",
    "Req/s: ~2.5 on SGLang",
    "Output tok/s: 250 (was 100).",
    "Output tok/s: 250 (SGLang), 100 (vLLM)",
    "Req/s: 1.0 on vLLM, 2.5 on SGLang.",
    # a signed percent after a change verb's pair
    "Request throughput climbs from 1.0 to 2.5 (+150%) with SGLang.",
    # pair_statistic
    "Mean TTFT (ms): 120 -> 80 (mean)",
    "TTFT 300 ms → 200 ms (p99)",
    "TTFT: 120 ms => 80 ms (mean)",
    "TTFT fell from 120 ms to 80 ms (mean) with SGLang.",
    "p99 TTFT: 300 -> 200 ms (p99)",
    "TTFT 120 ms → 80 ms (mean, -33%)",
    "TTFT 300 ms → 200 ms (p99, −33%)",
    # paren_was
    "Mean TTFT is now 80 ms (was 120 ms).",
    "SGLang's mean TTFT is now 80 ms (was 120 ms).",
    "p99 TTFT: 200 ms (previously 300 ms)",
    "Output throughput is now 250 tok/s (was 100 tok/s).",
    "Mean TPOT is 30 ms (was 50).",
    "Mean TTFT is now 80 ms (was: 120 ms).",
    "Mean TTFT is now 80 ms (from 120 ms).",
    "Mean TTFT is now 80 ms (down from 0.12 s).",
    "Output throughput is 250 tok/s (up from 100).",
    "Mean TTFT dropped to 80 ms (was 120 ms).",
    "Output throughput rose to 250 tok/s (was 100 tok/s).",
]
TWINS = [
    "Output tok/s: 100 -> 375",
    "Output tok/s: 150 -> 250",
    "Output tok/s: 250 -> 100",
    "Output tok/s: 100 → 250 (+225%)",
    "Req/s: 1.0 => 3.75",
    "Req/s: 2.5 => 1.0",
    "Request throughput: 1.0 -> 2.5 (+225%)",
    "Request throughput: 1.0 -> 2.5 (-150%)",
    "Output throughput: 100 → 125.",
    "Request throughput climbs from 1.0 to 2.5 (+75%) with SGLang.",
    "Output tok/s: 375 with SGLang.",
    "Output tok/s: 250 with vLLM.",
    "Req/s: ~4 on SGLang",
    "Output tok/s: 100 (was 250).",
    "Output tok/s: 100 (SGLang), 250 (vLLM)",
    "Req/s: 2.5 on vLLM, 1.0 on SGLang.",
    "Request throughput climbs from 1.0 to 2.5 (+150%) with vLLM.",
    # the wrong statistic, a second statistic, flipped, scaled
    "Mean TTFT (ms): 120 -> 80 (p99)",
    "TTFT 120 ms → 80 ms (p99)",
    "TTFT 300 ms → 200 ms (mean)",
    "TTFT: 120 ms => 80 ms (median)",
    "TTFT: 80 ms => 120 ms (mean)",
    "TTFT: 120 ms => 120 ms (mean)",
    "TTFT fell from 180 ms to 80 ms (mean) with SGLang.",
    "TTFT fell from 120 ms to 80 ms (mean) with vLLM.",
    "p99 TTFT: 300 -> 200 ms (mean)",
    "TTFT 120 ms → 80 ms (mean, -50%)",
    "TTFT 120 ms → 80 ms (p99, -33%)",
    "TTFT 120 ms → 80 ms (mean, +33%)",
    "TTFT 80 ms → 120 ms (mean, -33%)",
    # paren_was: swapped, scaled, the wrong statistic, negated, the baseline named
    "Mean TTFT is now 120 ms (was 80 ms).",
    "Mean TTFT is now 80 ms (was 180 ms).",
    "Mean TTFT is now 120 ms (was 120 ms).",
    "Mean TTFT is now 40 ms (was 120 ms).",
    "vLLM's mean TTFT is now 80 ms (was 120 ms).",
    "vLLM's mean TTFT is now 120 ms (was 80 ms).",
    "Median TTFT: 200 ms (previously 300 ms)",
    "p99 TTFT: 80 ms (previously 120 ms)",
    "Mean TPOT is 30 ms (was 75).",
    "Output throughput is now 100 tok/s (was 250 tok/s).",
    "Mean TTFT is not 80 ms (was 120 ms).",
    "Mean TTFT is now 80 ms (was: 180 ms).",
    "Mean TTFT is now 120 ms (from 80 ms).",
    "Mean TTFT is now 80 ms (up from 120 ms).",
    "Output throughput is 250 tok/s (down from 100).",
    "Output throughput is 375 tok/s (up from 100).",
    "Mean TTFT dropped to 80 ms (was 180 ms).",
    "Mean TTFT rose to 80 ms (was 120 ms).",
    "Output throughput rose to 100 tok/s (was 250 tok/s).",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)

FALSE = [
    "Output tok/s: 100 -> 375",
    "TTFT 120 ms → 80 ms (p99)",
    "Mean TTFT is now 80 ms (was 180 ms).",
    "Request throughput: 1.0 -> 2.5 (+225%)",
]
NEVER_FALSE = [
    "Req/s: 2.5 (SGLang) vs 1.0 (vLLM)",
    "Req/s: 2 of 3 runs improved.",
    "Output tok/s: 250, mean TTFT: 80 ms with SGLang.",
    "vLLM's mean TTFT is now 120 ms (was 80 ms).",
    "Throughput: 1.0 -> 2.5",
    "Mean TTFT 120 ms -> 80 ms (p99)",
    "Output tok/s: 100 -> 250 (mean)",
    "Output tok/s: 100 -> 2500",
    "Mean TTFT is now about 80 ms (was about 120 ms).",
    # a hedged before value after an arm's label: held unread, never "SGLang's TTFT was ~120 ms" (a held-out suite's
    # "fp8: mean TTFT ~147 ms (was ~167 ms)" was false: "was" is inert and the label bound the value to fp8)
    "SGLang: mean TTFT ~80 ms (was ~120 ms).",
    "SGLang: mean TTFT 80 ms (was about 120 ms).",
    "SGLang: mean TTFT ~80 ms (was: roughly 120 ms).",
]

test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(FALSE, NEVER_FALSE, grade)
