"""Asides that point elsewhere in the write-up (production: aside_pointer, claimcheck/claims/grammar.lark).

A write-up points its reader to a figure, a table or a later section in an aside: "(see Figure 3)", "(see below)",
"(2x, see below)", "(cf. Table 2)", "(compare Fig. 4)". What such an aside holds besides the pointer is not a
claim of the sentence: "Mean TTFT rises 5x at concurrency 32 (see below 2x) versus concurrency 1" had "below 2x" read
as a bound of the sentence's ratio ("< 2") and was graded `false` on a witness whose ratio is 5x, and "(see Fig. 2:
2x at concurrency 8)" could bind its "2x" in the same way.

This pass runs first in each clause's scan (``_Clause.scan``): a pointer word (``POINTER_WORDS``: *see*, *cf*,
*compare*, *refer*) that opens a parenthesis or a part of one (after its ``,`` / ``;`` / ``:``) makes the whole
parenthesis an aside. Its tokens are held from every construct while the clause is scanned and then released
unread, so the sentence is `not-yet` (the false bar: a clause read only in part is never contradicted), naming the
words. A parenthesis that is only a reference ("(see Figure 3)", "(see Table 2)", "(see the appendix)", "(see
below)": ``prose.reference``) is left to the prose pass, which makes it inert, as before. Outside parentheses the
same holds for a pointer after ``,`` / ``;`` / a dash ("..., see below 2x"): the words from the pointer word to the
next ``,`` / ``;`` / ``)`` or the sentence's end, unless they are only a reference ("..., see Fig. 2").

A reference alone inside a phrase ("5.1x (see below) faster TTFT than TGI", "2.2x (see Fig. 2) - 2.5x higher",
"1200 ms (see Figure 3) faster than llm-d") split the construct it sat in: "5.1x" was read as a second ratio of the
clause's throughput and graded `false`. ``see_through`` takes such a parenthesis out of the token stream before the
reader (as markup.py does with "[1]"), reported inert, wherever a word, number or sign follows it. At a clause's end
a reference stays where it is, inert prose as before. A metric's legend in parentheses, "(lower is better)",
"(higher is better; see below)", is held as an aside (it was read as a direction word, "lower" against the
sentence's arms, and graded `false`): unread, never a claim.
"""

from __future__ import annotations

from claimcheck.claims.vocabulary import PROSE_FIGURE_NOUNS, PROSE_REFERENCE_PHRASES

#: words that point the reader elsewhere when they open an aside: "(see ...)", "(cf. ...)", "(compare ...)"
POINTER_WORDS = frozenset({"see", "cf", "compare", "refer"})
#: what a pointer may point to, read as a whole reference ("see below", "see Section 4", "cf. Fig. 2b")
_TARGETS = PROSE_FIGURE_NOUNS | {"below", "above", "appendix", "section", "sec", "text", "figures", "tables"}
_PART_ENDS = (",", ";", ")", ".", "!", "?")
_HELD = "aside"
#: a metric's legend in parentheses: held as an aside ("(lower is better)")
_LEGENDS = (("lower", "is", "better"), ("higher", "is", "better"), ("lower", "=", "better"), ("higher", "=", "better"),
            ("lower", "better"), ("higher", "better"))


def _closing(cl, k: int) -> int | None:
    """The ``)`` matching the ``(`` at ``k`` within the clause, or None."""
    depth = 0
    for j in range(k, cl.i1):
        t = cl.r.toks[j].text
        if t == "(":
            depth += 1
        elif t == ")":
            depth -= 1
            if depth == 0:
                return j
    return None


def _pointer_at(cl, k: int) -> bool:
    w = cl.w(k)
    if w not in POINTER_WORDS or cl.r.toks[k].kind != "word":
        return False
    return w != "refer" or cl.w(k + 1) == "to"


def _only_reference(cl, k: int, end: int) -> bool:
    """Tokens ``k:end`` are a pointer and its target only: "see Fig. 2", "cf. Table 2b", "see below", "see the
    appendix", "see Section 4.2"."""
    j = k + 1
    if cl.w(j) == "." and cl.w(k) == "cf":
        j += 1
    if cl.w(j) == "to" and cl.w(k) == "refer":
        j += 1
    words = tuple(cl.w(x) for x in range(k, end))
    if words in PROSE_REFERENCE_PHRASES:
        return True
    if cl.w(j) == "the":
        j += 1
    if cl.w(j) not in _TARGETS:
        return False
    j += 1
    if j < end and cl.w(j) == "." and cl.w(j - 1) in ("fig", "sec"):
        j += 1
    if j < end:
        t = cl.r.toks[j]
        if t.kind == "num" and t.value is not None and t.value < 1000 or t.kind == "ident" and len(t.low) <= 4 \
                and t.low[:1].isdigit() or t.kind in ("word", "ident") and len(t.text) == 1 and t.text.isupper():
            j += 1  # "Figure 3", "Fig 2b", "Section 4.2", "Appendix A"
    return j == end


