"""Statement text -> tokens: words, numbers, identifiers, punctuation, and arm mentions.

Pure text work, linear in the length of the statement. The whole statement is tokenized; no
character outside whitespace is skipped, so the reader (``claimcheck.claims.grammar``) can
account for every token (the coverage rule of docs/claim-check.md).

* ``-`` and ``_`` between letters join words the way spaces do (``shared-prefix`` is the two
  words ``shared prefix``, as in an arm alias); a run of digits, ``,`` and ``.`` is one number read
  by its form and by the other numbers of the statement (``1,200`` = 1200, ``13,46`` = 13.46 with a
  decimal comma, ``1.234.567`` unread: a number with two readings is never read; docs/claim-check.md,
  "How numbers are read"); ``.`` inside a token is a decimal point or part of an identifier;
* a token that mixes letters and digits is an identifier (``qwen2.5-0.5b``, ``H100``, ``L4``,
  ``v0.32.0``), except ``1.36x`` (a ratio: number + ``x``), ``250ms`` / ``2s`` (number + unit),
  ``p50`` / ``p99`` / ``95th`` (a percentile word) and ``8-token`` / ``24-job`` (number + word);
* text outside ASCII (other scripts, accented words, full-width digits) is ``foreign``: the
  grammar does not cover it, so it is never read; a superscript digit is a punctuation token of its own
  (``faster¹``: a footnote mark, claims.markup; ``10³``: left unread);
* arm mentions are the witness's arm names and declared aliases, matched as word sequences
  (case-insensitive; spaces, ``-``, ``_`` interchangeable), longest match first; a phrase
  declared by two arms is an ambiguous mention (``arm`` is None).
"""

from __future__ import annotations

import functools

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

MAX_ALIAS_WORDS = 16
#: one-word arm names that are also prepositions (an arm named "on" / "off"): not the arm right before a noun
#: phrase's opener ("on my 4090", "on a single GPU", "on 2 GPUs")
_PREPOSITION_NAMES = frozenset({"on", "off", "in", "at", "with", "for", "by", "to", "of", "under", "over"})
_NOUN_PHRASE_OPENERS = frozenset({"a", "an", "the", "my", "our", "their", "its", "this", "that", "these", "those",
                                  "one", "single", "every", "each", "all", "both", "two", "three", "four", "eight"})


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


#: superscript digits are never part of a chunk: each is a punctuation token (a footnote mark after a word, read by
#: claims.markup; a power after a number, left unread), so "faster¹" is the word "faster" and a mark
_CHUNK = re.compile(r"[^\W_⁰¹²³⁴⁵⁶⁷⁸⁹]+(?:(?:\.|(?<=\d),(?=\d)|')[^\W_⁰¹²³⁴⁵⁶⁷⁸⁹]+)*", re.UNICODE)
#: a chunk that is a number as written, with an optional glued unit: its core (digits, "," and ".")
_NUMISH = re.compile(r"^(\d(?:[\d.,]*\d)?)(x|ms|s|sec|secs|min|mins|h)?$")
_FORMS = (  # (form, pattern) of a number's core, first match wins (docs/claim-check.md, "How numbers are read")
    ("int", re.compile(r"^\d+$")),
    ("dot3", re.compile(r"^[1-9]\d{0,2}\.\d{3}$")),             # 1.200: 1.2, or 1200 with a dot grouping
    ("en", re.compile(r"^\d+\.\d+$")),                            # 2.5, 0.123, 1234.567: a decimal point
    ("group1", re.compile(r"^[1-9]\d{0,2},\d{3}$")),               # 1,200: 1200, or 1.2 with a decimal comma
    ("en", re.compile(r"^[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?$")),   # 2,364,643 / 12,453.04: thousands commas
    ("eu", re.compile(r"^\d+,\d+$")),                              # 13,46 / 0,5 / 1,2345 / 0,500: a decimal comma
    ("eu_group", re.compile(r"^[1-9]\d{0,2}(?:\.\d{3})+(?:,\d+)?$")),  # 1.234.567 / 1.234,5: never read
)
#: a number with a glued microsecond unit (Greek mu U+03BC or the micro sign U+00B5): "870μs", "34µs"
_MICRO = re.compile(r"^(\d(?:[\d.,]*\d)?)(μs|µs)$")
_PCTL = re.compile(r"^(?:p\d{1,2}(?:\.\d+)?|\d{1,2}(?:st|nd|rd|th))$")


def _num(text: str, comma_point: bool = False) -> tuple[Decimal | None, int]:
    if comma_point:
        text = text.replace(",", ".")
    try:
        v = Decimal(text.replace(",", ""))
    except InvalidOperation:
        return None, 0
    return v, (len(text.split(".")[1]) if "." in text else 0)


def _form(core: str) -> str | None:
    for form, pat in _FORMS:
        if pat.match(core):
            return form
    return None


