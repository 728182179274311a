"""Ratio and chain phrasings a held-out writer's development set left unread (claimcheck/claims/grammar.lark):

* that_measured: "2.5x that achieved by vLLM", "0.67 times that seen with vLLM": after "that", a participle of
  measuring (vocabulary.THAT_MEASURED_PARTICIPLES) and a preposition before the arm read as "that of" (grammar.skip_the);
  "that reported by vLLM" (someone's stated number) stays unread;
* a whole number and a half, "two and a half times", "one-and-a-half-fold": one number, N + 0.5
  (vocabulary.HALF_WORDS, claimcheck/claims/statement.py), as "2.5 times" is read;
* at_rate_of: "generates tokens at 2.5x the rate of vLLM", "serves requests at twice the pace of TGI": the object's
  rate (output tokens, requests) over the arm's;
* as_much_metric: "2.5 times as many tokens per second as vLLM": a token rate unit names the metric as a request rate
  did ("as many requests per second as");
* sweep_chain: "vLLM → SGLang: mean TTFT 120 ms → 80 ms": each value joined by an arrow may carry its own unit, the
  same words every time (claimcheck/claims/sweep_chains.py); "1.2 s → 80 ms" stays unread; the arms' chain may stand
  between the metric and its colon: "Mean TTFT (vLLM → SGLang): 120 ms → 80 ms", "Output throughput, vLLM → SGLang:
  100 → 250 tok/s".

Witness by hand (10 requests per arm, 100 output tokens each; SGLang declared treatment, vLLM baseline): SGLang 2.5
req/s -> 250 output tok/s, TTFT mean 80 ms / p99 200 ms (nine at 65.2 ms, one at 213.3 ms), TPOT 30 ms; vLLM 1.0
req/s -> 100 output tok/s, TTFT mean 120 ms / p99 300 ms, TPOT 50 ms. Throughput ratio 2.5; mean TTFT ratio 80 / 120 =
0.667; TPOT ratio 0.6.
"""

from __future__ import annotations

from claims_corpus.frame_checks import sealed_fixture, sentence_tests, verdict_tests
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

ARMS = [A("sglang", "SGLang", thr=2.5, ttft_mp=(0.08, 0.2), tpot=0.03, tok=100, settings={"engine": "SGLang"},
          role="treatment"),
        A("vllm", "vLLM", thr=1.0, ttft_mp=(0.12, 0.3), tpot=0.05, tok=100, settings={"engine": "vLLM"},
          role="baseline")]

wit = sealed_fixture("ratio-measured", ARMS, "eng", engine=None)


def grade(wit, s: str):
    return grade_statement(s, wit, "10 requests per arm")


TRUE = [
    "SGLang's output token throughput is 2.5 times that achieved by vLLM.",
    "SGLang's throughput is 2.5x that measured for vLLM.",
    "SGLang's mean TTFT is 0.67 times that seen with vLLM.",
    "SGLang's mean TPOT is roughly 0.6x that observed on vLLM.",
    "SGLang produces 2.5 times as many tokens per second as vLLM.",
    "SGLang's throughput is two and a half times that of vLLM.",
    "vLLM's mean TTFT is one and a half times that of SGLang.",
    "SGLang increases throughput two-and-a-half-fold over vLLM.",
    "SGLang generates tokens at 2.5 times the rate of vLLM.",
    "SGLang serves requests at about 2.5x the pace of vLLM.",
    "SGLang processes about 2.5x as many output tokens per second as vLLM.",
    "vLLM → SGLang: mean TTFT 120 ms → 80 ms",
    "vLLM -> SGLang: p99 TTFT 300 ms -> 200 ms",
    "vLLM → SGLang: output throughput 100 tok/s → 250 tok/s",
    "Mean TTFT (vLLM → SGLang): 120 ms → 80 ms",
    "Output throughput, vLLM → SGLang: 100 → 250 tok/s",
    "p99 TTFT (vLLM -> SGLang): 300 ms -> 200 ms",
]
TWINS = [
    "SGLang's output token throughput is 3.75 times that achieved by vLLM.",
    "vLLM's output token throughput is 2.5 times that achieved by SGLang.",
    "SGLang's throughput is 1.25x that measured for vLLM.",
    "SGLang's mean TTFT is 1.5 times that seen with vLLM.",
    "SGLang's p99 TTFT is 0.4 times that seen with vLLM.",
    "SGLang's mean TPOT is roughly 0.9x that observed on vLLM.",
    "SGLang's throughput is not 2.5x that measured for vLLM.",
    "SGLang produces 3.75 times as many tokens per second as vLLM.",
    "SGLang's throughput is three and a half times that of vLLM.",
    "vLLM's throughput is two and a half times that of SGLang.",
    "SGLang's mean TTFT is one and a half times that of vLLM.",
    "vLLM's mean TTFT is two and a half times that of SGLang.",
    "SGLang decreases throughput two-and-a-half-fold over vLLM.",
    "SGLang generates tokens at 3.75 times the rate of vLLM.",
    "vLLM generates tokens at 2.5 times the rate of SGLang.",
    "SGLang generates tokens at twice the rate of vLLM.",
    "SGLang does not serve requests at 2.5x the pace of vLLM.",
    "vLLM produces 2.5 times as many tokens per second as SGLang.",
    "SGLang processes about 1.25x as many output tokens per second as vLLM.",
    "vLLM → SGLang: mean TTFT 180 ms → 80 ms",
    "vLLM → SGLang: mean TTFT 120 ms → 120 ms",
    "SGLang → vLLM: mean TTFT 120 ms → 80 ms",
    "vLLM -> SGLang: mean TTFT 300 ms -> 200 ms",
    "vLLM → SGLang: output throughput 250 tok/s → 100 tok/s",
    "vLLM → SGLang: output throughput 100 tok/s → 375 tok/s",
    "Mean TTFT (SGLang → vLLM): 120 ms → 80 ms",
    "Mean TTFT (vLLM → SGLang): 180 ms → 80 ms",
    "Output throughput, vLLM → SGLang: 250 → 100 tok/s",
    "p99 TTFT (vLLM -> SGLang): 120 ms -> 80 ms",
    "Mean TTFT (vLLM → SGLang): 120 ms → 120 ms",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)

FALSE = [
    "SGLang's output token throughput is 3.75 times that achieved by vLLM.",
    "SGLang produces 3.75 times as many tokens per second as vLLM.",
    "vLLM → SGLang: mean TTFT 180 ms → 80 ms",
]
NEVER_FALSE = [
    "SGLang's throughput is 3.75x that reported by vLLM.",
    "vLLM → SGLang: mean TTFT 1.2 s → 80 ms",
    "vLLM → SGLang: mean TTFT 120 ms → 80",
    "SGLang produces 2.5 times as many tokens per second per user as vLLM.",
]

test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(FALSE, NEVER_FALSE, grade)
