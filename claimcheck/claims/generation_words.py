"""The bare noun "generation" as the token generation rate (production bare_generation -- claimcheck/claims/
grammar.lark; docs/claim-check.md), in the voice of llama.cpp / ollama write-ups: "llama.cpp gets 80 tok/s
generation", "At generation, llama.cpp is 28% faster than Ollama", "llama.cpp is 28% faster than Ollama at
generation", "Generation: llama.cpp 80 t/s; Ollama 62.5 t/s".

A token pass the reader runs after total_defs.total_definitions: the word "generation" is read as "token generation"
(the metric phrase of vocabulary's token generation rate, with its two meanings: output tokens / wall, and on a
llama.cpp / ollama witness the engine's generation rate -- claimcheck/claims/llama_rates.py; never false on the
first alone) only where nothing else can be meant:

* right after a rate unit ("80 tok/s generation", "62.5 t/s generation");
* right after "at" / "in" / "for" / "during" / "on" ("at generation", "in generation");
* as a label at a line's start, before ":" ("Generation: ...");
* as a causative's object before a speed ratio or percent (production caused_generation): "assisted generation makes
  generation roughly 2x faster", "made decoding 30% faster" -- a causative (vocabulary.CAUSATIVE_VERBS) right before,
  then a hedge or nothing, a number, "x" / "×" / "times" / "%", and faster / slower / quicker (the ratio or percent a
  construct then reads);

and the bare "decode" / "decoding" in the same places ("at decode", "80 tok/s decoding", "Decode: 83 tok/s") is read
as "decode speed" (vocabulary's decode token rate, graded under each of its definitions); as a subject ("Decoding is
unaffected: ...", "Decode got slower"), "speculative decoding", "decode steps", "47 ms/token decoding" it stays as
written;

and ollama's "eval" ("prompt eval") said short for its "eval rate" the same way ("80 t/s eval", "Prompt eval: ...") is
read as "eval rate" ("prompt eval rate": claimcheck/claims/llama_rates.py);

and followed by the clause's end, a punctuation mark, or "than" / "vs" / "versus" / "compared" / "while" / "and" /
"but". "generation" before a noun ("generation time", "the generation phase", "next-generation GPUs") or after any
other word stays as written.
"""

from __future__ import annotations

from dataclasses import replace

from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import CAUSATIVE_VERBS, HEDGES, RATE_UNITS

_PREPS = frozenset({"at", "in", "for", "during", "on"})
#: the decode phase said bare, read as its speed ("decode speed": vocabulary's decode token rate) where "generation"
#: would be; never as a subject ("Decoding is unaffected: mean TPOT ..." is a topic, not a speed)
_DECODE = frozenset({"decode", "decoding"})
_AFTER = frozenset({"than", "vs", "versus", "compared", "while", "and", "but"})
_AFTER_PUNCT = frozenset({",", ".", ";", ":", ")", "!", "?"})


def _w(t: Token) -> str:
    return t.low if t.kind in ("word", "ident", "foreign") else t.text


def _after_rate_unit(toks: list[Token], k: int) -> bool:
    words = [_w(t) for t in toks[max(0, k - 6):k]]
    return any(len(ws) <= len(words) and tuple(words[len(words) - len(ws):]) == ws for ws, _ in RATE_UNITS)


_CAUSED_UNITS = frozenset({"x", "×", "times", "%", "percent"})
_CAUSED_SPEEDS = frozenset({"faster", "slower", "quicker"})


def _caused_speed(toks: list[Token], k: int) -> bool:
    """Token k follows a causative and precedes a speed ratio or percent: "makes generation roughly 2x faster"."""
    if not k or _w(toks[k - 1]) not in CAUSATIVE_VERBS:
        return False
    j = k + 1
    if j < len(toks) and _w(toks[j]) in HEDGES:
        j += 1
    return j + 2 < len(toks) and toks[j].kind == "num" and _w(toks[j + 1]) in _CAUSED_UNITS \
        and _w(toks[j + 2]) in _CAUSED_SPEEDS


def _line_start(toks: list[Token], k: int, text: str) -> bool:
    return k == 0 or "\n" in text[toks[k - 1].end:toks[k].start] or toks[k - 1].text in (".", ";", "!", "?")


def bare_generation(toks: list[Token], text: str) -> list[Token]:
    """Production bare_generation (module docstring): each such "generation" written as "token generation"."""
    out: list[Token] = []
    changed = False
    for k, t in enumerate(toks):
        if t.kind == "word" and t.low == "eval":
            # ollama's "eval" said short for its "eval rate" ("80 t/s eval", "Prompt eval: ...")
            nxt = toks[k + 1] if k + 1 < len(toks) else None
            ends = nxt is None or (nxt.kind == "punct" and nxt.text in _AFTER_PUNCT) or _w(nxt) in _AFTER
            start = k if not (k and _w(toks[k - 1]) == "prompt") else k - 1
            label = _line_start(toks, start, text) and nxt is not None and nxt.text == ":"
            if ends and (k and _after_rate_unit(toks, k) or label):
                out.append(t)
                out.append(replace(t, text="rate", low="rate"))
                changed = True
                continue
        if t.kind == "word" and t.low in _DECODE:
            # "at decode", "80 tok/s decoding", "Decode: 83 tok/s": the decode speed
            nxt = toks[k + 1] if k + 1 < len(toks) else None
            ends = nxt is None or (nxt.kind == "punct" and nxt.text in _AFTER_PUNCT) or _w(nxt) in _AFTER
            before = _w(toks[k - 1]) if k else ""
            label = _line_start(toks, k, text) and nxt is not None and nxt.text == ":"
            if ends and k and (before in _PREPS or _after_rate_unit(toks, k)) or label or _caused_speed(toks, k):
                out.append(replace(t, low="decode"))
                out.append(replace(t, text="speed", low="speed"))
                changed = True
                continue
        if t.kind == "word" and t.low == "generation":
            nxt = toks[k + 1] if k + 1 < len(toks) else None
            ends = nxt is None or (nxt.kind == "punct" and nxt.text in _AFTER_PUNCT) or _w(nxt) in _AFTER
            before = _w(toks[k - 1]) if k else ""
            label = _line_start(toks, k, text) and nxt is not None and nxt.text == ":"
            if ends and k and before not in ("token", "tokens") and (
                    before in _PREPS or _after_rate_unit(toks, k)) or label or _caused_speed(toks, k):
                out.append(replace(t, text="token", low="token"))
                changed = True
        out.append(t)
    if not changed:
        return toks
    for n, t in enumerate(out):
        t.i = n
    return out
