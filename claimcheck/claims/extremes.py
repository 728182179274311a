"""An extreme word as the statistic of a per-request time, in a label (production: extreme_statistic, production:
across_all -- claimcheck/claims/grammar.lark).

"Worst TTFT: ~700ms on TP2, ~494ms on TP4", "Slowest E2E latency: 9.2 s without chunked prefill, 5.6 s with it",
"Fastest TTFT: 0.22 s on the 4090": the word names the largest (worst, slowest) or the smallest (best, fastest)
request's value, every per-request metric being a time (lower is better), as "Max TTFT:" / "Worst-case TTFT:" do;
never of ITL (the worst gap, or the worst request's mean gap?).
Read only in a label that opens its clause (an optional "the" before it) and ends in a colon right after the metric,
so the values after it are each its arm's own. Anywhere else the word may rank the arms ("TP2 had the worst TTFT",
"the slowest TTFT was TP2's 700 ms": the largest of which arm?), and it is not read here.

Between the metric and the colon, "across / over all N requests" (production across_all: "Worst TTFT across all 64
reqs: ..."): the requests the extreme is taken over, all N of them completed -- a count of completed requests whose
second meaning is the requests given (vocabulary.COUNT_SECOND_MEANINGS "given"): where some failed, the extreme is
over fewer than N, and the count is inconclusive (never false), so the statement is not-yet.
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.cores import Core
from claimcheck.claims.vocabulary import COUNT_SECOND_MEANINGS, EXTREME_STATISTICS, PER_REQUEST, STAT_PHRASES

#: the words before "all N requests" that say the extreme is taken over them
_ACROSS = frozenset({"across", "over"})
_REQUEST_NOUNS = frozenset({"requests", "reqs", "prompts", "queries"})
#: per-request metrics whose values pool many per request (ITL: one gap per token): the "worst ITL" may be the worst
#: gap or the worst request's mean gap -- not read
_POOLED = frozenset({"itl"})


def _all_requests(c, k: int) -> tuple[int, Decimal] | None:
    """(tokens, N) of "across / over all N requests" at ``k`` (its words free, or already read by across_all), else
    None."""
    if c.w(k) not in _ACROSS or c.w(k + 1) != "all" or c.w(k + 3) not in _REQUEST_NOUNS:
        return None
    t = c.tok(k + 2)
    if t is None or t.kind != "num" or t.value is None or t.decimals or t.value <= 0 or t.value != int(t.value):
        return None
    if len({c.r.used[x] for x in range(k, k + 4)}) != 1:
        return None  # all four free, or all four read together
    return 4, t.value


def _opens(c, i: int) -> bool:
    """``i`` opens its clause: nothing before it, or only "the"."""
    return i == c.i0 or (i == c.i0 + 1 and c.w(i - 1) == "the")


def label_statistic(c, i: int) -> tuple[int, str] | None:
    """(1, "max" | "min") for an extreme word at ``i`` that opens a label of a per-request metric ("Worst TTFT:",
    "Slowest E2E latency across all 64 requests:"), else None (grammar.phrase, STAT_PHRASES)."""
    w = c.w(i)
    if w not in EXTREME_STATISTICS or not c.free(i) or not _opens(c, i):
        return None
    m = c.metric_phrase(i + 1)
    if m is None or m[1] not in PER_REQUEST or m[1] in _POOLED:
        return None
    k = i + 1 + m[0]
    over = _all_requests(c, k)
    k += over[0] if over else 0
    return (1, EXTREME_STATISTICS[w]) if c.w(k) == ":" and c.free(k) else None


def across_all(c, i: int) -> int:
    """Production across_all, tried at the label's first word: reads "across all N requests" between a statistic's
    per-request metric and the label's colon as the count of completed requests (second meaning: the requests given)
    and takes those words; the label itself is left to the other productions. Always returns 0."""
    if not _opens(c, i):
        return 0
    s = c.phrase(i, STAT_PHRASES)
    if s is None:
        return 0
    m = c.metric_phrase(i + s[0])
    if m is None or m[1] not in PER_REQUEST:
        return 0
    k = i + s[0] + m[0]
    over = _all_requests(c, k)
    if over is None or not c.free(k) or c.w(k + over[0]) != ":" or not c.free(k + over[0]):
        return 0
    core = Core("count", k, k + over[0], value=over[1], exact=True, count="completed")
    core.second_meaning = COUNT_SECOND_MEANINGS["given"]  # type: ignore[attr-defined]
    core.span_end = k + over[0]
    c.take(k, k + over[0])
    c.cores.append(core)
    return 0
