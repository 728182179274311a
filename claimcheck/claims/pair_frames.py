"""Value pairs in the voice of an engine comparison (productions paren_pair_comparison, comma_from, paren_from,
from_arm_after, arrow, comma_pair and from_before -- claimcheck/claims/grammar.lark; docs/claim-check.md).

* ``paren_pair_comparison`` -- "SGLang had lower TTFT (100 ms vs 150 ms) and lower TPOT (5 ms vs 6 ms)", "SGLang
  had lower TTFT than vLLM (100 ms vs 150 ms)": two values in parentheses right after a comparison's words (its
  direction word or number, its metric, its "than <arm>") are that comparison's metric, not the clause's first
  (the second pair of "lower TTFT than vLLM (100 ms vs 150 ms) and lower TPOT than vLLM (5 ms vs 6 ms)" was read as
  TTFT and graded false: an accusation of a true sentence). A direction word with no "than <arm>" is read where
  such a pair follows it: the pair's two values are the compared arms', so the comparison is with the arm the
  pair's second value is given: the one it names ("(100 ms vs 150 ms for vLLM)"), else in a witness of two arms the
  other arm than the subject, else, where one baseline is declared, that one, only agreeing (grammar's
  implicit_baseline and sole_baseline). The value the direction
  says is the smaller is the smaller one's arm (pair_order), so a flipped direction is contradicted by its own pair.
* ``comma_from`` -- "mean TPOT drops to 5 ms, from 6 ms": a comma may stand between the after value and "from" (as
  "to 5 ms from 6 ms").
* ``paren_from`` -- "which brings P50 TTFT down to 80 ms (from 250 ms)": the before value in parentheses ("(down
  from 250 ms)" with the verb's own direction), ")" right after its unit, no arm inside or right after them.
* ``paren_from_to`` -- "EAGLE-3 cuts mean end-to-end latency by 47% (2.14 s to 1.14 s)", "... by 47% (from 2.14 s to
  1.14 s)", "... by 47% (2.14 s -> 1.14 s)": a before-then-after pair alone in parentheses right after a ratio or
  percent change takes the comparison's metric (as a "vs" pair there does, paren_pair_metric); its order is its own
  (before, then after), no value names an arm.
* ``arrow`` -- "12.1 -> 11.0 ms", "20 ms => 16 ms", "85.8 → 109.3 tok/s": before, then after ("->" and "=>" glued).
* ``comma_pair`` -- "E2E latency went down about 18%, 6.38 s to 5.24 s": a bare "A to B" right after a comma that ends
  a ratio or percent change is the change's before and after values in the pair's own order (grammar's
  comma_from_to gives it the change's metric), never a range both values may fall in (ea87fdd: "2 to 4.6 req/s" held of
  3 -> 4.5 as a range, and reversed too).
* ``from_before`` -- "Output throughput is up 10% with chunked prefill, from 900 tok/s": one value after "from", after
  the clause's one ratio or percent change and ending the clause, is the change's before value: its baseline arm's.
* ``from_arm_after`` -- "With SGLang, mean TPOT drops to 5 ms, from 6 ms with vLLM": an arm after the before value
  (with / using / on / for / in parentheses) is that value's where the clause names another single arm before its
  change verb (the after value's: the clause's subject); anywhere else it may be the cause of the change and is
  read as before (grammar._change_to_from).

* ``paren_contrast`` -- "c32 gets 960 tok/s (vs 320 at c8)", "Mean TTFT is 100 ms at c32 (vs. 40 ms for c8)": a
  contrast in parentheses right after a value or its arm -- "(" + "vs" / "versus" / "compared with|to" / "against" +
  [a hedge] + a number + at most three words (its unit) + [a preposition] + one ARM + ")" -- is the same contrast
  without them ("960 tok/s vs 320 at c8"): a token pass (paren_contrasts) takes the two parentheses out (inert), and
  the pair is read as written inline (its second value takes the first one's unit within a factor of 10,
  pair_arms). Anything else inside (a second arm, a clause, a percent) keeps its parentheses.

* ``paren_pair_unit`` -- "c32 served 3x the requests per second that c8 did (3.75 vs 1.25)": a pair in parentheses
  whose two numbers have no unit at all ("(A vs B)", "(A -> B)", "(A / B)"), in a sentence that names exactly one
  rate unit ("requests per second", "tok/s") and no duration, takes that unit: a token pass (paren_pair_units) writes
  it, as tokens of no width, right after the pair's second number, and the pair is then read as "(3.75 vs 1.25
  requests per second)". A duration ("(410 vs 260)" after "TTFT": ms or s?) or two rate units: nothing is written.

* ``pair_statistic`` -- "p99 TTFT 900 ms → 610 ms", "TTFT 900 ms → 610 ms (p99)": a statistic alone in parentheses
  right after a before-then-after pair of a per-request metric is both values' (no other statistic named).

* ``paren_was`` -- "Mean TTFT is now 80 ms (was 120 ms)": the value in parentheses after "was" / "previously" is the
  before value of the value right before it (the after value): a before-then-after pair naming no arm.

Called from grammar._Clause (assemble, _change_to_from); each function reads the clause ``cl`` and changes nothing
but what it returns.
"""

from __future__ import annotations

from claimcheck.claims.cores import Core
from claimcheck.claims.value_gloss import gloss_lead
from claimcheck.claims.vocabulary import CHANGE_VERBS, DURATION_METRICS, HEDGES, METRIC_PHRASES, PER_REQUEST, SPEED, \
    STAT_PHRASES, WAS_WORDS

#: words that make an arm named before a change its baseline rather than its subject
_BASELINE_LEADS = frozenset({"compared", "relative", "than", "versus", "vs", "over", "against", "unlike", "vis",
                             "from", "switching", "moving", "going", "instead"})
#: the comparisons a parenthesised pair may follow
_COMPARISONS = ("ratio", "pct_change", "direction")
#: joiners of a pair whose order is in its words ("from A to B", "A, up from B") or that bind by arm ("A and B")
_OWN_ORDER = ("to", "up from", "and")


def _paren_span(cl, c: Core) -> tuple[int, int] | None:
    """(index of "(", index of ")") around the pair of ``c``, the pair alone inside; None if not so. The first value
    names no arm (it is the subject's); the second may name its own, one arm ("(100 ms vs 150 ms for vLLM)",
    "(100 ms vs. vLLM's 150 ms)")."""
    partner = getattr(c, "partner", None)
    if not c.pair or partner is None or c.joiner in _OWN_ORDER:
        return None
    first, second = (c, partner) if c.i0 < partner.i0 else (partner, c)
    if first.arm or first.arm_amb or (second.arm_amb and (second.arm is None or len(second.arm_amb) != 1)):
        return None
    k0, k1 = first.i0 - 1, max(second.i1, second.span_end)
    lead = _pair_statistic_lead(cl, first, second)
    if lead is not None:
        k0 = lead.i0 - 1  # "..., p99 14.67 ms vs 22.17 ms", "(p99 14.67 ms vs 22.17 ms)"
    if k0 >= cl.i0 and cl.w(k0) == "," and cl.free(k0) and (k1 >= cl.i1 or (
            k1 == cl.i1 - 1 and cl.w(k1) in (".", "!"))):
        # production: comma_pair_comparison -- "vLLM had the lower TTFT, 120 ms vs 180 ms": the pair after a comma
        # that ends the clause stands where the parenthesis would (the comma read with it)
        return k0, k1
    if k0 < cl.i0 or k1 >= cl.i1 or cl.w(k0) != "(" or cl.w(k1) != ")":
        return None
    return k0, k1


def _pair_statistic_lead(cl, first: Core, second: Core):
    """Production comma_pair_statistic: the statistic phrase read right before a pair's first value, the statistic of
    both values ("vLLM had the lower ITL, p99 14.67 ms vs 22.17 ms"): its item, else None."""
    lead = [it for it in cl.items if it.kind == "stat" and it.i1 == first.i0 and it.statistic]
    if len(lead) != 1 or any(x.statistic not in (None, lead[0].statistic) for x in (first, second)):
        return None  # (the values take the phrase's statistic after the scan: production statistic_carry)
    return lead[0]


