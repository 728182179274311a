"""One interface for every importer of other tools' result files (``fak witness import``).

An ``Importer`` has a ``name``, ``detect(results) -> str | None`` (a one-line description of
what it recognises in the parsed results of one file, or None) and ``run(files, arms, out,
**options) -> witness.json``. ``run_import(None, ...)`` detects the format of every file (they
must agree) and says what it found.

Formats (docs/claim-check.md has one table per format):

* ``vllm-bench``: ``vllm bench serve`` / ``benchmarks/benchmark_serving.py`` result JSON, one
  object, ``--append-result`` lines, or a ``vllm bench sweep`` ``summary.json`` array
  (``claimcheck.witnesses.vllm_bench``);
* ``sglang-bench``: SGLang ``python -m sglang.bench_serving --output-file`` JSONL (one line per
  run; per-request lists with ``--output-details``): the same field names as vLLM's client for
  what both print, plus ``*_e2e_latency_ms``; read by the same code;
* ``llmperf``: Ray LLMPerf ``token_benchmark_ray.py`` ``*_summary.json`` (client aggregates:
  ``results_<metric>_quantiles_pNN`` / ``_mean`` / ``_min`` / ``_max`` / ``_stddev``);
* ``vllm-bench-text``: the printed ``Serving Benchmark Result`` block of ``vllm bench serve`` /
  ``benchmark_serving.py`` / SGLang ``bench_serving`` in a README, write-up or log, one result per
  block (``claimcheck.witnesses.bench_text``); detected from the bytes, before any JSON parse;
* ``aiperf``: NVIDIA AIPerf ``profile_export_aiperf.json`` / GenAI-Perf
  ``profile_export_genai_perf.json`` (client aggregates: ``{metric: {"unit", "avg", "pNN", ...}}``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from claimcheck.errors import InputError, UsageError
from claimcheck.witnesses import bench_text, vllm_bench

__all__ = ["Importer", "IMPORTERS", "detect_format", "run_import"]


@dataclass(frozen=True)
class Importer:
    name: str
    detect: Callable[[list[dict[str, Any]]], str | None]
    run: Callable[..., dict[str, Any]]
    #: a format that is not JSON: recognised from the file's bytes (``(bytes, name) -> str | None``)
    detect_bytes: Callable[[bytes, str], str | None] | None = None


def _describe(results: list[dict[str, Any]], tool: str) -> str:
    detailed = sum(1 for r in results if vllm_bench.has_rows(r))
    warm = sum(1 for r in results if vllm_bench.is_warmup(r, ""))
    keys = vllm_bench.differing_params([vllm_bench.result_params(r) for r in results]) if len(results) > 1 else []
    parts = [f"{tool}: {len(results)} result(s)",
             f"{detailed} with per-request lists" if detailed else "summary-only (printed aggregates)"]
    if warm:
        parts.append(f"{warm} warmup(s)")
    if keys:
        parts.append("a sweep over " + ", ".join(keys))
    return ", ".join(parts)


def _is_sglang(r: dict[str, Any]) -> bool:
    b = r.get("backend")
    return "total_output_tokens_retokenized" in r or "mean_e2e_latency_ms" in r or \
        (isinstance(b, str) and b.startswith("sglang"))


def _is_vllm(r: dict[str, Any]) -> bool:
    return not _is_sglang(r) and not _is_llmperf(r) and not _is_aiperf(r) and (
        any(k in r for k in ("request_throughput", "request_inthroughput", "ttfts", "mean_ttft_ms"))
        and ("duration" in r or "ttfts" in r))


def _is_llmperf(r: dict[str, Any]) -> bool:
    return "results_ttft_s_mean" in r or "results_num_completed_requests" in r


def _detect_vllm(results: list[dict[str, Any]]) -> str | None:
    if results and all(_is_vllm(r) for r in results):
        sweep = any("run_number" in r for r in results)
        return _describe(results, "vllm bench sweep" if sweep else "vllm bench serve / benchmark_serving.py")
    return None


def _detect_sglang(results: list[dict[str, Any]]) -> str | None:
    if results and all(_is_sglang(r) for r in results):
        return _describe(results, "SGLang bench_serving")
    return None


def _is_llmperf_request(r: dict[str, Any]) -> bool:
    return "ttft_s" in r and "end_to_end_latency_s" in r


def _detect_llmperf(results: list[dict[str, Any]]) -> str | None:
    if results and all(_is_llmperf(r) for r in results):
        return f"Ray LLMPerf summary: {len(results)} result(s), summary-only (printed aggregates)"
    if results and all(_is_llmperf_request(r) for r in results):
        return f"Ray LLMPerf individual responses: {len(results)} request(s) (read with their run's summary)"
    return None


# --- Ray LLMPerf ----------------------------------------------------------------------------------

_LLMPERF_METRICS = {"ttft_s": "ttft", "end_to_end_latency_s": "e2el"}  # seconds in the file


def llmperf_to_result(obj: dict[str, Any], where: str) -> dict[str, Any]:
    """A Ray LLMPerf summary in the terms of a summary-only vllm bench result. Only what has the
    same definition is carried over: TTFT and end-to-end latency statistics over the completed
    requests, completed / failed counts, requests and output tokens per second over the run.
    LLMPerf's ``inter_token_latency_s`` is a per-request mean (not vLLM's pooled ITL nor its TPOT
    over tokens after the first): left out, so a statement about it stays not-yet."""
    if not isinstance(obj, dict) or not _is_llmperf(obj):
        raise InputError("not a Ray LLMPerf summary (no results_ttft_s_mean)", path=where, rule="llmperf")
    out: dict[str, Any] = {}
    for key, m in _LLMPERF_METRICS.items():
        # stddev is pandas' sample standard deviation (ddof 1), not numpy's: not carried over
        for stat_in, stat_out in (("mean", "mean"), ("min", "min"), ("max", "max")):
            v = obj.get(f"results_{key}_{stat_in}")
            if vllm_bench.is_finite_number(v):
                out[f"{stat_out}_{m}_ms"] = float(v) * 1000.0
        for q in ("p25", "p50", "p75", "p90", "p95", "p99"):
            v = obj.get(f"results_{key}_quantiles_{q}")
            if vllm_bench.is_finite_number(v):  # pandas Series.quantile: linear, as numpy.percentile
                out[f"{'median' if q == 'p50' else q}_{m}_ms"] = float(v) * 1000.0
    done = obj.get("results_num_completed_requests")
    if vllm_bench.is_finite_number(done):
        out["completed"] = int(done)
    if vllm_bench.is_finite_number(obj.get("results_number_errors")):
        out["failed"] = int(obj["results_number_errors"])
    for src, dst in (("results_number_input_tokens_mean", "total_input_tokens"),
                     ("results_number_output_tokens_mean", "total_output_tokens")):
        # the mean over the completed requests times their count: the printed total, recovered
        # exactly (a sum of whole token counts)
        if vllm_bench.is_finite_number(obj.get(src)) and vllm_bench.is_finite_number(done):
            out[dst] = int(round(float(obj[src]) * int(done)))
    per_min = obj.get("results_num_completed_requests_per_min")
    if vllm_bench.is_finite_number(per_min):
        out["request_throughput"] = float(per_min) / 60.0
    if vllm_bench.is_finite_number(obj.get("results_mean_output_throughput_token_per_s")):
        out["output_throughput"] = float(obj["results_mean_output_throughput_token_per_s"])
    for src, dst in (("model", "model_id"), ("num_concurrent_requests", "max_concurrency"),
                     ("mean_input_tokens", "random_input_len"), ("mean_output_tokens", "random_output_len")):
        if obj.get(src) is not None:
            out[dst] = obj[src]
    ts = obj.get("timestamp")
    if vllm_bench.is_finite_number(ts):
        import datetime as _dt

        out["date"] = _dt.datetime.fromtimestamp(float(ts), _dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    for k in ("gpu_type", "hardware", "engine", "metadata"):
        if k in obj:
            out[k] = obj[k]
    out["backend"] = "llmperf"
    return out


# --- NVIDIA AIPerf / GenAI-Perf ------------------------------------------------------------------

#: AIPerf metric -> the vLLM name of the same definition. AIPerf's inter_token_latency is, per
#: request, (request_latency - time_to_first_token) / (output_sequence_length - 1): vLLM's TPOT.
_AIPERF_METRICS = {"time_to_first_token": "ttft", "request_latency": "e2el", "inter_token_latency": "tpot"}
_AIPERF_STATS = {"avg": "mean", "p50": "median", "min": "min", "max": "max", "std": "std"}
_TO_MS = {"ms": 1.0, "s": 1000.0, "sec": 1000.0, "ns": 1e-6, "us": 1e-3}


def _is_aiperf(r: dict[str, Any]) -> bool:
    ttft = r.get("time_to_first_token")
    thr = r.get("request_throughput")
    return (isinstance(ttft, dict) and "unit" in ttft) or (isinstance(thr, dict) and "unit" in thr)


def _detect_aiperf(results: list[dict[str, Any]]) -> str | None:
    if results and all(_is_aiperf(r) for r in results):
        return f"NVIDIA AIPerf / GenAI-Perf profile export: {len(results)} result(s), summary-only (printed aggregates)"
    return None


def _avg(obj: dict[str, Any], key: str) -> Any:
    v = obj.get(key)
    return v.get("avg") if isinstance(v, dict) else None


def aiperf_to_result(obj: dict[str, Any], where: str) -> dict[str, Any]:
    """An AIPerf ``profile_export_aiperf.json`` (or GenAI-Perf ``profile_export_genai_perf.json``)
    in the terms of a summary-only vllm bench result: each metric ``{"unit", "avg", "pNN", "min",
    "max", "std"}``; only metrics whose definition matches are carried over."""
    if not isinstance(obj, dict) or not _is_aiperf(obj):
        raise InputError("not an AIPerf / GenAI-Perf profile export", path=where, rule="aiperf")
    out: dict[str, Any] = {}
    for key, m in _AIPERF_METRICS.items():
        stats = obj.get(key)
        if not isinstance(stats, dict):
            continue
        scale = _TO_MS.get(str(stats.get("unit", "")).strip().lower())
        if scale is None:
            continue  # a unit not understood: the metric is left out, not guessed
        for k, v in stats.items():
            if k == "unit" or not vllm_bench.is_finite_number(v):
                continue
            name = _AIPERF_STATS.get(k) or (k if re.fullmatch(r"p\d{1,2}(?:\.\d+)?", k) else None)
            if name is not None:
                out[f"{name}_{m}_ms"] = float(v) * scale
    for src, dst in (("request_throughput", "request_throughput"), ("output_token_throughput", "output_throughput"),
                     ("benchmark_duration", "duration")):
        v = _avg(obj, src)
        if vllm_bench.is_finite_number(v):
            out[dst] = float(v)
    for src, dst in (("request_count", "completed"), ("total_isl", "total_input_tokens"),
                     ("total_osl", "total_output_tokens")):
        v = _avg(obj, src)
        if vllm_bench.is_finite_number(v) and float(v).is_integer():
            out[dst] = int(v)
    err = obj.get("error_request_count")
    summary = obj.get("error_summary")
    if err is None and "error_request_count" in obj:
        out["failed"] = 0  # AIPerf writes null when no request failed
    elif vllm_bench.is_finite_number(_avg(obj, "error_request_count")):
        out["failed"] = int(_avg(obj, "error_request_count"))
    elif isinstance(summary, list) and all(isinstance(e, dict) and vllm_bench.is_finite_number(e.get("count")) for e in summary):
        out["failed"] = int(sum(e["count"] for e in summary))  # AIPerf 0.11: errors grouped by type
    cfg = obj.get("input_config") if isinstance(obj.get("input_config"), dict) else {}
    ep = cfg.get("endpoint") if isinstance(cfg.get("endpoint"), dict) else {}
    names = ep.get("model_names") or cfg.get("model_names") or cfg.get("model")
    models = cfg.get("models")  # AIPerf 0.11: {"items": [{"name": ...}]}
    if not names and isinstance(models, dict) and isinstance(models.get("items"), list):
        names = [m.get("name") for m in models["items"] if isinstance(m, dict)]
    if isinstance(names, list) and len(names) == 1 and isinstance(names[0], str):
        out["model_id"] = names[0]
    elif isinstance(names, str):
        out["model_id"] = names
    lg = cfg.get("loadgen") if isinstance(cfg.get("loadgen"), dict) else cfg
    phases = [p for p in cfg.get("phases") or [] if isinstance(p, dict) and p.get("name") == "profiling"]
    if phases and not isinstance(lg.get("concurrency"), int):  # AIPerf 0.11: the profiling phase's settings
        lg = phases[0]
    if isinstance(lg.get("concurrency"), int) and not isinstance(lg.get("concurrency"), bool):
        out["max_concurrency"] = lg["concurrency"]
    if lg.get("request_rate") is not None:
        out["request_rate"] = lg["request_rate"]
    tok = cfg.get("tokenizer")
    if isinstance(tok, dict) and isinstance(tok.get("name"), str):
        out["tokenizer_id"] = tok["name"]
    if isinstance(obj.get("start_time"), str):
        out["date"] = obj["start_time"]
    gpus = set()
    tel = obj.get("telemetry_data")
    if isinstance(tel, dict) and isinstance(tel.get("endpoints"), dict):
        for e in tel["endpoints"].values():
            for g in ((e or {}).get("gpus") or {}).values() if isinstance(e, dict) else ():
                if isinstance(g, dict) and isinstance(g.get("gpu_name"), str):
                    gpus.add(g["gpu_name"])
    if gpus:  # the GPUs AIPerf's telemetry scraped during the run
        counts = {}
        for e in tel["endpoints"].values():
            for g in ((e or {}).get("gpus") or {}).values():
                if isinstance(g, dict) and isinstance(g.get("gpu_name"), str):
                    counts[g["gpu_name"]] = counts.get(g["gpu_name"], 0) + 1
        out["gpu_type"] = ", ".join(f"{n}x {name}" for name, n in sorted(counts.items()))
    out["backend"] = "aiperf"
    return out


INDIVIDUAL_SUFFIX, SUMMARY_SUFFIX = "_individual_responses.json", "_summary.json"


def _llmperf_requests(items: list[dict[str, Any]], where: str) -> dict[str, list]:
    """LLMPerf's per-request metrics as vllm bench per-request lists (in file order). An errored
    request (``error_code`` set) keeps its message as the error; LLMPerf's summary leaves it out."""
    lists: dict[str, list] = {k: [] for k in ("ttfts", "latencies", "input_lens", "output_lens", "errors")}
    for i, r in enumerate(items):
        if not isinstance(r, dict) or not _is_llmperf_request(r):
            raise InputError(f"request {i}: not an LLMPerf response record (no ttft_s / end_to_end_latency_s)",
                             path=where, rule="llmperf")
        code = r.get("error_code")
        err = "" if code is None else (str(r.get("error_msg") or "").strip() or f"error code {code}")
        vals = [r.get("ttft_s"), r.get("end_to_end_latency_s"), r.get("number_input_tokens"), r.get("number_output_tokens")]
        if not err and not all(vllm_bench.is_finite_number(v) for v in vals):
            raise InputError(f"request {i}: ttft_s, end_to_end_latency_s and token counts must be numbers", path=where,
                             rule="llmperf")
        fin = [float(v) if vllm_bench.is_finite_number(v) else 0.0 for v in vals]
        lists["ttfts"].append(fin[0])
        lists["latencies"].append(fin[1])
        lists["input_lens"].append(fin[2])
        lists["output_lens"].append(fin[3] if not err else 0.0)
        lists["errors"].append(err)
    return lists


