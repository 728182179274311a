"""An arm written as a setting every arm shares plus the one that names it (production setting_sum --
claimcheck/claims/grammar.lark; docs/claim-check.md): "Request throughput is 3 req/s (TP4+EP) vs 2 req/s (TP4)".

A token pass the reader runs after the markup and aside passes, on a witness of exactly two arms:

* "SHARED + ARM" (or "ARM + SHARED"), where SHARED is a phrase of a setting every arm declares with the same value
  (grammar.arm_phrases' shared phrases: "TP4" of tensor_parallel_size 4 in both arms) and ARM names one arm ("EP" of
  enable_expert_parallel true): the arm; SHARED and "+" are inert (SHARED holds of every arm: it is the witness's
  own declaration, so it needs no check of its own; a SHARED no arm declares, "TP8+EP", is no shared phrase and stays
  as written, unread).
* SHARED alone ("(TP4)", "TP4 2 req/s"), in a statement that also writes "SHARED + ARM": the other arm of the two
  (the sum without its addend).
* Any number of arms: SHARED as an entry's label, right after "," / ";" / ":" / "|" / "(" and right before a number,
  in a statement that names an arm elsewhere ("Request throughput: FP8 3 req/s, TP4 2 req/s"), holds of every arm,
  so it cannot say which arm the value is of: it becomes a mention of every arm (ambiguous: the value is never
  graded), where before the value took the arm named before it (and "2 req/s" was graded false as FP8's).
"""

from __future__ import annotations

from claimcheck.claims.statement import Token


def _w(t: Token) -> str:
    return t.low or t.text.lower()


def _shared_at(toks: list[Token], k: int, shared: set[tuple[str, ...]]) -> int:
    """The length of the longest shared phrase at toks[k] (plain words only), else 0."""
    best = 0
    for ph in shared:
        n = len(ph)
        if n > best and k + n <= len(toks) and all(t.kind != "arm" for t in toks[k:k + n]) \
                and tuple(_w(t) for t in toks[k:k + n]) == ph:
            best = n
    return best


_ENTRY_OPEN = frozenset({",", ";", ":", "|", "("})


def _entry_labels(toks: list[Token], shared: set[tuple[str, ...]], arm_names: list[str]) -> list[Token]:
    """A shared setting as an entry's label ("Request throughput: FP8 3 req/s, TP4 2 req/s"): right after "," / ";" /
    ":" / "|" / "(" and right before a number, in a statement that names an arm elsewhere. It holds of every arm, so it
    cannot tell which arm the value is of, and the value must not take the arm named before it: the phrase becomes a
    mention of every arm (an ambiguous mention: its value is never graded). A sum's SHARED ("TP4+EP") is left to
    setting_sums."""
    if not any(t.kind == "arm" for t in toks):
        return toks
    out = list(toks)
    k = 1
    while k < len(out):
        n = _shared_at(out, k, shared)
        if n and out[k - 1].text in _ENTRY_OPEN and k + n < len(out) and out[k + n].kind == "num" \
                and not (k + n + 1 < len(out) and out[k + n].text == "+"):
            said = " ".join(x.text for x in out[k:k + n])
            arm = Token(0, out[k].start, out[k + n - 1].end, said, " ".join(_w(x) for x in out[k:k + n]), "arm",
                        arms=tuple(sorted(arm_names)))
            arm.sum_other = True  # type: ignore[attr-defined]
            out[k:k + n] = [arm]
        k += 1
    for i, x in enumerate(out):
        x.i = i
    return out


def setting_sums(toks: list[Token], shared: set[tuple[str, ...]], arm_names: list[str]
                 ) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production setting_sum (module docstring): the sums written as their arm, each lone shared phrase in
    parentheses of such a statement as the other arm; the spans made inert."""
    if len(arm_names) < 2 or not shared:
        return toks, []
    got, gone = _sums(toks, shared, arm_names)
    return _entry_labels(got, shared, arm_names), gone


def _sums(toks: list[Token], shared: set[tuple[str, ...]], arm_names: list[str]
          ) -> tuple[list[Token], list[tuple[int, int]]]:
    if len(arm_names) != 2 or not any(t.text == "+" for t in toks):
        return toks, []
    out: list[Token] = []
    gone: list[tuple[int, int]] = []
    sums: dict[tuple[str, ...], set[str]] = {}
    k = 0
    while k < len(toks):
        t = toks[k]
        n = _shared_at(toks, k, shared)
        if n and k + n + 1 < len(toks) and toks[k + n].text == "+" and toks[k + n + 1].kind == "arm" \
                and len(toks[k + n + 1].arms) == 1:
            sums.setdefault(tuple(_w(x) for x in toks[k:k + n]), set()).add(toks[k + n + 1].arms[0])
            gone.append((t.start, toks[k + n].end))
            out.append(toks[k + n + 1])
            k += n + 2
            continue
        if t.kind == "arm" and len(t.arms) == 1 and k + 2 < len(toks) and toks[k + 1].text == "+":
            m = _shared_at(toks, k + 2, shared)
            if m:
                sums.setdefault(tuple(_w(x) for x in toks[k + 2:k + 2 + m]), set()).add(t.arms[0])
                gone.append((toks[k + 1].start, toks[k + 1 + m].end))
                out.append(t)
                k += 2 + m
                continue
        out.append(t)
        k += 1
    if not sums:
        return toks, []
    # SHARED alone beside its sum: the arm the sum's addend does not name
    final: list[Token] = []
    k = 0
    while k < len(out):
        t = out[k]
        n = _shared_at(out, k, shared)
        ph = tuple(_w(x) for x in out[k:k + n]) if n else ()
        if n and len(sums.get(ph, ())) == 1:
            other = [a for a in arm_names if a not in sums[ph]]
            if len(other) == 1:
                said = " ".join(x.text for x in out[k:k + n])
                arm = Token(0, t.start, out[k + n - 1].end, said, " ".join(ph), "arm", arms=(other[0],))
                arm.sum_other = True  # type: ignore[attr-defined]  # (grammar: no longer read as the shared setting)
                final.append(arm)
                k += n
                continue
        final.append(t)
        k += 1
    for i, x in enumerate(final):
        x.i = i
    return final, gone
