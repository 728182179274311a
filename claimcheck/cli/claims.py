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
               "force": ("--force", None), "suggest": ("--suggest", None)}
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


def check_provenance(value: str, flag: str) -> None:
    """The one rule for enumerated values (README, "Values of enumerated flags"): a provenance label
    is one of the closed labels exactly as the Go fak spells them (upper case: Go compares them as
    written); anything else is a usage error (exit 2) naming the closest label, never a graded
    not-yet. An absent label (no flag) stays Go's unanswered Q4."""
    from claimcheck.claims.model import PROVENANCES
    from claimcheck.errors import UsageError

    if value == "" or value in PROVENANCES:
        return
    raise UsageError(f"{flag} {value!r} is not one of {' | '.join(PROVENANCES)}{did_you_mean(value, PROVENANCES)}",
                     rule="usage")


def did_you_mean(value: str, choices) -> str:
    """``; did you mean 'OBSERVED'?`` (case-insensitive first, then by spelling), or ''."""
    import difflib

    folded = [c for c in choices if c.casefold() == value.strip().casefold()]
    by_fold = {c.casefold(): c for c in choices}
    close = folded or [by_fold[c] for c in difflib.get_close_matches(value.strip().casefold(), list(by_fold), n=1,
                                                                      cutoff=0.6)]
    if not close:
        return ""
    why = " (labels are upper case, as in the Go fak)" if folded else ""
    return f"; did you mean {close[0]!r}?{why}"


#: the width human output is wrapped to (a long statement, scope or reason continues on indented lines)
WIDTH = 100


def _fraction_percent(a) -> str | None:
    """An assertion about a fraction metric stated in percent ('34.7% padding'), in percent only:
    ``padding_tax(batched) = 34.7% in [34.65%, 34.75%) (stated precision: +-0.05 points)``
    (the reader keeps the value as a fraction and the precision in percentage points)."""
    import re

    from claimcheck.claims.quantities import FRACTION_METRICS

    t = a.tolerance
    if a.metric not in FRACTION_METRICS or a.form != "value" or a.value is None or a.span is None \
            or "%" not in a.span.text:
        return None
    stat = f"{a.statistic} " if a.statistic else ""
    lhs = f"{stat}{a.metric}({a.treatment or 'every arm'})"
    pct = lambda x: f"{x * 100:.10g}%"  # noqa: E731
    if t is None or t.low is None or t.low == t.high:
        return f"{lhs} {a.relation} {pct(a.value)}"
    rule = re.sub(r"\+-([0-9.]+)", r"+-\1 points", t.rule)
    return f"{lhs} {a.relation} {pct(a.value)} in [{pct(t.low)}, {pct(t.high)}) ({rule})"


def reading_text(reading) -> tuple[list[str], set[str]]:
    """The ``I read:`` lines (one unit per line, each once) and, for each assertion's reading as the
    grader words it, the text shown (to drop its repetition from the quantity lines)."""
    from claimcheck.claims.quantities import describe

    out: list[str] = []
    shown: set[str] = set()
    for a in reading.assertions:
        plain = describe(a)
        text = _fraction_percent(a) or plain
        shown.add(plain)
        src = f" from '{a.span.text}'" if a.span else ""
        where = " (scope)" if a.source == "scope" else (" (claim file)" if a.source == "claim-file" else "")
        out.append(f"I read: {text}{src}{where}")
    for f in reading.context:
        src = f" from '{f.span.text}'" if f.span else ""
        what = f.key if f.kind == f.key else f"{f.kind} {f.key}"
        shown.add(f"{f.kind} {f.key} = {f.value}")
        out.append(f"I read: {what} = {f.value}{src}" + (" (scope)" if f.source == "scope" else ""))
    if reading.unread:
        out.append("not read: " + ", ".join(f"'{u.text}'" for u in reading.unread))
    if not reading.assertions:
        out.append("I read no assertion: nothing checkable")
    return list(dict.fromkeys(out)), shown


