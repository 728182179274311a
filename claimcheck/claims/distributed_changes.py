"""One change said of several metrics, and several changes said in one clause (production distributed_change --
claimcheck/claims/grammar.lark; docs/claim-check.md).

A token pass (before the reader, as claimcheck/claims/metric_lists.py's): a sentence of one of the shapes below becomes
one clause per metric, joined by ";", each written in full with copies of the shared words (spanning that metric's own
characters), so that each metric's change is read and graded on its own: a change true of one metric and false of
another is contradicted, never net-true.

* shared amount, the metrics the subject -- "TTFT and TPOT both fell by 37.5%", "TTFT, TPOT and end-to-end latency all
  drop by 37.5%", "mean TTFT and TPOT were each reduced by 30%", "Both TTFT and TPOT dropped 30% with FP8": a list of
  two or more metric phrases at a clause's start, an optional "both" (two metrics) / "all" / "each", an intransitive
  change verb (vocabulary.CHANGE_INTRANS, after a copula at most, or a copula / neutral verb with "up" / "down"), then
  the amount (after "by" or not), an optional "each" / "apiece", and the rest of the clause (an arm, a condition),
  which every clause keeps;
* shared amount, the metrics the object -- "TP=2 lowers mean TTFT and mean TPOT by 37.5% each", "cuts TTFT, TPOT and
  E2E latency by 37.5%": a transitive change verb (vocabulary.CHANGE_VERBS) right before the list ("the", "both" at
  most between), then "by" and the amount;
* "respectively" -- "TTFT and TPOT fell by 30% and 20%, respectively", "reduces A, B and C by 30%, 20% and 10%
  respectively": as above with as many amounts as metrics, paired in order; unequal counts are not read;
* a verb left out -- "mean TTFT reduced by 30% and TPOT by 20%", "Mean TTFT fell by 37.5% with TP=2, and TPOT by
  37.5%": a full intransitive change at a clause's start, then "," / "and" and one or more gapped clauses, each a
  metric, "by" and its amount: each gapped clause takes copies of the first clause's verb and of what followed its
  amount (an arm, a condition); a statistic tail after the first amount ("on average", "at the median") only where
  every gapped clause says it after its own amount ("TTFT drops by about 24% on average, and TPOT by about 17% on
  average": production gapped_stat_tail; a tail in any other shape is not read: "TTFT and TPOT drop by 20% on
  average" may be the mean of the two changes), and a participle clause after the last amount (", growing to about
  30% at the largest batch size") ends the construct, as written;
* a comparative predicate -- "TTFT, TPOT and E2E latency are all 37.5% lower with TP=2", "TTFT and TPOT are 20% and
  30% lower, respectively": a list at a clause's start, a copula (with "both" / "all" / "each"), the amount(s) (a
  percent or a ratio) and one direction word (vocabulary.DIFFERENCE_WORDS) that each clause takes;
* signed parentheses -- "reduces TTFT (-30%) and TPOT (-20%)": a transitive change verb before metrics each with a
  percent in parentheses, its sign (if any) the verb's own direction ("-" after a verb of lowering, "+" after one of
  raising; "improves" / "worsens" by the metric's better direction); a sign against the verb is not read.

Words before the list (a fronted arm or condition, "Compared with TP=1, TP=2 lowers", a lead label) are copied into
every clause. "both" / "all" / "each" / "apiece" / "respectively" distribute: they are inert, their characters joined
to a neighbouring word's. A clause after "while" / "whereas" / "but" stays as written (the construct ends before it).
Never where the sentence holds a negation, a modal, "or", "except", "combined", "together", "total of", "unlike",
"than" (a comparison: comparative_list's), or anything between the parts other than what is named here: "It is not true that TTFT and TPOT both fell by 30%" denies the conjunction,
which a clause per metric would not say.
"""

from __future__ import annotations

from dataclasses import replace

from claimcheck.claims.ellipsis import metric_spans, sentence_end
from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import (CHANGE_INTRANS, CHANGE_VERBS, DIFFERENCE_WORDS, HEDGES, HIGHER_IS_BETTER,
                                          METRIC_PHRASES, MODAL_WORDS, NEGATIONS, REQUEST_STAT_TAILS, SENSE, SPEED,
                                          first_word_index)


