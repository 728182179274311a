"""A bound whose value is restated beside it is the bound as written (production bound_restated_literal,
grammar.assertion_for; issue 16).

"P99 TTFT stays under 120 ms with FP8 (119.5 ms)": alone, "under 120 ms" of a value of 119.5 ms is inside the bound's
rounding band ([119.5, 120.5): "true but not shown at the stated precision", inconclusive). With the value restated in
parentheses on the bound's side of its number (production bound_restated), the writer has shown the precision: the
bound is its number itself, so 119.5 ms is under 120 ms. Only the agreement changes: a strict bound is contradicted by
the plain comparison with its number, as before (intervals.refutes). A restated value on the other side of the bound
("under 100 ms (119.5 ms)"), a hedged bound, or no restated value keep the band.

Witness, worked out by hand (real_sentences.witness_specs rows, 40 requests per arm, every request of an arm alike, so
every statistic is the same): 1 x NVIDIA H100 80GB HBM3, Llama-3.1-8B-Instruct. fp8 (treatment): 2.5 req/s, TTFT
119.5 ms, TPOT 10 ms; bf16 (baseline): 2.0 req/s, TTFT 150 ms, TPOT 12.5 ms.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

NEG = "It is not true that "
_ARMS = [A("fp8", "FP8", thr=2.5, ttft=0.1195, tpot=0.01, tok=256, prompt=512, n=40,
           settings={"quantization": "fp8"}, role="treatment"),
         A("bf16", "BF16", thr=2.0, ttft=0.15, tpot=0.0125, tok=256, prompt=512, n=40,
           settings={"quantization": "bf16"}, role="baseline")]
SPECS = {"fp8": Spec("fp8", _ARMS, key="", hw="1 x NVIDIA H100 80GB HBM3", model="meta-llama/Llama-3.1-8B-Instruct")}
SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM, FP8 vs BF16, 40 requests per arm"

wit = sealed_fixture("bound_restated_literal", SPECS)

ROWS = [
    ("P99 TTFT stays under 120 ms with FP8 (119.5 ms).",
     ["P99 TTFT stays under 119 ms with FP8 (118.5 ms).", "P99 TTFT stays under 120 ms with BF16 (119.5 ms).",
      "P99 TTFT stays above 120 ms with FP8 (119.5 ms).", "P99 TTFT stays under 120 ms with FP8 (119.9 ms).",
      "P99 TTFT stays under 100 ms with FP8 (119.5 ms).", "P99 TPOT stays under 120 ms with FP8 (119.5 ms).",
      NEG + "p99 TTFT stays under 120 ms with FP8 (119.5 ms)."]),
    ("Mean TTFT stayed below 120 ms (119.5 ms) with FP8.",
     ["Mean TTFT stayed below 120 ms (119.5 ms) with BF16.", "Mean TTFT stayed below 110 ms (109.5 ms) with FP8."]),
    ("With FP8, median TTFT is less than 0.12 s (119.5 ms).",
     ["With FP8, median TTFT is less than 0.11 s (119.5 ms).", "With FP8, median TTFT is more than 0.12 s (119.5 ms)."]),
]


@pytest.mark.parametrize("true,twins", ROWS, ids=[r[0][:50] for r in ROWS])
def test_read_net_true_and_twins_never_net_true(true, twins, wit):
    res = grade_statement(true, wit["fp8"], SCOPE)
    assert res.verdict == "net-true", (true, res.reason)
    for twin in twins:
        assert_never_net_true(grade_statement(twin, wit["fp8"], SCOPE), twin)


@pytest.mark.parametrize("statement", [
    "P99 TTFT stays under about 120 ms with FP8 (119.5 ms).",  # a hedged bound keeps its band
    "P99 TTFT stays well under 120 ms with FP8 (119.5 ms).",  # so does a margin word's (production margin_bound)
])
def test_band_kept_not_yet(statement, wit):
    res = grade_statement(statement, wit["fp8"], SCOPE)
    assert res.verdict == "not-yet", (statement, res.reason)


@pytest.mark.parametrize("statement", [r[0] for r in ROWS] + ["P99 TTFT stays under 120 ms with FP8.",
                                                               "P99 TTFT stays at most 120 ms with FP8 (119.5 ms)."])
def test_never_false(statement, wit):
    assert_never_false(grade_statement(statement, wit["fp8"], SCOPE), statement)


def test_a_plain_bound_alone_is_its_number_too(wit):
    """Since the strict-bound rule (intervals.holds): every unhedged strict bound is its number as written, restated
    or not: "under 120 ms" of 119.5 ms holds; "under 119 ms" of it is false."""
    assert grade_statement("P99 TTFT stays under 120 ms with FP8.", wit["fp8"], SCOPE).verdict == "net-true"
    assert grade_statement("P99 TTFT stays under 119 ms with FP8.", wit["fp8"], SCOPE).verdict == "false"
