"""A non-blocking exclusive lock (fcntl.flock): a second writer is refused at once."""

from __future__ import annotations

import fcntl
import os
from contextlib import contextmanager
from pathlib import Path

from claimcheck.errors import LockBusyError


@contextmanager
def exclusive_lock(lock_path: str | Path, *, what: str = "catalog"):
    lock_path = Path(lock_path)
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise LockBusyError(f"another writer holds the {what} lock; refusing to wait", path=lock_path) from None
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        yield lock_path
    finally:
        os.close(fd)  # closing the descriptor releases the flock
