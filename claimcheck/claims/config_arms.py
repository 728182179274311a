"""Arms named by their configuration (grammar production arm_by_config -- claimcheck/claims/grammar.lark).

Reviewers name an arm by the value of a setting it declares, in more shapes than ``vocabulary.setting_phrases``
lists: a count as a noun modifier ("the 8-slot setup", "a 2-GPU deployment", "the single-slot server"), the GPUs a
tensor-parallel arm shards over ("on a single GPU", "across four GPUs"), a checkpoint noun ("the FP8 checkpoint",
"the 8-bit weights", "the quantized model") and the
action that moves from one arm to the other ("Quantizing the weights to FP8", "Sharding the model across 4 GPUs",
"Adding seven more slots").

``config_phrases(arm_settings)`` gives {phrase: the arms it names}; ``grammar.arm_phrases`` makes a phrase an alias
of its arm ONLY where exactly one arm gives it: a phrase several arms give (or none) is never added, so its words
stay unread (not-yet), never an ambiguous or a wrong arm. Each family has its own guard, below; all of them need
every arm to declare the setting (an arm that declares none might run the same value).
"""

from __future__ import annotations

import re

from claimcheck.claims.vocabulary import (CONFIG_FLAGS, CONFIG_HEADS, CONFIG_LEAD_GERUNDS, CONFIG_SUBJECT_NOUNS,
                                          FULL_PRECISION, NUMBER_WORDS, QUANT_BITS)

_SMALL = {v: k for k, v in NUMBER_WORDS.items() if v <= 20}


def _numbers(n: int) -> list[str]:
    """A count as digits and, up to twenty, as a word ("8", "eight")."""
    return [str(n)] + ([_SMALL[n]] if n in _SMALL else [])


#: the setting keys a witness may record a count under (the first is the declared key)
_COUNT_KEYS = {"parallel_slots": ("parallel_slots", "n_parallel"), "tensor_parallel_size": ("tensor_parallel_size",),
               "concurrency": ("concurrency", "max_concurrency"), "threads": ("threads", "n_threads"),
               "batch_size": ("batch_size", "max_batch_size")}
#: what arm_declarations adds beside an arm's settings that is not a condition it ran under (its role, its name's
#: engine version and worker count are compared by their own productions)
_NOT_SETTINGS = frozenset({"role", "workers", "engine_version"})
#: settings that multiply the GPUs an arm runs on beyond its tensor-parallel size: where any arm declares one above 1,
#: "N GPUs" does not name the arm whose TP size is N
_GPU_MULTIPLIERS = ("pipeline_parallel_size", "data_parallel_size", "expert_parallel_size", "dp", "pp")


def _count(st: dict, key: str) -> int | None:
    vals = {st[k] for k in _COUNT_KEYS[key] if isinstance(st.get(k), int) and not isinstance(st.get(k), bool)
            and st[k] > 0}
    return next(iter(vals)) if len(vals) == 1 else None


def _heads(base: list[str]) -> list[str]:
    return [f"{b} {h}" for b in base for h in CONFIG_HEADS]


def _slot_phrases(n: int) -> list[str]:
    out = []
    for num in _numbers(n):
        out += [f"{num} slot"] + _heads([f"{num} slot"])
    if n == 1:
        out += ["single slot"] + _heads(["single slot", "one slot"])
    return out


def _tp_phrases(n: int) -> list[str]:
    out = []
    for num in _numbers(n):
        base = [f"{num} way tp", f"{num} way tensor parallel", f"{num} way tensor parallelism", f"tp {num}", f"tp{num}"]
        if num.isdigit():
            base += [f"tp-{num}"]
        out += base + _heads(base) + [f"tensor parallelism of {num}", f"tensor parallel degree {num}",
                                      f"tp degree {num}", f"tp size {num}", f"tp size of {num}",
                                      f"a tensor parallel size of {num}", f"tp degree of {num}"]
    return out


