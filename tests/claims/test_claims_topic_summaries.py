"""Lead-in clauses before a colon, beyond an arm's summary (production summary_label / lead_label,
claimcheck/claims/lead_labels.py): a topic as the summary's subject ("Tail latency benefits as well:", "Decode got
faster:", "Prefill suffers:", "Decoding is unaffected:" -- held: only equal from-to numbers agree), "No decode
regression:" / "No regression in TPOT:" (held or better), a cost ("This gain comes at the cost of latency:", "FP8 comes
at a cost in time-to-first-token:"), and a plain label with an article, a degree or a tail ("A slightly slower first
token:", "Slightly lower TPOT as a side effect:"). Each is taken out only where the clause after the colon names only the
topic's metrics and says its direction in every direction word and from-to pair; else the sentence stays not-yet (never
false from the lead-in alone). A clause that says a value "stays" / "remains" agrees with no lead-in (its reading may
check one arm's value only).

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm alike, so p50 = p99 =
mean):

* ``fp8`` -- bf16 (quantization bf16, baseline) 40 requests of 101 output tokens, 4 req/s, TTFT 88 ms, TPOT 26.25 ms;
  fp8 (quantization fp8, treatment) 5 req/s, TTFT 98 ms, TPOT 20 ms. fp8 vs bf16: TTFT +11.4% (worse), TPOT -23.8%
  (better), throughput +25%. x1.5: TTFT 132 -> 147 ms, TPOT 39.4 -> 30 ms; x0.5: TTFT 44 -> 49 ms, TPOT 13.1 -> 10 ms.
* ``kv`` -- kv_auto (kv_cache_dtype auto, baseline) and kv_fp8 (fp8, treatment), 40 requests each, TTFT 0.5 s and TPOT
  10 ms in both, throughput 4 -> 5 req/s.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_tests, sealed_fixture, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM"
SPECS = {
    "fp8": [A("bf16", "BF16", role="baseline", thr=4, ttft=0.088, tpot=0.02625, tok=101, n=40,
              settings={"quantization": "bf16"}),
            A("fp8", "FP8", role="treatment", thr=5, ttft=0.098, tpot=0.020, tok=101, n=40,
              settings={"quantization": "fp8"})],
    "kv": [A("kv_auto", "auto KV cache", role="baseline", thr=4, ttft=0.5, tpot=0.010, tok=101, n=40,
             settings={"kv_cache_dtype": "auto"}),
           A("kv_fp8", "FP8 KV cache", role="treatment", thr=5, ttft=0.5, tpot=0.010, tok=101, n=40,
             settings={"kv_cache_dtype": "fp8"})],
}
wit = sealed_fixture("topic_summaries", SPECS, engine="vLLM")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPE)


#: TPOT got better (decode); TTFT got worse (prefill); the tail of TPOT got better
TPOT_BETTER = ["mean TPOT drops from 26.25 ms to 20 ms with FP8.", "TPOT (mean) goes from 26.25 ms to 20 ms with "
               "quantization=fp8.", "the mean time per output token fell by ~24% with FP8.",
               "median TPOT went from 26.25 ms to 20 ms with FP8."]
TTFT_WORSE = ["mean TTFT goes up from 88 ms to 98 ms with FP8.", "median time-to-first-token rises ~11% with FP8.",
              "the mean TTFT grows from 88 ms to 98 ms with FP8."]
TAIL_BETTER = ["P99 TPOT drops from 26.25 ms to 20 ms with FP8.", "TPOT p99 falls ~24% with FP8."]
DECODE_LEADS = ["Decode got faster:", "Decoding improves:", "Decode improved too:", "TPOT benefits as well:",
                "Time per output token got better:", "No decode regression:", "No regression in TPOT:",
                "Slightly lower TPOT as a side effect:", "Much lower TPOT:", "Decoding also benefits:"]
PREFILL_LEADS = ["Prefill got slower:", "TTFT suffers:", "Prefill regressed:", "Time to first token got worse:",
                 "A slightly slower first token:", "Slightly higher TTFT as a side effect:",
                 "This gain comes at the cost of latency:", "FP8 comes at a cost in time-to-first-token:",
                 "The speedup comes at the cost of TTFT:", "Prefill got slightly slower:"]
TAIL_LEADS = ["Tail latency benefits as well:", "The tail improves too:"]

#: twins: the lead-in flipped, of another topic, negated, or a cost of another metric; the clause x1.5 / x0.5 /
#: flipped / arms swapped / wrong statistic / wrong GPU
DECODE_TWINS = ["Decode got slower: mean TPOT drops from 26.25 ms to 20 ms with FP8.",
                "Prefill got faster: mean TPOT drops from 26.25 ms to 20 ms with FP8.",
                "Decoding suffers: mean TPOT drops from 26.25 ms to 20 ms with FP8.",
                "Decode did not get faster: mean TPOT drops from 26.25 ms to 20 ms with FP8.",
                "No decode regression: mean TPOT rises from 20 ms to 26.25 ms with FP8.",
                "No decode regression: mean TPOT drops from 26.25 ms to 20 ms with BF16.",
                "No prefill regression: mean TTFT goes up from 88 ms to 98 ms with FP8.",
                "Decode got faster: mean TPOT drops from 39.4 ms to 30 ms with FP8.",
                "Decode got faster: mean TPOT drops from 13.1 ms to 10 ms with FP8.",
                "Decode got faster: mean TPOT drops from 26.25 ms to 20 ms with BF16.",
                "Decode got faster: mean TPOT drops from 26.25 ms to 20 ms with FP8 on an A100.",
                "Decode got faster: mean TPOT drops from 26.25 ms to 20 ms and mean TTFT rises 11% with FP8.",
                "Decode got faster: mean TTFT goes from 26.25 ms to 20 ms with FP8.",
                "Decoding is unaffected: mean TPOT drops from 26.25 ms to 20 ms with FP8.",
                "Decoding is unaffected: mean TPOT remains 20 ms with FP8.",
                "Slightly higher TPOT as a side effect: mean TPOT drops from 26.25 ms to 20 ms with FP8.",
                "Much lower TTFT: mean TPOT drops from 26.25 ms to 20 ms with FP8."]
PREFILL_TWINS = ["Prefill got faster: mean TTFT goes up from 88 ms to 98 ms with FP8.",
                 "TTFT benefits: mean TTFT goes up from 88 ms to 98 ms with FP8.",
                 "This gain comes at the cost of throughput: mean TTFT goes up from 88 ms to 98 ms with FP8.",
                 "FP8 comes at a cost in TPOT: mean TTFT goes up from 88 ms to 98 ms with FP8.",
                 "BF16 comes at a cost in time-to-first-token: mean TTFT goes up from 88 ms to 98 ms with FP8.",
                 "FP8 comes at a cost in time-to-first-token: mean TTFT goes up from 88 ms to 98 ms with BF16.",
                 "This gain comes at the cost of latency: mean TTFT goes down from 98 ms to 88 ms with FP8.",
                 "A slightly faster first token: mean TTFT goes up from 88 ms to 98 ms with FP8.",
                 "A slightly slower first token: mean TTFT goes up from 132 ms to 147 ms with FP8.",
                 "A slightly slower first token: mean TTFT goes up from 44 ms to 49 ms with FP8.",
                 "Prefill got slower: mean TTFT goes up from 88 ms to 98 ms with FP8 on Qwen2.5-7B.",
                 "This gain comes at the cost of latency: mean TPOT drops from 26.25 ms to 20 ms with FP8."]
TAIL_TWINS = ["Tail latency benefits as well: mean TPOT drops from 26.25 ms to 20 ms with FP8.",
              "Tail latency suffers: P99 TPOT drops from 26.25 ms to 20 ms with FP8.",
              "Tail latency benefits as well: P99 TPOT rises from 20 ms to 26.25 ms with FP8.",
              "Tail latency benefits as well: P99 TTFT goes up from 88 ms to 98 ms with FP8."]

FRAMES = ([("fp8", f"{lead} {clause}", DECODE_TWINS) for lead in DECODE_LEADS for clause in TPOT_BETTER]
          + [("fp8", f"{lead} {clause}", PREFILL_TWINS) for lead in PREFILL_LEADS for clause in TTFT_WORSE]
          + [("fp8", f"{lead} {clause}", TAIL_TWINS) for lead in TAIL_LEADS for clause in TAIL_BETTER]
          + [("kv", "Decoding is unaffected: mean TPOT goes from 10 ms to 10 ms with the FP8 KV cache.",
              ["Decoding is unaffected: mean TPOT goes from 10 ms to 15 ms with the FP8 KV cache.",
               "Decoding is unaffected: mean TPOT goes from 15 ms to 15 ms with the FP8 KV cache.",
               "Decode got faster: mean TPOT goes from 10 ms to 10 ms with the FP8 KV cache.",
               "Decoding is unaffected: mean TPOT remains 10 ms with the FP8 KV cache."]),
             ("kv", "Prefill is essentially unchanged: mean TTFT goes from 0.5 s to 0.5 s with the FP8 KV cache.",
              ["Prefill is essentially unchanged: mean TTFT goes from 0.75 s to 0.75 s with the FP8 KV cache.",
               "Prefill is essentially unchanged: mean TPOT goes from 0.5 s to 0.5 s with the FP8 KV cache."])])
#: a plain label before a clause that is only values ("Slightly lower TPOT as a side effect: 21 ms -> 20 ms"): the
#: label's metric stays as the values' (metric_label), its direction words agree with every from-to pair
VALUES_ONLY_TWINS = ["Slightly higher TPOT as a side effect: 26.25ms -> 20ms",
                     "Slightly lower TPOT as a side effect: 20ms -> 26.25ms",
                     "Slightly lower TPOT as a side effect: 39.4ms -> 30ms",
                     "Slightly lower TPOT as a side effect: 13.1ms -> 10ms",
                     "Slightly lower TPOT as a side effect: 26.25ms -> 20ms with BF16.",
                     "Slightly lower TTFT as a side effect: 26.25ms -> 20ms",
                     "Slightly lower p99 TPOT as a side effect: 26.25ms -> 20ms on an A100.",
                     "Lower TPOT: 26.25ms -> 20ms, but not with FP8.",
                     "Slightly lower TPOT as a side effect: 26.25ms -> 20ms -> 30ms"]
FRAMES += [("fp8", t, VALUES_ONLY_TWINS) for t in (
    "Slightly lower TPOT as a side effect: 26.25ms -> 20ms", "Slightly lower TPOT as a side effect: 26.25 ms → 20 ms.",
    "Lower mean TPOT: 26.25 ms -> 20 ms with FP8.", "Faster TPOT: 26.25ms -> 20ms",
    "Slightly lower time per output token as a side effect: ~26 ms -> ~20 ms.",
    "Slightly higher TTFT as a side effect: 88 ms -> 98 ms")]
test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, _grade)


def _fp8(witnesses, statement):
    return _grade(witnesses, "fp8", statement)


#: a lead-in against its true clause is never false for the lead-in alone; a contradicted clause still is
FALSE = ["Decode got faster: mean TPOT drops from 39.4 ms to 30 ms with FP8.",
         "This gain comes at the cost of latency: the mean TTFT grows from 132 ms to 147 ms with FP8."]
NEVER_FALSE = [t for t in DECODE_TWINS + PREFILL_TWINS + TAIL_TWINS
               if not any(x in t for x in ("39.4", "13.1", "132", "44 ms", "with BF16", "BF16 comes", "A100", "Qwen",
                                           "rises 11%", "mean TTFT goes from 26.25", "rises from 20 ms",
                                           "goes down from 98"))] + [
    "Decode got slower this week: mean TPOT went from 26.25 ms to 20 ms with FP8.",
    "TTFT stays reasonable: mean TTFT 98 ms with FP8.",
    "Prefill latency is essentially unaffected by the KV cache format: mean TTFT remains 98 ms with FP8."]
test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(
    FALSE, NEVER_FALSE, _fp8)
