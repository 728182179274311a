"""A metric a setting leaves as it was (production unaffected -- claimcheck/claims/grammar.lark; docs/claim-check.md,
"Parity").

"TPOT is unaffected by prefix caching", "TPOT remains virtually unchanged by APC", "Prefix caching leaves TPOT
unchanged", "Prefix caching doubles throughput while leaving / keeping TPOT unchanged" (production while_unaffected:
the gerund right after "while", the subject the clause before's one arm): the metric of the arm the words name, with and without it, is the same: parity of that arm and the
other one, read with the parity rule of two arms and no subject ("A and B are on par"), held as a pull request's
"unchanged" (within 5% of the reference, tolerance.UNCHANGED_BAND, net-true; either arm twice the other false; not-yet
between). Read only in a witness of two
arms (the arm the sentence names and the one without it); the metric is the clause's (before "is", or after
"leaves"), never guessed: no metric, no reading. Not read: "affected by" / "changed by" (how much?), "unaffected by"
with no arm after it ("unaffected by load": which arms?), an arm that names several arms.

Called from parity.read (the clause scan's parity step); appends one ``Core("parity")`` through parity's ``_push``.
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.vocabulary import (PARITY_LEAVE_GERUNDS, PARITY_LEAVE_VERBS, PARITY_UNAFFECTED as _WORDS,
                                          PARITY_UNAFFECTED_VERBS, UNCHANGED_ARM_PREPS, UNCHANGED_DENIED_MOVES,
                                          UNCHANGED_MOTION, WHILE_JOINERS)


class _Subject:
    """The clause before's subject arm, with no token of its own (production while_unaffected; as parity._Named)."""

    def __init__(self, arm: str, arms: tuple[str, ...]):
        self.arm, self.arms = arm, arms
        self.i = -1  # no token of its own (parity._push marks none)


#: the two-arm band: either arm twice the other is false (parity.read's "A and B are on par")
SYMMETRIC = (None, 0, True, Decimal(1), True)


def read(cl, i: int, push, metric_at, degree) -> int:
    """``push`` / ``metric_at`` / ``degree``: parity's _push, _metric and _degree (this module adds a frame to it)."""
    if len(cl.r.all_arms) != 2:
        return 0
    # "[metric] is (virtually) unaffected by ARM": the metric is the clause's
    if cl.free(i) and cl.w(i) in PARITY_UNAFFECTED_VERBS:
        j = degree(cl, i + 1)
        if cl.free(j) and cl.w(j) in _WORDS and cl.seq(j + 1, ("by",)):
            k = j + 2
            a = cl.arm_at(k)
            if a is None or a.arm is None or len(a.arms) != 1:
                return 0
            end = k + 1
            return _held(cl, push(cl, i, end, band=SYMMETRIC, neg=False, ref=None, arm=a))
        return 0
    # production: while_unaffected -- "X doubles throughput while leaving / keeping TPOT unchanged": the gerund opens
    # a while clause that names no arm and continues the clause before's subject (one arm: while_join's subject hint)
    if i == cl.i0 and cl.free(i) and cl.w(i) in PARITY_LEAVE_GERUNDS and cl.subject_hint \
            and len(cl.subject_hint) == 1 and cl.subject_hint[0] in cl.r.all_arms and i > 0 \
            and cl.r.toks[i - 1].kind == "word" and cl.r.toks[i - 1].low in WHILE_JOINERS:
        return _left_unchanged(cl, i, i + 1, _Subject(cl.subject_hint[0], cl.subject_hint), push, metric_at, degree)
    # "ARM leaves [metric] (virtually) unchanged"
    a = cl.arm_at(i)
    if a is None or a.arm is None or len(a.arms) != 1:
        return 0
    j = i + 1
    if not (cl.free(j) and cl.w(j) in PARITY_LEAVE_VERBS):
        return 0
    return _left_unchanged(cl, i, j + 1, a, push, metric_at, degree)


def _left_unchanged(cl, i: int, j: int, arm, push, metric_at, degree) -> int:
    """"[metric] (virtually) unchanged" at ``j``, after the verb of leaving that ``arm`` (or the clause before's
    subject) governs from ``i``: the parity pushed and held, else 0."""
    m = metric_at(cl, j)
    if m is None:
        return 0
    k = degree(cl, j + m[0])
    if not (cl.free(k) and cl.w(k) in _WORDS):
        return 0
    return _held(cl, push(cl, i, k + 1, band=SYMMETRIC, neg=False, ref=None, arm=arm, metric=m))


def colon_cuts(toks, used, a: int, b: int) -> list[tuple[int, int, str]]:
    """Production unaffected_colon: "TPOT is unaffected by prefix caching: 10 ms in both configurations": a colon
    right after "unaffected / unchanged by ARM", a value after it, splits the sentence in two clauses, the second
    read on its own (its metric the first's, its arms the words after its value)."""
    out = []
    for k in range(a + 3, b - 1):
        t = toks[k]
        if t.text != ":" or used[k] or toks[k + 1].kind != "num":
            continue
        if toks[k - 1].kind == "arm" and toks[k - 2].low == "by" and toks[k - 3].low in _WORDS:
            out.append((k, 1, "colon"))
        elif toks[k - 1].kind == "arm" and toks[k - 2].low in UNCHANGED_ARM_PREPS and any(
                tuple(t.low for t in toks[k - 2 - len(ws):k - 2]) == ws for ws in (*UNCHANGED_DENIED_MOVES,
                                                                                   *UNCHANGED_MOTION)):
            # production: unchanged_at -- "Output throughput does not improve at c64: 480 tok/s vs 502 tok/s at
            # c32": the values after the colon a clause of their own, with the denial's metric (claims/unchanged.py)
            out.append((k, 1, "colon"))
    return out


def carry_metric(prev, c) -> None:
    """The clause after the colon names no metric of its own: it takes the one metric the parity clause before it
    named (no metric there, or more than one, or one of its own: nothing carried, its values stay unread)."""
    if prev is None or any(x.kind == "metric" for x in c.items):
        return
    if not any(x.kind == "parity" for x in prev.cores):
        return
    ms = [x for x in prev.items if x.kind == "metric"]
    if len(ms) == 1:
        c.items.insert(0, ms[0])


def _held(cl, n: int) -> int:
    """"unaffected" / "unchanged" by a setting is a pull request's "unchanged" said of a setting: the core holds within
    tolerance.UNCHANGED_BAND (5%), not the hedge tolerance (parity.assertion reads the mark)."""
    if n:
        cl.cores[-1].unchanged = True  # type: ignore[attr-defined]
    return n
