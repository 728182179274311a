"""A written multiplier below 1 with a direction word ("SGLang is 0.42x slower than vLLM", "0.42x higher TTFT",
"0.1x-0.5x slower") says both ways: as written (the ratio is 0.42) and as the word says (slower). Before, the
reader took the ratio as written and swapped the arms for the word's direction, so a sentence whose word was flipped
against the facts graded net-true ("SGLang is 0.42x slower than vLLM" of an SGLang 2.38x faster than vLLM) and one
that may well mean what is true graded false ("vLLM is 0.42x slower than SGLang": vLLM's speed 0.42x SGLang's).
Now neither is graded: not-yet, naming the words. "0.42x as fast as" and "0.42x the throughput of" are the ratio as
written and still read.

Witness by hand (10 requests per arm, real_sentences.witness_specs): sglang 5 req/s, vllm 2.1 req/s (sglang /
vllm = 2.381, vllm / sglang = 0.42); TTFT sglang 100 ms, vllm 150 ms (0.667).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
ARMS = [A("sglang", "SGLang", thr=5, ttft=0.1, tok=200, prompt=50, tpot=0.005, settings={"engine": "SGLang"},
          role="treatment"),
        A("vllm", "vLLM", thr=2.1, ttft=0.15, tok=200, prompt=50, tpot=0.006, settings={"engine": "vLLM"},
          role="baseline")]


wit = sealed_fixture("subone", ARMS, "eng", engine=None)


AMBIGUOUS = [
    "SGLang is 0.42x slower than vLLM.",           # was net-true: SGLang is faster
    "SGLang achieves 0.42x lower throughput than vLLM.",   # was net-true
    "vLLM is 0.42x faster than SGLang.",            # was net-true: vLLM is slower
    "vLLM is 0.42x slower than SGLang.",            # was false: may mean vLLM's speed is 0.42x SGLang's
    "vLLM achieves 0.42x higher throughput than SGLang.",
    "SGLang has 0.67x higher TTFT than vLLM.",
    "SGLang takes 0.42x longer than vLLM.",
    "SGLang is 0.1x-0.5x slower than vLLM.",
    "SGLang is up to 0.42x slower than vLLM.",
]


@pytest.mark.parametrize("statement", AMBIGUOUS)
def test_a_multiplier_below_one_with_a_direction_word_is_not_graded(wit, statement):
    res = grade_statement(statement, wit, SCOPE)
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)
    assert res.reading is not None and res.reading.unread, statement


@pytest.mark.parametrize("statement,verdict", [
    ("vLLM is 0.42x as fast as SGLang.", "net-true"),
    ("vLLM achieves 0.42x the throughput of SGLang.", "net-true"),
    ("SGLang is 2.38x faster than vLLM.", "net-true"),
    ("vLLM is 2.38x slower than SGLang.", "net-true"),
    ("SGLang is 0.42x as fast as vLLM.", "false"),
    ("SGLang is 2.38x slower than vLLM.", "false"),
])
def test_ratios_as_written_and_above_one_still_read(wit, statement, verdict):
    assert grade_statement(statement, wit, SCOPE).verdict == verdict, statement


@settings(max_examples=30, deadline=None)
@given(v=st.integers(min_value=1, max_value=99), who=st.sampled_from([("SGLang", "vLLM"), ("vLLM", "SGLang")]),
       word=st.sampled_from(["faster", "slower", "higher throughput", "lower throughput", "lower TTFT",
                             "higher TTFT"]))
def test_below_one_is_never_net_true_nor_false(wit, v, who, word):
    s = f"{who[0]} is 0.{v:02d}x {word} than {who[1]}." if "throughput" not in word and "TTFT" not in word \
        else f"{who[0]} has 0.{v:02d}x {word} than {who[1]}."
    assert grade_statement(s, wit, SCOPE).verdict not in ("net-true", "false"), s
