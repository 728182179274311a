"""The rule for ``false`` (docs/claim-check.md, "When the grader says false"): an accusation has the
bar of net-true. Exclusions are read as exclusions, disclaimers hold, a partly read clause is
not-yet (naming the words), the witness's own names agree, the sealing host is never read, and a
point value is never judged against an interval of another statistic alone.

Witnesses are real sealed bundles (tests/claims/claims_corpus/witnesses.py, numbers worked out by hand
there): ``ab2x`` is a CPU run (``Intel(R) Xeon(R) Processor; 2 logical CPUs; no accelerator``),
SmolLM2-135M-Instruct, concurrent 2.0x the sequential throughput.
"""

from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

from claimcheck.claims import grade

from claims_corpus import witnesses as W

TRUE = "The concurrent arm was 2x faster than the sequential arm."
SCOPE = "SmolLM2-135M on one CPU host, 10 tasks per arm"
GPU_HW = "NVIDIA H100 80GB HBM3; 1 GPU"


@pytest.fixture(scope="module")
def bundles(tmp_path_factory):
    root = tmp_path_factory.mktemp("falsebar")
    out = {"cpu": W.seal(root / "cpu", *W.ab2x())}
    w, files = W.ab2x()
    out["gpu"] = W.seal(root / "gpu", {**copy.deepcopy(w), "hardware": GPU_HW}, files)
    w, files = W.ab2x()
    w = copy.deepcopy(w)
    w["hardware"] = None
    w.pop("server", None)
    out["nohw"] = W.seal(root / "nohw", w, files)
    w, files = W.ab2x()
    out["qwen7b"] = W.seal(root / "qwen7b", {**copy.deepcopy(w), "model": {"id": "Qwen/Qwen2.5-7B-Instruct",
                                                                             "params": 7_615_616_512}}, files)
    # pooled throughput ratio below 1, ratio of per-run means far above 1 (one very slow run)
    rows = []
    for run, (ws, wc) in enumerate(zip([10.0, 10.0, 10.0, 10.0], [1.0, 1.0, 1.0, 100.0])):
        rows += W.uniform("sequential", 10, ws, 1, run=run) + W.uniform("concurrent", 10, wc, 4, run=run)
    out["split"] = W.seal(root / "split", W.ab_witness(repeats=4), {"rows.jsonl": rows})
    return {k: str(v) for k, v in out.items()}


def _grade(bundles, statement, scope=SCOPE, witness="cpu"):
    return grade({"statement": statement, "baseline": {"kind": "real", "description": W.BASELINE_DESC}, "net": True,
                  "scope": scope, "provenance": "OBSERVED", "witness": bundles[witness],
                  "realized": {"on_by_default": True}})


def test_the_true_statement_is_net_true(bundles):
    assert _grade(bundles, TRUE).verdict == "net-true"


@pytest.mark.parametrize("scope", [
    "not GPU", "no GPU", "CPU only, not GPU", "not on a GPU", "non-GPU host", "without a GPU",
    f"{SCOPE}; no CUDA, multi-GPU or vLLM conclusion follows",
    "SmolLM2-135M, CPU-only, no GPU; no CUDA, multi-GPU or vLLM conclusion follows",
    "SmolLM2-135M on one CPU host; no claim about GPUs is made",
    # a disclaimer after a comma, and two in one sentence (no sentence break before them)
    f"{SCOPE}, no CUDA, multi-GPU or vLLM conclusion follows",
    f"{SCOPE}, no CUDA, multi-GPU or vLLM conclusion follows, not GPU",
    f"{SCOPE}, no multi-GPU conclusion follows, no CUDA or vLLM conclusion follows",
])
def test_exclusions_hold_on_a_cpu_witness(bundles, scope):
    res = _grade(bundles, TRUE, scope=scope)
    assert res.verdict == "net-true", res.reason


@pytest.mark.parametrize("scope", ["not GPU", "no GPU", "without a GPU", "SmolLM2-135M, CPU only",
                                   "SmolLM2-135M, CPU only, no multi-GPU conclusion follows"])
def test_exclusions_are_false_on_a_gpu_witness(bundles, scope):  # a comma-led disclaimer does not hide them
    res = _grade(bundles, TRUE, scope=scope, witness="gpu")
    assert res.verdict == "false", res.reason
    assert res.exit_code == 4


@pytest.mark.parametrize("scope", [
    f"{SCOPE}; results may differ on an A100 or an RTX 4090",
    f"{SCOPE}, numbers will differ on H100s",  # a GPU the witness did not run: the part asserts nothing of it
    f"{SCOPE}; results on other GPUs may vary",
    f"{SCOPE}; not tested on A100 or RTX 4090",  # an excluded list: the CPU witness ran neither
    f"{SCOPE}; untested on an H100",
    f"{SCOPE}; not on A100, MI300X or an RTX 4090",
])
def test_may_differ_and_not_tested_scopes_hold_on_a_cpu_witness(bundles, scope):
    res = _grade(bundles, TRUE, scope=scope)
    assert res.verdict == "net-true", res.reason


