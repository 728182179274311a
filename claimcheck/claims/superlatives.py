"""A superlative said among all the witness's arms (production: superlative_all -- claimcheck/claims/grammar.lark).

"LMCache has the lowest TTFT of the three", "C has the highest request throughput of the three configurations",
"the lowest mean TTFT of all three setups", "the highest throughput among the three engines", "the fastest of the
three", "the best of the three on TTFT", and the scope fronted: "Of the three, C has the lowest TTFT": the subject's metric is lower (higher, better) than each other arm's. One direction per other arm, each
compared with the subject as "lower TTFT than B" is; all must hold (one contradicted is false).

Read only with a phrase that names all the arms ("of / among the three", "of / among all three <arms>", "of all
the <arms>", "of all <arms>"), where its number (if any) is the witness's count of arms, three or more (with two,
"the lower of the two" is a comparative the other constructs read), the metric named right after the superlative
(its statistic before it) or, for "fastest" / "slowest", no metric (the speed). A scope may name a subset of the arms by
their GPU count (production superlative_subset: "Of the two-GPU layouts, TP2 had the lowest p99 TTFT", "DP2 has the
highest throughput among the 2-GPU configurations"): the arms whose declared GPU count is that number, read only where
every arm declares one (gpu_count / num_gpus ..., or a tensor-parallel size that is the GPUs) and two or more arms have
it; the subject is one of them, compared with each other one. Never in a negated clause or after a
negation in it ("not the lowest of the three" denies which?). A value right after the scope is the subject's own
(production superlative_value: "C has the lowest mean TTFT of the three at 20 ms", "(20 ms)", ", 20 ms"); with no
scope ("C had the lowest TTFT at 20 ms": among the arms, or the fastest request?) it is not read. After it, other arms'
values (production superlative_against: ", against 1.34 s for B", ", against 3.93 s for B and 6.27 s for C", and after
a superlative of the metric's better direction ", ahead of B (1.87 req/s) and C (0.85 req/s)"): each its arm's own. "The fastest arm
(c=32)", "c32 was the fastest setup" (production superlative_arm): a noun of one arm of this experiment names the scope; "TGI is
the slowest engine" (production superlative_engine) only where each arm is its own engine. A superlative with no metric
of its own after the subject's value ("TGI's P99 TTFT hit 411 ms, the highest of the three": production
superlative_apposed) or after its metric and a copula ("TGI's P99 TTFT was the highest of the three": production
superlative_subject) is of that metric.

With no scope phrase (production superlative_bare, ``bare``): a superlative of a metric that has one value per arm (a
statistic named, "the fastest TTFT p50", "the lowest p99 ITL"; or a throughput or wall time, one number per arm)
ranks all the witness's arms, two or more, as the whole clause: "TP=2 had the fastest TTFT p50", "The lowest p99 ITL
belonged to SGLang", "Best throughput: TensorRT-LLM". "SGLang had the lowest ITL" (one gap, or the arm's?) stays unread.
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.cores import Core
from claimcheck.claims.statistics import declared_gpu_count
from claimcheck.claims.vocabulary import (AGGREGATES, CHANGE_COPULAS, DURATION_METRICS, HEDGES, HIGHER_IS_BETTER, NEGATIONS,
                                          RANK_ARM_PREPS, RANK_FOLLOW_LEADS, RANK_HAVE_VERBS, RANK_LIST_JOINERS,
                                          RANK_THEN_JOINERS, SENSE, SPEED, STAT_PHRASES, SUPERLATIVE_APPOSITION_OPENERS,
                                          SUPERLATIVE_ARM_NOUNS, SUPERLATIVE_ENGINE_NOUNS, TOP_PLACE_PHRASES,
                                          TOP_PLACE_PREPS, engine_of)

#: a superlative -> the comparative of the same sense
_SUPER = {"lowest": "lower", "highest": "higher", "fastest": "faster", "slowest": "slower", "best": "better",
          "worst": "worse", "shortest": "shorter", "longest": "longer", "smallest": "smaller", "largest": "larger",
          "greatest": "greater", "quickest": "faster"}
_ARM_NOUNS = frozenset({"arms", "configurations", "configs", "setups", "variants", "engines", "backends", "systems",
                        "servers", "frameworks", "methods", "options", "settings", "runs", "modes", "versions",
                        "policies", "strategies", "schedulers", "layouts", "deployments", "builds", "releases"})


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


#: the count words of a GPU-count subset ("the two-GPU layouts", "the single-GPU setups"): word -> count
_COUNT_WORDS = {"one": 1, "single": 1, "two": 2, "three": 3, "four": 4, "six": 6, "eight": 8, "sixteen": 16}
#: the nouns of a subset of the arms named by their GPU count (_ARM_NOUNS, and the words of a parallel layout)
_SUBSET_NOUNS = _ARM_NOUNS | {"layouts", "deployments", "topologies", "placements"}


def _gpu_counts(c) -> dict[str, int] | None:
    """{arm: the GPU count it declares} where every arm of the witness declares one (statistics.declared_gpu_count,
    else the tensor-parallel size the reading takes for the GPUs: grammar's sweep "gpus"), else None."""
    arms = list(c.r.all_arms)
    out: dict[str, int] = {}
    for a in arms:
        got = declared_gpu_count((getattr(c.r, "arm_settings", None) or {}).get(a) or {})
        if got is not None:
            out[a] = got[0]
    if len(out) == len(arms):
        return out
    sweep = (getattr(c.r, "sweep", None) or {}).get("gpus") or {}
    if set(sweep) == set(arms):
        return {a: int(v[0]) for a, v in sweep.items()}
    return None


def _gpu_subset(c, k: int) -> tuple[int, frozenset[str]] | None:
    """"of the two-GPU layouts", "among the 2-GPU configurations", "of all the single-GPU setups" at ``k``: (its end,
    the arms whose declared GPU count is that number), or None: every arm declares a count, two arms or more have it."""
    if c.w(k) not in ("of", "among", "across") or not c.free(k):
        return None
    j = k + 1
    if c.w(j) == "all" and c.free(j):
        j += 1
    if c.w(j) != "the" or not c.free(j):
        return None
    j += 1
    t = c.r.toks[j] if j < c.i1 else None
    if t is None or not c.free(j):
        return None
    if t.kind == "num":
        num = c.number(j)
        if num is None or num[1] or num[2] != 1 or num[0] < 1:
            return None
        n = int(num[0])
    elif c.w(j) in _COUNT_WORDS:
        n = _COUNT_WORDS[c.w(j)]
    else:
        return None
    if c.w(j + 1) != "gpu" or c.w(j + 2) not in _SUBSET_NOUNS or not (c.free(j + 1) and c.free(j + 2)):
        return None
    counts = _gpu_counts(c)
    if counts is None:
        return None
    arms = frozenset(a for a, v in counts.items() if v == n)
    return (j + 3, arms) if len(arms) >= 2 else None


#: the superlatives of speed: measured in the metric a "by" / "on" / "in" phrase names after them, else the speed
_SPEED_SUPER = frozenset({"fastest", "slowest", "quickest"})


def _metric_after(c, j: int) -> tuple[int, str, str | None] | None:
    """Production superlative_by -- "by request throughput", "on mean TTFT", "in output tok/s" at ``j`` after a speed
    superlative's arm noun: (the index after the metric, the metric, its statistic or None), else None."""
    if c.w(j) not in ("by", "on", "in") or not c.free(j):
        return None
    stat, k = c._statistic_before_metric(j + 1)
    m = c.metric_named(k)
    if not m:
        return None
    return k + m[0], m[1], stat


def read(c, i: int) -> int:
    """At token ``i`` ("the"): a superlative among all arms; the tokens read, or 0."""
    if c.w(i) != "the" or not c.free(i) or len(c.r.all_arms) < 2:
        return 0
    w = c.w(i + 1)
    if w not in _SUPER or not c.free(i + 1):
        return 0
    if c.negated or any(c.w(k) in NEGATIONS or c.w(k).endswith("n't") for k in range(c.i0, c.i1)):
        return 0
    if w in ("fastest", "slowest", "quickest") and c.free(i + 2) and (
            c.w(i + 2) in SUPERLATIVE_ARM_NOUNS or c.w(i + 2) in SUPERLATIVE_ENGINE_NOUNS and _engines_are_arms(c)):
        # production: superlative_engine -- "TGI is the slowest engine on mean end-to-end latency": the engines are
        # the arms
        return _arm_noun(c, i, w)
    j = i + 2
    stat, j = c._statistic_before_metric(j)
    m = c.metric_named(j)
    metric = None
    if m:
        metric = m[1]
        j += m[0]
    elif stat is not None:
        return 0
    # production: superlative_subset -- "of the two-GPU layouts": the arms of that GPU count
    sub = _gpu_subset(c, j)
    if sub is None and c.w(c.i0) in ("of", "among", "across") and (fs := _gpu_subset(c, c.i0)) is not None \
            and c.w(fs[0]) == "," and c.free(fs[0]):
        sub = fs
    among = sub[1] if sub is not None else frozenset(c.r.all_arms)
    if len(among) < (2 if sub is not None else 3):
        return 0
    end = sub[0] if sub is not None and sub[0] > j else _scope(c, j) if sub is None else 0
    front = 0
    if not end and c.w(c.i0) in ("of", "among", "across"):
        # "Of the three, C has the lowest TTFT", "Among all three setups, ...", "Of the two-GPU layouts, ..."
        front = sub[0] if sub is not None else _scope(c, c.i0)
        if not front or c.w(front) != "," or not c.free(front):
            return 0
        end = j
    elif not end:
        return 0
    if metric is None and (c.w(end) in ("on", "in", "for") or c.w(end) == "by" and w in _SPEED_SUPER) \
            and c.free(end):
        st2, k = c._statistic_before_metric(end + 1)
        m2 = c.metric_named(k)
        if m2:
            # "the best of the three on TTFT"; production superlative_by: "the fastest of the three by request
            # throughput" (a speed word measured in the metric after "by")
            metric, stat, end = m2[1], st2, k + m2[0]
    lead = _metric_lead(c, i) if metric is None and stat is None and not front else None
    if lead is not None:
        # production: superlative_apposed -- "TGI's P99 TTFT hit 411 ms, the highest of the three" (the value's
        # metric and statistic); production: superlative_subject -- "TGI's P99 TTFT was the highest of the three"
        metric, stat = lead[1], lead[2]
    tail = _value_tail(c, end, metric)
    if lead is not None and lead[3] is not None:
        if tail is not None:
            return 0  # "411 ms, the highest of the three at 411 ms": two values of the subject
        if c.w(lead[0]) == "(" and not (c.w(end) == ")" and c.free(end)):
            return 0  # "411 ms (the highest of the three": the parenthesis goes on
    if tail is not None and metric is None:
        if w not in ("fastest", "slowest", "quickest") or tail[1] != "rate":
            return 0  # "the fastest of the three at 20 ms": the speed is no duration
        metric = tail[5]  # "the fastest of the three at 960 tok/s": faster in the value's own metric
    if metric is None and w not in ("fastest", "slowest", "quickest"):
        return 0  # "the best of the three": best at what?
    after = tail[0] if tail is not None else end
    better = w in ("fastest", "quickest", "best") or (
        metric is not None and w in ("highest", "largest", "greatest", "lowest", "shortest", "smallest")
        and (True if metric == SPEED else HIGHER_IS_BETTER.get(metric)) is (w in ("highest", "largest", "greatest")))
    vs = _against(c, after, metric, tail[1], among, stat, better) if tail is not None else None
    if c.w(after) not in ("", ".", ",", ";", "!", ")") and after < c.i1:
        return 0
    named = set()
    for k in range(c.i0, c.i1):
        if vs is not None and k in vs[2]:
            continue  # the other arms' values ("against 1.34 s for B"): not the subject
        a = c.arm_at(k) if c.r.toks[k].kind == "arm" else None
        if a is not None:
            if a.arm is None or len(a.arms) != 1:
                return 0  # an ambiguous arm phrase: whose superlative?
            named.add(a.arm)
    if len(named) != 1 or not named <= among:
        return 0  # the subject is the one arm the clause names (one of the subset's)
    subject = next(iter(named))
    if lead is not None and lead[3] is not None and lead[3].arm is not None and lead[3].arm != subject:
        return 0  # the value before is another arm's own
    sense = SENSE[_SUPER[w]]
    for b in sorted(set(among) - {subject}):
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
        if vs is not None and all(v.arm != subject for v in vs[1]):
            # production: superlative_against -- other arms' values after the subject's
            c.cores.extend(vs[1])
            for a in vs[2]:
                c.r.used[a] = "arm"
            end = vs[0]
    c.take(i, end)
    if front:
        c.take(c.i0, front + 1)
    if lead is not None and lead[3] is None:
        # the subject's metric phrase (read as the superlative's, no longer a metric the clause's values take) and
        # its copula: the words of the first direction
        c.items[:] = [it for it in c.items if not (it.kind == "metric" and it.i0 == lead[0] and it.i1 == i - 1)]
        c.take(i - 1, i)
        for x in c.cores:
            if x.kind == "direction" and x.i0 == i:
                x.i0 = lead[0]
    return end - i


def _metric_lead(c, i: int):
    """The metric a superlative at ``i`` ("the highest of the three") names no metric of its own takes from the words
    right before it: (first index, metric, statistic, the value's core or None), else None.

    * production superlative_apposed: after an opener (vocabulary.SUPERLATIVE_APPOSITION_OPENERS: ",", "(", a dash),
      one value read with its metric ends right before it ("TGI's P99 TTFT hit 411 ms, the highest of the three"): the
      superlative ranks that value among the arms' values of its metric and statistic (a pair's value, or one
      naming another arm than the clause's, is not read);
    * production superlative_subject: "[STAT] METRIC COPULA" right before it, its words free ("TGI's P99 TTFT was the
      highest of the three", "SGLang's mean TPOT is the lowest among all three engines")."""
    p = i - 1
    if p < c.i0 or not c.free(p):
        return None
    if c.w(p) in SUPERLATIVE_APPOSITION_OPENERS:
        vals = [x for x in c.cores if x.kind in ("duration", "rate") and max(x.i1, x.span_end) == p]
        if len(vals) != 1 or vals[0].pair or getattr(vals[0], "against", False):
            return None
        v = vals[0]
        if v.metric:
            return p, v.metric, v.statistic, v
        # the value's metric is bound after the scan: the clause's one metric phrase, before the value, is it
        named = [it for it in c.items if it.kind in ("metric", "stat", "topic") and c.i0 <= it.i0 < c.i1]
        if len(named) != 1 or named[0].kind != "metric" or not named[0].metric or named[0].i1 > v.i0 \
                or any(x.kind in ("duration", "rate") and x is not v for x in c.cores if c.i0 <= x.i0 < c.i1):
            return None
        return p, named[0].metric, named[0].statistic, v
    if c.w(p) not in CHANGE_COPULAS:
        return None
    named = [it for it in c.items if it.kind == "metric" and it.i1 == p and it.metric and not it.used]
    if len(named) != 1 or any(it.kind in ("metric", "stat", "topic") and it is not named[0] and c.i0 <= it.i0 < c.i1
                              for it in c.items):
        return None  # the clause's one metric phrase, right before the copula
    return named[0].i0, named[0].metric, named[0].statistic, None


#: what may open the subject's value after a superlative and its scope ("the lowest mean TTFT of the three at 20 ms",
#: "..., at 20 ms", "... (20 ms)", "..., 20 ms", "... with 20 ms")
_TAIL_OPENERS = (("at",), ("with",), (",", "at"), (",",), ("(",))


def _hedged_value(c, j: int):
    """A number as written at ``j``, not negative, a hedge before it at most ("about 20 ms", "~1.3 s"): (the index
    after the number, the hedge, the number as ``c.number`` gives it, the unit right after it as ``c.unit_at`` gives
    it, or None), else None."""
    hedge = ""
    if c.free(j) and c.w(j) in HEDGES:
        hedge, j = HEDGES[c.w(j)], j + 1
    num = c.number(j)
    if num is None or num[0] < 0 or c.r.toks[j].kind != "num":
        return None
    j += num[2]
    return j, hedge, num, c.unit_at(j)


def _value_tail(c, k: int, metric: str | None, after: tuple[str, ...] = ()):
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
    n0 = k + len(opener)
    got = _hedged_value(c, n0)
    if got is None:
        return None
    j, hedge, num, u = got
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
    if j < c.i1 and c.w(j) not in ("", ".", ";", "!", ",", ")") + after:
        return None
    if opener == (",",) and c.w(j) == "," and not ((c.w(j + 1) in _AGAINST or c.seq(j + 1, ("ahead", "of")))
                                                   and c.free(j + 1)):
        return None  # ", 20 ms, ...": a list goes on (", 20 ms, against 50 ms for B": another arm's value)
    return j, u[1], num[0], num[1], hedge, u[2], u[3], n0


#: what opens another arm's value after the subject's (production superlative_against: "..., 0.46 s, against 1.34 s for
#: FCFS", "... (20 ms), versus 50 ms on B")
_AGAINST = frozenset({"against", "versus", "vs"})
_AGAINST_PREPS = frozenset({"for", "on", "with", "from", "in"})


def _against(c, k: int, metric: str | None, kind: str, among, stat: str | None = None,
             better: bool = False) -> tuple[int, list[Core], list[int]] | None:
    """Production superlative_against: right after the subject's value at ``k``, ending the clause, other arms'
    values of the same metric in the value's unit kind, each arm one of those compared (not the subject, none twice):
    ", against 1.34 s for B" / ", versus 50 ms on B" / ", against 3.93 s for B and 6.27 s for C" (VALUE PREP ARM,
    joined by "," / "and" / ", and"), or, after a superlative of the metric's better direction (``better``: "the
    highest throughput", "the lowest TTFT", "the fastest"), ", ahead of the B (1.87 req/s) and the C (0.85 req/s)"
    ("the"? ARM "(" VALUE ")" joined the same way): (end, the values' cores, the arms' token indexes), else None."""
    if not (c.w(k) == "," and c.free(k)):
        return None
    if c.seq(k + 1, ("ahead", "of")) and c.free(k + 1) and c.free(k + 2):
        if not better:
            return None  # "the lowest throughput ..., ahead of B": ahead in what?
        j, ahead = k + 3, True
    elif c.w(k + 1) in _AGAINST and c.free(k + 1):
        j, ahead = k + 2, False
        if c.w(j) == "." and c.free(j):
            j += 1  # "vs."
    else:
        return None
    vals: list[Core] = []
    arms: list[int] = []
    v0 = k + 1  # a value's words: from its opener ("against", "ahead") or joiner
    last = ""  # the last joiner's last word
    while True:
        if ahead:
            if c.w(j) == "the" and c.free(j):
                j += 1
            a = c.arm_at(j)
            if a is None or not (c.w(j + 1) == "(" and c.free(j + 1)):
                return None
            at = j
            got = _hedged_value(c, j + 2)
        else:
            got = _hedged_value(c, j)
        if got is None:
            return None
        j, hedge, num, u = got
        if u is None or u[1] != kind or (kind == "rate" and u[2] != metric and metric != SPEED):
            return None
        j += u[0]
        if ahead:
            if not (c.w(j) == ")" and c.free(j)):
                return None
            e = j + 1
        else:
            if not (c.w(j) in _AGAINST_PREPS and c.free(j)):
                return None
            at = j + 1 + (c.w(j + 1) == "the" and c.free(j + 1))
            a = c.arm_at(at)
            e = at + 1
        if a is None or a.arm is None or len(a.arms) != 1 or a.arm not in among or at in arms \
                or any(v.arm == a.arm for v in vals):
            return None
        val = Core(u[1], v0, j, value=num[0], decimals=num[1], hedge=hedge, metric=metric,
                   statistic=stat, scale=u[3])
        val.arm, val.arm_amb, val.span_end = a.arm, (a.arm,), e
        val.against = True  # type: ignore[attr-defined]  # B's own value by its frame: never held against the subject
        vals.append(val)
        arms.append(at)
        sep = 2 if c.seq(e, (",", "and")) else 1 if c.w(e) in (",", "and") else 0
        if sep and all(c.free(x) for x in range(e, e + sep)) and e + sep < c.i1:
            v0, j, last = e, e + sep, c.w(e + sep - 1)
            continue
        if e < c.i1 and c.w(e) not in ("", ".", ";", "!"):
            return None
        if len(vals) > 1 and last != "and":
            return None  # "against 3.9 s for B, 6.3 s for C": a list ends with "and"
        return e, vals, arms


def _engines_are_arms(c) -> bool:
    """Every arm of the witness declares its own engine (grammar.arm_declarations' "engine": the arm's, its settings',
    else the witness's), each another one (vocabulary.engine_of), two arms or more: "the slowest engine" is one of
    the arms."""
    arms = list(c.r.all_arms)
    decl = getattr(c.r, "arm_settings", None) or {}
    engines = [engine_of((decl.get(a) or {}).get("engine")) for a in arms]
    return len(arms) >= 2 and all(engines) and len(set(engines)) == len(arms)


def _arm_noun(c, i: int, w: str) -> int:
    """At "the fastest arm" (production superlative_arm): "The fastest arm (c=32) reached 3.75 req/s", "c32 is the
    fastest configuration", "the slowest setup, c1, ...", "The fastest configuration (c=32) at 3.75 req/s": the
    clause's one arm (in parentheses or between commas right after the noun, else named elsewhere in the clause) is
    faster (slower) than each other arm of the witness, in the speed (the request throughput), or in the metric of a
    rate right after it ("at 960 tok/s"). The noun names an arm of this experiment (vocabulary.SUPERLATIVE_ARM_NOUNS:
    arm, configuration, setup, run, variant ...; never "system", which may mean every one there is; "engine", "backend",
    "framework" only where every arm declares its own engine, each another one: production superlative_engine)."""
    j = i + 3
    inner = None
    if c.w(j) in ("(", ",") and c.free(j):
        a = c.arm_at(j + 1)
        close = ")" if c.w(j) == "(" else ","
        if a is not None and a.arm is not None and len(a.arms) == 1 and c.w(j + 2) == close and c.free(j + 2):
            inner, j = j + 1, j + 3
    metric, stat = SPEED, None
    named_metric = _metric_after(c, j)
    if named_metric is not None:
        # "the fastest variant by request throughput", "the slowest setup on mean TTFT": faster in that metric
        j, metric, stat = named_metric
    tail = _value_tail(c, j, metric) if inner is not None or named_metric is not None or c.w(j) in ("at", "with") \
        else None
    if tail is not None and named_metric is None:
        metric = tail[5]
    elif tail is not None and tail[1] == "rate" and tail[5] != metric:
        return 0  # "the fastest setup by request throughput at 960 tok/s": the value of another metric
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
                 statistic=stat, word=_SUPER[w])
        k.span_end = end
        k.baseline, k.baseline_amb = b, (b,)
        c.cores.append(k)
    if tail is not None:
        t_end, kind, v, d, hedge, _m, scale, n0 = tail
        val = Core(kind, n0, t_end, value=v, decimals=d, hedge=hedge, metric=metric, statistic=stat, scale=scale)
        val.arm, val.arm_amb, val.span_end = subject, (subject,), t_end
        c.cores.append(val)
    if inner is not None:
        c.take(i, inner)  # the arm itself stays free: the clause's subject
        c.take(inner + 1, end)
    else:
        c.take(i, end)
    return end - i


