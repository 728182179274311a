"""A pointer to the write-up's own figure or table that leads a clause (grammar production figure_lead --
claimcheck/claims/grammar.lark).

Papers and reports open a claim with where to look: "Table 3 shows that the H100 achieves ...", "As shown in Figure
4, the A100 exhibits ...", "As Table 2 shows, ...", "In Figure 5, ...", "Per Table 1, ...". The pointer says nothing a
witness could check (its number counts figures, not anything measured); the clause after it is read as any clause
is, so every twist of the claim is still graded. Only at the clause's start (after nothing but read, inert or pronoun
words), only a figure noun with its number ("Figure 4", "Fig. 2", "Table 3b", a section's "Table 5.2"), and only in these shapes:

* FIGURE_NOUN ID FIGURE_VERB "that"?             "Table 3 shows that", "Figure 4 illustrates"
* "as" ("can" "be")? FIGURE_PARTICIPLE ("in" | "by") FIGURE_NOUN ID ","   "As shown in Figure 4,", "As can be seen in
  Table 2,"
* "as" FIGURE_NOUN ID FIGURE_VERB ","            "As Table 3 shows,"
* ("in" | "per" | "from") FIGURE_NOUN ID ","     "In Table 3,"

A pointer after an owner that is not the author's ("Their Table 3 shows") is not at the clause's start and stays
unread, as do "Table 3 does not show ..." and a figure noun without its number.

production attribution_lead: who or what recorded the figures, at the clause's start -- "The auditor confirmed a
request throughput of 1.37 req/s for TP2 and 0.77 req/s for TP1", "Our logs show that ...", "The dashboard shows:
...", "The benchmark bot reports ...", "We confirmed that ...", "According to the dashboard, ...": a determiner of
vocabulary.ATTRIBUTION_DETS, at most two modifiers (ATTRIBUTION_SOURCE_MODIFIERS), a source noun (ATTRIBUTION_SOURCES)
and a verb of recording or vouching (ATTRIBUTION_VERBS; after "we" / "I": FIRST_PERSON_ATTRIBUTION_VERBS), then "that",
":" or "," at most; or "according to" / "per" and such a source and "," ("Per our logs, ..."); or, at the clause's end
after words a construct read, "," and "according to" / "per" and such a source ("TP2 served 1.37 req/s, per the
dashboard."). Inert: they add nothing to the clause after them,
which is read and graded as it stands (its values, arms, negations and hedges are its own). The words must be
contiguous, so a negated or modal attribution ("The auditor could not confirm ...", "Our logs may show ...", "we did
not confirm") is no such lead and stays unread, as does one right after another owner ("vLLM's dashboard shows") or
one before nothing ("The auditor confirmed.").
"""

from __future__ import annotations

import re

from claimcheck.claims.vocabulary import ATTRIBUTION_FIGURE_NOUNS, ATTRIBUTION_GIVING_VERBS, ATTRIBUTION_SPEAKERS, SAYING_VERBS
from claimcheck.claims.vocabulary import (ATTRIBUTION_DETS, ATTRIBUTION_PREPS, ATTRIBUTION_SOURCE_MODIFIERS, ATTRIBUTION_SOURCES,
                                          ATTRIBUTION_VERBS, FIGURE_LEAD_PARTICIPLES, FIGURE_LEAD_VERBS,
                                          FIRST_PERSON_ATTRIBUTION_VERBS, INERT_WORDS, OTHER_EVIDENCE_OWNERS,
                                          PROSE_FIGURE_NOUNS, PROSE_PRONOUNS)


def _clause_start(c, i: int) -> bool:
    """Nothing before i in the clause but what a construct read, inert words and subject pronouns, and no owner right
    before it that is not the author ("Their Table 3 shows ...": another write-up's evidence)."""
    return c.free(i) and c.w(i - 1) not in OTHER_EVIDENCE_OWNERS and all(c.r.used[k] or c.w(k) in INERT_WORDS or c.w(k) in PROSE_PRONOUNS for k in range(c.i0, i))


