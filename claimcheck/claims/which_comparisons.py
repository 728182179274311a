"""A percent (ratio, amount) comparison said of a value as a relative clause right after it (production which_comparison,
claimcheck/claims/grammar.lark): "The output token throughput of TurboMind exceeds 2000 tokens/s, which is about 5% -
15% higher than DeepSpeed", "X reaches 2.5 req/s, which is 25% more than the baseline", "mean TTFT was 80 ms, which
was 20% lower than with Y".

"which is 25% higher than Y" right after "2.5 req/s," says what the appositive "2.5 req/s, 25% higher than Y" says:
the value just stated (its metric, its arm) compared with Y's. The words "which" and its copula are taken out of the
token stream as markup is (so the frame reads as the appositive) and reported inert, only where:

* a comma and "which" follow a value: a number and its unit, a duration or a rate (never a percent or a ratio: "a hit
  rate of 60%, which is 10% higher" may be percentage points; "1.5x, which is 50% more" restates a ratio);
* the copula is "is" or "was", with nothing between it and the percent but approximation hedges
  (vocabulary.HEDGES: "about", "roughly", "~"): never a negation, a modal or a degree word ("which is not 25% higher",
  "which could be 25% higher", "which is only 25% higher" stay as written: unread);
* the percent is a number and "%" (or a range of two: "5% - 15%", "5-15%", "8-12%", "5% to 15%"), followed right away by a
  direction word of vocabulary.SENSE ("higher", "lower", "faster", "more", "less", ...) and "than";
* or, in the same place, a ratio ("2.3x", "2.3×", "2.3 times", "1.5-2x", "2x to 3x": "X reaches 70 tok/s, which is 2.3x
  higher than Y") or an absolute amount with its duration or rate unit ("mean TTFT is 120 ms, which is 80 ms lower than
  Y"): the appositive ", 2.3x higher than Y" / ", 80 ms lower than Y" reads them as it reads the percent; a ratio
  of an arm's ("which is 2.3x Y's", "which is 2.3x Y's throughput", "which is 2.3x that of Y") reads as the
  appositive ", 2.3x Y's" does.
"""

from __future__ import annotations

import re

from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import DURATION_UNITS, HEDGES, RATE_UNITS, SENSE

__all__ = ["which_comparisons"]

#: the copulas of such a clause (a value is one thing: singular)
WHICH_COPULAS = frozenset({"is", "was"})
_RANGE_JOINERS = frozenset({"-", "–", "—", "to"})
_RANGE_IDENT = re.compile(r"\d+(?:\.\d+)?[-\u2013]\d+(?:\.\d+)?")
_NOT_SENSE = frozenset({"up", "down"})  # "which is 25% up": the value's move, not a comparison with "than"


def _w(t: Token) -> str:
    return t.low or t.text.lower()


def _value_ends_at(toks: list[Token], k: int) -> bool:
    """Tokens ``[.., k)`` end with a number and its unit, a duration or a rate."""
    if k < 2:
        return False
    if _w(toks[k - 1]) in DURATION_UNITS and toks[k - 2].kind == "num":
        return True
    forms = [_w(t) for t in toks[max(0, k - 6):k]]
    for phrase, _ in RATE_UNITS:
        n = len(phrase)
        if n <= len(forms) and tuple(forms[-n:]) == phrase and k - n - 1 >= 0 and toks[k - n - 1].kind == "num":
            return True
    return False


def _percent_at(toks: list[Token], j: int) -> int:
    """The end of a percent or a percent range starting at token ``j`` ("25 %", "5 % - 15 %", "5 - 15 %"), else 0."""
    n = len(toks)
    if j < n and toks[j].kind == "ident" and _RANGE_IDENT.fullmatch(toks[j].text) and j + 1 < n \
            and _w(toks[j + 1]) == "%":
        return j + 2  # "8-12%": the lexer keeps the range one word
    if j >= n or toks[j].kind != "num":
        return 0
    k = j + 1
    if k < n and _w(toks[k]) == "%":
        k += 1
        if k + 2 < n and _w(toks[k]) in _RANGE_JOINERS and toks[k + 1].kind == "num" and _w(toks[k + 2]) == "%":
            return k + 3
        return k
    if k + 2 < n and _w(toks[k]) in _RANGE_JOINERS and toks[k + 1].kind == "num" and _w(toks[k + 2]) == "%":
        return k + 3
    return 0


