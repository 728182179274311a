"""Witness bundles: a directory of files sealed by ``receipt.json``, written last.

Every file is written atomically (temp file in the same directory, fsync, rename,
fsync the directory). ``seal`` hashes every file and then writes the receipt, an
in-toto Statement v1 that binds each file by relative path, size and SHA-256.

States of a bundle directory (see ``inspect_state``):

* ``complete``       - a receipt is present (integrity is checked by ``claimcheck.verify``);
* ``preflight_only`` - only ``preflight.json``: a legal, preserved state, never a result;
* ``incomplete``     - anything else without a receipt (e.g. a writer killed mid-way);
* ``missing``        - no such directory.
"""

from __future__ import annotations

import functools
import gc
import json
import json.encoder
import os
import secrets
import stat as stat_mod
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from claimcheck import limits
from claimcheck._internal.atomic import atomic_write_bytes, canonical_json
from claimcheck.digests import hash_many
from claimcheck.environment import capture_environment, claimcheck_identity, utc_now
from claimcheck.errors import IntegrityError, UsageError
from claimcheck.models import (
    PREFLIGHT_NAME,
    RECEIPT_NAME,
    RECEIPT_PREDICATE_TYPE,
    SIGNATURE_NAME,
    STATEMENT_TYPE,
    Environment,
    Receipt,
    ReceiptPredicate,
    RunnerIdentity,
    check_relpath,
)

UNBOUND = frozenset({RECEIPT_NAME, SIGNATURE_NAME})


