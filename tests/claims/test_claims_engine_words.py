"""Engine names written with a hyphen or an underscore (production engine_words, claimcheck/claims/grammar.lark):
"on gpt-fast", "with llama-server", "on TensorRT-LLM", "on text-generation-inference". The lexer splits them into
words (statement._join_hyphens), so only one-word engine names ("vLLM", "SGLang", "TensorRT") were read as the
engine fact; "TensorRT-LLM" left "LLM" unread and "gpt-fast" stayed unread (real sentence rs259, "achieving 2x
speedup on gpt-fast."). The names are vocabulary.ENGINE_SYNONYMS' own hyphenated spellings (plus "tensorrt-llm" and
the new engine "gpt-fast"), read as one engine fact and checked against the witness's recorded engine as "vLLM" is.

Witnesses (real_sentences.witness_specs.arm_rows; one H100, Llama-3.1-8B-Instruct, 10 requests per arm of 100 prompt
+ 8 output tokens, every TTFT 0.1 s), worked out by hand: Foo (treatment) 2.0 req/s (wall 5 s), Bar (baseline) 1.0
req/s (wall 10 s): Foo / Bar = 2x (+100%) in every rate. The same arms under three recorded engines: ``gf``
"gpt-fast", ``llama`` "llama.cpp", ``trt`` "TensorRT-LLM".
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_tests, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "
ARMS = [A("foo", "Foo", thr=2.0, role="treatment"), A("bar", "Bar", thr=1.0, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return seal_specs(tmp_path_factory, "engine_words", {
        "gf": Spec("gf", ARMS, key="", engine="gpt-fast"),
        "llama": Spec("llama", ARMS, key="", engine="llama.cpp"),
        "trt": Spec("trt", ARMS, key="", engine="TensorRT-LLM"),
    })


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


FRAMES = [
    ("gf", "Foo achieves a 2x speedup over Bar on gpt-fast.", [
        "Foo achieves a 4x speedup over Bar on gpt-fast.",
        "Foo achieves a 2x slowdown over Bar on gpt-fast.",
        "Bar achieves a 2x speedup over Foo on gpt-fast.",
        NEG + "Foo achieves a 2x speedup over Bar on gpt-fast.",
        "Foo achieves a 2x speedup over Bar on vLLM.",
        "Foo achieves a 2x speedup over Bar on llama-server.",
        "Foo achieves a 2x speedup over Bar on gpt-fast on an A100.",
    ]),
    ("gf", "achieving 2x speedup on gpt-fast.", [
        "achieving 4x speedup on gpt-fast.",
        "achieving 2x slowdown on gpt-fast.",
        "achieving 2x speedup on TensorRT-LLM.",
    ]),
    ("llama", "Foo is 2x faster than Bar on llama-server.", [
        "Foo is 3x faster than Bar on llama-server.",
        "Bar is 2x faster than Foo on llama-server.",
        "Foo is 2x faster than Bar on gpt-fast.",
        "Foo is 2x faster than Bar on text-generation-inference.",
        NEG + "Foo is 2x faster than Bar on llama-server.",
    ]),
    ("llama", "With llama-cpp-python, Foo delivers 2x higher throughput than Bar.", [
        "With llama-cpp-python, Foo delivers 2x lower throughput than Bar.",
        "With TRT-LLM, Foo delivers 2x higher throughput than Bar.",
    ]),
    ("trt", "On TensorRT-LLM, Foo delivers 2x higher throughput than Bar.", [
        "On TensorRT-LLM, Foo delivers 1x higher throughput than Bar.",
        "On TensorRT-LLM, Bar delivers 2x higher throughput than Foo.",
        "On vLLM, Foo delivers 2x higher throughput than Bar.",
        "On mlc-llm, Foo delivers 2x higher throughput than Bar.",
        NEG + "On TensorRT-LLM, Foo delivers 2x higher throughput than Bar.",
    ]),
    ("trt", "Foo is 2x faster than Bar with TRT-LLM.", [
        "Foo is 2x faster than Bar with llama-server.",
        "Foo is 2x slower than Bar with TRT-LLM.",
    ]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("text,engine", [
    ("Foo is 2x faster than Bar on TensorRT-LLM.", "tensorrt-llm"),
    ("Foo is 2x faster than Bar on TensorRT.", "tensorrt-llm"),
    ("Foo is 2x faster than Bar on text-generation-inference.", "tgi"),
    ("Foo is 2x faster than Bar on gpt-fast.", "gpt-fast"),
    ("Foo is 2x faster than Bar on llama-server.", "llama.cpp"),
])
def test_one_engine_fact_for_the_whole_name(text, engine):
    res = read_full(text, "", {"foo": ["Foo"], "bar": ["Bar"]})
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert [f.value for f in res.reading.context if f.kind == "engine"] == [engine]