def _w(t: Token) -> str:
    return t.low or t.text.lower()


#: words that stop the pass anywhere in the sentence
_STOP = (NEGATIONS | MODAL_WORDS - {"up", "only", "just", "much", "significantly", "slightly", "substantially",
                                    "roughly"}) \
    | {"or", "nor", "but", "except", "combined", "together", "while", "whereas", "unlike", "than", "sum", "respective",
       "average", "averaged", "between", "whichever", "either"}
#: joiners that open a second clause: the construct is read before them, the clause after them as written
_LATER = frozenset({"while", "whereas", "but"})
#: joiners between two list items
_JOINERS = ((",", "and"), (",", "as", "well", "as"), ("as", "well", "as"), (",",), ("and",), ("&",))
#: determiners a metric list may open with (copied into the head)
_DETS = frozenset({"the", "its", "our", "my"})
#: distributive quantifiers
_QUANT = frozenset({"both", "all", "each"})
_EACH = frozenset({"each", "apiece"})
#: copulas and auxiliaries before an intransitive change ("were reduced", "have dropped", "are down")
_AUX = frozenset({"is", "are", "was", "were", "has", "have", "had", "been", "got", "get", "gets", "went", "go",
                  "goes", "came", "come", "comes"})
_PARTICLES = frozenset({"up", "down"})
#: copulas before a comparative predicate ("TTFT and TPOT are both 37.5% lower")
_COPULAS = frozenset({"is", "are", "was", "were", "got", "get", "become", "became"})
#: the marks of a ratio or percent after its number
_MARKS = frozenset({"%", "percent", "pct", "x", "\u00d7", "times", "fold"})
#: what may stand before a clause-initial list: the sentence's start, a clause's punctuation, an arm
_CLAUSE_PUNCT = frozenset({",", ":", "\u2014", "\u2013", "(", "="})
#: the signs of a percent in parentheses
_SIGNS_DOWN = frozenset({"-", "\u2212", "\u2013"})
_SIGNS_UP = frozenset({"+"})


def _end(toks: list[Token], k: int) -> bool:
    """A sentence's end at ``k`` ("tl;dr" is one word, not two clauses)."""
    if not sentence_end(toks, k):
        return False
    t = toks[k]
    return not (t.text == ";" and 0 < k < len(toks) - 1 and _w(toks[k - 1]) == "tl" and _w(toks[k + 1]) == "dr")


def _joiner(toks: list[Token], k: int, e: int) -> int:
    for jn in _JOINERS:
        if k + len(jn) <= e and tuple(t.text if t.kind == "punct" else _w(t) for t in toks[k:k + len(jn)]) == jn:
            return len(jn)
    return 0


def _metric_list(toks: list[Token], k: int, e: int, spans: dict[int, int]) -> tuple[list[tuple[int, int]],
                                                                                 list[tuple[int, int]]]:
    """The metric phrases joined by joiners from ``k`` (two or more), and the joiners; ([], []) if none."""
    items, joins = [], []
    while k in spans:
        items.append((k, spans[k]))
        k = spans[k]
        n = _joiner(toks, k, e)
        if not n or k + n not in spans:
            break
        joins.append((k, k + n))
        k += n
    if len(items) < 2:
        return [], []
    return items, joins


def _amount(toks: list[Token], k: int, e: int) -> int:
    """The end of an amount at ``k`` (hedges, a number, a ratio / percent mark or a unit of at most three words), 0
    if none. A unit is any words up to a joiner, "each", "respectively" or a tail's first word."""
    j = k
    while j < e and (_w(toks[j]) in HEDGES or _w(toks[j]) in ("~", "\u2248")):
        j += 1
    if j >= e or toks[j].kind != "num" or toks[j].value is None:
        return 0
    j += 1
    if toks[j - 1].text.lower().endswith(("x", "\u00d7")):
        return j
    if j < e and _w(toks[j]) in _MARKS:
        return j + 1
    u = j
    while u < e and u - j < 3 and toks[u].kind in ("word", "punct") and toks[u].text not in (",", ";", ":", "(", ")") \
            and _w(toks[u]) not in _EACH | {"and", "respectively", "with", "on", "at", "in", "for", "when", "after",
                                              "compared", "relative", "vs", "versus", "over", "from", "to", "using",
                                              "under", "across", "going", "moving", "switching", "if"}:
        u += 1
    return u if u > j else 0


