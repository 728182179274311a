"""Repeated runs as a dimension of a claim: two token passes the reader runs before the label lines (productions
run_range and label_runs -- claimcheck/claims/grammar.lark; docs/claim-check.md "Repeated runs").

* production ``run_range`` -- "Per-run output throughput of the tuned configuration ranged from 724 to 749 tokens/s
  across the three runs", "The tuned configuration's per-run throughput varied between 2.3 and 2.5 req/s", "Across
  the 3 runs, output throughput of X ranged from 724 to 749 tok/s": the smallest and the largest of the arm's per-run
  values of a per-arm aggregate (throughput, token throughput, total token throughput, wall time; statistics.OVER_RUNS
  min and max). Written as two clauses the reader already reads, "ARM's minimum METRIC was A UNIT; ARM's maximum
  METRIC was B UNIT", and the count of runs, when said, as a clause of its own ("; N runs": every arm's number of
  runs). Read only where the words say the values are per run ("per-run", or "across / over / in [the | all] [N]
  runs" before or after), one arm is named (its own, once), the metric is such an aggregate, the low end is written
  first and is below the high end, and the high end has its unit. A range of per-request values ("TTFT ranged from 100
  to 300 ms") is not this frame: it is left as written. Its other forms: a state verb ("lies within 2.55-2.60 req/s",
  "stayed between A and B"), "was stable at A-B" (only where the range spreads at most STEADY_SPREAD of its low end),
  a dash range, the arm after the metric ("on X") or after each range of a list ("A-B req/s with X and C-D req/s with
  Y"), another arm's range with the metric left out ("; on Y it ranged from ...", ", while on Y it ..."), and
  "throughput" alone where its unit names the aggregate.
* production ``label_runs`` -- "Output token throughput (pooled over 3 runs of 40 queries): 739.9 tokens/s (tuned)
  vs. 571.4 tokens/s (default), ratio 1.29": a sentence-opening label of one metric whose parentheses say how the
  values were taken over the runs. "pooled over" / "aggregated over": over all rows of all runs, which is how the
  witness computes every metric (the words inert); "averaged over N runs", "mean of N runs", "average of N runs",
  "mean over N runs": the mean of the per-run values, read only for a per-arm aggregate with no statistic of its own
  (the label then reads "mean LABEL", statistics.OVER_RUNS). The count moves to a clause of its own at the sentence's
  end: "N runs" (every arm's number of runs) and "of M queries" (M requests per run: "queries" / "prompts" /
  "requests"). Anything else in the parentheses, or a per-request metric said averaged over runs (the mean of per-run
  p95s is no value the witness computes), leaves the sentence as written.
"""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal

from claimcheck.claims.ellipsis import word as _w
from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import (
    AVERAGING_PARTICIPLES, DURATION_UNITS, METRIC_PHRASES, NUMBER_WORDS, POOLING_PARTICIPLES, RATE_UNITS,
    STATISTICS, first_word_index,
)

#: the per-arm aggregates with one value per run (statistics.OVER_RUNS applies to them)
AGGREGATES = frozenset({"throughput", "token_throughput", "total_token_throughput", "wall"})
RUN_NOUNS = frozenset({"runs", "trials", "repetitions", "iterations"})
RANGE_VERBS = frozenset({"ranged", "ranges", "varied", "varies"})
_RUNS_PREPS = frozenset({"across", "over", "in"})
_RUNS_DETS = frozenset({"the", "all"})
_REQUEST_NOUNS = frozenset({"queries", "requests", "prompts"})
_END = frozenset({".", "!", "?", ";"})
_ARM_PREPS = frozenset({"of", "for"})


#: the statistics a per-run value of a per-request metric may be said of ("Per-run median TTFT ranged from ...")
_RUN_STATS = frozenset({"mean", "median", "p50", "p90", "p95", "p99", "average", "avg"})


def _extreme(t: Token, which: str) -> Token:
    """A copy of the value token ``t`` marked the smallest ("lowest") or largest ("highest") per-run value."""
    x = replace(t)
    x.run_extreme = which  # type: ignore[attr-defined]
    return x


def _tok(at: Token, text: str, kind: str = "word") -> Token:
    """A token the rewrite adds, spanning ``at``'s characters (the words it stands for)."""
    return replace(at, text=text, low=text.lower() if kind == "word" else "", kind=kind, value=None, decimals=0,
                   arms=())


def _copy(ts: list[Token], at: Token) -> list[Token]:
    return [replace(x, start=at.start, end=at.end) for x in ts]


def _metric(toks: list[Token], k: int, e: int) -> tuple[int, str] | None:
    """(end, metric) of the one metric phrase at toks[k:e] (longest), else None."""
    words = [_w(t) if t.kind in ("word", "ident") else t.text for t in toks[k:e]]
    if not words:
        return None
    for ws, m in first_word_index(METRIC_PHRASES).get(words[0], ()):
        if tuple(words[:len(ws)]) == ws:
            return k + len(ws), m
    return None


def _unit(toks: list[Token], k: int, e: int) -> int:
    """The length of a rate or duration unit at ``k``, 0 if none."""
    best = 0
    for ws, _ in RATE_UNITS:
        n = len(ws)
        if n > best and k + n <= e and tuple(_w(t) if t.kind != "punct" else t.text for t in toks[k:k + n]) == ws:
            best = n
    if not best and k < e and toks[k].kind == "word" and _w(toks[k]) in DURATION_UNITS:
        best = 1
    return best


def _unit_metric(unit: list[Token]) -> str | None:
    """The metric a rate unit names ("req/s": throughput, "tok/s": token_throughput), else None."""
    words = tuple(_w(t) if t.kind != "punct" else t.text for t in unit)
    return next((m for ws, m in RATE_UNITS if ws == words), None)


def _count(t: Token) -> bool:
    """A whole number of runs: a number token or a number word ("three")."""
    if t.kind == "num":
        return t.value is not None and t.value == int(t.value) and t.value > 0 and "." not in t.text
    return t.kind == "word" and _w(t) in NUMBER_WORDS


