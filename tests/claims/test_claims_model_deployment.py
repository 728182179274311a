"""A model named as what moved between the arms, with its deployment noun: "Switching our Qwen2.5-14B deployment from
FP16 to AWQ ..." (vocabulary.MODEL_LEAD_VERBS: the move gerunds; MODEL_HEADS: the deployment nouns read with the model
fact, production fact's MODEL_LEAD_VERB form). The model is a fact checked against the witness's record.

Before: "Qwen2.5-14B deployment" was unread (a model fact needed a preposition or a run verb before it).

The witness (worked out by hand; SGLang, Qwen/Qwen2.5-14B-Instruct on one L40S, 10 requests per arm): awq 1.88235 req/s,
fp16 (the baseline) 1.13636 req/s: 1.88235 / 1.13636 = 1.6565x (1.66x at two decimals).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("awq", "AWQ", thr=1.88235, settings={"quantization": "awq"}),
        A("fp16", "FP16", thr=1.13636, role="baseline", settings={"quantization": "fp16"})]
wit = sealed_fixture("modeldep", ARMS, "modeldep", model="Qwen/Qwen2.5-14B-Instruct", hw="1x NVIDIA L40S 48GB",
                     engine="SGLang")


def _grade(witness, statement):
    return grade_statement(statement, witness, "10 requests per arm")


TRUE = ["Switching our Qwen2.5-14B deployment from FP16 to AWQ gave us 1.66x the request throughput.",
        "Moving the Qwen2.5-14B server from FP16 to AWQ gave us about 1.7x the request throughput."]
TWINS = ["Switching our Llama-3.1-8B deployment from FP16 to AWQ gave us 1.66x the request throughput.",
         "Switching our Qwen2.5-72B deployment from FP16 to AWQ gave us 1.66x the request throughput.",
         "Switching our Qwen2.5-14B deployment from AWQ to FP16 gave us 1.66x the request throughput.",
         "Switching our Qwen2.5-14B deployment from FP16 to AWQ gave us 3.3x the request throughput.",
         "Switching our Qwen2.5-14B deployment from FP16 to AWQ did not give us 1.66x the request throughput."]
test_true_statements_read_net_true, test_twins_never_net_true = sentence_tests(TRUE, TWINS, _grade)
