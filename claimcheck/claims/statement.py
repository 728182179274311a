"""Statement parsing: clauses, arm mentions, quantities with their stated precision,
direction words and the metric each quantity names. Pure text work; no witness values here
except the arm names and aliases the witness declares.

Rules (documented in docs/claim-check.md):

* clauses are split at ``;`` and at sentence ends; each clause binds its own arms;
* an arm is mentioned by its name or a declared alias (case-insensitive; spaces, ``-`` and
  ``_`` are interchangeable); overlapping mentions keep the longest; a phrase declared by two
  arms is an *ambiguous* mention and binds nothing;
* inside a clause, the words after ``than``, ``versus``, ``vs``, ``compared to/with``,
  ``relative to``, ``against`` or directly after a ratio (``0.539x the sequential rate``)
  name the baseline of a comparison;
* every number is found: ratios (``1.36x``, ``1.36×``), percentages, counts (digits or
  number words: ``four workers``), durations (``75.48 s``), rates (``3.159 token steps/s``);
  digits inside identifiers (``qwen2.5-0.5b``) are not quantities. A number whose meaning
  cannot be recognised is reported as ``unknown`` (never silently ignored).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal

NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "hundred": 100,
}
# direction words -> +1 (more/faster) or -1 (less/slower)
DIRECTIONS = {
    "faster": +1, "quicker": +1, "speedup": +1, "higher": +1, "more": +1, "gain": +1, "gains": +1,
    "improvement": +1, "increase": +1, "increased": +1, "greater": +1, "larger": +1, "longer": +1,
    "slower": -1, "slowdown": -1, "lower": -1, "less": -1, "fewer": -1, "loss": -1, "losses": -1,
    "regression": -1, "decrease": -1, "decreased": -1, "smaller": -1, "shorter": -1, "reduction": -1,
    "worse": -1, "better": +1,
}
COMPARATORS = r"(?:than|versus|vs\.?|compared\s+(?:to|with)|relative\s+to|against)"
NEGATIONS = ("no", "not", "without", "never", "none", "neither", "nor", "zero", "absent", "n't", "nothing", "vanishes")
CACHE_WORDS = re.compile(r"\b(?:cache[sd]?|caching|cached|prefix[\s-]+reuse|kv[\s-]+reuse|cache[\s-]+hits?)\b")

_NUM = r"(?<![\w.\-/])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
_WORDNUM = r"\b(" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r")\b"
_RATIO = re.compile(_NUM + r"\s?[x×](?![a-z0-9])")
_PERCENT = re.compile(_NUM + r"\s?(?:%|percent\b)")
_DURATION = re.compile(_NUM + r"[\s-]?(ms|milliseconds?|s|secs?|seconds?|min|minutes?)\b(?!\s*/)")
_RATE = re.compile(_NUM + r"\s?((?:[a-z\-]+\s){0,2}[a-z\-]*\s?(?:/\s?s\b|per\s+second\b))")
_PLAIN = re.compile(_NUM)
_FRACTION = re.compile(r"(?<![\w.\-/])(\d+)\s?/\s?(\d+)(?![\w.%/])")
_MASK = re.compile(r"\b\d{4}-\d{2}-\d{2}(?:[t ]\d{2}:\d{2}(?::\d{2})?)?z?\b|\b\d{1,2}:\d{2}(?::\d{2})?\b"
                   r"|\bv?\d+\.\d+\.\d+\b|#\d+|\b\d+(?:\.\d+)?[bm]\b(?!\s*/)")
_WORD = re.compile(_WORDNUM)


@dataclass
class Mention:
    start: int
    end: int
    text: str
    arms: tuple[str, ...]  # one arm, or several when the phrase is ambiguous

    @property
    def arm(self) -> str | None:
        return self.arms[0] if len(self.arms) == 1 else None


@dataclass
class Quantity:
    kind: str           # ratio | percent | count | fraction | duration | rate | unknown
    start: int
    end: int
    text: str
    value: Decimal
    decimals: int
    exact: bool = False  # counts: integer equality
    unit: str = ""
    direction: int = 0   # +1 / -1 / 0 (a word attached to the quantity)
    direction_word: str = ""
    noun: str = ""       # counts: the noun it counts
    context: str = ""    # words around it (for the metric)
    denominator: Decimal | None = None  # fractions "94/94 finite", "12/12 completed"

    @property
    def half_width(self) -> Decimal:
        return Decimal(0) if self.exact else Decimal(5) * Decimal(10) ** (-(self.decimals + 1))


@dataclass
class Clause:
    text: str
    start: int
    mentions: list[Mention] = field(default_factory=list)
    quantities: list[Quantity] = field(default_factory=list)
    comparator_at: list[int] = field(default_factory=list)   # positions where a baseline phrase begins
    cache: bool = False
    negated_cache: bool = False
    directions: list[tuple[int, str, int]] = field(default_factory=list)  # (pos, word, sign)


def _alias_pattern(alias: str) -> re.Pattern[str]:
    words = [re.escape(w) for w in re.split(r"[\s\-_]+", alias.strip().lower()) if w]
    return re.compile(r"(?<![\w])" + r"[\s\-_]+".join(words) + r"(?![\w])")


def split_clauses(text: str) -> list[Clause]:
    out = []
    pos = 0
    # split at ';' and at sentence ends ('.', '!', '?' followed by space or end) - not inside decimals
    for m in re.finditer(r";|[.!?](?=\s|$)", text):
        piece = text[pos:m.start()]
        if piece.strip():
            out.append(Clause(text=piece, start=pos))
        pos = m.end()
    if text[pos:].strip():
        out.append(Clause(text=text[pos:], start=pos))
    return out


def find_mentions(low: str, arms: dict[str, list[str]]) -> list[Mention]:
    phrase_arms: dict[str, set[str]] = {}
    for name, aliases in arms.items():
        for phrase in [name, *aliases]:
            key = " ".join(re.split(r"[\s\-_]+", phrase.strip().lower()))
            if key:
                phrase_arms.setdefault(key, set()).add(name)
    found: list[Mention] = []
    for phrase in sorted(phrase_arms, key=len, reverse=True):
        for m in _alias_pattern(phrase).finditer(low):
            if any(not (m.end() <= f.start or m.start() >= f.end) for f in found):
                continue
            found.append(Mention(m.start(), m.end(), m.group(0), tuple(sorted(phrase_arms[phrase]))))
    return sorted(found, key=lambda f: f.start)


def _decimals(num: str) -> int:
    return len(num.split(".")[1]) if "." in num else 0


def _next_words(low: str, pos: int, n: int) -> list[tuple[int, str]]:
    return [(pos + m.start(), m.group(0)) for m in re.finditer(r"[a-z][a-z'\-]*", low[pos:pos + 80])][:n]


def _direction_after(low: str, pos: int, span: int = 3) -> tuple[int, str]:
    for _, w in _next_words(low, pos, span):
        if w in DIRECTIONS:
            return DIRECTIONS[w], w
        if w in ("than", "versus", "vs", "compared", "relative", "against", "the", "of"):
            break
    return 0, ""


def parse_clause(clause: Clause, arms: dict[str, list[str]]) -> Clause:
    text = clause.text.replace("×", "x").replace("\u2212", "-").replace("\u00a0", " ")
    low = text.lower()
    clause.mentions = find_mentions(low, arms)
    # not quantities: dates, times of day, version numbers, issue/PR refs, model sizes (0.5b, 7B, 8k ctx)
    taken: list[tuple[int, int]] = [(m.start(), m.end()) for m in _MASK.finditer(low)]

    def free(a: int, b: int) -> bool:
        return all(b <= s or a >= e for s, e in taken)

    def add(q: Quantity) -> None:
        taken.append((q.start, q.end))
        ctx = low[max(0, q.start - 60):min(len(low), q.end + 60)]
        q.context = ctx
        clause.quantities.append(q)

    def num(s: str) -> Decimal:
        return Decimal(s.replace(",", ""))

    for m in _FRACTION.finditer(low):
        if not free(m.start(), m.end()):
            continue
        tail = re.split(r"[,;:()]", low[m.end():m.end() + 60])[0]
        q = Quantity("fraction", m.start(), m.end(), text[m.start():m.end()], num(m.group(1)), 0, exact=True,
                     noun=" ".join(re.findall(r"[a-z][a-z'\-]*", tail)[:5]))
        q.denominator = num(m.group(2))
        add(q)
    for m in _RATIO.finditer(low):
        if not free(m.start(), m.end()):
            continue
        d, w = _direction_after(low, m.end())
        add(Quantity("ratio", m.start(), m.end(), text[m.start():m.end()], num(m.group(1)), _decimals(m.group(1)),
                     direction=d, direction_word=w))
        # "0.539x the sequential rate": the words right after the ratio name the baseline
        if not d and re.match(r"\s+[a-z]", low[m.end():]):
            clause.comparator_at.append(m.end())
    for m in _PERCENT.finditer(low):
        if not free(m.start(), m.end()):
            continue
        d, w = _direction_after(low, m.end())
        add(Quantity("percent", m.start(), m.end(), text[m.start():m.end()], num(m.group(1)), _decimals(m.group(1)),
                     direction=d, direction_word=w))
    for m in _RATE.finditer(low):
        if not free(m.start(), m.end()):
            continue
        add(Quantity("rate", m.start(), m.end(), text[m.start():m.end()], num(m.group(1)), _decimals(m.group(1)),
                     unit=m.group(2).strip()))
    for m in _DURATION.finditer(low):
        if not free(m.start(), m.end()):
            continue
        unit = m.group(2)
        scale = Decimal("0.001") if unit.startswith("m") and unit not in ("min", "minute", "minutes") else (
            Decimal(60) if unit.startswith("min") else Decimal(1))
        q = Quantity("duration", m.start(), m.end(), text[m.start():m.end()], num(m.group(1)) * scale,
                     _decimals(m.group(1)) + (3 if scale == Decimal("0.001") else 0), unit="s")
        if scale == Decimal(60):
            q.decimals = max(0, q.decimals - 1)
        add(q)
    for rx in (_PLAIN, _WORD):
        for m in rx.finditer(low):
            if not free(m.start(), m.end()):
                continue
            raw = m.group(1)
            if rx is _WORD:
                value, decimals = Decimal(NUMBER_WORDS[raw]), 0
            else:
                value, decimals = num(raw), _decimals(raw)
            # "of the" / "one of" style uses of number words are not counts unless a noun follows
            tail = re.split(r"[,;:()]", low[m.end():m.end() + 80])[0]
            words = re.findall(r"[a-z][a-z'\-]*", tail)[:4]
            q = Quantity("count" if decimals == 0 else "unknown", m.start(), m.end(), text[m.start():m.end()], value,
                         decimals, exact=decimals == 0, noun=" ".join(words))
            if rx is _WORD and (not _count_noun(q.noun) or words[:1] == ["of"]):
                continue  # a number word that counts nothing we know ("one of", "four-fold" prose) is prose
            add(q)
    clause.quantities.sort(key=lambda q: q.start)
    for m in re.finditer(r"\b" + COMPARATORS + r"\b", low):
        clause.comparator_at.append(m.end())
    clause.comparator_at.sort()
    for m in re.finditer(r"[a-z][a-z'\-]*", low):
        if m.group(0) in DIRECTIONS:
            clause.directions.append((m.start(), m.group(0), DIRECTIONS[m.group(0)]))
    if CACHE_WORDS.search(low):
        clause.cache = True
        words = set(re.findall(r"[a-z']+", low))
        clause.negated_cache = any(n in words for n in NEGATIONS) or "n't" in low
    clause.text = text
    return clause


COUNT_NOUNS = {
    "task": "tasks", "tasks": "tasks", "request": "tasks", "requests": "tasks", "context": "tasks", "contexts": "tasks",
    "prompt": "tasks", "prompts": "tasks", "job": "jobs", "jobs": "jobs", "worker": "workers", "workers": "workers",
    "class": "classes", "classes": "classes", "batch": "batches", "batches": "batches", "lane": "width",
    "lanes": "width", "step": "steps", "steps": "steps", "token": "tokens", "tokens": "tokens", "run": "runs",
    "runs": "runs", "slot-token": "steps", "cancelled": "jobs", "canceled": "jobs", "submitted": "jobs",
    "scheduled": "jobs", "token-step": "steps", "arm": "arms", "arms": "arms",
}


def _count_noun(noun_words: str) -> str | None:
    words = noun_words.split()[:4]
    for i, w in enumerate(words):
        w = w.strip("-")
        if w in ("token", "tokens", "slot-token") and i + 1 < len(words) and words[i + 1] in ("step", "steps"):
            return "steps"
        if w in COUNT_NOUNS:
            return COUNT_NOUNS[w]
        if w.endswith("-token") or w.startswith("token"):
            return "tokens"
    return None


def parse(statement: str, arms: dict[str, list[str]]) -> list[Clause]:
    """Clauses of ``statement`` with arm mentions (``arms``: name -> aliases) and quantities."""
    return [parse_clause(c, arms) for c in split_clauses(statement)]
