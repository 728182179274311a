"""Q1 with failed requests (``ok: false``): does a comparison hold with every failure counted against the winner?

A failed request is left out of its arm's latencies and rates (as ``vllm bench serve`` leaves it out). Left out, it
can only flatter its arm: its slowest request dropped. So a comparison of two arms with failures is like for like only
where its direction holds with each arm's failures counted in the way that is WORST for the arm that wins as measured:

* the winner's failures count as **infinitely slow** requests in a latency (TTFT, end-to-end latency, TPOT, queue
  delay): a percentile (median, p90, ...) is then still a number where its rank stays below the failures (both
  definitions, numpy's linear interpolation and the nearest rank, are taken from the finite values only); a mean,
  std, max or total is infinite: no bound, the comparison is refused. An inter-token latency pools an unknown number
  of gaps per request: no bound;
* the winner's failures count as **zero-output work** in a rate (requests/s, output and total tokens/s): exactly how
  the rate already counts them (completed work over the arm's wall, a failure's recorded end inside it). A failure
  that ended quickly may also have lightened the winner's load, so a rate's winner may have **no more failures than
  the loser** (it carried at least as many requests to completion); or **a few** more (at most ``FEW``, 5% of its
  requests), each then charged back the load it shed: as if it had taken the arm's mean share of the wall per
  completed request and still produced nothing (the rate times completed / (completed + failed)); otherwise refused;
* the **loser's** failures stay left out: counted in, they could only make it worse and widen the gap.

The comparison stands only where, for every metric (and statistic) it is made in, the winner's worst-case value is
still strictly better than the loser's value as measured. A metric with no better direction, a value the rows do not
give, or a tie: refused. The stated values are checked as measured (completed requests) elsewhere; this decides only
whether the pair is like for like. ``bound`` returns Q1's detail (which failures there were, why the comparison
stands) or ``(None, why not)``.
"""

from __future__ import annotations

import math

from claimcheck.claims.statistics import Measurement, compute, measure, printed_count, request_ab_values
from claimcheck.claims.vocabulary import DISTRIBUTIONS, HIGHER_IS_BETTER

#: "a few failed requests": the most an arm's failures may be of its requests where a comparison is shown to stand
#: with them charged back (a rate's winner with more failures than the loser) or left out of both arms (the tasks both
#: completed: common_tasks)
FEW = 0.05
#: rates whose failures count as zero output (completed work over the wall)
RATES = frozenset({"throughput", "token_throughput", "total_token_throughput"})
#: latencies with one value per request, where a failure is one infinitely slow value (ITL pools many gaps: not here)
PER_REQUEST = frozenset(m for m in DISTRIBUTIONS if m != "itl")


def n_failed(ev, arm: str) -> int:
    """The arm's failed requests: its rows with ``ok: false``, or the failed count its client printed (a summary-only
    file: client-aggregate)."""
    if ev.kind == "client-aggregate":
        return printed_count(ev.arms[arm], "failed") or 0
    return sum(1 for r in ev.arms[arm].rows if r.get("ok") is False)


def n_requests(ev, arm: str) -> int:
    """The arm's requests, completed and failed: its rows, or the counts its client printed."""
    if ev.kind == "client-aggregate":
        return (printed_count(ev.arms[arm], "completed") or 0) + n_failed(ev, arm)
    return len(ev.arms[arm].rows)


def percentile_with_failures(values: list[float], k: int, statistic: str) -> tuple[float, float] | None:
    """The ``statistic`` (median / p50 / pNN) of ``values`` with ``k`` more values that are infinitely large, by
    numpy's linear interpolation and by the nearest rank (the median's is the lower of the two middle values'
    upper one: the ceil(n/2)-th), or None where either rank reaches a failure (then it is infinite)."""
    if statistic in ("median", "p50"):
        pct = 50.0
    elif statistic.startswith("p"):
        try:
            pct = float(statistic[1:])
        except ValueError:
            return None
        if not 0 < pct < 100:
            return None
    else:
        return None
    x = sorted(values)
    n, big = len(x), len(x) + k
    if not n:
        return None
    h = (big - 1) * pct / 100.0
    lo, hi = math.floor(h), math.ceil(h)
    rank = max(1, math.ceil(pct / 100.0 * big))  # the nearest rank, 1-based
    if hi > n - 1 or rank > n:
        return None
    linear = compute(x + [x[-1]] * k, statistic)  # the padding lies above every rank read: never used
    return linear, x[rank - 1]