def _rank_item(c, k: int, metric: str | None):
    """One arm of a ranking at ``k``, with its value after it or not ("SGLang (27 ms)", "the vLLM arm at 35 ms",
    "vLLM"): (arm, arm token index, value tail or None, end) or None."""
    j = c.skip_the(k)
    a = c.arm_at(j)
    if a is None or a.arm is None or len(a.arms) != 1:
        return None
    end = j + 1 + (c.w(j + 1) == "arm" and c.free(j + 1))
    tail = _value_tail(c, end, metric, ("and", "followed", "then")) if c.w(end) in ("(", "at", "with") else None
    return a.arm, j, tail, (tail[0] if tail is not None else end)


def _rank_lead(c, i: int):
    """The ranking's first place at ``i``: "[STAT] METRIC [STAT] COPULA SUPERLATIVE PREP ARM", "ARM (COPULA | HAVE)
    the SUPERLATIVE [STAT] METRIC", "ARM COPULA (the)? fastest / slowest": (superlative, statistic, metric, the
    first arm's item (as _rank_item), the index of the superlative) or None."""
    j = c.skip_the(i)
    stat, k = c._statistic_before_metric(j)
    m = c.metric_named(k)
    if m:  # "TPOT is lowest on TensorRT-LLM (23 ms)"
        metric, k = m[1], k + m[0]
        if stat is None and (s2 := c.phrase(k, STAT_PHRASES)):
            stat, k = s2[1], k + s2[0]
        if c.w(k) not in CHANGE_COPULAS or not c.free(k):
            return None
        k += 1
        if c.w(k) == "the" and c.free(k):
            k += 1
        w = c.w(k)
        if w not in _SUPER or not c.free(k) or c.w(k + 1) not in RANK_ARM_PREPS or not c.free(k + 1):
            return None
        item = _rank_item(c, k + 2, metric)
        return (w, stat, metric, item, k) if item is not None else None
    a = c.arm_at(j)
    if stat is not None or a is None or a.arm is None or len(a.arms) != 1:
        return None
    k = j + 1 + (c.w(j + 1) == "arm" and c.free(j + 1))
    if not c.free(k) or c.w(k) not in CHANGE_COPULAS | RANK_HAVE_VERBS:
        return None
    k += 1
    if c.w(k) == "the" and c.free(k):
        k += 1
    w = c.w(k)
    if w not in _SUPER or not c.free(k):
        return None
    stat, q = c._statistic_before_metric(k + 1)
    m = c.metric_named(q)
    metric = None
    if m:  # "TensorRT-LLM has the lowest mean TPOT (23 ms)"
        metric, q = m[1], q + m[0]
    elif stat is not None or w not in ("fastest", "slowest", "quickest"):
        return None  # "the best": at what?
    tail = _value_tail(c, q, metric, ("and", "followed", "then")) if c.w(q) in ("(", "at", "with") else None
    return w, stat, metric, (a.arm, j, tail, tail[0] if tail is not None else q), k


