"""A list of three or more values bound in order to as many arms (production value_list -- claimcheck/claims/
grammar.lark; docs/claim-check.md).

"Mean TPOT is 20 ms, 25 ms and 32 ms at concurrency 1, 8 and 32", "... for c1, c8 and c32, respectively", "Mean
TPOT at concurrency 1, 8 and 32 is 20 ms, 25 ms and 32 ms, respectively": pair_binding binds two values to two arms
("200 ms and 500 ms for A and B"); a list of N >= 3 values, each with its own unit, joined by "," and a last "and"
(", and"), of one kind (durations or rates) and one metric, binds in order to the N arm mentions no construct took
in the clause, N distinct single arms. Anything else is left unread: another number of arms, an arm named twice, an
arm phrase of several arms, another value of that kind with no arm in the clause. Such a list is never read pairwise
either: "Mean TPOT is 20 ms, 25 ms and 32 ms at concurrency 1 and 32" (three values, two arms) had its last two
values bound to the two arms by pair_binding ("25 ms and 32 ms" at concurrency 1 and 32), and was graded `false`.
Now every value of the list is unbound (`Core.role` "unbound": not graded, its words named). A list one of whose
values a construct gave an arm is left as it was.

Called from grammar._Clause.assemble right before bind_pairs; changes the cores' arms and the tokens' use only
where it binds.
"""

from __future__ import annotations

_KINDS = ("duration", "rate")


def _run(cl, cores: list) -> list | None:
    """The cores of one list, in order, or None: values joined by "," and a last "and" (or ", and"), each ending
    right where its joiner starts; a pair among them only whole."""
    cores = sorted(cores, key=lambda c: c.i0)
    for s in range(len(cores)):
        run = [cores[s]]
        for c in cores[s + 1:]:
            k = run[-1].span_end
            gap = [cl.w(x) for x in range(k, c.i0)]
            if not gap and c.pair and c.pair == run[-1].pair and cl.w(c.i0) == "and":
                gap = ["and"]  # an "and" pair's second value starts at its joiner
            if not all(cl.free(x) or cl.r.used[x] == "read" for x in range(k, c.i0)):
                break
            if gap == [","]:
                run.append(c)
                continue
            if gap in (["and"], [",", "and"]):
                run.append(c)
            break
        if len(run) >= 3 and "and" in [cl.w(x) for x in range(run[-2].span_end, run[-1].i0 + 1)]:
            pairs = {c.pair for c in run if c.pair}
            if all(sum(1 for c in cores if c.pair == p) == sum(1 for c in run if c.pair == p) for p in pairs):
                return run
    return None


def bind(cl) -> None:
    r = cl.r
    run = _run(cl, [c for c in cl.cores if c.kind in _KINDS])
    if run is None:
        return
    if any(c.arm or c.arm_amb for c in run):
        return
    if len({c.kind for c in run}) != 1 or len({c.metric for c in run}) != 1:
        return _unbind(run)
    if any(c.kind == run[0].kind and not (c.arm or c.arm_amb) and c not in run for c in cl.cores):
        return _unbind(run)  # another value of that kind with no arm: which list is whose?
    free = [k for k in range(cl.i0, cl.i1) if r.toks[k].kind == "arm" and not r.used[k]]
    if len(free) != len(run) or any(len(r.toks[k].arms) != 1 or r.toks[k].arm is None for k in free) \
            or len({r.toks[k].arm for k in free}) != len(free):
        return _unbind(run)
    for c, k in zip(run, free):
        c.arm, c.arm_amb = r.toks[k].arm, r.toks[k].arms
        c.role = ""
        c.pair = 0
        r.used[k] = "arm"
    for k in range(cl.i0, cl.i1):
        if cl.w(k) == "respectively" and cl.free(k):
            cl.take(k, k + 1)
            r.justified.add(k)


def _unbind(run: list) -> None:
    """A list of three or more values that names no arm for each: none of its values is any one arm's (not the
    subject's, not a pair's two arms)."""
    for c in run:
        c.role = "unbound"
        c.pair = 0
