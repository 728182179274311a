"""A verdict on the pair just stated (production verdict_sentence -- claimcheck/claims/grammar.lark; docs/claim-check.md).

"SGLang vs vLLM on 1x H100: 2,000 vs 1,723 output tok/s. SGLang wins.", "p99 TTFT was 646 ms for vLLM versus 810 ms for
TGI, so vLLM wins.", "Mean TTFT is 260 ms with FP8 vs 700 ms with BF16. FP8 is faster.", "... Clear win for FP8.": a
verdict names the arm whose value is the better one in the pair before it. It is an assertion, so it is checked, by
the pair's own numbers: a token pass (``_Reader.__init__``, after winner_tail) takes the verdict's words out (markup)
only where

* the verdict is a whole sentence right after the pair's sentence, or ", so" and the verdict ending the pair's
  sentence: ARM (SUMMARY_ADVERBS) VERDICT_VERB (WINNER_TAILS) -- "wins", "won" (better), "loses", "lost" (worse) --;
  ARM ("is" | "was") VERDICT_COMPARATIVE (WINNER_TAILS) -- "faster", "better", "quicker" / "slower", "worse"; ("a")?
  ("clear" | "easy" | "big")? "win for" ARM; ARM ("comes" | "came") "out" ("ahead" | "on top");
* the pair's sentence names exactly one metric (its metric phrase, or a rate unit's metric where it names none) of a
  known better direction, no negation and no modal, and exactly one versus pair ("vs" / "versus") whose two values
  each belong to a named arm, bound as the reader binds them: each value with its own arm after it ("646 ms for vLLM
  versus 810 ms for TGI", "(BF16)"), the first value the sentence's first arm's where only the second names its arm
  ("SGLang did 2,000 output tok/s vs 1,723 for vLLM"), or a versus pair of arms earlier in the sentence, in order
  ("SGLang vs vLLM ...: 2,000 vs 1,723 output tok/s"); the two arms distinct, the verdict's arm one of them;
* the verdict's arm's value is the better one (better: the higher rate, the lower time) where the verdict says better,
  the worse one where it says worse.

The pair itself is then read and graded as any pair is (its values against the rows, each its arm's), so a verdict
that names the loser ("vLLM wins." after vLLM's lower rate), a metric of the other direction, two metrics, an
unbound value or a verdict far from its pair stays as written: unread (not-yet), never false for the verdict alone.
"""

from __future__ import annotations

from claimcheck.claims.ellipsis import metric_spans
from claimcheck.claims.lead_labels import metric_of, unit_metrics
from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import (HEDGES, HIGHER_IS_BETTER, MODAL_WORDS, NEGATIONS, SUMMARY_ADVERBS,
                                          VERDICT_COMPARATIVES, VERDICT_VERBS, VERDICT_WIN_ADJECTIVES, WINNER_TAILS)

_END = frozenset({".", "!"})
_VS = frozenset({"vs", "versus"})
_PREPS = frozenset({"for", "with", "on", "using", "under", "in"})


def _w(t: Token) -> str:
    return t.low if t.kind in ("word", "ident", "foreign", "arm") and t.low else t.text.lower()


def _one_arm(t: Token) -> bool:
    return t.kind == "arm" and len(t.arms) == 1


def _tails(toks: list[Token], k: int, e: int) -> int:
    for _ in range(2):  # "there too"
        for words in WINNER_TAILS:
            if k + len(words) <= e and tuple(_w(t) for t in toks[k:k + len(words)]) == words:
                k += len(words)
                break
    return k


