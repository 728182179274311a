"""A count said of a coordination of arms after "at" (production count_arms, claimcheck/claims/count_arms.py):
"80/80 requests completed at both c16 and c32", "No request failed at either c16 or c32" -- arms named by the load
they ran at take "at" as the other arms take "for" / "in" / "on". Before: "at both c16 and c32" was unread.

Witnesses, worked out by hand (real_sentences.witness_specs rows; vLLM on one H100, 40 requests per arm):

* ``conc``: c32 (concurrency 32) 1.97 req/s, c16 (concurrency 16, baseline) 1.72 req/s; 40 of 40 completed in each
  (80 of 80 in all: "80/80 ... at both" counts each arm's own, so it is true only of the two together, an unclear
  reading: not-yet, never false -- test_sum_under_both_not_yet).
* ``conc_fail``: as conc, but c32's task 3 failed (ok false): c32 39 of 40 completed, c16 40 of 40.
* ``three``: c16, c32 and c64 (concurrency 64), 40 of 40 each.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

C32 = A("c32", thr=1.97, ttft=0.3, tok=50, n=40, settings={"concurrency": 32})
C16 = A("c16", thr=1.72, ttft=0.2, tok=50, n=40, settings={"concurrency": 16}, role="baseline")
C64 = A("c64", thr=2.1, ttft=0.5, tok=50, n=40, settings={"concurrency": 64})
SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 40 requests per arm"
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("count_at_arms")
    out = {}
    for name, arms in (("conc", [C32, C16]), ("conc_fail", [C32, C16]), ("three", [C16, C32, C64])):
        w, files = witness_for(Spec(name, arms, key=""))
        if name == "conc_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "c32" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    ("conc", "40/40 requests completed at both c16 and c32", [
        "60/60 requests completed at both c16 and c32",      # x1.5
        "20/20 requests completed at both c16 and c32",      # x0.5
        "39/40 requests completed at both c16 and c32",      # a wrong count
        "40/40 requests completed at both c32 and c64",      # an arm the witness lacks
        "40/40 requests did not complete at both c16 and c32",
        NEG + "40/40 requests completed at both c16 and c32",
    ]),
    ("conc", "All 40 requests completed at c16 and c32.", ["All 60 requests completed at c16 and c32.",
                                                          "All 20 requests completed at c16 and c32."]),
    ("conc", "No request failed at either c16 or c32.", ["Every request failed at either c16 or c32."]),
    ("conc", "all 40 requests completed at c16", ["all 60 requests completed at c16", "all 20 requests completed at c16"]),
    # a failed request in c32: said of both arms, never net-true; of c16 alone, true
    ("conc_fail", "all 40 requests completed at c16", []),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")

FAILED_ARM = ["40/40 requests completed at both c16 and c32", "All 40 requests completed at c16 and c32.",
              "No request failed at either c16 or c32.", "all 40 requests completed at c32"]


@pytest.mark.parametrize("s", FAILED_ARM)
def test_failed_arm_never_net_true(wit, s):
    assert grade(wit, "conc_fail", s).verdict != "net-true", s


# honest but unclear: never false
UNCLEAR = ["40/40 requests completed at both settings", "40/40 requests completed at both loads",
           "All requests completed at c16 and c32."]


@pytest.mark.parametrize("s", UNCLEAR)
def test_unclear_never_false(wit, s):
    assert_never_false(grade(wit, "conc", s), s)


@pytest.mark.parametrize("s", ["80/80 requests completed at both c16 and c32",
                               "All 80 requests completed at both c16 and c32."])
def test_sum_under_both_not_yet(wit, s):
    """"both" quantifies each arm: a count that only the two arms' sum makes is unclear (was net-true)."""
    assert grade(wit, "conc", s).verdict == "not-yet", s


def test_three_arms_two_named(wit):
    # two of three arms named: each of those two completed all 40 (c64 is not said)
    r = grade(wit, "three", "40/40 requests completed at both c16 and c32")
    assert r.verdict != "false"
