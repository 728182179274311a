"""Frames around "up to N" that were left unread (issue 16): a gain noun as the subject with a capability modal before
its bound (production modal_gain_copula: "The speedup can be up to 3x", "the TTFT reduction could be as much as 60%"),
the metric after the gain noun (production gain_subject_in: "The reduction in TTFT is up to 60%", "the observed decrease
in latency can be as much as 60%"), and "up to" after a rising change verb's metric (production change_up_to:
"increases throughput up to 3x", which change_particle took for the particle of "up to 410 ms from 260 ms"), "with ARM"
after the gain noun ("The speedup with FlashInfer is up to 3x"), a speed-up verb with no "by" ("speeds up serving up
to 3x") and a factor in parentheses after a comparison and its baseline (production margin_after: "faster than the
baseline (up to 3x)").

One meaning throughout (docs/claim-check.md, "Up to N: the best run"): "up to N" is the best run the witness holds,
within N's stated precision; with one run per arm, that run's value. A best run away from N is `not-yet`, never `false`;
"can" / "could" are read only before such a bound ("the speedup can be 3x" stays unread, as "can achieve 30x" does).

A causative before the run's work (vocabulary.CAUSED_SPEED_OBJECTS: "FlashInfer makes serving up to 3x faster") is
read as "serving is up to 3x faster with FlashInfer" (production causative); "makes it", an arm or a kernel after it stays
unread.

The witness (worked out by hand; 10 requests per arm, 8 output tokens each): ``flash`` (treatment, "FlashInfer")
completes its 10 requests at 3 req/s, every TTFT 40 ms, every end-to-end latency 200 ms; ``base`` (baseline, "the
baseline") 1 req/s, every TTFT 100 ms, every latency 500 ms (600 ms in ``s``, where the speed of "serving" is 3x
under each of its measures: throughput, 1 / mean latency, 1 / wall). So:

* throughput: 3 / 1 = 3x, +200%;
* TTFT (every statistic): 40 / 100 = 0.4, -60% (2.5x lower);
* end-to-end latency (every statistic): 200 / 500 = 0.4, -60%.
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

ARMS = [A("flash", "FlashInfer", thr=3.0, ttft=0.04, dur=0.2, role="treatment"),
        A("base", "the baseline", "baseline", thr=1.0, ttft=0.1, dur=0.5, role="baseline")]
#: the same, every latency in the throughput's ratio (600 ms for the baseline): "serving" is the speed of the work, 3x
#: under each of its measures (production performance_measures, claimcheck/claims/work_measures.py)
SERVING = [A("flash", "FlashInfer", thr=3.0, ttft=0.04, dur=0.2, role="treatment"),
           A("base", "the baseline", "baseline", thr=1.0, ttft=0.1, dur=0.6, role="baseline")]
SCOPE = "10 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "up_to_frames", {"w": ARMS, "s": SERVING})


def _grade(wit, name, s):
    return grade_statement(s, wit[name], SCOPE)


NOT = "It is not true that "
FRAMES = [
    # modal_gain_copula: the modal and "be" before the gain subject's own bound
    ("w", "The speedup can be up to 3x.", ["The speedup can be up to 6x.", "The slowdown can be up to 3x.",
                                           "The speedup cannot be up to 3x.", "The speedup may be up to 3x.",
                                           "The speedup can not be up to 3x.", NOT + "the speedup can be up to 3x."]),
    ("w", "The TTFT reduction could be as much as 60%.", ["The TTFT reduction could be as much as 90%.",
                                                         "The TTFT increase could be as much as 60%.",
                                                         "The throughput reduction could be as much as 60%."]),
    ("w", "FlashInfer's speedup over the baseline can now be up to 3x.",
     ["The baseline's speedup over FlashInfer can now be up to 3x.",
      "FlashInfer's speedup over the baseline can now be up to 1.5x."]),
    ("w", "The throughput gain can be up to 200%.", ["The throughput gain can be up to 400%.",
                                                     "The throughput loss can be up to 200%."]),
    # gain_subject_in: the metric after "in"
    ("w", "The reduction in TTFT is up to 60%.", ["The reduction in TTFT is up to 30%.",
                                                  "The increase in TTFT is up to 60%.",
                                                  "The reduction in throughput is up to 60%."]),
    ("w", "The reduction in mean TTFT was 60%.", ["The reduction in mean TTFT was 30%.",
                                                  "The increase in mean TTFT was 60%.",
                                                  NOT + "the reduction in mean TTFT was 60%."]),
    ("w", "The improvement in throughput is 3x.", ["The improvement in throughput is 6x.",
                                                   "The improvement in TTFT is 3x."]),
    ("w", "The increase in throughput over the baseline was 200%.",
     ["The increase in throughput over the baseline was 100%.", "The decrease in throughput over the baseline was 200%."]),
    # the author's own measurement named before the gain noun
    ("w", "The observed decrease in latency can be as much as 60%.",
     ["The observed decrease in latency can be as much as 90%.", "The observed increase in latency can be as much as 60%.",
      "The expected decrease in latency can be as much as 60%."]),
    ("w", "The measured speedup over the baseline is 3x.", ["The measured speedup over the baseline is 6x.",
                                                            "The measured slowdown over the baseline is 3x."]),
    # change_up_to: "up to N" after a rising change verb's metric
    ("w", "FlashInfer increases throughput up to 3x.", ["FlashInfer increases throughput up to 6x.",
                                                        "FlashInfer decreases throughput up to 3x.",
                                                        "The baseline increases throughput up to 3x.",
                                                        NOT + "FlashInfer increases throughput up to 3x."]),
    ("w", "FlashInfer boosts throughput up to 200%.", ["FlashInfer boosts throughput up to 400%."]),
    # "with ARM" after the gain noun names its arm; a speed-up verb with no "by" before its amount
    ("w", "The speedup with FlashInfer is up to 3x.", ["The speedup with FlashInfer is up to 6x.",
                                                      "The speedup with the baseline is up to 3x.",
                                                      "The slowdown with FlashInfer is up to 3x."]),
    ("w", "The throughput gain with FlashInfer was 200%.", ["The throughput gain with FlashInfer was 400%.",
                                                            "The throughput gain with the baseline was 200%.",
                                                            "The throughput loss with FlashInfer was 200%."]),
    ("s", "FlashInfer speeds up serving up to 3x.", ["FlashInfer speeds up serving up to 6x.",
                                                     "The baseline speeds up serving up to 3x."]),
    ("s", "FlashInfer accelerates serving 3x.", ["FlashInfer accelerates serving 6x.",
                                                 "The baseline accelerates serving 3x."]),
    # a factor in parentheses after a direction and its baseline (margin_after), the bound inside it too
    ("w", "FlashInfer is faster than the baseline (up to 3x).", ["FlashInfer is faster than the baseline (up to 6x).",
                                                                 "FlashInfer is slower than the baseline (up to 3x).",
                                                                 "The baseline is faster than FlashInfer (up to 3x)."]),
    ("w", "FlashInfer has lower TTFT than the baseline (2.5x).", ["FlashInfer has lower TTFT than the baseline (5x).",
                                                                  "FlashInfer has higher TTFT than the baseline (2.5x).",
                                                                  "FlashInfer has lower TTFT than the baseline (2.5x on"
                                                                  " H100)."]),
    # causative: "makes serving N faster"; the equative "N x as fast as" under a modal bound
    ("s", "FlashInfer makes serving up to 3x faster.", ["FlashInfer makes serving up to 6x faster.",
                                                        "FlashInfer makes serving up to 3x slower.",
                                                        "The baseline makes serving up to 3x faster."]),
    ("s", "FlashInfer makes serving 3x faster.", ["FlashInfer makes serving 6x faster.",
                                                  "FlashInfer makes serving 3x slower.",
                                                  "FlashInfer does not make serving 3x faster."]),
    ("w", "FlashInfer can be up to 3x as fast as the baseline.", ["FlashInfer can be up to 6x as fast as the baseline.",
                                                                  "The baseline can be up to 3x as fast as FlashInfer."]),
    ("w", "FlashInfer raised request throughput up to 3 times over the baseline.",
     ["FlashInfer raised request throughput up to 6 times over the baseline.",
      "The baseline raised request throughput up to 3 times over FlashInfer."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("s", ["The speedup can be up to 6x.", "The speedup can be up to 1.5x.",
                               "The TTFT reduction could be as much as 90%.", "The reduction in TTFT is up to 30%.",
                               "The increase in TTFT is up to 60%.", "FlashInfer increases throughput up to 6x.",
                               "FlashInfer increases TTFT up to 3x.", "The observed increase in latency can be as much as 60%."])
def test_a_best_run_away_from_the_bound_is_never_false(wit, s):
    """'up to N' is the best run; one that misses N is not an accusation (it is never net-true either)."""
    res = _grade(wit, "w", s)
    assert_never_false(res, s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", ["The reduction in mean TTFT was 30%.", "The increase in mean TTFT was 60%.",
                               "The improvement in throughput is 6x.", "The increase in TTFT is 60%.",
                               "The observed decrease in latency is 90%.", "FlashInfer makes serving 6x faster.",
                               "FlashInfer makes serving 3x slower.", "The throughput gain with FlashInfer was 400%.",
                               "FlashInfer accelerates serving 6x.", "FlashInfer has lower TTFT than the baseline (5x).",
                               "FlashInfer is slower than the baseline (3x)."])
def test_a_contradicted_complete_reading_is_false(wit, s):
    """No bound: the typical value. -60% TTFT is no -30% and no +60%; 3x is no 6x; latency fell 60%, not 90%; serving
    is 3x faster by throughput and 2.5x by latency (1 / 0.4): 6x faster and 3x slower agree with neither meaning."""
    res = _grade(wit, "w", s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", ["The speedup can be 3x.", "The TTFT reduction can be 60%.",
                               "The speedup cannot be up to 3x.", "The speedup might be up to 3x.",
                               "The expected speedup is 3x.", "FlashInfer increases throughput up to 3 req/s.",
                               "FlashInfer makes it 3x faster.", "FlashInfer makes the baseline 3x faster.",
                               "FlashInfer made paged attention up to 3x faster.", "The speedup from FlashInfer is 3x.",
                               "FlashInfer has higher throughput than the baseline (200%).",
                               "FlashInfer is not faster than the baseline (3x)."])
def test_not_read(wit, s):
    """A modal with no bound (a capability with no best run stated), a negated or projected modal, a projection before
    the gain noun, "up to" before a rate after a change verb (a level, not a factor), a causative before "it", an arm or
    a kernel, "from ARM" after a gain noun (a from-to pair's first arm?), a percent in parentheses after a comparison (the
    margin, or the level: 200% of the baseline's?), a margin after a negated comparison: left unread, never false."""
    res = _grade(wit, "w", s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(subject=st.sampled_from(["The speedup", "FlashInfer's speedup", "The speedup over the baseline",
                                "The throughput gain", "The improvement in throughput", "The observed speedup"]),
       modal=st.sampled_from(["can be", "could be", "can now be", "can also be"]),
       bound=st.sampled_from(["up to", "as much as"]), unit=st.sampled_from(["x", "%"]),
       factor=st.sampled_from([0.4, 0.7, 1.5, 2.0, 3.0]))
def test_modal_bound_true_value_net_true_and_scaled_never(subject, modal, bound, unit, factor, wit):
    """By hand: 3x, +200%. The true bound is net-true under every subject, modal and bound word; scaled beyond its
    precision it is never net-true, and never false (the best run never accuses)."""
    if unit == "%" and "speedup" in subject:
        unit = "x"  # a speedup's percent has a second meaning (less time); the ratio is the one under test here
    value = 3 if unit == "x" else 200
    true = _grade(wit, "w", f"{subject} {modal} {bound} {value:g}{unit}.")
    assert true.verdict == "net-true", (subject, modal, bound, unit, true.reason)
    s = f"{subject} {modal} {bound} {value * factor:g}{unit}."
    twin = _grade(wit, "w", s)
    assert twin.verdict != "net-true", s
    assert_never_false(twin, s)


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(verb=st.sampled_from(["increases", "increased", "boosts", "boosted", "raises", "improves"]),
       metric=st.sampled_from(["throughput", "request throughput", "the throughput"]),
       unit=st.sampled_from(["x", "%"]), factor=st.sampled_from([0.4, 0.7, 1.5, 2.0, 3.0]))
def test_change_up_to_true_value_net_true_and_scaled_never(verb, metric, unit, factor, wit):
    """By hand: 3x, +200%. 'FlashInfer VERB METRIC up to N' is the best run of the change: the true N is net-true,
    a scaled N never is, and neither is false."""
    value = 3 if unit == "x" else 200
    true = _grade(wit, "w", f"FlashInfer {verb} {metric} up to {value:g}{unit}.")
    assert true.verdict == "net-true", (verb, metric, unit, true.reason)
    s = f"FlashInfer {verb} {metric} up to {value * factor:g}{unit}."
    twin = _grade(wit, "w", s)
    assert twin.verdict != "net-true", s
    assert_never_false(twin, s)
