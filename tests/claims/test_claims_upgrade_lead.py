"""A version-upgrade lead-in names the arms (production upgrade_lead, grammar.m_binder; held-out suite: "After
upgrading from vLLM 0.8.4 to 0.8.5, P99 ITL jumped from X to Y (5x)" was not read). "after / when upgrading (updating,
migrating, moving, switching ...) from A to B" is the from-to binder of two arms, as "when switching from A to B": A
the baseline, B the subject. An arm is named by its declared engine version (arm_by_version), and a bare version of
three parts ("0.8.5", never "0.8": a number) names the arm that declares it (vocabulary.version_phrases).

The witness (worked out by hand; vLLM on one H100, 10 requests per arm of 8 output tokens, every gap alike): v084
(settings.engine_version 0.8.4, baseline) TTFT 45 ms, every inter-token gap 10 ms (ITL and TPOT 10 ms, every
statistic); v085 (0.8.5, treatment) TTFT 45 ms, every gap 50 ms: P99 ITL 10 ms -> 50 ms, 5x.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, seal_spec, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("v085", thr=1.0, ttft=0.045, itl=0.05, tok=8, settings={"engine_version": "0.8.5"}, role="treatment"),
        A("v084", thr=1.2, ttft=0.045, itl=0.01, tok=8, settings={"engine_version": "0.8.4"}, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    return seal_spec(tmp_path_factory, "upgrade", "ver", ARMS, engine="vLLM")


def _grade(witness, statement):
    return grade_statement(statement, witness, "10 requests per arm")


TRUE = [
    "After upgrading from vLLM 0.8.4 to 0.8.5, P99 ITL jumped from 10 ms to 50 ms (5x).",
    "After upgrading from vLLM 0.8.4 to vLLM 0.8.5, P99 ITL jumped from 10 ms to 50 ms.",
    "P99 ITL jumped from 10 ms to 50 ms after upgrading from vLLM 0.8.4 to 0.8.5.",
    "After updating from v0.8.4 to v0.8.5, mean TPOT rose from 10 ms to 50 ms.",
    "When upgrading from vLLM 0.8.4 to 0.8.5, median ITL grows 5x.",
]
TWINS = [
    "After upgrading from vLLM 0.8.5 to 0.8.4, P99 ITL jumped from 10 ms to 50 ms (5x).",
    "After upgrading from vLLM 0.8.4 to 0.8.5, P99 ITL jumped from 10 ms to 75 ms (7.5x).",
    "After upgrading from vLLM 0.8.4 to 0.8.5, P99 ITL jumped from 10 ms to 25 ms.",
    "After upgrading from vLLM 0.8.4 to 0.8.5, P99 ITL dropped from 10 ms to 50 ms.",
    "After upgrading from vLLM 0.8.4 to 0.8.6, P99 ITL jumped from 10 ms to 50 ms (5x).",
    "After upgrading from vLLM 0.8.4 to 0.8.5, P99 TTFT jumped from 10 ms to 50 ms (5x).",
    "It is not true that after upgrading from vLLM 0.8.4 to 0.8.5, P99 ITL jumped from 10 ms to 50 ms.",
    "P99 ITL jumped from 10 ms to 50 ms after upgrading from vLLM 0.8.5 to 0.8.4.",
    "When upgrading from vLLM 0.8.4 to 0.8.5, median ITL grows 10x.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, _grade)


@pytest.mark.parametrize("s", [
    "After upgrading from vLLM 0.8.4 to 0.8.5, P99 ITL jumped from 10 ms to 50 ms, probably the scheduler.",
    "After upgrading to 0.8.5, P99 ITL jumped from 10 ms to 50 ms.",
    "After upgrading from vLLM 0.8 to 0.9, P99 ITL jumped from 10 ms to 50 ms.",
])
def test_honest_variants_are_never_false(wit, s):
    assert_never_false(_grade(wit, s), s)
