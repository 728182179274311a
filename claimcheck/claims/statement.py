"""Statement text -> tokens: words, numbers, identifiers, punctuation, and arm mentions.

Pure text work, linear in the length of the statement. The whole statement is tokenized; no
character outside whitespace is skipped, so the reader (``claimcheck.claims.grammar``) can
account for every token (the coverage rule of docs/claim-check.md).

* ``-`` and ``_`` between letters join words the way spaces do (``shared-prefix`` is the two
  words ``shared prefix``, as in an arm alias); ``,`` inside a number groups thousands only
  (``1,000``); ``.`` inside a token is a decimal point or part of an identifier;
* a token that mixes letters and digits is an identifier (``qwen2.5-0.5b``, ``H100``, ``L4``,
  ``v0.32.0``), except ``1.36x`` (a ratio: number + ``x``), ``250ms`` / ``2s`` (number + unit),
  ``p50`` / ``p99`` / ``95th`` (a percentile word) and ``8-token`` / ``24-job`` (number + word);
* text outside ASCII (other scripts, accented words, full-width digits) is ``foreign``: the
  grammar does not cover it, so it is never read;
* arm mentions are the witness's arm names and declared aliases, matched as word sequences
  (case-insensitive; spaces, ``-``, ``_`` interchangeable), longest match first; a phrase
  declared by two arms is an ambiguous mention (``arm`` is None).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

MAX_ALIAS_WORDS = 16


@dataclass
class Token:
    i: int
    start: int
    end: int
    text: str           # as written
    low: str            # lower-case word form ("" for punctuation)
    kind: str           # num | word | ident | punct | foreign | arm
    value: Decimal | None = None
    decimals: int = 0
    arms: tuple[str, ...] = ()   # kind == "arm": the arm(s) the phrase names

    @property
    def arm(self) -> str | None:
        return self.arms[0] if len(self.arms) == 1 else None


_CHUNK = re.compile(r"[^\W_]+(?:(?:\.|,(?=\d{3}(?!\d))|')[^\W_]+)*", re.UNICODE)
_NUM = re.compile(r"^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$")
_NUM_SUFFIX = re.compile(r"^((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(x|ms|s|sec|secs|min|mins|h)$")
_PCTL = re.compile(r"^(?:p\d{1,2}(?:\.\d+)?|\d{1,2}(?:st|nd|rd|th))$")


def _num(text: str) -> tuple[Decimal | None, int]:
    try:
        v = Decimal(text.replace(",", ""))
    except InvalidOperation:
        return None, 0
    return v, (len(text.split(".")[1]) if "." in text else 0)


def tokenize(text: str) -> list[Token]:
    """Every non-space character of ``text`` ends up in exactly one token."""
    toks: list[Token] = []

    def add(a: int, b: int, kind: str, low: str = "") -> None:
        t = Token(len(toks), a, b, text[a:b], low, kind)
        if kind == "num":
            t.value, t.decimals = _num(text[a:b])
            if t.value is None:
                t.kind = "ident"
        toks.append(t)

    original = text
    text = text.replace("\u2019", "'")  # a typographic apostrophe is an apostrophe (same length)
    pos, n = 0, len(text)
    while pos < n:
        c = text[pos]
        if c.isspace():
            pos += 1
            continue
        m = _CHUNK.match(text, pos)
        if not m:
            add(pos, pos + 1, "punct")
            pos += 1
            continue
        a, b = m.span()
        chunk = m.group(0)
        low = chunk.lower()
        pos = b
        if not low.isascii():
            add(a, b, "foreign", low)
            continue
        if _NUM.match(low):
            add(a, b, "num")
            continue
        if low.endswith("'s") and len(low) > 2 and low[:-2].replace("'", "").isalnum():
            # a possessive: the word, then "'s" (inert)
            add(a, b - 2, "word" if low[:-2].isalpha() else "ident", low[:-2])
            add(b - 2, b, "word", "'s")
            continue
        if low.replace("'", "").isalpha():
            add(a, b, "word", low)
            continue
        ms = _NUM_SUFFIX.match(low)
        if ms:
            k = a + len(ms.group(1))
            add(a, k, "num")
            add(k, b, "word", ms.group(2))
            continue
        if _PCTL.match(low):
            add(a, b, "word", low)
            continue
        add(a, b, "ident", low)
    _join_hyphens(toks, text)
    for t in toks:
        t.text = original[t.start:t.end]
    return toks


def _join_hyphens(toks: list[Token], text: str) -> None:
    """A ``-`` or ``_`` glued between two word/num tokens is a joiner, not punctuation: it is
    dropped (``shared-prefix`` = ``shared prefix``) unless it joins two identifier-like parts,
    which become one identifier (``qwen2.5-0.5b``)."""
    out: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if (t.kind == "punct" and t.text in "-_" and out and i + 1 < len(toks)
                and out[-1].end == t.start and toks[i + 1].start == t.end
                and out[-1].kind in ("word", "num", "ident") and toks[i + 1].kind in ("word", "num", "ident")):
            prev, nxt = out[-1], toks[i + 1]
            if "ident" in (prev.kind, nxt.kind) or (prev.kind == "num" and nxt.kind == "num") or (
                    prev.kind == "word" and nxt.kind == "num"):
                # qwen2.5-0.5b, smollm2-135m, llama-3, 2026-08-07: one identifier
                merged = Token(prev.i, prev.start, nxt.end, text[prev.start:nxt.end], text[prev.start:nxt.end].lower(),
                               "ident")
                out[-1] = merged
                i += 2
                continue
            i += 1  # a joiner between words: dropped
            continue
        out.append(t)
        i += 1
    for k, t in enumerate(out):
        t.i = k
    toks[:] = out


def _words(phrase: str) -> tuple[str, ...]:
    return tuple(t.low or t.text.lower() for t in tokenize(phrase))


def mark_arms(toks: list[Token], arms: dict[str, list[str]]) -> list[Token]:
    """Replace arm mentions (names and aliases, as word sequences) by single ``arm`` tokens."""
    phrase_arms: dict[tuple[str, ...], set[str]] = {}
    for name, aliases in arms.items():
        for phrase in [name, *aliases]:
            key = _words(phrase)
            if key and len(key) <= MAX_ALIAS_WORDS:
                phrase_arms.setdefault(key, set()).add(name)
    if not phrase_arms:
        return toks
    by_first: dict[str, list[tuple[str, ...]]] = {}
    for key in phrase_arms:
        by_first.setdefault(key[0], []).append(key)
    for keys in by_first.values():
        keys.sort(key=len, reverse=True)
    forms = [t.low or t.text.lower() for t in toks]
    out: list[Token] = []
    i = 0
    while i < len(toks):
        hit = None
        for key in by_first.get(forms[i], ()):
            if tuple(forms[i:i + len(key)]) == key:
                hit = key
                break
        if hit is None:
            out.append(toks[i])
            i += 1
            continue
        a, b = toks[i], toks[i + len(hit) - 1]
        out.append(Token(0, a.start, b.end, "", " ".join(hit), "arm", arms=tuple(sorted(phrase_arms[hit]))))
        i += len(hit)
    for k, t in enumerate(out):
        t.i = k
    return out


def tokens(statement: str, arms: dict[str, list[str]] | None = None) -> list[Token]:
    toks = mark_arms(tokenize(statement), arms or {})
    for t in toks:
        if t.kind == "arm":
            t.text = statement[t.start:t.end]
    return toks


def parse(statement: str, arms: dict[str, list[str]] | None = None) -> list[Token]:
    """Tokens of ``statement`` with arm mentions marked; never raises on any text."""
    return tokens(statement, arms)
