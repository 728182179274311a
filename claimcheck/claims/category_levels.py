"""Two treatments of a one-factor experiment compared with each other (Q1).

A witness of three engines (or models, quantizations, versions, GPUs, routers: a category) runs
each arm on the same prompts, output cap, hardware and model, and declares one arm its baseline.
A statement may compare two of the other arms ("TensorRT-LLM is 1.2x faster than SGLang" where
vLLM is the declared baseline; "vLLM ... 3.5x higher throughput than TGI" beside "24x ... compared
to HF"). Such a pair answers Q1 when it is two *levels of the declared treatment dimension*:

1. the two arms differ in exactly one declared factor, and it is a category (its values are not
   numbers: a sweep along a number has its own rule in ``checks``);
2. the declared baseline differs from each of the two in that factor alone, with a third value
   (three levels of one dimension; a second arm at the baseline's own level is a stand-in for it
   and still fails);
3. the comparator is not a weaker stand-in for the declared baseline: either the statement also
   compares its subject with the declared baseline (the gain over the real alternative is in
   plain view), or, re-derived from the rows, the comparator is at least as good as the declared
   baseline in every metric the pair is compared in (so the stated gain is never larger than the
   gain over the declared baseline would be);
4. like for like (same tasks and prompt tokens, output cap, output tokens unless per output
   token, no failed request): checked for the pair by ``checks.RealBaseline`` afterwards, as for
   every pair.

``checks._own_baseline`` calls ``levels`` where it would otherwise refuse the pair because the
declared baseline is the alternative on the pair's factor.

A witness whose arms declare no factor at all (the same workers, model, hardware, engine and output cap for every
arm, declared once) but whose arm names are each one quantization level ("bf16", "fp8", "awq-int4"; aliases "BF16
weights", "AWQ int4") names its treatment dimension in the arm names (``named_levels``): the three arms are three
levels of the quantization, and the rule above applies to them as to declared ones.
"""

from __future__ import annotations

import re

from claimcheck.claims.statistics import measure
from claimcheck.claims.vocabulary import CHECKPOINT_WORDS, DISTRIBUTIONS, FULL_PRECISION, HIGHER_IS_BETTER, QUANT_BITS

#: the statistics a per-request metric compared with no statistic is judged under (both must hold)
_PLAIN = ("mean", "median")


def _number(v: str | None) -> bool:
    try:
        float(v)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return False
    return True


def is_category(values) -> bool:
    """A factor whose values are not all numbers (engine, model, quantization, a router's name)."""
    return not all(_number(v) for v in values)


def base_model(model_id: str | None) -> tuple[str, ...]:
    """The words of a model id without its organisation and its quantization or checkpoint-format words:
    "TheBloke/Llama-2-13B-chat-AWQ" and "meta-llama/Llama-2-13b-chat-hf" are both ("llama", "2", "13b", "chat")."""
    if not model_id:
        return ()
    name = model_id.lower().rsplit("/", 1)[-1]
    drop = set(QUANT_BITS) | FULL_PRECISION | CHECKPOINT_WORDS
    return tuple(w for w in re.split(r"[-_.\s]+", name) if w and w not in drop)


def quantized_checkpoints(d: dict) -> dict:
    """``d`` (declared factor -> (a's, b's)) with ``model`` and ``quantization`` made one factor, ``quantization``,
    where both arms declare both, the quantizations differ and the two model ids are checkpoints of one model (the same
    ``base_model``): a quantized checkpoint has its own model id ("TheBloke/Llama-2-13B-chat-AWQ" of
    "meta-llama/Llama-2-13b-chat-hf"), so an AWQ arm differs from the FP16 one in its model id only by being the
    quantization. Two different models (a Mistral AWQ against a Llama FP16) stay two factors."""
    if "model" not in d or "quantization" not in d:
        return d
    (ma, mb), (qa, qb) = d["model"], d["quantization"]
    if None in (ma, mb, qa, qb) or qa == qb or not base_model(ma) or base_model(ma) != base_model(mb):
        return d
    out = {k: v for k, v in d.items() if k not in ("model", "quantization")}
    out["quantization"] = (f"{qa} ({ma})", f"{qb} ({mb})")
    return out


