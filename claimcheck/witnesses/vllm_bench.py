"""``fak witness import vllm-bench``: turn the JSON that ``vllm bench serve --save-result``
(with or without ``--save-detailed``), the older ``benchmarks/benchmark_serving.py`` or ``vllm
bench sweep`` writes into a sealed ``request-ab`` (per-request lists) or ``client-aggregate``
(summary-only) bundle. SGLang ``bench_serving`` and Ray LLMPerf files are read by the same code
(``claimcheck.witnesses.importers``).

Input files
-----------
A file holds one result object, or several written one per line by ``--append-result``
(vLLM opens the file in append mode, writes a newline, then ``json.dump`` of the next result).
Python's ``json.dump`` writes ``Infinity`` / ``NaN`` for non-finite floats (``--burstiness inf``
gives ``"burstiness": Infinity``): they are accepted, but every field the import reads must be a
finite number. ``-`` reads the file from standard input.

Each result is one run of one arm: ``--arm`` names the arm of each file (every result in the
file is a run of it), or of each result in order across the files.

Mapping (see docs/claim-check.md):

============================  ===================================================
vllm bench result             request-ab row / witness.json
============================  ===================================================
request ``i`` (list position)  ``task_id`` = ``"req-%04d" % i`` (same dataset/seed
                               across arms gives the same task set)
``start_times[i]``             ``start_s`` = ``start_times[i] - min(start_times)``
(absent: older files)          ``start_s`` reconstructed so that the run spans
                               ``duration`` (below); rows say ``start_reconstructed``
``ttfts[i]`` (seconds)         ``first_token_s`` = ``start_s + ttfts[i]``
``latencies[i]`` or            ``end_s`` = ``start_s + latencies[i]``, else
``ttfts[i] + sum(itls[i])``    ``start_s + ttfts[i] + sum(itls[i])``
``input_lens[i]``              ``prompt_tokens`` (null for a failed request: vLLM
                               counts only successful ones in ``total_input_tokens``;
                               the length is kept as ``input_len``)
``output_lens[i]``             ``completion_tokens`` (null for a failed request)
``itls[i]``                    ``itls_s`` (completed requests)
``queue_times[i]``             ``queue_s`` (time spent waiting for the
                               client's ``--max-concurrency`` semaphore, before
                               ``start_times[i]``)
(not recorded by vllm bench)   ``cached_tokens`` = null
``errors[i]`` non-empty, or    ``ok`` = false (else true); the message is kept as
no token and no output         ``error``
``model_id``                   ``arms[ARM].model`` (and ``model.id`` when every
                               arm has one model; arms may differ in model)
``max_concurrency``            ``arms[ARM].workers`` (null/absent: ``--workers``,
                               else the number of requests)
printed summary fields         ``arms[ARM].aggregates`` and ``printed_vs_rows``
============================  ===================================================

A result without per-request lists (no ``--save-detailed``) becomes a ``client-aggregate``
witness of its printed numbers (``claimcheck.witnesses.client_aggregate``). Context (hardware,
engine, date, tokenizer) and arm settings come from the file (``file_context``,
``result_settings``) or flags, never from the importing host. Results given one arm must agree in
every recorded parameter (``result_params``): a sweep is never pooled. Completed / failed follow
the counting rule that reproduces the printed ``completed`` (``choose_counting_rule``).
docs/claim-check.md, "Importing other tools' result files", has the full table per format.

The run's wall is what request-ab derives from the rows: ``max(end_s) - min(start_s)``.
With ``start_times`` that is the span of the requests. Without them (benchmark_serving.py
before start times were recorded), the rows are laid out so that the wall is vLLM's own
``duration`` (the figure its ``request_throughput`` divides by): requests run in list order on
``max_concurrency`` lanes (vLLM's semaphore; all requests when unset), each starting when a
lane is free and not before ``i * a``, where the arrival interval ``a`` is solved so that the
last request ends at ``duration``. Only the wall depends on this layout (TTFT, latency and
token counts are per request); a file without ``start_times`` and without ``duration`` is
refused.

``timing_includes`` defaults to ``scheduler`` plus ``queue`` when every result carries
``queue_times``.

The source files are copied into the bundle under ``source/`` and listed with their SHA-256
in ``witness.json`` (``imported_from``), so a third party can redo the import.

Two rules of the grader are applied here, at import, by importing them (lazily, inside the
function that needs each), not by copying them: ``claims.aliases.alias_problems`` (an alias the
reader would read as grammar is refused before anything is written) and the statistics of
``claims.statistics`` (a printed aggregate is compared with the same statistic, computed as the
grader computes it, from the rows). A copy here would be a second definition that could drift
from the grader's; ``claims`` in turn imports no witness kind's importer, so there is no circle
(tests/project/test_layout.py names these two as the only imports of ``claims`` from ``witnesses``).
"""

from __future__ import annotations

import hashlib
import heapq
import json
import math
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from claimcheck import limits
from claimcheck._internal.jsonio import MAX_BYTES, no_duplicate_keys, read_bounded, read_file_bytes
from claimcheck.errors import InputError, UsageError

REQUIRED = ("ttfts", "input_lens", "output_lens")
STDIN = "-"
RULE = "vllm-bench"
_CONSTANTS = {"Infinity": math.inf, "-Infinity": -math.inf, "NaN": math.nan}
_NON_WS = re.compile(r"[^ \t\r\n]")  # JSON whitespace


MAX_DEPTH = 64
MAX_RESULTS = 10_000  # results (runs) in one --append-result file