def _figure(c, j: int) -> int:
    """The length of "Figure 4" / "Fig. 2" / "Table 3b" / "Table 5.2" (a section's number) at j (0: none)."""
    if not c.free(j) or c.w(j) not in PROSE_FIGURE_NOUNS:
        return 0
    k = j + 1
    if c.w(j) == "fig" and c.w(k) == "." and c.free(k):
        k += 1
    t = c.tok(k)
    if t is None or not c.free(k) or not (t.kind == "num" and t.decimals <= 2 and t.value is not None
                                         and t.value < 1000 and "," not in t.text or t.kind == "ident" and len(t.low) <= 4
                                         and t.low[:1].isdigit()):
        return 0
    return k + 1 - j


def _source(c, j: int) -> int:
    """The length of "the auditor" / "our logs" / "the benchmark bot" at j (0: none)."""
    if c.w(j) not in ATTRIBUTION_DETS or not c.free(j):
        return 0
    k = j + 1
    for _ in range(2):  # "the benchmark bot", "the CI perf bot"
        if c.w(k) in ATTRIBUTION_SOURCE_MODIFIERS and c.free(k) and c.tok(k).kind == "word" and (
                c.w(k + 1) in ATTRIBUTION_SOURCES or c.w(k + 1) in ATTRIBUTION_SOURCE_MODIFIERS):
            k += 1
    if c.w(k) not in ATTRIBUTION_SOURCES and c.w(k) not in ATTRIBUTION_SPEAKERS or not c.free(k) \
            or c.tok(k).kind != "word":
        return 0
    return k + 1 - j


def _speaker(c, j: int) -> int:
    """The length of "the company" / "the team" / "our engineers" at j (a source of ATTRIBUTION_SPEAKERS), or 0."""
    n = _source(c, j)
    return n if n and c.w(j + n - 1) in ATTRIBUTION_SPEAKERS else 0


def _figures_of(c, j: int) -> int:
    """The length of "figures the team shared" / "the team's numbers" / "the team" after "according to" at j, or 0."""
    if (n := _speaker(c, j)):
        if c.w(j + n) in ("'s", "'") and c.w(j + n + 1) in ATTRIBUTION_FIGURE_NOUNS and all(
                c.free(x) for x in (j + n, j + n + 1)):
            return n + 2  # "the team's numbers"
        return n
    k = j + (c.w(j) == "the" and c.free(j))
    if c.w(k) not in ATTRIBUTION_FIGURE_NOUNS or not c.free(k):
        return 0
    k += 1
    if (n := _speaker(c, k)) and c.w(k + n) in ATTRIBUTION_GIVING_VERBS and c.free(k + n):
        k += n + 1  # "figures the team shared"
    return k - j


def _prep(c, i: int) -> int:
    """The length of "according to" / "per" at i (vocabulary.ATTRIBUTION_PREPS), or 0."""
    return next((len(p) for p in ATTRIBUTION_PREPS if c.seq(i, p)), 0)


def attribution_tail(c, i: int) -> int:
    """Production attribution_lead, at a clause's end: "," ("according to" | "per") SOURCE ("." | end) after words a
    construct read ("TP2 served 1.37 req/s, per the dashboard."): inert; its length, or 0."""
    if c.w(i) != "," or not c.free(i) or not any(c.r.used[k] in ("read", "arm") for k in range(c.i0, i)):
        return 0
    p = _prep(c, i + 1)
    n = (_source(c, i + 1 + p) or (_figures_of(c, i + 1 + p) if c.w(i + 1) == "according" else 0)) if p else 0
    end = i + 1 + p + n
    said = False
    if not n:
        # reported speech: ", the company said" / ", said the team" (SAYING_VERBS after or before a speaker)
        if (s := _speaker(c, i + 1)) and c.w(i + 1 + s) in SAYING_VERBS and c.free(i + 1 + s):
            end, said = i + 2 + s, True
        elif c.w(i + 1) in SAYING_VERBS and c.free(i + 1) and (s := _speaker(c, i + 2)):
            end, said = i + 2 + s, True
        else:
            return 0
    at_end = end >= c.i1 or c.w(end) in (".", "!") and end + 1 >= c.i1
    # reported speech may also sit inside the sentence, between commas ("..., the company said, a gap of ...")
    if not (at_end or said and c.w(end) == "," and c.free(end) and end + 1 < c.i1):
        return 0
    c.take(i, end, "inert")
    return end - i


