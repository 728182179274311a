"""Arms named by a command-line flag or a key=value setting (grammar production arm_by_flag -- claimcheck/claims/
grammar.lark).

Engineers name an arm by the flag they passed to the engine: "Switching --kv-cache-dtype to fp8 ...",
"kv_cache_dtype=fp8: 600 output tok/s; kv_cache_dtype=auto: 400 output tok/s", "--enable-chunked-prefill raises
throughput by 50%", "--max-num-seqs 256", "--no-enable-prefix-caching". The key is one the witness declares
(``arms[NAME].settings``), written as vLLM writes its flags: dashes or underscores between the words, one or two
dashes in front (or none), the value after a space, "=" or "to" ("--flag value", "--flag=value", "flag_name=value",
"setting --flag to value"); a boolean key is the bare flag (true) or "--no-" and the flag (false), or "= true" /
"= false". ``flag_phrases`` gives {phrase: the arms it names}; ``grammar.arm_phrases`` keeps a phrase ONLY where
exactly one arm gives it and every arm declares the key (an arm that declares none might run the same value). A value
no arm declares ("--kv-cache-dtype int8"), a key the witness does not declare ("--quantization fp8" beside a KV-cache
dtype) or a value two arms share gives no phrase: its words stay unread (not-yet), never an arm.

``bare_values`` (a token pass): once a flag has named an arm, the same key's bare value later in the statement
names the arm that declares it ("With kv_cache_dtype=auto, total throughput was 2,800 tok/s; with fp8 it was 4,200
tok/s"): a one-word value with a letter in it, that exactly one arm declares, and that is no word of the grammar's
own (a negation, a state word such as "on" / "true", a number, a word of vocabulary.NEVER_PROSE or INERT_WORDS).
"""

from __future__ import annotations

import re

from claimcheck.claims.vocabulary import INERT_WORDS, NEVER_PROSE, SETTING_KEYS, TRANSITION_GERUNDS

#: settings an arm's declarations carry beside its flags (its engine, model, role, worker count and version are
#: named by their own productions)
_NOT_FLAGS = frozenset({"role", "workers", "engine", "engine_version", "version", "model"})
#: the vLLM flag of a setting the vocabulary names otherwise (claimcheck/claims/vocabulary.SETTING_KEYS)
_VLLM_FLAG = {"prefix_caching": ("enable_prefix_caching",), "chunked_prefill": ("enable_chunked_prefill",),
              "parallel_slots": ("max_num_seqs",),
              "concurrency": ("max_concurrency",)}
#: words a bare value never is (a negation, a state, an article): a value spelled so is read only with its flag
_NOT_BARE = frozenset({"no", "not", "none", "off", "on", "true", "false", "yes", "default", "a", "an", "the", "it",
                       "and", "or", "to", "with", "without", "vs", "of", "in", "at", "by", "for"})
#: the verbs that set a flag to a value ("Switching --kv-cache-dtype to fp8", "setting max_num_seqs to 256")
_SET_VERBS = ("switching", "setting", "changing", "flipping", "moving")  # no direction: "raising X to 8" might not


def _key_words(key: str) -> str:
    return " ".join(w for w in re.split(r"[\s_\-]+", key.strip().lower()) if w)


def _value(v) -> str | None:
    """The value as a flag's argument ("fp8", "256", "0.9"); None for what no flag writes (lists, empty strings)."""
    if isinstance(v, bool):
        return None
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return f"{v:g}"
    if isinstance(v, str) and v.strip() and len(v) <= 64:
        return v.strip().lower()
    return None


def _forms(key: str) -> list[str]:
    """The flag's spellings: words as written ("kv cache dtype": underscores and dashes join words as a space does,
    claimcheck/claims/statement.py), with one or two dashes in front or none."""
    out = []
    for k in (key, *_VLLM_FLAG.get(key, ())):
        kw = _key_words(k)
        if kw:
            out += [kw, f"- {kw}", f"- - {kw}"]
    return out


def _value_phrases(key: str, v) -> list[str]:
    out = []
    if isinstance(v, bool):
        word = "true" if v else "false"
        for f in _forms(key):
            out += [f"{f} = {word}"] + ([f"{f} {word}"] if f.startswith("-") else [])
        for k in (key, *_VLLM_FLAG.get(key, ())):
            kw = _key_words(k)
            # the bare flag needs its dashes ("--enable-chunked-prefill"); "--no-" and the flag is its false
            out += [f"- - {kw}", f"- {kw}"] if v else [f"- - no {kw}", f"- no {kw}"]
        return out
    val = _value(v)
    if val is None:
        return []
    for f in _forms(key):
        out += [f"{f} {val}", f"{f} = {val}"]
        if f.startswith("-") or key not in SETTING_KEYS:
            # "to": with the flag's dashes, or a key the vocabulary does not read itself ("Doubling concurrency to 8"
            # is a transition of the setting, vocabulary.TRANSITION_GERUNDS: never an arm here)
            out += [f"{f} to {val}", f"{f} set to {val}"] + [f"{verb} {f} to {val}" for verb in _SET_VERBS]
    return out


