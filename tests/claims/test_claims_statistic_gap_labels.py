"""A statistic named once per conjunct (production statistic_gap, claimcheck/claims/statistic_owners.py): "Mean TTFT:
120 ms -> 80 ms, p99: 300 ms -> 200 ms" (a label's colon after each statistic) and "Mean TTFT falls from 120 ms to 80
ms and p99 from 300 ms to 200 ms, with SGLang" (a comma before the tail that ends the sentence) are read as one clause
per statistic, each conjunct's numbers under its own statistic (a statistic word owns its numbers): a held-out
writer's development set left the second conjunct unread.

Witness by hand (10 requests per arm; SGLang declared treatment, vLLM baseline): TTFT nine requests at a and one at
c, so that the mean and numpy's linear p99 are the two numbers: SGLang mean 80 ms, p99 200 ms (a = 65.2 ms, the
median); vLLM mean 120 ms, p99 300 ms (a = 97.8 ms). Mean 120 -> 80 ms, p99 300 -> 200 ms, median 97.8 -> 65.2 ms.
"""

from __future__ import annotations

from claims_corpus.frame_checks import sealed_fixture, sentence_tests, verdict_tests
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

ARMS = [A("sglang", "SGLang", thr=2.5, ttft_mp=(0.08, 0.2), tpot=0.03, tok=100, settings={"engine": "SGLang"},
          role="treatment"),
        A("vllm", "vLLM", thr=1.0, ttft_mp=(0.12, 0.3), tpot=0.05, tok=100, settings={"engine": "vLLM"},
          role="baseline")]

wit = sealed_fixture("statistic-gap-labels", ARMS, "eng", engine=None)


def grade(wit, s: str):
    return grade_statement(s, wit, "10 requests per arm")


TRUE = [
    "Mean TTFT: 120 ms -> 80 ms, p99: 300 ms -> 200 ms.",
    "Mean TTFT: 120 ms → 80 ms, p99: 300 ms → 200 ms, median: 97.8 ms → 65.2 ms",
    "Mean TTFT falls from 120 ms to 80 ms and p99 from 300 ms to 200 ms, with SGLang.",
    "Mean TTFT falls from 120 ms to 80 ms, and p99 from 300 ms to 200 ms, with SGLang.",
    "Mean time to first token drops from 120 ms to 80 ms and the p99 from 300 ms to 200 ms, when moving from vLLM to "
    "SGLang.",
]
TWINS = [
    "Mean TTFT: 120 ms -> 80 ms, p99: 120 ms -> 80 ms.",
    "Mean TTFT: 120 ms -> 80 ms, p99: 200 ms -> 300 ms.",
    "Mean TTFT: 120 ms -> 80 ms, p99: 450 ms -> 200 ms.",
    "Mean TTFT: 120 ms -> 80 ms, median: 300 ms -> 200 ms.",
    "p99 TTFT: 120 ms -> 80 ms, mean: 300 ms -> 200 ms.",
    "Mean TTFT falls from 120 ms to 80 ms and p99 from 300 ms to 200 ms, with vLLM.",
    "Mean TTFT falls from 120 ms to 80 ms and p99 from 300 ms to 300 ms, with SGLang.",
    "Mean TTFT rises from 120 ms to 80 ms and p99 from 300 ms to 200 ms, with SGLang.",
    "Mean TTFT falls from 120 ms to 80 ms and p99 from 300 ms to 200 ms, with SGLang disabled.",
    "Mean TTFT does not fall from 120 ms to 80 ms and p99 from 300 ms to 200 ms, with SGLang.",
    "Mean time to first token drops from 120 ms to 80 ms and the p99 from 300 ms to 200 ms, when moving from SGLang to "
    "vLLM.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)

FALSE = [
    "Mean TTFT: 120 ms -> 80 ms, p99: 120 ms -> 80 ms.",
    "Mean TTFT falls from 120 ms to 80 ms and p99 from 300 ms to 200 ms, with vLLM.",
]
NEVER_FALSE = [
    "Mean TTFT falls from 120 ms to 80 ms with SGLang, and p99 from 300 ms to 200 ms, with vLLM.",
    "Mean TTFT: 120 ms -> 80 ms, p99: 300 ms -> 200 ms, with SGLang probably.",
]

test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(FALSE, NEVER_FALSE, grade)
