"""A GeForce card named by its model number alone ("the 4090", "my 3090 box") names the arm that ran on it where the
arms record their own hardware (claimcheck/claims/arm_hardware.py hardware_phrases), and before "vs" / "box" the
number is the card, never a value (vocabulary.RTX_AFTER, production gpu).

Before: "mean TTFT 40 ms on the 4090 vs 60 ms on the 3090" read "4090 vs 60 ms" as a pair of values and graded "mean
TTFT = 4.09 s" (the card's number taking the pair's unit), held back from an accusation only because the rest of the
clause went unread; "the 4090" named no arm.

The witnesses (worked out by hand; Ollama, single stream, 10 requests per arm of 200 output tokens, every request of an
arm alike): ``cards`` -- rtx4090 on "1 x NVIDIA GeForce RTX 4090": TTFT 40 ms, TPOT 6.25 ms; rtx3090 (baseline) on
"1 x NVIDIA GeForce RTX 3090": TTFT 60 ms, TPOT 8 ms. Mean TTFT 40 vs 60 ms (33.3% lower); TPOT 6.25 vs 8 ms (21.9%
less). ``global`` -- the same numbers, arms fast / slow, one record for the whole run ("1 x NVIDIA GeForce RTX 4090").
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

R4090, R3090 = "1 x NVIDIA GeForce RTX 4090", "1 x NVIDIA GeForce RTX 3090"


def _arms(hw4090, hw3090, names=("rtx4090", "rtx3090")):
    a = {"hardware": hw4090} if hw4090 else {}
    b = {"hardware": hw3090} if hw3090 else {}
    return [A(names[0], ttft=0.04, tpot=0.00625, tok=200, seq=True, **a),
            A(names[1], ttft=0.06, tpot=0.008, tok=200, seq=True, role="baseline", **b)]


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return seal_specs(tmp_path_factory, "rtxbare", {
        "cards": Spec("cards", _arms(R4090, R3090), key="", hw=None, engine="Ollama"),
        "global": Spec("global", _arms(None, None, names=("fast", "slow")), key="", hw=R4090, engine="Ollama")})


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], "10 requests per arm, one at a time")


TWINS = ["mean TTFT 60 ms on the 4090 vs 40 ms on the 3090", "mean TTFT 40 ms on the 3090 vs 60 ms on the 4090",
         "mean TTFT 20 ms on the 4090 vs 60 ms on the 3090", "mean TTFT 40 ms on the 4090 vs 90 ms on the 3090",
         "mean TTFT 40 ms on the 5090 vs 60 ms on the 3090", "the 3090 has 33% lower mean TTFT than the 4090",
         "p99 TTFT is 40 ms on the 3090", "mean TPOT is 6.25 ms on the 3090 box"]
FRAMES = [("cards", s, TWINS) for s in (
    "mean TTFT 40 ms on the 4090 vs 60 ms on the 3090",
    "mean TTFT is 40 ms on the 4090",
    "On the 4090, mean TTFT is about 33% lower than on the 3090.",
    "the 4090 has 33% lower mean TTFT than the 3090",
    "mean TPOT is 6.25 ms on my 4090 box vs 8 ms on my 3090 box",
    "The 4090 card's mean TPOT is 6.25 ms.",
)]
test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("statement", ["mean TTFT 40 ms on the 4090 vs 60 ms on the 3090",
                                       "mean TTFT 40 ms on the 4090 vs 60 ms",
                                       "on the 4090 box mean TTFT is 40 ms"])
def test_card_number_is_never_a_value_nor_an_accusation(wit, statement):
    res = _grade(wit, "global", statement)
    assert_never_false(res, statement)
    assert not any("4.09" in (q.detail or "") for q in res.quantities), [q.detail for q in res.quantities]