def _too_deep(obj: Any, limit: int) -> bool:
    stack = [(obj, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > limit:
            return True
        for child in (node.values() if isinstance(node, dict) else node):
            if isinstance(child, (dict, list)):
                stack.append((child, depth + 1))
    return False


def _constant(name: str) -> float:
    return _CONSTANTS[name]


def read_source(path: str | Path, *, max_bytes: int = MAX_BYTES) -> bytes:
    """The bytes of one input file; ``-`` is standard input."""
    if str(path) == STDIN:
        data = read_bounded(sys.stdin.buffer, max_bytes)
        if len(data) > max_bytes:
            raise InputError(f"larger than {max_bytes} bytes", path="<stdin>", rule="json")
        return data
    return read_file_bytes(path, max_bytes=max_bytes)


def parse_results(data: bytes, *, source: str) -> list[tuple[str, dict[str, Any]]]:
    """The result objects of one file as ``[(where, result)]``: one object, or one per line as
    ``--append-result`` writes them. ``where`` names the file, plus ``:LINE`` when the file
    holds more than one result. Duplicate keys, a BOM, non-UTF-8 bytes, deep nesting and
    anything that is not a JSON object are refused; ``Infinity``/``NaN`` are read as floats."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 (byte {exc.start})", path=source, rule="json") from None
    if text.startswith("\ufeff"):
        raise InputError("UTF-8 byte-order mark is not allowed", path=source, rule="json")
    dec = json.JSONDecoder(object_pairs_hook=no_duplicate_keys, parse_constant=_constant)
    found: list[tuple[int, dict[str, Any]]] = []
    pos, line, counted = 0, 1, 0
    while True:
        m = _NON_WS.search(text, pos)
        if m is None:
            break
        pos = m.start()
        line += text.count("\n", counted, pos)
        counted = pos
        try:
            obj, pos = dec.raw_decode(text, pos)
        except ValueError as exc:  # JSONDecodeError, or a duplicate key / NUL from the hook
            where = f"{source}:{line}" if found else source
            raise InputError(f"invalid JSON: {exc}", path=where, rule="json") from None
        except RecursionError:
            raise InputError("JSON nested too deeply", path=source, rule="json") from None
        if isinstance(obj, list) and not found and _NON_WS.search(text, pos) is None:
            # ``vllm bench sweep`` writes each setting's runs as one JSON array (summary.json)
            if not obj:
                raise InputError("empty: no vllm bench result", path=source, rule=RULE)
            if len(obj) > MAX_RESULTS:
                raise InputError(f"more than {MAX_RESULTS} results in one file", path=source, rule=RULE)
            for i, item in enumerate(obj):
                if not isinstance(item, dict):
                    raise InputError(f"item {i}: not a vllm bench result object (got {type(item).__name__})",
                                     path=source, rule=RULE)
                if _too_deep(item, MAX_DEPTH - 1):
                    raise InputError(f"JSON nested deeper than {MAX_DEPTH} levels", path=source, rule="json")
            return [(f"{source}[{i}]", item) for i, item in enumerate(obj)]
        if not isinstance(obj, dict):
            raise InputError(f"line {line}: not a vllm bench result object (got {type(obj).__name__})", path=source,
                             rule=RULE)
        if _too_deep(obj, MAX_DEPTH):
            raise InputError(f"JSON nested deeper than {MAX_DEPTH} levels", path=source, rule="json")
        found.append((line, obj))
        if len(found) > MAX_RESULTS:
            raise InputError(f"more than {MAX_RESULTS} results in one file", path=source, rule=RULE)
    if not found:
        raise InputError("empty: no vllm bench result", path=source, rule=RULE)
    if len(found) == 1:
        return [(source, found[0][1])]
    return [(f"{source}:{line}", obj) for line, obj in found]


#: clock readings (``start_times``: perf_counter or epoch seconds) may be large; their differences
#: from the first are times and obey ``limits.MAX_WITNESS_SECONDS``
_MAX_CLOCK = 1e15


def _num_list(obj: dict[str, Any], key: str, n: int, path: Any, *, minimum: float | None = 0.0,
              maximum: float = limits.MAX_WITNESS_SECONDS) -> list[float]:
    """``n`` finite numbers of at most ``maximum`` either way (a time in seconds unless told)."""
    vals = obj.get(key)
    if not isinstance(vals, list) or len(vals) != n:
        raise InputError(f"{key!r} must be a list of {n} values (rerun vllm bench with --save-detailed)", path=path,
                         rule=RULE)
    for i, v in enumerate(vals):
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
            raise InputError(f"{key}[{i}] is not a finite number: {v!r}", path=path, rule=RULE)
        if minimum is not None and v < minimum:
            raise InputError(f"{key}[{i}] is negative: {v!r}", path=path, rule=RULE)
        if not -maximum <= v <= maximum:
            raise InputError(f"{key}[{i}] = {v:.6g} is beyond {maximum:g} either way: not a measured value",
                             path=path, rule=RULE)
    return [float(v) for v in vals]


def _positive(obj: dict[str, Any], key: str, path: Any) -> float:
    v = obj[key]
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or v <= 0 \
            or v > limits.MAX_WITNESS_SECONDS:
        raise InputError(f"{key!r} must be a positive finite number of seconds of at most "
                         f"{limits.MAX_WITNESS_SECONDS:g}, got {v!r}", path=path, rule=RULE)
    return float(v)


def _lanes(result: dict[str, Any], n: int) -> int:
    mc = result.get("max_concurrency")
    if isinstance(mc, int) and not isinstance(mc, bool) and mc >= 1:
        return min(mc, n)
    return n


def _layout(spans: list[float], lanes: int, a: float) -> tuple[list[float], float]:
    """Start of each request (list order, ``lanes`` lanes, request ``i`` not before ``i * a``)
    and the makespan."""
    free = [0.0] * lanes
    starts = []
    end = 0.0
    for i, span in enumerate(spans):
        s = max(heapq.heappop(free), i * a)
        starts.append(s)
        heapq.heappush(free, s + span)
        end = max(end, s + span)
    return starts, end


def reconstruct_starts(spans: list[float], lanes: int, duration: float, *, where: Any) -> tuple[list[float], str]:
    """Starts such that ``max(start + span) == duration`` (see the module docstring)."""
    n = len(spans)
    starts, m0 = _layout(spans, lanes, 0.0)
    if m0 > duration * 1.01 + 1e-3:
        raise InputError(f"'duration' {duration:.6g} s is shorter than the requests take on {lanes} lane(s) "
                         f"({m0:.6g} s): the file is inconsistent", path=where, rule=RULE)
    if n == 1 or m0 >= duration:
        return starts, (f"{where}: no start_times; requests laid out back to back on {lanes} lane(s): wall "
                        f"{m0:.6f} s (duration {duration:.6f} s)")
    lo, hi = 0.0, duration / (n - 1)  # at hi the last request starts at duration: makespan >= duration
    for _ in range(200):
        mid = (lo + hi) / 2
        if _layout(spans, lanes, mid)[1] < duration:
            lo = mid
        else:
            hi = mid
        if hi - lo <= duration * 1e-15:
            break
    starts, _ = _layout(spans, lanes, hi)
    return starts, (f"{where}: no start_times in the file; starts reconstructed on "
                    f"{lanes} lane(s) in list order, arrivals every {hi:.6g} s, so that the run spans its duration "
                    f"{duration:.6f} s")


# --- what the file prints: the client's own aggregates -------------------------------------

#: printed per-request statistic keys: ``<stat>_<metric>_ms`` (vLLM: ttft, tpot, itl, e2el;
#: SGLang also writes e2e_latency)
_STAT_KEY = re.compile(r"^(mean|median|std|min|max|p\d{1,2}(?:\.\d+)?)_(ttft|tpot|itl|e2el|e2e_latency)_ms$")
_PRINTED_METRIC = {"ttft": "ttft", "tpot": "tpot", "itl": "itl", "e2el": "e2e_latency", "e2e_latency": "e2e_latency"}
#: printed scalar -> (aggregate name, is a count)
PRINTED_SCALARS = {
    "duration": ("wall", False), "completed": ("completed", True), "failed": ("failed", True),
    "total_input_tokens": ("prompt_tokens", True), "total_output_tokens": ("completion_tokens", True),
    "request_throughput": ("throughput", False), "request_inthroughput": ("throughput", False),  # v0.4.x spelling
    "output_throughput": ("token_throughput", False),
    "total_token_throughput": ("total_token_throughput", False),
}


def is_finite_number(v: Any) -> bool:
    """A JSON number that is finite (not a bool, NaN or an infinity)."""
    return not isinstance(v, bool) and isinstance(v, (int, float)) and math.isfinite(v)


def printed_aggregates(result: dict[str, Any]) -> dict[str, dict[str, float]]:
    """The aggregates the client printed into the result: ``{metric: {statistic: value}}`` with
    per-request statistics in seconds (the file's ``*_ms`` / 1000) and scalars under ``"value"``."""
    out: dict[str, dict[str, float]] = {}
    for k, v in result.items():
        m = _STAT_KEY.match(k)
        if m and is_finite_number(v):
            out.setdefault(_PRINTED_METRIC[m.group(2)], {})[m.group(1)] = float(v) / 1000.0
    for k, (name, is_count) in PRINTED_SCALARS.items():
        v = result.get(k)
        if is_finite_number(v) and (not is_count or float(v).is_integer()):
            out.setdefault(name, {})["value"] = int(v) if is_count else float(v)
    # vLLM and SGLang print np.mean(x or 0): with no sample the "statistics" are of a placeholder 0.
    # No completed request: no TTFT / E2E; no second token anywhere: no TPOT / ITL. Left out.
    done = result.get("completed")
    outs = result.get("total_output_tokens")
    if is_finite_number(done) and done == 0:
        for m in ("ttft", "tpot", "itl", "e2e_latency"):
            out.pop(m, None)
    elif is_finite_number(done) and is_finite_number(outs) and outs <= done:
        for m in ("tpot", "itl"):
            out.pop(m, None)
    return out


# --- settings and context, from the file ----------------------------------------------------


def _norm_key(k: str) -> str:
    return k.strip().lstrip("-").replace("-", "_").lower()


def _flat_params(result: dict[str, Any]) -> dict[str, Any]:
    """Scalar parameters the result records: its own top-level keys (``vllm bench`` merges
    ``--metadata KEY=VALUE`` and ``vllm bench sweep`` its overrides there), then ``server_config``
    and ``metadata`` objects, keys normalised (``--enable-prefix-caching`` ->
    ``enable_prefix_caching``). The first source wins."""
    out: dict[str, Any] = {}
    for src_obj in (result, result.get("metadata"), result.get("server_config"), result.get("server_args")):
        if not isinstance(src_obj, dict):
            continue
        for k, v in src_obj.items():
            if isinstance(k, str) and (v is None or isinstance(v, (str, int, float, bool))):
                out.setdefault(_norm_key(k), v)
            elif isinstance(k, str) and isinstance(v, dict) and _norm_key(k) == "speculative_config":
                out.setdefault("speculative_config.method", v.get("method"))
    return out


def _first(params: dict[str, Any], *keys: str) -> Any:
    for k in keys:
        v = params.get(k)
        if v is not None and v != "":
            return v
    return None


def _bool(v: Any) -> bool | None:
    if isinstance(v, bool):
        return v
    if isinstance(v, str) and v.strip().lower() in ("true", "1", "yes", "on"):
        return True
    if isinstance(v, str) and v.strip().lower() in ("false", "0", "no", "off"):
        return False
    if isinstance(v, int):
        return bool(v)
    return None


def _jsonable(v: Any) -> Any:
    """A value a strict JSON reader accepts (non-finite floats become their names)."""
    if isinstance(v, float) and not math.isfinite(v):
        return "inf" if v > 0 else ("-inf" if v < 0 else "nan")
    if isinstance(v, dict):
        return {str(k): _jsonable(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_jsonable(x) for x in v]
    return v


def _int_or_none(v: Any) -> int | None:
    if isinstance(v, bool):
        return None
    if isinstance(v, int):
        return v
    if isinstance(v, float) and v.is_integer():
        return int(v)
    if isinstance(v, str) and v.strip().isdigit():
        return int(v.strip())
    return None


def _rate(v: Any) -> float | str | None:
    if isinstance(v, str) and v.strip().lower() in ("inf", "infinity"):
        return "inf"
    if isinstance(v, bool) or v is None:
        return None
    if isinstance(v, (int, float)):
        return "inf" if math.isinf(v) else (float(v) if math.isfinite(v) else None)
    try:
        return _rate(float(v))
    except (TypeError, ValueError):
        return None


def result_settings(result: dict[str, Any]) -> dict[str, Any]:
    """The arm settings one result records (``witness.json`` ``arms[NAME].settings``; see
    ``claimcheck.witnesses.request_ab``). A setting the file does not record is absent."""
    p = _flat_params(result)
    s: dict[str, Any] = {}
    if "max_concurrency" in p or "concurrency" in p:
        s["concurrency"] = _int_or_none(_first(p, "max_concurrency", "concurrency"))
    for key, names in (("request_rate", ("request_rate",)), ("burstiness", ("burstiness",))):
        v = _first(p, *names)
        if v is not None:
            s[key] = _rate(v)
    slots = _int_or_none(_first(p, "max_num_seqs", "parallel", "n_parallel", "max_running_requests"))
    if slots is not None:
        s["parallel_slots"] = slots
    pc = _first(p, "enable_prefix_caching", "prefix_caching")
    if pc is not None:
        s["prefix_caching"] = _bool(pc)
    elif _bool(p.get("no_enable_prefix_caching")) is True or _bool(p.get("disable_radix_cache")) is True:
        s["prefix_caching"] = False
    spec = _first(p, "speculative_config.method", "speculative_method", "speculative_algorithm", "speculative_model")
    if spec is not None:
        s["speculative_method"] = str(spec)
    q = _first(p, "quantization", "quant", "dtype_quantization")
    if q is not None:
        s["quantization"] = str(q)
    model = _first(p, "model_id", "model", "served_model_name")
    if model is not None:
        s["model"] = str(model)
    il = _int_or_none(_first(p, "random_input_len", "input_len", "sonnet_input_len", "isl"))
    if il is not None:
        s["input_len"] = il
    ol = _int_or_none(_first(p, "random_output_len", "output_len", "sonnet_output_len", "sharegpt_output_len", "osl"))
    if ol is not None:
        s["output_len"] = ol
    ds = _first(p, "dataset_name", "dataset", "dataset_path")
    if ds is not None:
        s["dataset"] = str(ds)
    n = _int_or_none(p.get("num_prompts"))
    if n is not None:
        s["num_prompts"] = n
    # parallelism the file records (the server's args, or --metadata tp=2): checked against "TP2", "tp=8", "DP1×SP8"
    for key, names in (("tensor_parallel_size", ("tensor_parallel_size", "tp", "tp_size")),
                       ("pipeline_parallel_size", ("pipeline_parallel_size", "pp", "pp_size")),
                       ("data_parallel_size", ("data_parallel_size", "dp", "dp_size")),
                       ("expert_parallel_size", ("expert_parallel_size", "ep", "ep_size"))):
        v = _int_or_none(_first(p, *names))
        if v is not None and v > 0:
            s[key] = v
    return s


#: keys a hardware description may be recorded under (top level, --metadata, server_config)
HARDWARE_KEYS = ("gpu_type", "gpu", "gpu_name", "hardware", "device", "accelerator", "gpu_model")
ENGINE_KEYS = ("engine", "inference_engine", "server", "serving_engine")
ENGINE_VERSION_KEYS = ("engine_version", "vllm_version", "sglang_version", "server_version", "version")


def file_context(result: dict[str, Any]) -> dict[str, tuple[Any, str]]:
    """Context the result itself records: ``{field: (value, "file:KEY")}`` for hardware, engine,
    engine_version, date, tokenizer, client_backend. Nothing from the importing host."""
    p = _flat_params(result)
    out: dict[str, tuple[Any, str]] = {}

    def pick(field: str, keys: tuple[str, ...]) -> None:
        for k in keys:
            v = p.get(k)
            if isinstance(v, (str, int, float)) and not isinstance(v, bool) and str(v).strip() and \
                    str(v).strip().lower() not in ("n/a", "na", "none", "null", "unknown"):
                out[field] = (str(v).strip(), f"file:{k}")
                return

    pick("hardware", HARDWARE_KEYS)
    pick("engine", ENGINE_KEYS)
    pick("engine_version", ENGINE_VERSION_KEYS)
    pick("date", ("date", "timestamp"))
    pick("tokenizer", ("tokenizer_id", "tokenizer"))
    pick("client_backend", ("backend",))
    if "engine" not in out and "engine_version" in out and out["engine_version"][1] == "file:vllm_version":
        out["engine"] = ("vLLM", "file:vllm_version")
    if "engine" not in out and "engine_version" in out and out["engine_version"][1] == "file:sglang_version":
        out["engine"] = ("SGLang", "file:sglang_version")
    return out


# --- counting as the writing version counted ------------------------------------------------

COUNTING_RULES = {
    "error-or-no-token": "ok = no error and (a token arrived or an output length > 0): vLLM benchmark_serving.py "
                         "from the release that marks a stream without a token as failed (0.6.x on) and vllm bench "
                         "serve; SGLang bench_serving",
    "success-flag": "ok = no error (the request's success flag): vLLM 0.5.x benchmark_serving.py and SGLang "
                    "bench_serving count a request whose stream closed without error as completed even with zero "
                    "output tokens (TTFT 0)",
}


def _ok_under(rule: str, err: str, out_len: float, ttft: float) -> bool:
    if rule == "success-flag":
        return not err
    return not err and (out_len > 0 or ttft > 0)


def choose_counting_rule(result: dict[str, Any], errors: list[str], outs: list[float], ttfts: list[float]
                         ) -> tuple[str, str | None]:
    """The rule whose completed count (and output-token total) equals what the file prints;
    ``(rule, note)``. Without a printed ``completed`` the current rule applies and says so."""
    printed = result.get("completed")
    printed_out = result.get("total_output_tokens")
    counts = {}
    for rule in ("error-or-no-token", "success-flag"):
        ok = [_ok_under(rule, errors[i], outs[i], ttfts[i]) for i in range(len(outs))]
        counts[rule] = (sum(ok), sum(outs[i] for i in range(len(outs)) if ok[i]))
    if not is_finite_number(printed):
        return "error-or-no-token", None
    for rule in ("error-or-no-token", "success-flag"):
        n, toks = counts[rule]
        if n == printed and (not is_finite_number(printed_out) or toks == printed_out):
            return rule, None
    n = counts["error-or-no-token"][0]
    return "error-or-no-token", (f"the file prints completed {printed!r} but no counting rule gives it "
                                 f"(rows: {n}); the rows' counts differ from the file's")


# --- rows -----------------------------------------------------------------------------------


def has_rows(result: dict[str, Any]) -> bool:
    """True when the result carries per-request lists (``--save-detailed`` / older files)."""
    return all(isinstance(result.get(k), list) for k in REQUIRED)


def rows_from_result(result: dict[str, Any], *, arm: str, run: int | None, path: Any) -> tuple[list[dict[str, Any]], list[str]]:
    """Request-ab rows of one ``vllm bench serve`` result, and notes about the mapping."""
    rows, notes, _ = _rows_and_facts(result, arm=arm, run=run, path=path)
    return rows, notes


def _rows_and_facts(result: dict[str, Any], *, arm: str, run: int | None, path: Any
                    ) -> tuple[list[dict[str, Any]], list[str], dict[str, Any]]:
    if not isinstance(result, dict):
        raise InputError("not a vllm bench result object", path=path, rule=RULE)
    missing = [k for k in REQUIRED if k not in result]
    if missing:
        raise InputError(f"no per-request fields {', '.join(missing)}: rerun vllm bench serve with --save-result "
                         "--save-detailed", path=path, rule=RULE)
    n = len(result["input_lens"]) if isinstance(result["input_lens"], list) else -1
    if n <= 0:
        raise InputError("no requests in the result", path=path, rule=RULE)
    ttfts = _num_list(result, "ttfts", n, path)
    ins = _num_list(result, "input_lens", n, path, maximum=limits.MAX_WITNESS_COUNT)
    outs = _num_list(result, "output_lens", n, path, maximum=limits.MAX_WITNESS_COUNT)
    name = Path(str(path)).name
    notes = []
    facts: dict[str, Any] = {"reconstructed": []}
    errors = result.get("errors")
    if errors is None:
        errors = [""] * n
    if not isinstance(errors, list) or len(errors) != n or not all(e is None or isinstance(e, str) for e in errors):
        raise InputError(f"'errors' must be a list of {n} strings", path=path, rule=RULE)
    errs = [(e or "").strip() for e in errors]
    itls = None
    if "itls" in result:
        itls = result["itls"]
        if not isinstance(itls, list) or len(itls) != n:
            raise InputError(f"'itls' must be a list of {n} lists", path=path, rule=RULE)
        for i, row in enumerate(itls):
            if not isinstance(row, list):
                raise InputError(f"itls[{i}] is not a list", path=path, rule=RULE)
            for x in row:
                if isinstance(x, bool) or not isinstance(x, (int, float)) or not math.isfinite(x) or x < 0 \
                        or x > limits.MAX_WITNESS_SECONDS:
                    raise InputError(f"itls[{i}] holds {x!r}, not a non-negative time of at most "
                                     f"{limits.MAX_WITNESS_SECONDS:g} s", path=path, rule=RULE)
    if "latencies" in result:
        lats = _num_list(result, "latencies", n, path)
    elif itls is not None:
        lats = [ttfts[i] + math.fsum(float(x) for x in itls[i]) for i in range(n)]
        notes.append(f"{name}: end_s = start + ttft + sum(itls) (no per-request latencies in the file; the client "
                     "measured its latency when the stream closed, after the last token: end-to-end latency and "
                     "TPOT from these rows are reconstructions, graded against the file's printed values)")
        facts["reconstructed"] += ["e2e_latency", "tpot"]
    else:
        raise InputError("neither 'latencies' nor 'itls': cannot tell when each request ended", path=path, rule=RULE)
    spans = [max(lats[i], ttfts[i]) for i in range(n)]
    queue = _num_list(result, "queue_times", n, path) if "queue_times" in result else None
    reconstructed = "start_times" not in result
    if not reconstructed:
        starts = _num_list(result, "start_times", n, path, minimum=None, maximum=_MAX_CLOCK)
        t0 = min(starts)
        starts = [s - t0 for s in starts]
        if max(starts) > limits.MAX_WITNESS_SECONDS:
            raise InputError(f"'start_times' span {max(starts):.6g} s, more than {limits.MAX_WITNESS_SECONDS:g} s: "
                             "not one run", path=path, rule=RULE)
        if "duration" in result:
            duration = _positive(result, "duration", path)
            wall = max(s + d for s, d in zip(starts, spans))
            if wall > duration * 1.01 + 1e-3:
                raise InputError(f"the requests span {wall:.6g} s but 'duration' is {duration:.6g} s: the file is "
                                 "inconsistent", path=path, rule=RULE)
    else:
        if "duration" not in result:
            raise InputError("neither 'start_times' nor 'duration': cannot tell the run's wall", path=path, rule=RULE)
        duration = _positive(result, "duration", path)
        starts, note = reconstruct_starts(spans, _lanes(result, n), duration, where=name)
        notes.append(note)
    rule, mismatch = choose_counting_rule(result, errs, outs, ttfts)
    facts["counting_rule"] = rule
    if rule != "error-or-no-token":
        notes.append(f"{name}: counted as the writing version counted: {COUNTING_RULES[rule]}")
    if mismatch:
        notes.append(f"{name}: {mismatch}")
        facts["reconstructed"] += ["completed", "failed", "throughput", "token_throughput", "prompt_tokens",
                                   "completion_tokens", "ttft"]
    rows = []
    for i in range(n):
        err = errs[i]
        ok = _ok_under(rule, err, outs[i], ttfts[i])
        start = round(starts[i], 9)
        row: dict[str, Any] = {
            "arm": arm, "task_id": f"req-{i:04d}", "start_s": start,
            "first_token_s": round(starts[i] + ttfts[i], 9) if ok else None,
            "end_s": round(starts[i] + spans[i], 9),
            "prompt_tokens": int(ins[i]) if ok else None,
            "completion_tokens": int(outs[i]) if ok else None,
            "cached_tokens": None, "ok": ok,
        }
        if run is not None:
            row["run"] = run
        if not ok:
            row["input_len"] = int(ins[i])
            row["error"] = err or "no output (vllm bench recorded no token)"
        if itls is not None and ok:
            row["itls_s"] = [float(x) for x in itls[i]]
        if queue is not None:
            row["queue_s"] = queue[i]
        if reconstructed:
            row["start_reconstructed"] = True
        if "e2e_latency" in facts["reconstructed"]:
            row["end_reconstructed"] = True
        rows.append(row)
    failed = sum(1 for r in rows if not r["ok"])
    if failed:
        notes.append(f"{name}: {failed} failed request(s): their tokens are not counted (as vLLM counts)")
    return rows, notes, facts


# --- re-derived vs printed --------------------------------------------------------------------


def _row_stat(rows: list[dict[str, Any]], metric: str, stat: str) -> float | None:
    from claimcheck.claims import statistics as S

    if metric in ("ttft", "tpot", "itl", "e2e_latency"):
        sample = S.request_ab_values(metric, rows)
        if isinstance(sample, S.Unavailable) or not sample:
            return None
        return S.compute(sample, stat)  # std: numpy.std (ddof 0), the grader's own definition
    return None


def _agrees(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-6 * max(abs(a), abs(b)) + 1e-9


def compare_with_printed(rows: list[dict[str, Any]], printed: dict[str, dict[str, float]], duration_wall: bool
                         ) -> list[dict[str, Any]]:
    """Each printed number next to the same number re-derived from the rows."""
    out = []
    done = [r for r in rows if r["ok"]]
    counts = {"completed": len(done), "failed": len(rows) - len(done),
              "prompt_tokens": sum(r["prompt_tokens"] or 0 for r in done),
              "completion_tokens": sum(r["completion_tokens"] or 0 for r in done)}
    for metric, stats in sorted(printed.items()):
        for stat, value in sorted(stats.items()):
            derived: float | None
            if stat == "value":
                if metric in counts:
                    derived = counts[metric]
                elif metric == "wall" and duration_wall:
                    ends = [r["end_s"] for r in rows if r["end_s"] is not None]
                    derived = max(ends) - min(r["start_s"] for r in rows)
                elif metric in ("throughput", "token_throughput", "total_token_throughput") and "wall" in printed:
                    dur = printed["wall"]["value"]
                    num = {"throughput": counts["completed"], "token_throughput": counts["completion_tokens"],
                           "total_token_throughput": counts["completion_tokens"] + counts["prompt_tokens"]}[metric]
                    derived = num / dur if dur else None
                else:
                    derived = None
            else:
                derived = _row_stat(rows, metric, stat)
            if derived is None:
                continue
            out.append({"metric": metric, "statistic": stat, "printed": value, "derived": derived,
                        "agrees": _agrees(float(derived), float(value))})
    return out


# --- selecting results: sweeps, warmups, --select -------------------------------------------

#: result keys that are measurements or bookkeeping, never a parameter of the run
_MEASURED = frozenset({
    "date", "timestamp", "duration", "completed", "failed", "total_input_tokens", "total_output_tokens",
    "total_output_tokens_retokenized", "request_throughput", "request_inthroughput", "request_goodput", "request_goodput:",
    "output_throughput", "input_throughput", "total_token_throughput", "max_output_tokens_per_s",
    "max_concurrent_requests", "rtfx", "run_number", "concurrency", "accept_length", "last_gen_throughput",
    "total_throughput", "tokenizer_id", "endpoint_type", "server_info", "spec_decode_acceptance_rate",
})


def _is_measured(key: str) -> bool:
    return key in _MEASURED or bool(_STAT_KEY.match(key)) or key.endswith(("_throughput", "_ms", "_per_s")) or \
        key.startswith(("std_", "mean_", "median_", "avg_", "total_", "spec_decode_", "conversations_"))


def result_params(result: dict[str, Any]) -> dict[str, Any]:
    """The scalar parameters of a result that tell one setting from another (any key the file
    records that is not a measurement), plus the mean prompt length per completed request
    (``mean_input_len``, rounded) which tells apart a sweep over input lengths that recorded no
    input-length key."""
    out = {}
    for k, v in result.items():
        if isinstance(v, (dict, list)) or _is_measured(k):
            continue
        out[k] = _jsonable(v)
    lens = result.get("input_lens")
    done, total_in = result.get("completed"), result.get("total_input_tokens")
    if isinstance(lens, list) and lens and all(is_finite_number(x) for x in lens):
        out["mean_input_len"] = round(math.fsum(lens) / len(lens))  # every request, failed ones too
    elif is_finite_number(done) and done > 0 and is_finite_number(total_in):
        out["mean_input_len"] = round(total_in / done)
    return out


def differing_params(params: list[dict[str, Any]]) -> list[str]:
    """The ``result_params`` keys whose values differ between results (a sweep, not arms of one
    experiment); the mean input length counts only beyond 10% (a dataset's jitter is not a sweep)."""
    keys: list[str] = []
    for p in params:
        keys += [k for k in p if k not in keys]
    diff = []
    for k in keys:
        vals = [p.get(k) for p in params]
        if k == "mean_input_len":
            nums = [v for v in vals if isinstance(v, (int, float))]
            if nums and max(nums) > 1.10 * min(nums) + 1:  # a sweep over input lengths, not a dataset's jitter
                diff.append(k)
            continue
        if len({json.dumps(v, sort_keys=True) for v in vals}) > 1:
            diff.append(k)
    return diff


def is_warmup(result: dict[str, Any], where: str) -> bool:
    """``vllm bench sweep`` writes its warmup with ``run_number`` -1 (file ``warmup.json``)."""
    rn = result.get("run_number")
    return (isinstance(rn, int) and not isinstance(rn, bool) and rn < 0) or Path(where.split("[")[0].split(":")[0]).name == "warmup.json"


def _match_value(have: Any, want: str) -> bool:
    if have is None:
        return want.lower() in ("none", "null")
    if isinstance(have, bool):
        return _bool(want) is have
    if isinstance(have, (int, float)) or (isinstance(have, str) and have in ("inf", "-inf")):
        try:
            return float(have) == float(want)
        except ValueError:
            return False
    return str(have) == want


def parse_select(specs: Sequence[str], what: str = "--select") -> tuple[set[int], list[tuple[str, str]]]:
    """``N``, ``N-M``, ``N,M`` (1-based result positions across the files) and ``KEY=VALUE``."""
    idx: set[int] = set()
    fields: list[tuple[str, str]] = []
    for spec in specs:
        for part in str(spec).split(","):
            part = part.strip()
            if not part:
                continue
            if "=" in part:
                k, _, v = part.partition("=")
                if not k.strip() or not v.strip():
                    raise UsageError(f"{what} {part!r}: expected KEY=VALUE, N or N-M", rule="usage")
                fields.append((_norm_key(k), v.strip()))
            elif re.fullmatch(r"\d+(-\d+)?", part):
                a, _, b = part.partition("-")
                lo, hi = int(a), int(b or a)
                if lo < 1 or hi < lo:
                    raise UsageError(f"{what} {part!r}: positions start at 1", rule="usage")
                idx.update(range(lo, hi + 1))
            else:
                raise UsageError(f"{what} {part!r}: expected KEY=VALUE, N or N-M", rule="usage")
    return idx, fields


def _selected(pos: int, result: dict[str, Any], idx: set[int], fields: list[tuple[str, str]]) -> bool:
    if idx and pos not in idx:
        return False
    params = {_norm_key(k): v for k, v in _flat_params(result).items()}
    settings = result_settings(result)
    for k, v in fields:
        have = params.get(k, settings.get(k, None))
        if k not in params and k not in settings:
            return False
        if not _match_value(have, v):
            return False
    return True


def _arm_label(params: dict[str, Any], keys: list[str]) -> str:
    parts = []
    for k in keys:
        v = params.get(k)
        parts.append(f"{k}={'none' if v is None else v}")
    return ",".join(parts) or "results"


# --- the import -------------------------------------------------------------------------------


def display_name(f: str | Path) -> str:
    """A result file as messages name it (``<stdin>`` for standard input)."""
    return "<stdin>" if str(f) == STDIN else str(f)


def import_vllm_bench(files: Sequence[str | Path], arms: Sequence[str] | None, out: str | Path, *,
                      baseline: str | None = None, aliases: dict[str, list[str]] | None = None,
                      workers: dict[str, int] | None = None, provenance: str = "OBSERVED", hardware: str | None = None,
                      output_cap: int | None = None, timing_includes: Sequence[str] | None = None,
                      select: Sequence[str] = (), exclude: Sequence[str] = (), keep_warmup: bool = False,
                      engine: str | None = None, model: str | None = None, tool: str = "vllm-bench",
                      transform: Any = None, preloaded: Any = None,
                      arm_engines: dict[str, str] | None = None, source_suffix: str = ".json",
                      extra_notes: Sequence[str] = (), printed_text: dict[str, dict[str, str]] | None = None
                      ) -> dict[str, Any]:
    """Convert one or more result files into a sealed bundle at ``out``: a ``request-ab``
    witness when every selected result carries per-request lists, else a ``client-aggregate``
    witness of the printed aggregates (``claimcheck.witnesses.client_aggregate``).

    ``arms`` names the arm of each file (each result in it is a run), or of each selected result
    in order; empty: one arm per setting, named by the parameters that differ between the
    results (``max_concurrency=8``). Results of one arm that differ in any recorded parameter (a
    sweep) are refused, whatever ``workers`` says. ``select`` / ``exclude``: ``N``, ``N-M`` or
    ``KEY=VALUE``; ``vllm bench sweep`` warmups (``run_number`` -1) are dropped unless
    ``keep_warmup``. ``hardware`` / ``engine`` / ``model``: flags that override what the file
    records; what neither gives stays unknown. ``arm_engines`` ({arm: engine}, ``--engine
    ARM=ENGINE``): each arm's own engine, written as ``arms[NAME].engine`` (the claim reader names
    arms that run different engines by them); arms that differ leave the top-level engine unknown.
    ``source_suffix``: the suffix of the source copies (``.txt`` for printed text);
    ``extra_notes``: an importer's notes, written first; ``printed_text`` ({where: {result key:
    text}}): the values as printed, kept per arm (``arms[NAME].printed``, or ``run_printed``).
    Returns the witness.json.
    """
    from claimcheck.bundle import BundleWriter
    from claimcheck.witnesses import client_aggregate, request_ab

    if not files:
        raise UsageError("no input files", rule="usage")
    if sum(1 for f in files if str(f) == STDIN) > 1:
        raise UsageError("'-' (standard input) can be given once", rule="usage")
    arms = list(arms or [])
    loaded = []
    companions: dict[int, list[tuple[str, bytes]]] = {}
    if preloaded is not None:  # [(file, bytes, [(where, result)], [(companion name, bytes)])]: read by an importer
        files = [p[0] for p in preloaded]
        for fi, (f, data, recs, comp) in enumerate(preloaded):
            loaded.append((f, data, recs))
            companions[fi] = list(comp)
    for f in ([] if preloaded is not None else files):
        data = read_source(f)
        recs = parse_results(data, source=display_name(f))
        if transform is not None:  # another tool's result, put in the terms of a vllm bench result
            recs = [(where, transform(obj, where)) for where, obj in recs]
        loaded.append((f, data, recs))
    total = sum(len(r) for _, _, r in loaded)
    sel_idx, sel_fields = parse_select(select)
    exc_idx, exc_fields = parse_select(exclude, "--exclude")
    notes: list[str] = list(extra_notes)
    # (file index, position in file, where, result)
    chosen: list[tuple[int, int, str, dict[str, Any]]] = []
    pos = 0
    for fi, (f, _, recs) in enumerate(loaded):
        for j, (where, result) in enumerate(recs):
            pos += 1
            if not keep_warmup and is_warmup(result, where) and pos not in sel_idx:
                notes.append(f"{where}: a warmup (run_number {result.get('run_number')!r}) left out")
                continue
            if (sel_idx or sel_fields) and not _selected(pos, result, sel_idx, sel_fields):
                continue
            if pos in exc_idx or (exc_fields and _selected(pos, result, set(), exc_fields)):
                notes.append(f"{where}: result {pos} left out (--exclude)")
                continue
            chosen.append((fi, j, where, result))
    if not chosen:
        raise UsageError(f"no result selected ({total} in the files)", rule="usage")
    if len(chosen) != total:
        notes.append(f"{len(chosen)} of {total} results imported")
    # arm of each chosen result
    if arms:
        if len(arms) == len(files) and all(any(c[0] == fi for c in chosen) for fi in range(len(files))):
            record_arms = [arms[c[0]] for c in chosen]
        elif len(arms) == len(chosen):
            record_arms = list(arms)
        else:
            per = ", ".join(f"{Path(display_name(f)).name}: {len(r)}" for f, _, r in loaded)
            raise UsageError(f"{len(files)} files hold {total} results ({per}; {len(chosen)} selected) but "
                             f"{len(arms)} --arm names were given: give one --arm per file or one per result",
                             rule="usage")
    else:
        params = [result_params(c[3]) for c in chosen]
        keys = differing_params(params)
        reps: list[float] = []  # one label per input-length setting, not per run's jitter
        for p in params:
            v = p.get("mean_input_len")
            if isinstance(v, (int, float)):
                rep = next((r for r in reps if max(r, v) <= 1.10 * min(r, v) + 1), None)
                if rep is None:
                    reps.append(v)
                p["mean_input_len"] = v if rep is None else rep
        record_arms = [_arm_label(p, keys) for p in params]
        if keys:
            notes.append(f"one arm per setting of {', '.join(keys)} (the results differ in them)")
    names = list(dict.fromkeys(record_arms))
    # never pool across a sweep: the results of one arm must share every recorded parameter
    for a in names:
        mine = [c for c, ra in zip(chosen, record_arms) if ra == a]
        if len(mine) > 1:
            diff = differing_params([result_params(c[3]) for c in mine])
            if diff:
                show = "; ".join(f"{k}: " + ", ".join(str(result_params(c[3]).get(k)) for c in mine) for k in diff[:3])
                raise InputError(f"arm {a}: its {len(mine)} results differ in {', '.join(diff)} ({show}): a sweep or "
                                 "a warmup, not repeated runs; give each setting its own --arm, or --select / "
                                 "--exclude results (e.g. --exclude 1 for a warmup)", path=mine[0][2], rule=RULE)
    aliases = aliases or {}
    workers = workers or {}
    baseline = baseline or names[0]
    if baseline not in names:
        raise UsageError(f"--baseline-arm {baseline!r} is not one of the arms {', '.join(names)}", rule="usage")
    from claimcheck.claims.aliases import alias_problems

    bad_aliases = alias_problems({a: list(aliases.get(a, [])) for a in names}, strict=True)
    if bad_aliases:  # aliases are names, not grammar: refused before anything is written
        more = f" (and {len(bad_aliases) - 1} more)" if len(bad_aliases) > 1 else ""
        raise UsageError(f"--alias: {bad_aliases[0]}{more}", rule="alias")
    counts = {a: record_arms.count(a) for a in names}
    detailed = [has_rows(c[3]) for c in chosen]
    if any(detailed) and not all(detailed):
        raise InputError("some results carry per-request lists and some do not: import them separately (a "
                         "comparison needs one kind of evidence)", path=chosen[detailed.index(False)][2], rule=RULE)
    aggregate_only = not all(detailed)
    seen: dict[str, int] = {}
    rows: list[dict[str, Any]] = []
    imported = []
    arm_models: dict[str, set] = {a: set() for a in names}
    arm_settings: dict[str, list[dict[str, Any]]] = {a: [] for a in names}
    arm_printed: dict[str, list[dict[str, Any]]] = {a: [] for a in names}
    arm_text: dict[str, list[dict[str, str]]] = {a: [] for a in names}
    arm_checks: dict[str, list[dict[str, Any]]] = {a: [] for a in names}
    arm_reconstructed: dict[str, set] = {a: set() for a in names}
    arm_rules: dict[str, set] = {a: set() for a in names}
    contexts: dict[str, set] = {}
    ctx_sources: dict[str, str] = {}
    server_configs = []
    all_queue = True
    sources: list[tuple[str, bytes]] = []
    dests: dict[int, str] = {}
    for (fi, j, where, result), arm in zip(chosen, record_arms):
        f, data, recs = loaded[fi]
        run = seen.get(arm, 0) if counts[arm] > 1 else None
        seen[arm] = seen.get(arm, 0) + 1
        printed = printed_aggregates(result)
        if not aggregate_only:
            r, nn, facts = _rows_and_facts(result, arm=arm, run=run, path=where)
            rows += r
            notes += nn
            arm_reconstructed[arm].update(facts["reconstructed"])
            arm_rules[arm].add(facts["counting_rule"])
            checks = compare_with_printed(r, printed, duration_wall="start_times" not in result)
            arm_checks[arm].append({"result": where, "checks": checks})
            off = [c for c in checks if not c["agrees"]]
            if off:
                notes.append(f"{Path(where).name}: {len(off)} of {len(checks)} printed numbers differ from the rows' ("
                             + "; ".join(f"{c['statistic']} {c['metric']}: printed {c['printed']:.6g}, rows "
                                         f"{c['derived']:.6g}" for c in off[:4]) + ")")
        else:
            if not printed:
                raise InputError("neither per-request lists nor printed aggregates: not a vllm bench result",
                                 path=where, rule=RULE)
        all_queue = all_queue and "queue_times" in result
        arm_printed[arm].append(printed)
        if printed_text is not None:
            arm_text[arm].append(dict(printed_text.get(where) or {}))
        if fi not in dests:
            dests[fi] = f"source/{arm}-{run if run is not None else 0}{source_suffix}" if len(recs) == 1 else \
                f"source/appended-{fi}{source_suffix}"
            sources.append((dests[fi], data))
            for cname, cdata in companions.get(fi, []):  # a file read together with this one
                cdest = f"source/{Path(dests[fi]).stem}-{Path(cname).name}"
                sources.append((cdest, cdata))
                imported.append({"file": Path(cname).name, "sha256": hashlib.sha256(cdata).hexdigest(), "arm": arm,
                                 "run": run, "copied_to": cdest, "companion_of": Path(display_name(f)).name})
        entry: dict[str, Any] = {"file": Path(display_name(f)).name, "sha256": hashlib.sha256(data).hexdigest(),
                                 "arm": arm, "run": run, "copied_to": dests[fi]}
        if len(recs) > 1:
            entry["result"] = j + 1
        imported.append(entry)
        st = result_settings(result)
        arm_settings[arm].append(st)
        if model:
            arm_models[arm].add(model)
        elif st.get("model"):
            arm_models[arm].add(st["model"])
        for field, (value, how) in file_context(result).items():
            contexts.setdefault(field, set()).add(value)
            ctx_sources.setdefault(field, how)
        if isinstance(result.get("server_config"), dict):
            server_configs.append(_jsonable(result["server_config"]))
    # context: flags, else the file; several different values -> unknown (recorded per result in notes)
    ctx: dict[str, Any] = {}
    for field, flag in (("hardware", hardware), ("engine", engine)):
        if flag:
            ctx[field], ctx_sources[field] = flag, f"flag --{field}"
    per_arm_ctx: dict[str, dict[str, Any]] = {}
    for field, vals in contexts.items():
        if field in ctx:
            continue
        if len(vals) == 1:
            ctx[field] = next(iter(vals))
        elif field == "date":
            ctx[field] = sorted(vals)[0] + " .. " + sorted(vals)[-1]
        else:
            ctx_sources.pop(field, None)
            by_arm = {a: {file_context(c[3]).get(field, (None,))[0] for c, ra in zip(chosen, record_arms) if ra == a}
                      for a in names}
            if field in ("hardware", "engine", "engine_version") and all(len(v) == 1 and None not in v
                                                                          for v in by_arm.values()):
                for a, v in by_arm.items():  # each arm ran on one: recorded per arm, the run's is unknown
                    per_arm_ctx.setdefault(a, {})[field] = next(iter(v))
                notes.append(f"the arms record different {field} ({', '.join(sorted(map(str, vals)))}): recorded "
                             f"per arm (arms[NAME].{field}); the top-level {field} is unknown")
            else:
                notes.append(f"the results record different {field} ({', '.join(sorted(map(str, vals)))}): left "
                             "unknown")
    if arm_engines:
        if engine:
            raise UsageError("--engine: give one ENGINE for every arm, or ARM=ENGINE per arm, not both", rule="usage")
        unknown = sorted(set(arm_engines) - set(names))
        if unknown:
            raise UsageError(f"--engine {unknown[0]}=...: no arm {unknown[0]!r} (arms: {', '.join(names)})",
                             rule="usage")
        for a, e in arm_engines.items():
            per_arm_ctx.setdefault(a, {})["engine"] = e
        declared = [per_arm_ctx.get(a, {}).get("engine") for a in names]
        if None not in declared and len(set(declared)) == 1:
            ctx["engine"], ctx_sources["engine"] = declared[0], "flag --engine"
        else:
            ctx.pop("engine", None)
            ctx_sources.pop("engine", None)
            notes.append(f"the arms run different engines ({', '.join(f'{a}: {e}' for a, e in zip(names, declared))}, "
                         "flag --engine ARM=ENGINE): recorded per arm (arms[NAME].engine); the top-level engine is "
                         "unknown")
    for field in ("hardware", "engine"):
        if field not in ctx and not per_arm_ctx:
            notes.append(f"{field}: neither the file nor a flag says; unknown (pass --{field})")
    if timing_includes is None:
        timing_includes = ["scheduler", "queue"] if all_queue and not aggregate_only else ["scheduler"]
        if not all_queue and not aggregate_only:
            notes.append("timing_includes leaves out 'queue': not every result records queue_times")
    arm_decl: dict[str, Any] = {}
    models_all = set()
    for a in names:
        w = workers.get(a)
        mcs = {s.get("concurrency") for s in arm_settings[a] if s.get("concurrency") is not None}
        if w is None:
            if len(mcs) == 1:
                w = next(iter(mcs))
            else:
                if aggregate_only:
                    done = [p.get("completed", {}).get("value") for p in arm_printed[a]]
                    w = max(int(done[0] or 1), 1) if done else 1
                else:
                    w = max(sum(1 for r in rows if r["arm"] == a) // counts[a], 1)
                notes.append(f"arm {a}: max_concurrency not recorded; workers = requests per run ({w}); pass --workers")
        decl: dict[str, Any] = {"aliases": list(aliases.get(a, [])), "workers": int(w),
                                "role": "baseline" if a == baseline else "treatment"}
        settings = dict(arm_settings[a][0]) if arm_settings[a] else {}
        decl["settings"] = _jsonable(settings)
        decl.update(per_arm_ctx.get(a, {}))
        if len(arm_models[a]) == 1:
            decl["model"] = {"id": next(iter(arm_models[a]))}
            models_all |= arm_models[a]
        if counts[a] == 1:
            decl["aggregates"] = arm_printed[a][0]
        else:
            decl["run_aggregates"] = arm_printed[a]
        if arm_text[a]:  # the values as printed (a printout's own decimals)
            if counts[a] == 1:
                decl["printed"] = arm_text[a][0]
            else:
                decl["run_printed"] = arm_text[a]
        if not aggregate_only:
            decl["printed_vs_rows"] = arm_checks[a]
            if arm_reconstructed[a]:
                decl["reconstructed"] = sorted(arm_reconstructed[a])
            decl["counting_rule"] = sorted(arm_rules[a])[0] if len(arm_rules[a]) == 1 else sorted(arm_rules[a])
        arm_decl[a] = decl
    if all("model" in d for d in arm_decl.values()) and len(models_all) > 1:
        model_obj: Any = None
        notes.append(f"the arms differ in model ({', '.join(sorted(models_all))}): recorded per arm; the model is "
                     "part of the treatment")
    elif len(models_all) == 1:
        model_obj = {"id": next(iter(models_all))}
    else:
        model_obj = {"id": "unknown"}
    witness: dict[str, Any] = {
        "kind": client_aggregate.KIND if aggregate_only else request_ab.KIND,
        "format": client_aggregate.FORMAT if aggregate_only else request_ab.FORMAT,
        "provenance": provenance, "model": model_obj, "hardware": ctx.get("hardware"), "output_cap": output_cap,
        "timing_includes": list(timing_includes), "arms": arm_decl,
    }
    for field in ("engine", "engine_version", "date", "tokenizer", "client_backend"):
        if ctx.get(field) is not None:
            witness[field] = ctx[field]
    witness["context_sources"] = {k: v for k, v in sorted(ctx_sources.items()) if k in ctx}
    if server_configs:
        witness["server_config"] = server_configs[0] if len(server_configs) == 1 else server_configs
    if not aggregate_only:
        witness["telemetry"] = {"batches_probe": None, "metrics": {a: None for a in names}, "cache_control": None}
        witness["aggregate_source"] = f"{tool}: the numbers printed into the result file, checked against the rows"
    else:
        witness["aggregate_source"] = f"{tool}: client aggregates printed into the result file; no per-request rows"
        notes.append("summary-only results: a client-aggregate witness of the printed numbers (not re-derivable from "
                     "per-request rows); a statistic the file does not print stays not-yet")
    witness.update({"imported_from": imported, "import_notes": notes,
                    "importer": f"fak witness import {tool} (claimcheck.witnesses.importers)"})
    if aggregate_only:
        client_aggregate.derive(witness)
    else:
        request_ab.derive(witness, rows)  # refuse to seal a witness that does not re-derive
    w = BundleWriter(out, role=witness["kind"])
    w.write_json("witness.json", witness)
    if not aggregate_only:
        w.write_jsonl("rows.jsonl", rows)
    for dest, data in sources:
        w.write_bytes(dest, data)
    w.seal()
    return witness
