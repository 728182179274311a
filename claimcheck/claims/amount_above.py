"""A percent said above or below an arm, with no "than" (production: amount_above -- claimcheck/claims/grammar.lark).

"Request throughput with LMCache reaches 5.4 req/s, 80% above GPU-only", "TTFT 25% below the baseline",
"LMCache's request throughput is 80% above GPU-only", "FP8's throughput is 50% over BF16": "N% above X" (or "over X")
is "N% higher than X", "N% below X" is "N% lower than X" (a percent change against the arm named right after the word, as "N% more than X" reads). Read only
where an arm comes right after "above" / "below" ("the"/"that of" allowed), never where the percent is the value of
a fraction metric named before it ("a hit rate 20% above X": percent or points?), never with a fraction metric
after the arm, and never where another metric than the arm's own follows the arm (the comparison's metric is the
clause's). The comparison is then bound as any other: with three or more arms it names its two arms (the subject
and the arm after the word); with one arm named it is not graded.
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.cores import Core, Item
from claimcheck.claims.vocabulary import CHANGE_COPULAS, FRACTIONS

#: "over" as "above" (production amount_above): "FP8's throughput is 50% over BF16" -- only after a copula ("is 50% over
#: X"): after a verb or beside a direction word "N% over X" may restate a change against X ("cuts TTFT 60% over X",
#: "60% lower, 60% over X"), which the change's own production reads
_SENSE = {"above": "up", "below": "down", "over": "up"}


def read(c, i: int, n: int, v: Decimal, d: int, rel: str, hedge: str) -> int:
    """At token ``n``, right after "N%" (which starts at ``i``): "above X" / "below X". Returns the tokens read from
    ``i``, or 0."""
    w = c.w(n)
    if w not in _SENSE or not c.free(n):
        return 0
    if w == "over" and not (i > c.i0 and c.w(i - 1) in CHANGE_COPULAS and c.free(i - 1)):
        return 0  # "delivers 50% over X", "60% lower, 60% over X": not read here
    if c._fraction_before(i):
        return 0  # "the hit rate is 20% above X": a percent value of the fraction, or points? not read
    j = n + 1
    if c.seq(j, ("that", "of")) and c.free(j) and c.free(j + 1):
        j += 2  # "80% above that of GPU-only"
    j = c.skip_the(j)
    a = c.arm_at(j)
    if a is None:
        return 0
    end = j + 1 + (c.w(j + 1) == "arm" and c.free(j + 1))
    metric = None
    m = c.metric_phrase(end)
    if m:
        if m[1] in FRACTIONS:
            return 0
        metric = m[1]
        end += m[0]
    core = Core("pct_change", i, n + 1, value=v, decimals=d, relation=rel, hedge=hedge, sense=_SENSE[w], word=w)
    core.span_end = n + 1
    c.take(i, n + 1)
    c.cores.append(core)
    c.take(n, end)
    c.r.used[j] = "arm"
    c.items.append(Item("binder", n, end, arm=a.arm, arms=a.arms, metric=metric))
    return end - i
