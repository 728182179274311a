"""The one place where error classes become exit codes and one-line messages.

Exit codes (stable; scripts rely on them):
  0  success / net-true / intact
  1  internal error (a bug: please report it), or a plain "no" where a command documents it
  2  usage error or unreadable input (bad flags, bad numbers, missing optional backend), or a path
     the operating system refuses (not a directory, name too long, symlink loop, no permission,
     read-only file system, disk full): one line naming the file
  3  invalid: integrity or catalog rule failed (verify, catalog); strawman / not-yet (claim-check)
  4  false: the witness contradicts the statement (claim-check)
  5  invalid witness (claim-check)
  6  preflight refused to start a run
  75 lock busy: another writer holds the lock (EX_TEMPFAIL; retry later)
"""

from __future__ import annotations

import functools
import os
import sys
from typing import NoReturn

import click

from claimcheck.errors import (
    BackendUnavailable,
    ClaimcheckError,
    FileSystemError,
    InputError,
    IntegrityError,
    LockBusyError,
    PreflightFailed,
    UsageError,
)

EXIT_OK = 0
EXIT_INTERNAL = 1
EXIT_USAGE = 2
EXIT_INVALID = 3
EXIT_FALSE = 4
EXIT_CLAIM_INVALID = 5
EXIT_PREFLIGHT = 6
EXIT_LOCKED = 75


def code_for(err: BaseException) -> int:
    if isinstance(err, LockBusyError):
        return EXIT_LOCKED
    if isinstance(err, PreflightFailed):
        return EXIT_PREFLIGHT
    if isinstance(err, IntegrityError):
        return EXIT_INVALID
    if isinstance(err, (UsageError, InputError, BackendUnavailable)):
        return EXIT_USAGE
    return EXIT_INTERNAL


def fail(message: str, code: int) -> NoReturn:
    from claimcheck.cli._render import esc

    click.echo(f"fak: {esc(message)}", err=True)
    sys.exit(code)


def _subject(args: tuple, kwargs: dict) -> object:
    """The first path a command was given: named by an ``OSError`` that names no file (a full disk)."""
    from pathlib import PurePath

    for value in [*kwargs.values(), *args]:
        if isinstance(value, tuple) and len(value) == 1:
            value = value[0]
        if isinstance(value, PurePath):
            return value
    return None


def _is_validation_error(err: BaseException) -> bool:
    """A pydantic ``ValidationError``, without importing pydantic at start-up (a command that never
    imported it cannot have raised one)."""
    pydantic = sys.modules.get("pydantic")
    return pydantic is not None and isinstance(err, pydantic.ValidationError)


def handle_errors(fn):
    """Turn library errors into one stderr line and an exit code; never a traceback."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except ClaimcheckError as err:
            fail(err.line(), code_for(err))
        except (click.exceptions.Exit, click.ClickException, SystemExit, KeyboardInterrupt):
            raise
        except OSError as err:
            # a closed pipe is the reader's doing (`fak verify ... | head`), not the command's path's
            where = "<stdout>" if isinstance(err, BrokenPipeError) else _subject(args, kwargs)
            fs = FileSystemError.from_os_error(err, where)
            fail(fs.line(), code_for(fs))
        except Exception as err:  # noqa: BLE001
            if _is_validation_error(err):  # a value given by the caller that a model refuses
                from claimcheck.cli._render import validation_message

                fail(f"{validation_message(err, _subject(args, kwargs))} [invalid-value]", EXIT_USAGE)
            # pragma: no cover - a bug
            if os.environ.get("FAK_DEBUG"):
                raise
            fail(f"internal error: {type(err).__name__}: {err} (set FAK_DEBUG=1 for a traceback)", EXIT_INTERNAL)

    return wrapper