def lead_statistic(cl, c: Core) -> str | None:
    """The statistic a pair's statistic phrase before it names (production comma_pair_statistic), for the comparison
    it stands after with none of its own: "c=8 has the lower ITL, p99 14.67 ms vs 22.17 ms" is lower p99 ITL."""
    partner = getattr(c, "partner", None)
    if partner is None:
        return None
    first, second = (c, partner) if c.i0 < partner.i0 else (partner, c)
    lead = _pair_statistic_lead(cl, first, second)
    return lead.statistic if lead is not None else None


def paren_value_before_binder(cl, c: Core, k: int) -> int | None:
    """Production paren_value_comparison: at ``k`` (right after the direction ``c`` and its metric) one value alone in
    parentheses -- a duration or a rate, hedged at most, naming no arm, no pair's, of the comparison's metric or none
    -- then ")": the index after ")" (where the comparison's "than <arm>" must stand), else None. "lower TTFT (51 ms)
    than cold (153 ms)"; never a percent or a ratio in the parentheses ("lower TTFT (-40%) than cold"), never two
    values ("(51 ms vs 60 ms)": paren_pair_comparison's)."""
    if c.kind != "direction" or c.negated or cl.w(k) != "(" or k >= cl.i1:
        return None
    vals = [x for x in cl.cores if x is not c and cl.i0 <= x.i0 and k < x.i0 < cl.i1
            and max(x.i1, x.span_end) < cl.i1 and cl.w(max(x.i1, x.span_end)) == ")"
            and all(cl.w(q) in HEDGES or cl.w(q) == "~" for q in range(k + 1, x.i0))]
    if len(vals) != 1:
        return None
    x = vals[0]
    if x.kind not in ("duration", "rate") or x.pair or x.arm or x.arm_amb or getattr(x, "partner", None) is not None \
            or x.metric not in (None, c.metric) and not (c.metric == SPEED and x.kind == "rate"):
        return None  # (a rate's own metric under a speed word: "lower throughput (~10.8 tok/s)", as pair_summary's)
    if any(y is not x and y is not c and k < y.i0 <= max(x.i1, x.span_end) for y in cl.cores):
        return None
    return max(x.i1, x.span_end) + 1


def paren_pair_at(cl, c: Core) -> bool:
    """``c`` is a value of a pair that stands alone in parentheses ("(100 ms vs 150 ms)"), before its arms are bound."""
    partner = getattr(c, "partner", None)
    if partner is None or c.joiner in _OWN_ORDER:
        return False
    first, second = (c, partner) if c.i0 < partner.i0 else (partner, c)
    k0, k1 = first.i0 - 1, max(second.i1, second.span_end)
    return k0 >= cl.i0 and k1 < cl.i1 and cl.w(k0) == "(" and cl.w(k1) == ")"


def words_end(cl, x: Core, metrics: list) -> int:
    """The end of a comparison's own words: its span, then a metric named right after it ("lower TTFT")."""
    k = max(x.i1, x.span_end)
    for m in sorted(metrics, key=lambda m: m.i0):
        if m.i0 == k:
            k = m.i1
    return k


def comparison_before(cl, c: Core, metrics: list) -> Core | None:
    """Production paren_pair_comparison: the one comparison whose words end right before the parenthesis around
    the pair of ``c`` (a duration pair with no metric of its own), if its metric is a duration metric; else None."""
    if c.kind != "duration" or c.metric is not None:
        return None
    span = _paren_span(cl, c)
    if span is None:
        return None
    lead = [x for x in cl.cores if x.kind in _COMPARISONS and not x.pair and not x.negated
            and words_end(cl, x, metrics) == span[0]]
    if len(lead) != 1 or lead[0].metric not in DURATION_METRICS:
        return None
    return lead[0]


def pair_after(cl, c: Core, k: int) -> tuple | None:
    """Production paren_pair_comparison: a pair of values in parentheses opens at ``k`` (right after the direction
    ``c`` and the metric it names: "faster (1.2 s vs 1.5 s)" names none, and read as the generic speed it would
    compare throughputs the pair does not give): (the arm its second value names, or None); None if no such pair."""
    if c.kind != "direction" or c.negated or cl.w(k) not in ("(", ",") or k <= max(c.i1, c.span_end) and not (
            getattr(c, "metric_before", False) and k == c.span_end):
        return None  # (production bare_change_pair: "TTFT goes up slightly with X (...)" names its metric before it)
    for x in cl.cores:
        sp = _paren_span(cl, x)
        if sp is not None and sp[0] == k:
            second = max((x, x.partner), key=lambda y: y.i0)
            st = lead_statistic(cl, x)
            return (second.arm,) if st is None else (second.arm, "statistic", st)
        if getattr(c, "metric_before", False) and x.pair and x.joiner == "to" and x.role == "baseline" \
                and paren_from_to(cl, x, lead=c) is not None and x.i0 - 1 == k:
            # production bare_change_pair: "TTFT goes up a bit with X (100 ms -> 120 ms)": a before-then-after pair,
            # its order its own (the before value the compared arm's); "before_after" says so (declared_pair)
            return (None, "before_after")
    return None


def arrow_at(cl, k: int) -> int:
    """Production arrow: the length of a before-then-after arrow at ``k`` ("85.8 → 109.3 tok/s", "12.1 -> 11.0 ms",
    "20 ms => 16 ms": "→" or "⟶", or "->" / "=>" written glued), else 0."""
    if cl.w(k) in ("\u2192", "\u27f6") and cl.free(k):
        return 1
    if (cl.seq(k, ("-", ">")) or cl.seq(k, ("=", ">"))) and cl.adjacent(k + 1):
        return 2
    return 0


#: what may stand before arrow_label's arm: the clause's start, or a list's separator or a label's colon
_ARROW_LABEL_BEFORE = (",", ";", ":", "(")


def arrow_label(cl, k: int) -> int:
    """Production arrow_label: "c1 → 1.25 req/s, c8 → 6.4 req/s", "Request throughput: c1 -> 1.25 req/s": an arrow
    between one arm (at the clause's start, or after a list's comma / semicolon, a colon or "(") and a value with its
    unit (a hedge allowed) is the label's mark, as the colon of "c1: 1.25 req/s": the value is read there, its core
    starting at the arrow (the arrow read with the value and dropped with it), and bound to the arm right before it
    as any value after its arm (grammar._colon_arm). The value must end its item (the clause's end or punctuation). Never after a value ("1.25 → 6.4 req/s" is before-then-after), never
    between two arms ("c1 → c8"), never where the value is itself the head of an arrow pair ("c1 → 1.25 → 6.4")."""
    n = arrow_at(cl, k)
    if not n and cl.w(k) == "-" and cl.free(k) and arrow_at(cl, k + 1) == 2 and cl.adjacent(k + 1):
        n = 3  # "Llama.cpp --> 61.36 token / sec": a long arrow
    if not n or k - 1 < cl.i0:
        return 0
    a = cl.r.toks[k - 1]
    if a.kind != "arm" or len(a.arms) != 1 or cl.r.used[k - 1] not in ("", "arm") or not (
            k - 1 == cl.i0 or cl.r.toks[k - 2].text in _ARROW_LABEL_BEFORE):
        return 0
    j = k + n + (cl.w(k + n) in HEDGES and cl.free(k + n))
    t = cl.tok(j)
    if t is None or t.kind != "num" or t.value is None or not cl.free(j):
        return 0
    u = cl.unit_at(j + 1)
    if u is None or arrow_at(cl, j + 1 + u[0]):
        return 0
    before, used = len(cl.cores), list(cl.r.used)
    got = cl.m_quantity(k + n)
    end = k + n + got
    if not got or len(cl.cores) != before + 1 or cl.cores[-1].kind not in ("rate", "duration") or cl.cores[-1].pair \
            or not (end >= cl.i1 or cl.w(end) in (",", ";", ".", ")", "!")):
        del cl.cores[before:]
        cl.r.used[:] = used
        return 0
    cl.cores[-1].i0 = k  # the arrow is the value's label mark: read with it, dropped with it
    cl.take(k, k + n)
    return n + got


#: what may stand between a change and comma_pair's pair ("down 18%, 6.38 s to 5.24 s", "down 18% - 6.38 s to 5.24 s",
#: "down 18%: 6.38 s to 5.24 s"): a comma, a colon or a dash written apart from the number
COMMA_PAIR_MARKS = frozenset({",", ":", "-", "\u2013", "\u2014"})


