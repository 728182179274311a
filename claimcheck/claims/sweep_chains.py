"""A chain of values over a chain of one declared setting's values (production sweep_chain --
claimcheck/claims/grammar.lark; docs/claim-check.md, "Sweeps and transitions of a declared setting").

"Mean TTFT 20/40/100 ms at c=1/8/32", "mean TTFT: 20 → 40 → 100 ms at concurrency 1 → 8 → 32", "c=1 → 8 → 32: mean
TTFT 20 → 40 → 100 ms", "1 -> 8 -> 32 concurrent requests: 50 -> 320 -> 960 tok/s", "At 1/8/32 concurrent requests,
output throughput was 50/320/960 tok/s", "BF16 → FP8: 2.0 → 3.1 req/s", "output throughput went 50 → 320 → 960 tok/s
from c=1 to 8 to 32": two or more values joined by one separator ("/", "→", "->", "=>"), one unit after the last,
and as many values of ONE setting the arms declare (vocabulary.TRANSITION_NOUNS / TRANSITION_AFTER, the noun before
the first value or after the last, "c=", "concurrency", "batch size", "threads" ...), or as many arm phrases, joined
the same way (after "from", by "to", three or more: two are a transition's). The n-th value is the n-th setting
value's arm's, of the metric named before the values (a rate unit names its own: "50/320/960 tok/s"), under the
statistic named with it (none: every statistic, as always). An arrow says the
order of a sweep, never an amount: each value is graded on its own.

Read only when the whole clause is the chain (a metric and a copula, "went" or a colon at most before the values;
"respectively" at most after), the two chains have the same length, each setting value is declared by exactly one
arm and no arm twice, and the unit agrees with the metric; anything else leaves the words to the other constructs
(unread where none reads them): a value no arm declares ("at c=1/8/64"), lists of different lengths, a chain with no
setting ("3.1 → 9.8 → 14.2 req/s" alone: whose?), a negation or hedge anywhere in the clause.

Called from the clause scan (grammar._Clause.scan) first at every token of a clause holding a chain separator.
"""

from __future__ import annotations

from decimal import Decimal

from claimcheck.claims import bare_change as _bare_change
from claimcheck.claims.cores import Core
from claimcheck.claims.vocabulary import (CHAIN_MONOTONE_DEGREES, CHAIN_STEP_JOINERS, CHANGE_COPULAS, CHANGE_INTRANS, DURATION_METRICS,
                                          HEDGES, HIGHER_IS_BETTER, NAMED_RATE_METRICS, NEGATIONS,
                                          PARTICLE_CHANGE_VERBS, SPEED, STAT_PHRASES, TRANSITION_AFTER)

#: separators of a chain, as token sequences
_SEPS = (("/",), ("\u2192",), ("-", ">"), ("=", ">"))
#: words between the metric and the values
_VERBS = frozenset({"was", "were", "is", "are", "went", "goes", "go", "moved", "moves", ":"})
#: words before a setting chain that follows the values (or leads the clause)
_PREPS = frozenset({"at", "for", "with", "across", "under", "over"})
_ENDS = frozenset({".", ";", "!"})


#: the separator of a setting chain after "from" ("from c=1 to 8 to 32")
_TO_SEPS = (("to",),)


#: a list's separators (",", and a last "and" / ", and"): a sentinel for the functions below, which then take ","
#: between items and a final "and" before the last one (three items or more)
_LIST = ((",", "and"), ("and",), (",",))
_FINAL = ((",", "and"), ("and",))


def _compatible(prev: tuple[str, ...] | None, s: tuple[str, ...], seps: tuple) -> bool:
    """Separator ``s`` may follow ``prev``: a chain keeps one separator; a list takes "," until its final "and"."""
    if seps is _LIST:
        return prev is None or prev == (",",)
    return prev is None or prev == s


def _complete(last: tuple[str, ...] | None, n: int, seps: tuple) -> bool:
    """A list ends with its final "and" and holds three items or more; a chain two or more."""
    return n >= 3 and last in _FINAL if seps is _LIST else n >= 2


def _sep(cl, k: int, seps: tuple = _SEPS) -> tuple[str, ...] | None:
    for s in seps:
        if cl.seq(k, s) and all(cl.free(x) for x in range(k, k + len(s))):
            return s
    return None