def _runs_phrase(toks: list[Token], k: int, e: int) -> tuple[int, int | None] | None:
    """"across / over / in [the | all] [N] runs" at ``k``: (end, index of N or None), else None."""
    if k >= e or toks[k].kind != "word" or _w(toks[k]) not in _RUNS_PREPS:
        return None
    q = k + 1
    if q < e and toks[q].kind == "word" and _w(toks[q]) in _RUNS_DETS:
        q += 1
    n = None
    if q < e and _count(toks[q]):
        n, q = q, q + 1
    if q < e and toks[q].kind == "word" and _w(toks[q]) in RUN_NOUNS:
        return q + 1, n
    return None


def _sentences(toks: list[Token]):
    a = 0
    while a < len(toks):
        e = next((k for k in range(a, len(toks)) if toks[k].kind == "punct" and toks[k].text in _END
                  and not (toks[k].text == "." and k > 0 and _w(toks[k - 1]) == "vs")), len(toks))
        yield a, e
        a = e + 1


def _each_sentence(toks: list[Token], rewrite) -> tuple[list[Token], list[tuple[int, int]]]:
    """``rewrite(toks, a, e)`` applied to each sentence toks[a:e], the last first (a rewrite may change a sentence's
    length): where it returns (body, gone), the sentence is replaced by body and gone's spans are kept; the tokens
    renumbered, and every span left out (inert), sorted."""
    out, gone = list(toks), []
    for a in reversed([a for a, _ in _sentences(out)]):
        e = next((k for k in range(a, len(out)) if out[k].kind == "punct" and out[k].text in _END
                  and not (out[k].text == "." and k > 0 and _w(out[k - 1]) == "vs")), len(out))
        got = rewrite(out, a, e)
        if got is not None:
            body, g = got
            out = out[:a] + body + out[e:]
            gone += g
    for n, t in enumerate(out):
        t.i = n
    return out, sorted(gone)


