"""An unsigned percent in parentheses after a from-to pair may be the after value's share of the before value
(production paren_percent_share -- claimcheck/claims/grammar.py ``_paren_pct`` and ``m_pair_summary``; issue 16).

Raised by a helper's review (session of 2026-12-06): "Median TTFT fell from 602 ms on A to 511 ms on B (85%)" read
"(85%)" as an 85% fall and graded the sentence false, while 511 / 602 = 84.9%: the after value as a share of the
before value, a reading a careful reviewer makes. An unsigned percent that may be one value's share of the other is
now left unread (not-yet), never false; one that is neither the share nor the change ("(40%)" of
602 -> 511 ms, neither 15% nor 85%) keeps the change reading and is false. A signed percent ("(-15%)") keeps its one
reading.

The witness (worked out by hand; 10 requests per arm, every request alike): ``old`` (baseline, "the old node") TTFT
602 ms; ``new`` (treatment, "the new node") TTFT 511 ms. old -> new: -15.1% (and 511 / 602 = 84.9%).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("new", "the new node", thr=2.0, ttft=0.511, role="treatment"),
        A("old", "the old node", thr=2.0, ttft=0.602, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "paren_share", {"w": ARMS})


def _grade(wit, name, s):
    return grade_statement(s, wit[name], "10 requests per arm")


P = "Median TTFT {verb} from 602 ms on the old node to 511 ms on the new node ({pct})."
FRAMES = [
    ("w", P.format(verb="fell", pct="15%"), [P.format(verb="rose", pct="15%"), P.format(verb="fell", pct="30%"),
                                            P.format(verb="fell", pct="85%"), P.format(verb="fell", pct="-85%")]),
    ("w", P.format(verb="went", pct="15%"), [P.format(verb="went", pct="40%"), P.format(verb="went", pct="85%")]),
    ("w", P.format(verb="fell", pct="-15%"), [P.format(verb="fell", pct="-30%")]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("verb", ["fell", "went", "dropped"])
def test_a_percent_that_may_be_the_share_is_never_false(wit, verb):
    s = P.format(verb=verb, pct="85%")
    res = _grade(wit, "w", s)
    assert_never_false(res, s)


def test_a_signed_percent_keeps_its_one_reading(wit):
    res = _grade(wit, "w", P.format(verb="fell", pct="-85%"))
    assert res.verdict == "false", res.reason
