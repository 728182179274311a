"""Q1 (like for like) in an engine A/B: each engine's version is that engine's own, one factor with it
(claimcheck/claims/checks.py differing_factors), never a second difference.

Before: in a three-engine witness whose declared baseline is vLLM, "TensorRT-LLM is 1.2x faster than LMDeploy" failed
Q1 ("the two differ in more than one declared factor (engine, engine_version)"): every engine A/B whose arms record
their versions differs in both, so no comparison of two treatment engines could pass. Now the pair differs in one
factor, the engine with its version ("TensorRT-LLM 0.14.0 vs LMDeploy 0.6.2"), and passes Q1 as a controlled pair of
the engine category. Two builds of ONE engine (same engine, versions differ) are unchanged: the version is the factor.

The witness (worked out by hand; 16 requests per arm of 101 output tokens, every request of an arm alike; each arm
declares its own engine and version; vLLM is the baseline):
* vllm (vLLM 0.6.3): 161.6 output tok/s (wall 16 x 101 / 161.6 = 10.0 s), TTFT 150 ms, TPOT 35 ms;
* lmdeploy (LMDeploy 0.6.2): 269.33 tok/s (wall 6.0 s), TTFT 120 ms, TPOT 27 ms;
* trtllm (TensorRT-LLM 0.14.0): 323.2 tok/s (wall 5.0 s), TTFT 100 ms, TPOT 23 ms.
TensorRT-LLM / LMDeploy throughput: 323.2 / 269.33 = 1.2x; mean TPOT 23 vs 27 ms (14.8% lower).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402


def _arm(name, alias, engine, version, toks, ttft, tpot, role="treatment"):
    return A(name, alias, toks=toks, ttft=ttft, tpot=tpot, tok=101, n=16, role=role, engine=engine,
             engine_version=version, settings={"engine": engine})


ARMS = [_arm("vllm", "vLLM", "vLLM", "0.6.3", 161.6, 0.15, 0.035, role="baseline"),
        _arm("lmdeploy", "LMDeploy", "LMDeploy", "0.6.2", 16 * 101 / 6.0, 0.12, 0.027),
        _arm("trtllm", "TensorRT-LLM", "TensorRT-LLM", "0.14.0", 323.2, 0.10, 0.023)]
# (the same two builds of one engine: the version is the one factor, as before)
BUILDS = [_arm("old", "the old build", "vLLM", "0.6.2", 161.6, 0.15, 0.035, role="baseline"),
          _arm("new", "the new build", "vLLM", "0.6.3", 323.2, 0.10, 0.023)]

SCOPE = "16 requests per arm at concurrency 8"


def _grade(witness, statement):
    return grade_statement(statement, witness, SCOPE)


wit = sealed_fixture("engver", ARMS, "engver", engine=None)

TRUE = [
    "TensorRT-LLM is 1.2x faster than LMDeploy in output token throughput.",
    "TensorRT-LLM delivers about 20% more output tokens per second than LMDeploy.",
    "Mean TPOT is 23 ms on TensorRT-LLM vs 27 ms on LMDeploy.",
    "TensorRT-LLM's mean TPOT is about 15% lower than LMDeploy's.",
    "LMDeploy is 1.67x faster than vLLM in output token throughput.",
]
TWINS = [
    "LMDeploy is 1.2x faster than TensorRT-LLM in output token throughput.",
    "TensorRT-LLM is 2.4x faster than LMDeploy in output token throughput.",
    "TensorRT-LLM is 0.6x as fast as LMDeploy in output token throughput.",
    "Mean TPOT is 27 ms on TensorRT-LLM vs 23 ms on LMDeploy.",
    "TensorRT-LLM's mean TPOT is about 15% higher than LMDeploy's.",
    "TensorRT-LLM is not faster than LMDeploy in output token throughput.",
    "SGLang is 1.2x faster than LMDeploy in output token throughput.",
]
test_true_statements_read_net_true, test_twins_never_net_true = sentence_tests(TRUE, TWINS, _grade)

wit_builds = sealed_fixture("engbuilds", BUILDS, "engbuilds", name="wit_builds", engine=None)
test_build_statements, test_build_twins = sentence_tests(
    ["The new build is 2x faster than the old build in output token throughput."],
    ["The old build is 2x faster than the new build in output token throughput."], _grade, fixture="wit_builds")
