"""`fak keygen`, `fak sign`, `fak audit PATH...`: the CLI only parses, calls the library, prints."""

from __future__ import annotations

from pathlib import Path

import click

from claimcheck.cli._types import NonEmptyPath

from claimcheck.cli._exit import EXIT_INVALID, handle_errors
from claimcheck.cli._render import emit_json, esc, problem_line, table

_KEY = click.Path(dir_okay=False, path_type=Path)


@click.command("keygen")
@click.option("--out", "out", required=True, type=_KEY,
              help="Private key file to create (mode 0600); the public key goes to OUT.pub.")
@click.option("--json", "as_json", is_flag=True, help="Print the key files and keyid as JSON (never the key).")
@handle_errors
def keygen_cmd(out: Path, as_json: bool) -> None:
    """Create an Ed25519 key pair for signing receipts. Never overwrites; never prints a key."""
    from claimcheck.signing import generate_keypair

    priv, pub, keyid = generate_keypair(out)
    if as_json:
        emit_json({"private_key": str(priv), "public_key": str(pub), "keyid": keyid})
        return
    click.echo(f"wrote private key {esc(priv)} (mode 0600; keep it out of bundles and repositories)")
    click.echo(f"wrote public key  {esc(pub)}")
    click.echo(f"keyid {keyid}")


@click.command("sign")
@click.argument("bundle", type=NonEmptyPath(file_okay=False, path_type=Path))
@click.option("--key", "key", required=True, type=_KEY, help="Ed25519 private key (PEM, mode 0600).")
@click.option("--json", "as_json", is_flag=True, help="Print the envelope file and keyid as JSON.")
@handle_errors
def sign_cmd(bundle: Path, key: Path, as_json: bool) -> None:
    """Verify BUNDLE, then sign its receipt.json (DSSE envelope, Ed25519) into receipt.sig.json."""
    from claimcheck.signing import sign_bundle

    sig, keyid = sign_bundle(bundle, key)
    if as_json:
        emit_json({"bundle": str(bundle), "envelope": str(sig), "keyid": keyid})
        return
    click.echo(f"signed {esc(bundle)}: {sig.name} by {keyid}")


def render_audit(report) -> str:
    rows = [(r.bundle, r.state, r.files, r.bytes, r.signature, r.claims_regraded, r.disagreements)
            for r in report.rows]
    out = [table(["bundle", "state", "files", "bytes", "signature", "claims re-graded", "disagreements"], rows)]
    for r in report.rows:
        for p in r.problems:
            out.append(problem_line(p))
    for c in report.claims:
        mark = "agrees" if c.agrees else "DISAGREES"
        out.append(f"claim {esc(c.record)}: recorded {esc(c.recorded_verdict)}, "
                   f"re-graded {esc(c.regraded_verdict)}: {mark}")
        for d in c.differences:
            out.append(f"  {esc(d)}")
    for p in report.problems:
        out.append(problem_line(p))
    if not report.regrade_available and report.claims:
        out.append("note: this build cannot re-grade claims (claimcheck.claims.regrade is missing)")
    out.append("audit: ok" if report.ok else "audit: DISAGREEMENTS FOUND")
    return "\n".join(out)


@click.command("paths")
@click.argument("paths", nargs=-1, required=True, type=NonEmptyPath(path_type=Path))
@click.option("--trusted-key", "trusted_keys", multiple=True, type=_KEY,
              help="Ed25519 public key (PEM). With it, every complete bundle must be signed by a trusted key.")
@click.option("--json", "as_json", is_flag=True, help="Print a machine-readable report.")
@click.option("--workers", type=click.IntRange(1, 64), default=None, help="Hashing threads (default: CPUs, max 8).")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
@handle_errors
def audit_paths_cmd(paths: tuple[Path, ...], trusted_keys: tuple[Path, ...], as_json: bool,
                    workers: int | None, quiet: bool) -> None:
    """Re-verify BUNDLE_OR_CATALOG... from scratch: every hash, every signature, every claim record
    found (re-derived from raw rows and re-graded). Exit 3 on any disagreement."""
    from claimcheck.audit import audit
    from claimcheck.cli._progress import byte_progress

    with byte_progress("audit", quiet=quiet or as_json) as bar:
        report = audit(paths, trusted_keys=trusted_keys, workers=workers, progress=bar)
    if as_json:
        emit_json(report)
    else:
        click.echo(render_audit(report))
    if not report.ok:
        raise SystemExit(EXIT_INVALID)
