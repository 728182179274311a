"""The six questions as small composable checks (in the style of sigstore-python's
verification policies): each object checks one thing and returns one ``Question`` with a
clear detail. ``SIX_QUESTIONS`` is the default policy; callers may compose their own list.

Each check reads a ``GradeContext``: the claim input, the re-derived ``Evidence`` (or None for
a free-text witness), the witness summary and the arm pairs the statement's comparisons bound.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable, Protocol

from claimcheck.claims import category_levels, common_tasks, failure_bounds, output_lengths, ranked_arms
from claimcheck.claims.evidence import KINDS, Evidence
from claimcheck.claims.model import ClaimInput, Question, WitnessSummary
from claimcheck.claims.statistics import like_for_like

OVERHEADS = ("scheduler", "queue", "padding", "network", "tokenization", "prefill")
ACCEPTED_PROVENANCE = ("WITNESSED", "OBSERVED")
KNOWN_PROVENANCE = ("WITNESSED", "OBSERVED", "MODELED", "SIMULATED", "REPORTED")


@dataclass
class GradeContext:
    claim: ClaimInput
    witness: WitnessSummary
    evidence: Evidence | None = None
    pairs: set[tuple[str, str]] = field(default_factory=set)
    pair_metrics: dict[tuple[str, str], set[str]] = field(default_factory=dict)  # pair -> the metrics compared
    #: pair -> the (metric, statistic) it is compared in (category_levels: is the comparator no weaker stand-in?)
    pair_stats: dict[tuple[str, str], set[tuple[str, str | None]]] = field(default_factory=dict)
    #: the statement's comparisons of a pair re-checked on other evidence (grade sets it): (evidence, treatment,
    #: baseline) -> [(text, outcome)]; Q1 re-checks them on the tasks both arms completed (common_tasks)
    recheck: Callable[[Evidence, str, str], list[tuple[str, str]]] | None = None


class QuestionCheck(Protocol):
    n: int
    name: str

    def check(self, ctx: GradeContext) -> Question: ...


def _q(n: int, name: str, ok: bool, detail: str) -> Question:
    return Question(n=n, name=name, pass_=ok, detail=detail)


#: metrics a comparison may make when the two arms' outputs stopped (at EOS) at different lengths:
#: normalized per output token (token_throughput: output tokens / wall; tpot; itl) or about the
#: prompt side only (cache hit rate, cached tokens, prompt tokens). Every other metric is per
#: request or per run (requests/s, the generic "faster", wall, TTFT and end-to-end latency under
#: the arm's own decode load, queue delay, a cache benefit measured as a TTFT or wall gain): it
#: needs the same output tokens per task, else the longer outputs are part of what it measured.
OUTPUT_LENGTH_FREE = frozenset({"token_throughput", "tpot", "itl", "cache_hit_rate", "cached_tokens", "prompt_tokens"})

#: the declared run parameters an arm may differ in (witness.json ``arms[NAME]``): ``workers``
#: and ``settings.concurrency`` are one factor, ``model`` and ``settings.model`` another
_FACTOR_KEYS = ("workers", "model", "shared_base", "planner", "width", "engine", "engine_version", "hardware",
                "quantization")
_SAME_FACTOR = {"settings.concurrency": "workers", "settings.model": "model", "settings.quantization": "quantization",
                "settings.engine": "engine", "settings.engine_version": "engine_version"}
#: factors that make the model, how it is served or what it runs on the treatment (Q1 says so):
#: the arm's own ``model``, ``settings.quantization``, ``engine`` / ``engine_version`` and
#: ``hardware`` (request_ab: an importer writes them per arm when the arms' files differ)
MODEL_FACTORS = ("model", "quantization", "engine", "engine_version", "hardware")


def comparison_pairs(reading) -> dict[tuple[str, str], set[str]]:
    """(treatment, baseline) -> the metrics the statement compares them in: every ratio, percent
    change and difference with both arms bound, and a cache-benefit claim naming both arms (the
    arm it was gained over is its baseline, exactly as the cache check reads it)."""
    out: dict[tuple[str, str], set[str]] = {}
    for a in getattr(reading, "assertions", None) or []:
        if not (a.treatment and a.baseline) or a.treatment == a.baseline:
            continue
        if a.metric == "cache_benefit" or a.form in ("ratio", "percent_change", "difference"):
            out.setdefault((a.treatment, a.baseline), set()).add(a.metric)
    return out


def comparison_stats(reading) -> dict[tuple[str, str], set[tuple[str, str | None]]]:
    """(treatment, baseline) -> the (metric, statistic) pairs of ``comparison_pairs``' comparisons."""
    out: dict[tuple[str, str], set[tuple[str, str | None]]] = {}
    for a in getattr(reading, "assertions", None) or []:
        if not (a.treatment and a.baseline) or a.treatment == a.baseline:
            continue
        if a.metric == "cache_benefit" or a.form in ("ratio", "percent_change", "difference"):
            out.setdefault((a.treatment, a.baseline), set()).add((a.metric, a.statistic))
    return out