def _numbers(cl, k: int, seps: tuple = _SEPS) -> tuple[list[tuple], int, tuple[str, ...] | None]:
    """Numbers joined by one separator from ``k``: ([(value, decimals, token)], end, separator). Joined by an arrow
    or a slash, each value may carry its unit, the same words every time ("vLLM → SGLang: mean TTFT 120 ms → 80 ms",
    "avg TTFT was 170 ms / 179 ms / 205 ms (Q4 / Q5 / Q8)": production unit_each_chain): the end is then at the last
    value's unit, as after "120 → 80 ms"."""
    out: list[tuple] = []
    sep = None
    units: set[tuple[str, ...]] = set()  # "120 ms → 80 ms": each value's own unit, written the same every time

    def unit_words(j: int) -> tuple[int, tuple[str, ...]]:
        u = cl.unit_at(j) if seps is _SEPS or seps is _VS_SEPS else None
        return (u[0], tuple(cl.w(j + x) for x in range(u[0]))) if u is not None else (0, ())

    def done(j: int):
        if units and (len(units) > 1 or unit_words(j)[1] not in units):
            return [], j, None  # "1.2 s → 800 ms", "120 ms → 80": not this chain
        return out, j, sep

    while True:
        t = cl.tok(k)
        if t is None or t.kind != "num" or t.value is None or not cl.free(k) or t.value < 0:
            return done(k)
        out.append((t.value, t.decimals, k))
        n_u, words = unit_words(k + 1)
        s = _sep(cl, k + 1 + n_u, seps) if n_u else None
        if s is not None and _compatible(sep, s, seps) and (nt := cl.tok(k + 1 + n_u + len(s))) is not None \
                and nt.kind == "num":
            units.add(words)
            sep = s
            k += 1 + n_u + len(s)
            continue
        s = _sep(cl, k + 1, seps)
        if s is None or not _compatible(sep, s, seps):
            return done(k + 1)
        nt = cl.tok(k + 1 + len(s))
        if nt is None or nt.kind != "num":
            return done(k + 1)
        if units:
            return [], k + 1, None  # "120 ms → 80 → 60 ms": a unit on some values only
        sep = s
        k += 1 + len(s)


def setting_chain(cl, k: int, seps: tuple = _SEPS) -> tuple[list[str], int] | None:
    """(the arms, in order; the end) of a chain of one declared setting's values at ``k``: "c=1/8/32", "concurrency 1
    → 8 → 32", "1/8/32 concurrent requests", "1 -> 4 -> 16 threads"; or None."""
    named = _named_arms(cl, k, seps)
    if named is not None:
        return named
    r = cl.r
    if not r.sweep:
        return None
    first = cl._transition_value(k)
    t0 = cl.tok(k)
    if first is not None and first[0] and (first[4] is not None or t0.kind != "num"):
        # the phrase first, then the bare values: "c=1/8/32", "concurrency 1 → 8 → 32"
        keys, vals, end = first[0], [first[1]], first[3]
        s = _sep(cl, end, seps)
        if s is None:
            return None
        more, end2, sep2 = _numbers(cl, end + len(s), seps)
        if not more or (sep2 is not None and not _compatible(s, sep2, seps)):
            return None
        vals += [v for v, _, _ in more]
        end = end2
        if not _complete(sep2 or s, len(vals), seps):
            return None
    else:  # the bare values first, the phrase last: "1/8/32 concurrent requests", "1 → 8 → 32 concurrent"
        vals, p, sep = [], k, None
        while True:
            t = cl.tok(p)
            if t is None or not cl.free(p):
                return None
            v = _bare_value(t)
            if v is not None:
                s = _sep(cl, p + 1, seps)
                nt = cl.tok(p + 1 + len(s)) if s is not None else None
                if s is not None and _compatible(sep, s, seps) and nt is not None and nt.kind in ("num", "arm"):
                    vals.append(v)
                    sep, p = s, p + 1 + len(s)
                    continue
            if not vals or not _complete(sep, len(vals) + 1, seps):
                return None
            last = cl._transition_value(p)
            if last is None or not last[0] or (last[4] is None and last[3] <= p + 1):
                return None  # the last value must carry the setting's noun
            keys, end = last[0], last[3]
            vals.append(last[1])
            break
    arms = _arms_of(r, keys, vals)
    return None if arms is None else (arms, end)


def _arms_of(r, keys, vals) -> list[str] | None:
    """The arms declaring ``vals`` of the one setting of ``keys`` that has them all, in order (each value declared by
    exactly one arm, no arm twice, two values or more), or None."""
    found = None
    for key in sorted(keys):
        by_arm = r.sweep.get(key, {})
        got = []
        for v in vals:
            hit = [a for a, (d, _) in by_arm.items() if d == v]
            if len(hit) != 1 or hit[0] in got:
                got = None
                break
            got.append(hit[0])
        if got:
            if found is not None:
                return None  # two settings with these values: which?
            found = got
    if found is None or len(found) < 2:
        return None
    return found


