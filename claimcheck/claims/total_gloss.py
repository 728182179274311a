"""A total throughput's gloss in parentheses (production total_gloss -- claimcheck/claims/grammar.lark;
docs/claim-check.md).

"Total throughput (prompt + generated) is around 7.6k tok/s", "total token throughput (input + output tokens)",
"Total tokens/s (prompt and output)": right after a metric phrase that says "total" (the total token throughput, prompt
plus output tokens per second), a parenthesis naming the two kinds of tokens it counts restates that meaning and
asserts nothing else. A token pass (``_Reader.__init__``, after asides.see_through) takes it out of the tokens and
reports it inert, as markup is. Only the words of the two kinds (PROMPT_WORDS, then "+" / "and" / "&", then
OUTPUT_WORDS, an optional "tokens") fill the parenthesis; it must follow "throughput", "tok/s", "tokens/s" or
"tokens per second" with "total" among the four words before; anything else ("(prompt only)", a number) stays as
written.
"""

from __future__ import annotations

#: the first kind of token a total counts, and the second
PROMPT_WORDS = frozenset({"prompt", "input", "prefill"})
OUTPUT_WORDS = frozenset({"generated", "output", "completion", "decode", "generation"})
_JOIN = frozenset({"+", "and", "&"})
_HEADS = frozenset({"throughput", "s", "second", "sec"})


def _w(t) -> str:
    return t.low if t.kind != "punct" else t.text


def _gloss_len(toks: list, k: int) -> int:
    """The length of "( PROMPT + OUTPUT [tokens] )" at ``k``, else 0."""
    if k + 4 >= len(toks) + 1 or _w(toks[k]) != "(":
        return 0
    q = k + 1
    if q + 3 > len(toks) or _w(toks[q]) not in PROMPT_WORDS or _w(toks[q + 1]) not in _JOIN \
            or _w(toks[q + 2]) not in OUTPUT_WORDS:
        return 0
    q += 3
    if q < len(toks) and _w(toks[q]) == "tokens":
        q += 1
    return q + 1 - k if q < len(toks) and _w(toks[q]) == ")" else 0


def see_through(toks: list) -> tuple[list, list[tuple[int, int]]]:
    """(the tokens without each total's gloss, the (start, end) of each gloss taken out)."""
    keep, gone = [], []
    k = 0
    while k < len(toks):
        n = _gloss_len(toks, k) if k and _w(toks[k - 1]) in _HEADS and any(
            _w(t) == "total" for t in toks[max(0, k - 5):k]) else 0
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
