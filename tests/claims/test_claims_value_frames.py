"""Change and value frames that carry their numbers in ways the reader used to leave unbound: a change verb with its
metric and a from/to pair whose unit is on one value only or on none ("pushes request throughput from 3.1 to 4.5"),
a particle that gives the direction ("bumps p50 TTFT up to 410 ms from 260 ms"), a multiplier followed by the other
arm's own value ("1.45x vLLM's 3.1 req/s"), and bounds said with a verb ("keeps mean TTFT under 300 ms", "never goes
above", "does not exceed", "at or below", "within 40 ms") -- productions change_particle, pair_unit_carried,
possessive_value, bound_verb and bound_words (docs/claim-check.md, "Grammar").

Two witnesses, worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm alike unless
``ttft_mp`` is given; requests spread so that the arm's wall clock is n / thr):

``engines`` -- 30 requests per arm, 100 output tokens each:
  * ``sglang`` (SGLang, treatment): 4.5 req/s (wall 30 / 4.5 = 6.67 s), so 450 output tok/s; TTFT 260 ms on every
    request; TPOT 20 ms, so e2e latency 0.26 + 99 x 0.02 = 2.24 s.
  * ``vllm`` (vLLM, baseline): 3.1 req/s, 310 output tok/s; TTFT 410 ms; TPOT 28 ms; e2e 0.41 + 99 x 0.028 = 3.182 s.
  Ratios: request throughput 4.5 / 3.1 = 1.4516 ("1.45x"); TTFT 410 / 260 = 1.577 ("1.58x"); TPOT 28 / 20 = 1.4.

``sweep`` -- 10 requests per arm, 50 output tokens each, arms named only by their declared concurrency:
  * ``c32`` (concurrency 32, treatment): 3.0 req/s (150 tok/s); TTFT mean 410 ms, p99 900 ms (nine requests at
    349.5 ms, one at 954.4 ms, so median 349.5 ms); TPOT 40 ms.
  * ``c16`` (concurrency 16, baseline): 2.1 req/s (105 tok/s); TTFT mean 260 ms, p99 500 ms (median 230.4 ms);
    TPOT 30 ms.
  Ratio of request throughput 3.0 / 2.1 = 1.4286 ("1.43x").
"""

from __future__ import annotations

import pytest

from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, grade_case, witness_for

ENGINES = [A("sglang", "SGLang", thr=4.5, ttft=0.26, tpot=0.02, tok=100, n=30, role="treatment"),
           A("vllm", "vLLM", thr=3.1, ttft=0.41, tpot=0.028, tok=100, n=30, role="baseline")]
SWEEP = [A("c32", tok=50, n=10, thr=3.0, ttft_mp=(0.41, 0.9), tpot=0.04, settings={"concurrency": 32},
           role="treatment"),
         A("c16", tok=50, n=10, thr=2.1, ttft_mp=(0.26, 0.5), tpot=0.03, settings={"concurrency": 16},
           role="baseline")]


@pytest.fixture(scope="module")
def wits(tmp_path_factory):
    out = {}
    for name, arms in (("engines", ENGINES), ("sweep", SWEEP)):
        spec = Spec(name, arms, key="", engine=None)
        out[name] = (spec, {name: str(seal(tmp_path_factory.mktemp(name) / "w", *witness_for(spec)))})
    return out


def verdict(wits, which: str, s: str) -> str:
    spec, paths = wits[which]
    return grade_case(spec, s, paths).verdict