def _folder(f) -> str:
    """The folder a result file lies in (a file given with no folder: the working directory's)."""
    return str(Path(str(f)).resolve().parent)


#: the sibling folders a results tree keeps each run's two files in under one name (ray-project/llmperf-leaderboard:
#: ``raw_data/summary/groq_70b.json`` beside ``raw_data/individual/groq_70b.json``)
SUMMARY_DIRS, INDIVIDUAL_DIRS = ("summary", "summaries"), ("individual", "individual_responses", "individual-responses")


def _is_responses(data: bytes, where: str) -> bool:
    """Whether a file holds LLMPerf's per-request response records (its ``_individual_responses.json``), by content."""
    try:
        items = [o for _, o in vllm_bench.parse_results(data, source=where)]
    except InputError:
        return False
    return bool(items) and all(_is_llmperf_request(o) for o in items)


def _pair_key(f, name: str, responses: bool) -> tuple[str, str, str] | None:
    """The key a summary and its responses file share: ``<stem>_summary.json`` beside ``<stem>_individual_responses.json``
    in one folder (LLMPerf's own names), or one file name in sibling ``summary/`` and ``individual/`` folders (a results
    tree that keeps them apart); None when the name and folder follow neither layout."""
    suffix, dirs = (INDIVIDUAL_SUFFIX, INDIVIDUAL_DIRS) if responses else (SUMMARY_SUFFIX, SUMMARY_DIRS)
    if name.endswith(suffix):
        return ("folder", _folder(f), name[: -len(suffix)])
    parent = Path(_folder(f))
    if parent.name.lower() in dirs:
        return ("siblings", str(parent.parent), name)
    return None


