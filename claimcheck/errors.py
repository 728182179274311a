"""One exception hierarchy for claimcheck.

Every error names the file it concerns (``path``) and the rule it broke (``rule``),
so that the CLI can print one clear line and map the class to an exit code in one
place (see ``claimcheck.cli._exit``).
"""

from __future__ import annotations

from pathlib import Path


class ClaimcheckError(Exception):
    """Base class. ``str(err)`` is the one-line message shown to users."""

    rule: str = "error"

    def __init__(self, message: str, *, path: str | Path | None = None, rule: str | None = None):
        self.message = message
        self.path = str(path) if path is not None else None
        if rule is not None:
            self.rule = rule
        super().__init__(self.line())

    def line(self) -> str:
        where = f"{self.path}: " if self.path else ""
        return f"{where}{self.message} [{self.rule}]"


class UsageError(ClaimcheckError):
    """Bad arguments or bad input values given by the caller (exit 2)."""

    rule = "usage"


class InputError(ClaimcheckError):
    """A file the caller gave us cannot be parsed or is refused (exit 2 or 3 by context)."""

    rule = "input"


class IntegrityError(ClaimcheckError):
    """A bundle or catalog fails integrity: missing, changed, extra, symlink, escape."""

    rule = "integrity"


class SchemaError(IntegrityError):
    """A document does not match its JSON Schema."""

    rule = "schema"


class CatalogError(IntegrityError):
    """A catalog rule is broken (illegal transition, unregistered bundle, ...)."""

    rule = "catalog"


class LockBusyError(ClaimcheckError):
    """Another writer holds the lock; refused at once."""

    rule = "lock-busy"


class PreflightFailed(ClaimcheckError):
    """A runner preflight refused to start generation."""

    rule = "preflight"


class BackendUnavailable(ClaimcheckError):
    """An optional backend (llama-cpp-python, vLLM) is not installed."""

    rule = "backend-unavailable"
