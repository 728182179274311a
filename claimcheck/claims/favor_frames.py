"""An amount said to be in one arm's favour (production favor_amount -- claimcheck/claims/grammar.lark;
docs/claim-check.md), in the voice of an engine comparison: "The gap on TTFT was 60 ms in vLLM's favor", "TTFT: 60 ms
in favour of vLLM", "the difference in output throughput is 300 tok/s in SGLang's favor".

A duration, or a rate in a unit that names its metric, right before "in" ARM "'s" ("favor" | "favour") or "in"
("favor" | "favour") "of" ARM (a comma may stand between) is the difference by which that arm is better on the
clause's metric: as "ARM is 60 ms better on TTFT" (its sign by the metric's better direction: lower for a time,
higher for a rate), ARM the clause's subject, the other arm (named, else the witness's other one) its baseline. A
gap noun before the metric or right after it ("the gap on TTFT", "the TTFT difference", "the margin in throughput")
names no direction of its own and is inert with it. A negation, a relation other than "=" ("over 60 ms in X's
favor" keeps it), a ratio or a percent ("1.3x in X's favor": of which arm?), a value that names an arm of its own, or
a second arm in the favour phrase: not read.
"""

from __future__ import annotations

from claimcheck.claims.cores import Item
from claimcheck.claims.vocabulary import NARRATIVE_COPULAS, RATE_UNITS

FAVOR_WORDS = frozenset({"favor", "favour"})
#: nouns for the size of a difference that name no direction ("the gap on TTFT", "the TTFT difference")
GAP_NOUNS = frozenset({"gap", "difference", "margin", "delta", "spread"})
_GAP_PREPS = frozenset({"on", "in", "for", "of"})


def _favored(cl, i: int) -> tuple[object, int] | None:
    """(arm token, end) of "in ARM's favor" / "in favor of ARM" at ``i`` (a comma before "in" allowed), else None."""
    k = i + 1 if cl.w(i) == "," and cl.free(i) else i
    if cl.w(k) != "in" or not cl.free(k):
        return None
    if cl.w(k + 1) in FAVOR_WORDS and cl.free(k + 1) and cl.w(k + 2) == "of" and cl.free(k + 2):
        j = cl.skip_the(k + 3)
        a = cl.arm_at(j)
        return (a, j + 1) if a is not None and a.arm is not None else None
    j = cl.skip_the(k + 1)
    a = cl.arm_at(j)
    if a is None or a.arm is None or cl.w(j + 1) != "'s" or not cl.free(j + 1) or cl.w(j + 2) not in FAVOR_WORDS \
            or not cl.free(j + 2):
        return None
    return a, j + 3


def _gap_noun(cl, start: int) -> list[int]:
    """The gap noun's tokens (and "the" / its preposition) around the clause's metric item, or []."""
    metrics = [it for it in cl.items if it.kind == "metric" and it.i1 <= start]
    if not metrics:
        return []
    m = metrics[-1]
    if cl.w(m.i1) in GAP_NOUNS and cl.free(m.i1):
        out = [m.i1]  # "the TTFT gap was 60 ms"
        if m.i0 - 1 >= cl.i0 and cl.w(m.i0 - 1) == "the" and cl.free(m.i0 - 1):
            out.append(m.i0 - 1)
        return out
    k = m.i0 - 1
    if k - 1 >= cl.i0 and cl.w(k) in _GAP_PREPS and cl.free(k) and cl.w(k - 1) in GAP_NOUNS and cl.free(k - 1):
        out = [k, k - 1]  # "the gap on TTFT was 60 ms"
        if k - 2 >= cl.i0 and cl.w(k - 2) == "the" and cl.free(k - 2):
            out.append(k - 2)
        return out
    return []


def read(cl, i: int) -> int:
    """Production favor_amount (module docstring): at ``i``, right after the clause's last core (a lone duration or
    rate value), the favour phrase; the value becomes the difference core. Returns the tokens taken from ``i``."""
    if not cl.cores:
        return 0
    got = _favored(cl, i)
    if got is None:
        return 0
    a, end = got
    c = cl.cores[-1]
    if max(c.i1, c.span_end) != i or c.kind not in ("duration", "rate") or c.pair or c.arm is not None or c.arm_amb \
            or c.negated or c.relation != "=" or c.value is None or (c.kind == "rate" and c.metric is None):
        return 0
    if any(cl.r.toks[k].kind == "arm" and cl.r.toks[k].arm == a.arm for k in range(cl.i0, c.i0)):
        return 0  # "vLLM's TTFT was 60 ms in vLLM's favor": its own value or a difference? not read
    cl.cores.pop()
    d = cl._push_difference(c.i0, end, c.value, c.decimals, c.relation, c.hedge, "better", None, c.statistic, c.scale)
    d.rate_metric = c.metric if c.kind == "rate" else None  # type: ignore[attr-defined]
    d.word = "favor"
    cl.r.used[a.i] = "arm"
    cl.items.append(Item("subject", a.i, a.i + 1, arm=a.arm, arms=a.arms))
    for k in _gap_noun(cl, c.i0):
        cl.take(k, k + 1, "inert")
    return end - i