def ranking(c, i: int) -> int:
    """Production: superlative_ranking -- "TPOT is lowest on TensorRT-LLM (23 ms), followed by SGLang (27 ms) and vLLM
    (35 ms)", "TensorRT-LLM has the highest output throughput (2,100 tok/s), then SGLang (1,650 tok/s), then vLLM
    (1,200 tok/s)", "TensorRT-LLM is the fastest, followed by SGLang and vLLM": a superlative and its arm, then
    "followed by" (or "then") and every other arm of the witness in rank order. Each place is a direction of the
    metric against the next ("lower TPOT than SGLang", "SGLang lower than vLLM"): all must hold, so a misordered rank is
    contradicted; a value after an arm (all of them, or none) is that arm's own, and the stated values must follow the
    rank (strictly), else the clause's words are taken and read nothing (unread: never net-true, never false). Read
    only as the whole clause, with every arm of the witness named once (two or more), no negation; "fastest" /
    "slowest" with no metric: the speed, or the metric of rate values; a duration with it is not read."""
    if c.negated or len(c.r.all_arms) < 2:
        return 0
    if i != c.i0 and any(c.r.toks[x].kind == "arm" and not c.r.used[x] for x in range(c.i0, i)):
        return 0
    lead = _rank_lead(c, i)
    if lead is None:
        return 0
    w, stat, metric, first, ksup = lead
    k = first[3]
    joined = None
    for words in RANK_FOLLOW_LEADS:
        if c.seq(k, words):
            joined = words
            break
    if joined is None:
        return 0
    then = "then" in joined
    items = [first]
    k += len(joined)
    while True:
        it = _rank_item(c, k, metric)
        if it is None:
            return 0
        items.append(it)
        k = it[3]
        nxt = next((s for s in (RANK_THEN_JOINERS if then else RANK_LIST_JOINERS) if c.seq(k, s)
                    and _rank_item(c, k + len(s), metric) is not None), None)
        if nxt is None:
            break
        k += len(nxt)
    if k < c.i1 and c.w(k) not in (".", ";", "!"):
        return 0
    if any(c.w(x) in NEGATIONS or c.w(x).endswith("n't") for x in range(c.i0, c.i1)):
        return 0
    arms = [it[0] for it in items]
    if len(set(arms)) != len(arms) or set(arms) != set(c.r.all_arms):
        return 0  # every arm once: a place among all of them
    tails = [it[2] for it in items]
    if any(t is None for t in tails) and any(t is not None for t in tails):
        return 0  # a value for some places only
    valued = tails[0] is not None
    if valued:
        units = {(t[1], t[5]) for t in tails}
        if len(units) != 1:
            return 0
        if metric is None:
            if w not in ("fastest", "slowest", "quickest") or tails[0][1] != "rate":
                return 0  # "the fastest (20 ms)": the speed is no duration
            metric = tails[0][5]
    sense = SENSE[_SUPER[w]]
    if valued:
        hib = HIGHER_IS_BETTER.get(metric)
        up = sense == "up" if sense in ("up", "down") else (None if hib is None else (sense == "better") == hib)
        vals = [t[2] * t[6] for t in tails]
        end = k
        if up is None:
            return 0
        if not all((a > b) if up else (a < b) for a, b in zip(vals, vals[1:])):
            c.take(i, end)  # the values against the rank: a misordered list, its words stay unread
            return end - i
    made = []
    for a, b in zip(items, items[1:]):
        core = Core("direction", a[1], b[3], sense=sense, value=Decimal(1), metric=metric, statistic=stat,
                    word=_SUPER[w])
        core.arm, core.arm_amb = a[0], (a[0],)
        core.baseline, core.baseline_amb = b[0], (b[0],)
        core.span_end = b[3]
        made.append(core)
    for it in items:
        if it[2] is not None:
            t_end, kind, v, d, hedge, _m, scale, n0 = it[2]
            val = Core(kind, n0, t_end, value=v, decimals=d, hedge=hedge, metric=metric, statistic=stat, scale=scale)
            val.arm, val.arm_amb, val.span_end = it[0], (it[0],), t_end
            made.append(val)
    made[0].i0 = i  # the lead's words (the metric, the verb, the superlative) are the first place's
    c.cores += made
    c.take_arms_rest([it[1] for it in items], i, k)
    return k - i


