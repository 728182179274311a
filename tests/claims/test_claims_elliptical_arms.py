"""Arms named by ellipsis or anaphora in a pair of values (claimcheck/claims/state_arms.py with_aliases,
claimcheck/claims/ellipsis.py it_states and state_labels; productions with_alias, it_state, state_label):

* an alias "with speculation" is the preposition and the name "speculation": "4.1 s with speculation vs 8.0 s
  without", "8.0 s without speculation and 4.1 s with it" (the arm's off forms are made from the name);
* a boolean speculative-decoding key ("speculative_decoding: true / false") and prefix-caching key
  ("enable_prefix_caching") name their arms as speculative_method / prefix_caching do; "speculation" is a name of
  speculative decoding on;
* "with it off" after a mention of the setting ("Mean ITL with chunked prefill on is 18 ms (21 ms with it off)"):
  "it" is the setting named before it in the sentence, the state word picks the arm;
* "P99 TTFT: 1000 ms (off) vs 350 ms (on)": bare state labels of both states after values name the arms of the one
  on / off setting; the setting is the witness's, not the words', so a contradiction there is held back (not-yet);
* an unresolved "with it" or a bare "with" at a clause's end is no longer inert ("4.1 s with speculation vs 8.0 s
  with it" was net-true: the second value given to the other arm with "with it" ignored).

Witnesses, worked out by hand (vLLM on one H100, Llama-3.1-8B-Instruct, 10 requests per arm; every request of an arm
alike unless said; real_sentences.witness_specs.arm_rows):

* ``spec``: spec (speculative_decoding true, aliases "with speculation", treatment) and base (speculative_decoding
  false, alias "without speculation", baseline), back to back, TTFT 100 ms, 100 output tokens: TPOT 4.0 / 99 s
  (40.4 ms) vs 7.9 / 99 s (79.8 ms), so E2E latency 0.1 + 4.0 = 4.1 s vs 0.1 + 7.9 = 8.0 s (-48.75%, 1.95x).
* ``plain``: the same numbers, speculative_decoding true / false and no aliases.
* ``specm``: spec (speculative_method ngram) vs base (speculative_method none): TTFT 170 vs 160 ms, TPOT 18 vs 24 ms,
  output 63 vs 40 tok/s (wall 1000 / 63 = 15.87 s vs 25 s; 100 output tokens each).
* ``cp``: cp (chunked_prefill true) vs nocp (chunked_prefill false): ITL 18 vs 21 ms (50 output tokens).
* ``apc``: apc (prefix_caching true) vs noapc (false): TTFT mean 300 ms / p99 350 ms vs mean 900 ms / p99 1000 ms
  (nine requests at 293.83 ms and one at 355.56 ms; nine at 888.89 ms and one at 1011.11 ms): p99 -65%, mean -66.7%.
* ``eapc``: the same two arms declared as enable_prefix_caching true / false.
* ``three``: cp, nocp and a third arm (chunked_prefill true, max_num_seqs 64): "it" names no one arm there.
* ``fp8``: new (quantization fp8, alias FP8, treatment) and old (quantization none, alias BF16, baseline): every request
  5.0 s vs 10.4 s end to end (TTFT 100 ms); ``ans``: the same with 2.0 s vs 4.0 s.

Second part (productions either_way, instead_now, request_pair, bound_pair; grammar.quantified_phrases,
claimcheck/claims/ellipsis.py instead_of / bound_pairs, grammar._request_predicate):

* "p95 TTFT stays well under 200 ms either way (160 ms without speculation, 170 ms with it)": "either way" / "both
  ways" / "in both cases" after the clause's value is every arm of two (never "Either way, ..." opening a clause);
* "End-to-end, a completion now takes ~5 s on average instead of 10.4 s", "Mean E2E latency is now 5 s instead of 10.4
  s": where the sentence names no arm, its "now" is the declared treatment (held back where contradicted: the roles
  are the witness's, not the words'); "each answer took 2 s instead of 4 s end to end": the tail after the pair;
* "A single answer took about 4.1 s with speculation vs 8.0 s without": a request subject's time for a pair of arms,
  each value the arm right after it; "answer", "response", "reply" are request subjects;
* "p99 TPOT with spec decode was 18 ms, still well under the 24 ms without it": "the 24 ms <other arm>" is that arm's
  value, the bound the stated values' own order (in the other order: unread).
"""

from __future__ import annotations