def _intrans_verb(toks: list[Token], k: int, e: int) -> tuple[int, str | None, int | None]:
    """(end, sense, index of a quantifier) of an intransitive change's words at ``k`` ("both fell", "were all reduced",
    "are down", "went down"); (k, None, None) if none."""
    j, q, sense = k, None, None
    while j < e and (_w(toks[j]) in _AUX or _w(toks[j]) in _QUANT) and toks[j].kind == "word":
        if _w(toks[j]) in _QUANT:
            if q is not None:
                return k, None, None
            q = j
        j += 1
        if j < e and _w(toks[j]) in _PARTICLES and _w(toks[j - 1]) in _AUX:
            return j + 1, "up" if _w(toks[j]) == "up" else "down", q
    if j > k and j < e and _w(toks[j]) in _PARTICLES and any(_w(t) in _AUX for t in toks[k:j]):
        return j + 1, "up" if _w(toks[j]) == "up" else "down", q  # "are both down 30%"
    if j < e and toks[j].kind == "word" and _w(toks[j]) in CHANGE_INTRANS:
        sense = CHANGE_INTRANS[_w(toks[j])]
        j += 1
        if not sense:
            if j < e and _w(toks[j]) in _PARTICLES:
                return j + 1, "up" if _w(toks[j]) == "up" else "down", q
            return k, None, None
        if j < e and _w(toks[j]) in _QUANT and q is None and _w(toks[j]) != "all":
            q = j  # "fell each by 30%" (rare), never "dropped all"
            j += 1
        return j, sense, q
    return k, None, None


def _clause_start(toks: list[Token], a: int, s: int) -> bool:
    return s == a or toks[s - 1].kind == "arm" or (toks[s - 1].kind == "punct" and toks[s - 1].text in _CLAUSE_PUNCT)


def _metric_of(toks: list[Token], s: int, t: int) -> str | None:
    index = first_word_index(METRIC_PHRASES)
    words = [_w(x) for x in toks[s:t]]
    for k in range(len(words)):
        for ws, m in index.get(words[k], ()):
            if tuple(words[k:k + len(ws)]) == ws and k + len(ws) == len(words):
                return m
    return None


def _hib(m: str | None) -> bool | None:
    """Whether higher is better for metric ``m`` (a bare "throughput" too); None where it has no better direction."""
    return None if m is None else True if m == SPEED else HIGHER_IS_BETTER.get(m)


def _tail(toks: list[Token], k: int, e: int) -> int | None:
    """The end of the words after the amount that every clause keeps: up to the sentence's end, a "," or
    "respectively" (an arm, a condition: "with TP=2", ", on my 4090"); ``k`` itself (no tail) where a joiner opens
    another clause there (", and throughput rose 50%", "and ..."); None when the words name a metric or a change (a
    clause of their own, not a scope)."""
    if k < e and (_w(toks[k]) in ("and", ";") or toks[k].text == ";" or (
            toks[k].text == "," and k + 1 < e and _w(toks[k + 1]) in ("and", "respectively"))):
        return k
    j = k + (k < e and toks[k].text == ",")
    while j < e and toks[j].text not in (",", ";") and _w(toks[j]) != "respectively":
        j += 1
    if metric_spans(toks, k, j) or any(_w(t) in CHANGE_INTRANS or _w(t) in CHANGE_VERBS or _w(t) in _QUANT
                                       for t in toks[k:j]):
        return None
    return j


