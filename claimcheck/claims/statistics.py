"""Statistics computed from a witness's rows exactly as named, or not at all.

``measure(evidence, metric, statistic, arm)`` returns a ``Measurement`` (the value, the per-run
values of the *same* statistic, the definition used) or an ``Unavailable`` (why the rows cannot
give it). Nothing is substituted: a mean is a mean, a p99 a p99; a per-request metric asked for
with no statistic is ``Unavailable``. Percentiles follow numpy's default (linear interpolation,
what vLLM's benchmark prints); the median is the true median.

``check_context(fact, evidence)`` compares one context fact with the witness's environment:
``agrees``, ``contradicted`` or ``unknowable``.

``like_for_like(evidence, treatment, baseline)`` lists why two arms are not a like-for-like
comparison (empty: they are).

Definitions (also in docs/claim-check.md, "Statistics"):

* per-request distributions (``ttft``, ``e2e_latency``, ``tpot``, ``itl``, ``queue_delay``) are
  pooled over every run of the arm; ``per_run`` holds the same statistic of each run;
* ``mean``: arithmetic mean (``math.fsum / n``); ``median`` and ``p50``: the middle value of the
  sorted sample, the mean of the two middle values when n is even (``numpy.median``);
  ``pXX``: ``numpy.percentile(x, XX)`` with numpy's default method ``linear``: on the sorted
  sample, h = (n - 1) * XX / 100, value = x[floor h] + (h - floor h) * (x[floor h + 1] - x[floor h]);
  ``min`` / ``max``: smallest / largest value; ``std``: the population standard deviation
  (``numpy.std``, ddof 0, vLLM's "Std TTFT"); computed here without numpy, as numpy computes them;
* only completed requests (``ok: true``) enter a distribution, as in ``vllm bench serve``;
* ``total_token_throughput``: (prompt + completion tokens of the completed requests) / wall
  (vLLM's); ``goodput``: completed requests meeting every declared SLO / wall (vLLM's, only with
  ``arms[NAME].settings.goodput_slo_ms``);
* aggregates (``throughput``, ``token_throughput``, ``wall``) with no statistic are the pooled
  value (completed requests over summed wall; wall: mean per run); with a statistic, the
  statistic over the per-run values.
"""

from __future__ import annotations

import math
import operator
import re
from collections.abc import Callable, Iterable, Sequence
import dataclasses
from dataclasses import dataclass, field
from typing import Any, Literal

from claimcheck.witnesses._columns import RowTable, column, completed_differences, get_column


@dataclass(frozen=True)
class Measurement:
    value: float
    per_run: list[float] = field(default_factory=list)
    definition: str = ""
    n: int = 0
    #: a tail percentile (p90, p95, p99 ...) or the median by nearest rank (the ceil(p/100 * n)-th smallest), the
    #: other common definition: a stated value true by it is never contradicted (quantities.Grader.value)
    nearest_rank: float | None = None
    #: the median as the higher middle value (``upper_middle``), the third common definition for an even n: a stated
    #: value true by it is never contradicted either
    upper_middle: float | None = None
    #: why a stated value this measurement does not hold is still no accusation: the words have another meaning the
    #: rows cannot count ("12 jobs" of a request-ab run of 48 request rows: a job may be several requests); the value
    #: agrees or is not shown, never contradicted (quantities.Grader.value)
    agree_only: str = ""


@dataclass(frozen=True)
class Unavailable:
    reason: str


# a context fact's outcome against the witness (defined beside ContextFact, so that the descriptors' checks
# and these share it without importing each other)
from claimcheck.claims.reading import ContextFact, ContextOutcome, vendor_exclusion_detail  # noqa: E402
from claimcheck.claims import slo_phrases as _slo_phrases  # noqa: E402


# --- vocabulary ---------------------------------------------------------------------------

# the one vocabulary (claimcheck.claims.vocabulary); COUNTS: the counts re-derived from the rows
from claimcheck.claims.vocabulary import (  # noqa: E402
    AGGREGATES, DISTRIBUTIONS, FRACTIONS, METRIC_INFO, ROW_COUNTS as COUNTS, STATISTICS,
)

DEFINITIONS = {
    "mean": "arithmetic mean",
    "median": "median (middle value; mean of the two middle values for even n; numpy.median)",
    "p50": "p50 = median (middle value; mean of the two middle values for even n; numpy.median)",
    "max": "maximum",
    "min": "minimum",
    "total": "sum",
    "std": "standard deviation (population, ddof 0: numpy.std, what vllm bench serve prints as Std)",
}
for _p in (90, 95, 99):
    DEFINITIONS[f"p{_p}"] = (f"p{_p}, linear interpolation between closest ranks (numpy.percentile default; "
                             f"h = (n-1)*{_p}/100)")

METRIC_WORDS = {
    "ttft": "TTFT (first_token_s - start_s) of each completed request",
    "e2e_latency": "end-to-end latency (end_s - start_s) of each completed request",
    "tpot": "TPOT ((end_s - first_token_s) / (completion_tokens - 1)) of each completed request with > 1 output token",
    "itl": "inter-token latency: every gap in itls_s of the completed requests, pooled",
    "queue_delay": "queue delay of each request",
}


# --- exact numpy-equivalent statistics ----------------------------------------------------


def _lerp(a: float, b: float, t: float) -> float:
    # numpy's _lerp: a + (b - a) * t, or b - (b - a) * (1 - t) when t >= 0.5 (same rounding)
    d = b - a
    return b - d * (1 - t) if t >= 0.5 else a + d * t


def percentile(values: Sequence[float], pct: float) -> float:
    """``numpy.percentile(values, pct)`` (method ``linear``) for a non-empty sample."""
    x = sorted(values)
    n = len(x)
    if not n:
        raise ValueError("empty sample")
    h = (n - 1) * (pct / 100.0)
    lo = math.floor(h)
    hi = min(lo + 1, n - 1)
    return float(_lerp(x[lo], x[hi], h - lo))


def nearest_rank(values: Sequence[float], statistic: str | None) -> float | None:
    """A tail percentile ``pNN`` (NN above 50) by nearest rank: the ceil(NN/100 * n)-th smallest value; the median
    (``median`` / ``p50``) by nearest rank: the ceil(n/2)-th smallest, the lower of the two middle values when n is even
    (claimcheck's own witness summaries print ``ttft_p50_s`` so: ``claimcheck.witnesses._rows.nearest_rank``); None
    for any other statistic."""
    if statistic in ("median", "p50") and values:
        return float(sorted(values)[max(1, math.ceil(len(values) / 2)) - 1])
    m = re.fullmatch(r"p(\d{1,2}(?:\.\d+)?)", statistic or "")
    if not m or not values or not 50 < float(m.group(1)) < 100:
        return None
    x = sorted(values)
    return float(x[max(1, math.ceil(float(m.group(1)) / 100.0 * len(x))) - 1])


