"""A value followed by its own change (production changed_value -- claimcheck/claims/grammar.lark; docs/claim-check.md).

Result lines and pull-request notes write a metric's new value and, right after it, how much it changed: "Mean TTFT:
100 ms (50% reduction)", "Prefill: 100ms (83% reduction)", "Throughput: 1.28 req/s (+28%)", "Mean TTFT: 100 ms, down
50%", "Mean TTFT is 100 ms (2x faster)". The value is the state after the change: the changed arm's. The words name
neither arm, so which arm that is comes only from the witness: where it has exactly two arms that declare the roles
treatment and baseline (binding declared_pair), the change is the treatment against the baseline and the value is the
treatment's; the value is then marked as declared_pair marks its changes (roles_implied), so a contradiction is
`false` only where the sentence read the other way round -- the value the baseline's, the change the baseline against
the treatment -- is contradicted too. Anywhere else (two arms with no roles, three arms or more, a clause naming an arm)
the value stays a value naming no arm (unbound, not-yet), as before.

What counts as "its own change": a percent change or a ratio core (``pct_change`` / ``ratio``) that starts right after
the value's end, after "(" or after "," (and "a" / "an"), names no arm of its own, is of the value's metric (or names
none), and ends its parenthesis, or with "," its clause part (",", ";" or the clause's end). A value of a from-to or
arrow pair is not read here (its pair orders it), nor is a negated one ("not 100 ms") or one under a negation.
"""

from __future__ import annotations

from typing import Any

#: the words between a value and its own change after a comma ("100 ms, a 50% reduction")
_ARTICLES = frozenset({"a", "an"})


def change_after(cl: Any, c: Any) -> Any | None:
    """The change core right after the value core ``c`` of clause ``cl`` (see the module docstring), else None."""
    if c.kind not in ("duration", "rate") or c.pair or c.value is None or c.metric is None or cl.negated \
            or c.relation == "!=":
        return None
    k = max(c.i1, c.span_end)
    opener = cl.w(k)
    if opener not in ("(", ","):
        return None
    start = k + 1
    if opener == "," and cl.w(start) in _ARTICLES:
        start += 1
    ch = next((x for x in cl.cores if x.i0 == start and x is not c), None)
    if ch is None or ch.kind not in ("pct_change", "ratio") or ch.pair or not ch.sense:
        return None
    if ch.arm or ch.arm_amb or ch.baseline_amb or (ch.baseline and not getattr(ch, "roles_implied", False)):
        return None  # "(2x faster than the old backend)": a comparison of its own
    if ch.metric is not None and ch.metric != c.metric:
        return None
    e = max(ch.i1, ch.span_end)
    after = cl.w(e) if e < cl.i1 else ""
    if opener == "(" and after != ")":
        return None
    if opener == "," and after not in ("", ",", ";", ".", "!", "?"):
        return None
    if any(cl.r.toks[q].kind == "arm" for q in range(cl.i0, cl.i1)):
        return None
    return ch
