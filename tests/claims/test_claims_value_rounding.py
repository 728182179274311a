"""One arm's value written as writers round it is never an accusation (issue 16: "never accuses falsely").

"vLLM 0.6 reached 1,050 output tokens/s" of a run at 1051.7 tok/s, and "2.5 req/s" of 2.56 req/s, graded ``false``: a
value's band was only its stated precision ([1049.5, 1050.5), [2.45, 2.55)), while a percent change already had the
band of the values its digits could stand for (tolerance.dispute_band: rounded or truncated). One arm's value now has
that band too (quantities.dispute), and a whole number may be rounded at its last non-zero digit ("1,050": the ten),
that unit at most 5% of the number ("2000" is [1950, 2050); "1000" of 1051.7 and "70%" of 75% stay false). Inside that band and outside the stated precision the
value is not shown either way (``not-yet``, naming the rounding); beyond it, ``false`` as before. Nothing is accepted
that was not: the agreement band is unchanged, so no twist can move to ``net-true``.

Witnesses, worked out by hand: arm "new" (vLLM 0.6) 20 requests of 256 output tokens at 1051.7 output tok/s; arm "rps"
(FP8) 2.56 requests/s.
"""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings, strategies as st

from claims_corpus.frame_checks import sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

SPECS = {
    "tps": Spec("tps", [A("new", "vLLM 0.6", toks=1051.7, tok=256, n=20, role="treatment"),
                        A("old", "vLLM 0.5", toks=500, tok=256, n=20, role="baseline")], key=""),
    "rps": Spec("rps", [A("fp8", "FP8", thr=2.56, n=20, role="treatment"),
                        A("bf16", "BF16", thr=1.2, n=20, role="baseline")], key=""),
}
SCOPE = "Llama-3.1-8B-Instruct on one H100, 20 requests per arm"

wit = sealed_fixture("value_rounding", SPECS)


def _grade(wit, name, statement):
    return grade_statement(statement, wit[name], SCOPE)


@pytest.mark.parametrize("name,statement", [
    ("tps", "vLLM 0.6 reached 1051.7 tok/s."),
    ("tps", "vLLM 0.6 reached 1052 output tokens/s."),
    ("tps", "vLLM 0.6 reached about 1,050 tok/s."),
    ("rps", "FP8 served 2.56 req/s."),
    ("rps", "FP8 served 2.6 req/s."),
])
def test_values_at_their_precision_are_net_true(wit, name, statement):
    res = _grade(wit, name, statement)
    assert res.verdict == "net-true", (statement, res.reason)


@pytest.mark.parametrize("name,statement", [
    ("tps", "vLLM 0.6 reached 1050 tok/s."),            # 1051.7 rounded at the ten
    ("tps", "vLLM 0.6 reached 1,050 output tokens/s."),
    ("rps", "FP8 served 2.5 req/s."),                   # 2.56 truncated at the tenth
    ("rps", "FP8 served 3 req/s."),                     # 2.56 rounded to a whole number
    ("rps", "FP8 served 2 req/s."),                     # truncated to one
])
def test_rounded_or_truncated_values_are_never_an_accusation(wit, name, statement):
    res = _grade(wit, name, statement)
    assert res.verdict == "not-yet", (statement, res.reason)
    assert not any(q.outcome == "contradicted" for q in res.quantities)
    assert any("rounded or truncated" in q.detail for q in res.quantities), res.quantities


@pytest.mark.parametrize("name,statement", [
    ("tps", "vLLM 0.6 reached 1040 tok/s."),            # neither rounds nor truncates to 1051.7
    ("tps", "vLLM 0.6 reached 1060 tok/s."),
    ("tps", "vLLM 0.6 reached 1,200 output tokens/s."),  # rounded at 60 (5% of it): [1170, 1230)
    ("tps", "vLLM 0.6 reached 1100 tok/s."),            # rounded at 55: [1072.5, 1127.5)
    ("tps", "vLLM 0.6 reached 1000 tok/s."),            # rounded at 50: [975, 1025)
    ("tps", "vLLM 0.6 reached 900 tok/s."),
    ("rps", "FP8 served 2.4 req/s."),
    ("rps", "FP8 served 2.7 req/s."),
    ("rps", "FP8 served 4 req/s."),                     # a whole 4: neither 2.56 rounded (3) nor truncated (2)
])
def test_values_beyond_their_digits_are_false(wit, name, statement):
    res = _grade(wit, name, statement)
    assert res.verdict == "false", (statement, res.reason)


def _band(n: int) -> tuple[Decimal, Decimal]:
    """By hand: the values a writer could write as the whole number ``n``: rounded at the place of its last non-zero
    digit, that unit at most 5% of n and at least 1 (half of it below and above), or truncated at its last digit (up to
    a whole 1 above)."""
    place = 1
    while n % (place * 10) == 0:
        place *= 10
    unit = max(Decimal(1), min(Decimal(place), Decimal(n) / 20))
    return Decimal(n) - unit / 2, max(Decimal(n) + unit / 2, Decimal(n) + 1)


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=900, max_value=1250))
def test_a_whole_token_rate_is_false_only_beyond_the_values_its_digits_could_say(wit, n):
    res = _grade(wit, "tps", f"vLLM 0.6 reached {n} tok/s.")
    lo, hi = _band(n)
    truth = Decimal("1051.7")
    if n - Decimal("0.5") <= truth < n + Decimal("0.5"):
        assert res.verdict == "net-true", (n, res.reason)
    elif lo <= truth < hi:
        assert res.verdict == "not-yet", (n, res.reason)
    else:
        assert res.verdict == "false", (n, res.reason)


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=20, max_value=32))
def test_a_tenth_of_a_request_rate_is_false_only_beyond_rounding_or_truncation(wit, tenths):
    x = Decimal(tenths) / 10
    res = _grade(wit, "rps", f"FP8 served {x:.1f} req/s.")
    truth = Decimal("2.56")
    if x - Decimal("0.05") <= truth < x + Decimal("0.05"):
        assert res.verdict == "net-true", (x, res.reason)
    elif x - Decimal("0.05") <= truth < x + Decimal("0.1"):
        assert res.verdict == "not-yet", (x, res.reason)
    else:
        assert res.verdict == "false", (x, res.reason)
