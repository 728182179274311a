"""The before value in parentheses said with "before" (productions paren_before, before_tail; pair_frames.paren_before /
before_tail): after a change verb's after value, "(vs 120 ms before)", "(120 ms before)", "(from 120 ms before)",
"(was 120 ms before the change)" read as "(from 120 ms)" always was: the before value the baseline's, the after value
the treatment's, in a witness whose arms declare those roles. Without "before", "(vs 120 ms)" / "(120 ms)" may be
another arm's value: not read.

Witnesses, worked out by hand (10 requests per arm, the same task ids; real_sentences.witness_specs.arm_rows):

* ``bt`` -- new ("the new build", treatment) TTFT 80 ms on every request, old ("the old build", baseline) 120 ms: mean
  = p99 = 80 ms / 120 ms.
* ``thr`` -- new (treatment) 2.5 req/s, old (baseline) 1.0 req/s (the wall is 10 / throughput).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "bt": [A("new", "the new build", ttft=0.08, role="treatment"), A("old", "the old build", ttft=0.12, role="baseline")],
    "thr": [A("new", "the new build", thr=2.5, role="treatment"), A("old", "the old build", thr=1.0, role="baseline")],
}

wit = sealed_fixture("paren_before", SPECS)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


def twins(s: str, a: str, b: str, flip: tuple[str, str]) -> list[str]:
    """x1.5 before value, x0.5 after value, the values swapped, the verb flipped, negated."""
    return [s.replace(b, _scale(b, 1.5)), s.replace(a, _scale(a, 0.5)),
            s.replace(a, "@").replace(b, a).replace("@", b), s.replace(*flip), NEG + s[0].lower() + s[1:]]


def _scale(v: str, f: float) -> str:
    n, _, u = v.partition(" ")
    x = float(n) * f
    return (f"{x:g} {u}").strip()


FRAMES = [
    ("bt", s, twins(s, "80 ms", "120 ms", flip))
    for s, flip in [
        ("Mean TTFT dropped to 80 ms (vs 120 ms before).", ("dropped", "rose")),
        ("Mean TTFT dropped to 80 ms (120 ms before).", ("dropped", "rose")),
        ("Mean TTFT dropped to 80 ms (from 120 ms before).", ("dropped", "rose")),
        ("Mean TTFT dropped to 80 ms (was 120 ms before the change).", ("dropped", "rose")),
        ("The new build brings mean TTFT down to 80 ms (from 120 ms before the update).", ("down", "up")),
        ("The new build cuts p99 time to first token to about 80 ms (vs 120 ms before).", ("cuts", "raises")),
        ("P99 time-to-first-token fell to ~80 ms (versus 120 ms before).", ("fell", "rose")),
    ]
] + [
    ("thr", s, twins(s, "2.5 req/s", "1 req/s", flip))
    for s, flip in [
        ("Request throughput rose to 2.5 req/s (vs 1 req/s before).", ("rose", "fell")),
        ("Throughput climbed to roughly 2.5 req/s (1 req/s before the change).", ("climbed", "fell")),
    ]
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("statement", [
    "Mean TTFT dropped to 80 ms (vs 180 ms before).",
    "Mean TTFT dropped to 40 ms (120 ms before).",
])
def test_a_contradicted_before_value_is_false(statement, wit):
    res = grade_in(wit, "bt", statement)
    assert not res.reading.unread and res.verdict == "false", (statement, res.verdict, res.reason)


@pytest.mark.parametrize("statement", [
    "Mean TTFT dropped to 80 ms (vs 120 ms).",        # another arm's value, or the before value? not read
    "Mean TTFT dropped to 80 ms (120 ms).",
    "Mean TTFT dropped to 80 ms (vs 120 ms before) on most prompts.",
    "Mean TTFT dropped to 80 ms (vs 120 ms before the holidays).",
])
def test_unclear_variants_are_never_false_nor_net_true(statement, wit):
    res = grade_in(wit, "bt", statement)
    assert res.verdict not in ("false", "net-true"), (statement, res.verdict, res.reason)
