"""The reader: tokens, coverage (every word read, an arm, inert, or unread), the tolerance rule,
relations, negations, hedges and binding by structure. Pure text; no witness values."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

from claimcheck.claims.grammar import INERT, half_width, read, tolerance
from claimcheck.claims.statement import tokenize, tokens

ARMS = {"sequential": ["tuned sequential"], "batched": ["batching", "real batches"]}
RAB = {"concurrent": ["concurrent arm", "four workers arm"], "sequential": ["tuned sequential", "sequential arm"]}


def one(text, arms=RAB, kind="request-ab", **kw):
    r = read(text, "", arms, kind=kind, **kw)
    assert not r.unread, [u.text for u in r.unread]
    assert len(r.assertions) == 1, r.assertions
    return r.assertions[0]


def unread(text, arms=RAB, kind="request-ab"):
    return [u.text for u in read(text, "", arms, kind=kind).unread]


# --- tokens -------------------------------------------------------------------------------


def test_every_character_is_in_a_token():
    text = "On 2026-08-07, vLLM 0.34.0 (#5819) served Qwen2.5-0.5B at 1.36× ~ p50 é 12/12 tok/s -3%"
    toks = tokenize(text)
    covered = set()
    for t in toks:
        covered |= set(range(t.start, t.end))
    assert covered | {i for i, c in enumerate(text) if c.isspace()} >= set(range(len(text))) - {
        i for i, c in enumerate(text) if c in "-_" and 0 < i < len(text) - 1 and text[i - 1].isalnum() and text[i + 1].isalnum()}
    kinds = {t.text: t.kind for t in toks}
    assert kinds["Qwen2.5-0.5B"] == "ident" and kinds["0.34.0"] == "ident" and kinds["é"] == "foreign"
    assert kinds["1.36"] == "num" and kinds["×"] == "punct"


def test_hyphens_join_words_like_spaces_and_arms_match_longest():
    toks = tokens("Real batches versus tuned-sequential", ARMS)
    assert [(t.kind, t.arms) for t in toks if t.kind == "arm"] == [("arm", ("batched",)), ("arm", ("sequential",))]
    amb = tokens("the workers were fast", {"a": ["workers"], "b": ["workers"]})
    assert [t.arms for t in amb if t.kind == "arm"] == [("a", "b")]


@settings(max_examples=examples(200), deadline=None)
@given(st.text(max_size=200))
def test_reader_never_raises_and_accounts_for_every_token(text):
    r = read(text, "", RAB, kind="request-ab")
    toks = tokens(text, RAB)
    spans = r.arms + r.inert + r.unread + [a.span for a in r.assertions if a.span] + [f.span for f in r.context if f.span]
    covered = set()
    for s in spans:
        covered |= set(range(s.start, s.end))
    for t in toks:
        assert set(range(t.start, t.end)) & covered or t.kind == "punct" and t.text in INERT, (t, text)


# --- coverage -----------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["x", "The arm was good.", "Batching is great", "Le lot était plus rapide que le séquentiel"])
def test_no_assertion_is_nothing_checkable(text):
    assert read(text, "", ARMS, kind="compat-batch").assertions == []


# ("in production" is read as an open condition, never net-true: tests/claims/test_claims_conditions.py)
@pytest.mark.parametrize("word", ["significantly", "allegedly", "only", "in our datacenter", "on Tuesday", "usually", "?"])
def test_an_extra_word_is_unread(word):
    base = "The concurrent arm was 1.36x faster than the tuned sequential arm"
    assert unread(base + ".") == []
    got = unread(f"{base} {word}.")
    assert got and word.split()[-1] in " ".join(got)


@pytest.mark.parametrize("text", [
    "The concurrent arm was never faster than the tuned sequential arm.",
    "Not the concurrent arm was 1.36x faster than the tuned sequential arm.",
    "The concurrent arm was 1.36x faster than the tuned sequential arm up to now.",  # 'up to N' reads (the best run)
    "The concurrent arm was 1.36x faster than the tuned sequential arm or so.",
    "The concurrent arm was much faster than the tuned sequential arm.",
])
def test_negations_and_hedges_that_cannot_be_placed_are_unread(text):
    assert unread(text)


# --- tolerance ----------------------------------------------------------------------------


@pytest.mark.parametrize("v, d, hedge, h", [
    ("1.36", 2, "", "0.005"), ("2", 0, "", "0.1"), ("0.539209", 6, "", "0.0000005"), ("46.1", 1, "", "0.05"),
    ("0.5", 1, "", "0.025"), ("2", 0, "about", "0.2"), ("1.36", 2, "roughly", "0.136"), ("100", 0, "", "0.5"),
])
def test_half_width_rule(v, d, hedge, h):
    assert half_width(Decimal(v), d, hedge) == Decimal(h)


def test_tolerance_edges_of_a_bare_integer_ratio():
    a = one("The concurrent arm was 2x faster than the tuned sequential arm.")
    assert (a.tolerance.low, a.tolerance.high) == (1.9, 2.1)
    a = one("The concurrent arm was 1.36x faster than the tuned sequential arm.")
    assert (a.tolerance.low, a.tolerance.high) == (1.355, 1.365)
    assert tolerance(Decimal(12), 0, exact=True).low == tolerance(Decimal(12), 0, exact=True).high == 12


# --- relations, negation, hedges ------------------------------------------------------------


@pytest.mark.parametrize("text, rel, value, treatment", [
    ("The concurrent arm was faster than the tuned sequential arm.", ">", 1, "concurrent"),
    ("The concurrent arm was not faster than the tuned sequential arm.", "<=", 1, "concurrent"),
    ("The concurrent arm wasn't faster than the tuned sequential arm.", "<=", 1, "concurrent"),
    ("The concurrent arm showed no speedup over the tuned sequential arm.", "<=", 1, "concurrent"),
    ("It is not true that the concurrent arm was faster than the tuned sequential arm.", "<=", 1, "concurrent"),
    ("The concurrent arm was slower than the tuned sequential arm.", "<", 1, "concurrent"),
    ("The concurrent arm outperformed the tuned sequential arm.", ">", 1, "concurrent"),
    ("The concurrent arm was at least 1.3x faster than the tuned sequential arm.", ">=", 1.3, "concurrent"),
    ("The concurrent arm was more than 1.3x faster than the tuned sequential arm.", ">", 1.3, "concurrent"),
    ("The concurrent arm was over 1.3x faster than the tuned sequential arm.", ">", 1.3, "concurrent"),
    ("The concurrent arm was under 1.5x faster than the tuned sequential arm.", "<", 1.5, "concurrent"),
    ("The concurrent arm was at most 1.5x faster than the tuned sequential arm.", "<=", 1.5, "concurrent"),
    ("The concurrent arm was >= 1.3x faster than the tuned sequential arm.", ">=", 1.3, "concurrent"),
    ("The concurrent arm was twice as fast as the tuned sequential arm.", "=", 2, "concurrent"),
    ("The concurrent arm was three times faster than the tuned sequential arm.", "=", 3, "concurrent"),
    # slower on a higher-is-better metric: the ratio is baseline over treatment, as written
    ("The concurrent arm was 1.36x slower than the tuned sequential arm.", "=", 1.36, "sequential"),
])
def test_relations(text, rel, value, treatment):
    a = one(text)
    assert (a.metric, a.form, a.relation, a.value, a.treatment) == ("throughput", "ratio", rel, value, treatment)


def test_hedges_widen_to_ten_percent():
    a = one("The concurrent arm was about 1.36x faster than the tuned sequential arm.")
    assert a.tolerance.low == pytest.approx(1.224) and a.tolerance.high == pytest.approx(1.496)
    assert "about" in a.tolerance.rule
    a = one("The concurrent arm was ~2x faster than the tuned sequential arm.")
    assert (a.tolerance.low, a.tolerance.high) == (1.8, 2.2)


def test_a_negated_number_is_outside_its_interval():
    for text in ("It is not true that the concurrent arm was 1.36x faster than the tuned sequential arm.",
                 "The concurrent arm was not 1.36x faster than the tuned sequential arm."):
        a = one(text)
        assert (a.relation, a.value, a.tolerance.low, a.tolerance.high) == ("!=", 1.36, 1.355, 1.365)


def test_multiplicative_verbs_and_percent_changes():
    a = one("The concurrent arm halved the median TTFT compared with the tuned sequential arm.")
    assert (a.metric, a.statistic, a.value, a.treatment, a.baseline) == ("ttft", "median", 0.5, "concurrent", "sequential")
    a = one("The concurrent arm was 46.1% slower than the tuned sequential arm.")
    assert (a.form, a.value, a.tolerance.low, a.tolerance.high) == ("percent_change", -46.1, 46.05, 46.15)
    a = one("The concurrent arm was 53.9% of the tuned sequential arm throughput.")
    assert (a.form, a.value) == ("ratio", 0.539)


# --- binding ------------------------------------------------------------------------------


def test_a_relative_clause_is_its_own_assertion():
    r = read("The concurrent arm was 1.36x faster than the tuned sequential arm, whose median TTFT was lower.", "",
             RAB, kind="request-ab")
    ratio = [a for a in r.assertions if a.value == 1.36]
    assert ratio and ratio[0].metric == "throughput"
    assert not any(a.metric == "ttft" and a.value == 1.36 for a in r.assertions)


def test_baseline_binders():
    for b in ("than", "over", "versus", "vs.", "compared with", "compared to", "relative to", "against"):
        a = one(f"The concurrent arm had a 1.36x speedup {b} the tuned sequential arm." if b != "than" else
                "The concurrent arm was 1.36x faster than the tuned sequential arm.")
        assert (a.treatment, a.baseline) == ("concurrent", "sequential"), b
    a = one("The tuned sequential arm was 1.36x faster than the concurrent arm.")
    assert (a.treatment, a.baseline) == ("sequential", "concurrent")  # graded as written


def test_statistics_are_kept_as_named():
    for text, stat in (("The concurrent arm mean TTFT was 2.5 s.", "mean"), ("The concurrent arm p99 TTFT was 2.5 s.", "p99"),
                       ("The concurrent arm TTFT p95 was 2.5 s.", "p95"), ("The median TTFT of the concurrent arm was 2.5 s.", "median")):
        a = one(text)
        assert (a.metric, a.statistic, a.value, a.treatment) == ("ttft", stat, 2.5, "concurrent")
    # a per-request metric with no statistic keeps none (none is substituted): quantities.Grader grades it under
    # every statistic of ANY_STATISTIC (tests/claims/test_claims_any_statistic.py)
    a = one("The concurrent arm TTFT was 2.5 s.")
    assert (a.metric, a.statistic, a.value, a.treatment) == ("ttft", None, 2.5, "concurrent")


def test_declared_settings_and_facts():
    r = read("On the CPU-reference path, batching was 0.539x the tuned sequential rate on an H100 with a 70B model.", "",
             ARMS, kind="compat-batch", settings=["CPU-reference path"])
    assert {(f.kind, f.key) for f in r.context} == {("setting", "setting"), ("hardware", "gpu"), ("model_size", "params")}
    assert not r.unread


@pytest.mark.parametrize("text, word", [
    ("The concurrent arm was 1.36x faster than the tuned sequential arm sequential arm.", "sequential arm"),
    ("The four workers arm had four failed workers.", "failed"),
    ("The concurrent arm took 5.0 s longer than the tuned sequential arm.", "longer"),
    ("The concurrent arm was 2x higher than the tuned sequential arm.", "higher"),
    ("The concurrent arm lower was 1.36x faster than the tuned sequential arm.", "lower"),
    ("The concurrent arm median was 1.36x faster than the tuned sequential arm.", "median"),
])
def test_words_that_would_change_the_reading_are_unread(text, word):
    assert word in " ".join(unread(text))


def test_a_parenthesis_after_an_arm_is_about_that_arm():
    r = read("The concurrent arm (four workers) was 2x faster than the tuned sequential arm (one worker).", "", RAB,
             kind="request-ab")
    counts = {a.treatment: a.value for a in r.assertions if a.metric == "workers"}
    assert counts == {"concurrent": 4, "sequential": 1} and not r.unread


def test_completed_counts_completed_requests():
    a = one("The concurrent arm completed 10 requests.")
    assert (a.metric, a.value) == ("completed", 10)
    a = one("The concurrent arm had 10 requests.")
    assert a.metric == "tasks"
