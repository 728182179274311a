"""Parity claims (docs/claim-check.md, "Parity"; claimcheck/claims/parity.py).

Witnesses worked out by hand (``uniform``: 10 tasks on one lane, back to back from 0 to the wall, 8 output tokens
each; throughput = 10 / wall req/s; every request has the same TTFT, so every statistic of TTFT is that TTFT):

* ``near``: BF16 wall 10.0 s (1.0 req/s), TTFT 200 ms; FP8 wall 10.2 s (10 / 10.2 = 0.980392 req/s), TTFT 206 ms.
  Throughput FP8 / BF16 = 10 / 10.2 = 0.980392: 1.96% below BF16. TTFT 206 / 200 = 1.03: 3% (6 ms) above.
  TPOT = (1.0 - 0.2) / 7 = 0.114286 s (BF16), (1.02 - 0.206) / 7 = 0.116286 s (FP8): ratio 1.0175.
* ``edge``: BF16 wall 10.52 s (0.950570 req/s), FP8 wall 10.0 s (1.0 req/s): FP8 / BF16 = 10.52 / 10 = 1.052,
  5.2% above: outside "within 5%" (5.0%) but inside its stated precision (5% keeps h = min(0.5, 0.05 x 5) = 0.25:
  false only at 5.25% or more). TTFT 200 ms both.
* ``mid``: BF16 wall 10.0 s, FP8 wall 8.0 s (1.25 req/s): FP8 / BF16 = 1.25 (25%): beyond the 10% of a parity
  word, short of 2x: a vague parity claim is not-yet, never false. TTFT 250 vs 200 ms (1.25).
* ``far``: BF16 wall 10.0 s, FP8 wall 5.0 s (2.0 req/s): FP8 / BF16 = 2.0; TTFT 400 vs 200 ms (2.0).
* ``seven``: BF16 wall 10.0 s, FP8 wall 9.35 s: FP8 / BF16 = 10 / 9.35 = 1.0695 (6.95%); TTFT 214 vs 200 ms (7%):
  inside a parity word's 10%, outside the 5% of "negligible" / "minimal" (a strong word: the unchanged band).
"""

from __future__ import annotations

import sys
import tempfile
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import SCOPE_AB, ab_witness, seal, uniform  # noqa: E402

ARMS = {"fp8": {"aliases": ["FP8", "the FP8 model"], "workers": 1, "role": "treatment"},
        "bf16": {"aliases": ["BF16", "the BF16 model"], "workers": 1, "role": "baseline"}}

#: name -> (FP8 wall, BF16 wall, FP8 TTFT, BF16 TTFT)
WITNESSES = {"near": (10.2, 10.0, 0.206, 0.2), "edge": (10.0, 10.52, 0.2, 0.2), "mid": (8.0, 10.0, 0.25, 0.2),
             "far": (5.0, 10.0, 0.4, 0.2), "seven": (9.35, 10.0, 0.214, 0.2)}


def _witness(root: Path, wall_t: float, wall_b: float, ttft_t: float, ttft_b: float) -> str:
    rows = uniform("fp8", 10, wall_t, 1, ttft=ttft_t) + uniform("bf16", 10, wall_b, 1, ttft=ttft_b)
    return str(seal(root, ab_witness(ARMS), {"rows.jsonl": rows}))


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("parity")
    return {name: _witness(root / name, *v) for name, v in WITNESSES.items()}


def verdict(statement: str, path: str) -> str:
    return grade_statement(statement, path, SCOPE_AB).verdict


