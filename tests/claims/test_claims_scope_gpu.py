"""A GPU in the scope is hardware, never an arm's name (production scope_gpu, claimcheck/claims/grammar.py read_full).

Before: in a capacity comparison whose arms are NAMED after their GPUs (arms ``h100`` and ``l40s``, each recording its
own hardware), the scope's "H100" and "L40S" were read as arm mentions, which give the scope no fact, so the count and
memory said with them were dropped or checked against every arm: "8x H100 vs 8x L40S" (each arm ran on one GPU) and
"one NVIDIA H100 40GB vs one NVIDIA L40S" (the H100 has 80 GB) were net-true -- twists accepted -- while the honest
"one NVIDIA L40S vs one NVIDIA H100 80GB" was not-yet (its 80 GB checked against the L40S too). Now each GPU is a
hardware fact bound to the arm that ran on it (arm_hardware.bind_scope) with the count and memory said with it.

The witness (worked out by hand; vLLM, Llama-3.1-8B-Instruct, 10 requests per arm of 240 output tokens, every request
of an arm alike, the witness's own ``hardware`` null): arm ``h100`` on "1 x NVIDIA H100 80GB HBM3": TTFT 60 ms, 2,400
output tok/s (wall 2,400 / 2,400 = 1.0 s); arm ``l40s`` (the baseline) on "1 x NVIDIA L40S 48GB": TTFT 100 ms, 2,400 /
1.8 = 1,333.3 tok/s. Mean = median = p99 TTFT: 60 ms vs 100 ms, 40% lower on the H100; throughput 1.8x.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (  # noqa: E402
    assert_never_false, assert_never_net_true, assert_read_net_true, seal_specs,
)
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

ARMS = [A("h100", ttft=0.06, toks=2400, tok=240, hardware="1 x NVIDIA H100 80GB HBM3"),
        A("l40s", ttft=0.1, toks=2400 / 1.8, tok=240, role="baseline", hardware="1 x NVIDIA L40S 48GB")]
#: true of the witness, read completely, under every scope below
STATEMENTS = ["P90 TTFT is 60 ms on the H100 vs 100 ms on the L40S.",
              "The H100 is 1.8x faster than the L40S.",
              "On the H100, mean TTFT is 40% lower than on the L40S."]
TRUE_SCOPES = [
    "one NVIDIA L40S vs one NVIDIA H100 80GB",
    "one NVIDIA H100 80GB vs one NVIDIA L40S",
    "Llama-3.1-8B-Instruct replica on vLLM, one NVIDIA L40S vs one NVIDIA H100 80GB, 10-request load test",
    "an L40S 48GB and an H100 80GB",
    "the H100 replica vs the L40S replica",
    "L40S (48 GB) vs H100 (80 GB)",
]
#: each says something of the arms' hardware that the arms' own records do not hold
TWIN_SCOPES = [
    "8x H100 vs 8x L40S", "two H100 vs two L40S", "one NVIDIA H100 40GB vs one NVIDIA L40S",
    "one NVIDIA L40S 80GB vs one NVIDIA H100", "H100 (40 GB) and L40S", "H100 PCIe vs L40S", "one B200 vs one L40S",
    "one NVIDIA H100 80GB vs one NVIDIA A100", "4x H100 80GB vs one L40S",
]
#: the scope names a deployment the witness cannot speak to (tests/claims/test_claims_production_exclusion.py; since
#: 2026-12-05 "production-like prompts" is not among them: it describes the replayed workload as "realistic prompts"
#: does, and says the run was not production)
OPEN_SCOPES = ["10 requests per arm, in production", "production traffic, one H100 vs one L40S",
               "one H100 vs one L40S, production prompts"]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    return seal_specs(tmp_path_factory, "scopegpu", {"gpus": Spec("gpus", ARMS, key="", hw=None, engine="vLLM")})["gpus"]


@pytest.mark.parametrize("scope", TRUE_SCOPES)
@pytest.mark.parametrize("statement", STATEMENTS)
def test_true_scope_with_true_statement_is_net_true(wit, statement, scope):
    assert_read_net_true(grade_statement(statement, wit, scope))


@pytest.mark.parametrize("scope", TWIN_SCOPES)
@pytest.mark.parametrize("statement", STATEMENTS)
def test_scope_with_hardware_the_arms_did_not_run_on_is_never_net_true(wit, statement, scope):
    assert_never_net_true(grade_statement(statement, wit, scope), f"{statement} | {scope}")


@pytest.mark.parametrize("scope", OPEN_SCOPES)
def test_deployment_scope_stays_open_and_never_false(wit, scope):
    res = grade_statement(STATEMENTS[0], wit, scope)
    assert res.verdict == "not-yet", (scope, res.reason)
    assert_never_false(res, scope)
