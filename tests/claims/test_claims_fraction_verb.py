"""A fraction metric's value after a verb that states it (issue 16; production fraction_verb, grammar._fraction_before,
vocabulary.FRACTION_VALUE_VERBS). Found by tuning battery 31 (vLLM automatic prefix caching on vs off): "The prefix
cache hit rate reached 75%." left the metric and the percent unread (only a copula, "of", a colon or an arm could stand
between a fraction metric and its percent). Now "reached" / "reaches" / "achieved" / "achieves" right before the percent
state the value it came to; a verb of change ("rose 75%": in percent or in percentage points?) is still not read.

Witness, worked out by hand (real_sentences.witness_specs; vLLM, one H100, 20 requests per arm, 1000 prompt + 100
output tokens): apc_on (prefix caching on, treatment): prefix cache counters 20000 queries, 15000 hits -> hit rate
15000 / 20000 = 75%; 3.2 req/s. apc_off (prefix caching off, baseline): no cache counters; 2 req/s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

NEG = "It is not true that "
SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 20 requests per arm"
ARMS = [A("apc_on", thr=3.2, ttft=0.08, tpot=0.01, tok=100, prompt=1000, n=20, hit=(20000, 15000),
          settings={"prefix_caching": True}, role="treatment"),
        A("apc_off", thr=2, ttft=0.25, tpot=0.01, tok=100, prompt=1000, n=20,
          settings={"prefix_caching": False}, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    root = tmp_path_factory.mktemp("fraction_verb")
    return str(seal(root / "apc", *witness_for(Spec("apc", ARMS, key="", engine="vLLM"))))


CASES = [
    ("The prefix cache hit rate reached 75%.",
     ["The prefix cache hit rate reached 112.5%.", "The prefix cache hit rate reached 37.5%.",
      NEG + "the prefix cache hit rate reached 75%.", "On an A100, the prefix cache hit rate reached 75%."]),
    ("With APC on, the prefix cache hit rate reached 75%.",
     ["With APC on, the prefix cache hit rate reached 37.5%.", "With APC off, the prefix cache hit rate reached 75%."]),
    ("The cache hit rate reached 75% with prefix caching enabled.",
     ["The cache hit rate reached 37.5% with prefix caching enabled.",
      "The cache hit rate reached 75% with Llama-3.1-70B."]),
    ("vLLM's prefix cache hit rate achieved 75%.",
     ["vLLM's prefix cache hit rate achieved 37.5%.", "SGLang's prefix cache hit rate achieved 75%."]),
]


@pytest.mark.parametrize("true,twins", CASES, ids=[t[:50] for t, _ in CASES])
def test_fraction_verb(wit, true, twins):
    r = grade_statement(true, wit, SCOPE)
    assert r.verdict == "net-true" and not r.reading.unread, (true, r.reason)
    for s in twins:
        t = grade_statement(s, wit, SCOPE)
        assert t.verdict != "net-true", (s, t.reason)


@pytest.mark.parametrize("s", ["The prefix cache hit rate rose 75%.", "The prefix cache hit rate improved 75%.",
                               "The prefix cache hit rate grew 75%."])
def test_change_verbs_not_read(wit, s):
    r = grade_statement(s, wit, SCOPE)
    assert r.verdict not in ("net-true", "false"), (s, r.reason)


@settings(max_examples=examples(30), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(pct=st.sampled_from(["25", "37.5", "50", "70", "74", "75", "75.0", "76", "80", "100"]),
       verb=st.sampled_from(["reached", "reaches", "achieved", "achieves"]))
def test_fraction_verb_value(wit, pct, verb):
    """Net-true only at the witness's own 75%, false elsewhere (the value is read completely)."""
    r = grade_statement(f"The prefix cache hit rate {verb} {pct}%.", wit, SCOPE)
    assert r.verdict == ("net-true" if float(pct) == 75 else "false"), (pct, verb, r.reason)
