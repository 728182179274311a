"""Label lines and the short forms of a change a thread or a results table writes (issue 16; productions label_line
and pipe_joiner -- claimcheck/claims/label_lines.py; copula_change; markup's thread mark "1/"; "e2e" as the
end-to-end latency):

* a label and its entries joined by ";" or "|": "P99 TTFT: the baseline 180 ms; LADE 200 ms", "Mean E2E latency:
  baseline 0.68 s | LADE 0.5 s", "Request throughput (req/s): baseline 4; LADE 5";
* a unit as the label, the values without one: "Output tok/s: 204 for the baseline, 255 with LADE";
* "ARM: value | ARM: value";
* a label with its unit and two values written with "/": "Mean TPOT (ms): 10 / 6 (baseline / LADE)";
* "End-to-end latency is down 26% with LADE", "Request throughput was up 25%";
* a thread's numbering: "2/ Request throughput goes from 4 to 5 req/s (+25%).";
* "Median e2e: 0.68 s (baseline) vs 0.5 s (LADE)".

Each true statement is read completely and net-true; no twin (values swapped, x1.5 / x0.5, direction flipped, a
negation, a wrong GPU) is net-true; a table row, values with no arm, an entry with no unit are never false.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm has the same TTFT and
TPOT, e2e = TTFT + TPOT x (output tokens - 1), wall = 10 requests / throughput):

* ``la`` -- lade (lookahead decoding, treatment, alias "LADE"): 5 req/s, TTFT 200 ms, TPOT 6 ms, 51 output + 149
  prompt tokens: e2e 0.2 + 0.006 x 50 = 0.5 s, 5 x 51 = 255 output tok/s, 5 x 200 = 1,000 total tok/s; plain
  (baseline, alias "the baseline"): 4 req/s, TTFT 180 ms, TPOT 10 ms: e2e 0.18 + 0.5 = 0.68 s, 204 output tok/s,
  800 total tok/s. lade vs plain: request throughput +25%; e2e (0.5 - 0.68) / 0.68 = -26.5%; TPOT -40%.
* ``conc`` -- c1 / c8 / c32 (concurrency 1 / 8 / 32; c1 the baseline): TTFT 50 / 80 / 300 ms, 1 / 6 / 12 req/s.
* ``kv`` -- kvfp8 (settings kv_cache_dtype fp8, treatment) and kvauto (kv_cache_dtype auto, baseline), no aliases:
  named only as "kv_cache_dtype=fp8" / "kv_cache_dtype=auto" (production arm_by_setting: any declared setting written
  as KEY=VALUE); 1.5 vs 1.0 req/s, 100 output + 300 prompt tokens: 150 vs 100 output tok/s, 600 vs 400 total tok/s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM, 10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "la": [A("lade", "LADE", thr=5, ttft=0.2, tpot=0.006, tok=51, prompt=149,
             settings={"speculative_method": "lookahead"}, role="treatment"),
           A("plain", "the baseline", thr=4, ttft=0.18, tpot=0.01, tok=51, prompt=149,
             settings={"speculative_method": None}, role="baseline")],
    "kv": [A("kvfp8", thr=1.5, tok=100, prompt=300, settings={"kv_cache_dtype": "fp8"}, role="treatment"),
           A("kvauto", thr=1.0, tok=100, prompt=300, settings={"kv_cache_dtype": "auto"}, role="baseline")],
    "conc": [A("c1", "c1", thr=1, ttft=0.05, settings={"concurrency": 1}, role="baseline"),
             A("c8", "c8", thr=6, ttft=0.08, settings={"concurrency": 8}, role="treatment"),
             A("c32", "c32", thr=12, ttft=0.3, settings={"concurrency": 32}, role="treatment")],
}


wit = sealed_fixture("label_lines", SPECS)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


FRAMES = [
    ("la", "P99 TTFT: the baseline 180 ms; LADE 200 ms.", [
        "P99 TTFT: the baseline 200 ms; LADE 180 ms.",                  # values swapped
        "P99 TTFT: the baseline 270 ms; LADE 300 ms.",                  # x1.5
        "P99 TTFT: the baseline 90 ms; LADE 100 ms.",                   # x0.5
        NEG + "p99 TTFT: the baseline 180 ms; LADE 200 ms.",
        "On an A100, P99 TTFT: the baseline 180 ms; LADE 200 ms.",
    ]),
    ("la", "Mean E2E latency: baseline 0.68 s | LADE 0.5 s", [
        "Mean E2E latency: baseline 0.5 s | LADE 0.68 s",
        "Mean E2E latency: baseline 1.02 s | LADE 0.75 s",
    ]),
    ("la", "Request throughput (req/s): baseline 4; LADE 5", [
        "Request throughput (req/s): baseline 5; LADE 4",
        "Request throughput (req/s): baseline 6; LADE 7.5",
    ]),
    ("la", "Output tok/s: 204 for the baseline, 255 with LADE.", [
        "Output tok/s: 255 for the baseline, 204 with LADE.",
        "Output tok/s: 306 for the baseline, 383 with LADE.",
        "Output tok/s: 102 for the baseline, 128 with LADE.",
    ]),
    ("la", "Total tokens/s: 800 for the baseline; 1,000 with LADE.", [
        "Total tokens/s: 1,000 for the baseline; 800 with LADE.",
        "Total tokens/s: 1,200 for the baseline; 1,500 with LADE.",
    ]),
    ("la", "Mean TPOT (ms): 10 / 6 (baseline / LADE)", [
        "Mean TPOT (ms): 6 / 10 (baseline / LADE)",
        "Mean TPOT (ms): 15 / 9 (baseline / LADE)",
    ]),
    ("la", "LADE: 5 req/s | baseline: 4 req/s", ["LADE: 4 req/s | baseline: 5 req/s", "LADE: 7.5 req/s | baseline: 6 req/s"]),
    ("la", "Median e2e: 0.68 s (baseline) vs 0.5 s (LADE)", [
        "Median e2e: 0.5 s (baseline) vs 0.68 s (LADE)",
        "Median e2e: 1.02 s (baseline) vs 0.75 s (LADE)",
    ]),
    ("la", "1/ TPOT: 10 ms \u2192 6 ms.", ["1/ TPOT: 6 ms \u2192 10 ms.", "1/ TPOT: 15 ms \u2192 9 ms."]),
    ("la", "2/ Request throughput goes from 4 to 5 req/s (+25%).", [
        "2/ Request throughput goes from 4 to 5 req/s (+38%).",
        "2/ Request throughput goes from 5 to 4 req/s (+25%).",
        "2/ Request throughput goes from 6 to 7.5 req/s (+25%).",
    ]),
    ("la", "End-to-end latency is down 26% with LADE.", [
        "End-to-end latency is up 26% with LADE.",                      # direction flipped
        "End-to-end latency is down 40% with LADE.",                    # x1.5
        "End-to-end latency is down 13% with LADE.",                    # x0.5
        "End-to-end latency is down 26% with the baseline.",            # arms swapped
        NEG + "end-to-end latency is down 26% with LADE.",
        "End-to-end latency is down 26% with LADE on an A100.",
    ]),
    ("la", "Request throughput was up 25% with LADE.", [
        "Request throughput was down 25% with LADE.",
        "Request throughput was up 38% with LADE.",
        "Request throughput was up 25% with the baseline.",
    ]),
    ("la", "Mean TPOT is down 40%: 10 ms \u2192 6 ms", [
        "Mean TPOT is down 60%: 10 ms \u2192 6 ms",
        "Mean TPOT is down 40%: 6 ms \u2192 10 ms",
        "Mean TPOT is up 40%: 10 ms \u2192 6 ms",
    ]),
    ("la", "Request throughput is up by about 25%, from 4 req/s to 5 req/s.", [
        "Request throughput is up by about 50%, from 4 req/s to 5 req/s.",
        "Request throughput is down by about 25%, from 4 req/s to 5 req/s.",
    ]),
    ("conc", "Mean TTFT: c1 50 ms; c8 80 ms; c32 300 ms.", [
        "Mean TTFT: c1 80 ms; c8 50 ms; c32 300 ms.",
        "Mean TTFT: c1 50 ms; c8 80 ms; c32 450 ms.",
        "Mean TTFT: c1 50 ms; c8 40 ms; c32 300 ms.",
    ]),
    ("conc", "Request throughput (req/s): c1 1 | c8 6 | c32 12", [
        "Request throughput (req/s): c1 1 | c8 12 | c32 6",
        "Request throughput (req/s): c1 1.5 | c8 9 | c32 18",
    ]),
    ("kv", "kv_cache_dtype=fp8: 150 output tok/s; kv_cache_dtype=auto: 100 output tok/s.", [
        "kv_cache_dtype=fp8: 100 output tok/s; kv_cache_dtype=auto: 150 output tok/s.",
        "kv_cache_dtype=fp8: 225 output tok/s; kv_cache_dtype=auto: 150 output tok/s.",
        "kv_cache_dtype=int8: 150 output tok/s; kv_cache_dtype=auto: 100 output tok/s.",   # a value no arm declares
        NEG + "kv_cache_dtype=fp8: 150 output tok/s; kv_cache_dtype=auto: 100 output tok/s.",
    ]),
    ("kv", "With kv_cache_dtype = auto, total throughput was 400 tok/s.", [
        "With kv_cache_dtype = auto, total throughput was 600 tok/s.",
        "With kv_cache_dtype = fp8, total throughput was 400 tok/s.",
    ]),
    ("kv", "kv_cache_dtype=fp8 serves 1.5 requests per second.", ["kv_cache_dtype=fp8 serves 1 requests per second."]),
]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("name,statement", [
    ("la", "| P99 TTFT | 180 ms | 200 ms |"),                          # a table's row: names no arm
    ("la", "| Mean TTFT | the baseline 180 ms | LADE 200 ms |"),
    ("la", "P99 TTFT: 180 ms; 200 ms."),                                 # no arm in the entries
    ("la", "P99 TTFT: the baseline 180 ms; LADE 200."),                  # the second value writes no unit
    ("la", "Output tok/s: 204 ms for the baseline, 255 with LADE."),     # a unit of its own under a unit label
    ("la", "P99 TTFT: the baseline 180 ms; the baseline 200 ms."),       # one arm twice
    ("la", "Throughput is up to 25% higher with LADE."),
    ("la", "End-to-end latency is down from 0.68 s with the baseline."),
    ("la", "Results may differ on other GPUs | not tested on A100."),
    ("la", "1/ 4 GPUs were not used."),
    ("conc", "Mean TTFT: c1 50 ms; c8 80 ms; c8 300 ms."),
    ("kv", "kv_cache_dtype=int8 serves 1.5 requests per second."),
    ("kv", "kv_cache_dtype: 1.5 requests per second."),
])
def test_honest_or_unclear_lines_are_never_false(wit, name, statement):
    assert_never_false(grade_in(wit, name, statement), statement)


@pytest.mark.parametrize("name,statement", [
    ("la", "P99 TTFT: the baseline 200 ms; LADE 180 ms."),
    ("la", "Output tok/s: 255 for the baseline, 204 with LADE."),
    ("la", "End-to-end latency is up 26% with LADE."),
    ("conc", "Mean TTFT: c1 50 ms; c8 80 ms; c32 450 ms."),
])
def test_a_contradicted_line_read_completely_is_false(wit, name, statement):
    assert grade_in(wit, name, statement).verdict == "false"
