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

import json
import os
import stat as stat_mod
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from claimcheck import limits
from claimcheck._internal.atomic import atomic_write_bytes, canonical_json, fsync_dir
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
    FileEntry,
    Receipt,
    ReceiptPredicate,
    RunnerIdentity,
    Subject,
    check_relpath,
)

UNBOUND = frozenset({RECEIPT_NAME, SIGNATURE_NAME})


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


def build_receipt(
    directory: str | Path,
    *,
    role: str,
    runner: RunnerIdentity | None = None,
    environment: Environment | None = None,
) -> Receipt:
    d = Path(directory)
    names, problems = walk_files(d)
    if problems:
        raise problems[0]
    names = [n for n in names if n not in UNBOUND]
    entries: list[FileEntry] = []
    for result in hash_many([d / n for n in names]):
        if isinstance(result, IntegrityError):
            raise result
        rel = Path(result.path).relative_to(d).as_posix()
        entries.append(FileEntry(path=rel, size=result.size, sha256=result.sha256))
    return Receipt(
        type_=STATEMENT_TYPE,
        predicateType=RECEIPT_PREDICATE_TYPE,
        subject=[Subject(name=e.path, digest={"sha256": e.sha256}) for e in entries],
        predicate=ReceiptPredicate(
            bundle_format=1,
            role=role,
            files=entries,
            runner=runner or claimcheck_identity(),
            environment=environment or capture_environment(),
            created_at=utc_now(),
        ),
    )


def receipt_bytes(receipt: Receipt) -> bytes:
    return canonical_json(receipt.model_dump(mode="json", by_alias=True, exclude_none=True))


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
    # make sure every file's bytes are on disk before the receipt claims them
    for n in names:
        fd = os.open(d / n, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    for sub in {(d / n).parent for n in names}:
        fsync_dir(sub)
    receipt = build_receipt(d, role=role, runner=runner, environment=environment)
    data = receipt_bytes(receipt)
    if len(data) > limits.MAX_RECEIPT_BYTES:
        raise UsageError(f"the receipt would be {len(data)} bytes, over the {limits.MAX_RECEIPT_BYTES}-byte limit "
                         "that verify reads receipts with (shorter paths or fewer files); nothing written",
                         path=d / RECEIPT_NAME, rule="too-large")
    atomic_write_bytes(d / RECEIPT_NAME, data)
    return receipt