# (witness, true statement, twisted twins never net-true)
TRUE = [
    ("near", "FP8 is within 5% of BF16 on throughput.",
     ["FP8 is within 1% of BF16 on throughput.", "FP8 is not within 5% of BF16 on throughput.",
      "It is not true that FP8 is within 5% of BF16 on throughput."]),
    ("near", "FP8 is within 2% of BF16 in throughput.", ["FP8 is within 1.5% of BF16 in throughput."]),
    ("near", "FP8's mean TTFT is within 5% of BF16's.", ["FP8's mean TTFT is within 2% of BF16's."]),
    ("near", "FP8's mean TTFT is within 10 ms of BF16's.",
     ["FP8's mean TTFT is within 5 ms of BF16's.", "FP8's mean TTFT is not within 10 ms of BF16's."]),
    ("near", "FP8's throughput differs from BF16's by less than 3%.",
     ["FP8's throughput differs from BF16's by less than 1%."]),
    ("near", "FP8 and BF16 are less than 3% apart in mean TTFT.", ["FP8 and BF16 are less than 1% apart in mean TTFT."]),
    ("near", "FP8 and BF16 differ by under 4% in throughput.", ["FP8 and BF16 differ by under 1% in throughput."]),
    ("near", "FP8 matches BF16's throughput.",
     ["FP8 does not match BF16's throughput.", "It is not true that FP8 matches BF16's throughput."]),
    ("near", "FP8's throughput is on par with BF16's.",
     ["FP8's throughput is not on par with BF16's.", "FP8's throughput isn't on par with BF16's."]),
    ("near", "FP8 has comparable mean TTFT to BF16.", ["It is not true that FP8 has comparable mean TTFT to BF16."]),
    ("near", "FP8 and BF16 show virtually identical TPOT.", []),
    ("near", "FP8 delivers the same throughput as BF16.", []),
    ("near", "FP8's mean TTFT is close to BF16's.", []),
    ("near", "There is no measurable difference in TTFT between FP8 and BF16.", []),
    ("near", "FP8 keeps mean TTFT at the level of BF16.", []),
    ("near", "FP8 and BF16 are on par in throughput.", ["FP8 and BF16 are not on par in throughput."]),
    # a cost: the percent change in the metric's worse direction, 1.96% of BF16's throughput (2% keeps [1.9, 2.1))
    ("near", "FP8 costs only 2% throughput versus BF16.",
     ["FP8 costs only 3% throughput versus BF16.", "FP8 costs only 1% throughput versus BF16.",
      "BF16 costs only 2% throughput versus FP8.", "It is not true that FP8 costs only 2% throughput versus BF16."]),
    # "while matching its TTFT": the while-clause continues the first clause's subject and baseline; "its" is BF16's
    # (mean TTFT 206 vs 200 ms: 1.03, within 10%)
    ("near", "FP8 is 2% slower than BF16 while matching its mean TTFT.",
     ["FP8 is 2% slower than BF16 while not matching its mean TTFT.",
      "It is not true that FP8 is 2% slower than BF16 while matching its mean TTFT."]),
    # FP8's mean TTFT is twice BF16's (400 vs 200 ms): worse by 2x, so not on par
    ("far", "FP8 is not on par with BF16 in mean TTFT.", ["FP8 is on par with BF16 in mean TTFT."]),
    ("mid", "FP8 is within 30% of BF16 on throughput.", ["FP8 is within 20% of BF16 on throughput."]),
    # "perform similarly": the verb of a performance at one level, the metric elsewhere in the clause
    ("near", "FP8 and BF16 perform similarly on throughput.",
     ["FP8 and BF16 do not perform similarly on throughput.",
      "It is not true that FP8 and BF16 perform similarly on throughput."]),
    ("near", "FP8 performs similarly to BF16 in mean TTFT.", ["FP8 does not perform similarly to BF16 in mean TTFT."]),
    ("near", "FP8 performs on par with BF16 on throughput.", ["FP8 does not perform on par with BF16 on throughput."]),
    # a difference too small to count: the unchanged band (5%), symmetric
    ("near", "The difference in mean TTFT between FP8 and BF16 is negligible.",
     ["The difference in mean TTFT between FP8 and BF16 is not negligible.",
      "The difference in mean TTFT between FP8 and BF16 is large."]),
    ("near", "The throughput difference between FP8 and BF16 is minimal.", []),
    ("near", "The difference between FP8 and BF16 in throughput is negligible.", []),
    # the metric first, the two arms after it
    ("near", "Throughput is similar for FP8 and BF16.", ["Throughput is not similar for FP8 and BF16."]),
    ("near", "Mean TTFT is nearly identical across FP8 and BF16.", []),
    ("seven", "Mean TTFT was comparable for FP8 and BF16.", []),
]


