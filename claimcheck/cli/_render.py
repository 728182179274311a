"""Rendering helpers: tables for people, JSON for machines. Nothing else prints."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any

import click


_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def esc(value: Any) -> str:
    """``value`` as text that cannot forge or recolour an output line.

    Every human-readable output goes through this: a file name holding a newline, a
    carriage return or an ANSI escape is shown as ``\\n``, ``\\r``, ``\\x1b``; every other
    character that Python does not call printable (controls, DEL, C1 controls, line and
    paragraph separators, bidirectional overrides and other format characters) as
    ``\\xNN`` / ``\\uNNNN``. Ordinary text (including non-ASCII letters) is unchanged.
    JSON output needs no escaping.
    """
    text = value if isinstance(value, str) else str(value)
    if text.isprintable():
        return text
    out = []
    for c in text:
        if c.isprintable():
            out.append(c)
        elif c in _NAMED:
            out.append(_NAMED[c])
        else:
            o = ord(c)
            out.append(f"\\x{o:02x}" if o < 0x100 else f"\\u{o:04x}" if o < 0x10000 else f"\\U{o:08x}")
    return "".join(out)


def problem_line(problem: Any) -> str:
    """``PATH: message [rule]`` for a ``Problem`` (or anything with path, message, rule), escaped."""
    return f"{esc(problem.path)}: {esc(problem.message)} [{esc(problem.rule)}]"


def validation_message(exc: Any, path: Any = None) -> str:
    """A pydantic ``ValidationError`` as one line: ``FILE: field X: message; field Y: message``."""
    parts = []
    for err in exc.errors(include_url=False)[:5]:
        loc = ".".join(str(x) for x in err.get("loc", ())) or "(document)"
        parts.append(f"field {loc}: {err.get('msg', 'invalid')}")
    more = len(exc.errors()) - len(parts)
    if more > 0:
        parts.append(f"and {more} more")
    where = f"{path}: " if path is not None else ""
    return esc(where + "; ".join(parts))


def emit_json(obj: Any) -> None:
    pydantic = sys.modules.get("pydantic")  # a model exists only if pydantic was imported
    if pydantic is not None and isinstance(obj, pydantic.BaseModel):
        obj = obj.model_dump(mode="json", by_alias=True)
    click.echo(json.dumps(obj, indent=2, sort_keys=True, ensure_ascii=False))


def table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    cells = [[esc(h) for h in headers]] + [[esc(c) for c in r] for r in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]
    lines = []
    for n, row in enumerate(cells):
        lines.append("  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)