def comma_pair(cl, i: int) -> bool:
    """Production comma_pair: a bare "A to B" whose first value starts at ``i`` right after a comma that ends a ratio
    or percent change ("E2E latency went down about 18%, 6.38 s to 5.24 s"; a colon or a dash written apart: COMMA_PAIR_
    MARKS): the change's before and after values, in the pair's own order (never a range both values may fall in: m_range
    leaves it alone)."""
    return i - 1 >= cl.i0 and cl.w(i - 1) in COMMA_PAIR_MARKS and not cl.adjacent(i) and any(
        (x.kind in ("ratio", "pct_change") or x.kind == "direction" and getattr(x, "metric_before", False))
        and not x.pair and max(x.i1, x.span_end) == i - 1 for x in cl.cores)


def from_before(cl, i: int) -> int:
    """Production from_before: "Output throughput is up 10% with chunked prefill, from 900 tok/s": "from" and one value
    with its unit after the clause's one ratio or percent change (after a comma or right after it), ending the clause:
    the value is the change's before value, the compared arm's (the change's baseline; grammar binds it and checks
    that). Nothing after the unit but the clause's end or ".", ";", "!" (an arm after it, "from 900 tok/s at c1", may be
    the value's own or the change's place: not read). Returns the tokens taken, else 0."""
    if cl.w(i) != "from" or not cl.free(i):
        return 0
    leads = [x for x in cl.cores if x.kind in ("ratio", "pct_change") and not x.pair and x.relation == "="
             and max(x.i1, x.span_end) <= i]
    if len(leads) != 1 or any(x.pair for x in cl.cores):
        return 0
    k, rel, hedge, neg = cl._prefix(i + 1)
    q = i + 1 + k
    t = cl.tok(q)
    if neg or rel != "=" or t is None or t.kind != "num" or t.value is None or not cl.free(q):
        return 0
    u = cl.unit_at(q + 1)
    if u is None or u[1] not in ("rate", "duration"):
        return 0
    end = q + 1 + u[0]
    if end < cl.i1 and not (cl.w(end) in (".", ";", "!") and cl.free(end)):
        return 0
    c = Core(u[1], i, end, value=t.value, decimals=t.decimals, hedge=hedge, metric=u[2], scale=u[3], role="baseline")
    c.span_end = end
    c.from_before = leads[0]  # type: ignore[attr-defined]
    cl.take(i, end)
    cl.cores.append(c)
    return end - i


def comma_from(cl, p: int) -> int:
    """Production comma_from: the index of "from" after a comma at ``p`` ("drops to 5 ms, from 6 ms"), else ``p``."""
    if cl.w(p) == "," and cl.free(p) and cl.w(p + 1) == "from" and cl.free(p + 1):
        return p + 1
    return p


def paren_from(cl, p: int, sense: str) -> int:
    """Production paren_from: the index of "from" after "(" at ``p`` ("drops to 80 ms (from 250 ms)"; "(down from
    250 ms)" with the verb's own direction; "(was 250 ms)", WAS_WORDS), else ``p``; the caller requires ")" right after the before value."""
    if cl.w(p) != "(" or not cl.free(p):
        return p
    k = p + 1
    if cl.w(k) in WAS_WORDS and cl.free(k):
        return k  # "dropped to 80 ms (was 120 ms)": the before value, as "(from 120 ms)"
    if cl.w(k) in ("down", "up"):
        if cl.w(k) != sense or not cl.free(k):
            return p
        k += 1
    return k if cl.w(k) == "from" and cl.free(k) else p


def paren_before(cl, p: int) -> int | None:
    """Production paren_before: "(vs 120 ms before)", "(versus 120 ms before)", "(120 ms before)" after a change
    verb's after value: the index right before the before value ("vs", or the "(" itself), else None; the caller
    requires ``before_tail`` after the value (without "before" this is no before value: not read)."""
    if cl.w(p) != "(" or not cl.free(p):
        return None
    k = p + 1
    if cl.w(k) in ("vs", "versus") and cl.free(k):
        return k + (cl.w(k + 1) == "." and cl.free(k + 1))
    return p if cl.tok(k) is not None and cl.tok(k).kind == "num" else None


def before_tail(cl, end: int) -> int:
    """After a parenthesized before value: "before", "before the change" (BEFORE_TAIL_NOUNS) -- the index after it,
    else ``end``."""
    from claimcheck.claims.vocabulary import BEFORE_TAIL_NOUNS

    if cl.w(end) != "before" or not cl.free(end):
        return end
    k = end + 1
    if cl.w(k) in ("the", "this", "that") and cl.w(k + 1) in BEFORE_TAIL_NOUNS and cl.free(k) and cl.free(k + 1):
        k += 2
    return k


def within_ten(v1, v2) -> bool:
    """May a pair's second value with no unit take the first one's (productions pair_unit_carried, pair_arms)? Only
    within a factor of 10: "100 ms versus 2" may be 2 s as well as 2 ms, and is not read."""
    return v1 > 0 and v2 > 0 and v1 / v2 <= 10 and v2 / v1 <= 10


def paren_from_to(cl, c: Core, lead: Core | None = None) -> Core | None:
    """Production paren_from_to: the ratio or percent change whose words end right before the parenthesis around
    the from-to or arrow pair of ``c`` ("cuts mean E2E latency by 47% (2.14 s to 1.14 s)"), the pair alone inside
    and naming no arm; else None. The pair keeps its own order (before, then after)."""
    partner = getattr(c, "partner", None)
    if not c.pair or partner is None or c.joiner != "to":
        return None
    first, second = (c, partner) if c.i0 < partner.i0 else (partner, c)
    if first.arm or second.arm or first.arm_amb or second.arm_amb:
        return None
    k0, k1 = first.i0 - 1, max(second.i1, second.span_end)
    if lead is not None and k0 >= cl.i0 and cl.w(k0) == "," and (cl.w(first.i0) == "from" or comma_pair(cl, first.i0)) \
            and (k1 >= cl.i1 or cl.w(k1) in (",", ".", ";", "!")):
        return lead  # production comma_bare_pair: "TPOT drops with X, from 20 ms to 10 ms", "... became shorter, 9.46 s
        # to 5.85 s" (ending its clause)
    if k0 < cl.i0 or k1 >= cl.i1 or cl.w(k0) != "(" or cl.w(k1) != ")":
        return None
    if lead is not None:
        return lead  # (bare_change_pair's direction: its words end at the parenthesis, pair_after checks it)
    return gloss_lead(cl, k0)  # production value_gloss (value_gloss.py): across the comparison's modifiers


def far_carry(cl, k: int, v1, v2) -> bool:
    """Production pair_unit_far: may a rate pair's second value with no unit, its words ending before ``k``, take
    the first one's unit across more than a factor of 10 (up to 100)? Only where the value names its own arm right
    after it ("versus 0.2 at concurrency 1"), one arm of the witness, and that phrase ends the clause or a
    punctuation mark follows it."""
    if not (v1 > 0 and v2 > 0 and max(v1 / v2, v2 / v1) <= 100):
        return False
    a = cl._pair_arm(k)
    if a is None or a[0].arm is None or len(a[0].arms) != 1:
        return False
    return a[1] >= cl.i1 or cl.w(a[1]) in (",", ";", ".", ")", "!") and cl.free(a[1])


def from_arm_after(cl, i: int, trail) -> bool:
    """Production from_arm_after: the arm ``trail`` (token, end) named right after the before value of a change at
    ``i`` is that value's: the clause names exactly one other arm, before the change verb."""
    a = trail[0]
    if a.arm is None or len(a.arms) != 1:
        return False
    if any(cl.w(k) in _BASELINE_LEADS for k in range(cl.i0, i)):
        return False  # "Compared with vLLM, ...": the arm before is a baseline, not the subject
    before = {cl.r.toks[k].arms for k in range(cl.i0, i) if cl.r.toks[k].kind == "arm"}
    return len(before) == 1 and len(next(iter(before))) == 1 and next(iter(before)) != a.arms


