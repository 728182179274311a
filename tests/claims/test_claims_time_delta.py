"""Two frames of time in speculative-decoding write-ups: a duration added to or taken off a duration metric (production
time_delta: "EAGLE adds 5 ms to TTFT", "shaves 4 ms off mean TPOT") and a from-to pair after a comma right after a
comparison (production comma_from_to: "EAGLE cuts TPOT in half, from 8 ms to 4 ms"), which takes its metric.

The witness is worked out by hand (real_sentences.witness_specs.arm_rows, 20 sequential requests per arm, 256 output
tokens each): ``eagle`` (treatment) TTFT 0.060 s, TPOT 0.004 s, so end-to-end 0.06 + 255 * 0.004 = 1.08 s; ``base``
TTFT 0.055 s, TPOT 0.008 s, end-to-end 0.055 + 255 * 0.008 = 2.095 s. Every request of an arm is alike.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import case_verdict as verdict, sealed_case
from real_sentences.witness_specs import A, Spec

ARMS = [A("eagle", "EAGLE", ttft=0.06, tpot=0.004, tok=256, n=20, seq=True, role="treatment"),
        A("base", "the baseline", ttft=0.055, tpot=0.008, tok=256, n=20, seq=True, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return sealed_case(tmp_path_factory, "delta", Spec("delta", ARMS, key=""))


@pytest.mark.parametrize("s", ["EAGLE adds 5 ms to TTFT.", "EAGLE shaves 4 ms off mean TPOT.",
                               "EAGLE takes 4 ms off TPOT versus the baseline.",
                               "EAGLE shaves about 1 s off mean end-to-end latency.",
                               "EAGLE cuts TPOT in half, from 8 ms to 4 ms.",
                               "With EAGLE, mean TPOT fell 50%, from 8 ms to 4 ms."])
def test_true_sentences_are_net_true(wit, s):
    assert verdict(wit, s) == "net-true"


@pytest.mark.parametrize("s", ["EAGLE adds 15 ms to TTFT.",           # scaled
                               "EAGLE removes 5 ms from TTFT.",       # direction flipped
                               "The baseline adds 5 ms to TTFT.",     # arms swapped
                               "EAGLE does not add 5 ms to TTFT.",    # negated
                               "EAGLE cuts TPOT in half, from 4 ms to 8 ms.",   # pair swapped
                               "EAGLE cuts TPOT by 50%, from 8 ms to 5 ms."])   # a value scaled
def test_twins_are_never_net_true(wit, s):
    assert verdict(wit, s) != "net-true"


@pytest.mark.parametrize("s", ["EAGLE adds 15 ms to TTFT.", "EAGLE removes 5 ms from TTFT.",
                               "EAGLE cuts TPOT in half, from 4 ms to 8 ms."])
def test_contradicted_deltas_are_false(wit, s):
    assert verdict(wit, s) == "false"
