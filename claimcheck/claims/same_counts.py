"""A count said to be "the same" in every arm (production same_count -- claimcheck/claims/grammar.lark;
docs/claim-check.md "Counts of requests, failures and lengths").

"All 30 requests completed in each arm, and both arms generated the same 10,966 output tokens": after a subject of
every arm ("both arms", "each configuration", "all three engines": vocabulary.EVERY_ARM_QUANTIFIERS and a noun of the
compared runs, SAME_COUNT_ARM_NOUNS), "the same" right before a count says what reading the count of every arm
already checks: each arm has that count (a count of every arm holds only where it holds in each arm, so the arms'
counts are the same). A token pass (``same_words``, ``_Reader.__init__``) takes "the same" out (inert, as markup) and
remembers where; after the reading (``settle``) the count after it must have been read as every arm's value (an
assertion of every arm, form value, relation "="): otherwise "same" is put back unread (not-yet) -- "vLLM generated
the same 10,966 tokens" (the same as what?) and "the same 10,966 tokens as TGI" stay unread.
"""

from __future__ import annotations

from claimcheck.claims.reading import Reading, Span
from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import EVERY_ARM_QUANTIFIERS, SAME_COUNT_ARM_NOUNS

_END = frozenset({".", "!", "?", ";"})


def _w(t: Token) -> str:
    return t.low if t.low else t.text.lower()


def same_words(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]], list[tuple[int, int]]]:
    """The tokens without each "the same" before a whole count after a subject of every arm in its sentence; the
    (start, end) of each taken out, and (start of "same", start of the count) of each."""
    out: list[Token] = []
    gone: list[tuple[int, int]] = []
    said: list[tuple[int, int]] = []
    k = 0
    n = len(toks)
    while k < n:
        t = toks[k]
        if t.kind == "word" and _w(t) == "the" and k + 2 < n and toks[k + 1].kind == "word" \
                and _w(toks[k + 1]) == "same" and toks[k + 2].kind == "num" and toks[k + 2].value is not None \
                and toks[k + 2].decimals == 0 and _every_arm_before(toks, k):
            gone.append((t.start, toks[k + 1].end))
            said.append((toks[k + 1].start, toks[k + 2].start))
            k += 2
            continue
        out.append(t)
        k += 1
    if gone:
        for i, t in enumerate(out):
            t.i = i
    return out, gone, said


def _every_arm_before(toks: list[Token], k: int) -> bool:
    """A quantifier of every arm and a noun of the compared runs before ``k`` in its sentence ("both arms",
    "each configuration", "all three engines")."""
    j = k - 1
    while j >= 0 and not (toks[j].kind == "punct" and toks[j].text in _END):
        if toks[j].kind == "word" and _w(toks[j]) in EVERY_ARM_QUANTIFIERS:
            x = j + 1
            if x < k and toks[x].kind == "num":
                x += 1  # "all 3 engines"
            if x < k and _w(toks[x]) in SAME_COUNT_ARM_NOUNS:
                return True
        j -= 1
    return False


def settle(text: str, said: list[tuple[int, int]], reading: Reading) -> None:
    """Production same_count, after the reading: "same" stays inert only where the count after it was read as every
    arm's value; else it is put back unread."""
    for s, num in said:
        ok = any(a.source == "statement" and a.form == "value" and a.relation == "=" and a.every_arm
                 and not a.negated and a.span is not None and a.span.start <= num < a.span.end
                 for a in reading.assertions)
        if not ok:
            reading.unread.append(Span(start=s, end=s + 4, text=text[s:s + 4]))
