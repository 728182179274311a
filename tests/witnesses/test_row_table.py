"""The columnar reading of a request-ab rows file (``claimcheck.witnesses._columns``) and the
column-at-a-time checks of ``request_ab.derive`` against the strict, row-by-row path (issue 18:
long witnesses). Hypothesis writes rows files, valid and hostile (wrong types, bounds, duplicate
keys, blank and split lines, deep lists, long integers, gaps before a colon, a NUL in a key,
unknown arms, a task twice, runs named two ways, missing fields), and each must read, derive
and measure exactly as the strict path does: the same rows (types included), the same
refusal word for word, the same numbers."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

from claimcheck.claims.evidence import from_request_ab
from claimcheck.claims.statistics import Measurement, like_for_like, measure
from claimcheck.witnesses import request_ab
from claimcheck.witnesses import _columns
from claimcheck.witnesses._columns import RowTable, read_table
from claimcheck.witnesses._rows import WitnessError, read_rows

ARMS = ("a", "b")


def witness(cap: int | None) -> dict:
    return {"kind": "request-ab", "provenance": "OBSERVED", "model": {"id": "m"}, "hardware": "cpu",
            "output_cap": cap, "timing_includes": ["queue"],
            "arms": {"a": {"aliases": ["arm a"], "workers": 1, "role": "baseline"},
                     "b": {"aliases": ["arm b"], "workers": 2, "role": "treatment"}}}


def same(x, y) -> bool:
    """Equal and of the same types all the way down (1, 1.0 and True are == in Python)."""
    if type(x) is not type(y):
        return False
    if isinstance(x, dict):
        return x.keys() == y.keys() and all(same(x[k], y[k]) for k in x)
    if isinstance(x, (list, tuple)):
        return len(x) == len(y) and all(same(a, b) for a, b in zip(x, y))
    if isinstance(x, float) and math.isnan(x):
        return math.isnan(y)
    return x == y


def _read(raw: bytes, typed: bool, block_bytes: int = _columns.BLOCK_BYTES):
    """read_table with the typed (msgspec) reader, or without it: the dictionaries (orjson) alone."""
    was = _columns._msgspec
    _columns._msgspec = was if typed else None
    try:
        return read_table(raw, source="B/rows.jsonl", block_bytes=block_bytes)
    finally:
        _columns._msgspec = was


odd = st.one_of(st.none(), st.booleans(), st.integers(-5, 10**20), st.floats(allow_nan=False, allow_infinity=False),
                st.text(max_size=3), st.lists(st.floats(0, 2), max_size=2), st.just([[1]]), st.just({"x": 1}))
time_ = st.one_of(st.floats(0, 50, allow_nan=False).map(lambda v: round(v, 3)), st.integers(0, 50))


def rarely(draw, usual, *others, odds: int = 5):
    """``usual`` ``odds`` times in ``odds`` + 1, else one of ``others``."""
    return usual if draw(st.integers(0, odds)) else draw(st.sampled_from(others))


@st.composite
def a_row(draw, i: int, runs: tuple, odds: int):
    start = draw(time_)
    first = start + rarely(draw, draw(st.sampled_from([0.25, 1])), 0, odds=odds)
    end = first + rarely(draw, draw(st.sampled_from([0.5, 2])), 0, odds=odds)
    ok = rarely(draw, True, False, odds=odds)
    row = {"arm": rarely(draw, ARMS[i % 2], ARMS[(i + 1) % 2], odds=odds),
           "task_id": rarely(draw, draw(st.sampled_from([f"t{i // 2}", i // 2])), f"t{i % 3}", str(i // 2), odds=odds),
           "start_s": start, "first_token_s": first if ok else draw(st.sampled_from([first, None])),
           "end_s": end if ok or draw(st.booleans()) else None,
           "prompt_tokens": rarely(draw, draw(st.sampled_from([10, 12])), None, 0, 5, odds=odds),
           "completion_tokens": rarely(draw, draw(st.sampled_from([4, 8, 1])), None, 0, odds=odds),
           "cached_tokens": rarely(draw, draw(st.sampled_from([None, 0, 5])), 11, odds=odds), "ok": ok}
    if runs:
        row["run"] = rarely(draw, runs[(i // 4) % len(runs)], 0, "1", 1, odds=odds)
    if draw(st.integers(0, 4)) == 0:
        row["itls_s"] = draw(st.one_of(st.none(), st.lists(st.floats(0, 1, allow_nan=False), max_size=3)))
    if draw(st.integers(0, 4)) == 0:
        row["queue_s"] = rarely(draw, draw(st.one_of(st.none(), st.floats(0, 1, allow_nan=False))), -0.1, odds=odds)
    if draw(st.integers(0, 4)) == 0:
        row["error"] = draw(st.text(max_size=4))
    if draw(st.integers(0, 2 * odds + 1)) == 0:  # one field made hostile or removed
        key = draw(st.sampled_from(sorted(row)))
        if draw(st.booleans()):
            del row[key]
        else:
            row[key] = draw(odd)
    return row


@st.composite
def rows_file(draw) -> bytes:
    n = draw(st.integers(1, 16))
    seps = draw(st.sampled_from([(", ", ": "), (",", ":")]))
    runs = draw(st.sampled_from([(), (), (0, 1), ("r1", "r2"), (1,)]))
    odds = draw(st.sampled_from([5, 200]))  # a messy file, or one where a mistake is rare
    lines = [json.dumps(draw(a_row(i, runs, odds)), separators=seps, ensure_ascii=draw(st.booleans()))
             for i in range(n)]
    for _ in range(rarely(draw, 0, 1, 2, odds=odds)):  # textual hostility, on one line
        j = draw(st.integers(0, n - 1))
        how = draw(st.sampled_from(["dup", "gap", "blank", "split", "join", "crlf", "nul", "long", "bom", "deep",
                                    "brace", "array", "trail", "bad", "surrogate", "huge"]))
        line = lines[j]
        if how == "dup":
            lines[j] = line[:-1] + ', "ok": false}'
        elif how == "gap":  # one byte or more, before a duplicate key's colon or not
            gap = draw(st.sampled_from([" ", "  ", "\t", " \r "]))
            if draw(st.booleans()):
                lines[j] = line.replace('":', '"' + gap + ":", 1)
            else:
                lines[j] = line[:-1] + ', "ok"' + gap + ': false}'
        elif how == "blank":
            lines.insert(j, draw(st.sampled_from(["", " ", "\t"])))
        elif how == "split" and len(line) > 4:
            k = draw(st.integers(1, len(line) - 1))
            lines[j:j + 1] = [line[:k], line[k:]]
        elif how == "join" and j + 1 < len(lines):
            lines[j:j + 2] = [lines[j] + "," + lines[j + 1]]
        elif how == "crlf":
            lines[j] = line + "\r"
        elif how == "nul":
            lines[j] = line[:-1] + ', "k\\u0000": 1}'
        elif how == "long":
            lines[j] = line[:-1] + ', "big": 12345678901234567890123}'
        elif how == "bom":
            lines[j] = "\ufeff" + line
        elif how == "deep":
            lines[j] = line[:-1] + ', "deep": ' + "[" * 70 + "]" * 70 + "}"
        elif how == "brace":
            lines[j] = line[:-1] + ', "s": "{x}"}'
        elif how == "array":
            lines[j] = "[" + line + "]"
        elif how == "trail":
            lines[j] = line + draw(st.sampled_from([" ", " x", ",", "  \t"]))
        elif how == "bad":
            lines[j] = line[:-1]
        elif how == "surrogate":
            lines[j] = line[:-1] + ', "s": "\\ud800"}'
        elif how == "huge":
            lines[j] = line[:-1] + ', "f": 1e400}'
    text = "\n".join(lines) + draw(st.sampled_from(["\n", "", "\n\n"]))
    return text.encode()


def strict(data: bytes, where):
    try:
        return read_rows(where, "rows.jsonl", data=data), None
    except WitnessError as exc:
        return None, str(exc)


def derived(w: dict, rows):
    try:
        return request_ab.derive(w, rows, source="B"), None
    except WitnessError as exc:
        return None, str(exc)


@settings(max_examples=examples(700), deadline=None)
@given(rows_file(), st.sampled_from([None, 16, 16, 4]), st.integers(1, 64), st.booleans())
def test_columns_read_derive_and_measure_as_the_strict_rows(data, cap, block, typed):
    where = "B"
    rows, refused = strict(data, where)
    table = _read(data, typed, block_bytes=block)  # typed: msgspec's structs first, else orjson's dicts alone
    if refused is not None:
        event("the strict reader refuses")
        assert table is None  # never accepts what the strict reader refuses
        return
    if table is None:
        event("read row by row (not plainly simple)")
        return  # not plainly the simple case: load() reads it row by row, as before
    assert isinstance(table, RowTable) and len(table) == len(rows)
    assert all(same(a, b) for a, b in zip(table, rows)), (list(table), rows)
    w = witness(cap)
    want, want_err = derived(w, rows)
    got, got_err = derived(w, table)
    assert got_err == want_err
    event("derive refuses" if want_err else "derived")
    if want is None:
        return
    assert same(got, want)
    ev_t = from_request_ab(got, w, table)
    ev_r = from_request_ab(want, w, rows)
    for arm in ARMS:
        for metric, stat in (("ttft", "p95"), ("ttft", "mean"), ("e2e_latency", "median"), ("tpot", "max"),
                             ("itl", "mean"), ("queue_delay", "p50"), ("throughput", None), ("token_throughput", None),
                             ("total_token_throughput", None), ("wall", None), ("throughput", "mean"),
                             ("completed", None), ("failed", "total"), ("tasks", None), ("requests", None),
                             ("prompt_tokens", None), ("completion_tokens", "total"), ("cached_tokens", None)):
            a, b = measure(ev_t, metric, stat, arm), measure(ev_r, metric, stat, arm)
            if isinstance(b, Measurement):
                assert isinstance(a, Measurement) and same(a.value, b.value) and same(a.per_run, b.per_run) \
                    and a.definition == b.definition and a.n == b.n, (metric, stat, a, b)
            else:
                assert a == b, (metric, stat)
    assert like_for_like(ev_t, "b", "a") == like_for_like(ev_r, "b", "a")
    out_t: list[str] = []
    out_r: list[str] = []
    assert like_for_like(ev_t, "b", "a", outputs=out_t) == like_for_like(ev_r, "b", "a", outputs=out_r)
    assert out_t == out_r


wide_num = st.one_of(st.integers(-10**30, 10**30), st.floats(allow_nan=False, allow_infinity=False),
                     st.sampled_from([1e-7, -0.0, 5e-324, 1e308, 2**63, 2**64, -2**63 - 1, 0.1, 1.5e-300]))
wide_text = st.text(max_size=5)  # any code point but a lone surrogate (those are added as text below)
NUMBER_FORMS = ["1E5", "1e-7", "-0", "1.0e+2", "0.000001", "123456789012345678901234567890", "1e400", "NaN",
                "Infinity", "-Infinity", "01", "1.", ".5", "+1", "0x10", "true"]


@st.composite
def typed_rows_file(draw) -> bytes:
    """Rows of the typed reader's shape (any key order, any separators, escaped or raw unicode),
    values from the edges of JSON (huge and tiny numbers, -0.0, unicode), then textual hostility."""
    lines = []
    for i in range(draw(st.integers(1, 10))):
        row = {"arm": draw(wide_text), "task_id": draw(st.one_of(wide_text, st.integers(-10**20, 10**20))),
               "start_s": draw(wide_num), "first_token_s": draw(st.one_of(st.none(), wide_num)),
               "end_s": draw(st.one_of(st.none(), wide_num)),
               "prompt_tokens": draw(st.one_of(st.none(), st.integers(-10**25, 10**25))),
               "completion_tokens": draw(st.one_of(st.none(), st.integers(-5, 10**20))),
               "cached_tokens": draw(st.one_of(st.none(), st.integers(0, 9))), "ok": draw(st.booleans())}
        for key, values in (("run", st.one_of(st.none(), wide_text, st.integers(-3, 2**70))),
                            ("error", st.one_of(st.none(), wide_text)),
                            ("itls_s", st.one_of(st.none(), st.lists(wide_num, max_size=3))),
                            ("queue_s", st.one_of(st.none(), wide_num))):
            if draw(st.integers(0, 3)) == 0:
                row[key] = draw(values)
        order = draw(st.permutations(sorted(row)))
        lines.append(json.dumps({k: row[k] for k in order}, ensure_ascii=draw(st.booleans()),
                                separators=draw(st.sampled_from([(", ", ": "), (",", ":"), (" , ", " : ")]))))
    for _ in range(draw(st.integers(0, 2))):
        j = draw(st.integers(0, len(lines) - 1))
        line = lines[j]
        how = draw(st.sampled_from(["dup", "dup", "dup", "number", "bom", "deep", "surrogate", "colon", "brace", "utf8", "unknown",
                                    "cr", "trail", "escaped-key", "control", "blank", "join", "split"]))
        if how == "dup":
            key, value = draw(st.sampled_from([("arm", '"x"'), ("ok", "false"), ("start_s", "1"), ("run", "1"),
                                               ("error", "null"), ("task_id", "null")]))  # of its type, mostly
            gap = draw(st.sampled_from(["", " ", "  ", "\t", " \t "]))
            lines[j] = line[:-1] + f', "{key}"{gap}: {value}}}' if draw(st.booleans()) else \
                "{" + f'"{key}"{gap}: {value}, ' + line[1:]
        elif how == "number":
            key = draw(st.sampled_from(["start_s", "end_s", "prompt_tokens", "queue_s", "itls_s"]))
            form = draw(st.sampled_from(NUMBER_FORMS))
            lines[j] = line[:-1] + f', "{key}": {"[" + form + "]" if key == "itls_s" else form}}}' \
                if f'"{key}"' not in line else line
        elif how == "bom":
            lines[j] = "\ufeff" + line
        elif how == "deep":
            depth = draw(st.sampled_from([2, 63, 70]))
            lines[j] = line[:-1] + ', "itls_s": ' + "[" * depth + "]" * depth + "}" if '"itls_s"' not in line else line
        elif how == "surrogate":
            lines[j] = line.replace('"arm":', '"arm": "\\ud800", "x":', 1)
        elif how == "colon":
            lines[j] = line.replace('"arm":', '"arm": "a:b", "arm2":', 1) if draw(st.booleans()) else \
                line[:-1] + ', "error": "x\\":y"}' if '"error"' not in line else line
        elif how == "brace":
            lines[j] = line[:-1] + ', "error": "{}"}' if '"error"' not in line else line
        elif how == "utf8":
            lines[j] = line[:-1] + ', "error": "\udcff"}' if '"error"' not in line else line  # a lone byte 0xff
        elif how == "unknown":
            lines[j] = line[:-1] + ', "http_status": 200}'
        elif how == "cr":
            lines[j] = line + "\r"
        elif how == "trail":
            lines[j] = line + draw(st.sampled_from([" ", "\t", " x", ",", "{}"]))
        elif how == "escaped-key":
            lines[j] = line.replace('"arm"', '"a\\u0072m"', 1)
        elif how == "control":
            lines[j] = line.replace('"arm":', '"arm": "a\tb", "y":', 1)
        elif how == "blank":
            lines.insert(j, draw(st.sampled_from(["", " "])))
        elif how == "join" and j + 1 < len(lines):
            lines[j:j + 2] = [lines[j] + draw(st.sampled_from([" ", ""])) + lines[j + 1]]
        elif how == "split" and len(line) > 2:
            k = draw(st.integers(1, len(line) - 1))
            lines[j:j + 1] = [line[:k], line[k:]]
    text = "\n".join(lines) + draw(st.sampled_from(["\n", ""]))
    return text.encode("utf-8", "surrogateescape")


@settings(max_examples=examples(600), deadline=None)
@given(typed_rows_file(), st.sampled_from([1, 64, 1 << 20]))
def test_the_typed_reader_reads_the_strict_rows_or_leaves_them(data, block):
    """msgspec's structs (typed), orjson's dictionaries (plain) and the strict reader: the same
    rows, of the same types, or no table (then the strict reader reads it); never a table where
    the strict reader refuses."""
    rows, refused = strict(data, "B")
    typed, plain = _read(data, True, block), _read(data, False, block)
    for table in (typed, plain):
        if refused is not None or table is None:
            assert refused is None or table is None
            continue
        assert same(list(table), rows), (list(table), rows)
    event("typed: " + ("refused" if refused else "read" if typed is not None else "left"))


def _line(**kw) -> str:
    row = {"arm": "a", "task_id": "t1", "start_s": 0.0, "first_token_s": 0.5, "end_s": 1.0, "prompt_tokens": 10,
           "completion_tokens": 4, "cached_tokens": None, "ok": True}
    row.update(kw)
    return json.dumps(row)


def test_the_common_file_is_read_as_columns_across_blocks():
    lines = [_line(task_id=f"t{i}", arm="ab"[i % 2]) for i in range(50)]
    data = ("\n".join(lines) + "\n").encode()
    table = read_table(data, source="B/rows.jsonl", block_bytes=100)
    assert table is not None and len(table) == 50
    assert table[7] == {**json.loads(lines[7]), "__source__": "B/rows.jsonl:8"}
    assert table.column("task_id")[49] == "t49" and table[-1]["task_id"] == "t49"
    assert list(table) == read_rows("B", "rows.jsonl", data=data)


@pytest.mark.parametrize("data", [
    _line() + "\n\n" + _line(task_id="t2"),                      # a blank line
    _line()[:-1] + ', "ok": false}',                              # a duplicate key
    _line()[:-1] + ', "ok"  : false}',                            # a duplicate key after a gap of two
    _line(task_id="t:1", run=1).replace('"run":', '"run" :'),     # a colon in a string and a gap
    _line()[:-1] + ', "n": 12345678901234567890}',                # an integer orjson reads as a float
    _line()[:-1] + ', "k\\u0000": 1}',                            # a NUL in a key
    _line()[:-1] + ', "d": ' + "[" * 70 + "]" * 70 + "}",         # nested past MAX_JSON_DEPTH
    _line()[:-1] + ', "d": {"x": 1}}',                            # a nested object
    _line() + "," + _line(task_id="t2"),                          # two objects on one line
    _line()[:20] + "\n" + _line()[20:],                           # one object on two lines
    " " + _line(),                                                # a line not starting with {
    "\ufeff" + _line(),                                           # a byte-order mark
])
def test_what_is_not_plainly_simple_is_left_to_the_strict_reader(data):
    assert read_table(data.encode(), source="B/rows.jsonl") is None


@pytest.mark.parametrize("data", [
    _line().replace('"arm":', '"arm" :'),                         # a gap before a colon, no key twice
    _line().replace('"arm":', '"arm"\t  :') + "\n" + _line(task_id="t2"),
    _line(task_id="t:1") + "\n" + _line(task_id="t2"),            # a colon inside a string
    _line(run="r1", error="boom: y", itls_s=[0.1, 1, 2.5e-3], queue_s=0),  # the optional fields
    _line() + "\r\n" + _line(task_id="t2") + "  \n",              # CRLF, trailing blanks
    _line(prompt_tokens=10**30, start_s=1e-7, first_token_s=12345678901234567890),  # beyond 64 bits, exact
    _line(task_id="t\u00e9\u2028\U0001f600", arm="\u00e9"),        # unicode, escaped
    json.dumps({**json.loads(_line()), "task_id": "t\u00e9\U0001f600"}, ensure_ascii=False),  # and not
    _line(start_s=-0.0, end_s=1e308, first_token_s=5e-324),       # -0.0, the largest and smallest floats
])
def test_what_the_typed_reader_reads_is_what_the_strict_reader_reads(data):
    raw = data.encode()
    rows, refused = strict(raw, "B")
    assert refused is None
    table = _read(raw, typed=True)
    assert table is not None and same(list(table), rows)
    plain = _read(raw, typed=False)  # the dictionaries' reader: the same rows, or none
    assert plain is None or same(list(plain), rows)


def test_a_bad_row_is_refused_with_the_strict_message():
    good = [_line(task_id=f"t{i}") for i in range(5)] + [_line(arm="b", task_id=f"t{i}") for i in range(5)]
    for bad, words in ((_line(task_id="t9", end_s=0.2), "first_token_s <= end_s"),
                       (_line(task_id="t1"), "appears twice"),
                       (_line(arm="c", task_id="t9"), "not declared"),
                       (_line(task_id="t9", completion_tokens=9), "exceeds output_cap"),
                       (_line(task_id="t9", start_s=True), "got a boolean")):
        data = ("\n".join(good + [bad]) + "\n").encode()
        table = read_table(data, source="B/rows.jsonl")
        assert table is not None
        with pytest.raises(WitnessError, match=words) as got:
            request_ab.derive(witness(8), table, source="B")
        with pytest.raises(WitnessError) as want:
            request_ab.derive(witness(8), read_rows("B", "rows.jsonl", data=data), source="B")
        assert str(got.value) == str(want.value)
        assert str(got.value).startswith("B/rows.jsonl:11")


@pytest.mark.parametrize("prompt", [10, None])
@pytest.mark.parametrize("completion", [4, None])
def test_like_for_like_on_mirrored_arms_as_the_general_path(prompt, completion):
    """Arms with the same tasks in the same order and the same tokens row for row: decided on
    whole columns, with the general path's words for missing counts."""
    lines = [_line(arm=arm, task_id=f"t{i}", prompt_tokens=prompt if i == 3 else 10,
                   completion_tokens=completion if i == 2 else 4) for arm in ARMS for i in range(6)]
    data = ("\n".join(lines) + "\n").encode()
    table = read_table(data, source="B/rows.jsonl")
    rows = read_rows("B", "rows.jsonl", data=data)
    assert table is not None
    w = witness(None)
    ev_t = from_request_ab(request_ab.derive(w, table), w, table)
    ev_r = from_request_ab(request_ab.derive(w, rows), w, rows)
    for outputs in (None, []):
        got_out, want_out = (None, None) if outputs is None else ([], [])
        got = like_for_like(ev_t, "b", "a", outputs=got_out)
        want = like_for_like(ev_r, "b", "a", outputs=want_out)
        assert got == want and got_out == want_out
    assert bool(like_for_like(ev_t, "b", "a")) == (prompt is None or completion is None)


