"""A range's own digits are never an accusation (tolerance.range_band; docs/claim-check.md, the tolerance rule): a
range's high end may be truncated as a single number's may ("20-30% higher" of 30.8%: 30.8% truncates to "30%"), so a
percent or multiplier range is contradicted only outside the values its ends' digits could stand for -- the low end
rounded, the high end rounded or truncated toward zero -- joined with its interval, as "30%" alone is contradicted only
outside [29.5, 31) and "1.3x" alone only outside [1.235, 1.4). Before, "20-30% higher throughput" of a 30.8% gain was
false while "30% higher throughput" was not-yet. net-true keeps the interval ([19.5, 30.5)); a range with a hedge keeps
its wider interval.

Witnesses, worked out by hand (real_sentences.witness_specs arms; 10 requests per arm, every request of an arm alike):

* ``p308`` -- TurboMind 1.308 req/s, DeepSpeed 1.0 req/s: throughput +30.8% (1.308x); TurboMind's TTFT 69.2 ms against
  DeepSpeed's 100 ms: -30.8%.
* ``x138`` -- TurboMind 1.38 req/s, DeepSpeed 1.0 req/s: 1.38x.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM, 10 requests per arm"

wit = sealed_fixture("range_digits", {
    "p308": [A("tm", "TurboMind", thr=1.308, ttft=0.0692, role="treatment"),
             A("ds", "DeepSpeed", thr=1.0, ttft=0.1, role="baseline")],
    "x138": [A("tm", "TurboMind", thr=1.38, role="treatment"), A("ds", "DeepSpeed", thr=1.0, role="baseline")],
})


def grade(w, name: str, s: str):
    return grade_statement(s, w[name], SCOPE)


# read completely, the value past the high end by less than its last digit: not shown, never false, never net-true
@pytest.mark.parametrize("name,statement", [
    ("p308", "TurboMind has 20-30% higher throughput than DeepSpeed."),
    ("p308", "TurboMind has 20%–30% higher throughput than DeepSpeed."),
    ("p308", "TurboMind has 20 to 30 percent higher throughput than DeepSpeed."),
    ("p308", "TurboMind improves throughput by 20-30% over DeepSpeed."),
    ("p308", "TurboMind has 20-30% lower mean TTFT than DeepSpeed."),
    ("p308", "TurboMind delivers a 20-30% throughput increase over DeepSpeed."),
    ("x138", "TurboMind has 1.2-1.3x higher throughput than DeepSpeed."),
    ("x138", "TurboMind has 1.2x-1.3x higher throughput than DeepSpeed."),
])
def test_a_truncated_high_end_is_not_an_accusation(wit, name, statement):
    res = grade(wit, name, statement)
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert_never_false(res, statement)
    assert_never_net_true(res, statement)


# beyond the digits: false as before (the clause read completely)
@pytest.mark.parametrize("name,statement", [
    ("p308", "TurboMind has 20-29% higher throughput than DeepSpeed."),    # 29% truncates from below 30
    ("p308", "TurboMind has 10-20% higher throughput than DeepSpeed."),
    ("p308", "TurboMind has 32-40% higher throughput than DeepSpeed."),    # 30.8% is below 31.5, the low end rounded
    ("p308", "TurboMind has 20-29% lower mean TTFT than DeepSpeed."),
    ("x138", "TurboMind has 1.1-1.2x higher throughput than DeepSpeed."),  # 1.2x truncated: below 1.3
    ("x138", "TurboMind has 1.5-1.6x higher throughput than DeepSpeed."),  # below 1.45, the low end's band
])
def test_beyond_the_digits_is_false(wit, name, statement):
    res = grade(wit, name, statement)
    assert not res.reading.unread and res.verdict == "false", (res.verdict, res.reason)


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lo=st.integers(5, 28), dash=st.sampled_from(["-", "–", "%-", "% to ", " to "]),
       frame=st.sampled_from(["TurboMind has {r}% higher throughput than DeepSpeed.",
                              "TurboMind improves throughput by {r}% over DeepSpeed.",
                              "TurboMind has {r}% lower mean TTFT than DeepSpeed."]))
def test_a_range_and_its_high_end_alone_agree_on_accusing(wit, lo, dash, frame):
    """30.8% (hand value above): a range ending at 30 is never false, as "30%" alone is not; one ending at 29 is false,
    as "29%" alone is; neither is net-true."""
    for hi, single in ((30, "not false"), (29, "false")):
        s = frame.format(r=f"{lo}{dash}{hi}")
        one = frame.format(r=f"{hi}")
        res, alone = grade(wit, "p308", s), grade(wit, "p308", one)
        assert res.verdict != "net-true" and alone.verdict != "net-true", (s, res.reason)
        assert (res.verdict == "false") == (alone.verdict == "false") == (single == "false"), (s, res.verdict, alone.verdict)


# "nearly" / "almost" before a range (tolerance.BELOW_HEDGES): a bit short of the high end, as "nearly 1.3x" alone is
# ([1.17, 1.35): 1.38x past it is not shown, never net-true), not 10% past it ("nearly 1.2-1.3x" of 1.38x was net-true)
@pytest.mark.parametrize("statement,want", [
    ("TurboMind has nearly 1.2-1.3x higher throughput than DeepSpeed.", "not-yet"),   # 1.38 in [1.35, 1.43)
    ("TurboMind has almost 1.2-1.3x higher throughput than DeepSpeed.", "not-yet"),
    ("TurboMind has nearly 1.3-1.4x higher throughput than DeepSpeed.", "net-true"),  # [1.17, 1.45)
    ("TurboMind has nearly 1.0-1.1x higher throughput than DeepSpeed.", "false"),     # beyond 1.21
    ("TurboMind has about 1.2-1.3x higher throughput than DeepSpeed.", "net-true"),   # [1.08, 1.43): a symmetric hedge
])
def test_nearly_a_range_is_short_of_its_high_end(wit, statement, want):
    res = grade(wit, "x138", statement)
    assert not res.reading.unread and res.verdict == want, (res.verdict, res.reason)
