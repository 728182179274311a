"""A rate per GPU of an arm that records its own hardware (claimcheck/claims/per_gpu.py ``counts``): "2.3 req/s per
GPU" of an arm whose own hardware is "2 x NVIDIA H100" beside an arm on "4 x NVIDIA A100" is the arm's rate over the
count its own hardware string writes (before: the witness's top-level hardware only, so not re-derivable).

Witnesses worked out by hand (real_sentences.witness_specs.arm_rows; 64 requests per arm of 64 output tokens; no
top-level hardware):

* ``tp`` -- h100 (alias "the H100 pair", hardware "2 x NVIDIA H100 80GB HBM3", TP 2): 4.6 req/s, per GPU 4.6 / 2 =
  2.3; a100 (alias "the A100 box", hardware "4 x NVIDIA A100-SXM4-80GB", TP 4): 4.0 req/s, per GPU 1.0. The tensor
  parallelism says each ran on all its machine's GPUs: the count is exact.
* ``notp`` -- the same arms declaring no parallelism: the machine's count (2, 4) is where the value agrees; a run may
  have used fewer GPUs, so it is contradicted only where every count from 1 to the machine's contradicts it.
* ``nocount`` -- the arms' hardware names no count ("NVIDIA H100 80GB HBM3"): not re-derivable.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama-3.1-70B-Instruct, 64 requests per arm at concurrency 16"
H100, A100 = "2 x NVIDIA H100 80GB HBM3", "4 x NVIDIA A100-SXM4-80GB"


def arms(name: str) -> list:
    hw = {"tp": (H100, A100), "notp": (H100, A100), "nocount": ("NVIDIA H100 80GB HBM3", "NVIDIA A100-SXM4-80GB")}[name]
    tp = name == "tp"
    return [A("h100", "the H100 pair", thr=4.6, ttft=0.3, tpot=0.02, tok=64, n=64, hardware=hw[0],
              settings={"concurrency": 16, **({"tensor_parallel_size": 2} if tp else {})}, role="treatment"),
            A("a100", "the A100 box", thr=4.0, ttft=0.4, tpot=0.03, tok=64, n=64, hardware=hw[1],
              settings={"concurrency": 16, **({"tensor_parallel_size": 4} if tp else {})}, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("per_gpu_arm_hw")
    return {n: str(seal(root / n, *witness_for(Spec(n, arms(n), key="", hw=None,
                                                    model="meta-llama/Llama-3.1-70B-Instruct", engine=None))))
            for n in ("tp", "notp", "nocount")}


CASES = [
    ("tp", "The H100 pair serves 2.3 req/s per GPU.", "net-true"),
    ("tp", "The A100 box serves 1.0 req/s per GPU.", "net-true"),
    ("tp", "The H100 pair serves about 2.3 requests per second per GPU.", "net-true"),
    ("notp", "The H100 pair serves 2.3 req/s per GPU.", "net-true"),
    ("notp", "The A100 box serves 1.0 req/s per GPU.", "net-true"),
    # twists: x1.5, x0.5, arms swapped, the arm's whole rate as per GPU
    ("tp", "The H100 pair serves 3.45 req/s per GPU.", "false"),
    ("tp", "The H100 pair serves 1.15 req/s per GPU.", "false"),
    ("tp", "The A100 box serves 2.3 req/s per GPU.", "false"),
    ("tp", "The H100 pair serves 1.0 req/s per GPU.", "false"),
    ("tp", "The H100 pair serves 4.6 req/s per GPU.", "false"),
    ("tp", "It is not true that the H100 pair serves 2.3 req/s per GPU.", "false"),
    ("tp", "The H100 pair might serve 2.3 req/s per GPU.", "not-yet"),
    # a run may have used fewer GPUs than its machine has: never false where some count agrees
    ("notp", "The H100 pair serves 4.6 req/s per GPU.", "not-yet"),
    ("notp", "The A100 box serves 2.0 req/s per GPU.", "not-yet"),
    ("notp", "The A100 box serves 1.3 req/s per GPU.", "not-yet"),
    ("notp", "The H100 pair serves 6.9 req/s per GPU.", "false"),     # above the rate / 1
    ("notp", "The A100 box serves 0.5 req/s per GPU.", "false"),      # below the rate / 4
    # no count anywhere: not re-derivable
    ("nocount", "The H100 pair serves 2.3 req/s per GPU.", "not-yet"),
    ("nocount", "The H100 pair serves 3.45 req/s per GPU.", "not-yet"),
]


@pytest.mark.parametrize("name,statement,verdict", CASES)
def test_a_rate_per_gpu_over_the_arms_own_hardware(wit, name, statement, verdict):
    r = grade_statement(statement, wit[name], SCOPE)
    assert r.verdict == verdict, (name, statement, r.reason)
