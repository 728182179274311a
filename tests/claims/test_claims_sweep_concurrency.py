"""Q1 for two levels of a concurrency sweep whose arms record workers 1 (issue 16; checks.differing_factors,
_declared_concurrency). Found by tuning battery 32 (a sweep of concurrency 1 / 8 / 32): "Going from 8 to 32 concurrent
requests triples throughput" read completely and agreed (3x), yet Q1 said "the two differ in no declared factor":
``workers`` and ``settings.concurrency`` are one factor, and the workers (1: one client process drives every level)
hid the concurrency each arm declares. Now, where BOTH arms declare ``settings.concurrency``, it is that factor's value
(as per_user.streams reads the streams); an arm that declares none is compared by its workers as before, and two arms at
one concurrency stay no controlled pair whatever their workers.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows; vLLM, one H100, 32 requests per arm, 512 prompt
+ 256 output tokens, every arm workers 1):

* ``sweep`` -- c1 (concurrency 1, baseline, back to back): TTFT 20 ms, TPOT 20 ms -> e2e 5.12 s, wall 163.84 s, 0.195
  req/s, 50 output tok/s. c8 (concurrency 8): 320 tok/s -> wall 25.6 s, 1.25 req/s; TTFT 40 ms. c32 (concurrency 32):
  960 tok/s -> wall 8.533 s, 3.75 req/s; TTFT 100 ms. c32 / c8 = 3x throughput, 2.5x TTFT.
* ``same`` -- c1 (concurrency 1, baseline) as above; c8 (concurrency 8, workers 1, alias "the first c8 run") 1.25
  req/s; c8w (concurrency 8,
  workers 4, alias "the second c8 run") 2.5 req/s: c8w / c8 = 2x, at one concurrency (a stand-in, no pair).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import CONC_SWEEP, CONC_SWEEP_SCOPE as SCOPE, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

NEG = "It is not true that "
C1 = CONC_SWEEP[0]
SPECS = {
    "sweep": CONC_SWEEP,
    "same": [C1, A("c8", "the first c8 run", thr=1.25, ttft=0.04, tpot=0.025, tok=256, prompt=512, n=32, settings={"concurrency": 8},
                   role="treatment"),
             A("c8w", "the second c8 run", thr=2.5, ttft=0.04, tpot=0.025, tok=256, prompt=512, n=32, workers=4,
               settings={"concurrency": 8}, role="treatment")],
}


wit = sealed_fixture("sweep_concurrency", SPECS)


CASES = [
    ("Going from 8 to 32 concurrent requests triples throughput (320 -> 960 tok/s).",
     ["Going from 8 to 32 concurrent requests doubles throughput (320 -> 960 tok/s).",
      "Going from 32 to 8 concurrent requests triples throughput (320 -> 960 tok/s).",
      "Going from 8 to 32 concurrent requests triples throughput (320 -> 1440 tok/s).",
      NEG + "going from 8 to 32 concurrent requests triples throughput (320 -> 960 tok/s)."]),
    ("Going from concurrency 8 to concurrency 32 triples throughput.",
     ["Going from concurrency 8 to concurrency 32 multiplies throughput by 4.5.",
      "Going from concurrency 8 to concurrency 32 halves throughput.",
      "Going from concurrency 16 to concurrency 32 triples throughput.",
      "Going from concurrency 8 to concurrency 32 triples TTFT.",
      "On an A100, going from concurrency 8 to concurrency 32 triples throughput."]),
    ("Throughput at concurrency 32 is 3x that at concurrency 8.",
     ["Throughput at concurrency 32 is 1.5x that at concurrency 8.",
      "Throughput at concurrency 8 is 3x that at concurrency 32."]),
]


@pytest.mark.parametrize("true,twins", CASES, ids=[t[:50] for t, _ in CASES])
def test_two_levels_of_a_sweep_are_a_pair(wit, true, twins):
    r = grade_statement(true, wit["sweep"], SCOPE)
    assert r.verdict == "net-true" and not r.reading.unread, (true, r.reason)
    for s in twins:
        t = grade_statement(s, wit["sweep"], SCOPE)
        assert t.verdict != "net-true", (s, t.reason)


def test_one_concurrency_is_no_pair_whatever_the_workers(wit):
    r = grade_statement("The second c8 run delivers 2x the throughput of the first c8 run.", wit["same"], SCOPE)
    assert r.verdict == "not-yet" and not r.reading.unread, r.reason
    assert "differ in no declared factor" in r.reason or "differ in no declared factor" in str(r.questions), r.reason
