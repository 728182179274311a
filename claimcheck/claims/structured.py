"""Structured ``assertions`` of a claim file obey the statement's rules (docs/claim-check.md,
"Structured assertions"):

* the tolerance rule is the grader's, never the file's: an assertion without a tolerance keeps
  the documented interval of its value as written (``h = min(0.5 * 10^-d, 0.05 * |v|)``, d the
  decimals of the JSON number); a tolerance in the file is accepted only when it lies within the
  widest interval the rule gives that value (its integer precision, or 10% under a hedge) and
  holds at least the interval of the value's own decimals - ``[0, 1e300)`` is refused;
* every form is graded by its own rule or refused: ``ratio``, ``percent_change`` and
  ``difference`` need both arms and a value; ``value`` needs a value; ``direction`` (no number)
  has no orientation a file can state unambiguously and is refused (write ``ratio`` with relation
  ``>`` and value 1);
* a schema-valid assertion that breaks these is a usage error (exit 2) naming it, never a crash.
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims.tolerance import half_width as rule_half_width
from claimcheck.claims.reading import Assertion, Tolerance
from claimcheck.claims.vocabulary import COUNT_METRICS

EPS = 1e-12


def _decimals(v: float) -> int:
    text = repr(float(v))
    if "e" in text or "E" in text:
        return 0
    return len(text.split(".")[1].rstrip("0")) if "." in text else 0


def half_width(v: float, decimals: int, hedge: bool = False) -> float:
    """The tolerance rule (``claimcheck.claims.tolerance``) for a claim file's float."""
    return float(rule_half_width(Decimal(repr(float(v))), decimals, "hedge" if hedge else ""))


def rule_tolerance(a: Assertion) -> Tolerance | None:
    """The documented interval of the assertion's value as written (None: exact / no value)."""
    if a.value is None or a.metric in COUNT_METRICS:
        return None
    v = float(a.value)
    h = half_width(v, _decimals(v))
    return Tolerance(low=v - h, high=v + h, rule=f"stated precision of the claim file's number: +-{h:g}")


def problems(a: Assertion, i: int) -> list[str]:
    """Why assertion ``i`` of a claim file cannot be graded by the statement's rules (empty: it can)."""
    where = f"assertions[{i}]"
    out = []
    if a.form == "direction":
        out.append(f"{where}: form 'direction' is not graded from a claim file (no orientation is stated); write form "
                   "'ratio' with relation '>' or '<' and value 1")
    if a.form in ("ratio", "percent_change", "difference") and (not a.treatment or not a.baseline):
        out.append(f"{where}: form {a.form!r} needs both a treatment and a baseline arm")
    if a.form != "direction" and a.value is None:
        out.append(f"{where}: form {a.form!r} needs a value")
    if a.over_runs == "best" and a.relation != "=":
        out.append(f"{where}: over_runs 'best' ('up to N': the best run is N) is graded with relation '=' only")
    t = a.tolerance
    if t is not None and a.value is not None and (t.low is not None or t.high is not None):
        v = float(a.value)
        low = t.low if t.low is not None else v
        high = t.high if t.high is not None else v
        if a.metric in COUNT_METRICS:
            if low != v or high != v:
                out.append(f"{where}: a count is exact; tolerance [{low:g}, {high:g}) is not the rule's [{v:g}, {v:g}]")
        else:
            hedge = "hedge" in (t.rule or "").lower()
            widest = max(half_width(v, 0, hedge), half_width(v, _decimals(v), hedge))
            own = half_width(v, _decimals(v))
            if low < v - widest - EPS or high > v + widest + EPS:
                out.append(f"{where}: tolerance [{low:g}, {high:g}) is wider than the documented rule allows for {v:g} "
                           f"([{v - widest:g}, {v + widest:g}); docs/claim-check.md, the tolerance rule)")
            elif low > v - own + EPS or high < v + own - EPS:
                out.append(f"{where}: tolerance [{low:g}, {high:g}) is narrower than the stated precision of {v!r} "
                           f"([{v - own:g}, {v + own:g})): an accusation needs the documented interval")
    return out


def with_rule(a: Assertion) -> Assertion:
    """The assertion with the grader's tolerance when the file gave none."""
    if a.tolerance is None or (a.tolerance.low is None and a.tolerance.high is None):
        tol = rule_tolerance(a)
        if tol is not None:
            return a.model_copy(update={"tolerance": tol})
    return a
