"""A local stat cache for ``fak catalog verify --fast`` (as git's index and DVC do).

For each file it remembers ``(size, mtime_ns, inode, ctime_ns, device) -> sha256``.
``--fast`` trusts the remembered digest when a file's stat is unchanged and hashes
everything else. Full re-hashing stays the default; auditors never use ``--fast``.

Safety rules:

* the cache lives beside the catalog as ``.<catalog name>.statcache`` (gitignored),
  is written atomically and only ever read by the user who owns it;
* a cache that is unreadable, corrupt, of another format, for another root, a symlink
  or owned by someone else is ignored (never trusted, never an error);
* "racily clean" entries are never stored: a file whose ctime is within ``RACY_NS`` of
  the moment it was stat-ed could still change without changing its stat (coarse
  filesystem clocks), so it is hashed again next time (judged on ctime alone: mtime can
  be set back with ``touch -d``, ctime cannot);
* ctime cannot be set by a user process, so rewriting a file and restoring its
  mtime (``touch -d``) still invalidates the entry;
* it also remembers the SHA-256 of documents (receipts, the catalog) whose exact bytes
  passed every check (JSON Schema, the models, the binding rules), so that ``--fast``
  rebuilds an unchanged document's models from its bytes without JSON Schema or pydantic
  (memoized validation: other bytes, or an absent or corrupt entry, take the full path);
* a run that would write back exactly what it read (same root, entries and documents, a
  0600 file) leaves the file alone.

What ``--fast`` cannot see: a change that keeps size, mtime, ctime and inode (for
example someone who also resets the system clock, or edits the block device). That is
the same trust git places in its index; ``fak audit`` always re-hashes.
"""

from __future__ import annotations

import json
import os
import re
import stat as stat_mod
from pathlib import Path

from claimcheck._internal.atomic import atomic_write_bytes
from claimcheck import limits
from claimcheck._internal.jsonio import read_bounded
from claimcheck.digests import FileDigest

FORMAT = 1
KIND = "claimcheck-statcache"
RACY_NS = 2_000_000_000  # 2 s: covers coarse clocks and 2-second filesystem timestamps

Key = tuple[int, int, int, int, int]  # size, mtime_ns, inode, ctime_ns, dev


_HEX64 = re.compile(r"[0-9a-f]{64}")


def _is_hex64(s: str) -> bool:
    return _HEX64.fullmatch(s) is not None


def cache_path(catalog_path: str | Path) -> Path:
    p = Path(catalog_path)
    return p.with_name(f".{p.name}.statcache")


def stat_key(st: os.stat_result) -> Key:
    return (st.st_size, st.st_mtime_ns, st.st_ino, st.st_ctime_ns, st.st_dev)


def is_racy(key: Key, stat_time_ns: int) -> bool:
    """Judged on ctime alone. Any later change of the file (a write, ``touch -d``, a chmod) sets
    its ctime to "now", and no user process can set ctime back; so a later change is
    invisible only if the recorded ctime is already within a clock tick of "now", where the
    later ctime could round to the same value (1- or 2-second filesystem timestamps). mtime
    proves nothing: ``touch -d`` restores it at will, so an old mtime beside a recent ctime
    is exactly the case that must not be trusted."""
    return key[3] >= stat_time_ns - RACY_NS


