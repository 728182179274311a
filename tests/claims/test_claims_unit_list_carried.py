"""A bare number in a list of values that each name their arm takes the previous value's unit (production
unit_list_carried, claimcheck/claims/value_lists.py): "Mean TPOT is 30 ms for TP1, 15 for TP2 and 10 for TP4",
"Output throughput is 200 tok/s on TP1, 360 on TP2 and 600 on TP4" -- only where the previous value is "VALUE PREP ARM"
right before the joiner, this one "NUMBER PREP ARM" with the same preposition, the list goes on or the clause ends,
and the two values are within a factor of 10; a hedge or relation on the previous value carries nothing.

Witness by hand (real_sentences.witness_specs.arm_rows; 10 requests per arm of 64 output tokens, every request alike):
tp1 (alias TP1) 200 output tok/s, TTFT 500 ms, TPOT 30 ms; tp2 (TP2, the baseline) 360 tok/s, TTFT 300 ms, TPOT 15 ms;
tp4 (TP4) 600 tok/s, TTFT 200 ms, TPOT 10 ms.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_tests, sealed_fixture, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct, 10 requests per arm"
ARMS = [A("tp1", "TP1", toks=200, ttft=0.5, tpot=0.03, tok=64, settings={"tensor_parallel_size": 1}, role="treatment"),
        A("tp2", "TP2", toks=360, ttft=0.3, tpot=0.015, tok=64, settings={"tensor_parallel_size": 2}, role="baseline"),
        A("tp4", "TP4", toks=600, ttft=0.2, tpot=0.01, tok=64, settings={"tensor_parallel_size": 4}, role="treatment")]
wit = sealed_fixture("unit_list_carried", {"tp": ARMS}, engine="vLLM")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPE)


_NEG = "It is not true that "

#: (witness, true statement, twins: a value x1.5 / x0.5, two arms swapped, another arm, another statistic or metric,
#: a negation)
FRAMES = [
    ("tp", "Mean TPOT is 30 ms for TP1, 15 for TP2 and 10 for TP4.",
     ["Mean TPOT is 30 ms for TP1, 22.5 for TP2 and 10 for TP4.", "Mean TPOT is 30 ms for TP1, 15 for TP2 and 5 for TP4.",
      "Mean TPOT is 30 ms for TP1, 15 for TP4 and 10 for TP2.", "Mean TTFT is 30 ms for TP1, 15 for TP2 and 10 for TP4.",
      _NEG + "mean TPOT is 30 ms for TP1, 15 for TP2 and 10 for TP4."]),
    ("tp", "Mean TPOT: 30 ms for TP1, 15 for TP2, and 10 for TP4.",
     ["Mean TPOT: 30 ms for TP1, 10 for TP2, and 15 for TP4."]),
    ("tp", "Output throughput is 200 tok/s on TP1, 360 on TP2 and 600 on TP4.",
     ["Output throughput is 200 tok/s on TP1, 540 on TP2 and 600 on TP4.",
      "Output throughput is 200 tok/s on TP1, 360 on TP2 and 300 on TP4.",
      "Output throughput is 200 tok/s on TP1, 600 on TP2 and 360 on TP4."]),
    ("tp", "Mean TTFT was 500 ms with TP1 and 300 with TP2.",
     ["Mean TTFT was 500 ms with TP1 and 450 with TP2.", "Mean TTFT was 500 ms with TP2 and 300 with TP1."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


def _tp(witnesses, statement):
    return _grade(witnesses, "tp", statement)


test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(
    ["Mean TPOT is 30 ms for TP1, 22.5 for TP2 and 10 for TP4.",
     "Output throughput is 200 tok/s on TP1, 600 on TP2 and 360 on TP4."],
    ["Mean TPOT is 30 ms for TP1, 15 for TP2 and 10 for TP4.", "Mean TPOT is about 30 ms for TP1, 15 for TP2 and 10 for TP4.",
     "Mean TPOT is 30 ms for TP1, 15 with TP2 and 10 for TP4.", "Mean TTFT is 500 ms for TP1, 0.3 for TP2."],
    _tp)


@pytest.mark.parametrize("s", [
    "Mean TPOT is 30 ms for TP1, 1.5 for TP2 and 10 for TP4.",        # 20x apart: 1.5 s? not read
    "Mean TPOT is about 30 ms for TP1, 15 for TP2 and 10 for TP4.",   # the hedge: of the list, or of the first value?
    "Mean TPOT is 30 ms for TP1, 15 with TP2 and 10 for TP4.",        # another preposition
    "Mean TPOT is 30 ms for TP1, 15 for TP2 requests.",               # words after the arm
    "Mean TPOT is at most 30 ms for TP1, 15 for TP2 and 10 for TP4.",  # a relation
])
def test_a_number_the_list_does_not_give_a_unit_stays_unread(wit, s):
    res = _grade(wit, "tp", s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
