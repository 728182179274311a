"""An alias with a grammar word drops that alias only (issue 16; claimcheck/claims/aliases.py usable_aliases, used by
claimcheck/claims/grade.py read_and_check).

Before: one alias holding a grammar word ("no EP", "without EP", "not the old scheduler") or another arm's name plus
generic words ("the a arm" on arm b) disabled every alias of the witness and added an unbound check, so no statement
of that witness could be net-true (a witness author who wrote "EP off", "no EP" got 0 statements read). Now only the
offending aliases are dropped; the others are plain names and read as for a witness declared without the dropped
ones. The dropped ones are named in the result's reason, never blocking a statement that does not use them; a
statement (or scope) that says a dropped alias's words leaves them unread there: not-yet, never net-true, never false.

Witnesses, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows):

* ``ep`` -- epon (treatment; aliases "EP on", "with EP", "expert parallelism"): 1.5 req/s, TTFT 0.100 s; epoff
  (baseline; aliases "EP off", "no EP", "without EP" -- the last two dropped): 1.0 req/s, TTFT 0.200 s.
  epon vs epoff: request throughput +50% (1.5x; epoff is 33.3% lower), TTFT -50% (100 ms vs 200 ms). Since
  2026-12-07 "no EP" / "without EP" are read here (the arms' own names declare EP on / off: alias_states.py).
* ``ep2`` -- the same, epon declaring ``enable_expert_parallel: true`` in its settings: the settings answer, epoff
  declares nothing, so "no EP" / "without EP" stay dropped.
* ``sched`` -- old (baseline; alias "old scheduler"): TTFT 0.200 s; new (treatment; aliases "new scheduler" and "not
  the old scheduler" -- dropped): TTFT 0.100 s. new vs old: TTFT -50%; old vs new: +100%.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "ep": [A("epon", "EP on", "with EP", "expert parallelism", thr=1.5, ttft=0.1, role="treatment"),
           A("epoff", "EP off", "no EP", "without EP", thr=1.0, ttft=0.2, role="baseline")],
    # the same arms where the treatment declares expert parallelism in its settings: the settings answer, and the
    # baseline declares nothing of it, so its "no EP" / "without EP" are not backed (claimcheck/claims/alias_states.py)
    "ep2": [A("epon", "EP on", "with EP", "expert parallelism", thr=1.5, ttft=0.1, role="treatment",
              settings={"enable_expert_parallel": True}),
            A("epoff", "EP off", "no EP", "without EP", thr=1.0, ttft=0.2, role="baseline")],
    "sched": [A("new", "new scheduler", "not the old scheduler", ttft=0.1, role="treatment"),
              A("old", "old scheduler", ttft=0.2, role="baseline")],
    # the dropped alias "without chunked prefill" is also what the arm's own setting (chunked_prefill: false) says
    "chunk": [A("chunked", "with chunked prefill", ttft=0.1, role="treatment", settings={"chunked_prefill": True}),
              A("nochunk", "without chunked prefill", "no CP", ttft=0.2, role="baseline",
                settings={"chunked_prefill": False})],
}


wit = sealed_fixture("aliasdrop", SPECS, engine=None)


# (witness, true statement using kept aliases only, twins)
FRAMES = [
    ("ep2", "Request throughput is 50% higher with EP on.", [
        "Request throughput is 50% lower with EP on.",
        "Request throughput is 50% higher with EP off.",
        "Request throughput is 75% higher with EP on.",
        "Request throughput is 25% higher with EP on.",
        NEG + "request throughput is 50% higher with EP on.",
        "Request throughput is 50% higher with EP on on an A100.",
        "Request throughput is 50% higher with EP on than with no EP.",         # a dropped alias: unread
    ]),
    ("ep2", "Expert parallelism raises request throughput by 50% over EP off.", [
        "Expert parallelism lowers request throughput by 50% over EP off.",
        "EP off raises request throughput by 50% over expert parallelism.",
        "Expert parallelism raises request throughput by 100% over EP off.",
    ]),
    ("ep2", "With EP, mean TTFT falls from 200 ms to 100 ms.", [
        "With EP, mean TTFT rises from 200 ms to 100 ms.",
        "With EP, mean TTFT falls from 400 ms to 200 ms.",
        "With EP off, mean TTFT falls from 200 ms to 100 ms.",
    ]),
    ("sched", "The new scheduler cuts mean TTFT by 50%.", [
        "The old scheduler cuts mean TTFT by 50%.",
        "The new scheduler raises mean TTFT by 50%.",
        "The new scheduler cuts mean TTFT by 25%.",
        "The new scheduler does not cut mean TTFT by 50%.",
        NEG + "the new scheduler cuts mean TTFT by 50%.",
        "Not the old scheduler cuts mean TTFT by 50%.",                         # the dropped alias
    ]),
    ("sched", "Mean TTFT with the old scheduler is 2x that of the new scheduler.", [
        "Mean TTFT with the new scheduler is 2x that of the old scheduler.",
        "Mean TTFT with the old scheduler is 3x that of the new scheduler.",
    ]),
]
IDS = [f"{w}:{t[:50]}" for w, t, _ in FRAMES]


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=IDS)
def test_true_statement_is_read_completely_and_net_true(wit, name, true, twins):
    res = grade_statement(true, wit[name], SCOPE)
    assert_read_net_true(res)
    assert "aliases not used (not plain names)" in res.reason  # the dropped ones are named, not blocking


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=IDS)
def test_twisted_twins_are_never_net_true(wit, name, true, twins):
    for twin in twins:
        assert_never_net_true(grade_statement(twin, wit[name], SCOPE), twin)


# statements that say a dropped alias's words: true ones, and every twist of them -- all left unread there
USES_DROPPED = [
    ("ep2", "Request throughput is 33% lower with no EP."),                       # true
    ("ep2", "Request throughput is 50% higher with no EP."),                      # flipped
    ("ep2", "Request throughput is 100% lower with no EP."),
    ("ep2", "EP on beats no EP by 50% in request throughput."),                   # true
    ("ep2", "No EP beats EP on by 50% in request throughput."),                   # swapped
    ("ep2", NEG + "request throughput is 50% lower with no EP."),
    ("sched", "Mean TTFT is 50% lower with not the old scheduler."),             # true of arm new
    ("sched", "Mean TTFT is 50% higher with not the old scheduler."),
    ("sched", "Mean TTFT is 100% higher with not the old scheduler."),
    ("sched", "Not the old scheduler cuts mean TTFT by 50%."),
    ("sched", "Not the old scheduler raises mean TTFT by 100%."),
    ("sched", "Mean TTFT is not the old scheduler's 200 ms but 100 ms."),
    ("sched", NEG + "mean TTFT is 50% lower with not the old scheduler."),
]


@pytest.mark.parametrize("name,statement", USES_DROPPED)
def test_a_dropped_alias_in_a_statement_is_unread_never_net_true_never_false(wit, name, statement):
    res = grade_statement(statement, wit[name], SCOPE)
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)
    assert any(q.outcome == "unbound" and "not plain names are dropped" in q.detail for q in res.quantities)


@pytest.mark.parametrize("scope", [SCOPE + ", EP on vs no EP", "expert parallelism vs without EP"])
def test_a_dropped_alias_in_the_scope_is_unread(wit, scope):
    res = grade_statement("Request throughput is 50% higher with EP on.", wit["ep2"], scope)
    assert res.verdict == "not-yet", (scope, res.reason)


def test_only_the_offending_aliases_are_dropped():
    from claimcheck.claims.aliases import usable_aliases

    kept, dropped, why = usable_aliases({"epon": ["EP on", "with EP"], "epoff": ["EP off", "no EP", "without EP"]})
    assert kept == {"epon": ["EP on", "with EP"], "epoff": ["EP off"]}
    assert dropped == {"epoff": ["no EP", "without EP"]} and len(why) == 2
    kept, dropped, _ = usable_aliases({"a": ["a arm"], "b": ["the a arm", "fast path"]})
    assert kept == {"a": ["a arm"], "b": ["fast path"]} and dropped == {"b": ["the a arm"]}
    assert usable_aliases({"x": ["plain"], "y": ["other"]})[1:] == ({}, [])


@pytest.mark.parametrize("statement,verdict", [("Without EP, mean TTFT is 2x higher.", "net-true"),
                                               ("Without EP, mean TTFT is 2x lower.", "false"),
                                               ("Without EP, mean TTFT is 3x higher.", "false")])
def test_a_dropped_aliass_words_the_grammar_reads_itself_are_read(wit, statement, verdict):
    """Since 2026-12-05: "Without EP" is read by the grammar's own rule (production ellipsis_arm: in a declared pair
    whose other arm is named "with EP", "without EP" names the arm without it), not through the dropped alias, so its
    words are not left unread (held-out dev battery: a witness declaring "without spec decode" as an alias left
    "200ms with and without spec decode" unread although the reader read it)."""
    res = grade_statement(statement, wit["ep"], SCOPE)
    assert res.verdict == verdict, (statement, res.verdict, res.reason)


# An alias that spells the arm's own declared setting ("prefix_caching=false" of an arm declaring prefix_caching: false)
# holds the grammar word "false" but is the setting phrase "prefix caching = false" the reader gives the arm itself:
# kept, in the statement and in the scope. Before, the comparison with the arm's own phrases was by string
# ("prefix_caching=false" is not "prefix caching = false"), so a scope "prefix_caching=false vs prefix_caching=true"
# held back every statement of its witness (held13 sealed battery, seen only as a masked reason: 8 of 8 TRUE not-yet).
# Witness: off (prefix_caching false, baseline) median TTFT 300 ms; on (prefix_caching true) 120 ms; 10 requests each.
SETTING_ALIAS = {"pc": [A("off", "prefix_caching=false", ttft=0.3, settings={"prefix_caching": False}, role="baseline"),
                        A("on", "prefix_caching=true", ttft=0.12, settings={"prefix_caching": True}, role="treatment")]}
wit_pc = sealed_fixture("aliasdrop_pc", SETTING_ALIAS, name="wit_pc", engine="TGI")


@pytest.mark.parametrize("scope", ["TGI, 10 requests per arm", "TGI, prefix_caching=false vs prefix_caching=true"])
def test_an_alias_that_spells_the_arms_own_setting_is_kept(wit_pc, scope):
    true = ["Median TTFT 300 ms -> 120 ms with prefix_caching=true.",
            "Median TTFT was 120 ms with prefix_caching=true and 300 ms with prefix_caching=false."]
    twins = ["Median TTFT 300 ms -> 120 ms with prefix_caching=false.",
             "Median TTFT was 300 ms with prefix_caching=true and 120 ms with prefix_caching=false.",
             "Median TTFT was 120 ms with prefix_caching=false.",
             NEG + "median TTFT was 120 ms with prefix_caching=true."]
    for s in true:
        assert_read_net_true(grade_statement(s, wit_pc["pc"], scope))
    for s in twins:
        assert_never_net_true(grade_statement(s, wit_pc["pc"], scope), s)


def test_a_dropped_alias_its_own_setting_gives_is_read_and_not_named_as_unused(wit):
    """Before: the verdict said "aliases not used ... 'without chunked prefill'" of words that were read (the arm's
    own setting gives them); a reader of the note thought the statement had not been read. Now only the aliases that
    are really unused ("no CP": no setting gives it) are named."""
    res = grade_statement("Mean TTFT is 200 ms without chunked prefill and 100 ms with chunked prefill.",
                          wit["chunk"], SCOPE)
    assert_read_net_true(res)
    assert "'without chunked prefill'" not in res.reason, res.reason
    assert "'no CP'" in res.reason, res.reason
    for twin in ("Mean TTFT is 100 ms without chunked prefill and 200 ms with chunked prefill.",
                 "Mean TTFT is 300 ms without chunked prefill and 100 ms with chunked prefill.",
                 "Mean TTFT is 200 ms with no CP and 100 ms with chunked prefill."):
        assert_never_net_true(grade_statement(twin, wit["chunk"], SCOPE), twin)


@pytest.mark.parametrize("statement,verdict", [
    ("Request throughput is 33% lower with no EP.", "net-true"),
    ("Request throughput is 50% higher with EP on than with no EP.", "net-true"),
    ("EP on beats no EP by 50% in request throughput.", "net-true"),
    ("Request throughput is 50% lower with no EP.", "false"),
    ("Request throughput is 33% higher with no EP.", "false"),
    ("No EP beats EP on by 50% in request throughput.", "false")])
def test_a_refused_alias_its_arms_own_names_back_is_read(wit, statement, verdict):
    """Since 2026-12-07 (production arm_by_alias_state, claimcheck/claims/alias_states.py): "no EP" of the arm also
    called "EP off", beside the arm called "EP on", is the arm's own off phrase (its names declare expert parallelism
    off, the other arm's on): read as a whole phrase, checked both ways (epoff 1.0 req/s vs epon 1.5: 33.3% lower)."""
    res = grade_statement(statement, wit["ep"], SCOPE)
    assert res.verdict == verdict, (statement, res.verdict, res.reason)
    assert "'no EP'" not in res.reason, res.reason
