"""A one-GPU scope is checked against what the arms declare (issue 16; claimcheck/claims/single_gpu.py,
statistics._context_one_gpu, falsebar.decided_scope_counts).

False acceptance before: the scope "single GPU only" graded net-true on a witness whose hardware is "2 x NVIDIA H100
80GB HBM3" and whose arms declare tensor_parallel_size 2: the count of one GPU was undecided on a two-GPU machine and
dropped, though TP=2 proves two GPUs. Also "not a single-GPU result" left "single-GPU" unbound ("result" unread),
and where the arms differ in tensor parallelism "single GPU" / "one GPU" named the TP=1 arm and the scope asserted
nothing. Now:

* "single GPU only", "one GPU", "1 GPU", "single-GPU", "on a single GPU", "only one GPU", "a single H100" are a count
  of one GPU: contradicted where an arm of a GPU run declares 2 or more GPUs (tensor x pipeline x data parallelism,
  or gpu_count), or where the witness records a CPU run; agreeing where every arm declares tensor and pipeline
  parallelism 1 (or a GPU count of 1), or the hardware records one GPU; otherwise open. Open on a machine whose
  hardware lists more GPUs (nothing declared, or TP=1 alone: pipeline parallelism unsaid) it is kept, so never
  net-true and never false;
* "not a single-GPU result", "not single-GPU", "not a single-GPU setup" exclude that count: they hold where an arm
  declares 2 or more GPUs (or on a CPU run), are false where the witness records or every arm declares one GPU, open
  otherwise.

The statement (true of every witness here, numbers by hand): SGLang mean TPOT 12.17 ms, vLLM 14.32 ms (every request
alike). Witnesses: ``gpu1`` 1 x RTX 4090, nothing declared; ``cpu`` Graviton4, no GPU; ``h100x1`` 1 x H100;
``tp2`` 2 x H100, both arms TP=2; ``mixed`` 2 x H100, SGLang TP=2 and vLLM TP=1; ``pp2`` 2 x H100, both PP=2;
``cnt2`` 2 x H100, gpu_count 2 declared; ``tp1pp1`` 2 x H100, both arms TP=1 and PP=1 (one GPU each);
``tp1only`` 2 x H100, both arms TP=1, PP unsaid; ``h100x2`` 2 x H100, nothing declared; ``mixed_one`` 2 x H100,
SGLang TP=2 and vLLM TP=1 and PP=1 (exactly one GPU): "one GPU" describes the vLLM arm, not the run (not known).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

TRUE = "SGLang has a lower mean TPOT than vLLM (12.17 ms vs 14.32 ms)."
TWINS = ["vLLM has a lower mean TPOT than SGLang (14.32 ms vs 12.17 ms).",
         "SGLang has a roughly 3x lower mean TPOT than vLLM.",
         "It is not true that SGLang has a lower mean TPOT than vLLM (12.17 ms vs 14.32 ms)."]
BASE = "one machine, 10 queries per engine"
H2 = "2 x NVIDIA H100 80GB HBM3"
HW = {"gpu1": "1 x NVIDIA GeForce RTX 4090", "cpu": "AWS Graviton4 (Arm Neoverse V2), 64 vCPU, no GPU",
      "h100x1": "1 x NVIDIA H100 80GB HBM3", "tp2": H2, "mixed": H2, "pp2": H2, "cnt2": H2, "tp1pp1": H2,
      "tp1only": H2, "mixed_one": H2, "h100x2": H2}
ONE = {"tensor_parallel_size": 1, "pipeline_parallel_size": 1}
SETTINGS = {"tp2": ({"tensor_parallel_size": 2}, {"tensor_parallel_size": 2}),
            "mixed": ({"tensor_parallel_size": 2}, {"tensor_parallel_size": 1}),
            "mixed_one": ({"tensor_parallel_size": 2}, ONE),
            "pp2": ({"pipeline_parallel_size": 2}, {"pipeline_parallel_size": 2}),
            "cnt2": ({"gpu_count": 2}, {"gpu_count": 2}),
            "tp1pp1": (ONE, ONE),
            "tp1only": ({"tensor_parallel_size": 1}, {"tensor_parallel_size": 1})}
#: (TP, PP) of both arms on an 8-GPU machine: one GPU only at (1, 1)
GRID = [(1, 1), (1, 2), (2, 1), (2, 2), (4, 1), (8, 1)]


def _arms(s1: dict, s2: dict) -> list:
    return [A("sglang", "SGLang", thr=2.0, ttft=0.04874, tpot=0.01217, tok=128, prompt=256,
              settings={"engine": "SGLang", **s1}, role="treatment"),
            A("vllm", "vLLM", thr=2.0, ttft=0.03457, tpot=0.01432, tok=128, prompt=256,
              settings={"engine": "vLLM", **s2}, role="baseline")]


@pytest.fixture(scope="module")
def witnesses() -> dict[str, str]:
    root = Path(tempfile.mkdtemp(prefix="single_gpu"))
    out = {}
    for name, hw in HW.items():
        s1, s2 = SETTINGS.get(name, ({}, {}))
        out[name] = str(seal(root / name, *witness_for(Spec(name, _arms(s1, s2), key="", engine=None, hw=hw))))
    for tp, pp in GRID:
        name, s = f"h100x8-tp{tp}pp{pp}", {"tensor_parallel_size": tp, "pipeline_parallel_size": pp}
        out[name] = str(seal(root / name, *witness_for(Spec(name, _arms(s, s), key="", engine=None,
                                                            hw="8x NVIDIA H100 80GB HBM3"))))
    return out


def _grade(witnesses, name, scope, statement=TRUE):
    return grade_statement(statement, witnesses[name], f"{BASE}; {scope}")


#: one GPU, any GPU; and one H100 (for the H100 witnesses only)
SINGLE = ["single GPU only", "one GPU", "1 GPU", "single-GPU", "on a single GPU", "only one GPU", "single-GPU only",
          "only a single GPU", "ran on one GPU"]
SINGLE_H100 = SINGLE + ["a single H100", "on one H100", "single H100 only"]
TWO_OR_MORE = ["tp2", "mixed", "pp2", "cnt2"]
EXCLUDE = ["not a single-GPU result", "not single-GPU", "not a single-GPU setup", "not on a single GPU",
           "not single GPU"]


@pytest.mark.parametrize("scope", SINGLE_H100)
@pytest.mark.parametrize("name", TWO_OR_MORE)
def test_one_gpu_is_false_where_an_arm_declares_two(witnesses, name, scope):
    res = _grade(witnesses, name, scope)
    assert res.verdict == "false", (name, scope, res.reason)


@pytest.mark.parametrize("scope", SINGLE_H100)
@pytest.mark.parametrize("name", ["tp1pp1", "h100x1"])
def test_one_gpu_holds_where_every_arm_declares_or_the_machine_has_one(witnesses, name, scope):
    res = _grade(witnesses, name, scope)
    assert res.verdict == "net-true", (name, scope, res.reason)
    assert not res.reading.unread


@pytest.mark.parametrize("scope", SINGLE)
def test_one_gpu_holds_on_a_one_gpu_machine(witnesses, scope):
    assert _grade(witnesses, "gpu1", scope).verdict == "net-true", scope


@pytest.mark.parametrize("scope", SINGLE_H100)
@pytest.mark.parametrize("name", ["tp1only", "h100x2"])
def test_one_gpu_is_open_on_a_two_gpu_machine_that_does_not_say(witnesses, name, scope):
    """2 x H100 and nothing (or TP=1 alone) declared: one GPU or two? Never net-true, never false."""
    res = _grade(witnesses, name, scope)
    assert res.verdict == "not-yet", (name, scope, res.verdict, res.reason)


@pytest.mark.parametrize("scope", SINGLE)
@pytest.mark.parametrize("twin", TWINS)
@pytest.mark.parametrize("name", ["tp1pp1", "gpu1"])
def test_twins_stay_not_net_true_under_a_one_gpu_scope(witnesses, name, scope, twin):
    assert _grade(witnesses, name, scope, statement=twin).verdict != "net-true", (name, scope, twin)


@pytest.mark.parametrize("scope", EXCLUDE)
@pytest.mark.parametrize("name", TWO_OR_MORE + ["cpu"])
def test_excluding_one_gpu_holds_where_two_ran_it(witnesses, name, scope):
    res = _grade(witnesses, name, scope)
    assert res.verdict == "net-true", (name, scope, res.reason)
    assert not res.reading.unread


@pytest.mark.parametrize("scope", EXCLUDE)
@pytest.mark.parametrize("name", ["tp1pp1", "h100x1", "gpu1"])
def test_excluding_one_gpu_is_false_where_one_ran_it(witnesses, name, scope):
    res = _grade(witnesses, name, scope)
    assert res.verdict == "false", (name, scope, res.reason)


@pytest.mark.parametrize("scope", EXCLUDE)
@pytest.mark.parametrize("name", ["tp1only", "h100x2"])
def test_excluding_one_gpu_is_open_where_the_witness_does_not_say(witnesses, name, scope):
    res = _grade(witnesses, name, scope)
    assert res.verdict not in ("false", "net-true"), (name, scope, res.reason)


@pytest.mark.parametrize("tp,pp", GRID)
@pytest.mark.parametrize("scope", ["single GPU only", "a single H100", "not a single-GPU result"])
def test_tensor_times_pipeline_parallelism_decides_one_gpu(witnesses, tp, pp, scope):
    """On an 8-GPU machine: one GPU exactly where both arms declare TP = PP = 1; the exclusion the reverse."""
    res = _grade(witnesses, f"h100x8-tp{tp}pp{pp}", scope)
    one = tp * pp == 1
    holds = one != scope.startswith("not")
    assert res.verdict == ("net-true" if holds else "false"), (tp, pp, scope, res.reason)


@pytest.mark.parametrize("scope", ["SGLang at TP=2 and vLLM on a single GPU", "vLLM on a single GPU"])
def test_a_scope_naming_the_one_gpu_arm_is_never_false_of_it(witnesses, scope):
    """Where vLLM is the TP=1 arm, a scope that gives it one GPU is true of it: never false."""
    assert_never_false(_grade(witnesses, "mixed", scope), scope)


#: an arm that ran on exactly one GPU (TP=1, PP=1) beside one on two: "one GPU" describes that arm ("vLLM (one GPU),
#: SGLang (both GPUs)"), so of the run it is not known -- never false (held12's audit scope "TP1 (one GPU), TP2 and
#: PP2 (both GPUs)" graded every statement false before), and never net-true for a twin
@pytest.mark.parametrize("scope", ["vLLM (one GPU), SGLang (both GPUs)", "one GPU for vLLM, two for SGLang",
                                   "single GPU only", "one GPU"])
def test_one_gpu_is_not_known_where_one_arm_ran_on_one_gpu_and_another_on_two(witnesses, scope):
    res = _grade(witnesses, "mixed_one", scope)
    assert res.verdict != "false", res.reasons
    assert any("describes some arms" in r for r in res.reasons) or res.verdict == "net-true", res.reasons
    for twin in TWINS:
        assert _grade(witnesses, "mixed_one", scope, twin).verdict != "net-true"
