"""Q1 for two treatments of a witness whose arms are named as quantization levels and declare no factor of their own
(claimcheck/claims/category_levels.py named_levels; checks._own_baseline): "AWQ int4 delivers about 20% more
requests per second than FP8" where bf16 is the declared baseline. The arm names are the treatment dimension: three
levels of the quantization, and the comparator must be no weaker stand-in for the declared baseline (else the
statement must compare with it too), as for declared levels.

Witnesses by hand (witness_specs arms: 10 requests each, all at once, the wall n / thr):
q3: bf16 (baseline, "BF16 weights") 1.0 req/s, fp8 ("FP8 weights") 1.25 req/s, awq-int4 ("AWQ int4") 1.5 req/s:
    awq-int4 / fp8 = 1.2 (20% more), fp8 at least as good as bf16.
weak: the same, fp8 0.8 req/s (weaker than bf16): awq-int4 / fp8 = 1.875; fp8 is a weaker stand-in: refused.
engine: q3, the awq-int4 arm declares its own engine (SGLang): the declared factors decide, not the names: refused.
alias: q3, the fp8 arm's alias "INT8 weights" names another level than its name: not a named level: refused.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A


def _arms(fp8_thr: float = 1.25, awq: dict | None = None, fp8_alias: str = "FP8 weights"):
    return [A("bf16", "BF16 weights", thr=1.0, role="baseline"), A("fp8", fp8_alias, thr=fp8_thr),
            A("awq-int4", "AWQ int4", thr=1.5, **(awq or {}))]


SPECS = {"q3": _arms(), "weak": _arms(0.8), "engine": _arms(awq={"engine": "SGLang"}),
         "alias": _arms(fp8_alias="INT8 weights")}
wit = sealed_fixture("named-levels", SPECS)
SCOPE = "1x H100, vLLM, Llama-3.1-8B, 10 prompts; not other GPUs"


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


TRUE = [
    "AWQ int4 delivers about 20% more requests per second than FP8.",
    "AWQ int4 delivers 1.2x the request throughput of FP8.",
    "awq-int4 has higher request throughput than fp8.",
    "Request throughput is 20% higher with AWQ int4 than with FP8 weights.",
    "FP8 weights reach 1.25x the request throughput of BF16 weights.",
]

TWINS = [
    "AWQ int4 delivers about 40% more requests per second than FP8.",
    "FP8 delivers about 20% more requests per second than AWQ int4.",
    "AWQ int4 delivers about 20% fewer requests per second than FP8.",
    "AWQ int4 delivers 1.2x the request throughput of BF16 weights.",
    "awq-int4 has lower request throughput than fp8.",
    "fp8 has higher request throughput than awq-int4.",
    "AWQ int4 does not have higher request throughput than FP8.",
]


@pytest.mark.parametrize("statement", TRUE)
def test_two_named_levels_compared_head_to_head(wit, statement):
    res = grade_in(wit, "q3", statement)
    assert_read_net_true(res)


def test_q1_names_the_levels(wit):
    res = grade_in(wit, "q3", TRUE[0])
    q1 = next(q for q in res.questions if q.name == "baseline")
    assert "two levels of the treatment dimension quantization (the arm names)" in q1.detail, q1.detail


@pytest.mark.parametrize("statement", TWINS)
def test_twin_is_never_net_true(wit, statement):
    assert_never_net_true(grade_in(wit, "q3", statement), statement)


# a weaker comparator than the declared baseline, a declared factor of an arm's own, an alias naming another level:
# never net-true, and never false (the statement is true of the rows)
REFUSED = [
    ("weak", "AWQ int4 delivers about 87.5% more requests per second than FP8."),
    ("weak", "awq-int4 has higher request throughput than fp8."),
    ("engine", "AWQ int4 delivers about 20% more requests per second than FP8."),
    ("alias", "AWQ int4 delivers about 20% more requests per second than FP8."),
]


@pytest.mark.parametrize("name,statement", REFUSED)
def test_refused_pairs_stay_not_yet(wit, name, statement):
    res = grade_in(wit, name, statement)
    assert_never_net_true(res, statement)
    assert_never_false(res, statement)


@settings(max_examples=30, deadline=None)
@given(p=st.integers(min_value=1, max_value=90))
def test_percent_slot(wit, p):
    """'about 20%' holds; 'about p%' further than the hedge's band (10% of p) from 20% never does; inside the band it
    is never an accusation (the grader may hold back one past the number's own digits)."""
    statement = f"AWQ int4 delivers about {p}% more requests per second than FP8."
    res = grade_in(wit, "q3", statement)
    if p == 20:
        assert_read_net_true(res)
    elif abs(20 - p) > 0.1 * p:
        assert_never_net_true(res, statement)
    else:
        assert_never_false(res, statement)