def _verdict(toks: list[Token], a: int, e: int) -> tuple[int, str] | None:
    """(the arm's index, "better" | "worse") of a verdict that is the whole of toks[a:e], or None."""
    w = [_w(t) for t in toks[a:e]]
    if not w:
        return None
    k = a
    if w[0] == "a":
        k += 1
    if k < e and _w(toks[k]) in VERDICT_WIN_ADJECTIVES:
        k += 1
    if k + 2 < e + 1 and k + 2 <= e - 1 and _w(toks[k]) == "win" and _w(toks[k + 1]) == "for" and _one_arm(toks[k + 2]) \
            and k + 3 == e:
        return k + 2, "better"  # "Clear win for SGLang."
    if not _one_arm(toks[a]):
        return None
    k = a + 1
    while k < e and _w(toks[k]) in SUMMARY_ADVERBS:
        k += 1
    if k < e and _w(toks[k]) in VERDICT_VERBS:
        want = VERDICT_VERBS[_w(toks[k])]
        k += 1
    elif k + 1 < e and _w(toks[k]) in ("is", "was") and _w(toks[k + 1]) in VERDICT_COMPARATIVES:
        want = VERDICT_COMPARATIVES[_w(toks[k + 1])]
        k += 2
    elif k + 2 < e and _w(toks[k]) in ("comes", "came") and _w(toks[k + 1]) == "out" and _w(toks[k + 2]) == "ahead":
        want, k = "better", k + 3
    elif k + 3 < e and _w(toks[k]) in ("comes", "came") and tuple(_w(t) for t in toks[k + 1:k + 4]) == ("out", "on", "top"):
        want, k = "better", k + 4
    else:
        return None
    return (a, want) if _tails(toks, k, e) == e else None


def _value(toks: list[Token], k: int, e: int) -> int | None:
    """k (past one hedge) if a number is there."""
    if k < e and (toks[k].text == "~" or (toks[k].kind == "word" and _w(toks[k]) in HEDGES)):
        k += 1
    return k if k < e and toks[k].kind == "num" and toks[k].value is not None else None


def _arm_after(toks: list[Token], k: int, e: int) -> tuple[str | None, int]:
    """The arm named right after a value's unit at k ("for vLLM", "(BF16)", "with the candidate"): (arm, index after)."""
    if k + 2 < e and toks[k].text == "(" and _one_arm(toks[k + 1]) and toks[k + 2].text == ")":
        return toks[k + 1].arm, k + 3
    if k + 1 < e and _w(toks[k]) in _PREPS:
        j = k + 1 + (_w(toks[k + 1]) == "the")
        if j < e and _one_arm(toks[j]):
            return toks[j].arm, j + 1
    return None, k


def _pair(toks: list[Token], a: int, e: int) -> tuple[tuple[str, float], tuple[str, float]] | None:
    """The one versus pair of values of toks[a:e], each with its arm (see the module's docstring), or None."""
    found = []
    for j in range(a + 1, e):
        if _w(toks[j]) not in _VS or toks[j].kind != "word":
            continue
        # the left value: back over its arm marker and unit words to a number
        i = j - 1
        left_arm = None
        if i - 2 >= a and toks[i].text == ")" and _one_arm(toks[i - 1]) and toks[i - 2].text == "(":
            left_arm, i = toks[i - 1].arm, i - 3
        elif i - 1 >= a and _one_arm(toks[i]) and _w(toks[i - 1]) in _PREPS:
            left_arm, i = toks[i].arm, i - 2
        elif i - 2 >= a and _one_arm(toks[i]) and _w(toks[i - 1]) == "the" and _w(toks[i - 2]) in _PREPS:
            left_arm, i = toks[i].arm, i - 3
        lu = []
        while i >= a and len(lu) < 4 and (toks[i].kind == "word" and _w(toks[i]) not in _PREPS | _VS
                                          or toks[i].text == "/"):
            lu.insert(0, _w(toks[i]))
            i -= 1
        if i < a or toks[i].kind != "num" or toks[i].value is None:
            continue
        v1 = i
        v2 = _value(toks, j + 1, e)
        if v2 is None:
            continue
        k = v2 + 1
        ru = []
        while k < e and len(ru) < 4 and (toks[k].kind == "word" and _w(toks[k]) not in _PREPS | _VS
                                         or toks[k].text == "/"):
            ru.append(_w(toks[k]))
            k += 1
        if lu and ru and lu != ru:
            return None  # "150 ms vs 0.25 s": two units
        right_arm, k = _arm_after(toks, k, e)
        found.append((v1, left_arm, v2, right_arm, k))
    if len(found) != 1:
        return None
    v1, left_arm, v2, right_arm, _k = found[0]
    arms_before = [x for x in range(a, v1) if toks[x].kind == "arm"]
    if left_arm is None and right_arm is None:
        # "SGLang vs vLLM on 1x H100, ...: 2,000 vs 1,723 output tok/s": a versus pair of arms earlier, in order
        hdr = [x for x in range(a + 1, v1 - 1) if _w(toks[x]) in _VS and _one_arm(toks[x - 1]) and _one_arm(toks[x + 1])]
        if len(hdr) != 1 or len(arms_before) != 2:
            return None
        left_arm, right_arm = toks[hdr[0] - 1].arm, toks[hdr[0] + 1].arm
    elif left_arm is None:
        # "SGLang did 2,000 output tok/s vs 1,723 for vLLM": the sentence's first arm, its only arm before the value
        if len(arms_before) != 1 or arms_before[0] != a:
            return None
        left_arm = toks[a].arm
    elif right_arm is None:
        return None
    if left_arm == right_arm or toks[v1].value == toks[v2].value:
        return None
    if any(toks[x].kind == "arm" and toks[x].arm not in (left_arm, right_arm) for x in range(a, e)):
        return None
    return (left_arm, float(toks[v1].value)), (right_arm, float(toks[v2].value))