@pytest.mark.parametrize("name,true,twins", TRUE, ids=[t[1] for t in TRUE])
def test_true_parity_is_read_completely_and_net_true(name, true, twins, wit):
    res = grade_statement(true, wit[name], SCOPE_AB)
    assert_read_net_true(res)


@pytest.mark.parametrize("name,true,twins", TRUE, ids=[t[1] for t in TRUE])
def test_twisted_parity_twins_are_never_net_true(name, true, twins, wit):
    for twin in twins:
        assert verdict(twin, wit[name]) != "net-true", twin
    # the same sentence about arms that differ clearly (2x apart) is never net-true, and never net-true in a
    # witness where a claim of a number's precision is the only way to agree
    assert verdict(true, wit["far"]) != "net-true" or "not" in true.split(), true


@pytest.mark.parametrize("statement,name,want", [
    # 1.96% < 2%: holds; 1% is refuted at 1.05% (h = min(0.05, 0.05 x 1) = 0.05)
    ("FP8 is within 1% of BF16 on throughput.", "near", "false"),
    # 3% > 2.1% (2% keeps h = min(0.5, 0.1) = 0.1)
    ("FP8's mean TTFT is within 2% of BF16's.", "near", "false"),
    # 6 ms > 5.25 ms (5 keeps h = min(0.5, 0.25) = 0.25)
    ("FP8's mean TTFT is within 5 ms of BF16's.", "near", "false"),
    # 5.2%: outside 5% but inside 5.25%: not shown either way
    ("FP8 is within 5% of BF16 on throughput.", "edge", "not-yet"),
    ("FP8 is not within 5% of BF16 on throughput.", "edge", "not-yet"),
    # a parity word: 25% apart is beyond 10% but short of 2x: never false, never net-true
    ("FP8 matches BF16's throughput.", "mid", "not-yet"),
    ("FP8 is not on par with BF16 on throughput.", "mid", "not-yet"),
    ("FP8 has comparable mean TTFT to BF16.", "mid", "not-yet"),
    # 2x apart on the subject's worse side: false, and the negation holds (FP8's mean TTFT 400 vs 200 ms; BF16's
    # throughput half FP8's)
    ("FP8 matches BF16's mean TTFT.", "far", "false"),
    ("FP8 has comparable mean TTFT to BF16.", "far", "false"),
    ("BF16 matches FP8's throughput.", "far", "false"),
    ("FP8 does not match BF16's mean TTFT.", "far", "net-true"),
    # 2x apart on the subject's better side (FP8's throughput twice BF16's): "matches" understates it: not shown
    ("FP8 matches BF16's throughput.", "far", "not-yet"),
    ("FP8 does not match BF16's throughput.", "far", "not-yet"),
    # a stated tolerance is the author's number: false on either side
    ("FP8 is within 5% of BF16 on throughput.", "far", "false"),
    # two arms with no subject: either side
    ("FP8 and BF16 are on par in throughput.", "far", "false"),
    # at parity, a negated parity is false (the same band that makes the positive claim net-true)
    ("FP8 is not on par with BF16 on throughput.", "near", "false"),
    ("It is not true that FP8 matches BF16's throughput.", "near", "false"),
    # mean TTFT 400 vs 200 ms: 2x, so "matching its mean TTFT" is false while "2x faster" holds
    ("FP8 is 2x faster than BF16 while matching its mean TTFT.", "far", "false"),
    # "negligible" / "minimal": 5% (7% apart: not shown, never false); 2x apart: false
    ("The difference in mean TTFT between FP8 and BF16 is negligible.", "seven", "not-yet"),
    ("The throughput difference between FP8 and BF16 is minimal.", "seven", "not-yet"),
    ("The throughput difference between FP8 and BF16 is minimal.", "mid", "not-yet"),
    ("The difference in mean TTFT between FP8 and BF16 is negligible.", "far", "false"),
    ("Throughput is similar for FP8 and BF16.", "seven", "net-true"),
    ("Throughput is similar for FP8 and BF16.", "mid", "not-yet"),
    ("Throughput is similar for FP8 and BF16.", "far", "false"),
    ("FP8 and BF16 perform similarly on throughput.", "mid", "not-yet"),
    ("FP8 and BF16 perform similarly on throughput.", "far", "false"),
    ("FP8 and BF16 do not perform similarly on throughput.", "far", "net-true"),
    # one subject: 2x better is an understatement (not shown), 2x worse is false
    ("FP8 performs similarly to BF16 on throughput.", "far", "not-yet"),
    ("BF16 performs similarly to FP8 on throughput.", "far", "false"),
])
def test_parity_verdicts_worked_out_by_hand(statement, name, want, wit):
    assert verdict(statement, wit[name]) == want, statement


