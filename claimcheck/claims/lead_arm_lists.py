"""One arm's lead over a list of label lines joined by "|" (production lead_arm_list -- claimcheck/claims/grammar.lark;
docs/claim-check.md).

"With prefix caching: Mean TTFT (ms): 65.8 | Mean TPOT (ms): 8.88 | Request throughput (req/s): 6.55" (held26 dev
phrasing, a vLLM bench summary pasted on one line): the sentence opens with one arm and ":" ("With ARM:", "ARM:"),
then two or more entries "LABEL: NUMBER" joined by "|", none naming an arm. The lead is said of every entry, so this
token pass writes the lead's words again before each entry after the first (copies spanning that entry's first word,
as production gapped_pair copies a clause's words); production pipe_joiner then reads each "|" as ";", and each
clause reads as "With ARM: LABEL: NUMBER" does -- each value that arm's, graded as written (false where contradicted
and read completely). Only where every entry is plain label words (parentheses allowed), one ":", and one number that
ends the entry; anything else (an arm in an entry, a second number, a ";" or "," joiner) stays as written.
"""

from __future__ import annotations

from dataclasses import replace

from claimcheck.claims.statement import Token

_END = frozenset({".", "!", "?", ";"})


def _w(t: Token) -> str:
    return t.low if t.low else t.text.lower()


def _lead(toks: list[Token], a: int, e: int) -> int | None:
    """The end (index after ":") of "[with] ARM :" opening the sentence at ``a``; else None."""
    k = a + (a < e and toks[a].kind == "word" and _w(toks[a]) == "with")
    if k + 1 < e and toks[k].kind == "arm" and toks[k].arm is not None and toks[k + 1].text == ":":
        return k + 2
    return None


def _entry(toks: list[Token], s: int, t: int) -> bool:
    """Is toks[s:t] "LABEL: NUMBER" (plain words and parentheses, one ":", the number last)?"""
    if t - s < 3 or toks[t - 1].kind != "num" or toks[t - 2].text != ":":
        return False
    for x in toks[s:t - 2]:
        if x.kind == "arm" or x.kind == "num" or (x.kind == "punct" and x.text not in ("(", ")", "/")):
            return False
    return True


def lead_arm_lists(toks: list[Token]) -> list[Token]:
    """Production lead_arm_list (the module docstring): the tokens, the lead copied before each entry after the
    first."""
    if not any(t.text == "|" for t in toks):
        return toks
    out: list[Token] = []
    a = 0
    n = len(toks)
    changed = False
    while a < n:
        e = next((k for k in range(a, n) if toks[k].kind == "punct" and toks[k].text in _END), n)
        body = _sentence(toks, a, e)
        if body is None:
            out += toks[a:e + 1]
        else:
            out += body + toks[e:e + 1]
            changed = True
        a = e + 1
    if changed:
        for i, t in enumerate(out):
            t.i = i
        return out
    return toks


def _sentence(toks: list[Token], a: int, e: int) -> list[Token] | None:
    c = _lead(toks, a, e)
    if c is None:
        return None
    bars = [k for k in range(c, e) if toks[k].text == "|"]
    if not bars:
        return None
    bounds = [c] + [b + 1 for b in bars]
    ends = bars + [e]
    if not all(_entry(toks, s, t) for s, t in zip(bounds, ends)):
        return None
    lead = toks[a:c]
    out = list(toks[a:ends[0]])
    for s, t in zip(bounds[1:], ends[1:]):
        out.append(toks[s - 1])  # the "|"
        out += [replace(x, start=toks[s].start, end=toks[s].end) for x in lead]
        out += toks[s:t]
    return out
