"""Copular verbs of state ("stayed", "remained", "stays", "remains") link a metric to its value or bound as
"was" does before a bound ("P99 TTFT stayed under 170 ms"): vocabulary.INERT_WORDS. They carry no negation,
comparison or quantity, so no twist hides behind them; "did not stay" and "never stayed" stay unread. Before a value
that names one arm ("With APC, mean TTFT remained at 168 ms") they say the other arm ran at that value too
(production stay_value, claimcheck/claims/unchanged.py stay_values; tests/claims/test_claims_stay_value.py).

The witness is worked out by hand (ten requests per arm, real_sentences.witness_specs.arm_rows): ``on``
(alias "APC") has every TTFT 0.168 s, ``off`` every TTFT 0.421 s, so every statistic of TTFT is that value.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import case_verdict as verdict, sealed_case
from real_sentences.witness_specs import A, Spec

ARMS = [A("on", "APC", thr=4.10, ttft=0.168, tpot=0.02), A("off", "apc off", thr=3.55, ttft=0.421, tpot=0.02)]


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return sealed_case(tmp_path_factory, "copula", Spec("copula", ARMS, key=""))


@pytest.mark.parametrize("s", ["With APC, p99 TTFT stayed under 200 ms.", "With APC, median TTFT stays below 200 ms.",
                               "With APC, p99 TTFT remains under 0.2 s."])
def test_true_states_are_net_true(wit, s):
    assert verdict(wit, s) == "net-true"


@pytest.mark.parametrize("s", ["With APC, p99 TTFT stayed under 100 ms.",      # bound scaled
                               "With apc off, p99 TTFT stayed under 200 ms.",   # arm swapped
                               "With APC, p99 TTFT stayed above 200 ms.",       # direction flipped
                               "With APC, p99 TTFT did not stay under 200 ms.",  # negated
                               "With APC, p99 TTFT never stayed under 200 ms.",
                               # a value said to stay is the other arm's too (production stay_value): off ran at 421 ms
                               "With APC, mean TTFT remained at 168 ms."])
def test_twins_are_never_net_true(wit, s):
    assert verdict(wit, s) != "net-true"


def test_a_value_said_to_stay_where_the_other_arm_moved_is_no_accusation(wit):
    # production stay_value: APC's own 168 ms agrees; the copy for "apc off" (421 ms) is held back, never false
    assert verdict(wit, "With APC, mean TTFT remained at 168 ms.") == "not-yet"


def test_a_contradicted_state_is_false(wit):
    assert verdict(wit, "With APC, p99 TTFT stayed under 100 ms.") == "false"