def _gpu_phrases(n: int) -> list[str]:
    out = []
    for num in _numbers(n):
        out += [f"{num} gpu", f"{num} gpus"] + _heads([f"{num} gpu"]) + [
            f"tensor parallelism across {num} gpus", f"tensor parallelism over {num} gpus",
            f"tensor parallelism on {num} gpus", f"{num} gpu figure", f"{num} gpu number",
            f"sharded across {num} gpus", f"the model sharded across {num} gpus", f"{num} gpus with tensor parallelism"]
    if n == 1:
        out += ["a single gpu", "single gpu", "one gpu", "1 gpu", "single gpu figure", "single gpu number"] + _heads(
            ["single gpu", "one gpu"])
    return out


def _thread_phrases(n: int) -> list[str]:
    return [p for num in _numbers(n) for p in [f"{num} thread"] + _heads([f"{num} thread"])]


def _concurrency_phrases(n: int) -> list[str]:
    """"the 16-user run", "the concurrency-16 setup", "a 16-concurrency run" (a count before a head noun)."""
    out = []
    for num in _numbers(n):
        out += _heads([f"{num} user", f"{num} client", f"{num} concurrency", f"concurrency {num}", f"c{num}"])
    out += [f"concurrency-{n}"] + _heads([f"concurrency-{n}"])  # "concurrency-16" is one identifier
    return out


def _batch_phrases(n: int) -> list[str]:
    """"the BS8 run", "the batch-8 setup", "the batch-size-8 configuration": a batch size before a head noun only
    (a bare "at BS1" / "at bs 1" stays a scope of the whole clause: tests/claims/test_claims_setting_scopes.py)."""
    out = _heads([f"bs{n}", f"batch-{n}", f"bs-{n}"])  # one identifier each
    for num in _numbers(n):
        out += _heads([f"batch {num}", f"batch size {num}", f"{num} batch", f"bs {num}"])
    return out


_QUANT_HEADS = ("checkpoint", "checkpoints", "variant", "version", "precision", "gguf", "quant", "file", "weights file",
                "inference", "serving", "weights", "model weights", "model", "engine", "deployment", "run", "build",
                "setup", "configuration", "config")


def _gpu_actions(n: int) -> list[str]:
    """"Sharding the model across 4 GPUs", "using 4 GPUs": the action that moves to the arm (a cause: only where the
    two arms differ in nothing else they declare)."""
    return [p for num in _numbers(n) for p in (
        f"sharding the model across {num} gpus", f"sharding across {num} gpus", f"sharding the model over {num} gpus",
        f"splitting the model across {num} gpus", f"using {num} gpus")]


def _quant_actions(q: str) -> list[str]:
    """"Quantizing the weights to FP8", "Turning on FP8 quantization": the action that moves to the arm (a cause: only
    where the two arms differ in nothing else they declare)."""
    if q in FULL_PRECISION:
        return []
    bits = QUANT_BITS.get(q)
    widths = [f"{bits} bit {q}", f"{bits} bit"] if bits is not None else []  # "Quantizing to 4-bit AWQ", "to 4-bit"
    return [f"quantizing the weights to {q}", f"quantizing the model to {q}", f"quantizing to {q}",
            f"quantizing weights to {q}", f"enabling {q} quantization", f"enabling {q}", f"switching to {q}",
            f"moving to {q}", f"going to {q}", f"quantization to {q}", f"turning on {q} quantization",
            f"turning on {q}", f"switching on {q} quantization", f"turning {q} quantization on"] + [
        f"{v} {x}" for x in widths for v in ("quantizing the weights to", "quantizing the model to", "quantizing to",
                                             "quantizing weights to", "switching to", "moving to", "going to")]


def quant_alias_phrases(aliases: dict[str, list[str]], arm_settings: dict[str, dict]) -> dict[str, set[str]]:
    """"INT4 weights", "the W4A16 checkpoint": an arm's own alias that is one quantization word (vocabulary.QUANT_BITS,
    "int4", "w4a16"), of an arm that declares a quantization of as many bits, before a head noun of _QUANT_HEADS
    ("weights", "model", "checkpoint" ...): {phrase: the arms that give it} (the caller keeps those of one arm)."""
    by: dict[str, set[str]] = {}
    for n, al in aliases.items():
        q = ((arm_settings.get(n) or {}).get("quantization") or "")
        bits = QUANT_BITS.get(str(q).strip().lower())
        if bits is None:
            continue
        for a in al:
            w = a.strip().lower()
            if w == str(q).strip().lower() or QUANT_BITS.get(w) != bits:
                continue  # the setting's own value has its phrases already; another width is another arm's
            for h in _QUANT_HEADS:
                by.setdefault(f"{w} {h}", set()).add(n)
    return by


