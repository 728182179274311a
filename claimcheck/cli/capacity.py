"""`fak capacity plan`, `fak capacity graphs`, `fak audit termination ROWS`.

Exit codes: plan 0 fits / 1 does not fit / 2 bad input; graphs 0 every decode width up
to max-seqs is captured / 1 some width runs eagerly / 2 bad input; termination 0
adequate / 1 rejected / 2 unreadable rows.
"""

from __future__ import annotations

from pathlib import Path

import click

from claimcheck.cli._types import NonEmptyPath

from claimcheck.cli._exit import handle_errors
from claimcheck.cli._render import emit_json, table


@click.group("capacity")
def capacity_group() -> None:
    """Model-free KV-capacity and CUDA-graph coverage arithmetic (run before generation)."""


@capacity_group.command("plan")
@click.option("--kv-tokens", type=int, required=True, help="Live KV-cache capacity in tokens.")
@click.option("--block-size", type=int, required=True, help="KV-cache block size in tokens.")
@click.option("--max-model-len", type=int, required=True, help="Model context length.")
@click.option("--prompt-tokens", type=int, multiple=True, required=True,
              help="Rendered prompt length; repeat for each prompt (the worst governs).")
@click.option("--budget", type=int, required=True, help="Reasoning/thinking budget in tokens.")
@click.option("--answer", type=int, required=True, help="Answer allowance in tokens.")
@click.option("--max-seqs", type=int, required=True, help="Maximum concurrent sequences.")
@click.option("--sequences", type=int, default=None,
              help="Logical sequences in the run (active width is min(max-seqs, sequences)).")
@click.option("--json", "as_json", is_flag=True, help="Print the plan as JSON.")
@handle_errors
def plan_cmd(kv_tokens, block_size, max_model_len, prompt_tokens, budget, answer, max_seqs, sequences,
             as_json) -> None:
    """Block-rounded worst-case KV demand vs live capacity. Exit 0 fits, 1 does not, 2 bad input."""
    from claimcheck.capacity import plan

    p = plan(kv_tokens=kv_tokens, block_size=block_size, max_model_len=max_model_len,
             prompt_tokens=list(prompt_tokens), budget=budget, answer=answer, max_seqs=max_seqs,
             sequences=sequences)
    if as_json:
        emit_json(p)
    else:
        rows = [
            ("worst prompt", f"{p.worst_prompt_tokens:,}"),
            ("tokens per sequence (block-rounded)",
             f"{p.tokens_per_seq:,} ({p.blocks_per_seq} x {p.block_size})" + (" capped" if p.capped_by_model_len else "")),
            ("active width", p.width),
            ("demand", f"{p.demand:,}"),
            ("live KV capacity", f"{p.kv_tokens:,}"),
            ("headroom", f"{p.headroom:,}"),
            ("tokens per sequence at this width", f"{p.tokens_per_seq_at_width:,}"),
            ("largest max-seqs that fits", p.max_fitting_seqs),
            ("fits", "yes" if p.fits else "NO (overcommitted)"),
        ]
        click.echo(table(["quantity", "value"], rows))
    raise SystemExit(0 if p.fits else 1)


@capacity_group.command("graphs")
@click.option("--max-seqs", type=int, required=True, help="Maximum concurrent sequences (decode width).")
@click.option("--max-capture", type=int, default=None,
              help="Requested max_cudagraph_capture_size (default: the engine's default for max-seqs).")
@click.option("--rule", type=click.Choice(["v0.10", "v0.11", "main"]), default="v0.11", show_default=True,
              help="vLLM capture-ladder rule generation (see docs/capacity-fit.md).")
@click.option("--max-num-batched-tokens", type=int, default=None, help="Caps the capture maximum.")
@click.option("--spec-tokens", type=int, default=0, show_default=True, help="Speculative tokens per decode step.")
@click.option("--json", "as_json", is_flag=True, help="Print the coverage as JSON.")
@handle_errors
def graphs_cmd(max_seqs, max_capture, rule, max_num_batched_tokens, spec_tokens, as_json) -> None:
    """The CUDA-graph capture sizes vLLM will use and the decode widths left uncaptured.

    Exit 0 when every width up to max-seqs is captured, 1 when some run eagerly, 2 bad input.
    """
    from claimcheck.capacity import graph_coverage, ranges

    g = graph_coverage(max_seqs, max_capture, rule=rule, max_num_batched_tokens=max_num_batched_tokens,
                       spec_tokens=spec_tokens)
    if as_json:
        emit_json(g)
    else:
        req = g.requested_max if g.requested_max is not None else f"default {g.default_max}"
        click.echo(f"rule {g.rule}; requested maximum {req}")
        click.echo(f"capture sizes: {g.capture_sizes}")
        click.echo(f"effective maximum: {g.effective_max}" + (" (truncated)" if g.truncated else ""))
        click.echo(f"uncaptured decode widths: {ranges(g.uncaptured_widths) or 'none'}")
    raise SystemExit(0 if g.covered else 1)


@click.command("termination")
@click.argument("rows", type=NonEmptyPath(dir_okay=False, allow_dash=True, path_type=Path))
@click.option("--max-unresolved", type=float, default=None, help="Registered maximum unresolved rate (0.05).")
@click.option("--max-answer-limit", type=float, default=None, help="Registered maximum answer-limit rate (0.05).")
@click.option("--max-loops", type=float, default=None, help="Registered maximum loop rate (0.25).")
@click.option("--non-strict-unresolved", "unresolved_nonstrict", is_flag=True, help="Compare unresolved with <=.")
@click.option("--non-strict-answer-limit", "answer_nonstrict", is_flag=True, help="Compare answer-limit with <=.")
@click.option("--strict-loops", is_flag=True, help="Compare loops with < (default <=).")
@click.option("--max-period", type=int, default=None, help="Longest loop period searched (1024).")
@click.option("--min-repeats", type=int, default=None, help="Whole repeats needed at the tail (4).")
@click.option("--min-span", type=int, default=None, help="Tokens the periodic tail must cover (0).")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@handle_errors
def audit_termination_cmd(rows, max_unresolved, max_answer_limit, max_loops, unresolved_nonstrict, answer_nonstrict,
                          strict_loops, max_period, min_repeats, min_span, as_json) -> None:
    """Content-blind termination audit of ROWS.jsonl ('-' reads stdin; token IDs, finish reasons, counts only).

    Exit 0 adequate, 1 rejected, 2 unreadable rows.
    """
    from claimcheck.termination import audit_file, thresholds_from

    th = thresholds_from(max_unresolved=max_unresolved, max_answer_limit=max_answer_limit, max_loops=max_loops,
                         unresolved_strict=False if unresolved_nonstrict else None,
                         answer_limit_strict=False if answer_nonstrict else None,
                         loops_strict=True if strict_loops else None, max_period=max_period,
                         min_repeats=min_repeats, min_span=min_span)
    r = audit_file(rows, th)
    if as_json:
        emit_json(r)
    else:
        click.echo(f"{r.n} samples: {r.finished} finished, {r.boundary_contacts} boundary contacts "
                   f"({r.loop_count} exact loops, {r.unresolved} unresolved), "
                   f"{r.answer_limit_contacts} answer-limit contacts")
        click.echo(table(["check", "count", "observed", "registered", "result"],
                         [(c.name, c.count, c.percent, f"{c.comparator} {100 * c.limit:g}%",
                           "pass" if c.passed else "FAIL") for c in r.checks]))
        click.echo("adequate" if r.adequate else "REJECTED")
    raise SystemExit(0 if r.adequate else 1)
