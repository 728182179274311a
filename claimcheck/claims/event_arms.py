"""Arms named by the move to them, said as an event (productions move_to_arm and the_switch -- claimcheck/claims/
grammar.lark; docs/claim-check.md).

* production ``move_to_arm`` (``event_arms``, a token pass) -- "The average TPOT fell from 27 ms to 18 ms after the
  switch to FP8", "After switching to FP8, mean TPOT fell ...", "p99 TTFT is 200 ms once we moved to SGLang", "Mean
  TTFT is down 33% since the move to FP8": "after" / "when" / "once" (or "since", only where the move's arm ends its
  phrase -- "Since switching to FP8 halves memory" is a cause, unread), then a move -- a gerund of
  vocabulary.UPGRADE_GERUNDS, a noun of vocabulary.UPGRADE_NOUNS after "the" / "our" / "this" / "that" / "a" (also
  after "with": "With the switch to FP8, ..."), or "we" / "I" and a verb of vocabulary.UPGRADE_PAST_VERBS -- then "to"
  and an arm that names exactly one arm (after the verb or gerund, what was moved may stand before "to": "when we
  moved the same traffic to H200", "after moving our workload over to FP8", "once we switched it to SGLang" --
  vocabulary.MOVE_OBJECT_NOUNS after a determiner, or a pronoun; nothing else); or an act turning a feature on, as "we" / "I" and its past ("once we enabled
  prefix caching", "when we turned on X") or its gerund ("after turning on speculative decoding", "After enabling
  EAGLE-3,", "after adding EAGLE-3"); an act turning it off stays unread (the ARM after it may name the on arm); an
  act setting a flag ("flipped", "set", "changed", "switched", or the gerund) right before an ARM written as a
  key=value phrase names that ARM ("After we flipped enable_prefix_caching=True: ..."): the value says the state.
  "following" and "upon" are condition words as "after" is ("Following the switch to FP8, ..."). The words before the arm read as the arm preposition "with" (one token with their own characters): the
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
  stay unread. Right after a value too, each value's side of the switch: "Mean TPOT dropped from 27 ms before the
  switch to 18 ms after it", "27 ms before the switch and 18 ms after it", "... vs 18 ms after the switch" ("after it"
  only after "before the switch" in the same sentence; a bare "after" stays unread).
"""

from __future__ import annotations

from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import (MOVE_OBJECT_DETS, MOVE_OBJECT_NOUNS, MOVE_OBJECT_PRONOUNS, UPGRADE_GERUNDS,
                                          UPGRADE_NOUNS, UPGRADE_PAST_SUBJECTS, UPGRADE_PAST_VERBS)

#: the condition words before a move ("after the switch to FP8", "when moving to SGLang", "once we switched to X")
_CONDS = frozenset({"after", "when", "once", "following", "upon"})
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
    if j < n and not _word(toks[j], "to") and (toks[k].low in UPGRADE_GERUNDS or toks[k].low in UPGRADE_PAST_SUBJECTS):
        # "when we moved the same traffic to H200", "after moving our workload to FP8", "when we switched over to H200"
        j += _move_object(toks, j) or (j < n and _word(toks[j], "over"))
    return j if j < n and _word(toks[j], "to") else -1


def _move_object(toks: list[Token], j: int) -> int:
    """The length of what was moved at ``j``, between a move's verb and "to" (vocabulary.MOVE_OBJECT_DETS "same"?
    MOVE_OBJECT_NOUNS, or MOVE_OBJECT_PRONOUNS; "over" at most after it), or 0."""
    n, k = len(toks), j
    if k < n and _word(toks[k], *MOVE_OBJECT_PRONOUNS):
        k += 1
    elif k + 1 < n and _word(toks[k], *MOVE_OBJECT_DETS):
        k += 1 + _word(toks[k + 1], "same")
        if not (k < n and _word(toks[k], *MOVE_OBJECT_NOUNS)):
            return 0
        k += 1
    else:
        return 0
    if k < n and _word(toks[k], "over"):
        k += 1
    return k - j


#: the author's own act that turns an arm's feature on ("once we enabled prefix caching"); an act that turns it off
#: ("once we disabled X") is not read: the ARM after it may be the on arm's name
_ON_ACTS = (("enabled",), ("turned", "on"), ("switched", "on"), ("flipped", "on"))
#: the words a value's unit may be after its number ("27 ms", "1.2 req/s", "250 output tok/s")
_UNIT_WORDS = frozenset({"ms", "s", "sec", "secs", "second", "seconds", "millisecond", "milliseconds", "/", "tok", "tokens",
                         "token", "req", "requests", "request", "output", "per", "us", "μs"})
_STOP = (",", ".", ";", ":", ")", "!")
#: the same act as a gerund right after the condition word ("after turning on speculative decoding", "After enabling
#: EAGLE-3,", "after adding EAGLE-3"); "disabling" / "turning off" are not read
_ON_GERUNDS = (("enabling",), ("turning", "on"), ("switching", "on"), ("flipping", "on"), ("adding",))


#: acts that set a flag to the value written with it ("After we flipped enable_prefix_caching=True", "once we set
#: --enable-chunked-prefill=true", "after setting X=1"): read only before an ARM written as a key=value phrase, whose
#: own value says which state the act set (never "we flipped prefix caching": on or off?)
_SET_ACTS = frozenset({"flipped", "set", "changed", "switched"})
_SET_GERUNDS = frozenset({"flipping", "setting", "changing", "switching"})


