"""The tolerance rule, in one place: the interval a stated number keeps.

``h = min(0.5 * 10^-d, 0.05 * |v|)`` for a number written with ``d`` decimals; a hedge
("about", "roughly", "~") widens it to ``max(h, 0.10 * |v|)``; a count is exact. The reader
(``grammar``), the capacity-fit frames and claim files' structured assertions (``structured``)
all take their interval from here (docs/claim-check.md, "Meaning and tolerance").
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.reading import Tolerance

__all__ = ["half_width", "tolerance"]


def half_width(value: Decimal, decimals: int, hedge: str = "") -> Decimal:
    """``h = min(0.5 * 10^-d, 0.05 * |v|)``; a hedge widens it to ``max(h, 0.10 * |v|)``."""
    h = min(Decimal(5) * Decimal(10) ** (-(decimals + 1)), Decimal("0.05") * abs(value))
    if hedge:
        h = max(h, Decimal("0.10") * abs(value))
    return h


def tolerance(value: Decimal, decimals: int, hedge: str = "", exact: bool = False,
              scale: Decimal = Decimal(1)) -> Tolerance:
    """The interval a stated number keeps: ``[v - h, v + h)`` (see ``half_width``), in the
    metric's unit (``scale``: ms -> s, % -> fraction); a count is exact."""
    if exact:
        return Tolerance(low=float(value), high=float(value), rule="exact count")
    h = half_width(value, decimals, hedge)
    hs = format(h.normalize(), "f")
    rule = f"hedge '{hedge}': +-{hs} (10% or more)" if hedge else f"stated precision: +-{hs}"
    return Tolerance(low=float((value - h) * scale), high=float((value + h) * scale), rule=rule)