#: production as_chain: the subject before an "as" tail's verb, the verbs after it (a direction the setting's values
#: must take, strictly, or none), and the verbs after the setting's noun
_AS_SUBJECTS = frozenset({"i", "we"})
_AS_VERBS = {"added": "up", "increased": "up", "raised": "up", "reduced": "down", "lowered": "down",
             "decreased": "down"}
_AS_NOUN_VERBS = {"went": "", "goes": "", "go": "", "rose": "up", "grew": "up", "increased": "up", "fell": "down",
                  "decreased": "down"}


def _as_noun(cl, k: int) -> tuple[set, int] | None:
    """(keys, end) of a declared setting's noun at ``k`` written alone ("concurrency", "max concurrency", "slots",
    "parallel slots", "concurrent requests"), or None (a noun that needs its value glued, "c=", is not one)."""
    noun = cl._transition_noun(k)
    if noun is not None:
        return (set(noun[0]), k + noun[3]) if not noun[1] and not noun[2] else None
    for words, keys in sorted(TRANSITION_AFTER.items(), key=lambda kv: -len(kv[0])):
        if cl.seq(k, words) and all(cl.free(x) for x in range(k, k + len(words))):
            return set(keys), k + len(words)
    return None


def _as_tail(cl, k: int) -> tuple[list[str], int] | None:
    """Production as_chain: (arms, end) of an "as" tail naming a value chain's arms by one declared setting's values:
    "as I added slots (1/4/8)", "as we raised concurrency (1 → 8 → 32)", "as concurrency went 8/32/64": the setting's
    noun, then its values joined by one separator (in parentheses after a subject's verb, bare after the noun's verb),
    each declared by exactly one arm; a verb with a direction ("added", "rose") says the values', strictly ("as I
    added slots (8/4/1)" is not read). Anything else: None."""
    if cl.w(k) != "as" or not cl.free(k) or not cl.r.sweep:
        return None
    p = k + 1
    subj = cl.w(p) in _AS_SUBJECTS and cl.free(p)
    p += subj
    if subj:
        if cl.w(p) not in _AS_VERBS or not cl.free(p):
            return None
        sense = _AS_VERBS[cl.w(p)]
        noun = _as_noun(cl, p + 1)
        if noun is None or cl.w(noun[1]) != "(" or not cl.free(noun[1]):
            return None
        keys, p = noun[0], noun[1] + 1
    else:
        noun = _as_noun(cl, p)
        if noun is None or cl.w(noun[1]) not in _AS_NOUN_VERBS or not cl.free(noun[1]):
            return None
        keys, sense, p = noun[0], _AS_NOUN_VERBS[cl.w(noun[1])], noun[1] + 1
    nums, end, sep = _numbers(cl, p)
    if not nums or sep is None or not _complete(sep, len(nums), _SEPS) or cl.unit_at(end) is not None:
        return None
    if subj:
        if cl.w(end) != ")" or not cl.free(end):
            return None
        end += 1
    vals = [v for v, _, _ in nums]
    if sense and any((b > a) != (sense == "up") or b == a for a, b in zip(vals, vals[1:])):
        return None
    arms = _arms_of(cl.r, keys, vals)
    return None if arms is None else (arms, end)


def _bare_value(t) -> Decimal | None:
    """The value of a bare number, also one a construct made an arm phrase ("with 4/8/16 threads": "4")."""
    if t.kind == "num" and t.value is not None:
        return t.value
    if t.kind == "arm" and t.text.isdigit():
        return Decimal(t.text)
    return None


def _named_arms(cl, k: int, seps: tuple = _SEPS) -> tuple[list[str], int] | None:
    """(arms, end) of arm phrases joined by one separator at ``k`` ("FP16 → FP8 → AWQ", "c1/c8/c32"): each names one
    arm, none twice; or None."""
    arms: list[str] = []
    sep = None
    while True:
        t = cl.arm_at(k)
        if t is None or t.arm is None or len(t.arms) != 1 or t.arm in arms:
            return None
        arms.append(t.arm)
        k += 1 + (cl.w(k + 1) == "arm" and cl.free(k + 1))
        s = _sep(cl, k, seps)
        if s is None or not _compatible(sep, s, seps) or cl.arm_at(k + len(s)) is None:
            return (arms, k) if _complete(sep, len(arms), seps) else None
        sep, k = s, k + len(s)


def _metric(cl, k: int) -> tuple[str | None, str | None, int]:
    """(statistic, metric, end) of "[STAT] METRIC [STAT]" at ``k`` (metric None: none there)."""
    stat, j = cl._statistic_before_metric(k)
    m = cl.metric_named(j)
    if not m:
        return None, None, k
    j += m[0]
    if stat is None:
        s2 = cl.phrase(j, STAT_PHRASES)
        if s2:
            stat, j = s2[1], j + s2[0]
    return stat, m[1], j


