"""A statistic named before the pair of values after a comparison (claimcheck/claims/pair_frames.py, production
comma_pair_statistic): "c=8 has the lower ITL, p99 14.67 ms vs 22.17 ms", "A has the lower TTFT (mean 20 ms vs 60
ms)": the phrase is both values' statistic (production statistic_carry) and, where the comparison names none of its
own, the comparison's too (lower p99 ITL): the values are the evidence the comparison is measured by.

Witness by hand (``skew``, two arms, 10 requests each, witness_specs ttft_mp): A's TTFT mean 20 ms, p99 90 ms (nine
requests at 11.4 ms, one at 97.8 ms); B's TTFT 60 ms every request (mean = p99 = 60 ms). So A has the lower mean TTFT
and B the lower p99 TTFT.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_tests, sealed_fixture, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SPECS = {"skew": [A("a", "A", ttft_mp=(0.02, 0.09), tpot=0.01, role="treatment"),
                  A("b", "B", ttft=0.06, tpot=0.01, role="baseline")]}
SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
wit = sealed_fixture("comma_pair_statistic", SPECS, engine="vLLM")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPE)


_NEG = "It is not true that "

FRAMES = [
    ("skew", "B has the lower TTFT, p99 60 ms vs 90 ms.",
     ["A has the lower TTFT, p99 60 ms vs 90 ms.", "B has the higher TTFT, p99 60 ms vs 90 ms.",
      "B has the lower TTFT, p99 60 ms vs 135 ms.", "B has the lower TTFT, mean 60 ms vs 90 ms.",
      "B has the lower TTFT, p99 30 ms vs 90 ms.", _NEG + "B has the lower TTFT, p99 60 ms vs 90 ms."]),
    ("skew", "B has the lower TTFT (p99 60 ms vs 90 ms).",
     ["A has the lower TTFT (p99 60 ms vs 90 ms).", "B has the lower TTFT (p99 60 ms vs 45 ms)."]),
    ("skew", "A has the lower TTFT, mean 20 ms vs 60 ms.",
     ["B has the lower TTFT, mean 20 ms vs 60 ms.", "A has the lower TTFT, p99 20 ms vs 60 ms.",
      "A has the higher TTFT, mean 20 ms vs 60 ms.", "A has the lower TTFT, mean 20 ms vs 90 ms."]),
    ("skew", "A has lower TTFT, mean 20 ms vs 60 ms.", ["A has higher TTFT, mean 20 ms vs 60 ms."]),
    ("skew", "B has lower TTFT (p99 60 ms vs 90 ms).", ["A has lower TTFT (p99 60 ms vs 90 ms)."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


def _grade_skew(witnesses, statement):
    return grade_statement(statement, witnesses["skew"], SCOPE)


#: the direction is measured in the pair's statistic: B's lower p99 TTFT is never false for A's lower mean; a pair
#: of p99 values after "A has the lower TTFT" is false (A's p99 is the higher)
test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(
    ["A has the lower TTFT, p99 60 ms vs 90 ms.", "B has the lower TTFT, mean 20 ms vs 60 ms."],
    ["B has the lower TTFT, p99 60 ms vs 90 ms.", "A has the lower TTFT, mean 20 ms vs 60 ms.",
     "B has the lower TTFT (p99 60 ms vs 90 ms)."],
    _grade_skew)