def _set_flag(toks: list[Token], k: int, verbs: frozenset[str]) -> bool:
    """A verb of ``verbs`` at ``k`` right before an arm that names one arm by a key=value phrase."""
    return k + 1 < len(toks) and _word(toks[k], *verbs) and toks[k + 1].kind == "arm" \
        and len(toks[k + 1].arms) == 1 and "=" in toks[k + 1].text


def _seq(toks: list[Token], k: int, words: tuple[str, ...]) -> bool:
    return all(k + n < len(toks) and _word(toks[k + n], w) for n, w in enumerate(words))


def _after_value(toks: list[Token], k: int) -> bool:
    """Is token ``k`` right after a value (a number and at most three unit tokens)?"""
    j = k - 1
    while j >= 0 and j >= k - 4:
        t = toks[j]
        if t.kind == "num":
            return True
        if not (t.low in _UNIT_WORDS or t.text == "/"):
            return False
        j -= 1
    return False


def _ends(toks: list[Token], k: int) -> bool:
    """Does the phrase end at ``k`` (the clause's end, a comma or a closing punctuation)?"""
    return k >= len(toks) or toks[k].kind == "punct" and toks[k].text in _STOP


def _switch_arm(out: list[Token], k: int, n: int, arm: str, implied: list) -> None:
    """out[k:k + n] ("after" / "before" and the words naming the switch, or "it") read as "with" and the ARM."""
    t, rest = out[k], out[k + 1:k + n]
    out[k:k + n] = [Token(t.i, t.start, t.end, t.text, "with", "word"),
                    Token(rest[0].i, rest[0].start, rest[-1].end, " ".join(x.text for x in rest),
                          " ".join(x.low for x in rest), "arm", arms=(arm,))]
    implied.append((t.start, rest[-1].end))


def event_arms(toks: list[Token], declared: tuple[str, str] | None) -> tuple[list[Token], list[tuple[int, int]]]:
    """Productions move_to_arm and the_switch (module docstring): the tokens, and the (start, end) of each phrase that
    named an arm by the witness's declared roles (a contradiction in its sentence is held back)."""
    out = list(toks)
    implied: list[tuple[int, int]] = []
    before_read = -1  # the sentence start of the last "before the switch" read after a value
    k = 0
    while k < len(out):
        t = out[k]
        if t.kind == "punct" and t.text in (".", "!", "?", ";"):
            before_read = -1
        if t.kind != "word" or t.low not in _CONDS | {"before", "with", "since"}:
            k += 1
            continue
        j = _move_end(out, k + 1) if t.low in _CONDS | {"since"} else -1
        if t.low == "with" and not (k + 2 < len(out) and out[k + 1].low in _DETS and out[k + 2].low in UPGRADE_NOUNS):
            j = -1  # "with" only before a move's noun ("with the switch to FP8")
        elif t.low == "with":
            j = _move_end(out, k + 1)
        if j < 0 and t.low in _CONDS and k + 1 < len(out) and out[k + 1].low in UPGRADE_PAST_SUBJECTS:
            for act in _ON_ACTS:
                if _seq(out, k + 2, act):
                    j = k + 1 + len(act)  # "once we enabled prefix caching": the act, then the ARM
                    break
            if j < 0 and _set_flag(out, k + 2, _SET_ACTS):
                j = k + 2  # "After we flipped enable_prefix_caching=True": the act, then the ARM its value names
        if j < 0 and t.low in _CONDS | {"since"}:
            for act in _ON_GERUNDS:
                if _seq(out, k + 1, act):
                    j = k + len(act)  # "after turning on speculative decoding": the act, then the ARM
                    break
            if j < 0 and _set_flag(out, k + 1, _SET_GERUNDS):
                j = k + 1  # "after setting enable_prefix_caching=True"
        if j > 0 and j + 1 < len(out) and out[j + 1].kind == "arm" and len(out[j + 1].arms) == 1 \
                and (t.low != "since" or _ends(out, j + 2)):
            # production move_to_arm: "after the switch to FP8" reads as "with FP8"
            out[k:j + 1] = [Token(t.i, t.start, out[j].end, " ".join(x.text for x in out[k:j + 1]), "with", "word")]
            k += 2
            continue
        if declared is None or t.low not in ("after", "before") or (
                k > 0 and out[k - 1].kind == "word" and out[k - 1].low in ("not", "never", "no")):
            k += 1
            continue
        switch = k + 2 < len(out) and out[k + 1].kind == "word" and out[k + 1].low in _THE_DETS \
            and out[k + 2].kind == "word" and out[k + 2].low in UPGRADE_NOUNS
        valued = k > 0 and _after_value(out, k)
        closing = k + 3 < len(out) and out[k + 3].text == ")"  # "(from 120 ms before the update)": before_tail's
        if switch and (_ends(out, k + 3) and not (valued and closing) or valued and (
                _word(out[k + 3], "to") and k + 4 < len(out) and out[k + 4].kind == "num"
                or _word(out[k + 3], "vs", "versus", "and"))):
            # production the_switch: "After the switch," names the declared treatment, "Before the switch," the
            # baseline; after a value too ("from 27 ms before the switch to 18 ms after it")
            _switch_arm(out, k, 3, declared[0] if t.low == "after" else declared[1], implied)
            if valued and t.low == "before":
                before_read = k
        elif t.low == "after" and before_read >= 0 and valued and _word(out[k + 1], "it") if k + 1 < len(out) else False:
            if _ends(out, k + 2):
                _switch_arm(out, k, 2, declared[0], implied)  # "... to 18 ms after it": the switch named before
        k += 1
    for n, x in enumerate(out):
        x.i = n
    return out, implied
