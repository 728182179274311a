"""Which statistic word owns which number (production statistic_owner -- claimcheck/claims/grammar.lark;
docs/claim-check.md, "Statistics"), and a statistic named in a later conjunct (production statistic_gap).

The guard (``rebound``, run by the reader on every reading before it is returned): every statistic word of a statement
("mean", "average", "median", "p50", "p95", "99th percentile", "std", ...) is either the statistic its numbers are
graded under, or unread. A statistic word (with the ones joined to it by "/", ",", "and", "or", "&": "median/p99",
"mean and p99") owns the numbers after it up to the next statistic word or the sentence's end ("p50 TTFT fell from A
to B and p95 from C to D": p50 owns A and B, p95 owns C and D); a number written right before a statistic word, its
unit at most between ("864 ms p99", "200 ms (median)"), is that word's. Statistic words with no number between them
share the numbers after them ("p50 TTFT and mean TPOT both fell by 20%": each number is p50's or the mean's). An assertion of a per-request metric graded
under a statistic another statistic word of the statement names, on a number a statistic word owns that does not name
it, is re-bound: it is dropped and its words left unread (not-yet), whatever its re-derived number says. (The second
pair of "p50 TTFT fell from 200 ms to 100 ms and p95 from 1440 ms to 720 ms" was graded as p50, contradicted, and held
back only because "p95" was unread.) A value graded under no statistic (every statistic of ``ANY_STATISTIC``: ``false``
only when all contradict) and a statistic no statistic word names (the max of "the slowest request") are not re-bound.

The gap (``statistic_gaps``, a token pass before the reader): a sentence whose first clause names one per-request
metric with a statistic ("p50 TTFT fell from 200 ms to 100 ms", "Median TTFT is 200 ms on TGI") and, after "," / "and"
/ ", and", one or more conjuncts that are only another statistic ("p95", "the p99") and a value part with no metric,
arm-less or with their own arm ("from 1440 ms to 720 ms", "720 ms", "by 40%"): each conjunct gets copies of the
first clause's metric words (spanning its statistic's characters) and, where it has no verb of its own, of the first
clause's words between the metric and its value ("fell", "is"), and of the words after the first clause's value (an
arm, "with vLLM") where it has none; the joiner becomes ";". Each conjunct is then read as if written in full, under
its own statistic. Not read: a conjunct that names a metric (it is a clause of its own), one that begins with a
number, a negation, a modal or "or" anywhere in the sentence, a first clause with two metrics, tails on both sides.
"""

from __future__ import annotations

import re
from dataclasses import replace

from claimcheck.claims.reading import Assertion, Span
from claimcheck.claims.statement import Token, tokenize
from claimcheck.claims.vocabulary import (ABBREVIATIONS, CHANGE_INTRANS, CHANGE_VERBS, DURATION_UNITS, METRIC_PHRASES, MODAL_WORDS,
                                          NEGATIONS, PER_REQUEST, RATE_UNITS, first_word_index)

#: statistic words that name a statistic of a distribution and nothing else (max / min / peak / total also name
#: settings and metrics: "max_num_seqs", "peak throughput", "total run time")
_ONE_WORD = {"mean": "mean", "average": "mean", "avg": "mean", "median": "median", "std": "std", "stdev": "std"}
_PCTL = re.compile(r"^p(\d{1,2}(?:\.\d+)?)$|^(\d{1,2})(?:st|nd|rd|th)$")
#: the words that join statistic words into one list ("median/p99", "mean and p99", "p50, p90 and p99")
_LIST_JOINERS = frozenset({"/", ",", "and", "or", "&"})
_SENTENCE_END = frozenset({".", ";", "!", "?"})
#: what may stand between a number and a statistic written after it ("864 ms p99", "200 ms (median)")
_UNIT_WORDS = frozenset(set(DURATION_UNITS) | {w for ws, _ in RATE_UNITS for w in ws}
                        | {"ms", "s", "sec", "secs", "seconds", "second", "milliseconds", "millisecond", "%", "percent",
                           "x", "×", "(", "/", "tok", "tokens", "req", "requests"})


def _same(s: str) -> str:
    return "median" if s == "p50" else s


