"""Arms named by the value of a declared setting alone (grammar production arm_by_value -- claimcheck/claims/
grammar.lark).

Engineers who sweep one knob name each arm by the knob's value and nothing else once the knob is known: "800ms at 0.6
vs 200ms at 0.9", "4x lower TTFT at 0.9 than at 0.6", "throughput +60% going 0.6 -> 0.9", "bumped it from 0.6 to
0.9", "1.6x throughput at 0.9 vs 0.6", "with the 8192 config"; or by a short spelling of the key with the value ("with
mem util 0.9", "8192 batched tokens"). A bare number is a measurement far more often than a setting, so it names an
arm only under every one of these guards (anything else leaves it as written: a number, unread where nothing reads
it):

* the number equals the value ONE arm declares for a setting every arm declares (``arms[NAME].settings``, a number,
  at least two values among the arms), and no other arm declares that number for any setting (``value_table``): a
  value two arms share, or one no arm declares ("at 0.8"), names nothing;
* nothing after it makes it a measurement: the word after it is punctuation, a joiner ("vs", "than", "and"), a word of
  vocabulary.INERT_WORDS that is no preposition, a metric's first word, a casual tail ("lol", "tbh") or a head noun
  ("the 0.9 run"); never a unit, a count noun, a multiplier or another number ("at 8 req/s" stays what the vocabulary
  reads it as; "with 100 requests" stays a count);
* a marker before it says it is an arm (``value_arms``):
  - "at" / "with" / "@" right before it (not after a verb of level: "TTFT sits at 0.9", "peaks at 8"; not after an
    engine's name or a version word: "vLLM at 0.9" may be a version);
  - "the" before it and a head noun after it ("the 0.9 run", "the 8192 config");
  - "vs" / "versus" / "than" / "compared to|with" / "relative to" / "against" / "over" right before it, where the
    same sentence named another arm by the same setting before ("1.6x throughput at 0.9 vs 0.6"), and that arm's
    mention did not follow a measurement with its unit ("5 req/s at 0.6 vs 8": the 8 may be a value with its unit
    left out);
  - a move between two values of the same setting, one arm each: a transition gerund (vocabulary.TRANSITION_GERUNDS,
    its direction checked against the values) or the setting's own key words, then the two values joined by an
    arrow ("->", "=>", "→") or by "from ... to" ("going 0.6 -> 0.9", "gpu_memory_utilization 0.6 -> 0.9", "mem util
    0.6 → 0.9"), never right after a metric's name ("TTFT going 0.8 -> 0.2" is the metric's own change); the move
    reads as "from ARM to ARM" (the gerund or the key's words are its "from", the arrow its "to"). A past setting
    verb before "from ARM to ARM" ("bumped gpu_memory_utilization from 0.6 to 0.9", "raised it from 0.6 to 0.9") is
    inert where its direction agrees with the two values and no metric's name stands before it.

* two or more values of one setting in a sentence, each a different arm's (never the list numbers 1, 2, ...), each a
  clause's label ("0.6: 5 req/s; 0.9: 8 req/s") or alone in parentheses right after a measurement's unit ("5 req/s
  (0.6) vs 8 req/s (0.9)"): one such value alone is not read (``_labels``). A qualifier before the sentence's ":"
  that names that very setting ("Median TPOT by concurrency: 23 ms (1), 26 ms (8)": production breakdown_key) is then
  inert; one naming another setting ("by batch size") stays as written.

A move between two arms by their own names (``arm_moves``, production arm_move) reads the same way: a transition
gerund of no direction ("going", "moving", "switching", "changing", "stepping", "scaling", "sweeping"), an arm, an
arrow, another arm ("req throughput 1.81 -> 2.87 req/s going TP2 -> TP4"): "from ARM to ARM", the arrow fixing the
order as "(TP2 -> TP4)" does; each side one arm, two different arms, and the move ends its phrase (punctuation, the
end, "and" / "but" / "while" / "so"); a chain ("going A -> B -> C") or a gerund of a direction ("increasing TP2 ->
TP4": which way is up?) is not read.

``key_phrases`` gives the short spellings of a declared key with a value, {phrase: the arms it names}
("mem util 0.9", "memory utilization = 0.9", "8192 batched tokens"); ``grammar.arm_phrases`` keeps a phrase only
where exactly one arm gives it, as it does the flag spellings (claimcheck/claims/flag_arms.py).
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from claimcheck.claims.statement import Token
from claimcheck.claims.vocabulary import (BEAT_VERBS, CHANGE_INTRANS, CHANGE_VERBS, CONFIG_HEADS, DURATION_UNITS,
                                          ENGINES, GAIN_VERBS, INERT_WORDS, METRIC_PHRASES, MULT_VERBS, TRANSITION_GERUNDS,
                                          TRANSITION_VERBS, VALUE_VERBS, WORLD_VERBS)

#: declarations that are no setting a value may name an arm by (versions look like numbers: "vLLM 0.9")
_NOT_VALUES = frozenset({"role", "workers", "engine", "engine_version", "version", "model", "seed"})
#: words before a bare value that make it an arm ("at 0.9", "with 0.6", "@ 0.9")
_FIRST = frozenset({"at", "with", "@"})
#: verbs of a level before "at": the number after them is the level a metric reached ("sits at 0.9", "tops out at 8")
_LEVEL = frozenset({"is", "was", "are", "were", "be", "been", "sits", "sat", "sitting", "stays", "stayed", "staying",
                    "stood", "stands", "peaks", "peaked", "peaking", "plateaus", "plateaued", "tops", "topped", "out",
                    "capped", "caps", "saturates", "saturated", "levels", "leveled", "levelled", "hovers", "hovered",
                    "settles", "settled", "lands", "landed", "remains", "remained", "holds", "held", "starts",
                    "started", "ends", "ended", "maxes", "maxed", "up", "down", "around", "about", "roughly", "only",
                    "just", "exactly", "even", "still", "stuck", "flat", "steady", "constant", "fixed", "pinned"})
#: words of a key that describe the workload or the machine, not an engine knob ("input_len", "dataset_size",
#: "num_prompts", "gpu_count"): a descriptor of the whole comparison (claimcheck/claims/descriptors.py), never an arm
_WORKLOAD = frozenset({"input", "output", "prompt", "prompts", "dataset", "workload", "isl", "osl", "rocm", "cuda",
                       "driver", "count", "gpus", "nodes", "node", "hardware", "device", "requests"})
#: words before "at" that make the number after it a version ("vLLM at 0.9", "the release at 0.6")
_VERSION_WORDS = frozenset({"version", "versions", "release", "releases", "commit", "tag", "build", "v", "engine"})
#: words right before a bare value that, once another arm was named by the same setting, make it that arm ("at 0.9
#: vs 0.6", "lower at 0.9 than 0.6")
_SECOND = (("vs",), ("versus",), ("v",), ("than",), ("compared", "to"), ("compared", "with"), ("relative", "to"),
           ("against",), ("over",))
#: the joiners of a move between two values
_ARROWS = (("-", ">"), ("=", ">"), ("→",), ("⟶",), ("➜",), ("➔",))
#: casual tails and joiners that may follow an arm's value
_AFTER_OK = frozenset({"vs", "versus", "v", "than", "compared", "relative", "against", "over", "and", "or", "but",
                       "while", "whereas", "though", "tho", "so", "then", "too", "i", "we", "you", "my", "our", "lol",
                       "tbh", "imo", "ngl", "fwiw", "lmao", "btw", "iirc", "afaict", "basically", "instead", "alone",
                       "only", "ttft", "tpot", "itl", "e2e", "throughput"})
#: inert words that may still quantify or place the number ("8 of 10", "0.9 to 0.95", "16 in total")
_AFTER_NOT = frozenset({"of", "to", "for", "by", "in", "on", "as", "at", "with", "arm", "across", "both"})
#: words after a number that make it a measurement or a count
_MEASURE = frozenset(DURATION_UNITS) | frozenset({
    "x", "×", "times", "fold", "percent", "pct", "%", "tok", "toks", "token", "tokens", "req", "reqs", "request",
    "requests", "rps", "qps", "tps", "gb", "gib", "mb", "mib", "kb", "tb", "k", "m", "b", "more", "less", "fewer",
    "higher", "lower", "faster", "slower", "better", "worse", "per", "points", "pp", "us", "µs", "ns", "h", "hr",
    "hrs", "hours", "users", "clients", "gpus", "gpu", "slots", "threads", "seqs", "sequences", "batches", "steps",
    "prompts", "queries", "items", "samples", "runs", "trials", "iterations", "layers", "concurrent", "parallel",
    "way", "bit", "bits", "ish"})
#: the last words of a measurement's unit: an arm named right after one ("5 req/s at 0.6") leaves a bare value after
#: "vs" ambiguous ("5 req/s at 0.6 vs 8": the 8 may be a value whose unit is left out)
_UNITS = frozenset(DURATION_UNITS) | frozenset({"s", "sec", "tok", "toks", "token", "tokens", "req", "reqs", "request",
                                                "requests", "rps", "qps", "tps", "gb", "gib", "mb", "mib", "us", "µs",
                                                "ns", "second", "k"})
#: the head nouns of "the 0.9 run" (vocabulary.CONFIG_HEADS and the plain words for one arm)
_HEADS = frozenset(CONFIG_HEADS) | {"case", "one", "side", "version", "cfg"}
#: past setting verbs before "from ARM to ARM" ("bumped it from 0.6 to 0.9"), with their direction
_SET_VERBS = {**dict.fromkeys(("bumped", "raised", "increased", "upped", "pushed", "cranked"), "up"),
              **dict.fromkeys(("lowered", "reduced", "decreased", "dropped", "cut"), "down"),
              **dict.fromkeys(("changed", "switched", "moved", "set", "flipped", "tweaked"), "")}
#: the words of a key that a short spelling may drop from its front, and the abbreviations a word may take
_DROP_FRONT = frozenset({"gpu", "max", "num", "enable"})
_ABBREV = {"memory": ("mem",), "utilization": ("util", "utilisation"), "sequences": ("seqs",), "seqs": ("sequences",),
           "tokens": ("toks",), "number": ("num",), "length": ("len",), "len": ("length",), "maximum": ("max",),
           "max": ("maximum",)}
#: single words too generic to stand for a key alone ("size", "util": GPU utilization is measured)
_GENERIC = frozenset({"size", "tokens", "toks", "rate", "len", "length", "model", "type", "dtype", "mode", "util",
                      "utilization", "utilisation", "memory", "mem", "num", "max", "batched", "seqs", "sequences",
                      "gpu", "enable", "blocks", "block", "cache", "swap", "space", "fraction"})

#: verbs that may follow an arm's value ("going 2 -> 8 raised TTFT", "at 8192 doubled throughput")
_VERBS_AFTER = (frozenset(CHANGE_VERBS) | frozenset(MULT_VERBS) | frozenset(CHANGE_INTRANS) | BEAT_VERBS | GAIN_VERBS
                | WORLD_VERBS | frozenset(TRANSITION_VERBS) | VALUE_VERBS) - _MEASURE - {"up", "down"}
_METRIC_FIRST = frozenset(p[0] for p, _ in METRIC_PHRASES if p)
_METRIC_LAST = frozenset(p[-1] for p, _ in METRIC_PHRASES if p)


def _dec(v) -> Decimal | None:
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return None
    try:
        return Decimal(str(v)).normalize()
    except InvalidOperation:
        return None


def _numbers(arm_settings: dict[str, dict] | None, names: list[str]) -> dict[str, dict[str, Decimal]]:
    """{key: {arm: value}} of the numeric settings every arm declares, with at least two values among the arms."""
    out: dict[str, dict[str, Decimal]] = {}
    if not arm_settings or len(names) < 2:
        return out
    sts = {n: (arm_settings.get(n) or {}) for n in names}
    keys = set.intersection(*(set(st) for st in sts.values())) - _NOT_VALUES
    for key in keys:
        if not isinstance(key, str) or set(re.split(r"[\s_\-]+", key.lower())) & _WORKLOAD:
            continue  # "With input length 1024, X was faster than Y": a workload describes the comparison (descriptors)
        vals = {n: _dec(sts[n][key]) for n in names}
        if any(v is None for v in vals.values()) or len(set(vals.values())) < 2:
            continue
        out[key] = vals  # type: ignore[assignment]
    return out


def value_table(arm_settings: dict[str, dict] | None, names: list[str]) -> dict[Decimal, tuple[str, frozenset]]:
    """{value: (the one arm, the keys it declares it under)} of the numbers that name exactly one arm: a value of a
    setting of ``_numbers`` that no other arm declares for any setting (shared or not)."""
    nums = _numbers(arm_settings, names)
    if not nums:
        return {}
    anywhere: dict[Decimal, set[str]] = {}
    for n in names:
        for k, v in (arm_settings.get(n) or {}).items():  # type: ignore[union-attr]
            d = _dec(v)
            if d is not None:
                anywhere.setdefault(d, set()).add(n)
    out: dict[Decimal, tuple[str, frozenset]] = {}
    for key, by in nums.items():
        for n, d in by.items():
            if anywhere.get(d) != {n}:
                continue
            prev = out.get(d)
            out[d] = (n, (prev[1] if prev else frozenset()) | {key})
    return out


def _key_forms(key: str) -> list[tuple[str, ...]]:
    """The spellings of a key as words: its words ("gpu memory utilization"), words dropped from its front ("memory
    utilization", "batched tokens") and abbreviated ("mem util"); never one generic word ("size", "util")."""
    words = [w for w in re.split(r"[\s_\-]+", key.strip().lower()) if w]
    if not words:
        return []
    fronts = [words]
    k = 0
    while k < len(words) - 1 and words[k] in _DROP_FRONT:
        k += 1
        fronts.append(words[k:])
    out: list[tuple[str, ...]] = []
    for ws in fronts:
        combos: list[list[str]] = [[]]
        for w in ws:
            combos = [c + [x] for c in combos for x in (w, *_ABBREV.get(w, ()))]
        for c in combos:
            t = tuple(c)
            if len(t) == 1 and t[0] in _GENERIC:
                continue
            if t not in out:
                out.append(t)
    return out


def _vtext(d: Decimal) -> str:
    s = format(d, "f")
    return s.rstrip("0").rstrip(".") if "." in s else s


def _percent(key: str, d: Decimal) -> str | None:
    """A fraction key's value (0 < d <= 1 of a key naming a utilization, fraction or ratio) as a percent, "90"."""
    if not any(w in key.lower() for w in ("utilization", "utilisation", "fraction", "ratio")) or not 0 < d <= 1:
        return None
    return _vtext(d * 100)


def key_phrases(arm_settings: dict[str, dict] | None, names: list[str]) -> dict[str, set[str]]:
    """{phrase: the arms that give it}: a short spelling of a numeric key every arm declares with its value ("mem
    util 0.9", "mem util = 0.9", "memory utilization of 0.9", "8192 batched tokens", "gpu_memory_utilization: 0.9"); a
    utilization, fraction or ratio in (0, 1] also as a percent ("gpu_memory_utilization 90%", "90% mem util", and for a
    memory key "with 90% of GPU memory", "90% vram"); the key's own words with a space or "=" are flag_arms' (the
    caller keeps the phrases of exactly one arm)."""
    by: dict[str, set[str]] = {}
    for key, vals in _numbers(arm_settings, names).items():
        own = tuple(w for w in re.split(r"[\s_\-]+", key.strip().lower()) if w)
        for form in _key_forms(key):
            f = " ".join(form)
            for n, d in vals.items():
                v = _vtext(d)
                # (the key's own words with a space or "=" are flag_arms' phrases; with ":" they are here)
                for p in ((f"{f} : {v}",) if form == own else (
                        f"{f} {v}", f"{f} = {v}", f"{f} of {v}", f"{f} : {v}", f"{v} {f}")):
                    by.setdefault(p, set()).add(n)
                pct = _percent(key, d)
                if pct is not None:  # "gpu_memory_utilization 90%", "90% mem util": a fraction written as a percent
                    for p in (f"{f} {pct} %", f"{f} = {pct} %", f"{f} of {pct} %", f"{f} at {pct} %", f"{pct} % {f}"):
                        by.setdefault(p, set()).add(n)
        for n, d in vals.items():
            pct = _percent(key, d)
            if pct is not None and "memory" in own:
                # "with 90% of GPU memory", "90% vram": the share of the GPU's memory the engine may take
                for p in (f"{pct} % gpu memory", f"{pct} % of gpu memory", f"{pct} % vram", f"{pct} % of vram",
                          f"{pct} % of the gpu memory", f"{pct} % of the vram", f"{pct} % of the gpu 's memory"):
                    by.setdefault(p, set()).add(n)
    return by


# --- the token pass ---------------------------------------------------------------------------------------------


def _low(t: Token) -> str:
    return t.low or t.text


def _after_ok(toks: list[Token], k: int) -> bool:
    """Nothing at ``k`` (the token after a value) makes the value a measurement or a count."""
    if k >= len(toks):
        return True
    t = toks[k]
    if t.kind == "num":
        return False
    if t.kind == "punct":
        if t.text in ("-", "=") and k + 1 < len(toks) and toks[k + 1].text == ">":
            return True  # an arrow
        return t.text in (",", ".", ";", ":", ")", "(", "!", "?", "→", "⟶", "➜", "➔", "|", "/") and not (
            t.text == "/" and k + 1 < len(toks) and toks[k + 1].kind == "word")  # "8/s"
    w = t.low
    if w == "to" and k + 2 < len(toks) and toks[k + 1].kind == "num" and _low(toks[k + 2]) in _UNITS:
        return True  # "from 5 req/s at 0.6 to 8 req/s at 0.9": the pair's second value follows
    if w in _MEASURE or w in _AFTER_NOT:
        return False
    return w in _AFTER_OK or w in INERT_WORDS or w in _METRIC_FIRST or w in _HEADS or w in _VERBS_AFTER \
        or t.kind == "arm"


def _after_metric(toks: list[Token], k: int) -> bool:
    """A metric's name (or a unit that names one: "req/s") ends right before ``k``."""
    if k <= 0:
        return False
    p = toks[k - 1]
    if p.kind == "num":
        return False
    w = _low(p)
    if w in _METRIC_LAST:
        for ws, _ in METRIC_PHRASES:
            n = len(ws)
            if n <= k and tuple(_low(x) for x in toks[k - n:k]) == ws:
                return True
    return w in ("s", "sec") and k >= 3 and toks[k - 2].text == "/"


def _measured_before(toks: list[Token], k: int) -> bool:
    """An arm's mention at ``k`` right after a measurement with its unit and a preposition ("5 req/s at 0.6", "4 req/s
    at 8 slots"): a bare number after "vs" later may be that measurement's counterpart with its unit left out."""
    return k >= 2 and _low(toks[k - 1]) in _FIRST | {"on", "for", "using", "under"} and (
        toks[k - 2].kind == "num" or _low(toks[k - 2]) in _UNITS)


#: what may stand before a past setting verb whose subject is the author ("bumped it from 0.6 to 0.9", "we raised
#: it from ...", "..., then lowered it from ..."): never a noun or an auxiliary -- "the request rate is raised from 2
#: to 8" has the setting for its subject, a transition the reader reads as written (grammar.m_transition)
_SETTER_BEFORE = frozenset({"we", "i", "they", "you", "then", "and", "just", "so", "also", "first", "finally", "simply"})


def _setter_before(toks: list[Token], k: int) -> bool:
    return k == 0 or toks[k - 1].kind == "punct" or toks[k - 1].low in _SETTER_BEFORE


def _arrow(toks: list[Token], k: int) -> int:
    """The length of an arrow at ``k`` (its tokens glued), 0 if none."""
    for a in _ARROWS:
        n = len(a)
        if k + n <= len(toks) and tuple(x.text for x in toks[k:k + n]) == a and all(
                toks[k + j].start == toks[k + j - 1].end for j in range(1, n)):
            return n
    return 0


def _value_of(t: Token, table: dict) -> tuple[str, frozenset, Decimal] | None:
    """(arm, keys, value) of a bare number the table names."""
    if t.kind != "num" or t.value is None:
        return None
    d = t.value.normalize()
    hit = table.get(d)
    return (hit[0], hit[1], d) if hit else None


def _arm_value(t: Token, table: dict) -> tuple[str, frozenset, Decimal] | None:
    """(arm, keys, value) of an arm token whose words end in a number its arm declares (a flag's spelling: "gpu
    memory utilization = 0.9", "max num batched tokens 8192")."""
    if t.kind != "arm" or len(t.arms) != 1:
        return None
    m = re.search(r"(\d+(?:\.\d+)?)\s*$", t.low) or re.match(r"^\s*(\d+(?:\.\d+)?)\b", t.low)
    if not m:
        return None
    d = Decimal(m.group(1)).normalize()
    hit = table.get(d)
    return (hit[0], hit[1], d) if hit and hit[0] == t.arms[0] else None


def _mk(t: Token, arm: str) -> Token:
    return Token(t.i, t.start, t.end, t.text, t.text.lower(), "arm", arms=(arm,))


def _word(t0: Token, t1: Token, text: str, low: str) -> Token:
    return Token(t0.i, t0.start, t1.end, text[t0.start:t1.end], low, "word")


def _key_at(toks: list[Token], k: int, forms: list[tuple[str, ...]]) -> int:
    best = 0
    for f in forms:
        n = len(f)
        if n > best and k + n <= len(toks) and tuple(_low(x) for x in toks[k:k + n]) == f:
            best = n
    return best


def value_arms(text: str, toks: list[Token], table: dict[Decimal, tuple[str, frozenset]],
               keys: dict[str, list[tuple[str, ...]]] | None = None) -> tuple[list[Token], list[tuple[int, int]]]:
    """Production: arm_by_value -- (the tokens, the spans taken out as inert); see the module's docstring."""
    if not table or not toks:
        return toks, []
    forms = [f for fs in (keys or {}).values() for f in fs]
    out = list(toks)
    gone: list[tuple[int, int]] = []
    live: dict[str, tuple[str, bool]] = {}  # key -> (the arm last named by it in this sentence, after a measurement)
    k = 0
    while k < len(out):
        t = out[k]
        if t.kind == "punct" and t.text in (".", ";", "!", "?") or t.text == "\n":
            live = {}
            k += 1
            continue
        # a move: LEAD V1 ARROW V2 / LEAD from V1 to V2 / KEY V1 ARROW V2
        lead_n, direction, lead_kind = 0, "", ""
        if t.kind == "word" and t.low in TRANSITION_GERUNDS and not _after_metric(out, k):
            lead_n, direction, lead_kind = 1, TRANSITION_GERUNDS[t.low], "gerund"
        elif forms and t.kind in ("word", "ident"):
            n = _key_at(out, k, forms)
            if n:
                lead_n, lead_kind = n, "key"
                if k + n < len(out) and out[k + n].text == ":":
                    lead_n += 1
        if lead_n:
            j = k + lead_n
            frm = j < len(out) and out[j].low == "from"
            j += frm
            v1 = _value_of(out[j], table) if j < len(out) else None
            if v1 is not None:
                a = _arrow(out, j + 1)
                to = not a and frm and j + 1 < len(out) and out[j + 1].low == "to"
                q = j + 1 + (a or to)
                v2 = _value_of(out[q], table) if (a or to) and q < len(out) else None
                if v2 is not None and v1[0] != v2[0] and v1[1] & v2[1] and _after_ok(out, q + 1) \
                        and (not direction or (v2[2] > v1[2]) == (direction == "up")):
                    new = out[:k]
                    if frm and lead_kind == "key":  # "mem util from 0.6 to 0.9": the key's words inert
                        gone.append((out[k].start, out[j - 2].end))
                        new.append(out[j - 1])
                    elif frm:  # "going from 0.6 to 0.9": the gerund stays as written (inert), the values arms
                        new += out[k:j]
                    else:  # "going 0.6 -> 0.9", "mem util 0.6 -> 0.9": the lead is the move's "from"
                        new.append(_word(out[k], out[k + lead_n - 1], text, "from"))
                    new.append(_mk(out[j], v1[0]))
                    new.append(_word(out[j + 1], out[q - 1], text, "to"))
                    new.append(_mk(out[q], v2[0]))
                    key = next(iter(sorted(v1[1] & v2[1])))
                    live[key] = (v2[0], False)
                    out = new + out[q + 1:]
                    k = len(new)
                    continue
        # a past setting verb before "from ARM to ARM" ("bumped it from 0.6 to 0.9")
        if t.kind == "word" and t.low in _SET_VERBS and not _after_metric(out, k) and _setter_before(out, k):
            j = k + 1 + (k + 1 < len(out) and out[k + 1].low in ("it", "this", "that"))
            if j + 3 < len(out) and out[j].low == "from" and out[j + 2].low == "to":
                x1 = _value_of(out[j + 1], table) or _arm_value(out[j + 1], table)
                x2 = _value_of(out[j + 3], table) or _arm_value(out[j + 3], table)
                d = _SET_VERBS[t.low]
                if x1 and x2 and x1[0] != x2[0] and x1[1] & x2[1] and _after_ok(out, j + 4) \
                        and (not d or (x2[2] > x1[2]) == (d == "up")):
                    gone.append((t.start, out[j - 1].end))
                    out = out[:k] + [out[j], _mk(out[j + 1], x1[0]), out[j + 2], _mk(out[j + 3], x2[0])] + out[j + 4:]
                    live[next(iter(sorted(x1[1] & x2[1])))] = (x2[0], False)
                    k += 4
                    continue
        # an arm named by a flag's spelling and its value: the setting is live; "gpu_memory_utilization 0.6 -> 0.9":
        # its key's words are the move's "from", its value the first arm
        av = _arm_value(t, table)
        a = _arrow(out, k + 1) if av is not None else 0
        v2 = _value_of(out[k + 1 + a], table) if a and k + 1 + a < len(out) else None
        m = re.search(r"(\d+(?:\.\d+)?)$", t.text) if v2 is not None else None
        if av is not None and v2 is not None and m and m.start() > 0 and v2[0] != av[0] and av[1] & v2[1] \
                and _after_ok(out, k + 2 + a):
            s0 = t.start + m.start()
            frm = Token(t.i, t.start, s0, text[t.start:s0], "from", "word")
            val = Token(t.i, s0, t.end, text[s0:t.end], text[s0:t.end].lower(), "arm", arms=t.arms)
            q = k + 1 + a
            new = out[:k] + [frm, val, _word(out[k + 1], out[q - 1], text, "to"), _mk(out[q], v2[0])]
            live[next(iter(sorted(av[1] & v2[1])))] = (v2[0], False)
            out = new + out[q + 1:]
            k = len(new)
            continue
        if av is not None:
            for key in av[1]:
                live[key] = (av[0], _measured_before(out, k))
        v = _value_of(t, table)
        if v is not None and _after_ok(out, k + 1):
            arm, ks, _ = v
            prev = _low(out[k - 1]) if k > 0 else ""
            named = False
            if prev in _FIRST and not (k >= 2 and (_low(out[k - 2]) in _LEVEL or _low(out[k - 2]) in ENGINES
                                                   or _low(out[k - 2]) in _VERSION_WORDS)):
                named = True
            elif prev == "the" and k + 1 < len(out) and _low(out[k + 1]) in _HEADS:
                named = True
            else:
                for ws in _SECOND:
                    n = len(ws)
                    if k >= n and tuple(_low(x) for x in out[k - n:k]) == ws:
                        named = any(key in live and live[key][0] != arm and not live[key][1] for key in ks)
                        break
            if named and prev == "the" and _low(out[k + 1]) in _HEADS:
                h = out[k + 1]  # "the 0.9 run": the value and its head noun are one mention
                out[k:k + 2] = [Token(t.i, t.start, h.end, text[t.start:h.end], text[t.start:h.end].lower(), "arm",
                                      arms=(arm,))]
                for key in ks:
                    live[key] = (arm, False)
            elif named:
                out[k] = _mk(t, arm)
                if prev == "@":  # "200ms @ 0.9": the sign reads as "at"
                    out[k - 1] = Token(out[k - 1].i, out[k - 1].start, out[k - 1].end, out[k - 1].text, "at", "word")
                before = _measured_before(out, k)
                for key in ks:
                    live[key] = (arm, before)
        k += 1
    out, took = _labels(out, table)
    gone += took
    for n, x in enumerate(out):
        x.i = n
    return out, gone


_LABEL_BEFORE = frozenset({";", "|", ",", ":", "(", "-", "•"})


#: a breakdown qualifier's prepositions before a key's words ("by concurrency", "at each concurrency level")
_BY_KEY = (("by",), ("per",), ("across",), ("vs",), ("versus",), ("over",), ("for", "each"), ("for", "every"),
           ("at", "each"), ("at", "every"), ("across", "all"))
#: the nouns that may follow the key's words in such a qualifier ("by concurrency level")
_KEY_NOUNS = frozenset({"level", "levels", "value", "values", "setting", "settings"})


def _by_key(out: list[Token], start: int, first: int, keys: frozenset) -> tuple[int, int] | None:
    """Production breakdown_key: the span [q, sep) of a qualifier PREP "the"? KEY NOUN? right before the first ":" /
    dash of the sentence (before ``first``, the first value label), where KEY is a spelling of one of ``keys`` -- the
    setting the sentence's value labels are values of -- and a metric is named before it ("Median TPOT by
    concurrency: 23 ms (1), 26 ms (8), ..."); else None."""
    from claimcheck.claims.ellipsis import metric_spans

    sep = next((k for k in range(start, first) if out[k].kind == "punct" and out[k].text in (":", "\u2014", "\u2013")),
               None)
    if sep is None:
        return None
    n = sep - (sep - 1 > start and _low(out[sep - 1]) in _KEY_NOUNS)
    for key in sorted(keys):
        for form in _key_forms(key):
            k0 = n - len(form)
            if k0 <= start or tuple(_low(x) for x in out[k0:n]) != form:
                continue
            k0 -= k0 - 1 > start and _low(out[k0 - 1]) == "the"
            for prep in _BY_KEY:
                q = k0 - len(prep)
                if q > start and tuple(_low(x) for x in out[q:k0]) == prep \
                        and all(x.kind in ("word", "ident") for x in out[q:sep]) and metric_spans(out, start, q):
                    return q, sep
    return None


def _labels(out: list[Token], table: dict | None = None) -> tuple[list[Token], list[tuple[int, int]]]:
    """"0.6: 5 req/s; 0.9: 8 req/s" and "5 req/s (0.6) vs 8 req/s (0.9)": a bare value as a clause's label (at a
    sentence's or a clause's start, right before ":") or alone in parentheses right after a measurement's unit names
    its arm only where the sentence has two or more such values, of one setting, each naming a different arm, and
    they are not the list numbers 1, 2, ... (a numbered list). A qualifier before the sentence's ":" that names that
    setting ("Median TPOT by concurrency: 23 ms (1), 26 ms (8)": production breakdown_key) is then taken out (inert);
    one naming another setting stays as written (unread). Returns the tokens and the spans taken out."""
    out = list(out)
    took: list[tuple[int, int]] = []
    start = 0
    while start < len(out):
        end = next((k for k in range(start, len(out)) if out[k].kind == "punct" and out[k].text in (".", "!", "?")),
                   len(out))
        cands: list[tuple[int, tuple[str, frozenset, Decimal]]] = []
        for k in range(start, end):
            v = _value_of(out[k], table or {})
            if v is None:
                continue
            first = k == start or (out[k - 1].text in _LABEL_BEFORE and out[k - 1].kind == "punct")
            if first and k + 1 < end and out[k + 1].text == ":":
                cands.append((k, v))
            elif k >= 2 and k + 1 < end and out[k - 1].text == "(" and out[k + 1].text == ")" \
                    and (out[k - 2].kind == "num" or _low(out[k - 2]) in _UNITS):
                cands.append((k, v))
        arms = [v[0] for _, v in cands]
        keys = frozenset.intersection(*(v[1] for _, v in cands)) if cands else frozenset()
        vals = sorted(v[2] for _, v in cands)
        if len(cands) >= 2 and len(set(arms)) == len(arms) and keys \
                and vals != [Decimal(n) for n in range(1, len(vals) + 1)]:
            for k, v in cands:
                out[k] = _mk(out[k], v[0])
            by = _by_key(out, start, cands[0][0], keys)
            if by is not None:
                q, sep = by
                took.append((out[q].start, out[sep - 1].end))
                out = out[:q] + out[sep:]
                end -= sep - q
        start = end + 1
    return out, took


def key_forms(arm_settings: dict[str, dict] | None, names: list[str]) -> dict[str, list[tuple[str, ...]]]:
    """{key: its spellings as words} of the numeric keys every arm declares with two values or more, but the keys the
    reader's own transitions read ("Increasing --threads from 1 to 13": flag_arms.own_keys, grammar.m_transition)."""
    from claimcheck.claims.flag_arms import OWN_KEYS

    return {k: _key_forms(k) for k in _numbers(arm_settings, names) if k not in OWN_KEYS}


#: gerunds of a move with no direction of their own (vocabulary.TRANSITION_GERUNDS whose direction is "")
_MOVE_GERUNDS = frozenset(w for w, d in TRANSITION_GERUNDS.items() if not d)
_MOVE_END = frozenset({",", ".", ";", ":", ")", "!", "?"})
_MOVE_END_WORDS = frozenset({"and", "but", "while", "whereas", "so"})
#: gerunds that turn a feature on or off (production state_move), and the state words that end the arm they move to
_STATE_GERUNDS = frozenset({"flipping", "turning", "toggling"})
_STATES = frozenset({"on", "off", "enabled", "disabled"})


def arm_moves(text: str, toks: list[Token]) -> list[Token]:
    """Production arm_move: "going TP2 -> TP4" read as "from ARM to ARM" (the module's docstring): the gerund is the
    move's "from", the arrow its "to"; the tokens' text as written."""
    out = list(toks)
    k = 0
    while k < len(out):
        t = out[k]
        if t.kind == "word" and t.low in _STATE_GERUNDS and k + 1 < len(out) and (k == 0 or out[k - 1].kind == "punct") \
                and out[k + 1].kind == "arm" and len(out[k + 1].arms) == 1 and out[k + 1].low.split()[-1:] and \
                out[k + 1].low.split()[-1] in _STATES:
            # production: state_move -- "flipping chunked prefill on took p50 TTFT from ~1.3 s to ~550 ms": at a
            # clause's start, a gerund that turns a feature on or off before the arm its state word names reads as
            # "switching" ARM does (the move to that arm)
            out[k] = Token(t.i, t.start, t.end, t.text, "switching", "word")
            k += 2
            continue
        if t.kind == "word" and t.low in _MOVE_GERUNDS and k + 1 < len(out) and not (
                k and out[k - 1].low in ("when", "after", "while", "before", "upon", "on", "by")):
            # (never "when moving main -> PR #1234": production upgrade_lead reads that clause, the move of the engine
            # or the branch, with its own facts; read here it lost them and the sentence went unread)
            a1 = out[k + 1]
            n = _arrow(out, k + 2) if a1.kind == "arm" and len(a1.arms) == 1 else 0
            q = k + 2 + n
            a2 = out[q] if n and q < len(out) else None
            if a2 is not None and a2.kind == "arm" and len(a2.arms) == 1 and a2.arms != a1.arms and (
                    q + 1 >= len(out) or out[q + 1].text in _MOVE_END or out[q + 1].low in _MOVE_END_WORDS) \
                    and not _arrow(out, q + 1):
                out[k:q + 1] = [_word(t, t, text, "from"), a1, _word(out[k + 2], out[q - 1], text, "to"), a2]
                for i, x in enumerate(out):
                    x.i = i
                k += 4
                continue
        k += 1
    return out
