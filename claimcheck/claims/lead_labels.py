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

A summary clause (production summary_label) is read the same way: "FP8 also trims the tail: P99 TTFT drops from 900 ms
to 610 ms", "It helps throughput too: ...", "Where it really shows is throughput: ...", "Where FP8 shines is the tail:
...", "Time to first token is where the H100 really shines: ..." (production where_topic: the topic first), "Biggest win: p50 E2EL fell from 4.1 s to 2.9 s", "The one regression: TPOT went up ~5% (31 ms -> 32.6 ms)", "The
catch is TTFT: mean TTFT rises ...", "Good news on latency: ...". Its direction is a verb's (vocabulary.SUMMARY_VERBS:
"trims" down, "helps" better, "hurts" worse), a "where" verb's ("shows" better, "hurts" worse) or an evaluation noun's
(SUMMARY_NOUNS: "win" better, "regression" / "catch" / "cost" worse); its topic a class word as above, one metric (no
statistic), "the tail" / "tail latency" (a latency's p90, p95, p99 or max: each metric after the colon named with such a
statistic, before it, after it or "the p99 of"), or none after a noun ("Biggest win:": every metric). It is taken out
only where the clause after the colon agrees as a label's clauses must, a from-to pair of numbers counting as a direction
word ("from 4.1 s to 2.9 s": down; "31 ms -> 32.6 ms": up), and after an arm subject a "vs" pair whose arms are known
("FP8 also trims the tail: P99 TTFT is 610 ms vs 900 ms for BF16": FP8's value against BF16's, down; "900 ms (BF16) vs
610 ms (FP8)" too); an arm subject stays, the clause's subject ("FP8: P99 TTFT drops ..." -- an arm the clause
contradicts leaves it unread or false as the clause is). Also "FP8 wins on throughput:", "FP8 is a clear win on
latency:", "This is the one regression:", "Biggest win for FP8:" (the arm kept). "FP8 also trims the tail: P99
TTFT rises ...", "Biggest win: p50 E2EL rose ...", "The catch is TTFT: mean TPOT rises ...", "... the tail: mean TTFT
drops ...": the summary stays unread (never false for it alone). ``says_against`` is the same direction test for the
gain words of a quality label ("Gains:", grammar.py).

A reliability label ("Success rate:", "Reliability:", "No regressions in success rate:") is taken out only before a
count that names no arm and says no request failed ("No regressions in success rate: all 50 requests completed in
both versions"): the count is graded (every arm, none failed), and it implies the label. Before anything else
("Success rate: 100%" is the count frame's own; "Success rate: some requests failed", an arm, "not", "only", "but",
"or"): the label stays as written.
"""

from __future__ import annotations

from dataclasses import replace

from claimcheck.claims.ellipsis import metric_spans, sentence_end
from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import (CHANGE_INTRANS, CHANGE_VERBS, MULT_VERBS, HEDGES, HIGHER_IS_BETTER, METRIC_PHRASES,
                                          MODAL_WORDS, NEGATIONS, RATE_UNITS, SENSE, SPEED, STAT_PHRASES,
                                          SUMMARY_ADVERBS, SUMMARY_APPROVALS, SUMMARY_APPROVAL_TOPICS, SUMMARY_NOUN_PRE, SUMMARY_NOUNS, SUMMARY_PRONOUNS,
                                          SUMMARY_LEAD_ADVERBS, SUMMARY_LEAD_PHRASES, SUMMARY_PHASE_TOPICS, SUMMARY_TAILS, SUMMARY_TOPIC_NOUNS, SUMMARY_TOPIC_PREPS, SUMMARY_VERBS, SUMMARY_WHERE_AFTER,
                                          SUMMARY_WHERE_VERBS, TAIL_STATISTICS, TAIL_WORDS, first_word_index,
                                          FLAT_SENSE_WORDS, LABEL_DEGREES, LABEL_TAILS, SUMMARY_COST_PHRASES,
                                          SUMMARY_FLAT_ADVERBS, SUMMARY_FLAT_WORDS, SUMMARY_GAIN_SUBJECTS,
                                          SUMMARY_INTRANS, SUMMARY_INTRANS_PHRASES, SUMMARY_TOPIC_COPULAS, EVERY_ARM_QUANTIFIERS,
                                          QUANTIFIER_PREPS, POSTPOSED_LABEL_COPULAS,
                                          POSTPOSED_LABEL_DIRS, POSTPOSED_LABEL_RESTRICTORS, SIZE_LIMITS,
                                          SUMMARY_CHANGE_NOUNS, SUMMARY_NOUN_VERBS, SUMMARY_SIZE_ADJECTIVES)


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


def _agrees(toks: list[Token], q: int, e: int, cls: frozenset[str] | None, want: str | None, *, tail: bool = False,
            numbers: bool = False, subject: str | None = None, held_flat: bool = False,
            named_pairs: bool = False, declared: tuple[str, str] | None = None,
            elided: frozenset[str] | None = None) -> bool:
    """The clauses toks[q:e] name only metrics of ``cls`` (all of one better direction) and say ``want`` ("better",
    "worse", "up", "down") of them with every direction word, and at least one. ``tail``: every metric named with a
    tail statistic (TAIL_STATISTICS). ``numbers``: a from-to pair's own direction ("from 4.1 s to 2.9 s", "31 ms ->
    32.6 ms") counts as a direction word too (it must agree as well). ``held_flat``: a value said to stay ("stays at
    10 ms") is flat where the clause says it of every arm (``_every_arm_clause``). ``want`` None (a topic noun that
    says no direction): the metrics only."""
    words = [_w(t) for t in toks[q:e]]
    if any((w in _STOP or w.endswith("n't")) and not _both_or(toks, q + k) for k, w in enumerate(words)):
        return False
    spans = metric_spans(toks, q, e)
    ms = [_metric(toks, s, t) for s, t in spans] or _unit_metrics(toks, q, e) or list(elided or ())
    if not ms or any(m is None or (cls is not None and m not in cls) for m in ms):
        return False
    if tail and not all(_tail_stat(toks, s, t, q, e) for s, t in spans):
        return False
    if want is None:
        return True  # a topic with no direction ("The biggest thing was TPOT:"): its metrics only
    hibs = {_hib(m) for m in ms}
    if len(hibs) != 1 or None in hibs:
        return False
    hib = hibs.pop()
    senses = _senses(toks, q, e, numbers)
    if subject is not None:
        senses += _vs_senses(toks, q, e, subject)
    elif named_pairs:  # "Tail latency got better: p99 TTFT was 240 ms on X compared to 360 ms on Y" (first: after)
        senses += _vs_senses(toks, q, e, None)
    if declared is not None and subject is None:
        # "The price is a modest TTFT increase: mean TTFT is 174 ms and 198 ms for A and B, respectively"
        senses += [_sense(a, b) for a, b in _respective_pairs(toks, q, e, declared)]
        if not named_pairs:  # "... is 198 ms with EAGLE vs 174 ms with autoregressive decoding": the treatment's way
            senses += [_sense(a, b) for a, b in _vs_values(toks, q, e, declared[0], both_named=True)]
    if held_flat and _every_arm_clause(toks, q, e):
        # "Decoding is unaffected: TPOT stays at 10 ms with or without prefix caching": the value held in every arm
        senses = ["flat" if s == "held" else s for s in senses]
    if want == "notworse":  # "No decode regression:": held or better
        return bool(senses) and all(_better(s, hib) in ("flat", "better") for s in senses)
    return bool(senses) and all(_better(s, hib) == _better(want, hib) for s in senses)


def _both_or(toks: list[Token], k: int) -> bool:
    """The "or" of "with or without X" (production both_states: every arm of two), no alternative of its own."""
    return _w(toks[k]) == "or" and k >= 1 and k + 1 < len(toks) and _w(toks[k - 1]) == "with" \
        and toks[k + 1].kind == "arm" and _every_arm_at(toks, k + 1)


def _unit_metrics(toks: list[Token], q: int, e: int) -> list[str | None]:
    """The metric of each rate unit in toks[q:e] ("Req/s rises from 2 req/s to 5 req/s": throughput), for a clause
    that names no metric phrase of its own."""
    index = first_word_index(RATE_UNITS)
    words = [_w(t) if t.kind != "punct" else t.text for t in toks[:e]]
    out: list[str | None] = []
    k = q
    while k < e:
        hit = next(((ws, m) for ws, m in index.get(words[k], ()) if tuple(words[k:k + len(ws)]) == ws), None)
        if hit is None:
            k += 1
            continue
        out.append(hit[1])
        k += len(hit[0])
    return out


def _senses(toks: list[Token], q: int, e: int, numbers: bool) -> list[str]:
    """Every direction toks[q:e] says: its direction and change words ("up" / "down" after a copula or "went"), and
    with ``numbers`` each from-to pair's (``_pair_senses``)."""
    senses = []
    for k in range(q, e):
        t = toks[k]
        if t.kind != "word":
            continue
        w = _w(t)
        if w in ("up", "down") and k > q and _w(toks[k - 1]) in {"is", "are", "was", "were", "went", "goes", "go"}:
            senses.append(w)
        elif w in FLAT_SENSE_WORDS:
            # "TPOT stays at 10 ms", "mean TTFT remains 0.5 s": the value held, but the reading may check one arm's value
            # only ("remains 0.5 s with FP8"): a sense no summary agrees with (only equal from-to numbers say "flat")
            senses.append("held")
        elif w in CHANGE_INTRANS and CHANGE_INTRANS[w]:
            senses.append(CHANGE_INTRANS[w])
        elif w in CHANGE_VERBS:
            senses.append(CHANGE_VERBS[w])
        elif w in MULT_VERBS:
            senses.append("up" if MULT_VERBS[w] > 1 else "down")  # "The catch: median TTFT doubles": up
        elif w in SENSE:
            senses.append(SENSE[w])
    if numbers:
        senses += _pair_senses(toks, q, e)
    return senses


