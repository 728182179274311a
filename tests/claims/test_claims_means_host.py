"""A means lead that puts one arm into another ("By integrating X into Y, we achieve ...": production means_arm,
claimcheck/claims/grammar.py; vocabulary.MEANS_HOST_LEADS).

Found in the real-sentence corpus (rs153, category cache; the vLLM blog on Mooncake): "By integrating Mooncake's
distributed KV cache store into vLLM, we achieve 3.8x higher throughput, 46x lower TTFT, and 8.6x lower end-to-end
latency on realistic agentic traces, ..." left the lead and every comparison unread (two arms named, no subject).
Now "By integrating / Integrating / Adding / Plugging ARM into / to / in ARM2," with two different single arms: ARM is
the clause's subject, ARM2 (the host alone) its baseline. A host that is no arm ("into our stack") leaves the lead
unread. (rs153 itself stays not-yet: "on realistic agentic traces" and "while scaling nearly linearly to 60 GB200
GPUs" are not checkable.)

Witness by hand (vLLM, Llama-3.1-8B-Instruct on 8 x H100, 10 requests per arm):
  mooncake (Mooncake's distributed KV cache store in vLLM, treatment): 3.8 req/s, TTFT 50 ms, latency 0.5 s;
  vllm (vLLM alone, baseline): 1 req/s, TTFT 2.3 s, latency 4.3 s.
Throughput 3.8 / 1 = 3.8x; TTFT 2.3 / 0.05 = 46x lower; e2e 4.3 / 0.5 = 8.6x lower.
Twins: 3.8x doubled (7.6x) / halved (1.9x); direction flipped (lower throughput); arms swapped ("integrating vLLM into
Mooncake's store"); negation; wrong GPU (A100).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on 8 x H100, 10 requests per arm"
NEG = "It is not true that "
ARMS = [A("mooncake", "Mooncake's distributed KV cache store", "Mooncake", thr=3.8, ttft=0.05, dur=0.5,
          role="treatment"),
        A("vllm", "vLLM", thr=1, ttft=2.3, dur=4.3, role="baseline")]

wit = sealed_fixture("means_host", ARMS, "mooncake", engine=None, hw="8 x NVIDIA H100 80GB HBM3")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


TRUE = [
    "By integrating Mooncake's distributed KV cache store into vLLM, we achieve 3.8x higher throughput, 46x lower TTFT, "
    "and 8.6x lower end-to-end latency.",
    "Integrating Mooncake into vLLM, we see 46x lower TTFT.",
    "By adding Mooncake to vLLM, we get 3.8x higher throughput.",
    "By plugging Mooncake into vLLM, end-to-end latency drops 8.6x.",
]

TWINS = [
    "By integrating Mooncake's distributed KV cache store into vLLM, we achieve 7.6x higher throughput.",   # x2
    "By integrating Mooncake's distributed KV cache store into vLLM, we achieve 1.9x higher throughput.",   # x0.5
    "By integrating Mooncake's distributed KV cache store into vLLM, we achieve 3.8x lower throughput.",    # direction
    "By integrating vLLM into Mooncake's distributed KV cache store, we achieve 3.8x higher throughput.",   # swapped
    NEG + "by integrating Mooncake into vLLM, we achieve 3.8x higher throughput.",                          # negation
    "On 8 x A100, by integrating Mooncake into vLLM, we achieve 3.8x higher throughput.",                   # wrong GPU
    "By adding Mooncake to vLLM, we get 46x higher TTFT.",                                                  # direction
]

test_true_read_net_true, test_twins_never_net_true = sentence_tests(TRUE, TWINS, grade)

FALSE = [
    "By integrating Mooncake's distributed KV cache store into vLLM, we achieve 7.6x higher throughput.",
    "By integrating vLLM into Mooncake's distributed KV cache store, we achieve 3.8x higher throughput.",
]
NEVER_FALSE = [
    "By integrating Mooncake into our stack, we achieve 3.8x higher throughput.",   # a host that is no arm: unread
    "By integrating Mooncake into vLLM, we achieve 3.8x higher throughput on realistic agentic traces.",
    "By integrating Mooncake into vLLM, we could achieve 7.6x higher throughput.",
]

test_contradicted_false, test_honest_never_false = verdict_tests(FALSE, NEVER_FALSE, grade)


def test_host_that_is_no_arm_stays_unread(wit):
    r = grade(wit, "By integrating Mooncake into our stack, we achieve 3.8x higher throughput.")
    assert r.verdict != "net-true" and r.reading.unread, r.reason
