"""Exclusions of things OTHER than the run's: "other GPUs not measured", "other GPUs untested", "any other GPU: not
evaluated", "different GPUs were not tried", "other quantizations out of scope" -- a fact excluded by the words after
it (falsebar._NEGATED_AFTER) with "other" / "different" (vocabulary.OTHER_THAN_RUN_WORDS, optionally after "any",
"all", "the" ...) right before it says what was NOT measured: things other than the run's, so it asserts nothing about
the witness (a disclaimer that holds). Before, "other" was left unread in the exclusion's phrase, and the exclusion
"not GPU" of a GPU run was held back -- every statement graded with the scope "...; other GPUs not measured" stayed
not-yet.

In a list "X and other Ys not measured" ("H100 and other GPUs not measured", "batch sizes above 1 and other GPUs not
measured") X is excluded too (falsebar._listed_before), but the join's "and" stays unread: X's exclusion holds where the
witness is not X, and where the witness IS X the contradiction is never an accusation (its phrase read in part) --
never false.

Tests: tests/claims/test_claims_other_exclusions.py.
"""

from __future__ import annotations

import re

from claimcheck.claims.vocabulary import OTHER_COMPARATIVES, OTHER_DETERMINERS, OTHER_LIST_CLASSES, OTHER_THAN_RUN_WORDS

#: "other" right before the fact, or before a list the fact ends ("other rates and GPUs not measured", "other batch
#: sizes, models or GPUs untested": "other" is each item's, the last one the fact; it was unread and held the
#: exclusion back). Up to three items of one or two words, joined by "," / "and" / "or" / "nor".
_QUALIFIER = re.compile(r"(?<![\w-])(?:(?:" + "|".join(OTHER_DETERMINERS) + r")\s+)?(?:"
                        + "|".join(OTHER_THAN_RUN_WORDS)
                        + r")\s+(?:[a-z][\w-]*(?:\s+[a-z][\w-]*)?(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|nor)\s+)){0,3}$",
                        re.I)


_RIGHT_BEFORE = re.compile(r"(?:" + "|".join(OTHER_THAN_RUN_WORDS) + r")\s+$", re.I)


def qualifier_start(text: str, floor: int, fact_start: int, fact_text: str = "") -> int | None:
    """Where "other" / "any other" / "different" right before the fact at ``fact_start`` starts (not before ``floor``,
    the start of the fact's phrase), or None. Before a list that the fact ends ("other rates and GPUs") only where the
    fact is a class in the plural (vocabulary.OTHER_LIST_CLASSES): "other rates and A10G not measured" excludes the
    A10G itself, not other A10Gs."""
    m = _QUALIFIER.search(text[floor:fact_start])
    if m is None:
        return None
    if not _RIGHT_BEFORE.search(text[floor:fact_start]) and fact_text.lower() not in OTHER_LIST_CLASSES:
        return None
    return floor + m.start()


def widen(fact, text: str, start: int) -> None:
    """In place: the fact's span starts at its qualifier ("other GPUs"), so that a list before it ("H100 and other GPUs
    not measured") is joined to it by "and" alone."""
    from claimcheck.claims.reading import Span

    fact.span = Span(start=start, end=fact.span.end, text=text[start:fact.span.end])


_JOINED_TO_OTHER = re.compile(r"^\s*(?:,\s*)?(?:and|or|nor|&|/)\s*(?:(?:" + "|".join(OTHER_DETERMINERS) + r")\s+)?(?:"
                              + "|".join(OTHER_THAN_RUN_WORDS) + r")\s", re.I)


def hold_joined(fact_checks: list, texts: dict[str, str]) -> list:
    """The checks with the contradiction of an exclusion listed before "and other ..." ("A6000 and other GPUs not
    measured" of an A6000 run) held back (unbound): never an accusation (module docstring)."""
    out = []
    for f, c in fact_checks:
        text = texts.get(f.source)
        if c.outcome == "contradicted" and f.negated and f.span is not None and text is not None \
                and text[f.span.start:f.span.end] == f.span.text and _JOINED_TO_OTHER.match(text[f.span.end:]):
            c = c.model_copy(update={"outcome": "unbound", "detail": f"{c.detail}; not an accusation: excluded only "
                                     "as listed with other things not measured ('... and other ...')"})
        out.append((f, c))
    return out


#: the ends of an exclusion's phrase (as falsebar.PHRASE; a stray "." of a version only widens it, holding more back)
_PHRASE_ENDS = ",;.!?()"
_COMPARED = re.compile(r"(?<![\w-])compar(?:e|ed|es|ing|isons?)\b", re.I)


