"""Learner slips: loose grammar that keeps its meaning, read as its grammatical form (production learner_slip).

A write-up translated from another language, or written by a non-native author, says the grammatical sentence with a
word slipped: "comparing with 996 tokens/s of vLLM", "it is 1.29 times of vLLM", "from 31.4 ms of vLLM to 24.3 ms of
LMDeploy (mean value)", "Total time for finish 160 requests", "no failed request for both framework". Each slip here
has exactly one grammatical reading, and the reader's existing productions read that form; this pass gives the tokens
as written the word they stand for (as chat_shorthand does for "w/"), so every production reads the slip as it reads
the form, with the same checks. The text of a token never changes (an unread slip is reported as written), and no
slip can carry or drop a number, an arm, a metric, a direction, a negation, a hedge or a modal: each rule rewrites one
preposition, participle or noun form between words that stay as they are, or joins a word that says nothing ("of",
"value") to the word before it.

* "comparing with" / "compare to" is "compared with" / "compared to" (vocabulary.SLIP_COMPARE_WORDS; only right before
  "with" / "to");
* "N times of ARM", "1.3x of the vLLM rate" is "N times ARM", "1.3x the vLLM rate": "of" joins its ratio word (SLIP_RATIO_WORDS,
  after a number or a number word) where an arm, "the" or "that" follows (never after a percent: "80% of vLLM" is
  grammatical and means the same already);
* "31.4 ms of vLLM", "996 tokens/s of vLLM" is "31.4 ms on vLLM": "of" right after a value's unit (a duration unit
  or the last word of a rate unit, a number before it) and right before an arm that no possessive follows; never
  after a determined value ("about half the 10.4 s of the baseline": grammatical, production half_change reads it);
* "for finish 160 requests" is "to finish 160 requests" (SLIP_FOR_VERBS);
* "both framework", "all engine" is "both frameworks", "all engines" (SLIP_ARM_NOUNS);
* "mean value", "(average value)", "median values": the statistic, "value" joined to it (SLIP_STAT_VALUE_NOUNS);
* "29% higher then vLLM", "higher throughput then on vLLM" is "than": "then" after a comparative (words and arms only
  between, at most three) and before an arm, "the" / "that" / "those" or an arm's preposition (SLIP_THEN_*); "was higher
  then." and "higher, then dropped" keep their "then".

* "more fast", "is more low", "more faster" is "faster", "lower", "faster" (SLIP_MORE_ADJECTIVES: only adjectives of
  speed and size, never before "-"); the slip never flips a direction ("more low latency" is lower);
* "lies at 23.6 ms", "lies by 23.6 ms" (German "liegt bei") is "is at 23.6 ms" (SLIP_LIE_VERBS, only before a value);
* "in the average", "in average", "in the mean" is "on average" (only before a clause's end, punctuation, an arm or
  SLIP_AVERAGE_NEXT: "a drop in average TTFT" is grammatical);
* "851 by TGI", "851 tok/s by TGI" is "with TGI": "by" right after a value and before an arm (no possessive after it,
  no passive before it: "was outpaced 142 tok/s by vLLM" names the agent);
* "we became 993 tokens/s" (German "bekommen") is "we got" (SLIP_BECAME_*: after a person, before a value);
* "amounts 3,973 tokens/s" (German "beträgt") is "amounts to", read as the copula (SLIP_AMOUNT_VERBS, before a value,
  never after a determiner);
* "faster 1.17 times than TGI", "higher 17% than vLLM" (Chinese-English) is "faster by 1.17 times", "higher by 17%": a
  "by" of no width after the comparative (SLIP_POSTPOSED_*: only before a percent or ratio word that "than", a
  comparison's preposition, an arm or the clause's end follows); "lower than TGI 21%" is "lower than TGI by 21%" (a
  percent right after "than" ARM); "is more 17% than TGI" is "is higher by 17% than TGI" ("less": "lower"; only
  after a copula and before an amount and "than");
* "a plus of 17 percent", "a minus of 20%" (German) is "an increase / a decrease of" (SLIP_PLUS_NOUNS); "This makes a
  ..." ("das macht") is "This is a ..." (SLIP_MAKES_*: only before "a" / "an" and a change noun or an amount);
* "is having 993 tokens/s" (Indian English) is "has"; "lesser TTFT" is "lower TTFT" (never "the lesser of");
* "a 20% more of throughput" is "20% more throughput": "of" joined to an amount's "more" / "less" before a word that
  is no determiner.

Verb agreement ("LMDeploy reach 5.03 req/s", "LMDeploy have 29% higher throughput", "throughput increase from ...")
is no pass of its own: the verb sets of the vocabulary hold every form of a verb (tense and person never decide
coverage).
"""

