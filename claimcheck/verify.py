"""Re-derive a bundle: recompute every hash, check the receipt's schema and bindings.

``verify_bundle`` returns a ``BundleReport`` (it never prints); ``ok`` is true only
for a complete, intact bundle. A preflight-only bundle is reported with state
``preflight_only`` and, unless ``allow_preflight`` is set, as a problem: it is a
legal state but never evidence of a result.
"""

from __future__ import annotations

import gc
import hashlib
import os
import re
import secrets
import stat as stat_mod
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any, NamedTuple


from claimcheck import limits
from claimcheck._internal.atomic import leftover_of
from claimcheck._internal.jsonio import loads_strict, may_be_canonical, read_bounded
from claimcheck.bundle import UNBOUND, gc_paused, inspect_state, walk_files
from claimcheck.digests import FileDigest, hash_many
from claimcheck.errors import ClaimcheckError, IntegrityError
from claimcheck.models import (
    PREFLIGHT_NAME,
    RECEIPT_NAME,
    SIGNATURE_NAME,
    BundleReport,
    FileEntry,
    Problem,
    Receipt,
    Subject,
    VerifyReport,
    check_relpath,
)
from claimcheck.receipt_build import file_entry_at, new_digest, new_file_entry, new_subject, subject_at
from claimcheck.schemas import build_model, validate


def _p(err: ClaimcheckError) -> Problem:
    return Problem(path=err.path or "", rule=err.rule, message=err.message)


#: kept for callers that read it; the limit itself lives in ``claimcheck.limits``
MAX_RECEIPT_BYTES = limits.MAX_RECEIPT_BYTES

#: ``hasher(paths)`` yields one ``FileDigest`` or ``IntegrityError`` per path, in order.
Hasher = Callable[[list[Path]], Iterator["FileDigest | IntegrityError"]]


def read_receipt_bytes(bundle: str | Path) -> bytes:
    """The receipt's bytes, read once (bounded; no symlinks; not a directory)."""
    path = Path(bundle) / RECEIPT_NAME
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        raise IntegrityError("no receipt", path=path, rule="no-receipt") from None
    if stat_mod.S_ISLNK(st.st_mode):
        raise IntegrityError("receipt is a symlink", path=path, rule="symlink")
    if not stat_mod.S_ISREG(st.st_mode):
        raise IntegrityError("receipt is not a regular file", path=path, rule="not-a-file")
    max_bytes = limits.MAX_RECEIPT_BYTES
    if st.st_size > max_bytes:
        raise IntegrityError(f"receipt is larger than {max_bytes} bytes", path=path, rule="json")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise IntegrityError(f"cannot read receipt: {exc.strerror}", path=path, rule="unreadable") from None
    with os.fdopen(fd, "rb") as fh:
        if not stat_mod.S_ISREG(os.fstat(fh.fileno()).st_mode):  # swapped after the lstat
            raise IntegrityError("receipt is not a regular file", path=path, rule="not-a-file")
        data = read_bounded(fh, max_bytes)
    if len(data) > max_bytes:
        raise IntegrityError(f"receipt is larger than {max_bytes} bytes", path=path, rule="json")
    return data


def load_receipt(bundle: str | Path, *, data: bytes | None = None, schema_checked: bool = False) -> Receipt:
    """Parse and check the receipt. ``data``: its bytes, when the caller already read them
    (so that the bytes hashed and the bytes parsed are the same bytes). ``schema_checked``:
    these exact bytes (by SHA-256) passed every check below in an earlier run (``ReceiptMemo``),
    so their JSON Schema check, a function of the bytes alone, is not run again; everything else
    is (the column reader's checks of every entry, pydantic, the binding rules). There is one
    reader and one validation either way: no path builds a model from values it did not check."""
    path = Path(bundle) / RECEIPT_NAME
    if data is None:
        data = read_receipt_bytes(bundle)
    columns = _canonical_columns(data, path, schema_checked=schema_checked)
    if columns is not None:
        _binding_rules(columns.paths, True, path)
        return columns.models()
    obj = loads_strict(data, source=path)
    receipt = build_model("receipt", obj, source=path) if schema_checked else _validate_receipt(obj, path)
    assert isinstance(receipt, Receipt)
    files = receipt.predicate.files
    subjects = {s.name: s.digest.sha256 for s in receipt.subject}
    agree = len(subjects) == len(receipt.subject) and subjects == {f.path: f.sha256 for f in files}
    _binding_rules([f.path for f in files], agree, path)
    return receipt