def top_group(c, i: int) -> int:
    """Production: superlative_group -- "vLLM and SGLang are the slowest two", "TensorRT-LLM and SGLang are the two
    fastest engines", "SGLang and TensorRT-LLM are the two fastest of the three", "A and B are the fastest two on mean
    TTFT": at the clause's start, two arms or more joined by "," / "and", a copula, "the", the count of those arms
    and "fastest" / "slowest" / "quickest" (either order), an arm noun or "of the N" (N the witness's count of arms)
    at most, and "on / in / for [STAT] METRIC" at most, to the clause's end. Each named arm is faster (slower) than
    each arm of the witness not named, in the speed or the metric named: all must hold (one contradicted is false).
    Read only where the count is the number of arms named and fewer than the witness's arms; never under a
    negation."""
    if c.negated or len(c.r.all_arms) < 3:
        return 0
    if i != c.i0 and not all(c.r.used[x] for x in range(c.i0, i)):
        return 0
    arms: list[tuple[str, int]] = []
    k = i
    while True:
        j = c.skip_the(k)
        a = c.arm_at(j)
        if a is None or a.arm is None or len(a.arms) != 1 or a.arm in [x for x, _ in arms]:
            return 0
        arms.append((a.arm, j))
        k = j + 1 + (c.w(j + 1) == "arm" and c.free(j + 1))
        if c.seq(k, (",", "and")):
            k += 2
        elif c.seq(k, ("and",)) or c.seq(k, (",",)):
            k += 1
        else:
            break
    if len(arms) < 2 or c.w(k) not in ("are", "were") or not c.free(k) or c.w(k + 1) != "the" or not c.free(k + 1):
        return 0
    k += 2
    num = c.number(k)
    w = c.w(k + 1) if num is not None else c.w(k)
    if num is None:
        num = c.number(k + 1)
        if num is None or w not in _GROUP_SUPER or not c.free(k):
            return 0
        k += 2
    else:
        if w not in _GROUP_SUPER or not c.free(k + 1):
            return 0
        k += 2
    if num[1] or num[0] != len(arms) or len(arms) >= len(c.r.all_arms):
        return 0  # "the two fastest" of two named arms, and arms left over
    if c.w(k) in _ARM_NOUNS and c.free(k):
        k += 1
    scope = _scope(c, k)
    if scope:
        k = scope
    metric = stat = None
    if c.w(k) in ("on", "in", "for") and c.free(k):
        st, q = c._statistic_before_metric(c.skip_the(k + 1))
        m = c.metric_named(q)
        if not m:
            return 0
        metric, stat, k = m[1], st, q + m[0]
    if k < c.i1 and c.w(k) not in (".", ";", "!"):
        return 0
    if any(c.w(x) in NEGATIONS or c.w(x).endswith("n't") for x in range(c.i0, c.i1)):
        return 0
    sense = SENSE[_SUPER[w]]
    named = [x for x, _ in arms]
    for x, _kx in arms:
        for b in sorted(set(c.r.all_arms) - set(named)):
            core = Core("direction", i, k, sense=sense, value=Decimal(1), metric=metric, statistic=stat,
                        word=_SUPER[w])
            core.arm, core.arm_amb = x, (x,)
            core.baseline, core.baseline_amb = b, (b,)
            core.span_end = k
            c.cores.append(core)
    c.take_arms_rest([kx for _x, kx in arms], i, k)
    return k - i


