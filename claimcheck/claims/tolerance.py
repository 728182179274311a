"""The tolerance rule, in one place: the interval a stated number keeps.

``h = min(0.5 * 10^-d, 0.05 * |v|)`` for a number written with ``d`` decimals; a hedge
("about", "roughly", "~") widens it to ``max(h, 0.10 * |v|)``; a count is exact. The reader
(``grammar``), the capacity-fit frames and claim files' structured assertions (``structured``)
all take their interval from here (docs/claim-check.md, "Meaning and tolerance").

Parity ("X is within 5% of Y", "X is on par with Y", docs/claim-check.md "Parity") takes its bands from here
too: a stated tolerance is read exactly and contradicted only beyond its stated precision (``parity_band``); a
parity word with no number ("on par", "comparable", "matches") keeps the hedge tolerance, ``HEDGE`` of the named
reference, and is contradicted only when one arm is ``VAGUE_PARITY_FALSE_FACTOR`` times the other or more (on the
subject's worse side, when the claim names a subject).
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.reading import Tolerance
from claimcheck.claims.vocabulary import MARGIN_WORDS

__all__ = ["BELOW_HEDGES", "HEDGE", "VAGUE_PARITY_FALSE_FACTOR", "digit_granularity", "dispute_band", "half_width", "denied_move", "one_sided", "parity_band",
           "range_band", "tolerance", "zero_unit"]

#: a hedge ("about", "roughly", "~") widens a number's interval to this fraction of it; a parity word with no
#: number ("on par with", "comparable", "matches") keeps the same fraction of the named reference
HEDGE = Decimal("0.10")
#: hedges that put the value a bit short of the number ("nearly 85 tok/s", "almost 2x"): the band reaches 10% below it
#: and only its own rounding above it (``tolerance``)
BELOW_HEDGES = frozenset({"nearly", "almost"})
#: a margin word before a bound ("well under 300 ms", vocabulary.MARGIN_WORDS): the value lies this fraction of the
#: number clear of it
MARGIN = Decimal("0.05")
#: the largest unit, as a fraction of a whole number, that its trailing zeros may stand for when rounded to it
#: (tolerance.dispute_band: "1,050" of 1051.7 to the ten; "700" of 733 is not 700 rounded)
ROUNDED_ZEROS = Decimal("0.05")
#: a parity word with no number is contradicted only when the larger arm is at least this factor of the smaller
VAGUE_PARITY_FALSE_FACTOR = Decimal(2)
#: the band a pull request's "unchanged" / "the same" / "no change" / "no regression" holds within: 5% of the
#: reference. Stronger words than "comparable" (10%, HEDGE): a 9% move is a change a reviewer would name. Between
#: this band and VAGUE_PARITY_FALSE_FACTOR the claim is not shown either way (never an accusation).
UNCHANGED_BAND = Decimal("0.05")


def half_width(value: Decimal, decimals: int, hedge: str = "") -> Decimal:
    """``h = min(0.5 * 10^-d, 0.05 * |v|)``; a hedge widens it to ``max(h, 0.10 * |v|)``."""
    h = min(Decimal(5) * Decimal(10) ** (-(decimals + 1)), Decimal("0.05") * abs(value))
    if hedge:
        h = max(h, HEDGE * abs(value))
    return h


def tolerance(value: Decimal, decimals: int, hedge: str = "", exact: bool = False,
              scale: Decimal = Decimal(1)) -> Tolerance:
    """The interval a stated number keeps: ``[v - h, v + h)`` (see ``half_width``), in the
    metric's unit (``scale``: ms -> s, % -> fraction); a count is exact."""
    if exact:
        return Tolerance(low=float(value), high=float(value), rule="exact count")
    if hedge in BELOW_HEDGES:
        # "nearly 85", "almost 2x": a bit short of the number -- from 10% below it (as any hedge) up to its own
        # rounding. A value past that and within the symmetric hedge band is not shown either way (never an
        # accusation); beyond it, contradicted. (Before, the band was symmetric: "nearly 85 tok/s" of 93 tok/s, a
        # twist of a true "nearly 95", graded net-true.)
        h, h0 = half_width(value, decimals, hedge), half_width(value, decimals)
        low, high = (value - h, value + h0) if value >= 0 else (value - h0, value + h)
        dl, dh = value - h, value + h  # the symmetric hedge band: contradicted beyond it, as before
        return Tolerance(low=float(low * scale), high=float(high * scale),
                         rule=f"hedge '{hedge}': short of the number, from 10% below it to its own rounding",
                         dispute_low=float(dl * scale), dispute_high=float(dh * scale))
    if hedge in MARGIN_WORDS:
        # "well under 300 ms", "comfortably above 2x" (production margin_bound): the value 5% or more clear of the bound
        # on its side ([v - 5%, v + 5%], its high edge a millionth further out so that the band is never the plain,
        # centred one intervals.holds reads literally). Contradicted past the number, as any bound (intervals.refutes)
        m = max(MARGIN * abs(value), half_width(value, decimals))
        return Tolerance(low=float((value - m) * scale), high=float((value + m + abs(value) * Decimal("1e-6")) * scale),
                         rule=f"margin '{hedge}': 5% clear of the bound")
    h = half_width(value, decimals, hedge)
    hs = format(h.normalize(), "f")
    rule = f"hedge '{hedge}': +-{hs} (10% or more)" if hedge else f"stated precision: +-{hs}"
    low, high = value - h, value + h
    accept = {}
    if hedge and value != 0:
        a = min(h, max(half_width(value, decimals), digit_granularity(value, decimals)))
        accept = {"accept_low": float((value - a) * scale), "accept_high": float((value + a) * scale)}
    return Tolerance(low=float(low * scale), high=float(high * scale), rule=rule, **accept,
                     **{k: float(v * scale) for k, v in zip(("dispute_low", "dispute_high"),
                                                              dispute_band(value, decimals, low, high))})