def read_receipt_columns(bundle: str | Path, *, data: bytes | None = None,
                         schema_checked: bool = False) -> ReceiptColumns:
    """The receipt checked as ``load_receipt`` checks it, in columns (``ReceiptColumns``): what
    ``verify_bundle`` needs, with no model per file. A receipt ``_canonical_columns`` cannot read
    is read by ``load_receipt`` and put in columns. ``schema_checked``: as for ``load_receipt``."""
    path = Path(bundle) / RECEIPT_NAME
    if data is None:
        data = read_receipt_bytes(bundle)
    columns = _canonical_columns(data, path, schema_checked=schema_checked)
    if columns is None:
        return ReceiptColumns.of(load_receipt(bundle, data=data, schema_checked=schema_checked))
    _binding_rules(columns.paths, True, path)
    return columns


def _binding_rules(paths: list[str], subjects_agree: bool, path: Path) -> None:
    """What a receipt binds: at most ``MAX_FILES_PER_BUNDLE`` files, each once, never the receipt
    or its signature, and a ``subject`` list that names the same files with the same digests."""
    if len(paths) > limits.MAX_FILES_PER_BUNDLE:
        raise IntegrityError(f"receipt binds {len(paths)} files, more than the {limits.MAX_FILES_PER_BUNDLE} allowed",
                             path=path, rule="too-large")
    if len(set(paths)) != len(paths):
        raise IntegrityError("receipt lists a file twice", path=path, rule="receipt-binding")
    if not UNBOUND.isdisjoint(paths):
        raise IntegrityError("receipt lists itself or its signature", path=path, rule="receipt-binding")
    if not subjects_agree:
        raise IntegrityError("receipt subject list and predicate files disagree", path=path, rule="receipt-binding")


class ReceiptColumns(NamedTuple):
    """A receipt read into columns: the receipt without its two per-file lists (``shell``), and
    one value per bound file, in the receipt's order: ``paths``, ``sizes`` and ``sha256`` (every
    file's hex digest, 64 characters each, in one string). The ``subject`` list names the same
    files with the same digests, in the same order (``_canonical_columns`` reads nothing else)."""

    shell: Receipt
    paths: list[str]
    sizes: list[int]
    sha256: str

    def digest(self, i: int) -> str:
        return self.sha256[64 * i:64 * i + 64]

    @classmethod
    def of(cls, receipt: Receipt) -> ReceiptColumns:
        files = receipt.predicate.files
        return cls(receipt, [f.path for f in files], [f.size for f in files], "".join(f.sha256 for f in files))

    def models(self) -> Receipt:
        """The receipt's models (what validation builds), each string shared by both lists."""
        shas = _HEX64_CHUNKS.findall(self.sha256)
        self.shell.__dict__["subject"] = list(map(_SUBJECT, self.paths, shas))
        self.shell.predicate.__dict__["files"] = list(map(_FILE_ENTRY, self.paths, self.sizes, shas))
        return self.shell


_HEX64_CHUNKS = re.compile(r"[0-9a-f]{64}")

# A string with no quote, no backslash and no control character is rendered by every JSON encoder
# (canonical_json's json.dumps with ensure_ascii=False, orjson) as its UTF-8 bytes between quotes.
_RAW = rb'[^"\\\x00-\x1f]'
# one entry of each list exactly as canonical_json writes it, with the byte before it ('[' for the
# first, ',' for the others): the entries of a list tile its text, and nothing else can
_FILE_TILE = re.compile(rb'([\[,])\n      \{\n        "path": "(' + _RAW + rb'+)",\n        "sha256": "([0-9a-f]{64})",\n'
                        rb'        "size": (0|[1-9][0-9]{0,18})\n      \}')
_FILE_TILE_FIXED = len(b'[\n      {\n        "path": "",\n        "sha256": "",\n        "size": \n      }') + 64
_SUBJECT_TILE = re.compile(rb'([\[,])\n    \{\n      "digest": \{\n        "sha256": "([0-9a-f]{64})"\n      \},\n'
                           rb'      "name": "(' + _RAW + rb'+)"\n    \}')
_SUBJECT_TILE_FIXED = len(b'[\n    {\n      "digest": {\n        "sha256": ""\n      },\n      "name": ""\n    }') + 64
_DRIVE_LINE = re.compile(r"^[A-Za-z]:", re.MULTILINE)