# (witness, true sentence, its twins: (kind, text)); every twin is false of the witness
CASES = [
    # --- a change verb, its metric and a from/to pair with the unit on one value or on none ---------------------
    ("engines", "SGLang raises output throughput from 310 tok/s to 450.",
     [("swapped values", "SGLang raises output throughput from 450 tok/s to 310."),
      ("scaled", "SGLang raises output throughput from 310 tok/s to 675."),
      ("arm", "vLLM raises output throughput from 310 tok/s to 450."),
      ("negation", "SGLang does not raise output throughput from 310 tok/s to 450.")]),
    ("engines", "With SGLang, request throughput climbs from 3.1 req/s to 4.5.",
     [("scaled", "With SGLang, request throughput climbs from 3.1 req/s to 2.25."),
      ("direction", "With SGLang, request throughput falls from 3.1 req/s to 4.5."),
      ("arm", "With vLLM, request throughput climbs from 3.1 req/s to 4.5.")]),
    ("engines", "SGLang pushes request throughput from 3.1 to 4.5.",
     [("swapped values", "SGLang pushes request throughput from 4.5 to 3.1."),
      ("scaled", "SGLang pushes request throughput from 3.1 to 6.75."),
      ("other metric", "SGLang pushes output throughput from 3.1 to 4.5."),
      ("negation", "SGLang never pushes request throughput from 3.1 to 4.5.")]),
    ("engines", "Switching to SGLang bumps output throughput up from 310 to 450 tok/s.",
     [("direction", "Switching to SGLang bumps output throughput down from 310 to 450 tok/s."),
      ("scaled", "Switching to SGLang bumps output throughput up from 310 to 225 tok/s."),
      ("arm", "Switching to vLLM bumps output throughput up from 310 to 450 tok/s.")]),
    ("engines", "SGLang cuts p50 TTFT down to 260 ms from 410 ms.",
     [("swapped values", "SGLang cuts p50 TTFT down to 410 ms from 260 ms."),
      ("direction", "SGLang cuts p50 TTFT up to 260 ms from 410 ms."),
      ("scaled", "SGLang cuts p50 TTFT down to 130 ms from 410 ms."),
      ("arm", "vLLM cuts p50 TTFT down to 260 ms from 410 ms.")]),
    ("sweep", "Doubling concurrency to 32 bumps mean TTFT up to 410 ms from 260 ms.",
     [("swapped values", "Doubling concurrency to 32 bumps mean TTFT up to 260 ms from 410 ms."),
      ("other statistic", "Doubling concurrency to 32 bumps p99 TTFT up to 410 ms from 260 ms."),
      ("scaled", "Doubling concurrency to 32 bumps mean TTFT up to 615 ms from 260 ms."),
      ("direction", "Doubling concurrency to 32 bumps mean TTFT down to 410 ms from 260 ms.")]),
    ("engines", "SGLang brings median TTFT down from 410 ms to 260 ms.",
     [("direction", "SGLang brings median TTFT up from 410 ms to 260 ms."),
      ("scaled", "SGLang brings median TTFT down from 410 ms to 205 ms."),
      ("arm", "vLLM brings median TTFT down from 410 ms to 260 ms.")]),
    # --- a second value with no unit after the first had one --------------------------------------------------
    ("engines", "SGLang serves 4.5 req/s versus 3.1 for vLLM.",
     [("swapped values", "SGLang serves 3.1 req/s versus 4.5 for vLLM."),
      ("scaled", "SGLang serves 4.5 req/s versus 1.55 for vLLM."),
      ("arm", "vLLM serves 4.5 req/s versus 3.1 for SGLang.")]),
    ("sweep", "Concurrency 32 serves 3.0 req/s versus 2.1 at concurrency 16.",
     [("swapped values", "Concurrency 32 serves 2.1 req/s versus 3.0 at concurrency 16."),
      ("scaled", "Concurrency 32 serves 3.0 req/s versus 4.2 at concurrency 16.")]),
    ("sweep", "Concurrency 32 lifts output throughput to 150 tok/s, up from 105.",
     [("direction", "Concurrency 32 lifts output throughput to 150 tok/s, down from 105."),
      ("scaled", "Concurrency 32 lifts output throughput to 225 tok/s, up from 105.")]),
    # --- comparative duration and manner ------------------------------------------------------------------------
    ("engines", "vLLM takes 1.4x longer per output token than SGLang.",
     [("scaled", "vLLM takes 2.1x longer per output token than SGLang."),
      ("arm", "SGLang takes 1.4x longer per output token than vLLM."),
      ("direction", "vLLM takes 1.4x shorter per output token than SGLang."),
      ("negation", "vLLM does not take 1.4x longer per output token than SGLang.")]),
    ("engines", "vLLM needs 58% more time to the first token than SGLang.",
     [("scaled", "vLLM needs 87% more time to the first token than SGLang."),
      ("direction", "vLLM needs 58% less time to the first token than SGLang."),
      ("arm", "SGLang needs 58% more time to the first token than vLLM.")]),
    ("engines", "SGLang returns the first token 150 ms sooner than vLLM.",
     [("direction", "SGLang returns the first token 150 ms later than vLLM."),
      ("scaled", "SGLang returns the first token 300 ms sooner than vLLM."),
      ("arm", "vLLM returns the first token 150 ms sooner than SGLang."),
      ("negation", "SGLang does not return the first token 150 ms sooner than vLLM.")]),
    ("engines", "On SGLang the first tokens arrive about 37% earlier than on vLLM.",
     [("direction", "On SGLang the first tokens arrive about 37% later than on vLLM."),
      ("scaled", "On SGLang the first tokens arrive about 18% earlier than on vLLM."),
      ("arm", "On vLLM the first tokens arrive about 37% earlier than on SGLang.")]),
    ("engines", "SGLang finishes each request 0.94 s faster than vLLM.",
     [("direction", "SGLang finishes each request 0.94 s slower than vLLM."),
      ("scaled", "SGLang finishes each request 1.41 s faster than vLLM."),
      ("arm", "vLLM finishes each request 0.94 s faster than SGLang.")]),
    ("engines", "Each request completes 1.42x faster on SGLang than on vLLM.",
     [("direction", "Each request completes 1.42x slower on SGLang than on vLLM."),
      ("scaled", "Each request completes 2.13x faster on SGLang than on vLLM."),
      ("arm", "Each request completes 1.42x faster on vLLM than on SGLang.")]),
    ("engines", "SGLang responds with a 36.6% lower p90 TTFT than vLLM.",
     [("direction", "SGLang responds with a 36.6% higher p90 TTFT than vLLM."),
      ("scaled", "SGLang responds with a 18.3% lower p90 TTFT than vLLM."),
      ("arm", "vLLM responds with a 36.6% lower p90 TTFT than SGLang.")]),
    ("engines", "Request throughput climbs from 3.1 to 4.5 with SGLang.",
     [("swapped values", "Request throughput climbs from 4.5 to 3.1 with SGLang."),
      ("scaled", "Request throughput climbs from 3.1 to 6.75 with SGLang."),
      ("arm", "Request throughput climbs from 3.1 to 4.5 with vLLM.")]),
    ("engines", "SGLang reaches 4.5 req/s against vLLM's 3.1.",
     [("scaled", "SGLang reaches 4.5 req/s against vLLM's 4.65."),
      ("arm", "vLLM reaches 4.5 req/s against SGLang's 3.1.")]),
    # --- a multiplier followed by the other arm's own value ----------------------------------------------------
    ("engines", "SGLang delivers 1.45x vLLM's 3.1 req/s.",
     [("scaled", "SGLang delivers 2.9x vLLM's 3.1 req/s."),
      ("scaled value", "SGLang delivers 1.45x vLLM's 4.65 req/s."),
      ("arm", "vLLM delivers 1.45x SGLang's 3.1 req/s."),
      ("negation", "SGLang does not deliver 1.45x vLLM's 3.1 req/s.")]),
    ("engines", "SGLang reaches roughly 1.45x the baseline's 310 tok/s.",
     [("scaled", "SGLang reaches roughly 0.7x the baseline's 310 tok/s."),
      ("scaled value", "SGLang reaches roughly 1.45x the baseline's 465 tok/s.")]),
    ("sweep", "Concurrency 32 delivers 1.43x concurrency 16's 2.1 req/s.",
     [("scaled", "Concurrency 32 delivers 2.86x concurrency 16's 2.1 req/s."),
      ("arm", "Concurrency 16 delivers 1.43x concurrency 32's 2.1 req/s.")]),
    ("engines", "vLLM's mean TTFT is 1.58x SGLang's 260 ms mean TTFT.",
     [("scaled", "vLLM's mean TTFT is 0.79x SGLang's 260 ms mean TTFT."),
      ("arm", "SGLang's mean TTFT is 1.58x vLLM's 260 ms mean TTFT.")]),
    ("engines", "vLLM's mean TTFT is 1.58x SGLang's 260 ms.",
     [("scaled value", "vLLM's mean TTFT is 1.58x SGLang's 410 ms."),
      ("arm", "SGLang's mean TTFT is 1.58x vLLM's 260 ms."),
      ("scaled", "vLLM's mean TTFT is 2.37x SGLang's 260 ms.")]),
    ("sweep", "Concurrency 32's p99 TTFT is 1.8x concurrency 16's 500 ms.",
     [("other statistic", "Concurrency 32's mean TTFT is 1.8x concurrency 16's 500 ms."),
      ("scaled value", "Concurrency 32's p99 TTFT is 1.8x concurrency 16's 250 ms."),
      ("arm", "Concurrency 16's p99 TTFT is 1.8x concurrency 32's 500 ms.")]),
    ("engines", "SGLang serves 4.5 req/s, about 1.45x vLLM's 3.1.",
     [("scaled value", "SGLang serves 4.5 req/s, about 1.45x vLLM's 4.65."),
      ("scaled", "SGLang serves 4.5 req/s, about 2.9x vLLM's 3.1."),
      ("arm", "vLLM serves 4.5 req/s, about 1.45x SGLang's 3.1.")]),
    # --- bounds with verbs of state and compound bounds ---------------------------------------------------------
    ("engines", "SGLang keeps mean TTFT under 300 ms.",
     [("scaled", "SGLang keeps mean TTFT under 150 ms."),
      ("direction", "SGLang keeps mean TTFT over 300 ms."),
      ("arm", "vLLM keeps mean TTFT under 300 ms."),
      ("negation", "SGLang never keeps mean TTFT under 300 ms.")]),
    ("engines", "With SGLang, TPOT is kept within 25 ms.",
     [("scaled", "With SGLang, TPOT is kept within 12.5 ms."),
      ("arm", "With vLLM, TPOT is kept within 25 ms.")]),
    ("engines", "SGLang brought p99 TTFT under 0.3 s.",
     [("scaled", "SGLang brought p99 TTFT under 0.15 s."),
      ("direction", "SGLang brought p99 TTFT over 0.3 s."),
      ("arm", "vLLM brought p99 TTFT under 0.3 s.")]),
    ("sweep", "At concurrency 16, p99 TTFT stays at or below 500 ms.",
     [("scaled", "At concurrency 16, p99 TTFT stays at or below 250 ms."),
      ("direction", "At concurrency 16, p99 TTFT stays at or above 750 ms."),
      ("arm", "At concurrency 32, p99 TTFT stays at or below 500 ms.")]),
    ("sweep", "At concurrency 16, p99 TTFT never goes above 0.5 s.",
     [("direction", "At concurrency 16, p99 TTFT never goes below 0.75 s."),
      ("scaled", "At concurrency 16, p99 TTFT never goes above 0.25 s."),
      ("negation removed", "At concurrency 16, p99 TTFT goes above 0.5 s.")]),
    ("sweep", "With concurrency 32, mean TTFT does not exceed 410 ms.",
     [("other statistic", "With concurrency 32, p99 TTFT does not exceed 410 ms."),
      ("scaled", "With concurrency 32, mean TTFT does not exceed 205 ms."),
      ("negation removed", "With concurrency 32, mean TTFT exceeds 410 ms.")]),
    ("sweep", "At concurrency 32, request throughput never drops below 3 req/s.",
     [("scaled", "At concurrency 32, request throughput never drops below 4.5 req/s."),
      ("direction", "At concurrency 32, request throughput never rises above 1.5 req/s."),
      ("arm", "At concurrency 16, request throughput never drops below 3 req/s.")]),
    ("engines", "On SGLang, mean TTFT is 300 ms or less.",
     [("direction", "On SGLang, mean TTFT is 300 ms or more."),
      ("scaled", "On SGLang, mean TTFT is 150 ms or less."),
      ("arm", "On vLLM, mean TTFT is 300 ms or less."),
      ("negation", "On SGLang, mean TTFT is not 300 ms or less.")]),
    ("sweep", "At concurrency 32 the engine sustains 2.5 req/s or more.",
     [("direction", "At concurrency 32 the engine sustains 2.5 req/s or less."),
      ("scaled", "At concurrency 32 the engine sustains 3.75 req/s or more.")]),
    ("engines", "SGLang's p90 TTFT stays well under 300 ms.",
     [("direction", "SGLang's p90 TTFT stays well over 300 ms."),
      ("scaled", "SGLang's p90 TTFT stays well under 150 ms."),
      ("negation", "SGLang's p90 TTFT is not well under 300 ms.")]),
    # c16's slowest request: 526.7 ms to its first token (mean 260 ms, p99 500 ms, fastest 230.4 ms)
    ("sweep", "At concurrency 16, TTFT stays under 550 ms for every request.",
     [("scaled (the max is over it)", "At concurrency 16, TTFT stays under 510 ms for every request."),
      ("direction", "At concurrency 16, TTFT stays over 550 ms for every request."),
      ("arm", "At concurrency 32, TTFT stays under 550 ms for every request.")]),
    ("engines", "Every request's TTFT stays under 300 ms with SGLang.",
     [("scaled", "Every request's TTFT stays under 150 ms with SGLang."),
      ("arm", "Every request's TTFT stays under 300 ms with vLLM.")]),
    ("engines", "vLLM's mean e2e latency remains under 3.5 s, while SGLang keeps mean e2e latency at or below 2.5 s.",
     [("scaled", "vLLM's mean e2e latency remains under 1.75 s, while SGLang keeps mean e2e latency at or below 2.5 s."),
      ("arm", "SGLang's mean e2e latency remains under 3.5 s, while vLLM keeps mean e2e latency at or below 2.5 s.")]),
]

