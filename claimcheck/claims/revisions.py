"""Arms named by the revision they ran (production: arm_by_revision -- claimcheck/claims/grammar.lark): a pull
request's before / after names its arms by commit or build ("Commit def5678 reaches 1620 tok/s, up from 1450 tok/s
at abc1234", "b5120 vs b5121").

An arm's declared ``settings.commit`` (also ``git_commit``, ``sha``, ``revision``) of 7 to 40 hexadecimal characters,
with at least one digit and one letter (never a number or a word), gives the phrases HASH and "commit HASH", and
the same for each short prefix of 7 to 12 characters (write-ups shorten hashes); ``settings.build`` (a llama.cpp
build: "b5120" or 5120) gives "b5120", "build b5120" and "build 5120". A phrase is kept only where it names exactly
one arm (grammar.arm_phrases): two arms at one commit are not named by it.

Production arm_by_time (``time_order``, ``time_phrases``, ``time_refs``): "last week's build is 8% slower", "the old
build", "yesterday's nightly", "TTFT before the change", "8% slower than last week": a time word names the earlier or
the later of two arms only where the witness itself orders them in time -- each arm's declared date
(vocabulary.TIME_DATE_KEYS), else the declared roles (baseline: the earlier build, treatment: the later one, as "before
this PR" / "this PR" read) of two arms that declare revisions that differ (a commit, build, date or version) and no
other difference (an APC on / off pair or
two engines are no earlier and later build) -- and nothing it declares orders them the other way round (a later date, a higher build
number or engine version on the baseline): then no phrase at all. Never from the order the arms are listed in. The bare
words ("last week", "today") name an arm only right after a binder ("than last week", "vs yesterday's"); elsewhere
they are a time the witness cannot speak to. A phrase an arm's own name or alias already gives is that arm's.
"""

from __future__ import annotations

import re

from claimcheck.claims.vocabulary import (TIME_ARM_NOUNS, TIME_DATE_KEYS, TIME_EARLIER_BARE, TIME_EARLIER_OWNERS,
                                          TIME_EARLIER_PHRASES, TIME_LATER_BARE, TIME_LATER_OWNERS, TIME_LATER_PHRASES,
                                          TIME_NAME_WORDS)

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


_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?")
_VERSION = re.compile(r"^v?(\d+(?:\.\d+)*)$")


def _date(v) -> tuple[int, ...] | None:
    m = _DATE.match(v.strip()) if isinstance(v, str) else None
    return tuple(int(x or 0) for x in m.groups()) if m else None


def _version(v) -> tuple[int, ...] | None:
    if isinstance(v, bool) or not isinstance(v, (str, int, float)):
        return None
    m = _VERSION.match(str(v).strip().lower())
    return tuple(int(x) for x in m.group(1).split(".")) if m else None


def _ordered(vals: dict[str, object], key) -> tuple[str, str] | None | bool:
    """(earlier, later) by ``key`` of both arms' values; False where any arm declares one that does not order them
    (unparsed, equal, or only one arm declaring it); None where no arm declares one."""
    got = {n: v for n, v in vals.items() if v is not None}
    if not got:
        return None
    keys = {n: key(v) for n, v in got.items()}
    if len(got) != 2 or any(k is None for k in keys.values()):
        return False
    a, b = list(keys)
    if keys[a] == keys[b]:
        return False
    return (a, b) if keys[a] < keys[b] else (b, a)


#: what two builds of one system may differ in: the revision, its date, its version, and the role
_REVISION_KEYS = frozenset(COMMIT_KEYS + BUILD_KEYS + TIME_DATE_KEYS + ("engine_version", "version", "role"))


def _names_say_time(aliases: dict[str, list[str]] | None) -> bool:
    """Does an arm's own name or alias hold a time word ("last_week", "the new scheduler")? Then the witness names its
    arms by time itself, and no derived phrase may name one of them (its own names win)."""
    for n, al in (aliases or {}).items():
        for p in (n, *al):
            if set(re.split(r"[\s_\-']+", str(p).lower())) & TIME_NAME_WORDS:
                return True
    return False


