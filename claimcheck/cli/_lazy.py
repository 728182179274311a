"""A click group whose subcommands are imported only when used (keeps `fak --help` fast
and keeps optional backends such as llama-cpp-python or vLLM out of unrelated commands)."""

from __future__ import annotations

import difflib
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

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except click.UsageError as exc:
            suggest_command(exc)
            raise

    def resolve_command(self, ctx, args):
        # `fak audit PATH` runs the default subcommand when PATH is not a subcommand name
        # (also when PATH comes after the default's options: `fak audit --json PATH`; the group
        # must then set ignore_unknown_options so that those options reach this point)
        if self.default_cmd and args and self.get_command(ctx, args[0]) is None and args[0] not in ctx.help_option_names \
                and (not args[0].startswith("-") or ctx.ignore_unknown_options):
            args = [self.default_cmd, *args]
        return super().resolve_command(ctx, args)


def suggest_command(exc: click.UsageError) -> None:
    """Add click's "Did you mean" (which it gives for options) to a mistyped subcommand of any
    group below: ``No such command 'verfy'. Did you mean 'verify'?`` (once, however deep)."""
    ctx = exc.ctx
    msg = exc.message
    if ctx is None or not isinstance(ctx.command, click.Group) or not msg.startswith("No such command") \
            or getattr(exc, "possibilities", None) or getattr(exc, "_suggested", False):
        return  # click (>= 8.2) suggests among eagerly registered commands itself; lazy ones are ours
    exc._suggested = True
    m = msg.split("'", 2)
    if len(m) < 3:
        return
    names = ctx.command.list_commands(ctx)
    close = difflib.get_close_matches(m[1], names, n=3, cutoff=0.6)
    if not close:
        prefixed = [n for n in names if n.startswith(m[1]) or m[1].startswith(n)]
        close = prefixed[:3]
    if close:
        exc.message = msg + " Did you mean " + " or ".join(repr(c) for c in close) + "?"
    else:
        exc.message = msg + " Commands: " + ", ".join(names) + "."
