"""Changes by a fraction word (production fraction_change -- claimcheck/claims/grammar.lark; docs/claim-check.md).

"Mean TTFT drops by a quarter with prefix caching", "the new scheduler cuts p99 latency by a third", "throughput rose
by about a third", "reduced TPOT by two-thirds": after a change verb with a direction of its own (or its particle)
and ``by``, a fraction word is the percent change in the verb's direction -- a quarter 25%, a third 33.3%, two thirds
66.7%, three quarters 75%, a fifth 20%, a tenth 10%, (a) half 50% -- within 5% of its size (10% after a hedge: "by about a
third"), as "by half" (production half_change) is read within 5% of 0.5. Only right after ``by`` (and a hedge),
and never before ``of`` ("by a third of the requests" is not read); a downward "by half" keeps its own production.

Called from the clause scan (grammar._Clause.m_change_intrans, m_change_verb): ``fraction_at`` says where the
fraction ends and its size; ``push`` appends the one percent-change core.
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.cores import Core
from claimcheck.claims.vocabulary import DURATION_UNITS, HEDGES, RATE_UNITS, STAT_PHRASES

#: fraction words after "by" (their words, the percent they stand for)
FRACTIONS: dict[tuple[str, ...], Decimal] = {
    **{(det, w): Decimal(100) / n for det in ("a", "an", "one") for w, n in (
        ("quarter", 4), ("third", 3), ("fifth", 5), ("sixth", 6), ("eighth", 8), ("tenth", 10))
       if det != "an" or w[0] in "aeiou"},
    ("two", "thirds"): Decimal(200) / 3, ("three", "quarters"): Decimal(75),
    # "throughput rose by half", "by a half": 50% (a downward "by half" is half_change's, read first)
    ("half",): Decimal(50), ("a", "half"): Decimal(50), ("one", "half"): Decimal(50),
}
#: the width of a fraction word: 5% of its size, 10% after a hedge
WIDTH, HEDGED_WIDTH = Decimal("0.05"), Decimal("0.10")


#: what may follow a fraction word with no "by" before it ("mean TTFT is down a third on 0.6.0", "throughput rose a
#: quarter, from ..."): the clause's end, a punctuation mark or a preposition that opens an arm or a pair -- never a
#: noun ("rose a third time", "fell a fifth straight week" are not a change's amount)
BARE_AFTER = frozenset({".", ",", ";", ":", "!", "(", ")", "with", "without", "on", "at", "for", "under", "using",
                        "from", "vs", "vs.", "versus", "over", "compared", "relative", "when", "after", "and", "while",
                        "whereas", "across", "in", "between", "to"})


def fraction_at(cl, j: int) -> tuple[int, str, Decimal] | None:
    """(end, hedge, percent) of "by [hedge] a quarter" at ``j``, or None. With no "by" (production fraction_change's
    bare form: "mean TTFT is down a third", "throughput rose about a quarter on FP8") the fraction must end the clause
    or stand before a punctuation mark or a preposition (BARE_AFTER): "rose a third time" is not read."""
    if not cl.free(j):
        return None
    bare = cl.w(j) != "by"
    k, hedge = j + (not bare), ""
    if cl.w(k) in HEDGES and cl.free(k):
        hedge, k = HEDGES[cl.w(k)], k + 1
    for words, pct in FRACTIONS.items():
        if cl.seq(k, words) and all(cl.free(x) for x in range(k, k + len(words))):
            end = k + len(words)
            if cl.w(end) in ("of", "-") or (cl.tok(end) is not None and cl.tok(end).kind == "num"):
                return None  # "by a third of the requests", "by a quarter - 25% -": not this frame
            if bare and end < cl.i1 and cl.w(end) not in BARE_AFTER:
                return None  # "rose a third time": not a change's amount
            return end, hedge, pct
    return None


def push(cl, i: int, end: int, hedge: str, pct: Decimal, sense: str, word: str, metric: str | None = None,
         statistic: str | None = None) -> Core:
    """The percent-change core of tokens i..end (taken), with the fraction's range."""
    c = Core("pct_change", i, end, value=pct.quantize(Decimal("0.1")), decimals=1, hedge=hedge, sense=sense,
             word=word, metric=metric, statistic=statistic)
    return _taken(cl, c, i, end, pct, lambda w: f"a fraction word: {pct:.1f}% +-{int(w * 100)}% of it")


def _taken(cl, c: Core, i: int, end: int, centre: Decimal, label) -> Core:
    """``c`` with the fraction word's range around ``centre`` (5%, 10% hedged), tokens i..end taken, pushed."""
    w = HEDGED_WIDTH if c.hedge else WIDTH
    c.range = (centre * (1 - w), centre * (1 + w), label(w))  # type: ignore[attr-defined]
    c.span_end = end
    c.implicit = True
    cl.take(i, end)
    cl.cores.append(c)
    return c