def _detail(detail: str, shown: set[str]) -> str:
    """A quantity's detail without the reading already printed above it ("I read: X; recomputed ...")."""
    if not detail.startswith("I read: "):
        return detail
    rest = detail[len("I read: "):]
    for head in sorted(shown, key=len, reverse=True):
        if rest.startswith(head + "; "):
            return rest[len(head) + 2:]
    return rest


def wrap(lines: list[str], width: int = WIDTH) -> list[str]:
    """Each line at most ``width`` columns where it has spaces to break at; a continuation is
    indented four columns past the line's own indent. Words (digests, paths) are never split."""
    import textwrap

    out: list[str] = []
    for line in lines:
        if len(line) <= width:
            out.append(line)
            continue
        indent = line[: len(line) - len(line.lstrip(" "))]
        out += textwrap.wrap(line.strip(), width=width, initial_indent=indent, subsequent_indent=indent + "    ",
                             break_long_words=False, break_on_hyphens=False) or [line]
    return out


def _self_test_result(name: str, verb: str, cases, dicts: list[dict], as_json: bool, widths: tuple[int, int]):
    """Print a self-test's cases (``--json``: ``dicts``) and exit 0 when every case came out as expected, else 1."""
    passed = sum(c.ok for c in cases)
    if as_json:
        emit_json({"cases": dicts, "passed": passed, "total": len(cases), "ok": passed == len(cases)})
    else:
        w_name, w_verdict = widths
        for c in cases:
            click.echo(f"  {c.name:<{w_name}} expect={c.expect:<{w_verdict}} got={c.got:<{w_verdict}} "
                       f"{'ok' if c.ok else 'MISMATCH'}")
        click.echo(f"claim-check {name}: {passed}/{len(cases)} {verb} as expected")
    raise SystemExit(0 if passed == len(cases) else 1)


def render_result(result, width: int = WIDTH) -> str:
    lines = [f"claim-check: {result.verdict.upper()}"]
    lines.append(f"  claim: {result.statement}")
    w = result.witness
    if w.state == "complete":
        lines.append(f"  witness: {w.kind} bundle {w.bundle}, provenance {w.provenance}, "
                     f"{'single run' if (w.runs or 1) <= 1 else f'{w.runs} runs'}")
        lines.append(f"    receipt sha256 {w.receipt_sha256}")
    else:
        lines.append(f"  witness: {w.pointer} [{w.state}]")
        for p in w.problems[:5]:
            lines.append(f"    {p}")
    for q in result.questions:
        lines.append(f"  Q{q.n} {q.name:<10} {'PASS' if q.pass_ else 'FAIL'}  {q.detail}")
    shown: set[str] = set()
    if result.reading is not None:
        read, shown = reading_text(result.reading)
        lines += [f"  {line}" for line in read]
    if result.quantities:
        printed = result.witness is not None and result.witness.kind == "client-aggregate"
        lines.append("  quantities (checked against the client's printed aggregates; no rows):" if printed else
                     "  quantities (re-derived from rows):")
        for c in result.quantities:
            arms = f" [{' vs '.join(c.arms)}]" if c.arms and c.kind in ("ratio", "percent", "direction") and len(c.arms) == 2 \
                else (f" [{', '.join(c.arms)}]" if c.arms else "")
            lines.append(f"    {c.outcome:<15} {c.text}{arms}: {_detail(c.detail, shown)}")
    for n in result.notes:
        lines.append(f"  note: {n}")
    lines.append(f"  => {result.reason}")
    if result.verdict != "net-true":
        for r in result.reasons[:12]:
            lines.append(f"     - {r}")
    from claimcheck.cli._render import esc

    # statement, paths and rows are data: escaped (no forged lines), then wrapped; no line twice
    return "\n".join(wrap(list(dict.fromkeys(esc(line) for line in lines)), width))


