"""Production recap_sentence: a recap in a sentence of its own, "Median TTFT: ~0.72 s -> ~0.30 s. That's a 58%
reduction.", "Throughput went from 2.98 to 3.79 req/s. That works out to a 27% gain."

A token pass (beside of_arm_pairs): a sentence that opens with a demonstrative recap lead
(``vocabulary.RECAP_SENTENCE_LEADS``: "That's", "That is", "That works out to") and holds nothing but the recap (a
hedge, a sign, one number with "%" or "x", a change noun, a metric: at most six more words, no arm, no "than" / "over"
/ "vs", no negation or modal, no second number) is joined to the sentence before it: the "." between them becomes ",",
so the recap is read exactly as the comma form is ("... -> ~0.30 s, that's a 58% reduction": production pair_summary
with recap_lead). There the recap must restate the pair that ends right before it, by the comma form's own rule
(``grammar._recap_disagrees``: a number the pair's stated values do not make is unread where the rows could still
agree with all three, and read, so contradicted, where they could not); it is checked against the rows as the pair's
change. A sentence whose previous sentence does not end with a pair of values reads nothing more than it did
(the comma form is unread there too). Anything else in the recap sentence leaves the text as written."""

from __future__ import annotations

from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import MODAL_WORDS, NEGATIONS, RECAP_SENTENCE_LEADS

_END = frozenset({".", "!", "?"})
#: words that would make the recap say more than the pair's change: another arm's baseline, a second comparison
_NOT_IN_RECAP = frozenset({"than", "over", "vs", "versus", "against", "compared", "relative", "from", "to", "and", "or",
                           "but", "while", "if", "when", "each", "per"})
_MAX_WORDS = 6


def _lead(toks: list[Token], k: int) -> int:
    """The length of the recap lead at ``k`` (0: none)."""
    for words in RECAP_SENTENCE_LEADS:
        if all(k + n < len(toks) and (toks[k + n].low or toks[k + n].text) == w for n, w in enumerate(words)):
            return len(words)
    return 0


def _recap_only(toks: list[Token], a: int, e: int) -> bool:
    """True when toks[a:e] (after the lead) is a recap alone: one number, with "%" or "x" right after it, and at most
    _MAX_WORDS plain words beside it."""
    nums = [k for k in range(a, e) if toks[k].kind == "num"]
    if len(nums) != 1:
        return False
    n = nums[0]
    if n + 1 >= e or (toks[n + 1].low or toks[n + 1].text) not in ("%", "x", "\u00d7", "times", "percent"):
        return False
    words = 0
    for k in range(a, e):
        t = toks[k]
        if k in (n, n + 1):
            continue
        if t.kind == "arm" or t.kind not in ("word", "punct"):
            return False
        w = t.low or t.text
        if w in _NOT_IN_RECAP or w in NEGATIONS or w in MODAL_WORDS:
            return False
        if t.kind == "punct" and t.text not in ("~", "+", "-", "\u2212", "\u2248"):
            return False
        words += t.kind == "word"
    return words <= _MAX_WORDS


def recap_sentences(toks: list[Token]) -> list[Token]:
    """``toks`` with the "." before each recap sentence made a "," (module docstring); indices renumbered."""
    out = list(toks)
    changed = False
    for p, t in enumerate(out):
        if t.kind != "punct" or t.text != "." or p == 0 or p + 1 >= len(out) or out[p - 1].kind == "punct" and \
                out[p - 1].text in _END:
            continue
        lead = _lead(out, p + 1)
        if not lead:
            continue
        e = next((k for k in range(p + 1, len(out)) if out[k].kind == "punct" and out[k].text in _END), len(out))
        if not _recap_only(out, p + 1 + lead, e):
            continue
        out[p] = Token(p, t.start, t.end, ",", "", "punct")
        changed = True
    if changed:
        for n, t in enumerate(out):
            t.i = n
    return out
