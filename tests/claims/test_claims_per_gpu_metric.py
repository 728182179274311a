"""A rate per GPU named with its metric (production per_gpu_metric, claimcheck/claims/per_gpu.py): "Output throughput
per GPU is 2,500 tok/s", "the per-GPU output throughput is ...", "Total TPS per GPU reaches 25,000 tokens per second",
"output throughput (tok/s/GPU): 2,500" -- the value's rate divided by the arm's GPU count, as "2,500 tok/s per GPU" is
(test_claims_per_gpu.py). Naming no arm, it is each arm's own rate over its own GPUs (graded as any value that names no
arm). A comparison of a per-GPU metric ("Output throughput per GPU is 1.67x higher with X than with Y") is the ratio of
the two arms' rates per declared GPU (production per_gpu_comparison, test_claims_per_gpu_comparison.py).

A rate per die (production per_die_rate): "EP64 achieves 232.6 tokens/s/die" is the arm's rate over the dies it declares
(die_count: a package may hold one die or two, which no hardware string says): no die count declared, not-yet; of one
named arm only.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows; 128 requests per arm, 64 output tokens and 100
prompt tokens each):

* ``pair`` -- hardware "8 x NVIDIA H100 80GB HBM3"; fp8 (alias FP8) declares gpu_count 4 and makes 10,000 output tok/s:
  2,500 tok/s per GPU (10,000 / 64 = 156.25 req/s: 39.0625 req/s per GPU); bf16 (alias BF16) declares gpu_count 8 and
  makes 12,000 tok/s: 1,500 tok/s per GPU (187.5 req/s: 23.4375 req/s per GPU).
* ``same`` -- two identical arms (measured, alias "the run"; reference), each gpu_count 4, 36 prompt tokens and 64
  output tokens a request at 64,000 output tok/s: 16,000 output tok/s per GPU; (36 + 64) / 64 x 64,000 = 100,000
  total (prompt + output) tok/s: 25,000 total tok/s per GPU ("Total TPS", as "total tok/s", counts prompt tokens too).
* ``dies``: ep64 (alias EP64) declares die_count 64 at 232.6 x 64 = 14,886.4 output tok/s (232.6 per die);
  a48f16 (alias 48A16F) die_count 64 at 220.3 x 64 = 14,099.2 (220.3 per die); 128 requests of 64 output and 100
  prompt tokens each: 164 / 64 x 232.6 = 596.04 total tok/s per die for ep64.
* ``nodies``: the same rows, no die count declared.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct, 128 requests per arm"
NEG = "It is not true that "
HW = "8 x NVIDIA H100 80GB HBM3"

SPECS = {
    "pair": Spec("pair", [
        A("fp8", "FP8", toks=10000, ttft=0.05, tpot=0.005, tok=64, n=128, settings={"quantization": "fp8", "gpu_count": 4},
          role="treatment"),
        A("bf16", "BF16", toks=12000, ttft=0.05, tpot=0.005, tok=64, n=128,
          settings={"quantization": "bf16", "gpu_count": 8}, role="baseline")], key="", hw=HW),
    "same": Spec("same", [
        A("measured", "the run", toks=64000, ttft=0.01, tpot=0.0005, tok=64, prompt=36, n=128,
          settings={"gpu_count": 4}),
        A("reference", "the reference run", toks=64000, ttft=0.01, tpot=0.0005, tok=64, prompt=36, n=128,
          settings={"gpu_count": 4})], key="", hw=HW),
}


def _dies(declared: bool) -> Spec:
    return Spec("dies", [
        A("ep64", "EP64", toks=232.6 * 64, tok=64, n=128, ttft=0.05, tpot=0.002,
          settings={"die_count": 64} if declared else {}),
        A("a48f16", "48A16F", toks=220.3 * 64, tok=64, n=128, ttft=0.05, tpot=0.002,
          settings={"die_count": 64} if declared else {})], key="", hw="Huawei Ascend 910C", engine=None)


SPECS["dies"] = _dies(True)
SPECS["nodies"] = _dies(False)

wit = sealed_fixture("per_gpu_metric", SPECS)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


#: the metric spellings of a rate per GPU named before its value: (phrase, value of fp8, twin values)
_FP8 = [
    ("output throughput per GPU", "2,500 tok/s", ["3,750 tok/s", "1,250 tok/s", "10,000 tok/s", "1,500 tok/s"]),
    ("per-GPU output throughput", "2,500 tok/s", ["3,750 tok/s", "1,250 tok/s", "10,000 tok/s"]),
    ("per GPU output token throughput", "2,500 tokens per second", ["3,750 tokens per second",
                                                                     "1,250 tokens per second"]),
    ("output token throughput per GPU", "~2,500 tok/s", ["~3,750 tok/s", "~1,250 tok/s"]),
    ("throughput per GPU", "about 39 req/s", ["about 59 req/s", "about 20 req/s", "about 156 req/s"]),
    ("per-GPU throughput", "39.06 req/s", ["58.59 req/s", "19.53 req/s", "23.44 req/s"]),
]
#: how the arm is named: (template, the twin with the arms swapped)
_ARMS = [
    ("With FP8, {m} is {v}.", "With BF16, {m} is {v}."),
    ("FP8's {m} is {v}.", "BF16's {m} is {v}."),
    ("On FP8, {m} reaches {v}.", "On BF16, {m} reaches {v}."),
    ("{M} with FP8: {v}", "{M} with BF16: {v}"),
]


def _cross():
    rows = []
    for m, v, twists in _FP8:
        for tmpl, swapped in _ARMS:
            if "(" in m and tmpl.startswith("{M}"):
                continue  # "Per-GPU output throughput (tok/s) with FP8: 2,500": the unit's parenthesis then the arm
            f = lambda t, val: t.format(m=m, M=m[0].upper() + m[1:], v=val)  # noqa: E731
            twins = [f(tmpl, x) for x in twists] + [f(swapped, v), NEG + f(tmpl, v)[0].lower() + f(tmpl, v)[1:]]
            rows.append(("pair", f(tmpl, v), twins))
    return rows


FRAMES = _cross() + [
    ("pair", "BF16's output throughput per GPU is 1,500 tok/s.", [
        "BF16's output throughput per GPU is 2,250 tok/s.", "BF16's output throughput per GPU is 750 tok/s.",
        "BF16's output throughput per GPU is 12,000 tok/s.", "FP8's output throughput per GPU is 1,500 tok/s.",
        NEG + "BF16's output throughput per GPU is 1,500 tok/s."]),
    ("pair", "Output throughput per GPU: FP8 2,500 tok/s, BF16 1,500 tok/s", [
        "Output throughput per GPU: FP8 1,500 tok/s, BF16 2,500 tok/s",
        "Output throughput per GPU: FP8 10,000 tok/s, BF16 12,000 tok/s",
        "Output throughput per GPU: FP8 3,750 tok/s, BF16 2,250 tok/s"]),
    ("pair", "Output throughput per GPU is 2,500 tok/s with FP8 vs 1,500 tok/s with BF16.", [
        "Output throughput per GPU is 1,500 tok/s with FP8 vs 2,500 tok/s with BF16.",
        "Output throughput per GPU is 10,000 tok/s with FP8 vs 12,000 tok/s with BF16."]),
    # a from-to or arrow pair of rates per GPU, the roles declared (bf16 the baseline): the order of the rates per GPU,
    # 1,500 -> 2,500, though the rates themselves go 12,000 -> 10,000 (8 GPUs vs 4)
    ("pair", "Output throughput per GPU: 1,500 -> 2,500 tok/s", ["Output throughput per GPU: 2,500 -> 1,500 tok/s",
                                                                 "Output throughput per GPU: 12,000 -> 10,000 tok/s",
                                                                 "Output throughput per GPU: 1,500 -> 3,750 tok/s"]),
    ("pair", "Output throughput per GPU rose from 1,500 to 2,500 tok/s.", [
        "Output throughput per GPU fell from 2,500 to 1,500 tok/s.",
        "Output throughput per GPU rose from 750 to 2,500 tok/s."]),
    ("pair", "Output throughput per GPU is ~1,500 tok/s with BF16 vs ~2,500 tok/s with FP8.", [
        "Output throughput per GPU is ~2,500 tok/s with BF16 vs ~1,500 tok/s with FP8."]),
    ("pair", "FP8 output throughput (tok/s/GPU): 2,500", [
        "FP8 output throughput (tok/s/GPU): 10,000", "BF16 output throughput (tok/s/GPU): 2,500",
        "FP8 output throughput (tok/s/GPU): 1,250"]),
    ("pair", "Output throughput (tok/s/GPU): 2,500 (FP8) vs 1,500 (BF16)", [
        "Output throughput (tok/s/GPU): 1,500 (FP8) vs 2,500 (BF16)",
        "Output throughput (tok/s/GPU): 10,000 (FP8) vs 12,000 (BF16)"]),
    # naming no arm: each arm's own rate over its own GPUs (the two arms of ``same`` agree)
    ("same", "Total TPS per GPU reaches 25,000 tokens per second.", [
        "Total TPS per GPU reaches 37,500 tokens per second.", "Total TPS per GPU reaches 12,500 tokens per second.",
        "Total TPS per GPU reaches 100,000 tokens per second.", "Total TPS per GPU reaches 16,000 tokens per second.",
        NEG + "total TPS per GPU reaches 25,000 tokens per second."]),
    ("same", "Total token throughput per GPU is 25,000 tok/s.", [
        "Total token throughput per GPU is 16,000 tok/s.", "Total token throughput per GPU is 100,000 tok/s.",
        "Total token throughput per GPU is 37,500 tok/s."]),
    ("same", "Output throughput per GPU is about 16,000 tok/s.", [
        "Output throughput per GPU is about 24,000 tok/s.", "Output throughput per GPU is about 8,000 tok/s.",
        "Output throughput per GPU is about 64,000 tok/s.", "Output throughput per GPU is about 25,000 tok/s."]),
    ("same", "The per-GPU output throughput reaches 16k tok/s.", [
        "The per-GPU output throughput reaches 64k tok/s.", "The per-GPU output throughput reaches 8k tok/s."]),
    ("same", "Output throughput (tok/s/GPU): 16,000", ["Output throughput (tok/s/GPU): 64,000",
                                                       "Output throughput (tok/s/GPU): 8,000"]),
]

FRAMES += [
    ("dies", "EP64 achieves 232.6 tokens/s/die, and 48A16F achieves 220.3 tokens/s/die.", [
        "EP64 achieves 220.3 tokens/s/die, and 48A16F achieves 232.6 tokens/s/die.",
        "EP64 achieves 348.9 tokens/s/die, and 48A16F achieves 220.3 tokens/s/die.",
        "EP64 achieves 116.3 tokens/s/die, and 48A16F achieves 220.3 tokens/s/die.",
        "EP64 achieves 14,886.4 tokens/s/die, and 48A16F achieves 220.3 tokens/s/die.",
        NEG + "EP64 achieves 232.6 tokens/s/die, and 48A16F achieves 220.3 tokens/s/die."]),
    ("dies", "EP64 reaches about 233 output tok/s per die.", ["EP64 reaches about 116 output tok/s per die.",
                                                               "EP64 reaches about 466 output tok/s per die."]),
    ("dies", "With EP64, throughput is 232.6 tok/s/die.", ["With 48A16F, throughput is 232.6 tok/s/die.",
                                                          "With EP64, throughput is 232.6 tok/s/GPU."]),
]

test_per_gpu_metric_is_read_completely_and_net_true, test_per_gpu_metric_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("s", [
    "Output throughput per GPU is 1.67x higher with FP8 than with BF16.",  # 2,500 / 1,500 (per_gpu_comparison)
    "The per-GPU output throughput of FP8 is 67% higher than BF16's.",
    "Output throughput per GPU rose from 1,500 tok/s with BF16 to 2,500 tok/s with FP8.",
    "Per-GPU throughput is higher with FP8.",
    "Output throughput per GPU is 1,500 tok/s.",                        # naming no arm, the arms differ
    "Output throughput (tok/s/GPU): 1,500 -> 2,500",
])
def test_honest_unclear_per_gpu_metric_phrasings_are_never_false(wit, s):
    assert_never_false(grade_in(wit, "pair", s), s)


@pytest.mark.parametrize("s", [
    "Per-GPU throughput rose 20% with FP8.",
])
def test_a_comparison_beside_a_per_gpu_metric_is_not_read(wit, s):
    res = grade_in(wit, "pair", s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s,want", [
    # production per_gpu_comparison (test_claims_per_gpu_comparison.py): the ratio of the rates per declared GPU,
    # 2,500 / 1,500 = 1.667 (the plain ratio 10,000 / 12,000 = 0.83 is no reading of a per-GPU comparison)
    ("Output throughput per GPU is 1.67x higher with FP8 than with BF16.", "net-true"),
    ("Output throughput per GPU is 67% higher with FP8 than with BF16.", "net-true"),
    ("Output throughput per GPU is 2x higher with FP8 than with BF16.", "false"),
    ("Output throughput per GPU is 20% higher with FP8 than with BF16.", "false"),
])
def test_a_comparison_of_a_per_gpu_metric_is_over_the_declared_counts(wit, s, want):
    res = grade_in(wit, "pair", s)
    assert res.verdict == want, (s, res.verdict, res.reason)


@pytest.mark.parametrize("name,s", [
    ("pair", "FP8's output throughput per GPU is 10,000 tok/s."),          # the rate, not the rate / 4
    ("pair", "With BF16, per-GPU output throughput is 6,000 output tok/s."),  # 12,000 / 2: not its declared 8
    ("same", "Output throughput per GPU is 64,000 output tok/s."),
    ("pair", "Output throughput (tok/s/GPU): 10,000 (FP8) vs 12,000 (BF16)"),
])
def test_a_per_gpu_metric_value_no_count_makes_true_is_false(wit, name, s):
    res = grade_in(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("name,s", [
    ("nodies", "EP64 achieves 232.6 tokens/s/die."),        # no die count declared: not re-derivable
    ("nodies", "EP64 achieves 14,886.4 tokens/s/die."),
    ("dies", "EP64 achieves 596.04 tokens/s/die."),          # (prompt + output) tokens per die: a bare unit's other meaning
    ("dies", "Throughput is 232.6 tokens/s/die."),          # naming no arm: not read
])
def test_a_per_die_rate_no_count_or_meaning_settles_is_never_false(wit, name, s):
    assert_never_false(grade_in(wit, name, s), s)


@pytest.mark.parametrize("s", ["EP64 achieves 300 output tokens/s/die.", "48A16F achieves 232.6 output tok/s per die."])
def test_a_per_die_rate_the_declared_count_contradicts_is_false(wit, s):
    res = grade_in(wit, "dies", s)
    assert res.verdict == "false", (s, res.verdict, res.reason)