def _wanted(key: tuple[str, str, str]) -> str:
    """The summary file a responses file's key asks for, as a path."""
    layout, where, stem = key
    return str(Path(where, f"{stem}{SUMMARY_SUFFIX}") if layout == "folder" else Path(where, "summary", stem))


def run_llmperf(files, arms, out, **kw):
    """LLMPerf summaries, each with its individual responses when given too: per-request TTFT, end-to-end latency and
    token counts become request-ab rows (starts laid out to span the run's duration, ``num_completed /
    completed_per_min * 60``), and every printed statistic is compared with the rows; a summary alone is a
    client-aggregate witness. A responses file is known by its content (a list of response records) and pairs with
    one summary only: the same stem in the same folder, or the same name in a sibling ``summary/`` folder."""
    names = {str(f): Path(vllm_bench.display_name(f)).name for f in files}
    datas = {str(f): vllm_bench.read_source(f) for f in files}
    # a summary's own responses file: the same stem IN THE SAME FOLDER (LLMPerf writes both into its results folder
    # under default names, so two runs kept in two folders share their names: paired by name alone, each summary got
    # the other run's rows, silently), or the same name in sibling folders (never by name alone either)
    responses = [f for f in files if _is_responses(datas[str(f)], vllm_bench.display_name(f))]
    indiv: dict[tuple[str, str, str], Any] = {}
    for f in responses:
        key = _pair_key(f, names[str(f)], True)
        if key is None:
            raise UsageError(f"{vllm_bench.display_name(f)} holds LLMPerf individual responses, but neither its name "
                             f"(<name>{INDIVIDUAL_SUFFIX}) nor its folder (individual/) says which summary is its run's: "
                             "give it its LLMPerf name beside its summary", rule="usage")
        indiv[key] = f
    summaries = [f for f in files if f not in responses]
    used = set()
    pre = []
    for f in summaries:
        data = datas[str(f)]
        recs = [(w, llmperf_to_result(o, w)) for w, o in vllm_bench.parse_results(data, source=vllm_bench.display_name(f))]
        comp = []
        stem = _pair_key(f, names[str(f)], False)
        if stem is not None and stem in indiv and len(recs) == 1:
            g = indiv[stem]
            used.add(stem)
            gdata = datas[str(g)]
            items = [o for _, o in vllm_bench.parse_results(gdata, source=vllm_bench.display_name(g))]
            where, res = recs[0]
            lists = _llmperf_requests(items, vllm_bench.display_name(g))
            done = res.get("completed")
            if done != sum(1 for e in lists["errors"] if not e):
                raise InputError(f"{names[str(g)]} holds {len(items)} requests of which "
                                 f"{sum(1 for e in lists['errors'] if not e)} succeeded, but the summary says "
                                 f"{done} completed: not the same run", path=vllm_bench.display_name(g), rule="llmperf")
            per_min = res.get("request_throughput")
            if vllm_bench.is_finite_number(per_min) and per_min > 0 and done:
                res["duration"] = done / per_min  # the run's time, as LLMPerf divided by it
            recs = [(where, {**res, **lists})]
            comp.append((names[str(g)], gdata))
        pre.append((f, data, recs, comp))
    orphans = sorted(set(indiv) - used)
    if orphans:
        key = orphans[0]
        where = "in the same folder" if key[0] == "folder" else "in the sibling summary/ folder"
        raise UsageError(f"{vllm_bench.display_name(indiv[key])} needs its summary {_wanted(key)} {where} (the run's "
                         "duration and printed numbers are there): give both", rule="usage")
    return vllm_bench.import_vllm_bench(summaries, arms, out, tool="llmperf", preloaded=pre, **kw)