TRUE = [(w, s) for w, s, _ in CASES]
TWINS = [(w, kind, t) for w, _, ts in CASES for kind, t in ts]


def test_at_least_fifteen_fresh_true_statements():
    assert len(TRUE) >= 15


@pytest.mark.parametrize("which,s", TRUE)
def test_true_statements_are_net_true(wits, which, s):
    assert verdict(wits, which, s) == "net-true"


@pytest.mark.parametrize("which,kind,s", TWINS)
def test_twins_are_never_net_true(wits, which, kind, s):
    assert verdict(wits, which, s) != "net-true", kind


# honest sentences the reader may not read completely: never an accusation
HONEST = [
    ("engines", "SGLang raises mean output throughput from 310 to 450 tok/s."),   # a mean over one run: not-yet
    ("engines", "Throughput goes from 3.1 req/s to 4.5 with SGLang."),
    ("engines", "p50 TTFT falls from 0.41 s to 260 with SGLang."),                 # 260 ms meant: not read (x10 guard)
    ("engines", "SGLang's mean TTFT stays under 260 ms."),                           # strict, on the bound: plain false
    ("sweep", "At concurrency 16, median TTFT stays under 230.4 ms."),               # strict, inside rounding
    ("engines", "SGLang kept TPOT within 10 ms of vLLM."),                           # a distance from vLLM: not read
    ("engines", "SGLang keeps mean TTFT 260 ms."),
    ("engines", "SGLang's request throughput drops below 5 req/s."),               # a change: not read as a bound
    ("sweep", "Raising concurrency pushes request throughput from 2.1 to 3.0."),
    ("sweep", "At concurrency 32, p99 TTFT never exceeds 0.9 s."),
    ("engines", "SGLang answers 25% sooner than vLLM."),                               # first token or whole answer?
    ("engines", "SGLang completes each request 1.42x sooner than vLLM."),             # a ratio of times or speeds?
    ("engines", "SGLang responds 37% faster than vLLM."),                              # no metric: never throughput
    ("engines", "SGLang responds with 29.6% lower latency than vLLM."),                # e2e latency, 2.24 vs 3.182 s
]


