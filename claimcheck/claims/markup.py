"""Markup and reference marks around a claim (production: markup, claimcheck/claims/grammar.lark).

Write-ups wrap their numbers and names in Markdown and hang references on them: ``**1.5x**``,
``*faster*``, ```vLLM```, ``> `` / ``- `` / ``1.`` at a line's start, ``[1]`` / ``[2, 3]`` after a
word or before a clause's end, a footnote mark (``¹``, ``†``) glued to a word. None of them says
anything about a witness, and each splits the construct it sits in ("**2x** faster than" was
unread, "2x¹ faster" one foreign word). This pass runs on the tokens before every other pass
of the reader: the marks below are taken out of the token stream (so the constructs see the
words as if unmarked) and reported as inert spans of the reading. Nothing else is taken out:

* emphasis only as a matched pair, Markdown's way: ``**`` / ``*`` / ``__`` / a backtick opening
  after a space, the text's start or punctuation and before a non-space, closing after a non-space
  and before a space, punctuation or the text's end, on one line (``2 * 3``, ``2*3``, a lone
  ``*`` footnote mark stay); never ``~~`` (struck text is withdrawn text: it stays unread);
* a line's list, quote or heading mark: ``>``, ``-``, ``*``, ``+``, ``•``, ``#``..., ``1.`` /
  ``1)`` / a thread's ``1/`` ("2/ Throughput goes from 2.5 to 3.5 req/s") / a footnote's own mark opening its text
  ("¹ TP=4 delivers 1.6x the output token throughput of PP=4") at the text's start or after a line
  break, before a space and a word (never before a number, a sign or a
  currency: ``- 25%`` may be a minus; a thread's ``4/`` also before a number: "4/ 64/64 reqs completed", a slash
  is no sign); a line's ``>`` before a number, a hedge or an article (``> 3x faster``,
  ``> a 12% reduction``) may be a quote mark or "more than": it is left unread, never read either way;
* a citation: ``[`` integers (``,`` / ``-`` / ``–`` between them, at most 3 digits each) or a
  citation word (vocabulary.PROSE_CITATIONS) ``]`` glued to the word before it (``TGI[1]``) or
  ending a clause (a ``.``, ``,``, ``;``, ``:``, ``)`` or the text's end follows) -- never one a
  word follows (``on [8] GPUs``: a count, or a citation? it stays unread);
* a pull-request or issue reference: ``(#1234)``, ``(#1234, #1250)``, ``[#1234]`` -- a ``#`` and 2 to 6 digits, the
  parenthesis holding nothing else (``(#2 run)`` stays); it names where the change lives, nothing measured;
* a footnote mark: superscript digits, ``†``, ``‡`` glued to a letter, ``%``, ``)``, ``]``, ``.``,
  ``,`` or ``*`` before them -- never to a digit (``10³`` is a power: it stays unread).
"""

from __future__ import annotations

import re

from claimcheck.claims.vocabulary import PROSE_CITATIONS

SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
FOOTNOTE_MARKS = SUPERSCRIPTS + "†‡"

_OPEN_BEFORE = r"(?:^|(?<=[\s(\[{\"'“‘>:;,.!?—–-]))"
_CLOSE_AFTER = r"(?=$|[\s)\]}\"'”’.,;:!?—–-]|[" + FOOTNOTE_MARKS + "])"
#: (delimiter, its pattern): a pair on one line, the inside starting and ending with a non-space
_EMPHASIS = [re.compile(_OPEN_BEFORE + d + r"(?=[^\s" + c + r"])[^\n]*?(?<=[^\s" + c + r"])" + d + _CLOSE_AFTER)
             for d, c in ((r"\*\*", r"*"), (r"__", r"_"), (r"\*", r"*"), (r"`", r"`"))]
_EMPHASIS_LEN = [2, 2, 1, 1]
_LINE_MARK = re.compile(r"(?:^|(?<=\n))[ \t]*(?:(?:>+|[-*+•]|#{1,6}|\d{1,2}[.)/]|[" + FOOTNOTE_MARKS + r"]{1,3})"
                        r"(?=[ \t]+[^\s\d.,+\-−–—$€£])|\d{1,2}/(?=[ \t]+\d))")
