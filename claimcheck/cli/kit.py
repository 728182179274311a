"""The public CLI kit for commands outside ``claimcheck/`` (runners, plugins): the one error
handler that turns claimcheck's errors into README's exit codes and one-line messages, and
the output helpers every command uses (``--json`` on stdout, aligned tables)."""

from __future__ import annotations

from claimcheck.cli._exit import fail, handle_errors
from claimcheck.cli._render import emit_json, esc, table

__all__ = ["emit_json", "esc", "fail", "handle_errors", "table"]
