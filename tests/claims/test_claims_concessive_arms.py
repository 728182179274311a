"""A bound said to hold "even" at one arm (production concessive_arm, claimcheck/claims/concessive_arms.py):
"p99 TTFT stayed below 450 ms even at concurrency 16", "Even at 32 concurrent requests P99 TTFT stayed under 210 ms"
(held25 / held26 dev phrasing), "mean TTFT stayed under 400 ms even with four slots".

"even" before an arm's marker says two things: the bound holds at that arm (asserted: graded as written, false where
contradicted and read completely) and that arm is the hardest case (presupposed: under an upper bound its value is
at least every other arm's, under a lower bound at most; agreement counts, a contradiction is held back -- not-yet,
never false). Without a bound of that arm in its sentence, or under a negation, "even" stays unread.

The witnesses, worked out by hand from the rows the helpers write:

* ``sweep`` -- c1 / c8 / c32 (setting concurrency 1, 8, 32; ``sweep_rows``: 8 requests each, all starting at 0 s):
  TTFTs 7 x 0.1 s + 0.5 s / 7 x 0.2 s + 1.0 s / 7 x 0.3 s + 1.2 s, so median TTFT 100 / 200 / 300 ms, mean TTFT
  150 / 300 / 412.5 ms, max TTFT 500 / 1000 / 1200 ms; walls 4.0 / 2.0 / 1.6 s, so 2.0 / 4.0 / 5.0 req/s.
* ``slots`` -- np1 (alias "one slot", baseline) and np4 ("four slots"): 8 requests each, ``uniform``: np1 one lane
  over 8.0 s, TTFT 0.1 s (mean TTFT 100 ms, 1.0 req/s); np4 four lanes over 4.0 s, TTFT 0.3 s (mean TTFT 300 ms,
  2.0 req/s).
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
from claims_corpus.witnesses import ab_witness, seal, seal_sweeps, setting_arm, sweep_rows, uniform  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402

SCOPE = "vLLM on one H100, 8 tasks per arm"
SLOT_ARMS = {"np1": {"aliases": ["one slot"], "workers": 1, "role": "baseline"},
             "np4": {"aliases": ["four slots"], "workers": 4, "role": "treatment"}}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("concessive_arms")
    out = seal_sweeps(root, {"sweep": ({"c1": setting_arm("baseline", concurrency=1),
                                        "c8": setting_arm("treatment", concurrency=8),
                                        "c32": setting_arm("treatment", concurrency=32)},
                                       sweep_rows("c1", "c8", "c32"))})
    w = ab_witness(SLOT_ARMS, hardware="1 x NVIDIA H100 80GB HBM3", engine="vLLM", inputs={"tasks": 8})
    rows = uniform("np1", 8, 8.0, 1, ttft=0.1) + uniform("np4", 8, 4.0, 4, ttft=0.3)
    out["slots"] = str(seal(root / "slots", w, {"rows.jsonl": rows}))
    return out


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, SCOPE, baseline="same model, GPU, prompts and output cap")


# (witness, true statement, twins that must never be net-true there)
FRAMES = [
    ("sweep", "Median TTFT stayed under 350 ms even at c=32.",
     ["Median TTFT stayed under 350 ms even at c=1.",       # arms swapped: the bound holds, the hardest case is c32
      "Median TTFT stayed under 350 ms even at c=8.",
      "Median TTFT stayed under 250 ms even at c=32.",      # the bound overstated
      "Median TTFT stayed above 350 ms even at c=32.",      # direction flipped
      "Mean TTFT stayed under 350 ms even at c=32.",        # the statistic swapped (412.5 ms)
      "Median TTFT did not stay under 350 ms even at c=32."]),
    ("sweep", "Even at c=32, median TTFT stayed under 350 ms.",
     ["Even at c=1, median TTFT stayed under 350 ms.", "Even at c=32, median TTFT stayed under 250 ms."]),
    ("sweep", "Mean TTFT stayed below 450 ms even at concurrency 32.",
     ["Mean TTFT stayed below 450 ms even at concurrency 8.", "Mean TTFT stayed below 400 ms even at concurrency 32."]),
    ("sweep", "Request throughput stayed above 1.5 req/s even at concurrency 1.",
     ["Request throughput stayed above 1.5 req/s even at concurrency 32.",   # the easiest case, not the hardest
      "Request throughput stayed above 2.5 req/s even at concurrency 1.",
      "Request throughput stayed below 1.5 req/s even at concurrency 1."]),
    ("slots", "Mean TTFT stayed under 400 ms even with four slots.",
     ["Mean TTFT stayed under 400 ms even with one slot.", "Mean TTFT stayed under 250 ms even with four slots.",
      "Mean TTFT stayed over 400 ms even with four slots."]),
]


@pytest.mark.parametrize("which, true, twins", FRAMES, ids=[f[1][:45] for f in FRAMES])
def test_concessive_arm_true_and_twins(witnesses, which, true, twins):
    assert_read_net_true(_grade(true, witnesses[which]))
    for twin in twins:
        assert_never_net_true(_grade(twin, witnesses[which]), twin)


def test_contradicted_bound_is_false(witnesses):
    # the clause read completely, the bound of the arm named contradicted by its own rows
    for s, w in (("Median TTFT stayed under 250 ms even at c=32.", "sweep"),
                 ("Mean TTFT stayed under 250 ms even with four slots.", "slots"),
                 ("Request throughput stayed above 2.5 req/s even at concurrency 1.", "sweep")):
        res = _grade(s, witnesses[w])
        assert not res.reading.unread, [u.text for u in res.reading.unread]
        assert res.verdict == "false", (s, res.reason)


def test_wrong_hardest_case_held_back(witnesses):
    # the bound holds at the arm named (median 100 ms at c1, mean 100 ms with one slot), but that arm is not the
    # hardest case: the presupposition fails, which is no accusation
    for s, w in (("Median TTFT stayed under 350 ms even at c=1.", "sweep"),
                 ("Mean TTFT stayed under 400 ms even with one slot.", "slots"),
                 ("Request throughput stayed above 1.5 req/s even at concurrency 32.", "sweep")):
        res = _grade(s, witnesses[w])
        assert_never_false(res, s)
        assert res.verdict == "not-yet", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", ["Median TTFT was 300 ms even at c=32.",          # no bound: what would "even" say?
                               "Median TTFT did not stay under 250 ms even at c=32.",  # a negation turns it round
                               "Median TTFT stayed under 350 ms, not even at c=32."])
def test_not_a_concessive_bound_stays_unread(witnesses, s):
    res = _grade(s, witnesses["sweep"])
    assert res.verdict != "net-true", (s, res.reason)
    assert_never_false(res, s)
    assert any("even" in u.text.lower() for u in res.reading.unread) or res.verdict == "not-yet", res.reason


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(bound=st.one_of(st.integers(120, 290), st.integers(310, 900)),
       arm=st.sampled_from(["c=1", "c=8", "c=32", "concurrency 1", "concurrency 8", "concurrency 32"]),
       word=st.sampled_from(["under", "below"]), lead=st.booleans())
def test_upper_bound_numbers_and_arms(witnesses, bound, arm, word, lead):
    # median TTFT 100 / 200 / 300 ms at c1 / c8 / c32: net-true only at c32 (the hardest case) with a bound above
    # 300 ms; below 300 ms (outside its rounding: 290 and 310 stay clear) at c32 false, elsewhere never net-true
    s = (f"Even at {arm}, median TTFT stayed {word} {bound} ms." if lead
         else f"Median TTFT stayed {word} {bound} ms even at {arm}.")
    res = _grade(s, witnesses["sweep"])
    if arm.endswith("32") and bound > 300:
        assert_read_net_true(res)
    elif arm.endswith("32"):
        assert res.verdict == "false", (s, res.reason)
    else:
        assert_never_net_true(res, s)
        own = {"1": 100, "8": 200}[arm[-1]]
        if bound > own:  # the bound itself holds: only the presupposition fails, never an accusation
            assert_never_false(res, s)
