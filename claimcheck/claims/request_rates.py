"""A request's own token rate, end to end (production request_rate -- claimcheck/claims/grammar.lark;
docs/claim-check.md "Per-user speed").

"Each request averaged roughly 36 tokens/sec end to end with FP8 vs about 22.5 with FP16", "requests averaged 36
tok/s end to end", "the average request averaged 36 tok/s end-to-end on X": a request noun as the subject (the
request_subject production's), the verb *average(d)* (the mean over requests), a bare token rate (``tok/s``,
``tokens/sec``, ``tokens per second``) and right after it *end to end* / *end-to-end* / *e2e*: each request's
completion tokens over its own time from send to last token (``completion_tokens / (end - start)``, Ray LLMPerf's
``request_output_throughput_token_per_s``), averaged over the requests. Its metric is ``request_token_rate``,
graded by claimcheck/claims/per_user.py under the two ways "averaged" is computed: the mean over requests of each
request's rate (``mean_request_rate``) and all requests' tokens over all requests' times (``pooled_request_rate``,
mean tokens / mean end-to-end latency, as a write-up reads it off a benchmark's summary). It agrees only when both
agree and is contradicted only when both are (the false bar, rule 5).

The words fix the definition: the time is the whole request's (*end to end*), the subject is the request (not the
run: output tokens / wall / streams is not a request's rate), and *averaged* is the mean. Without *end to end* the
rate is not read here (a request's rate over its generation time or over the whole request? "per-user speed" has
ten definitions). A second value needs its own arm right after it (another arm than the first's) and ends the
clause; a hedge or bound before a number, a negation, a unit that is not a bare token rate: not read.
"""

from __future__ import annotations

from typing import Any

from claimcheck.claims.cores import Core

#: the metric: a request's completion tokens / its end-to-end time (claimcheck/claims/per_user.py REQUEST)
METRIC = "request_token_rate"
#: the bare token-rate metric the unit must name ("tok/s", "tokens/sec"): not a per-user, total or decode unit
_UNIT_METRIC = "token_throughput"
_E2E = (("end", "to", "end"), ("end", "-", "to", "-", "end"), ("e2e",))


def _end_to_end(clause: Any, e: int) -> int:
    """Tokens of "end to end" / "end-to-end" / "e2e" at ``e`` (all free, no metric phrase of its own after), else 0."""
    for ws in _E2E:
        if clause.seq(e, ws) and all(clause.free(x) for x in range(e, e + len(ws))):
            n = len(ws)
            if clause.metric_phrase(e + n) or clause.w(e + n) in ("latency", "latencies", "time", "throughput"):
                return 0  # "36 tok/s end-to-end latency": another metric named
            return n
    return 0


def _value(clause: Any, q: int, unit_required: bool) -> tuple[Core, int, bool] | None:
    """A plain number (a hedge allowed, no bound, no negation) and a bare token-rate unit (or, for the second
    value of a pair, none) at ``q``: (core, end, whether a unit was written)."""
    k, rel, hedge, neg = clause._prefix(q)
    t = clause.tok(q + k)
    if neg or rel != "=" or t is None or t.kind != "num" or t.value is None or t.value < 0 or not clause.free(q + k):
        return None
    j = q + k + 1
    u = clause.unit_at(j)
    if u is None:
        if unit_required:
            return None
        end, scale = j, None
    else:
        if u[1] != "rate" or u[2] != _UNIT_METRIC:
            return None
        end, scale = j + u[0], u[3]
    c = Core("rate", q, end, value=t.value, decimals=t.decimals, hedge=hedge, metric=METRIC)
    if scale is not None:
        c.scale = scale
    c.span_end = end
    return c, end, u is not None


def _clause_end(clause: Any, e: int) -> bool:
    return e >= clause.i1 or clause.w(e) in (".", ";", "!", ",", ")") and clause.free(e)


def read(clause: Any, i: int, q: int, stat: str | None) -> int:
    """Production request_rate at ``q`` (right after the verb "averaged" of the request subject at ``i``; ``stat``
    the subject's statistic, "mean"): the length read from ``i``, or 0 (nothing taken)."""
    if stat != "mean":
        return 0
    got = _value(clause, q, True)
    if got is None:
        return 0
    c, e, _u = got
    n = _end_to_end(clause, e)
    if not n:
        return 0
    e += n
    c.statistic = stat
    c.i0 = i
    c.i1 = c.span_end = e
    a1 = clause._pair_arm(e)
    if a1 is None:
        if not _clause_end(clause, e) or clause.arm_at(e) is not None:
            return 0
        clause.cores.append(c)
        clause.take(i, e)
        return e - i
    if a1[0].arm is None or len(a1[0].arms) != 1:
        return 0
    vs = clause._request_vs(a1[1])
    if not vs:
        if not _clause_end(clause, a1[1]):
            return 0
        c.arm, c.arm_amb, c.span_end = a1[0].arm, a1[0].arms, a1[1]
        clause.r.used[a1[0].i] = "arm"
        clause.cores.append(c)
        clause.take(i, a1[1])
        return a1[1] - i
    if clause.w(a1[1]) not in ("vs", "versus") and not clause.seq(a1[1], (",", "vs")) \
            and not clause.seq(a1[1], ("and",)):
        return 0  # "instead of", "compared to": read by the time frames only
    got2 = _value(clause, a1[1] + vs, False)
    if got2 is None:
        return 0
    c2, e2, unit2 = got2
    if not unit2:
        c2.scale = c.scale  # the unit left out is the first value's
    e2 += _end_to_end(clause, e2)
    a2 = clause._pair_arm(e2)
    if a2 is None or a2[0].arm is None or len(a2[0].arms) != 1 or a2[0].arm == a1[0].arm \
            or not _clause_end(clause, a2[1]):
        return 0
    c.arm, c.arm_amb = a1[0].arm, a1[0].arms
    c.span_end = a1[1]
    c2.arm, c2.arm_amb = a2[0].arm, a2[0].arms
    c2.statistic = stat
    c2.i0 = a1[1]
    c2.i1 = c2.span_end = a2[1]
    pid = len(clause.cores) + 1000 * (clause.i0 + 1)
    c.pair = c2.pair = pid
    c.joiner = c2.joiner = "vs"
    c.role, c2.role = "subject", "baseline"
    c.partner, c2.partner = c2, c  # type: ignore[attr-defined]
    clause.r.used[a1[0].i] = "arm"
    clause.r.used[a2[0].i] = "arm"
    clause.cores.append(c)
    clause.cores.append(c2)
    clause.take(i, a2[1])
    return a2[1] - i