from __future__ import annotations

from claimcheck.claims.statement import Token, token_pass
from claimcheck.claims.vocabulary import (CHANGE_NOUNS, DURATION_UNITS, HEDGES, SLIP_HAVING_BE, SLIP_LESSER_WORDS, SLIP_MAKES_SUBJECTS, SLIP_MAKES_WORDS,
                                          SLIP_PLUS_NOUNS, SLIP_POSTPOSED_COMPARATIVES, SLIP_POSTPOSED_NEXT,
                                          SLIP_POSTPOSED_UNITS, SLIP_POSTPOSED_MORE, SLIP_POSTPOSED_COPULAS, NUMBER_WORDS, RATE_UNITS, SLIP_AMOUNT_VERBS,
                                          SLIP_ARM_NOUNS, SLIP_AVERAGE_NEXT, SLIP_AVERAGE_WORDS, SLIP_BECAME_SUBJECTS,
                                          SLIP_BECAME_WORDS, SLIP_BOTH_WORDS, SLIP_COMPARE_WORDS, SLIP_FOR_VERBS,
                                          SLIP_LIE_PREPS, SLIP_LIE_VERBS, SLIP_MORE_ADJECTIVES, SLIP_MORE_OF_NOT_NEXT,
                                          SLIP_MORE_OF_WORDS, SLIP_MORE_WORDS, SLIP_RATIO_NEXT, SLIP_RATIO_WORDS,
                                          SLIP_STAT_VALUE_NOUNS, SLIP_THEN_COMPARATIVES, SLIP_THEN_NEXT,
                                          SLIP_VALUE_OF_ARM, STAT_PHRASES)

#: the last word of a value's unit: a time unit (which also ends "tokens/s", "req/s") or a one-word rate ("qps")
_UNIT_LAST = frozenset(DURATION_UNITS) | frozenset(ws[0] for ws, _ in RATE_UNITS if len(ws) == 1)
_UNIT_WORDS = frozenset(w for ws, _ in RATE_UNITS for w in ws)
_STAT_LAST = frozenset(ws[-1] for ws, _ in STAT_PHRASES)


def _w(t: Token | None) -> str:
    return "" if t is None else (t.low or t.text.lower())


def _number_before(toks: list[Token], k: int, reach: int = 4) -> bool:
    """A number among the ``reach`` tokens before ``k`` with nothing but a unit's words and "/" between."""
    for q in range(k - 1, max(-1, k - 1 - reach), -1):
        t = toks[q]
        if t.kind == "num":
            return True
        if t.kind == "arm" or (t.kind == "word" and _w(t) not in _UNIT_LAST and _w(t) not in _UNIT_WORDS) or (
                t.kind == "punct" and t.text != "/"):
            return False
    return False


def _determined(out: list[Token], reach: int = 4) -> bool:
    """The value ending ``out`` has a determiner before its number ("half the 10.4 s of the baseline", "its 200 ms
    of ..."): then its "of" is grammatical English (the value of that arm), no slip."""
    for q in range(len(out) - 1, max(-1, len(out) - 1 - reach), -1):
        if out[q].kind == "num":
            return q > 0 and _w(out[q - 1]) in ("the", "a", "an", "that", "those", "its", "their", "our", "this")
    return False