def metric_before_by(cl, end: int, bare: bool = False) -> int:
    """Production win_by: "on" / "in" and a metric at ``end`` (after a beat or lead verb's other arm) right before
    "by" ("beats TGI on TTFT by 60 ms", "leads vLLM in request throughput by 25%"); with ``bare`` the metric alone
    too ("vLLM won TTFT by 60 ms"): the metric is read there (the clause's metric item) and the index of "by"
    returned; else ``end`` unchanged."""
    p = int(cl.w(end) in ("on", "in") and cl.free(end))
    if not p and not bare:
        return end
    j = cl._metric_span_end(end + p)
    if j < 0 and p and (u := cl.phrase(end + p, RATE_UNITS)):
        j = end + p + u[0]  # a rate unit as the metric ("leads n-gram on output tok/s by 42%": grammar unit_noun)
    if j < 0 or cl.w(j) != "by" or not cl.free(j) or not all(cl.free(k) for k in range(end + p, j)):
        return end
    n = cl.m_metric(end + p)
    if n != j - end - p:
        return end  # (m_metric read something else there: nothing kept but what it read)
    if p:
        cl.take(end, end + 1)
    return j


#: verbs of winning with no other arm named: the subject is better than the other arm of two
WIN_VERBS = frozenset({"wins", "won", "win"})
#: verbs of taking a metric as a prize, read only with the metric right after them and "by": "vLLM took TTFT by 60 ms"
TAKE_VERBS = frozenset({"took", "takes"})
#: verbs before "ahead" / "behind" and "by" ("is ahead by 60 ms", "pulls ahead by 30%", "falls behind by 60 ms")
AHEAD_VERBS = frozenset({"is", "was", "are", "were", "pulls", "pulled", "stays", "stayed", "remains", "remained",
                         "gets", "got", "moves", "moved", "falls", "fell", "drops", "dropped", "finishes", "finished"})


def wins_by(cl, i: int) -> int:
    """Production win_by: an arm, then "wins" / "won" / "leads" / "led" / "is ahead" / "pulls ahead" / "came out ahead"
    (better), "trails" / "lags (behind)" / "is behind" / "falls behind" (worse) with no other arm, ("on" / "in" METRIC)? "by" and an amount ("vLLM wins on TTFT by 60 ms", "SGLang
    won by 25% in request throughput", "vLLM wins by 1.3x on throughput", "TGI trails by 300 output tok/s"): the
    subject is better (worse) than the other arm (the witness's other one, as "X is 60 ms better on TTFT" with no
    "than") by a difference (a duration, or a rate whose unit names its metric); a better verb also by a ratio or a
    percent ("trails by 25%": a percent of which arm? not read). Right after the subject arm only; never negated
    ("doesn't win"), never a base form ("could win by 2x", "A and B lead")."""
    from claimcheck.claims import amounts as _amounts

    w = cl.w(i)
    if not cl.free(i) or i == cl.i0:
        return 0
    j = i
    lead = 2 if any(cl.seq(i, ws) for ws in NARRATIVE_COPULAS) else 1
    if w in AHEAD_VERBS | {ws[0] for ws in NARRATIVE_COPULAS} and cl.w(i + lead) in ("ahead", "behind") \
            and cl.free(i + lead) and (lead == 2 or w in AHEAD_VERBS):
        # "TGI is behind by 60 ms on TTFT", "vLLM pulls ahead by 30%", "TGI falls behind by 60 ms", "came out ahead by"
        j, sense = i + lead, "better" if cl.w(i + lead) == "ahead" else "worse"
    elif w in WIN_VERBS or w in _amounts.LEAD_VERBS:
        sense = "better"
    elif w in TAKE_VERBS and cl._metric_span_end(i + 1) > i + 1:
        sense = "better"  # "vLLM took TTFT by 60 ms": a metric right after, then "by" (checked below)
    elif w in _amounts.TRAIL_VERBS:
        sense = "worse"
        if cl.w(i + 1) == "behind" and cl.free(i + 1):
            j = i + 1  # "lags behind by 300 tok/s"
    else:
        return 0
    if cl.r.toks[i - 1].kind != "arm" or w in ("win", "lead", "trail", "lag"):
        return 0  # right after the subject arm, third person or past only ("could win", "A and B lead": not read)
    end = metric_before_by(cl, j + 1, bare=w in WIN_VERBS or w in TAKE_VERBS)  # "vLLM won TTFT by 60 ms"
    if cl.w(end) != "by" or not cl.free(end):
        if end != j + 1:
            _undo_metric(cl, j + 1, end)
        return 0
    before = len(cl.cores)
    n_end = _amounts.by_amount(cl, i, end, sense, w)
    if n_end:
        return n_end - i
    by = cl._beat_by(end) if sense == "better" else None  # "trails by 25%": a percent of which arm? not read
    if by is None:
        if end != i + 1:
            _undo_metric(cl, i + 1, end)
        del cl.cores[before:]
        return 0
    kind, n_end, v, d, rel, hedge = by
    from claimcheck.claims.cores import Core

    c = Core(kind, i, n_end, value=v, decimals=d, relation=rel, hedge=hedge, sense="better", word="outperformed")
    c.span_end = n_end
    c.implicit = True
    cl.take(i, n_end)
    cl.cores.append(c)
    return n_end - i