def _values(cl, k: int, seps: tuple = _SEPS):
    """(numbers, unit, end) of "N sep N (sep N)* UNIT" at ``k`` (a list: "N, N and N UNIT"), or None."""
    nums, end, sep = _numbers(cl, k, seps)
    if sep is None or not _complete(sep, len(nums), seps):
        return None
    u = cl.unit_at(end)
    if u is None or u[1] not in ("duration", "rate"):
        return None
    return nums, u, end + u[0]


def _unit_metric(metric: str | None, u) -> str | None:
    """The metric of the values: the named one where the unit agrees with it, the unit's own where none is named."""
    if u[1] == "duration":
        return metric if metric in DURATION_METRICS else None
    if metric in DURATION_METRICS or u[2] is None:
        return None
    if metric is None or metric == SPEED:
        return u[2] if metric is None or u[2] == "throughput" else None
    return metric if metric == u[2] or NAMED_RATE_METRICS.get(metric) == u[2] else None


def _tail(cl, k: int) -> int:
    """``k`` past ", respectively" / "respectively" where the clause ends there, else -1."""
    if cl.w(k) == "," and cl.w(k + 1) == "respectively" and cl.free(k) and cl.free(k + 1):
        k += 2
    elif cl.w(k) == "respectively" and cl.free(k):
        k += 1
    return k if k >= cl.i1 or cl.w(k) in _ENDS else -1


def read(cl, i: int) -> int:
    """At the clause's first free token ``i``: a value chain over a setting chain; the tokens read, or 0."""
    got = from_chain(cl, i)
    if got:
        return got
    if i != cl.i0 and not all(cl.r.used[x] for x in range(cl.i0, i)):
        return 0
    if not any(cl.w(x) in ("/", "\u2192", ">", "and", "vs", "versus") for x in range(i, cl.i1)):
        return 0
    if cl.negated or any(cl.w(x) in NEGATIONS or cl.w(x) in HEDGES or cl.w(x).endswith("n't")
                         for x in range(i, cl.i1)):
        return 0
    got = _values_first(cl, i) or _settings_first(cl, i) or _metric_settings_first(cl, i) or _settings_metric_first(cl, i)
    if got is None:
        return 0
    end, nums, u, metric, stat, arms, *more = got
    if len(nums) != len(arms):
        return 0
    # one group of values, or (chain_label_groups) the label's first group and each later one: (start, numbers,
    # unit, metric, statistic, end)
    groups = [(i, nums, u, metric, stat, end)] if not more else more[0]
    for g0, g_nums, g_u, g_metric, g_stat, g_end in groups:
        for n, ((v, d, pos), arm) in enumerate(zip(g_nums, arms)):
            # every value's span runs to its group's end (the unit, the setting chain), the first one's from its start
            c = Core(g_u[1], g0 if n == 0 else pos, g_end, value=v, decimals=d, metric=g_metric, statistic=g_stat,
                     scale=g_u[3])
            c.arm, c.arm_amb, c.span_end = arm, (arm,), g_end
            cl.cores.append(c)
    cl.take(i, end)
    return end - i


def _values_first(cl, i: int):
    """"[STAT] METRIC (was | went | :)? VALUES UNIT (PREP | "(")? SETTINGS ")"?"."""
    stat, metric, j = _metric(cl, i)
    if cl.w(j) in _VERBS and cl.free(j):
        j += 1
    vals = _values(cl, j) or _values(cl, j, _LIST)  # "20/40/100 ms", "20 → 40 → 100 ms", "20, 40 and 100 ms"
    if vals is None:
        return None
    nums, u, k = vals
    metric = _unit_metric(metric, u)
    if metric is None:
        return None
    tail = _as_tail(cl, k)
    if tail is not None:
        # production: as_chain -- "Avg TPOT went 21.6 ms -> 32.9 ms -> 50.2 ms as I added slots (1/4/8)"
        end = _tail(cl, tail[1])
        return None if end < 0 else (end, nums, u, metric, stat, tail[0])
    paren = cl.w(k) == "(" and cl.free(k)
    seps = _SEPS
    if cl.w(k) == "from" and cl.free(k):
        k, seps = k + 1, _TO_SEPS  # "... from c=1 to 8 to 32": the settings' chain joined by "to"
    elif paren or (cl.w(k) in _PREPS and cl.free(k)):
        k += 1
    sc = setting_chain(cl, k, seps) or (setting_chain(cl, k, _LIST) if seps is _SEPS else None)
    if sc is None or (seps is _TO_SEPS and len(sc[0]) < 3):
        return None  # two values "from A to B": the transition's (a change), never this chain
    arms, k = sc
    if paren:
        if cl.w(k) != ")" or not cl.free(k):
            return None
        k += 1
    end = _tail(cl, k)
    return None if end < 0 else (end, nums, u, metric, stat, arms)


