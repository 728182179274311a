"""Extreme words as a per-request time's statistic in a label (claimcheck/claims/extremes.py; productions
extreme_statistic and across_all in claimcheck/claims/grammar.lark).

"Worst TTFT: ~700ms on TP2, ~494ms on TP4": *worst* / *slowest* the max, *best* / *fastest* the min, read only in a
label that opens its clause and ends in a colon right after the metric (or after "across all N requests"); "across
all N requests" there counts N completed requests, or N given (inconclusive where some failed: the extreme is then
over fewer). Elsewhere ("FP8 had the worst TTFT", "The worst TTFT was 633 ms with BF16": the arms ranked?) and of ITL
(the worst gap or the worst request's?) the word is not read.

Witness q by hand, as in tests/claims/test_claims_statistic_words.py (10 requests per arm, 100 output tokens each):
FP8 TTFT nine requests at 162.96 ms and one at 533.3 ms (min 163 ms, max 533 ms), TPOT 12 ms every request, e2e = TTFT
+ 1.188 s (min 1.351 s, max 1.721 s); BF16 TTFT nine at 262.96 ms and one at 633.3 ms, TPOT 24 ms, e2e = TTFT + 2.376
s (min 2.639 s, max 3.009 s).

Witnesses clean / failbf (claims_corpus.witnesses.uniform, as tests/claims/test_claims_count_arms.py): bf16 and fp8,
50 requests each, TTFT 100 ms every request; in failbf bf16's tasks 2 and 7 failed (48 of 50 completed).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (assert_never_false, assert_never_net_true, assert_read_net_true,  # noqa: E402
                                        frame_tests, sealed_fixture)
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

NEG = "It is not true that "
Q = [A("fp8", "FP8", role="treatment", thr=1.7, ttft_mp=(0.2, 0.5), tpot=0.012, tok=100, settings={"dtype": "fp8"}),
     A("bf16", "BF16", role="baseline", thr=1.0, ttft_mp=(0.3, 0.6), tpot=0.024, tok=100,
       settings={"dtype": "bfloat16"})]

wit = sealed_fixture("extremes", {"q": Q})


def grade(wits, name, s):
    return grade_statement(s, wits[name], "10 requests per arm")


FRAMES = [
    ("q", "Worst TTFT: 533 ms with FP8, 633 ms with BF16.",
     ["Worst TTFT: 633 ms with FP8, 533 ms with BF16.",      # arms swapped
      "Best TTFT: 533 ms with FP8, 633 ms with BF16.",       # the min for the max
      "Worst TTFT: 800 ms with FP8, 950 ms with BF16.",      # x1.5
      "Worst TTFT: 267 ms with FP8, 317 ms with BF16.",      # x0.5
      NEG + "worst TTFT: 533 ms with FP8, 633 ms with BF16."]),
    ("q", "Worst TTFT across all 10 requests: ~533 ms on FP8, ~633 ms on BF16.",
     ["Worst TTFT across all 12 requests: ~533 ms on FP8, ~633 ms on BF16.",   # another count
      "Worst TTFT across all 10 requests: ~633 ms on FP8, ~533 ms on BF16.",
      "Fastest TTFT across all 10 requests: ~533 ms on FP8, ~633 ms on BF16.",
      "Worst TTFT across all 10 requests: ~800 ms on FP8, ~950 ms on BF16."]),
    ("q", "Slowest E2E latency: 1.72 s with FP8 vs 3.01 s with BF16.",
     ["Slowest E2E latency: 3.01 s with FP8 vs 1.72 s with BF16.",
      "Fastest E2E latency: 1.72 s with FP8 vs 3.01 s with BF16.",
      "Slowest E2E latency: 2.58 s with FP8 vs 4.51 s with BF16.",
      "Slowest E2E latency: 0.86 s with FP8 vs 1.5 s with BF16."]),
    ("q", "Fastest TTFT: about 163 ms on FP8.",
     ["Slowest TTFT: about 163 ms on FP8.", "Fastest TTFT: about 163 ms on BF16.",
      "Fastest TTFT: about 245 ms on FP8.", "Fastest TTFT: about 80 ms on FP8."]),
    ("q", "The best TPOT over all 10 requests: 12 ms with FP8, 24 ms with BF16.",
     ["The best TPOT over all 10 requests: 24 ms with FP8, 12 ms with BF16.",
      "The best TPOT over all 10 requests: 18 ms with FP8, 36 ms with BF16.",
      "The best TPOT over all 10 requests: 6 ms with FP8, 12 ms with BF16."]),
]

test_true_read_net_true, test_twins_never_net_true = frame_tests(FRAMES, grade)

# the extreme word anywhere else ranks the arms, or names the worst gap: not read (never net-true, never false)
NOT_READ = [
    "FP8 had the worst TTFT: 533 ms.",
    "BF16 had the worst TTFT: 633 ms.",
    "The worst TTFT was 633 ms with BF16.",
    "The worst TTFT was 533 ms with FP8.",
    "Worst TTFT was 533 ms with FP8.",
    "Worst TTFT is on BF16: 633 ms.",
    "Worst ITL: 24 ms with BF16.",
    "Worst throughput: 1.0 req/s with BF16.",
    "Slowest TTFT across all 10 runs: 533 ms with FP8.",
]


@pytest.mark.parametrize("s", NOT_READ)
def test_extreme_words_elsewhere_are_not_read(wit, s):
    res = grade(wit, "q", s)
    assert_never_net_true(res, s)
    assert_never_false(res, s)


QUANT = {"bf16": {"aliases": [], "workers": 4, "role": "baseline", "settings": {"quantization": "bf16"}},
         "fp8": {"aliases": [], "workers": 4, "role": "treatment", "settings": {"quantization": "fp8"}}}


@pytest.fixture(scope="module")
def counted(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("extremes_counted")

    def w(name: str, rows) -> str:
        return str(seal(root / name, ab_witness(QUANT), {"rows.jsonl": [r for rr in rows for r in rr]}))

    return {"clean": w("clean", [uniform("bf16", 50, 10.0, 4), uniform("fp8", 50, 8.0, 4)]),
            "failbf": w("failbf", [uniform("bf16", 50, 10.0, 4, failed=(2, 7)), uniform("fp8", 50, 8.0, 4)])}


ACROSS = "Worst TTFT across all 50 requests: 100 ms on bf16, 100 ms on fp8."


def test_across_all_requests_is_read_where_none_failed(counted):
    assert_read_net_true(grade_statement(ACROSS, counted["clean"], "50 requests per arm"))


def test_across_all_requests_with_failures_is_not_yet(counted):
    # two of bf16's 50 failed: its worst TTFT is over 48 requests, not all 50 -- neither net-true nor false
    res = grade_statement(ACROSS, counted["failbf"], "50 requests per arm")
    assert res.verdict == "not-yet", (res.verdict, res.reason)
    # without "across all 50 requests" the max over the completed requests is read and agrees
    assert_read_net_true(grade_statement("Worst TTFT: 100 ms on bf16, 100 ms on fp8.", counted["failbf"],
                                         "50 requests per arm"))
