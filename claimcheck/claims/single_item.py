"""One item (a request, a prompt, a token) as the subject of a time (grammar binding single_item_time).

"Using -t 16, a 512-token prompt is processed in 2.0 s" and "one request takes 1.07 s" give the time of ONE item:
a per-request (or per-token) time whose statistic the sentence does not say. Two fallbacks of the value construct
read them otherwise and accused true sentences: a duration after "in" / "took" / "takes" / "after" with no metric
was the arm's wall time (all of its requests: "wall(t16) = 2", false of a 41.75 s run), and "one request" before
its time was a count of the arm's requests ("tasks = 1", false of 20). Both are left unread here (not-yet, the hint
says to name the metric: "mean TTFT 2.0 s", "mean end-to-end latency 1.07 s"); the constructs that read a named
per-request time ("each request completes in 1.07 s": arm_request_time) are not touched.

Vocabulary: ``vocabulary.SINGLE_ITEM_DETERMINERS`` + ``SINGLE_ITEM_MODIFIERS``* + ``SINGLE_ITEM_NOUNS`` (singular
only: "the 20 requests finish in 6.25 s" is the whole set), ``SINGLE_ITEM_TIME_VERBS``. Guard:
tests/claims/test_claims_single_item.py.
"""

from __future__ import annotations

from typing import Any

from claimcheck.claims.vocabulary import (COUNT_TIME_VERBS, PLURAL_ITEM_NOUNS, SINGLE_ITEM_DETERMINERS,
                                          SINGLE_ITEM_MODIFIERS, SINGLE_ITEM_NOUNS, SINGLE_ITEM_TIME_VERBS,
                                          WHOLE_SET_DETERMINERS)

#: how many modifier tokens may stand between the determiner and the item ("a 512 - token prompt": 3)
_GAP = 4


def _item_after(forms: list[str], toks: list[Any], k: int, hi: int) -> int | None:
    """The index of the item noun the determiner at ``k`` governs, or None."""
    for j in range(k + 1, min(hi, k + 2 + _GAP)):
        f = forms[j]
        if f in SINGLE_ITEM_NOUNS:
            return j
        if f in SINGLE_ITEM_MODIFIERS or toks[j].kind == "num":
            continue
        return None
    return None


def names_one_item(clause: Any, lo: int, hi: int) -> bool:
    """Between ``lo`` and ``hi`` (a clause's words before a time) one item is named: a determiner of one, optional
    modifiers, a singular item noun ("a 512-token prompt", "each request", "one query")."""
    r = clause.r
    for k in range(max(lo, clause.i0), min(hi, clause.i1)):
        if r.forms[k] in SINGLE_ITEM_DETERMINERS and _item_after(r.forms, r.toks, k, hi) is not None:
            return True
    return False


def bare_count_subject(clause: Any, c: Any) -> bool:
    """A bare count of requests ("3 requests", no "all" / "the" before it) right before a verb of its time
    (``vocabulary.COUNT_TIME_VERBS``) and a duration in the same clause: "3 requests took 20 s" -- three slow
    requests, or the arm's whole set in 20 s? Neither the count nor the time is read (a whole set the sentence
    makes plain, counted_work's, is marked ``whole_set``)."""
    r = clause.r
    if c.kind != "count" or c.value is None or c.value <= 1 or getattr(c, "whole_set", False) \
            or getattr(c, "whole", False):
        return False
    end = max(c.i1, getattr(c, "span_end", c.i1))
    if not (clause.i0 <= end < clause.i1) or r.forms[end] not in COUNT_TIME_VERBS \
            or r.forms[end - 1] not in PLURAL_ITEM_NOUNS:
        return False
    if c.i0 > clause.i0 and r.forms[c.i0 - 1] in WHOLE_SET_DETERMINERS:
        return False
    return any(x is not c and x.kind == "duration" and x.i0 > end for x in clause.cores)


