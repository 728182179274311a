"""The S4e protocol on a loaded llama.cpp model: one prefix prefilled once into seq 0, then arms.

* ``sequential`` (baseline, width 1): one prefix-cloned session per job, in submission order:
  ``clone(0 -> 1)``, one decode call per token step, ``drop(1)``.
* ``batched`` (treatment, planner ``seed``) and ``batched-length-aware`` (treatment, planner
  ``length-aware``): the planner's batches, lane ``i`` is sequence ``i + 1``; a lane receives
  an independent copy of the prefix KV (``llama_memory_seq_cp``) when it admits a job, then
  one multi-sequence ``llama_decode`` per step.

Every arm run submits all jobs at once, cancels the cancelled ones before scheduling, plans,
and executes. All times are seconds on one monotonic clock (``time.perf_counter``) from the
run start. Rows follow ``claimcheck.witnesses.compat_batch`` (see that module and
docs/compat-batch.md). Nothing here prints: progress goes to an optional callback.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from runners.compat_batch.jobs import TOKEN_LOW, Job, Workload
from runners.compat_batch.planner import check_plans, plan, step_table

Progress = Callable[[dict[str, Any]], None]

SEQUENTIAL = "sequential"
BATCHED = "batched"
LENGTH_AWARE = "batched-length-aware"

ARM_DECL: dict[str, dict[str, Any]] = {
    SEQUENTIAL: {"aliases": ["tuned sequential", "sequential", "sequential baseline"], "role": "baseline", "planner": None},
    BATCHED: {"aliases": ["batching", "batch", "batched", "seed planner", "seed batching"], "role": "treatment",
              "planner": "seed"},
    LENGTH_AWARE: {"aliases": ["length-aware", "length-aware batching", "length-aware batched", "continuous batching"],
                   "role": "treatment", "planner": "length-aware"},
}
PLANNER_ARM = {"seed": BATCHED, "length-aware": LENGTH_AWARE}


def arms_for(planners: Sequence[str], width: int) -> dict[str, dict[str, Any]]:
    arms = {SEQUENTIAL: dict(ARM_DECL[SEQUENTIAL], width=1)}
    for p in planners:
        name = PLANNER_ARM[p]
        arms[name] = dict(ARM_DECL[name], width=width)
    return arms


class Clock:
    def __init__(self) -> None:
        self.t0 = time.perf_counter()

    def now(self) -> float:
        return time.perf_counter() - self.t0


@dataclass
class _JobState:
    job: Job
    submitted_s: float
    plan_start_s: float | None = None
    start_s: float | None = None
    end_s: float | None = None
    batch_id: str | None = None
    lane: int | None = None
    done: int = 0
    finite: int = 0
    nonempty: int = 0


@dataclass
class ArmRows:
    jobs: list[dict[str, Any]] = field(default_factory=list)
    steps: list[dict[str, Any]] = field(default_factory=list)


def _round(x: float | None) -> float | None:
    return None if x is None else round(x, 6)


def _job_rows(arm: str, run: int | None, states: list[_JobState], workload: Workload) -> list[dict[str, Any]]:
    rows = []
    for st in states:
        cancelled = st.job.job_id in workload.cancelled
        row = {
            "arm": arm,
            "job_id": st.job.job_id,
            "class_id": st.job.class_id,
            "batch_id": None if cancelled else st.batch_id,
            "lane": None if cancelled else st.lane,
            "cancelled": cancelled,
            "submitted_s": _round(st.submitted_s),
            "plan_start_s": None if cancelled else _round(st.plan_start_s),
            "start_s": None if cancelled else _round(st.start_s),
            "end_s": None if cancelled else _round(st.end_s),
            "steps": 0 if cancelled else st.done,
            "finite_logit_rows": 0 if cancelled else st.finite,
            "nonempty_logit_rows": 0 if cancelled else st.nonempty,
        }
        if run is not None:
            row["run"] = run
        rows.append(row)
    return rows


def _submit(workload: Workload, clock: Clock) -> list[_JobState]:
    t = clock.now()
    return [_JobState(job=j, submitted_s=t) for j in workload.jobs]


def prefill(backend, workload: Workload, clock: Clock) -> dict[str, Any]:
    """Decode the shared prefix once into sequence 0."""
    backend.clear()
    s = clock.now()
    res = backend.prefill(workload.prefix, seq_id=0)
    e = clock.now()
    return {"seq_id": 0, "tokens": len(workload.prefix), "start_s": _round(s), "end_s": _round(e),
            "finite": res.finite, "nonempty": res.nonempty}


def warmup(backend, width: int, clock: Clock, steps: int = 2) -> dict[str, Any]:
    """A few unrecorded decode calls at width 1 and ``width`` (first-call allocations)."""
    s = clock.now()
    for w in sorted({1, width}):
        for lane in range(1, w + 1):
            backend.clone(0, lane)
        for _ in range(steps):
            backend.decode_step([(lane, TOKEN_LOW, backend.seq_len(lane)) for lane in range(1, w + 1)])
        for lane in range(1, w + 1):
            backend.drop(lane)
    return {"widths": sorted({1, width}), "steps_each": steps, "start_s": _round(s), "end_s": _round(clock.now())}


def run_sequential(backend, workload: Workload, clock: Clock, *, run: int | None = None,
                   progress: Progress | None = None) -> ArmRows:
    arm = SEQUENTIAL
    states = _submit(workload, clock)
    out = ArmRows()
    scheduled = [st for st in states if st.job.job_id not in workload.cancelled]
    step_no = useful = 0
    t_first: float | None = None
    for n, st in enumerate(scheduled, start=1):
        st.plan_start_s = clock.now()
        st.lane = 0
        backend.clone(0, 1)
        for k, tok in enumerate(st.job.tokens):
            s = clock.now()
            res = backend.decode_step([(1, tok, backend.seq_len(1))])[0]
            e = clock.now()
            if k == 0:
                st.start_s = s
            t_first = s if t_first is None else t_first
            st.end_s = e
            st.done += 1
            st.finite += res.finite
            st.nonempty += res.nonempty
            row = {"arm": arm, "batch_id": None, "step": step_no, "start_s": _round(s), "end_s": _round(e),
                   "width": 1, "active": 1, "finite": res.finite, "jobs": [st.job.job_id]}
            if run is not None:
                row["run"] = run
            out.steps.append(row)
            step_no += 1
            useful += 1
        backend.drop(1)
        if progress and (n % 8 == 0 or n == len(scheduled)):
            elapsed = clock.now() - (t_first or 0.0)
            progress({"arm": arm, "run": run, "jobs_done": n, "jobs": len(scheduled), "useful": useful,
                      "elapsed_s": elapsed, "rate": useful / elapsed if elapsed > 0 else None})
    out.jobs = _job_rows(arm, run, states, workload)
    return out


def run_batched(backend, workload: Workload, clock: Clock, *, planner: str, width: int, run: int | None = None,
                progress: Progress | None = None, pad_token: int = TOKEN_LOW) -> ArmRows:
    arm = PLANNER_ARM[planner]
    if width + 1 > backend.n_seq_max:
        from runners.engines.llamacpp.multiseq import BackendRefused

        raise BackendRefused(f"width {width} needs {width + 1} sequences, the context has {backend.n_seq_max}",
                             rule="seq-id-range")
    states = _submit(workload, clock)
    by_id = {st.job.job_id: st for st in states}
    scheduled = [st.job for st in states if st.job.job_id not in workload.cancelled]
    plans = plan(scheduled, width, planner)  # the scheduler's cost is inside the arm's clock
    check_plans(plans, scheduled)
    out = ArmRows()
    useful = 0
    t_first: float | None = None
    for b_no, p in enumerate(plans):
        t_batch = clock.now()
        if p.padded:  # a fixed-shape batch: every job is planned at the batch start
            for lane_no, lane in enumerate(p.lanes):
                for j in lane:
                    by_id[j.job_id].plan_start_s = t_batch
        b_useful = 0
        b_start: float | None = None
        for spec in step_table(p):
            for e in spec.entries:
                if not e.admit:
                    continue
                seq = e.lane + 1
                if e.job is not None and not p.padded:
                    by_id[e.job.job_id].plan_start_s = clock.now()
                if backend.seq_len(seq):
                    backend.drop(seq)
                backend.clone(0, seq)
            entries = []
            for e in spec.entries:
                seq = e.lane + 1
                tok = e.job.tokens[e.job_step] if e.job is not None else pad_token
                entries.append((seq, tok, backend.seq_len(seq)))
            s = clock.now()
            results = backend.decode_step(entries)
            t = clock.now()
            t_first = s if t_first is None else t_first
            b_start = s if b_start is None else b_start
            for e, res in zip(spec.entries, results):
                if e.job is None:
                    continue
                st = by_id[e.job.job_id]
                if e.job_step == 0:
                    st.start_s = s
                    st.batch_id = p.batch_id
                    st.lane = e.lane
                st.end_s = t
                st.done += 1
                st.finite += res.finite
                st.nonempty += res.nonempty
            row = {"arm": arm, "batch_id": p.batch_id, "step": spec.step, "start_s": _round(s), "end_s": _round(t),
                   "width": spec.width, "active": spec.active, "finite": all(r.finite for r in results),
                   "jobs": [e.job.job_id if e.job is not None else None for e in spec.entries]}
            if run is not None:
                row["run"] = run
            out.steps.append(row)
            useful += spec.active
            b_useful += spec.active
        for lane_no in range(len(p.lanes)):
            if backend.seq_len(lane_no + 1):
                backend.drop(lane_no + 1)
        if progress:
            now = clock.now()
            elapsed = now - (t_first or now)
            b_elapsed = now - (b_start or now)
            progress({"arm": arm, "run": run, "batch": b_no + 1, "batches": len(plans), "batch_id": p.batch_id,
                      "class_id": p.class_id, "lanes": len(p.lanes), "useful": useful, "batch_useful": b_useful,
                      "batch_rate": b_useful / b_elapsed if b_elapsed > 0 else None,
                      "elapsed_s": elapsed, "rate": useful / elapsed if elapsed > 0 else None})
    out.jobs = _job_rows(arm, run, states, workload)
    return out


def width_sweep(backend, widths: Sequence[int], clock: Clock, *, steps: int = 16, repeats: int = 2,
                token: int = TOKEN_LOW) -> list[dict[str, Any]]:
    """Per-decode-call time vs. width on the same loaded model: ``width`` prefix-cloned lanes,
    ``steps`` multi-sequence decode calls, ``repeats`` rounds interleaved over the widths."""
    rows: list[dict[str, Any]] = []
    for rep in range(repeats):
        for w in widths:
            if w + 1 > backend.n_seq_max:
                continue
            for lane in range(1, w + 1):
                backend.clone(0, lane)
            s = clock.now()
            for _ in range(steps):
                backend.decode_step([(lane, token, backend.seq_len(lane)) for lane in range(1, w + 1)])
            e = clock.now()
            for lane in range(1, w + 1):
                backend.drop(lane)
            rows.append({"repeat": rep, "width": w, "calls": steps, "start_s": _round(s), "end_s": _round(e),
                         "ms_per_call": round(1000 * (e - s) / steps, 4),
                         "token_steps_per_s": round(w * steps / (e - s), 3)})
    return rows
