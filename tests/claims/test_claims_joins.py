"""Words that join a claim to its baseline or to a second claim (issue 16): "while", "whereas", ", but", ", and".

production elided_standard: "At burst on Llama-70B, FP8 is almost 2x faster than BF16, while TQ variants are 1.5x to
2.5x slower." (corpus rs159) left "while" and "1.5x to 2.5x slower" unread: the second clause names one arm of its
own (TQ) and no baseline, and the clause before names two (FP8, BF16), so no single "other arm" was there to take.
The second clause leaves out the comparison's standard ("than BF16"): its baseline is the previous clause's baseline
(so after ", and": production and_clause, "FP8 is 2x faster than BF16, and TQ is 2x slower", which was unread whole).
The author may mean the previous clause's treatment instead (slower than FP8), so the reading only agrees: net-true
where the rows agree with "than BF16", a contradiction held back (not-yet, never false).

Witness, by hand (20 requests per arm, every request the same):
  FP8  4.0 req/s, TTFT 0.10 s;  BF16 2.0 req/s, TTFT 0.20 s;  TQ 1.0 req/s, TTFT 0.30 s.
  FP8 / BF16 = 2.0x;  BF16 / TQ = 2.0x (TQ is 2x slower than BF16, 50% lower throughput);  FP8 / TQ = 4.0x.
  TTFT: FP8 vs BF16 (0.10 - 0.20) / 0.20 = -50%;  TQ vs BF16 (0.30 - 0.20) / 0.20 = +50%;  TQ vs FP8 = +200%.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from hypothesis_profiles import examples
from real_sentences.witness_specs import A, Spec

from claimcheck.claims.grammar import read_full

ARMS = [A("fp8", "FP8", thr=4.0, ttft=0.10, n=20, settings={"kv_cache_dtype": "fp8"}),
        A("bf16", "BF16", thr=2.0, ttft=0.20, n=20, settings={"kv_cache_dtype": "bf16"}),
        A("tq", "TQ", "TQ variants", thr=1.0, ttft=0.30, n=20, settings={"kv_cache_dtype": "tq"})]
SPECS = {"kv": Spec("kv", ARMS, key="")}
SCOPE = "Llama-3.1-8B-Instruct on one H100, 20 requests per arm"
wit = sealed_fixture("joins", SPECS)
NAMES = {"fp8": ["FP8"], "bf16": ["BF16"], "tq": ["TQ", "TQ variants"]}

TRUE = [
    "FP8 is 2x faster than BF16, while TQ is 2x slower.",
    "FP8 is 2x faster than BF16, whereas TQ is 2x slower.",
    "FP8 is 2x faster than BF16, but TQ is 2x slower.",
    "FP8 is 2x faster than BF16, and TQ is 2x slower.",        # and_clause
    "FP8 is 2x faster than BF16 and TQ variants are 2x slower.",
    "FP8 is 2x faster than BF16, while TQ variants are 1.5x to 2.5x slower.",
    "FP8 has 2x higher throughput than BF16, while TQ has 50% lower throughput.",
    "FP8 has 50% lower TTFT than BF16, while TQ has 50% higher TTFT.",
    "FP8 has 50% lower TTFT than BF16, and TQ has 50% higher TTFT.",
    # production it_metric: "it" after a left-out standard is the one metric the clause before compared
    "FP8 cuts mean TTFT by 50% vs BF16, while TQ raises it by 50%.",
    "FP8 cuts mean TTFT by 50% vs BF16, and TQ raises it by 50%.",
]


@pytest.mark.parametrize("statement", TRUE)
def test_the_left_out_standard_is_the_previous_clause_baseline(statement):
    got = read_full(statement, "", NAMES)
    assert got.reading.unread == [], (statement, got.reading.unread)
    second = [a for a in got.reading.assertions if "tq" in (a.treatment, a.baseline)]
    assert len(second) == 1, got.reading.assertions
    assert {second[0].treatment, second[0].baseline} == {"tq", "bf16"}
    assert second[0].baseline_implied  # the standard is the reader's: it only agrees


@pytest.mark.parametrize("statement", TRUE)
def test_true_sentences_are_net_true(wit, statement):
    res = grade_statement(statement, wit["kv"], SCOPE)
    assert res.verdict == "net-true", (statement, res.reason)


@pytest.mark.parametrize("statement", [
    "FP8 is 2x faster than BF16, while TQ is 4x slower.",       # true only of FP8 (the other reading): held back
    "FP8 is 2x faster than BF16, while TQ is 2x faster.",       # direction flipped
    "FP8 is 2x faster than BF16, while TQ is 3x slower.",       # number changed
    "FP8 has 50% lower TTFT than BF16, while TQ has 50% lower TTFT.",
    "FP8 cuts mean TTFT by 50% vs BF16, while TQ cuts it by 50%.",  # direction flipped
    "FP8 cuts mean TTFT by 50% vs BF16, while TQ raises it by 200%.",  # true only of FP8 (the other reading)
])
def test_a_contradicted_second_clause_is_held_back_never_false(wit, statement):
    res = grade_statement(statement, wit["kv"], SCOPE)
    assert_never_net_true(res, statement)
    assert_never_false(res, statement)


@pytest.mark.parametrize("statement", [
    "FP8 is 4x faster than BF16, while TQ is 2x slower.",       # the first clause's number
    "BF16 is 2x faster than FP8, while TQ is 2x slower.",       # the first clause's arms swapped
    "FP8 is 2x slower than BF16, while TQ is 2x slower.",       # the first clause's direction
    "It is not true that FP8 is 2x faster than BF16, while TQ is 2x slower.",
])
def test_twins_of_the_first_clause_are_never_net_true(wit, statement):
    assert_never_net_true(grade_statement(statement, wit["kv"], SCOPE), statement)


@settings(max_examples=examples(30), deadline=None)
@given(joiner=st.sampled_from([", while", ", whereas", ", but", " while", ", and", " and"]),
       factor=st.sampled_from(["1.2x", "1.5x", "2.5x", "3x", "4x", "10x"]),
       word=st.sampled_from(["slower", "faster"]))
def test_the_second_clause_agrees_only_at_its_own_number_and_never_accuses(wit, joiner, factor, word):
    # BF16 / TQ = 2.0: no factor here but 2x says TQ is "slower" than BF16 within its rounding
    statement = f"FP8 is 2x faster than BF16{joiner} TQ is {factor} {word}."
    res = grade_statement(statement, wit["kv"], SCOPE)
    assert_never_net_true(res, statement)
    assert_never_false(res, statement)


@pytest.mark.parametrize("statement", [
    "FP8 is 2x faster than BF16, while BF16 is 2x slower.",    # the second clause's arm is the first's baseline
    "FP8 is 2x faster, while TQ is 2x slower.",                # no standard named before: nothing to leave out
])
def test_no_left_out_standard_where_the_first_clause_names_none_or_the_arm_is_in_it(statement):
    got = read_full(statement, "", NAMES)
    assert not any(a.baseline_implied and {a.treatment, a.baseline} == {"tq", "bf16"}
                   for a in got.reading.assertions), got.reading.assertions


# --- production fronted_join: a while-joiner at the sentence's start ------------------------------------------------
# "Whereas SGLang is 2x faster than TGI, vLLM is 3x faster than TGI" was unread whole ("While" alone was read, and
# only where the two clauses' values could be bound by position): the joiner and the first comma now part two
# clauses, read as "A, while B" is.
FRONTED_TRUE = [
    "While FP8 is 2x faster than BF16, TQ is 2x slower.",              # elided_standard after the fronted clause
    "Whereas FP8 is 2x faster than BF16, TQ is 2x slower than BF16.",
    "Whereas TQ is 2x slower than BF16, FP8 is 2x faster than BF16.",
    "Whilst FP8 reaches 4 req/s, TQ reaches 1 req/s.",
    "Although FP8 is 2x faster than BF16, its mean TTFT is 50% lower.",  # (0.10 - 0.20) / 0.20 = -50%
    "While FP8 cuts mean TTFT by 50% vs BF16, it doubles throughput.",  # 4.0 / 2.0 req/s
]


@pytest.mark.parametrize("statement", FRONTED_TRUE)
def test_a_fronted_joiner_parts_two_clauses(wit, statement):
    got = read_full(statement, "", NAMES)
    assert got.reading.unread == [], (statement, got.reading.unread)
    assert len(got.reading.assertions) == 2, got.reading.assertions
    res = grade_statement(statement, wit["kv"], SCOPE)
    assert res.verdict == "net-true", (statement, res.reason)


@pytest.mark.parametrize("statement", [
    "While FP8 is 2x faster than BF16, TQ is 2x faster.",              # held back: never false
    "Whilst FP8 reaches 4 req/s, TQ reaches 2 req/s.",
    "Although FP8 is 2x faster than BF16, its mean TTFT is 50% higher.",
    "Although BF16 is 2x faster than FP8, its mean TTFT is 50% lower.",
    "While FP8 cuts mean TTFT by 50% vs BF16, it triples throughput.",
    "While BF16 cuts mean TTFT by 50% vs FP8, it doubles throughput.",
])
def test_twins_of_a_fronted_pair_are_never_net_true(wit, statement):
    assert_never_net_true(grade_statement(statement, wit["kv"], SCOPE), statement)


def test_a_contradicted_fronted_clause_read_completely_is_false(wit):
    # FP8 / BF16 = 2.0, not 3x (the second clause agrees): the first clause is read completely and contradicted
    statement = "Whereas FP8 is 3x faster than BF16, TQ is 2x slower than BF16."
    res = grade_statement(statement, wit["kv"], SCOPE)
    assert res.verdict == "false", (statement, res.reason)


def test_no_fronted_cut_without_a_subject():
    # "While serving 20 requests, ...": no subject after "While" (a time, not a clause): not parted, its count unread
    got = read_full("While serving 20 requests, FP8 reaches 4 req/s.", "", NAMES)
    assert not any(a.value == 20 for a in got.reading.assertions), got.reading.assertions
    assert any("20 requests" in s.text for s in got.reading.unread), got.reading.unread


# --- production which_comparison, a ratio's or an amount's ----------------------------------------------------------
# "X reaches 70 tok/s, which is 2.3x higher than Y" left "2.3x higher than" unread where ", which is 25% higher than Y"
# (a percent) and the appositive ", 2.3x higher than Y" were read: "which" and its copula after a value now read as the
# appositive before a ratio or an amount with its unit too. FP8 / BF16 = 4.0 / 2.0 req/s = 2x; mean TTFT 0.10 s vs
# 0.20 s: 100 ms lower, 2x lower.
WHICH_TRUE = [
    "FP8 reaches 4 req/s, which is 2x higher than BF16.",
    "FP8 reaches 4 req/s, which was 2 times more than BF16.",
    "FP8 reaches 4 req/s, which is about 1.5-2.5x higher than BF16.",
    "FP8's mean TTFT is 100 ms, which is 100 ms lower than BF16.",
    "FP8's mean TTFT is 100 ms, which is 2x lower than BF16's.",
    "FP8 reaches 4 req/s, which is 2x BF16's.",              # a ratio of an arm's
    "FP8 reaches 4 req/s, which is 2x that of BF16.",
    "FP8 reaches 4 req/s, which is twice BF16's throughput.",
]


@pytest.mark.parametrize("statement", WHICH_TRUE)
def test_which_before_a_ratio_or_an_amount_reads_as_the_appositive(wit, statement):
    got = read_full(statement, "", NAMES)
    assert got.reading.unread == [], (statement, got.reading.unread)
    # the comparison of the two arms ("2x lower" is held as BF16 over FP8)
    assert any({a.treatment, a.baseline} == {"fp8", "bf16"} for a in got.reading.assertions), got.reading.assertions
    res = grade_statement(statement, wit["kv"], SCOPE)
    assert res.verdict == "net-true", (statement, res.reason)


@pytest.mark.parametrize("statement", [
    "FP8 reaches 4 req/s, which is 2x lower than BF16.",
    "BF16 reaches 2 req/s, which is 2x higher than FP8.",
    "FP8's mean TTFT is 100 ms, which is 100 ms higher than BF16.",
    "FP8's mean TTFT is 100 ms, which is 50 ms lower than BF16.",
    "FP8 reaches 4 req/s, which is not 2x higher than BF16.",
    "FP8 reaches 4 req/s, which is 3x BF16's.",
    "BF16 reaches 2 req/s, which is 2x that of FP8.",
])
def test_twins_of_a_which_ratio_are_never_net_true(wit, statement):
    assert_never_net_true(grade_statement(statement, wit["kv"], SCOPE), statement)


@settings(max_examples=examples(20), deadline=None)
@given(factor=st.sampled_from(["1.2", "1.5", "2.5", "3", "4"]), copula=st.sampled_from(["is", "was"]),
       unit=st.sampled_from(["x", "×", " times"]))
def test_a_which_ratio_agrees_only_at_its_number(wit, factor, copula, unit):
    # 4.0 / 2.0 = 2.0: every other factor is read completely and contradicted (false)
    statement = f"FP8 reaches 4 req/s, which {copula} {factor}{unit} higher than BF16."
    res = grade_statement(statement, wit["kv"], SCOPE)
    assert res.verdict == "false", (statement, res.reason)


# --- production while_unaffected: "while leaving / keeping M unchanged" ---------------------------------------------
# "X doubles throughput while keeping TPOT unchanged" left "while keeping TPOT unchanged" unread ("X leaves TPOT
# unchanged" was read): the gerund after "while" continues the clause before's subject, and the metric is the same on
# both arms of the witness (the unaffected parity: within 5%; either arm twice the other: false).
# Witness ``pr`` by hand: the new build 4.0 req/s, TPOT 20.0 ms, TTFT 100 ms; the old build 2.0 req/s, TPOT 20.5 ms
# (20.0 / 20.5 = 0.976: within 5%), TTFT 200 ms (2x: not unchanged).
PR = {"pr": Spec("pr", [A("new", "the new build", thr=4.0, tpot=0.020, ttft=0.10, n=20, role="treatment"),
                        A("old", "the old build", thr=2.0, tpot=0.0205, ttft=0.20, n=20, role="baseline")], key="")}
wit_pr = sealed_fixture("joins_pr", PR, name="wit_pr")


@pytest.mark.parametrize("statement", [
    "The new build doubles throughput while keeping TPOT unchanged.",
    "The new build doubles throughput over the old build while leaving mean TPOT virtually unchanged.",
    "The new build doubles throughput, while keeping TPOT unaffected.",
])
def test_while_keeping_a_metric_unchanged_is_read(wit_pr, statement):
    got = read_full(statement, "", {"new": ["the new build"], "old": ["the old build"]})
    assert got.reading.unread == [], (statement, got.reading.unread)
    res = grade_statement(statement, wit_pr["pr"], SCOPE)
    assert res.verdict == "net-true", (statement, res.reason)


@pytest.mark.parametrize("statement", [
    "The new build doubles throughput while keeping TTFT unchanged.",     # TTFT halved: not unchanged
    "The new build triples throughput while keeping TPOT unchanged.",
    "The new build doubles throughput while keeping mean TTFT unaffected.",
])
def test_twins_of_while_keeping_are_never_net_true(wit_pr, statement):
    assert_never_net_true(grade_statement(statement, wit_pr["pr"], SCOPE), statement)


def test_a_changed_metric_said_unchanged_is_false(wit_pr):
    statement = "The new build doubles throughput while leaving mean TTFT unchanged."  # 100 vs 200 ms: twice
    res = grade_statement(statement, wit_pr["pr"], SCOPE)
    assert res.verdict == "false", (statement, res.reason)
