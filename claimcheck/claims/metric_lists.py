"""A comparison over a list of metrics (production metric_list -- claimcheck/claims/grammar.lark; docs/claim-check.md).

"SGLang beats vLLM on throughput, TTFT and TPOT", "SGLang 0.4.6 beats vLLM 0.8.5 on every metric we measured:
throughput, TTFT and TPOT", "SGLang outperforms vLLM on both TTFT and TPOT", "SGLang is faster than vLLM on all
three metrics (throughput, TTFT and TPOT)": a sentence that is one comparison with no number (an arm, a verb of
winning or a direction word with its "than <arm>"), then "on" / "in" / "across" and a list of two or more metric
phrases joined by "," / "and", ending the sentence, says the comparison of each metric. A token pass (before the
reader, as claimcheck/claims/ellipsis.py's): the sentence becomes one clause per metric, joined by ";", each the
comparison's words (copies, spanning that metric's own characters) and one metric, so that each is read and graded
as written in full, each metric in its own better direction ("beats on TTFT": lower TTFT).

A lead-in between the preposition and the list is part of it ("every metric we measured:", "all three metrics
(...)", "every latency metric we report (...)", "both"), read with the first metric: a count in it must be the
list's length. Without a list the lead-in is not read ("beats vLLM on every metric we measured" stays unread: which
metrics?).

Never where the sentence holds a number (other than a version identifier), a negation, a hedge or modal word, "or",
a metric before the list, or anything after it: "does not beat vLLM on A, B and C" denies the conjunction, which a
clause per metric would not say.
"""

from __future__ import annotations

from dataclasses import replace

from claimcheck.claims.ellipsis import metric_spans, sentence_end
from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import BEAT_VERBS, HEDGES, MODAL_WORDS, NEGATIONS

def _w(t: Token) -> str:
    return t.low or t.text.lower()


#: the comparison words a list may follow (a verb of winning; a direction word with "than <arm>")
_DIRECTION_WORDS = frozenset({"better", "worse", "faster", "slower"})
#: prepositions before the list
_PREPS = frozenset({"on", "in", "across"})
#: words of a lead-in
_QUANT = frozenset({"every", "each", "all"})
_COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_METRIC_NOUNS = frozenset({"metric", "metrics", "measure", "measures"})
#: a class of metrics before the metric noun of a lead-in ("every latency metric", "all performance metrics")
_METRIC_CLASSES = frozenset({"latency", "speed", "throughput", "performance", "serving"})
_MEASURE_VERBS = frozenset({"measured", "tracked", "tested", "report", "reported", "benchmarked", "compared",
                            "collected", "recorded", "checked"})
#: words that stop the pass anywhere in the sentence
_STOP = (NEGATIONS | MODAL_WORDS | frozenset(HEDGES)) | {"or", "nor", "except", "but", "respectively"}


def _lead_in(toks: list[Token], k: int, e: int) -> tuple[int, int | None, str] | None:
    """The lead-in at ``k``: (index of the list's first word, the count it states or None, its closing: "" or ")");
    (k, None, "") when there is none; None when the words at ``k`` are something else."""
    if k < e and _w(toks[k]) == "both":
        return k + 1, 2, ""
    if k >= e or _w(toks[k]) not in _QUANT:
        return k, None, ""
    j = k + 1
    j += j < e and _w(toks[j]) == "the"
    count = None
    if j < e and _w(toks[j]) in _COUNT_WORDS:
        count, j = _COUNT_WORDS[_w(toks[j])], j + 1
    elif j < e and toks[j].kind == "num" and toks[j].value is not None and toks[j].value == int(toks[j].value):
        count, j = int(toks[j].value), j + 1
    if j + 1 < e and _w(toks[j]) in _METRIC_CLASSES and _w(toks[j + 1]) in _METRIC_NOUNS:
        j += 1  # "every latency metric we report (...)": the class the listed metrics belong to
    if j >= e or _w(toks[j]) not in _METRIC_NOUNS:
        return None
    j += 1
    if j + 1 < e and _w(toks[j]) == "that" and _w(toks[j + 1]) == "we":
        j += 1
    if j + 1 < e and _w(toks[j]) == "we" and _w(toks[j + 1]) in _MEASURE_VERBS:
        j += 2
    if j < e and toks[j].kind == "punct" and toks[j].text in (":", "\u2014", "\u2013"):
        return j + 1, count, ""
    if j < e and toks[j].text == "(":
        return j + 1, count, ")"
    return None


def _items(toks: list[Token], q: int, e: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]]] | None:
    """The metric phrases from ``q`` to ``e`` exactly, and the joiners between them; None if anything else."""
    spans = {s: t for s, t in metric_spans(toks, q, e)}
    items, joins, k = [], [], q
    while True:
        if k not in spans:
            return None
        items.append((k, spans[k]))
        k = spans[k]
        if k == e:
            return items, joins
        j = k
        if toks[j].text == ",":
            j += 1
        if j < e and _w(toks[j]) == "and":
            j += 1
        if j == k or j >= e:
            return None
        joins.append((k, j))
        k = j


def _sentence(toks: list[Token], a: int, e: int) -> list[Token] | None:
    words = [_w(t) for t in toks[a:e]]
    if any(w in _STOP or w.endswith("n't") for w in words) or any(t.kind == "num" for t in toks[a:e]):
        return None
    preps = [k for k in range(a, e) if _w(toks[k]) in _PREPS]
    for p in reversed(preps):
        head = toks[a:p]
        arms = [t for t in head if t.kind == "arm"]
        if len(arms) < 2 or any(len(t.arms) != 1 for t in arms) or len({t.arms for t in arms}) != len(arms):
            continue
        hw = [_w(t) for t in head]
        if not (set(hw) & BEAT_VERBS) and not (set(hw) & _DIRECTION_WORDS):
            continue
        if metric_spans(toks, a, p):
            continue  # a metric before the list: which is compared?
        got = _lead_in(toks, p + 1, e)
        if got is None:
            continue
        q, count, close = got
        end = e
        if close:
            if toks[e - 1].text != ")":
                continue
            end = e - 1
        found = _items(toks, q, end)
        if found is None:
            continue
        items, joins = found
        if len(items) < 2 or (count is not None and count != len(items)):
            continue
        return _rewrite(toks, a, p, q, items, joins, end, e)
    return None


def _rewrite(toks: list[Token], a: int, p: int, q: int, items, joins, end: int, e: int) -> list[Token]:
    """One clause per metric: the head ``toks[a:p]`` and the preposition (with the lead-in merged into it) before
    the first; copies of both before each other, spanning that metric's characters; each joiner a ";"."""
    prep = toks[p]
    if q > p + 1:
        prep = replace(prep, end=toks[q - 1].end)  # "on every metric we measured:": one word, as written
    out = toks[:a] + toks[a:p] + [prep] + toks[items[0][0]:items[0][1]]
    head = toks[a:p] + [toks[p]]
    for (s, t), (j0, j1) in zip(items[1:], joins):
        semi = Token(0, toks[j0].start, toks[j1 - 1].end, ";", "", "punct")
        semi.text = ";"
        semi.gap_joiner = True  # type: ignore[attr-defined]
        out += [semi] + [replace(x, start=toks[s].start, end=toks[s].end) for x in head] + toks[s:t]
    return out + toks[end:]


def metric_lists(toks: list[Token]) -> list[Token]:
    """Production metric_list (module docstring): each sentence that is one comparison over a list of metrics,
    rewritten as one clause per metric; any other sentence as written."""
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
