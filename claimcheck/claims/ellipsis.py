"""Ellipsis and pronouns that refer back to an arm or a metric named earlier in the same statement.

Two token passes the reader runs before it reads (``_Reader.__init__``), each resolving a word to what it stands
for only when the referent is unique; otherwise the words stay as written (and, alone, are not read):

* production ``ellipsis_arm`` -- "TTFT is 60 ms with EAGLE versus 55 ms without", "4.10 req/s with APC versus 3.55
  without it", "with prefix caching: 168 ms; without: 421 ms", "421 ms without APC and 168 ms with it". A bare
  "without" / "without it" names the other arm when every arm mention of the statement is "with / using <phrase>" naming one
  arm; "with it" names the other arm when every arm mention is "without <phrase>" naming one arm. Only in a witness of
  exactly two arms whose declared settings differ in exactly one key, set off (``False``, "none", "off", ...) in one
  arm and on in the other (``on_off_pair``): the arm named "with" must be the one with the setting on.
* production ``it_state`` (``it_states``) -- "7.6k tok/s with it on vs 6.9k off": "it" and a state word name the arm
  in that state (the one setting an on / off witness's two arms differ in), where no arm is named before "it"; the
  bare state word after a pair's second value ("vs 6.9k off") is then state_ellipsis's.
  After "with", "it" may follow mentions of the setting itself ("Mean ITL with chunked prefill on is 18 ms (21 ms
  with it off)"): each names the setting's other state.
* production ``state_label`` (``state_labels``) -- "P99 TTFT: 1000 ms (off) vs 350 ms (on)": bare state words after
  values, both states labelled, name the arms of the one on / off setting; a contradiction there is held back.
* production ``metric_pronoun`` -- "Without speculative decoding, TPOT is 8 ms; with EAGLE it is 4 ms": "it" right
  before a copula and a value (a number that is not a ratio or a percent: "it is 2x faster" may be said of the arm as
  well as of the metric, and is left unread), in a clause with no metric of its own, stands for the one metric (with its statistic
  words) named before it in the statement; two different metrics before it leave it unread.
* production ``metric_gap`` (``metric_gap``), ``gapped_pair`` (``gapped_pairs``: "vLLM's mean TTFT was 200 ms,
  SGLang's 150 ms", "SGLang hit 1,000 tok/s vs vLLM 800") and ``label_unit_list`` (``label_unit_lists``: "Mean TTFT
  (ms): 200 for vLLM, 150 for SGLang"): words left out are copies of the words they stand for, spanning the value
  they are read with, and a gapped sentence becomes clauses joined by ";", each read as if written in full.
"""

from __future__ import annotations

from dataclasses import replace

from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import (REQUEST_NOW_WORDS, INSTEAD_NOW_JOINERS, BASELINE_NOW_JOINERS, BASELINE_NOW_WORDS, CHANGE_VERBS, DURATION_UNITS, GAPPED_CONTRAST_DEGREES,
                                          GAPPED_LEAD_ADVERBS, HEDGES, METRIC_PHRASES, MODAL_WORDS,
                                          NEGATIONS, RATE_UNITS, REQUEST_NOUNS, SENSE, STATISTICS, first_word_index)

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


def _words(key: str) -> frozenset[str]:
    return frozenset(w for w in key.lower().split("_") if w not in ("num", "max", "min", "enable", "enabled", "use"))


def on_off_pair(evidence_arms: dict, arm_settings: dict | None) -> tuple[str, str] | None:
    """(arm with the setting on, arm with it off) of a witness of exactly two arms whose declared settings differ in
    exactly one key, off in one and on in the other; else None. A key the off arm leaves unset (null) beside a value
    that means on is off ("speculative_method": null vs "ngram"); a key that names a parameter of that same feature
    ("num_speculative_tokens" beside "speculative_method": a word of the key in common), set only in the on arm, is
    the feature's own detail, not a second difference."""
    if len(evidence_arms or {}) != 2 or not arm_settings:
        return None
    a, b = list(evidence_arms)
    sa, sb = arm_settings.get(a) or {}, arm_settings.get(b) or {}
    diff = [k for k in set(sa) | set(sb) if k not in _NOT_SETTINGS and sa.get(k) != sb.get(k)]
    splits = []
    for k in diff:
        st = (_state(sa.get(k)), _state(sb.get(k)))
        if st == (None, "on") and sa.get(k) is None:
            st = ("off", "on")
        elif st == ("on", None) and sb.get(k) is None:
            st = ("on", "off")
        if st in (("on", "off"), ("off", "on")):
            splits.append((k, st))
    if len(splits) != 1:
        return None
    key, st = splits[0]
    on, off = (sa, sb) if st == ("on", "off") else (sb, sa)
    if any(k != key and not (off.get(k) is None and _words(k) & _words(key)) for k in diff):
        return None
    return (a, b) if st == ("on", "off") else (b, a)


def _w(t: Token) -> str:
    return t.low or t.text.lower()


def _clause_end(toks: list[Token], j: int) -> bool:
    if j >= len(toks):
        return True
    t = toks[j]
    if t.kind == "punct" and t.text in ("—", "–", "-") and j > 0 and (
            t.text != "-" or t.start > toks[j - 1].end or j + 1 < len(toks) and toks[j + 1].text == "-"):
        return True  # a dash that sets off what follows ("163 s with it -- a 1.97x speedup"), not a hyphen
    return (t.kind == "punct" and t.text in _CLAUSE_END_PUNCT) or (t.kind == "word" and t.low in _CLAUSE_END_WORDS)


def _paren_ratio(toks: list[Token], j: int) -> bool:
    """A parenthesis right after the elided arm that opens with a factor or a percent ("100 tok/s without (a 2x
    speedup)", "(~2x)", "(+50%)"): an aside on the pair, not a phrase of the arm's."""
    if j >= len(toks) or toks[j].text != "(":
        return False
    k = j + 1
    while k < len(toks) and toks[k].kind == "word" and toks[k].low in ("a", "an", "about", "roughly", "around", "~"):
        k += 1
    if k < len(toks) and toks[k].kind == "punct" and toks[k].text in ("~", "+", "-", "≈"):
        k += 1
    return k + 1 < len(toks) and toks[k].kind == "num" and _w(toks[k + 1]) in _RATIO_WORDS


#: words that introduce an arm as a condition that is present ("with EAGLE", "using EAGLE")
_WITH_WORDS = ("with", "using")


def _with_mention(toks: list[Token], k: int) -> bool:
    """The arm token at k is introduced by "with" / "using": its own first word or the word before it."""
    t = toks[k]
    if _w(t).split()[0] in _WITH_WORDS:
        return True
    return k > 0 and toks[k - 1].kind == "word" and toks[k - 1].low in _WITH_WORDS


