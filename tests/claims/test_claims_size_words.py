"""Words of a small size checked against the size the sentence states (claimcheck/claims/size_words.py; production
size_bound in claimcheck/claims/grammar.lark).

"slightly" / "marginally" / "a bit" / "a little" (25% at most) and "somewhat" / "moderately" / "modestly" (50% at
most), read as a degree by the change constructs, stay read only where the sentence states the size of the change
they qualify (two values of one metric and statistic, a percent, a factor) within the word's limit. Past it, or with
no size stated (a difference alone), the word is unread: never net-true, never false.

Witness q by hand, as in tests/claims/test_claims_statistic_words.py (10 requests per arm): FP8 (treatment) TTFT mean
200 ms, p99 500 ms, TPOT 12 ms; BF16 (baseline) TTFT mean 300 ms, p99 600 ms, TPOT 24 ms. p99 TTFT BF16 / FP8 = 1.2
(+20%), mean TTFT 1.5 (+50%), TPOT 2.0.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_tests, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

NEG = "It is not true that "
Q = [A("fp8", "FP8", role="treatment", thr=1.7, ttft_mp=(0.2, 0.5), tpot=0.012, tok=100, settings={"dtype": "fp8"}),
     A("bf16", "BF16", role="baseline", thr=1.0, ttft_mp=(0.3, 0.6), tpot=0.024, tok=100,
       settings={"dtype": "bfloat16"})]

wit = sealed_fixture("size-words", {"q": Q})


def grade(wits, name, s):
    return grade_statement(s, wits[name], "10 requests per arm")


FRAMES = [
    ("q", "P99 TTFT drops slightly with FP8 (500 ms vs 600 ms).",
     ["P99 TTFT rises slightly with FP8 (500 ms vs 600 ms).", "P99 TTFT drops slightly with FP8 (750 ms vs 900 ms).",
      "P99 TTFT drops slightly with FP8 (250 ms vs 300 ms).", "P99 TTFT drops slightly with BF16 (500 ms vs 600 ms).",
      "Mean TTFT drops slightly with FP8 (200 ms vs 300 ms).",      # +50%: past "slightly"
      NEG + "p99 TTFT drops slightly with FP8 (500 ms vs 600 ms)."]),
    ("q", "Mean TTFT drops moderately with FP8 (200 ms vs 300 ms).",
     ["Mean TTFT drops slightly with FP8 (200 ms vs 300 ms).", "Mean TTFT drops a little with FP8 (200 ms vs 300 ms).",
      "Mean TTFT rises moderately with FP8 (200 ms vs 300 ms).", "Mean TTFT drops moderately with FP8 (300 ms vs 450 ms)."]),
    ("q", "Mean TTFT goes down somewhat, from 300 ms to 200 ms with FP8.",
     ["Mean TTFT goes down slightly, from 300 ms to 200 ms with FP8.",
      "Mean TTFT goes up somewhat, from 300 ms to 200 ms with FP8.",
      "Mean TTFT goes down somewhat, from 300 ms to 200 ms with BF16."]),
]

test_true_read_net_true, test_twins_never_net_true = frame_tests(FRAMES, grade)

# a small size on a large change, or with no size stated: unread -- never net-true, never false
PAST = [
    "Mean TPOT drops slightly with FP8 (12 ms vs 24 ms).",          # 2x
    "Mean TPOT drops moderately with FP8 (12 ms vs 24 ms).",
    "Mean TPOT goes down a bit, from 24 ms to 12 ms with FP8.",
    "Mean TTFT is slightly lower with FP8 (-100 ms).",              # a difference: no size stated
    "P99 TTFT drops slightly with FP8 (500 ms vs 600 ms), and mean TPOT drops slightly too (12 ms vs 24 ms).",
]


@pytest.mark.parametrize("s", PAST)
def test_a_small_size_past_its_limit_is_unread(wit, s):
    res = grade(wit, "q", s)
    assert_never_net_true(res, s)
    assert_never_false(res, s)
