"""A value re-derived from float seconds sits a few ulps off the decimal a writer rounded: 0.055 + 0.008 * 255 s of
per-request rows came back as 2.0949999999999989 s, and "2.10 s" (round half up of 2.095) was graded false, an
accusation from float noise. quantities.holds / refutes take a value a part in 10^12 below a band's low edge as on it."""

from __future__ import annotations

import math
from decimal import Decimal

from hypothesis import given
from hypothesis import strategies as st

from claimcheck.claims.quantities import holds, refutes


def test_the_seen_case():
    x = 2.0949999999999989
    assert x < 2.095
    assert holds(x, "=", 2.095, 2.105, 2.1) and not refutes(x, "=", 2.095, 2.105, 2.1)


@given(st.integers(min_value=1, max_value=10**6), st.integers(min_value=0, max_value=4),
       st.integers(min_value=-4, max_value=4))
def test_the_half_way_value_a_few_ulps_off_is_inside_its_band(n, decimals, ulps):
    """The band of a number stated with ``decimals`` digits is [v - h, v + h) with h half a unit of the last digit;
    its low edge, a few ulps either side, is inside (it rounds up into v) and is never refuted."""
    v = Decimal(n) / (10 ** decimals)
    h = Decimal(5) / (10 ** (decimals + 1))
    lo, hi = float(v - h), float(v + h)
    x = lo
    for _ in range(abs(ulps)):
        x = math.nextafter(x, math.inf if ulps > 0 else -math.inf)
    assert holds(x, "=", lo, hi, float(v))
    assert not refutes(x, "=", lo, hi, float(v))


def test_a_real_miss_is_still_refuted():
    assert refutes(2.0939, "=", 2.095, 2.105, 2.1) and not holds(2.0939, "=", 2.095, 2.105, 2.1)
    assert refutes(2.105, "=", 2.095, 2.105, 2.1)


def test_a_number_stated_to_sixteen_digits_keeps_its_band():
    # llama.cpp prints 130.4153104264477 tokens/s: its band is [v - 5e-14, v + 5e-14); the value itself is inside
    # and a negation of it is refuted (no rounding of the re-derived value to fewer digits)
    v = 130.4153104264477
    assert holds(v, "=", v - 5e-14, v + 5e-14, v) and not holds(v, "!=", v - 5e-14, v + 5e-14, v)
    assert not holds(130.415, "=", v - 5e-14, v + 5e-14, v)
