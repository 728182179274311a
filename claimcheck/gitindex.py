"""What a commit holds: the catalog check of the pre-commit hook (``fak catalog verify --git-index``).

The hook judges the commit, never the work tree. Everything is read from git's index:

* the view is ``git ls-files --stage`` (mode, blob id, merge stage and path of every entry);
* the catalog is the STAGED catalog blob (a catalog that is not staged is refused);
* every path under the catalog's root must be a regular file in the index (mode 100644 or
  100755): a symlink (mode 120000, also under ``core.symlinks=false``), a submodule (gitlink,
  160000), an unmerged entry, or a symlink/submodule in place of the root or one of its parents is a
  problem;
* the bytes hashed are the staged blobs, read with ``git cat-file --batch`` (what ``git clean``
  filters and eol conversion produced, whatever the work tree holds, whatever
  ``assume-unchanged`` or ``skip-worktree`` say);
* every bundle the catalog lists must be in the index with the receipt the catalog records, and
  every file that receipt binds must be in the index with the receipt's size and SHA-256; a
  listed bundle that was removed (``git rm -r``), never staged, or has a bound file removed or
  ignored fails;
* a file under the root that belongs to no listed bundle fails, as on disk;
* a bundle file whose committed ``.gitattributes`` ask git to convert it on checkout (``text``,
  ``eol``, ``filter``, ``ident``, ``working-tree-encoding``) fails: a clone would not hold the
  bytes that were hashed.

The rule names are those of ``claimcheck.catalog`` and ``claimcheck.verify``.
"""

from __future__ import annotations

import hashlib
import os
import posixpath
import subprocess
import threading
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from claimcheck import limits
from claimcheck._internal.atomic import leftover_of
from claimcheck._internal.statcache import cache_path
from claimcheck.catalog import bundle_of, catalog_dir, catalog_from_bytes, lock_path, root_of
from claimcheck.errors import ClaimcheckError, UsageError
from claimcheck.models import PREFLIGHT_NAME, RECEIPT_NAME, SIGNATURE_NAME, CatalogReport, Problem, check_relpath
from claimcheck.verify import ReceiptColumns, listing_problems, load_receipt

REGULAR_MODES = frozenset({"100644", "100755"})
_KIND = {"120000": ("symlink", "is a symlink in the index; bundles hold regular files only"),
         "160000": ("not-a-file", "is a submodule (gitlink) in the index, not a file"),
         "040000": ("not-a-file", "is a sparse-index directory entry; expand it (git sparse-checkout disable)")}
#: attributes that make git convert a file between the index and a checkout
CONVERTING = ("text", "eol", "filter", "ident", "working-tree-encoding")
_TIMEOUT_S = 120


@dataclass(frozen=True)
class Entry:
    mode: str
    oid: str
    stage: str
    path: str  # from the top of the work tree


@dataclass(frozen=True)
class Blob:
    size: int
    sha256: str
    data: bytes | None  # kept only when asked for, and only up to the limit asked for


def _env() -> dict[str, str]:
    env = dict(os.environ)
    index = env.get("GIT_INDEX_FILE")
    if index and not os.path.isabs(index):  # a hook's temporary index, relative to where git started us
        env["GIT_INDEX_FILE"] = os.path.abspath(index)
    return env


def _git(cwd: Path, *args: str, stdin: bytes | None = None) -> bytes:
    try:
        proc = subprocess.run(["git", "-C", str(cwd), *args], input=stdin, capture_output=True,
                              timeout=_TIMEOUT_S, env=_env())
    except FileNotFoundError:
        raise UsageError("git is not installed; --git-index needs it", path=cwd, rule="git-index") from None
    except subprocess.TimeoutExpired:
        raise UsageError(f"git did not answer within {_TIMEOUT_S} s", path=cwd, rule="git-index") from None
    if proc.returncode != 0:
        msg = proc.stderr.decode("utf-8", "replace").strip().splitlines()
        raise UsageError(f"git {args[0]} failed: {msg[-1] if msg else 'no message'}", path=cwd, rule="git-index")
    return proc.stdout


