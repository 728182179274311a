"""A setting's state said as a clause ("when prefix caching was enabled", "When APC is off, ...", "with speculative
decoding was on"): vocabulary._state_clauses adds "<setting> is/was/are/were <on|off|enabled|disabled>" (and "turned
on/off") to the phrases that name an arm by its declared setting. A negation between them ("was not enabled")
matches no phrase and stays unread: never net-true, never false.

The witness is worked out by hand (real_sentences.witness_specs.arm_rows): ``on`` declares prefix_caching = true
and has every TTFT 0.168 s; ``off`` declares prefix_caching = false and has every TTFT 0.421 s: TTFT(on) is 60.1%
lower (0.168 / 0.421 = 0.399) under every statistic.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import case_verdict as verdict, sealed_case
from real_sentences.witness_specs import A, Spec

from claimcheck.claims.vocabulary import setting_phrases

ARMS = [A("on", thr=4.10, ttft=0.168, tpot=0.02, settings={"prefix_caching": True}),
        A("off", thr=3.55, ttft=0.421, tpot=0.02, settings={"prefix_caching": False})]


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return sealed_case(tmp_path_factory, "state", Spec("state", ARMS, key=""))


def test_the_clause_forms_name_the_same_state():
    on, off = setting_phrases("prefix_caching", True), setting_phrases("prefix_caching", False)
    assert {"prefix caching was enabled", "apc is on", "prefix caching was turned on"} <= set(on)
    assert {"prefix caching was disabled", "apc is off", "prefix caching was turned off"} <= set(off)
    assert not set(on) & set(off)
    assert not any(" not " in p for p in on + off)


@pytest.mark.parametrize("s", ["Mean TTFT fell 60% when prefix caching was enabled.",
                               "When prefix caching is enabled, mean TTFT is 168 ms.",
                               "When APC is off, mean TTFT is 421 ms.",
                               "Mean TTFT was 60% lower when prefix caching was turned on."])
def test_true_sentences_are_net_true(wit, s):
    assert verdict(wit, s) == "net-true"


@pytest.mark.parametrize("s", ["Mean TTFT fell 60% when prefix caching was disabled.",      # arm swapped
                               "When prefix caching is disabled, mean TTFT is 168 ms.",      # arm swapped
                               "Mean TTFT fell 60% when prefix caching was not enabled.",   # negation inside
                               "When prefix caching is not enabled, mean TTFT is 168 ms.",
                               "Mean TTFT fell 90% when prefix caching was enabled."])      # scaled
def test_twins_are_never_net_true(wit, s):
    assert verdict(wit, s) != "net-true"


@pytest.mark.parametrize("s", ["Mean TTFT fell 60% when prefix caching was not enabled.",
                               "When prefix caching is not enabled, mean TTFT is 168 ms."])
def test_a_negated_state_is_never_an_accusation(wit, s):
    assert verdict(wit, s) == "not-yet"
