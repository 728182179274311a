"""Words of a small size, checked against the size the sentence states (production: size_bound --
claimcheck/claims/grammar.lark; docs/claim-check.md "How a statement is read").

"TTFT increases slightly, from 54.6 ms to 57.7 ms", "Median TTFT is only slightly worse: 240 ms vs 220 ms",
"throughput dropped a bit (1.02 -> 0.98 req/s)": the degree word (vocabulary.SIZE_LIMITS) is read where the
constructs around it read the change (CHANGE_DEGREES, DEGREE_WORDS), and says the change is small. A twist that keeps
the word on a large change ("increases slightly, from 298.7 to 452.1 tok/s", 51%) must never be net-true, so the word
stays read only where its sentence states the change's size and that size is within the word's limit:

* two values of one metric and statistic for two arms: the larger over the smaller, less 1;
* a percent change: its size / 100; a factor ("1.2x faster"): the factor (or its inverse) less 1.

Every size the sentence states must be within the limit ("slightly" is 25% at most; "moderately" / "modestly" 50%):
past it, or with no size stated (a direction alone, a difference in ms with no base), the word is unread and the
statement not-yet -- never false (a size word is a judgement; the numbers are checked as they are).
"""

from __future__ import annotations

from claimcheck.claims.reading import Span
from claimcheck.claims.vocabulary import SIZE_LIMITS

_SENTENCE_ENDS = frozenset({".", ";", "!", "?"})
#: counts of requests: never the size of a change
_COUNTS = frozenset({"tasks", "requests", "completed", "failed"})


def _words_at(toks, k: int) -> tuple[int, float] | None:
    """(first token, limit) of a size word ending at token ``k`` ("slightly", "a bit"), else None."""
    for words, limit in SIZE_LIMITS:
        n = len(words)
        if k - n + 1 >= 0 and all(toks[k - n + 1 + x].low == words[x] for x in range(n)):
            return k - n + 1, limit
    return None


def _sizes(assertions, lo: int, hi: int) -> list[float]:
    """The sizes of the changes stated inside characters [lo, hi) (from the size word to its sentence's end) of the
    one metric and statistic the first such assertion there names (the word's: "... cuts median TTFT by 40%, but its
    mean TPOT is slightly worse (15.9 ms vs 15.2 ms)" is sized by the TPOT pair only)."""
    out: list[float] = []
    pairs: dict[tuple[str, str | None], dict[str, float]] = {}
    # (an assertion's words may begin before the size word: "is only slightly worse: 240 ms on A")
    mine = sorted((a for a in assertions if a.source == "statement" and a.span is not None
                   and a.span.end > lo and a.span.start < hi and a.form in ("percent_change", "ratio", "value")
                   and a.metric not in _COUNTS), key=lambda a: a.span.start)
    if not mine:
        return []
    first = (mine[0].metric, mine[0].statistic)
    for a in mine:
        if (a.metric, a.statistic) != first:
            continue
        if a.form == "percent_change" and a.value is not None and a.relation == "=":
            out.append(abs(a.value) / 100.0)
        elif a.form == "ratio" and a.value is not None and a.value > 0 and a.relation == "=":
            out.append(max(a.value, 1.0 / a.value) - 1.0)
        elif a.form == "value" and a.value is not None and a.value > 0 and a.treatment and a.relation == "=":
            pairs.setdefault((a.metric, a.statistic), {})[a.treatment] = a.value
    for vals in pairs.values():
        if len(vals) >= 2:
            out.append(max(vals.values()) / min(vals.values()) - 1.0)
    return out


def bound(statement: str, toks, used, reading) -> None:
    """Adds to ``reading.unread`` each read size word whose sentence states no size of a change, or one past the
    word's limit (the tokens ``toks`` of ``statement``, ``used`` the reader's marks)."""
    unread = [(u.start, u.end) for u in reading.unread]
    for k, t in enumerate(toks):
        got = _words_at(toks, k)
        if got is None or not all(used[x] for x in range(got[0], k + 1)):
            continue
        first, limit = got
        s, e = toks[first].start, t.end
        if any(a <= s < b for a, b in unread):
            continue
        hi = min([x for x in range(k + 1, len(toks)) if toks[x].text in _SENTENCE_ENDS], default=len(toks))
        c_lo = toks[first].start
        c_hi = toks[hi].start if hi < len(toks) else 10 ** 9
        sizes = _sizes(reading.assertions, c_lo, c_hi)
        if sizes and max(sizes) <= limit + 1e-9:
            continue
        reading.unread.append(Span(start=s, end=e, text=statement[s:e]))

