"""A list of one value per arm in parentheses after a claim said of every level of a sweep (production sweep_list --
claimcheck/claims/grammar.lark; docs/claim-check.md).

A token pass the reader runs after label_lines' own passes are set up (``_Reader.__init__``, before them).
"Mean TPOT stays below 20 ms at every concurrency level tested (13.9 / 15.2 / 19.4 ms)", "P99 TTFT is under 1 s at
all three batch sizes (0.41, 0.58 and 0.93 s)": a sentence that opens with one metric (its statistic words with it),
a quantified noun of one swept setting at the end of the words before "(" ("every concurrency level", "all three
batch sizes", "both rates", with a "tested" / "we tried" tail: vocabulary.QUANTIFIED_SETTINGS,
QUANTIFIED_TESTED_TAILS), then "(" and exactly one number per arm joined by "/" or "," (and "and" before the last), the
last with a rate or duration unit, then ")". The values are the arms' in the sweep's order -- the setting's values
ascending, the order a writer lists the levels in ("at concurrency 1, 4 and 16") -- and are read as the label line "METRIC: V1 UNIT (ARM1), V2 UNIT (ARM2), ..." of a sentence of their own (the "(" a sentence's
end, the ")" inert). The order is a convention of the writer, so a contradicted value is held back (implied_arms:
`not-yet`, never `false`); values that agree are graded as written.

Anything else (a count of values other than the count of arms, a unit on a value before the last, a hedge, a setting
two arms declare alike, a sentence that does not open with its metric) is left as written (unread).
"""

from __future__ import annotations

from dataclasses import replace

from claimcheck.claims.ellipsis import metric_spans, plain_word as _plain, word as _w
from claimcheck.claims.label_lines import unit_length as _unit_len
from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import NUMBER_WORDS, QUANTIFIED_SETTINGS, QUANTIFIED_TESTED_TAILS, STATISTICS

_QUANTIFIERS = frozenset({"every", "each", "all", "both"})
_ENDS = frozenset({".", "!", "?", ";"})


def _phrases(key: str) -> list[tuple[str, ...]]:
    """The word sequences of a quantified noun of ``key`` with an optional tested tail, longest first."""
    sing, plur = QUANTIFIED_SETTINGS[key]
    out = []
    for noun in sing + plur:
        for tail in ("",) + QUANTIFIED_TESTED_TAILS:
            out.append(tuple(f"{noun} {tail}".split()))
    return sorted(set(out), key=lambda w: -len(w))


def _quantified(toks: list[Token], a: int, p: int, key: str, n: int) -> bool:
    """The words right before ``p`` are a quantifier and a noun of ``key`` (an optional tested tail after it)."""
    words = [_w(t) if t.kind == "word" else "" for t in toks[a:p]]
    for ph in _phrases(key):
        if len(ph) >= len(words) or tuple(words[-len(ph):]) != ph:
            continue
        q = words[:-len(ph)]
        if q and q[-1] in _QUANTIFIERS:  # "every concurrency level", "all batch sizes", "both rates"
            return q[-1] != "both" or n == 2
        if len(q) >= 2 and q[-2] == "all" and (q[-1] == "the" or NUMBER_WORDS.get(q[-1]) == n):
            return True  # "all the batch sizes", "all three batch sizes"
        if len(q) >= 2 and q[-2] == "all" and toks[p - len(ph) - 1].kind == "num" \
                and toks[p - len(ph) - 1].value == n:
            return True  # "all 3 batch sizes"
    return False


def _label(toks: list[Token], a: int, p: int) -> list[Token] | None:
    """The sentence's opening metric (its statistic words before or after it) as plain words, else None."""
    spans = metric_spans(toks, a, p)
    if not spans or spans[0][0] != a:
        return None
    hi = spans[0][1]
    while hi < p and _w(toks[hi]) in STATISTICS:
        hi += 1
    label = toks[a:hi]
    return label if all(_plain(t) for t in label) else None