def _legend_at(cl, k: int) -> int:
    """The length of a legend "lower is better" / "higher is better" at ``k`` (0: none)."""
    for p in _LEGENDS:
        if all(cl.w(k + n) == w for n, w in enumerate(p)):
            return len(p)
    return 0


def hold(cl) -> list[int]:
    """Hold the asides of clause ``cl`` from the constructs; the positions held (give them to ``release``)."""
    r = cl.r
    held: list[int] = []
    k = cl.i0
    while k < cl.i1:
        if r.toks[k].text == "(" and not r.used[k] and _legend_at(cl, k + 1):
            # a metric's legend: "(lower is better)", "(lower is better; see below)" (a ";" ends the clause inside it)
            end = _closing(cl, k) or cl.i1
            span = [j for j in range(k + 1, end) if not r.used[j]]
            for j in span:
                r.used[j] = _HELD
            held += span
            k = end + 1
            continue
        if r.toks[k].text == "(" and not r.used[k]:
            end = _closing(cl, k)
            if end is None:
                k += 1
                continue
            parts = [k + 1] + [j + 1 for j in range(k + 1, end) if r.toks[j].text in (",", ";", ":")]
            ptr = next((p for p in parts if _pointer_at(cl, p)), None)
            if ptr is not None and not (ptr == k + 1 and _only_reference(cl, ptr, end)):
                span = [j for j in range(k + 1, end) if not r.used[j]]
                for j in span:
                    r.used[j] = _HELD
                held += span
            k = end + 1
            continue
        if _pointer_at(cl, k) and not r.used[k] and k > cl.i0 and r.toks[k - 1].text in (",", ";", "-", "\u2013",
                                                                                            "\u2014"):
            end = next((j for j in range(k + 1, cl.i1) if r.toks[j].text in _PART_ENDS
                        and not (r.toks[j].text == "." and cl.w(j - 1) in ("fig", "sec", "cf"))), cl.i1)
            if not _only_reference(cl, k, end):
                span = [j for j in range(k, end) if not r.used[j]]
                for j in span:
                    r.used[j] = _HELD
                held += span
            k = end
            continue
        k += 1
    return held


def hold_positions(cl, positions: list[int]) -> list[int]:
    """Hold ``positions`` of clause ``cl`` (not yet taken) from the constructs as an aside is held; the positions held
    (give them to ``release`` with the others)."""
    out = [j for j in positions if not cl.r.used[j]]
    for j in out:
        cl.r.used[j] = _HELD
    return out


def release(cl, held: list[int]) -> None:
    """Give the held positions back, unread (no construct took them; the prose pass may make a pointer word inert,
    never what follows it)."""
    for j in held:
        if cl.r.used[j] == _HELD:
            cl.r.used[j] = ""


def _tok_word(t) -> str:
    return t.low if t.kind == "word" else t.text


def _reference_len(toks: list, k: int) -> int:
    """The tokens of a reference parenthesis at ``k`` ("(see Figure 3)", "(Fig. 2)", "(see below)", "(see the
    appendix)"), or 0."""
    n = len(toks)
    w = [_tok_word(toks[j]) for j in range(k, min(n, k + 8))]
    if not w or w[0] != "(":
        return 0
    j = 1
    if len(w) > j and w[j] == "see":
        j += 1
    if len(w) > j and w[j] in PROSE_FIGURE_NOUNS:
        j += 1
        if len(w) > j and w[j] == "." and w[j - 1] == "fig":
            j += 1
        if k + j < n:
            t = toks[k + j]
            if t.kind == "num" and t.decimals == 0 and t.value is not None and t.value < 1000 or \
                    t.kind == "ident" and len(t.low) <= 4 and t.low[:1].isdigit():
                j += 1
        return j + 1 if len(w) > j and w[j] == ")" else 0
    for p in sorted(PROSE_REFERENCE_PHRASES, key=len, reverse=True):
        if tuple(w[1:1 + len(p)]) == p and len(w) > 1 + len(p) and w[1 + len(p)] == ")":
            return len(p) + 2
    return 0


def see_through(toks: list) -> tuple[list, list[tuple[int, int]]]:
    """(the tokens without the reference parentheses inside a phrase and the legends, the (start, end) of each
    parenthesis taken out); see the module docstring."""
    keep, gone = [], []
    k = 0
    while k < len(toks):
        n = _reference_len(toks, k)
        after = toks[k + n] if n and k + n < len(toks) else None
        if n and (k == 0 or after is None or after.kind == "punct" and after.text not in ("-", "\u2013", "+")):
            n = 0  # at a clause's end (or the text's start): inert prose where it stands
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