def _subject_mention(toks: list[Token], k: int) -> bool:
    """The arm token at k opens its clause ("EAGLE-3 reaches 4.1 req/s vs 3.55 req/s without"): the subject the
    bare "without" is the absence of."""
    return k == 0 or toks[k - 1].kind == "punct" and toks[k - 1].text in (".", ";", ",", ":")


def _without_arm(toks: list[Token], on: str, off: str) -> list[Token]:
    """Binding without_arm: "410 ms without EAGLE-3 vs 260 ms with the draft model" -- "without" right before a
    mention of the on arm (its own name or alias, not a phrase with its own state word) names the off arm, where every
    other arm mention of the statement (if any) names the on arm after "with" / "using" or as its clause's subject (so
    the statement contrasts the on arm with its absence); a negation before "without" or any other mention leaves the words as written."""
    ks = [k for k, t in enumerate(toks) if t.kind == "arm"]
    hits = [k for k in ks if k > 0 and toks[k - 1].kind == "word" and toks[k - 1].low == "without"
            and toks[k].arms == (on,) and not _w(toks[k]).startswith(("with ", "without ", "w/o "))
            and not (k > 1 and toks[k - 2].kind == "word" and toks[k - 2].low in _NEGATIONS)]
    if len(hits) != 1:
        return toks
    k = hits[0]
    others = [x for x in ks if x != k]
    if not all(toks[x].arms == (on,) and (_with_mention(toks, x) or _subject_mention(toks, x))
                             for x in others):
        return toks
    first, last = toks[k - 1], toks[k]
    merged = Token(0, first.start, last.end, f"{first.text} {last.text}", f"without {_w(last)}", "arm", arms=(off,))
    out = toks[:k - 1] + [merged] + toks[k + 1:]
    for n, t in enumerate(out):
        t.i = n
    return out


def ellipsis_arms(toks: list[Token], pair: tuple[str, str] | None) -> list[Token]:
    """Production ellipsis_arm (module docstring): returns the tokens with an elliptical "without" / "without it" /
    "with it" merged into one arm token naming the other arm, when its referent is unique; else ``toks`` as given."""
    if pair is None:
        return toks
    on, off = pair
    toks = _without_arm(toks, on, off)
    arms = [k for k, t in enumerate(toks) if t.kind == "arm"]
    if not arms:
        return toks
    named = {toks[k].arms for k in arms}
    if named == {(on,)} and all((_with_mention(toks, k) or _subject_mention(toks, k))
                                 and not _w(toks[k]).startswith("without") for k in arms):
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
        elif want_it and not (after_value(toks, k) and (j >= len(toks) or toks[j].kind == "punct"
                                                        and toks[j].text in (".", ",", ";", ")", "!"))):
            continue  # "with" alone names nothing, but right after a value, at its clause's end ("8.0 s without X vs
            # 4.1 s with."): the on arm, as a bare "without" names the off one
        if not _clause_end(toks, j) and not _paren_ratio(toks, j):
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


#: a state word and the one that is its opposite (production state_ellipsis)
_STATE_OPPOSITE = {"on": "off", "off": "on", "enabled": "disabled", "disabled": "enabled"}
_ON_STATES = frozenset({"on", "enabled"})
#: what may end the elided phrase: a label's colon, a comma, a parenthesis, the sentence's end
_STATE_END = frozenset({":", ",", ")", ";", "."})


#: the words of a unit between a pair's second value and its bare state word ("vs 6.9k tok/s off")
_UNIT_WORDS = frozenset({w for ws, _ in RATE_UNITS for w in ws} | set(DURATION_UNITS) | {"%"})
#: what may follow "it" and its state word (production it_state): a clause's end, or the pair's joiner
_IT_STATE_AFTER = frozenset({"vs", "versus", "and", "but", "while", "whereas", "compared"})


def _setting_mention(toks: list[Token], k: int) -> bool:
    """The arm token at k names the on / off setting itself, not an arm by its own name: "with chunked prefill on",
    "without speculation", "speculation enabled" (after "with" / "using" / "without", or its own words open with
    one of them or end in a state word) -- the referent "it" of a later "with it off"."""
    words = _w(toks[k]).split()
    return bool(words) and (_with_mention(toks, k) or words[0] in ("without", "w/o", "no") or words[-1] in _STATE_OPPOSITE
                            or k > 0 and toks[k - 1].kind == "word" and toks[k - 1].low == "without")


def it_states(toks: list[Token], pair: tuple[str, str] | None) -> list[Token]:
    """Production it_state: "7.6k tok/s with it on vs 6.9k off", "With it enabled, TTFT is 460 ms": "it" and a state
    word (on / off / enabled / disabled) name the arm in that state, "it" being the one setting the arms differ in. Only
    in a witness of two arms whose settings differ in one key, on in one and off in the other (``on_off_pair``), where
    the statement names no arm phrase of its own before "it" (a named one would be the referent) and a clause's end or
    a pair's joiner follows; else the words stay as written (unread)."""
    if pair is None:
        return toks
    on, off = pair
    out = list(toks)
    for k in range(len(toks) - 1, -1, -1):
        t = toks[k]
        if t.kind != "word" or t.low != "it" or k + 1 >= len(toks):
            continue
        s, m = toks[k + 1], k + 1
        if s.kind == "word" and s.low in ("turned", "switched") and k + 2 < len(toks):
            s, m = toks[k + 2], k + 2  # "with it turned off"
        if s.kind not in ("word", "arm") or _w(s) not in _STATE_OPPOSITE:
            continue
        arm = on if _w(s) in _ON_STATES else off
        if s.kind == "arm" and s.arms != (arm,):
            continue  # (an arm named "on" / "off" is its state word, "with it on")
        before = [x for x, y in enumerate(toks[:k]) if y.kind == "arm"]
        if before and not (all(toks[x].arms == (on if arm == off else off,) and _setting_mention(toks, x)
                               for x in before) and toks[k - 1].kind == "word" and toks[k - 1].low == "with"):
            continue  # a named arm before "it" is its referent, unless each names the setting's other state
        j = m + 1
        if not (_clause_end(toks, j) or toks[j].kind == "word" and toks[j].low in _IT_STATE_AFTER):
            continue
        merged = Token(0, t.start, s.end, " ".join(x.text for x in toks[k:m + 1]), f"it {_w(s)}", "arm", arms=(arm,))
        out[k:m + 1] = [merged]
    for n, x in enumerate(out):
        x.i = n
    return out