def _metric_settings_first(cl, i: int):
    """"[STAT] METRIC ("(" SETTINGS ")" | "," SETTINGS) ":" VALUES UNIT": "Mean TTFT (vLLM → SGLang): 120 ms → 80 ms",
    "Output throughput, c1 → c32: 50 → 960 tok/s" (the settings' chain names the values' arms, in order)."""
    stat, metric, j = _metric(cl, i)
    if metric is None:
        return None
    if cl.w(j) not in ("(", ",") or not cl.free(j):
        # production: metric_arms_label -- "TTFT cold vs warm: 153 / 51 ms": two or more arms joined by "vs" / "versus"
        # right after the metric, then ":" (as "TTFT (cold / warm):")
        sc = _named_arms(cl, j, _VS_SEPS)
        if sc is None or cl.w(sc[1]) != ":" or not cl.free(sc[1]):
            return None
        return _closed(cl, _values(cl, sc[1] + 1) or _values(cl, sc[1] + 1, _VS_SEPS), metric, stat, sc[0])
    paren = cl.w(j) == "("
    sc = setting_chain(cl, j + 1)
    if sc is None:
        return None
    arms, k = sc
    if paren:
        if cl.w(k) != ")" or not cl.free(k):
            return None
        k += 1
    if cl.w(k) != ":" or not cl.free(k):
        return None
    return _closed(cl, _values(cl, k + 1), metric, stat, arms)


#: the joiners of a label's arms before their metric ("cold vs warm TTFT: ..."): "vs" / "vs." / "versus", as well as
#: the chain separators
_VS_SEPS = (("vs", "."), ("vs",), ("versus",))


def _settings_metric_first(cl, i: int):
    """"SETTINGS [STAT] METRIC ":" VALUES UNIT": the arms before their metric, in one label ("cold vs warm TTFT: 153ms
    / 51ms", "c1 → c32 output throughput: 50 → 960 tok/s", "BF16 / FP8 mean TPOT: 30 ms / 20 ms"): the n-th value is
    the n-th arm's, as in "TTFT (cold / warm): 153 ms / 51 ms" (_metric_settings_first)."""
    # production: arms_metric_label -- the arm chain (or two or more arms joined by "vs" / "versus") right before the
    # metric it labels, then ":" and as many values joined by "/", an arrow, or "vs" / "versus" ("153 ms vs 51 ms")
    sc = setting_chain(cl, i) or _named_arms(cl, i, _VS_SEPS)
    if sc is None:
        return None
    arms, k = sc
    stat, metric, k = _metric(cl, k)
    if metric is None or cl.w(k) != ":" or not cl.free(k):
        return None
    return _closed(cl, _values(cl, k + 1) or _values(cl, k + 1, _VS_SEPS), metric, stat, arms)


def _closed(cl, vals, metric, stat, arms):
    """A chain's values (``_values``) with the metric their unit gives and the tail after them: (end, numbers, unit,
    metric, statistic, arms), or None."""
    if vals is None:
        return None
    nums, u, k = vals
    metric = _unit_metric(metric, u)
    if metric is None:
        return None
    end = _tail(cl, k)
    return None if end < 0 else (end, nums, u, metric, stat, arms)


def _settings_first(cl, i: int):
    """"PREP? SETTINGS (: | ,) [STAT] METRIC? (was | went)? VALUES UNIT"."""
    j = i + (cl.w(i) in _PREPS and cl.free(i))
    sc = setting_chain(cl, j) or setting_chain(cl, j, _LIST)
    if sc is None:
        return None
    arms, k = sc
    if cl.w(k) not in (":", ",") or not cl.free(k):
        return None
    stat, metric, k = _metric(cl, k + 1)
    if cl.w(k) in _VERBS and cl.free(k):
        k += 1
    chained = _values(cl, k)
    got = _closed(cl, chained or _values(cl, k, _LIST), metric, stat, arms)
    if got is not None or chained is None:
        return got
    return _label_groups(cl, i, chained, metric, stat, arms)