def _conventions(text: str) -> tuple[bool, bool]:
    """(English evidence, European evidence) among the numbers of one statement: a decimal point
    that cannot be a dot grouping or a comma grouping that cannot be a decimal comma is English; a
    decimal comma that cannot be a comma grouping, or a dot grouping, is European."""
    en = eu = False
    for m in _CHUNK.finditer(text):
        mn = _NUMISH.match(m.group(0).lower())
        form = _form(mn.group(1)) if mn else None
        en = en or form == "en"
        eu = eu or form in ("eu", "eu_group")
    return en, eu


def _reading(form: str | None, en: bool, eu: bool) -> str | None:
    """How a number of ``form`` is read in a statement with that evidence: "point" (a decimal
    point, commas group thousands), "comma" (a decimal comma), or None (unread: two readings)."""
    if form in ("int", "en"):
        return "point"
    if form in ("dot3", "group1"):
        return None if eu else "point"
    if form == "eu":
        return None if en else "comma"
    return None


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
    en, eu = _conventions(text)
    pos, n = 0, len(text)
    while pos < n:
        c = text[pos]
        if c.isspace():
            pos += 1
            continue
        m = _CHUNK.match(text, pos)
        if not m and c == "&" and 0 < pos < n - 1 and text[pos - 1].isspace() and text[pos + 1].isspace():
            # an ampersand standing alone between words is the word "and" ("on A100 & H100", "TTFT & TPOT"), read as
            # "and" is wherever it stands; glued to its words ("AT&T", "R&D") it is not
            add(pos, pos + 1, "word", "and")
            pos += 1
            continue
        if not m and c == "'" and toks and toks[-1].end == pos and toks[-1].kind in ("word", "ident") \
                and toks[-1].low.endswith("s") and (pos + 1 == n or text[pos + 1].isspace()) \
                and not re.search(r"(?:^|\s)'\w[^']*$", text[:pos]):
            # a plural's possessive ("Fireworks' TTFT", "the engines' p99"): the apostrophe is the possessive "'s"
            # (inert), as "Fireworks's" reads; never the closing quote of a word quoted with an opening "'"
            add(pos, pos + 1, "word", "'s")
            pos += 1
            continue
        if not m:
            add(pos, pos + 1, "punct")
            pos += 1
            continue
        a, b = m.span()
        chunk = m.group(0)
        low = chunk.lower()
        pos = b
        if not low.isascii():
            mu = _MICRO.match(low)
            if mu and _reading(_form(mu.group(1)), en, eu) == "point":
                # "870μs": a number with a microsecond unit glued, as "870ms" is split below
                k = a + len(mu.group(1))
                add(a, k, "num")
                add(k, b, "foreign", mu.group(2))
                continue
            add(a, b, "foreign", low)
            continue
        mn = _NUMISH.match(low)
        if mn:
            how = _reading(_form(mn.group(1)), en, eu)
            if how is None:
                add(a, b, "ident", low)  # a number with two readings (or none) is never read
                continue
            k = a + len(mn.group(1))
            add(a, k, "num")
            if how == "comma":
                toks[-1].value, toks[-1].decimals = _num(text[a:k], comma_point=True)
            if mn.group(2):
                add(k, b, "word", mn.group(2))
            continue
        if low.endswith("'s") and len(low) > 2 and low[:-2].replace("'", "").replace(".", "").isalnum() \
                and not low.startswith(".") and ".'" not in low:
            # a possessive: the word, then "'s" (inert); a dotted name too ("llama.cpp's")
            add(a, b - 2, "word" if low[:-2].isalpha() else "ident", low[:-2])
            add(b - 2, b, "word", "'s")
            continue
        if low.replace("'", "").isalpha():
            add(a, b, "word", low)
            continue
        if _PCTL.match(low):
            add(a, b, "word", low)
            continue
        add(a, b, "ident", low)
    _join_hyphens(toks, text)
    _join_halves(toks, text)
    for t in toks:
        t.text = original[t.start:t.end]
    return toks


def _join_halves(toks: list[Token], text: str) -> None:
    """"two and a half" / "1 and a half" (a whole number, then HALF_WORDS): one number token, N + 0.5 with one decimal
    ("two and a half times", "one-and-a-half-fold": the lexer drops the hyphens), as "2.5" is read."""
    from claimcheck.claims.vocabulary import HALF_WORDS, NUMBER_WORDS

    out: list[Token] = []
    i = 0
    n = len(HALF_WORDS)
    while i < len(toks):
        t = toks[i]
        whole = (Decimal(NUMBER_WORDS[t.low]) if t.kind == "word" and t.low in NUMBER_WORDS and NUMBER_WORDS[t.low] <= 10
                 else t.value if t.kind == "num" and t.value is not None and t.decimals == 0 else None)
        if whole is not None and i + n < len(toks) and tuple(x.low for x in toks[i + 1:i + 1 + n]) == HALF_WORDS:
            last = toks[i + n]
            out.append(Token(t.i, t.start, last.end, text[t.start:last.end], text[t.start:last.end].lower(), "num",
                             whole + Decimal("0.5"), 1))
            i += n + 1
            continue
        out.append(t)
        i += 1
    if len(out) != len(toks):
        for k, t in enumerate(out):
            t.i = k
        toks[:] = out


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


