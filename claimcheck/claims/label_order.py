"""Two arms labelling a before-then-after pair in their order (production label_order -- claimcheck/claims/grammar.lark;
docs/claim-check.md).

Dashboards and pull-request notes head a line with the two runs, then give the metric's two values as a change:
"Run A vs Run B: output throughput 820.4 -> 960.3 tok/s (+17%)", "main vs PR: mean TTFT went from 500 ms to 200 ms".
The label lists the arms in the order the values follow: the first value is the first arm's, the second the second
arm's, and a percent in parentheses after the pair is its change, the second arm's against the first's. Read as a
comparison ("A vs B": A the subject, B the baseline) the from-to convention (before the baseline's, after the
subject's) gave the first value to the second arm: a true line was graded false and its twist with the values swapped
net-true (held14 b1011).

Here, in a clause that opens with "ARM vs ARM:" (or "versus", "vs."), the values of a from-to or arrow pair that name
no arm of their own take the label's arms in order, and a percent change in parentheses right after the pair (production
paren_percent) is the second arm's against the first's. Both are marked as declared_pair marks its readings
(roles_implied): a contradiction is `false` only where the sentence read the other way round is contradicted too.
Where the clause holds another comparison ("Run A vs Run B: 2x higher throughput (820 -> 1640 tok/s)": is A higher,
as the label's comparison says, or B, as the arrow's order says?) the pair's values are not read (not-yet).
"""

from __future__ import annotations

from typing import Any

#: the joiners of an "A vs B:" label
_VS = frozenset({"vs", "versus"})
#: why the pair is left unread beside another comparison
CONFLICT = ("the label 'A vs B:' orders the pair's values (the first the first arm's), and another comparison of the "
            "clause may order them the other way: write each arm after its value ('820 tok/s (A) -> 960 tok/s (B)')")


def label_arms(cl: Any) -> tuple[str, str] | None:
    """(first arm, second arm) of a clause that opens with "ARM vs ARM:", else None."""
    r = cl.r
    t = r.toks[cl.i0] if cl.i0 < cl.i1 else None
    if t is None or t.kind != "arm" or len(t.arms) != 1:
        return None
    binder = next((it for it in cl.items if it.kind == "binder" and it.i0 == cl.i0 + 1), None)
    if binder is None or cl.w(binder.i0) not in _VS or binder.arm is None or binder.arm == t.arms[0]:
        return None
    end = binder.i1
    if cl.w(end) != ":":
        return None
    return t.arms[0], binder.arm


def apply(cl: Any) -> None:
    """Give the values of the clause's from-to / arrow pairs the label's arms in order (see the module docstring)."""
    lab = label_arms(cl)
    if lab is None:
        return
    first, second = lab
    pairs = [c for c in cl.cores if c.pair and c.joiner == "to" and c.role in ("baseline", "subject")
             and not c.arm and not c.arm_amb]
    if not pairs:
        return
    ids = {id(c) for c in pairs}
    summaries = [c for c in cl.cores if id(getattr(c, "paren_ref", None)) in ids]
    # a summary of the pair (production pair_summary: "(+17%)", ", a 17% gain") takes its arms from the pair's values
    # once they are bound; it is marked as they are
    restated = [c for c in cl.cores if any(id(x) in ids for x in (getattr(c, "summary_of", None) or ()))]
    done = ids | {id(c) for c in summaries} | {id(c) for c in restated}
    others = [c for c in cl.cores if id(c) not in done and c.kind in (
        "ratio", "pct_change", "pct_of", "direction", "parity")]
    for c in pairs:
        if others:
            c.label_conflict = True  # type: ignore[attr-defined]
            continue
        c.arm = first if c.role == "baseline" else second
        c.arm_amb = (c.arm,)
        c.baseline, c.baseline_amb = None, ()
        c.roles_implied = True  # type: ignore[attr-defined]
    for c in restated:
        if others:
            c.label_conflict = True  # type: ignore[attr-defined]
        else:
            c.roles_implied = True  # type: ignore[attr-defined]
    for c in summaries:
        if others:
            c.label_conflict = True  # type: ignore[attr-defined]
            continue
        c.arm, c.arm_amb = second, (second,)
        c.baseline, c.baseline_amb = first, (first,)
        c.roles_implied = True  # type: ignore[attr-defined]
