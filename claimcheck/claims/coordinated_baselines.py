"""A comparison against two arms at once (production coordinated_baselines -- claimcheck/claims/grammar.lark;
docs/claim-check.md).

"vLLM Router's TTFT is 2000 ms faster than llm-d and K8s-native.", "SGLang's throughput is 1.5x higher than vLLM
and TGI.": a "than" binder whose arm is followed by "and" and a second arm that ends the clause compares the
subject with each of the two arms: the comparison is graded twice, once against each arm (it holds only where both
hold). Read only:

* after "than" (not "over", "vs", "compared to": "over A and B" may be a list of conditions);
* where the second arm is another single arm, and nothing but the clause's end or a punctuation mark (",", ".", ";",
  ")") follows it: "than A and B combined / together / do", "than A and B's TTFT", "than A and B is ..." are not read;
* where the comparison is not negated ("not faster than A and B" may deny either); a clause negation ("It is not
  true that X is faster than A and B") denies the conjunction: left unread (grammar._Clause._leave_denied);
* where the comparison's subject is neither of the two arms;
* where the clause holds this one comparison ("c32's TTFT and throughput are 5x and 3x higher than c1 and c4": none
  of the clause's comparisons is graded).

Anything else leaves "and B" unread (not-yet), never guessed.

Called from grammar._Clause.m_binder (``take_second``) and grammar._Clause.emit (``second_assertions``).
"""

from __future__ import annotations

from claimcheck.claims.vocabulary import NEGATIONS

#: what may follow the second arm: the clause's end or a punctuation mark that closes the phrase
_END_MARKS = frozenset({",", ".", ";", ")", "!", "?"})


def take_second(cl, words: tuple[str, ...], end: int, first) -> int:
    """After "than A" ending before ``end`` (its metric and possessive read): tokens of "and B" where B is a second
    arm that ends the clause (production coordinated_baselines), recorded for the binder the caller appends; 0 where
    not this frame. ``first`` is A's token. Never in a negated clause or after a negation word in it."""
    if words != ("than",) or cl.w(end) != "and" or not cl.free(end) or cl.negated:
        return 0
    if any(cl.w(k) in NEGATIONS or cl.w(k).endswith("n't") for k in range(cl.i0, end)):
        return 0  # "is not faster than A and B": denies which?
    k = cl.skip_the(end + 1)
    b = cl.arm_at(k)
    if b is None or b.arm is None or first.arm is None or b.arm == first.arm or b.arms[1:] or first.arms[1:]:
        return 0
    e = k + 1 + (cl.w(k + 1) == "arm")
    if e < cl.i1 and cl.w(e) not in _END_MARKS:
        return 0
    return e - end


def second_assertions(cl, results):
    """(results, extra): for each graded comparison whose baseline came from a binder that read "and B", the same
    assertion against B, in ``extra`` as (core, assertion, (k0, k1)) with the words of "and B". A comparison whose
    subject is B itself (or none) is dropped from ``results`` (not graded: its clause is not read as written), and
    the words "and B" of a binder no graded comparison took are released (unread)."""
    r = cl.r
    out, extra, done = [], [], set()
    seconds = [it for it in cl.items if it.kind == "binder" and it.extra.get("second")]
    if seconds and len(results) > 1:
        # "c32's TTFT and throughput are 5x and 3x higher than c1 and c4": several comparisons against two arms --
        # which value of which metric against which arm is not settled here: none of the clause's is graded
        why = (f"'{r.text[r.toks[seconds[0].extra['second'][1]].start:r.toks[seconds[0].extra['second'][2] - 1].end]}'"
               ": several comparisons against two arms: not graded (state one comparison per clause)")
        for it in seconds:
            _arm, k0, k1 = it.extra["second"]
            for k in range(k0, k1):
                r.used[k] = ""
        return [(c, None, why) for c, _a, _why in results], []
    for c, a, why in results:
        binders = [it for it in getattr(c, "items_used", ()) if it.kind == "binder" and it.extra.get("second")]
        if a is None or not binders:
            out.append((c, a, why))
            continue
        it = binders[0]
        arm, k0, k1 = it.extra["second"]
        if a.baseline != it.arm or a.treatment in (None, arm, it.arm):
            out.append((c, None, f"'{r.text[r.toks[k0].start:r.toks[k1 - 1].end]}': the comparison's subject is not "
                                 "a third arm: not graded"))
            continue
        out.append((c, a, why))
        extra.append((c, a.model_copy(update={"baseline": arm}), (k0, k1)))
        done.add(id(it))
    for it in cl.items:
        if it.kind == "binder" and it.extra.get("second") and id(it) not in done:
            _arm, k0, k1 = it.extra["second"]
            for k in range(k0, k1):
                r.used[k] = ""
    return out, extra


