"""The reader's frames for capacity-fit witnesses (``grammar._Reader.run`` calls ``read_capacity``
on each sentence first when the witness kind is ``capacity-fit``; nothing here runs for any
other kind).

Each frame is a fixed word pattern over the sentence's tokens (numbers as placeholders); a frame
either matches whole, consuming exactly its words, or reads nothing (its words stay for the rest
of the reader, usually unread, so the verdict is at most not-yet). No frame contains a negation
other than the ones that are its meaning (``without a CUDA graph``, ``no CUDA graph``): a
negation anywhere else breaks the match. The metrics are ``vocabulary.CAPACITY_METRICS``.

Frames (``N`` a number; ``[...]`` optional):

* ``[max-seqs N] required|needed|demanded N [block-rounded] [KV] [tokens] of|from N [live] [KV] [cache]
  tokens [, leaving N [tokens] [of headroom|margin]]`` -> max_seqs, kv_demand, kv_tokens, kv_headroom;
  ``N active|concurrent sequences`` stands for ``max-seqs N`` there;
* ``[with] N-token blocks`` -> kv_block_size; ``N-token [block-]rounded worst sequence`` -> kv_tokens_per_seq;
* ``N of N samples fell into|were|ended in [exact] [periodic] loops`` -> loops, samples;
  ``[token-ID-only periodicity] classified|found|detected N [as] [exact] [periodic] loops`` -> loops; ``[left] N [samples]
  [remained|were] unresolved`` -> unresolved; ``N answer [stages] reached their|the [answer] limit`` ->
  answer_limit_contacts; ``all N samples contacted the reasoning boundary`` -> samples and boundary_contacts (both N);
* ``N% [exact] [periodic] loops`` / ``loop rate [of] N%`` (likewise unresolved, answer-limit
  contacts), optionally ``against [a] [registered] maximum|cap|ceiling|threshold [of] N%`` -> the rate
  and the registered maximum; ``[[termination] rates] failed|fail|fails all three [registered] [termination] thresholds`` ->
  thresholds_failed = 3;
* ``N sampled tokens|sampled N tokens [in N s|seconds [, or N [sampled] tokens/s]]`` -> sampled_tokens
  [, wall [, token_throughput]]; ``N sampled tokens/s|per second`` -> token_throughput (sampled tokens / wall);
* ``[decode] widths A-B [therefore] ran|were|used without [a|any] CUDA graph[s] | no CUDA graph[s] | uncaptured``,
  ``uncaptured [decode] widths A-B`` -> uncaptured_min = A, uncaptured_max = B; ``effective [CUDA]
  [graph|capture] maximum [of|was] N`` -> graph_max.
"""

from __future__ import annotations

import re
from decimal import Decimal

from claimcheck.claims.reading import Assertion, Span, Tolerance

N = r"#(\d+)"
_TOK = r"(?:kv )?(?:cache )?"
_MAXSEQ = rf"(?:max seqs|max num seqs) (?:= )?{N}|{N} (?:active |concurrent )?sequences"
_RANGE = rf"(?:R#(\d+)|{N} - (?:- )?{N}|{N} (?:to|through) {N})"
_CLASS = r"(?:exact )?(?:periodic )?loops"

