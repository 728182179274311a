"""Values bound to the arm beside each: a sentence the grammar left partly unread, read as a list of values.

Write-ups often state a comparison as values with their arms and a restating ratio, in shorthand no frame of the
grammar covers: "mean ttft 1.58s vs 619ms w/ chunked on, so ~2.6x better", "Per user speed is 25 token/s in TP1 and
41 token/s in TP2 at average", "The p90 of E2E latency is over 13 second for TP1, but only about 8.1 second for TP2".
This module reads such a sentence *by construction* from a closed set of word classes (production: bound_values in
claimcheck/claims/grammar.lark):

* a value: a number with its unit (a duration, a rate unit, ``%``, ``x`` / ``times``), with an optional hedge or
  relation before it ("about", "~", "over", "under", "more than") and an optional "only" / "just";
* an arm, named as the witness names it (names, aliases, the phrases of its declared settings);
* a metric and a statistic, from the one vocabulary (``vocabulary.METRIC_PHRASES``, ``STAT_PHRASES``; a rate unit
  names its metric too);
* a direction word right after a ratio or a percent ("better", "faster", "more", "lower", ...);
* the documented inert words (``vocabulary.INERT``) and the few listed here (``FILLER``), and the words of a context
  fact the grammar read in the sentence (a GPU, a model).

A change (production bound_change, ``_from_to`` / ``_change``): one from-to pair of values a sentence, each value its own
arm's, else a transition's ("going from A to B ... from X to Y"), else the declared baseline's and treatment's; a change
word ("down from", "rose", "was cut") is checked as a direction of the after arm over the before arm, a multiplying verb
("roughly halved") as that ratio; "exceeded X" is "over X". A value said to stay ("stays", "remained") only with a
value for each arm within ``UNCHANGED_BAND`` of each other, or one value naming no arm (every arm's).

Any other word -- a negation, a modal, a degree word, "than", an opinion -- and the sentence is not read here
(it stays as the grammar left it: not-yet, naming the words). Each value is bound to the one arm in its own part of the
sentence (parts are cut at commas, semicolons, colons, parentheses, "vs", "and", "but", "while"); a value alone in
parentheses right after an arm is that arm's; of two values of one metric in a witness of two arms, a value with no arm
is the other arm's when "vs" joins them. A metric and a statistic apply from where they are said to the next one; a statistic said once
applies to every value. A ratio or percent restates the two bound arms: the direction word says which way (the
declared treatment of a declared pair (of two values joined by "and", the arm beside the one declared baseline of
three arms too), or else the arm named first, is its subject; an arm named right before it in its
own part, "so TP2 is 1.6x faster", is); a bare ratio ("(2.5x)") is checked as the larger over the smaller. An arm mention that binds
no value and names no ratio's subject or baseline leaves the sentence unread ("tuned vs default: 600 tok/s vs 780
tok/s": which value is whose?), as does a direction word before "to" ("up to 27%", "down to 60%").

Safety: a reading here is never an accusation. Every assertion carries ``BOUND_RULE`` in its tolerance rule, and
``grade.read_and_check`` holds a contradiction of one back (not-yet, naming the value): binding by position is a
reading a careful reviewer would make, not one certain enough for ``false``. A twist still never reads ``net-true``:
a changed number, a swapped arm, another statistic or a flipped direction word makes its own value or ratio disagree,
and a negation, hedge turned modal or any unlisted word is not read at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal

from claimcheck.claims import vocabulary as V
from claimcheck.claims.reading import Assertion, Span, Tolerance
from claimcheck.claims.statement import Token, tokens
from claimcheck.claims.tolerance import UNCHANGED_BAND, tolerance

__all__ = ["BOUND_RULE", "FILLER", "bind_sentence", "complete", "sentences"]

#: the mark every assertion read here carries in its tolerance rule (grade: a contradiction is held back)
BOUND_RULE = "bound by position"
#: words that change nothing a value says, read here beside the documented inert list: joiners, pronouns and the
#: copulas of shorthand ("so ~2.6x better", "it is about 1.7 times of TP1", "the throughput become 550 token/s")
FILLER = frozenset({"so", "vs", "versus", "while", "but", "and", "w", "/", "we", "i", "our", "my", "then", "though",
                    "tho", "become", "becomes", "became", "went", "goes", "came", "comes", "ie", "i.e", "of"})
#: words that cut a sentence into parts; each part binds its value to its own arm
_CUTS = frozenset({",", ";", ":", "(", ")", "vs", "versus", "and", "but", "while", "→"})
#: "only" / "just" right before a value or its hedge: a degree that changes nothing the number says
_DEGREE = frozenset({"only", "just"})
_RAW_UP = frozenset({"higher", "more", "larger", "bigger", "greater", "up"})
_RAW_DOWN = frozenset({"lower", "less", "smaller", "fewer", "down"})
_BETTER = frozenset({"better", "faster", "quicker"})
_WORSE = frozenset({"worse", "slower"})
_DIRECTIONS = _RAW_UP | _RAW_DOWN | _BETTER | _WORSE
_TIMES = frozenset({"x", "×", "times"})
#: words after a direction word or noun that make the number after them a level, not a change ("up to 27%", "down to
#: 60%" of a fall to 60% of the baseline, "a reduction to 40%"): such a sentence is not read here
_TO = frozenset({"to", "until", "till"})
#: a direction noun before its ratio or percent ("a speedup of about 1.71x", "a decrease of approximately 45%")
_DIRECTION_NOUNS = {"speedup": "better", "improvement": "better", "slowdown": "worse", "regression": "worse",
                    "increase": "up", "gain": "up", "rise": "up", "reduction": "down", "decrease": "down",
                    "drop": "down"}
#: words before an arm that make it the baseline of the sentence's ratio ("1.71x over autoregressive decoding")
_BASELINE_BINDERS = (("compared", "to"), ("compared", "with"), ("relative", "to"), ("than",), ("over",),
                     ("against",))
#: a label before a bare number that makes it a ratio ("ratio 1.29")
_RATIO_LABELS = frozenset({"ratio"})
#: inert words that may stand for an arm left out ("200 tok/s with.", "8.0 s with it", "21 ms (on)"): where one stands
#: outside an arm's name, no value is given the other arm by elimination
_ELLIPSIS_WORDS = frozenset({"with", "without", "it", "its", "on", "off", "this", "that", "both", "also", "same",
                             "either", "each", "too", "them", "they", "there"})
#: words that say a value is the same across arms (inert elsewhere): never read here
_STAY_WORDS = frozenset({"stay", "stays", "stayed", "remain", "remains", "remained", "unchanged", "same"})
#: a sentence's lead that frames its claim and asserts nothing (the classes the grammar's prose and report_leads read,
#: docs "Prose around a claim"): a discourse adverb or phrase right before a comma or a colon at the sentence's start
#: ("Notably,", "Overall,", "In short,", "As expected,", "Long story short,", "ok,"), or a whole report lead there ("It
#: can be seen that"). Only there: inside a clause "overall throughput" is a metric, "together" a sum. A counterfactual
#: or projecting lead ("Theoretically,", "Ideally,", "In principle,", "We expect") is in no class and stays unread
_COMMA_LEADS = tuple(sorted({(w,) for w in V.PROSE_OPENERS | V.CASUAL_OPENERS} | {
    p for p in V.DISCOURSE if p[0] not in ("we", "i") and p[-1] not in (":", ".")} | set(V.REPORT_COMMA_LEADS),
    key=len, reverse=True))
_WHOLE_LEADS = tuple(sorted(V.REPORT_LEADS, key=len, reverse=True))
#: the author reporting what was measured ("We saw ...", "2.47 req/s we measured on A100", "I got ..."): the first
#: person's discourse phrases (vocabulary.DISCOURSE; never a projection: "we expect" is in none), anywhere
_FIRST_PERSON = tuple(sorted((p for p in V.DISCOURSE if p[0] in ("we", "i")), key=len, reverse=True))
#: verbs of seeing or attaining a value, right before the value only ("H200 saw ~2.0 req/s", "TP2 hit 550 tok/s",
#: "managed only 300 tok/s"): elsewhere "hit" is a cache's ("hit rate"), "managed" an adjective ("managed endpoint").
#: A modal or negated verb ("could hit", "did not see", "failed to reach", "expected to hit") carries a word of no
#: class here, and the sentence is not read
_VALUE_VERBS = frozenset({"saw", "sees", "observed", "observes", "hit", "hits", "managed", "manages"})
#: multiplying verbs read as a from-to pair's factor ("TPOT roughly halved: ... 61 ms ... vs 30 ms"); never the base
#: form or gerund ("double the throughput", "doubling concurrency": an adjective, a setting's transition)
_MULT_CHANGE = {w: f for w, f in V.MULT_VERBS.items() if w.endswith(("ed", "es", "les"))}
#: the change verbs: a direction (up / down / better / worse, or "" for "changed" / "moved"); the joiners of FILLER
#: ("went", "came") stay joiners
_CHANGE_WORDS = {w: d for w, d in {**V.CHANGE_VERBS, **V.CHANGE_INTRANS}.items() if w not in FILLER}
#: a comparison of two stated values ("the p99 ITL of A (10.9 ms) is lower than the median ITL of B (11.0 ms)", "...
#: remains below the mean ITL of B (12.1 ms)"): a direction word and "than", or "below" / "above", with nothing of a
#: number after it (then it is a bound: "below 300 ms"); a verb of staying right before it is its copula. The
#: comparison is read only as a check of the sentence's own two values (bind_sentence: their stated intervals must
#: lie apart in its direction), so the two values, each checked, carry it: both true means it is true
_CMP_BARE = {"below": "down", "above": "up"}
_SENTENCE = re.compile(r"(?<!\bvs)(?<!\be\.g)(?<!\bi\.e)(?<!\bapprox)[.;!?](?=\s|$)|\n")


def sentences(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence of ``text`` (cut after ". ", "; ", "! ", "? " and at line ends)."""
    out, a = [], 0
    for m in _SENTENCE.finditer(text):
        if text[a:m.start()].strip():
            out.append((a, m.start()))
        a = m.end()
    if text[a:].strip():
        out.append((a, len(text)))
    return out


