"""The `fak` command line. It parses, calls the library, prints; nothing more.

Subcommands are registered by name -> "module:attribute" and imported lazily; the commands of
runners/ come from its registry (``claimcheck.plugins``).
"""

from __future__ import annotations

import click

from claimcheck import __version__
from claimcheck.plugins import registered
from claimcheck.cli._lazy import LazyGroup

COMMANDS = {
    "seal": "claimcheck.cli.bundles:seal_cmd",
    "verify": "claimcheck.cli.bundles:verify_cmd",
    "catalog": "claimcheck.cli.bundles:catalog_group",
    "schema": "claimcheck.cli.bundles:schema_group",
    "claim-check": "claimcheck.cli.claims:claim_check_cmd",
    "witness": "claimcheck.cli.claims:witness_group",
    "run": "claimcheck.cli.runs:run_group",
    "capacity": "claimcheck.cli.capacity:capacity_group",
    "audit": "claimcheck.cli.audit:audit_group",
    "keygen": "claimcheck.cli.trust:keygen_cmd",
    "sign": "claimcheck.cli.trust:sign_cmd",
    "report": "claimcheck.cli.report:report_cmd",
    **registered("COMMANDS"),
}


@click.group(cls=LazyGroup, lazy=COMMANDS, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="fak (claimcheck)")
def main() -> None:
    """claimcheck: grade scoped claims about LLM inference against sealed witness bundles.

    \b
    Exit codes: 0 ok/net-true, 1 internal error, 2 usage, 3 invalid (verify/catalog)
    or strawman/not-yet (claim-check), 4 false, 5 invalid witness (claim-check),
    6 preflight refused, 75 lock busy.
    """
