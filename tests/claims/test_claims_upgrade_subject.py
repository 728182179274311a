"""A move between two arms as a clause's subject (production upgrade_subject, grammar.m_binder; vocabulary.UPGRADE_NOUNS
and UPGRADE_GERUNDS): "The upgrade from vLLM 0.5.5 to 0.6.0 brought 1.66x the throughput", "Upgrading from vLLM 0.5.5
to 0.6.0 ...", "Our migration from TGI to vLLM ..." -- the from-to binder (the baseline, then the subject), as "After
upgrading from A to B," already reads.

Before: "upgrade from" / "Upgrading from" and "brought" were unread.

The witness (worked out by hand; 10 requests per arm, every request of an arm alike): v060 (vLLM 0.6.0) 3.1875 req/s,
v055 (vLLM 0.5.5, the baseline) 1.92 req/s: 3.1875 / 1.92 = 1.66x.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("v060", thr=3.1875, engine="vLLM", engine_version="0.6.0", settings={"engine_version": "0.6.0"}),
        A("v055", thr=1.92, role="baseline", engine="vLLM", engine_version="0.5.5", settings={"engine_version": "0.5.5"})]
wit = sealed_fixture("upsubj", ARMS, "upsubj", engine="vLLM")


def _grade(witness, statement):
    return grade_statement(statement, witness, "10 requests per arm")


TRUE = ["The upgrade from vLLM 0.5.5 to 0.6.0 brought 1.66x the throughput.",
        "Upgrading from vLLM 0.5.5 to 0.6.0 gave us about 1.7x the request throughput.",
        "Our migration from vLLM 0.5.5 to 0.6.0 delivered 1.66x the throughput.",
        "This week's upgrade from vLLM 0.5.5 to 0.6.0 brought 1.66x the throughput."]
TWINS = ["Upgrading from vLLM 0.6.0 to 0.5.5 brought 1.66x the throughput.",
         "The upgrade from vLLM 0.5.5 to 0.6.0 brought 3.3x the throughput.",
         "The upgrade from vLLM 0.5.5 to 0.6.0 brought 0.6x the throughput.",
         "The upgrade from vLLM 0.5.5 to 0.6.0 did not bring 1.66x the throughput.",
         "The upgrade from vLLM 0.5.5 to 0.6.1 brought 1.66x the throughput.",
         "This week's upgrade from vLLM 0.6.0 to 0.5.5 brought 1.66x the throughput."]
test_true_statements_read_net_true, test_twins_never_net_true = sentence_tests(TRUE, TWINS, _grade)
