"""A count of requests whose noun is left out after its antecedent (production elided_count_noun --
claimcheck/claims/grammar.lark; docs/claim-check.md "Counts of requests, failures and lengths").

"No request errored at either concurrency; 200 of 200 completed each time": the second clause counts the requests the
first one named, its noun left out. This token pass supplies the noun where the words leave no other reading:

* a whole number, "of" ("out of" is already "of": production count_out_of), "the" at most, a whole number not
  smaller than the first, then a verb of a request's outcome (vocabulary.ELIDED_COUNT_VERBS: "completed",
  "succeeded", "finished", "failed", "errored"; "timed out") right after it;
* an antecedent: a request noun (vocabulary.REQUEST_NOUNS: "request", "requests", "prompts", "queries", "reqs")
  earlier in the statement, before the first number, and the nearest noun of a counted thing there
  (vocabulary.ELIDED_COUNT_OTHER_NOUNS: "runs", "GPUs", "tries" ...; one after "either" / "both" / "each" / "every"
  names the arms and is passed over: "No request failed in either arm; ..."): "200 requests per run; 1 of 3 failed"
  counts runs, and nothing is supplied.

The noun "requests" is then read after the second number (a token of its own, at that number's place in the text, so
a span of the count is still the words as written), and every production that reads "N of M requests completed"
reads it with its own checks: "200 of 200 completed each time" is "200 of 200 requests completed each time", and
"199 of 200 completed" is contradicted where every request completed. No antecedent ("200 of 200 completed" alone:
200 of what?), a noun already there, a percent, a decimal or a number after the verb's place: nothing is supplied.
"""

from __future__ import annotations

from dataclasses import replace

from claimcheck.claims.statement import Token, token_pass
from claimcheck.claims.vocabulary import ELIDED_COUNT_OTHER_NOUNS, ELIDED_COUNT_VERBS, REQUEST_NOUNS


#: a quantifier of the compared arms: "in either arm", "on both engines" name the arms, not a counted thing
_ARM_QUANTIFIERS = frozenset({"either", "both", "each", "every"})


def _w(t: Token | None) -> str:
    return "" if t is None else (t.low or t.text.lower())


def _whole(t: Token | None) -> bool:
    return t is not None and t.kind == "num" and t.value is not None and t.decimals == 0 and t.value == int(t.value)


def elided_counts(toks: list[Token], text: str) -> list[Token]:
    """Production elided_count_noun: the tokens, "requests" read after each "N of M" whose noun is left out (the
    module docstring)."""
    if not any(t.kind == "word" and _w(t) in REQUEST_NOUNS for t in toks):
        return toks
    return token_pass(toks, text, _noun_at)


def _noun_at(toks: list[Token], text: str, k: int, out: list[Token]) -> int:
    """The second number of "N of [the] M VERB" at ``k``, appended to ``out`` with the noun after it: 1, else 0."""
    n = len(toks)
    if not _whole(toks[k]) or k < 2:
        return 0
    j = k - 1
    if _w(toks[j]) == "the" and toks[j].kind == "word":
        j -= 1
    if j < 1 or toks[j].kind != "word" or _w(toks[j]) != "of" or not _whole(toks[j - 1]):
        return 0
    first = toks[j - 1]
    if first.value > toks[k].value:
        return 0
    v = k + 1
    if v >= n or toks[v].kind != "word":
        return 0
    verb = _w(toks[v])
    if not (verb in ELIDED_COUNT_VERBS or (verb == "timed" and v + 1 < n and _w(toks[v + 1]) == "out")):
        return 0
    if v + 1 < n and toks[v + 1].kind == "word" and (_w(toks[v + 1]) in REQUEST_NOUNS or _w(toks[v + 1]) in ("ones", "one")):
        return 0  # "60 of the 76 completed ones violate ...": the verb is the noun's participle, the noun is there
    nearest = next((_w(t) for x, t in reversed(list(enumerate(toks[:j - 1]))) if t.kind == "word"
                    and (_w(t) in REQUEST_NOUNS or _w(t) in ELIDED_COUNT_OTHER_NOUNS)
                    and not (_w(t) not in REQUEST_NOUNS and x and _w(toks[x - 1]) in _ARM_QUANTIFIERS)), None)
    if nearest not in REQUEST_NOUNS:
        return 0  # no antecedent, or the nearest counted noun is another thing's (runs, GPUs): not said what was counted
    if text[toks[k].end:toks[k].end + 1] in ("%",):
        return 0
    out.append(toks[k])
    out.append(replace(toks[k], text="requests", low="requests", kind="word", value=None, decimals=0, arms=()))
    return 1
