"""NVIDIA's Ampere workstation cards in a witness's hardware record (vocabulary.GPU_RE, GPUS,
GPU_VENDOR_PREFIXES): "1x NVIDIA RTX A6000 48GB". Before: GPU_RE knew no RTX A-series card, so the record named no
GPU and "on one RTX A6000" of such a witness was "the hardware string does not say whether a GPU ran it": every
statement under that honest scope was held back (not-yet), and "on an A100" could not be contradicted.

Witness, worked out by hand (real_sentences.witness_specs.arm_rows; LMDeploy, 10 requests of 100 output tokens per arm):
q8 (treatment) 2.0 req/s, q0 (baseline) 1.6 req/s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("q8", "quant_policy 8", thr=2.0, tok=100, role="treatment"),
        A("q0", "quant_policy 0", thr=1.6, tok=100, role="baseline")]
wit = sealed_fixture("a6000", ARMS, "a6000", engine="LMDeploy", hw="1x NVIDIA RTX A6000 48GB")
TRUE = "Request throughput is 2.0 req/s with quant_policy 8."


@pytest.mark.parametrize("scope,want", [
    ("LMDeploy on one RTX A6000", "net-true"), ("LMDeploy on an A6000 (48 GB)", "net-true"),
    ("LMDeploy on an NVIDIA GPU", "net-true"), ("LMDeploy on Ampere", "net-true"),
    ("LMDeploy on an A100", "false"), ("LMDeploy on an A5000", "false"), ("LMDeploy on an RTX 4090", "false"),
])
def test_an_rtx_a_series_record_is_a_gpu_run_of_that_card(wit, scope, want):
    assert grade_statement(TRUE, wit, scope).verdict == want


def test_a_wrong_number_stays_not_net_true_under_the_true_scope(wit):
    assert grade_statement("Request throughput is 3.0 req/s with quant_policy 8.", wit,
                           "LMDeploy on one RTX A6000").verdict != "net-true"