def _label_groups(cl, i: int, first, metric, stat, arms):
    """After a setting chain's label, its first group of values (``first``: a chain, never a list) and more groups
    after "," (a last one after ", and" / "and"), each "[STAT] METRIC? VALUES UNIT" with as many values as arms: "c=1
    → c=16: 67.2 → 728.4 output tok/s, mean request latency 4.46 s → 6.57 s". The n-th value of every group is the
    n-th arm's; a group of another length, a value with no unit or a metric its unit does not measure, and nothing of
    the label is read here. (end, numbers, unit, metric, statistic, arms, groups) or None."""
    # production: chain_label_groups -- the label's later groups of values, each its own metric, the arms the label's
    nums, u, k = first
    metric = _unit_metric(metric, u)
    if metric is None:
        return None
    groups = [(i, nums, u, metric, stat, k)]
    while True:
        if cl.w(k) == "," and cl.free(k):
            j = k + 1 + (cl.w(k + 1) == "and" and cl.free(k + 1))
        elif cl.w(k) == "and" and cl.free(k) and len(groups) > 1:
            j = k + 1
        else:
            break
        g0 = j
        g_stat, g_metric, j = _metric(cl, j)
        if cl.w(j) in _VERBS and cl.free(j):
            j += 1
        vals = _values(cl, j)
        if vals is None or len(vals[0]) != len(arms):
            return None
        g_nums, g_u, k = vals
        g_metric = _unit_metric(g_metric, g_u)
        if g_metric is None:
            return None
        groups.append((g0, g_nums, g_u, g_metric, g_stat, k))
    end = _tail(cl, k)
    return None if end < 0 or len(groups) < 2 else (end, nums, u, metric, stat, arms, groups)


#: the comparative a step of a from-to list says
_WORD = {"down": "lower", "up": "higher"}


def _hedged_number(cl, k: int):
    """A non-negative number at ``k`` with a hedge at most before it (no relation, no negation), every token free:
    (hedge, the number's index, its token), or None."""
    n, rel, hedge, neg = cl._prefix(k)
    if neg or rel != "=" or any(not cl.free(x) for x in range(k, k + n)):
        return None
    q = k + n
    t = cl.tok(q)
    if t is None or t.kind != "num" or t.value is None or not cl.free(q) or t.value < 0:
        return None
    return hedge, q, t


def _chain_item(cl, k: int):
    """One value of a from-to list at ``k``: hedge? NUMBER UNIT ARM ("22 ms with vLLM", "~18 ms on SGLang", "14 ms
    (TensorRT-LLM)"): (value, decimals, hedge, unit, arm token, first token, end) or None."""
    got = _hedged_number(cl, k)
    if got is None:
        return None
    hedge, q, t = got
    u = cl.unit_at(q + 1)
    if u is None or u[1] not in ("duration", "rate"):
        return None
    a = cl._pair_arm(q + 1 + u[0]) or cl._bare_pair_arm(q + 1 + u[0], _BARE_BEFORE)  # pair_bare_arms: "22 ms vLLM"
    if a is None or a[0].arm is None or len(a[0].arms) != 1:
        return None
    return t.value, t.decimals, hedge, u, a[0], k, a[1]


#: what may follow an arm named with no preposition right after a value of a from-to list ("22 ms vLLM to 18 ms
#: SGLang and 14 ms TensorRT-LLM")
_BARE_BEFORE = ("to", ",", "and", "then", ".", ";", "!")
#: the prepositions before the arms of a respectively list ("to 18 ms and 14 ms on SGLang and TensorRT-LLM")
_RESPECTIVE_PREPS = _PREPS | {"on", "using"}


def _arm_name(arm) -> str:
    """The arm of a from-to list's item: its arm token's, or the name a listed setting gave it (``_respective``)."""
    return arm if isinstance(arm, str) else arm.arm


