"""The reader's pieces before binding (claimcheck/claims/grammar.py): a ``Core`` is one comparison or value, an
``Item`` a metric, statistic, binder or other word group a construct read. Their own module so that the constructs
kept outside grammar.py (count_frames.py) build them without importing the reader."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal


@dataclass
class Core:
    """One comparison or value, before binding."""

    kind: str                  # ratio | pct_change | pct_of | pct_value | duration | rate | count | fraction | direction
    i0: int                    # first token (inclusive) of the core's own words
    i1: int                    # last token + 1
    value: Decimal | None = None
    decimals: int = 0
    exact: bool = False
    hedge: str = ""
    relation: str = "="
    sense: str = ""            # better | worse | up | down | ""
    metric: str | None = None  # own metric (from its own words)
    statistic: str | None = None
    arm: str | None = None     # own arm ("for the X arm", "5.8 tok/s sequential")
    arm_amb: tuple[str, ...] = ()
    baseline: str | None = None
    baseline_amb: tuple[str, ...] = ()
    count: str = ""            # count noun / metric
    denominator: Decimal | None = None
    den_metric: str = ""
    span_end: int = 0          # last token + 1 of the whole phrase (with its baseline words)
    negated: bool = False
    segment: int = 0
    scale: Decimal = Decimal(1)
    role: str = ""             # pair values: "subject" | "baseline" (the arm the value is of) | "unbound"
    pair: int = 0              # pair values: the pair's id (two cores), joiner in ``joiner``
    joiner: str = ""
    by_order: bool = False     # pair values bound to two arm mentions in their order (production pair_binding)
    implicit: bool = False     # a change with no named baseline may compare with the witness's other arm
    word: str = ""             # the direction word as written ("faster", "longer")  # stated unit -> the metric's unit (ms -> s, % -> fraction)


@dataclass
class Item:
    kind: str                  # metric | stat | binder | for | cache | fact | subject_all | contrast
    i0: int
    i1: int
    metric: str | None = None
    statistic: str | None = None
    arm: str | None = None
    arms: tuple[str, ...] = ()
    extra: dict = field(default_factory=dict)
    segment: int = 0
    used: bool = False
