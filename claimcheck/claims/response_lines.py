"""One response's time, tokens and rate in a line (production response_line -- claimcheck/claims/grammar.lark;
docs/claim-check.md).

"With exllamv2 I get my sample response in: 35.44 seconds, 150 tokens, 4.23 tokens/second" (rs520 of
tests/claims/real_sentences: ExLlamaV2's chat line as a user pastes it): ONE response named (a determiner of one,
``vocabulary.RESPONSE_LINE_DETS``, modifiers ``RESPONSE_LINE_MODS``, a noun ``RESPONSE_LINE_NOUNS``), "in" and an
optional colon, then its time, its output tokens and the token rate they make, joined by commas. The rate restates
the other two (tokens / time within the stated precisions of the time and the rate, as tokens_in_time checks), so it
is consumed with them and asserts nothing of its own; where the three disagree none of it is read.

What is asserted is one response's: its end-to-end latency (the time to get the response) and its output tokens.
One item of a run's many is no statistic of the run (claimcheck/claims/single_item.py: "one request takes 1.07 s"
is left unread), so both carry ``ONE_ITEM_RULE`` in their rule, and quantities.Grader grades them only where every
arm they bind to completed exactly one request (that request is the response); of an arm with more, which one was
meant is not said: inconclusive, never false.
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.cores import Core
from claimcheck.claims.tolerance import half_width
from claimcheck.witnesses._columns import get_column
from claimcheck.claims.vocabulary import (DURATION_UNITS, ONE_ITEM_RULE, RATE_UNITS, RESPONSE_LINE_DETS,
                                          RESPONSE_LINE_MODS, RESPONSE_LINE_NOUNS)

#: the most modifiers between the determiner and the noun ("my first sample response")
_MODS = 2


def _num(c, k: int) -> tuple[Decimal, int] | None:
    t = c.tok(k)
    if t is None or t.kind != "num" or t.value is None or t.value <= 0 or not c.free(k):
        return None
    return t.value, t.decimals


def read(c, i: int) -> int:
    """Production response_line at token i (a clause ``grammar._Clause``): tokens taken, or 0."""
    if c.w(i) not in RESPONSE_LINE_DETS or not c.free(i):
        return 0
    j = i + 1
    while j < i + 1 + _MODS and c.w(j) in RESPONSE_LINE_MODS and c.free(j):
        j += 1
    if c.w(j) not in RESPONSE_LINE_NOUNS or not c.free(j) or c.w(j + 1) != "in" or not c.free(j + 1):
        return 0
    k = j + 2
    if c.w(k) == ":" and c.free(k):
        k += 1
    t, unit = _num(c, k), c.w(k + 1)
    if t is None or unit not in DURATION_UNITS or not c.free(k + 1) or c.w(k + 2) != "," or not c.free(k + 2):
        return 0
    n = _num(c, k + 3)
    if n is None or n[1] or c.w(k + 4) not in ("tokens", "token") or not c.free(k + 4) \
            or c.w(k + 5) != "," or not c.free(k + 5):
        return 0
    r = _num(c, k + 6)
    rate = c.phrase(k + 7, RATE_UNITS)
    if r is None or not rate or rate[1] != "token_throughput" \
            or not all(c.free(x) for x in range(k + 7, k + 7 + rate[0])):
        return 0
    end = k + 7 + rate[0]
    scale = DURATION_UNITS[unit]
    ht, hr = half_width(t[0], t[1], ""), half_width(r[0], r[1], "")
    lo = n[0] / ((t[0] + ht) * scale)
    hi = n[0] / ((t[0] - ht) * scale) if t[0] > ht else Decimal("Infinity")
    if not (lo <= r[0] + hr and r[0] - hr <= hi):
        return 0  # the tokens, the time and the rate disagree: not read
    before = len(c.cores)
    got = c._value(k, k + 2, "duration", t[0], t[1], "=", "", metric="e2e_latency", scale=scale)
    if not got or len(c.cores) != before + 1:
        del c.cores[before:]
        return 0
    latency = c.cores[-1]
    latency.i0 = i
    latency.one_item = True  # type: ignore[attr-defined]
    for stat in ("min", "max"):  # the response's output tokens: its arm's one request's
        x = Core("count", i, k + 5, value=n[0], exact=True, count="request_output_tokens", statistic=stat)
        x.span_end = k + 5
        x.every_request = True  # type: ignore[attr-defined]
        x.second_meaning = ONE_ITEM_RULE  # type: ignore[attr-defined]
        c.cores.append(x)
    c.take(i, k + 6)
    c.take(k + 6, end, "inert")  # the rate restates the tokens over the time (checked above): nothing of its own
    return end - i


def one_request_each(ev, arms: list[str]) -> str:
    """"" where each of ``arms`` completed exactly one request (the response the line names), else why not."""
    for name in arms:
        arm = ev.arms.get(name)
        rows = getattr(arm, "rows", None) if arm is not None else None
        if rows is None:
            return f"arm {name} records no requests"
        done = sum(1 for ok in get_column(rows, "ok") if ok)
        if done != 1:
            return f"arm {name} completed {done} requests, and the line names one response of them: which is not said"
    return ""
