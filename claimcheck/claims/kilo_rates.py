"""Rates written in thousands (production kilo_rate -- claimcheck/claims/grammar.lark; docs/claim-check.md).

"Total throughput hit 7.6k tok/s vs 5.4k for the baseline", "FP8 reaches 2.9K tokens/s": a number glued to "k" / "K"
is a number of thousands where it is a rate's value: a token pass (``_Reader.__init__``) makes the word "7.6k" the
number 7600 whose stated precision is the written one's (7.6k: +-50, decimals -2; 7k: the half-width rule's 5% of the
value), only where a rate unit follows it ("7.6k tok/s") or, in a statement where such a rate is written, where it
ends its phrase as the second value of a pair ("vs 5.4k for the baseline", "versus about 1.7k for BF16": a hedge
between; the clause's end, punctuation, "for" /
"with" / "on" / "at" / "in" / "and", "(" or ")" after it). Anywhere else ("8k context", "1K-token prompts", "a 2k
prompt": a length, 1000 or 1024?) the word stays as written.
"""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal

from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import HEDGES, RATE_UNITS

_KILO = re.compile(r"^(\d{1,4}(?:\.\d{1,3})?)[kK]$")
_RATE_WORDS = sorted({w for w, _ in RATE_UNITS}, key=len, reverse=True)
#: what may follow the second value of a pair written in thousands without its unit
_AFTER = frozenset({"for", "with", "on", "at", "in", "and", "(", ")", ",", ".", ";", "!", "?", "using", "without", "off",
                    "enabled", "disabled"})
_JOINERS = frozenset({"vs", "versus", "to", "from", "against"})


def _w(t: Token) -> str:
    return t.low if t.kind != "punct" else t.text


def _rate_at(toks: list[Token], k: int) -> bool:
    words = [_w(t) for t in toks[k:k + 8]]
    return any(tuple(words[:len(ws)]) == ws for ws in _RATE_WORDS)


def _number(t: Token) -> Token:
    m = _KILO.match(t.text)
    core = m.group(1)
    d = len(core.split(".")[1]) if "." in core else 0
    return replace(t, kind="num", low="", value=Decimal(core) * 1000, decimals=d - 3)


def kilo_rates(toks: list[Token]) -> list[Token]:
    """Production kilo_rate (module docstring)."""
    kilo = [k for k, t in enumerate(toks) if t.kind == "ident" and _KILO.match(t.text)]
    if not kilo:
        return toks
    out = list(toks)
    rated = [k for k in kilo if _rate_at(toks, k + 1)]
    for k in rated:
        out[k] = _number(toks[k])
    if rated:
        for k in kilo:
            if k in rated or k == 0:
                continue
            p = k - 1  # (a hedge between the joiner and the value: "versus about 1.7k for BF16", "vs ~5.4k")
            while p > 0 and _w(toks[p]) in HEDGES:
                p -= 1
            prev = _w(toks[p])
            nxt = _w(toks[k + 1]) if k + 1 < len(toks) else "."
            if prev in _JOINERS | {"."} and (prev != "." or p >= 1 and _w(toks[p - 1]) == "vs") and nxt in _AFTER:
                out[k] = _number(toks[k])
            elif _pair_head(toks, k, rated):
                out[k] = _number(toks[k])
    return out


#: the joiners of a pair whose second value carries the rate unit for both ("from 18.5k to 13k tok/s")
_PAIR_JOINERS = (("to",), ("vs",), ("vs", "."), ("versus",), ("\u2192",), ("-", ">"), ("=", ">"))


def _pair_head(toks: list[Token], k: int, rated: list[int]) -> bool:
    """Production kilo_pair_head: the first value of a pair written in thousands whose second value is a rate in
    thousands ("from 18.5k to 13k tok/s", "~18.5k -> ~13k tok/s", "7.6k vs 5.4k tok/s"): the pair's one unit is both
    values', so both are thousands of it. Only the pair's joiner (and a hedge) between them."""
    for j in _PAIR_JOINERS:
        if tuple(_w(t) for t in toks[k + 1:k + 1 + len(j)]) == j:
            m = k + 1 + len(j)
            while m < len(toks) and _w(toks[m]) in HEDGES:
                m += 1
            return m in rated
    return False


#: the public names of the rules label_lines.py builds on (a value in thousands under a rate unit's label)
KILO, kilo_number = _KILO, _number