def digit_granularity(value: Decimal, decimals: int) -> Decimal:
    """How far from a hedged number its own digits let the value lie: one unit of its last significant digit
    ("about 37%": 1, "~1020 tok/s": 10, "about 1.62x": 0.01), or, where that digit is a 5, half of a step of five
    units (a writer rounding to the nearest 5: "about 950 tok/s": 25, "~75%": 2.5); a number of one significant digit
    keeps its own rounding, half a unit ("about 700 tok/s": 50). The hedge's 10% band (``half_width``) caps it:
    "about 2x" keeps [1.8, 2.2). A value past it but inside the hedge band is not shown
    either way: "about 950 tok/s" of 905 (a 5% twist of "about 905") is no longer net-true, and not false."""
    if decimals > 0:
        unit = Decimal(10) ** -decimals
        digits = int((abs(value) / unit).to_integral_value())
    else:
        unit = zero_unit(value)
        digits = int((abs(value) / unit).to_integral_value())
    if digits < 10:
        return unit / 2  # one significant digit: its own rounding ("about 700 tok/s" of 640 would be "about 600")
    return unit * Decimal("2.5") if digits % 10 == 5 else unit


def dispute_band(value: Decimal, decimals: int, low: Decimal, high: Decimal) -> tuple[Decimal, Decimal]:
    """The values a writer could have written as ``value`` with ``decimals`` decimals: rounded (half a unit of the
    last digit either side) or truncated toward zero (a whole unit away from zero), joined with ``[low, high)``. A
    whole number may also be rounded at its last non-zero digit (``zero_unit``: "1,050" may be 1051.7 rounded to the
    ten), that unit at most ``ROUNDED_ZEROS`` of the number ("2000 tok/s": [1950, 2050), not [1500, 2500); "70%":
    [68.25, 71.75), not [65, 75)).
    "4%" is [3.5, 5) of a positive value, "13%" [12.5, 14), "2x" [1.5, 3); "-20 ms" (-21, -19.5]. A value there but
    outside ``[low, high)`` is not shown, and never contradicted: the false bar (docs/claim-check.md)."""
    u = Decimal(10) ** -decimals
    r = u
    if decimals == 0 and value != 0 and value == value.to_integral_value():
        # a whole number's trailing zeros may be the writer's rounding ("1,050 tok/s" of 1051.7: to the ten; "2,000
        # tok/s" of 2048: to the hundred), that unit at most ROUNDED_ZEROS of it ("1000" of 1051.7 and "70%" of 75%
        # stay false); truncation keeps the written last digit
        z = zero_unit(value)
        if z > u:
            r = max(u, min(z, ROUNDED_ZEROS * abs(value)))
    lo, hi = value - r / 2, value + r / 2
    if value > 0:
        hi = max(hi, value + u)
    elif value < 0:
        lo = min(lo, value - u)
    return min(lo, low), max(hi, high)