def _model_key(v) -> str | None:
    if isinstance(v, dict):
        v = v.get("id")
    return None if v is None else str(v).strip()


def arm_factors(arm) -> dict[str, str]:
    """The declared run parameters of an arm, one value per factor (``_FACTOR_KEYS`` and every
    ``settings`` key), as text; absent and null are both left out (not recorded)."""
    decl = getattr(arm, "decl", None) or {}
    out: dict[str, str] = {}
    for k in _FACTOR_KEYS:
        v = _model_key(decl.get(k)) if k == "model" else decl.get(k)
        if v is not None:
            out[k] = str(v)
    st = decl.get("settings")
    if isinstance(st, dict):
        for k, v in st.items():
            if v is None:
                continue
            name = _SAME_FACTOR.get(f"settings.{k}", f"settings.{k}")
            out.setdefault(name, str(_model_key(v) if name == "model" else v))
    return out


def _declared_concurrency(arm) -> str | None:
    decl = getattr(arm, "decl", None) or {}
    st = decl.get("settings") if isinstance(decl.get("settings"), dict) else {}
    v = st.get("concurrency")
    return str(v) if isinstance(v, int) and not isinstance(v, bool) and v > 0 else None


def _run_factors(arm, concurrency: bool) -> dict[str, str]:
    """``arm_factors``, with the declared concurrency as the value of ``workers`` where ``concurrency``."""
    f = arm_factors(arm)
    c = _declared_concurrency(arm) if concurrency else None
    if c is not None:
        f["workers"] = c
    return f


def differing_factors(ev: Evidence, a: str, b: str) -> dict[str, tuple[str | None, str | None]]:
    """The declared factors in which arms ``a`` and ``b`` differ: factor -> (a's, b's)."""
    # one factor, two records: where both arms declare settings.concurrency it is the concurrency they ran at (a
    # sweep's one client process records workers 1 in every arm: c8 and c32 differ, as per_user.streams reads it)
    both = _declared_concurrency(ev.arms[a]) is not None and _declared_concurrency(ev.arms[b]) is not None
    fa, fb = _run_factors(ev.arms[a], both), _run_factors(ev.arms[b], both)
    d = {k: (fa.get(k), fb.get(k)) for k in sorted(fa.keys() | fb.keys()) if fa.get(k) != fb.get(k)}
    if "engine" in d and "engine_version" in d and None not in d["engine"]:
        # two engines' versions are each engine's own: one factor, the engine with its version ("TensorRT-LLM 0.14.0 vs
        # LMDeploy 0.6.2"), never a second difference of an engine A/B
        (ea, eb), (va, vb) = d.pop("engine"), d.pop("engine_version")
        d["engine"] = (f"{ea} {va}" if va else ea, f"{eb} {vb}" if vb else eb)
    return _lockstep(ev, d)


def _number(v: str | None) -> float | None:
    try:
        return float(v) if v is not None else None
    except ValueError:
        return None