# (regex, [metric of each number group in order]); a metric None: a group that is part of another
FRAMES: list[tuple[re.Pattern, list[str | None]]] = [
    (re.compile(rf"(?:(?:{_MAXSEQ}) )?(?:required|needed|demanded|reserved) {N} (?:block rounded )?{_TOK}(?:tokens )?"
                rf"(?:of|from) {N} (?:live )?{_TOK}tokens(?: , leaving {N} (?:tokens )?(?:of (?:headroom|margin) )?)?"),
     ["max_seqs", "max_seqs", "kv_demand", "kv_tokens", "kv_headroom"]),
    (re.compile(rf"(?:with )?{N} token {_TOK}blocks"), ["kv_block_size"]),
    (re.compile(rf"{N} token (?:block )?rounded worst (?:case )?sequence"), ["kv_tokens_per_seq"]),
    (re.compile(rf"{N} of {N} samples (?:fell into|were classified as|were|ended in) {_CLASS}"), ["loops", "samples"]),
    (re.compile(rf"(?:token id only periodicity )?(?:classified|found|detected) {N} (?:samples )?(?:as )?{_CLASS}"),
     ["loops"]),
    (re.compile(rf"(?:left )?{N} (?:samples )?(?:(?:remained|were) )?unresolved"), ["unresolved"]),
    (re.compile(rf"{N} answer (?:stages )?reached (?:their|the) (?:answer )?limit"), ["answer_limit_contacts"]),
    (re.compile(rf"all {N} samples contacted the reasoning boundary"), ["samples|boundary_contacts"]),
    (re.compile(rf"(?:{N} % {_CLASS}|loop rate (?:of |was )?{N} %)"
                rf"(?: (?:against|vs|versus) (?:a |the )?(?:registered )?(?:maximum|cap|ceiling|threshold) (?:of )?{N} %)?"),
     ["loop_rate", "loop_rate", "max_loops"]),
    (re.compile(rf"(?:{N} % unresolved|unresolved rate (?:of |was )?{N} %)"
                rf"(?: (?:against|vs|versus) (?:a |the )?(?:registered )?(?:maximum|cap|ceiling|threshold) (?:of )?{N} %)?"),
     ["unresolved_rate", "unresolved_rate", "max_unresolved"]),
    (re.compile(rf"(?:{N} % answer limit contacts|answer limit (?:contact )?rate (?:of |was )?{N} %)"
                rf"(?: (?:against|vs|versus) (?:a |the )?(?:registered )?(?:maximum|cap|ceiling|threshold) (?:of )?{N} %)?"),
     ["answer_limit_rate", "answer_limit_rate", "max_answer_limit"]),
    (re.compile(r"(?:(?:termination )?rates )?fail(?:ed|s)? all (?:#(\d+)|three) (?:registered )?(?:termination )?"
                r"thresholds"), ["thresholds_failed"]),
    (re.compile(rf"{N} sampled tokens (?:/ s|/ sec|per second)"), ["token_throughput"]),
    (re.compile(rf"(?:{N} sampled tokens|sampled {N} tokens)(?: in {N} (?:s|sec|seconds)"
                rf"(?: , or {N} (?:sampled )?tokens (?:/ s|/ sec|per second))?)?"),
     ["sampled_tokens", "sampled_tokens", "wall", "token_throughput"]),
    (re.compile(rf"(?:decode )?widths {_RANGE} (?:therefore )?(?:ran|run|were run|were|used) (?:without (?:a |any )?cuda graphs?|"
                rf"no cuda graphs?|uncaptured)"),
     ["uncaptured_min", "uncaptured_min", "uncaptured_max", "uncaptured_min", "uncaptured_max"]),
    (re.compile(rf"uncaptured (?:decode )?widths {_RANGE}"),
     ["uncaptured_min", "uncaptured_min", "uncaptured_max", "uncaptured_min", "uncaptured_max"]),
    (re.compile(rf"effective (?:cuda )?(?:graph |capture )?(?:maximum|max) (?:of |was |is )?{N}"), ["graph_max"]),
]
# a frame ends at a word boundary of the shape (so "s" never matches the start of "seconds")
FRAMES = [(re.compile(rx.pattern + r"(?:(?<= )|(?= |$))"), metrics) for rx, metrics in FRAMES]
#: metrics whose stated number keeps its stated precision (the rest are exact counts)
MEASURED = frozenset({"wall", "token_throughput", "loop_rate", "unresolved_rate", "answer_limit_rate",
                      "max_loops", "max_unresolved", "max_answer_limit"})
_IDENT_RANGE = re.compile(r"^(\d+)-(\d+)$")