def run_ranges(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production run_range (module docstring): the tokens with each per-run range written as its two clauses, and
    the spans of the words the rewrite leaves out (inert)."""
    if not any(t.kind == "word" and _w(t) in RANGE_VERBS | STATE_VERBS for t in toks) \
            or not any(t.kind == "arm" for t in toks):
        return toks, []
    return _each_sentence(toks, _run_range)


def _stat_metric(toks: list[Token], k: int, e: int) -> tuple[int, int, str] | None:
    """Production run_range: statistic words (_RUN_STATS) then a metric at ``k``: (where they start, where the metric
    ends, the metric), else None."""
    s0 = k
    while k < e and _w(toks[k]) in _RUN_STATS:
        k += 1
    got = _metric(toks, k, e)
    return None if got is None else (s0, got[0], got[1])


#: production run_range: the verbs of a state before a range ("was", "stayed", "lies" ... "within 2.55-2.60 req/s",
#: "between 2.3 and 2.5 req/s"); the adjectives of a steady state ("was stable at 2.54-2.57 req/s") and the most their
#: range may spread, as a share of its low end, to be read (wider: an evaluation the range does not support; unread)
STATE_VERBS = frozenset({"was", "is", "were", "are", "stayed", "stays", "remained", "remains", "held", "holds",
                         "lies", "lay", "sat", "sits"})
STEADY_WORDS = frozenset({"stable", "steady", "consistent"})
STEADY_SPREAD = 0.05
#: the prepositions before an arm named after its range ("... 3.45-3.47 req/s with APC", "... on build 4430")
_AFTER_PREPS = frozenset({"with", "on", "for", "in", "under", "using"})
_DASHES = frozenset({"-", "\u2013", "\u2014"})
_DASH_RANGE = re.compile(r"^(\d+(?:\.\d+)?)[-\u2013\u2014](\d+(?:\.\d+)?)$")


def _num_tok(t: Token, text: str, start: int, end: int) -> Token:
    return replace(t, text=text, low="", kind="num", value=Decimal(text), start=start, end=end, arms=(),
                   decimals=len(text.split(".", 1)[1]) if "." in text else 0)


def _intro(toks: list[Token], k: int, e: int, gone: list) -> tuple[int, str, bool, Token] | None:
    """The words before a per-run range at ``k``: (where the range starts, how it is written -- "from" (A to B),
    "between" (A and B) or "dash" (A-B) --, whether a steady state is said, the verb), else None."""
    if k >= e or toks[k].kind != "word":
        return None
    verb, w = toks[k], _w(toks[k])
    steady = False
    if w in RANGE_VERBS:
        q = k + 1
        forms = {"from": "from", "between": "between", "within": "dash"}
    elif w in STATE_VERBS:
        q = k + 1
        if q < e and _w(toks[q]) in STEADY_WORDS:
            steady, q = True, q + 1
        forms = {"between": "between", "within": "dash", **({"at": "dash"} if steady else {})}
    else:
        return None
    if q >= e or _w(toks[q]) not in forms:
        return None
    gone.extend((t.start, t.end) for t in toks[k + 1:q + 1])
    return q + 1, forms[_w(toks[q])], steady, verb


def _range(toks: list[Token], q: int, e: int, form: str, gone: list) -> tuple[Token, Token, list[Token], int] | None:
    """A range at ``q`` written as ``form``: (low value, high value, the unit, where it ends), the words left out
    added to ``gone``; None where it is no range of two values with the high end's unit, low end first."""
    if form == "dash":
        t = toks[q] if q < e else None
        if t is not None and t.kind == "ident" and (m := _DASH_RANGE.match(t.text)):
            a, b = m.group(1), m.group(2)
            lo, hi = _num_tok(t, a, t.start, t.start + len(a)), _num_tok(t, b, t.end - len(b), t.end)
            q += 1
        elif q + 2 < e and toks[q].kind == "num" and toks[q + 1].text in _DASHES and toks[q + 2].kind == "num":
            lo, hi = toks[q], toks[q + 2]
            gone.append((toks[q + 1].start, toks[q + 1].end))
            q += 3
        else:
            return None
        lo_unit = 0
    else:
        joiner = "to" if form == "from" else "and"
        if q + 2 >= e or toks[q].kind != "num":
            return None
        lo = toks[q]
        q += 1
        lo_unit = _unit(toks, q, e)
        q += lo_unit
        if q >= e or _w(toks[q]) != joiner:
            return None
        gone.append((toks[q].start, toks[q].end))
        q += 1
        if q >= e or toks[q].kind != "num":
            return None
        hi = toks[q]
        q += 1
    if lo.value is None or hi.value is None or not lo.value < hi.value:
        return None  # "from 749 to 724": the ends out of order is not read
    hu = _unit(toks, q, e)
    if not hu or (lo_unit and [_w(t) for t in toks[q - lo_unit - 2:q - 2]] != [_w(t) for t in toks[q:q + hu]]):
        return None
    if lo_unit:
        gone.extend((t.start, t.end) for t in toks[q - lo_unit - 2:q - 2])
    return lo, hi, list(toks[q:q + hu]), q + hu


def _subject(toks: list[Token], k: int, e: int, gone: list, per_run) -> tuple[int, Token | None, Token | None,
                                                                                   int, int, str] | None:
    """"[the] ARM's [per-run] [STAT] METRIC" or "[the] [per-run] [STAT] METRIC [(of | for | on ...) [the] ARM]" at
    ``k``: (its end, the arm or None, the possessive or None, where the label starts and ends, the metric)."""
    def the(q: int) -> int:
        if q < e and toks[q].kind == "word" and _w(toks[q]) == "the":
            gone.append((toks[q].start, toks[q].end))
            return q + 1
        return q

    k = the(k)
    if k < e and toks[k].kind == "arm":
        if k + 1 >= e or _w(toks[k + 1]) != "'s":
            return None
        got = _stat_metric(toks, per_run(k + 2), e)
        return None if got is None else (got[1], toks[k], toks[k + 1], got[0], got[1], got[2])
    got = _stat_metric(toks, per_run(k), e)
    if got is None:
        return None
    m0, k, metric = got
    if k < e and _w(toks[k]) in _ARM_PREPS | _AFTER_PREPS:
        q = the(k + 1)
        if q < e and toks[q].kind == "arm":
            gone.append((toks[k].start, toks[k].end))
            return q + 1, toks[q], None, m0, k, metric
        if q != k + 1:
            gone.pop()
    return k, None, None, m0, k, metric


def _after_arm(toks: list[Token], q: int, e: int, gone: list) -> tuple[Token, int] | None:
    """"[with | on | for ...] ARM" at ``q``: (the arm, its end), else None."""
    p = q
    if p < e and toks[p].kind == "word" and _w(toks[p]) in _AFTER_PREPS:
        p += 1
    if p < e and toks[p].kind == "arm":
        if p > q:
            gone.append((toks[q].start, toks[q].end))
        return toks[p], p + 1
    return None


class _PerRun:
    """"per run" at a token, taken out as markup (its spans added to ``gone``) and remembered (``said``: the runs were
    named); called with an index, it returns the index after "per run" (or the same index). One helper for run_range
    and run_list, which each had this closure."""

    def __init__(self, toks: list[Token], e: int, gone: list[tuple[int, int]]):
        self.toks, self.e, self.gone, self.said = toks, e, gone, False

    def __call__(self, q: int) -> int:
        toks = self.toks
        if q + 1 < self.e and _w(toks[q]) == "per" and _w(toks[q + 1]) == "run":
            self.gone.extend([(toks[q].start, toks[q].end), (toks[q + 1].start, toks[q + 1].end)])
            self.said = True
            return q + 2
        return q


def _parse_range(toks: list[Token], a: int, e: int, inherit=None):
    """Production run_range at toks[a:e]: (items [(arm, possessive, low, high, unit)], label, metric, the runs count's
    index or None, the verb, gone), else None. ``inherit``: the parse of the sentence before, for "on ARM it ranged
    from ..." (its label, and its word of runs)."""
    gone: list[tuple[int, int]] = []
    k = a
    runs_n: int | None = None
    per_run = _PerRun(toks, e, gone)
    lead = _runs_phrase(toks, k, e)
    if lead is not None:
        if lead[0] >= e or toks[lead[0]].text != ",":
            return None
        per_run.said, runs_n = True, lead[1]
        gone += [(t.start, t.end) for x, t in enumerate(toks[k:lead[0] + 1], k) if x != runs_n]
        k = lead[0] + 1

    if inherit is not None:
        # "[while] on ARM [,] it ranged from ...": the metric of the range before, of another arm
        if k < e and _w(toks[k]) in ("while", "whereas"):
            gone.append((toks[k].start, toks[k].end))
            k += 1
        got = _after_arm(toks, k, e, gone)
        if got is None or toks[k].kind == "arm":
            return None
        arm, k = got
        if k < e and toks[k].text == ",":
            gone.append((toks[k].start, toks[k].end))
            k += 1
        if k >= e or _w(toks[k]) != "it":
            return None
        gone.append((toks[k].start, toks[k].end))
        at = toks[k]
        k += 1
        label, metric, per_run.said = inherit[1], inherit[2], True
        poss = None
    else:
        subj = _subject(toks, k, e, gone, per_run)
        if subj is None:
            return None
        k, arm, poss, m0, m1, metric = subj
        label, at = toks[m0:m1], None
    stats = [t for t in label if _w(t) in STATISTICS]
    per_request = len(stats) == 1 and _w(label[0]) in _RUN_STATS and metric not in AGGREGATES
    # "throughput" alone (metric "speed") is the aggregate its unit names ("req/s", "tok/s"), checked per range below
    if any(t.kind != "word" for t in label) or not (
            per_request or (metric in AGGREGATES | {"speed"} and not stats)):
        return None
    intro = _intro(toks, k, e, gone)
    if intro is None:
        return None
    k, form, steady, verb = intro
    items = []
    while True:
        got = _range(toks, k, e, form, gone)
        if got is None:
            return None
        lo, hi, unit, k = got
        if metric == "speed" and _unit_metric(unit) not in AGGREGATES:
            return None
        if steady and hi.value > lo.value * (1 + Decimal(str(STEADY_SPREAD))):
            return None  # "stable at 1.75-2.13 req/s": the evaluation is more than the range says
        item_arm = arm
        if arm is None:
            after = _after_arm(toks, k, e, gone)
            if after is None:
                return None
            item_arm, k = after
        items.append((item_arm, poss, lo, hi, unit))
        if arm is not None or k >= e:
            break
        q = k
        if toks[q].text == ",":
            q += 1
        if q < e and _w(toks[q]) == "and":
            q += 1
        if q == k or q >= e or not (toks[q].kind in ("num", "ident") or _w(toks[q]) in ("from", "between", "within")):
            break
        gone.extend((t.start, t.end) for t in toks[k:q])
        if _w(toks[q]) in ("from", "between", "within"):
            if {"from": "from", "between": "between", "within": "dash"}[_w(toks[q])] != form:
                return None
            gone.append((toks[q].start, toks[q].end))
            q += 1
        k = q
    arms = [it[0] for it in items]
    if any(len(x.arms) != 1 for x in arms) or len({x.arms for x in arms}) != len(arms):
        return None
    if inherit is not None and any(x.arms == y.arms for x in arms for y in inherit[0]):
        return None
    tail = _runs_phrase(toks, k, e)
    if tail is not None:
        if runs_n is not None and tail[1] is not None:
            return None  # the count said twice
        per_run.said = True
        runs_n = tail[1] if tail[1] is not None else runs_n
        gone += [(t.start, t.end) for x, t in enumerate(toks[k:tail[0]], k) if x != tail[1]]
        k = tail[0]
    if k != e or not per_run.said:
        return None
    return [x[0] for x in items], label, metric, items, None if runs_n is None else toks[runs_n], verb, \
        per_request, gone, at


def _run_range(toks: list[Token], a: int, e: int) -> tuple[list[Token], list[tuple[int, int]]] | None:
    got = _parse_range(toks, a, e)
    if got is None and a >= 2 and toks[a - 1].kind == "punct" and toks[a - 1].text in _END:
        # "...; on ARM it ranged from A to B": the range before names the metric and the runs
        b = max((s for s, x in _sentences(toks) if s < a - 1), default=0)
        before = _parse_range(toks, b, a - 1)
        if before is not None:
            got = _parse_range(toks, a, e, inherit=before)
    if got is None:
        # "..., while on ARM it ranged from A to B" (or "whereas"): two ranges in one sentence
        w = next((x for x in range(a + 1, e - 1) if toks[x].text == "," and _w(toks[x + 1]) in ("while", "whereas")),
                 None)
        first = _parse_range(toks, a, w) if w is not None else None
        second = _parse_range(toks, w + 1, e, inherit=first) if first is not None else None
        if second is None:
            return None
        b1, g1 = _range_body(first)
        b2, g2 = _range_body(second)
        semi = _tok(toks[w], ";", "punct")
        semi.gap_joiner = True  # type: ignore[attr-defined]
        return b1 + [semi] + b2, g1 + g2 + [(toks[w].start, toks[w].end)]
    return _range_body(got)


def _range_body(got) -> tuple[list[Token], list[tuple[int, int]]]:
    """The clauses a parsed per-run range is written as (module docstring), and the spans it leaves out."""
    _, label, _, items, runs_n, verb, per_request, gone, at = got
    body: list[Token] = []

    def joiner(t: Token) -> Token:
        semi = _tok(t, ";", "punct")
        semi.gap_joiner = True  # type: ignore[attr-defined]
        return semi

    for x, (arm, poss, lo, hi, unit) in enumerate(items):
        if body:
            body.append(joiner(verb))
        owner = [arm, poss if poss is not None else _tok(arm, "'s")]
        if per_request:
            # a per-request statistic: each value marked the smallest / largest of the arm's per-run values of it
            # (Assertion.over_runs "lowest" / "highest", graded by quantities.QuantityChecker.run_extreme)
            v_lo, v_hi = _extreme(lo, "lowest"), _extreme(hi, "highest")
            lo_w, hi_w = [], []
        else:
            v_lo, v_hi = lo, hi
            lo_w, hi_w = [_tok(lo, "minimum")], [_tok(hi, "maximum")]
        first = list(label) if x == 0 and at is None else _copy(label, at or label[0])
        body += owner + lo_w + first + [_tok(verb, "was"), v_lo] + _copy(unit, lo) + [joiner(verb)] + _copy(
            owner, arm) + hi_w + _copy(label, at or label[0]) + [_tok(verb, "was"), v_hi] + list(unit)
    if runs_n is not None:
        n = runs_n
        semi2 = _tok(n, ";", "punct")
        semi2.gap_joiner = True  # type: ignore[attr-defined]
        body += [semi2, n, _tok(n, "runs")]
    return body, gone


#: the nouns of a mean over runs in a label's parentheses ("(mean of 3 runs)", "(average over 3 runs)")
MEAN_NOUNS = frozenset({"mean", "average", "avg"})


def label_runs(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production label_runs (module docstring): the tokens with each sentence-opening "LABEL (pooled over N runs [of M
    queries]):" written "[mean] LABEL: ...; N runs [of M requests]", and the spans of the words left out (inert)."""
    if not any(t.kind == "word" and _w(t) in RUN_NOUNS for t in toks) or not any(t.text == ":" for t in toks):
        return toks, []
    return _each_sentence(toks, _label_runs)


