"""Arms named by their configuration (grammar production arm_by_config -- claimcheck/claims/grammar.lark).

Reviewers name an arm by the value of a setting it declares, in more shapes than ``vocabulary.setting_phrases``
lists: a count as a noun modifier ("the 8-slot setup", "a 2-GPU deployment", "the single-slot server"), the GPUs a
tensor-parallel arm shards over ("on a single GPU", "across four GPUs"), a checkpoint noun ("the FP8 checkpoint",
"the 8-bit weights", "the quantized model"), a sequential baseline ("the sequential run" at concurrency 1) and the
action that moves from one arm to the other ("Quantizing the weights to FP8", "Sharding the model across 4 GPUs",
"Adding seven more slots").

``config_phrases(arm_settings)`` gives {phrase: the arms it names}; ``grammar.arm_phrases`` makes a phrase an alias
of its arm ONLY where exactly one arm gives it: a phrase several arms give (or none) is never added, so its words
stay unread (not-yet), never an ambiguous or a wrong arm. Each family has its own guard, below; all of them need
every arm to declare the setting (an arm that declares none might run the same value).
"""

from __future__ import annotations

from claimcheck.claims.vocabulary import CONCURRENT_PHRASES, CONFIG_HEADS, FULL_PRECISION, QUANT_BITS, SEQUENTIAL_PHRASES, _numbers

#: the setting keys a witness may record a count under (the first is the declared key)
_COUNT_KEYS = {"parallel_slots": ("parallel_slots", "n_parallel"), "tensor_parallel_size": ("tensor_parallel_size",),
               "concurrency": ("concurrency", "max_concurrency"), "threads": ("threads", "n_threads")}
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
        out += base + _heads(base) + [f"tensor parallelism of {num}", f"tensor parallel degree {num}",
                                      f"tp degree {num}", f"tp size {num}", f"tp size of {num}",
                                      f"a tensor parallel size of {num}", f"tp degree of {num}"]
    return out


def _gpu_phrases(n: int) -> list[str]:
    out = []
    for num in _numbers(n):
        out += [f"{num} gpu", f"{num} gpus"] + _heads([f"{num} gpu"]) + [
            f"sharding the model across {num} gpus", f"sharding across {num} gpus", f"sharded across {num} gpus",
            f"sharding the model over {num} gpus", f"splitting the model across {num} gpus",
            f"the model sharded across {num} gpus", f"{num} gpus with tensor parallelism"]
    if n == 1:
        out += ["a single gpu", "single gpu", "one gpu", "1 gpu"] + _heads(["single gpu", "one gpu"])
    return out


def _thread_phrases(n: int) -> list[str]:
    return [p for num in _numbers(n) for p in [f"{num} thread"] + _heads([f"{num} thread"])]


def _quant_phrases(q: str) -> list[str]:
    base = [q, f"{q} quantized"]
    out = [f"{b} {h}" for b in base for h in ("checkpoint", "checkpoints", "variant", "version", "precision",
                                              "inference", "serving", "weights", "model weights", "model", "engine",
                                              "deployment", "run", "build", "setup", "configuration", "config")]
    if q not in FULL_PRECISION:
        out += [f"quantizing the weights to {q}", f"quantizing the model to {q}", f"quantizing to {q}",
                f"quantized to {q}", f"quantizing weights to {q}", f"{q} quantization enabled",
                f"enabling {q} quantization", f"enabling {q}", f"switching to {q}", f"moving to {q}",
                f"going to {q}", f"the model quantized to {q}", f"weights quantized to {q}"]
    bits = QUANT_BITS.get(q)
    if bits is not None:
        out += [f"{bits} bit"] + [f"{bits} bit {h}" for h in ("model", "weights", "checkpoint", "quantization",
                                                               "inference", "precision", "variant", "version",
                                                               "quantized model", "quantized weights", "build")]
    return out


_QUANTIZED = ("quantized model", "quantized checkpoint", "quantized weights", "quantized variant", "quantized version",
              "quantized build", "quantized run", "quantized deployment", "quantized setup", "quantized configuration")
