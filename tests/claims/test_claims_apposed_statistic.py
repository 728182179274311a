"""A per-request metric's statistic set off after it with its article (production apposed_statistic --
grammar._Clause.m_metric): "TTFT, the mean, dropped 67%", "TTFT (the mean) dropped 67%" read as "mean TTFT"; the
statistic graded is the one named. Before: the statistic was unread (not-yet). "TTFT, mean, and p99 ..." (no article:
a list) stays unread.

Witness by hand (``skew``, two arms, 10 requests each, witness_specs ttft_mp as in test_claims_comma_pair_statistic):
A's TTFT mean 20 ms, p99 90 ms (nine requests at 11.4 ms, one at 97.8 ms); B's TTFT 60 ms every request. So A's mean
TTFT is (20 - 60) / 60 = -66.7% against B's, its p99 (90 - 60) / 60 = +50%.
"""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SPECS = {"skew": [A("a", "A", ttft_mp=(0.02, 0.09), tpot=0.01, role="treatment"),
                  A("b", "B", ttft=0.06, tpot=0.01, role="baseline")]}
SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
wit = sealed_fixture("apposed_statistic", SPECS, engine="vLLM")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPE)


FRAMES = [
    ("skew", "TTFT, the mean, dropped 67% with A compared to B.",
     ["TTFT, the p99, dropped 67% with A compared to B.", "TTFT, the mean, rose 67% with A compared to B.",
      "TTFT, the mean, dropped 67% with B compared to A.", "TTFT, the mean, dropped 47% with A compared to B."]),
    ("skew", "TTFT (the mean) dropped 67% with A compared to B.",
     ["TTFT (the p99) dropped 67% with A compared to B.", "TTFT (the mean) dropped 87% with A compared to B."]),
    ("skew", "TTFT, the mean, was 20 ms with A.",
     ["TTFT, the p99, was 20 ms with A.", "TTFT, the mean, was 30 ms with A.", "TTFT, the mean, was 20 ms with B."]),
    ("skew", "TTFT, the p99, was 90 ms with A.", ["TTFT, the mean, was 90 ms with A.", "TTFT, the p99, was 60 ms with A."]),
]

test_true_read, test_twins = frame_tests(FRAMES, _grade)


def test_contradicted_is_false(wit):
    """Read completely: A's p99 TTFT rose 50% (90 vs 60 ms), so "dropped 67%" of the p99 is contradicted."""
    res = _grade(wit, "skew", "TTFT, the p99, dropped 67% with A compared to B.")
    assert not res.reading.unread and res.verdict == "false", (res.verdict, res.reason)


def test_list_without_article_not_read(wit):
    s = "TTFT, mean, and p99 were 20 ms with A."
    res = _grade(wit, "skew", s)
    assert res.verdict != "net-true" and res.verdict != "false", (res.verdict, res.reason)


@settings(max_examples=examples(30), deadline=None)
@given(stat=st.sampled_from(["mean", "p99", "average"]), form=st.sampled_from(["TTFT, the {}, was", "TTFT (the {}) was"]),
       value=st.sampled_from([20, 90, 60, 30]))
def test_statistic_graded_is_the_one_named(wit, stat, form, value):
    """A's mean (also "average") is 20 ms, its p99 90 ms: net-true exactly where the value is the named statistic's."""
    s = form.format(stat) + f" {value} ms with A."
    res = _grade(wit, "skew", s)
    if value == (90 if stat == "p99" else 20):
        assert_read_net_true(res)
    else:
        assert_never_net_true(res, s)
