"""`fak witness import FILE...` (the format detected) and `fak witness import vllm-bench FILE...`.

Parses, calls ``claimcheck.witnesses.importers``, prints what it found and what it sealed."""

from __future__ import annotations

from pathlib import Path

import click

from claimcheck.cli._exit import handle_errors
from claimcheck.cli._render import emit_json


def _pairs(values: tuple[str, ...], what: str) -> dict[str, list[str]]:
    from claimcheck.errors import UsageError

    out: dict[str, list[str]] = {}
    for v in values:
        # split at the last '=': an arm named by its setting ("max_concurrency=8=c8") keeps its own
        name, sep, val = v.rpartition("=")
        if not sep or not name or not val:
            raise UsageError(f"{what} {v!r}: expected ARM=VALUE", rule="usage")
        out.setdefault(name, []).append(val)
    return out


class _ImportGroup(click.Group):
    """A group whose first argument may be a file: ``fak witness import FILE...`` runs the
    format-detecting import; ``fak witness import vllm-bench FILE...`` names the format."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and args[0] not in ("-h", "--help"):
            args = ["auto", *args]
        return super().parse_args(ctx, args)


def _options(f):
    for opt in reversed([
        click.argument("files", nargs=-1, required=True,
                       type=click.Path(exists=True, allow_dash=True, path_type=Path)),
        click.option("--out", required=True, type=click.Path(file_okay=False, path_type=Path),
                     help="New bundle directory."),
        click.option("--arm", "arms", multiple=True,
                     help="Arm name of each FILE, or of each selected result in order (repeat a name for repeated "
                          "runs) [default: one arm per setting, named by what differs: max_concurrency=8]."),
        click.option("--baseline-arm", default=None, help="The baseline arm (default: the first arm)."),
        click.option("--alias", "aliases", multiple=True, help="ARM=ALIAS: a phrase statements may use for the arm."),
        click.option("--workers", "workers", multiple=True, help="ARM=N when the file records no concurrency."),
        click.option("--select", "select", multiple=True,
                     help="Import only these results: N, N-M (1-based, across the files) or KEY=VALUE "
                          "(max_concurrency=8, request_rate=inf); repeatable."),
        click.option("--exclude", "exclude", multiple=True, help="Leave out results: N, N-M or KEY=VALUE (a warmup)."),
        click.option("--keep-warmup", is_flag=True, help="Keep vllm bench sweep warmups (run_number -1)."),
        click.option("--provenance", default="OBSERVED", show_default=True,
                     type=click.Choice(["WITNESSED", "OBSERVED", "MODELED", "SIMULATED", "REPORTED"]),
                     help="The label the witness carries, upper case as in the Go fak (exact; anything else is a "
                          "usage error)."),
        click.option("--hardware", default=None,
                     help="The hardware the benchmark ran on (default: what the file records; else unknown)."),
        click.option("--engine", "engine", multiple=True,
                     help="The serving engine: ENGINE for every arm, or ARM=ENGINE for one arm (repeat per arm; "
                          "arms that run different engines are named by them: 'vLLM vs TGI') (default: what the "
                          "file records; else unknown)."),
        click.option("--model", default=None, help="The model id (default: what the file records)."),
        click.option("--output-cap", type=click.IntRange(min=1), default=None,
                     help="The output-token cap every request used."),
        click.option("--timing-includes", default=None,
                     help="Comma-separated overheads the client-side timings include "
                          "[default: scheduler, plus queue when every result records queue_times]."),
        click.option("--json", "as_json", is_flag=True, help="Print the witness.json written."),
    ]):
        f = opt(f)
    return f


def _run(fmt, files, out, arms, baseline_arm, aliases, workers, select, exclude, keep_warmup, provenance, hardware,
         engine, model, output_cap, timing_includes, as_json):
    from claimcheck.errors import UsageError
    from claimcheck.witnesses.importers import run_import

    plain = [e for e in engine if "=" not in e]
    if len(plain) > 1 or (plain and len(plain) != len(engine)):
        raise UsageError(f"--engine {' / '.join(engine)}: give one ENGINE for every arm, or ARM=ENGINE per arm",
                         rule="usage")
    arm_engines = {k: v[-1] for k, v in _pairs(tuple(e for e in engine if "=" in e), "--engine").items()}
    engine = plain[0] if plain else None
    w = {}
    for k, vals in _pairs(workers, "--workers").items():
        try:
            w[k] = int(vals[-1])
        except ValueError:
            raise UsageError(f"--workers {k}={vals[-1]!r}: not an integer", rule="usage") from None
    found, witness = run_import(
        fmt, list(files), list(arms), out, baseline=baseline_arm, aliases=_pairs(aliases, "--alias"), workers=w,
        provenance=provenance, hardware=hardware, output_cap=output_cap,
        timing_includes=None if timing_includes is None else [t.strip() for t in timing_includes.split(",") if t.strip()],
        select=list(select), exclude=list(exclude), keep_warmup=keep_warmup, engine=engine, model=model,
        **({"arm_engines": arm_engines} if arm_engines else {}))
    if as_json:
        emit_json(witness)
        return
    from claimcheck.cli._render import esc

    for line in found:
        click.echo(esc(f"found: {line}"))
    from claimcheck.verify import load_receipt

    bound = load_receipt(out).predicate.files  # the count `fak seal` and `fak verify` report
    nfiles = len({i["copied_to"] for i in witness["imported_from"]})
    n = len(witness["arms"])
    what = "printed numbers, not re-derivable from rows" if witness["kind"] == "client-aggregate" else \
        "per-request rows, re-derived"
    click.echo(esc(f"sealed {out}: {len(bound)} files, {sum(f.size for f in bound)} bytes, {witness['kind']} witness ("
                   f"{what}), {n} arm(s) ({', '.join(witness['arms'])}), "
                   f"{sum(1 for i in witness['imported_from'] if 'companion_of' not in i)} result(s) "
                   f"from {nfiles} result {'file' if nfiles == 1 else 'files'}"))
    ctx = {k: witness.get(k) for k in ("hardware", "engine", "date") if witness.get(k)}
    click.echo(esc("context from " + (", ".join(f"{k}={v} ({witness['context_sources'].get(k, '?')})"
                                                for k, v in ctx.items()) or "nothing: hardware and engine unknown")))
    for note in witness["import_notes"]:
        click.echo(esc(f"note: {note}"))


@click.group("import", cls=_ImportGroup)
def import_group() -> None:
    """Convert an outside benchmark's result files into a sealed witness bundle.

    \b
    fak witness import FILE... --out DIR          detect the format and say what was found
    fak witness import vllm-bench FILE... --out DIR
    Formats: vllm-bench (vllm bench serve / benchmark_serving.py / vllm bench sweep; detailed or
    summary-only; --append-result), sglang-bench (bench_serving JSONL), llmperf (*_summary.json, each
    with its responses: *_individual_responses.json beside it, or one name in sibling summary/ and
    individual/ folders), aiperf (AIPerf / GenAI-Perf profile_export*.json), vllm-bench-text (the printed
    'Serving Benchmark Result' block in a README or log: one arm per block).
    """


@import_group.command("auto", hidden=True)
@_options
@handle_errors
def import_auto_cmd(**kw):
    """Import FILES, detecting their format."""
    _run(None, **kw)


@import_group.command("vllm-bench")
@_options
@handle_errors
def import_vllm_bench_cmd(**kw):
    """Import `vllm bench serve` / `benchmark_serving.py` / `vllm bench sweep` result JSON FILES ('-' reads stdin):
    per-request lists -> a request-ab bundle; summary-only -> a client-aggregate bundle."""
    _run("vllm-bench", **kw)


@import_group.command("sglang-bench")
@_options
@handle_errors
def import_sglang_bench_cmd(**kw):
    """Import SGLang `bench_serving --output-file` JSONL FILES (with or without --output-details)."""
    _run("sglang-bench", **kw)


@import_group.command("vllm-bench-text")
@_options
@handle_errors
def import_vllm_bench_text_cmd(**kw):
    """Import the printed 'Serving Benchmark Result' block(s) of vllm bench serve / benchmark_serving.py / SGLang
    bench_serving in FILES (a README, write-up or log; '-' reads stdin): one arm per block (--arm per block)."""
    _run("vllm-bench-text", **kw)


@import_group.command("aiperf")
@_options
@handle_errors
def import_aiperf_cmd(**kw):
    """Import NVIDIA AIPerf `profile_export_aiperf.json` / GenAI-Perf `profile_export_genai_perf.json` FILES."""
    _run("aiperf", **kw)


@import_group.command("llmperf")
@_options
@handle_errors
def import_llmperf_cmd(**kw):
    """Import Ray LLMPerf `*_summary.json` FILES (client aggregates), each with its responses when
    given too (per-request rows): `<stem>_individual_responses.json` beside `<stem>_summary.json`, or
    one file name in sibling `summary/` and `individual/` folders."""
    _run("llmperf", **kw)
