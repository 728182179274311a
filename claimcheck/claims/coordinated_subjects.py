"""Two arms as the subject of one comparison (production coordinated_subjects -- claimcheck/claims/grammar.lark;
docs/claim-check.md).

"SGLang and LMDeploy are 29% faster than vLLM.", "SGLang (16,215 tok/s) and LMDeploy (16,132 tok/s) have 29% higher
output throughput than vLLM (12,553 tok/s).": two arms joined by "and" at the clause's start, then one comparison
against a third arm: the comparison is said of each (each must hold; it is graded once for each arm). The mirror of
coordinated_baselines ("X is faster than A and B"). Read only:

* where the two arms are the clause's first words ("the" / "both" before them), "A and B" or "A (...) and B (...)"
  with a parenthesized group right after an arm (its own value, read by the value constructs);
* where they are the clause's only free arms and neither is ambiguous;
* where the clause is not negated and holds no negation word ("It is not true that A and B are 29% faster" denies
  the conjunction: true when either fails);
* where the clause holds exactly one comparison (ratio, percent change, difference or direction), its subject the
  first arm and its baseline a third arm, and not against two arms at once ("than C and D"); values of the two arms
  (in their parentheses) are graded as read.

Anything else leaves the second arm unread (not-yet), never guessed. "A and B together / combined" leaves those words
unread too.

Called from grammar._Clause's subject step (``take``) and grammar._Clause.emit (``second_assertions``).
"""

from __future__ import annotations

from claimcheck.claims.vocabulary import NEGATIONS

_COMPARISONS = ("ratio", "percent_change", "difference", "direction")
_LEADS = ("the", "both")


def _paren_end(cl, k: int) -> int:
    """After a parenthesized group starting at ``k`` (holding no arm and no nested group): the token after its ')';
    ``k`` where none starts there."""
    r = cl.r
    if not (cl.i0 <= k < cl.i1) or r.toks[k].text != "(":
        return k
    for j in range(k + 1, min(cl.i1, k + 12)):
        t = r.toks[j]
        if t.text == ")":
            return j + 1
        if t.text == "(" or t.kind == "arm":
            return k
    return k


def take(cl, free_arms: list[int]) -> tuple[tuple[str, ...], tuple[int, int]] | None:
    """(subject, its span) when the clause starts "A [(...)] and B [(...)]" with A and B its only free arms; B is
    recorded on ``cl.coord_subject`` as (arm, k0, k1) (the words "and B") and read. None where not this frame."""
    r = cl.r
    if cl.negated or len(free_arms) != 2:
        return None
    if any(r.forms[k] in NEGATIONS or r.forms[k].endswith("n't") for k in range(cl.i0, cl.i1)):
        return None
    ka, kb = free_arms
    ta, tb = r.toks[ka], r.toks[kb]
    if ta.arm is None or tb.arm is None or ta.arms[1:] or tb.arms[1:] or ta.arm == tb.arm:
        return None
    start = cl.i0
    while start < ka and r.forms[start] in _LEADS and not r.used[start]:
        start += 1
    if start != ka:
        return None
    k_and = _paren_end(cl, ka + 1)
    if r.forms[k_and] != "and" or r.used[k_and] or k_and + 1 != kb:
        return None
    cl.coord_subject = (tb.arm, k_and, kb + 1)
    cl.take(k_and, kb + 1)
    r.used[kb] = "arm"
    # B's parenthesized value is B's own ("A (16,215 tok/s) and B (16,132 tok/s)": not the subject's; A's is the
    # subject's already)
    end = _paren_end(cl, kb + 1)
    for c in cl.cores:
        if kb + 1 < c.i0 and c.i1 < end and c.arm is None and not c.arm_amb:
            c.arm, c.arm_amb = tb.arm, tb.arms
    return ta.arms, (ka, ka + 1)


def second_assertions(cl, results):
    """(results, extra): with a coordinated subject, the one comparison of the first arm against a third, again for
    the second arm, in ``extra`` as (core, assertion, (k0, k1)); otherwise the clause's comparisons are not graded
    and the words "and B" are released (unread)."""
    coord = getattr(cl, "coord_subject", None)
    if not coord:
        return results, []
    r = cl.r
    arm, k0, k1 = coord
    first = cl.subject[0] if cl.subject and len(cl.subject) == 1 else None
    comps = [(c, a) for c, a, _w in results if a is not None and a.form in _COMPARISONS]
    others = [a for c, a, _w in results if a is not None and a.form not in _COMPARISONS and a.treatment == first
              and not _in_paren(cl, c)]
    # "A and B are 29% faster than C and D": four comparisons, of which coordinated_baselines gives only A's two
    both = any(it.kind == "binder" and it.extra.get("second") for it in cl.items)
    if len(comps) == 1 and not others and not both:
        c, a = comps[0]
        if a.treatment == first and a.baseline not in (None, first, arm) and not a.negated:
            return results, [(c, a.model_copy(update={"treatment": arm}), (k0, k1))]
    why = (f"'{r.text[r.toks[k0].start:r.toks[k1 - 1].end]}': two arms as the subject of anything but one comparison "
           "with a third arm: not graded")
    for k in range(k0, k1):
        r.used[k] = ""
    return [(c, None, why) if a is not None and a.form in _COMPARISONS else (c, a, w) for c, a, w in results], []


def _in_paren(cl, c) -> bool:
    """A core inside a parenthesized group right after an arm ("SGLang (16,215 tok/s)")."""
    r = cl.r
    k = c.i0 - 1
    while k >= cl.i0 and r.toks[k].text != "(":
        if r.toks[k].text == ")":
            return False
        k -= 1
    return k > cl.i0 and r.toks[k - 1].kind == "arm"
