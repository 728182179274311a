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
from pathlib import Path
from typing import NamedTuple

from claimcheck.errors import IntegrityError

CHUNK = 1024 * 1024  # 1 MiB buffer per worker


class FileDigest(NamedTuple):
    """A file's digest and the stat it was read under (a named tuple: one per file, cheap)."""

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


_OPEN_FLAGS = (os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
               | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0))
#: files up to this size are read with one ``read`` and hashed from those bytes (``listed=True``)
SMALL = 1024 * 1024


def sha256_file(path: str | Path, *, chunk: int = CHUNK, listed: bool = False) -> FileDigest:
    """Stream ``path`` through SHA-256. Refuses symlinks and non-regular files.

    ``listed=True``: the caller saw ``path`` as a regular file in a directory listing (``walk_files``,
    ``os.scandir``'s file type, no extra system call), so the ``lstat`` before opening is skipped: the
    open refuses a symlink (``O_NOFOLLOW``) and never blocks (``O_NONBLOCK``), and a file that is no
    longer regular once opened was replaced since the listing (``changed-while-hashing``). A small
    file is then read with one ``read`` (one open, two ``fstat``, one read: what hashing many small
    files costs is system calls, not hashing)."""
    if listed:
        return _sha256_listed(path, chunk)
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


def _sha256_listed(path: str | Path, chunk: int) -> FileDigest:
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except FileNotFoundError:
        raise IntegrityError("file is missing", path=path, rule="missing") from None
    except OSError as exc:
        if os.path.islink(path):  # ELOOP from O_NOFOLLOW
            raise IntegrityError("is a symlink; bundles hold regular files only", path=path, rule="symlink") from None
        raise IntegrityError(f"cannot open: {exc.strerror}", path=path, rule="unreadable") from None
    except ValueError as exc:  # a NUL byte in the path
        raise IntegrityError(f"bad path: {exc}", path=repr(str(path)), rule="bad-path") from None
    try:
        before = os.fstat(fd)
        if not stat_mod.S_ISREG(before.st_mode):
            if stat_mod.S_ISDIR(before.st_mode):
                raise IntegrityError("is not a regular file", path=path, rule="not-a-file")
            raise IntegrityError("is no longer a regular file (replaced since it was listed)", path=path,
                                 rule="changed-while-hashing")
        if before.st_size <= SMALL:
            want = before.st_size + 1  # one byte more: a file that grew is seen at once
            data = os.read(fd, want)
            if 0 < len(data) < before.st_size:  # a short read (rare for a regular file): read to the end
                parts = [data]
                total = len(data)
                while total < want:
                    part = os.read(fd, want - total)
                    if not part:
                        break
                    parts.append(part)
                    total += len(part)
                data = b"".join(parts)
            size = len(data)
            digest = hashlib.sha256(data).hexdigest()
        else:
            h = hashlib.sha256()
            size = 0
            buf = bytearray(chunk)
            view = memoryview(buf)
            while True:
                n = os.readv(fd, [buf])
                if not n:
                    break
                h.update(view[:n])
                size += n
            digest = h.hexdigest()
        after = os.fstat(fd)
    finally:
        os.close(fd)
    if (after.st_size, after.st_mtime_ns, after.st_ctime_ns) != (before.st_size, before.st_mtime_ns, before.st_ctime_ns) \
            or size != after.st_size:
        raise IntegrityError("file changed while it was being hashed", path=path, rule="changed-while-hashing")
    return FileDigest(str(path), size, digest, before.st_mtime_ns, before.st_ino, before.st_ctime_ns, before.st_dev)


def default_workers() -> int:
    return max(1, min(8, os.cpu_count() or 1))


INLINE_BELOW = 1024 * 1024  # smaller files are hashed in the calling thread (see hash_many)


def hash_many(
    paths: Iterable[str | Path],
    *,
    workers: int | None = None,
    on_done: Callable[[FileDigest], None] | None = None,
    inline_below: int = INLINE_BELOW,
    listed: bool = False,
    sizes: list[int] | None = None,
) -> Iterator[FileDigest | IntegrityError]:
    """Hash many files in parallel threads. Yields results in input order.

    Errors are yielded (not raised) so that a verifier can report every problem.
    Files of at least ``inline_below`` bytes go to a pool of ``workers`` threads (hashlib
    releases the GIL while it hashes, so large files use every core); smaller files are
    hashed in the calling thread meanwhile, because for them the per-file Python work holds
    the GIL and handing each one to a thread made 10,000 small files about 4x slower with
    two threads than with one. At most ``2 * workers`` large files are in flight, and each
    thread streams through one fixed buffer, so memory is bounded. ``listed=True``: every path
    came from a directory listing that saw a regular file (see ``sha256_file``). ``sizes``: the
    expected size of each path (a receipt's), used only to route it (inline or pool) instead of
    an ``lstat`` per file; the digest and size returned are always what was read.
    """
    workers = workers or default_workers()
    paths = list(paths)

    kw = {"listed": True} if listed else {}

    def one(p: str | Path) -> FileDigest | IntegrityError:
        try:
            d = sha256_file(p, **kw)
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
            if sizes is not None:
                size = sizes[i]
            else:
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
                r = one(p)
                if nxt == i:  # nothing pending before it: no reordering needed
                    nxt += 1
                    yield r
                    continue
                ready[i] = r
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
