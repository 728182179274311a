"""Settings written in a run's parentheses or after its value, as real write-ups give them (productions spec_method
and setting_desc -- claimcheck/claims/descriptors.py, grammar.m_setting_desc; the underived metric acceptance_rate --
vocabulary.UNDERIVED_METRICS):

* a speculative decoding method in a parenthesized settings list or after a preposition: "326 tok/s at concurrency 1
  (TP=4, EAGLE3 + 3 speculative tokens)", "326 tok/s with EAGLE-3", "(Medusa)", "(n-gram)": the run's method
  (setting speculative_family), checked against the method the witness records -- a recorded eagle3 agrees with
  "EAGLE3", "EAGLE-3" and the family "EAGLE"; "EAGLE3" where the witness records only "eagle" is unknowable (which
  EAGLE?); another method, or "none", contradicts it;
* a forced draft acceptance rate, a benchmark setting: "(..., synthetic 100% acceptance)", "with a synthetic 80%
  acceptance rate" (production synthetic_acceptance: setting synthetic_acceptance_rate, checked against the rate the
  witness records, as a fraction or a percent; none recorded: unknowable);
* a concurrency written short: "at c512", "with c64", "(c512)", as "at c=512" is;
* a quantization right after its preposition: "326 tok/s at Q4_K_M quantization", "in FP8", "using AWQ", "with FP8
  precision", as in a parenthesized list (production quant_setting); "for single-request serving": concurrency 1 (a
  bare "single request" is one item, and is not read so);
* the operation a kernel benchmark measures, an unverifiable condition (conditions.py, key operation): "For batch GQA
  decoding attention, X is 3x faster than Y", "in the decode attention kernel" -- read, never net-true, never false;
* a draft acceptance rate or a KV cache usage after a value: "234 tok/s (~90% draft acceptance rate)", "..., 90%
  acceptance rate", "at c512 with just 82% KV usage": a
  fraction no witness records, read and then not-yet (never net-true, never false).

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows; 10 requests per arm, 64 output tokens, one
request after another: the output rate is 1 / TPOT where TTFT = TPOT):

* ``eagle``: two identical arms (spec, reference) declaring speculative_method eagle3, num_speculative_tokens 3,
  tensor_parallel_size 4, concurrency 1: TTFT = TPOT = 1/326 s, so 326 output tok/s, 326 / 64 = 5.09 req/s.
* ``family``: the same rows, the method recorded as "eagle".
* ``synth`` / ``synthpct``: the ``eagle`` rows, both arms declaring synthetic_acceptance_rate 1.0 / 100.
* ``quant``: the ``eagle`` rows, both arms declaring quantization q4_k_m too.
* ``kernel``: fi (alias FlashInfer) 3.0 req/s and vllm (alias vLLM) 1.0 req/s (the kernel comparison's numbers, were
  they end-to-end).
* ``dcp``: two identical arms declaring concurrency 512 and gpu_count 8 at 48,728 output tok/s (6,091 per GPU).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec, same  # noqa: E402

SCOPE = "DeepSeek-V3.2, 10 requests per arm"
NEG = "It is not true that "
R = 1 / 326


def _eagle(method: str, **extra) -> Spec:
    return Spec(method, same("spec", seq=True, ttft=R, tpot=R, tok=64, settings={
        "speculative_method": method, "num_speculative_tokens": 3, "tensor_parallel_size": 4, "concurrency": 1,
        **extra}), key="", hw="4 x NVIDIA B200", model="deepseek-ai/DeepSeek-V3.2")


SPECS = {
    "eagle": _eagle("eagle3"),
    "family": _eagle("eagle"),
    "synth": _eagle("eagle3", synthetic_acceptance_rate=1.0),
    "synthpct": _eagle("eagle3", synthetic_acceptance_rate=100),
    "quant": Spec("quant", same("spec", seq=True, ttft=R, tpot=R, tok=64, settings={
        "speculative_method": "eagle3", "num_speculative_tokens": 3, "tensor_parallel_size": 4, "concurrency": 1,
        "quantization": "q4_k_m"}), key="", hw="4 x NVIDIA B200", model="deepseek-ai/DeepSeek-V3.2"),
    "kernel": Spec("kernel", [A("fi", "FlashInfer", thr=3.0), A("vllm", "vLLM", thr=1.0)], key="", engine=None,
                   model="deepseek-ai/DeepSeek-V3.2"),
    "dcp": Spec("dcp", same("dcp", "DCP", toks=48728, ttft=0.005, tpot=0.0001, tok=64,
                            settings={"concurrency": 512, "gpu_count": 8}),
                key="", hw="8 x NVIDIA B200", model="deepseek-ai/DeepSeek-V3.2"),
}

wit = sealed_fixture("paren_settings", SPECS)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


#: the method's spellings and placements, each with its value: (statement, twins)
_METHOD = [
    "326 tok/s at concurrency 1 (TP=4, {m} + 3 speculative tokens).",
    "326 tok/s at concurrency 1 (TP=4, {m}).",
    "Output throughput is 326 tok/s with {m}.",
    "Output throughput: ~326 tok/s (TP=4, {m}, 3 speculative tokens)",
    "About 5.09 req/s at concurrency 1 using {m} (TP=4).",
]
_SPELLINGS = ["EAGLE3", "EAGLE-3", "EAGLE"]


def _twins(s: str, m: str) -> list[str]:
    out = [s.replace("326", "489").replace("5.09", "7.64"), s.replace("326", "163").replace("5.09", "2.55"),
           s.replace(m, "Medusa"), s.replace(m, "n-gram"), NEG + s[0].lower() + s[1:]]
    if "3 speculative tokens" in s:
        out.append(s.replace("3 speculative tokens", "5 speculative tokens"))
    if "TP=4" in s:
        out.append(s.replace("TP=4", "TP=8"))
    return out


FRAMES = [("eagle", t.format(m=m), _twins(t.format(m=m), m)) for t in _METHOD for m in _SPELLINGS] + [
    ("family", "326 tok/s at concurrency 1 (TP=4, EAGLE + 3 speculative tokens).", [
        "326 tok/s at concurrency 1 (TP=4, EAGLE3 + 3 speculative tokens).",   # which EAGLE? unknowable
        "326 tok/s at concurrency 1 (TP=4, Medusa + 3 speculative tokens)."]),
    *[(w, "326 tok/s at concurrency 1 (TP=4, EAGLE3 + 3 speculative tokens, synthetic 100% acceptance).", [
        "326 tok/s at concurrency 1 (TP=4, EAGLE3 + 3 speculative tokens, synthetic 50% acceptance).",
        "489 tok/s at concurrency 1 (TP=4, EAGLE3 + 3 speculative tokens, synthetic 100% acceptance).",
        "326 tok/s at concurrency 1 (TP=4, Medusa + 3 speculative tokens, synthetic 100% acceptance).",
        NEG + "326 tok/s at concurrency 1 (TP=4, EAGLE3 + 3 speculative tokens, synthetic 100% acceptance)."])
      for w in ("synth", "synthpct")],
    ("synth", "Output throughput is 326 tok/s with a synthetic 100% acceptance rate.", [
        "Output throughput is 326 tok/s with a synthetic 80% acceptance rate.",
        "Output throughput is 163 tok/s with a synthetic 100% acceptance rate."]),
    ("quant", "326 tok/s at Q4_K_M quantization.", ["326 tok/s at AWQ quantization.", "326 tok/s in FP8.",
                                                    "652 tok/s at Q4_K_M quantization."]),
    ("quant", "With Q4_K_M precision, output throughput is 326 tok/s.", [
        "With FP8 precision, output throughput is 326 tok/s.", "With Q4_K_M precision, output throughput is 652 tok/s."]),
    ("eagle", "For single-request serving, output throughput is 326 tok/s.", [
        "For single-request serving, output throughput is 163 tok/s.",
        "For single-request serving, output throughput is 489 tok/s.",
        NEG + "for single-request serving, output throughput is 326 tok/s."]),
    ("quant", "Output throughput is about 326 tok/s in Q4_K_M with EAGLE3.", [
        "Output throughput is about 326 tok/s in FP8 with EAGLE3.",
        "Output throughput is about 326 tok/s in Q4_K_M with Medusa.",
        "Output throughput is about 652 tok/s in Q4_K_M with EAGLE3."]),
    ("dcp", "DCP reaches 6,091 tok/s/GPU at c512.", [
        "DCP reaches 6,091 tok/s/GPU at c256.", "DCP reaches 9,137 tok/s/GPU at c512.",
        "DCP reaches 3,046 tok/s/GPU at c512.", NEG + "DCP reaches 6,091 tok/s/GPU at c512."]),
    ("dcp", "Output throughput reaches 48,728 tok/s (c512).", [
        "Output throughput reaches 48,728 tok/s (c64).", "Output throughput reaches 97,456 tok/s (c512)."]),
    ("dcp", "With c512, output throughput per GPU is about 6,100 tok/s.", [
        "With c16, output throughput per GPU is about 6,100 tok/s.",
        "With c512, output throughput per GPU is about 12,200 tok/s."]),
]

test_paren_settings_are_read_completely_and_net_true, test_paren_settings_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("name,s", [
    ("eagle", "326 tok/s at concurrency 1 (TP=4, Medusa + 3 speculative tokens)."),   # the witness records eagle3
    ("eagle", "326 tok/s at concurrency 1 with n-gram."),
    ("dcp", "DCP reaches 6,091 tok/s/GPU at c256."),
    ("dcp", "For single-request serving, DCP reaches 6,091 tok/s/GPU."),   # the witness records concurrency 512
    ("synth", "326 tok/s (TP=4, EAGLE3, synthetic 50% acceptance)."),
    ("synthpct", "326 tok/s (TP=4, EAGLE3, synthetic 50% acceptance)."),
])
def test_a_method_or_concurrency_the_witness_contradicts_is_false(wit, name, s):
    res = grade_in(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("name,s", [
    ("family", "326 tok/s at concurrency 1 (TP=4, EAGLE3 + 3 speculative tokens)."),  # "eagle" recorded: which?
    ("family", "326 tok/s with EAGLE-3."),
    ("eagle", "With EAGLE3 (TP=4): 326 tok/s (~90% draft acceptance rate)"),
    ("eagle", "326 tok/s (TP=4, EAGLE3), with a 90% acceptance rate"),
    ("eagle", "The draft acceptance rate is 0%."),
    ("eagle", "326 tok/s at concurrency 1 (TP=4, EAGLE3, synthetic 100% acceptance)."),  # no synthetic rate recorded
    ("eagle", "326 tok/s at concurrency 1 (TP=4, EAGLE3, synthetic 50% acceptance)."),
])
def test_honest_unclear_settings_are_never_false(wit, name, s):
    assert_never_false(grade_in(wit, name, s), s)


@pytest.mark.parametrize("s", [
    "326 tok/s at concurrency 1 (TP=4, EAGLE3 + 3 speculative tokens, ~90% draft acceptance rate)",
    "With EAGLE3 (TP=4): 326 tok/s (~90% draft acceptance rate)",
    "326 tok/s, 90% acceptance rate",
    "The draft acceptance rate is 90%.",
])
def test_an_acceptance_rate_is_read_and_never_net_true(wit, s):
    res = grade_in(wit, "eagle", s)
    assert_never_net_true(res, s)
    assert_never_false(res, s)
    assert not [x for x in res.model_dump()["reasons"] if "not read:" in x], res.model_dump()["reasons"]


@pytest.mark.parametrize("s", [
    "For batch GQA decoding attention, FlashInfer is 3x faster than vLLM.",
    "In the decode attention kernel, FlashInfer is 3x faster than vLLM.",
    "For MoE kernels, FlashInfer is 3x faster than vLLM.",
    "FlashInfer is 3x faster than vLLM for prefix attention.",
    "For batch GQA decoding attention, FlashInfer is 6x faster than vLLM.",   # the kernel's own number: not the rows'
    "For batch GQA decoding attention, vLLM is 3x faster than FlashInfer.",
])
def test_a_kernel_operation_is_read_never_net_true_nor_false(wit, s):
    res = grade_in(wit, "kernel", s)
    assert_never_net_true(res, s)
    assert_never_false(res, s)
    assert not [x for x in res.model_dump()["reasons"] if "not read:" in x], res.model_dump()["reasons"]


@pytest.mark.parametrize("s", [
    "DCP reaches 6,091 tok/s/GPU at c512 with just 82% KV usage.",     # a KV cache usage no witness records
    "DCP reaches 6,091 tok/s/GPU at c512, at 82% KV cache usage.",
    "KV cache usage is 82%.",
    "DCP reaches 12,182 tok/s/GPU at c512 with just 82% KV usage.",
])
def test_a_kv_cache_usage_is_read_and_never_net_true_nor_false(wit, s):
    res = grade_in(wit, "dcp", s)
    assert_never_net_true(res, s)
    assert not [x for x in res.model_dump()["reasons"] if "not read:" in x], res.model_dump()["reasons"]
    if "12,182" not in s:
        assert_never_false(res, s)
