"""Markdown table rows pasted as a statement (production table_row -- claimcheck/claims/grammar.lark;
docs/claim-check.md).

A token pass the reader runs before label_lines.pipe_joiners (``_Reader.__init__``). A line whose cells are
separated by "|" (with or without a leading and a trailing "|") is a table row: its first cell the label (a metric,
or a metric and its unit in parentheses), each other cell one value. The row is read as the label line
"LABEL: CELL; CELL" (label_lines.label_line), so that each cell's value is read with the arm named in its own cell:
"| TTFT p50 | 210 ms (main) | 180 ms (this PR) |", "| Mean TPOT | main: 14.0 ms | this PR: 11.5 ms |".

A cell that names no arm is bound by its position only where a header line of the same statement names the arms in
order: "| Metric | main | this PR |" (its first cell any plain words or empty, every other cell exactly one arm, no
arm twice), optionally followed by a separator line ("|---|:---:|"); the header's arm for the column is then written
before the cell's value ("| Mean ITL (ms) | 14.0 | 11.5 |" under that header reads "Mean ITL (ms): main 14.0; this PR
11.5"), and the header and separator lines are inert (layout).

A header's last column may hold each row's change ("| Metric | main | this PR | Change |": "Change", "Δ", "Delta",
"Diff", "Speedup", "Ratio"): a row's change cell ("-18%", "+25%", "1.25x") is read only where it is what the row's
own two values make, either way round ((v2 - v1) / v1 or (v1 - v2) / v2, v2 / v1 or v1 / v2, over the rounding of
all three), and is then inert (it says nothing the two values do not); any other change cell leaves its row unread.

A table whose rows are the arms ("| Config | TTFT p50 | Mean ITL (ms) |" over "| main | 210 ms | 14.0 |"): a header
whose every cell after the first names one metric (its statistic before or after it, its unit in parentheses or
not) or is a rate unit alone ("Output tok/s"), its first cell plain words or empty; each row under it whose first
cell is exactly one arm and whose every other cell one value (its own unit, or the header's when it writes none,
never both) is read as one clause per cell, "ARM: LABEL VALUE UNIT." (the arm and the label copied); a row naming no
arm, or a cell of anything else, is left as written.

Under a header of arms a row label may be a table's own words for a quantity (vocabulary.TABLE_ROW_WALL_LABELS,
TABLE_ROW_COUNT_LABELS): "| Duration (s) | 212.48 | 141.37 |" is the run's wall time (vLLM's "Benchmark duration", read
as that phrase), "| Completed | 500 | 500 |" / "| Failed requests | 0 | 0 |" each arm's count of completed / failed
requests, read as "ARM: N completed requests." per cell (every cell one whole number and nothing else).

A header whose first cell names a swept setting (production setting_cell: a QUANTIFIED_SETTINGS noun or
TABLE_SETTING_HEADS, every arm declaring it at a different value) makes a cell that is one number of that setting the
arm that declares it: "| Concurrency | Mean TPOT (ms) |" over "| 16 | 19.4 |" is the row of the arm at concurrency 16,
"| Max concurrency | 1 | 4 | 16 |" names the columns' arms (all of them or none).

A row under a header (of arms or of metrics) that is not read -- an unknown label ("| Concurrency | 8 | 8 |"), a cell
of anything else, a cell naming another arm than its column's, a cell count other than the header's, an empty label --
leaves the whole table as written (unread): no cell of a table is graded while another row of it is unread. A row
under no header with a cell naming no arm is left as written (unread). A row is rewritten only where label_lines
accepts the rewritten line whole (every cell one arm and one value, no arm twice, the label one metric); anything
else keeps its words and "|" as written.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from claimcheck.claims.ellipsis import metric_spans, plain_word as _plain, word as _w
from claimcheck.claims.label_lines import joined_token as _joined, read_line as _line, unit_length as _unit_len
from claimcheck.claims.vocabulary import (DURATION_UNITS, QUANTIFIED_SETTINGS, STATISTICS, TABLE_ROW_COUNT_LABELS,
                                          TABLE_ROW_WALL_LABELS, TABLE_SETTING_HEADS)
from claimcheck.claims.statement import Token


def _is_pipe(t: Token) -> bool:
    return t.kind == "punct" and t.text == "|"


def _cells(line: list[Token]) -> list[list[Token]] | None:
    """The cells of a line with two or more "|" (leading / trailing pipes dropped), else None."""
    if sum(_is_pipe(t) for t in line) < 2:
        return None
    cells: list[list[Token]] = [[]]
    for t in line:
        if _is_pipe(t):
            cells.append([])
        else:
            cells[-1].append(t)
    if _is_pipe(line[0]):
        cells = cells[1:]
    if _is_pipe(line[-1]):
        cells = cells[:-1]
    return cells if len(cells) >= 2 and all(cells[1:]) else None


def _separator(line: list[Token]) -> bool:
    return bool(line) and all(t.kind == "punct" and t.text in ("|", "-", ":") for t in line) \
        and any(t.text == "-" for t in line)


#: a header's last column that holds each row's change between the two arms' columns
_CHANGE_HEADS = frozenset({"change", "δ", "delta", "diff", "difference", "δ%", "speedup", "ratio"})


def _change_column(cells: list[list[Token]]) -> bool:
    """The header's last cell names a change column ("Change", "Δ", "Delta", "Diff", "Speedup"; "% change" too)."""
    words = [t.low or t.text.lower() for t in cells[-1] if t.text not in ("%", "(", ")")]
    return len(words) == 1 and words[0] in _CHANGE_HEADS


