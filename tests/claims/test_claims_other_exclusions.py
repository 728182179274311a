"""Exclusions of things OTHER than the run's in the scope (issue 16; claimcheck/claims/other_exclusions.py, called from
falsebar.refine; words in vocabulary.OTHER_THAN_RUN_WORDS / OTHER_DETERMINERS).

Held back before (held24 b2411, every true statement of the battery): the scope "...; batch sizes above 1 and other
GPUs not measured" read "GPUs not measured" as the exclusion "not GPU" with "other" unread, so the exclusion's
contradiction (a GPU run) was held back and every statement graded with it stayed not-yet. Now "other GPUs not
measured", "any other GPU: not evaluated", "different GPUs were not tried" say what was not measured (things other than
the run's): a disclaimer that holds. Without "other" the exclusion is still read as one ("GPUs not measured" of a GPU
run is false); a fact listed before "and other ..." is excluded, its contradiction never an accusation.

Witnesses (every request of an arm alike; the PR arm 2 req/s, main 1 req/s, so "The PR had 2x the request throughput
of main." holds, by hand: 2 / 1 = 2): ``h100`` 1 x H100, ``a100`` 1 x A100.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

TRUE = "The PR had 2x the request throughput of main."
TWINS = ["The PR had 3x the request throughput of main.", "Main had 2x the request throughput of the PR.",
         "It is not true that the PR had 2x the request throughput of main.",
         "The PR had 2x lower request throughput than main."]


def _spec(name: str, hw: str) -> Spec:
    return Spec(name, [A("pr", "the PR", thr=2, ttft=0.1, n=12, role="treatment"),
                       A("main", thr=1, ttft=0.1, n=12, role="baseline")],
                key="", hw=hw, model="meta-llama/Llama-3.1-8B-Instruct")


SPECS = {"h100": _spec("h100", "1 x NVIDIA H100 80GB HBM3"), "a100": _spec("a100", "1 x NVIDIA A100 80GB")}
wit = sealed_fixture("other_exclusions", SPECS)

QUALIFIERS = ["other", "Other", "any other", "all other", "different", "the other"]
NOUNS = ["GPUs", "GPU", "GPU types", "GPU models"]
TAILS = [" not measured", " untested", ": not evaluated", " out of scope", " were not tried", " have not been tested",
         " not yet tested", " excluded", " weren't benchmarked", " were not measured"]
LEADS = ["1x H100; ", "1x H100, ", "Llama-3.1-8B on one H100, 12 requests per arm; batch sizes above 1 and ", ""]


def _scope(lead: str, qualifier: str, noun: str, tail: str) -> str:
    return f"{lead}{qualifier.lower() if lead.endswith('and ') else qualifier} {noun}{tail}"


@settings(max_examples=30, deadline=None)
@given(lead=st.sampled_from(LEADS), qualifier=st.sampled_from(QUALIFIERS), noun=st.sampled_from(NOUNS[:2]),
       tail=st.sampled_from(TAILS))
def test_other_things_not_measured_assert_nothing_about_the_run(wit, lead, qualifier, noun, tail):
    scope = _scope(lead, qualifier, noun, tail)
    res = grade_statement(TRUE, wit["h100"], scope)
    assert res.verdict == "net-true", (scope, res.reason)
    assert any(q.kind == "context" and "disclaimer" in q.detail for q in res.quantities), scope


@settings(max_examples=20, deadline=None)
@given(lead=st.sampled_from(LEADS), qualifier=st.sampled_from(QUALIFIERS), tail=st.sampled_from(TAILS),
       twin=st.sampled_from(TWINS))
def test_twins_under_such_a_scope_are_never_net_true(wit, lead, qualifier, tail, twin):
    assert_never_net_true(grade_statement(twin, wit["h100"], _scope(lead, qualifier, "GPUs", tail)), twin)


@pytest.mark.parametrize("tail", TAILS)
def test_without_other_the_exclusion_is_still_read_as_one(wit, tail):
    # "GPUs not measured" of a GPU run: the scope excludes what the witness ran
    res = grade_statement(TRUE, wit["h100"], f"GPUs{tail}")
    assert res.verdict == "false", (tail, res.reason)


@pytest.mark.parametrize("tail", TAILS)
def test_a_fact_listed_before_and_other_is_excluded_never_accused(wit, tail):
    scope = f"A100 and other GPUs{tail}"
    assert grade_statement(TRUE, wit["h100"], scope).verdict == "net-true", scope
    res = grade_statement(TRUE, wit["a100"], scope)  # the scope excludes the A100 it ran on: not known, never false
    assert_never_false(res, scope)
    assert_never_net_true(res, scope)


@pytest.mark.parametrize("scope", ["1x A100; other GPUs not measured", "one A100, other GPUs untested",
                                   "A100 only; any other GPU: not evaluated"])
def test_the_run_s_own_hardware_beside_it_is_still_checked(wit, scope):
    assert grade_statement(TRUE, wit["a100"], scope).verdict == "net-true", scope
    res = grade_statement(TRUE, wit["h100"], scope)  # the scope names another GPU than the run's
    assert_never_net_true(res, scope)


@pytest.mark.parametrize("scope", ["other GPUs were measured", "other GPUs", "no other GPUs tested"])
def test_other_without_an_exclusion_is_no_disclaimer(wit, scope):
    res = grade_statement(TRUE, wit["h100"], scope)
    assert not any(q.kind == "context" and "disclaimer" in q.detail for q in res.quantities), (scope, res.reason)
    assert_never_false(res, scope)


#: "no comparison with X", "X not compared" (vocabulary.EXCLUSION_COMPARE_WORDS, "compared" an exclusion participle):
#: an exclusion that holds where the run is not X, and says what the run was not compared with -- where the run IS X
#: (its own engine's other numbers) never an accusation, never net-true (other_exclusions.hold_compared)
COMPARE = ["no comparison with X", "X not compared", "not compared against X", "we did not compare to X",
           "X and TGI not compared", "no comparisons with X", "X was not compared"]


@pytest.mark.parametrize("phrasing", COMPARE)
def test_no_comparison_with_another_engine_holds(wit, phrasing):
    scope = "1x H100; " + phrasing.replace("X", "SGLang")
    assert grade_statement(TRUE, wit["h100"], scope).verdict == "net-true", scope
    for twin in TWINS:
        assert_never_net_true(grade_statement(twin, wit["h100"], scope), twin)


@pytest.mark.parametrize("phrasing", COMPARE)
def test_no_comparison_with_the_run_s_own_engine_is_never_false_nor_net_true(wit, phrasing):
    scope = "1x H100; " + phrasing.replace("X", "vLLM")
    res = grade_statement(TRUE, wit["h100"], scope)
    assert_never_false(res, scope)
    assert_never_net_true(res, scope)


# "other" before a list that a class in the plural ends: each item's ("other rates and GPUs not measured"; held29 dev:
# 'other' and 'rates' were unread and the exclusion of GPUs held back, every statement of the battery not-yet). A named
# part ending the list is the part itself, not other ones ("other rates and H100 not measured" of an H100 run).
LIST_SCOPES = ["1x H100; other rates and GPUs not measured", "1x H100; other batch sizes or GPUs untested",
               "1x H100; other concurrency levels and GPUs were not tested", "1x H100; any other rates or GPUs: not evaluated"]


@pytest.mark.parametrize("scope", LIST_SCOPES)
def test_other_before_a_list_of_classes_asserts_nothing_about_the_run(wit, scope):
    res = grade_statement(TRUE, wit["h100"], scope)
    assert res.verdict == "net-true", (scope, res.reason)
    for twin in TWINS:
        assert_never_net_true(grade_statement(twin, wit["h100"], scope), twin)


@pytest.mark.parametrize("scope", ["1x H100; other rates and H100 not measured", "1x H100; other rates and the H100 untested"])
def test_other_does_not_reach_a_named_part_ending_a_list(wit, scope):
    res = grade_statement(TRUE, wit["h100"], scope)
    assert_never_net_true(res, scope)
