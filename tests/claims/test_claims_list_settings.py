"""Value lists over three arms or more whose header or labels name a setting (issue 16; production label_setting --
claimcheck/claims/label_lines.py; production breakdown_key -- claimcheck/claims/value_arms.py):

* a label line whose parentheses hold a unit and a setting phrase: "Throughput (output tokens/s, 8 concurrent
  requests): FP16 246, AWQ 415, GPTQ 393" -- the unit is every value's, the setting a context fact checked against
  every arm's declared settings (agreeing with every arm, else not net-true: contradicted by every arm is the
  condition's own `false`, a setting some arms lack or the witness does not record is `not-yet`);
* "(N)" labels that are a declared setting's value of exactly one arm, under a header that names that setting:
  "Median TTFT by concurrency: 50 ms (2), 80 ms (8), 300 ms (32)" -- "by concurrency" is taken out only where the
  labels are values of that very setting.

Each true statement is read completely and net-true; no twin (values permuted between arms, a value x1.5 / x0.5, a
setting no arm has or that names another setting, a negation, a hedge) is net-true; an honest or unclear line is never
false.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm alike; output tok/s =
n x tok / wall):

* ``quant`` -- fp16 (baseline, alias "FP16") / awq ("AWQ") / gptq ("GPTQ"), each settings concurrency 8 and its own
  quantization: 246 / 415 / 393 output tok/s (100 output + 300 prompt tokens, 10 requests), TTFT 120 / 90 / 95 ms.
* ``mixed`` -- the same three arms, but gptq ran concurrency 16 (the others 8): "8 concurrent requests" is not every
  arm's setting.
* ``conc`` -- c2 (baseline, alias "c2") / c8 ("c8") / c32 ("c32"), settings concurrency 2 / 8 / 32 and
  max_num_seqs 256 each: TTFT 50 / 80 / 300 ms, 1 / 6 / 12 req/s (each arm records workers 1: a label "(1)" would name
  no arm, claimcheck/claims/value_arms.py value_table).
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


def _quant(gptq_conc: int) -> list:
    return [A("fp16", "FP16", toks=246, ttft=0.12, tok=100, prompt=300, settings={"concurrency": 8,
                                                                                 "quantization": "fp16"},
              role="baseline"),
            A("awq", "AWQ", toks=415, ttft=0.09, tok=100, prompt=300, settings={"concurrency": 8,
                                                                               "quantization": "awq"},
              role="treatment"),
            A("gptq", "GPTQ", toks=393, ttft=0.095, tok=100, prompt=300, settings={"concurrency": gptq_conc,
                                                                                  "quantization": "gptq"},
              role="treatment")]


SPECS = {
    "quant": _quant(8),
    "mixed": _quant(16),
    "conc": [A("c2", "c2", thr=1, ttft=0.05, settings={"concurrency": 2, "max_num_seqs": 256}, role="baseline"),
             A("c8", "c8", thr=6, ttft=0.08, settings={"concurrency": 8, "max_num_seqs": 256}, role="treatment"),
             A("c32", "c32", thr=12, ttft=0.3, settings={"concurrency": 32, "max_num_seqs": 256}, role="treatment")],
}

wit = sealed_fixture("list_settings", SPECS)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


FRAMES = [
    ("quant", "Throughput (output tokens/s, 8 concurrent requests): FP16 246, AWQ 415, GPTQ 393.", [
        "Throughput (output tokens/s, 8 concurrent requests): FP16 415, AWQ 246, GPTQ 393.",   # values permuted
        "Throughput (output tokens/s, 8 concurrent requests): FP16 393, AWQ 415, GPTQ 246.",
        "Throughput (output tokens/s, 8 concurrent requests): FP16 246, AWQ 415, GPTQ 590.",   # x1.5
        "Throughput (output tokens/s, 8 concurrent requests): FP16 123, AWQ 415, GPTQ 393.",   # x0.5
        "Throughput (output tokens/s, 16 concurrent requests): FP16 246, AWQ 415, GPTQ 393.",  # a setting no arm has
        "Throughput (output tokens/s, batch size 8): FP16 246, AWQ 415, GPTQ 393.",            # a setting not recorded
        "Throughput (output tokens/s, up to 8 concurrent requests): FP16 246, AWQ 415, GPTQ 393.",
        "Throughput (output tokens/s, about 8 concurrent requests): FP16 246, AWQ 415, GPTQ 393.",
        "Throughput (output tokens/s, not 8 concurrent requests): FP16 246, AWQ 415, GPTQ 393.",
        NEG + "throughput (output tokens/s, 8 concurrent requests): FP16 246, AWQ 415, GPTQ 393.",
        "Throughput (ms, 8 concurrent requests): FP16 246, AWQ 415, GPTQ 393.",                # another unit
    ]),
    ("quant", "Output throughput (8 concurrent requests, tok/s): FP16 246; AWQ 415; GPTQ 393", [
        "Output throughput (8 concurrent requests, tok/s): FP16 415; AWQ 246; GPTQ 393",
        "Output throughput (16 concurrent requests, tok/s): FP16 246; AWQ 415; GPTQ 393",
        "Output throughput (8 concurrent requests, tok/s): FP16 246; AWQ 415; GPTQ 196",
    ]),
    ("conc", "Mean TTFT by concurrency: 50 ms (2), 80 ms (8), 300 ms (32).", [
        "Mean TTFT by concurrency: 80 ms (2), 50 ms (8), 300 ms (32).",          # values permuted
        "Mean TTFT by concurrency: 50 ms (2), 300 ms (8), 80 ms (32).",
        "Mean TTFT by concurrency: 50 ms (2), 80 ms (8), 450 ms (32).",          # x1.5
        "Mean TTFT by concurrency: 25 ms (2), 80 ms (8), 300 ms (32).",          # x0.5
        "Mean TTFT by batch size: 50 ms (2), 80 ms (8), 300 ms (32).",           # a setting the labels are not
        "Mean TTFT by max num seqs: 50 ms (2), 80 ms (8), 300 ms (32).",         # a setting every arm shares
        "Mean TTFT by concurrency: 50 ms (2), 80 ms (8), 300 ms (64).",          # a value no arm declares
        "Mean TTFT by concurrency: 50 ms (2), 80 ms (2), 300 ms (3).",           # list numbers
        NEG + "mean TTFT by concurrency: 50 ms (2), 80 ms (8), 300 ms (32).",
    ]),
    ("conc", "Request throughput at each concurrency level: 1 req/s (2), 6 req/s (8), 12 req/s (32)", [
        "Request throughput at each concurrency level: 6 req/s (2), 1 req/s (8), 12 req/s (32)",
        "Request throughput at each concurrency level: 1 req/s (2), 6 req/s (8), 18 req/s (32)",
        "Request throughput at each batch size: 1 req/s (2), 6 req/s (8), 12 req/s (32)",
    ]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("name,statement", [
    ("mixed", "Throughput (output tokens/s, 8 concurrent requests): FP16 246, AWQ 415, GPTQ 393."),
    ("mixed", "Throughput (output tokens/s, 16 concurrent requests): FP16 246, AWQ 415, GPTQ 393."),
])
def test_a_setting_some_arms_lack_is_not_net_true_nor_false(wit, name, statement):
    """gptq ran concurrency 16: a header of 8 (or 16) concurrent requests is not every arm's setting."""
    res = grade_in(wit, name, statement)
    assert res.verdict not in ("net-true", "false"), (statement, res.verdict, res.reason)


