"""Like for like, as experiments really differ (issue 16 item 5): Q1 with the model,
quantization or engine as the treatment, outputs that stop at EOS at different lengths, and a
comparison's baseline found the way the cache claim finds it (the arm the statement names after
"than" / "over"), legitimate when it is the witness's baseline or the other half of a controlled
pair.

Witnesses worked out by hand from the rows ``uniform`` writes (24 tasks on 4 lanes, prompt 100
tokens per task):

* fp16 (baseline): wall 12.0 s, 8 output tokens per task -> 2.0 req/s, 192 / 12 = 16 output tok/s,
  TTFT 0.1 s;
* fp8: wall 8.0 s -> 3.0 req/s (1.5x); TTFT 0.05 s. ``same``: 8 output tokens per task -> 24 tok/s
  (1.5x); ``eos``: 6 tokens for even tasks, 8 for odd (stopped at EOS) -> (12*6 + 12*8) / 8 = 21
  tok/s, 21 / 16 = 1.3125x.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.witnesses import M7, M14, model_ab_arms, model_ab_bundle, prefix_arms, prefix_bundle  # noqa: E402

from claimcheck.claims import ClaimInput, grade  # noqa: E402

def _grade(statement: str, witness: str):
    return grade(ClaimInput(statement=statement, baseline={"kind": "real", "description": "same prompts and server"},
                            net=True, scope="one CPU host, 24 tasks per arm", provenance="OBSERVED", witness=witness))


def _q1(res):
    return next(q for q in res.questions if q.n == 1)


@pytest.fixture(scope="module")
def w(tmp_path_factory):
    root = tmp_path_factory.mktemp("l4l")
    eos = lambda t: 8 if t % 2 else 6  # noqa: E731
    return {
        "same": model_ab_bundle(root, "same"),
        "eos": model_ab_bundle(root, "eos", completion=eos),
        "sizes": model_ab_bundle(root, "sizes", model_ab_arms(fp8={"model": {"id": M14}, "settings": {"quantization": "fp16"}})),
        "caps": model_ab_bundle(root, "caps", model_ab_arms(fp16={"settings": {"output_len": 8}}, fp8={"settings": {"output_len": 6}})),
        "prompts": model_ab_bundle(root, "prompts", prompt=120),
    }


def test_quantization_as_the_treatment_is_like_for_like_and_said(w):
    res = _grade("The fp8 arm was 1.5x faster than the fp16 arm.", w["same"])
    assert res.verdict == "net-true", res.reasons
    q1 = _q1(res).detail
    assert "quantization is the treatment" in q1 and "fp8 vs fp16" in q1 and "models per arm" in q1


def test_two_model_sizes_make_the_model_the_treatment(w):
    res = _grade("The fp8 arm was 1.5x faster than the fp16 arm.", w["sizes"])
    assert res.verdict == "net-true", res.reasons
    assert f"model is the treatment (model ({M14} vs {M7}))" in _q1(res).detail


def test_an_engine_ab_says_the_engine_is_the_treatment(tmp_path):
    arms = model_ab_arms(fp16={"engine": "vLLM", "engine_version": "0.8.5", "settings": {"quantization": "fp8"}},
                 fp8={"engine": "SGLang", "engine_version": "0.4.6"})
    res = _grade("The fp8 arm was 1.5x faster than the fp16 arm.", model_ab_bundle(tmp_path, "engines", arms))
    assert res.verdict == "net-true", res.reasons
    # (an engine's version is one factor with the engine: checks.differing_factors, "SGLang 0.4.6 vs vLLM 0.8.5")
    assert "the engine is the treatment" in _q1(res).detail and "SGLang 0.4.6 vs vLLM 0.8.5" in _q1(res).detail


def test_different_output_caps_are_not_like_for_like(w):
    res = _grade("The fp8 arm was 1.5x faster than the fp16 arm.", w["caps"])
    assert res.verdict == "not-yet" and not _q1(res).pass_
    assert "different output caps (fp8: 6, fp16: 8 tokens)" in _q1(res).detail


def test_different_prompts_are_not_like_for_like_even_per_token(w):
    res = _grade("The fp8 arm's output token throughput was 1.5x that of the fp16 arm.", w["prompts"])
    assert res.verdict == "not-yet" and "differ in prompt tokens" in _q1(res).detail


def test_eos_lengths_do_not_matter_per_output_token(w):
    res = _grade("The fp8 arm's output token throughput was 1.3125x that of the fp16 arm.", w["eos"])
    assert res.verdict == "net-true", res.reasons
    assert "output tokens per task differ" in _q1(res).detail and "not affected" in _q1(res).detail
    # the twin with the same-length outputs' number is contradicted by the rows, never net-true
    assert _grade("The fp8 arm's output token throughput was 1.5x that of the fp16 arm.", w["eos"]).verdict == "false"


@pytest.mark.parametrize("statement", [
    "The fp8 arm was 1.5x faster than the fp16 arm.",                 # requests/s
    "The fp8 arm had a lower median TTFT than the fp16 arm.",         # latency per request
])
def test_eos_lengths_matter_per_request(w, statement):
    assert _grade(statement, w["same"]).verdict == "net-true"
    res = _grade(statement, w["eos"])
    assert res.verdict == "not-yet"
    q1 = _q1(res).detail
    assert not _q1(res).pass_ and "12 task(s) differ in output tokens" in q1 and "per request or per run" in q1


# --- the baseline of a comparison: the arm the statement names (as the cache claim reads it) ------

@pytest.fixture(scope="module")
def prefix(tmp_path_factory):
    """sequential wall 12 s (TTFT 0.1), shared wall 4 s (TTFT 0.05, 90 cached tokens per request),
    unique wall 6 s (TTFT 0.3, no reuse): shared/unique TTFT 0.05/0.3, throughput 1.5x."""
    root = tmp_path_factory.mktemp("prefix")

    def build(name, arms):
        return prefix_bundle(root, name, arms)

    return {"declared": build("declared", prefix_arms()),
            "undeclared": build("undeclared", prefix_arms(shared={"shared_base": None}, unique={"shared_base": None})),
            "two-factors": build("two", prefix_arms(unique={"workers": 2})),
            "baseline-on-factor": build("bof", prefix_arms(sequential={"workers": 4, "shared_base": False}))}


CACHE = "The shared-prefix arm gained a prefix-cache benefit over the unique-prefix arm."
TTFT = "The shared-prefix arm had a lower median TTFT than the unique-prefix arm."


def test_cache_claim_and_ttft_claim_about_one_pair_agree_on_q1(prefix):
    # README command 3: the cache statement and a TTFT statement about the same two arms
    for st in (CACHE, TTFT, "The shared-prefix arm was 1.5x faster than the unique-prefix arm."):
        res = _grade(st, prefix["declared"])
        assert res.verdict == "net-true", (st, res.reasons)
        assert "controlled pair, the arms differ only in shared_base" in _q1(res).detail
    # the reversed TTFT statement is contradicted, the reversed cache claim too
    assert _grade("The unique-prefix arm had a lower median TTFT than the shared-prefix arm.",
                  prefix["declared"]).verdict == "false"
    assert _grade("The unique-prefix arm gained a prefix-cache benefit over the shared-prefix arm.",
                  prefix["declared"]).verdict == "false"


@pytest.mark.parametrize("name, words", [
    ("undeclared", "differ in no declared factor"),
    ("two-factors", "more than one declared factor"),
    ("baseline-on-factor", "the witness's baseline sequential is the real alternative"),
])
def test_an_arm_that_is_no_control_is_no_baseline_for_either_claim(prefix, name, words):
    for st in (CACHE, TTFT):
        res = _grade(st, prefix[name])
        assert res.verdict == "not-yet" and not _q1(res).pass_ and words in _q1(res).detail, (st, _q1(res).detail)
