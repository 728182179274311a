"""Capability words, "up to" heads and gain nouns (issue 16): the most frequent frame the real-sentence
corpus left unread ("up" in 52 sentences, "improvement" 27, "speedup" 27; rs005, rs006, rs017, rs028,
rs033, rs121, rs125, rs126, rs148, rs227, rs237, rs283, rs293).

* capability and delivery verbs around a bound: "can achieve up to 30x higher throughput than X",
  "could deliver up to a 2x speedup", "can be up to 3x faster", "can cut mean TTFT by up to 50%",
  "enables up to 4x higher throughput than X", "brings up to 5x improvement in TPOT", "can translate
  into up to 2.2x improvement in throughput", "speeds up inference by upwards of 2x", "shows speedups
  of up to 2.8x". "can" / "could" are read only before a bound they introduce, as the bound itself (the
  best run: ``Assertion.over_runs == "best"``); "cannot", "can't", "could not" are negations and "might",
  "may", "should", "would" projections: never read, never net-true;
* gain nouns with their metric: "a 56% throughput increase", "a 56% improvement in throughput", "a 56%
  gain in request throughput", "a 56% throughput uplift", "a 2x boost in throughput", "Nx the baseline
  throughput", "a 2x TTFT speedup", "a 56% end-to-end throughput gain";
* hedges before the numbers of these frames ("approximately", "about", "~", "roughly", "nearly").

Scope words ("on real workloads", "under load", "at low batch sizes") stay unread (a twist on a scope
would pass), as do metric words with several meanings ("effective throughput").

The witnesses, worked out by hand from the rows ``uniform`` writes (24 requests dealt round-robin to 4
lanes, each lane's 6 requests back to back over the arm's wall, 8 output tokens each), on one NVIDIA H100
with meta-llama/Llama-3.1-8B-Instruct:

* ``eng`` -- tgi (baseline, aliases TGI / Text Generation Inference, concurrency 16): wall 12.0 s ->
  2.0 req/s, 16 output tok/s, every TTFT 0.4 s, every request 2.0 s; sglang (treatment, SGLang,
  concurrency 16): wall 4.0 s -> 6.0 req/s, 48 tok/s, TTFT 0.2 s, request 0.667 s. Throughput 3x
  (+200%), mean TTFT 2x lower (-50%), e2e latency 3x lower.
* ``pct`` -- mrv1 (baseline, MRV1): wall 15.6 s -> 1.538 req/s, TTFT 0.5 s, request 2.6 s, TPOT
  (2.6 - 0.5) / 7 = 0.3 s; mrv2 (treatment, MRV2): wall 10.0 s -> 2.4 req/s, TTFT 0.4 s, request
  1.667 s, TPOT 0.181 s. Throughput x1.56 (+56%), mean TTFT -20%, mean e2e latency -35.9%, mean TPOT
  -39.7%.
* ``set`` -- two arms named only by their declared settings: c4 (baseline, concurrency 4) wall 12.0 s
  -> 2.0 req/s; c16 (treatment, concurrency 16) wall 5.0 s -> 4.8 req/s: 2.4x (+140%).
* ``np`` -- llama-server's parallel slots, named only by their declared settings: np1 (baseline, 1 slot, one
  lane) wall 24.0 s -> 1.0 req/s, 8 output tok/s, TTFT 0.2 s; np8 (treatment, 8 slots, 8 lanes) wall 10.0 s ->
  2.4 req/s, 19.2 tok/s, TTFT 0.5 s: throughput 2.4x (+140%), mean TTFT 2.5x higher.

One run per arm: "up to N" is its best (and only) run.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

HW = "1 x NVIDIA H100 80GB HBM3"
MODEL = {"id": "meta-llama/Llama-3.1-8B-Instruct", "file_sha256": None}
SCOPE = "Llama-3.1-8B-Instruct on one H100, 24 tasks per arm"
NEG = "It is not true that "

ENG = {"tgi": {"aliases": ["TGI", "Text Generation Inference"], "workers": 4, "role": "baseline",
               "settings": {"concurrency": 16}},
       "sglang": {"aliases": ["SGLang"], "workers": 4, "role": "treatment", "settings": {"concurrency": 16}}}
PCT = {"mrv1": {"aliases": ["MRV1"], "workers": 4, "role": "baseline"},
       "mrv2": {"aliases": ["MRV2"], "workers": 4, "role": "treatment"}}
SET = {"c4": {"aliases": [], "workers": 4, "role": "baseline", "settings": {"concurrency": 4}},
       "c16": {"aliases": [], "workers": 4, "role": "treatment", "settings": {"concurrency": 16}}}
NP = {"np1": {"aliases": [], "workers": 1, "role": "baseline", "settings": {"parallel_slots": 1}},
      "np8": {"aliases": [], "workers": 8, "role": "treatment", "settings": {"parallel_slots": 8}}}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("gain_nouns")

    def w(name, arms, rows):
        return str(seal(root / name, ab_witness(arms, hardware=HW, model=MODEL, engine="vLLM", inputs={"tasks": 24}),
                        {"rows.jsonl": rows}))

    return {"eng": w("eng", ENG, uniform("tgi", 24, 12.0, 4, ttft=0.4) + uniform("sglang", 24, 4.0, 4, ttft=0.2)),
            "pct": w("pct", PCT, uniform("mrv1", 24, 15.6, 4, ttft=0.5) + uniform("mrv2", 24, 10.0, 4, ttft=0.4)),
            "set": w("set", SET, uniform("c4", 24, 12.0, 4, ttft=0.3) + uniform("c16", 24, 5.0, 4, ttft=0.3)),
            "np": w("np", NP, uniform("np1", 24, 24.0, 1, ttft=0.2) + uniform("np8", 24, 10.0, 8, ttft=0.5))}


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, SCOPE, baseline="same model, GPU, prompts and output cap")


# (witness, frame, true statement, twins that must never be net-true)
FRAMES = [
    # --- capability modals before a bound (vLLM blog style) ---
    ("eng", "can achieve up to N x higher <metric> than", "SGLang can achieve up to 3x higher throughput than TGI.",
     ["SGLang can achieve up to 6x higher throughput than TGI.", "SGLang can achieve up to 1.5x higher throughput than TGI.",
      "SGLang can achieve up to 3x lower throughput than TGI.", "TGI can achieve up to 3x higher throughput than SGLang.",
      "SGLang cannot achieve up to 3x higher throughput than TGI.", "SGLang can't achieve up to 3x higher throughput than TGI.",
      "SGLang could not achieve up to 3x higher throughput than TGI.", NEG + "SGLang can achieve up to 3x higher throughput than TGI.",
      "SGLang can achieve up to 3x higher mean TTFT than TGI."]),
    ("eng", "could deliver up to a N x <metric> boost over", "SGLang could deliver up to a 3x throughput boost over TGI.",
     ["SGLang could deliver up to a 4.5x throughput boost over TGI.", "TGI could deliver up to a 3x throughput boost over SGLang.",
      "SGLang could not deliver up to a 3x throughput boost over TGI.", "SGLang could deliver up to a 3x TTFT boost over TGI."]),
    ("eng", "can be as much as N x faster than", "SGLang can be as much as 3x faster than TGI.",
     ["SGLang can be as much as 6x faster than TGI.", "SGLang can be as much as 3x slower than TGI.",
      "TGI can be as much as 3x faster than SGLang.", "SGLang cannot be as much as 3x faster than TGI."]),
    ("eng", "can now deliver up to N x higher <metric> compared to",
     "SGLang can now deliver up to 3x higher request throughput compared to Text Generation Inference.",
     ["SGLang can now deliver up to 4.5x higher request throughput compared to Text Generation Inference.",
      "Text Generation Inference can now deliver up to 3x higher request throughput compared to SGLang.",
      "SGLang can now deliver up to 3x lower request throughput compared to Text Generation Inference."]),
    ("eng", "can cut <stat> <metric> by up to N%", "SGLang can cut mean TTFT by up to 50% compared to TGI.",
     ["SGLang can cut mean TTFT by up to 75% compared to TGI.", "SGLang can cut mean TTFT by up to 25% compared to TGI.",
      "TGI can cut mean TTFT by up to 50% compared to SGLang.", "SGLang can raise mean TTFT by up to 50% compared to TGI.",
      "SGLang cannot cut mean TTFT by up to 50% compared to TGI.", "SGLang can cut p99 throughput by up to 50% compared to TGI."]),
    ("eng", "can reach up to N tok/s", "SGLang can reach up to 48 tok/s.",
     ["SGLang can reach up to 96 tok/s.", "SGLang can reach up to 24 tok/s.", "TGI can reach up to 48 tok/s.",
      "SGLang cannot reach up to 48 tok/s."]),
    ("eng", "can serve up to N req/s", "SGLang can serve up to 6 req/s.",
     ["SGLang can serve up to 12 req/s.", "TGI can serve up to 6 req/s.", "SGLang can't serve up to 6 req/s."]),
    ("eng", "is able to deliver up to N x higher <metric> than", "SGLang is able to deliver up to 3x higher throughput than TGI.",
     ["SGLang is able to deliver up to 6x higher throughput than TGI.", "TGI is able to deliver up to 3x higher throughput than SGLang.",
      "SGLang is not able to deliver up to 3x higher throughput than TGI.",
      "SGLang is able to deliver up to 3x lower throughput than TGI."]),
    ("eng", "was capable of delivering up to N x", "SGLang was capable of delivering up to 3x higher throughput than TGI.",
     ["SGLang was capable of delivering up to 1.5x higher throughput than TGI.",
      "SGLang was not capable of delivering up to 3x higher throughput than TGI.",
      "SGLang was incapable of delivering up to 3x higher throughput than TGI."]),
    ("eng", "can achieve <metric> up to N x higher than", "SGLang can achieve throughput up to 3x higher than TGI.",
     ["SGLang can achieve throughput up to 6x higher than TGI.", "SGLang can achieve throughput up to 3x lower than TGI.",
      "SGLang can achieve mean TTFT up to 3x higher than TGI.", "TGI can achieve throughput up to 3x higher than SGLang."]),
    # --- delivery verbs ---
    ("eng", "enables up to N x higher <metric> than", "SGLang enables up to 3x higher output token throughput than TGI.",
     ["SGLang enables up to 6x higher output token throughput than TGI.", "TGI enables up to 3x higher output token throughput than SGLang.",
      "SGLang enables up to 3x lower output token throughput than TGI.", "SGLang never enables up to 3x higher output token throughput than TGI."]),
    ("eng", "brings up to a N x improvement in <stat> <metric>", "Compared with TGI, SGLang brings up to a 2x improvement in mean TTFT.",
     ["Compared with TGI, SGLang brings up to a 4x improvement in mean TTFT.",
      "Compared with SGLang, TGI brings up to a 2x improvement in mean TTFT.",
      "Compared with TGI, SGLang brings up to a 2x regression in mean TTFT.",
      NEG + "compared with TGI, SGLang brings up to a 2x improvement in mean TTFT."]),
    ("eng", "shows speedups of up to N x over", "In our benchmarks, SGLang shows speedups of up to 3x over TGI.",
     ["In our benchmarks, SGLang shows speedups of up to 4.5x over TGI.", "In our benchmarks, TGI shows speedups of up to 3x over SGLang.",
      "In our benchmarks, SGLang shows slowdowns of up to 3x over TGI."]),
    # --- speed-up verbs ---
    ("eng", "speeds up inference by up to N x over", "SGLang speeds up inference by up to 3x over TGI.",
     ["SGLang speeds up inference by up to 6x over TGI.", "TGI speeds up inference by up to 3x over SGLang.",
      "SGLang slows down inference by up to 3x over TGI.", "SGLang never speeds up inference by up to 3x over TGI.",
      NEG + "SGLang speeds up inference by up to 3x over TGI."]),
    ("eng", "accelerates <object> by nearly N x versus", "SGLang accelerates inference by nearly 3x versus TGI.",
     ["SGLang accelerates inference by nearly 6x versus TGI.", "TGI accelerates inference by nearly 3x versus SGLang.",
      "SGLang decelerates inference by nearly 3x versus TGI."]),
    ("eng", "speeds up <object> by upwards of N x", "SGLang speeds up serving by upwards of 2.5x relative to TGI.",
     ["SGLang speeds up serving by upwards of 5x relative to TGI.", "TGI speeds up serving by upwards of 2.5x relative to SGLang."]),
    # --- gain nouns ---
    ("eng", "N x the <metric> of", "SGLang reaches 3x the throughput of TGI.",
     ["SGLang reaches 4.5x the throughput of TGI.", "SGLang reaches 1.5x the throughput of TGI.", "TGI reaches 3x the throughput of SGLang."]),
    ("eng", "approximately N x the baseline <metric>", "SGLang achieves approximately 3x the baseline throughput.",
     ["SGLang achieves approximately 6x the baseline throughput.", "SGLang achieves approximately 1.5x the baseline throughput.",
      NEG + "SGLang achieves approximately 3x the baseline throughput."]),
    ("eng", "a N x <metric> speedup over", "SGLang shows a 2x TTFT speedup over TGI.",
     ["SGLang shows a 4x TTFT speedup over TGI.", "TGI shows a 2x TTFT speedup over SGLang.", "SGLang shows a 2x TTFT slowdown over TGI."]),
    ("eng", "a N x boost in <metric> over", "SGLang gives a 3x boost in request throughput over TGI.",
     ["SGLang gives a 6x boost in request throughput over TGI.", "TGI gives a 3x boost in request throughput over SGLang.",
      "SGLang gives a 3x boost in mean TTFT over TGI."]),
    ("pct", "a N% <metric> increase over", "MRV2 delivered a 56% throughput increase over MRV1.",
     ["MRV2 delivered a 84% throughput increase over MRV1.", "MRV2 delivered a 28% throughput increase over MRV1.",
      "MRV2 delivered a 56% throughput decrease over MRV1.", "MRV1 delivered a 56% throughput increase over MRV2.",
      NEG + "MRV2 delivered a 56% throughput increase over MRV1.", "MRV2 delivered a 56% mean TTFT increase over MRV1."]),
    ("pct", "a N% improvement in <metric> compared to", "MRV2 gives a 56% improvement in throughput compared to MRV1.",
     ["MRV2 gives a 112% improvement in throughput compared to MRV1.", "MRV1 gives a 56% improvement in throughput compared to MRV2.",
      "MRV2 gives a 56% regression in throughput compared to MRV1."]),
    ("pct", "a N% gain in <metric> over", "MRV2 shows a 56% gain in request throughput over MRV1.",
     ["MRV2 shows a 28% gain in request throughput over MRV1.", "MRV1 shows a 56% gain in request throughput over MRV2.",
      "MRV2 shows a 56% loss in request throughput over MRV1."]),
    ("pct", "a N% <metric> uplift over", "MRV2 achieves a 56% throughput uplift over MRV1.",
     ["MRV2 achieves a 84% throughput uplift over MRV1.", "MRV1 achieves a 56% throughput uplift over MRV2.",
      "MRV2 achieves a 56% TTFT uplift over MRV1."]),
    ("pct", "a ~N% uplift in <metric> over", "MRV2 shows a ~56% uplift in throughput over MRV1.",
     ["MRV2 shows a ~112% uplift in throughput over MRV1.", "MRV1 shows a ~56% uplift in throughput over MRV2."]),
    ("pct", "roughly a N% <metric> boost compared to", "MRV2 gives roughly a 56% throughput boost compared to MRV1.",
     ["MRV2 gives roughly a 112% throughput boost compared to MRV1.", "MRV1 gives roughly a 56% throughput boost compared to MRV2."]),
    ("pct", "about a N% <stat> <metric> reduction over", "MRV2 provides about a 40% mean TPOT reduction over MRV1.",
     ["MRV2 provides about a 80% mean TPOT reduction over MRV1.", "MRV2 provides about a 20% mean TPOT reduction over MRV1.",
      "MRV2 provides about a 40% mean TPOT increase over MRV1.", "MRV1 provides about a 40% mean TPOT reduction over MRV2.",
      "MRV2 provides about a 40% mean TTFT reduction over MRV1."]),
    ("pct", "a N% end-to-end <metric> gain over", "MRV2 delivers a 56% end-to-end throughput gain over MRV1.",
     ["MRV2 delivers a 84% end-to-end throughput gain over MRV1.", "MRV1 delivers a 56% end-to-end throughput gain over MRV2."]),
    ("pct", "approximately N x the <metric> of", "MRV2 achieves approximately 1.56x the throughput of MRV1.",
     ["MRV2 achieves approximately 2.34x the throughput of MRV1.", "MRV1 achieves approximately 1.56x the throughput of MRV2."]),
    ("pct", "can increase <metric> by up to N%", "MRV2 can increase throughput by up to 56% over MRV1.",
     ["MRV2 can increase throughput by up to 84% over MRV1.", "MRV2 can decrease throughput by up to 56% over MRV1.",
      "MRV1 can increase throughput by up to 56% over MRV2.", "MRV2 might increase throughput by up to 56% over MRV1."]),
    ("pct", "a list of gains", "MRV2 delivers a 56% throughput improvement, a 20% mean TTFT reduction and a 36% mean "
     "end-to-end latency reduction over MRV1.",
     ["MRV2 delivers a 56% throughput improvement, a 40% mean TTFT reduction and a 36% mean end-to-end latency reduction over MRV1.",
      "MRV2 delivers a 56% throughput improvement, a 20% mean TTFT increase and a 36% mean end-to-end latency reduction over MRV1."]),
    ("eng", "close to N x the <metric> of", "SGLang delivers close to 3x the throughput of TGI.",
     ["SGLang delivers close to 6x the throughput of TGI.", "SGLang delivers close to 1.5x the throughput of TGI.",
      "TGI delivers close to 3x the throughput of SGLang."]),
    ("eng", "speedups up to N x over (no 'of')", "SGLang achieves speedups up to 3x over TGI.",
     ["SGLang achieves speedups up to 6x over TGI.", "SGLang achieves slowdowns up to 3x over TGI.",
      "TGI achieves speedups up to 3x over SGLang.", NEG + "SGLang achieves speedups up to 3x over TGI."]),
    ("pct", "already N% improvement in <metric> (rs317)", "Already a 56% improvement in throughput over MRV1.",
     ["Already a 28% improvement in throughput over MRV1.", "Already a 56% regression in throughput over MRV1.",
      "Already a 56% improvement in throughput over MRV2.", NEG + "already a 56% improvement in throughput over MRV1."]),
    ("eng", "speedups as high as N x over", "SGLang achieves speedups as high as 3x over TGI.",
     ["SGLang achieves speedups as high as 6x over TGI.", "SGLang achieves slowdowns as high as 3x over TGI.",
      "TGI achieves speedups as high as 3x over SGLang.", NEG + "SGLang achieves speedups as high as 3x over TGI."]),
    ("eng", "can reach as high as N req/s", "SGLang can reach as high as 6 req/s.",
     ["SGLang can reach as high as 12 req/s.", "TGI can reach as high as 6 req/s.", "SGLang cannot reach as high as 6 req/s."]),
    # --- the gain noun as the subject ---
    ("eng", "the <metric> improvement of ARM over ARM is about N x",
     "The throughput improvement of SGLang over TGI is about 3x.",
     ["The throughput improvement of SGLang over TGI is about 6x.", "The throughput improvement of TGI over SGLang is about 3x.",
      "The throughput improvement of SGLang over TGI is not about 3x.", "The mean TTFT improvement of SGLang over TGI is about 3x.",
      NEG + "the throughput improvement of SGLang over TGI is about 3x."]),
    ("eng", "ARM's speedup over ARM reaches N x", "SGLang's speedup over TGI reaches 3x.",
     ["SGLang's speedup over TGI reaches 4.5x.", "TGI's speedup over SGLang reaches 3x.", "SGLang's slowdown over TGI reaches 3x."]),
    ("eng", "the speedup over ARM is up to N x", "The speedup over TGI is up to 3x.",
     ["The speedup over TGI is up to 6x.", "The slowdown over TGI is up to 3x.", "The speedup over SGLang is up to 3x."]),
    ("eng", "the <stat> <metric> reduction of ARM relative to ARM was N%",
     "The mean TTFT reduction of SGLang relative to TGI was 50%.",
     ["The mean TTFT reduction of SGLang relative to TGI was 25%.", "The mean TTFT increase of SGLang relative to TGI was 50%.",
      "The mean TTFT reduction of TGI relative to SGLang was 50%.", "The p99 throughput reduction of SGLang relative to TGI was 50%."]),
    ("pct", "the <metric> gain of ARM over ARM is N%", "The throughput gain of MRV2 over MRV1 is 56%.",
     ["The throughput gain of MRV2 over MRV1 is 28%.", "The throughput gain of MRV1 over MRV2 is 56%.",
      "The throughput loss of MRV2 over MRV1 is 56%.", "The mean TTFT gain of MRV2 over MRV1 is 56%."]),
    # --- arms named by their declared settings ---
    ("set", "up to N x higher <metric> than <setting>", "Concurrency 16 delivers up to 2.4x higher throughput than concurrency 4.",
     ["Concurrency 16 delivers up to 4.8x higher throughput than concurrency 4.",
      "Concurrency 4 delivers up to 2.4x higher throughput than concurrency 16.",
      "Concurrency 16 delivers up to 2.4x lower throughput than concurrency 4."]),
    ("set", "a N% <metric> increase over <setting>", "Running at concurrency 16 brings a 140% throughput increase over concurrency 4.",
     ["Running at concurrency 16 brings a 280% throughput increase over concurrency 4.",
      "Running at concurrency 4 brings a 140% throughput increase over concurrency 16.",
      "Running at concurrency 16 brings a 140% throughput decrease over concurrency 4."]),
]


FRAMES += [
    # --- llama.cpp style: slots named by the declared parallel_slots, the singular "1 slot" / "a single slot" ---
    ("np", "N parallel slots give a N x <metric> boost over one slot", "8 parallel slots give a 2.4x throughput boost over one slot.",
     ["8 parallel slots give a 4.8x throughput boost over one slot.", "1 slot gives a 2.4x throughput boost over 8 parallel slots.",
      "8 parallel slots give a 2.4x mean TTFT boost over one slot.", NEG + "8 parallel slots give a 2.4x throughput boost over one slot."]),
    ("np", "N parallel slots can achieve up to N x the <metric> of a single slot",
     "8 parallel slots can achieve up to 2.4x the throughput of a single slot.",
     ["8 parallel slots can achieve up to 3.6x the throughput of a single slot.",
      "8 parallel slots cannot achieve up to 2.4x the throughput of a single slot.",
      "8 parallel slots might achieve up to 2.4x the throughput of a single slot."]),
    ("np", "the <metric> gain of N slots over 1 slot is N x", "The throughput gain of 8 parallel slots over 1 slot is 2.4x.",
     ["The throughput gain of 8 parallel slots over 1 slot is 1.2x.", "The throughput loss of 8 parallel slots over 1 slot is 2.4x."]),
    ("np", "with N slots, <metric> improves by up to N% compared to 1 slot",
     "With 8 slots, output throughput improves by up to 140% compared to 1 slot.",
     ["With 8 slots, output throughput improves by up to 280% compared to 1 slot.",
      "With 8 slots, output throughput worsens by up to 140% compared to 1 slot.",
      "With 1 slot, output throughput improves by up to 140% compared to 8 slots."]),
    ("np", "N slots yield roughly N% more <metric> than a single slot", "8 slots yield roughly 140% more throughput than a single slot.",
     ["8 slots yield roughly 280% more throughput than a single slot.", "8 slots yield roughly 140% less throughput than a single slot.",
      "A single slot yields roughly 140% more throughput than 8 slots."]),
]

@pytest.mark.parametrize("w,frame,true,twins", FRAMES, ids=[f[1] for f in FRAMES])
def test_true_statement_is_read_completely_and_net_true(w, frame, true, twins, witnesses):
    res = _grade(true, witnesses[w])
    assert_read_net_true(res)


@pytest.mark.parametrize("w,frame,true,twins", FRAMES, ids=[f[1] for f in FRAMES])
def test_twisted_twins_are_never_net_true(w, frame, true, twins, witnesses):
    for twin in twins:
        assert_never_net_true(_grade(twin, witnesses[w]), twin)


ARMS = {"sglang": ["SGLang"], "tgi": ["TGI"]}


def _one(statement: str):
    r = read_full(statement, "", ARMS).reading
    return r


def test_close_to_an_arm_is_parity_not_a_hedge():
    # "close to" an arm is a parity claim (docs/claim-check.md, "Parity"), never a hedge on a number
    r = _one("SGLang has TTFT close to TGI.")
    assert [(a.metric, a.treatment, a.baseline, a.tolerance.false_high is not None) for a in r.assertions] == [
        ("ttft", "sglang", "tgi", True)]


@pytest.mark.parametrize("statement", [
    "SGLang can achieve up to 3x higher throughput than TGI.",
    "SGLang could achieve up to 3x higher throughput than TGI.",
    "SGLang can be up to 3x faster than TGI.",
    "SGLang can also deliver up to 3x higher throughput than TGI.",
    "SGLang can translate into up to 3x improvement in throughput over TGI.",
    "SGLang can improve throughput by up to 3x over TGI.",
])
def test_a_capability_modal_before_a_bound_is_the_best_run(statement):
    r = _one(statement)
    assert not r.unread, [u.text for u in r.unread]
    assert [(a.metric, a.treatment, a.baseline, a.value, a.over_runs) for a in r.assertions] == [
        ("throughput", "sglang", "tgi", 3.0, "best")]


@pytest.mark.parametrize("statement, word", [
    ("SGLang can achieve 3x higher throughput than TGI.", "can"),        # no bound: a capability, unread
    ("SGLang could deliver a 3x speedup over TGI.", "could"),
    ("SGLang cannot achieve up to 3x higher throughput than TGI.", "cannot"),
    ("SGLang can't achieve up to 3x higher throughput than TGI.", "can't"),
    ("SGLang could not achieve up to 3x higher throughput than TGI.", "could"),
    ("SGLang can not achieve up to 3x higher throughput than TGI.", "can"),
    ("SGLang might achieve up to 3x higher throughput than TGI.", "might"),
    ("SGLang may achieve up to 3x higher throughput than TGI.", "may"),
    ("SGLang should achieve up to 3x higher throughput than TGI.", "should"),
    ("SGLang would achieve up to 3x higher throughput than TGI.", "would"),
    ("SGLang can batch up to 256 requests.", "can"),                      # a count: a setting, not a best run
    ("SGLang enables users to get 3x higher throughput than TGI.", "enables"),
    ("The improvement of SGLang over TGI is 3x.", "improvement"),       # an improvement of what?
    ("The speedup of SGLang over TGI is 200%.", "speedup"),             # a percent speedup of a time or a rate?
    ("SGLang achieves a speedup over 2x over TGI.", "speedup"),         # "over" is a binder here
    ("SGLang has mean TTFT as high as 200 ms.", "mean"),                # "as high as" a duration: a worst case
])
def test_other_modals_and_unbounded_capabilities_stay_unread(statement, word):
    r = _one(statement)
    assert any(u.text.lower().startswith(word) for u in r.unread), [u.text for u in r.unread]
    assert not r.assertions, r.assertions


@pytest.mark.parametrize("statement", [
    "SGLang can achieve up to 3x higher throughput than TGI.",
    "SGLang can cut mean TTFT by up to 50% compared to TGI.",
])
def test_a_negated_capability_is_not_read_and_releases_the_modal(statement):
    r = _one(NEG + statement)
    assert not r.assertions and any(u.text.lower().startswith("can") for u in r.unread), [u.text for u in r.unread]


@pytest.mark.parametrize("statement", [
    "SGLang delivers up to 3x higher throughput than TGI on real workloads.",
    "SGLang brings up to a 2x improvement in mean TTFT over TGI under load.",
    "SGLang gives a 50% mean TTFT reduction over TGI at low batch sizes.",
    "SGLang can achieve up to 3x higher throughput than TGI on long prompts.",
    "SGLang delivers up to 3 times higher effective throughput compared to TGI.",
])
def test_scope_and_ambiguous_metric_words_stay_unread_and_never_false(statement, witnesses):
    """Unread, or (the first two) read as a condition no witness confirms (tests/claims/test_claims_conditions.py):
    either way not-yet."""
    res = _grade(statement, witnesses["eng"])
    opened = any(f.kind == "unverifiable" for f in res.reading.context)
    assert (res.reading.unread or opened) and res.verdict == "not-yet", \
        (res.verdict, [u.text for u in res.reading.unread])


@pytest.mark.parametrize("statement", [
    "SGLang might achieve up to 3x higher throughput than TGI.",
    "SGLang could deliver up to a 3x throughput boost over TGI if the cache is warm.",
    "SGLang speeds up TTFT by 2x over TGI.",                             # a shorter time or a higher rate?
    "SGLang cannot achieve up to 3x higher throughput than TGI.",
])
def test_honest_or_unclear_capability_sentences_are_never_false(statement, witnesses):
    assert _grade(statement, witnesses["eng"]).verdict != "false"


def test_speed_up_objects():
    got = {s: [(a.metric, a.form, a.value) for a in _one(s).assertions] for s in (
        "SGLang speeds up inference by 3x over TGI.", "SGLang speeds up generation by 3x over TGI.",
        "SGLang sped up serving by 200% over TGI.", "SGLang accelerates decoding by 3x over TGI.")}
    assert got == {"SGLang speeds up inference by 3x over TGI.": [("throughput", "ratio", 3.0)],
                   "SGLang speeds up generation by 3x over TGI.": [("token_throughput", "ratio", 3.0)],
                   "SGLang sped up serving by 200% over TGI.": [("throughput", "percent_change", 200.0)],
                   "SGLang accelerates decoding by 3x over TGI.": [("decode_token_rate", "ratio", 3.0)]}


def test_a_percent_speed_up_has_the_time_meaning_too(witnesses):
    """"speeds up inference by P%" is the rate's change (+P%) or, as "P% faster" is in real write-ups, the time's
    (P% less time): pct's throughput is x1.56, so 56% is net-true, 36% (1 / (1 - 0.36) = 1.5625) is not false,
    80% (neither +80% nor x5) is false."""
    w = witnesses["pct"]
    assert _grade("MRV2 speeds up inference by 56% over MRV1.", w).verdict == "net-true"
    assert _grade("MRV2 speeds up inference by 36% over MRV1.", w).verdict == "not-yet"
    assert _grade("MRV2 accelerates serving by 36% compared to MRV1.", w).verdict == "not-yet"
    assert _grade("MRV2 speeds up inference by 80% over MRV1.", w).verdict == "false"
