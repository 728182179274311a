"""A label line whose label names its arms after "for" (issue 16; production for_arms_label --
claimcheck/claims/for_arm_labels.py; docs/claim-check.md).

"Mean TPOT for C1 / C4 / C16: 13.9 / 15.2 / 19.4 ms" is "Mean TPOT (C1 / C4 / C16): 13.9 / 15.2 / 19.4 ms": the
values paired with the arms in order.

Witness ``sw``, worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm has the same TTFT
and inter-token latency, so its TPOT is the ITL), 20 requests of 64 output tokens per arm: c1 ("C1"): TTFT 60 ms, TPOT
13.9 ms; c4 ("C4"): TTFT 80 ms, TPOT 15.2 ms; c16 ("C16"): TTFT 145 ms, TPOT 19.4 ms.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from hypothesis_profiles import examples  # noqa: E402
from claims_corpus.frame_checks import frame_test  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 20 requests per arm"
ARMS = [A("c1", "C1", ttft=0.06, itl=0.0139, tok=64, n=20, role="baseline"),
        A("c4", "C4", ttft=0.08, itl=0.0152, tok=64, n=20, role="treatment"),
        A("c16", "C16", ttft=0.145, itl=0.0194, tok=64, n=20, role="treatment")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return {"sw": str(seal(tmp_path_factory.mktemp("for_arm_labels") / "sw", *witness_for(Spec("sw", ARMS, key=""))))}


def _grade(wit, name, statement):
    return grade_statement(statement, wit[name], SCOPE)


TRUE = [
    ("sw", "Mean TPOT for C1 / C4 / C16: 13.9 / 15.2 / 19.4 ms.",
     ["Mean TPOT for C1 / C4 / C16: 15.2 / 13.9 / 19.4 ms.", "Mean TPOT for C4 / C1 / C16: 13.9 / 15.2 / 19.4 ms.",
      "Mean TPOT for C1 / C4 / C16: 13.9 / 15.2 / 29.1 ms.", "Mean TTFT for C1 / C4 / C16: 13.9 / 15.2 / 19.4 ms.",
      "Mean TPOT for C1 / C4 / C16: 13.9 / 15.2 / 19.4 s.", "Mean TPOT for C1 / C4: 13.9 / 15.2 / 19.4 ms."]),
    ("sw", "Median TTFT for C1, C4 and C16: 60, 80 and 145 ms.",
     ["Median TTFT for C1, C4 and C16: 80, 60 and 145 ms.", "Median TTFT for C16, C4 and C1: 60, 80 and 145 ms.",
      "P99 TTFT for C1, C4 and C16: 90, 120 and 218 ms."]),
    ("sw", "Mean TPOT with C1 vs C16: 13.9 vs 19.4 ms.",
     ["Mean TPOT with C1 vs C16: 19.4 vs 13.9 ms.", "Mean TPOT with C16 vs C1: 13.9 vs 19.4 ms."]),
]

test_for_arms_labels_read_and_twins_never_net_true = frame_test(TRUE, _grade, ids=[t[1][:40] for t in TRUE])

NEVER_FALSE = [
    "Mean TPOT for C1 / C4: 13.9 / 15.2 / 19.4 ms.",  # three values, two arms
    "Mean TPOT for C1 / C1: 15.2 / 13.9 ms.",  # one arm twice
    "Overall for C1 / C4: 15.2 / 13.9 ms.",  # no metric in the label
]


@pytest.mark.parametrize("statement", NEVER_FALSE)
def test_a_label_not_read_is_never_false(statement, wit):
    res = _grade(wit, "sw", statement)
    assert res.verdict not in ("false", "net-true"), (res.verdict, res.reason)


_V = {"c1": "13.9", "c4": "15.2", "c16": "19.4"}
_NAMES = {"c1": "C1", "c4": "C4", "c16": "C16"}


@settings(deadline=None, max_examples=examples(40))
@given(order=st.permutations(["c1", "c4", "c16"]), prep=st.sampled_from(["for", "with", "on"]),
       sep=st.sampled_from(["/", ","]), twist=st.sampled_from(["none", "swap", "move"]))
def test_any_order_preposition_and_separator(wit, order, prep, sep, twist):
    """Any order of the arms, each preposition and separator: true net-true; the values of two arms swapped or one
    moved beyond rounding: never net-true."""
    vals = [_V[a] for a in order]
    if twist == "swap":
        vals[0], vals[1] = vals[1], vals[0]
    if twist == "move":
        vals[2] = str(round(float(vals[2]) * 1.5, 1))
    arms = [_NAMES[a] for a in order]
    if sep == "/":
        statement = f"Mean TPOT {prep} {' / '.join(arms)}: {' / '.join(vals)} ms."
    else:
        statement = f"Mean TPOT {prep} {arms[0]}, {arms[1]} and {arms[2]}: {vals[0]}, {vals[1]} and {vals[2]} ms."
    res = _grade(wit, "sw", statement)
    if twist == "none":
        assert res.verdict == "net-true", (statement, res.verdict, res.reason)
    else:
        assert res.verdict != "net-true", (statement, res.reason)
