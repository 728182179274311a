"""GPU phrase forms (claimcheck/claims/descriptors.py ``_suffix``; grammar._Reader.m_fact ``_paren_list_item``):

* the GPU's noun after its package: "On a single H100 SXM GPU, ..." (the noun was left unread after "SXM");
* a GPU in parentheses with its package or memory ("(A100 80GB)"), and the last item of a list of descriptors in
  parentheses: "On Llama 3.1 70B (TP4, 4x H100), ..." ("4x H100" after
  "TP4," was unread: a fact needs a preposition before it, or to be the whole parenthesis);
* a list of facts after one preposition (production fact_list): "on Llama 3.1 8B, H100", "on Llama-3.1-8B / L40S";
  a GPU's host noun (vocabulary.GPU_HOST_NOUNS): "on the h100 box"; a GPU and its memory in one word (production
  gpu_memory_ident): "A100-80G", "H100-80GB";
* "the same" before a fact (production same_fact): "on the same four H100s", "with the same Llama 3.1 8B" -- a fact of
  every arm, checked against every arm's record ("same" was unread, a parity word with no metric).

The witness (worked out by hand; vLLM, Llama-3.1-8B-Instruct on "4x NVIDIA H100 80GB HBM3 (SXM)", TP4, 10 requests per
arm, every request of an arm alike): fp8 4 req/s, bf16 (the baseline) 2.5 req/s: 1.6x.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("fp8", "FP8", thr=4.0, settings={"tensor_parallel_size": 4}),
        A("bf16", "BF16", thr=2.5, role="baseline", settings={"tensor_parallel_size": 4})]
wit = sealed_fixture("gpuforms", ARMS, "gpuforms", hw="4x NVIDIA H100 80GB HBM3 (SXM)")


def _grade(witness, statement):
    return grade_statement(statement, witness, "10 requests per arm")


TRUE = ["On four H100 SXM GPUs, FP8 delivers 1.6x the request throughput of BF16.",
        "On Llama 3.1 8B (TP4, 4x H100), FP8 delivers 1.6x the request throughput of BF16.",
        "FP8 delivers 1.6x the request throughput of BF16 (TP4, 4x H100 SXM).",
        "With Llama 3.1 8B (H100 80GB), FP8 delivers 1.6x the request throughput of BF16.",
        "FP8 delivers 1.6x the request throughput of BF16 on the same four H100s.",
        "With the same Llama 3.1 8B, FP8 delivers 1.6x the request throughput of BF16.",
        "FP8 delivers 1.6x the request throughput of BF16 on Llama 3.1 8B, H100.",
        "FP8 request throughput on Llama-3.1-8B / H100 is 1.6x that of BF16.",
        "On the H100 box, FP8 delivers 1.6x the request throughput of BF16.",
        "On 4x H100-80GB, FP8 delivers 1.6x the request throughput of BF16."]
TWINS = ["On four H100 PCIe GPUs, FP8 delivers 1.6x the request throughput of BF16.",
         "On two H100 SXM GPUs, FP8 delivers 1.6x the request throughput of BF16.",
         "On Llama 3.1 8B (TP4, 8x H100), FP8 delivers 1.6x the request throughput of BF16.",
         "On Llama 3.1 8B (TP4, 4x A100), FP8 delivers 1.6x the request throughput of BF16.",
         "On Llama 3.1 8B (TP4, 4x H100), BF16 delivers 1.6x the request throughput of FP8.",
         "On Llama 3.1 8B (TP2, 4x H100), FP8 delivers 1.6x the request throughput of BF16.",
         "With Llama 3.1 8B (H100 40GB), FP8 delivers 1.6x the request throughput of BF16.",
         "FP8 delivers 1.6x the request throughput of BF16 on the same two H100s.",
         "FP8 delivers 1.6x the request throughput of BF16 on the same four A100s.",
         "With the same Qwen2.5-7B, FP8 delivers 1.6x the request throughput of BF16.",
         "FP8 delivers 1.6x the request throughput of BF16 on Llama 3.1 8B, A100.",
         "FP8 request throughput on Llama-3.1-8B / A100 is 1.6x that of BF16.",
         "FP8 request throughput on Qwen2.5-7B / H100 is 1.6x that of BF16.",
         "On the A100 box, FP8 delivers 1.6x the request throughput of BF16.",
         "On 4x H100-40GB, FP8 delivers 1.6x the request throughput of BF16.",
         "On 4x A100-80G, FP8 delivers 1.6x the request throughput of BF16."]
test_true_statements_read_net_true, test_twins_never_net_true = sentence_tests(TRUE, TWINS, _grade)
