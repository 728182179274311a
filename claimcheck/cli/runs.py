"""`fak run ...`: runners that produce witness bundles by really running models."""

from __future__ import annotations

import click

from claimcheck.cli._lazy import LazyGroup
from claimcheck.plugins import registered

RUNNERS = registered("RUN_COMMANDS")


@click.group("run", cls=LazyGroup, lazy=RUNNERS)
def run_group() -> None:
    """Run a model and write a sealed witness bundle."""
