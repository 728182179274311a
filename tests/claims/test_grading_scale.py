"""Grading is linear in the number of runs per arm and (nearly) in the number of arms, a cache
statement over thousands of arms included."""

from __future__ import annotations

import time
from types import SimpleNamespace

from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

from claimcheck.claims import statistics
from claimcheck.claims.quantities import Grader
from claimcheck.claims.statistics import Measurement, Unavailable


def _grader(arms: list[tuple[float | None, int | None, float | None, float | None]]) -> Grader:
    """A grader over arms given as (reuse, workers, median TTFT, wall); None: not recorded."""
    g = Grader.__new__(Grader)
    g.ev = SimpleNamespace(arms={
        f"a{i}": SimpleNamespace(values={"workers": w}, cached_tokens=r, cache_hits=None)
        for i, (r, w, _, _) in enumerate(arms)})
    g._memo = {}
    for i, (_, _, ttft, wall) in enumerate(arms):
        g._memo[("ttft", "median", f"a{i}")] = Measurement(ttft) if ttft is not None else Unavailable("no")
        g._memo[("wall", None, f"a{i}")] = Measurement(wall) if wall is not None else Unavailable("no")
    return g


small = st.one_of(st.none(), st.integers(0, 4).map(float))
arm = st.tuples(small, st.one_of(st.none(), st.integers(1, 3)), small, small)


@settings(max_examples=examples(500), deadline=None)
@given(st.lists(arm, max_size=9))
def test_fast_benefit_search_agrees_with_every_pair(arms):
    g = _grader(arms)
    names = list(g.ev.arms)
    every, _ = g._benefit_pairs(names)
    some = g._some_benefit_pairs(names)
    assert bool(some) == bool(every)
    if len(every) <= Grader.MAX_PAIRS_SHOWN:
        assert some == every
    else:
        assert some[:Grader.MAX_PAIRS_SHOWN] == every[:Grader.MAX_PAIRS_SHOWN]


def test_thousands_of_arms_are_searched_in_near_linear_time():
    n = 4000
    # no arm gains over another: the case a pairwise search would visit every pair for
    arms = [(float(i), 1, 1.0 + i, 1.0 + i) for i in range(n)]
    g = _grader(arms)
    t0 = time.process_time()
    assert g._some_benefit_pairs(list(g.ev.arms)) == []
    assert time.process_time() - t0 < 2.0


def test_rows_of_thousands_of_runs_are_grouped_in_one_pass():
    rows = [{"run": i % 9000, "x": i} for i in range(36_000)]
    t0 = time.process_time()
    groups = statistics.by_run(rows)
    assert time.process_time() - t0 < 1.0
    assert len(groups) == 9000 and all(len(g) == 4 for g in groups)
    assert [g[0]["run"] for g in groups] == sorted(range(9000))
    # the same grouping as one filter per run
    assert groups[:50] == [[r for r in rows if r.get("run") == run] for run in statistics.run_ids(rows)[:50]]
