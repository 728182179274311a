"""A bare token rate ("tokens/s", "tok/s") is output tokens per second to agree, and is
contradicted only when it is contradicted as (prompt + output) tokens per second too: vLLM's
benchmark_throughput prints the total as "tokens/s", so an author quoting it is not accused.

Witness worked out by hand: each arm 24 requests of 100 prompt + 8 output tokens over a wall of
8.0 s (apc-on) and 12.0 s (apc-off): output 192 / 8 = 24 tok/s and 192 / 12 = 16 tok/s; total
(100 + 8) * 24 / 8 = 324 tok/s and 2592 / 12 = 216 tok/s.
"""

from __future__ import annotations

import pytest

from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import ab_witness, seal, uniform


ARMS = {"apc-off": {"aliases": [], "workers": 4, "role": "baseline"},
        "apc-on": {"aliases": [], "workers": 4, "role": "treatment"}}


@pytest.fixture(scope="module")
def witness(tmp_path_factory):
    rows = uniform("apc-off", 24, 12.0, 4) + uniform("apc-on", 24, 8.0, 4)
    return str(seal(tmp_path_factory.mktemp("tokrate") / "w", ab_witness(ARMS), {"rows.jsonl": rows}))


def _grade(statement, witness):
    return grade_statement(statement, witness, baseline="same model, server, prompts and cap")


@pytest.mark.parametrize("statement", ["apc-on reached 24 tokens/s.", "apc-on reached 24 output tokens/s.",
                                       "apc-off reached 16 tok/s."])
def test_output_rate_agrees(statement, witness):
    res = _grade(statement, witness)
    assert not res.reading.unread and res.verdict == "net-true", res.reason


@pytest.mark.parametrize("statement", ["apc-on reached 324 tokens/s.", "apc-off reached 216 tok/s."])
def test_total_rate_in_a_bare_unit_is_never_an_accusation(statement, witness):
    """324 tok/s is apc-on's (prompt + output) rate: not the output rate, so not net-true; but
    an author quoting benchmark_throughput's "tokens/s" is right, so not false either."""
    res = _grade(statement, witness)
    assert not res.reading.unread
    assert res.verdict == "not-yet", res.reason
    assert "total tokens/s" in res.reason or any("total tokens/s" in q.detail for q in res.quantities)


@pytest.mark.parametrize("statement", ["apc-on reached 50 tokens/s.", "apc-on reached 500 tok/s.",
                                       "apc-off reached 24 tokens/s."])
def test_a_rate_wrong_either_way_is_false(statement, witness):
    res = _grade(statement, witness)
    assert not res.reading.unread and res.verdict == "false", res.reason


def test_total_tokens_named_agrees_with_the_total(witness):
    assert _grade("apc-on reached 324 total tokens/s.", witness).verdict == "net-true"
    assert _grade("apc-on reached 24 total tokens/s.", witness).verdict == "false"
