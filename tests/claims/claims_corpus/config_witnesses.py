"""The configuration witnesses shared by tests/claims/test_claims_config_arms.py and test_claims_config_pairs.py
(worked out by hand in test_claims_config_arms.py's docstring): arms that declare parallel slots, a tensor-parallel
size, a quantization, a concurrency or a batch size, and the rows ``uniform`` writes for them."""

from __future__ import annotations

from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import uniform

HW = "4 x NVIDIA H100 80GB HBM3"
MODEL = {"id": "meta-llama/Llama-3.1-8B-Instruct", "file_sha256": None}
SCOPE = "Llama-3.1-8B-Instruct on H100s, 24 tasks per arm"
NEG = "It is not true that "


def config_arms(key, pairs):
    roles = ["baseline"] + ["treatment"] * (len(pairs) - 1)
    return {name: {"aliases": [], "workers": 4, "role": role, "settings": {key: value} if key else value}
            for (name, value), role in zip(pairs, roles)}


WITNESSES = {
    "slots": (config_arms("parallel_slots", [("s1", 1), ("s8", 8)]),
              uniform("s1", 24, 24.0, 1, ttft=0.2) + uniform("s8", 24, 6.0, 4, ttft=0.5)),
    "tp": (config_arms("tensor_parallel_size", [("tp1", 1), ("tp4", 4)]),
           uniform("tp1", 24, 12.0, 4, ttft=0.4) + uniform("tp4", 24, 4.0, 4, ttft=0.1)),
    "quant": (config_arms("quantization", [("fp16", "fp16"), ("fp8", "fp8")]),
              uniform("fp16", 24, 8.0, 4, ttft=0.3) + uniform("fp8", 24, 6.0, 4, ttft=0.2)),
    "conc": (config_arms("concurrency", [("c1", 1), ("c16", 16)]),
             uniform("c1", 24, 24.0, 1, ttft=0.2) + uniform("c16", 24, 6.0, 4, ttft=0.5)),
    "tp3": (config_arms("tensor_parallel_size", [("tp1", 1), ("tp2", 2), ("tp4", 4)]),
            uniform("tp1", 24, 12.0, 4, ttft=0.4) + uniform("tp2", 24, 6.0, 4, ttft=0.2)
            + uniform("tp4", 24, 4.0, 4, ttft=0.1)),
    "quant3": (config_arms("quantization", [("bf16", "bf16"), ("fp8", "fp8"), ("int4", "int4")]),
               uniform("bf16", 24, 8.0, 4, ttft=0.3) + uniform("fp8", 24, 6.0, 4, ttft=0.2)
               + uniform("int4", 24, 4.0, 4, ttft=0.2)),
    "pp": (config_arms(None, [("tp1", {"tensor_parallel_size": 1, "pipeline_parallel_size": 2}),
                        ("tp2", {"tensor_parallel_size": 2, "pipeline_parallel_size": 2})]),
           uniform("tp1", 24, 12.0, 4, ttft=0.4) + uniform("tp2", 24, 6.0, 4, ttft=0.2)),
    # two arms that differ in TP and quantization at once: an action names no cause here
    "mixed": (config_arms(None, [("a", {"tensor_parallel_size": 1, "quantization": "bf16"}),
                           ("b", {"tensor_parallel_size": 4, "quantization": "fp8"})]),
              uniform("a", 24, 12.0, 4, ttft=0.4) + uniform("b", 24, 4.0, 4, ttft=0.1)),
    "batch": (config_arms("batch_size", [("b1", 1), ("b8", 8)]),
              uniform("b1", 24, 24.0, 1, ttft=0.2) + uniform("b8", 24, 6.0, 4, ttft=0.5)),
    # the same rows with no settings declared: no configuration phrase names an arm
    "bare": ({"s1": {"aliases": [], "workers": 4, "role": "baseline"},
              "s8": {"aliases": [], "workers": 4, "role": "treatment"}},
             uniform("s1", 24, 24.0, 1, ttft=0.2) + uniform("s8", 24, 6.0, 4, ttft=0.5)),
}



def grade_config(statement: str, witness: str):
    return grade_statement(statement, witness, SCOPE, baseline="same model, GPUs, prompts and output cap")