def _many(arms: int, runs: int, tasks: int) -> tuple[dict, bytes]:
    w = {"kind": "request-ab", "provenance": "OBSERVED", "model": {"id": "m"}, "hardware": "cpu", "output_cap": None,
         "timing_includes": ["queue"],
         "arms": {f"arm{a}": {"aliases": [], "workers": 1, "role": "baseline" if a == 0 else "treatment"}
                  for a in range(arms)}}
    lines = [_line(arm=f"arm{a}", run=r, task_id=f"t{t}", start_s=float(t), first_token_s=t + 0.25, end_s=t + 1.0)
             for a in range(arms) for r in range(runs) for t in range(tasks)]
    return w, ("\n".join(lines) + "\n").encode()


@pytest.mark.parametrize("arms, runs", [(2, 4500), (2200, 2)])
def test_thousands_of_runs_or_arms_derive_in_linear_time_as_the_rows_do(arms, runs):
    """The issue-18 shapes (9,000 runs of arms, 2,200 arms): read, checked and derived from
    columns in one pass per value group, and equal to the row-by-row derivation."""
    import time

    w, data = _many(arms, runs, 4)
    t0 = time.process_time()
    table = read_table(data, source="B/rows.jsonl")
    got = request_ab.derive(w, table, source="B")
    ev = from_request_ab(got, w, table)
    per_run = [measure(ev, "throughput", "mean", a) for a in list(ev.arms)[:50]]
    spent = time.process_time() - t0
    assert spent < 10.0, spent  # a quadratic grouping took minutes here
    rows = read_rows("B", "rows.jsonl", data=data)
    assert same(got, request_ab.derive(w, rows, source="B"))
    ev_r = from_request_ab(got, w, rows)
    assert per_run == [measure(ev_r, "throughput", "mean", a) for a in list(ev.arms)[:50]]
