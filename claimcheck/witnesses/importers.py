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
  ``results_<metric>_quantiles_pNN`` / ``_mean`` / ``_min`` / ``_max`` / ``_stddev``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from claimcheck.errors import InputError, UsageError
from claimcheck.witnesses import vllm_bench

__all__ = ["Importer", "IMPORTERS", "detect_format", "run_import"]


@dataclass(frozen=True)
class Importer:
    name: str
    detect: Callable[[list[dict[str, Any]]], str | None]
    run: Callable[..., dict[str, Any]]


def _describe(results: list[dict[str, Any]], tool: str) -> str:
    detailed = sum(1 for r in results if vllm_bench.has_rows(r))
    warm = sum(1 for r in results if vllm_bench.is_warmup(r, ""))
    keys = vllm_bench._differing([vllm_bench.result_params(r) for r in results]) if len(results) > 1 else []
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
    return not _is_sglang(r) and not _is_llmperf(r) and (
        any(k in r for k in ("request_throughput", "ttfts", "mean_ttft_ms")) and ("duration" in r or "ttfts" in r))


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


def _detect_llmperf(results: list[dict[str, Any]]) -> str | None:
    if results and all(_is_llmperf(r) for r in results):
        return f"Ray LLMPerf summary: {len(results)} result(s), summary-only (printed aggregates)"
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
        for stat_in, stat_out in (("mean", "mean"), ("min", "min"), ("max", "max"), ("stddev", "std")):
            v = obj.get(f"results_{key}_{stat_in}")
            if vllm_bench._finite(v):
                out[f"{stat_out}_{m}_ms"] = float(v) * 1000.0
        for q in ("p25", "p50", "p75", "p90", "p95", "p99"):
            v = obj.get(f"results_{key}_quantiles_{q}")
            if vllm_bench._finite(v):  # pandas Series.quantile: linear, as numpy.percentile
                out[f"{'median' if q == 'p50' else q}_{m}_ms"] = float(v) * 1000.0
    done = obj.get("results_num_completed_requests")
    if vllm_bench._finite(done):
        out["completed"] = int(done)
    if vllm_bench._finite(obj.get("results_number_errors")):
        out["failed"] = int(obj["results_number_errors"])
    for src, dst in (("results_number_input_tokens_mean", "total_input_tokens"),
                     ("results_number_output_tokens_mean", "total_output_tokens")):
        # the mean over the completed requests times their count: the printed total, recovered
        # exactly (a sum of whole token counts)
        if vllm_bench._finite(obj.get(src)) and vllm_bench._finite(done):
            out[dst] = int(round(float(obj[src]) * int(done)))
    per_min = obj.get("results_num_completed_requests_per_min")
    if vllm_bench._finite(per_min):
        out["request_throughput"] = float(per_min) / 60.0
    if vllm_bench._finite(obj.get("results_mean_output_throughput_token_per_s")):
        out["output_throughput"] = float(obj["results_mean_output_throughput_token_per_s"])
    for src, dst in (("model", "model_id"), ("num_concurrent_requests", "max_concurrency"),
                     ("mean_input_tokens", "random_input_len"), ("mean_output_tokens", "random_output_len")):
        if obj.get(src) is not None:
            out[dst] = obj[src]
    ts = obj.get("timestamp")
    if vllm_bench._finite(ts):
        import datetime as _dt

        out["date"] = _dt.datetime.fromtimestamp(float(ts), _dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    for k in ("gpu_type", "hardware", "engine", "metadata"):
        if k in obj:
            out[k] = obj[k]
    out["backend"] = "llmperf"
    return out


def _runner(tool: str, transform=None):
    def run(files, arms, out, **kw):
        return vllm_bench.import_vllm_bench(files, arms, out, tool=tool, transform=transform, **kw)
    return run


IMPORTERS: tuple[Importer, ...] = (
    Importer("vllm-bench", _detect_vllm, _runner("vllm-bench")),
    Importer("sglang-bench", _detect_sglang, _runner("sglang-bench")),
    Importer("llmperf", _detect_llmperf, _runner("llmperf", llmperf_to_result)),
)


def detect_format(files: Sequence[str | Path]) -> tuple[Importer, list[str]]:
    """The importer every file is in the format of, and what was found in each."""
    found: list[str] = []
    chosen: Importer | None = None
    for f in files:
        data = vllm_bench.read_source(f)
        results = [r for _, r in vllm_bench.parse_results(data, source=vllm_bench._display(f))]
        hits = [(imp, d) for imp in IMPORTERS if (d := imp.detect(results))]
        name = Path(vllm_bench._display(f)).name
        if not hits:
            raise InputError("not a result file of a known format (vllm-bench, sglang-bench, llmperf)",
                             path=vllm_bench._display(f), rule="import-format")
        imp, desc = hits[0]
        if chosen is not None and imp.name != chosen.name:
            raise UsageError(f"{name} is {imp.name} but an earlier file is {chosen.name}: import each format on its "
                             "own", rule="usage")
        chosen = imp
        found.append(f"{name}: {desc}")
    assert chosen is not None
    return chosen, found


def run_import(fmt: str | None, files: Sequence[str | Path], arms: Sequence[str], out: str | Path,
               **options: Any) -> tuple[list[str], dict[str, Any]]:
    """Import ``files`` (``fmt`` None: detected) into a sealed bundle at ``out``; returns (what was
    found, the witness.json)."""
    if fmt is None:
        if any(str(f) == vllm_bench.STDIN for f in files):
            raise UsageError("standard input needs the format named: fak witness import vllm-bench -", rule="usage")
        imp, found = detect_format(files)
    else:
        imp = next((i for i in IMPORTERS if i.name == fmt), None)
        if imp is None:
            raise UsageError(f"unknown format {fmt!r}", rule="usage")
        found = []
    return found, imp.run(list(files), list(arms), out, **options)
