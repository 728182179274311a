"""Arm states declared by the arms' own names and aliases (production arm_by_alias_state --
claimcheck/claims/grammar.lark; docs/claim-check.md "Arm aliases are names, not grammar").

A witness that declares no setting of a feature may still say each arm's state of it by its names: "prefix caching
on" and "APC" of one arm, "prefix caching off" and "no prefix cache" of the other; "EAGLE", "ngram speculation" and
"no speculation" of three. A name that is exactly a phrase ``vocabulary.setting_phrases`` gives for the feature on
(or off) declares that state of its arm (``vocabulary.ALIAS_STATE_FEATURES``); the states are read as the arm's
declared settings are (the boolean key), so the condition phrases name the arms ("with prefix caching", "without
it", "with no speculation") and a refused alias that is the arm's own off phrase ("no speculation") is read as
those are (grade.dropped_aliases), matched as a whole phrase only.

Only where, of the feature:

* no arm declares any of its keys in its settings (declared settings answer; the names add nothing),
* every name of each arm that says a state says the same one (an arm called "EAGLE" and "no speculation" declares
  nothing: its names contradict each other),
* at least two arms say different states (a contrast: one arm's "no speculation" beside another's "EAGLE"; a
  witness where no arm is on gives no off phrase a meaning it could be checked against).

Arms whose names say nothing of the feature stay undeclared (no phrase names them). A name that carries a relation,
a number, a comparison or a negation of anything else is no setting phrase and declares nothing (it stays refused
by aliases.usable_aliases).
"""

from __future__ import annotations

from claimcheck.claims.aliases import phrase_words
from claimcheck.claims.vocabulary import ALIAS_STATE_EDGE_WORDS, ALIAS_STATE_FEATURES, setting_phrases


def _phrases(pairs) -> frozenset[tuple[str, ...]]:
    return frozenset(phrase_words(p) for key, value in pairs for p in setting_phrases(key, value))


#: (the boolean key, the feature's declared keys, the words of its on phrases, the words of its off phrases)
_FEATURES = tuple((key, frozenset(keys), _phrases(on), _phrases(off)) for key, keys, on, off in ALIAS_STATE_FEATURES)


def state_core(name: str) -> tuple[str, ...]:
    """The name's words without the determiners, nouns of runs, roles and brackets at its two ends
    (vocabulary.ALIAS_STATE_EDGE_WORDS): "baseline (no spec)" and "the no-speculation run" are "no spec" and "no
    speculation"; words inside stay ("no spec but faster" is all of it)."""
    w = list(phrase_words(name))
    while w and w[0] in ALIAS_STATE_EDGE_WORDS:
        w.pop(0)
    while w and w[-1] in ALIAS_STATE_EDGE_WORDS:
        w.pop()
    return tuple(w)


def name_state(name: str, on: frozenset, off: frozenset) -> bool | None:
    """True / False where the name, else its core (``state_core``), is exactly an on / off phrase of the feature (and
    not both); else None."""
    w = phrase_words(name)
    if w not in on and w not in off:  # ("eager mode" is a phrase itself: its "mode" is no frame)
        w = state_core(name)
    is_on, is_off = w in on, w in off
    return is_on if is_on != is_off else None


def feature_on_name(name: str) -> bool:
    """The name (else its core) is exactly a feature's on phrase and no off phrase ("EAGLE-3", "APC", "speculative
    decoding"): what production arm_by_name_state (claimcheck/claims/state_arms.py) reads an on word after."""
    return any(name_state(name, on, off) is True for _key, _keys, on, off in _FEATURES)


def alias_states(aliases: dict[str, list[str]], arm_settings: dict[str, dict] | None) -> dict[str, dict[str, bool]]:
    """{arm: {boolean key: state}} that the arms' own names and aliases declare (the module's rules). ``aliases``:
    every alias the witness declares (the refused ones too: "no speculation"), ``arm_settings``:
    grammar.arm_declarations."""
    arm_settings = arm_settings or {}
    out: dict[str, dict[str, bool]] = {n: {} for n in aliases}
    for key, keys, on, off in _FEATURES:
        if any(isinstance(st, dict) and keys & set(k for k, v in st.items() if v is not None)
               for st in arm_settings.values()):
            continue
        said: dict[str, bool] = {}
        contradicted = False
        for n, al in aliases.items():
            states = {s for s in (name_state(p, on, off) for p in (n, *al)) if s is not None}
            if len(states) > 1:
                contradicted = True
                break
            if states:
                said[n] = next(iter(states))
        if contradicted or len(set(said.values())) < 2:
            continue
        for n, s in said.items():
            out[n][key] = s
    return {n: st for n, st in out.items() if st}


def with_alias_states(aliases: dict[str, list[str]], arm_settings: dict[str, dict] | None) -> dict[str, dict]:
    """The arms' declarations with the states their names declare added (a copy; nothing a setting declares is
    replaced: a feature any arm declares a key of is left to the settings)."""
    base = {n: dict(st) if isinstance(st, dict) else {} for n, st in (arm_settings or {}).items()}
    for n, st in alias_states(aliases, arm_settings).items():
        base.setdefault(n, {}).update(st)
    return base