def gc_paused(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Run ``fn`` with the cyclic garbage collector paused (``seal``, ``verify_bundle``): a large
    receipt is hundreds of thousands of small acyclic objects, which it would only rescan, again
    and again, as they are made (a quarter of ``verify``'s time at 10^5 files). Reference
    counting still frees them."""
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        was = gc.isenabled()
        gc.disable()
        try:
            return fn(*args, **kwargs)
        finally:
            if was:
                gc.enable()

    return wrapper


def walk_files(root: str | Path) -> tuple[list[str], list[IntegrityError]]:
    """Relative POSIX paths of every regular file under ``root``, never following links.

    Symlinks (to files, directories or nowhere) and special files are returned as
    problems, not followed.
    """
    root = Path(root)
    files: list[str] = []
    problems: list[IntegrityError] = []
    stack = [(root, "")]
    while stack:
        directory, prefix = stack.pop()
        try:
            entries = sorted(os.scandir(directory), key=lambda e: e.name)
        except OSError as exc:
            problems.append(IntegrityError(f"cannot list directory: {exc.strerror}", path=directory, rule="unreadable"))
            continue
        for entry in entries:
            rel = f"{prefix}{entry.name}"
            if entry.is_symlink():
                problems.append(IntegrityError("symlink inside a bundle", path=Path(directory) / entry.name, rule="symlink"))
            elif entry.is_dir(follow_symlinks=False):
                stack.append((Path(entry.path), rel + "/"))
            elif entry.is_file(follow_symlinks=False):
                try:
                    check_relpath(rel)
                except ValueError as exc:
                    problems.append(IntegrityError(str(exc), path=entry.path, rule="bad-path"))
                    continue
                files.append(rel)
            else:
                problems.append(IntegrityError("not a regular file", path=entry.path, rule="not-a-file"))
    return sorted(files), problems


def inspect_state(directory: str | Path) -> str:
    d = Path(directory)
    try:
        st = os.lstat(d)
    except FileNotFoundError:
        return "missing"
    if stat_mod.S_ISLNK(st.st_mode) or not stat_mod.S_ISDIR(st.st_mode):
        return "incomplete"
    names = set(os.listdir(d))
    if RECEIPT_NAME in names:
        return "complete"
    if names == {PREFLIGHT_NAME}:
        return "preflight_only"
    return "incomplete"


class BundleWriter:
    """Writes a bundle's files atomically, then seals it with the receipt, last.

    >>> w = BundleWriter(path, role="arm")           # doctest: +SKIP
    >>> w.write_preflight({...}); w.write_jsonl("rows.jsonl", rows); w.seal()
    """

    def __init__(
        self,
        directory: str | Path,
        *,
        role: str,
        runner: RunnerIdentity | None = None,
        environment: Environment | None = None,
        exist_ok: bool = False,
    ):
        self.dir = Path(directory)
        self.role = role
        self.runner = runner
        self.environment = environment
        if self.dir.is_symlink():  # checked before anything is written: seal and verify refuse it
            raise UsageError("bundle directory is a symlink; a bundle is a real directory (name the target)",
                             path=self.dir, rule="symlink")
        if self.dir.exists() and not exist_ok and any(self.dir.iterdir()):
            raise UsageError("bundle directory exists and is not empty; use a fresh directory", path=self.dir, rule="fresh-dir")
        self.dir.mkdir(parents=True, exist_ok=True)
        self.sealed = False

    def _target(self, name: str) -> Path:
        check_relpath(name)
        if name in UNBOUND:
            raise UsageError(f"{name} is written by seal/sign only", path=self.dir / name, rule="reserved-name")
        if self.sealed:
            raise UsageError("bundle is already sealed", path=self.dir, rule="sealed")
        target = self.dir / name
        target.parent.mkdir(parents=True, exist_ok=True)
        return target

    def write_bytes(self, name: str, data: bytes) -> Path:
        target = self._target(name)
        atomic_write_bytes(target, data)
        return target

    def write_json(self, name: str, obj: Any) -> Path:
        return self.write_bytes(name, canonical_json(obj))

    def write_jsonl(self, name: str, rows: Iterable[Any]) -> Path:
        lines = [json.dumps(r, sort_keys=True, ensure_ascii=False, allow_nan=False) for r in rows]
        return self.write_bytes(name, ("\n".join(lines) + ("\n" if lines else "")).encode())

    def write_preflight(self, obj: Any) -> Path:
        return self.write_json(PREFLIGHT_NAME, obj)

    def seal(self) -> Receipt:
        receipt = seal(self.dir, role=self.role, runner=self.runner, environment=self.environment)
        self.sealed = True
        return receipt


def receipt_bytes(receipt: Receipt) -> bytes:
    return canonical_json(receipt.model_dump(mode="json", by_alias=True, exclude_none=True))


# --- sealing many files --------------------------------------------------------------------

def _syncfs(fd: int) -> bool:
    """``syncfs(2)`` on the file system holding ``fd`` (Linux): True if it ran and succeeded.
    Since Linux 5.8 it reports write-back errors of the file system, as fsync does per file."""
    global _libc_syncfs
    if _libc_syncfs is None:
        try:
            import ctypes
            import ctypes.util

            libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
            fn = libc.syncfs
            fn.argtypes = [ctypes.c_int]
            fn.restype = ctypes.c_int
            _libc_syncfs = fn
        except (OSError, AttributeError):
            _libc_syncfs = False
    if not _libc_syncfs:
        return False
    if _libc_syncfs(fd) != 0:
        import ctypes

        err = ctypes.get_errno()
        raise OSError(err, os.strerror(err))
    return True


_libc_syncfs: Any = None


def _fsync_path(path: str, flags: int = os.O_RDONLY) -> None:
    fd = os.open(path, flags)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def durable(directory: str | Path, names: list[str]) -> str:
    """Make the bytes of ``names`` (relative to ``directory``) and the directory entries that name
    them durable, the way git's ``core.fsyncMethod=batch`` does: everything is already written, so
    one barrier for all of them instead of an fsync per file, one after another. On Linux that is
    one ``syncfs`` of the file system that holds the bundle (it writes back every dirty page and
    inode of that file system and flushes the device's cache: a superset of fsyncing each file
    and directory); elsewhere, or if ``syncfs`` is unavailable, every file and directory is
    fsynced, many at a time in a thread pool (fsync waits for the device and releases the GIL).
    Returns how: ``"syncfs"`` or ``"fsync"``. Raises ``OSError`` if the data could not be made
    durable (then no receipt may be written)."""
    d = str(directory)
    if sys.platform.startswith("linux"):
        fd = os.open(d, os.O_RDONLY | os.O_DIRECTORY)
        try:
            if _syncfs(fd):
                return "syncfs"
        finally:
            os.close(fd)
    from concurrent.futures import ThreadPoolExecutor

    paths = [f"{d}/{n}" for n in names]
    dirs = sorted({d, *(p.rsplit("/", 1)[0] for p in paths)})
    with ThreadPoolExecutor(max_workers=16) as pool:
        for _ in pool.map(_fsync_path, paths, chunksize=64):
            pass
        for _ in pool.map(lambda p: _fsync_path(p, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)), dirs):
            pass
    return "fsync"


def _build_and_render(
    d: Path,
    names: list[str],
    *,
    role: str,
    runner: RunnerIdentity | None,
    environment: Environment | None,
) -> tuple[Receipt, bytearray]:
    """The receipt binding ``names`` (regular files listed by ``walk_files``) and its canonical
    bytes, exactly ``receipt_bytes(receipt)``, without a pydantic round trip per file: the
    document without its two per-file lists is validated and rendered as usual, and the lists,
    whose entries are three plain values, are rendered by ``file_pieces``/``subject_pieces`` into it."""
    prefix = f"{d}/"
    entries: list[tuple[str, int, str]] = []
    for rel, result in zip(names, hash_many([prefix + n for n in names], listed=True)):
        if isinstance(result, IntegrityError):
            raise result
        entries.append((rel, result.size, result.sha256))
    shell = Receipt(
        type_=STATEMENT_TYPE,
        predicateType=RECEIPT_PREDICATE_TYPE,
        subject=[],
        predicate=ReceiptPredicate(
            bundle_format=1,
            role=role,
            files=[],
            runner=runner or claimcheck_identity(),
            environment=environment or capture_environment(),
            created_at=utc_now(),
        ),
    )
    doc = shell.model_dump(mode="json", by_alias=True, exclude_none=True)
    mark = secrets.token_hex(16)  # placeholders no value of the document can equal
    doc["subject"] = f"subject-{mark}"
    doc["predicate"]["files"] = f"files-{mark}"
    text = canonical_json(doc).decode()
    # sorted keys: "predicate" (holding "files") comes before "subject"
    head, sep1, rest = text.partition(f'"files-{mark}"')
    middle, sep2, tail = rest.partition(f'"subject-{mark}"')
    assert sep1 and sep2
    # rendered piece by piece into one buffer (no list of pieces, no second copy of the text)
    data = bytearray(head.encode())
    for piece in file_pieces(entries):
        data += piece.encode()
    data += middle.encode()
    for piece in subject_pieces((path, sha) for path, _, sha in entries):
        data += piece.encode()
    data += tail.encode()
    was = gc.isenabled()
    gc.disable()  # many small objects that form no cycles (see verify._validate_receipt)
    try:
        from claimcheck.receipt_build import new_digest, new_file_entry, new_subject

        files = [new_file_entry(path=p, size=n, sha256=h) for p, n, h in entries]
        subjects = [new_subject(name=p, digest=new_digest(sha256=h)) for p, n, h in entries]
    finally:
        if was:
            gc.enable()
    shell.__dict__["subject"] = subjects
    shell.predicate.__dict__["files"] = files
    return shell, data


def _pieces(entries: Iterable[str], close: str) -> Iterator[str]:
    first = True
    for e in entries:
        yield ("[\n" if first else ",\n") + e
        first = False
    yield "[]" if first else close


# what json.dumps(str, ensure_ascii=False) returns for a string (canonical_json's encoder), called
# directly: json.dumps with a keyword builds a new encoder per call
_jstr = json.encoder.encode_basestring


def subject_pieces(subjects: Iterable[tuple[str, str]]) -> Iterator[str]:
    """A receipt's ``subject`` list, ``(name, sha256)`` each, one entry at a time, exactly as
    ``canonical_json`` renders it (a reader compares them with the bytes it read)."""
    q = _jstr
    return _pieces((f'    {{\n      "digest": {{\n        "sha256": {q(sha)}\n      }},\n'
                    f'      "name": {q(name)}\n    }}' for name, sha in subjects), "\n  ]")


def file_pieces(files: Iterable[tuple[str, int, str]]) -> Iterator[str]:
    """A receipt's ``predicate.files``, ``(path, size, sha256)`` each, one entry at a time, exactly as
    ``canonical_json`` renders it."""
    q = _jstr
    return _pieces((f'      {{\n        "path": {q(path)},\n        "sha256": {q(sha)},\n'
                    f'        "size": {int(size)}\n      }}' for path, size, sha in files), "\n    ]")


@gc_paused
def seal(
    directory: str | Path,
    *,
    role: str,
    runner: RunnerIdentity | None = None,
    environment: Environment | None = None,
) -> Receipt:
    """Seal an existing bundle directory: fsync every file, then write the receipt last."""
    d = Path(directory)
    if not d.is_dir() or d.is_symlink():
        raise UsageError("not a directory", path=d, rule="not-a-bundle")
    if (d / RECEIPT_NAME).exists():
        raise UsageError("already sealed (receipt.json exists)", path=d / RECEIPT_NAME, rule="sealed")
    names, problems = walk_files(d)
    if problems:
        raise problems[0]
    # a bundle inside a bundle: catalogs refuse the nesting, and a receipt binding another
    # bundle's receipt makes neither bundle checkable on its own
    inner = sorted(n.rsplit("/", 1)[0] for n in names if "/" in n and n.rsplit("/", 1)[1] in UNBOUND)
    if inner:
        raise UsageError(f"holds the sealed bundle {inner[0]!r} (a bundle inside a bundle); seal each bundle on "
                         "its own directory; nothing written", path=d, rule="nested-bundle")
    bound = [n for n in names if n not in UNBOUND]
    if not bound:
        raise UsageError("nothing to seal: the bundle has no files", path=d, rule="empty-bundle")
    # a writer never writes what its reader refuses: verify reads receipts with these limits
    if len(bound) > limits.MAX_FILES_PER_BUNDLE:
        raise UsageError(f"{len(bound)} files: a receipt binds at most {limits.MAX_FILES_PER_BUNDLE} "
                         "(split the bundle); nothing written", path=d, rule="too-large")
    # make sure every file's bytes (and the directories naming them) are on disk before the
    # receipt claims them: one barrier for the whole bundle, not one fsync per file
    durable(d, names)
    receipt, data = _build_and_render(d, bound, role=role, runner=runner, environment=environment)
    if len(data) > limits.MAX_RECEIPT_BYTES:
        raise UsageError(f"the receipt would be {len(data)} bytes, over the {limits.MAX_RECEIPT_BYTES}-byte limit "
                         "that verify reads receipts with (shorter paths or fewer files); nothing written",
                         path=d / RECEIPT_NAME, rule="too-large")
    atomic_write_bytes(d / RECEIPT_NAME, data)
    return receipt