def _better(s: str, hib: bool | None) -> str:
    """A direction as better / worse of a metric whose higher values are better (``hib``); "flat" (equal numbers) and
    a value direction of a metric with no better direction stay as they are."""
    if s in ("better", "worse", "flat", "held") or hib is None:
        return s  # ("held": a value said to stay, of one arm's reading perhaps: neither better nor worse, nor flat)
    return "better" if (s == "up") == hib else "worse"


def says_against(toks: list[Token], q: int, e: int, want: str) -> bool:
    """The clause toks[q:e] says a direction other than ``want`` ("better" / "worse") of its metrics in a direction
    word or a from-to pair (a value direction over metrics of both better directions, or of none, counts as against):
    an evaluation label before it ("Gains:", "Speedup:") is not its summary (grammar.py, quality_label)."""
    hibs = {_hib(_metric(toks, s, t)) for s, t in metric_spans(toks, q, e)}
    hib = hibs.pop() if len(hibs) == 1 else None
    return any(_better(s, hib) != want for s in _senses(toks, q, e, True))


def _label(toks: list[Token], a: int, e: int) -> tuple[list[int], int] | None:
    """(the indices taken out, the index after the ":") of a lead label at ``a``; None if none agrees."""
    colon = next((k for k in range(a, min(e, a + 12)) if toks[k].kind == "punct" and toks[k].text == ":"), None)
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
    d = a
    if _w(toks[d]) in ("a", "an") and toks[d].kind == "word":
        d += 1  # "A slightly slower first token:"
    if d < colon and _w(toks[d]) in LABEL_DEGREES and toks[d].kind == "word":
        d += 1  # "Slightly lower TPOT:": the amount is the clause's to state
    if d >= colon:
        return None
    w = _w(toks[d])
    if toks[d].kind != "word" or w not in _LABEL_DIRS:
        return _metric_direction_label(toks, a, colon, e)
    want = _LABEL_DIRS[w]
    end = colon
    for tail in LABEL_TAILS:
        if end - len(tail) > d + 1 and tuple(_w(t) for t in toks[end - len(tail):end]) == tail:
            end -= len(tail)  # "Slightly lower TPOT as a side effect:"
            break
    cls: frozenset[str] | None
    if end == d + 3 and (_w(toks[d + 1]), _w(toks[d + 2])) == ("first", "token"):
        cls = frozenset({"ttft"})  # "A slightly slower first token:": the time to it
        if want in ("up", "down"):
            return None
    elif end == d + 2 and _w(toks[d + 1]) in _CLASSES:
        cls = _CLASSES[_w(toks[d + 1])]
        if want in ("up", "down") and (cls is None or len({_hib(m) for m in cls}) != 1):
            return None  # "higher performance", "lower prefill": which way is better?
        if cls is not None and want in ("up", "down") and _w(toks[d + 1]) in ("prefill", "decode", "decoding"):
            return None
    else:
        spans = metric_spans(toks, d + 1, end)
        if len(spans) != 1 or spans[0] != (d + 1, end):
            return None
        m = _metric(toks, d + 1, end)
        if m is None or _hib(m) is None:
            return None
        cls = frozenset({m})
        if not metric_spans(toks, colon + 1, e) and not _unit_metrics(toks, colon + 1, e) \
                and not _senses(toks, colon + 1, e, False):
            # "Slightly lower TPOT as a side effect: 21 ms -> 20 ms": a clause that is only values names no metric of
            # its own; where its from-to pairs all say the label's direction, the label's metric stays as the values'
            # ("TPOT: 21 ms -> 20 ms", metric_label) and only its direction words are taken out
            words = [_w(t) for t in toks[colon + 1:e]]
            pairs = _pair_senses(toks, colon + 1, e)
            hib = _hib(m)
            if not pairs or any(w in _STOP or w.endswith("n't") for w in words) \
                    or any(_better(x, hib) != _better(want, hib) for x in pairs):
                return None
            return list(range(a, d + 1)) + list(range(end, colon)), colon + 1
    if not _agrees(toks, colon + 1, e, cls, want, numbers=True):
        return None
    return list(range(a, colon + 1)), colon + 1


def _values_agree(toks: list[Token], q: int, e: int, m: str, want: str) -> bool:
    """The clause toks[q:e] is only values (no metric, no direction word, no negation, modal or "but"; a rate unit
    only of ``m``, or of any throughput where ``m`` is the plain "throughput": "Throughput up: 5.77 -> 7.22 req/s")
    and has at least one from-to pair, each saying ``want`` of the metric ``m``."""
    if metric_spans(toks, q, e) or _senses(toks, q, e, False):
        return False
    if any(u != m and not (m == SPEED and u is not None and _hib(u) is True) for u in _unit_metrics(toks, q, e)):
        return False
    pairs = _pair_senses(toks, q, e)
    hib = _hib(m)
    return bool(pairs) and not any(_w(t) in _STOP or _w(t).endswith("n't") for t in toks[q:e]) \
        and all(_better(x, hib) == _better(want, hib) for x in pairs)


def _metric_direction_label(toks: list[Token], a: int, colon: int, e: int) -> tuple[list[int], int] | None:
    """Production metric_direction_label: STAT? METRIC POSTPOSED_LABEL_COPULA? POSTPOSED_LABEL_RESTRICTOR?
    LABEL_DEGREE? direction ":" before a clause of values only ("Mean TPOT only slightly lower: 16.1 ms -> 15.3 ms",
    "Throughput up: 5.77 -> 7.22 req/s", "p99 TTFT improved: 512 ms -> 130 ms"): the words after the metric are taken
    out and "METRIC: a -> b" stays (metric_label), only where every from-to pair says the direction of the metric
    (and at least one); else None (the label stays as written)."""
    x = colon - 1
    if x <= a or toks[x].kind != "word":
        return None
    w = _w(toks[x])
    want = _LABEL_DIRS.get(w) or POSTPOSED_LABEL_DIRS.get(w)
    if want is None:
        return None
    k = x
    if k - 1 > a and toks[k - 1].kind == "word" and _w(toks[k - 1]) in LABEL_DEGREES:
        k -= 1
    if k - 1 > a and toks[k - 1].kind == "word" and _w(toks[k - 1]) in POSTPOSED_LABEL_RESTRICTORS:
        k -= 1
    if k - 1 > a and toks[k - 1].kind == "word" and _w(toks[k - 1]) in POSTPOSED_LABEL_COPULAS:
        k -= 1
    if metric_spans(toks, a, k) != [(a, k)]:
        return None
    m = _metric(toks, a, k)
    if m is None or _hib(m) is None or not _values_agree(toks, colon + 1, e, m, want):
        return None
    return list(range(k, colon)), colon + 1