@functools.lru_cache(maxsize=16384)
def _words(phrase: str) -> tuple[str, ...]:
    """The words of an arm phrase (cached: a witness's setting phrases come back for every statement graded)."""
    return tuple(t.low or t.text.lower() for t in tokenize(phrase))


#: nouns after an arm phrase that opens with "no" that make "no" a quantifier ("No spec decode run beat EAGLE", "no
#: caching configuration was faster": true of every run without speculation, not a claim about the one "no speculation"
#: arm, where the witness may hold other runs without it): the phrase is then not an arm name (left to the grammar,
#: which reads no quantifier: not-yet, never false); after a determiner ("the no spec run") it is the arm's name
_DETERMINERS = frozenset({"the", "a", "an", "our", "my", "this", "that", "their", "its", "your"})
_NO_QUANTIFIED_NOUNS = frozenset({"run", "runs", "arm", "arms", "config", "configs", "configuration", "configurations",
                                  "setup", "setups", "variant", "variants", "method", "methods", "approach",
                                  "approaches", "mode", "modes", "option", "options", "build", "builds", "setting",
                                  "settings", "one", "ones", "case", "cases", "trial", "trials", "version", "versions"})


def _metric_head(forms: list[str], i: int, hit: tuple[str, ...]) -> bool:
    """An arm phrase at token i whose words from one of its own on, with the words after it, spell a metric name of
    vocabulary.ARM_PHRASE_METRIC_NAMES ("the prefix cache" + "hit rate": "prefix cache hit rate"): the metric's name,
    not the arm (the state phrase "the prefix cache" of an arm with prefix caching on would otherwise take the metric's
    head, and "The prefix cache hit rate was 0% with APC off" names two arms)."""
    from claimcheck.claims.vocabulary import ARM_PHRASE_METRIC_NAMES

    return any(tuple(forms[i + k:i + k + len(ph)]) == ph and k + len(ph) > len(hit)
               for k in range(len(hit)) for ph in ARM_PHRASE_METRIC_NAMES.get(forms[i + k], ()))


def mark_arms(toks: list[Token], arms: dict[str, list[str]], keep=None) -> list[Token]:
    """Replace arm mentions (names and aliases, as word sequences) by single ``arm`` tokens; with ``keep`` (a predicate
    on a name or alias), only the phrases it keeps."""
    phrase_arms: dict[tuple[str, ...], set[str]] = {}
    for name, aliases in arms.items():
        for phrase in [name, *aliases]:
            if keep is not None and not keep(phrase):
                continue
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
        if hit is not None and hit[0] in ("the", "a", "an", "our", "my") and len(hit) > 1 and any(
                tuple(forms[i + 1:i + 1 + len(k)]) == k and len(k) + 1 > len(hit) for k in by_first.get(forms[i + 1], ())
                if i + 1 < len(toks)):
            hit = None  # "the PR branch" with the aliases "the PR" and "PR branch": the longer name after the article
        if hit is not None and len(hit) == 1 and hit[0] in _PREPOSITION_NAMES and i + 1 < len(toks) and (
                forms[i + 1] in _NOUN_PHRASE_OPENERS or toks[i + 1].kind == "num"):
            hit = None  # an arm named "on": "on my 4090", "on a single GPU" is the preposition, not the arm
        if hit is not None and toks[i].kind == "num" and (len(hit) == 1 or hit[1:] == ("ti",)) and not (
                i > 0 and forms[i - 1] == "(" and i + len(hit) < len(toks) and forms[i + len(hit)] == ")"):
            hit = None  # a bare number names its arm only alone in parentheses ("2.53 s (4090)"; never "4090 requests")
        if hit is not None and hit[0] == "no" and i + len(hit) < len(toks) and forms[i + len(hit)] in _NO_QUANTIFIED_NOUNS \
                and (i == 0 or forms[i - 1] not in _DETERMINERS):
            hit = None  # "No spec decode run beat EAGLE": "no" a quantifier over runs, not the "no speculation" arm
        if hit is not None and _metric_head(forms, i, hit):
            hit = None  # "The prefix cache hit rate was 0% with APC off": the metric's own name (grammar: cache_metric_name)
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


def token_pass(toks: list[Token], text: str, step) -> list[Token]:
    """A pass that reads some tokens as other words (slips.slips, change_noun_pairs.change_noun_pairs): at each index
    ``k``, ``step(toks, text, k, out)`` appends its reading of the tokens at ``k`` to ``out`` (or rewrites the last
    one) and returns how many tokens it read, or 0 to keep ``toks[k]`` as it is; the tokens, renumbered where any
    changed."""
    out: list[Token] = []
    n = len(toks)
    k = 0
    while k < n:
        used = step(toks, text, k, out)
        if used:
            k += used
        else:
            out.append(toks[k])
            k += 1
    if len(out) != n or any(a is not b for a, b in zip(out, toks)):
        for i, t in enumerate(out):
            t.i = i
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
