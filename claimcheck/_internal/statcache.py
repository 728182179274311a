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
  0600 file) leaves the file alone;
* the cache is bound to the catalog and the root it was written for, memos included: the real
  path of the catalog file and of the root, and the (device, inode) of both. A cache whose
  binding differs (a cache that arrived with a clone, a copy, a catalog written anew, a root
  re-created at the same path) trusts nothing: no file entry, no validation memo, no clean
  record. A cache that is not mode 0600 is not trusted either (claimcheck writes it 0600;
  git never checks a file out 0600, so a cache committed to a repository is never trusted);
* a *clean record* remembers that the whole catalog verified: the SHA-256 of the catalog's
  bytes and of a listing of every path under the root with its full ``lstat`` (size, mtime,
  inode, ctime, device, mode). If the catalog's bytes and that listing are unchanged, nothing
  that the verdict depends on changed (every rule of ``catalog verify`` is a function of the
  catalog's bytes, the tree's shape and the files' bytes), so ``--fast`` answers with one
  ``lstat`` per file and no parsing at all, as ``git status`` does. It is recorded only when
  no file of the listing is racily clean; anything else takes the per-file path.

What ``--fast`` cannot see: a change that keeps size, mtime, ctime and inode (for
example someone who also resets the system clock, or edits the block device). That is
the same trust git places in its index; ``fak audit`` always re-hashes.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat as stat_mod
import struct
from pathlib import Path
from typing import Any

import weakref
from typing import TYPE_CHECKING

from claimcheck import limits

if TYPE_CHECKING:
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


def _identity(path: str | Path) -> list[Any] | None:
    """[real path, device, inode] of ``path`` (None if it cannot be stat-ed)."""
    try:
        real = os.path.realpath(path)
        st = os.stat(real)
    except (OSError, ValueError):
        return None
    return [real, st.st_dev, st.st_ino]


_NUL = "\0"
_LISTED_FILE = struct.Struct("<QqQqQQ").pack  # size, mtime_ns, inode, ctime_ns, device, mode
_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


def listing_digest(root: str | Path, skip: frozenset[str], stat_time_ns: int | None) -> tuple[str, bool] | None:
    """SHA-256 over every path under ``root`` with its full ``lstat`` (directories by name only:
    their mtime moves with every temporary file). Returns ``(digest, racy)``; ``racy``: some
    file's ctime is within ``RACY_NS`` of ``stat_time_ns`` (None: not judged). None if anything
    is not a plain directory or regular file (symlinks, FIFOs, unreadable directories, names that
    are not UTF-8): the caller then takes the per-file path, which reports them. ``skip``:
    root-relative paths left out (the cache itself, the catalog, its lock) and the cache's
    temporary files (``_is_cache_temp``).

    What is hashed, per directory (depth first, names in sorted order): the directory's
    root-relative prefix, its number of entries, the entries' names (a sub-directory's with a
    trailing ``/``) separated by NUL, then one fixed-width record per regular file in that
    order (``_LISTED_FILE``). Names hold neither NUL nor ``/``, so the encoding is injective:
    equal digests, equal listings. Each file costs one ``fstatat`` relative to its open
    directory (no path walk from the root) and no text formatting: this is all the work of an
    unchanged ``--fast``."""
    h = hashlib.sha256()
    racy_after = None if stat_time_ns is None else stat_time_ns - RACY_NS
    newest_ctime = -1 << 63
    skip_in: dict[str, set[str]] = {}
    for rel in skip:
        parent, _, name = rel.rpartition("/")
        skip_in.setdefault(parent + "/" if parent else "", set()).add(name)
    isdir, isreg = stat_mod.S_ISDIR, stat_mod.S_ISREG
    stat, pack = os.stat, _LISTED_FILE
    try:
        root_fd = os.open(root, _DIR_FLAGS)
    except (OSError, ValueError):
        return None
    stack = [""]
    try:
        while stack:
            prefix = stack.pop()
            try:
                fd = os.open(prefix[:-1], _DIR_FLAGS, dir_fd=root_fd) if prefix else root_fd
            except OSError:
                return None
            try:
                names = os.listdir(fd)
                names.sort()
                here = skip_in.get(prefix)
                if here is not None:
                    names = [n for n in names if n not in here and not _is_cache_temp(prefix + n, skip)]
                kept, records, subdirs = [], [], []
                for name in names:
                    st = stat(name, dir_fd=fd, follow_symlinks=False)
                    mode = st.st_mode
                    if isreg(mode):
                        ctime = st.st_ctime_ns
                        records.append(pack(st.st_size, st.st_mtime_ns, st.st_ino, ctime, st.st_dev, mode))
                        if ctime > newest_ctime:
                            newest_ctime = ctime
                        kept.append(name)
                    elif isdir(mode):
                        kept.append(name + "/")
                        subdirs.append(name)
                    else:
                        return None
            except (OSError, struct.error):
                return None
            finally:
                if fd != root_fd:
                    os.close(fd)
            try:
                h.update(f"{prefix}\0{len(kept)}\0{_NUL.join(kept)}\0".encode("utf-8"))
            except UnicodeEncodeError:
                return None
            h.update(b"".join(records))
            stack.extend(prefix + d + "/" for d in reversed(subdirs))
    finally:
        os.close(root_fd)
    return h.hexdigest(), racy_after is not None and newest_ctime >= racy_after


def _is_cache_temp(rel: str, skip: frozenset[str]) -> bool:
    """A temporary file of an in-flight write of the cache (skipped, as ``catalog._scan`` does)."""
    from claimcheck._internal.atomic import leftover_of

    name = rel.rsplit("/", 1)[-1]
    target = leftover_of(name) if name.startswith(".") else None
    if target is None:
        return False
    parent = rel.rsplit("/", 1)[0] + "/" if "/" in rel else ""
    return parent + target in skip and target.endswith(".statcache")


def _loads(data: bytes) -> Any:
    """The cache's JSON (claimcheck wrote it; a compiled parser when there is one)."""
    try:
        import orjson
    except ImportError:  # pragma: no cover - orjson is a dependency
        return json.loads(data)
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        raise ValueError(str(exc)) from None


_ENTRIES_KEY = b',"entries":{'
_HEAD_CHUNK = 64 * 1024


class _LazyEntries:
    """The bytes of the cache's ``entries`` object, left in the file until they are needed: an
    unchanged catalog is answered from the clean record without them (at 10^5 files they are
    15 MB of JSON, and reading them was a tenth of an unchanged ``--fast``). They are read from
    the descriptor the header was read from, so they belong to the same file even if the cache
    was replaced since (writes are atomic renames, never in place)."""

    def __init__(self, fd: int, start: int, end: int):
        self.start, self.end = start, end
        self._fd = fd
        self._close = weakref.finalize(self, os.close, fd)

    def read(self) -> bytes:
        try:
            parts, pos = [], self.start
            while pos < self.end:
                part = os.pread(self._fd, min(1 << 24, self.end - pos), pos)
                if not part:
                    raise ValueError("cache file shrank while it was read")
                parts.append(part)
                pos += len(part)
            return b"".join(parts)
        finally:
            self._close()


def _pread_all(fd: int, size: int) -> bytes:
    parts, pos = [], 0
    while pos < size:
        part = os.pread(fd, min(1 << 24, size - pos), pos)
        if not part:
            break
        parts.append(part)
        pos += len(part)
    return b"".join(parts)


def _read_document(fd: int, size: int) -> tuple[dict, Any]:
    """The cache's document read from ``fd`` (a file of ``size`` bytes), with its ``entries`` left
    in the file (``_LazyEntries``) when they come last, as ``save`` writes them: only the header
    is read, in growing chunks until the key is found. The key cannot occur inside a string of
    the header (a quote in a JSON string is always escaped); the entries' bytes are checked not
    to hold it again when they are read. Any other layout is read and parsed whole. Returns the
    document and its entries (a dict, bytes, or ``_LazyEntries``)."""
    head = b""
    i = -1
    while len(head) < size:
        part = os.pread(fd, max(_HEAD_CHUNK, len(head)), len(head))
        if not part:
            break
        head += part
        i = head.find(_ENTRIES_KEY)
        if i >= 0:
            break
    if i > 0 and size >= 2 and os.pread(fd, 2, size - 2) == b"}}":
        doc = json.loads(head[:i] + b"}")
        if isinstance(doc, dict) and "entries" not in doc:
            doc["entries"] = _LazyEntries(os.dup(fd), i + len(_ENTRIES_KEY) - 1, size - 1)
            return doc, doc["entries"]
    data = head if len(head) >= size else _pread_all(fd, size)
    return _split_load(data)


def _split_load(data: bytes) -> tuple[dict, Any]:
    """``_read_document`` on bytes in memory: the entries are left unparsed (bytes) when they come
    last; any other layout is parsed whole."""
    i = data.find(_ENTRIES_KEY)
    if i > 0 and data.endswith(b"}}") and data.find(_ENTRIES_KEY, i + 1) < 0:
        doc = _loads(data[:i] + b"}")
        if isinstance(doc, dict) and "entries" not in doc:
            doc["entries"] = data[i + len(_ENTRIES_KEY) - 1:-1]
            return doc, doc["entries"]
    doc = _loads(data)
    if not isinstance(doc, dict):
        raise ValueError("wrong format")
    return doc, doc.get("entries")


class StatCache:
    def __init__(self, path: Path, root: str, entries: dict[str, tuple[Key, str]] | None = None):
        self.path = path
        self.root = root
        # what the cache is bound to: [real path, device, inode] of the catalog file and the root
        self.binding: dict[str, Any] = {}
        self.loaded_binding: dict[str, Any] | None = None
        # the clean record read (``clean``) and the one to write (``new_clean``), see module doc
        self.clean: dict[str, Any] | None = None
        self.new_clean: dict[str, Any] | None = None
        self._raw_entries: dict | bytes | _LazyEntries | None = None
        self._entries: dict[str, tuple[Key, str]] = entries or {}
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
        elif stat_mod.S_IMODE(st.st_mode) != 0o600:
            # claimcheck writes it 0600; git never checks a file out 0600 (a committed cache)
            reason = "not private (mode 0600)"
        if reason is None:
            try:
                fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
                             | getattr(os, "O_CLOEXEC", 0))
                try:
                    opened = os.fstat(fd)
                    if (opened.st_ino, opened.st_dev, opened.st_uid) != (st.st_ino, st.st_dev, os.getuid()) \
                            or not stat_mod.S_ISREG(opened.st_mode):
                        raise ValueError("replaced while opening")
                    if opened.st_size > limits.MAX_STATCACHE_BYTES:
                        raise ValueError("too large")
                    doc, raw_entries = _read_document(fd, opened.st_size)
                finally:
                    os.close(fd)
                cls._parse_header(doc, real_root)
                # parsed and checked on first use: the clean path needs none of them
                cache._raw_entries = raw_entries
                cache.schema_checked = cls._parse_checked(doc)
                cache.root = doc["root"]
                binding = doc.get("binding", {})
                clean = doc.get("clean")
                if not isinstance(binding, dict) or not (clean is None or isinstance(clean, dict)):
                    raise ValueError("binding")
                cache.loaded_binding = binding
                cache.clean = clean
                if stat_mod.S_IMODE(opened.st_mode) == 0o600:
                    cache.loaded_root = cache.root
            except (OSError, ValueError, TypeError, KeyError, RecursionError) as exc:
                reason = f"corrupt ({type(exc).__name__})"
        cache.ignored_reason = reason
        return cache

    @property
    def entries(self) -> dict[str, tuple[Key, str]]:
        """The file entries; those read from the file are checked on first use (a malformed one
        makes the whole cache untrusted: no entry, no memo, no clean record)."""
        if self._raw_entries is not None:
            raw, self._raw_entries = self._raw_entries, None
            try:
                if isinstance(raw, _LazyEntries):
                    raw = raw.read()
                    if _ENTRIES_KEY in raw:  # the key once, as ``save`` writes it
                        raise ValueError("entries")
                if isinstance(raw, bytes):
                    raw = _loads(raw)
                    if not isinstance(raw, dict):
                        raise ValueError("entries")
                self._entries = self._parse_entries(raw)
            except (ValueError, TypeError, RecursionError) as exc:
                self._entries = {}
                self.schema_checked = set()
                self.clean = None
                self.loaded_root = None
                self.ignored_reason = f"corrupt ({type(exc).__name__})"
        return self._entries

    @entries.setter
    def entries(self, value: dict[str, tuple[Key, str]]) -> None:
        self._raw_entries = None
        self._entries = value

    @staticmethod
    def _parse_header(doc: object, real_root: str | None) -> None:
        if not isinstance(doc, dict) or doc.get("format") != FORMAT or doc.get("kind") != KIND:
            raise ValueError("wrong format")
        if not isinstance(doc.get("root"), str) or (real_root is not None and doc.get("root") != real_root):
            raise ValueError("cache is for another root")
        if not isinstance(doc.get("entries"), (dict, bytes, _LazyEntries)):
            raise ValueError("entries")

    @staticmethod
    def _parse_entries(raw: dict) -> dict[str, tuple[Key, str]]:
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

    def bind_catalog(self, catalog_path: str | Path) -> None:
        """Use the cache for the catalog file ``catalog_path`` (before it is read): a cache written
        for another catalog file (another path, or the same path holding another file: a clone,
        a copy, a catalog written anew) keeps no validation memo and no clean record. (File
        entries stay until ``bind`` checks the root: each is bound to its file's own stat.)"""
        ident = _identity(catalog_path)
        self.binding["catalog"] = ident
        if ident is None or self.loaded_binding is None or self.loaded_binding.get("catalog") != ident:
            self.schema_checked = set()
            self.clean = None

    def bind(self, root: str | Path) -> None:
        """Use the cache for ``root``: a cache recorded for another root (real path, device and
        inode of the root directory) keeps nothing at all, memos included."""
        real_root = os.path.realpath(root)
        ident = _identity(real_root)
        self.binding["root"] = ident
        if self.root != real_root or ident is None or self.loaded_binding is None \
                or self.loaded_binding.get("root") != ident:
            self.entries = {}
            self.schema_checked = set()
            self.clean = None
            self.root = real_root

    # -- the clean record -------------------------------------------------------------

    def clean_hit(self, catalog_sha256: str, listing: str) -> dict[str, Any] | None:
        """The clean record if it was written for exactly these catalog bytes and this listing
        (after ``bind_catalog`` and ``bind``, which drop a record of another binding)."""
        c = self.clean
        if c is None or c.get("catalog_sha256") != catalog_sha256 or c.get("listing") != listing:
            return None
        if type(c.get("bundles")) is not int:
            return None
        return c

    def record_clean(self, catalog_sha256: str, state: dict[str, Any] | None, bundles: int) -> None:
        """Remember that the catalog with these bytes verified over the tree ``state`` (from
        ``clean_state``, taken before the verification began); nothing if the tree had a racily
        clean file or could not be listed."""
        if state is None or state["racy"]:
            self.new_clean = None
            return
        self.new_clean = {"catalog_sha256": catalog_sha256, "bundles": bundles,
                          **{k: state[k] for k in ("root", "excluded_rel", "excluded", "listing")}}

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
                and self.loaded_binding == self.binding and self.new_clean == self.clean
                and self.fresh == self.entries and self.checked == self.schema_checked)

    def save(self) -> bool:
        """Write the entries seen in this run (atomically). Best effort: False on failure."""
        if self.unchanged():
            return True
        doc = {
            "format": FORMAT,
            "kind": KIND,
            "root": self.root,
            "binding": self.binding,
            "clean": self.new_clean,
            "schema_checked": sorted(self.checked),
            # last: a reader parses everything before it and leaves the entries for later (_split_load)
            "entries": {rel: [*key, digest] for rel, (key, digest) in sorted(self.fresh.items())},
        }
        data = json.dumps(doc, separators=(",", ":")).encode()
        if len(data) > limits.MAX_STATCACHE_BYTES:
            return False  # the reader would ignore it: write nothing (the next run hashes again)
        from claimcheck._internal.atomic import atomic_write_bytes

        try:
            atomic_write_bytes(self.path, data, mode=0o600)
        except OSError:
            return False
        return True


