"""A range as the value of a gain noun that is the subject (production gain_subject -- claimcheck/claims/grammar.lark;
grammar._Clause.m_gain_subject, vocabulary.GAIN_RANGE_VERBS): "The speedup of X over Y is 1.5-2x", "X's throughput gain
over Y is 70-90%", and "ranges from" in place of the copula: "X's speedup over Y ranges from 1.5x to 2x", "the speedups
of X over Y range from 1.5x to 2x", "X's throughput gain over Y ranges from 70% to 90%". Before, only one number was
read after the copula ("is 1.8x"); a range, and "ranges from", stayed unread (not-yet).

A range keeps [low end - h, high end + h) (each end its stated precision; a hedge after the copula widens both, as the
tolerance rule says); "ranges from" takes a range only, with no hedge, relation or negation (as "speedups ranging from
2x to 3x" does).

Witness, worked out by hand (real_sentences.witness_specs arms; 10 requests per arm, every request of an arm alike):
EAGLE-3 (treatment) 1.8 req/s, the baseline 1.0 req/s: throughput 1.8x (+80%); the baseline against EAGLE-3: 0.556x.
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

wit = sealed_fixture("gain_subject_ranges", {"thr": [A("eagle", "EAGLE-3", thr=1.8, role="treatment"),
                                                     A("base", "the baseline", thr=1.0, role="baseline")]})


def grade(w, name: str, s: str):
    return grade_statement(s, w[name], SCOPE)


FRAMES = [
    ("thr", "The speedup of EAGLE-3 over the baseline is 1.5-2x.",
     ["The speedup of EAGLE-3 over the baseline is 3-4x.",           # x2
      "The speedup of EAGLE-3 over the baseline is 0.75-1x.",        # x0.5
      "The speedup of EAGLE-3 over the baseline is 2-2.5x.",         # the low end moved above 1.8
      "The speedup of EAGLE-3 over the baseline is 1.2-1.6x.",       # the high end moved below 1.8
      "The slowdown of EAGLE-3 over the baseline is 1.5-2x.",        # the direction flipped
      "The speedup of the baseline over EAGLE-3 is 1.5-2x.",         # the arms swapped
      NEG + "the speedup of EAGLE-3 over the baseline is 1.5-2x.",
      "The speedup of EAGLE-3 over the baseline is not 1.5-2x."]),
    ("thr", "EAGLE-3's speedup over the baseline ranges from 1.5x to 2x.",
     ["EAGLE-3's speedup over the baseline ranges from 3x to 4x.", "The baseline's speedup over EAGLE-3 ranges from 1.5x to 2x.",
      "EAGLE-3's slowdown over the baseline ranges from 1.5x to 2x.",
      "EAGLE-3's speedup over the baseline does not range from 1.5x to 2x.",
      "EAGLE-3's speedup over the baseline ranges from about 1.5x to 2x.",   # a hedge after "from": not read
      "EAGLE-3's speedup over the baseline ranges from 1.5x."]),             # no range: not read
    ("thr", "The speedups of EAGLE-3 over the baseline range from 1.5x to 2x.",
     ["The speedups of EAGLE-3 over the baseline range from 2.5x to 3x.",
      "The speedups of the baseline over EAGLE-3 range from 1.5x to 2x."]),
    ("thr", "EAGLE-3's throughput gain over the baseline ranges from 70% to 90%.",
     ["EAGLE-3's throughput gain over the baseline ranges from 20% to 30%.",
      "EAGLE-3's throughput reduction over the baseline ranges from 70% to 90%.",
      "The baseline's throughput gain over EAGLE-3 ranges from 70% to 90%."]),
    ("thr", "EAGLE-3's throughput gain over the baseline is about 70-90%.",
     ["EAGLE-3's throughput gain over the baseline is about 140-180%."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lead=st.sampled_from(["The speedup of EAGLE-3 over the baseline {v}", "EAGLE-3's speedup over the baseline {v}",
                             "EAGLE-3's throughput speedup versus the baseline {v}"]),
       verb=st.sampled_from([("is", "-"), ("was", "–"), ("ranges from", " to "), ("ranged from", " to "),
                             ("varies from", " to ")]),
       ends=st.sampled_from([(1.5, 2.0), (1.7, 1.9), (1.2, 2.5), (1.8, 2.2)]), shift=st.sampled_from([2.0, 0.5]))
def test_a_range_holding_the_ratio_is_net_true_and_a_moved_one_never(wit, lead, verb, ends, shift):
    """1.8x (hand value above): every range holds it (never false); the range times 2 or 0.5 misses it."""
    copula, dash = verb
    lo, hi = ends

    def said(a: float, b: float) -> str:
        return lead.format(v=f"{copula} {a:g}x{dash}{b:g}x.") if dash == " to " else lead.format(v=f"{copula} {a:g}{dash}{b:g}x.")

    s = said(lo, hi)
    res = grade(wit, "thr", s)
    assert_never_false(res, s)
    assert_read_net_true(res)
    twin = said(lo * shift, hi * shift)
    assert_never_net_true(grade(wit, "thr", twin), twin)


@pytest.mark.parametrize("statement", [
    "The speedup of EAGLE-3 over the baseline is 3-4x.",
    "EAGLE-3's speedups over the baseline range from 3x to 4x.",
])
def test_a_range_beside_the_ratio_is_false_when_read_completely(wit, statement):
    res = grade(wit, "thr", statement)
    assert not res.reading.unread and res.verdict == "false", (res.verdict, res.reason)
