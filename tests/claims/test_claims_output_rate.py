""""output rate" is the output tokens' rate (vocabulary.METRIC_PHRASES; evalscope's "Average output rate (tok/s)"): "vLLM
V1 has an output rate of 2686.49 tokens/sec" (public write-up check 8, Tim Wang's vLLM vs sglang comparison). Before:
"output" unread beside "rate", not-yet. "average output rate" of one run stays not-yet: "mean / average output
throughput" is LLMPerf's per-request mean, not the run's rate (test_claims_aggregate_statistics.py).

Witness, worked out by hand: v0 (vLLM V0, baseline) 2358.71 output tok/s; v1 (vLLM V1) 2686.49 output tok/s (10
requests of 100 tokens each; the wall from the rate). 2686.49 / 2358.71 = 1.139 (+13.9%, "14% higher").
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("v0", "vLLM V0", toks=2358.71, tok=100, role="baseline"), A("v1", "vLLM V1", toks=2686.49, tok=100)]
wit = sealed_fixture("output_rate", ARMS, "rate", engine="vLLM")


def _grade(w, s):
    return grade_statement(s, w, "vLLM on one H100, 10 requests per arm")


TRUE = ["vLLM V1 has an output rate of 2686.49 tokens/sec.",
        "The output rate of vLLM V1 is 14% higher than vLLM V0.",
        "vLLM V0 reaches an output rate of 2358.71 tok/s."]
TWINS = ["vLLM V1 has an output rate of 3686.49 tokens/sec.",
         "vLLM V0 has an output rate of 2686.49 tokens/sec.",
         "The output rate of vLLM V1 is 14% lower than vLLM V0.",
         "The output rate of vLLM V0 is 14% higher than vLLM V1.",
         "vLLM V1 has an output rate of 2686.49 req/s.",
         "vLLM V1 has an average output rate of 2686.49 tokens/sec.",
         "It is not true that vLLM V1 has an output rate of 2686.49 tokens/sec."]

test_true_read, test_twins = sentence_tests(TRUE, TWINS, _grade)