def _runner(tool: str, transform=None):
    def run(files, arms, out, **kw):
        return vllm_bench.import_vllm_bench(files, arms, out, tool=tool, transform=transform, **kw)
    return run


IMPORTERS: tuple[Importer, ...] = (
    Importer("vllm-bench", _detect_vllm, _runner("vllm-bench")),
    Importer("sglang-bench", _detect_sglang, _runner("sglang-bench")),
    Importer("llmperf", _detect_llmperf, run_llmperf),
    Importer("aiperf", _detect_aiperf, _runner("aiperf", aiperf_to_result)),
    Importer("vllm-bench-text", lambda results: None, bench_text.run,
             lambda data, name: bench_text.describe(data, name) if bench_text.has_block(data) else None),
)


def detect_format(files: Sequence[str | Path]) -> tuple[Importer, list[str]]:
    """The importer every file is in the format of, and what was found in each."""
    found: list[str] = []
    chosen: Importer | None = None
    for f in files:
        data = vllm_bench.read_source(f)
        hits = [(imp, d) for imp in IMPORTERS
                if imp.detect_bytes is not None and (d := imp.detect_bytes(data, vllm_bench.display_name(f)))]
        if not hits:
            results = [r for _, r in vllm_bench.parse_results(data, source=vllm_bench.display_name(f))]
            hits = [(imp, d) for imp in IMPORTERS if (d := imp.detect(results))]
        name = Path(vllm_bench.display_name(f)).name
        if not hits:
            raise InputError("not a result file of a known format (vllm-bench, sglang-bench, llmperf, aiperf, "
                             "vllm-bench-text)",
                             path=vllm_bench.display_name(f), rule="import-format")
        imp, desc = hits[0]
        if chosen is not None and imp.name != chosen.name:
            raise UsageError(f"{name} is {imp.name} but an earlier file is {chosen.name}: import each format on its "
                             "own", rule="usage")
        chosen = imp
        found.append(f"{vllm_bench.display_name(f) if name in ('summary.json', 'warmup.json') else name}: {desc}")
    assert chosen is not None
    return chosen, found


