"""The author's report of a value, said as a relative clause right after it (production report_relative,
claimcheck/claims/grammar.lark): "1.8x the 2.47 req/s we measured on the A100 instance", "vs the 400 ms that we saw
with FCFS", "up from the 1,581 tokens/s I got before".

"the 2.47 req/s we measured on A100" says what "the 2.47 req/s on A100" says: the first person reporting the value the
run measured, which the witness is. The words "(that | which)? (we | I) VERB" are taken out of the token stream as
markup is (so the frame around the value reads as if they were not there) and reported inert, only where:

* they come right after a value: a number and its unit (a duration, a rate, "%", "x" / "times");
* VERB is a verb of measuring or seeing in the past (``vocabulary.REPORT_RELATIVE_VERBS``: measured, saw, observed,
  recorded, got, obtained, logged) -- never a projection or a wish ("we expected", "we hoped for", "we target"), and
  nothing between the pronoun and the verb ("we never saw", "we could not measure", "we'd see" stay as written:
  unread);
* the clause ends there or an arm's preposition follows ("on", "with", "for", "in", "at", "under", "using").
"""

from __future__ import annotations

from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import DURATION_UNITS, RATE_UNITS, REPORT_RELATIVE_VERBS

__all__ = ["report_relatives"]

_PRONOUNS = frozenset({"we", "i"})
_LINKS = frozenset({"that", "which"})
_AFTER = frozenset({"on", "with", "for", "in", "at", "under", "using", ",", ".", ";", ")", ":"})


def _w(t: Token) -> str:
    return t.low or t.text.lower()


def _value_ends_at(toks: list[Token], k: int) -> bool:
    """Tokens ``[.., k)`` end with a number and its unit."""
    if k < 2:
        return False
    last = _w(toks[k - 1])
    if (last in DURATION_UNITS or last in ("%", "x", "×", "times")) and toks[k - 2].kind == "num":
        return True
    forms = [_w(t) for t in toks[max(0, k - 6):k]]
    for phrase, _ in RATE_UNITS:
        n = len(phrase)
        if n < len(forms) and tuple(forms[-n:]) == phrase and toks[k - n - 1].kind == "num":
            return True
    return False


def report_relatives(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production report_relative (module docstring): (the tokens left, the spans taken out as inert)."""
    drop: set[int] = set()
    k = 0
    while k < len(toks):
        j = k + (1 if _w(toks[k]) in _LINKS else 0)
        if j + 1 < len(toks) and toks[j].kind == "word" and _w(toks[j]) in _PRONOUNS \
                and toks[j + 1].kind == "word" and _w(toks[j + 1]) in REPORT_RELATIVE_VERBS \
                and _value_ends_at(toks, k) and (j + 2 == len(toks) or _w(toks[j + 2]) in _AFTER):
            drop.update(range(k, j + 2))
            k = j + 2
            continue
        k += 1
    if not drop:
        return toks, []
    out = [t for x, t in enumerate(toks) if x not in drop]
    for x, t in enumerate(out):
        t.i = x
    return out, [(toks[x].start, toks[x].end) for x in sorted(drop)]
