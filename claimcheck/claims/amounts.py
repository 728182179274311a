"""Changes by an absolute amount (production change_by_amount -- claimcheck/claims/grammar.lark; docs/claim-check.md).

"Mean end-to-end latency drops by 4.8 seconds with 16 threads", "TTFT falls 450 ms when prefix caching is enabled",
"Output throughput goes up by 200 tok/s with SGLang": a metric, a change verb with a direction of its own (or its
particle: "goes up"), then ``by``? and an amount in a duration or a rate unit: the difference treatment - baseline of
the metric in the verb's direction, as "450 ms lower mean TTFT" (grammar._difference) reads one. The arms are bound
as for "TTFT falls by 75% with prefix caching" (the clause's arm, else the witness's declared roles).

"vLLM trails SGLang by 200 tok/s in output throughput", "SGLang leads vLLM by 50 ms on TTFT", "X is behind Y by
50 ms": a verb of leading (better) or trailing (worse) before the other arm, then ``by`` and the amount.

"Each request takes 60% less time", "requests take 4.8 s less time", "a request takes 2 s longer" (production
request_time_change, after a request subject and a verb of its whole time): the percent change, or the difference,
of end-to-end latency; with a causative verb before the request subject ("Quadrupling the thread count made each
request take 60% less time": vocabulary.CAUSATIVE_VERBS, inert only before what a construct read).

A rate is read only in a unit that names its metric (``tok/s``: output token throughput, ``req/s``: request
throughput; vocabulary.RATE_UNITS), and graded only where the clause's metric is that one (the generic "throughput"
takes the unit's): "per-user speed drops by 20 tok/s" or "request throughput rises by 200 tok/s" stay unread
(``assertion_metric``). Never negated, never a range, never before a comparative, "than", "to" or "from" ("fell
450 ms to 150 ms", "by 450 ms more than X": not read).

"With TP=2 we saw a 90 ms improvement in mean TTFT", "a 90 ms mean TTFT reduction", "a 512 tok/s gain in output
throughput" (production amount_noun, ``amount_noun``, called from grammar._Clause._value): an article, the amount, a
change noun (vocabulary.AMOUNT_NOUNS) and its one metric (before the noun, or after "in" / "on" / "to" / "for"): the
same difference.

Called from the clause scan (grammar._Clause.m_change_intrans, m_direction): each function returns the tokens it
consumed (0: not this frame) and appends one difference core (grammar._Clause._push_difference).
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.cores import Core
from claimcheck.claims.vocabulary import (
    AMOUNT_NOUNS, AMOUNT_NOUNS_RATE_ONLY, COST_VERBS, DIFFERENCE_WORDS, DURATION_METRICS, FALL_BEHIND_VERBS, FRACTIONS,
    LOSE_VERBS,
    PERFORMANCE, SENSE, SPEED, STAT_PHRASES,
)

#: words after the amount that make it something else than the change's size
_NOT_AFTER = frozenset({"than", "to", "from", "per", "/", "of", "more", "less", "faster", "slower", "x", "times",
                        "-", "–"}) | frozenset(SENSE) | DIFFERENCE_WORDS
#: verbs of leading (the subject is better by the amount) and of trailing (worse): only before an arm, then "by"
LEAD_VERBS = frozenset({"leads", "led", "lead", "leading"})
TRAIL_VERBS = frozenset({"trails", "trailed", "trail", "trailing", "lags", "lagged", "lag", "lagging"})


def amount_at(cl, q: int) -> tuple[int, Decimal, int, Decimal, str | None] | None:
    """(end, value, decimals, scale, rate metric) of a number at ``q`` and its duration or rate unit, or None."""
    t = cl.tok(q)
    if t is None or t.kind != "num" or t.value is None or not cl.free(q) or q in cl.up_to:
        return None
    u = cl.unit_at(q + 1)
    if u is None or u[1] not in ("duration", "rate") or (u[1] == "rate" and u[2] is None):
        return None
    end = q + 1 + u[0]
    if cl.w(end) in _NOT_AFTER and cl.free(end):
        return None
    nxt = cl.tok(end + 1)
    if cl.w(end) in ("and", "or", ",") and nxt is not None and nxt.kind == "num":
        return None  # "falls 450 ms and 300 ms", "by 450 ms, 75%": which is the change? not read
    return end, t.value, t.decimals, u[3], (u[2] if u[1] == "rate" else None)


def _push(cl, i: int, end: int, amt, rel: str, hedge: str, sense: str, word: str, metric: str | None = None,
          stat: str | None = None) -> Core:
    d = cl._push_difference(i, end, amt[1], amt[2], rel, hedge, sense, metric, stat, amt[3])
    d.rate_metric = amt[4]  # type: ignore[attr-defined]
    d.word = word
    return d


def intrans(cl, i: int, q: int, rel: str, hedge: str, sense: str, word: str) -> int:
    """The verb at ``i`` (with a metric right before it), the amount's number at ``q`` (after "by" and a relation)."""
    if sense not in ("up", "down", "better", "worse"):
        return 0
    if not (cl.items and cl.items[-1].kind == "metric" and cl.items[-1].i1 == i):
        return 0  # "SGLang drops by 50 ms": the metric is named right before the verb, or not read
    amt = amount_at(cl, q)
    if amt is None:
        return 0
    _push(cl, i, amt[0], amt, rel, hedge, sense, word)
    return amt[0] - i


