"""Baselines and arms named by a description or a flag (area X, part 2):

* chunk budget (vocabulary.chunk_size_phrases, production arm_by_chunk_size): the chunk size said as the scheduler's
  per-step token budget -- "Chunked prefill with a 512-token budget reduces P99 TPOT from 60 ms to 32 ms relative to
  the unchunked baseline", "with a token budget of 512", "a 512-token chunk budget": the arm whose declared chunk size
  (vLLM's max_num_batched_tokens beside chunked prefill on) is 512;
* radix cache (vocabulary.RADIX_CACHE_KEYS / RADIX_CACHE_OFF_KEYS, production arm_by_setting): SGLang's prefix cache,
  declared as ``disable_radix_cache`` (true: the cache off) or ``radix_cache`` -- "With the radix cache enabled, mean
  TTFT drops from 1.0 s to 0.4 s (-60%) compared to `--disable-radix-cache`", "with prefix caching enabled", "radix
  cache disabled";
* the baseline described by what it lacks (vocabulary.NO_SPECULATION): "relative to the non-speculative baseline",
  "with no spec";
* the whole counted run (whole_run.object_at): "finished the whole 128-request run in 21.8 s instead of 28.2 s".

Before: every true sentence below was not-yet ("512-token budget", "cache enabled", "whole 128-request run" unread).

Witnesses, worked out by hand (real_sentences.witness_specs arms, 10 requests per arm of 100 output tokens unless said;
``ttft_mp``: nine requests at one TTFT and one slower, so the mean and numpy's linear p99 are the two numbers):

* ``chunks``: chunk512 (chunked prefill on, max_num_batched_tokens 512): TPOT mean 32 ms / p99 ... every request
  alike, so mean = p50 = p99 = 32 ms; TTFT 400 ms. chunk2048 (on, 2048): TPOT 35 ms, TTFT 300 ms. nochunk (off,
  declared baseline): TPOT 60 ms, TTFT 500 ms. 512 vs none: 60 / 32 = 1.875x (a 1.9x reduction), -46.7%.
* ``radix``: radix (treatment, disable_radix_cache false) TTFT mean 0.4 s / p99 0.9 s, TPOT 20 ms; noradix
  (baseline, disable_radix_cache true) TTFT mean 1.0 s / p99 1.5 s, TPOT 20 ms: mean TTFT -60%.
* ``radix_on``: the same arms declaring ``radix_cache`` true / false.
* ``spec``: eagle (treatment, speculative_method eagle3) TPOT 10 ms, nospec (baseline, none) TPOT 20 ms (-50%).
* ``run``: chunked_on (treatment, enable_chunked_prefill true) 128 requests in a wall of 21.8 s, chunked_off
  (baseline, false) 128 requests in 28.2 s (Llama-3.1-8B-Instruct, one H100).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

NEG = "It is not true that "
SCOPES = {"run": "Llama-3.1-8B-Instruct on one H100, 128 requests per arm"}


def _radix(key: str, on_value: bool) -> list:
    return [A("radix", ttft_mp=(0.4, 0.9), tpot=0.02, tok=100, settings={key: on_value}, role="treatment"),
            A("noradix", ttft_mp=(1.0, 1.5), tpot=0.02, tok=100, settings={key: not on_value}, role="baseline")]


WITNESSES = {
    "chunks": [A("chunk512", ttft=0.4, tpot=0.032, tok=100,
                 settings={"enable_chunked_prefill": True, "max_num_batched_tokens": 512}),
               A("chunk2048", ttft=0.3, tpot=0.035, tok=100,
                 settings={"enable_chunked_prefill": True, "max_num_batched_tokens": 2048}),
               A("nochunk", ttft=0.5, tpot=0.06, tok=100,
                 settings={"enable_chunked_prefill": False, "max_num_batched_tokens": 8192}, role="baseline")],
    "radix": _radix("disable_radix_cache", False),
    "radix_on": _radix("radix_cache", True),
    "spec": [A("eagle", ttft=0.1, tpot=0.01, tok=100, settings={"speculative_method": "eagle3"}, role="treatment"),
             A("nospec", ttft=0.1, tpot=0.02, tok=100, settings={"speculative_method": "none"}, role="baseline")],
    "run": [A("chunked_on", wall=21.8, n=128, ttft=0.2, tpot=0.01, tok=100, settings={"enable_chunked_prefill": True},
              role="treatment"),
            A("chunked_off", wall=28.2, n=128, ttft=0.4, tpot=0.01, tok=100, settings={"enable_chunked_prefill": False},
              role="baseline")],
}

wit = sealed_fixture("description_arms", WITNESSES, engine="vLLM")


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPES.get(name, "10 requests per arm"))


ROWS = [
    # chunk budget
    ("chunks", "Chunked prefill with a 512-token budget reduces P99 TPOT from 60 ms to 32 ms (a 1.9x reduction) "
               "relative to the unchunked baseline.",
     ["Chunked prefill with a 512-token budget reduces P99 TPOT from 90 ms to 32 ms (a 1.9x reduction) relative to the "
      "unchunked baseline.",
      "Chunked prefill with a 512-token budget reduces P99 TPOT from 60 ms to 16 ms (a 1.9x reduction) relative to the "
      "unchunked baseline.",
      "Chunked prefill with a 512-token budget reduces P99 TPOT from 60 ms to 32 ms (a 2.85x reduction) relative to "
      "the unchunked baseline.",
      "Chunked prefill with a 512-token budget raises P99 TPOT from 60 ms to 32 ms (a 1.9x reduction) relative to the "
      "unchunked baseline.",
      "Chunked prefill with a 2048-token budget reduces P99 TPOT from 60 ms to 32 ms (a 1.9x reduction) relative to "
      "the unchunked baseline.",
      "Chunked prefill with a 512-token budget reduces P99 TTFT from 60 ms to 32 ms (a 1.9x reduction) relative to the "
      "unchunked baseline.",
      NEG + "chunked prefill with a 512-token budget reduces P99 TPOT from 60 ms to 32 ms (a 1.9x reduction) relative "
      "to the unchunked baseline."]),
    ("chunks", "With a token budget of 512, mean TPOT is about 32 ms vs about 35 ms with a 2048-token chunk budget.",
     ["With a token budget of 512, mean TPOT is about 48 ms vs about 35 ms with a 2048-token chunk budget.",
      "With a token budget of 2048, mean TPOT is about 32 ms vs about 35 ms with a 512-token chunk budget.",
      "With a token budget of 512, mean TTFT is about 32 ms vs about 35 ms with a 2048-token chunk budget."]),
    ("chunks", "The time per output token falls by roughly 47% with a 512-token budget compared to the unchunked "
               "baseline.",
     ["The time per output token falls by roughly 70% with a 512-token budget compared to the unchunked baseline.",
      "The time per output token rises by roughly 47% with a 512-token budget compared to the unchunked baseline.",
      "The time per output token falls by roughly 47% with a 2048-token budget compared to the unchunked baseline."]),
    # radix cache: the flag and the cache's own words
    ("radix", "With the radix cache enabled, mean TTFT drops from 1.0 s to 0.4 s (-60%) compared to "
              "`--disable-radix-cache`.",
     ["With the radix cache enabled, mean TTFT drops from 1.5 s to 0.4 s (-60%) compared to `--disable-radix-cache`.",
      "With the radix cache enabled, mean TTFT drops from 1.0 s to 0.2 s (-60%) compared to `--disable-radix-cache`.",
      "With the radix cache enabled, mean TTFT rises from 1.0 s to 0.4 s (-60%) compared to `--disable-radix-cache`.",
      "With the radix cache disabled, mean TTFT drops from 1.0 s to 0.4 s (-60%) compared to the radix cache enabled.",
      "With the radix cache enabled, p99 TTFT drops from 1.0 s to 0.4 s (-60%) compared to `--disable-radix-cache`.",
      NEG + "with the radix cache enabled, mean TTFT drops from 1.0 s to 0.4 s (-60%) compared to "
      "`--disable-radix-cache`."]),
    ("radix", "P99 time to first token is 0.9 s with prefix caching on vs 1.5 s with the radix cache disabled.",
     ["P99 time to first token is 1.35 s with prefix caching on vs 1.5 s with the radix cache disabled.",
      "P99 time to first token is 1.5 s with prefix caching on vs 0.9 s with the radix cache disabled.",
      "Mean time to first token is 0.9 s with prefix caching on vs 1.5 s with the radix cache disabled."]),
    ("radix_on", "Radix caching cuts mean TTFT by 60% compared to radix cache off.",
     ["Radix caching cuts mean TTFT by 90% compared to radix cache off.",
      "Radix caching cuts mean TTFT by 30% compared to radix cache off.",
      "Radix caching raises mean TTFT by 60% compared to radix cache off.",
      "Radix caching cuts p99 TTFT by 60% compared to radix cache off.",
      NEG + "radix caching cuts mean TTFT by 60% compared to radix cache off."]),
    # the baseline described by what it lacks (vocabulary.NO_SPECULATION: "non-speculative", "no-spec")
    ("spec", "EAGLE3 cuts mean TPOT by 50% relative to the non-speculative baseline.",
     ["EAGLE3 cuts mean TPOT by 75% relative to the non-speculative baseline.",
      "EAGLE3 cuts mean TPOT by 25% relative to the non-speculative baseline.",
      "EAGLE3 raises mean TPOT by 50% relative to the non-speculative baseline.",
      "The non-speculative baseline cuts mean TPOT by 50% relative to EAGLE3.",
      "EAGLE3 cuts mean TTFT by 50% relative to the non-speculative baseline.",
      NEG + "EAGLE3 cuts mean TPOT by 50% relative to the non-speculative baseline."]),
    ("spec", "Mean TPOT is about 20 ms with no spec vs about 10 ms with EAGLE3.",
     ["Mean TPOT is about 10 ms with no spec vs about 20 ms with EAGLE3.",
      "Mean TPOT is about 30 ms with no spec vs about 10 ms with EAGLE3."]),
    # the whole counted run
    ("run", "In other words, with chunked prefill on, Llama 3.1 8B finished the whole 128-request run in 21.8 s "
            "instead of 28.2 s.",
     ["In other words, with chunked prefill on, Llama 3.1 8B finished the whole 128-request run in 32.7 s instead of "
      "28.2 s.",
      "In other words, with chunked prefill on, Llama 3.1 8B finished the whole 128-request run in 21.8 s instead of "
      "14.1 s.",
      "In other words, with chunked prefill off, Llama 3.1 8B finished the whole 128-request run in 21.8 s instead "
      "of 28.2 s.",
      "In other words, with chunked prefill on, Llama 3.1 8B finished the whole 64-request run in 21.8 s instead of "
      "28.2 s.",
      "In other words, with chunked prefill on, Llama 3.1 70B finished the whole 128-request run in 21.8 s instead "
      "of 28.2 s.",
      NEG + "with chunked prefill on, Llama 3.1 8B finished the whole 128-request run in 21.8 s instead of 28.2 s."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(ROWS, grade)


@pytest.mark.parametrize("name,s", [
    ("chunks", "Mean TPOT is 32 ms with a 1024-token budget."),       # a budget no arm declares
    ("chunks", "Mean TPOT drops from 35 ms to 32 ms with a 512-token budget."),  # from 2048's: held back
    ("radix", "Mean TTFT drops from 1.0 s to 0.4 s with the radix cache."),
    ("run", "The whole 128-request run took 28.2 s instead of 21.8 s."),  # naming no arm: which run took 28.2 s?
])
def test_honest_or_unclear_is_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)
