"""What a ratio is taken of, said with a relative clause (production ratio_referent -- claimcheck/claims/grammar.lark;
docs/claim-check.md).

"c32 gets 960 tok/s, 3x what we see at c8", "3x what c8 gets", "served 3x the requests per second that c8 did",
"3x the throughput we get on c8": the thing a ratio is of, named as what an arm does or what is seen with it,
instead of as "N x ARM" / "N x the METRIC of ARM". A token pass (after the arm passes) rewrites each to the form the
ratio construct already reads, right after a ratio only ("N x", "N times", "twice", "half", "double", "triple"):

* ``what`` + ``we | I | you`` + a verb of seeing or getting + ``at | on | with | for | from | in`` + ARM, and ``what``
  + ARM + a verb of its own doing ("gets", "did", "serves", ...): the words around the ARM are taken out (inert, as
  markup is), leaving "N x ARM" (the metric is the clause's, as for "960 tok/s, 3x c8");
* ``the`` + words + ``that`` + ARM + such a verb, and ``the`` + words + [``that``] + ``we | I | you`` + a verb + a
  preposition + ARM: the relative words become "of" (its characters "that", or those of the words taken out), leaving
  "N x the METRIC of ARM"; the words between "the" and "that" must be the ratio construct's metric, else unread.

The verb after the ARM must end the phrase (the clause's end, ",", ";", ")", "(" or "."). Anything else -- a
negation or a modal inside ("what we could get at c8", "what c8 didn't get"), another word, no ratio before -- and
the words stay as written (unread).
"""

from __future__ import annotations

from dataclasses import replace

from claimcheck.claims.vocabulary import (HEDGES, REFERENT_ARM_VERBS, REFERENT_PREPS, REFERENT_PRONOUNS,
                                          REFERENT_SEE_VERBS)

_RATIO_WORDS = frozenset({"twice", "half", "double", "triple", "quadruple"})
_RATIO_MARKS = frozenset({"x", "\u00d7", "times"})
_ENDS = frozenset({",", ";", ")", "(", ".", "!", "?", ":"})
#: the most words between "the" and "that" (a metric phrase with its statistic: "the mean output token throughput")
_MAX_NOUN = 6


def _w(t) -> str:
    return t.low or t.text


def _ratio_before(toks: list, k: int) -> bool:
    """A ratio ends right before ``k``: "3x", "3 x", "3 times", "twice", "half"."""
    if k >= 1 and _w(toks[k - 1]) in _RATIO_WORDS:
        return True
    return k >= 2 and _w(toks[k - 1]) in _RATIO_MARKS and toks[k - 2].kind == "num"


def _ends(toks: list, k: int) -> bool:
    return k >= len(toks) or toks[k].kind == "punct" and toks[k].text in _ENDS


def _seen_at(toks: list, k: int) -> int:
    """"we see at ARM" at ``k``: the index of the ARM, else -1."""
    if k + 3 < len(toks) and _w(toks[k]) in REFERENT_PRONOUNS and _w(toks[k + 1]) in REFERENT_SEE_VERBS \
            and _w(toks[k + 2]) in REFERENT_PREPS:
        j = k + 3
        if _w(toks[j]) == "the" and j + 1 < len(toks):
            j += 1
        if toks[j].kind == "arm" and len(toks[j].arms) == 1 and _ends(toks, j + 1):
            return j
    return -1


def _arm_does(toks: list, k: int) -> int:
    """"ARM gets" / "the ARM did" at ``k``, ending the phrase: the index of the ARM, else -1."""
    j = k + (_w(toks[k]) == "the" if k < len(toks) else 0)
    if j + 1 < len(toks) and toks[j].kind == "arm" and len(toks[j].arms) == 1 \
            and _w(toks[j + 1]) in REFERENT_ARM_VERBS and _ends(toks, j + 2):
        return j
    return -1


def ratio_referents(toks: list) -> tuple[list, list[tuple[int, int]]]:
    """Production ratio_referent (module docstring): the tokens rewritten, and the character spans taken out
    (inert)."""
    if not any(_w(t) in ("what", "that") or _w(t) in REFERENT_PRONOUNS for t in toks):
        return toks, []
    out = list(toks)
    gone: list[tuple[int, int]] = []
    drop: set[int] = set()
    k = 0
    while k < len(out):
        if not _ratio_before(out, k) and not (k >= 1 and _w(out[k - 1]) in HEDGES and _ratio_before(out, k - 1)):
            k += 1
            continue
        if _w(out[k]) == "what":
            a = _seen_at(out, k + 1)
            if a >= 0:  # "3x what we see at c8": "3x c8"
                drop.update(range(k, a))
                gone.append((out[k].start, out[a - 1].end))
                k = a + 1
                continue
            a = _arm_does(out, k + 1)
            if a >= 0:  # "3x what c8 gets": "3x c8"
                drop.update(range(k, a))
                drop.add(a + 1)
                gone += [(out[k].start, out[a - 1].end), (out[a + 1].start, out[a + 1].end)]
                k = a + 2
                continue
        if _w(out[k]) == "the":
            hit = False
            for m in range(k + 2, min(k + 2 + _MAX_NOUN, len(out))):
                t = out[m]
                if t.kind in ("num", "arm", "punct"):
                    break
                rel = m + (_w(t) == "that")
                a = _arm_does(out, rel) if rel > m else -1
                tail = a + 1  # the verb after the ARM
                if a < 0:
                    a, tail = _seen_at(out, rel), -1
                if a < 0:
                    continue
                # "3x the requests per second that c8 did", "3x the throughput (that) we get on c8": "... of c8"
                out[m] = replace(t, low="of", kind="word", end=out[a - 1].end)
                drop.update(range(m + 1, a))
                if tail >= 0:
                    drop.add(tail)
                    gone.append((out[tail].start, out[tail].end))
                k, hit = (tail if tail >= 0 else a) + 1, True
                break
            if hit:
                continue
        k += 1
    if not drop and not gone:
        return toks, []
    res = [t for i, t in enumerate(out) if i not in drop]
    for i, t in enumerate(res):
        t.i = i
    return res, gone