def time_order(names: list[str], arm_settings: dict[str, dict] | None,
               aliases: dict[str, list[str]] | None = None) -> tuple[str, str] | None:
    """(the earlier arm, the later arm) of a witness of exactly two arms, as the witness declares it (module
    docstring): a declared date orders them (a date declared by one arm only, or unreadable, orders nothing), else
    the roles baseline / treatment where the arms declare no other difference than their revision (commit, build,
    date, version); a build number or engine version every arm declares must agree with that order.
    None: not declared, or declared both ways."""
    if len(names) != 2 or not arm_settings or _names_say_time(aliases):
        return None
    st = {n: arm_settings.get(n) if isinstance(arm_settings.get(n), dict) else {} for n in names}
    order = None
    for k in TIME_DATE_KEYS:
        o = _ordered({n: st[n].get(k) for n in names}, _date)
        if o is False:
            return None
        if o is not None:
            if order is not None and o != order:
                return None
            order = o
    roles = {st[n].get("role"): n for n in names}
    a, b = names
    differ = {k for k in set(st[a]) | set(st[b]) if st[a].get(k) != st[b].get(k)}
    revised = differ & (_REVISION_KEYS - {"role"})
    if order is None and set(roles) == {"baseline", "treatment"} and revised and not differ - _REVISION_KEYS:
        # the roles order two builds only where the arms declare revisions that differ and nothing else sets them
        # apart (an APC on / off pair, or two engines, with roles is no earlier and later build: "the new build" names
        # neither; nor do two arms that declare no revision at all: "Batching beat the previous release" about a
        # batching / sequential pair with roles only was graded net-true)
        order = (roles["baseline"], roles["treatment"])
    if order is None:
        return None
    checks = [{n: next((st[n].get(k) for k in BUILD_KEYS if st[n].get(k) is not None), None) for n in names},
              {n: st[n].get("engine_version") for n in names}]
    for vals, key in zip(checks, (lambda v: (int(m.group(1)),) if (m := _BUILD.match(str(v).strip().lower()))
                                  and not isinstance(v, bool) else None, _version)):
        o = _ordered(vals, key)
        if o and o != order:
            return None  # declared the other way round: no time word names either arm
    return order


def time_phrases(aliases: dict[str, list[str]], arm_settings: dict[str, dict] | None) -> dict[str, set[str]]:
    """{phrase: {arm}} of production arm_by_time: "last week's build", "the old build", "before the change" of the
    earlier arm, "this week's build", "the new build", "after the change" of the later one (none where an arm's own
    name or alias says a time word)."""
    order = time_order(list(aliases), arm_settings, aliases)
    if order is None:
        return {}
    out: dict[str, set[str]] = {}
    for arm, owners, extra in ((order[0], TIME_EARLIER_OWNERS, TIME_EARLIER_PHRASES),
                               (order[1], TIME_LATER_OWNERS, TIME_LATER_PHRASES)):
        for o in owners:
            for noun in TIME_ARM_NOUNS:
                out.setdefault(f"{o} {noun}", set()).add(arm)
        for p in extra:
            out.setdefault(p, set()).add(arm)
    return out


#: the binders a bare time word names an arm after ("than last week", "vs. yesterday's", "compared to last week")
_TIME_BINDER_ENDS = frozenset({"than", "vs", "versus", "over", "against", "to", "with"})
_TIME_BINDER_PAIRS = frozenset({("compared", "to"), ("compared", "with"), ("relative", "to")})


def _after_binder(out: list, k: int) -> bool:
    """Is token ``k`` right after a binder ("than", "vs", "vs.", "versus", "over", "against", "compared to / with",
    "relative to")?"""
    if k == 0:
        return False
    prev = out[k - 1]
    if prev.kind == "punct" and prev.text == "." and k >= 2 and out[k - 2].low == "vs":
        return True
    if prev.kind != "word" or prev.low not in _TIME_BINDER_ENDS:
        return False
    if prev.low in ("to", "with"):
        return k >= 2 and (out[k - 2].low, prev.low) in _TIME_BINDER_PAIRS
    return True


def time_refs(toks: list, order: tuple[str, str] | None, text: str) -> list:
    """Production arm_by_time's bare words: "last week" / "yesterday's" / "today" right after a binder (``_after_binder``)
    is one arm token of the earlier / later arm (``order``); anywhere else it stays the words it is."""
    if order is None:
        return toks
    from dataclasses import replace as _replace
    bare = sorted([(tuple(p.replace("'s", " 's").split()), order[0]) for p in TIME_EARLIER_BARE]
                  + [(tuple(p.replace("'s", " 's").split()), order[1]) for p in TIME_LATER_BARE],
                  key=lambda x: -len(x[0]))
    out = list(toks)
    changed = False
    k = 0
    while k < len(out):
        t = out[k]
        if t.kind == "word" and _after_binder(out, k):
            for words, arm in bare:
                seg = out[k:k + len(words)]
                if len(seg) == len(words) and all(x.kind == "word" and x.low == w for x, w in zip(seg, words)):
                    out[k:k + len(words)] = [_replace(t, end=seg[-1].end, text=text[t.start:seg[-1].end],
                                                      low=" ".join(words), kind="arm", arms=(arm,))]
                    changed = True
                    break
        k += 1
    return [_replace(t, i=n) for n, t in enumerate(out)] if changed else out
