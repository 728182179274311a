"""Aliases are names, not grammar.

An arm alias is matched as a word sequence before the statement is read, so the words inside it
are consumed as the arm's name. An alias that held another arm's name or alias would swap arms;
one that held a negation, relation, comparison, hedge, binder, number or metric/statistic word
would swallow it ("the concurrent arm was not" as an alias eats the "not" of "... was not 2x
faster"). ``alias_problems(arms)`` names every such alias; the grader refuses a witness whose
aliases break the rule (``not-yet``, naming them) and importers call it at import time.
"""

from __future__ import annotations

import re

from claimcheck.claims import vocabulary as V
from claimcheck.claims.statement import tokenize

#: words that mean a statistic only in sequence ("standard deviation", "std dev"): an alias may hold
#: the word ("standard autoregressive decoding") but not the sequence (METRIC_SEQUENCES)
_STAT_SEQUENCE_ONLY = frozenset({"standard", "deviation", "dev"})
#: words the reader gives meaning to: none may appear inside an alias
MEANINGFUL_WORDS: frozenset[str] = frozenset(
    set(V.NEGATIONS) | set(V.HEDGES) | set(V.MULT_WORDS) | set(V.MULT_VERBS) | set(V.FOLD_WORDS)
    | set(V.CHANGE_VERBS) | set(V.SENSE) | set(V.BEAT_VERBS) | set(V.DIRECTION_NOUNS) | set(V.SPEED_WORDS)
    | {w for words, _ in V.RELATIONS for w in words if w.isalpha()}
    | {w for words in V.BINDER_WORDS for w in words if w.isalpha() and w not in ("of", "with", "to", "as")}
    | {w for words, _ in V.STAT_PHRASES for w in words if w.isalpha() and w not in _STAT_SEQUENCE_ONLY}
    | {"than", "from", "x", "times", "percent", "%", "respectively", "each", "every", "all", "both"}
    | set(V.NUMBER_WORDS)
)
#: metric phrases (as word sequences) may not appear inside an alias either
METRIC_SEQUENCES = tuple(words for words, _ in V.METRIC_PHRASES) + tuple(
    words for words, _ in V.STAT_PHRASES if len(words) > 1 and set(words) & _STAT_SEQUENCE_ONLY)


def phrase_words(phrase: str) -> tuple[str, ...]:
    """The words of a phrase as the tokenizer splits them ("prefix_caching=false" is "prefix caching = false")."""
    return tuple(t.low or t.text.lower() for t in tokenize(phrase))


_words = phrase_words


#: negation words that may open a hyphenated compound inside an alias ("no-cache run", "non-speculative")
_HYPHEN_PREFIXES = frozenset({"no", "non"})


def _hyphen_prefix(alias: str, word: str) -> bool:
    """Every occurrence of ``word`` in ``alias`` is a negation prefix joined by a hyphen to a word ("no-cache")."""
    if word not in _HYPHEN_PREFIXES:
        return False
    spots = [m.end() for m in re.finditer(rf"(?<![A-Za-z0-9]){re.escape(word)}(?![A-Za-z0-9])", alias, re.I)]
    return bool(spots) and all(alias[e:e + 1] == "-" and alias[e + 1:e + 2].isalpha() for e in spots)


def _contains(hay: tuple[str, ...], needle: tuple[str, ...]) -> bool:
    n = len(needle)
    return n > 0 and any(hay[i:i + n] == needle for i in range(len(hay) - n + 1))


#: words that add nothing to a name: an alias that is another arm's name plus only these names that arm
GENERIC = frozenset(V.INERT_WORDS) | {"arm", "arms", "run", "runs", "tuned", "baseline", "treatment", "variant",
                                      "config", "configuration", "setup", "mode", "case", "side", "one", "path"}
#: the grammar words (no numbers, no metric phrases): what grading refuses in a witness's aliases
GRAMMAR_WORDS: frozenset[str] = MEANINGFUL_WORDS - frozenset(V.NUMBER_WORDS) - frozenset(
    w for words, _ in V.STAT_PHRASES for w in words)


def alias_problems(arms: dict[str, list[str]], *, strict: bool = True) -> list[str]:
    """Why the arms' aliases are not plain names (empty: they are). ``arms``: name -> aliases.

    ``strict`` (import time, for new aliases): no alias contains another arm's name or alias, a
    number, a statistic or metric phrase, or a grammar word. Not strict (grading a sealed
    witness): no grammar word (negation, relation, binder, comparison, hedge, change or
    multiplier word), and no alias that is another arm's name or alias plus only generic words
    ("the A arm" declared by arm B would swap the arms; "length-aware batching" beside an arm
    called "batching" is a name of its own)."""
    out: list[str] = []
    names = {n: [_words(p) for p in [n, *al]] for n, al in arms.items()}
    for name, aliases in arms.items():
        for alias in aliases:
            w = _words(alias)
            for other, phrases in names.items():
                if other == name:
                    continue
                for p in phrases:
                    if not _contains(w, p):
                        continue
                    rest = list(w)
                    for k in range(len(w) - len(p) + 1):
                        if w[k:k + len(p)] == p:
                            rest = list(w[:k] + w[k + len(p):])
                            break
                    if strict or all(x in GENERIC or not x.isalnum() for x in rest):
                        out.append(f"arm {name!r}: alias {alias!r} contains {' '.join(p)!r}, a name of arm {other!r} "
                                   "(it would swap the arms)")
                        break
            words = MEANINGFUL_WORDS if strict else GRAMMAR_WORDS
            bad = [x for x in w if x in words or (strict and x.replace(".", "", 1).isdigit())]
            if not strict:
                # "no-cache run", "non-speculative arm": a negation prefix joined by a hyphen to the word it negates
                # names the arm's state (a compound adjective); it can never be a negation of the sentence, which
                # would have to be followed by the alias's own words ("no EP", "not the old scheduler" stay dropped)
                bad = [x for x in bad if not _hyphen_prefix(alias, x)]
            if bad:
                out.append(f"arm {name!r}: alias {alias!r} contains {', '.join(repr(b) for b in dict.fromkeys(bad))}, "
                           "a word the claim reader gives meaning to (negation, relation, comparison, hedge, number or "
                           "statistic): aliases are names, not grammar")
                continue
            metric = next((m for m in METRIC_SEQUENCES if _contains(w, m)), None) if strict else None
            if metric is not None:
                out.append(f"arm {name!r}: alias {alias!r} contains the metric words {' '.join(metric)!r}: aliases are "
                           "names, not grammar")
    return out