def _respectively(toks: list[Token], k: int, e: int) -> int:
    """The index after "[,] respectively" at ``k``; ``k`` if none."""
    if k + 1 < e and toks[k].text == "," and _w(toks[k + 1]) == "respectively":
        return k + 2
    if k < e and _w(toks[k]) == "respectively":
        return k + 1
    return k


def _copies(ts: list[Token], at: Token) -> list[Token]:
    return [replace(x, start=at.start, end=at.end) for x in ts]


def _semi(toks: list[Token], j0: int, j1: int) -> Token:
    semi = Token(0, toks[j0].start, toks[j1 - 1].end, ";", "", "punct")
    semi.gap_joiner = True  # type: ignore[attr-defined]
    return semi


def _build(toks, head, a, items, joins, mid_of, amounts, tail, after) -> list[Token]:
    """The clauses: for each item n, the ``head`` tokens (copies after the first), the item, ``mid_of(n)`` (the words
    between the metric and its amount), ``amounts[n]`` and the tail (copies but after the last); joined by ";"
    spanning each joiner. ``after`` is the index the rewrite resumes at (the sentence's rest, as written)."""
    out = toks[:a] + head
    for n, (x, y) in enumerate(items):
        last = n == len(items) - 1
        if n:
            out.append(_semi(toks, *joins[n - 1]))
            out += _copies(head, toks[x])
        out += toks[x:y]
        out += mid_of(n)
        out += amounts[n]
        if tail[1] > tail[0]:
            out += toks[tail[0]:tail[1]] if last else _copies(toks[tail[0]:tail[1]], toks[y - 1])
    return _absorb(out, toks[a:after]) + toks[after:]


def _absorb(out: list[Token], orig: list[Token]) -> list[Token]:
    """``out`` with the characters of each original token it left out (the inert distributive words, the joiners of
    a "respectively" list) joined to the nearest kept original before it (after it, at the start)."""
    ids = {id(t) for t in out}
    gone = [t for t in orig if id(t) not in ids]
    if not gone:
        return out
    for d in gone:
        best = None
        for n, t in enumerate(out):
            if t.end <= d.start and (best is None or t.end > out[best].end):
                best = n
        if best is None:
            best = next((n for n, t in enumerate(out) if t.start >= d.end), None)
            if best is not None:
                out[best] = replace(out[best], start=min(out[best].start, d.start))
            continue
        out[best] = replace(out[best], end=max(out[best].end, d.end))
    return out


def _stat_tail(toks: list[Token], k: int, e: int) -> int:
    """The length of a statistic said after an amount at ``k`` ("on average", "at the median":
    vocabulary.REQUEST_STAT_TAILS), 0 if none."""
    for ws in sorted(REQUEST_STAT_TAILS, key=len, reverse=True):
        if k + len(ws) <= e and tuple(_w(t) for t in toks[k:k + len(ws)]) == ws:
            return len(ws)
    return 0


def _sentence(toks: list[Token], a: int, e: int) -> list[Token] | None:
    words = [_w(t) for t in toks[a:e]]
    # "on average" after an amount is a statistic tail, which only the verb-left-out shape reads (each clause its own)
    tails = {a + k + n for k in range(e - a) for n in range(_stat_tail(toks, a + k, e))}
    if any((w in _STOP - _LATER and a + k not in tails) or w.endswith("n't") for k, w in enumerate(words)):
        return None
    # a second clause after "while" / "whereas" / "but" stays as written: the construct ends before it
    c = next((k for k in range(a, e) if _w(toks[k]) in _LATER), None)
    if c is not None:
        e = c - (c > a and toks[c - 1].text == ",")
        words = words[:e - a]
    if any(w == "total" and k + 1 < len(words) and words[k + 1] == "of" for k, w in enumerate(words)):
        return None
    spans = {s: t for s, t in metric_spans(toks, a, e)}
    for s in sorted(spans):
        got = _at(toks, a, e, s, spans)
        if got is not None:
            return got
    return None


