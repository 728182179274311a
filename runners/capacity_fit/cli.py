"""`fak run capacity-fit ...`: init a fresh run, run phases, verify the history."""

from __future__ import annotations

from pathlib import Path

import click

from claimcheck.cli.kit import emit_json, handle_errors, table
from claimcheck.errors import UsageError


def _backend(name: str, model: Path | None, threads: int | None):
    """The caller chooses the implementation; the interface module names none."""
    if name == "llamacpp":
        from runners.capacity_fit.llamacpp_backend import LlamaCppBackend

        return LlamaCppBackend(model=model, n_threads=threads)
    if name == "vllm":
        from runners.capacity_fit.vllm_backend import VllmBackend

        return VllmBackend(model=str(model) if model else None)
    raise UsageError(f"unknown backend {name!r} (llamacpp or vllm)", rule="bad-backend")


@click.group("capacity-fit")
def capacity_fit_cmd() -> None:
    """Capacity-fit runs: probe -> base -> designed along a ladder of (budget, max-seqs) rungs.

    \b
    fak run capacity-fit init RUN_DIR --protocol P.json [--exclude-root PREDECESSOR]
    fak run capacity-fit phase RUN_DIR [--rung ID --phase NAME] [--backend llamacpp|vllm]
    fak run capacity-fit all RUN_DIR
    fak run capacity-fit verify RUN_DIR
    Exit: 0 ok, 1 terminal pass:false (all/verify), 2 usage, 3 integrity, 6 preflight refused
    (or an interrupted phase), 75 lock busy.
    """


@capacity_fit_cmd.command("init")
@click.argument("run_dir", type=click.Path(path_type=Path))
@click.option("--protocol", "protocol_path", type=click.Path(dir_okay=False, path_type=Path), required=True)
@click.option("--exclude-root", "excluded", multiple=True, type=click.Path(path_type=Path),
              help="A predecessor's root that the run must not contain, overlap or link into.")
@click.option("--json", "as_json", is_flag=True, help="Print the run directory and its ladder as JSON.")
@handle_errors
def init_cmd(run_dir: Path, protocol_path: Path, excluded: tuple[Path, ...], as_json: bool) -> None:
    """Create a fresh run directory with a frozen protocol, an empty history and catalog."""
    from claimcheck.fsio import load_json_file
    from claimcheck.errors import UsageError
    from runners.capacity_fit.models import Protocol
    from runners.capacity_fit.state import init_run

    try:
        protocol = Protocol.model_validate(load_json_file(protocol_path))
    except ValueError as exc:
        raise UsageError(f"protocol not understood: {exc}", path=protocol_path, rule="protocol") from None
    state = init_run(run_dir, protocol, excluded_roots=list(excluded))
    if as_json:
        emit_json({"run_dir": str(run_dir), "rungs": [r.id for r in state.ladder]})
        return
    click.echo(f"initialised {run_dir}: {len(state.ladder)} rungs ({', '.join(r.id for r in state.ladder)})")


_backend_opts = [
    click.option("--backend", type=click.Choice(["llamacpp", "vllm"]), default="llamacpp", show_default=True),
    click.option("--model", type=click.Path(path_type=Path), default=None,
                 help="GGUF file (llamacpp; default: the embedded SmolLM2) or a vLLM model path."),
    click.option("--threads", type=int, default=None, help="CPU threads (llamacpp)."),
    click.option("--allow-uncaptured-graphs", "allow", is_flag=True, default=None,
                 help="Warn instead of failing when max-seqs exceeds the effective CUDA-graph maximum."),
]


def backend_options(fn):
    for opt in reversed(_backend_opts):
        fn = opt(fn)
    return fn


@capacity_fit_cmd.command("phase")
@click.argument("run_dir", type=click.Path(file_okay=False, path_type=Path))
@click.option("--rung", "rung_id", default=None, help="Assert the rung the history expects.")
@click.option("--phase", type=click.Choice(["probe", "base", "designed"]), default=None,
              help="Assert the phase the history expects.")
@backend_options
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@handle_errors
def phase_cmd(run_dir, rung_id, phase, backend, model, threads, allow, as_json) -> None:
    """Run the next phase of RUN_DIR: live preflight, generation, audit, seal, catalog."""
    from runners.capacity_fit.runner import run_phase

    res = run_phase(run_dir, _backend(backend, model, threads), rung_id=rung_id, phase=phase,
                    allow_uncaptured=allow)
    out = {"rung_id": res.rung_id, "phase": res.phase, "bundle": str(res.bundle),
           "plan": res.preflight.plan.model_dump(mode="json") if res.preflight.plan else None,
           "termination": {k: getattr(res.termination, k) for k in
                           ("n", "finished", "loop_count", "unresolved", "answer_limit_contacts", "loop_rate",
                            "unresolved_rate", "answer_limit_rate", "adequate")},
           "terminal": res.state.terminal.model_dump(mode="json", by_alias=True) if res.state.terminal else None}
    if as_json:
        emit_json(out)
    else:
        t = res.termination
        click.echo(f"{res.rung_id}/{res.phase}: {t.n} samples, loops {100 * t.loop_rate:.2f}%, unresolved "
                   f"{100 * t.unresolved_rate:.2f}%, answer-limit {100 * t.answer_limit_rate:.2f}% -> "
                   f"{'adequate' if t.adequate else 'rejected'}")
        if res.state.terminal:
            click.echo(_terminal_line(res.state.terminal))


def _terminal_line(term) -> str:
    sel = term.selected.rung_id if term.selected else "null"
    return f"terminal: pass {str(term.pass_).lower()}, selected {sel} ({term.reason})"


@capacity_fit_cmd.command("all")
@click.argument("run_dir", type=click.Path(file_okay=False, path_type=Path))
@backend_options
@click.option("--json", "as_json", is_flag=True, help="Print the terminal record as JSON.")
@handle_errors
def all_cmd(run_dir, backend, model, threads, allow, as_json) -> None:
    """Run phases until the history is terminal. Exit 0 on pass: true, 1 on pass: false."""
    from runners.capacity_fit.runner import run_all

    state = run_all(run_dir, _backend(backend, model, threads), allow_uncaptured=allow)
    if as_json:
        emit_json({"run_dir": str(run_dir), "terminal": state.terminal.model_dump(mode="json", by_alias=True)})
    else:
        click.echo(_terminal_line(state.terminal))
    raise SystemExit(0 if state.terminal.pass_ else 1)


@capacity_fit_cmd.command("verify")
@click.argument("run_dir", type=click.Path(file_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@handle_errors
def verify_cmd(run_dir, as_json) -> None:
    """Re-verify the whole history from the sealed bundles (recomputes every termination metric)."""
    from runners.capacity_fit.history import verify_history

    rep = verify_history(run_dir)
    if as_json:
        emit_json(rep.model_dump(mode="json", by_alias=True))
    else:
        click.echo(table(["bundle", "role", "K", "loops", "unresolved", "answer-limit", "adequate"],
                         [(p["bundle"], p["role"], p["k"], f"{100 * p['loop_rate']:.2f}%",
                           f"{100 * p['unresolved_rate']:.2f}%", f"{100 * p['answer_limit_rate']:.2f}%",
                           p["adequate"]) for p in rep.phases]))
        click.echo(_terminal_line(rep.terminal) if rep.terminal else f"pending: {rep.pending}")
    if rep.terminal is not None and not rep.terminal.pass_:
        raise SystemExit(1)