def _label_runs(toks: list[Token], a: int, e: int) -> tuple[list[Token], list[tuple[int, int]]] | None:
    p = next((k for k in range(a + 1, min(e, a + 8)) if toks[k].text == "("), None)
    if p is None:
        return None
    label = toks[a:p]
    if not label or any(t.kind not in ("word", "ident") for t in label):
        return None
    # the label is one metric phrase, its statistic words before or after it ("p99 TTFT", "TTFT p99")
    s0 = a
    while s0 < p and _w(toks[s0]) in STATISTICS:
        s0 += 1
    got = _metric(toks, s0, p)
    if got is None:
        return None
    m1, metric = got
    s1 = m1
    while s1 < p and _w(toks[s1]) in STATISTICS:
        s1 += 1
    if s1 != p:
        return None
    stated_stat = s0 > a or s1 > m1
    # "( pooled over N runs [of M REQ] ) :" or "( averaged over N runs ... )", "( mean of N runs ... )"
    q = p + 1
    w = _w(toks[q]) if q < e else ""
    if w in POOLING_PARTICIPLES and q + 1 < e and _w(toks[q + 1]) == "over":
        mean, q = False, q + 2
    elif w in AVERAGING_PARTICIPLES and q + 1 < e and _w(toks[q + 1]) == "over":
        mean, q = True, q + 2
    elif w in MEAN_NOUNS and q + 1 < e and _w(toks[q + 1]) in ("of", "over", "across"):
        mean, q = True, q + 2
    else:
        return None
    if mean and (metric not in AGGREGATES or stated_stat):
        return None  # a per-request statistic averaged over runs (the mean of per-run p95s): no value the witness has
    if q + 1 >= e or not _count(toks[q]) or toks[q + 1].kind != "word" or _w(toks[q + 1]) not in RUN_NOUNS:
        return None
    n, runs = q, q + 1
    q += 2
    per = None
    if q + 2 < e and _w(toks[q]) == "of" and toks[q + 1].kind == "num" and _count(toks[q + 1]) \
            and _w(toks[q + 2]) in _REQUEST_NOUNS:
        per = q + 1
        q += 3
    if q + 1 >= e or toks[q].text != ")" or toks[q + 1].text != ":":
        return None
    head = [_tok(toks[p + 1], "mean")] if mean else []
    gone = [(t.start, t.end) for t in toks[p:n]] + [(toks[q].start, toks[q].end)]
    semi = _tok(toks[q], ";", "punct")
    semi.gap_joiner = True  # type: ignore[attr-defined]
    tail = [semi, toks[n], toks[runs]]
    if per is not None:
        tail += [toks[per - 1], toks[per], _tok(toks[per + 1], "requests")]
    rest = list(toks[q + 1:e])
    r = len(rest) - 3
    if r > 0 and rest[r].text == "," and _w(rest[r + 1]) == "ratio" and rest[r + 2].kind == "num" \
            and rest[r + 2].value is not None and not rest[r + 2].text.lower().endswith(("x", "×")):
        # "..., ratio 1.29" ending the sentence after its two values: the ratio of the pair, as "..., 1.29x" (the
        # reader's bare ratio after a pair: below 1 the first value over the second, else the larger over the smaller)
        gone.append((rest[r + 1].start, rest[r + 1].end))
        rest = rest[:r + 1] + [rest[r + 2], _tok(rest[r + 2], "x")]
    body = head + list(label) + rest + tail
    return body, gone