@pytest.mark.parametrize("name,statement", [
    ("quant", "Throughput (output tokens/s, batch size 8): FP16 246, AWQ 415, GPTQ 393."),
    ("quant", "Throughput (output tokens/s, 8 concurrent requests): FP16 246, AWQ 415, GPTQ."),
    ("quant", "Throughput (output tokens/s, 8 concurrent requests): 246, 415, 393."),
    ("quant", "Throughput (output tokens/s, FP16): 246, 415, 393."),
    ("quant", "Throughput (output tokens/s, higher is better): FP16 246, AWQ 415, GPTQ 393."),
    ("conc", "Mean TTFT by batch size: 50 ms (2), 80 ms (8), 300 ms (32)."),
    ("conc", "Mean TTFT by max num seqs: 50 ms (2), 80 ms (8), 300 ms (32)."),
    ("conc", "Mean TTFT by concurrency: 50 ms (1), 80 ms (2), 300 ms (3)."),
    ("conc", "Mean TTFT by concurrency: 50 ms (2)."),
])
def test_honest_or_unclear_lines_are_never_false(wit, name, statement):
    assert_never_false(grade_in(wit, name, statement), statement)


def test_a_contradicted_value_of_a_line_read_completely_is_false(wit):
    assert grade_in(wit, "quant", "Throughput (output tokens/s, 8 concurrent requests): FP16 415, AWQ 246, GPTQ 393."
                    ).verdict == "false"
