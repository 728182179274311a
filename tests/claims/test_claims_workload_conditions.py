"""Workload conditions said by degree or by kind (claimcheck/claims/conditions.py, production workload_condition):
"at low concurrency", "on small batch sizes", "for long prompts", "at low to mid concurrency", "at max prefix length",
"in small-batch settings", "In high-concurrency benchmarks, ...", "for JSON decoding tasks", "in low-latency mode".
Real sentences: rs450 ("Up to 1.5x lower latency with torch.compile on small batch sizes"), rs405 ("95.8% TTFT reduction
at max prefix length."), rs148 ("... a 5-6% end-to-end latency reduction at low batch sizes, ..."), rs498 ("... ~15 %
end-to-end speed-up at low to mid concurrency."), rs462 ("... up to 10x faster than other open-source solutions for JSON
decoding tasks."), rs086 ("In high-concurrency benchmarks (...), ...").

One production, read in general: a lead preposition, a degree word (or two joined: "low to mid") and a workload
quantity noun ("concurrency", "batch sizes", "request rates", "prefix length"), or a kind of workload before a head noun
("JSON decoding tasks", "high-concurrency benchmarks"). Which concurrency is "low" no witness record says, so the phrase
is an open condition (the claim's scope): read completely, ``not-yet``, never ``false``. One form is checked: the least
of a setting in the singular ("at low concurrency", "at the smallest batch size") agrees where every arm declares that
setting 1 (nothing runs fewer than one stream), and only there; it is never contradicted.

Witnesses worked out by hand (``uniform`` with one lane per arm: 8 tasks back to back over the wall, 8 output tokens
each, TTFT 0.1 s):

* fast (treatment): 8 tasks in 0.8 s -> 8 / 0.8 = 10 req/s;
* slow (baseline): 8 tasks in 1.6 s -> 8 / 1.6 = 5 req/s.

So "fast is 2x faster than slow" is true (10 / 5 = 2.0). Three declarations of the same rows: ``c1`` (every arm
declares concurrency 1 and batch size 1), ``c16`` (concurrency 16), ``none`` (no setting). Twins: 3x (x1.5), 1x (x0.5),
arms swapped, "slower", a negation.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 8 requests per arm"
READ_ARMS = {"fast": [], "slow": []}
TRUE = "fast is 2x faster than slow"
TWINS = ["fast is 3x faster than slow", "fast is 1x faster than slow", "slow is 2x faster than fast",
         "fast is 2x slower than slow", "It is not true that fast is 2x faster than slow"]
#: twins whose number the rows contradict (10 / 5 = 2.0): 3x, 1x, swapped (0.5x), "slower" (0.5x)
CONTRADICTED = TWINS[:4]

#: conditions of many shapes: degree + quantity, two degrees joined, a determiner, a head noun, a kind + head
CONDITIONS = [
    "at low concurrency", "at high concurrency", "on small batch sizes", "at low batch sizes", "for long prompts",
    "on short prompts", "with longer contexts", "at longer sequence lengths", "at high request rates",
    "at a high request rate", "under heavier load", "at max prefix length", "at the largest batch size",
    "at low to mid concurrency", "at small-to-medium message sizes", "with very large batch sizes",
    "in small-batch settings", "in high-concurrency benchmarks", "for a short agentic workload",
    "for JSON decoding tasks", "in image generation tasks", "in low-latency mode", "for min-latency applications",
]


def _witness(tmp_path_factory, name: str, declared: dict) -> str:
    arms = {"fast": {"aliases": [], "workers": 1, "role": "treatment", "settings": dict(declared)},
            "slow": {"aliases": [], "workers": 1, "role": "baseline", "settings": dict(declared)}}
    rows = uniform("fast", 8, 0.8, 1, ttft=0.1) + uniform("slow", 8, 1.6, 1, ttft=0.1)
    return str(seal(tmp_path_factory.mktemp(name) / "w",
                    ab_witness(arms, hardware="1 x NVIDIA H100 80GB HBM3",
                               model={"id": "meta-llama/Llama-3.1-8B-Instruct", "file_sha256": None},
                               engine="vLLM", inputs={"tasks": 8}), {"rows.jsonl": rows}))


@pytest.fixture(scope="module")
def wits(tmp_path_factory) -> dict[str, str]:
    return {"c1": _witness(tmp_path_factory, "c1", {"concurrency": 1, "batch_size": 1}),
            "c16": _witness(tmp_path_factory, "c16", {"concurrency": 16}),
            "none": _witness(tmp_path_factory, "none", {})}


def _trail(statement: str, cond: str) -> str:
    return f"{statement} {cond}."


def _lead(statement: str, cond: str) -> str:
    return f"{cond[0].upper()}{cond[1:]}, {statement}."


def test_without_a_condition_the_sentence_is_net_true(wits):
    for w in wits.values():
        res = grade_statement(TRUE + ".", w, SCOPE)
        assert res.verdict == "net-true", res.reason


@pytest.mark.parametrize("cond", CONDITIONS)
@pytest.mark.parametrize("place", [_trail, _lead], ids=["after", "before"])
def test_a_condition_is_read_completely_as_one_open_fact(cond, place):
    got = read_full(place(TRUE, cond), "", READ_ARMS).reading
    assert not got.unread, [u.text for u in got.unread]
    facts = [f for f in got.context if f.kind == "unverifiable"]
    assert [(f.key, f.span.text.lower()) for f in facts] == [("workload", cond.lower())]
    bare = read_full(TRUE + ".", "", READ_ARMS).reading
    assert [a.model_dump(exclude={"span"}) for a in got.assertions] == \
        [a.model_dump(exclude={"span"}) for a in bare.assertions]


@pytest.mark.parametrize("cond", CONDITIONS)
def test_on_an_undeclared_or_other_setting_the_true_sentence_is_not_yet_naming_it(cond, wits):
    for name in ("none", "c16"):
        res = grade_statement(_trail(TRUE, cond), wits[name], SCOPE)
        assert res.verdict == "not-yet", (name, res.reason)
        assert any(cond.lower() in q.text.lower() and q.outcome == "unbound" for q in res.quantities), \
            [(q.outcome, q.text) for q in res.quantities]


@pytest.mark.parametrize("cond", ["at low concurrency", "for long prompts", "in high-concurrency benchmarks",
                                  "at low to mid concurrency"])
def test_twins_under_an_open_condition_are_never_net_true_nor_false(cond, wits):
    """An open condition never accuses: a contradicted number under it is held back (the rows may be of another
    condition), so each twin is not-yet."""
    for name in ("none", "c16"):
        for twin in TWINS:
            for place in (_trail, _lead):
                got = grade_statement(place(twin, cond), wits[name], SCOPE)
                assert got.verdict == "not-yet", (name, place(twin, cond), got.verdict, got.reason)


@pytest.mark.parametrize("cond", ["at low concurrency", "at the lowest concurrency", "at a small batch size",
                                  "at the smallest batch size", "at minimum concurrency"])
def test_the_least_setting_agrees_where_every_arm_declares_one(cond, wits):
    """One stream at a time is low concurrency, one sequence per batch the smallest batch size: on ``c1`` the
    condition agrees and the true sentence is net-true, before or after the clause; its twins never are, and those
    the rows contradict are false (the reading is complete and the condition confirmed)."""
    for place in (_trail, _lead):
        res = grade_statement(place(TRUE, cond), wits["c1"], SCOPE)
        assert res.verdict == "net-true", (place(TRUE, cond), res.reason)
        for twin in TWINS:
            got = grade_statement(place(twin, cond), wits["c1"], SCOPE)
            assert_never_net_true(got, place(twin, cond))
            if twin in CONTRADICTED:
                assert got.verdict == "false", (place(twin, cond), got.reason)


@pytest.mark.parametrize("cond", ["at high concurrency", "at lower concurrency", "at low batch sizes",
                                  "at small batch sizes", "at max concurrency", "at low to mid concurrency",
                                  "under light load", "for short prompts"])
def test_other_degrees_are_never_checked(cond, wits):
    """A degree that is not the singular least ("high", a comparative, a plural, a range, load, prompts) is carried
    as scope on every declaration: not-yet, never net-true, never false -- even where every arm ran one stream
    ("at high concurrency" of concurrency 1 is no claim the rows can accuse: no degree word fixes a value)."""
    for name, w in wits.items():
        res = grade_statement(_trail(TRUE, cond), w, SCOPE)
        assert res.verdict == "not-yet", (name, cond, res.reason)


@pytest.mark.parametrize("statement", [
    "fast is 2x faster than slow at high throughput.",        # a metric, no workload quantity
    "fast is 2x faster than slow at low concurrency like ours.",   # the phrase runs on
    "fast is 2x faster than slow at low 64 concurrency.",     # a number is no degree word
    "fast is 2x faster than slow at very concurrency.",       # "very" only before a degree word
    "fast is 2x faster than slow with prefix caching.",       # no degree, no head noun
    "fast is 2x faster than slow at low.",                    # a degree with no quantity
    "fast is 2x faster than slow for JSON decoding.",         # a kind with no head noun
])
def test_what_stays_unread(statement, wits):
    got = read_full(statement, "", READ_ARMS).reading
    assert got.unread, statement
    assert not [f for f in got.context if f.key == "workload"], statement
    assert grade_statement(statement, wits["c1"], SCOPE).verdict == "not-yet", statement


@pytest.mark.parametrize("statement", ["fast is 2x faster than slow at lower latency.",
                                       "fast is 2x faster than slow for decoding."])
def test_a_metric_is_never_a_workload_condition(statement):
    """"at lower latency" asserts a latency, "for decoding" names the decode rate (other productions read them):
    a metric word is a workload kind only before a head noun ("in low-latency mode")."""
    got = read_full(statement, "", READ_ARMS).reading
    assert not [f for f in got.context if f.key == "workload"], statement


def test_a_degree_glossed_by_its_value_is_the_checked_setting(wits):
    """"at low concurrency (c=1)": the value is read (a setting, checked), not the degree: net-true on c1, false on
    c16 (it declares 16, the sentence 1)."""
    s = "fast is 2x faster than slow at low concurrency (c=1)."
    got = read_full(s, "", READ_ARMS).reading
    assert not got.unread and [(f.kind, f.key, f.value) for f in got.context] == [("setting", "concurrency", 1.0)]
    assert grade_statement(s, wits["c1"], SCOPE).verdict == "net-true"
    assert grade_statement(s, wits["c16"], SCOPE).verdict == "false"


def test_a_parenthesis_with_no_number_is_no_gloss():
    """rs061's "... becomes more pronounced with longer contexts (source)": a parenthesis with no number is no value
    of the degree, so the condition is read; one with a number ("(1-16 requests)") is left to what reads values."""
    got = read_full("fast is 2x faster than slow with longer contexts (source).", "", READ_ARMS).reading
    assert [(f.key, f.value) for f in got.context if f.kind == "unverifiable"] == [("workload", "with longer contexts")]
    got = read_full("fast is 2x faster than slow at low concurrency (1-16 requests).", "", READ_ARMS).reading
    assert not [f for f in got.context if f.kind == "unverifiable"]


@pytest.mark.parametrize("statement", ["fast is 2x faster than slow in the single-stream case.",
                                       "In the single-user case, fast is 2x faster than slow."])
def test_the_single_stream_case_is_the_concurrency_setting(statement, wits):
    """"in the single-stream case": the case noun is the run the single-stream setting names (descriptors: a run
    noun), a setting checked: net-true on c1, false on c16."""
    got = read_full(statement, "", READ_ARMS).reading
    assert not got.unread, [u.text for u in got.unread]
    assert grade_statement(statement, wits["c1"], SCOPE).verdict == "net-true"
    assert grade_statement(statement, wits["c16"], SCOPE).verdict == "false"


_DEGREES = ["low", "high", "small", "large", "long", "short", "heavy", "light", "moderate", "max", "mid", "larger",
            "higher", "very large", "low to mid", "small to medium"]
_QUANTITIES = ["concurrency", "batch sizes", "batch size", "load", "prompts", "contexts", "sequence lengths",
               "request rates", "prefix length", "inputs", "outputs"]


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lead=st.sampled_from(["at", "on", "for", "in", "under", "with", "across"]),
       det=st.sampled_from(["", "the "]), degree=st.sampled_from(_DEGREES), qty=st.sampled_from(_QUANTITIES),
       base=st.sampled_from([TRUE] + TWINS), before=st.booleans())
def test_a_family_of_conditions_never_makes_a_sentence_net_true_or_false(lead, det, degree, qty, base, before, wits):
    """Any lead, determiner, degree and quantity: read as one open fact, and on a witness that declares no setting
    (or concurrency 16) the sentence is not-yet whatever it was without (net-true, or false on its numbers)."""
    cond = f"{lead} {det}{degree} {qty}"
    s = _lead(base, cond) if before else _trail(base, cond)
    got = read_full(s, "", READ_ARMS).reading
    assert [f.span.text.lower() for f in got.context if f.kind == "unverifiable"] == [cond], s
    for name in ("none", "c16"):
        assert grade_statement(s, wits[name], SCOPE).verdict == "not-yet", (name, s)