import itertools
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (assert_never_false, assert_never_net_true, assert_read_net_true,  # noqa: E402
                                        frame_tests, sealed_fixture)
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "

_SPEC_ARMS = dict(seq=True, ttft=0.1, tok=100)
SPECS = {
    "spec": [A("spec", "with speculation", tpot=4.0 / 99, settings={"speculative_decoding": True}, role="treatment",
               **_SPEC_ARMS),
             A("base", "without speculation", tpot=7.9 / 99, settings={"speculative_decoding": False},
               role="baseline", **_SPEC_ARMS)],
    "plain": [A("spec", tpot=4.0 / 99, settings={"speculative_decoding": True}, role="treatment", **_SPEC_ARMS),
              A("base", tpot=7.9 / 99, settings={"speculative_decoding": False}, role="baseline", **_SPEC_ARMS)],
    "specm": [A("spec", ttft=0.17, tpot=0.018, tok=100, toks=63, settings={"speculative_method": "ngram"},
                role="treatment"),
              A("base", ttft=0.16, tpot=0.024, tok=100, toks=40, settings={"speculative_method": "none"},
                role="baseline")],
    "cp": [A("cp", itl=0.018, tok=50, settings={"chunked_prefill": True}, role="treatment"),
           A("nocp", itl=0.021, tok=50, settings={"chunked_prefill": False}, role="baseline")],
    "apc": [A("apc", ttft_mp=(0.30, 0.35), settings={"prefix_caching": True}, role="treatment"),
            A("noapc", ttft_mp=(0.90, 1.0), settings={"prefix_caching": False}, role="baseline")],
    "eapc": [A("apc", ttft_mp=(0.30, 0.35), settings={"enable_prefix_caching": True}, role="treatment"),
             A("noapc", ttft_mp=(0.90, 1.0), settings={"enable_prefix_caching": False}, role="baseline")],
    "three": [A("cp", itl=0.018, tok=50, settings={"chunked_prefill": True, "max_num_seqs": 256}),
              A("nocp", itl=0.021, tok=50, settings={"chunked_prefill": False, "max_num_seqs": 256}, role="baseline"),
              A("cp64", itl=0.015, tok=50, settings={"chunked_prefill": True, "max_num_seqs": 64})],
    "fp8": [A("new", "FP8", dur=5.0, settings={"quantization": "fp8"}, role="treatment"),
            A("old", "BF16", dur=10.4, settings={"quantization": "none"}, role="baseline")],
    # 40 prompts back to back: wall 40 x 4.075 = 163 s with speculative decoding, 40 x 8.025 = 321 s without (1.97x)
    "wall": [A("spec", seq=True, n=40, dur=163 / 40, settings={"speculative_decoding": True}, role="treatment"),
             A("base", seq=True, n=40, dur=321 / 40, settings={"speculative_decoding": False}, role="baseline")],
    "ans": [A("new", "FP8", dur=2.0, settings={"quantization": "fp8"}, role="treatment"),
            A("old", "BF16", dur=4.0, settings={"quantization": "none"}, role="baseline")],
}

wit = sealed_fixture("ellipticalarms", SPECS)


def grade(w, name, s):
    return grade_statement(s, w[name], SCOPE.replace("10 requests", "40 requests") if name == "wall" else SCOPE)


