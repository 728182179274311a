"""`fak claim-check` and `fak witness import vllm-bench`. Parses, calls the library, prints.

Compatible with the Go `fak claim-check` flags, parsed as Go's flag package parses them: one
or two dashes, `-flag=value` or `-flag value` for a text flag; a boolean flag is `-flag` or
`-flag=WORD` with WORD one of strconv.ParseBool's words (1 t T TRUE true True 0 f F FALSE false
False; anything else is a usage error), and the last occurrence of a flag wins (`--net
--net=false` is off). Verdict words and exit codes: net-true 0, strawman 3, not-yet 3; ours in
addition: false 4, invalid 5; usage 2; internal error 1.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from claimcheck.cli._types import NonEmptyPath

from claimcheck.cli._exit import EXIT_USAGE, handle_errors
from claimcheck.cli._render import emit_json

#: flags that take a value (Go: -flag=value or -flag value; the next argument is the value even
#: when it starts with a dash, as in Go)
_VALUE_FLAGS = {"statement", "baseline", "baseline-desc", "scope", "provenance", "witness", "gate-reason", "file",
                "record", "trusted-key", "witness-for"}
#: boolean flags -> (the spelling that turns it on, the one that turns it off or None when off is the default)
_BOOL_FLAGS = {"net": ("--net", None), "json": ("--json", None), "self-test": ("--self-test", None),
               "witness-self-test": ("--witness-self-test", None), "realized": ("--realized", "--no-realized"),
               "force": ("--force", None)}
#: Go's strconv.ParseBool words, exactly (case-sensitive)
PARSE_BOOL = {**dict.fromkeys(("1", "t", "T", "TRUE", "true", "True"), True),
              **dict.fromkeys(("0", "f", "F", "FALSE", "false", "False"), False)}
#: size limits of the text flags (characters): over them is a usage error (exit 2)
_TEXT_LIMITS = {"statement": "MAX_STATEMENT_CHARS", "scope": "MAX_TEXT_CHARS", "baseline-desc": "MAX_TEXT_CHARS",
                "witness": "MAX_TEXT_CHARS", "gate-reason": "MAX_TEXT_CHARS", "witness-for": "MAX_TEXT_CHARS"}


def go_flag_args(args: list[str]) -> list[str]:
    """Rewrite arguments parsed by Go's flag rules into the canonical click spellings: every
    flag with two dashes, text flags as ``--flag=value``, each boolean flag once with its last
    value (``--no-realized`` is our extra spelling of ``--realized=false``)."""
    out: list[str] = []
    last: dict[str, bool] = {}
    i = 0
    while i < len(args):
        a = args[i]
        i += 1
        if a == "--":
            out += args[i - 1:]
            break
        if not a.startswith("-") or a == "-":
            out.append(a)
            continue
        name, eq, value = a.lstrip("-").partition("=")
        dashes = len(a) - len(a.lstrip("-"))
        if dashes > 2:
            out.append(a)
            continue
        if name == "no-realized" and not eq:
            last["realized"] = False
            continue
        if name in _BOOL_FLAGS:
            if not eq:
                last[name] = True
                continue
            if value not in PARSE_BOOL:
                raise click.UsageError(f"invalid boolean value {value!r} for -{name}: use one of "
                                       f"{' '.join(PARSE_BOOL)} (Go's strconv.ParseBool)")
            last[name] = PARSE_BOOL[value]
            continue
        if name in _VALUE_FLAGS:
            if eq:
                out.append(f"--{name}={value}")
            elif i < len(args):
                out.append(f"--{name}={args[i]}")
                i += 1
            else:
                raise click.UsageError(f"flag needs an argument: -{name}")
            continue
        out.append(a)
    for name, on in last.items():
        yes, no = _BOOL_FLAGS[name]
        if on:
            out.append(yes)
        elif no:
            out.append(no)
    return out


class _GoCompatCommand(click.Command):
    """Parse the arguments as the Go flag package does (see ``go_flag_args``)."""

    def parse_args(self, ctx, args):
        return super().parse_args(ctx, go_flag_args(list(args)))


def render_result(result) -> str:
    lines = [f"claim-check: {result.verdict.upper()}"]
    lines.append(f"  claim: {result.statement}")
    w = result.witness
    if w.state == "complete":
        lines.append(f"  witness: {w.kind} bundle {w.bundle} (receipt sha256 {w.receipt_sha256}, provenance {w.provenance}, "
                     f"{'single run' if (w.runs or 1) <= 1 else f'{w.runs} runs'})")
    else:
        lines.append(f"  witness: {w.pointer} [{w.state}]")
        for p in w.problems[:5]:
            lines.append(f"    {p}")
    for q in result.questions:
        lines.append(f"  Q{q.n} {q.name:<10} {'PASS' if q.pass_ else 'FAIL'}  {q.detail}")
    if result.reading is not None:
        from claimcheck.claims.quantities import reading_lines

        lines += [f"  {line}" for line in reading_lines(result.reading)]
    if result.quantities:
        lines.append("  quantities (re-derived from rows):")
        for c in result.quantities:
            arms = f" [{' vs '.join(c.arms)}]" if c.arms and c.kind in ("ratio", "percent", "direction") and len(c.arms) == 2 \
                else (f" [{', '.join(c.arms)}]" if c.arms else "")
            lines.append(f"    {c.outcome:<15} {c.text}{arms}: {c.detail}")
    for n in result.notes:
        lines.append(f"  note: {n}")
    lines.append(f"  => {result.reason}")
    if result.verdict != "net-true":
        for r in result.reasons[:12]:
            lines.append(f"     - {r}")
    from claimcheck.cli._render import esc

    return "\n".join(esc(line) for line in lines)  # statement, paths and rows are data: no forged lines


@click.command("claim-check", cls=_GoCompatCommand)
@click.option("--statement", default="", help="The claim itself, e.g. \"batching was 0.539x the tuned sequential rate\".")
@click.option("--baseline", "baseline", default="", help="Q1: real | strawman | none (also tuned / naive).")
@click.option("--baseline-desc", default="", help="Q1: a description of the baseline.")
@click.option("--net", is_flag=True, help="Q2: the gain is stated net of the cost the change itself adds (--net=false: off; "
              "the last value given wins).")
@click.option("--scope", default="", help="Q3: the conditions it holds under AND the ones it vanishes under.")
@click.option("--provenance", default="", help="Q4: WITNESSED | OBSERVED | MODELED | SIMULATED | REPORTED.")
@click.option("--witness", default="", help='Q5: "BUNDLE_DIR[; verify with COMMAND]" (a free-text pointer cannot be re-derived).')
@click.option("--realized/--no-realized", default=True, show_default=True,
              help="Q6: on by default (--realized=WORD takes Go's boolean words only: 1 t T TRUE true True 0 f F FALSE "
                   "false False).")
@click.option("--gate-reason", default="", help="Q6: the stated reason a gain ships OFF by default.")
@click.option("--file", "file_", default=None, help='Read the claim as JSON from this path ("-" = stdin); Go\'s claim-file rules: a missing '
                   '"realized" is off, kinds are case-sensitive (docs/claim-check.md).')
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object (key `verdict`).")
@click.option("--record", "record", default=None, type=click.Path(dir_okay=False, path_type=Path),
              help="Write a claim-record artifact (schema'd, atomic) citing the witness receipt by SHA-256. "
                   "Never inside a bundle; an existing file only with --force.")
@click.option("--force", is_flag=True, help="With --record: replace an existing file (never one inside a bundle).")
@click.option("--self-test", "self_test", is_flag=True, help="Grade the built-in fixtures; exit 0 iff each gets its labelled verdict.")
@click.option("--witness-for", "witness_for", default="",
              help="Classify CLAIM (shipped | visual | perf | logic) and print the cheapest command or test skeleton "
                   "that would prove it: a plan, never a verdict (exit 0).")
@click.option("--witness-self-test", "witness_self_test", is_flag=True,
              help="Classify the built-in one-claim-per-class corpus; exit 0 iff every sample lands on its class.")
@click.option("--trusted-key", "trusted_keys", multiple=True, type=click.Path(dir_okay=False, path_type=Path),
              help="Ed25519 public key (from `fak keygen`); the witness receipt must be signed by one of them "
                   "before anything is graded (invalid otherwise). Repeatable.")
@handle_errors
def claim_check_cmd(statement, baseline, baseline_desc, net, scope, provenance, witness, realized, gate_reason, file_,
                    as_json, record, self_test, witness_for, witness_self_test, trusted_keys, force):
    """Grade a scoped STATEMENT against a sealed witness bundle: verify it, re-derive every
    quantity from its raw rows, answer the six questions (Q1 baseline, Q2 net, Q3 scope,
    Q4 provenance, Q5 witness, Q6 realized).

    \b
    Verdicts and exit codes:
      net-true 0   all six answered, every quantity re-derived and agreeing
      strawman 3   measured against the naive floor (or no baseline)
      not-yet  3   a question unanswered, a quantity unbound or lacking telemetry
      false    4   the witness contradicts a quantity (the recomputed value is shown)
      invalid  5   the witness fails integrity; nothing else judged
      usage    2   bad flags or claim JSON
    """
    from claimcheck.claims import grade, make_record, write_record
    from claimcheck.errors import InputError, UsageError

    if self_test:
        from claimcheck.claims.selftest import run_self_test

        cases = run_self_test()
        passed = sum(c.ok for c in cases)
        if as_json:
            emit_json({"cases": [c.as_dict() for c in cases], "passed": passed, "total": len(cases),
                       "ok": passed == len(cases)})
        else:
            for c in cases:
                click.echo(f"  {c.name:<32} expect={c.expect:<9} got={c.got:<9} {'ok' if c.ok else 'MISMATCH'}")
            click.echo(f"claim-check self-test: {passed}/{len(cases)} graded as expected")
        raise SystemExit(0 if passed == len(cases) else 1)
    from claimcheck.claims import model as claim_model

    for flag, value in (("statement", statement), ("scope", scope), ("baseline-desc", baseline_desc),
                        ("witness", witness), ("gate-reason", gate_reason), ("witness-for", witness_for)):
        limit = getattr(claim_model, _TEXT_LIMITS[flag])
        if len(value) > limit:
            raise UsageError(f"--{flag} is {len(value)} characters, over the limit of {limit}", rule="usage")
    if witness_self_test:
        from claimcheck.claims.witness_for import run_witness_self_test

        wcases = run_witness_self_test()
        passed = sum(c.ok for c in wcases)
        if as_json:
            emit_json({"cases": [c.__dict__ for c in wcases], "passed": passed, "total": len(wcases),
                       "ok": passed == len(wcases)})
        else:
            for c in wcases:
                click.echo(f"  {c.name:<30} expect={c.expect:<8} got={c.got:<8} {'ok' if c.ok else 'MISMATCH'}")
            click.echo(f"claim-check witness-self-test: {passed}/{len(wcases)} classified as expected")
        raise SystemExit(0 if passed == len(wcases) else 1)
    if witness_for:
        from claimcheck.claims.witness_for import witness_for as plan_for

        plan = plan_for(witness_for)
        if as_json:
            emit_json(plan.as_dict())
        else:
            click.echo(plan.render())
        raise SystemExit(0)

    if file_:
        from claimcheck._internal.jsonio import load_json_file, loads_strict

        obj = loads_strict(sys.stdin.buffer.read(), source="<stdin>") if file_ == "-" else load_json_file(file_)
        try:
            claim = claim_model.parse_claim(obj, source=file_)  # Go's claim-file rules; InputError names the field
        except ValueError as exc:  # pydantic's ValidationError: one line, "FILE: field X: message"
            from claimcheck.cli._render import validation_message

            why = validation_message(exc) if hasattr(exc, "errors") else str(exc).splitlines()[0]
            raise InputError(f"--file is not a valid claim JSON: {why}", path=file_, rule="claim-input") from None
    elif statement or baseline or scope or provenance or witness:
        kind = baseline.strip().lower()  # as Go's parseBaselineKind: trimmed, any case, tuned / naive accepted
        kind = {"": "none", "naive": "strawman", "tuned": "real"}.get(kind, kind)
        if kind not in ("real", "strawman", "none"):
            raise UsageError(f"--baseline {baseline!r} is not one of real | strawman | none", rule="usage")
        if not statement.strip():
            raise UsageError("--statement is required", rule="usage")
        claim = claim_model.parse_claim(
            {"statement": statement, "baseline": {"kind": kind, "description": baseline_desc}, "net": net,
             "scope": scope, "provenance": provenance, "witness": witness,
             "realized": {"on_by_default": realized, "gate_reason": gate_reason}}, claim_file=False)
    else:
        click.echo(click.get_current_context().get_help(), err=True)
        raise SystemExit(EXIT_USAGE)

    keys = ()
    if trusted_keys:
        from claimcheck.signing import load_trusted_keys

        keys = tuple(load_trusted_keys(trusted_keys).values())  # unreadable key file: usage error, exit 2
    if record is not None:
        from claimcheck.audit import check_record_target

        check_record_target(record, force=force)  # before grading: a refused destination costs nothing
    result = grade(claim, trusted_keys=keys)
    if record is not None:
        write_record(record, make_record(claim, result))
    if as_json:
        emit_json(result)
    else:
        click.echo(render_result(result))
    raise SystemExit(result.exit_code)


@click.group("witness")
def witness_group() -> None:
    """Witness bundles for claim-check: import measurements a user already has, re-derive them."""


def _pairs(values: tuple[str, ...], what: str) -> dict[str, list[str]]:
    from claimcheck.errors import UsageError

    out: dict[str, list[str]] = {}
    for v in values:
        name, sep, val = v.partition("=")
        if not sep or not name or not val:
            raise UsageError(f"{what} {v!r}: expected ARM=VALUE", rule="usage")
        out.setdefault(name, []).append(val)
    return out


@witness_group.group("import")
def import_group() -> None:
    """Convert an outside benchmark's output into a sealed witness bundle."""