def _respective(cl, k: int):
    """The later values of "from V ARM to V2 and V3 [PREP] ARM2 and ARM3[, respectively]" at ``k`` (after "to"): two
    values or more joined by "and" (a list: "," and a last "and"), each with a hedge at most and the last with its unit
    (the others with the same unit or none), then a preposition at most and as many arms joined the same way (arm
    phrases, or one declared setting's values: "at concurrency 8 and 32"), the clause's end after them. (items as
    ``_chain_item`` gives them, the arm its name; end), or None."""
    vals: list[list] = []
    final = False
    while True:
        got = _hedged_number(cl, k)
        if got is None:
            return None
        hedge, q, t = got
        u = cl.unit_at(q + 1)
        e = q + 1 + (u[0] if u is not None else 0)
        vals.append([t.value, t.decimals, hedge, u, None, k, e])
        if final:
            break
        s = next((x for x in ((",", "and"), ("and",), (",",)) if cl.seq(e, x)
                  and all(cl.free(y) for y in range(e, e + len(x)))), None)
        nt = cl.tok(e + len(s) + cl._prefix(e + len(s))[0]) if s is not None else None
        if s is None or nt is None or nt.kind != "num":
            return None  # the list ends with "and" and its last value
        final = s != (",",)
        k = e + len(s)
    last = vals[-1][3]
    if last is None or last[1] not in ("duration", "rate") or any(
            v[3] is not None and v[3][1:] != last[1:] for v in vals[:-1]):
        return None  # the last value with its unit, the others with the same one or none ("90 ms and 0.21 s": not read)
    for v in vals:
        v[3] = last
    k = vals[-1][6]
    paren = cl.w(k) == "(" and cl.free(k)
    if paren or cl.w(k) in _RESPECTIVE_PREPS and cl.free(k):
        k += 1  # "... at concurrency 8 and 32", "... (SGLang and TensorRT-LLM)"
    seps = _LIST if len(vals) >= 3 else (("and",),)
    sc = setting_chain(cl, k, seps)
    if sc is None or len(sc[0]) != len(vals):
        return None
    arms, k = sc
    if paren:
        if cl.w(k) != ")" or not cl.free(k):
            return None
        k += 1
    end = _tail(cl, k)
    if end < 0:
        return None
    for v, arm in zip(vals, arms):
        v[4] = arm
    vals[-1][6] = end
    return [tuple(v) for v in vals], end