def flag_phrases(arm_settings: dict[str, dict] | None, names: list[str]) -> dict[str, set[str]]:
    """{phrase: the arms that give it}, for every key each of the arms declares (a scalar: a string, a number or a
    boolean) where at least two arms declare different values. The caller keeps the phrases that name exactly one
    arm."""
    by: dict[str, set[str]] = {}
    if not arm_settings or len(names) < 2:
        return by
    sts = {n: (arm_settings.get(n) or {}) for n in names}
    keys = set.intersection(*(set(st) for st in sts.values())) - _NOT_FLAGS
    for key in sorted(keys):
        if not isinstance(key, str) or not _key_words(key):
            continue
        vals = {n: sts[n][key] for n in names}
        if any(not isinstance(v, (str, int, float)) or (isinstance(v, str) and not v.strip()) for v in vals.values()):
            continue
        if len({(type(v) is bool, str(v).strip().lower()) for v in vals.values()}) < 2:
            continue  # one value every arm shares names none
        for n, v in vals.items():
            for p in _value_phrases(key, v):
                by.setdefault(p, set()).add(n)
        for n, p in _moved_phrases(key, vals):
            by.setdefault(p, set()).add(n)
    return by


def _num(v) -> float | None:
    if isinstance(v, bool) or not isinstance(v, (int, float, str)):
        return None
    try:
        return float(v)
    except ValueError:
        return None


def _moved_phrases(key: str, vals: dict) -> list[tuple[str, str]]:
    """Production gerund_flag_to: "Bumping max_num_batched_tokens to 8192", "Lowering --max-num-seqs to 64": a gerund
    of a direction (vocabulary.TRANSITION_GERUNDS: raising, bumping, increasing, lowering, reducing ...) before the
    flag's "to" phrase names the arm whose number it is only where that number is above every other arm's (a gerund
    of "up") or below every other arm's ("down"): the move's direction checked against the values; (arm, phrase)."""
    nums = {n: _num(v) for n, v in vals.items()}
    if any(x is None for x in nums.values()) or key in SETTING_KEYS:
        return []  # (a key the vocabulary reads itself: "Doubling concurrency to 8" is the setting's transition)
    out = []
    for n, x in nums.items():
        rest = [y for m, y in nums.items() if m != n]
        way = "up" if all(x > y for y in rest) else "down" if all(x < y for y in rest) else ""
        if not way:
            continue
        val = _value(vals[n])
        for g, d in TRANSITION_GERUNDS.items():
            if d == way:
                out += [(n, f"{g} {f} to {val}") for f in _forms(key)]
    return out


#: declared keys the reader's own transitions and config flags read ("Increasing --threads from 1 to 13", "concurrency
#: from 4 to 16": grammar._SWEEP_KEYS, vocabulary.SETTING_KEYS): no "from V1 to V2" frame here
_OWN_KEYS = frozenset(SETTING_KEYS) | {"max_concurrency", "max_batch_size", "n_threads", "n_parallel"}
#: (public: value_arms reads no move of these keys either)
OWN_KEYS = _OWN_KEYS


def bare_table(arm_settings: dict[str, dict] | None, names: list[str]
               ) -> dict[tuple[str, ...], dict[str, str]]:
    """{the flag's words: {a value as written (one token): the one arm that declares it}} for the keys of
    ``flag_phrases`` (strings and whole numbers; booleans have no value to write)."""
    out: dict[tuple[str, ...], dict[str, str]] = {}
    if not arm_settings or len(names) < 2:
        return out
    sts = {n: (arm_settings.get(n) or {}) for n in names}
    keys = set.intersection(*(set(st) for st in sts.values())) - _NOT_FLAGS
    for key in keys:
        if not isinstance(key, str):
            continue
        vals = {n: sts[n][key] for n in names}
        if any(isinstance(v, bool) or _value(v) is None for v in vals.values()):
            continue
        by: dict[str, list[str]] = {}
        for n, v in vals.items():
            by.setdefault(_value(v), []).append(n)  # type: ignore[arg-type]
        table = {val: arms[0] for val, arms in by.items() if len(arms) == 1 and re.fullmatch(r"[a-z0-9][a-z0-9.]*", val)}
        if table and len(by) >= 2:
            for k in (key, *_VLLM_FLAG.get(key, ())):
                out[tuple(_key_words(k).split())] = table
    return out


