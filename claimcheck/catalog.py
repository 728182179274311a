"""Tracked checksum catalogs of bundles, reconciled fail-closed.

Rules (each raises a ``Problem`` with its rule name; any problem means nothing is
rewritten and the command exits non-zero):

* ``illegal-transition`` - the only legal change of a listed bundle is
  ``preflight_only`` -> ``complete`` (with its preflight bytes unchanged);
* ``disappeared``        - a listed bundle directory is gone;
* ``unregistered``       - a bundle directory (receipt or preflight) appears unlisted;
* ``changed``            - a listed file changed bytes or size, or a file was added/removed;
* ``unknown-file``       - a file under the root belongs to no listed bundle;
* ``symlink``            - a symlink anywhere under the root;
* ``bad-path``           - a path escaping the root (absolute, ``..``);
* ``overlap``            - a bundle inside another bundle, or the root containing,
  inside or linking into an excluded (predecessor) root;
* ``schema`` / ``json``  - a catalog file that is not understood.

Writers (init, add, reconcile) take a non-blocking exclusive lock on
``CATALOG.lock``; catalog writes are atomic.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from claimcheck import limits
from claimcheck._internal.atomic import atomic_write_bytes, canonical_json, leftover_of, remove_leftovers
from claimcheck._internal.jsonio import loads_strict, read_file_bytes
from claimcheck._internal.locking import exclusive_lock
from claimcheck._internal.statcache import StatCache, cache_path, clean_state, fast_clean
from claimcheck.bundle import inspect_state, walk_files
from claimcheck.digests import FileDigest, hash_many, sha256_file
from claimcheck.errors import CatalogError, ClaimcheckError, IntegrityError, UsageError
from claimcheck.models import (
    PREFLIGHT_NAME,
    RECEIPT_NAME,
    Catalog,
    CatalogEntry,
    CatalogReport,
    FileEntry,
    Problem,
    check_relpath,
)
from claimcheck.schemas import build_model, validate
from claimcheck.verify import (
    Hasher,
    ReceiptColumns,
    ReceiptMemo,
    checked_file_entries,
    read_receipt_bytes,
    verify_bundle,
)


def lock_path(catalog_path: str | Path) -> Path:
    p = Path(catalog_path)
    return p.with_name(p.name + ".lock")


def load_catalog(catalog_path: str | Path, *, schema_checked: frozenset[str] | set[str] = frozenset(),
                 digest_out: list[str] | None = None) -> Catalog:
    """Load and check a catalog. ``schema_checked``: SHA-256 digests of catalog bytes that
    passed every check here before (the ``--fast`` cache: rebuilt without JSON Schema or
    pydantic, then the rules below run again); ``digest_out`` receives the
    SHA-256 of the bytes read."""
    p = Path(catalog_path)
    if p.is_symlink():
        raise CatalogError("catalog file is a symlink", path=p, rule="symlink")
    data = _read_limited(p)  # a catalog is a regular file: a FIFO or device is refused
    return catalog_from_bytes(data, p, schema_checked=schema_checked, digest_out=digest_out)


def catalog_from_bytes(data: bytes, p: Path, *, schema_checked: frozenset[str] | set[str] = frozenset(),
                       digest_out: list[str] | None = None) -> Catalog:
    """``load_catalog`` on bytes already read (the pre-commit hook reads the staged catalog from
    git's index); ``p`` names the catalog in messages."""
    if len(data) > limits.MAX_CATALOG_BYTES:
        raise CatalogError(f"catalog is larger than {limits.MAX_CATALOG_BYTES} bytes", path=p, rule="too-large")
    sha = hashlib.sha256(data).hexdigest() if (schema_checked or digest_out is not None) else None
    cat = _validate_catalog(loads_strict(data, source=p), p, schema_checked=sha is not None and sha in schema_checked,
                            reparse=lambda: loads_strict(data, source=p))
    for where, value in [("root", cat.root), *(("excluded_roots", e) for e in cat.excluded_roots)]:
        # relative to the catalog's directory ('..' is allowed: `catalog init` writes a relpath)
        if not value or "\x00" in value or os.path.isabs(value) or "\\" in value:
            raise CatalogError(f"{where} {value!r} must be a non-empty relative path without NUL bytes",
                               path=p, rule="bad-path")
        if not _plain_relpath(value):
            # 'link/../root' would be checked as 'root' but opened through 'link'
            raise CatalogError(f"{where} {value!r} must be '.', or leading '..' components followed by plain "
                               "names (no '.', '..' or empty components after a name)", path=p, rule="bad-path")
    n_files = sum(len(b.files) for b in cat.bundles)
    if n_files > limits.MAX_CATALOG_FILES:
        raise CatalogError(f"catalog lists {n_files} files, more than the {limits.MAX_CATALOG_FILES} allowed",
                           path=p, rule="too-large")
    ids = [b.id for b in cat.bundles]
    if len(set(ids)) != len(ids):
        raise CatalogError("catalog lists a bundle id twice", path=p, rule="schema")
    paths = [b.path for b in cat.bundles]
    if len(set(paths)) != len(paths):
        raise CatalogError("catalog lists a bundle path twice", path=p, rule="schema")
    if digest_out is not None and sha is not None:
        digest_out.append(sha)
    return cat


def _validate_catalog(obj: Any, source: Path, *, schema_checked: bool = False,
                      reparse: Callable[[], Any] | None = None) -> Catalog:
    """One validation of a parsed catalog: its bundles' file lists (nearly all of a large catalog)
    are checked entry by entry by ``checked_file_entries``, which accepts exactly what the schema
    and the models accept for a ``FileEntry`` and builds the same models; the rest (the catalog
    with empty file lists) goes through the JSON Schema and pydantic (``validate``). Anything the
    entry check does not accept goes through the full validation, which names the problem.
    ``schema_checked``: these exact bytes (by SHA-256) passed every check in an earlier run (the
    ``--fast`` cache), so the JSON Schema check, a function of the bytes alone, is not run again;
    pydantic and the entry checks are. ``tests/trust/test_catalog_validation.py`` holds this equal
    to the schema plus the models, refusals included. ``reparse``: parses the bytes again; given,
    each parsed file entry is dropped as soon as its model exists (the two never both take memory
    for every file), and a refusal is validated the full way on a fresh parse."""
    check = build_model if schema_checked else validate
    bundles = obj.get("bundles") if type(obj) is dict else None
    if type(bundles) is list and all(type(b) is dict and type(b.get("files")) is list for b in bundles):
        lists = []
        for b in bundles:
            files = checked_file_entries(b["files"], {}, drop=reparse is not None)
            if files is None:
                if reparse is not None:
                    obj = reparse()
                break
            lists.append(files)
        else:
            cat = check("catalog", {**obj, "bundles": [{**b, "files": []} for b in bundles]}, source=source)
            assert isinstance(cat, Catalog)
            for entry, files in zip(cat.bundles, lists):
                entry.__dict__["files"] = files
            return cat
    cat = check("catalog", obj, source=source)
    assert isinstance(cat, Catalog)
    return cat


def _plain_relpath(value: str) -> bool:
    """'.', or any number of leading '..' followed by plain names: what ``os.path.relpath`` writes."""
    if value == ".":
        return True
    parts = value.split("/")
    while parts and parts[0] == "..":
        parts.pop(0)
    return all(part not in ("", ".", "..") for part in parts)


def _read_limited(p: Path) -> bytes:
    """The catalog's bytes, at most ``limits.MAX_CATALOG_BYTES`` (the limit ``save_catalog`` writes with)."""
    return read_file_bytes(p, max_bytes=limits.MAX_CATALOG_BYTES, regular_only=True)


def save_catalog(catalog_path: str | Path, cat: Catalog) -> None:
    """Write the catalog atomically, unless it would break a limit its readers apply (then nothing
    is written): a writer never writes what its reader refuses."""
    cat = cat.model_copy(update={"bundles": sorted(cat.bundles, key=lambda b: b.path)})
    n_files = sum(len(b.files) for b in cat.bundles)
    if n_files > limits.MAX_CATALOG_FILES:
        raise UsageError(f"the catalog would list {n_files} files, more than the {limits.MAX_CATALOG_FILES} "
                         "it may hold (start another catalog); nothing written", path=catalog_path, rule="too-large")
    data = canonical_json(cat.model_dump(mode="json", exclude_none=True))
    if len(data) > limits.MAX_CATALOG_BYTES:
        raise UsageError(f"the catalog would be {len(data)} bytes, over the {limits.MAX_CATALOG_BYTES}-byte limit "
                         "every command reads catalogs with (start another catalog); nothing written",
                         path=catalog_path, rule="too-large")
    atomic_write_bytes(catalog_path, data)


def catalog_dir(catalog_path: str | Path) -> Path:
    """The catalog's own directory, resolved once: a catalog reached through a symlinked directory
    (a symlinked home, macOS's /tmp) is the catalog in the real directory. Symlinks from there down
    (the root, bundles, files) are still refused. Kept as given when it involves no symlink."""
    parent = Path(catalog_path).parent
    real = os.path.realpath(parent)
    return parent if real == os.path.abspath(parent) else Path(real)


def root_of(catalog_path: str | Path, cat: Catalog) -> Path:
    """The root, from the catalog's resolved directory. ``cat.root`` is '.' or leading '..' then plain
    names (``load_catalog``), so normalizing it lexically opens exactly the directory that was checked."""
    return Path(os.path.normpath(catalog_dir(catalog_path) / cat.root))


def _remove_leftovers(cp: Path) -> None:
    """Under the catalog lock no other catalog write is in flight: a temporary file of an earlier
    write of this catalog is the leftover of an interrupted one (e.g. a killed writer)."""
    remove_leftovers(catalog_dir(cp), cp.name)


def _is_within(child: Path, parent: Path) -> bool:
    try:
        child.relative_to(parent)
        return True
    except ValueError:
        return False


def _root_problems(catalog_path: Path, cat: Catalog) -> list[Problem]:
    probs: list[Problem] = []
    root = root_of(catalog_path, cat)
    if not root.exists():
        return [Problem(path=str(root), rule="disappeared", message="catalog root does not exist")]
    # the root and every parent up to the catalog's (resolved) directory must not be a symlink
    base = Path(os.path.abspath(catalog_dir(catalog_path)))
    cur = Path(os.path.abspath(root))
    while True:
        if cur.is_symlink():
            probs.append(Problem(path=str(cur), rule="symlink", message="catalog root is reached through a symlink"))
            break
        if cur == cur.parent or cur == base:
            break
        cur = cur.parent
    real_root = root.resolve()
    for excl in cat.excluded_roots:
        ex = (Path(catalog_path).parent / excl).resolve()
        if real_root == ex or _is_within(real_root, ex) or _is_within(ex, real_root):
            probs.append(Problem(path=str(root), rule="overlap",
                                 message=f"root overlaps the excluded predecessor root {excl!r}"))
    return probs


@dataclass
class _Scan:
    problems: list[Problem] = field(default_factory=list)
    transitions: list[str] = field(default_factory=list)
    updated: list[CatalogEntry] = field(default_factory=list)
    hasher: Hasher | None = None
    receipts: ReceiptMemo = field(default_factory=ReceiptMemo)


def _entry_files(bundle_dir: Path, hasher: Hasher | None = None) -> list[FileEntry]:
    names, problems = walk_files(bundle_dir)
    if problems:
        raise problems[0]
    out = []
    if hasher is None:
        results: Any = (sha256_file(bundle_dir / n) for n in names)
    else:
        results = hasher([bundle_dir / n for n in names])
    for n, d in zip(names, results):
        if isinstance(d, IntegrityError):
            raise d
        out.append(FileEntry(path=n, size=d.size, sha256=d.sha256))
    return out


def _load_receipt_as_verified(bdir: Path, receipt_sha256: str | None, receipts: ReceiptMemo) -> ReceiptColumns:
    """The receipt whose bytes ``verify_bundle`` just hashed (refuse if they changed since), in
    columns (``ReceiptColumns.models()`` builds its models where a caller needs them)."""
    data = read_receipt_bytes(bdir)
    if hashlib.sha256(data).hexdigest() != receipt_sha256:
        raise IntegrityError("receipt changed during verification", path=bdir / RECEIPT_NAME,
                             rule="changed-while-hashing")
    return receipts.columns(bdir, data)


def _same_files(bound: ReceiptColumns, files: list[FileEntry]) -> bool:
    """``{f.path: f for f in receipt files} == {f.path: f for f in files}``, on the receipt's columns
    (no model per file): in one comparison per column when both list the files in one order (as
    ``add`` copies them), else through dictionaries."""
    if len(bound.paths) != len(files):
        return False
    if [f.path for f in files] == bound.paths:
        return [f.size for f in files] == bound.sizes and "".join(f.sha256 for f in files) == bound.sha256
    return {f.path: (f.size, f.sha256) for f in files} == {
        p: (n, bound.digest(i)) for i, (p, n) in enumerate(zip(bound.paths, bound.sizes))}


# --- hashing across bundles ----------------------------------------------------


def _prehash(root: Path, rels: list[str], *, workers: int | None, cache: StatCache | None,
             progress: Any = None) -> dict[str, FileDigest | IntegrityError]:
    """Digest every file of every listed bundle in ONE thread pool (bounded window of files
    in flight, one fixed buffer per worker), so that many small bundles keep all cores busy.
    With a stat cache (``--fast``), files whose stat is unchanged are not read."""
    memo: dict[str, FileDigest | IntegrityError] = {}
    todo: list[tuple[str, str]] = []
    sizes: list[int] = []
    total = 0
    prefix = "" if str(root) == "." else f"{root}/"
    for rel in rels:
        p = prefix + rel  # == str(root / rel): rel is a checked relative path
        try:
            st = os.lstat(p)
        except OSError:
            todo.append((rel, p))  # sha256_file reports it
            sizes.append(0)
            continue
        digest = cache.lookup(rel, st) if cache is not None else None
        if digest is not None:
            memo[p] = FileDigest(p, st.st_size, digest, st.st_mtime_ns, st.st_ino, st.st_ctime_ns, st.st_dev)
        else:
            todo.append((rel, p))
            sizes.append(st.st_size)
            total += st.st_size
    if progress is not None:
        progress.total = total
        progress.refresh()
    done = None if progress is None else (lambda d: progress.update(d.size))
    stat_time = time.time_ns()
    # every path came from walk_files as a regular file; its lstat size routes it (inline or pool)
    for (rel, p), result in zip(todo, hash_many([p for _, p in todo], workers=workers, on_done=done,
                                                listed=True, sizes=sizes)):
        memo[p] = result
        if cache is not None and isinstance(result, FileDigest):
            cache.record(rel, result, stat_time)
    return memo


#: a listed bundle of at least this many files is hashed as its verification reads it, a chunk at
#: a time (no digest per file kept for the whole run: 10^5 of them took 48 MB); the files of
#: smaller bundles are hashed beforehand in one shared pool (``_prehash``), so that many small
#: bundles keep every core busy
STREAM_FILES = 2048
_CHUNK = 4096


def _memo_hasher(memo: dict[str, FileDigest | IntegrityError], workers: int | None, *, root: Path | None = None,
                 cache: StatCache | None = None, progress: Any = None) -> Hasher:
    """Digests in the order asked: from ``memo`` (``_prehash``), else, a chunk of ``_CHUNK`` paths
    at a time, from the stat cache (``--fast``: a file whose stat is unchanged is not read) or
    hashed now (and recorded in the cache); nothing is kept past its chunk. The paths asked are
    files a directory listing saw as regular files (``verify_bundle`` and ``_entry_files`` ask
    for what ``walk_files`` listed), as ``_prehash``'s are."""
    prefix = "" if root is None or str(root) == "." else f"{root}/"
    done = None if progress is None else (lambda d: progress.update(d.size))

    def rel_of(p: str) -> str | None:
        return p[len(prefix):] if root is not None and p.startswith(prefix) else None

    def hasher(paths: list[Path]) -> Iterator[FileDigest | IntegrityError]:
        keys = [str(p) for p in paths]
        for a in range(0, len(keys), _CHUNK):
            chunk = keys[a:a + _CHUNK]
            got: dict[str, FileDigest | IntegrityError] = {}
            todo: list[str] = []
            sizes: list[int] = []
            for p in chunk:
                if p in memo or p in got:
                    continue
                try:  # one lstat: the cache's key, the progress total, and the route (inline or pool)
                    st = os.lstat(p)
                except (OSError, ValueError):
                    st = None  # sha256_file reports it
                rel = rel_of(p) if cache is not None else None
                digest = cache.lookup(rel, st) if cache is not None and rel is not None and st is not None else None
                if digest is not None:
                    got[p] = FileDigest(p, st.st_size, digest, st.st_mtime_ns, st.st_ino, st.st_ctime_ns, st.st_dev)
                    continue
                got[p] = None  # type: ignore[assignment]  # (asked twice in one chunk: hashed once)
                todo.append(p)
                sizes.append(st.st_size if st is not None else 0)
            if todo and progress is not None:
                progress.total = (progress.total or 0) + sum(sizes)
                progress.refresh()
            stat_time = time.time_ns()
            # the paths asked come from a listing (walk_files) that saw regular files, as _prehash's do
            for p, result in zip(todo, hash_many(todo, workers=workers, on_done=done, listed=True, sizes=sizes)
                                 if todo else ()):
                got[p] = result
                rel = rel_of(p) if cache is not None else None
                if cache is not None and rel is not None and isinstance(result, FileDigest):
                    cache.record(rel, result, stat_time)
            for p in chunk:
                yield memo[p] if p in memo else got[p]

    return hasher


def _check_entry(root: Path, entry: CatalogEntry, scan: _Scan, *, workers: int | None) -> None:
    bdir = root / entry.path
    state = inspect_state(bdir)
    where = str(bdir)
    if state == "missing":
        scan.problems.append(Problem(path=where, rule="disappeared", message=f"listed bundle {entry.id!r} disappeared"))
        return
    if bdir.is_symlink():
        scan.problems.append(Problem(path=where, rule="symlink", message="bundle directory is a symlink"))
        return
    if entry.state == "preflight_only":
        want = {f.path: f for f in entry.files}
        if state == "preflight_only":
            try:
                now = {f.path: f for f in _entry_files(bdir, scan.hasher)}
            except ClaimcheckError as exc:
                scan.problems.append(Problem(path=exc.path or where, rule=exc.rule, message=exc.message))
                return
            if now != want:
                scan.problems.append(Problem(path=str(bdir / PREFLIGHT_NAME), rule="changed",
                                             message="preflight bytes changed"))
            scan.updated.append(entry)
            return
        if state == "incomplete":
            scan.problems.append(Problem(path=where, rule="illegal-transition",
                                         message="preflight-only bundle gained files without a receipt (interrupted; cannot be resumed into a result)"))
            return
        report = verify_bundle(bdir, workers=workers, hasher=scan.hasher, receipts=scan.receipts)
        if not report.ok:
            scan.problems += report.problems
            return
        try:
            receipt = _load_receipt_as_verified(bdir, report.receipt_sha256, scan.receipts)
        except ClaimcheckError as exc:
            scan.problems.append(Problem(path=exc.path or where, rule=exc.rule, message=exc.message))
            return
        receipt = receipt.models()  # a transition (rare): the entry takes the receipt's models
        bound = {f.path: f for f in receipt.predicate.files}
        for path, f in want.items():
            if bound.get(path) != f:
                scan.problems.append(Problem(path=str(bdir / path), rule="illegal-transition",
                                             message="completed bundle does not keep its preflight bytes"))
                return
        scan.transitions.append(f"{entry.id}: preflight_only -> complete")
        scan.updated.append(entry.model_copy(update={
            "state": "complete", "files": list(receipt.predicate.files), "receipt_sha256": report.receipt_sha256}))
        return
    # listed complete
    if state != "complete":
        scan.problems.append(Problem(path=where, rule="illegal-transition",
                                     message=f"listed complete bundle is now {state}"))
        return
    report = verify_bundle(bdir, workers=workers, hasher=scan.hasher, receipts=scan.receipts)
    if not report.ok:
        scan.problems += report.problems
        return
    try:
        receipt = _load_receipt_as_verified(bdir, report.receipt_sha256, scan.receipts)
    except ClaimcheckError as exc:
        scan.problems.append(Problem(path=exc.path or where, rule=exc.rule, message=exc.message))
        return
    if report.receipt_sha256 != entry.receipt_sha256:
        scan.problems.append(Problem(path=str(bdir / RECEIPT_NAME), rule="changed",
                                     message="receipt bytes differ from the catalog"))
    if not _same_files(receipt, entry.files):
        scan.problems.append(Problem(path=where, rule="changed", message="bundle files differ from the catalog"))
    scan.updated.append(entry)


def bundle_of(rel: str, listed: set[str]) -> str | None:
    """The listed bundle path that ``rel`` (a root-relative file path) lies in, if any."""
    parts = rel.split("/")
    for i in range(1, len(parts)):
        prefix = "/".join(parts[:i])
        if prefix in listed:
            return prefix
    return None


def _scan(catalog_path: Path, cat: Catalog, *, workers: int | None = None,
          cache: StatCache | None = None, progress: Any = None) -> _Scan:
    scan = _Scan(receipts=ReceiptMemo(cache.schema_checked if cache is not None else ()))
    scan.problems += _root_problems(catalog_path, cat)
    if scan.problems:
        return scan
    root = root_of(catalog_path, cat)
    paths = sorted(b.path for b in cat.bundles)
    for a, b in zip(paths, paths[1:]):
        if b.startswith(a + "/"):
            scan.problems.append(Problem(path=str(root / b), rule="overlap", message=f"bundle lies inside bundle {a!r}"))
    # one walk of the root; the files of every listed bundle under STREAM_FILES are hashed in one shared pool
    files, walk_problems = walk_files(root)
    listed_set = set(paths)
    streamed = {b.path for b in cat.bundles if len(b.files) >= STREAM_FILES}
    unowned: list[str] = []  # files of no listed bundle (the rule below)
    prehashed: list[str] = []
    for f in files:
        owner = bundle_of(f, listed_set)
        if owner is None:
            unowned.append(f)
        elif owner not in streamed:
            prehashed.append(f)
    del files  # (a streamed bundle's paths are not kept for the run)
    memo = _prehash(root, prehashed, workers=workers, cache=cache, progress=progress)
    del prehashed
    scan.hasher = _memo_hasher(memo, workers, root=root, cache=cache, progress=progress)
    for entry in cat.bundles:
        _check_entry(root, entry, scan, workers=workers)
    # every file under the root must belong to a listed bundle
    for e in walk_problems:
        scan.problems.append(Problem(path=e.path or str(root), rule=e.rule, message=e.message))
    skip = set()
    cp = Path(os.path.abspath(catalog_dir(catalog_path))) / Path(catalog_path).name
    abs_root = Path(os.path.abspath(root))
    for extra in (cp, lock_path(cp), cache_path(cp)):
        try:
            skip.add(extra.relative_to(abs_root).as_posix())
        except ValueError:
            pass
    try:
        # the stat cache is written by --fast runs, which take no lock: a temporary file of one in
        # flight is not a stray file (a catalog's own temporary file is: see below)
        cache_dir = cache_path(cp).parent.relative_to(abs_root).as_posix()
        skip.update(f for f in unowned if leftover_of(f.rsplit("/", 1)[-1]) == cache_path(cp).name
                    and (f.rsplit("/", 1)[0] if "/" in f else ".") == cache_dir)
    except ValueError:
        pass
    reported_dirs = set()
    for f in unowned:
        if f in skip:
            continue
        parent = f.rsplit("/", 1)[0] if "/" in f else "."
        name = f.rsplit("/", 1)[-1]
        if name in (RECEIPT_NAME, PREFLIGHT_NAME):
            if parent not in reported_dirs:
                reported_dirs.add(parent)
                scan.problems.append(Problem(path=str(root / parent), rule="unregistered",
                                             message="bundle directory is not registered in the catalog"))
        elif leftover_of(name) is not None:
            scan.problems.append(Problem(path=str(root / f), rule="interrupted-write",
                                         message=f"leftover temporary file of an interrupted write of {leftover_of(name)!r}; "
                                                 "remove it (the next catalog writer removes its own)"))
        else:
            scan.problems.append(Problem(path=str(root / f), rule="unknown-file",
                                         message="file belongs to no registered bundle"))
    return scan


def _bundle_rel(root: Path, given: Path) -> str:
    """The root-relative path of the bundle directory ``given``, by the rule ``verify`` applies:
    ``given`` may reach the root through symlinked directories above it (a symlinked home), but
    no component from the root down to the bundle may be a symlink (verify refuses those)."""
    real_root = os.path.realpath(root)
    abs_given = Path(os.path.abspath(given))
    for anc in (abs_given, *abs_given.parents):
        if os.path.realpath(anc) == real_root:
            rel = abs_given.relative_to(anc).as_posix()
            break
    else:
        raise CatalogError("bundle is not inside the catalog root", path=given, rule="bad-path")
    try:
        check_relpath(rel)
    except ValueError:
        raise CatalogError("the catalog root itself is not a bundle" if rel == "." else
                           "bundle is not inside the catalog root", path=given, rule="bad-path") from None
    cur = root
    for part in rel.split("/"):
        cur = cur / part
        if cur.is_symlink():
            raise CatalogError("bundle is reached through a symlink inside the catalog root (verify refuses it); "
                               "register the real directory", path=cur, rule="symlink")
    if os.path.realpath(given) != os.path.realpath(root / rel):  # e.g. 'link/../b' walked through a link
        raise CatalogError(f"bundle path does not lead to {root / rel} (a '..' after a symlink?)",
                           path=given, rule="bad-path")
    return rel


# --- public API ----------------------------------------------------------------


def init(catalog_path: str | Path, root: str | Path, *, excluded_roots: list[str] | None = None) -> CatalogReport:
    cp = Path(catalog_path)
    root = Path(root)
    cp.parent.mkdir(parents=True, exist_ok=True)
    # relative to the catalog's resolved directory; the root's own last component is kept as
    # given (a root that is a symlink is refused below, not resolved away)
    given = os.path.abspath(root)
    root_abs = os.path.join(os.path.realpath(os.path.dirname(given)), os.path.basename(given))
    rel = os.path.relpath(root_abs, os.path.abspath(catalog_dir(cp)))
    cat = Catalog(catalog_format=1, kind="claimcheck-catalog", root=Path(rel).as_posix(), excluded_roots=list(excluded_roots or []))
    with exclusive_lock(lock_path(cp)):
        # checked under the lock: a check before it would let a concurrent init (or an add
        # that just filled the catalog) be overwritten
        if os.path.lexists(cp):
            raise UsageError("catalog already exists", path=cp, rule="exists")
        _remove_leftovers(cp)
        probs = _root_problems(cp, cat)
        if probs:
            return CatalogReport(catalog=str(cp), ok=False, action="init", problems=probs)
        save_catalog(cp, cat)
    return CatalogReport(catalog=str(cp), ok=True, action="init", changed=True)


def add(catalog_path: str | Path, bundle_dir: str | Path, *, bundle_id: str | None = None) -> CatalogReport:
    cp = Path(catalog_path)
    if isinstance(bundle_dir, str) and not bundle_dir.strip():  # Path("") is "."
        raise UsageError("empty bundle path", rule="bad-path")
    with exclusive_lock(lock_path(cp)):
        _remove_leftovers(cp)
        cat = load_catalog(cp)
        root = root_of(cp, cat)
        for p in _root_problems(cp, cat):  # a root verify refuses (through a symlink, overlapping, gone)
            raise CatalogError(p.message, path=p.path, rule=p.rule)
        given = Path(bundle_dir)
        rel = _bundle_rel(root, given)
        bdir = root / rel  # what verify will open, checked by the same rule verify applies
        if any(b.path == rel for b in cat.bundles):
            raise CatalogError("bundle is already registered", path=bdir, rule="exists")
        for b in cat.bundles:
            if rel.startswith(b.path + "/") or b.path.startswith(rel + "/"):
                raise CatalogError(f"bundle overlaps registered bundle {b.path!r}", path=bdir, rule="overlap")
        state = inspect_state(bdir)
        if state == "preflight_only":
            entry = CatalogEntry(id=bundle_id or rel, path=rel, state="preflight_only", files=_entry_files(bdir))
        elif state == "complete":
            report = verify_bundle(bdir)
            if not report.ok:
                p = report.problems[0]
                raise CatalogError(f"bundle fails verification: {p.message}", path=p.path, rule=p.rule)
            receipt = _load_receipt_as_verified(bdir, report.receipt_sha256, ReceiptMemo()).models()
            entry = CatalogEntry(id=bundle_id or rel, path=rel, state="complete",
                                 files=list(receipt.predicate.files), receipt_sha256=report.receipt_sha256)
        else:
            raise CatalogError(f"bundle is {state}; only complete or preflight-only bundles can be registered",
                               path=bdir, rule="not-a-bundle")
        if any(b.id == entry.id for b in cat.bundles):
            raise CatalogError(f"bundle id {entry.id!r} is already used", path=bdir, rule="exists")
        save_catalog(cp, cat.model_copy(update={"bundles": [*cat.bundles, entry]}))
    return CatalogReport(catalog=str(cp), ok=True, action="add", changed=True, bundles=len(cat.bundles) + 1,
                         transitions=[f"{entry.id}: registered as {entry.state}"])


def reconcile(catalog_path: str | Path, *, workers: int | None = None) -> CatalogReport:
    """Apply legal transitions (preflight_only -> complete); on any problem rewrite nothing."""
    cp = Path(catalog_path)
    with exclusive_lock(lock_path(cp)):
        _remove_leftovers(cp)
        cat = load_catalog(cp)
        scan = _scan(cp, cat, workers=workers)
        if scan.problems:
            return CatalogReport(catalog=str(cp), ok=False, action="reconcile", bundles=len(cat.bundles),
                                 problems=scan.problems)
        changed = bool(scan.transitions)
        if changed:
            save_catalog(cp, cat.model_copy(update={"bundles": scan.updated}))
    return CatalogReport(catalog=str(cp), ok=True, action="reconcile", changed=changed,
                         bundles=len(cat.bundles), transitions=scan.transitions)


def verify(
    catalog_path: str | Path,
    *,
    workers: int | None = None,
    fast: bool = False,
    progress: Any = None,
) -> CatalogReport:
    """Read-only: the disk must match the catalog exactly (pending transitions fail too).

    Full re-hashing is the default and writes nothing at all. ``fast=True`` trusts the
    digest remembered in the local stat cache (``.<catalog>.statcache``, beside the
    catalog) for files whose (size, mtime_ns, inode, ctime_ns, device) is unchanged,
    hashes the rest, and then refreshes that cache (best effort, atomically; the
    catalog itself is never rewritten). The first ``fast`` run hashes everything.
    ``progress``: a tqdm-like object (``total``, ``update(n)``, ``refresh()``),
    advanced by the bytes hashed.
    What git will commit (the pre-commit hook) is checked by ``claimcheck.gitindex.verify_staged``.
    """
    cp = Path(catalog_path)
    cache = None
    if fast:
        # the stat cache, bound to this catalog file; an unchanged catalog over an unchanged tree
        # is answered from its clean record: one lstat per file, nothing parsed (statcache.py)
        cache, clean = fast_clean(cp)
        if clean is not None:
            return CatalogReport(catalog=str(cp), ok=True, action="verify", bundles=clean)
    digest: list[str] = []
    cat = load_catalog(cp, schema_checked=cache.schema_checked if cache else frozenset(),
                       digest_out=digest if cache else None)
    state = None
    if cache is not None:
        cache.bind(root_of(cp, cat))
        # the tree as it is before anything is read: what a clean record may bind
        state = clean_state(cp, root_of(cp, cat), list(cat.excluded_roots), time.time_ns())
    scan = _scan(cp, cat, workers=workers, cache=cache, progress=progress)
    if cache is not None and os.path.isdir(root_of(cp, cat)):
        cache.checked = set(digest) | scan.receipts.checked
        if not scan.problems and not scan.transitions and digest:
            cache.record_clean(digest[0], state, len(cat.bundles))
        cache.save()
    problems = list(scan.problems)
    for t in scan.transitions:
        problems.append(Problem(path=str(cp), rule="needs-reconcile",
                                message=f"{t} is legal but not yet recorded; run `fak catalog reconcile`"))
    return CatalogReport(catalog=str(cp), ok=not problems, action="verify", bundles=len(cat.bundles),
                         transitions=scan.transitions, problems=problems)
