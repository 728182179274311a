"""A throughput that names no requests has two meanings (the false bar, rule 5;
claimcheck/claims/quantities.py ``_throughput_is_tokens``; issue 16).

Found on a public README (kvcache-bench, https://github.com/back2matching/kvcache-bench, KV-cache quantization in
Ollama, graded in /work/notes/public_check14.py): "q4_0 generates 10% faster than f16" was read as requests per second
(+8.3%, the prompt's time counts there) and graded false -- an accusation -- while it is true of the generation rate
the README reports (+10.0%). A comparison of the throughput whose sentence says nothing of requests (a bare speed word,
or "throughput" alone) is now false only when it is contradicted as the output token rate too (and, on a llama.cpp /
ollama witness, as its generation rate); the requests-per-second reading alone still agrees (net-true as before).

Witnesses (worked out by hand):

* ``mixed`` (vLLM; 10 requests per arm): ``a`` 10 req/s of 100 output tokens each (1,000 tok/s); ``b`` 8 req/s of 150
  tokens each (1,200 tok/s). a/b: 1.25x by requests, 0.833x by tokens (b/a: 1.2x by tokens).
* ``ollama`` (Ollama, one stream, 5 requests of 32 prompt + 128 output tokens, back to back): ``f16`` generation 78.8
  tok/s, prefill 784.6 tok/s; ``q4_0`` generation 86.7 tok/s, prefill 522.7 tok/s. q4_0 vs f16: generation +10.0%;
  requests per second +8.3%; output tokens / wall +8.3%.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_read_net_true, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402


def _ollama(name, gen, prefill, role):
    return A(name, name, ttft=32 / prefill, tpot=1 / gen, tok=128, prompt=32, n=5, seq=True, role=role,
             settings={"engine": "Ollama", "kv_cache_dtype": name, "concurrency": 1})


SPECS = {
    "mixed": [A("a", "config A", thr=10.0, tok=100, ttft=0.05, role="treatment"),
              A("b", "config B", thr=8.0, tok=150, ttft=0.05, role="baseline")],
    "ollama": Spec("ollama", [_ollama("f16", 78.8, 784.6, "baseline"), _ollama("q4_0", 86.7, 522.7, "treatment")],
                   key="", engine="Ollama", model="qwen3.5:9b", hw="1 x NVIDIA GeForce RTX 4080 16GB"),
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "throughput_meanings", SPECS)


def _grade(wit, name, s):
    return grade_statement(s, wit[name], "10 requests per arm" if name == "mixed" else "Ollama, one stream")


#: true of the token rate, false of requests per second: never false (not-yet)
TOKEN_TRUE = [
    ("mixed", "Config B has 1.2x the throughput of config A."),
    ("mixed", "Config B is 20% faster than config A."),
    ("mixed", "Config A has about 17% lower throughput than config B."),
    ("ollama", "q4_0 generates 10% faster than f16."),
    ("ollama", "q4_0 is 10% faster than f16."),
]


@pytest.mark.parametrize("name,s", TOKEN_TRUE)
def test_a_throughput_naming_no_requests_is_never_false_where_the_token_rate_agrees(wit, name, s):
    res = _grade(wit, name, s)
    assert_never_false(res, s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)  # requests/s alone contradicts it: not net-true


#: false under every meaning: still false
FALSE_EVERY_WAY = [
    ("mixed", "Config B has 3x the throughput of config A."),
    ("mixed", "Config A is 80% faster than config B."),
    ("ollama", "q4_0 generates 30% faster than f16."),
]


@pytest.mark.parametrize("name,s", FALSE_EVERY_WAY)
def test_contradicted_under_every_meaning_is_still_false(wit, name, s):
    res = _grade(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


def test_requests_named_keep_one_meaning_and_the_request_reading_still_agrees(wit):
    res = _grade(wit, "mixed", "Config B has 1.2x the request throughput of config A.")
    assert res.verdict == "false", res.reason  # requests named: one meaning, contradicted (0.8x)
    res = _grade(wit, "mixed", "Config B has 1.2x the throughput of config A in requests per second.")
    assert res.verdict != "net-true", res.reason
    # the request reading alone agrees (the pair's outputs differ, so the baseline question holds the verdict back)
    for s in ("Config A has 1.25x the throughput of config B.", "Config A has 1.25x the request throughput of config B."):
        res = _grade(wit, "mixed", s)
        assert [q.outcome for q in res.quantities if q.text == "1.25x"] == ["agrees"], (s, res.reason)
    assert_read_net_true(_grade(wit, "ollama", "q4_0 has about 1.08x the throughput of f16."))