def _quant_phrases(q: str) -> list[str]:
    base = [q, f"{q} quantized", f"{q}-quantized"]
    bits = QUANT_BITS.get(q)
    if bits is not None:
        base += [f"{bits} bit {q}"]  # "the 8-bit FP8 checkpoint"
    out = [f"{b} {h}" for b in base for h in _QUANT_HEADS]
    if q not in FULL_PRECISION:
        out += [f"quantized to {q}", f"{q} quantization enabled", f"the model quantized to {q}",
                f"weights quantized to {q}", f"{q} enabled"]
    if bits is not None:
        out += [f"{bits} bit", f"{bits} bit {q}"] + [f"{bits} bit {h}" for h in _QUANT_HEADS + (
            "quantization", "quantized model", "quantized weights")]
    return out


_QUANTIZED = ("quantized model", "quantized checkpoint", "quantized weights", "quantized variant", "quantized version",
              "quantized build", "quantized run", "quantized deployment", "quantized setup", "quantized configuration")
_UNQUANTIZED = tuple(f"{a} {h}" for a in ("unquantized", "non quantized", "full precision")
                     for h in ("model", "checkpoint", "weights", "variant", "version", "baseline", "run", "build",
                               "deployment", "setup", "configuration"))


_TP_ON = ("tensor parallelism", "tensor parallel")
_TP_OFF = ("without tensor parallelism", "no tensor parallelism", "without tensor parallel")


_BATCHED = tuple(f"batched {h}" for h in ("inference", "decoding", "generation", "serving", "run", "runs", "mode",
                                            "execution", "setup", "configuration", "processing"))
_UNBATCHED = tuple(f"{a} {h}" for a in ("unbatched", "non batched") for h in (
    "inference", "decoding", "generation", "serving", "run", "runs", "mode", "execution", "setup", "configuration",
    "processing"))


#: the ordinal of the one GPU added to reach a count ("adding a second GPU": from one to two)
_ORDINALS = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth"}


def _more_phrases(key: str, diff: int, to: int | None = None) -> list[str]:
    """"Adding seven more slots", "with 7 more slots", "7 additional slots": the arm with ``diff`` more of ``key``;
    the action in the past with its subject ("when we added 7 more slots"); for one more GPU, to ``to`` GPUs, "adding a
    second GPU", "when we added another GPU", "with a second GPU" (the ordinal of ``to``)."""
    noun = {"parallel_slots": ("slots", "parallel slots", "server slots"), "tensor_parallel_size": ("gpus",),
            "threads": ("threads", "cpu threads")}.get(key, ())
    out = []
    for num in _numbers(diff):
        for nn in noun:
            if diff == 1:
                nn = nn[:-1]
            out += [f"adding {num} more {nn}", f"adding {num} additional {nn}", f"{num} more {nn}", f"adding {num} {nn}",
                    f"{num} additional {nn}", f"after adding {num} more {nn}"]
            out += [f"{who} added {num} {x} {nn}" for who in ("we", "i") for x in ("more", "additional")]
        if key == "tensor_parallel_size" and diff == 1:
            out += [f"adding {num} more gpu", f"{num} more gpu"]
            out += [f"{who} added {num} more gpu" for who in ("we", "i")]
    if key == "tensor_parallel_size" and diff == 1 and to in _ORDINALS:
        for what in (f"a {_ORDINALS[to]} gpu", "another gpu"):
            out += [f"adding {what}", f"after adding {what}", f"with {what}", f"we added {what}", f"i added {what}"]
    return out


