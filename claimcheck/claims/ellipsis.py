"""Ellipsis and pronouns that refer back to an arm or a metric named earlier in the same statement.

Two token passes the reader runs before it reads (``_Reader.__init__``), each resolving a word to what it stands
for only when the referent is unique; otherwise the words stay as written (and, alone, are not read):

* production ``ellipsis_arm`` -- "TTFT is 60 ms with EAGLE versus 55 ms without", "4.10 req/s with APC versus 3.55
  without it", "with prefix caching: 168 ms; without: 421 ms", "421 ms without APC and 168 ms with it". A bare
  "without" / "without it" names the other arm when every arm mention of the statement is "with / using <phrase>" naming one
  arm; "with it" names the other arm when every arm mention is "without <phrase>" naming one arm. Only in a witness of
  exactly two arms whose declared settings differ in exactly one key, set off (``False``, "none", "off", ...) in one
  arm and on in the other (``on_off_pair``): the arm named "with" must be the one with the setting on.
* production ``metric_pronoun`` -- "Without speculative decoding, TPOT is 8 ms; with EAGLE it is 4 ms": "it" right
  before a copula and a value (a number that is not a ratio or a percent: "it is 2x faster" may be said of the arm as
  well as of the metric, and is left unread), in a clause with no metric of its own, stands for the one metric (with its statistic
  words) named before it in the statement; two different metrics before it leave it unread.
"""

from __future__ import annotations

from dataclasses import replace

from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import METRIC_PHRASES, STATISTICS, first_word_index

#: a declared setting value that means the feature is off
OFF_VALUES = frozenset({"none", "off", "no", "false", "disabled", "disable"})
#: keys every arm declaration carries that are not settings of the run
_NOT_SETTINGS = frozenset({"role"})
#: what may follow an elliptical "without" / "with it": the end of a clause
_CLAUSE_END_WORDS = frozenset({"and", "but", "while", "whereas", "respectively"})
_CLAUSE_END_PUNCT = frozenset({".", ",", ";", ":", ")", "!", "?"})
_NEGATIONS = frozenset({"not", "never", "no", "n't", "nor"})
#: copulas after a metric pronoun ("with EAGLE it is 4 ms")
_COPULAS = frozenset({"is", "was", "stays", "stayed", "remains", "remained", "sits", "sat", "becomes", "became"})
_RATIO_WORDS = frozenset({"x", "×", "times", "fold", "%", "percent", "pct"})
_HEDGE_OR_DEGREE = frozenset({"about", "around", "roughly", "approximately", "approx", "~", "just", "only", "nearly",
                              "almost", "under", "over", "below", "above", "at"})


def _state(v) -> str | None:
    """'off', 'on' or None (not an on/off value)."""
    if isinstance(v, bool):
        return "on" if v else "off"
    if isinstance(v, str) and v.strip():
        return "off" if v.strip().lower() in OFF_VALUES else "on"
    return None


def on_off_pair(evidence_arms: dict, arm_settings: dict | None) -> tuple[str, str] | None:
    """(arm with the setting on, arm with it off) of a witness of exactly two arms whose declared settings differ in
    exactly one key, off in one and on in the other; else None."""
    if len(evidence_arms or {}) != 2 or not arm_settings:
        return None
    a, b = list(evidence_arms)
    sa, sb = arm_settings.get(a) or {}, arm_settings.get(b) or {}
    diff = [k for k in set(sa) | set(sb) if k not in _NOT_SETTINGS and sa.get(k) != sb.get(k)]
    if len(diff) != 1:
        return None
    st = (_state(sa.get(diff[0])), _state(sb.get(diff[0])))
    if st == ("on", "off"):
        return a, b
    if st == ("off", "on"):
        return b, a
    return None


def _w(t: Token) -> str:
    return t.low or t.text.lower()


def _clause_end(toks: list[Token], j: int) -> bool:
    if j >= len(toks):
        return True
    t = toks[j]
    return (t.kind == "punct" and t.text in _CLAUSE_END_PUNCT) or (t.kind == "word" and t.low in _CLAUSE_END_WORDS)


