"""Arms named by the feature the two arms differ in: its pronoun pair and its run (productions it_pair and
running_arm -- claimcheck/claims/grammar.lark; docs/claim-check.md "Arms named by their feature").

A witness of exactly two arms that differ in one on / off feature (``ellipsis.on_off_pair``: prefix caching, the radix
cache, chunked prefill, speculative decoding, declared in the arms' settings or by their own names --
alias_states.py) names its arms by that feature: the feature's phrase names the arm where it is on ("prefix
caching", "the radix cache", "EAGLE-3"), its absence the other ("without prefix caching", "the cache-disabled
baseline"). Two token passes read what refers back to such a phrase:

* production ``it_pair`` (``it_pairs``) -- "Prefix caching changed mean TPOT only slightly (14.20 ms without it vs
  13.89 ms with it)", "EAGLE-3 is worth it: 127 tok/s without it, 243 tok/s with it": "without it" names the arm
  where the feature is off and "with it" the arm where it is on, where "it" refers back to a mention of the on arm
  earlier in the same sentence. Only where every arm mention of the sentence names the on arm by a phrase that
  does not itself say the off state, exactly one "with it" and one "without it" follow it, each at the end of its
  value's clause (punctuation, "vs", "and", "while", ...), and no negation precedes either; else the words stay as
  written (one "without it" alone is ellipsis_arm's). One pronoun alone is read where the sentence names, before
  it, both the feature and its absence and nothing else ("With EAGLE-3, mean TTFT was 46 ms without speculation vs 52
  ms with it": "it" is the feature either way). A witness whose arms differ in no recorded on / off feature
  gives "it" no referent the witness could check: unread.
* production ``running_arm`` (``running_arms``) -- "Prefix caching delivers 1.08x the request throughput compared to
  running without it", "19% higher than running with --disable-radix-cache": "running" (and a "with" / "using"
  after it) between a comparison's preposition ("compared to / with", "relative to", "than", "vs", "versus",
  "against", "over") and a mention of exactly one arm is that arm's run, read as one mention with it. Anything else
  after "running" (a model, "on 8 GPUs") leaves it as written.
"""

from __future__ import annotations

from claimcheck.claims.statement import Token

#: what may follow a pronoun of the pair: the end of the value's clause or the pair's joiner
_PAIR_END_WORDS = frozenset({"vs", "versus", "and", "but", "while", "whereas", "compared", "respectively"})
_PAIR_END_PUNCT = frozenset({".", ",", ";", ":", ")", "!", "?", "—", "–"})
_NEGATIONS = frozenset({"not", "never", "no", "n't", "nor"})
#: words of an arm mention that say the off state (such a mention is no antecedent of "it")
_OFF_LEADS = ("without", "no", "w/o", "non")
_SENTENCE_END = frozenset({".", "!", "?"})


def _w(t: Token) -> str:
    return t.low or t.text.lower()


def _off_worded(t: Token) -> bool:
    """The arm mention says the feature's absence by its own first word ("without speculation", "no APC")."""
    return _w(t).split()[0] in _OFF_LEADS


def _mention(toks: list[Token], a: int, on: str, off: str) -> str | None:
    """"on" for a mention of the on arm by the feature ("with EAGLE-3", "Prefix caching"), "off" for one of its absence
    ("without speculation", "no APC", "without" before the on arm's own phrase); None for anything else."""
    t = toks[a]
    negated = a > 0 and toks[a - 1].kind == "word" and toks[a - 1].low in ("without", "no", "w/o")
    if t.arms == (on,) and not _off_worded(t):
        return "off" if negated else "on"
    if t.arms == (off,) and _off_worded(t) and not negated:
        return "off"
    return None


def _pair_end(toks: list[Token], j: int) -> bool:
    if j >= len(toks):
        return True
    t = toks[j]
    return (t.kind == "punct" and t.text in _PAIR_END_PUNCT) or (t.kind == "word" and t.low in _PAIR_END_WORDS)