def own_keys(arm_settings: dict[str, dict] | None, names: list[str]) -> frozenset[tuple[str, ...]]:
    """The flag words of the declared keys in ``_OWN_KEYS`` (the transitions read "from V1 to V2" of those)."""
    keys = {k for n in names for k in ((arm_settings or {}).get(n) or {}) if isinstance(k, str) and k in _OWN_KEYS}
    return frozenset(tuple(_key_words(x).split()) for k in keys for x in (k, *_VLLM_FLAG.get(k, ())))


def _bare_ok(val: str) -> bool:
    """A value that may stand alone after its flag named an arm: a word with a letter, no word of the grammar's own."""
    return bool(re.search(r"[a-z]", val)) and not val[0].isdigit() and val not in _NOT_BARE \
        and val not in NEVER_PROSE and val not in INERT_WORDS


def _form(t) -> str:
    return t.low or t.text.lower()


def bare_values(toks: list, table: dict[tuple[str, ...], dict[str, str]],
                own: frozenset[tuple[str, ...]] = frozenset()) -> tuple[list, list[tuple[int, int]]]:
    """Production: arm_by_flag -- (the tokens, the spans taken out as inert):

    * a bare value after its flag named an arm ("with kv_cache_dtype=auto ...; with fp8 ..."): the one arm that
      declares it; only after the flag, in the same statement, only a word or identifier no other pass has made an
      arm, and only a value ``_bare_ok`` allows;
    * the flag's name right before "from" V1 "to" V2, each a value one arm declares, the two arms different
      ("Switching --kv-cache-dtype from auto to fp8", "Moving --max-num-seqs from 64 to 256"): the name is taken out
      (inert) and each value is its arm, so the transition reads "from ARM to ARM"; never for a key in ``own`` (the
      words of keys the reader's transitions read themselves, ``own_keys``: "Increasing --threads from 1 to 13")."""
    if not table:
        return toks, []
    Tok = type(toks[0]) if toks else None
    out = list(toks)
    gone: list[tuple[int, int]] = []
    forms = [_form(t) for t in out]
    # "--kv-cache-dtype from auto to fp8"
    drop: set[int] = set()
    for k in range(len(out)):
        for kw, vals in table.items():
            if kw in own:
                continue  # "Increasing concurrency from 4 to 16": the transition reads the setting itself
            e = k + len(kw)
            if tuple(forms[k:e]) != kw or e + 3 >= len(out) or forms[e] != "from" or forms[e + 2] != "to":
                continue
            v1, v2 = out[e + 1], out[e + 3]
            a1 = vals.get(forms[e + 1]) if v1.kind in ("word", "ident", "num") else None
            a2 = vals.get(forms[e + 3]) if v2.kind in ("word", "ident", "num") else None
            if a1 is None or a2 is None or a1 == a2:
                continue
            d = k
            while d - 1 >= 0 and out[d - 1].text == "-" and out[d - 1].end == out[d].start:
                d -= 1  # the flag's own dashes
            way = TRANSITION_GERUNDS.get(forms[d - 1], "") if d >= 1 and out[d - 1].kind == "word" else ""
            x1, x2 = _num(forms[e + 1]), _num(forms[e + 3])
            if way and x1 is not None and x2 is not None and x1 != x2 and (x2 > x1) == (way == "up"):
                d -= 1  # production gerund_flag_to: "Raising max_num_batched_tokens from 2048 to 8192": the gerund of
                # the move's direction, checked against the two values, is inert with the flag's name
            drop.update(range(d, e))
            out[e + 1] = Tok(v1.i, v1.start, v1.end, v1.text, forms[e + 1], "arm", arms=(a1,))
            out[e + 3] = Tok(v2.i, v2.start, v2.end, v2.text, forms[e + 3], "arm", arms=(a2,))
    if drop:
        gone = [(out[k].start, out[k].end) for k in sorted(drop)]
        out = [t for k, t in enumerate(out) if k not in drop]
    # a bare value after its flag named an arm
    live: dict[str, str] = {}
    nouns: set[tuple[str, ...]] = set()  # the live keys' words and their tails ("kv cache dtype", "cache dtype", "dtype")
    merged: list[tuple[int, int]] = []
    for k, t in enumerate(out):
        if t.kind == "arm":
            words = tuple(w for w in t.low.split() if w != "-")
            flag = False
            for kw, vals in table.items():
                if words[:len(kw)] == kw and len(words) > len(kw):
                    live.update({v: a for v, a in vals.items() if _bare_ok(v)})
                    nouns.update(kw[i:] for i in range(len(kw)))
                    flag = True
            if flag or live.get(t.low) != t.arm:
                continue
        elif live and t.kind in ("word", "ident") and t.low in live:
            out[k] = Tok(t.i, t.start, t.end, t.text, t.low, "arm", arms=(live[t.low],))
        else:
            continue
        span = _default_span(out, k, nouns)  # the value (an arm's own name, or bare) named as the default
        if span:
            merged.append(span)
    for a, b in reversed(merged):
        # production: default_value -- "vs. the default (auto) dtype", "compared with the default auto dtype": the
        # flag's value named as the default, with the key's noun: one mention of the arm that declares the value
        t = out[a if out[a].kind == "arm" else next(x for x in range(a, b) if out[x].kind == "arm")]
        out[a:b] = [Tok(t.i, out[a].start, out[b - 1].end, " ".join(x.text for x in out[a:b]), t.low, "arm",
                        arms=t.arms)]
    for n, t in enumerate(out):
        t.i = n
    return out, gone


