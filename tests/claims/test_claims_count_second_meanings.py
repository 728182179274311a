"""A count of requests with a second meaning (vocabulary.COUNT_SECOND_MEANINGS; grammar._count; quantities
._count_meaning), found on a public write-up (cloudai.pt, "vLLM vs TensorRT-LLM vs SGLang: H100 Benchmarks 2026", whose
tables head a load level "10 req"):

* "at 10 requests" is a load (10 at a time) as often as a count: it agrees where the arms' declared concurrency is 10
  (the usual meaning) or where 10 is the number of requests, and is false only where both are contradicted;
* "over 200 requests" after a value is "across the 200 requests" or "more than 200": it agrees as "across", and is
  false only where "more than" is contradicted too.

Before: "At 10 requests, TensorRT-LLM's median TTFT is 12.5% lower than vLLM's." graded **false** (tasks = 10 against
the 200 requests run) and "710 tok/s over 200 requests" graded **false** ("more than 200"): two honest statements
accused.

The witness (worked out by hand; one H100, 200 requests per arm at concurrency 10 (workers 10), every request of an arm
alike): trtllm 710 output tok/s, TTFT 105 ms; vllm (the baseline) 650 tok/s, TTFT 120 ms. 105 / 120 = 0.875: 12.5%
lower.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

KW = dict(tok=256, prompt=512, n=200, workers=10, settings={"concurrency": 10})
ARMS = [A("trtllm", "TensorRT-LLM", toks=710, ttft=0.105, **KW),
        A("vllm", "vLLM", toks=650, ttft=0.120, role="baseline", **KW)]
wit = sealed_fixture("countmean", ARMS, "countmean", engine=None)


def _grade(witness, statement):
    return grade_statement(statement, witness, "one H100")


TRUE = ["At 10 requests, TensorRT-LLM's median TTFT is 12.5% lower than vLLM's.",
        "TensorRT-LLM reaches 710 tok/s at 10 requests.",
        "At 200 requests, TensorRT-LLM reaches 710 tok/s.",
        "TensorRT-LLM reaches 710 tok/s over 200 requests.",
        "TensorRT-LLM reaches 710 output tokens per second over 200 prompts."]
TWINS = ["At 20 requests, TensorRT-LLM reaches 710 tok/s.",
         "At 10 requests, TensorRT-LLM's median TTFT is 12.5% higher than vLLM's.",
         "TensorRT-LLM reaches 710 tok/s over 300 requests.",
         "TensorRT-LLM reaches 710 tok/s over 100 requests.",
         "At 10 requests, vLLM reaches 710 tok/s.",
         "TensorRT-LLM reaches 1,420 tok/s at 10 requests."]
test_true_statements_read_net_true, test_twins_never_net_true = sentence_tests(TRUE, TWINS, _grade)