def _relpaths_ok(text: str) -> bool:
    """``check_relpath`` accepts every line of ``text`` (paths of at most 4096 characters with no
    NUL, no backslash and no newline, one per line), checked on the whole text at once: no
    empty, '.' or '..' component (a leading '/' is an empty first component) and no drive."""
    components = "\n" + text.replace("/", "\n") + "\n"
    if "\n\n" in components or "\n.\n" in components or "\n..\n" in components:
        return False
    return ":" not in text or _DRIVE_LINE.search(text) is None


_TILE_CHUNK = 1 << 22  # bytes of list text read per regular-expression pass


def _tiles(pattern: re.Pattern, fixed: int, boundary: bytes, data: bytes, start: int, end: int) -> list[bytes] | None:
    """The values of the entries that tile ``data[start:end]`` exactly, one column per group of
    ``pattern`` (after the separator), each column's values joined by newlines (no value holds
    one). Non-overlapping matches whose lengths add up to the length of the text cover it with no
    gap: the text is then the first entry (after '[') and each other one (after ','). The text is
    read in pieces of about ``_TILE_CHUNK`` bytes, each cut where ``boundary`` (the start of an
    entry) begins and tiled on its own, so only one piece's matches exist at a time; a cut that
    is not between two entries leaves a piece that does not tile. None otherwise."""
    columns: list[list[bytes]] | None = None
    pos, first = start, True
    while pos < end:
        stop = end
        if end - pos > _TILE_CHUNK:
            cut = data.find(boundary, pos + _TILE_CHUNK, end)
            stop = end if cut < 0 else cut
        found = pattern.findall(data, pos, stop)
        if not found:
            return None
        seps, *values = zip(*found)
        del found
        if seps.count(b",") != len(seps) - first or (first and seps[0] != b"["):
            return None
        # each entry's length: its fixed text (``fixed`` counts the 64 characters of its digest)
        # and its values
        if len(seps) * (fixed - 64) + sum(sum(map(len, column)) for column in values) != stop - pos:
            return None
        if columns is None:
            columns = [[] for _ in values]
        for out, column in zip(columns, values):
            out.append(b"\n".join(column))
        del seps, values
        pos, first = stop, False
    return None if columns is None else [b"\n".join(parts) for parts in columns]


def _canonical_columns(data: bytes, source: Path, *, schema_checked: bool = False) -> ReceiptColumns | None:
    """A receipt claimcheck wrote (canonical JSON: sorted keys, indent 2), read in columns, with
    no per-file Python object but its path string: the entries of the two per-file lists are found
    by one regular expression each (C), and must tile their list's text exactly; the rest of the
    receipt (a few hundred bytes) is parsed with orjson, validated by ``validate``, rendered again
    and compared with the bytes around the lists. Every byte is then accounted for: the text is
    the one canonical rendering of these values, so the strict parser reads the same values from
    it and none of its refusals (duplicate keys, NaN, a byte-order mark, invalid UTF-8, NUL in
    keys, nesting) can apply; the same argument as ``jsonio.loads_canonical``. The checks the
    models make on each entry are made on the columns (``check_relpath`` by ``_relpaths_ok``,
    the digest and size by the pattern). Read this way: paths without quotes, backslashes or
    control characters, and a ``subject`` list naming the same files in the same order with the
    same digests (what ``seal`` writes). None: anything else (the caller reads the strict way,
    which names any problem). ``tests/trust/test_receipt_validation.py`` holds it equal to the
    strict reader plus the schema and the models. ``schema_checked``: see ``load_receipt`` (the
    rest of the receipt is then built by pydantic alone)."""
    if not may_be_canonical(data):
        return None
    import orjson  # there: may_be_canonical says so
    # canonical JSON has no raw newline inside a string, and only the predicate's own keys sit at
    # indent 4 and the statement's at indent 2: each list is one slice of the text
    fk, sk = b'\n    "files": [\n', b'\n  "subject": [\n'
    fs, ss = data.find(fk), data.find(sk)
    if fs < 0 or ss < 0:
        return None
    fe, se = data.find(b"\n    ]", fs + len(fk) - 1), data.find(b"\n  ]", ss + len(sk) - 1)
    if fe < 0 or se < 0 or not fs < fe < ss < se:
        return None
    f_open, s_open = fs + len(fk) - 2, ss + len(sk) - 2  # the '[' of each list
    files = _tiles(_FILE_TILE, _FILE_TILE_FIXED, b',\n      {\n        "path": "', data, f_open, fe)
    if files is None:
        return None
    paths_b, shas_b, sizes_b = files
    del files
    subjects = _tiles(_SUBJECT_TILE, _SUBJECT_TILE_FIXED, b',\n    {\n      "digest": {\n', data, s_open, se)
    if subjects is None:
        return None
    sub_shas_b, names_b = subjects
    del subjects
    if names_b != paths_b or sub_shas_b != shas_b:
        return None
    del names_b, sub_shas_b
    try:
        text = paths_b.decode("utf-8")
    except UnicodeDecodeError:
        return None
    del paths_b
    if not _relpaths_ok(text):
        return None
    paths = text.split("\n")
    del text
    if max(map(len, paths)) > 4096:
        return None
    sha256 = shas_b.replace(b"\n", b"").decode("ascii")
    sizes = list(map(int, sizes_b.split(b"\n")))
    del shas_b, sizes_b
    try:
        obj = orjson.loads(data[:f_open] + b"[]" + data[fe + 6:s_open] + b"[]" + data[se + 4:])
    except (orjson.JSONDecodeError, ValueError, RecursionError):
        return None
    pred = obj.get("predicate") if type(obj) is dict else None
    if type(pred) is not dict or obj.get("subject") != [] or pred.get("files") != []:
        return None
    mark = secrets.token_hex(16)
    obj["subject"], pred["files"] = f"subject-{mark}", f"files-{mark}"
    try:
        shell_text = orjson.dumps(obj, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS) + b"\n"
        obj["subject"], pred["files"] = [], []
        shell = (build_model if schema_checked else validate)("receipt", obj, source=source)
    except (orjson.JSONEncodeError, TypeError, ValueError, ClaimcheckError):
        return None  # the strict way says what is wrong
    head, sep1, rest = shell_text.partition(f'"files-{mark}"'.encode())
    middle, sep2, tail = rest.partition(f'"subject-{mark}"'.encode())
    if not sep1 or not sep2:
        return None
    # the text around the lists, byte for byte (the lists' own text is tiled by their entries)
    if not (data.startswith(head) and len(head) == f_open and data.startswith(middle, fe + 6)
            and fe + 6 + len(middle) == s_open and data.startswith(tail, se + 4) and se + 4 + len(tail) == len(data)):
        return None
    assert isinstance(shell, Receipt)
    return ReceiptColumns(shell, paths, sizes, sha256)