def _quant_words(text: str) -> frozenset[str]:
    words = set(re.split(r"[-_.\s/()]+", str(text).lower()))
    return frozenset(w for w in words if w in QUANT_BITS or w in FULL_PRECISION) - _NOT_LEVELS


#: full-precision words that name no level of their own ("none" / "auto": the engine's default dtype)
_NOT_LEVELS = frozenset({"none", "auto"})


def named_levels(ev, arm_factors) -> dict[str, str] | None:
    """{arm: its quantization level} where every arm of a witness of three or more is named as one quantization
    level and declares no factor of its own: its name and each alias that names quantization words name the same
    ones ("awq-int4" and "AWQ int4": awq int4), no two arms the same level; None otherwise (an arm with no such
    name, or with a declared setting, model, engine, hardware or quantization of its own: the declared factors
    decide then). ``arm_factors``: an arm's declared factors (``checks.arm_factors``)."""
    arms = ev.arms
    if len(arms) < 3:
        return None
    out: dict[str, str] = {}
    for name, arm in arms.items():
        if set(arm_factors(arm)) - {"workers"}:
            return None
        level = _quant_words(name)
        if not level:
            return None
        for alias in (getattr(arm, "decl", None) or {}).get("aliases") or ():
            words = _quant_words(alias)
            if words and words != level:
                return None
        out[name] = " ".join(sorted(level))
    if len(set(out.values())) != len(out) or len({arm_factors(a).get("workers") for a in arms.values()}) != 1:
        return None
    return out


def _as_good(ev, metric: str, statistic: str | None, comparator: str, base: str) -> str | None:
    """None when ``comparator`` is at least as good as ``base`` in ``metric`` (re-derived), else why not."""
    hb = HIGHER_IS_BETTER.get(metric)
    if hb is None:
        return f"{metric} has no better direction, so {comparator} cannot be shown to be no weaker than {base}"
    stats = (statistic,) if statistic is not None or metric not in DISTRIBUTIONS else _PLAIN
    for st in stats:
        c, b = measure(ev, metric, st, comparator), measure(ev, metric, st, base)
        cv, bv = getattr(c, "value", None), getattr(b, "value", None)
        if cv is None or bv is None:
            return f"{metric} of {comparator} and {base} cannot both be re-derived"
        if (cv < bv) if hb else (cv > bv):
            name = f"{st} {metric}" if st else metric
            return f"{comparator} is weaker than the declared baseline {base} in {name} ({cv:.6g} vs {bv:.6g})"
    return None


def levels(ev, t: str, bl: str, f: str, d: dict, db: dict, pairs, stats) -> tuple[bool, str]:
    """``t`` vs ``bl`` (neither the declared baseline ``ev.baseline``), where the three arms are
    three levels of the one category ``f`` and differ in nothing else declared (the caller checked
    that): legitimate unless ``bl`` may be a weaker stand-in for the declared baseline. ``d``,
    ``db``: the declared factors in which (t, bl) and (t, baseline) differ; ``pairs``: every
    (treatment, baseline) the statement compares; ``stats``: the (metric, statistic) pairs
    compared in (t, bl)."""
    base = ev.baseline
    head = f"the statement compares {t} vs {bl}; neither is the witness's baseline arm {base}"
    if (t, base) in pairs or (base, t) in pairs:
        why = f"the statement also compares {t} with the declared baseline {base}"
    else:
        problems = [p for p in (_as_good(ev, m, s, bl, base) for m, s in sorted(stats, key=str)) if p]
        if not stats:
            problems = [f"no metric was read, so {bl} cannot be shown to be no weaker than {base}"]
        if problems:
            return False, (f"{head}; {problems[0]}: a weaker arm than the declared baseline is a strawman "
                           f"unless the statement compares {t} with {base} too")
        why = f"{bl} is at least as good as the declared baseline {base} in what is compared"
    vals = ", ".join(f"{n} {v}" for n, v in ((t, d[f][0]), (bl, d[f][1]), (base, db[f][1])))
    return True, (f"{t} vs {bl}: two levels of the treatment dimension {f} ({vals}; the arms differ in nothing "
                  f"else declared), {why}")
