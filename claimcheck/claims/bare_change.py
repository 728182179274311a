"""A change verb with no amount, its two values in parentheses (production bare_change_pair --
claimcheck/claims/grammar.lark; docs/claim-check.md).

"TTFT goes up slightly with EAGLE-3 (120 ms vs 100 ms)", "Mean TPOT drops with FP8 (7 ms vs 10 ms)", "TTFT slightly
increases under EAGLE-3 (120 vs 100 ms)", "With EAGLE-3, TTFT rises a little (120 ms vs 100 ms)": an intransitive
change verb of a direction (vocabulary.CHANGE_INTRANS, or "goes up" / "goes down" with its particle) followed by no
amount is a direction word, as "higher" / "lower" is: the clause's metric is higher (lower) for its subject than for
the compared arm. It is read only where a pair of values in parentheses follows it (the verb, a degree word that
does not change what is asserted -- "slightly", "a bit", "a little", "marginally", "somewhat", "moderately", before or after the
verb -- and at most the subject arm after "with" / "using" / "on" / "under" / "for" between them): the pair is the
compared arms' values (production paren_pair_comparison: the value the direction says is the larger is the larger
one's arm, so a flipped verb is contradicted by its own pair and by the values); a before-then-after pair ("(100 ms ->
120 ms)", "(from 100 ms to 120 ms)") keeps its own order, the before value the compared arm's (paren_from_to's
pair). Alone ("TTFT goes up with EAGLE-3"),
the verb names no value and no baseline and stays unread, as a bare "higher" does; "significantly", "sharply" and
any other word between the verb and the parenthesis leave it unread.

Called from grammar._Clause.m_change_intrans (scan); the pair itself is m_pair's, bound in assemble
(pair_frames.pair_after, implicit_baseline).
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.cores import Core
from claimcheck.claims.pair_frames import arrow_at
from claimcheck.claims.vocabulary import CHANGE_COPULAS, CHANGE_DEGREES, GET_COMPARATIVES, GET_VERBS, HIGHER_IS_BETTER, STAT_PHRASES

#: degree words that do not change what a direction asserts (vocabulary.CHANGE_DEGREES)
_DEGREES = CHANGE_DEGREES
#: sentence adverbs that assert nothing of the values (vocabulary.DISCOURSE), allowed between the metric and its verb
_SENTENCE_ADVERBS = frozenset({"actually", "also"})
#: a hedge before the pair's first value ("(from ~100 ms to ~140 ms)")
_PAIR_HEDGES = frozenset({"~", "about", "roughly", "approximately", "approx", "around", "nearly", "almost"})
#: the prepositions that may name the subject arm between the verb and the pair
_ARM_PREPS = ("with", "using", "on", "under", "for")


def _degree(cl, k: int) -> int:
    for words in _DEGREES:
        if cl.seq(k, words):
            return len(words)
    return 0


#: the degree words between a change verb and its amount (grammar production change_degree: "rose slightly from A to B")
degree = _degree


def _arm_phrase(cl, k: int) -> int:
    """Length of "with [the] ARM [arm]" at ``k`` (an arm naming exactly one arm), else 0."""
    if cl.w(k) not in _ARM_PREPS or not cl.free(k):
        return 0
    j = cl.skip_the(k + 1)
    a = cl.arm_at(j)
    if a is None or a.arm is None or len(a.arms) != 1:
        return 0
    return j + 1 + (cl.w(j + 1) == "arm" and cl.free(j + 1)) - k


def get_change(cl, i: int) -> tuple[str, int] | None:
    """Production got_change_pair: a verb of becoming and a comparative at ``i`` ("The TPOT also become smaller, from
    31.4 ms of vLLM to 24.3 ms of LMDeploy", "TTFT got lower from 220 ms to 165 ms", "mean TPOT becomes smaller by
    22.6%"), right before "from", ", from" or "by": (the comparative's direction, the two words' length), read by
    production change as the change verb "drops" / "rises" is; else None (a degree word between the two, or anything
    else after them, is got_change's or unread)."""
    if cl.w(i) not in GET_VERBS or not cl.free(i) or not cl.free(i + 1):
        return None
    sense = GET_COMPARATIVES.get(cl.w(i + 1))
    if sense is None or not (cl.w(i + 2) in ("from", "by") or cl.seq(i + 2, (",", "from"))):
        return None
    return sense, 2


def read_get(cl, i: int) -> int:
    """Production got_change: "got" / "became" (+ a degree word) + a comparative at ``i``, then the pair in
    parentheses (as bare_change_pair); else 0."""
    copula = cl.w(i) in CHANGE_COPULAS
    if (cl.w(i) not in GET_VERBS and not copula) or not cl.free(i):
        return 0
    k = i + 1
    k += _degree(cl, k)
    sense = GET_COMPARATIVES.get(cl.w(k))
    if sense is None or not cl.free(k):
        return 0
    if copula:  # production copula_pair_change: "Mean TPOT was lower too: 39 ms on X vs 44 ms on Y" (the pair only)
        return copula_pair(cl, i, k + 1, sense)
    return read(cl, i, k + 1, sense, cl.w(k))


def copula_pair(cl, i: int, j: int, sense: str) -> int:
    """Production copula_pair_change: a copula and a comparative right after the clause's metric (a degree word,
    "only slightly" among them, between the two), then a pair whose values each name their arm ("Mean TPOT was lower
    too: 39.2 ms in the new build vs 44.4 ms in the old build", "Median TTFT is only slightly worse: 240 ms on 0.6.6 vs
    220 ms on 0.6.3.post1"): read as named_pair_change reads a change verb -- the comparative only where it agrees
    with the stated values, the first value its subject's. Never the parenthesized pair of an unnamed baseline
    ("TTFT is lower (120 vs 100 ms)": that comparative names no baseline); returns the words read from ``i``, else 0."""
    q = i
    while q - 1 >= cl.i0 and q > i - 2 and cl.r.used[q - 1] == "inert" and cl.w(q - 1) in _SENTENCE_ADVERBS:
        q -= 1
    lead = cl.items[-1] if cl.items and cl.items[-1].kind == "metric" and cl.items[-1].i1 == q else None
    if lead is None or lead.metric is None or sense not in ("up", "down", "better", "worse"):
        return 0
    got = _named_pair(cl, i, j, sense, lead)
    return got - i if got else 0


def read(cl, i: int, j: int, sense: str, word: str) -> int:
    """Production bare_change_pair: the change verb at ``i`` (its particle, if any, ends before ``j``) with no
    amount, then "(" and a number: a direction core whose words reach the parenthesis; else 0."""
    if sense not in ("up", "down", "better", "worse"):
        return 0
    i0 = i
    for words in _DEGREES:  # "TTFT slightly increases with EAGLE-3 (...)"
        n = len(words)
        if i - n >= cl.i0 and cl.seq(i - n, words):
            i0 = i - n
            break
    # the metric is the verb's subject, right before it ("TTFT goes up", "Mean TPOT slightly drops")
    q = i0
    while q - 1 >= cl.i0 and q > i0 - 2 and cl.r.used[q - 1] == "inert" and cl.w(q - 1) in _SENTENCE_ADVERBS:
        q -= 1  # "TTFT actually got a bit worse (...)": a sentence adverb between the metric and its verb
    lead = cl.items[-1] if cl.items and cl.items[-1].kind == "metric" and cl.items[-1].i1 == q else None
    if lead is None or lead.metric is None:
        return 0
    k = j
    deg = _degree(cl, k)
    if deg and (i0 != i or cl.w(i) in GET_VERBS):
        return 0
    k += deg
    got = _named_pair(cl, i0, k, sense, lead)
    if got:
        return got - i
    arm = _arm_phrase(cl, k)
    k_arm = k
    k += arm
    if cl.w(k) not in ("(", ",") or not cl.free(k) or (cl.w(k) == "," and cl.w(k + 1) != "from"
                                                          and not _bare_to_pair(cl, k + 1)):
        return 0  # production comma_bare_pair: "TPOT drops with X, from 20 ms to 10 ms" (the comma, then "from"; or a
        # bare "A to B" / "A -> B", pair_frames.comma_pair: "the mean E2E latency became shorter, 9.46 s to 5.85 s")
    n = k + 1 + (cl.w(k + 1) == "from")
    n += cl.w(n) in _PAIR_HEDGES  # "(from ~100 ms to ~140 ms)": the hedge is the value's (m_pair reads it)
    t = cl.tok(n)
    if t is None or t.kind != "num":
        return 0
    c = Core("direction", i0, j + deg, sense=sense, value=Decimal(1), word=word)
    c.span_end = k  # the pair opens right here (pair_frames.pair_after)
    c.metric_before = True  # type: ignore[attr-defined]  # its metric is its subject, named before it (assemble)
    cl.take(i0, j + deg)
    if arm:
        cl.take(k_arm, k_arm + 1)  # the preposition ("under", "using"); the arm stays free: the clause's subject
    cl.cores.append(c)
    return j + deg - i


def _bare_to_pair(cl, k: int) -> bool:
    """A value with its unit at ``k`` (a hedge before it allowed), then "to" or an arrow and a number: the bare before
    and after of production comma_pair ("..., 9.46 s to 5.85 s", "..., ~30 ms -> ~20 ms")."""
    k += cl.w(k) in _PAIR_HEDGES
    t = cl.tok(k)
    if t is None or t.kind != "num" or t.value is None or not cl.free(k):
        return False
    u = cl.unit_at(k + 1)
    if u is None or u[1] not in ("rate", "duration"):
        return False
    q = k + 1 + u[0]
    if cl.w(q) == "to":
        q += 1
    else:
        n = arrow_at(cl, q)
        if not n:
            return False
        q += n
    q += cl.w(q) in _PAIR_HEDGES
    t2 = cl.tok(q)
    return t2 is not None and t2.kind == "num" and t2.value is not None


#: production named_pair_change: additive words between the verb and its pair ("TTFT drops as well, ...", "drops too")
_ADDITIVE = (("as", "well"), ("too",), ("also",))
_VS = frozenset({"vs", "versus", "compared with", "compared to", "against"})


def _named_pair(cl, i0: int, k: int, sense: str, lead) -> int:
    """Production named_pair_change: "TTFT drops as well, mean 79 ms on the 4070 vs 130 ms on the 3060", "p99 TTFT got
    better: 240 ms on the new release compared to 360 ms on the old release", "Mean TPOT rises (25 ms at c8 vs 20 ms
    at c1)": the change verb (a degree word, "too" / "as well" / "also" after it), then "," / ":" / "(", a statistic
    of the verb's metric at most, and a versus pair whose two values each name their own arm (two distinct arms). The
    pair's values are graded as any such pair; the verb is read only where it agrees with the stated values, the
    first the after value (falls: the first is the lower; improves: the better under the metric's direction), and
    what it says is then what those graded values say. Read the other way round ("drops: 130 ms on X vs 79 ms on Y")
    or with a statistic the metric already has, it stays unread. Returns the end of what was read, else 0."""
    a = next((len(w) for w in _ADDITIVE if cl.seq(k, w) and all(cl.free(k + x) for x in range(len(w)))), 0)
    p = k + a
    # a bare "throughput" / "speed" (metric "speed": the unit names it) only before a pair of rates, higher better
    speed = lead.metric == "speed"
    if cl.w(p) not in (",", ":", "(") or not cl.free(p) or (lead.metric not in HIGHER_IS_BETTER and not speed):
        return 0
    v = p + 1
    st = cl.phrase(v, STAT_PHRASES) if cl.free(v) else None
    if st is not None:
        if lead.statistic is not None or not all(cl.free(v + x) for x in range(st[0])):
            return 0
        v += st[0]
    t = cl.tok(v + (cl.w(v) in _PAIR_HEDGES))  # "TTFT is slightly higher: median ~240 ms on X vs ~220 ms on Y"
    if t is None or t.kind != "num":
        return 0
    before, used = len(cl.cores), list(cl.r.used)
    n = cl.m_pair(v)
    new = sorted(cl.cores[before:], key=lambda c: c.i0)
    end = v + n
    ok = n and len(new) == 2 and new[0].joiner in _VS and new[0].kind == new[1].kind \
        and new[0].kind in ("duration", "rate") and all(c.arm and len(c.arm_amb or (c.arm,)) == 1 for c in new) \
        and new[0].arm != new[1].arm and new[0].value is not None and new[1].value is not None
    if ok and cl.w(p) == "(":
        ok = cl.w(end) == ")" and cl.free(end)
        end += 1
    if ok and speed:
        ok = new[0].kind == "rate"
    if ok:
        x, y = (c.value * c.scale for c in new)
        hib = True if speed else HIGHER_IS_BETTER[lead.metric]
        up = {"up": True, "down": False, "better": hib, "worse": not hib}.get(sense)
        ok = up is not None and x != y and (x > y) == up
    if not ok:
        del cl.cores[before:]
        cl.r.used[:] = used
        return 0
    if st is not None:
        for c in new:  # the metric before the verb, the statistic after the comma ("TTFT drops, mean 79 ms ...")
            c.metric, c.statistic = lead.metric, st[1]
    new[0].i0 = i0  # the verb, its words and the statistic are read with the first value (dropped with it)
    cl.take(i0, v)
    if cl.w(p) == "(":
        cl.take(end - 1, end)
        new[1].span_end = max(new[1].span_end, end)
    return end
