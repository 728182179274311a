"""A labelled change: a metric and a change noun before a colon, then the percent (production change_label --
claimcheck/claims/grammar.lark; docs/claim-check.md).

Result tables and pull-request notes write a change as a label: "Mean TTFT reduction: 50%", "Throughput gain: +28%",
"Output throughput change: -1.85%", "P99 TTFT improvement: ~40%". It is the percent change of that metric, as "a 50%
mean TTFT reduction" is (production percent_noun): (treatment - baseline) / baseline, the direction the noun's
(vocabulary.PCT_CHANGE_NOUNS: *increase / reduction / drop* the value's, *gain / improvement / regression* the metric's
sense), or for *change* / *delta* (no direction of their own) the sign's. Naming no arm, it binds as any change naming
no arm does (binding declared_pair in a witness of two arms that declare their roles, else unnamed_change: not-yet).

Read only where the words cannot disagree:

* a sign before the number must agree with the noun: "reduction: -50%" is read (-50%), "reduction: +50%" is not
  (a reduction of +50%, or a slip?); with *gain / improvement / regression* a sign is read only on a metric where
  higher is better (throughput: the sign and the sense point the same way); on a latency "TTFT improvement: +40%"
  may mean 40% better or 40% higher, and is not read;
* *change* and *delta* need a sign ("Throughput change: 28%": up or down? not read);
* the label starts its clause or follows a comma or semicolon, and the percent ends its clause part (the clause's
  end, "," or ";"): a setting or an arm after it is not taken into the label's reading;
* no negation, no relation ("over", "up to"): only a hedge before the number.
"""

from __future__ import annotations

from typing import Any

from claimcheck.claims.cores import Core
from claimcheck.claims.vocabulary import HIGHER_IS_BETTER, PCT_CHANGE_NOUNS, SPEED, STAT_PHRASES

#: change nouns with no direction of their own: the sign gives it
SIGNED_ONLY_NOUNS = frozenset({"change", "delta"})
_SIGNS = {"+": "up", "-": "down", "\u2212": "down"}
_PART_END = frozenset({"", ".", ";", ",", "!", "?"})


def read(cl: Any, i: int) -> int:
    """Tokens read at ``i`` by production change_label, else 0."""
    if not cl.free(i) or not (i == cl.i0 or cl.w(i - 1) in (",", ";") or not any(cl.free(q) for q in range(cl.i0, i))):
        return 0
    stat, j = cl._statistic_before_metric(i)
    m = cl.metric_named(j)
    if not m:
        return 0
    j += m[0]
    if stat is None and (s := cl.phrase(j, STAT_PHRASES)):
        stat, j = s[1], j + s[0]
    noun = cl.w(j)
    if not cl.free(j) or (noun not in PCT_CHANGE_NOUNS and noun not in SIGNED_ONLY_NOUNS):
        return 0
    if cl.w(j + 1) != ":" or not cl.free(j + 1):
        return 0
    got = cl.signed_percent(j + 2)
    if got is None or not cl.free(got[0]):
        return 0
    pct, hedge, written, n = got
    sign = _SIGNS.get(written, "")
    end = pct + 1
    if (cl.w(end) if end < cl.i1 else "") not in _PART_END:
        return 0
    sense = _sense(noun, sign, m[1])
    if sense is None:
        return 0
    metric = m[1]
    c = Core("pct_change", i, end, value=n.value, decimals=n.decimals, relation="=", hedge=hedge, sense=sense,
             metric=metric, statistic=stat, word=noun if noun not in SIGNED_ONLY_NOUNS else written)
    c.span_end = end
    c.implicit = True
    cl.take(i, end)
    cl.cores.append(c)
    return end - i


def _sense(noun: str, sign: str, metric: str) -> str | None:
    """The change's direction (up / down / better / worse), or None where the noun and the sign may disagree."""
    if noun in SIGNED_ONLY_NOUNS:
        return sign or None
    own = PCT_CHANGE_NOUNS[noun]
    if not sign:
        return own
    if own in ("up", "down"):
        return own if own == sign else None
    hb = True if metric == SPEED else HIGHER_IS_BETTER.get(metric)
    if not hb:
        return None  # "TTFT improvement: +40%": 40% better, or 40% higher? not read
    return own if (own == "better") == (sign == "up") else None
