"""Per-request metric spellings and "N% less" before a duration metric (vocabulary._M's per-request spellings; grammar
production less_time after a percent, claimcheck/claims/grammar.py): "mean e2e per request dropped from 8.0 s (nospec)
to 4.1 s (spec)", "mean E2EL per request", "TPOT per request" (TPOT is a per-request number already), and "that's 50%
less time per token with speculation compared to nospec" (read as "50% lower", as "4x less mean TTFT" already was).

Before: "mean e2e per request ..." / "mean E2EL per request" / "mean TPOT per request" left the metric words unread
("e2e latency per request" alone was known), and "N% less <duration metric>" with no "than" right after the metric
left the percent unread ("50% lower TPOT with X than Y" read).

Witness, worked out by hand (vLLM, Llama-3.1-8B-Instruct, 10 requests per arm, 100 output tokens per request, every
request alike, TTFT 160 ms in both): spec (speculative_method ngram, treatment, alias "speculation") lasts 4.1 s per
request, so TPOT (4.1 - 0.16) / 99 = 39.80 ms; nospec (speculative_method none, baseline) 8.0 s, TPOT 7.84 / 99 =
79.19 ms. TPOT is 39.80 / 79.19 = 0.5026 of nospec's: 49.7% less ("50%" at its stated precision +-0.5 holds; 75% and
25% are contradicted); e2e 4.1 / 8.0: 48.75% less.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, sealed_fixture, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct, 10 requests per arm"
ARMS = [A("spec", "speculation", ttft=0.16, dur=4.1, tok=100, settings={"speculative_method": "ngram"},
          role="treatment"),
        A("nospec", ttft=0.16, dur=8.0, tok=100, settings={"speculative_method": "none"}, role="baseline")]
wit = sealed_fixture("perreq", ARMS, "spec", engine="vLLM")


def _grade(w, s):
    return grade_statement(s, w, SCOPE)


TRUE = [
    # per-request spellings of the end-to-end latency and of TPOT, every statistic placement and arm naming
    "Mean e2e per request dropped from 8.0 s (nospec) to 4.1 s (spec).",
    "mean e2e per request dropped from 8.0 s without speculation to 4.1 s with speculation",
    "Mean e2e per prompt was 4.1 s with speculation vs 8.0 s without.",
    "Per-request e2e was about 4.1 s with speculation vs 8.0 s without.",
    "p99 e2e per request was 4.1 s with speculation vs 8.0 s without.",
    "e2e per request is 4.1 s with speculation",
    "mean E2EL per request is 4.1 s with speculation",
    "Median per-request E2EL: ~8.0 s without speculation, ~4.1 s with it.",
    "mean TPOT per request is 39.8 ms with speculation",
    "TPOT per request fell from 79.2 ms (nospec) to 39.8 ms (spec).",
    # "N% less" before a duration metric, subjectless, the arms after it
    "that's 50% less time per token with speculation compared to nospec",
    "50% less TPOT with speculation than nospec",
    "50% less mean TPOT with speculation than nospec",
    "that's 50% less p99 time per token with speculation compared to nospec",
    "~50% less time per output token with speculation than without",
    "With speculation, that's about 50% less time per token compared to nospec",
    "Speculation gives roughly 50% less TPOT per request than nospec.",
]
TWINS = [
    # numbers x1.5 / x0.5
    "Mean e2e per request dropped from 8.0 s (nospec) to 6.15 s (spec).",
    "Mean e2e per request dropped from 8.0 s (nospec) to 2.05 s (spec).",
    "mean E2EL per request is 6.15 s with speculation", "mean E2EL per request is 2.05 s with speculation",
    "mean TPOT per request is 59.7 ms with speculation", "mean TPOT per request is 19.9 ms with speculation",
    "that's 75% less time per token with speculation compared to nospec",
    "that's 25% less time per token with speculation compared to nospec",
    # direction flipped, arms swapped, negation
    "Mean e2e per request rose from 8.0 s (nospec) to 4.1 s (spec).",
    "that's 50% more time per token with speculation compared to nospec",
    "Mean e2e per request dropped from 8.0 s (spec) to 4.1 s (nospec).",
    "that's 50% less time per token with nospec compared to speculation",
    "50% less TPOT with nospec than speculation",
    "It is not true that 50% less TPOT with speculation than nospec.",
    "Mean e2e per request did not drop from 8.0 s (nospec) to 4.1 s (spec).",
    # wrong statistic / metric
    "that's 50% less TTFT with speculation compared to nospec",
    "50% less e2e latency with speculation than nospec",
    "Mean TTFT per request dropped from 8.0 s (nospec) to 4.1 s (spec).",
    "mean TPOT per request is 4.1 s with speculation",
    "that's 50% less throughput with speculation compared to nospec",
    # wrong engine / setting
    "With SGLang, mean e2e per request dropped from 8.0 s (nospec) to 4.1 s (spec).",
    "50% less TPOT with EAGLE than nospec",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, _grade)


@pytest.mark.parametrize("s", ["ITL per request is 39.8 ms with speculation",
                               "50% less latency per request with speculation than nospec",
                               "roughly half the time per token with speculation"])
def test_unclear_variants_are_never_false(s, wit):
    assert_never_false(_grade(wit, s), s)