@dataclass
class _Item:
    kind: str            # value | arm | metric | stat | dir | cut
    start: int
    end: int
    word: str = ""
    arm: str | None = None
    metric: str | None = None
    stat: str | None = None
    value: Decimal | None = None
    decimals: int = 0
    unit: str = ""       # dur | rate | pct | ratio
    scale: Decimal = Decimal(1)
    hedge: str = ""
    relation: str = "="
    sign: int = 0
    part: int = 0
    paren: bool = False
    base: bool = False   # an arm after "than" / "over" / "compared to": the baseline of the sentence's ratio
    inherited: bool = False  # a number written with no unit that took its pair's
    trans: str = ""      # an arm of a transition "from ARM to ARM": "from" / "to" (it names a from-to pair's arms)
    factor: Decimal | None = None  # a multiplying verb's factor ("halved": 0.5)


@dataclass
class _Bound:
    items: list[_Item] = field(default_factory=list)


def _match(forms: list[str], i: int, table) -> tuple[int, str] | None:
    for key, what in table:
        if tuple(forms[i:i + len(key)]) == key:
            return len(key), what
    return None


def _scan(toks: list[Token], covered) -> list[_Item] | None:
    """The sentence's tokens as items, or None at the first word of no class."""
    forms = [t.low or t.text.lower() for t in toks]
    items: list[_Item] = []
    hedge, relation, sign = "", "=", 0
    i = 0
    lead = True  # still at the sentence's start (only bullets and covered words so far)
    while i < len(toks):
        t, f = toks[i], forms[i]
        if covered(t):
            i += 1
            continue
        if lead and t.kind == "punct" and t.text in ("-", "*", "•"):
            i += 1
            continue
        if lead:
            lead = False
            whole = _match(forms, i, [(k, "") for k in _WHOLE_LEADS])
            if whole is not None:
                i += whole[0]
                continue
            comma = _match(forms, i, [(k, "") for k in _COMMA_LEADS])
            if comma is not None and i + comma[0] < len(toks) and toks[i + comma[0]].text in (",", ":"):
                i += comma[0] + 1
                continue
        if t.kind != "arm":
            own = _match(forms, i, [(k, "") for k in _FIRST_PERSON])
            if own is not None:
                i += own[0]
                continue
        cmp = _comparative(toks, forms, i)
        if cmp is not None and not hedge and relation == "=" and not sign and not (
                items and items[-1].kind == "value" and items[-1].unit in ("pct", "ratio")):
            n, word = cmp
            items.append(_Item("cmp", t.start, toks[i + n - 1].end, word=word))
            i += n
            continue
        if f in _VALUE_VERBS and i + 1 < len(toks) and (
                toks[i + 1].kind == "num" or toks[i + 1].text in ("~", "≈") or forms[i + 1] in V.HEDGES
                or forms[i + 1] in _DEGREE or _match(forms, i + 1, V.RELATIONS) is not None):
            i += 1
            continue
        if t.kind == "arm":
            if t.arm is None:
                return None  # a phrase of several arms: ambiguous
            items.append(_Item("arm", t.start, t.end, word=t.text, arm=t.arm))
            i += 1
            continue
        binder = _match(forms, i, [(k, "") for k in _BASELINE_BINDERS])
        if binder is not None and i + binder[0] < len(toks) and toks[i + binder[0]].kind == "arm":
            t2 = toks[i + binder[0]]
            if t2.arm is None:
                return None
            items.append(_Item("arm", t2.start, t2.end, word=t2.text, arm=t2.arm, base=True))
            i += binder[0] + 1
            continue
        if f in _RATIO_LABELS and i + 1 < len(toks) and toks[i + 1].kind == "num" and toks[i + 1].value is not None \
                and (i + 2 >= len(toks) or toks[i + 2].kind == "punct" and toks[i + 2].text not in ("%", "/", "×")):
            n = toks[i + 1]
            items.append(_Item("value", n.start, n.end, value=n.value, decimals=n.decimals, unit="ratio"))
            i += 2
            continue
        if f == "from":
            if i + 3 < len(toks) and toks[i + 1].kind == "arm" and forms[i + 2] == "to" and toks[i + 3].kind == "arm":
                # a transition "from ARM to ARM" ("going from -np 1 to -np 8 took ... from ~46 t/s to ~145 t/s"): its
                # two arms are the from-to pair's, in that order
                a1, a2 = toks[i + 1], toks[i + 3]
                if a1.arm is None or a2.arm is None or a1.arm == a2.arm or any(x.trans for x in items):
                    return None
                items.append(_Item("arm", a1.start, a1.end, word=a1.text, arm=a1.arm, trans="from"))
                items.append(_Item("arm", a2.start, a2.end, word=a2.text, arm=a2.arm, trans="to"))
                i += 4
                continue
            if hedge or relation != "=" or sign or any(x.kind == "from" for x in items) or not (
                    i + 1 < len(toks) and (toks[i + 1].kind == "num" or toks[i + 1].text in ("~", "≈")
                                           or forms[i + 1] in V.HEDGES)):
                return None  # one from-to pair of values a sentence, its from-value right after "from"
            items.append(_Item("from", t.start, t.end, word="from"))
            i += 1
            continue
        if f == "to" and any(x.kind == "from" for x in items):
            # the "to" of the from-to pair: right after the from-value (and its arm), before the to-value
            last = [x for x in items if x.kind != "arm" or x.trans]
            if any(x.kind == "cut" and x.word == "to" for x in items) or not last or last[-1].kind != "value" \
                    or items[-1].kind not in ("value", "arm") or not (i + 1 < len(toks) and (
                    toks[i + 1].kind == "num" or toks[i + 1].text in ("~", "≈") or forms[i + 1] in V.HEDGES
                    or _match(forms, i + 1, V.RELATIONS) is not None)):
                return None
            items.append(_Item("cut", t.start, t.end, word="to"))
            i += 1
            continue
        if f in ("up", "down") and i + 1 < len(toks) and forms[i + 1] == "from":
            items.append(_Item("change", t.start, t.end, word=f))  # "Mean TTFT down from 205 ms to 158 ms"
            i += 1
            continue
        if f in _MULT_CHANGE:
            if relation != "=" or sign:
                return None  # "more than halved": a bound on the factor, not read here
            items.append(_Item("change", t.start, t.end, factor=_MULT_CHANGE[f], hedge=hedge))
            hedge = ""
            i += 1
            continue
        if f in V.EXCEED_VERBS and i + 1 < len(toks) and (toks[i + 1].kind == "num" or toks[i + 1].text in ("~", "≈")
                                                           or forms[i + 1] in V.HEDGES):
            # "p95 TTFT during the incident exceeded 8 s": more than the value, as "over 8 s"
            if relation != "=" or hedge or items and (items[-1].kind == "dir" or items[-1].kind == "value"
                                                      and items[-1].unit in ("pct", "ratio")):
                return None
            relation = ">"
            i += 1
            continue
        if f in _DIRECTION_NOUNS:
            if i + 1 < len(toks) and forms[i + 1] in _TO:
                return None  # "a reduction to 40%": the level it came to, not the change
            items.append(_Item("dir", t.start, t.end, word=_DIRECTION_NOUNS[f], hedge="noun"))
            i += 1
            continue
        if t.kind == "num":
            if t.value is None:
                return None
            it = _Item("value", t.start, t.end, value=t.value, decimals=t.decimals, hedge=hedge, relation=relation,
                       sign=sign)
            hedge, relation, sign = "", "=", 0
            j = i + 1
            rate = _match(forms, j, V.RATE_UNITS)
            if rate is not None:
                it.unit, it.metric, j = "rate", rate[1], j + rate[0]
            elif j < len(toks) and forms[j] in V.DURATION_UNITS:
                it.unit, it.scale, j = "dur", V.DURATION_UNITS[forms[j]], j + 1
            elif j < len(toks) and toks[j].text == "%":
                it.unit, it.scale, j = "pct", Decimal(1), j + 1
            elif j < len(toks) and forms[j] in _TIMES | {"×"} or (j < len(toks) and toks[j].text == "×"):
                it.unit, j = "ratio", j + 1
            elif j >= len(toks) or (toks[j].kind in ("punct", "arm") or forms[j] in _CUTS) and not (
                    toks[j].text in ("%", "/", "×", ".") or forms[j] in ("x", "times")) or forms[j] == "to" and any(
                    x.kind == "from" for x in items):
                it.unit = "?"  # no unit: it may take its pair's ("2.98 -> 3.79 req/s"), else the sentence is not read
            else:
                return None  # a number with no unit: a count, a setting, a name -- not read here
            it.end = toks[j - 1].end
            items.append(it)
            i = j
            continue
        if t.text in ("~", "≈") or f in V.HEDGES:
            if hedge or i + 1 >= len(toks):
                return None
            hedge = V.HEDGES.get(f) or V.HEDGES.get(t.text, "~")
            i += 1
            continue
        rel = _match(forms, i, [(k, r) for k, r in V.RELATIONS])
        if rel is not None and i + rel[0] < len(toks) and (toks[i + rel[0]].kind == "num" or toks[i + rel[0]].text in
                                                           ("~", "≈") or forms[i + rel[0]] in V.HEDGES):
            if relation != "=" or items and (items[-1].kind == "dir" or items[-1].kind == "value"
                                             and items[-1].unit in ("pct", "ratio")):
                # "1.3x over 500 tok/s", "1.3x higher than 500 tok/s": the value the ratio is taken against, not a
                # bound on it (had read as "> 500", true of a 600 baseline)
                return None
            relation = rel[1]
            i += rel[0]
            continue
        if t.text in ("+", "-", "−") and i + 1 < len(toks) and toks[i + 1].kind == "num" and toks[i + 1].start == t.end:
            sign = 1 if t.text == "+" else -1
            i += 1
            continue
        if f in _DEGREE and i + 1 < len(toks) and (toks[i + 1].kind == "num" or forms[i + 1] in V.HEDGES
                                                    or toks[i + 1].text in ("~", "≈")):
            i += 1
            continue
        if t.text == "-" and i + 1 < len(toks) and toks[i + 1].text == ">":
            items.append(_Item("cut", t.start, toks[i + 1].end, word="->"))
            i += 2
            continue
        m = _match(forms, i, V.METRIC_PHRASES)
        if m is not None:
            items.append(_Item("metric", t.start, toks[i + m[0] - 1].end, metric=m[1]))
            i += m[0]
            continue
        s = _match(forms, i, V.STAT_PHRASES)
        if s is not None:
            items.append(_Item("stat", t.start, toks[i + s[0] - 1].end, stat=s[1]))
            i += s[0]
            continue
        if f in _DIRECTIONS:
            if i + 1 < len(toks) and forms[i + 1] in _TO:
                return None  # "up to 27%": a bound, not a rise; "down to 60%": the level it came to, not the change
            items.append(_Item("dir", t.start, t.end, word=f))
            i += 1
            continue
        if f in _CHANGE_WORDS and f not in V.INERT:
            if hedge or relation != "=" or sign or i + 1 < len(toks) and forms[i + 1] in _TO:
                return None  # "rises to roughly 150 tokens/s": the level it came to, not a from-to pair
            items.append(_Item("change", t.start, t.end, word=_CHANGE_WORDS[f]))
            i += 1
            continue
        unit_label = _match(forms, i, V.RATE_UNITS)
        if unit_label is not None and (i == 0 or toks[i - 1].kind != "num"):
            # a rate unit said as a label before its numbers ("output tok/s 417 -> 532"): the numbers take it
            items.append(_Item("metric", t.start, toks[i + unit_label[0] - 1].end, metric=unit_label[1], word="unit"))
            i += unit_label[0]
            continue
        if t.text in _CUTS or f in _CUTS:
            items.append(_Item("cut", t.start, t.end, word=t.text if t.text in _CUTS else f))
            i += 1
            continue
        if f in V.STAY_WORDS and not hedge and relation == "=" and not any(x.kind == "stay" for x in items):
            # "mean TPOT stays at ~20 ms", "TPOT remained around 30 ms in both": read with one value both arms agree
            # with, or a value for each arm (bind_sentence)
            items.append(_Item("stay", t.start, t.end, word=f))
            i += 1
            continue
        if f in _STAY_WORDS:
            return None  # "unchanged", "the same": claimcheck/claims/unchanged.py's
        if f in V.INERT or f in FILLER or t.text in V.INERT_PUNCT:
            if f in _ELLIPSIS_WORDS and not (i + 1 < len(toks) and toks[i + 1].kind == "arm"):
                items.append(_Item("elided", t.start, t.end, word=f))  # (not "with" / "on" before an arm's name)
            i += 1
            continue
        return None
    if hedge or relation != "=" or sign:
        return None  # a hedge or relation with no value after it
    return items


