"""Label lines a write-up lists its arms' values under (productions label_line and pipe_joiner --
claimcheck/claims/grammar.lark; docs/claim-check.md).

A token pass the reader runs after ellipsis.label_unit_lists (``_Reader.__init__``):

* production ``label_line`` -- a sentence that is a label, ":" (or a dash), then two or more entries, each an arm and
  its value: "P99 TTFT: A100 300 ms; H100 150 ms" (the entries joined by ";"), "Output tok/s: 320 for the baseline,
  448 with n-gram" (the label a unit, the values without one), "Mean E2E latency: baseline 2.14 s | EAGLE-3 1.14 s".
  An entry is "ARM [:] [hedge] NUMBER [UNIT]", "[hedge] NUMBER [UNIT] (for | with | on | using) ARM", "[hedge]
  NUMBER [UNIT] (ARM)" or "[hedge] NUMBER [UNIT] ARM" ("126.8 without EAGLE-3": the arm right after its value). The label is 1-6 plain words (no number, arm, negation, direction, ...) that name one metric
  (its statistic words with it) or that are a rate unit ("Output tok/s", "total tokens/s": the unit's metric). Each
  entry becomes a clause of its own, "LABEL: ENTRY" (the label copied, spanning the entry's value; a unit label is
  copied after the value instead, and an entry may then not write a unit of its own), joined by ";". Read only where
  the line needs it: an entry joined by ";" or "|", or a unit label; every entry names one arm, no arm twice, and
  a label that names a metric needs every entry's unit. A label with its unit in parentheses before two values
  written with "/" and their arms ("Mean TPOT (ms): 40.0 / 36.0 (auto / fp8)") gets the unit after the values, for
  slash_values to pair them. A label whose parentheses hold its unit and a setting phrase (production
  ``label_setting``: "Throughput (output tokens/s, 8 concurrent requests): FP16 246, AWQ 415, GPTQ 393") is read as a
  unit label, the setting kept once in its parentheses after the first entry, where the reader reads it as any setting
  phrase (a context fact checked against every arm's declared settings). Anything else leaves the words as written.
* production ``pipe_joiner`` -- "n-gram: 3.5 req/s | baseline: 2.5 req/s": a "|" between two clauses of one line
  (not a table's: a line that opens or closes with "|" is left as written) joins them as ";" does.
* production ``paren_arm_label`` -- "Mean TTFT (Run B): 259 ms", "Output throughput (Run B): 960.3 tok/s", "TTFT p90
  (main): 0.88 s": a label that names one metric (its statistic words with it), then exactly one arm in parentheses,
  then ":", at a line's or sentence's start. The arm is the label's own, as in "Run B mean TTFT: 259 ms": the arm is
  moved before the label (keeping its own characters) and the parentheses are inert. Parentheses holding anything
  else -- a unit ("Mean TTFT (ms): 38.6"), a statistic ("TTFT (mean): ..."), two arms, an arm and more words -- are
  left as written.
"""

from __future__ import annotations

from dataclasses import replace

from claimcheck.claims.ellipsis import metric_spans, plain_word as _plain, value_at as _value_at, word as _w
from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import (DURATION_UNITS, HEDGES, MODAL_WORDS, NEGATIONS, RATE_UNITS, STATISTICS,
                                          TOPIC_RATE_LEAD)

_SEPS = frozenset({":", "—", "–"})
_ENTRY_PREPS = frozenset({"for", "with", "on", "using", "at"})
#: a copula that may stand for the label's ":" after a unit label ("total tok/s was 2.5k at 0.6 and 4k at 0.9")
_COPULAS = frozenset({"was", "is", "were", "are"})
_END = frozenset({".", "!", "?"})
_RATE_WORDS = {w for w, _ in RATE_UNITS}


def _joined(t: Token) -> Token:
    semi = replace(t, text=";", low="", kind="punct")
    semi.gap_joiner = True  # type: ignore[attr-defined]
    return semi


def pipe_joiners(toks: list[Token], text: str) -> list[Token]:
    """Production pipe_joiner: each "|" with words on both sides on its line, on a line that neither opens nor
    closes with "|", becomes a ";" joiner (spanning the "|")."""
    out = list(toks)
    for k, t in enumerate(out):
        if t.kind != "punct" or t.text != "|":
            continue
        ls = text.rfind("\n", 0, t.start) + 1
        le = text.find("\n", t.end)
        line = text[ls:le if le >= 0 else len(text)].strip()
        if not line or line[0] == "|" or line[-1] == "|":
            continue
        if k == 0 or k + 1 >= len(out) or out[k - 1].end <= ls or (le >= 0 and out[k + 1].start >= le):
            continue
        out[k] = _joined(t)
    return out


