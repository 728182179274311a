"""Streaming SHA-256 digests.

Files are never read whole: they are streamed through a fixed buffer with
``readinto`` (so memory stays at one buffer per worker whatever the file size).
Many files are hashed in parallel threads; ``hashlib`` releases the GIL while it
hashes, so two cores give close to two times one core on large files.

A file is stat-ed before and after hashing; a change of size, mtime, ctime or inode in
between raises ``IntegrityError`` (rule ``changed-while-hashing``) instead of
returning a digest of bytes that no longer exist.
"""

from __future__ import annotations

import hashlib
import os
import stat as stat_mod
from collections.abc import Callable, Iterable, Iterator
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from claimcheck.errors import IntegrityError

CHUNK = 1024 * 1024  # 1 MiB buffer per worker


@dataclass(frozen=True)
class FileDigest:
    path: str
    size: int
    sha256: str
    mtime_ns: int = 0
    inode: int = 0
    ctime_ns: int = 0
    dev: int = 0


def sha256_stream(chunks: Iterable[bytes]) -> tuple[int, str]:
    """Digest of an iterable of byte chunks. Returns ``(size, hexdigest)``."""
    h = hashlib.sha256()
    size = 0
    for chunk in chunks:
        h.update(chunk)
        size += len(chunk)
    return size, h.hexdigest()


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: str | Path, *, chunk: int = CHUNK) -> FileDigest:
    """Stream ``path`` through SHA-256. Refuses symlinks and non-regular files."""
    p = Path(path)
    try:
        before = os.lstat(p)
    except FileNotFoundError:
        raise IntegrityError("file is missing", path=p, rule="missing") from None
    if stat_mod.S_ISLNK(before.st_mode):
        raise IntegrityError("is a symlink; bundles hold regular files only", path=p, rule="symlink")
    if not stat_mod.S_ISREG(before.st_mode):
        raise IntegrityError("is not a regular file", path=p, rule="not-a-file")
    h = hashlib.sha256()
    size = 0
    buf = bytearray(chunk)
    view = memoryview(buf)
    # O_NONBLOCK: a file swapped for a FIFO after the lstat must not block the open (the
    # inode check below then refuses it); reads of a regular file ignore the flag
    try:
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise IntegrityError("file disappeared while opening", path=p, rule="changed-while-hashing") from None
    except OSError as exc:  # ELOOP: swapped for a symlink after the lstat; EACCES; ...
        raise IntegrityError(f"cannot open: {exc.strerror}", path=p, rule="unreadable") from None
    try:
        opened = os.fstat(fd)
        if (opened.st_ino, opened.st_dev) != (before.st_ino, before.st_dev):
            raise IntegrityError("file was replaced while opening", path=p, rule="changed-while-hashing")
        with os.fdopen(fd, "rb", buffering=0) as fh:
            fd = -1
            while True:
                n = fh.readinto(buf)
                if not n:
                    break
                h.update(view[:n])
                size += n
            after = os.fstat(fh.fileno())
    finally:
        if fd >= 0:
            os.close(fd)
    if (after.st_size, after.st_mtime_ns, after.st_ctime_ns) != (before.st_size, before.st_mtime_ns, before.st_ctime_ns) \
            or size != after.st_size:
        raise IntegrityError("file changed while it was being hashed", path=p, rule="changed-while-hashing")
    return FileDigest(str(path), size, h.hexdigest(), before.st_mtime_ns, before.st_ino,
                      before.st_ctime_ns, before.st_dev)


def default_workers() -> int:
    return max(1, min(8, os.cpu_count() or 1))


INLINE_BELOW = 1024 * 1024  # smaller files are hashed in the calling thread (see hash_many)


def hash_many(
    paths: Iterable[str | Path],
    *,
    workers: int | None = None,
    on_done: Callable[[FileDigest], None] | None = None,
    inline_below: int = INLINE_BELOW,
) -> Iterator[FileDigest | IntegrityError]:
    """Hash many files in parallel threads. Yields results in input order.

    Errors are yielded (not raised) so that a verifier can report every problem.
    Files of at least ``inline_below`` bytes go to a pool of ``workers`` threads (hashlib
    releases the GIL while it hashes, so large files use every core); smaller files are
    hashed in the calling thread meanwhile, because for them the per-file Python work holds
    the GIL and handing each one to a thread made 10,000 small files about 4x slower with
    two threads than with one. At most ``2 * workers`` large files are in flight, and each
    thread streams through one fixed buffer, so memory is bounded.
    """
    workers = workers or default_workers()
    paths = list(paths)

    def one(p: str | Path) -> FileDigest | IntegrityError:
        try:
            d = sha256_file(p)
        except IntegrityError as exc:
            return exc
        except OSError as exc:
            return IntegrityError(f"cannot read: {exc.strerror}", path=p, rule="unreadable")
        except ValueError as exc:  # e.g. a NUL byte in the path
            return IntegrityError(f"bad path: {exc}", path=repr(str(p)), rule="bad-path")
        if on_done is not None:
            on_done(d)
        return d

    if workers == 1 or len(paths) <= 1:
        for p in paths:
            yield one(p)
        return
    with ThreadPoolExecutor(max_workers=workers) as pool:
        window = 2 * workers
        ready: dict[int, FileDigest | IntegrityError] = {}
        inflight: deque[tuple[int, Future]] = deque()
        nxt = 0
        for i, p in enumerate(paths):
            try:
                size = os.lstat(p).st_size
            except (OSError, ValueError):
                size = 0  # sha256_file reports it
            if size >= inline_below:
                while len(inflight) >= window:
                    j, fut = inflight.popleft()
                    ready[j] = fut.result()
                inflight.append((i, pool.submit(one, p)))
            else:
                ready[i] = one(p)
            while inflight and inflight[0][1].done():
                j, fut = inflight.popleft()
                ready[j] = fut.result()
            while nxt in ready:
                yield ready.pop(nxt)
                nxt += 1
        while inflight:
            j, fut = inflight.popleft()
            ready[j] = fut.result()
            while nxt in ready:
                yield ready.pop(nxt)
                nxt += 1
