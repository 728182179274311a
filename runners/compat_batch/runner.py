"""``run_compat_batch``: load the model, run the arms, write and seal the witness bundle.

The library function behind ``fak run compat-batch`` (the CLI only parses and prints).
"""

from __future__ import annotations

import os
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from claimcheck.errors import IntegrityError, UsageError

from runners.compat_batch import protocol
from runners.compat_batch.jobs import (
    DEFAULT_CANCELLED,
    DEFAULT_JOBS,
    DEFAULT_PREFIX_TOKENS,
    DEFAULT_SEED,
    Workload,
    make_jobs,
)
from runners.compat_batch.planner import PLANNERS, check_plans, plan

ROLE = "compat-batch"
RUNNER_NAME = "compat-batch"
DEFAULT_WIDTH = 8
SWEEP_STEPS = 16


@dataclass
class CompatBatchConfig:
    model: str | None = None  # None: the embedded default (SmolLM2-135M-Instruct Q4_1)
    prefix_tokens: int = DEFAULT_PREFIX_TOKENS
    jobs: int = DEFAULT_JOBS
    cancelled: int = DEFAULT_CANCELLED
    width: int = DEFAULT_WIDTH
    seed: int = DEFAULT_SEED
    planners: tuple[str, ...] = ("seed", "length-aware")
    runs: int = 1
    threads: int | None = 1  # None: all CPUs. One thread by default: see docs/compat-batch.md, "threads"
    kv_unified: bool = False
    warmup: bool = True
    provenance: str = "OBSERVED"
    sweep_widths: tuple[int, ...] = ()  # per-call time vs width, written to width_sweep.jsonl

    def check(self) -> None:
        if self.width < 1:
            raise UsageError(f"--width must be >= 1, got {self.width}", rule="width")
        if self.runs < 1:
            raise UsageError(f"--runs must be >= 1, got {self.runs}", rule="runs")
        if not self.planners:
            raise UsageError("at least one planner is needed", rule="planner")
        for p in self.planners:
            if p not in PLANNERS:
                raise UsageError(f"--planner must be one of {', '.join(PLANNERS)}, got {p!r}", rule="planner")
        if len(set(self.planners)) != len(self.planners):
            raise UsageError("a planner is named twice", rule="planner")
        if any(w < 1 or w > self.width for w in self.sweep_widths):
            raise UsageError(f"sweep widths must be in 1..{self.width}", rule="sweep")
        if self.threads is not None and self.threads < 1:
            raise UsageError(f"--threads must be >= 1, got {self.threads}", rule="threads")


@dataclass
class CompatBatchResult:
    bundle: Path
    witness: dict[str, Any]
    derived: dict[str, Any]
    wall_s: float
    load: dict[str, Any] = field(default_factory=dict)
    sweep: list[dict[str, Any]] = field(default_factory=list)


def default_out_dir(base: str | Path = "runs") -> Path:
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    return Path(base) / f"compat-batch-{stamp}"


def _loadavg() -> list[float] | None:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:  # pragma: no cover
        return None


def _model_ref(ident) -> str:
    """The model as a witness records it: package and file name (digest and size beside it), no local path."""
    return f"{ident.package}:{ident.file}" if ident.package else str(ident.file)


def open_backend(model_path: Path, *, width: int, prefix_tokens: int, max_steps: int, threads: int | None,
                 kv_unified: bool):
    """A context sized for ``width`` lanes + seq 0 holding ``prefix + max_steps`` tokens each."""
    from runners.engines.llamacpp.multiseq import LlamaBackend, round_up

    n_seq = width + 1
    steps = max(max_steps, SWEEP_STEPS) + 8  # jobs (or padding lanes) and the width sweep
    if kv_unified:  # lanes share the prefix cells; only their own tokens need new cells
        n_ctx = round_up(prefix_tokens + n_seq * steps, 256)
    else:  # one stream of n_ctx / n_seq cells per sequence
        n_ctx = round_up(prefix_tokens + steps, 256) * n_seq
    return LlamaBackend(model_path, n_seq_max=n_seq, n_ctx=n_ctx, n_threads=threads, kv_unified=kv_unified,
                        keep_logits=False, n_batch=max(512, n_seq))


def resolve_model(model: str | Path | None) -> Path:
    from runners.model_files import default_model_path

    return Path(model) if model else default_model_path()