def _default_span(out: list, k: int, nouns: set[tuple[str, ...]]) -> tuple[int, int] | None:
    """(start, end) of "the default (VALUE) NOUN" / "the default VALUE NOUN" around the bare value at ``k`` (binding
    default_value): "the default" right before it (a parenthesis between them closed right after it), then at most
    the key's words or a tail of them ("dtype", "kv cache dtype"); None where "the default" is not there."""
    j = k - 1
    paren = j >= 0 and out[j].text == "(" and k + 1 < len(out) and out[k + 1].text == ")"
    j -= paren
    if j < 1 or _form(out[j]) != "default" or _form(out[j - 1]) != "the":
        return None
    e = k + 1 + paren
    for n in sorted(nouns, key=len, reverse=True):
        if tuple(_form(x) for x in out[e:e + len(n)]) == n:
            e += len(n)
            break
    return j - 1, e


def default_arms(toks: list) -> list:
    """Binding default_value, the parenthesized form: "the default (chunked prefill off)", "the default
    (`--no-enable-chunked-prefill`)" -- "the default" right before a parenthesis that holds exactly one mention of one
    arm is that arm (one mention, its words as written); that it is the default is not checked. Anything else in the
    parenthesis, or none, leaves "the default" as written."""
    out = list(toks)
    k = len(out) - 4
    while k >= 0:
        if _form(out[k]) == "the" and _form(out[k + 1]) == "default" and out[k + 2].text == "(" \
                and out[k + 3].kind == "arm" and len(out[k + 3].arms) == 1 and k + 4 < len(out) and out[k + 4].text == ")":
            t = out[k + 3]
            out[k:k + 5] = [type(t)(t.i, out[k].start, out[k + 4].end, " ".join(x.text for x in out[k:k + 5]), t.low,
                                    "arm", arms=t.arms)]
        k -= 1
    if len(out) != len(toks):
        for n, t in enumerate(out):
            t.i = n
    return out


#: "just from a flag", "only by flipping one flag", "simply with a single config change": the cause is one setting
_ONE_LEADS = ("just", "only", "simply", "purely")
_ONE_PREPS = ("from", "by", "with", "via", "through")
_ONE_GERUNDS = ("changing", "flipping", "setting", "switching", "toggling", "adding", "passing", "turning on", "enabling",
                "tweaking")
_ONE_DETS = ("a single", "one single", "a", "one")
_ONE_NOUNS = ("command line flag", "cli flag", "config flag", "configuration flag", "flag", "engine flag",
              "server flag", "config change", "configuration change", "config option", "configuration option",
              "setting", "flag change", "launch flag", "option")


def _one_phrases() -> list[tuple[str, ...]]:
    out = []
    for lead in ("",) + _ONE_LEADS:
        for prep in _ONE_PREPS:
            for ger in ("",) + (_ONE_GERUNDS if prep == "by" else ()):
                for det in _ONE_DETS:
                    for noun in _ONE_NOUNS:
                        out.append(tuple(" ".join(x for x in (lead, prep, ger, det, noun) if x).split()))
    return sorted(out, key=len, reverse=True)


_ONE = _one_phrases()
_ONE_FIRST = frozenset(p[0] for p in _ONE)


#: settings no engine flag sets: the machine, the workload ("just from a flag" of two GPUs is not read)
_NOT_A_FLAG = ("gpu", "hardware", "device", "accelerator", "cpu", "host", "machine", "instance", "node", "dataset",
               "workload", "prompt", "model")


