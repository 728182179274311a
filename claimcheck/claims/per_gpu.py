"""A rate per GPU (production per_gpu_rate -- claimcheck/claims/grammar.lark; docs/claim-check.md).

"1,200 tok/s per GPU on 2 GPUs", "6,091 tok/s/GPU", "SGLang serves 20 req/s per GPU": a rate value followed by "per
GPU" / "/GPU" is the arm's rate divided by the number of GPUs that ran it (metric ``<rate>_per_gpu``:
``throughput_per_gpu``, ``token_throughput_per_gpu``, ``total_token_throughput_per_gpu``). The count is the one the
witness itself records, never a guess:

* a GPU count the arm declares (``settings.gpu_count`` / ``num_gpus`` ..., statistics.GPU_COUNT_KEYS) or the witness
  records outside its arms (statistics.declared_gpu_count: keys that disagree declare none): that count, exactly --
  the rate / count agrees or is contradicted;
* else the count in its hardware string ("2 x NVIDIA H100"): the machine's GPUs, of which a run may have used fewer
  (at least its tensor x pipeline x data parallelism, when it declares one). The value agrees as the rate / that count,
  and is contradicted only where it is contradicted as the rate / k for every count k the run may have used;
* no count recorded: not re-derivable (``not-yet``).

A token rate in a bare unit ("tok/s per GPU") keeps its two meanings (output tokens, or prompt + output tokens: the
false bar's rule 5): contradicted only where both are.
"""

from __future__ import annotations

from claimcheck.claims.statistics import (GPU_COUNT_KEYS, Measurement, Unavailable, arm_gpu_use, declared_gpu_count,
                                          hardware_gpu_count, recorded_gpu_counts)
from claimcheck.claims.statistics import number as _number

SUFFIX = "_per_gpu"
#: the rate metrics a per-GPU value is read of (vocabulary.PER_GPU_TAILS says where)
OF_METRIC = {"throughput": "throughput" + SUFFIX, "token_throughput": "token_throughput" + SUFFIX,
             "total_token_throughput": "total_token_throughput" + SUFFIX}


#: the suffix of a comparison of two arms' rates per GPU (production per_gpu_comparison: "43% more output tok/s per GPU
#: than Y"): each arm's rate over the GPU count it declares -- never a count from the hardware string, which is the
#: machine's (the same for both arms: the ratio would be the plain one)
DECLARED = "@declared"


def split(metric: str) -> tuple[str, int | None, bool] | None:
    """(the rate metric, a GPU count fixed by ``@k`` or stated by the sentence ``@sk``, whether stated) of a per-GPU
    metric name, else None."""
    name, _, k = metric.partition("@")
    if not name.endswith(SUFFIX):
        return None
    stated = k.startswith("s")
    k = k[1:] if stated else k
    return name[:-len(SUFFIX)], (int(k) if k.isdigit() else None), stated


def stated_counts(assertions: list, facts: list, sentences: list[tuple[int, int]]) -> None:
    """In place: a per-GPU assertion whose sentence states one GPU count ("on 2 GPUs": a gpu_count fact) is taken
    over that count (``@sN``): the author's own total, rate = N x the value. Several counts: left as read."""
    for n, a in enumerate(assertions):
        if split(a.metric) is None or "@" in a.metric or a.span is None:
            continue
        sent = next(((x, y) for x, y in sentences if x <= a.span.start < y), None)
        if sent is None:
            continue
        said = {f.value for f in facts if f.kind == "setting" and f.key == "gpu_count" and not f.negated
                and f.source == "statement" and f.span is not None and sent[0] <= f.span.start < sent[1]}
        if len(said) == 1 and float(next(iter(said))).is_integer() and float(next(iter(said))) >= 1:
            assertions[n] = a.model_copy(update={"metric": f"{a.metric}@s{int(float(next(iter(said))))}"})


def _settings(ev, arm: str) -> dict:
    from claimcheck.claims.descriptors import recorded

    shared = {p.rsplit(".", 1)[-1].lower(): v for p, v in recorded(ev, tuple(GPU_COUNT_KEYS)).items()
              if not p.startswith("arms.")}
    decl = getattr((getattr(ev, "arms", None) or {}).get(arm), "decl", None) or {}
    shared.update({str(k).lower(): v for k, v in (decl.get("settings") or {}).items()})
    return shared


def _declared(ev, arm: str) -> tuple[int, str] | None:
    """(count, where) of a GPU count the arm declares (or the witness records for every arm)."""
    got = declared_gpu_count(_settings(ev, arm))
    return (got[0], f"{got[1]} = {got[0]}") if got else None