def zero_unit(value: Decimal) -> Decimal:
    """The place of a whole number's last non-zero digit: 1 for 1051, 10 for 1050, 1000 for 2000 (1 for 0)."""
    n, z = int(abs(value).to_integral_value()), Decimal(1)
    while n and n % 10 == 0:
        n, z = n // 10, z * 10
    return z


def range_band(low: Decimal, dlow: int, high: Decimal, dhigh: int, hedge: str = "",
               label: str = "") -> tuple[Decimal, Decimal, str, Decimal | None, Decimal | None]:
    """A range's interval and the values its digits could stand for: ``(low end - h, high end + h, label, dispute low,
    dispute high)``, each end with its own stated precision (``half_width``; a hedge widens both). With no hedge the
    dispute band joins each end's ``dispute_band``: the low end rounded, the high end rounded or truncated toward zero
    ("20-30%" of 30.8% may be its high end truncated: never an accusation, as "30%" alone is not); with a hedge the
    interval is already wider than the digits (``None``); "nearly" / "almost" (``BELOW_HEDGES``) keep only the high end's
    own rounding above it, the symmetric hedge band as the dispute band. The ends are sizes (unsigned)."""
    lo, hi = low - half_width(low, dlow, hedge), high + half_width(high, dhigh, hedge)
    if hedge in BELOW_HEDGES:
        # "nearly 1.5-2x": a bit short of the high end, as "nearly 2x" is ([v - h, v + own rounding), ``tolerance``);
        # past that and within the symmetric hedge band not shown either way, beyond it contradicted
        return lo, high + half_width(high, dhigh), label, lo, hi
    if hedge:
        return lo, hi, label, None, None
    return lo, hi, label, dispute_band(low, dlow, lo, hi)[0], dispute_band(high, dhigh, lo, hi)[1]


def one_sided(band: Tolerance, higher_is_better: bool, negated: bool = False) -> Tolerance:
    """A parity band held on one side only: "no regression" / "did not regress" / "no slowdown" of a metric. It
    holds when the subject is better than the reference by any amount, or worse by at most the band's own width
    (``UNCHANGED_BAND``): the ratio X / Y in [1 - band, inf) for a metric where higher is better, [0, 1 + band] where
    lower is better (a ratio is never negative). ``None`` is an edge with no bound (``quantities.Grader.parity``).
    Its contradiction is the band's, kept on the worse side only (``parity.assertion``): a large improvement is what
    "no regression" allows, never "between" (not-yet), never an accusation.

    ``negated`` ("It is not true that TPOT did not regress": there was a regression) agrees beyond the worse false
    edge, as any negated parity claim, and is contradicted only where the subject is better by more than the band
    (the band ``[low, high]`` of a negated claim is where it is contradicted): a worsening inside the band is a
    regression by some reader's measure, never an accusation."""
    if negated:
        low, high = (1 + (1 - band.low), None) if higher_is_better else (0.0, 1 - (band.high - 1))
        side = "contradicted only when better by more than the band"
    else:
        low, high = (band.low, None) if higher_is_better else (0.0, band.high)
        side = "better by any amount, or worse by at most the band"
    return band.model_copy(update={"low": low, "high": high, "rule": f"{band.rule}; one-sided ({side})"})