def execute(backend, workload: Workload, cfg: CompatBatchConfig, *, progress=None
            ) -> tuple[dict[str, Any], list[dict[str, Any]], list[dict[str, Any]]]:
    """Prefill once, warm up, then run every arm ``cfg.runs`` times. Returns (extra witness fields, jobs, steps)."""
    clock = protocol.Clock()
    load_before = _loadavg()
    pre = protocol.prefill(backend, workload, clock)
    if progress:
        progress({"event": "prefill", **pre})
    if not pre["finite"]:
        raise IntegrityError("the prefix prefill produced non-finite logits", rule="nonfinite-prefill")
    warm = protocol.warmup(backend, cfg.width, clock) if cfg.warmup else None
    jobs: list[dict[str, Any]] = []
    steps: list[dict[str, Any]] = []
    run_ids = list(range(cfg.runs)) if cfg.runs > 1 else [None]
    order: list[str | None] = [None, *cfg.planners]  # None: the sequential arm
    for n, run in enumerate(run_ids):
        # rotate the arm order run by run, so that a burst of load from other processes does
        # not always land on the same arm (one run: sequential first, as in the seed)
        for planner in order[n % len(order):] + order[: n % len(order)]:
            if planner is None:
                rows = protocol.run_sequential(backend, workload, clock, run=run, progress=progress)
            else:
                rows = protocol.run_batched(backend, workload, clock, planner=planner, width=cfg.width, run=run,
                                            progress=progress)
            jobs += rows.jobs
            steps += rows.steps
    sweep = protocol.width_sweep(backend, cfg.sweep_widths, clock, steps=SWEEP_STEPS) if cfg.sweep_widths else []
    if sweep and progress:
        progress({"event": "sweep", "rows": sweep})
    extra = {"width_sweep": sweep, "prefill": pre, "warmup": warm, "machine_load": {"loadavg_before": load_before, "loadavg_after": _loadavg(),
                                                              "cpu_count": os.cpu_count()}}
    return extra, jobs, steps


def run_compat_batch(cfg: CompatBatchConfig, out_dir: str | Path | None = None, *, progress=None) -> CompatBatchResult:
    """Run the protocol and leave a sealed, verified bundle in ``out_dir``."""
    from claimcheck.bundle import BundleWriter
    from claimcheck.environment import capture_environment, describe_hardware, runner_identity
    from claimcheck.verify import verify_bundle
    from claimcheck.witnesses import compat_batch as cbw

    from runners.engines.llamacpp.multiseq import backend_version, omp_env
    from runners.model_files import model_identity

    cfg.check()
    t_start = time.perf_counter()
    model_path = resolve_model(cfg.model)
    ident = model_identity(model_path)
    out = Path(out_dir) if out_dir is not None else default_out_dir()
    hardware = describe_hardware()
    here = Path(__file__).resolve().parent
    runner = runner_identity(RUNNER_NAME, here, here.parent / "engines" / "llamacpp" / "multiseq.py",
                             here.parent / "model_files.py")
    backend = None
    try:
        # lengths (hence plans and context size) do not depend on the vocabulary; token ids do
        shape = make_jobs(1 << 16, n_jobs=cfg.jobs, n_cancelled=cfg.cancelled, prefix_tokens=cfg.prefix_tokens,
                          seed=cfg.seed)
        sched = shape.scheduled()
        plan_stats = {p: check_plans(plan(sched, cfg.width, p), sched) for p in cfg.planners}
        env = capture_environment(model=ident, backend="llama.cpp (llama-cpp-python, CPU)",
                                  backend_version=backend_version(), hardware=hardware,
                                  details={"threads": cfg.threads or os.cpu_count(), "kv_unified": cfg.kv_unified})
        writer = BundleWriter(out, role=ROLE, runner=runner, environment=env)
        writer.write_preflight({
            "kind": "compat-batch-preflight",
            "config": asdict(cfg) | {"model": _model_ref(ident)},
            "model": ident.model_dump(mode="json", exclude_none=True),
            "planned": plan_stats,
        })
        backend = open_backend(model_path, width=cfg.width, prefix_tokens=cfg.prefix_tokens,
                               max_steps=shape.max_steps, threads=cfg.threads, kv_unified=cfg.kv_unified)
        workload = make_jobs(backend.n_vocab, n_jobs=cfg.jobs, n_cancelled=cfg.cancelled,
                             prefix_tokens=cfg.prefix_tokens, seed=cfg.seed)
        extra, jobs, steps = execute(backend, workload, cfg, progress=progress)
        config = asdict(cfg) | {"model": _model_ref(ident), "threads": backend.n_threads}
        witness = {
            "kind": cbw.KIND,
            "format": cbw.FORMAT,
            "provenance": cfg.provenance,
            "model": {"id": ident.id, "file_sha256": ident.file_sha256, "file_size": ident.file_size},
            "hardware": hardware,
            "inputs": {"prefix_tokens": cfg.prefix_tokens, "jobs_submitted": len(workload.jobs),
                       "jobs_cancelled": len(workload.cancelled), "useful_token_steps": workload.useful_steps,
                       "workload_file": "workload.json"},
            "timing_includes": ["scheduler", "queue", "padding"],
            "arms": protocol.arms_for(cfg.planners, cfg.width),
            "backend": {"name": "llama.cpp", "package": "llama-cpp-python", "version": backend_version(),
                        "n_ctx": backend.n_ctx, "n_ctx_seq": backend.n_ctx_seq, "n_seq_max": backend.n_seq_max,
                        "n_batch": backend.n_batch, "threads": backend.n_threads, "kv_unified": backend.kv_unified,
                        "kv_copy": "llama_memory_seq_cp(mem, 0, lane, -1, -1)", "omp_env": omp_env()},
            "config": config,
            "clock": "time.perf_counter seconds from the run start",
            **extra,
        }
        backend.close()
        backend = None
        sweep = witness.pop("width_sweep")
        if sweep:
            witness["width_sweep_file"] = "width_sweep.jsonl"
            writer.write_jsonl("width_sweep.jsonl", sweep)
        writer.write_json("workload.json", workload.as_dict())
        writer.write_jsonl("jobs.jsonl", jobs)
        writer.write_jsonl("steps.jsonl", steps)
        writer.write_json("witness.json", witness)
        derived = cbw.derive(witness, jobs, steps, source=out)  # refuse to seal rows that do not re-derive
        writer.seal()
    finally:
        if backend is not None:
            backend.close()
    report = verify_bundle(out)
    if not report.ok:  # pragma: no cover - would be a bug in the writer
        raise IntegrityError(f"the bundle just written does not verify: {report.problems}", path=out, rule="self-verify")
    derived = cbw.derive_bundle(out)
    return CompatBatchResult(bundle=out, witness=witness, derived=derived, wall_s=time.perf_counter() - t_start,
                             load=witness["machine_load"], sweep=sweep)


