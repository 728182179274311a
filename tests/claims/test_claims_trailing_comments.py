"""A trailing comment after a completely read claim (production prose, its comment form; claimcheck/claims/prose.py
``comment``, vocabulary.PROSE_COMMENT_*): ", because the draft also has to process the prompt", ", since the first
turn of each conversation is a cold prefill", ", which suggests that the GPU is not yet saturated", ", so this looks
like periodic stalls", ", we're basically saturated", ", a nice middle ground", "(because ...)". The comment is never
graded: it is inert only where it holds no number, arm, identifier, metric, direction or comparison word, hedge of the
claim, or word that could say how the numbers were taken; "since" only before a clause with a finite verb and no time
or version word ("since v0.6", "since the last release" is a baseline). The measured clause before it is graded as it
stands.

Witness ``fp8``, worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm alike, so a p50 or
p99 is the mean; e2e = TTFT + TPOT x (output tokens - 1); throughput = requests / wall): bf16 (quantization bf16,
baseline) 40 requests of 101 output tokens at 4 req/s (404 output tok/s), TTFT 88 ms, TPOT 26.25 ms, e2e 0.088 +
0.02625 x 100 = 2.713 s; fp8 (quantization fp8, treatment) 5 req/s (505 tok/s), TTFT 98 ms, TPOT 20 ms, e2e 0.098 +
2.0 = 2.098 s. fp8 vs bf16: TPOT (20 - 26.25) / 26.25 = -23.8% ("~24%"), TTFT +11.4%, throughput +25% (1.25x). x1.5
/ x0.5: TPOT 39.4 -> 30 / 13.1 -> 10 ms, TTFT 132 -> 147 / 44 -> 49 ms, throughput 6 / 2 req/s.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM"
ARMS = [A("bf16", "BF16", role="baseline", thr=4, ttft=0.088, tpot=0.02625, tok=101, n=40,
          settings={"quantization": "bf16"}),
        A("fp8", "FP8", role="treatment", thr=5, ttft=0.098, tpot=0.020, tok=101, n=40,
          settings={"quantization": "fp8"})]
wit = sealed_fixture("trailing_comments", ARMS, "fp8", engine="vLLM")


def _grade(path, statement):
    return grade_statement(statement, path, SCOPE)


#: measured clauses, each read completely and net-true alone: metric spellings, statistic before / after, arm name /
#: setting value / subject, hedge
CLAUSES = ["Mean TPOT drops from 26.25 ms to 20 ms with FP8", "TPOT (mean) goes from 26.25 ms to 20 ms with quantization=fp8",
           "The mean time per output token fell by ~24% with FP8", "FP8 cuts mean TPOT from 26.25 ms to 20 ms",
           "FP8 reaches 5 req/s vs 4 req/s for BF16", "time-to-first-token p99 goes up from 88 ms to 98 ms with FP8",
           "Throughput is up 25% with FP8", "FP8 delivers roughly 1.25x the throughput of BF16",
           "Median E2EL falls from 2.71 s to 2.1 s with FP8"]
#: the comments (each after every clause)
COMMENTS = [", because the draft also has to process the prompt.",
            ", since the first turn of each conversation is a cold prefill.",
            ", which suggests that the GPU has headroom.", ", so this looks like periodic stalls.",
            ", we're basically saturated.", ", a nice middle ground.", ", which is a nice middle ground.",
            ", likely because the cache is cold.", " (because the draft also has to process the prompt).",
            ", it's a reasonable tradeoff.", " - which means the scheduler copes."]
TRUE = [c + m for c in CLAUSES for m in COMMENTS]

#: twins of the measured clauses (x1.5, x0.5, direction flipped, arms swapped, negated, wrong statistic, wrong GPU /
#: model / engine) with a comment after them, and twists hidden in the comment itself: never net-true
CLAUSE_TWINS = ["Mean TPOT drops from 39.4 ms to 30 ms with FP8", "Mean TPOT drops from 13.1 ms to 10 ms with FP8",
                "Mean TPOT rises from 20 ms to 26.25 ms with FP8", "Mean TPOT drops from 26.25 ms to 20 ms with BF16",
                "BF16 cuts mean TPOT from 26.25 ms to 20 ms", "Mean TPOT does not drop from 26.25 ms to 20 ms with FP8",
                "FP8 reaches 4 req/s vs 5 req/s for BF16", "FP8 reaches 7.5 req/s vs 6 req/s for BF16",
                "Throughput is down 25% with FP8", "Throughput is up 50% with FP8",
                "time-to-first-token p99 goes down from 98 ms to 88 ms with FP8",
                "Mean TPOT drops from 26.25 ms to 20 ms with FP8 on an A100",
                "Mean TPOT drops from 26.25 ms to 20 ms with FP8 on Qwen2.5-7B",
                "Mean TPOT drops from 26.25 ms to 20 ms with FP8 on SGLang",
                "FP8 cuts mean TTFT from 26.25 ms to 20 ms"]
COMMENT_TWISTS = [", which suggests FP8 is slower.", ", so BF16 wins.", ", a nice 2x gain.", ", since v0.6.",
                  ", since the last release.", ", which is not the case.", ", which isn't the whole story.",
                  ", because of noise.", ", due to run-to-run variation.", ", thanks to a lucky run.", ", which suggests the numbers are wrong.", ", because BF16 is slower.",
                  ", so throughput is lower.", ", because the H100 has more memory.", ", a regression.",
                  ", which means the run was broken.", ", since it is 2x faster.", ", it's not real.",
                  ", because it might be noise.", ", which suggests latency got worse.", ", a game changer.",
                  ", which is state of the art.", " - an industry first.", ", a landslide victory.",
                  ", it's a massive improvement for users.", ", we're basically unbeatable.",
                  ", because prefill is shorter.", ", since the load is high.", ", because the prompts are long.",
                  # a negation inserted into the comment alone (a twin may put "not" anywhere)
                  ", because the draft does not also have to process the prompt.",
                  ", which suggests that the GPU is not saturated.", ", so this never looks like periodic stalls.",
                  ", since no turn of a conversation is a cold prefill."]
TWINS = [c + m for c in CLAUSE_TWINS for m in COMMENTS[:4]] + [
    c + m for c in ("Mean TPOT drops from 26.25 ms to 20 ms with FP8", "Throughput is up 25% with FP8")
    for m in COMMENT_TWISTS]
test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, _grade)

#: a contradicted clause before a comment is still false (the comment hides nothing); honest but unclear comments
#: (a time, a version, an unrecorded workload, a comment that names a metric) never make a true clause false
FALSE = ["Mean TPOT drops from 39.4 ms to 30 ms with FP8, because the draft also has to process the prompt.",
         "Throughput is up 50% with FP8, which suggests that the GPU has headroom."]
NEVER_FALSE = [f"Mean TPOT drops from 26.25 ms to 20 ms with FP8{m}" for m in [t for t in COMMENT_TWISTS if "2x" not in t] + [
    ", since the upgrade.", ", a mixed-length workload.", ", on our mixed-length workload.",
    ", so this looks like periodic stalls rather than a uniform slowdown.", ", it's purely a latency regression.",
    ", which suggests that the GPU is not yet saturated at a concurrency of 8."]]
test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(FALSE, NEVER_FALSE, _grade)


# --- explanations and consistency comments (prose.comment kinds "inference" with a belief lead and "consistent";
# prose.gap_tails): ", which I think is the draft model's extra prefill", ", consistent with the draft pass adding
# prefill work", ", which lines up with the tok/s gap" -- never graded; the measured clause before them is
EXPLANATIONS = [", which I think is the draft model's extra prefill.", ", which we believe is the scheduler overhead.",
                ", which I suspect comes from the extra kernel launches.",
                ", consistent with the draft pass adding prefill work.", ", which is consistent with the decode difference.",
                ", in line with the draft pass adding prefill work.", ", which lines up with the tok/s gap.",
                ", consistent with the p99 TTFT gap.", ", which lines up with the throughput difference.",
                ", which is in line with the output tok/s gap."]
TRUE_EXPLAINED = [c + m for c in CLAUSES for m in EXPLANATIONS]
#: twists hidden in an explanation (a judgement of the claim, a negation, a number, an arm, a direction, a hedge, a
#: place or an arm after a named gap) and twins of the clause before an explanation: never net-true
EXPLANATION_TWISTS = [", which I think is overstated.", ", which I think is exaggerated.",
                      ", which I think is an overestimate.", ", which I think is the opposite.",
                      ", which I think is noise.", ", which I think is the result of warmup.",
                      ", which I think is not the draft model's extra prefill.", ", which I think is BF16's overhead.",
                      ", which I think is a 2x overhead.", ", which I think is higher.", ", which I think is likely.",
                      ", which doesn't line up with the tok/s gap.", ", which lines up with the 2x tok/s gap.",
                      ", which lines up with the tok/s gap on BF16.", ", which barely lines up with the tok/s gap.",
                      ", inconsistent with the tok/s gap.", ", which lines up with the smaller tok/s gap.",
                      ", consistent with no change in decode.", ", consistent with FP8 being slower.",
                      ", consistent with a measurement error.", ", which lines up with the tok/s gap, roughly."]
TWINS_EXPLAINED = [c + m for c in CLAUSE_TWINS for m in EXPLANATIONS[::3]] + [
    c + m for c in ("Mean TPOT drops from 26.25 ms to 20 ms with FP8", "Throughput is up 25% with FP8")
    for m in EXPLANATION_TWISTS]
test_explained_true_sentences_net_true, test_explained_twins_are_never_net_true = sentence_tests(
    TRUE_EXPLAINED, TWINS_EXPLAINED, _grade)
FALSE_EXPLAINED = ["Mean TPOT drops from 39.4 ms to 30 ms with FP8, which lines up with the tok/s gap.",
                   "Throughput is up 50% with FP8, which I think is the draft model's extra prefill."]
NEVER_FALSE_EXPLAINED = [f"Mean TPOT drops from 26.25 ms to 20 ms with FP8{m}" for m in EXPLANATION_TWISTS]
test_explained_contradicted_is_false, test_explained_honest_variants_never_false = verdict_tests(
    FALSE_EXPLAINED, NEVER_FALSE_EXPLAINED, _grade)