def _load_canonical_receipt(data: bytes, source: Path) -> Receipt | None:
    """``_canonical_columns`` as the receipt's models (None: read the strict way)."""
    columns = _canonical_columns(data, source)
    return None if columns is None else columns.models()


def _validate_receipt(obj: Any, source: Path, *, reparse: Callable[[], Any] | None = None) -> Receipt:
    """One validation of a receipt: the document without its two per-file lists goes through the
    JSON Schema and pydantic (``validate``); the lists, which are nearly all of a large receipt,
    are checked entry by entry by ``checked_file_entries``/``_checked_subjects``, which accept exactly
    what the schema and the models accept for ``FileEntry`` and ``Subject`` and build the same
    models (tests/trust/test_receipt_validation.py checks the agreement with the exported schema).
    Anything they do not accept goes through the full validation, which names the problem."""
    pred = obj.get("predicate") if type(obj) is dict else None
    if type(pred) is dict and type(obj.get("subject")) is list and type(pred.get("files")) is list:
        checked: dict[str, tuple[str, str]] = {}
        # hundreds of thousands of small objects: the cyclic GC would rescan them again and again
        # (none of them can form a cycle), which cost more than building them
        was = gc.isenabled()
        gc.disable()
        try:
            # with ``reparse`` (the bytes can be parsed again) each entry's parsed JSON is dropped
            # as soon as its model exists, so the two never both take memory for every file
            files = checked_file_entries(pred["files"], checked, drop=reparse is not None)
            subjects = _checked_subjects(obj["subject"], checked, drop=reparse is not None) if files is not None else None
        finally:
            if was:
                gc.enable()
        if (files is None or subjects is None) and reparse is not None:
            obj = reparse()
        if files is not None and subjects is not None:
            shell = validate("receipt", {**obj, "subject": [], "predicate": {**pred, "files": []}}, source=source)
            assert isinstance(shell, Receipt)
            # the same models validation builds (tests/trust/test_receipt_validation.py compares them)
            shell.__dict__["subject"] = subjects
            shell.predicate.__dict__["files"] = files
            return shell
    receipt = validate("receipt", obj, source=source)
    assert isinstance(receipt, Receipt)
    return receipt