_TIMES = frozenset({"x", "\u00d7", "times"})


def _ratio_at(toks: list[Token], j: int) -> int:
    """The end of a ratio or a ratio range starting at token ``j`` ("2.3x", "2.3 ×", "2.3 times", "1.5-2x", "2x to
    3x", "2x - 3x"), else 0 (production which_comparison, a ratio's: "which is 2.3x higher than Y")."""
    n = len(toks)
    if j + 1 < n and toks[j].kind == "ident" and _RANGE_IDENT.fullmatch(toks[j].text) and _w(toks[j + 1]) in _TIMES:
        return j + 2
    if j + 1 >= n or toks[j].kind != "num" or _w(toks[j + 1]) not in _TIMES:
        return 0
    k = j + 2
    if k + 2 < n and _w(toks[k]) in _RANGE_JOINERS and toks[k + 1].kind == "num" and _w(toks[k + 2]) in _TIMES:
        return k + 3
    return k


def _ratio_of_arm(toks: list[Token], e: int) -> bool:
    """After a ratio ending at ``e``: an arm's possessive ("SGLang's", "SGLang's throughput") or "that of" an arm,
    then the clause's end ("," ";" "." ")" or the text's end) or, after the possessive, a metric word the appositive
    reads ("2.3x SGLang's throughput")."""
    n = len(toks)
    if e + 1 < n and toks[e].kind == "arm" and _w(toks[e + 1]) in ("'s", "\u2019s"):
        end = e + 2
    elif e + 2 < n and _w(toks[e]) == "that" and _w(toks[e + 1]) == "of" and toks[e + 2].kind == "arm":
        end = e + 3
    else:
        return False
    return end >= n or toks[end].kind == "punct" and toks[end].text in ",;.)" or toks[end].kind == "word"


def _amount_at(toks: list[Token], j: int) -> int:
    """The end of an absolute amount starting at token ``j``: a number and its duration or rate unit ("80 ms",
    "200 tok/s"), else 0 (production which_comparison, an amount's: "which is 80 ms lower than Y")."""
    if j >= len(toks) or toks[j].kind != "num":
        return 0
    for k in range(j + 2, min(len(toks), j + 7) + 1):
        if _value_ends_at(toks, k) and k - 1 > j and not any(t.kind == "num" for t in toks[j + 1:k]):
            return k
    return 0


def which_comparisons(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production which_comparison (module docstring): (the tokens left, the spans taken out as inert)."""
    drop: set[int] = set()
    for k in range(1, len(toks) - 3):
        if toks[k].text != "," or _w(toks[k + 1]) != "which" or _w(toks[k + 2]) not in WHICH_COPULAS \
                or not _value_ends_at(toks, k):
            continue
        j = k + 3
        while j < len(toks) and _w(toks[j]) in HEDGES:
            j += 1
        e = _percent_at(toks, j) or _ratio_at(toks, j) or _amount_at(toks, j)
        if not e or e + 1 >= len(toks):
            continue
        word = _w(toks[e])
        if _ratio_at(toks, j) == e and _ratio_of_arm(toks, e):
            drop.update((k + 1, k + 2))  # "which is 2.3x SGLang's", "which is 2.3x that of SGLang": a ratio of an arm's
            continue
        if word not in SENSE or word in _NOT_SENSE or _w(toks[e + 1]) != "than":
            continue
        drop.update((k + 1, k + 2))
    if not drop:
        return toks, []
    out = [t for x, t in enumerate(toks) if x not in drop]
    for x, t in enumerate(out):
        t.i = x
    return out, [(toks[x].start, toks[x].end) for x in sorted(drop)]
