"""A change that names neither arm, in a witness that does not declare which arm is before and which after
(production unnamed_change -- claimcheck/claims/grammar.lark; docs/claim-check.md).

Real write-ups state a change and leave its arms to the reader: "Throughput improved by 56%", "Llama4 on DGXH100 has
regressed by 14.23%", "A 12% reduction in mean TTFT", "TTFT is improved from 4085.28ms to 3373.49ms", "Side-effect:
throughput dropped from ~30 tok/s to ~17 tok/s". Where the witness has exactly two arms that declare the roles
treatment and baseline, binding declared_pair gives the change to them (the treatment against the baseline; a
from-to pair's before value the baseline's) and it is graded. Anywhere else -- a witness of one arm or of three, two
arms that declare no roles, or no witness at all (the real-sentence corpus's reading statistics) -- nothing the words
say picks the arms, and none is guessed (never the order the arms are listed in, never "the other arm"):

* a percent change (a change verb and "by N%", "N% reduction in M", "+N%", "N% faster", every spelling of the
  percent-change constructs) is read as written -- its metric, statistic, direction, size, hedge and range, the
  same assertion declared_pair makes -- with neither arm bound (``Assertion.treatment`` and ``baseline`` None);
* a from-to / arrow pair ("from A to B", "A -> B", "A → B") keeps its after value as the value naming no arm it
  already was, and its before value is read into the pair's order (the after value higher or lower than the
  before, a ratio with rule grammar.PAIR_ORDER_RULE), with neither arm bound; a change word whose direction the two
  values contradict ("improved from 30 to 17 tok/s") leaves the pair unread, as it does with roles.

quantities.Grader grades a comparison with no arm ``unbound``: not-yet, never net-true and never false, the hint saying
which arms to name or which roles to declare. Only where no word of the clause names an arm (an ARM token: then the
arm-binding productions decide, and a clause naming one arm and no baseline stays unread) and nothing else bound an
arm (the clause's subject, the value's own arm, a baseline). Ratios ("2x faster") are not read here.

A percent change whose subject arm is named while nothing gives its baseline ("MRV2 delivered a 56% throughput
increase", "FP8 cuts mean TPOT by 40%" in a witness of three arms none of which is the one declared baseline; no
other arm named in the clause) is read the same way with its baseline unbound (``one_armed``): not-yet, the hint
saying to name it ("than <arm>").

Called from grammar._Clause._assertion: ``applies`` / ``one_armed`` say whether the clause qualifies; ``pair_order``
makes the before value's assertion; ``summary_applies`` reads a pair's percent summary; grade calls
``after_value_held``.
"""

from __future__ import annotations

from typing import Any

from claimcheck.claims.reading import Assertion, Tolerance

#: the detail quantities.Grader gives a comparison that names neither arm (production unnamed_change)
NO_ARMS = ("the change names neither arm and the witness declares no before and after (two arms with the roles "
           "baseline and treatment): name the arms ('than <arm>', 'with <arm>') or declare the roles")


def applies(cl: Any, c: Any) -> bool:
    """The clause of core ``c`` names no arm at all: no ARM token in it, and the core's own words bound none."""
    r = cl.r
    if c.arm or c.arm_amb or c.baseline or c.baseline_amb:
        return False
    if any(r.toks[k].kind == "arm" for k in range(cl.i0, cl.i1)):
        return False
    ref = getattr(c, "paren_ref", None)
    if ref is not None:
        # production paren_percent's "(−60%)" after a pair: read only where it restates that pair (its direction and
        # its number); with no arm there is no row to decide between a pair and a percent that disagree
        return _restates_pair(cl, c, ref)
    return True


def _restates_pair(cl: Any, c: Any, ref: Any) -> bool:
    partner = getattr(ref, "partner", None)
    if partner is None or {ref.role, partner.role} != {"subject", "baseline"} or ref.value is None \
            or partner.value is None:
        return False
    after, before = (ref, partner) if ref.role == "subject" else (partner, ref)
    va, vb = after.value * after.scale, before.value * before.scale
    if va == vb or c.sense not in ("up", "down") or (va > vb) != (c.sense == "up"):
        return False
    return cl.recap_restates(c, after, before)