def from_chain(cl, i: int) -> int:
    """Production: value_chain_from -- "Mean TTFT decreases from 22 ms with vLLM to 18 ms with SGLang and 14 ms with
    TensorRT-LLM", "... to 18 ms on SGLang to 14 ms on TensorRT-LLM", "output throughput rises from 1,200 tok/s (vLLM)
    to 1,650 tok/s (SGLang), then to 2,100 tok/s (TensorRT-LLM)": a metric, a change verb (a copula before its
    participle: "is reduced"), "from" and three values or more, each with its unit and its one arm right after it (no arm twice). Each value is
    its arm's; a verb with a direction ("decreases", "rises", "improves") says each step, so the stated values must
    move that way at every step (strictly) and each step is also a direction of the later arm against the earlier
    one. A verb whose direction the stated values contradict at any step ("decreases from 22 ms with vLLM to 14 ms
    with TensorRT-LLM to 18 ms with SGLang": a misordered list) takes the clause's words and reads nothing, so they
    stay unread (never net-true, never false). Not read (left to the other constructs): two values (a pair), a value
    with no unit or no arm, an arm phrase of several arms, a negation, words after the list."""
    if cl.negated or "from" not in cl.r.forms[i:cl.i1]:
        return 0
    stat, metric, j = _metric(cl, i)
    if metric is None:
        return 0
    if cl.w(j) in CHANGE_COPULAS and cl.free(j):
        j += 1
    verb = cl.w(j)
    if verb not in CHANGE_INTRANS or not cl.free(j):
        return 0
    sense = CHANGE_INTRANS[verb]
    j += 1
    if cl.w(j) in ("up", "down") and cl.free(j) and not sense:
        sense = cl.w(j)  # "goes up from ...", "creeps up from ...": the particle is the direction
        j += 1
    elif verb in PARTICLE_CHANGE_VERBS:
        return 0
    # production: change_degree, change_comma -- "increases slightly from", "goes up a bit, from", "increases, from"
    deg = _bare_change.degree(cl, j)
    if deg and all(cl.free(x) for x in range(j, j + deg)):
        j += deg
    # production: chain_monotone -- "decreases monotonically from A to B, C and D": every step the verb's way, as the
    # direction check below asserts; only after a verb with a direction and only over three values or more
    monotone = next((len(w) for w in CHAIN_MONOTONE_DEGREES if cl.seq(j, w)
                     and all(cl.free(x) for x in range(j, j + len(w)))), 0)
    if monotone and not sense:
        return 0
    j += monotone
    if cl.w(j) == "," and cl.free(j):
        j += 1
    if cl.w(j) != "from" or not cl.free(j):
        return 0
    items = []
    k = j + 1
    if cl.w(k) in ("a", "an") and cl.free(k) and (sp := cl.phrase(k + 1, STAT_PHRASES)) is not None \
            and cl.w(k + 1 + sp[0]) == "of" and all(cl.free(x) for x in range(k, k + 2 + sp[0])):
        # production: chain_statistic -- "TTFT rises from a median of 54.6 ms with A to 57.7 ms with B and 60.4 ms
        # with C": the statistic of every value of the list, said once after "from" (another one before the metric:
        # "Mean TTFT rises from a median of ...", which?, not read)
        if stat is not None and stat != sp[1]:
            return 0
        stat, k = sp[1], k + 2 + sp[0]
    it = _chain_item(cl, k)
    if it is None:
        return 0
    items.append(it)
    k = it[6]
    steps: list[tuple[str, ...]] = []
    while True:
        # production: chain_list -- "to 9.3 ms (B), 7.9 ms (C) and 6.3 ms (D)": after "to", the later values as a list
        # ("," between them, "and" / ", and" before the last one), each a step as "and" is
        joiners = (("to",),) if len(items) == 1 else CHAIN_STEP_JOINERS + ((",",),)
        sep = next((s for s in sorted(joiners, key=len, reverse=True)
                    if cl.seq(k, s) and all(cl.free(x) for x in range(k, k + len(s)))
                    and _chain_item(cl, k + len(s)) is not None), None)
        if sep is None:
            break
        it = _chain_item(cl, k + len(sep))
        items.append(it)
        steps.append(sep)
        k = it[6]
    if (",",) in steps and (steps[-1] not in (("and",), (",", "and"))
                            or any(s not in ((",",), ("to",)) for s in steps[:-1])
                            or steps[0] != ("to",) or ("to",) in steps[1:]):
        return 0  # a bare "," only inside a list after "to" that ends with "and" and its last value
    if len(items) == 1 and cl.seq(k, ("to",)) and cl.free(k):
        # production: value_chain_from (respectively) -- "from 45 ms at concurrency 1 to 90 ms and 210 ms at
        # concurrency 8 and 32, respectively": the later values listed, then their arms listed in the same order
        got = _respective(cl, k + 1)
        if got is None:
            return 0
        more, k = got
        items += more
    elif len(items) < 3 or (k < cl.i1 and cl.w(k) not in _ENDS):
        return 0
    if monotone and len(items) < 3:
        return 0
    if any(cl.w(x) in NEGATIONS or cl.w(x).endswith("n't") for x in range(cl.i0, cl.i1)):
        return 0
    arms = [_arm_name(it[4]) for it in items]
    if len(set(arms)) != len(arms):
        return 0
    metrics = {_unit_metric(metric, it[3]) for it in items}
    if len(metrics) != 1 or None in metrics or len({it[3][1] for it in items}) != 1:
        return 0
    metric = metrics.pop()
    if sense in ("better", "worse"):
        hib = HIGHER_IS_BETTER.get(metric)
        if hib is None:
            return 0
        sense = "up" if (sense == "better") == hib else "down"
    end = k
    if sense:
        vals = [it[0] * it[3][3] for it in items]
        if not all((b > a) if sense == "up" else (b < a) for a, b in zip(vals, vals[1:])):
            cl.take(i, end)  # a step against the verb: the list is misordered, its words stay unread
            return end - i
    for n, it in enumerate(items):
        v, d, hedge, u, arm, k0, k1 = it
        c = Core(u[1], i if n == 0 else k0, k1, value=v, decimals=d, hedge=hedge, metric=metric, statistic=stat,
                 scale=u[3])
        c.arm, c.arm_amb, c.span_end = _arm_name(arm), (_arm_name(arm),), k1
        cl.cores.append(c)
        if not isinstance(arm, str):
            cl.r.used[arm.i] = "arm"
    if sense:
        for a, b in zip(items, items[1:]):
            dc = Core("direction", a[5], b[6], sense=sense, value=Decimal(1), metric=metric, statistic=stat,
                      word=_WORD[sense])
            dc.arm, dc.arm_amb = _arm_name(b[4]), (_arm_name(b[4]),)
            dc.baseline, dc.baseline_amb = _arm_name(a[4]), (_arm_name(a[4]),)
            dc.span_end = b[6]
            cl.cores.append(dc)
        # production: chain_from_first -- "rises from 95 ms (A) to 107 ms (B) and 121 ms (C)": "from" A "to" each later
        # value, so each later arm against the first too (what the steps entail: a direction, never an amount); the
        # list's comparisons then include the first arm with every other one, as its own baseline says them
        a = items[0]
        for b in items[2:]:
            dc = Core("direction", a[5], b[6], sense=sense, value=Decimal(1), metric=metric, statistic=stat,
                      word=_WORD[sense])
            dc.arm, dc.arm_amb = _arm_name(b[4]), (_arm_name(b[4]),)
            dc.baseline, dc.baseline_amb = _arm_name(a[4]), (_arm_name(a[4]),)
            dc.span_end = b[6]
            cl.cores.append(dc)
    for x in range(i, end):
        if not cl.r.used[x]:
            cl.r.used[x] = "read"
    return end - i
