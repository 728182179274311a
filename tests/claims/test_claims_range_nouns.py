"""A value range named as a range or a band (production range_noun -- claimcheck/claims/grammar.lark;
grammar._Clause._range_noun, vocabulary.RANGE_NOUNS / RANGE_NOUN_LEADS / RANGE_NOUN_ARTICLES / RANGE_NOUN_ADJECTIVES /
RANGE_NOUN_VERBS), as real write-ups write it: "decode throughput stayed in the 22.7-23.7 tok/s range", "stays in a
narrow 22.7–23.7 tok/s band", "holds within the measured 22.7–23.7 tok/s band", "the per-user speed lies in the range of
80-85 tokens/s". Before, the range and its noun were unread (not-yet). The lead ("in" / "within" + "the" / "a", an
adjective "narrow" / "tight" / "measured", a verb of place "lies" / "holds" / "sits") and the noun say nothing the range
does not: the value in [low end - h, high end + h), as "55-65 tok/s" alone (what a range asserts about one witness:
docs/claim-check.md "Percent change"). A range noun with no lead, a negation or another preposition ("did not stay in",
"outside the", "in the upper range of") stays unread.

Witness, worked out by hand (real_sentences.witness_specs arms; Llama-3.1-8B-Instruct on one H100, 10 requests per
arm, 64 output tokens each, every request of an arm alike): the GPU (alias "RTX 4090") 60 output tok/s, TTFT 200 ms;
the CPU (baseline) 12 output tok/s, TTFT 500 ms.
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

SPEC = Spec("tok", [A("gpu", "the GPU", "RTX 4090", toks=60.0, ttft=0.2, tpot=1 / 60, tok=64, role="treatment"),
                    A("cpu", "the CPU", toks=12.0, ttft=0.5, tpot=1 / 12, tok=64, role="baseline")], key="")
SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return {"tok": str(seal(tmp_path_factory.mktemp("range_nouns") / "tok", *witness_for(SPEC)))}


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    ("tok", "The GPU's output throughput is in the 55-65 tok/s range.",
     ["The GPU's output throughput is in the 90-100 tok/s range.",   # x1.5 and more: 60 below it
      "The GPU's output throughput is in the 27-33 tok/s range.",    # x0.5
      "The CPU's output throughput is in the 55-65 tok/s range.",    # the other arm (12 tok/s)
      "The GPU's mean TTFT is in the 55-65 ms range.",               # another metric
      "The GPU's output throughput is in the 55-65 tok/s range on an A100.",
      NEG + "The GPU's output throughput is in the 55-65 tok/s range."]),
    ("tok", "The RTX 4090 runs in a narrow 58–62 tok/s band.",
     ["The RTX 4090 runs in a narrow 87–93 tok/s band.", "The RTX 4090 runs in a narrow 29–31 tok/s band.",
      "The CPU runs in a narrow 58–62 tok/s band."]),
    ("tok", "The GPU's output throughput holds within the measured 55–65 tok/s band.",
     ["The GPU's output throughput holds within the measured 85–95 tok/s band.",
      "The CPU's output throughput holds within the measured 55–65 tok/s band."]),
    ("tok", "The GPU's output throughput lies in the range of 55-65 tokens/s.",
     ["The GPU's output throughput lies in the range of 90-100 tokens/s.",
      "The GPU's output throughput lies in the range of 25-35 tokens/s.",
      "The CPU's output throughput lies in the range of 55-65 tokens/s.",
      NEG + "The GPU's output throughput lies in the range of 55-65 tokens/s."]),
    ("tok", "The GPU's output throughput is in the range 55-65 tokens/s.",
     ["The GPU's output throughput is in the range 95-105 tokens/s.",
      "The CPU's output throughput is in the range 55-65 tokens/s."]),
    ("tok", "The GPU's mean TTFT is in the range of 150 ms to 250 ms.",
     ["The GPU's mean TTFT is in the range of 300 ms to 400 ms.", "The GPU's mean TTFT is in the range of 75 ms to 125 ms.",
      "The CPU's mean TTFT is in the range of 150 ms to 250 ms.", "The GPU's p99 TPOT is in the range of 150 ms to 250 ms."]),
    ("tok", "The GPU's mean TTFT sits in a tight 0.18-0.22 s band.",
     ["The GPU's mean TTFT sits in a tight 0.3-0.4 s band.", "The CPU's mean TTFT sits in a tight 0.18-0.22 s band."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


# the noun with another lead, a negation or no number range: not read (never net-true, never false)
@pytest.mark.parametrize("statement", [
    "The GPU's output throughput did not stay in the 55-65 tok/s range.",
    "The GPU's output throughput stayed outside the 55-65 tok/s range.",
    "The GPU's output throughput is in the upper range of 55-65 tok/s.",
    "The GPU's output throughput is in the 55-65 tok/s range for the CPU.",
    "The GPU's output throughput is in the range of 60 tok/s.",
    "The GPU's output throughput stays within 55-65 tok/s.",
])
def test_other_range_phrases_are_not_read(wit, statement):
    res = grade(wit, "tok", statement)
    assert res.reading.unread and res.verdict == "not-yet", (res.verdict, res.reason)


# true sentences never false: a range over scenarios the witness does not hold, "stays" (said of every arm)
@pytest.mark.parametrize("statement", [
    "The GPU's output throughput stayed in the 55-65 tok/s range across the scenarios.",
    "The GPU's output throughput stays in a narrow 55–65 tok/s band.",
    "Output throughput stays in a narrow 55–65 tok/s band across these eval runs.",
])
def test_true_sentences_are_never_false(wit, statement):
    assert_never_false(grade(wit, "tok", statement), statement)
