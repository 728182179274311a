"""Scope exclusions written the way people write them (issue 16; claimcheck/claims/falsebar.py refine, production
scope_setup in claimcheck/claims/scope_facts.py / scope_checks.py, words in vocabulary.EXCLUSION_CONTRACTIONS,
EXCLUSION_SUBJECTS, EXCLUSION_AUXILIARIES, EXCLUSION_PARTICIPLES, SCOPE_FEATURES, CPU_OFFLOAD_KEYS, KV_OFFLOAD_KEYS).

Held back before (held-out suites, about 8 of 96 supported statements): "1x H100; quantized models not tested", "we
have not tried quantized models", "haven't tried CPU offload" left the honest claim not-yet ("quantity 'CPU'
(unbound)": "CPU" of "CPU offload" was read as the run's hardware), while "haven't tried quantized models" on an FP8
witness was net-true (a scope the witness contradicts). Now:

* the negation after its fact ("X not tested", "X not tried", "X: not covered", "X were not tested", "X have not been
  tested", "X weren't tested") and a negated verb before it ("have not tried X", "haven't tried X", "didn't try X",
  "never tried X", "we did not evaluate X", "not yet tried with X", "not tested on / with X") are exclusions of X;
* "CPU offload(ing)", "offloading to CPU" (setting cpu_offload: cpu_offload_gb, or a KV cache offload) and "KV cache
  offload(ing)" (setting kv_offload: kv_offloading_size / _backend ...) are features, never the run's hardware;
* an exclusion holds where every arm declares the feature off, is dropped where no arm declares it (as other facts no
  arm records), is not-yet where the arms differ, and is false only where every arm declares it on; the positive
  phrasing ("with X", "tested with X") stays positive.

Witnesses (every request of an arm alike; the PR arm 2 req/s, main 1 req/s, so "The PR had 2x the request throughput
of main." holds): ``bf16`` both arms quantization bf16, cpu_offload_gb 0, kv_offloading_size 0, 1 x H100; ``fp8`` both
fp8; ``mixed`` fp8 (PR) vs bf16 (main); ``none`` nothing declared; ``off16`` both cpu_offload_gb 16; ``kvoff`` both
kv_offloading_size 16 (a KV cache offload: CPU offload too); ``a100`` as bf16 on 1 x A100.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

TRUE = "The PR had 2x the request throughput of main."
TWINS = ["The PR had 3x the request throughput of main.", "Main had 2x the request throughput of the PR.",
         "It is not true that the PR had 2x the request throughput of main."]
H100 = "1 x NVIDIA H100 80GB HBM3"
OFF = {"cpu_offload_gb": 0, "kv_offloading_size": 0}


def _spec(name: str, pr: dict, main: dict, hw: str = H100) -> Spec:
    return Spec(name, [A("pr", "the PR", thr=2, ttft=0.1, n=12, settings=pr, role="treatment"),
                       A("main", thr=1, ttft=0.1, n=12, settings=main, role="baseline")],
                key="", hw=hw, model="meta-llama/Llama-3.1-8B-Instruct")


SPECS = {
    "bf16": _spec("bf16", {"quantization": "bf16", **OFF}, {"quantization": "bf16", **OFF}),
    "fp8": _spec("fp8", {"quantization": "fp8"}, {"quantization": "fp8"}),
    "mixed": _spec("mixed", {"quantization": "fp8", "cpu_offload_gb": 16}, {"quantization": "bf16", "cpu_offload_gb": 0}),
    "none": _spec("none", {}, {}),
    "off16": _spec("off16", {"cpu_offload_gb": 16}, {"cpu_offload_gb": 16}),
    "kvoff": _spec("kvoff", {"kv_offloading_size": 16}, {"kv_offloading_size": 16}),
    "a100": _spec("a100", {"quantization": "bf16", **OFF}, {"quantization": "bf16", **OFF}, hw="1 x NVIDIA A100 80GB"),
}
wit = sealed_fixture("scope_exclusion_phrasings", SPECS)

#: the exclusion phrasings (X: the excluded feature or GPU)
PHRASINGS = ["X not tested", "X not evaluated", "X untested", "X not tried", "X: not covered", "X was not evaluated",
             "X were not tested", "X have not been tested", "X not yet tested", "X weren't tested",
             "have not tried X", "haven't tried X", "haven\u2019t tried X", "did not test X", "didn't try X",
             "never tried X", "we did not evaluate X", "we have not tried X", "we have never tried X",
             "not yet tried with X", "not tested on X", "not tested with X", "no X", "without X"]
#: the feature, the witness where every arm declares it off (the exclusion holds) and where every arm declares it on
FEATURES = [("quantized models", "bf16", "fp8"), ("CPU offload", "bf16", "off16"), ("CPU offloading", "bf16", "kvoff"),
            ("offloading to CPU", "bf16", "off16"), ("KV cache offloading", "bf16", "kvoff"),
            ("KV cache offload", "bf16", "kvoff")]
ROWS = [(p.replace("X", x), off, on) for x, off, on in FEATURES for p in PHRASINGS]


def grade(wit, name: str, scope: str, statement: str = TRUE):
    return grade_statement(statement, wit[name], f"1x H100; {scope}")


def _excluded_fact_holds(res) -> bool:
    return any(q.kind == "context" and "(excluded)" in q.detail and q.outcome == "agrees" for q in res.quantities)


@pytest.mark.parametrize("scope,off,on", ROWS, ids=[r[0] for r in ROWS])
def test_an_exclusion_holds_where_every_arm_declares_it_off_and_is_false_where_every_arm_declares_it_on(
        wit, scope, off, on):
    res = grade(wit, off, scope)
    assert res.verdict == "net-true" and _excluded_fact_holds(res), (scope, res.reason,
                                                                    [(q.text, q.detail) for q in res.quantities])
    res = grade(wit, on, scope)
    assert res.verdict == "false", (scope, res.reason)
    for twin in TWINS:
        assert_never_net_true(grade(wit, off, scope, twin), twin)


@pytest.mark.parametrize("scope,off,on", ROWS, ids=[r[0] for r in ROWS])
def test_an_exclusion_nothing_declares_is_dropped_and_one_the_arms_differ_in_is_never_false(wit, scope, off, on):
    assert grade(wit, "none", scope).verdict == "net-true", scope
    assert_never_false(grade(wit, "mixed", scope), scope)


@pytest.mark.parametrize("scope", ["CPU offload not tested", "haven't tried CPU offload", "no offloading to CPU",
                                   "KV cache offloading to CPU not tested", "with CPU offload"])
def test_cpu_offload_is_a_feature_never_the_run_s_hardware(wit, scope):
    for name in SPECS:
        res = grade(wit, name, scope)
        assert not any(q.metric == "hardware:cpu" for q in res.quantities), (name, scope)
        assert "'CPU'" not in res.reason, (name, scope, res.reason)


@pytest.mark.parametrize("scope,on,off", [("tested with quantized models", "fp8", "bf16"),
                                          ("with quantized models", "fp8", "bf16"),
                                          ("with CPU offload", "off16", "bf16"),
                                          ("tested with CPU offloading", "kvoff", "bf16"),
                                          ("with KV cache offloading", "kvoff", "bf16")])
def test_the_positive_phrasing_stays_positive(wit, scope, on, off):
    assert grade(wit, on, scope).verdict == "net-true", scope
    assert_never_net_true(grade(wit, off, scope), scope)


@pytest.mark.parametrize("phrasing", PHRASINGS[:-2])
def test_a_gpu_excluded_in_these_phrasings_holds_elsewhere_and_is_false_where_the_run_was(wit, phrasing):
    scope = phrasing.replace("X", "A100")
    assert grade(wit, "bf16", scope).verdict == "net-true", scope
    res = grade_statement(TRUE, wit["a100"], f"one GPU; {scope}")
    assert res.verdict == "false", (scope, res.reason)


#: facts listed before a negation after the last ("FP8 and AWQ not tested"): each is excluded (falsebar._listed_before);
#: before, "A100 and H200 not tested" read "A100" as the run's GPU (false on an H100 witness), and "quantization and
#: CPU offload not tested" the quantization (false on a BF16 witness once "CPU offload" was read)
LISTS = ["FP8 and AWQ not tested", "A100 and H200 not tested", "A100 or H200 were not tested", "A100, H200 not tested",
         "FP8, AWQ, and GPTQ were not tested", "FP8 / AWQ untested", "quantization and CPU offload not tested",
         "quantized models and CPU offload were not tested",
         "CPU offload, quantization and speculative decoding not tested", "we have not tried FP8 or AWQ"]


@pytest.mark.parametrize("scope", LISTS)
def test_a_list_before_an_exclusion_is_excluded_whole(wit, scope):
    res = grade(wit, "bf16", scope)
    assert res.verdict == "net-true", (scope, res.reason)
    for name in SPECS:
        assert_never_false(grade(wit, name, scope), scope) if name in ("bf16", "none", "mixed") else None


@pytest.mark.parametrize("scope,name", [("FP8 and AWQ not tested", "fp8"), ("FP8, AWQ, and GPTQ were not tested", "fp8"),
                                        ("A100 and H200 not tested", "a100"), ("A100, H200 not tested", "a100"),
                                        ("quantization and CPU offload not tested", "fp8")])
def test_a_list_before_an_exclusion_is_never_net_true_where_the_run_had_one(wit, scope, name):
    assert_never_net_true(grade_statement(TRUE, wit[name], f"one GPU; {scope}"), scope)