def state_ellipsis(toks: list[Token], pair: tuple[str, str] | None) -> list[Token]:
    """Production state_ellipsis: "Caching on vs. off: 320 vs. 200 output tokens/s", "APC enabled versus disabled":
    an arm phrase that ends in a state word (on / off / enabled / disabled) and names one arm, "vs" / "vs." /
    "versus", then the bare opposite state word ending the phrase (a colon, a comma, a parenthesis, the end): that
    word names the other arm. Only in a witness of two arms whose settings differ in one key, on in one and off in
    the other (``on_off_pair``), and only where the phrase's state is its arm's own (the arm with the setting on is
    named "... on" / "... enabled"); else the words stay as written (unread)."""
    if pair is None:
        return toks
    on, off = pair
    out = list(toks)
    for k, t in enumerate(toks):
        words = _w(t).split()
        if t.kind != "arm" or len(t.arms) != 1 or len(words) < 2 or words[-1] not in _STATE_OPPOSITE:
            continue
        if (t.arms[0] == on) != (words[-1] in _ON_STATES) or t.arms[0] not in (on, off):
            continue
        j = k + 1
        if j >= len(toks) or toks[j].kind != "word" or toks[j].low not in ("vs", "versus"):
            continue
        j += 1
        if j < len(toks) and toks[j].text == "." and toks[j - 1].low == "vs":
            j += 1
        if j < len(toks) and toks[j].kind == "num":
            # production: state_ellipsis -- "7.6k tok/s with it on vs 6.9k off", "3.3 req/s with chunked prefill on vs
            # 3.0 req/s off": the second value (and its unit), then the bare opposite state word
            j += 1
            while j < len(toks) and j < k + 8 and (_w(toks[j]) in _UNIT_WORDS or toks[j].text == "/"):
                j += 1
        if j >= len(toks) or toks[j].kind != "word" or toks[j].low != _STATE_OPPOSITE[words[-1]]:
            continue
        if j + 1 < len(toks) and not (toks[j + 1].kind == "punct" and toks[j + 1].text in _STATE_END):
            continue
        x = toks[j]
        out[j] = Token(x.i, x.start, x.end, x.text, x.low, "arm", arms=(off if t.arms[0] == on else on,))
    return out


def after_value(toks: list[Token], k: int) -> bool:
    """toks[k] follows a value: a number, then at most a few unit words ("1000 ms", "6.9k tok/s", "40 %"); production
    state_label's and before_after_label's (before_after.py)."""
    j = k - 1
    while j >= 0 and k - j <= 5 and (_w(toks[j]) in _UNIT_WORDS or toks[j].text == "/"):
        j -= 1
    return j >= 0 and toks[j].kind == "num"