def transitive_rate(cl, i: int, q: int, rel: str, hedge: str, sense: str, word: str, metric: str,
                    stat: str | None) -> Core | None:
    """"SGLang improves output throughput by 200 tok/s": after a transitive change verb (at ``i``), its metric and
    "by", the rate amount at ``q`` (a duration is change_by_time's); the difference core, or None."""
    amt = amount_at(cl, q)
    if amt is None or amt[4] is None:
        return None
    return _push(cl, i, amt[0], amt, rel, hedge, sense, word, metric, stat)


def second_amount(cl, i: int, q: int, rel: str, hedge: str, first: Core, metric: str, stat: str | None) -> int:
    """"FP8 reduces mean TTFT by 30 ms and mean latency by 2 s": a second metric and "by" after a change verb's first
    change (production change_more), then an amount at ``q``: a difference in the first change's direction, from
    ``i``; the consumed end, or 0."""
    amt = amount_at(cl, q)
    if amt is None:
        return 0
    _push(cl, i, amt[0], amt, rel, hedge, first.sense, first.word, metric, stat)
    return amt[0]


def lead_by(cl, j: int):
    """The verb (or "ahead of" / "behind") at ``j``: (sense, index of the arm after it) or None."""
    w = cl.w(j)
    if not cl.free(j):
        return None
    if w in LEAD_VERBS:
        return "better", j + 1
    if w in TRAIL_VERBS:
        return "worse", j + 1 + (cl.w(j + 1) == "behind" and cl.free(j + 1))
    if w == "behind":
        return "worse", j + 1
    # production: fall_behind -- "n-gram falls behind EAGLE by 220 tok/s", "lost to SGLang by 60 ms on TTFT": a verb of
    # falling back or losing before "behind" / "to" and the other arm: worse (an amount only, as "trails")
    if w in FALL_BEHIND_VERBS and cl.w(j + 1) == "behind" and cl.free(j + 1):
        return "worse", j + 2
    if w in LOSE_VERBS and cl.w(j + 1) == "to" and cl.free(j + 1):
        return "worse", j + 2
    if w == "ahead" and cl.w(j + 1) == "of" and cl.free(j + 1):
        return "better", j + 2
    return None


def by_amount(cl, i: int, end: int, sense: str, word: str) -> int:
    """``by`` [relation|hedge] an amount at ``end`` (after "leads X" / "trails X"): a difference core from ``i``;
    the consumed end, or 0."""
    if cl.w(end) != "by" or not cl.free(end):
        return 0
    k, rel, hedge, neg = cl._prefix(end + 1)
    if neg:
        return 0
    amt = amount_at(cl, end + 1 + k)
    if amt is None:
        return 0
    _push(cl, i, amt[0], amt, rel, hedge, sense, word)
    return amt[0]