def counts(ev, arm: str) -> tuple[int, int, str] | None:
    """(the count the rate is divided by, the fewest GPUs the run may have used, where the count is recorded), or
    None where the witness records none."""
    got = _declared(ev, arm)
    if got is not None:
        return got[0], got[0], got[1]
    own = _own_hardware(ev, arm)
    if own is not None:
        # the arm's own hardware string ("2 x NVIDIA H100" beside a "4 x A100" arm): its machine's count, as the
        # witness's hardware string is every arm's
        n, where = hardware_gpu_count(own), f"GPU(s) in arm {arm}'s own hardware ({own})"
        if n is None:
            return None
    else:
        hw = {n for p, n in recorded_gpu_counts(ev).items() if p.startswith("hardware (")}
        if len(hw) != 1:
            return None
        n, where = next(iter(hw)), "GPU(s) in the witness's hardware"
    if n < 1:
        return None
    fewest = (arm_gpu_use(ev).get(arm) or (0, False, ""))[0]
    return n, max(1, min(fewest, n)), f"{n} {where}"


def _own_hardware(ev, arm: str) -> str | None:
    """The hardware string the arm records of its own (arms[NAME].hardware / settings.hardware), or None (then the
    witness's hardware is every arm's)."""
    arms = getattr(ev, "arms", None) or {}
    if arm not in arms or not ev.arm_hardware:
        return None
    decl = getattr(arms[arm], "decl", None) or {}
    st = decl.get("settings") if isinstance(decl.get("settings"), dict) else {}
    for h in (decl.get("hardware"), st.get("hardware")):
        if isinstance(h, str) and h.strip():
            return h
    return None


def measure(ev, metric: str, statistic: str | None, arm: str | None, base) -> Measurement | Unavailable:
    """The arm's rate (``base``: quantities.measure) divided by its GPU count (module docstring)."""
    got = split(metric)
    if got is None:
        return Unavailable(f"{metric!r} is not a per-GPU metric")
    rate, fixed, stated = got
    if arm is None:
        return Unavailable("a per-GPU rate is measured per arm: name the arm")
    m = base(ev, rate, statistic, arm)
    if isinstance(m, Unavailable):
        return m
    own = _declared(ev, arm)
    if metric.endswith(DECLARED):
        if own is None:
            return Unavailable(f"{arm} declares no GPU count (gpu_count, num_gpus ...): a comparison of rates per GPU "
                               "is not re-derivable (a count in the hardware string is the machine's)")
        return Measurement(value=m.value / own[0], per_run=[v / own[0] for v in m.per_run], n=m.n,
                           definition=f"{m.definition or rate} / {own[0]} GPU(s) ({own[1]})")
    if stated and own is not None and own[0] != fixed:
        return Unavailable(f"the sentence states {fixed} GPU(s), but {arm} declares {own[1]}")
    if stated:
        return Measurement(value=m.value / fixed, per_run=[v / fixed for v in m.per_run], n=m.n,
                           definition=f"{m.definition or rate} / {fixed} GPU(s) (the count the sentence states)")
    c = counts(ev, arm)
    if c is None:
        return Unavailable(f"the witness records no GPU count for {arm} (no gpu_count or num_gpus, no count in its "
                           "hardware string): a per-GPU rate is not re-derivable")
    k = fixed or c[0]
    return Measurement(value=m.value / k, per_run=[v / k for v in m.per_run], n=m.n,
                       definition=f"{m.definition or rate} / {k} GPU(s) ({c[2]})")


def _bare_token_other(grader, a, text: str, res, count: str):
    """A contradicted output token rate per GPU over an exact ``count`` (``@declared``, ``@s<N>``) said in a bare token
    unit: inconclusive where its other meaning, (prompt + output) tokens per second per GPU over the same count, is not
    contradicted; else ``res``."""
    other = grader._check(a.model_copy(update={"metric": f"total_token_throughput{SUFFIX}{count}"}), text)
    if other.outcome != "contradicted":
        return res.model_copy(update={"outcome": "inconclusive", "detail": (
            f"{res.detail}; as (prompt + output) tokens per second per GPU, the other meaning of a bare token "
            "unit, it is not contradicted: say 'output tok/s'")})
    return res


