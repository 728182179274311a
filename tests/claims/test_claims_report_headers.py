"""A report's headers and lead-ins (productions result_header, numbered_label, provenance; claimcheck/claims/grammar.py
``caption_label`` / ``provenance``, vocabulary.RESULT_HEADERS / NUMBERED_LABELS / SETUP_LABELS / PROVENANCE_NOUNS):
"📊 Benchmark results for pr-11234 vs main (vLLM, Llama-3.1-8B-Instruct, 1x H100, concurrency 32): ...", "Finding 2.1:
In our reproduction, ...", "Observation 3: ...", "Takeaway #1: ...", "Infrastructure: on our internal benchmark, ...".
The header names the pair the values after it belong to ("Results for A vs B (...):" read before; "Benchmark results"
did not), a numbered label counts sections, a provenance lead says the run is the author's: each inert, and what
follows is read and checked as any clause is. Before: "Benchmark", "Finding 2.1", "reproduction", "Infrastructure",
"internal benchmark" stayed unread (not-yet).

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows; vLLM, meta-llama/Llama-3.1-8B-Instruct on
"1x NVIDIA H100 80GB HBM3", concurrency 32 declared by both arms, 160 requests of 100 output tokens each): the
treatment 1582.4 output tok/s, the baseline 1438.6 (1582.4 / 1438.6 = 1.09996: +10.0%). Declared as main / pr-11234
(git_ref), baseline / candidate, v0.6.3 / v0.7.0 (engine_version) and fp16 / w8a8 (quantization).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (assert_never_false, assert_never_net_true, assert_read_net_true,  # noqa: E402
                                        sealed_fixture)
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

SCOPE = "PR benchmark bot, 160 requests per arm"
_T = dict(toks=1582.4, tok=100, n=160)
_B = dict(toks=1438.6, tok=100, n=160)
#: style -> (arms, the treatment's phrase, the baseline's phrase)
STYLES = {
    "pr": ([A("pr", "pr-11234", role="treatment", settings={"concurrency": 32, "git_ref": "pr-11234"}, **_T),
            A("main", role="baseline", settings={"concurrency": 32, "git_ref": "main"}, **_B)], "pr-11234", "main"),
    "cand": ([A("candidate", role="treatment", settings={"concurrency": 32}, **_T),
              A("baseline", role="baseline", settings={"concurrency": 32}, **_B)], "the candidate", "the baseline"),
    "ver": ([A("v0.7.0", role="treatment", settings={"concurrency": 32, "engine_version": "0.7.0"}, **_T),
             A("v0.6.3", role="baseline", settings={"concurrency": 32, "engine_version": "0.6.3"}, **_B)],
            "v0.7.0", "v0.6.3"),
    "quant": ([A("w8a8", role="treatment", settings={"concurrency": 32, "quantization": "w8a8"}, **_T),
               A("fp16", role="baseline", settings={"concurrency": 32, "quantization": "fp16"}, **_B)], "w8a8", "fp16"),
}
wit = sealed_fixture("report_headers", {k: Spec(k, arms, key="", engine="vLLM", model="meta-llama/Llama-3.1-8B-Instruct",
                                                hw="1x NVIDIA H100 80GB HBM3") for k, (arms, *_p) in STYLES.items()})


def _grade(w, style, s):
    return grade_statement(s, w[style], SCOPE)


CTX = "(vLLM, Llama-3.1-8B-Instruct, 1x H100, concurrency 32)"


def _rows(style: str) -> list[tuple[str, list[str]]]:
    _arms, T, B = STYLES[style]
    pair = f"output token throughput was 1582.4 tok/s on {T} vs 1438.6 tok/s on {B}"
    return [
        (f"\U0001F4CA Benchmark results for {T} vs {B} {CTX}: output token throughput 1582.4 tok/s vs 1438.6 tok/s "
         "(+10.0%).",
         [f"\U0001F4CA Benchmark results for {B} vs {T} {CTX}: output token throughput 1582.4 tok/s vs 1438.6 tok/s "
          "(+10.0%).",
          f"Benchmark results for {T} vs {B} {CTX}: output token throughput 2373.6 tok/s vs 1438.6 tok/s.",
          f"Benchmark results for {T} vs {B} {CTX}: output token throughput 1582.4 tok/s vs 719.3 tok/s.",
          f"Benchmark results for {T} vs {B} (SGLang, Llama-3.1-8B-Instruct, 1x H100, concurrency 32): output token "
          "throughput 1582.4 tok/s vs 1438.6 tok/s.",
          f"Benchmark results for {T} vs {B} (vLLM, Llama-3.1-8B-Instruct, 1x A100, concurrency 32): output token "
          "throughput 1582.4 tok/s vs 1438.6 tok/s.",
          f"Benchmark results for {T} vs {B} (vLLM, Llama-3.1-8B-Instruct, 1x H100, concurrency 64): output token "
          "throughput 1582.4 tok/s vs 1438.6 tok/s.",
          f"Benchmark results for {T} vs {B} {CTX}: output token throughput 1582.4 tok/s vs 1438.6 tok/s (+20.0%).",
          f"Benchmark results for {T} vs {B} {CTX}: output token throughput is not 1582.4 tok/s vs 1438.6 tok/s."]),
        (f"Benchmark results: {pair}.",
         [f"Benchmark results: output token throughput was 1438.6 tok/s on {T} vs 1582.4 tok/s on {B}.",
          f"Benchmark results: output token throughput was 2373.6 tok/s on {T} vs 1438.6 tok/s on {B}."]),
        (f"Finding 2.1: In our reproduction, {pair}.",
         [f"Finding 2.1: In our reproduction, output token throughput was 1438.6 tok/s on {T} vs 1582.4 tok/s on {B}.",
          f"Finding 2.1: In our reproduction, output token throughput was 791.2 tok/s on {T} vs 1438.6 tok/s on {B}.",
          f"Finding 2.1: In our earlier reproduction, {pair}.",
          f"Hypothesis 2.1: In our reproduction, {pair}.",
          f"Finding 2.1: In our reproduction, output token throughput was not 1582.4 tok/s on {T}."]),
        (f"Observation 3: {pair}.", [f"Observation 3: {pair.replace('1582.4', '2373.6')}."]),
        (f"Takeaway #1: {T} is about 10% faster than {B} on output token throughput.",
         [f"Takeaway #1: {B} is about 10% faster than {T} on output token throughput.",
          f"Takeaway #1: {T} is about 20% faster than {B} on output token throughput.",
          f"Takeaway #1: {T} is about 10% slower than {B} on output token throughput."]),
        (f"Finding 2.1.3: {pair}.", [f"Finding 2.1.3: {pair.replace('1438.6', '2157.9')}."]),
        (f"Infrastructure: on our internal benchmark, {pair}.",
         [f"Infrastructure: on our internal benchmark, {pair.replace('1438.6', '719.3')}.",
          f"Infrastructure: on our previous benchmark, {pair}.",
          f"Infrastructure: on an A100 benchmark, {pair}."]),
        (f"Setup: {pair}.", [f"Setup: {pair.replace('1582.4', '791.2')}."]),
        (f"In our repro, {pair}.", [f"In our previous repro, {pair}.", f"In our repro, {pair.replace('1582.4', '791.2')}."]),
        (f"Benchmark summary for {T} vs {B}: output token throughput 1582.4 tok/s vs 1438.6 tok/s.",
         [f"Benchmark summary for {B} vs {T}: output token throughput 1582.4 tok/s vs 1438.6 tok/s.",
          f"Benchmark summary for {T} vs {B}: output token throughput 1582.4 tok/s vs 2157.9 tok/s."]),
        # summing-up lead-ins (vocabulary.SUMMING_LEADS): inert before a comma or a colon only
        *((f"{lead} {T} is about 10% faster than {B} on output token throughput.",
           [f"{lead} {B} is about 10% faster than {T} on output token throughput.",
            f"{lead} {T} is about 20% faster than {B} on output token throughput.",
            f"{lead} {T} is about 10% slower than {B} on output token throughput.",
            f"{lead} {T} is not about 10% faster than {B} on output token throughput."])
          for lead in ("Long story short,", "All in all,", "That said,", "Having said that,", "Net net:",
                       "The short version:", "In sum,")),
    ]


ROWS = [(style, true, twins) for style in STYLES for true, twins in _rows(style)]


@pytest.mark.parametrize("style,true,twins", ROWS, ids=[f"{s}:{t[:60]}" for s, t, _ in ROWS])
def test_true_statements_read_completely_and_net_true(wit, style, true, twins):
    assert_read_net_true(_grade(wit, style, true))


@pytest.mark.parametrize("style,true,twins", ROWS, ids=[f"{s}:{t[:60]}" for s, t, _ in ROWS])
def test_twins_are_never_net_true(wit, style, true, twins):
    for s in twins:
        assert_never_net_true(_grade(wit, style, s), s)


@pytest.mark.parametrize("s", [
    # a heading that turns what follows into something not measured, another run, a status no reading checks
    "Hypothesis 2: output token throughput was 1582.4 tok/s on pr-11234 vs 1438.6 tok/s on main.",
    "Goal 1: output token throughput was 1582.4 tok/s on pr-11234 vs 1438.6 tok/s on main.",
    "On our earlier benchmark, output token throughput was 1582.4 tok/s on pr-11234 vs 1438.6 tok/s on main.",
    "No regression detected: all 160 requests succeeded on both main and pr-11234.",
    "Finding 2.5x: output token throughput was 1582.4 tok/s on pr-11234 vs 1438.6 tok/s on main.",
])
def test_unread_headers_are_never_net_true_or_false(wit, s):
    res = _grade(wit, "pr", s)
    assert res.verdict != "net-true", (s, res.reason)
    assert_never_false(res, s)