def _shape(r, a: int, b: int) -> tuple[str, list[int]]:
    """The sentence as one string of forms (numbers ``#k``, ranges ``R#k``, arms ``@k``) and
    the offset of each token in it."""
    parts, offs, pos = [], [], 0
    for k in range(a, b):
        t = r.toks[k]
        if r.used[k]:
            f = "\x00"  # taken already: no frame crosses it
        elif t.kind == "num":
            f = f"#{k}"
        elif t.kind == "ident" and _IDENT_RANGE.match(t.low):
            f = f"R#{k}"
        elif t.kind == "arm":
            f = f"@{k}"
        elif t.kind == "punct":
            f = t.text
        else:
            f = t.low
        offs.append(pos)
        parts.append(f)
        pos += len(f) + 1
    return " ".join(parts), offs


def _token_at(offs: list[int], a: int, pos: int) -> int:
    import bisect

    return a + bisect.bisect_right(offs, pos) - 1


def read_capacity(r, a: int, b: int) -> None:
    """Read the capacity-fit frames of sentence ``[a, b)`` into ``r`` (a ``grammar._Reader``)."""
    matched = False
    for rx, metrics in FRAMES:
        while True:
            shape, offs = _shape(r, a, b)
            m = next((m for m in rx.finditer(shape) if (m.start() == 0 or shape[m.start() - 1] == " ")
                      and (_end(shape, m) == len(shape) or shape[_end(shape, m)] == " ")), None)
            if m is None:
                break
            t0 = _token_at(offs, a, m.start())
            t1 = _token_at(offs, a, _end(shape, m) - 1) + 1
            found = []
            for g, metric in enumerate(metrics, start=1):
                k = m.group(g)
                if k is None or metric is None:
                    continue
                for one in metric.split("|"):  # one number, several metrics ("all 48 samples contacted ...")
                    found.append((one, int(k), m.start(g)))
            if not found:  # "all three": thresholds_failed = 3 with no number token
                found = [(metrics[0], -1, m.start())]
            for metric, k, _ in found:
                if k < 0:
                    value, decimals = Decimal(3), 0
                    span = _mk_span(r, t0, t1)
                else:
                    tok = r.toks[k]
                    if tok.kind == "ident":  # "17-19": the range's two ends
                        lo, hi = _IDENT_RANGE.match(tok.low).groups()
                        value = Decimal(lo) if metric == "uncaptured_min" else Decimal(hi)
                        decimals = 0
                        if metric == "uncaptured_min":
                            found.append(("uncaptured_max", k, -2)) if not any(
                                f[0] == "uncaptured_max" for f in found) else None
                    else:
                        value, decimals = tok.value, tok.decimals
                    span = _mk_span(r, t0, t1)
                if metric in MEASURED:
                    from claimcheck.claims.tolerance import tolerance

                    tol = tolerance(value, decimals)
                else:
                    if decimals:
                        tol = None  # a count written with decimals: nothing exact to compare
                    else:
                        tol = Tolerance(low=float(value), high=float(value), rule="exact count")
                if tol is None:
                    continue
                r.assertions.append(Assertion(metric=metric, form="value", value=float(value), tolerance=tol,
                                              span=span, source=r.source))
                r.core_text.append(span.text)
            for k in range(t0, t1):
                if r.toks[k].kind == "arm":
                    r.used[k] = "arm"
                else:
                    r.used[k] = "read"
                    r.justified.add(k)
            matched = True
    if matched:  # the sentence's subject: the witness's one arm ("the probe", "the run")
        for k in range(a, b):
            if r.toks[k].kind == "arm" and not r.used[k]:
                r.used[k] = "arm"


def _end(shape: str, m: re.Match) -> int:
    e = m.end()
    while e > m.start() and shape[e - 1] == " ":
        e -= 1
    return e


def _mk_span(r, t0: int, t1: int) -> Span:
    s, e = r.toks[t0].start, r.toks[t1 - 1].end
    return Span(start=s, end=e, text=r.text[s:e])
