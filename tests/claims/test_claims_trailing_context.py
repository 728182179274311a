"""The run's hardware as the last item of a changelog line (production trailing_context, claimcheck/claims/grammar.py
_trailing_context_item): "- Throughput +25% (5.76 -> 7.2 req/s), 40 reqs, single H100", "..., 1x H100". Before: the
item was unread (a hardware word after a comma is read only in a list a preposition led, "on Llama 3.1 8B, H100");
now it is a hardware fact checked against the witness's record as "on a single H100" is: another GPU recorded
contradicts it, a GPU the witness does not record (no hardware string) stays open (never net-true, never false).

Witnesses, worked out by hand (real_sentences.witness_specs arms; 40 requests per arm, 96 output tokens each, every
request of an arm alike): ``on`` (treatment, alias "APC") 7.2 req/s, TTFT 105 ms; ``off`` (baseline) 5.76 req/s
(7.2 / 5.76 = 1.25: +25%), TTFT 414 ms. ``h100``: hardware "1 x NVIDIA H100 80GB HBM3"; ``a100``: "1 x NVIDIA A100
80GB"; ``nohw``: no hardware recorded.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A100, H100, A, Spec, witness_for  # noqa: E402

APC = [A("on", "APC", thr=7.2, ttft=0.105, tpot=0.0153, tok=96, n=40, role="treatment"),
       A("off", "the old config", thr=5.76, ttft=0.414, tpot=0.0161, tok=96, n=40, role="baseline")]
SCOPE = "Llama-3.1-8B-Instruct, 40 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("trailing_context")
    return {name: str(seal(root / name, *witness_for(Spec(name, list(APC), key="", hw=hw))))
            for name, hw in (("h100", H100), ("a100", A100), ("nohw", None))}


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


LINE = "- Throughput +25% (5.76 -> 7.2 req/s), 40 reqs"
# (witness, true statement, twins): another GPU, another count, the number moved, the direction flipped
FRAMES = [
    ("h100", LINE + ", single H100",
     [LINE + ", single A100", LINE + ", 2x H100", LINE.replace("+25%", "+52%") + ", single H100",
      LINE.replace("5.76 -> 7.2", "7.2 -> 5.76") + ", single H100"]),
    ("h100", LINE + ", 1x H100", [LINE + ", 1x L40S", LINE + ", 8x H100"]),
    ("h100", LINE + ", one H100.", [LINE + ", one A100."]),
    ("h100", "- Throughput +25% (5.76 -> 7.2 req/s), H100", ["- Throughput +25% (5.76 -> 7.2 req/s), MI300X"]),
    ("h100", "Mean TTFT 414 ms -> 105 ms with APC, single H100",
     ["Mean TTFT 414 ms -> 105 ms with APC, single A100", "Mean TTFT 414 ms -> 150 ms with APC, single H100"]),
    ("a100", LINE + ", single A100", [LINE + ", single H100"]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


# a GPU the witness does not record: open, never net-true and never false
@pytest.mark.parametrize("s", [LINE + ", single H100", LINE + ", 1x L40S", LINE + ", H100"])
def test_unrecorded_hardware_stays_open(wit, s):
    res = grade(wit, "nohw", s)
    assert_never_net_true(res, s)
    assert_never_false(res, s)


# not the last item of its line: as before (not this frame)
@pytest.mark.parametrize("s", [LINE + ", single H100 was used", "- Throughput +25%, H100 vs A100"])
def test_not_trailing_never_false(wit, s):
    assert_never_false(grade(wit, "h100", s), s)
