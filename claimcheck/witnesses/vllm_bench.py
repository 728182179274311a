"""``fak witness import vllm-bench``: turn the JSON that ``vllm bench serve --save-result
--save-detailed`` (or the older ``benchmarks/benchmark_serving.py``) writes into a sealed
``request-ab`` bundle.

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
``model_id``                   ``model.id``
``max_concurrency``            ``arms[ARM].workers`` (null/absent: ``--workers``,
                               else the number of requests)
============================  ===================================================

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

from claimcheck._internal.jsonio import MAX_BYTES, _no_dupes, read_bounded, read_file_bytes
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
    dec = json.JSONDecoder(object_pairs_hook=_no_dupes, parse_constant=_constant)
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


def _num_list(obj: dict[str, Any], key: str, n: int, path: Any, *, minimum: float | None = 0.0) -> list[float]:
    vals = obj.get(key)
    if not isinstance(vals, list) or len(vals) != n:
        raise InputError(f"{key!r} must be a list of {n} values (rerun vllm bench with --save-detailed)", path=path,
                         rule=RULE)
    for i, v in enumerate(vals):
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
            raise InputError(f"{key}[{i}] is not a finite number: {v!r}", path=path, rule=RULE)
        if minimum is not None and v < minimum:
            raise InputError(f"{key}[{i}] is negative: {v!r}", path=path, rule=RULE)
    return [float(v) for v in vals]


def _positive(obj: dict[str, Any], key: str, path: Any) -> float:
    v = obj[key]
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or v <= 0:
        raise InputError(f"{key!r} must be a positive finite number of seconds, got {v!r}", path=path, rule=RULE)
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
    return starts, (f"{where}: no start_times (older vllm bench / benchmark_serving.py); starts reconstructed on "
                    f"{lanes} lane(s) in list order, arrivals every {hi:.6g} s, so that the run spans its duration "
                    f"{duration:.6f} s")


def rows_from_result(result: dict[str, Any], *, arm: str, run: int | None, path: Any) -> tuple[list[dict[str, Any]], list[str]]:
    """Request-ab rows of one ``vllm bench serve`` result, and notes about the mapping."""
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
    ins = _num_list(result, "input_lens", n, path)
    outs = _num_list(result, "output_lens", n, path)
    name = Path(str(path)).name
    notes = []
    errors = result.get("errors")
    if errors is None:
        errors = [""] * n
    if not isinstance(errors, list) or len(errors) != n or not all(e is None or isinstance(e, str) for e in errors):
        raise InputError(f"'errors' must be a list of {n} strings", path=path, rule=RULE)
    itls = None
    if "itls" in result:
        itls = result["itls"]
        if not isinstance(itls, list) or len(itls) != n:
            raise InputError(f"'itls' must be a list of {n} lists", path=path, rule=RULE)
        for i, row in enumerate(itls):
            if not isinstance(row, list):
                raise InputError(f"itls[{i}] is not a list", path=path, rule=RULE)
            for x in row:
                if isinstance(x, bool) or not isinstance(x, (int, float)) or not math.isfinite(x) or x < 0:
                    raise InputError(f"itls[{i}] holds {x!r}, not a finite non-negative number", path=path, rule=RULE)
    if "latencies" in result:
        lats = _num_list(result, "latencies", n, path)
    elif itls is not None:
        lats = [ttfts[i] + math.fsum(float(x) for x in itls[i]) for i in range(n)]
        notes.append(f"{name}: end_s = start + ttft + sum(itls) (no per-request latencies in the file)")
    else:
        raise InputError("neither 'latencies' nor 'itls': cannot tell when each request ended", path=path, rule=RULE)
    spans = [max(lats[i], ttfts[i]) for i in range(n)]
    queue = _num_list(result, "queue_times", n, path) if "queue_times" in result else None
    reconstructed = "start_times" not in result
    if not reconstructed:
        starts = _num_list(result, "start_times", n, path, minimum=None)
        t0 = min(starts)
        starts = [s - t0 for s in starts]
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
    rows = []
    for i in range(n):
        err = (errors[i] or "").strip()
        ok = not err and (outs[i] > 0 or ttfts[i] > 0)
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
        rows.append(row)
    failed = sum(1 for r in rows if not r["ok"])
    if failed:
        notes.append(f"{name}: {failed} failed request(s): their tokens are not counted (as vLLM counts)")
    return rows, notes


def _display(f: str | Path) -> str:
    return "<stdin>" if str(f) == STDIN else str(f)


def import_vllm_bench(files: Sequence[str | Path], arms: Sequence[str], out: str | Path, *, baseline: str | None = None,
                      aliases: dict[str, list[str]] | None = None, workers: dict[str, int] | None = None,
                      provenance: str = "OBSERVED", hardware: str | None = None, output_cap: int | None = None,
                      timing_includes: Sequence[str] | None = None) -> dict[str, Any]:
    """Convert one or more result files into a sealed request-ab bundle at ``out``.

    ``arms`` names the arm of each file (each result in it is a run), or of each result in
    order across the files (``--append-result`` files hold several). An arm named more than
    once gets one ``run`` per result. ``baseline`` names the baseline arm (default: the first
    arm). ``timing_includes`` defaults to ``scheduler``, plus ``queue`` when every result has
    ``queue_times``. Returns the witness.json.
    """
    from claimcheck.bundle import BundleWriter
    from claimcheck.witnesses import request_ab

    if not files:
        raise UsageError("no input files", rule="usage")
    if sum(1 for f in files if str(f) == STDIN) > 1:
        raise UsageError("'-' (standard input) can be given once", rule="usage")
    loaded = []
    for f in files:
        data = read_source(f)
        loaded.append((f, data, parse_results(data, source=_display(f))))
    total = sum(len(r) for _, _, r in loaded)
    if len(arms) == len(files):
        record_arms = [a for (_, _, recs), a in zip(loaded, arms) for _ in recs]
    elif len(arms) == total:
        record_arms = list(arms)
    else:
        per = ", ".join(f"{Path(_display(f)).name}: {len(r)}" for f, _, r in loaded)
        raise UsageError(f"{len(files)} files hold {total} results ({per}) but {len(arms)} --arm names were given: "
                         "give one --arm per file or one per result", rule="usage")
    aliases = aliases or {}
    workers = workers or {}
    names = list(dict.fromkeys(record_arms))
    baseline = baseline or names[0]
    if baseline not in names:
        raise UsageError(f"--baseline-arm {baseline!r} is not one of the arms {', '.join(names)}", rule="usage")
    counts = {a: record_arms.count(a) for a in names}
    seen: dict[str, int] = {}
    rows: list[dict[str, Any]] = []
    notes: list[str] = []
    imported = []
    models = set()
    concurrency: dict[str, set] = {a: set() for a in names}
    all_queue = True
    sources: list[tuple[str, bytes]] = []
    k = 0
    for fi, (f, data, records) in enumerate(loaded):
        digest = hashlib.sha256(data).hexdigest()
        dest = None
        for j, (where, result) in enumerate(records):
            arm = record_arms[k]
            k += 1
            run = seen.get(arm, 0) if counts[arm] > 1 else None
            seen[arm] = seen.get(arm, 0) + 1
            r, nn = rows_from_result(result, arm=arm, run=run, path=where)
            rows += r
            notes += nn
            all_queue = all_queue and "queue_times" in result
            if dest is None:
                dest = f"source/{arm}-{run if run is not None else 0}.json" if len(records) == 1 else \
                    f"source/appended-{fi}.json"
                sources.append((dest, data))
            entry: dict[str, Any] = {"file": Path(_display(f)).name, "sha256": digest, "arm": arm, "run": run,
                                     "copied_to": dest}
            if len(records) > 1:
                entry["result"] = j + 1
            imported.append(entry)
            if result.get("model_id"):
                models.add(str(result["model_id"]))
            mc = result.get("max_concurrency")
            concurrency[arm].add(mc if isinstance(mc, int) and not isinstance(mc, bool) else None)
    if len(models) > 1:
        raise InputError(f"the files were measured on different models ({', '.join(sorted(models))}); "
                         "a comparison needs one model", path=_display(files[0]), rule=RULE)
    if timing_includes is None:
        timing_includes = ["scheduler", "queue"] if all_queue else ["scheduler"]
        if not all_queue:
            notes.append("timing_includes leaves out 'queue': not every result records queue_times")
    arm_decl = {}
    for a in names:
        w = workers.get(a)
        if w is None:
            mcs = {m for m in concurrency[a] if m is not None}
            if len(mcs) == 1:
                w = mcs.pop()
            elif len(mcs) > 1:
                raise InputError(f"arm {a}: its results ran at different max_concurrency ({', '.join(map(str, sorted(mcs)))}); "
                                 "give each setting its own --arm", path=_display(files[0]), rule=RULE)
            else:
                w = max(sum(1 for r in rows if r["arm"] == a) // counts[a], 1)
                notes.append(f"arm {a}: max_concurrency not recorded; workers = requests per run ({w}); pass --workers")
        arm_decl[a] = {"aliases": list(aliases.get(a, [])), "workers": int(w),
                       "role": "baseline" if a == baseline else "treatment"}
    witness = {
        "kind": request_ab.KIND, "format": request_ab.FORMAT, "provenance": provenance,
        "model": {"id": models.pop() if models else "unknown"}, "hardware": hardware, "output_cap": output_cap,
        "timing_includes": list(timing_includes), "arms": arm_decl,
        "telemetry": {"batches_probe": None, "metrics": {a: None for a in names}, "cache_control": None},
        "imported_from": imported, "import_notes": notes,
        "importer": "fak witness import vllm-bench (claimcheck.witnesses.vllm_bench)",
    }
    request_ab.derive(witness, rows)  # refuse to seal a witness that does not re-derive
    w = BundleWriter(out, role=request_ab.KIND)
    w.write_json("witness.json", witness)
    w.write_jsonl("rows.jsonl", rows)
    for dest, data in sources:
        w.write_bytes(dest, data)
    w.seal()
    return witness
