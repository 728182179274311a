"""A JSON Lines rows file read into columns (one list per field) instead of one dictionary per row.

``read_table(data, source=...)`` returns a ``RowTable`` holding, per field, the list of its values
in file order (a row that lacks a field holds ``ABSENT`` there), or ``None`` when the bytes are not
plainly the simple case, and the caller then reads them line by line with ``read_rows`` (the
strict reader, which also words every refusal). The table is not a second parser: it is accepted
only when the rows it holds are provably the rows ``read_rows`` returns (``tests/witnesses/
test_row_table.py`` holds the two equal with Hypothesis).

Each block of lines is read first by msgspec into typed structs (``_typed_block``: a request
row's nine fields and its four optional ones, each of the JSON types it may hold), which are
then taken apart into columns: no dictionary per row and no key string per row are built, and
the struct's types check most of what ``request_ab`` checks. A block that is not of that shape
(another field, a value of another type) is read by orjson into dictionaries, taken when:

* the conditions of ``jsonio.loads_row`` (``rows_clean``) that can matter when every line starts
  with ``{`` (``_block_clean``): no whitespace directly before a colon (each key is then
  counted by its ``":``), no integer of 19 digits or more (orjson reads those as floats), no NUL
  in a key (looked for in the parsed keys);
* no blank line, every line starts with ``{``, and a block of lines holds exactly as many ``{``
  as lines: each line then holds exactly one object and nothing else (each object needs a
  structural ``{``; with one ``{`` per line and the line starting with it, object k starts at
  line k and ends before line k + 1, so joining the lines with commas into one JSON array and
  parsing that with orjson gives each line's object); as many ``":`` as parsed keys (no
  duplicate key was dropped: ``loads_row``'s rule, summed over the block: a line can only have
  more ``":`` than keys, never fewer); no list holding a list (a row then nests 2 deep, far
  below ``limits.MAX_JSON_DEPTH``); no line longer than ``limits.MAX_LINE_BYTES``.

Blocks of about 4 MiB are parsed at a time, so the structs or dictionaries of one block exist
at once, never those of the whole file (a 10^6-row file: ~250 MB of columns instead of ~1 GB of
dictionaries). A ``RowTable`` is also a sequence of rows: ``table[i]`` and iteration build the
dictionary ``read_rows`` would have returned (with its ``"__source__"``), for code that reads
rows one by one; the statistics read the columns (``column``).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator, Sequence
from itertools import chain, compress, islice, repeat
from operator import attrgetter, eq, itemgetter, lt, sub
from pathlib import Path
from typing import Any

from claimcheck import limits
from claimcheck._internal.jsonio import orjson

try:  # a compiled reader of typed JSON (a core dependency): request rows straight into slotted structs
    import msgspec as _msgspec
except ImportError:  # pragma: no cover - msgspec is a dependency; without it every block takes orjson
    _msgspec = None

ABSENT: Any = type("Absent", (), {"__repr__": lambda self: "ABSENT", "__slots__": ()})()

BLOCK_BYTES = 4 * 1024 * 1024
#: ``RowTable.group`` gathers the rows of each value in its own pass up to this many values
FEW = 16
#: digits to "0" (19 digits in a row become 19 "0"s), tab, CR and LF to a space (a key's gap before
#: its colon, of any length, then ends in ' :'): one translate, then two substring searches
#: (``_block_clean``)
_CLEANING = bytes.maketrans(b"123456789\t\r\n", b"000000000   ")


#: the fields of every request row (``request_ab.check_row``), and the optional ones a typed block may hold
REQUEST_FIELDS = ("arm", "task_id", "start_s", "first_token_s", "end_s", "prompt_tokens", "completion_tokens",
                  "cached_tokens", "ok")
OPTIONAL_FIELDS = ("run", "error", "itls_s", "queue_s")

if _msgspec is not None:
    class _RequestRow(_msgspec.Struct, forbid_unknown_fields=True, gc=False):
        """One request row as msgspec reads it: each field of the JSON types it may hold (a value
        of any other type, an unknown or a missing field: the block is not typed). Types are
        kept as the strict parser gives them (an ``int | float`` field keeps 1 an int and 1.0 a
        float; an int field refuses 1.0 and true; integers beyond 64 bits stay exact)."""

        arm: str
        task_id: str | int
        start_s: int | float
        first_token_s: int | float | None
        end_s: int | float | None
        prompt_tokens: int | None
        completion_tokens: int | None
        cached_tokens: int | None
        ok: bool
        run: str | int | None = ABSENT
        error: str | None = ABSENT
        itls_s: list[int | float] | None = ABSENT
        queue_s: int | float | None = ABSENT

    _ROW_LINES = _msgspec.json.Decoder(_RequestRow).decode_lines
    _STRUCT_ERRORS: tuple[type[BaseException], ...] = (_msgspec.DecodeError, _msgspec.ValidationError)
    _ALL_FIELDS = REQUEST_FIELDS + OPTIONAL_FIELDS
    assert _RequestRow.__struct_fields__ == _ALL_FIELDS
    _astuple = _msgspec.structs.astuple
    _FIRST_KEYS = _msgspec.json.Decoder(dict).decode


class RowTable(Sequence):
    """Rows as columns: ``columns[field][i]`` is row i's value (``ABSENT``: the row has no such
    field; only fields in ``partial`` may hold it); ``lines[i]`` its 1-based line number in
    ``source``."""

    __slots__ = ("columns", "lines", "source", "n", "partial", "_cache")

    def __init__(self, columns: dict[str, list[Any]], lines: Sequence[int], source: str,
                 partial: frozenset[str] = frozenset()):
        self.columns = columns
        self.lines = lines
        self.source = source
        self.n = len(lines)
        self.partial = partial
        self._cache: dict[Any, Any] = {}

    # --- as a sequence of rows (read_rows' dictionaries) --------------------------------------

    def __len__(self) -> int:
        return self.n

    def row(self, i: int) -> dict[str, Any]:
        out = {k: col[i] for k, col in self.columns.items() if col[i] is not ABSENT}
        out["__source__"] = f"{self.source}:{self.lines[i]}"
        return out

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self.row(j) for j in range(*i.indices(self.n))]
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("row index out of range")
        return self.row(i)

    def __iter__(self) -> Iterator[dict[str, Any]]:
        for i in range(self.n):
            yield self.row(i)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (list, tuple, RowTable)):
            return len(other) == self.n and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"RowTable({self.n} rows of {self.source}, fields {list(self.columns)})"

    # --- as columns -----------------------------------------------------------------------------

    def types(self, key: str) -> set[type]:
        """The types of ``key``'s values (``type(ABSENT)`` where a row lacks it), cached; for rows
        taken from a table (``take``, ``group``), its table's: a superset (a type not in it is
        in no row)."""
        got = self._cache.get(("types", key))
        if got is None:
            col = self.columns.get(key)
            got = set(map(type, col)) if col is not None else ({type(ABSENT)} if self.n else set())
            self._cache[("types", key)] = got
        return got

    def increasing_strings(self, key: str) -> bool:
        """True if every row's ``key`` is a string and each is greater than the one before (so all
        distinct, and already in sorted order: rows written task by task); cached."""
        got = self._cache.get(("increasing", key))
        if got is None:
            col = self.column(key)
            got = self.types(key) == {str} and all(map(lt, col, islice(col, 1, None)))
            self._cache[("increasing", key)] = got
        return got

    def distinct(self, key: str) -> dict[Any, None]:
        """``dict.fromkeys(self.column(key))``: the distinct values, first seen first; cached."""
        got = self._cache.get(("distinct", key))
        if got is None:
            self._cache[("distinct", key)] = got = dict.fromkeys(self.column(key))
        return got

    def _complete(self, key: str, col: list[Any]) -> bool:
        return key not in self.partial or not any(v is ABSENT for v in col)

    def column(self, key: str) -> list[Any]:
        """Row by row, ``row[key]`` (the list itself: do not change it). KeyError when a row lacks it."""
        col = self.columns.get(key)
        if col is None:
            if self.n:
                raise KeyError(key)
            return []
        if not self._complete(key, col):
            raise KeyError(key)
        return col

    def get_column(self, key: str, default: Any = None) -> list[Any]:
        """Row by row, ``row.get(key, default)``."""
        col = self.columns.get(key)
        if col is None:
            return [default] * self.n
        if self._complete(key, col):
            return col
        return [default if v is ABSENT else v for v in col]

    def take(self, indices: Sequence[int]) -> RowTable:
        """The rows at ``indices`` (strictly increasing), in that order (one C-level gather per column)."""
        m = len(indices)
        if m == 0:
            return RowTable({k: [] for k in self.columns}, [], self.source, self.partial)
        if m == 1:
            i = indices[0]
            return RowTable({k: [c[i]] for k, c in self.columns.items()}, [self.lines[i]], self.source, self.partial)
        if indices[-1] - indices[0] == m - 1:  # strictly increasing: a contiguous run of rows
            a, b = indices[0], indices[-1] + 1
            return self._inherit(RowTable({k: c[a:b] for k, c in self.columns.items()}, self.lines[a:b], self.source,
                                          self.partial))
        get = itemgetter(*indices)
        return self._inherit(RowTable({k: list(get(c)) for k, c in self.columns.items()}, list(get(self.lines)),
                                      self.source, self.partial))

    def _inherit(self, part: RowTable) -> RowTable:
        for k, v in self._cache.items():
            if k[0] == "types":
                part._cache[k] = v
        return part

    def group(self, key: str, default: Any = None) -> dict[Any, RowTable]:
        """``{value: the rows whose row.get(key, default) is value}``, values in first-seen order
        (a dict groups by the hash and equality a set dedups by: 1 and 1.0 are one group, as a
        dict of lists built row by row would make them). Cached per key."""
        cache_key = ("group", key, default)
        got = self._cache.get(cache_key)
        if got is not None:
            return got
        if key not in self.columns:  # no row has it: one group
            self._cache[cache_key] = groups = {default: self} if self.n else {}
            return groups
        col = self.get_column(key, default)
        values = dict.fromkeys(col)  # the distinct values, first seen first (C speed)
        if len(values) <= 1:
            groups = {v: self for v in values}
        elif len(values) <= FEW:  # C-level passes per value: no Python loop over the rows
            rows = range(self.n)
            groups = {}
            for v in values:
                i, c = col.index(v), col.count(v)
                if col[i:i + c].count(v) == c:  # the value's rows are contiguous (rows written arm by arm)
                    groups[v] = self.take(rows[i:i + c])
                else:
                    groups[v] = self.take(list(compress(rows, map(eq, col, repeat(v)))))
        else:  # thousands of arms or runs: one pass (linear in rows, whatever the number of values)
            idx: dict[Any, list[int]] = {}
            for i, v in enumerate(col):
                g = idx.get(v)
                if g is None:
                    idx[v] = g = []
                g.append(i)
            groups = {v: self.take(ix) for v, ix in idx.items()}
        self._cache[cache_key] = groups
        return groups


def _block_clean(block: bytes) -> bool:
    """``jsonio.rows_clean``'s conditions that can matter for a block of lines that each start
    with ``{``: no whitespace directly before a colon (so none between a key and its colon), no
    integer of 19 digits or more. (A
    byte-order mark refuses only at a document's start, where a line has ``{``; a NUL in a key is
    looked for in the parsed keys.)"""
    t = block.translate(_CLEANING)
    return b" :" not in t and b"0" * 19 not in t


def _lines(block: bytes) -> int:
    """The number of lines of ``block`` (whole lines, no trailing newline, starting with ``{``) when
    every newline is directly followed by ``{`` and no line is over ``MAX_LINE_BYTES``, else 0. (So
    no line is blank; a raw newline is never inside a string, so each of those ``{`` is outside
    one.)"""
    n = block.count(b"\n") + 1
    # counted as "}\n{" first (a three-byte pattern counts faster; it implies the two-byte one),
    # then, for lines that end in a space or CR, as "\n{"
    if n > 1 and block.count(b"}\n{") != n - 1 and block.count(b"\n{") != n - 1:
        return 0
    if len(block) > limits.MAX_LINE_BYTES and max(map(len, block.split(b"\n"))) > limits.MAX_LINE_BYTES:
        return 0
    return n


def _typed_block(block: bytes, n: int) -> tuple[dict[str, Sequence[Any]], set[str]] | None:
    """One block of ``n`` lines (``_lines``) read by msgspec into ``_RequestRow`` structs and taken
    apart into columns: ``({field: values}, fields some rows lack)``, fields in the order of the
    block's first row, then the optional ones some later row has, in the order they first
    appear. None when a line is not a request row of the struct's types (then the block is read
    as dictionaries, and failing that line by line).

    One row per line: msgspec reads a stream of values apart by whitespace, and no struct holds
    an object, so every ``{`` outside a string opens a row; the ``{`` after each newline is one
    (``_lines``), so each newline lies between two rows, and ``n`` rows in ``n`` lines leave one
    row to a line.

    What msgspec reads is what the strict parser reads (the same values, of the same types;
    ``tests/witnesses/test_row_table.py`` holds them equal with Hypothesis), and everything the
    strict parser refuses msgspec refuses too (invalid UTF-8, a lone surrogate, NaN/Infinity,
    a number out of a float's range, a byte-order mark, control characters in strings, trailing
    commas), except a duplicate key, where msgspec keeps the last value. Duplicates are ruled out
    by counting: a row with its ``k`` fields (the nine required and the optional ones it has) has
    at least ``k`` structural colons, so if the block holds exactly as many ``:`` as the rows'
    fields, no key appears twice; otherwise (a colon inside a string) if no whitespace is directly
    before any colon, each key's colon follows its closing quote, and as many ``":`` as fields
    rule duplicates out the same way."""
    try:
        rows = _ROW_LINES(block)
    except _STRUCT_ERRORS:
        return None
    if len(rows) != n:  # a line holding two rows (and another none)
        return None
    first = list(_FIRST_KEYS(block[:block.find(b"\n")] if n > 1 else block))  # the first row's keys, in order
    # every struct as a tuple, the tuples turned into columns (a third faster than one getter per
    # field), each a tuple the table's list is extended with (no list per block in between)
    got = dict(zip(_ALL_FIELDS, zip(*map(_astuple, rows))))
    del rows
    keys = len(REQUEST_FIELDS) * n
    colons = block.count(b":")
    partial: set[str] = set()
    later: list[tuple[int, int, str]] = []  # optional fields the first row lacks: (first row with it, -, name)
    for j, f in enumerate(OPTIONAL_FIELDS):
        col = got[f]
        absent = n if colons == keys else col.count(ABSENT)  # (as many colons as required fields: none has it)
        if absent == n:
            del got[f]
            continue
        keys += n - absent
        if absent:
            partial.add(f)
        if f not in first:
            later.append((next(i for i, v in enumerate(col) if v is not ABSENT), j, f))
    if colons != keys and not (block.count(b'":') == keys and b" :" not in block and b"\t:" not in block
                               and b"\r:" not in block):
        return None
    cols = {f: got[f] for f in first}
    for *_, f in sorted(later):
        cols[f] = got[f]
    return cols, partial


def _block_rows(block: bytes, n: int) -> list[dict[str, Any]] | None:
    """One block of ``n`` lines (``_lines``) as the rows ``read_rows`` reads from it (less their
    ``"__source__"``), or None (then read the file line by line). Each line holds one object and
    nothing else when the block holds exactly ``n`` ``{``: each object needs a structural ``{``,
    and each line starts with one, so object k starts at line k and ends before line k + 1."""
    if block.count(b"{") != n or not _block_clean(block):
        return None
    try:
        rows = orjson.loads(b"[" + block.replace(b"\n", b",") + b"]")
    except orjson.JSONDecodeError:
        return None
    if len(rows) != n or set(map(type, rows)) != {dict}:
        return None
    if block.count(b'":') != sum(map(len, rows)):
        return None
    return rows


class _Builder:
    """Columns accumulated block by block (each block's dictionaries dropped once read)."""

    def __init__(self) -> None:
        self.columns: dict[str, list[Any]] = {}
        self.partial: set[str] = set()
        self.types: dict[str, set[type]] = {}
        self.n = 0
        self.typed = 0  # blocks read by msgspec
        self.blocks = 0

    def add(self, rows: list[dict[str, Any]]) -> bool:
        n = len(rows)
        keys = list(rows[0])
        width = len(keys)
        block: dict[str, list[Any]] = {}
        try:
            if sum(map(len, rows)) == n * width:  # every row has these keys, so no other
                get = itemgetter(*keys)  # one pass over the rows, each row's values as a tuple
                cols = [list(map(get, rows))] if width == 1 else list(map(list, zip(*map(get, rows))))
                block = dict(zip(keys, cols))
        except KeyError:
            block = {}
        if not block:
            seen = dict.fromkeys(keys)
            for r in rows:
                if len(r) != width or r.keys() != seen.keys():
                    for k in r:
                        if k not in seen:
                            seen[k] = None
            for k in seen:
                block[k] = list(map(dict.get, rows, repeat(k), repeat(ABSENT)))
                if sum(map(dict.__contains__, rows, repeat(k))) != n:
                    self.partial.add(k)
        if "\x00" in "".join(block):  # a NUL in a key: loads_strict refuses it, orjson does not
            return False
        for k, col in block.items():
            types = set(map(type, col))
            if list in types:  # a list inside a list could nest deeper than MAX_JSON_DEPTH
                inner = set(map(type, chain.from_iterable(v for v in col if type(v) is list)))
                if list in inner or dict in inner:
                    return False
            have = self.columns.get(k)
            if have is None:
                if self.n:
                    self.partial.add(k)
                    types.add(type(ABSENT))
                self.columns[k] = have = [ABSENT] * self.n if self.n else []
                self.types[k] = types
            else:
                self.types.setdefault(k, set()).update(types)
            have.extend(col)
        for k, have in self.columns.items():
            if k not in block:
                self.partial.add(k)
                self.types.setdefault(k, set()).add(type(ABSENT))
                have.extend(repeat(ABSENT, n))
        self.n += n
        return True

    def add_columns(self, block: dict[str, Sequence[Any]], n: int, partial: set[str]) -> None:
        """A typed block's columns (``_typed_block``; the fields in ``partial`` hold ``ABSENT``)."""
        for k, col in block.items():
            have = self.columns.get(k)
            if have is None:
                if self.n:
                    self.partial.add(k)
                    self.columns[k] = have = [ABSENT] * self.n
                    have.extend(col)
                else:
                    self.columns[k] = list(col)
            else:
                have.extend(col)
        self.partial |= partial
        for k, have in self.columns.items():
            if k not in block:
                self.partial.add(k)
                have.extend(repeat(ABSENT, n))
        self.n += n
        self.typed += 1

    def table(self, source: str) -> RowTable:
        t = RowTable(self.columns, range(1, self.n + 1), source, frozenset(self.partial))
        if not self.typed:
            for k, types in self.types.items():
                t._cache[("types", k)] = types
        elif self.typed == self.blocks:  # every block a struct's: these two fields hold one type
            t._cache[("types", "arm")], t._cache[("types", "ok")] = {str}, {bool}
        # (other types of a typed block are not gathered: the table finds them when asked)
        return t


def read_table(data: bytes, *, source: str | Path, block_bytes: int = BLOCK_BYTES) -> RowTable | None:
    """``data`` (a JSON Lines rows file's bytes) as a ``RowTable``, or None when the bytes are not
    plainly the simple case (see the module's docstring): read them with ``read_rows`` then."""
    source = str(source)
    if (orjson is None and _msgspec is None) or not data or data[:1] != b"{":
        return None
    end_all = len(data) - 1 if data.endswith(b"\n") else len(data)
    out = _Builder()
    was = gc.isenabled()
    gc.disable()  # the parse makes many acyclic containers: the cyclic GC would only rescan them
    try:
        start = 0
        while start < end_all:
            stop = data.find(b"\n", min(start + block_bytes, end_all), end_all)
            if stop < 0:
                stop = end_all
            block = data[start:stop]
            out.blocks += 1
            n = _lines(block)
            if not n:
                return None
            typed = _typed_block(block, n) if _msgspec is not None else None
            if typed is not None:
                out.add_columns(typed[0], n, typed[1])
            else:
                rows = _block_rows(block, n) if orjson is not None else None
                if rows is None or not out.add(rows):
                    return None
                del rows
            del block, typed
            start = stop + 1
    finally:
        if was:
            gc.enable()
    return out.table(source) if out.n else None


def column(rows: Sequence[Any], key: str) -> list[Any]:
    """``[row[key] for row in rows]`` (a ``RowTable``: its column as it is, no copy)."""
    return rows.column(key) if isinstance(rows, RowTable) else [r[key] for r in rows]


def get_column(rows: Sequence[Any], key: str, default: Any = None) -> list[Any]:
    """``[row.get(key, default) for row in rows]`` (a ``RowTable``: its column, no copy when every row has it)."""
    return rows.get_column(key, default) if isinstance(rows, RowTable) else [r.get(key, default) for r in rows]


def completed_differences(later: list[Any], earlier: list[Any], ok: list[Any], *, skip_none: bool = True) -> list[Any]:
    """``[l - e for l, e, o in zip(later, earlier, ok) if o and l is not None]`` (``skip_none``
    False: without the None test), in row order; at C speed when every row is ``ok`` (and no
    ``later`` is None), the Python test per row only otherwise."""
    if ok.count(True) == len(ok) and (not skip_none or None not in later):
        return list(map(sub, later, earlier))
    keep = [bool(o and l is not None) for l, o in zip(later, ok)] if skip_none else list(map(bool, ok))
    return list(map(sub, compress(later, keep), compress(earlier, keep)))
