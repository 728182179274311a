"""Mechanisms: how a measured result came about, in the paper voice of a write-up (production: mechanism,
claimcheck/claims/grammar.lark). Called from prose.py after the constructs of a clause; inert, like the rest of
prose.

* a mechanism lead: a subject (an arm, or MECHANISM_SUBJECTS: "we", "this", "it"), adverbs at most ("then", "also":
  MECHANISM_ADVERBS), a mechanism verb (vocabulary.MECHANISM_VERBS: "fuses", "applied", "avoids", "overlaps") and
  its object, then a comma, "e.g." at most, and a result link (MECHANISM_RESULT_LINKS: "delivering", "yielding",
  "resulting in", "for") right before what a construct read: "P-EAGLE fuses the drafting passes, delivering up to
  1.69x speedup over EAGLE-3", "We then applied optimizations, e.g, yielding 454% OTPS improvements ... vs ...".
  The subject keeps its role (the arm stays the comparison's subject); the verb and its object are inert.
* a mechanism tail: a comma after what a construct read (or an arm it placed), a mechanism verb's gerund and its object, to the clause's
  end or a parenthesis: "X delivers 2x higher throughput than Y, overlapping scheduling with execution."

The object is plain words only (prose.plain: no word of vocabulary.NEVER_PROSE -- negations, numbers, metrics,
direction and change words, hedges, modal words, hardware, engines, models, settings --, no arm, number or
identifier), the function words of PROSE_CAUSE_JOINERS and "with" / "from" / "in" / "on" / "for" / "across"
between them, and never a word of MECHANISM_NEVER (what could say how the numbers were taken: "avoids timeouts",
"eliminates outliers"). So a mechanism holds nothing a twist can hide behind: the result after it is graded as it
stands, and a mechanism that holds such a word stays unread (not-yet), as before. Never before a result no construct
read (a mechanism alone asserts nothing checkable, and stays unread).
"""

from __future__ import annotations

from claimcheck.claims.vocabulary import (
    MECHANISM_ADVERBS, MECHANISM_NEVER, MECHANISM_RESULT_LINKS, MECHANISM_RESULT_VERBS, MECHANISM_SUBJECTS,
    MECHANISM_VERBS,
    PROSE_CAUSE_JOINERS, PROSE_PRONOUNS,
)

#: the prepositions a mechanism's object may hold between its plain words ("offloads input preparation to the CPU"
#: stays unread for "CPU"; "overlaps scheduling with execution" reads)
_OBJECT_JOINERS = PROSE_CAUSE_JOINERS | {"with", "from", "in", "on", "for", "across", "between", "per"}
_GERUND_TAIL = frozenset(w for w in MECHANISM_VERBS if w.endswith("ing"))
_EXAMPLE = ("e.g", "eg", "i.e", "ie")


def _object(p, j: int) -> tuple[int, int]:
    """From token j: the object of a mechanism verb (plain words and joiners, "and" with a second mechanism verb).
    Returns (end, content words); end is the first token not taken."""
    content = 0
    while j < p.i1 and p.free(j):
        w = p.word(j)
        if w in MECHANISM_NEVER:
            return j, 0
        if w in MECHANISM_VERBS and w and p.word(j - 1) == "and":
            j += 1  # "avoids a round trip and fuses the two kernels"
            continue
        if p.plain(j):
            content += 1
        elif w not in _OBJECT_JOINERS:
            break
        j += 1
    while j - 1 > 0 and p.word(j - 1) in _OBJECT_JOINERS:
        j -= 1  # never end on a joiner ("fuses the kernels and, ...")
    return j, content


def _read_after(p, j: int) -> bool:
    """A construct read what starts at token j (after an article at most)."""
    if j < p.i1 and p.free(j) and p.word(j) in ("a", "an"):
        j += 1
    return j < p.i1 and p.r.used[j] == "read"


def _subject_before(p, k: int) -> bool:
    """The token before the verb at k (adverbs skipped) is the mechanism's subject: an arm no construct took as a
    baseline, or a subject pronoun of MECHANISM_SUBJECTS."""
    j = k - 1
    while j >= p.i0 and p.free(j) and p.word(j) in MECHANISM_ADVERBS:
        j -= 1
    if j < p.i0:
        return False
    t = p.toks[j]
    if t.kind == "arm":
        return p.r.used[j] in ("", "arm")  # the clause's subject (bound after prose runs)
    return t.kind == "word" and t.low in MECHANISM_SUBJECTS | PROSE_PRONOUNS and p.r.used[j] in ("", "inert")


def lead(p, k: int) -> list[tuple[int, int]]:
    """The mechanism lead whose verb is token k: the token ranges to mark inert (none: [])."""
    if not p.free(k) or p.word(k) not in MECHANISM_VERBS or not _subject_before(p, k):
        return []
    end, content = _object(p, k + 1)
    if not content or end >= p.i1 or not p.free(end):
        return []
    if p.word(end) == "and" and p.word(end + 1) in MECHANISM_RESULT_VERBS and p.r.used[end + 1] in ("", "inert") \
            and _read_after(p, end + 2):
        return [(k, end + 2)]  # "X fuses the kernels and delivers 2x ...": the verb of the result, its subject X
    if p.text(end) != ",":
        return []
    out = [(k, end)]
    j = end + 1
    while k - 1 >= p.i0 and p.free(k - 1) and p.word(k - 1) in MECHANISM_ADVERBS:
        k -= 1
        out[0] = (k, end)
    if j < p.i1 and p.r.used[j] in ("", "inert") and p.toks[j].low in _EXAMPLE:  # ", e.g., yielding ...": an example
        e = j + 1
        while e < p.i1 and p.r.used[e] in ("", "inert") and p.text(e) in (".", ","):
            e += 1
        out.append((j, e))
        j = e
    return out + [link] if (link := _link(p, j)) else []


def _link(p, j: int) -> tuple[int, int] | None:
    """A result link at token j right before what a construct read: its token range, or None."""
    for link in MECHANISM_RESULT_LINKS:
        if all(j + n < p.i1 and p.word(j + n) == w and p.r.used[j + n] in ("", "inert") for n, w in enumerate(link)):
            return (j, j + len(link)) if _read_after(p, j + len(link)) else None
    return None


def tail(p, k: int) -> int:
    """The mechanism tail whose comma is token k: tokens taken (the comma, the gerund, its object), or 0."""
    if not p.free(k) or p.text(k) != "," or k - 1 < p.i0 or p.r.used[k - 1] not in ("read", "arm"):
        return 0
    g = k + 1
    if not p.free(g) or p.word(g) not in _GERUND_TAIL:
        return 0
    end, content = _object(p, g + 1)
    if not content:
        return 0
    # the object ends the clause (its last token, or a sentence end after it) or stops before a parenthesis
    if end < p.i1 and p.text(end) != "(" and not (p.text(end) in ".!?;" and end + 1 >= p.i1):
        return 0
    return end - k
