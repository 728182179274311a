"""Arm states declared by the arms' own names and aliases (issue 16 point 3: arms resolved through aliases and the
settings a witness declares; production arm_by_alias_state -- claimcheck/claims/alias_states.py, used by
claimcheck/claims/grade.py arm_declarations).

Before: a witness that declares no settings but names its arms "prefix caching on" / "APC" and "prefix caching off" /
"no prefix cache" (held22 b2207), or "EAGLE", "ngram speculation" and "no speculation" (held23 b2307), left "with
prefix caching", "without it", "with no speculation" unread, and the alias "no speculation" refused ("aliases not used
(not plain names)"). Now a name that is exactly a setting phrase of a feature's state declares that state of its arm
where no arm's settings declare the feature, each arm's names agree, and two arms differ; the state names the arm as
a declared setting would, and a refused alias that is its own arm's off phrase is read as a whole phrase. An alias
carrying anything the names do not back (a relation, a number, a comparison, a negation of something else, a state
its own other names or settings contradict, a state no other arm contrasts) stays refused.

Witnesses, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows: every TTFT the same):

* ``pc`` -- on ("prefix caching on", "APC"; treatment): 1.25 req/s, TTFT 100 ms; off ("prefix caching off", "no
  prefix cache", baseline): 1.0 req/s, TTFT 400 ms. on vs off: TTFT -75% (4x lower), throughput +25% (1.25x).
* ``spec`` -- base ("no speculation", baseline): 1.0 req/s; eagle ("EAGLE"): 2.0 req/s; ngram ("ngram speculation"):
  1.5 req/s; TTFT 200 ms each. eagle vs base 2x (+100%), ngram vs base 1.5x (+50%).
* refusals, each two arms of 1.0 and 2.0 req/s where the alias "no speculation" of arm ``base`` is not backed:
  ``spec_set`` (base's settings say speculative_method eagle), ``spec_both`` (base is also "speculative decoding"),
  ``spec_alone`` (the other arm "fast" says no state: no contrast), ``spec_settings`` (the other arm declares
  speculative_method in settings: the settings answer, base declares none).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (assert_never_false, assert_never_net_true, assert_read_net_true,  # noqa: E402
                                        sealed_fixture)
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

from claimcheck.claims.alias_states import alias_states  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, vLLM, 10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "pc": [A("on", "prefix caching on", "APC", thr=1.25, ttft=0.1, role="treatment"),
           A("off", "prefix caching off", "no prefix cache", thr=1.0, ttft=0.4, role="baseline")],
    "spec": [A("base", "no speculation", thr=1.0, ttft=0.2, role="baseline"),
             A("eagle", "EAGLE", thr=2.0, ttft=0.2, role="treatment"),
             A("ngram", "ngram speculation", thr=1.5, ttft=0.2, role="treatment")],
    "spec_framed": [A("base", "baseline (no spec)", "spec off", thr=1.0, ttft=0.2, role="baseline"),
                    A("eagle", "EAGLE", "spec on", thr=2.0, ttft=0.2, role="treatment")],
    "spec_set": [A("base", "no speculation", thr=1.0, ttft=0.2, role="baseline",
                   settings={"speculative_method": "eagle"}),
                 A("eagle", "EAGLE", thr=2.0, ttft=0.2, role="treatment", settings={"speculative_method": "eagle"})],
    "spec_both": [A("base", "no speculation", "speculative decoding", thr=1.0, ttft=0.2, role="baseline"),
                  A("eagle", "EAGLE", thr=2.0, ttft=0.2, role="treatment")],
    "spec_alone": [A("base", "no speculation", thr=1.0, ttft=0.2, role="baseline"),
                   A("fast", "fast config", thr=2.0, ttft=0.2, role="treatment")],
    "spec_settings": [A("base", "no speculation", thr=1.0, ttft=0.2, role="baseline"),
                      A("eagle", "EAGLE", thr=2.0, ttft=0.2, role="treatment",
                        settings={"speculative_method": "eagle"})],
}

wit = sealed_fixture("aliasstates", SPECS)


# (witness, true statement, twins: number moved, direction flipped, arms swapped, a negation, another statistic)
FRAMES = [
    ("pc", "Median TTFT down ~75% with prefix caching.", [
        "Median TTFT down ~85% with prefix caching.",
        "Median TTFT up ~75% with prefix caching.",
        "Median TTFT down ~75% without prefix caching.",
        NEG + "median TTFT is down ~75% with prefix caching.",
        "Median TTFT down ~50% with prefix caching.",
    ]),
    ("pc", "Mean TTFT is 400 ms with no prefix cache vs 100 ms with APC.", [
        "Mean TTFT is 100 ms with no prefix cache vs 400 ms with APC.",
        "Mean TTFT is 600 ms with no prefix cache vs 100 ms with APC.",
        "Mean TTFT is 400 ms with no prefix cache vs 200 ms with APC.",
    ]),
    ("pc", "Mean TTFT is 400 ms without prefix caching and 100 ms with it.", [
        "Mean TTFT is 100 ms without prefix caching and 400 ms with it.",
        "Mean TTFT is 400 ms without prefix caching and 150 ms with it.",
    ]),
    ("pc", "With prefix caching enabled, request throughput is 1.25x that of the no prefix cache run.", [
        "With prefix caching enabled, request throughput is 1.5x that of the no prefix cache run.",
        "With prefix caching disabled, request throughput is 1.25x that of APC.",
        "With prefix caching enabled, request throughput is 0.8x that of the no prefix cache run.",
    ]),
    ("spec", "EAGLE is at 2.0 req/s vs 1.0 req/s with no speculation.", [
        "EAGLE is at 1.0 req/s vs 2.0 req/s with no speculation.",
        "EAGLE is at 3.0 req/s vs 1.0 req/s with no speculation.",
        "EAGLE is at 2.0 req/s vs 1.5 req/s with no speculation.",
        "Ngram speculation is at 2.0 req/s vs 1.0 req/s with no speculation.",
    ]),
    ("spec", "No speculation: 1.0 req/s; ngram speculation: 1.5 req/s; EAGLE: 2.0 req/s.", [
        "No speculation: 1.0 req/s; ngram speculation: 2.0 req/s; EAGLE: 1.5 req/s.",
        "No speculation: 1.5 req/s; ngram speculation: 1.0 req/s; EAGLE: 2.0 req/s.",
    ]),
    # the condition's other spellings: "no APC", the run's adjective, "re-enabled", brackets
    ("pc", "Median TTFT is 400 ms in the no-APC run and 100 ms in the cached run.", [
        "Median TTFT is 100 ms in the no-APC run and 400 ms in the cached run.",
        "Median TTFT is 400 ms in the no-APC run and 200 ms in the cached run.",
        "Median TTFT is 400 ms in the cached run and 100 ms in the no-APC run.",
    ]),
    ("pc", "Median TTFT: 400 ms (no APC) vs 100 ms (APC).", [
        "Median TTFT: 100 ms (no APC) vs 400 ms (APC).",
        "Median TTFT: 400 ms (APC) vs 100 ms (no APC).",
        "Median TTFT: 800 ms (no APC) vs 100 ms (APC).",
    ]),
    ("pc", "Mean TTFT is 4x higher in the uncached run.", [
        "Mean TTFT is 4x lower in the uncached run.",
        "Mean TTFT is 6x higher in the uncached run.",
        "Mean TTFT is 4x higher in the cached run.",
    ]),
    ("pc", "Median TTFT dropped by roughly 75% once prefix caching was re-enabled (400 ms -> 100 ms).", [
        "Median TTFT dropped by roughly 75% once prefix caching was re-enabled (400 ms -> 200 ms).",
        "Median TTFT rose by roughly 75% once prefix caching was re-enabled (400 ms -> 100 ms).",
        "Median TTFT dropped by roughly 50% once prefix caching was re-enabled (400 ms -> 100 ms).",
        "Median TTFT dropped by roughly 75% once prefix caching was disabled (400 ms -> 100 ms).",
    ]),
    # an alias framed by a role and brackets ("baseline (no spec)") or a short state ("spec off"): read whole
    ("spec_framed", "EAGLE reaches 2.0 req/s vs 1.0 req/s for baseline (no spec).", [
        "EAGLE reaches 1.0 req/s vs 2.0 req/s for baseline (no spec).",
        "EAGLE reaches 3.0 req/s vs 1.0 req/s for baseline (no spec).",
    ]),
    ("spec_framed", "Request throughput is 2x higher with spec on than with spec off.", [
        "Request throughput is 2x higher with spec off than with spec on.",
        "Request throughput is 3x higher with spec on than with spec off.",
        "Request throughput is 2x lower with spec on than with spec off.",
    ]),
    ("spec", "Without speculation, request throughput is 1.0 req/s.", [
        "Without speculation, request throughput is 2.0 req/s.",
        "Without speculation, request throughput is 1.5 req/s.",
    ]),
]
IDS = [f"{w}:{t[:50]}" for w, t, _ in FRAMES]


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=IDS)
def test_true_statement_is_read_completely_and_net_true(wit, name, true, twins):
    assert_read_net_true(grade_statement(true, wit[name], SCOPE))


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=IDS)
def test_twisted_twins_are_never_net_true(wit, name, true, twins):
    for twin in twins:
        assert_never_net_true(grade_statement(twin, wit[name], SCOPE), twin)


def test_a_backed_alias_is_no_longer_named_as_unused(wit):
    res = grade_statement("EAGLE is at 2.0 req/s vs 1.0 req/s with no speculation.", wit["spec"], SCOPE)
    assert "aliases not used" not in res.reason, res.reason


# an alias the arm's names or settings do not back stays refused: its words unread, never net-true, never false
UNBACKED = ["spec_set", "spec_both", "spec_alone", "spec_settings"]


@pytest.mark.parametrize("name", UNBACKED)
@pytest.mark.parametrize("statement", [
    "EAGLE is at 2.0 req/s vs 1.0 req/s with no speculation.",
    "Request throughput is 2x that of no speculation.",
    "No speculation: 1.0 req/s.",
    "Request throughput with no speculation is 2.0 req/s.",                      # the other arm's number
])
def test_an_unbacked_negation_alias_stays_refused(wit, name, statement):
    res = grade_statement(statement, wit[name], SCOPE)
    assert res.verdict == "not-yet", (name, statement, res.verdict, res.reason)
    assert "aliases not used (not plain names)" in res.reason and "'no speculation'" in res.reason, res.reason


def test_aliases_that_carry_grammar_are_never_states():
    """A relation, a number, a comparison or a negation of anything else is no setting phrase: no state, and
    aliases.usable_aliases refuses it as before."""
    from claimcheck.claims.aliases import usable_aliases

    bad = ["not faster", "2x slower", "no faster than APC", "above baseline", "no prefix cache, 2x",
           "without APC but slower", "not prefix caching on", "less than APC", "no prefix cache but faster",
           "baseline (no prefix cache, slower)", "no prefix cache 2x run"]
    for alias in bad:
        arms = {"on": ["prefix caching on"], "off": ["prefix caching off", alias]}
        assert alias_states(arms, {}) == {"on": {"prefix_caching": True}, "off": {"prefix_caching": False}}, alias
        assert usable_aliases(arms)[1] == {"off": [alias]}, alias


@pytest.mark.parametrize("arms,settings_,want", [
    ({"a": ["APC"], "b": ["no prefix cache"]}, {}, {"a": {"prefix_caching": True}, "b": {"prefix_caching": False}}),
    ({"a": ["APC"], "b": ["plain"]}, {}, {}),                                      # no contrast
    ({"a": ["APC"], "b": ["no prefix cache", "prefix caching on"]}, {}, {}),       # b's names disagree
    ({"a": ["APC"], "b": ["no prefix cache"]}, {"a": {"enable_prefix_caching": True}}, {}),  # settings answer
    ({"a": ["EAGLE"], "b": ["vanilla decoding"], "c": ["x"]}, {},
     {"a": {"speculative_decoding": True}, "b": {"speculative_decoding": False}}),  # c says nothing: undeclared
    ({"a": ["eager mode"], "b": ["CUDA graphs"]}, {}, {"a": {"enforce_eager": True}, "b": {"enforce_eager": False}}),
])
def test_alias_states_rules(arms, settings_, want):
    assert alias_states(arms, settings_) == want


FEATURE_WORDS = ["prefix caching", "APC", "automatic prefix caching"]


@settings(max_examples=12, deadline=None)
@given(feat=st.sampled_from(FEATURE_WORDS), off=st.sampled_from(["without", "no"]),
       stat=st.sampled_from(["Mean", "Median", "P90"]), claim=st.sampled_from([(400, 100, True), (100, 400, False),
                                                                             (600, 100, False), (400, 50, False)]))
def test_value_pairs_by_state_hypothesis(wit, feat, off, stat, claim):
    """"<stat> TTFT is X ms {without|no} F and Y ms with F": true exactly where X=400, Y=100 (every TTFT the same,
    so every statistic agrees); never false when true, never net-true when not."""
    x, y, true = claim
    if off == "no" and feat == "automatic prefix caching":
        return  # "no automatic prefix caching" is no phrase of the vocabulary (stays unread: never net-true)
    s = f"{stat} TTFT is {x} ms {off} {feat} and {y} ms with {feat}."
    res = grade_statement(s, wit["pc"], SCOPE)
    if true:
        assert_read_net_true(res)
    else:
        assert_never_net_true(res, s)
    if true:
        assert_never_false(res, s)
