"""An arm named by a technique's bare short form ("40% lower with TP") where the witness declares it as "tensor
parallelism" / "TP4" (production arm_by_short, claimcheck/claims/aliases.py short_forms). Before: "TP" was not a word
of the claim grammar (held6 dev b208: "Mean time to first token is 40% lower with TP (0.6 s vs 1.0 s)", not-yet).

Witness, worked out by hand (vLLM, 10 requests per arm): pp4 (pipeline_parallel_size 4, baseline) TTFT 1.0 s every
request; tp4 (tensor_parallel_size 4, treatment) TTFT 0.6 s every request. 0.6 / 1.0 = 0.6: 40% lower with tp4.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

from claimcheck.claims.aliases import short_forms  # noqa: E402


def test_short_forms_only_where_one_arm_gives_them():
    assert short_forms({"tp4": ["TP4", "tensor parallelism"], "pp4": ["PP=4", "pipeline parallel"]}) == {
        "tp4": ["TP"], "pp4": ["PP"]}
    # two tensor-parallel arms: "TP" names neither
    assert short_forms({"tp2": ["TP2"], "tp4": ["TP4"]}) == {"tp2": [], "tp4": []}
    # arms already called "tp" / "pp": nothing new (the names are taken)
    assert short_forms({"tp": [], "pp": ["pipeline parallelism"]}) == {"tp": [], "pp": []}
    assert short_forms({"tp": [], "pp4": ["pipeline parallelism"]}) == {"tp": [], "pp4": ["PP"]}
    assert short_forms({"apc-on": ["automatic prefix caching"], "apc-off": []}) == {"apc-on": ["APC"], "apc-off": []}
    assert short_forms({"c16": [], "c32": []}) == {"c16": [], "c32": []}


ARMS = [A("pp4", "PP=4", "PP4", "pipeline parallelism", ttft=1.0, settings={"pipeline_parallel_size": 4},
          role="baseline"),
        A("tp4", "TP=4", "TP4", "tensor parallelism", ttft=0.6, settings={"tensor_parallel_size": 4},
          role="treatment")]
wit = sealed_fixture("shortforms", ARMS, "ttft")


def _grade(w, s):
    return grade_statement(s, w, "vLLM, 10 requests per arm")


TRUE = [
    "Mean TTFT is 40% lower with TP (0.6 s vs 1.0 s).",
    "Mean TTFT is 40% lower with TP than with PP.",
    "With TP, mean TTFT is 0.6 s.",
    "Mean time to first token is 0.6 s with TP and 1.0 s with PP.",
]
TWINS = [
    "Mean TTFT is 40% lower with PP (0.6 s vs 1.0 s).",
    "Mean TTFT is 40% higher with TP than with PP.",
    "Mean TTFT is 60% lower with TP than with PP.",
    "Mean TTFT is 40% lower with PP than with TP.",
    "With PP, mean TTFT is 0.6 s.",
    "With TP, mean TTFT is 0.9 s.",
    "Mean time to first token is 1.0 s with TP and 0.6 s with PP.",
    "It is not true that mean TTFT is 40% lower with TP than with PP.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, _grade)
