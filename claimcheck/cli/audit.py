"""`fak audit BUNDLE_OR_CATALOG` (auditor re-verification) and `fak audit termination ROWS`."""

from __future__ import annotations

import click

from claimcheck.cli._lazy import LazyGroup

AUDITS = {
    "termination": "claimcheck.cli.capacity:audit_termination_cmd",
    "paths": "claimcheck.cli.trust:audit_paths_cmd",
}


@click.group("audit", cls=LazyGroup, lazy=AUDITS, default="paths",
             context_settings={"ignore_unknown_options": True})
def audit_group() -> None:
    """Auditor commands. `fak audit PATH...` re-verifies bundles/catalogs and re-grades claims;
    `fak audit termination ROWS.jsonl` runs the content-blind termination audit."""