_UNQUANTIZED = tuple(f"{a} {h}" for a in ("unquantized", "non quantized", "full precision")
                     for h in ("model", "checkpoint", "weights", "variant", "version", "baseline", "run", "build",
                               "deployment", "setup", "configuration"))


def _more_phrases(key: str, diff: int) -> list[str]:
    """"Adding seven more slots", "with 7 more slots", "7 additional slots": the arm with ``diff`` more of ``key``."""
    noun = {"parallel_slots": ("slots", "parallel slots", "server slots"), "tensor_parallel_size": ("gpus",),
            "threads": ("threads", "cpu threads")}.get(key, ())
    out = []
    for num in _numbers(diff):
        for nn in noun:
            if diff == 1:
                nn = nn[:-1]
            out += [f"adding {num} more {nn}", f"adding {num} additional {nn}", f"{num} more {nn}",
                    f"{num} additional {nn}", f"after adding {num} more {nn}"]
        if key == "tensor_parallel_size" and diff == 1:
            out += [f"adding {num} more gpu", f"{num} more gpu", f"adding a second gpu"]
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
            elif key == "threads":
                add(n, _thread_phrases(v))
            elif key == "concurrency" and v == 1:
                add(n, list(SEQUENTIAL_PHRASES))
        if len(names) == 2:
            (a, va), (b, vb) = sorted(vals.items(), key=lambda x: x[1])
            if va > 0 and vb > va:
                add(b, _more_phrases(key, vb - va))
    qs = {n: sts[n].get("quantization") for n in names}
    if all(isinstance(v, str) and v.strip() for v in qs.values()):
        low = {n: v.strip().lower() for n, v in qs.items()}
        if len(set(low.values())) >= 2:
            for n, q in low.items():
                add(n, _quant_phrases(q))
            quantized = [n for n, q in low.items() if q not in FULL_PRECISION]
            full = [n for n, q in low.items() if q in FULL_PRECISION]
            if len(quantized) == 1 and len(full) == len(names) - 1:
                add(quantized[0], list(_QUANTIZED))
            if len(full) == 1 and len(quantized) == len(names) - 1:
                add(full[0], list(_UNQUANTIZED))
    for p, ns in _concurrent_phrases(sts, names).items():
        for n in ns:
            add(n, [p])
    return by


def _concurrent_phrases(sts: dict[str, dict], names: list[str]) -> dict[str, set[str]]:
    """"the concurrent run" / "the concurrent arm": of exactly two arms, one at concurrency 1 and one above it, the one
    above (the sequential one is named by ``SEQUENTIAL_PHRASES``)."""
    if len(names) != 2:
        return {}
    vals = {n: _count(sts[n], "concurrency") for n in names}
    if any(v is None for v in vals.values()) or sorted(vals.values())[0] != 1 or sorted(vals.values())[1] <= 1:
        return {}
    hi = max(names, key=lambda n: vals[n])
    return {p: {hi} for p in CONCURRENT_PHRASES}


def paren_labels(text: str, toks: list) -> list:
    """Production: arm_by_config -- a description of an arm and the arm's own label in parentheses ("the sequential
    baseline (c1)", "Four-way TP (tp4)", "the 8-slot setup (s8)"): one mention of that arm, where both name exactly
    that one arm. A label that names another arm than its description leaves both as written (two mentions: the
    clause is then not read as one arm)."""
    if not any(t.kind == "punct" and t.text == "(" for t in toks):
        return toks
    out: list = []
    k = 0
    while k < len(toks):
        t = toks[k]
        if t.kind == "arm" and len(t.arms) == 1 and k + 3 < len(toks) \
                and toks[k + 1].text == "(" and toks[k + 2].kind == "arm" and toks[k + 2].arms == t.arms \
                and toks[k + 3].text == ")":
            e = toks[k + 3]
            out.append(type(t)(0, t.start, e.end, text[t.start:e.end], t.low, "arm", arms=t.arms))
            k += 4
            continue
        out.append(t)
        k += 1
    for n, t in enumerate(out):
        t.i = n
    return out