@import_group.command("vllm-bench")
@click.argument("files", nargs=-1, required=True,
                type=click.Path(dir_okay=False, exists=True, allow_dash=True, path_type=Path))
@click.option("--out", required=True, type=click.Path(file_okay=False, path_type=Path), help="New bundle directory.")
@click.option("--arm", "arms", multiple=True, required=True,
              help="Arm name of each FILE, or of each result in order when a file holds several (--append-result); "
                   "repeat a name for repeated runs.")
@click.option("--baseline-arm", default=None, help="The baseline arm (default: the first --arm).")
@click.option("--alias", "aliases", multiple=True, help="ARM=ALIAS: a phrase statements may use for the arm (repeatable).")
@click.option("--workers", "workers", multiple=True, help="ARM=N when the file has no max_concurrency.")
@click.option("--provenance", default="OBSERVED", show_default=True,
              type=click.Choice(["WITNESSED", "OBSERVED", "MODELED", "SIMULATED", "REPORTED"], case_sensitive=False))
@click.option("--hardware", default=None, help="Hardware description.")
@click.option("--output-cap", type=click.IntRange(min=1), default=None, help="The output-token cap every request used.")
@click.option("--timing-includes", default=None,
              help="Comma-separated overheads the client-side timings include "
                   "[default: scheduler, plus queue when every result records queue_times].")
