"""Sentences about whole runs and their requests, as outside write-ups phrase them:

* production run_time_pair (claimcheck/claims/whole_run.py pair_cuts): "The FP8 run finished the 500-request run in
  about 51 s, the BF16 one took about 73 s" -- one arm's whole-run time, then "," / ", and" / "and" and the other
  arm's time ending the sentence: two clauses, each arm's own wall time. Before: the sentence was one clause with two
  subjects, every word unread (not-yet); with ";" between them it was read.
* production count_and_clause, its quantifier before the success verb: "All 200 requests in each arm completed, and
  the prefix-cached run finished in 47.6 s compared to 51.3 s for the baseline". Before: "the prefix-cached run" was
  left unread (the join was read only after "... completed in both runs").
* production run_now (grammar run_subject / work_subject, whole_run.counted_subject): "now" between a whole run's
  subject and its verb, the declared treatment's arm where production instead_now made it one ("instead of" or, now
  too, "rather than" a value after it): "The run now takes 38.8 s instead of 77.5 s", "48 jobs now finish in 105.4 s
  instead of 205.5 s". A contradiction is held back (the arm is the declared role, not the words): not-yet.
* production count_tail (count_frames.count_tail_cuts): "..., with all 200 requests completing in both runs", "...,
  with no failed requests in either": a count of every arm after a clause of its own; "in either" alone after a
  universal zero (count_quantifier); "All 24 jobs completed in both configurations" (a job is a request, all_count).
* production average_and (grammar._Clause._average_tail_at): "With the new build, TTFT never went above 470 ms and
  averaged about 405 ms": after a clause of one metric and one arm, "and averaged" and a value ending the sentence is
  that arm's mean of that metric. Before: "averaged about 405 ms" unread.
* production request_subject, with "the worst" (the maximum, as "the slowest") and a job as a request: "the worst
  request got its first token in under 470 ms", "the slowest job in the four-slot run took 6.5 s end to end". Before:
  "worst request" / "slowest job" unread.

Witnesses, worked out by hand (claims_corpus.witnesses.uniform: n tasks dealt round-robin to lanes, each lane's
requests back to back over [0, wall]; the arm's wall time is its last end, ``wall``):

* ``fp8``: FP8 (treatment) 500 requests on 16 lanes over 51.0 s; BF16 (baseline) 500 requests over 73.0 s.
* ``pc``: "the prefix-cached run" (treatment) 200 requests on 8 lanes over 47.6 s; "the baseline" 200 over 51.3 s.
  ``pc_fail``: the same, the baseline's task 7 failed (199 of 200 completed).
* ``slots``: "four slots" / "the four-slot run" (treatment) 24 requests on 4 lanes over 38.8 s: 6 per lane, each
  38.8 / 6 = 6.467 s end to end (the slowest job 6.467 s); "one slot" / "the one-slot run" 24 requests on 1 lane over
  77.5 s: each 77.5 / 24 = 3.229 s.
* ``lat``: "the new build" TTFTs 360, 380, 400, 400, 410, 410, 420, 420, 390, 460 ms (max 460 ms, mean 405 ms); "the
  old build" TTFTs 600 to 720 ms (max 720 ms).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import ab_witness, req, seal, uniform
from hypothesis_profiles import examples

SCOPE = "SmolLM2-135M on one H100"
_NEW_TTFT = [0.36, 0.38, 0.40, 0.40, 0.41, 0.41, 0.42, 0.42, 0.39, 0.46]
_OLD_TTFT = [0.60, 0.62, 0.64, 0.66, 0.70, 0.61, 0.63, 0.65, 0.67, 0.72]


def _arm(role: str, *aliases: str) -> dict:
    return {"aliases": list(aliases), "workers": 4, "role": role}


def _witnesses() -> dict[str, tuple[dict, list[dict], int]]:
    fp8 = {"fp8": _arm("treatment", "FP8"), "bf16": _arm("baseline", "BF16")}
    pc = {"cached": _arm("treatment", "the prefix-cached run"), "base": _arm("baseline", "the baseline")}
    slots = {"four": _arm("treatment", "four slots", "the four-slot run"),
             "one": _arm("baseline", "one slot", "the one-slot run")}
    lat = {"new": _arm("treatment", "the new build"), "old": _arm("baseline", "the old build")}
    lat_rows = [req("new", k, k * 0.5, t, k * 0.5 + 0.8 + t) for k, t in enumerate(_NEW_TTFT)]
    lat_rows += [req("old", k, k * 0.5, t, k * 0.5 + 1.0 + t) for k, t in enumerate(_OLD_TTFT)]
    return {
        "fp8": (fp8, uniform("fp8", 500, 51.0, 16, ttft=0.3) + uniform("bf16", 500, 73.0, 16, ttft=0.4), 500),
        "pc": (pc, uniform("cached", 200, 47.6, 8, ttft=0.2) + uniform("base", 200, 51.3, 8, ttft=0.3), 200),
        "pc_fail": (pc, uniform("cached", 200, 47.6, 8, ttft=0.2) + uniform("base", 200, 51.3, 8, ttft=0.3,
                                                                           failed=(7,)), 200),
        "slots": (slots, uniform("four", 24, 38.8, 4, ttft=0.2) + uniform("one", 24, 77.5, 1, ttft=0.1), 24),
        "lat": (lat, lat_rows, 10),
    }


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("run_pairs")
    out = {}
    for name, (arms, rows, n) in _witnesses().items():
        w = ab_witness(arms, hardware="1 x NVIDIA H100 80GB HBM3", engine="vLLM", inputs={"tasks": n})
        out[name] = str(seal(root / name, w, {"rows.jsonl": rows}))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


# (witness, true statement, twins that must not be net-true)
FRAMES = [
    # run_time_pair
    ("fp8", "The FP8 run finished the 500-request run in about 51 s, the BF16 one took about 73 s",
     ["The FP8 run finished the 500-request run in about 73 s, the BF16 one took about 51 s",  # the pair swapped
      "The BF16 run finished the 500-request run in about 51 s, the FP8 one took about 73 s",  # the arms swapped
      "The FP8 run finished the 500-request run in about 51 s, the BF16 one took about 93 s",
      "The FP8 run finished the 501-request run in about 51 s, the BF16 one took about 73 s",  # a count off by one
      "The FP8 run finished the 499-request run in about 51 s, the BF16 one took about 73 s"]),
    ("fp8", "FP8 finished the 500 requests in 51 s, BF16 took 73 s",
     ["FP8 finished the 500 requests in 51 s, BF16 took 75 s", "FP8 finished the 500 requests in 49 s, BF16 took 73 s",
      "FP8 finished the 500 requests in 51 s, BF16 took 73 s longer"]),
    ("fp8", "FP8 finished all 500 requests in 51 s, and BF16 needed 73 s",
     ["FP8 finished all 500 requests in 51 s, and BF16 needed 51 s", "FP8 finished all 50 requests in 51 s, and BF16 needed 73 s"]),
    ("fp8", "The FP8 run took about 51 s and the BF16 run took about 73 s",
     ["The FP8 run took about 73 s and the BF16 run took about 51 s"]),
    # count_and_clause with the quantifier before its verb
    ("pc", "All 200 requests in each arm completed, and the prefix-cached run finished in 47.6 s compared to 51.3 s "
           "for the baseline",
     ["All 200 requests in each arm completed, and the prefix-cached run finished in 51.3 s compared to 47.6 s for "
      "the baseline",
      "All 201 requests in each arm completed, and the prefix-cached run finished in 47.6 s compared to 51.3 s for "
      "the baseline",
      "All 200 requests in each arm completed, and the prefix-cached run finished in 45.6 s compared to 51.3 s for "
      "the baseline"]),
    ("pc", "All 200 requests in both runs completed, and the baseline finished in 51.3 s",
     ["All 200 requests in both runs completed, and the baseline finished in 47.6 s"]),
    # request_subject: "the worst", a job
    ("lat", "The worst request with the new build got its first token in under 470 ms",
     ["The worst request with the old build got its first token in under 470 ms",
      "The worst request with the new build got its first token in under 450 ms"]),
    ("lat", "With the new build, the worst request got its first token in 460 ms",
     ["With the new build, the worst request got its first token in 410 ms",  # the mean, not the maximum
      "With the new build, the worst request got its first token in 720 ms"]),
    ("slots", "The slowest job in the four-slot run took 6.5 s end to end",
     ["The slowest job in the one-slot run took 6.5 s end to end",
      "The slowest job in the four-slot run took 3.2 s end to end"]),
    ("slots", "The worst job in the four-slot run took 6.5 s end to end",
     ["The worst job in the four-slot run took 9.5 s end to end"]),
    # run_now
    ("slots", "The run now takes 38.8 s instead of 77.5 s",
     ["The run now takes 77.5 s instead of 38.8 s", "The run now takes 38.8 s instead of 87.5 s"]),
    ("slots", "The run now finishes in 38.8 s rather than 77.5 s", ["The run now finishes in 77.5 s rather than 38.8 s"]),
    ("slots", "The 24-request batch now finishes in 38.8 s rather than 77.5 s",
     ["The 25-request batch now finishes in 38.8 s rather than 77.5 s",
      "The 24-request batch now finishes in 77.5 s rather than 38.8 s"]),
    ("slots", "24 jobs now finish in 38.8 s instead of 77.5 s",
     ["23 jobs now finish in 38.8 s instead of 77.5 s", "25 jobs now finish in 38.8 s instead of 77.5 s",
      "24 jobs now finish in 77.5 s instead of 38.8 s", "24 jobs now finish in 38.8 s instead of 57.5 s"]),
    ("slots", "The batch now finishes in 38.8 s instead of 77.5 s", ["The batch now finishes in 77.5 s instead of 38.8 s"]),
    ("slots", "The run finishes in 38.8 s with four slots",
     ["The run finishes in 48.8 s with four slots", "The run finishes in 38.8 s with one slot"]),
    # count_tail, jobs, "in either"
    ("pc", "The prefix-cached run finished in 47.6 s compared to 51.3 s for the baseline, with all 200 requests "
           "completing in both runs",
     ["The prefix-cached run finished in 47.6 s compared to 51.3 s for the baseline, with all 201 requests completing "
      "in both runs",
      "The prefix-cached run finished in 51.3 s compared to 47.6 s for the baseline, with all 200 requests completing "
      "in both runs"]),
    ("pc", "The prefix-cached run finished in 47.6 s compared to 51.3 s for the baseline, with no failed requests in "
           "either",
     ["The prefix-cached run finished in 47.6 s compared to 41.3 s for the baseline, with no failed requests in "
      "either"]),
    ("pc", "The prefix-cached run finished in 47.6 s compared to 51.3 s for the baseline, and all 200 requests "
           "completed in both runs",
     ["The prefix-cached run finished in 47.6 s compared to 51.3 s for the baseline, and all 199 requests "
      "completed in both runs"]),
    ("slots", "The one-slot run took 77.5 s versus 38.8 s with four slots, with no failed requests in either",
     ["The one-slot run took 38.8 s versus 77.5 s with four slots, with no failed requests in either"]),
    ("slots", "All 24 jobs completed in both configurations",
     ["All 25 jobs completed in both configurations", "All 23 jobs completed in both configurations"]),
    ("slots", "No failed requests in either", ["There were 2 failed requests in either"]),
    # average_and
    ("lat", "With the new build, TTFT never went above 470 ms and averaged about 405 ms",
     ["With the new build, TTFT never went above 470 ms and averaged about 460 ms",  # the max said as the mean
      "With the new build, TTFT never went above 470 ms and averaged about 650 ms",  # the old build's mean
      "With the old build, TTFT never went above 470 ms and averaged about 405 ms",
      "With the new build, TTFT never went above 470 ms and averaged about 405 tok/s"]),
    ("lat", "With the new build, TTFT stayed under 470 ms and averaged 405 ms",
     ["With the new build, TTFT stayed under 470 ms and averaged 505 ms"]),
]


@pytest.mark.parametrize("name, true, twins", FRAMES, ids=[f"{f[0]}-{k}" for k, f in enumerate(FRAMES)])
def test_true_read_net_true_and_twins_not(wit, name, true, twins):
    assert_read_net_true(grade(wit, name, true))
    for twin in twins:
        assert_never_net_true(grade(wit, name, twin), twin)


@pytest.mark.parametrize("s", [
    "All 200 requests in each arm completed, and the prefix-cached run finished in 47.6 s compared to 51.3 s for the "
    "baseline",
    "All 200 requests in both runs completed, and the prefix-cached run finished in 47.6 s",
    "The prefix-cached run finished in 47.6 s compared to 51.3 s for the baseline, with all 200 requests completing in "
    "both runs",
    "The prefix-cached run finished in 47.6 s compared to 51.3 s for the baseline, with no failed requests in either",
    "No failed requests in either",
    "All 200 jobs completed in both configurations",
])
def test_every_arm_completed_is_not_net_true_where_one_failed(wit, s):
    """"in each arm" / "in both runs" / "in either" with a failure in the baseline: never net-true (199 of its 200
    completed)."""
    assert_never_net_true(grade(wit, "pc_fail", s), s)


@pytest.mark.parametrize("s", [
    "The run now takes 77.5 s instead of 38.8 s",
    "24 jobs now finish in 77.5 s instead of 38.8 s",
    "The 24-request batch now finishes in 77.5 s rather than 38.8 s",
])
def test_now_contradiction_is_held_back(wit, s):
    """"now" is the declared treatment's arm, not the words' (production instead_now): the values the other way round
    are contradicted, and held back as not-yet, never an accusation."""
    res = grade(wit, "slots", s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s, why", [
    ("The FP8 run finished the 500-request run in about 51 s, the BF16 one took about 93 s", "BF16's wall is 73 s"),
    ("FP8 finished the 500 requests in 73 s, BF16 took 51 s", "the pair swapped: FP8 51 s, BF16 73 s"),
])
def test_contradicted_pair_is_false(wit, s, why):
    """Each clause read completely and contradicted by a wall time re-derived from the rows: an accusation (why)."""
    assert grade(wit, "fp8", s).verdict == "false", why


def test_average_and_contradicted_is_false(wit):
    """The new build's mean TTFT is 405 ms: "averaged 600 ms" is contradicted, the reading complete (the clause's metric
    and arm carried into it)."""
    res = grade(wit, "lat", "With the new build, TTFT never went above 470 ms and averaged 600 ms")
    assert res.verdict == "false", res.reason


def test_worst_request_contradicted_is_false(wit):
    """The new build's largest TTFT is 460 ms: "in under 450 ms" is contradicted, the reading complete."""
    assert grade(wit, "lat", "The worst request with the new build got its first token in under 450 ms").verdict == "false"