@pytest.mark.parametrize("statement", [
    "FP8 is on par with BF16.",                       # in what?
    "FP8 and BF16 differ by 3% in throughput.",       # no bound: a difference, not a tolerance
    "There is no significant difference in TTFT between FP8 and BF16.",  # a statistical test
    "FP8 is within 60% of BF16 on throughput.",       # no parity claim
    "FP8's throughput is within 10 ms of BF16's.",    # a time tolerance of a rate
    "FP8 matches its mean TTFT.",                     # whose? (no earlier clause names a baseline)
    "FP8 and BF16 perform similarly.",                # in what?
    "The difference in throughput between FP8 and BF16 is small.",  # how small?
    "FP8 and BF16 are within noise on throughput.",   # the noise of which runs?
    "FP8's throughput is within noise of BF16's.",
    "Throughput is not similar for FP8 and BF16.",
    "FP8 and BF16 scale similarly in throughput.",   # scaling, not a level
])
def test_unread_parity_is_not_yet(statement, wit):
    res = grade_statement(statement, wit["near"], SCOPE_AB)
    assert res.verdict == "not-yet", (statement, res.verdict)


# --- Hypothesis: net-true only within the stated tolerance, never false within it ------------------------------

_ROOT = Path(tempfile.mkdtemp(prefix="parity-prop-"))
_SEALED: dict[tuple, str] = {}


def _sealed(wall_t: float, wall_b: float, ttft_t: float = 0.2, ttft_b: float = 0.2) -> str:
    key = (wall_t, wall_b, ttft_t, ttft_b)
    if key not in _SEALED:
        _SEALED[key] = _witness(_ROOT / f"w{len(_SEALED)}", wall_t, wall_b, ttft_t, ttft_b)
    return _SEALED[key]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tt=st.integers(100, 400), tb=st.integers(100, 400), n=st.integers(1, 60),
       form=st.sampled_from(["within", "not within", "differs"]))
def test_time_parity_verdict_follows_the_rows(tt, tb, n, form):
    """TTFTs in whole ms (every request of an arm the same), walls 10 s: |TTFT(FP8) - TTFT(BF16)| = |tt - tb| ms."""
    diff = abs(tt - tb)
    assume(diff != n)  # the edge itself: float seconds may land a hair either side of it
    statement = {"within": f"FP8's mean TTFT is within {n} ms of BF16's.",
                 "not within": f"FP8's mean TTFT is not within {n} ms of BF16's.",
                 "differs": f"FP8's mean TTFT differs from BF16's by less than {n} ms."}[form]
    holds = diff <= n if form != "not within" else diff > n
    got = verdict(statement, _sealed(10.0, 10.0, tt / 1000, tb / 1000))
    if got == "net-true":
        assert holds, (statement, diff)
    if holds:
        assert got != "false", (statement, diff)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(wall_t=st.integers(500, 2000), wall_b=st.integers(500, 2000), n=st.integers(1, 45),
       form=st.sampled_from(["within", "not within", "apart", "on par", "not on par"]))