#: words that introduce an arm as a condition that is present ("with EAGLE", "using EAGLE")
_WITH_WORDS = ("with", "using")


def _with_mention(toks: list[Token], k: int) -> bool:
    """The arm token at k is introduced by "with" / "using": its own first word or the word before it."""
    t = toks[k]
    if _w(t).split()[0] in _WITH_WORDS:
        return True
    return k > 0 and toks[k - 1].kind == "word" and toks[k - 1].low in _WITH_WORDS


def ellipsis_arms(toks: list[Token], pair: tuple[str, str] | None) -> list[Token]:
    """Production ellipsis_arm (module docstring): returns the tokens with an elliptical "without" / "without it" /
    "with it" merged into one arm token naming the other arm, when its referent is unique; else ``toks`` as given."""
    if pair is None:
        return toks
    on, off = pair
    arms = [k for k, t in enumerate(toks) if t.kind == "arm"]
    if not arms:
        return toks
    named = {toks[k].arms for k in arms}
    if named == {(on,)} and all(_with_mention(toks, k) and not _w(toks[k]).startswith("without")
                                 for k in arms):
        lead, other, want_it = "without", off, False
    elif named == {(off,)} and all(_w(toks[k]).startswith(("without ", "w/o ")) for k in arms):
        lead, other, want_it = "with", on, True
    else:
        return toks
    hits = []
    for k, t in enumerate(toks):
        if t.kind != "word" or t.low != lead:
            continue
        j = k + 1
        if j < len(toks) and toks[j].kind == "word" and toks[j].low == "it":
            j += 1
        elif want_it:
            continue  # "with" alone names nothing
        if not _clause_end(toks, j):
            continue
        if k > 0 and toks[k - 1].kind == "word" and toks[k - 1].low in _NEGATIONS:
            continue
        hits.append((k, j))
    if len(hits) != 1:
        return toks
    k, j = hits[0]
    first, last = toks[k], toks[j - 1]
    merged = Token(0, first.start, last.end, "", " ".join(_w(toks[x]) for x in range(k, j)), "arm", arms=(other,))
    merged.text = " ".join(toks[x].text for x in range(k, j)) if j - k > 1 else first.text
    out = toks[:k] + [merged] + toks[j:]
    for n, t in enumerate(out):
        t.i = n
    return out


def _metric_spans(toks: list[Token], a: int, b: int) -> list[tuple[int, int]]:
    """(start, end) of each metric phrase in toks[a:b] (longest first at each place), with the statistic words
    right before it."""
    index = first_word_index(METRIC_PHRASES)
    words = [_w(t) if t.kind in ("word", "ident", "foreign", "arm") else t.text for t in toks]
    out, k = [], a
    while k < b:
        hit = next((len(ws) for ws, _ in index.get(words[k], ()) if tuple(words[k:k + len(ws)]) == ws
                    and k + len(ws) <= b), 0)
        if not hit:
            k += 1
            continue
        s = k
        while s > a and words[s - 1] in STATISTICS:
            s -= 1
        out.append((s, k + hit))
        k += hit
    return out


def metric_pronoun(toks: list[Token]) -> list[Token]:
    """Production metric_pronoun (module docstring): "it" + copula + number, in a clause with no metric of its own,
    replaced by copies of the one metric phrase named before it (spanning the pronoun's own characters)."""
    its = [k for k, t in enumerate(toks) if t.kind == "word" and t.low == "it" and k + 1 < len(toks)
           and toks[k + 1].kind == "word" and toks[k + 1].low in _COPULAS]
    if len(its) != 1:
        return toks
    k = its[0]
    j = k + 2
    while j < len(toks) and _w(toks[j]) in _HEDGE_OR_DEGREE:
        j += 1
    if j >= len(toks) or toks[j].kind != "num" or toks[j].text.lower().endswith(("x", "×")):
        return toks
    if j + 1 < len(toks) and _w(toks[j + 1]) in _RATIO_WORDS:
        return toks  # "it is 2x faster than ...": "it" may be the arm as well as the metric; only a value binds
    # its clause: back to the last clause boundary, forward to the end of the sentence
    b = k
    while b > 0 and not (toks[b - 1].kind == "punct" and toks[b - 1].text in ";,.:!?"):
        b -= 1
    if b == 0:
        return toks  # no earlier clause in this statement
    e = k
    while e < len(toks) and not (toks[e].kind == "punct" and toks[e].text in ";.!?"):
        e += 1
    if _metric_spans(toks, b, e) or any(toks[x].kind == "num" for x in range(b, k)):
        return toks
    spans = _metric_spans(toks, 0, b)
    if not spans or len({tuple(_w(t) for t in toks[s:t]) for s, t in spans}) != 1:
        return toks
    s, t = spans[-1]
    it = toks[k]
    copies = [replace(toks[x], start=it.start, end=it.end) for x in range(s, t)]
    out = toks[:k] + copies + toks[k + 1:]
    for n, x in enumerate(out):
        x.i = n
    return out


