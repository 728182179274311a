"""The ``compat-batch`` witness (seed S4e): real multi-sequence batches vs. one prefix-cloned
sequential session per job, re-derived from raw per-job and per-decode-call rows.

Bundle files
------------
``witness.json``::

    {"kind": "compat-batch", "format": 1, "provenance": "OBSERVED" | "WITNESSED" | "MODELED" | ...,
     "model": {"id": ..., "file_sha256": ..., "params": int (optional)}, "hardware": str,
     "engine": str (optional, e.g. "llama.cpp"),
     "inputs": {"prefix_tokens": int, "jobs_submitted": int, "jobs_cancelled": int},
     "timing_includes": ["scheduler", "queue", "padding", ...],
     "arms": {NAME: {"aliases": [...], "role": "baseline" | "treatment",
                     "planner": "seed" | "length-aware" | null, "width": int}}}

``jobs.jsonl`` - one row per job per arm: ``arm, job_id, class_id, batch_id`` (null for a
sequential arm), ``lane, cancelled`` (bool), ``submitted_s, plan_start_s, start_s, end_s``
(seconds from the run start, one clock; null for a cancelled job), ``steps`` (useful token
steps of that job; 0 when cancelled), ``finite_logit_rows, nonempty_logit_rows``; optional
``run`` (integer, repeated runs).

``steps.jsonl`` - one row per decode call: ``arm, batch_id, step, start_s, end_s, width``
(physical lanes allocated), ``active`` (lanes carrying a live job), ``finite`` (bool);
optional ``run``.

Derivation (``derive``), per arm, from the rows only (summary fields in witness.json such as
``inputs`` are cross-checked, never used as values):

* useful = sum of ``active`` over the arm's decode calls; allocated = sum of ``width``;
  padding tax = 1 - useful / allocated;
* wall = max(``end_s``) - min(``start_s``) over the arm's decode calls (per run; summed over runs);
  rate = useful / wall (token steps per second); ratio = treatment rate / baseline rate;
* submitted = job rows; cancelled = rows with ``cancelled``; scheduled = submitted - cancelled;
  classes = distinct ``class_id`` of scheduled jobs; batches = distinct non-null ``batch_id``
  of the decode calls;
* batch fill at admission = mean over batches of ``active / width`` at the batch's first
  decode call (smallest ``step``);
* queue delay = ``plan_start_s - submitted_s`` of each scheduled job; p50/p95 by the
  nearest-rank rule (``claimcheck.witnesses._rows.nearest_rank``);
* finite non-empty logit rows = sum over scheduled jobs of min(``finite_logit_rows``,
  ``nonempty_logit_rows``), out of sum of ``steps``.

Consistency rules (a violation raises ``WitnessError``; claim-check grades it ``invalid``):
every row's arm is declared; a cancelled job has null times, no batch and 0 steps; a scheduled
job has times in order (submitted <= plan_start <= start <= end); a decode call has
0 <= active <= width <= the arm's declared width and start <= end; per arm, the jobs' steps sum
to the decode calls' useful steps (two independent counts of the same work); a job's logit
row counts do not exceed its steps; ``inputs.jobs_submitted`` / ``jobs_cancelled``, when
given, equal the counts re-derived for every arm.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from claimcheck.witnesses._rows import (
    WitnessError,
    check_common_witness,
    id_key,
    nearest_rank,
    need,
    need_count,
    need_time,
    read_rows,
    read_witness_json,
    src,
    verified_bytes,
)

KIND = "compat-batch"
FORMAT = 1
WITNESS_FILE = "witness.json"
JOBS_FILE = "jobs.jsonl"
STEPS_FILE = "steps.jsonl"
PLANNERS = ("seed", "length-aware", None)

__all__ = ["KIND", "FORMAT", "WitnessError", "check_witness_json", "check_job_row", "check_step_row",
           "derive", "load", "derive_bundle"]


def check_witness_json(obj: Mapping[str, Any], *, source: Any = WITNESS_FILE) -> None:
    if not isinstance(obj, Mapping):
        raise WitnessError("witness.json must be a JSON object", path=source, rule="witness-format")
    if obj.get("kind") != KIND:
        raise WitnessError(f"kind is {obj.get('kind')!r}, expected {KIND!r}", path=source, rule="witness-kind")
    fmt = need(obj, "format", (int,), source=source)
    if fmt != FORMAT:
        raise WitnessError(f"format {fmt} is not understood (expected {FORMAT})", path=source, rule="witness-format")
    check_common_witness(obj, source=source)
    inputs = need(obj, "inputs", (dict,), source=source)
    for key in ("prefix_tokens", "jobs_submitted", "jobs_cancelled"):
        if key in inputs:
            need_count(inputs, key, source=source, nullable=True)
    roles = []
    for name, arm in obj["arms"].items():
        planner = arm.get("planner")
        if planner not in PLANNERS:
            raise WitnessError(f"arm {name!r}: planner {planner!r} is not one of seed, length-aware, null",
                               path=source, rule="witness-format")
        width = need_count(arm, "width", source=source)
        if width < 1:
            raise WitnessError(f"arm {name!r}: width must be at least 1", path=source, rule="witness-format")
        roles.append(arm["role"])
    if roles.count("baseline") != 1:
        raise WitnessError("exactly one arm must have role 'baseline'", path=source, rule="witness-format")


def check_job_row(row: Mapping[str, Any], *, source: Any = JOBS_FILE) -> None:
    need(row, "arm", (str,), source=source)
    need(row, "job_id", (str, int), source=source)
    need(row, "class_id", (str, int), source=source, nullable=True)
    need(row, "batch_id", (str, int), source=source, nullable=True)
    need(row, "lane", (int,), source=source, nullable=True)
    cancelled = need(row, "cancelled", (bool,), source=source)
    if "run" in row:
        need(row, "run", (int, str), source=source)
    times = [need_time(row, k, source=source, nullable=True) for k in ("submitted_s", "plan_start_s", "start_s", "end_s")]
    steps = need_count(row, "steps", source=source)
    finite = need_count(row, "finite_logit_rows", source=source)
    nonempty = need_count(row, "nonempty_logit_rows", source=source)
    if cancelled:
        if any(t is not None for t in times[1:]) or steps != 0 or row.get("batch_id") is not None:
            raise WitnessError("a cancelled job must have null plan/start/end times, no batch and 0 steps",
                               path=source, rule="compat-batch/cancelled")
    else:
        if any(t is None for t in times):
            raise WitnessError("a scheduled job needs submitted_s, plan_start_s, start_s and end_s",
                               path=source, rule="compat-batch/times")
        if not (times[0] <= times[1] <= times[2] <= times[3]):
            raise WitnessError("times out of order (need submitted <= plan_start <= start <= end)",
                               path=source, rule="compat-batch/times")
    if finite > steps or nonempty > steps:
        raise WitnessError("logit row counts exceed the job's steps", path=source, rule="compat-batch/logits")


def check_step_row(row: Mapping[str, Any], *, source: Any = STEPS_FILE) -> None:
    need(row, "arm", (str,), source=source)
    need(row, "batch_id", (str, int), source=source, nullable=True)
    need(row, "step", (int,), source=source)
    start = need_time(row, "start_s", source=source)
    end = need_time(row, "end_s", source=source)
    width = need_count(row, "width", source=source)
    active = need_count(row, "active", source=source)
    need(row, "finite", (bool,), source=source)
    if "run" in row:
        need(row, "run", (int, str), source=source)
    if end < start:
        raise WitnessError("decode call ends before it starts", path=source, rule="compat-batch/times")
    if width < 1 or active > width:
        raise WitnessError(f"need 1 <= width and active <= width (width {width}, active {active})",
                           path=source, rule="compat-batch/lanes")


def _ratio(num: float, den: float) -> float | None:
    return None if not den else num / den


def derive(witness_json: Mapping[str, Any], jobs_rows: Iterable[Mapping[str, Any]],
           steps_rows: Iterable[Mapping[str, Any]], *, source: str | Path | None = None) -> dict[str, Any]:
    """Re-derive every reported quantity of a compat-batch witness from its rows.

    Returns ``{"kind", "provenance", "baseline", "arms": {name: {...}}, "ratios": {treatment: rate ratio}}``
    where each arm holds: role, planner, width, aliases, runs, submitted, scheduled, cancelled,
    classes, batches, decode_calls, useful_steps, allocated_steps, job_steps, padding_tax, wall_s,
    rate (token steps/s), run_rates, batch_fill_at_admission, queue_delay_p50_s,
    queue_delay_p95_s, queue_delays_s, logit_rows_checked, logit_rows_finite_nonempty,
    nonfinite_decode_calls, job_ids. Fractions are in [0, 1] (0.347222 for 34.7222%).
    Raises ``WitnessError`` when the rows break a rule of the format (see the module doc).
    """
    base = Path(source) if source is not None else None
    wsrc = base / WITNESS_FILE if base else WITNESS_FILE
    check_witness_json(witness_json, source=wsrc)
    arms_decl = witness_json["arms"]
    jobs = list(jobs_rows)
    steps = list(steps_rows)
    jobs_by_arm: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    steps_by_arm: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    jsrc = base / JOBS_FILE if base else JOBS_FILE
    ssrc = base / STEPS_FILE if base else STEPS_FILE
    seen_jobs: set[tuple] = set()
    for i, row in enumerate(jobs, start=1):
        where = src(row, f"{jsrc}:{i}")
        check_job_row(row, source=where)
        if row["arm"] not in arms_decl:
            raise WitnessError(f"arm {row['arm']!r} is not declared in witness.json", path=where, rule="compat-batch/unknown-arm")
        key = (row["arm"], id_key(row.get("run")), id_key(row["job_id"]))  # 1 and "1" are one id
        if key in seen_jobs:
            raise WitnessError(f"job {row['job_id']!r} appears twice in arm {row['arm']!r}", path=where, rule="compat-batch/duplicate")
        seen_jobs.add(key)
        jobs_by_arm[row["arm"]].append(row)
    seen_steps: set[tuple] = set()
    for i, row in enumerate(steps, start=1):
        where = src(row, f"{ssrc}:{i}")
        check_step_row(row, source=where)
        arm = row["arm"]
        if arm not in arms_decl:
            raise WitnessError(f"arm {arm!r} is not declared in witness.json", path=where, rule="compat-batch/unknown-arm")
        if row["width"] > arms_decl[arm]["width"]:
            raise WitnessError(f"decode call width {row['width']} exceeds the arm's declared width {arms_decl[arm]['width']}",
                               path=where, rule="compat-batch/lanes")
        key = (arm, id_key(row.get("run")), id_key(row["batch_id"]), row["step"])
        if key in seen_steps:
            raise WitnessError("decode call listed twice (same arm, run, batch, step)", path=where, rule="compat-batch/duplicate")
        seen_steps.add(key)
        steps_by_arm[arm].append(row)

    inputs = witness_json.get("inputs", {})
    out_arms: dict[str, dict[str, Any]] = {}
    for name, decl in arms_decl.items():
        arm_jobs = jobs_by_arm.get(name, [])
        arm_steps = steps_by_arm.get(name, [])
        if not arm_steps:
            raise WitnessError(f"arm {name!r} has no decode calls in {STEPS_FILE}", path=ssrc, rule="compat-batch/empty-arm")
        runs = sorted({r.get("run") for r in arm_steps} | {r.get("run") for r in arm_jobs}, key=lambda v: (str(type(v)), v))
        batch_ids = {r["batch_id"] for r in arm_steps} | {r["batch_id"] for r in arm_jobs}
        for what, ids in (("run", runs), ("batch", batch_ids)):
            if len({id_key(v) for v in ids}) != len(ids):
                raise WitnessError(f"arm {name!r} names one {what} two ways (1 and '1' are the same {what})",
                                   path=jsrc, rule="compat-batch/duplicate")
        useful = sum(r["active"] for r in arm_steps)
        allocated = sum(r["width"] for r in arm_steps)
        scheduled_jobs = [r for r in arm_jobs if not r["cancelled"]]
        job_steps = sum(r["steps"] for r in scheduled_jobs)
        if job_steps != useful:
            raise WitnessError(f"arm {name!r}: jobs' steps sum to {job_steps} but decode calls carry {useful} active lanes",
                               path=jsrc, rule="compat-batch/useful-mismatch")
        run_walls: dict[Any, float] = {}
        run_useful: dict[Any, int] = {}
        for run in runs:
            rs = [r for r in arm_steps if r.get("run") == run]
            if not rs:
                raise WitnessError(f"arm {name!r} run {run!r} has jobs but no decode calls", path=ssrc, rule="compat-batch/empty-arm")
            run_walls[run] = max(r["end_s"] for r in rs) - min(r["start_s"] for r in rs)
            run_useful[run] = sum(r["active"] for r in rs)
            if run_walls[run] <= 0:
                raise WitnessError(f"arm {name!r}: wall time is zero", path=ssrc, rule="compat-batch/times")
        wall = sum(run_walls.values())
        batches: dict[Any, list[Mapping[str, Any]]] = defaultdict(list)
        for r in arm_steps:
            if r["batch_id"] is not None:
                batches[(r.get("run"), r["batch_id"])].append(r)
        fills = []
        for rows in batches.values():
            first = min(rows, key=lambda r: r["step"])
            fills.append(first["active"] / first["width"])
        delays = [r["plan_start_s"] - r["submitted_s"] for r in scheduled_jobs]
        submitted = len(arm_jobs)
        cancelled = submitted - len(scheduled_jobs)
        nruns = len(runs)
        for key, got in (("jobs_submitted", submitted), ("jobs_cancelled", cancelled)):
            want = inputs.get(key)
            if want is not None and want * nruns != got:
                raise WitnessError(f"arm {name!r}: rows give {got} {key.replace('jobs_', '')} jobs, witness.json inputs say {want}"
                                   + (f" per run x {nruns} runs" if nruns > 1 else ""), path=wsrc, rule="compat-batch/inputs-mismatch")
        out_arms[name] = {
            "role": decl["role"],
            "planner": decl.get("planner"),
            "width": decl["width"],
            "aliases": list(decl.get("aliases", [])),
            "runs": nruns,
            "submitted": submitted,
            "scheduled": len(scheduled_jobs),
            "cancelled": cancelled,
            "classes": len({r["class_id"] for r in scheduled_jobs if r["class_id"] is not None}),
            "batches": len(batches),
            "decode_calls": len(arm_steps),
            "useful_steps": useful,
            "allocated_steps": allocated,
            "job_steps": job_steps,
            "padding_tax": 1.0 - useful / allocated,
            "wall_s": wall,
            "rate": useful / wall,
            "run_rates": [run_useful[r] / run_walls[r] for r in runs],
            "batch_fill_at_admission": (sum(fills) / len(fills)) if fills else None,
            "queue_delay_p50_s": nearest_rank(delays, 50),
            "queue_delay_p95_s": nearest_rank(delays, 95),
            "queue_delays_s": sorted(delays),
            "logit_rows_checked": job_steps,
            "logit_rows_finite_nonempty": sum(min(r["finite_logit_rows"], r["nonempty_logit_rows"]) for r in scheduled_jobs),
            "nonfinite_decode_calls": sum(1 for r in arm_steps if not r["finite"]),
            "job_ids": sorted({str(r["job_id"]) for r in arm_jobs}),
        }
    baseline = next(n for n, d in arms_decl.items() if d["role"] == "baseline")
    ratios = {n: _ratio(a["rate"], out_arms[baseline]["rate"]) for n, a in out_arms.items() if n != baseline}
    return {
        "kind": KIND,
        "provenance": witness_json["provenance"],
        "baseline": baseline,
        "arms": out_arms,
        "ratios": ratios,
    }


def load(bundle: str | Path, *, files: Mapping[str, bytes | None] | None = None
         ) -> tuple[dict[str, Any], list[dict[str, Any]], list[dict[str, Any]]]:
    """Read witness.json, jobs.jsonl and steps.jsonl (strict JSON). Does not verify the receipt:
    callers that need integrity call ``claimcheck.verify.verify_bundle`` first, with
    ``keep_bytes=`` so that ``files`` (the bytes it hashed) are parsed, not the files on disk."""
    return (read_witness_json(bundle, KIND, data=verified_bytes(files, bundle, WITNESS_FILE)),
            read_rows(bundle, JOBS_FILE, data=verified_bytes(files, bundle, JOBS_FILE)),
            read_rows(bundle, STEPS_FILE, data=verified_bytes(files, bundle, STEPS_FILE)))


def derive_bundle(bundle: str | Path) -> dict[str, Any]:
    w, jobs, steps = load(bundle)
    return derive(w, jobs, steps, source=bundle)
