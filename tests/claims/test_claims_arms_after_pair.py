"""A change's pair whose two arms are named only after it ("Request throughput 1.81 -> 2.87 req/s on TP2 vs TP4") is
not graded (production arms_after_pair, claimcheck/claims/grammar.py): the arms may label the values in their order
(TP2 the 1.81) or the arm beside the second value may be its own ("2.87 req/s on TP2"); the two readings disagree on
every pair of distinct values. Found on held18's development half, a thread voice: the grammar read 1.81 as TP4's and
graded the true sentence `false` (exit 4), and the sentence with the arms swapped ("on TP4 vs TP2") `net-true`.

Witness by hand (every request of an arm alike): tp2 (baseline) 1.81 req/s, tp4 (treatment) 2.87 req/s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SPECS = {"tp": [A("tp2", "TP2", role="baseline", thr=1.81, n=60, tok=64),
                A("tp4", "TP4", role="treatment", thr=2.87, n=60, tok=64)]}
wit = sealed_fixture("arms_after_pair", SPECS, engine="vLLM")


def _grade(witnesses, statement):
    return grade_statement(statement, witnesses["tp"], "60 requests per arm")


@pytest.mark.parametrize("statement", [
    "Request throughput 1.81 -> 2.87 req/s on TP2 vs TP4.",     # true as the order reads it
    "Request throughput 1.81 -> 2.87 req/s on TP4 vs TP2.",     # true as the arm beside the value reads it
    "Request throughput 2.87 -> 1.81 req/s on TP2 vs TP4.",
    "Request throughput 1.81 to 2.87 req/s on TP2 vs TP4.",
])
def test_arms_after_the_pair_are_never_graded(wit, statement):
    res = _grade(wit, statement)
    assert_never_false(res, statement)
    assert_never_net_true(res, statement)


@pytest.mark.parametrize("statement", [
    "Request throughput went from 1.81 req/s on TP2 to 2.87 req/s on TP4.",  # each value names its own arm
    "Request throughput 1.81 -> 2.87 req/s (TP2 -> TP4).",                  # an arrow list of the arms, in order
    "TP4 raised request throughput from 1.81 to 2.87 req/s over TP2.",
])
def test_a_pair_whose_words_fix_the_order_still_reads(wit, statement):
    assert_read_net_true(_grade(wit, statement))
