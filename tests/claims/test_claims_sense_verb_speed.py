"""A verb of the metric's sense with no metric named (production sense_verb_speed -- claimcheck/claims/generic_speed.py;
issue 16): "Llama4 on DGXH100 has regressed by 14.23%" (corpus rs349), "Performance has regressed by 20%". Where the
whole statement names no metric, no rate unit and no duration, "improved / regressed / worsened" name the generic speed,
as "better" / "worse" do (throughput here). A percent of theirs, and of "better" / "worse" in such a statement, has two
meanings in real write-ups: the rate's change and the time's ("regressed by 25%": 25% more time, the rate x 0.8); it is
``false`` only when both are contradicted. A statement that names a metric elsewhere leaves the verb unread (the author
may mean that metric).

The witness (worked out by hand; 10 requests per arm, one at a time): ``new`` (treatment, "the new build") 1.25 s per
request, 12.5 s in all, 0.8 req/s; ``old`` (baseline, "the old build") 1.0 s per request, 10 s, 1.0 req/s. So every
measure of the speed of the work ("performance": claimcheck/claims/work_measures.py; request and output-token
throughput, 1 / mean end-to-end latency, 1 / wall) changes alike. The rate's change: 0.8 / 1.0 = -20%; the time's:
12.5 / 10 = +25%; old against new: +25% (rate), -20% (time).
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

ARMS = [A("new", "the new build", "The new build", seq=True, dur=1.25, role="treatment"),
        A("old", "the old build", "The old build", seq=True, dur=1.0, role="baseline")]
SCOPE = "10 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "sense_verb_speed", {"w": ARMS})


def _grade(wit, name, s):
    return grade_statement(s, wit[name], SCOPE)


NOT = "It is not true that "
FRAMES = [
    ("w", "The new build has regressed by 20%.", ["The new build has regressed by 40%.",
                                                  "The new build has improved by 20%.",
                                                  "The old build has regressed by 20%.",
                                                  NOT + "the new build has regressed by 20%.",
                                                  "The new build has not regressed by 20%."]),
    ("w", "Performance has regressed by 20%.", ["Performance has regressed by 40%.", "Performance has improved by 20%.",
                                                NOT + "performance has regressed by 20%."]),
    ("w", "The new build's performance worsened by about 20%.", ["The old build's performance worsened by about 20%.",
                                                                 "The new build's performance worsened by about 50%."]),
    ("w", "The old build improved by 25% over the new build.", ["The new build improved by 25% over the old build.",
                                                                "The old build improved by 50% over the new build."]),
    ("w", "The new build regressed by 1.25x.", ["The new build regressed by 2.5x.", "The new build improved by 1.25x."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("s", ["The new build has regressed by 25%.", "Performance has regressed by 25%.",
                               "The new build is 25% worse.", "The old build is 20% better than the new build.",
                               "The old build improved by 20% over the new build."])
def test_the_time_meaning_is_never_false(wit, s):
    """25% more time (the rate x 0.8), 20% less time (the rate x 1.25): the time's meaning holds."""
    res = _grade(wit, "w", s)
    assert_never_false(res, s)
    assert res.verdict != "net-true", s


@pytest.mark.parametrize("s", ["The new build has regressed by 40%.", "The new build has improved by 20%.",
                               "The new build is 40% worse."])
def test_both_meanings_contradicted_is_false(wit, s):
    """-40% rate (0.6) or +40% time (0.714): neither is 0.8; an improvement of a build whose rate fell."""
    res = _grade(wit, "w", s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", ["Mean TTFT is 100 ms. The new build has regressed by 20%.",
                               "The new build has regressed by 20% at 2 s per request.",
                               "The new build may have regressed by 20%."])
def test_a_metric_elsewhere_or_a_modal_leaves_it_unread(wit, s):
    res = _grade(wit, "w", s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    assert any("regressed" in u.text for u in res.reading.unread), [u.text for u in res.reading.unread]


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(subject=st.sampled_from(["The new build", "Performance", "The new build's performance"]),
       verb=st.sampled_from(["regressed", "has regressed", "worsened", "has worsened"]),
       hedge=st.sampled_from(["", "about ", "roughly "]), factor=st.sampled_from([0.25, 2.0, 3.0]))
def test_the_true_change_is_net_true_and_a_scaled_one_never(subject, verb, hedge, factor, wit):
    """By hand: the rate fell 20%. True: net-true; scaled far beyond both meanings (5%, 40%, 60%): never net-true."""
    s = f"{subject} {verb} by {hedge}20%."
    res = _grade(wit, "w", s)
    assert res.verdict == "net-true", (s, res.reason)
    twin = f"{subject} {verb} by {hedge}{20 * factor:g}%."
    assert _grade(wit, "w", twin).verdict != "net-true", twin