def _lockstep(ev: Evidence, d: dict[str, tuple[str | None, str | None]]) -> dict[str, tuple[str | None, str | None]]:
    """Numeric factors that hold the same number in every arm of the witness are one factor: a llama.cpp sweep runs
    ``--parallel N`` at concurrency N, so ``settings.parallel_slots`` and the concurrency move together by design and
    no pair of its arms can differ in one without the other. Only where every arm records each of them, and records
    them equal; the first (``workers`` where it is one of them) names the merged factor."""
    nums = [f for f in d if _numeric_factor(f)]
    if len(nums) < 2:
        return d
    per_arm = [[_number(f.get(k)) for k in nums] for f in (_run_factors(arm, True) for arm in ev.arms.values())]
    if any(None in vals or len(set(vals)) > 1 for vals in per_arm):
        return d
    keep = "workers" if "workers" in nums else nums[0]
    return {k: v for k, v in d.items() if k not in nums or k == keep}


def _show(d: dict[str, tuple[str | None, str | None]]) -> str:
    return ", ".join(f"{k} ({x if x is not None else 'not recorded'} vs {y if y is not None else 'not recorded'})"
                     for k, (x, y) in d.items())


def _own_baseline(ev: Evidence, t: str, bl: str, pairs=(), stats=frozenset()) -> tuple[bool, str]:
    """A comparison whose baseline arm is not the witness's declared baseline: legitimate as a
    controlled pair - the two arms differ in exactly one declared factor (the treatment of the
    pair) and the witness's baseline is not itself the alternative on that factor (then the
    statement must compare with it). Two levels of a sweep along a numeric factor (concurrency 8
    and 32, where the witness's baseline ran concurrency 1) are a controlled pair all the same:
    each is a real, measured level, and neither stands in for the declared baseline. A second arm
    at the baseline's own level, or another engine, model or quantization (a categorical factor,
    where the declared baseline is the alternative its author chose), must still compare with
    the declared baseline, unless the three arms are levels of one category and the comparator is
    no weaker stand-in for the declared baseline (``category_levels``). ``pairs``: every pair the
    statement compares; ``stats``: the (metric, statistic) pairs this one is compared in."""
    d = category_levels.quantized_checkpoints(differing_factors(ev, t, bl))
    head = f"the statement compares {t} vs {bl}; neither is the witness's baseline arm {ev.baseline}"
    if not d:
        named = category_levels.named_levels(ev, arm_factors)
        if named and t in named and bl in named and ev.baseline in named and ev.baseline not in (t, bl):
            # no factor declared per arm, each arm named as one quantization level: three levels of that category
            f = "quantization (the arm names)"
            return category_levels.levels(ev, t, bl, f, {f: (named[t], named[bl])}, {f: (named[t], named[ev.baseline])},
                                          pairs, stats)
        return False, f"{head}, and the two differ in no declared factor: {bl} is not shown to be a control of {t}"
    if len(d) > 1:
        return False, f"{head}, and the two differ in more than one declared factor ({_show(d)}): not a controlled pair"
    (f, _), = d.items()
    if ev.baseline in ev.arms and ev.baseline != t:
        db = category_levels.quantized_checkpoints(differing_factors(ev, t, ev.baseline))
        if list(db) == [f] and not (_numeric_factor(f) and _sweep_levels(d[f] + db[f])):
            if category_levels.is_category(d[f] + db[f]) and \
                    list(category_levels.quantized_checkpoints(differing_factors(ev, bl, ev.baseline))) == [f]:
                return category_levels.levels(ev, t, bl, f, d, db, pairs, stats)
            return False, (f"{head}; on {f} the witness's baseline {ev.baseline} is the real alternative "
                           f"({_show(db)}): compare with it")
    return True, f"{bl} is the statement's own baseline: a controlled pair, the arms differ only in {_show(d)}"


def _numeric_factor(f: str) -> bool:
    """A run parameter whose values are levels of a number (workers, a setting such as the
    concurrency, request rate, batch size, threads, slots or tensor parallel size); the model,
    quantization, engine and its version are categories."""
    return f == "workers" or (f.startswith("settings.") and f not in _SAME_FACTOR)


def _sweep_levels(values: tuple[str | None, ...]) -> bool:
    """(treatment, its baseline, treatment, the declared baseline)'s values of one factor: three
    distinct levels of a number (a sweep), not the declared baseline's level again."""
    try:
        t, bl, _, base = (float(v) for v in values)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return False
    return len({t, bl, base}) == 3