def _at(toks: list[Token], a: int, e: int, s: int, spans: dict[int, int]) -> list[Token] | None:
    # the list's opening: determiners and "both" before the first metric
    p = s
    drop: set[int] = set()
    while p > a and toks[p - 1].kind == "word" and _w(toks[p - 1]) in _DETS | {"both"}:
        p -= 1
    if any(_w(toks[k]) == "both" for k in range(p, s)):
        drop |= {k for k in range(p, s) if _w(toks[k]) == "both"}
    if _has_stat_tail(toks, a, e) and (drop or spans[s] < e and toks[spans[s]].text == "("):
        return None  # a statistic tail is read by the verb-left-out shape only (gapped_stat_tail)
    if not drop and spans[s] < e and toks[spans[s]].text == "(":
        return _parenthesised(toks, a, e, p, s, spans)
    items, joins = _metric_list(toks, s, e, spans)
    if items and (bool(drop) and len(items) != 2):
        return None  # "both" of three metrics
    if items and _has_stat_tail(toks, a, e):
        return None  # "TTFT and TPOT fell by 20% on average": each metric's mean, or the mean of the two changes?
    if items:
        got = _shared(toks, a, e, p, s, items, joins, drop)
        if got is not None:
            return got
        return None
    if not drop and _clause_start(toks, a, p):
        return _gapped(toks, a, e, p, s, spans)
    return None


def _has_stat_tail(toks: list[Token], a: int, e: int) -> bool:
    """A statistic tail of a word that stops every other shape ("on average")."""
    return any(_w(t) in _STOP for k in range(a, e) for t in toks[k:k + _stat_tail(toks, k, e)])


def _shared(toks, a, e, p, s, items, joins, drop) -> list[Token] | None:
    """The shared-amount and "respectively" shapes (module docstring)."""
    r = items[-1][1]
    trans = p > a and toks[p - 1].kind == "word" and CHANGE_VERBS.get(_w(toks[p - 1])) is not None
    comp = False
    if trans:
        k = r
        if k < e and _w(toks[k]) in ("both", "all"):
            if _w(toks[k]) == "both" and len(items) != 2:
                return None
            drop = drop | {k}
            k += 1
        mid: list[Token] = []
    else:
        if not _clause_start(toks, a, p):
            return None
        k, sense, q = _intrans_verb(toks, r, e)
        if sense is None:
            # "TTFT and TPOT are both 37.5% lower": a copula, then the amounts and one direction word for all
            k, q = r, None
            while k < e and toks[k].kind == "word" and (_w(toks[k]) in _COPULAS
                                                        or (_w(toks[k]) in _QUANT and q is None)):
                if _w(toks[k]) in _QUANT:
                    q = k
                k += 1
            if not any(_w(t) in _COPULAS for t in toks[r:k]):
                return None
            comp = True
        if q is not None:
            if _w(toks[q]) == "both" and len(items) != 2:
                return None
            drop = drop | {q}
        mid = [t for n, t in enumerate(toks[r:k]) if r + n not in drop]
    by = k < e and _w(toks[k]) == "by"
    amounts: list[tuple[int, int]] = []
    j = k + by
    while True:
        x = _amount(toks, j, e)
        if not x:
            break
        amounts.append((j, x))
        n = _joiner(toks, x, e)
        if not n or not _amount(toks, x + n, e):
            j = x
            break
        j = x + n
    if not amounts:
        return None
    dirw: list[Token] = []
    if comp:
        # the direction word after the amounts, shared by each ("are 20% and 30% lower, respectively")
        if by or j >= e or toks[j].kind != "word" or _w(toks[j]) not in DIFFERENCE_WORDS:
            return None
        sense = SENSE.get(_w(toks[j]))
        if sense is None or not all(_w(toks[y - 1]) in _MARKS or toks[y - 1].text.lower().endswith(("x", "\u00d7"))
                                    for _, y in amounts):
            return None
        dirw, j = [toks[j]], j + 1
    if not by and not all(toks[y - 1].text.lower().endswith(("x", "\u00d7")) or _w(toks[y - 1]) in _MARKS
                          for _, y in amounts):
        return None  # "cut TTFT and TPOT 30 ms", "TTFT and TPOT both 30 ms": a value, or a change? "by" says
    vsense = CHANGE_VERBS[_w(toks[p - 1])] if trans else sense
    if vsense in ("up", "down") and len({_hib(_metric_of(toks, x0, y0)) for x0, y0 in items} - {None}) > 1:
        return None  # "lowers TTFT and throughput by 30%": a latency and a rate one way; a hasty "improves"? not read
    j2 = _respectively(toks, j, e)
    resp, j = j2 > j, j2
    if j < e and _w(toks[j]) in _EACH and not resp:
        j += 1
    t_end = _tail(toks, j, e)
    if t_end is None:
        return None
    after = t_end
    if not resp and t_end > j and _respectively(toks, t_end, e) > t_end:
        resp, after = True, _respectively(toks, t_end, e)  # "are down 20% and 30% with FP8, respectively"
    if (len(amounts) > 1 or resp) and len(amounts) != len(items):
        return None  # several amounts pair in order, one per metric
    if len(amounts) > 1 and not resp:
        return None  # several amounts without "respectively": which is which?
    by_tok = [toks[k]] if by else []
    last = len(items) - 1
    if len(amounts) == 1:
        one = by_tok + toks[amounts[0][0]:amounts[0][1]] + dirw
        amt = [one if n == last else _copies(one, toks[items[n][1] - 1]) for n in range(len(items))]
    else:
        amt = [(by_tok if n == 0 else _copies(by_tok, toks[amounts[n][0]])) + toks[amounts[n][0]:amounts[n][1]]
               + (dirw if n == last else _copies(dirw, toks[amounts[n][1] - 1])) for n in range(len(items))]
    head = [t for n, t in enumerate(toks[a:s]) if a + n not in drop]
    return _build(toks, head, a, items, joins,
                  lambda n: mid if n == last else _copies(mid, toks[items[n][1] - 1]), amt, (j, t_end), after)