def statistic_at(toks: list[Token], k: int) -> tuple[str, int] | None:
    """(statistic, tokens) of a statistic word at ``k``, or None."""
    t = toks[k]
    if t.kind != "word":
        return None
    w = t.low
    if w in _ONE_WORD:
        return _ONE_WORD[w], 1
    if w == "standard" and k + 1 < len(toks) and toks[k + 1].low == "deviation":
        return "std", 2
    if w == "std" and k + 1 < len(toks) and toks[k + 1].low == "dev":
        return "std", 2
    m = _PCTL.match(w)
    if m:
        n = m.group(1) or m.group(2)
        stat = "median" if n == "50" else f"p{n}"
        if m.group(2) and k + 1 < len(toks) and toks[k + 1].low == "percentile":
            return stat, 2
        return stat, 1
    return None


def _groups(toks: list[Token]) -> list[tuple[int, int, frozenset[str]]]:
    """(first token, end token, statistics) of each list of statistic words joined by list joiners."""
    out: list[tuple[int, int, frozenset[str]]] = []
    k = 0
    while k < len(toks):
        got = statistic_at(toks, k)
        if not got:
            k += 1
            continue
        a, stats, e = k, {got[0]}, k + got[1]
        while True:
            j = e
            while j < len(toks) and (toks[j].low or toks[j].text) in _LIST_JOINERS:
                j += 1
            nxt = statistic_at(toks, j) if j < len(toks) and j > e else None
            if not nxt:
                break
            stats.add(nxt[0])
            e = j + nxt[1]
        out.append((a, e, frozenset(_same(s) for s in stats)))
        k = e
    return out


def owners(text: str) -> dict[int, frozenset[str]]:
    """{character offset of a number: the statistics of the statistic word that owns it}, for each number a
    statistic word owns (module docstring)."""
    toks = tokenize(text)
    groups = _groups(toks)
    by_start = {a: (e, s) for a, e, s in groups}
    out: dict[int, frozenset[str]] = {}
    current: frozenset[str] | None = None
    fresh = False
    k = 0
    while k < len(toks):
        t = toks[k]
        if k in by_start:
            e, stats = by_start[k]
            # statistic words with no number between them share the numbers after them ("p50 TTFT and mean TPOT both
            # fell by 20%", "cuts p50 TTFT and mean TPOT by 20% and 30%, respectively"); after a number a statistic
            # word starts its own numbers ("... from A to B and p95 from C to D")
            current = stats if current is None or fresh else current | stats
            fresh = False
            k = e
            continue
        if t.kind == "punct" and t.text in _SENTENCE_END and not (
                t.text == "." and k > 0 and toks[k - 1].low in ABBREVIATIONS and toks[k - 1].end == t.start):
            current = None
        elif t.kind == "num":
            fresh = True
            j = k + 1
            while j < len(toks) and j - k <= 3 and (toks[j].low or toks[j].text) in _UNIT_WORDS:
                j += 1
            if j in by_start:
                out[t.start] = by_start[j][1]  # "864 ms p99": the statistic after it
            elif current is not None:
                out[t.start] = current
        k += 1
    return out


def rebound(text: str, assertions: list[Assertion]) -> list[int]:
    """Indices of the assertions graded under a statistic that a statistic word of ``text`` names, on a number
    another statistic word owns (module docstring): never graded, their words left unread."""
    own = owners(text)
    if not own:
        return []
    named = {_same(s) for _, _, ss in _groups(tokenize(text)) for s in ss}
    bad: list[int] = []
    for n, a in enumerate(assertions):
        if a.span is None or a.source != "statement" or a.metric not in PER_REQUEST or a.statistic is None:
            continue
        st = _same(a.statistic)
        if st not in named:
            continue
        if any(a.span.start <= at < a.span.end and st not in stats for at, stats in own.items()):
            bad.append(n)
    return bad


