"""A summary label before the changes it sums up (production lead_label -- claimcheck/claims/grammar.lark;
docs/claim-check.md).

"Lower latency: mean TTFT reduced by 30% and TPOT by 20%.", "Faster prefill: TTFT drops from 500 ms to 350 ms.",
"Higher throughput: output tok/s rose 10%.", "TP=2 is faster across the board: TTFT, TPOT and end-to-end latency all
drop by 37.5%.": a label at a sentence's start, closed by ":", that says in one direction word what the clauses after
it say metric by metric. A token pass (before distributed_change): the label's words are taken out of the token
stream (reported inert, as markup is) only where the clauses agree with it, so that the sentence is read as its
clauses, each graded on its own:

* a plain label -- a direction word and a class of metrics: "lower / reduced / shorter latency", "higher / more
  throughput", "faster / better / slower / worse" + "latency", "throughput", "prefill" (TTFT), "decode" / "decoding"
  (TPOT, ITL), "speed", "performance", or a metric phrase ("Lower TTFT:");
* an arm's label -- "ARM is / was / runs faster (across the board / overall / everywhere)": only the words after the
  arm are taken out; the arm stays, the subject of every clause ("TP=2: TTFT ... drop by 37.5%").

Agreement: every metric named after the ":" belongs to the label's class, all of one better direction
(vocabulary.HIGHER_IS_BETTER), and every direction or change word after it (vocabulary.SENSE, CHANGE_INTRANS,
CHANGE_VERBS, "up" / "down" after a copula or "went") says, for those metrics, the label's better or worse. No
direction word, a metric of another class, metrics of both better directions, a direction against the label, a
negation or a modal: the label stays as written (unread). "Higher latency: mean TTFT reduced by 30%" is never read
(a flipped label never passes on its clauses).

A reliability label ("Success rate:", "Reliability:", "No regressions in success rate:") is taken out only before a
count that names no arm and says no request failed ("No regressions in success rate: all 50 requests completed in
both versions"): the count is graded (every arm, none failed), and it implies the label. Before anything else
("Success rate: 100%" is the count frame's own; "Success rate: some requests failed", an arm, "not", "only", "but",
"or"): the label stays as written.
"""

from __future__ import annotations

from claimcheck.claims.ellipsis import metric_spans, sentence_end
from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import (CHANGE_INTRANS, CHANGE_VERBS, HIGHER_IS_BETTER, METRIC_PHRASES,
                                          MODAL_WORDS, NEGATIONS, SENSE, SPEED, first_word_index)


def _w(t: Token) -> str:
    return t.low or t.text.lower()


_LATENCY = frozenset({"ttft", "tpot", "itl", "e2e_latency"})
#: a class word -> the metrics it names (None: any metric with a better direction)
_CLASSES: dict[str, frozenset[str] | None] = {
    "latency": _LATENCY, "latencies": _LATENCY,
    "throughput": frozenset({SPEED, "throughput", "token_throughput", "total_token_throughput"}),
    "prefill": frozenset({"ttft"}),
    "decode": frozenset({"tpot", "itl"}), "decoding": frozenset({"tpot", "itl"}),
    "speed": None, "performance": None,
}
#: label direction words: better / worse, or a value's up / down (read with the class's better direction)
_LABEL_DIRS = {"faster": "better", "quicker": "better", "better": "better", "slower": "worse", "worse": "worse",
               "lower": "down", "reduced": "down", "shorter": "down", "less": "down",
               "higher": "up", "more": "up", "increased": "up", "greater": "up"}
_ARM_VERBS = frozenset({"is", "was", "runs", "ran", "gets", "got", "looks", "feels", "comes"})
_ARM_DIRS = frozenset({"faster", "slower", "better", "worse", "quicker"})
_ARM_TAILS = (("across", "the", "board"), ("overall",), ("everywhere",), ("all", "around"), ("all", "round"))
_STOP = NEGATIONS | (MODAL_WORDS - {"up", "only", "just", "much", "significantly", "slightly", "substantially",
                                    "roughly"}) | {"but", "however", "while", "whereas", "or"}


def _metric(toks: list[Token], s: int, t: int) -> str | None:
    index = first_word_index(METRIC_PHRASES)
    words = [_w(x) for x in toks[s:t]]
    for k in range(len(words)):
        for ws, m in index.get(words[k], ()):
            if tuple(words[k:k + len(ws)]) == ws and k + len(ws) == len(words):
                return m
    return None


def _hib(m: str) -> bool | None:
    return True if m == SPEED else HIGHER_IS_BETTER.get(m)


def _agrees(toks: list[Token], q: int, e: int, cls: frozenset[str] | None, want: str) -> bool:
    """The clauses toks[q:e] name only metrics of ``cls`` (all of one better direction) and say ``want`` ("better",
    "worse", "up", "down") of them with every direction word, and at least one."""
    words = [_w(t) for t in toks[q:e]]
    if any(w in _STOP or w.endswith("n't") for w in words):
        return False
    ms = [_metric(toks, s, t) for s, t in metric_spans(toks, q, e)]
    if not ms or any(m is None or (cls is not None and m not in cls) for m in ms):
        return False
    hibs = {_hib(m) for m in ms}
    if len(hibs) != 1 or None in hibs:
        return False
    hib = hibs.pop()
    senses = []
    for k in range(q, e):
        t = toks[k]
        if t.kind != "word":
            continue
        w = _w(t)
        if w in ("up", "down") and k > q and _w(toks[k - 1]) in {"is", "are", "was", "were", "went", "goes", "go"}:
            senses.append(w)
        elif w in CHANGE_INTRANS and CHANGE_INTRANS[w]:
            senses.append(CHANGE_INTRANS[w])
        elif w in CHANGE_VERBS:
            senses.append(CHANGE_VERBS[w])
        elif w in SENSE:
            senses.append(SENSE[w])
    if not senses:
        return False

    def better(s: str) -> str:
        return s if s in ("better", "worse") else ("better" if (s == "up") == hib else "worse")

    return all(better(s) == better(want) for s in senses)


