"""Arms named by their condition: the state of the one feature two arms differ in, said of the feature by the
treatment arm's own name, and "under" an arm (productions arm_by_state and under_arm -- claimcheck/claims/grammar.lark;
docs/claim-check.md).

* production ``arm_by_state`` (``state_phrases``, called from grammar.arm_phrases) -- "with guided decoding enabled",
  "once JSON mode was turned on", "structured output enabled", "without guided decoding", "no structured output",
  "with JSON mode disabled": a witness of exactly two arms whose declared settings differ only in keys that are
  on in one arm and off (or not declared) in the other, at least one of them declared off ("guided_decoding:
  json_schema" / "none"; "disaggregated: true" / "false", the prefill / decode counts only on the first): the arm
  with the feature on is named by its own name or alias with an on word ("enabled", "turned on", "switched on",
  "enabling ...", "X was turned on"), the other arm by the same name with an off word ("without X", "no X", "X
  disabled", "X turned off"). Names that open with a determiner, a preposition or a role word ("the baseline")
  give none; a phrase another arm already has is never added (the witness's own names win). An on word after the
  other arm's name ("the baseline enabled") is no phrase: it stays unread.
* production ``arm_by_name_state`` (``name_state_phrases``, through ``state_phrases``) -- "with EAGLE-3 enabled", "APC
  turned on", "enabling speculative decoding": an arm's own name or alias that is, by the vocabulary, a feature's on
  phrase (alias_states.name_state) with an on word names that arm, whatever the other arms are; an off word after it
  ("EAGLE-3 disabled") names no arm (unread). Names opening with a determiner, a preposition or a role word give none.
* production ``with_alias`` (``with_aliases``, called from grammar.arm_phrases) -- a declared alias "with speculation" /
  "using EAGLE" is the arm preposition and the name after it ("4.1 s with speculation vs 8.0 s without"), where that
  name is one no other arm gives; arm_by_state's phrases are made from the name ("without speculation").
* production ``under_arm`` (``under_arms``, a token pass) -- "Under disaggregation, end-to-end latency decreases by
  36%", "TTFT under disaggregation is 30 ms higher", "TTFT for LMCache is 180 ms lower than for CPU offloading":
  "under" right before an arm (after "the" at most) that names exactly one arm, and "for" there right after a
  metric or "than", is the arm preposition "with" (its own characters): the condition the numbers were measured in.
  Before anything else ("under load", "under 100 ms", "for 64 requests", "completed for FP8": a count's) it stays
  the word it is.
* production ``both_states`` (``both_states``, called from grammar's quantified_arms step) -- "TTFT stays at 10 ms with
  or without prefix caching", "200 ms with and without spec decode", "10 ms with prefix caching and without", "with APC
  on and off", "with prefix caching enabled or disabled": both arms of a witness of exactly two arms, one named by the
  feature's off phrase ("without X", "X off", "X disabled") and the other by its on phrase ("with X", "X", "X on",
  "X enabled") -- every arm, as "in both arms" (one value said of both; an arm contradicting it is false). Only where
  the off phrase names one arm and the on phrase (the same feature words) the other one; a witness of three arms or
  more (which of the "with" arms?), an on phrase no arm gives, or words after "without" that are not an arm: unread.
"""

from __future__ import annotations

from dataclasses import replace

from claimcheck.claims.alias_states import feature_on_name
from claimcheck.claims.ellipsis import metric_spans
from claimcheck.claims.statement import Token

#: a declared value that means the feature is off (as ellipsis.OFF_VALUES)
_OFF = frozenset({"none", "off", "no", "false", "disabled", "disable", "null", ""})
_NOT_SETTINGS = frozenset({"role"})
#: first words of an arm's name that give no state phrase (a determiner, a preposition, a role)
_NO_STATE_FIRST = frozenset({"the", "a", "an", "with", "without", "no", "using", "on", "off", "in", "at", "under",
                             "for", "baseline", "treatment", "this", "that", "our", "my", "before", "after"})
_ROLE_WORDS = frozenset({"baseline", "treatment", "control", "reference", "default"})