_STAT_INDEX = first_word_index(STAT_PHRASES)
_STAT_WORDS = frozenset(ws[0] for ws, _ in STAT_PHRASES if len(ws) == 1)


def _stat_ending(words: list[str], k: int) -> str | None:
    """The statistic whose phrase ends at words[k] ("p99", "99th percentile"), else None."""
    for n in (2, 1):
        if k - n + 1 >= 0:
            ws = tuple(words[k - n + 1:k + 1])
            for phrase, st in _STAT_INDEX.get(ws[0], ()):
                if phrase == ws:
                    return st
    return None


def _tail_stat(toks: list[Token], s: int, t: int, q: int, e: int) -> bool:
    """The metric phrase toks[s:t] (its statistic words before it included) is named with statistics, all of the tail
    (TAIL_STATISTICS): before it ("p99 TTFT", "99th percentile TTFT", "the p99 of TTFT"), after it ("TTFT p99",
    "TTFT (p99)")."""
    return _stat_named(toks, s, t, q, e, TAIL_STATISTICS)


def _stat_named(toks: list[Token], s: int, t: int, q: int, e: int, allowed) -> bool:
    """The metric phrase toks[s:t] is named with statistics, all of ``allowed``, placed as ``_tail_stat`` reads them
    (also the question_answer module's statistic of a degree question: "on average" -- every metric a mean)."""
    words = [_w(x) if x.kind != "punct" else x.text for x in toks]
    stats = [words[k] for k in range(s, t) if words[k] in _STAT_WORDS]
    k = s - 1
    if k >= q and words[k] == "of":
        k -= 1
    if k >= q and (st := _stat_ending(words, k)) is not None:
        stats.append(st)
    if t < e and words[t] in _STAT_WORDS:
        stats.append(_stat_ending(words, t) or "")
    elif t + 2 < e and words[t] == "(" and words[t + 2] == ")" and words[t + 1] in _STAT_WORDS:
        stats.append(_stat_ending(words, t + 1) or "")
    stats = [_stat_ending([x], 0) or x for x in stats]
    return bool(stats) and all(x in allowed for x in stats)


def _sense(after: float, before: float) -> str:
    """The direction from ``before`` to ``after``: "up", "down" or "flat"."""
    return "up" if after > before else "down" if after < before else "flat"


def _pair_senses(toks: list[Token], q: int, e: int) -> list[str]:
    """The direction of each from-to pair of ``_pair_values``."""
    return [_sense(b, a) for a, b in _pair_values(toks, q, e)]


def _pair_values(toks: list[Token], q: int, e: int) -> list[tuple[float, float]]:
    """(from, to) of each from-to pair of numbers in toks[q:e] ("from 4.1 s to 2.9 s": "down", "31 ms -> 32.6 ms":
    "up", an arm in parentheses after the first allowed, or after each value with its preposition: "from 7.0 s on
    BF16 to 4.6 s on FP8"; a hedge before each: "from ~100 ms"; equal numbers: "flat"); a pair whose units differ:
    none."""
    def unit(k: int) -> str:  # ("from 4 to 5 req/s": "to" is no unit of 4)
        return _w(toks[k]) if k < e and toks[k].kind == "word" and _w(toks[k]) not in _NOT_UNITS else ""

    def after_paren_arm(k: int) -> int:
        if k + 2 < e and toks[k].text == "(" and toks[k + 1].kind == "arm" and toks[k + 2].text == ")":
            return k + 3
        if k + 1 < e and toks[k].kind == "word" and _w(toks[k]) in _PAIR_ARM_PREPS and toks[k + 1].kind == "arm":
            return k + 2  # "from 7.0 s on BF16 to 4.6 s", "from 600 ms at c32 to 1,200 ms"
        return k

    def unit_len(k: int) -> int:
        """A rate unit of several tokens at ``k`` ("tok/s", "req/s", "tokens per second"): its length; else one word's
        (``unit``) or none."""
        ws = [_w(t) if t.kind != "punct" else t.text for t in toks[k:min(e, k + 4)]]
        n = max((len(p) for p, _m in RATE_UNITS if tuple(ws[:len(p)]) == p), default=0)
        return n or int(bool(unit(k)))

    def unit_words(k: int) -> str:
        return " ".join(_w(t) or t.text for t in toks[k:k + unit_len(k)])

    out = []
    for k in range(q, e):
        a = toks[k]
        if a.kind != "num" or a.value is None:
            continue
        j = k + 1 + unit_len(k + 1)  # "from 102 tok/s to 110 tok/s": the rate unit's tokens
        j = after_paren_arm(j)
        before = k - 1 if k - 1 > q and _after_hedge(toks, k - 1, e) == k else k  # "from ~100 ms to ~140 ms"
        if before > q and _w(toks[before - 1]) == "from" and j < e and _w(toks[j]) == "to":
            j += 1
        elif j + 1 < e and toks[j].text in ("-", "=") and toks[j + 1].text == ">" and toks[j + 1].start == toks[j].end:
            j += 2  # "->", "=>" (production arrow)
        elif j < e and toks[j].text in ("\u2192", "\u27f6"):
            j += 1
        else:
            continue
        j = _after_hedge(toks, j, e)
        b = toks[j] if j < e else None
        if b is None or b.kind != "num" or b.value is None:
            continue
        ua, ub = unit_words(k + 1), unit_words(j + 1)
        if ua and ub and ua != ub:
            continue
        out.append((float(a.value), float(b.value)))
    return out


_ARM_PREPS = frozenset({"for", "with", "on", "using"})
#: the prepositions of an arm after a from-to pair's value ("from 7.0 s on BF16 to 4.6 s on FP8"), and the words after
#: a value that are never its unit ("from 4 to 5 req/s")
_PAIR_ARM_PREPS = _ARM_PREPS | {"at", "in", "under"}
_NOT_UNITS = _PAIR_ARM_PREPS | {"to", "from", "vs", "versus", "and", "or"}


def _after_hedge(toks: list[Token], k: int, e: int) -> int:
    """k, or past one hedge at k ("~", "about", "roughly": the number after it is still the value)."""
    if k < e and (toks[k].text == "~" or (toks[k].kind == "word" and _w(toks[k]) in HEDGES)):
        return k + 1
    return k


def _vs_senses(toks: list[Token], q: int, e: int, subject: str | None) -> list[str]:
    """The direction of each pair of ``_vs_values``: the subject's value against the other arm's."""
    return [_sense(mine, other) for mine, other in _vs_values(toks, q, e, subject)]


