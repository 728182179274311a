"""The modal "may" in a scope is no month (claimcheck/claims/grammar.py, _month_at).

A scope states the conditions a claim holds under AND the ones it vanishes under (Q3). A held-out suite's honest scope
"..., larger batch sizes, where speculation's advantage may vanish, were not evaluated" held every statement of its
battery back: the scope's month names are dates no witness confirms, and "may" was read as the month May. "May" is
a month only written so beside a day or a year or after "in / since / during / early ..." ("measured in May",
"May 2025"); the modal stays a word of the scope's vanishing condition.

Witness, worked out by hand (real_sentences.witness_specs rows, 10 requests per arm): pr 2 req/s, TTFT 100 ms; main
1 req/s, TTFT 200 ms; both declare quantization bf16; 1 x H100: "The PR had 2x the request throughput of main." is
true.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

SPECS = {"pr": Spec("pr", [A("pr", "the PR", thr=2.0, ttft=0.1, settings={"quantization": "bf16"}),
                           A("main", "main", thr=1.0, ttft=0.2, settings={"quantization": "bf16"})],
                    key="", hw="1 x NVIDIA H100 80GB HBM3", model="meta-llama/Llama-3.1-8B-Instruct")}
TRUE = "The PR had 2x the request throughput of main."
wit = sealed_fixture("scope_may", SPECS)


@pytest.mark.parametrize("scope", [
    "one H100; larger batch sizes, where the advantage may vanish, were not evaluated",
    "one H100; gains may vanish at larger batch sizes",
    "one H100, 10 requests per arm; the speedup may shrink under heavier load, which we did not test",
])
def test_a_vanishing_condition_with_may_holds_nothing_back(wit, scope):
    res = grade_statement(TRUE, wit["pr"], scope)
    assert res.verdict == "net-true", res.reason


@pytest.mark.parametrize("scope", ["one H100, measured in May", "one H100, May 2025", "one H100, since May"])
def test_the_month_is_still_a_date_no_witness_confirms(wit, scope):
    res = grade_statement(TRUE, wit["pr"], scope)
    assert res.verdict == "not-yet" and "'May' (unbound)" in res.reason, res.reason


@pytest.mark.parametrize("scope", ["one A100; gains may vanish at larger batch sizes",
                                   "8 x H100; gains may vanish at larger batch sizes"])
def test_a_wrong_scope_beside_may_is_never_net_true(wit, scope):
    assert grade_statement(TRUE, wit["pr"], scope).verdict != "net-true"