def drop_rebound(reader) -> None:
    """The guard, on a reader's assertions (grammar._Reader.run): each re-bound assertion is dropped, the tokens in
    its span left unread, and the reason recorded."""
    bad = rebound(reader.text, reader.assertions)
    if not bad:
        return
    for n in sorted(bad, reverse=True):
        a = reader.assertions.pop(n)
        if n < len(reader.core_text):
            reader.core_text.pop(n)
        for k, t in enumerate(reader.toks):
            if a.span.start <= t.start < a.span.end and t.kind != "arm":
                reader.used[k] = ""
                reader.justified.discard(k)
        reader.unbound.append((Span(start=a.span.start, end=a.span.end, text=a.span.text),
                               f"'{a.span.text}': a value a statistic word names another statistic of ({a.statistic} "
                               "here); a statistic governs its own numbers: not read"))


# --- production statistic_gap -----------------------------------------------------------------------------------------

_JOIN = ((",", "and"), ("and",), (",",))
_STOP = NEGATIONS | (MODAL_WORDS - {"up", "only", "just", "slightly", "roughly"}) | {"or", "nor", "respectively",
                                                                                     "than", "whereas", "while", "but"}
#: "when moving from A to B": the from-to binder of two arms, not a condition
_MOVING = frozenset({"moving", "switching", "going", "upgrading", "migrating", "changing"})
_TAIL_STOP = frozenset({"(", ")", ":", "—", "–"})
#: the words that open an arm tail after a comma ending the sentence ("..., with SGLang"; also "..., when moving from
#: A to B")
_TAIL_PREPS = frozenset({"with", "on", "for", "using", "under", "in", "at"})


def _w(t: Token) -> str:
    return t.low or t.text.lower()


def _metric_at(toks: list[Token], k: int, e: int) -> int:
    index = first_word_index(METRIC_PHRASES)
    words = [_w(t) if t.kind in ("word", "ident", "foreign") else t.text for t in toks[k:e]]
    if not words:
        return 0
    return next((len(ws) for ws, _ in index.get(words[0], ()) if tuple(words[:len(ws)]) == ws), 0)


def _metric_of(toks: list[Token], k: int, n: int) -> str | None:
    words = tuple(_w(t) for t in toks[k:k + n])
    return next((m for ws, m in METRIC_PHRASES if ws == words), None)


def _has_metric(toks: list[Token], a: int, e: int) -> bool:
    return any(_metric_at(toks, k, e) for k in range(a, e))


def _joiner(toks: list[Token], k: int, e: int) -> int:
    for jn in _JOIN:
        if k + len(jn) <= e and tuple(t.text if t.kind == "punct" else _w(t) for t in toks[k:k + len(jn)]) == jn:
            return len(jn)
    return 0


def _value_start(toks: list[Token], k: int, e: int) -> int:
    """The first token of a clause's value part from ``k``: "from", "by", "to", a hedge or a number; e if none."""
    for j in range(k, e):
        t = toks[j]
        if t.kind == "num" or _w(t) in ("from", "by", "to", "at", "~", "about", "around", "roughly", "approximately",
                                         "nearly", "almost", "over", "under", "below", "above"):
            return j
        if j == k and t.text == ":" and j + 1 < e and toks[j + 1].kind == "num":
            continue  # a label's colon right before its value ("Mean TTFT: 120 ms -> 80 ms, p99: 300 ms -> 200 ms")
        if t.kind == "arm" or t.text in (",", ";", ":", "(", ")"):
            return e
    return e


def _value_end(toks: list[Token], v: int, e: int) -> int:
    """The end of a value part from ``v``: through its last number before a joiner and the unit words after it (an
    arm may stand between its numbers: "from 200 ms on TGI to 100 ms on vLLM"); 0 if it has no number."""
    last = None
    j = v
    while j < e and not _joiner(toks, j, e):
        if toks[j].kind == "num":
            last = j
        j += 1
    if last is None:
        return 0
    u = last + 1
    while u < e and (_w(toks[u]) in _UNIT_WORDS - {"("}) and toks[u].kind != "num":
        u += 1
    return u


def _tail_end(toks: list[Token], x: int, e: int) -> int | None:
    """The end of the words after a value that name its arm (up to a joiner or the end): None if they hold a number,
    a metric, a statistic or punctuation other than a comma."""
    j = x
    while j < e and not _joiner(toks, j, e):
        t = toks[j]
        if t.kind == "num" or statistic_at(toks, j) or _metric_at(toks, j, e) or (t.kind == "punct" and t.text in
                                                                                  _TAIL_STOP):
            return None
        j += 1
    return j


