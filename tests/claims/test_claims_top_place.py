"""First or last place among all the arms, said by a verb phrase (claimcheck/claims/superlatives.py, production
top_place): "SGLang came out on top in request throughput", "SGLang ranks first on mean TTFT among the three engines",
"TGI came last in output throughput", "SGLang leads on request throughput", "SGLang wins on mean TTFT", "SGLang is the
winner on p99 TTFT": the arm is better (worse) than each other arm of the witness in the metric named after the phrase.

Witnesses by hand (10 requests per arm, 101 output tokens, every request alike; end-to-end latency = TTFT + 100 TPOT):

* ``eng`` -- vLLM 2.0 req/s (202 tok/s), TTFT 200 ms, TPOT 20 ms; SGLang 2.5 req/s (252.5 tok/s), TTFT 190 ms, TPOT
  18 ms; TGI 1.6 req/s (161.6 tok/s), TTFT 280 ms, TPOT 25 ms. SGLang first in every metric, TGI last.
* ``conc`` -- frame_checks.CONC_SWEEP: c1 TTFT 20 ms, 0.195 req/s; c8 TTFT 40 ms, 1.25 req/s; c32 TTFT 100 ms,
  3.75 req/s. c32 first in throughput and last in TTFT; c1 the other way round.
* ``two`` -- new 4 req/s, old 2 req/s (50 requests each).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (CONC_SWEEP, CONC_SWEEP_SCOPE, assert_never_false,  # noqa: E402
                                        assert_never_net_true, assert_read_net_true, frame_tests, sealed_fixture,
                                        verdict_tests)
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

SPECS = {
    "eng": Spec("eng", [A("vllm", "vLLM", thr=2.0, ttft=0.2, tpot=0.02, tok=101, settings={"engine": "vLLM"},
                          role="baseline"),
                        A("sglang", "SGLang", thr=2.5, ttft=0.19, tpot=0.018, tok=101, settings={"engine": "SGLang"},
                          role="treatment"),
                        A("tgi", "TGI", thr=1.6, ttft=0.28, tpot=0.025, tok=101, settings={"engine": "TGI"},
                          role="treatment")], key="", engine=None),
    "conc": CONC_SWEEP,
    "two": [A("new", "the new build", n=50, thr=4.0, role="treatment"),
            A("old", "the old build", n=50, thr=2.0, role="baseline")],
}
SCOPES = {"eng": "Llama-3.1-8B-Instruct on one H100, 10 requests per engine, 101 output tokens each",
          "conc": CONC_SWEEP_SCOPE, "two": "vLLM, Llama-3.1-8B-Instruct on one H100, 50 requests per arm"}
wit = sealed_fixture("top_place", SPECS, engine="vLLM")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPES[name])


_NEG = "It is not true that "

FRAMES = [
    ("eng", "SGLang came out on top in request throughput.",
     ["TGI came out on top in request throughput.", "vLLM came out on top in request throughput.",
      "SGLang came last in request throughput.", _NEG + "SGLang came out on top in request throughput.",
      "SGLang did not come out on top in request throughput."]),
    ("eng", "SGLang ranks first on mean TTFT among the three engines.",
     ["SGLang ranks first on mean TTFT among the four engines.", "TGI ranks first on mean TTFT among the three engines.",
      "SGLang ranks last on mean TTFT among the three engines."]),
    ("eng", "SGLang ranked first among all three engines by output throughput.",
     ["SGLang ranked last among all three engines by output throughput.",
      "vLLM ranked first among all three engines by output throughput."]),
    ("eng", "TGI came last in output throughput (161.6 tok/s).",
     ["TGI came last in output throughput (252.5 tok/s).", "SGLang came last in output throughput (161.6 tok/s).",
      "TGI came first in output throughput (161.6 tok/s)."]),
    ("eng", "SGLang leads on request throughput at 2.5 req/s.",
     ["SGLang leads on request throughput at 3.75 req/s.", "vLLM leads on request throughput at 2.5 req/s."]),
    ("eng", "SGLang wins on mean TPOT.", ["TGI wins on mean TPOT.", "vLLM wins on mean TPOT."]),
    ("eng", "SGLang is the winner on p99 TTFT.", ["TGI is the winner on p99 TTFT."]),
    ("eng", "TGI ranks last on mean TTFT.", ["SGLang ranks last on mean TTFT.", "TGI ranks first on mean TTFT."]),
    ("conc", "c32 comes out on top in request throughput.",
     ["c32 comes out on top in mean TTFT.", "c1 comes out on top in request throughput."]),
    ("conc", "c1 comes out on top in mean TTFT.", ["c1 comes out on top in request throughput."]),
    ("two", "The new build came out on top in request throughput.",
     ["The old build came out on top in request throughput.", "The new build came last in request throughput."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


def _grade_eng(witnesses, statement):
    return grade_statement(statement, witnesses["eng"], SCOPES["eng"])


test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(
    ["TGI came out on top in request throughput.", "vLLM came last in mean TTFT.",
     "SGLang leads on request throughput at 3.75 req/s."],
    ["SGLang came out on top in request throughput.", "SGLang comes out on top.", "TGI came last on mean TPOT.",
     "SGLang leads on request throughput at about 2.5 req/s."],
    _grade_eng)


def test_a_place_with_no_metric_or_another_count_stays_unread(wit):
    for s in ("SGLang comes out on top.", "SGLang ranks first.", "SGLang ranks first on mean TTFT among the two engines.",
              "SGLang leads vLLM and TGI by a mile on request throughput."):
        res = _grade_eng(wit, s)
        assert res.verdict not in ("net-true", "false") and res.reading is not None and res.reading.unread, \
            (s, res.verdict)


_PHRASES = {"came out on top": True, "ranks first": True, "leads": True, "wins": True, "came last": False,
            "ranks last": False}
#: metric -> (arms from first to last place)
_ORDER = {"request throughput": ("sglang", "vllm", "tgi"), "output throughput": ("sglang", "vllm", "tgi"),
          "mean TTFT": ("sglang", "vllm", "tgi"), "mean TPOT": ("sglang", "vllm", "tgi")}
_NAMES = {"sglang": "SGLang", "vllm": "vLLM", "tgi": "TGI"}


@settings(max_examples=30, deadline=None)
@given(arm=st.sampled_from(sorted(_NAMES)), phrase=st.sampled_from(sorted(_PHRASES)),
       metric=st.sampled_from(sorted(_ORDER)), prep=st.sampled_from(["on", "in", "by"]))
def test_the_place_is_net_true_only_for_the_arm_in_it(wit, arm, phrase, metric, prep):
    first = _PHRASES[phrase]
    place = _ORDER[metric][0 if first else -1]
    s = f"{_NAMES[arm]} {phrase} {prep} {metric}."
    res = _grade_eng(wit, s)
    if arm == place:
        assert_read_net_true(res)
    else:
        assert_never_net_true(res, s)
        assert res.verdict == "false", (s, res.verdict, res.reason)
    true = f"{_NAMES[place]} {phrase} {prep} {metric}."
    assert_never_false(_grade_eng(wit, true), true)


@pytest.mark.parametrize("s", ["SGLang came out on top in request throughput.", "TGI came last in mean TTFT."])
def test_the_place_is_against_every_other_arm(wit, s):
    res = _grade_eng(wit, s)
    pairs = {(a.treatment, a.baseline) for a in res.reading.assertions if a.baseline}
    subject = "sglang" if s.startswith("SGLang") else "tgi"
    assert pairs == {(subject, b) for b in _NAMES if b != subject}, pairs
