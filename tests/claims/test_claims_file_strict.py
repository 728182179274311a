"""Claim files as strict as Go, and structured assertions under the statement's rules (issue 16
item 7, issue 17 item 4). Witness: the corpus's ``ab2x`` (sequential 10 requests in 10.0 s = 1.0
req/s, concurrent 10 in 5.0 s = 2.0 req/s: ratio 2.0, difference 1.0 req/s)."""

from __future__ import annotations

import pytest

from claimcheck.claims import grade
from claimcheck.claims.model import parse_claim
from claimcheck.errors import InputError

from claims_corpus import witnesses as W

TRUE = "The concurrent arm was 2x faster than the sequential arm."


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    return str(W.seal(tmp_path_factory.mktemp("strict") / "ab2x", *W.ab2x()))


def _claim(bundle, **kw):
    c = {"statement": TRUE, "baseline": {"kind": "real", "description": W.BASELINE_DESC}, "net": True,
         "scope": "SmolLM2-135M on one CPU host, 10 tasks per arm", "provenance": "OBSERVED", "witness": bundle,
         "realized": {"on_by_default": True}}
    c.update(kw)
    return c


def _ratio(value, **kw):
    return {"metric": "throughput", "form": "ratio", "treatment": "concurrent", "baseline": "sequential",
            "value": value, **kw}


@pytest.mark.parametrize("field, value", [("net", "true"), ("net", 1), ("net", "on"), ("net", "yes"), ("net", 0)])
def test_booleans_are_json_booleans(bundle, field, value):
    with pytest.raises(InputError) as e:
        parse_claim(_claim(bundle, **{field: value}))
    assert "net" in e.value.line()


@pytest.mark.parametrize("value", ["true", 1, "on"])
def test_realized_on_by_default_is_a_json_boolean(bundle, value):
    with pytest.raises(InputError):
        parse_claim(_claim(bundle, realized={"on_by_default": value}))


@pytest.mark.parametrize("key", ["Net", "STATEMENT", "netto"])
def test_unknown_keys_and_other_case_are_refused(bundle, key):
    """Go's encoding/json would match 'Net' case-insensitively or ignore 'netto'; a claim file here
    refuses both (docs/claim-check.md: a key that silently changes or drops a field never grades)."""
    with pytest.raises(InputError):
        parse_claim({**_claim(bundle), key: True})


def test_a_file_tolerance_wider_than_the_rule_is_refused(bundle):
    bad = _ratio(10.0, tolerance={"low": 0, "high": 1e300})
    with pytest.raises(InputError) as e:
        grade(_claim(bundle, assertions=[bad]))
    assert "wider than the documented rule" in e.value.line()


def test_a_file_tolerance_narrower_than_the_precision_is_refused(bundle):
    with pytest.raises(InputError) as e:
        grade(_claim(bundle, assertions=[_ratio(2.0, tolerance={"low": 1.9999, "high": 2.0001})]))
    assert "narrower" in e.value.line()


def test_the_rule_s_own_tolerance_is_accepted(bundle):
    res = grade(_claim(bundle, assertions=[_ratio(2.0, tolerance={"low": 1.9, "high": 2.1})]))
    assert res.verdict == "net-true", res.reason


@pytest.mark.parametrize("value, verdict", [(2.0, "net-true"), (2, "net-true"), (10.0, "false"), (1.5, "false")])
def test_an_assertion_without_tolerance_keeps_the_documented_interval(bundle, value, verdict):
    res = grade(_claim(bundle, assertions=[_ratio(value)]))
    assert res.verdict == verdict, res.reason


def test_statement_and_assertions_are_both_checked(bundle):
    # a true assertion does not rescue a false statement, nor the reverse
    assert grade(_claim(bundle, statement="The concurrent arm was 10x faster than the sequential arm.",
                        assertions=[_ratio(2.0)])).verdict == "false"
    assert grade(_claim(bundle, assertions=[_ratio(10.0)])).verdict == "false"
    # an unreadable statement beside true assertions is not net-true
    res = grade(_claim(bundle, statement="Our serving stack is amazing.", assertions=[_ratio(2.0)]))
    assert res.verdict == "not-yet", res.reason


@pytest.mark.parametrize("value, verdict", [(1.0, "net-true"), (1, "net-true"), (2.0, "false")])
def test_a_difference_is_graded_as_a_difference(bundle, value, verdict):
    a = {"metric": "throughput", "form": "difference", "treatment": "concurrent", "baseline": "sequential",
         "value": value}
    res = grade(_claim(bundle, assertions=[a]))
    assert res.verdict == verdict, res.reason
    assert any("a difference" in q.detail for q in res.quantities)


@pytest.mark.parametrize("assertion, words", [
    ({"metric": "throughput", "form": "ratio", "treatment": "concurrent", "baseline": "sequential"}, "needs a value"),
    ({"metric": "throughput", "form": "ratio", "value": 2.0}, "treatment and a baseline"),
    ({"metric": "throughput", "form": "difference", "treatment": "concurrent", "value": 1.0}, "treatment and a baseline"),
    ({"metric": "throughput", "form": "value", "treatment": "concurrent"}, "needs a value"),
    ({"metric": "throughput", "form": "direction", "treatment": "concurrent", "baseline": "sequential"}, "direction"),
])
def test_schema_valid_but_incomplete_assertions_are_usage_errors(bundle, assertion, words):
    with pytest.raises(InputError) as e:
        grade(_claim(bundle, assertions=[assertion]))
    assert words in e.value.line()
    assert e.value.rule == "claim-input"