def hold_compared(fact_checks: list, texts: dict[str, str]) -> list:
    """The checks with the contradiction of an exclusion said of a comparison ("no comparison with SGLang", "SGLang not
    compared", "not compared against TGI") held back (unbound): it says what the run was not compared with, which may
    be the run's own engine's other numbers -- never an accusation; where the witness is not X it holds."""
    out = []
    for f, c in fact_checks:
        text = texts.get(f.source)
        if c.outcome == "contradicted" and f.negated and f.span is not None and text is not None \
                and f.span.end <= len(text) and text[f.span.start:f.span.end] == f.span.text:
            a = max((k + 1 for k, ch in enumerate(text[:f.span.start]) if ch in _PHRASE_ENDS), default=0)
            b = next((k for k in range(f.span.end, len(text)) if text[k] in _PHRASE_ENDS), len(text))
            if _COMPARED.search(text[a:b]):
                c = c.model_copy(update={"outcome": "unbound", "detail": f"{c.detail}; not an accusation: the "
                                         "exclusion says what the run was not compared with"})
        out.append((f, c))
    return out


def to_disclaimers(reading, others: list, texts: dict[str, str], spans: dict[str, list[tuple[int, int]]]) -> None:
    """In place: each (fact, end) of ``others`` -- an excluded fact widened to its qualifier, ``end`` the end of the
    words that exclude it -- becomes one disclaimer fact ("other GPUs not measured"), its words read; the "and" joining
    a fact listed before it (falsebar._listed_before) is taken out of the read words again (module docstring)."""
    from claimcheck.claims.reading import ContextFact, Span

    for f, end in others:
        text = texts[f.source]
        a = f.span.start
        body = text[a:end]
        new = ContextFact(kind="disclaimer", key="disclaimer", value=body, source=f.source,
                          span=Span(start=a, end=end, text=body))
        # the reader's own facts inside its words ("any", "other") are its words
        reading.context[:] = [new if g is f else g for g in reading.context
                              if g is f or not (g.source == f.source and g.span is not None and a <= g.span.start < end)]
        spans[f.source][:] = [(x, y) for x, y in spans[f.source] if y != a or x >= a]
        spans[f.source].append((a, end))


#: one item of an excluded list that is things other than the run's: "other CPUs", "any other model", "longer
#: prompts", "higher concurrency", "different batch sizes" (words only: no number, no fact of its own)
_OTHER_ITEM = (r"(?:(?:" + "|".join(OTHER_DETERMINERS) + r")\s+)?(?:" + "|".join(OTHER_THAN_RUN_WORDS + OTHER_COMPARATIVES)
               + r")\s+[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}")
#: "not tested with longer prompts, other CPUs or " / "we did not try other engines and ": an exclusion's negation, its
#: verb and preposition, and items other than the run's, up to the joiner before the next item (a fact)
_LIST_LEAD = re.compile(
    r"(?<![\w-])(?:(?:we|i)\s+)?(?:(?:did|do|does|have|has|was|were)\s*(?:not|n't)|not|never)\s+(?:(?:been|yet)\s+)?"
    r"(?:test|tested|measure|measured|evaluate|evaluated|benchmark|benchmarked|try|tried|validate|validated|"
    r"profile|profiled)\s+(?:(?:on|with|for|against|under|in)\s+)?"
    r"" + _OTHER_ITEM + r"(?:\s*,\s*" + _OTHER_ITEM + r")*\s*,?\s*(?:or|nor|and)\s+(?:(?:an?|the)\s+)?$", re.I)


def list_lead(text: str, floor: int, fact_start: int) -> int | None:
    """production: excluded_list_lead -- where the negation starts of an excluded list whose items before the fact at
    ``fact_start`` are all things other than the run's ("not tested with longer prompts, other CPUs or GPU offload":
    the fact GPU is excluded, and the items before it assert nothing about the witness), looked for after ``floor``
    (the part's start: a ";" or a sentence end); None where anything else stands there."""
    m = _LIST_LEAD.search(text[floor:fact_start])
    return floor + m.start() if m else None


def lead_disclaimers(reading, leads: list[tuple[str, int, int]], texts: dict[str, str]) -> None:
    """In place: each excluded list's lead (``list_lead``: source, start, the start of the fact it excludes) becomes one
    disclaimer fact, its negation and items other than the run's ("not tested with longer prompts, other CPUs or"); the
    reader's own facts inside it ("CPUs" of "other CPUs") are its words, never facts of the run."""
    from claimcheck.claims.reading import ContextFact, Span

    for source, a, b in leads:
        body = texts[source][a:b].rstrip()
        reading.context[:] = [g for g in reading.context
                              if not (g.source == source and g.span is not None and a <= g.span.start < b)]
        reading.context.append(ContextFact(kind="disclaimer", key="disclaimer", value=body, source=source,
                                           span=Span(start=a, end=a + len(body), text=body)))