def _comparative(toks: list[Token], forms: list[str], i: int) -> tuple[int, str] | None:
    """(length, direction word) of a comparison of two stated values starting at ``i`` (``_CMP_BARE``), or None."""
    j = i + 1 if forms[i] in V.STAY_WORDS else i
    if j >= len(toks):
        return None
    if forms[j] in _DIRECTIONS and j + 1 < len(toks) and forms[j + 1] == "than":
        n, word = j + 2 - i, {"up": "higher", "down": "lower"}.get(forms[j], forms[j])
    elif forms[j] in _CMP_BARE:
        n, word = j + 1 - i, {"up": "higher", "down": "lower"}[_CMP_BARE[forms[j]]]
    else:
        return None
    k = i + n
    if k >= len(toks) or toks[k].kind in ("num", "arm") or toks[k].text in ("~", "≈") or forms[k] in V.HEDGES \
            or _match(forms, k, V.RELATIONS) is not None:
        return None  # "below 300 ms" is a bound; "lower than TP1" a baseline binder (a ratio's): not this comparison
    return n, word


def _take_units(items: list[_Item]) -> bool:
    """Give each number written with no unit its pair's: the value right after it across one "->" / "vs" / "versus" /
    a from-to pair's "to" ("2.98 -> 3.79 req/s", "417 vs 532 tok/s", "from 1.62 to 4.02 req/s"), within a factor of 10
    of it; or the rate unit said as a label before
    it ("output tok/s 417 -> 532"). False where a number keeps no unit."""
    label = None
    for k, it in enumerate(items):
        if it.kind == "metric":
            label = it if it.word == "unit" else None
        if it.kind != "value" or it.unit != "?":
            continue
        donor = None
        if k + 2 < len(items) and items[k + 1].kind == "cut" and items[k + 1].word in ("->", "→", "vs", "versus", "to") \
                and items[k + 2].kind == "value" and items[k + 2].unit in ("dur", "rate"):
            donor = items[k + 2]
        if donor is not None:
            if not donor.value or not it.value or not Decimal("0.1") < it.value / donor.value < 10:
                return False
            it.unit, it.scale, it.metric, it.inherited = donor.unit, donor.scale, donor.metric, True
        elif label is not None:
            it.unit, it.metric = "rate", label.metric
        else:
            return False
    return True