def paren_arm_labels(toks: list[Token], text: str) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production paren_arm_label (module docstring): the tokens with each "LABEL (ARM):" written "ARM LABEL:", and
    the spans of the parentheses (inert)."""
    if not any(t.kind == "arm" for t in toks) or not any(t.text == ":" for t in toks):
        return toks, []
    out = list(toks)
    gone: list[tuple[int, int]] = []
    k = 0
    while k < len(out):
        p = _paren_arm_label(out, k, text)
        if p is None:
            k += 1
            continue
        arm = out[p + 1]
        gone += [(out[p].start, out[p].end), (out[p + 2].start, out[p + 2].end)]
        out = out[:k] + [arm] + out[k:p] + out[p + 3:]
        k = p + 1
    for n, t in enumerate(out):
        t.i = n
    return out, gone


def _paren_arm_label(toks: list[Token], a: int, text: str) -> int | None:
    """The position of "(" where toks[a:] is "LABEL ( ARM ) :" at a line's or sentence's start, else None."""
    if a > 0 and not (text.count("\n", toks[a - 1].end, toks[a].start)
                      or toks[a - 1].kind == "punct" and toks[a - 1].text in (".", ";", "!", "?", "|")
                      or getattr(toks[a - 1], "gap_joiner", False)):
        return None
    p = next((k for k in range(a + 1, min(len(toks), a + 7)) if toks[k].text == "("), None)
    if p is None or p + 3 >= len(toks) or toks[p + 1].kind != "arm" or len(toks[p + 1].arms) != 1 \
            or toks[p + 2].text != ")" or toks[p + 3].text != ":":
        return None
    if not all(t.kind in ("word", "ident") and _plain(t) for t in toks[a:p]):
        return None
    spans = metric_spans(toks, a, p)
    if len(spans) != 1:
        return None
    hi = spans[0][1]
    while hi < p and _w(toks[hi]) in STATISTICS:  # "TTFT p90 (Run B):"
        hi += 1
    return p if spans[0][0] == a and hi == p else None


#: words that make a label's parentheses more than the run's setup: how the value was taken (pooled, averaged over
#: runs), a comparison, a negation, a verb (paren_setup_label leaves such parentheses as written)
_SETUP_PAREN_STOP = frozenset({"pooled", "pool", "averaged", "average", "avg", "over", "across", "runs", "run", "trials",
                               "trial", "repetitions", "reps", "iterations", "seeds", "ratio", "of", "from", "to",
                               "is", "are", "was", "were", "higher", "lower", "better", "worse", "faster", "slower",
                               "including", "included", "best", "worst", "only"})
#: the most tokens a metric label's parenthesised setup may hold ("(1x NVIDIA L4, vLLM, 128 concurrent)")
_SETUP_PAREN_MAX = 16


def paren_setup_labels(toks: list[Token], text: str) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production paren_setup_label -- a model card's metric label with the run's setup in parentheses: "Throughput
    (1x NVIDIA L4, vLLM, 128 concurrent): 2,310 tok/s", "TTFT p50 (H100, batch 1): 38 ms". A label that names one
    metric (its statistic words with it) at a line's or sentence's start, then parentheses holding no arm, no unit,
    no metric and no statistic, then ":". The setup is moved before the label and its ")" becomes the colon of a setup
    label ("1x NVIDIA L4, vLLM, 128 concurrent: Throughput: 2,310 tok/s"): each of its facts is read as a setup
    label's (descriptors.setup_label_at: checked as the same words in a scope; a word no construct reads leaves it
    unread). The "(" is inert (the spans returned)."""
    if not any(t.text == "(" for t in toks) or not any(t.text == ":" for t in toks):
        return toks, []
    out = list(toks)
    gone: list[tuple[int, int]] = []
    k = 0
    while k < len(out):
        p = _paren_setup_label(out, k, text)
        if p is None:
            k += 1
            continue
        q = next(x for x in range(p + 1, len(out)) if out[x].text == ")")
        gone.append((out[p].start, out[p].end))
        colon = replace(out[q], text=":", low="", kind="punct")
        out = out[:k] + out[p + 1:q] + [colon] + out[k:p] + out[q + 1:]
        k = q + 1
    for n, t in enumerate(out):
        t.i = n
    return out, gone


