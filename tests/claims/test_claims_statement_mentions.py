"""Model, hardware, engine and client-tool mentions inside a statement, each a context fact checked against what the
witness records (descriptors.py, statistics.check_context, grammar.m_fact):

* production cpu_part -- a desktop CPU by its model number alone ("on the 7950X", "my 7950X box"): agrees only where
  the hardware string records that very part; another part is unknowable, never false;
* production cpu_model -- a Ryzen's tier digit ("Ryzen 9 7950X"); a part of another line of the same vendor ("EPYC
  7950X" of a Ryzen record) is not known, never agrees;
* production cpu_cores -- a logical count hyphenated before a CPU word or a host noun ("a 32-thread Ryzen", "a
  16-vCPU EPYC box") and a model number after the count ("a 16-core 7950X box"); each count checked against the
  record's count of its own kind ("16-Core Processor; 32 logical CPUs": 16 cores, 32 threads);
* production no_gpu -- "with no GPU", "(no GPU)": the CPU fact; production cpu_only_trailing -- "..., CPU only, 7950X."
  ("CPU only" written apart, a clause's trailing item only);
* production model_quant_tag -- "Qwen2.5-1.5B Q4": the GGUF tag is the model's own; a tag said by its leading parts
  ("Q4") names a recorded q4_k_m (before: "Q4" was graded FALSE, "the model id names q4_k_m, not q4");
* production engine_server -- "through llama.cpp's OpenAI-compatible server", "the llama.cpp server";
* production arm_model_of -- "The FP8 checkpoint of Qwen2.5-32B-Instruct served ...";
* production setup_label_arms -- "FP8 vs BF16, 1x H200: 3.02 vs 2.03 req/s";
* production fact_list -- facts joined by "+" ("on H200 + Qwen2.5-32B", "on L40S + Llama 3.1 8B");
* production client_command -- "(vllm bench serve, H200)": the client tool of a witness imported from vllm bench
  serve's results (sglang.bench_serving said of it: not known, never false).

Witnesses by hand. ``ryzen``: llama.cpp on "AMD Ryzen 9 7950X 16-Core Processor; 32 logical CPUs; no accelerator",
model Qwen/Qwen2.5-1.5B-Instruct-GGUF (q4_k_m); four slots 0.42 req/s, one slot 0.21 req/s (10 requests each; 2.0x).
``h200``: vLLM on "1 x NVIDIA H200 141GB", Qwen/Qwen2.5-32B-Instruct, imported from vllm bench serve; FP8 3.02 req/s,
BF16 2.03 req/s (100 requests each): 3.02 / 2.03 = 1.488, "49% more".
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

RYZEN_HW = "AMD Ryzen 9 7950X 16-Core Processor; 32 logical CPUs; no accelerator"
RYZEN_SCOPE = "llama.cpp server, Qwen2.5-1.5B-Instruct Q4_K_M GGUF, CPU only, 10 requests per arm"
H200_SCOPE = "Qwen2.5-32B-Instruct on one H200, vLLM, 100 random prompts per arm"


@pytest.fixture(scope="module")
def ryzen(tmp_path_factory) -> str:
    arms = [A("np4", "four slots", thr=0.42, tok=64, role="treatment", settings={"parallel": 4}),
            A("np1", "one slot", thr=0.21, tok=64, role="baseline", settings={"parallel": 1})]
    w, files = witness_for(Spec("ryzen", arms, key="", hw=RYZEN_HW, engine="llama.cpp",
                                model="Qwen/Qwen2.5-1.5B-Instruct-GGUF (q4_k_m)"))
    return str(seal(tmp_path_factory.mktemp("mentions") / "ryzen", w, files))


@pytest.fixture(scope="module")
def h200(tmp_path_factory) -> str:
    arms = [A("fp8", "FP8", thr=3.02, n=100, role="treatment", settings={"quantization": "fp8"}),
            A("bf16", "BF16", thr=2.03, n=100, role="baseline", settings={"quantization": "bf16"})]
    w, files = witness_for(Spec("h200", arms, key="", hw="1 x NVIDIA H200 141GB", engine="vLLM",
                                model="Qwen/Qwen2.5-32B-Instruct"))
    w["importer"] = "fak witness import vllm-bench (claimcheck.witnesses.importers)"
    return str(seal(tmp_path_factory.mktemp("mentions") / "h200", w, files))


BODY = "four slots served 0.42 req/s vs 0.21 req/s for one slot"

#: (true statement, twins that are false of the witness: none may be net-true)
RYZEN_TRUE = [
    (f"On the 7950X, {BODY}.", [f"On the 7950X, four slots served 0.84 req/s vs 0.21 req/s for one slot.",
                                f"On the 5950X, {BODY}.", f"On the 7950X3D, {BODY}."]),
    (f"On a Ryzen 9 7950X, {BODY}.", [f"On a Ryzen 9 7950X3D, {BODY}.", f"On an EPYC 7950X, {BODY}.",
                                      f"On a Xeon, {BODY}."]),
    (f"On my 7950X box, {BODY}.", [f"On my 7700X box, {BODY}.", f"On my 4090 box, {BODY}."]),
    (f"On a 16-core 7950X box, {BODY}.", [f"On a 32-core 7950X box, {BODY}.", f"On an 8-core 7950X box, {BODY}."]),
    (f"On a 32-thread Ryzen, {BODY}.", [f"On a 16-thread Ryzen, {BODY}.", f"On a 64-thread Ryzen, {BODY}."]),
    (f"On a 16-core Ryzen with no GPU, {BODY}.", [f"On a 16-core Ryzen with no GPU, one slot served 0.42 req/s vs "
                                                  f"0.21 req/s for four slots.", f"On one H100, {BODY}."]),
    (f"{BODY[0].upper()}{BODY[1:]}, CPU only, 7950X.", [f"{BODY[0].upper()}{BODY[1:]}, CPU only, 5950X.",
                                                        f"{BODY[0].upper()}{BODY[1:]}, CPU only, 2x H100."]),
    (f"On a Ryzen 9 7950X without a GPU, {BODY}.", [f"On a Ryzen 9 7950X without a GPU, {BODY.replace('0.21', '0.31')}."]),
    (f"On a Ryzen 9 7950X (no GPU), {BODY}.", [f"On a Ryzen 9 7950X (no GPU), {BODY.replace('0.42', '0.52')}."]),
    (f"On Qwen2.5-1.5B Q4, {BODY}.", [f"On Qwen2.5-1.5B Q8_0, {BODY}.", f"On Qwen2.5-7B Q4, {BODY}.",
                                      f"On Qwen2.5-1.5B Q4_0, {BODY}."]),
    (f"Qwen2.5-1.5B Q4_K_M on a 7950X: {BODY}.", [f"Qwen2.5-1.5B Q4_K_M on a 7950X: {BODY.replace('0.21', '0.11')}.",
                                                  f"Qwen2.5-0.5B Q4_K_M on a 7950X: {BODY}."]),
    (f"Through llama.cpp's OpenAI-compatible server, {BODY}.",
     [f"Through vLLM's OpenAI-compatible server, {BODY}.", f"Through SGLang's server, {BODY}."]),
    (f"{BODY[0].upper()}{BODY[1:]} through the llama.cpp server.", [f"{BODY[0].upper()}{BODY[1:]} through the vLLM server."]),
]

#: a mention the record neither confirms nor contradicts: never false (and never net-true)
RYZEN_UNDECIDED = [f"On the 5950X, {BODY}.", f"On an i9-13900K, {BODY}.", f"On a Ryzen 7 7700X, {BODY}.",
                   f"On an EPYC 7950X, {BODY}."]

#: a mention the record contradicts, the rest read completely: false
RYZEN_FALSE = [f"On Qwen2.5-1.5B Q8_0, {BODY}.", f"On a 16-thread Ryzen, {BODY}.",
               f"Through vLLM's OpenAI-compatible server, {BODY}."]

H200_TRUE = [
    ("FP8 vs BF16, 1x H200: 3.02 vs 2.03 req/s.", ["FP8 vs BF16, 2x H200: 3.02 vs 2.03 req/s.",
                                                  "FP8 vs BF16, 1x A100: 3.02 vs 2.03 req/s.",
                                                  "BF16 vs FP8, 1x H200: 3.02 vs 2.03 req/s.",
                                                  "FP8 vs BF16, 1x H200: 3.62 vs 2.03 req/s."]),
    ("FP8 vs BF16, Qwen2.5-32B, one H200: 3.02 vs 2.03 req/s.", ["FP8 vs BF16, Qwen2.5-72B, one H200: 3.02 vs 2.03 "
                                                                "req/s.", "FP8 vs BF16, Qwen2.5-32B, one H100: 3.02 "
                                                                "vs 2.03 req/s."]),
    ("The FP8 checkpoint of Qwen2.5-32B-Instruct served 49% more requests per second than the BF16 checkpoint.",
     ["The FP8 checkpoint of Qwen2.5-72B-Instruct served 49% more requests per second than the BF16 checkpoint.",
      "The FP8 checkpoint of Qwen2.5-32B-Instruct served 69% more requests per second than the BF16 checkpoint.",
      "The BF16 checkpoint of Qwen2.5-32B-Instruct served 49% more requests per second than the FP8 checkpoint."]),
    ("FP8 weights of Qwen2.5-32B served 3.02 req/s vs 2.03 req/s for BF16.",
     ["FP8 weights of Llama-3.1-8B served 3.02 req/s vs 2.03 req/s for BF16."]),
    ("FP8 vs BF16 (vllm bench serve, H200): 3.02 vs 2.03 req/s.", ["FP8 vs BF16 (AIPerf, H200): 3.02 vs 2.03 req/s.",
                                                                   "FP8 vs BF16 (vllm bench serve, H100): 3.02 vs 2.03 "
                                                                   "req/s.", "FP8 vs BF16 (GuideLLM, H200): 3.02 vs "
                                                                   "2.03 req/s."]),
    ("FP8 served 3.02 req/s vs 2.03 req/s for BF16 (vllm bench serve, 100 prompts, one H200).",
     ["FP8 served 3.02 req/s vs 2.03 req/s for BF16 (vllm bench serve, 100 prompts, two H200s).",
      "FP8 served 3.02 req/s vs 2.03 req/s for BF16 (llmperf, 100 prompts, one H200)."]),
]

#: production fact_list joined by "+" ("on L40S + Llama 3.1 8B"): each item a fact of its own, checked as after "on"
H200_TRUE += [
    ("On H200 + Qwen2.5-32B, FP8 served 3.02 req/s vs 2.03 req/s for BF16.",
     ["On H200 + Qwen2.5-72B, FP8 served 3.02 req/s vs 2.03 req/s for BF16.",
      "On A100 + Qwen2.5-32B, FP8 served 3.02 req/s vs 2.03 req/s for BF16.",
      "On H200 + Qwen2.5-32B, FP8 served 2.03 req/s vs 3.02 req/s for BF16."]),
    ("FP8 vs BF16 on Qwen2.5-32B + 1x H200: 3.02 vs 2.03 req/s.",
     ["FP8 vs BF16 on Qwen2.5-32B + 2x H200: 3.02 vs 2.03 req/s.",
      "FP8 vs BF16 on Llama-3.1-8B + 1x H200: 3.02 vs 2.03 req/s."]),
    ("FP8 on vLLM + H200 served 3.02 req/s vs 2.03 req/s for BF16.",
     ["FP8 on SGLang + H200 served 3.02 req/s vs 2.03 req/s for BF16."]),
]

#: "no GPU" said of a GPU run: contradicted by the record, the rest read completely
H200_FALSE = ["Without a GPU, FP8 served 3.02 req/s vs 2.03 req/s for BF16.",
              "FP8 served 3.02 req/s vs 2.03 req/s for BF16, CPU only.",
              "FP8 vs BF16 (no GPU): 3.02 vs 2.03 req/s."]

H200_UNDECIDED = ["FP8 vs BF16 (sglang.bench_serving, H200): 3.02 vs 2.03 req/s."]


def _id(s: str) -> str:
    return s[:40]


@pytest.mark.parametrize("true,twins", RYZEN_TRUE, ids=[_id(t) for t, _ in RYZEN_TRUE])
def test_cpu_box_mentions_are_read_and_checked(ryzen, true, twins):
    assert_read_net_true(grade_statement(true, ryzen, RYZEN_SCOPE))
    for twin in twins:
        assert_never_net_true(grade_statement(twin, ryzen, RYZEN_SCOPE), twin)


@pytest.mark.parametrize("s", RYZEN_UNDECIDED, ids=_id)
def test_a_cpu_the_record_does_not_name_is_never_false(ryzen, s):
    r = grade_statement(s, ryzen, RYZEN_SCOPE)
    assert_never_false(r, s)
    assert_never_net_true(r, s)


@pytest.mark.parametrize("s", RYZEN_FALSE, ids=_id)
def test_a_mention_the_record_contradicts_is_false(ryzen, s):
    assert grade_statement(s, ryzen, RYZEN_SCOPE).verdict == "false", s


@pytest.mark.parametrize("true,twins", H200_TRUE, ids=[_id(t) for t, _ in H200_TRUE])
def test_gpu_model_and_tool_mentions_are_read_and_checked(h200, true, twins):
    assert_read_net_true(grade_statement(true, h200, H200_SCOPE))
    for twin in twins:
        assert_never_net_true(grade_statement(twin, h200, H200_SCOPE), twin)


@pytest.mark.parametrize("s", H200_UNDECIDED, ids=_id)
def test_a_kindred_client_is_never_false(h200, s):
    r = grade_statement(s, h200, H200_SCOPE)
    assert_never_false(r, s)
    assert_never_net_true(r, s)


#: desktop parts other than the recorded 7950X, each written as write-ups do
_OTHER_PARTS = ["5950X", "7900X", "9950X", "7800X3D", "5800X3D", "7950X3D", "14900K", "13900KS", "12900KF",
                "i9-13900K", "i7-12700K", "i5-13600K", "9950X3D", "7945HX"]


@settings(max_examples=examples(24), deadline=None)
@given(part=st.sampled_from(_OTHER_PARTS), lead=st.sampled_from(["On the {}, ", "On my {} box, ", "On a {}, "]))
def test_another_desktop_part_is_never_net_true_nor_false(ryzen, part, lead):
    s = lead.format(part) + BODY + "."
    r = grade_statement(s, ryzen, RYZEN_SCOPE)
    assert_never_net_true(r, s)
    assert_never_false(r, s)


@pytest.mark.parametrize("s", H200_FALSE, ids=_id)
def test_no_gpu_said_of_a_gpu_run_is_false(h200, s):
    assert grade_statement(s, h200, H200_SCOPE).verdict == "false", s
