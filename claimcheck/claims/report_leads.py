"""Report leads: the impersonal voice of a paper or a report pointing at the claim it then states (production
report_lead -- claimcheck/claims/grammar.lark; docs/claim-check.md "Prose around a claim").

* At a sentence's start only, one whole closed phrase of vocabulary.REPORT_LEADS and the clause after it: "It can be
  seen that EAGLE yields 542 tokens/s", "It should be noted that ...", "It is worth noting that ...", "It is clear
  that ..."; or one of vocabulary.REPORT_COMMA_LEADS and its comma: "As expected, ...", "As shown above, ...", "As can
  be seen, ...". The lead says the reader may look, or should; it asserts nothing a witness could check, and the
  clause after it is read and graded as it stands (its values, arms, negations and hedges are its own).
* A passive of observation after the claim's subject (production observed_passive): "can" ("also")? "be" and a
  participle of vocabulary.REPORT_OBSERVED, then a preposition of REPORT_OBSERVED_NEXT, a punctuation mark or the
  clause's end: "a reduction from 12.1 ms to 6.7 ms can be observed for EAGLE" is read as "... was observed for EAGLE"
  (whose "was" is inert and "observed" a prose word): a report's "can be seen" states what it saw.

Closed and contiguous, so a negated or modal lead is no such phrase and stays unread: "It cannot be seen that", "It
can not be seen that", "It may be that", "It could be seen that", "It can be argued that", "A reduction may be
observed", "can be seen only for short prompts", "can be seen as". Inside a sentence ("Overall, it can be seen that")
or after a pronoun or "as" ("it can be observed", "as can be seen") the passive is not read here.
"""

from __future__ import annotations

from claimcheck.claims.vocabulary import (REPORT_COMMA_LEADS, REPORT_LEADS, REPORT_OBSERVED, REPORT_OBSERVED_NEXT,
                                          REPORT_OBSERVED_NOT_AFTER)

_SENTENCE_END = frozenset({".", "!", "?", ";"})


def _sentence_start(cl, i: int) -> bool:
    """``i`` is the first token of its sentence (the clause's first token, after nothing or a sentence's end)."""
    return i == cl.i0 and (i == 0 or cl.r.toks[i - 1].text in _SENTENCE_END)


def lead(cl, i: int) -> int:
    """Production report_lead at token ``i``: the tokens taken as inert, or 0."""
    if not cl.free(i) or not _sentence_start(cl, i):
        return 0
    for words in REPORT_LEADS:
        n = len(words)
        if cl.seq(i, words) and i + n < cl.i1 and cl.free(i + n) and cl.tok(i + n).kind != "punct":
            cl.take(i, i + n, "inert")
            return n
    for words in REPORT_COMMA_LEADS:
        n = len(words)
        if cl.seq(i, words) and cl.w(i + n) == "," and cl.free(i + n) and i + n + 1 < cl.i1:
            cl.take(i, i + n + 1, "inert")
            return n + 1
    return 0


def observed(cl, i: int) -> int:
    """Production observed_passive at token ``i`` ("can"): the tokens taken as inert ("can" "also"? "be" PARTICIPLE),
    or 0."""
    if cl.w(i) != "can" or not cl.free(i) or i == cl.i0 or cl.w(i - 1) in REPORT_OBSERVED_NOT_AFTER:
        return 0
    k = i + 1
    if cl.w(k) == "also" and cl.free(k):
        k += 1
    if cl.w(k) != "be" or not cl.free(k) or cl.w(k + 1) not in REPORT_OBSERVED or not cl.free(k + 1):
        return 0
    end = k + 2
    t = cl.tok(end)
    if t is not None and not (cl.w(end) in REPORT_OBSERVED_NEXT or t.kind == "punct" and t.text in (",", ".", ";", "!")):
        return 0
    cl.take(i, end, "inert")
    return end - i


def read(cl, i: int) -> int:
    """Production report_lead or observed_passive at token ``i`` (module docstring): the tokens taken, or 0."""
    return lead(cl, i) or observed(cl, i)
