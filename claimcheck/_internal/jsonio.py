"""Strict JSON reading for hostile input.

Refuses, with an ``InputError`` naming the file: non-UTF-8 bytes, duplicate keys,
NaN/Infinity, documents nested deeper than ``MAX_DEPTH``, files larger than the
caller's limit, and NUL bytes inside keys.
"""

from __future__ import annotations

import gc
import json
import os
import stat as stat_mod
from pathlib import Path
from typing import Any, BinaryIO

from claimcheck import limits
from claimcheck.errors import InputError

MAX_DEPTH = limits.MAX_JSON_DEPTH
MAX_BYTES = limits.MAX_DOCUMENT_BYTES


def no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An ``object_pairs_hook`` that refuses a key given twice or a NUL in a key (``ValueError``)."""
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise ValueError(f"duplicate key {key!r}")
            seen.add(key)
    if "\x00" in "".join(out):  # a NUL in any key (joining adds none)
        raise ValueError("NUL byte in key")
    return out


def _no_constants(name: str) -> Any:
    raise ValueError(f"non-finite number {name} is not JSON")


def _depth_exceeds(obj: Any, limit: int) -> bool:
    """True if a parsed document nests containers deeper than ``limit`` (``[]`` is depth 1).

    One iterative pass over the parsed values (each container visited once: linear, and
    no recursion of our own). The parse itself is bounded by the json module's recursion
    guard, so a document too deep to parse raises ``RecursionError`` instead. (Never a regex
    over the text before parsing: one backtracks quadratically on escaped quotes.)"""
    if type(obj) not in (dict, list):
        return False
    stack: list[tuple[Any, int]] = [(obj, 1)]
    pop, push = stack.pop, stack.append
    while stack:
        node, depth = pop()
        if depth > limit:
            return True
        for child in (node.values() if type(node) is dict else node):
            if type(child) in (dict, list):
                push((child, depth + 1))
    return False


# one decoder for every document (json.loads with keyword arguments builds a new one per call,
# a large share of the cost of reading a long witness line by line)
_DECODER = json.JSONDecoder(object_pairs_hook=no_duplicate_keys, parse_constant=_no_constants)


def loads_strict(data: bytes | str, *, source: str | Path = "<input>", max_depth: int = MAX_DEPTH) -> Any:
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InputError(f"not UTF-8 (byte {exc.start})", path=source, rule="json") from None
    else:
        text = data
    if text.startswith("\ufeff"):
        raise InputError("UTF-8 byte-order mark is not allowed", path=source, rule="json")
    try:
        obj = _DECODER.decode(text)
    except ValueError as exc:  # JSONDecodeError is a ValueError
        raise InputError(f"invalid JSON: {exc}", path=source, rule="json") from None
    except RecursionError:  # the json module's guard: far deeper than any limit we allow
        raise InputError(f"JSON nested deeper than {max_depth} levels", path=source, rule="json") from None
    # nesting depth is at most the number of opening brackets (brackets inside strings only add
    # to the count): most documents, e.g. every row of a JSONL file, need no walk at all
    if text.count("[") + text.count("{") > max_depth and _depth_exceeds(obj, max_depth):
        raise InputError(f"JSON nested deeper than {max_depth} levels", path=source, rule="json")
    return obj


try:  # a compiled JSON parser (a core dependency); without it every document takes loads_strict
    import orjson
except ImportError:  # pragma: no cover - orjson is a dependency
    orjson = None

#: a line indented this deep holds a container nested deeper than MAX_DEPTH levels, or close to it
_DEEP_LINE = b"\n" + b" " * (2 * MAX_DEPTH)


def may_be_canonical(data: bytes) -> bool:
    """Whether the compiled parser may read ``data`` on the canonical-text argument
    (``loads_canonical``, and verify's column reader): orjson is there, no ``\\u0000`` (a NUL in a
    key) and no line indented as deep as ``MAX_DEPTH`` levels. False: take ``loads_strict``."""
    return orjson is not None and b"\\u0000" not in data and _DEEP_LINE not in data


def loads_canonical(data: bytes, *, source: str | Path = "<input>") -> Any:
    """``loads_strict`` for a large document that claimcheck wrote itself (a receipt): if ``data``
    is exactly the canonical rendering (``canonical_json``: sorted keys, indent 2, UTF-8) of what a
    compiled parser reads from it, the two parsers cannot disagree (each value has one canonical
    text), and none of the refusals of ``loads_strict`` can apply: a duplicate key or a
    byte-order mark would not survive the re-rendering, NaN and invalid UTF-8 are not parsed, a
    NUL in a key is looked for in the text, and the nesting is bounded by the indentation. Any
    other text (or no orjson) goes through ``loads_strict``. About 5x faster on a 100,000-file
    receipt."""
    if may_be_canonical(data):
        was = gc.isenabled()
        gc.disable()  # hundreds of thousands of acyclic containers: the cyclic GC only rescans them
        try:
            obj = orjson.loads(data)
            same = orjson.dumps(obj, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS) + b"\n" == data
        except (orjson.JSONDecodeError, orjson.JSONEncodeError, TypeError, ValueError, RecursionError):
            same = False
        finally:
            if was:
                gc.enable()
        if same:
            return obj
    return loads_strict(data, source=source)


#: whitespace directly before a colon: a key's gap before its colon (one byte or many) ends with one
#: of these. (Looking for a quote, one whitespace byte and a colon missed a gap of two: a duplicate
#: key written '"a"  :' was dropped by orjson and the row accepted.)
_KEY_GAPS = (b' :', b'\t:', b'\r:', b'\n:')
#: orjson reads an integer beyond 64 bits as a float; Python's parser keeps it exact. Every digit
#: maps to "0" (and no other byte does), so 19 digits in a row become 19 "0"s in a row: found
#: with one translate and one substring search, several times faster than a regex scan
_DIGITS_TO_ZERO = bytes.maketrans(b"123456789", b"000000000")
_LONG_DIGITS = b"0" * 19


def rows_clean(data: bytes) -> bool:
    """True if nothing in ``data`` (one JSON Lines row, or a whole file of them) could make orjson
    read a row differently from ``loads_strict`` besides what ``loads_row`` checks per row: no
    byte-order mark, no ``\\u0000`` (a NUL in a key), no whitespace directly before a colon (so none
    between a key and its colon, however long: ``_KEY_GAPS``), no integer of 19 digits or more
    (orjson reads those beyond 64 bits as floats). Checked once per file, in C."""
    return (orjson is not None and b"\xef\xbb\xbf" not in data and b"\\u0000" not in data
            and not any(g in data for g in _KEY_GAPS) and _LONG_DIGITS not in data.translate(_DIGITS_TO_ZERO))


def loads_row(raw: bytes, *, source: str | Path = "<input>", clean: bool | None = None) -> Any:
    """``loads_strict`` for one JSON Lines row, several times faster on the rows witnesses hold:
    orjson parses it, and its result is used only when nothing ``loads_strict`` refuses can be in it:

    * duplicate keys (orjson keeps the last): every key in JSON text is a string followed by
      optional whitespace and ``:``; with no whitespace allowed there (``rows_clean``), each key
      is counted once by ``raw.count(b'":')`` (a ``":`` inside a string only adds to the count),
      so a count equal to the parsed object's keys means no key was dropped. A row holding more
      than one ``{`` (a nested object, or a brace in a string) takes the strict parser;
    * nesting deeper than ``MAX_DEPTH`` (orjson allows 1024 levels): one ``{`` and fewer than
      ``MAX_DEPTH`` ``[`` nest at most ``MAX_DEPTH`` levels (``loads_strict``'s own shortcut);
    * what ``rows_clean`` excludes (``clean``: the caller checked the whole file already);
      NaN/Infinity and invalid UTF-8 (orjson refuses them).

    Anything else goes through ``loads_strict``, which also words every refusal."""
    if clean is None:
        clean = rows_clean(raw)
    if clean and raw.count(b"{") == 1 and raw.count(b"[") < MAX_DEPTH:
        try:
            obj = orjson.loads(raw)
        except orjson.JSONDecodeError:
            obj = None
        if type(obj) is dict and raw.count(b'":') == len(obj):
            return obj
    return loads_strict(raw, source=source)


def read_bounded(fh: BinaryIO, max_bytes: int, *, chunk: int = 1024 * 1024) -> bytes:
    """Read up to ``max_bytes + 1`` bytes in 1 MiB chunks. (``fh.read(n)`` allocates ``n`` bytes
    up front: reading a 2-byte file with a 64 MiB limit cost a 64 MiB allocation each time.)"""
    parts: list[bytes] = []
    total = 0
    while total <= max_bytes:
        part = fh.read(min(chunk, max_bytes + 1 - total))
        if not part:
            break
        parts.append(part)
        total += len(part)
    return b"".join(parts)


def _open_for_reading(path: Path, *, regular_only: bool, what: str, rule: str):
    """Open without ever blocking in open(): a FIFO with no writer would otherwise wait forever.
    A FIFO (e.g. ``--file <(jq ...)``) is then read normally: with a writer it is read to
    its end, without one it reads as empty. ``regular_only`` refuses anything but a file."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    fh = os.fdopen(fd, "rb")
    try:
        st = os.fstat(fd)
        if stat_mod.S_ISDIR(st.st_mode):
            raise InputError(f"is a directory, expected a {what} file", path=path, rule=rule)
        if not stat_mod.S_ISREG(st.st_mode):
            if regular_only:
                raise InputError(f"is not a regular file, expected a {what} file", path=path, rule=rule)
            os.set_blocking(fd, True)
    except BaseException:
        fh.close()
        raise
    return fh


def read_file_bytes(path: str | Path, *, max_bytes: int = MAX_BYTES, regular_only: bool = False) -> bytes:
    """A file's bytes, at most ``max_bytes``; refusals are ``InputError`` naming the file."""
    path = Path(path)
    try:
        with _open_for_reading(path, regular_only=regular_only, what="JSON", rule="json") as fh:
            st = os.fstat(fh.fileno())
            if stat_mod.S_ISREG(st.st_mode) and st.st_size > max_bytes:  # refused unread (the read below
                raise InputError(f"larger than {max_bytes} bytes", path=path, rule="json")  # bounds a FIFO)
            data = read_bounded(fh, max_bytes)
    except IsADirectoryError:
        raise InputError("is a directory, expected a JSON file", path=path, rule="json") from None
    except FileNotFoundError:
        raise InputError("no such file", path=path, rule="json") from None
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror}", path=path, rule="json") from None
    if len(data) > max_bytes:
        raise InputError(f"larger than {max_bytes} bytes", path=path, rule="json")
    return data


def load_json_file(path: str | Path, *, max_bytes: int = MAX_BYTES) -> Any:
    return loads_strict(read_file_bytes(path, max_bytes=max_bytes), source=Path(path))


MAX_LINE_BYTES = limits.MAX_LINE_BYTES


def iter_jsonl(path: str | Path, *, max_bytes: int = 1024 * 1024 * 1024, max_line_bytes: int = MAX_LINE_BYTES):
    """Yield ``(line_no, obj)`` for each non-empty line; each line parsed strictly.

    A line longer than ``max_line_bytes`` is refused before it is read whole (an endless line
    is never held in memory up to ``max_bytes``); opening a FIFO never blocks."""
    path = Path(path)
    total = 0
    try:
        fh = _open_for_reading(path, regular_only=False, what="JSONL", rule="jsonl")
    except FileNotFoundError:
        raise InputError("no such file", path=path, rule="jsonl") from None
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror}", path=path, rule="jsonl") from None
    with fh:
        no = 0
        while True:
            raw = fh.readline(max_line_bytes + 1)
            if not raw:
                break
            no += 1
            if len(raw) > max_line_bytes and not (len(raw) == max_line_bytes + 1 and raw.endswith(b"\n")):
                raise InputError(f"line longer than {max_line_bytes} bytes", path=f"{path}:{no}", rule="jsonl")
            total += len(raw)
            if total > max_bytes:
                raise InputError(f"larger than {max_bytes} bytes", path=path, rule="jsonl")
            if not raw.strip():
                continue
            yield no, loads_row(raw, source=f"{path}:{no}")