def _vs_values(toks: list[Token], q: int, e: int, subject: str | None,
               both_named: bool = False) -> list[tuple[float, float]]:
    """(the subject's value, the other's) of each pair whose direction is the direction of the subject arm's value against the other arm's in each "vs" pair of toks[q:e] whose arms are
    known: "610 ms vs 900 ms for BF16" (the first value the subject's, the clause's subject; the second BF16's),
    "900 ms (BF16) vs 610 ms (FP8)", "610 ms with FP8 vs 900 ms with BF16" -- "down" where the subject's is lower,
    "up" where higher, "flat" where equal; a pair whose units differ, or whose arms are not the subject and one other
    arm: none. ``subject`` None (a topic summary with no arm: "Tail latency got better: p99 TTFT was 240 ms on the
    new release compared to 360 ms on the old release"): only a pair whose two values each name their own arm, the
    first value the after one (as named_pair_change reads its verb); "compared to" / "compared with" join it too."""
    def is_unit(t: Token) -> bool:
        return (t.kind == "word" and _w(t) not in _PAIR_ARM_PREPS and _w(t) not in ("vs", "versus")) or t.text == "/"

    arms_named = {t.arm for t in toks[q:e] if t.kind == "arm"}
    arm_subject = subject is not None  # (a topic summary's pairs name their arms with no article: as before)
    out = []
    for v in range(q + 1, e):
        if toks[v].kind != "word":
            continue
        if _w(toks[v]) in ("vs", "versus"):
            n_join = 1
        elif subject is None and _w(toks[v]) == "compared" and v + 1 < e and _w(toks[v + 1]) in ("to", "with"):
            n_join = 2
        else:
            continue
        j = v - 1 if toks[v - 1].text != "," else v - 2
        left_arm = None
        if j - 2 >= q and toks[j].text == ")" and toks[j - 1].kind == "arm" and toks[j - 2].text == "(":
            left_arm, j = toks[j - 1].arm, j - 3
        elif j - 1 >= q and toks[j].kind == "arm" and _w(toks[j - 1]) in _PAIR_ARM_PREPS:
            left_arm, j = toks[j].arm, j - 2
        elif arm_subject and j - 2 >= q and toks[j].kind == "arm" and _w(toks[j - 1]) == "the" \
                and _w(toks[j - 2]) in _PAIR_ARM_PREPS:
            left_arm, j = toks[j].arm, j - 3  # after an arm subject: "260 ms with the candidate vs ..."
        lu = []
        while j >= q and len(lu) < 4 and is_unit(toks[j]):
            lu.insert(0, _w(toks[j]) or toks[j].text)
            j -= 1
        if j < q or toks[j].kind != "num" or toks[j].value is None:
            continue
        a = toks[j]
        k = _after_hedge(toks, v + n_join, e)
        if k >= e or toks[k].kind != "num" or toks[k].value is None:
            continue
        b = toks[k]
        k += 1
        ru = []
        while k < e and len(ru) < 4 and is_unit(toks[k]):
            ru.append(_w(toks[k]) or toks[k].text)
            k += 1
        if lu and ru and lu != ru:
            continue
        right_arm = None
        if k + 2 < e and toks[k].text == "(" and toks[k + 1].kind == "arm" and toks[k + 2].text == ")":
            right_arm = toks[k + 1].arm
        elif k + 1 < e and _w(toks[k]) in _PAIR_ARM_PREPS and toks[k + 1].kind == "arm":
            right_arm = toks[k + 1].arm
        elif arm_subject and k + 2 < e and _w(toks[k]) in _PAIR_ARM_PREPS and _w(toks[k + 1]) == "the" \
                and toks[k + 2].kind == "arm":
            right_arm = toks[k + 2].arm  # after an arm subject: "... vs 700 ms with the baseline"
        if right_arm is None:
            continue
        if subject is None:
            if left_arm is None or left_arm == right_arm:
                continue
            subject = left_arm  # the first value's arm: the after value
        if left_arm is None:
            if both_named:
                continue  # (a declared pair's roles: each value must name its arm)
            if right_arm == subject or arms_named - {right_arm, subject}:
                continue  # "610 ms vs 900 ms for FP8", or a third arm named: whose is the first value?
            left_arm = subject
        if left_arm == right_arm or subject not in (left_arm, right_arm):
            continue
        mine, other = (a.value, b.value) if left_arm == subject else (b.value, a.value)
        out.append((float(mine), float(other)))
    return out


def _respective_pairs(toks: list[Token], q: int, e: int, declared: tuple[str, str]) -> list[tuple[float, float]]:
    """(the treatment's value, the baseline's) of each "V1 and V2 for A and B, respectively" in toks[q:e] whose two
    arms are the witness's declared pair (``declared``: treatment, baseline), in either order ("mean TTFT is 174 ms and
    198 ms for autoregressive decoding and EAGLE, respectively"); values of one unit (or the second's alone)."""
    out = []
    for r in range(q + 5, e):
        if toks[r].kind != "word" or _w(toks[r]) != "respectively":
            continue
        j = r - 1 if toks[r - 1].text == "," else r
        j -= 1  # the second arm
        if j - 3 < q or toks[j].kind != "arm" or _w(toks[j - 1]) != "and" or toks[j - 2].kind != "arm" \
                or _w(toks[j - 3]) not in _PAIR_ARM_PREPS:
            continue
        arms = (toks[j - 2].arm, toks[j].arm)
        if set(arms) != set(declared) or len(set(arms)) != 2:
            continue
        k = j - 4
        units: list[list[str]] = [[], []]
        vals: list[float] = []
        for n in (1, 0):
            while k >= q and toks[k].kind == "word" and _w(toks[k]) not in _NOT_UNITS and len(units[n]) < 4:
                units[n].insert(0, _w(toks[k]))
                k -= 1
            if k < q or toks[k].kind != "num" or toks[k].value is None:
                break
            vals.insert(0, float(toks[k].value))
            k -= 1
            if n == 1:
                if k < q or _w(toks[k]) != "and":
                    break
                k -= 1
        if len(vals) != 2 or (units[0] and units[0] != units[1]) or not units[1]:
            continue
        by_arm = dict(zip(arms, vals))
        out.append((by_arm[declared[0]], by_arm[declared[1]]))
    return out


def _clause_sizes(toks: list[Token], q: int, e: int, declared: tuple[str, str] | None) -> list[float]:
    """The size of every change toks[q:e] states: each from-to, "vs" or "respectively" pair (the larger value over the
    smaller, less 1) and each percent (/ 100); the sizes a size word before the colon is checked against (as
    size_words.py checks one in the clause)."""
    pairs = _pair_values(toks, q, e) + _vs_values(toks, q, e, None)
    if declared is not None:
        pairs += _respective_pairs(toks, q, e, declared)
    out = [max(a, b) / min(a, b) - 1.0 for a, b in pairs if min(a, b) > 0]
    for k in range(q, e - 1):
        if toks[k].kind == "num" and toks[k].value is not None and (
                toks[k + 1].text == "%" or _w(toks[k + 1]) == "percent"):
            out.append(abs(float(toks[k].value)) / 100.0)
    return out


def _size_at(toks: list[Token], k: int, end: int) -> tuple[float, int] | None:
    """A size word of vocabulary.SIZE_LIMITS at ``k`` ("slightly", "a little"): (its limit, the index after it)."""
    for words, limit in SIZE_LIMITS:
        n = len(words)
        if k + n <= end and all(t.kind == "word" for t in toks[k:k + n]) \
                and tuple(_w(t) for t in toks[k:k + n]) == words:
            return limit, k + n
    return None


def _noun_predicate(toks: list[Token], k: int, colon: int) -> tuple[tuple, str, float | None] | None:
    """Production noun_predicate: what a summary noun is, toks[k:colon] after its "is" ("The price is a modest TTFT
    increase:", "The catch is a small increase in TTFT:", "The downside is slightly higher TTFT:", "The catch is
    end-to-end latency got a little worse:", "The catch is that TTFT went up:") -> (its topic, its direction -- up /
    down / better / worse --, the size limit of its size word or None); None if it is none of these."""
    def valid(topic) -> bool:
        return topic is not None and topic[0] is not None

    if k < colon and _w(toks[k]) == "that" and toks[k].kind == "word":
        k += 1
    if k >= colon or any(t.kind not in ("word", "ident") for t in toks[k:colon]):
        return None
    w = _w(toks[k])
    if w in ("a", "an"):  # a change noun: "a modest TTFT increase", "a slight regression in TPOT"
        j, limit = k + 1, None
        if j < colon and _w(toks[j]) in SUMMARY_SIZE_ADJECTIVES:
            limit, j = SUMMARY_SIZE_ADJECTIVES[_w(toks[j])], j + 1
        last = _w(toks[colon - 1])
        if colon - 1 > j and last in SUMMARY_CHANGE_NOUNS:
            topic = _topic(toks, j, colon - 1)
            if valid(topic) and not (topic[2] == "" or _w(toks[j]) == "the"):
                return topic, SUMMARY_CHANGE_NOUNS[last], limit
        if j + 2 < colon and _w(toks[j]) in SUMMARY_CHANGE_NOUNS and _w(toks[j + 1]) in ("in", "of", "to"):
            topic = _topic(toks, j + 2, colon)
            if valid(topic):
                return topic, SUMMARY_CHANGE_NOUNS[_w(toks[j])], limit
        return None
    j, limit = k, None
    got = _size_at(toks, j, colon)
    if got is not None:
        limit, j = got
    if j < colon and _w(toks[j]) in _LABEL_DIRS:  # "slightly higher TTFT", "worse tail latency"
        topic = _topic(toks, j + 1, colon)
        if valid(topic) and _w(toks[j + 1]) != "the":
            return topic, _LABEL_DIRS[_w(toks[j])], limit
        return None
    for t_end in range(colon - 1, k, -1):  # a topic and its own verb: "end-to-end latency got a little worse"
        topic = _topic(toks, k, t_end)
        if not valid(topic):
            continue
        rest = [_w(t) for t in toks[t_end:colon]]
        if len(rest) == 1 and CHANGE_INTRANS.get(rest[0]) in ("up", "down"):
            return topic, CHANGE_INTRANS[rest[0]], None  # "The catch is that TTFT rises:"
        if rest[0] not in SUMMARY_TOPIC_COPULAS:
            continue
        j, limit = t_end + 1, None
        got = _size_at(toks, j, colon)
        if got is not None:
            limit, j = got
        r = [_w(t) for t in toks[j:colon]]
        if len(r) == 1 and _LABEL_DIRS.get(r[0]) in ("better", "worse"):
            return topic, _LABEL_DIRS[r[0]], limit
        if rest[0] in ("went", "is", "was") and r in (["up"], ["down"]):
            return topic, r[0], limit
    return None