def config_phrases(arm_settings: dict[str, dict], names: list[str]) -> dict[str, set[str]]:
    """{phrase: the arms that give it} for the families above, each under its guard (every arm declares the setting;
    GPU counts only where no arm declares a pipeline / data / expert parallel size above 1; "the quantized model"
    only where exactly one arm is quantized and every other runs full precision; "adding N more" only between
    exactly two arms). The caller keeps the phrases that name exactly one arm."""
    by: dict[str, set[str]] = {}
    if len(names) < 2:
        return by

    def add(name: str, phrases: list[str]) -> None:
        for p in phrases:
            by.setdefault(p, set()).add(name)

    sts = {n: (arm_settings.get(n) or {}) for n in names}

    def only(keys: tuple[str, ...]) -> bool:
        """Two arms that differ in nothing they declare but ``keys`` (an action names a cause only then)."""
        if len(names) != 2:
            return False
        a, b = (sts[n] for n in names)
        return all(a.get(k) == b.get(k) for k in set(a) | set(b) if k not in keys and k not in _NOT_SETTINGS)

    for key in _COUNT_KEYS:
        vals = {n: _count(sts[n], key) for n in names}
        if any(v is None for v in vals.values()) or len(set(vals.values())) < 2:
            continue  # an arm that declares none might run the same value; one shared value names no arm
        for n, v in vals.items():
            if key == "parallel_slots":
                add(n, _slot_phrases(v))
            elif key == "tensor_parallel_size":
                add(n, _tp_phrases(v))
                if not any(isinstance(st.get(k), (int, float)) and not isinstance(st.get(k), bool) and st[k] > 1
                           for st in sts.values() for k in _GPU_MULTIPLIERS):
                    add(n, _gpu_phrases(v))
                    if only(_COUNT_KEYS[key]):
                        add(n, _gpu_actions(v))
            elif key == "threads":
                add(n, _thread_phrases(v))
            elif key == "concurrency":
                add(n, _concurrency_phrases(v))
            elif key == "batch_size":
                add(n, _batch_phrases(v))
        if only(_COUNT_KEYS[key]):
            (a, va), (b, vb) = sorted(vals.items(), key=lambda x: x[1])
            if va > 0 and vb > va:
                add(b, _more_phrases(key, vb - va, vb))
    tps = {n: _count(sts[n], "tensor_parallel_size") for n in names}
    if all(v is not None for v in tps.values()):
        # "Tensor parallelism lifts throughput ...", "the tensor-parallel setup", "without tensor parallelism": the one
        # arm sharded (TP above 1) beside the one arm that runs TP 1, and only where the two differ in nothing else
        # they declare (the technique's name is a cause: "Tensor parallelism triples throughput" on arms that differ
        # in TP and quantization at once names no one cause); where no arm or two arms are sharded it names none
        sharded = [n for n, v in tps.items() if v > 1]
        if len(sharded) == 1 and only(_COUNT_KEYS["tensor_parallel_size"]) \
                and all(v == 1 for n, v in tps.items() if n != sharded[0]):
            add(sharded[0], list(_TP_ON) + _heads(["tensor parallel"]))
            for n in names:
                if n != sharded[0]:
                    add(n, list(_TP_OFF))
    bss = {n: _count(sts[n], "batch_size") for n in names}
    if len(names) == 2 and all(v is not None for v in bss.values()) and only(_COUNT_KEYS["batch_size"]):
        # "Batched inference (b8) delivers ...", "the unbatched run": the one arm that batches (batch size above 1)
        # beside the one arm at batch size 1, where the two differ in nothing else they declare
        (a, va), (b, vb) = sorted(bss.items(), key=lambda x: x[1])
        if va == 1 and vb > 1:
            add(b, list(_BATCHED))
            add(a, list(_UNBATCHED))
    qs = {n: sts[n].get("quantization") for n in names}
    if all(isinstance(v, str) and v.strip() for v in qs.values()):
        low = {n: v.strip().lower() for n, v in qs.items()}
        if len(set(low.values())) >= 2:
            for n, q in low.items():
                add(n, _quant_phrases(q))
                if only(("quantization",)):
                    add(n, _quant_actions(q))
            quantized = [n for n, q in low.items() if q not in FULL_PRECISION]
            full = [n for n, q in low.items() if q in FULL_PRECISION]
            if len(quantized) == 1 and len(full) == len(names) - 1:
                add(quantized[0], list(_QUANTIZED))
            if len(full) == 1 and len(quantized) == len(names) - 1:
                add(full[0], list(_UNQUANTIZED))
    return by


