"""A list of comparatives sharing one baseline (production comparative_list -- claimcheck/claims/grammar.lark;
docs/claim-check.md).

"On one H100, FP8 achieves lower TTFT, lower TPOT and higher throughput than BF16", "SGLang has lower TTFT and TPOT
than vLLM", "FP8 delivers 1.5x higher throughput and 25% lower mean TTFT compared to BF16": one subject arm, then two
or more comparative items joined by "," / "and" / ", and" / "as well as", then one binder ("than", "compared to",
"compared with", "relative to", "vs", "versus") and the baseline arm, ending the sentence. Each item is a direction
word (vocabulary.DIFFERENCE_WORDS: "lower", "higher", "faster" ...) and a metric phrase, optionally after a ratio or a
percent ("1.5x higher throughput", "about 25% lower TTFT"); an item that is a metric phrase alone takes the direction
word of the item before it ("lower TTFT and TPOT": lower TPOT), but never after an item with an amount ("25% lower
TTFT and TPOT" may give TPOT the 25% or only the direction: such a list is not read).

A token pass (before the reader, as claimcheck/claims/metric_lists.py's): the sentence becomes one clause per item,
joined by ";", each the sentence's words up to the first item (copies spanning that item's own characters), the item,
and the binder with the baseline (copies too, except after the last item, where they stand as written). Each
comparison is then read and graded as written, each in its own direction: one item in the wrong direction is
contradicted, so the sentence is never net-true, and it is false only where that item is contradicted under every
meaning of its words (the false bar: the items' metrics keep the meanings they have alone).

Words before the subject arm ("On one H100,", "In our tests,") are copied with it: every clause keeps the sentence's
condition. Only a fronted phrase closed by "," with no arm and no number ("Nobody expected FP8 to have ...", "With c8,
...", "On 1 H100, ..." are not read); between the subject and the list only neutral verbs (vocabulary.INERT_WORDS but
"to": "fails to achieve ..." is not read). Never where the sentence holds a negation, a modal or "up to", "or",
"respectively", a second subject arm, a metric between the subject and the list, or anything after the baseline arm:
"It is not true that A has lower X and Y than B" denies the conjunction, which a clause per item would not say; "lower
X or higher Y" asserts neither.
"""

from __future__ import annotations

from dataclasses import replace

from claimcheck.claims.ellipsis import metric_spans, sentence_end
from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import DIFFERENCE_WORDS, HEDGES, INERT_WORDS, MODAL_WORDS, NEGATIONS


def _w(t: Token) -> str:
    return t.low or t.text.lower()


#: the binders the list shares (the baseline arm follows, then the sentence's end)
_BINDERS = (("than",), ("compared", "to"), ("compared", "with"), ("relative", "to"), ("vs",), ("versus",))
#: words that stop the pass anywhere in the sentence
_STOP = (NEGATIONS | MODAL_WORDS) | {"or", "nor", "except", "but", "respectively", "while", "whereas", "each",
                                     "both", "either"}
#: what may stand between two items
_JOINERS = ((",", "and"), (",",), ("and",), ("as", "well", "as"), (",", "as", "well", "as"))
#: the words that may stand between the subject and the list: neutral verbs ("achieves", "has", "shows", "also"),
#: never "to" (a verb of wanting or failing before it)
_HEAD_WORDS = INERT_WORDS - {"to", "of", "for", "by", "as", "needs", "need", "needed", "required", "requires",
                             "require", "used"}
#: a ratio's or a percent's marks right after its number
_AMOUNT_MARKS = frozenset({"x", "\u00d7", "%", "times", "percent"})


def _binder(toks: list[Token], k: int, e: int) -> int:
    """The length of a binder at ``k`` (0 if none)."""
    for b in _BINDERS:
        if tuple(_w(t) for t in toks[k:k + len(b)]) == b and k + len(b) <= e:
            return len(b)
    return 0


def _amount(toks: list[Token], k: int, e: int) -> int:
    """The index after a hedge, a number and its ratio / percent mark at ``k`` ("about 1.5x", "25%"); ``k`` if none."""
    j = k
    while j < e and _w(toks[j]) in HEDGES:
        j += 1
    if j >= e or toks[j].kind != "num":
        return k
    if toks[j].text.lower().endswith(("x", "\u00d7")):
        return j + 1
    if j + 1 < e and _w(toks[j + 1]) in _AMOUNT_MARKS or (j + 1 < e and toks[j + 1].text in _AMOUNT_MARKS):
        return j + 2
    return k


