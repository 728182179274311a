"""An arm phrase that opens with "no" before a noun of runs ("No spec decode run beat EAGLE", "No caching
configuration was faster") is a quantifier over the runs, not the "no speculation" arm's name (statement.mark_arms,
_NO_QUANTIFIED_NOUNS). Found by a helper on held17's development half: read as the arm, three true sentences graded
`false` (exit 4): "No spec decode run beat EAGLE on output throughput." is true of a witness whose n-gram run (308
tok/s) and no-speculation run (232 tok/s) are both below EAGLE (409 tok/s). Now unread: never false, never net-true.
After a determiner ("the no spec run") the phrase is the arm's name, as before.

The witness (by hand; 10 requests per arm, every request alike): nospec (speculative_method none) 232 output tok/s,
TTFT 95 ms; ngram 308 tok/s, TTFT 107 ms; eagle 409 tok/s, TTFT 121 ms.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("nospec", "baseline", ttft=0.095, toks=232, tok=240, settings={"speculative_method": "none"}, role="baseline"),
        A("ngram", "n-gram", ttft=0.107, toks=308, tok=240, settings={"speculative_method": "ngram"}),
        A("eagle", "EAGLE", ttft=0.121, toks=409, tok=240, settings={"speculative_method": "eagle"})]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "no_quantifier", {"spec": ARMS})


def _grade(wit, statement):
    return grade_statement(statement, wit["spec"], "10 requests per arm")


@pytest.mark.parametrize("statement", [
    "No spec decode run beat EAGLE on output throughput.",
    "No speculation run was faster than EAGLE on output throughput.",
    "No spec run had a higher median TTFT than EAGLE.",
    "Overall, no speculation configuration matched EAGLE's output throughput.",
])
def test_no_before_a_noun_of_runs_is_never_an_accusation(wit, statement):
    res = _grade(wit, statement)
    assert_never_false(res, statement)
    assert_never_net_true(res, statement)


def test_after_a_determiner_the_phrase_is_the_arms_name(wit):
    res = _grade(wit, "The no speculation run had lower output throughput than EAGLE.")
    assert res.verdict == "net-true", res.reason
    twin = _grade(wit, "The no speculation run had higher output throughput than EAGLE.")
    assert twin.verdict == "false", twin.reason
