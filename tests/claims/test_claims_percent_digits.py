"""A percent change is never contradicted by its own stated digits, rounded or truncated (issue 16; the false
bar: claimcheck/claims/tolerance.py dispute_band, quantities.dispute).

A public write-up (Spheron, "vLLM vs TensorRT-LLM vs SGLang: H100 Benchmarks (2026)",
https://www.spheron.network/blog/vllm-vs-tensorrt-llm-vs-sglang-benchmarks) measured Llama 3.3 70B FP8 on one H100:
TensorRT-LLM 2,100 tok/s, SGLang 1,920 tok/s, vLLM 1,850 tok/s; another page summarised it as "TensorRT-LLM
delivering 13% higher throughput than vLLM". 2100 / 1850 = 1.13514: +13.51%, which truncates to "13%"; the
stated-precision band of "13%" is [12.5, 13.5), so the statement was graded false (exit 4). 1920 / 1850 = 1.03784:
+3.78%, which rounds to "4%", and "4%" keeps [3.8, 4.2) (the band's 5% cap): false too. 1850 / 2100 = 0.88095:
-11.90%, "11% lower" by truncation, "12% lower" by rounding.

A percent change stated with d decimals is now contradicted only outside the values its digits could stand for:
rounded (half a unit either side) or truncated toward zero (a unit away from zero) -- "13%" [12.5, 14), "4%"
[3.5, 5), "-20%" (-21, -19.5] -- joined with the stated-precision band; between the two it is not shown (not-yet).
Net-true is unchanged. A multiplier keeps its band ("2x" at 1.55x stays false: the corpus pins it).

Witness by hand: 50 requests per arm, 256 output tokens, output tok/s as above (wall = 50 x 256 / tok/s).
"""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

from claimcheck.claims.tolerance import dispute_band  # noqa: E402

SCOPE = "Llama 3.3 70B Instruct FP8 on one H100 80GB, 50 requests per engine"


def engines(trt: float = 2100, vllm: float = 1850, sglang: float = 1920) -> list:
    return [A("trt", "TensorRT-LLM", toks=trt, ttft=0.105, tpot=0.02, tok=256, prompt=512, n=50, role="treatment"),
            A("vllm", "vLLM", toks=vllm, ttft=0.120, tpot=0.02, tok=256, prompt=512, n=50, role="baseline"),
            A("sglang", "SGLang", toks=sglang, ttft=0.112, tpot=0.02, tok=256, prompt=512, n=50, role="treatment")]


def sealed(root: Path, name: str, arms: list) -> str:
    return str(seal(root / name, *witness_for(Spec(name, arms, key="", hw="1 x NVIDIA H100 80GB HBM3",
                                                   model="nvidia/Llama-3.3-70B-Instruct-FP8", engine=None))))


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    return sealed(tmp_path_factory.mktemp("digits"), "spheron", engines())


NEVER_FALSE = [
    "TensorRT-LLM delivers 13% higher throughput than vLLM.",   # +13.51%, truncated
    "SGLang delivers 4% higher throughput than vLLM.",          # +3.78%, rounded
    "SGLang delivers 3% higher throughput than vLLM.",          # +3.78%, truncated
    "vLLM has 11% lower throughput than TensorRT-LLM.",         # -11.90%, truncated
    "TensorRT-LLM throughput is 13% higher than vLLM's.",
]
STILL_FALSE = [
    "TensorRT-LLM delivers 20% higher throughput than vLLM.",   # 13.51 is outside [19.5, 21)
    "SGLang delivers 6% higher throughput than vLLM.",          # 3.78 is outside [5.5, 7)
    "vLLM has 13% lower throughput than TensorRT-LLM.",         # 11.90 is outside [12.5, 14)
    "TensorRT-LLM delivers 13% lower throughput than vLLM.",    # the direction
    "TensorRT-LLM delivers 2x the throughput of vLLM.",         # a multiplier keeps its band
]
NET_TRUE = [
    "TensorRT-LLM delivers about 13% higher throughput than vLLM.",
    "TensorRT-LLM delivers 13.5% higher throughput than vLLM.",
    "vLLM has 12% lower throughput than TensorRT-LLM.",
]