def change_up(ax) -> bool | None:
    """The side a change (an assertion of form ratio, percent_change or difference) puts its treatment on: True above
    its baseline, False below, None where it says no side (a neutral value, 1x or 0, with "="; a bound that reaches
    past the neutral value; another relation). Production pair_order orders a pair by it (grammar's subject-first
    pairs and order_by_change here)."""
    neutral = 1.0 if ax.form == "ratio" else 0.0
    if ax.relation == "=" and ax.value != neutral:
        return ax.value > neutral
    if ax.relation in (">", ">=") and ax.value >= neutral:
        return True
    if ax.relation in ("<", "<=") and ax.value <= neutral:
        return False
    return None


def order_by_change(cl, first, second, out: list) -> tuple[tuple, tuple]:
    """Production pair_order for a pair "A vs B" (also "A / B", "A, B") whose values name no arm, where one value was
    given an arm by a mention near it and the other none ("end-to-end latency decreases by 48.8% relative to
    autoregressive decoding (6.24 s vs. 3.20 s)": 3.20 s took the arm named before the parenthesis and was graded
    against 6.24 s -- a true sentence graded false). Nearness says nothing of the order; the change does: where the
    clause has one change (a ratio, a percent change or a difference of the same metric, with a direction) between
    the arm given and one other, the larger value is the arm the change says is larger, the smaller the other (so
    "(6.24 s vs. 3.20 s)" and "(3.20 s vs. 6.24 s)" read alike, and a flipped direction is contradicted by its own
    pair). Otherwise both values are left unread (an accusation may not rest on which arm is named nearest).
    ``first`` / ``second``: (core, assertion), the pair's values in the order written; returns them, rebound."""
    (c, a1), (p, a2) = first, second
    known = {t for t in (a1.treatment, a2.treatment) if t is not None}
    why = (f"'{cl.r.text[cl.r.toks[min(c.i0, p.i0)].start:cl.r.toks[max(c.i1, c.span_end, p.i1, p.span_end) - 1].end]}'"
           ": which value is which arm's is not fixed (say 'from X to Y', 'X for A and Y for B', or name the arm first)")
    ups: dict[str, bool] = {}
    if a1.form == "value" and a2.form == "value" and a1.value is not None and a2.value is not None \
            and a1.value != a2.value and a1.metric == a2.metric:
        for _x, ax, _w in out:
            if ax is None or ax.metric != a1.metric or ax.value is None or ax.treatment is None \
                    or ax.baseline is None or ax.treatment == ax.baseline or not known <= {ax.treatment, ax.baseline} \
                    or ax.form not in ("ratio", "percent_change", "difference"):
                continue
            up = change_up(ax)
            if up is not None:
                ups[f"{ax.treatment}\0{ax.baseline}"] = up
    if len(ups) != 1:
        return (c, None, why), (p, None, why)
    (arms, up), = ups.items()
    treat, base = arms.split("\0")
    big, small = (treat, base) if up else (base, treat)
    if a1.value > a2.value:
        t1, t2 = big, small
    else:
        t1, t2 = small, big
    return (c, a1.model_copy(update={"treatment": t1, "baseline": None}), ""), \
        (p, a2.model_copy(update={"treatment": t2, "baseline": None}), "")


#: what may stand between two values in parentheses that are a pair with no joiner word of its own ("(6.24 s, 3.20 s)")
_LIST_JOINERS = frozenset({",", "/", ";"})


def paren_values(cl, out: list) -> list:
    """Production pair_order for two values alone in parentheses joined by a comma, slash or semicolon ("decreases by
    48.8% with speculative decoding (6.24 s, 3.20 s)"): read as a pair they were not, both took the arm named nearest
    (a true sentence graded false). Such two values that name no arm of their own, of one metric, are ordered by the
    clause's change as order_by_change does (the larger the arm the change says is larger), else left unread."""
    out = list(out)
    k = cl.i0
    while k < cl.i1:
        if cl.w(k) != "(":
            k += 1
            continue
        depth, e = 0, k
        while e < cl.i1:
            depth += {"(": 1, ")": -1}.get(cl.w(e), 0)
            if depth == 0:
                break
            e += 1
        if e >= cl.i1:
            break
        inside = sorted((n for n, (c, _a, _w) in enumerate(out) if c.i0 > k and max(c.i1, c.span_end) <= e),
                        key=lambda n: out[n][0].i0)
        if len(inside) == 2:
            (c1, a1, _), (c2, a2, _) = out[inside[0]], out[inside[1]]
            e1 = max(c1.i1, c1.span_end)
            if c1.i0 == k + 1 and max(c2.i1, c2.span_end) == e and c2.i0 == e1 + 1 and cl.w(e1) in _LIST_JOINERS \
                    and not c1.pair and not c2.pair and not c1.arm and not c2.arm and not c1.arm_amb \
                    and not c2.arm_amb and a1 is not None and a2 is not None and a1.form == "value" \
                    and a2.form == "value" and a1.metric == a2.metric and a1.statistic == a2.statistic \
                    and any(ax is not None and ax.metric == a1.metric and ax.treatment and ax.baseline
                            and ax.form in ("ratio", "percent_change", "difference") for _x, ax, _w in out):
                # (two values of one arm, "(mean 120 ms, p99 300 ms)", differ in statistic; with no change of their
                # metric in the clause they are not a before and after)
                out[inside[0]], out[inside[1]] = order_by_change(cl, (c1, a1), (c2, a2), out)
        k = e + 1
    return out


#: the joiners of a pair whose first value is the subject's and the second the other arm's ("A vs B", "A, up from B")
_SUBJECT_FIRST = frozenset({"vs", "versus", "compared with", "compared to", "against", "instead of", "rather than",
                            "down from", "up from"})


def service_pair(cl, i: int, rate_only: bool) -> int:
    """Production service_pair: a service verb at ``i`` (after the clause's subject: grammar.m_service_verb checked it)
    right before a pair whose first value is the subject's and whose second is the other arm's ("vLLM pushed ~1,300
    output tok/s vs ~1,000 for TGI", "SGLang managed 3.2 req/s versus 2.5 req/s for vLLM", "X hit 4 req/s, up from 3
    req/s"): the pair is read as it is after an inert verb ("delivered"), the verb with its first value. A verb of a
    rate only (RATE_SERVICE_VERBS) takes a rate pair only; "from A to B", a pair of arrows or of "and" is not this
    (its order is before / after, or by arm), nor a pair of counts, ratios or percents. Returns the tokens taken (0:
    not this frame, nothing kept)."""
    before = len(cl.cores)
    n = cl.m_pair(i + 1)
    new = cl.cores[before:]
    kinds = ("rate",) if rate_only else ("rate", "duration")
    if not n:
        return 0
    if len(new) != 2 or any(c.joiner not in _SUBJECT_FIRST for c in new) or new[0].kind not in kinds \
            or new[0].arm is not None or new[0].arm_amb:
        return cl._undo(before, 0)
    new[0].i0 = i
    cl.take(i, i + 1)
    return 1 + n


def to_possessive(cl, i: int) -> bool:
    """Production to_possessive: "to" at ``i`` joins a value and an arm's own value as "against" does ("vLLM did 3.25
    req/s to TGI's 2.5", "A decoded 62 tok/s to B's 50 tok/s"): right after a lone duration or rate (no pair of its
    own), before an arm, "'s" and a number; never in a clause with "from" or a change verb before it ("rose from
    2.5 req/s to ...", "went 2.5 req/s to ..." are a before and an after, not two arms)."""
    if cl.w(i) != "to" or not cl.free(i) or not cl.cores:
        return False
    prev = cl.cores[-1]
    if prev.span_end != i or prev.kind not in ("duration", "rate") or prev.pair or prev.arm is not None:
        return False
    k = cl.skip_the(i + 1)
    if cl.arm_at(k) is None or cl.w(k + 1) != "'s" or not cl.free(k + 1) or cl.number(k + 2) is None:
        return False
    return not any(cl.w(x) in ("from", "went", "goes", "go", "going", "gone") or cl.w(x) in CHANGE_VERBS
                   for x in range(cl.i0, i))


#: requests as the plural object of a finish verb with no determiner ("finishes requests 1.03 s faster"): each
#: request's end, its end-to-end latency, before a duration only (production plural_event)
PLURAL_REQUEST_NOUNS = frozenset({"requests", "queries", "prompts"})


