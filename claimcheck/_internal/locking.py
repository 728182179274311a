"""A non-blocking exclusive lock (fcntl.flock): a second writer is refused at once.

The lock file is opened by handle and never followed: ``O_NOFOLLOW`` (a symlink named
``CATALOG.json.lock`` is refused, never truncated through), no ``O_TRUNC`` (nothing is
written before the lock is held), and the opened file must be a regular file with one
link (a hard link to some other file is refused too, since writing the PID into it would
overwrite that file). The PID is written only once the lock is held.
"""

from __future__ import annotations

import errno
import fcntl
import os
import stat as stat_mod
from contextlib import contextmanager
from pathlib import Path

from claimcheck.errors import FileSystemError, IntegrityError, LockBusyError


@contextmanager
def exclusive_lock(lock_path: str | Path, *, what: str = "catalog"):
    lock_path = Path(lock_path)
    flags = os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(lock_path, flags, 0o644)
    except OSError as exc:
        if exc.errno == errno.ELOOP and os.path.islink(lock_path):
            raise IntegrityError(f"{what} lock file is a symlink; refusing to write through it",
                                 path=lock_path, rule="symlink") from None
        raise FileSystemError.from_os_error(exc, lock_path, prefer_path=True) from None
    try:
        st = os.fstat(fd)
        if not stat_mod.S_ISREG(st.st_mode):
            raise IntegrityError(f"{what} lock file is not a regular file", path=lock_path, rule="not-a-file")
        if st.st_nlink != 1:
            raise IntegrityError(f"{what} lock file has {st.st_nlink} hard links; refusing to write into it",
                                 path=lock_path, rule="hard-link")
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise LockBusyError(f"another writer holds the {what} lock; refusing to wait", path=lock_path) from None
        # the lock is held: only now is the file written (its PID, for whoever wonders who holds it)
        try:
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        except OSError:
            pass  # the PID is a courtesy; the flock is the lock
        yield lock_path
    finally:
        os.close(fd)  # closing the descriptor releases the flock