def _comparative_before(out: list[Token], reach: int = 4) -> bool:
    """A comparative among the last ``reach`` tokens, only words and arms between ("higher then", "higher throughput
    then", "lower with LMDeploy then")."""
    for t in reversed(out[-reach:]):
        if t.kind not in ("word", "arm"):
            return False
        if _w(t) in SLIP_THEN_COMPARATIVES:
            return True
    return False


_BE = frozenset({"was", "were", "is", "are", "be", "been", "being", "get", "gets", "got"})


def _passive_before(out: list[Token], reach: int = 8) -> bool:
    """A passive among the last ``reach`` tokens ("TGI was outpaced 142 tok/s by vLLM"): a form of "be" right before
    a participle; its "by" names the agent, never the value's arm."""
    tail = out[-reach:]
    return any(_w(a) in _BE and b.kind == "word" and (_w(b).endswith("ed") or _w(b).endswith("en"))
               for a, b in zip(tail, tail[1:]))


def _hedged_value_at(toks: list[Token], k: int) -> bool:
    t = toks[k] if 0 <= k < len(toks) else None
    if t is None:
        return False
    if t.kind == "num":
        return True
    return (_w(t) in HEDGES or t.text in HEDGES) and k + 1 < len(toks) and toks[k + 1].kind == "num"


def _join(a: Token, b: Token, low: str, text: str) -> Token:
    """``a`` and ``b`` (adjacent in the stream) as one token of ``a``'s kind that reads ``low``."""
    return Token(a.i, a.start, b.end, text[a.start:b.end], low, a.kind, a.value, a.decimals, a.arms)


def slips(toks: list[Token], text: str) -> list[Token]:
    """Production: learner_slip -- the tokens, each slip read as its grammatical form (the module's docstring)."""
    return token_pass(toks, text, _slip_at)