# --- the clean record: ``--fast`` at stat speed ----------------------------------------------


def skip_set(catalog_path: str | Path, root: str | Path) -> frozenset[str]:
    """Root-relative paths that are not part of the tree a catalog judges: the catalog file, its
    lock and its stat cache, when they lie under the root (``catalog._scan`` skips the same)."""
    cp = Path(os.path.realpath(Path(catalog_path).parent)) / Path(catalog_path).name
    abs_root = Path(os.path.abspath(root))
    out = set()
    for extra in (cp, cp.with_name(cp.name + ".lock"), cache_path(cp)):
        try:
            out.add(extra.relative_to(abs_root).as_posix())
        except ValueError:
            pass
    return frozenset(out)


def _catalog_digest(catalog_path: Path) -> str | None:
    """SHA-256 of the catalog file's bytes (None: a symlink, not a regular file, too large)."""
    try:
        fd = os.open(catalog_path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except (OSError, ValueError):
        return None
    with os.fdopen(fd, "rb") as fh:
        st = os.fstat(fh.fileno())
        if not stat_mod.S_ISREG(st.st_mode) or st.st_size > limits.MAX_CATALOG_BYTES:
            return None
        return hashlib.file_digest(fh, "sha256").hexdigest()


def clean_state(catalog_path: str | Path, root: str | Path, excluded: list[str],
                stat_time_ns: int | None) -> dict[str, Any] | None:
    """What a clean record binds for this catalog: its root (as ``catalog.root_of`` computes it),
    the real paths of its excluded roots, and the listing of the tree. None if the tree cannot
    be listed (or a file is racily clean: then nothing may be recorded)."""
    root_s = str(root)
    if os.path.realpath(root_s) != os.path.abspath(root_s):
        return None  # reached through a symlink: the per-file path reports it
    listing = listing_digest(root_s, skip_set(catalog_path, root_s), stat_time_ns)
    if listing is None:
        return None
    base = Path(catalog_path).parent
    return {"root": os.path.abspath(root_s), "excluded_rel": list(excluded),
            "excluded": [os.path.realpath(base / e) for e in excluded], "listing": listing[0], "racy": listing[1]}


def fast_clean(catalog_path: str | Path) -> tuple[StatCache, int | None]:
    """``catalog verify --fast`` at stat speed: the stat cache of ``catalog_path`` (bound to that
    catalog file) and, if its clean record holds for the catalog's current bytes and the tree's
    current listing, the number of bundles the catalog lists (the verdict is then "ok": the
    earlier run verified exactly this catalog over exactly this tree); else None."""
    cp = Path(catalog_path)
    cache = StatCache.load(cache_path(cp), None)
    cache.bind_catalog(cp)
    c = cache.clean
    if c is None or not isinstance(c.get("root"), str) or not isinstance(c.get("excluded"), list):
        return cache, None
    sha = _catalog_digest(cp)
    # the record came with the memo of the catalog it verified: a cache whose memos were
    # changed or lost is not consistent with it (the per-file path validates everything again)
    if sha is None or c.get("catalog_sha256") != sha or sha not in cache.schema_checked:
        return cache, None
    root = c["root"]
    cache.bind(root)
    if cache.clean is None:  # another root (or the root re-created): bind dropped the record
        return cache, None
    excluded = c.get("excluded_rel")
    if not isinstance(excluded, list) or not all(isinstance(e, str) for e in excluded):
        return cache, None
    now = clean_state(cp, root, excluded, None)  # (racy is not judged on a read)
    if now is None or now["excluded"] != c["excluded"]:
        return cache, None
    hit = cache.clean_hit(sha, now["listing"])
    if hit is None:
        return cache, None
    return cache, hit["bundles"]
