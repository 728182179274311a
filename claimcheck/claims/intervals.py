"""Stated-precision intervals: does a re-derived value satisfy, or refute, a relation against the interval a
statement's number stands for (docs/claim-check.md, the tolerance rule)? One concept, used by the quantity checks
(quantities.py) and the count meanings (count_meanings.py)."""

from __future__ import annotations

from decimal import Decimal


def _d(x: float) -> Decimal:
    return Decimal(repr(float(x)))


def _on_edge(xd: Decimal, lo: Decimal) -> Decimal:
    """``lo`` when ``xd`` lies below it by float noise (a part in 10^12), else ``xd``."""
    return lo if xd < lo and lo - xd <= abs(lo) * Decimal("1e-12") else xd


def holds(x: float, relation: str, low: float | None, high: float | None, value: float | None) -> bool:
    """Does ``x`` satisfy ``relation`` against the interval ``[low, high)`` (docs/claim-check.md)?
    An exact interval (low == high: counts, a direction's 1) compares with the number itself. A value a few ulps
    below a band's low edge is on it (_on_edge): a value re-derived from float seconds (2.0949999999999989 for
    2.095) is the number a writer rounded, and its half-way value belongs to the band it rounds into."""
    xd = _d(x)
    lo = _d(low if low is not None else value)
    hi = _d(high if high is not None else value)
    if lo == hi:
        v = lo
        return {"=": xd == v, "!=": xd != v, ">": xd > v, ">=": xd >= v, "<": xd < v, "<=": xd <= v}[relation]
    xd = _on_edge(xd, lo)
    if relation in ("<", ">") and value is not None and _plain_band(lo, hi, _d(value)):
        # a strict bound's number is a threshold, read as written: "below 9 ms" holds at 8.68 ms, "more than 2x" at
        # 2.05x (a reviewer's reading; docs/claim-check.md, the tolerance rule). Its contradiction is unchanged
        # (refutes: the plain comparison), so the two meet and nothing is left between them.
        xr = Decimal(f"{x:.12g}")
        return xr < _d(value) if relation == "<" else xr > _d(value)
    return {"=": lo <= xd < hi, "!=": not lo <= xd < hi, ">=": xd >= lo, ">": xd >= hi, "<=": xd < hi,
            "<": xd < lo}[relation]


def _plain_band(lo: Decimal, hi: Decimal, v: Decimal) -> bool:
    """Is ``[lo, hi)`` the stated precision of ``v`` alone (tolerance.half_width: at most 5% of it either side, centred),
    not a hedge's band (10% or more either side: "under about 120 ms", "well under 300 ms") or a range's?"""
    return v != 0 and abs((lo + hi) / 2 - v) <= abs(v) * Decimal("1e-9") and hi - lo <= abs(v) * Decimal("0.1000001")


def refutes(x: float, relation: str, low: float | None, high: float | None, value: float | None,
            dispute: tuple[float | None, float | None] | None = None) -> bool:
    """Does ``x`` refute ``relation``? Only then is a bound contradicted. A strict bound is refuted
    by the plain comparison with the stated number ("more than 2x" by x <= 2), never inside the
    band where it is true but not shown at the stated precision ("more than 2x" with 2.05x:
    ``holds`` needs x >= high): that band is inconclusive, never ``false``. ``>=`` / ``<=``
    (which hold across the band) are refuted beyond it (docs/claim-check.md, the tolerance rule). ``=`` is
    refuted only outside ``dispute`` as well (the stated digits rounded or truncated: tolerance.dispute_band)."""
    xd = _d(x)
    lo = _d(low if low is not None else value)
    hi = _d(high if high is not None else value)
    if lo == hi or value is None:
        return not holds(x, relation, low, high, value)
    v = _d(value)
    xr = Decimal(f"{x:.12g}")  # the plain comparison at 12 significant digits: 0.24999999999999992 is 0.25
    xd = _on_edge(xd, lo)  # as in holds: 2.0949999999999989 rounds to "2.10" as 2.095 does
    if relation == "=" and dispute is not None and dispute[0] is not None and dispute[1] is not None \
            and _d(dispute[0]) <= xr < _d(dispute[1]):  # at 12 digits: 6.4999999999999991 is 6.5, 49.999999999999993 is 50
        return False  # the stated digits, rounded or truncated, could say it (tolerance.dispute_band): not an accusation
    return {"=": not lo <= xd < hi, "!=": lo <= xd < hi, ">=": xd < lo, ">": xr <= v, "<=": xd >= hi,
            "<": xr >= v}[relation]
