"""Arms named by the move to them, said as an event (productions move_to_arm and the_switch -- claimcheck/claims/
grammar.lark; docs/claim-check.md).

* production ``move_to_arm`` (``event_arms``, a token pass) -- "The average TPOT fell from 27 ms to 18 ms after the
  switch to FP8", "After switching to FP8, mean TPOT fell ...", "p99 TTFT is 200 ms once we moved to SGLang", "Mean
  TTFT is down 33% since the move to FP8" is NOT read ("since" may be a cause): "after" / "when" / "once", then a
  move -- a gerund of vocabulary.UPGRADE_GERUNDS, a noun of vocabulary.UPGRADE_NOUNS after "the" / "our" / "this" /
  "that" / "a", or "we" / "I" and a verb of vocabulary.UPGRADE_PAST_VERBS -- then "to" and an arm that names exactly
  one arm. The words before the arm read as the arm preposition "with" (one token with their own characters): the
  arm is the one the values after the move are said of, as "with FP8" says it; the arm before the move is whatever
  "with FP8" leaves it (the other arm of two; the declared baseline of three or more, a contradiction held back:
  declared_from). A move "from A to B" is upgrade_lead's; a move to words that name no arm, or several, stays as
  written (unread).
* production ``the_switch`` (``event_arms``) -- "After the switch, p50 TTFT went from 2.5 s to 1.6 s", "Before the
  switch, ...": "after" / "before" and "the" / "this" / "that" / "our" and a move noun, with nothing after it but a
  comma or the clause's end, names the declared treatment (after) or the declared baseline (before) of a witness of
  exactly two arms that declare the roles treatment and baseline. Which way the author's move went is the
  witness's declaration, not the words': the phrase's (start, end) is returned, and a contradiction in its
  sentence is held back (not-yet, falsebar.NOT_AN_ACCUSATION), never false. Without such a declaration the words
  stay unread.
"""

from __future__ import annotations

from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import UPGRADE_GERUNDS, UPGRADE_NOUNS, UPGRADE_PAST_SUBJECTS, UPGRADE_PAST_VERBS

#: the condition words before a move ("after the switch to FP8", "when moving to SGLang", "once we switched to X")
_CONDS = frozenset({"after", "when", "once"})
#: the determiners of a move noun ("the switch", "our move", "this upgrade")
_DETS = frozenset({"the", "our", "this", "that", "a"})
_THE_DETS = frozenset({"the", "our", "this", "that"})


def _word(t: Token, *words: str) -> bool:
    return t.kind == "word" and t.low in words


def _move_end(toks: list[Token], k: int) -> int:
    """The index of "to" after the move starting at ``k`` (right after the condition word), or -1."""
    n = len(toks)
    if k < n and toks[k].kind == "word" and toks[k].low in UPGRADE_GERUNDS:
        j = k + 1
    elif k + 1 < n and toks[k].kind == "word" and toks[k].low in _DETS and toks[k + 1].kind == "word" \
            and toks[k + 1].low in UPGRADE_NOUNS:
        j = k + 2
    elif k + 1 < n and toks[k].kind == "word" and toks[k].low in UPGRADE_PAST_SUBJECTS and toks[k + 1].kind == "word" \
            and toks[k + 1].low in UPGRADE_PAST_VERBS:
        j = k + 2
    else:
        return -1
    return j if j < n and _word(toks[j], "to") else -1


def event_arms(toks: list[Token], declared: tuple[str, str] | None) -> tuple[list[Token], list[tuple[int, int]]]:
    """Productions move_to_arm and the_switch (module docstring): the tokens, and the (start, end) of each phrase that
    named an arm by the witness's declared roles (a contradiction in its sentence is held back)."""
    out = list(toks)
    implied: list[tuple[int, int]] = []
    k = 0
    while k < len(out):
        t = out[k]
        if t.kind != "word" or t.low not in _CONDS | {"before"}:
            k += 1
            continue
        j = _move_end(out, k + 1) if t.low in _CONDS else -1
        if j > 0 and j + 1 < len(out) and out[j + 1].kind == "arm" and len(out[j + 1].arms) == 1:
            # production move_to_arm: "after the switch to FP8" reads as "with FP8"
            out[k:j + 1] = [Token(t.i, t.start, out[j].end, " ".join(x.text for x in out[k:j + 1]), "with", "word")]
            k += 2
            continue
        if declared is not None and t.low in ("after", "before") and k + 2 < len(out) \
                and out[k + 1].kind == "word" and out[k + 1].low in _THE_DETS \
                and out[k + 2].kind == "word" and out[k + 2].low in UPGRADE_NOUNS \
                and (k + 3 == len(out) or out[k + 3].kind == "punct" and out[k + 3].text in (",", ".", ";", ":")) \
                and not (k > 0 and out[k - 1].kind == "word" and out[k - 1].low in ("not", "never", "no")):
            # production the_switch: "After the switch," names the declared treatment, "Before the switch," the baseline
            arm = declared[0] if t.low == "after" else declared[1]
            d, noun = out[k + 1], out[k + 2]
            out[k:k + 3] = [Token(t.i, t.start, t.end, t.text, "with", "word"),
                            Token(d.i, d.start, noun.end, f"{d.text} {noun.text}", f"{d.low} {noun.low}", "arm",
                                  arms=(arm,))]
            implied.append((t.start, noun.end))
        k += 1
    for n, x in enumerate(out):
        x.i = n
    return out, implied