_GAP_BOUNDARY_PUNCT = frozenset({";", ".", "!", "?"})
_ARM_PREPS = frozenset({"with", "at", "in", "on", "under", "using", "for"})
_GAP_BOUNDARY_WORDS = frozenset({"and", "but", "while", "whereas"})
#: words that make the rest of a gapped clause more than a value's unit
_GAP_STOP = frozenset({"than", "not", "no", "never", "n't", "faster", "slower", "higher", "lower", "more", "less",
                       "better", "worse", "over", "vs", "versus", "respectively", "and", "or", "but", "up", "down",
                       "from", "to", "by", "each", "both", "all"})


def metric_gap(toks: list[Token]) -> list[Token]:
    """Production metric_gap: a clause that is only an arm, "," or ":" and a value ("With prefix caching, mean TTFT is
    168 ms; without, 421 ms", "with EAGLE: 4 ms TPOT; without: 8 ms") has the one metric named before it in the
    statement: copies of that metric phrase (with its statistic words) are put before the value, spanning the value's
    own characters. Not when the statement names two different metrics before it, nor before a ratio or a percent, nor
    when anything but a unit follows the value."""
    out = toks
    k = 0
    while k < len(out):
        t = out[k]
        starts = (t.kind == "punct" and t.text in _GAP_BOUNDARY_PUNCT) or (t.kind == "word" and t.low in _GAP_BOUNDARY_WORDS)
        s = k + 1
        if t.kind == "word" and s < len(out) and out[s].kind == "punct" and out[s].text == ",":
            s += 1  # "and, without it, ..."
        k += 1
        if starts and s < len(out) and out[s].kind == "word" and out[s].low in _ARM_PREPS:
            s += 1  # "...; on vLLM, 200 ms"
        if not starts or s + 2 >= len(out) or out[s].kind != "arm":
            continue
        if not (out[s + 1].kind == "punct" and out[s + 1].text in (",", ":")):
            continue
        j = s + 2
        while j < len(out) and _w(out[j]) in _HEDGE_OR_DEGREE - {"under", "over", "below", "above", "at"}:
            j += 1
        if j >= len(out) or out[j].kind != "num" or out[j].text.lower().endswith(("x", "×")):
            continue
        e = j + 1
        while e < len(out) and not (out[e].kind == "punct" and out[e].text in _GAP_BOUNDARY_PUNCT):
            e += 1
        rest = out[j + 1:e]
        if not 1 <= len(rest) <= 4 or any(x.kind in ("num", "arm") or _w(x) in _GAP_STOP or _w(x) in _RATIO_WORDS
                                          for x in rest):
            continue
        if _metric_spans(out, s, e):
            continue  # the clause names its own metric
        spans = _metric_spans(out, 0, k - 1)
        if not spans or len({tuple(_w(x) for x in out[a:b]) for a, b in spans}) != 1:
            continue
        a, b = spans[-1]
        v = out[j]
        copies = [replace(out[x], start=v.start, end=v.end) for x in range(a, b)]
        out = out[:s + 2] + copies + out[s + 2:]
        for n, x in enumerate(out):
            x.i = n
        k = e + len(copies)
    return out