def attribution(c, i: int) -> int:
    """Production attribution_lead (module docstring): the lead at token i made inert, its length, or 0."""
    w = c.w(i)
    if w == ",":
        return attribution_tail(c, i)
    if not _clause_start(c, i):
        return 0
    end = 0
    if (p := _prep(c, i)):
        n = _source(c, i + p) or (_figures_of(c, i + p) if c.w(i) == "according" else 0)
        if n and c.w(i + p + n) == "," and c.free(i + p + n):
            end = i + p + n + 1
    elif w in ("we", "i"):
        if c.w(i + 1) in FIRST_PERSON_ATTRIBUTION_VERBS and c.free(i + 1):
            end = i + 2
    elif (n := _source(c, i)) and (c.w(i + n) in ATTRIBUTION_VERBS or c.w(i + n) in SAYING_VERBS
                                   and c.w(i + n - 1) in ATTRIBUTION_SPEAKERS) and c.free(i + n):
        end = i + n + 1
    if not end:
        return 0
    if c.w(end) in ("that", ":", ",") and c.free(end) and not (end > i and c.w(end - 1) == ","):
        end += 1
    if end >= c.i1 or c.tok(end) is None or c.tok(end).kind == "punct" and c.w(end) in (".", ";", "!", "?"):
        return 0  # "The auditor confirmed.": what?
    c.take(i, end, "inert")
    return end - i


def read(c, i: int) -> int:
    """One figure lead at token i of clause c (made inert), or 0."""
    if (n := attribution(c, i)):
        return n
    w = c.w(i)
    if w not in PROSE_FIGURE_NOUNS and w not in ("as", "in", "per", "from") or not _clause_start(c, i):
        return 0
    end = 0
    if (n := _figure(c, i)):
        j = i + n
        if c.w(j) in FIGURE_LEAD_VERBS and c.free(j):
            end = j + 1
            if c.w(end) == "that" and c.free(end):
                end += 1
    elif w == "as":
        j = i + 1
        if c.w(j) == "can" and c.w(j + 1) == "be" and c.free(j) and c.free(j + 1) and c.w(j + 2) in FIGURE_LEAD_PARTICIPLES:
            j += 2  # "As can be seen in Table 2,"
        if c.w(j) in FIGURE_LEAD_PARTICIPLES and c.free(j) and c.w(j + 1) in ("in", "by") and c.free(j + 1):
            j += 2
            n = _figure(c, j)
            end = j + n if n else 0
        elif (n := _figure(c, j)) and c.w(j + n) in FIGURE_LEAD_VERBS and c.free(j + n):
            end = j + n + 1
        if end and not (c.w(end) == "," and c.free(end)):
            end = 0
        elif end:
            end += 1
    else:
        n = _figure(c, i + 1)
        if n and c.w(i + 1 + n) == "," and c.free(i + 1 + n):
            end = i + 2 + n
    if not end:
        return 0
    c.take(i, end, "inert")
    return end - i


_SPEAKER = r"(?:the|our|my|this)\s+(?:[\w-]+\s+){0,2}?(?:" + "|".join(sorted(ATTRIBUTION_SPEAKERS)) + r")"
_SAYING = r"(?:" + "|".join(sorted(SAYING_VERBS)) + r")"
_REPORTED = re.compile(r"(?i)\b(?:" + _SPEAKER + r"\s+" + _SAYING + r"|" + _SAYING + r"\s+" + _SPEAKER
                       + r"|according\s+to\s+(?:[\w'-]+\s+){0,3}?" + _SPEAKER.replace("(?:the|our|my|this)", "(?:the|our|my|this)?") + r")\b")


def reported_speech(sentence: str) -> bool:
    """Whether ``sentence`` reports what a speaker said (production attribution_lead's speakers: "..., the company
    said", "said the team", "According to the team, ...", "according to figures the team shared"). Such a sentence
    asserts that they said it: the witness can show the figures agree (graded as usual), but figures that disagree do
    not show the sentence false (they may have said so): grade holds such a contradiction back (not-yet)."""
    return bool(_REPORTED.search(sentence))