def _metric_of(it: _Item, named: str | None) -> str | None:
    """The value's metric: the one named before it, or the one its rate unit names (a generic rate word takes the
    unit's metric; a duration needs a named metric)."""
    if it.unit == "rate":
        unit_metric = it.metric
        if named is None or named in (V.SPEED, unit_metric):
            return unit_metric
        if named == "throughput" and unit_metric == "token_throughput":
            return None  # "throughput ... tok/s": request or token throughput? (the grammar's rule; not here)
        return None
    if it.unit == "dur":
        return named if named in V.DURATION_METRICS else None
    return named


def _from_to(items: list[_Item]) -> tuple[_Item, _Item] | None | bool:
    """The sentence's from-to pair of values (the value right after "from", across its own arm, "to", the value after
    it); None where it has no "from"; False where a "from" starts no such pair."""
    ks = [k for k, it in enumerate(items) if it.kind == "from"]
    if not ks:
        return None
    k = ks[0] + 1
    if k >= len(items) or items[k].kind != "value":
        return False
    v1 = items[k]
    k += 1
    if k < len(items) and items[k].kind == "arm" and not items[k].trans and not items[k].base:
        k += 1
    if k + 1 >= len(items) or not (items[k].kind == "cut" and items[k].word == "to") or items[k + 1].kind != "value":
        return False
    return v1, items[k + 1]