def _per_arm_models(ev: Evidence) -> dict[str, str]:
    out = {}
    for n, arm in ev.arms.items():
        f = arm_factors(arm)
        out[n] = " ".join(x for x in (f.get("model") or _model_id(ev), f.get("quantization"), f.get("engine")) if x)
    return out


def _output_caps(ev: Evidence, t: str, b: str) -> str | None:
    """Different output caps between two arms (an arm's ``output_cap`` or ``settings.output_len``)."""
    caps = {}
    for n in (t, b):
        decl = ev.arms[n].decl or {}
        st = decl.get("settings") if isinstance(decl.get("settings"), dict) else {}
        caps[n] = decl.get("output_cap", st.get("output_len"))
    if caps[t] is not None and caps[b] is not None and caps[t] != caps[b]:
        return f"the arms ran different output caps ({t}: {caps[t]}, {b}: {caps[b]} tokens)"
    if (caps[t] is None) != (caps[b] is None) and ev.output_cap is None:
        known = t if caps[t] is not None else b
        return f"only {known} records its output cap ({caps[known]} tokens): the same output cap cannot be shown"
    return None


def _ranked(ev: Evidence, t: str, bl: str, pairs, stats) -> tuple[bool, str]:
    """``t`` vs ``bl`` (neither the declared baseline) as one pair of a ranking of ``t`` against every arm
    (``ranked_arms``): the ranking's own conditions, and ``bl`` like for like with the declared baseline (the same
    tasks and prompt tokens per task, the same output cap; its outputs and failures matter only in the pair itself,
    checked after this as for every pair)."""
    ok, why = ranked_arms.ranked_pair(ev, t, bl, pairs, stats, differing_factors(ev, t, bl))
    if not ok:
        return ok, why
    problems = like_for_like(ev, bl, ev.baseline, outputs=[], failed=[])
    cap = _output_caps(ev, bl, ev.baseline) if ev.kind != "compat-batch" else None
    if problems or cap:
        return False, (f"{t} is ranked against every arm, but {bl} is not like for like with the declared baseline "
                       f"{ev.baseline}: " + "; ".join(problems + ([cap] if cap else [])))
    return ok, why


def _failures_by_metric(ev: Evidence, t: str, bl: str, metrics: set[str], stats, failed: list[str],
                        recheck) -> tuple[str | None, str]:
    """Failed requests where counting them against the winner cannot show every metric (a mean latency is infinite):
    each latency per request re-checked on the tasks both arms completed (``common_tasks``), each other metric (a
    rate) counted against its winner as before (``failure_bounds``); (Q1's detail, "") where both stand."""
    lats = {m for m in metrics if m in common_tasks.PER_REQUEST}
    if not lats:
        return None, "only a latency per request is re-checked on the tasks both arms completed"
    rest = metrics - lats
    said = ""
    if rest:
        said, why = failure_bounds.bound(ev, t, bl, rest, {x for x in stats if x[0] in rest})
        if said is None:
            return None, why
    common, why = common_tasks.stands(ev, t, bl, lats, recheck)
    if common is None:
        return None, why
    if said:
        return f"{said}; {common}", ""
    fails = ", ".join(f"{a} {failure_bounds.n_failed(ev, a)} of {failure_bounds.n_requests(ev, a)}"
                      for a in sorted(failed))
    return f"failed requests (ok: false; {fails}) are left out of the rates and latencies; {common}", ""


