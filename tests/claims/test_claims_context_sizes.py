"""A number before "context" is a context size, never a count of requests (vocabulary.COUNT_NOUNS,
statistics.COUNT_ALIASES; issue 16).

Found on a public README (kvcache-bench, https://github.com/back2matching/kvcache-bench; /work/notes/public_check14.py):
"With a 4096 context, q8_0 generates at 86.7 tok/s vs 86.9 tok/s for f16" read "4096 context" as 4096 requests
("I read: tasks(q8_0) = 4096; recomputed 5") and graded the true sentence false. The singular "context" is no longer
a count noun; the plural stays one ("12 contexts per arm", the S2 seed's scope).

The witness (worked out by hand): Ollama, one stream, 5 requests per arm of 32 prompt + 128 output tokens, num_ctx
4096; f16 generation 86.9 tok/s, q8_0 86.7 tok/s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402


def _arm(name, gen, role):
    return A(name, name, ttft=0.05, tpot=1 / gen, tok=128, prompt=32, n=5, seq=True, role=role,
             settings={"engine": "Ollama", "kv_cache_dtype": name, "concurrency": 1, "num_ctx": 4096})


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    spec = Spec("ctx", [_arm("f16", 86.9, "baseline"), _arm("q8_0", 86.7, "treatment")], key="", engine="Ollama",
                model="qwen3.5:9b", hw="1 x NVIDIA GeForce RTX 4080 16GB")
    return seal_specs(tmp_path_factory, "context_sizes", {"ctx": spec})["ctx"]


TRUE = [
    "With a 4096 context, q8_0 generates at 86.7 tok/s vs 86.9 tok/s for f16.",
    "At 4096 context, q8_0 generation speed is 86.7 tok/s vs 86.9 tok/s for f16.",
    "q8_0 generates at 86.7 tok/s with a 4096 context.",
]


@pytest.mark.parametrize("s", TRUE)
def test_a_context_size_is_never_read_as_a_count_of_requests(wit, s):
    res = grade_statement(s, wit, "Ollama, one RTX 4080, single stream")
    assert_never_false(res, s)
    assert not any(a.metric == "tasks" and a.value == 4096 for a in res.reading.assertions), res.reading.assertions


def test_the_plural_is_still_a_count(wit):
    res = grade_statement("q8_0 generates at 86.7 tok/s over 5 contexts.", wit, "Ollama, one RTX 4080, single stream")
    assert any(a.metric == "tasks" and a.value == 5 for a in res.reading.assertions), res.reading.assertions