def _state(v) -> str | None:
    if v is None:
        return None
    if isinstance(v, bool):
        return "on" if v else "off"
    if isinstance(v, (int, float)):
        return "on" if v else "off"
    if isinstance(v, str):
        return "off" if v.strip().lower() in _OFF else "on"
    return None


def on_off_arms(names: list[str], arm_settings: dict[str, dict] | None) -> tuple[str, str] | None:
    """(the arm with the feature on, the arm with it off): two arms whose differing declared settings are each on in
    the first and off or undeclared in the second, one of them declared off in the second; else None."""
    if len(names) != 2 or not arm_settings:
        return None
    for on, off in (names, names[::-1]):
        sa, sb = arm_settings.get(on) or {}, arm_settings.get(off) or {}
        if not isinstance(sa, dict) or not isinstance(sb, dict):
            return None
        diff = [k for k in set(sa) | set(sb) if k not in _NOT_SETTINGS and sa.get(k) != sb.get(k)]
        if not diff:
            return None
        declared_off = False
        for k in diff:
            if _state(sa.get(k)) != "on" or (k in sb and _state(sb.get(k)) != "off"):
                break
            declared_off = declared_off or k in sb
        else:
            if declared_off:
                return on, off
    return None


def _on_forms(n: str) -> list[str]:
    return [f"{n} enabled", f"with {n} enabled", f"with the {n} enabled", f"{n} turned on", f"with {n} turned on", f"{n} switched on",
            f"with {n} switched on", f"enabling {n}", f"turning on {n}", f"switching on {n}", f"turning {n} on",
            f"{n} is enabled", f"{n} was enabled", f"{n} is turned on", f"{n} was turned on", f"{n} gets enabled",
            f"{n} got enabled", f"{n} was switched on", f"{n} is switched on", f"enabled {n}",
            f"turned on {n}", f"switched on {n}"]


def _off_forms(n: str) -> list[str]:
    return [f"without {n}", f"without the {n}", f"no {n}", f"{n} disabled", f"with {n} disabled", f"{n} turned off",
            f"with {n} turned off", f"{n} switched off", f"with {n} switched off", f"disabling {n}",
            f"turning off {n}", f"switching off {n}", f"turning {n} off", f"{n} is disabled", f"{n} was disabled",
            f"{n} is turned off", f"{n} was turned off", f"disabled {n}", f"turned off {n}",
            f"switched off {n}"]


#: the first words of an alias that are the arm preposition, not part of its name ("with speculation")
_WITH_LEADS = frozenset({"with", "using"})


def with_aliases(aliases: dict[str, list[str]]) -> dict[str, list[str]]:
    """Production with_alias (module docstring): each alias "with X" / "using X" read as the preposition and the name
    X, where X is a plain name no other arm's name or alias says: {arm: its aliases, "with X" replaced by "X"}."""
    def words(p: str) -> tuple[str, ...]:
        return tuple(p.lower().replace("-", " ").replace("_", " ").split())

    taken: dict[tuple[str, ...], set[str]] = {}
    for n, al in aliases.items():
        for p in (n, *al):
            taken.setdefault(words(p), set()).add(n)
    out: dict[str, list[str]] = {}
    for n, al in aliases.items():
        out[n] = []
        for a in al:
            w = words(a)
            rest = a.split(None, 1)[1].strip() if len(w) > 1 and w[0] in _WITH_LEADS and len(a.split(None, 1)) > 1 \
                else ""
            if rest and words(rest)[0] not in _NO_STATE_FIRST - {"the", "a", "an"} \
                    and taken.get(words(rest), {n}) == {n}:
                out[n].append(rest)
            else:
                out[n].append(a)
        out[n] = list(dict.fromkeys(out[n]))
    return out


def name_state_phrases(aliases: dict[str, list[str]]) -> dict[str, set[str]]:
    """Production arm_by_name_state: {phrase: {arm}} -- an arm's own name or alias that is a feature's on phrase
    ("EAGLE-3", "APC", "speculative decoding") said with an on word ("with EAGLE-3 enabled", "APC turned on",
    "enabling speculative decoding", "once EAGLE-3 was enabled") names that arm: the name already says the feature is
    on in it, the on word says it again. Whatever the other arms are (the on word says nothing of them: "EAGLE-3
    disabled" names no arm and stays unread). Names that open with a determiner, a preposition or a role word, or
    that another arm also has, give none (the caller keeps a phrase of exactly one arm)."""
    out: dict[str, set[str]] = {}
    for arm, al in aliases.items():
        for n in [arm, *al]:
            words = n.lower().split()
            if not words or words[0] in _NO_STATE_FIRST or _ROLE_WORDS & set(words) or not feature_on_name(n):
                continue
            for ph in _on_forms(" ".join(words)):
                out.setdefault(ph, set()).add(arm)
    return out