#: what may follow a line's ">" as "more than" ("> 3x faster", "> a 12% reduction", "> roughly 2x"): neither read
_AFTER_QUOTE = re.compile(r"[ \t]+(?:[\d~≈.]|(?:a|an|about|around|roughly|approximately|nearly|almost|over|under|more|"
                          r"less|at|up|just|only)\b)", re.I)
_QUOTE_MARK = re.compile(r"(?:^|(?<=\n))[ \t]*(>)(?=[ \t])")
_CITE_WORDS = "|".join(sorted(PROSE_CITATIONS, key=len, reverse=True))
_CITATION = re.compile(r"\[\s*(?:\d{1,3}(?:\s*[,–-]\s*\d{1,3})*|(?i:" + _CITE_WORDS + r"))\s*\]")
_CITATION_END = re.compile(r"\s*(?:$|[.,;:)!?])")
_PR_REF = re.compile(r"[(\[]\s*#\d{2,6}(?:\s*[,;]\s*#\d{2,6})*\s*[)\]]")
_FOOTNOTE = re.compile(r"(?<=[A-Za-z%)\].,*])[" + FOOTNOTE_MARKS + r"]+")


def marks(text: str) -> set[int]:
    """The character positions of ``text`` that are markup or reference marks (rules above)."""
    out: set[int] = set()
    for pat, n in zip(_EMPHASIS, _EMPHASIS_LEN):
        for m in pat.finditer(text):
            a, b = m.span()
            if any(p in out for p in (a, b - 1)):
                continue  # a delimiter already taken by a longer pair ("**" before "*")
            inner = text[a + n:b - n]
            if n == 1 and text[a] == "*" and inner.startswith("*"):
                continue
            out.update(range(a, a + n))
            out.update(range(b - n, b))
    for m in _LINE_MARK.finditer(text):
        if ">" in m.group(0) and _AFTER_QUOTE.match(text, m.end()):
            continue  # "> 3x faster", "> a 12% reduction": a quote, or "more than"? ambiguous() leaves it unread
        out.update(p for p in range(m.start(), m.end()) if not text[p].isspace())
    for m in _CITATION.finditer(text):
        a, b = m.span()
        glued = a > 0 and not text[a - 1].isspace() and text[a - 1] not in "([{"
        if glued or _CITATION_END.match(text, b):
            out.update(range(a, b))
    for m in _PR_REF.finditer(text):
        out.update(range(m.start(), m.end()))
    for m in _FOOTNOTE.finditer(text):
        out.update(range(m.start(), m.end()))
    return out


def ambiguous(text: str) -> set[int]:
    """The positions of a line's ">" before a number, a hedge or an article: a quote mark or "more than"? Never
    read either way (a "> 7.33 req/s" of a run that made 7.33 req/s was false as "more than")."""
    return {m.start(1) for m in _QUOTE_MARK.finditer(text) if _AFTER_QUOTE.match(text, m.end())}


def strip(text: str, toks: list) -> tuple[list, list[tuple[int, int]]]:
    """(the tokens without the marks, the (start, end) of each token taken out). A token is taken out only when
    every character of it is a mark."""
    pos = marks(text)
    odd = ambiguous(text)
    if not pos and not odd:
        return toks, []
    keep, gone = [], []
    for t in toks:
        if t.kind == "punct" and t.start in odd and t.end == t.start + 1:
            t.kind, t.low = "foreign", ">?"  # neither a comparison nor a quote mark: unread
            keep.append(t)
            continue
        if t.kind in ("punct", "num", "word", "ident", "foreign") and t.end > t.start \
                and all(p in pos for p in range(t.start, t.end)):
            gone.append((t.start, t.end))
        else:
            keep.append(t)
    for k, t in enumerate(keep):
        t.i = k
    return keep, gone


def tokens(text: str, arms: dict[str, list[str]] | None = None, keep=None) -> tuple[list, list[tuple[int, int]]]:
    """``statement.tokens`` with the marks taken out before the arm mentions are marked ("**16** threads" names the
    arm of 16 threads as "16 threads" does); (tokens, the spans taken out). ``keep``: ``statement.mark_arms``'s."""
    from claimcheck.claims.statement import mark_arms, tokenize

    toks, gone = strip(text, tokenize(text))
    toks = mark_arms(toks, arms or {}, keep)
    for t in toks:
        if t.kind == "arm":
            t.text = text[t.start:t.end]
    return toks, gone