def event_gloss(cl, end: int, metric: str) -> None:
    """Production plural_event: "(E2E)" / "(end-to-end latency)" after a time event's difference ("finishes requests
    ~1.03 s faster on average (E2E)", "on average" read by its own construct): the event's own metric named in
    parentheses, read with it. Anything else in the parentheses stays as written."""
    k = end
    if cl.seq(k, ("on", "average")):
        k += 2
    if cl.w(k) != "(" or not cl.free(k):
        return
    m = cl.metric_phrase(k + 1)
    if m is None or m[1] != metric or cl.w(k + 1 + m[0]) != ")" or not cl.free(k + 1 + m[0]):
        return
    cl.take(k, k + 2 + m[0], "inert")


#: verbs of a difference with no direction ("TTFT differs by 10 ms"): read only with a pair that names each value's arm
DIFFER_VERBS = frozenset({"differs", "differ", "differed", "varies", "varied"})
#: the nouns of "across backends" / "between the two engines" (the compared runs as a whole)
_ACROSS_NOUNS = frozenset({"backends", "engines", "servers", "setups", "configs", "configurations", "versions", "builds",
                           "variants", "runs", "arms", "frameworks", "runtimes", "systems", "stacks", "options"})


def _across(cl, k: int) -> int:
    """The length of "across backends" / "between the two engines" / "between both" at ``k`` (inert), else 0."""
    if cl.w(k) not in ("across", "between") or not cl.free(k):
        return 0
    n = 1
    if cl.w(k + n) == "the" and cl.free(k + n):
        n += 1
    if cl.w(k + n) in ("two", "both") and cl.free(k + n):
        n += 1
    if cl.w(k + n) in _ACROSS_NOUNS and cl.free(k + n):
        return n + 1
    return n if cl.w(k + n - 1) in ("two", "both") and n > 1 and cl.w(k + n - 2) != "the" or \
        cl.seq(k + 1, ("the", "two")) and n == 3 else 0


def _arm_value_pair(cl, k: int):
    """"(" ARM NUMBER UNIT ("vs" | "versus" | "," | "/" | ";") ARM NUMBER UNIT? ")" at ``k``: ((arm, value, scale),
    (arm, value, scale), kind) with two distinct single arms and one unit kind, else None."""
    if cl.w(k) != "(" or not cl.free(k):
        return None
    out, q, kind = [], k + 1, None
    for n in range(2):
        a = cl.tok(q)
        if a is None or a.kind != "arm" or a.arm is None:
            return None
        q += 1
        if cl.w(q) == ":":
            q += 1
        t = cl.tok(q)
        if t is None or t.kind != "num" or t.value is None:
            return None
        u = cl.unit_at(q + 1)
        if u is None and n == 1 and kind is not None:
            u = (0, kind[0], kind[1], out[0][2])  # "(A 250 ms vs B 240)": the first value's unit
        if u is None or u[1] not in ("duration", "rate") or (kind is not None and (u[1], u[2]) != kind):
            return None
        kind = (u[1], u[2])
        out.append((a.arm, t.value * u[3], u[3]))
        q += 1 + u[0]
        if n == 0:
            if cl.w(q) == "vs" and cl.w(q + 1) == ".":
                q += 2
            elif cl.w(q) in ("vs", "versus", ",", "/", ";"):
                q += 1
            else:
                return None
    if cl.w(q) != ")" or out[0][0] == out[1][0] or out[0][1] == out[1][1]:
        return None
    return out[0], out[1], kind


def differs_by(cl, i: int) -> int:
    """Production differs_by: the clause's metric, then "differs" / "varies" "by" and an amount (a duration, or a rate
    whose unit names its metric), an optional "across backends" / "between the two engines", and a pair in parentheses
    that names each value's arm ("TTFT differs by only 10 ms across backends (FlashAttention 250 ms vs FlashInfer 240
    ms)"): the difference between the two arms, its direction fixed by the pair (the arm of the larger value the
    treatment, the other its baseline), as "FlashAttention's TTFT is 10 ms higher than FlashInfer's"; the pair's two
    values are read as values of their arms (so a swapped pair is contradicted by the rows). No such pair after it:
    not read (a difference with no direction). Never negated, no relation ("differs by less than 10 ms" is a bound
    on a size: not read). Returns the tokens taken from ``i`` (the parenthesis is left to the scan)."""
    if cl.w(i) not in DIFFER_VERBS or not cl.free(i) or cl.w(i + 1) != "by" or not cl.free(i + 1):
        return 0
    if not (cl.items and cl.items[-1].kind == "metric" and cl.items[-1].i1 == i):
        return 0
    k, rel, hedge, neg = cl._prefix(i + 2)
    q = i + 2 + k
    t = cl.tok(q)
    if neg or rel != "=" or t is None or t.kind != "num" or t.value is None or not cl.free(q):
        return 0
    u = cl.unit_at(q + 1)
    if u is None or u[1] not in ("duration", "rate") or (u[1] == "rate" and u[2] is None):
        return 0
    end = q + 1 + u[0]
    n = _across(cl, end)
    pair = _arm_value_pair(cl, end + n)
    if pair is None or pair[2] != (u[1], u[2]):
        return 0
    (a1, v1, _s1), (a2, v2, _s2), _kind = pair
    hi, lo = (a1, a2) if v1 > v2 else (a2, a1)
    d = cl._push_difference(i, end, t.value, t.decimals, rel, hedge, "up", None, None, u[3])
    d.rate_metric = u[2] if u[1] == "rate" else None  # type: ignore[attr-defined]
    d.word = cl.w(i)
    d.arm, d.arm_amb = hi, (hi,)
    d.baseline, d.baseline_amb = lo, (lo,)
    if n:
        cl.take(end, end + n, "inert")
    return end + n - i


#: adverbs between a clause's subject and its service verb (production service_adverb): "TGI only managed 2.5 req/s",
#: "vLLM easily sustained 4 req/s" -- the value is the subject's as without them ("barely", "almost", "nearly" say
#: where the value lies relative to another: not these)
SERVICE_ADVERBS = frozenset({"only", "just", "easily", "still", "consistently", "comfortably"})


#: the joiners of a contrast in parentheses (production paren_contrast)
_CONTRAST_JOINERS = (("vs", "."), ("vs",), ("versus",), ("compared", "with"), ("compared", "to"), ("against",))
_CONTRAST_PREPS = frozenset({"at", "on", "for", "with", "in", "under", "using"})


def paren_contrasts(toks: list) -> tuple[list, list[tuple[int, int]]]:
    """Production paren_contrast (module docstring): the tokens without the parentheses of each contrast in
    parentheses right after a value or an arm, and their character spans (inert)."""
    if not any(t.kind == "punct" and t.text == "(" for t in toks):
        return toks, []
    from claimcheck.claims.vocabulary import HEDGES

    def w(k: int) -> str:
        return (toks[k].low or toks[k].text) if 0 <= k < len(toks) else ""

    drop: list[int] = []
    for k, t in enumerate(toks):
        if not (t.kind == "punct" and t.text == "(" and k > 0):
            continue
        b = k - 1  # a value (a number and at most four words of its unit: "tok/s", "output tokens per second") or an arm
        while b > k - 5 and b >= 0 and (toks[b].kind == "word" or toks[b].text == "/"):
            b -= 1
        if not (toks[k - 1].kind == "arm" or b >= 0 and toks[b].kind == "num"):
            continue
        j = k + 1
        for words in _CONTRAST_JOINERS:
            if all(w(j + n) == x for n, x in enumerate(words)):
                j += len(words)
                break
        else:
            continue
        if w(j) in HEDGES:
            j += 1
        if j >= len(toks) or toks[j].kind != "num":
            continue
        j += 1
        n = 0
        while j < len(toks) and toks[j].kind in ("word", "punct") and toks[j].text not in "(),;" and n < 3 \
                and w(j) not in _CONTRAST_PREPS:
            j, n = j + 1, n + 1
        if w(j) in _CONTRAST_PREPS:
            j += 1
        if w(j) == "the":
            j += 1
        if j + 1 < len(toks) and toks[j].kind == "arm" and len(toks[j].arms) == 1 and toks[j + 1].text == ")":
            drop += [k, j + 1]
    if not drop:
        return toks, []
    gone = [(toks[k].start, toks[k].end) for k in drop]
    out = [t for k, t in enumerate(toks) if k not in drop]
    for i, t in enumerate(out):
        t.i = i
    return out, gone