def pair_order(c: Any, partner: Any, metric: str, negated: bool, span: Any, source: str,
               after_arm: str | None = None) -> Assertion | None:
    """The before value ``c`` of a from-to pair naming no arm (or only the after value's, ``after_arm``: the clause's
    subject), read into the pair's order: the after value (``partner``'s) is higher (ratio after / before > 1) or
    lower; None where the two values are equal."""
    before, after = c.value * c.scale, partner.value * partner.scale
    if before == after:
        return None
    relation = ">" if after > before else "<"
    if negated:
        relation = {">": "<=", "<": ">="}[relation]
    return Assertion(metric=metric, statistic=c.statistic or partner.statistic, form="ratio", treatment=after_arm,
                     baseline=None, relation=relation, value=1.0,
                     tolerance=Tolerance(low=1.0, high=1.0, rule="pair order"), span=span, source=source)


def summary_applies(cl: Any, c: Any) -> bool:
    """A percent summary ("a reduction of approximately 47%") of a from-to pair both of whose values were read naming
    no arm (``pair_order`` and the after value), in a clause naming no arm, whose direction agrees with the pair's
    (the after value lower for "reduction" / "down", higher for "up"; "better" / "worse" by the metric's better
    direction; no direction word: the change from the first value to the second)."""
    from claimcheck.claims.vocabulary import HIGHER_IS_BETTER

    c1, c2 = c.summary_of
    if not (getattr(c1, "unnamed_read", False) and getattr(c2, "unnamed_read", False)) or not applies(cl, c):
        return False
    if c2.joiner not in ("to", "up from", "down from") or {c1.role, c2.role} != {"subject", "baseline"}:
        return False
    after, before = (c1, c2) if c1.role == "subject" else (c2, c1)
    va, vb = after.value * after.scale, before.value * before.scale
    if va == vb:
        return False
    up = va > vb
    if not cl.recap_restates(c, after, before):  # (grammar's recap rule, given by the clause: no import circle)
        return False
    metric = c.metric or after.metric or before.metric
    hb = HIGHER_IS_BETTER.get(metric or "")
    if c.sense in ("up", "down"):
        return up == (c.sense == "up")
    if c.sense in ("better", "worse"):
        return hb is not None and up == (hb == (c.sense == "better"))
    return not c.sense


#: why grade holds back a contradicted after value of a change naming no arm (``after_value_held``)
HELD = ("the value names no arm and is the after value of a change naming neither arm: which arm ran after is not "
        "said (the witness may hold the before run only): name the arm")


def _sentence(text: str, span: Any) -> tuple[int, int]:
    from claimcheck.claims import falsebar

    return falsebar.clause(text, span.start, span.end, falsebar.SENTENCE)


def after_value_held(a: Any, assertions: list, statement: str) -> bool:
    """A value naming no arm (not said of every arm) in a sentence of the statement that also holds a comparison
    read naming neither arm (this production's): its contradiction is held back (grade; never false)."""
    if a.source != "statement" or a.form != "value" or a.treatment is not None or a.every_arm or a.span is None \
            or a.span.end > len(statement):
        return False
    where = _sentence(statement, a.span)
    return any(x.source == "statement" and x.form in ("ratio", "percent_change", "difference") and x.treatment is None
               and x.baseline is None and x.span is not None and x.span.end <= len(statement)
               and _sentence(statement, x.span) == where for x in assertions)


def one_armed(cl: Any, c: Any, arm: str) -> bool:
    """A percent change whose subject arm is named and whose baseline no word names and no production supplied
    (implicit_baseline: the other of two arms; sole_baseline; declared_pair): the clause names no other arm (an
    ARM token naming another arm may be the baseline in words no production read)."""
    r = cl.r
    if c.baseline or c.baseline_amb:
        return False
    for k in range(cl.i0, cl.i1):
        t = r.toks[k]
        if t.kind == "arm" and (t.arm != arm or len(t.arms) != 1):
            return False
    return True
