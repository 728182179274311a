"""Atomic file writes: temp file in the same directory, fsync, rename, fsync the directory."""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any

#: the name of a writer's temporary file for ``name``: ``.<name>.<8 random characters>.tmp``
#: (``tempfile.mkstemp(prefix=".<name>.", suffix=".tmp")``); a file of this name that is
#: still there after the writer ended is the leftover of an interrupted write.
TEMP_NAME = re.compile(r"\.(?P<target>.+)\.[a-z0-9_]{8}\.tmp")


def temp_prefix(name: str) -> str:
    return f".{name}."


def leftover_of(name: str) -> str | None:
    """The file ``name`` (a base name) was a temporary file for, if it has that pattern."""
    m = TEMP_NAME.fullmatch(name)
    return m.group("target") if m else None


def remove_leftovers(directory: str | Path, name: str) -> list[Path]:
    """Remove the leftover temporary files of interrupted writes of ``directory/name``.
    Only for a writer that holds the lock for ``name`` (no other write can be in flight)."""
    removed = []
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return removed
    for entry in entries:
        if leftover_of(entry.name) == name and entry.is_file(follow_symlinks=False):
            try:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
            except OSError:
                pass
    return removed


def fsync_dir(directory: str | Path) -> None:
    fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write_bytes(path: str | Path, data: bytes, *, mode: int = 0o644) -> None:
    """Write ``data`` to ``path`` so that readers see either the old file or the whole new one."""
    path = Path(path)
    directory = path.parent
    fd, tmp = tempfile.mkstemp(prefix=temp_prefix(path.name), suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    fsync_dir(directory)


def canonical_json(obj: Any) -> bytes:
    """Deterministic JSON bytes (sorted keys, UTF-8, trailing newline, NaN refused)."""
    return (json.dumps(obj, sort_keys=True, indent=2, ensure_ascii=False, allow_nan=False) + "\n").encode()


def atomic_write_json(path: str | Path, obj: Any) -> None:
    atomic_write_bytes(path, canonical_json(obj))