@click.command("claim-check", cls=_GoCompatCommand)
@click.option("--statement", default="", help="The claim itself, e.g. \"batching was 0.539x the tuned sequential rate\".")
@click.option("--baseline", "baseline", default="", help="Q1: real | strawman | none (also tuned / naive).")
@click.option("--baseline-desc", default="", help="Q1: a description of the baseline.")
@click.option("--net", is_flag=True, help="Q2: the gain is stated net of the cost the change itself adds (--net=false: off; "
              "the last value given wins).")
@click.option("--scope", default="", help="Q3: the conditions it holds under AND the ones it vanishes under.")
@click.option("--provenance", default="", help="Q4: WITNESSED | OBSERVED | MODELED | SIMULATED | REPORTED, upper case "
              "as in the Go fak (anything else is a usage error, exit 2).")
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
@click.option("--suggest", "suggest_", is_flag=True,
              help="With --witness: print ready-to-paste true statements the witness supports, one per frame of the "
                   "grammar, each graded net-true by this grader (exit 0; 3 when none grades net-true).")
@handle_errors
def claim_check_cmd(statement, baseline, baseline_desc, net, scope, provenance, witness, realized, gate_reason, file_,
                    as_json, record, self_test, witness_for, witness_self_test, trusted_keys, force, suggest_=False):
    """Grade a scoped STATEMENT against a sealed witness bundle: verify it, re-derive every
    quantity from its raw rows, answer the six questions (Q1 baseline, Q2 net, Q3 scope,
    Q4 provenance, Q5 witness, Q6 realized).

    \b
    A net-true verdict needs all of:
      --statement  every number and direction word read and re-derived from the rows
      --baseline real (or tuned), the baseline arm measured in the same witness
      --net        and timings that include the overheads the scope names
      --scope      non-empty: where it holds and where it vanishes
      --provenance OBSERVED or WITNESSED, the label the witness itself carries
      --witness    a sealed, intact bundle directory (with --trusted-key: signed)
      --realized   on (the default), or --no-realized with --gate-reason

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
        _self_test_result("self-test", "graded", cases, [c.as_dict() for c in cases], as_json, (32, 9))
    from claimcheck.claims import model as claim_model

    for flag, value in (("statement", statement), ("scope", scope), ("baseline-desc", baseline_desc),
                        ("witness", witness), ("gate-reason", gate_reason), ("witness-for", witness_for)):
        limit = getattr(claim_model, _TEXT_LIMITS[flag])
        if len(value) > limit:
            raise UsageError(f"--{flag} is {len(value)} characters, over the limit of {limit}", rule="usage")
    if witness_self_test:
        from claimcheck.claims.witness_for import run_witness_self_test

        wcases = run_witness_self_test()
        _self_test_result("witness-self-test", "classified", wcases, [c.__dict__ for c in wcases], as_json, (30, 8))
    if suggest_:
        from claimcheck.claims.suggest import suggest

        if not witness:
            raise UsageError("--suggest needs --witness BUNDLE_DIR", rule="usage")
        got = suggest(witness)
        if as_json:
            emit_json(got.to_json())
        else:
            for p in got.problems:
                click.echo(f"claim-check suggest: {p}")
            for sg in got.suggestions:
                click.echo(f"[{sg.frame}] {sg.statement}")
            if got.suggestions:
                c = got.suggestions[0].claim
                click.echo(f"(graded net-true with --baseline real --baseline-desc \"{c['baseline']['description']}\" --net "
                           f"--scope \"{c['scope']}\" --provenance {c['provenance']} --witness {witness})")
        raise SystemExit(0 if got.suggestions else 3)
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
            raise UsageError(f"--baseline {baseline!r} is not one of real | strawman | none (any case; also tuned / naive)"
                             + did_you_mean(kind, ("real", "strawman", "none", "tuned", "naive")).split(" (")[0],
                             rule="usage")
        if not statement.strip():
            raise UsageError("--statement is required", rule="usage")
        check_provenance(provenance, "--provenance")
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


from claimcheck.cli.witness_import import import_group  # noqa: E402 - the importers' commands

witness_group.add_command(import_group)


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
