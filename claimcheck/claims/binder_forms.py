"""The longer written forms of a baseline binder, read as the binder (production binder_form --
claimcheck/claims/grammar.lark; docs/claim-check.md "Frames of real write-ups").

Write-ups introduce a comparison's baseline with "compared to / with" and with longer forms of the same connector:
"In comparison to state-of-the-art systems, our method ...", "1.8x higher throughput when compared with a batched
HuggingFace implementation", "a 2x speedup compared against the unfused kernel". Each names one baseline right after
it, and says of it what "compared to / with" says: nothing about the direction or the size of the comparison (those
are the words of the comparison itself), so this token pass gives the tokens the words of the binder they stand for,
and every production that reads "compared to / with" (a ratio's or a percent's baseline, a versus-pair of values, a
fronted baseline lead, a change noun's baseline) reads them with its own checks:

* "in comparison" right before "to" / "with" is "compared" (the two words one token);
* "when compared" right before "to" / "with" / "against", and "as compared" right before "to" / "with", is "compared"
  (the two words one token);
* "compared against" is "compared to" ("against" read as "to").

The text of a token never changes (an unread form is reported as written); no number, arm, metric, direction,
negation, hedge or modal is carried or dropped. "In comparison, X is 2x faster" (no baseline named) keeps its words
as written (unread). Vocabulary: vocabulary.BINDER_LONG_FORMS, BINDER_LONG_FORM_NEXT.
"""

from __future__ import annotations

from claimcheck.claims.statement import Token, token_pass
from claimcheck.claims.vocabulary import BINDER_LONG_FORM_NEXT, BINDER_LONG_FORMS


def _w(t: Token | None) -> str:
    return "" if t is None else (t.low or t.text.lower())


def binder_forms(toks: list[Token], text: str) -> list[Token]:
    """Production binder_form: the tokens, each longer form of a binder read as the binder (the module docstring)."""
    return token_pass(toks, text, _form_at)


def _form_at(toks: list[Token], text: str, k: int, out: list[Token]) -> int:
    """The longer binder form at ``k`` appended to ``out`` as the binder's words: the tokens read, else 0."""
    n = len(toks)
    t = toks[k]
    if t.kind != "word":
        return 0
    for words, (reads, nexts) in BINDER_LONG_FORMS.items():
        m = len(words)
        if k + m < n and all(toks[k + q].kind == "word" and _w(toks[k + q]) == w for q, w in enumerate(words)) \
                and toks[k + m].kind == "word" and _w(toks[k + m]) in nexts:
            last = toks[k + m - 1]
            out.append(Token(t.i, t.start, last.end, text[t.start:last.end], reads, "word"))
            nxt = toks[k + m]
            out.append(Token(nxt.i, nxt.start, nxt.end, nxt.text, BINDER_LONG_FORM_NEXT.get(_w(nxt), _w(nxt)), "word"))
            return m + 1
    return 0
