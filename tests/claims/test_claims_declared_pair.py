"""A comparison that names neither arm ("Mean TTFT dropped by 60%") is the treatment against the
baseline in a witness of exactly two arms that declare those roles (production declared_pair);
with three arms it stays not-yet (a witness's arms always declare a role).

Witness worked out by hand: 24 requests per arm, wall 10.0 s (apc-off) and 8.0 s (apc-on), TTFT
0.5 s (apc-off) and 0.2 s (apc-on): throughput 2.4 and 3.0 req/s (+25%, 1.25x), mean TTFT
-60% (2.5x lower).
"""

from __future__ import annotations

import pytest

from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import ab_witness, seal, uniform



def _arms(off_role, on_role):
    return {"apc-off": {"aliases": [], "workers": 4, "role": off_role, "settings": {"prefix_caching": False}},
            "apc-on": {"aliases": [], "workers": 4, "role": on_role, "settings": {"prefix_caching": True}}}


def _rows():
    return uniform("apc-off", 24, 10.0, 4, ttft=0.5) + uniform("apc-on", 24, 8.0, 4, ttft=0.2)


@pytest.fixture(scope="module")
def roles(tmp_path_factory):
    return str(seal(tmp_path_factory.mktemp("pair") / "w", ab_witness(_arms("baseline", "treatment")),
                    {"rows.jsonl": _rows()}))


@pytest.fixture(scope="module")
def three_arms(tmp_path_factory):
    arms = _arms("baseline", "treatment")
    arms["apc-on-8"] = {"aliases": [], "workers": 8, "role": "treatment", "settings": {"prefix_caching": True}}
    rows = _rows() + uniform("apc-on-8", 24, 6.0, 8, ttft=0.2)
    return str(seal(tmp_path_factory.mktemp("pair") / "w", ab_witness(arms), {"rows.jsonl": rows}))


def _grade(statement, witness):
    return grade_statement(statement, witness, baseline="same model, server, prompts and cap; APC off")


TRUE = ["Mean TTFT dropped by 60%.", "Throughput improved by 25%.", "Mean TTFT was 2.5x lower.",
        "Throughput was 1.25x higher."]
TWINS = ["Mean TTFT rose by 60%.", "Mean TTFT dropped by 30%.", "Throughput improved by 50%.",
         "Throughput fell by 25%.", "Mean TTFT was 2.5x higher.", "Throughput was 2.5x higher.",
         "Mean TTFT did not drop by 60%.", "P99 TTFT dropped by 90%."]


@pytest.mark.parametrize("statement", TRUE)
def test_no_arm_named_is_the_declared_pair(statement, roles):
    res = _grade(statement, roles)
    assert not res.reading.unread and res.verdict == "net-true", res.reason
    a = res.reading.assertions[0]
    assert {a.treatment, a.baseline} == {"apc-on", "apc-off"}  # a lower latency is oriented baseline / treatment


@pytest.mark.parametrize("statement", TWINS)
def test_twins_are_never_net_true(statement, roles):
    assert _grade(statement, roles).verdict != "net-true"


@pytest.mark.parametrize("statement", TRUE)
def test_with_three_arms_it_stays_not_yet(statement, three_arms):
    """Two treatments and one baseline: which treatment is meant is not said."""
    assert _grade(statement, three_arms).verdict == "not-yet"
