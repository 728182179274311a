"""A rate unit said as the metric noun of the change frames (production unit_noun, claimcheck/claims/grammar.lark):
"a 2x improvement in tok/s over X", "increases tok/s by ~10% over X", "improves the req/s of X by 56%", "tok/s
improved by 56%", "a 56% tok/s increase", "X's tok/s is 56% higher than Y's". Before, a unit named its metric only
after a direction word ("2.4x higher tok/s than X", rate_metric) or before "throughput" ("tok/s throughput",
unit_metric): the same frames read for "throughput" / "TPS" / "output tokens per second" and not for "tok/s"
(a frame is read for every naming of a metric the grammar knows).

Only with no number before or after the unit (a value, "20 tok/s", stays a value), and never "QPS" / "RPS" (an
offered load as often as a throughput; rate_metric's rule).

Witness (real_sentences.witness_specs.arm_rows; one H100, Llama-3.1-8B-Instruct, engine vLLM, 10 requests per arm of
100 prompt + 8 output tokens, every TTFT 0.1 s), worked out by hand: Foo (treatment) 1.56 req/s (wall 10 / 1.56 =
6.41 s), 80 / 6.41 = 12.48 output tok/s; Bar (baseline) 1.0 req/s (wall 10 s), 8 output tok/s. Both rates Foo / Bar =
1.56x, +56%; mean TTFT equal (0.1 s).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, sentence_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "

wit = sealed_fixture("unit_noun", [A("foo", "Foo", thr=1.56, role="treatment"),
                                   A("bar", "Bar", thr=1.0, role="baseline")], "thr", engine="vLLM")


def grade(wit, statement: str):
    return grade_statement(statement, wit, SCOPE)


TRUE = [
    "Foo delivers a 1.56x improvement in tok/s over Bar.",
    "Foo shows a 56% improvement in req/s over Bar.",
    "Foo increases tok/s by 56% over Bar.",
    "Foo increases tokens/s by ~55% over Bar.",
    "Foo improves the req/s of Bar by 56%.",
    "With Foo, tok/s improved by 56% compared to Bar.",
    "Foo delivers a 56% tok/s increase over Bar.",
    "Foo's tok/s is 56% higher than Bar's.",
    "Foo boosts requests per second by 1.56x over Bar.",
    # closing a comparison ("on" / "in" then the unit, the clause's end), and a multiple of an arm's rate
    "Foo is 1.56x faster than Bar on output tok/s.",
    "Foo is 56% faster than Bar in tok/s.",
    "Foo is about 1.5x faster than Bar on req/s, while mean TTFT is the same.",
    "Foo reaches 1.56x the output tok/s of Bar.",
    "Foo delivers 1.56x the req/s of Bar.",
]

TWINS = [
    "Foo increases tok/s by 84% over Bar.",
    "Foo increases tok/s by 28% over Bar.",
    "Foo decreases tok/s by 56% over Bar.",
    "Bar increases tok/s by 56% over Foo.",
    NEG + "Foo increases tok/s by 56% over Bar.",
    "Foo increases tok/s by 56% over Bar on an A100.",
    "Foo increases tok/s by 56% over Bar with Qwen2.5-7B.",
    "Foo increases TTFT by 56% over Bar.",
    "Foo delivers a 2.34x improvement in tok/s over Bar.",
    "Foo delivers a 1.56x improvement in tok/s over Bar at concurrency 64.",
    "Bar delivers a 56% tok/s increase over Foo.",
    "Foo delivers a 56% tok/s decrease over Bar.",
    "Foo's tok/s is 56% lower than Bar's.",
    "Bar's tok/s is 56% higher than Foo's.",
    "With Foo, tok/s worsened by 56% compared to Bar.",
    # an offered load as often as a throughput: not read
    "Foo increases QPS by 56% over Bar.",
    "Foo is 2.34x faster than Bar on output tok/s.",
    "Foo is 0.78x faster than Bar on output tok/s.",
    "Bar is 1.56x faster than Foo on output tok/s.",
    "Foo is 1.56x slower than Bar on output tok/s.",
    NEG + "Foo is 1.56x faster than Bar on output tok/s.",
    "Foo is 1.56x faster than Bar on QPS.",
    "Foo is 1.56x faster than Bar on output tok/s per user.",
    "Foo is 1.56x faster than Bar on output tok/s on an A100.",
    "Foo reaches 2.34x the output tok/s of Bar.",
    "Bar reaches 1.56x the output tok/s of Foo.",
    "Foo reaches 1.56x the output tok/s of Bar at concurrency 64.",
    "Foo reaches 1.56x the mean TTFT of Bar.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)


@pytest.mark.parametrize("statement", [
    "Foo increases QPS by 56% over Bar.",
    "Foo increases RPS by 56% over Bar.",
    "Foo increases tok/s per user by 56% over Bar.",
    "Foo is 1.56x faster than Bar on tok/s per user.",
    "Foo is 1.56x faster than Bar on QPS.",
    "Foo reaches 1.56x the QPS of Bar.",
])
def test_other_units_are_never_false(wit, statement):
    assert_never_false(grade(wit, statement), statement)


@pytest.mark.parametrize("text", [
    "Foo reaches 20 tok/s, up from 10 tok/s on Bar.",
    "Foo increases QPS by 56% over Bar.",
])
def test_a_value_or_a_load_is_no_unit_noun(text):
    """A unit after a number is the value's; QPS / RPS stay unread as the metric of a change."""
    res = read_full(text, "", {"foo": ["Foo"], "bar": ["Bar"]})
    if "QPS" in text:
        assert res.reading.unread, text
    else:
        assert not res.reading.unread, [u.text for u in res.reading.unread]
        assert all(a.form != "percent_change" for a in res.reading.assertions)
