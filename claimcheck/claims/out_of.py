"""A count's "out of" read as "of" (production count_out_of -- claimcheck/claims/grammar.lark; docs/claim-check.md
"Counts of requests, failures and lengths").

Write-ups give a part of a count with "out of" as often as with "of": "2 out of 100 requests failed on v0.32.0", "Two
out of the 100 requests timed out", "3 out of 48 requests violate the 40 ms TPOT SLO". The words say what "2 of 100
requests" says, so this token pass gives "out of" the one word "of" where a number (digits or a number word) stands
right before "out" and a number right after "of" (a "the" between them at most), and every production that reads
"N of M requests" reads it with its own checks. Nothing else: "out of memory", "ran out of KV cache", "out of 150
each" (no number before it: a distributive tail, not this) keep their words as written. The text of a token never
changes (an unread form is reported as written); no number, arm, metric, direction, negation, hedge or modal is
carried or dropped.
"""

from __future__ import annotations

from claimcheck.claims.statement import Token, token_pass
from claimcheck.claims.vocabulary import NUMBER_WORDS


def _w(t: Token | None) -> str:
    return "" if t is None else (t.low or t.text.lower())


def _number(t: Token | None) -> bool:
    return t is not None and (t.kind == "num" and t.value is not None or t.kind == "word" and _w(t) in NUMBER_WORDS)


def out_of(toks: list[Token], text: str) -> list[Token]:
    """Production count_out_of: the tokens, each "out of" between two numbers read as "of" (the module docstring)."""
    return token_pass(toks, text, _form_at)


def _form_at(toks: list[Token], text: str, k: int, out: list[Token]) -> int:
    """"out of" at ``k`` between two numbers appended to ``out`` as one token "of": 2, else 0."""
    n = len(toks)
    if not (k > 0 and k + 2 < n and _number(toks[k - 1]) and toks[k].kind == "word" and _w(toks[k]) == "out"
            and toks[k + 1].kind == "word" and _w(toks[k + 1]) == "of"):
        return 0
    j = k + 2 + (toks[k + 2].kind == "word" and _w(toks[k + 2]) == "the")
    if j >= n or not _number(toks[j]):
        return 0
    t, last = toks[k], toks[k + 1]
    out.append(Token(t.i, t.start, last.end, text[t.start:last.end], "of", "word"))
    return 2
