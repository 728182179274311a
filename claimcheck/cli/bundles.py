"""`fak seal`, `fak verify`, `fak catalog ...`, `fak schema ...`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from claimcheck.cli._exit import EXIT_INVALID, handle_errors
from claimcheck.cli._types import NonEmptyPath as _NonEmptyPath
from claimcheck.cli._render import emit_json, esc, problem_line, table

if TYPE_CHECKING:
    from claimcheck.models import CatalogReport, VerifyReport


# the library modules are imported when a command runs, not when the group is listed: an
# unchanged catalog answered by `catalog verify --fast` from its clean record needs none of
# them (nor the models they build at import), which is most of a `fak` start-up
def _bundle_mod():
    from claimcheck import bundle

    return bundle


def _catalog_mod():
    from claimcheck import catalog

    return catalog


def _schemas_mod():
    from claimcheck import schemas

    return schemas


def _check_role(role: str, directory: Path) -> None:
    import re

    from claimcheck.errors import UsageError
    from claimcheck.models import ROLE_PATTERN

    if not re.fullmatch(ROLE_PATTERN, role):
        raise UsageError(f"--role {role[:80]!r}: a role is 1-64 characters of a-z, 0-9, '_', '.', '-', "
                         "starting with a letter or digit", path=directory, rule="bad-role")


@click.command("seal")
@click.argument("directory", type=_NonEmptyPath(file_okay=False, path_type=Path))
@click.option("--role", default="witness", show_default=True, help="Bundle role: probe, arm, prefix-ab, ...")
@click.option("--json", "as_json", is_flag=True, help="Print the receipt as JSON.")
@handle_errors
def seal_cmd(directory: Path, role: str, as_json: bool) -> None:
    """Seal DIRECTORY: fsync its files, then write receipt.json last, binding each file."""
    _check_role(role, directory)
    receipt = _bundle_mod().seal(directory, role=role)
    if as_json:
        emit_json(receipt)
    else:
        n = len(receipt.predicate.files)
        size = sum(f.size for f in receipt.predicate.files)
        click.echo(f"sealed {esc(directory)}: {n} files, {size} bytes, role {role}")


def render_verify(report: VerifyReport) -> str:
    rows = [(b.bundle, b.state, b.files, b.bytes, "ok" if b.ok else "FAIL") for b in report.bundles]
    out = [table(["bundle", "state", "files", "bytes", "result"], rows)]
    for b in report.bundles:
        for p in b.problems:
            out.append(problem_line(p))
    return "\n".join(out)


@click.command("verify")
@click.argument("bundles", nargs=-1, required=True, type=_NonEmptyPath(path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print a machine-readable report.")
@click.option("--allow-preflight", is_flag=True, help="Accept preflight-only bundles as a legal state (not a result).")
@click.option("--workers", type=click.IntRange(1, 64), default=None, help="Hashing threads (default: CPUs, max 8).")
@click.option("--trusted-key", "trusted_keys", multiple=True, type=click.Path(dir_okay=False, path_type=Path),
              help="Ed25519 public key (PEM); each receipt must carry a valid signature by one of them. Repeatable.")
@handle_errors
def verify_cmd(bundles: tuple[Path, ...], as_json: bool, allow_preflight: bool, workers: int | None,
               trusted_keys: tuple[Path, ...]) -> None:
    """Recompute every hash of each BUNDLE and check its receipt. Exit 0 only if all are complete and intact; 3 otherwise."""
    from claimcheck.verify import verify_bundles

    from claimcheck.cli._progress import byte_progress

    with byte_progress("verify", quiet=as_json) as bar:
        report = verify_bundles(bundles, allow_preflight=allow_preflight, workers=workers, trusted_keys=trusted_keys,
                                progress=bar)
    if as_json:
        emit_json(report)
    else:
        click.echo(render_verify(report))
    if not report.ok:
        raise SystemExit(EXIT_INVALID)


@click.group("catalog")
def catalog_group() -> None:
    """Tracked checksum catalogs of bundles (receipt-last, preflight-only, fail-closed)."""


def _finish(report: CatalogReport, as_json: bool) -> None:
    if as_json:
        emit_json(report)
    else:
        for t in report.transitions:
            click.echo(esc(t))
        for p in report.problems:
            click.echo(problem_line(p), err=True)
        status = "ok" if report.ok else "FAILED (nothing rewritten)"
        click.echo(f"catalog {report.action} {esc(report.catalog)}: {report.bundles} bundles, {status}")
    if not report.ok:
        raise SystemExit(EXIT_INVALID)


@catalog_group.command("init")
@click.argument("catalog", type=_NonEmptyPath(dir_okay=False, path_type=Path))
@click.option("--root", required=True, type=click.Path(file_okay=False, path_type=Path), help="Directory that holds the bundles.")
@click.option("--exclude-root", "excluded", multiple=True, help="A predecessor root this root must not contain, overlap or link into.")
@click.option("--json", "as_json", is_flag=True, help="Print the catalog report as JSON.")
@handle_errors
def catalog_init(catalog: Path, root: Path, excluded: tuple[str, ...], as_json: bool) -> None:
    """Create an empty CATALOG over ROOT."""
    import os

    # relative to the catalog's resolved directory, as the catalog resolves them (a symlinked home)
    base = os.path.abspath(_catalog_mod().catalog_dir(catalog))
    rel = [os.path.relpath(os.path.abspath(e), base) for e in excluded]
    _finish(_catalog_mod().init(catalog, root, excluded_roots=rel), as_json)


@catalog_group.command("add")
@click.argument("catalog", type=_NonEmptyPath(dir_okay=False, path_type=Path))
@click.argument("bundle", type=_NonEmptyPath(path_type=Path))
@click.option("--id", "bundle_id", default=None, help="Bundle id (default: its path under the root).")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@handle_errors
def catalog_add(catalog: Path, bundle: Path, bundle_id: str | None, as_json: bool) -> None:
    """Register a complete or preflight-only BUNDLE in CATALOG."""
    _finish(_catalog_mod().add(catalog, bundle, bundle_id=bundle_id), as_json)


@catalog_group.command("reconcile")
@click.argument("catalog", type=_NonEmptyPath(dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@handle_errors
def catalog_reconcile(catalog: Path, as_json: bool) -> None:
    """Record legal transitions (preflight_only -> complete); any other difference fails and rewrites nothing."""
    _finish(_catalog_mod().reconcile(catalog), as_json)


class _CleanReport:
    """The report ``catalog.verify`` returns for a catalog answered from its clean record (the same
    fields and JSON), built without importing the models."""

    ok = True
    action = "verify"
    changed = False

    def __init__(self, catalog: str, bundles: int):
        self.catalog, self.bundles = catalog, bundles
        self.transitions: list[str] = []
        self.problems: list = []

    def model_dump(self, mode: str = "json", **_: object) -> dict:
        return {"action": self.action, "bundles": self.bundles, "catalog": self.catalog, "changed": False,
                "ok": True, "problems": [], "transitions": []}


@catalog_group.command("verify")
@click.argument("catalogs", nargs=-1, required=True, type=_NonEmptyPath(dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.option("--fast", is_flag=True,
              help="Trust a local stat cache (size, mtime, inode, ctime) for unchanged files, as git does. "
                   "Default: re-hash everything.")
@click.option("--workers", type=click.IntRange(1, 64), default=None, help="Hashing threads (default: CPUs, max 8).")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
@click.option("--git-index", is_flag=True,
              help="Check what git will commit (the pre-commit hook): the staged catalog and the staged bytes "
                   "under its root, read from git's index; the work tree is not read. --fast does not apply.")
@handle_errors
def catalog_verify(catalogs: tuple[Path, ...], as_json: bool, fast: bool, workers: int | None, quiet: bool,
                   git_index: bool) -> None:
    """Read-only: recompute every hash; the disk must match each CATALOG exactly (pre-merge hook)."""
    from claimcheck.cli._progress import byte_progress

    reports = []
    for c in catalogs:
        if fast and not git_index:
            from claimcheck._internal.statcache import fast_clean

            clean = fast_clean(c)[1]  # what catalog.verify(fast=True) answers first, without its imports
            if clean is not None:
                reports.append(_CleanReport(catalog=str(c), bundles=clean))
                continue
        if git_index:
            from claimcheck.gitindex import verify_staged

            reports.append(verify_staged(c))
            continue
        with byte_progress(f"verify {c.name}", quiet=quiet) as bar:
            reports.append(_catalog_mod().verify(c, fast=fast, workers=workers, progress=bar))
    if as_json:
        emit_json([r.model_dump(mode="json") for r in reports] if len(reports) > 1 else reports[0].model_dump(mode="json"))
        if not all(r.ok for r in reports):
            raise SystemExit(EXIT_INVALID)
        return
    bad = False
    for r in reports:
        try:
            _finish(r, False)
        except SystemExit:
            bad = True
    if bad:
        raise SystemExit(EXIT_INVALID)


@click.group("schema")
def schema_group() -> None:
    """JSON Schemas (2020-12) generated from the pydantic models."""


@schema_group.command("export")
@click.option("--out", "out_dir", default="schemas", show_default=True, type=click.Path(file_okay=False, path_type=Path))
@click.option("--check", is_flag=True, help="Write nothing; exit 3 if the files differ from the models.")
@click.option("--json", "as_json", is_flag=True, help="Print the files written (or, with --check, the drifted kinds) as JSON.")
@handle_errors
def schema_export(out_dir: Path, check: bool, as_json: bool) -> None:
    """Write schemas/<kind>.schema.json for every artifact kind."""
    if check:
        bad = _schemas_mod().drift(out_dir)
        if as_json:
            emit_json({"out": str(out_dir), "drifted": list(bad), "ok": not bad})
            raise SystemExit(EXIT_INVALID if bad else 0)
        for kind in bad:
            click.echo(f"{esc(out_dir)}: schema {kind} drifted from the models", err=True)
        raise SystemExit(EXIT_INVALID if bad else 0)
    written = _schemas_mod().export(out_dir)
    if as_json:
        emit_json({"out": str(out_dir), "written": [str(p) for p in written]})
        return
    for p in written:
        click.echo(esc(p))