_PAIR_MARKS = (("vs", "."), ("vs",), ("versus",), ("->",), ("-", ">"), ("\u2192",), ("/",), ("to",))


def paren_pair_units(toks: list) -> list:
    """Production paren_pair_unit (module docstring): each unitless pair in parentheses followed by the sentence's one
    rate unit, written as tokens of no width after its second number."""
    if not any(t.kind == "punct" and t.text == "(" for t in toks):
        return toks
    from dataclasses import replace

    from claimcheck.claims.vocabulary import DURATION_UNITS, RATE_UNITS, first_word_index

    def w(k: int) -> str:
        return (toks[k].low or toks[k].text) if 0 <= k < len(toks) else ""

    index = first_word_index(RATE_UNITS)
    units: list[tuple[int, int]] = []  # (start, length) of each rate unit phrase
    k = 0
    while k < len(toks):
        hit = next((len(ws) for ws, _ in index.get(w(k), ()) if all(w(k + n) == x for n, x in enumerate(ws))), 0)
        if hit:
            units.append((k, hit))
            k += hit
            continue
        if toks[k].kind == "word" and w(k) in DURATION_UNITS:
            return toks
        k += 1
    if len({tuple(w(k + n) for n in range(m)) for k, m in units}) != 1:
        return toks
    u0, ulen = units[0]
    out = list(toks)
    adds: list[tuple[int, list]] = []
    for k, t in enumerate(toks):
        if not (t.kind == "punct" and t.text == "(" and k > u0) or k + 1 >= len(toks) or toks[k + 1].kind != "num":
            continue
        j = k + 2
        mark = next((len(m) for m in _PAIR_MARKS if all(w(j + n) == x for n, x in enumerate(m))), 0)
        if not mark or j + mark >= len(toks) or toks[j + mark].kind != "num" or w(j + mark + 1) != ")":
            continue
        n2 = toks[j + mark]
        adds.append((j + mark + 1, [replace(x, start=n2.end, end=n2.end, text=x.text if x.kind == "punct" else "")
                                           for x in toks[u0:u0 + ulen]]))
    if not adds:
        return toks
    for at, unit in reversed(adds):
        out[at:at] = unit
    for i, t in enumerate(out):
        t.i = i
    return out


def pair_statistic(cl, i: int) -> int:
    """Production pair_statistic -- "TTFT 900 ms → 610 ms (p99)", "Mean TPOT (ms): 12.1 -> 11.0 (mean)", "TTFT fell from
    120 ms to 80 ms (median)": a statistic alone in parentheses right after the second value of a before-then-after
    pair (from-to or arrow) of a per-request metric is both values' statistic; so is one before the pair's signed
    percent in the same parentheses ("(mean, -33%)", the percent read as "(-33%)" is). Read only where the pair's values and
    the clause's metric name no other statistic (the same one again is read); after a throughput (an aggregate, no
    statistic) or anything but a pair, the parenthesis stays unread. Returns the tokens taken (0: none)."""
    if cl.w(i) != "(" or not cl.free(i):
        return 0
    s = cl.phrase(i + 1, STAT_PHRASES)
    if not s or not all(cl.free(k) for k in range(i + 1, i + 2 + s[0])):
        return 0
    close = cl.w(i + 1 + s[0]) == ")"
    if not close and not cl._paren_signed_pct(i + 1 + s[0], (",",)):
        return 0  # "(mean, -33%)": the statistic, then the pair's percent change (read as "(-33%)" is)
    stat = s[1]
    second = next((c for c in reversed(cl.cores) if c.pair and max(c.i1, c.span_end) == i), None)
    first = getattr(second, "partner", None) or next(
        (c for c in cl.cores if second is not None and c is not second and c.pair == second.pair), None)
    if second is None or first is None or second.joiner not in ("to",) or first.joiner not in ("to",):
        return 0
    metrics = {c.metric for c in (first, second) if c.metric}
    lead = next((it for it in reversed(cl.items) if it.kind == "metric" and it.i1 <= min(first.i0, second.i0)), None)
    if lead is not None and lead.metric:
        metrics.add(lead.metric)
    if len(metrics) != 1 or not metrics <= set(PER_REQUEST):
        return 0  # a throughput (an aggregate) or two metrics: which one's statistic?
    stated = {c.statistic for c in (first, second) if c.statistic} | (
        {lead.statistic} if lead is not None and lead.statistic else set())
    if stated - {stat}:
        return 0  # "mean TTFT 120 -> 80 ms (p99)": two statistics of one pair
    for c in (first, second):
        c.statistic = stat
    if lead is not None:
        lead.statistic = stat  # the metric's words name no statistic: the parenthesis names it
    cl.take(i, i + 2 + s[0])
    second.span_end = i + 2 + s[0]
    return 2 + s[0]


#: hedges a before value in "(was ...)" may carry ("(was ~120 ms)", "(previously about 120 ms)"): approximations only,
#: never "nearly" / "almost" (short of the number)
WAS_HEDGES = frozenset(h for h in HEDGES if h not in ("nearly", "almost"))


def held_was(cl) -> list[int]:
    """Production paren_was_held -- the inside of a parenthesis "(" WAS_WORD ":"? ... ")" that does not start with a
    before value (an approximation hedge?, then a number): "(was not 120 ms)", "(was nearly 120 ms)", "(was well above
    120 ms)". What it says is of the run before, never of the value it follows or its arm ("FP8: mean TTFT
    80 ms (was not 120 ms)" read "not 120 ms" as FP8's value and was graded net-true); the positions to hold from
    every construct and leave unread (the false bar: the clause stays not-yet)."""
    toks, used = cl.r.toks, cl.r.used
    out: list[int] = []
    for k in range(cl.i0, cl.i1 - 1):
        if toks[k].text != "(" or used[k] or cl.w(k + 1) not in WAS_WORDS:
            continue
        end = next((e for e in range(k + 1, cl.i1) if toks[e].text in (")", "(")), None)
        if end is None or toks[end].text != ")":
            continue
        j = k + 2 + (cl.w(k + 2) == ":")
        j += cl.w(j) in WAS_HEDGES
        if j < end and toks[j].kind == "num":
            continue  # a before value: production paren_was reads it
        out += [q for q in range(k + 1, end) if not used[q]]
    return out


def paren_was(cl, i: int) -> int:
    """Production paren_was -- "Mean TTFT is now 80 ms (was 120 ms)", "p99 TTFT: 610 ms (previously 900 ms)", "Output
    throughput is 250 tok/s (was 100)", "80 ms (from 120 ms)", "80 ms (down from 120 ms)" (the particle agreeing with
    the values): the value in parentheses after WAS_WORDS (a colon may follow) or "from" is the before value of the one value
    right before the parenthesis, which is the after value: a before-then-after pair naming no arm (the witness's
    declared pair: the before value the baseline's, the after value the treatment's, as "from 120 ms to 80 ms" is
    graded), only in a witness of a declared pair and a clause naming no arm but the treatment ("vLLM's TTFT is 120 ms
    (was 80 ms)" of the baseline: its own earlier run, no arm of the witness; the parenthesis stays unread, never read
    as "vLLM's TTFT was 80 ms"); with no declared pair and no arm named, production unnamed_change reads the pair with
    neither arm bound (not-yet). The before value's unit is its own, or the after value's within a factor of 10; the after value must name
    no arm, belong to no pair and be a duration or a rate. Anything else inside the parenthesis leaves it unread."""
    if cl.w(i) != "(" or not cl.free(i):
        return 0
    j, particle = i + 1, ""
    if cl.w(j) in ("down", "up") and cl.free(j) and cl.w(j + 1) == "from" and cl.free(j + 1):
        particle, j = cl.w(j), j + 2  # "(down from 120 ms)": the particle must agree with the two values
    elif cl.w(j) == "from" and cl.free(j):
        j += 1  # "80 ms (from 120 ms)"
    elif cl.w(j) in WAS_WORDS and cl.free(j):
        j += 1 + (cl.w(j + 1) == ":" and cl.free(j + 1))  # "(was 120 ms)", "(was: 120 ms)"
    else:
        return 0
    hedge = ""
    if cl.w(j) in WAS_HEDGES and cl.free(j):
        hedge, j = HEDGES[cl.w(j)], j + 1  # "(was ~120 ms)": the hedge's tolerance, as "~120 ms" is read anywhere
    t = cl.tok(j)
    if t is None or t.kind != "num" or t.value is None or not cl.free(j):
        return 0
    after = next((c for c in cl.cores if max(c.i1, c.span_end) == i), None)
    if after is None or after.kind not in ("duration", "rate") or after.pair or after.arm or after.arm_amb \
            or after.relation != "=" or after.value is None or not after.value:
        return 0
    u = cl.unit_at(j + 1)
    if u is None:
        if not within_ten(after.value, t.value):
            return 0
        u = (0, after.kind, after.metric, after.scale)
    if u[1] != after.kind or (after.kind == "rate" and u[2] != after.metric):
        return 0
    end = j + 1 + u[0]
    if cl.w(end) != ")" or not cl.free(end):
        return 0
    if particle and (t.value * u[3] > after.value * after.scale) != (particle == "down"):
        return 0  # "80 ms (up from 120 ms)": the particle against the values, not read
    roles = getattr(cl.r, "roles", None)
    if any(cl.r.toks[k].kind == "arm" and (not roles or cl.r.toks[k].arm != roles[0]) for k in range(cl.i0, cl.i1)):
        return end + 1 - i  # another arm than the declared treatment named: the parenthesis stays unread
    # (no declared pair and no arm named: production unnamed_change reads the pair with neither arm bound, not-yet)
    pid = len(cl.cores) + 1000 * (cl.i0 + 1)
    before = Core(after.kind, i + 1, end, value=t.value, decimals=t.decimals, hedge=hedge,
                  metric=after.metric if u[2] is None
                  else u[2], scale=u[3], statistic=after.statistic, pair=pid, joiner="to", role="baseline")
    before.span_end = end + 1
    after.pair, after.joiner, after.role = pid, "to", "subject"
    after.partner, before.partner = before, after  # type: ignore[attr-defined]
    cl.take(i, end + 1)
    cl.cores.append(before)
    return end + 1 - i