def denied_move(band: Tolerance, up: bool, negated: bool = False) -> Tolerance:
    """A parity band held on one side only, strictly: a move denied ("Output throughput does not improve at c64", "TTFT
    did not increase", "No improvement in TPOT"). ``up``: the denied move raises the ratio X / Y (an improvement of a
    metric where higher is better, a rise, a worsening of one where lower is better). It holds when the subject has
    not moved that way at all (X / Y in [0, 1] where ``up``, [1, inf) else); it is contradicted only when the subject
    moved ``VAGUE_PARITY_FALSE_FACTOR`` times that way or more (the vague parity's false edge, on the denied side); a
    smaller move is not shown either way, never an accusation (a 3% gain is no improvement to one reader, an
    improvement to another: the arms-swapped twin of a true denial is such a move).

    ``negated`` ("It is not true that throughput did not improve": it improved) is contradicted only where the subject
    moved the other way by more than the band's own width (``UNCHANGED_BAND``; the band ``[low, high]`` of a negated
    claim is where it is contradicted), and agrees only beyond the false edge."""
    f = VAGUE_PARITY_FALSE_FACTOR
    width = band.high - 1 if band.high is not None else float(UNCHANGED_BAND)
    if negated:
        low, high = (0.0, 1 - width) if up else (1 + width, None)
        side = f"contradicted only when moved the other way by more than {width * 100:.0f}%"
    else:
        low, high = (0.0, 1.0) if up else (1.0, None)
        side = "holds when not moved that way at all"
    false_low, false_high = (None, float(f)) if up else (float(1 / f), None)
    return band.model_copy(update={"low": low, "high": high, "false_low": false_low, "false_high": false_high,
                                   "rule": f"a move denied ({side}); contradicted only when the subject moved {f}x "
                                           "that way or more"})


def parity_band(value: Decimal | None, decimals: int = 0, *, percent: bool = True, scale: Decimal = Decimal(1),
                symmetric: bool = False, hold: Decimal = HEDGE) -> Tolerance:
    """The bands of a parity claim, as ``Tolerance(low, high, false_low, false_high)`` on the ratio X / Y
    (``percent``, or a vague parity word: ``value`` None) or on the difference X - Y in the metric's unit.

    Stated ("within 5% of Y", "within 10 ms of Y"): it holds when ``low <= x <= high``, the tolerance read
    exactly (``[1 - n, 1 + n]`` of the reference Y; ``[-n, n]``), and is contradicted only beyond the stated
    precision of ``n`` (``x <= false_low`` or ``x >= false_high``, ``n + half_width(n)``); between: not shown
    either way. ``symmetric`` (no reference: "A and B are less than 2% apart"): it holds when the difference is
    within ``n`` of the smaller arm, and is contradicted when it is beyond ``n + h`` of the larger one.
    Vague (``value`` None: "on par with Y", "comparable", "matches"): it holds within ``hold`` (``HEDGE``; a pull
    request's "unchanged": ``UNCHANGED_BAND``) of Y (of the smaller
    arm, ``symmetric``: "A and B are on par"), and is contradicted only when one arm is
    ``VAGUE_PARITY_FALSE_FACTOR`` times the other or more (``parity.assertion`` keeps only the subject's worse side
    of that edge when the claim names a subject)."""
    if value is None:
        f = VAGUE_PARITY_FALSE_FACTOR
        return Tolerance(low=float(1 / (1 + hold) if symmetric else 1 - hold), high=float(1 + hold),
                         false_low=float(1 / f), false_high=float(f),
                         rule=f"parity word with no number: within {hold * 100:.0f}% of the reference ("
                              + ("the hedge tolerance" if hold == HEDGE else "a pull request's 'unchanged'")
                              + f"{'; of the smaller arm' if symmetric else ''}); contradicted only when one "
                              f"arm is {f}x the other or more" + ("" if symmetric else ", the subject's"))
    n = value * (Decimal("0.01") if percent else scale)
    out = (value + half_width(value, decimals)) * (Decimal("0.01") if percent else scale)
    shown = format(value.normalize(), "f") + ("%" if percent else "")
    far = format((value + half_width(value, decimals)).normalize(), "f") + ("%" if percent else "")
    if not percent:
        return Tolerance(low=float(-n), high=float(n), false_low=float(-out), false_high=float(out),
                         rule=f"parity: within {shown} (the difference), contradicted beyond {far} (stated precision)")
    if symmetric:
        if out >= 1:
            raise ValueError(f"a symmetric parity band of {far} is never contradicted: not read")
        return Tolerance(low=float(1 / (1 + n)), high=float(1 + n), false_low=float(1 - out),
                         false_high=float(1 / (1 - out)),
                         rule=f"parity: within {shown} of the smaller arm; contradicted when {far} or more of the larger "
                              "arm apart (stated precision)")
    return Tolerance(low=float(1 - n), high=float(1 + n), false_low=float(1 - out), false_high=float(1 + out),
                     rule=f"parity: within {shown} of the reference; contradicted beyond {far} (stated precision)")