def _values(toks: list[Token], p: int, n: int) -> tuple[list[int], list[Token], int] | None:
    """(value indices, unit, index of ")") of "( V SEP V ... V UNIT )" at ``p``, exactly ``n`` values, else None."""
    k, vals = p + 1, []
    while True:
        if k >= len(toks) or toks[k].kind != "num" or toks[k].value is None or toks[k].value <= 0:
            return None
        vals.append(k)
        k += 1
        u = _unit_len(toks, k, len(toks))
        if u:
            if toks[k].text == "%" or _w(toks[k]) == "percent":
                return None
            unit, k = toks[k:k + u], k + u
            break
        if k < len(toks) and toks[k].text == "/":
            k += 1
        elif k + 1 < len(toks) and toks[k].text == "," and _w(toks[k + 1]) == "and":
            k += 2
        elif k < len(toks) and (toks[k].text == "," or _w(toks[k]) == "and"):
            k += 1
        else:
            return None
    if len(vals) != n or k >= len(toks) or toks[k].text != ")":
        return None
    return vals, unit, k


def sweep_lists(toks: list[Token], order: dict[str, list[str]], names: dict[str, str]
                ) -> tuple[list[Token], list[tuple[int, int]], list[tuple[int, int]]]:
    """Production sweep_list (module docstring): (tokens, inert spans, held-back spans). ``order``: each swept
    setting's arms, its values ascending, for the settings whose ascending order is the witness's order of its arms;
    ``names``: the word each arm is written with."""
    if not order or not any(t.text == "(" for t in toks):
        return toks, [], []
    out = list(toks)
    gone: list[tuple[int, int]] = []
    held: list[tuple[int, int]] = []
    a = 0
    p = 0
    while p < len(out):
        if out[p].text in _ENDS:
            a = p + 1
        if out[p].text != "(":
            p += 1
            continue
        got = None
        for key, arms in order.items():
            if _quantified(out, a, p, key, len(arms)):
                vals = _values(out, p, len(arms))
                label = _label(out, a, p) if vals is not None else None
                if label is not None:
                    got = (arms, vals, label)
                    break
        if got is None:
            p += 1
            continue
        arms, (vals, unit, close), label = got
        first = out[vals[0]]
        # the "(" a sentence's end (zero width at its start: no word glued to it, as after a written period)
        body: list[Token] = [replace(out[p], text=".", low="", kind="punct", end=out[p].start)]
        body += [replace(x, start=first.start, end=first.end) for x in label]
        body.append(replace(out[p], text=":", low="", kind="punct", start=first.start, end=first.start))
        for n, (k, arm) in enumerate(zip(vals, arms)):
            v = out[k]
            if n:
                body.append(replace(v, text=",", low="", kind="punct", value=None, decimals=0, start=v.start,
                                    end=v.start))
            body.append(v)
            body += [replace(x, start=v.end, end=v.end) for x in unit]
            body += [replace(v, text="(", low="", kind="punct", value=None, decimals=0, start=v.end, end=v.end),
                     replace(v, text=names[arm], low=names[arm].lower(), kind="arm", value=None, decimals=0,
                             arms=(arm,), start=v.end, end=v.end),
                     replace(v, text=")", low="", kind="punct", value=None, decimals=0, start=v.end, end=v.end)]
        gone += [(t.start, t.end) for t in out[p + 1:close + 1] if t.kind == "punct" or t in unit]
        held.append((out[p].start, out[close].end))
        out = out[:p] + body + out[close + 1:]
        p += len(body)
    for n, t in enumerate(out):
        t.i = n
    return out, gone, held


def sweep_order(names: list[str], sweep: dict[str, dict[str, tuple]]) -> dict[str, list[str]]:
    """{setting key: the arms, its values ascending} for each numeric setting every arm declares, each a different
    value (a witness's own order of its arms may be its file's, sorted by name: the sweep's order is the one a
    writer lists its levels in)."""
    out = {}
    for key, vals in sweep.items():
        if key not in QUANTIFIED_SETTINGS or set(vals) != set(names) or len({d for d, _ in vals.values()}) != len(names):
            continue
        out[key] = sorted(names, key=lambda x: vals[x][0])
    return out