# (witness, true statement, twins: x1.5, x0.5, swapped, negated, flipped, wrong statistic / metric / setting / GPU)
FRAMES = [
    # production with_alias: "with speculation" is "with" and the name "speculation"
    ("spec", "Mean E2E latency is 4.1 s with speculation vs 8.0 s without.", [
        "Mean E2E latency is 6.15 s with speculation vs 8.0 s without.",
        "Mean E2E latency is 4.1 s with speculation vs 4.0 s without.",
        "Mean E2E latency is 8.0 s with speculation vs 4.1 s without.",
        "Mean E2E latency is not 4.1 s with speculation vs 8.0 s without.",
        NEG + "mean E2E latency is 4.1 s with speculation vs 8.0 s without.",
        "Mean E2E latency is 4.1 s with speculation vs 8.0 s with it.",
        "Mean E2E latency is 4.1 s with speculation vs 8.0 s with.",
        "Mean TTFT is 4.1 s with speculation vs 8.0 s without.",
        "Mean E2E latency is 4.1 s with speculation vs 8.0 s without, on an A100.",
    ]),
    ("spec", "Mean end-to-end latency was about 8.0 s without speculation and roughly 4.1 s with it.", [
        "Mean end-to-end latency was about 4.1 s without speculation and roughly 8.0 s with it.",
        "Mean end-to-end latency was about 8.0 s without speculation and roughly 4.1 s without it.",
        "Mean end-to-end latency was about 12 s without speculation and roughly 4.1 s with it.",
        "Mean end-to-end latency was about 8.0 s without speculation and roughly 2.05 s with it.",
    ]),
    ("spec", "E2EL (mean): 4.1 s with speculation, 8.0 s without it.", [
        "E2EL (mean): 8.0 s with speculation, 4.1 s without it.",
        "E2EL (mean): 4.1 s with speculation, 12 s without it.",
        "TPOT (mean): 4.1 s with speculation, 8.0 s without it.",
    ]),
    ("spec", "Speculation cuts mean E2E latency from 8.0 s to 4.1 s.", [
        "Speculation raises mean E2E latency from 8.0 s to 4.1 s.",
        "Speculation cuts mean E2E latency from 16 s to 4.1 s.",
        "Speculation cuts mean E2E latency from 4.1 s to 8.0 s.",
    ]),
    ("spec", "Mean E2E latency is ~4.1 s w/ speculation vs ~8.0 s w/o.", [
        "Mean E2E latency is ~8.0 s w/ speculation vs ~4.1 s w/o.",
        "Mean E2E latency is ~2 s w/ speculation vs ~8.0 s w/o.",
    ]),
    # a boolean speculative_decoding key, no aliases: named as speculative_method's values are
    ("plain", "Mean E2E latency is 4.1 s with speculative decoding vs 8.0 s without.", [
        "Mean E2E latency is 8.0 s with speculative decoding vs 4.1 s without.",
        "Mean E2E latency is 4.1 s with speculative decoding vs 12 s without.",
        "Mean E2E latency is 4.1 s without speculative decoding vs 8.0 s with it.",
    ]),
    ("plain", "Mean E2E latency: 8.0 s without speculation, 4.1 s with it.", [
        "Mean E2E latency: 4.1 s without speculation, 8.0 s with it.",
        "Mean E2E latency: 8.0 s without speculation, 6.15 s with it.",
    ]),
    ("specm", "P95 TTFT: 160 ms without speculation, 170 ms with it.", [
        "P95 TTFT: 170 ms without speculation, 160 ms with it.",
        "P95 TTFT: 240 ms without speculation, 170 ms with it.",
        "P95 TPOT: 160 ms without speculation, 170 ms with it.",
    ]),
    ("specm", "Output throughput is ~40 tok/s without speculation vs ~63 tok/s with it.", [
        "Output throughput is ~63 tok/s without speculation vs ~40 tok/s with it.",
        "Output throughput is ~40 tok/s without speculation vs ~95 tok/s with it.",
        "Output throughput is ~40 tok/s without speculation vs ~31 tok/s with it.",
    ]),
    ("specm", "p99 TPOT with speculation was 18 ms vs 24 ms without it.", [
        "p99 TPOT with speculation was 24 ms vs 18 ms without it.",
        "p99 TPOT with speculation was 27 ms vs 24 ms without it.",
        "p99 TTFT with speculation was 18 ms vs 24 ms without it.",
    ]),
    # production it_state: "with it off" after a mention of the setting
    ("cp", "Mean ITL with chunked prefill on is 18 ms (21 ms with it off).", [
        "Mean ITL with chunked prefill on is 21 ms (18 ms with it off).",
        "Mean ITL with chunked prefill on is 18 ms (21 ms with it on).",
        "Mean ITL with chunked prefill off is 18 ms (21 ms with it on).",
        "Mean ITL with chunked prefill on is 27 ms (21 ms with it off).",
        "Mean ITL with chunked prefill on is 18 ms (10 ms with it off).",
        "Mean ITL with chunked prefill on is not 18 ms (21 ms with it off).",
        "Mean TTFT with chunked prefill on is 18 ms (21 ms with it off).",
    ]),
    ("cp", "Mean ITL is 18 ms with chunked prefill on and 21 ms with it off.", [
        "Mean ITL is 21 ms with chunked prefill on and 18 ms with it off.",
        "Mean ITL is 18 ms with chunked prefill on and 31.5 ms with it off.",
    ]),
    ("cp", "Mean inter-token latency is 21 ms with chunked prefill off vs 18 ms with it on.", [
        "Mean inter-token latency is 18 ms with chunked prefill off vs 21 ms with it on.",
        "Mean inter-token latency is 21 ms with chunked prefill off vs 9 ms with it on.",
    ]),
    ("cp", "ITL p99 with chunked prefill enabled is about 18 ms, 21 ms with it disabled.", [
        "ITL p99 with chunked prefill enabled is about 21 ms, 18 ms with it disabled.",
        "ITL p99 with chunked prefill disabled is about 18 ms, 21 ms with it enabled.",
    ]),
    # production state_label: "(off)" / "(on)" of the one on / off setting
    ("apc", "P99 TTFT: 1000 ms (off) vs 350 ms (on), a 65% reduction.", [
        "P99 TTFT: 350 ms (off) vs 1000 ms (on), a 65% reduction.",
        "P99 TTFT: 1000 ms (off) vs 525 ms (on), a 65% reduction.",
        "P99 TTFT: 1000 ms (off) vs 350 ms (on), a 30% reduction.",
        "P99 TTFT: 1000 ms (off) vs 350 ms (on), a 65% increase.",
        "Mean TTFT: 1000 ms (off) vs 350 ms (on), a 65% reduction.",
        "P99 TTFT: 1000 ms (off) vs 350 ms (off), a 65% reduction.",
        "P99 TTFT: 1000 ms (on) vs 350 ms (off), a 65% reduction.",
    ]),
    ("apc", "Mean TTFT is ~300 ms (on) and ~900 ms (off).", [
        "Mean TTFT is ~900 ms (on) and ~300 ms (off).",
        "Mean TTFT is ~450 ms (on) and ~900 ms (off).",
        "P99 TTFT is ~300 ms (on) and ~900 ms (off).",
    ]),
    ("apc", "Time to first token (p99): 1000 ms (disabled) vs 350 ms (enabled).", [
        "Time to first token (p99): 350 ms (disabled) vs 1000 ms (enabled).",
        "Time to first token (p99): 1000 ms (disabled) vs 175 ms (enabled).",
    ]),
    ("eapc", "Mean TTFT is 300 ms with prefix caching vs 900 ms without it.", [
        "Mean TTFT is 900 ms with prefix caching vs 300 ms without it.",
        "Mean TTFT is 300 ms with prefix caching vs 1350 ms without it.",
        "P99 TTFT is 300 ms with prefix caching vs 900 ms without it.",
    ]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, grade)

FRAMES2 = [
    # production either_way
    ("specm", "p95 TTFT stays well under 200 ms either way (160 ms without speculation, 170 ms with it).", [
        "p95 TTFT stays well under 200 ms either way (170 ms without speculation, 160 ms with it).",
        "p95 TTFT stays well under 200 ms either way (160 ms without speculation, 255 ms with it).",
        "p95 TTFT stays well under 165 ms either way (160 ms without speculation, 170 ms with it).",
        "p95 TTFT stays well under 100 ms either way (160 ms without speculation, 170 ms with it).",
        "p95 TPOT stays well under 200 ms either way (160 ms without speculation, 170 ms with it).",
        "p95 TTFT does not stay under 200 ms either way (160 ms without speculation, 170 ms with it).",
    ]),
    ("specm", "Mean TTFT is about 165 ms either way.", [
        "Mean TTFT is about 250 ms either way.",
        "Mean TTFT is about 80 ms either way.",
        "Mean TPOT is about 165 ms either way.",
    ]),
    ("specm", "P95 TTFT is under 200 ms in both cases.", [
        "P95 TTFT is under 100 ms in both cases.",
        "P95 TTFT is over 200 ms in both cases.",
    ]),
    # production instead_now
    ("fp8", "End-to-end, a completion now takes ~5 s on average instead of 10.4 s.", [
        "End-to-end, a completion now takes ~7.5 s on average instead of 10.4 s.",
        "End-to-end, a completion now takes ~2.5 s on average instead of 10.4 s.",
        "End-to-end, a completion now takes ~5 s on average instead of 15.6 s.",
        "End-to-end, a completion now takes ~10.4 s on average instead of 5 s.",
        "End-to-end, a completion now takes ~5 s on average instead of 10.4 s on an A100.",
    ]),
    ("fp8", "Mean E2E latency is now 5 s instead of 10.4 s.", [
        "Mean E2E latency is now 10.4 s instead of 5 s.",
        "Mean TTFT is now 5 s instead of 10.4 s.",
        "Mean E2E latency is now 5 s instead of 20.8 s.",
        "Mean E2E latency is not now 5 s instead of 10.4 s.",
    ]),
    ("ans", "Each answer now takes 2 s instead of 4 s end to end.", [
        "Each answer now takes 4 s instead of 2 s end to end.",
        "Each answer now takes 3 s instead of 4 s end to end.",
        "Each answer now takes 2 s instead of 4 s to first token.",
    ]),
    ("ans", "With FP8, each answer took 2 s instead of 4 s end to end.", [
        "With BF16, each answer took 2 s instead of 4 s end to end.",
        "With FP8, each answer took 2 s instead of 6 s end to end.",
        "With FP8, each answer took 1 s instead of 4 s end to end.",
    ]),
    # production request_pair
    ("spec", "A single answer took about 4.1 s with speculation vs 8.0 s without.", [
        "A single answer took about 8.0 s with speculation vs 4.1 s without.",
        "A single answer took about 4.1 s with speculation vs 12 s without.",
        "A single answer took about 2 s with speculation vs 8.0 s without.",
        "A single answer took about 4.1 s with speculation vs 8.0 s with speculation.",
        "A single answer took about 4.1 s with speculation vs 8.0 s.",
        "A single answer took about 4.1 s with speculation vs 8.0 s without, on an A100.",
    ]),
    ("spec", "Each request took 4.1 s with speculation and 8.0 s without speculation.", [
        "Each request took 8.0 s with speculation and 4.1 s without speculation.",
        "Each request took 4.1 s with speculation and 4.0 s without speculation.",
    ]),
    ("spec", "Each request takes 8.0 s without speculation vs 4.1 s with it.", [
        "Each request takes 4.1 s without speculation vs 8.0 s with it.",
        "Each request takes 8.0 s without speculation vs 6 s with it.",
        "Each request takes 8.0 s without speculation vs 4.1 s without it.",
        "Each request takes 16 s without speculation vs 4.1 s with it.",
    ]),
    ("spec", "Each request takes 8.0 s without speculation, ~4.1 s with it.", [
        "Each request takes 4.1 s without speculation, ~8.0 s with it.",
        "Each request takes 8.0 s without speculation, ~2 s with it.",
        "Each request takes 8.0 s with speculation, ~4.1 s with it.",
    ]),
    ("spec", "Each request takes 8.0 s without speculation on average.", [
        "Each request takes 4.1 s without speculation on average.",
        "Each request takes 12 s without speculation on average.",
        "Each request takes 8.0 s with speculation on average.",
        "Each request does not take 8.0 s without speculation on average.",
    ]),
    ("spec", "Each response takes 4.1 s with speculation, vs 8.0 s without.", [
        "Each response takes 4.1 s without speculation, vs 8.0 s with it.",
        "Each response takes 6.15 s with speculation, vs 8.0 s without.",
    ]),
    # production it_state with "turned" / "switched"; state_label with its referent in the words ("(chunked prefill
    # on) vs 21 ms (off)", "Chunked prefill on: ...; off: ..."): a contradiction there is false
    ("cp", "Mean ITL is 18 ms with chunked prefill on and 21 ms with it turned off.", [
        "Mean ITL is 21 ms with chunked prefill on and 18 ms with it turned off.",
        "Mean ITL is 18 ms with chunked prefill on and 21 ms with it turned on.",
        "Mean ITL is 18 ms with chunked prefill on and 31.5 ms with it turned off.",
    ]),
    ("cp", "Mean ITL: 18 ms (chunked prefill on) vs 21 ms (off).", [
        "Mean ITL: 21 ms (chunked prefill on) vs 18 ms (off).",
        "Mean ITL: 18 ms (chunked prefill on) vs 21 ms (on).",
        "Mean ITL: 18 ms (chunked prefill off) vs 21 ms (off).",
        "Mean ITL: 18 ms (chunked prefill on) vs 10 ms (off).",
        "Mean TTFT: 18 ms (chunked prefill on) vs 21 ms (off).",
    ]),
    ("cp", "Chunked prefill on: 18 ms mean ITL; off: 21 ms.", [
        "Chunked prefill on: 21 ms mean ITL; off: 18 ms.",
        "Chunked prefill off: 18 ms mean ITL; on: 21 ms.",
        "Chunked prefill on: 18 ms mean ITL; on: 21 ms.",
        "Chunked prefill on: 18 ms mean ITL; off: 42 ms.",
    ]),
    ("cp", "Mean ITL is under 25 ms in both modes.", [
        "Mean ITL is under 20 ms in both modes.",
        "Mean ITL is over 25 ms in both modes.",
    ]),
    # a dash after "with it" ends its phrase
    ("wall", "The whole 40-prompt run took 321 s without speculation and 163 s with it -- a 1.97x speedup.", [
        "The whole 40-prompt run took 163 s without speculation and 321 s with it -- a 1.97x speedup.",
        "The whole 40-prompt run took 321 s without speculation and 244 s with it -- a 1.97x speedup.",
        "The whole 40-prompt run took 321 s without speculation and 163 s without it -- a 1.97x speedup.",
        "The whole 40-prompt run took 321 s without speculation and 163 s with it -- a 3.9x speedup.",
    ]),
    # production bound_pair
    ("specm", "p99 tpot w/ spec decode was 18ms, still well under the 24ms without it.", [
        "p99 tpot w/ spec decode was 18ms, still well above the 24ms without it.",
        "p99 tpot w/ spec decode was 24ms, still well under the 18ms without it.",
        "p99 tpot w/ spec decode was 18ms, still well under the 36ms without it.",
        "p99 tpot w/ spec decode was 12ms, still well under the 24ms without it.",
        "p99 tpot w/ spec decode was 18ms, still well under the 24ms with it.",
        "p99 ttft w/ spec decode was 18ms, still well under the 24ms without it.",
    ]),
    ("specm", "Mean TTFT with speculation was 170 ms, above the 160 ms without it.", [
        "Mean TTFT with speculation was 170 ms, below the 160 ms without it.",
        "Mean TTFT with speculation was 170 ms, above the 80 ms without it.",
    ]),
    ("specm", "P95 TPOT is 18 ms with speculation, lower than the 24 ms without it.", [
        "P95 TPOT is 18 ms with speculation, higher than the 24 ms without it.",
        "P95 TPOT is 9 ms with speculation, lower than the 24 ms without it.",
    ]),
]

test_part2_true_statement_is_read_completely_and_net_true, test_part2_twins_are_never_net_true = frame_tests(
    FRAMES2, grade)


# honest or unclear: never false (an elided setting taken from the witness holds a contradiction back; an
# unresolved "it" or a bare state word stays unread)
NEVER_FALSE = [
    ("apc", "P99 TTFT: 350 ms (off) vs 1000 ms (on)."),
    ("apc", "P99 TTFT: 1000 ms (off) vs 350 ms (on), a 30% reduction."),
    ("apc", "P99 TTFT: 1000 ms (off)."),
    ("apc", "P99 TTFT: 1000 ms (off) vs 350 ms (off)."),
    ("spec", "Mean E2E latency is 4.1 s with speculation vs 8.0 s with it."),
    ("spec", "Mean E2E latency is 4.1 s with speculation vs 8.0 s with."),
    ("cp", "Mean ITL is 18 ms with chunked prefill on vs 21 ms with it on."),
    ("cp", "Mean ITL: 18 ms (chunked prefill on) vs 21 ms (on)."),
    ("three", "Mean ITL with chunked prefill on is 18 ms (21 ms with it off)."),
    ("three", "Mean ITL with chunked prefill on is 21 ms (18 ms with it off)."),
    ("fp8", "End-to-end, a completion now takes ~10.4 s on average instead of 5 s."),
    ("fp8", "Mean E2E latency is now 10.4 s instead of 5 s."),
    ("fp8", "Mean E2E latency is now 7.5 s instead of 10.4 s."),
    ("specm", "Either way, p95 TTFT is under 200 ms."),
    ("specm", "p99 TPOT with spec decode was 18 ms, still well above the 24 ms without it."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_unclear_variants_are_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


@pytest.mark.parametrize("name,s", [(n, s) for n, s in NEVER_FALSE if n in ("three", "apc")])
def test_unclear_variants_are_never_net_true(wit, name, s):
    assert_never_net_true(grade(wit, name, s), s)


# a complete reading of a named setting contradicted by the witness is false
@pytest.mark.parametrize("name,s", [
    ("spec", "Mean E2E latency is 8.0 s with speculation vs 4.1 s without."),
    ("cp", "Mean ITL with chunked prefill on is 21 ms (18 ms with it off)."),
    ("plain", "Mean E2E latency: 4.1 s without speculation, 8.0 s with it."),
    ("cp", "Mean ITL: 21 ms (chunked prefill on) vs 18 ms (off)."),
    ("cp", "Chunked prefill on: 21 ms mean ITL; off: 18 ms."),
])
def test_a_named_setting_contradicted_is_false(wit, name, s):
    assert grade(wit, name, s).verdict == "false"


def test_the_with_alias_is_read_as_the_preposition_and_its_name(wit):
    res = grade(wit, "spec", "Mean E2E latency is 4.1 s with speculation vs 8.0 s without speculation.")
    assert_read_net_true(res)


# --- a crossed matrix: metric spellings x statistic placements x elliptical frames x feature namings x hedges --------
# Witness ``xm``, worked out by hand (10 requests per arm, 11 output tokens each, every request alike, so every
# statistic is the one value): apc (prefix_caching true, treatment) TTFT 300 ms, ITL = TPOT 20 ms, E2E 0.3 + 10 x 0.02
# = 0.5 s, 4 req/s (wall 2.5 s), 44 output tok/s; noapc (false, baseline) TTFT 900 ms, ITL 25 ms, E2E 0.9 + 0.25 =
# 1.15 s, 2 req/s (wall 5 s), 22 output tok/s.
XM = [A("apc", role="treatment", thr=4.0, ttft=0.3, itl=0.02, tok=11, settings={"prefix_caching": True}),
      A("noapc", role="baseline", thr=2.0, ttft=0.9, itl=0.025, tok=11, settings={"prefix_caching": False})]
xm = sealed_fixture("ellipticalmatrix", XM, "xm", name="xm")
_XM_METRICS = [("TTFT", "300 ms", "900 ms", True), ("time to first token", "300 ms", "900 ms", True),
               ("time-to-first-token", "0.3 s", "0.9 s", True), ("TPOT", "20 ms", "25 ms", True),
               ("inter-token latency", "20 ms", "25 ms", True), ("ITL", "20 ms", "25 ms", True),
               ("E2E latency", "0.5 s", "1.15 s", True), ("end-to-end latency", "500 ms", "1150 ms", True),
               ("E2EL", "0.5 s", "1.15 s", True), ("output throughput", "44 tok/s", "22 tok/s", False),
               ("request throughput", "4 req/s", "2 req/s", False), ("throughput", "4 req/s", "2 req/s", False)]
_XM_STATS = ["mean {M}", "{M} (mean)", "median {M}", "p99 {M}", "{M} p50"]
_XM_FRAMES = ["{S} is {A} with {F} vs {B} without.", "{S} is {B} without {F} and {A} with it.",
              "{S}: {B} (off) vs {A} (on).", "{S} with {F} on is {A} ({B} with it off).",
              "{S}: {A} with {F}, {B} without it.", "{S} is {A} with {F} instead of {B} without it."]
_XM_FEATURES = ["prefix caching", "APC", "automatic prefix caching"]
_XM_HEDGES = ["", "~", "about "]


def _scaled(v: str, f: float) -> str:
    n, u = v.split(" ", 1)
    return f"{float(n) * f:g} {u}"


def _xm_rows() -> list[tuple[str, list[str]]]:
    rows = []
    for (m, a, b, lat), st, fr, feat, h in itertools.product(_XM_METRICS, _XM_STATS, _XM_FRAMES, _XM_FEATURES,
                                                            _XM_HEDGES):
        if not lat and st != "mean {M}":
            continue
        s = st.replace("{M}", m) if lat else m
        s = s[0].upper() + s[1:]
        true = fr.format(S=s, A=h + a, B=h + b, F=feat)
        rows.append((true, [fr.format(S=s, A=h + b, B=h + a, F=feat),                 # values swapped
                            fr.format(S=s, A=h + _scaled(a, 1.5), B=h + b, F=feat),   # x1.5
                            fr.format(S=s, A=h + a, B=h + _scaled(b, 0.5), F=feat),   # x0.5
                            NEG + true[0].lower() + true[1:]]))                        # negated
    return random.Random(16).sample(rows, 40)


@pytest.mark.parametrize("true,twins", _xm_rows(), ids=lambda x: x if isinstance(x, str) else "")
def test_matrix_true_read_net_true_and_twins_never_net_true(xm, true, twins):
    assert_read_net_true(grade_statement(true, xm, SCOPE))
    for twin in twins:
        assert_never_net_true(grade_statement(twin, xm, SCOPE), twin)
