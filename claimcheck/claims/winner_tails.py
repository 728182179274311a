"""A pair's arms named by the winner after it (production winner_tail -- claimcheck/claims/grammar.lark;
docs/claim-check.md).

"TTFT avg 150ms vs 250ms, so the 4090 wins there too", "Output throughput 480 vs 320 tok/s, so SGLang won": a versus
pair of two values naming no arm, then ", so" [the] ARM and a verb of winning (vocabulary.WINNER_VERBS; "there" /
"here" / "too" / "again" / "as well" after it) ending the sentence. The tail names the arm whose value is the better
one under the metric's direction (the lower time, the higher rate): a token pass (``_Reader.__init__``) writes that
arm after the better value ("150ms for the 4090 vs 250ms") and takes the tail's words out (markup), so the pair is
read as written that way -- the winner's value graded as that arm's, the other value the other arm's as any pair
with one named arm (held back where that other arm is only implied). The tail's claim is what the binding says: a
4090 whose mean TTFT is 250 ms contradicts "150ms for the 4090". Only where the sentence before the tail names exactly
one metric of a known direction, no arm, no negation or modal, and the two values share their unit (or the first has
none); anything else ("so the 4090 loses", "so it wins", two metrics, "150 ms vs 0.25 s") stays as written (unread).
"""

from __future__ import annotations

from dataclasses import replace

from claimcheck.claims.ellipsis import metric_spans
from claimcheck.claims.lead_labels import metric_of
from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import (HIGHER_IS_BETTER, MODAL_WORDS, NEGATIONS, WINNER_TAILS,
                                          WINNER_VERBS)

_END = frozenset({".", "!", ";"})
_VS = frozenset({"vs", "versus"})


def _w(t: Token) -> str:
    return t.low if t.kind in ("word", "ident", "foreign", "arm") and t.low else t.text.lower()


def _metrics(toks: list[Token], a: int, e: int) -> list[str | None]:
    return [metric_of(toks, s, t) for s, t in metric_spans(toks, a, e)]


def _tail(toks: list[Token], s: int, e: int) -> tuple[int, int] | None:
    """(arm index, verb index) of "so [the] ARM wins [there] [too]" from ``s`` to the sentence's end ``e``."""
    k = s + 1
    if k < e and _w(toks[k]) == "the":
        k += 1
    if k >= e or toks[k].kind != "arm" or len(toks[k].arms) != 1 or k + 1 >= e or _w(toks[k + 1]) not in WINNER_VERBS:
        return None
    arm, verb, k = k, k + 1, k + 2
    for words in WINNER_TAILS:
        if k + len(words) <= e and tuple(_w(t) for t in toks[k:k + len(words)]) == words:
            k += len(words)
    for words in WINNER_TAILS:  # "there too"
        if k + len(words) <= e and tuple(_w(t) for t in toks[k:k + len(words)]) == words:
            k += len(words)
    return (arm, verb) if k == e else None


def _sentence(toks: list[Token], a: int, e: int) -> tuple[list[Token], tuple[int, int]] | None:
    s = next((k for k in range(a + 1, e) if _w(toks[k]) == "so" and toks[k - 1].text == ","), None)
    if s is None:
        return None
    tail = _tail(toks, s, e)
    if tail is None:
        return None
    head = range(a, s - 1)
    if any(toks[k].kind == "arm" or _w(toks[k]) in NEGATIONS or _w(toks[k]) in MODAL_WORDS
           or _w(toks[k]).endswith("n't") for k in head):
        return None
    metrics = _metrics(toks, a, s - 1)
    if len(set(metrics)) != 1 or metrics[0] not in HIGHER_IS_BETTER:
        return None
    nums = [k for k in head if toks[k].kind == "num"]
    joins = [k for k in head if _w(toks[k]) in _VS]
    if len(nums) != 2 or len(joins) != 1 or not nums[0] < joins[0] < nums[1]:
        return None
    v1, j, v2 = nums[0], joins[0], nums[1]
    u1 = [_w(t) for t in toks[v1 + 1:j] if t.text != "."]  # ("vs." is one joiner)
    u2 = [_w(t) for t in toks[v2 + 1:s - 1]]
    if not u2 or (u1 and u1 != u2) or toks[v1].value is None or toks[v2].value is None \
            or toks[v1].value == toks[v2].value:
        return None
    hib = HIGHER_IS_BETTER[metrics[0]]
    better_end = (j if toks[v1].value > toks[v2].value else s - 1) if hib else (
        j if toks[v1].value < toks[v2].value else s - 1)
    if better_end == j and toks[j - 1].text == ".":
        return None
    arm, verb = tail
    prep = replace(toks[verb], text="for", low="for", kind="word")
    out = toks[:better_end] + [prep, toks[arm]] + toks[better_end:s - 1]
    return out, (toks[s - 1].start, toks[e - 1].end)


def winner_tails(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production winner_tail (module docstring): the tokens with each such tail's arm written after the better value,
    and the (start, end) of each tail taken out."""
    if not any(t.kind == "word" and t.low in WINNER_VERBS for t in toks):
        return toks, []
    out: list[Token] = []
    gone: list[tuple[int, int]] = []
    a = 0
    while a < len(toks):
        e = next((k for k in range(a, len(toks)) if toks[k].kind == "punct" and toks[k].text in _END
                  and not (k and toks[k].text == "." and _w(toks[k - 1]) == "vs")), len(toks))
        got = _sentence(toks, a, e)
        if got is None:
            out += toks[a:e + 1]
        else:
            out += got[0] + toks[e:e + 1]
            gone.append(got[1])
        a = e + 1
    for n, t in enumerate(out):
        t.i = n
    return out, gone