class RealBaseline:
    """Q1: ``--baseline real``; the witness declares a baseline arm; each comparison of the
    statement has a legitimate baseline and is like for like.

    The baseline of a comparison is the arm the statement names as its baseline (after "than",
    "over", "vs", "from"), as the cache check reads it. It is legitimate when it is the witness's
    declared baseline, or when the two arms are a controlled pair (they differ in exactly one
    declared factor, and the witness's baseline is not the alternative on that factor), or when
    the two and the declared baseline are three levels of one category and the comparator is no
    weaker stand-in for the baseline (``category_levels``), or when the statement ranks its treatment against every
    arm (``ranked_arms``). Like for like (``statistics.like_for_like``): the same tasks with the same prompt tokens per
    task, failed requests only where the comparison holds with them counted against its winner (``failure_bounds``;
    compat-batch: the same jobs and token steps per job), the same output cap. The model, quantization or engine may be the treatment (arms that declare a different
    ``model`` / ``settings.quantization``): Q1 then says so. Output tokens per task that differ
    (outputs stopping at EOS at different lengths) are fine for a metric normalized per output
    token or about the prompt side (``OUTPUT_LENGTH_FREE``) and a problem, named, for any other."""

    n, name = 1, "baseline"

    def check(self, ctx: GradeContext) -> Question:
        b = ctx.claim.baseline
        desc = f": {b.description}" if b.description else ""
        if b.kind == "strawman":
            return _q(1, self.name, False, f"measured against the naive floor (strawman){desc}")
        if b.kind != "real":
            return _q(1, self.name, False, 'no "vs what" stated (--baseline none)')
        ev = ctx.evidence
        if ev is None:
            return _q(1, self.name, True, f"stated as the real (tuned) alternative{desc}; not re-derived (no bundle)")
        if ev.baseline is None:
            return _q(1, self.name, False, "the witness declares no arm with role 'baseline'")
        pairs = {p: set(m) for p, m in ctx.pair_metrics.items()}
        for p in ctx.pairs:
            pairs.setdefault(p, set())
        extra: list[str] = []
        eos = any_failed = False
        for t, bl in sorted(pairs):
            if t not in ev.arms or bl not in ev.arms:
                continue
            if ev.baseline not in (t, bl):
                ok, why = _own_baseline(ev, t, bl, set(pairs), ctx.pair_stats.get((t, bl), set()))
                if not ok and ranked_arms.ranks_every_arm(ev, t, pairs):
                    ok, why = _ranked(ev, t, bl, pairs, ctx.pair_stats)
                if not ok:
                    return _q(1, self.name, False, why)
                extra.append(why)
            outputs: list[str] = []
            failed: list[str] = []
            problems = like_for_like(ev, t, bl, outputs=outputs, failed=failed)
            cap = _output_caps(ev, t, bl) if ev.kind != "compat-batch" else None
            if cap:
                problems.append(cap)
            if failed:
                stands, why_not = failure_bounds.bound(ev, t, bl, pairs[(t, bl)], ctx.pair_stats.get((t, bl), set()))
                if stands is None:
                    # the latencies per request re-checked on the tasks both arms completed (common_tasks), every
                    # other metric (a rate) still counted against its winner (failure_bounds)
                    stands, why_common = _failures_by_metric(ev, t, bl, pairs[(t, bl)],
                                                             ctx.pair_stats.get((t, bl), set()), failed, ctx.recheck)
                    if stands is None:
                        why_not += f"; {why_common}"
                if stands is None:
                    problems[:0] = [f"arm {a} has {failure_bounds.n_failed(ev, a)} failed request(s) (ok: false) of "
                                    f"{failure_bounds.n_requests(ev, a)}: its rates and latencies leave them out" for a in failed]
                    problems.insert(len(failed), f"counted against the winner, the comparison is not shown to "
                                                 f"stand ({why_not})")
                else:
                    extra.append(stands)
                    any_failed = True
            if problems:
                return _q(1, self.name, False, f"{t} vs {bl} is not like for like: " + "; ".join(problems))
            if outputs:
                metrics = pairs[(t, bl)]
                need = sorted(m for m in metrics if m not in OUTPUT_LENGTH_FREE)
                # a metric per request or per run stands where the lengths work against the winner (output_lengths)
                stands, why = output_lengths.against_the_winner(ev, t, bl, need, ctx.pair_stats.get((t, bl), set())) \
                    if need and metrics else (False, "")
                if (need and not stands) or not metrics:
                    return _q(1, self.name, False,
                              f"{t} vs {bl}: {'; '.join(outputs)}: {', '.join(need) or 'the metric compared'} is per "
                              "request or per run, so the different output lengths are part of what it measured "
                              "(a metric per output token - output tokens/s, TPOT, ITL - is not affected"
                              f"{'; ' + why if why else ''})")
                eos = True
                extra.append(f"{t} vs {bl}: the output tokens per task differ ({outputs[0]}); " + (
                    why if need else f"{', '.join(sorted(metrics))} is per output token or prompt-side, so not "
                                     "affected"))
            d = differing_factors(ev, t, bl)
            mf = {f: d[f] for f in MODEL_FACTORS if f in d}
            if mf:
                extra.insert(0, f"the {' and '.join(mf)} {'is' if len(mf) == 1 else 'are'} the treatment ({_show(mf)})")
        models = _per_arm_models(ev)
        model = ("models per arm: " + ", ".join(f"{n} {m}" for n, m in models.items())
                 if len(set(models.values())) > 1 else f"same model ({_model_id(ev)})")
        if ev.kind == "request-ab":
            same = (f"{model}, same tasks with the same prompt tokens per task"
                    + ("" if eos else " and output tokens per task")
                    + (", failed requests counted against the winner (below)" if any_failed else ", no failed request"))
        elif ev.kind == "client-aggregate":
            same = f"{model}, the same printed input-token totals and declared prompt counts (no per-request rows)"
        elif ev.kind == "capacity-fit":
            same = (f"{model}; one capacity-fit phase, whose values are compared with its own live capacity "
                    "and registered thresholds (a comparison with another run needs that run's bundle)")
        else:
            same = f"{model}, same jobs and token steps per job"
        same += f", output cap {ev.output_cap}" if ev.output_cap else ""
        more = "".join(f"; {x}" for x in dict.fromkeys(extra))
        return _q(1, self.name, True, f"baseline arm {ev.baseline} measured in the same witness: {same}{more}{desc}")