def _change(changes: list[_Item], absolute: list[_Item], bound: dict[int, str], fromto, roles, sole_baseline,
            text: str) -> list[tuple[Assertion, str]] | None:
    """The assertions a change word says of the sentence's one pair of values: its direction ("down from 205 ms to
    158 ms", "was cut from", "rises from", "improved") as the after arm's value over the before arm's, above or below
    1; a multiplying verb ("roughly halved") as that ratio, within the factor's tolerance. The before arm is the
    from-value's (or, with no from-to pair, the declared baseline of the two). None where the words disagree with each
    other or with the sentence's own values, or the pair is not determined."""
    words = {c.word for c in changes if c.word}
    factors = [c for c in changes if c.factor is not None]
    if len(words) > 1 or len(factors) > 1 or len(changes) - len(factors) > 1:
        return None
    if len(absolute) != 2 or (absolute[0].metric, absolute[0].stat) != (absolute[1].metric, absolute[1].stat):
        return None
    pair = [bound[id(v)] for v in absolute]
    if pair[0] == pair[1]:
        return None
    if fromto:
        before, after = fromto
    elif not factors or words:
        return None  # "TTFT drops: 130 ms on A vs 79 ms on B": which is before? (the grammar reads "A vs B" after a
        # change verb as after vs before); only a multiplying verb alone is read of the declared baseline's pair
    else:
        base = roles[1] if roles is not None and set(roles) == set(pair) else (
            sole_baseline if sole_baseline in pair else None)
        if base is None:
            return None
        before = next(v for v in absolute if bound[id(v)] == base)
        after = next(v for v in absolute if v is not before)
    met, st = before.metric, before.stat
    word = next(iter(words), "")
    if word in ("better", "worse"):
        hib = V.HIGHER_IS_BETTER.get(met)
        if hib is None:
            return None
        word = "up" if (word == "better") == hib else "down"
    factor = factors[0] if factors else None
    if factor is not None:
        fdir = "up" if factor.factor > 1 else "down"
        if word and word != fdir:
            return None
        word = fdir
    if word not in ("", "up", "down"):
        return None
    vb, va = before.value * before.scale, after.value * after.scale
    out: list[tuple[Assertion, str]] = []
    changed = changes[0] if len(changes) == 1 else min(changes, key=lambda c: c.start)
    span = Span(start=changed.start, end=max(before.end, after.end, changed.end),
                text=text[changed.start:max(before.end, after.end, changed.end)])
    if word:
        down = word == "down"
        agree = va < vb if down else va > vb
        rel_ok = (after.relation in ("=", "<", "<=") and before.relation in ("=", ">", ">=")) if down else (
            after.relation in ("=", ">", ">=") and before.relation in ("=", "<", "<="))
        if not agree or not rel_ok:
            return None  # "rose from 205 ms to 158 ms": the sentence disagrees with itself
        out.append((Assertion(metric=met, statistic=st, form="ratio", treatment=bound[id(after)],
                              baseline=bound[id(before)], relation="<" if down else ">", value=1.0,
                              tolerance=Tolerance(low=1.0, high=1.0, rule=f"direction; {BOUND_RULE}"), span=span),
                    span.text))
    if factor is not None:
        if before.relation != "=" or after.relation != "=" or not vb:
            return None
        tol = tolerance(factor.factor, 0, factor.hedge)
        own = float(va / vb)
        if not tol.low <= own < tol.high:
            return None  # "halved: 61 ms vs 40 ms": the sentence's own values are not in that ratio
        tol = tol.model_copy(update={"rule": f"{tol.rule}; {BOUND_RULE}"})
        fspan = Span(start=factor.start, end=factor.end, text=text[factor.start:factor.end])
        out.append((Assertion(metric=met, statistic=st, form="ratio", treatment=bound[id(after)],
                              baseline=bound[id(before)], relation="=", value=float(factor.factor), tolerance=tol,
                              span=fspan), fspan.text))
    return out


