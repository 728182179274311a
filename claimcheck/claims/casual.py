"""Casual voice around a claim (grammar production casual_filler -- claimcheck/claims/grammar.lark).

Chat-message authors wrap a measured clause in words that say nothing checkable: "req/s went 5 → 8 lol", "e2e
barely moved tbh", "tpot got slightly worse tho", "not a big deal imo", "so like 1.6x throughput". A token pass takes
out, before any construct reads the clause, only words that cannot change what the clause claims:

* an interjection or a stance tag anywhere (``TAGS``: "lol", "tbh", "imo", "ngl", "fwiw", "tho", "btw", "iirc",
  "ymmv"; "but ymmv" ending a sentence): none of them negates, bounds or compares anything (inert, reported as
  markup);
* the filler "like" right before a number ("so like 1.6x throughput", "(like 200ms)") reads as "about" (its token's
  word becomes "about", a hedge the grammar already reads): never dropped, so the number keeps a hedge's tolerance
  and is never held to its stated precision;
* a verdict tail after a comma that ends the sentence (``TAILS``: ", not a big deal", ", no big deal"): the author's
  judgement of the size of the change just stated. Only these fixed phrases: a "not" anywhere else stays a negation;
* an exclamation of the outcome opening the sentence (vocabulary.OPENING_EXCLAMATIONS: "Success", "Nice", "Wow"),
  its "-" / "!" marks, right before a first-person subject ("Success - I get 60.45 token / sec !!", "Nice! We now see
  2x"): the author's delight at the result the clause then states. Not before ":" ("Success: 120 requests" may label
  the requests that succeeded), not before anything but "I" / "we", and nowhere but the sentence's first word.
"""

from __future__ import annotations

from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import OPENING_EXCLAMATION_MARKS, OPENING_EXCLAMATION_SUBJECTS, OPENING_EXCLAMATIONS

#: interjections and stance tags: inert anywhere
TAGS = frozenset({"lol", "lmao", "lmfao", "lolol", "haha", "hah", "tbh", "tbf", "imo", "imho", "ngl", "fwiw", "tho",
                  "btw", "iirc", "afaict", "afaik", "ymmv"})
#: verdict tails after a comma, ending the sentence
TAILS = (("not", "a", "big", "deal"), ("no", "big", "deal"), ("not", "a", "huge", "deal"), ("not", "a", "huge",
                                                                                               "difference"))
_END = frozenset({".", "!", "?", ";"})


def _w(t: Token) -> str:
    return t.low or t.text


def casual(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production: casual_filler -- (the tokens, the spans taken out as inert); see the module's docstring."""
    if not toks:
        return toks, []
    gone: list[tuple[int, int]] = []
    drop: set[int] = set()
    out = list(toks)
    for k, t in enumerate(out):
        if t.kind == "word" and t.low in TAGS:
            drop.add(k)
            if t.low == "ymmv" and k > 0 and out[k - 1].low == "but" and (
                    k + 1 == len(out) or _w(out[k + 1]) in _END):
                drop.add(k - 1)  # "..., but ymmv": the hedge ends the sentence
    if _w(out[0]) in OPENING_EXCLAMATIONS and out[0].kind == "word":
        k = 1
        while k < len(out) and _w(out[k]) in OPENING_EXCLAMATION_MARKS:
            k += 1
        if k > 1 and k < len(out) and _w(out[k]) in OPENING_EXCLAMATION_SUBJECTS:
            drop.update(range(k))  # "Success - I get 60.45 token / sec": the author's delight, before the claim
    live = [k for k in range(len(out)) if k not in drop]
    for n, k in enumerate(live):
        t = out[k]
        if t.kind == "word" and t.low == "like" and n + 1 < len(live) and out[live[n + 1]].kind == "num" \
                and (n == 0 or _w(out[live[n - 1]]) in ("so", "(", ",", ":", "is", "was", "at", "of", "by", "got",
                                                         "were", "are", "went", "around", "about", "to", "from")
                     or live[n - 1] in drop):
            out[k] = Token(t.i, t.start, t.end, t.text, "about", "word")
        elif t.text == "," and t.kind == "punct":
            for tail in TAILS:
                m = len(tail)
                seq = live[n + 1:n + 1 + m]
                if len(seq) == m and tuple(_w(out[x]) for x in seq) == tail and (
                        n + 1 + m == len(live) or _w(out[live[n + 1 + m]]) in _END):
                    drop.update([k, *seq])
                    break
    if not drop:
        return out, []
    gone = [(out[k].start, out[k].end) for k in sorted(drop)]
    out = [t for k, t in enumerate(out) if k not in drop]
    for n, t in enumerate(out):
        t.i = n
    return out, gone