def usable_aliases(arms: dict[str, list[str]]) -> tuple[dict[str, list[str]], dict[str, list[str]], list[str]]:
    """Grading a sealed witness: (the aliases kept, the aliases dropped, why each was dropped). Only the aliases
    ``alias_problems(strict=False)`` names are dropped ("EP off", "no EP", "not the old scheduler"); the others are
    plain names and are read as for a witness declared without the dropped ones. A statement that uses a dropped
    alias's words is left unread there (``dropped_spans``), so no reading of them can be net-true or false."""
    why: list[str] = []
    dropped: dict[str, list[str]] = {n: [] for n in arms}
    for name, aliases in arms.items():
        for alias in aliases:
            probs = alias_problems({**{n: [] for n in arms}, name: [alias]}, strict=False) + [
                p for p in alias_problems({n: (al if n != name else [alias]) for n, al in arms.items()}, strict=False)
                if p.startswith(f"arm {name!r}: alias {alias!r} ")]
            if probs:
                dropped[name].append(alias)
                why.append(probs[0])
    kept = {n: [a for a in al if a not in dropped[n]] for n, al in arms.items()}
    return kept, {n: d for n, d in dropped.items() if d}, list(dict.fromkeys(why))


def dropped_spans(text: str, dropped: dict[str, list[str]]) -> list[tuple[int, int, str]]:
    """(start, end, alias) of every place ``text`` says a dropped alias's words (case-insensitive, as tokens)."""
    toks = tokenize(text)
    low = [t.low or t.text.lower() for t in toks]
    out: list[tuple[int, int, str]] = []
    for aliases in dropped.values():
        for alias in aliases:
            w = _words(alias)
            n = len(w)
            for i in range(len(low) - n + 1):
                if n and tuple(low[i:i + n]) == w:
                    out.append((toks[i].start, toks[i + n - 1].end, alias))
    return out


#: determiners an alias may open with for its "one" form ("the old scheduler" -> "the old one")
_ONE_DETERMINERS = frozenset({"the", "our", "this", "that"})


def one_forms(aliases: dict[str, list[str]]) -> dict[str, list[str]]:
    """The "one" forms of the arms' aliases (production: arm_by_one -- claimcheck/claims/grammar.lark): an alias of a
    determiner, one or more modifiers and a head noun ("the old scheduler", "the FP8 model") names its arm with the
    noun said as "one" ("than the old one", "for the FP8 one"). Only a form no other arm's name, alias or "one" form
    gives, whose head is a plain word (not a grammar word, a number or a metric), and never a bare "the one".
    Returns {arm: new phrases}."""
    words = {n: [_words(p) for p in [n, *al]] for n, al in aliases.items()}
    taken = {w: n for n, ws in words.items() for w in ws}
    cand: dict[tuple[str, ...], set[str]] = {}
    for n, ws in words.items():
        for w in ws:
            if len(w) < 3 or w[0] not in _ONE_DETERMINERS or not w[-1].isalpha() or w[-1] in MEANINGFUL_WORDS \
                    or w[-1] == "one" or any(_contains(w, m) for m in METRIC_SEQUENCES):
                continue
            cand.setdefault(w[:-1] + ("one",), set()).add(n)
    out: dict[str, list[str]] = {n: [] for n in aliases}
    for w, names in cand.items():
        if len(names) == 1 and w not in taken:
            out[next(iter(names))].append(" ".join(w))
    return out


#: a short form with its size as one name: "tp4", "tp=4", "tp-4", "pp2"
_SIZED_SHORT = re.compile(r"(tp|pp|dp|ep)\s*[=-]?\s*\d+")


def short_forms(aliases: dict[str, list[str]]) -> dict[str, list[str]]:
    """The bare short forms of the arms' technique names (production: arm_by_short -- claimcheck/claims/grammar.lark):
    an arm named or aliased "tensor parallelism" or "TP4" is also "TP" (vocabulary.NAME_SHORT_FORMS), only where no
    other arm's name, alias or sized name gives the same short form ("TP" in a witness of tp2 and tp4 names neither).
    Returns {arm: new phrases}."""
    words = {n: [_words(p) for p in [n, *al]] for n, al in aliases.items()}
    taken = {w: n for n, ws in words.items() for w in ws}
    cand: dict[str, set[str]] = {}
    for n, al in aliases.items():
        for p, w in zip([n, *al], words[n]):
            short = V.NAME_SHORT_FORMS.get(w)
            m = _SIZED_SHORT.fullmatch(p.strip().lower())
            for s in {short, m.group(1) if m else None} - {None}:
                cand.setdefault(s, set()).add(n)
    out: dict[str, list[str]] = {n: [] for n in aliases}
    for s, names in cand.items():
        if len(names) == 1 and (s,) not in taken and s not in MEANINGFUL_WORDS:
            out[next(iter(names))].append(s.upper())
    return out
