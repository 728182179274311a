"""A gapped clause after a whole run's count (production gapped_count, in gapped_pair -- claimcheck/claims/ellipsis.py):
"TP4 finishes the 16 requests in 3.9 s, PP4 in 6.3 s" -- the counted set ("the 16 requests") in the first clause's
words is every gapped clause's too: "PP4 in 6.3 s" is read as "PP4 finishes the 16 requests in 6.3 s" (the count
graded as each arm's). Before: the number of requests stopped gapped_pair (a number in the words it copies), and the
whole sentence was unread.

Witnesses, worked out by hand (real_sentences.witness_specs arms; vLLM, Llama-3.1-8B-Instruct on 4x A100 per arm, 16
requests per arm of 8 output tokens, every request's latency the default): tp4 (tensor_parallel 4, treatment) wall
3.9 s; pp4 (pipeline_parallel 4, baseline) wall 6.3 s. ``fail``: as tp, but pp4's task 3 failed (15 of 16 completed):
the gapped sentence grades as the sentence written in full does (whole_run's reading of "the 16 requests", the
requests each arm was given).
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

TP = [A("tp4", "TP4", "TP=4", wall=3.9, n=16, settings={"tensor_parallel": 4}, role="treatment"),
      A("pp4", "PP4", "PP=4", wall=6.3, n=16, settings={"pipeline_parallel": 4}, role="baseline")]
SCOPE = "vLLM, Llama-3.1-8B-Instruct, 16 requests per arm"
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("gapped_count")
    out = {}
    for name in ("tp", "fail"):
        w, files = witness_for(Spec(name, list(TP), key="", hw=None))
        if name == "fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "pp4" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    ("tp", "TP4 finishes the 16 requests in 3.9 s, PP4 in 6.3 s.",
     ["TP4 finishes the 16 requests in 5.85 s, PP4 in 6.3 s.",          # x1.5
      "TP4 finishes the 16 requests in 3.9 s, PP4 in 3.15 s.",          # x0.5
      "TP4 finishes the 16 requests in 6.3 s, PP4 in 3.9 s.",           # swapped
      "TP4 finishes the 24 requests in 3.9 s, PP4 in 6.3 s.",           # a wrong count
      "TP4 finishes the 16 requests in 3.9 s, PP8 in 6.3 s.",           # an arm the witness lacks
      "TP4 does not finish the 16 requests in 3.9 s, PP4 in 6.3 s.",
      NEG + "TP4 finishes the 16 requests in 3.9 s, PP4 in 6.3 s."]),
    ("tp", "TP=4 completes the 16 requests in 3.9 s and PP=4 in 6.3 s.",
     ["TP=4 completes the 16 requests in 3.9 s and PP=4 in 9.45 s.",
      "PP=4 completes the 16 requests in 3.9 s and TP=4 in 6.3 s."]),
    ("tp", "TP4 finished the 16 prompts in about 4 s, PP4 in about 6 s.",
     ["TP4 finished the 16 prompts in about 6 s, PP4 in about 4 s.", "TP4 finished the 16 prompts in about 2 s, PP4 in about 6 s."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


def test_failed_arm_reads_as_whole_run_does(wit):
    """A failed request: 'PP4 in 6.3 s' grades as 'PP4 finishes the 16 requests in 6.3 s' written in full (whole_run
    reads "the 16 requests" as the requests the arm was given; "all 16" would be the completed ones)."""
    full = grade(wit, "fail", "TP4 finishes the 16 requests in 3.9 s; PP4 finishes the 16 requests in 6.3 s.")
    gapped = grade(wit, "fail", "TP4 finishes the 16 requests in 3.9 s, PP4 in 6.3 s.")
    assert gapped.verdict == full.verdict, (gapped.reason, full.reason)


@pytest.mark.parametrize("s", ["TP4 finishes all 16 requests in 3.9 s, PP4 in 6.3 s.",
                               "TP4 finishes the 16 requests in 3.9 s, PP4 in 6.3."])
def test_honest_never_false(wit, s):
    assert_never_false(grade(wit, "tp", s), s)
