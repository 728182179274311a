"""Losing N of M requests, and "the other N <arms>" after a clause that named one arm (CNT).

* production lost_of (count_arms.served_of): "Option B lost 3 of 81 requests (to timeouts / to errors)", "B dropped 2
  of 50 requests": the arm's failed requests (with "to timeouts": those whose error text says they timed out,
  count_meanings.timeouts; where a failed row records no error text, not graded) and its requests.
* production count_other_arms (count_arms.other_arms): "...; the other three policies completed all 81": every arm of
  the witness but the one arm named earlier in the sentence, only where the number is the witness's arms less one
  ("the other" + a singular arm noun: a witness of two); "the other two" of four arms, or two arms named before: not
  read.

Witnesses (real_sentences.witness_specs rows): ``pol`` four arms of 81 requests (fcfs baseline, aliases "FCFS";
priority "Option A"; chunked-512 "Option B"; chunked-2048 "Option C"), chunked-512's t001..t003 failed with
"timeout after 30 s"; ``pol_err``: the same three failed with no error text; ``pol_c``: chunked-2048's t004 failed
too; ``two``: tp1 "TP1" / tp2 "TP2", 80 each, tp1's t001 and t002 failed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

NEG = "It is not true that "
POL = [A("fcfs", "FCFS", n=81, thr=2.0, role="baseline"), A("priority", "Option A", n=81, thr=2.1, role="treatment"),
       A("chunked-512", "Option B", n=81, thr=2.2, role="treatment"),
       A("chunked-2048", "Option C", n=81, thr=2.3, role="treatment")]
TWO = [A("tp1", "TP1", n=80, thr=0.8, role="baseline"), A("tp2", "TP2", n=80, thr=1.4, role="treatment")]
TO = "timeout after 30 s"
B3 = tuple(("chunked-512", f"t00{k}", TO) for k in (1, 2, 3))
SPECS = {
    "pol": (POL, B3),
    "pol_err": (POL, tuple((a, t, None) for a, t, _ in B3)),
    "pol_c": (POL, B3 + (("chunked-2048", "t004", TO),)),
    "two": (TWO, (("tp1", "t001", None), ("tp1", "t002", None))),
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("count_lost_other")
    out = {}
    for name, (arms, fail) in SPECS.items():
        w, files = witness_for(Spec(name, list(arms), key="", engine="vLLM"))
        bad = {(a, t): e for a, t, e in fail}
        rows = []
        for r in files["rows.jsonl"]:
            if (r["arm"], r["task_id"]) in bad:
                r = {**r, "ok": False}
                if bad[(r["arm"], r["task_id"])]:
                    r["error"] = bad[(r["arm"], r["task_id"])]
            rows.append(r)
        out[name] = str(seal(root / name, w, {"rows.jsonl": rows}))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], "81 requests per policy" if name != "two" else "80 requests per arm")


CASES = [
    ("pol", "Option B lost 3 of 81 requests to timeouts; the other three policies completed all 81.",
     ["Option C lost 3 of 81 requests to timeouts; the other three policies completed all 81.",  # the arm swapped
      "Option B lost 2 of 81 requests to timeouts; the other three policies completed all 81.",  # x0.5 (rounded)
      "Option B lost 5 of 81 requests to timeouts; the other three policies completed all 81.",  # x1.5
      "Option B lost 3 of 121 requests to timeouts; the other three policies completed all 81.",
      NEG + "Option B lost 3 of 81 requests to timeouts."]),
    ("pol", "Option B lost 3 of 81 requests.", ["Option A lost 3 of 81 requests.", "Option B lost 1 of 81 requests."]),
    ("pol", "Option B dropped 3 of 81 requests to errors.", ["FCFS dropped 3 of 81 requests to errors."]),
    ("pol", "FCFS lost 0 of 81 requests.", ["FCFS lost 3 of 81 requests."]),
    ("pol", "3 of 81 requests failed with Option B; the other three policies completed all 81 requests.",
     ["3 of 81 requests failed with Option A; the other three policies completed all 81 requests."]),
    ("pol", "Option B lost 3 of 81 requests; the other three policies had no failures.",
     ["Option C lost 3 of 81 requests; the other three policies had no failures."]),
    ("two", "TP1 lost 2 of 80 requests; the other configuration completed all 80.",
     ["TP2 lost 2 of 80 requests; the other configuration completed all 80.",
      "TP1 lost 3 of 80 requests; the other configuration completed all 80."]),
]


@pytest.mark.parametrize("name,true,twins", CASES, ids=[c[1][:60] for c in CASES])
def test_true_is_read_and_net_true(wit, name, true, twins):
    assert_read_net_true(grade(wit, name, true))


@pytest.mark.parametrize("name,true,twins", CASES, ids=[c[1][:60] for c in CASES])
def test_twins_never_net_true(wit, name, true, twins):
    for t in twins:
        assert_never_net_true(grade(wit, name, t), t)


@pytest.mark.parametrize("name,true,twins", CASES, ids=[c[1][:60] for c in CASES])
def test_true_never_false(wit, name, true, twins):
    assert_never_false(grade(wit, name, true), true)


# "all" where another arm failed some: never net-true
@pytest.mark.parametrize("s", ["Option B lost 3 of 81 requests to timeouts; the other three policies completed all 81.",
                               "Option B lost 3 of 81 requests; the other three policies had no failures."])
def test_another_arm_failing_is_never_net_true(wit, s):
    assert_never_net_true(grade(wit, "pol_c", s), s)


# not graded: timeouts where the failed rows record no error text; a number that is not the other arms'; two arms
# named before "the other"
UNCLEAR = [
    ("pol_err", "Option B lost 3 of 81 requests to timeouts."),
    ("pol", "Option B lost 3 of 81 requests to timeouts; the other two policies completed all 81."),
    ("pol", "Option B and Option C were compared; the other three policies completed all 81."),
    ("pol", "Option B lost 3 of 81 requests to OOM."),
]


@pytest.mark.parametrize("name,s", UNCLEAR)
def test_unclear_is_neither_net_true_nor_false(wit, name, s):
    res = grade(wit, name, s)
    assert res.verdict not in ("net-true", "false"), (s, res.verdict, res.reason)
