"""Witnesses with three or more arms: two treatments compared with each other (Q1; claimcheck/claims/category_levels.py),
two arms as one subject ("SGLang and LMDeploy are 29% faster than vLLM"; claims/coordinated_subjects.py) and a
symmetric bound on two arms' difference ("the throughput difference between SGLang and LMDeploy is less than 0.6%";
claims/parity.py).

"TensorRT-LLM is 1.2x faster than SGLang" where the witness's declared baseline is vLLM compares two arms neither of
which is the baseline. It answers Q1 when the three arms are three levels of one category the witness varies (each
arm declares its engine; nothing else declared differs), the pair is like for like (same tasks and prompt tokens,
output cap, no failed request), and the comparator is no weaker stand-in for the declared baseline: the statement
compares its subject with the baseline too, or the comparator is at least as good as the baseline in what is compared.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows; 100 requests per arm, 512 prompt and 512 output
tokens each, so 51,200 output tokens per arm; the wall is 51,200 / the output rate; every request of an arm has one
TTFT):

* ``eng`` -- vllm (engine vLLM, baseline) 12,553 output tok/s (wall 4.0787 s, 24.52 req/s), TTFT 150 ms; sglang
  (SGLang) 16,215 tok/s (3.1576 s, 31.67 req/s), TTFT 100 ms; lmdeploy (LMDeploy) 16,132 tok/s, TTFT 100 ms; trt
  (TensorRT-LLM) 19,458 tok/s (= 1.2 x 16,215), TTFT 80 ms. Every ratio of output rates is also the ratio of
  requests/s (same tokens per request). trt / sglang = 1.2000; trt / lmdeploy = 19,458 / 16,132 = 1.2062;
  sglang / lmdeploy = 1.00515 (+0.51%); trt / vllm = 1.5501; sglang / vllm = 1.2917; TTFT trt - sglang = -20 ms,
  trt - vllm = -70 ms. A coordinated subject against vllm: sglang +29.17%, lmdeploy 16,132 / 12,553 = +28.51% (both
  in 29%'s [28.5, 29.5)); trt +55.0%; TTFT sglang and lmdeploy -50 ms. The difference sglang vs lmdeploy: 0.514% of
  lmdeploy (0.512% of sglang): under 0.6%, not under 0.3% (+ its precision 0.05).
* ``weak`` -- ``eng`` plus hf (engine HF) at 2,000 tok/s: trt / hf = 9.729, weaker than the declared baseline vllm.
* ``mixed`` -- ``eng`` where lmdeploy also declares quantization awq (the others bf16): sglang vs lmdeploy differ in
  two declared factors.
* ``prompts`` -- ``eng`` where lmdeploy's prompts are 600 tokens: not the same prompts.
* ``standin`` -- ``eng`` plus vllm2 (engine vLLM again, 10,000 tok/s): a second arm at the baseline's own level.
* ``undeclared`` -- ``eng`` with no arm declaring its engine: the arms differ in no declared factor.
"""

from __future__ import annotations

import functools
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 100 requests per engine"
NEG = "It is not true that "
_RUN = {"n": 100, "tok": 512, "prompt": 512}


def _arm(name, alias, toks, ttft, engine=None, role="", prompt=512, **settings_):
    st_ = dict(settings_)
    if engine is not None:
        st_["engine"] = engine
    p = {**_RUN, "prompt": prompt, "toks": toks, "ttft": ttft}
    if st_:
        p["settings"] = st_
    return A(name, alias, role=role, **p)


def _eng(engine=True, **over):
    e = (lambda x: x) if engine else (lambda x: None)
    arms = {"sglang": dict(alias="SGLang", toks=16215, ttft=0.1, engine=e("SGLang")),
            "vllm": dict(alias="vLLM", toks=12553, ttft=0.15, engine=e("vLLM"), role="baseline"),
            "lmdeploy": dict(alias="LMDeploy", toks=16132, ttft=0.1, engine=e("LMDeploy")),
            "trt": dict(alias="TensorRT-LLM", toks=19458, ttft=0.08, engine=e("TensorRT-LLM"))}
    for k, v in over.items():
        arms[k] = {**arms.get(k, {}), **v}
    return [_arm(n, **kw) for n, kw in arms.items()]


