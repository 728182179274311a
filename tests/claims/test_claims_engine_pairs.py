"""Frames of engine-comparison write-ups (issue 16; claimcheck/claims/pair_frames.py, metric_lists.py, token_speed.py,
ellipsis.py's gapped_pair after ";"):

* paren_pair_comparison -- "SGLang had lower TTFT (100 ms vs 150 ms) and lower TPOT (5 ms vs 6 ms)": a bare
  comparative + metric with a pair of values in parentheses (no "than <arm>"), two such objects joined by "and"; and
  the pair after "lower TPOT than vLLM" is of TPOT, not of the clause's first metric (it was graded as TTFT: false);
* comma_from / from_arm_after -- "With SGLang, mean TPOT drops to 5 ms, from 6 ms with vLLM";
* gapped_pair after ";" -- "vLLM reaches 800 output tokens per second; SGLang reaches 1,000";
* metric_list -- "SGLang 0.4.6 beats vLLM 0.8.5 on every metric we measured: throughput, TTFT and TPOT";
* per_request_token_speed -- "SGLang generates tokens about 20% faster per request (TPOT 5 ms vs 6 ms)".

Witnesses, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows: every request of an arm has
the same TTFT and TPOT; requests spread so that the wall is n / throughput):

* ``eng`` -- vllm (vLLM 0.8.5, baseline): 4 req/s (wall 2.5 s), TTFT 0.150 s, TPOT 0.006 s, 200 output and 50 prompt
  tokens per request: 10 x 200 / 2.5 = 800 output tok/s, 1000 total tok/s, e2e 0.150 + 0.006 x 199 = 1.344 s.
  sglang (SGLang 0.4.6, treatment): 5 req/s (wall 2.0 s), TTFT 0.100 s, TPOT 0.005 s: 1000 output tok/s, 1250 total
  tok/s, e2e 0.100 + 0.005 x 199 = 1.095 s. So SGLang is better on every metric: throughput 1.25x, TTFT 0.1 / 0.15 =
  0.667x, TPOT 0.005 / 0.006 = 0.833x. Its token speed per request (1 / TPOT) is 6 / 5 = 1.2x: 20% faster; as a
  time, TPOT is (5 - 6) / 6 = 16.7% lower (the other meaning of "20% faster", contradicted at 20%, agreeing at 17%).
  The rows record no inter-token gaps (itls_s): ITL is not re-derivable, so "inter-token latency" is read and
  not-yet (the witness cannot answer), never graded as TPOT.
* ``eng3`` -- the same two arms and tgi (TGI 2.0, treatment): 4.5 req/s, TTFT 0.120 s, TPOT 0.0055 s; the one
  declared baseline is vllm. A comparison that names only SGLang may mean either other arm: it only agrees.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per engine"
NEG = "It is not true that "

SGL = A("sglang", "SGLang", thr=5, ttft=0.1, tok=200, prompt=50, tpot=0.005,
        settings={"engine": "SGLang", "engine_version": "0.4.6"}, role="treatment")
VLLM = A("vllm", "vLLM", thr=4, ttft=0.15, tok=200, prompt=50, tpot=0.006,
         settings={"engine": "vLLM", "engine_version": "0.8.5"}, role="baseline")
TGI = A("tgi", "TGI", thr=4.5, ttft=0.12, tok=200, prompt=50, tpot=0.0055,
        settings={"engine": "TGI", "engine_version": "2.0"}, role="treatment")
SPECS = {"eng": [SGL, VLLM], "eng3": [SGL, VLLM, TGI]}


wit = sealed_fixture("engine_pairs", SPECS, engine=None)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


# (witness, true statement, twins: never net-true)
FRAMES = [
    # --- paren_pair_comparison ----------------------------------------------------------------------------------
    ("eng", "SGLang had lower TTFT (100 ms vs 150 ms) and lower TPOT (5 ms vs 6 ms).", [
        "SGLang had higher TTFT (100 ms vs 150 ms) and lower TPOT (5 ms vs 6 ms).",     # direction flipped
        "SGLang had lower TTFT (100 ms vs 150 ms) and higher TPOT (5 ms vs 6 ms).",
        "vLLM had lower TTFT (100 ms vs 150 ms) and lower TPOT (5 ms vs 6 ms).",        # arms swapped
        "SGLang had lower TTFT (150 ms vs 225 ms) and lower TPOT (5 ms vs 6 ms).",      # x1.5
        "SGLang had lower TTFT (100 ms vs 150 ms) and lower TPOT (2.5 ms vs 3 ms).",    # x0.5
        "SGLang had lower TTFT (5 ms vs 6 ms) and lower TPOT (100 ms vs 150 ms).",      # the metrics swapped
        NEG + "SGLang had lower TTFT (100 ms vs 150 ms) and lower TPOT (5 ms vs 6 ms).",
        "SGLang did not have lower TTFT (100 ms vs 150 ms) and lower TPOT (5 ms vs 6 ms).",
        "SGLang had lower TTFT (100 ms vs 150 ms) and lower TPOT (5 ms vs 6 ms) on an A100.",
        "SGLang 0.5.0 had lower TTFT (100 ms vs 150 ms) and lower TPOT (5 ms vs 6 ms).",
        "SGLang had lower TTFT (100 ms vs 150 ms) and lower TPOT (5 ms vs 6 ms) on Llama-3.1-70B.",
    ]),
    ("eng", "SGLang had lower TTFT (150 ms vs 100 ms).", [                               # either order: pair_order
        "SGLang had higher TTFT (150 ms vs 100 ms).",
        "vLLM had lower TTFT (150 ms vs 100 ms).",
        "SGLang had lower TTFT (225 ms vs 150 ms).",
    ]),
    ("eng", "SGLang had lower TTFT (100 ms vs 150 ms for vLLM) and lower TPOT (5 ms vs 6 ms for vLLM).", [
        "SGLang had higher TTFT (100 ms vs 150 ms for vLLM) and lower TPOT (5 ms vs 6 ms for vLLM).",
        "vLLM had lower TTFT (100 ms vs 150 ms for SGLang) and lower TPOT (5 ms vs 6 ms for SGLang).",
        "SGLang had lower TTFT (150 ms vs 100 ms for vLLM) and lower TPOT (5 ms vs 6 ms for vLLM).",
        "SGLang had lower TTFT (100 ms vs 150 ms for vLLM) and lower TPOT (7.5 ms vs 9 ms for vLLM).",
    ]),
    ("eng", "SGLang shows lower mean TPOT (5 ms vs 6 ms).", [
        "SGLang shows higher mean TPOT (5 ms vs 6 ms).",
        "SGLang shows lower mean TPOT (7.5 ms vs 9 ms).",
        "SGLang shows lower mean TTFT (5 ms vs 6 ms).",
    ]),
    ("eng", "SGLang had lower TTFT than vLLM (100 ms vs 150 ms) and lower TPOT than vLLM (5 ms vs 6 ms).", [
        "SGLang had lower TTFT than vLLM (100 ms vs 150 ms) and lower TPOT than vLLM (7.5 ms vs 9 ms).",
        "SGLang had lower TTFT than vLLM (100 ms vs 150 ms) and higher TPOT than vLLM (5 ms vs 6 ms).",
        "vLLM had lower TTFT than SGLang (100 ms vs 150 ms) and lower TPOT than SGLang (5 ms vs 6 ms).",
    ]),
    ("eng", "SGLang's TTFT is 33% lower than vLLM's (100 ms vs 150 ms) and its TPOT is 17% lower (5 ms vs 6 ms).", [
        "SGLang's TTFT is 33% lower than vLLM's (100 ms vs 150 ms) and its TPOT is 17% lower (7.5 ms vs 9 ms).",
        "SGLang's TTFT is 33% lower than vLLM's (100 ms vs 150 ms) and its TPOT is 17% higher (5 ms vs 6 ms).",
        "SGLang's TTFT is 50% lower than vLLM's (100 ms vs 150 ms) and its TPOT is 17% lower (5 ms vs 6 ms).",
    ]),
    # --- comma_from, from_arm_after -------------------------------------------------------------------------------
    ("eng", "With SGLang, mean TPOT drops to 5 ms, from 6 ms with vLLM.", [
        "With SGLang, mean TPOT rises to 5 ms, from 6 ms with vLLM.",                  # direction flipped
        "With vLLM, mean TPOT drops to 5 ms, from 6 ms with SGLang.",                  # arms swapped
        "With SGLang, mean TPOT drops to 7.5 ms, from 9 ms with vLLM.",
        "With SGLang, mean TPOT drops to 2.5 ms, from 3 ms with vLLM.",
        "With SGLang, mean TTFT drops to 5 ms, from 6 ms with vLLM.",                  # another metric
        NEG + "with SGLang, mean TPOT drops to 5 ms, from 6 ms with vLLM.",
        "With SGLang, mean TPOT drops to 5 ms, from 6 ms with vLLM on an A100.",
        "With SGLang 0.5.0, mean TPOT drops to 5 ms, from 6 ms with vLLM.",
    ]),
    ("eng", "With SGLang, mean TTFT drops to 100 ms from 150 ms with vLLM.", [
        "With vLLM, mean TTFT drops to 100 ms from 150 ms with SGLang.",
        "With SGLang, mean TTFT drops to 150 ms from 225 ms with vLLM.",
    ]),
    ("eng", "Mean TPOT drops to 5 ms with SGLang, from 6 ms with vLLM.", [
        "Mean TPOT drops to 5 ms with vLLM, from 6 ms with SGLang.",
        "Mean TPOT climbs to 5 ms with SGLang, from 6 ms with vLLM.",
        "Mean TPOT drops to 2.5 ms with SGLang, from 3 ms with vLLM.",
    ]),
    ("eng", "On SGLang, median TTFT falls to 100 ms, from 150 ms on vLLM.", [
        "On vLLM, median TTFT falls to 100 ms, from 150 ms on SGLang.",
        "On SGLang, median TTFT falls to 50 ms, from 75 ms on vLLM.",
    ]),
    # --- gapped_pair after ";" ------------------------------------------------------------------------------------
    ("eng", "vLLM reaches 800 output tokens per second; SGLang reaches 1,000.", [
        "SGLang reaches 800 output tokens per second; vLLM reaches 1,000.",           # arms swapped
        "vLLM reaches 1,200 output tokens per second; SGLang reaches 1,500.",         # x1.5
        "vLLM reaches 400 output tokens per second; SGLang reaches 500.",             # x0.5
        "vLLM reaches 800 output tokens per second; SGLang does not reach 1,000.",
        NEG + "vLLM reaches 800 output tokens per second; SGLang reaches 1,000.",
        "vLLM reaches 800 output tokens per second; SGLang reaches 1,000 on an A100.",
        "vLLM reaches 800 requests per second; SGLang reaches 1,000.",                # another metric's unit
    ]),
    ("eng", "vLLM's mean TTFT is 150 ms; SGLang's 100 ms.", [
        "vLLM's mean TTFT is 100 ms; SGLang's 150 ms.",
        "vLLM's mean TTFT is 150 ms; SGLang's 50 ms.",
    ]),
    # --- metric_list ----------------------------------------------------------------------------------------------
    ("eng", "SGLang 0.4.6 beats vLLM 0.8.5 on every metric we measured: throughput, TTFT and TPOT.", [
        "vLLM 0.8.5 beats SGLang 0.4.6 on every metric we measured: throughput, TTFT and TPOT.",   # arms swapped
        "SGLang 0.4.6 beats vLLM 0.9.0 on every metric we measured: throughput, TTFT and TPOT.",   # wrong version
        "SGLang 0.4.6 does not beat vLLM 0.8.5 on every metric we measured: throughput, TTFT and TPOT.",
        NEG + "SGLang 0.4.6 beats vLLM 0.8.5 on every metric we measured: throughput, TTFT and TPOT.",
        "SGLang 0.4.6 beats vLLM 0.8.5 on every metric we measured.",                   # no list: which metrics?
        "SGLang 0.4.6 beats vLLM 0.8.5 on all four metrics: throughput, TTFT and TPOT.",  # the count is not the list's
        "SGLang 0.4.6 beats vLLM 0.8.5 on every metric we measured: throughput, TTFT and ITL.",  # ITL: not re-derivable
        "SGLang 0.4.6 beats vLLM 0.8.5 on every metric we measured: throughput, TTFT and TPOT on an A100.",
    ]),
    ("eng", "SGLang beats vLLM on throughput, TTFT and TPOT.", [
        "vLLM beats SGLang on throughput, TTFT and TPOT.",
        "SGLang beats vLLM on throughput, TTFT or TPOT.",
        "SGLang is worse than vLLM on throughput, TTFT and TPOT.",
        "SGLang beats vLLM by 2x on throughput, TTFT and TPOT.",
    ]),
    ("eng", "SGLang outperforms vLLM on both TTFT and TPOT.", [
        "vLLM outperforms SGLang on both TTFT and TPOT.",
        "SGLang outperforms vLLM on both TTFT, TPOT and throughput.",                  # "both" of three
    ]),
    ("eng", "SGLang is faster than vLLM on all three metrics (throughput, TTFT and TPOT).", [
        "SGLang is slower than vLLM on all three metrics (throughput, TTFT and TPOT).",
        "vLLM is faster than SGLang on all three metrics (throughput, TTFT and TPOT).",
        "SGLang is faster than vLLM on all two metrics (throughput, TTFT and TPOT).",
    ]),
    # --- per_request_token_speed ------------------------------------------------------------------------------------
    ("eng", "SGLang generates tokens about 20% faster per request (TPOT 5 ms vs 6 ms).", [
        "SGLang generates tokens about 20% slower per request (TPOT 5 ms vs 6 ms).",    # direction flipped
        "vLLM generates tokens about 20% faster per request (TPOT 5 ms vs 6 ms).",      # arms swapped
        "SGLang generates tokens about 30% faster per request (TPOT 5 ms vs 6 ms).",    # x1.5
        "SGLang generates tokens about 10% faster per request (TPOT 5 ms vs 6 ms).",    # x0.5
        "SGLang generates tokens about 20% faster per request (TPOT 7.5 ms vs 9 ms).",
        "SGLang generates tokens about 20% faster per request (TTFT 5 ms vs 6 ms).",
        NEG + "SGLang generates tokens about 20% faster per request (TPOT 5 ms vs 6 ms).",
        "SGLang generates tokens about 20% faster per request (TPOT 5 ms vs 6 ms) on an A100.",
        "SGLang 0.5.0 generates tokens about 20% faster per request (TPOT 5 ms vs 6 ms).",
        "SGLang generates tokens about 20% faster per request.",                        # per user: 10 definitions
    ]),
    ("eng", "SGLang generates tokens 20% faster per user than vLLM (mean TPOT: 5 ms vs 6 ms).", [
        "vLLM generates tokens 20% faster per user than SGLang (mean TPOT: 5 ms vs 6 ms).",
        "SGLang generates tokens 40% faster per user than vLLM (mean TPOT: 5 ms vs 6 ms).",
        "SGLang generates tokens 17% faster per user than vLLM (mean TPOT: 5 ms vs 6 ms).",  # the time meaning only
    ]),
]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in, ids=[f[1][:60] for f in FRAMES])


ARMS = {"sglang": ["SGLang"], "vllm": ["vLLM"]}


def test_the_second_pair_is_of_its_own_comparisons_metric():
    # was: the pair after "lower TPOT than vLLM" took the clause's first metric (TTFT) and was graded false
    r = read_full("SGLang had lower TTFT than vLLM (100 ms vs 150 ms) and lower TPOT than vLLM (5 ms vs 6 ms).",
                  "", ARMS)
    values = {(a.metric, a.treatment): a.value for a in r.reading.assertions if a.form == "value"}
    assert values == {("ttft", "sglang"): 0.1, ("ttft", "vllm"): 0.15, ("tpot", "sglang"): 0.005,
                      ("tpot", "vllm"): 0.006}


def test_the_token_speed_is_the_inverse_of_tpot():
    r = read_full("SGLang generates tokens about 20% faster per request (TPOT 5 ms vs 6 ms).", "", ARMS)
    (a,) = [a for a in r.reading.assertions if a.form == "ratio"]
    assert (a.metric, a.treatment, a.baseline, a.value) == ("tpot", "vllm", "sglang", 1.2)
    assert (a.tolerance.low, a.tolerance.high) == pytest.approx((1.18, 1.22))


# honest sentences (or honest readings of them) that must never be graded false
NEVER_FALSE = [
    ("eng", "With SGLang, mean inter-token latency drops to 5 ms, from 6 ms with vLLM."),   # ITL: not re-derivable
    ("eng", "Mean TPOT drops to 5 ms, from 6 ms with vLLM."),        # the before value's arm, or the cause? unread
    ("eng", "Mean TPOT drops to 5 ms from 6 ms with vLLM."),         # cause_or_before: vLLM's the before value (was false)
    ("eng", "Mean TTFT falls to 100 ms from 150 ms with vLLM."),
    ("eng3", "Mean TPOT drops to 5 ms from 6 ms with vLLM."),        # three arms: not read
    ("eng", "SGLang generates tokens about 17% faster per request (TPOT 5 ms vs 6 ms)."),  # the time meaning holds
    ("eng", "SGLang generates tokens 17% faster per request (TPOT 5 ms vs 6 ms)."),
    ("eng", "SGLang generates tokens about 20% faster per request than vLLM."),             # a per-user definition
    ("eng", "Compared with vLLM, mean TPOT drops to 5 ms, from 6 ms with SGLang."),
    ("eng3", "SGLang had lower TTFT (100 ms vs 150 ms)."),           # of three arms: the pair's second arm unsaid
    ("eng3", "SGLang had higher TTFT (100 ms vs 150 ms)."),          # the baseline only implied: held back
    ("eng3", "SGLang generates tokens about 30% faster per request (TPOT 5 ms vs 6 ms)."),
    ("eng3", "SGLang beats vLLM on throughput, TTFT and TPOT."),
    ("eng3", "SGLang had lower TTFT (120 ms vs 150 ms) and lower TPOT (5.5 ms vs 6 ms)."),
    ("eng3", "SGLang had lower TTFT (100 ms vs 120 ms for TGI)."),
    ("eng", "SGLang had lower TTFT (100 ms vs. vLLM's 150 ms)."),
]


@pytest.mark.parametrize("name,statement", NEVER_FALSE)
def test_never_false(wit, name, statement):
    assert_never_false(grade_in(wit, name, statement), statement)


def test_cause_or_before_keeps_the_other_arm_as_a_second_meaning(wit):
    # production cause_or_before: read as the cause (the after value's arm): that reading alone agrees
    assert grade_in(wit, "eng", "Mean TPOT drops to 5 ms from 6 ms with SGLang.").verdict == "net-true"
    # read the other way (vLLM's the before value) it holds: not an accusation, and not net-true either
    assert grade_in(wit, "eng", "Mean TPOT drops to 5 ms from 6 ms with vLLM.").verdict == "not-yet"
    # contradicted of both arms: false
    assert grade_in(wit, "eng", "Mean TPOT drops to 7.5 ms from 9 ms with SGLang.").verdict == "false"
    r = read_full("Mean TPOT drops to 5 ms from 6 ms with vLLM.", "", ARMS)
    assert {(a.treatment, a.other_arm) for a in r.reading.assertions} == {("sglang", "vllm"), ("vllm", "sglang")}


def test_inter_token_latency_is_read_and_unanswerable(wit):
    res = grade_in(wit, "eng", "With SGLang, mean inter-token latency drops to 5 ms, from 6 ms with vLLM.")
    assert not res.reading.unread and {a.metric for a in res.reading.assertions} >= {"itl"}
    assert res.verdict == "not-yet"


def test_three_arms_name_both_arms_and_read(wit):
    for s in ("SGLang had lower TTFT (100 ms vs 150 ms for vLLM).",
              "With SGLang, mean TPOT drops to 5 ms, from 6 ms with vLLM.",
              "SGLang beats vLLM on throughput, TTFT and TPOT.",
              "vLLM reaches 800 output tokens per second; SGLang reaches 1,000."):
        assert grade_in(wit, "eng3", s).verdict == "net-true", s


@settings(max_examples=40)
@given(p=st.integers(min_value=1, max_value=80))
def test_percent_faster_per_request_is_graded_as_the_speed_first(wit, p):
    # 6 / 5 = 1.2: 20% faster as a speed; TPOT 16.7% lower as a time. net-true only at 20, false only where both
    # meanings are contradicted (17 holds as the time: [16.5, 17.5) contains 16.67)
    v = grade_in(wit, "eng", f"SGLang generates tokens {p}% faster per request (TPOT 5 ms vs 6 ms).").verdict
    assert v == ("net-true" if p == 20 else "not-yet" if p == 17 else "false"), (p, v)


@settings(max_examples=30)
@given(a=st.sampled_from([50, 75, 100, 125, 150, 225, 300]), b=st.sampled_from([50, 75, 100, 125, 150, 225, 300]))
def test_bare_comparative_pair_is_true_only_with_the_witness_values(wit, a, b):
    v = grade_in(wit, "eng", f"SGLang had lower TTFT ({a} ms vs {b} ms).").verdict
    assert (v == "net-true") == ({a, b} == {100, 150}), (a, b, v)
