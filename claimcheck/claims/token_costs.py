"""The time each output token costs, said of the token instead of the metric (production per_token_cost --
claimcheck/claims/grammar.lark; docs/claim-check.md).

A token pass the reader runs before the delta lines (``_Reader.__init__``):

* "every output token costs ~3.5 ms more with guided decoding", "each generated token takes 2 ms longer on X",
  "Every decoded token is 4 ms slower with Y": QUANT ("every" | "each") TOKEN_WORD? "token" VERB ("costs" | "takes" |
  "is" | "was") HEDGE? NUMBER DURATION ("more" | "longer" | "extra" | "slower" | "less" | "shorter" | "faster"): the
  time per output token (TPOT) higher or lower by that much, written "TPOT is [~]N UNIT higher | lower" (each word
  spanning the words it stands for), read and graded as that difference is;
* "guided decoding adds 3.5 ms per output token", "X added ~2 ms per generated token": ("adds" | "add" | "added")
  HEDGE? NUMBER DURATION "per" TOKEN_WORD? "token": the same difference, written "adds [~]N UNIT to TPOT". ("X costs
  14 ms per output token" may be X's own TPOT, not a difference: it stays as written.)

TOKEN_WORD is "output", "generated", "decoded" or "new". Nothing else is rewritten: a rate, a percent, a count of
tokens or "per prompt token" stay as written.
"""

from __future__ import annotations

from dataclasses import replace

from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import DURATION_UNITS

_QUANT = frozenset({"every", "each"})
_TOKEN_WORDS = frozenset({"output", "generated", "decoded", "new"})
_VERBS = frozenset({"costs", "takes", "is", "was"})
_MORE = {"more": "higher", "longer": "higher", "extra": "higher", "slower": "higher",
         "less": "lower", "shorter": "lower", "faster": "lower"}
_HEDGES = frozenset({"~", "≈", "about", "around", "roughly", "approximately", "nearly", "almost"})


def _w(t: Token) -> str:
    return t.low or t.text.lower()


def _word(at: Token, text: str, start: int, end: int) -> Token:
    return replace(at, text=text, low=text, kind="word", value=None, arms=(), start=start, end=end)


def _token_noun(toks: list[Token], k: int) -> int:
    """The length of TOKEN_WORD? "token" at k, else 0."""
    n = len(toks)
    if k < n and _w(toks[k]) in _TOKEN_WORDS and k + 1 < n and _w(toks[k + 1]) == "token":
        return 2
    return 1 if k < n and _w(toks[k]) == "token" else 0


def _amount(toks: list[Token], k: int) -> int:
    """The length of HEDGE? NUMBER DURATION at k, else 0."""
    j = k + (k < len(toks) and _w(toks[k]) in _HEDGES)
    if j + 1 < len(toks) and toks[j].kind == "num" and toks[j].value and _w(toks[j + 1]) in DURATION_UNITS:
        return j + 2 - k
    return 0


def token_costs(toks: list[Token]) -> list[Token]:
    """Production per_token_cost (module docstring)."""
    if not any(_w(t) == "token" for t in toks):
        return toks
    out: list[Token] = []
    i, n = 0, len(toks)
    while i < n:
        t = toks[i]
        if _w(t) in _QUANT and t.kind == "word":
            m = _token_noun(toks, i + 1)
            v = i + 1 + m
            if m and v < n and _w(toks[v]) in _VERBS:
                a = _amount(toks, v + 1)
                d = v + 1 + a
                if a and d < n and _w(toks[d]) in _MORE:
                    noun_end = toks[v - 1].end
                    out += [_word(t, "tpot", t.start, noun_end), _word(toks[v], "is", toks[v].start, toks[v].end)]
                    out += toks[v + 1:d]
                    out.append(_word(toks[d], _MORE[_w(toks[d])], toks[d].start, toks[d].end))
                    i = d + 1
                    continue
        if _w(t) in ("adds", "add", "added") and t.kind == "word":
            a = _amount(toks, i + 1)
            p = i + 1 + a
            if a and p < n and _w(toks[p]) == "per":
                m = _token_noun(toks, p + 1)
                if m:
                    last = toks[p + m]
                    out += [t] + toks[i + 1:p] + [
                        _word(toks[p], "to", toks[p].start, toks[p].end),
                        _word(toks[p + 1], "tpot", toks[p + 1].start, last.end)]
                    i = p + m + 1
                    continue
        out.append(t)
        i += 1
    if len(out) == n and all(a is b for a, b in zip(out, toks)):
        return toks
    for k, x in enumerate(out):
        x.i = k
    return out