def _delta(cell: list[Token]) -> tuple[Decimal, Decimal, str] | None:
    """(value, half-width, "%" | "x") of a change cell: a signed percent ("-18%", "+22 %") or a ratio ("1.22x")."""
    toks = [t for t in cell]
    sign = Decimal(1)
    if toks and toks[0].kind == "punct" and toks[0].text in ("-", "−", "+", "–"):
        sign = Decimal(1) if toks[0].text == "+" else Decimal(-1)
        toks = toks[1:]
    if len(toks) != 2 or toks[0].kind != "num" or toks[0].value is None:
        return None
    unit = toks[1].text.lower()
    if unit not in ("%", "x", "×"):
        return None
    if unit != "%" and sign < 0:
        return None
    h = Decimal(5) * Decimal(10) ** (-toks[0].decimals - 1)
    return sign * toks[0].value, h, "%" if unit == "%" else "x"


def _cell_value(cell: list[Token]) -> tuple[Decimal, Decimal] | None:
    """(value, half-width) of the one number of a value cell."""
    nums = [t for t in cell if t.kind == "num" and t.value is not None]
    if len(nums) != 1 or nums[0].value <= 0:
        return None
    return nums[0].value, Decimal(5) * Decimal(10) ** (-nums[0].decimals - 1)


def _consistent(v1: tuple[Decimal, Decimal], v2: tuple[Decimal, Decimal], d: tuple[Decimal, Decimal, str]) -> bool:
    """The change cell is what the row's own two values make (either way round: (v2 - v1) / v1 or (v1 - v2) / v2),
    within the written precisions of all three (interval bounds over the values' rounding)."""
    (a, ha), (b, hb), (x, hx, unit) = v1, v2, d
    if a - ha <= 0 or b - hb <= 0:
        return False
    for (p, hp), (q, hq) in (((a, ha), (b, hb)), ((b, hb), (a, ha))):
        lo, hi = (q - hq) / (p + hp), (q + hq) / (p - hp)  # the ratio q / p over the rounding of both
        if unit == "%":
            lo, hi = (lo - 1) * 100, (hi - 1) * 100
        if lo - hx <= x <= hi + hx:
            return True
    return False


