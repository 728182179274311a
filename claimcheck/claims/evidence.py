"""A witness, re-derived, in the one shape the checks read: arms, per-arm metrics, per-run
values for the bootstrap, cache telemetry. Built only from ``claimcheck.witnesses`` derivations
(raw rows), never from a summary field of ``witness.json``."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from claimcheck._internal.jsonio import load_json_file
from claimcheck.witnesses._rows import WitnessError

KINDS = ("request-ab", "compat-batch")

# metric -> (higher is better?, unit). Counts have None.
METRICS: dict[str, tuple[bool | None, str]] = {
    "speed": (True, "/s"),          # request-ab: completed requests/s; compat-batch: token steps/s
    "throughput": (True, "requests/s"),
    "token_rate": (True, "tokens/s"),
    "wall_s": (False, "s"),
    "ttft_p50_s": (False, "s"),
    "ttft_p95_s": (False, "s"),
    "queue_delay_p50_s": (False, "s"),
    "queue_delay_p95_s": (False, "s"),
    "padding_tax": (False, "fraction"),
    "batch_fill": (True, "fraction"),
    "finite_fraction": (True, "fraction"),
    "cache_hit_rate": (True, "fraction"),
}


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

    @property
    def runs(self) -> int:
        return max((a.runs for a in self.arms.values()), default=1)

    def summary(self) -> dict[str, Any]:
        out = {}
        for name, a in self.arms.items():
            vals = {k: (round(v, 6) if isinstance(v, float) else v) for k, v in a.values.items() if v is not None}
            out[name] = {"role": a.role, **vals}
        return out


def _per_run(total: int | None, runs: int) -> int | float | None:
    if total is None:
        return None
    if runs > 1 and total % runs == 0:
        return total // runs
    return total


def from_request_ab(d: dict[str, Any], w: dict[str, Any]) -> Evidence:
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
                         cache_queries=a["cache_queries"], runs=runs)
    return Evidence(kind="request-ab", provenance=d["provenance"], timing_includes=d["timing_includes"], arms=arms,
                    baseline=d["baseline"], model=w.get("model"), output_cap=d["output_cap"], telemetry=d["telemetry"],
                    derived=d)


def from_compat_batch(d: dict[str, Any], w: dict[str, Any]) -> Evidence:
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
                         inputs=(tuple(a["job_ids"]), a["job_steps"]), runs=runs)
    return Evidence(kind="compat-batch", provenance=d["provenance"], timing_includes=list(w["timing_includes"]), arms=arms,
                    baseline=d["baseline"], model=w.get("model"), derived=d)


def load_evidence(bundle: str | Path) -> Evidence:
    """Re-derive a (verified) bundle's witness. Raises ``WitnessError`` for an unknown kind or bad rows."""
    bundle = Path(bundle)
    path = bundle / "witness.json"
    if not path.is_file():
        raise WitnessError("no witness.json: the bundle is not a claim witness", path=path, rule="witness-kind")
    try:
        w = load_json_file(path)
    except WitnessError:
        raise
    except Exception as exc:
        raise WitnessError(getattr(exc, "message", str(exc)), path=path, rule="witness-json") from None
    kind = w.get("kind") if isinstance(w, dict) else None
    if kind == "request-ab":
        from claimcheck.witnesses import request_ab

        w, rows = request_ab.load(bundle)
        return from_request_ab(request_ab.derive(w, rows, source=bundle), w)
    if kind == "compat-batch":
        from claimcheck.witnesses import compat_batch

        w, jobs, steps = compat_batch.load(bundle)
        return from_compat_batch(compat_batch.derive(w, jobs, steps, source=bundle), w)
    raise WitnessError(f"witness kind {kind!r} is not one of {', '.join(KINDS)}", path=path, rule="witness-kind")
