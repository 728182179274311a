"""Casual voice and comments around a completely read claim (productions casual_filler -- its chat openers,
attestations and evaluation tails -- claimcheck/claims/casual.py; cause_negation, claimcheck/claims/prose.py; the bare
"so" and the arm tail of pair_summary, claimcheck/claims/grammar.py):

* a chat message's opening acknowledgement or attestation: "ok so ...", "Okay, ...", "Can confirm: ...", "Can confirm
  on our H100: ...", "I can confirm that ...": inert, the clause after it graded as it stands (a GPU after "Can confirm
  on" is read and checked as any clause's GPU is);
* the author's acceptance of the change just stated, ending the sentence: "a 24% drop we consider acceptable", ", which
  we consider acceptable", ", which is acceptable for us", ", acceptable": inert; a negated or sizing judgement ("we
  don't consider acceptable", "we consider negligible") stays unread;
* a cause comment's "no longer" (", because long prefills no longer stall in-flight decodes"): the mechanism the change
  removed, inert with the whole cause; never "not" / "no" alone, never a measurement verb ("because we no longer count
  failed requests"), never "no longer than" (a bound);
* a pair's ratio or percent drawn with a bare "so" and the change's arm after it: "avg e2e dropped from 2.71 s to 2.1 s
  so like ~1.29x faster with FP8" (the filler "like" before a hedge the number already has is taken out).

Witness ``fp8``, worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm alike, so a median
or p99 is the mean; e2e = TTFT + TPOT x (output tokens - 1); throughput = requests / wall): bf16 (quantization bf16,
baseline) 40 requests of 101 output tokens at 4 req/s (404 output tok/s), TTFT 88 ms, TPOT 26.25 ms, e2e 0.088 +
0.02625 x 100 = 2.713 s; fp8 (quantization fp8, treatment) 5 req/s (505 tok/s), TTFT 98 ms, TPOT 20 ms, e2e 0.098 +
2.0 = 2.098 s. fp8 vs bf16: TPOT (20 - 26.25) / 26.25 = -23.8% ("~24%"), 26.25 / 20 = 1.3125x; TTFT (98 - 88) / 88 =
+11.4%; throughput +25% (1.25x); e2e 2.713 / 2.098 = 1.293x. x1.5 / x0.5: TPOT 39.4 -> 30 / 13.1 -> 10 ms, TTFT 132 ->
147 / 44 -> 49 ms, throughput 6 / 2 req/s, ratios 1.97x / 0.66x.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

from claimcheck.claims.casual import casual  # noqa: E402
from claimcheck.claims.statement import tokenize  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM"
ARMS = [A("bf16", "BF16", role="baseline", thr=4, ttft=0.088, tpot=0.02625, tok=101, n=40,
          settings={"quantization": "bf16"}),
        A("fp8", "FP8", role="treatment", thr=5, ttft=0.098, tpot=0.020, tok=101, n=40,
          settings={"quantization": "fp8"})]
wit = sealed_fixture("casual_comments", ARMS, "fp8", engine="vLLM")


def _grade(path, statement):
    return grade_statement(statement, path, SCOPE)


#: measured clauses, each read completely and net-true alone: metric spellings, statistic before / after, arm name /
#: setting value / subject, hedge
CLAUSES = ["Mean TPOT drops from 26.25 ms to 20 ms with FP8", "TPOT (mean) goes from 26.25 ms to 20 ms with quantization=fp8",
           "The mean time per output token fell by ~24% with FP8", "FP8 cuts mean TPOT from 26.25 ms to 20 ms",
           "FP8 reaches 5 req/s vs 4 req/s for BF16", "time-to-first-token p99 goes up from 88 ms to 98 ms with FP8",
           "Throughput is up 25% with FP8", "FP8 delivers roughly 1.25x the throughput of BF16",
           "Median E2EL falls from 2.71 s to 2.1 s with FP8"]
OPENERS = ["ok so ", "Okay, ", "Can confirm: ", "Can confirm that ", "I can confirm that ", "Can confirm on our H100: ",
           "yeah so "]
#: comments after a change: the cause's "no longer" and the author's acceptance
COMMENTS = [", because long prefills no longer stall in-flight decodes.", ", because the scheduler no longer blocks.",
            " (because prefills no longer stall decodes).", ", which we consider acceptable.",
            ", which is acceptable for us.", ", which I find tolerable in practice.", ", acceptable."]
TRUE = [o + c[0].lower() + c[1:] + "." for o in OPENERS for c in CLAUSES] + [c + m for c in CLAUSES for m in COMMENTS] + [
    # an evaluation after a change noun (pair_summary), with no comma
    "Mean TPOT went from 26.25 ms to 20 ms with FP8, a 24% drop we consider acceptable.",
    "Median TTFT went from 88 ms to 98 ms, an 11% increase we consider acceptable.",
    "time to first token (p99) rose from 88 ms to 98 ms with FP8, a ~11% increase I'd call fine.".replace("I'd call", "I find"),
    "Time per output token dropped from 26.25 ms to 20 ms (a 24% reduction), because long prefills no longer stall "
    "in-flight decodes.",
    "ok so TPOT went from 26.25 ms to 20 ms with FP8, a 24% drop we consider acceptable lol",
    # a pair's ratio or percent drawn with a bare "so", the change's arm after it
    "avg e2e dropped from 2.71 s to 2.1 s so like ~1.29x faster with FP8",
    "avg e2e dropped from 2.71 s to 2.1 s, so ~1.29x faster with FP8",
    "Mean TPOT dropped from 26.25 ms to 20 ms so ~24% lower with FP8",
    "TTFT p99 went from 88 ms to 98 ms so ~11% higher with FP8",
    "time per output token fell from 26.25 ms to 20 ms, so about 1.31x faster with FP8",
    "throughput went from 4 req/s to 5 req/s so like ~1.25x higher with FP8",
]

#: twins of the measured clauses behind each new opener / comment: x1.5, x0.5, direction flipped, arms swapped,
#: negated, wrong GPU / model / engine; twists hidden in the new words themselves
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
NEW_WORD_TWISTS = [
    "Can confirm on our A100: mean TPOT drops from 26.25 ms to 20 ms with FP8.",
    "Can confirm on our B200: FP8 reaches 5 req/s vs 4 req/s for BF16.",
    "Can confirm with Qwen2.5-7B: FP8 reaches 5 req/s vs 4 req/s for BF16.",
    "Can't confirm that mean TPOT drops from 26.25 ms to 20 ms with FP8.",
    "I cannot confirm that mean TPOT drops from 26.25 ms to 20 ms with FP8.",
    "ok so mean TPOT does not drop from 26.25 ms to 20 ms with FP8.",
    "Mean TPOT drops from 26.25 ms to 20 ms with FP8, which we don't consider acceptable.",
    "Mean TPOT drops from 26.25 ms to 20 ms with FP8, which we consider negligible.",
    "Mean TPOT drops from 26.25 ms to 20 ms with FP8, which we consider noise.",
    "Mean TPOT drops from 26.25 ms to 20 ms with FP8, which is not acceptable.",
    "Mean TPOT drops from 26.25 ms to 20 ms with FP8, a 24% drop we consider unreliable.",
    "Mean TPOT drops from 26.25 ms to 20 ms with FP8, because we no longer count failed requests.",
    "Mean TPOT drops from 26.25 ms to 20 ms with FP8, because the cache is no longer warm.",
    "Mean TPOT drops from 26.25 ms to 20 ms with FP8, because TTFT is no longer than 100 ms.",
    "Mean TPOT drops from 26.25 ms to 20 ms with FP8, because prefills do not stall decodes.",
    "Mean TPOT drops from 26.25 ms to 20 ms with FP8, though not on the same prompts.",
    "Mean TPOT drops from 26.25 ms to 20 ms with FP8, because longer prefills no longer stall decodes.",
    "Mean TPOT drops from 26.25 ms to 20 ms with FP8, which means prefills no longer stall decodes.",
    "Mean TPOT drops from 26.25 ms to 20 ms with FP8, because prefills no longer stall decodes on BF16.",
    # the bare "so" summary: x1.5, x0.5, direction flipped, arms swapped, negated
    "avg e2e dropped from 2.71 s to 2.1 s so like ~1.94x faster with FP8",
    "avg e2e dropped from 2.71 s to 2.1 s so like ~0.65x faster with FP8",
    "avg e2e dropped from 2.71 s to 2.1 s so like ~1.29x slower with FP8",
    "avg e2e dropped from 2.71 s to 2.1 s so like ~1.29x faster with BF16",
    "avg e2e rose from 2.71 s to 2.1 s so like ~1.29x faster with FP8",
    "It is not true that avg e2e dropped from 2.71 s to 2.1 s so like ~1.29x faster with FP8",
    "Mean TPOT dropped from 26.25 ms to 20 ms so ~36% lower with FP8",
    "Mean TPOT dropped from 26.25 ms to 20 ms so ~12% lower with FP8",
    "Mean TPOT dropped from 26.25 ms to 20 ms so ~24% higher with FP8",
    "Mean TPOT dropped from 26.25 ms to 20 ms so ~24% lower with BF16",
    "TTFT p99 went from 88 ms to 98 ms so ~11% higher with FP8 on an A100",
    "throughput went from 4 req/s to 5 req/s so like ~1.25x higher with BF16",
    "throughput went from 6 req/s to 7.5 req/s so like ~1.25x higher with FP8",
]
TWINS = [o + c[0].lower() + c[1:] + "." for o in OPENERS[:3] for c in CLAUSE_TWINS] + [
    c + m for c in CLAUSE_TWINS for m in COMMENTS[:4]] + NEW_WORD_TWISTS
test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, _grade)

#: a contradicted clause behind an opener or a comment is still false (they hide nothing); honest but unclear variants
#: (a judgement that stays unread, a cause that names a workload level) never make a true clause false
FALSE = ["ok so mean TPOT drops from 39.4 ms to 30 ms with FP8.",
         "Can confirm: FP8 reaches 7.5 req/s vs 6 req/s for BF16.",
         "Mean TPOT drops from 39.4 ms to 30 ms with FP8, which we consider acceptable.",
         "Mean TPOT drops from 39.4 ms to 30 ms with FP8, because long prefills no longer stall in-flight decodes.",
         "avg e2e dropped from 2.71 s to 2.1 s so like ~1.94x faster with FP8"]
NEVER_FALSE = [f"Mean TPOT drops from 26.25 ms to 20 ms with FP8{m}" for m in [
    ", which we don't consider acceptable.", ", which we consider negligible.", ", which is not acceptable.",
    ", a 24% drop we consider acceptable given the decode gains.", ", because we no longer count failed requests.",
    ", because the cache is no longer warm.", ", because the prompts are no longer long.",
    ", though not on the same prompts.", ", because prefills do not stall decodes."]] + [
    "Can confirm on our box: mean TPOT drops from 26.25 ms to 20 ms with FP8.",
    "Median TTFT went from 88 ms to 98 ms, an 11% increase we consider acceptable given the decode gains.",
    "avg e2e per request dropped from 2.71 s to 2.1 s so like ~1.29x faster with FP8",
    "avg e2e dropped from 2.71 s to 2.1 s, ~1.29x faster with FP8",
    "ok so the FP8 box does ~505 t/s eval rate vs ~404 t/s on the BF16 box"]
test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(FALSE, NEVER_FALSE, _grade)


def test_openers_and_evaluations_are_taken_out_of_the_token_stream():
    toks, gone = casual(tokenize("ok so TTFT went up, which we consider acceptable."))
    assert [t.text for t in toks] == ["so", "TTFT", "went", "up", "."] and len(gone) == 6
    toks, gone = casual(tokenize("Can confirm on our H100: TTFT went up"))
    assert [t.text for t in toks][:3] == ["on", "our", "H100"]
    for kept in ("OK: 24 requests", "Can't confirm: TTFT went up", "TTFT went up, which we don't consider acceptable",
                 "TTFT went up, which we consider negligible", "okay TTFT went up"):
        toks, gone = casual(tokenize(kept))
        assert not gone, kept


#: an evaluation between a sentence-opening label and its ":" (production label_evaluation): the label is read as a
#: label, what follows graded as it stands: metric spellings, statistic before / after, arms by name / setting value
LABEL_TRUE = ["TTFT stays reasonable: mean 98 ms with FP8.", "TTFT stays reasonable: mean 88 ms with BF16, 98 ms with FP8.",
              "Mean TTFT is fine: 88 ms on BF16, 98 ms on FP8.", "Time to first token looks acceptable: mean 98 ms with FP8.",
              "TPOT remains reasonable: p99 20 ms with FP8.", "Throughput is fine: 5 req/s with FP8 vs 4 req/s with BF16."]
LABEL_TWINS = ["TTFT stays reasonable: mean 147 ms with FP8.", "TTFT stays reasonable: mean 49 ms with FP8.",
               "TTFT stays reasonable: mean 98 ms with BF16, 88 ms with FP8.", "TTFT stays reasonable: mean 98 ms with BF16.",
               "TTFT stays unreasonable: mean 98 ms with FP8.", "TTFT is not fine: mean 98 ms with FP8.",
               "TTFT stays reasonable: mean 98 ms with FP8 on an A100.", "TTFT stays reasonable: mean 98 ms with FP8 on SGLang.",
               "TPOT remains reasonable: p99 30 ms with FP8.", "Throughput is fine: 4 req/s with FP8 vs 5 req/s with BF16.",
               "It is not true that TTFT stays reasonable: mean 98 ms with FP8."]
test_label_evaluations_read_completely_and_net_true, test_label_evaluation_twins_are_never_net_true = sentence_tests(
    LABEL_TRUE, LABEL_TWINS, _grade)


def test_break_labels_name_the_arm_of_the_counts_after_them(tmp_path):
    """"c32 is where it breaks: 2/24 requests timed out, 22 completed" (production label_evaluation): the arm, then a
    phrase of breaking (vocabulary.LABEL_BREAK_PHRASES), then ":" -- read as the label "c32:". Witness (by hand,
    claims_corpus.witnesses.uniform): c8 and c32, 24 tasks each on 4 lanes; c32's tasks 1 and 5 failed with a read
    timeout: c32 2 timed out, 22 completed; c8 24 of 24."""
    from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
    from claims_corpus.witnesses import ab_witness, seal, uniform

    arms = {"c8": {"aliases": [], "workers": 8, "role": "baseline", "settings": {"concurrency": 8}},
            "c32": {"aliases": [], "workers": 32, "role": "treatment", "settings": {"concurrency": 32}}}
    rows = uniform("c8", 24, 10.0, 4) + uniform("c32", 24, 5.0, 4, failed=(1, 5))
    for r in rows:
        if not r["ok"]:
            r["error"] = "TimeoutError: read timed out"
    path = str(seal(tmp_path / "fail32", ab_witness(arms), {"rows.jsonl": rows}))

    def grade(s):
        return grade_statement(s, path, "24 requests per arm")

    for s in ["c32 is where it breaks: 2/24 requests timed out, 22 completed.",
              "concurrency 32 is where things fall apart: 2 of the 24 requests timed out.",
              "c32 is where it falls over: 22 completed."]:
        assert_read_net_true(grade(s))
    for s in ["c8 is where it breaks: 2/24 requests timed out, 22 completed.",
              "c32 is where it breaks: 3/24 requests timed out, 21 completed.",
              "c32 is where it breaks: 1/24 requests timed out, 23 completed.",
              "c32 is where it doesn't break: 2/24 requests timed out, 22 completed.",
              "c32 is where it never breaks: 2/24 requests timed out, 22 completed.",
              "It is not true that c32 is where it breaks: 2/24 requests timed out, 22 completed."]:
        assert_never_net_true(grade(s), s)
    for s in ["c32 is where it breaks.", "c32 is where it breaks: some requests timed out.",
              "c32 is where it breaks: 2/24 requests timed out"]:
        assert_never_false(grade(s), s)


#: closing tails (production closing_tail), own-machine phrases (production own_machine), "So yeah," / "Anyway," and
#: "Just tested:" around each measured clause
MORE_OPENERS = ["So yeah, ", "Anyway, ", "Just tested: ", "On my machine, ", "Just tested on our H100: "]
MORE_TAILS = [", pretty nice.", ", not bad.", ", neat", " (nice)", ", hope this helps.", ". Hope this helps!",
              ", if that helps", " on my machine.", ", on our end."]
MORE_TRUE = [o + c[0].lower() + c[1:] + "." for o in MORE_OPENERS for c in CLAUSES] + [
    c + m for c in CLAUSES for m in MORE_TAILS]
MORE_TWINS = [o + c[0].lower() + c[1:] + "." for o in MORE_OPENERS[:3] for c in CLAUSE_TWINS] + [
    c + m for c in CLAUSE_TWINS for m in MORE_TAILS[:3]] + [
    f"Mean TPOT drops from 26.25 ms to 20 ms with FP8{m}" for m in (
        ", not nice.", ", a solid improvement.", ", a regression.", ", huge win.", " on an A100.", " on your machine.",
        " on 8 GPUs.", ", on SGLang.", " (not nice)", ", nice, on an A100.")] + [
    "Just tested on an A100: mean TPOT drops from 26.25 ms to 20 ms with FP8.",
    "On my A100, mean TPOT drops from 26.25 ms to 20 ms with FP8.",
    "Just tested it with BF16: mean TPOT drops from 26.25 ms to 20 ms."]
test_more_casual_true_read_completely_and_net_true, test_more_casual_twins_are_never_net_true = sentence_tests(
    MORE_TRUE, MORE_TWINS, _grade)


#: a cause after a hedge of its own (production prose_comment, cause_negation); a bare "because" with no comma stays
#: production cause_segment's, unread (test_claims_change_degrees)
CAUSES = [", likely because prefills no longer stall decodes.", ", probably because prefills no longer stall decodes.",
          ", mostly because long prefills no longer stall in-flight decodes.", ", largely because the kernels are fused."]
CAUSE_TRUE = [c + m for c in CLAUSES for m in CAUSES]
CAUSE_TWINS = [c + m for c in CLAUSE_TWINS for m in CAUSES[:2]] + [
    f"Mean TPOT drops from 26.25 ms to 20 ms with FP8{m}" for m in (
        ", likely because of noise.", ", likely because BF16 is slower.", ", likely because prefills do not stall decodes.",
        ", likely because we no longer count failed requests.", ", likely because the cache was warm.",
        ", likely because TTFT is 2x lower.", ", likely because the runs are not comparable.",
        ", likely because we cherry-picked the best run.", ", likely because the numbers are unreliable.",
        ", likely because it is no longer than 20 ms.", " because prefills no longer stall decodes.")]
test_causes_read_completely_and_net_true, test_cause_twins_are_never_net_true = sentence_tests(
    CAUSE_TRUE, CAUSE_TWINS, _grade)