def summary_rows(derived: dict[str, Any]) -> tuple[list[str], list[list[str]]]:
    """The seed's table, one column per arm (values from ``claimcheck.witnesses.compat_batch.derive``)."""
    base = derived["baseline"]
    names = [base] + [n for n in derived["arms"] if n != base]
    arms = {n: derived["arms"][n] for n in names}

    def pct(x):
        return "-" if x is None else f"{x * 100:.4f}%"

    def num(x, fmt="{:.3f}"):
        return "-" if x is None else fmt.format(x)

    rows = [
        ["Submitted / scheduled / cancelled"] + [f"{a['submitted']} / {a['scheduled']} / {a['cancelled']}" for a in arms.values()],
        ["Classes / batches"] + [f"{a['classes']} / {a['batches']}" for a in arms.values()],
        ["Physical batch width"] + [str(a["width"]) for a in arms.values()],
        ["Decode calls"] + [str(a["decode_calls"]) for a in arms.values()],
        ["Useful / allocated slot-token steps"] + [f"{a['useful_steps']} / {a['allocated_steps']}" for a in arms.values()],
        ["Padding tax"] + [pct(a["padding_tax"]) for a in arms.values()],
        ["Batch fill at admission"] + [pct(a["batch_fill_at_admission"]) if a["batch_fill_at_admission"] is not None else "-" for a in arms.values()],
        ["Queue delay p50 / p95 (s)"] + [f"{num(a['queue_delay_p50_s'])} / {num(a['queue_delay_p95_s'])}" for a in arms.values()],
        ["Wall, decode span (s)"] + [num(a["wall_s"]) for a in arms.values()],
        ["Rate (token steps/s)"] + [num(a["rate"]) for a in arms.values()],
        [f"Ratio vs {base}"] + ["1 (baseline)" if n == base else f"{derived['ratios'][n]:.6f}x" for n in names],
        ["Finite, nonempty logit rows"] + [f"{a['logit_rows_finite_nonempty']} / {a['logit_rows_checked']}" for a in arms.values()],
    ]
    return ["Metric"] + names, rows


def summary_json(result: CompatBatchResult) -> dict[str, Any]:
    return {"bundle": str(result.bundle), "wall_s": round(result.wall_s, 3), "machine_load": result.load,
            "model": result.witness["model"], "derived": result.derived}


def planners_arg(value: Sequence[str]) -> tuple[str, ...]:
    out: list[str] = []
    for v in value:
        for part in v.split(","):
            part = part.strip()
            if part and part not in out:
                out.append(part)
    return tuple(out)
