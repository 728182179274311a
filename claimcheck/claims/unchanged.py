"""A metric the change left alone, in the voice of a pull request or a changelog (production: unchanged --
claimcheck/claims/grammar.lark; docs/claim-check.md, "Parity").

"TTFT unchanged", "TTFT is unchanged", "mean TTFT stays the same", "TTFT: no regression", "No change in TTFT",
"no regression in p99 TTFT", "No TTFT regression": a parity claim of the declared treatment against the declared
baseline (a witness of two arms that declare the roles treatment and baseline: a before / after of one change;
otherwise not read). Its band is a vague parity word's (parity.VAGUE) held to 5% instead of 10%
(tolerance.UNCHANGED_BAND: "TPOT unchanged" of a 9% move is a change a reviewer would name; not-yet, never false);
"unchanged" / "the same" / "no change" name no side, so they are symmetric (false only when either arm is twice the
other); "no regression", "no slowdown", "no degradation", "TPOT did not regress" are said of the change and are
one-sided (tolerance.one_sided): they hold when the treatment is better by any amount or worse by at most the band,
and are false only when the treatment is twice as bad. ("No TPOT regression" of a 9% improvement was not-yet: outside
the two-sided 5% band.)

A pair of values in parentheses right after it ("TTFT unchanged (120 vs 121 ms)", "(120 ms -> 121 ms)") is read as
the two arms' values of that metric: before, then after (the baseline's, then the treatment's, as an arrow naming no
arm); the order of a "vs" pair is a convention, so each value keeps the other arm as its second meaning
(``arm_either`` -> Assertion.other_arm): net-true only in that order, false only when a value is neither arm's.

Not read: a negation before the words ("TTFT is not unchanged"), "no regressions" with no metric, any other word
between the metric and the parity word.
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.cores import Core
from claimcheck.claims.parity import VAGUE, metric_at as _metric, push_core as _push
from claimcheck.claims.state_arms import both_states
from claimcheck.claims.vocabulary import (DURATION_METRICS, HEDGES, QUANTIFIER_PREPS, STAT_PHRASES,
                                          UNCHANGED_ARM_PREPS, UNCHANGED_DENIED_MOVES, UNCHANGED_BOTH_NOUNS,
                                          STAY_WORDS, UNCHANGED_BOTH_PREPS, UNCHANGED_MOTION, UNCHANGED_NOT)

#: copulas and verbs of staying between the metric and the parity word ("TTFT is unchanged", "TTFT stays the same")
_COPULAS = frozenset({"is", "was", "are", "were", "remains", "remained", "stays", "stayed", "looks", "is", "seems"})
#: parity words said after the metric (one-word or two-word)
_AFTER = (("unchanged",), ("unaffected",), ("the", "same"), ("identical",), ("flat",), *UNCHANGED_MOTION, *UNCHANGED_NOT)
#: "on both versions", "in both arms", "across both configurations": a value said of every arm of two
_BOTH = UNCHANGED_BOTH_PREPS
_BOTH_NOUNS = UNCHANGED_BOTH_NOUNS
#: degree words a vague parity word keeps ("essentially unchanged", "roughly the same")
_DEGREE = frozenset({"virtually", "nearly", "essentially", "practically", "almost", "roughly", "basically",
                     "effectively", "broadly", "about", "largely", "mostly"})
#: nouns of "no N in M" / "no M N": a change (either side) or a regression (the worse side)
_NOUNS = {"change": "sym", "changes": "sym", "regression": "worse", "regressions": "worse", "slowdown": "worse",
          "slowdowns": "worse", "degradation": "worse", "degradations": "worse",
          # "No improvement in TPOT", "TPOT: no improvement": an improvement denied (one-sided on the better side)
          "improvement": "deny_better", "improvements": "deny_better"}
#: "M did not regress", "M has not regressed", "M didn't regress", "M never regressed": a regression denied
_NOT_REGRESSED = (("did", "not", "regress"), ("does", "not", "regress"), ("has", "not", "regressed"),
                  ("have", "not", "regressed"), ("didn't", "regress"), ("doesn't", "regress"), ("hasn't", "regressed"),
                  ("haven't", "regressed"), ("never", "regressed"), ("never", "regresses"))
_SYM = (None, 0, True, Decimal(1), True)
_ARROWS = ("vs", "versus", "\u2192")


def read(cl, i: int) -> int:
    r = cl.r
    if not cl.free(i):
        return 0
    end, metric, kind, arm = _after_metric(cl, i) or _no_noun(cl, i) or (0, None, "", None)
    if not end or (arm is None and not getattr(r, "roles", None)):
        return 0
    band = _SYM if kind == "sym" else VAGUE
    c_end = _push(cl, i, end, band=band, neg=False, metric=metric, arm=arm)
    core = cl.cores[-1]
    core.unchanged = True  # type: ignore[attr-defined]
    core.one_sided = kind == "worse"  # type: ignore[attr-defined]
    core.denied = kind[len("deny_"):] if kind.startswith("deny_") else None  # type: ignore[attr-defined]
    if arm is not None:
        # production: unchanged_at -- "Output throughput does not improve at c64", "TTFT is unchanged with FP8": the arm
        # named, compared with the other arm of two; unless the declared roles say so (the named arm the treatment),
        # that reference is the reader's, so a contradiction is held back (Assertion.baseline_implied)
        other = next(x for x in r.all_arms if x != arm.arm)
        core.baseline, core.baseline_amb = other, (other,)
        roles = getattr(r, "roles", None)
        if not roles or tuple(roles[:2]) != (arm.arm, other):
            core.baseline_implied = True  # type: ignore[attr-defined]
        return c_end
    core.arm, core.arm_amb = r.roles[0], (r.roles[0],)
    core.baseline, core.baseline_amb = r.roles[1], (r.roles[1],)
    return c_end + (_every_arm_value(cl, end, metric) or _pair(cl, end, metric))


def _neg_before(cl, i: int) -> bool:
    return i > cl.i0 and cl.w(i - 1) in ("not", "no", "never") or cl.w(i - 1).endswith("n't")


def _after_metric(cl, i: int):
    """"[stat] M (is|stays ...)? [degree] unchanged | the same", "M: unchanged | no regression | no change"."""
    if _neg_before(cl, i):
        return None
    m = _metric(cl, i)
    if m is None:
        return None
    j = i + m[0]
    if cl.w(j) == ":" and cl.free(j):
        k = j + 1
        if cl.w(k) == "no" and cl.free(k) and cl.w(k + 1) in _NOUNS and cl.free(k + 1):
            return _clause_end(cl, k + 2), m, _NOUNS[cl.w(k + 1)], None
        j = k
    elif cl.w(j) in _COPULAS and cl.free(j):
        j += 1
    for words in _NOT_REGRESSED:
        if cl.seq(j, words) and all(cl.free(k) for k in range(j, j + len(words))):
            return _clause_end(cl, j + len(words)), m, "worse", None
    for words, move in UNCHANGED_DENIED_MOVES.items():
        if cl.seq(j, words) and all(cl.free(k) for k in range(j, j + len(words))):
            e = j + len(words)
            a = _arm_after(cl, e)
            if a is not None:
                return _clause_end(cl, e + 2), m, "deny_" + move, a
            return _clause_end(cl, e), m, "deny_" + move, None
    if cl.w(j) in _DEGREE and cl.free(j):
        j += 1
    for words in _AFTER:
        if cl.seq(j, words) and all(cl.free(k) for k in range(j, j + len(words))):
            e = j + len(words)
            if words == ("the", "same") and cl.w(e) == "as":
                return None  # "the same as Y": parity.read's
            a = _arm_after(cl, e)
            if a is not None:  # "TTFT is unchanged with FP8", "TTFT does not change at c64"
                return _clause_end(cl, e + 2), m, "sym", a
            return _clause_end(cl, e, at=True), m, "sym", None
    return None


def _arm_after(cl, e: int):
    """The one arm of a witness of two named right after a move denied or a no-change word ("does not improve at c64",
    "is unchanged with FP8"): its token, or None (a phrase naming several arms, a witness of three arms or more: which
    reference?)."""
    if len(cl.r.all_arms) != 2 or cl.w(e) not in UNCHANGED_ARM_PREPS or not cl.free(e):
        return None
    a = cl.arm_at(e + 1)
    if a is None or a.arm is None or len(a.arms) != 1 or a.i != e + 1:
        return None
    return a


#: what the author did to find none, right after the noun ("No regression detected in TPOT", "no TTFT regression
#: observed"): that they looked; the claim is the noun's (production unchanged)
_SEEN = frozenset({"detected", "observed", "seen", "found", "measured", "noticed"})


def _seen(cl, k: int) -> int:
    return 1 if cl.w(k) in _SEEN and cl.free(k) else 0


def _no_noun(cl, i: int):
    """"no change in [stat] M", "no regression in M", "no [stat] M regression"; a participle of looking after the
    noun ("no regression detected in M", "no M regression observed")."""
    if cl.w(i) != "no" or not cl.free(i):
        return None
    j = i + 1
    if cl.w(j) in _NOUNS and cl.free(j):
        s = _seen(cl, j + 1)
        if cl.w(j + 1 + s) in ("in", "on", "for") and cl.free(j + 1 + s):
            m = _metric(cl, j + 2 + s)
            if m is not None:
                return _clause_end(cl, j + 2 + s + m[0]), m, _NOUNS[cl.w(j)], None
            return None
    m = _metric(cl, j)
    if m is not None and cl.w(j + m[0]) in _NOUNS and cl.free(j + m[0]):
        e = j + m[0] + 1
        return _clause_end(cl, e + _seen(cl, e)), m, _NOUNS[cl.w(j + m[0])], None
    return None


def _clause_end(cl, e: int, at: bool = False) -> int:
    """``e`` where the parity words end the clause or are followed by punctuation or a pair in parentheses (``at``:
    or by "at" and a value, "unchanged at 45 ms"); else 0 (words after them: "TTFT is unchanged at low load" is
    another claim)."""
    if e >= cl.i1 or cl.w(e) in (".", ",", ";", ":", "(", "!", "and"):
        return e
    if at and cl.w(e) == "at" and _value(cl, e + 1):
        return e
    b = _both_after(cl, e) if at else 0
    if b and cl.w(e + b) in ("(", ":") and cl.free(e + b):
        return e  # "TTFT is unchanged with and without EAGLE (200 ms)": production unchanged_value's
    if b and (e + b >= cl.i1 or cl.w(e + b) in (".", ",", ";", "!")):
        return e + b  # "TTFT is unchanged with and without EAGLE": between the two arms, as "unchanged" says
    return 0


def _value(cl, k: int):
    """(end, number, unit) of "[~] N unit" at ``k`` (a duration or a rate of the parity's kind), or None."""
    h = k
    if cl.w(h) in ("~", "about", "around", "roughly", "approximately") and cl.free(h):
        h += 1
    n = cl.number(h)
    if n is None or n[0] < 0 or cl.tok(h).kind != "num":
        return None
    u = cl.unit_at(h + n[2])
    if not u or u[1] not in ("duration", "rate"):
        return None
    return h + n[2] + u[0], n, u, h > k


def _both_after(cl, k: int) -> int:
    """Tokens of a phrase at ``k`` that says every arm of the witness's two (0: none): "on both versions" / "in both
    arms" / "on both"; the on / off pair of production both_states ("with and without EAGLE", "with or without prefix
    caching", "with APC on and off": state_arms.both_states); a quantified_arms phrase of the witness after its
    preposition or none ("in both configurations", "either way", "across both engines": grammar.quantified_phrases).
    Never a phrase that names one arm ("with EAGLE"): the value would be that arm's alone."""
    for ws in _BOTH:
        if cl.seq(k, ws) and cl.free(k) and cl.free(k + 1):
            j = k + 2
            if cl.w(j) in _BOTH_NOUNS and cl.free(j):
                j += 1
            return j - k
    if len(cl.r.all_arms) != 2:
        return 0
    n = both_states(cl, k)
    if n:
        return n
    j = k + (cl.w(k) in QUANTIFIER_PREPS and cl.free(k))
    for words in getattr(cl.r, "quantified", None) or ():
        if cl.seq(j, words) and all(cl.free(x) for x in range(j, j + len(words))):
            return j + len(words) - k
    return 0



def _lead_statistic(cl, k: int, stat: str | None) -> tuple[str | None, int] | None:
    """A statistic at ``k`` before the value ("(mean 45 ms ...", ": p99 300 ms"): (the statistic, the value's index);
    the parity's own statistic and ``k`` where none is written; None where it names another statistic than the
    parity's."""
    st = cl.phrase(k, STAT_PHRASES)
    if st and cl.free(k):
        if stat is not None and st[1] != stat:
            return None
        return st[1], k + st[0]
    return stat, k

def _every_arm_value(cl, e: int, metric) -> int:
    """Production unchanged_value: "TTFT is unchanged at 45 ms", "TTFT is not affected (mean 45 ms on both versions)":
    the value is each arm's (two value cores of the parity's metric, one per arm), under the parity's statistic or
    the one in the parentheses (which must agree with the parity's where it names one); a per-request metric with no
    statistic ("TTFT is unchanged at 45 ms") is graded under every statistic, as any value that names none."""
    stat = metric[2]
    e0, pre = e, 0
    if cl.w(e) not in ("at", "(", ":", ","):
        # "TTFT is unchanged with and without EAGLE (200 ms)", "TPOT is the same in both builds: 32 ms": the phrase of
        # every arm before the value, then the value alone
        pre = _both_after(cl, e)
        if not pre or cl.w(e + pre) not in ("(", ":") or not cl.free(e + pre):
            return 0
        e += pre
    if cl.w(e) == "at" and cl.free(e):
        got = _value(cl, e + 1)
        if not got:
            return 0
        end, n, u, hedged = got
        a = e + 1
        close = end
    elif cl.w(e) == "(" and cl.free(e):
        k = e + 1
        led = _lead_statistic(cl, k, stat)
        if led is None:
            return 0
        stat, k = led
        got = _value(cl, k)
        if not got:
            return 0
        end, n, u, hedged = got
        b = _both_after(cl, end) if not pre else 0  # one phrase of every arm, before or after the value
        if not (b or pre) or cl.w(end + b) != ")" or not cl.free(end + b):
            return 0
        a, close = (e0 if pre else e + 1), end + b + 1  # (a phrase of every arm before it: the value's words too)
        end += b  # the value's words run through "on both versions" (coverage: its core accounts for them)
    elif cl.w(e) in (":", ",") and cl.free(e):
        # "TTFT did not move: 400 ms mean in both builds", "TPOT is unchanged: mean 32 ms on both": the value after
        # the colon, its statistic before or after it (one, agreeing with the parity's), said of both arms
        k = e + 1
        led = _lead_statistic(cl, k, stat)
        if led is None:
            return 0
        stat, k = led
        got = _value(cl, k)
        if not got:
            return 0
        end, n, u, hedged = got
        a, hk = (e0 if pre else e + 1), k  # the value's words run from the statistic before it (coverage); its hedge at hk
        st2 = cl.phrase(end, STAT_PHRASES)
        if st2 and cl.free(end):
            if cl.phrase(e + 1, STAT_PHRASES) or (stat is not None and st2[1] != stat):  # one statistic, at most
                return 0
            stat, end = st2[1], end + st2[0]
        b = _both_after(cl, end) if not pre else 0
        if not (b or pre):
            return 0
        end += b
        if end < cl.i1 and cl.w(end) not in (".", ";", "!", ")"):
            return 0
        close = end
    else:
        return 0
    if u[1] == "rate" and u[2] and u[2] != metric[1]:
        return 0
    if u[1] == "duration" and metric[1] not in DURATION_METRICS:
        return 0
    r = cl.r
    h = cl.w(hk if cl.w(e) in (":", ",") else a) if hedged else ""
    for arm in r.roles:
        c = Core(u[1], a, end, value=n[0], decimals=n[1], metric=metric[1], statistic=stat, scale=u[3],
                 hedge=HEDGES.get(h, "") if h else "")
        c.arm, c.arm_amb, c.span_end = arm, (arm,), end
        cl.cores.append(c)
    cl.take(e0, close)
    return close - e0


def _pair(cl, e: int, metric) -> int:
    """"(120 vs 121 ms)", "(120 ms vs 121 ms)", "(120 -> 121 ms)" right after the parity words: two value cores of the
    parity's metric, the baseline's then the treatment's, each keeping the other arm as a second meaning."""
    if cl.w(e) != "(" or not cl.free(e):
        return 0
    k = e + 1
    n1 = cl.number(k)
    if n1 is None or n1[0] < 0:
        return 0
    k += 1
    u1 = cl.unit_at(k)
    if u1:
        k += u1[0]
    if cl.w(k) == "-" and cl.w(k + 1) == ">" and cl.free(k) and cl.free(k + 1):
        k += 2
    elif cl.w(k) in _ARROWS and cl.free(k):
        k += 1 + (cl.w(k + 1) == "." and cl.free(k + 1))
    else:
        return 0
    n2 = cl.number(k)
    if n2 is None or n2[0] < 0:
        return 0
    k2 = k
    k += 1
    u2 = cl.unit_at(k)
    if not u2 or u2[1] not in ("duration", "rate") or (u1 and u1[1:] != u2[1:]) or cl.w(k + u2[0]) != ")":
        return 0
    if u2[1] == "rate" and u2[2] and u2[2] != metric[1]:
        return 0
    end = k + u2[0] + 1
    r = cl.r
    for (v, d, _), arm, (a, b) in ((n1, r.roles[1], (e + 1, k2)), (n2, r.roles[0], (k2, k + u2[0]))):
        c = Core(u2[1], a, b, value=v, decimals=d, metric=metric[1], statistic=metric[2], scale=u2[3])
        c.arm, c.arm_amb, c.span_end = arm, (arm,), b
        c.arm_either = True  # type: ignore[attr-defined]
        cl.cores.append(c)
    cl.take(e, end)
    return end - e


def metric_for(cl, c: Core, metrics) -> Core | None:
    """The parity core whose metric a later value of the clause takes ("No regression in TTFT: 120 ms on main vs 121
    ms with this PR"): a value that names its own arm, in a clause with no metric of its own and one such core."""
    if c.kind not in ("duration", "rate") or c.metric is not None or not c.arm or metrics:
        return None
    got = [x for x in cl.cores if getattr(x, "unchanged", False) and x.i1 <= c.i0]
    return got[0] if len(got) == 1 else None


def stay_values(cl, results: list) -> list:
    """Production stay_value: a verb of staying (vocabulary.STAY_WORDS, inert words) in a clause whose values name
    arms -- "TPOT stays at 20 ms with APC", "With APC, TPOT remains 20 ms", "APC's TPOT stayed at 20 ms": a value
    said to stay is the value of the arms the words do not name too (the arm without APC ran at 20 ms as well), so
    each value of the one arm named is read of every other arm as well. Which arm the author meant as the reference is
    not said, so a contradiction of that copy is held back (Assertion.baseline_implied: not-yet, never false); the
    named arm's own value is graded as written. Values that name several arms at different values ("TPOT stays at
    20 ms with APC and 15 ms without") are not graded, nor values under a negation. A clause that also holds a
    comparison or a bound is read as before: the verb is said of it ("Throughput remains 1.25x higher with APC",
    "SGLang's p99 TTFT stays under 1 s": a threshold kept, under which the value may move). Values of every arm
    ("stays at 20 ms in both configurations") or of no arm are graded as they are.
    ``results``: emit's (core, assertion, why) triples of the clause; returns them with the copies after their
    value, or with the values dropped (assertion None: not evidence)."""
    r = cl.r
    if r.source != "statement" or not any(
            r.toks[k].kind == "word" and r.toks[k].low in STAY_WORDS for k in range(cl.i0, cl.i1)):
        return results
    if any(a is not None and (a.form != "value" or a.relation != "=") for _, a, _ in results):
        return results  # the verb said of the clause's comparison or bound: a threshold kept, the value may move
    vals = [a for _, a, _ in results if a is not None]
    named = {a.treatment for a in vals if a.treatment is not None and not a.every_arm}
    if not named:
        return results
    stay = next(r.toks[k].text for k in range(cl.i0, cl.i1) if r.toks[k].kind == "word" and r.toks[k].low in STAY_WORDS)
    said = {(a.metric, a.statistic, a.relation): set() for a in vals}
    for a in vals:
        said[(a.metric, a.statistic, a.relation)].add(a.value)
    why = None
    if any(a.negated for a in vals):
        why = f"a value under a negation beside '{stay}' (a value said to stay of which arms?): not graded"
    elif len(named) > 1 and any(len(v) > 1 for v in said.values()):
        why = f"'{stay}' says the value did not move, but the arms' values differ: not graded"
    if why:
        return [(c, None, why) if a is not None else (c, a, w) for c, a, w in results]
    others = [x for x in r.all_arms if x not in named]
    out = []
    for c, a, w in results:
        out.append((c, a, w))
        if a is not None and a.treatment in named and not a.every_arm:
            for x in others:
                out.append((c, a.model_copy(update={"treatment": x, "other_arm": None, "baseline_implied": True}), w))
    return out
