"""A bound said to hold "even" at one arm (production concessive_arm -- claimcheck/claims/grammar.lark;
docs/claim-check.md).

"p99 TTFT stayed under 750 ms even with four slots", "p99 TTFT stayed below 450 ms even at concurrency 16", "Even at
32 concurrent requests P99 TTFT stayed under 210 ms": "even" right before an arm's marker (vocabulary.
CONCESSIVE_ARM_MARKERS: "with", "at", "on", "for", "under", "in", "using"; "the" between allowed) and that arm says
the bound held at the arm where it was least expected to. Its words make two statements:

* the bound, of the arm named: read as it is without "even" ("p99 TTFT stayed under 750 ms with four slots"), graded
  as written;
* that arm is the hardest case: under an upper bound ("under", "below", "at most") its value is at least every other
  arm's, under a lower bound ("above", "at least") at most every other arm's. This is what "even" presupposes, not
  what the clause asserts, so it is graded as a direction against each other arm whose agreement counts and whose
  contradiction is held back (``Assertion.baseline_implied``: not-yet, never false): "stayed under 750 ms even with
  one slot" where one slot has the lower p99 is no twist that exits 0, and no accusation either.

A token pass (``even_arms``, ``_Reader.__init__``) takes "even" out (inert, as markup) where an arm follows its
marker and remembers the arm; after the reading (``presuppose``, ``read_full``) the clause must hold a bound of that
arm's (a value assertion with "<", "<=", ">", ">=" and no negation, in the same sentence): then the directions are
added; otherwise "even" is put back as an unread word (not-yet), so "TTFT was 300 ms even with four slots" (no bound:
what would "even" say?) and "did not stay under 750 ms even with one slot" (a negation turns the presupposition
round) stay unread. "not even", "even if / though / when" are never this production (no arm after the marker).
"""

from __future__ import annotations

from claimcheck.claims.reading import Assertion, Reading, Span, Tolerance
from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import CONCESSIVE_ARM_MARKERS, CONCESSIVE_ARM_WORDS, NEGATIONS

_END = frozenset({".", "!", "?", ";"})
#: the bound's relation -> the presupposed relation of the named arm's value to each other arm's (a ratio to 1)
_HARDEST = {"<": ">=", "<=": ">=", ">": "<=", ">=": "<="}


def _w(t: Token) -> str:
    return t.low if t.low else t.text.lower()


def even_arms(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]], list[tuple[int, int, str]]]:
    """The tokens without each concessive "even" before an arm's marker, the (start, end) of each taken out, and
    (start, end, arm) of each: "even" and the arm phrase (the span the presupposition is reported on)."""
    out: list[Token] = []
    gone: list[tuple[int, int]] = []
    said: list[tuple[int, int, str]] = []
    for k, t in enumerate(toks):
        if t.kind == "word" and t.low in CONCESSIVE_ARM_WORDS and not (k and _w(toks[k - 1]) in NEGATIONS):
            j = k + 1
            if j < len(toks) and toks[j].kind == "word" and toks[j].low in CONCESSIVE_ARM_MARKERS:
                j += 1
                if j < len(toks) and toks[j].kind == "word" and toks[j].low == "the":
                    j += 1
                if j < len(toks) and toks[j].kind == "arm" and toks[j].arm is not None:
                    gone.append((t.start, t.end))
                    said.append((t.start, toks[j].end, toks[j].arm))
                    continue
        out.append(t)
    if gone:
        for n, t in enumerate(out):
            t.i = n
    return out, gone, said


def _ends(text: str) -> list[int]:
    """Where the sentences (clauses up to '.', '!', '?' or ';') of ``text`` end: a '.' between digits is a decimal point."""
    return [x for x, c in enumerate(text) if c in _END and not (
        c == "." and 0 < x < len(text) - 1 and text[x - 1].isdigit() and text[x + 1].isdigit())]


def _sentence(text: str, at: int) -> tuple[int, int]:
    """The (start, end) characters of the sentence around ``at``."""
    ends = _ends(text)
    return max((x + 1 for x in ends if x < at), default=0), min((x for x in ends if x >= at), default=len(text))


def presuppose(text: str, said: list[tuple[int, int, str]], reading: Reading, core_text: list[str],
               arms: list[str]) -> None:
    """Production concessive_arm, after the reading: for each "even ARM", the bounds of ARM in its sentence get the
    hardest-case directions (held back where contradicted); with none, "even" is put back unread."""
    for s, e, arm in said:
        a0, a1 = _sentence(text, s)
        bounds = [a for a in reading.assertions
                  if a.source == "statement" and a.form == "value" and a.relation in _HARDEST and a.treatment == arm
                  and not a.negated and not a.every_arm and a.span is not None and a0 <= a.span.start < a1]
        negated = any(a.negated for a in reading.assertions
                      if a.source == "statement" and a.span is not None and a0 <= a.span.start < a1)
        others = [x for x in arms if x != arm]
        if not bounds or negated or not others:
            word_end = s + len(text[s:e].split()[0])
            reading.unread.append(Span(start=s, end=word_end, text=text[s:word_end]))
            continue
        span = Span(start=s, end=e, text=text[s:e])
        seen = set()
        for b in bounds:
            key = (b.metric, b.statistic, _HARDEST[b.relation])
            if key in seen:
                continue
            seen.add(key)
            for other in others:
                reading.assertions.append(Assertion(
                    metric=b.metric, statistic=b.statistic, form="ratio", treatment=arm, baseline=other,
                    relation=_HARDEST[b.relation], value=1.0, tolerance=Tolerance(low=1.0, high=1.0, rule="direction"),
                    span=span, source="statement", baseline_implied=True))
                core_text.append(span.text)


def held(a: Assertion) -> bool:
    """Is ``a`` a presupposition of production concessive_arm (its span is "even" and the arm)?"""
    return a.form == "ratio" and a.baseline_implied and a.span is not None \
        and a.span.text.split()[:1] != [] and a.span.text.split()[0].lower() in CONCESSIVE_ARM_WORDS \
        and a.tolerance is not None and a.tolerance.rule == "direction"