# --- production slash_pair / vs_list: list-shaped pairs whose joiner says what "vs" / "," say ----------------------
_VALUE_ARM_PREPS = frozenset({"with", "on", "for", "at", "in", "under", "using", "by", "from"})
#: words that end a value's unit: a joiner, a comparison, an article
_NOT_UNIT = frozenset({"vs", "versus", "and", "or", "while", "whereas", "but", "compared", "than", "against", "a", "an",
                       "the", "to", "so", "i.e", "which", "down", "up", "lower", "higher", "faster", "slower"})


def _w(toks: list, k: int) -> str:
    return (toks[k].low or toks[k].text.lower()) if 0 <= k < len(toks) else ""


def _unit_end(toks: list, j: int) -> int:
    """The index after at most four words of a value's unit from ``j`` ("ms", "tok/s", "output tokens per second"): a
    "/" only between two words of the unit (never before a number or an arm: "5505 ms / pr-1234 5044 ms")."""
    n = 0
    while j < len(toks) and n < 4 and (
            toks[j].kind == "word" and _w(toks, j) not in _VALUE_ARM_PREPS and _w(toks, j) not in _NOT_UNIT
            or toks[j].text == "%"
            or toks[j].text == "/" and j > 0 and toks[j - 1].kind == "word" and j + 1 < len(toks)
            and toks[j + 1].kind == "word"):
        j, n = j + 1, n + 1
    return j


def value_arm_end(toks: list, k: int) -> tuple[int, tuple] | None:
    """The index after a value said with its one arm at ``k`` -- NUMBER, at most four words of its unit ("/" among
    them), then PREP "the"? ARM or "(" ARM ")" -- and that arm; else None."""
    if not (0 <= k < len(toks)) or toks[k].kind != "num":
        return None
    j = _unit_end(toks, k + 1)
    if j + 2 < len(toks) and toks[j].text == "(" and toks[j + 1].kind == "arm" and toks[j + 2].text == ")":
        arm = toks[j + 1]
        end = j + 3
    else:
        if _w(toks, j) not in _VALUE_ARM_PREPS:
            return None
        j += 1 + (_w(toks, j + 1) == "the")
        if j >= len(toks) or toks[j].kind != "arm":
            return None
        arm, end = toks[j], j + 1
    if len(arm.arms) != 1:
        return None
    return end, arm.arms


def arm_value_end(toks: list, k: int) -> tuple[int, tuple] | None:
    """The index after an arm and its value at ``k`` -- ARM ":"? NUMBER and at most four words of its unit ("main
    5505 ms") -- and that arm; else None."""
    if not (0 <= k < len(toks)) or toks[k].kind != "arm" or len(toks[k].arms) != 1:
        return None
    j = k + 1 + (k + 1 < len(toks) and toks[k + 1].text == ":")
    if j >= len(toks) or toks[j].kind != "num":
        return None
    return _unit_end(toks, j + 1), toks[k].arms


def _entry_before(toks: list, k: int) -> tuple[int, tuple] | None:
    """The start and arm of a value-with-its-arm entry (value_arm_end or arm_value_end) that ends right at ``k``."""
    for b in range(k - 1, max(-1, k - 10), -1):
        got = value_arm_end(toks, b) if toks[b].kind == "num" else arm_value_end(toks, b)
        if got is not None and got[0] == k:
            return b, got[1]
    return None


def _entry_at(toks: list, k: int) -> tuple[int, tuple] | None:
    return value_arm_end(toks, k) or arm_value_end(toks, k)


def _signed_percent_at(toks: list, k: int) -> bool:
    """A signed percent and the end of the sentence at ``k`` ("-8.4%", "+9.1%")."""
    if not (k + 2 < len(toks) and toks[k].text in ("+", "-", "\u2212") and toks[k + 1].kind == "num"
            and toks[k + 2].text == "%"):
        return False
    return k + 3 >= len(toks) or toks[k + 3].text in (".", ";", "!")


def _summary_at(toks: list, k: int) -> bool:
    """A percent summary starts at ``k``: "," / "(" / a dash, "a" / "an"?, a hedge?, a sign?, NUMBER and "%" /
    "percent" ("5505.00 ms (main) / 5044.00 ms (pr-1234), a 8.4% reduction"). Never a ratio ("..., 1.09x slower"):
    after a "vs" pair both "1.09x faster" and "1.09x slower" grade net-true today (which arm the ratio is said of
    is not settled), so the slash is not made a "vs" there."""
    if k >= len(toks) or toks[k].text not in (",", "(", "\u2014", "\u2013"):
        return False
    k += 1
    k += _w(toks, k) in ("a", "an")
    k += _w(toks, k) in HEDGES or (k < len(toks) and toks[k].text in HEDGES)
    k += toks[k].text in ("+", "-", "\u2212") if k < len(toks) else 0
    return k + 1 < len(toks) and toks[k].kind == "num" and (_w(toks, k + 1) == "percent" or toks[k + 1].text == "%")


def _arm_colons(toks: list) -> tuple[list, list[tuple[int, int]]]:
    """Production arm_colon_pair -- "Median E2E latency: main: 5505 ms vs pr-1234: 5044 ms, a 8.4% reduction", "main:
    5505 ms vs pr-1234 5044 ms": two entries, each an arm and its value (ARM ":"? NUMBER unit, two arms), joined by
    "vs" / "versus" / "/": the ":" right after an entry's arm is taken out (inert), so the pair reads as "main 5505 ms
    vs pr-1234 5044 ms". Kept, such a colon made the arm a label over the
    rest of the clause: the second value was read as the first arm's, or the summary turned round, and a true sentence
    graded false."""
    drop: list[int] = []
    for k, t in enumerate(toks):
        if not (t.kind == "word" and _w(toks, k) in ("vs", "versus") or t.kind == "punct" and t.text == "/"):
            continue
        first = next((b for b in range(k - 1, max(-1, k - 9), -1) if toks[b].kind == "arm"), None)
        got = arm_value_end(toks, first) if first is not None else None
        second = arm_value_end(toks, k + 1)
        if got is None or got[0] != k or second is None or got[1] == second[1]:
            continue
        drop += [q for q in (first + 1, k + 2) if toks[q].text == ":"]
    if not drop:
        return toks, []
    gone = [(toks[q].start, toks[q].end) for q in sorted(set(drop))]
    out = [x for q, x in enumerate(toks) if q not in set(drop)]
    return out, gone


