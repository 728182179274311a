"""Two vocabulary gaps (claimcheck/claims/vocabulary.py): "tensor parallel 2" / "tensor parallelism 2" name the arm
that declares tensor_parallel_size 2 (``setting_phrases``), and LMDeploy (with its TurboMind backend) is an engine
(``ENGINE_SYNONYMS``): "At TP2, LMDeploy reaches 245 output tokens/s" reads the engine as the clause's subject, a fact
checked against the witness's record (production engine_subject).

Before: "With tensor parallel 2, ..." left "2" unread, and "LMDeploy" was no word of the grammar.

The witness (worked out by hand; LMDeploy, 10 requests per arm of 200 output tokens, every request of an arm alike):
tp2 (tensor_parallel_size 2): 245 output tok/s, TTFT 0.3 s; tp1 (the baseline, tensor_parallel_size 1): 157 output
tok/s, TTFT 0.5 s. 245 / 157 = 1.56x.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("tp2", toks=245, ttft=0.3, tok=200, settings={"tensor_parallel_size": 2}),
        A("tp1", toks=157, ttft=0.5, tok=200, role="baseline", settings={"tensor_parallel_size": 1})]
wit = sealed_fixture("tplmd", ARMS, "tplmd", engine="LMDeploy")


def _grade(witness, statement):
    return grade_statement(statement, witness, "10 requests per arm")


TRUE = ["With tensor parallel 2, output throughput is 245 tokens/s.",
        "With tensor parallelism 2, output throughput is 245 tokens/s.",
        "Tensor parallel 2 delivers 1.56x the output throughput of tensor parallel 1.",
        "At TP2, LMDeploy reaches 245 output tokens/s.",
        "At tensor parallel 2, TurboMind reaches 245 output tokens/s."]
TWINS = ["With tensor parallel 1, output throughput is 245 tokens/s.",
         "With tensor parallel 4, output throughput is 245 tokens/s.",
         "Tensor parallel 1 delivers 1.56x the output throughput of tensor parallel 2.",
         "At TP2, vLLM reaches 245 output tokens/s.", "At TP2, LMDeploy reaches 490 output tokens/s.",
         "At TP2, LMDeploy does not reach 245 output tokens/s."]
test_true_statements_read_net_true, test_twins_never_net_true = sentence_tests(TRUE, TWINS, _grade)