def bind_sentence(text: str, a: int, b: int, arms: dict[str, list[str]], roles: tuple[str, str] | None,
                  covered_spans: list[tuple[int, int]], sole_baseline: str | None = None, arms_elsewhere: bool = False
                  ) -> tuple[list[Assertion], list[str]] | None:
    """The assertions of ``text[a:b]`` read by position, with the text of each, or None where the sentence holds a
    word of no class or a value that binds to no one arm. ``arms``: name -> phrases (``grammar.arm_phrases``);
    ``roles``: (treatment, baseline) the witness declares, if any; ``covered_spans``: words already read as context
    facts or arm mentions; ``sole_baseline``: the one declared baseline of three arms or more, if any."""
    part = text[a:b]
    # "w/" is "with" in an arm's phrase too ("np4 w/ flash attn" of the alias "np4 with flash attn"; never "w/o")
    arms = {n: list(ps) + [re.sub(r"\bwith\b", "w/", p) for p in ps if re.search(r"\bwith\b", p)]
            for n, ps in arms.items()}
    toks = tokens(part, arms)
    for t in toks:
        t.start += a
        t.end += a
    covered = lambda t: any(x <= t.start and t.end <= y for x, y in covered_spans) and t.kind != "num"  # noqa: E731
    items = _scan(toks, covered)
    if not items:
        return None
    # parts, and whether a part is in parentheses
    p, depth = 0, 0
    for it in items:
        if it.kind == "cut":
            p += 1
            depth += {"(": 1, ")": -1}.get(it.word, 0)
        it.part, it.paren = p, depth > 0
    if not _take_units(items):
        return None
    values = [it for it in items if it.kind == "value"]
    absolute = [v for v in values if v.unit in ("dur", "rate")]
    relative = [v for v in values if v.unit in ("pct", "ratio")]
    arm_items = [it for it in items if it.kind == "arm"]
    if not absolute or any(v.sign for v in absolute):
        return None
    if relative and any(v.relation != "=" for v in absolute):
        return None  # "from 200 ms to under 150 ms (-50%)": a ratio or percent of a bound is not the values' own
    # metric and statistic: from where said to the next one; a statistic said once applies to every value
    stats = [it for it in items if it.kind == "stat"]
    metric, stat = None, None
    for it in items:
        if it.kind == "metric":
            metric = it.metric
        elif it.kind == "stat":
            stat = it.stat
        elif it.kind == "value":
            it.stat = stats[0].stat if len({s.stat for s in stats}) == 1 and stats else stat
            it.metric = _metric_of(it, metric)
    # every statistic said applies to a value (a statistic after the last value, "300 -> 200 ms (mean)", of another
    # than the values took: which is it?)
    if len({s.stat for s in stats}) > 1 and any(s.start > max(v.start for v in absolute) for s in stats if absolute):
        return None
    # two statistics with no value between them ("p99 TTFT avg 200 ms"): which is the value's?
    seq = [it for it in items if it.kind == "stat" or it.kind == "value" and it.unit in ("dur", "rate", "?")]
    if any(x.kind == "stat" and y.kind == "stat" and x.stat != y.stat for x, y in zip(seq, seq[1:])):
        return None
    if any(v.metric is None for v in absolute):
        return None
    # arms: the one arm of the value's own part; a value in parentheses right after an arm's part is that arm's
    by_part: dict[int, list[_Item]] = {}
    for it in arm_items:
        if not it.trans:  # a transition's arms name the from-to pair's values, not the values of their own part
            by_part.setdefault(it.part, []).append(it)
    bound: dict[int, str] = {}
    binders: set[int] = set()  # the arm mentions that bind a value (the others may name a ratio's subject)
    for v in absolute:
        own = by_part.get(v.part, [])
        if len(own) > 1:
            return None
        if own:
            bound[id(v)] = own[0].arm
            binders.add(id(own[0]))
        elif v.paren and len(by_part.get(v.part - 1, [])) == 1 and not any(
                x.kind == "value" and x.unit in ("dur", "rate") and x.part == v.part - 1 for x in items):
            bound[id(v)] = by_part[v.part - 1][0].arm
            binders.add(id(by_part[v.part - 1][0]))
    # a label: "ARM: value", "Mean TTFT (ARM): value" -- the arm before a colon, across only ")" / "(" and the
    # value's own metric and statistic words, names the value after it
    for k, v in enumerate(items):
        if v.kind != "value" or v.unit not in ("dur", "rate") or id(v) in bound:
            continue
        j, colon = k - 1, False
        while j >= 0 and (items[j].kind in ("metric", "stat") or items[j].kind == "cut" and items[j].word in (":", ")", "(")):
            colon = colon or items[j].word == ":"
            j -= 1
        if colon and j >= 0 and items[j].kind == "arm" and not items[j].base and not items[j].trans and not any(
                x.kind == "value" and x.unit in ("dur", "rate") and x.part == items[j].part for x in items):
            bound[id(v)] = items[j].arm
            binders.add(id(items[j]))
    # an arm alone in parentheses right after a value with no arm is that value's ("739.9 tokens/s (tuned)")
    for v in absolute:
        if id(v) in bound:
            continue
        nxt = by_part.get(v.part + 1, [])
        if len(nxt) == 1 and nxt[0].paren and not nxt[0].base and not any(
                x.kind == "value" and x.part == v.part + 1 for x in items) and not any(
                bound.get(id(x)) == nxt[0].arm for x in absolute):
            bound[id(v)] = nxt[0].arm
            binders.add(id(nxt[0]))
    # the from-to pair ("from 15.9 ms at c=8 to 33.0 ms at c=64", "went from ~3s to under 1s"): the from-value, its
    # arm, "to", the to-value; each value its own arm's, or a transition's ("going from ARM to ARM ... from X to Y"),
    # or, naming no arm, the declared baseline's and treatment's
    fromto = _from_to(items)
    trans = [it for it in arm_items if it.trans]
    if fromto is False or trans and fromto is None:
        return None
    if fromto:
        v1, v2 = fromto
        if v1.unit not in ("dur", "rate") or v2.unit not in ("dur", "rate") or (v1.metric, v1.stat) != (
                v2.metric, v2.stat):
            return None
        if v1.relation != "=" or v2.relation != "=" and (v2.relation in ("<", "<=")) != (
                v2.value * v2.scale < v1.value * v1.scale):
            return None  # "went from 200 ms to under 225 ms": a bound on the before value's side -- which way?
        b1, b2 = bound.get(id(v1)), bound.get(id(v2))
        if trans:
            if b1 is not None or b2 is not None:
                return None
            bound[id(v1)], bound[id(v2)] = trans[0].arm, trans[1].arm
        elif b1 is None and b2 is None and not arm_items and roles is not None and len(absolute) == 2 \
                and not arms_elsewhere:  # ("Q: How much does APC off cut TTFT? A: ... from 700 ms to 260 ms")
            bound[id(v1)], bound[id(v2)] = roles[1], roles[0]
        elif b1 is None or b2 is None or b1 == b2:
            return None
    stays = [it for it in items if it.kind == "stay"]
    every = False
    if stays:
        # a value said to stay: one value naming no arm holds in every arm ("mean TPOT stays at ~20 ms"), or a value
        # for each arm, within UNCHANGED_BAND of each other ("stays at 20 ms with A and 20.5 ms with B"); never beside a
        # change, a ratio or a percent, never a bound, never a value of some arms only
        if relative or fromto or any(it.kind == "change" for it in items) or any(v.relation != "=" for v in absolute):
            return None
        if not arm_items and len(absolute) == 1 and len(arms) >= 2:
            every = True
            bound[id(absolute[0])] = ""
        else:
            if len(bound) != len(absolute) or sorted(bound[id(v)] for v in absolute) != sorted(arms):
                return None
            vals = [v.value * v.scale for v in absolute]
            if (max(vals) - min(vals)) > UNCHANGED_BAND * min(vals):
                return None  # "stays at 20 ms with A, 30 ms with B": the values do not stay
    unbound = [v for v in absolute if id(v) not in bound]
    if unbound and not arm_items and roles is not None and len(absolute) == 2 and \
            (absolute[0].metric, absolute[0].stat) == (absolute[1].metric, absolute[1].stat) and any(
            it.kind == "cut" and it.word in ("->", "→") and absolute[0].end <= it.start and it.end <= absolute[1].start
            for it in items):
        # "417 -> 532 tok/s" naming no arm, in a witness of a declared baseline and treatment: before, after
        bound[id(absolute[0])], bound[id(absolute[1])] = roles[1], roles[0]
        unbound = []
    names = list(arms)
    if unbound:
        # of two values of one metric in a witness of two arms, the value with no arm is the other arm's
        # -- across "vs" / "versus" only ("1.58s vs 619ms w/ chunked on"; never "... and 1.72 s", an arrow, a label)
        if len(names) == 2 and len(absolute) == 2 and len(unbound) == 1 and \
                (absolute[0].metric, absolute[0].stat) == (absolute[1].metric, absolute[1].stat) and any(
                it.kind == "cut" and it.word in ("vs", "versus") and absolute[0].end <= it.start
                and it.end <= absolute[1].start for it in items) and not any(
                it.kind == "cut" and it.word in ("->", "→") or it.kind == "elided" for it in items) and not any(
                v.inherited for v in absolute):
            # (never where a word may stand for an arm left out -- "with it", "(on)" -- nor for a pair whose unit is
            # said once: "3.55 vs 4.10 req/s with prefix caching" may give both values the arm after the pair)
            other = [n for n in names if n != bound[id(absolute[0] if unbound[0] is absolute[1] else absolute[1])]]
            if len(other) != 1:
                return None
            bound[id(unbound[0])] = other[0]
        else:
            return None
    # every arm mention binds a value (an arm named and left is a word this reading did not use)
    used = {bound[id(v)] for v in absolute}
    if any(it.arm not in used for it in arm_items):
        return None
    # an arm mention that binds no value and is no baseline ("than / over ARM") names a ratio's subject: only the one
    # right before the ratio or percent in its own part ("so TP2 is 1.6x faster"); anywhere else it is a word this
    # reading does not use ("..., so default is 1.3x faster" had read tuned as the subject, by the declared roles)
    free = [it for it in arm_items if not it.base and not it.trans and id(it) not in binders]
    named: dict[int, str] = {}
    for it in free:
        after = [r for r in relative if r.part == it.part and r.start > it.end]
        if len(after) != 1 or id(after[0]) in named:
            return None
        named[id(after[0])] = it.arm
    if any(it.kind == "cmp" for it in items) and not _compared(items, absolute, relative, bound, fromto, stays):
        return None
    keyed = [(v.metric, v.stat, bound[id(v)]) for v in absolute]
    if len(set(keyed)) != len(keyed):
        return None  # two values of one arm and metric: which is which?
    # direction words: each right after a relative value (optionally one metric word between is not allowed: keep it
    # strict), never alone
    dirs = {}
    for k, it in enumerate(items):
        if it.kind == "dir":
            # a direction word right after its ratio / percent ("2.6x better"); a direction noun right before it
            # ("a speedup of 1.71x")
            # ("a speedup of 1.71x"; "up ~27%", "down 23%": up / down right before it, never "up to")
            before = it.hedge == "noun" or (it.word in ("up", "down") and k + 1 < len(items) and
                                            items[k + 1].kind == "value" and items[k + 1].unit in ("pct", "ratio"))
            near = items[k + 1] if before and k + 1 < len(items) else (items[k - 1] if k else None)
            if near is None or near.kind != "value" or near.unit not in ("pct", "ratio") or id(near) in dirs:
                return None
            dirs[id(near)] = it.word
    # every metric named is the metric of a value (or the generic rate word)
    if any(it.kind == "metric" and it.metric != V.SPEED and it.metric not in {v.metric for v in absolute}
           for it in items):
        return None
    out: list[tuple[Assertion, str]] = []
    changes = [it for it in items if it.kind == "change"]
    if changes:
        got = _change(changes, absolute, bound, fromto, roles, sole_baseline, text)
        if got is None:
            return None
        out += got
    for v in absolute:
        tol = tolerance(v.value, v.decimals, v.hedge, scale=v.scale)
        tol = tol.model_copy(update={"rule": f"{tol.rule}; {BOUND_RULE}"})
        span = Span(start=v.start, end=v.end, text=text[v.start:v.end])
        for arm in (sorted(arms) if every else [bound[id(v)]]):  # a value said to stay naming no arm: every arm's
            out.append((Assertion(metric=v.metric, statistic=v.stat, form="value", treatment=arm,
                                  relation=v.relation, value=float(v.value * v.scale), tolerance=tol, span=span),
                        span.text))
    for r in relative:
        pair = sorted({bound[id(v)] for v in absolute}, key=lambda n: min(v.start for v in absolute if bound[id(v)] == n))
        mets = {(v.metric, v.stat) for v in absolute}
        if len(pair) != 2 or len(mets) != 1:
            return None
        met, st = next(iter(mets))
        first, second = pair
        bases = {it.arm for it in arm_items if it.base}
        if len(bases) > 1:
            return None
        if id(r) in named:  # "so TP2 is 1.6x faster (than TP1)": the arm named before the ratio is its subject
            subject = named[id(r)]
            if subject not in pair or any(b == subject for b in bases):
                return None
            other = first if subject == second else second
            if r.unit == "ratio" and id(r) not in dirs and not r.sign:
                return None  # "TP1 is 1.6x TP2": which way? (a bare ratio is read only naming no subject)
        elif bases:  # "1.71x over <arm>", "22% higher than <arm>": that arm is the baseline
            other = next(iter(bases))
            if other not in pair:
                return None
            subject = first if other == second else second
        elif fromto and {bound[id(fromto[0])], bound[id(fromto[1])]} == set(pair):
            # "from 1.62 to 4.02 req/s (2.5x)", "..., so about 3.2x more": the to-value's arm over the from-value's
            subject, other = bound[id(fromto[1])], bound[id(fromto[0])]
        elif roles is not None and set(roles) == set(pair):
            subject, other = roles
        elif sole_baseline is not None and sole_baseline in pair and len(absolute) == 2 and _joined_by_and(items, absolute):
            # "16.2 ms for the baseline and 8.9 ms for EAGLE, i.e. about 45% lower" in a witness of three arms: the
            # one declared baseline is the other arm, as of a declared pair (the grammar's recap_lead reads an "and"
            # pair so; after "vs" it says the first value's arm, and so does this reading, below)
            other = sole_baseline
            subject = first if other == second else second
        else:  # the arm named first, the sentence's subject ("100 ms at c32 vs 40 ms at c8, i.e. 2.5x higher")
            subject, other = first, second
        word = {"up": "higher", "down": "lower"}.get(dirs.get(id(r), ""), dirs.get(id(r), ""))
        hib = V.HIGHER_IS_BETTER.get(met)
        if word in _BETTER | _WORSE and hib is None:
            return None
        up = (word in _RAW_UP or (word in _BETTER and hib) or (word in _WORSE and hib is False)) if word else None
        if word and word not in _RAW_UP | _RAW_DOWN | _BETTER | _WORSE:
            return None
        if r.unit == "pct":
            if up is None:
                if not r.sign:
                    return None
                up = r.sign > 0
            elif r.sign and (r.sign > 0) != up:
                return None
            val = r.value if up else -r.value
            tol = tolerance(r.value, r.decimals, r.hedge)  # the band of the magnitude; the sign is the value's (grammar)
            tol = tol.model_copy(update={"rule": f"{tol.rule}; {BOUND_RULE}"})
            span = Span(start=r.start, end=r.end, text=text[r.start:r.end])
            out.append((Assertion(metric=met, statistic=st, form="percent_change", treatment=subject, baseline=other,
                                  relation=r.relation, value=float(val), tolerance=tol, span=span), span.text))
            continue
        if r.sign:
            return None
        if up is None:  # a bare ratio: the larger value over the smaller, as the sentence states them
            vals = {bound[id(v)]: v.value * v.scale for v in absolute}
            hi_arm = max(vals, key=lambda n: vals[n])
            num, den = hi_arm, next(n for n in vals if n != hi_arm)
        else:
            num, den = (subject, other) if up else (other, subject)
        tol = tolerance(r.value, r.decimals, r.hedge)
        said = {bound[id(v)]: v.value * v.scale for v in absolute}
        if r.relation == "=" and said.get(den):
            own = float(said[num] / said[den])  # the ratio of the sentence's own values: a recap that is not it
            lo = tol.dispute_low if tol.dispute_low is not None else tol.low
            hi = tol.dispute_high if tol.dispute_high is not None else tol.high
            if lo is not None and hi is not None and not lo <= own < hi:
                return None  # ("2,600 vs 1,300 tok/s, so roughly 2.4x": the sentence disagrees with itself)
        tol = tol.model_copy(update={"rule": f"{tol.rule}; {BOUND_RULE}"})
        span = Span(start=r.start, end=r.end, text=text[r.start:r.end])
        out.append((Assertion(metric=met, statistic=st, form="ratio", treatment=num, baseline=den,
                              relation=r.relation, value=float(r.value), tolerance=tol, span=span), span.text))
    return [x for x, _ in out], [t for _, t in out]