def _paren_setup_label(toks: list[Token], a: int, text: str) -> int | None:
    """The position of "(" where toks[a:] is "LABEL ( SETUP ) :" at a line's or sentence's start, else None."""
    if a > 0 and not (text.count("\n", toks[a - 1].end, toks[a].start)
                      or toks[a - 1].kind == "punct" and toks[a - 1].text in (".", ";", "!", "?", "|")
                      or getattr(toks[a - 1], "gap_joiner", False)):
        return None
    p = next((k for k in range(a + 1, min(len(toks), a + 7)) if toks[k].text == "("), None)
    if p is None:
        return None
    q = next((k for k in range(p + 1, min(len(toks), p + 2 + _SETUP_PAREN_MAX)) if toks[k].text in ("(", ")")), None)
    if q is None or toks[q].text != ")" or q == p + 1 or q + 2 >= len(toks) or toks[q + 1].text != ":":
        return None
    if not all(t.kind in ("word", "ident") and _plain(t) for t in toks[a:p]):
        return None
    spans = metric_spans(toks, a, p)
    if len(spans) != 1:
        return None
    hi = spans[0][1]
    while hi < p and _w(toks[hi]) in STATISTICS:  # "TTFT p50 (H100):"
        hi += 1
    if spans[0][0] != a or hi != p:
        return None
    inner = toks[p + 1:q]
    if any(t.kind == "arm" or t.text in (":", ";", ".", "|") for t in inner):
        return None  # an arm's own label ("Mean TTFT (Run B):", paren_arm_label) or more than a setup
    if any(_unit_len(toks, k, q) for k in range(p + 1, q)) or metric_spans(toks, p + 1, q):
        return None  # a unit ("(ms)", "(output tokens/s, 8 concurrent requests)": label_setting) or a metric
    if any(_w(t) in _SETUP_PAREN_STOP or _w(t) in _SETTING_STOP or _w(t).endswith("n't") for t in inner):
        return None  # "(pooled over 3 runs)", "(averaged over 3 runs)", "(vs. baseline)": how the value was taken,
        # a comparison or a negation -- not a setup (left as written)
    if any(_w(t) in STATISTICS for t in inner):
        return None  # "TTFT (mean):", "TTFT (H100, p50):": a statistic inside is the label's, not a setup's
    return p


def _unit_len(toks: list[Token], k: int, e: int) -> int:
    """The length of a unit at ``k`` (a rate unit, a duration unit, "%"), 0 if none."""
    best = 0
    for ws in _RATE_WORDS:
        n = len(ws)
        if n > best and k + n <= e and tuple(_w(t) if t.kind != "punct" else t.text for t in toks[k:k + n]) == ws:
            best = n
    if best:
        return best
    if k < e and (_w(toks[k]) in DURATION_UNITS or toks[k].text in ("%",) or _w(toks[k]) == "percent"):
        return 1
    return 0


#: words a label's setting in parentheses may not hold: what would change the label's meaning or the values'
#: ("(tok/s, or less)", "(ms, not counting queueing)", "(tok/s, up to 8 users)")
_SETTING_STOP = frozenset(NEGATIONS | MODAL_WORDS | frozenset(HEDGES)) | {"or", "vs", "versus", "than", "per", "each",
                                                                          "respectively", "except", "excluding"}


def _unit_and_setting(toks: list[Token], i: int, j: int) -> tuple[list[Token], list[Token]] | None:
    """Production label_setting: the parentheses of a label at toks[i:j] holding a unit and a setting phrase, "UNIT,
    SETTING" or "SETTING, UNIT" ("(output tokens/s, 8 concurrent requests)", "(concurrency 8, ms)"): (the unit's
    tokens, the setting's tokens), else None. The setting is 1-6 words and numbers with no arm, no unit, no
    punctuation and no word of ``_SETTING_STOP``; what it says is the reader's to read (a setting phrase, checked
    against every arm's declared settings: agreeing with every arm, else not net-true)."""
    n = _unit_len(toks, i, j)
    if n and i + n + 1 < j and toks[i + n].text == ",":
        unit, rest = toks[i:i + n], toks[i + n + 1:j]
    else:
        c = next((k for k in range(j - 1, i, -1) if toks[k].text == ","), None)
        if c is None or c + 1 >= j or _unit_len(toks, c + 1, j) != j - (c + 1):
            return None
        unit, rest = toks[c + 1:j], toks[i:c]
    if not 1 <= len(rest) <= 6:
        return None
    for k, t in enumerate(rest):
        if t.kind not in ("word", "num", "ident") or _w(t) in _SETTING_STOP or _w(t).endswith("n't") \
                or _unit_len(rest, k, len(rest)):
            return None
    if not any(t.kind in ("num", "ident") for t in rest):
        return None  # "(tok/s, higher is better)", "(ms, mean)": no setting's value
    return list(unit), list(rest)