def assertion_metric(c: Core, metric: str | None) -> tuple[str | None, str]:
    """The metric a difference core is graded on, or (None, why not): a duration metric; a rate difference only on
    the metric its unit names (the generic speed takes the unit's)."""
    rate = getattr(c, "rate_metric", None)
    if rate is None:
        if metric not in DURATION_METRICS:
            return None, "a difference in time needs a duration metric (say 'lower mean TTFT')"
        return metric, ""
    if c.metric == SPEED or metric == rate:
        return rate, ""
    return None, f"a difference in {rate} needs that metric (the clause's is {metric or 'not named'})"


def unit_metric(c: Core) -> str | None:
    """The metric of a rate difference in a clause that names none ("X trails Y by 200 tok/s"): its unit's."""
    return getattr(c, "rate_metric", None) if getattr(c, "diff", False) else None


#: "less time" / "more time" after a request's time verb: the direction of its end-to-end latency
_TIME_CHANGE = {("less", "time"): "down", ("more", "time"): "up", ("longer",): "up"}


def request_time_change(cl, i: int, q: int, stat: str | None) -> int:
    """production: request_time_change -- "each request takes 60% less time", "requests take 4.8 s less time", "a
    request takes 2 s longer": after a request subject (from ``i``) and a verb of its whole time (REQUEST_TIME_VERBS),
    a percent or a duration and less / more time: the percent change, or the difference, of end-to-end latency in
    that direction (the arms as any change's). Never negated, never a ratio ("4x less time": of a time or a speed?)."""
    k, rel, hedge, neg = cl._prefix(q)
    t = cl.tok(q + k)
    if neg or t is None or t.kind != "num" or t.value is None or not cl.free(q + k) or (q + k) in cl.up_to:
        return 0
    n = q + k + 1
    u = cl.unit_at(n)
    if u is None or u[1] not in ("duration", "pct_value"):
        return 0
    n += u[0]
    words = next((ws for ws in _TIME_CHANGE if cl.seq(n, ws) and all(cl.free(x) for x in range(n, n + len(ws)))), None)
    if words is None or (u[1] == "pct_value" and words == ("longer",)):
        return 0  # "takes 60% longer": of which time? (read as "60% more time" would be a guess)
    end = n + len(words)
    if cl.w(end) in _NOT_AFTER and cl.free(end):
        return 0  # "60% less time than X to ...": not read here
    sense = _TIME_CHANGE[words]
    if u[1] == "duration":
        cl._push_difference(i, end, t.value, t.decimals, rel, hedge, sense, "e2e_latency", stat, u[3])
        return end - i
    c = Core("pct_change", i, end, value=t.value, decimals=t.decimals, relation=rel, hedge=hedge, sense=sense,
             metric="e2e_latency", statistic=stat, word=words[0])
    c.span_end = end
    c.implicit = True
    cl.take(i, end)
    cl.cores.append(c)
    return end - i


#: the prepositions that name the metric after an amount noun ("a 90 ms improvement in mean TTFT", "a 60 ms hit to
#: TTFT", "a 16 ms penalty on TTFT")
_NOUN_METRIC_PREPS = ("in", "on", "to", "for")


def _stat_metric(cl, j: int) -> tuple[int, str, str | None] | None:
    """``[STAT] METRIC [STAT]`` at ``j``: (end, metric, statistic), or None (never a fraction or "performance")."""
    stat, k = cl._statistic_before_metric(j)
    m = cl.metric_named(k)
    if not m or m[1] in FRACTIONS or m[1] == PERFORMANCE:
        return None
    k += m[0]
    if stat is None:
        s = cl.phrase(k, STAT_PHRASES)
        if s:
            stat, k = s[1], k + s[0]
    return k, m[1], stat