def _topic(toks: list[Token], k: int, end: int) -> tuple[frozenset[str] | None, bool, str] | None:
    """A summary's topic toks[k:end]: ("the"? TAIL_WORDS | class word | METRIC with no statistic) -> (the metrics it
    names, tail?, the word); None if it is none of these. An empty topic: every metric (None)."""
    if k == end:
        return None, False, ""
    if _w(toks[k]) == "the" and toks[k].kind == "word":
        k += 1
    if k >= end or any(t.kind not in ("word", "ident") for t in toks[k:end]):
        return None
    ws = tuple(_w(t) for t in toks[k:end])
    if ws in TAIL_WORDS:
        return _LATENCY, True, "tail"
    if len(ws) == 1 and ws[0] in _CLASSES:
        return _CLASSES[ws[0]], False, ws[0]
    if ws in SUMMARY_PHASE_TOPICS:
        return frozenset(SUMMARY_PHASE_TOPICS[ws]), False, "latency"  # "Prefill latency is essentially unaffected:"
    if ws[0] in _STAT_WORDS or metric_spans(toks, k, end) != [(k, end)]:
        return None
    m = _metric(toks, k, end)
    if m is None or _hib(m) is None:
        return None
    return frozenset({m}), False, m


#: production verdict_lead: the SUMMARY_TAILS that may follow an evaluation verb with no object ("TP=2 helps here:",
#: "FP8 wins too:"); not "overall" (a claim over every metric, which the clause's one metric does not check)
_BARE_TAILS = frozenset(t for t in SUMMARY_TAILS if t != ("overall",))


def _skip_tail(toks: list[Token], k: int, colon: int) -> int:
    """The end of a summary's object: before a SUMMARY_TAILS phrase that ends at the colon ("too", "as well")."""
    for tail in SUMMARY_TAILS:
        if colon - len(tail) > k and tuple(_w(t) for t in toks[colon - len(tail):colon]) == tail:
            return colon - len(tail)
    return colon


def _noun_summary(toks: list[Token], k: int, colon: int, *, arm_after: bool):
    """SUMMARY_NOUN_PRE* SUMMARY_NOUN, then (("is" | "was") SUMMARY_TOPIC_PREP? | SUMMARY_TOPIC_PREP) topic, or (with
    ``arm_after``) ("for" | "with" | "from") ARM, up to ``colon``: (its direction, its topic, the arm's index or None);
    None if it is not one."""
    while k < colon and _w(toks[k]) in SUMMARY_NOUN_PRE and toks[k].kind == "word":
        k += 1
    nouns = {**SUMMARY_NOUNS, **{ws: None for ws in SUMMARY_TOPIC_NOUNS}}
    noun = next((ws for ws in sorted(nouns, key=len, reverse=True)
                 if tuple(_w(t) for t in toks[k:k + len(ws)]) == ws
                 and all(t.kind == "word" for t in toks[k:k + len(ws)])), None)
    if noun is None:
        return None
    want = nouns[noun]
    k += len(noun)
    if arm_after and k + 2 == colon and _w(toks[k]) in ("for", "with", "from") and toks[k + 1].kind == "arm" \
            and len(toks[k + 1].arms) == 1:
        return want, (None, False, ""), k + 1, None  # "Biggest win for FP8:": the arm stays, the clause's subject
    verb = next((p for p in SUMMARY_NOUN_VERBS if tuple(_w(t) for t in toks[k:k + len(p)]) == p
                 and all(t.kind == "word" for t in toks[k:k + len(p)])), None)
    if verb is not None:
        # production noun_predicate: "The cost shows up in time to first token:", "The regression lands in TPOT:"
        k += len(verb)
        if k + 1 >= colon or _w(toks[k]) not in SUMMARY_TOPIC_PREPS:
            return None
        topic = _topic(toks, k + 1, colon)
        return None if topic is None or topic[0] is None else (want, topic, None, None)
    if k < colon and _w(toks[k]) in ("is", "was"):
        pred = _noun_predicate(toks, k + 1, colon)
        if pred is not None:  # production noun_predicate: "The price is a modest TTFT increase:"
            topic, d, limit = pred
            if d in ("up", "down"):
                hibs = {_hib(m) for m in topic[0]}
                if len(hibs) != 1 or None in hibs or topic[2] in ("prefill", "decode", "decoding"):
                    return None  # "The catch is higher performance:": which way is better?
                d = _better(d, hibs.pop())
            if want is not None and d != want:
                return None  # "The gain is a modest TTFT increase:": the noun and its predicate disagree
            return d, topic, None, limit
        k += 1
        if k < colon and _w(toks[k]) in SUMMARY_TOPIC_PREPS:
            k += 1
        if k == colon:
            return None
    elif k < colon and _w(toks[k]) in SUMMARY_TOPIC_PREPS:
        k += 1
        if k == colon:
            return None
    topic = _topic(toks, k, colon)
    return None if topic is None else (want, topic, None, None)


