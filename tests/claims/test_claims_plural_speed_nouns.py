"""A percent, or a range of percents, of a plural speed noun (production change_noun -- claimcheck/claims/grammar.lark;
grammar._Clause.m_change_noun): "speedups of 20-30% over X", "speedups ranging from 8% to 100%" (rs218's shape),
"slowdowns of 15-25% compared to X", as the singular "a speedup of 25%" and the ratio "speedups of 2-3x" were read.
Before, the plural with a percent was unread (not-yet): the noun kept its plural spelling, which no speed word matched.

Read as the singular is: the percent change of the throughput in the noun's direction; a range keeps [low end - h,
high end + h). A speed word's percent has a second meaning, the change of the time ("20% faster": 20% less time), taken
by the false bar (quantities._time_meaning): false only where both are contradicted.

Witness, worked out by hand (real_sentences.witness_specs arms; 10 requests per arm, every request of an arm alike):
EAGLE-3 (treatment) 1.25 req/s, the baseline 1.0 req/s: throughput +25%; the time per request's work 1 / 1.25 = 0.8,
20% less; the baseline against EAGLE-3: -20% (1 / 1.25).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM, 10 requests per arm"
NEG = "It is not true that "

wit = sealed_fixture("plural_speed_nouns", {"thr": [A("eagle", "EAGLE-3", thr=1.25, role="treatment"),
                                                    A("base", "the baseline", thr=1.0, role="baseline")]})


def grade(w, name: str, s: str):
    return grade_statement(s, w[name], SCOPE)


FRAMES = [
    ("thr", "EAGLE-3 delivers speedups of 20-30% over the baseline.",
     ["EAGLE-3 delivers speedups of 40-60% over the baseline.",      # x2
      "EAGLE-3 delivers speedups of 10-15% over the baseline.",      # x0.5
      "EAGLE-3 delivers speedups of 30-40% over the baseline.",      # the low end moved above 25
      "EAGLE-3 delivers slowdowns of 20-30% over the baseline.",     # the direction flipped
      "The baseline delivers speedups of 20-30% over EAGLE-3.",      # the arms swapped
      NEG + "EAGLE-3 delivers speedups of 20-30% over the baseline.",
      "EAGLE-3 delivers speedups of 20-30% over the baseline on an A100."]),
    ("thr", "EAGLE-3 delivers speedups ranging from 20% to 30% over the baseline.",
     ["EAGLE-3 delivers speedups ranging from 40% to 60% over the baseline.",
      "The baseline delivers speedups ranging from 20% to 30% over EAGLE-3."]),
    ("thr", "EAGLE-3 delivers speedups of about 25% over the baseline.",
     ["EAGLE-3 delivers speedups of about 50% over the baseline.", "EAGLE-3 delivers slowdowns of about 25% over the baseline."]),
    ("thr", "The baseline shows slowdowns of 15-25% compared to EAGLE-3.",
     ["The baseline shows slowdowns of 30-50% compared to EAGLE-3.", "EAGLE-3 shows slowdowns of 15-25% compared to the baseline.",
      "The baseline shows speedups of 15-25% compared to EAGLE-3."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


@pytest.mark.parametrize("statement", [
    "EAGLE-3 delivers speedups of 20% over the baseline.",          # the time's change: 20% less
    "EAGLE-3 delivers speedups of 18-22% over the baseline.",
])
def test_the_time_meaning_is_never_false(wit, statement):
    """Read completely; true as the time's change only, so not-yet (never false, never net-true)."""
    res = grade(wit, "thr", statement)
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert_never_false(res, statement)
    assert res.verdict == "not-yet", (res.verdict, res.reason)


@pytest.mark.parametrize("statement", [
    "EAGLE-3 delivers speedups of 40-60% over the baseline.",       # neither +25% nor 20% less time
    "EAGLE-3 delivers slowdowns of 20-30% over the baseline.",
])
def test_contradicted_under_both_meanings_is_false(wit, statement):
    res = grade(wit, "thr", statement)
    assert not res.reading.unread and res.verdict == "false", (res.verdict, res.reason)


def test_a_plural_gain_names_no_metric_and_stays_unread(wit):
    res = grade(wit, "thr", "EAGLE-3 delivers gains ranging from 20% to 30% over the baseline.")
    assert res.reading.unread and res.verdict == "not-yet", (res.verdict, res.reason)