def amount_noun(cl, c: Core, i: int, n: int) -> int:
    """production: amount_noun -- "a 90 ms improvement in mean TTFT", "a 60 ms TTFT hit", "a 512 tok/s gain in output
    throughput", "an ~80 ms reduction in p99 TTFT": an article, a duration or a rate (the value core ``c`` over
    ``i``..``n``, its metric read right after it or not), a change noun (vocabulary.AMOUNT_NOUNS) and, unless the
    metric stood before the noun, "in" / "on" / "to" / "for" and the metric: the difference treatment - baseline of
    that metric in the noun's direction (as "90 ms lower mean TTFT" reads one), the arms bound as any change's. A rate
    only in a unit of the metric named (the generic "throughput" takes the unit's). Not read: without the article
    ("no 90 ms improvement", "not a 90 ms gain"), after "of" / "by", with two metrics, before "than" or a number.
    Returns the tokens consumed from ``i`` (0: not this frame)."""
    if c.kind not in ("duration", "rate") or i <= cl.i0 or cl.w(i - 1) not in ("a", "an"):
        return 0
    if i - 1 > cl.i0 and cl.w(i - 2) in ("not", "no", "never", "without", "of", "by"):
        return 0
    rate = c.metric if c.kind == "rate" else None
    metric = None if c.kind == "rate" else c.metric
    stat = c.statistic
    j = n
    if metric is None:
        sm = _stat_metric(cl, j)  # "a 90 ms mean TTFT reduction", "a 512 tok/s throughput gain"
        if sm:
            j, metric, stat = sm
    w = cl.w(j)
    if w not in AMOUNT_NOUNS or not cl.free(j):
        return 0
    sense = AMOUNT_NOUNS[w]
    end = j + 1
    if cl.w(end) in _NOUN_METRIC_PREPS and cl.free(end):
        sm = _stat_metric(cl, end + 1)
        if sm:
            if metric is not None:
                return 0  # "a 90 ms TTFT reduction in TPOT": which metric? not read
            end, metric, stat2 = sm
            stat = stat or stat2
    if c.kind == "duration" and (metric not in DURATION_METRICS or w in AMOUNT_NOUNS_RATE_ONLY):
        return 0
    if c.kind == "rate" and metric not in (None, SPEED, rate):
        return 0  # "a 200 req/s gain in output throughput": the unit's metric is not the one named
    if cl.w(end) in ("than", "per", "of", "/", "%", "x") and cl.free(end):
        return 0
    t = cl.tok(end)
    if t is not None and t.kind == "num" and cl.free(end):
        return 0
    d = cl._push_difference(i, end, c.value, c.decimals, c.relation, c.hedge, sense,
                            metric if c.kind == "duration" else (metric or SPEED), stat, c.scale)
    d.rate_metric = rate  # type: ignore[attr-defined]
    d.word = w
    return end - i


#: what may stand between a metric and its signed amount ("TTFT: +16 ms", "TTFT +16 ms"); not a copula: "vLLM mean
#: TTFT was -50 ms" is a value with a sign (impossible) or a change? not read (tests/claims/test_claims_numbers.py)
_SIGNED_BETWEEN = (":",)
def signed(cl, i: int) -> int:
    """production: signed_amount (with no parentheses; grammar.m_signed reads one alone in parentheses) -- "TTFT: +16
    ms with AWQ", "TTFT +16 ms with AWQ", "output throughput +512 tok/s with TP=2": a sign glued to a duration or a
    rate (a unit that names its metric) right after the clause's metric or its ":" is the difference treatment -
    baseline, up for "+", down for "-" / "\u2212", as "16 ms higher" reads one; never after a copula ("vLLM mean TTFT
    was -50 ms": a value with a sign, or a change? not read), never a range ("3-5 ms"), never before "than" / "per" /
    "to" / "from". Returns the tokens consumed (0: not this frame)."""
    t, n = cl.tok(i), cl.tok(i + 1)
    if t is None or t.kind != "punct" or t.text not in ("+", "-", "\u2212") or not cl.free(i):
        return 0
    if n is None or n.kind != "num" or n.value is None or n.start != t.end or not cl.free(i + 1):
        return 0
    if i > cl.i0 and cl.r.toks[i - 1].end == t.start and cl.r.toks[i - 1].kind != "punct":
        return 0  # "3-5 ms": a range, not a sign
    amt = amount_at(cl, i + 1)
    if amt is None:
        return 0
    k = i - 1
    if cl.w(k) in _SIGNED_BETWEEN and cl.free(k):
        k -= 1
    lead = cl.items[-1] if cl.items and cl.items[-1].kind == "metric" else None
    if lead is None or lead.i1 != k + 1:
        return 0
    _push(cl, i, amt[0], amt, "=", "", "up" if t.text == "+" else "down", t.text)
    return amt[0] - i