def _parenthesised(toks, a, e, p, s, spans) -> list[Token] | None:
    """"reduces TTFT (-30%) and TPOT (-20%)": a transitive verb, then metrics each with a percent in parentheses, its
    sign (if any) the verb's direction (module docstring); each becomes "<verb> <metric> by <percent>"."""
    if not (p > a and toks[p - 1].kind == "word" and CHANGE_VERBS.get(_w(toks[p - 1])) is not None):
        return None
    sense = CHANGE_VERBS[_w(toks[p - 1])]
    items, joins, amts = [], [], []
    k = s
    while k in spans:
        y = spans[k]
        if not (y + 1 < e and toks[y].text == "("):
            return None
        q = y + 1
        sign = toks[q].text if toks[q].kind == "punct" and toks[q].text in _SIGNS_DOWN | _SIGNS_UP else None
        q += sign is not None
        if not (q + 2 < e and toks[q].kind == "num" and toks[q].value is not None
                and _w(toks[q + 1]) in ("%", "percent") and toks[q + 2].text == ")"):
            return None
        if sign is not None:
            want = sense
            if sense in ("better", "worse"):
                hib = _hib(_metric_of(toks, k, y))
                if hib is None:
                    return None
                want = "up" if (sense == "better") == hib else "down"
            if (want == "down") != (sign in _SIGNS_DOWN):
                return None  # "reduces TTFT (+30%)": the sign against the verb
        paren = toks[y]
        by = Token(0, paren.start, paren.end, "by", "by", "word")
        items.append((k, y))
        amts.append([by] + toks[q:q + 2])
        z = q + 3
        n = _joiner(toks, z, e)
        if n and z + n in spans:
            joins.append((z, z + n))
            k = z + n
            continue
        break
    if not items:
        return None
    t_end = _tail(toks, z, e)
    if t_end is None:
        return None
    head = toks[a:s]
    return _build(toks, head, a, items, joins, lambda n: [], amts, (z, t_end), t_end)


