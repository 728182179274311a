"""More spellings of "in both arms of an on / off pair" (production both_states, claimcheck/claims/state_arms.py;
unchanged_value, claimcheck/claims/unchanged.py; count_frames' every-request count): "with/without X" and "X on/off"
(a slash joiner), "with X and without it", "regardless of X" / "irrespective of X", a count said "with and without X"
("Every request completed with and without speculation"), and a no-change word with the phrase of both arms before
its value ("TTFT is unchanged with and without EAGLE (200 ms)", "... the same with and without X: 200 ms") or alone
("TTFT is unchanged with and without EAGLE": between the two arms). Before: each unread (not-yet).

Each is read as "in both arms" only in a witness of exactly two arms whose declared settings differ in one on / off
feature (both_states' rule); with three arms, or a feature no arm declares, the words stay unread.

Witnesses, worked out by hand (real_sentences.witness_specs rows; vLLM on one H100, Llama-3.1-8B-Instruct, 10
requests per arm, 100 output tokens, every request of an arm alike):

* ``spec``: spec (speculative_method eagle, treatment) 2.0 req/s, 200 output tok/s, TTFT 200 ms, TPOT 18 ms; plain
  (speculative_method none, baseline) 1.0 req/s, 100 output tok/s, TTFT 200 ms, TPOT 24 ms. TTFT the same in both.
* ``apc``: apc_on (prefix_caching true, treatment) 3.2 req/s, TTFT 80 ms, TPOT 10 ms; apc_off (false, baseline)
  2.0 req/s, TTFT 250 ms, TPOT 10 ms. TPOT the same in both; TTFT 3.1x apart.
* ``spec_fail``: as spec, but spec's task t003 failed.
* ``three``: bf16 (baseline), fp8, awq (quantization), TTFT 200 ms in all three.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "

SPEC = [A("spec", thr=2.0, ttft=0.2, tpot=0.018, tok=100, prompt=500, settings={"speculative_method": "eagle"},
          role="treatment"),
        A("plain", thr=1.0, ttft=0.2, tpot=0.024, tok=100, prompt=500, settings={"speculative_method": "none"},
          role="baseline")]
APC = [A("apc_on", thr=3.2, ttft=0.08, tpot=0.01, tok=100, prompt=1000, settings={"prefix_caching": True},
         role="treatment"),
       A("apc_off", thr=2, ttft=0.25, tpot=0.01, tok=100, prompt=1000, settings={"prefix_caching": False},
         role="baseline")]
THREE = [A(q, thr=t, ttft=0.2, tpot=0.03, tok=100, prompt=500, settings={"quantization": q},
           role="baseline" if q == "bf16" else "treatment") for q, t in (("bf16", 2.0), ("fp8", 2.5), ("awq", 3.0))]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("both_states_forms")
    out = {}
    for name, arms in (("spec", SPEC), ("apc", APC), ("three", THREE)):
        w, files = witness_for(Spec(name, arms, key="", engine="vLLM"))
        out[name] = str(seal(root / name, w, files))
        if name == "spec":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "spec" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
            out["spec_fail"] = str(seal(root / "spec_fail", w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    # the slash joiner
    ("spec", "Mean TTFT is 200 ms with/without spec decode.", [
        "Mean TTFT is 300 ms with/without spec decode.", "Mean TTFT is 100 ms with/without spec decode.",
        "Mean TPOT is 200 ms with/without spec decode.", "Mean TPOT is 18 ms with/without spec decode.",
        NEG + "mean TTFT is 200 ms with/without spec decode."]),
    ("apc", "Mean TPOT stays at 10 ms with APC on/off.", [
        "Mean TPOT stays at 15 ms with APC on/off.", "Mean TTFT stays at 80 ms with APC on/off.",
        "Mean TTFT stays at 250 ms with APC on/off."]),
    ("apc", "TPOT is ~10ms w/ and w/o prefix caching.", ["TPOT is ~5ms w/ and w/o prefix caching."]),
    # "with X and without it"
    ("spec", "Mean TTFT is 200 ms with spec decode and without it.", [
        "Mean TTFT is 300 ms with spec decode and without it.", "Mean TPOT is 24 ms with spec decode and without it."]),
    # "regardless of X", "irrespective of X"
    ("spec", "Mean TTFT is 200 ms regardless of spec decode.", [
        "Mean TTFT is 300 ms regardless of spec decode.", "Mean TTFT is 100 ms regardless of spec decode.",
        "Mean TPOT is 18 ms regardless of spec decode.", "Mean TPOT is 24 ms regardless of spec decode.",
        NEG + "mean TTFT is 200 ms regardless of spec decode."]),
    ("spec", "Time to first token stays around 0.2 s irrespective of speculative decoding.", [
        "Time to first token stays around 0.3 s irrespective of speculative decoding."]),
    ("apc", "Mean TPOT stays at 10 ms regardless of prefix caching.", [
        "Mean TTFT stays at 10 ms regardless of prefix caching.", "Mean TPOT stays at 20 ms regardless of prefix caching."]),
    # a count said of both states
    ("spec", "Every request completed with and without speculation.", ["Every request failed with and without speculation."]),
    ("spec", "All 10 requests completed with/without spec decode.", [
        "All 20 requests completed with/without spec decode.", "All 15 requests completed with/without spec decode.",
        "All 5 requests completed with/without spec decode."]),
    # a no-change word, the phrase of both arms, then the value
    ("spec", "Mean TTFT is unchanged with and without spec decode (200 ms).", [
        "Mean TTFT is unchanged with and without spec decode (300 ms).",
        "Mean TTFT is unchanged with and without spec decode (100 ms).",
        "Mean TPOT is unchanged with and without spec decode (18 ms).",
        NEG + "mean TTFT is unchanged with and without spec decode (200 ms)."]),
    ("spec", "Mean TTFT is the same with and without spec decode: 200 ms.", [
        "Mean TTFT is the same with and without spec decode: 300 ms.",
        "Mean TPOT is the same with and without spec decode: 24 ms."]),
    ("spec", "TTFT is unchanged with or without speculation (about 0.2 s).", [
        "TTFT is unchanged with or without speculation (about 0.3 s)."]),
    ("spec", "Mean TTFT is unchanged in both configurations (200 ms).", [
        "Mean TTFT is unchanged in both configurations (300 ms)."]),
    ("apc", "Mean TPOT is unchanged with and without APC (10 ms).", [
        "Mean TTFT is unchanged with and without APC (80 ms).", "Mean TPOT is unchanged with and without APC (15 ms)."]),
    # a no-change word and the phrase of both arms, no value: the two arms' parity
    ("spec", "Mean TTFT is unchanged with and without spec decode.", [
        "Mean TPOT is unchanged with and without spec decode.", "Output throughput is unchanged with and without spec decode."]),
    ("apc", "Mean TPOT is unchanged with or without APC.", ["Mean TTFT is unchanged with or without APC."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")

# an arm that failed a request: a count said of both arms is never net-true
FAILED_ARM = ["Every request completed with and without speculation.",
              "All 10 requests completed with/without spec decode."]


@pytest.mark.parametrize("s", FAILED_ARM)
def test_failed_arm_never_net_true(wit, s):
    assert grade(wit, "spec_fail", s).verdict != "net-true", s


# three arms (which two?) or a feature the arms do not differ in: unread, never net-true, never false
UNCLEAR = [("three", "Mean TTFT is 200 ms with/without FP8."),
           ("three", "Mean TTFT is 200 ms regardless of FP8."),
           ("three", "Mean TTFT is unchanged with and without FP8 (200 ms)."),
           ("spec", "Mean TTFT is 200 ms regardless of prefix caching."),
           ("spec", "Mean TTFT is 200 ms regardless of the GPU."),
           ("spec", "Mean TTFT is 200 ms whether or not spec decode is on."),
           ("apc", "Mean TTFT is 80 ms regardless of TP size.")]


@pytest.mark.parametrize("name,s", UNCLEAR)
def test_unclear_never_net_true_never_false(wit, name, s):
    r = grade(wit, name, s)
    assert_never_false(r, s)
    assert r.verdict != "net-true", s
