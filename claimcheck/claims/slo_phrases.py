"""A latency SLO named in a statement is a condition, never a value of its metric (production slo_phrase --
claimcheck/claims/grammar.lark; docs/claim-check.md, "SLO phrases").

"Under an SLO of TTFT <= 200 ms and TPOT <= 40 ms, goodput improves from 2.0 to 3.1 req/s", "with SLOs of 200 ms TTFT
and 40 ms TPOT", "K of the N requests violate the 40 ms TPOT SLO", "a TTFT SLO of 200 ms": the thresholds say which
requests count as good; they assert nothing about the TTFT or TPOT the arms measured. (The thresholds of the first
sentence were graded as TPOT and TTFT values, "contradicted under every statistic", and held back only because other
words of the clause were unread.)

A token pass before every other (``_Reader.__init__``) finds each SLO phrase:

* a lead -- [under | with | at | for | given | against] [a | an | the | our | its] [latency] SLO(s) [target(s)] [of | :] then items joined by
  "," / "and": METRIC [<= | < | ≤ | = | : | under | below | within | of | at most] N UNIT, or N UNIT METRIC;
* the items in parentheses after the SLO words ("against our SLO (TTFT <= 500 ms, TPOT <= 40 ms)") or right after
  "goodput" ("goodput (TTFT<=500ms, TPOT<=50ms) fell from 1.72 to 1.18 req/s", a dashboard's note);
* a named SLO -- N UNIT METRIC SLO ("the 40 ms TPOT SLO"), METRIC SLO [of | :] N UNIT ("a TTFT SLO of 200 ms").

METRIC is TTFT, TPOT or end-to-end latency (vLLM's --goodput keys ttft, tpot, e2el; a statistic before it, "P99
TTFT", is no per-request threshold). A phrase is read (inert) only as the definition of goodput: the sentence names
goodput, and every arm of the witness declares ``settings.goodput_slo_ms`` equal to the phrase's thresholds (the same
keys, the same milliseconds): the goodput the clause states is then re-derived under exactly that SLO. Otherwise the
phrase becomes one token no construct reads (unread: not-yet), so none of its numbers can be graded as a value of its
metric, and nothing in it can be false.
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import DURATION_UNITS, METRIC_PHRASES, STATISTICS, first_word_index

#: vLLM's --goodput keys, by the reader's metric
SLO_KEYS = {"ttft": "ttft", "tpot": "tpot", "e2e_latency": "e2el"}
_SLO_WORDS = frozenset({"slo", "slos"})
_LEADS = frozenset({"under", "with", "at", "for", "given", "against"})
_DETS = frozenset({"a", "an", "the", "our", "its"})
_RELATIONS = (("<", "="), ("≤",), ("<",), ("=",), (":",), ("under",), ("below",), ("within",), ("of",),
              ("at", "most"), ("<", "=", "="))
_JOINERS = ((",", "and"), ("and",), (",",), ("&",), ("+",))


def _w(t: Token) -> str:
    return t.low or t.text.lower()


def _seq(toks: list[Token], k: int, ws: tuple[str, ...]) -> bool:
    return k + len(ws) <= len(toks) and all(_w(toks[k + n]) == w for n, w in enumerate(ws))


def _metric(toks: list[Token], k: int) -> tuple[int, str] | None:
    """(tokens, SLO key) of a TTFT / TPOT / end-to-end latency phrase at ``k``."""
    if k >= len(toks):
        return None
    index = first_word_index(METRIC_PHRASES)
    words = [_w(t) for t in toks[k:k + 6]]
    for ws, m in index.get(words[0], ()):
        if tuple(words[:len(ws)]) == ws and m in SLO_KEYS:
            return len(ws), SLO_KEYS[m]
    return None


def _value(toks: list[Token], k: int) -> tuple[int, Decimal] | None:
    """(tokens, milliseconds) of "N ms" / "N s" at ``k``."""
    if k + 1 >= len(toks) or toks[k].kind != "num" or toks[k].value is None:
        return None
    u = _w(toks[k + 1])
    if u not in DURATION_UNITS or DURATION_UNITS[u] > 1:
        return None
    return 2, toks[k].value * DURATION_UNITS[u] * 1000


def _item(toks: list[Token], k: int) -> tuple[int, str, Decimal] | None:
    """(tokens, key, ms) of one threshold at ``k``: METRIC [relation] N UNIT, or N UNIT METRIC."""
    if k < len(toks) and _w(toks[k]) in STATISTICS:
        return None
    m = _metric(toks, k)
    if m:
        j = k + m[0]
        for rel in _RELATIONS:
            if _seq(toks, j, rel):
                j += len(rel)
                break
        v = _value(toks, j)
        return (j + v[0] - k, m[1], v[1]) if v else None
    v = _value(toks, k)
    if v:
        m = _metric(toks, k + v[0])
        if m:
            return v[0] + m[0], m[1], v[1]
    return None


def _items(toks: list[Token], k: int) -> tuple[int, dict[str, Decimal]] | None:
    """(end, {key: ms}) of thresholds joined by "," / "and" from ``k``."""
    got: dict[str, Decimal] = {}
    it = _item(toks, k)
    if not it:
        return None
    while it:
        if it[1] in got:
            return None
        got[it[1]] = it[2]
        k += it[0]
        nxt = None
        for jn in _JOINERS:
            if _seq(toks, k, jn) and (nxt := _item(toks, k + len(jn))):
                k += len(jn)
                break
        it = nxt
    return k, got


def _paren_items(toks: list[Token], k: int) -> tuple[int, dict[str, Decimal]] | None:
    """(end after ")", {key: ms}) of thresholds in parentheses at ``k`` ("(TTFT <= 500 ms, TPOT <= 50 ms)"), or None."""
    if k < len(toks) and toks[k].text == "(":
        got = _items(toks, k + 1)
        if got and got[0] < len(toks) and toks[got[0]].text == ")":
            return got[0] + 1, got[1]
    return None


def _phrase(toks: list[Token], i: int) -> tuple[int, int, dict[str, Decimal]] | None:
    """(start, end, thresholds) of an SLO phrase that begins at ``i``, or None."""
    k = i
    if toks[k].text == "(" and k > 0 and _w(toks[k - 1]) == "goodput":
        got = _paren_items(toks, k)  # "goodput (TTFT<=500ms, TPOT<=50ms)": the goodput's own definition
        return (i, got[0], got[1]) if got else None
    if _w(toks[k]) in _LEADS:
        k += 1
    if k < len(toks) and _w(toks[k]) in _DETS:
        k += 1
    if k < len(toks) and _w(toks[k]) == "latency":
        k += 1
    if k < len(toks) and _w(toks[k]) in _SLO_WORDS:
        k += 1
        if k < len(toks) and _w(toks[k]) in ("target", "targets"):
            k += 1
        if k < len(toks) and _w(toks[k]) in ("of", ":"):
            k += 1
        got = _paren_items(toks, k) or _items(toks, k)  # "against our SLO (TTFT <= 500 ms, TPOT <= 40 ms)"
        return (i, got[0], got[1]) if got else None
    # a named SLO: "the 40 ms TPOT SLO", "a TTFT SLO of 200 ms"
    k = i + (_w(toks[i]) in _DETS)
    it = _item(toks, k)
    if it and toks[k].kind == "num" and k + it[0] < len(toks) and _w(toks[k + it[0]]) in _SLO_WORDS:
        return i, k + it[0] + 1, {it[1]: it[2]}
    m = _metric(toks, k)
    if m and k + m[0] < len(toks) and _w(toks[k + m[0]]) in _SLO_WORDS:
        j = k + m[0] + 1
        if j < len(toks) and _w(toks[j]) in ("of", ":", "<", "≤", "="):
            j += 1 + _seq(toks, j, ("<", "="))
            v = _value(toks, j)
            if v:
                return i, j + v[0], {m[1]: v[1]}
    return None


def _names_goodput(toks: list[Token], a: int, b: int) -> bool:
    return any(_w(t) == "goodput" for t in toks[a:b])


#: a bound before a named threshold ("stayed under the 500 ms SLO", "below a 40 ms TPOT constraint"): the bound words
#: an upper bound is written with; "within" keeps its own relation (<=) in the grammar
THRESHOLD_BOUNDS = frozenset({"under", "below", "beneath", "within"})
#: the determiners a named threshold takes
_THRESHOLD_DETS = _DETS | {"their", "my"}


def _clause_metric(toks: list[Token], k: int) -> str | None:
    """The one SLO metric key (ttft / tpot / e2el) the clause before ``k`` names, or None (none, or two)."""
    s = k
    while s > 0 and not (toks[s - 1].kind == "punct" and toks[s - 1].text in (".", ";", "!", "?", ":", ",")):
        s -= 1
    keys = {m[1] for x in range(s, k) if (m := _metric(toks, x))}
    return next(iter(keys)) if len(keys) == 1 else None


def threshold_bound(toks: list[Token], k: int) -> tuple[list[int], list[int]] | None:
    """Production threshold_bound: an upper bound on a measured metric written against a named threshold -- "p99 TTFT
    stayed under the 500 ms SLO", "both below a 40 ms TPOT constraint", "within our 2 s E2E budget": a bound word
    (THRESHOLD_BOUNDS, not at the clause's start: "Under the 40 ms SLO, goodput ..." is a condition), a determiner,
    N and a duration unit, the threshold's metric (optional: TTFT / TPOT / end-to-end latency) and a threshold noun
    (vocabulary.THRESHOLD_NOUNS). The bound is a bound on the value as written ("under 500 ms"): (indices kept, indices
    inert) -- the determiner and the noun are inert, and the threshold's metric words too where they repeat the one
    metric its clause already names (kept, they are the clause's metric; a different metric: not read). None: not
    this shape."""
    from claimcheck.claims.vocabulary import THRESHOLD_NOUNS

    if _w(toks[k]) not in THRESHOLD_BOUNDS or k == 0 or (toks[k - 1].kind == "punct" and toks[k - 1].text in (
            ".", ";", "!", "?", ":", ",", "(")):
        return None
    a = max([n + 1 for n in range(k) if toks[n].kind == "punct" and toks[n].text in (".", ";", "!", "?")] + [0])
    b = next((n for n in range(k, len(toks)) if toks[n].kind == "punct" and toks[n].text in (".", ";", "!", "?")),
             len(toks))
    if _names_goodput(toks, a, b):
        return None  # "Goodput under the 40 ms TPOT SLO is 3 req/s": the SLO defines the goodput (slo_phrase decides)
    j = k + 1
    if j >= len(toks) or _w(toks[j]) not in _THRESHOLD_DETS:
        return None
    v = _value(toks, j + 1)
    if not v:
        return None
    n = j + 1 + v[0]
    st = 1 if n < len(toks) and _w(toks[n]) in STATISTICS else 0  # "a 40 ms p99 TPOT limit"
    m = _metric(toks, n + st)
    if st and not m:
        return None
    e = n + st + (m[0] if m else 0)
    if e >= len(toks) or _w(toks[e]) not in THRESHOLD_NOUNS:
        return None
    kept, inert = [k, *range(j + 1, n)], [j, e]
    if m:
        own = _clause_metric(toks, k)
        if own is None:
            kept += list(range(n, e))  # the clause's metric (and statistic) is the threshold's
        elif own == m[1] and not st:
            inert += list(range(n, e))  # "p99 TPOT stayed below the 40 ms TPOT SLO": a repetition
        else:
            return None  # another metric, or a statistic of its own beside the clause's: not read
    return kept, inert


def slo_phrases(toks: list[Token], text: str, slo: dict[str, Decimal] | None) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production slo_phrase (module docstring): (tokens, inert character spans). A phrase that defines the goodput its
    sentence states, under the SLO every arm declares (``slo``), is taken out as inert; any other is one token of kind
    "foreign" (never read). A bound against a named threshold (``threshold_bound``) keeps the bound and the value."""
    out: list[Token] = []
    inert: list[tuple[int, int]] = []
    k = 0
    ends = [n for n, t in enumerate(toks) if t.kind == "punct" and t.text in (".", ";", "!", "?")] + [len(toks)]
    while k < len(toks):
        if toks[k].kind == "word" and (tb := threshold_bound(toks, k)):
            kept, gone = tb
            out.extend(toks[x] for x in kept)
            inert.extend((toks[x].start, toks[x].end) for x in gone)
            k = max(kept + gone) + 1
            continue
        got = _phrase(toks, k) if toks[k].kind in ("word", "num") or toks[k].text == "(" else None
        if not got:
            out.append(toks[k])
            k += 1
            continue
        a, b, thresholds = got
        e = next(n for n in ends if n >= b)
        s = max([n + 1 for n in ends if n < a] + [0])
        if slo is not None and thresholds == slo and _names_goodput(toks, s, e):
            inert.append((toks[a].start, toks[b - 1].end))
        else:
            t0, t1 = toks[a], toks[b - 1]
            tok = Token(0, t0.start, t1.end, text[t0.start:t1.end], text[t0.start:t1.end].lower(), "foreign")
            tok.slo = dict(thresholds)  # type: ignore[attr-defined]  # the one construct that reads it: violations
            out.append(tok)
        k = b
    for n, t in enumerate(out):
        t.i = n
    return out, inert


def declared_slo(arm_settings: dict | None, names: list[str]) -> dict[str, Decimal] | None:
    """The goodput SLO every arm declares alike ({key: ms}), or None."""
    got = None
    for n in names:
        st = (arm_settings or {}).get(n) or {}
        slo = st.get("goodput_slo_ms") if isinstance(st, dict) else None
        if not isinstance(slo, dict) or not slo:
            return None
        try:
            norm = {k: Decimal(str(v)) for k, v in slo.items() if not isinstance(v, bool)}
        except Exception:  # noqa: BLE001 -- a malformed declaration defines nothing
            return None
        if len(norm) != len(slo) or (got is not None and norm != got):
            return None
        got = norm
    return got


# --- a count of the requests that violate one SLO (production slo_violations) ---------------------------------------
#: the metric name of such a count: SLO_COUNT_PREFIX + "<key>:<ms>" ("slo_violations:tpot:40")
SLO_COUNT_PREFIX = "slo_violations:"


#: the suffix of a count over the completed requests only ("60 of the 76 completed requests violate ...": the words
#: set the failed requests aside, so a failed one asks no question of the count)
COMPLETED_ONLY = ":completed"


def violation_metric(key: str, ms: Decimal, completed: bool = False) -> str:
    """The count metric of the requests whose ``key`` (ttft, tpot, e2el) exceeds ``ms`` milliseconds (of the completed
    requests only, where the sentence says so: ``COMPLETED_ONLY``)."""
    return f"{SLO_COUNT_PREFIX}{key}:{ms.normalize():f}" + (COMPLETED_ONLY if completed else "")


def parse_violation_metric(metric: str) -> tuple[str, float] | None:
    """(key, seconds) of a violation count metric, or None."""
    if not metric.startswith(SLO_COUNT_PREFIX):
        return None
    key, _, ms = metric[len(SLO_COUNT_PREFIX):].removesuffix(COMPLETED_ONLY).partition(":")
    if key not in GOODPUT_KEYS:
        return None
    try:
        return key, float(Decimal(ms)) / 1000
    except Exception:  # noqa: BLE001 -- no number: no such count
        return None


def completed_only(metric: str) -> bool:
    """A violation count said of the completed requests only (``COMPLETED_ONLY``)."""
    return metric.startswith(SLO_COUNT_PREFIX) and metric.endswith(COMPLETED_ONLY)


GOODPUT_KEYS = frozenset(SLO_KEYS.values())


def request_value(row: dict, key: str) -> float | None:
    """One completed request's value under vLLM's --goodput key (seconds), as its goodput test reads it: TTFT = first
    token - send, TPOT = (end - first token) / (output tokens - 1) (0 with one output token), e2el = end - send; None
    where the row does not record it."""
    start, first, end, n = row.get("start_s"), row.get("first_token_s"), row.get("end_s"), row.get("completion_tokens")
    if key == "e2el":
        return None if start is None or end is None else end - start
    if key == "ttft":
        return None if start is None or first is None else first - start
    if first is None or end is None or n is None:
        return None
    return (end - first) / (n - 1) if n > 1 else 0.0


def _threshold(c, k: int) -> tuple[str, Decimal, int] | None:
    """production: slo_threshold_count -- after a count's request noun, "had a TTFT over 1000 ms", "had TPOT above 40
    ms", "saw an end-to-end latency of more than 15 s" (vocabulary.THRESHOLD_HAVE_VERBS, THRESHOLD_OVER): the requests
    whose own value exceeds the threshold, as an SLO violation count reads them (a value at the threshold is not over
    it). No statistic ("had a p99 TTFT over": a request has one TTFT), no hedge, no "at least" (that is >=): (key, ms,
    end), or None."""
    from claimcheck.claims.vocabulary import THRESHOLD_HAVE_VERBS, THRESHOLD_OVER

    toks = c.r.toks[:c.i1]
    if c.w(k) not in THRESHOLD_HAVE_VERBS or not c.free(k):
        return None
    j = k + 1 + (c.w(k + 1) in ("a", "an"))
    m = _metric(toks, j)
    if m is None:
        return None
    j += m[0]
    rel = next((r for r in THRESHOLD_OVER if _seq(toks, j, r)), None)
    if rel is None:
        return None
    j += len(rel)
    v = _value(toks, j)
    if v is None or not all(c.free(x) for x in range(k, j + v[0])):
        return None
    return m[1], v[1], j + v[0]


def read_violations(c, i: int, num: Decimal, den: Decimal | None, q: int, completed: bool = False,
                    arm: str | None = None) -> int:
    """Production slo_violations: "3 of the 16 requests violate the 40 ms TPOT SLO", "3 of the requests exceeded a TTFT
    SLO of 200 ms", "2 requests miss the 1 s E2EL SLO": the count of completed requests of each arm the clause binds
    whose value exceeds the threshold (vLLM's --goodput test failed), re-derived from the rows' per-request timings
    (statistics: never from a summary). ``q``: the request noun's index; the verb and one named SLO of one threshold
    follow it. ``completed``: the request noun had "completed" / "successful" before it ("60 of the 76 completed
    requests"): the count is of the completed requests only and the whole ``den`` is their count; ``arm``: the arm named
    inside the phrase ("the 76 completed c64 requests"), the counts' own. Returns the tokens read from ``i``, or 0."""
    from claimcheck.claims.cores import Core
    from claimcheck.claims.vocabulary import SLO_VIOLATE_VERBS

    if c.w(q + 1) not in SLO_VIOLATE_VERBS or not c.free(q + 1):
        got = _threshold(c, q + 1)
        if got is None:
            return 0
        key, ms, end = got
    else:
        t = c.tok(q + 2)
        slo = getattr(t, "slo", None) if t is not None and t.kind == "foreign" and c.free(q + 2) else None
        if not slo or len(slo) != 1:
            return 0  # no SLO, or several ("violate a TTFT <= 200 ms and TPOT <= 40 ms SLO": which one?)
        (key, ms), = slo.items()
        end = q + 3
    k = Core("count", i, end, value=num, exact=True, count=violation_metric(key, ms, completed),  # (as count_core)
             arm=arm)
    k.span_end = end
    c.take(i, end)
    c.cores.append(k)
    if den is not None:
        k.whole = True  # type: ignore[attr-defined]
        d = Core("count", i, end, value=den, exact=True, count="completed" if completed else "requests", arm=arm)
        d.span_end = end
        d.whole = True  # type: ignore[attr-defined]
        c.cores.append(d)
    return end - i