class StatCache:
    def __init__(self, path: Path, root: str, entries: dict[str, tuple[Key, str]] | None = None):
        self.path = path
        self.root = root
        self.entries: dict[str, tuple[Key, str]] = entries or {}
        self.fresh: dict[str, tuple[Key, str]] = {}
        # SHA-256 of documents (receipts, the catalog) whose exact bytes passed every check
        # in an earlier run; read from the cache (``schema_checked``), written (``checked``)
        self.schema_checked: set[str] = set()
        self.checked: set[str] = set()
        self.hits = 0
        self.ignored_reason: str | None = None
        # the root the loaded file was written for, if it was read, trusted and is mode 0600
        # (``save`` skips rewriting a file that would get exactly the same content)
        self.loaded_root: str | None = None

    # -- reading ------------------------------------------------------------------

    @classmethod
    def load(cls, path: str | Path, root: str | Path | None) -> StatCache:
        """Load the cache for ``root`` (None: decide later with ``bind``); anything doubtful
        gives an empty cache."""
        path = Path(path)
        real_root = os.path.realpath(root) if root is not None else None
        cache = cls(path, real_root or "")
        try:
            st = os.lstat(path)
        except OSError:
            return cache
        reason = None
        if not stat_mod.S_ISREG(st.st_mode):
            reason = "not a regular file"
        elif st.st_uid != os.getuid():
            reason = "owned by another user"
        elif st.st_size > limits.MAX_STATCACHE_BYTES:
            reason = "too large"
        if reason is None:
            try:
                fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
                with os.fdopen(fd, "rb") as fh:
                    opened = os.fstat(fh.fileno())
                    if (opened.st_ino, opened.st_dev, opened.st_uid) != (st.st_ino, st.st_dev, os.getuid()):
                        raise ValueError("replaced while opening")
                    data = read_bounded(fh, limits.MAX_STATCACHE_BYTES)
                    if len(data) > limits.MAX_STATCACHE_BYTES:
                        raise ValueError("too large")
                    doc = json.loads(data)
                cache.entries = cls._parse(doc, real_root)
                cache.schema_checked = cls._parse_checked(doc)
                cache.root = doc["root"]
                if stat_mod.S_IMODE(opened.st_mode) == 0o600:
                    cache.loaded_root = cache.root
            except (OSError, ValueError, TypeError, KeyError, RecursionError) as exc:
                reason = f"corrupt ({type(exc).__name__})"
        cache.ignored_reason = reason
        return cache

    @staticmethod
    def _parse(doc: object, real_root: str) -> dict[str, tuple[Key, str]]:
        if not isinstance(doc, dict) or doc.get("format") != FORMAT or doc.get("kind") != KIND:
            raise ValueError("wrong format")
        if not isinstance(doc.get("root"), str) or (real_root is not None and doc.get("root") != real_root):
            raise ValueError("cache is for another root")
        raw = doc.get("entries")
        if not isinstance(raw, dict):
            raise ValueError("entries")
        out: dict[str, tuple[Key, str]] = {}
        for rel, val in raw.items():
            if not (isinstance(val, list) and len(val) == 6):
                raise ValueError("entry")
            *nums, digest = val
            if not all(type(n) is int and n >= 0 for n in nums):
                raise ValueError("entry numbers")
            if not (isinstance(digest, str) and _is_hex64(digest)):
                raise ValueError("entry digest")
            out[rel] = (tuple(nums), digest)  # type: ignore[assignment]
        return out

    def bind(self, root: str | Path) -> None:
        """Use the cache for ``root``: file entries recorded for another root are dropped
        (digests of checked documents depend on their bytes only and are kept)."""
        real_root = os.path.realpath(root)
        if self.root != real_root:
            self.entries = {}
            self.root = real_root

    @staticmethod
    def _parse_checked(doc: dict) -> set[str]:
        raw = doc.get("schema_checked", [])
        if not isinstance(raw, list) or not all(isinstance(d, str) and _is_hex64(d) for d in raw):
            raise ValueError("schema_checked")
        return set(raw)

    def lookup(self, rel: str, st: os.stat_result) -> str | None:
        """The cached digest if ``st`` matches exactly, else None."""
        if not stat_mod.S_ISREG(st.st_mode):
            return None
        hit = self.entries.get(rel)
        key = stat_key(st)
        if hit is None or hit[0] != key:
            return None
        self.hits += 1
        self.fresh[rel] = hit
        return hit[1]

    # -- writing ------------------------------------------------------------------

    def record(self, rel: str, digest: FileDigest, stat_time_ns: int) -> None:
        key: Key = (digest.size, digest.mtime_ns, digest.inode, digest.ctime_ns, digest.dev)
        if digest.dev == 0 and digest.inode == 0:
            return
        if is_racy(key, stat_time_ns):
            return
        self.fresh[rel] = (key, digest.sha256)

    def unchanged(self) -> bool:
        """True if saving would write exactly what was loaded (same root, the same entries, the
        same checked documents), so the file need not be rewritten."""
        return (self.ignored_reason is None and self.loaded_root is not None and self.loaded_root == self.root
                and self.fresh == self.entries and self.checked == self.schema_checked)

    def save(self) -> bool:
        """Write the entries seen in this run (atomically). Best effort: False on failure."""
        if self.unchanged():
            return True
        doc = {
            "format": FORMAT,
            "kind": KIND,
            "root": self.root,
            "entries": {rel: [*key, digest] for rel, (key, digest) in sorted(self.fresh.items())},
            "schema_checked": sorted(self.checked),
        }
        data = json.dumps(doc, separators=(",", ":")).encode()
        if len(data) > limits.MAX_STATCACHE_BYTES:
            return False  # the reader would ignore it: write nothing (the next run hashes again)
        try:
            atomic_write_bytes(self.path, data, mode=0o600)
        except OSError:
            return False
        return True
