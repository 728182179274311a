"""A change verb and its metric with no amount (production sizeless_change -- claimcheck/claims/grammar.py
``m_change_verb``; issue 16): "this optimization relieved output queue bottlenecks, resulting in a 57% end-to-end
performance gain and improved Time Per Output Token (TPOT)" (corpus rs086), "FP8 reduced mean TTFT compared to BF16".
Read as the direction alone, as "lower mean TTFT" is: the verb's own direction ("reduced": down; "improved": the
metric's better way), never guessed; the baseline as a direction's is (a binder and an arm, or the clause's other
comparison): alone ("FP8 improved TPOT.") it is not read. A negation, a modal, a degree word or any word after the
metric but a clause's end or a binder leaves it unread.

The witness (worked out by hand; 10 requests per arm, 8 output tokens each): ``fp8`` (treatment, "FP8") 1.5 req/s,
TPOT 16 ms every request, nine TTFTs at a and one at c with mean 80 ms and numpy-linear p99 300 ms (``ttft_mp``:
a = (0.8 - 0.3 / 0.91) / (10 - 1 / 0.91) = 52.9 ms); ``bf16`` (baseline, "BF16") 1.0 req/s, TPOT 20 ms, TTFT 100 ms
every request. So FP8: throughput +50%, TPOT -20% (every statistic), mean TTFT -20%, median TTFT -47%, p99 TTFT
+200%.
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

ARMS = [A("fp8", "FP8", thr=1.5, tpot=0.016, ttft_mp=(0.08, 0.3), role="treatment"),
        A("bf16", "BF16", thr=1.0, tpot=0.02, ttft=0.1, role="baseline")]
SCOPE = "10 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "sizeless_change", {"w": ARMS})


def _grade(wit, name, s):
    return grade_statement(s, wit[name], SCOPE)


NOT = "It is not true that "
FRAMES = [
    ("w", "FP8 reduced TPOT compared to BF16.", ["FP8 increased TPOT compared to BF16.",
                                                 "BF16 reduced TPOT compared to FP8.",
                                                 "FP8 did not reduce TPOT compared to BF16.",
                                                 NOT + "FP8 reduced TPOT compared to BF16."]),
    ("w", "FP8 improved TPOT over BF16.", ["FP8 worsened TPOT over BF16.", "BF16 improved TPOT over FP8."]),
    ("w", "FP8 improved throughput versus BF16.", ["FP8 reduced throughput versus BF16.",
                                                   "BF16 improved throughput versus FP8."]),
    ("w", "FP8 reduced mean TTFT compared with BF16.", ["FP8 reduced p99 TTFT compared with BF16.",
                                                        "FP8 reduced TTFT compared with BF16.",
                                                        "FP8 increased mean TTFT compared with BF16."]),
    ("w", "FP8 delivered a 50% throughput gain and improved TPOT.",
     ["FP8 delivered a 50% throughput gain and worsened TPOT.", "FP8 delivered a 100% throughput gain and improved TPOT.",
      "BF16 delivered a 50% throughput gain and improved TPOT.", NOT + "FP8 delivered a 50% throughput gain and "
      "improved TPOT."]),
    ("w", "FP8 delivered a 50% throughput gain and improved Time Per Output Token (TPOT).",
     ["FP8 delivered a 50% throughput gain and increased Time Per Output Token (TPOT)."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("s", ["FP8 increased TPOT compared to BF16.", "FP8 reduced p99 TTFT compared with BF16.",
                               "FP8 delivered a 50% throughput gain and worsened TPOT."])
def test_a_contradicted_direction_is_false(wit, s):
    """TPOT fell 20%; p99 TTFT tripled."""
    res = _grade(wit, "w", s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", ["FP8 improved TPOT.", "FP8 reduced TTFT compared with BF16.",
                               "FP8 slightly improved TPOT compared to BF16.", "FP8 can reduce TPOT compared to BF16.",
                               "FP8 improved TPOT significantly over BF16.", "FP8 improved TPOT for long prompts."])
def test_not_read_or_not_shown_is_never_false(wit, s):
    """Alone (which baseline?); no statistic (the mean fell, the p99 rose: not every statistic agrees); a degree word
    with no size; a modal; a degree after the metric; a condition the witness does not hold."""
    res = _grade(wit, "w", s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    assert_never_false(res, s)


# (verb, its direction on a latency, on a rate): "down" / "up" the value's way, "better" the metric's
VERBS = [("reduced", "down", "down"), ("cut", "down", "down"), ("lowered", "down", "down"),
         ("increased", "up", "up"), ("raised", "up", "up"), ("improved", "down", "up"), ("worsened", "up", "down")]
# (metric, its true direction for FP8 against BF16)
METRICS = [("TPOT", "down"), ("mean TTFT", "down"), ("median TTFT", "down"), ("throughput", "up")]


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(verb=st.sampled_from(VERBS), metric=st.sampled_from(METRICS),
       binder=st.sampled_from(["compared to", "compared with", "over", "versus", "vs.", "relative to"]),
       swap=st.booleans())
def test_the_verbs_direction_decides(verb, metric, binder, swap, wit):
    """By hand: the direction the verb states on that metric (a latency's improvement is down, a rate's up) agrees
    with FP8 against BF16 exactly when net-true; any other is never net-true, and (read completely) false."""
    word, on_latency, on_rate = verb
    name, truth = metric
    said = on_rate if name == "throughput" else on_latency
    a, b = ("BF16", "FP8") if swap else ("FP8", "BF16")
    holds = (said == truth) != swap
    s = f"{a} {word} {name} {binder} {b}."
    res = _grade(wit, "w", s)
    assert res.verdict == ("net-true" if holds else "false"), (s, res.verdict, res.reason)