#: the copulas between an amount noun subject and its amount ("the TTFT hit is only 60 ms", "TTFT hit: 60 ms")
_NOUN_COPULAS = ("is", "was", "'s", "of", ":")
#: what may stand right before the subject's metric (or its noun): a determiner, the clause's start
_NOUN_DETERMINERS = ("the", "my", "our", "this", "that")


def _bare_direction(cl, k: int) -> Core | None:
    """The direction core a construct made of the one word at ``k`` alone ("increase", "gain": a direction word with
    no value, no baseline, not negated), or None."""
    return next((x for x in cl.cores if x.kind == "direction" and x.i0 == k and x.i1 == k + 1 and x.baseline is None
                 and not x.negated and max(x.span_end, x.i1) == k + 1), None)


def _noun_free(cl, k: int) -> bool:
    """The amount noun at ``k`` is free, or only a bare direction (``_bare_direction``) was made of it."""
    return cl.free(k) or _bare_direction(cl, k) is not None


def noun_subject(cl, c: Core, i: int) -> int:
    """production: amount_subject -- "the TTFT hit is only 60 ms", "The mean TTFT penalty with X was 16 ms", "the
    increase in TTFT is 60 ms", "the throughput gain is 512 tok/s", "vLLM's advantage on TTFT is 60 ms": a determiner
    (or an arm's "'s" at the clause's start), the metric and an amount noun (vocabulary.AMOUNT_NOUNS) or the noun and
    "in" / "on" / "for" the metric, an arm phrase at most, a copula ("is" / "was" / "'s",
    or "of" right after the noun), then the amount (the value core ``c`` from ``i``): the difference treatment -
    baseline of that metric in the noun's direction ("hit", "penalty", "cost", "overhead": worse), as amount_noun
    reads "a 60 ms TTFT hit". The metric is the clause's metric item (bound as any change's); a rate only of its
    unit's metric (assertion_metric). Not read after "not" (the copula must be right before the amount). Returns the
    tokens consumed from ``i`` (0: not this frame)."""
    if c.kind not in ("duration", "rate") or c.relation != "=" or i <= cl.i0:
        return 0
    k = i - 1
    cop = cl.w(k)
    if cop not in _NOUN_COPULAS or not cl.free(k):
        return 0
    k -= 1
    if cop != "of" and cl.tok(k) is not None and cl.tok(k).kind == "arm":
        k -= 1  # "the TTFT hit with AWQ is 60 ms" (the arm stays the clause's)
        if cl.w(k) in ("with", "using", "on", "under", "for", "from") and cl.free(k):
            k -= 1
    metrics = [it for it in cl.items if it.kind == "metric"]
    if not metrics:
        return 0
    m = metrics[-1]
    noun = None
    if cl.w(k) in AMOUNT_NOUNS and _noun_free(cl, k) and m.i1 == k:
        noun, start = k, m.i0  # "the TTFT hit is"
    elif m.i1 == k + 1 and cl.w(m.i0 - 1) in ("in", "on", "for") and cl.free(m.i0 - 1) \
            and cl.w(m.i0 - 2) in AMOUNT_NOUNS and _noun_free(cl, m.i0 - 2) and cop != "of":
        noun, start = m.i0 - 2, m.i0 - 2  # "the increase in TTFT is", "vLLM's advantage on TTFT is"
    if noun is None or m.metric is None:
        return 0
    if not (start == cl.i0 or cl.w(start - 1) in _NOUN_DETERMINERS or (
            # "vLLM's TTFT advantage is 60 ms": the arm's own, at the clause's start (the arm stays its subject)
            start - 2 == cl.i0 and cl.w(start - 1) == "'s" and cl.r.toks[start - 2].kind == "arm")):
        return 0
    if c.kind == "duration" and (m.metric not in DURATION_METRICS or cl.w(noun) in AMOUNT_NOUNS_RATE_ONLY):
        return 0
    if c.kind == "rate" and m.metric not in (SPEED, c.metric):
        return 0
    end = c.i1 if c.i1 > i else i + 1
    w = cl.w(end)
    if cl.free(end) and (w in ("than", "per", "of", "/", "%", "x", "to", "from") or w in SENSE):
        return 0
    t = cl.tok(end)
    if t is not None and t.kind == "num" and cl.free(end):
        return 0
    amt = (end, c.value, c.decimals, c.scale, c.metric if c.kind == "rate" else None)
    bare = _bare_direction(cl, noun)
    if bare is not None:
        cl.cores.remove(bare)  # the noun's bare direction: its size is this amount (one assertion, the difference)
    d = _push(cl, i, end, amt, "=", c.hedge, AMOUNT_NOUNS[cl.w(noun)], cl.w(noun))
    cl.take(noun, noun + 1)
    if noun < m.i0:
        cl.take(noun + 1, noun + 2)  # "in"
    cl.take(i - 1, i)  # the copula
    d.i0 = noun
    return end - i


