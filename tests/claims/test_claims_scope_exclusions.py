"""Scope exclusions are read as exclusions and checked as such (issue 16; claimcheck/claims/falsebar.py,
statistics._context_multi): "not GPU" on a GPU witness is false, on a CPU witness it holds.

Unread before (a public write-up check, last session): the scope "...; not a multi-GPU result, no A100 or H100
conclusion follows, not GPU clusters, no CUDA-graph conclusion follows" read "not GPU" of "not GPU clusters" as an
exclusion of the GPU and left "clusters" unread: on a one-GPU witness three true statements went not-yet. Now:

* "multi-GPU", "GPU clusters", "multi-node", "clusters of GPUs" are facts of more than one device (multi_gpu /
  multi_node), never the bare GPU; one GPU recorded (or a CPU run) contradicts them, so their exclusion holds; a
  declared gpu_count / num_nodes of 2, or tensor parallelism 2 on a GPU run, makes them agree, so their exclusion
  is false; undecided in the scope they only describe the run;
* "does not cover X", "excluding X", "X not tested", "X were not tested", "we did not test X" are exclusions of X;
* "no claim about X", "says nothing about X", "we did not measure GPU power", "results on other hardware may
  differ", "see Section 4.2", "(see Section 4.2)", "see the appendix" are disclaimers: they hold on every witness.

The statement (true of every witness here, numbers by hand): SGLang mean TPOT 12.17 ms, vLLM 14.32 ms (every
request alike), so "SGLang has a lower mean TPOT than vLLM (12.17 ms vs 14.32 ms)" holds; its twins (swapped, 3x,
negated) never net-true under any scope. Witnesses: ``gpu1`` 1 x NVIDIA GeForce RTX 4090; ``cpu`` AWS Graviton4,
no GPU; ``a100`` 1 x NVIDIA A100 80GB; ``tp2`` 2 x H100, the arms at tensor_parallel_size 2 and 1; ``cluster`` 2 x
H100 with gpu_count 2 and num_nodes 2 declared by both arms; ``h100x2`` 2 x H100, nothing declared (one GPU or two?
one machine? not known).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

TRUE = "SGLang has a lower mean TPOT than vLLM (12.17 ms vs 14.32 ms)."
TWINS = ["vLLM has a lower mean TPOT than SGLang (14.32 ms vs 12.17 ms).",
         "SGLang has a roughly 3x lower mean TPOT than vLLM.",
         "It is not true that SGLang has a lower mean TPOT than vLLM (12.17 ms vs 14.32 ms)."]
BASE = "one machine, 10 queries per engine"
HW = {"gpu1": "1 x NVIDIA GeForce RTX 4090", "cpu": "AWS Graviton4 (Arm Neoverse V2), 64 vCPU, no GPU",
      "a100": "1 x NVIDIA A100 80GB", "tp2": "2 x NVIDIA H100 80GB HBM3", "cluster": "2 x NVIDIA H100 80GB HBM3",
      "h100x2": "2 x NVIDIA H100 80GB HBM3"}
SETTINGS = {"tp2": ({"tensor_parallel_size": 2}, {"tensor_parallel_size": 1}),
            "cluster": ({"gpu_count": 2, "num_nodes": 2}, {"gpu_count": 2, "num_nodes": 2})}


@pytest.fixture(scope="module")
def witnesses() -> dict[str, str]:
    root = Path(tempfile.mkdtemp(prefix="scope_excl"))
    out = {}
    for name, hw in HW.items():
        s1, s2 = SETTINGS.get(name, ({}, {}))
        arms = [A("sglang", "SGLang", thr=2.0, ttft=0.04874, tpot=0.01217, tok=128, prompt=256,
                  settings={"engine": "SGLang", **s1}, role="treatment"),
                A("vllm", "vLLM", thr=2.0, ttft=0.03457, tpot=0.01432, tok=128, prompt=256,
                  settings={"engine": "vLLM", **s2}, role="baseline")]
        out[name] = str(seal(root / name, *witness_for(Spec(name, arms, key="", engine=None, hw=hw))))
    return out


def _grade(witnesses, name, scope, statement=TRUE):
    return grade_statement(statement, witnesses[name], f"{BASE}; {scope}")


#: honest scopes that hold on a one-GPU witness and on a CPU witness
HOLD_ANYWHERE = [
    "not a multi-GPU result, no A100 or H100 conclusion follows, not GPU clusters, no CUDA-graph conclusion follows",
    "not GPU clusters", "no GPU clusters", "not a GPU cluster result", "not multi-GPU", "not a multi-GPU result",
    "not tested on multi-node", "not multi-node", "multi-node setups were not tested", "GPU clusters were not tested",
    "excluding multi-GPU runs", "does not cover multi-GPU setups", "we did not measure multi-GPU",
    "not tested on an H100", "does not cover the H100", "excluding H100 runs", "H100 not tested", "H100 untested",
    "no claim about the H100", "we make no claims regarding multi-GPU scaling", "this says nothing about TPUs",
    "no conclusion about the H100 is drawn", "we did not measure GPU power", "GPU memory usage was not recorded",
    "results on other hardware may differ", "(see Section 4.2)", "see Section 4.2", "see the appendix",
    "see the appendix for the full sweep", "cf. Sec. 3",
    # what was not measured, said with "other" / "every" / "any" (held-out vendor and thesis scopes): no witness fact
    "not tested on any other model", "this does not apply to any other GPU",
    "results will not generally transfer to other models", "the numbers may not necessarily apply to every deployment",
    "we have not benchmarked any other engine",
    # the phrasings of test_claims_scope_exclusion_phrasings.py: a feature no arm declares is dropped
    "haven't tried CPU offload", "CPU offloading not tested", "quantized models not tested",
    "we have not tried quantized models", "we have not tried an H100", "H100: not covered", "didn't try multi-GPU",
    "never tried GPU clusters", "not yet tried with an H100", "KV cache offloading was not evaluated",
]
#: a transfer to a named thing, or a claim about real users or deployments: never net-true (unread or a fact)
NOT_DISCLAIMERS = ["results will not transfer to the A100 either, but hold for all users",
                   "valid for every deployment", "this holds for all users", "the speedup will apply to any model"]


@pytest.mark.parametrize("scope", NOT_DISCLAIMERS)
def test_a_claim_beyond_the_run_is_never_net_true(witnesses, scope):
    assert_never_net_true(_grade(witnesses, "gpu1", scope), scope)


@pytest.mark.parametrize("scope", HOLD_ANYWHERE)
@pytest.mark.parametrize("name", ["gpu1", "cpu"])
def test_an_honest_exclusion_keeps_a_true_statement_net_true(witnesses, name, scope):
    res = _grade(witnesses, name, scope)
    assert res.verdict == "net-true", (name, scope, res.reason)


@pytest.mark.parametrize("scope", HOLD_ANYWHERE)
@pytest.mark.parametrize("twin", TWINS)
def test_twins_stay_not_net_true_under_an_exclusion(witnesses, scope, twin):
    res = _grade(witnesses, "gpu1", scope, statement=twin)
    assert res.verdict != "net-true", (scope, twin, res.reason)


@pytest.mark.parametrize("scope", ["not a GPU result", "not on GPU", "excluding GPU runs", "does not cover GPUs",
                                   "GPUs were not tested"])
def test_excluding_the_gpu_holds_on_a_cpu_witness_and_is_false_on_a_gpu_witness(witnesses, scope):
    assert _grade(witnesses, "cpu", scope).verdict == "net-true", scope
    res = _grade(witnesses, "gpu1", scope)
    assert res.verdict == "false", (scope, res.reason)


@pytest.mark.parametrize("scope", ["does not cover the A100", "excluding A100 runs", "A100 not tested",
                                   "A100 was not tested", "not tested on A100", "we did not test A100"])
def test_excluding_the_gpu_the_witness_ran_on_is_false(witnesses, scope):
    assert _grade(witnesses, "gpu1", scope).verdict == "net-true", scope
    res = _grade(witnesses, "a100", scope)
    assert res.verdict == "false", (scope, res.reason)


@pytest.mark.parametrize("scope", ["not a multi-GPU result", "not multi-GPU", "excluding multi-GPU runs"])
def test_excluding_multi_gpu_on_a_tensor_parallel_2_run_is_false(witnesses, scope):
    res = _grade(witnesses, "tp2", scope)
    assert res.verdict == "false", (scope, res.reason)


@pytest.mark.parametrize("scope", ["not a multi-GPU result", "not GPU clusters", "not tested on multi-node",
                                   "multi-node setups were not tested", "does not cover GPU clusters"])
def test_an_exclusion_the_declared_counts_contradict_is_false(witnesses, scope):
    res = _grade(witnesses, "cluster", scope)
    assert res.verdict == "false", (scope, res.reason)


@pytest.mark.parametrize("scope", ["not GPU clusters", "not multi-node", "multi-GPU", "a GPU cluster"])
def test_an_undecided_multi_device_scope_only_describes_the_run(witnesses, scope):
    """2 x H100 recorded, nothing declared: whether the run used both, on one machine, is not known. Never false."""
    res = _grade(witnesses, "h100x2", scope)
    assert res.verdict != "false", (scope, res.reason)


@pytest.mark.parametrize("scope", HOLD_ANYWHERE + ["not a GPU result", "not on GPU", "excluding GPU runs"])
@pytest.mark.parametrize("name", ["gpu1", "cpu", "a100", "tp2", "h100x2"])
def test_an_exclusion_never_turns_a_true_statement_false_where_it_holds(witnesses, name, scope):
    """Every scope here is true of its witness unless it excludes what the witness ran on (the GPU of gpu1 / a100 /
    tp2 / h100x2, the H100 of tp2 / h100x2, the multi-GPU of tp2): only those may be false."""
    res = _grade(witnesses, name, scope)
    if res.verdict != "false":
        return
    gpu = name != "cpu"
    h100 = name in ("tp2", "h100x2")
    excluded = scope.lower()
    allowed = (gpu and any(w in excluded for w in ("not a gpu result", "not on gpu", "excluding gpu runs")))
    allowed = allowed or (h100 and "h100" in excluded and "conclusion" not in excluded and "claim" not in excluded)
    allowed = allowed or (name == "tp2" and "multi-gpu" in excluded and "claim" not in excluded)
    assert allowed, (name, scope, res.reason)


@pytest.mark.parametrize("statement", [
    "SGLang has a lower mean TPOT than vLLM (12.17 ms vs 14.32 ms) (see Section 4.2).",
    "SGLang has a lower mean TPOT than vLLM (see Section 4.2).",
    "SGLang has a lower mean TPOT than vLLM; see the appendix.",
    "SGLang has a lower mean TPOT than vLLM; no claim about multi-GPU serving.",
    "SGLang has a lower mean TPOT than vLLM; not tested on multi-node.",
    "SGLang has a lower mean TPOT than vLLM; this does not cover GPU clusters.",
    "SGLang has a lower mean TPOT than vLLM, but we did not measure multi-GPU.",
])
def test_an_exclusion_inside_the_statement(witnesses, statement):
    res = _grade(witnesses, "gpu1", "")
    res = grade_statement(statement, witnesses["gpu1"], BASE)
    assert res.verdict == "net-true", (statement, res.reason, [u.text for u in res.reading.unread])
    for twin in ("vLLM has a lower mean TPOT than SGLang", "SGLang has a 3x lower mean TPOT than vLLM"):
        bad = statement.replace("SGLang has a lower mean TPOT than vLLM", twin)
        assert_never_net_true(grade_statement(bad, witnesses["gpu1"], BASE), bad)


@pytest.mark.parametrize("statement", [
    "On a GPU cluster, SGLang has a lower mean TPOT than vLLM (12.17 ms vs 14.32 ms).",
    "On a multi-GPU setup, SGLang has a lower mean TPOT than vLLM (12.17 ms vs 14.32 ms).",
    "With multi-node serving, SGLang has a lower mean TPOT than vLLM (12.17 ms vs 14.32 ms).",
])
def test_a_multi_device_condition_the_witness_lacks_is_never_net_true(witnesses, statement):
    for name in ("gpu1", "cpu", "h100x2"):
        assert grade_statement(statement, witnesses[name], BASE).verdict != "net-true", (name, statement)
