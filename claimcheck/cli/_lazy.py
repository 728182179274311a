"""A click group whose subcommands are imported only when used (keeps `fak --help` fast
and keeps optional backends such as llama-cpp-python or vLLM out of unrelated commands)."""

from __future__ import annotations

import importlib

import click


class LazyGroup(click.Group):
    def __init__(self, *args, lazy: dict[str, str] | None = None, default: str | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.lazy = dict(lazy or {})
        self.default_cmd = default

    def list_commands(self, ctx):
        names = set(super().list_commands(ctx)) | set(self.lazy)
        return sorted(n for n in names if self.get_command(ctx, n) is not None)

    def get_command(self, ctx, name):
        cmd = super().get_command(ctx, name)
        if cmd is not None or name not in self.lazy:
            return cmd
        module, _, attr = self.lazy[name].partition(":")
        try:
            mod = importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name and module.startswith(exc.name):
                return None  # command not shipped in this build
            from claimcheck.cli._exit import EXIT_USAGE, fail

            fail(f"`{name}` needs the Python package {exc.name!r}, which is not installed: "
                 f"./install.sh, or pip install '.[cpu]' [missing-dependency]", EXIT_USAGE)
        return getattr(mod, attr, None)

    def resolve_command(self, ctx, args):
        # `fak audit PATH` runs the default subcommand when PATH is not a subcommand name
        # (also when PATH comes after the default's options: `fak audit --json PATH`; the group
        # must then set ignore_unknown_options so that those options reach this point)
        if self.default_cmd and args and self.get_command(ctx, args[0]) is None and args[0] not in ctx.help_option_names \
                and (not args[0].startswith("-") or ctx.ignore_unknown_options):
            args = [self.default_cmd, *args]
        return super().resolve_command(ctx, args)