def _work_tree(directory: Path) -> tuple[Path, str]:
    """The top of the work tree holding ``directory``, and ``directory`` relative to it ('' at the top)."""
    if not directory.is_dir():
        raise UsageError("the catalog's directory does not exist", path=directory, rule="git-index")
    try:
        out = _git(directory, "rev-parse", "--show-toplevel", "--show-prefix").decode("utf-8", "surrogateescape")
    except UsageError as exc:
        raise UsageError(f"not inside a git work tree ({exc.message})", path=directory, rule="git-index") from None
    lines = out.split("\n")
    if len(lines) < 2 or not lines[0]:
        raise UsageError("not inside a git work tree", path=directory, rule="git-index")
    return Path(lines[0]), lines[1].rstrip("/")


def index_entries(top: Path) -> list[Entry]:
    """Every entry of git's index (the one a hook is given in ``GIT_INDEX_FILE``, if any)."""
    out = _git(top, "ls-files", "--stage", "-z", "--full-name").decode("utf-8", "surrogateescape")
    entries = []
    for rec in out.split("\0"):
        if not rec:
            continue
        meta, _, path = rec.partition("\t")
        mode, oid, stage = meta.split(" ")
        entries.append(Entry(mode, oid, stage, path))
    return entries


def read_blobs(top: Path, oids: Iterable[str], *, keep: dict[str, int] | None = None) -> dict[str, Blob]:
    """Hash each blob with one ``git cat-file --batch`` (streamed, never whole in memory);
    ``keep``: blob id -> the most bytes to keep in memory (a larger blob is hashed, not kept)."""
    want = list(dict.fromkeys(oids))
    keep = keep or {}
    if not want:
        return {}
    proc = subprocess.Popen(["git", "-C", str(top), "cat-file", "--batch"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=_env())
    assert proc.stdin is not None and proc.stdout is not None

    def feed() -> None:
        try:
            proc.stdin.write("".join(f"{o}\n" for o in want).encode())
            proc.stdin.close()
        except BrokenPipeError:
            pass

    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    out: dict[str, Blob] = {}
    try:
        for oid in want:
            header = proc.stdout.readline().decode("ascii", "replace").split()
            if len(header) != 3 or header[1] != "blob":
                raise UsageError(f"git cannot read staged blob {oid} ({' '.join(header) or 'no answer'})",
                                 path=top, rule="git-index")
            size = int(header[2])
            h = hashlib.sha256()
            limit = keep.get(oid, -1)
            parts: list[bytes] | None = [] if size <= limit else None
            left = size
            while left:
                chunk = proc.stdout.read(min(left, 1 << 20))
                if not chunk:
                    raise UsageError(f"git stopped while reading blob {oid}", path=top, rule="git-index")
                h.update(chunk)
                if parts is not None:
                    parts.append(chunk)
                left -= len(chunk)
            proc.stdout.read(1)  # the newline after each blob
            out[oid] = Blob(size, h.hexdigest(), b"".join(parts) if parts is not None else None)
    finally:
        proc.stdout.close()
        proc.kill()
        proc.wait()
        writer.join()
        if proc.stderr is not None:
            proc.stderr.close()
    return out


def converting_attributes(top: Path, paths: list[str]) -> dict[str, list[str]]:
    """Paths whose attributes in the index's ``.gitattributes`` convert them on checkout."""
    if not paths:
        return {}
    out = _git(top, "check-attr", "--cached", "-z", "--stdin", *CONVERTING,
               stdin="".join(f"{p}\0" for p in paths).encode("utf-8", "surrogateescape"))
    fields = out.decode("utf-8", "surrogateescape").split("\0")
    found: dict[str, list[str]] = {}
    for i in range(0, len(fields) - 2, 3):
        path, attr, value = fields[i:i + 3]
        if value in ("unspecified", "unset") or (attr == "text" and value == "auto"):
            continue  # text=auto alone converts nothing on a checkout with LF endings (eol/autocrlf decide)
        found.setdefault(path, []).append(attr if value == "set" else f"{attr}={value}")
    return found


def _under(path: str, root: str) -> str | None:
    """``path`` relative to ``root`` (both from the top; '' is the top), or None when outside."""
    if not root:
        return path
    return path[len(root) + 1:] if path.startswith(root + "/") else None


def verify_staged(catalog_path: str | Path) -> CatalogReport:
    """The catalog check on what git will commit (see the module docstring). Read-only."""
    cp = Path(catalog_path)
    cdir = catalog_dir(cp)
    top, prefix = _work_tree(cdir)
    cat_rel = posixpath.join(prefix, cp.name) if prefix else cp.name
    entries = index_entries(top)
    by_path = {e.path: e for e in entries if e.stage == "0"}
    cat_entry = by_path.get(cat_rel)
    if cat_entry is None:
        conflicted = any(e.path == cat_rel for e in entries)
        raise UsageError("the catalog has merge conflicts in the index" if conflicted else
                         "the catalog is not in git's index: `git add` it (the commit is what is checked)",
                         path=cp, rule="git-index")
    if cat_entry.mode not in REGULAR_MODES:
        raise UsageError("the staged catalog is not a regular file (a symlink or submodule in the index)",
                         path=cp, rule="symlink")
    blob = read_blobs(top, [cat_entry.oid], keep={cat_entry.oid: limits.MAX_CATALOG_BYTES})[cat_entry.oid]
    if blob.data is None:
        raise UsageError(f"the staged catalog is larger than {limits.MAX_CATALOG_BYTES} bytes", path=cp,
                         rule="too-large")
    cat = catalog_from_bytes(blob.data, cp)
    root = root_of(cp, cat)  # for messages: the paths a clone would check
    root_rel = posixpath.normpath(posixpath.join(prefix, cat.root))
    root_rel = "" if root_rel == "." else root_rel
    if root_rel == ".." or root_rel.startswith("../"):
        raise UsageError(f"the catalog root {cat.root!r} is outside the git work tree {top}", path=cp,
                         rule="git-index")
    problems: list[Problem] = []
    transitions: list[str] = []

    def report() -> CatalogReport:
        probs = problems + [Problem(path=str(cp), rule="needs-reconcile",
                                    message=f"{t} is legal but not yet recorded; run `fak catalog reconcile`")
                            for t in transitions]
        return CatalogReport(catalog=str(cp), ok=not probs, action="verify", bundles=len(cat.bundles),
                             transitions=transitions, problems=probs)

    for excl in cat.excluded_roots:
        ex = posixpath.normpath(posixpath.join(prefix, excl))
        ex = "" if ex == "." else ex
        if ex == root_rel or _under(ex, root_rel) is not None or _under(root_rel, ex) is not None:
            problems.append(Problem(path=str(root), rule="overlap",
                                    message=f"root overlaps the excluded predecessor root {excl!r}"))
    for e in entries:  # the root itself, or a directory above it, staged as a symlink or submodule
        if root_rel and (e.path == root_rel or root_rel.startswith(e.path + "/")):
            rule, what = _KIND.get(e.mode, ("not-a-file", f"has index mode {e.mode}"))
            problems.append(Problem(path=str(top / e.path), rule=rule,
                                    message=f"the catalog root is reached through {e.path!r}, which {what}"))
    if problems:
        return report()

    skip = set()
    abs_root = Path(os.path.abspath(root))
    cp_abs = Path(os.path.abspath(cdir)) / cp.name
    for extra in (cp_abs, lock_path(cp_abs), cache_path(cp_abs)):
        try:
            skip.add(extra.relative_to(abs_root).as_posix())
        except ValueError:
            pass
    cache_name = cache_path(cp_abs).name

    listed = {b.path for b in cat.bundles}
    paths = sorted(listed)
    for a, b in zip(paths, paths[1:]):
        if b.startswith(a + "/"):
            problems.append(Problem(path=str(root / b), rule="overlap", message=f"bundle lies inside bundle {a!r}"))
    files: dict[str, Entry] = {}  # root-relative path -> regular staged file
    unowned: list[str] = []
    conflicted: set[str] = set()
    for e in entries:
        rel = _under(e.path, root_rel)
        if rel is None or rel in skip:
            continue
        if leftover_of(rel.rsplit("/", 1)[-1]) == cache_name:
            continue  # a --fast run's temporary stat cache, as on disk
        where = str(root / rel)
        if e.stage != "0":
            if e.path not in conflicted:
                conflicted.add(e.path)
                problems.append(Problem(path=where, rule="conflict", message="unmerged (merge conflict) in the index"))
            continue
        try:
            check_relpath(rel)
        except ValueError as exc:
            problems.append(Problem(path=where, rule="bad-path", message=str(exc)))
            continue
        if e.mode not in REGULAR_MODES:
            rule, what = _KIND.get(e.mode, ("not-a-file", f"has index mode {e.mode}, not a regular file"))
            problems.append(Problem(path=where, rule=rule, message=what))
            continue
        if bundle_of(rel, listed) is None:
            unowned.append(rel)
        else:
            files[rel] = e

    keep = {}
    for rel, e in files.items():
        name = rel.rsplit("/", 1)[-1]
        if name == RECEIPT_NAME:
            keep[e.oid] = limits.MAX_RECEIPT_BYTES
        elif name == SIGNATURE_NAME:
            keep[e.oid] = limits.MAX_ENVELOPE_BYTES
    blobs = read_blobs(top, [e.oid for e in files.values()], keep=keep)
    attrs = converting_attributes(top, [files[rel].path for rel in sorted(files)])
    for rel in sorted(files):
        found = attrs.get(files[rel].path)
        if found:
            problems.append(Problem(path=str(root / rel), rule="git-attributes",
                                    message=f"git converts this file on checkout ({', '.join(found)} in "
                                            ".gitattributes): a clone would not hold the hashed bytes; "
                                            "mark bundle files '-text -filter' instead"))

    in_bundle: dict[str, dict[str, Entry]] = {b: {} for b in listed}
    for rel, e in files.items():
        owner = bundle_of(rel, listed)
        assert owner is not None
        in_bundle[owner][rel[len(owner) + 1:]] = e

    for entry in cat.bundles:
        _check_bundle(root / entry.path, entry, in_bundle[entry.path], blobs, problems, transitions)

    reported_dirs = set()
    for rel in unowned:
        parent = rel.rsplit("/", 1)[0] if "/" in rel else "."
        name = rel.rsplit("/", 1)[-1]
        if name in (RECEIPT_NAME, PREFLIGHT_NAME):
            if parent not in reported_dirs:
                reported_dirs.add(parent)
                problems.append(Problem(path=str(root / parent), rule="unregistered",
                                        message="bundle directory is not registered in the catalog"))
        elif leftover_of(name) is not None:
            problems.append(Problem(path=str(root / rel), rule="interrupted-write",
                                    message=f"leftover temporary file of an interrupted write of {leftover_of(name)!r}"))
        else:
            problems.append(Problem(path=str(root / rel), rule="unknown-file",
                                    message="file belongs to no registered bundle"))
    return report()


def _check_bundle(bdir: Path, entry, staged: dict[str, Entry], blobs: dict[str, Blob], problems: list[Problem],
                  transitions: list[str]) -> None:
    """One listed bundle against its staged files (bundle-relative path -> index entry)."""
    where = str(bdir)
    if not staged:
        problems.append(Problem(path=where, rule="disappeared",
                                message=f"listed bundle {entry.id!r} is not in git's index (removed, ignored "
                                        "or never staged)"))
        return
    if RECEIPT_NAME not in staged:
        if entry.state == "preflight_only" and set(staged) == {PREFLIGHT_NAME}:
            want = {f.path: (f.size, f.sha256) for f in entry.files}
            b = blobs[staged[PREFLIGHT_NAME].oid]
            if want != {PREFLIGHT_NAME: (b.size, b.sha256)}:
                problems.append(Problem(path=str(bdir / PREFLIGHT_NAME), rule="changed",
                                        message="staged preflight bytes differ from the catalog"))
            return
        state = "preflight_only" if set(staged) == {PREFLIGHT_NAME} else "incomplete"
        message = ("preflight-only bundle gained files without a receipt (interrupted; cannot be resumed into "
                   "a result)" if entry.state == "preflight_only" else
                   f"listed complete bundle is {state} in the index (its receipt is not staged)")
        problems.append(Problem(path=where, rule="illegal-transition", message=message))
        return
    receipt_entry = staged[RECEIPT_NAME]
    rblob = blobs[receipt_entry.oid]
    if rblob.data is None:
        problems.append(Problem(path=str(bdir / RECEIPT_NAME), rule="json",
                                message=f"receipt is larger than {limits.MAX_RECEIPT_BYTES} bytes"))
        return
    try:
        receipt = load_receipt(bdir, data=rblob.data)
    except ClaimcheckError as exc:
        problems.append(Problem(path=exc.path or where, rule=exc.rule, message=exc.message))
        return
    bad = len(problems)
    listed = {f.path: f for f in receipt.predicate.files}

    def read(rels: list[str], sizes: list[int]) -> Iterator[Blob]:
        return (blobs[staged[rel].oid] for rel in rels)

    def missing(rel: str) -> Problem:
        return Problem(path=str(bdir / rel), rule="missing",
                       message="file bound by the receipt is not in git's index (removed, ignored or never staged)")

    # the rule verify applies on disk, on the staged bytes
    problems += listing_problems(bdir, ReceiptColumns.of(receipt), sorted(staged), read, missing=missing,
                                 staged=True)[0]
    if SIGNATURE_NAME in staged:
        problems.extend(_envelope_problems(bdir / SIGNATURE_NAME, blobs[staged[SIGNATURE_NAME].oid], rblob.data))
    if len(problems) > bad:
        return
    if entry.state == "preflight_only":
        for path, f in {f.path: f for f in entry.files}.items():
            if listed.get(path) != f:
                problems.append(Problem(path=str(bdir / path), rule="illegal-transition",
                                        message="completed bundle does not keep its preflight bytes"))
                return
        transitions.append(f"{entry.id}: preflight_only -> complete")
        return
    if rblob.sha256 != entry.receipt_sha256:
        problems.append(Problem(path=str(bdir / RECEIPT_NAME), rule="changed",
                                message="staged receipt bytes differ from the catalog"))
    if listed != {f.path: f for f in entry.files}:
        problems.append(Problem(path=where, rule="changed", message="bundle files differ from the catalog"))


def _envelope_problems(sig: Path, blob: Blob, receipt_data: bytes) -> list[Problem]:
    """A staged ``receipt.sig.json`` must be a DSSE envelope of the in-toto payload type over
    exactly the staged receipt (``claimcheck.verify`` applies the same rule on disk)."""
    from claimcheck import dsse

    if blob.data is None:
        return [Problem(path=str(sig), rule="signature",
                        message=f"signature file is larger than {limits.MAX_ENVELOPE_BYTES} bytes")]
    try:
        dsse.check_payload(dsse.parse_envelope(blob.data, sig), receipt_data, sig)
    except ClaimcheckError as exc:
        return [Problem(path=exc.path or str(sig), rule=exc.rule, message=exc.message)]
    return []
