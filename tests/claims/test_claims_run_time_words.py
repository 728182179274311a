"""Total run time of an arm said as a metric (vocabulary metric phrases "total wall time", "total wall-clock time",
"total elapsed time", "benchmark time"; grammar production run_subject with "the whole / entire / full run" and "X's
run"): "Total wall time: 212 s (new build) vs 305 s (old build)", "The whole run took 212 s on the new build", "The new
build's run took 212 s versus 305 s", "The new build reduced total wall time by 30%".

Witness by hand (real_sentences.witness_specs; 500 requests per arm, 400 output tokens each): new (treatment) wall
212 s (2.358 req/s), TTFT 105 ms, TPOT 20 ms (e2e 0.105 + 0.02 * 399 = 8.085 s); old (baseline) wall 305 s (1.639
req/s), TTFT 180 ms, TPOT 30 ms (e2e 12.15 s). Wall: 212 / 305 = 0.695 (-30.5%); 305 / 212 = 1.44.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 500 requests per arm"
_P = dict(n=500, tok=400)
wit = sealed_fixture("run_time_words", [
    A("new", "the new build", "new build", role="treatment", wall=212.0, ttft=0.105, tpot=0.02, **_P),
    A("old", "the old build", "old build", role="baseline", wall=305.0, ttft=0.18, tpot=0.03, **_P)], "two")


def _grade(witness, statement):
    return grade_statement(statement, witness, SCOPE)


TRUE = [
    "Total wall time: 212 s (new build) vs 305 s (old build).",
    "Total wall-clock time was 212 s for the new build.",
    "Total elapsed time: 212 s on the new build vs 305 s on the old build.",
    "Benchmark time dropped from 305 s to 212 s with the new build.",
    "The new build reduced total wall time by 30%.",
    "The new build reduced total wall-clock time by 30%.",
    "The whole run took 212 s on the new build.",
    "The full run took 3.5 minutes on the new build.",
    "The entire run took 212 s with the new build vs 305 s with the old build.",
    "The new build's run took 212 s.",
    "The new build's run took 212 s versus 305 s for the old build.",
    "The new build's benchmark run took 212 s.",
    "The 500-request run took 212 s on the new build vs 305 s on the old build.",
    "The new build finished the whole benchmark in 3.5 min.",
    "Total run time dropped from 305 s to 212 s with the new build.",
    # an "and" pair whose values each name their arm shares the verb of time (production and_pair_time)
    "The whole run took 212 s on the new build and 305 s on the old build.",
    "The benchmark took 212 s with the new build and 305 s with the old build.",
    # a per-request e2e latency with a length descriptor, two arms (production answer_vs_pair); every request of the
    # witness produced 400 tokens, so the length holds
    "A 400-token completion took 8.1 s on the new build vs 12.2 s on the old build.",
    "Each 400-token response takes 8.1 s on the new build versus 12.2 s on the old build.",
]
#: x1.5 / x0.5, the arms swapped, the direction flipped, a negation
TWINS = [
    "Total wall time: 318 s (new build) vs 305 s (old build).",
    "Total wall time: 305 s (new build) vs 212 s (old build).",
    "Total wall-clock time was 106 s for the new build.",
    "Total elapsed time: 212 s on the old build vs 305 s on the new build.",
    "Benchmark time rose from 305 s to 212 s with the new build.",
    "The new build increased total wall time by 30%.",
    "The old build reduced total wall time by 30%.",
    "The new build reduced total wall-clock time by 45%.",
    "The whole run took 212 s on the old build.",
    "The whole run took 318 s on the new build.",
    "The full run took 5.25 minutes on the new build.",
    "The entire run took 212 s with the old build vs 305 s with the new build.",
    "The old build's run took 212 s.",
    "The new build's run took 106 s.",
    "The new build's run took 212 s versus 305 s for the new build.",
    "It is not true that the whole run took 212 s on the new build.",
    "The whole run took 212 s on the old build and 305 s on the new build.",
    "The benchmark took 212 s with the new build and 458 s with the old build.",
    "A 400-token completion took 8.1 s on the old build vs 12.2 s on the new build.",
    "A 400-token completion took 8.1 s on the new build vs 18 s on the old build.",
    "A 400-token completion took 12.2 s on the new build vs 12.2 s on the old build.",
]
test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, _grade)

#: a contradicted wall is false; "total" before a per-request metric stays what it was (no wall), a pair in a "vs"
#: order that could be either arm's is never false
test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(
    ["The whole run took 305 s on the new build.", "The old build's run took 212 s."],
    ["The new build's run took 305 s versus 212 s.", "The first run took 212 s on the new build.",
     "A 300-token completion took 8.1 s on the new build vs 12.2 s on the old build.",
     "A 300-token completion took 20 s on the new build vs 2 s on the old build."], _grade)