@click.option("--json", "as_json", is_flag=True, help="Print the witness.json written.")
@handle_errors
def import_vllm_bench_cmd(files, out, arms, baseline_arm, aliases, workers, provenance, hardware, output_cap,
                          timing_includes, as_json):
    """Import `vllm bench serve --save-result --save-detailed` JSON FILES into a request-ab bundle ('-' reads stdin)."""
    from claimcheck.errors import UsageError
    from claimcheck.witnesses.vllm_bench import import_vllm_bench

    w = {}
    for k, vals in _pairs(workers, "--workers").items():
        try:
            w[k] = int(vals[-1])
        except ValueError:
            raise UsageError(f"--workers {k}={vals[-1]!r}: not an integer", rule="usage") from None
    witness = import_vllm_bench(list(files), list(arms), out, baseline=baseline_arm, aliases=_pairs(aliases, "--alias"),
                                workers=w, provenance=provenance.upper(), hardware=hardware, output_cap=output_cap,
                                timing_includes=None if timing_includes is None else
                                [t.strip() for t in timing_includes.split(",") if t.strip()])
    if as_json:
        emit_json(witness)
    else:
        n = len(witness["arms"])
        click.echo(f"sealed {out}: request-ab witness, {n} arms ({', '.join(witness['arms'])}), "
                   f"{len(files)} files imported")
        for note in witness["import_notes"]:
            click.echo(f"note: {note}")


@witness_group.command("derive")
@click.argument("bundle", type=NonEmptyPath(path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@handle_errors
def witness_derive_cmd(bundle, as_json):
    """Verify BUNDLE and print every quantity re-derived from its raw rows (exit 3 if invalid)."""
    from claimcheck.claims.grade import inspect_witness

    summary, ev = inspect_witness(str(bundle))
    if ev is None:
        from claimcheck.cli._render import esc

        for p in summary.problems:
            click.echo(esc(p), err=True)
        raise SystemExit(3)
    if as_json:
        emit_json({"bundle": str(bundle), "kind": ev.kind, "provenance": ev.provenance,
                   "receipt_sha256": summary.receipt_sha256, "arms": ev.summary()})
        return
    from claimcheck.cli._render import esc

    click.echo(esc(f"{bundle}: {ev.kind}, provenance {ev.provenance}, receipt sha256 {summary.receipt_sha256}"))
    for name, vals in ev.summary().items():
        click.echo(esc(f"  {name}: " + ", ".join(f"{k}={v}" for k, v in vals.items())))