def _model_id(ev: Evidence) -> str:
    m = ev.model
    if not m:
        ids = {_model_key((a.decl or {}).get("model")) for a in ev.arms.values()}
        return ", ".join(sorted(i for i in ids if i)) or "?"
    return m.get("id", "?") if isinstance(m, dict) else str(m)


#: witness kinds whose times are measured at the client (request-ab rows: start / first token /
#: end as the client saw them; client-aggregate: the client's printed duration and latencies)
CLIENT_MEASURED = ("request-ab", "client-aggregate")
#: the server-side costs a time measured at the client contains whatever the witness declares:
#: from sending a request to its last byte the client waits through the network, the server's
#: tokenization, its scheduler and queue, and prefill. Padding is not among them (a batching
#: engine's padding shows up in time only if it pads; it is taken from timing_includes only).
CLIENT_INCLUDES = ("scheduler", "queue", "network", "tokenization", "prefill")


class NetOfCost:
    """Q2: ``--net`` and the witness's timings include every overhead the scope (or the
    statement) names: scheduler, queue, padding, network, tokenization, prefill. A time measured
    at the client (request-ab, client-aggregate) includes the server's scheduler, queue, network,
    tokenization and prefill whether or not the witness lists them (``CLIENT_INCLUDES``): a
    client-measured wall includes server queueing whether or not per-request queue times were
    recorded. compat-batch times are the runner's own, read from ``timing_includes`` only."""

    n, name = 2, "net"

    def check(self, ctx: GradeContext) -> Question:
        if not ctx.claim.net:
            return _q(2, self.name, False, "the cost the change adds is not subtracted (--net not given)")
        ev = ctx.evidence
        if ev is None:
            return _q(2, self.name, True, "stated net of the cost the change itself adds; not re-derived (no bundle)")
        text = f"{ctx.claim.scope} {ctx.claim.statement}".lower()
        named = [o for o in OVERHEADS if re.search(rf"\b{o}", text)]
        declared = set(ev.timing_includes)
        client = set(CLIENT_INCLUDES) if ev.kind in CLIENT_MEASURED else set()
        included = declared | client
        missing = [o for o in named if o not in included]
        if missing:
            why = (" (measured at the client, its times contain the server's " + ", ".join(CLIENT_INCLUDES)
                   + " - not padding)") if client else ""
            return _q(2, self.name, False,
                      f"the scope names {', '.join(missing)} but the witness's timings do not include it "
                      f"(timing_includes: {', '.join(sorted(declared)) or 'none'}){why}")
        by_client = [o for o in named if o in client and o not in declared]
        what = f" ({', '.join(named)} named and included)" if named else ""
        if by_client:
            what += (f"; {', '.join(by_client)}: the times are measured at the client (a request's start to its "
                     "last token), so they contain the server's " + ", ".join(by_client)
                     + " whether or not the witness lists or records it")
        return _q(2, self.name, True, f"net: timings include {', '.join(sorted(declared)) or 'nothing declared'}{what}")