def _joiner(toks: list[Token], k: int, e: int) -> int:
    if k >= e:
        return 0
    t = toks[k]
    if t.text in (",", ";", "/") or getattr(t, "gap_joiner", False):
        n = 1
        if k + 1 < e and _w(toks[k + 1]) == "and":
            n = 2
        return n
    return 1 if _w(t) == "and" else 0


def _entry(toks: list[Token], k: int, e: int):
    """(end, value index, unit length, arm index) of an entry at ``k``, ending at a joiner or ``e``; else None."""
    if toks[k].kind == "arm":
        a = k
        c = k + 1 + (k + 1 < e and toks[k + 1].text == ":")
        v = _value_at(toks, c, e)
        if v is None:
            return None
        u = _unit_len(toks, v + 1, e)
        end = v + 1 + u
    else:
        v = _value_at(toks, k, e)
        if v is None:
            return None
        u = _unit_len(toks, v + 1, e)
        q = v + 1 + u
        if q + 1 < e and _w(toks[q]) in _ENTRY_PREPS and toks[q + 1].kind == "arm":
            a, end = q + 1, q + 2
        elif q + 2 < e and toks[q].text == "(" and toks[q + 1].kind == "arm" and toks[q + 2].text == ")":
            a, end = q + 1, q + 3
        elif q < e and toks[q].kind == "arm":
            # production: label_line -- the arm right after its value ("Output tok/s: 126.8 without EAGLE-3, 243.3
            # with it", "Requests per second: 2.08 baseline, 3.44 EAGLE-3"): "without X" is one arm token
            # (ellipsis_arm), as label_unit_list's entries read it
            a, end = q, q + 1
        else:
            return None
    if len(toks[a].arms) != 1 or (end < e and not _joiner(toks, end, e)):
        return None
    return end, v, u, a


def _slash_values(toks: list[Token], k: int, e: int) -> bool:
    """``NUMBER / NUMBER ( ARM / ARM )`` exactly at toks[k:e], two distinct arms."""
    if e - k != 8:
        return False
    t = toks[k:e]
    return (t[0].kind == "num" and t[1].text == "/" and t[2].kind == "num" and t[3].text == "(" and t[4].kind == "arm"
            and t[5].text == "/" and t[6].kind == "arm" and t[7].text == ")" and len(t[4].arms) == 1
            and len(t[6].arms) == 1 and t[4].arms != t[6].arms)


def label_lines(toks: list[Token]) -> list[Token]:
    """Production label_line (module docstring): each sentence that is a label line, written as one clause per
    entry."""
    out = toks
    a = 0
    while a < len(out):
        e = next((k for k in range(a, len(out)) if out[k].kind == "punct" and out[k].text in _END
                  and not (out[k].text == "." and k > 0 and _w(out[k - 1]) == "vs")), len(out))
        got = _line(out, a, e)
        if got is not None:
            out, e = got
        a = e + 1
    for n, t in enumerate(out):
        t.i = n
    return out


