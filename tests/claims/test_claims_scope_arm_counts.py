"""arm_hardware.bind_scope: a scope that gives each arm its GPU count ("TP1 on 1x H100 80GB and TP2 on 2x H100 80GB")
binds each GPU phrase, with its count, to the arm whose own hardware record agrees with both, and, where an arm's own
name stands right before the phrase ("TP1 on ..."), to that arm only.

Found by a held-out writer's battery (held14, development half): per-arm hardware TP1 on 1 x H100 and TP2 on 2 x H100,
an honest scope naming both; "1x H100" matched both H100 arms by its GPU and its count 1 was unknowable for TP2, so
every statement of the battery was not-yet.

Witness by hand: 10 requests per arm, 240 output tokens each; tp1 (1 x H100) 1000 tok/s, TTFT 100 ms; tp2 (2 x H100)
2000 tok/s, TTFT 50 ms (2x the output throughput, 50% lower mean TTFT).
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_read_net_true, seal_specs
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

ARMS = [A("tp2", "TP2", "two GPUs", ttft=0.05, toks=2000, tok=240, hardware="2 x NVIDIA H100 80GB HBM3"),
        A("tp1", "TP1", "one GPU", ttft=0.1, toks=1000, tok=240, role="baseline", hardware="1 x NVIDIA H100 80GB HBM3")]
STATEMENT = "TP2 delivers 2x the output throughput of TP1."


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return seal_specs(tmp_path_factory, "scope-arm-counts", {"tp": Spec("tp", ARMS, key="", hw=None, engine="vLLM")})["tp"]


@pytest.mark.parametrize("scope", [
    "TP1 on 1x H100 80GB and TP2 on 2x H100 80GB",
    "TP2 on 2x H100 80GB and TP1 on 1x H100 80GB",
    "Llama-3.1-8B-Instruct with vLLM, TP1 on 1x H100 80GB and TP2 on 2x H100 80GB; 10 prompts, one run each.",
    "TP1: 1x H100, TP2: 2x H100",
    "TP1 on 1 x H100 80GB, TP2 on 2 x H100 80GB",
    "1x H100 80GB and 2x H100 80GB",
    # a count of no GPU model, with the arm's own name before it or after "for" (_bind_named_counts)
    "TP1 uses 1 GPU, TP2 uses 2 GPUs",
    "H100 80GB (1 GPU for TP1, 2 GPUs for TP2)",
    "TP1 with 1 GPU and TP2 with 2 GPUs (H100 80GB)",
    "TP1 uses 1 GPU",
])
def test_each_arms_count_binds_to_it(wit, scope):
    assert_read_net_true(grade_statement(STATEMENT, wit, scope))


@pytest.mark.parametrize("scope", [
    # the counts swapped between the arms, or a count no arm's GPU phrase holds: never net-true, never false
    "TP1 on 2x H100 80GB and TP2 on 1x H100 80GB",
    "TP1 on 1x H100 and TP2 on 1x H100",
    "TP1 on 1x H100 80GB and TP2 on 4x H100 80GB",
    "TP1 on 1x H100 80GB and TP2 on 2x A100 80GB",
    "TP1 uses 2 GPUs, TP2 uses 1 GPU",
    "TP1 uses 1 GPU, TP2 uses 1 GPU",
    "2 GPUs for TP1, 1 GPU for TP2",
    "TP2 uses 1 GPU",
])
def test_a_wrong_count_is_never_net_true(wit, scope):
    res = grade_statement(STATEMENT, wit, scope)
    assert res.verdict != "net-true", (scope, res.reason)
