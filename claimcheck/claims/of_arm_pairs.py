"""Production of_arm_gap: a paper's "the METRIC of ARM is V" followed by the other arm's value with the metric left
out: "The P99 TTFT of vLLM is 310 ms, while Orca's is 500 ms", "The mean TPOT of vLLM is 19.5 ms, whereas that of
Orca is 20 ms", "The P99 TTFT of vLLM is 310 ms; Orca's is 500 ms".

A token pass (``_Reader.__init__``, beside gapped_pair): a sentence that opens with "[the] [statistic] METRIC of
[the] ARM", a copula, a value (hedge words at most before it; not a ratio) and a short tail (the unit, at most six
plain words: gapped_pair's rule), then one joiner ("," / "and" / ", and" / "while" / ", while" / "whereas" / ";"),
then exactly "[the] ARM2's COPULA V" or "that of [the] ARM2 COPULA V" with a prefix of the first tail (the unit
written again, when the first value has one), up to the sentence's end. ARM and ARM2 each name one arm, and differ. The gapped clause gets copies of the first clause's
metric words (with its statistic), spanning its value's characters ("ARM2's" form) or the word "that" ("that of"
form), and the joiner becomes ";": two clauses, each read as written in full. Anything else (a negation, a
direction word, a ratio, a second metric, words after the second value the first clause did not have) leaves the
sentence as written (unread)."""

from __future__ import annotations

from claimcheck.claims.ellipsis import copy_at as _copy_at, metric_spans, plain_word as _plain, value_at as _value_at
from claimcheck.claims.ellipsis import word as _w
from claimcheck.claims.statement import Token

_COPULAS = frozenset({"is", "was", "are", "were", "stays", "stayed", "remains", "remained"})
_JOINERS = frozenset({",", "and", "while", "whereas", "whilst", ";"})
_END = frozenset({".", "!", "?"})


def _arm(toks: list[Token], k: int, e: int) -> int | None:
    """The index of the one-arm token at ``k`` (after "the" at most), else None."""
    k += k < e and _w(toks[k]) == "the"
    return k if k < e and toks[k].kind == "arm" and len(toks[k].arms) == 1 else None


def _joiner(toks: list[Token], k: int, e: int) -> int:
    n = 0
    while k + n < e and n < 2 and (toks[k + n].text in _JOINERS or _w(toks[k + n]) in _JOINERS):
        if n == 1 and toks[k].text != ",":
            break  # only ", and" / ", while" / ", whereas" are two words
        n += 1
    return n


def _sentence(toks: list[Token], a: int, e: int) -> list[Token] | None:
    spans = metric_spans(toks, a, e)
    lead = a + (a < e and _w(toks[a]) == "the")
    if not spans or spans[0][0] != lead:
        return None
    m0, m1 = spans[0]
    if m1 >= e or _w(toks[m1]) != "of":
        return None
    ai = _arm(toks, m1 + 1, e)
    if ai is None or ai + 1 >= e or _w(toks[ai + 1]) not in _COPULAS:
        return None
    v1 = _value_at(toks, ai + 2, e)
    if v1 is None:
        return None
    r = v1 + 1
    while r < e and not _joiner(toks, r, e):
        r += 1
    rest = toks[v1 + 1:r]
    if r >= e or len(rest) > 6 or not all(_plain(t) or t.text == "/" for t in rest):
        return None
    jn = _joiner(toks, r, e)
    s = r + jn
    that = s < e and _w(toks[s]) == "that"
    if that:
        if s + 1 >= e or _w(toks[s + 1]) != "of":
            return None
        bi = _arm(toks, s + 2, e)
        cop = None if bi is None else bi + 1
    else:
        bi = _arm(toks, s, e)
        cop = None if bi is None or bi + 2 >= e or _w(toks[bi + 1]) != "'s" else bi + 2
    if bi is None or cop is None or cop >= e or _w(toks[cop]) not in _COPULAS or toks[bi].arms == toks[ai].arms:
        return None
    v2 = _value_at(toks, cop + 1, e)
    if v2 is None:
        return None
    said = toks[v2 + 1:e]
    if len(said) > len(rest) or [_w(x) for x in said] != [_w(x) for x in rest[:len(said)]] or rest and not said:
        return None  # the second value writes its unit again ("while Orca's is 0.5" after "310 ms" is not read)
    if any(metric_spans(toks, s, e)):
        return None  # the second clause names a metric of its own: read as written
    semi = Token(0, toks[r].start, toks[r + jn - 1].end, ";", "", "punct")
    semi.gap_joiner = True  # type: ignore[attr-defined]
    metric = toks[m0:m1]
    tail = _copy_at(rest[len(said):], toks[v2])
    if that:
        body = _copy_at(metric, toks[s]) + toks[s + 1:e]  # "that of Orca is 500 ms" -> "P99 TTFT of Orca is 500 ms"
    else:
        body = toks[s:cop] + _copy_at(metric, toks[v2]) + toks[cop:e]  # "Orca's P99 TTFT is 500 ms"
    return toks[:r] + [semi] + body + tail + toks[e:]


def of_arm_pairs(toks: list[Token]) -> list[Token]:
    """Each sentence of ``toks`` with its of_arm_gap clause written in full (module docstring)."""
    out = toks
    a = 0
    while a < len(out):
        e = next((k for k in range(a, len(out)) if out[k].kind == "punct" and out[k].text in _END), len(out))
        got = _sentence(out, a, e)
        if got is not None:
            out = got
            e = next((k for k in range(a, len(out)) if out[k].kind == "punct" and out[k].text in _END), len(out))
        a = e + 1
    for n, t in enumerate(out):
        t.i = n
    return out
