"""A GPU written as nvidia-smi names it, its package glued between name and memory (vocabulary.GPU_MEMORY_IDENT,
production gpu_memory_ident): "A100-SXM4-80GB", "A100-PCIE-40GB", "4 x A100-SXM4-80GB". Before, only "A100-80GB" was
read: "current 4 x A100-SXM4-80GB (TP4) vs proposed 2 x H100 80GB HBM3 (TP2)" named the H100 arm's hardware only, so
the scope left every GPU unbound and no statement about that witness could be net-true (an outside suite's scope).
The package word is checked as the spaced form's is (``gpu_packages``: agreed only where the record names it).

Witnesses by hand (vLLM, Llama-3.1-70B-Instruct, 10 requests per arm, every request of an arm alike):
* ``perarm``: a100 (baseline, "4 x NVIDIA A100-SXM4-80GB", TP4) 4.1 req/s; h100 (treatment, "2 x NVIDIA H100 80GB
  HBM3", TP2) 4.6 req/s; the witness's own hardware null.
* ``one``: fp16 (baseline) 1.0 req/s, awq 1.8 req/s, both on the witness's "1 x NVIDIA A100-SXM4-40GB".
"""

from __future__ import annotations

from claims_corpus.frame_checks import assert_never_false, assert_read_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

L70B = "meta-llama/Llama-3.1-70B-Instruct"
SPECS = {
    "perarm": Spec("perarm", [A("a100", "the A100 node", thr=4.1, tok=100, role="baseline",
                                hardware="4 x NVIDIA A100-SXM4-80GB", settings={"tensor_parallel_size": 4}),
                              A("h100", "the H100 pair", thr=4.6, tok=100, role="treatment",
                                hardware="2 x NVIDIA H100 80GB HBM3", settings={"tensor_parallel_size": 2})],
                   key="", hw=None, model=L70B),
    "one": Spec("one", [A("fp16", "FP16", thr=1.0, tok=100, role="baseline"),
                        A("awq", "AWQ", thr=1.8, tok=100, role="treatment")], key="", hw="1 x NVIDIA A100-SXM4-40GB",
                model=L70B),
}
wit = sealed_fixture("gpu-smi", SPECS)

STATEMENT = {"perarm": "The H100 pair handled 4.6 req/s vs 4.1 req/s on the A100 node.",
             "one": "AWQ delivers 1.8x the request throughput of FP16."}

TRUE = [
    ("perarm", "Llama 3.1 70B on vLLM: current 4 x A100-SXM4-80GB (TP4) vs proposed 2 x H100 80GB HBM3 (TP2)"),
    ("perarm", "4 x A100-SXM4-80GB vs 2 x H100 80GB HBM3"),
    ("perarm", "2 x H100 80GB HBM3 vs 4x A100-SXM4-80GB, 10 requests each"),
    ("one", "Llama 3.1 70B on one A100-SXM4-40GB"),
    ("one", "Llama 3.1 70B on a single NVIDIA A100-SXM4-40GB"),
    ("one", "Llama 3.1 70B on 1x A100-SXM4-40GB"),
]
#: scopes the records do not support: never net-true (another package, memory, count or GPU), never false where one
#: arm of two still agrees
TWINS = [
    ("perarm", "4 x A100-PCIE-80GB vs 2 x H100 80GB HBM3"),
    ("perarm", "4 x A100-SXM4-40GB vs 2 x H100 80GB HBM3"),
    ("perarm", "8 x A100-SXM4-80GB vs 2 x H100 80GB HBM3"),
    ("perarm", "4 x A800-SXM4-80GB vs 2 x H100 80GB HBM3"),
    ("perarm", "4 x A100-SXM4-80GB only"),
    ("one", "Llama 3.1 70B on one A100-PCIE-40GB"),
    ("one", "Llama 3.1 70B on one A100-SXM4-80GB"),
    ("one", "Llama 3.1 70B on 2x A100-SXM4-40GB"),
    ("one", "Llama 3.1 70B on one H100-SXM5-80GB"),
]


def _grade(wit, name: str, scope: str):
    return grade_statement(STATEMENT[name], wit[name], scope)


def test_scopes_naming_the_records_read_net_true(wit):
    for name, scope in TRUE:
        assert_read_net_true(_grade(wit, name, scope))


def test_scopes_the_records_do_not_support_are_never_net_true(wit):
    for name, scope in TWINS:
        res = _grade(wit, name, scope)
        assert res.verdict != "net-true", (scope, res.reason)


def test_one_arm_still_agreeing_is_never_an_accusation(wit):
    """A memory or package one arm's record gives is not contradicted (per-arm rule: false only where every arm's own
    record contradicts it)."""
    for scope in ("4 x A100-SXM4-40GB vs 2 x H100 80GB HBM3", "4 x A100-PCIE-80GB vs 2 x H100 80GB HBM3"):
        assert_never_false(_grade(wit, "perarm", scope), scope)


def test_a_gpu_no_record_names_is_false(wit):
    res = _grade(wit, "one", "Llama 3.1 70B on one H100-SXM5-80GB")
    assert res.verdict == "false", res.reason
