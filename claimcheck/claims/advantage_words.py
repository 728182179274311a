"""Advantage words after an amount (production advantage_word -- claimcheck/claims/grammar.lark; docs/claim-check.md),
in the voice of an engine comparison: "vLLM came out about 1.3x ahead on throughput", "SGLang is 25% ahead of vLLM
in request throughput", "vLLM is 60 ms ahead on TTFT", "TGI is 60 ms behind vLLM on TTFT", "TGI ended up 1.3x behind
on throughput".

A token pass the reader runs after comparative_lists: "ahead" and "behind" say which arm is better by the amount
right before them, as "better" and "worse" do after it ("1.3x better on throughput", "60 ms worse on TTFT"), and are
written so only where the amount and its direction are both fixed:

* the word right before is the amount's unit: "x" / "times" / "fold" after a number (a ratio), "%" / "percent" after
  a number (a percent: "ahead" only -- "25% behind" is a percent of which arm? as "trails by 25%", not read), a
  duration unit after a number ("60 ms"); a rate unit is not read here (a rate before "better" is not read either);
* the word after is the clause's end, a punctuation mark, "on" / "in" / "for" / "at" (the metric it is said on,
  "across"), or the other arm: "ahead of ARM" is written "better than ARM", "behind ARM" "worse than ARM" (an arm
  token right after "behind", "of" and an arm right after "ahead"); "ahead of time", "behind the scenes", "ahead of
  the curve" name no arm and stay as written.

The direction then needs a metric whose better direction is known ("better on throughput"; "1.3x ahead" with no
metric reads as "1.3x better", the generic speed); a negation before it is read as before "better". Nothing else
changes: "ahead" / "behind" anywhere else (after a verb, "ahead by 60 ms", "behind on TTFT") stay as written.

Phrasal verbs of winning are written as one verb where what follows fixes the frame: "edged out" / "edges out" right
before an arm as "beat" / "beats" ("vLLM edged out TGI by 60 ms on TTFT"), "came out on top" / "comes out on top"
right before "by" as "won" / "wins" ("vLLM came out on top by 30% in request throughput").
"""

from __future__ import annotations

from dataclasses import replace

from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import DURATION_UNITS

_RATIO_UNITS = frozenset({"x", "\u00d7", "times", "fold"})
_PCT_UNITS = frozenset({"%", "percent"})
_AFTER_WORDS = frozenset({"on", "in", "for", "at", "across", "overall"})
_AFTER_PUNCT = frozenset({",", ".", ";", ":", ")", "!", "?", "(", "\u2014", "\u2013"})


def _w(t: Token) -> str:
    return t.low if t.kind in ("word", "ident", "foreign") else t.text


def _amount_kind(toks: list[Token], k: int) -> str | None:
    """The kind of the amount whose unit ends right before ``k``: "ratio", "pct", "duration", else None."""
    if k < 2 or toks[k - 2].kind != "num" or toks[k - 2].value is None:
        return None
    u = _w(toks[k - 1])
    if u in _RATIO_UNITS:
        return "ratio"
    if u in _PCT_UNITS:
        return "pct"
    if u in DURATION_UNITS:
        return "duration"
    return None


#: phrasal verbs of winning, written as one verb where what follows fixes the frame: "edged out" before an arm is
#: "beat" ("vLLM edged out TGI by 60 ms on TTFT"), "came out on top" before "by" is "won" ("came out on top by 30%")
_PHRASAL_WINS = ((("edged", "out"), "beat", "arm"), (("edges", "out"), "beats", "arm"),
                 (("came", "out", "on", "top"), "won", "by"), (("comes", "out", "on", "top"), "wins", "by"))


def _phrasal(toks: list[Token], k: int) -> tuple[int, str] | None:
    """(length, verb) of a phrasal verb of winning at ``k`` (_PHRASAL_WINS) with what must follow it, else None."""
    for words, verb, after in _PHRASAL_WINS:
        n = len(words)
        if k + n < len(toks) and all(_w(toks[k + j]) == x and toks[k + j].kind == "word" for j, x in enumerate(words)):
            nxt = toks[k + n]
            if (after == "arm" and nxt.kind == "arm") or (after == "by" and _w(nxt) == "by"):
                return n, verb
    return None


def advantage_words(toks: list[Token]) -> list[Token]:
    """Production advantage_word (module docstring): each such "ahead" written "better", "behind" "worse", "ahead of"
    before an arm "better than", "behind" before an arm "worse than"; a phrasal verb of winning as one verb."""
    out: list[Token] = []
    changed = False
    skip = -1
    for k, t in enumerate(toks):
        if k <= skip:
            continue
        ph = _phrasal(toks, k)
        if ph is not None:
            n, verb = ph
            out.append(replace(t, text=verb, low=verb, end=toks[k + n - 1].end))
            skip = k + n - 1
            changed = True
            continue
        w = t.low if t.kind == "word" else ""
        kind = _amount_kind(toks, k) if w in ("ahead", "behind") else None
        if kind is None or (w == "behind" and kind == "pct"):
            out.append(t)
            continue
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        word = "better" if w == "ahead" else "worse"
        if nxt is None or (nxt.kind == "punct" and nxt.text in _AFTER_PUNCT) or _w(nxt) in _AFTER_WORDS:
            out.append(replace(t, text=word, low=word))
            changed = True
            continue
        if w == "ahead" and _w(nxt) == "of" and k + 2 < len(toks) and toks[k + 2].kind == "arm":
            out.append(replace(t, text=word, low=word))
            out.append(replace(nxt, text="than", low="than"))
            skip = k + 1
            changed = True
            continue
        if w == "behind" and nxt.kind == "arm":
            out.append(replace(t, text=word, low=word))
            out.append(replace(t, text="than", low="than"))
            changed = True
            continue
        out.append(t)
    if not changed:
        return toks
    for n, t in enumerate(out):
        t.i = n
    return out