@pytest.mark.parametrize("which,s", HONEST)
def test_honest_sentences_are_never_false(wits, which, s):
    if s == "SGLang's mean TTFT stays under 260 ms.":
        # measured 260 ms: "under 260 ms" is refuted by the plain comparison (intervals.refutes); the rule, not a
        # false accusation of an honest writer (an honest one writes "at most 260 ms")
        assert verdict(wits, which, s) == "false"
        return
    assert verdict(wits, which, s) != "false"


def test_a_strict_bound_inside_rounding_is_not_yet(wits):
    # c16's median TTFT is 230.37 ms: "under 230.4 ms" is true by the plain comparison, and a strict bound's number is a
    # threshold as written (intervals.holds): net-true; "at most 230 ms" holds across the rounding of 230 ([229.5, 230.5))
    assert verdict(wits, "sweep", "At concurrency 16, median TTFT stays under 230.4 ms.") == "net-true"
    assert verdict(wits, "sweep", "At concurrency 16, median TTFT stays under 230.3 ms.") == "false"
    assert verdict(wits, "sweep", "At concurrency 16, median TTFT never goes above 230 ms.") == "net-true"
    assert verdict(wits, "sweep", "At concurrency 16, median TTFT never goes above 229 ms.") == "false"
    assert verdict(wits, "sweep", "At concurrency 16, median TTFT stays under 231 ms.") == "net-true"


@pytest.mark.parametrize("s,why", [
    ("SGLang's request throughput never drops above 5 req/s.", "a direction verb on the other side"),
    ("SGLang keeps mean TTFT up to 300 ms.", "up to before a duration"),
    ("SGLang raises throughput from 3.1 to 4.5.", "bare throughput: requests or tokens?"),
    ("SGLang lowers p50 TTFT from 410 to 260.", "a duration with no unit"),
    ("SGLang raises request throughput from 4.5 to 3.1.", "the verb against its values"),
    ("p50 TTFT falls from 1.2 s to 800 with SGLang.", "800 ms or 800 s?"),
    ("Throughput climbs from 3.1 to 4.5 with SGLang.", "bare throughput: requests or tokens?"),
    ("With SGLang, mean TTFT stays under 300 ms for every request.", "a mean of every request?"),
    ("With SGLang, TTFT stays under 300 ms for every request except one.", "an exception"),
    ("SGLang's mean TTFT is 300 ms or lower than vLLM.", "a bound or a comparison?"),
])
def test_unclear_frames_are_not_read(wits, s, why):
    assert verdict(wits, "engines", s) == "not-yet", why