def _semi(toks: list[Token], j0: int, j1: int) -> Token:
    semi = Token(0, toks[j0].start, toks[j1 - 1].end, ";", "", "punct")
    semi.gap_joiner = True  # type: ignore[attr-defined]
    return semi


def _copies(ts: list[Token], at: Token) -> list[Token]:
    return [replace(x, start=at.start, end=at.end) for x in ts]


def _sentence(toks: list[Token], a: int, e: int) -> list[Token] | None:
    if any((_w(t) in _STOP and not (_w(t) == "when" and k + 1 < e and _w(toks[k + 1]) in _MOVING))
           or _w(t).endswith("n't") for k, t in enumerate(toks[a:e], start=a)):
        return None
    # the first clause: [words] STAT METRIC | METRIC STAT, then its verb and value
    s = next((k for k in range(a, e) if statistic_at(toks, k) or _metric_at(toks, k, e)), None)
    if s is None:
        return None
    stat1 = statistic_at(toks, s)
    if stat1:
        m0 = s + stat1[1]
        n = _metric_at(toks, m0, e)
        if not n:
            return None
        r = m0 + n
    else:
        m0 = s
        n = _metric_at(toks, m0, e)
        r = m0 + n
        # production: label_statistic_gap -- "TTFT: mean 600 ms, p99 800 ms", "TTFT stays reasonable: mean 600 ms with
        # 16 concurrent requests, p99 800 ms": the metric's label colon (a few words of its own before it, read or left
        # unread where they stand) between the metric and the first statistic
        c = next((k for k in range(r, min(r + 4, e)) if toks[k].text == ":"), None)
        if c is not None and c + 1 < e and all(toks[k].kind == "word" for k in range(r, c)) \
                and statistic_at(toks, c + 1):
            r = c + 1
        stat1 = statistic_at(toks, r) if r < e else None
        if not stat1:
            return None
        r += stat1[1]
    if _metric_of(toks, m0, n) not in PER_REQUEST:
        return None
    v = _value_start(toks, r, e)
    if v >= e:
        return None
    x = _value_end(toks, v, e)
    if not x:
        return None
    t1 = _tail_end(toks, x, e)
    if t1 is None or _has_metric(toks, r, t1):
        return None
    mid = toks[r:v]
    if any(_w(t) in ("vs", "versus", "compared", "against") for t in toks[r:t1]):
        return None
    metric = toks[m0:m0 + n]
    # the gapped conjuncts
    parts: list[tuple[int, int, int, int, int]] = []  # (joiner start, stat start, after stat, value end, tail end)
    j = t1
    seen = {_same(stat1[0])}
    while j < e:
        jn = _joiner(toks, j, e)
        if not jn:
            return None
        g = j + jn
        if parts and jn == 1 and toks[j].text == "," and parts[-1][4] == parts[-1][3] and g + 1 < e and (
                _w(toks[g]) in _TAIL_PREPS or _w(toks[g]) == "when" and _w(toks[g + 1]) in _MOVING) \
                and _tail_end(toks, g, e) == e and any(t.kind == "arm" for t in toks[g:e]):
            # ", with SGLang" ending the sentence after the last conjunct's value: that value's tail, every conjunct's
            parts[-1] = (*parts[-1][:4], e)
            break
        if g < e and _w(toks[g]) == "the":
            g += 1
        st = statistic_at(toks, g) if g < e else None
        if not st or _same(st[0]) in seen:
            return None
        seen.add(_same(st[0]))
        q = g + st[1]
        if q >= e:
            return None
        vv = _value_start(toks, q, e)
        if vv >= e or _has_metric(toks, q, vv):
            return None
        own_verb = vv > q and not (vv == q + 1 and toks[q].text == ":")  # "p99: 300 ms -> 200 ms": a label's colon
        if own_verb and not all(_w(t) in CHANGE_INTRANS or _w(t) in CHANGE_VERBS or _w(t) in ("is", "was", "went",
                                                                                               "were", "rose", "fell")
                                or (_w(t) in ("up", "down") and i > q) for i, t in enumerate(toks[q:vv], start=q)):
            return None
        xx = _value_end(toks, vv, e)
        if not xx:
            return None
        tt = _tail_end(toks, xx, e)
        if tt is None or _has_metric(toks, xx, tt):
            return None
        parts.append((j, g, q, xx, tt))
        j = tt
    if not parts:
        return None
    # a tail after the first value ("with vLLM") is every conjunct's, unless the first value part names its own arms
    # ("from 200 ms on TGI to 100 ms on vLLM": its tail is its own); a tail after the last value is every conjunct's
    own_first = any(t.kind == "arm" for t in toks[v:x])
    tails = [t1 > x and not own_first] + [p[4] > p[3] for p in parts]
    if any(tails[1:-1]) or (tails[0] and tails[-1]) or (own_first and tails[-1]):
        return None  # tails on both sides, or in the middle: which goes with which?
    shared = toks[x:t1] if tails[0] else (toks[parts[-1][3]:parts[-1][4]] if tails[-1] else [])
    head = toks[a:s]
    out = toks[:t1]
    if tails[-1] and not tails[0]:
        out += _copies(shared, toks[x - 1])
    for n_, (jn0, g, q, xx, tt) in enumerate(parts):
        last = n_ == len(parts) - 1
        jn_end = jn0 + _joiner(toks, jn0, e)
        out.append(_semi(toks, jn0, jn_end))
        out += _copies(head, toks[g])
        out += toks[jn_end:q]
        out += _copies(metric, toks[q - 1])
        if _value_start(toks, q, e) == q:
            out += _copies(mid, toks[q - 1])
        out += toks[q:xx]
        if last and tails[-1]:
            out += toks[xx:tt]
        elif shared:
            out += _copies(shared, toks[xx - 1])
    return out + toks[parts[-1][4]:]