def upper_middle(values: Sequence[float], statistic: str | None) -> float | None:
    """The median as ``sorted(values)[n // 2]`` (Python's ``statistics.median_high``, a hand-written script's usual
    median): the higher of the two middle values when n is even; None for any other statistic or an odd n (where every
    definition gives the middle value)."""
    if statistic not in ("median", "p50") or not values or len(values) % 2:
        return None
    return float(sorted(values)[len(values) // 2])


def median(values: Sequence[float]) -> float:
    """``numpy.median(values)``: the middle value, or the mean of the two middle values."""
    x = sorted(values)
    n = len(x)
    if not n:
        raise ValueError("empty sample")
    if n % 2:
        return float(x[n // 2])
    return float((x[n // 2 - 1] + x[n // 2]) / 2)


def std(values: Sequence[float]) -> float:
    """``numpy.std(values)``: the population standard deviation (ddof 0), as ``vllm bench serve``
    computes ``std_ttft_ms`` (``np.std(ttfts) * 1000``)."""
    n = len(values)
    if not n:
        raise ValueError("empty sample")
    m = math.fsum(values) / n
    return math.sqrt(math.fsum((x - m) ** 2 for x in values) / n)


def compute(values: Sequence[float], statistic: str) -> float:
    if statistic == "mean":
        return math.fsum(values) / len(values)
    if statistic in ("median", "p50"):
        return median(values)
    if statistic == "max":
        return float(max(values))
    if statistic == "min":
        return float(min(values))
    if statistic == "total":
        return math.fsum(values)
    if statistic == "std":
        return std(values)
    m = re.fullmatch(r"p(\d{1,2}(?:\.\d+)?)", statistic)
    if m and 0 < float(m.group(1)) < 100:
        return percentile(values, float(m.group(1)))
    raise ValueError(f"unknown statistic {statistic!r}")


def _known_statistic(statistic: str) -> bool:
    m = re.fullmatch(r"p(\d{1,2}(?:\.\d+)?)", statistic)
    return statistic in STATISTICS or bool(m and 0 < float(m.group(1)) < 100)


# --- per-request samples ------------------------------------------------------------------


def _run_key(v: Any) -> tuple:
    return (str(type(v)), v)


def _none_when_ok(rows: Sequence[dict[str, Any]], key: str) -> bool:
    """True if a completed row (``ok``) has no ``key`` value (None)."""
    values = column(rows, key)
    return None in values and any(v is None for v, o in zip(values, column(rows, "ok")) if o)


def run_ids(rows: Iterable[dict[str, Any]]) -> list[Any]:
    """The distinct ``run`` values of ``rows`` (None: rows that name no run), in the one order
    every per-run list is kept in (by type name, then value)."""
    return sorted({r.get("run") for r in rows}, key=_run_key)


def by_run(rows: Sequence[dict[str, Any]]) -> list[Sequence[dict[str, Any]]]:
    """The rows of each run, runs in ``run_ids`` order, in one pass (a dict groups by the same
    hash-and-equality a set dedups by, and keeps the first key seen, as the set does); a
    ``RowTable``'s groups are its own (columns, cached on the table)."""
    if isinstance(rows, RowTable):
        tables = rows.group("run")
        return [tables[run] for run in sorted(tables, key=_run_key)]
    groups: dict[Any, list[dict[str, Any]]] = {}
    for r in rows:
        run = r.get("run")
        g = groups.get(run)
        if g is None:
            groups[run] = g = []
        g.append(r)
    return [groups[run] for run in sorted(groups, key=_run_key)]


def request_ab_values(metric: str, rows: Sequence[dict[str, Any]]) -> list[float] | Unavailable:
    """The values of a per-request metric over the completed rows, in row order (a column at a time)."""
    ok = column(rows, "ok")
    if metric == "ttft":
        return completed_differences(column(rows, "first_token_s"), column(rows, "start_s"), ok)
    if metric == "e2e_latency":
        return completed_differences(column(rows, "end_s"), column(rows, "start_s"), ok, skip_none=False)
    if metric == "tpot":
        return [(e - f) / (c - 1) for f, e, c, o in zip(column(rows, "first_token_s"), column(rows, "end_s"),
                                                        column(rows, "completion_tokens"), ok)
                if o and f is not None and c is not None and c > 1]
    if metric == "itl":
        itls = get_column(rows, "itls_s")
        if any(x is None for x, o in zip(itls, ok) if o):
            return Unavailable("the rows carry no per-token timestamps (itls_s): no inter-token latency")
        return [float(x) for xs, o in zip(itls, ok) if o for x in xs]
    if metric == "queue_delay":
        queue = get_column(rows, "queue_s")
        if any(q is None for q, o in zip(queue, ok) if o):
            return Unavailable("request-ab rows record send, first-token and end times only (no queue_s): no queue delay")
        return [q for q, o in zip(queue, ok) if o]
    return Unavailable(f"{metric} is not a per-request metric")


def compat_batch_values(metric: str, jobs: list[dict[str, Any]]) -> list[float] | Unavailable:
    """The values of a per-job metric over the scheduled (not cancelled) jobs, in row order."""
    run = [r for r in jobs if not r["cancelled"]]
    if metric == "queue_delay":
        return [r["plan_start_s"] - r["submitted_s"] for r in run]
    if metric == "e2e_latency":
        return [r["end_s"] - r["submitted_s"] for r in run]
    if metric == "ttft":
        return Unavailable("compat-batch job rows record no first-token time: no TTFT")
    if metric in ("itl", "tpot"):
        return Unavailable(f"compat-batch job rows record no per-token timestamps: no {metric.upper()}")
    return Unavailable(f"{metric} is not a per-request metric")


COMPAT_DEFS = {
    "queue_delay": "queue delay (plan_start_s - submitted_s) of each scheduled job",
    "e2e_latency": "end-to-end latency (end_s - submitted_s) of each scheduled job",
}


def _distribution(ev, arm, metric: str, statistic: str | None) -> Measurement | Unavailable:
    if statistic is None:
        return Unavailable(f"{metric} is a per-request distribution: name a statistic (mean, median, p50, p90, p95, "
                           "p99, max, min); none is substituted")
    if statistic == "total":
        return Unavailable(f"a total of {metric} is not a statistic the rows support")
    sampler: Callable[[str, list[dict[str, Any]]], list[float] | Unavailable]
    if ev.kind == "request-ab":
        sampler, words = request_ab_values, METRIC_WORDS.get(metric, metric)
    else:
        sampler, words = compat_batch_values, COMPAT_DEFS.get(metric, metric)
    if not arm.rows:
        return Unavailable(f"arm {arm.name} carries no per-request rows")
    pooled = sampler(metric, arm.rows)
    if isinstance(pooled, Unavailable):
        return pooled
    if not pooled:
        return Unavailable(f"arm {arm.name}: no completed request gives a {metric} value")
    per_run = []
    runs = by_run(arm.rows)
    if len(runs) > 1:
        for rr in runs:
            s = sampler(metric, rr)
            if isinstance(s, Unavailable) or not s:
                per_run = []
                break
            per_run.append(compute(s, statistic))
    return Measurement(value=compute(pooled, statistic), per_run=per_run, n=len(pooled),
                       nearest_rank=nearest_rank(pooled, statistic), upper_middle=upper_middle(pooled, statistic),
                       definition=f"{DEFINITIONS.get(statistic, statistic)} of {words}, over {len(pooled)} values"
                       + (f" pooled from {len(runs)} runs" if len(runs) > 1 else ""))


# --- aggregates, fractions, counts --------------------------------------------------------


def _wall(rows: Sequence[dict[str, Any]], key_start: str = "start_s", key_end: str = "end_s") -> float:
    ends = [e for e in get_column(rows, key_end) if e is not None]
    return (max(ends) - min(column(rows, key_start))) if ends else 0.0


def _aggregate_runs(ev, arm, metric: str) -> tuple[list[float], float | None, str] | Unavailable:
    """(per-run values, pooled value, definition)."""
    if ev.kind == "request-ab":
        runs = by_run(arm.rows) if arm.rows else []
        walls = [_wall(rr) for rr in runs]
        if metric == "wall":
            return walls, (math.fsum(walls) / len(walls)) if walls else arm.values.get("wall_s"), \
                "wall = max(end_s) - min(start_s) of the arm's rows (mean over runs)"
        if metric == "throughput":
            per = [sum(column(rr, "ok")) / w for rr, w in zip(runs, walls) if w > 0]
            return per, arm.values.get("throughput"), "completed requests / wall (pooled: all runs' completed / summed wall)"
        if metric == "token_throughput":
            if _none_when_ok(arm.rows, "completion_tokens"):
                return Unavailable(f"arm {arm.name}: a completed request did not report completion_tokens")
            per = [sum(filter(None, column(rr, "completion_tokens"))) / w for rr, w in zip(runs, walls) if w > 0]
            return per, arm.values.get("token_rate"), "completion tokens / wall (pooled over runs)"
        if metric == "mean_concurrency":
            from claimcheck.claims import concurrency_label

            per = [v for v in (concurrency_label.per_run(rr, w) for rr, w in zip(runs, walls)) if v is not None]
            lat = math.fsum(float(r["end_s"]) - float(r["start_s"]) for r in arm.rows if r.get("ok"))
            total_wall = math.fsum(walls)
            return per, (lat / total_wall) if total_wall > 0 and len(per) == len(walls) else None, \
                "sum of the completed requests' end-to-end latencies / wall (SGLang bench_serving's Concurrency)"
        if metric == "total_token_throughput":
            # vLLM: (total_input + sum(actual_output_lens)) / dur_s, both summed over completed requests only
            if _none_when_ok(arm.rows, "completion_tokens") or _none_when_ok(arm.rows, "prompt_tokens"):
                return Unavailable(f"arm {arm.name}: a completed request did not report prompt_tokens and "
                                   "completion_tokens: no total token throughput")
            toks = [sum((p or 0) + (c or 0) for p, c, o in zip(column(rr, "prompt_tokens"),
                                                               column(rr, "completion_tokens"), column(rr, "ok")) if o)
                    for rr in runs]
            per = [t / w for t, w in zip(toks, walls) if w > 0]
            total_wall = math.fsum(walls)
            pooled = (sum(toks) / total_wall) if total_wall > 0 and len(per) == len(walls) else None
            return per, pooled, ("(prompt + completion tokens of the completed requests) / wall, as vLLM's "
                                 "total_token_throughput (pooled: all runs' tokens / summed wall)")
    else:
        steps = by_run(arm.steps) if arm.steps else []
        walls = [_wall(s) for s in steps]
        if metric == "wall":
            return walls, (math.fsum(walls) / len(walls)) if walls else arm.values.get("wall_s"), \
                "wall = max(end_s) - min(start_s) of the arm's decode calls (mean over runs)"
        if metric == "token_throughput":
            return list(arm.run_values.get("token_rate", [])), arm.values.get("token_rate"), \
                "useful token steps (sum of active lanes) / wall (pooled over runs)"
        if metric == "total_token_throughput":
            return Unavailable("compat-batch rows record no prompt tokens: no total (prompt + output) token throughput")
        if metric == "throughput":
            jobs_runs = {run: [r for r in arm.rows if r.get("run") == run and not r["cancelled"]] for run in run_ids(arm.rows)}
            step_runs = {run: [r for r in arm.steps if r.get("run") == run] for run in run_ids(arm.steps)}
            per = [len(jobs_runs.get(run, [])) / _wall(ss) for run, ss in step_runs.items() if _wall(ss) > 0]
            total_wall = math.fsum(_wall(ss) for ss in step_runs.values())
            done = sum(len(j) for j in jobs_runs.values())
            return per, (done / total_wall) if total_wall > 0 else None, "scheduled jobs / wall (pooled over runs)"
    return Unavailable(f"{metric} is not an aggregate")


# statistics of a per-arm aggregate (throughput, token throughput, wall) over repeated runs
OVER_RUNS = frozenset({"mean", "median", "min", "max", "total"})


def _aggregate(ev, arm, metric: str, statistic: str | None) -> Measurement | Unavailable:
    got = _aggregate_runs(ev, arm, metric)
    if isinstance(got, Unavailable):
        return got
    per_run, pooled, words = got
    if statistic is None:
        if pooled is None:
            return Unavailable(f"arm {arm.name}: {metric} cannot be computed from the rows")
        return Measurement(value=float(pooled), per_run=per_run if len(per_run) > 1 else [], n=len(per_run) or 1,
                           definition=words)
    if statistic == "total" and metric != "wall":
        return Unavailable(f"a total of {metric} is not defined")
    if statistic not in OVER_RUNS:
        # "p99 throughput", "faster at p99": a percentile of one per-arm aggregate is no statistic
        # anyone computes (p99 is a per-request tail: name TTFT, end-to-end latency, ITL or TPOT)
        return Unavailable(f"{statistic} of {metric} is not defined: {metric} is one value per arm and run "
                           f"(over repeated runs: {', '.join(sorted(OVER_RUNS))}); a percentile is a per-request "
                           "statistic (TTFT, end-to-end latency, ITL, TPOT)")
    if len(per_run) < 2:
        return Unavailable(f"arm {arm.name}: the {statistic} of {metric} over runs needs repeated runs; "
                           f"the witness has {len(per_run)} run(s)")
    return Measurement(value=compute(per_run, statistic), per_run=per_run if len(per_run) > 1 else [], n=len(per_run),
                       definition=f"{DEFINITIONS.get(statistic, statistic)} over {len(per_run)} run(s) of {words}")


def _row_hit_rate(arm) -> Measurement | Unavailable:
    """A request-ab arm's prefix-cache hit rate from its own rows where no telemetry counters were recorded: the
    prompt tokens the server reported served from its cache (each completed row's ``cached_tokens``, vLLM's
    usage.prompt_tokens_details) over the prompt tokens of those rows. Every completed row must report both."""
    ok = [r for r in arm.rows if r.get("ok")]
    if not ok or any(r.get("cached_tokens") is None or not r.get("prompt_tokens") for r in ok):
        return Unavailable(f"arm {arm.name}: cache_hit_rate was not recorded (no telemetry, and not every completed "
                           "request reported cached_tokens and prompt_tokens)")
    cached, prompt = sum(float(r["cached_tokens"]) for r in ok), sum(float(r["prompt_tokens"]) for r in ok)
    return Measurement(value=cached / prompt, per_run=[], n=1,
                       definition=f"cached prompt tokens / prompt tokens of the completed rows ({cached:.0f} / "
                                  f"{prompt:.0f}; no telemetry counters)")


def _fraction(ev, arm, metric: str, statistic: str | None) -> Measurement | Unavailable:
    if statistic is not None:
        return Unavailable(f"{metric} is one fraction per arm; {statistic} of it is not defined")
    v = arm.values.get(metric)
    if ev.kind == "request-ab" and metric in ("padding_tax", "batch_fill", "finite_fraction"):
        return Unavailable(f"a request-ab witness records no {metric} (compat-batch only)")
    if ev.kind == "compat-batch" and metric == "cache_hit_rate":
        return Unavailable("a compat-batch witness records no cache counters")
    if v is None and metric == "cache_hit_rate" and ev.kind == "request-ab":
        return _row_hit_rate(arm)
    if v is None:
        return Unavailable(f"arm {arm.name}: {metric} was not recorded (no telemetry)")
    per_run: list[float] = []
    words = {"padding_tax": "1 - useful / allocated decode lanes", "batch_fill": "mean over batches of active / width "
             "at the first decode call", "finite_fraction": "finite non-empty logit rows / token steps",
             "cache_hit_rate": "prefix cache hits / queries (metric deltas)"}[metric]
    if metric == "padding_tax" and arm.steps:
        for ss in by_run(arm.steps):
            alloc = sum(r["width"] for r in ss)
            if alloc:
                per_run.append(1.0 - sum(r["active"] for r in ss) / alloc)
    return Measurement(value=float(v), per_run=per_run if len(per_run) > 1 else [], n=1, definition=words)


def _distinct_tasks(rows: Sequence[dict[str, Any]]) -> int:
    """How many distinct task ids (as strings: 1 and "1" are one task) ``rows`` hold; a table whose
    ids are strings in increasing order (as derive found them, cached) holds as many as rows."""
    if isinstance(rows, RowTable) and rows.types("task_id") == {str}:
        return rows.n if rows.increasing_strings("task_id") else len(rows.distinct("task_id"))
    return len(set(map(str, column(rows, "task_id"))))


def _count_runs(ev, arm, metric: str) -> tuple[list[float], str] | Unavailable:
    """Per-run values of a count and what it counts."""
    if metric == "runs":
        return [float(arm.runs)], "runs of the arm"
    if ev.kind == "request-ab":
        runs = by_run(arm.rows)
        violation = _slo_phrases.parse_violation_metric(metric)
        if violation is not None:
            # production: slo_violations -- the completed requests whose value exceeds the SLO (vLLM's goodput test
            # failed), from each row's own timings; a completed row that does not record them: not re-derived
            key, limit = violation
            if _slo_phrases.completed_only(metric):
                # "60 of the 76 completed requests violate ...": the failed requests are set aside by the words
                runs = [[r for r in rr if r.get("ok")] for rr in runs]
            elif not all(column(arm.rows, "ok")):
                return Unavailable(f"arm {arm.name}: a request failed: is it one that violates the SLO (vLLM's goodput "
                                   f"counts it as not good) or none? not re-derived")
            vals = [[_slo_phrases.request_value(r, key) for r in rr] for rr in runs]
            if any(v is None for vv in vals for v in vv):
                return Unavailable(f"arm {arm.name}: a completed request does not record its {key} timings: which "
                                   f"requests exceed the SLO cannot be re-derived")
            return ([float(sum(v > limit * (1 + 1e-9) for v in vv)) for vv in vals],  # (a value at the SLO is good)
                    f"completed requests whose {key} exceeds {limit * 1000:g} ms per run")
        if metric == "workers":
            return [float(arm.values.get("workers") or arm.decl.get("workers"))], "declared workers of the arm"
        if metric == "tasks":
            return [float(_distinct_tasks(rr)) for rr in runs], "distinct task ids per run"
        if metric == "requests":
            return [float(len(rr)) for rr in runs], "request rows per run"
        if metric == "jobs":
            # a job of a request-ab run is one request ("48 jobs of 220 prompt tokens", vocabulary.ALL_COUNT_NOUNS),
            # but a harness may call a group of requests a job: agrees or not shown (Measurement.agree_only)
            return [float(len(rr)) for rr in runs], "request rows per run (a job read as one request)"
        if metric == "completed":
            return [float(sum(column(rr, "ok"))) for rr in runs], "requests with ok: true per run"
        if metric == "failed":
            return [float(sum(map(operator.not_, column(rr, "ok")))) for rr in runs], "requests with ok: false per run"
        if metric in ("prompt_tokens", "completion_tokens"):
            if _none_when_ok(arm.rows, metric):
                return Unavailable(f"arm {arm.name}: a completed request did not report {metric}")
            return [float(sum(filter(None, column(rr, metric)))) for rr in runs], f"sum of {metric} per run"
        if metric == "cached_tokens":
            cached = column(arm.rows, "cached_tokens")
            if cached.count(None) == len(cached):
                return Unavailable(f"arm {arm.name}: the server did not report cached_tokens")
            return [float(sum(filter(None, column(rr, "cached_tokens")))) for rr in runs], "sum of cached_tokens per run"
        return Unavailable(f"a request-ab witness records no {metric} count")
    runs = by_run(arm.rows) if arm.rows else []
    if metric in ("jobs", "tasks"):
        return [float(sum(not r["cancelled"] for r in rr)) for rr in runs], "scheduled (not cancelled) jobs per run"
    if metric == "submitted":
        return [float(len(rr)) for rr in runs], "submitted jobs per run"
    if metric == "cancelled":
        return [float(sum(r["cancelled"] for r in rr)) for rr in runs], "cancelled jobs per run"
    if metric == "completed":
        return [float(sum(not r["cancelled"] for r in rr)) for rr in runs], "scheduled jobs (each ran to its steps) per run"
    if metric == "classes":
        return [float(len({r["class_id"] for r in rr if not r["cancelled"] and r["class_id"] is not None}))
                for rr in runs], "distinct class_id of scheduled jobs per run"
    if metric == "batches":
        sruns = by_run(arm.steps)
        return [float(len({r["batch_id"] for r in ss if r["batch_id"] is not None})) for ss in sruns], \
            "distinct batch_id of decode calls per run"
    if metric in ("width", "workers"):
        return [float(arm.decl.get("width") or arm.values.get("width"))], "declared lanes (width) of the arm"
    if metric == "completion_tokens":
        sruns = by_run(arm.steps)
        return [float(sum(r["active"] for r in ss)) for ss in sruns], "useful token steps per run"
    return Unavailable(f"a compat-batch witness records no {metric} count")


def _count(ev, arm, metric: str, statistic: str | None) -> Measurement | Unavailable:
    got = _count_runs(ev, arm, metric)
    if isinstance(got, Unavailable):
        return got
    per_run, words = got
    if not per_run:
        return Unavailable(f"arm {arm.name}: no rows for {metric}")
    if ev.kind == "request-ab" and metric == "jobs":
        m = _count_measurement(per_run, words, statistic, arm, metric)
        return m if isinstance(m, Unavailable) else dataclasses.replace(
            m, agree_only="a job may be a group of requests; the rows record requests, not jobs")
    return _count_measurement(per_run, words, statistic, arm, metric)


def _count_measurement(per_run: list[float], words: str, statistic: str | None, arm, metric: str
                       ) -> Measurement | Unavailable:
    if statistic == "total":
        return Measurement(value=math.fsum(per_run), per_run=per_run if len(per_run) > 1 else [], n=len(per_run),
                           definition=f"total over {len(per_run)} run(s) of {words}")
    if statistic is not None:
        return Measurement(value=compute(per_run, statistic), per_run=per_run if len(per_run) > 1 else [],
                           n=len(per_run), definition=f"{DEFINITIONS.get(statistic, statistic)} over runs of {words}")
    if len(set(per_run)) > 1:
        return Unavailable(f"arm {arm.name}: {metric} differs between runs ({', '.join(_fmt(v) for v in per_run)}); "
                           "say 'total' or per which run")
    return Measurement(value=per_run[0], per_run=per_run if len(per_run) > 1 else [], n=len(per_run),
                       definition=words + (f" (the same in each of {len(per_run)} runs)" if len(per_run) > 1 else ""))


def _fmt(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:g}"


# --- the entry point ----------------------------------------------------------------------


def measure(evidence, metric: str, statistic: str | None, arm: str | None) -> Measurement | Unavailable:
    """The named statistic of ``metric`` for ``arm`` (a declared arm name), computed from rows.

    ``arm`` None: only for counts (and ``runs``), where every arm must agree (else
    ``Unavailable``, naming the arms)."""
    if evidence.kind == "capacity-fit":
        return _capacity_measure(evidence, metric, statistic, arm)
    if metric == "goodput":
        return _goodput(evidence, metric, statistic, arm)
    violation = _slo_phrases.parse_violation_metric(metric)
    if metric not in METRIC_INFO and violation is None:
        return Unavailable(f"unknown metric {metric!r}")
    if statistic is not None and not _known_statistic(statistic):
        return Unavailable(f"unknown statistic {statistic!r}")
    if arm is None:
        if metric not in COUNTS and metric != "runs" and violation is None:
            return Unavailable(f"{metric} is measured per arm: name the arm")
        got = {n: measure(evidence, metric, statistic, n) for n in evidence.arms}
        bad = [g for g in got.values() if isinstance(g, Unavailable)]
        if bad:
            return bad[0]
        vals = {n: g.value for n, g in got.items()}
        if len(set(vals.values())) > 1:
            return Unavailable(f"{metric} differs between arms ({', '.join(f'{n}: {_fmt(v)}' for n, v in vals.items())}); "
                               "name the arm")
        first = next(iter(got.values()))
        return Measurement(value=first.value, per_run=first.per_run, n=first.n,
                           definition=first.definition + " (the same in every arm)")
    a = evidence.arms.get(arm)
    if a is None:
        return Unavailable(f"the witness has no arm {arm!r} (arms: {', '.join(evidence.arms)})")
    if violation is not None and evidence.kind != "request-ab":
        return Unavailable(f"which requests exceed an SLO is re-derived from request-ab rows only ({evidence.kind})")
    if evidence.kind == "client-aggregate":
        return _printed_measure(evidence, a, metric, statistic)
    if metric in DISTRIBUTIONS:
        got = _distribution(evidence, a, metric, statistic)
    elif metric in AGGREGATES:
        got = _aggregate(evidence, a, metric, statistic)
    elif metric in FRACTIONS:
        return _fraction(evidence, a, metric, statistic)
    else:
        got = _count(evidence, a, metric, statistic)
    if evidence.kind == "request-ab" and a.decl.get("reconstructed"):
        return _against_printed(evidence, a, metric, statistic, got)
    return got


GOODPUT_SLO_KEYS = ("ttft", "tpot", "e2el")
_NO_SLO = ("request goodput is the completed requests that meet every SLO of vLLM's --goodput (ttft, tpot, e2el in "
           "ms) per second of the run; the witness records no goodput SLO configuration (arms[NAME].settings."
           "goodput_slo_ms), so which requests were good cannot be re-derived")


def _goodput_slo(arm) -> dict[str, float] | Unavailable:
    st = arm.decl.get("settings") if isinstance(arm.decl.get("settings"), dict) else {}
    slo = st.get("goodput_slo_ms")
    if slo is None:
        return Unavailable(_NO_SLO)
    if not isinstance(slo, dict) or not slo or any(
            k not in GOODPUT_SLO_KEYS or isinstance(v, bool) or not isinstance(v, (int, float)) or not v > 0
            or not math.isfinite(v) for k, v in slo.items()):
        return Unavailable(f"arm {arm.name}: settings.goodput_slo_ms {slo!r} is not vLLM's --goodput (a non-empty map "
                           f"of {', '.join(GOODPUT_SLO_KEYS)} to positive milliseconds)")
    return {k: float(v) for k, v in slo.items()}


def _good(r: dict[str, Any], slo: dict[str, float]) -> bool | None:
    """vLLM's goodput test of one completed request: every SLO (ms / 1000) >= the request's value;
    TPOT = (end - first token) / (output tokens - 1), 0 when at most one output token (as vLLM).
    None: the row lacks what an SLO needs."""
    vals: dict[str, float] = {}
    if "ttft" in slo or "tpot" in slo:
        if r["first_token_s"] is None:
            return None
        vals["ttft"] = r["first_token_s"] - r["start_s"]
    if "tpot" in slo:
        n = r["completion_tokens"]
        if n is None:
            return None
        vals["tpot"] = (r["end_s"] - r["first_token_s"]) / (n - 1) if n > 1 else 0.0
    vals["e2el"] = r["end_s"] - r["start_s"]
    return all(ms / 1000.0 >= vals[k] for k, ms in slo.items())


def _goodput(ev, metric: str, statistic: str | None, arm: str | None) -> Measurement | Unavailable:
    """Request goodput as ``vllm bench serve`` computes it: completed requests meeting every
    declared SLO / wall (pooled: all runs' good requests / summed wall)."""
    if arm is None:
        return Unavailable("goodput is measured per arm: name the arm")
    a = ev.arms.get(arm)
    if a is None:
        return Unavailable(f"the witness has no arm {arm!r} (arms: {', '.join(ev.arms)})")
    slo = _goodput_slo(a)
    if isinstance(slo, Unavailable):
        return slo
    if ev.kind != "request-ab" or not a.rows or a.decl.get("reconstructed"):
        return Unavailable(f"arm {a.name}: request goodput needs per-request rows with their own timings; "
                           f"this {ev.kind} witness has none to test against the SLOs")
    runs = by_run(a.rows)
    goods = []
    for rr in runs:
        g = [_good(r, slo) for r in rr if r["ok"]]
        if any(x is None for x in g):
            return Unavailable(f"arm {a.name}: a completed request lacks the first-token time or output tokens an "
                               "SLO needs")
        goods.append(sum(g))
    walls = [_wall(rr) for rr in runs]
    if not all(w > 0 for w in walls):
        return Unavailable(f"arm {a.name}: a run has no wall time")
    per = [g / w for g, w in zip(goods, walls)]
    words = ("requests meeting every SLO of " + ", ".join(f"{k} <= {v:g} ms" for k, v in slo.items())
             + " / wall (vLLM's request_goodput)")
    if statistic is None:
        return Measurement(value=sum(goods) / math.fsum(walls), per_run=per if len(per) > 1 else [], n=len(per),
                           definition=words + (f", pooled over {len(per)} runs" if len(per) > 1 else ""))
    if statistic not in OVER_RUNS or statistic == "total" or len(per) < 2:
        return Unavailable(f"{statistic} of goodput is not defined over {len(per)} run(s)")
    return Measurement(value=compute(per, statistic), per_run=per, n=len(per),
                       definition=f"{DEFINITIONS.get(statistic, statistic)} over {len(per)} runs of {words}")


def _capacity_measure(ev, metric: str, statistic: str | None, arm: str | None) -> Measurement | Unavailable:
    """A capacity-fit witness (``claimcheck.witnesses.capacity_fit``): one phase, one arm; every
    value from the derivation (plan re-run on the live capacity, graph coverage of the live
    capture sizes, the termination audit of the rows, sampled tokens of the rows, the runner's
    wall). A statistic over samples is not a capacity-fit quantity (unavailable)."""
    from claimcheck.claims.vocabulary import CAPACITY_METRICS

    if arm is not None and arm not in ev.arms:
        return Unavailable(f"the witness has no arm {arm!r} (arms: {', '.join(ev.arms)})")
    if statistic is not None:
        return Unavailable(f"a capacity-fit witness gives {metric} of the phase, not a {statistic} of it")
    d = ev.derived
    p, g, t = d["plan"], d["graphs"], d["termination"]
    th = d["thresholds"]
    checks = {c.name: c for c in t.checks}
    pct = lambda x: 100.0 * x  # noqa: E731
    what = CAPACITY_METRICS.get(metric, ("", metric))[1]
    simple = {
        "kv_tokens": p.kv_tokens, "kv_block_size": p.block_size, "kv_tokens_per_seq": p.tokens_per_seq,
        "kv_demand": p.demand, "kv_headroom": p.headroom, "max_seqs": d["max_seqs"], "samples": t.n,
        "finished": t.finished, "boundary_contacts": t.boundary_contacts, "loops": t.loop_count,
        "unresolved": t.unresolved, "answer_limit_contacts": t.answer_limit_contacts,
        "loop_rate": pct(t.loop_rate), "unresolved_rate": pct(t.unresolved_rate),
        "answer_limit_rate": pct(t.answer_limit_rate), "max_loops": pct(th.max_loops),
        "max_unresolved": pct(th.max_unresolved), "max_answer_limit": pct(th.max_answer_limit),
        "thresholds_failed": sum(not c.passed for c in checks.values()),
        "sampled_tokens": d["sampled_tokens"], "wall": d["wall_s"],
        "token_throughput": d["sampled_tokens"] / d["wall_s"],
    }
    if metric == "wall":
        what = "the runner's wall time around generation (runner.json wall_s)"
    elif metric == "token_throughput":
        what = "sampled tokens (rows) / the runner's wall time"
    if metric in simple:
        return Measurement(value=float(simple[metric]), n=t.n, definition=what)
    if metric in ("graph_max", "uncaptured_min", "uncaptured_max"):
        if g is None:
            return Unavailable("the bundle's engine reports no CUDA-graph capture sizes (not applicable to its "
                               "backend): graph coverage cannot be re-derived")
        if metric == "graph_max":
            return Measurement(value=float(g.effective_max), definition=what)
        if not g.uncaptured_widths:
            return Measurement(value=0.0, definition=what + " (none: every width up to max-seqs is captured)")
        v = g.uncaptured_widths[0] if metric == "uncaptured_min" else g.uncaptured_widths[-1]
        return Measurement(value=float(v), definition=what + f" (capture sizes {g.capture_sizes})")
    return Unavailable(f"a capacity-fit witness does not give {metric}")


def printed_count(arm, key: str) -> int | None:
    """The total of a count an arm of printed aggregates printed over its runs ("completed", "failed"), or None
    where a run printed none."""
    vals = [(r.get(key) or {}).get("value") for r in _printed_runs(arm)]
    if not vals or any(not isinstance(v, (int, float)) or isinstance(v, bool) for v in vals):
        return None
    return int(sum(vals))


def printed_mean_output(arm) -> float | None:
    """The output (completion) tokens per completed request an arm of printed aggregates printed (its total over its
    completed requests), or None where it printed either count for no run."""
    out, done = printed_count(arm, "completion_tokens"), printed_count(arm, "completed")
    return out / done if out is not None and done else None


def _printed_like_for_like(t, b, failed: list[str] | None = None, outputs: list[str] | None = None) -> list[str]:
    """Two arms of printed aggregates (no rows): the same workload as far as the files say: the
    same prompt count, dataset and requested lengths where recorded, the same total input tokens
    printed, and no failed request; what cannot be shown is a problem (fail closed). ``failed``: a list that receives
    the names of the arms that printed failed requests with a printed completed count (``checks.RealBaseline`` counts
    them against the winner: ``failure_bounds``) instead of that problem."""
    problems = []
    runs_t, runs_b = _printed_runs(t), _printed_runs(b)
    for a, runs in ((t, runs_t), (b, runs_b)):
        if any((r.get("failed") or {}).get("value") for r in runs):
            if failed is not None and printed_count(a, "failed") and printed_count(a, "completed") is not None:
                failed.append(a.name)
            else:
                problems.append(f"arm {a.name} printed failed requests: its rates leave them out")
    tin = {(r.get("prompt_tokens") or {}).get("value") for r in runs_t}
    bin_ = {(r.get("prompt_tokens") or {}).get("value") for r in runs_b}
    if None in tin or None in bin_:
        problems.append(f"arms {t.name} and {b.name}: the files do not print total input tokens for every run: the "
                        "same prompts cannot be shown (no per-request rows)")
    elif not all(_tokens_agree(int(x), int(y)) for x in tin for y in bin_):
        problems.append(f"arms {t.name} and {b.name} printed different total input tokens "
                        f"({'/'.join(map(str, sorted(tin)))} vs {'/'.join(map(str, sorted(bin_)))}): not the same prompts")
    # outputs that stopped at EOS at different lengths: the printed output tokens per completed request, within 1%
    # (a file that prints no output total: not compared); checks.RealBaseline decides per metric (output_lengths)
    ot, ob = printed_mean_output(t), printed_mean_output(b)
    if ot is not None and ob is not None and abs(ot - ob) > TOKEN_TOLERANCE * max(ot, ob):
        (problems if outputs is None else outputs).append(
            f"arms {t.name} and {b.name} printed different output tokens per completed request ({ot:.1f} vs {ob:.1f}; "
            "more than 1% apart)")
    st, sb = t.decl.get("settings") or {}, b.decl.get("settings") or {}
    for k in ("num_prompts", "dataset", "input_len", "output_len"):
        if k in st and k in sb and st[k] != sb[k]:
            problems.append(f"arms {t.name} and {b.name} differ in {k} ({st[k]} vs {sb[k]})")
    return problems


# --- imported files: what the client printed ------------------------------------------------------
# A client-aggregate witness (a summary-only result file) has no rows: a statistic the file printed
# is graded as printed and said to be not re-derived; one it did not print is unavailable. An
# imported request-ab witness whose rows are partly reconstructions (``arms[NAME].reconstructed``:
# end times without per-request latencies, counts no rule reproduces) grades a reconstructed value
# against the number the file printed: equal -> the rows' value; different -> the printed value
# (never false on a reconstruction the file's own number supports); not printed -> unavailable.

#: grader metric -> key in the printed aggregates
_PRINTED_KEY = {"throughput": "throughput", "token_throughput": "token_throughput", "wall": "wall",
                "total_token_throughput": "total_token_throughput",
                "completed": "completed", "failed": "failed", "prompt_tokens": "prompt_tokens",
                "completion_tokens": "completion_tokens"}


#: the printed counts whose total over an arm's runs is the sum of each run's count (one run: its count)
PRINTED_COUNTS = frozenset({"requests", "tasks", "completed", "failed", "prompt_tokens", "completion_tokens"})


def _printed_runs(arm) -> list[dict[str, Any]]:
    d = arm.decl
    if isinstance(d.get("aggregates"), dict):
        return [d["aggregates"]]
    return [r for r in d.get("run_aggregates") or [] if isinstance(r, dict)]


def _printed_source(ev) -> str:
    return str(ev.witness.get("aggregate_source") or "the benchmark client").split(":")[0]


def _printed_measure(ev, arm, metric: str, statistic: str | None) -> Measurement | Unavailable:
    runs = _printed_runs(arm)
    src = _printed_source(ev)
    note = f"client aggregate printed by {src}; not re-derived from per-request rows"
    if metric == "runs":
        return Measurement(value=float(arm.runs), n=1, definition="results (runs) imported for the arm")
    if metric == "workers":
        return Measurement(value=float(arm.decl.get("workers")), n=1, definition="declared workers (client concurrency)")
    if metric in DISTRIBUTIONS:
        if statistic is None:
            return Unavailable(f"{metric} is a per-request distribution: name a statistic; none is substituted")
        stat = "median" if statistic == "p50" else statistic
        if metric == "itl" and src == "aiperf" and not any(r.get("itl") for r in runs):
            # AIPerf names its per-request (latency - TTFT) / (output tokens - 1) inter_token_latency, and the importer
            # records it as vLLM's TPOT, the same definition (witnesses.importers._AIPERF_METRICS): on a witness of
            # AIPerf's printed numbers, "inter-token latency" is that number, the one ITL the file prints
            metric, note = "tpot", f"AIPerf's inter_token_latency, vLLM's TPOT by definition ({note})"
        vals = [(r.get(metric) or {}).get(stat) for r in runs]
        if not runs or any(v is None for v in vals):
            printed = sorted((runs[0].get(metric) or {}) if runs else {})
            return Unavailable(f"arm {arm.name}: the file prints no {statistic} {metric} (it prints "
                               f"{', '.join(printed) or 'none'} of it); that needs per-request rows (a summary-only "
                               "result: rerun with --save-detailed)")
        if len(vals) > 1:
            return Unavailable(f"arm {arm.name}: the {statistic} {metric} over {len(vals)} runs needs their per-request "
                               "rows; each run printed only its own")
        return Measurement(value=float(vals[0]), n=1, definition=f"{statistic} {metric} ({note})")
    key = _PRINTED_KEY.get(metric)
    if metric in ("requests", "tasks"):
        per = [(r.get("completed") or {}).get("value") for r in runs]
        fail = [(r.get("failed") or {}).get("value", 0) for r in runs]
        per = [None if p is None else p + (f or 0) for p, f in zip(per, fail)]
        words = "completed + failed requests"
    elif key is not None:
        per = [(r.get(key) or {}).get("value") for r in runs]
        words = {"wall": "the client's benchmark duration", "throughput": "completed requests / duration",
                 "token_throughput": "output tokens / duration",
                 "total_token_throughput": "(input + output tokens) / duration"}.get(metric, metric)
    else:
        return Unavailable(f"a client-aggregate witness (printed numbers, no rows) records no {metric}")
    if not per or any(v is None for v in per):
        return Unavailable(f"arm {arm.name}: the file prints no {metric}")
    per_f = [float(v) for v in per]
    if statistic is None:
        if len(set(per_f)) > 1:
            return Unavailable(f"arm {arm.name}: {metric} differs between its {len(per_f)} runs; name a statistic "
                               "over runs (mean, median, min, max)")
        return Measurement(value=per_f[0], per_run=per_f if len(per_f) > 1 else [], n=len(per_f),
                           definition=f"{words} ({note})")
    if statistic == "total" and metric in PRINTED_COUNTS:
        # a count's total over the arm's runs: with one run, its printed count ("no requests failed" of a
        # summary-only file: total failed = the one run's printed failed)
        return Measurement(value=math.fsum(per_f), per_run=per_f if len(per_f) > 1 else [], n=len(per_f),
                           definition=f"total over {len(per_f)} run(s) of {words} ({note})")
    if statistic in OVER_RUNS and len(per_f) > 1 and not (statistic == "total" and metric in AGGREGATES and metric != "wall"):
        return Measurement(value=compute(per_f, statistic), per_run=per_f, n=len(per_f),
                           definition=f"{DEFINITIONS.get(statistic, statistic)} over {len(per_f)} runs of {words} ({note})")
    return Unavailable(f"{statistic} of {metric} is not available from printed aggregates ({len(per_f)} run(s))")


def _against_printed(ev, arm, metric: str, statistic: str | None, got):
    if metric not in arm.decl.get("reconstructed", ()):
        return got
    runs = _printed_runs(arm)
    what = f"{statistic + ' ' if statistic else ''}{metric}"
    if len(runs) != 1 or (metric not in DISTRIBUTIONS and statistic is not None):
        return Unavailable(f"arm {arm.name}: {what} from these rows is a reconstruction (the file lacks what it needs) "
                           "and no single printed value checks it")
    stat = ("median" if statistic == "p50" else statistic) if metric in DISTRIBUTIONS else "value"
    printed = (runs[0].get(_PRINTED_KEY.get(metric, metric)) or {}).get(stat)
    if printed is None:
        return Unavailable(f"arm {arm.name}: {what} from these rows is a reconstruction and the file prints no "
                           f"{what} to check it against")
    if isinstance(got, Measurement) and abs(got.value - printed) <= 1e-6 * max(abs(got.value), abs(printed)) + 1e-9:
        return got
    rows_say = f"the rows give {got.value:.6g}" if isinstance(got, Measurement) else got.reason
    return Measurement(value=float(printed), n=1,
                       definition=f"{what} as printed by {_printed_source(ev)} (not re-derived: {rows_say} from "
                       "reconstructed rows; the file's own number is graded)")


# --- like for like ------------------------------------------------------------------------

TOKEN_TOLERANCE = 0.01  # per task, prompt/output tokens may differ by at most 1% of the larger count


def _tokens_agree(a: int, b: int) -> bool:
    return abs(a - b) <= TOKEN_TOLERANCE * max(a, b)


def _index(arm, key: str) -> dict[str, Any]:
    """One pass over an arm's rows for ``like_for_like`` (kept on the arm: rows do not change):
    failed count, task ids, task ids per run, and per task the (prompt, completion) tokens of its
    completed requests (``first``; a task whose runs disagree also in ``many``)."""
    cached = getattr(arm, "_like_index", None)
    if cached is not None and cached["key"] == key:
        return cached
    failed = 0
    rows = arm.rows
    ids = column(rows, key)
    strs = rows.types(key) == {str} if isinstance(rows, RowTable) else all(type(k) is str for k in ids)
    keys = ids if strs else list(map(str, ids))
    tasks: set[str] = set(keys)
    per_run: dict[Any, set[str]] = {}
    runs = get_column(rows, "run")
    if runs and runs.count(None) == len(runs):
        per_run[None] = tasks  # one run: its tasks are the arm's (neither set is changed after)
    else:
        for run, k in zip(runs, keys):
            per_run.setdefault(run, set()).add(k)
    # first: per task, the prompt tokens and the completion tokens of its first completed request
    # (two dicts, no tuple per row); many: per task whose requests disagree, every (prompt, completion)
    first: tuple[dict[str, Any], dict[str, Any]] = ({}, {})
    many: dict[str, set] = {}
    if key == "task_id":
        ok = column(rows, "ok")
        failed = sum(map(operator.not_, ok))  # reported on its own; its tokens were not counted
        prompts, completions = column(rows, "prompt_tokens"), column(rows, "completion_tokens")
        if ok.count(True) != len(ok):
            keys = [k for k, o in zip(keys, ok) if o]
            prompts = [p for p, o in zip(prompts, ok) if o]
            completions = [c for c, o in zip(completions, ok) if o]
        fp, fc = dict(zip(keys, prompts)), dict(zip(keys, completions))
        if len(fp) == len(keys) or (len(set(zip(keys, prompts))) == len(fp)
                                    and len(set(zip(keys, completions))) == len(fp)):
            first = (fp, fc)  # each task has one prompt count and one completion count
        else:
            fp, fc = {}, {}
            for k, p, c in zip(keys, prompts, completions):
                if k not in fp:
                    fp[k], fc[k] = p, c
                elif (fp[k], fc[k]) != (p, c):
                    many.setdefault(k, {(fp[k], fc[k])}).add((p, c))
            first = (fp, fc)
    out = {"key": key, "failed": failed, "tasks": tasks, "per_run": per_run, "first": first, "many": many}
    try:
        arm._like_index = out
    except AttributeError:  # a frozen or slotted arm: no cache
        pass
    return out


def _same_tasks_and_tokens(t: Sequence[dict[str, Any]], b: Sequence[dict[str, Any]]) -> bool:
    """True when two arms' rows are plainly like for like, decided on whole columns: one run each,
    every request completed, the same task ids in the same order, distinct within the arm, and
    the same prompt and completion tokens row for row (``like_for_like`` then finds no problem
    but missing token counts; ``tests/witnesses/test_row_table.py`` holds it to the general path)."""
    if not (isinstance(t, RowTable) and isinstance(b, RowTable)) or t.n != b.n or not t.n:
        return False
    if t.types("task_id") != {str} or b.types("task_id") != {str}:
        return False
    for rows in (t, b):
        ok = rows.column("ok")
        if ok.count(True) != rows.n or rows.get_column("run").count(None) != rows.n:
            return False
    tasks = t.column("task_id")
    return (tasks == b.column("task_id") and t.column("prompt_tokens") == b.column("prompt_tokens")
            and t.column("completion_tokens") == b.column("completion_tokens") and _distinct_tasks(t) == t.n)


def _token_values(ix: dict[str, Any], task: str, i: int) -> set:
    if task in ix["many"]:
        return {v[i] for v in ix["many"][task]}
    return {ix["first"][i][task]}


def like_for_like(evidence, treatment: str, baseline: str, *, outputs: list[str] | None = None,
                  failed: list[str] | None = None) -> list[str]:
    """Why ``treatment`` and ``baseline`` are not a like-for-like comparison (empty: they are).

    request-ab: the same task ids in every run of both arms (or, where the runs split the tasks, the same task
    ids in each run of both arms, run for run); per task, the prompt tokens and
    the output (completion) tokens of the two arms agree within 1% of the larger count (an
    exact match below 100 tokens; a count that was not recorded cannot be shown to agree);
    no request failed (``ok: false``) in either arm.
    compat-batch: the same job ids, the same cancelled jobs and, per job, the same useful
    token steps in both arms (the prefix is one per witness).

    ``outputs``: a list that receives the request-ab problems with the output (completion)
    tokens instead of the returned list - outputs that stop at EOS at different lengths matter
    to some metrics and not to others (``checks.RealBaseline`` decides per metric). ``failed``: a list that receives
    the names of the arms with failed requests instead of that problem (``checks.RealBaseline`` allows an arm with
    failures that loses the comparison all the same)."""
    problems: list[str] = []
    out_problems = problems if outputs is None else outputs
    arms = evidence.arms
    for n in (treatment, baseline):
        if n not in arms:
            return [f"the witness has no arm {n!r}"]
    if treatment == baseline:
        return [f"arm {treatment} is compared with itself"]
    t, b = arms[treatment], arms[baseline]
    if evidence.kind == "client-aggregate":
        return _printed_like_for_like(t, b, failed, outputs)
    key = "task_id" if evidence.kind == "request-ab" else "job_id"
    noun = "tasks" if key == "task_id" else "jobs"
    if evidence.kind == "request-ab" and _same_tasks_and_tokens(t.rows, b.rows):
        # what the general path below finds in this case, without an index per task
        if None in column(t.rows, "prompt_tokens"):
            problems.append(f"arm {t.name} did not record prompt or completion tokens for every completed request: "
                            "the arms cannot be shown to have the same tokens per task")
        elif None in column(t.rows, "completion_tokens"):
            out_problems.append(f"arm {t.name} did not record completion_tokens for every completed request: the "
                                "arms cannot be shown to have the same output tokens per task")
        return problems
    it, ib = _index(t, key), _index(b, key)
    for a, ix in ((t, it), (b, ib)):
        if ix["failed"] and failed is not None:
            failed.append(a.name)
        elif ix["failed"]:
            problems.append(f"arm {a.name} has {ix['failed']} failed request(s) (ok: false) of {len(a.rows)}: "
                            "its rates and latencies leave them out")
    if it["tasks"] != ib["tasks"]:
        only_t = sorted(it["tasks"] - ib["tasks"])
        only_b = sorted(ib["tasks"] - it["tasks"])
        what = "; ".join(x for x in (f"only {t.name}: {', '.join(only_t[:3])}" if only_t else "",
                                     f"only {b.name}: {', '.join(only_b[:3])}" if only_b else "") if x)
        problems.append(f"arms {t.name} and {b.name} did not run the same {noun} ({what})")
        return problems
    # every run of both arms ran every task; or the runs split the tasks (a run's own ids, "r1-q0000"), the two arms
    # run for run alike: run k of each arm ran the same tasks
    if it["per_run"] != ib["per_run"]:
        for a, ix in ((t, it), (b, ib)):
            for run in sorted(ix["per_run"], key=_run_key):
                have = ix["per_run"][run]
                if have != ix["tasks"]:
                    problems.append(f"arm {a.name} run {run!r} ran {len(have)} of the {len(ix['tasks'])} {noun}")
                    break
    if evidence.kind == "request-ab":
        same = it["first"] == ib["first"] and not it["many"] and not ib["many"]  # the common case, at C speed
        for i, field_, what in ((0, "prompt_tokens", "prompt"), (1, "completion_tokens", "output")):
            if same:
                break
            missing = [a.name for a, ix in ((t, it), (b, ib))
                       if any(v is None for v in ix["first"][i].values()) or
                       any(v[i] is None for vs in ix["many"].values() for v in vs)]
            if missing:
                (problems if i == 0 else out_problems).append(
                    f"arm {missing[0]} did not record {field_} for every completed request: the arms "
                    f"cannot be shown to have the same {what} tokens per task")
                continue
            differ = []
            for task in it["first"][0].keys() & ib["first"][0].keys():
                tv, bv = _token_values(it, task, i), _token_values(ib, task, i)
                if tv == bv and len(tv) == 1:
                    continue
                vals = tv | bv
                if not _tokens_agree(min(vals), max(vals)):
                    differ.append((task, sorted(tv), sorted(bv)))
            differ.sort()
            if differ:
                task, tv, bv = differ[0]
                (problems if i == 0 else out_problems).append(
                    f"{len(differ)} task(s) differ in {what} tokens between {t.name} and {b.name} "
                    f"(e.g. {task}: {'/'.join(map(str, tv))} vs {'/'.join(map(str, bv))}; more than "
                    f"{TOKEN_TOLERANCE:.0%} apart)")
        if same and any(v is None for v in it["first"][0].values()):
            problems.append(f"arm {t.name} did not record prompt or completion tokens for every completed request: the "
                            "arms cannot be shown to have the same tokens per task")
        elif same and any(v is None for v in it["first"][1].values()):
            out_problems.append(f"arm {t.name} did not record completion_tokens for every completed request: the arms "
                                "cannot be shown to have the same output tokens per task")
    else:
        steps = {a.name: {} for a in (t, b)}
        cancelled = {a.name: set() for a in (t, b)}
        for a in (t, b):
            for r in a.rows:
                steps[a.name].setdefault(str(r[key]), set()).add(r["steps"])
                if r["cancelled"]:
                    cancelled[a.name].add(str(r[key]))
        if cancelled[t.name] != cancelled[b.name]:
            problems.append(f"arms {t.name} and {b.name} cancelled different jobs")
        differ = [j for j in sorted(it["tasks"]) if steps[t.name][j] != steps[b.name][j]]
        if differ:
            j = differ[0]
            problems.append(f"{len(differ)} job(s) ran different token steps in {t.name} and {b.name} (e.g. {j}: "
                            f"{'/'.join(map(str, sorted(steps[t.name][j])))} vs {'/'.join(map(str, sorted(steps[b.name][j])))})")
    return problems


# --- context ------------------------------------------------------------------------------

# hardware, engine and model-family words: the one vocabulary
from claimcheck.claims.vocabulary import (  # noqa: E402
    CPU_FAMILY_WORDS, CPU_PART_RE, CPU_PATH_RE, CPU_RE, ENGINE_SYNONYMS as ENGINES, GPU_RE, SOC_RE, gpu_vendor_of, MODEL_FAMILIES, MODEL_VARIANTS, VENDORS, VERSION_RE,
    gpu_kinship, gpu_packages,
)

_SIZE_RE = re.compile(r"(?<![a-z0-9.])(\d+(?:\.\d+)?)\s*([kmbt])(?![a-z])", re.I)
_MULT = {"k": 1e3, "m": 1e6, "b": 1e9, "t": 1e12}


def parse_size(text: str) -> tuple[float, float] | None:
    """A parameter count in ``text`` ("135M", "0.5B", "70B", "Qwen2.5-0.5B", "8x7B" -> 56B), with the
    half-unit of its last stated digit (its precision). None when the text states no size."""
    t = str(text).lower().replace("_", "-")
    moe = re.search(r"(?<![a-z0-9.])(\d+)x(\d+(?:\.\d+)?)([kmbt])(?![a-z])", t)
    if moe:
        n, v, u = int(moe.group(1)), moe.group(2), moe.group(3)
        return n * float(v) * _MULT[u], n * _half_unit(v) * _MULT[u]
    for m in _SIZE_RE.finditer(t):
        v, u = m.group(1), m.group(2)
        before = t[:m.start()]
        if u == "b" and re.search(r"(?:q\d|int|fp|bf|bit|w\d+a)$", before):
            continue  # quantization words, not sizes
        return float(v) * _MULT[u], _half_unit(v) * _MULT[u]
    return None


def _half_unit(v: str) -> float:
    return 0.5 * (10 ** -len(v.split(".")[1]) if "." in v else 1.0)


def _dotted(text: Any) -> str:
    """A version written with "_" between its digits, as model ids spell it ("internlm2_5" is InternLM2.5), written
    with the dot a statement uses."""
    return re.sub(r"(?<=\d)_(?=\d)", ".", str(text))


def _family(text: str) -> tuple[str, str] | None:
    t = _dotted(text).lower()
    for fam in sorted(MODEL_FAMILIES, key=len, reverse=True):
        # a number followed by a size letter is the size, not the version ("Llama 70B": no version); of several
        # mentions the first that carries a version ("Qwen/Qwen2.5-7B": the organisation "Qwen/" carries none)
        # a model's release written with a letter before its number ("DeepSeek-V3",
        # "deepseek v2", "DeepSeek-R1"): "v" is the version's own mark (V3 is release 3), "r" names another line ("R1"
        # is not release 1); before, the letter hid the number and "deepseek v2" agreed with a DeepSeek-V3 run
        found = list(re.finditer(rf"(?<![a-z]){re.escape(fam)}[-\s]?(?:v|(r))?(\d+(?:\.\d+)?(?![\d.]*[bmk]\b))?", t))
        if found:
            m = next((x for x in found if x.group(2)), found[0])
            return fam, ((m.group(1) or "") + m.group(2)) if m.group(2) else ""
    return None


def _norm(s: Any) -> str:
    return re.sub(r"[^a-z0-9.]+", "", _dotted(s).lower())


def _model_records(ev) -> list[Any]:
    """The model records of the witness itself: ``witness.json``'s ``model`` and each arm's own
    ``arms[NAME].model`` (arms that differ in model). Never the receipt's environment: that
    describes the host that sealed or imported the bundle, not the measured run."""
    out: list[Any] = [ev.model, ev.witness.get("model")]
    for arm in getattr(ev, "arms", {}).values():
        decl = getattr(arm, "decl", None) or {}
        out.append(decl.get("model"))
        st = decl.get("settings")
        if isinstance(st, dict):
            out.append(st.get("model"))
    return out


def _model_texts(ev) -> list[str]:
    out: list[str] = []
    for m in _model_records(ev):
        if isinstance(m, dict) and m.get("id"):
            out.append(str(m["id"]))
        elif isinstance(m, str) and m:
            out.append(m)
    cfg = ev.witness.get("config")
    if isinstance(cfg, dict) and isinstance(cfg.get("model"), str):
        out.append(cfg["model"].rsplit("/", 1)[-1])
    srv = ev.witness.get("server")
    if isinstance(srv, dict) and isinstance(srv.get("model_alias"), str):
        out.append(srv["model_alias"])
    return [x for x in dict.fromkeys(out) if x and x.lower() != "unknown"]


def _model_params(ev) -> list[float]:
    out: list[float] = []
    for m in _model_records(ev):
        if isinstance(m, dict) and isinstance(m.get("params"), int) and not isinstance(m.get("params"), bool):
            out.append(float(m["params"]))
    return list(dict.fromkeys(out))


def _engine_texts(ev) -> list[str]:
    """What the witness itself records of its engine (``engine``, ``backend``, ``server``); never
    the receipt's environment (the host that sealed or imported the bundle)."""
    out: list[Any] = [ev.witness.get("engine")]
    for k in ("backend", "server"):
        v = ev.witness.get(k)
        if isinstance(v, dict):
            out += [v.get("name"), v.get("kind"), v.get("package"), v.get("server")]
        elif isinstance(v, str):
            out.append(v)
    return [str(x) for x in dict.fromkeys(out) if isinstance(x, str) and x.strip()]


def _engine_of(text: str) -> set[str]:
    t = str(text).lower()
    return {name for name, words in ENGINES.items() if any(w in t for w in words)}


def _context_hardware(fact, ev) -> ContextOutcome:
    hw = ev.hardware
    if not hw:
        return ContextOutcome("unknowable", "the witness records no hardware")
    text = "; ".join(hw)
    if fact.key == "gpu_vendor":
        # production gpu_vendor ("on NVIDIA GPUs", "not tested on AMD GPUs"): the maker of every accelerator the
        # hardware string names; none named, or a CPU path: not known here
        makers = {gpu_vendor_of(m.group(1)) for m in GPU_RE.finditer(text)}
        if not makers and SOC_RE.search(text) and not CPU_PATH_RE.search(text):
            # Apple silicon and no other accelerator: its GPU is Apple's, as "on an H100" of it is contradicted (so
            # "no NVIDIA GPU" of a MacBook run holds; the NVIDIA fact was unread before vendor_alone)
            return ContextOutcome("contradicted", f"the witness records Apple silicon, not {fact.value} GPUs ({text})")
        if not makers or None in makers or CPU_PATH_RE.search(text):
            return ContextOutcome("unknowable", f"the hardware string names no accelerator whose maker is known ({text})")
        if makers == {str(fact.value).lower()}:
            return ContextOutcome("agrees", f"{fact.value} GPUs: {text}")
        if str(fact.value).lower() not in makers:
            return ContextOutcome("contradicted", f"the witness records {', '.join(sorted(makers))} accelerators, "
                                                  f"not {fact.value}'s ({text})")
        return ContextOutcome("unknowable", f"the witness records accelerators of several makers ({text})")
    if fact.key == "cloud_instance":
        # production cloud_instance ("On the same g5 instance"): the GPU its family carries, named by the hardware
        # string; else not known here (never contradicted: the record may name another machine's GPU, or none)
        from claimcheck.claims.vocabulary import CLOUD_INSTANCE_GPUS, CLOUD_INSTANCE_RE

        fam = CLOUD_INSTANCE_RE.match(str(fact.value).lower())
        gpu = CLOUD_INSTANCE_GPUS.get(fam.group(1)) if fam else None
        if gpu and _norm(gpu) in {_norm(m.group(1)) for m in GPU_RE.finditer(text)} and not CPU_PATH_RE.search(text):
            return ContextOutcome("agrees", f"a {fact.value} instance carries {gpu} GPUs: {text}")
        return ContextOutcome("unknowable", f"a {fact.value} instance carries {gpu or 'GPUs the checker does not know'}; "
                                            f"the witness records {text}")
    value = str(fact.value)
    if fact.key == "cpu" and CPU_PART_RE.match(value.lower()):
        # production cpu_part ("on the 7950X", "my 14900K"): a desktop part named by its model number alone agrees
        # only where the hardware string records that very part; any other record (another part, a GPU run's host,
        # none) is not known here: never false
        if value.lower() in _part_words(text.lower()):
            return ContextOutcome("agrees", f"hardware: {text}")
        return ContextOutcome("unknowable", f"the hardware string does not record the part {value} ({text})")
    gpus_said = {_norm(m.group(1)) for m in GPU_RE.finditer(value)}
    gpus_hw = {_norm(m.group(1)) for m in GPU_RE.finditer(text)}
    soc = bool(SOC_RE.search(text))
    # Apple silicon and the parts it lists ("24-core CPU, 76-core GPU") are no CPU run (vocabulary.SOC_RE)
    cpu_hw = bool(CPU_RE.search(_SOC_PARTS.sub(" ", SOC_RE.sub(" ", text)) if soc else text))
    cpu_path = bool(CPU_PATH_RE.search(text))
    wants_gpu = bool(gpus_said) or (fact.key == "gpu" and not CPU_RE.search(value))
    if soc and not cpu_path and not cpu_hw and not gpus_hw:
        if fact.span is not None and re.search(r"\b(?:no|without(?:\s+(?:a|any))?)\s+(?:gpus?|accelerators?|dgpu)\b",
                                               fact.span.text, re.I):
            # production no_gpu ("(no GPU)", "with no GPU") of Apple silicon: its own GPU may have run it (Metal), so
            # "no GPU" is not known, as the exclusion "not GPU" of it is (tests/claims/test_claims_apple_silicon.py)
            return ContextOutcome("unknowable", f"the witness records Apple silicon, whose GPU may have run it ({text})")
        if gpus_said:  # a discrete accelerator ("on an H100") where the record names Apple silicon and no other
            return ContextOutcome("contradicted", f"the witness records Apple silicon, not {value} ({text})")
        return _soc_part(value, wants_gpu, text)
    if wants_gpu:
        if not gpus_said:  # "a GPU" with no model
            if gpus_hw and not cpu_path:
                return ContextOutcome("agrees", f"the witness ran on a GPU ({text})")
            if cpu_hw or cpu_path:
                return ContextOutcome("contradicted", f"the witness records a CPU run ({text})")
            return ContextOutcome("unknowable", f"the hardware string does not say whether a GPU ran it ({text})")
        if gpus_said <= gpus_hw:
            if cpu_path:
                return ContextOutcome("contradicted", f"the witness ran on the CPU path; the GPU was not used ({text})")
            said_pkg = gpu_packages(fact.span.text if fact.span is not None else value)
            if said_pkg - gpu_packages(text):  # "H100 PCIe" of an "H100 80GB HBM3" (the SXM part): not known
                return ContextOutcome("unknowable", f"the hardware string does not record the package "
                                      f"{', '.join(sorted(said_pkg))} ({text})")
            return ContextOutcome("agrees", f"hardware: {text}")
        if gpus_hw and not cpu_path:
            # a family of the recorded GPU is never contradicted by it (vocabulary.gpu_kinship)
            kin = {s: {gpu_kinship(s, h) for h in gpus_hw} - {None} for s in gpus_said}
            if all(kin.values()):
                if all(k & {"same", "member"} for k in kin.values()):
                    fam = [s for s, k in kin.items() if "same" not in k]
                    return ContextOutcome("agrees", f"hardware: {text} ({', '.join(sorted(fam))}: the series of "
                                          f"the recorded {', '.join(sorted(gpus_hw))})")
                return ContextOutcome("unknowable", f"the witness records {', '.join(sorted(gpus_hw))}, a card "
                                      f"related to {', '.join(sorted(gpus_said))} (a variant or its series, not "
                                      f"the same name): which one is meant is not known ({text})")
            return ContextOutcome("contradicted", f"the witness records {', '.join(sorted(gpus_hw))}, not "
                                  f"{', '.join(sorted(gpus_said))} ({text})")
        if cpu_hw or cpu_path:
            return ContextOutcome("contradicted", f"the witness records a CPU run, not {value} ({text})")
        return ContextOutcome("unknowable", f"the hardware string does not name the accelerator ({text})")
    # a CPU fact: "CPU", "Xeon", "2-core", "AMD EPYC"
    low_said = value.lower()
    if not (CPU_RE.search(value) or _cores(low_said) is not None
            or any(w in low_said for words in VENDORS.values() for w in words)):
        return ContextOutcome("unknowable", f"{value!r} is not hardware the checker can compare (witness: {text})")
    if gpus_hw and not cpu_path and not cpu_hw:
        if not CPU_RE.search(value) and _cores(low_said) is None:
            # a vendor alone ("on AMD", "on Intel"): it makes GPUs too (an MI300X, a Gaudi) and the host CPU of
            # any GPU run: the same vendor as the recorded GPU agrees, another one is not known
            said = {v for v, words in VENDORS.items() if any(w in low_said for w in words)}
            if any(w in text.lower() for v in said for w in VENDORS[v]):
                return ContextOutcome("agrees", f"hardware: {text} ({value}: the vendor of the recorded GPU)")
            makers = {gpu_vendor_of(g) for g in gpus_hw}
            other = None not in makers and not (makers & said)  # every recorded GPU is another vendor's
            return ContextOutcome("unknowable", f"the witness records a GPU run; {value!r} may name its host CPU's "
                                                f"vendor ({text})", other_vendor_accelerator=other)
        if any(w in low_said for ws in VENDORS.values() for w in ws):
            # production cpu_host: "1x H200 on an AMD EPYC 7763", "an Intel Xeon host": a CPU named by its maker or
            # model is what any GPU run has, its host, which the hardware string does not record: not known, never
            # contradicted (only a CPU path, "on CPU", "CPU-only", says the GPU did not run it)
            return ContextOutcome("unknowable", f"the witness records a GPU run and not its host CPU ({text})")
        return ContextOutcome("contradicted", f"the witness records a GPU run ({text})")
    if not (cpu_hw or cpu_path):
        return ContextOutcome("unknowable", f"the hardware string does not say it ran on a CPU ({text})")
    low_v, low_t = value.lower(), text.lower()
    said_vendor = {v for v, words in VENDORS.items() if any(w in low_v for w in words)}
    hw_vendor = {v for v, words in VENDORS.items() if any(w in low_t for w in words)}
    if said_vendor and hw_vendor and not (said_vendor & hw_vendor):
        return ContextOutcome("contradicted", f"the witness records a CPU by {', '.join(sorted(hw_vendor))} ({text})")
    if said_vendor and not hw_vendor:
        return ContextOutcome("unknowable", f"the hardware string does not name the CPU vendor ({text})")
    fams_said, fams_hw = _part_words(low_v) & CPU_FAMILY_WORDS, _part_words(low_t) & CPU_FAMILY_WORDS
    if fams_said and fams_hw and not fams_said <= fams_hw:
        # "an EPYC" where the record names a Ryzen: the same vendor, another line of parts (the host's, a sibling's?):
        # not known here, never agreeing
        return ContextOutcome("unknowable", f"the witness records a {', '.join(sorted(fams_hw))} CPU, not known to be "
                                            f"{value!r} ({text})")
    models_said = _cpu_models(low_v)
    if models_said and not models_said <= _part_words(low_t):
        # production cpu_model: "EPYC 7763" agrees only with a hardware string that records that model number; one
        # that records another or none is not known here (an abbreviated string, a sibling part): never false
        return ContextOutcome("unknowable", f"the hardware string does not record the model number "
                                            f"{', '.join(sorted(models_said))} ({text})")
    cores_said = _cores(low_v)
    if cores_said is not None:
        got = _recorded_cores(low_t)
        if got is None:
            return ContextOutcome("unknowable", f"the hardware string does not give a core count ({text})")
        cores_hw, kind_hw = got
        kind_said = _core_kind(low_v)
        both = _recorded_counts(low_t)
        if kind_said in both and kind_hw != kind_said:
            # "a 32-thread Ryzen" where the record gives "16-Core Processor; 32 logical CPUs": the count of its own kind
            cores_hw, kind_hw = both[kind_said], kind_said
        cores_n, logical_n = (cores_said, cores_hw) if kind_said == "cores" else (cores_hw, cores_said)
        if cores_hw != cores_said and kind_said != "any" and kind_said != kind_hw and cores_n < logical_n:
            # "a 16-core Xeon" where the record counts 32 logical CPUs (two threads a core): fewer cores than logical
            # CPUs is another count of the same machine -- not known, never false (more cores than the logical CPUs
            # the run had stays contradicted)
            return ContextOutcome("unknowable", f"the witness records {cores_hw} {kind_hw} CPUs; {cores_said} "
                                                f"{kind_said} is another count ({text})")
        if cores_hw != cores_said:
            return ContextOutcome("contradicted", f"the witness records {cores_hw} CPUs, not {cores_said} ({text})")
    return ContextOutcome("agrees", f"hardware: {text}")


_SOC_PARTS = re.compile(r"\d+[-\s]*cores?\s+(?:cpu|gpu)\b", re.I)


def _soc_part(value: str, wants_gpu: bool, text: str) -> ContextOutcome:
    """A hardware fact about Apple silicon (vocabulary.SOC_RE): the record names one package with CPU and GPU cores,
    so it never says which of them ran; never contradicted. A part the record itself names agrees as a description
    of the machine ("M2 Ultra (76-core GPU)": a GPU, a 76-core part); any other part or count is not known here."""
    low_v, low_t = value.lower(), text.lower()
    said = SOC_RE.search(value)
    if said and not wants_gpu:  # the package itself ("on an M2 Ultra"): the same chip generation as recorded
        gen = re.sub(r"\s+", " ", said.group(0).lower())
        if gen in {re.sub(r"\s+", " ", m.group(0).lower()) for m in SOC_RE.finditer(text)}:
            return ContextOutcome("agrees", f"hardware: {text}")
        return ContextOutcome("unknowable", f"the witness records {text}, not known to be {value!r}")
    part = "gpu" if wants_gpu else "cpu"
    named = [re.match(r"\d+", m.group(0)).group(0) for m in _SOC_PARTS.finditer(low_t)]
    if re.search(rf"\b{part}\b", low_t) and (wants_gpu or CPU_RE.search(SOC_RE.sub(" ", value)) or
                                               _cores(low_v) is None):
        return ContextOutcome("agrees", f"the record names the {part.upper()} of its Apple silicon ({text})",
                              described=True)
    cores = _cores(low_v) if not wants_gpu else None
    if cores is not None and any(int(n) == cores for n in named):
        return ContextOutcome("agrees", f"the record names a {cores}-core part of its Apple silicon ({text})",
                              described=True)
    return ContextOutcome("unknowable", f"the witness records Apple silicon, one package with CPU and GPU cores: "
                                        f"whether its {part.upper()} ran the requests is not recorded ({text})")


def _cpu_models(text: str) -> set[str]:
    """The model numbers a CPU fact names ("amd epyc 7763" -> {"7763"}; vocabulary.CPU_MODEL_NUMBER), not its core
    count ("64-core")."""
    return {m.group(1) for m in re.finditer(r"\b(\d{3,5}[a-z]{0,2})\b(?![-\s]*(?:logical\s+)?(?:cores?|cpus?|vcpus?)\b)",
                                             text)} | {w for w in _part_words(text) if CPU_PART_RE.match(w)}


def _part_words(text: str) -> set[str]:
    """The words of a hardware text, hyphenated parts whole ("i9-13900k") and apart ("7950x3d", "16", "core")."""
    return set(re.findall(r"[a-z0-9]+", text)) | set(re.findall(r"[a-z0-9]+(?:-[a-z0-9]+)+", text))


def _cores(text: str) -> int | None:
    """The CPU count a statement says: "32-core", "16 vCPUs", "a 32-thread Xeon" (production cpu_threads)."""
    m = re.search(r"(\d+)[-\s]*(?:logical\s+)?(?:cores?|cpus?|vcpus?|threads?)\b", text)
    return int(m.group(1)) if m else None


def _core_kind(text: str) -> str:
    """What a stated count counts: "cores" ("32-core"), "logical" ("32-thread", "16 vCPUs", "32 logical CPUs"),
    or "any" ("32 CPUs")."""
    m = re.search(r"\d+[-\s]*(logical\s+cpus?|cores?|cpus?|vcpus?|threads?)\b", text)
    w = m.group(1) if m else ""
    return "cores" if w.startswith("core") else "any" if w in ("cpu", "cpus") else "logical"


#: the CPU count a hardware string records ("32 logical CPUs", "16 cores", "8 vCPUs"): a number before a singular
#: "CPU" is a model number ("Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz"), never a count
_RECORDED_CORES = re.compile(r"(\d+)[-\s]*(logical\s+cpus|vcpus?|threads|cores?|cpus)\b")


def _recorded_counts(text: str) -> dict[str, int]:
    """Every kind of CPU count the hardware string records, the first of each ("16-Core Processor; 32 logical CPUs"
    -> cores 16, logical 32)."""
    out: dict[str, int] = {}
    for m in _RECORDED_CORES.finditer(text):
        out.setdefault("cores" if m.group(2).startswith("core") else "logical", int(m.group(1)))
    return out


def _recorded_cores(text: str) -> tuple[int, str] | None:
    m = _RECORDED_CORES.search(text)
    if not m:
        return None
    return int(m.group(1)), ("cores" if m.group(2).startswith("core") else "logical")


def _own_name(value: str, texts: list[str]) -> str | None:
    """The witness's own model id that ``value`` names (the whole id, or a part of it such as
    ``Qwen2.5-7B`` of ``Qwen/Qwen2.5-7B-Instruct``), else None. A name the witness itself
    records is never contradicted by a parameter count: nominal sizes in names are names."""
    v = _norm(value)
    if len(v) < 3:
        return None
    for t in texts:
        n = _norm(t)
        if v in n or (n and n in v and len(n) >= 3):
            return t
    return None


def _context_model(fact, ev) -> ContextOutcome:
    texts = _model_texts(ev)
    value = str(fact.value)
    if fact.kind == "model_size" or fact.key in ("params", "size"):
        size_said = parse_size(fact.span.text) if getattr(fact, "span", None) is not None else None
        if size_said is None:
            size_said = parse_size(value)
        if size_said is None and isinstance(fact.value, (int, float)) and not isinstance(fact.value, bool):
            size_said = (float(fact.value), max(abs(float(fact.value)) * 0.005, 0.5))
        if size_said is None:
            return ContextOutcome("unknowable", f"{value!r} states no parameter count")
        return _compare_size(size_said, ev, texts, value)
    if not texts:
        return ContextOutcome("unknowable", "the witness records no model id")
    own = _own_name(value, texts)
    if own is not None:
        return ContextOutcome("agrees", f"names the witness's own model ({own})")
    fam_said = _family(value)
    fams = [f for f in (_family(t) for t in texts) if f]
    if fam_said is None:
        return ContextOutcome("unknowable", f"{value!r} is not a model family the checker knows (witness: {texts[0]})")
    if fams and not any(f[0] == fam_said[0] for f in fams):
        return ContextOutcome("contradicted", f"the witness's model is {'; '.join(texts)}, not {value}")
    if fam_said[1] and fams and not any(f[0] == fam_said[0] and (not f[1] or f[1] == fam_said[1]) for f in fams):
        if any(f[0] == fam_said[0] and f[1].startswith(fam_said[1] + ".") for f in fams):
            # "Llama 3 70B" of a Llama-3.1-70B run: the series, said loosely - not the release, not another one
            return ContextOutcome("unknowable", f"the witness's model is {'; '.join(texts)}: {value} names its "
                                  "series, not its release")
        return ContextOutcome("contradicted", f"the witness's model is {'; '.join(texts)}, not {value}")
    size = parse_size(value)
    if size is not None:
        got = _compare_size(size, ev, texts, value)
        if got.outcome != "agrees":
            return got
    quant = re.search(r"\b(q\d(?:_[0-9a-z]+)*|fp16|bf16|fp8|int8|int4|awq|gptq)\b", value.lower())
    if quant:
        qs = [re.search(r"(q\d(?:_[0-9a-z]+)*|fp16|bf16|fp8|int8|int4|awq|gptq)", t.lower()) for t in texts]
        have = {q.group(1) for q in qs if q}
        q = quant.group(1)
        # "Llama-3.1-8B Q4" of a q4_k_m id: a tag said by its leading parts names it (as _quant_in_model_id)
        if have and not any(h == q or h.startswith(q + "_") for h in have):
            if any(q.startswith(h + "_") for h in have):
                return ContextOutcome("unknowable", f"the witness's model is {texts[0]} ({', '.join(sorted(have))}): "
                                                    f"which {', '.join(sorted(have))} quantization is not recorded")
            return ContextOutcome("contradicted", f"the witness's model is {texts[0]} ({', '.join(sorted(have))}), not "
                                  f"{quant.group(1)}")
        if not have:
            # the id names none: the quantization every arm declares ("With Mistral-7B Q5_K_M, ..." of arms that
            # declare q5_k_m, production model_quant_tag: the tag was read apart before, as the setting, and agreed)
            decl = [str(((a.decl or {}).get("settings") or {}).get("quantization") or "").lower()
                    for a in ev.arms.values()] if getattr(ev, "arms", None) else []
            if not decl or not all(d == q or d.startswith(q + "_") for d in decl):
                return ContextOutcome("unknowable", f"the witness's model id {texts[0]!r} names no quantization")
    if not fams:
        return ContextOutcome("unknowable", f"the witness's model id {texts[0]!r} names no known family")
    variant = next((w for w in re.findall(r"[a-z]+", value.lower()) if w in MODEL_VARIANTS), None)
    if variant and not any(variant in re.findall(r"[a-z]+", t.lower()) for t in texts):
        return ContextOutcome("unknowable", f"the witness's model id {texts[0]!r} does not say it is the {variant} "
                              "variant")
    return ContextOutcome("agrees", f"model: {texts[0]}")


#: a stated parameter count agrees with the witness's exact count when within this fraction of it
#: (nominal sizes are rounded: Qwen2.5-7B has 7.6B parameters, Llama-2-7B 6.7B); it is
#: contradicted only when the two differ by more than a factor CLEARLY_OTHER_SIZE
SIZE_ROUNDING = 0.10
CLEARLY_OTHER_SIZE = 1.2


def _compare_size(said: tuple[float, float], ev, texts: list[str], value: str) -> ContextOutcome:
    v, half = said
    nominal = [(s[0], t) for t in texts for s in [parse_size(t)] if s is not None]
    for got, t in nominal:  # the size in the witness's own model name: a name, compared as written
        if abs(got - v) <= max(half, 0.05 * v):
            return ContextOutcome("agrees", f"the witness's model is named {t} (nominal size {_size(got)})")
    params = [(p, "model.params") for p in _model_params(ev)]
    for got, where in params:
        if abs(got - v) <= max(half, SIZE_ROUNDING * v):
            return ContextOutcome("agrees", f"model size {_size(got)} ({where})")
    known = nominal + params
    if not known:
        return ContextOutcome("unknowable", "the witness records no model size (no model.params, no size in the model id)")
    if all(max(got, v) > CLEARLY_OTHER_SIZE * min(got, v) for got, _ in known):
        got, where = known[0]
        return ContextOutcome("contradicted", f"the witness's model has {_size(got)} parameters ({where}), not {value}")
    got, where = known[0]
    return ContextOutcome("unknowable", f"the witness's model has {_size(got)} parameters ({where}): close to {value} "
                          "but not its rounding; neither agreement nor a contradiction")


def _size(p: float) -> str:
    for unit, m in (("T", 1e12), ("B", 1e9), ("M", 1e6), ("K", 1e3)):
        if p >= m:
            return f"{p / m:g}{unit}"
    return f"{p:g}"


def _context_engine(fact, ev) -> ContextOutcome:
    texts = _engine_texts(ev)
    said = _engine_of(str(fact.value))
    if not texts:
        return ContextOutcome("unknowable", "the witness records no engine or backend")
    have = set().union(*(_engine_of(t) for t in texts))
    if not said:
        if any(_norm(fact.value) and _norm(fact.value) in _norm(t) for t in texts):
            return ContextOutcome("agrees", f"engine: {'; '.join(texts)}")
        return ContextOutcome("unknowable", f"{fact.value!r} is not an engine the checker knows (witness: {'; '.join(texts)})")
    if not have:
        return ContextOutcome("unknowable", f"the witness's backend ({'; '.join(texts)}) is not an engine the checker knows")
    if said & have:
        return ContextOutcome("agrees", f"engine: {'; '.join(texts)}")
    return ContextOutcome("contradicted", f"the witness ran {', '.join(sorted(have))} ({'; '.join(texts)}), "
                          f"not {fact.value}")


COUNT_ALIASES = {"task": "tasks", "job": "jobs", "worker": "workers", "request": "requests", "run": "runs",
                 "batch": "batches", "class": "classes", "lane": "width", "lanes": "width", "contexts": "tasks",
                 "prompts": "tasks", "prompt": "tasks"}


def _number(v: Any) -> float | None:
    if isinstance(v, bool):
        return None
    if isinstance(v, (int, float)):
        return float(v)
    try:
        return float(str(v).strip())
    except ValueError:
        return None


def _context_count(fact, ev) -> ContextOutcome:
    key = COUNT_ALIASES.get(fact.key, fact.key)
    want = _number(fact.value)
    if want is None:
        return ContextOutcome("unknowable", f"{fact.value!r} is not a number")
    if key in COUNTS:
        values: dict[str, tuple[float, float]] = {}
        for name in ev.arms:
            one = measure(ev, key, None, name)
            tot = measure(ev, key, "total", name)
            if isinstance(one, Measurement):
                values[name] = (one.value, tot.value if isinstance(tot, Measurement) else one.value)
        if not values:
            why = measure(ev, key, None, next(iter(ev.arms)))
            return ContextOutcome("unknowable", why.reason if isinstance(why, Unavailable) else f"no {key} recorded")
        hits = [n for n, (one, tot) in values.items() if one == want]
        totals = [n for n, (one, tot) in values.items() if tot == want and tot != one]
        if hits:
            return ContextOutcome("agrees", f"{key} = {_fmt(want)} in arm(s) {', '.join(hits)}")
        if totals:
            return ContextOutcome("agrees", f"{key} = {_fmt(want)} over all runs of arm(s) {', '.join(totals)}")
        got = ", ".join(f"{n}: {_fmt(one)}" for n, (one, _t) in values.items())
        return ContextOutcome("contradicted", f"the witness has {key} {got}, not {_fmt(want)}")
    return _context_setting(fact, ev)


# the witness's own record of a setting (claimcheck/claims/recorded_settings.py: read by the reader's condition
# checks too, without importing this module)
from claimcheck.claims.recorded_settings import flat as _flat, setting_values, setting_values as _setting_values  # noqa: E402,F401


def _recorded_versions(ev) -> dict[str, str]:
    """The engine versions the witness records: ``engine_version`` (of the witness or its arms), else the version
    written after an engine's name in its own engine record ("vLLM 0.8.5", "llama.cpp b5120")."""
    found = {p: str(v) for p, v in _setting_values(ev, "engine_version").items()
             if isinstance(v, (str, int, float)) and not isinstance(v, bool)}
    if not found:
        for text in _engine_texts(ev):
            words = re.findall(r"[A-Za-z0-9_.+-]+", text)
            for a, b in zip(words, words[1:]):
                if _engine_of(a) and VERSION_RE.match(b.lower()):
                    found[f"engine ({text})"] = b
    return found


def _version_outcome(have: str, want: str) -> str:
    """A stated version against a recorded one: "0.8" names the series of a recorded "0.8.5" (agrees); "0.8.5"
    of a recorded "0.8" (or "0.8.5rc1") is more precise than the record (unknowable); "0.9" of "0.8.5" is another
    version (contradicted)."""
    h, w = have.strip().lower().lstrip("v"), want.strip().lower().lstrip("v")
    if h == w or h.startswith(w + "."):
        return "agrees"
    if w.startswith(h) or h.startswith(w):
        return "unknowable"
    return "contradicted"


def _context_engine_version(fact, ev) -> ContextOutcome:
    found = _recorded_versions(ev)
    if not found:
        return ContextOutcome("unknowable", "the witness records no engine version")
    got = ", ".join(f"{p} = {v!r}" for p, v in list(found.items())[:4])
    outcomes = {_version_outcome(v, str(fact.value)) for v in found.values()}
    if outcomes == {"agrees"}:
        return ContextOutcome("agrees", f"the witness records {got}")
    if outcomes == {"contradicted"}:
        return ContextOutcome("contradicted", f"the witness records {got}, not version {fact.value}")
    return ContextOutcome("unknowable", f"the witness records {got}: not every one is version {fact.value}")


def _context_setting(fact, ev) -> ContextOutcome:
    if fact.key == "engine_version":
        return _context_engine_version(fact, ev)
    found = _setting_values(ev, fact.key)
    if fact.key.lower() in ("cores", "cpus", "cpu_count") and not found:
        got = _recorded_cores("; ".join(ev.hardware).lower())
        if got is not None:
            found = {"hardware": got[0]}
    if not found and fact.key == "quantization" and (got := _quant_in_model_id(fact, ev)) is not None:
        return got
    if not found:
        return ContextOutcome("unknowable", f"the witness records no setting {fact.key!r}")
    want = fact.value
    got = ", ".join(f"{p} = {v!r}" for p, v in list(found.items())[:4])
    hits = [path for path, v in found.items() if _same(v, want)]
    if hits and len(hits) < len(found):
        # the arms differ in it ("for single-batch inference" on a witness whose arms run batch sizes 1 and 8): which
        # arm the words are about is not known, so no agreement (an arm's own setting phrase names that arm instead)
        return ContextOutcome("unknowable", f"the witness records {got}: not every value is {want!r}")
    for path in hits:
        return ContextOutcome("agrees", f"{path} = {found[path]!r}")
    return ContextOutcome("contradicted", f"the witness records {got}, not {want!r}")


_GGUF_QUANT = re.compile(r"(?<![0-9a-z])(i?q\d(?:_[0-9a-z]{1,2})*)(?![0-9a-z])")


def _quant_in_model_id(fact, ev) -> ContextOutcome | None:
    """A GGUF quantization tag ("Q4_K_M", "Q8_0", "IQ4_XS") where the witness records no quantization setting: the
    model's own identifier names it (".../Llama-3.1-8B-Instruct-GGUF:Q4_K_M", "...-Q4_K_M.gguf"), so it is checked
    against the tag in each model id: agrees when every id names that tag, contradicted when every id names another,
    else None (the setting's own rule: unknowable). Other quantization words (fp8, awq) are not read from the id."""
    want = str(fact.value).strip().lower()
    if not re.fullmatch(r"i?q\d(?:_[0-9a-z]{1,2})*", want):
        return None
    texts = _model_texts(ev)
    tags = [set(_GGUF_QUANT.findall(t.lower())) for t in texts]
    if not texts or not all(tags):
        return None
    # "Q4" of "q4_k_m": a tag said by its leading parts names the recorded tag (a 4-bit K-quant is a Q4); a recorded
    # tag that is itself a leading part of the said one ("q4" recorded, "Q4_K_M" said) does not say which: not known
    named = [any(g == want or g.startswith(want + "_") for g in t) for t in tags]
    if all(named):
        return ContextOutcome("agrees", f"the model id names {fact.value} ({'; '.join(texts)})")
    if not any(named) and not any(want.startswith(g + "_") for t in tags for g in t):
        return ContextOutcome("contradicted", f"the model id names {', '.join(sorted(set().union(*tags)))} "
                              f"({'; '.join(texts)}), not {fact.value}")
    return None


def _same(have: Any, want: Any) -> bool:
    if isinstance(have, bool) or isinstance(want, bool):
        words = {"true": True, "on": True, "yes": True, "enabled": True, "false": False, "off": False, "no": False,
                 "disabled": False}
        h = have if isinstance(have, bool) else words.get(str(have).lower())
        w = want if isinstance(want, bool) else words.get(str(want).lower())
        return h is not None and h == w
    hn, wn = _number(have), _number(want)
    if hn is not None and wn is not None:
        return hn == wn
    return str(have).strip().lower() == str(want).strip().lower()


def check_context(fact, evidence) -> ContextOutcome:
    """Judge one context fact (``claimcheck.claims.reading.ContextFact``) against the witness.

    An exclusion (``fact.negated``: "not GPU", "no vLLM", "without a GPU") is checked as one: it
    holds where the positive fact is contradicted by the witness's own record, is contradicted
    where the positive fact agrees, and is unknowable otherwise. A disclaimer ("no CUDA or vLLM
    conclusion follows") asserts nothing about the witness: it holds."""
    if fact.kind == "disclaimer":
        return ContextOutcome("agrees", f"a disclaimer: it limits the claim and asserts nothing about the witness "
                              f"({fact.value!r})")
    out = _per_arm_hardware(fact, evidence) or _label_arm_setting(fact, evidence) or _check_positive(fact, evidence)
    if not getattr(fact, "negated", False):
        return out
    if out.outcome == "agrees" and out.described:
        return ContextOutcome("unknowable", f"the statement excludes {fact.value!r}; {out.detail}, which does not say "
                                            "whether it ran the requests")
    if out.outcome == "agrees":
        return ContextOutcome("contradicted", f"the statement excludes {fact.value!r}, but {out.detail}")
    if out.outcome == "contradicted":
        return ContextOutcome("agrees", f"an exclusion that holds: not {fact.value!r} ({out.detail})")
    if out.other_vendor_accelerator:
        return ContextOutcome("agrees", vendor_exclusion_detail(fact.value, out.detail))
    return out



#: the setting facts whose check reads the witness's hardware string (GPU counts, "multi-GPU")
_HARDWARE_SETTINGS = frozenset({"gpu_count", "multi_gpu"})


def _label_arm_setting(fact, ev) -> ContextOutcome | None:
    """A setting fact bound to the arm its label names (``fact.arms``: grammar production setting_label_arm, "With MTP=1
    (TP=8): 234 tok/s"): checked against that arm's own view of the witness (``Evidence.arm_view``: its settings and
    what the witness records for every arm), never the other arms'. None: not such a fact."""
    names = [n for n in (getattr(fact, "arms", None) or ()) if n in getattr(ev, "arms", {})]
    if fact.kind != "setting" or not names or fact.key in _HARDWARE_SETTINGS:
        return None
    out = _check_positive(fact, ev.arm_view(names))
    return ContextOutcome(out.outcome, f"of the arm its label names ({', '.join(names)}): {out.detail}")


def _per_arm_hardware(fact, ev) -> ContextOutcome | None:
    """A hardware fact (a GPU, its memory, package or family, a CPU, a GPU count, "multi-GPU") of a witness whose arms
    record their own hardware (``Evidence.arm_hardware``: an H100 arm beside an L40S arm): checked against each arm's
    own record alone (``Evidence.arm_view``), never the union of them -- against the arms it is bound to
    (``fact.arms``: claimcheck/claims/arm_hardware.py binds a GPU the scope names, with its count and memory, to the arm
    that ran on it), else against every arm. It agrees where it agrees of each of those arms, is contradicted where it
    is contradicted of each, and is otherwise unknowable ("H100" of an H100 arm and an L40S arm, unbound: true of one
    arm, not of the run). None: not such a fact, or no arm records hardware of its own (the witness's one record)."""
    per_arm = getattr(ev, "arm_hardware", None)
    if not per_arm or not (fact.kind == "hardware" or (fact.kind == "setting" and fact.key in _HARDWARE_SETTINGS)):
        return None
    names = [n for n in (getattr(fact, "arms", None) or per_arm) if n in ev.arms]
    if not names:
        return None
    outs = {n: _check_positive(fact, ev.arm_view([n])) for n in names}
    said = "; ".join(f"arm {n} ({per_arm.get(n) or 'no hardware recorded'}): {o.detail}" for n, o in outs.items())
    kinds = {o.outcome for o in outs.values()}
    which = "the arm it names" if getattr(fact, "arms", None) else "every arm"
    if kinds == {"agrees"}:
        return ContextOutcome("agrees", f"checked against the hardware of {which}: {said}")
    if kinds == {"contradicted"} and fact.kind == "setting" and not getattr(fact, "arms", None):
        # a GPU count bound to no arm ("2 GPUs", "multi-GPU" of one H100 replica and one L40S replica): the arms' GPUs
        # together may be that many; never contradicted by each arm's own count
        return ContextOutcome("unknowable", f"a count of the whole run, where each arm records its own hardware (the "
                                            f"arms' GPUs together may be {fact.value}): {said}")
    if kinds == {"contradicted"}:
        return ContextOutcome("contradicted", f"checked against the hardware of {which}, "
                                              f"{'its' if len(outs) == 1 else 'each'} arm's own record contradicts it: "
                                              f"{said}")
    return ContextOutcome("unknowable", f"the arms record their own hardware and it holds of some of them only or is "
                                        f"not known (checked against {which}, never their union): {said}")


def check_positive(fact, evidence) -> ContextOutcome:
    """The fact as said (an exclusion's positive fact), against ``evidence`` as given: one arm's view of the witness
    (``Evidence.arm_view``) is checked as a whole witness (claimcheck/claims/arm_hardware.py binds with it)."""
    return _check_positive(fact, evidence)


def _check_positive(fact, evidence) -> ContextOutcome:
    from claimcheck.claims.descriptors import check_descriptor, handles

    if fact.kind == "setting" and fact.key in MULTI_KEYS:
        return _context_multi(fact, evidence)
    if handles(fact):  # Apple chips, memory, software versions, parallelism, datasets, sequence lengths
        return check_descriptor(fact, evidence)
    if fact.kind == "unverifiable" and fact.key == "workload":
        from claimcheck.claims.conditions import check_workload

        return check_workload(fact, evidence)  # "at low concurrency" where every arm ran one stream
    if fact.kind == "unverifiable":
        return ContextOutcome("unknowable", f"the witness cannot speak to {fact.value!r}")
    if fact.kind == "hardware":
        return _context_hardware(fact, evidence)
    if fact.kind in ("model", "model_size"):
        return _context_model(fact, evidence)
    if fact.kind == "engine":
        return _context_engine(fact, evidence)
    if fact.kind == "count":
        return _context_count(fact, evidence)
    if fact.kind == "setting" and fact.key == "gpu_count":
        return _context_gpu_count(fact, evidence)
    if fact.kind == "setting":
        return _context_setting(fact, evidence)
    return ContextOutcome("unknowable", f"no check for a {fact.kind} fact")


#: keys under which a witness may record how many GPUs ran it (never tensor_parallel_size: a run
#: may use more GPUs than one tensor-parallel group, through pipeline or data parallelism)
GPU_COUNT_KEYS = frozenset({"gpu_count", "num_gpus", "n_gpus", "gpus", "num_gpu", "n_gpu", "gpu_num", "ngpus"})
#: "8x NVIDIA H100", "8 × H100", "; 8 NVIDIA H100" (a bare number only at the start of a part: not
#: "Xeon 8480 NVIDIA H100"); after the GPU: "NVIDIA H100 80GB x 8" (not "PCIe x16", a link width)
_GPU_COUNT_BEFORE = re.compile(r"(?:(?:^|[;,(:])\s*(\d+)\s*|(?<![\w.])(\d+)\s*[x×]\s*)"
                               r"(?:(?:nvidia|amd|instinct|tesla|geforce)\s+)*$", re.I)
_GPU_COUNT_AFTER = re.compile(r"^((?:\s+[\w-]+){0,3}?)\s*[x×]\s*(\d+)(?![\w.])", re.I)
_GPU_COUNT_WORDS = re.compile(r"(?<![\w.])(\d+)\s*(?:[x×]\s*)?gpus?\b|\bgpus?\s*(?:count)?\s*[:=]\s*(\d+)\b", re.I)


def _recorded_gpu_counts(ev) -> dict[str, int]:
    """The GPU counts the witness itself records: a count key (``gpu_count``, ``num_gpus`` ...)
    anywhere in witness.json, or a count written in its hardware string ("8x NVIDIA H100 80GB",
    "NVIDIA H100 x 4", "4 GPUs", "gpu count: 2"). Never the importing or sealing host's."""
    out: dict[str, int] = {}
    skip = ("imported_from", "import_notes", "telemetry")
    for path, v in _flat({k: v for k, v in ev.witness.items() if k not in skip}):
        if path.rsplit(".", 1)[-1].lower() in GPU_COUNT_KEYS and not isinstance(v, (bool, list)):
            n = _number(v)
            if n is not None and n >= 0 and float(n).is_integer():
                out[path] = int(n)
    for text in ev.hardware or []:
        n = hardware_gpu_count(str(text))
        if n is not None:
            out[f"hardware ({text})"] = n
    return out


def hardware_gpu_count(text: str) -> int | None:
    """The GPU count a hardware string writes ("8x NVIDIA H100 80GB", "NVIDIA H100 x 4", "4 GPUs", "gpu count: 2"; the
    last one written wins), else None: a GPU named without a count ("NVIDIA GeForce RTX 4090") is not a count of one."""
    out: int | None = None
    for m in GPU_RE.finditer(text):
        b = _GPU_COUNT_BEFORE.search(text[:m.start()])
        if b:
            out = int(b.group(1) or b.group(2))
        a = _GPU_COUNT_AFTER.match(text[m.end():])
        if a and not re.search(r"pci|gen\s*\d|nvlink", a.group(1), re.I):
            out = int(a.group(2))
    for m in _GPU_COUNT_WORDS.finditer(text):
        out = int(m.group(1) or m.group(2))
    return out


#: more than one device: "multi-GPU" (key multi_gpu: two or more GPUs ran it), "multi-node", "a GPU cluster" (key
#: multi_node: two or more machines; a GPU cluster also two or more GPUs) -- read by falsebar.multi_device_facts
MULTI_KEYS = frozenset({"multi_gpu", "multi_node"})


def _context_multi(fact, ev) -> ContextOutcome:
    """"multi-GPU", "multi-node", "GPU clusters" against the witness's own record. Agrees only where a count the
    witness declares (gpu_count / num_gpus, node_count / nnodes) is 2 or more everywhere; contradicted where the
    witness records a CPU run (for a GPU phrase), where every GPU count it records is 1 (for a GPU phrase: one GPU
    is no multi-GPU run and no GPU cluster), or where every node count it declares is 1; otherwise unknowable (a
    hardware string listing 2 GPUs does not say the run used both, nor that one machine held them)."""
    from claimcheck.claims.descriptors import NODE_COUNT_KEYS, recorded

    gpu_phrase = fact.key == "multi_gpu" or "gpu" in str(fact.value).lower()
    if fact.key == "multi_node":
        nodes = {p: _number(v) for p, v in recorded(ev, NODE_COUNT_KEYS).items()}
        if nodes and all(n is not None and n >= 2 for n in nodes.values()):
            return ContextOutcome("agrees", f"the witness records {len(nodes)} node count(s) of 2 or more "
                                  f"({next(iter(nodes))} = {_fmt(next(iter(nodes.values())))})")
        if nodes and all(n == 1 for n in nodes.values()):
            return ContextOutcome("contradicted", f"the witness records one node ({next(iter(nodes))} = 1)")
    hw = _context_hardware(ContextFact(kind="hardware", key="gpu", value="GPU", source="scope"), ev) \
        if ev.hardware else None
    if gpu_phrase and hw is not None and hw.outcome == "contradicted":
        return ContextOutcome("contradicted", f"{hw.detail}: no GPU ran it, so no {fact.value}")
    counts = _recorded_gpu_counts(ev)
    if counts and all(n == 1 for n in counts.values()) and len(ev.hardware or []) <= 1 \
            and (gpu_phrase or (hw is not None and hw.outcome == "agrees")):
        # one GPU is neither several GPUs nor several machines (a GPU run on one GPU ran on one machine)
        p, _n = next(iter(counts.items()))
        return ContextOutcome("contradicted", f"the witness records one GPU ({p} = 1), not {fact.value}")
    if gpu_phrase:
        declared = {p: n for p, n in counts.items() if not p.startswith("hardware (")}
        if fact.key == "multi_gpu" and declared and all(n >= 2 for n in declared.values()):
            p, n = next(iter(declared.items()))
            return ContextOutcome("agrees", f"the witness records {n} GPUs ({p} = {n})")
        if fact.key == "multi_gpu" and hw is not None and hw.outcome == "agrees":
            # a GPU run that declares tensor or pipeline parallelism of 2 or more ran that arm on 2 or more GPUs
            from claimcheck.claims.vocabulary import PARALLEL_KEYS

            par = recorded(ev, PARALLEL_KEYS["tensor_parallel_size"] + PARALLEL_KEYS["pipeline_parallel_size"])
            many = [(p, v) for p, v in par.items() if (_number(v) or 0) >= 2]
            if many:
                return ContextOutcome("agrees", f"a GPU run with {many[0][0]} = {many[0][1]}: 2 or more GPUs ({hw.detail})")
    return ContextOutcome("unknowable", f"the witness does not record how many {'GPUs' if fact.key == 'multi_gpu' else 'nodes'} "
                          f"ran it ({fact.value})")


def declared_gpu_count(settings: dict) -> tuple[int, str] | None:
    """The GPU count a set of settings declares (an arm's own, with those the witness records for every arm): (the
    count, the first of its keys, in GPU_COUNT_KEYS's sorted order, that holds it) where its GPU-count keys (any case)
    hold one whole number of 1 or more, else None: none, or keys that disagree ("gpu_count = 2, num_gpus = 4" declares
    no count: which did the arm run on?). The one rule of an arm's declared GPU count: per_gpu (a rate per GPU),
    superlatives (a subset of the arms by GPU count), _arm_gpu_use here."""
    low = {str(k).lower(): v for k, v in settings.items()}
    found: dict[int, str] = {}
    for k in sorted(GPU_COUNT_KEYS):
        v = low.get(k)
        if v is None or isinstance(v, (bool, list, dict)):
            continue
        n = _number(v)
        if n is not None and n >= 1 and float(n).is_integer():
            found.setdefault(int(n), k)
    if len(found) != 1:
        return None
    return next(iter(found.items()))


def _arm_gpu_use(ev) -> dict[str, tuple[int, bool, str]]:
    """{arm: (the fewest GPUs it declares using, whether it declares exactly one, the declaration)} from each arm's
    own settings (and settings the witness records outside its arms, which hold for every arm): a declared GPU count
    (gpu_count / num_gpus ...), or tensor x pipeline x data parallelism (a missing size is 1 for the lower bound). An
    arm declares exactly one GPU by a GPU count of 1, or by tensor and pipeline parallelism both 1 (data parallelism
    absent or 1, no GPU count above 1): tensor parallelism 1 alone leaves pipeline parallelism open."""
    from claimcheck.claims.descriptors import recorded
    from claimcheck.claims.vocabulary import PARALLEL_KEYS

    def pick(settings: dict, keys) -> float | None:
        low = {str(k).lower(): v for k, v in settings.items()}
        for k in keys:
            if k in low and not isinstance(low[k], (bool, list, dict)):
                n = _number(low[k])
                if n is not None and n >= 1 and float(n).is_integer():
                    return n
        return None

    shared = {p.rsplit(".", 1)[-1]: v for p, v in recorded(
        ev, tuple(GPU_COUNT_KEYS) + PARALLEL_KEYS["tensor_parallel_size"] + PARALLEL_KEYS["pipeline_parallel_size"]
        + PARALLEL_KEYS["data_parallel_size"]).items() if not p.startswith("arms.")}
    out: dict[str, tuple[int, bool, str]] = {}
    for name, arm in (getattr(ev, "arms", None) or {}).items():
        settings = dict(shared)
        settings.update((getattr(arm, "decl", None) or {}).get("settings") or {})
        declared = declared_gpu_count(settings)
        count = float(declared[0]) if declared else None
        tp = pick(settings, PARALLEL_KEYS["tensor_parallel_size"])
        pp = pick(settings, PARALLEL_KEYS["pipeline_parallel_size"])
        dp = pick(settings, PARALLEL_KEYS["data_parallel_size"])
        par = int((tp or 1) * (pp or 1) * (dp or 1)) if (tp or pp or dp) else 0
        fewest = max(int(count or 0), par)
        exactly = (count == 1 or (count is None and tp == 1 and pp == 1)) and par <= 1
        said = ", ".join(f"{k} = {_fmt(v)}" for k, v in (("gpu_count", count), ("tensor_parallel_size", tp),
                                                           ("pipeline_parallel_size", pp),
                                                           ("data_parallel_size", dp)) if v is not None)
        out[name] = (fewest, exactly, said)
    return out


def _context_one_gpu(ev) -> ContextOutcome | None:
    """"single GPU only", "on one GPU", "a single H100", "single-GPU" (a GPU count of 1) against what the arms
    declare: contradicted by a CPU run, or where an arm of a GPU run declares 2 or more GPUs (a GPU count, or tensor x
    pipeline x data parallelism of 2 or more); agrees where every arm of a GPU run declares exactly one (a GPU count
    of 1, or tensor and pipeline parallelism both 1). None: the arms do not decide it (the recorded counts do)."""
    hw = _context_hardware(ContextFact(kind="hardware", key="gpu", value="GPU", source="scope"), ev) \
        if ev.hardware else None
    if hw is not None and hw.outcome == "contradicted":
        return ContextOutcome("contradicted", f"{hw.detail}: no GPU ran it, so not one GPU")
    if hw is None or hw.outcome != "agrees":
        return None
    use = _arm_gpu_use(ev)
    many = [(n, u) for n, u in use.items() if u[0] >= 2]
    machine = [n for p, n in _recorded_gpu_counts(ev).items() if p.startswith("hardware (")]
    if many and machine and max(machine) < max(u[0] for _n, u in many):
        return None  # more GPUs declared than the machine's hardware lists: the record disagrees with itself
    ones = [n for n, u in use.items() if u[1]]
    if many and ones:
        # "TP1 (one GPU), TP2 and PP2 (both GPUs)": one GPU is what some arms ran on, so the phrase describes those
        # arms, and which it means is not known here; never a contradiction of the run
        n, (k, _one, said) = many[0]
        return ContextOutcome("unknowable", f"arm {ones[0]} declares one GPU and arm {n} {said} ({k} or more): one "
                                            f"GPU describes some arms, not the whole run ({hw.detail})")
    if many:
        n, (k, _one, said) = many[0]
        return ContextOutcome("contradicted", f"arm {n} declares {said}: {k} or more GPUs ({hw.detail})")
    if use and all(u[1] for u in use.values()):
        n, (_k, _one, said) = next(iter(use.items()))
        return ContextOutcome("agrees", f"every arm declares one GPU ({n}: {said}; {hw.detail})")
    return None


def _context_gpu_count(fact, ev) -> ContextOutcome:
    """"8 x MI300X", "4xH100", "a single L40S": agrees where the witness records that many GPUs,
    contradicted only where it explicitly records another count, otherwise unknowable (a GPU
    name without a count is not a count of one)."""
    want = _number(fact.value)
    if want is None:
        return ContextOutcome("unknowable", f"{fact.value!r} is not a GPU count")
    if want == 1:
        one = _context_one_gpu(ev)
        if one is not None:
            return one
    counts = _recorded_gpu_counts(ev)
    if not counts:
        return ContextOutcome("unknowable", "the witness records no GPU count (no gpu_count or num_gpus, no count in "
                              "its hardware string)")
    hits = [p for p, n in counts.items() if n == want]
    if hits:
        return ContextOutcome("agrees", f"{_fmt(want)} GPU(s): {hits[0]}")
    got = "; ".join(f"{p} = {n}" for p, n in list(counts.items())[:3])
    if any(p.startswith("hardware (") and n > want for p, n in counts.items()):
        # a hardware string lists the machine's GPUs: a run (or one arm) may use fewer of them ("on a single H100"
        # of a witness recording "4x NVIDIA H100"); only more GPUs than the machine has is contradicted
        return ContextOutcome("unknowable", f"the witness records {got} GPU(s) in its hardware: a run may use "
                              f"{_fmt(want)} of them, which the witness does not record")
    return ContextOutcome("contradicted", f"the witness records {got} GPU(s), not {_fmt(want)}")


#: public names of the GPU-count rules, for claimcheck.claims.per_gpu (a rate per GPU)
recorded_gpu_counts, arm_gpu_use, number = _recorded_gpu_counts, _arm_gpu_use, _number
