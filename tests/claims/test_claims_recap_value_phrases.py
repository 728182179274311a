"""Arithmetic recaps as value phrases (productions value_phrase and recap_value_phrase, claimcheck/claims/
value_verbs.py; vocabulary.VALUE_PHRASES, RECAP_DEMONSTRATIVES).

A technical blog after a throughput ratio: "That works out to 28.8 requests per second for FP8, versus 17.0 requests
per second for BF16." -- "works out to", "comes out to", "amounts to" say what "was" says before a value, and a
demonstrative opening the clause ("That", "This", "It") points back at the previous sentence. Each value still names
its arm: "That works out to 17 req/s." in a witness whose arms differ names no arm and is not graded.

Witness by hand (TensorRT-LLM, Llama-3.1-8B on one H100, 32 requests per arm of 128 output tokens, every request
alike): BF16 (baseline) 10 req/s -> wall 3.2 s, TTFT 350 ms, TPOT 2 ms (e2e 0.35 + 0.002 * 127 = 0.604 s), output
1280 tok/s; FP8 (treatment) 17 req/s -> wall 1.882 s, TTFT 190 ms, TPOT 1.2 ms, output 2176 tok/s. x1.5 of FP8's
17 = 25.5; x0.5 = 8.5.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

SCOPE = "TensorRT-LLM, Llama-3.1-8B-Instruct on one H100, 32 requests per arm"
ARMS = [A("bf16", "BF16", role="baseline", ttft=0.35, tpot=0.002, tok=128, n=32, thr=10.0,
          settings={"dtype": "bfloat16"}),
        A("fp8", "FP8", role="treatment", ttft=0.19, tpot=0.0012, tok=128, n=32, thr=17.0, settings={"dtype": "fp8"})]

wit = sealed_fixture("recap_value_phrases", {"w": Spec("w", ARMS, key="", engine="TensorRT-LLM")})


def grade(w, s: str):
    return grade_statement(s, w["w"], SCOPE)


TRUE = [
    "That works out to 17 requests per second for FP8, versus 10 requests per second for BF16.",
    "That works out to ~17 req/s with FP8 vs ~10 req/s with BF16.",
    "This comes out to 2,176 output tok/s for FP8 versus 1,280 output tok/s for BF16.",
    "It amounts to about 17 requests/s on FP8 and about 10 requests/s on BF16.",
    "Mean TTFT works out to 190 ms for FP8, versus 350 ms for BF16.",
    "FP8 works out to 17 requests per second, versus 10 requests per second for BF16.",
    "Request throughput works out to 17 req/s for FP8, versus 10 req/s for BF16.",
    "That amounts to 17 req/s for FP8.",
]
TWINS = [
    "That works out to 25.5 requests per second for FP8, versus 10 requests per second for BF16.",   # x1.5
    "That works out to 8.5 requests per second for FP8, versus 10 requests per second for BF16.",    # x0.5
    "That works out to 17 requests per second for BF16, versus 10 requests per second for FP8.",    # arms swapped
    "That works out to 17 requests per second.",                                                     # no arm named
    "That never works out to 17 req/s for FP8.",                                                     # negation
    "It is not true that this works out to 17 req/s for FP8.",                                       # negation
    "That works out to a p99 TTFT of 190 ms for FP8, versus 350 ms for BF16 on an A100.",           # wrong GPU
    "That works out to a mean TTFT of 350 ms for FP8, versus 190 ms for BF16.",                     # swapped
    "That would work out to 17 req/s for FP8.",                                                      # a modal
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)

FALSE = [
    "That works out to 25.5 requests per second for FP8, versus 10 requests per second for BF16.",
    "That works out to 17 requests per second for BF16, versus 10 requests per second for FP8.",
]
NEVER_FALSE = [
    "That works out to 17 requests per second.",          # names no arm: not graded
    "That works out to roughly 17 req/s for FP8 on our traffic.",
    "Which works out to 17 req/s for FP8, if the load holds.",
]

test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(FALSE, NEVER_FALSE, grade)