def _summary_label(toks: list[Token], a: int, e: int,
                   declared: tuple[str, str] | None = None) -> tuple[list[int], int] | None:
    """Production summary_label (module docstring): (the indices taken out, the index after the ":") of a summary
    clause at ``a`` the clause after its colon agrees with; None if none."""
    colon = next((k for k in range(a, min(e, a + 12)) if toks[k].kind == "punct" and toks[k].text == ":"), None)
    if colon is None or colon + 1 >= e or colon == a:
        return None
    if any(t.kind == "punct" for t in toks[a:colon]):
        return None
    keep: int | None = None
    k = a
    want: str | None = None
    topic = None
    limit: float | None = None
    topic_where = next((x for x in range(a + 1, colon - 1) if _w(toks[x]) in ("is", "was") and toks[x].kind == "word"
                        and _w(toks[x + 1]) == "where" and toks[x + 1].kind == "word"), None)
    if _w(toks[k]) == "where" and toks[k].kind == "word":
        # "Where it (really) shows is throughput:", "Where FP8 shines is the tail:", "Where the H100 really shines is
        # time to first token:"
        got = _where_clause(toks, k, colon)
        if got is None:
            return None
        keep, want, k = got
        if k >= colon or _w(toks[k]) not in ("is", "was"):
            return None
        topic = _topic(toks, k + 1, colon)
        if topic is None or topic[0] is None:
            return None
    elif topic_where is not None:
        # production: where_topic -- "Time to first token is where the H100 really shines:", "The tail is where FP8
        # shines:": the topic first, then the "where" clause up to the colon
        topic = _topic(toks, a, topic_where)
        got = _where_clause(toks, topic_where + 1, colon)
        if topic is None or topic[0] is None or got is None or got[2] != colon:
            return None
        keep, want, _ = got
    elif (toks[k].kind == "arm" and len(toks[k].arms) == 1) or (toks[k].kind == "word"
                                                                   and _w(toks[k]) in SUMMARY_PRONOUNS) or (
            _w(toks[k]) == "the" and k + 1 < colon and _w(toks[k + 1]) in SUMMARY_GAIN_SUBJECTS
            and any(tuple(_w(t) for t in toks[k + 2:k + 2 + len(p)]) == p for p in SUMMARY_COST_PHRASES)):
        # "FP8 also trims the tail:", "It helps throughput too:", "FP8 wins on throughput:", "FP8 is a clear win on
        # latency:"
        if toks[k].kind == "arm":
            keep = k
        elif _w(toks[k]) in ("this", "that", "the") and k + 1 < colon and _w(toks[k + 1]) in SUMMARY_GAIN_SUBJECTS:
            k += 1  # "This gain comes at the cost of latency:"
        k += 1
        while k < colon and _w(toks[k]) in SUMMARY_ADVERBS and toks[k].kind == "word":
            k += 1
        cost = next((p for p in SUMMARY_COST_PHRASES if tuple(_w(t) for t in toks[k:k + len(p)]) == p), None)
        if cost is not None:
            # "FP8 comes at a cost in time-to-first-token:", "This gain comes at the cost of latency:": worse
            want = "worse"
            topic = _topic(toks, k + len(cost), colon)
            if topic is None or topic[0] is None:
                return None
        elif k < colon and _w(toks[k]) in ("is", "was") and toks[k].kind == "word":
            got = _noun_summary(toks, k + 1, colon, arm_after=False)
            if got is None:
                return None
            want, topic, _, limit = got  # "This is the one regression:": no topic, every metric
        else:
            while k < colon and _w(toks[k]) in SUMMARY_ADVERBS:
                k += 1
            if k >= colon or _w(toks[k]) not in SUMMARY_VERBS or toks[k].kind != "word":
                return None
            want = SUMMARY_VERBS[_w(toks[k])]
            k += 1
            if k < colon and _w(toks[k]) in SUMMARY_TOPIC_PREPS and toks[k].kind == "word":
                k += 1  # "FP8 wins on throughput:", "It helps with TTFT:"
            end = _skip_tail(toks, k, colon)
            if end == colon and colon - 1 == k and tuple(_w(t) for t in toks[k:colon]) in _BARE_TAILS:
                end = k  # "TP=2 helps here:", "FP8 wins too:" (no object; never "wins overall:", every metric)
            topic = _topic(toks, k, end)
            if topic is not None and topic[0] is None and keep is not None and want in ("better", "worse"):
                # production: verdict_lead -- an ARM's evaluation verb with no object ("TP=2 wins:", "FP8 helps
                # here:", "FP8 hurts:"): a direction claim of that ARM against the other arm, on the one metric the
                # clause after the colon compares (checked below: one metric, every direction word and pair agreeing)
                one = {_metric(toks, s, t) for s, t in metric_spans(toks, colon + 1, e)}
                if len(one) != 1 or None in one:
                    return None
            elif topic is None or topic[0] is None:
                return None  # a verb's object names what it changes: "FP8 trims:" alone says nothing
    else:
        # "Biggest win:", "The one regression:", "Good news on latency:", "The catch is TTFT:", "Biggest win for FP8:"
        got = _noun_summary(toks, k, colon, arm_after=True)
        if got is None:
            return None
        want, topic, keep, limit = got
    cls, tail, word = topic
    if want in ("up", "down"):
        if cls is None or len({_hib(m) for m in cls}) != 1 or word in ("prefill", "decode", "decoding"):
            return None  # "It raises performance:", "FP8 lowers prefill:": which way is better?
    subject = toks[keep].arm if keep is not None else None
    if not _agrees(toks, colon + 1, e, cls, want, tail=tail, numbers=True, subject=subject, declared=declared):
        return None
    if limit is not None:  # "a modest TTFT increase": every size the clause states within the word's
        sizes = _clause_sizes(toks, colon + 1, e, declared)
        if not sizes or max(sizes) > limit + 1e-9:
            return None
    drop = [x for x in range(a, colon + (keep is None)) if x != keep]
    return drop, colon + 1


def _where_clause(toks: list[Token], k: int, colon: int) -> tuple[int | None, str, int] | None:
    """"where" ("the"? ARM | SUMMARY_PRONOUN) SUMMARY_ADVERBS* SUMMARY_WHERE_VERB SUMMARY_WHERE_AFTER* at ``k`` (before
    ``colon``): (the arm's index or None, the verb's direction, the index after it); None if it is not one."""
    if _w(toks[k]) != "where" or toks[k].kind != "word":
        return None
    k += 1
    keep = None
    if k + 1 < colon and _w(toks[k]) == "the" and toks[k].kind == "word" and toks[k + 1].kind == "arm":
        k += 1  # "where the H100 shines": the arm's article
    if k < colon and toks[k].kind == "arm" and len(toks[k].arms) == 1:
        keep = k
    elif k >= colon or _w(toks[k]) not in SUMMARY_PRONOUNS or toks[k - 1].kind != "word" or _w(toks[k - 1]) != "where":
        return None
    k += 1
    while k < colon and _w(toks[k]) in SUMMARY_ADVERBS:
        k += 1
    if k >= colon or _w(toks[k]) not in SUMMARY_WHERE_VERBS:
        return None
    want = SUMMARY_WHERE_VERBS[_w(toks[k])]
    k += 1
    while k < colon and _w(toks[k]) in SUMMARY_WHERE_AFTER - {"the"}:
        k += 1
    return keep, want, k


