"""A witness, re-derived, in the one shape the checks read: arms, per-arm metrics, per-run
values for the bootstrap, cache telemetry, the raw per-request rows (``Arm.rows``: request-ab
rows, or compat-batch job rows with ``Arm.steps`` the decode calls) from which
``claimcheck.claims.statistics`` computes any named statistic, and the environment the witness
and its receipt record (for context facts). Built only from ``claimcheck.witnesses``
derivations (raw rows), never from a summary field of ``witness.json``.

``load_evidence(bundle, files=...)`` parses the bytes a verifier hashed
(``verify_bundle(keep_bytes=...)``), never the files on disk again: rows swapped in after
hashing cannot reach the grade."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from collections.abc import Mapping, Sequence
from typing import Any

from claimcheck._internal.jsonio import load_json_file, loads_strict
from claimcheck.witnesses._columns import RowTable
from claimcheck.witnesses import WitnessError

KINDS = ("request-ab", "compat-batch", "client-aggregate", "capacity-fit")

# the metrics, their sense and units: claimcheck.claims.vocabulary (METRIC_INFO); the keys of Arm.values
# below are this module's own re-derived per-arm values, not metric names


@dataclass
class Arm:
    name: str
    role: str
    aliases: list[str]
    values: dict[str, float | int | None]
    run_values: dict[str, list[float]] = field(default_factory=dict)  # metric -> per-run values
    inputs: tuple = ()
    cached_tokens: int | None = None
    cache_hits: float | None = None
    cache_queries: float | None = None
    runs: int = 1
    # request-ab rows (a RowTable: columns, also a sequence of rows) / compat-batch job rows
    rows: Sequence[dict[str, Any]] = field(default_factory=list)
    steps: list[dict[str, Any]] = field(default_factory=list)  # compat-batch decode calls
    decl: dict[str, Any] = field(default_factory=dict)         # the arm's declaration in witness.json


@dataclass
class Evidence:
    kind: str
    provenance: str
    timing_includes: list[str]
    arms: dict[str, Arm]
    baseline: str | None
    model: Any = None
    output_cap: int | None = None
    telemetry: dict[str, Any] = field(default_factory=dict)
    derived: dict[str, Any] = field(default_factory=dict)
    witness: dict[str, Any] = field(default_factory=dict)      # witness.json as parsed (environment, config)
    environment: dict[str, Any] = field(default_factory=dict)  # the receipt's predicate.environment

    @property
    def hardware(self) -> list[str]:
        """The hardware the measurement ran on: ``witness.json``'s ``hardware`` (what the runner
        or importer recorded of the measured run), and nothing else. The receipt's
        ``environment.hardware`` describes the host that sealed the bundle, which for an imported
        or rebuilt witness is not the measured one: a witness that records no hardware has
        unknowable hardware."""
        h = self.witness.get("hardware")
        return [h] if isinstance(h, str) and h.strip() else []

    @property
    def arm_hardware(self) -> dict[str, str | None]:
        """Each arm's hardware: its own (``arms[NAME].hardware``, or ``settings.hardware``: arms that ran on different
        hardware, an L40S arm beside an H100 arm), else the witness's ``hardware``; None where neither records one.
        Empty where no arm records hardware of its own (``hardware`` above is the whole run's)."""
        own = {n: _own_hardware(a) for n, a in self.arms.items()}
        if not any(own.values()):
            return {}
        top = self.hardware[0] if self.hardware else None
        return {n: h or top for n, h in own.items()}

    def arm_view(self, names) -> "Evidence":
        """The witness as one arm (or several) of it saw it: only those arms, and as its hardware the arm's own
        (``arm_hardware``; several arms: theirs where they all record the same one, else none). Every context check
        of hardware, GPU counts and memory then reads that arm's record alone, never the union of the arms'."""
        from dataclasses import replace

        names = [n for n in names if n in self.arms]
        hw = {self.arm_hardware.get(n) for n in names}
        w = {k: v for k, v in self.witness.items() if k != "hardware"}
        one = next(iter(hw)) if len(hw) == 1 else None
        if one:
            w["hardware"] = one
        if isinstance(self.witness.get("arms"), dict):
            w["arms"] = {n: v for n, v in self.witness["arms"].items() if n in names}
        return replace(self, arms={n: self.arms[n] for n in names}, witness=w)

    @property
    def runs(self) -> int:
        return max((a.runs for a in self.arms.values()), default=1)

    def summary(self) -> dict[str, Any]:
        out = {}
        for name, a in self.arms.items():
            vals = {k: (round(v, 6) if isinstance(v, float) else v) for k, v in a.values.items() if v is not None}
            out[name] = {"role": a.role, **vals}
        return out


def _own_hardware(arm: Arm) -> str | None:
    """An arm's own recorded hardware (``arms[NAME].hardware``, else ``arms[NAME].settings.hardware``), or None."""
    decl = arm.decl if isinstance(arm.decl, dict) else {}
    st = decl.get("settings") if isinstance(decl.get("settings"), dict) else {}
    for h in (decl.get("hardware"), st.get("hardware")):
        if isinstance(h, str) and h.strip():
            return h
    return None


def _per_run(total: int | None, runs: int) -> int | float | None:
    if total is None:
        return None
    if runs > 1 and total % runs == 0:
        return total // runs
    return total


def _strip(rows: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
    # the parsed rows as they are (a row keeps its "__source__" file:line, used in messages); not
    # copied: a 10,000-row witness is graded many times per process in a benchmark
    return list(rows or ())


def from_request_ab(d: dict[str, Any], w: dict[str, Any], rows: Sequence[dict[str, Any]] | None = None,
                    environment: dict[str, Any] | None = None) -> Evidence:
    by_arm: Mapping[str, Sequence[dict[str, Any]]]
    if isinstance(rows, RowTable):  # columns: grouped once (derive grouped the same table: cached)
        by_arm = rows.group("arm")
    else:
        by_arm = {}
        for r in _strip(rows):
            by_arm.setdefault(r["arm"], []).append(r)
    arms = {}
    for name, a in d["arms"].items():
        runs = a["runs"]
        completed = a["completed_per_run"][0] if len(a["completed_per_run"]) == 1 else a["completed"]
        values = {
            "speed": a["throughput"], "throughput": a["throughput"], "token_rate": a["token_rate"],
            "wall_s": a["wall_s"] if runs == 1 else a["wall_s"] / runs,
            "ttft_p50_s": a["ttft_p50_s"], "ttft_p95_s": a["ttft_p95_s"],
            "completed": completed, "requests": _per_run(a["requests"], runs), "failed": _per_run(a["failed"], runs),
            "workers": a["workers"], "prompt_tokens": _per_run(a["prompt_tokens"], runs),
            "completion_tokens": _per_run(a["completion_tokens"], runs), "runs": runs,
            "cached_tokens": a["cached_tokens"],
            "cache_hit_rate": (a["cache_hits"] / a["cache_queries"]) if a["cache_hits"] is not None and a["cache_queries"] else None,
        }
        rv = {
            "speed": [v["throughput"] for v in a["run_values"]],
            "throughput": [v["throughput"] for v in a["run_values"]],
            "token_rate": [v["token_rate"] for v in a["run_values"]],
            "wall_s": [v["wall_s"] for v in a["run_values"]],
            "ttft_p50_s": [v["ttft_p50_s"] for v in a["run_values"] if v["ttft_p50_s"] is not None],
        }
        arms[name] = Arm(name=name, role=a["role"], aliases=a["aliases"], values=values, run_values=rv,
                         inputs=tuple(a["task_ids"]), cached_tokens=a["cached_tokens"], cache_hits=a["cache_hits"],
                         cache_queries=a["cache_queries"], runs=runs, rows=by_arm.get(name, []),
                         decl=dict(w.get("arms", {}).get(name, {})))
    return Evidence(kind="request-ab", provenance=d["provenance"], timing_includes=d["timing_includes"], arms=arms,
                    baseline=d["baseline"], model=w.get("model"), output_cap=d["output_cap"], telemetry=d["telemetry"],
                    derived=d, witness=dict(w), environment=dict(environment or {}))


def from_compat_batch(d: dict[str, Any], w: dict[str, Any], jobs: list[dict[str, Any]] | None = None,
                      steps: list[dict[str, Any]] | None = None, environment: dict[str, Any] | None = None) -> Evidence:
    jobs_by: dict[str, list[dict[str, Any]]] = {}
    steps_by: dict[str, list[dict[str, Any]]] = {}
    for r in _strip(jobs):
        jobs_by.setdefault(r["arm"], []).append(r)
    for r in _strip(steps):
        steps_by.setdefault(r["arm"], []).append(r)
    arms = {}
    for name, a in d["arms"].items():
        runs = a["runs"]
        values = {
            "speed": a["rate"], "token_rate": a["rate"], "wall_s": a["wall_s"] if runs == 1 else a["wall_s"] / runs,
            "queue_delay_p50_s": a["queue_delay_p50_s"], "queue_delay_p95_s": a["queue_delay_p95_s"],
            "padding_tax": a["padding_tax"], "batch_fill": a["batch_fill_at_admission"],
            "finite_fraction": (a["logit_rows_finite_nonempty"] / a["logit_rows_checked"]) if a["logit_rows_checked"] else None,
            "scheduled": _per_run(a["scheduled"], runs), "submitted": _per_run(a["submitted"], runs),
            "cancelled": _per_run(a["cancelled"], runs), "classes": a["classes"], "batches": _per_run(a["batches"], runs),
            "width": a["width"], "useful_steps": _per_run(a["useful_steps"], runs),
            "allocated_steps": _per_run(a["allocated_steps"], runs),
            "finite_rows": _per_run(a["logit_rows_finite_nonempty"], runs), "runs": runs,
        }
        rv = {"speed": list(a["run_rates"]), "token_rate": list(a["run_rates"])}
        arms[name] = Arm(name=name, role=a["role"], aliases=a["aliases"], values=values, run_values=rv,
                         inputs=(tuple(a["job_ids"]), a["job_steps"]), runs=runs, rows=jobs_by.get(name, []),
                         steps=steps_by.get(name, []), decl=dict(w.get("arms", {}).get(name, {})))
    return Evidence(kind="compat-batch", provenance=d["provenance"], timing_includes=list(w["timing_includes"]), arms=arms,
                    baseline=d["baseline"], model=w.get("model"), derived=d, witness=dict(w),
                    environment=dict(environment or {}))


def _printed(agg: dict[str, Any], metric: str) -> Any:
    return (agg.get(metric) or {}).get("value")


def from_client_aggregate(d: dict[str, Any], w: dict[str, Any], environment: dict[str, Any] | None = None) -> Evidence:
    """A ``client-aggregate`` witness: the numbers the client printed, no rows (``Arm.rows`` is
    empty). ``Arm.values`` are the printed values; ``claimcheck.claims.statistics`` reads the
    printed statistics from ``Arm.decl`` and says they were not re-derived."""
    arms = {}
    for name, a in d["arms"].items():
        runs = a["aggregates"]
        one = runs[0] if len(runs) == 1 else {}
        thr = _printed(one, "throughput")
        values = {
            "speed": thr, "throughput": thr, "token_rate": _printed(one, "token_throughput"),
            "wall_s": _printed(one, "wall"), "completed": _printed(one, "completed"), "failed": _printed(one, "failed"),
            "requests": (_printed(one, "completed") + (_printed(one, "failed") or 0))
            if _printed(one, "completed") is not None else None,
            "workers": a["workers"], "prompt_tokens": _printed(one, "prompt_tokens"),
            "completion_tokens": _printed(one, "completion_tokens"), "runs": a["runs"],
        }
        rv = {k: [r[m]["value"] for r in runs if "value" in (r.get(m) or {})]
              for k, m in (("speed", "throughput"), ("throughput", "throughput"), ("token_rate", "token_throughput"),
                           ("wall_s", "wall"))}
        arms[name] = Arm(name=name, role=a["role"], aliases=a["aliases"], values=values,
                         run_values={k: v for k, v in rv.items() if len(v) == len(runs) and len(runs) > 1},
                         runs=a["runs"], rows=[], decl=dict(w.get("arms", {}).get(name, {})))
    return Evidence(kind="client-aggregate", provenance=d["provenance"], timing_includes=d["timing_includes"], arms=arms,
                    baseline=d["baseline"], model=w.get("model"), output_cap=d["output_cap"], derived=d, witness=dict(w),
                    environment=dict(environment or {}))


def from_capacity_fit(d: dict[str, Any], environment: dict[str, Any] | None = None) -> Evidence:
    """A ``capacity-fit`` phase bundle: one arm (the rung's phase, role ``baseline``: a value
    statement compares with nothing) whose values ``claimcheck.claims.statistics`` reads from
    the derivation (``Evidence.derived``: plan, graph coverage, termination audit, sampled
    tokens, wall) - all re-derived from the preflight's live capacity and the rows."""
    name = d["rung_id"] or "run"
    phase = d["phase"]
    aliases = [a for a in dict.fromkeys([phase, f"the {phase}", f"{phase} run", "run", "the run", "capacity-fit run",
                                         "the capacity-fit run", "rung", "the rung"]) if a and a != name]
    values = {"sampled_tokens": d["sampled_tokens"], "wall_s": d["wall_s"], "runs": 1}
    arm = Arm(name=name, role="baseline", aliases=aliases, values=values, runs=1,
              decl={"max_seqs": d["max_seqs"], "phase": phase})
    rt = d.get("runtime") or {}
    hw = rt.get("hardware")
    witness = {"kind": "capacity-fit", "provenance": d["provenance"], "backend": d["backend"],
               **({"hardware": hw} if isinstance(hw, str) else {})}
    ev = Evidence(kind="capacity-fit", provenance=d["provenance"], timing_includes=[], arms={name: arm},
                  baseline=name, model=rt.get("model"), derived=d, witness=witness,
                  environment=dict(environment or {}))
    # every quantity a statement can name, as the grader measures it (fak witness derive lists them)
    from claimcheck.claims.statistics import Measurement, measure
    from claimcheck.claims.vocabulary import CAPACITY_METRICS

    for metric in (*CAPACITY_METRICS, "wall", "token_throughput"):
        m = measure(ev, metric, None, name)
        if isinstance(m, Measurement):
            arm.values.setdefault(metric, int(m.value) if float(m.value).is_integer() else m.value)
    return ev


#: the files a claim witness is graded from (plus the receipt, for its environment)
WITNESS_FILES = ("receipt.json", "witness.json", "rows.jsonl", "jobs.jsonl", "steps.jsonl", "preflight.json",
                 "termination.json", "runner.json")


def _receipt_environment(bundle: Path, files: Mapping[str, bytes | None] | None) -> dict[str, Any]:
    data = (files or {}).get("receipt.json")
    if data is None:
        return {}
    try:

        env = loads_strict(data, source=bundle / "receipt.json")["predicate"]["environment"]
    except Exception:  # noqa: BLE001 - the verifier already checked it; no environment then
        return {}
    return dict(env) if isinstance(env, dict) else {}


def load_evidence(bundle: str | Path, *, files: Mapping[str, bytes | None] | None = None) -> Evidence:
    """Re-derive a (verified) bundle's witness. Raises ``WitnessError`` for an unknown kind or bad rows.

    ``files``: name -> the bytes ``verify_bundle(keep_bytes=...)`` hashed (None for a name the
    receipt does not bind); when given, only those bytes are parsed (the receipt's
    environment too), never the files on disk."""
    bundle = Path(bundle)
    path = bundle / "witness.json"
    no_witness = (files is None and not path.is_file()) or (files is not None and files.get("witness.json") is None)
    if no_witness:
        from claimcheck.witnesses import capacity_fit

        if capacity_fit.is_capacity_fit(bundle, files):
            d = capacity_fit.derive(capacity_fit.load(bundle, files=files), source=bundle)
            return from_capacity_fit(d, _receipt_environment(bundle, files))
    if no_witness:
        raise WitnessError("no witness.json: the bundle is not a claim witness", path=path, rule="witness-kind")
    env = _receipt_environment(bundle, files)
    try:
        w = load_json_file(path) if files is None else loads_strict(files["witness.json"], source=path)
    except WitnessError:
        raise
    except Exception as exc:
        raise WitnessError(getattr(exc, "message", str(exc)), path=path, rule="witness-json") from None
    kind = w.get("kind") if isinstance(w, dict) else None
    if kind == "request-ab":
        from claimcheck.witnesses import request_ab

        w, rows = request_ab.load(bundle, files=files)
        return from_request_ab(request_ab.derive(w, rows, source=bundle), w, rows, env)
    if kind == "client-aggregate":
        from claimcheck.witnesses import client_aggregate

        w = client_aggregate.load(bundle, files=files)
        return from_client_aggregate(client_aggregate.derive(w, source=bundle), w, env)
    if kind == "compat-batch":
        from claimcheck.witnesses import compat_batch

        w, jobs, steps = compat_batch.load(bundle, files=files)
        return from_compat_batch(compat_batch.derive(w, jobs, steps, source=bundle), w, jobs, steps, env)
    raise WitnessError(f"witness kind {kind!r} is not one of {', '.join(KINDS)}", path=path, rule="witness-kind")