def bare_count_before(clause: Any, k: int) -> bool:
    """A bare count subject (``bare_count_subject``) before token ``k``: the time at ``k`` is its, not the wall."""
    return any(x.i0 < k and bare_count_subject(clause, x) for x in clause.cores)


def count_is_item_subject(clause: Any, c: Any) -> bool:
    """A count of one ("one request", "a single request") followed by a verb that gives its time and a duration in
    the same clause: the subject of a per-request time, not a count of the arm's requests; or a bare count of
    requests so placed (``bare_count_subject``)."""
    r = clause.r
    if bare_count_subject(clause, c):
        return True
    if c.kind != "count" or c.value is None or c.value != 1:
        return False
    end = max(c.i1, getattr(c, "span_end", c.i1))
    if not (clause.i0 <= end < clause.i1) or r.forms[end] not in SINGLE_ITEM_TIME_VERBS:
        return False
    if r.forms[end - 1] not in SINGLE_ITEM_NOUNS:
        return False
    return any(x is not c and x.kind == "duration" and x.i0 > end for x in clause.cores)


WHY_WALL = ("a time said of one {item} (a per-request time whose statistic is not said) is not the arm's wall time: "
            "name the metric ('mean TTFT 2.0 s', 'mean end-to-end latency 1.07 s')")
WHY_SOME = ("a time said of a bare count of requests ('3 requests took 20 s': three slow ones, or all of them?) is "
            "neither their count nor the arm's wall time: say 'all 16 requests took 20 s' or name the metric")
WHY_COUNT = ("'{text}' is the subject of its time, not a count of the arm's requests: name the metric of that time "
             "('mean end-to-end latency 1.07 s')")


def read_token_time(c: Any, i: int) -> int:
    """Production token_time: "each token takes 125 ms to generate", "every output token took 50 ms": "each" /
    "every", an optional TOKEN_SUBJECT_MODS word, "token", a TOKEN_TIME_VERB, a duration that names no metric, no
    statistic and no arm (read by the value construct), an optional TOKEN_TIME_TAILS phrase; the duration is a time per
    output token, as "125 ms per token" is (grammar: per_token; the metric TPOT unless the clause names ITL; no
    statistic: graded under every one). Anything else after it but the clause's end, punctuation or a preposition
    that leads an arm or a setting: not read. Returns the tokens read (0: nothing)."""
    from claimcheck.claims.vocabulary import TOKEN_SUBJECT_LEADS, TOKEN_SUBJECT_MODS, TOKEN_TIME_TAILS, TOKEN_TIME_VERBS

    if c.w(i) not in TOKEN_SUBJECT_LEADS or not c.free(i):
        return 0
    j = i + 1
    if c.w(j) in TOKEN_SUBJECT_MODS and c.free(j):
        j += 1
    k = j + 1
    if c.w(j) != "token" or not c.free(j) or c.w(k) not in TOKEN_TIME_VERBS or not c.free(k):
        return 0
    before = len(c.cores)
    n = c.m_quantity(k + 1)
    new = c.cores[before:]
    if not n or len(new) != 1 or new[0].kind != "duration" or new[0].metric is not None \
            or new[0].statistic is not None or new[0].arm is not None or new[0].arm_amb or new[0].pair \
            or getattr(new[0], "per_token", False):
        return c._undo(before, 0) if n else 0
    core = new[0]
    e = max(core.i1, core.span_end)
    tail = next((ws for ws in TOKEN_TIME_TAILS if c.seq(e, ws) and all(c.free(x) for x in range(e, e + len(ws)))), None)
    if tail is not None:
        e += len(tail)
    if e < c.i1 and c.w(e) not in (",", ".", ";", ")", "with", "at", "on", "using", "under", "when", "in"):
        return c._undo(before, 0)
    core.per_token = True
    core.i0 = i
    core.i1 = core.span_end = e
    c.take(i, e)
    return e - i