def _topic_summary(toks: list[Token], a: int, e: int, quantified: frozenset = frozenset(),
                   declared: tuple[str, str] | None = None) -> tuple[list[int], int] | None:
    """A summary whose subject is its topic (production summary_label): "Tail latency benefits as well:", "Tail latency
    dropped:", "Throughput went up too:", "Mean TTFT is down:" (a value's way, of a topic of one better direction), "Decode got slower:", "Decoding is unaffected:", "Prefill latency is essentially unchanged:" (held: the clause must say the
    value stayed), "No decode regression:", "No regression in TPOT:" (held or better). A held topic may name what it
    held across (production flat_by_setting): "Prefill latency is essentially unaffected by the KV cache format:" --
    "by" [the] a setting's noun (vocabulary.QUANTIFIED_SETTINGS) that ``quantified`` (the witness's phrases of every
    arm, grammar.quantified_phrases) holds as "every <noun>": every arm declares that setting, each a different value;
    a setting the arms do not sweep ("by the quantization" of a KV-cache sweep) leaves the label as written. (The
    indices taken out, the index after the ":"), or None where the clause after the colon does not agree."""
    # the topic and its verb end at the colon, or at a comma ("And the tail got better too, p99 TTFT was 240 ms on the
    # new release compared to 360 ms on the old release": the clause after it must agree all the same), within 10
    # tokens (a colon within 12: "Prefill latency is essentially unaffected by the KV cache format:")
    colon = next((k for k in range(a, min(e, a + 12)) if toks[k].kind == "punct" and (
        toks[k].text == ":" or toks[k].text == "," and k < a + 10)), None)
    if colon is None or colon + 1 >= e or colon == a:
        return None
    # the arm the summary is said of, right before the colon ("Decode got faster in the new build: mean TPOT 39.2 ms
    # vs 44.4 ms in the old build"): it stays, the clause's subject (as "FP8 also trims the tail:" keeps its arm)
    arm_k = None
    if toks[colon].text == ":" and colon - 2 > a and toks[colon - 1].kind == "arm" and len(toks[colon - 1].arms) == 1 \
            and toks[colon - 2].kind == "word" and _w(toks[colon - 2]) in _PAIR_ARM_PREPS:
        arm_k = colon - 1
    stop = colon if arm_k is None else arm_k - 1
    if any(t.kind != "word" for t in toks[a:stop]):
        return None
    colon_at, colon = colon, stop  # the topic and its verb end at ``stop``
    limit: float | None = None
    ws = [_w(t) for t in toks[a:colon]]
    topic = None
    want = None
    if ws[0] == "no":
        if len(ws) >= 3 and ws[-1] in ("regression", "regressions"):
            topic, want = _topic(toks, a + 1, colon - 1), "notworse"  # "No decode regression:"
        elif len(ws) >= 4 and ws[1] in ("regression", "regressions") and ws[2] in SUMMARY_TOPIC_PREPS:
            topic, want = _topic(toks, a + 3, colon), "notworse"  # "No regression in TPOT:"
    else:
        for t_end in range(colon - 1, a, -1):
            topic, limit = _topic(toks, a, t_end), None
            if topic is None or topic[0] is None:
                continue
            k = t_end
            while k < colon and _w(toks[k]) in SUMMARY_ADVERBS:
                k += 1
            end = _skip_tail(toks, k, colon)
            rest = [_w(t) for t in toks[k:end]]
            if len(rest) == 1 and rest[0] in SUMMARY_INTRANS:
                want = SUMMARY_INTRANS[rest[0]]  # "Tail latency benefits as well:"
            elif tuple(rest) in SUMMARY_INTRANS_PHRASES:
                # production noun_predicate: "TTFT takes a hit, mean went from 94 ms to 260 ms" (the size not checked:
                # "a small hit" is the clause's to state, as LABEL_DEGREES are)
                want = SUMMARY_INTRANS_PHRASES[tuple(rest)]
            elif len(rest) == 1 and CHANGE_INTRANS.get(rest[0]) in ("up", "down") and topic[2] not in (
                    "prefill", "decode", "decoding") and topic[0] is not None \
                    and len({_hib(m) for m in topic[0]}) == 1:
                want = CHANGE_INTRANS[rest[0]]  # "Tail latency dropped:", "Throughput rose too:" (a value's way)
            elif len(rest) >= 2 and rest[0] in SUMMARY_TOPIC_COPULAS:
                r = rest[1:]
                if r[:1] and r[0] in SUMMARY_FLAT_ADVERBS:
                    r = r[1:]
                if len(r) == 1 and r[0] in SUMMARY_FLAT_WORDS and rest[0] in ("is", "was") and end == colon:
                    want = "flat"  # "Decoding is unaffected:"
                elif len(r) >= 3 and r[0] in SUMMARY_FLAT_WORDS and r[1] == "by" and rest[0] in ("is", "was") \
                        and end == colon and ("every", *r[2 + (r[2] == "the"):]) in quantified:
                    want = "flat"  # production flat_by_setting: "... is essentially unaffected by the KV cache format:"
                elif r[:1] and r[0] in LABEL_DEGREES:
                    # "Prefill is slightly slower with X:": a word of a small size checked as "a little" is
                    limit, r = dict(SIZE_LIMITS).get((r[0],), limit), r[1:]
                elif tuple(r[:2]) in (("a", "little"), ("a", "bit")):
                    r, limit = r[2:], dict(SIZE_LIMITS)[tuple(r[:2])]  # "got a little worse:": the size checked
                if want is None and len(r) == 1 and _LABEL_DIRS.get(r[0]) in ("better", "worse"):
                    want = _LABEL_DIRS[r[0]]  # "Decode got slower:", "TTFT is worse:"
                elif want is None and rest[:1] in (["went"], ["is"], ["was"]) and r in (["up"], ["down"]) \
                        and topic[2] not in ("prefill", "decode", "decoding") and len({_hib(m) for m in topic[0]}) == 1:
                    want = r[0]  # production: went_up_summary -- "Throughput went up too:", "Mean TTFT is down:"
            if want is not None:
                break
            topic = None
    if topic is None or topic[0] is None or want is None:
        return None
    cls, tail, _word = topic
    if limit is not None:  # "End-to-end latency got a little worse:": every size the clause states within it
        sizes = _clause_sizes(toks, colon_at + 1, e, declared)
        if not sizes or max(sizes) > limit + 1e-9:
            return None
    if arm_k is not None:
        if want in ("flat", "notworse") or not _agrees(toks, colon_at + 1, e, cls, want, tail=tail, numbers=True,
                                                       subject=toks[arm_k].arm):
            return None
        return list(range(a, arm_k)), colon_at + 1
    # "TTFT takes a hit, mean went from 94 ms to 260 ms": a clause that opens with a statistic and names no metric is
    # of the topic's one metric (its values' unit then a duration, as the metric's)
    elided = cls if (cls is not None and len(cls) == 1 and not tail and toks[colon].text == "," and ws[0] != "no"
                     and want in ("better", "worse", "up", "down") and _w(toks[colon + 1]) in _STAT_WORDS
                     and not metric_spans(toks, colon + 1, e)) else None
    if not _agrees(toks, colon + 1, e, cls, want, tail=tail, numbers=True, held_flat=True, named_pairs=True,
                   declared=declared, elided=elided):
        return None
    arms = [toks[k].arm for k in range(colon + 1, e) if toks[k].kind == "arm" and toks[k].arm]
    words = {_w(toks[k]) for k in range(colon + 1, e)}
    if declared and arms and arms[0] == declared[1] and declared[0] in arms[1:] and "from" not in words \
            and words & {"vs", "versus", "compared", "against"}:
        # "The tail got worse: p99 TTFT was 360 ms on the old release vs 240 ms on the new release": a named pair's
        # first value is taken as the after one, here the declared baseline's -- the summary agreed only by that
        # convention (net-true: the flipped twin of "... got better: ... 240 ms on the new release vs 360 ms on the
        # old release"). Whose change it says is not known: not taken out (unread), never false
        return None
    if elided is not None:  # the topic stays, the clause's metric: "TTFT mean went from 94 ms to 260 ms"
        return list(range(t_end, colon + 1)), colon + 1
    return list(range(a, colon + 1)), colon + 1



def _every_arm_clause(toks: list[Token], q: int, e: int) -> bool:
    """The clause toks[q:e] says its value of every arm: each arm it names is in a phrase of every arm of two
    (``_every_arm_at``: "with or without prefix caching", "for both A and B"), or it names none and holds a
    quantifier after a preposition ("in both configurations", "in all three configurations", "on either version");
    never where it names one arm ("stays at 10 ms with FP8": that arm's value only)."""
    arms = [k for k in range(q, e) if toks[k].kind == "arm"]
    if arms:
        return all(_every_arm_at(toks, k) for k in arms)
    return any(_w(toks[k]) in QUANTIFIER_PREPS and _w(toks[k + 1]) in EVERY_ARM_QUANTIFIERS for k in range(q, e - 1))


#: a reliability label: "Success rate:", "Request success rate:", "Reliability:", "No regressions in success rate:",
#: "No regression in the completion rate:" -- taken out only before a count that names no arm and says that no
#: request failed ("all 50 requests completed in both versions", "no requests failed", "every request succeeded"),
#: which implies it (no failure in any arm: every success rate 100%, none lower than another)
_RATE_NOUNS = frozenset({"success", "completion"})
_ZERO_FIRST = frozenset({"all", "no", "none", "zero", "every", "each"})
_OUTCOME_WORDS = frozenset({"completed", "succeeded", "finished", "successful", "successfully", "failed", "errored",
                            "failures", "errors", "failure", "error", "succeed", "complete", "finish"})


def _whole_fraction(after: list[Token]) -> bool:
    """"128/128 requests ...": a count of every task (the two numbers equal), as "all 128 requests" says."""
    return len(after) >= 3 and after[0].kind == "num" and after[1].text == "/" and after[2].kind == "num" \
        and after[0].text == after[2].text


def _every_arm_at(toks: list[Token], k: int) -> bool:
    """The arm token at ``k`` is in a phrase that names every arm of two, never one arm alone: the off arm of "with and
    without X" / "with or without X" (production both_states), or an arm after "both" or after "both A and" ("on both
    Ollama and llama.cpp")."""
    t = toks[k]
    if (t.low or t.text.lower()).split()[:1] == ["without"]:
        return k >= 2 and _w(toks[k - 1]) in ("and", "or") and _w(toks[k - 2]) == "with"
    if k >= 1 and _w(toks[k - 1]) == "both":
        return True
    return k >= 3 and _w(toks[k - 1]) == "and" and toks[k - 2].kind == "arm" and _w(toks[k - 3]) == "both" \
        and toks[k - 2].arms != t.arms


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
    if not aw or not (aw[0] in _ZERO_FIRST or _whole_fraction(after)) \
            or any(t.kind == "arm" and not _every_arm_at(toks, colon + 1 + k) for k, t in enumerate(after)) \
            or not any(w in _OUTCOME_WORDS for w in aw) \
            or any((w in ("not", "never", "some", "most", "only", "but", "or", "except") or w.endswith("n't"))
                   and not _both_or(toks, colon + 1 + k) for k, w in enumerate(aw)) \
            or any(t.kind == "punct" and t.text in ("%", ":") for t in after):
        return None
    return list(range(a, colon + 1)), colon + 1


def _summary_start(toks: list[Token], a: int, e: int) -> int:
    """Where a summary label may start in the sentence toks[a:e]: past a sentence adverb (SUMMARY_LEAD_ADVERBS) and
    a comma after it ("Honestly the biggest thing was TPOT:"; the adverb stays, read as discourse)."""
    for _ in range(2):  # "ok so the catch is TTFT:"
        if a < e and toks[a].kind == "word" and _w(toks[a]) in SUMMARY_LEAD_ADVERBS:
            a += 1 + (a + 1 < e and toks[a + 1].text == ",")
        lead = next((p for p in SUMMARY_LEAD_PHRASES if tuple(_w(t) for t in toks[a:a + len(p)]) == p
                     and all(t.kind == "word" for t in toks[a:a + len(p)])), None)
        if lead is not None:  # "Note that decode got faster in the new build: ..." (the words read as discourse)
            a += len(lead)
    return a


