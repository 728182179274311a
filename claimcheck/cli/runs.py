"""`fak run ...`: runners that produce witness bundles by really running models."""

from __future__ import annotations

import click

from claimcheck.cli._lazy import LazyGroup

RUNNERS = {
    "compat-batch": "runners.compat_batch.cli:compat_batch_cmd",
    "prefix-ab": "runners.prefix_ab.cli:prefix_ab_cmd",
    "capacity-fit": "runners.capacity_fit.cli:capacity_fit_cmd",
}


@click.group("run", cls=LazyGroup, lazy=RUNNERS)
def run_group() -> None:
    """Run a model and write a sealed witness bundle."""
