"""A memory amount the scope writes right after an arm's own name or alias is said of that arm (claimcheck/claims/
arm_hardware.py ``_bind_named_memory``): "Jetson AGX Orin 64GB (MAXN) vs Mac mini M4 Pro 48GB" where the arms are
declared "Jetson AGX Orin" and "Mac mini M4 Pro" and each records its own hardware. Before, "48GB" was checked against
every arm, held of one only, and held back every statement of an honest per-arm scope (held13 dev b909: 16 of 16 cases
not-yet).

The witness (worked out by hand): orin (NVIDIA Jetson AGX Orin 64GB, baseline) mean TTFT 240 ms; m4pro (Apple Mac mini
M4 Pro 48GB) mean TTFT 150 ms; 10 requests each.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true, seal_spec  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

TRUE = "Mean TTFT was 150 ms on the mini vs 240 ms on the Jetson."
TWINS = ["Mean TTFT was 240 ms on the mini vs 150 ms on the Jetson.", "Mean TTFT was 300 ms on the mini vs 240 ms on "
         "the Jetson.", "It is not true that mean TTFT was 150 ms on the mini vs 240 ms on the Jetson."]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    arms = [A("orin", "Jetson AGX Orin", "the Jetson", ttft=0.24, role="baseline",
              hardware="NVIDIA Jetson AGX Orin 64GB"),
            A("m4pro", "Mac mini M4 Pro", "the mini", ttft=0.15, hardware="Apple Mac mini M4 Pro 48GB")]
    return seal_spec(tmp_path_factory, "named_mem", "t", arms, engine="llama.cpp", hw=None)


HONEST = ["llama.cpp, Jetson AGX Orin 64GB (MAXN) vs Mac mini M4 Pro 48GB, 10 prompts",
          "Jetson AGX Orin 64GB vs Mac mini M4 Pro 48GB",
          "Mac mini M4 Pro 48GB and Jetson AGX Orin (64GB)",
          "the Jetson 64GB and the mini 48GB"]


@pytest.mark.parametrize("scope", HONEST)
def test_memory_after_an_arms_own_name_describes_that_arm(wit, scope):
    assert_read_net_true(grade_statement(TRUE, wit, scope))
    for twin in TWINS:
        assert_never_net_true(grade_statement(twin, wit, scope), twin)


@pytest.mark.parametrize("scope", ["Jetson AGX Orin 48GB vs Mac mini M4 Pro 64GB", "Mac mini M4 Pro 64GB",
                                   "Jetson AGX Orin 48GB", "48GB"])
def test_memory_an_arm_does_not_record_is_never_net_true(wit, scope):
    # an amount after an arm's name that its record does not hold stays unbound: checked against every arm
    assert_never_net_true(grade_statement(TRUE, wit, scope), scope)