def it_pairs(toks: list[Token], pair: tuple[str, str] | None) -> list[Token]:
    """Production it_pair (module docstring): "without it" and "with it" merged into arm tokens naming the off and the
    on arm of ``pair`` (on, off), sentence by sentence, where the sentence's antecedent is unique; else ``toks``."""
    if pair is None:
        return toks
    on, off = pair
    out = list(toks)
    starts = [0] + [k + 1 for k, t in enumerate(toks) if t.kind == "punct" and t.text in _SENTENCE_END]
    merges: list[tuple[int, str]] = []  # (index of "with" / "without", the arm)
    for s, e in zip(starts, starts[1:] + [len(toks)]):
        arms = [k for k in range(s, e) if toks[k].kind == "arm"]
        pron = [k for k in range(s, e - 1) if toks[k].kind == "word" and toks[k].low in ("with", "without")
                and toks[k + 1].kind == "word" and toks[k + 1].low == "it"]
        if not arms or len(pron) not in (1, 2) or any(a > pron[0] for a in arms):
            continue  # every arm mention before the pronouns: the antecedent
        said = [_mention(toks, a, on, off) for a in arms]
        if len(pron) == 2:
            # one of each, after mentions of the on arm only
            if sorted(toks[k].low for k in pron) != ["with", "without"] or set(said) != {"on"}:
                continue
        elif set(said) != {"on", "off"}:
            # one pronoun after both the feature ("with EAGLE-3") and its absence ("without speculation"): "it" is the
            # feature either way (a lone pronoun after one arm's mentions is ellipsis_arm's)
            continue
        if any(not _pair_end(toks, k + 2) or k > s and toks[k - 1].kind == "word" and toks[k - 1].low in _NEGATIONS
               for k in pron):
            continue
        merges += [(k, on if toks[k].low == "with" else off) for k in pron]
    if not merges:
        return toks
    at = dict(merges)
    out = []
    k = 0
    while k < len(toks):
        if k in at:
            a, b = toks[k], toks[k + 1]
            out.append(Token(0, a.start, b.end, f"{a.text} {b.text}", f"{a.low} it", "arm", arms=(at[k],)))
            k += 2
            continue
        out.append(toks[k])
        k += 1
    for n, t in enumerate(out):
        t.i = n
    return out


#: the prepositions of a comparison before "running" and an arm (one word, or the second word after its lead)
_COMPARE_ONE = frozenset({"than", "vs", "versus", "against", "over"})
_COMPARE_TWO = {"to": frozenset({"compared", "relative", "comparison", "contrast"}),
                "with": frozenset({"compared", "comparison", "contrast"})}


def _after_comparison(toks: list[Token], k: int) -> bool:
    """The word before ``k`` closes a comparison's preposition."""
    if k < 1 or toks[k - 1].kind != "word":
        return False
    p = toks[k - 1].low
    if p in _COMPARE_ONE:
        return True
    return p in _COMPARE_TWO and k >= 2 and toks[k - 2].kind == "word" and toks[k - 2].low in _COMPARE_TWO[p]


def running_arms(toks: list[Token]) -> list[Token]:
    """Production running_arm (module docstring): "running" [with / using] ARM after a comparison's preposition, one
    arm token (its own words' form: "without it" stays an off phrase)."""
    out: list[Token] = []
    k = 0
    while k < len(toks):
        t = toks[k]
        if t.kind == "word" and t.low == "running" and _after_comparison(toks, k):
            j = k + 1
            if j < len(toks) and toks[j].kind == "word" and toks[j].low in ("with", "using") \
                    and j + 1 < len(toks) and toks[j + 1].kind == "arm":
                j += 1
            if j < len(toks) and toks[j].kind == "arm" and len(toks[j].arms) == 1:
                a = toks[j]
                text = " ".join(x.text for x in toks[k:j + 1])
                out.append(Token(0, t.start, a.end, text, a.low, "arm", arms=a.arms))
                k = j + 1
                continue
        out.append(t)
        k += 1
    for n, t in enumerate(out):
        t.i = n
    return out