_HEX64_RE = re.compile(r"[0-9a-f]{64}")
_FILE_KEYS = frozenset(("path", "size", "sha256"))


def checked_file_entries(raw: list, checked: dict[str, tuple[str, str]], *, drop: bool = False) -> list[FileEntry] | None:
    """``FileEntry`` models for a list of parsed file entries (a receipt's ``predicate.files``, a
    catalog bundle's ``files``), or None if any entry is not exactly what the schema and the model
    accept (then the caller validates the usual way, which names the problem). ``checked``
    receives ``path -> (path, sha256)`` of each entry; ``drop``: each parsed entry is dropped from
    ``raw`` once its model exists."""
    out = []
    construct = _NEW_FILE_ENTRY
    hexmatch = _HEX64_RE.fullmatch
    for i, f in enumerate(raw):
        if drop:
            raw[i] = None
        if type(f) is not dict or len(f) != 3 or not _FILE_KEYS.issuperset(f):
            return None
        path, size, sha = f["path"], f["size"], f["sha256"]
        if type(path) is not str or type(size) is not int or size < 0 or type(sha) is not str or hexmatch(sha) is None:
            return None
        try:
            check_relpath(path)
        except ValueError:
            return None
        checked[path] = (path, sha)
        out.append(construct(path=path, size=size, sha256=sha))
    return out


def _checked_subjects(raw: list, checked: dict[str, tuple[str, str]], *, drop: bool = False) -> list[Subject] | None:
    """``Subject`` models for a receipt's ``subject`` list, or None (see ``checked_file_entries``)."""
    out = []
    hexmatch = _HEX64_RE.fullmatch
    for i, s in enumerate(raw):
        if drop:
            raw[i] = None
        if type(s) is not dict or len(s) != 2 or "name" not in s or "digest" not in s:
            return None
        name, digest = s["name"], s["digest"]
        if type(name) is not str or type(digest) is not dict or len(digest) != 1:
            return None
        sha = digest.get("sha256")
        if type(sha) is not str or hexmatch(sha) is None:
            return None
        same = checked.get(name)
        if same is None:
            try:
                check_relpath(name)
            except ValueError:
                return None
        else:  # one string object for the path (and the digest) in both lists
            name = same[0]
            if sha == same[1]:
                sha = same[1]
        out.append(_NEW_SUBJECT(name=name, digest=_NEW_DIGEST(sha256=sha)))
    return out


_NEW_FILE_ENTRY, _NEW_SUBJECT, _NEW_DIGEST = new_file_entry, new_subject, new_digest
_FILE_ENTRY, _SUBJECT = file_entry_at, subject_at


class ReceiptMemo:
    """Parsed receipts keyed by the SHA-256 of their bytes, so that a receipt is schema-checked
    once per run however many times it is read (catalog verification reads each twice).

    ``schema_checked``: digests of receipts whose exact bytes passed every check of
    ``load_receipt`` in an earlier run (remembered by the ``--fast`` stat cache); their JSON
    Schema check is not run again (``load_receipt``). ``checked`` collects the digests that
    passed in this run."""

    def __init__(self, schema_checked: Iterable[str] = ()):
        self.schema_checked = set(schema_checked)
        self.parsed: dict[str, ReceiptColumns] = {}

    @property
    def checked(self) -> set[str]:
        return set(self.parsed)

    def columns(self, bundle: str | Path, data: bytes) -> ReceiptColumns:
        """The receipt in columns (``read_receipt_columns``): kept for the run with no model per
        file (a 10^5-file receipt's models took 65 MB for the whole of a catalog's verification)."""
        sha = hashlib.sha256(data).hexdigest()
        hit = self.parsed.get(sha)
        if hit is None:
            hit = read_receipt_columns(bundle, data=data, schema_checked=sha in self.schema_checked)
            self.parsed[sha] = hit
        return hit

    def load(self, bundle: str | Path, data: bytes) -> Receipt:
        """The receipt's models (built from the memoized columns)."""
        return self.columns(bundle, data).models()


def _public_keys(trusted_keys: Iterable | None) -> list:
    sources = list(trusted_keys or ())
    if not sources:
        return []
    from claimcheck.dsse import load_trusted_keys

    return list(load_trusted_keys(sources).values())


#: the largest file ``verify_bundle(keep_bytes=...)`` reads into memory (the JSONL reader's limit)
MAX_KEPT_BYTES = 1024 * 1024 * 1024