def state_phrases(aliases: dict[str, list[str]], arm_settings: dict[str, dict] | None) -> dict[str, set[str]]:
    """Production arm_by_state (module docstring): {phrase: {arm}} of the two arms' state phrases; production
    arm_by_name_state's phrases (``name_state_phrases``) where they name one arm and the pair gives none."""
    out: dict[str, set[str]] = {}
    pair = on_off_arms(list(aliases), arm_settings)
    if pair is None:
        return name_state_phrases(aliases)
    on, off = pair
    for n in [on, *aliases.get(on, [])]:
        words = n.lower().split()
        if not words or words[0] in _NO_STATE_FIRST or _ROLE_WORDS & set(words):
            continue
        n = " ".join(words)
        for ph in _on_forms(n):
            out.setdefault(ph, set()).add(on)
        for ph in _off_forms(n):
            out.setdefault(ph, set()).add(off)
    for ph, names in name_state_phrases(aliases).items():
        if ph not in out:
            out[ph] = names
    return out


#: the joiners of the two states ("with and without", "with or without", "on and off", "on or off")
_BOTH_JOINERS = frozenset({"and", "or", "/"})  # "/": "with/without spec decode", "with APC on/off"
#: an on phrase's last word and the word of its opposite state ("with APC on and off", "enabled or disabled")
_STATE_OPPOSITE = {"on": ("off",), "enabled": ("disabled",), "off": ("on",), "disabled": ("enabled",)}
_OFF_LEADS = ("without ", "no ")


def _names(cl, arm: str) -> set[tuple[str, ...]]:
    """The word sequences that name ``arm`` (its name and every alias or setting phrase the reader gives it)."""
    table = getattr(cl.r, "arm_table", None) or {}
    return {tuple(p.lower().replace("-", " ").replace("_", " ").split()) for p in (arm, *table.get(arm, ()))}


def both_states(cl, i: int) -> int:
    """Production both_states (module docstring): the number of tokens from ``i`` that say "with and without X" of the
    two arms (0: none). ``cl`` is the clause reader (grammar's clause scan)."""
    arms = cl.r.all_arms
    if len(arms) != 2 or not cl.free(i):
        return 0
    t0 = cl.tok(i)
    # "with and without X", "with or without X"
    if t0.kind == "word" and t0.low == "with" and cl.free(i + 1) and cl.w(i + 1) in _BOTH_JOINERS:
        off = cl.arm_at(i + 2)
        if off is None or off.arm is None:
            return 0
        words = off.low.split() if off.low else off.text.lower().split()
        if len(words) < 2 or words[0] != "without":
            return 0
        on = next(a for a in arms if a != off.arm)
        feature = tuple(w for w in " ".join(words[1:]).replace("-", " ").replace("_", " ").split())
        names = _names(cl, on)
        if feature in names or ("with", *feature) in names:
            return 3
        return 0
    # "regardless of X", "irrespective of X": both states of the feature
    n = _regardless(cl, i, arms)
    if n:
        return n
    # "with X and without", "X on and off", "with X enabled or disabled"
    lead = 1 if t0.kind == "word" and t0.low == "with" and cl.arm_at(i + 1) is not None else 0
    on = cl.arm_at(i + lead)
    j = i + lead  # the on arm's token
    if on is None or on.arm is None or not (cl.free(j + 1) and cl.w(j + 1) in _BOTH_JOINERS):
        return 0
    other = next(a for a in arms if a != on.arm)
    words = ("with",) * lead + tuple((on.low or on.text.lower()).replace("-", " ").replace("_", " ").split())
    if not words or words[0] == "without":
        return 0
    nxt = cl.tok(j + 2)
    if nxt is None or cl.r.used[j + 2]:
        return 0
    nxt_words = tuple((nxt.low or nxt.text.lower()).replace("-", " ").replace("_", " ").split())
    names = _names(cl, other)
    if words[0] == "with" and nxt_words in (("without",), ("without", "it")) and len(words) > 1:
        # "with X and without": the bare "without" (an arm token of its own where the ellipsis pass named the other
        # arm, else a word) ends the clause or a comma part; the other arm is "without X"
        if nxt.kind == "arm":
            if nxt.arm != other:  # production ellipsis_arm named the other arm by the bare "without" (or not)
                return 0
        elif nxt_words != ("without",) or ("without", *words[1:]) not in names and ("no", *words[1:]) not in names:
            return 0
        after = cl.tok(j + 3)
        if after is not None and not (after.kind == "punct" and after.text in ",;.!?)"):
            return 0
        return lead + 3
    if words[-1] in _STATE_OPPOSITE and len(nxt_words) == 1 and nxt_words[0] in _STATE_OPPOSITE[words[-1]]:
        if nxt.kind == "arm" and nxt.arm != other:
            return 0
        flipped = (*words[:-1], nxt_words[0])
        bare = flipped[1:] if flipped[0] == "with" else flipped
        if flipped in names or bare in names or ("with", *bare) in names:
            return lead + 3
    return 0


