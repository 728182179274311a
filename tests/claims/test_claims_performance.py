""""performance", "perf", "inference", "serving" as what a comparison is about (production performance_measures --
claimcheck/claims/grammar.lark; claimcheck/claims/work_measures.py; issue 16: "H100 has 4.6x A100 Performance",
"about 2x the performance of deepspeed", "a 38% performance increase", "1.5x faster inference").

They name the speed of the work, which a request-ab witness re-derives in four measures: completed requests / wall,
output tokens / wall, 1 / mean end-to-end latency, 1 / wall. A comparison of it is read with any word of its direction
("better", "higher", "increase", "boosts", "improves") or as a multiple ("Nx the performance of X", "Nx X
performance"), and it agrees only when every measure agrees, it is false only when every measure contradicts it, and
it is not-yet otherwise (naming each measure's value).

Witnesses (real_sentences.witness_specs.arm_rows; 10 requests per arm of 100 prompt + 8 output tokens), worked out by
hand:

* ``even`` -- one request at a time (``seq``): Foo (treatment) 0.8 s per request, wall 8 s, 1.25 req/s, 10 output
  tok/s; Bar (baseline) 1.0 s per request, wall 10 s, 1.0 req/s, 8 output tok/s. Every measure Foo / Bar = 1.25x
  (+25%); Bar / Foo = 0.8x (-20%).
* ``split`` -- Foo 2.5 req/s (wall 4 s, 20 output tok/s), Bar 1.0 req/s (wall 10 s, 8 output tok/s), every request
  0.5 s end to end in both. Request and token throughput and 1 / wall: 2.5x; 1 / mean latency: 1x. "2.5x better
  performance" holds by throughput and not by each request's speed: not shown either way.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_read_net_true, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "performance", {
        "even": [A("foo", "Foo", seq=True, dur=0.8, role="treatment"),
                 A("bar", "Bar", seq=True, dur=1.0, role="baseline")],
        "split": [A("foo", "Foo", thr=2.5, dur=0.5, role="treatment"),
                  A("bar", "Bar", thr=1.0, dur=0.5, role="baseline")],
    }, engine="vLLM")


def grade(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


#: true of ``even`` under every measure, each with twins that must never be net-true
FRAMES = [
    ("Foo has 1.25x better performance than Bar.",
     ["Foo has 2.5x better performance than Bar.", "Foo has 1.25x worse performance than Bar.",
      "Bar has 1.25x better performance than Foo.", NEG + "Foo has 1.25x better performance than Bar."]),
    ("Foo has 25% better performance than Bar.",
     ["Foo has 50% better performance than Bar.", "Foo has 25% worse performance than Bar.",
      "Bar has 25% better performance than Foo."]),
    ("Foo has 1.25x higher performance than Bar.",
     ["Foo has 2.5x higher performance than Bar.", "Foo has 1.25x lower performance than Bar.",
      "Bar has 1.25x higher performance than Foo."]),
    ("Foo has 1.25x the performance of Bar.",
     ["Foo has 2.5x the performance of Bar.", "Bar has 1.25x the performance of Foo."]),
    ("Foo has about 1.25x the performance of Bar.",
     ["Foo has about 2.5x the performance of Bar.", "Bar has about 1.25x the performance of Foo."]),
    ("Foo has 1.25x Bar performance.", ["Foo has 2.5x Bar performance.", "Bar has 1.25x Foo performance."]),
    ("Foo gives a 25% performance improvement over Bar.",
     ["Foo gives a 50% performance improvement over Bar.", "Bar gives a 25% performance improvement over Foo."]),
    ("Foo gives a 1.25x performance increase over Bar.",
     ["Foo gives a 2.5x performance increase over Bar.", "Foo gives a 1.25x performance decrease over Bar.",
      "Bar gives a 1.25x performance increase over Foo."]),
    ("Foo boosts performance by 25% over Bar.",
     ["Foo boosts performance by 50% over Bar.", "Bar boosts performance by 25% over Foo."]),
    ("Foo improves serving performance by 1.25x over Bar.",
     ["Foo improves serving performance by 2.5x over Bar.", "Bar improves serving performance by 1.25x over Foo."]),
    ("Foo has 1.25x better inference performance than Bar.",
     ["Foo has 2.5x better inference performance than Bar.", "Bar has 1.25x better inference performance than Foo."]),
    ("Foo delivers 1.25x faster inference than Bar.",
     ["Foo delivers 2.5x faster inference than Bar.", "Foo delivers 1.25x slower inference than Bar.",
      "Bar delivers 1.25x faster inference than Foo."]),
    ("Foo has 1.25x better perf than Bar.",
     ["Foo has 2.5x better perf than Bar.", "Bar has 1.25x better perf than Foo."]),
    ("Foo has better performance than Bar.",
     ["Foo has worse performance than Bar.", "Bar has better performance than Foo.",
      NEG + "Foo has better performance than Bar."]),
    ("Bar has lower performance than Foo.", ["Bar has higher performance than Foo.", "Foo has lower performance than Bar."]),
]


@pytest.mark.parametrize("true,twins", FRAMES, ids=[f[0][:50] for f in FRAMES])
def test_true_under_every_measure_is_net_true_and_twins_never(wit, true, twins):
    res = grade(wit, "even", true)
    assert_read_net_true(res)
    assert any("1 / mean end-to-end latency" in q.detail for q in res.quantities), [q.detail for q in res.quantities]
    for twin in twins:
        assert grade(wit, "even", twin).verdict != "net-true", twin


@pytest.mark.parametrize("s", [
    "Foo has 2.5x better performance than Bar.",
    "Foo has 2.5x higher performance than Bar.",
    "Foo gives a 150% performance improvement over Bar.",
    "Foo delivers 2.5x faster inference than Bar.",
    "Foo has 2.5x the performance of Bar.",
])
def test_true_by_throughput_only_is_not_yet_naming_each_measure(wit, s):
    """``split``: 2.5x by throughput and wall, 1x by each request's speed: neither net-true nor false."""
    res = grade(wit, "split", s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    detail = " ".join(q.detail for q in res.quantities)
    assert "completed requests / wall: 2.5x" in detail or "completed requests / wall: 150%" in detail, detail
    assert "1 / mean end-to-end latency" in detail, detail


@pytest.mark.parametrize("name,s", [
    ("even", "Foo has 2.5x better performance than Bar."),     # 1.25x under every measure
    ("even", "Bar has 1.25x better performance than Foo."),    # 0.8x under every measure
    ("even", "Foo has worse performance than Bar."),
    ("split", "Foo has 5x better performance than Bar."),      # 2.5x and 1x: neither is 5x
    ("split", "Bar has better performance than Foo."),         # 0.4x and 1x: not better under any
])
def test_contradicted_under_every_measure_is_false(wit, name, s):
    res = grade(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", [
    "Foo has 2.5x higher throughput than Bar.",
    "Performance: Foo delivers 2.5x higher throughput than Bar.",
])
def test_a_named_metric_is_the_one_graded(wit, s):
    """Where the sentence names its metric, "performance" beside it is no second meaning: throughput alone."""
    res = grade(wit, "split", s)
    assert res.verdict == "net-true", (s, res.verdict, res.reason)


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(phrase=st.sampled_from(["better performance", "higher performance", "better inference performance",
                               "better serving performance", "better perf", "faster inference"]),
       factor=st.sampled_from([1.0, 2.0, 3.0, 4.0]), first=st.sampled_from(["Foo", "Bar"]))
def test_stated_factor_family(wit, phrase, factor, first):
    """By hand: Foo / Bar = 1.25x under every measure of ``even``; Bar / Foo = 0.8x. A stated 1.25x of Foo is net-true;
    any other factor (2.5x, 3.75x, 5x), or the arms swapped, is never net-true, and a factor of a
    wrong size is false (every measure contradicts it)."""
    other = "Bar" if first == "Foo" else "Foo"
    stated = 1.25 * factor
    s = f"{first} has {stated:g}x {phrase} than {other}."
    if phrase == "faster inference":
        s = f"{first} delivers {stated:g}x faster inference than {other}."
    res = grade(wit, "even", s)
    if first == "Foo" and factor == 1.0:
        assert res.verdict == "net-true", (s, res.reason)
    else:
        assert res.verdict != "net-true", s
        assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", [
    "Foo has 2.5x better performance than Bar.", "Foo has 150% better performance than Bar.",
    "Foo delivers 60% faster inference than Bar.", "Foo has 2.5x the performance of Bar.",
])
def test_honest_on_some_measure_is_never_false(wit, s):
    assert_never_false(grade(wit, "split", s), s)