def _line(toks: list[Token], a: int, e: int) -> tuple[list[Token], int] | None:
    n = len(TOPIC_RATE_LEAD)
    if e - a > n and tuple(_w(t) for t in toks[a:a + n]) == TOPIC_RATE_LEAD and all(
            t.kind == "word" for t in toks[a:a + n]):
        # production label_topic: "In terms of requests per second: 0.73 (no spec), 0.97 (ngram), 1.29 (EAGLE)": the
        # topic's words before a label line's label say what the label says; read as the label line without them
        return _line(toks[:a] + toks[a + n:], a, e - n)
    s = next((k for k in range(a, min(e, a + 10)) if toks[k].text in _SEPS), None)
    if s is None:
        # "Throughput (output tokens/s, 8 concurrent requests):": a label whose parentheses hold a setting too
        s = next((k for k in range(a + 10, min(e, a + 16)) if toks[k].text in _SEPS and toks[k - 1].text == ")"),
                 None)
    if s is None:
        # "total tok/s was 2.5k at 0.6 and 4k at 0.9": a copula after a label that is a rate unit alone
        s = next((k for k in range(a + 1, min(e, a + 8)) if _w(toks[k]) in _COPULAS and toks[k].kind == "word"
                  and _unit_len(toks, a, k) == k - a), None)
        if s is not None:
            toks = toks[:s] + [replace(toks[s], text=":", low="", kind="punct")] + toks[s + 1:]
    if s is None or s == a:
        return None
    m_end, unit, setting = s, [], []
    if toks[s - 1].text == ")":
        # "Request throughput (req/s): baseline 2.5; n-gram 3.5": a metric label and its unit in parentheses
        p = next((k for k in range(s - 2, a, -1) if toks[k].text == "("), None)
        if p is None:
            return None
        if _unit_len(toks, p + 1, s - 1) == s - 1 - (p + 1):
            m_end, unit = p, toks[p + 1:s - 1]
        else:
            # production label_setting: "Throughput (output tokens/s, 8 concurrent requests): FP16 246, AWQ 415"
            got = _unit_and_setting(toks, p + 1, s - 1)
            if got is None:
                return None
            m_end, (unit, setting) = p, got
    if m_end == a or not all(_plain(t) or t.text == "/" for t in toks[a:m_end]):
        return None
    label = toks[a:m_end]
    unit_label = not unit and _unit_len(toks, a, s) == s - a
    if unit_label:
        unit, label = label, []
    else:
        spans = metric_spans(toks, a, m_end)
        if len(spans) != 1:
            return None
        hi = spans[0][1]
        while hi < m_end and _w(toks[hi]) in STATISTICS:  # "TTFT p50": a statistic after the metric
            hi += 1
        if not all(spans[0][0] <= x < hi for x in range(a, m_end)):
            return None
    unit_label = bool(unit)
    if setting and (not label or _slash_values(toks, s + 1, e)):
        return None
    if unit and label and _slash_values(toks, s + 1, e):
        # "Mean TPOT (ms): 40.0 / 36.0 (auto / fp8)": the unit copied after the values, for slash_values to pair
        v2 = s + 3
        out = toks[:a] + label + [replace(toks[s], text=":")] + toks[s + 1:v2 + 1] + [
            replace(x, start=toks[v2].start, end=toks[v2].end) for x in unit] + toks[v2 + 1:]
        return out, len(out) - len(toks) + e
    if unit_label and not label:
        # "total tok/s was 2.5k at 0.6 and 4k at 0.9": under a rate unit's label a value written in thousands is that
        # rate's (kilo_rates' number)
        from claimcheck.claims.kilo_rates import KILO, kilo_number

        toks = toks[:s + 1] + [kilo_number(t) if t.kind == "ident" and KILO.match(t.text) else t
                               for t in toks[s + 1:e]] + toks[e:]
    entries, named, k, needed = [], set(), s + 1, unit_label
    while k < e:
        got = _entry(toks, k, e)
        if got is None or toks[got[3]].arms in named:
            return None
        named.add(toks[got[3]].arms)
        end, v, u, arm = got
        jn = _joiner(toks, end, e) if end < e else 0
        if jn and (toks[end].text in (";", "/") or getattr(toks[end], "gap_joiner", False)
                   or toks[end].text == "," and toks[arm].i > v):
            needed = True  # (a value, then its arm after it, then ",": "1843.2 tok/s with AWQ, 1228.8 tok/s with FP16")
        if (u > 0) == unit_label:
            return None  # a unit label's values write no unit; a metric label's each write theirs
        entries.append((k, end, v, u, jn))
        k = end + jn
        if jn and k >= e:
            return None
    if len(entries) < 2 or not needed:
        return None
    sep = toks[s]
    out = toks[:a] + (label + [replace(sep, text=":")] if label else [])
    for n, (k0, end, v, u, jn) in enumerate(entries):
        body = list(toks[k0:end])
        if unit:
            at = v - k0 + 1
            body = body[:at] + [replace(x, start=toks[v].start, end=toks[v].end) for x in unit] + body[at:]
        if n and label:
            body = [replace(x, start=toks[v].start, end=toks[v].end) for x in label] + [
                replace(sep, text=":", start=toks[v].start, end=toks[v].end)] + body
        if setting and not n:
            # production label_setting: the setting once, in its parentheses after the first entry, where the reader
            # reads it as any setting phrase (a context fact checked against every arm's declared settings)
            body = body + [toks[m_end]] + setting + [toks[s - 1]]
        out += body
        if jn:
            out.append(_joined(toks[end]))
    out += toks[e:]
    return out, len(out) - len(toks) + e


#: the public names of the rules table_rows.py builds on (a row becomes a label line)
joined_token, read_line, unit_length = _joined, _line, _unit_len
