"""A value gloss set off after its comparison by the comparison's own modifiers (production value_gloss --
claimcheck/claims/grammar.lark; called where comma_from_to, paren_from_to and paren_pair_metric look for their
comparison).

"FP8 cut mean TTFT by 63% on average, from 323 ms to 120 ms", "... by 31% at 20 requests (17.1 ms -> 11.8 ms)",
"cut mean TTFT by 63% compared to BF16 on this workload: from 323 ms to 120 ms": the two arms' values of the
comparison's metric, after a comma, a colon or inside parentheses, are the gloss of the one ratio or percent change
before them in the clause. Those productions read the gloss only where the comparison's words end right before the
comma or parenthesis; the words between are the comparison's modifiers, and they change no value of the gloss. The
gloss is read across them only where every one of them is

* an arm mention, or inside a binder ("compared to BF16", "versus X"): the comparison's own arms;
* a count ("at 20 requests"): a context value, checked on its own;
* a statistic phrase ("on average") that names the comparison's own statistic;
* any other word that is no clause joiner, negation, comparison word or number (vocabulary.GLOSS_BARRIERS): "on this
  workload", "in our tests" (a word no construct reads stays unread: the sentence is not-yet whatever the gloss).

Not across: a metric named between ("cut TTFT by 63% and TPOT, from ...": whose values?), another comparison or
value, a punctuation mark, a joiner ("and", "while", "but"), a negation, a statistic other than the comparison's.
A dash separates as a colon does (before "from" only). The other way round (``summary_pair_end``, for pair_summary):
the pair, then its modifiers, then the summary of the change ("Mean TPOT fell from 61.1 ms to 30.5 ms on this
workload, a factor of 2.00").
The gloss keeps its own order as those productions read it (from / before: the baseline's, to / after: the subject's)
and each of its values is checked against the rows at its stated precision; the comparison is checked as well.
"""

from __future__ import annotations

from claimcheck.claims.vocabulary import GLOSS_BARRIERS, GLOSS_SEPARATORS


def adjacent(cl, k0: int):
    """The clause's one ratio or percent change (exact: relation "=") whose words end right at ``k0``; else None."""
    lead = [x for x in cl.cores if x.kind in ("ratio", "pct_change") and not x.pair
            and max(x.i1, x.span_end) == k0 and x.relation == "="]
    return lead[0] if len(lead) == 1 else None


def gloss_lead(cl, k0: int):
    """The comparison whose gloss begins after ``k0`` (the comma, colon or opening parenthesis before the gloss's
    first value): the one right before ``k0`` (``adjacent``), else the clause's last exact ratio or percent change
    before ``k0`` where every token between its words and ``k0`` is one of its modifiers (module docstring)."""
    lead = adjacent(cl, k0)
    if lead is not None:
        return lead
    if cl.w(k0) not in GLOSS_SEPARATORS:
        return None
    before = [x for x in cl.cores if x.kind in ("ratio", "pct_change") and not x.pair
              and max(x.i1, x.span_end) < k0]
    if not before:
        return None
    lead = max(before, key=lambda x: max(x.i1, x.span_end))
    if lead.relation != "=" or lead.metric is None:
        return None
    end = max(lead.i1, lead.span_end)
    if any(x is not lead and x.kind in ("ratio", "pct_change") and max(x.i1, x.span_end) == end for x in before):
        return None  # two comparisons ending at one place: whose gloss?
    r = cl.r
    counts = [x for x in cl.cores if x.kind == "count" and not x.pair and end <= x.i0 and max(x.i1, x.span_end) <= k0]
    if any(x.kind != "count" and x.i0 < k0 and max(x.i1, x.span_end) > end for x in cl.cores if x is not lead
           and not x.pair):
        return None  # another comparison or value between
    binders = [it for it in cl.items if it.kind == "binder" and end <= it.i0 and it.i1 <= k0]
    for it in cl.items:
        if it.i1 <= end or it.i0 >= k0 or it in binders:
            continue
        if it.kind == "stat" and lead.statistic is not None and it.statistic == lead.statistic:
            continue  # "mean TTFT ... on average": the comparison's own statistic said again
        return None  # a metric, a statistic of its own, anything else a construct read between
    for k in range(end, k0):
        if any(x.i0 <= k < max(x.i1, x.span_end) for x in counts) or any(it.i0 <= k < it.i1 for it in binders):
            continue
        t = r.toks[k]
        if t.kind == "arm":
            continue
        if t.kind != "word" or r.forms[k] in GLOSS_BARRIERS:
            return None  # a number, a punctuation mark, a joiner, a negation, a comparison word
    return lead


def summary_pair_end(cl, i: int) -> int | None:
    """Production value_gloss read the other way, for pair_summary at the separator ``i``: the pair's values first,
    then the pair's modifiers, then the summary of the change ("Mean TPOT fell from 61.1 ms to 30.5 ms on this
    workload, a factor of 2.00"). The end of the clause's last pair of values where every token between it and ``i``
    is a word (free, or read by a token pass or a context phrase: "this workload"), no GLOSS_BARRIERS word, no arm
    and no number, and no comparison, value or item (a metric, a statistic, a binder) lies there; else None. (The
    scan reads left to right: whatever a construct reads between the pair and ``i`` is read by now.)"""
    pairs = [x for x in cl.cores if x.pair]
    if not pairs or cl.w(i) not in GLOSS_SEPARATORS:
        return None
    e = max(max(x.i1, x.span_end) for x in pairs)
    if e >= i or any(not x.pair and max(x.i1, x.span_end) > e for x in cl.cores) \
            or any(it.i1 > e and it.i0 < i for it in cl.items):
        return None
    r = cl.r
    for k in range(e, i):
        if r.used[k] not in ("", None, "read", "inert") or r.toks[k].kind != "word" or r.forms[k] in GLOSS_BARRIERS:
            return None
    return e
