"""Every `fak` command keeps the README's promises: `--help`, a documented `--json`."""

from __future__ import annotations

import click
import pytest

from claimcheck.cli import main


def _leaves(group: click.Group, ctx: click.Context, prefix: tuple[str, ...] = ()):
    for name in group.list_commands(ctx):
        cmd = group.get_command(ctx, name)
        if isinstance(cmd, click.Group):
            yield from _leaves(cmd, click.Context(cmd, parent=ctx, info_name=name), prefix + (name,))
        else:
            yield prefix + (name,), cmd


LEAVES = list(_leaves(main, click.Context(main, info_name="fak")))


def test_the_tree_is_complete():
    names = {" ".join(p) for p, _ in LEAVES}
    for expected in ("verify", "seal", "keygen", "sign", "schema export", "claim-check", "catalog verify",
                     "run capacity-fit init", "run capacity-fit all", "witness import vllm-bench"):
        assert expected in names


@pytest.mark.parametrize("path,cmd", LEAVES, ids=[" ".join(p) for p, _ in LEAVES])
def test_every_command_has_a_documented_json_option(path, cmd):
    opts = {o for p in cmd.params if isinstance(p, click.Option) for o in p.opts}
    assert "--json" in opts, f"fak {' '.join(path)} has no --json"
    (opt,) = [p for p in cmd.params if isinstance(p, click.Option) and "--json" in p.opts]
    assert (opt.help or "").strip(), f"fak {' '.join(path)}: --json has no help text"
    assert (cmd.help or "").strip(), f"fak {' '.join(path)} has no help"


@pytest.mark.parametrize("args", [["verify", ""], ["seal", ""], ["sign", "--key", "k", ""], ["audit", ""],
                                  ["audit", "termination", ""], ["witness", "derive", ""], ["catalog", "verify", ""]])
def test_an_empty_path_is_a_usage_error_not_the_working_directory(args, tmp_path, monkeypatch):
    from click.testing import CliRunner

    monkeypatch.chdir(tmp_path)  # were '' taken as '.', this directory would be acted on
    r = CliRunner().invoke(main, args)
    assert r.exit_code == 2, r.output
    assert "empty path" in r.output and list(tmp_path.iterdir()) == []
