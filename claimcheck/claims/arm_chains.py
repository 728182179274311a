"""An ordering of arms written with "<" / ">" (production: arm_chain -- claimcheck/claims/grammar.lark).

"Request throughput: BF16 < FP8 < AWQ", "For TTFT, AWQ < FP8 < BF16", "TTFT: AWQ < FP8": each sign between two
arms is a direction of the clause's metric, the arm before it lower ("<") or higher (">") than the arm after it;
all must hold (one contradicted is false). Read only where every member is an arm phrase of exactly one arm, no arm
twice, the signs all the same way, and the chain is the clause's whole content after its metric lead (a label
"METRIC:" or a topic "For METRIC,"): the comparisons take that metric as any comparison with none of its own does.
Never with a number in the chain ("A < 2x B"), "<=" / ">=", or under a negation (left to the clause's rules).
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.cores import Core
from claimcheck.claims.reading import Assertion, Span
from claimcheck.claims.vocabulary import (BETWEEN_PHRASES, BETWEEN_VERBS, COUNT_METRICS, FRACTIONS,
                                          HIGHER_IS_BETTER, NEGATIONS, STAT_PHRASES)

_SIGN = {"<": ("down", "lower"), ">": ("up", "higher")}


def read(c, i: int) -> int:
    """At token ``i`` (an arm): the chain's tokens, or 0."""
    a = c.arm_at(i)
    if a is None or a.arm is None or len(a.arms) != 1 or not c.free(i) or c.w(i + 1) not in _SIGN \
            or not c.free(i + 1):
        return 0
    arms = [(a.arm, i)]
    sign = c.w(i + 1)
    k = i + 1
    while c.w(k) == sign and c.free(k):
        b = c.arm_at(k + 1)
        if b is None or b.arm is None or len(b.arms) != 1 or not c.free(k + 1) or b.arm in [x for x, _ in arms]:
            return 0
        arms.append((b.arm, k + 1))
        k += 2
    if c.w(k) in _SIGN or c.w(k) in ("=", "<=", ">=") or (k < c.i1 and c.w(k) not in (".", ";", "!", "")):
        return 0  # a mixed chain, or more words after it: not read
    sense, word = _SIGN[sign]
    for (x, kx), (y, ky) in zip(arms, arms[1:]):
        core = Core("direction", kx, ky + 1, sense=sense, value=Decimal(1), word=word)
        core.arm, core.arm_amb = x, (x,)
        core.baseline, core.baseline_amb = y, (y,)
        core.span_end = ky + 1
        c.cores.append(core)
    c.take_arms_rest([kx for _, kx in arms], i, k)
    return k - i


def in_between(c, i: int) -> int:
    """Production: in_between -- "LMDeploy lands in between at 2.67 req/s, about 1.33x vLLM", "FP8 KV sits in
    between, with 1,900 tok/s and a P99 TPOT of 41 ms", "SGLang falls in between on mean TTFT": at an arm of a witness
    of exactly three arms, a verb of place (vocabulary.BETWEEN_VERBS, or none) and "in between" / "between the two" /
    "in the middle" (vocabulary.BETWEEN_PHRASES), then at most "on / in / for [STAT] METRIC". The arm stays the
    clause's subject; the words are marked (``c.between_mark``) and, once the clause's assertions are built
    (``between_assertions``), say that the arm's metric lies strictly between the other two arms' for every metric
    the clause grades of that arm (its values and its comparisons), or for the metric named after the words alone.
    None: the words stay unread.
    Never under a negation."""
    a = c.arm_at(i)
    if a is None or a.arm is None or len(a.arms) != 1 or len(c.r.all_arms) != 3 or c.negated \
            or getattr(c, "between_mark", None) is not None:
        return 0
    k = i + 1 + (c.w(i + 1) == "arm" and c.free(i + 1))
    k0 = k
    if c.w(k) in BETWEEN_VERBS and c.free(k):
        k += 1
    n = next((len(p) for p in BETWEEN_PHRASES if c.seq(k, p)), 0)
    if not n:
        return 0
    k += n
    if any(c.w(x) in NEGATIONS or c.w(x).endswith("n't") for x in range(c.i0, c.i1)):
        return 0
    metric = stat = None
    if c.w(k) in ("on", "in", "for") and c.free(k):
        st, q = c._statistic_before_metric(c.skip_the(k + 1))
        m = c.metric_named(q)
        if m:
            metric, stat, q = m[1], st, q + m[0]
            if stat is None and (s2 := c.phrase(q, STAT_PHRASES)):
                stat, q = s2[1], q + s2[0]
            k = q
    c.between_mark = (a.arm, k0, k, metric, stat)
    c.take(k0, k)
    return k - i


def between_assertions(c, results) -> None:
    """The assertions of an "in between" mark (``in_between``): one per metric (and statistic) the clause's graded
    assertions give its arm (a value, or a comparison with it as the treatment), or the one named after the words;
    the words are justified only where one is made."""

    arm, k0, k1, metric, stat = c.between_mark
    r = c.r
    ends = sorted(set(r.all_arms) - {arm})
    if len(ends) != 2:
        return
    wanted: list[tuple[str, str | None]] = []
    if metric is not None:
        wanted.append((metric, stat))
    for _core, a, _why in results if metric is None else ():  # a metric named with the words: that one alone
        if a is None or a.treatment != arm or a.negated or a.every_arm or a.between is not None \
                or a.form not in ("value", "ratio", "percent_change") or a.metric in COUNT_METRICS \
                or a.metric in FRACTIONS or HIGHER_IS_BETTER.get(a.metric) is None:
            continue
        if (a.metric, a.statistic) not in wanted:
            wanted.append((a.metric, a.statistic))
    if not wanted:
        return
    toks = r.toks
    span = Span(start=toks[k0].start, end=toks[k1 - 1].end, text=r.text[toks[k0].start:toks[k1 - 1].end])
    for m, st in wanted:
        r.assertions.append(Assertion(metric=m, statistic=st, form="direction", treatment=arm, baseline=ends[0],
                                      between=ends[1], relation="=", span=span, source=r.source))
        r.core_text.append(span.text)
    r.justified.update(range(k0, k1))
