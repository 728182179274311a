"""A definition of total token throughput written right after its name (production total_definition --
claimcheck/claims/grammar.lark; docs/claim-check.md).

"Total token throughput (prompt + completion) is 1,750 tok/s", "Total throughput (input plus output) reaches 3,000
tok/s", "total throughput incl. prompt tokens is 8.8k tok/s", "Total token throughput (prompt and generated tokens)
rises from 384 to 614 tokens/s": the words after "total [token(s)] throughput" say what it counts, (prompt + output)
tokens per second, the metric the name already names. A token pass the reader runs after asides.see_through takes
such a definition out of the token stream (reported inert, as markup is), so the name reads as it does alone:

* in parentheses right after the name: prompt / input tokens AND output / completion / generated / decode tokens
  (joined by "+", "plus", "and", "&"; "tokens", "both" around them);
* "incl." / "including" / "inclusive of" + prompt / input tokens (+ "the"), right after the name, or right after a
  rate unit with "total" among the five tokens before ("total tok/s incl prompt was 2.5k ...").

* the strict gloss "(" prompt / input / prefill, "+" / "and" / "&", output / generated / completion / decode /
  generation, "tokens"? ")" also after a rate unit ("tok/s", "tokens/s", "tokens per second") with "total" among the
  five tokens before ("Total tokens/s (prompt and output)"), taken out first, in a pass of its own.

A definition that contradicts the name -- "(output only)", "(excluding prompt)", "(completion tokens)", anything
naming one side only -- and any other words in parentheses are left as written (unread): the statement does not say
which of the two metrics it means.
"""

from __future__ import annotations

from claimcheck.claims.statement import Token

_PROMPT = frozenset({"prompt", "input", "prefill"})
_OUTPUT = frozenset({"completion", "completions", "output", "generated", "generation", "decode", "decoded"})
_GLUE = frozenset({"+", "plus", "and", "&", "tokens", "token", "both", "the"})
_INCL = frozenset({"incl", "including", "inclusive"})


def _w(t: Token) -> str:
    return t.low if t.kind in ("word", "ident", "foreign") else t.text


def _total_name_ends(toks: list[Token], j: int) -> bool:
    """toks[j] is "throughput" of "total [token(s)] throughput"."""
    if _w(toks[j]) != "throughput":
        return False
    k = j - 1
    if k >= 0 and _w(toks[k]) in ("token", "tokens"):
        k -= 1
    return k >= 0 and _w(toks[k]) == "total"


def _definition(toks: list[Token], j: int) -> int:
    """The end (exclusive) of a total definition right after toks[j], else 0."""
    n = len(toks)
    if j + 1 < n and toks[j + 1].text == "(":
        close = next((k for k in range(j + 2, min(n, j + 12)) if toks[k].text == ")"), None)
        if close is None:
            return 0
        words = [_w(t) for t in toks[j + 2:close]]
        if words and all(w in _PROMPT | _OUTPUT | _GLUE for w in words) and _PROMPT & set(words) \
                and _OUTPUT & set(words):
            return close + 1
        return 0
    k = j + 1
    if k < n and _w(toks[k]) in _INCL:
        inclusive = _w(toks[k]) == "inclusive"
        k += 1
        if k < n and toks[k].text == "." and _w(toks[k - 1]) == "incl":
            k += 1
        if inclusive:
            if k >= n or _w(toks[k]) != "of":
                return 0
            k += 1
        if k < n and _w(toks[k]) == "the":
            k += 1
        if k < n and _w(toks[k]) in _PROMPT:
            k += 1
            if k < n and _w(toks[k]) in ("tokens", "token"):
                k += 1
            return k
    return 0


#: the first kind of token a total counts, and the second
_GLOSS_PROMPT = frozenset({"prompt", "input", "prefill"})
_GLOSS_OUTPUT = frozenset({"generated", "output", "completion", "decode", "generation"})
_GLOSS_JOIN = frozenset({"+", "and", "&"})
_GLOSS_HEADS = frozenset({"throughput", "s", "second", "sec"})


def _gw(t) -> str:
    return t.low if t.kind != "punct" else t.text


def _gloss_len(toks: list, k: int) -> int:
    """The length of "( PROMPT + OUTPUT [tokens] )" at ``k``, else 0."""
    if k + 4 >= len(toks) + 1 or _gw(toks[k]) != "(":
        return 0
    q = k + 1
    if q + 3 > len(toks) or _gw(toks[q]) not in _GLOSS_PROMPT or _gw(toks[q + 1]) not in _GLOSS_JOIN \
            or _gw(toks[q + 2]) not in _GLOSS_OUTPUT:
        return 0
    q += 3
    if q < len(toks) and _gw(toks[q]) == "tokens":
        q += 1
    return q + 1 - k if q < len(toks) and _gw(toks[q]) == ")" else 0


def _glosses(toks: list) -> tuple[list, list[tuple[int, int]]]:
    """(the tokens without each total's strict gloss, the (start, end) of each gloss taken out)."""
    keep, gone = [], []
    k = 0
    while k < len(toks):
        n = _gloss_len(toks, k) if k and _gw(toks[k - 1]) in _GLOSS_HEADS and any(
            _gw(t) == "total" for t in toks[max(0, k - 5):k]) else 0
        if n:
            gone.append((toks[k].start, toks[k + n - 1].end))
            k += n
            continue
        keep.append(toks[k])
        k += 1
    if gone:
        for i, t in enumerate(keep):
            t.i = i
    return keep, gone


def total_definitions(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production total_definition (module docstring): the definitions taken out; their spans (inert)."""
    toks, gone = _glosses(toks)
    out: list[Token] = []
    k = 0
    while k < len(toks):
        out.append(toks[k])
        if _total_name_ends(toks, k) or (
                # "total tok/s incl prompt was ...": "incl." after a rate unit with "total" among the five tokens before
                _gw(toks[k]) in _GLOSS_HEADS and k + 1 < len(toks) and _w(toks[k + 1]) in _INCL
                and any(_gw(t) == "total" for t in toks[max(0, k - 5):k])):
            end = _definition(toks, k)
            if end:
                gone.append((toks[k + 1].start, toks[end - 1].end))
                k = end
                continue
        k += 1
    if len(out) == len(toks):
        return toks, gone
    for n, t in enumerate(out):
        t.i = n
    return out, gone