@pytest.mark.parametrize("scope", ["not tested on A100 or H100", "untested on an H100", "not on A100, L4 or H100"])
def test_an_excluded_gpu_the_witness_ran_on_is_false(bundles, scope):
    """The H100 witness: every GPU of the excluded list is an exclusion; the H100 one is contradicted (read
    completely: a fact the witness records)."""
    res = _grade(bundles, TRUE, scope=f"SmolLM2-135M, 10 tasks per arm; {scope}", witness="gpu")
    assert res.verdict == "false", res.reason


def test_a_disclaimer_is_never_a_contradiction(bundles):
    res = _grade(bundles, TRUE, scope="SmolLM2-135M, 10 tasks per arm; no CUDA, multi-GPU or vLLM conclusion follows",
                 witness="gpu")
    assert res.verdict != "false", res.reason
    fact = [f for f in res.reading.context if f.kind == "disclaimer"]
    assert fact and "conclusion follows" in fact[0].value


@pytest.mark.parametrize("scope", ["SmolLM2-135M, 10 tasks per arm; not GPU-cluster wide",
                                   "SmolLM2-135M, 10 tasks per arm; not a GPU cluster result"])
def test_a_partly_read_scope_phrase_is_not_an_accusation(bundles, scope):
    # "not ... GPU cluster" excludes a cluster, not a GPU (falsebar.multi_device_facts: a multi_node fact, never the
    # bare GPU): a witness recording one GPU ran on no GPU cluster, so the exclusion holds; it is never an accusation
    res = _grade(bundles, TRUE, scope=scope, witness="gpu")
    assert res.verdict == "net-true", res.reason
    assert any(f.key == "multi_node" and f.negated for f in res.reading.context)


@pytest.mark.parametrize("statement, words", [
    ("It is not true that on an H100 the concurrent arm was 2x faster than the sequential arm.", "denies a conjunction"),
    ("The concurrent arm was 10x faster than the sequential arm on weekdays.", "weekdays"),
])
def test_a_partly_read_clause_is_not_an_accusation(bundles, statement, words):
    res = _grade(bundles, statement)
    assert res.verdict == "not-yet", res.reason
    assert words in " ".join(q.detail for q in res.quantities) + res.reason


@pytest.mark.parametrize("scope", ["SmolLM2-135M on one H100 GPU, 10 tasks per arm",
                                   "SmolLM2-135M on an 8x H100 node, 10 tasks per arm",
                                   "SmolLM2-135M on 4 GPUs, 10 tasks per arm"])
def test_gpus_on_a_cpu_witness_stay_false_whatever_their_count(bundles, scope):
    assert _grade(bundles, TRUE, scope=scope).verdict == "false"


@pytest.mark.parametrize("statement", ["On an NVIDIA A100 GPU, the concurrent arm was 2x faster than the sequential arm.",
                                       "On an H100, the concurrent arm was 2x faster than the sequential arm."])
def test_a_completely_read_contradiction_is_false(bundles, statement):
    assert _grade(bundles, statement).verdict == "false"


@pytest.mark.parametrize("scope, verdict", [
    ("Qwen2.5-7B-Instruct, 10 tasks per arm", "net-true"),     # the witness's own id, 7.6B params
    ("Qwen2.5-7B on one CPU host, 10 tasks per arm", "net-true"),
    ("a 7B model on one CPU host, 10 tasks per arm", "net-true"),
    ("a 70B model on one CPU host, 10 tasks per arm", "false"),
    ("Llama-3-8B on one CPU host, 10 tasks per arm", "false"),
])
def test_nominal_sizes_in_the_witness_s_own_name_are_names(bundles, scope, verdict):
    res = _grade(bundles, TRUE, scope=scope, witness="qwen7b")
    assert res.verdict == verdict, res.reason


@pytest.mark.parametrize("scope", ["SmolLM2-135M on one CPU host, 10 tasks per arm",
                                   "SmolLM2-135M on an H100, 10 tasks per arm"])
def test_the_sealing_host_is_never_read(bundles, scope):
    """A witness that records no hardware: neither 'CPU' (the sealing host here) agrees nor
    'H100' is contradicted: unknowable -> not-yet."""
    res = _grade(bundles, TRUE, scope=scope, witness="nohw")
    assert res.verdict == "not-yet", res.reason
    assert any("records no hardware" in q.detail for q in res.quantities)


@pytest.mark.parametrize("statement", ["The concurrent arm was slower than the sequential arm.",
                                       "The concurrent arm was faster than the sequential arm."])