def expand_sweep_dirs(files: Sequence[str | Path]) -> tuple[list[str | Path], list[str]]:
    """A directory stands for the ``vllm bench sweep`` results under it: every ``summary.json``
    (one per setting: the list of its runs), in sorted order; a directory without one is refused."""
    out: list[str | Path] = []
    found: list[str] = []
    for f in files:
        p = Path(f)
        if str(f) != vllm_bench.STDIN and p.is_dir():
            sums = sorted(q for q in p.rglob("summary.json") if q.is_file() and not q.is_symlink())
            if not sums:
                raise InputError("a directory, but no vllm bench sweep summary.json under it", path=p,
                                 rule="import-format")
            found.append(f"{p}: {len(sums)} vllm bench sweep setting(s) (summary.json)")
            out += sums
        else:
            out.append(f)
    return out, found


def run_import(fmt: str | None, files: Sequence[str | Path], arms: Sequence[str], out: str | Path,
               **options: Any) -> tuple[list[str], dict[str, Any]]:
    """Import ``files`` (``fmt`` None: detected) into a sealed bundle at ``out``; returns (what was
    found, the witness.json). A directory stands for the ``vllm bench sweep`` results under it."""
    files, dirs = expand_sweep_dirs(files)
    if fmt is None:
        if any(str(f) == vllm_bench.STDIN for f in files):
            raise UsageError("standard input needs the format named: fak witness import vllm-bench -", rule="usage")
        imp, found = detect_format(files)
        found = dirs + found
    else:
        imp = next((i for i in IMPORTERS if i.name == fmt), None)
        if imp is None:
            raise UsageError(f"unknown format {fmt!r}", rule="usage")
        found = dirs
    return found, imp.run(list(files), list(arms), out, **options)