def _read_and_digest(path: str, size: int) -> tuple[FileDigest | IntegrityError, bytes | None]:
    """Read a bound file once (no symlinks, regular files only, at most one byte more than the
    receipt's size) and digest those bytes: the bytes returned are the bytes hashed."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return IntegrityError("file is missing", path=path, rule="missing"), None
    if stat_mod.S_ISLNK(st.st_mode):
        return IntegrityError("is a symlink; bundles hold regular files only", path=path, rule="symlink"), None
    if not stat_mod.S_ISREG(st.st_mode):
        return IntegrityError("is not a regular file", path=path, rule="not-a-file"), None
    if size > MAX_KEPT_BYTES:
        return IntegrityError(f"larger than {MAX_KEPT_BYTES} bytes: too large to grade", path=path, rule="too-large"), None
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        return IntegrityError(f"cannot open: {exc.strerror}", path=path, rule="unreadable"), None
    with os.fdopen(fd, "rb") as fh:
        opened = os.fstat(fh.fileno())
        if not stat_mod.S_ISREG(opened.st_mode):  # swapped after the lstat
            return IntegrityError("is not a regular file", path=path, rule="not-a-file"), None
        # one read of what the file holds (one byte more than the receipt says, at most): no chunks
        # to join (a 184 MiB rows file was copied twice), and never an allocation of the receipt's
        # size for a file that is smaller
        data = fh.read(min(size, opened.st_size) + 1)
    return FileDigest(path, len(data), hashlib.sha256(data).hexdigest(), opened.st_mtime_ns, opened.st_ino,
                      opened.st_ctime_ns, opened.st_dev), data


#: ``read(paths, sizes)`` yields, for each bundle-relative path in order, what was read: an object with
#: ``size`` and ``sha256`` (a ``FileDigest`` from the disk, a staged blob from git's index) or an
#: ``IntegrityError``; ``sizes`` are the receipt's (to route or count the work, never to judge it)
Reader = Callable[[list[str], list[int]], Iterable[Any]]


def listing_problems(bundle: Path, table: ReceiptColumns, names: Iterable[str], read: Reader, *,
                     missing: Callable[[str], Problem], staged: bool = False,
                     matched: Callable[[str], None] | None = None) -> tuple[list[Problem], int]:
    """The rule of a bundle's files against its receipt, wherever the files are read from: the
    disk (``verify_bundle``) or git's index (``gitindex.verify_staged``). ``names``: the bundle's
    files (bundle-relative, sorted; ``receipt.json`` and ``receipt.sig.json`` are never bound).

    * a file the receipt does not bind is a problem: ``interrupted-write`` for the leftover
      temporary file of an interrupted write (the name proves nothing, so it fails closed too),
      ``extra-file`` otherwise;
    * a file the receipt binds that is not there: ``missing(path)`` says which problem;
    * every other bound file is read (``read``) and must have the receipt's size
      (``size-mismatch``) and SHA-256 (``digest-mismatch``); a read that failed is reported as it
      failed. ``matched(path)`` is called for each file that matched.

    Returns the problems (extra files, then missing ones, sorted, then the others in the
    receipt's order) and the bytes read. ``staged``: the messages say the bytes are staged."""
    d = Path(bundle)
    problems: list[Problem] = []
    on_disk = [n for n in names if n not in UNBOUND]
    paths = table.paths
    if paths == on_disk:  # what seal writes: the receipt binds exactly the files there
        present, where = on_disk, None
    else:
        index = {p: i for i, p in enumerate(paths)}
        there = set(on_disk)
        for extra in sorted(there.difference(index)):
            target = leftover_of(extra.rsplit("/", 1)[-1])
            if target is not None:
                problems.append(Problem(path=str(d / extra), rule="interrupted-write",
                                        message=f"leftover temporary file of an interrupted write of {target!r}, "
                                                "not bound by the receipt; remove it"))
            else:
                problems.append(Problem(path=str(d / extra), rule="extra-file", message="file is not bound by the receipt"))
        problems += [missing(rel) for rel in sorted(set(index).difference(there))]
        present = [p for p in paths if p in there]
        where = [index[p] for p in present]
        del index, there
    del on_disk
    sizes = table.sizes if where is None else [table.sizes[i] for i in where]
    sha256 = table.sha256
    what = "staged " if staged else ""
    total = 0
    # compared as they come (no per-file result kept): memory stays at the receipt's columns
    for k, (rel, result) in enumerate(zip(present, read(present, sizes))):
        if isinstance(result, IntegrityError):
            problems.append(_p(result))
            continue
        i = k if where is None else where[k]
        total += result.size
        if result.size != sizes[k]:
            problems.append(Problem(path=str(d / rel), rule="size-mismatch",
                                    message=f"{what}size {result.size} != receipt's {sizes[k]}"))
        elif not sha256.startswith(result.sha256, 64 * i):
            problems.append(Problem(path=str(d / rel), rule="digest-mismatch",
                                    message=f"{what}SHA-256 {result.sha256[:16]}... != receipt's "
                                            f"{sha256[64 * i:64 * i + 16]}..."))
        elif matched is not None:
            matched(rel)
    return problems, total


@gc_paused
def verify_bundle(
    bundle: str | Path,
    *,
    allow_preflight: bool = False,
    workers: int | None = None,
    trusted_keys: Iterable | None = None,
    hasher: Hasher | None = None,
    receipts: ReceiptMemo | None = None,
    progress: Any = None,
    keep_bytes: dict[str, bytes | None] | None = None,
) -> BundleReport:
    """Verify one bundle. ``keep_bytes``: names (keys) whose exact hashed bytes the caller will
    parse: each such file the receipt binds is read once into memory and hashed from those
    bytes, and its value is set to them when they match the receipt (None otherwise);
    ``receipt.json`` gets the receipt's bytes. Grading those bytes, never the file again,
    means nothing swapped in after hashing can be graded. ``trusted_keys`` (public key paths or objects): when given and
    non-empty, the receipt must also carry a valid signature by one of them.
    ``hasher``: how to digest files (default: ``hash_many`` with ``workers`` threads);
    the catalog passes one that hashes across bundles in one pool. ``receipts``: a
    ``ReceiptMemo`` shared by the caller's run. ``progress``: a tqdm-like object (``total``,
    ``update(n)``, ``refresh()``) advanced by the bytes hashed (default hasher only)."""
    if isinstance(bundle, str) and not bundle.strip():  # Path("") is "." and would verify the working directory
        return BundleReport(bundle=repr(bundle), state="missing", ok=False,
                            problems=[Problem(path=repr(bundle), rule="bad-path", message="empty path; name the bundle directory")])
    d = Path(bundle)
    if "\x00" in str(d):
        return BundleReport(bundle=repr(str(d)), state="missing", ok=False,
                            problems=[Problem(path=repr(str(d)), rule="bad-path", message="path contains a NUL byte")])
    default_hasher = hasher is None
    done = None if progress is None else (lambda fd: progress.update(fd.size))
    state = inspect_state(d)
    problems: list[Problem] = []
    if state == "missing":
        return BundleReport(bundle=str(d), state="missing", ok=False,
                            problems=[Problem(path=str(d), rule="missing", message="bundle directory does not exist")])
    if d.is_symlink():
        return BundleReport(bundle=str(d), state="invalid", ok=False, problems=[
            Problem(path=str(d), rule="symlink", message="bundle path is a symlink; a bundle is a real directory")])
    if not d.is_dir():
        return BundleReport(bundle=str(d), state="invalid", ok=False, problems=[
            Problem(path=str(d), rule="not-a-bundle", message="not a directory; a bundle is a directory of files")])
    names, walk_problems = walk_files(d)
    problems += [_p(e) for e in walk_problems]
    if state == "preflight_only":
        if not allow_preflight:
            problems.append(Problem(path=str(d / PREFLIGHT_NAME), rule="preflight-only",
                                    message="bundle holds only a preflight: a preserved state, not a result"))
        return BundleReport(bundle=str(d), state="preflight_only", ok=allow_preflight and not problems,
                            files=1, problems=problems)
    if state == "incomplete":
        problems.append(Problem(path=str(d / RECEIPT_NAME), rule="no-receipt",
                                message="no receipt: the bundle was never sealed (or its writer was stopped)"))
        return BundleReport(bundle=str(d), state="incomplete", ok=False, files=len(set(names) - UNBOUND),
                            problems=problems)

    try:
        receipt_data = read_receipt_bytes(d)
        if receipts is not None:
            table = receipts.columns(d, receipt_data)
        else:  # no model per file: the receipt's columns
            table = read_receipt_columns(d, data=receipt_data)
    except ClaimcheckError as exc:
        problems.append(_p(exc))
        return BundleReport(bundle=str(d), state="invalid", ok=False, files=len(set(names) - UNBOUND),
                            problems=problems)

    n_listed, role = len(table.paths), table.shell.predicate.role
    # plain strings (pathlib joins cost more than hashing a small file); equal to str(d / p)
    prefix = "" if str(d) == "." else f"{d}/"
    keep = set(keep_bytes).intersection(table.paths) if keep_bytes is not None else set()
    if keep_bytes is not None:
        for name in keep_bytes:
            keep_bytes[name] = receipt_data if name == RECEIPT_NAME else None
    kept: dict[str, bytes | None] = {}

    def read(rels: list[str], sizes: list[int]) -> Iterator[FileDigest | IntegrityError]:
        if progress is not None:
            progress.total = (progress.total or 0) + sum(sizes)
            progress.refresh()
        streamed = [k for k, rel in enumerate(rels) if rel not in keep] if keep else range(len(rels))
        if default_hasher:
            # every path was listed as a regular file by walk_files; the receipt's sizes route them
            digests = hash_many([prefix + rels[k] for k in streamed], workers=workers, on_done=done, listed=True,
                                sizes=[sizes[k] for k in streamed])
        else:
            digests = hasher([prefix + rels[k] for k in streamed])
        digests = iter(digests)
        for k, rel in enumerate(rels):
            if rel in keep:
                result, kept[rel] = _read_and_digest(prefix + rel, sizes[k])
                yield result
            else:
                yield next(digests)

    def missing(rel: str) -> Problem:
        if os.path.isdir(d / rel) and not os.path.islink(d / rel):
            return Problem(path=str(d / rel), rule="not-a-file", message="file listed in the receipt was replaced by a directory")
        return Problem(path=str(d / rel), rule="missing", message="file listed in the receipt is missing")

    def matched(rel: str) -> None:
        if keep_bytes is not None and kept.get(rel) is not None:
            keep_bytes[rel] = kept.pop(rel)

    found, total = listing_problems(d, table, names, read, missing=missing, matched=matched if keep else None)
    problems += found
    del table, kept
    receipt_sha256 = hashlib.sha256(receipt_data).hexdigest()
    keys = _public_keys(trusted_keys)
    if not keys:
        problems += _envelope_problems(d, receipt_data)
    if keys and not problems:
        from claimcheck import dsse

        sig = d / SIGNATURE_NAME
        try:  # the signature over the very receipt bytes that were hashed and parsed above
            env = dsse.read_envelope(sig)
            dsse.check_payload(env, receipt_data, sig)
            dsse.verify_envelope(env, dsse.load_trusted_keys(keys), sig)
        except ClaimcheckError as exc:
            problems.append(_p(exc))
    return BundleReport(
        bundle=str(d),
        state="complete" if not problems else "invalid",
        ok=not problems,
        role=role,
        files=n_listed,
        bytes=total,
        receipt_sha256=receipt_sha256,
        problems=problems,
    )


def _envelope_problems(d: Path, receipt_data: bytes) -> list[Problem]:
    """Without trusted keys: a ``receipt.sig.json`` present must still be a well-formed DSSE envelope
    of the in-toto payload type over exactly these receipt bytes (what ``fak audit`` calls a
    well-formed signature); any other blob of that name is a problem, not ignored."""
    sig = d / SIGNATURE_NAME
    if not os.path.lexists(sig):
        return []
    from claimcheck import dsse

    try:
        dsse.check_payload(dsse.read_envelope(sig), receipt_data, sig)
    except ClaimcheckError as exc:
        return [_p(exc)]
    return []


def verify_bundles(
    bundles: Iterable[str | Path],
    *,
    allow_preflight: bool = False,
    workers: int | None = None,
    trusted_keys: Iterable | None = None,
    progress: Any = None,
) -> VerifyReport:
    keys = _public_keys(trusted_keys)  # a bad key file is refused once, before any bundle
    reports = [verify_bundle(b, allow_preflight=allow_preflight, workers=workers, trusted_keys=keys, progress=progress)
               for b in bundles]
    return VerifyReport(ok=bool(reports) and all(r.ok for r in reports), bundles=reports)


def require_complete(bundle: str | Path, *, trusted_keys: Iterable | None = None) -> tuple[Receipt, BundleReport]:
    """Verify and return the receipt, or raise ``IntegrityError`` with the first problem.
    With ``trusted_keys``, a valid signature by one of them is required too."""
    report = verify_bundle(bundle, trusted_keys=trusted_keys)
    if not report.ok:
        first = report.problems[0]
        raise IntegrityError(first.message, path=first.path, rule=first.rule)
    return load_receipt(bundle), report
