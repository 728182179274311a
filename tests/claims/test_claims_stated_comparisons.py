"""A comparison of two stated values, each with its own statistic (claimcheck/claims/bound_values.py ``_comparative``
and ``_compared``; issue 16).

Found on held-out suites: "the p99 ITL of EAGLE (10.9 ms) is lower than the median ITL of the baseline (11.0 ms)" and
"the 99th percentile of the inter-token latency with EAGLE (9.6 ms) remains below the mean inter-token latency of the
baseline (12.1 ms)" were left unread ("lower than", "remains below"): a comparison across two statistics, which no
comparison assertion states (one statistic per comparison). It is read as a check of the sentence's own two values:
each value is checked against the witness, and the comparison is read only where the two stated intervals lie apart
in its direction, so both values agreeing makes it true. A flipped word, swapped values or overlapping intervals leave
it unread; a contradicted value is held back (bound_values never accuses).

The witness (worked out by hand; 100 requests per arm):

* ``eagle`` (treatment, "EAGLE"): 98 requests at TTFT 100 ms, 2 at 300 ms. Mean 104 ms, median 100 ms; p99 300 ms by
  both definitions (numpy linear: index 98.01 of 0..99, between two 300 ms values; nearest rank: the 99th of 100, 300
  ms).
* ``ar`` (baseline, "autoregressive decoding"): every request at TTFT 400 ms (mean = median = p99 = 400 ms).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("eagle", "EAGLE", thr=3.0, n=100, ttfts=[0.1] * 98 + [0.3] * 2, role="treatment"),
        A("ar", "autoregressive decoding", thr=2.0, n=100, ttft=0.4, role="baseline")]
TRUE_P99, TRUE_AR = 300, 400  # ms: eagle's p99 TTFT, autoregressive decoding's every statistic


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "stated_cmp", {"w": ARMS})


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], "100 requests per arm")


S1 = "The p99 TTFT of EAGLE (300 ms) is lower than the mean TTFT of autoregressive decoding (400 ms)."
FRAMES = [
    ("w", S1, [
        S1.replace("lower", "higher"),                                              # flipped
        "The p99 TTFT of EAGLE (400 ms) is lower than the mean TTFT of autoregressive decoding (300 ms).",  # values
        "The p99 TTFT of autoregressive decoding (300 ms) is lower than the mean TTFT of EAGLE (400 ms).",  # arms
        S1.replace("p99 TTFT", "mean TTFT"),                                        # another statistic (104 ms)
        S1.replace("300 ms", "450 ms"), S1.replace("300 ms", "150 ms"),             # x1.5, x0.5
        S1.replace("400 ms", "600 ms"), S1.replace("400 ms", "200 ms"),
        S1.replace("is lower", "is not lower"),                                     # negation
        S1.replace("is lower", "may be lower"),                                     # a modal
        "It is not true that the p99 TTFT of EAGLE (300 ms) is lower than the mean TTFT of autoregressive decoding "
        "(400 ms).",
    ]),
    ("w", "Notably, the median TTFT of EAGLE (100 ms) is lower than the p99 TTFT of autoregressive decoding (400 ms).", [
        "Notably, the median TTFT of EAGLE (100 ms) is higher than the p99 TTFT of autoregressive decoding (400 ms).",
        "Notably, the p99 TTFT of EAGLE (100 ms) is lower than the p99 TTFT of autoregressive decoding (400 ms).",
    ]),
    ("w", "EAGLE's p99 TTFT (300 ms) remains below the mean TTFT of autoregressive decoding (400 ms).", [
        "EAGLE's p99 TTFT (300 ms) remains above the mean TTFT of autoregressive decoding (400 ms).",
        "EAGLE's p99 TTFT (400 ms) remains below the mean TTFT of autoregressive decoding (300 ms).",
        "EAGLE's p99 TTFT (300 ms) never remains below the mean TTFT of autoregressive decoding (400 ms).",
    ]),
    ("w", "The mean TTFT of autoregressive decoding (400 ms) is higher than the p99 TTFT of EAGLE (300 ms).", [
        "The mean TTFT of autoregressive decoding (400 ms) is lower than the p99 TTFT of EAGLE (300 ms).",
        "The mean TTFT of autoregressive decoding (400 ms) is higher than the median TTFT of EAGLE (300 ms).",
    ]),
    ("w", "The p99 TTFT of EAGLE (300 ms) is better than the mean TTFT of autoregressive decoding (400 ms).", [
        "The p99 TTFT of EAGLE (300 ms) is worse than the mean TTFT of autoregressive decoding (400 ms).",
    ]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)

#: true sentences whose stated intervals overlap (the comparison cannot follow from them): not read, never false
NOT_SHOWN = [
    "The p99 TTFT of EAGLE (~300 ms) is lower than the mean TTFT of autoregressive decoding (~330 ms).",
    "The p99 TTFT of EAGLE (0.3 s) is lower than the mean TTFT of autoregressive decoding (0.3 s).",
]


@pytest.mark.parametrize("s", NOT_SHOWN)
def test_a_comparison_its_values_cannot_show_is_not_read(wit, s):
    res = _grade(wit, "w", s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


WORDS = {"lower than": "down", "below": "down", "better than": "down", "higher than": "up", "above": "up",
         "worse than": "up"}


@settings(max_examples=40, deadline=None)
@given(v1=st.sampled_from([150, 250, 290, 300, 310, 400, 450]), v2=st.sampled_from([200, 300, 390, 400, 410, 600]),
       word=st.sampled_from(sorted(WORDS)), swap=st.booleans())
def test_net_true_only_when_both_values_and_the_direction_are_true_and_never_false(wit, v1, v2, word, swap):
    """Q1 and Q2 by construction, over stated values near and far from the truth, every comparison word and both arm
    orders: net-true only where each stated value is the arm's own (to its written precision) and the comparison holds
    of them; never false (a reading by position is never an accusation)."""
    a1, a2 = ("autoregressive decoding", "EAGLE") if swap else ("EAGLE", "autoregressive decoding")
    s = f"The p99 TTFT of {a1} ({v1} ms) is {word} the mean TTFT of {a2} ({v2} ms)."
    res = _grade(wit, "w", s)
    assert_never_false(res, s)
    if res.verdict == "net-true":
        true1, true2 = (TRUE_AR, TRUE_AR) if swap else (TRUE_P99, TRUE_AR)
        assert (v1, v2) == (true1, true2), s
        assert (true1 < true2) if WORDS[word] == "down" else (true1 > true2), s
