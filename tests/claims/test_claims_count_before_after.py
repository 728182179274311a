"""A count said of both sides of a before / after A/B, and "instances" as the arms' noun (CNT).

* "(both) before and after (the change / this PR / the fix / it)" right after a count (count_frames.before_and_after,
  production count_unit): both arms of a witness of exactly two -- "All 200 requests completed successfully both
  before and after the change (no failures)" (a vLLM PR description). A count said of both arms does not depend on
  which arm is before, so the pair is read whichever way the witness orders the arms; "before or after" only after a
  zero ("No requests failed before or after the fix": none on either side; "All 160 requests completed before or
  after the change" is not read); anything more after the pair
  ("before and after the warm-up ran") leaves it unread.
* "instance(s)" (a cloud vendor's machines) is one of vocabulary.HARDWARE_ARM_NOUNS: "All 121 requests completed
  successfully on both instances", "No requests failed on either instance".

Witnesses (real_sentences.witness_specs rows): ``br`` main (baseline) / pr-11234 (treatment), 160 requests each;
``br_fail``: pr-11234's t007 failed; ``ba``: the same arms declaring the aliases "before" / "after" (the arm tokens
path); ``ba_fail``: its main's t003 failed; ``hw``: h100 / h200 (aliases "H100", "H200"), 121 requests each;
``hw_fail``: h200's t010 failed; ``three``: three arms of 160 (a pair of two says nothing of three).
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
HW_REC = "1 x NVIDIA H100 80GB HBM3"

BR = [A("main", n=160, thr=1.0, role="baseline"), A("pr-11234", n=160, thr=1.2, role="treatment")]
BA = [A("main", "before", n=160, thr=1.0, role="baseline"),
      A("pr-11234", "after", "this PR", n=160, thr=1.2, role="treatment")]
HW = [A("h100", "H100", n=121, thr=2.4, role="baseline", hardware="8 x NVIDIA H100 80GB HBM3"),
      A("h200", "H200", n=121, thr=3.4, role="treatment", hardware="8 x NVIDIA H200 141GB")]
THREE = [A("a", n=160, thr=1.0, role="baseline"), A("b", n=160, thr=1.2, role="treatment"),
         A("c", n=160, thr=1.1, role="treatment")]

SPECS = {
    "br": (BR, HW_REC, (), "160 requests per arm"),
    "br_fail": (BR, HW_REC, (("pr-11234", "t007"),), "160 requests per arm"),
    "ba": (BA, HW_REC, (), "160 requests per arm"),
    "ba_fail": (BA, HW_REC, (("main", "t003"),), "160 requests per arm"),
    "hw": (HW, None, (), "121 requests per instance"),
    "hw_fail": (HW, None, (("h200", "t010"),), "121 requests per instance"),
    "three": (THREE, HW_REC, (), "160 requests per arm"),
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("count_before_after")
    out = {}
    for name, (arms, hw, fail, _scope) in SPECS.items():
        w, files = witness_for(Spec(name, list(arms), key="", engine="vLLM", hw=hw))
        if fail:
            files = {"rows.jsonl": [{**r, "ok": False} if (r["arm"], r["task_id"]) in fail else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SPECS[name][3])


# (witness, true statement, twins that must never be net-true on that witness)
CASES = [
    ("br", "All 160 requests completed successfully both before and after the change (no failures).",
     ["All 240 requests completed successfully both before and after the change (no failures).",
      "All 80 requests completed successfully both before and after the change (no failures).",
      NEG + "all 160 requests completed successfully both before and after the change."]),
    ("br", "All 160 requests completed both before and after the change.",
     ["All 240 requests completed both before and after the change.",
      "All 80 requests completed both before and after the change."]),
    ("br", "All 160 requests completed before and after this change.",
     ["All 80 requests completed before and after this change."]),
    ("br", "All 160 requests succeeded before and after the fix.", ["All 240 requests succeeded before and after the fix."]),
    ("br", "All 160 requests were completed both before and after the patch.",
     ["All 80 requests were completed both before and after the patch."]),
    ("br", "No requests failed before or after the change.", [NEG + "no requests failed before or after the change."]),
    ("br", "Zero failures before and after the change.", []),
    ("br", "All 160 requests completed both before and after.", ["All 240 requests completed both before and after."]),
    # the arms declare "before" / "after" (arm tokens)
    ("ba", "All 160 requests completed successfully both before and after the change (no failures).",
     ["All 240 requests completed successfully both before and after the change (no failures).",
      "All 80 requests completed successfully both before and after the change."]),
    ("ba", "All 160 requests completed successfully before and after this PR.",
     ["All 80 requests completed successfully before and after this PR."]),
    ("ba", "No requests failed before or after the change.", []),
    # instances
    ("hw", "All 121 requests completed successfully on both instances; no errors were observed.",
     ["All 181 requests completed successfully on both instances; no errors were observed.",
      "All 60 requests completed successfully on both instances; no errors were observed.",
      NEG + "all 121 requests completed successfully on both instances."]),
    ("hw", "No requests failed on either instance.", [NEG + "no requests failed on either instance."]),
    ("hw", "121 requests per instance, all completed.", ["181 requests per instance, all completed."]),
    ("hw", "Neither instance had a failed request.", []),
]


@pytest.mark.parametrize("name,true,twins", CASES, ids=[c[1][:60] for c in CASES])
def test_true_count_is_read_and_net_true(wit, name, true, twins):
    assert_read_net_true(grade(wit, name, true))


@pytest.mark.parametrize("name,true,twins", [c for c in CASES if c[2]], ids=[c[1][:60] for c in CASES if c[2]])
def test_twins_never_net_true(wit, name, true, twins):
    for t in twins:
        assert_never_net_true(grade(wit, name, t), t)


# a side that failed a request: the count of both sides is never net-true (and read completely: false)
FAILING = [
    ("br_fail", "All 160 requests completed successfully both before and after the change (no failures)."),
    ("br_fail", "All 160 requests completed both before and after the change."),
    ("br_fail", "No requests failed before or after the change."),
    ("br_fail", "Zero failures before and after the change."),
    ("br_fail", "All 160 requests completed both before and after."),
    ("ba_fail", "All 160 requests completed successfully both before and after the change (no failures)."),
    ("ba_fail", "No requests failed before or after the change."),
    ("hw_fail", "All 121 requests completed successfully on both instances; no errors were observed."),
    ("hw_fail", "No requests failed on either instance."),
    ("hw_fail", "Neither instance had a failed request."),
]


@pytest.mark.parametrize("name,s", FAILING)
def test_a_failed_request_is_never_net_true(wit, name, s):
    assert_never_net_true(grade(wit, name, s), s)


# left unread (never net-true on any witness, never false): more after the pair, "or" without a zero, three arms
UNREAD = [
    ("br", "All 160 requests completed before and after the warm-up ran."),
    ("br", "All 160 requests completed before or after the change."),
    ("br", "No requests failed both before and after the upgrade."),  # under "no", "both": not both? not read
    ("three", "All 160 requests completed both before and after the change."),
    ("three", "No requests failed before or after the change."),
    ("hw", "All 121 requests completed on both instances of the benchmark."),
]


@pytest.mark.parametrize("name,s", UNREAD)
def test_unclear_pairs_are_not_graded(wit, name, s):
    res = grade(wit, name, s)
    assert res.verdict not in ("net-true", "false"), (s, res.verdict, res.reason)


@pytest.mark.parametrize("name,true,twins", CASES, ids=[c[1][:60] for c in CASES])
def test_true_counts_never_false(wit, name, true, twins):
    assert_never_false(grade(wit, name, true), true)