def to_fraction_at(cl, j: int) -> tuple[int, str, Decimal] | None:
    """(end, hedge, ratio) of "to [hedge] a quarter" at ``j`` (production fraction_target): after a change verb of a
    downward direction, the value came to that fraction of the compared arm's ("cut p99 TTFT to one-eighth", "mean TTFT
    fell to a quarter with X", "drops to about a third"): the ratio treatment / baseline, within 5% of it (10% after a
    hedge), as "halved" is read. Never before "of" ("to a third of the requests") or a number; "to half" only before
    the clause's end, a comma or an arm's preposition ("to half the baseline's" is another frame's)."""
    if not cl.free(j) or cl.w(j) != "to":
        return None
    k, hedge = j + 1, ""
    if cl.w(k) in HEDGES and cl.free(k):
        hedge, k = HEDGES[cl.w(k)], k + 1
    for words, pct in FRACTIONS.items():
        if not cl.seq(k, words) or not all(cl.free(x) for x in range(k, k + len(words))):
            continue
        end = k + len(words)
        if cl.w(end) in ("of", "-") or (cl.tok(end) is not None and cl.tok(end).kind == "num"):
            return None
        if words[-1] == "half" and end < cl.i1 and cl.r.toks[end].kind != "arm" and cl.w(end) not in (
                ".", ",", ";", "!", ")", "with", "without", "on", "at", "for", "under", "using"):
            return None  # "dropped to half the baseline's": another frame's words; "fell to half": 0.5
        return end, hedge, pct / 100
    return None


def push_ratio(cl, i: int, end: int, hedge: str, ratio: Decimal, word: str, metric: str | None = None,
               statistic: str | None = None) -> Core:
    """The ratio core (treatment / baseline = ``ratio``) of tokens i..end (taken), within 5% (10% hedged) of it."""
    c = Core("ratio", i, end, value=ratio, decimals=0, hedge=hedge, sense="up", word=word, metric=metric,
             statistic=statistic)
    return _taken(cl, c, i, end, ratio, lambda w: f"a fraction word: {ratio:.3f} +-{int(w * 100)}% of it")


#: the comparatives a fraction word may stand before as its percent ("a third lower", "a quarter faster"): the
#: direction words of a percent, less "more" / "less" / "fewer" (a quantity word: "a third more requests")
COMPARATIVES = frozenset({"lower", "higher", "faster", "slower", "quicker", "shorter", "longer", "smaller", "larger",
                          "bigger", "greater", "better", "worse"})


def fraction_compared_at(cl, j: int) -> tuple[int, Decimal] | None:
    """(where the comparative starts, percent) of "a third lower" / "one quarter faster" at ``j`` (production
    fraction_compared): a fraction word right before a comparative is that percent ("mean TTFT is a third lower with
    X", "X has a quarter higher throughput than Y"), read as "33.3% lower" is, within 5% of its size (10% after a
    hedge). Never "half" ("half lower" is no phrase), never before "more" / "less" / "of" or a number."""
    for words, pct in FRACTIONS.items():
        if "half" in words or not cl.seq(j, words) or not all(cl.free(x) for x in range(j, j + len(words))):
            continue
        k = j + len(words)
        if cl.w(k) in COMPARATIVES and cl.free(k):
            return k, pct
        return None
    return None


def widen(c: Core, pct: Decimal) -> None:
    """The percent core ``c`` a fraction word stated: its range, 5% of the fraction's size (10% hedged)."""
    w = HEDGED_WIDTH if c.hedge else WIDTH
    c.value, c.decimals = pct.quantize(Decimal("0.1")), 1
    c.range = (pct * (1 - w), pct * (1 + w), f"a fraction word: {pct:.1f}% +-{int(w * 100)}% of it")  # type: ignore[attr-defined]
    c.implicit = True


def possessive_after(cl, k: int) -> bool:
    """``[the] ARM 's NUMBER`` at ``k`` (production referenced_value): a fraction word before an arm's stated value
    ("half of vLLM's 600 ms", "a third of the baseline's 900 ms", "half vLLM's 600 ms"), whose ratio the ratio
    construct binds to that arm with its value (possessive_value)."""
    k = cl.skip_the(k)
    a = cl.arm_at(k)
    if a is None or len(a.arms) != 1:
        return False
    q = k + 1 + (cl.w(k + 1) == "arm")
    t = cl.tok(q + 1)
    if cl.w(q) == "'s" and cl.free(q) and (t is None or t.kind == "punct" and t.text in ".,;:)!"):
        # production: fraction_possessive -- "FP8's mean TTFT is a third of BF16's", "half BF16's": the arm's own
        # value of the clause's metric left out at the phrase's end, as "0.32x BF16's" (the ratio to that arm)
        return True
    if cl.w(q) == "'s" and cl.free(q) and cl.metric_phrase(q + 1):
        # production: fraction_share -- "Vllm reaches half of deepspeed's throughput", "a third of BF16's throughput": the
        # arm's metric named after its possessive, as "0.5x deepspeed's throughput" (the ratio to that arm, of that metric)
        return True
    return cl.w(q) == "'s" and cl.free(q) and t is not None and t.kind == "num" and t.value is not None