def _items(toks: list[Token], q: int, e: int, spans: dict[int, int]):
    """The items from ``q`` to ``e`` exactly: [(start, end, direction word index or None)], and the joiners between
    them [(start, end)]; None if anything else stands there."""
    items, joins, k = [], [], q
    while True:
        j = _amount(toks, k, e)
        d = None
        if j < e and toks[j].kind == "word" and _w(toks[j]) in DIFFERENCE_WORDS:
            d, j = j, j + 1
        elif j != k:
            return None  # a number with no direction word ("1.5x throughput"): not an item of this frame
        if j not in spans:
            return None
        if d is None and not items:
            return None  # the first item names its direction
        if d is None and items[-1][0] != _amount(toks, items[-1][0], e):
            # "25% lower TTFT and TPOT": does the amount carry over to TPOT? Read either way it could pass where the
            # writer meant the other (only the direction: a 5% lower TPOT; the amount: a 25% lower one): not read
            return None
        items.append((k, spans[j], d))
        k = spans[j]
        if k == e:
            return items, joins
        for jn in _JOINERS:
            if tuple(_w(t) if t.kind != "punct" else t.text for t in toks[k:k + len(jn)]) == jn:
                joins.append((k, k + len(jn)))
                k += len(jn)
                break
        else:
            return None
        if k >= e:
            return None


def _sentence(toks: list[Token], a: int, e: int) -> list[Token] | None:
    words = [_w(t) for t in toks[a:e]]
    if any(w in _STOP or w.endswith("n't") for w in words):
        return None
    # the baseline: "[the] ARM" right before the sentence's end, after a binder
    b_end = e
    base = b_end - 1
    if base <= a or toks[base].kind != "arm" or len(toks[base].arms) != 1:
        return None
    bk = base - (base - 1 > a and _w(toks[base - 1]) == "the")
    binder = next((bk - n for n in (2, 1) if bk - n > a and _binder(toks, bk - n, bk) == n), None)
    if binder is None:
        return None
    arms = [k for k in range(a, binder) if toks[k].kind == "arm"]
    if len(arms) != 1 or len(toks[arms[0]].arms) != 1 or toks[arms[0]].arms == toks[base].arms:
        return None
    s = arms[0]
    s -= s - 1 >= a and _w(toks[s - 1]) == "the"
    spans = {x: y for x, y in metric_spans(toks, a, binder)}
    # the list starts at the first direction word (or amount) after the subject arm and runs to the binder
    if s > a and (toks[s - 1].text != "," or any(t.kind in ("arm", "num") for t in toks[a:s])):
        # "Nobody expected FP8 to have ...": words before the subject that are not a fronted phrase; "With c8, ...": an
        # arm before the subject; a number there (its copies would lose the words around it): not read
        return None
    for q in range(arms[0] + 1, binder):
        if any(x < q for x in spans if x > arms[0]):
            return None  # a metric between the subject and the list: which is compared?
        if toks[q].kind == "num" or _w(toks[q]) in DIFFERENCE_WORDS or _w(toks[q]) in HEDGES:
            break
        if toks[q].kind != "word" or _w(toks[q]) not in _HEAD_WORDS:
            return None  # only neutral verbs between the subject and the list ("fails to achieve ...": not read)
    else:
        return None
    found = _items(toks, q, binder, spans)
    if found is None or len(found[0]) < 2:
        return None
    items, joins = found
    return _rewrite(toks, a, q, items, joins, binder, b_end)


def _rewrite(toks: list[Token], a: int, q: int, items, joins, binder: int, b_end: int) -> list[Token]:
    """One clause per item: the sentence's words up to the list ``toks[a:q]`` before it (copies spanning the item's characters after the
    first), the item (with the direction word of the item before when it has none), the binder and baseline (copies
    spanning the item's characters, except after the last item); each joiner a ";"."""
    head = toks[a:q]
    tail = toks[binder:b_end]
    out = toks[:q]
    last_dir: Token | None = None
    for n, (x, y, d) in enumerate(items):
        if n:
            j0, j1 = joins[n - 1]
            semi = Token(0, toks[j0].start, toks[j1 - 1].end, ";", "", "punct")
            semi.gap_joiner = True  # type: ignore[attr-defined]
            out.append(semi)
            out += [replace(t, start=toks[x].start, end=toks[x].end) for t in head]
        if d is None:
            assert last_dir is not None
            out.append(replace(last_dir, start=toks[x].start, end=toks[x].end))
        else:
            last_dir = toks[d]
        out += toks[x:y]
        if n < len(items) - 1:
            out += [replace(t, start=toks[y - 1].start, end=toks[y - 1].end) for t in tail]
    return out + toks[binder:]


def comparative_lists(toks: list[Token]) -> list[Token]:
    """Production comparative_list (module docstring): each sentence that is one subject, a list of comparatives
    and one shared baseline, rewritten as one clause per comparative; any other sentence as written."""
    if not any(_w(t) in DIFFERENCE_WORDS for t in toks):
        return toks
    out = toks
    a = 0
    while a < len(out):
        e = next((k for k in range(a, len(out)) if sentence_end(out, k)), len(out))
        got = _sentence(out, a, e)
        if got is not None:
            e += len(got) - len(out)
            out = got
        a = e + 1
    for n, t in enumerate(out):
        t.i = n
    return out
