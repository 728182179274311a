"""A denial is graded beside the assertion it denies (issue 16; production negated_clause, quantities.Grader._denial,
Assertion.negated). Found by tuning battery 33 (llama.cpp on a CPU): the twin "It is not true that token generation
is 2.5x faster with 16 threads than with 4" was NET-TRUE of a witness where llama.cpp's token generation (generated
tokens / generation time) is exactly 2.5x faster. The denial ("!= 2.5") was checked alone under output tokens / wall
(2.86x): it agreed, while the second meaning that holds the true sentence back from false (a generation rate without
the prompt time, which no witness re-derives) never held the denial back from net-true. Now a denial agrees only where
the assertion it denies is contradicted (under every meaning, as the false bar has it), and is contradicted only where
that assertion agrees; else inconclusive. Plain denials read as before.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows; every request of an arm the same):

* ``cpu`` -- llama.cpp on "AMD EPYC 7763 64-Core Processor", 5 requests per arm run back to back, 512 prompt + 128
  output tokens each. t16 (threads 16, treatment): TTFT 2.0 s, TPOT 50 ms -> generation 1 / 0.05 = 20 tok/s, e2e
  8.35 s, wall 41.75 s -> 640 / 41.75 = 15.33 output tok/s. t4 (threads 4, baseline): TTFT 8.0 s, TPOT 125 ms -> 8
  tok/s, e2e 23.875 s, wall 119.375 s -> 5.36 output tok/s. Generation 20 / 8 = 2.5x; output tokens / wall 2.86x.
* ``apc`` -- vLLM on one H100, 20 requests per arm, 1000 prompt + 100 output tokens. apc_on (prefix caching on,
  treatment): 3.2 req/s, prefix cache 15000 hits of 20000 queries (75%); apc_off (baseline): 2 req/s. Throughput
  +60% (1.6x).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

NEG = "It is not true that "
SCOPES = {"cpu": "llama.cpp on one AMD EPYC 7763 (CPU only), 5 requests per arm",
          "apc": "vLLM, Llama-3.1-8B-Instruct on one H100, 20 requests per arm"}
SPECS = {
    "cpu": dict(arms=[A("t16", seq=True, ttft=2.0, tpot=0.05, tok=128, prompt=512, n=5, settings={"threads": 16},
                        role="treatment"),
                      A("t4", seq=True, ttft=8.0, tpot=0.125, tok=128, prompt=512, n=5, settings={"threads": 4},
                        role="baseline")],
                hw="AMD EPYC 7763 64-Core Processor", model="Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf", engine="llama.cpp"),
    "apc": dict(arms=[A("apc_on", thr=3.2, ttft=0.08, tpot=0.01, tok=100, prompt=1000, n=20, hit=(20000, 15000),
                        settings={"prefix_caching": True}, role="treatment"),
                      A("apc_off", thr=2, ttft=0.25, tpot=0.01, tok=100, prompt=1000, n=20,
                        settings={"prefix_caching": False}, role="baseline")], engine="vLLM"),
}


wit = sealed_fixture("denial", {name: Spec(name, key="", **kw) for name, kw in SPECS.items()})


def _grade(wit, name: str, text: str):
    return grade_statement(text, wit[name], SCOPES[name])


#: denials of what a second meaning holds back (the sentence denied is true as llama.cpp's token generation): never
#: net-true (they were, on main), never false
HELD = [
    ("cpu", NEG + "token generation is 2.5x faster with 16 threads than with 4."),
    ("cpu", NEG + "the generation speed with 16 threads exceeds 18 tokens per second."),
    ("cpu", NEG + "token generation with 16 threads is 2.5x faster than with 4 threads."),
    ("cpu", NEG + "the generation speed with 16 threads is 150% higher than with 4 threads."),
]


@pytest.mark.parametrize("name,s", HELD, ids=[s[20:70] for _, s in HELD])
def test_denial_of_a_second_meaning_is_held(wit, name, s):
    r = _grade(wit, name, s)
    assert r.verdict not in ("net-true", "false"), (s, r.verdict, r.reason)
    assert not r.reading.unread


#: plain denials read as before: of a false assertion net-true, of a true one false
PLAIN = [
    ("apc", NEG + "prefix caching improves request throughput by 30%.", "net-true"),
    ("apc", "Prefix caching did not double request throughput.", "net-true"),
    ("apc", NEG + "the prefix cache hit rate was 37.5%.", "net-true"),
    ("apc", NEG + "request throughput with APC on is 1.6 req/s.", "net-true"),
    ("apc", NEG + "prefix caching improves request throughput by 60%.", "false"),
    ("apc", NEG + "the prefix cache hit rate was 75%.", "false"),
    ("apc", NEG + "request throughput with APC on is 3.2 req/s.", "false"),
]


@pytest.mark.parametrize("name,s,want", PLAIN, ids=[s[:60] for _, s, _ in PLAIN])
def test_plain_denials_read_as_before(wit, name, s, want):
    r = _grade(wit, name, s)
    assert r.verdict == want, (s, r.verdict, r.reason)


@settings(max_examples=examples(30), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(k=st.sampled_from(["1.25", "2", "2.5", "2.86", "2.9", "3", "3.75", "5"]),
       noun=st.sampled_from(["token generation", "generation speed", "the generation rate"]))
def test_denied_generation_ratio_never_decided(wit, k, noun):
    """A denied ratio of a generation rate is never false, and is not decided where the sentence it denies agrees
    under either meaning: as output tokens / wall (2.86x; "3" keeps +-0.15) or as llama.cpp's generated tokens /
    generation time (2.5x, re-derived on this llama.cpp witness's one-stream arms since
    tests/claims/test_claims_llama_generation.py). Where both meanings contradict the sentence (1.25x, 2x, 3.75x, 5x)
    the denial holds."""
    s = f"{NEG}{noun} is {k}x faster with 16 threads than with 4."
    r = _grade(wit, "cpu", s)
    assert r.verdict != "false", (s, r.reason)
    if k in ("2.5", "2.86", "2.9", "3"):
        assert r.verdict != "net-true", (s, r.reason)
    elif noun != "the generation rate":  # ("the generation rate is Nx faster" is not read: not-yet)
        assert r.verdict == "net-true", (s, r.reason)
