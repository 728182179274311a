"""One exception hierarchy for claimcheck.

Every error names the file it concerns (``path``) and the rule it broke (``rule``),
so that the CLI can print one clear line and map the class to an exit code in one
place (see ``claimcheck.cli._exit``).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
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


class FileSystemError(InputError):
    """The operating system refused a path (exit 2): a component that is not a directory, a name
    too long, a symlink loop, no permission, a read-only file system, a full disk.

    ``from_os_error`` is the one place an ``OSError`` becomes a claimcheck error; ``rule``
    names the class of failure (``not-a-directory``, ``disk-full``, ...).
    """

    rule = "os-error"

    RULES = {
        "ENOENT": "no-such-file", "ENOTDIR": "not-a-directory", "EISDIR": "is-a-directory",
        "ENAMETOOLONG": "name-too-long", "ELOOP": "symlink-loop", "EACCES": "permission-denied",
        "EPERM": "permission-denied", "EROFS": "read-only", "ENOSPC": "disk-full", "EDQUOT": "disk-full",
        "EFBIG": "file-too-large", "EEXIST": "exists", "EXDEV": "cross-device", "EMLINK": "too-many-links",
        "ENXIO": "no-device", "ENODEV": "no-device", "EBUSY": "busy", "ETXTBSY": "busy", "EIO": "io-error",
    }

    @classmethod
    def from_os_error(cls, exc: OSError, path: str | Path | None = None, *,
                      prefer_path: bool = False) -> "FileSystemError":
        """``exc`` as one line naming the file: the path the OS names, else ``path``
        (``prefer_path``: ``path`` whenever given, e.g. the target of a write through a temporary file)."""
        import errno as errno_mod

        name = errno_mod.errorcode.get(exc.errno or 0, "")
        named = exc.filename not in (None, "")
        where = path if (path is not None and (prefer_path or not named)) else exc.filename if named else None
        if isinstance(where, bytes):
            where = where.decode("utf-8", "backslashreplace")
        what = exc.strerror or str(exc) or type(exc).__name__
        if exc.filename2 not in (None, "") and not prefer_path:
            what = f"{what} (with {exc.filename2})"
        return cls(what[:1].lower() + what[1:], path=where, rule=cls.RULES.get(name, "os-error"))


@contextmanager
def os_errors(path: str | Path | None = None) -> Iterator[None]:
    """Inside this block an ``OSError`` becomes a ``FileSystemError`` naming ``path`` (the file being
    written or read, rather than a temporary file beside it; a full disk names no file at all)."""
    try:
        yield
    except OSError as exc:
        raise FileSystemError.from_os_error(exc, path, prefer_path=path is not None) from None


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
