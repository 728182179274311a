"""A superlative said among all the witness's arms (production: superlative_all -- claimcheck/claims/grammar.lark).

"LMCache has the lowest TTFT of the three", "C has the highest request throughput of the three configurations",
"the lowest mean TTFT of all three setups", "the highest throughput among the three engines", "the fastest of the
three", "the best of the three on TTFT", and the scope fronted: "Of the three, C has the lowest TTFT": the subject's metric is lower (higher, better) than each other arm's. One direction per other arm, each
compared with the subject as "lower TTFT than B" is; all must hold (one contradicted is false).

Read only with a phrase that names all the arms ("of / among the three", "of / among all three <arms>", "of all
the <arms>", "of all <arms>"), where its number (if any) is the witness's count of arms, three or more (with two,
"the lower of the two" is a comparative the other constructs read), the metric named right after the superlative
(its statistic before it) or, for "fastest" / "slowest", no metric (the speed); never in a negated clause or after a
negation in it ("not the lowest of the three" denies which?). A value right after the scope is the subject's own
(production superlative_value: "C has the lowest mean TTFT of the three at 20 ms", "(20 ms)", ", 20 ms"); with no
scope ("C had the lowest TTFT at 20 ms": among the arms, or the fastest request?) it is not read. "The fastest arm
(c=32)", "c32 was the fastest setup" (production superlative_arm): a noun of one arm of this experiment names the scope.
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.cores import Core
from claimcheck.claims.vocabulary import DURATION_METRICS, HEDGES, NEGATIONS, SENSE, SPEED, SUPERLATIVE_ARM_NOUNS

#: a superlative -> the comparative of the same sense
_SUPER = {"lowest": "lower", "highest": "higher", "fastest": "faster", "slowest": "slower", "best": "better",
          "worst": "worse", "shortest": "shorter", "longest": "longer", "smallest": "smaller", "largest": "larger",
          "greatest": "greater", "quickest": "faster"}
_ARM_NOUNS = frozenset({"arms", "configurations", "configs", "setups", "variants", "engines", "backends", "systems",
                        "servers", "frameworks", "methods", "options", "settings", "runs", "modes", "versions"})


def _scope(c, k: int) -> int:
    """"of the three", "among all three setups", "of all the configurations", "in the sweep" at ``k``: its end, or
    0. "in / across / of the sweep" only where every arm declares one setting, each another value (a sweep)."""
    if c.w(k) in ("in", "across", "of") and c.w(k + 1) == "the" and c.w(k + 2) == "sweep" \
            and all(c.free(x) for x in range(k, k + 3)):
        arms = set(c.r.all_arms)
        return k + 3 if any(set(by) == arms for by in c.r.sweep.values()) else 0
    if c.w(k) not in ("of", "among", "across") or not c.free(k):
        return 0
    j = k + 1
    said_all = False
    if c.w(j) == "all" and c.free(j):
        j, said_all = j + 1, True
    if c.w(j) == "the" and c.free(j):
        j += 1
    num = c.number(j)
    if num is not None:
        if num[1] or num[0] != len(c.r.all_arms) or not c.free(j):
            return 0
        j += num[2]
    elif not said_all:
        return 0
    if c.w(j) in _ARM_NOUNS and c.free(j):
        j += 1
    elif num is None:
        return 0  # "of all" alone: all what?
    return j


def read(c, i: int) -> int:
    """At token ``i`` ("the"): a superlative among all arms; the tokens read, or 0."""
    if c.w(i) != "the" or not c.free(i) or len(c.r.all_arms) < 2:
        return 0
    w = c.w(i + 1)
    if w not in _SUPER or not c.free(i + 1):
        return 0
    if c.negated or any(c.w(k) in NEGATIONS or c.w(k).endswith("n't") for k in range(c.i0, c.i1)):
        return 0
    if w in ("fastest", "slowest", "quickest") and c.w(i + 2) in SUPERLATIVE_ARM_NOUNS and c.free(i + 2):
        return _arm_noun(c, i, w)
    if len(c.r.all_arms) < 3:
        return 0
    j = i + 2
    stat, j = c._statistic_before_metric(j)
    m = c.metric_named(j)
    metric = None
    if m:
        metric = m[1]
        j += m[0]
    elif stat is not None:
        return 0
    end = _scope(c, j)
    front = 0
    if not end and c.w(c.i0) in ("of", "among", "across"):
        front = _scope(c, c.i0)  # "Of the three, C has the lowest TTFT", "Among all three setups, ..."
        if not front or c.w(front) != "," or not c.free(front):
            return 0
        end = j
    elif not end:
        return 0
    if metric is None and c.w(end) in ("on", "in", "for") and c.free(end):
        st2, k = c._statistic_before_metric(end + 1)
        m2 = c.metric_named(k)
        if m2:
            metric, stat, end = m2[1], st2, k + m2[0]  # "the best of the three on TTFT"
    tail = _value_tail(c, end, metric)
    if tail is not None and metric is None:
        if w not in ("fastest", "slowest", "quickest") or tail[1] != "rate":
            return 0  # "the fastest of the three at 20 ms": the speed is no duration
        metric = tail[5]  # "the fastest of the three at 960 tok/s": faster in the value's own metric
    if metric is None and w not in ("fastest", "slowest", "quickest"):
        return 0  # "the best of the three": best at what?
    after = tail[0] if tail is not None else end
    if c.w(after) not in ("", ".", ",", ";", "!", ")") and after < c.i1:
        return 0
    named = set()
    for k in range(c.i0, c.i1):
        a = c.arm_at(k) if c.r.toks[k].kind == "arm" else None
        if a is not None:
            if a.arm is None or len(a.arms) != 1:
                return 0  # an ambiguous arm phrase: whose superlative?
            named.add(a.arm)
    if len(named) != 1:
        return 0  # the subject is the one arm the clause names
    subject = next(iter(named))
    sense = SENSE[_SUPER[w]]
    for b in sorted(set(c.r.all_arms) - {subject}):
        k = Core("direction", i, end, sense=sense, value=Decimal(1), metric=metric, statistic=stat, word=_SUPER[w])
        k.span_end = end
        k.baseline, k.baseline_amb = b, (b,)
        if front:
            k.restated = (c.i0, front + 1)  # type: ignore[attr-defined]  # the fronted scope, justified with it
        c.cores.append(k)
    if tail is not None:
        # production: superlative_value -- the subject's own value of the metric ("at 20 ms", "(20 ms)", ", 20 ms")
        t_end, kind, v, d, hedge, _m, scale, n0 = tail
        val = Core(kind, n0, t_end, value=v, decimals=d, hedge=hedge, metric=metric, statistic=stat, scale=scale)
        val.arm, val.arm_amb, val.span_end = subject, (subject,), t_end
        c.cores.append(val)
        end = t_end
    c.take(i, end)
    if front:
        c.take(c.i0, front + 1)
    return end - i


#: what may open the subject's value after a superlative and its scope ("the lowest mean TTFT of the three at 20 ms",
#: "..., at 20 ms", "... (20 ms)", "..., 20 ms", "... with 20 ms")
_TAIL_OPENERS = (("at",), ("with",), (",", "at"), (",",), ("(",))


def _value_tail(c, k: int, metric: str | None):
    """The subject's value right after a superlative's words at ``k``: (end, kind, value, decimals, hedge, metric of
    the unit, scale, first token of the number), or None. One number and its unit, a hedge before it at most; a
    duration only of a duration metric, a rate only of the metric its unit names (a bare token rate of a token
    throughput, req/s of the request throughput or the speed); the value ends the clause (or its parenthesis)."""
    for opener in _TAIL_OPENERS:
        if c.seq(k, opener) and all(c.free(x) for x in range(k, k + len(opener))):
            break
    else:
        return None
    paren = opener == ("(",)
    j = k + len(opener)
    hedge, n0 = "", j
    if c.free(j) and c.w(j) in HEDGES:
        hedge, j = HEDGES[c.w(j)], j + 1
    num = c.number(j)
    if num is None or num[0] < 0 or c.r.toks[j].kind != "num":
        return None
    j += num[2]
    u = c.unit_at(j)
    if u is None or u[1] not in ("duration", "rate"):
        return None
    if u[1] == "duration" and metric is not None and metric not in DURATION_METRICS:
        return None
    if u[1] == "rate":
        if metric in DURATION_METRICS or u[2] is None:
            return None
        if metric is not None and metric != SPEED and metric != u[2]:
            return None  # "the highest throughput of the three at 960 tok/s": req/s or tok/s?
        if metric == SPEED and u[2] != "throughput":
            return None
    j += u[0]
    if paren:
        if c.w(j) != ")" or not c.free(j):
            return None
        j += 1
    if j < c.i1 and c.w(j) not in ("", ".", ";", "!", ",", ")"):
        return None
    if opener == (",",) and c.w(j) == ",":
        return None  # ", 20 ms, ...": a list goes on
    return j, u[1], num[0], num[1], hedge, u[2], u[3], n0


def _arm_noun(c, i: int, w: str) -> int:
    """At "the fastest arm" (production superlative_arm): "The fastest arm (c=32) reached 3.75 req/s", "c32 is the
    fastest configuration", "the slowest setup, c1, ...", "The fastest configuration (c=32) at 3.75 req/s": the
    clause's one arm (in parentheses or between commas right after the noun, else named elsewhere in the clause) is
    faster (slower) than each other arm of the witness, in the speed (the request throughput), or in the metric of a
    rate right after it ("at 960 tok/s"). The noun names an arm of this experiment (vocabulary.SUPERLATIVE_ARM_NOUNS:
    arm, configuration, setup, run, variant ...; never "engine" or "system", which may mean every one there is)."""
    j = i + 3
    inner = None
    if c.w(j) in ("(", ",") and c.free(j):
        a = c.arm_at(j + 1)
        close = ")" if c.w(j) == "(" else ","
        if a is not None and a.arm is not None and len(a.arms) == 1 and c.w(j + 2) == close and c.free(j + 2):
            inner, j = j + 1, j + 3
    metric = SPEED
    tail = _value_tail(c, j, SPEED) if inner is not None or c.w(j) in ("at", "with") else None
    if tail is not None:
        metric = tail[5]
    named = set()
    for k in range(c.i0, c.i1):
        a = c.arm_at(k) if c.r.toks[k].kind == "arm" else None
        if a is not None:
            if a.arm is None or len(a.arms) != 1:
                return 0
            named.add(a.arm)
    if len(named) != 1:
        return 0
    subject = next(iter(named))
    end = tail[0] if tail is not None else j
    if inner is None and tail is None and end < c.i1 and c.w(end) not in (".", ",", ";", "!", ")"):
        return 0  # "the fastest configuration for long prompts": a scope the words go on to
    sense = SENSE[_SUPER[w]]
    for b in sorted(set(c.r.all_arms) - {subject}):
        k = Core("direction", i, end, sense=sense, value=Decimal(1), metric=None if metric == SPEED else metric,
                 word=_SUPER[w])
        k.span_end = end
        k.baseline, k.baseline_amb = b, (b,)
        c.cores.append(k)
    if tail is not None:
        t_end, kind, v, d, hedge, _m, scale, n0 = tail
        val = Core(kind, n0, t_end, value=v, decimals=d, hedge=hedge, metric=metric, scale=scale)
        val.arm, val.arm_amb, val.span_end = subject, (subject,), t_end
        c.cores.append(val)
    if inner is not None:
        c.take(i, inner)  # the arm itself stays free: the clause's subject
        c.take(inner + 1, end)
    else:
        c.take(i, end)
    return end - i
