"""A change that names only its own arm, in a witness of three arms or more with one declared baseline (issue 16;
production sole_baseline, grammar._Clause.assemble): "Static FP8 cuts mean TPOT by 32.4%" of a witness of BF16, static
FP8 and dynamic FP8 whose one declared baseline is BF16. Write-ups that compare several treatments with one baseline
write their changes so ("Dynamic FP8: +14.8% TPS, -14.1% TTFT, -21.8% TPOT", gpustack's quantization study). The
declared baseline is taken as the change's baseline; since the author may mean another arm, the reading only agrees:
a contradiction is held back (Assertion.baseline_implied: not-yet, never false). Naming the baseline ("than BF16")
grades both ways as before.

Witness (``uniform``: 24 requests per arm, 8 output tokens each, 4 lanes; worked out by hand):
* bf16 (baseline): wall 10.0 s -> 2.4 req/s, TTFT 200 ms;
* fp8 (treatment): wall 8.0 s -> 3.0 req/s (+25%, 1.25x of bf16), TTFT 150 ms (-25%, 50 ms less);
* awq (treatment): wall 12.5 s -> 1.92 req/s (-20%, 0.8x of bf16), TTFT 300 ms (+50%, 100 ms more).
fp8 against awq: 3.0 / 1.92 = 1.5625x (+56.25%).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

ARMS = {"bf16": {"aliases": ["BF16"], "workers": 4, "role": "baseline", "settings": {"quantization": "bf16"}},
        "fp8": {"aliases": ["FP8"], "workers": 4, "role": "treatment", "settings": {"quantization": "fp8"}},
        "awq": {"aliases": ["AWQ"], "workers": 4, "role": "treatment", "settings": {"quantization": "awq"}}}
SCOPE = "one CPU host, 24 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("sole-baseline")
    rows = (uniform("bf16", 24, 10.0, 4, ttft=0.2) + uniform("fp8", 24, 8.0, 4, ttft=0.15)
            + uniform("awq", 24, 12.5, 4, ttft=0.3))
    none = {n: {**a, "role": "treatment"} for n, a in ARMS.items()}
    kv = {**ARMS, "kv": {"aliases": ["KV FP8"], "workers": 4, "role": "treatment", "settings": {"quantization": "bf16"}}}
    kv_rows = rows + uniform("kv", 24, 9.6, 4, ttft=0.2)
    return {"roles": str(seal(root / "roles", ab_witness(ARMS, inputs={"tasks": 24}), {"rows.jsonl": rows})),
            "kv": str(seal(root / "kv", ab_witness(kv, inputs={"tasks": 24}), {"rows.jsonl": kv_rows})),
            "none": str(seal(root / "none", ab_witness(none, inputs={"tasks": 24}), {"rows.jsonl": rows}))}


TRUE = [
    "FP8 raises request throughput by 25%.",
    "AWQ lowers request throughput by 20%.",
    "FP8 cuts mean TTFT by 25%.",
    "FP8 cuts mean TTFT by 50 ms.",
    "AWQ raises mean TTFT by 100 ms.",
    "FP8: +25% request throughput, -25% mean TTFT",
]
# never net-true (scaled, flipped, the baseline as subject, negated); the contradicted ones not-yet, never false
TWISTS = [
    "FP8 raises request throughput by 50%.",
    "FP8 raises request throughput by 12.5%.",
    "FP8 lowers request throughput by 25%.",
    "AWQ raises request throughput by 20%.",
    "FP8 cuts mean TTFT by 100 ms.",
    "FP8 raises mean TTFT by 25%.",
    "BF16 raises request throughput by 25%.",
    "It is not true that FP8 raises request throughput by 25%.",
    "FP8: +50% request throughput, -25% mean TTFT",
    "FP8 is 56% faster.",  # true against AWQ (3.0 / 1.92 = 1.5625): the author may mean AWQ; never false
]


@pytest.mark.parametrize("s", TRUE)
def test_true_change_against_the_declared_baseline(wit, s):
    r = grade_statement(s, wit["roles"], SCOPE)
    assert r.verdict == "net-true", (s, r.reason)


@pytest.mark.parametrize("s", TWISTS)
def test_twists_never_net_true_and_never_false(wit, s):
    r = grade_statement(s, wit["roles"], SCOPE)
    assert r.verdict not in ("net-true", "false"), (s, r.verdict, r.reason)


def test_named_baseline_still_accuses(wit):
    """With the baseline named, a contradiction is an accusation as before."""
    r = grade_statement("FP8 raises request throughput by 50% over BF16.", wit["roles"], SCOPE)
    assert r.verdict == "false", r.reason
    r = grade_statement("FP8 raises request throughput by 25% over BF16.", wit["roles"], SCOPE)
    assert r.verdict == "net-true", r.reason


def test_held_back_names_the_baseline_taken(wit):
    r = grade_statement("FP8 raises request throughput by 50%.", wit["roles"], SCOPE)
    assert any("declared baseline (bf16)" in (q.detail or "") for q in r.quantities), r.reason


@pytest.mark.parametrize("s", TRUE[:3])
def test_no_declared_baseline_no_reading(wit, s):
    """Three arms, none a declared baseline (a witness may declare at most one): which arm is compared with is not
    known; not-yet."""
    r = grade_statement(s, wit["none"], SCOPE)
    assert r.verdict == "not-yet", (s, r.reason)


def test_an_alias_wins_over_a_setting_phrase(wit):
    """"BF16" is the alias of the arm bf16; the arm kv (KV cache in FP8, wall 9.6 s -> 2.5 req/s) also declares
    quantization bf16. The alias names bf16 only: FP8 3.0 / bf16 2.4 = 1.25x (against kv it would be 1.2x)."""
    r = grade_statement("FP8 raises request throughput by 25% over BF16.", wit["kv"], SCOPE)
    assert r.verdict == "net-true", r.reason
    r = grade_statement("FP8 raises request throughput by 20% over BF16.", wit["kv"], SCOPE)
    assert r.verdict == "false", r.reason