def metric_of_arm(cl, k: int) -> bool:
    """``[the] [STAT] METRIC of [the] ARM`` at ``k`` (production fraction_share): "half of the throughput of X", "only
    about half throughput of X" -- the metric the fraction word's ratio is of, and the arm it is compared with, as
    "0.5x the throughput of X" is read. Never a count ("half of the requests") or a metric with no arm after it."""
    if cl.w(k) == "the" and cl.free(k):
        k += 1
    s = cl.phrase(k, STAT_PHRASES)
    q = k + (s[0] if s else 0)
    m = cl.metric_phrase(q)
    if not m or not cl.free(q):
        return False
    q += m[0]
    if cl.w(q) != "of" or not cl.free(q):
        return False
    a = cl.arm_at(cl.skip_the(q + 1))
    return a is not None and len(a.arms) == 1


def slash_share_at(cl, j: int, n: int) -> tuple[int, Decimal] | None:
    """(where its object starts, ratio) of a written fraction "N/M" at ``j`` ("/" at ``n``) before what it is a share
    of (production fraction_share): "2/3 of FP8's throughput", "2/3 of the throughput of FP8", "2/3 that of FP8", "1/2
    the throughput of FP8" -- whole numbers 1 <= N < M <= 10, nothing glued between them but "/". Never before a count
    ("2/3 of the requests": the count frame's) or anything else (None)."""
    a, b = cl.tok(j), cl.tok(n + 1)
    if a is None or b is None or a.value is None or b.value is None or not cl.free(n + 1) \
            or a.value != a.value.to_integral_value() or b.value != b.value.to_integral_value() \
            or not (1 <= a.value < b.value <= 10) or cl.r.toks[n].start != a.end or b.start != cl.r.toks[n].end:
        return None
    ratio = a.value / b.value
    k = n + 2
    of = cl.w(k) == "of" and cl.free(k)
    if possessive_after(cl, k + of) or metric_of_arm(cl, k + of):
        return k + of, ratio
    if not of and cl.w(k) in ("that", "those") and cl.free(k) and cl.w(k + 1) == "of" \
            and cl.arm_at(cl.skip_the(k)) is not None:
        return k, ratio
    return None


def fraction_the_at(cl, j: int) -> tuple[int, Decimal] | None:
    """(where "the" starts, ratio) of "a quarter (of) the ..." / "one-third that of ..." at ``j`` (production
    fraction_ratio): a fraction word before its metric as "half the wall time of X" is read ("a third of the mean TTFT
    of X", "a quarter the p99 TTFT", "one-eighth that of X"): the ratio, within 5% (10% hedged). Only before "the" and a
    metric (a statistic, a metric phrase or a rate unit) or before "that" / "those" ("a third of the requests" is a
    count's share: not read)."""
    for words, pct in FRACTIONS.items():
        if "half" in words or not cl.seq(j, words) or not all(cl.free(x) for x in range(j, j + len(words))):
            continue
        k = j + len(words)
        if cl.w(k) == "of" and cl.free(k):
            k += 1
        if possessive_after(cl, k):
            return k, pct / 100  # "a third of vLLM's 900 ms": production referenced_value
        if cl.w(k) in ("that", "those") and cl.free(k) and cl.w(k + 1) == "of":
            return k, pct / 100
        if cl.w(k) != "the" or not cl.free(k):
            return None
        q = k + 1
        b = j - 1 - (cl.w(j - 1) in HEDGES or cl.w(j - 1) == "~")
        if cl.w(b) in ("in", "took", "takes") and (cl.w(q) == "time" or (
                cl.tok(q) is not None and cl.tok(q).kind == "num" and cl.w(q + 1) in DURATION_UNITS)):
            return k, pct / 100  # production run_time_of: "finished in a third of the 10.4 s of the baseline"
        s = cl.phrase(q, STAT_PHRASES)
        if s:
            q += s[0]
        if cl.metric_phrase(q) or (not s and cl.phrase(q, RATE_UNITS) and cl.w(q) not in ("qps", "rps")):
            return k, pct / 100
        return None
    return None