def runs_product(c, k: int, total) -> tuple[int, int, int] | None:
    """Production runs_product: "(3 runs x 40)", "(3 runs × 40 queries)", "(3 runs of 40)" right after a per-arm
    count's unit ("All 120 queries per configuration (3 runs x 40) completed"), at reader position ``k``: (its length,
    the position of N, the position of M), where N x M is the stated count ``total`` (else None: the words disagree
    with themselves and stay unread). The count is then each arm's total over its runs, N every arm's count of runs,
    M its requests per run."""
    if c.w(k) != "(" or not c.free(k):
        return None
    n, m = c.tok(k + 1), None
    if n is None or n.kind != "num" or not _count(n) or c.w(k + 2) not in RUN_NOUNS:
        return None
    if c.w(k + 3) not in ("x", "×", "of") or c.tok(k + 4) is None or c.tok(k + 4).kind != "num" \
            or not _count(c.tok(k + 4)):
        return None
    m = c.tok(k + 4)
    q = k + 5
    if c.w(q) in _REQUEST_NOUNS:
        q += 1
    if c.w(q) != ")" or not all(c.free(x) for x in range(k, q + 1)):
        return None
    if n.value * m.value != total:
        return None
    return q + 1 - k, k + 1, k + 4


def runs_total_aside(c, k) -> bool:
    """Production runs_total_aside: "(192 requests in total)" right after "64 requests per run over 3 runs" ("Each
    configuration served 64 requests per run over 3 runs (192 requests in total)"): the count in parentheses, where it
    is the per-run count times the runs, is each arm's total over its runs (as runs_product's "All 120 queries per
    configuration (3 runs x 40)"), never the arms' sum. ``k``: the count core of "N requests in total". Only where the
    parentheses hold it alone, right after the runs count ("over 3 runs": a count of runs with no unit of its own),
    itself right after a request count said per run; any other number (the arms' sum, or one the product does not
    give) keeps the count's own meanings (count_meanings.py). Marks ``k`` and returns whether it did."""
    i0, e = k.i0, k.span_end
    if c.w(i0 - 1) != "(" or c.w(e) != ")" or not c.free(e) or k.count not in ("tasks", "completed") \
            or k.statistic != "total" or getattr(k, "arm", None) is not None:
        return False
    runs = next((x for x in c.cores if x.kind == "count" and x.count == "runs" and x.span_end == i0 - 1), None)
    if runs is None or c.w(runs.i0) != "over" or getattr(runs, "per_unit", "") or runs.statistic is not None:
        return False
    per = next((x for x in c.cores if x.kind == "count" and x.count in ("tasks", "completed")
                and x.span_end == runs.i0 and getattr(x, "per_unit", "") == "run"
                and not getattr(x, "universal", False) and x.arm is None), None)
    if per is None or per.value * runs.value != k.value or per.relation not in (None, "=") \
            or k.relation not in (None, "="):
        return False
    k.per_unit, k.quantified, k.whole = "arm", False, False  # type: ignore[attr-defined]
    k.runs_total = True  # type: ignore[attr-defined]  # each arm's requests over its runs
    c.take(e, e + 1)
    return True


def _every_run_tail(toks: list[Token], k: int, e: int) -> tuple[int, int | None] | None:
    """"in / on every run", "in each run", "in all [N] runs", "in each of the [N] runs", "across all [N] runs" at
    ``k``: (end, index of N or None), else None."""
    if k >= e or _w(toks[k]) not in ("in", "on", "across"):
        return None
    q = k + 1
    if q + 1 < e and _w(toks[q]) in ("every", "each") and _w(toks[q + 1]) in ("run", "trial", "repetition"):
        return (q + 2, None) if _w(toks[k]) != "across" else None
    if q + 2 < e and _w(toks[q]) == "each" and _w(toks[q + 1]) == "of" and _w(toks[q + 2]) == "the":
        q += 3
    elif q < e and _w(toks[q]) == "all":
        q += 1
        if q + 1 < e and _w(toks[q]) == "of" and _w(toks[q + 1]) == "the":
            q += 2
    else:
        return None
    n = None
    if q < e and _count(toks[q]):
        n, q = q, q + 1
    if q < e and _w(toks[q]) in RUN_NOUNS:
        return q + 1, n
    return None


