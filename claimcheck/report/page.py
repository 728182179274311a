"""A report page as plain values (what ``build`` computes and ``html`` renders): the page, its
sections (one per bundle, run or claim set), their tables, charts (inline SVG) and claims."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

TargetKind = Literal["bundle", "catalog", "capacity-fit-run", "records"]


def cell(v: Any, digits: int = 4) -> str:
    """A table cell's text: ``-`` for None, yes/no for a bool, ``digits`` significant digits for a float."""
    if v is None:
        return "-"
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, float):
        return f"{v:.{digits}g}"
    return str(v)


def percent(v: float | None) -> str:
    """A share (0..1) as a percentage with two decimals; ``-`` for None."""
    return "-" if v is None else f"{100 * v:.2f}%"


@dataclass
class Chart:
    id: str
    title: str
    svg: str
    caption: str


@dataclass
class Table:
    caption: str
    headers: list[str]
    rows: list[list[Any]]
    links: dict[int, int] = field(default_factory=dict)  # column index -> column holding the anchor


@dataclass
class ClaimView:
    anchor: str
    record: str
    statement: str
    recorded: str | None
    regraded: str
    agrees: bool
    reason: str
    questions: list[tuple[int, str, bool, str]]
    reading: list[str]
    quantities: Table
    notes: list[str]
    witness: str


@dataclass
class Section:
    anchor: str
    title: str
    kind: str
    state: str
    ok: bool
    problems: list[str] = field(default_factory=list)
    facts: list[tuple[str, str]] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    charts: list[Chart] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    claims: list[ClaimView] = field(default_factory=list)


@dataclass
class Page:
    title: str
    kind: TargetKind
    targets: list[str]
    ok: bool
    overview: Table | None = None
    problems: list[str] = field(default_factory=list)
    claims: list[ClaimView] = field(default_factory=list)
    sections: list[Section] = field(default_factory=list)
