"""A glued range after a hedge's or a bound's article (production range -- claimcheck/claims/grammar.lark;
grammar._Clause._prefix, _number_at): "about a 5-8% speedup", "roughly a 1.5-2x speedup over X", "up to a 2-3x
speedup", as "about a 20% reduction" and "about a 7%–8% speedup" (the ends spelled apart) were read. A range written
glued ("5-8") is one lexer token, so the article after the hedge was taken only before a plain number and the range
stayed unread (not-yet), with the hedge. The hedge widens each end as the tolerance rule says; "up to" takes the best
run (never false); a relation before a range ("over a 1.5-2x speedup") stays unread.

Witness, worked out by hand (real_sentences.witness_specs arms; 10 requests per arm, 8 output tokens each, every request
of an arm alike): EAGLE-3 (treatment) 1.8 req/s, the baseline 1.0 req/s: throughput 1.8x (+80%). "about a 1.5-2x"
keeps [1.5 - 0.15, 2 + 0.2) = [1.35, 2.2); "roughly a 70-90%" keeps [63, 99).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (assert_never_false, assert_never_net_true, assert_read_net_true,  # noqa: E402
                                        frame_tests, sealed_fixture)
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM, 10 requests per arm"
NEG = "It is not true that "

wit = sealed_fixture("article_ranges", {"thr": [A("eagle", "EAGLE-3", thr=1.8, role="treatment"),
                                                A("base", "the baseline", thr=1.0, role="baseline")]})


def grade(w, name: str, s: str):
    return grade_statement(s, w[name], SCOPE)


FRAMES = [
    ("thr", "EAGLE-3 delivers about a 1.5-2x speedup over the baseline.",
     ["EAGLE-3 delivers about a 3-4x speedup over the baseline.",        # the range shifted x2
      "EAGLE-3 delivers about a 0.75-1x speedup over the baseline.",     # x0.5
      "EAGLE-3 delivers about a 2.5-3x speedup over the baseline.",      # the low end moved above 1.8 (+ its hedge)
      "EAGLE-3 delivers about a 1.5-2x slowdown over the baseline.",     # the direction flipped
      "The baseline delivers about a 1.5-2x speedup over EAGLE-3.",      # the arms swapped
      NEG + "EAGLE-3 delivers about a 1.5-2x speedup over the baseline.",
      "EAGLE-3 does not deliver about a 1.5-2x speedup over the baseline.",
      "EAGLE-3 delivers over a 1.5-2x speedup over the baseline."]),      # a relation before a range: unread
    ("thr", "EAGLE-3 delivers roughly a 70-90% speedup over the baseline.",
     ["EAGLE-3 delivers roughly a 140-180% speedup over the baseline.", "EAGLE-3 delivers roughly a 30-50% speedup over the baseline.",
      "The baseline delivers roughly a 70-90% speedup over EAGLE-3."]),
    ("thr", "EAGLE-3 delivers about a 70-90% throughput increase over the baseline.",
     ["EAGLE-3 delivers about a 70-90% throughput decrease over the baseline.",
      "EAGLE-3 delivers about a 20-40% throughput increase over the baseline."]),
    ("thr", "EAGLE-3 delivers approximately a 70-90% increase in throughput over the baseline.",
     ["EAGLE-3 delivers approximately a 10-30% increase in throughput over the baseline."]),
    ("thr", "EAGLE-3 delivers up to a 1.5-2x speedup over the baseline.",
     ["EAGLE-3 delivers up to a 3-4x speedup over the baseline.", "The baseline delivers up to a 1.5-2x speedup over EAGLE-3."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(hedge=st.sampled_from(["about", "roughly", "approximately", "around"]),
       verb=st.sampled_from(["delivers", "gives", "shows", "achieves"]),
       ends=st.sampled_from([("1.5", "2"), ("1.6", "1.9"), ("1.7", "2.5"), ("1.2", "1.8")]),
       shift=st.sampled_from([2.0, 3.0]))
def test_a_hedged_glued_range_holding_the_ratio_is_net_true_and_a_shifted_one_never(wit, hedge, verb, ends, shift):
    """1.8x (hand value above): every range holds it (never false); the range times 2 or 3 (its low end, less the
    hedge's 10%, above 1.8) is never net-true."""
    lo, hi = ends
    s = f"EAGLE-3 {verb} {hedge} a {lo}-{hi}x speedup over the baseline."
    res = grade(wit, "thr", s)
    assert_never_false(res, s)
    assert_read_net_true(res)
    twin = f"EAGLE-3 {verb} {hedge} a {float(lo) * shift:g}-{float(hi) * shift:g}x speedup over the baseline."
    assert_never_net_true(grade(wit, "thr", twin), twin)


@pytest.mark.parametrize("statement", [
    "EAGLE-3 delivers over a 1.5-2x speedup over the baseline.",
    "EAGLE-3 delivers at least a 1.5-2x speedup over the baseline.",
])
def test_a_relation_before_a_range_stays_unread(wit, statement):
    res = grade(wit, "thr", statement)
    assert res.reading.unread and res.verdict == "not-yet", (res.verdict, res.reason)