def list_joiners(toks: list) -> tuple[list, list[tuple[int, int]]]:
    """Production slash_pair -- "Median E2E latency: 5505.00 ms (main) / 5044.00 ms (pr-1234), a 8.4% reduction":
    a "/" between exactly two values each said with its own arm in parentheses, a pair summary right after the
    second, is the pair's "vs" (the summary then reads as it does after "vs"; without a summary the slash stays a
    label line's entry joiner). Production vs_list -- "Median E2E: 1.33 s with EAGLE vs 1.89 s with n-gram and 2.27
    s with no speculation": a "vs" between values each said with its own arm, followed by more such values joined by
    "," and a last "and", is the list's "," (value_list binds each value to its arm, as "A, B and C" reads). Each arm
    once; anything else keeps its joiner. The tokens keep their characters; only the joiner's word changes."""
    from claimcheck.claims.statement import Token

    toks, gone = _arm_colons(toks)
    out = list(toks)
    changed = False
    for k, t in enumerate(toks):
        if t.text == "/" and t.kind == "punct" and k > 0:
            first = _entry_before(toks, k)
            second = _entry_at(toks, k + 1)
            if first is None or second is None or first[1] == second[1] or first[0] > 0 and toks[first[0] - 1].text == "/":
                continue
            end = second[0]
            if end < len(toks) and toks[end].text == "/" and _signed_percent_at(toks, end + 1):
                # "5505.00 ms (main) / 5044.00 ms (pr-1234) / -8.4%": the third entry is the pair's change
                out[end] = Token(toks[end].i, toks[end].start, toks[end].end, ",", ",", "punct")
            elif not _summary_at(toks, end):
                continue
            out[k] = Token(t.i, t.start, t.end, "vs", "vs", "word")
            changed = True
        elif t.kind == "word" and _w(toks, k) in ("vs", "versus"):
            b = next((q for q in range(k - 1, max(-1, k - 9), -1) if toks[q].kind == "num"), None)
            first = value_arm_end(toks, b) if b is not None else None
            if first is None or first[0] != k:
                continue
            arms = [first[1]]
            j = k + 1
            joiners = []
            while True:
                got = value_arm_end(toks, j)
                if got is None:
                    break
                arms.append(got[1])
                j = got[0]
                if toks[j].text == "," if j < len(toks) else False:
                    if _w(toks, j + 1) == "and":
                        joiners.append("and")
                        j += 2
                        continue
                    joiners.append(",")
                    j += 1
                    continue
                if _w(toks, j) == "and":
                    joiners.append("and")
                    j += 1
                    continue
                break
            n_vals = len(arms)
            if n_vals < 3 or len(set(arms)) != n_vals or len(joiners) != n_vals - 2 or joiners[-1] != "and" \
                    or "and" in joiners[:-1]:
                continue
            out[k] = Token(t.i, t.start, t.end, ",", ",", "punct")
            changed = True
    for i, t in enumerate(out):
        t.i = i
    return out, gone


#: the words that join a header's two arms ("Run A vs Run B:", "main versus PR:")
_HEADER_VS = ("vs", "versus")


#: the words a header may hold between its second arm and its colon besides a metric phrase ("A vs B on output
#: throughput:", "A vs B (mean TTFT):", "A vs B, TPOT:")
_HEADER_METRIC_JOINS = frozenset({"on", "for", "in", "of", "(", ")", ","})
#: a dash between a header's arms and its metric phrase ("A vs B — output throughput: ...", "A vs B - TTFT 500 -> 200 ms")
_HEADER_DASHES = frozenset({"-", "—", "–"})


def _phrase_at(cl, k: int, phrases) -> int:
    """The length of the longest of ``phrases`` ((words, value) pairs) written at ``k`` (whatever read it), or 0."""
    return next((len(words) for words, _ in phrases
                 if all(cl.w(k + x) == w and cl.tok(k + x) is not None and cl.tok(k + x).kind != "arm"
                        for x, w in enumerate(words))), 0)


def _header_colon(cl, j: int) -> int | None:
    """The index of the header's colon at or after ``j`` (right after its second arm): at ``j``, or after a metric
    phrase (a statistic before it, the joining words of ``_HEADER_METRIC_JOINS`` around it); a dash right after the
    second arm stands for the colon where a metric phrase and a number follow ("A vs B - output throughput 157 -> 245
    tok/s"); else None."""
    k, metric = j, False
    dash = cl.w(j) in _HEADER_DASHES and cl.tok(j) is not None and cl.tok(j).kind == "punct"
    if dash:
        k += 1
    while k < cl.i1 and k < j + 10:
        if cl.w(k) == ":":
            return k if k == j or metric else None
        if dash and metric and cl.tok(k) is not None and cl.tok(k).kind == "num":
            return j
        if (n := _phrase_at(cl, k, METRIC_PHRASES)):
            metric, k = True, k + n
        elif (n := _phrase_at(cl, k, STAT_PHRASES)):
            k += n
        elif cl.w(k) in _HEADER_METRIC_JOINS and cl.tok(k) is not None and cl.tok(k).kind != "arm":
            k += 1
        else:
            return None
    return None


def header_arms(cl) -> tuple[str, str, int] | None:
    """Production header_arrow: a header "A vs B:" (two different arms, one token each, joined by vs / vs. / versus,
    the colon right after the second, or after a metric phrase: "A vs B on output throughput:", "A vs B (mean
    TTFT):") as the first thing of the clause that a construct did not make inert: (first arm, second arm, the
    colon's index); else None."""
    k = cl.i0
    while k < cl.i1 and cl.r.used[k] == "inert":
        k += 1
    a1 = cl.tok(k)
    if a1 is None or a1.kind != "arm" or len(a1.arms) != 1:
        return None
    j = k + 1
    if cl.w(j) not in _HEADER_VS:
        return None
    j += 2 if cl.w(j + 1) == "." else 1
    a2 = cl.tok(j)
    if a2 is None or a2.kind != "arm" or len(a2.arms) != 1 or a2.arm == a1.arm:
        return None
    colon = _header_colon(cl, j + 1)
    return None if colon is None else (a1.arm, a2.arm, colon)


def header_arrow(cl, c: Core) -> tuple[str, str | None] | str | None:
    """Production header_arrow -- "Run A vs Run B: output throughput 820.4 -> 960.3 tok/s (+17%)": after a header that
    names two arms in an order, a before-then-after pair naming no arm (an arrow, "from X to Y") lists its values in
    the header's order only if the first arm is the "before": the two orders agree only where the witness declares the
    first arm its baseline and the second its treatment. Then the before value is the first arm's, the after value
    the second's, and a change written after the pair (naming no arm) is the second's against the first. Otherwise
    the header and the arrow give the before value to different arms: "conflict" (not graded; before, the header's
    "vs" made the second arm the before value's and the graded order was the reverse of the written one: a true
    dashboard line graded false, its reversed twist net-true). A change written before the pair ("A vs B: throughput
    up 56%, 157 -> 245 tok/s") is read as one after it. A change or ratio naming no arm after a header with no pair
    ("A vs B: throughput +56%", "A vs B: 2.5x lower TTFT"): the header gives no before and after, and the change may be
    the first arm's against the second (the "vs") or the second's against the first (the order): "unordered" (not
    graded; the "vs" alone made it the first arm's, and a true dashboard line of the other meaning graded false).
    Returns ("value", arm) for a pair value, ("change", first arm) for a change (its own arm the second), "conflict",
    "unordered", or None where the frame does not apply."""
    h = header_arms(cl)
    if h is None or c.i0 <= h[2] or c.arm or c.arm_amb:
        return None
    first, second, _ = h
    arrows = [x for x in cl.cores if x.pair and x.joiner == "to" and x.i0 > h[2] and not x.arm and not x.arm_amb
              and x.role in ("baseline", "subject")]
    if c in arrows:
        pass
    elif c.kind in ("pct_change", "ratio") and not c.pair and any(x.role == "subject" for x in arrows):
        pass
    elif c.kind in ("pct_change", "ratio") and not c.pair and not arrows and c.baseline in (None, second) \
            and not any(x.pair for x in cl.cores if x.i0 > h[2]):
        return "unordered"
    else:
        return None
    if cl.r.roles != (second, first):
        return "conflict"
    if c in arrows:
        return ("value", first if c.role == "baseline" else second)
    return ("change", first)
