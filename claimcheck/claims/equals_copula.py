"""An equals sign as a copula (production equals_copula -- claimcheck/claims/grammar.lark).

"n-gram spec decode = ~1.8x faster e2e", "EAGLE-3 = 1.9x faster end to end than the baseline": in the voice of a
thread or a chat, "=" between the clause's subject arm and a ratio says what "is" says. A token pass (after the arm
passes): an "=" standing alone (spaces on both sides or none, not part of a phrase an arm or a setting gives: "c = 8"
is read there first) right after an ARM and right before a ratio -- a hedge ("~", "about") and a number glued to "x" /
"×" or followed by it, or a percent and its direction word ("chunked prefill = ~20% lower ITL, ~10% more
throughput") -- becomes the word "is" (inert, as the copula is), its characters as written. Before a value with
its unit ("A = 8 req/s", "TTFT = 200 ms") the sign is chat_shorthand's copula (claimcheck/claims/casual.py); before
anything else it stays as written.
"""

from __future__ import annotations

from claimcheck.claims.vocabulary import HEDGES, SENSE

_RATIO_MARKS = ("x", "\u00d7")


def _ratio_at(toks: list, k: int) -> bool:
    while k < len(toks) and (toks[k].low or toks[k].text) in HEDGES:
        k += 1
    if k >= len(toks) or toks[k].kind != "num":
        return False
    if toks[k].text.lower().endswith(_RATIO_MARKS):
        return True
    return k + 1 < len(toks) and (toks[k + 1].low or toks[k + 1].text) in _RATIO_MARKS


def _percent_change_at(toks: list, k: int) -> bool:
    """A hedge, a percent and a direction word at ``k`` ("~20% lower ITL", "10% more throughput")."""
    while k < len(toks) and (toks[k].low or toks[k].text) in HEDGES:
        k += 1
    if k + 2 >= len(toks) or toks[k].kind != "num" or (toks[k + 1].low or toks[k + 1].text) not in ("%", "percent"):
        return False
    return toks[k + 2].kind == "word" and toks[k + 2].low in SENSE


def equals_copula(toks: list) -> list:
    """Each "=" between an ARM and a ratio, or a percent with its direction word, as the inert copula "is"; any other
    token as written."""
    if not any(t.kind == "punct" and t.text == "=" for t in toks):
        return toks
    Tok = type(toks[0])
    out = list(toks)
    for k in range(1, len(out) - 1):
        t = out[k]
        if t.kind == "punct" and t.text == "=" and out[k - 1].kind == "arm" and (
                _ratio_at(out, k + 1) or _percent_change_at(out, k + 1)):
            out[k] = Tok(t.i, t.start, t.end, t.text, "is", "word")
    return out
