"""A metric named as a label before the clause that restates it (production metric_label -- claimcheck/claims/
grammar.lark; docs/claim-check.md).

"End-to-end latency: mean E2EL is 1.22 s without EAGLE-3 vs 0.90 s with the draft model", "Time-to-first-token:
median TTFT rises from 260 to 410 ms", "Latency: mean TPOT drops from 8.1 to 6.4 ms": a label at a sentence's start,
closed by ":", that names only a metric (no statistic, no direction word, no arm) -- or one of the class words
"latency" / "latencies" (TTFT, TPOT, ITL, end-to-end latency), "throughput" (the throughput metrics), "prefill" (TTFT),
"decode" (TPOT, ITL) -- followed by a clause that names the metric again (at least once, and no metric outside the
label's). A token pass: the label's words are taken out of the token stream (reported inert, as markup is) and the
clause is read as written. A label whose clause names no metric ("Mean TTFT: 260 ms with X vs 410 ms with Y") is
label_line's; a label the clause contradicts ("TTFT: mean TPOT is 6 ms"), a statistic in the label ("P99 TTFT: mean
TTFT is ..."), or a direction word ("Lower latency:", lead_label's) stays as written.

Production breakdown_label: "Median TPOT by config: TP1 42 ms, TP2 26 ms, TP4 18 ms", "Output tok/s per engine: ...",
"TTFT p50 across configs: ...": a label that is a metric phrase (its statistic and unit words as the label line reads
them) followed by a breakdown qualifier ("by" / "per" / "across" / "for each" / "for every", "the"?, a generic noun of
what varies: config, setup, arm, run, engine, GPU, version, build, setting, backend, variant, quant, mode, level) right
before ":" or a dash: the qualifier says the entries after the colon are one per arm, which the entries themselves
state; its words are taken out (inert) and the label line is read as written without them. Only at a sentence's start,
only right before the separator, and never a noun that names a unit, a count or a metric ("per request", "per GPU",
"per token": a different metric).

Production topic_label: "In terms of requests per second: 0.73 (no spec), 0.97 (ngram), 1.29 (EAGLE)", "Regarding
median TTFT: ...": a topic lead ("in terms of", "regarding", "as for", "as regards", "with respect to", "when it comes
to") at a sentence's start, before a label that is exactly one metric phrase (its statistic words with it) or one rate
unit, right before ":" or a dash: the lead is taken out (inert) and the label is read as written without it. The lead
says only that the label is the topic; a label holding anything else ("In terms of cost:", "Regarding TP2:") and a lead
anywhere else stay as written.
"""

from __future__ import annotations

from claimcheck.claims.ellipsis import metric_spans, sentence_end
from claimcheck.claims.label_lines import unit_length
from claimcheck.claims.lead_labels import METRIC_CLASSES as _CLASSES, metric_of as _metric
from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import STATISTICS



def _end(toks: list[Token], a: int) -> int:
    return next((k for k in range(a, len(toks)) if sentence_end(toks, k)), len(toks))


def _w(t: Token) -> str:
    return t.low or t.text.lower()


#: the generic nouns of a breakdown qualifier ("by config", "per engine"): what varies across the entries, never a unit
#: or a count of the metric ("per request", "per GPU", "per token", "per second" stay as written)
BREAKDOWN_NOUNS = frozenset({
    "config", "configs", "configuration", "configurations", "setup", "setups", "arm", "arms", "run", "runs", "engine",
    "engines", "version", "versions", "build", "builds", "setting", "settings", "backend", "backends", "variant",
    "variants", "quant", "quants", "mode", "modes", "level", "levels", "framework", "frameworks", "stack", "stacks",
    "card", "cards", "box", "boxes", "branch", "branches", "release", "releases"})
_BREAKDOWN_PREPS = (("by",), ("per",), ("across",), ("for", "each"), ("for", "every"), ("across", "all"))
#: production topic_label: the topic leads a metric label may open with at a sentence's start ("In terms of requests per
#: second: ...", "Regarding TTFT: ..."): the label alone says the same
_TOPIC_LABEL_LEADS = (("in", "terms", "of"), ("regarding",), ("as", "for"), ("as", "regards"), ("with", "respect", "to"),
                      ("when", "it", "comes", "to"))


def breakdown_labels(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production breakdown_label (module docstring): the tokens without each label's breakdown qualifier, and the
    character spans taken out (inert)."""
    drop: set[int] = set()
    a = 0
    while a < len(toks):
        e = _end(toks, a)
        sep = next((k for k in range(a, min(e, a + 12)) if toks[k].kind == "punct" and toks[k].text in (":", "—", "–")),
                   None)
        lead = next((len(p) for p in _TOPIC_LABEL_LEADS if tuple(_w(t) for t in toks[a:a + len(p)]) == p
                     and all(t.kind == "word" for t in toks[a:a + len(p)])), 0)
        if lead and sep is not None and sep + 1 < e and sep > a + lead and (
                metric_spans(toks, a + lead, sep) == [(a + lead, sep)] or unit_length(toks, a + lead, sep) == sep - a - lead):
            # production topic_label: "In terms of requests per second: 0.73 (no spec), 0.97 (ngram)": the topic lead
            # before a label that is one metric phrase or one rate unit says what the label says
            drop.update(range(a, a + lead))
        elif sep is not None and sep + 1 < e and sep - a >= 3 and _w(toks[sep - 1]) in BREAKDOWN_NOUNS \
                and toks[sep - 1].kind == "word":
            n = sep - 1 - (_w(toks[sep - 2]) == "the")
            for prep in _BREAKDOWN_PREPS:
                q = n - len(prep)
                if q > a and tuple(_w(t) for t in toks[q:n]) == prep and all(t.kind == "word" for t in toks[q:n]) \
                        and metric_spans(toks, a, q):
                    drop.update(range(q, sep))
                    break
        a = e + 1
    return _take_out(toks, drop)


def _take_out(toks: list[Token], drop: set[int]) -> tuple[list[Token], list[tuple[int, int]]]:
    """The tokens without the indices ``drop`` (renumbered), and the character spans taken out (inert)."""
    if not drop:
        return toks, []
    gone = [(toks[k].start, toks[k].end) for k in sorted(drop)]
    out = [t for k, t in enumerate(toks) if k not in drop]
    for i, t in enumerate(out):
        t.i = i
    return out, gone


def metric_labels(toks: list[Token]) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production metric_label (module docstring): the tokens without each restated metric label, and the character
    spans taken out (inert)."""
    if not any(t.kind == "punct" and t.text == ":" for t in toks):
        return toks, []
    drop: set[int] = set()
    a = 0
    while a < len(toks):
        e = _end(toks, a)
        colon = next((k for k in range(a, min(e, a + 6)) if toks[k].kind == "punct" and toks[k].text == ":"), None)
        if colon is not None and colon > a and colon + 1 < e:
            cover: frozenset[str] | None = None
            if colon == a + 1 and _w(toks[a]) in _CLASSES and toks[a].kind == "word":
                cover = _CLASSES[_w(toks[a])]
            elif metric_spans(toks, a, colon) == [(a, colon)] and _w(toks[a]) not in STATISTICS:
                m = _metric(toks, a, colon)
                if m is not None:
                    cover = frozenset({m})  # the whole label is the metric phrase (no statistic before it)
            if cover:
                ms = [_metric(toks, s, t) for s, t in metric_spans(toks, colon + 1, e)]
                if ms and all(m is not None and m in cover for m in ms):
                    drop.update(range(a, colon + 1))
        a = e + 1
    return _take_out(toks, drop)