def every_run_bounds(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production every_run_bound (module docstring): a bound on a per-arm aggregate said of every run, written as the
    bound on the arm's smallest ("above") or largest ("below") per-run value, and the spans left out (inert)."""
    if not any(_w(t) in ("every", "each", "all") for t in toks):
        return toks, []
    return _each_sentence(toks, _every_run_bound)


def _every_run_bound(toks: list[Token], a: int, e: int) -> tuple[list[Token], list[tuple[int, int]]] | None:
    from claimcheck.claims.vocabulary import MODAL_WORDS, NEGATIONS, RELATIONS

    lead = _every_run_tail(toks, a, e)
    if lead is not None:
        if lead[0] >= e or toks[lead[0]].text != ",":
            return None
        t0, t1, n = a, lead[0] + 1, lead[1]
        b0, b1 = t1, e
    else:
        tail = next((got for k in range(a + 1, e) if (got := _every_run_tail(toks, k, e)) is not None
                     and got[0] == e), None)
        if tail is None:
            return None
        t0 = next(k for k in range(a + 1, e) if _every_run_tail(toks, k, e) == tail)
        t1, n = e, tail[1]
        b0, b1 = a, t0
    body = toks[b0:b1]
    words = [_w(t) for t in body if t.kind in ("word", "ident")]
    if any(w in NEGATIONS or w in MODAL_WORDS or w.endswith("n't") for w in words) or "than" in words and not any(
            _w(body[x]) in ("more", "less", "fewer", "greater", "higher", "lower") and _w(body[x + 1]) == "than"
            for x in range(len(body) - 1)):
        return None
    if sum(t.kind == "arm" for t in body) > 1 or sum(t.kind == "num" for t in body) != 1:
        return None
    v = next(x for x, t in enumerate(body) if t.kind == "num")
    if not _unit(body, v + 1, len(body)):
        return None
    forms = [_w(t) if t.kind != "punct" else t.text for t in body]
    rel = None
    for ws, r in RELATIONS:
        if v - len(ws) >= 0 and tuple(forms[v - len(ws):v]) == ws:
            rel = r
            break
    if rel not in (">", ">=", "<", "<="):
        return None
    metrics, x = [], 0
    while x < v:  # the metric phrases before the value, longest first at each place
        got = _metric(body, x, v)
        if got is not None:
            metrics.append((x, got))
            x = got[0]
        else:
            x += 1
    if len(metrics) != 1:
        return None
    m0 = metrics[0][0]
    stat_before = m0 > 0 and _w(body[m0 - 1]) in STATISTICS
    if any(_w(t) in STATISTICS for t in body[m0:metrics[0][1][0]]) or any(
            _w(t) in STATISTICS for x, t in enumerate(body) if x != m0 - 1):
        return None
    at = toks[t0] if lead is not None else toks[t0 + 1]
    gone = [(t.start, t.end) for x, t in enumerate(toks[t0:t1], t0) if x != n and not (lead and x == t1 - 1)]
    if metrics[0][1][1] in AGGREGATES and not stat_before:
        word = "minimum" if rel in (">", ">=") else "maximum"
        new = list(body[:m0]) + [_tok(at, word)] + list(body[m0:])
    elif metrics[0][1][1] not in AGGREGATES and stat_before and _w(body[m0 - 1]) in _RUN_STATS \
            and sum(t.kind == "arm" for t in body) == 1:
        # a per-request statistic: the value marked the bound on the arm's smallest ("above") or largest ("below")
        # per-run value of it (Assertion.over_runs, quantities.QuantityChecker.run_extreme)
        new = list(body)
        new[v] = _extreme(body[v], "lowest" if rel in (">", ">=") else "highest")
    else:
        return None
    if lead is not None:
        gone.append((toks[t1 - 1].start, toks[t1 - 1].end))
    if n is not None:
        semi = _tok(toks[n], ";", "punct")
        semi.gap_joiner = True  # type: ignore[attr-defined]
        new += [semi, toks[n], _tok(toks[n], "runs")]
    return new, gone


#: production run_count: the verbs of repeating a benchmark ("We ran each config 3 times", "Each build was run 3 times")
REPEAT_VERBS = frozenset({"run", "ran", "repeated", "repeat", "benchmarked", "executed", "measured", "tested"})
_REPEAT_SUBJECTS = frozenset({"we", "i"})
#: production run_count: the verbs of completion before "every time" ("all 40 completed every time")
_DONE_VERBS = frozenset({"completed", "succeeded", "finished"})
_REQ_SHORT = frozenset({"reqs", "req", "requests", "request", "prompts", "queries"})


def run_counts(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production run_count: the counts of runs and of requests per run in the shorthand of notes, written as the words
    the count frames read. "3 runs per build" as "3 runs for each build" (the unit then read or not as there: every
    arm's count of runs); "40 reqs/run", "40 reqs per run" as "40 requests per run" (one run's count, in each run);
    "We ran each config 3 times", "I repeated each setup twice", "Each build was run 3 times", "Each build ran 3
    times" as "3 runs for each config" -- only where "N times" ends the clause (a full stop, ";", "," or "(" after it:
    "3 times faster" is a ratio) and nothing else is in it; "all 40 completed every time" ("each time", ending the
    clause right after "completed" / "succeeded" / "finished") as "... in every run". Returns the tokens and the spans left out (inert)."""
    if not any(_w(t) in RUN_NOUNS | {"run", "times", "twice", "time"} for t in toks):
        return toks, []
    out, gone = list(toks), []
    k = 0
    while k < len(out):
        w = _w(out[k])
        # "N runs per UNIT" -> "N runs for each UNIT"
        if w == "per" and k >= 2 and _count(out[k - 2]) and _w(out[k - 1]) in RUN_NOUNS and k + 1 < len(out) \
                and out[k + 1].kind == "word":
            out[k:k + 1] = [_tok(out[k], "for"), _tok(out[k], "each")]
            k += 2
            continue
        # "N reqs/run", "N reqs per run" -> "N requests per run"
        if w in _REQ_SHORT and k >= 1 and _count(out[k - 1]) and k + 2 < len(out) \
                and out[k + 1].text in ("/", "per") and _w(out[k + 2]) == "run" and (w != "requests" or out[k + 1].text == "/"):
            noun = "requests" if w.startswith("req") else w
            out[k:k + 2] = [_tok(out[k], noun), _tok(out[k + 1], "per")]
            k += 3
            continue
        # "all 40 completed every time" -> "... in every run": "every / each time" ending the clause right after a verb
        # of completion
        if w in ("every", "each") and k >= 1 and k + 1 < len(out) and _w(out[k + 1]) == "time" \
                and _w(out[k - 1]) in _DONE_VERBS and (k + 2 == len(out) or out[k + 2].text in (".", ";", ",", "!")):
            out[k:k + 2] = [_tok(out[k], "in"), _tok(out[k], w), _tok(out[k + 1], "run")]
            k += 3
            continue
        got = _repeat_clause(out, k)
        if got is not None:
            end, n, unit = got
            gone += [(t.start, t.end) for x, t in enumerate(out[k:end], k) if x not in (n, unit)]
            num = out[n] if out[n].kind == "num" or _w(out[n]) != "twice" else replace(
                out[n], text="2", low="", kind="num", value=Decimal(2), decimals=0)
            body = [num, _tok(out[n], "runs"), _tok(out[unit - 1], "for"), _tok(out[unit - 1], "each"), out[unit]]
            out[k:end] = body
            k += len(body)
            continue
        k += 1
    for n, t in enumerate(out):
        t.i = n
    return out, sorted(gone)


def _repeat_clause(toks: list[Token], k: int) -> tuple[int, int, int] | None:
    """"[we | I] VERB each UNIT (N times | twice)" or "Each UNIT [was | were] VERB (N times | twice)" as a whole clause
    at ``k`` (a clause's start: the sentence's, or after "," / ";" / ":"): (its end, the index of N, the index of
    UNIT), else None."""
    if k > 0 and toks[k - 1].text not in (".", ";", ",", ":", "!", "?"):
        return None
    q = k
    if _w(toks[q]) in _REPEAT_SUBJECTS:
        q += 1
        if q + 2 >= len(toks) or _w(toks[q]) not in REPEAT_VERBS or _w(toks[q + 1]) != "each":
            return None
        unit, q = q + 2, q + 3
    elif _w(toks[q]) == "each":
        unit, q = q + 1, q + 2
        if q < len(toks) and _w(toks[q]) in ("was", "were") and q + 1 < len(toks) and _w(toks[q + 1]) in REPEAT_VERBS:
            q += 2
        elif q < len(toks) and _w(toks[q]) in ("ran", "repeated"):
            q += 1
        else:
            return None
    else:
        return None
    if unit >= len(toks) or toks[unit].kind != "word":
        return None
    if q < len(toks) and _w(toks[q]) == "twice":
        n, q = q, q + 1
    elif q + 1 < len(toks) and _count(toks[q]) and _w(toks[q + 1]) == "times":
        n, q = q, q + 2
    else:
        return None
    if q < len(toks) and toks[q].text not in (".", ";", ",", "(", "!", "?"):
        return None
    return q, n, unit


def _run_pos(t: Token, i: int, n: int) -> Token:
    """A copy of the value token ``t`` marked the ``i``-th of ``n`` per-run values (Assertion.run_index / run_of)."""
    x = replace(t)
    x.run_pos = (i, n)  # type: ignore[attr-defined]
    return x


#: production run_list: the words between a per-run list's values ("458 / 461 / 463", "458, 461 and 463")
_LIST_SEPS = frozenset({"/", ",", "and"})


def _values(toks: list[Token], q: int, e: int, gone: list) -> tuple[list[Token], list[Token], int] | None:
    """A per-run list at ``q``: two values or more joined by "/" or by "," and a last "and" (", and"), each with the
    last one's unit or none (the last has it): (the values, the unit, its end), else None."""
    vals: list[Token] = []
    unit: list[Token] | None = None
    seps: list[str] = []
    while True:
        if q >= e or toks[q].kind != "num" or toks[q].value is None:
            return None
        vals.append(toks[q])
        q += 1
        u = _unit(toks, q, e)
        if u:
            this = [_w(t) if t.kind != "punct" else t.text for t in toks[q:q + u]]
            if unit is not None and [_w(t) if t.kind != "punct" else t.text for t in unit] != this:
                return None
            if unit is None:
                unit = list(toks[q:q + u])
            if len(vals) > 1 or (q + u < e and toks[q + u].text in _LIST_SEPS):
                gone.extend((t.start, t.end) for t in toks[q:q + u])
            q += u
        # the separator before a next value
        p = q
        sep = []
        while p < e and toks[p].text in _LIST_SEPS and len(sep) < 2:
            sep.append(toks[p].text if toks[p].kind == "punct" else _w(toks[p]))
            p += 1
        if not sep or p >= e or toks[p].kind != "num" or sep not in (["/"], [","], ["and"], [",", "and"]):
            break
        seps.append("/" if sep == ["/"] else ("and" if "and" in sep else ","))
        gone.extend((t.start, t.end) for t in toks[q:p])
        q = p
    if len(vals) < 2 or unit is None or not toks[q - len(unit):q] or [_w(t) for t in toks[q - len(unit):q]] != [
            _w(t) for t in unit]:
        return None  # the last value has no unit
    # "/" throughout, or "," then one last "and" (", and"): "458, 461 and 463"
    if not (all(x == "/" for x in seps) or (seps[-1] == "and" and all(x == "," for x in seps[:-1]))):
        return None
    # the last unit is the one kept (read as the last value's); the others left out
    if (toks[q - len(unit)].start, toks[q - len(unit)].end) in gone:
        for t in toks[q - len(unit):q]:
            gone.remove((t.start, t.end))
    return vals, list(toks[q - len(unit):q]), q


def run_lists(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production run_list: a per-run list of an arm's values, each written as a clause of its own, "X's METRIC was V
    UNIT", its value marked the i-th of the list's n (Assertion.run_index / run_of: the arm's i-th run in the
    witness's run order, graded only where the arm holds n runs). "Per-run output throughput of X was 458, 461 and 463
    tok/s", "X's per-run output throughput: 458 / 461 / 463 tok/s", "Per-run output throughput: 458 / 461 / 463 tok/s
    on X, 318 / 383 / 316 tok/s on Y", "Output throughput per run: X 458 / 461 / 463 tok/s; Y 318 / 383 / 316 tok/s".
    Only where the words say the values are per run ("per-run", "per run", or "across / over / in [the] [N] runs"
    after the list, N then the list's length), the metric is a per-arm aggregate with no statistic or a per-request
    metric with one statistic word, each list names one arm (none twice) and its last value has the unit."""
    if not any(_w(t) in ("per", "run") or _w(t) in RUN_NOUNS for t in toks) or not any(t.kind == "arm" for t in toks):
        return toks, []
    return _each_sentence(toks, _run_list)


def _run_list(toks: list[Token], a: int, e: int) -> tuple[list[Token], list[tuple[int, int]]] | None:
    gone: list[tuple[int, int]] = []
    per_run = _PerRun(toks, e, gone)

    subj = _subject(toks, a, e, gone, per_run)
    if subj is None:
        return None
    k, arm, poss, m0, m1, metric = subj
    if arm is None:
        k = per_run(k)  # "Output throughput per run: ..."
    label = toks[m0:m1]
    stats = [t for t in label if _w(t) in STATISTICS]
    per_request = len(stats) == 1 and _w(label[0]) in _RUN_STATS and metric not in AGGREGATES
    if any(t.kind != "word" for t in label) or not (
            per_request or (metric in AGGREGATES | {"speed"} and not stats)):
        return None
    if k >= e or not (toks[k].text == ":" or _w(toks[k]) in ("was", "were", "is", "are")):
        return None
    verb = toks[k]
    gone.append((verb.start, verb.end))
    k += 1
    items = []
    while True:
        item_arm = arm
        if arm is None and k < e and toks[k].kind == "arm":
            item_arm, k = toks[k], k + 1
            if k < e and toks[k].text in ("=", ":"):
                gone.append((toks[k].start, toks[k].end))
                k += 1
            got = _values(toks, k, e, gone)
            if got is None:
                return None
            vals, unit, k = got
        else:
            got = _values(toks, k, e, gone)
            if got is None:
                return None
            vals, unit, k = got
            if arm is None:
                after = _after_arm(toks, k, e, gone)
                if after is None:
                    return None
                item_arm, k = after
        if metric == "speed" and _unit_metric(unit) not in AGGREGATES:
            return None
        items.append((item_arm, vals, unit))
        if arm is not None or k >= e or toks[k].text not in (",", ";"):
            break
        q = k + 1 + (k + 1 < e and _w(toks[k + 1]) == "and")
        if q >= e or not (toks[q].kind == "arm" or toks[q].kind == "num"):
            break
        gone.extend((t.start, t.end) for t in toks[k:q])
        k = q
    arms = [x[0] for x in items]
    if any(len(x.arms) != 1 for x in arms) or len({x.arms for x in arms}) != len(arms):
        return None
    runs_n = None
    tail = _runs_phrase(toks, k, e)
    if tail is not None:
        per_run.said, runs_n = True, tail[1]
        gone += [(t.start, t.end) for x, t in enumerate(toks[k:tail[0]], k) if x != tail[1]]
        k = tail[0]
        if runs_n is not None and (toks[runs_n].kind != "num" and _w(toks[runs_n]) not in NUMBER_WORDS):
            return None
    if k != e or not per_run.said:
        return None
    if runs_n is not None:
        n_said = toks[runs_n].value if toks[runs_n].kind == "num" else NUMBER_WORDS.get(_w(toks[runs_n]))
        if any(n_said != len(v) for _, v, _ in items):
            return None  # "458 / 461 / 463 across the four runs": the words disagree with themselves
    body: list[Token] = []

    def joiner(t: Token) -> Token:
        semi = _tok(t, ";", "punct")
        semi.gap_joiner = True  # type: ignore[attr-defined]
        return semi

    first = True
    for item_arm, vals, unit in items:
        for i, v in enumerate(vals, 1):
            if body:
                body.append(joiner(v))
            owner = [item_arm, poss] if first and poss is not None else [
                item_arm if first else _copy([item_arm], v)[0], _tok(item_arm, "'s")]
            body += owner + (list(label) if first else _copy(label, label[0])) + [_tok(verb, "was"), _run_pos(
                v, i, len(vals))] + (list(unit) if v is vals[-1] else _copy(unit, v))
            first = False
    if runs_n is not None:
        n = toks[runs_n]
        body += [joiner(n), n, _tok(n, "runs")]
    return body, gone


def runs_wordings(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production runs_wording: the other wordings of the phrases runs_pooled and runs_averaged read after a clause's
    values, written as those: "(mean of 3 runs)", "(average over 3 runs)", ", avg of 3 runs" as "(averaged over 3
    runs)"; "averaged across 3 runs", "pooled across 3 runs" as "... over 3 runs"; "pooled over the three runs" with
    "the" left out (inert); "when pooled over the three runs" after a value as ", pooled over ..." ("when" read as the
    comma). Only right after "(" or "," (or "when") and before a count of runs; the reader then reads them where it
    reads runs_pooled / runs_averaged (and nowhere else). Returns the tokens and the spans left out (inert)."""
    if not any(t.kind == "word" and _w(t) in RUN_NOUNS for t in toks):
        return toks, []
    out, gone = list(toks), []
    drop: set[int] = set()
    for k in range(1, len(out) - 3):
        w, nxt = _w(out[k]), _w(out[k + 1])
        q = k + 2 + (_w(out[k + 2]) == "the" and k + 3 < len(out))
        if q + 1 >= len(out) or not _count(out[q]) or _w(out[q + 1]) not in RUN_NOUNS:
            continue
        participle = w in AVERAGING_PARTICIPLES | POOLING_PARTICIPLES and nxt in ("over", "across")
        if out[k - 1].text not in ("(", ",") and not (participle and _w(out[k - 1]) == "when" and k >= 2
                                                     and out[k - 2].kind != "punct"):
            continue
        if w in MEAN_NOUNS and nxt in ("of", "over", "across"):
            out[k] = _tok(out[k], "averaged")
            out[k + 1] = _tok(out[k + 1], "over")
        elif participle:
            out[k + 1] = _tok(out[k + 1], "over")
        else:
            continue
        if q == k + 3:
            drop.add(k + 2)  # "over the three runs": the count of runs as "over three runs"
        if _w(out[k - 1]) == "when":
            out[k - 1] = _tok(out[k - 1], ",", "punct")  # "when pooled over ...": the value's own phrase
    for x in sorted(drop):
        gone.append((out[x].start, out[x].end))
    out = [t for x, t in enumerate(out) if x not in drop]
    for n, t in enumerate(out):
        t.i = n
    return out, gone
