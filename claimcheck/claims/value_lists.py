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

from claimcheck.claims.cores import Core
from claimcheck.claims.pair_frames import within_ten
from claimcheck.claims.vocabulary import HEDGES, RELATIONS, UNIT_LIST_ARM_PREPS

_KINDS = ("duration", "rate")
#: words before a unit-shared list that make it something else: a sign, a relation's last word ("at least", "over"),
#: an amount's or a change's preposition ("by 10, 20 and 30 ms": differences; "to", "from", "between")
_NOT_BEFORE = frozenset({"-", "+", "\u2212", "by", "to", "from", "between", "up"}) | {ws[-1] for ws, _ in RELATIONS}


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


def unit_list(cl, i: int) -> int:
    """Production: unit_list -- "vLLM, SGLang and TensorRT-LLM reach 1,200, 1,650 and 2,100 tok/s, respectively",
    "Throughput for vLLM, SGLang and TRT-LLM is 1,200, 1,650 and 2,100 tok/s respectively": three numbers or more
    joined by "," and a last "and" (", and"), one unit (a duration or a rate) after the last, each number a value of
    that unit. The values are cores as if each had its unit, so the list binds in order to the clause's free arms as
    any value list (``bind``: as many distinct single arms, else every value unbound and unread). Not read: a hedge
    or a relation before the list (about all of it, or the first?), "by" / "to" / "from" before it (amounts and
    changes), a number with a unit of its own inside it, a sign or a percent."""
    if i > cl.i0 and (cl.w(i - 1) in HEDGES or cl.w(i - 1) in _NOT_BEFORE):
        return 0
    nums = []
    k = i
    while True:
        t = cl.tok(k)
        if t is None or t.kind != "num" or t.value is None or not cl.free(k) or t.value < 0:
            return 0
        nums.append((t.value, t.decimals, k))
        k += 1
        if cl.seq(k, (",", "and")) and cl.tok(k + 2) is not None and cl.tok(k + 2).kind == "num":
            k += 2
            break
        if cl.seq(k, ("and",)) and cl.tok(k + 1) is not None and cl.tok(k + 1).kind == "num":
            k += 1
            break
        if not cl.seq(k, (",",)):
            return 0
        k += 1
    t = cl.tok(k)
    if t is None or t.kind != "num" or t.value is None or not cl.free(k) or t.value < 0 or len(nums) < 2:
        return 0
    nums.append((t.value, t.decimals, k))
    u = cl.unit_at(k + 1)
    if u is None or u[1] not in _KINDS:
        return 0
    end = k + 1 + u[0]
    cores = []
    for v, d, pos in nums:
        c = Core(u[1], pos, pos + 1 if pos != k else end, value=v, decimals=d, metric=u[2], scale=u[3])
        c.span_end = c.i1
        cores.append(c)
    cl.cores += cores
    cl.take(i, end)
    after = _arm_list(cl, end)
    if after is not None:
        # the arms right after the list ("for vLLM, SGLang and TRT-LLM, respectively"): in order, as many as the
        # values, else every value unbound (its words and the arms' unread)
        arms, stop = after
        if len(arms) == len(cores) and len({cl.r.toks[a].arm for a in arms}) == len(arms):
            for c, a in zip(cores, arms):
                c.arm, c.arm_amb = cl.r.toks[a].arm, cl.r.toks[a].arms
                cl.r.used[a] = "arm"
            cores[-1].span_end = stop
        else:
            for c in cores:
                c.role = "unbound"
        cl.take(end, stop)
        for a in arms:
            cl.r.used[a] = "arm" if len(arms) == len(cores) else ""
        return stop - i
    return end - i


def _arm_list(cl, k: int) -> tuple[list[int], int] | None:
    """The arms right after a unit-shared list at ``k``: PREP? "the"? ARM ("," "the"? ARM)* ","? "and" "the"? ARM
    (","? "respectively")?,
    each one arm: (their token indexes, the end), or None (no arm there). A phrase of several arms: an empty list."""
    j = k + (cl.w(k) in UNIT_LIST_ARM_PREPS and cl.free(k))
    arms: list[int] = []
    while True:
        j = cl.skip_the(j)
        a = cl.arm_at(j)
        if a is None:
            return None if not arms else ([], j)
        if a.arm is None or len(a.arms) != 1:
            return [], j + 1
        arms.append(j)
        j += 1
        sep = 2 if cl.seq(j, (",", "and")) else 1 if cl.seq(j, ("and",)) or cl.seq(j, (",",)) else 0
        if sep and cl.arm_at(cl.skip_the(j + sep)) is not None:
            j += sep
        elif sep and cl.tok(j + sep) is not None and cl.tok(j + sep).kind == "num" and len(arms) == 1 \
                and cl.m_setting_list(j - 1):
            # production: setting_list -- "at concurrency 1, 8 and 32": each bare value the arm that declares it,
            # read here before a construct takes "at concurrency 1" as the last value's alone
            return _arm_list(cl, k)
        elif sep and cl.tok(j + sep) is not None and cl.tok(j + sep).kind == "num":
            return None  # a list of numbers that name no arm: left to the other constructs
        else:
            break
    if cl.seq(j, (",", "respectively")):
        j += 2
    elif cl.seq(j, ("respectively",)):
        j += 1
    return arms, j


#: what may follow a carried value's arm (production unit_list_carried): the list goes on, or the clause ends
_CARRIED_AFTER = frozenset({",", "and", ";", ".", ")", "!"})


def _one_arm(cl, k: int) -> bool:
    t = cl.r.toks[k] if cl.i0 <= k < cl.i1 else None
    return t is not None and t.kind == "arm" and len(t.arms) == 1


def carried_unit(cl, i: int, n: int, v) -> tuple | None:
    """Production unit_list_carried: a bare number at ``i`` (its digits end at ``n``) in a list of values that each
    name their arm, right after a value with a unit: "Mean TPOT is 30 ms for TP1, 15 for TP2 and 10 for TP4", "Request
    throughput: 2.4 req/s with A, 3.1 with B": the number takes the previous value's unit -- (kind, scale, metric) of
    that value -- only where the previous value is "VALUE PREP ARM" right before the "," / "and" / ", and" before this
    one, this one is "NUMBER PREP ARM" with the same preposition and one arm, the list goes on or the clause ends after
    it, and the two values are within a factor of 10 (as pair_unit_carried: "100 ms for A, 2 for B": 2 s? not read).
    A previous value with a hedge or a relation, or a duration that names its own metric, carries nothing."""
    w = cl.w(n)
    if w not in UNIT_LIST_ARM_PREPS or not cl.free(n) or not _one_arm(cl, n + 1):
        return None
    e = n + 2
    if e < cl.i1 and cl.w(e) not in _CARRIED_AFTER:
        return None
    q = i - 1
    if q <= cl.i0 or cl.w(q) not in (",", "and") or not cl.free(q):
        return None
    if cl.w(q) == "and" and cl.w(q - 1) == "," and cl.free(q - 1):
        q -= 1
    if q - 2 < cl.i0 or cl.w(q - 2) != w or not _one_arm(cl, q - 1):
        return None
    prev = next((c for c in cl.cores if c.kind in _KINDS and c.i1 == q - 2 and c.span_end in (q - 2, q)), None)
    if prev is None or prev.value is None or prev.relation != "=" or prev.hedge or not within_ten(prev.value, v):
        return None
    if getattr(prev, "per_gpu", False) or getattr(prev, "per_die", False) or getattr(prev, "per_token", False):
        return None
    if prev.kind == "duration" and prev.metric is not None:
        return None
    return prev.kind, prev.scale, prev.metric