def test_parity_verdict_follows_the_rows(wall_t, wall_b, n, form):
    """Walls in hundredths of a second; throughput = 10 / wall, so FP8 / BF16 = wall_b / wall_t, exactly."""
    ratio = Fraction(wall_b, wall_t)
    within_ref = abs(ratio - 1) <= Fraction(n, 100)                      # of the reference BF16
    within_small = max(ratio, 1 / ratio) - 1 <= Fraction(n, 100)         # of the smaller arm
    vague = abs(ratio - 1) <= Fraction(1, 10)
    edges = [abs(ratio - 1) - Fraction(n, 100), max(ratio, 1 / ratio) - 1 - Fraction(n, 100),
             abs(ratio - 1) - Fraction(1, 10)]
    assume(all(abs(e) > Fraction(1, 10**9) for e in edges))              # float noise never decides a test's edge
    statement = {"within": f"FP8 is within {n}% of BF16 on throughput.",
                 "not within": f"FP8 is not within {n}% of BF16 on throughput.",
                 "apart": f"FP8 and BF16 are less than {n}% apart in throughput.",
                 "on par": "FP8's throughput is on par with BF16's.",
                 "not on par": "FP8's throughput is not on par with BF16's."}[form]
    holds = {"within": within_ref, "not within": not within_ref, "apart": within_small, "on par": vague,
             "not on par": not vague}[form]
    got = verdict(statement, _sealed(wall_t / 100, wall_b / 100))
    if got == "net-true":
        assert holds, (statement, float(ratio))
    if holds:
        assert got != "false", (statement, float(ratio))
    if form == "on par" and ratio <= Fraction(1, 2):    # FP8's throughput half BF16's or less: worse by 2x
        assert got == "false"
    if form in ("on par", "not on par") and ratio >= 2:  # twice as good: an understatement, never graded
        assert got == "not-yet"


@pytest.mark.parametrize("statement", [
    "FP8 is within 5% of BF16 on throughput.",
    "FP8 matches BF16's throughput.",
    "FP8 and BF16 are less than 3% apart in mean TTFT.",
    "FP8's mean TTFT is within 10 ms of BF16's.",
])
@pytest.mark.parametrize("twist", [
    "On an H100, {s}",                                   # a GPU the witness did not run
    "With Llama-3-70B, {s}",                             # another model
    "At batch size 8, {s}",                              # a condition the witness does not record
    "{s_} on vLLM 0.8.5.",                               # an engine the witness does not name
    "It is not true that {s}",
])
def test_context_twists_of_parity_are_never_net_true(statement, twist, wit):
    s = statement[0].lower() + statement[1:] if twist.startswith("It is") else statement
    text = twist.format(s=s, s_=statement.rstrip("."))
    assert verdict(text, wit["near"]) != "net-true", text


@pytest.mark.parametrize("statement", [
    "FP8 is within 5% of BF16 on throughput.",
    "FP8 matches BF16's throughput.",
])
def test_a_scope_the_witness_contradicts_is_never_net_true(statement, wit):
    res = grade_statement(statement, wit["near"], "Llama-3-70B on one H100, 10 tasks per arm")
    assert res.verdict != "net-true", res.reason


def _runs_witness(root: Path, walls_t: list[float], walls_b: list[float]) -> str:
    rows = []
    for k, (wt, wb) in enumerate(zip(walls_t, walls_b)):
        rows += uniform("fp8", 10, wt, 1, ttft=0.2, run=k) + uniform("bf16", 10, wb, 1, ttft=0.2, run=k)
    return str(seal(root, ab_witness(ARMS, repeats=len(walls_t)), {"rows.jsonl": rows}))


@pytest.mark.parametrize("statement", ["FP8 matches BF16's throughput.", "FP8 is within 5% of BF16 on throughput.",
                                       "FP8 is not on par with BF16 on throughput."])
def test_repeated_runs_whose_statistics_disagree_are_not_graded(statement, tmp_path):
    """Two runs per arm. BF16 walls 10 and 10 s: pooled 20 requests / 20 s = 1.0 req/s, per-run mean 1.0. FP8 walls
    5 and 15 s: pooled 20 / 20 = 1.0 req/s (ratio 1.0: at parity), but its per-run throughputs are 2.0 and 0.667
    req/s, mean 1.333 (ratio 1.333: beyond 10%, beyond 5.25%): the two statistics fall in different bands, so
    neither verdict is shown. FP8 walls 10.2 and 10.2 s: both ratios 10 / 10.2 = 0.980: at parity."""
    split = _runs_witness(tmp_path / "split", [5.0, 15.0], [10.0, 10.0])
    assert verdict(statement, split) == "not-yet", statement
    steady = _runs_witness(tmp_path / "steady", [10.2, 10.2], [10.0, 10.0])
    assert verdict(statement, steady) == ("false" if " not " in statement else "net-true"), statement