def paren_labels(text: str, toks: list) -> list:
    """Production: arm_by_config -- a description of an arm and the arm's own label in parentheses ("the sequential
    baseline (c1)", "Four-way TP (tp4)", "the 8-slot setup (s8)"), or two phrases of one arm side by side ("sequential"
    "baseline"): one mention of that arm, where every part names exactly that one arm. A label that names another arm
    than the words right before it ("c1 (c16)") is never read: not a second mention of either arm (not-yet)."""
    if sum(1 for t in toks if t.kind == "arm") < 2:
        return toks
    out: list = []
    k = 0
    while k < len(toks):
        t = toks[k]
        if t.kind == "arm" and len(t.arms) == 1:
            e = k
            while e + 1 < len(toks) and toks[e + 1].kind == "arm" and toks[e + 1].arms == t.arms:
                e += 1
            if e + 3 < len(toks) and toks[e + 1].text == "(" and toks[e + 2].kind == "arm" and toks[e + 3].text == ")":
                if toks[e + 2].arms == t.arms:
                    e += 3
                else:
                    # "c1 (c16)": a label naming another arm than the words before it -- which arm is meant is not
                    # known, so the label is never read (it is not taken as a second mention of either arm)
                    x = toks[e + 2]
                    toks = list(toks)
                    toks[e + 2] = type(x)(x.i, x.start, x.end, x.text, x.text.lower(), "foreign")
            if e > k:
                last = toks[e]
                out.append(type(t)(0, t.start, last.end, text[t.start:last.end], t.low, "arm", arms=t.arms))
                k = e + 1
                continue
        out.append(t)
        k += 1
    for n, t in enumerate(out):
        t.i = n
    return out


# --- counts an arm is named by, for the words that leave the count's noun out --------------------------------------

def config_counts(arm_settings: dict[str, dict] | None, names: list[str]) -> dict[str, dict[str, int]]:
    """{key: {arm: value}} of the counts every arm declares with at least two values (``gpus``: the tensor-parallel
    size, only where no arm declares a pipeline / data / expert parallel size above 1)."""
    out: dict[str, dict[str, int]] = {}
    if not arm_settings or len(names) < 2:
        return out
    sts = {n: (arm_settings.get(n) or {}) for n in names}
    for key in _COUNT_KEYS:
        vals = {n: _count(sts[n], key) for n in names}
        if any(v is None for v in vals.values()) or len(set(vals.values())) < 2:
            continue
        out[key] = vals  # type: ignore[assignment]
    if "tensor_parallel_size" in out and not any(
            isinstance(st.get(k), (int, float)) and not isinstance(st.get(k), bool) and st[k] > 1
            for st in sts.values() for k in _GPU_MULTIPLIERS):
        out["gpus"] = dict(out["tensor_parallel_size"])
    return out


def value_words(key: str, value) -> list[str]:
    """The configuration phrases of one count (``key = value``) that an arm token may be (a transition's value: "from
    one GPU to four GPUs", "going from a single slot to eight")."""
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        return []
    if key == "parallel_slots":
        return _slot_phrases(value)
    if key == "tensor_parallel_size":
        return _tp_phrases(value)
    if key == "gpus":
        return _gpu_phrases(value)
    if key == "threads":
        return _thread_phrases(value)
    if key == "concurrency":
        return _concurrency_phrases(value)
    if key == "batch_size":
        return _batch_phrases(value)
    return []


_WORD_NUM = {**{w: v for w, v in NUMBER_WORDS.items()}, "single": 1}
_CLAUSE_END = frozenset({".", ";", ",", "!", "?", ":", ")", "and", "while", "but", "whereas"})
_NOT_AFTER = frozenset({"x", "×", "%", "percent", "times", "fold", "ms", "s", "sec", "req", "tok", "tokens", "requests",
                        "seconds", "milliseconds", "rps", "qps", "more", "less", "fewer"})
_PREPS = frozenset({"on", "with", "at", "across", "using", "over"})


def _numbers_in(low: str) -> set[int]:
    out = {int(m) for m in re.findall(r"\d+", low)}
    out |= {_WORD_NUM[w] for w in low.split() if w in _WORD_NUM}
    return out


