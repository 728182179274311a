"""Two comparisons under one fronted baseline lead (production: lead_and -- claimcheck/claims/grammar.lark).

"Compared with BF16, FP8 is 1.5x faster and AWQ is 1.8x faster", "Relative to GPU-only, request throughput is 50%
higher with CPU offloading and LMCache is 80% higher": a sentence that opens with a baseline lead ("compared with /
to", "relative to", "versus", "vs", "against", "in comparison with/to" and one arm, then a comma), then a clause that
compares its own arm with the lead's arm, then "(,) and", another arm and words after it: two clauses, the second
compared with the lead's arm too (as if the lead were said again). Read only where the first clause binds exactly
its arm and the lead's arm (in either order: "1.5x slower" is held as the lead's arm over the subject), and the
second another arm and the lead's; else the sentence is read uncut, as before. Never under a sentence negation (the cut is not made: grammar._Reader._pred_cuts).
"""

from __future__ import annotations

from claimcheck.claims.vocabulary import CHANGE_VERBS

#: ("in comparison with", "when compared to": binder_forms.py has given them the words "compared with / to")
_LEADS = (("compared", "with"), ("compared", "to"), ("relative", "to"), ("versus",), ("vs", "."), ("vs",),
          ("against",))


def _lead_end(r, a: int, b: int) -> tuple[int, int] | None:
    """(the lead arm's token, the index after the comma) of a lead at token ``a``, else None."""
    toks = r.toks
    for words in _LEADS:
        n = len(words)
        if a + n < b and all(toks[a + q].kind in ("word", "punct") and toks[a + q].low == w for q, w in enumerate(words)):
            k = a + n
            if k < b and toks[k].kind == "word" and toks[k].low == "the":
                k += 1
            if k + 1 < b and toks[k].kind == "arm" and len(toks[k].arms) == 1 and toks[k + 1].text == ",":
                return k, k + 2
            return None
    return None


def lead_arm(r, a: int, b: int) -> str | None:
    """The arm of the sentence's fronted baseline lead at ``a``, or None."""
    got = _lead_end(r, a, b)
    return r.toks[got[0]].arms[0] if got else None


def and_at(r, a: int, k: int, b: int) -> bool:
    """"and" at token k cuts a sentence opened at ``a`` by a baseline lead: another arm (after "the") follows it, a word
    after that arm, and the words between the lead and "and" name one arm other than the lead's."""
    got = _lead_end(r, a, b)
    if got is None or k <= got[1] or r.used[k]:
        return False
    lead = r.toks[got[0]].arms
    mine = {r.toks[j].arms for j in range(got[1], k) if r.toks[j].kind == "arm"}
    if len(mine) != 1 or lead in mine:
        return False
    q = k + 1 + (k + 1 < b and r.toks[k + 1].kind == "word" and r.toks[k + 1].low == "the")
    return q + 1 < b and r.toks[q].kind == "arm" and r.toks[q].arms not in (lead, *mine) and len(r.toks[q].arms) == 1 \
        and r.toks[q + 1].kind in ("word", "num")


def second_ok(new: tuple[str, str] | None, first: tuple[str, str] | None, lead: str | None) -> bool:
    """The second clause binds the lead's arm and an arm the first clause did not compare."""
    if new is None or first is None or lead is None or lead not in new or lead not in first:
        return False
    return not (set(new) - {lead}) & (set(first) - {lead})


def gapped(c, prev) -> None:
    """Production lead_gap: the second clause of a lead_and cut that leaves out its verb and metric ("Relative to
    autoregressive decoding, n-gram cuts mean E2E latency by 24.6% and EAGLE by 49.1%"): its arm, "by", a hedge at
    most and a percent (or an "Nx" ratio), nothing after it but the clause's end -- the change of the clause before
    (its one change core: kind, direction, metric, statistic) said again of this arm by this amount, compared with
    the lead's arm as the first was. Else nothing is read here (the words stay as they are)."""
    from claimcheck.claims.cores import Core

    if prev is None or c.i1 - c.i0 < 4:
        return
    olds = [x for x in prev.cores if x.metric and x.kind in ("pct_change", "ratio") and x.sense]
    if len(olds) != 1 or len(prev.cores) != 1:
        return
    old = olds[0]
    if c.r.toks[old.i0].low not in CHANGE_VERBS:
        return  # only a change verb's amount ("cuts mean E2E latency by 24.6%"), never "is 24.6% faster ... by"
    i = c.i0
    t = c.tok(i)
    if t is None or t.kind != "arm" or len(t.arms) != 1:
        return
    j = i + 1
    if c.w(j) != "by" or not c.free(j):
        return
    k, rel, hedge, neg = c._prefix(j + 1)
    q = j + 1 + k
    n = c.tok(q)
    if neg or rel != "=" or n is None or n.kind != "num" or n.value is None or not c.free(q):
        return
    unit = c.w(q + 1)
    kind = "pct_change" if unit in ("%", "percent") else "ratio" if unit in ("x", "×") else None
    end = q + 2
    if kind != old.kind or not c.free(q + 1):
        return
    if end < c.i1 and not (end + 1 == c.i1 and c.r.toks[end].text in (".", "!", ";")):
        return
    core = Core(kind, j, end, value=n.value, decimals=n.decimals, relation=rel, hedge=hedge, sense=old.sense,
                metric=old.metric, statistic=old.statistic, word=old.word)
    core.span_end = end
    core.implicit = True
    c.take(j, end)
    c.cores.append(core)