@pytest.mark.parametrize("s", [
    "The FP8 run finished the 500-request run in about 51 s, the BF16 one never took about 73 s",
    "The FP8 run finished the 500-request run in about 51 s, the BF16 one might take about 73 s",
    "FP8 finished the 500 requests in 51 s, BF16 one took 73 s",  # "one" without a noun of the run to stand for
    "24 requests now take 38.8 s rather than 77.5 s",  # each request's time, or the whole set's?
    "24 jobs now finish in 38.8 s",  # "now" with no value it replaced: no arm
])
def test_unread_words_stay_unread(wit, s):
    res = grade(wit, "slots" if "24" in s else "fp8", s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


@settings(max_examples=examples(40), deadline=None)
@given(x=st.integers(40, 90), y=st.integers(40, 90), join=st.sampled_from([", ", ", and ", " and "]),
       verb=st.sampled_from(["took", "needed", "finished in"]), swap=st.booleans())
def test_pair_values_family(wit, x, y, join, verb, swap):
    """Any two whole-run times (FP8 51 s, BF16 73 s): net-true exactly where each arm's stated time is its own (to the
    second: the numbers are whole seconds), else never net-true; and never false where both are right."""
    a, b = ("BF16", "FP8") if swap else ("FP8", "BF16")
    s = f"{a} finished the 500 requests in {x} s{join}{b} {verb} {y} s"
    res = grade(wit, "fp8", s)
    right = (x, y) == ((73, 51) if swap else (51, 73))
    if right:
        assert_read_net_true(res)
    else:
        assert_never_net_true(res, s)
        if (x, y) == ((51, 73) if swap else (73, 51)):
            assert res.verdict == "false", (s, res.reason)
