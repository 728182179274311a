"""A comparison of two arms' rates per GPU (production per_gpu_comparison, claimcheck/claims/per_gpu.py): "TP2 delivers
about 43% more output throughput per GPU than TP1", "TP2's per-GPU output throughput is 1.43x that of TP1", "TP2 has
higher per-GPU output throughput than TP1": the ratio (percent change, direction) of each arm's rate over the GPU count
it declares. Only declared counts: a count in the hardware string is the machine's, the same for both arms, so the
ratio would be the plain one (not-yet); an arm that declares none: not-yet.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows; 10 requests per arm of 64 output tokens):

* ``declared`` -- hardware "4 x NVIDIA H100": tp2 (alias TP2) declares gpu_count 2 and tensor_parallel_size 2, 572
  output tok/s (286 per GPU); tp1 (alias TP1) gpu_count 1, 200 tok/s (200 per GPU). Per GPU: 286 / 200 = 1.43 (43%
  more); the plain ratio 572 / 200 = 2.86.
* ``hardware`` -- the same rows, no GPU count declared (only the hardware's 4): not re-derivable.
* ``one`` -- the same rows, only tp2 declares its count.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_tests, sealed_fixture, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct, 10 requests per arm"
HW = "4 x NVIDIA H100 80GB HBM3"


def _arms(t: dict, b: dict) -> list:
    return [A("tp2", "TP2", toks=572, ttft=0.2, tpot=0.01, tok=64, settings={"tensor_parallel_size": 2, **t},
              role="treatment"),
            A("tp1", "TP1", toks=200, ttft=0.3, tpot=0.03, tok=64, settings={"tensor_parallel_size": 1, **b},
              role="baseline")]


SPECS = {"declared": Spec("declared", _arms({"gpu_count": 2}, {"gpu_count": 1}), key="", engine="vLLM", hw=HW),
         "hardware": Spec("hardware", _arms({}, {}), key="", engine="vLLM", hw=HW),
         "one": Spec("one", _arms({"gpu_count": 2}, {}), key="", engine="vLLM", hw=HW)}
wit = sealed_fixture("per_gpu_comparison", SPECS)


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPE)


_NEG = "It is not true that "

#: (witness, true statement, twins: x1.5, x0.5, the plain ratio, swapped, flipped, negated, a hedge dropped)
FRAMES = [
    ("declared", "TP2 delivers about 43% more output throughput per GPU than TP1.",
     ["TP2 delivers about 65% more output throughput per GPU than TP1.",
      "TP2 delivers about 21% more output throughput per GPU than TP1.",
      "TP2 delivers about 186% more output throughput per GPU than TP1.",
      "TP1 delivers about 43% more output throughput per GPU than TP2.",
      "TP2 delivers about 43% less output throughput per GPU than TP1.",
      _NEG + "TP2 delivers about 43% more output throughput per GPU than TP1."]),
    ("declared", "TP2 delivers 43% more output tok/s per GPU than TP1.",
     ["TP2 delivers 64% more output tok/s per GPU than TP1.", "TP1 delivers 43% more output tok/s per GPU than TP2.",
      "TP2 delivers 43% more output tok/s than TP1."]),
    ("declared", "TP2's per-GPU output throughput is 1.43x that of TP1.",
     ["TP2's per-GPU output throughput is 2.15x that of TP1.", "TP2's per-GPU output throughput is 0.72x that of TP1.",
      "TP2's per-GPU output throughput is 2.86x that of TP1.", "TP1's per-GPU output throughput is 1.43x that of TP2."]),
    ("declared", "TP2 has higher per-GPU output throughput than TP1.",
     ["TP2 has lower per-GPU output throughput than TP1.", "TP1 has higher per-GPU output throughput than TP2.",
      "TP2 does not have higher per-GPU output throughput than TP1."]),
    ("declared", "TP2 has 43% higher output throughput per GPU than TP1.",
     ["TP2 has 43% lower output throughput per GPU than TP1.", "TP2 has 86% higher output throughput per GPU than TP1."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


def _declared(witnesses, statement):
    return _grade(witnesses, "declared", statement)


test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(
    ["TP2 delivers 186% more output throughput per GPU than TP1.",    # the plain ratio, not per GPU
     "TP1 delivers 43% more output throughput per GPU than TP2.",
     "TP2's per-GPU output throughput is 2.86x that of TP1."],
    ["TP2 delivers about 43% more output throughput per GPU than TP1.", "TP2 delivers 186% more output tok/s than TP1.",
     "TP2 delivers about 40% more output throughput per GPU than TP1.",
     "TP2 delivers 43% more tok/s per GPU than TP1."],
    _declared)


def test_per_gpu_comparisons_need_each_arms_declared_count(wit):
    for name in ("hardware", "one"):
        for s in ["TP2 delivers about 43% more output throughput per GPU than TP1.",
                  "TP2 delivers 186% more output throughput per GPU than TP1.",
                  "TP2's per-GPU output throughput is 2.86x that of TP1.",
                  "TP2 has higher per-GPU output throughput than TP1."]:
            res = _grade(wit, name, s)
            assert res.verdict == "not-yet", (name, s, res.verdict, res.reason)
