"""Metric and statistic spellings real write-ups use beside their values (area W, vocabulary),
claimcheck/claims/grammar.lark:

* pair_stat_tail: a statistic said after the first value of a pair of times ("Time to first token was 150 ms on
  average for llama.cpp vs 300 ms for Ollama", "at the median"), both values'; said again after the second only as
  the same statistic;
* value_metric, refined: a metric measured in the value's unit that no witness re-derives as the unit's own ("the 4090
  box does ~160 t/s eval rate vs ~125 t/s on the 3090 box": ollama's eval rate, re-derived on a one-stream arm by
  claims/llama_rates.py);
* less_time with the whole set: "33% less time for the whole batch" is the wall (a bare "less time" stays unread);
* cache_hit_rate said as a share of the prompt tokens ("74.7% of prompt tokens are served from the cache");
* ollama_tag: "llama3.1:8b q4_K_M" as one model name; same_fragment's items "Same Ollama", "same llama3.1:8b q4_K_M".

Witnesses (worked out by hand, 10 requests per arm):

* ``lc``: llama.cpp (engine llama.cpp) vs Ollama (engine Ollama, baseline), 256 output tokens, 128 / 100 tok/s. TTFT
  nine requests at a and one at c (real_sentences.witness_specs ``ttft_mp``): llama.cpp mean 150 ms, p99 400 ms,
  median a = (1.5 - 0.4 / 0.91) / (10 - 1 / 0.91) = 119.1 ms; Ollama mean 300 ms, p99 600 ms, median (3.0 - 0.6 /
  0.91) / 8.901 = 263.0 ms.
* ``box``: Ollama, one request at a time, each arm on its own card. r4090 ("the 4090 box", RTX 4090): TTFT 100 ms,
  TPOT 1/160 s: eval rate 255 / (255 / 160) = 160 t/s; r3090 ("the 3090 box", RTX 3090, baseline): 125 t/s.
* ``fp8``: one RTX 4090; FP8 wall 20 s (every request 2 s), BF16 (baseline) wall 30 s (4 s): the batch 33.3% shorter.
* ``cache``: prefix caching on (treatment): counters 10,000 prompt tokens queried, 7,470 hit; each row 747 cached of
  1,000 prompt tokens: 74.7%; off (baseline): no cache.
* ``card``: Ollama, llama3.1:8b-instruct-q4_K_M; RTX 4070 78.8 tok/s vs RTX 3060 (baseline) 49.2 tok/s.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, seal_specs
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

SPECS = {
    "lc": Spec("lc", [A("llamacpp", toks=128, ttft_mp=(0.15, 0.4), tok=256, settings={"engine": "llama.cpp"}),
                      A("ollama", toks=100, ttft_mp=(0.3, 0.6), tok=256, settings={"engine": "Ollama"},
                        role="baseline")],
               key="", hw="1 x NVIDIA GeForce RTX 4090", model="bartowski/Llama-3.2-3B-Instruct-Q4_K_M.gguf",
               engine=None),
    "box": Spec("box", [A("r4090", "the 4090 box", seq=True, ttft=0.1, tpot=1 / 160, tok=256,
                          hardware="1 x NVIDIA GeForce RTX 4090"),
                        A("r3090", "the 3090 box", seq=True, ttft=0.1, tpot=1 / 125, tok=256,
                          hardware="1 x NVIDIA GeForce RTX 3090", role="baseline")], key="", hw=None, engine="Ollama"),
    "fp8": Spec("fp8", [A("fp8", "FP8", wall=20, dur=2.0, tok=256, settings={"quantization": "fp8"}),
                        A("bf16", "BF16", wall=30, dur=4.0, tok=256, settings={"quantization": "bf16"},
                          role="baseline")], key="", hw="1 x NVIDIA GeForce RTX 4090"),
    "cache": Spec("cache", [A("on", thr=2, tok=64, prompt=1000, hit=(10000, 7470), cached=747,
                              settings={"prefix_caching": True}),
                            A("off", thr=1, tok=64, prompt=1000, settings={"prefix_caching": False}, role="baseline")],
                  key=""),
    "card": Spec("card", [A("r4070", toks=78.8, tok=256, hardware="1 x NVIDIA GeForce RTX 4070"),
                          A("r3060", toks=49.2, tok=256, hardware="1 x NVIDIA GeForce RTX 3060", role="baseline")],
                 key="", hw=None, engine="Ollama", model="llama3.1:8b-instruct-q4_K_M"),
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "value-spellings", SPECS)


def _grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], "10 requests per arm")


CARD = "The RTX 4070 does 78.8 tok/s vs 49.2 tok/s on the RTX 3060. "

TRUE = {
    "lc": [
        "Time to first token was 150 ms on average for llama.cpp vs 300 ms for Ollama.",
        "TTFT was 150 ms on average with llama.cpp vs 300 ms with Ollama.",
        "TTFT: ~150 ms on average for llama.cpp vs ~300 ms for Ollama.",
        "Time-to-first-token was 150 ms on average for llama.cpp vs 300 ms on average for Ollama.",
        "TTFT was 119 ms at the median for llama.cpp vs 263 ms for Ollama.",
        "TTFT was 400 ms at the p99 for llama.cpp vs 600 ms for Ollama.",
    ],
    "box": [
        "ok so the 4090 box does ~160 t/s eval rate vs ~125 t/s on the 3090 box",
        "The 4090 box does 160 tok/s eval rate vs 125 tok/s on the 3090 box.",
        "the 4090 box does about 160 tokens/s eval rate, compared to 125 tokens/s on the 3090 box",
    ],
    "fp8": [
        "So like 33% less time for the whole batch on the 4090.",
        "FP8 took 33% less time for the whole batch than BF16.",
        "FP8 needs roughly 33% less total time for the batch than BF16.",
        "With FP8, 1.5x less time for the whole run.",
    ],
    "cache": [
        "With prefix caching, 74.7% of prompt tokens are served from the cache.",
        "With prefix caching, ~75% of the prompt tokens were served from the cache.",
        "With prefix caching, 74.7% of input tokens hit the cache.",
        "With prefix caching, about 75% of prompt tokens came from the cache.",
    ],
    "card": [
        CARD + "Same Ollama, same llama3.1:8b q4_K_M.",
        CARD + "Same Ollama, same Llama 3.1 8B.",
        "On llama3.1:8b q4_K_M, the RTX 4070 does 78.8 tok/s vs 49.2 tok/s on the RTX 3060.",
        "Running llama3.1:8b q4_K_M, the RTX 4070 does 78.8 tok/s.",
    ],
}

TWINS = {
    "lc": [
        "Time to first token was 300 ms on average for llama.cpp vs 150 ms for Ollama.",       # swapped
        "Time to first token was 225 ms on average for llama.cpp vs 300 ms for Ollama.",       # x1.5
        "Time to first token was 150 ms on average for llama.cpp vs 150 ms for Ollama.",       # x0.5
        "Time to first token was 150 ms at the median for llama.cpp vs 300 ms for Ollama.",    # wrong statistic
        "TTFT was 150 ms at the p99 for llama.cpp vs 300 ms for Ollama.",
        "TTFT was 400 ms on average for llama.cpp vs 600 ms for Ollama.",
        "TPOT was 150 ms on average for llama.cpp vs 300 ms for Ollama.",                     # another metric
        "TTFT was not 150 ms on average for llama.cpp vs 300 ms for Ollama.",                 # negation
        "TTFT was 150 ms on average for llama.cpp vs 300 ms at the median for Ollama.",       # two statistics
        "p99 TTFT was 150 ms on average for llama.cpp vs 300 ms for Ollama.",
        "Time to first token was 150 ms on average for vLLM vs 300 ms for Ollama.",           # another engine
    ],
    "box": [
        "the 4090 box does ~125 t/s eval rate vs ~160 t/s on the 3090 box",                   # swapped
        "the 4090 box does ~240 t/s eval rate vs ~125 t/s on the 3090 box",                   # x1.5
        "the 4090 box does ~80 t/s eval rate vs ~125 t/s on the 3090 box",                    # x0.5
        "the 4090 box does ~160 t/s eval rate vs ~125 t/s on the 3060 box",                   # another card
        "the 4090 box does ~160 t/s prompt eval rate vs ~125 t/s on the 3090 box",            # another metric
        "the 4090 box does ~160 req/s eval rate vs ~125 req/s on the 3090 box",
        "the 4090 box does not do ~160 t/s eval rate vs ~125 t/s on the 3090 box",            # negation
    ],
    "fp8": [
        "BF16 took 33% less time for the whole batch than FP8.",                              # swapped
        "FP8 took 33% more time for the whole batch than BF16.",                              # direction
        "FP8 took 50% less time for the whole batch than BF16.",                              # x1.5
        "FP8 took 17% less time for the whole batch than BF16.",                              # x0.5
        "FP8 took 33% less time for the 16 requests than BF16.",                              # another count
        "FP8 did not take 33% less time for the whole batch than BF16.",                      # negation
        "So like 33% less time for the whole batch on the 3090.",                             # another GPU
        "FP8 takes 33% less time than BF16.",                                                 # "time" alone
    ],
    "cache": [
        "Without prefix caching, 74.7% of prompt tokens are served from the cache.",          # the other arm
        "With prefix caching, 37% of prompt tokens are served from the cache.",               # x0.5
        "With prefix caching, 100% of prompt tokens are served from the cache.",              # x1.5 (capped)
        "With prefix caching, 74.7% of prompt tokens are not served from the cache.",         # negation
        "With prefix caching, 74.7% of output tokens are served from the cache.",             # other tokens
        "With prefix caching, 74.7% of requests hit the cache.",                              # requests, not tokens
        "With prefix caching, only 25.3% of prompt tokens are served from the cache.",
    ],
    "card": [
        CARD + "Same vLLM, same llama3.1:8b q4_K_M.",                                         # another engine
        CARD + "Same Ollama, same llama3.1:8b q8_0.",                                         # another quantization
        CARD + "Same Ollama, same llama3.1:70b.",                                             # another size
        CARD + "Same Ollama, same qwen2.5:7b.",                                               # another model
        CARD + "Same Ollama, same Llama 3.1 70B.",
        "On llama3.2:3b q4_K_M, the RTX 4070 does 78.8 tok/s vs 49.2 tok/s on the RTX 3060.",
        "The RTX 4070 does 49.2 tok/s vs 78.8 tok/s on the RTX 3060. Same Ollama, same llama3.1:8b q4_K_M.",
    ],
}

#: honest or unclear: never false (held back, or the words left unread)
NEVER_FALSE = {
    "lc": ["TTFT was 150 ms on average for llama.cpp vs 300 ms at the median for Ollama.",
           "Time to first token was lower too: 150 ms on average for llama.cpp vs 300 ms for Ollama."],
    "box": ["the 4090 box does ~160 t/s prompt eval rate vs ~125 t/s on the 3090 box"],
    "fp8": ["FP8 takes 33% less time than BF16.", "FP8 took 2x less time for the whole batch than BF16."],
    "card": [CARD + "Same Ollama, same llama3.1:8b-instruct-q4_K_M.", CARD + "Same Ollama, same driver."],
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


def test_a_bare_less_time_stays_unread(wit):
    res = _grade(wit, "fp8", "FP8 takes 33% less time than BF16.")
    assert res.reading is not None and any("time" in u.text for u in res.reading.unread)
