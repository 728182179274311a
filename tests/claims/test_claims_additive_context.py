"""Additive adverbs and the witness's own workload (claimcheck/claims/prose.py ``additive``; descriptors.py ``_this``
and SAME_NOUNS' "replay" / "trace"; productions prose and this_context in grammar.lark):

* "too" / "as well" after a read word, ending the clause or before a preposition or an arm ("FP8 has lower mean TPOT
  than BF16 too", "FP8 improved mean TPOT by 24% as well"); never "too slow" (a degree) or "as well as" (a list);
* "even" before a read word ("Even max TTFT is 98 ms with FP8", "even lower ... than BF16"); never "not even", "even if";
* "still" before a read comparative ("still faster than BF16") or a read value whose clause states the other arm's
  value of the same unit within 1.25x ("is still 98 ms with FP8 (vs 88 ms with BF16)"); "still 98 ms" alone, or
  "still 20 ms (vs 26.25 ms)" (1.31x apart: it did change), stays unread;
* "on this workload", "on our workload", "for this model", "on these prompts", "on this hardware", "on the same
  replay": the witness's own (one arm: agreed; several: every arm's task ids / model / hardware record the same, else
  not-yet, never false); "on our mixed-length workload" (an adjective the witness does not record) stays unread.

Witness ``fp8`` (as tests/claims/test_claims_trailing_comments.py, worked out by hand): bf16 (baseline) 40 requests of
101 output tokens, 4 req/s, TTFT 88 ms, TPOT 26.25 ms; fp8 (treatment) 5 req/s, TTFT 98 ms, TPOT 20 ms (every request
alike: mean = median = p99 = max). fp8 vs bf16: TPOT -23.8%, TTFT +11.4% (98 / 88 = 1.11x, within 1.25x), throughput
+25%. Witness ``split``: the same two arms, bf16 with 20 requests (task ids t000-t019) and fp8 with 40 (t000-t039):
their workloads differ, so "this workload" is not-yet.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM"


def _arms(n_bf16: int = 40):
    return [A("bf16", "BF16", role="baseline", thr=4, ttft=0.088, tpot=0.02625, tok=101, n=n_bf16,
              settings={"quantization": "bf16"}),
            A("fp8", "FP8", role="treatment", thr=5, ttft=0.098, tpot=0.020, tok=101, n=40,
              settings={"quantization": "fp8"})]


wit = sealed_fixture("additive_context", {"fp8": _arms(), "split": _arms(20)}, engine="vLLM")


def _grade(witnesses, statement, name="fp8"):
    return grade_statement(statement, witnesses[name], SCOPE)


ADDITIVE = ["FP8 has lower mean TPOT than BF16 too.", "FP8 has lower mean TPOT than BF16 as well.",
            "FP8 improved mean TPOT by 24% as well.", "FP8 improved the mean time per output token by ~24% too.",
            "Throughput is up 25% with FP8 too.", "FP8 delivers roughly 1.25x the throughput of BF16 as well.",
            "Even max TTFT is 98 ms with FP8.", "Even the p99 TTFT is 98 ms with FP8.",
            "FP8 has even lower mean TPOT than BF16.", "Even time-to-first-token p99 stays under 100 ms with FP8.",
            "Mean TTFT is still 98 ms with FP8 (vs 88 ms with BF16).", "FP8 is still faster than BF16 on throughput.",
            "p99 TTFT is still ~98 ms with quantization=fp8 vs 88 ms with quantization=bf16."]
CONTEXT = [f"{c} {w}." for c in ("Mean TPOT drops from 26.25 ms to 20 ms with FP8", "Throughput is up 25% with FP8",
                                 "FP8 cuts median TPOT from 26.25 ms to 20 ms")
           for w in ("on this workload", "on our workload", "for this model", "on these prompts", "on this hardware",
                     "on the same replay", "on the same trace")] + [
    "On this workload, mean TPOT drops from 26.25 ms to 20 ms with FP8.",
    "For this model, throughput is up 25% with FP8 too."]
TRUE = ADDITIVE + CONTEXT

#: twins: x1.5 / x0.5, direction flipped, arms swapped, negated, wrong statistic / GPU / model / engine, and the
#: additive words where they grade something ("too slow", "still 20 ms" that changed, "as well as")
TWINS = ["FP8 has higher mean TPOT than BF16 too.", "BF16 has lower mean TPOT than FP8 as well.",
         "FP8 improved mean TPOT by 48% as well.", "FP8 improved mean TPOT by 12% too.",
         "Throughput is down 25% with FP8 too.", "Throughput is up 50% with FP8 too.",
         "FP8 does not have lower mean TPOT than BF16 too.",
         "Even max TTFT is 147 ms with FP8.", "Even max TTFT is 49 ms with FP8.", "Even max TTFT is 98 ms with BF16.",
         "FP8 has even higher mean TPOT than BF16.", "Not even max TTFT is 98 ms with FP8.",
         "Mean TTFT is still 147 ms with FP8 (vs 132 ms with BF16).", "Mean TTFT is still 88 ms with FP8 (vs 98 ms with BF16).",
         "Mean TTFT is still 98 ms with FP8.", "Mean TPOT is still 20 ms with FP8 (vs 26.25 ms with BF16).",
         "FP8 is still slower than BF16 on throughput.", "BF16 is still faster than FP8 on throughput.",
         "FP8 is too slow.", "FP8 has lower mean TPOT than BF16 as well as lower throughput.",
         "Mean TPOT drops from 39.4 ms to 30 ms with FP8 on this workload.",
         "Mean TPOT drops from 13.1 ms to 10 ms with FP8 on our workload.",
         "Mean TPOT rises from 20 ms to 26.25 ms with FP8 for this model.",
         "Mean TPOT drops from 26.25 ms to 20 ms with BF16 on this workload.",
         "Mean TPOT drops from 26.25 ms to 20 ms with FP8 on this workload on an A100.",
         "Mean TPOT drops from 26.25 ms to 20 ms with FP8 on this workload with SGLang.",
         "Mean TPOT drops from 26.25 ms to 20 ms with FP8 for this model on Qwen2.5-7B.",
         "Mean TPOT drops from 26.25 ms to 20 ms with FP8 on our mixed-length workload.",
         "Mean TPOT drops from 26.25 ms to 20 ms with FP8 on this multi-turn workload.",
         "Mean TTFT drops from 26.25 ms to 20 ms with FP8 on this workload.",
         "Mean TPOT doesn't drop from 26.25 ms to 20 ms with FP8 on the same replay."]
test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, _grade)

FALSE = ["Mean TPOT drops from 39.4 ms to 30 ms with FP8 on this workload.", "Even max TTFT is 147 ms with FP8."]
NEVER_FALSE = ["Mean TTFT is still 98 ms with FP8.", "Mean TPOT is still 20 ms with FP8 (vs 26.25 ms with BF16).",
               "Mean TPOT drops from 26.25 ms to 20 ms with FP8 on our mixed-length workload.",
               "Mean TPOT drops from 26.25 ms to 20 ms with FP8 on the shared-system-prompt benchmark.",
               "Mean TPOT drops from 26.25 ms to 20 ms with FP8 on this workload and model.",
               "FP8 has lower mean TPOT than BF16 as well as higher throughput."]
test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(FALSE, NEVER_FALSE, _grade)


def test_this_workload_is_not_yet_where_the_arms_ran_different_inputs(wit):
    """bf16 ran 20 tasks, fp8 40: whose workload is "this" one? Not-yet (never false); "the same replay" too."""
    for s in ("Mean TPOT drops from 26.25 ms to 20 ms with FP8 on this workload.",
              "Mean TPOT drops from 26.25 ms to 20 ms with FP8 on the same replay."):
        res = _grade(wit, s, "split")
        assert res.verdict == "not-yet", (s, res.verdict, res.reason)