class ScopeStated:
    """Q3: a non-empty scope (where it holds and where it vanishes)."""

    n, name = 3, "scope"

    def check(self, ctx: GradeContext) -> Question:
        s = ctx.claim.scope.strip()
        if not s:
            return _q(3, self.name, False, "the conditions it holds (and vanishes) under are not stated")
        return _q(3, self.name, True, f"scope stated: {s}")


class Provenance:
    """Q4: WITNESSED or OBSERVED, both in the flag and in the witness itself (they must agree).
    MODELED, SIMULATED and REPORTED are labels, not measurements: at most not-yet."""

    n, name = 4, "provenance"

    def check(self, ctx: GradeContext) -> Question:
        p = ctx.claim.provenance
        if not p:
            return _q(4, self.name, False, "the number carries no provenance label")
        if p not in KNOWN_PROVENANCE:
            return _q(4, self.name, False, f"provenance {p!r} is not one of {'/'.join(KNOWN_PROVENANCE)}")
        if p not in ACCEPTED_PROVENANCE:
            return _q(4, self.name, False, f"labeled {p}: not a measurement; net-true needs WITNESSED or OBSERVED")
        ev = ctx.evidence
        if ev is None:
            return _q(4, self.name, True, f"labeled {p} (flag only; no bundle to confirm it)")
        if ev.provenance != p:
            why = " (rebuilt from a publication, not measured here)" if ev.provenance == "REPORTED" else ""
            return _q(4, self.name, False, f"the flag says {p} but the witness says {ev.provenance}{why}: the witness is not observed")
        return _q(4, self.name, True, f"labeled {p} in the flag and in the witness")


class Rederived:
    """Q5: a sealed bundle that verifies and whose quantities were re-derived from its rows.
    A free-text pointer names a witness but cannot be re-derived here."""

    n, name = 5, "witness"

    def check(self, ctx: GradeContext) -> Question:
        w = ctx.witness
        if w.state == "complete" and ctx.evidence is not None and ctx.evidence.kind == "client-aggregate":
            src = ctx.evidence.witness.get("aggregate_source") or "the benchmark client"
            return _q(5, self.name, True,
                      f"not re-derived: client aggregates as printed ({src}), sealed in {w.kind} bundle {w.bundle}, "
                      f"receipt sha256 {w.receipt_sha256}; no per-request rows")
        if w.state == "complete" and ctx.evidence is not None:
            return _q(5, self.name, True,
                      f"re-derived from rows: {w.kind} bundle {w.bundle}, receipt sha256 {w.receipt_sha256}")
        if w.state == "not-a-bundle":
            what = w.problems[0] if w.problems else "a free-text pointer"
            return _q(5, self.name, False, f"not a sealed bundle ({what}): a free-text pointer cannot be re-derived")
        if w.state == "unsupported-kind":
            return _q(5, self.name, False, "an intact bundle, but not a claim witness (" + ", ".join(KINDS) + "): "
                      + "; ".join(w.problems[:1]))
        return _q(5, self.name, False, f"witness {w.state}: " + "; ".join(w.problems[:3]))


class RealizedOrGated:
    """Q6: on by default, or off with a stated reason."""

    n, name = 6, "realized"

    def check(self, ctx: GradeContext) -> Question:
        r = ctx.claim.realized
        if r.on_by_default:
            return _q(6, self.name, True, "on by default")
        if r.gate_reason.strip():
            return _q(6, self.name, True, f"off by default, honestly gated: {r.gate_reason.strip()}")
        return _q(6, self.name, False, "off behind a flag with no stated reason (a seam, not a realized gain)")


SIX_QUESTIONS: tuple[QuestionCheck, ...] = (RealBaseline(), NetOfCost(), ScopeStated(), Provenance(), Rederived(),
                                            RealizedOrGated())