def statistic_gaps(toks: list[Token]) -> list[Token]:
    """Production statistic_gap (module docstring): each sentence of that shape rewritten as one clause per
    statistic; any other sentence as written."""
    out = toks
    a = 0
    while a < len(out):
        e = next((k for k in range(a, len(out)) if out[k].kind == "punct" and out[k].text in _SENTENCE_END
                  and not getattr(out[k], "gap_joiner", False)), len(out))
        got = _sentence(out, a, e)
        if got is not None:
            delta = len(got) - len(out)
            out = got
            e += delta
        a = e + 1
    for n, t in enumerate(out):
        t.i = n
    return out


# --- production statistic_carry ---------------------------------------------------------------------------------------

def carry(cl, metrics, stats) -> None:
    """Production statistic_carry: "TTFT: median 200 ms on TGI, 100 ms on vLLM", "TTFT was median 200 ms on TGI,
    100 ms on vLLM": in a clause that names one per-request metric and one statistic, before its values, each value
    of that metric naming its own arm that got no statistic (graded under every statistic) takes the one the clause
    names, as the value before it did. Not where the clause names two statistics or two metrics, where a value names
    no arm of its own, or where the statistic comes after a value it would be carried to."""
    vals = [c for c in cl.cores if c.kind == "duration" and c.metric in PER_REQUEST]
    if len(vals) < 2 or len({c.metric for c in vals}) != 1 or len({m.metric for m in metrics}) > 1:
        return
    named = {_same(s.statistic) for s in stats if s.statistic} | {_same(m.statistic) for m in metrics if m.statistic}
    if len(named) != 1:
        return
    stat = next(iter(named))
    bare = [c for c in vals if c.statistic is None]
    said = [c for c in vals if c.statistic is not None]
    if not bare or not said or any(_same(c.statistic) != stat for c in said):
        return
    first = min(c.i0 for c in bare)
    if any(s.i0 > first for s in stats) or any(m.statistic and m.i0 > first for m in metrics):
        return
    if not all(c.arm for c in vals) or len({c.arm for c in vals}) != len(vals):
        return
    word = next((s.statistic for s in stats if s.statistic), None) or next(m.statistic for m in metrics if m.statistic)
    for c in bare:
        c.statistic = word
