"""`fak report TARGET... --out FILE.html`: a self-contained HTML report (claimcheck.report)."""

from __future__ import annotations

from pathlib import Path

import click

from claimcheck.cli._exit import EXIT_INVALID, handle_errors
from claimcheck.cli._render import emit_json, esc
from claimcheck.cli._types import NonEmptyPath


@click.command("report")
@click.argument("targets", nargs=-1, required=True, type=NonEmptyPath(path_type=Path))
@click.option("--out", "-o", "out", required=True, type=NonEmptyPath(dir_okay=False, path_type=Path),
              help="The HTML file to write (atomically; never inside a bundle, a run or a catalog's root).")
@click.option("--trusted-key", "trusted_keys", multiple=True, type=click.Path(dir_okay=False, path_type=Path),
              help="Ed25519 public key (PEM); every bundle shown must carry a valid signature by one of them "
                   "(else it is red). Repeatable.")
@click.option("--json", "as_json", is_flag=True, help="Print what was written as JSON.")
@handle_errors
def report_cmd(targets: tuple[Path, ...], out: Path, trusted_keys: tuple[Path, ...], as_json: bool) -> None:
    """Write one self-contained HTML report (inline CSS and SVG charts; no script, no network request)
    of TARGET: a bundle directory, a catalog, a capacity-fit run directory, or claim records
    (`fak claim-check --record`; several files or a directory of them).

    \b
    Everything is verified first and every figure re-derived from raw rows; a bundle that does
    not verify is shown in red, without charts. Charts need matplotlib:
    pip install 'claimcheck[report]'.
    Exit: 0 written and everything verified; 3 written, but something failed verification or a
    re-grade disagrees with its record; 2 bad target or output, or matplotlib missing (nothing written).
    """
    from claimcheck.report import build_report

    result = build_report(list(targets), out, trusted_keys=trusted_keys)
    if as_json:
        emit_json(result)
    else:
        click.echo(f"wrote {esc(result.out)} ({result.bytes} bytes, {result.charts} charts): {result.target_kind}, "
                   + ("everything verified" if result.ok else "FAILS verification (shown in red in the report)"))
        for s in result.sections:
            if not s.ok:
                click.echo(f"  {esc(s.title)}: {esc(s.state)}" + (f": {esc(s.problems[0])}" if s.problems else ""))
    if not result.ok:
        raise SystemExit(EXIT_INVALID)
