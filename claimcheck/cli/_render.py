"""Rendering helpers: tables for people, JSON for machines. Nothing else prints."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import click
from pydantic import BaseModel


def emit_json(obj: Any) -> None:
    if isinstance(obj, BaseModel):
        obj = obj.model_dump(mode="json", by_alias=True)
    click.echo(json.dumps(obj, indent=2, sort_keys=True, ensure_ascii=False))


def table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    cells = [[str(h) for h in headers]] + [[str(c) for c in r] for r in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]
    lines = []
    for n, row in enumerate(cells):
        lines.append("  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)
