"""Sweeps and transitions of a declared setting (issue 16): the two arms of a comparison named by the
values of ONE setting each arm declares ("from concurrency 16 to 32", "going from batch size 1 to 16",
"when max concurrency went from 4 to 8", "raising the request rate from 2 to 8 req/s", "between
concurrency 8 and 16", "from 4 to 16 concurrent requests"). The FROM value names the baseline arm, the
TO value the subject; a value pair in the same sentence ("mean TTFT rose from 150 ms to 300 ms") binds
in the same order. Multiplicative verbs ("throughput doubled", "nearly tripled", "more than doubled")
read with the hedge's tolerance. Each true statement is read completely and grades net-true; each twin
(swapped transition, a value no arm declares, flipped verb, scaled number, other statistic, negation)
never grades net-true; a value pair whose values each name their arm ("from 150 ms at concurrency 4 to 412.5 ms
at concurrency 16") binds each to it; the witness's own engine as the subject ("vLLM served 5.0 req/s at
concurrency 16") is a context fact; honest statements the reader cannot resolve are not-yet, never false.

Witnesses, worked out by hand (every request of an arm starts at 0 s, so the wall is the longest
request; 8 requests per arm, 8 output tokens each, the same task ids in every arm):

* ``sweep`` -- three arms, each declaring ``settings.concurrency``:

  ======  ===========  =====  =======================  ============  =========  ===========
  arm     concurrency  wall   TTFT (s)                 throughput    mean TTFT  median TTFT
  ======  ===========  =====  =======================  ============  =========  ===========
  c4      4 (baseline) 4.0 s  0.1 x 7, 0.5 (e2e 4.0)   2.0 req/s     150 ms     100 ms
  c8      8            2.0 s  0.2 x 7, 1.0 (e2e 2.0)   4.0 req/s     300 ms     200 ms
  c16     16           1.6 s  0.3 x 7, 1.2 (e2e 1.6)   5.0 req/s     412.5 ms   300 ms
  ======  ===========  =====  =======================  ============  =========  ===========

  (the other requests last 1.0 s). Output tokens/s: 16, 32, 40. Throughput c8/c4 = 2.0, c16/c8 = 1.25,
  c16/c4 = 2.5; mean TTFT c8/c4 = 2.0, c16/c8 = 1.375, c16/c4 = 2.75; median TTFT c16/c8 = 1.5,
  c16/c4 = 3.0.
* ``ambiguous`` -- a16 (concurrency 16), b32 and c32 (both concurrency 32, prefix caching on / off).
* ``two_keys`` -- p4 (concurrency 4 and parallel_slots 4) and p8 (both 8): wall 4.0 s and 2.0 s.
* ``rate`` -- rr2 (request_rate 2, baseline: wall 4.0 s, TTFT 0.2 s) and rr8 (request_rate 8: wall
  1.25 s -> 6.4 req/s, TTFT 0.4 s): p99 TTFT doubles.
* ``threads`` -- t1 (threads 1, baseline: wall 4.0 s) and t13 (threads 13: wall 2.0 s): throughput 2x.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal_sweeps, setting_arm, steady_rows, sweep_rows  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

WITNESSES = {
    "sweep": ({"c4": setting_arm("baseline", concurrency=4), "c8": setting_arm("treatment", concurrency=8),
               "c16": setting_arm("treatment", concurrency=16)},
              sweep_rows("c4", "c8", "c16")),
    "ambiguous": ({"a16": setting_arm("baseline", concurrency=16, prefix_caching=True),
                   "b32": setting_arm("treatment", concurrency=32, prefix_caching=True),
                   "c32": setting_arm("treatment", concurrency=32, prefix_caching=False)},
                  steady_rows("a16", 4.0, 0.1) + steady_rows("b32", 2.0, 0.1) + steady_rows("c32", 2.0, 0.1)),
    "two_keys": ({"p4": setting_arm("baseline", concurrency=4, parallel_slots=4),
                  "p8": setting_arm("treatment", concurrency=8, parallel_slots=8)},
                 steady_rows("p4", 4.0, 0.1) + steady_rows("p8", 2.0, 0.1)),
    "rate": ({"rr2": setting_arm("baseline", request_rate=2), "rr8": setting_arm("treatment", request_rate=8)},
             steady_rows("rr2", 4.0, 0.2) + steady_rows("rr8", 1.25, 0.4)),
    "threads": ({"t1": setting_arm("baseline", threads=1), "t13": setting_arm("treatment", threads=13)},
                steady_rows("t1", 4.0, 0.1) + steady_rows("t13", 2.0, 0.1)),
}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory):
    root = tmp_path_factory.mktemp("transitions")
    return seal_sweeps(root, WITNESSES)


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, "8 requests per arm", baseline="same model, prompts and output cap")


# (witness, true statement, twins that must never be net-true)
CASES = [
    ("sweep", "Going from concurrency 4 to 16, throughput rose 2.5x.",
     ["Going from concurrency 16 to 4, throughput rose 2.5x.",         # swapped transition
      "Going from concurrency 4 to 32, throughput rose 2.5x.",         # a value no arm declares
      "Going from concurrency 4 to 16, throughput fell 2.5x.",         # flipped verb
      "Going from concurrency 4 to 16, throughput rose 5x.",           # scaled
      "Going from concurrency 4 to 16, throughput rose 1.25x.",
      "It is not true that going from concurrency 4 to 16, throughput rose 2.5x."]),
    # two levels of the sweep, neither the declared baseline: a controlled pair (test_claims_sweep_baseline), now
    # that the concurrency both arms declare is their factor, not the workers (4) every arm records
    # (test_claims_sweep_concurrency); this was not-yet, read but Q1 "differ in no declared factor"
    ("sweep", "Going from concurrency 8 to 16, throughput rose 1.25x.",
     ["Going from concurrency 16 to 8, throughput rose 1.25x.", "Going from concurrency 8 to 16, throughput rose 2.5x.",
      "Going from concurrency 8 to 16, throughput fell 1.25x.", "Going from concurrency 4 to 16, throughput rose 1.25x.",
      "It is not true that going from concurrency 8 to 16, throughput rose 1.25x."]),
    ("sweep", "From 4 to 16 concurrent requests, throughput rose 2.5x.",
     ["From 16 to 4 concurrent requests, throughput rose 2.5x.", "From 4 to 12 concurrent requests, throughput rose 2.5x.",
      "From 4 to 16 concurrent requests, throughput rose 1.25x.", "From 4 to 16 concurrent requests, throughput fell 2.5x."]),
    ("sweep", "Going from concurrency 4 to 8, mean TTFT rose from 150 ms to 300 ms.",
     ["Going from concurrency 8 to 4, mean TTFT rose from 150 ms to 300 ms.",
      "Going from concurrency 4 to 16, mean TTFT rose from 150 ms to 300 ms.",
      "Going from concurrency 4 to 8, mean TTFT fell from 150 ms to 300 ms.",
      "Going from concurrency 4 to 8, mean TTFT rose from 225 ms to 450 ms.",
      "Going from concurrency 4 to 8, median TTFT rose from 150 ms to 300 ms.",
      "Going from concurrency 4 to 8, mean TTFT rose from 300 ms to 150 ms.",
      "Going from concurrency 4 to 8, mean TTFT did not rise from 150 ms to 300 ms."]),
    # both transitions reversed together: still true
    ("sweep", "Going from concurrency 8 to 4, mean TTFT fell from 300 ms to 150 ms.",
     ["Going from concurrency 8 to 4, mean TTFT fell from 150 ms to 75 ms.",
      "Going from concurrency 4 to 8, mean TTFT fell from 300 ms to 150 ms."]),
    ("sweep", "When max concurrency went from 4 to 8, throughput climbed from 2 to 4 req/s.",
     ["When max concurrency went from 8 to 4, throughput climbed from 2 to 4 req/s.",
      "When max concurrency went from 4 to 8, throughput climbed from 4 to 8 req/s.",
      "When max concurrency went from 4 to 8, throughput dropped from 2 to 4 req/s.",
      "When max concurrency went from 4 to 6, throughput climbed from 2 to 4 req/s."]),
    ("sweep", "Raising concurrency from 4 to 16 nearly tripled mean TTFT.",
     ["Raising concurrency from 16 to 4 nearly tripled mean TTFT.",    # the verb disagrees with the values
      "Lowering concurrency from 4 to 16 nearly tripled mean TTFT.",
      "Raising concurrency from 4 to 16 nearly quadrupled mean TTFT.",
      "Raising concurrency from 4 to 16 nearly halved mean TTFT.",
      "Raising concurrency from 4 to 16 never tripled mean TTFT."]),
    ("sweep", "Between concurrency 4 and 16, mean TTFT nearly tripled.",
     ["Between concurrency 16 and 4, mean TTFT nearly tripled.", "Between concurrency 4 and 16, mean TTFT nearly doubled.",
      "Between concurrency 4 and 16, mean TTFT did not triple.", "Between concurrency 4 and 20, mean TTFT nearly tripled."]),
    ("sweep", "Between concurrency 4 and 16, median TTFT tripled.",
     ["Between concurrency 4 and 16, mean TTFT tripled.", "Between concurrency 4 and 16, median TTFT rose 6x.",
      "Between concurrency 16 and 4, median TTFT tripled."]),
    ("sweep", "Throughput doubled from concurrency 4 to concurrency 8.",
     ["Throughput doubled from concurrency 8 to concurrency 4.", "Throughput tripled from concurrency 4 to concurrency 8.",
      "Throughput halved from concurrency 4 to concurrency 8.", "Throughput doubled from concurrency 4 to concurrency 16."]),
    ("sweep", "Increasing max concurrency from 4 to 16 more than doubled throughput.",
     ["Increasing max concurrency from 4 to 16 more than tripled throughput.",
      "Increasing max concurrency from 4 to 8 more than doubled throughput.",
      "Increasing max concurrency from 16 to 4 more than doubled throughput."]),
    ("sweep", "As concurrency grows from 8 to 16, mean TTFT rises from 300 ms to 412.5 ms.",
     ["As concurrency grows from 16 to 8, mean TTFT rises from 300 ms to 412.5 ms.",
      "As concurrency grows from 8 to 16, median TTFT rises from 300 ms to 412.5 ms.",
      "As concurrency grows from 8 to 16, mean TTFT rises from 450 ms to 618.8 ms."]),
    ("sweep", "From c=8 to c=16, throughput rose from 4 to 5 req/s.",
     ["From c=16 to c=8, throughput rose from 4 to 5 req/s.", "From c=8 to c=16, throughput rose from 8 to 10 req/s."]),
    ("sweep", "Concurrency 8 delivered 2x the throughput of concurrency 4.",
     ["Concurrency 4 delivered 2x the throughput of concurrency 8.", "Concurrency 8 delivered 4x the throughput of concurrency 4."]),
    ("sweep", "Max concurrency 16: 5.0 req/s", ["Max concurrency 16: 10.0 req/s", "Max concurrency 8: 5.0 req/s"]),
    ("sweep", "At 16 in-flight requests, throughput was 5.0 req/s.",
     ["At 16 in-flight requests, throughput was 2.5 req/s.", "At 8 in-flight requests, throughput was 5.0 req/s."]),
    ("sweep", "With max concurrency going from 4 to 16, throughput rose 2.5x.",
     ["With max concurrency going from 16 to 4, throughput rose 2.5x.", "With max concurrency going from 4 to 16, throughput rose 5x.",
      "With max concurrency falling from 4 to 16, throughput rose 2.5x."]),
    # a factor the words give the setting must be the values' ("doubling concurrency from 4 to 8")
    ("sweep", "Doubling concurrency from 4 to 8 doubled throughput.",
     ["Doubling concurrency from 4 to 16 doubled throughput.", "Tripling concurrency from 4 to 8 doubled throughput.",
      "Doubling concurrency from 8 to 4 doubled throughput.", "Doubling concurrency from 4 to 8 tripled throughput."]),
    ("sweep", "Halving concurrency from 8 to 4 halved throughput.",
     ["Halving concurrency from 8 to 4 doubled throughput.", "Halving concurrency from 16 to 4 halved throughput."]),
    ("sweep", "When max concurrency was doubled from 4 to 8, mean TTFT doubled.",
     ["When max concurrency was doubled from 4 to 16, mean TTFT doubled.",
      "When max concurrency was doubled from 4 to 8, mean TTFT tripled."]),
    # each value of a from-to pair names its own arm (production pair_arms)
    ("sweep", "Mean TTFT rose from 150 ms at concurrency 4 to 412.5 ms at concurrency 16.",
     ["Mean TTFT rose from 150 ms at concurrency 16 to 412.5 ms at concurrency 4.",
      "Median TTFT rose from 150 ms at concurrency 4 to 412.5 ms at concurrency 16.",
      "Mean TTFT rose from 300 ms at concurrency 4 to 825 ms at concurrency 16.",
      "Mean TTFT fell from 150 ms at concurrency 4 to 412.5 ms at concurrency 16.",
      "Mean TTFT rose from 150 ms at concurrency 4 to 412.5 ms at concurrency 32.",
      "Mean TTFT did not rise from 150 ms at concurrency 4 to 412.5 ms at concurrency 16."]),
    ("sweep", "Throughput rose from 2 req/s with 4 concurrent requests to 5 req/s with 16 concurrent requests.",
     ["Throughput rose from 2 req/s with 16 concurrent requests to 5 req/s with 4 concurrent requests.",
      "Throughput rose from 4 req/s with 4 concurrent requests to 10 req/s with 16 concurrent requests."]),
    # a list of one setting's values names one arm each (production setting_list)
    ("sweep", "At concurrency 4 and 16, throughput was 2 and 5 req/s, respectively.",
     ["At concurrency 16 and 4, throughput was 2 and 5 req/s, respectively.",
      "At concurrency 4 and 32, throughput was 2 and 5 req/s, respectively.",
      "At concurrency 4 and 16, throughput was 4 and 10 req/s, respectively.",
      "At concurrency 4 and 16, throughput was 2 req/s."]),
    ("sweep", "At 4 and 8 concurrent requests, mean TTFT was 150 and 300 ms, respectively.",
     ["At 8 and 4 concurrent requests, mean TTFT was 150 and 300 ms, respectively.",
      "At 4 and 8 concurrent requests, median TTFT was 150 and 300 ms, respectively."]),
    # the witness's own engine as the subject: a context fact (production engine_subject)
    ("sweep", "vLLM served 5.0 req/s at concurrency 16.",
     ["vLLM served 10.0 req/s at concurrency 16.", "vLLM served 5.0 req/s at concurrency 8.",
      "TGI served 5.0 req/s at concurrency 16.", "vLLM never served 5.0 req/s at concurrency 16."]),
    ("sweep", "At max concurrency 16, vLLM sustained 5.0 req/s.",
     ["At max concurrency 4, vLLM sustained 5.0 req/s.", "At max concurrency 16, vLLM sustained 2.5 req/s."]),
    ("two_keys", "Going from 4 to 8 parallel slots, throughput doubled.",
     ["Going from 8 to 4 parallel slots, throughput doubled.", "Going from 4 to 8 parallel slots, throughput tripled."]),
    ("rate", "Raising the request rate from 2 to 8 req/s doubled p99 TTFT.",
     ["Raising the request rate from 8 to 2 req/s doubled p99 TTFT.", "Lowering the request rate from 2 to 8 req/s doubled p99 TTFT.",
      "Raising the request rate from 2 to 4 req/s doubled p99 TTFT.", "Raising the request rate from 2 to 8 req/s tripled p99 TTFT.",
      "Raising the request rate from 2 to 8 req/s halved p99 TTFT."]),
    ("threads", "Increasing --threads from 1 to 13 doubled throughput.",
     ["Increasing --threads from 13 to 1 doubled throughput.", "Increasing --threads from 1 to 8 doubled throughput.",
      "Increasing --threads from 1 to 13 tripled throughput."]),
    ("threads", "Going from 1 to 13 threads, throughput rose from 2 to 4 req/s.",
     ["Going from 13 to 1 threads, throughput rose from 2 to 4 req/s.",
      "Going from 1 to 13 threads, throughput rose from 4 to 8 req/s."]),
]


@pytest.mark.parametrize("wname, statement, twins", CASES, ids=[c[1] for c in CASES])
def test_transition_is_read_and_true(wname, statement, twins, witnesses):
    res = _grade(statement, witnesses[wname])
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "net-true", res.reason


@pytest.mark.parametrize("wname, statement, twin", [(w, s, t) for w, s, ts in CASES for t in ts],
                         ids=[t for _, _, ts in CASES for t in ts])
def test_twins_are_never_net_true(wname, statement, twin, witnesses):
    assert_never_net_true(_grade(twin, witnesses[wname]), twin)


# honest statements the reader cannot resolve to two arms: not-yet, never false
UNRESOLVED = [
    ("sweep", "Going from 4 to 16, throughput rose 2.5x."),               # which setting?
    ("sweep", "Throughput rose from 4 to 16 at higher concurrency."),
    ("ambiguous", "From concurrency 16 to 32, throughput doubled."),      # two arms declare 32
    ("two_keys", "Going from 4 to 8 parallel requests, throughput doubled."),  # concurrency or parallel slots?
    ("rate", "Going from 2 to 8 req/s, p99 TTFT doubled."),              # a rate unit with no "request rate"
    ("sweep", "Going from concurrency 4.0 to 8.5, throughput doubled."),
]


@pytest.mark.parametrize("wname, statement", UNRESOLVED, ids=[s for _, s in UNRESOLVED])
def test_unresolved_transition_is_not_yet(wname, statement, witnesses):
    res = _grade(statement, witnesses[wname])
    assert res.verdict == "not-yet", res.reason


def test_transition_binds_from_as_baseline_and_to_as_subject():
    arms = {"c4": [], "c8": [], "c16": []}
    settings = {"c4": {"concurrency": 4, "role": "baseline"}, "c8": {"concurrency": 8, "role": "treatment"},
                "c16": {"concurrency": 16, "role": "treatment"}}
    r = read_full("Going from concurrency 16 to 4, mean TTFT fell from 412.5 ms to 150 ms.", "", arms,
                  arm_settings=settings).reading
    assert not r.unread
    by_value = {a.value: a.treatment for a in r.assertions}
    assert by_value == {0.4125: "c16", 0.15: "c4"}
    # without the declared settings nothing names the arms: not read
    assert read_full("Going from concurrency 16 to 4, mean TTFT fell from 412.5 ms to 150 ms.", "", arms).reading.unread


def test_setting_phrases_of_the_new_keys_name_arms():
    from claimcheck.claims.vocabulary import setting_phrases

    assert "threads 13" in setting_phrases("threads", 13) and "13 threads" in setting_phrases("threads", 13)
    assert "batch size 16" in setting_phrases("batch_size", 16)
    assert "tp4" in setting_phrases("tensor_parallel_size", 4)
    assert setting_phrases("threads", True) == [] and setting_phrases("batch_size", 1.5) == []
    r = read_full("main branch (--threads 13): 25.51 tokens/s", "", {"main": ["main branch"], "pr": ["PR"]},
                  arm_settings={"main": {"threads": 13}, "pr": {"threads": 1}}).reading
    assert not r.unread and r.assertions[0].treatment == "main"


# --- the binding, as a property of the reader: FROM is the baseline's value, TO the subject's -----------------
from hypothesis import given, settings as hsettings, strategies as st  # noqa: E402

TEMPLATES = {
    "concurrency": ["Going from concurrency {a} to {b}", "From {a} to {b} concurrent requests",
                    "When max concurrency went from {a} to {b}", "Between concurrency {a} and {b}", "From c={a} to c={b}",
                    "Increasing concurrency from {a} to {b}"],
    "batch_size": ["Going from batch size {a} to {b}", "When the batch size went from {a} to {b}"],
    "parallel_slots": ["Going from {a} to {b} parallel slots", "Switching --parallel from {a} to {b}"],
    "threads": ["Going from {a} to {b} threads", "Changing --threads from {a} to {b}"],
}


@st.composite
def sweeps(draw):
    key = draw(st.sampled_from(sorted(TEMPLATES)))
    values = draw(st.lists(st.integers(1, 512), min_size=2, max_size=4, unique=True))
    arms = {f"a{k}": {key: v, "role": "baseline" if k == 0 else "treatment"} for k, v in enumerate(values)}
    a, b = draw(st.permutations(values))[:2]
    template = draw(st.sampled_from(TEMPLATES[key]))
    return key, arms, a, b, template


def _read(text, arms):
    return read_full(text, "", {n: [] for n in arms}, arm_settings=arms).reading


@hsettings(max_examples=150, deadline=None)
@given(sweeps())
def test_from_value_is_the_baseline_to_value_the_subject(case):
    key, arms, a, b, template = case
    text = template.format(a=a, b=b) + ", mean TTFT rose from 100 ms to 200 ms."
    r = _read(text, arms)
    arm_of = {v[key]: n for n, v in arms.items()}
    if template.startswith("Increasing") and b < a:
        assert r.unread, text  # the verb disagrees with the values: not read
        return
    assert not r.unread, (text, [u.text for u in r.unread])
    assert {x.value: x.treatment for x in r.assertions} == {0.1: arm_of[a], 0.2: arm_of[b]}, text


@hsettings(max_examples=100, deadline=None)
@given(sweeps(), st.integers(1, 600))
def test_a_value_no_arm_or_two_arms_declare_is_not_read(case, other):
    key, arms, a, b, template = case
    declared = {v[key] for v in arms.values()}
    text = template.format(a=a, b=other) + ", mean TTFT rose from 100 ms to 200 ms."
    if other not in declared:
        assert _read(text, arms).unread, text
    # two arms declaring the TO value: which one is meant is not said
    twin = dict(arms, dup={key: b, "role": "treatment"})
    text = template.format(a=a, b=b) + ", mean TTFT rose from 100 ms to 200 ms."
    assert _read(text, twin).unread, text
