"""The whole run's time named as a changelog names it: "Full run time: 6.94 s -> 5.56 s", "Whole benchmark duration:
...", "Entire run wall clock: ..." (vocabulary.METRIC_PHRASES: FULL / WHOLE / ENTIRE + run / benchmark + time /
duration / wall time / wall clock / runtime: the wall). Before: the metric was unread (not-yet).

Witness ``apc``, worked out by hand (real_sentences.witness_specs arms; 40 requests per arm): ``on`` (treatment,
alias "APC") 7.2 req/s, so its wall is 40 / 7.2 = 5.556 s; ``off`` (baseline) 5.76 req/s, wall 40 / 5.76 = 6.944 s.
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

APC = [A("on", "APC", thr=7.2, ttft=0.105, tpot=0.0153, tok=96, n=40, role="treatment"),
       A("off", "the old config", thr=5.76, ttft=0.414, tpot=0.0161, tok=96, n=40, role="baseline")]
SCOPE = "Llama-3.1-8B-Instruct on one H100, 40 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("full_run_time")
    return {"apc": str(seal(root / "apc", *witness_for(Spec("apc", list(APC), key=""))))}


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    ("apc", "- Full run time: 6.94 s -> 5.56 s",
     ["- Full run time: 5.56 s -> 6.94 s", "- Full run time: 6.94 s -> 4.56 s", "- Full run time: 9.94 s -> 5.56 s"]),
    ("apc", "Whole benchmark duration: 6.94 s -> 5.56 s", ["Whole benchmark duration: 6.94 s -> 6.56 s"]),
    ("apc", "Entire run wall clock: 6.94 s => 5.56 s", ["Entire run wall clock: 5.56 s => 6.94 s"]),
    ("apc", "The full run time dropped from 6.94 s to 5.56 s with APC",
     ["The full run time rose from 6.94 s to 5.56 s with APC", "The full run time dropped from 6.94 s to 3.56 s with "
                                                               "APC"]),
    ("apc", "Full run wall time: 5.56 s with APC vs 6.94 s with the old config",
     ["Full run wall time: 6.94 s with APC vs 5.56 s with the old config"]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


@pytest.mark.parametrize("s", ["Full run time: about 7 s -> about 5.5 s", "Full run time dropped with APC"])
def test_honest_never_false(wit, s):
    assert_never_false(grade(wit, "apc", s), s)
