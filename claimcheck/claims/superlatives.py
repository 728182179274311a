"""A superlative said among all the witness's arms (production: superlative_all -- claimcheck/claims/grammar.lark).

"LMCache has the lowest TTFT of the three", "C has the highest request throughput of the three configurations",
"the lowest mean TTFT of all three setups", "the highest throughput among the three engines", "the fastest of the
three", "the best of the three on TTFT", and the scope fronted: "Of the three, C has the lowest TTFT": the subject's metric is lower (higher, better) than each other arm's. One direction per other arm, each
compared with the subject as "lower TTFT than B" is; all must hold (one contradicted is false).

Read only with a phrase that names all the arms ("of / among the three", "of / among all three <arms>", "of all
the <arms>", "of all <arms>"), where its number (if any) is the witness's count of arms, three or more (with two,
"the lower of the two" is a comparative the other constructs read), the metric named right after the superlative
(its statistic before it) or, for "fastest" / "slowest", no metric (the speed); never in a negated clause or after a
negation in it ("not the lowest of the three" denies which?), and never with a number ("the lowest TTFT, 300 ms"
is a value the other constructs read: the words stay apart).
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.cores import Core
from claimcheck.claims.vocabulary import NEGATIONS, SENSE

#: a superlative -> the comparative of the same sense
_SUPER = {"lowest": "lower", "highest": "higher", "fastest": "faster", "slowest": "slower", "best": "better",
          "worst": "worse", "shortest": "shorter", "longest": "longer", "smallest": "smaller", "largest": "larger",
          "greatest": "greater", "quickest": "faster"}
_ARM_NOUNS = frozenset({"arms", "configurations", "configs", "setups", "variants", "engines", "backends", "systems",
                        "servers", "frameworks", "methods", "options", "settings", "runs", "modes", "versions"})


def _scope(c, k: int) -> int:
    """"of the three", "among all three setups", "of all the configurations" at ``k``: its end, or 0."""
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
    if c.w(i) != "the" or not c.free(i) or len(c.r.all_arms) < 3:
        return 0
    w = c.w(i + 1)
    if w not in _SUPER or not c.free(i + 1):
        return 0
    if c.negated or any(c.w(k) in NEGATIONS or c.w(k).endswith("n't") for k in range(c.i0, c.i1)):
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
    if metric is None and w not in ("fastest", "slowest", "quickest"):
        return 0  # "the best of the three": best at what?
    if c.w(end) not in ("", ".", ",", ";", "!", ")") and end < c.i1:
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
    c.take(i, end)
    if front:
        c.take(c.i0, front + 1)
    return end - i
