"""An arm named by its configuration with the head "rollout" (vocabulary.CONFIG_HEADS, production arm_by_config,
claimcheck/claims/config_arms.py): "c32 rollout: req/s up 14.5% (1.72 -> 1.97)" is read as "c32 run: ..." is -- the
label's arm the subject, the other arm of two its baseline. Before: "rollout" and the change unread (not-yet).

Witness, worked out by hand (real_sentences.witness_specs rows; vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests
per arm): c32 (concurrency 32) 1.97 req/s; c16 (concurrency 16, baseline) 1.72 req/s: +14.53% (1.97 / 1.72 = 1.1453).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, sealed_fixture, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("c32", thr=1.97, ttft=0.3, tok=50, settings={"concurrency": 32}),
        A("c16", thr=1.72, ttft=0.2, tok=50, settings={"concurrency": 16}, role="baseline")]
SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"

wit = sealed_fixture("rollout_label", ARMS, "conc")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


TRUE = ["c32 rollout: req/s up 14.5% (1.72 -> 1.97)",
        "c32 rollout: throughput up ~15% (1.72 -> 1.97 req/s)",
        "The c32 rollout serves 1.97 req/s vs 1.72 for c16."]
TWINS = ["c32 rollout: req/s up 21.75% (1.72 -> 2.09)",     # x1.5 of the change
         "c32 rollout: req/s up 7.25% (1.72 -> 1.84)",      # x0.5
         "c16 rollout: req/s up 14.5% (1.72 -> 1.97)",      # the other arm
         "c32 rollout: req/s down 14.5% (1.97 -> 1.72)",    # flipped
         "c64 rollout: req/s up 14.5% (1.72 -> 1.97)",      # an arm the witness lacks
         "c32 rollout: req/s not up 14.5% (1.72 -> 1.97)",  # negation
         "c32 rollout: TTFT up 14.5% (1.72 -> 1.97)"]       # another metric

test_true_read, test_twins = sentence_tests(TRUE, TWINS, grade)


@pytest.mark.parametrize("s", ["the rollout: req/s up 14.5% (1.72 -> 1.97)", "c32 rollout: req/s up a bit"])
def test_unclear_never_false(wit, s):
    assert_never_false(grade(wit, s), s)
