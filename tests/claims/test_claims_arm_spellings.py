"""Arm spellings real write-ups use (area W, vocabulary), claimcheck/claims/grammar.lark:

* arm_by_hardware, a GeForce card's model number alone in parentheses after a value ("mean e2e per request dropped
  from 3.25 s (3090) to 2.53 s (4090)"): statement.mark_arms reads a bare number as an arm only there, in a witness
  whose arms record their own, different cards; never "4090 requests", never where the card is the whole run's;
* arm_by_declaration, the engine's own server ("llama.cpp's server generated about 128 tokens/s"), as "the llama.cpp
  server";
* arm_model, a model name right beside an arm ("the AWQ 4-bit Llama 3.1 8B pushes ~100 tok/s", "Llama 3.1 8B AWQ"):
  a model fact, the arm staying the clause's subject; never before a draft word ("EAGLE Llama-3.2-1B draft").

Witnesses (worked out by hand; every request of an arm alike, 10 requests per arm of 256 output tokens):

* ``box``: Ollama, arms on their own cards. r4090 ("the 4090 box", "1 x NVIDIA GeForce RTX 4090"): 160 output tok/s
  (wall 10 * 256 / 160 = 16 s, 0.625 req/s), every request 2.53 s end to end; r3090 ("the 3090 box", baseline, "1 x
  NVIDIA GeForce RTX 3090"): 125 tok/s (wall 20.48 s, 0.488 req/s), 3.25 s end to end. 160 / 125 = 1.28x; e2e -22.2%.
* ``glob``: the same numbers, the card recorded once for the whole run ("1 x NVIDIA GeForce RTX 4090"), none per arm.
* ``lc``: llama.cpp (arm engine llama.cpp) 128 tok/s, TTFT 150 ms; Ollama (baseline) 100 tok/s, TTFT 300 ms; one RTX
  4090, bartowski/Llama-3.2-3B-Instruct-Q4_K_M.gguf. 128 / 100 = 1.28x (28% faster).
* ``awq``: vLLM on "1 x NVIDIA L40S", meta-llama/Llama-3.1-8B-Instruct; AWQ (quantization awq) 100 tok/s, BF16
  (quantization bf16, baseline) 50 tok/s: 2x.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, seal_specs
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

R4090, R3090 = "1 x NVIDIA GeForce RTX 4090", "1 x NVIDIA GeForce RTX 3090"


def _boxes(per_arm: bool) -> list:
    hw4 = {"hardware": R4090} if per_arm else {}
    hw3 = {"hardware": R3090} if per_arm else {}
    return [A("r4090", "the 4090 box", toks=160, dur=2.53, tok=256, **hw4),
            A("r3090", "the 3090 box", toks=125, dur=3.25, tok=256, role="baseline", **hw3)]


SPECS = {
    "box": Spec("box", _boxes(True), key="", hw=None, engine="Ollama"),
    "glob": Spec("glob", _boxes(False), key="", hw=R4090, engine="Ollama"),
    "lc": Spec("lc", [A("llamacpp", toks=128, ttft=0.15, tok=256, settings={"engine": "llama.cpp"}),
                      A("ollama", toks=100, ttft=0.3, tok=256, settings={"engine": "Ollama"}, role="baseline")],
               key="", hw=R4090, model="bartowski/Llama-3.2-3B-Instruct-Q4_K_M.gguf", engine=None),
    "awq": Spec("awq", [A("awq", toks=100, tok=256, settings={"quantization": "awq"}),
                        A("bf16", toks=50, tok=256, settings={"quantization": "bf16"}, role="baseline")],
                key="", hw="1 x NVIDIA L40S"),
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "arm-spellings", SPECS)


def _grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], "10 requests per arm")


TRUE = {
    "box": [
        "mean e2e per request dropped from 3.25 s (3090) to 2.53 s (4090)",
        "Mean end-to-end latency dropped from 3.25 s (3090) to 2.53 s (4090).",
        "mean e2e latency: 3.25 s (3090) vs 2.53 s (4090)",
        "Mean E2EL was ~3.25 s (3090) vs ~2.53 s (4090).",
        "median e2e latency was 2.53 s (4090)",
        "Output throughput: 125 tok/s (3090) vs 160 tok/s (4090)",
        "Output tok/s rose from ~125 (3090) to ~160 (4090).",
        "Generation speed went from 125 t/s (3090) to 160 t/s (4090).",
        "The 4090 box does ~160 t/s vs ~125 t/s on the 3090 box.",
    ],
    "lc": [
        "On my RTX 4090, llama.cpp's server generated about 128 tokens/s with Llama 3.2 3B (Q4_K_M), while Ollama "
        "managed around 100 tokens/s.",
        "llama.cpp's server generated 128 tokens/s.",
        "llama.cpp's server is roughly 28% faster than Ollama.",
        "Ollama's server generated about 100 tok/s.",
        "llama.cpp's server has 50% lower mean TTFT than Ollama.",
        "Mean time to first token is 150 ms for llama.cpp's server vs 300 ms for Ollama's server.",
    ],
    "awq": [
        "On a single L40S the AWQ 4-bit Llama 3.1 8B pushes ~100 tok/s vs ~50 tok/s for BF16, so roughly 2x.",
        "The AWQ 4-bit Llama 3.1 8B pushes ~100 tok/s vs ~50 tok/s for BF16.",
        "AWQ 4-bit reaches ~100 tok/s vs ~50 tok/s for BF16.",
        "The AWQ 4-bit model is 2x faster than BF16.",
        "4-bit AWQ reaches ~100 tok/s.",
        "The AWQ Llama 3.1 8B reaches about 100 output tok/s.",
        "Llama 3.1 8B AWQ reaches ~100 tok/s vs ~50 tok/s for BF16.",
        "The AWQ-quantized Llama 3.1 8B delivers 2x the output throughput of BF16.",
        "The BF16 Llama 3.1 8B manages ~50 tok/s.",
    ],
}

TWINS = {
    "box": [
        "mean e2e per request dropped from 3.25 s (4090) to 2.53 s (3090)",        # arms swapped
        "mean e2e per request dropped from 4.9 s (3090) to 2.53 s (4090)",         # x1.5
        "mean e2e per request dropped from 3.25 s (3090) to 1.27 s (4090)",         # x0.5
        "mean e2e per request rose from 3.25 s (3090) to 2.53 s (4090)",            # direction
        "mean e2e per request did not drop from 3.25 s (3090) to 2.53 s (4090)",    # negation
        "p99 TTFT dropped from 3.25 s (3090) to 2.53 s (4090)",                     # another metric
        "Output throughput: 160 tok/s (3090) vs 125 tok/s (4090)",
        "Output throughput: 125 tok/s (3060) vs 160 tok/s (4090)",                  # a card no arm ran on
        "Output throughput: 125 tok/s (3090) vs 240 tok/s (4090)",
        "mean e2e latency was 3.25 s (3090) vs 2.53 s (4090 Ti)",
        "The 4090 box does ~160 t/s vs ~125 t/s on the 3060 box.",
    ],
    "lc": [
        "llama.cpp's server generated about 100 tokens/s.",                        # the other arm's value
        "Ollama's server generated about 128 tokens/s.",
        "llama.cpp's server generated 192 tokens/s.",                              # x1.5
        "llama.cpp's server generated 64 tokens/s.",                               # x0.5
        "llama.cpp's server is roughly 28% slower than Ollama.",                   # direction
        "Ollama's server is roughly 28% faster than llama.cpp.",                   # swapped
        "llama.cpp's server is not roughly 28% faster than Ollama.",               # negation
        "vLLM's server generated about 128 tokens/s.",                             # another engine
        "llama.cpp's server has 50% lower p99 TPOT than Ollama.",                  # another metric
        "On my RTX 3090, llama.cpp's server generated about 128 tokens/s.",        # another GPU
        "llama.cpp's server generated about 128 tokens/s with Llama 3.1 8B.",      # another model
    ],
    "awq": [
        "AWQ 8-bit reaches ~100 tok/s vs ~50 tok/s for BF16.",                     # another width
        "AWQ 4-bit reaches ~50 tok/s vs ~100 tok/s for BF16.",                     # swapped
        "AWQ 4-bit reaches ~150 tok/s.",                                           # x1.5
        "The AWQ 4-bit model is 2x slower than BF16.",                             # direction
        "The AWQ 4-bit model is 4x faster than BF16.",
        "The AWQ Llama 3.1 70B reaches ~100 tok/s.",                               # another model
        "Llama 3.1 70B AWQ reaches ~100 tok/s.",
        "The AWQ Qwen 2.5 7B reaches ~100 tok/s.",
        "The BF16 Llama 3.1 8B pushes ~100 tok/s vs ~50 tok/s for AWQ.",
        "The AWQ 4-bit Llama 3.1 8B pushes ~100 tok/s vs ~50 tok/s for BF16, so roughly 3x.",
        "On a single H100 the AWQ 4-bit Llama 3.1 8B pushes ~100 tok/s vs ~50 tok/s for BF16.",   # another GPU
        "On two L40S the AWQ 4-bit Llama 3.1 8B pushes ~100 tok/s vs ~50 tok/s for BF16.",       # another count
        "The AWQ 4-bit Llama 3.1 8B does not push ~100 tok/s vs ~50 tok/s for BF16.",            # negation
        "The AWQ 4-bit Llama 3.1 8B pushes ~50 tok/s.",                            # x0.5
    ],
}

#: honest or unclear: never false. The card recorded once for the whole run makes "(4090)" no arm's name; a draft
#: model beside an arm is not the model it serves
NEVER_FALSE = {
    "glob": ["mean e2e per request dropped from 3.25 s (3090) to 2.53 s (4090)",
             "Output throughput: 125 tok/s (3090) vs 160 tok/s (4090)"],
    "awq": ["AWQ Llama-3.2-1B draft reaches ~100 tok/s.", "The AWQ 4-bit Llama 3.1 8B pushes roughly 100 tok/s."],
    "box": ["4090 requests took 2.53 s each on the 4090 box.", "mean e2e latency was about 2.5 s (4090)"],
}

ROWS = [(n, s) for n, ss in TRUE.items() for s in ss]
TWIN_ROWS = [(n, s) for n, ss in TWINS.items() for s in ss]
NEVER_FALSE_ROWS = [(n, s) for n, ss in NEVER_FALSE.items() for s in ss]


@pytest.mark.parametrize("name,s", ROWS, ids=[f"{n}:{s[:50]}" for n, s in ROWS])
def test_true_statements_read_completely_and_net_true(wit, name, s):
    assert_read_net_true(_grade(wit, name, s))


@pytest.mark.parametrize("name,s", TWIN_ROWS, ids=[f"{n}:{s[:50]}" for n, s in TWIN_ROWS])
def test_twins_are_never_net_true(wit, name, s):
    assert_never_net_true(_grade(wit, name, s), s)


@pytest.mark.parametrize("name,s", NEVER_FALSE_ROWS, ids=[f"{n}:{s[:50]}" for n, s in NEVER_FALSE_ROWS])
def test_honest_variants_are_never_false(wit, name, s):
    assert_never_false(_grade(wit, name, s), s)


def test_a_bare_number_is_no_arm_where_the_card_is_the_whole_runs(wit):
    res = _grade(wit, "glob", "mean e2e per request dropped from 3.25 s (3090) to 2.53 s (4090)")
    assert res.verdict != "net-true" and res.reading is not None and res.reading.unread
