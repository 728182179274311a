"""A percent change restated as a ratio in parentheses (production paren_ratio -- claimcheck/claims/grammar.lark).

"FP8 delivers a 60.3% (about 1.6x) increase in token throughput over BF16", "a 60% (2.5x) reduction in mean TTFT":
the parenthesis says the percent again as a factor, between the percent and its change noun. A token pass before the
clause scan (``_Reader.__init__``) takes the parenthesis out (inert) only where the factor is one the percent makes
under the direction of the noun right after it, within the factor's own stated precision or hedge
(``tolerance.tolerance``):

* an up noun (vocabulary.CHANGE_NOUNS "up": increase, rise, growth, boost, uplift): factor = 1 + P/100;
* a down noun (reduction, decrease, drop, cut): factor = 1 / (1 - P/100) ("2.5x lower") or 1 - P/100 ("0.4x").

The percent is then graded as written. A gain noun whose direction depends on the metric ("improvement", "speedup":
better / worse), a factor the percent does not make, anything else in the parenthesis, or no change noun right after
it: the parenthesis stays as written (unread, not-yet), so a wrong factor is never passed over.
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.statement import Token
from claimcheck.claims.tolerance import tolerance
from claimcheck.claims.vocabulary import CHANGE_NOUNS, HEDGES


def _w(t: Token) -> str:
    return t.low or t.text.lower()


def _factor_fits(p: Decimal, r: Token, hedge: str, direction: str) -> bool:
    t = tolerance(r.value, r.decimals, hedge)
    lo = min(t.low, t.dispute_low if t.dispute_low is not None else t.low)
    hi = max(t.high, t.dispute_high if t.dispute_high is not None else t.high)
    f = p / 100
    if direction == "up":
        made = [1 + f]
    else:
        made = [1 - f] + ([1 / (1 - f)] if f < 1 else [])
    return any(lo <= float(m) < hi for m in made)


def paren_ratios(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production paren_ratio (module docstring): (the tokens without each restating parenthesis, the character spans
    taken out as inert)."""
    drop: set[int] = set()
    spans: list[tuple[int, int]] = []
    n = len(toks)
    for k in range(n - 5):
        p, pct, op = toks[k], toks[k + 1], toks[k + 2]
        if p.kind != "num" or p.value is None or pct.text != "%" or op.text != "(":
            continue
        j = k + 3
        hedge = ""
        if j < n and _w(toks[j]) in HEDGES:
            hedge = HEDGES[_w(toks[j])]
            j += 1
        if j + 3 > n:
            continue
        r, x, cp = toks[j], toks[j + 1], toks[j + 2]
        if r.kind != "num" or r.value is None or _w(x) not in ("x", "×") or cp.text != ")" or j + 3 >= n:
            continue
        direction = CHANGE_NOUNS.get(_w(toks[j + 3]))
        if direction not in ("up", "down") or toks[j + 3].kind != "word":
            continue
        if _factor_fits(p.value, r, hedge, direction):
            drop.update(range(k + 2, j + 3))
            spans.append((op.start, cp.end))
    if not drop:
        return toks, []
    out = [t for i, t in enumerate(toks) if i not in drop]
    for i, t in enumerate(out):
        t.i = i
    return out, spans