def _slip_at(toks: list[Token], text: str, k: int, out: list[Token]) -> int:
    """The slip at ``k`` read as its grammatical form, appended to ``out`` (or joined to its last token): the tokens
    read, or 0 (no slip: the token kept as written)."""
    n = len(toks)
    t = toks[k]
    w = _w(t)
    nxt = toks[k + 1] if k + 1 < n else None
    prev = out[-1] if out else None
    if t.kind == "word" and w in SLIP_COMPARE_WORDS and _w(nxt) in ("with", "to"):
        out.append(Token(t.i, t.start, t.end, t.text, "compared", "word"))
        return 1
    if t.kind == "word" and w == "of" and prev is not None and nxt is not None:
        before = out[-2] if len(out) > 1 else None
        ratio = prev.kind == "word" and _w(prev) in SLIP_RATIO_WORDS and before is not None and (
            before.kind == "num" or (before.kind == "word" and _w(before) in NUMBER_WORDS))
        after = toks[k + 2] if k + 2 < n else None
        if ratio and (nxt.kind == "arm" or _w(nxt) in SLIP_RATIO_NEXT):
            out[-1] = _join(prev, t, _w(prev), text)  # "1.29 times of vLLM": "1.29 times vLLM"; "times of that of"
            return 1
        if nxt.kind == "arm" and _w(after) not in ("'s", "'") and prev.kind == "word" and _w(prev) in _UNIT_LAST \
                and _number_before(out, len(out) - 1) and not _determined(out):
            out.append(Token(t.i, t.start, t.end, t.text, SLIP_VALUE_OF_ARM, "word"))  # "31.4 ms of vLLM"
            return 1
    if t.kind == "word" and w == "then" and nxt is not None and (nxt.kind == "arm" or _w(nxt) in SLIP_THEN_NEXT) \
            and _comparative_before(out):
        out.append(Token(t.i, t.start, t.end, t.text, "than", "word"))  # "29% higher then vLLM"
        return 1
    if t.kind == "word" and w == "for" and _w(nxt) in SLIP_FOR_VERBS and nxt is not None and nxt.kind == "word":
        out.append(Token(t.i, t.start, t.end, t.text, "to", "word"))  # "for finish 160 requests"
        return 1
    if t.kind == "word" and w in SLIP_ARM_NOUNS and prev is not None and _w(prev) in SLIP_BOTH_WORDS:
        out.append(Token(t.i, t.start, t.end, t.text, w + "s", "word"))  # "for both framework"
        return 1
    if t.kind == "word" and w in SLIP_MORE_WORDS and nxt is not None and nxt.kind == "word" \
            and _w(nxt) in SLIP_MORE_ADJECTIVES and (k + 2 >= n or toks[k + 2].text != "-"):
        out.append(_join(t, nxt, SLIP_MORE_ADJECTIVES[_w(nxt)], text))  # "more fast": "faster"
        return 2
    if t.kind == "word" and w in SLIP_LIE_VERBS and _w(nxt) in SLIP_LIE_PREPS and _hedged_value_at(toks, k + 2):
        out.append(Token(t.i, t.start, t.end, t.text, SLIP_LIE_VERBS[w], "word"))  # "lies at 23.6 ms": "is at"
        out.append(Token(nxt.i, nxt.start, nxt.end, nxt.text, "at", "word"))
        return 2
    if t.kind == "word" and w == "in" and nxt is not None and prev is not None:
        m = k + 2 if _w(nxt) == "the" else k + 1
        avg = toks[m] if m < n else None
        after = toks[m + 1] if m + 1 < n else None
        if avg is not None and avg.kind == "word" and _w(avg) in SLIP_AVERAGE_WORDS and (
                after is None or after.kind in ("punct", "arm") and after.text not in ("-", "/")
                or _w(after) in SLIP_AVERAGE_NEXT):
            if m == k + 2:
                out.append(_join(t, nxt, "on", text))  # "in the average": "on average"
            else:
                out.append(Token(t.i, t.start, t.end, t.text, "on", "word"))  # "in average"
            out.append(Token(avg.i, avg.start, avg.end, avg.text, "average", "word"))
            return m + 1 - k
    if t.kind == "word" and w == "by" and nxt is not None and nxt.kind == "arm" and prev is not None \
            and _w(toks[k + 2] if k + 2 < n else None) not in ("'s", "'") and (
                prev.kind == "num" or prev.kind == "word" and _w(prev) in _UNIT_LAST
                and _number_before(out, len(out) - 1)) and not _passive_before(out):
        out.append(Token(t.i, t.start, t.end, t.text, "with", "word"))  # "851 by TGI": "851 with TGI"
        return 1
    if t.kind == "word" and w in SLIP_BECAME_WORDS and prev is not None and _w(prev) in SLIP_BECAME_SUBJECTS \
            and _hedged_value_at(toks, k + 1):
        out.append(Token(t.i, t.start, t.end, t.text, "got", "word"))  # "we became 993 tokens/s": "we got"
        return 1
    if t.kind == "word" and w in SLIP_AMOUNT_VERBS and _hedged_value_at(toks, k + 1) and (
            prev is None or _w(prev) not in ("the", "a", "an", "this", "that", "any", "some", "same")):
        out.append(Token(t.i, t.start, t.end, t.text, SLIP_AMOUNT_VERBS[w], "word"))  # "amounts 3,973": "is"
        return 1
    if t.kind == "word" and w == "of" and prev is not None and _w(prev) in SLIP_MORE_OF_WORDS and nxt is not None \
            and nxt.kind == "word" and _w(nxt) not in SLIP_MORE_OF_NOT_NEXT and len(out) > 1 and (
                out[-2].kind == "num" or out[-2].text == "%" or _w(out[-2]) in SLIP_RATIO_WORDS | {"percent"}):
        out[-1] = _join(prev, t, _w(prev), text)  # "20% more of throughput": "20% more throughput"
        return 1
    if t.kind == "word" and w in SLIP_HAVING_BE and _w(nxt) == "having" and nxt is not None \
            and nxt.kind == "word":
        out.append(_join(t, nxt, SLIP_HAVING_BE[w], text))  # "is having 993 tokens/s": "has"
        return 2
    if t.kind == "word" and w in SLIP_LESSER_WORDS and _w(nxt) not in ("of", "-"):
        out.append(Token(t.i, t.start, t.end, t.text, SLIP_LESSER_WORDS[w], "word"))  # "lesser TTFT": "lower"
        return 1
    if t.kind == "word" and w in SLIP_POSTPOSED_COMPARATIVES and _hedged_value_at(toks, k + 1) and (
            prev is None or prev.kind != "num" and _w(prev) not in SLIP_POSTPOSED_UNITS | {"by"}):
        q = k + 1
        while q < n and toks[q].kind != "num":
            q += 1
        unit = toks[q + 1] if q + 1 < n else None
        after = toks[q + 2] if q + 2 < n else None
        if unit is not None and (_w(unit) in SLIP_POSTPOSED_UNITS or unit.text == "%") and (
                after is None or after.kind == "arm" or _w(after) in SLIP_POSTPOSED_NEXT
                or after.kind == "punct" and after.text in (".", ",", ";", ")", "!")):
            out.append(t)  # "faster 1.17 times than TGI": "faster" and a "by" of no width ("faster by 1.17 times")
            out.append(Token(t.i, t.end, t.end, "", "by", "word"))
            return 1
    if t.kind == "word" and w in SLIP_POSTPOSED_MORE and prev is not None and _w(prev) in SLIP_POSTPOSED_COPULAS \
            and _hedged_value_at(toks, k + 1):
        q = k + 1
        while q < n and toks[q].kind != "num":
            q += 1
        unit = toks[q + 1] if q + 1 < n else None
        if unit is not None and (_w(unit) in SLIP_POSTPOSED_UNITS or unit.text == "%") and q + 2 < n \
                and _w(toks[q + 2]) == "than":
            out.append(Token(t.i, t.start, t.end, t.text, SLIP_POSTPOSED_MORE[w], "word"))  # "is more 17% than"
            out.append(Token(t.i, t.end, t.end, "", "by", "word"))  # "is higher by 17% than"
            return 1
    if t.kind == "arm" and prev is not None and _w(prev) == "than" and _hedged_value_at(toks, k + 1):
        q = k + 1
        while q < n and toks[q].kind != "num":
            q += 1
        unit = toks[q + 1] if q + 1 < n else None
        after = toks[q + 2] if q + 2 < n else None
        if unit is not None and (unit.text == "%" or _w(unit) == "percent") and (
                after is None or _w(after) in SLIP_POSTPOSED_NEXT - {"than"}
                or after.kind == "punct" and after.text in (".", ",", ";", ")", "!")):
            out.append(t)  # "lower than TGI 21%": "lower than TGI" and a "by" of no width ("by 21%")
            out.append(Token(t.i, t.end, t.end, "", "by", "word"))
            return 1
    if t.kind == "word" and w in SLIP_PLUS_NOUNS and prev is not None and _w(prev) in ("a", "an") \
            and _w(nxt) == "of":
        out.append(Token(t.i, t.start, t.end, t.text, SLIP_PLUS_NOUNS[w], "word"))  # "a plus of 17%": "a gain"
        return 1
    if t.kind == "word" and w in SLIP_MAKES_WORDS and prev is not None and _w(prev) in SLIP_MAKES_SUBJECTS \
            and _w(nxt) in ("a", "an") and k + 2 < n and (
                _w(toks[k + 2]) in SLIP_PLUS_NOUNS or _w(toks[k + 2]) in CHANGE_NOUNS
                or _hedged_value_at(toks, k + 2)):
        out.append(Token(t.i, t.start, t.end, t.text, "is" if w == "makes" else "was", "word"))  # "This makes a"
        return 1
    if t.kind == "word" and w in SLIP_STAT_VALUE_NOUNS and prev is not None and prev.kind == "word" \
            and _w(prev) in _STAT_LAST:
        out[-1] = _join(prev, t, _w(prev), text)  # "(mean value)": "(mean)"
        return 1
    return 0