#: engine flags whose names hold a word of ``_NOT_A_FLAG`` ("gpu_memory_utilization" sets the engine, not the machine)
_ENGINE_KEYS = frozenset({"gpu_memory_utilization", "max_model_len", "cpu_offload_gb", "num_gpu_blocks_override",
                          "max_cpu_loras", "kv_cache_memory", "kv_cache_memory_bytes"})


def differing_key(arm_settings: dict[str, dict] | None) -> str | None:
    """The one setting two arms differ in (``one_setting_apart``), else None."""
    if not arm_settings or len(arm_settings) != 2:
        return None
    a, b = (arm_settings[n] or {} for n in arm_settings)
    keys = {k for k in set(a) | set(b) if k not in ("role", "workers")}
    if any(a.get(k) != b.get(k) for k in ("engine", "engine_version", "model")):
        return None
    differ = [k for k in keys if a.get(k) != b.get(k)]
    if len(differ) != 1 or differ[0] not in a or differ[0] not in b:
        return None
    if differ[0].lower() not in _ENGINE_KEYS and any(w in differ[0].lower() for w in _NOT_A_FLAG):
        return None
    return differ[0]


def one_setting_apart(arm_settings: dict[str, dict] | None) -> bool:
    """Exactly two arms whose declarations differ in exactly one setting (one an engine flag sets: not the machine or
    the workload, ``_NOT_A_FLAG``, unless it is one of ``_ENGINE_KEYS``), the same engine, version and model."""
    return differing_key(arm_settings) is not None


#: "just from giving vllm more vram", "only by giving it more memory": the cause is the engine's memory (a memory key
#: the two arms differ in alone: ``_MEMORY_KEYS``)
_MEMORY_KEYS = frozenset({"gpu_memory_utilization", "kv_cache_memory", "kv_cache_memory_bytes", "swap_space",
                          "cpu_offload_gb", "num_gpu_blocks_override"})
_MEMORY_GERUNDS = ("giving", "letting", "handing")
_MEMORY_OBJECTS = (("it",), ("vllm",), ("the", "engine"), ("the", "server"), ("the", "kv", "cache"), ("the", "model"),
                   ("sglang",), ("the", "scheduler"))
_MEMORY_NOUNS = (("vram",), ("memory",), ("gpu", "memory"), ("kv", "cache"), ("kv", "cache", "space"), ("cache",),
                 ("headroom",), ("memory", "headroom"), ("room",), ("kv", "cache", "memory"))


def _memory_cause(c, i: int) -> int:
    """"(just|only|simply) (from|by) giving <it|vllm|the engine> more <vram|memory|kv cache>" ending a clause: its length,
    only where the two arms differ in one memory setting alone (``_MEMORY_KEYS``), else 0."""
    j = i + (c.w(i) in _ONE_LEADS)
    if c.w(j) not in ("from", "by") or c.w(j + 1) not in _MEMORY_GERUNDS:
        return 0
    j += 2
    for ob in sorted(_MEMORY_OBJECTS, key=len, reverse=True):
        if all(c.w(j + n) == w for n, w in enumerate(ob)):
            j += len(ob)
            break
    if c.w(j) != "more":
        return 0
    j += 1
    for nn in sorted(_MEMORY_NOUNS, key=len, reverse=True):
        if all(c.w(j + n) == w for n, w in enumerate(nn)):
            end = j + len(nn)
            if end < c.i1 and c.w(end) not in (".", "!", ";", ")"):
                return 0
            if not all(c.free(x) for x in range(i, end)):
                return 0
            key = differing_key(getattr(c.r, "arm_settings", None))
            if key is None or key.lower() not in _MEMORY_KEYS:
                return 0
            return end - i
    return 0


def one_flag(c, i: int) -> int:
    """Production: one_flag_cause -- "just from a flag", "only by flipping one flag" ending a clause: the change came
    from one setting. Read (inert) only where the witness has two arms whose declarations differ in exactly that one
    setting, the same engine, version and model; anywhere else the words stay unread (not-yet)."""
    if c.w(i) not in _ONE_FIRST or not c.free(i):
        return 0
    n = _memory_cause(c, i)
    if n:
        c.take(i, i + n, "inert")
        return n
    for p in _ONE:
        if all(c.free(i + n) and c.w(i + n) == w for n, w in enumerate(p)):
            end = i + len(p)
            if end < c.i1 and c.w(end) not in (".", "!", ";", ",", ")"):
                return 0
            if not one_setting_apart(getattr(c.r, "arm_settings", None)):
                return 0
            c.take(i, end, "inert")
            return len(p)
    return 0