#: the superlatives of a group of arms ("the slowest two"): the speed's alone
_GROUP_SUPER = frozenset({"fastest", "slowest", "quickest"})


def top_place(c, i: int) -> int:
    """Production: top_place -- "SGLang came out on top in request throughput", "SGLang ranks first on mean TTFT among
    the three engines", "TGI came last in output throughput (366 tok/s)", "SGLang leads on request throughput": at the
    clause's one arm, a phrase of first or last place (vocabulary.TOP_PLACE_PHRASES), "on / in / by / for [the] [STAT]
    METRIC", a scope at most ("among the three engines": its number the witness's count of arms) and the subject's value
    at most, to the clause's end. The arm is better (worse) than each other arm of the witness in that metric (all must
    hold; one contradicted is false). Not read with no metric ("SGLang comes out on top": in what?), two arms or more
    only, never under a negation."""
    if c.negated or len(c.r.all_arms) < 2:
        return 0
    a = c.arm_at(i)
    if a is None or a.arm is None or len(a.arms) != 1:
        return 0
    j = i + 1 + (c.w(i + 1) == "arm" and c.free(i + 1))
    words = next((p for p in TOP_PLACE_PHRASES if c.seq(j, p)), None)
    if words is None:
        return 0
    sense = TOP_PLACE_PHRASES[words]
    k = j + len(words)
    scope = _scope(c, k)
    if scope:
        k = scope
    if c.w(k) not in TOP_PLACE_PREPS or not c.free(k):
        return 0
    stat, q = c._statistic_before_metric(c.skip_the(k + 1))
    m = c.metric_named(q)
    if not m:
        return 0
    metric, k = m[1], q + m[0]
    if not scope and (s2 := _scope(c, k)):
        k = s2  # "ranks first on mean TTFT among the three engines"
    tail = _value_tail(c, k, metric)
    end = tail[0] if tail is not None else k
    if end < c.i1 and c.w(end) not in (".", ";", "!"):
        return 0
    if any(c.w(x) in NEGATIONS or c.w(x).endswith("n't") for x in range(c.i0, c.i1)):
        return 0
    if any(c.r.toks[x].kind == "arm" and x != i for x in range(c.i0, c.i1)):
        return 0  # the clause's one arm: "SGLang leads vLLM on ..." is another frame
    word = "better" if sense == "better" else "worse"
    for b in sorted(set(c.r.all_arms) - {a.arm}):
        core = Core("direction", j, k, sense=SENSE[word], value=Decimal(1), metric=metric, statistic=stat, word=word)
        core.arm, core.arm_amb = a.arm, (a.arm,)
        core.baseline, core.baseline_amb = b, (b,)
        core.span_end = k
        c.cores.append(core)
    if tail is not None:
        t_end, kind, v, d, hedge, _m, scale, n0 = tail
        val = Core(kind, n0, t_end, value=v, decimals=d, hedge=hedge, metric=metric, statistic=stat, scale=scale)
        val.arm, val.arm_amb, val.span_end = a.arm, (a.arm,), t_end
        c.cores.append(val)
    c.take_arms_rest([i], i, end)
    return end - i



