"""Click parameter types shared by the commands."""

from __future__ import annotations

import click


class NonEmptyPath(click.Path):
    """A path argument that refuses '': ``Path("")`` is ``.``, so `fak verify ''` (or seal, sign,
    audit, catalog add, witness derive) would act on the working directory."""

    def convert(self, value, param, ctx):
        if isinstance(value, str) and not value.strip():
            self.fail("empty path (it would mean the working directory); name the directory", param, ctx)
        return super().convert(value, param, ctx)
