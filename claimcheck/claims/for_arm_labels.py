"""A label line whose label names its arms after "for" (production for_arms_label -- claimcheck/claims/grammar.lark;
docs/claim-check.md).

A token pass the reader runs before label_lines.paren_arm_labels (``_Reader.__init__``). "Mean TPOT for C1 / C4 /
C16: 13.9 / 15.2 / 19.4 ms", "P99 TTFT for vLLM, SGLang and TGI: 310, 290 and 411 ms", "Output tok/s for BF16 vs FP8:
602 vs 905": at a line's or a sentence's start, a label that is one metric (its statistic words with it, or a rate
unit alone), then "for" / "with" / "on", two or more arms joined by "/", ",", "and", ", and", "vs", "vs." or "versus"
(each exactly one arm, no arm twice), then ":". The arms are the label's own, as in "Mean TPOT (C1 / C4 / C16):", and
are written so (the "for" read as "(", a ")" before the ":"): the values after the colon are then paired with the arms
in order by the frames that read that form (slash_values, a label line's values), or left unread.
"""

from __future__ import annotations

from dataclasses import replace

from claimcheck.claims.ellipsis import metric_spans, plain_word as _plain, word as _w
from claimcheck.claims.label_lines import unit_length as _unit_len
from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import STATISTICS

_PREPS = frozenset({"for", "with", "on"})
_STARTS = frozenset({".", ";", "!", "?", "|"})


def _label_end(toks: list[Token], a: int, p: int) -> bool:
    """toks[a:p] is one metric with its statistic words, or a rate unit alone."""
    if p <= a or not all(t.kind in ("word", "ident", "punct") and (_plain(t) or t.text == "/") for t in toks[a:p]):
        return False
    if _unit_len(toks, a, p) == p - a and toks[a].text != "%":
        return True  # "Output tok/s for A vs B:"
    spans = metric_spans(toks, a, p)
    if len(spans) != 1 or spans[0][0] != a:
        return False
    hi = spans[0][1]
    while hi < p and _w(toks[hi]) in STATISTICS:
        hi += 1
    return hi == p


def _arms_to_colon(toks: list[Token], k: int) -> int | None:
    """The index of ":" after "ARM (SEP ARM)+" at ``k`` (two or more distinct arms), else None."""
    seen: list[tuple[str, ...]] = []
    while True:
        if k >= len(toks) or toks[k].kind != "arm" or len(toks[k].arms) != 1 or toks[k].arms in seen:
            return None
        seen.append(toks[k].arms)
        k += 1
        if k < len(toks) and toks[k].text == ":":
            return k if len(seen) >= 2 else None
        if k + 1 < len(toks) and toks[k].text == "," and _w(toks[k + 1]) == "and":
            k += 2
        elif k + 1 < len(toks) and _w(toks[k]) == "vs" and toks[k + 1].text == ".":
            k += 2
        elif k < len(toks) and (toks[k].text in ("/", ",") or _w(toks[k]) in ("and", "vs", "versus")):
            k += 1
        else:
            return None


def for_arms_labels(toks: list[Token], text: str) -> list[Token]:
    """Production for_arms_label (module docstring): each "LABEL for A / B / C:" written "LABEL (A / B / C):"."""
    if not any(t.text == ":" for t in toks):
        return toks
    out = list(toks)
    a = 0
    while a < len(out):
        start = a == 0 or text.count("\n", out[a - 1].end, out[a].start) or (
            out[a - 1].kind == "punct" and out[a - 1].text in _STARTS)
        p = next((k for k in range(a + 1, min(len(out), a + 7)) if _w(out[k]) in _PREPS and out[k].kind == "word"),
                 None) if start else None
        c = _arms_to_colon(out, p + 1) if p is not None else None
        if c is None or not _label_end(out, a, p):
            a += 1
            continue
        colon = out[c]
        out = out[:p] + [replace(out[p], text="(", low="", kind="punct")] + out[p + 1:c] + [
            replace(colon, text=")", low="", kind="punct", end=colon.start)] + out[c:]
        a = c + 2
    for n, t in enumerate(out):
        t.i = n
    return out
