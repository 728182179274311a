"""No-change wording with the value it stayed at (production unchanged_value, claimcheck/claims/unchanged.py; held-out
suite: "TTFT is not affected (mean N ms on both versions)", "Median ITL is unchanged at N ms", optionally followed by
an interpretive clause, were not read). "not affected" / "not impacted" are "unaffected" (the parity of the declared
treatment and baseline); a value after "at", or in parentheses with "on both <arms>", is each arm's value of that
metric, under the parity's statistic or the one in the parentheses (none: every statistic, as any value that names
none). An interpretive clause after it (", so this looks like a scheduler issue", ", it's purely a latency
regression") stays unread: the measured clause is still read and graded, never made unread or false by it.

The witness (worked out by hand; 10 requests per arm, 8 output tokens, every request alike): v084 (baseline, vLLM
0.8.4): TTFT 45 ms, every gap 10 ms (TPOT, ITL 10 ms); v085 (treatment, vLLM 0.8.5): TTFT 45 ms, every gap 50 ms.
So TTFT is the same on both (45 ms under every statistic), TPOT / ITL are 5x.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, seal_spec, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("v085", thr=1.0, ttft=0.045, itl=0.05, tok=8, settings={"engine_version": "0.8.5"}, role="treatment"),
        A("v084", thr=1.2, ttft=0.045, itl=0.01, tok=8, settings={"engine_version": "0.8.4"}, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    return seal_spec(tmp_path_factory, "unchanged_value", "ver", ARMS, engine="vLLM")


def _grade(witness, statement):
    return grade_statement(statement, witness, "10 requests per arm")


TRUE = [
    "TTFT is not affected (mean 45 ms on both versions).",
    "TTFT is not affected.",
    "TTFT is not impacted.",
    "Mean TTFT is unchanged at 45 ms.",
    "Median TTFT is unchanged at ~45 ms.",
    "TTFT is unchanged (median 45 ms in both arms).",
    "TTFT is unchanged at 45 ms.",
]
TWINS = [
    "TPOT is not affected.",
    "ITL is not affected (mean 10 ms on both versions).",
    "TTFT is not affected (mean 90 ms on both versions).",
    "TTFT is not affected (mean 22 ms on both versions).",
    "Mean TTFT is unchanged at 90 ms.",
    "Mean TTFT is unchanged at 30 ms.",
    "Mean TPOT is unchanged at 10 ms.",
    "Median ITL is unchanged at 10 ms.",
    "It is not true that TTFT is not affected.",
    "TTFT is not unchanged.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, _grade)

#: a measured clause and an interpretive one: the interpretive clause stays unread, the measured one is graded (and
#: agrees), never false
WITH_COMMENT = [
    "Mean TTFT is unchanged at 45 ms, so this looks like a scheduler issue.",
    "TTFT is not affected (mean 45 ms on both versions), so this looks like a scheduler issue.",
    "TTFT is unchanged, it's purely a decode regression.",
    "All 10 requests succeed, it's purely a latency regression.",
]


@pytest.mark.parametrize("s", WITH_COMMENT)
def test_an_interpretive_clause_leaves_the_measured_clause_graded(wit, s):
    res = _grade(wit, s)
    assert_never_false(res, s)
    assert any(q.outcome == "agrees" and q.text and s.find(q.text) < s.index(",") for q in res.quantities), \
        [(q.outcome, q.text) for q in res.quantities]


@pytest.mark.parametrize("s", [
    "TTFT is not affected (p99 45 ms on both versions), so it's the decode path.",
    "Mean TTFT is unchanged at 45 ms on one version.",
])
def test_honest_variants_are_never_false(wit, s):
    assert_never_false(_grade(wit, s), s)
