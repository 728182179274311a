"""Numeric settings declared by the arms' own names (production arm_by_label_setting -- claimcheck/claims/grammar.lark).

A witness whose arms record no value of a setting may still say each arm's value by its name: "c1" / "c16",
"np1" / "np4", "chunk-8192" / "chunk-2048", "bs_1" / "bs_32" (never "tp2": vocabulary.LABEL_SETTING_PREFIXES says
why). A name that is exactly a prefix of
``vocabulary.LABEL_SETTING_PREFIXES``, one joiner of ``LABEL_SETTING_JOINERS`` at most, and a whole number above 0
declares that setting's value for its arm; the value is then read as a declared one is (grammar.arm_phrases: "at
concurrency 16", "with 2048-token chunks", "-np 4", "from 8192 to 2048"), so a number of a statement names the arm
whose name carries it, and no other.

Only where, of the setting:

* no arm declares the key in its settings (a declared value answers; the names add nothing, and never overwrite it),
* every arm's own name declares a value of it, by prefixes of the same key (an arm named otherwise leaves the
  witness undeclared: "c1" beside "baseline" is no sweep the names say),
* the values differ (two arms named "c16" and "c-16" declare nothing).

Aliases are not read here: an arm's name is the witness's label of it; an alias is prose ("the 16-stream run").
"""

from __future__ import annotations

import re

from claimcheck.claims.vocabulary import LABEL_SETTING_JOINERS, LABEL_SETTING_PREFIXES

_LABEL = re.compile(r"^(?P<prefix>[a-z][a-z_-]*?)(?P<joiner>%s)?(?P<n>[1-9][0-9]{0,6})$"
                    % "|".join(re.escape(j) for j in LABEL_SETTING_JOINERS if j))


def label_value(name: str) -> tuple[str, int] | None:
    """(setting key, value) that the arm name ``name`` declares by itself ("chunk-2048": ("chunked_prefill_size",
    2048)), or None."""
    m = _LABEL.match(name.strip().lower())
    if m is None:
        return None
    key = LABEL_SETTING_PREFIXES.get(m.group("prefix"))
    return None if key is None else (key, int(m.group("n")))


def label_settings(names: list[str], arm_settings: dict[str, dict] | None) -> dict[str, dict[str, int]]:
    """{arm: {key: value}} that the arms' own names declare (the module's rules)."""
    arm_settings = arm_settings or {}
    said = {n: label_value(n) for n in names}
    if len(names) < 2 or any(v is None for v in said.values()):
        return {}
    keys = {v[0] for v in said.values() if v is not None}
    if len(keys) != 1:
        return {}
    key = next(iter(keys))
    values = [v[1] for v in said.values() if v is not None]
    if len(set(values)) != len(values):
        return {}
    if any(isinstance(st, dict) and st.get(key) is not None for st in arm_settings.values()):
        return {}
    return {n: {key: v[1]} for n, v in said.items() if v is not None}


def with_label_settings(names: list[str], arm_settings: dict[str, dict] | None) -> dict[str, dict]:
    """The arms' declarations with the values their names declare added (a copy; nothing declared is replaced)."""
    base = {n: dict(st) if isinstance(st, dict) else {} for n, st in (arm_settings or {}).items()}
    for n, st in label_settings(names, arm_settings).items():
        base.setdefault(n, {}).update(st)
    return base