def _agrees(toks: list[Token], a: int, e: int, arm_k: int, want: str) -> bool:
    if any(_w(t) in NEGATIONS or _w(t) in MODAL_WORDS or _w(t).endswith("n't") for t in toks[a:e]):
        return False
    metrics = {metric_of(toks, s, t) for s, t in metric_spans(toks, a, e)} or set(unit_metrics(toks, a, e))
    if len(metrics) != 1:
        return False
    m = metrics.pop()
    if m not in HIGHER_IS_BETTER:
        return False
    pair = _pair(toks, a, e)
    if pair is None:
        return False
    (arm1, x1), (arm2, x2) = pair
    arm = toks[arm_k].arm
    if arm not in (arm1, arm2):
        return False
    mine, other = (x1, x2) if arm == arm1 else (x2, x1)
    better = mine > other if HIGHER_IS_BETTER[m] else mine < other
    return better if want == "better" else not better


def verdict_sentences(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production verdict_sentence (module docstring): the tokens with each agreeing verdict taken out, and the
    (start, end) of each verdict's words."""
    if not any(t.kind == "word" and (_w(t) in VERDICT_VERBS or _w(t) in VERDICT_COMPARATIVES or _w(t) in ("win", "out"))
               for t in toks):
        return toks, []
    ends = [k for k, t in enumerate(toks) if t.kind == "punct" and t.text in _END
            and not (t.text == "." and k and _w(toks[k - 1]) in _VS)]
    if not ends or ends[-1] != len(toks) - 1:
        ends.append(len(toks))
    drop: set[int] = set()
    a = 0
    prev: tuple[int, int] | None = None
    for e in ends:
        v = _verdict(toks, a, e)
        if v is not None and prev is not None and _agrees(toks, prev[0], prev[1], v[0], v[1]):
            drop.update(range(a, min(e + 1, len(toks))))  # "SGLang wins." (its end mark with it)
        elif v is None:
            # ", so ARM wins" ending the pair's own sentence
            s = next((k for k in range(a + 1, e) if _w(toks[k]) == "so" and toks[k - 1].text == ","), None)
            if s is not None:
                v2 = _verdict(toks, s + 1, e)
                if v2 is not None and _agrees(toks, a, s - 1, v2[0], v2[1]):
                    drop.update(range(s - 1, e))
        prev = (a, e) if v is None else None
        a = e + 1
    if not drop:
        return toks, []
    gone = [(toks[k].start, toks[k].end) for k in sorted(drop)]
    out = [t for k, t in enumerate(toks) if k not in drop]
    for n, t in enumerate(out):
        t.i = n
    return out, gone
