"""The ``request-ab`` witness: request-level A/B arms measured by any client, re-derived from
one row per request (seed S2; also what ``fak witness import vllm-bench`` writes).

Bundle files
------------
``witness.json``::

    {"kind": "request-ab", "format": 1 (optional), "provenance": "OBSERVED" | ...,
     "model": {"id": ..., "params": int (optional)} | str, "hardware": str, "output_cap": int | null,
     "engine": str (optional, e.g. "vLLM"),
     "timing_includes": ["scheduler", "queue", ...],
     "arms": {NAME: {"aliases": [...], "workers": int, "role": "baseline" | "treatment"}},
     "telemetry": {"batches_probe": {"status": int | null, "supported": bool},
                   "metrics": {ARM: {"before": {name: number}, "after": {name: number}} | null},
                   "cache_control": str | null}            (optional)}

Optional fields shared with the grader (every one may be absent; old witnesses stay valid):

* top level, the measured run's context as the *file* records it (an importer never fills
  these from the importing host; what the file and the flags do not give is absent or null =
  unknown): ``hardware`` (null = unknown), ``engine`` ("vLLM", "SGLang", ...),
  ``engine_version`` (str), ``date`` (str, as the file wrote it), ``tokenizer`` (str),
  ``client_backend`` (the benchmark client's request-format label: vLLM bench's "vllm",
  "openai-chat", ...; it does not prove the engine, so it is not ``engine``), ``context_sources``
  ({field: where it came from, e.g. "file:gpu_type", "flag --hardware"}),
  ``server_config`` (object, the file's own server configuration, kept verbatim);
* ``model`` may be null when every arm declares its own ``model`` (arms that differ in model);
  ``model.tokenizer`` / top-level ``tokenizer``: the tokenizer the client counted with;
* ``arms[NAME].model``: the arm's model (same shape as the top-level ``model``: an object with
  ``id`` or a string); absent = the top-level ``model``. Arms whose models differ make the model
  the treatment;
* ``arms[NAME].hardware`` / ``engine`` / ``engine_version`` (str): the arm's own, written only when
  the arms' files record different ones (an A100 vs H100 comparison); the top-level field is then
  null (unknown for the run as a whole);
* ``arms[NAME].settings``: the arm's declared settings, read by the claim reader to bind
  "at concurrency 8", "with prefix caching on" to arms; each key optional, null = not recorded::

      {"concurrency": int | null,          # client max concurrency (vLLM max_concurrency); null = unbounded/unknown
       "request_rate": float | "inf" | null,  # requests/s offered ("inf": all at once)
       "burstiness": float | null,
       "parallel_slots": int | null,       # server-side slots (llama.cpp -np, vLLM max_num_seqs)
       "prefix_caching": bool | null,
       "speculative_method": str | null,   # "ngram", "eagle", "medusa", ... ; "none" when off
       "model": str | null,                # the arm's model id
       "quantization": str | null,         # "fp8", "awq", "fp16", ...
       "input_len": int | null, "output_len": int | null, "dataset": str | null,
       "num_prompts": int | null}

  other keys are kept and not read by ``derive``;
* ``arms[NAME].aggregates`` (``client-aggregate`` witnesses and imported files): the numbers
  the client printed, ``{metric: {statistic | "value": number}}`` with metric one of ``ttft``,
  ``tpot``, ``itl``, ``e2e_latency`` (seconds), ``throughput`` (requests/s),
  ``token_throughput`` (output tokens/s), ``total_token_throughput``, ``completed``, ``failed``,
  ``wall`` (the client's duration, s), ``prompt_tokens``, ``completion_tokens``: evidence the
  grader reports as "client aggregate, not re-derived from rows", and the reference a
  reconstructed row value is compared with.

``rows.jsonl`` - one request per line: ``arm, task_id, start_s, first_token_s, end_s``
(seconds from the arm's start; ``first_token_s`` null when no token arrived, ``end_s`` null only
for a failed request; extra keys such as ``error`` or ``http_status`` are kept, not read),
``prompt_tokens, completion_tokens, cached_tokens`` (integer, or null when the server did not
say), ``ok`` (bool); optional ``run`` (repeated runs of the arms); optional ``itls_s`` (the gaps
between consecutive output tokens of the request, seconds: vLLM's ``itls``; needed for
inter-token latency) and ``queue_s`` (time the request waited in the client before it was
sent: vLLM's ``queue_times``; needed for a request-ab queue delay).

Derivation (``derive``), per arm and run, then pooled over runs:

* wall = max(``end_s``) - min(``start_s``) over the arm's rows of that run (null ends skipped); pooled wall = sum
  over runs; completed = rows with ``ok``; throughput = completed / wall (requests/s);
  token rate = completion tokens / wall;
* TTFT = ``first_token_s - start_s`` of each completed row; p50 / p95 by the nearest-rank
  rule (sorted ascending, the value at 1-based rank ceil(p/100 * n));
* prompt / completion tokens = sums over the arm's rows (null when a completed row did not
  report usage: unknown, not zero); cached tokens = sum of the non-null
  ``cached_tokens`` values, or null when every row says null (the server did not report it);
* cache metric deltas (``telemetry.metrics``): ``after - before`` for
  ``prefix_cache_queries`` and ``prefix_cache_hits``; null when not recorded.

Consistency rules (``WitnessError``): rows of undeclared arms; a task listed twice in one arm
and run; ``start_s <= first_token_s <= end_s``; ``completion_tokens`` above ``output_cap``;
``cached_tokens`` above ``prompt_tokens``; a counter that goes backwards; an arm without rows.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from itertools import chain
from operator import le
from pathlib import Path
from typing import Any

from claimcheck import limits
from claimcheck.witnesses._columns import ABSENT, RowTable, completed_differences, read_table
from claimcheck.witnesses._columns import column as _col
from claimcheck.witnesses._rows import (
    WitnessError,
    check_common_witness,
    id_key,
    is_time,
    nearest_rank_sorted,
    need,
    need_count,
    need_number,
    need_time,
    read_rows,
    read_witness_json,
    src,
    verified_bytes,
)

KIND = "request-ab"
FORMAT = 1
WITNESS_FILE = "witness.json"
ROWS_FILE = "rows.jsonl"
CACHE_METRICS = ("prefix_cache_queries", "prefix_cache_hits")

__all__ = ["KIND", "WitnessError", "check_witness_json", "check_row", "derive", "load", "derive_bundle"]


def check_witness_json(obj: Mapping[str, Any], *, source: Any = WITNESS_FILE) -> None:
    if not isinstance(obj, Mapping):
        raise WitnessError("witness.json must be a JSON object", path=source, rule="witness-format")
    if obj.get("kind") != KIND:
        raise WitnessError(f"kind is {obj.get('kind')!r}, expected {KIND!r}", path=source, rule="witness-kind")
    if "format" in obj and obj["format"] != FORMAT:
        raise WitnessError(f"format {obj['format']!r} is not understood (expected {FORMAT})", path=source, rule="witness-format")
    check_common_witness(obj, source=source)
    need_count(obj, "output_cap", source=source, nullable=True)
    roles = []
    for name, arm in obj["arms"].items():
        workers = need_count(arm, "workers", source=source)
        if workers < 1:
            raise WitnessError(f"arm {name!r}: workers must be at least 1", path=source, rule="witness-format")
        roles.append(arm["role"])
    if roles.count("baseline") > 1:
        raise WitnessError("at most one arm may have role 'baseline'", path=source, rule="witness-format")
    tel = obj.get("telemetry")
    if tel is not None:
        if not isinstance(tel, Mapping):
            raise WitnessError("telemetry must be an object", path=source, rule="witness-format")
        probe = tel.get("batches_probe")
        if probe is not None:
            need(probe, "status", (int,), source=source, nullable=True)
            need(probe, "supported", (bool,), source=source)
        metrics = tel.get("metrics") or {}
        if not isinstance(metrics, Mapping):
            raise WitnessError("telemetry.metrics must be an object", path=source, rule="witness-format")
        for arm, m in metrics.items():
            if arm not in obj["arms"]:
                raise WitnessError(f"telemetry.metrics names undeclared arm {arm!r}", path=source, rule="witness-format")
            if m is None:
                continue
            for side in ("before", "after"):
                snap = need(m, side, (dict,), source=source)
                for k in CACHE_METRICS:  # other keys (raw samples, ...) are kept but not read
                    if k in snap:
                        need_number(snap, k, source=source, nullable=True)
        cc = tel.get("cache_control")
        if cc is not None and not isinstance(cc, str):
            raise WitnessError("telemetry.cache_control must be a string or null", path=source, rule="witness-format")


_ABSENT = object()
_STR_INT = (str, int)


def _num(v: Any) -> bool:
    return is_time(v)  # an int or finite float within the time bound; never a bool


def _plainly_valid(row: dict, output_cap: int | None) -> bool:
    """True only when ``row`` passes every rule of ``check_row``; False means: take the full check,
    which names the problem. (A row of exactly the canonical types, checked without per-field calls:
    reading a 10,000-row witness spent most of its time in those calls.)"""
    g = row.get
    if type(g("arm")) is not str or type(g("task_id")) not in _STR_INT or type(g("ok")) is not bool:
        return False
    start, first, end = g("start_s"), g("first_token_s", _ABSENT), g("end_s", _ABSENT)
    if not _num(start) or first is _ABSENT or end is _ABSENT:
        return False
    if (first is not None and not _num(first)) or (end is not None and not _num(end)) or (end is None and row["ok"]):
        return False
    prompt, completion, cached = g("prompt_tokens", _ABSENT), g("completion_tokens", _ABSENT), g("cached_tokens", _ABSENT)
    for v in (prompt, completion, cached):
        if v is _ABSENT or (v is not None and (type(v) is not int or v < 0 or v > limits.MAX_WITNESS_COUNT)):
            return False
    if ("run" in row and type(row["run"]) not in _STR_INT) or g("itls_s") is not None or g("queue_s") is not None:
        return False
    if first is not None and (first < start or (end is not None and first > end)):
        return False
    if end is not None and end < start:
        return False
    if output_cap is not None and completion is not None and completion > output_cap:
        return False
    return not (cached is not None and prompt is not None and cached > prompt)


def check_row(row: Mapping[str, Any], *, source: Any = ROWS_FILE, output_cap: int | None = None) -> None:
    if type(row) is dict and _plainly_valid(row, output_cap):
        return
    check_row_fully(row, source=source, output_cap=output_cap)


def check_row_fully(row: Mapping[str, Any], *, source: Any = ROWS_FILE, output_cap: int | None = None) -> None:
    """Every rule of a row, field by field; raises ``WitnessError`` naming the first broken one."""
    need(row, "arm", (str,), source=source)
    need(row, "task_id", (str, int), source=source)
    ok = need(row, "ok", (bool,), source=source)
    start = need_time(row, "start_s", source=source)
    first = need_time(row, "first_token_s", source=source, nullable=True)
    end = need_time(row, "end_s", source=source, nullable=not ok)
    prompt = need_count(row, "prompt_tokens", source=source, nullable=True)
    completion = need_count(row, "completion_tokens", source=source, nullable=True)
    if "cached_tokens" not in row:
        raise WitnessError("missing field 'cached_tokens' (null when the server did not say)", path=source, rule="witness-format")
    cached = need_count(row, "cached_tokens", source=source, nullable=True)
    if "run" in row:
        need(row, "run", (int, str), source=source)
    if row.get("itls_s") is not None:
        itls = need(row, "itls_s", (list,), source=source)
        if not all(is_time(x) and x >= 0 for x in itls):
            raise WitnessError(f"itls_s must be a list of non-negative times of at most {limits.MAX_WITNESS_SECONDS:g} s",
                               path=source, rule="witness-format")
    if row.get("queue_s") is not None:
        need_time(row, "queue_s", source=source, minimum=0)
    if first is not None and (first < start or (end is not None and first > end)):
        raise WitnessError("need start_s <= first_token_s <= end_s", path=source, rule="request-ab/times")
    if end is not None and end < start:
        raise WitnessError("end_s before start_s", path=source, rule="request-ab/times")
    if output_cap is not None and completion is not None and completion > output_cap:
        raise WitnessError(f"completion_tokens {completion} exceeds output_cap {output_cap}", path=source, rule="request-ab/output-cap")
    if cached is not None and prompt is not None and cached > prompt:
        raise WitnessError(f"cached_tokens {cached} exceeds prompt_tokens {prompt}", path=source, rule="request-ab/cached")


def _sum_or_none(values: list[Any], ok: list[bool]) -> int | None:
    """Sum over the rows, or None when any completed row did not report it (unknown, not zero)."""
    if None in values and any(v is None for v, o in zip(values, ok) if o):
        return None
    return sum(filter(None, values))


def _ttfts(rows: Sequence[Mapping[str, Any]]) -> list[float]:
    ttfts = completed_differences(_col(rows, "first_token_s"), _col(rows, "start_s"), _col(rows, "ok"))
    ttfts.sort()
    return ttfts


def _arm_values(rows: Sequence[Mapping[str, Any]], ttfts: list[float] | None = None) -> dict[str, Any]:
    ok = _col(rows, "ok")
    end = _col(rows, "end_s")
    ends = [e for e in end if e is not None] if None in end else end
    wall = (max(ends) - min(_col(rows, "start_s"))) if ends else 0.0
    done = ok.count(True)
    ttfts = _ttfts(rows) if ttfts is None else ttfts
    completion = _sum_or_none(_col(rows, "completion_tokens"), ok)
    return {
        "wall_s": wall,
        "completed": done,
        "throughput": (done / wall) if wall > 0 else None,
        "token_rate": (completion / wall) if wall > 0 and completion is not None else None,
        "ttft_p50_s": nearest_rank_sorted(ttfts, 50),
        "ttft_p95_s": nearest_rank_sorted(ttfts, 95),
    }


def _task_ids(rows: Sequence[Mapping[str, Any]], tasks: list[Any]) -> list[str]:
    """The distinct task ids as strings, sorted (distinct first seen first: rows in task order
    leave sorted() almost nothing to do; rows already strictly in order: nothing at all)."""
    if isinstance(rows, RowTable):
        if rows.increasing_strings("task_id"):
            return list(tasks)
        if _all_str(rows, tasks):
            return sorted(rows.distinct("task_id"))
    return sorted(dict.fromkeys(tasks if _all_str(rows, tasks) else map(str, tasks)))


def _all_str(rows: Sequence[Mapping[str, Any]], tasks: list[Any]) -> bool:
    if isinstance(rows, RowTable):
        return rows.types("task_id") == {str}
    return all(type(t) is str for t in tasks)


_NONE = type(None)
_TIMES = {int, float}
_TIMES_OR_NONE = {int, float, _NONE}
_COUNTS_OR_NONE = {int, _NONE}


def _bounded(values: list[Any], lo: float, hi: float) -> bool:
    return not values or (lo <= min(values) and max(values) <= hi)


def _plain_table(table: RowTable, arms_decl: Mapping[str, Any], cap: int | None) -> dict[str, RowTable] | None:
    """The rows of each arm when every row of ``table`` passes every rule ``derive`` applies to rows
    (``check_row``, declared arms, no task twice in one arm and run, no run named two ways),
    checked a column at a time; None when any may not: ``derive`` then checks the rows one by
    one, which finds and words the first problem. (An approximation only ever towards None:
    ``tests/witnesses/test_row_table.py`` holds the two paths equal.)"""
    c = table.columns
    need_keys = ("arm", "task_id", "ok", "start_s", "first_token_s", "end_s", "prompt_tokens", "completion_tokens",
                 "cached_tokens")
    if table.n == 0 or any(k not in c for k in need_keys):
        return None
    types_of = table.types
    ok = c["ok"]
    if types_of("arm") != {str} or types_of("ok") != {bool} or not types_of("task_id") <= {str, int}:
        return None
    bound = limits.MAX_WITNESS_SECONDS
    start, first, end = c["start_s"], c["first_token_s"], c["end_s"]
    if not types_of("start_s") <= _TIMES:
        return None
    nulls = False
    for key in ("first_token_s", "end_s"):
        types = types_of(key)
        if not types <= _TIMES_OR_NONE:
            return None
        nulls = nulls or _NONE in types
    if nulls:
        if not _bounded(start, -bound, bound):
            return None
        for col in (first, end):
            if not _bounded([v for v in col if v is not None], -bound, bound):
                return None
    # else: start <= first <= end row by row is checked below, so min(start) and max(end) bound all three
    elif not (start and -bound <= min(start) and max(end) <= bound):
        return None
    counts = []
    for k in ("prompt_tokens", "completion_tokens", "cached_tokens"):
        col = c[k]
        types = types_of(k)
        if not types <= _COUNTS_OR_NONE:
            return None
        if types != {_NONE}:
            vals = [v for v in col if v is not None] if _NONE in types else col
            if not _bounded(vals, 0, limits.MAX_WITNESS_COUNT):
                return None
        counts.append(col)
    prompt, completion, cached = counts
    if "run" in c and not types_of("run") <= {str, int, type(ABSENT)}:
        return None
    if "itls_s" in c:
        lists = [v for v in c["itls_s"] if v is not None and v is not ABSENT]
        if lists:
            if set(map(type, lists)) != {list}:
                return None
            flat = list(chain.from_iterable(lists))
            if not set(map(type, flat)) <= _TIMES or not _bounded(flat, 0, bound):
                return None
    if "queue_s" in c:
        q = [v for v in c["queue_s"] if v is not None and v is not ABSENT]
        if not set(map(type, q)) <= _TIMES or not _bounded(q, 0, bound):
            return None
    # the relations between the fields of a row
    if _NONE in types_of("end_s"):
        if any(e is None and o for e, o in zip(end, ok)):
            return None
        if not all(e is None or s <= e for s, e in zip(start, end)):
            return None
    elif _NONE in types_of("first_token_s") and not all(map(le, start, end)):
        return None  # (with no null at all, start <= first <= end below implies it)
    if _NONE in types_of("first_token_s") or _NONE in types_of("end_s"):
        if not all(f is None or (s <= f and (e is None or f <= e)) for s, f, e in zip(start, first, end)):
            return None
    elif not (all(map(le, start, first)) and all(map(le, first, end))):
        return None
    if cap is not None and not _bounded([v for v in completion if v is not None], 0, cap):
        return None
    if types_of("cached_tokens") != {_NONE} and not all(
            p is None or k is None or k <= p for k, p in zip(cached, prompt)):
        return None
    groups = table.group("arm")
    if not groups.keys() <= arms_decl.keys():
        return None
    for rows in groups.values():  # no task twice in one arm and run; no run named two ways
        runs = rows.group("run")
        if len({id_key(r) for r in runs}) != len(runs):
            return None
        for rr in runs.values():
            if rr.increasing_strings("task_id"):
                continue  # in sorted order, so distinct
            if len(rr.distinct("task_id") if types_of("task_id") == {str} else set(map(str, rr.column("task_id")))) \
                    != rr.n:
                return None
    return groups


def derive(witness_json: Mapping[str, Any], rows: Iterable[Mapping[str, Any]], *,
           source: str | Path | None = None) -> dict[str, Any]:
    """Re-derive every reported quantity of a request-ab witness from its rows.

    Returns ``{"kind", "provenance", "baseline" (name or None), "output_cap", "timing_includes",
    "telemetry", "arms": {name: {...}}}``; each arm holds role, workers, aliases, runs, requests,
    completed, failed, wall_s, throughput (completed requests/s), token_rate (completion tokens/s),
    ttft_p50_s, ttft_p95_s, ttfts_s, prompt_tokens, completion_tokens, cached_tokens (null when no
    row reported it), cached_rows, cache_queries / cache_hits (metric deltas or null), task_ids,
    run_values (per-run wall_s/throughput/token_rate/ttft_p50_s/completed, for the bootstrap).

    ``rows``: dictionaries, or a ``RowTable`` (``load``'s columns), checked a column at a time
    when every row is plainly valid and row by row otherwise (the same rules, the same result).
    """
    base = Path(source) if source is not None else None
    wsrc = base / WITNESS_FILE if base else WITNESS_FILE
    rsrc = base / ROWS_FILE if base else ROWS_FILE
    check_witness_json(witness_json, source=wsrc)
    arms_decl = witness_json["arms"]
    cap = witness_json.get("output_cap")
    by_arm: Mapping[str, Sequence[Mapping[str, Any]]] | None = None
    if isinstance(rows, RowTable):
        by_arm = _plain_table(rows, arms_decl, cap)
        if by_arm is None:
            rows = list(rows)
    if by_arm is None:
        lists: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
        seen: set[tuple] = set()
        for i, row in enumerate(rows, start=1):
            where = src(row, f"{rsrc}:{i}")
            check_row(row, source=where, output_cap=cap)
            if row["arm"] not in arms_decl:
                raise WitnessError(f"arm {row['arm']!r} is not declared in witness.json", path=where, rule="request-ab/unknown-arm")
            key = (row["arm"], id_key(row.get("run")), id_key(row["task_id"]))  # 1 and "1" are one id
            if key in seen:
                raise WitnessError(f"task {row['task_id']!r} appears twice in arm {row['arm']!r}", path=where, rule="request-ab/duplicate")
            seen.add(key)
            lists[row["arm"]].append(row)
        by_arm = lists
    tel = witness_json.get("telemetry") or {}
    metrics = tel.get("metrics") or {}
    out: dict[str, dict[str, Any]] = {}
    for name, decl in arms_decl.items():
        arm_rows = by_arm.get(name)
        if not arm_rows:
            raise WitnessError(f"arm {name!r} has no rows in {ROWS_FILE}", path=rsrc, rule="request-ab/empty-arm")
        if isinstance(arm_rows, RowTable):
            groups: Mapping[Any, Sequence[Mapping[str, Any]]] = arm_rows.group("run")
        else:
            lists_by_run: dict[Any, list[Mapping[str, Any]]] = {}
            for r in arm_rows:  # one pass (a dict groups by the hash and equality a set dedups by)
                lists_by_run.setdefault(r.get("run"), []).append(r)
            groups = lists_by_run
        runs = sorted(groups, key=lambda v: (str(type(v)), v))
        if len({id_key(r) for r in runs}) != len(runs):
            raise WitnessError(f"arm {name!r} names one run two ways ({sorted(map(repr, runs))}): 1 and '1' are the "
                               "same run", path=rsrc, rule="request-ab/duplicate")
        ttfts = _ttfts(arm_rows)
        per_run = []
        for run in runs:
            v = _arm_values(groups[run], ttfts if len(runs) == 1 else None)
            if v["wall_s"] <= 0:
                raise WitnessError(f"arm {name!r}: wall time is zero", path=rsrc, rule="request-ab/times")
            per_run.append({"run": run, **v})
        wall = sum(v["wall_s"] for v in per_run)
        ok = _col(arm_rows, "ok")
        done = ok.count(True)
        cached = _col(arm_rows, "cached_tokens")
        cached_vals = [c for c in cached if c is not None] if None in cached else cached
        completion = _sum_or_none(_col(arm_rows, "completion_tokens"), ok)
        tasks = _col(arm_rows, "task_id")
        m = metrics.get(name)
        deltas: dict[str, float | None] = {k: None for k in CACHE_METRICS}
        if m is not None:
            for k in CACHE_METRICS:
                if m["before"].get(k) is not None and m["after"].get(k) is not None:
                    d = m["after"][k] - m["before"][k]
                    if d < 0:
                        raise WitnessError(f"arm {name!r}: counter {k} went backwards (reset during the run?)",
                                           path=wsrc, rule="request-ab/counter")
                    deltas[k] = d
        out[name] = {
            "role": decl["role"],
            "workers": decl["workers"],
            "aliases": list(decl.get("aliases", [])),
            "runs": len(runs),
            "requests": len(arm_rows),
            "completed": done,
            "failed": len(arm_rows) - done,
            "completed_per_run": sorted({v["completed"] for v in per_run}),
            "wall_s": wall,
            "throughput": done / wall,
            "token_rate": (completion / wall) if completion is not None else None,
            "ttft_p50_s": nearest_rank_sorted(ttfts, 50),
            "ttft_p95_s": nearest_rank_sorted(ttfts, 95),
            "ttfts_s": ttfts,
            "prompt_tokens": _sum_or_none(_col(arm_rows, "prompt_tokens"), ok),
            "completion_tokens": completion,
            "cached_tokens": sum(cached_vals) if cached_vals else None,
            "cached_rows": len(cached_vals),
            "cache_queries": deltas["prefix_cache_queries"],
            "cache_hits": deltas["prefix_cache_hits"],
            # distinct, first seen first (rows in task order leave sorted() almost nothing to do)
            "task_ids": _task_ids(arm_rows, tasks),
            "run_values": per_run,
        }
    baseline = next((n for n, d in arms_decl.items() if d["role"] == "baseline"), None)
    probe = tel.get("batches_probe")
    return {
        "kind": KIND,
        "provenance": witness_json["provenance"],
        "baseline": baseline,
        "output_cap": cap,
        "timing_includes": list(witness_json["timing_includes"]),
        "telemetry": {"batches_probe": probe, "cache_control": tel.get("cache_control"),
                      "metrics_recorded": sorted(a for a, m in metrics.items() if m is not None)},
        "arms": out,
    }


def load(bundle: str | Path, *, files: Mapping[str, bytes | None] | None = None
         ) -> tuple[dict[str, Any], list[dict[str, Any]] | RowTable]:
    """Read witness.json and rows.jsonl (strict JSON). Does not verify the receipt.

    ``files``: the bytes of these files exactly as a verifier hashed them
    (``verify_bundle(keep_bytes=...)``); they are parsed instead of the files on disk, into a
    ``RowTable`` (columns; a sequence of the same rows) when ``_columns.read_table`` can prove it
    reads them as the line-by-line reader does, else into a list of rows."""
    w = read_witness_json(bundle, KIND, data=verified_bytes(files, bundle, WITNESS_FILE))
    data = verified_bytes(files, bundle, ROWS_FILE)
    if data is not None:
        table = read_table(data, source=Path(bundle) / ROWS_FILE)
        if table is not None:
            return w, table
    return w, read_rows(bundle, ROWS_FILE, data=data)


def derive_bundle(bundle: str | Path) -> dict[str, Any]:
    w, rows = load(bundle)
    return derive(w, rows, source=bundle)
