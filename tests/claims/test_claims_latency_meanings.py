""""Latency" alone has two meanings in real write-ups (quantities._latency_is_per_token; the false bar, rule 5).

Found in a public write-up ("LLM Inference Speed Benchmark: vLLM vs TGI vs Triton", content-forge vault,
https://gitea.atomstorm.cn/zhukang/content-forge-vault/src/branch/main/01-topics/2026-03-19-llm-inference-benchmark.md):
its table "Latency p99 (ms/token)" gives vLLM 52 and Triton 70 at batch size 64, and it writes "vLLM p99 latency is
consistently 7-26% lower than Triton" (52 / 70 = 0.743: 26% lower per token). The reader takes "latency" alone as each
request's end-to-end latency (docs/claim-check.md, vocabulary), and a witness with those per-token times and a 300 ms
TTFT gives 25.3% lower end to end: the true sentence was graded ``false``. "Latency" alone is now false only when the
latency per output token (TPOT) contradicts it too; "end-to-end latency", "request latency", "E2EL" keep one meaning.

Witness by hand (Llama-3-70B on 4x A100 80GB, batch size 64, 128 requests per arm of 256 output tokens, every request
alike): vLLM TTFT 300 ms, TPOT 52 ms, end-to-end 0.3 + 0.052 * 255 = 13.56 s, 1240 output tok/s; Triton TTFT 300 ms,
TPOT 70 ms, end-to-end 0.3 + 0.07 * 255 = 18.15 s, 920 output tok/s. End to end vLLM is 1 - 13.56 / 18.15 = 25.29%
lower; per token 1 - 52 / 70 = 25.71% lower.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

SCOPE = "Llama-3-70B on 4x A100 80GB, batch size 64, 128 requests per engine"
KW = dict(tok=256, prompt=512, n=128, workers=64, ttft=0.3)
ARMS = [A("vllm", "vLLM", role="treatment", toks=1240, tpot=0.052, **KW),
        A("triton", "Triton", role="baseline", toks=920, tpot=0.070, **KW)]

wit = sealed_fixture("latency_meanings", {"w": Spec("w", ARMS, key="", hw="4 x NVIDIA A100 80GB",
                                                    model="meta-llama/Meta-Llama-3-70B", engine=None)})


def grade(w, s: str):
    return grade_statement(s, w["w"], SCOPE)


TRUE = [
    "vLLM p99 latency is 25% lower than Triton.",                  # end to end: 25.29%
    "vLLM p99 end-to-end latency is 25% lower than Triton.",
    "vLLM p99 TPOT is 26% lower than Triton.",                     # per token: 25.71%
]
TWINS = [
    "vLLM p99 latency is 26% higher than Triton.",                 # direction: both meanings contradict
    "vLLM p99 latency is 40% lower than Triton.",                  # number: both contradict
    "Triton p99 latency is 25% lower than vLLM.",                  # arms swapped
    "vLLM p99 latency is 26% lower than Triton.",                  # true per token, 25.29% end to end: not net-true
    "vLLM p99 end-to-end latency is 26% lower than Triton.",       # one meaning, contradicted
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)

FALSE = [
    "vLLM p99 latency is 26% higher than Triton.",
    "vLLM p99 latency is 40% lower than Triton.",
    "vLLM p99 end-to-end latency is 26% lower than Triton.",      # "end-to-end": one meaning
    "vLLM p99 request latency is 26% lower than Triton.",
    "vLLM's p99 latency is 5 ms.",                                 # neither 13.56 s nor 52 ms
]
NEVER_FALSE = [
    "vLLM p99 latency is 26% lower than Triton.",                  # the write-up's sentence: true per token
    "vLLM's p99 latency is 52 ms.",                                # a table of ms/token: true per token
    "vLLM p99 latency is about 26% lower than Triton.",
]

test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(FALSE, NEVER_FALSE, grade)