def _compared(items: list[_Item], absolute: list[_Item], relative: list[_Item], bound: dict[int, str], fromto,
              stays) -> bool:
    """Whether a comparison of two stated values (``_comparative``) reads: one comparison, between the sentence's
    only two values (no ratio, percent, change, from-to pair or stay beside it), one before it and one after, each an
    exact value ("=") of one metric bound to its own arm (their statistics may differ: "the p99 ITL of A (10.9 ms) is
    lower than the median ITL of B (11.0 ms)"), whose stated intervals lie apart in the comparison's direction. Then
    the two values, each checked against the witness, carry the comparison: both agreeing puts each true value in its
    interval, and the intervals are ordered. A comparison the stated values do not show (a flipped word, "10.9 ms is
    higher than 11.0 ms") or cannot show (intervals that overlap: "~10 ms ... lower than ~10.5 ms") is not read."""
    cmps = [it for it in items if it.kind == "cmp"]
    if len(cmps) != 1 or relative or fromto or stays or any(it.kind in ("change", "dir") for it in items) \
            or len(absolute) != 2:
        return False
    c, (v1, v2) = cmps[0], absolute
    if not v1.end <= c.start < c.end <= v2.start or v1.relation != "=" or v2.relation != "=" or v1.metric != v2.metric:
        return False
    if bound.get(id(v1)) in (None, "") or bound.get(id(v2)) in (None, "") or bound[id(v1)] == bound[id(v2)]:
        return False
    hib = V.HIGHER_IS_BETTER.get(v1.metric)
    if c.word in _RAW_UP | _RAW_DOWN:
        up = c.word in _RAW_UP
    elif hib is None:
        return False
    else:
        up = (c.word in _BETTER) == hib
    t1 = tolerance(v1.value, v1.decimals, v1.hedge, scale=v1.scale)
    t2 = tolerance(v2.value, v2.decimals, v2.hedge, scale=v2.scale)
    if None in (t1.low, t1.high, t2.low, t2.high):
        return False
    return t1.low >= t2.high if up else t1.high <= t2.low


