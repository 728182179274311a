"""A cost stated as a share of a metric (production cost_share -- claimcheck/claims/grammar.lark; docs/claim-check.md).

"Structured output costs us a quarter of our output token throughput", "guided decoding costs about a third of the
request throughput", "FP8 KV cache costs 10% of our throughput": a cost verb (vocabulary.COST_VERBS), at most one
object pronoun ("us", "you", "them", "me"), a hedge or relation, then a fraction word (fraction_changes.FRACTIONS: a
quarter 25%, a third 33.3%, half 50% ...) or a percent, "of", at most one determiner ("our", "the", "its" ...) and a
metric whose better direction is higher (a throughput, a speed): that metric's percent change in its worse direction
(down), of the subject's arm against the other arm (the baseline, bound as any change's). A fraction word is read
within 5% of its size (10% after a hedge), as fraction_change reads "by a quarter".

Not read: a metric whose better direction is lower or unknown ("costs a quarter of our TTFT": a share of the latency
it had, or of the latency it added?), a factor ("costs 2x of"), a relation before a fraction word ("at least a
quarter"), a negated verb (m_cost_verb's own guard), "of" with anything but a metric after it ("costs a quarter of
the requests"). Called first in grammar._Clause.m_cost_verb.
"""

from __future__ import annotations

from claimcheck.claims.cores import Core
from claimcheck.claims import fraction_changes
from claimcheck.claims.vocabulary import HIGHER_IS_BETTER, SPEED, STAT_PHRASES

#: the object a cost verb may name before its amount ("costs us a quarter of ...")
PRONOUNS = frozenset({"us", "you", "them", "me"})
#: the determiners before the metric ("a quarter of our throughput", "of the output throughput")
DETERMINERS = frozenset({"our", "the", "its", "their", "your", "my"})


def cost_share(cl, i: int) -> int:
    """Tokens consumed from the cost verb at ``i`` (0: not this frame)."""
    k = i + 1
    if cl.w(k) in PRONOUNS and cl.free(k):
        k += 1
    n, rel, hedge, neg = cl._prefix(k)
    if neg:
        return 0
    j = k + n
    pct = decimals = None
    frac = False
    for words, p in fraction_changes.FRACTIONS.items():
        if cl.seq(j, words):
            if rel != "=":
                return 0
            pct, frac, j = p, True, j + len(words)
            break
    else:
        num = cl.number(j)
        t = cl.tok(j)
        if num is None or t is None or t.kind != "num":
            return 0
        j += num[2]
        if cl.w(j) not in ("%", "percent") or not cl.free(j):
            return 0
        pct, decimals, j = num[0], num[1], j + 1
    if cl.w(j) != "of" or not cl.free(j):
        return 0
    q = j + 1
    if cl.w(q) in DETERMINERS and cl.free(q):
        q += 1
    stat = None
    st = cl.phrase(q, STAT_PHRASES)
    if st:
        stat, q = st[1], q + st[0]
    m = cl.metric_named(q)
    if not m or not (m[1] == SPEED or HIGHER_IS_BETTER.get(m[1]) is True):
        return 0
    q += m[0]
    if stat is None and (st := cl.phrase(q, STAT_PHRASES)):
        stat, q = st[1], q + st[0]
    if frac:
        c = fraction_changes.push(cl, i, q, hedge, pct, "worse", "worse", metric=m[1], statistic=stat)
        c.relation = rel
        return q - i
    c = Core("pct_change", i, q, value=pct, decimals=decimals, relation=rel, hedge=hedge, sense="worse",
             metric=m[1], statistic=stat, word="worse")
    c.span_end = q
    c.implicit = True
    cl.take(i, q)
    cl.cores.append(c)
    return q - i
