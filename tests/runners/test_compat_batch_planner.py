"""compat-batch planners: property tests of the invariants (no model needed), and the fixture."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

from runners.compat_batch.jobs import Job, make_jobs
from runners.compat_batch.planner import check_plans, plan, step_table

TOOLS = ("search", "calc", "code")


@st.composite
def job_lists(draw):
    n = draw(st.integers(min_value=0, max_value=40))
    jobs = []
    for i in range(n):
        tool = draw(st.sampled_from(TOOLS))
        bucket = draw(st.sampled_from((4, 8)))
        steps = draw(st.integers(min_value=1, max_value=bucket))
        jobs.append(Job(job_id=f"j{i}", tool=tool, bucket=bucket, steps=steps, tokens=tuple([40] * steps)))
    return jobs


@settings(max_examples=examples(150), deadline=None)
@given(jobs=job_lists(), width=st.integers(min_value=1, max_value=9),
       planner=st.sampled_from(("seed", "length-aware")))
def test_planner_invariants(jobs, width, planner):
    plans = plan(jobs, width, planner)
    stats = check_plans(plans, jobs)  # every job step exactly once, no class mixing, allocated >= useful
    assert stats["useful"] == sum(j.steps for j in jobs)
    assert stats["allocated"] >= stats["useful"]
    planned = [j.job_id for p in plans for j in p.jobs]
    assert sorted(planned) == sorted(j.job_id for j in jobs)  # every scheduled job planned exactly once
    for p in plans:
        assert {j.class_id for j in p.jobs} == {p.class_id}  # no class mixing
        for spec in step_table(p):
            assert 1 <= spec.width <= width
            if planner == "seed":
                assert spec.width == width  # fixed shape: padding is real compute
            else:
                assert spec.active == spec.width  # ragged: live lanes only, no padding
            for e in spec.entries:  # a lane admits a job exactly at its first step
                if e.job is not None:
                    assert e.admit == (e.job_step == 0)
                else:  # padding: an empty lane is cloned once, at the batch's first call
                    assert not e.admit or spec.step == 0
    if planner == "length-aware":
        assert stats["allocated"] == stats["useful"]
        # at most one batch per class, and a lane is refilled: no class uses more lanes than jobs
        assert len(plans) == len({j.class_id for j in jobs})


@given(jobs=job_lists(), width=st.integers(min_value=1, max_value=9))
@settings(max_examples=examples(60), deadline=None)
def test_length_aware_never_needs_more_decode_calls_than_seed(jobs, width):
    seed = sum(1 for p in plan(jobs, width, "seed") for _ in step_table(p))
    la = sum(1 for p in plan(jobs, width, "length-aware") for _ in step_table(p))
    assert la <= seed


def test_seed_fixture_reproduces_s4e_shape():
    w = make_jobs(49152)
    sched = w.scheduled()
    assert (len(w.jobs), len(sched), len(w.cancelled)) == (25, 24, 1)
    seed = check_plans(plan(sched, 8, "seed"), sched)
    assert (seed["useful"], seed["allocated"], seed["batches"]) == (94, 144, 3)
    la = check_plans(plan(sched, 8, "length-aware"), sched)
    assert (la["useful"], la["allocated"]) == (94, 94)
    assert len({j.class_id for j in sched}) == 3


def test_workload_is_deterministic_and_lengths_ignore_vocab():
    a, b, c = make_jobs(49152), make_jobs(49152), make_jobs(515)
    assert a.as_dict() == b.as_dict()
    assert [j.steps for j in a.jobs] == [j.steps for j in c.jobs]
    assert all(32 <= t < 515 for j in c.jobs for t in j.tokens)


def test_cancelled_jobs_are_never_planned():
    w = make_jobs(1000, n_jobs=6, n_cancelled=3)
    assert len(w.cancelled) == 3
    for planner in ("seed", "length-aware"):
        planned = {j.job_id for p in plan(w.scheduled(), 4, planner) for j in p.jobs}
        assert planned.isdisjoint(w.cancelled)
    with pytest.raises(Exception):
        w.cancel("nope")


@pytest.mark.parametrize("kwargs", [{"n_jobs": 0}, {"n_cancelled": -1}, {"prefix_tokens": 0}])
def test_bad_workload_arguments(kwargs):
    from claimcheck.errors import UsageError

    with pytest.raises(UsageError):
        make_jobs(1000, **kwargs)


def test_bad_planner_and_width():
    from claimcheck.errors import UsageError

    with pytest.raises(UsageError):
        plan([], 8, "fifo")
    with pytest.raises(UsageError):
        plan([], 0, "seed")
