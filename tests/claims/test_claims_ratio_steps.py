"""Ratio noun frames of the real-sentence corpus: an additive determiner before a ratio's change noun (production
another_step, claimcheck/claims/additive_steps.py), and a change participle between a ratio and its metric (production
ratio_participle: "up to 2.4x increased throughput with XQA", rs489, read as "2.4x higher throughput").

another_step --
"Switching to FP8 resulted in yet another 2x increase in speed" (real-sentence corpus rs476), "FP8 gives another 2x
speedup over FP16".

"another" / "yet another" stands where "a" stands and adds only that an earlier step gained too: the ratio is read as
after "a". With a baseline named in the clause it is read in full (a contradiction is false); with none named, the
step's start may already hold the earlier gain, so the ratio only agrees (a contradiction is held back: not-yet, never
false). "another 2x faster", "another 2x" alone and "another 44%" stay unread.

The witnesses, worked out by hand from the rows ``uniform`` writes (24 requests dealt round-robin to 4 lanes, each
lane's 6 requests back to back over the arm's wall, 8 output tokens each), on one NVIDIA H100 with
meta-llama/Llama-3.1-8B-Instruct:

* ``step`` -- fp16 (baseline, alias FP16): wall 12.0 s -> 2.0 req/s, 16 output tok/s; fp8 (treatment, FP8): wall
  6.0 s -> 4.0 req/s, 32 tok/s. Throughput exactly 2x.
* ``cum`` -- the same two aliases, but the FP16 arm is two steps back: fp16 wall 24.0 s -> 1.0 req/s; fp8 wall 6.0 s
  -> 4.0 req/s: throughput 4x. "Switching to FP8 resulted in yet another 2x increase" may be the step after an
  earlier 2x (4x in all): never false there.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

HW = "1 x NVIDIA H100 80GB HBM3"
MODEL = {"id": "meta-llama/Llama-3.1-8B-Instruct", "file_sha256": None}
SCOPE = "Llama-3.1-8B-Instruct on one H100, 24 tasks per arm"
NEG = "It is not true that "
ARMS = {"fp16": {"aliases": ["FP16"], "workers": 4, "role": "baseline"},
        "fp8": {"aliases": ["FP8"], "workers": 4, "role": "treatment"}}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("ratio_steps")

    def w(name, rows):
        return str(seal(root / name, ab_witness(ARMS, hardware=HW, model=MODEL, engine="vLLM", inputs={"tasks": 24}),
                        {"rows.jsonl": rows}))

    return {"step": w("step", uniform("fp16", 24, 12.0, 4) + uniform("fp8", 24, 6.0, 4)),
            "cum": w("cum", uniform("fp16", 24, 24.0, 4) + uniform("fp8", 24, 6.0, 4))}


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, SCOPE, baseline="same model, GPU, prompts and output cap")


# (true statement on "step", twins that must never be net-true there)
FRAMES = [
    ("Switching to FP8 resulted in yet another 2x increase in speed.",  # rs476's own words
     ["Switching to FP8 resulted in yet another 4x increase in speed.",
      "Switching to FP8 resulted in yet another 3x increase in speed.",
      "Switching to FP8 resulted in yet another 2x decrease in speed.",
      "Switching to FP8 resulted in yet another 2x increase in mean TTFT.",
      NEG + "switching to FP8 resulted in yet another 2x increase in speed."]),
    ("FP8 gives another 2x speedup over FP16.",
     ["FP8 gives another 4x speedup over FP16.", "FP8 gives another 1.5x speedup over FP16.",
      "FP16 gives another 2x speedup over FP8.", "FP8 gives another 2x slowdown over FP16.",
      NEG + "FP8 gives another 2x speedup over FP16."]),
    ("FP8 delivered another 2x throughput increase over FP16.",
     ["FP8 delivered another 4x throughput increase over FP16.", "FP8 delivered another 2x throughput decrease over FP16.",
      "FP16 delivered another 2x throughput increase over FP8.",
      "FP8 delivered another 2x mean TTFT increase over FP16."]),
    ("FP8 brought yet another 2x improvement in throughput over FP16.",
     ["FP8 brought yet another 5x improvement in throughput over FP16.",
      "FP16 brought yet another 2x improvement in throughput over FP8."]),
    ("FP8 gave another ~2x boost in throughput compared to FP16.",
     ["FP8 gave another ~4x boost in throughput compared to FP16.",
      "FP16 gave another ~2x boost in throughput compared to FP8."]),
]


@pytest.mark.parametrize("true, twins", FRAMES, ids=[f[0][:40] for f in FRAMES])
def test_another_step_true_and_twins(witnesses, true, twins):
    assert_read_net_true(_grade(true, witnesses["step"]))
    for twin in twins:
        assert_never_net_true(_grade(twin, witnesses["step"]), twin)


def test_named_baseline_contradicted_is_false(witnesses):
    # read completely and the baseline named: 4x against a measured 2x is a contradiction
    for s in ("FP8 gives another 4x speedup over FP16.", "FP16 gives another 2x speedup over FP8."):
        res = _grade(s, witnesses["step"])
        assert not res.reading.unread
        assert res.verdict == "false", (s, res.reason)


def test_unnamed_baseline_contradiction_held_back(witnesses):
    # no baseline named: the step may start after an earlier gain; 2x on a witness of 4x is never an accusation
    for s in ("Switching to FP8 resulted in yet another 2x increase in speed.",
              "FP8 gave another 2x speedup.",
              "Switching to FP8 resulted in yet another 4x increase in speed."):
        res = _grade(s, witnesses["cum"] if "2x" in s else witnesses["step"])
        assert_never_false(res, s)
        assert_never_net_true(res, s)
    # with "a" the same clause is the plain implicit baseline's, graded in full (unchanged behaviour)
    assert _grade("Switching to FP8 resulted in a 2x increase in speed.", witnesses["cum"]).verdict == "false"


def test_cumulative_witness_agrees_only_at_its_own_ratio(witnesses):
    # the 4x witness: "another 4x" agrees (the ratio of the two arms), "another 2x over FP16" is contradicted
    assert_read_net_true(_grade("FP8 gave another 4x speedup.", witnesses["cum"]))
    assert _grade("FP8 gave another 2x speedup over FP16.", witnesses["cum"]).verdict == "false"


@pytest.mark.parametrize("s", ["FP8 gave another 2x faster.", "FP8 gave another 2x.", "FP8 adds another 100%.",
                               "FP8 ran another 2 runs.", "FP8 gave another 2x penalty in throughput."])
def test_not_a_step_stays_unread(s):
    got = read_full(s, "", {"fp16": ["FP16"], "fp8": ["FP8"]})
    assert any("another" in u.text for u in got.reading.unread), [u.text for u in got.reading.unread]


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(noun=st.sampled_from(["speedup", "increase in throughput", "throughput increase", "improvement in throughput",
                             "throughput improvement", "boost in throughput", "throughput gain", "speed-up"]),
       det=st.sampled_from(["another", "yet another"]),
       tenths=st.one_of(st.integers(10, 17), st.integers(24, 80)))
def test_another_step_numbers(witnesses, noun, det, tenths):
    # every stated factor is outside 2x's own rounding band (1.8x - 2.3x leave it out): never net-true
    n = f"{tenths / 10:g}"
    s = f"FP8 gives {det} {n}x {noun} over FP16."
    assert_never_net_true(_grade(s, witnesses["step"]), s)
    # and the true factor, with the same noun and determiner, is read and net-true
    assert_read_net_true(_grade(f"FP8 gives {det} 2x {noun} over FP16.", witnesses["step"]))


# --- production ratio_participle: "N x increased / reduced / improved <metric>" ---------------------------------
# On ``step``: throughput fp8 / fp16 = 4.0 / 2.0 = 2x; each request lasts wall / 6 (a lane's six requests back to
# back): fp16 2.0 s, fp8 1.0 s, so mean e2e latency is 2x lower with FP8; TTFT 0.1 s in both arms (ratio 1).
PARTICIPLES = [
    ("FP8 delivers 2x increased throughput over FP16.",
     ["FP8 delivers 4x increased throughput over FP16.", "FP8 delivers 1.5x increased throughput over FP16.",
      "FP8 delivers 2x decreased throughput over FP16.", "FP16 delivers 2x increased throughput over FP8.",
      "FP8 delivers 2x increased mean TTFT over FP16.", NEG + "FP8 delivers 2x increased throughput over FP16."]),
    ("Up to 2x increased throughput with FP8.",  # rs489's frame: the treatment after "with", the other arm the baseline
     ["Up to 4x increased throughput with FP8.", "Up to 2x increased throughput with FP16.",
      "Up to 2x reduced throughput with FP8."]),
    ("FP8 shows 2x reduced mean E2E latency compared to FP16.",
     ["FP8 shows 4x reduced mean E2E latency compared to FP16.", "FP8 shows 2x increased mean E2E latency compared to FP16.",
      "FP16 shows 2x reduced mean E2E latency compared to FP8.", "FP8 shows 2x reduced mean TTFT compared to FP16."]),
    ("FP8 gives 2x improved throughput over FP16.",
     ["FP8 gives 3x improved throughput over FP16.", "FP8 gives 2x worsened throughput over FP16.",
      "FP16 gives 2x improved throughput over FP8."]),
    ("FP8 gives a 2x lowered mean E2E latency versus FP16.",
     ["FP8 gives a 2x raised mean E2E latency versus FP16.", "FP8 gives a 5x lowered mean E2E latency versus FP16."]),
]


@pytest.mark.parametrize("true, twins", PARTICIPLES, ids=[f[0][:40] for f in PARTICIPLES])
def test_ratio_participle_true_and_twins(witnesses, true, twins):
    assert_read_net_true(_grade(true, witnesses["step"]))
    for twin in twins:
        assert_never_net_true(_grade(twin, witnesses["step"]), twin)


def test_ratio_participle_contradicted_is_false(witnesses):
    # read completely, both arms named: the factor or the direction contradicted by the rows is an accusation
    for s in ("FP8 delivers 4x increased throughput over FP16.", "FP8 delivers 2x decreased throughput over FP16.",
              "FP8 shows 2x increased mean E2E latency compared to FP16."):
        res = _grade(s, witnesses["step"])
        assert not res.reading.unread
        assert res.verdict == "false", (s, res.reason)


@pytest.mark.parametrize("s", ["FP8 delivers 2x increased over FP16.", "FP8 gives 2x improved performance over FP16.",
                               "FP8 delivers 2x increased by design.",
                               "With FP8, concurrency 2x increased throughput by 30%."])
def test_ratio_participle_needs_its_metric(s):
    got = read_full(s, "", {"fp16": ["FP16"], "fp8": ["FP8"]})
    assert got.reading.unread, s


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(part=st.sampled_from(["increased", "boosted", "raised", "improved"]),
       tenths=st.one_of(st.integers(10, 17), st.integers(24, 80)))
def test_ratio_participle_numbers(witnesses, part, tenths):
    n = f"{tenths / 10:g}"
    s = f"FP8 delivers {n}x {part} throughput over FP16."
    assert_never_net_true(_grade(s, witnesses["step"]), s)
    assert_read_net_true(_grade(f"FP8 delivers 2x {part} throughput over FP16.", witnesses["step"]))
