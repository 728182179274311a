"""A rate per GPU (production per_gpu_rate, claimcheck/claims/per_gpu.py): "1,300 tok/s per GPU on 2 GPUs", "6,091
tok/s/GPU", "about 20 req/s per GPU" are the arm's rate divided by a GPU count: the one its sentence states ("on 2
GPUs": the author's own total, not graded where the arm declares another count), else the one the witness records;
not-yet where neither is; a count known only from the hardware string (the machine's GPUs: a run may use fewer) is
contradicted only where every count the run may have used contradicts it.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows; 128 requests per arm of 64 output tokens):

* ``hw2`` -- hardware "2 x NVIDIA H100": sglang (alias SGLang) 2,600 output tok/s = 40.625 req/s; vllm (alias vLLM)
  1,300 tok/s = 20.3125 req/s. Per GPU over the 2 GPUs the hardware lists: sglang 1,300 tok/s (20.3125 req/s), vllm
  650 tok/s (10.156 req/s); a run may have used 1 GPU (2,600 / 1,300 tok/s per GPU): those are not-yet, never
  net-true, never false; 650 tok/s per GPU of sglang is below 2,600 / k for every k in 1..2: false.
* ``declared`` -- the same rows, hardware "4 x NVIDIA H100", sglang declares gpu_count 2 and vllm gpu_count 1 (named
  by their settings too: "with TP=2" is not needed): sglang 1,300 tok/s per GPU, vllm 1,300 tok/s per GPU, exactly.
* ``nocount`` -- the same rows, hardware "NVIDIA H100 80GB HBM3" (no count): a per-GPU rate is not re-derivable.
* ``conflict`` -- the same rows, hardware "4 x NVIDIA H100", sglang declares gpu_count 2 and num_gpus 4 (vllm
  gpu_count 1): keys that disagree declare no count (statistics.declared_gpu_count), so sglang's count is the
  hardware's 4, of which it may have used 1 to 4: 1,300 (2,600 / 2) and 650 (2,600 / 4) tok/s per GPU are never false.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from claimcheck.claims.statistics import declared_gpu_count

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct, 128 requests per arm"
NEG = "It is not true that "


def _arms(ts: dict, bs: dict) -> list:
    return [A("sglang", "SGLang", toks=2600, ttft=0.3, tpot=0.036, tok=64, n=128, settings=ts, role="treatment"),
            A("vllm", "vLLM", toks=1300, ttft=0.6, tpot=0.05, tok=64, n=128, settings=bs, role="baseline")]


SPECS = {
    "hw2": Spec("hw2", _arms({"engine": "SGLang"}, {"engine": "vLLM"}), key="", engine=None,
                hw="2 x NVIDIA H100 80GB HBM3"),
    "declared": Spec("declared", _arms({"engine": "SGLang", "gpu_count": 2}, {"engine": "vLLM", "gpu_count": 1}),
                     key="", engine=None, hw="4 x NVIDIA H100 80GB HBM3"),
    "nocount": Spec("nocount", _arms({"engine": "SGLang"}, {"engine": "vLLM"}), key="", engine=None,
                    hw="NVIDIA H100 80GB HBM3"),
    "conflict": Spec("conflict", _arms({"engine": "SGLang", "gpu_count": 2, "num_gpus": 4},
                                       {"engine": "vLLM", "gpu_count": 1}), key="", engine=None,
                     hw="4 x NVIDIA H100 80GB HBM3"),
}

wit = sealed_fixture("per_gpu", SPECS)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


FRAMES = [
    ("hw2", "SGLang reaches 1,300 tok/s per GPU on 2 GPUs.", [
        "SGLang reaches 1,950 tok/s per GPU on 2 GPUs.",          # x1.5
        "SGLang reaches 650 tok/s per GPU on 2 GPUs.",            # x0.5
        "SGLang reaches 2,600 tok/s per GPU on 2 GPUs.",          # the rate / 1: the wrong count
        "SGLang reaches 1,300 tok/s per GPU on 4 GPUs.",          # the wrong count stated
        "vLLM reaches 1,300 tok/s per GPU on 2 GPUs.",            # arms swapped
        NEG + "SGLang reaches 1,300 tok/s per GPU on 2 GPUs.",
    ]),
    ("hw2", "SGLang reaches 1,300 tok/s/GPU.", ["SGLang reaches 2,600 tok/s/GPU.", "SGLang reaches 433 tok/s/GPU."]),
    ("hw2", "SGLang reaches about 1,300 output tokens per second per GPU.", [
        "SGLang reaches about 2,600 output tokens per second per GPU.",
        "SGLang reaches about 900 output tokens per second per GPU."]),
    ("hw2", "SGLang serves about 20 req/s per GPU.", ["SGLang serves about 40 req/s per GPU.",
                                                      "SGLang serves about 10 req/s per GPU."]),
    ("hw2", "vLLM delivers ~650 tok/s per-GPU.", ["vLLM delivers ~1,300 tok/s per-GPU.", "vLLM delivers ~325 tok/s per-GPU."]),
    ("declared", "SGLang reaches 1,300 tok/s per GPU.", [
        "SGLang reaches 2,600 tok/s per GPU.", "SGLang reaches 650 tok/s per GPU.",
        "SGLang reaches 1,300 tok/s per GPU on 4 GPUs."]),
    ("declared", "vLLM reaches 1,300 tok/s per GPU.", ["vLLM reaches 650 tok/s per GPU.",
                                                        "vLLM reaches 2,600 tok/s per GPU."]),
    ("declared", "On SGLang, output throughput is 1,300 tok/s per GPU.", [
        "On SGLang, output throughput is 650 tok/s per GPU.", "On vLLM, output throughput is 650 tok/s per GPU."]),
]

test_per_gpu_is_read_completely_and_net_true, test_per_gpu_twins_are_never_net_true = frame_tests(FRAMES, grade_in)


@pytest.mark.parametrize("name,s", [
    ("hw2", "SGLang reaches 650 tok/s per GPU on 2 GPUs."),      # the sentence's own count: 2,600 / 2 = 1,300
    ("hw2", "SGLang reaches 2,600 output tok/s per GPU on 2 GPUs."),
    ("hw2", "SGLang reaches 433 output tok/s per GPU."),         # below 2,600 / k for k = 1 and 2
    ("declared", "SGLang reaches 2,600 tok/s per GPU."),         # the declared count is exact: 2,600 / 2
    ("declared", "vLLM reaches 650 output tok/s per GPU."),       # 1,300 / 1
])
def test_a_per_gpu_rate_no_count_could_make_true_is_false(wit, name, s):
    res = grade_in(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("name,s", [
    ("hw2", "SGLang reaches 2,600 tok/s per GPU."),       # true if the run used one of the machine's two GPUs
    ("hw2", "SGLang reaches 2,600 output tok/s/GPU."),
    ("nocount", "SGLang reaches 1,300 tok/s per GPU."),    # no count recorded
    ("nocount", "SGLang reaches 2,600 tok/s per GPU."),
    ("nocount", "SGLang reaches 650 tok/s per GPU."),
    ("declared", "SGLang reaches 650 tok/s per GPU on 4 GPUs."),  # 2,600 / 4, but sglang declares gpu_count 2
    ("nocount", "SGLang reaches 650 output tok/s per GPU on 2 GPUs."),  # a count the witness leaves open (rule 6)
])
def test_an_unknown_gpu_count_is_never_an_accusation_nor_net_true(wit, name, s):
    res = grade_in(wit, name, s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", ["Throughput is 1,300 tok/s per GPU.", "SGLang reaches 1,300 vs 650 tok/s per GPU.",
                               "SGLang reaches 2x more tok/s per GPU than vLLM."])
def test_honest_unclear_per_gpu_phrasings_are_never_false(wit, s):
    assert_never_false(grade_in(wit, "hw2", s), s)


@pytest.mark.parametrize("s", ["SGLang reaches 1,300 tok/s per GPU.", "SGLang reaches 650 tok/s per GPU.",
                               "SGLang reaches 650 output tok/s per GPU.", "SGLang reaches 1,300 output tok/s/GPU."])
def test_gpu_count_keys_that_disagree_declare_no_count(wit, s):
    # gpu_count 2 and num_gpus 4: 2,600 / 2 or 2,600 / 4, the witness does not say which
    assert_never_false(grade_in(wit, "conflict", s), s)


@pytest.mark.parametrize("settings,want", [
    ({"gpu_count": 2}, (2, "gpu_count")), ({"NUM_GPUS": 4}, (4, "num_gpus")), ({"gpu_count": 2.0}, (2, "gpu_count")),
    ({"gpus": "8"}, (8, "gpus")), ({"gpu_count": 2, "num_gpus": 2}, (2, "gpu_count")),
    ({"gpu_count": 2, "num_gpus": 4}, None), ({"gpu_count": 0}, None), ({"gpu_count": 1.5}, None),
    ({"gpu_count": True}, None), ({"gpu_count": [2]}, None), ({"tensor_parallel_size": 2}, None), ({}, None),
])
def test_declared_gpu_count_is_one_whole_count_the_keys_agree_on(settings, want):
    assert declared_gpu_count(settings) == want
