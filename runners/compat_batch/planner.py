"""Planners: scheduled jobs -> batches of physical width W, never mixing compatibility classes.

Both planners return :class:`BatchPlan` objects; :func:`step_table` turns a plan into the exact
sequence of decode calls the executor makes (which lane decodes which job's which step), so
the invariants can be property-tested without a model.

``seed``  (reproduces S4e's shape)
    Jobs of one class, in submission order, are cut into batches of W. A batch keeps all W
    lanes for its whole life (a fixed-shape kernel with active-lane masking): every decode
    call carries W entries until the batch's longest job ends; a lane whose job ended (or that
    never got one) decodes a padding token whose logits are discarded. Padding is therefore
    real compute, as in the seed.

``length-aware`` (the seed's proposed next experiment)
    Jobs of one class are sub-bucketed by remaining length (longest first) and admitted into W
    lanes; a lane is refilled with the next job of the *same class* as soon as its job ends
    (continuous batching). A decode call carries only lanes with a live job (llama.cpp batches
    are ragged), so no padding is computed; the cost shows up as fewer lanes per call in a
    class's tail instead.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from claimcheck.errors import UsageError

from runners.compat_batch.jobs import Job

PLANNERS = ("seed", "length-aware")


@dataclass(frozen=True)
class BatchPlan:
    batch_id: str
    class_id: str
    width: int  # physical lanes
    lanes: tuple[tuple[Job, ...], ...]  # per lane, the jobs it runs back to back
    padded: bool  # True: every call carries all lanes (seed); False: live lanes only

    @property
    def jobs(self) -> list[Job]:
        return [j for lane in self.lanes for j in lane]


@dataclass(frozen=True)
class LaneEntry:
    lane: int
    job: Job | None  # None: padding
    job_step: int | None  # 0-based step of the job; None for padding
    admit: bool  # the lane receives a fresh prefix clone before this call

    @property
    def useful(self) -> bool:
        return self.job is not None


@dataclass(frozen=True)
class StepSpec:
    step: int
    entries: tuple[LaneEntry, ...]

    @property
    def width(self) -> int:
        return len(self.entries)

    @property
    def active(self) -> int:
        return sum(1 for e in self.entries if e.useful)


def _by_class(jobs: Sequence[Job]) -> "OrderedDict[str, list[Job]]":
    groups: OrderedDict[str, list[Job]] = OrderedDict()
    for j in jobs:
        groups.setdefault(j.class_id, []).append(j)
    return groups


def _check(jobs: Sequence[Job], width: int) -> None:
    if width < 1:
        raise UsageError(f"--width must be >= 1, got {width}", rule="width")
    ids = [j.job_id for j in jobs]
    if len(set(ids)) != len(ids):
        raise UsageError("duplicate job ids", rule="duplicate-job")
    for j in jobs:
        if j.steps < 1 or len(j.tokens) != j.steps:
            raise UsageError(f"job {j.job_id}: needs >= 1 step and one token per step", rule="job-shape")


def plan_seed(jobs: Sequence[Job], width: int) -> list[BatchPlan]:
    _check(jobs, width)
    plans: list[BatchPlan] = []
    for class_id, group in _by_class(jobs).items():
        for k in range(0, len(group), width):
            chunk = group[k : k + width]
            lanes = tuple((j,) for j in chunk) + tuple(() for _ in range(width - len(chunk)))
            plans.append(BatchPlan(f"seed-{len(plans)}", class_id, width, lanes, padded=True))
    return plans


def plan_length_aware(jobs: Sequence[Job], width: int) -> list[BatchPlan]:
    """Longest-remaining-first admission into ``width`` lanes with refill (LPT list scheduling)."""
    _check(jobs, width)
    plans: list[BatchPlan] = []
    for class_id, group in _by_class(jobs).items():
        queue = sorted(group, key=lambda j: (-j.steps, j.job_id))
        n_lanes = min(width, len(queue))
        lanes: list[list[Job]] = [[] for _ in range(n_lanes)]
        busy_until = [0] * n_lanes
        for j in queue:  # each job goes to the lane that frees first (lowest index on ties)
            lane = min(range(n_lanes), key=lambda i: (busy_until[i], i))
            lanes[lane].append(j)
            busy_until[lane] += j.steps
        plans.append(BatchPlan(f"la-{len(plans)}", class_id, width, tuple(tuple(x) for x in lanes), padded=False))
    return plans


def plan(jobs: Sequence[Job], width: int, planner: str) -> list[BatchPlan]:
    if planner == "seed":
        return plan_seed(jobs, width)
    if planner == "length-aware":
        return plan_length_aware(jobs, width)
    raise UsageError(f"--planner must be one of {', '.join(PLANNERS)}, got {planner!r}", rule="planner")


def step_table(p: BatchPlan) -> Iterator[StepSpec]:
    """The decode calls of one batch, in order."""
    horizon = max((sum(j.steps for j in lane) for lane in p.lanes), default=0)
    # per lane: (start step, job) intervals
    starts: list[list[tuple[int, Job]]] = []
    for lane in p.lanes:
        t, seq = 0, []
        for j in lane:
            seq.append((t, j))
            t += j.steps
        starts.append(seq)
    for step in range(horizon):
        entries = []
        for lane_no, seq in enumerate(starts):
            live = next(((s, j) for s, j in seq if s <= step < s + j.steps), None)
            if live is not None:
                s, j = live
                entries.append(LaneEntry(lane_no, j, step - s, admit=step == s))
            elif p.padded:
                entries.append(LaneEntry(lane_no, None, None, admit=step == 0 and not seq))
        if entries:
            yield StepSpec(step, tuple(entries))


def check_plans(plans: Sequence[BatchPlan], jobs: Sequence[Job]) -> dict:
    """The invariants (used by tests and before every run): every scheduled job is planned exactly
    once and runs all its steps exactly once; no batch mixes classes; allocated >= useful."""
    seen: dict[str, int] = {}
    useful = allocated = 0
    for p in plans:
        classes = {j.class_id for j in p.jobs}
        if len(classes) > 1 or (classes and classes != {p.class_id}):
            raise AssertionError(f"batch {p.batch_id} mixes classes {sorted(classes)}")
        if len(p.lanes) > p.width:
            raise AssertionError(f"batch {p.batch_id} has more lanes than its width")
        for spec in step_table(p):
            if spec.width > p.width:
                raise AssertionError(f"batch {p.batch_id} step {spec.step} wider than {p.width}")
            lanes = [e.lane for e in spec.entries]
            if len(set(lanes)) != len(lanes):
                raise AssertionError(f"batch {p.batch_id} step {spec.step} uses a lane twice")
            for e in spec.entries:
                if e.job is not None:
                    key = f"{e.job.job_id}#{e.job_step}"
                    seen[key] = seen.get(key, 0) + 1
            useful += spec.active
            allocated += spec.width
    want = {f"{j.job_id}#{k}" for j in jobs for k in range(j.steps)}
    if set(seen) != want or any(v != 1 for v in seen.values()):
        raise AssertionError("some job step is missing or runs more than once")
    if allocated < useful:
        raise AssertionError("allocated < useful")
    return {"useful": useful, "allocated": allocated, "batches": len(plans)}