#: the words that say both states of a feature before it ("regardless of X", "irrespective of X")
_REGARDLESS_LEADS = (("regardless", "of"), ("irrespective", "of"))


def _regardless(cl, i: int, arms) -> int:
    """Production both_states: "regardless of X" / "irrespective of X" (X the on arm's feature, named by the on arm's
    own phrase): both arms of the on / off pair of X (the other arm named by "without X" or "no X"); else 0. ("whether
    or not X is on" stays unread.)"""
    lead = next((ws for ws in _REGARDLESS_LEADS if cl.seq(i, ws) and all(cl.free(i + k) for k in range(len(ws)))),
                None)
    if lead is None:
        return 0
    j = i + len(lead)
    on = cl.arm_at(j)
    if on is None or on.arm is None:
        return 0
    words = tuple((on.low or on.text.lower()).replace("-", " ").replace("_", " ").split())
    if not words or words[0] in ("without", "no", "with") or words[-1] in ("on", "off", "enabled", "disabled"):
        return 0
    other = next(a for a in arms if a != on.arm)
    names = _names(cl, other)
    if ("without", *words) not in names and ("no", *words) not in names:
        return 0
    return j + 1 - i


def both_gap(toks: list[Token], k: int) -> bool:
    """The "and" of "with and without X", "with X and without", "X on and off" that production both_states did not
    read (three arms, an on phrase no arm gives): it is not the inert joiner, so the clause's one value is never
    given to the "without" arm alone (it was: "250 ms with and without prefix caching" read as the arm without)."""
    if toks[k].low != "and" or k == 0 or k + 1 >= len(toks):
        return False
    a, b = toks[k - 1], toks[k + 1]
    bw = (b.low or b.text.lower()).split()
    aw = (a.low or a.text.lower()).split()
    if a.kind == "word" and a.low == "with" and b.kind == "arm" and bw[:1] == ["without"]:
        return True
    if a.kind == "arm" and bw == ["without"]:
        return True
    return a.kind == "arm" and bool(aw) and len(bw) == 1 and bw[0] in _STATE_OPPOSITE.get(aw[-1], ())


def under_arms(toks: list[Token]) -> list[Token]:
    """Production under_arm (module docstring): "under" before one arm (after "the" at most) reads as "with"."""
    out = list(toks)
    for k, t in enumerate(out):
        if t.kind != "word" or t.low not in ("under", "for") or k + 1 >= len(out):
            continue
        j = k + 1
        if out[j].kind == "word" and out[j].low == "the" and j + 1 < len(out):
            j += 1
        a = out[j]
        if a.kind != "arm" or len(a.arms) != 1:
            continue
        if t.low == "for" and not (k > 0 and (out[k - 1].low == "than" or any(
                e == k for _, e in metric_spans(out, max(0, k - 6), k)))):
            continue  # "for" only after a metric or "than" ("TTFT for LMCache"); "completed for FP8" is a count's
        out[k] = replace(t, low="with")
    return out
