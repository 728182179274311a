"""A change noun as the subject with no baseline named (production gain_subject_bare -- claimcheck/claims/grammar.py
``m_gain_subject``; issue 16): "With batch size 32 and N-Gram k = 5, v = 3, the speed up is 33.06%." (corpus rs497),
"N-Gram's speedup is 1.33x", "the throughput gain was 25%". Read as the change noun's own value is read ("a speedup of
25%"): the subject's against the other arm of two; with no arm named, the declared pair's (production unnamed_change).
A bare speedup's percent has two meanings (the rate's change, and the time's): false only when both are contradicted.

The witness (worked out by hand; 10 requests per arm, 8 output tokens each): ``spec`` (treatment, "speculative
decoding") completes 10 requests in 6.667 s (1.5 req/s); nine requests have a TTFT of a and one of c, with mean 100 ms
and numpy-linear p99 300 ms: a = (1.0 - 0.3 / 0.91) / (10 - 1 / 0.91) = 75.3 ms, c = 295.6 ms... (``ttft_mp``).
``plain`` (baseline, "plain decoding") 1.2 req/s (8.333 s), every TTFT 125 ms.

* throughput: 1.5 / 1.2 = 1.25x, +25% (the time's meaning of a 20% speedup: 1 / (1 - 0.2) = 1.25x as well);
* mean TTFT: 100 / 125 = 0.8, -20%; median TTFT 75.3 / 125: -39.7%; p99 TTFT 300 / 125: +140%.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("spec", "speculative decoding", "Speculative decoding", thr=1.5, ttft_mp=(0.1, 0.3), role="treatment"),
        A("plain", "plain decoding", "Plain decoding", thr=1.2, ttft=0.125, role="baseline")]
SCOPE = "10 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "gain_subject_bare", {"w": ARMS})


def _grade(wit, name, s):
    return grade_statement(s, wit[name], SCOPE)


NOT = "It is not true that "
FRAMES = [
    ("w", "The speedup is 25%.", ["The speedup is 50%.", "The slowdown is 25%.", NOT + "the speedup is 25%.",
                                  "The speedup is not 25%.", "Plain decoding's speedup is 25%."]),
    ("w", "In this run, the speed up is 25%.", ["In this run, the speed up is 50%.",
                                                            NOT + "in this run, the speed up is 25%."]),
    ("w", "The speed-up is 1.25x.", ["The speed-up is 2.5x.", "The slowdown is 1.25x.",
                                     NOT + "the speed-up is 1.25x."]),
    ("w", "Speculative decoding's speedup is 1.25x.", ["Plain decoding's speedup is 1.25x.",
                                                       "Speculative decoding's speedup is 1.6x.",
                                                       "Speculative decoding's slowdown is 1.25x."]),
    ("w", "The speedup of speculative decoding was 1.25x.", ["The speedup of plain decoding was 1.25x.",
                                                             "The speedup of speculative decoding was 1.5x."]),
    ("w", "The throughput gain was 25%.", ["The throughput gain was 50%.", "The throughput reduction was 25%.",
                                           "The throughput loss was 25%.", NOT + "the throughput gain was 25%."]),
    ("w", "The throughput increase is about 25%.", ["The throughput increase is about 40%.",
                                                    "The throughput decrease is about 25%."]),
    ("w", "The mean TTFT reduction is 20%.", ["The mean TTFT reduction is 40%.", "The mean TTFT increase is 20%.",
                                              "The p99 TTFT reduction is 20%.", "The median TTFT reduction is 20%.",
                                              NOT + "the mean TTFT reduction is 20%."]),
    ("w", "Speculative decoding's mean TTFT improvement was 20%.",
     ["Plain decoding's mean TTFT improvement was 20%.", "Speculative decoding's mean TTFT regression was 20%.",
      "Speculative decoding's p99 TTFT improvement was 20%."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("s", ["The speedup is 20%.", "The speed up is 20%.", "The speed-up is 20%.",
                               "Speculative decoding's speedup is 20%."])
def test_a_speedup_percent_in_the_time_meaning_is_never_false(wit, s):
    """20% less time is 1 / 0.8 = 1.25x the rate: the time's meaning agrees, so the rate's (+20%) cannot accuse."""
    res = _grade(wit, "w", s)
    assert_never_false(res, s)
    assert res.verdict != "net-true", s


@pytest.mark.parametrize("s", ["The speedup is 60%.", "The speed up is 60%.", "The throughput gain was 50%.",
                               "The p99 TTFT reduction is 20%."])
def test_a_contradicted_reading_is_false(wit, s):
    """60%: neither +60% of the rate (1.25x) nor 60% less time (2.5x); 50% gain of 1.25x; p99 TTFT rose 140%."""
    res = _grade(wit, "w", s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", ["Speedup is 25%.", "The TTFT speedup is 20%.", "The speedup is not 25%."])
def test_not_read(wit, s):
    """No article and no arm; a speedup's percent of a latency (the value's or the speed's change?); a negation after
    the copula: left unread, neither net-true nor false."""
    res = _grade(wit, "w", s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(subject=st.sampled_from(["The speedup", "The speed up", "The speed-up", "Speculative decoding's speedup",
                                "The speedup of speculative decoding", "The throughput gain",
                                "The throughput increase"]),
       copula=st.sampled_from(["is", "was"]), unit=st.sampled_from(["x", "%"]),
       factor=st.sampled_from([0.4, 0.7, 1.5, 2.0, 3.0]))
def test_the_true_value_is_net_true_and_a_scaled_one_never(subject, copula, unit, factor, wit):
    """By hand: 1.25x, +25%. The true value is net-true for every subject and copula; the value scaled beyond its
    precision is never net-true; neither is ever false where the time's meaning holds."""
    value = 1.25 if unit == "x" else 25
    true = _grade(wit, "w", f"{subject} {copula} {value:g}{unit}.")
    assert true.verdict == "net-true", (subject, copula, unit, true.reason)
    twin = _grade(wit, "w", f"{subject} {copula} {value * factor:g}{unit}.")
    assert twin.verdict != "net-true", (subject, copula, unit, factor)