def check(grader, a, text: str, res, bare_token_rate: bool):
    """The false bar for a per-GPU value (module docstring): a contradiction stands only where every count the run may
    have used, and every meaning of a bare token unit, contradicts it too; else inconclusive."""
    if res.outcome != "contradicted":
        return res
    got = split(a.metric)
    if got is None:
        return res
    rate, _, stated = got
    if a.metric.endswith(DECLARED) or stated:
        # an exact count -- the declared counts (a comparison over them), or the sentence's own (its total is the value
        # x that count); a bare token unit keeps its two meanings
        if rate == "token_throughput" and bare_token_rate:
            return _bare_token_other(grader, a, text, res, "@" + a.metric.partition("@")[2])
        return res
    arms = [a.treatment] if a.treatment else list(grader.ev.arms)
    ks: set[int] = set()
    for arm in arms:
        c = counts(grader.ev, arm)
        if c is not None:
            ks |= set(range(c[1], c[0] + 1))
    rates = [rate] + (["total_token_throughput"] if rate == "token_throughput" and bare_token_rate else [])
    for r in rates:
        for k in sorted(ks) or [None]:
            name = r + SUFFIX + (f"@{k}" if k else "")
            if name == a.metric:
                continue
            other = grader._check(a.model_copy(update={"metric": name}), text)
            if other.outcome != "contradicted":
                return res.model_copy(update={"outcome": "inconclusive", "detail": (
                    f"{res.detail}; as {r} over {k} GPU(s) (a run may use fewer GPUs than its hardware lists; a bare "
                    f"token unit may count prompt tokens too) it is not contradicted: state the GPU count the arm used "
                    "and say 'output tok/s'")})
    return res


# --- a rate per die ---------------------------------------------------------------------------------------------
#: production per_die_rate -- "EP64 achieves 232.6 tokens/s/die": the arm's rate divided by the dies it ran on, a count
#: only a declaration gives (a GPU or NPU package may hold one die or two: the hardware string does not say)
DIE_SUFFIX = "_per_die"
DIE_COUNT_KEYS = ("die_count", "num_dies", "n_dies", "dies")


def die_metric(metric: str) -> str | None:
    """The per-die metric of a rate metric ("token_throughput" -> "token_throughput_per_die"), else None."""
    return metric + DIE_SUFFIX if metric in OF_METRIC else None


def _declared_dies(ev, arm: str) -> int | None:
    s = _settings_dies(ev, arm)
    for k in DIE_COUNT_KEYS:
        v = s.get(k)
        if v is not None and not isinstance(v, (bool, list, dict)):
            n = _number(v)
            if n is not None and n >= 1 and float(n).is_integer():
                return int(n)
    return None


def _settings_dies(ev, arm: str) -> dict:
    from claimcheck.claims.descriptors import recorded

    shared = {p.rsplit(".", 1)[-1].lower(): v for p, v in recorded(ev, DIE_COUNT_KEYS).items()
              if not p.startswith("arms.")}
    decl = getattr((getattr(ev, "arms", None) or {}).get(arm), "decl", None) or {}
    shared.update({str(k).lower(): v for k, v in (decl.get("settings") or {}).items()})
    return shared


def measure_per_die(ev, metric: str, statistic: str | None, arm: str | None, base) -> Measurement | Unavailable:
    """The arm's rate (``base``: quantities.measure) divided by the dies it declares; none declared: not re-derivable."""
    if not metric.endswith(DIE_SUFFIX):
        return Unavailable(f"{metric!r} is not a per-die metric")
    if arm is None:
        return Unavailable("a per-die rate is measured per arm: name the arm")
    k = _declared_dies(ev, arm)
    if k is None:
        return Unavailable(f"the witness records no die count for {arm} ({', '.join(DIE_COUNT_KEYS)}): a per-die rate "
                           "is not re-derivable")
    m = base(ev, metric[:-len(DIE_SUFFIX)], statistic, arm)
    if isinstance(m, Unavailable):
        return m
    return Measurement(value=m.value / k, per_run=[v / k for v in m.per_run], n=m.n,
                       definition=f"{m.definition or metric} / {k} die(s) (declared)")


def check_per_die(grader, a, text: str, res, bare_token_rate: bool):
    """The false bar for a per-die value: the declared count is exact; a bare token unit keeps its two meanings (output,
    or prompt + output tokens): contradicted only where both are."""
    if res.outcome != "contradicted" or not a.metric.endswith(DIE_SUFFIX):
        return res
    if a.metric == "token_throughput" + DIE_SUFFIX and bare_token_rate:
        other = grader._check(a.model_copy(update={"metric": "total_token_throughput" + DIE_SUFFIX}), text)
        if other.outcome != "contradicted":
            return res.model_copy(update={"outcome": "inconclusive", "detail": (
                f"{res.detail}; as (prompt + output) tokens per second per die, the other meaning of a bare token unit, "
                "it is not contradicted: say 'output tok/s'")})
    return res
