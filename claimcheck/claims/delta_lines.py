"""Difference and speedup lines a write-up states between two named arms, and direction arrows (productions
delta_line, speedup_line and arrow_direction -- claimcheck/claims/grammar.lark; docs/claim-check.md).

A token pass the reader runs before table_rows and label_lines (``_Reader.__init__``):

* production ``delta_line`` -- "Δ mean TTFT (FlashInfer − FlashAttention): −10 ms", "Diff p99 TPOT (B - A) = +2 ms",
  "Mean TTFT Δ (B − A): −4%", "ΔTTFT (B − A): −10 ms": a difference word ("Δ", also glued to the label's first
  word, "delta", "diff", "difference"; before or after the label),
  a label naming one metric (its statistic words with it), the order of the subtraction in parentheses (two arms,
  each one arm of the witness, joined by "−", "-", "–" or "minus"), ":" or "=", then ONE signed value with its
  unit (a duration, a rate or "%"), and nothing after it on the line. The sign fixes the direction and the
  parentheses the order: "(B − A): −10 ms" is written "B: LABEL 10 ms lower than A" ("+": "higher"), so that the
  value is read and graded as any stated difference is. A value with no sign, a zero, a third arm, the same arm
  twice or anything after the value leave the line as written (unread): the sign is never guessed.
* production ``speedup_line`` -- "Speedup (E2E latency, B over A): 1.11x", "Speedup (B over A, mean TPOT): 1.1x",
  "E2E latency speedup (B over A): 1.11x", "Speedup of B over A (E2E latency): 1.11x", "Speedup (B over A):
  1.11x": "speedup", the two arms joined by "over" (the first the faster one; "vs" says no order and is not
  read), an optional label naming one metric, ":" or "=", then ONE ratio ("1.11x", "1.11 ×"). Written "LABEL: B
  1.11x faster than A" (no label: "B 1.11x faster than A"), read and graded as that comparison is.
* production ``arrow_direction`` -- "Request throughput ↑10% with B", "TTFT ↓ 4%", "▲ 10%": an up or down arrow
  ("↑" / "▲" / "⬆", "↓" / "▼" / "⬇") right before a number (a "~" between them at most) is the direction word "up" /
  "down" (its own characters).

The words the rewritten line no longer needs (the difference or speedup word, the parentheses, the separator) are
inert; every rewritten word spans characters of the line it stands for. Anything else keeps its words as written.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from claimcheck.claims.ellipsis import metric_spans, word as _w
from claimcheck.claims.label_lines import unit_length as _unit_len
from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import STATISTICS

_DELTA_WORDS = frozenset({"δ", "delta", "diff", "difference"})
_MINUS = frozenset({"−", "-", "–"})
_SIGNS = {"+": "higher", "−": "lower", "-": "lower", "–": "lower"}
_SEPS = frozenset({":", "="})
_ARROWS = {"↑": "up", "↓": "down", "▲": "up", "▼": "down", "⬆": "up", "⬇": "down"}
_HEDGES = frozenset({"~", "≈"})
#: the head of a label line's last field that states the change its two values make ("| delta: -58.2%")
_FIELD_HEADS = frozenset({"δ", "delta", "diff", "difference", "change"})


def _word(at: Token, text: str, start: int | None = None, end: int | None = None) -> Token:
    """A word token ``text`` standing for the characters of ``at`` (or [start, end))."""
    return replace(at, text=text, low=text, kind="word", value=None, arms=(),
                   start=at.start if start is None else start, end=at.end if end is None else end)


def _punct(at: Token, text: str, start: int | None = None, end: int | None = None) -> Token:
    return replace(at, text=text, low="", kind="punct", value=None, arms=(),
                   start=at.start if start is None else start, end=at.end if end is None else end)


def _one_arm(t: Token | None) -> bool:
    return t is not None and t.kind == "arm" and len(t.arms) == 1


def _label(toks: list[Token], a: int, b: int) -> bool:
    """toks[a:b] names exactly one metric, every token of it (statistic words before or after it)."""
    if b <= a or b - a > 6 or any(t.kind not in ("word", "ident", "foreign") for t in toks[a:b]):
        return False
    spans = metric_spans(toks, a, b)
    if len(spans) != 1:
        return False
    lo, hi = spans[0]
    while hi < b and _w(toks[hi]) in STATISTICS:  # "TTFT p50"
        hi += 1
    return lo == a and hi == b


def _line_end(toks: list[Token], k: int, text: str) -> bool:
    """Nothing but an optional "." / ";" stands after position k on its line."""
    if k >= len(toks):
        return True
    t = toks[k]
    if text.count("\n", toks[k - 1].end, t.start):
        return True
    if t.kind == "punct" and t.text in (".", ";"):
        return k + 1 >= len(toks) or bool(text.count("\n", t.end, toks[k + 1].start))
    return False


def _line_start(toks: list[Token], k: int, text: str) -> bool:
    return k == 0 or bool(text.count("\n", toks[k - 1].end, toks[k].start)) or (
        toks[k - 1].kind == "punct" and toks[k - 1].text in (".", ";", "!", "?"))


def _pair(toks: list[Token], p: int, joiner) -> tuple[int, int, int] | None:
    """"( ARM JOIN ARM )" at p: (first arm, joiner, second arm) positions, two different arms of the witness."""
    if p + 4 >= len(toks) or toks[p].text != "(" or toks[p + 4].text != ")":
        return None
    a, j, b = p + 1, p + 2, p + 3
    if not (_one_arm(toks[a]) and _one_arm(toks[b]) and toks[a].arms != toks[b].arms and joiner(toks[j])):
        return None
    return a, j, b


def _is_minus(t: Token) -> bool:
    return (t.kind == "punct" and t.text in _MINUS) or _w(t) == "minus"


def _delta(toks: list[Token], i: int, text: str) -> tuple[list[Token], int, list[tuple[int, int]]] | None:
    """A delta line starting at i: (its rewritten tokens, the position after it, the inert spans)."""
    n = len(toks)
    # the difference word first ("Δ mean TTFT (B − A)") or after the label ("Mean TTFT Δ (B − A)")
    if _w(toks[i]) in _DELTA_WORDS:
        lead = i
        p = next((k for k in range(i + 1, min(n, i + 8)) if toks[k].text == "("), None)
        if p is None or not _label(toks, i + 1, p):
            return None
        label = toks[i + 1:p]
    else:
        lead = next((k for k in range(i + 1, min(n, i + 8)) if _w(toks[k]) in _DELTA_WORDS), None)
        if lead is None or not _label(toks, i, lead):
            return None
        label, p = toks[i:lead], lead + 1
    got = _pair(toks, p, _is_minus)
    if got is None:
        return None
    a, op, b = got
    s = p + 5
    if s >= n or toks[s].text not in _SEPS:
        return None
    k = s + 1
    if k >= n or toks[k].kind != "punct" or toks[k].text not in _SIGNS:
        return None  # no sign: the direction is never guessed
    sign = toks[k]
    k += 1
    hedge = []
    if k < n and toks[k].text in _HEDGES:
        hedge = [toks[k]]
        k += 1
    if k >= n or toks[k].kind != "num" or not toks[k].value:
        return None
    v = k
    u = _unit_len(toks, v + 1, n)
    if not u or not _line_end(toks, v + 1 + u, text):
        return None
    # "B: LABEL [~]V UNIT lower|higher than A"
    out = [toks[a], _punct(toks[s], ":")] + list(label) + hedge + toks[v:v + 1 + u] + [
        _word(sign, _SIGNS[sign.text]), _word(toks[op], "than"), toks[b]]
    gone = [(toks[lead].start, toks[lead].end), (toks[p].start, toks[p].end),
            (toks[p + 4].start, toks[p + 4].end)]
    return out, v + 1 + u, gone


def _ratio(toks: list[Token], k: int) -> int:
    """The length of a ratio "1.11x" / "1.11 ×" at k, else 0."""
    if k < len(toks) and toks[k].kind == "num" and toks[k].value:
        if k + 1 < len(toks) and _w(toks[k + 1]) in ("x", "×") and toks[k + 1].start == toks[k].end or (
                k + 1 < len(toks) and toks[k + 1].text == "×"):
            return 2
    return 0


def _speedup(toks: list[Token], i: int, text: str) -> tuple[list[Token], int, list[tuple[int, int]]] | None:
    """A speedup line starting at i: (its rewritten tokens, the position after it, the inert spans)."""
    n = len(toks)
    over = lambda t: _w(t) == "over"  # noqa: E731
    label: list[Token] = []
    gone: list[tuple[int, int]] = []
    if _w(toks[i]) == "speedup":
        lead = i
        k = i + 1
    else:
        lead = next((k for k in range(i + 1, min(n, i + 8)) if _w(toks[k]) == "speedup"), None)
        if lead is None or not _label(toks, i, lead):
            return None
        label, k = toks[i:lead], lead + 1
    gone.append((toks[lead].start, toks[lead].end))
    if k < n and _w(toks[k]) == "of" and k + 3 < n and _one_arm(toks[k + 1]) and over(toks[k + 2]) \
            and _one_arm(toks[k + 3]) and toks[k + 1].arms != toks[k + 3].arms:
        # "Speedup of B over A (E2E latency): 1.11x"
        a, j, b = k + 1, k + 2, k + 3
        gone.append((toks[k].start, toks[k].end))
        k += 4
        if k < n and toks[k].text == "(" and not label:
            q = next((x for x in range(k + 1, min(n, k + 8)) if toks[x].text == ")"), None)
            if q is None or not _label(toks, k + 1, q):
                return None
            label = toks[k + 1:q]
            gone += [(toks[k].start, toks[k].end), (toks[q].start, toks[q].end)]
            k = q + 1
    elif k < n and toks[k].text == "(":
        q = next((x for x in range(k + 1, min(n, k + 12)) if toks[x].text == ")"), None)
        if q is None:
            return None
        inner = list(range(k + 1, q))
        gone += [(toks[k].start, toks[k].end), (toks[q].start, toks[q].end)]
        # "(B over A)", "(LABEL, B over A)", "(B over A, LABEL)"
        if len(inner) == 3:
            a, j, b = inner
            rest: list[int] = []
        elif len(inner) > 4 and toks[inner[-4]].text == ",":
            a, j, b = inner[-3:]
            rest = inner[:-4]
            gone.append((toks[inner[-4]].start, toks[inner[-4]].end))
        elif len(inner) > 4 and toks[inner[3]].text == ",":
            a, j, b = inner[:3]
            rest = inner[4:]
            gone.append((toks[inner[3]].start, toks[inner[3]].end))
        else:
            return None
        if not (_one_arm(toks[a]) and over(toks[j]) and _one_arm(toks[b]) and toks[a].arms != toks[b].arms):
            return None
        if rest:
            if label or not _label(toks, rest[0], rest[-1] + 1):
                return None
            label = toks[rest[0]:rest[-1] + 1]
        k = q + 1
    else:
        return None
    if k >= n or toks[k].text not in _SEPS:
        return None
    s = k
    gone.append((toks[s].start, toks[s].end))
    k += 1
    hedge = []
    if k < n and toks[k].text in _HEDGES:
        hedge = [toks[k]]
        k += 1
    r = _ratio(toks, k)
    if not r or not _line_end(toks, k + r, text):
        return None
    x = toks[k + r - 1]
    # "[LABEL:] B [~]N x faster than A"
    out = (list(label) + [_punct(toks[s], ":")] if label else []) + [toks[a]] + hedge + toks[k:k + r] + [
        _word(x, "faster", x.end, x.end), _word(toks[j], "than"), toks[b]]
    return out, k + r, gone


def _paren_entry(toks: list[Token], k: int) -> list[Token] | None:
    """"(ARM: [~]V [UNIT])" at k, after other words: "( [~]V [UNIT] with ARM )" (the "with" spans the ":")."""
    n = len(toks)
    if k == 0 or k + 4 >= n or toks[k].text != "(" or not _one_arm(toks[k + 1]) or toks[k + 2].text not in _SEPS:
        return None
    j = k + 3
    if toks[j].text in _HEDGES:
        j += 1
    if j >= n or toks[j].kind != "num" or toks[j].value is None:
        return None
    u = _unit_len(toks, j + 1, n)
    c = j + 1 + u
    if c >= n or toks[c].text != ")":
        return None
    return [toks[k]] + toks[k + 3:c] + [_word(toks[k + 2], "with"), toks[k + 1], toks[c]]


def _trailing_change(toks: list[Token], a: int, text: str) -> tuple[int, int] | None:
    """A label line from a ("Output tok/s: A 819.2 | B 901.1 (+10.0%)") whose last words are a change in
    parentheses that its own two values make (either way round, table_rows' rule), or a last field after "|" headed
    by a change word ("TTFT mean: 619 ms (Run A) | 259 ms (Run B) | delta: -58.2%", production delta_field: the
    second value's change from the first only): the (start, end) token positions of the parentheses or of the field
    from its "|", else None. The line may end with a full stop."""
    from claimcheck.claims.label_lines import pipe_joiners, read_line
    from claimcheck.claims.table_rows import change_value as _change, consistent_change as _consistent

    n = len(toks)
    e = a
    while e < n and not (e > a and text.count("\n", toks[e - 1].end, toks[e].start)):
        e += 1
    c = e - 1
    if c > a and toks[c].kind == "punct" and toks[c].text == ".":
        c -= 1  # the line's full stop stays
    if c <= a:
        return None
    if toks[c].text == ")":
        p = next((x for x in range(c - 1, max(a, c - 5), -1) if toks[x].text == "("), None)
        if p is None or p <= a:
            return None
        d = _change(toks[p + 1:c])
    else:
        # "... | 259 ms (Run B) | delta: -58.2%": a last field headed by a change word (production delta_field)
        p = next((x for x in range(c - 1, max(a, c - 6), -1) if toks[x].text == "|"), None)
        if p is None or p <= a or p + 2 > c or _w(toks[p + 1]) not in _FIELD_HEADS:
            return None
        q = p + 2 + (toks[p + 2].text in _SEPS)
        d = _change(toks[q:c + 1]) if q <= c else None
    if d is None or read_line(pipe_joiners(list(toks), text), a, p) is None:
        return None
    s = next((x for x in range(a, p) if toks[x].text in (":", "—", "–")), None)
    nums = [t for t in toks[(s or a) + 1:p] if t.kind == "num"]
    if s is None or len(nums) != 2 or any(t.value is None or t.value <= 0 for t in nums):
        return None
    half = [Decimal(5) * Decimal(10) ** (-t.decimals - 1) for t in nums]
    if not _consistent((nums[0].value, half[0]), (nums[1].value, half[1]), d):
        return None
    if toks[p].text == "|" and not _forward((nums[0].value, half[0]), (nums[1].value, half[1]), d):
        return None  # a delta field is the second value's change from the first, never the other way round
    return p, c


def _forward(v1: tuple[Decimal, Decimal], v2: tuple[Decimal, Decimal], d: tuple[Decimal, Decimal, str]) -> bool:
    """The change d is (v2 - v1) / v1 (or the ratio v2 / v1) within the written precisions of all three."""
    (a, ha), (b, hb), (x, hx, unit) = v1, v2, d
    lo, hi = (b - hb) / (a + ha), (b + hb) / (a - ha)
    if unit == "%":
        lo, hi = (lo - 1) * 100, (hi - 1) * 100
    return lo - hx <= x <= hi + hx


def _split_glued(toks: list[Token]) -> list[Token]:
    """"ΔTTFT", "Δp99": the difference sign glued to the label's first word, split into "Δ" and the word."""
    if not any(t.kind == "foreign" and t.low.startswith("δ") and len(t.low) > 1 for t in toks):
        return toks
    out: list[Token] = []
    for t in toks:
        if t.kind == "foreign" and t.low.startswith("δ") and len(t.low) > 1 and t.text[1:].isalnum():
            out.append(replace(t, text=t.text[0], low="δ", end=t.start + 1))
            out.append(replace(t, text=t.text[1:], low=t.low[1:], kind="word", start=t.start + 1))
        else:
            out.append(t)
    return out


def delta_lines(toks: list[Token], text: str) -> tuple[list[Token], list[tuple[int, int]]]:
    """Productions delta_line, speedup_line and arrow_direction (module docstring): the tokens with each such line
    rewritten, and the spans of the words made inert."""
    toks = _split_glued(toks)
    if not any(t.text in _ARROWS or t.text in ("(", ",") or _w(t) in _DELTA_WORDS or _w(t) in _FIELD_HEADS
               or _w(t) == "speedup" for t in toks):
        return toks, []
    out: list[Token] = []
    gone: list[tuple[int, int]] = []
    drop: set[int] = set()
    i = 0
    while i < len(toks):
        t = toks[i]
        if i in drop:
            gone.append((t.start, t.end))
            i += 1
            continue
        if t.text == "(":
            got = _paren_entry(toks, i)
            if got is not None:  # "(GPU-only: 12,672 tok/s)": "(12,672 tok/s with GPU-only)"
                out += got
                i += len(got)
                continue
        if _line_start(toks, i, text):
            c = next((x for x in range(i + 1, min(len(toks), i + 8)) if toks[x].text == ","), None)
            if c is not None and c + 2 < len(toks) and _label(toks, i, c) and _one_arm(toks[c + 1]) \
                    and toks[c + 2].text == ":":
                # "p99 TPOT, FlashAttention: 20.0 ms; FlashInfer: 18.0 ms": the label line "p99 TPOT: FlashAttention
                # 20.0 ms; ..." (the comma its separator, the arm's own ":" inert)
                out += toks[i:c] + [_punct(toks[c], ":"), toks[c + 1]]
                gone.append((toks[c + 2].start, toks[c + 2].end))
                i = c + 3
                continue
        if _line_start(toks, i, text) and i not in drop:
            tc = _trailing_change(toks, i, text)
            if tc is not None:  # the change a label line's own two values make: inert
                drop.update(range(tc[0], tc[1] + 1))
        if t.kind == "punct" and t.text in _ARROWS and i + 1 < len(toks) and (
                toks[i + 1].kind == "num" or (toks[i + 1].text in _HEDGES and i + 2 < len(toks)
                                              and toks[i + 2].kind == "num")):
            out.append(_word(t, _ARROWS[t.text]))  # "↑10%": the direction word "up"
            i += 1
            continue
        if _line_start(toks, i, text):
            got = _delta(toks, i, text) or _speedup(toks, i, text)
            if got is not None:
                new, end, g = got
                out += new
                gone += g
                i = end
                continue
        out.append(t)
        i += 1
    for n, x in enumerate(out):
        x.i = n
    return out, gone