#: production superlative_bare: the words between a sentence-initial superlative's metric and its arm ("The lowest p99
#: ITL belonged to SGLang", "The fastest TTFT p50 was TP=2", "The highest throughput came from vLLM")
_BARE_TO = (("belonged", "to"), ("belongs", "to"), ("went", "to"), ("goes", "to"), ("came", "from"), ("comes", "from"),
            ("is",), ("was",))
#: the preposition an arm named by its setting or place takes after the copula ("The highest request throughput was at
#: concurrency 16", "The lowest TTFT p50 was with prefix caching on", "... was on the H100"): longest first
_BARE_TO_PREP = tuple((cop, prep) for cop in ("is", "was") for prep in ("at", "with", "on", "under", "using"))
#: the metrics a superlative names with no statistic and no scope and still ranks the arms: one number per arm (a
#: run's throughput or wall time), never a per-request quantity ("the lowest TTFT": of one request, or of an arm?)
_ARM_LEVEL = frozenset(AGGREGATES) | {SPEED}


def _ranked_metric(c, j: int):
    """A metric at ``j`` that ranks the arms without a scope: [STAT] METRIC [STAT], one statistic at most and a
    statistic required unless the metric is one number per arm (_ARM_LEVEL): (end, metric, statistic), else None."""
    stat, k = c._statistic_before_metric(j)
    m = c.metric_named(k)
    if not m or not all(c.free(x) for x in range(j, k + m[0])):
        return None
    k += m[0]
    if stat is None and (s2 := c.phrase(k, STAT_PHRASES)) is not None and all(c.free(x) for x in range(k, k + s2[0])):
        stat, k = s2[1], k + s2[0]  # "TTFT p50"
    if stat is None and m[1] not in _ARM_LEVEL:
        return None
    return k, m[1], stat


