"""Arms named by the revision they ran (production: arm_by_revision -- claimcheck/claims/grammar.lark): a pull
request's before / after names its arms by commit or build ("Commit def5678 reaches 1620 tok/s, up from 1450 tok/s
at abc1234", "b5120 vs b5121").

An arm's declared ``settings.commit`` (also ``git_commit``, ``sha``, ``revision``) of 7 to 40 hexadecimal characters,
with at least one digit and one letter (never a number or a word), gives the phrases HASH and "commit HASH", and
the same for each short prefix of 7 to 12 characters (write-ups shorten hashes); ``settings.build`` (a llama.cpp
build: "b5120" or 5120) gives "b5120", "build b5120" and "build 5120". A phrase is kept only where it names exactly
one arm (grammar.arm_phrases): two arms at one commit are not named by it.
"""

from __future__ import annotations

import re

COMMIT_KEYS = ("commit", "git_commit", "sha", "revision")
BUILD_KEYS = ("build",)
_HEX = re.compile(r"^(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}$")
_BUILD = re.compile(r"^b?(\d{3,6})$")


def commit_phrases(value) -> list[str]:
    if not isinstance(value, str) or not _HEX.match(value.strip().lower()):
        return []
    h = value.strip().lower()
    out: list[str] = []
    for n in sorted({len(h), *range(7, min(12, len(h)) + 1)}):
        p = h[:n]
        if _HEX.match(p):
            out += [p, f"commit {p}"]
    return out


def build_phrases(value) -> list[str]:
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        return []
    m = _BUILD.match(str(value).strip().lower())
    if not m:
        return []
    n = m.group(1)
    return [f"b{n}", f"build b{n}", f"build {n}"]


def revision_phrases(arm_settings: dict[str, dict], names: list[str]) -> dict[str, set[str]]:
    """{phrase: the arms that give it}; the caller keeps the phrases that name exactly one arm."""
    by: dict[str, set[str]] = {}
    if len(names) < 2:
        return by
    for n in names:
        st = arm_settings.get(n) or {}
        if not isinstance(st, dict):
            continue
        for k in COMMIT_KEYS:
            for p in commit_phrases(st.get(k)):
                by.setdefault(p, set()).add(n)
        for k in BUILD_KEYS:
            for p in build_phrases(st.get(k)):
                by.setdefault(p, set()).add(n)
    return by
