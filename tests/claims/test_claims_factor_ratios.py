"""A ratio written as "a factor of N" (issue 16; production factor_ratio, claimcheck/claims/factor_ratios.py): "by a
factor of 2", "a factor of two higher", "by a factor of about 2.3" read exactly as "by 2x", "2x higher", "by about
2.3x" (the paper voice's ratio); "a factor of" is inert, the number the ratio with its stated precision.

Witnesses, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows: the wall is n /
throughput; every request of an arm has the same TTFT, so every TTFT statistic is that value):

* ``pair`` -- fast (alias Foo, treatment): 2.0 req/s, TTFT 0.050 s; slow (alias Bar, baseline): 1.0 req/s, TTFT
  0.150 s. Throughput 2.0 / 1.0 = 2x (+100%); TTFT 0.150 / 0.050 = 3x lower (-66.7%).
* ``frac`` -- fast: 2.3 req/s; slow: 1.0 req/s: 2.3x (stated precision of "2.3": +-0.05).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402
from claimcheck.claims.statement import tokens  # noqa: E402
from claimcheck.claims.factor_ratios import factor_ratios  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "pair": [A("fast", "Foo", thr=2.0, ttft=0.05, role="treatment"),
             A("slow", "Bar", thr=1.0, ttft=0.15, role="baseline")],
    "frac": [A("fast", "Foo", thr=2.3, role="treatment"), A("slow", "Bar", thr=1.0, role="baseline")],
}


wit = sealed_fixture("factors", SPECS, engine=None)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


FRAMES = [
    ("pair", "Foo improves throughput by a factor of 2 over Bar.", [
        "Foo improves throughput by a factor of 3 over Bar.",                  # x1.5
        "Foo improves throughput by a factor of 4 over Bar.",
        "Foo worsens throughput by a factor of 2 over Bar.",                   # direction flipped
        "Bar improves throughput by a factor of 2 over Foo.",                  # arms swapped
        NEG + "Foo improves throughput by a factor of 2 over Bar.",
        "Foo does not improve throughput by a factor of 2 over Bar.",
        "Foo improves throughput by a factor of 2 over Bar on an A100.",
        "Foo improves throughput by a factor of 2 over Bar on Llama-3.1-70B.",
        "Foo improves throughput by a factor of 2 over Bar at concurrency 64.",
    ]),
    ("pair", "Throughput increases by a factor of two with Foo.", [
        "Throughput increases by a factor of three with Foo.",
        "Throughput decreases by a factor of two with Foo.",
        "Throughput increases by a factor of two with Bar.",
        NEG + "throughput increases by a factor of two with Foo.",
    ]),
    ("pair", "Foo is faster than Bar by a factor of 2.", [
        "Foo is slower than Bar by a factor of 2.",
        "Bar is faster than Foo by a factor of 2.",
        "Foo is faster than Bar by a factor of 3.",
        NEG + "Foo is faster than Bar by a factor of 2.",
    ]),
    ("pair", "Foo reduces mean TTFT by a factor of 3 compared to Bar.", [
        "Foo increases mean TTFT by a factor of 3 compared to Bar.",
        "Foo reduces mean TTFT by a factor of 4.5 compared to Bar.",
        "Foo reduces mean TTFT by a factor of 1.5 compared to Bar.",
        "Bar reduces mean TTFT by a factor of 3 compared to Foo.",
        NEG + "Foo reduces mean TTFT by a factor of 3 compared to Bar.",
    ]),
    ("pair", "Foo has a factor of 2 higher throughput than Bar.", [
        "Foo has a factor of 2 lower throughput than Bar.",
        "Foo has a factor of 3 higher throughput than Bar.",
        "Bar has a factor of 2 higher throughput than Foo.",
    ]),
    ("pair", "Foo beats Bar by a factor of 2 in throughput.", [
        "Bar beats Foo by a factor of 2 in throughput.",
        "Foo beats Bar by a factor of 3 in throughput.",
        "Foo beats Bar by a factor of 2 in TTFT.",
    ]),
    ("frac", "Foo improves throughput by a factor of about 2.3 over Bar.", [
        "Foo improves throughput by a factor of about 3.45 over Bar.",
        "Foo improves throughput by a factor of about 1.15 over Bar.",
        "Bar improves throughput by a factor of about 2.3 over Foo.",
    ]),
]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("factor,ratio", [("a factor of 2", "2x"), ("a factor of two", "2x"),
                                          ("a factor of about 2.3", "about 2.3x"), ("a factor of ~3", "~3x")])
def test_a_factor_reads_as_its_ratio(factor, ratio):
    """The same assertion as the "N x" it stands for (the stated precision of the number as written)."""
    arms = {"fast": ["Foo"], "slow": ["Bar"]}
    a = read_full(f"Foo improves throughput by {factor} over Bar.", "", arms).reading.assertions
    b = read_full(f"Foo improves throughput by {ratio} over Bar.", "", arms).reading.assertions
    assert len(a) == len(b) == 1
    keep = ("metric", "statistic", "form", "treatment", "baseline", "relation", "value", "tolerance")
    assert {k: getattr(a[0], k) for k in keep} == {k: getattr(b[0], k) for k in keep}


@pytest.mark.parametrize("text", ["a large factor", "a factor of the batch size", "a factor of 20%", "the factor 2",
                                  "factor of 2", "a key factor"])
def test_no_number_after_a_factor_is_left_as_written(text):
    toks = tokens(f"Throughput improves by {text}.")
    assert factor_ratios(toks) == (toks, [])


@pytest.mark.parametrize("name,statement", [
    ("pair", "Foo's throughput is within a factor of 2 of Bar's."),
    ("pair", "Foo improves throughput by a factor of 2 to 3 over Bar."),
    ("pair", "Foo improves throughput by up to a factor of 2 over Bar."),
    ("pair", "Foo improves throughput by a factor of 2 over Bar; results may differ on other GPUs."),
    ("pair", "Foo improves throughput by a factor of 2 over Bar (not tested on A100)."),
    ("pair", "Foo improves throughput by a large factor over Bar."),
    ("pair", "Foo improves throughput by roughly a factor of 2 over Bar."),
])
def test_honest_or_unread_factors_are_never_false(wit, name, statement):
    assert_never_false(grade_in(wit, name, statement), statement)


@pytest.mark.parametrize("name,statement", [
    ("pair", "Foo improves throughput by a factor of 3 over Bar."),
    ("pair", "Foo reduces mean TTFT by a factor of 2 compared to Bar."),
])
def test_a_contradicted_factor_read_completely_is_false(wit, name, statement):
    assert grade_in(wit, name, statement).verdict == "false"


@pytest.mark.parametrize("factor,ratio", [("roughly a factor of 2", "roughly 2x"), ("a factor of about 2", "about 2x"),
                                          ("a factor of 2", "2x"), ("a factor of three", "3x")])
def test_a_factor_grades_as_its_ratio(wit, factor, ratio):
    """2.3x measured: each factor grades exactly as the ratio it stands for (a hedge widens both alike)."""
    a = grade_in(wit, "frac", f"Foo improves throughput by {factor} over Bar.")
    b = grade_in(wit, "frac", f"Foo improves throughput by {ratio} over Bar.")
    assert a.verdict == b.verdict, (a.reason, b.reason)


@settings(max_examples=20, deadline=None)
@given(tenths=st.integers(min_value=11, max_value=50))
def test_only_the_witnessed_factor_is_net_true(wit, tenths):
    """2.3 req/s / 1.0 req/s = 2.3x exactly (hand value above): 'by a factor of N.N' is net-true only for 2.3 (stated
    precision +-0.05), false for every other tenth from 1.1 to 5.0."""
    res = grade_in(wit, "frac", f"Foo improves throughput by a factor of {tenths / 10:.1f} over Bar.")
    assert res.verdict == ("net-true" if tenths == 23 else "false"), (tenths, res.reason)


_RATIO = __import__("re").compile(r"(?:\b[Aa]n? )?(?<![\d.\-\u2013~])(\d+(?:\.\d+)?)\s?[x\u00d7](?![\w\-\u2013])")


def _as_factor(text: str) -> str:
    """Each single ratio "2.7x" / "2.7 ×" (not a range's end) written "a factor of 2.7"."""
    return _RATIO.sub(lambda m: f"a factor of {m.group(1)}", text)


@pytest.fixture(scope="module")
def real(tmp_path_factory) -> dict[str, str]:
    from real_sentences.witness_specs import build_witnesses

    return build_witnesses(tmp_path_factory.mktemp("real"))


def test_factors_in_the_real_sentences_hide_no_twist(real):
    """Every witnessed real sentence and twisted twin holding a ratio, each ratio written "a factor of N": a twin is
    never net-true, a true sentence never false, and a true sentence read completely and net-true as written stays
    net-true where the rewrite reads (the factor is the ratio)."""
    from real_sentences.witness_specs import SPECS, grade_case, twins

    bad, seen = [], 0
    for spec in SPECS:
        if _as_factor(spec.text) == spec.text:
            continue
        seen += 1
        v = grade_case(spec, _as_factor(spec.text), real).verdict
        if v == "false":
            bad.append(("false", spec.id, _as_factor(spec.text)))
        for kind, text in twins(spec):
            if grade_case(spec, _as_factor(text), real).verdict == "net-true":
                bad.append(("twin net-true", spec.id, kind, _as_factor(text)))
    assert seen >= 20 and not bad, (seen, bad[:5])