#: the words that say an amount is added ("~10 ms extra TTFT", "an additional 16 ms of TTFT")
_EXTRA = ("extra", "additional")


def extra_amount(cl, c: Core, i: int, n: int) -> int:
    """production: extra_amount -- "~10ms extra TTFT", "16 ms additional mean TTFT", "an extra 16 ms of TTFT", "an
    additional 60 ms in TTFT": a duration (the value core ``c`` from ``i``, ending at ``n``) and "extra" /
    "additional" before a duration metric, or "a(n) extra" before the duration and "of" / "in" / "on" the metric
    after it, or a cost verb before the duration and of / in the metric after it ("X costs 16 ms of TTFT"): the
    difference treatment - baseline up by that amount (as "10 ms higher TTFT"), the arms bound as any change's. Not before "than" (a comparison of its own), never a rate ("200 extra tok/s": not read), never
    negated ("no extra TTFT" names no amount). Returns the tokens consumed from ``i`` (0: not this frame)."""
    if c.kind != "duration" or c.relation != "=" or c.metric is not None:
        return 0
    j = n
    lead = i - 2 >= cl.i0 and cl.w(i - 1) in _EXTRA and cl.free(i - 1) and cl.w(i - 2) in ("a", "an") \
        and cl.w(i - 3) not in ("not", "no", "without")
    cost = not lead and i > cl.i0 and cl.w(i - 1) in COST_VERBS  # "X costs 16 ms of TTFT": the cost is extra
    if lead or cost:
        if cl.w(j) not in ("of", "in", "on", "to") or not cl.free(j):
            return 0
        sm = _stat_metric(cl, j + 1)
    else:
        if cl.w(j) not in _EXTRA or not cl.free(j):
            return 0
        sm = _stat_metric(cl, j + 1)
    if sm is None or sm[1] not in DURATION_METRICS:
        return 0
    end, metric, stat = sm
    if cl.w(end) in ("than", "per", "/", "%") and cl.free(end):
        return 0
    t = cl.tok(end)
    if t is not None and t.kind == "num" and cl.free(end):
        return 0
    d = cl._push_difference(i, end, c.value, c.decimals, "=", c.hedge, "up", metric, stat, c.scale)
    d.rate_metric = None  # type: ignore[attr-defined]
    d.word = "extra"
    if lead:
        cl.take(i - 1, i)
        d.i0 = i - 1
    return end - i


def noun_of_amount(cl, i: int, q: int, word: str, rel: str, hedge: str) -> int:
    """production: amount_noun -- "an improvement of 90 ms in mean TTFT", "a reduction in mean TTFT of 90 ms", "a gain of
    512 tok/s in output throughput": a change noun (vocabulary.AMOUNT_NOUNS) from ``i``, "of" and the amount at
    ``q`` (a duration or a rate whose unit names its metric): the difference treatment - baseline in the noun's
    direction, of the clause's metric (named after "in", before "of" or after the amount), as "a 90 ms improvement
    in mean TTFT" reads one; "gain" / "boost" / "uplift" of a time are not read. The consumed end, or 0."""
    amt = amount_at(cl, q)
    if amt is None or rel not in ("=", "<=", ">="):
        return 0
    if amt[4] is None and word in AMOUNT_NOUNS_RATE_ONLY:
        return 0  # "a gain of 4 ms in ITL": more, or better?
    _push(cl, i, amt[0], amt, rel, hedge, AMOUNT_NOUNS[word], word)
    return amt[0] - i
