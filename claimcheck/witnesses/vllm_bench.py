"""``fak witness import vllm-bench``: turn the JSON that ``vllm bench serve --save-result
--save-detailed`` writes into a sealed ``request-ab`` bundle.

Mapping (one input file = one run of one arm; see docs/claim-check.md):

============================  ===================================================
vllm bench serve JSON          request-ab row / witness.json
============================  ===================================================
request ``i`` (list position)  ``task_id`` = ``"req-%04d" % i`` (same dataset/seed
                               across arms gives the same task set)
``start_times[i]``             ``start_s`` = ``start_times[i] - min(start_times)``
                               (when absent: ``0`` for every request, wall from
                               ``duration``; the import says so in ``notes``)
``ttfts[i]`` (seconds)         ``first_token_s`` = ``start_s + ttfts[i]``
``latencies[i]`` or            ``end_s`` = ``start_s + latencies[i]``, else
``ttfts[i] + sum(itls[i])``    ``start_s + ttfts[i] + sum(itls[i])``
``input_lens[i]``              ``prompt_tokens``
``output_lens[i]``             ``completion_tokens``
(not recorded by vllm bench)   ``cached_tokens`` = null
``errors[i]`` non-empty        ``ok`` = false (else true)
``model_id``                   ``model.id``
``max_concurrency``            ``arms[ARM].workers`` (null/absent: ``--workers``,
                               else the number of requests)
============================  ===================================================

The source files are copied into the bundle under ``source/`` and listed with their SHA-256
in ``witness.json`` (``imported_from``), so a third party can redo the import.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from claimcheck._internal.jsonio import load_json_file
from claimcheck.errors import InputError, UsageError

REQUIRED = ("ttfts", "input_lens", "output_lens")


def _num_list(obj: dict[str, Any], key: str, n: int, path: Path) -> list[float]:
    vals = obj.get(key)
    if not isinstance(vals, list) or len(vals) != n:
        raise InputError(f"{key!r} must be a list of {n} values (rerun vllm bench with --save-detailed)", path=path,
                         rule="vllm-bench")
    for v in vals:
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
            raise InputError(f"{key!r} holds a non-number {v!r}", path=path, rule="vllm-bench")
    return [float(v) for v in vals]


def rows_from_result(result: dict[str, Any], *, arm: str, run: int | None, path: Path) -> tuple[list[dict[str, Any]], list[str]]:
    """Request-ab rows of one ``vllm bench serve`` result, and notes about the mapping."""
    if not isinstance(result, dict):
        raise InputError("not a vllm bench result object", path=path, rule="vllm-bench")
    missing = [k for k in REQUIRED if k not in result]
    if missing:
        raise InputError(f"no per-request fields {', '.join(missing)}: rerun vllm bench serve with --save-result "
                         "--save-detailed", path=path, rule="vllm-bench")
    n = len(result["input_lens"]) if isinstance(result["input_lens"], list) else -1
    if n <= 0:
        raise InputError("no requests in the result", path=path, rule="vllm-bench")
    ttfts = _num_list(result, "ttfts", n, path)
    ins = _num_list(result, "input_lens", n, path)
    outs = _num_list(result, "output_lens", n, path)
    notes = []
    errors = result.get("errors") or [""] * n
    if not isinstance(errors, list) or len(errors) != n:
        raise InputError(f"'errors' must be a list of {n} strings", path=path, rule="vllm-bench")
    if "start_times" in result:
        starts = _num_list(result, "start_times", n, path)
        t0 = min(starts)
        starts = [s - t0 for s in starts]
    else:
        starts = [0.0] * n
        notes.append(f"{path.name}: no start_times; every request starts at 0 (the wall is the longest request)")
    if "latencies" in result:
        lats = _num_list(result, "latencies", n, path)
    elif "itls" in result:
        itls = result["itls"]
        if not isinstance(itls, list) or len(itls) != n:
            raise InputError(f"'itls' must be a list of {n} lists", path=path, rule="vllm-bench")
        lats = []
        for i, row in enumerate(itls):
            if not isinstance(row, list):
                raise InputError(f"itls[{i}] is not a list", path=path, rule="vllm-bench")
            lats.append(ttfts[i] + sum(float(x) for x in row))
        notes.append(f"{path.name}: end_s = start + ttft + sum(itls) (no per-request latencies in the file)")
    else:
        raise InputError("neither 'latencies' nor 'itls': cannot tell when each request ended", path=path, rule="vllm-bench")
    rows = []
    for i in range(n):
        ok = not (isinstance(errors[i], str) and errors[i].strip()) and (outs[i] > 0 or ttfts[i] > 0)
        start = round(starts[i], 9)
        row = {
            "arm": arm, "task_id": f"req-{i:04d}", "start_s": start,
            "first_token_s": round(start + ttfts[i], 9) if ok else None,
            "end_s": round(start + max(lats[i], ttfts[i]), 9),
            "prompt_tokens": int(ins[i]) if ok else (int(ins[i]) if ins[i] else None),
            "completion_tokens": int(outs[i]) if ok else (int(outs[i]) if outs[i] else None),
            "cached_tokens": None, "ok": ok,
        }
        if run is not None:
            row["run"] = run
        rows.append(row)
    return rows, notes


def import_vllm_bench(files: Sequence[str | Path], arms: Sequence[str], out: str | Path, *, baseline: str | None = None,
                      aliases: dict[str, list[str]] | None = None, workers: dict[str, int] | None = None,
                      provenance: str = "OBSERVED", hardware: str | None = None, output_cap: int | None = None,
                      timing_includes: Sequence[str] = ("scheduler", "queue")) -> dict[str, Any]:
    """Convert one or more result files into a sealed request-ab bundle at ``out``.

    ``arms[i]`` names the arm of ``files[i]``; an arm named more than once gets one ``run`` per
    file. ``baseline`` names the baseline arm (default: the first arm). Returns the witness.json.
    """
    from claimcheck.bundle import BundleWriter
    from claimcheck.witnesses import request_ab

    if len(files) != len(arms):
        raise UsageError(f"{len(files)} files but {len(arms)} --arm names: give one --arm per file", rule="usage")
    if not files:
        raise UsageError("no input files", rule="usage")
    aliases = aliases or {}
    workers = workers or {}
    names = list(dict.fromkeys(arms))
    baseline = baseline or names[0]
    if baseline not in names:
        raise UsageError(f"--baseline-arm {baseline!r} is not one of the arms {', '.join(names)}", rule="usage")
    counts = {a: arms.count(a) for a in names}
    seen: dict[str, int] = {}
    rows: list[dict[str, Any]] = []
    notes: list[str] = []
    imported = []
    models = set()
    concurrency: dict[str, set] = {a: set() for a in names}
    sources: list[tuple[str, bytes]] = []
    for f, arm in zip(files, arms):
        path = Path(f)
        result = load_json_file(path)
        run = seen.get(arm, 0) if counts[arm] > 1 else None
        seen[arm] = seen.get(arm, 0) + 1
        r, nn = rows_from_result(result, arm=arm, run=run, path=path)
        rows += r
        notes += nn
        data = path.read_bytes()
        dest = f"source/{arm}-{run if run is not None else 0}.json"
        sources.append((dest, data))
        imported.append({"file": path.name, "sha256": hashlib.sha256(data).hexdigest(), "arm": arm, "run": run,
                         "copied_to": dest})
        if result.get("model_id"):
            models.add(str(result["model_id"]))
        mc = result.get("max_concurrency")
        concurrency[arm].add(mc if isinstance(mc, int) and not isinstance(mc, bool) else None)
    if len(models) > 1:
        raise InputError(f"the files were measured on different models ({', '.join(sorted(models))}); "
                         "a comparison needs one model", path=files[0], rule="vllm-bench")
    arm_decl = {}
    for a in names:
        w = workers.get(a)
        if w is None:
            mcs = {m for m in concurrency[a] if m is not None}
            if len(mcs) == 1:
                w = mcs.pop()
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
