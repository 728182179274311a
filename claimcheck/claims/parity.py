"""Parity claims (production: parity -- claimcheck/claims/grammar.lark; docs/claim-check.md, "Parity").

"X is within 5% of Y on throughput", "X's mean TTFT is within 10 ms of Y's", "A and B are less than 2% apart in
throughput", "X's throughput differs from Y's by under 3%" state a tolerance: read exactly (the difference is
within it, relative to the named reference Y, or to the smaller arm when the sentence names none), contradicted
only beyond the stated precision of the tolerance (tolerance.parity_band). "X matches Y's TTFT", "X's throughput
is on par with Y's", "comparable latency to Y", "virtually identical TPOT", "the same throughput as Y", "no
measurable difference in TTFT between X and Y", "X keeps TTFT at the level of Y" state no number: read with the
hedge tolerance (10% of the reference), contradicted only when the subject is twice as bad as the reference or
worse (either arm, for two arms with no subject; twice as good is an understatement), not-yet between.

Called from the clause scan (``grammar._Clause.m_parity``); ``read`` returns the tokens it consumed (0: not this
frame) and appends one ``Core("parity")`` carrying its band in ``parity`` (value, decimals, unit, scale,
symmetric). ``assertion`` turns it into a ``ratio`` (X / Y) or ``difference`` (X - Y, a duration) assertion with
the parity bands (``Tolerance.false_low`` / ``false_high``), graded by ``quantities.Grader.parity``.
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims import unaffected as _unaffected
from claimcheck.claims.cores import Core
from claimcheck.claims.reading import Assertion, Span
from claimcheck.claims.tolerance import HEDGE, UNCHANGED_BAND, denied_move, one_sided, parity_band
from claimcheck.claims.vocabulary import (DURATION_METRICS, DURATION_UNITS, FLIP, FRACTIONS, HIGHER_IS_BETTER,
                                          PARITY_ADJECTIVES, PARITY_BOUNDS, PARITY_DEGREE, PARITY_KEEP_VERBS,
                                          PARITY_NO_DIFFERENCE, PARITY_PAIR_VERBS, PARITY_PERFORM_VERBS,
                                          PARITY_PHRASES, PARITY_SMALL_GAP, PARITY_VERB_PHRASE_WORDS, SPEED,
                                          STAT_PHRASES, first_word_index)

#: what joins a parity adjective's metric, or "no difference in M", to the reference arm
_REF_LEADS = (("compared", "to"), ("compared", "with"), ("relative", "to"), ("versus",), ("vs", "."), ("vs",),
              ("against",), ("to",), ("with",), ("as",), ("from",))
#: the largest stated percent read ("within 60% of Y" is no parity claim)
_MAX_PERCENT = Decimal(50)


#: the phrase tables as (words, value) pairs, built once (first_word_index caches by the table's identity)
_TABLES = {id(t): tuple((w, True) for w in t) for t in (PARITY_PHRASES, PARITY_ADJECTIVES, PARITY_BOUNDS)}


def _phrase(cl, j: int, table) -> int:
    for words, _ in first_word_index(_TABLES[id(table)]).get(cl.w(j), ()):
        if cl.seq(j, words):
            return len(words)
    return 0


def _ref(cl, j: int):
    """The reference arm at ``j`` ("Y", "the Y arm", "Y's", "that of Y"): (token, its index, end) or None."""
    k = cl.skip_the(j)
    a = cl.arm_at(k)
    if a is None:
        return None
    end = k + 1
    if cl.w(end) == "arm" and cl.free(end):
        end += 1
    if cl.w(end) == "'s" and cl.free(end):
        end += 1
    return a, k, end


def _arm_pair(cl, j: int):
    """Two reference arms at ``j`` joined by "and" ("A and B", "the A arm and B"), neither possessive, the second
    another arm: (the first, the second) as ``_ref`` gives each, or None."""
    a = _ref(cl, j)
    if a is None or cl.w(a[2] - 1) == "'s" or not cl.seq(a[2], ("and",)):
        return None
    b = _ref(cl, a[2] + 1)
    if b is None or b[0].arms == a[0].arms or cl.w(b[2] - 1) == "'s":
        return None
    return a, b


def _led_ref(cl, j: int, leads=_REF_LEADS):
    """A reference arm after one of ``leads`` ("to Y", "compared with Y", "as Y")."""
    for words in leads:
        if cl.seq(j, words):
            got = _ref(cl, j + len(words))
            if got is not None:
                return got
    return None


def _metric(cl, j: int):
    """[statistic] metric at ``j``: (tokens, metric, statistic) or None."""
    k, stat = j, None
    s = cl.phrase(k, STAT_PHRASES)
    if s:
        stat, k = s[1], k + s[0]
    m = cl.metric_named(k)
    if not m:
        return None
    return k + m[0] - j, m[1], stat


def _number(cl, j: int):
    """N% / N percent / N ms at ``j``: (value, decimals, end, percent, scale) or None."""
    n = cl.number(j)
    if n is None or n[0] < 0:
        return None
    u = cl.w(j + 1)
    if not cl.free(j + 1):
        return None
    if u in ("%", "percent"):
        if n[0] >= _MAX_PERCENT:
            return None
        return n[0], n[1], j + 2, True, Decimal(1)
    if u in DURATION_UNITS:
        return n[0], n[1], j + 2, False, DURATION_UNITS[u]
    return None


def _neg(cl, j: int) -> tuple[int, bool]:
    w = cl.w(j)
    if not cl.free(j):
        return j, False
    if w in ("does", "did", "do") and cl.w(j + 1) == "not" and cl.free(j + 1):
        return j + 2, True
    if w == "not" or w.endswith("n't"):
        return j + 1, True
    return j, False


def _degree(cl, j: int) -> int:
    return j + 1 if cl.free(j) and cl.w(j) in PARITY_DEGREE else j


class _Named:
    """An arm named by a pronoun ("its"): the arm, with no token of its own."""

    def __init__(self, arm: str, arms: tuple[str, ...]):
        self.arm, self.arms = arm, arms
        self.i = -1  # no token of its own (_push marks none)


def _push(cl, i: int, end: int, *, band: tuple, neg: bool, ref=None, arm=None, metric=None) -> int:
    c = Core("parity", i, end, relation="=", negated=neg, word="parity")
    if metric is not None:
        c.metric, c.statistic = metric[1], metric[2]
    c.parity = band  # type: ignore[attr-defined]
    if ref is not None:
        c.baseline, c.baseline_amb = ref[0].arm, ref[0].arms
    if arm is not None:
        c.arm, c.arm_amb = arm.arm, arm.arms
    c.span_end = end
    cl.take(i, end)
    for x in (ref, (arm, arm.i, 0) if arm is not None else None):
        if x is not None and x[1] >= 0:
            cl.r.used[x[1]] = "arm"
    cl.cores.append(c)
    return end - i


VAGUE = (None, 0, True, Decimal(1), False)
#: the pieces another parity construct builds with (claimcheck/claims/unchanged.py): [statistic] metric at a token,
#: and one parity core pushed onto the clause
metric_at, push_core = _metric, _push


def read(cl, i: int) -> int:
    if not cl.free(i):
        return 0
    return _pair(cl, i) or _single(cl, i) or _difference_between(cl, i) or _metric_pair(cl, i) \
        or _unaffected.read(cl, i, _push, _metric, _degree)


_GAP_NOUNS = ("difference", "gap")
_COPULAS = frozenset({"is", "was", "remains", "remained", "stays", "stayed"})


def _difference_between(cl, i: int) -> int:
    """A symmetric bound on the difference of two arms, said as a noun: "the [stat] METRIC difference between A and B
    is less than N%", "the difference in METRIC between A and B was within N%" (production parity, the pair's
    bound): read as "A and B are less than N% apart in METRIC" (relative to the smaller arm). A metric is needed
    ("the performance difference ..." names none: not read); no negation, no reference arm of its own."""
    m = _metric(cl, i)
    if m is not None:
        j = i + m[0]
        if not any(cl.seq(j, (g,)) for g in _GAP_NOUNS):
            return 0
        j += 1
    elif any(cl.seq(i, (g,)) for g in _GAP_NOUNS) and cl.seq(i + 1, ("between",)):
        j = i + 1  # "the difference between A and B in METRIC": the metric after the pair
    else:
        if not any(cl.seq(i, (g,)) for g in _GAP_NOUNS) or not (cl.seq(i + 1, ("in",)) or cl.seq(i + 1, ("on",))):
            return 0
        m = _metric(cl, i + 2)
        if m is None:
            return 0
        j = i + 2 + m[0]
    if not cl.seq(j, ("between",)) or (pair := _arm_pair(cl, j + 1)) is None:
        return 0
    a, b = pair
    k = b[2]
    if m is None:
        # "the difference between A and B in METRIC ...": the metric after the pair
        if not (cl.seq(k, ("in",)) or cl.seq(k, ("on",))) or (m := _metric(cl, k + 1)) is None:
            return 0
        k += 1 + m[0]
    if not (cl.free(k) and cl.w(k) in _COPULAS):
        return 0
    g = _degree(cl, k + 1)
    if cl.free(g) and cl.w(g) in PARITY_SMALL_GAP:
        # "... is negligible", "... was minimal": no number, a strong word: the pull request's "unchanged" band (5%)
        n = _push(cl, i, g + 1, band=(None, 0, True, Decimal(1), True), neg=False, ref=b, arm=a[0], metric=m)
        cl.cores[-1].unchanged = True  # type: ignore[attr-defined]
        return n
    kb = _phrase(cl, k + 1, PARITY_BOUNDS)
    n = _number(cl, k + 1 + kb) if kb else None
    if n is None or not n[3]:
        return 0
    return _push(cl, i, n[2], band=(n[0], n[1], True, Decimal(1), True), neg=False, ref=b, arm=a[0], metric=m)


def _single(cl, i: int) -> int:
    """One subject (the clause's), the reference named after the parity words."""
    j, neg = _neg(cl, i)
    metric = None
    if cl.free(j) and cl.w(j) in PARITY_KEEP_VERBS:
        j += 1
        metric = _metric(cl, j)  # "keeps TTFT at the level of Y"
        if metric:
            j += metric[0]
    if cl.free(j) and cl.w(j) in PARITY_PERFORM_VERBS and metric is None:
        # "X performs similarly to Y", "X performed on par with Y": the verb of the comparison, the metric elsewhere
        q = _degree(cl, j + 1)
        if cl.seq(q, ("similarly", "to")) or cl.seq(q, ("similarly", "with")):
            ref = _ref(cl, q + 2)
            if ref is None:
                return 0
            return _push(cl, i, ref[2], band=VAGUE, neg=neg, ref=ref)
        if not _phrase(cl, q, PARITY_PHRASES) or cl.w(q) in PARITY_VERB_PHRASE_WORDS:
            return 0
        j += 1
    j = _degree(cl, j)
    # explicit: "within 5% of Y", "within 10 ms of Y's"
    if cl.seq(j, ("within",)):
        n = _number(cl, j + 1)
        if n is not None and cl.seq(n[2], ("of",)):
            ref = _ref(cl, n[2] + 1)
            if ref is not None:
                return _push(cl, i, ref[2], band=(n[0], n[1], n[3], n[4], False), neg=neg, ref=ref, metric=metric)
        return 0
    # explicit: "differs from Y by less than 3%"
    if cl.w(j) in ("differs", "differ", "differed", "deviates", "deviate", "deviated") and cl.free(j) and not neg \
            and cl.seq(j + 1, ("from",)):
        ref = _ref(cl, j + 2)
        if ref is not None and cl.seq(ref[2], ("by",)):
            b = _phrase(cl, ref[2] + 1, PARITY_BOUNDS)
            n = _number(cl, ref[2] + 1 + b) if b else None
            if n is not None:
                return _push(cl, i, n[2], band=(n[0], n[1], n[3], n[4], False), neg=neg, ref=ref, metric=metric)
        return 0
    # vague: "on par with Y", "matches Y's", "the same as Y", "close to Y"
    k = _phrase(cl, j, PARITY_PHRASES)
    if k:
        ref = _ref(cl, j + k)
        if ref is None and cl.seq(j + k, ("its",)) and cl.baseline_hint and len(cl.baseline_hint) == 1 \
                and cl.subject_hint and cl.baseline_hint != cl.subject_hint and _metric(cl, j + k + 1):
            # "X gained 32% more throughput over Y while matching its TTFT": a clause after "while" continues the
            # previous clause's subject and baseline (production while_join); "its" is the baseline's (matching
            # its own TTFT says nothing), and its metric follows
            ref = (_Named(cl.baseline_hint[0], cl.baseline_hint), -1, j + k + 1)
        if ref is not None:
            return _push(cl, i, ref[2], band=VAGUE, neg=neg, ref=ref, metric=metric)
    if metric is not None:
        return 0
    # vague: "comparable latency (to Y)", "the same throughput as Y", "virtually identical TPOT"
    k = _phrase(cl, j, PARITY_ADJECTIVES)
    if k:
        m = _metric(cl, j + k)
        if m is None:
            return 0
        e = j + k + m[0]
        same = cl.w(j + k - 1) == "same"
        ref = _led_ref(cl, e, (("as",),) if same else _REF_LEADS)
        if ref is None and same:
            return 0
        return _push(cl, i, ref[2] if ref else e, band=VAGUE, neg=neg, ref=ref, metric=m)
    # vague: "no measurable difference in TTFT (between X and Y | from Y)", "no measurable TTFT difference"
    if cl.seq(i, ("no",)) and not neg:
        j = i + 1
        if cl.free(j) and cl.w(j) in PARITY_NO_DIFFERENCE:
            j += 1
        m = None
        if cl.seq(j, ("difference",)) and (cl.seq(j + 1, ("in",)) or cl.seq(j + 1, ("on",))):
            m = _metric(cl, j + 2)
            e = j + 2 + m[0] if m else 0
        elif (m := _metric(cl, j)) is not None and cl.seq(j + m[0], ("difference",)):
            e = j + m[0] + 1
        else:
            m = None
        if m is None:
            return 0
        if cl.seq(e, ("between",)):
            a = _ref(cl, e + 1)
            if a is not None and cl.seq(a[2], ("and",)):
                b = _ref(cl, a[2] + 1)
                if b is not None and b[0].arms != a[0].arms:
                    return _push(cl, i, b[2], band=(None, 0, True, Decimal(1), True), neg=False, ref=b, arm=a[0],
                                 metric=m)
            return 0
        ref = _led_ref(cl, e)
        return _push(cl, i, ref[2] if ref else e, band=VAGUE, neg=False, ref=ref, metric=m)
    return 0


#: the leads of the two arms after "METRIC is similar": "for A and B", "across A and B", "between A and B"
_PAIR_LEADS = frozenset({"for", "across", "between", "with", "on", "in"})


def _metric_pair(cl, i: int) -> int:
    """A metric said to be at one level in two arms, the metric first: "Output throughput is similar for A and B",
    "Mean TTFT is nearly identical across A and B", "TPOT was the same for A and B" (production parity, the metric's
    pair): read as "A and B have similar METRIC" (symmetric, the hedge band). No negation ("is not similar for":
    not read), two distinct arms, nothing but "and" between them."""
    m = _metric(cl, i)
    if m is None:
        return 0
    k = i + m[0]
    if not (cl.free(k) and cl.w(k) in _COPULAS | {"are", "were"}):
        return 0
    j = _degree(cl, k + 1)
    q = _phrase(cl, j, PARITY_ADJECTIVES)
    if not q or cl.w(j + q - 1) == "matching":
        return 0
    j += q
    if not (cl.free(j) and cl.w(j) in _PAIR_LEADS) or (pair := _arm_pair(cl, j + 1)) is None:
        return 0
    a, b = pair
    return _push(cl, i, b[2], band=(None, 0, True, Decimal(1), True), neg=False, ref=b, arm=a[0], metric=m)


#: the nouns of "both engines" / "the two backends" as a parity claim's subject (the compared runs as a whole)
_BOTH_NOUNS = frozenset({"engines", "servers", "backends", "setups", "configs", "configurations", "versions", "builds",
                         "variants", "runs", "arms", "frameworks", "runtimes", "systems", "stacks", "options"})


def _both_subject(cl, i: int):
    """Production both_subject: "both" / "the two" (and a noun for the compared runs) at the clause's start, as the
    subject of a symmetric parity claim in a witness of exactly two arms ("The two are within 5% on TPOT", "Both
    engines are within 5% of each other on TTFT"): (first arm, (second arm, -1, end)), else None. With three or more
    arms, "the two" names no two of them: not read."""
    arms = list(getattr(cl.r, "all_arms", []) or [])
    if len(arms) != 2 or i != cl.i0 or not cl.free(i):
        return None
    if cl.w(i) == "both":
        n = 1
    elif cl.seq(i, ("the", "two")):
        n = 2
    else:
        return None
    if cl.w(i + n) in _BOTH_NOUNS and cl.free(i + n):
        n += 1
    if cl.w(i + n) not in PARITY_PAIR_VERBS:
        return None  # "both engines failed", "the two runs": not a parity subject here
    a, b = _Named(arms[0], (arms[0],)), _Named(arms[1], (arms[1],))
    return a, (b, -1, i + n)


def _pair(cl, i: int) -> int:
    """Two arms as the subject, no reference: "A and B are within 5% (of each other)", "A and B are less than 2%
    apart", "A and B differ by under 3%", "A and B are on par", "A and B have comparable latency"."""
    a = cl.arm_at(i)
    if a is None:
        got = _both_subject(cl, i)
        if got is None:
            return 0
        a, b = got
    else:
        j = i + 1 + (cl.w(i + 1) == "arm" and cl.free(i + 1))
        if not cl.seq(j, ("and",)):
            return 0
        b = _ref(cl, j + 1)
        if b is None or b[0].arms == a.arms or cl.w(b[2] - 1) == "'s":
            return 0
    j = b[2]
    neg = False
    if cl.free(j) and cl.w(j) in PARITY_PAIR_VERBS:
        j += 1
    j, neg = _neg(cl, j)
    perform = cl.free(j - 1) and cl.w(j - 1) in PARITY_PERFORM_VERBS
    if neg and cl.free(j) and cl.w(j) in PARITY_PERFORM_VERBS:
        j, perform = j + 1, True  # "A and B do not perform similarly"
    j = _degree(cl, j)
    sym = (None, 0, True, Decimal(1), True)
    if perform and cl.seq(j, ("similarly",)):
        # "A and B perform similarly (on TPOT)": the metric elsewhere in the clause (none: not read)
        return _push(cl, i, j + 1, band=sym, neg=neg, ref=b, arm=a)
    if cl.w(j) in ("differ", "differed", "differs") and cl.free(j) and not neg:
        # "A and B differ by under 3%"
        if cl.seq(j + 1, ("by",)):
            k = _phrase(cl, j + 2, PARITY_BOUNDS)
            n = _number(cl, j + 2 + k) if k else None
            if n is not None and n[3]:
                return _push(cl, i, n[2], band=(n[0], n[1], True, Decimal(1), True), neg=neg, ref=b, arm=a)
        return 0
    k = _phrase(cl, j, PARITY_BOUNDS)
    n = _number(cl, j + k) if k else None
    if n is not None and n[3]:
        e = n[2]
        if cl.seq(e, ("apart",)):
            e += 1
        elif cl.w(j) == "within" and cl.seq(e, ("of", "each", "other")):
            e += 3
        elif cl.w(j) != "within":
            return 0  # "less than 2%" of what?
        return _push(cl, i, e, band=(n[0], n[1], True, Decimal(1), True), neg=neg, ref=b, arm=a)
    if cl.seq(j, ("on", "par")) or cl.seq(j, ("at", "par")) or cl.seq(j, ("in", "line")) or cl.seq(j, ("level",)):
        e = j + (1 if cl.w(j) == "level" else 2)
        if cl.seq(e, ("with", "each", "other")):
            e += 3
        return _push(cl, i, e, band=sym, neg=neg, ref=b, arm=a)
    k = _phrase(cl, j, PARITY_ADJECTIVES)
    if k:
        e = j + k
        m = _metric(cl, e)
        if m is not None:
            e += m[0]
        elif cl.w(e - 1) == "same" or cl.w(e - 1) == "matching":
            return 0
        if cl.seq(e, ("to", "each", "other")) or cl.seq(e, ("with", "each", "other")):
            e += 3
        return _push(cl, i, e, band=sym, neg=neg, ref=b, arm=a, metric=m)
    return 0


def assertion(c: Core, arm: str | None, arms_named: bool, metric: str | None, rel: str, all_arms: list[str],
              span: Span, source: str, baselines: set[str] = frozenset()) -> tuple[Assertion | None, str]:
    """The parity core ``c`` as an assertion, or why not (``rel``: "=", flipped by a sentence negation). A
    symmetric claim ("A and B are on par") names no reference: its bands are the same either way round, and the
    arm the witness declares its baseline (``baselines``) is taken as the reference (Q1 asks for it)."""
    value, decimals, percent, scale, symmetric = c.parity  # type: ignore[attr-defined]
    if arm is None and not arms_named and c.baseline and len(all_arms) == 2 and c.baseline in all_arms:
        arm = next(x for x in all_arms if x != c.baseline)  # "on par with Y" in a witness of two arms
    if arm is None:
        return None, "a parity claim needs the arm it is about (name it)"
    base = c.baseline
    if base is None and c.baseline_amb:
        return None, f"the reference phrase is declared by several arms ({', '.join(c.baseline_amb)}): ambiguous"
    if base is None:
        if len(all_arms) != 2 or arm not in all_arms:
            return None, f"'{span.text}': at the level of which arm? (say 'on par with <arm>')"
        base = next(x for x in all_arms if x != arm)
    if base == arm:
        return None, f"the parity claim names the same arm ({arm}) on both sides"
    if symmetric and arm in baselines and base not in baselines:
        arm, base = base, arm
    if metric == SPEED:
        metric = "throughput"
    if metric is None:
        return None, f"'{span.text}': parity in which metric? (say 'on par with <arm> in throughput')"
    if metric in FRACTIONS or HIGHER_IS_BETTER.get(metric) is None:
        return None, f"'{span.text}': parity of {metric} is not read (relative, or in points?)"
    if not percent and metric not in DURATION_METRICS:
        return None, f"'{span.text}': a tolerance in time needs a duration metric"
    if c.negated:
        rel = FLIP[rel]
    if rel not in ("=", "!="):
        return None, f"'{span.text}': not read"
    try:
        tol = parity_band(value, decimals, percent=percent, scale=scale, symmetric=symmetric,
                          hold=UNCHANGED_BAND if getattr(c, "unchanged", False) else HEDGE)
    except ValueError as e:
        return None, f"'{span.text}': {e}"
    if value is None and not symmetric:
        # a parity word said of one subject ("X matches Y's TTFT") is false only on the subject's worse side: X twice
        # as good as Y is an understatement ("matches" may mean "at least matches"), a reader could dispute it
        worse_low = HIGHER_IS_BETTER[metric]
        tol = tol.model_copy(update={"false_low": tol.false_low if worse_low else None,
                                     "false_high": None if worse_low else tol.false_high,
                                     "rule": tol.rule + f" worse ({'half' if worse_low else 'twice'} the reference's "
                                                        f"{metric} or {'less' if worse_low else 'more'}; twice as good: "
                                                        "an understatement, not shown)"})
        if getattr(c, "one_sided", False):
            # "no regression" (claims/unchanged.py): any improvement holds, a worsening within the band holds
            tol = one_sided(tol, worse_low, negated=rel == "!=")
        denied = getattr(c, "denied", None)
        if denied:
            # "does not improve", "did not increase" (claims/unchanged.py): strict on the denied side
            up = {"better": worse_low, "worse": not worse_low, "up": True, "down": False}[denied]
            tol = denied_move(tol, up, negated=rel == "!=")
    return Assertion(metric=metric, statistic=c.statistic, form="ratio" if percent else "difference",
                     treatment=arm, baseline=base, relation=rel, value=1.0 if percent else 0.0, tolerance=tol,
                     span=span, source=source), ""
