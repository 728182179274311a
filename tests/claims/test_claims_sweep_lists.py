"""A list of one value per arm after a claim said of every level of a sweep (issue 16; productions sweep_list --
claimcheck/claims/sweep_lists.py -- and quantified_tested -- grammar.quantified_phrases; docs/claim-check.md).

"Mean TPOT stays below 20 ms at every concurrency level tested (13.9 / 15.2 / 19.4 ms)": the bound over every arm,
then one value per arm in the sweep's ascending order (whatever order the witness file lists its arms in). A value
that does not match its arm is held back (the order is the writer's convention): never `false`. "tested" / "we tried" after the quantified noun say the same arms.

Witness ``sw``, worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm has the same TTFT
and inter-token latency, so its TPOT is the ITL), 20 requests of 64 output tokens per arm, arms in this order:
c1 (concurrency 1): TTFT 60 ms, TPOT 13.9 ms; c4 (concurrency 4): TTFT 80 ms, TPOT 15.2 ms; c16 (concurrency 16):
TTFT 145 ms, TPOT 19.4 ms. Witness ``mixed``: the same arms declared in the order c16, c1, c4.
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

SCOPE = "Llama-3.1-8B-Instruct on one H200, 20 prompts per arm"

_ARMS = {
    "c1": A("c1", "C1", ttft=0.06, itl=0.0139, tok=64, n=20, settings={"concurrency": 1}, role="baseline"),
    "c4": A("c4", "C4", ttft=0.08, itl=0.0152, tok=64, n=20, settings={"concurrency": 4}, role="treatment"),
    "c16": A("c16", "C16", ttft=0.145, itl=0.0194, tok=64, n=20, settings={"concurrency": 16}, role="treatment"),
}
SPECS = {"sw": [_ARMS["c1"], _ARMS["c4"], _ARMS["c16"]], "mixed": [_ARMS["c16"], _ARMS["c1"], _ARMS["c4"]]}


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    root = tmp_path_factory.mktemp("sweep_lists")
    return {k: str(seal(root / k, *witness_for(Spec(k, arms, key="", hw="1x H200 141GB")))) for k, arms in SPECS.items()}


def _grade(wit, name, statement):
    return grade_statement(statement, wit[name], SCOPE)


TRUE = [
    ("sw", "Mean TPOT stays below 20 ms at every concurrency level tested (13.9 / 15.2 / 19.4 ms).",
     ["Mean TPOT stays below 20 ms at every concurrency level tested (15.2 / 13.9 / 19.4 ms).",
      "Mean TPOT stays below 20 ms at every concurrency level tested (13.9 / 15.2 / 29.1 ms).",
      "Mean TPOT stays below 15 ms at every concurrency level tested (13.9 / 15.2 / 19.4 ms).",
      "Mean TPOT stays above 20 ms at every concurrency level tested (13.9 / 15.2 / 19.4 ms).",
      "Mean TTFT stays below 20 ms at every concurrency level tested (13.9 / 15.2 / 19.4 ms).",
      "Mean TPOT stays below 20 ms at every concurrency level tested (13.9 / 15.2 ms).",
      "Mean TPOT does not stay below 20 ms at every concurrency level tested (13.9 / 15.2 / 19.4 ms)."]),
    ("sw", "Mean TPOT is under 20 ms at all three concurrency levels (13.9, 15.2 and 19.4 ms).",
     ["Mean TPOT is under 20 ms at all three concurrency levels (19.4, 15.2 and 13.9 ms).",
      "Mean TPOT is under 20 ms at all three concurrency levels (13.9, 15.2 and 19.4 s).",
      "P99 TPOT is under 20 ms at all three concurrency levels (20.9, 22.8 and 29.1 ms)."]),
    ("sw", "Mean TTFT stays under 200 ms at every concurrency level we tried (60 / 80 / 145 ms).",
     ["Mean TTFT stays under 200 ms at every concurrency level we tried (80 / 60 / 145 ms).",
      "Mean TTFT stays under 100 ms at every concurrency level we tried (60 / 80 / 145 ms).",
      "Mean TTFT stays under 200 ms at every concurrency level we tried (60 / 80 / 218 ms)."]),
    ("mixed", "Mean TPOT stays below 20 ms at every concurrency level tested (13.9 / 15.2 / 19.4 ms).",
     ["Mean TPOT stays below 20 ms at every concurrency level tested (19.4 / 13.9 / 15.2 ms)."]),
    ("sw", "Mean TPOT stays below 20 ms at every concurrency level tested.",
     ["Mean TPOT stays below 15 ms at every concurrency level tested.",
      "Mean TPOT stays above 20 ms at every concurrency level tested."]),
]

test_sweep_lists_read_and_twins_never_net_true = frame_test(TRUE, _grade, ids=[t[1][:60] for t in TRUE])

NEVER_FALSE = [
    ("sw", "Mean TPOT stays below 20 ms at every concurrency level tested (15.2 / 13.9 / 19.4 ms)."),
    ("sw", "Mean TPOT stays below 20 ms at every concurrency level tested (19.4 / 15.2 / 13.9 ms)."),
    ("sw", "Mean TTFT stays under 200 ms at every concurrency level we tried (145 / 80 / 60 ms)."),
    ("mixed", "Mean TPOT stays below 20 ms at every concurrency level tested (19.4 / 13.9 / 15.2 ms)."),
]


@pytest.mark.parametrize("name, statement", NEVER_FALSE, ids=[f"{n}:{s[:50]}" for n, s in NEVER_FALSE])
def test_a_list_in_another_order_is_never_false(name, statement, wit):
    res = _grade(wit, name, statement)
    assert res.verdict not in ("false", "net-true"), (res.verdict, res.reason)


def test_the_bound_alone_is_false_where_one_arm_breaks_it(wit):
    res = _grade(wit, "sw", "Mean TPOT stays below 15 ms at every concurrency level tested.")
    assert res.verdict == "false", res.reason


_VALUES = {"tpot": ("13.9", "15.2", "19.4", "ms", "Mean TPOT", "20"), "ttft": ("60", "80", "145", "ms", "Mean TTFT",
                                                                             "200")}


@settings(deadline=None, max_examples=examples(40))
@given(metric=st.sampled_from(sorted(_VALUES)),
       quant=st.sampled_from(["every concurrency level", "each concurrency level", "all three concurrency levels",
                              "all concurrency levels", "all the concurrency levels"]),
       tail=st.sampled_from(["", " tested", " we tested", " we tried"]),
       sep=st.sampled_from(["/", ","]), twist=st.sampled_from(["none", "swap", "move", "bound"]))
def test_any_quantifier_tail_and_separator(wit, metric, quant, tail, sep, twist):
    """Every quantified form, tail and separator: true net-true; two values swapped, one moved beyond rounding, the
    bound moved below one arm's value: never net-true (and the true sentence never false)."""
    a, b, c, unit, label, bound = _VALUES[metric]
    if twist == "swap":
        a, b = b, a
    if twist == "move":
        c = str(round(float(c) * 1.5, 1))
    if twist == "bound":
        bound = b
    values = f"{a} / {b} / {c}" if sep == "/" else f"{a}, {b} and {c}"
    statement = f"{label} stays below {bound} {unit} at {quant}{tail} ({values} {unit})."
    res = _grade(wit, "sw", statement)
    if twist == "none":
        assert res.verdict == "net-true", (statement, res.verdict, res.reason)
    else:
        assert res.verdict != "net-true", (statement, res.reason)