def _named_key(tok, counts: dict[str, dict[str, int]]) -> str | None:
    """The one count key whose value for the token's arm is a number written in the token ("8 slots" -> parallel_slots,
    "four GPUs" -> gpus / tensor_parallel_size), else None."""
    if tok.kind != "arm" or len(tok.arms) != 1:
        return None
    nums = _numbers_in(tok.low)
    keys = [k for k, by in counts.items() if by.get(tok.arms[0]) in nums and (
        k != "tensor_parallel_size" or "gpus" not in counts or "gpu" not in tok.low)]
    if "gpus" in keys and "tensor_parallel_size" in keys:
        keys.remove("gpus" if "gpu" not in tok.low else "tensor_parallel_size")
    return keys[0] if len(keys) == 1 else None


def _num_value(tok) -> int | None:
    if tok.kind == "num" and tok.value is not None and tok.value == int(tok.value) and not tok.decimals:
        return int(tok.value)
    if tok.kind == "word" and tok.low in NUMBER_WORDS:
        return NUMBER_WORDS[tok.low]
    return None


def config_refs(text: str, toks: list, counts: dict[str, dict[str, int]], *, late: bool = False) -> list:
    """Production: arm_by_config -- the words around a configuration phrase that name an arm with it:

    * a bare count with the noun left out, after "instead of", after "of" closing a clause, or closing a clause after
      the preposition the named arm took ("Running 8 slots instead of 1", "four times the throughput of one", "100 ms
      on four GPUs versus 400 ms on one"): the arm that declares that count of the same setting, where exactly one
      does (else the number stays as written). Never after "than" / "vs": there a bare number may be a value whose
      unit is left out ("4 req/s at 8 slots vs 1");
    * a subject noun with its arm ("the server with 8 slots", "the deployment on four GPUs"): one mention;
    * a gerund that leads a sentence right before an arm ("Using four GPUs lowers ...", "Deploying the FP8 checkpoint
      ..."): part of that mention (vocabulary.CONFIG_LEAD_GERUNDS; never after another word: "Not using ..." stays);
    * a command-line flag and its count ("--parallel 8", "--tensor-parallel-size 4", "-t 8"; CONFIG_FLAGS): the arm
      that declares that count, where exactly one does; dashes glued to an arm phrase ("-np 8") are part of it."""
    if late:
        return _leads(text, toks)
    if counts and any(t.text == "-" for t in toks):
        toks = _flags(text, toks, counts)
    if not counts or not any(t.kind == "arm" for t in toks):
        return toks
    toks = list(toks)
    Tok = type(toks[0])
    if counts:
        for k, t in enumerate(toks):
            key = _named_key(t, counts)
            if key is None:
                continue
            prep = toks[k - 1].low if k > 0 and toks[k - 1].low in _PREPS else None
            for j in range(k + 1, len(toks)):
                if toks[j].text in (".", ";", "!", "?"):
                    break
                x = toks[j]
                n = _num_value(x)
                if n is None:
                    continue
                nxt = toks[j + 1] if j + 1 < len(toks) else None
                after_instead = j >= 2 and toks[j - 1].low == "of" and (toks[j - 2].low == "instead" or (
                    nxt is None or nxt.text in (".", ";", "!", "?", ",")))  # "... the throughput of one."
                after_prep = prep is not None and toks[j - 1].low == prep and (nxt is None or nxt.low in _CLAUSE_END
                                                                               or nxt.text in _CLAUSE_END)
                if not (after_instead or after_prep):
                    continue
                if nxt is not None and (nxt.low in _NOT_AFTER or nxt.kind == "num"):
                    continue
                hit = [a for a, v in counts[key].items() if v == n]
                if len(hit) == 1 and hit[0] != t.arms[0]:
                    toks[j] = Tok(x.i, x.start, x.end, x.text, x.text.lower(), "arm", arms=(hit[0],))
    for n, t in enumerate(toks):
        t.i = n
    return toks


