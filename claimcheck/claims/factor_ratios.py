"""A ratio written as "a factor of N" (production factor_ratio -- claimcheck/claims/grammar.lark; docs/claim-check.md).

"X improves throughput by a factor of 2.3 over Y", "TTFT drops by a factor of three with X", "X is faster than Y by
a factor of 2", "a factor of 2 higher throughput than Y", "by roughly a factor of 2", "by a factor of about 2": the
paper voice's "N x". A token pass the reader runs after total_defs takes "a factor of" out of the token stream
(reported inert, as markup is) and gives the number the unit "x" it stands for (a token of no width right after the
number, as in "2.3x"), so each construct reads the ratio exactly as it reads "by 2.3x", "2.3x higher", "by roughly
2x": its stated precision is the number's as written (a number word, "two" .. "twenty", is its integer). Only with a
number right after "of" (a hedge between them at most: "a factor of about 2"); "a large factor", "a factor of the
batch size" and "factor" anywhere else stay as written (unread).
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import HEDGES, NUMBER_WORDS

#: a number word that may be a factor ("a factor of two"); one is no factor of change
_WORDS = {w: n for w, n in NUMBER_WORDS.items() if isinstance(n, int) and 2 <= n <= 20}


def _number(t: Token) -> Token | None:
    if t.kind == "num" and t.value is not None:
        return t
    if t.kind == "word" and t.low in _WORDS:
        return replace(t, kind="num", low="", value=Decimal(_WORDS[t.low]), decimals=0)
    return None


def factor_ratios(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production factor_ratio (module docstring): the tokens with each "a factor of N" written "N x", and the
    character spans taken out (inert)."""
    if not any(t.low == "factor" for t in toks):
        return toks, []
    out: list[Token] = []
    gone: list[tuple[int, int]] = []
    k, n = 0, len(toks)
    while k < n:
        t = toks[k]
        if t.low == "a" and k + 3 < n and toks[k + 1].low == "factor" and toks[k + 2].low == "of":
            j = k + 3
            hedge = None
            if toks[j].low in HEDGES or toks[j].text in HEDGES:
                hedge, j = toks[j], j + 1
            num = _number(toks[j]) if j < n else None
            glued = j + 1 < n and toks[j + 1].low in ("x", "\u00d7", "times") and toks[j + 1].start == toks[j].end
            if num is not None and not (j + 1 < n and toks[j + 1].text == "%"):
                gone.append((t.start, toks[k + 2].end))
                if hedge is not None:
                    out.append(hedge)
                out.append(num)
                if not glued:  # "a factor of 2x": its own unit
                    out.append(Token(0, num.end, num.end, "", "x", "word"))
                k = j + 1
                continue
        out.append(t)
        k += 1
    if not gone:
        return toks, []
    for i, t in enumerate(out):
        t.i = i
    return out, gone
