"""Arms and settings named by what the author did (issue 16; claimcheck/claims/config_arms.py, grammar.arm_phrases):

* the action in the past with its subject, and the added GPU by its ordinal: "Request throughput rose by half when we
  added a second GPU", "when I added another GPU", "with a second GPU" (config_arms._more_phrases: only where the
  arms differ by one GPU, the ordinal the larger arm's count: from 1 to 2 "a second GPU", from 2 to 3 "a third");
* quantizing to a width: "Quantizing to 4-bit AWQ increases output throughput by 50%", "Quantizing the model to
  4-bit" (config_arms._quant_actions);
* an arm's own quantization alias before a head noun: "INT4 weights cut mean end-to-end latency by ~40%" (the alias
  INT4 of the AWQ arm, as many bits: config_arms.quant_alias_phrases);
* the technique with no size where every arm ran the same tensor-parallel size above 1: "for 70B models served with
  tensor parallelism" (a setting of the whole witness, tensor_parallel_size = N: grammar._shared_tp_phrases).

Each true statement is read completely and net-true; each twin (another ordinal or width, the arms swapped, x2,
x0.5, flipped, negated, another model size) is never net-true; the never-false rows are never false.

Witnesses, worked out by hand (real_sentences.witness_specs rows, every request of an arm alike):

* ``tp`` -- tp2 (tensor_parallel_size 2, treatment): 6 req/s, TTFT 150 ms; tp1 (1, baseline): 4 req/s, TTFT
  240 ms; 40 requests each, 2 x H100. Request throughput +50% (by half), mean TTFT -37.5%.
* ``tp24`` -- tp4 (4, treatment): 6 req/s; tp2 (2, baseline): 4 req/s; 4 x H100: +50%, but two GPUs were added.
* ``tp23`` -- tp3 (3, treatment): 6 req/s; tp2 (2, baseline): 4 req/s: one GPU added, the third.
* ``awq`` -- awq (quantization awq, alias INT4, treatment): 2.4 req/s, 512 output tokens -> 1228.8 tok/s, e2e
  0.096 + 0.015 x 511 = 7.761 s; fp16 (fp16, baseline): 1.6 req/s -> 819.2 tok/s, e2e 0.08 + 0.025 x 511 = 12.855 s.
  Output throughput +50%; e2e (7.761 - 12.855) / 12.855 = -39.6% (~40%).
* ``upgrade`` -- v080 (vllm_version 0.8.0, TP 4, treatment): 2.7 req/s; v065 (0.6.5, TP 4, baseline): 2.0 req/s;
  Llama-3.1-70B-Instruct on 4 x H100: throughput 1.35x.
* ``tpmix`` -- tp4 (TP 4, treatment) 6 req/s; tp2 (TP 2, baseline) 4 req/s: both sharded, two sizes.
* ``chunked`` -- cpon (enable_chunked_prefill true, treatment): TTFT 460 ms, ITL 16 ms; cpoff (false, baseline): TTFT
  400 ms, ITL 20 ms; 30 requests each. With chunked prefill: mean TTFT +15%; mean ITL -20% (without it: +25%).

Conditions naming an arm (production when_arm): "when" / "once" / "after" / "whenever" before an arm phrase, or a
subject (we, I, you) and an action arm phrase ("once we enabled chunked prefill", "when we turned on X", "after we
enabled X"), and "because of" before an arm; the on / off phrases of a toggle gain "enabled X", "disabled X",
"switched on / off X", "turned X on / off" (vocabulary._toggle_phrases).
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import frame_test, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

NEG = "It is not true that "


def _tp(name, hi, lo, hw):
    return Spec(name, [A(f"tp{hi}", thr=6, ttft=0.15, n=40, settings={"tensor_parallel_size": hi}, role="treatment"),
                       A(f"tp{lo}", thr=4, ttft=0.24, n=40, settings={"tensor_parallel_size": lo}, role="baseline")],
                key="", hw=hw, model="meta-llama/Llama-3.1-8B-Instruct")


SPECS = {
    "tp": _tp("tp", 2, 1, "2 x NVIDIA H100 80GB HBM3"),
    "tp24": _tp("tp24", 4, 2, "4 x NVIDIA H100 80GB HBM3"),
    "tp23": _tp("tp23", 3, 2, "3 x NVIDIA H100 80GB HBM3"),
    "tpmix": _tp("tpmix", 4, 2, "4 x NVIDIA H100 80GB HBM3"),
    "awq": Spec("awq", [A("awq", "AWQ", "INT4", thr=2.4, ttft=0.096, tpot=0.015, tok=512, prompt=256, n=40,
                          settings={"quantization": "awq"}, role="treatment"),
                        A("fp16", "FP16", thr=1.6, ttft=0.08, tpot=0.025, tok=512, prompt=256, n=40,
                          settings={"quantization": "fp16"}, role="baseline")],
                key="", hw="1 x NVIDIA L40S 48GB", model="mistralai/Mistral-7B-Instruct-v0.3"),
    "upgrade": Spec("upgrade", [A("v080", "v0.8.0", thr=2.7, ttft=0.35, itl=0.024, tok=200, prompt=1000, n=50,
                                  settings={"tensor_parallel_size": 4, "vllm_version": "0.8.0"}, role="treatment"),
                                A("v065", "v0.6.5", thr=2.0, ttft=0.5, itl=0.03, tok=200, prompt=1000, n=50,
                                  settings={"tensor_parallel_size": 4, "vllm_version": "0.6.5"}, role="baseline")],
                    key="", hw="4 x NVIDIA H100 80GB HBM3", model="meta-llama/Llama-3.1-70B-Instruct"),
    "chunked": Spec("chunked", [A("cpon", thr=3.3, ttft=0.46, itl=0.016, tok=300, prompt=2000, n=30,
                                  settings={"enable_chunked_prefill": True}, role="treatment"),
                                A("cpoff", thr=3.0, ttft=0.4, itl=0.02, tok=300, prompt=2000, n=30,
                                  settings={"enable_chunked_prefill": False}, role="baseline")],
                    key="", hw="1 x NVIDIA GeForce RTX 4090", model="Qwen/Qwen2.5-7B-Instruct"),
}
SCOPE = "vLLM, the arms as declared"


wit = sealed_fixture("setting_actions", SPECS)


def grade(wit, name, statement):
    return grade_statement(statement, wit[name], SCOPE)


FRAMES = [
    ("tp", "Request throughput rose by half when we added a second GPU.", [
        "Request throughput rose by half when we added a third GPU.",        # another ordinal: no arm has it
        "Request throughput fell by half when we added a second GPU.",
        "Request throughput doubled when we added a second GPU.",
        "Request throughput rose by a quarter when we added a second GPU.",
        NEG + "request throughput rose by half when we added a second GPU.",
        "Request throughput rose by half when we removed a GPU.",
    ]),
    ("tp", "When I added another GPU, mean TTFT dropped by 37.5%.", [
        "When I added another GPU, mean TTFT rose by 37.5%.",
        "When I added another GPU, mean TTFT dropped by 75%.",
        "When I added two more GPUs, mean TTFT dropped by 37.5%.",
    ]),
    ("tp", "Request throughput is 50% higher with a second GPU.", [
        "Request throughput is 50% lower with a second GPU.",
        "Request throughput is 100% higher with a second GPU.",
        "Request throughput is 50% higher with a third GPU.",
    ]),
    ("tp23", "Adding a third GPU raised request throughput by 50%.", [
        "Adding a second GPU raised request throughput by 50%.",
        "Adding a third GPU raised request throughput by 25%.",
        "Adding a third GPU lowered request throughput by 50%.",
    ]),
    ("tp24", "Request throughput rose by half when we added two more GPUs.", [
        "Request throughput rose by half when we added a second GPU.",      # from 2 to 4: two GPUs, not the second
        "Request throughput rose by half when we added another GPU.",
        "Request throughput rose by half when we added three more GPUs.",
    ]),
    ("awq", "Quantizing to 4-bit AWQ increases output throughput by 50% on a single L40S.", [
        "Quantizing to 8-bit AWQ increases output throughput by 50% on a single L40S.",
        "Quantizing to 4-bit AWQ increases output throughput by 100% on a single L40S.",
        "Quantizing to 4-bit AWQ decreases output throughput by 50% on a single L40S.",
        "Quantizing to 4-bit AWQ increases output throughput by 50% on a single H100.",
        "Quantizing to FP16 increases output throughput by 50% on a single L40S.",
    ]),
    ("awq", "Quantizing the model to 4-bit cuts mean TPOT by 40%.", [
        "Quantizing the model to 8-bit cuts mean TPOT by 40%.",
        "Quantizing the model to 4-bit cuts mean TPOT by 20%.",
        "Quantizing the model to 4-bit raises mean TPOT by 40%.",
    ]),
    ("awq", "INT4 weights cut mean end-to-end latency by ~40%.", [
        "INT8 weights cut mean end-to-end latency by ~40%.",
        "FP16 weights cut mean end-to-end latency by ~40%.",
        "INT4 weights cut mean end-to-end latency by ~20%.",
        "INT4 weights raise mean end-to-end latency by ~40%.",
        NEG + "INT4 weights cut mean end-to-end latency by ~40%.",
    ]),
    ("upgrade", "Up to 1.35x throughput improvement for 70B models served with tensor parallelism.", [
        "Up to 1.35x throughput improvement for 8B models served with tensor parallelism.",
        "Up to 1.35x throughput improvement for 70B models served without tensor parallelism.",
        "1.7x throughput improvement for 70B models served with tensor parallelism.",
        "v0.6.5 delivers 1.35x higher throughput for 70B models served with tensor parallelism.",
        NEG + "v0.8.0 delivers 1.35x higher throughput for 70B models served with tensor parallelism.",
    ]),
    ("chunked", "Once we enabled chunked prefill, mean TTFT rose by 15%.", [
        "Once we disabled chunked prefill, mean TTFT rose by 15%.",
        "Once we enabled chunked prefill, mean TTFT fell by 15%.",
        "Once we enabled chunked prefill, mean TTFT rose by 30%.",
        NEG + "once we enabled chunked prefill, mean TTFT rose by 15%.",
    ]),
    ("chunked", "After enabling chunked prefill, mean ITL dropped by 20%.", [
        "After disabling chunked prefill, mean ITL dropped by 20%.",
        "After enabling chunked prefill, mean ITL dropped by 40%.",
        "After enabling chunked prefill, mean ITL rose by 20%.",
    ]),
    ("chunked", "Mean ITL went up 25% when we disabled chunked prefill.", [
        "Mean ITL went up 25% when we enabled chunked prefill.",
        "Mean ITL went up 50% when we disabled chunked prefill.",
        "Mean ITL went down 25% when we disabled chunked prefill.",
    ]),
    ("chunked", "When I turned on chunked prefill, mean TTFT went up 15%.", [
        "When I turned off chunked prefill, mean TTFT went up 15%.",
        "When I turned on chunked prefill, mean TTFT went up 7.5%.",
    ]),
    ("chunked", "Mean TTFT rose by 15% once chunked prefill was on.", [
        "Mean TTFT rose by 15% once chunked prefill was off.",
        "Mean TTFT rose by 30% once chunked prefill was on.",
    ]),
    ("chunked", "Mean TTFT was 15% higher because of chunked prefill.", [
        "Mean TTFT was 15% lower because of chunked prefill.",
        "Mean TTFT was 15% higher because of disabling chunked prefill.",
        "Mean TTFT was 30% higher because of chunked prefill.",
    ]),
    ("upgrade", "With tensor parallelism, v0.8.0 delivers 1.35x the request throughput of v0.6.5.", [
        "With tensor parallelism, v0.6.5 delivers 1.35x the request throughput of v0.8.0.",
        "With tensor parallelism, v0.8.0 delivers 2.7x the request throughput of v0.6.5.",
    ]),
]


test_read_completely_and_twins_never_net_true = frame_test(FRAMES, grade, ids=[f[1][:60] for f in FRAMES])


@pytest.mark.parametrize("name, statement", [
    ("tpmix", "With tensor parallelism, request throughput rose by 50%."),   # two sizes: no shared setting
    ("tpmix", "Request throughput rose by half when we added a second GPU."),
    ("tp24", "Request throughput rose by half when we added another GPU."),
    ("awq", "Quantizing to 8-bit increases output throughput by 50%."),
    ("upgrade", "We did not try tensor parallelism with 8 GPUs."),
    ("upgrade", "Results may differ without tensor parallelism."),
])
def test_never_false(wit, name, statement):
    r = grade(wit, name, statement)
    assert r.verdict != "false", (statement, r.reason)