def _gapped(toks, a, e, p, s, spans) -> list[Token] | None:
    """"mean TTFT reduced by 30% and TPOT by 20%" (module docstring)."""
    r = spans[s]
    k, sense, q = _intrans_verb(toks, r, e)
    if sense is None or q is not None:
        return None
    mid = toks[r:k]
    by = k < e and _w(toks[k]) == "by"
    x = _amount(toks, k + by, e)
    if not x:
        return None
    # what follows the first amount up to the joiner before a gapped clause: the first clause's tail
    t1 = x
    while t1 < e and toks[t1].text not in (",", ";") and _w(toks[t1]) != "and":
        t1 += 1
    if metric_spans(toks, x, t1) or any(_w(t) in CHANGE_INTRANS or _w(t) in CHANGE_VERBS or _w(t) in _QUANT
                                        for t in toks[x:t1]) or any(t.kind == "num" for t in toks[x:t1]):
        return None
    # production: gapped_stat_tail -- "TTFT drops by about 24% on average, and TPOT by about 17% on average": a
    # statistic tail after the first amount is read in each gapped clause only where that clause says it too
    stat_tail = [_w(t) for t in toks[x:t1]] if t1 - x == _stat_tail(toks, x, t1) > 0 else None
    if stat_tail is None and _has_stat_tail(toks, x, e):
        return None  # "TTFT drops by 24%, and TPOT by 17% on average": both clauses' mean, or the second's only?
    items = [(s, r)]
    amts = [toks[k:x]]
    joins = []
    j = t1
    while j < e:
        n = _joiner(toks, j, e)
        if not n:
            break
        m = j + n
        if m not in spans:
            break
        y = spans[m]
        if y < e and _w(toks[y]) == "by":
            z = _amount(toks, y + 1, e)
        elif not by and y < e:
            # "TTFT fell 20% and TPOT 30%": without "by" only a percent or a ratio, as the first clause wrote it
            z = _amount(toks, y, e)
            if z and not (toks[z - 1].text.lower().endswith(("x", "\u00d7")) or _w(toks[z - 1]) in _MARKS):
                z = 0
        else:
            z = 0
        if not z:
            break
        if stat_tail is not None:
            n = _stat_tail(toks, z, e)
            if [_w(t) for t in toks[z:z + n]] != stat_tail:
                return None  # "TTFT drops by 24% on average, and TPOT by 17%": the second clause's statistic?
            z += n
        joins.append((j, m))
        items.append((m, y))
        amts.append(toks[y:z])
        j = z
    if len(items) < 2:
        return None
    if sense in ("up", "down"):
        hibs = {_hib(_metric_of(toks, x0, y0)) for x0, y0 in items}
        if len(hibs) != 1 or None in hibs:
            # "TTFT dropped 30% and throughput by 50%": literally throughput dropped, but a hasty writer may mean it
            # improved (each better); not read
            return None
    t_end = _tail(toks, j, e)
    if t_end is None and j + 1 < e and toks[j].text == "," and _w(toks[j + 1]).endswith("ing") \
            and _w(toks[j + 1]) in CHANGE_INTRANS:
        t_end = j  # ", growing to about 30% at the largest batch size": a participle clause of its own, as written
    if t_end is None or (t_end > j and t1 > x):
        return None  # a tail after the first amount and after the last: which goes with which?
    first_tail = toks[x:t1]
    head = toks[a:s]
    amts = [amts[0] + first_tail] + ([am + _copies(first_tail, am[-1]) for am in amts[1:]] if stat_tail is None
                                     else amts[1:])
    return _build(toks, head, a, items, joins,
                  lambda n: mid if n == 0 else _copies(mid, toks[items[n][1] - 1]), amts, (j, t_end), t_end)


def distributed_changes(toks: list[Token]) -> list[Token]:
    """Production distributed_change (module docstring): each sentence of one of its shapes rewritten as one clause
    per metric; any other sentence as written."""
    out = toks
    a = 0
    while a < len(out):
        e = next((k for k in range(a, len(out)) if _end(out, k)), len(out))
        got = _sentence(out, a, e)
        if got is not None:
            e += len(got) - len(out)
            out = got
            e = next((k for k in range(a, len(out)) if _end(out, k) and not getattr(out[k], "gap_joiner", False)),
                     len(out))
        a = e + 1
    for n, t in enumerate(out):
        t.i = n
    return out
