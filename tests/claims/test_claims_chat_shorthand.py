"""Chat shorthand (production chat_shorthand, claimcheck/claims/casual.py): "w/" read as "with", "w/o" as "without", and
"=" between a word (or an arm) and a value with its unit as the copula "is" -- "TTFT w/ APC = 15ms vs 40ms w/o".

Witness by hand (real_sentences.witness_specs.arm_rows: every request of an arm alike): ``apc`` -- on (prefix_caching
true, treatment): 100 requests of 64 output tokens, 4.0 req/s, TTFT 15 ms, TPOT 20 ms; off (baseline): 2.0 req/s, TTFT
40 ms, TPOT 20 ms. x1.5 / x0.5 of 15 ms: 22.5 / 7.5 ms; of 40 ms: 60 / 20 ms; of 4 req/s: 6 / 2.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claimcheck.claims.casual import shorthand  # noqa: E402
from claimcheck.claims.statement import tokenize  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

_P = dict(n=100, tok=64)
SPECS = {"apc": [A("on", role="treatment", thr=4.0, ttft=0.015, tpot=0.02, settings={"prefix_caching": True}, **_P),
                 A("off", role="baseline", thr=2.0, ttft=0.04, tpot=0.02, settings={"prefix_caching": False}, **_P)]}
SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 100 requests per arm"
wit = sealed_fixture("chat_shorthand", SPECS, engine="vLLM")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPE)


#: (witness, true statement, twins: x1.5 / x0.5, the arms swapped, another metric, a negation)
FRAMES = [
    ("apc", "TTFT w/ APC = 15ms vs 40ms w/o.",
     ["TTFT w/ APC = 40ms vs 15ms w/o.", "TTFT w/ APC = 22.5ms vs 40ms w/o.", "TTFT w/ APC = 7.5ms vs 40ms w/o.",
      "TTFT w/o APC = 15ms vs 40ms w/.", "TPOT w/ APC = 15ms vs 40ms w/o.", "TTFT w/ APC = 15ms vs 60ms w/o."]),
    ("apc", "Mean TTFT w/ prefix caching = 15 ms vs 40 ms w/o.",
     ["Mean TTFT w/o prefix caching = 15 ms vs 40 ms w/.", "Mean TTFT w/ prefix caching = 15 ms vs 20 ms w/o."]),
    ("apc", "Mean TTFT w/o APC = 40 ms.", ["Mean TTFT w/ APC = 40 ms.", "Mean TTFT w/o APC = 60 ms.",
                                           "Mean TTFT w/o APC = 20 ms.", "Mean TTFT w/o APC is not 40 ms."]),
    ("apc", "Mean TTFT is ~15 ms w/ APC.", ["Mean TTFT is ~15 ms w/o APC.", "Mean TTFT is ~22.5 ms w/ APC."]),
    ("apc", "mean time to first token = about 15 ms w/ prefix caching.",
     ["mean time to first token = about 15 ms w/o prefix caching.",
      "mean time to first token = about 7.5 ms w/ prefix caching."]),
    ("apc", "Throughput w/ APC = 4 req/s vs 2 req/s w/o.",
     ["Throughput w/ APC = 2 req/s vs 4 req/s w/o.", "Throughput w/ APC = 6 req/s vs 2 req/s w/o.",
      "Throughput w/o APC = 4 req/s vs 2 req/s w/."]),
    ("apc", "W/ APC, mean TTFT = 15 ms.", ["W/o APC, mean TTFT = 15 ms.", "W/ APC, mean TTFT = 22.5 ms."]),
    # "=" after an arm or a statistic: the value's copula
    ("apc", "APC on = 4 req/s, APC off = 2 req/s.",
     ["APC on = 2 req/s, APC off = 4 req/s.", "APC on = 6 req/s, APC off = 2 req/s.", "APC on = 4 req/s, APC off = 1 req/s."]),
    ("apc", "p99 TTFT = 15 ms w/ APC.", ["p99 TTFT = 15 ms w/o APC.", "p99 TTFT = 22.5 ms w/ APC.",
                                        "p99 TPOT = 15 ms w/ APC."]),
    ("apc", "APC on: mean TTFT = 15 ms; APC off: mean TTFT = 40 ms.",
     ["APC on: mean TTFT = 40 ms; APC off: mean TTFT = 15 ms.", "APC on: mean TTFT = 15 ms; APC off: mean TTFT = 60 ms."]),
    # chat abbreviations (vocabulary.CHAT_ABBREVIATIONS): "reqs", "req", "conc" (held18's thread voice)
    ("apc", "100/100 reqs completed w/ APC, zero errors.",
     ["99/100 reqs completed w/ APC, zero errors.", "100/100 reqs completed w/ APC, 3 errors.",
      "50/100 reqs completed w/ APC, zero errors."]),
    ("apc", "req throughput w/ APC = 4 req/s vs 2 req/s w/o.",
     ["req throughput w/ APC = 2 req/s vs 4 req/s w/o.", "req throughput w/ APC = 6 req/s vs 2 req/s w/o."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("s", ["Mean TTFT w/ APC = ~16 ms.", "Mean TTFT w/ APC = 15 ms at c=1.",
                               "TTFT w/ APC = 15ms vs 40ms w/o on our cluster."])
def test_honest_or_unclear_variants_are_never_false(wit, s):
    assert_never_false(_grade(wit, "apc", s), s)


def _words(s: str) -> list[str]:
    return [t.low or t.text for t in shorthand(tokenize(s))]


def test_a_unit_or_a_setting_keeps_its_own_slash_and_equals():
    assert _words("300 W/GPU") == ["300", "w", "/", "gpu"]
    assert _words("tok/s/W") == ["tok", "/", "s", "/", "w"]
    assert "is" not in _words("at c=32")
    assert "is" not in _words("TP = 2")
    assert "is" not in _words("TTFT <= 200 ms")
    assert _words("TTFT w/ APC = 15ms vs 40ms w/o") == ["ttft", "with", "apc", "is", "15", "ms", "vs", "40", "ms",
                                                        "without"]


def test_chat_abbreviations_are_words_never_units():
    def words(text):
        return [t.low for t in shorthand(tokenize(text)) if t.kind == "word"]

    assert words("64 reqs each at conc 16") == ["requests", "each", "at", "concurrency"]
    assert words("req throughput") == ["request", "throughput"]
    assert "reqs" in words("2.5 reqs/s") and "req" in words("3 req per sec")  # a unit keeps its word
