"""Deterministic mixed-length jobs (seed S4e fixture) and cancellation before scheduling.

A job is a tool-shaped request: a *tool shape* (``search`` / ``calc`` / ``code``), a declared
sequence bucket (its output cap) and a known number of useful token steps (``steps`` <= cap).
Its continuation tokens are deterministic valid token ids: the workload drives real decode
calls, it does not judge language quality (exactly as the seed did).

Default fixture (``make_jobs()``): 24 scheduled jobs + 1 cancelled, job ``i`` in class
``i % 3``; class ``k`` draws ``steps`` uniformly (``numpy.random.default_rng(seed)``) from

=====  ==========  ======  =============
class  tool shape  bucket  steps range
=====  ==========  ======  =============
0      search      <=4     1..4
1      calc        <=6     2..6
2      code        <=8     3..8
=====  ==========  ======  =============

so the expected useful steps are 8 x (2.5 + 4 + 5.5) = 96. The default generator seed, 72, is
the first seed (searching 0, 1, 2, ...) whose 24 jobs reproduce the S4e shape exactly: 94
useful token steps, 144 allocated slot-steps under the seed planner at width 8 (34.7222%
padding). Lengths come from ``default_rng(seed)`` and token ids from ``default_rng([seed, 1])``,
so the lengths do not depend on the model's vocabulary. The bundle records every job.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from claimcheck.errors import UsageError

# (tool shape, bucket cap, min steps)
SEED_CLASSES: tuple[tuple[str, int, int], ...] = (("search", 4, 1), ("calc", 6, 2), ("code", 8, 3))
DEFAULT_PREFIX_TOKENS = 64
DEFAULT_JOBS = 24
DEFAULT_CANCELLED = 1
DEFAULT_SEED = 72  # the first seed whose 24 jobs reproduce S4e's shape: 94 useful / 144 allocated steps
TOKEN_LOW = 32  # skip control / special ids at the bottom of every vocabulary we use


@dataclass(frozen=True)
class Job:
    job_id: str
    tool: str
    bucket: int  # declared output cap (sequence bucket)
    steps: int  # useful token steps (<= bucket)
    tokens: tuple[int, ...]  # one token per step

    @property
    def class_id(self) -> str:
        """The compatibility class: tool shape and sequence bucket (the seed's two keys)."""
        return f"{self.tool}/le{self.bucket}"

    def as_dict(self) -> dict:
        return {"job_id": self.job_id, "tool": self.tool, "bucket": self.bucket, "class_id": self.class_id,
                "steps": self.steps, "tokens": list(self.tokens)}


@dataclass
class Workload:
    prefix: tuple[int, ...]
    jobs: list[Job]  # every submitted job, in submission order
    cancelled: set[str] = field(default_factory=set)
    seed: int = DEFAULT_SEED

    def cancel(self, job_id: str) -> None:
        """Cancel a submitted job before scheduling (the planner never sees it)."""
        if job_id not in {j.job_id for j in self.jobs}:
            raise UsageError(f"cannot cancel unknown job {job_id!r}", rule="cancel-unknown")
        self.cancelled.add(job_id)

    def scheduled(self) -> list[Job]:
        return [j for j in self.jobs if j.job_id not in self.cancelled]

    @property
    def useful_steps(self) -> int:
        return sum(j.steps for j in self.scheduled())

    @property
    def max_steps(self) -> int:
        return max((j.steps for j in self.jobs), default=0)

    def as_dict(self) -> dict:
        return {"seed": self.seed, "prefix_tokens": list(self.prefix), "jobs": [j.as_dict() for j in self.jobs],
                "cancelled": sorted(self.cancelled)}


def make_jobs(
    n_vocab: int,
    *,
    n_jobs: int = DEFAULT_JOBS,
    n_cancelled: int = DEFAULT_CANCELLED,
    prefix_tokens: int = DEFAULT_PREFIX_TOKENS,
    seed: int = DEFAULT_SEED,
    classes: Sequence[tuple[str, int, int]] = SEED_CLASSES,
) -> Workload:
    """The deterministic workload: ``n_jobs`` scheduled jobs, then ``n_cancelled`` more that are
    submitted and cancelled before scheduling. Same arguments, same workload (numpy PCG64)."""
    import numpy as np

    if n_jobs < 1:
        raise UsageError(f"--jobs must be >= 1, got {n_jobs}", rule="jobs")
    if n_cancelled < 0:
        raise UsageError(f"--cancel must be >= 0, got {n_cancelled}", rule="cancel")
    if prefix_tokens < 1:
        raise UsageError(f"--prefix-tokens must be >= 1, got {prefix_tokens}", rule="prefix-tokens")
    if not classes:
        raise UsageError("at least one job class is needed", rule="classes")
    for tool, cap, lo in classes:
        if not 1 <= lo <= cap:
            raise UsageError(f"class {tool}: need 1 <= min steps <= cap, got {lo}..{cap}", rule="classes")
    if n_vocab <= TOKEN_LOW + 1:
        raise UsageError(f"vocabulary of {n_vocab} tokens is too small", rule="vocab")
    lengths = np.random.default_rng(seed)  # lengths do not depend on the vocabulary
    rng = np.random.default_rng([seed, 1])  # token ids
    prefix = tuple(int(t) for t in rng.integers(TOKEN_LOW, n_vocab, size=prefix_tokens))
    jobs: list[Job] = []
    total = n_jobs + n_cancelled
    for i in range(total):
        tool, cap, lo = classes[i % len(classes)]
        steps = int(lengths.integers(lo, cap + 1))
        tokens = tuple(int(t) for t in rng.integers(TOKEN_LOW, n_vocab, size=steps))
        jobs.append(Job(job_id=f"j{i:03d}", tool=tool, bucket=cap, steps=steps, tokens=tokens))
    w = Workload(prefix=prefix, jobs=jobs, seed=seed)
    for j in jobs[n_jobs:]:
        w.cancel(j.job_id)
    return w