WITNESSES = {
    "eng": _eng(),
    "weak": _eng(hf=dict(alias="HF", toks=2000, ttft=0.3, engine="HF")),
    "mixed": _eng(sglang=dict(quantization="bf16"), vllm=dict(quantization="bf16"), trt=dict(quantization="bf16"),
                  lmdeploy=dict(quantization="awq")),
    "prompts": _eng(lmdeploy=dict(prompt=600)),
    "standin": _eng(vllm2=dict(alias="the second vLLM run", toks=10000, ttft=0.15, engine="vLLM")),
    "undeclared": _eng(engine=False),
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("three_arms")
    return {name: str(seal(root / name, *witness_for(Spec(name, arms, key="", engine=None))))
            for name, arms in WITNESSES.items()}


def _q1(res):
    return next(q for q in res.questions if q.n == 1)


# (true statement, twins: x1.5, x0.5, arms swapped, a third arm substituted, negation, ...)
FRAMES = [
    ("TensorRT-LLM is 1.2x faster than SGLang.", [
        "TensorRT-LLM is 1.8x faster than SGLang.",
        "TensorRT-LLM is 0.6x faster than SGLang.",
        "SGLang is 1.2x faster than TensorRT-LLM.",
        "TensorRT-LLM is 1.2x faster than vLLM.",
        "TensorRT-LLM is 1.2x slower than SGLang.",
        NEG + "TensorRT-LLM is 1.2x faster than SGLang.",
        "On an H200, TensorRT-LLM is 1.2x faster than SGLang."]),
    ("TensorRT-LLM delivers 1.2x the output throughput of SGLang.", [
        "TensorRT-LLM delivers 1.8x the output throughput of SGLang.",
        "TensorRT-LLM delivers 0.6x the output throughput of SGLang.",
        "SGLang delivers 1.2x the output throughput of TensorRT-LLM.",
        "TensorRT-LLM delivers 1.2x the output throughput of vLLM.",
        NEG + "TensorRT-LLM delivers 1.2x the output throughput of SGLang."]),
    ("TensorRT-LLM's output throughput is 20% higher than SGLang's.", [
        "TensorRT-LLM's output throughput is 30% higher than SGLang's.",
        "TensorRT-LLM's output throughput is 10% higher than SGLang's.",
        "SGLang's output throughput is 20% higher than TensorRT-LLM's.",
        "TensorRT-LLM's output throughput is 20% higher than vLLM's.",
        "TensorRT-LLM's output throughput is 20% lower than SGLang's.",
        NEG + "TensorRT-LLM's output throughput is 20% higher than SGLang's."]),
    ("Compared with LMDeploy, TensorRT-LLM reaches 1.2x higher output throughput.", [
        "Compared with LMDeploy, TensorRT-LLM reaches 1.8x higher output throughput.",
        "Compared with LMDeploy, TensorRT-LLM reaches 0.6x higher output throughput.",
        "Compared with TensorRT-LLM, LMDeploy reaches 1.2x higher output throughput.",
        "Compared with vLLM, TensorRT-LLM reaches 1.2x higher output throughput.",
        NEG + "compared with LMDeploy, TensorRT-LLM reaches 1.2x higher output throughput."]),
    ("SGLang outperforms LMDeploy by 0.5% in output throughput.", [
        "SGLang outperforms LMDeploy by 0.75% in output throughput.",
        "SGLang outperforms LMDeploy by 0.25% in output throughput.",
        "LMDeploy outperforms SGLang by 0.5% in output throughput.",
        "SGLang outperforms vLLM by 0.5% in output throughput.",
        "TensorRT-LLM outperforms LMDeploy by 0.5% in output throughput.",
        NEG + "SGLang outperforms LMDeploy by 0.5% in output throughput."]),
    ("TensorRT-LLM has a 20 ms lower TTFT than SGLang.", [
        "TensorRT-LLM has a 30 ms lower TTFT than SGLang.",
        "TensorRT-LLM has a 10 ms lower TTFT than SGLang.",
        "SGLang has a 20 ms lower TTFT than TensorRT-LLM.",
        "TensorRT-LLM has a 20 ms lower TTFT than vLLM.",
        "TensorRT-LLM has a 20 ms higher TTFT than SGLang.",
        NEG + "TensorRT-LLM has a 20 ms lower TTFT than SGLang."]),
    ("SGLang and LMDeploy have the same TTFT.", [
        "SGLang and TensorRT-LLM have the same TTFT.",
        "SGLang and vLLM have the same TTFT.",
        NEG + "SGLang and LMDeploy have the same TTFT."]),
    ("SGLang's output throughput is 16,215 tok/s versus 16,132 tok/s for LMDeploy.", [
        "SGLang's output throughput is 24,322 tok/s versus 16,132 tok/s for LMDeploy.",
        "SGLang's output throughput is 16,215 tok/s versus 8,066 tok/s for LMDeploy.",
        "LMDeploy's output throughput is 16,215 tok/s versus 16,132 tok/s for SGLang.",
        "SGLang's output throughput is 16,215 tok/s versus 16,132 tok/s for TensorRT-LLM.",
        NEG + "SGLang's output throughput is 16,215 tok/s versus 16,132 tok/s for LMDeploy."]),
    # a coordinated subject (claims/coordinated_subjects.py): each arm against the third, each must hold
    ("SGLang and LMDeploy are 29% faster than vLLM.", [
        "SGLang and LMDeploy are 44% faster than vLLM.",
        "SGLang and LMDeploy are 14% faster than vLLM.",
        "vLLM and LMDeploy are 29% faster than SGLang.",
        "SGLang and TensorRT-LLM are 29% faster than vLLM.",
        "TensorRT-LLM and LMDeploy are 29% faster than vLLM.",
        "SGLang and LMDeploy are 29% slower than vLLM.",
        NEG + "SGLang and LMDeploy are 29% faster than vLLM."]),
    ("SGLang (16,215 tok/s) and LMDeploy (16,132 tok/s) have 29% higher output throughput than vLLM (12,553 tok/s).", [
        "SGLang (24,322 tok/s) and LMDeploy (16,132 tok/s) have 29% higher output throughput than vLLM (12,553 tok/s).",
        "SGLang (16,215 tok/s) and LMDeploy (8,066 tok/s) have 29% higher output throughput than vLLM (12,553 tok/s).",
        "SGLang (16,132 tok/s) and LMDeploy (16,215 tok/s) have 29% higher output throughput than vLLM (12,553 tok/s).",
        "SGLang (16,215 tok/s) and TensorRT-LLM (16,132 tok/s) have 29% higher output throughput than vLLM (12,553 "
        "tok/s).",
        "SGLang (16,215 tok/s) and LMDeploy (16,132 tok/s) have 44% higher output throughput than vLLM (12,553 tok/s).",
        "SGLang (16,215 tok/s) and LMDeploy (16,132 tok/s) have 29% higher output throughput than vLLM (18,830 tok/s).",
        NEG + "SGLang (16,215 tok/s) and LMDeploy (16,132 tok/s) have 29% higher output throughput than vLLM (12,553 "
        "tok/s)."]),
    ("Both SGLang and LMDeploy deliver a 29% throughput improvement over vLLM.", [
        "Both SGLang and LMDeploy deliver a 44% throughput improvement over vLLM.",
        "Both SGLang and LMDeploy deliver a 14% throughput improvement over vLLM.",
        "Both SGLang and TensorRT-LLM deliver a 29% throughput improvement over vLLM.",
        "Both vLLM and LMDeploy deliver a 29% throughput improvement over SGLang.",
        NEG + "both SGLang and LMDeploy deliver a 29% throughput improvement over vLLM."]),
    ("SGLang and LMDeploy have a 50 ms lower TTFT than vLLM.", [
        "SGLang and LMDeploy have a 75 ms lower TTFT than vLLM.",
        "SGLang and LMDeploy have a 25 ms lower TTFT than vLLM.",
        "SGLang and TensorRT-LLM have a 50 ms lower TTFT than vLLM.",
        "SGLang and vLLM have a 50 ms lower TTFT than LMDeploy.",
        "SGLang and LMDeploy have a 50 ms higher TTFT than vLLM.",
        NEG + "SGLang and LMDeploy have a 50 ms lower TTFT than vLLM."]),
    # two clauses joined by "(,) and" (production and_clause): each its own pair of arms
    ("SGLang achieves 29% higher output throughput than vLLM, and TensorRT-LLM is 1.2x faster than SGLang.", [
        "SGLang achieves 44% higher output throughput than vLLM, and TensorRT-LLM is 1.2x faster than SGLang.",
        "SGLang achieves 29% higher output throughput than vLLM, and TensorRT-LLM is 1.8x faster than SGLang.",
        "SGLang achieves 29% higher output throughput than vLLM, and TensorRT-LLM is 0.6x faster than SGLang.",
        "SGLang achieves 29% higher output throughput than vLLM, and SGLang is 1.2x faster than TensorRT-LLM.",
        "TensorRT-LLM achieves 29% higher output throughput than vLLM, and SGLang is 1.2x faster than TensorRT-LLM.",
        "SGLang achieves 29% higher output throughput than vLLM, and TensorRT-LLM is 1.2x faster than vLLM.",
        "SGLang achieves 29% lower output throughput than vLLM, and TensorRT-LLM is 1.2x faster than SGLang.",
        NEG + "SGLang achieves 29% higher output throughput than vLLM, and TensorRT-LLM is 1.2x faster than SGLang."]),
    ("SGLang is 29% faster than vLLM and TensorRT-LLM is 55% faster than vLLM.", [
        "SGLang is 44% faster than vLLM and TensorRT-LLM is 55% faster than vLLM.",
        "SGLang is 29% faster than vLLM and TensorRT-LLM is 28% faster than vLLM.",
        "TensorRT-LLM is 29% faster than vLLM and SGLang is 55% faster than vLLM.",
        "SGLang is 29% faster than vLLM and LMDeploy is 55% faster than vLLM.",
        NEG + "SGLang is 29% faster than vLLM and TensorRT-LLM is 55% faster than vLLM."]),
    # a note in parentheses after the subject (production subject_note): the later comparison takes the metric
    ("SGLang (blue bar) output throughput is close to LMDeploy (green bar) and 29% higher than vLLM (red bar).", [
        "SGLang (blue bar) output throughput is close to LMDeploy (green bar) and 44% higher than vLLM (red bar).",
        "SGLang (blue bar) output throughput is close to LMDeploy (green bar) and 14% higher than vLLM (red bar).",
        "vLLM (blue bar) output throughput is close to LMDeploy (green bar) and 29% higher than SGLang (red bar).",
        "SGLang (blue bar) output throughput is close to TensorRT-LLM (green bar) and 29% higher than vLLM (red bar).",
        "SGLang (blue bar) output throughput is close to LMDeploy (green bar) and 29% lower than vLLM (red bar).",
        NEG + "SGLang (blue bar) output throughput is close to LMDeploy (green bar) and 29% higher than vLLM (red bar)."]),
    # a symmetric bound on the difference of two treatments (claims/parity.py, _difference_between)
    ("The throughput difference between SGLang and LMDeploy is less than 0.6%.", [
        "The throughput difference between SGLang and LMDeploy is less than 0.3%.",
        "The throughput difference between SGLang and LMDeploy is less than 0.15%.",
        "The throughput difference between SGLang and vLLM is less than 0.6%.",
        "The throughput difference between TensorRT-LLM and SGLang is less than 0.6%.",
        NEG + "the throughput difference between SGLang and LMDeploy is less than 0.6%."]),
    ("The difference in output throughput between LMDeploy and SGLang was under 0.6%.", [
        "The difference in output throughput between LMDeploy and SGLang was under 0.3%.",
        "The difference in output throughput between LMDeploy and vLLM was under 0.6%.",
        "The difference in output throughput between LMDeploy and TensorRT-LLM was under 0.6%.",
        NEG + "the difference in output throughput between LMDeploy and SGLang was under 0.6%."]),
    # a weaker comparator beside the declared baseline, in plain view
    ("TensorRT-LLM is 1.55x faster than vLLM and 9.7x faster than HF.", [
        "TensorRT-LLM is 2.3x faster than vLLM and 9.7x faster than HF.",
        "TensorRT-LLM is 1.55x faster than vLLM and 4.9x faster than HF.",
        "HF is 1.55x faster than vLLM and 9.7x faster than TensorRT-LLM.",
        "TensorRT-LLM is 1.55x faster than vLLM and 9.7x faster than SGLang.",
        NEG + "TensorRT-LLM is 1.55x faster than vLLM and 9.7x faster than HF."]),
]
_WEAK = FRAMES[-1][0]


def _witness_of(statement: str) -> str:
    return "weak" if "HF" in statement else "eng"


@pytest.mark.parametrize("true,twins", FRAMES, ids=[f[0][:40] for f in FRAMES])
def test_a_pair_of_treatments_is_read_completely_and_net_true(wit, true, twins):
    res = grade_statement(true, wit[_witness_of(true)], SCOPE)
    assert_read_net_true(res)
    if "vLLM" not in true and "tok/s" not in true:  # (two values, each its arm's, are no comparison: no pair)
        assert "two levels of the treatment dimension engine" in _q1(res).detail


@pytest.mark.parametrize("true,twin", [(t, w) for t, ws in FRAMES for w in ws], ids=lambda x: x[:50])
def test_a_twin_is_never_net_true(wit, true, twin):
    res = grade_statement(twin, wit[_witness_of(true)], SCOPE)
    assert res.verdict != "net-true", (twin, res.reason)


def test_q1_names_the_three_levels_and_why_the_comparator_is_no_strawman(wit):
    d = _q1(grade_statement(FRAMES[0][0], wit["eng"], SCOPE)).detail
    assert "trt vs sglang: two levels of the treatment dimension engine (trt TensorRT-LLM, sglang SGLang, " \
           "vllm vLLM" in d
    assert "sglang is at least as good as the declared baseline vllm" in d
    d = _q1(grade_statement(_WEAK, wit["weak"], SCOPE)).detail
    assert "the statement also compares trt with the declared baseline vllm" in d


# --- never a way in ---------------------------------------------------------------------------
@pytest.mark.parametrize("name,statement,why", [
    # a weaker comparator than the declared baseline, the baseline not compared: a strawman
    ("weak", "TensorRT-LLM is 9.7x faster than HF.", "hf is weaker than the declared baseline vllm"),
    ("weak", "TensorRT-LLM has a 220 ms lower TTFT than HF.", "hf is weaker than the declared baseline vllm"),
    ("weak", "SGLang is 8.1x faster than HF.", "hf is weaker than the declared baseline vllm"),
    # two declared factors: engine and quantization
    ("mixed", "SGLang outperforms LMDeploy by 0.5% in output throughput.", "more than one declared factor"),
    ("mixed", "TensorRT-LLM is 1.2x faster than LMDeploy.", "more than one declared factor"),
    # other prompts
    ("prompts", "SGLang outperforms LMDeploy by 0.5% in output throughput.", "not like for like"),
    ("prompts", "TensorRT-LLM is 1.2x faster than LMDeploy.", "not like for like"),
    # a second arm at the declared baseline's own level
    ("standin", "TensorRT-LLM is 1.9x faster than the second vLLM run.", "the real alternative"),
    # nothing declared: no treatment dimension
    ("undeclared", "TensorRT-LLM is 1.2x faster than SGLang.", "differ in no declared factor"),
])
def test_a_pair_that_is_not_two_levels_of_one_dimension_still_fails_q1(wit, name, statement, why):
    res = grade_statement(statement, wit[name], SCOPE)
    assert res.verdict == "not-yet" and not _q1(res).pass_, (statement, res.reason)
    assert why in _q1(res).detail, _q1(res).detail


@pytest.mark.parametrize("statement,unread", [
    (NEG + "SGLang and LMDeploy are 29% faster than vLLM.", "LMDeploy"),            # the conjunction's denial
    ("SGLang and LMDeploy are 29% faster than vLLM and TensorRT-LLM.", "LMDeploy"),  # four comparisons
    ("SGLang and LMDeploy are 29% and 28% faster than vLLM.", "28%"),                # a list of values
    ("The performance difference between SGLang and LMDeploy is less than 0.6%.", "performance"),  # no metric
    ("The throughput difference between SGLang and LMDeploy is not less than 0.6%.", "not"),
])
def test_what_a_coordinated_subject_or_a_difference_does_not_settle_stays_unread(wit, statement, unread):
    res = grade_statement(statement, wit["eng"], SCOPE)
    assert res.verdict == "not-yet", (statement, res.reason)
    assert any(unread in u.text for u in res.reading.unread), [u.text for u in res.reading.unread]


def test_the_declared_baseline_itself_is_unchanged(wit):
    for s in ("TensorRT-LLM is 1.55x faster than vLLM.", "SGLang's output throughput is 29% higher than vLLM's."):
        assert grade_statement(s, wit["eng"], SCOPE).verdict == "net-true", s
        assert grade_statement(s, wit["undeclared"], SCOPE).verdict == "net-true", s


# --- never false: true sentences and honest scopes --------------------------------------------
@pytest.mark.parametrize("name,statement", [
    ("eng", "TensorRT-LLM is 1.2x faster than SGLang; results may differ on other GPUs."),
    ("eng", "TensorRT-LLM is 1.2x faster than SGLang (not tested on A100)."),
    ("weak", "TensorRT-LLM is 9.7x faster than HF."),
    ("mixed", "SGLang outperforms LMDeploy by 0.5% in output throughput."),
    ("prompts", "TensorRT-LLM is 1.2x faster than SGLang."),
    ("standin", "TensorRT-LLM is 1.9x faster than the second vLLM run."),
    ("undeclared", "TensorRT-LLM is 1.2x faster than SGLang."),
    # a coordinated subject's conjunction denied, or left unread: never an accusation
    ("eng", "It is not true that SGLang and TensorRT-LLM are 29% faster than vLLM."),
    ("eng", "SGLang and TensorRT-LLM are not both 29% faster than vLLM."),
    ("eng", "SGLang and LMDeploy together are 29% faster than vLLM."),
    ("eng", "SGLang and LMDeploy are 29% faster than vLLM and TensorRT-LLM is 1.2x faster than SGLang."),
    ("eng", "The performance difference between SGLang and LMDeploy is less than 0.6%."),
    ("eng", "The throughput difference between SGLang and LMDeploy is less than 0.9%."),
    ("eng", "It is not true that SGLang is 29% faster than vLLM, and TensorRT-LLM is 2x faster than SGLang."),
    ("eng", "SGLang is 29% faster than vLLM, and TensorRT-LLM is faster."),
])
def test_true_statements_and_honest_scopes_are_never_false(wit, name, statement):
    res = grade_statement(statement, wit[name], SCOPE)
    assert res.verdict != "false", (name, statement, res.reason)


@functools.lru_cache(maxsize=1)
def _eng_witness() -> str:
    d = tempfile.mkdtemp(prefix="three_arms_h")
    return str(seal(Path(d) / "eng", *witness_for(Spec("eng", WITNESSES["eng"], key="", engine=None))))


@settings(max_examples=40, deadline=None)
@given(x=st.integers(min_value=100, max_value=300))
def test_only_the_witnessed_ratio_of_two_treatments_is_net_true(x):
    ratio = x / 100
    statement = f"TensorRT-LLM is {ratio:.2f}x faster than SGLang."
    res = grade_statement(statement, _eng_witness(), SCOPE)
    if res.verdict == "net-true":
        assert abs(ratio - 1.2) < 0.006, statement
    if abs(ratio - 1.2) > 0.02:
        assert res.verdict == "false", (statement, res.reason)