def _undo_metric(cl, a: int, b: int) -> None:
    """Undo metric_before_by's reading of the tokens a..b (no "by" amount followed)."""
    cl.items[:] = [it for it in cl.items if not (it.kind == "metric" and a <= it.i0 < b)]
    for k in range(a, b):
        cl.r.used[k] = ""


def direction_by(cl, i: int) -> int:
    """Production direction_by: "by" and an amount (a duration, or a rate whose unit names its metric) after a bare
    direction word of the clause ("vLLM is faster by 60 ms on TTFT", "TTFT is lower by 60 ms with vLLM", "vLLM is
    faster than TGI by 60 ms", "vLLM is better on TTFT by 60 ms", "output throughput is higher by 300 tok/s with
    vLLM"): the direction is the difference by that amount in its own sense, as "60 ms faster" reads one (its baseline
    as the direction word's: "than ARM", else the other arm). Only what a construct read (its "than ARM", a metric and
    the "on" / "in" before it) may stand between the word and "by"; never a negated direction. A ratio or a percent
    after "by" is the comparison "30% faster" / "1.5x lower" reads ("faster by 30% on throughput"); a range is not
    read here."""
    if cl.w(i) != "by" or not cl.free(i):
        return 0
    dirs = [x for x in cl.cores if x.kind == "direction" and max(x.i1, x.span_end) <= i]
    if not dirs:
        return 0
    c = dirs[-1]
    if c.negated or getattr(c, "diff", False) or c.value != 1 or c.sense not in ("better", "worse", "up", "down") \
            or c is not cl.cores[-1]:
        return 0
    for k in range(max(c.i1, c.span_end), i):
        if cl.r.used[k] or cl.r.toks[k].kind == "arm":
            continue
        if cl.w(k) in ("on", "in", "for") and any(it.kind == "metric" and it.i0 == k + 1 for it in cl.items):
            continue
        return 0
    from claimcheck.claims import amounts as _amounts

    k, rel, hedge, neg = cl._prefix(i + 1)
    if neg:
        return 0
    amt = _amounts.amount_at(cl, i + 1 + k)
    if amt is None:
        by = cl._beat_by(i)
        if by is None or getattr(cl, "by_range", None) is not None:
            return 0
        # "vLLM is faster by 30% on throughput", "TTFT is lower by 1.5x with vLLM": as "30% faster", "1.5x lower"
        from claimcheck.claims.cores import Core

        kind, end, v, dec, rel, hedge = by
        x = Core(kind, c.i0, end, value=v, decimals=dec, relation=rel, hedge=hedge, sense=c.sense, metric=c.metric,
                 statistic=c.statistic, word=c.word)
        x.span_end = end
        x.baseline, x.baseline_amb = c.baseline, c.baseline_amb
        cl.cores.remove(c)
        cl.take(i, end)
        cl.cores.append(x)
        _take_preps(cl, c, i)
        return end - i
    cl.cores.remove(c)
    d = cl._push_difference(i, amt[0], amt[1], amt[2], rel, hedge, c.sense, c.metric, c.statistic, amt[3])
    d.rate_metric = amt[4]  # type: ignore[attr-defined]
    d.word = c.word
    d.i0 = c.i0
    d.baseline, d.baseline_amb = c.baseline, c.baseline_amb
    _take_preps(cl, c, i)
    return amt[0] - i


def _take_preps(cl, c, i: int) -> None:
    """The "on" / "in" / "for" before a metric between the direction ``c`` and "by" at ``i``: read with it."""
    for k in range(max(c.i1, c.span_end), i):
        if cl.w(k) in ("on", "in", "for") and not cl.r.used[k]:
            cl.take(k, k + 1)