def _joined_by_and(items: list[_Item], absolute: list[_Item]) -> bool:
    """Whether the two values are joined by "and" (and not by "vs" / "versus" / an arrow / "to")."""
    between = [it for it in items if it.kind == "cut" and absolute[0].end <= it.start and it.end <= absolute[1].start]
    return any(it.word == "and" for it in between) and not any(
        it.word in ("vs", "versus", "->", "\u2192", "to") for it in between)


def complete(statement: str, reading, unbound: list, core_text: list[str], arms: dict[str, list[str]],
             roles: tuple[str, str] | None, sole_baseline: str | None = None) -> None:
    """Each sentence of ``statement`` the grammar left with an unread word or an unbound phrase, read here where it
    reads completely: its assertions, unread words and unbound phrases are replaced by this module's reading (in
    place; ``core_text`` stays aligned with ``reading.assertions``). A sentence that does not read here is left as
    the grammar read it."""
    for a, b in sentences(statement):
        def inside(s) -> bool:
            return s is not None and a <= s.start and s.end <= b

        if not any(inside(s) for s in reading.unread) and not any(inside(s) for s, _ in unbound):
            continue
        covered = [(f.span.start, f.span.end) for f in reading.context
                   if f.source == "statement" and inside(f.span)]
        elsewhere = any(not inside(m) for m in reading.arms)
        got = bind_sentence(statement, a, b, arms, roles, covered, sole_baseline, elsewhere)
        if got is None:
            continue
        new, texts = got
        keep = [k for k, x in enumerate(reading.assertions) if not (x.source == "statement" and inside(x.span))]
        reading.assertions[:] = [reading.assertions[k] for k in keep] + new
        core_text[:] = [core_text[k] for k in keep] + texts
        reading.unread[:] = [s for s in reading.unread if not inside(s)]
        unbound[:] = [(s, why) for s, why in unbound if not inside(s)]