def _valued_summary(toks: list[Token], a: int, e: int) -> tuple[list[int], int] | None:
    """Production valued_summary: a summary noun whose topic is one METRIC with its statistic, before a clause of
    values only ("The tradeoff is TTFT at the median: 260 ms vs 240 ms on main, about 8% worse", "The catch is p99
    TTFT: 140 ms vs 100 ms with BF16, 40% worse", "The biggest thing was median TPOT: 20 ms -> 10 ms"): the words
    before the metric are taken out and the metric (with its statistic) stays, the values' label (label_line's "TTFT
    at the median: ..."), only where the clause names no metric or rate unit of its own, holds no negation or modal,
    and -- for a noun of a direction (SUMMARY_NOUNS) -- says it, of the metric, with every direction word and from-to
    pair, and at least one (a topic noun, SUMMARY_TOPIC_NOUNS, says none). (The indices taken out, the index after
    the ":"), or None."""
    colon = next((k for k in range(a, min(e, a + 14)) if toks[k].kind == "punct" and toks[k].text == ":"), None)
    if colon is None or colon + 1 >= e or any(t.kind == "punct" for t in toks[a:colon]):
        return None
    k = a
    while k < colon and _w(toks[k]) in SUMMARY_NOUN_PRE and toks[k].kind == "word":
        k += 1
    nouns = {**SUMMARY_NOUNS, **{ws: None for ws in SUMMARY_TOPIC_NOUNS}}
    noun = next((ws for ws in sorted(nouns, key=len, reverse=True) if tuple(_w(t) for t in toks[k:k + len(ws)]) == ws
                 and all(t.kind == "word" for t in toks[k:k + len(ws)])), None)
    if noun is None:
        return None
    want = nouns[noun]
    k += len(noun)
    if k >= colon or _w(toks[k]) not in ("is", "was"):
        return None
    k += 1
    if k < colon and _w(toks[k]) in SUMMARY_TOPIC_PREPS | {"the"}:
        k += 1  # "The regression is in p99 TTFT:", "The catch is the p99 TTFT:"
    spans = metric_spans(toks, k, colon)
    if len(spans) != 1 or spans[0][0] != k:
        return None
    m = _metric(toks, spans[0][0], spans[0][1])
    rest = [_w(t) for t in toks[spans[0][1]:colon]]
    if m is None or _hib(m) is None or not (rest == [] or (len(rest) == 1 and rest[0] in _STAT_WORDS) or (
            len(rest) == 3 and rest[:2] == ["at", "the"] and rest[2] in _STAT_WORDS)):
        return None  # "TTFT", "p99 TTFT", "TTFT p99", "TTFT at the median"
    if metric_spans(toks, colon + 1, e) or _unit_metrics(toks, colon + 1, e):
        return None  # a clause with a metric of its own: summary_label's
    words = [_w(t) for t in toks[colon + 1:e]]
    if any(w in _STOP or w.endswith("n't") for w in words):
        return None
    if want is not None:
        hib = _hib(m)
        senses = _senses(toks, colon + 1, e, True)
        if not senses or any(_better(x, hib) != _better(want, hib) for x in senses):
            return None
    return list(range(a, k)), colon + 1


def _approval_label(toks: list[Token], a: int, e: int) -> tuple[list[int], int] | None:
    """Production approval_label: a reviewer's approval before a colon, of performance at most (SUMMARY_APPROVALS,
    SUMMARY_APPROVAL_TOPICS: "LGTM from the perf side:", "Perf-wise LGTM:", "LGTM:"): a topic lead that says no
    direction, taken out only where the clause after it names a metric (or a rate unit) and holds no negation, modal
    or "but" (the clause is graded on its own). (The indices taken out, the index after the ":"), or None."""
    colon = next((k for k in range(a, min(e, a + 8)) if toks[k].kind == "punct" and toks[k].text == ":"), None)
    if colon is None or colon + 1 >= e or any(t.kind != "word" for t in toks[a:colon]):
        return None
    ws = tuple(_w(t) for t in toks[a:colon])
    ok = any(ws == pre + ap + post for ap in SUMMARY_APPROVALS for pre in ((),) + SUMMARY_APPROVAL_TOPICS
             for post in ((),) + SUMMARY_APPROVAL_TOPICS if not (pre and post))
    if not ok or not _agrees(toks, colon + 1, e, None, None):
        return None
    return list(range(a, colon + 1)), colon + 1


def _summary_at(toks: list[Token], a: int, e: int, quantified: frozenset = frozenset(),
                declared: tuple[str, str] | None = None) -> tuple[list[int], int] | None:
    """A summary label (``_summary_label``, ``_topic_summary`` or ``_valued_summary``) at ``a``, else past a sentence
    adverb there."""
    got = _summary_label(toks, a, e, declared) or _topic_summary(toks, a, e, quantified, declared) or _valued_summary(toks, a, e) \
        or _approval_label(toks, a, e)
    s = _summary_start(toks, a, e)
    if got is None and a < s < e:
        got = _summary_label(toks, s, e, declared) or _topic_summary(toks, s, e, quantified, declared) or _valued_summary(toks, s, e)
    return got


def _topic_pronoun(toks: list[Token], a: int, e: int) -> list[Token] | None:
    """Production topic_pronoun: "The catch is TTFT: it goes from ~100 ms to ~140 ms with AWQ" -- a summary label
    whose topic is one metric phrase, then "it" right after the colon in a clause that names no metric of its own:
    the tokens with "it" replaced by copies of the topic's metric phrase (spanning the pronoun's characters), where
    the summary then agrees with its clause (else None: "it" is left as written)."""
    s = _summary_start(toks, a, e)
    colon = next((k for k in range(s, min(e, s + 12)) if toks[k].kind == "punct" and toks[k].text == ":"), None)
    if colon is None or colon + 2 >= e or toks[colon + 1].kind != "word" or _w(toks[colon + 1]) != "it":
        return None
    spans = metric_spans(toks, s, colon)
    if len(spans) != 1 or metric_spans(toks, colon + 2, e):
        return None
    m0, m1 = spans[0]
    if _w(toks[m0]) in _STAT_WORDS or _metric(toks, m0, m1) is None:
        return None  # a statistic in the label: "it" would name the statistic's value, not the metric's
    it = toks[colon + 1]
    copies = [replace(toks[x], start=it.start, end=it.end) for x in range(m0, m1)]
    trial = toks[:colon + 1] + copies + toks[colon + 2:]
    for n, t in enumerate(trial):
        t.i = n
    if _summary_at(trial, a, e - 1 + len(copies)) is not None:
        return trial
    for n, t in enumerate(toks):
        t.i = n
    return None


def lead_labels(toks: list[Token], quantified=(), declared: tuple[str, str] | None = None
                ) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production lead_label (module docstring): (the tokens, the spans taken out as inert); ``quantified``: the
    witness's word sequences of every arm (grammar.quantified_phrases)."""
    quantified = frozenset(quantified)
    if not any(t.kind == "punct" and t.text in (":", ",") for t in toks):
        return toks, []
    a = 0
    while a < len(toks):  # production: topic_pronoun
        e = next((k for k in range(a, len(toks)) if sentence_end(toks, k)), len(toks))
        trial = _topic_pronoun(toks, a, e)
        if trial is not None:
            e += len(trial) - len(toks)
            toks = trial
        a = e + 1
    drop: set[int] = set()
    a = 0
    while a < len(toks):
        e = next((k for k in range(a, len(toks)) if sentence_end(toks, k)), len(toks))
        got = _label(toks, a, e) or _summary_at(toks, a, e, quantified, declared) or _reliability_label(toks, a, e)
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
#: the metric of each rate unit of a clause that names no metric phrase (claimcheck/claims/verdict_sentences.py)
unit_metrics = _unit_metrics

#: the rules a question's reading reuses (claimcheck/claims/question_answers.py, production question_answer): a
#: question is read as the label or summary it asserts and checked against its answer by the same tests
LABEL_DIRS = _LABEL_DIRS
word = _w
better_of = _hib
agrees = _agrees
stat_named = _stat_named
topic_of = _topic
summary_label = _summary_label
reliability_label = _reliability_label
lead_label = _label