def metric_list_against_value_list(cl, results):
    """Production list_against_list: "c32's TTFT and throughput are 5x and 3x higher than c1" -- a list of metrics
    ("M1 and M2") and a list of comparisons whose first value has no direction word of its own ("5x and 3x higher")
    in one clause: the writer pairs them in order (as "respectively" would), but the clause's segments gave each
    value the metric nearest to it (5x to throughput, 3x to TTFT) and a true sentence was graded false. Until that
    pairing is read, none of the clause's comparisons is graded (their words stay unread; never false)."""
    r = cl.r
    ms = sorted((it for it in cl.items if it.kind == "metric"), key=lambda it: it.i0)
    metric_list = any(a.metric != b.metric and a.i1 + 1 == b.i0 and cl.w(a.i1) in ("and", ",")
                      for a, b in zip(ms, ms[1:]))
    if not metric_list:
        return results
    cores = sorted((c for c, _a, _w in results if c.kind in ("ratio", "pct_change") and not c.pair),
                   key=lambda c: c.i0)
    value_list = any(not a.sense and cl.w(max(a.i1, a.span_end)) in ("and", ",") and
                     b.i0 == max(a.i1, a.span_end) + 1 for a, b in zip(cores, cores[1:]))
    if not value_list:
        return results
    why = "a list of metrics and a list of values: which value is of which metric is not read (not graded)"
    return [(c, None, why) if c.kind in ("ratio", "pct_change") and not c.pair else (c, a, w) for c, a, w in results]


def beat_both(cl, i: int, j: int) -> int:
    """Production beat_both: "C outperforms both A and B in request throughput", "C beats A and B on TTFT": a verb of
    beating (``j``, BEAT_VERBS) and two arms joined by "and" ("both" before them allowed), then an optional metric
    ("on" / "in" / "for" and a metric) and the clause's end: one direction ("better") against each arm, each graded
    as "C outperforms A" is (both must hold). Not read under a negation, before any other word, with an arm named
    twice or an ambiguous arm phrase, or where either arm is the subject. Returns the tokens read from ``i``, or 0."""
    from decimal import Decimal

    from claimcheck.claims.cores import Core

    if cl.negated or any(cl.w(k) in NEGATIONS or cl.w(k).endswith("n't") for k in range(cl.i0, cl.i1)):
        return 0
    k = j + 1
    if cl.w(k) == "both" and cl.free(k):
        k += 1
    k = cl.skip_the(k)
    a = cl.arm_at(k)
    if a is None or a.arm is None or a.arms[1:]:
        return 0
    ka = k
    k += 1 + (cl.w(k + 1) == "arm" and cl.free(k + 1))
    if cl.w(k) != "and" or not cl.free(k):
        return 0
    kb = cl.skip_the(k + 1)
    b = cl.arm_at(kb)
    if b is None or b.arm is None or b.arms[1:] or b.arm == a.arm:
        return 0
    e = kb + 1 + (cl.w(kb + 1) == "arm" and cl.free(kb + 1))
    metric = stat = None
    if cl.w(e) in ("on", "in", "for") and cl.free(e):
        stat, q = cl._statistic_before_metric(e + 1)
        m = cl.metric_named(q)
        if m is None:
            return 0
        metric, e = m[1], q + m[0]
    if e < cl.i1 and cl.w(e) not in _END_MARKS:
        return 0
    subject = [cl.arm_at(q) for q in range(cl.i0, i) if cl.r.toks[q].kind == "arm"]
    if any(s is not None and s.arm in (a.arm, b.arm) for s in subject):
        return 0
    for x in (a, b):
        c = Core("direction", i, e, sense="better", relation=">", value=Decimal(1), word="outperformed", metric=metric,
                 statistic=stat)
        c.baseline, c.baseline_amb = x.arm, x.arms
        c.span_end = e
        cl.cores.append(c)
    cl.take(i, e)
    cl.r.used[ka] = cl.r.used[kb] = "arm"
    return e - i
