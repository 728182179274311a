"""Costs (vocabulary.COST_JOINERS, grammar productions cost_lead and pred_join, openers.conclusion_opener): "X is 2x
faster, at the price of 3x higher mean TTFT", "The cost is a modest 20% increase in mean TPOT for X", "The price is
20% higher mean TPOT for X", "Thus X costs 200 ms of mean TTFT"; and a second predicate after a ratio written the other
way round ("The old build is 2x slower, at the cost of 3x lower mean TTFT") is its subject's, not the ratio's
numerator's (it was the new build's, so the swapped twin "... at the cost of 3x higher mean TTFT" graded net-true).

Witness by hand (real_sentences.witness_specs; 100 requests per arm, 64 output tokens): new (treatment) 4 req/s (wall
25 s), TTFT 300 ms, TPOT 24 ms; old (baseline) 2 req/s (wall 50 s), TTFT 100 ms, TPOT 20 ms. So the new build is 2x
faster, its mean TTFT 3x (+200%, +200 ms), its mean TPOT +20% (+4 ms).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 100 requests per arm"
_P = dict(n=100, tok=64)
wit = sealed_fixture("cost_leads", [
    A("new", "the new build", "new build", role="treatment", thr=4.0, ttft=0.3, tpot=0.024, **_P),
    A("old", "the old build", "old build", role="baseline", thr=2.0, ttft=0.1, tpot=0.02, **_P)], "trade")


def _grade(witness, statement):
    return grade_statement(statement, witness, SCOPE)


TRUE = [
    "The new build is 2x faster, at the price of 3x higher mean TTFT.",
    "The new build is 2x faster at a price of 200% higher mean TTFT.",
    "The new build doubles throughput at the price of 20% higher mean TPOT.",
    "The old build is 2x slower, at the cost of 3x lower mean TTFT.",
    "The old build is 2x slower but cuts mean TTFT by 67%.",
    "The new build is 2x faster but triples mean TTFT.",
    "The cost is a 20% increase in mean TPOT for the new build.",
    "The cost is a modest 20% increase in mean TPOT for the new build.",
    "The price is 20% higher mean TPOT for the new build.",
    "The downside is a 200% increase in mean TTFT with the new build.",
    "Thus the new build costs 200 ms of mean TTFT.",
    "Thus, the new build costs an extra 4 ms of mean TPOT.",
    "Hence the new build is 2x faster.",
]
#: x1.5 / x0.5, the direction flipped, the arms swapped, a negation, another metric
TWINS = [
    "The new build is 2x faster, at the price of 4.5x higher mean TTFT.",
    "The new build is 2x faster, at the price of 3x lower mean TTFT.",
    "The old build is 2x faster, at the price of 3x higher mean TTFT.",
    "The new build doubles throughput at the price of 30% higher mean TPOT.",
    "The new build doubles throughput at the price of 20% higher mean TTFT.",
    "The old build is 2x slower, at the cost of 3x higher mean TTFT.",
    "The old build is 2x slower but triples mean TTFT.",
    "The cost is a 30% increase in mean TPOT for the new build.",
    "The cost is a 20% increase in mean TPOT for the old build.",
    "The cost is a 10% increase in mean TPOT for the new build.",
    "The price is 20% higher mean TTFT for the new build.",
    "It is not true that the cost is a 20% increase in mean TPOT for the new build.",
    "Thus the new build costs 300 ms of mean TTFT.",
    "Thus the old build costs 200 ms of mean TTFT.",
    "Thus, the new build costs an extra 8 ms of mean TPOT.",
    "Hence the old build is 2x faster.",
]
test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, _grade)

#: a cost lead before a change in the metric's better direction is no cost: not read, never false
test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(
    ["The old build is 2x slower, at the cost of 3x higher mean TTFT.", "Thus the old build costs 200 ms of mean TTFT."],
    ["The cost is a 20% decrease in mean TPOT for the new build.",
     "The cost is a 20% increase in throughput for the new build.", "So far the new build is 2x faster."], _grade)