@pytest.mark.parametrize("statement", NEVER_FALSE)
def test_digits_that_round_or_truncate_to_the_truth_are_never_false_nor_net_true(wit, statement):
    r = grade_statement(statement, wit, SCOPE)
    assert r.verdict == "not-yet" and "inconclusive" in r.reason, r.reason
    assert not r.reading.unread


@pytest.mark.parametrize("statement", STILL_FALSE)
def test_digits_no_rounding_gives_are_still_false(wit, statement):
    assert grade_statement(statement, wit, SCOPE).verdict == "false"


@pytest.mark.parametrize("statement", NET_TRUE)
def test_net_true_is_unchanged(wit, statement):
    assert grade_statement(statement, wit, SCOPE).verdict == "net-true"


@pytest.mark.parametrize("value,decimals,band,lo,hi", [
    ("4", 0, "0.2", "3.5", "5"),        # the 5% cap: [3.8, 4.2) inside [3.5, 5)
    ("13", 0, "0.5", "12.5", "14"),
    ("-20", 0, "0.5", "-21", "-19.5"),   # its zero: a unit of 5% of it (1) is no wider than its digit's
    ("1050", 0, "0.5", "1045", "1055"),  # "1,050 tok/s": rounded at the ten (truncated at the unit: [1050, 1051))
    ("1000", 0, "0.5", "975", "1025"),   # rounded at 50 (5% of it), not at the thousand
    ("2000", 0, "0.5", "1950", "2050"),  # rounded at the hundred
    ("1051", 0, "0.5", "1050.5", "1052"),
    ("4000", -2, "50", "3950", "4100"),  # "4.0k": its written tenth of a thousand, not its zeros
    ("2.5", 1, "0.05", "2.45", "2.6"),
    ("40", 0, "4", "36", "44"),         # a hedge's band is wider than the digits': it stays
])
def test_dispute_band_by_hand(value, decimals, band, lo, hi):
    v, h = Decimal(value), Decimal(band)
    assert dispute_band(v, decimals, v - h, v + h) == (Decimal(lo), Decimal(hi))


@settings(max_examples=25, deadline=None)
@given(pct=st.decimals(min_value=Decimal("1.0"), max_value=Decimal("60.0"), places=1))
def test_a_percent_its_digits_give_is_never_false_and_one_far_from_it_is(tmp_path_factory, pct):
    vllm = 1000.0
    wit = sealed(tmp_path_factory.mktemp("pct"), "p", engines(trt=vllm * float(1 + pct / 100), vllm=vllm))
    for stated in {int(pct), int(pct + Decimal("0.5"))}:  # truncated, rounded
        if stated >= 1:
            r = grade_statement(f"TensorRT-LLM delivers {stated}% higher throughput than vLLM.", wit, SCOPE)
            assert r.verdict != "false", (pct, stated, r.reason)
    far = int(pct) + 3
    r = grade_statement(f"TensorRT-LLM delivers {far}% higher throughput than vLLM.", wit, SCOPE)
    assert r.verdict == "false", (pct, far, r.reason)


def test_a_percent_on_its_digits_edge_by_float_noise_is_never_false(tmp_path):
    """6.5% re-derived from float rows comes out a few ulps below 6.5 (4.16015625 / 3.90625): "7%" rounds from
    it, so it is never an accusation (found by the property test above, pct=6.5)."""
    wit = sealed(tmp_path, "edge", engines(trt=1000.0 * 1.065, vllm=1000.0))
    r = grade_statement("TensorRT-LLM delivers 7% higher throughput than vLLM.", wit, SCOPE)
    assert r.verdict == "not-yet", r.reason
    r = grade_statement("TensorRT-LLM delivers 10% higher throughput than vLLM.", wit, SCOPE)
    assert r.verdict == "false", r.reason
