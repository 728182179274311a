"""A change noun before a from-to pair, read as its verb (production change_noun_pair -- claimcheck/claims/grammar.lark;
docs/claim-check.md).

Write-ups name a change by its noun and give the two values after it: "Mean TTFT: a reduction from 200 ms to 100 ms",
"a reduction from 12.1 ms to 6.7 ms can be ...", "We observe an increase in throughput from 1.0 to 1.28 req/s", "a
drop in mean TTFT from 200 ms to 100 ms". The noun says what the verb says ("a reduction from A to B" is "reduced
from A to B"); this token pass gives the noun the verb's word, so the change and from-to productions read it with
their checks (the direction word must agree with the two values, the pair binds its arms as any from-to pair):

* "a" / "an" + a singular change noun (vocabulary.CHANGE_NOUN_VERBS: reduction, decrease, drop, cut, decline,
  increase, rise, growth, jump, boost, improvement, gain, regression, degradation) right before "from" and a number
  (a hedge between allowed): the noun reads as the intransitive verb of its direction (decreased / increased /
  improved / worsened);
* the same noun right before "in" or "of" (joined to it) and a metric phrase, then "from" and a number within six
  words: the noun and its preposition read as the transitive verb (reduced / increased / improved / worsened) whose
  object is the metric ("a drop in mean TTFT from 200 ms to 100 ms": "reduced mean TTFT from 200 ms to 100 ms").

The text of a token never changes (an unread noun is reported as written); no number, arm, metric, negation or hedge is
carried or dropped. An amount before the noun ("a 50% reduction from ...") is not this frame (percent_noun reads it).
"""

from __future__ import annotations

from claimcheck.claims.statement import Token, token_pass
from claimcheck.claims.vocabulary import CHANGE_NOUN_VERBS, HEDGES

_ARTICLES = frozenset({"a", "an"})
_PREPS = frozenset({"in", "of"})


def _w(t: Token | None) -> str:
    return "" if t is None else (t.low or t.text.lower())


def _from_number(toks: list[Token], k: int) -> bool:
    """toks[k] is "from", then a number (a hedge between allowed)."""
    if _w(toks[k] if k < len(toks) else None) != "from":
        return False
    j = k + 1
    while j < len(toks) and (_w(toks[j]) in HEDGES or toks[j].text in HEDGES):
        j += 1
    return j < len(toks) and toks[j].kind == "num"


def change_noun_pairs(toks: list[Token], text: str) -> list[Token]:
    """Production change_noun_pair: the tokens, each qualifying change noun read as its verb (the module docstring)."""
    return token_pass(toks, text, _noun_at)


def _noun_at(toks: list[Token], text: str, k: int, out: list[Token]) -> int:
    """A qualifying change noun at ``k`` read as its verb, appended to ``out``: the tokens read (the noun, or the noun
    and its preposition), else 0."""
    n = len(toks)
    t = toks[k]
    w = _w(t)
    if t.kind == "word" and w in CHANGE_NOUN_VERBS and k > 0 and _w(toks[k - 1]) in _ARTICLES:
        intrans, trans = CHANGE_NOUN_VERBS[w]
        if _from_number(toks, k + 1):
            out.append(Token(t.i, t.start, t.end, t.text, intrans, t.kind))
            return 1
        nxt = toks[k + 1] if k + 1 < n else None
        if nxt is not None and _w(nxt) in _PREPS and any(_from_number(toks, q) for q in range(k + 3, min(n, k + 9))):
            out.append(Token(t.i, t.start, nxt.end, text[t.start:nxt.end], trans, t.kind))
            return 2
    return 0
