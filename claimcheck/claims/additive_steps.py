"""An additive determiner before a ratio's change noun (production another_step -- claimcheck/claims/grammar.lark;
docs/claim-check.md, "Grammar").

"Switching to FP8 resulted in yet another 2x increase in speed", "X gives another 1.5x speedup over Y": "another" (or
"yet another") stands where "a" stands before "N x <change noun>" and adds only that an earlier step gained too. The
earlier step is not graded (it is said of no arm of this clause, like an additive "too"); the ratio is read as "a N x
<noun>" is. Where the clause names no baseline (the other arm, or the witness's declared one, is taken for it), the
step's starting point may already hold the earlier gain or not, so the ratio only agrees: a contradiction is held back
(``Assertion.baseline_implied``: not-yet, never false). With a baseline named ("over Y") it is read in full.

Read only right before a ratio whose word is a change noun (vocabulary.ANOTHER_STEP_NOUNS: increase, speedup,
improvement, boost, reduction ...) or a metric and such a noun ("another 2x throughput increase"); "another 2x faster",
"another 2x" alone, "another 44%" (a percent: another step's gain or the total?) and "another 2 runs" stay unread.
"""

from __future__ import annotations

from claimcheck.claims.vocabulary import ANOTHER_STEP_NOUNS, ANOTHER_STEP_WORDS


def another_step(cl, i: int) -> int:
    """production another_step: "(yet) another" at ``i`` and a ratio read right after it whose word is a change noun:
    the tokens read (the determiner's and the ratio's), the ratio core marked ``another``; else 0 (nothing taken)."""
    k = next((len(ws) for ws in ANOTHER_STEP_WORDS if cl.seq(i, ws)), 0)
    if not k or not all(cl.free(x) for x in range(i, i + k)):
        return 0
    t = cl.tok(i + k)
    if t is None or t.kind != "num" and cl.w(i + k) not in ("about", "~", "over", "nearly", "almost", "roughly"):
        return 0
    before = len(cl.cores)
    n = cl.m_quantity(i + k)
    if not n:
        return 0
    new = cl.cores[before:]
    c = new[0] if new else None
    if c is None or c.kind != "ratio" or (c.word or "") not in ANOTHER_STEP_NOUNS:
        return cl._undo(before, 0)
    cl.take(i, i + k)
    c.i0 = i
    c.another = True  # type: ignore[attr-defined]
    return k + n