def _header(cells: list[list[Token]]) -> list[Token] | None:
    """The arms a header line names, one per column after the first (its first cell plain words or empty; a last
    change column, _change_column, is not an arm's)."""
    if len(cells) > 3 and _change_column(cells):
        cells = cells[:-1]
    arms = []
    for c in cells[1:]:
        if len(c) != 1 or c[0].kind != "arm" or len(c[0].arms) != 1:
            return None
        arms.append(c[0])
    if len({a.arms for a in arms}) != len(arms):
        return None
    if any(t.kind not in ("word",) for t in cells[0]):
        return None
    return arms


def _metric_column(c: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """(label, unit) of a header cell naming one metric ("TTFT p50", "Mean ITL (ms)") or a rate unit alone ("Output
    tok/s"), else None."""
    label, unit = list(c), []
    if c and c[-1].text == ")":
        p = next((k for k in range(len(c) - 2, 0, -1) if c[k].text == "("), None)
        if p is None or _unit_len(c, p + 1, len(c) - 1) != len(c) - 1 - (p + 1):
            return None
        label, unit = c[:p], c[p + 1:-1]
    if not label or not all(_plain(t) or t.text == "/" for t in label):
        return None
    if not unit and _unit_len(label, 0, len(label)) == len(label):
        return [], label
    spans = metric_spans(label, 0, len(label))
    if len(spans) != 1:
        return None
    hi = spans[0][1]
    while hi < len(label) and _w(label[hi]) in STATISTICS:
        hi += 1
    if spans[0][0] != 0 or hi != len(label):
        return None
    return label, unit


def _metric_header(cells: list[list[Token]]) -> list[tuple[list[Token], list[Token]]] | None:
    """The metric of each column after the first of a header whose rows are arms ("| Config | TTFT p50 | ITL (ms) |"),
    its first cell plain words or empty."""
    if any(t.kind != "word" for t in cells[0]):
        return None
    cols = [_metric_column(c) for c in cells[1:]]
    return cols if all(c is not None for c in cols) else None  # type: ignore[return-value]


def _arm_row(cells: list[list[Token]], cols: list[tuple[list[Token], list[Token]]], line: list[Token]
             ) -> list[Token] | None:
    """A row of a table whose rows are arms: "ARM: LABEL VALUE [UNIT]." for each column (the arm and the column's
    label copied, spanning the value; the header's unit written after a value that writes none)."""
    arm_cell, values = cells[0], cells[1:]
    if len(values) != len(cols) or len(arm_cell) != 1 or arm_cell[0].kind != "arm" or len(arm_cell[0].arms) != 1:
        return None
    out: list[Token] = []
    for n, (cell, (label, unit)) in enumerate(zip(values, cols)):
        nums = [k for k, t in enumerate(cell) if t.kind == "num"]
        if len(nums) != 1 or any(t.kind == "arm" for t in cell):
            return None
        v = nums[0]
        own = _unit_len(cell, v + 1, len(cell))
        if bool(own) == bool(unit) or v + 1 + own != len(cell):
            return None  # the header's unit or the cell's own, one of the two; nothing after the value
        at = cell[v]
        pipe = line[line.index(cell[0]) - 1]  # the "|" before the cell: the copied arm and ":" span it
        arm = arm_cell[0] if n == 0 else replace(arm_cell[0], start=pipe.start, end=pipe.end)
        out.append(arm)
        out.append(replace(pipe, text=":", low="", kind="punct", value=None, arms=()))
        out += [replace(x, start=at.start, end=at.end) for x in label]
        out += cell[:v + 1] + [replace(x, start=at.start, end=at.end) for x in unit] + cell[v + 1:]
        out.append(replace(at, text=".", low="", kind="punct", value=None, arms=(), start=at.end, end=at.end))
    return out


def _arm_cells(cells: list[list[Token]], line: list[Token]) -> list[Token] | None:
    """A row under no header whose first cell is one arm and whose every other cell is one value with its own unit
    and at most the words of one metric ("| FlashInfer | 1.76 req/s | 240 ms TTFT | Mean TPOT 18 ms |"): "ARM:
    CELL." for each cell (the arm copied, spanning the "|" before the cell). A duration with no metric words names no
    metric: the row is left as written."""
    arm_cell, values = cells[0], cells[1:]
    if len(arm_cell) != 1 or arm_cell[0].kind != "arm" or len(arm_cell[0].arms) != 1:
        return None
    out: list[Token] = []
    for n, cell in enumerate(values):
        nums = [k for k, t in enumerate(cell) if t.kind == "num"]
        if len(nums) != 1 or any(t.kind == "arm" for t in cell) or cell[nums[0]].value is None:
            return None
        v = nums[0]
        u = _unit_len(cell, v + 1, len(cell))
        if not u:
            return None
        words = cell[:v] + cell[v + 1 + u:]
        if words:
            if not all(_plain(t) for t in words) or (cell[:v] and cell[v + 1 + u:]):
                return None  # the metric's words before the value or after its unit, not both
            spans = metric_spans(words, 0, len(words))
            if len(spans) != 1:
                return None
            hi = spans[0][1]
            while hi < len(words) and _w(words[hi]) in STATISTICS:
                hi += 1
            if spans[0][0] != 0 or hi != len(words):
                return None
        elif _w(cell[v + 1]) in DURATION_UNITS or cell[v + 1].text == "%" or _w(cell[v + 1]) == "percent":
            return None  # "240 ms" alone: which time is not said
        pipe = line[line.index(cell[0]) - 1]  # the "|" before the cell: the copied arm and ":" span it
        arm = arm_cell[0] if n == 0 else replace(arm_cell[0], start=pipe.start, end=pipe.end)
        out.append(arm)
        out.append(replace(pipe, text=":", low="", kind="punct", value=None, arms=()))
        out += list(cell)
        last = cell[-1]
        out.append(replace(last, text=".", low="", kind="punct", value=None, arms=(), start=last.end, end=last.end))
    return out


def _label_words(label: list[Token]) -> tuple[str, int]:
    """(the words of a row label before its parenthesized unit, lower-case and space-joined; their token count)."""
    k = next((n for n, t in enumerate(label) if t.text == "("), len(label))
    return " ".join(_w(t) for t in label[:k]), k


def _word(at: Token, text: str, start: int, end: int) -> Token:
    return replace(at, text=text, low=text, kind="word", value=None, decimals=0, arms=(), start=start, end=end)


def _wall_label(label: list[Token]) -> list[Token]:
    """A row label of TABLE_ROW_WALL_LABELS ("Duration (s)") written as the metric phrase "benchmark duration" (its
    unit in parentheses kept); any other label as it is."""
    words, k = _label_words(label)
    if k == 0 or words not in TABLE_ROW_WALL_LABELS or not all(t.kind == "word" for t in label[:k]):
        return label
    a, b = label[0].start, label[k - 1].end
    return [_word(label[0], "benchmark", a, b), _word(label[0], "duration", a, b)] + label[k:]


def _count_row(cells: list[list[Token]], header: list[Token] | None, line: list[Token]) -> list[Token] | None:
    """A count row under a header of arms ("| Completed | 500 | 500 |", "| Failed requests | 0 | 0 |": its label one
    of TABLE_ROW_COUNT_LABELS, every value cell one whole number and nothing else): "ARM: N completed requests." per
    cell (the arm the column's, the words spanning the number); None for any other row."""
    label, values = cells[0], cells[1:]
    words, k = _label_words(label)
    count = TABLE_ROW_COUNT_LABELS.get(words)
    if header is None or count is None or k != len(label) or len(values) != len(header):
        return None
    out: list[Token] = []
    for h, cell in zip(header, values):
        if len(cell) != 1 or cell[0].kind != "num" or cell[0].value is None or cell[0].decimals \
                or cell[0].value < 0:
            return None
        n = cell[0]
        pipe = line[line.index(n) - 1]  # the "|" before the cell: the column's arm and ":" span it
        out += [replace(h, start=pipe.start, end=pipe.end), replace(pipe, text=":", low="", kind="punct", value=None,
                                                                    arms=()), n,
                _word(n, count, n.start, n.end), _word(n, "requests", n.start, n.end),
                replace(n, text=".", low="", kind="punct", value=None, decimals=0, arms=(), start=n.end, end=n.end)]
    return out


def _row(cells: list[list[Token]], header: list[Token] | None, end: Token | None,
         change: bool = False) -> list[Token] | None:
    label, values = _wall_label(cells[0]) if header is not None else cells[0], cells[1:]
    if change and header is not None and len(values) == len(header) + 1 == 3:
        # the change column: read only as what the row's own two values make (then inert: it says nothing more)
        v1, v2, d = _cell_value(values[0]), _cell_value(values[1]), _delta(values[2])
        if v1 is None or v2 is None or d is None or not _consistent(v1, v2, d):
            return None
        values = values[:-1]
    if header is not None and len(values) != len(header):
        header = None
    out = list(label) + [replace(label[-1], text=":", low="", kind="punct", value=None, arms=())]
    for n, cell in enumerate(values):
        named = {t.arms for t in cell if t.kind == "arm"}
        if not named:
            if header is None:
                return None
            h = header[n]
            body = [replace(h, start=cell[0].start, end=cell[0].end)] + list(cell)
        else:
            if header is not None and named != {header[n].arms}:
                return None
            body = list(cell)
        if n:
            out.append(_joined(cell[0]))
        out += body
    if _line(out, 0, len(out)) is None:
        return None
    if end is not None:
        out.append(end)
    return out


def _setting_key(cell: list[Token], sweep: dict[str, dict[str, tuple]]) -> str | None:
    """The swept setting a header's first cell names ("Concurrency", "Batch size", "Max concurrency"), where every arm
    declares it and each a different value; else None."""
    if not cell or not all(t.kind == "word" for t in cell):
        return None
    words = " ".join(_w(t) for t in cell)
    key = next((k for k, (sing, plur) in QUANTIFIED_SETTINGS.items() if words in sing + plur), None) \
        or TABLE_SETTING_HEADS.get(words)
    vals = sweep.get(key or "")
    if not vals or len({d for d, _ in vals.values()}) != len(vals):
        return None
    return key


def _setting_arm(cell: list[Token], vals: dict[str, tuple]) -> Token | None:
    """The arm whose declared value of the setting is the cell's one number ("| 16 |" of the arm at concurrency 16),
    as an arm token spanning the number; None where the cell is not one number or no arm / two arms declare it."""
    if len(cell) != 1 or cell[0].kind != "num" or cell[0].value is None:
        return None
    arms = [a for a, (d, _) in vals.items() if d == cell[0].value]
    if len(arms) != 1:
        return None
    return replace(cell[0], kind="arm", low=cell[0].text.lower(), value=None, decimals=0, arms=(arms[0],))


def setting_cells(toks: list[Token], text: str, sweep: dict[str, dict[str, tuple]] | None) -> list[Token]:
    """Production setting_cell: under a header whose first cell names a swept setting (``_setting_key``), a cell that
    is one number of that setting names the arm that declares it -- every other header cell ("| Concurrency | 1 | 4 |
    16 |": the columns' arms, all of them or none) or each later row's first cell ("| Concurrency | Mean TTFT (ms) |"
    over "| 16 | 81.0 |"); a number no arm declares is left as written (its row then unread)."""
    if not sweep:
        return toks
    rows = {}
    for t in toks:
        rows.setdefault(text.count("\n", 0, t.start), []).append(t)
    rep: dict[int, Token] = {}
    header = None
    for ln in sorted(rows):
        line = rows[ln]
        if _separator(line):
            continue
        cells = _cells(line)
        if cells is None:
            if header is not None:
                break  # the table ended
            continue
        if header is None:
            key = _setting_key(cells[0], sweep)
            if key is None:
                return toks
            header = sweep[key]
            heads = [_setting_arm(c, header) for c in cells[1:]]
            if all(h is not None for h in heads) and len({h.arms for h in heads}) == len(heads):
                for c, h in zip(cells[1:], heads):
                    rep[id(c[0])] = h
            continue
        got = _setting_arm(cells[0], header)
        if got is not None:
            rep[id(cells[0][0])] = got
    if not rep:
        return toks
    return [rep.get(id(t), t) for t in toks]


def table_rows(toks: list[Token], text: str, sweep: dict[str, dict[str, tuple]] | None = None
               ) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production table_row (module docstring): each table row of the statement written as a label line; the
    spans of header and separator lines read as layout."""
    if not any(_is_pipe(t) for t in toks):
        return toks, []
    toks = setting_cells(toks, text, sweep)
    lines: dict[int, list[Token]] = {}
    for t in toks:
        lines.setdefault(text.count("\n", 0, t.start), []).append(t)
    order = sorted(lines)
    header: list[Token] | None = None
    header_line: int | None = None
    change = False
    cols: list[tuple[list[Token], list[Token]]] | None = None
    replaced: dict[int, list[Token]] = {}
    gone: list[tuple[int, int]] = []
    seps: list[int] = []
    for ln in order:
        line = lines[ln]
        if _separator(line):
            seps.append(ln)
            continue
        cells = _cells(line)
        if cells is None:
            continue
        h = _header(cells) if header is None and cols is None else None
        mh = _metric_header(cells) if header is None and cols is None and h is None else None
        if not cells[0]:
            if h is None and mh is None:
                if header is not None or cols is not None:
                    return toks, []  # a row with no label under the header: the table stays as written
                continue
        if h is not None:
            header, header_line, change = h, ln, len(cells) == len(h) + 2
            continue
        if mh is not None:
            cols, header_line = mh, ln
            continue
        if cols is not None:
            got = _arm_row(cells, cols, line)
            if got is None:
                return toks, []  # a row of the table not read: the whole table stays as written (never half read)
            replaced[ln] = got
            continue
        if header is None:
            got = _arm_cells(cells, line)  # "| FlashInfer | 1.76 req/s | 240 ms TTFT |": the arm's own row
            if got is not None:
                replaced[ln] = got
                continue
        got = _count_row(cells, header, line)  # "| Completed | 500 | 500 |": each arm's count of requests
        if got is not None:
            replaced[ln] = got
            gone.append((cells[0][0].start, cells[0][-1].end))
            continue
        last = line[-1]
        end = replace(last, text=".", low="", kind="punct", value=None, arms=()) if _is_pipe(last) else \
            replace(last, text=".", low="", kind="punct", value=None, arms=(), start=last.end, end=last.end)
        row = _row(cells, header, end, change)
        if row is None and header is not None:
            return toks, []  # a row under the header not read (an unknown label, a cell of anything else): the whole
            # table stays as written, so no cell of it is graded while another is unread
        if row is not None:
            replaced[ln] = row
            if change and len(cells) == len(header or []) + 2:  # the change cell: inert
                c = cells[-1]
                gone.append((c[0].start, c[-1].end))
    if not replaced:
        return toks, []
    used_header = header_line is not None
    out: list[Token] = []
    for ln in order:
        if ln in replaced:
            out += replaced[ln]
        elif used_header and (ln == header_line or ln in seps):
            gone += [(t.start, t.end) for t in lines[ln]]
        else:
            out += lines[ln]
    for n, t in enumerate(out):
        t.i = n
    return out, gone


#: the public names of the change-cell rule delta_lines.py reuses (a label line's own trailing change)
consistent_change, change_value = _consistent, _delta