def test_a_point_value_is_not_judged_by_an_interval_of_another_statistic(bundles, statement):
    """Pooled throughput ratio 0.388 (40 / 103 s vs 40 / 40 s); the ratio of per-run means 7.5 and
    its bootstrap interval entirely above 1: the statistics disagree, neither verdict is given."""
    res = _grade(bundles, statement, scope="SmolLM2-135M on one CPU host, 10 tasks per arm, 4 runs per arm",
                 witness="split")
    assert res.verdict == "not-yet", res.reason
    assert any(q.outcome == "inconclusive" for q in res.quantities)


def test_both_statistics_outside_is_still_false(bundles):
    res = _grade(bundles, TRUE, scope="SmolLM2-135M on one CPU host, 10 tasks per arm, 4 runs per arm",
                 witness="split")
    assert res.verdict == "false", res.reason


EXCLUSIONS = ["not GPU", "no GPU", "no CUDA, multi-GPU or vLLM conclusion follows", "CPU only", "not on a GPU",
              "without a GPU", "no claim about GPUs is made", "non-GPU", "results may differ on an H100",
              "not tested on A100 or H100", "untested on GPUs",
              # the phrasings of test_claims_scope_exclusion_phrasings.py (a feature no arm declares is dropped)
              "haven't tried CPU offload", "CPU offloading not tested", "we have not tried an H100", "A100: not covered",
              "didn't try KV cache offloading", "H100 not tried", "never tried multi-GPU", "not yet tried with an A100",
              "GPU clusters weren't tested", "we did not evaluate speculative decoding"]
OWN_NAMES = ["SmolLM2-135M", "SmolLM2-135M-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct", "a 135M model",
             "llama.cpp", "runners.llama_server", "Intel Xeon", "2 logical CPUs", "one CPU host"]


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(extra=st.lists(st.sampled_from(EXCLUSIONS + OWN_NAMES), min_size=1, max_size=4),
       sep=st.sampled_from([", ", "; ", ". "]))
def test_exclusions_and_own_names_never_turn_net_true_into_false(bundles, extra, sep):
    scope = sep.join([SCOPE, *extra])
    res = _grade(bundles, TRUE, scope=scope)
    assert res.verdict in ("net-true", "not-yet"), (scope, res.reason)
    assert res.verdict != "false"


def test_aliases_are_names_not_grammar(tmp_path):
    """An alias holding a negation, or another arm's name plus generic words, is refused: the
    statement is read by arm names only and is never net-true (issue 17 item 3). Since issue 16 only the
    offending alias is dropped (claimcheck/claims/aliases.py usable_aliases): a statement that says its words
    leaves them unread; the other aliases ("concurrent arm", "concurrent workers arm") still name their arms
    (tests/claims/test_claims_alias_drop.py)."""
    from claimcheck.claims.aliases import alias_problems

    assert alias_problems({"a": ["a arm"], "b": ["the a arm"]}, strict=False)
    assert alias_problems({"a": [], "b": ["b was not"]}, strict=False)
    assert not alias_problems({"batched": ["batching"], "batched-length-aware": ["length-aware batching"]}, strict=False)
    assert alias_problems({"batched": ["batching"], "batched-length-aware": ["length-aware batching"]}, strict=True)
    assert alias_problems({"a": ["four workers"], "b": []}, strict=True)
    arms = copy.deepcopy(W.AB_ARMS)
    arms["concurrent"]["aliases"] = ["the concurrent arm was not", "concurrent arm"]
    arms["sequential"]["aliases"] = ["concurrent workers arm"]  # another arm's alias + a generic word
    w, files = W.ab2x()
    b = str(W.seal(tmp_path / "aliases", {**copy.deepcopy(w), "arms": arms}, files))
    for statement in ("The concurrent arm was not 2x faster than the sequential arm.",
                      "The concurrent workers arm was 2x faster than the concurrent arm."):
        res = _grade({"x": b}, statement, witness="x")
        assert res.verdict != "net-true", res.reason
        assert "not plain names" in res.reason
        if "was not" in statement:
            assert any("not plain names" in q.detail and q.outcome == "unbound" for q in res.quantities)


def test_tldr_is_one_word_to_the_false_bar_as_to_the_reader():
    """The ';' of "TL;DR" ends no clause (the reader reads "TL;DR" as one word): "10x better TL;DR: performance (3-10x
    lower response delay & 2-5x higher throughput) ..." (rs029 with a prose label inserted, found by
    test_claims_prose's Hypothesis property) binds "10x better" to "performance" across the label, so "10x better"
    is not a clause read completely on its own and the unread words after it hold back its contradiction."""
    from claimcheck.claims import falsebar

    text = "10x better TL;DR: performance (3-10x lower response delay & 2-5x higher throughput) with routing."
    assert falsebar.clause(text, 0, len("10x better"), falsebar.SENTENCE) == (0, len(text) - 1)
    text = "X is 2x faster; Y is 3x slower."
    assert falsebar.clause(text, 0, 4, falsebar.SENTENCE) == (0, text.index(";"))