def bare(c, i: int) -> int:
    """Production superlative_bare: a superlative with no scope phrase, of a metric that has one value per arm (a
    statistic named, or a throughput / wall time), ranks all the witness's arms (two or more): the subject arm against
    each other arm, one direction each, all must hold.

    * ARM (RANK_HAVE_VERB | COPULA) "the" SUPERLATIVE STAT? METRIC STAT? superlative_value? -- "TP=2 had the fastest
      TTFT p50", "vLLM had the highest output throughput", "SGLang has the lowest p99 ITL", "vLLM had the highest
      output throughput at 1,420 tok/s" (the subject's own value, as superlative_value reads it after a scope);
    * "the" SUPERLATIVE STAT? METRIC STAT? ("belonged to" | "went to" | "came from" | COPULA) "the"? ARM, opening the
      clause -- "The lowest p99 ITL belonged to SGLang", "The fastest TTFT p50 was TP=2";
    * SUPERLATIVE STAT? METRIC STAT? ":" "the"? ARM, the whole clause -- "Best throughput: TensorRT-LLM".

    Each form is the whole clause (a value after it, another arm or any other word: not read); never negated. A
    metric of one request each with no statistic ("the lowest TTFT": one request's, or an arm's?) is not read."""
    if len(c.r.all_arms) < 2 or c.negated or any(c.w(k) in NEGATIONS or c.w(k).endswith("n't")
                                                  for k in range(c.i0, c.i1)):
        return 0
    lead = c.w(i) == "the" and c.free(i)
    s = i + 1 if lead else i
    w = c.w(s)
    if w not in _SUPER or not c.free(s):
        return 0
    got = _ranked_metric(c, s + 1)
    if got is None:
        return 0
    end, metric, stat = got

    def ends(k: int) -> bool:
        return k >= c.i1 or c.w(k) in ("", ".", ";", "!") and k + 1 >= c.i1

    subject_at = None
    tail = _value_tail(c, end, metric) if lead else None
    if tail is not None and (c.w(tail[0]) not in ("", ".", ";", "!") or not ends(tail[0])):
        tail = None  # the subject's own value ends the clause (no other arm's after it)
    if lead and i - 1 >= c.i0 and (c.w(i - 1) in RANK_HAVE_VERBS or c.w(i - 1) in CHANGE_COPULAS) and c.free(i - 1) \
            and i - 2 >= c.i0 and c.r.toks[i - 2].kind == "arm" and (ends(end) or tail is not None):
        # "TP=2 had the fastest TTFT p50"; production superlative_value: "... at 40 ms", "(40 ms)", ", 40 ms"
        subject_at, first, last = i - 2, i - 1, tail[0] if tail is not None and not ends(end) else end
        if i - 3 >= c.i0 and not (i - 3 == c.i0 and c.w(i - 3) == "the" and c.free(i - 3)):
            return 0  # the arm opens the clause ("the"? at most)
    elif i == c.i0 or (i - 1 == c.i0 and c.w(c.i0) in ("and", "but") and c.free(c.i0)):
        tails = _BARE_TO_PREP + _BARE_TO if lead else ((":",),)
        tail = next((t for t in tails if c.seq(end, t) and all(c.free(x) for x in range(end, end + len(t)))), None)
        if tail is None:
            return 0
        q = c.skip_the(end + len(tail))
        if q >= c.i1 or c.r.toks[q].kind != "arm" or not ends(q + 1):
            return 0
        subject_at, first, last = q, i, q + 1
    else:
        return 0
    a = c.arm_at(subject_at)
    if a is None or a.arm is None or len(a.arms) != 1:
        return 0
    subject = a.arm
    if any(c.r.toks[k].kind == "arm" and k != subject_at for k in range(c.i0, c.i1)):
        return 0  # one arm named: the subject
    sense = SENSE[_SUPER[w]]
    for b in sorted(set(c.r.all_arms) - {subject}):
        k = Core("direction", s, end, sense=sense, value=Decimal(1), metric=metric, statistic=stat, word=_SUPER[w])
        k.span_end = subject_at if subject_at > end else end  # "belonged to", "was": the words up to the arm
        k.arm, k.arm_amb = subject, (subject,)
        k.baseline, k.baseline_amb = b, (b,)
        c.cores.append(k)
    if subject_at < i and last > end:
        t_end, kind, v, d, hedge, _m, scale, n0 = tail
        val = Core(kind, n0, t_end, value=v, decimals=d, hedge=hedge, metric=metric, statistic=stat, scale=scale)
        val.arm, val.arm_amb, val.span_end = subject, (subject,), t_end
        c.cores.append(val)
    if first < subject_at:
        c.take(first, subject_at)
    c.take(i if lead else s, min(last, subject_at) if subject_at > i else last)
    return max(last, end) - i
