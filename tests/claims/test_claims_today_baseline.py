"""The status quo named by its adverb (binding today_baseline, claimcheck/claims/ellipsis.py; docs/claim-check.md
"How a statement is read"): "it generated about 2,600 output tokens per second versus about 1,300 today", "median TTFT
was 0.3 s, compared to 0.6 s currently": "today" / "currently" right after the value that follows a versus-joiner,
ending the clause, names the arm whose declared role is baseline in a witness of two arms declaring treatment and
baseline; the first value is then the other arm's. The role is the witness's, not the words': a sentence it contradicts
is held back (not-yet), never an accusation. Three arms, "now" in that place, a second time word, no
value before the joiner: not read. Before, the adverb was an unread word (not-yet).

Witnesses, worked out by hand (real_sentences.witness_specs.A; 128 requests per arm of 64 output tokens, every request
of an arm alike, so every statistic of a per-request metric is that value):

* ``pair`` -- h100 (alias "the H100 pair", treatment): 2,600 output tok/s, TTFT 0.3 s, TPOT 25 ms; a100 (alias "the
  A100 node", baseline): 1,300 tok/s, TTFT 0.6 s, TPOT 50 ms.
* ``three`` -- the same two and l40s (alias "the L40S box", treatment): 1,625 tok/s, TTFT 0.5 s, TPOT 40 ms.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct, 128 requests per arm"
HW = "2 x NVIDIA H100 80GB HBM3"
NEG = "It is not true that "


def _arm(name: str, alias: str, role: str, toks: int, ttft: float, tpot: float):
    return A(name, alias, toks=toks, ttft=ttft, tpot=tpot, tok=64, n=128, settings={"gpu": name}, role=role)


H100 = _arm("h100", "the H100 pair", "treatment", 2600, 0.3, 0.025)
A100 = _arm("a100", "the A100 node", "baseline", 1300, 0.6, 0.05)
L40S = _arm("l40s", "the L40S box", "treatment", 1625, 0.5, 0.04)
SPECS = {"pair": Spec("pair", [H100, A100], key="", hw=HW),
         "three": Spec("three", [H100, A100, L40S], key="", hw=HW)}

wit = sealed_fixture("today_baseline", SPECS)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


ROWS = [
    ("pair", "Put another way, it generated about 2,600 output tokens per second versus about 1,300 today.", [
        "Put another way, it generated about 3,900 output tokens per second versus about 1,300 today.",   # x1.5
        "Put another way, it generated about 2,600 output tokens per second versus about 650 today.",     # x0.5
        "Put another way, it generated about 1,300 output tokens per second versus about 2,600 today.",   # swapped
        "Put another way, it generated about 2,600 output tokens per second versus about 1,300 now.",     # the other role's word
        "Put another way, it could generate about 2,600 output tokens per second versus about 1,300 today.",
        NEG + "it generated about 2,600 output tokens per second versus about 1,300 today.",
        "Put another way, it generated about 2,600 output tokens per second versus about 1,300 yesterday.",
    ]),
    ("pair", "Output throughput was about 2,600 tok/s, compared to about 1,300 tok/s today.", [
        "Output throughput was about 2,600 tok/s, compared to about 1,950 tok/s today.",
        "Output throughput was about 1,300 tok/s, compared to about 2,600 tok/s today.",
        "Request throughput was about 2,600 tok/s, compared to about 1,300 tok/s today.",
    ]),
    ("pair", "Median TTFT was 0.3 s instead of 0.6 s today.", [
        "Median TTFT was 0.45 s instead of 0.6 s today.",
        "Median TTFT was 0.6 s instead of 0.3 s today.",
        "Median TTFT was 0.3 s instead of 0.9 s today.",
    ]),
    ("pair", "Median TTFT was about 0.3 s versus about 0.6 s currently.", [
        "Median TTFT was about 0.3 s versus about 0.9 s currently.",
        "Median TTFT was about 0.3 s versus about 0.3 s currently.",
        "Median TPOT was about 0.3 s versus about 0.6 s currently.",
        "Median TTFT was about 0.6 s versus about 0.3 s currently.",
    ]),
    ("pair", "The H100 pair delivered 2,600 tok/s vs 1,300 tok/s today.", [
        "The A100 node delivered 2,600 tok/s vs 1,300 tok/s today.",                                     # arms swapped
        "The H100 pair delivered 2,600 tok/s vs 2,600 tok/s today.",
    ]),
]

test_today_is_read_completely_and_net_true, test_today_twins_are_never_net_true = frame_tests(ROWS, grade_in)


@pytest.mark.parametrize("name,s", [
    # another witness: the adverb names no declared baseline there (unread, never false)
    ("three", "Put another way, it generated about 2,600 output tokens per second versus about 1,300 today."),
    # a second time word, the adverb before the value, no clause end after it
    ("pair", "Today it generated about 2,600 output tokens per second versus about 1,300 today."),
    ("pair", "Output throughput is about 2,600 tok/s today versus 1,300 tok/s."),
    ("pair", "It generated about 2,600 tok/s versus about 1,300 today on the old setup."),
])
def test_today_is_not_read_outside_its_frame(wit, name, s):
    res = grade_in(wit, name, s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", [
    # the words say the A100 node's value comes first: the witness's role contradicts them -- held back
    "The A100 node delivered 1,300 tok/s vs 2,600 tok/s today.",
    "Put another way, it generated about 1,300 output tokens per second versus about 2,600 today.",
    "Median TTFT was about 0.6 s versus about 0.3 s today.",
])
def test_a_contradicted_today_is_never_false(wit, s):
    assert_never_false(grade_in(wit, "pair", s), s)