def state_labels(toks: list[Token], pair: tuple[str, str] | None) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production state_label: "P99 TTFT: 1000 ms (off) vs 350 ms (on)", "1000 ms off vs 350 ms on": a bare state word
    (on / off / enabled / disabled) right after a value, in parentheses of its own or before the pair's joiner and at
    the pair's end, names the arm in that state of the one setting the witness's two arms differ in. Only in a witness
    of two arms whose settings differ in one key, on in one and off in the other (``on_off_pair``), and only where the
    statement labels both states so (the two labels contrast the setting; a lone "(on)" may be any feature's): else the
    words stay as written (unread). Returns the tokens and the (start, end) of each label read: the setting is the
    witness's, not the words', so a contradiction of their sentence is held back (grade: not an accusation)."""
    if pair is None:
        return toks, []
    on, off = pair
    hits: list[int] = []
    for k, t in enumerate(toks):
        if t.kind != "word" or t.low not in _STATE_OPPOSITE:
            continue
        if 1 < k < len(toks) - 1 and toks[k - 1].text == "(" and toks[k + 1].text == ")" and after_value(toks, k - 1):
            hits.append(k)  # "1000 ms (off)"
        elif not after_value(toks, k):
            continue
        elif k + 1 < len(toks) and toks[k + 1].kind == "word" and toks[k + 1].low in ("vs", "versus"):
            hits.append(k)  # "1000 ms off vs ..."
        elif _clause_end(toks, k + 1) and k >= 3 and any(toks[x].kind == "word" and toks[x].low in ("vs", "versus")
                                                        for x in range(max(0, k - 6), k)):
            hits.append(k)  # "... vs 350 ms on."
    for k, t in enumerate(toks):  # "On: 18 ms; off: 21 ms": a bare state word as a clause's label
        if t.kind == "word" and t.low in _STATE_OPPOSITE and k + 1 < len(toks) and toks[k + 1].text == ":" and (
                k == 0 or toks[k - 1].kind == "punct" and toks[k - 1].text in (";", ".", ",", "|")):
            hits.append(k)
    states = {_w(toks[k]) in _ON_STATES for k in hits}
    if not hits or any(k > 0 and toks[k - 1].kind == "word" and toks[k - 1].low in _NEGATIONS for k in hits):
        return toks, []
    # the opposite state said of the setting by an arm phrase of the statement ("18 ms (chunked prefill on) vs 21 ms
    # (off)", "Chunked prefill on: 18 ms; off: 21 ms"): the bare word is its ellipsis, its referent in the words
    named = {_w(x).split()[-1] in _ON_STATES for x in toks if x.kind == "arm" and len(x.arms) == 1
             and len(_w(x).split()) > 1 and _w(x).split()[-1] in _STATE_OPPOSITE
             and (x.arms[0] == on) == (_w(x).split()[-1] in _ON_STATES)}
    referent = len(states) == 1 and named == {not next(iter(states))}
    if states != {True, False} and not referent:
        return toks, []
    out = list(toks)
    for k in hits:
        x = toks[k]
        out[k] = Token(x.i, x.start, x.end, x.text, x.low, "arm", arms=(on if x.low in _ON_STATES else off,))
    return out, [] if referent else [(toks[k].start, toks[k].end) for k in hits]


def instead_of(toks: list[Token], declared: tuple[str, str] | None) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production instead_now: "Mean E2E latency is now 5 s instead of 10.4 s", "a completion now takes ~5 s on
    average instead of 10.4 s", "the 24-request batch now finishes in 38.8 s rather than 77.5 s": "instead of" (or
    "rather than") right before a value (after hedges at most) joins a pair (the grammar's
    vs joiners, request_instead), and where the sentence names no arm at all, its one "now" before the first value
    names the treatment arm of a witness of two arms that declare the roles treatment and baseline (the value after
    "instead of" then the other arm's, the baseline's). That arm is the witness's declared role, not the words': the
    (start, end) of "now" is returned with the tokens, and a contradiction in its sentence is held back (grade)."""
    out = list(toks)
    implied: list[tuple[int, int]] = []
    k = 0
    while k + 2 < len(out):
        t, o = out[k], out[k + 1]
        if not (t.kind == "word" and o.kind == "word" and (t.low, o.low) in INSTEAD_NOW_JOINERS):
            k += 1
            continue
        j = k + 2
        while j < len(out) and _w(out[j]) in HEDGES:
            j += 1
        if j >= len(out) or out[j].kind != "num" or out[j].text.lower().endswith(("x", "×")):
            k += 1
            continue
        a = max((x + 1 for x in range(k) if sentence_end(out, x)), default=0)
        e = next((x for x in range(k, len(out)) if sentence_end(out, x)), len(out))
        nows = [x for x in range(a, k) if out[x].kind == "word" and out[x].low in REQUEST_NOW_WORDS]
        if declared is not None and len(nows) == 1 and not any(out[x].kind == "arm" for x in range(a, e)) \
                and any(out[x].kind == "num" for x in range(nows[0], k)):
            n = out[nows[0]]
            out[nows[0]] = Token(n.i, n.start, n.end, n.text, n.low, "arm", arms=(declared[0],))
            implied.append((n.start, n.end))
        k += 1
    for n, x in enumerate(out):
        x.i = n
    return out, implied


def today_baseline(toks: list[Token], declared: tuple[str, str] | None) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production today_baseline: "it generated about 1,050 output tokens per second versus about 950 today", "a
    median of 0.5 s, compared to 0.6 s currently": "today" / "currently" (vocabulary.BASELINE_NOW_WORDS) right after
    the value that follows a versus-joiner (vocabulary.BASELINE_NOW_JOINERS, hedges between), ending the clause, with
    a value before the joiner in its sentence, names the arm whose declared role is baseline, in a witness of two arms
    that declare the roles treatment and baseline (the word read as that arm's phrase after the value, "on <arm>").
    The arm is the witness's declared role, not the words': the (start, end) of the word is returned with the tokens,
    and a contradiction in its sentence is held back (grade), never an accusation. One such word a sentence; "now"
    there (the treatment's word, instead_now) and any other witness: not read."""
    out = list(toks)
    implied: list[tuple[int, int]] = []
    if declared is None:
        return out, implied
    for k, t in enumerate(toks):
        if t.kind != "word" or t.low not in BASELINE_NOW_WORDS:
            continue
        if not (k + 1 >= len(toks) or sentence_end(toks, k + 1) or _w(toks[k + 1]) in _CLAUSE_END_PUNCT):
            continue
        j = next((x for x in range(k - 1, max(k - 7, -1), -1) if toks[x].kind == "num"), None)
        if j is None or _value_end(toks, j) != k or toks[j].text.lower().endswith(("x", "\u00d7", "%")):
            continue
        q = j
        while q > 0 and _w(toks[q - 1]) in HEDGES:
            q -= 1
        joined = [ws for ws in BASELINE_NOW_JOINERS if q - len(ws) >= 0
                  and tuple(_w(x) for x in toks[q - len(ws):q]) == ws]
        if not joined:
            continue
        a = max((x + 1 for x in range(k) if sentence_end(toks, x)), default=0)
        e = next((x for x in range(k + 1, len(toks)) if sentence_end(toks, x)), len(toks))
        if not any(toks[x].kind == "num" for x in range(a, q - len(joined[0]))) or sum(
                1 for x in range(a, e) if toks[x].kind == "word" and toks[x].low in BASELINE_NOW_WORDS
                | REQUEST_NOW_WORDS) != 1:
            continue
        out[k] = Token(t.i, t.start, t.end, t.text, t.low, "arm", arms=(declared[1],))
        implied.append((t.start, t.end))
    for n, x in enumerate(out):
        x.i = n
    return out, implied


#: the bound words of production bound_pair and the order they say of the first value to the second
_BOUND_WORDS = {("under",): "<", ("below",): "<", ("beneath",): "<", ("lower", "than"): "<", ("less", "than"): "<",
                ("over",): ">", ("above",): ">", ("higher", "than"): ">", ("more", "than"): ">"}
#: words that may stand before the bound: a continuation and a degree ("still well under")
_BOUND_LEADS = frozenset({"still", "yet", "and", "comfortably", "well", "far", "way", "safely", "clearly", "much"})


def _value_end(toks: list[Token], j: int) -> int:
    """The index after the unit words of the value at ``j`` (a number)."""
    k = j + 1
    while k < len(toks) and k < j + 6 and (_w(toks[k]) in _UNIT_WORDS or toks[k].text == "/"):
        k += 1
    return k


def bound_pairs(toks: list[Token]) -> list[Token]:
    """Production bound_pair: "p99 TPOT with spec decode was 18 ms, still well under the 24 ms without it": after a
    value and its arm, "," then "still" / "well" / ... and a bound ("under", "below", "lower than", "over", ...), then
    "the", a value in the first's unit and another arm (up to the clause's end): the second value is that arm's
    (the definite "the 24 ms without it": its value, not a threshold), and the bound the order of the two stated
    values. Where the stated values are in that order, the words from the bound to "the" join the pair as "vs" does
    (each value then checked against its arm); in the other order, or with anything else between them, the words
    stay as written (unread)."""
    out = list(toks)
    k = 0
    while k < len(out):
        if out[k].text != ",":
            k += 1
            continue
        j = k + 1
        while j < len(out) and out[j].kind == "word" and out[j].low in _BOUND_LEADS:
            j += 1
        bound = next((ws for ws in _BOUND_WORDS if tuple(_w(x) for x in out[j:j + len(ws)]) == ws
                      and all(x.kind == "word" for x in out[j:j + len(ws)])), None)
        if bound is None or j + len(bound) + 1 >= len(out) or _w(out[j + len(bound)]) != "the":
            k += 1
            continue
        v2 = j + len(bound) + 1
        a = max((x + 1 for x in range(k) if sentence_end(out, x)), default=0)
        nums = [x for x in range(a, k) if out[x].kind == "num"]
        arms1 = [x for x in range(a, k) if out[x].kind == "arm"]
        if v2 >= len(out) or out[v2].kind != "num" or len(nums) != 1 or len(arms1) != 1 or out[v2].value is None \
                or out[nums[0]].value is None:
            k += 1
            continue
        e1, e2 = _value_end(out, nums[0]), _value_end(out, v2)
        unit1, unit2 = [_w(x) for x in out[nums[0] + 1:e1]], [_w(x) for x in out[v2 + 1:e2]]
        if e2 >= len(out) or out[e2].kind != "arm" or out[e2].arms == out[arms1[0]].arms or len(out[e2].arms) != 1 \
                or not _clause_end(out, e2 + 1) or unit2 and unit1 != unit2 or not unit1:
            k += 1
            continue
        v1, w2 = out[nums[0]].value, out[v2].value
        if not (v1 < w2 if _BOUND_WORDS[bound] == "<" else v1 > w2):
            k += 1
            continue
        first, last = out[k + 1], out[v2 - 1]
        merged = Token(0, first.start, last.end, " ".join(x.text for x in out[k + 1:v2]), "vs", "word")
        out[k + 1:v2] = [merged]
        k += 2
    for n, x in enumerate(out):
        x.i = n
    return out


def metric_spans(toks: list[Token], a: int, b: int) -> list[tuple[int, int]]:
    """(start, end) of each metric phrase in toks[a:b] (longest first at each place), with the statistic words
    right before it."""
    index = first_word_index(METRIC_PHRASES)
    words = [""] * a + [_w(t) if t.kind in ("word", "ident", "foreign", "arm") else t.text for t in toks[a:b]] \
        + [""] * (len(toks) - b)  # only [a, b) is looked at (one sentence's words, not the statement's)
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


def one_metric_before(toks: list[Token], end: int) -> tuple[int, int] | None:
    """(start, end) of the last metric phrase (with its statistic words) in toks[:end] where every metric phrase there
    is the same words, else None (none, or two different metrics: metric_pronoun, metric_gap and quantified_gap then
    read nothing)."""
    spans = metric_spans(toks, 0, end)
    if not spans or len({tuple(_w(x) for x in toks[a:b]) for a, b in spans}) != 1:
        return None
    return spans[-1]


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
    if metric_spans(toks, b, e) or any(toks[x].kind == "num" for x in range(b, k)):
        return toks
    one = one_metric_before(toks, b)
    if one is None:
        return toks
    s, t = one
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
        if metric_spans(out, s, e):
            continue  # the clause names its own metric
        one = one_metric_before(out, k - 1)
        if one is None:
            continue
        a, b = one
        v = out[j]
        copies = [replace(out[x], start=v.start, end=v.end) for x in range(a, b)]
        out = out[:s + 2] + copies + out[s + 2:]
        for n, x in enumerate(out):
            x.i = n
        k = e + len(copies)
    return out


#: the verbs a quantified bound may take ("both stayed below 40 ms", "all three were under 300 ms")
_QUANT_VERBS = frozenset({"is", "are", "was", "were", "stays", "stay", "stayed", "remains", "remain", "remained",
                          "sits", "sit", "sat"})
_QUANT_NUMBERS = frozenset({"two", "three", "four", "five", "six"})


def _quantifier(toks: list[Token], s: int) -> int:
    """The index after "both" / "all" ["the"] [NUMBER] [a plural noun] at ``s`` ("both", "all three", "both
    configurations"), or 0."""
    if s >= len(toks) or toks[s].kind != "word" or _w(toks[s]) not in ("both", "all"):
        return 0
    j = s + 1
    if _w(toks[s]) == "all":
        j += j < len(toks) and _w(toks[j]) == "the"
        if j < len(toks) and (_w(toks[j]) in _QUANT_NUMBERS or toks[j].kind == "num" and toks[j].text.isdigit()):
            j += 1
    if j < len(toks) and toks[j].kind == "word" and _w(toks[j]).endswith("s") and _w(toks[j]) not in _QUANT_VERBS \
            and _w(toks[j]) not in _BOUND_LEADS and not any(ws[0] == _w(toks[j]) for ws in _BOUND_WORDS):
        j += 1  # "both configurations", "all three setups" (the grammar reads the noun, or leaves it unread)
    return j


def quantified_gap(toks: list[Token]) -> list[Token]:
    """Production quantified_gap: a clause that is only a quantifier of the arms, a copula, a bound and a value
    ("TPOT p99: 27.3 ms (tuned) vs 35.6 ms (default); both below 40 ms", "Max TTFT for Q8_0 was 267 ms, so all three
    stayed well under 300 ms") has the one metric named before it in the statement, with its statistic words: copies
    of that phrase are put right after the value's unit (spanning the value's own characters), and the clause reads
    as "both stayed below 40 ms p99 TPOT" does -- every arm the quantifier names bounded, each checked. Not when the
    statement names two different metrics before it, when the clause names its own metric, when the value's unit is
    not one a value before it has, or when anything but the clause's end follows the value. A ", so" before the
    clause is a clause boundary (";"), where "so" is the conclusion opener."""
    out = toks
    k = 0
    while k < len(out):
        t = out[k]
        k += 1
        if not (t.kind == "punct" and t.text in (";", ",", ".", ":")):
            continue
        s = k
        so = s < len(out) and _w(out[s]) == "so" and t.text == ","
        s += so
        j = _quantifier(out, s)
        if not j:
            continue
        if j < len(out) and _w(out[j]) in _QUANT_VERBS:
            j += 1
        while j < len(out) and out[j].kind == "word" and out[j].low in _BOUND_LEADS:
            j += 1
        bound = next((ws for ws in _BOUND_WORDS if tuple(_w(x) for x in out[j:j + len(ws)]) == ws
                      and all(x.kind == "word" for x in out[j:j + len(ws)])), None)
        if bound is None:
            continue
        v = j + len(bound)
        if v >= len(out) or out[v].kind != "num" or out[v].value is None or out[v].text.lower().endswith(("x", "×")):
            continue
        e = _value_end(out, v)
        unit = [_w(x) for x in out[v + 1:e]]
        if not unit or not (e >= len(out) or (out[e].kind == "punct" and out[e].text in (".", ";", "!", "?"))):
            continue
        if metric_spans(out, s, e):
            continue  # the clause names its own metric
        a = max((x + 1 for x in range(k - 1) if sentence_end(out, x)), default=0)
        if not any(out[x].kind == "num" and x + 1 < k - 1 and _w(out[x + 1]) == unit[0] for x in range(a, k - 1)):
            continue  # the bound's unit is not one a value of the sentence before it has
        one = one_metric_before(out, k - 1)
        if one is None:
            continue
        p, q = one
        val = out[v]
        copies = [replace(out[x], start=val.start, end=val.end) for x in range(p, q)]
        head = out[:k - 1] + ([replace(t, text=";", low="")] if so else [t])
        out = head + out[k:e] + copies + out[e:]
        for n, x in enumerate(out):
            x.i = n
        k = e + len(copies)
    return out


# --- production gapped_pair: a second arm with its value, the verb, metric, statistic and unit left out -------------
#: what joins a full clause to a gapped one ("vLLM's mean TTFT was 200 ms, SGLang's 150 ms")
_GAPPED_JOINERS = frozenset({",", "and", "while", "whereas", "vs", "versus", "against"})
#: words that make a clause more than "arm, metric, value": a gap after them is not the plain restatement it copies
_GAPPED_STOP = (_GAP_STOP | NEGATIONS | (MODAL_WORDS - set(HEDGES)) | set(SENSE) | set(CHANGE_VERBS)
                | {"under", "below", "above", "least", "most", "within", "beyond", "exceeds", "exceeded", "if",
                   "while", "whereas", "unlike", "instead", "compared", "relative", "against", "it", "its", "that",
                   "those", "these", "this", "which", "who", "same", "other", "another", "respectively", "%",
                   "percent", "x", "×", "times", "fold", "(", ")", ",", ":", ";", "—", "–", "'s", "as", "still"})
_SENTENCE_END = frozenset({".", "!", "?", ";"})


def _plain(t: Token) -> bool:
    """A word or unit piece of a gapped clause's metric, verb or unit: not a number, an arm or a stop word."""
    return t.kind not in ("num", "arm") and _w(t) not in _GAPPED_STOP


def _counted(toks: list[Token], k: int) -> bool:
    """A number of requests at ``k`` ("the 16 requests"): a count, not the clause's value (production gapped_count)."""
    return toks[k].kind == "num" and k + 1 < len(toks) and _w(toks[k + 1]) in REQUEST_NOUNS and k > 0 \
        and _w(toks[k - 1]) in ("the", "all", "its", "their")


def _copy_at(ts: list[Token], at: Token) -> list[Token]:
    return [replace(x, start=at.start, end=at.end) for x in ts]


def gapped_pairs(toks: list[Token]) -> list[Token]:
    """Production gapped_pair: "vLLM's mean TTFT was 200 ms, SGLang's 150 ms", "The 4-thread run needed 8 s per
    request on average, the 16-thread run 3.2 s", "Arm A reached 40 tok/s and arm B 16". A sentence that opens with
    an arm (after "the" at most) and its clause: what stands between the arm (and its "'s") and the value (the verb,
    the statistic, the metric: ``mid``) and what follows the value up to "," / "and" / "while" / "whereas" (the unit
    and its tail: ``rest``), then one or more gapped clauses, each only another arm (with "'s" exactly where the
    first has it), a value and a prefix of ``rest`` (the unit written again, or none), up to the sentence's end. Each
    gapped clause gets copies of ``mid`` (less a hedge right before the first value: a hedge is each value's own) and
    of the part of ``rest`` it leaves out, spanning its value's characters, and the joiner becomes ";": two clauses,
    each read as written in full. Nothing in ``mid`` or ``rest`` may be a number, an arm, a negation, a modal, a
    direction or change word, a binder or a bound ("than", "vs", "under", ...), a ratio or percent, or punctuation
    other than a unit's "/"; a gapped clause with anything else, a unit that is not the first's, or an arm named
    twice is left as written (unread)."""
    out = toks
    a = 0
    while a < len(out):
        e = next((k for k in range(a, len(out)) if sentence_end(out, k)), len(out))
        got = None
        if e < len(out) and out[e].text == ";":
            # production gapped_pair: the gapped clause may follow a semicolon ("vLLM reaches 800 output tokens per
            # second; SGLang reaches 1,000"): the two clauses up to the next sentence end, ";" a joiner
            e2 = next((k for k in range(e + 1, len(out)) if sentence_end(out, k)), len(out))
            got = _gapped_sentence(out, a, e2, semi=e)
        if got is None:
            got = _gapped_sentence(out, a, e)
        if got is None:
            # production gapped_pair after a lead-in: "At 50 concurrent requests, TensorRT-LLM reaches 2,100 tok/s,
            # SGLang 1,920 tok/s and vLLM 1,850 tok/s", "On one H100, ...": a phrase of at most eight tokens that names
            # no arm, then ",", then the gapped sentence; the lead-in scopes every clause, so each gapped clause gets
            # a copy of it (with its ","), spanning the gapped clause's first token
            c = next((k for k in range(a, min(e, a + 9)) if out[k].text == ","), None)
            if c is not None and c > a and not any(t.kind == "arm" for t in out[a:c]):
                got = _gapped_sentence(out, c + 1, e)
                if got is not None:
                    lead, done = out[a:c + 1], []
                    for k, t in enumerate(got):
                        done.append(t)
                        if k >= a and getattr(t, "gap_joiner", False) and k + 1 < len(got):
                            done += _copy_at(lead, got[k + 1])
                    got = done
        if got is not None:
            out = got
            e = next((k for k in range(a, len(out)) if sentence_end(out, k)
                      and not getattr(out[k], "gap_joiner", False)), len(out))
        a = e + 1
    for n, t in enumerate(out):
        t.i = n
    return out


def sentence_end(toks: list[Token], k: int) -> bool:
    t = toks[k]
    return t.kind == "punct" and t.text in _SENTENCE_END and not (
        t.text == "." and k > 0 and toks[k - 1].low == "vs" and toks[k - 1].end == t.start)  # "vs."


def _gapped_arm(toks: list[Token], k: int, e: int, poss: bool) -> int | None:
    """The index after "[the] ARM ['s]" at ``k`` (with "'s" exactly when ``poss``), else None."""
    k += k < e and toks[k].kind == "word" and toks[k].low == "the"
    if k >= e or toks[k].kind != "arm" or len(toks[k].arms) != 1:
        return None
    has = k + 1 < e and _w(toks[k + 1]) == "'s"
    return k + 1 + has if has == poss else None


def _value_at(toks: list[Token], k: int, e: int) -> int | None:
    """The index of the value at ``k`` after hedge words, a number that is not a ratio; else None."""
    while k < e and _w(toks[k]) in HEDGES:
        k += 1
    if k >= e or toks[k].kind != "num" or toks[k].text.lower().endswith(("x", "×")):
        return None
    return k


def _joiner(toks: list[Token], k: int, e: int, semi: int = -1) -> int:
    """The length of the joiner at ``k`` ("," / "and" / ", and" / ", while" / "whereas"; ";" at ``semi``), 0 if
    none."""
    if semi >= 0:
        return int(k == semi)  # the semicolon is the one joiner
    if k >= e or _w(toks[k]) not in _GAPPED_JOINERS and toks[k].text not in _GAPPED_JOINERS:
        return 0
    n = 1
    if toks[k].text == "," and k + 1 < e and toks[k + 1].kind == "word" and toks[k + 1].low in _GAPPED_JOINERS:
        n = 2
    if toks[k + n - 1].low == "vs" and k + n < e and toks[k + n].text == "." and toks[k + n - 1].end == toks[k + n].start:
        n += 1  # "vs."
    return n


def _gapped_sentence(toks: list[Token], a: int, e: int, semi: int = -1) -> list[Token] | None:
    """``toks[a:e]`` with its gapped clauses written in full (production gapped_pair), or None; ``semi``: the index
    of a ";" that joins the full clause to one gapped clause (no other joiner then)."""
    first = _gapped_arm(toks, a, e, False) or _gapped_arm(toks, a, e, True)
    if first is None and a < e and toks[a].kind == "word" and _w(toks[a]) in GAPPED_LEAD_ADVERBS:
        first = _gapped_arm(toks, a + 1, e, False) or _gapped_arm(toks, a + 1, e, True)  # "Also vLLM reaches ..."
    if first is None:
        return None
    arm_i = first - 1 - (_w(toks[first - 1]) == "'s")
    poss = arm_i + 1 < first
    v1 = next((k for k in range(first, e) if toks[k].kind == "num" and not _counted(toks, k)), None)
    if v1 is None or _value_at(toks, v1, e) != v1 or v1 == first:
        return None
    h = v1
    while h > first and _w(toks[h - 1]) in HEDGES:
        h -= 1
    mid = toks[first:h]
    colon = int(bool(mid) and not poss and mid[0].text == ":")  # "SGLang: 235 ms TTFT vs vLLM (:) 514 ms"
    # production: gapped_count -- "TP4 finishes the 16 requests in 3.9 s, PP4 in 6.3 s": the counted set of requests
    # in the first clause's words is every gapped clause's too (copied with them, graded as each arm's count)
    if not mid or not all(_plain(t) or _counted(toks, first + n) for n, t in enumerate(mid) if n >= colon):
        return None
    r = v1 + 1
    while r < e and not _joiner(toks, r, e, semi):
        r += 1
    rest = toks[v1 + 1:r]
    if len(rest) > 6 or not all(_plain(t) or t.text == "/" for t in rest):
        return None
    named = {toks[arm_i].arms}
    plan = []  # (joiner, its length, the value, the end of its clause, the end of its arm phrase, words of mid left out)
    k = r
    while k < e:
        jn = _joiner(toks, k, e, semi)
        if not jn:
            return None
        s = _gapped_arm(toks, k + jn, e, poss)
        if s is None:
            return None
        ai = s - 1 - poss
        if toks[ai].arms in named:
            return None
        named.add(toks[ai].arms)
        # the gapped clause may write the end of the first's words itself: "SGLang's was 150 ms", "vLLM: 514 ms"
        v = next((x for x in range(s, e) if toks[x].kind == "num"), None)
        if v is None:
            return None
        h2 = v
        while h2 > s and _w(toks[h2 - 1]) in HEDGES:
            h2 -= 1
        # production: gapped_contrast -- "TGI only 2.84": a contrast degree right after the arm stays right before
        # the value ("TGI reaches only 2.84"), the first's words copied before it
        s_own = s + (s < h2 and toks[s].kind == "word" and _w(toks[s]) in GAPPED_CONTRAST_DEGREES)
        # ... or right after the gapped clause's own verb ("TGI gives only 851", "while TGI managed just 2.5")
        h_own = h2 - (s_own == s and h2 - 1 > s and toks[h2 - 1].kind == "word"
                      and _w(toks[h2 - 1]) in GAPPED_CONTRAST_DEGREES)
        wrote = h_own - s_own
        own = [_w(x) for x in toks[s_own:h_own]]
        if wrote > len(mid) or own != [_w(x) for x in mid[len(mid) - wrote:]]:
            # production: gapped_verb -- "vLLM hit 1,300 output tok/s; TGI topped out at 1,000", "vLLM did 3.25 req/s,
            # TGI managed 2.5": the gapped clause writes its own value verb for the first's (both GAPPED_VALUE_VERBS):
            # the first's words before its verb (a metric) copied, the verb its own
            vp1 = _value_verb_end(mid)
            if vp1 is None or _value_verb_end(toks[s:h_own]) != 0 or wrote == 0 or poss or s_own > s:
                return None
            left_words = vp1
        else:
            left_words = len(mid) - wrote
        if _value_at(toks, h2, e) != v:
            return None
        q = v + 1
        while q < e and not _joiner(toks, q, e, semi):
            q += 1
        said = toks[v + 1:q]
        if len(said) > len(rest) or [_w(x) for x in said] != [_w(x) for x in rest[:len(said)]]:
            return None
        plan.append((k, jn, v, q, s, left_words))
        k = q
    if not plan:
        return None
    out = toks[:plan[0][0]]
    for j0, jn, v, q, s, left in plan:
        semi = Token(0, toks[j0].start, toks[j0 + jn - 1].end, ";", "", "punct")
        semi.text = ";"
        semi.gap_joiner = True  # type: ignore[attr-defined]
        said = q - v - 1
        out += [semi] + toks[j0 + jn:s] + _copy_at(mid[:left], toks[v]) + toks[s:q] + _copy_at(rest[said:], toks[v])
    out += toks[plan[-1][3]:]
    return out


#: value verbs a gapped clause may write for the first clause's (production gapped_verb): what each says is the value the
#: arm came to ("hit", "managed", "topped out at", "came in at"); a verb of change or a bound is none of them
GAPPED_VALUE_VERBS = tuple(tuple(p.split()) for p in (
    "hit", "hits", "got", "gets", "did", "does", "had", "has", "reached", "reaches", "delivered", "delivers", "managed",
    "manages", "pushed", "pushes", "served", "serves", "sustained", "sustains", "achieved", "achieves", "posted",
    "clocked", "topped out at", "tops out at", "peaked at", "peaks at", "maxed out at", "came in at", "clocked in at",
    "landed at", "sat at"))


def _value_verb_end(ts: list[Token]) -> int | None:
    """The index in ``ts`` where a GAPPED_VALUE_VERBS phrase that ends ``ts`` starts (the words before it: a metric),
    else None."""
    ws = [_w(x) for x in ts]
    for p in sorted(GAPPED_VALUE_VERBS, key=len, reverse=True):
        n = len(ws) - len(p)
        if n >= 0 and tuple(ws[n:]) == p and all(t.kind == "word" for t in ts[n:]):
            return n
    return None


#: public names of gapped_pair's rules for of_arm_gap (claims/of_arm_pairs.py)
word, plain_word, value_at, copy_at = _w, _plain, _value_at, _copy_at


# --- production label_unit_list: "Output throughput (tok/s): vLLM 800, SGLang 1000" -------------------------------
_LABEL_SEPS = frozenset({":", "—", "–"})
_ENTRY_PREPS = frozenset({"for", "with", "on", "using"})


def _label_entry(toks: list[Token], k: int, e: int) -> tuple[int, int, int] | None:
    """An entry of a label's list at ``k``: "ARM [:] [hedge] NUM", "[hedge] NUM for|with|on|using ARM", "[hedge] NUM
    (ARM)" or "[hedge] NUM without [X]" (the arm production ellipsis_arm read), ending at a joiner or the sentence's end: (its end, its value, its arm token); else None."""
    if k < e and toks[k].kind == "arm":
        a, c = k, k + 1 + (k + 1 < e and toks[k + 1].text == ":")
        v = _value_at(toks, c, e)
        end = None if v is None else v + 1
    else:
        v = _value_at(toks, k, e)
        if v is None or v + 1 >= e:
            return None
        if toks[v + 1].kind == "word" and toks[v + 1].low in _ENTRY_PREPS and v + 2 < e and toks[v + 2].kind == "arm":
            a, end = v + 2, v + 3
        elif toks[v + 1].text == "(" and v + 3 < e and toks[v + 2].kind == "arm" and toks[v + 3].text == ")":
            a, end = v + 2, v + 4
        elif toks[v + 1].kind == "arm":
            # production: label_unit_list -- "Mean TTFT (ms): 119.9 with prefix caching, 412.3 without": the other arm
            # named by "without" (production ellipsis_arm made it one arm token), right after its value; and any arm
            # right after its value ("Request Throughput (requests/sec): 3.44 with EAGLE-3, 2.08 baseline", "Output
            # throughput (tok/s): 1000 SGLang, 800 vLLM"): the value's arm, as "2.08 req/s baseline" is
            a, end = v + 1, v + 2
        else:
            return None
    if v is None or len(toks[a].arms) != 1 or (end < e and not _joiner(toks, end, e)):
        return None
    return end, v, a


def _is_unit(words: list[str]) -> bool:
    """A rate unit ("tok/s", "requests per second"), a duration unit ("ms"), a time per token ("ms/token") or "%"."""
    ws = tuple(words)
    if ws in {w for w, _ in RATE_UNITS} or ws in (("%",), ("percent",)):
        return True
    return bool(ws) and ws[0] in DURATION_UNITS and ws[1:] in ((), ("/", "token"), ("/", "tok"), ("per", "token"))


def label_unit_lists(toks: list[Token]) -> list[Token]:
    """Production label_unit_list: a sentence that is a label with its unit in parentheses, then values, each with
    its arm ("Output throughput (tok/s): vLLM 800, SGLang 1000", "Mean TTFT (ms): 200 for vLLM, 150 for SGLang",
    "TTFT (ms) — c1: 80, c32: 514"): each value is read as "LABEL: ARM VALUE UNIT" in a clause of its own (the unit
    copied after each value, spanning the unit as written; the label copied before each value after the first,
    spanning that value; each joiner becomes ";", the separator ":"). Only where the label is 1-5 plain words (no
    number, arm, negation, direction, ...), the unit 1-4 plain words or "/", every entry names one arm, no arm twice,
    and nothing but joiners stands between entries or after the last; else the words stay as written."""
    out = toks
    a = 0
    while a < len(out):
        e = next((k for k in range(a, len(out)) if sentence_end(out, k)), len(out))
        got = _label_sentence(out, a, e)
        if got is None:
            # production: label_unit_list after a lead ("AIPerf, concurrency 4: Request Throughput (requests/sec):
            # 3.44 with EAGLE-3, 2.08 baseline", "H100, 8B model — Mean TTFT (ms): 200 -> 100 with APC"): the label
            # may open after the lead's ":" / dash (the lead stays as written, read as any words are)
            got = next((g for g in (_label_sentence(out, k + 1, e) for k in range(a, e)
                                    if out[k].text in _LABEL_SEPS) if g is not None), None)
        if got is not None:
            out, e = got
        a = e + 1
    for n, t in enumerate(out):
        t.i = n
    return out


def _label_sentence(toks: list[Token], a: int, e: int) -> tuple[list[Token], int] | None:
    p = next((k for k in range(a, min(e, a + 6)) if toks[k].text == "("), None)
    if p is None or p == a or not all(_plain(t) for t in toks[a:p]):
        return None
    c = next((k for k in range(p + 1, min(e, p + 6)) if toks[k].text == ")"), None)
    if c is None or not _is_unit([_w(t) for t in toks[p + 1:c]]):
        return None
    if c + 1 >= e or toks[c + 1].text not in _LABEL_SEPS:
        return None
    label, unit, sep = toks[a:p], toks[p + 1:c], toks[c + 1]
    arrowed = _label_arrow(toks, a, e, c, label, unit, sep)
    if arrowed is not None:
        return arrowed
    entries, named, k = [], set(), c + 2
    while k < e:
        got = _label_entry(toks, k, e)
        if got is None or toks[got[2]].arms in named:
            return None
        named.add(toks[got[2]].arms)
        jn = _joiner(toks, got[0], e) if got[0] < e else 0
        entries.append((k, got[0], got[1], jn))
        k = got[0] + jn
        if jn and k >= e:
            return None  # a joiner with nothing after it
    if len(entries) < 1:
        return None
    colon = replace(sep, text=":")
    out = toks[:a] + label + [colon]
    for n, (s, end, v, jn) in enumerate(entries):
        if n:
            out += _copy_at(label, toks[v]) + [replace(sep, text=":", start=toks[v].start, end=toks[v].end)]
        body = [t for x, t in enumerate(toks[s:end], s) if not (t.text == ":" and x == s + 1)]
        at = next(x for x, t in enumerate(body) if t is toks[v]) + 1
        out += body[:at] + _copy_at(unit, toks[v]) + body[at:]
        if jn:
            semi = Token(0, toks[end].start, toks[end + jn - 1].end, ";", "", "punct")
            semi.gap_joiner = True  # type: ignore[attr-defined]
            out.append(semi)
    out += toks[e:]
    return out, len(out) - len(toks) + e


# --- production label_unit_change: "Mean TTFT (ms): 954.78 -> 629.97 with chunked prefill" ---------------------------
def _arrow_len(toks: list[Token], k: int, e: int) -> int:
    """The length of a before-then-after arrow at ``k`` ("→", "⟶", or "->" / "=>" written glued), else 0."""
    if k < e and toks[k].kind == "punct" and toks[k].text in ("\u2192", "\u27f6"):
        return 1
    if k + 1 < e and toks[k].text in ("-", "=") and toks[k + 1].text == ">" and toks[k].end == toks[k + 1].start:
        return 2
    return 0


def _label_arrow(toks: list[Token], a: int, e: int, c: int, label: list[Token], unit: list[Token],
                 sep: Token) -> tuple[list[Token], int] | None:
    """Production label_unit_change: a tool's label line with its unit in parentheses, then two bare values joined by
    a before-then-after arrow ("Mean TTFT (ms): 954.78 -> 629.97 with chunked prefill", "Request throughput
    (req/s): 3.45 → 4.55", "Output token throughput (tok/s): 690.85 -> 909.44 after the upgrade"): the unit is each
    value's, so the line is read as "LABEL: V1 UNIT -> V2 UNIT ..." (the unit copied after each value, spanning it;
    the separator ":"), the arrow and what follows it read as written (production arrow and the arms after it).
    Only where neither value writes a unit of its own and nothing after the second value is a number (a percent
    or a third value is another construction); else None."""
    v1 = _value_at(toks, c + 2, e)
    if v1 is None:
        return None
    n = _arrow_len(toks, v1 + 1, e)
    if not n:
        return None
    v2 = _value_at(toks, v1 + 1 + n, e)
    if v2 is None:
        return None
    rest = toks[v2 + 1:e]
    if any(t.kind == "num" for t in rest) or (rest and _w(rest[0]) == _w(unit[0])):
        return None
    colon = replace(sep, text=":")
    out = (toks[:a] + label + [colon] + toks[c + 2:v1 + 1] + _copy_at(unit, toks[v1]) + toks[v1 + 1:v2 + 1]
           + _copy_at(unit, toks[v2]) + toks[v2 + 1:])
    return out, len(out) - len(toks) + e
