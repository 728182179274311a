"""The speed of a named piece of work (production work_speed, claimcheck/claims/grammar.lark): a work noun of
vocabulary.SPEED_UP_OBJECTS ("inference", "serving", "generation", "decoding", "prefill") right after "faster" /
"slower" / "quicker", after "speedup(s) in", or right before "speedup" / "slowdown" names the speed of that work,
as "speeds up inference by 2x" (production speed_up) always read it: "Wake mode delivers 83% faster inference"
(real sentence rs054), "this is a 2-3x faster inference" (rs248), "The 61-88% inference speedup" (rs052).

inference / serving: the generic speed (a request-ab arm's throughput, the reading "2x faster" has on its own);
generation: output-token throughput; decoding / prefill: the per-phase token rates, which a request-ab witness does
not re-derive (read, then not-yet). Elsewhere the noun names no metric ("4-bit inference", "faster at inference",
"faster generation time" stay unread, as before).

Witnesses (real_sentences.witness_specs.arm_rows; one H100, Llama-3.1-8B-Instruct, engine vLLM, 10 requests per
arm of 100 prompt + 8 output tokens), worked out by hand:

* ``thr`` -- Foo (treatment) 1.56 req/s: wall 10 / 1.56 = 6.41 s, 80 / 6.41 = 12.48 output tok/s, every request
  0.5 s end to end; Bar (baseline) 1.0 req/s: wall 10 s, 8 output tok/s, every request 0.78 s. Every TTFT 0.1 s.
  Throughput (and output-token throughput) Foo / Bar = 1.56x, +56%, and so is every other measure of the work's speed
  ("inference", "serving": claimcheck/claims/work_measures.py): 1 / mean latency 0.78 / 0.5 = 1.56x, 1 / wall
  10 / 6.41 = 1.56x.
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

wit = sealed_fixture("work_speed", [A("foo", "Foo", thr=1.56, dur=0.5, role="treatment"),
                                    A("bar", "Bar", thr=1.0, dur=0.78, role="baseline")], "thr", engine="vLLM")


def grade(wit, statement: str):
    return grade_statement(statement, wit, SCOPE)


TRUE = [
    "Foo delivers 56% faster inference than Bar.",
    "Foo delivers 1.56x faster inference than Bar.",
    "Foo delivers 56% faster inference.",
    "Foo gives a 1.56x inference speedup over Bar.",
    "Foo gives a 1.56x speedup in inference over Bar.",
    "Foo delivers 1.56x faster generation than Bar.",
    "Foo delivers 1.56x faster serving than Bar.",
    "Bar delivers 1.56x slower inference than Foo.",
    "Foo delivers about 1.5x faster inference than Bar.",
]

TWINS = [
    "Foo delivers 84% faster inference than Bar.",
    "Foo delivers 28% faster inference than Bar.",
    "Foo delivers 2.34x faster inference than Bar.",
    "Foo delivers 0.78x faster inference than Bar.",
    "Foo delivers 56% slower inference than Bar.",
    "Bar delivers 56% faster inference than Foo.",
    NEG + "Foo delivers 56% faster inference than Bar.",
    "Foo gives a 1.56x inference slowdown over Bar.",
    "Bar gives a 1.56x inference speedup over Foo.",
    "Foo gives a 3x speedup in inference over Bar.",
    "Foo delivers 1.56x faster generation than Bar on an A100.",
    "Foo delivers 1.56x faster generation than Bar with Qwen2.5-7B.",
    "Foo delivers 1.56x faster inference than Bar on SGLang.",
    "Foo delivers 1.56x faster inference than Bar at concurrency 64.",
    # a per-phase rate no request-ab witness re-derives: read, never net-true
    "Foo delivers 1.56x faster decoding than Bar.",
    "Foo delivers 1.56x faster prefill than Bar.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)


@pytest.mark.parametrize("statement", [
    "Foo delivers 1.56x faster decoding than Bar.",
    "Foo delivers 1.56x faster prefill than Bar.",
    "Foo is 1.56x faster at inference than Bar.",
    "Foo has a 1.56x faster generation time than Bar.",
    "Foo runs 4-bit inference 1.56x faster than Bar.",
])
def test_other_work_words_are_never_false(wit, statement):
    assert_never_false(grade(wit, statement), statement)


@pytest.mark.parametrize("text", [
    "Foo supports 4-bit inference.",
    "Foo is faster at inference than Bar.",
    "Foo has a 1.5x faster generation time than Bar.",
])
def test_the_noun_names_no_metric_elsewhere(text):
    """No speed word beside it: the noun is not a metric ("4-bit inference"); "faster at inference", "faster
    generation time" stay unread as before."""
    res = read_full(text, "", {"foo": ["Foo"], "bar": ["Bar"]})
    assert not any(a.metric for a in res.reading.assertions if "inference" in a.span.text.lower()
                   and "faster" not in a.span.text.lower()), [a.metric for a in res.reading.assertions]
    if "faster" in text:
        assert res.reading.unread, text