def _leads(text: str, toks: list) -> list:
    """The subject noun before an arm ("the server with 8 slots") and the gerund leading a sentence before an arm
    ("Using four GPUs ..."), run after the ellipsis passes (which read "using <phrase>, ... without it" themselves)."""
    if not any(t.kind == "arm" for t in toks):
        return toks
    Tok = type(toks[0])
    out: list = []
    k = 0
    while k < len(toks):
        t = toks[k]
        # "the server with 8 slots": a subject noun, a preposition, the arm
        if t.kind == "word" and t.low in CONFIG_SUBJECT_NOUNS and k + 2 < len(toks) \
                and toks[k + 1].low in ("with", "using", "on", "at", "running") and toks[k + 2].kind == "arm" \
                and len(toks[k + 2].arms) == 1:
            a = toks[k + 2]
            out.append(Tok(0, t.start, a.end, text[t.start:a.end], a.low, "arm", arms=a.arms))
            k += 3
            continue
        # "Using four GPUs ...": a gerund that leads the sentence, right before the arm ("the" / "a" between)
        start = not out or out[-1].text in (".", ";", ":", "!", "?")
        if start and t.kind == "word" and t.low in CONFIG_LEAD_GERUNDS:
            j = k + 1
            while j < len(toks) and toks[j].low in ("the", "a", "an", "on", "to"):
                j += 1
            if j < len(toks) and toks[j].kind != "arm":
                # "Running the model in FP8 ...", "Serving it with EAGLE ...": a generic object of the gerund (never a
                # model's name: that is a fact of its own), then an arm phrase that opens with its preposition
                o = _gerund_object(toks, k + 1)
                g = k + 1 + o
                if o and g < len(toks) and toks[g].kind == "arm" and len(toks[g].arms) == 1 \
                        and toks[g].text.lower().split()[0] in _OBJECT_THEN_PREPS:
                    j = g
            if j < len(toks) and toks[j].kind == "arm" and len(toks[j].arms) == 1:
                a = toks[j]
                out.append(Tok(0, t.start, a.end, text[t.start:a.end], a.low, "arm", arms=a.arms))
                k = j + 1
                continue
        out.append(t)
        k += 1
    for n, t in enumerate(out):
        t.i = n
    return out


#: the generic objects a leading config gerund may take before an arm phrase that opens with a preposition
#: ("Running the model in FP8", "Serving it with EAGLE-3"): words that name no model, engine or setting
_GERUND_OBJECTS = (("the", "same", "model"), ("the", "model"), ("the", "weights"), ("the", "checkpoint"),
                   ("the", "llm"), ("the", "server"), ("inference",), ("it",), ("them",))
_OBJECT_THEN_PREPS = frozenset({"in", "with", "at", "on", "under", "using", "via"})


def _gerund_object(toks: list, k: int) -> int:
    """The length of a generic gerund object at ``k`` (0 if none)."""
    for ws in _GERUND_OBJECTS:
        if tuple(x.low for x in toks[k:k + len(ws)]) == ws and all(x.kind == "word" for x in toks[k:k + len(ws)]):
            return len(ws)
    return 0


def _flags(text: str, toks: list, counts: dict[str, dict[str, int]]) -> list:
    """"--parallel 8", "-np 1", "--tensor-parallel-size 4": a flag (one or two dashes glued to it, vocabulary.CONFIG_FLAGS)
    and a whole number is the one arm that declares that count of the flag's setting; dashes glued to the front of an
    arm phrase are part of it. A count no arm (or two arms) declares leaves the words as written."""
    Tok = type(toks[0])
    out: list = []
    k = 0
    while k < len(toks):
        t = toks[k]
        glued = t.text == "-" and (k == 0 or toks[k - 1].end < t.start)
        if glued:
            d = k + 1 if k + 1 < len(toks) and toks[k + 1].text == "-" and toks[k + 1].start == t.end else k
            q = d + 1
            if q < len(toks) and toks[q].start == toks[d].end:
                if toks[q].kind == "arm":  # "-np 8": the dashes are the arm phrase's own
                    a = toks[q]
                    out.append(Tok(0, t.start, a.end, text[t.start:a.end], a.low, "arm", arms=a.arms))
                    k = q + 1
                    continue
                for words, key in CONFIG_FLAGS:
                    e = q + len(words)
                    if e < len(toks) and tuple(x.low for x in toks[q:e]) == words and key in counts:
                        n = _num_value(toks[e])
                        hit = [a for a, v in counts[key].items() if v == n] if n is not None else []
                        if len(hit) == 1:
                            out.append(Tok(0, t.start, toks[e].end, text[t.start:toks[e].end],
                                           " ".join(x.low or x.text for x in toks[q:e + 1]), "arm", arms=(hit[0],)))
                            k = e + 1
                            break
                else:
                    out.append(t)
                    k += 1
                continue
        out.append(t)
        k += 1
    for n, t in enumerate(out):
        t.i = n
    return out