def _label(toks: list[Token], a: int, e: int) -> tuple[list[int], int] | None:
    """(the indices taken out, the index after the ":") of a lead label at ``a``; None if none agrees."""
    colon = next((k for k in range(a, min(e, a + 8)) if toks[k].kind == "punct" and toks[k].text == ":"), None)
    if colon is None or colon + 1 >= e:
        return None
    if toks[a].kind == "arm" and len(toks[a].arms) == 1:
        k = a + 1
        if k < colon and _w(toks[k]) in _ARM_VERBS:
            k += 1
        if k >= colon or _w(toks[k]) not in _ARM_DIRS:
            return None
        want = _LABEL_DIRS[_w(toks[k])]
        k += 1
        for tail in _ARM_TAILS:
            if tuple(_w(t) for t in toks[k:k + len(tail)]) == tail:
                k += len(tail)
                break
        if k != colon or not _agrees(toks, colon + 1, e, None, want):
            return None
        return list(range(a + 1, colon)), colon + 1
    w = _w(toks[a])
    if toks[a].kind != "word" or w not in _LABEL_DIRS:
        return None
    want = _LABEL_DIRS[w]
    cls: frozenset[str] | None
    if colon == a + 2 and _w(toks[a + 1]) in _CLASSES:
        cls = _CLASSES[_w(toks[a + 1])]
        if want in ("up", "down") and (cls is None or len({_hib(m) for m in cls}) != 1):
            return None  # "higher performance", "lower prefill": which way is better?
        if cls is not None and want in ("up", "down") and _w(toks[a + 1]) in ("prefill", "decode", "decoding"):
            return None
    else:
        spans = metric_spans(toks, a + 1, colon)
        if len(spans) != 1 or spans[0] != (a + 1, colon):
            return None
        m = _metric(toks, a + 1, colon)
        if m is None or _hib(m) is None:
            return None
        cls = frozenset({m})
    if not _agrees(toks, colon + 1, e, cls, want):
        return None
    return list(range(a, colon + 1)), colon + 1


#: a reliability label: "Success rate:", "Request success rate:", "Reliability:", "No regressions in success rate:",
#: "No regression in the completion rate:" -- taken out only before a count that names no arm and says that no
#: request failed ("all 50 requests completed in both versions", "no requests failed", "every request succeeded"),
#: which implies it (no failure in any arm: every success rate 100%, none lower than another)
_RATE_NOUNS = frozenset({"success", "completion"})
_ZERO_FIRST = frozenset({"all", "no", "none", "zero", "every", "each"})
_OUTCOME_WORDS = frozenset({"completed", "succeeded", "finished", "successful", "successfully", "failed", "errored",
                            "failures", "errors", "failure", "error"})


def _reliability_label(toks: list[Token], a: int, e: int) -> tuple[list[int], int] | None:
    colon = next((k for k in range(a, min(e, a + 10)) if toks[k].kind == "punct" and toks[k].text == ":"), None)
    if colon is None or colon + 1 >= e:
        return None
    words = [_w(t) for t in toks[a:colon]]
    if words[:2] == ["no", "regressions"] or words[:2] == ["no", "regression"]:
        rest = words[2:]
        if rest[:1] != ["in"]:
            return None
        rest = rest[1:]
    else:
        rest = words
    if rest[:1] == ["the"]:
        rest = rest[1:]
    if rest[:1] == ["request"]:
        rest = rest[1:]
    if not (rest == ["reliability"] and words == rest) and not (len(rest) == 2 and rest[0] in _RATE_NOUNS
                                                                and rest[1] == "rate"):
        return None
    after = toks[colon + 1:e]
    aw = [_w(t) for t in after]
    if not aw or aw[0] not in _ZERO_FIRST or any(t.kind == "arm" for t in after) \
            or not any(w in _OUTCOME_WORDS for w in aw) \
            or any(w in ("not", "never", "some", "most", "only", "but", "or", "except") or w.endswith("n't") for w in aw) \
            or any(t.kind == "punct" and t.text in ("%", ":") for t in after):
        return None
    return list(range(a, colon + 1)), colon + 1


def lead_labels(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production lead_label (module docstring): (the tokens, the spans taken out as inert)."""
    if not any(t.kind == "punct" and t.text == ":" for t in toks):
        return toks, []
    drop: set[int] = set()
    a = 0
    while a < len(toks):
        e = next((k for k in range(a, len(toks)) if sentence_end(toks, k)), len(toks))
        got = _label(toks, a, e) or _reliability_label(toks, a, e)
        if got is not None:
            drop |= set(got[0])
        a = e + 1
    if not drop:
        return toks, []
    gone = [(toks[k].start, toks[k].end) for k in sorted(drop)]
    out = [t for k, t in enumerate(toks) if k not in drop]
    for n, t in enumerate(out):
        t.i = n
    return out, gone


#: the label classes and the metric lookup, public for the metric label that its clause restates
#: (claimcheck/claims/metric_labels.py)
METRIC_CLASSES = _CLASSES
metric_of = _metric