def _worst(ev, arm: str, metric: str, statistic: str | None, other: str) -> tuple[float | None, str]:
    """The winner's value with its failures counted worst for it, and how; None where there is no bound."""
    k = n_failed(ev, arm)
    got = measure(ev, metric, statistic, arm)
    if not isinstance(got, Measurement):
        return None, f"{metric} of {arm} is not re-derived"
    if k == 0:
        return got.value, "as measured"
    if metric in RATES:
        if k <= n_failed(ev, other):
            return got.value, "its failures counted as zero-output work (as the rate counts them)"
        n = n_requests(ev, arm)
        if k > FEW * n:
            return None, (f"{arm} wins on {metric} with more failed requests ({k}) than {other} "
                          f"({n_failed(ev, other)}): a failure may have lightened its load")
        return got.value * (n - k) / n, (f"its {k} failed request(s) counted as zero-output work, each charged the "
                                         f"arm's mean share of the wall per completed request (the load it may have "
                                         f"shed)")
    if metric in PER_REQUEST and HIGHER_IS_BETTER.get(metric) is False and ev.kind == "request-ab" and statistic:
        vals = request_ab_values(metric, ev.arms[arm].rows)
        both = percentile_with_failures(vals, k, statistic) if isinstance(vals, list) else None
        if both is None:
            return None, (f"the {statistic} {metric} of {arm} is unbounded with its {k} failed request(s) counted as "
                          "infinitely slow")
        return max(both), f"its {k} failed request(s) counted as infinitely slow"
    return None, f"{statistic or ''} {metric} of {arm} has no bound with its failed requests counted in".strip()


def bound(ev, t: str, bl: str, metrics: set[str], stats: set[tuple[str, str | None]]) -> tuple[str | None, str]:
    """(Q1's detail, "") where ``t`` vs ``bl`` holds in every compared (metric, statistic) with each arm's failures
    counted worst for the arm that wins; else (None, why not)."""
    if not metrics:
        return None, "no metric was read, so the failures cannot be counted against the winner"
    wanted = set(stats) | {(m, None) for m in metrics if not any(x == m for x, _ in stats)}
    said: list[str] = []
    for m, st in sorted(wanted, key=lambda x: (x[0], x[1] or "")):
        hb = HIGHER_IS_BETTER.get(m)
        a, b = measure(ev, m, st, t), measure(ev, m, st, bl)
        if hb is None or not isinstance(a, Measurement) or not isinstance(b, Measurement) or a.value == b.value:
            return None, f"{(st + ' ') if st else ''}{m} has no winner to count the failures against"
        win, lose = (t, bl) if (a.value > b.value) == hb else (bl, t)
        lm = b if win == t else a
        # the loser at its best: a tail percentile by either definition (linear, nearest rank)
        lv = lm.value if lm.nearest_rank is None else (max if hb else min)(lm.value, lm.nearest_rank)
        wv, how = _worst(ev, win, m, st, lose)
        name = f"{st} {m}" if st else m
        if wv is None:
            return None, how
        if not (wv > lv if hb else wv < lv):
            return None, (f"{win} leads on {name} as measured, but not with its failures counted against it "
                          f"({how}: {wv:.6g} vs {lv:.6g})")
        said.append(f"{lose} loses to {win} on {name} ({win} has no failed request)" if how == "as measured" else
                    f"{lose} loses to {win} on {name}, {win} with {how} ({wv:.6g} vs {lv:.6g})")
    fails = ", ".join(f"{a} {n_failed(ev, a)} of {n_requests(ev, a)}" for a in sorted((t, bl)) if n_failed(ev, a))
    return (f"failed requests (ok: false; {fails}) are left out of the rates and latencies; counted against the "
            f"winner, the comparison stands: {'; '.join(said)} (the loser's failures left out, which can only narrow "
            "the gap)"), ""
