"""A real vLLM OpenAI-compatible server on 127.0.0.1, from the CPU vLLM tier.

>>> pm = prepare_model()                                              # doctest: +SKIP
>>> with VllmServer(pm.path, model_alias="SmolLM2-135M-Instruct", enforce_eager=True) as srv:  # doctest: +SKIP
...     OpenAIClient(srv.base_url).chat_stream(...)

The server is ``vllm serve`` started through ``runners/vllm_launch.py`` with the vLLM venv's
Python (``runners.vllm_env``), in its own process group, on a free port of 127.0.0.1:
``--dtype bfloat16 --max-model-len 2048 --enable-prefix-caching --enable-prompt-tokens-details``,
``VLLM_CPU_KVCACHE_SPACE=2`` (GiB), ``VLLM_SERVER_DEV_MODE=1`` (for ``POST
/reset_prefix_cache``), logs on stderr into ``log_path``. Ready = ``GET /health`` answers 200.
``stop()`` sends SIGTERM to the whole group (the API server and its engine-core process), then
SIGKILL after ``stop_timeout_s``.

``enforce_eager=True`` skips torch.compile: about 6 s of engine initialisation instead of about
2 minutes on 2 cores; both are recorded. The KV capacity that vLLM logs at start ("KV cache
size: N tokens") is read from the log and recorded in ``settings`` (it depends on free RAM at
start on CPU). ``bench_serve`` runs ``vllm bench serve --save-result --save-detailed``
against a started server.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

from claimcheck.errors import BackendUnavailable, UsageError
from runners import vllm_env
from runners.server import LOOPBACK, _die_with_parent, free_port

__all__ = ["VllmServer", "bench_serve", "DEFAULT_ALIAS"]

DEFAULT_ALIAS = "SmolLM2-135M-Instruct"
_KV_TOKENS = re.compile(r"KV cache size:\s*([\d,]+)\s*tokens")


class VllmServer:
    """``vllm serve`` on 127.0.0.1; the interface of ``runners.server.LlamaCppServer``
    (``settings``, ``start/stop/kill/alive``, ``base_url``, ``log_path``, ``startup_s``, ``proc``)."""

    def __init__(
        self,
        model_dir: str | Path,
        *,
        model_alias: str = DEFAULT_ALIAS,
        max_model_len: int = 2048,
        enforce_eager: bool = True,
        kvcache_space_gib: int = vllm_env.KVCACHE_SPACE_GIB,
        seed: int = 0,
        port: int | None = None,
        log_path: str | Path | None = None,
        startup_timeout_s: float = 900.0,
        stop_timeout_s: float = 30.0,
        extra_args: list[str] | None = None,
        model_files: dict[str, Any] | None = None,
    ):
        self.model_dir = Path(model_dir)
        if not (self.model_dir / "config.json").is_file():
            raise UsageError("not an HF model directory (no config.json); run fak vllm prepare-model",
                             path=self.model_dir, rule="no-model")
        self.model_alias = model_alias
        self.host = LOOPBACK
        self.port = port
        self.log_path = Path(log_path) if log_path else None
        self.startup_timeout_s = startup_timeout_s
        self.stop_timeout_s = stop_timeout_s
        self.extra_args = list(extra_args or [])
        self.settings: dict[str, Any] = {
            "server": "vllm",
            "version": None,
            "model_alias": model_alias,
            "model_dir": str(self.model_dir),
            "model_files": model_files,
            "dtype": "bfloat16",
            "max_model_len": int(max_model_len),
            "n_ctx": int(max_model_len),
            "n_threads": None,
            "enable_prefix_caching": True,
            "enable_prompt_tokens_details": True,
            "enforce_eager": bool(enforce_eager),
            "seed": int(seed),
            "env": {"VLLM_CPU_KVCACHE_SPACE": str(kvcache_space_gib), "VLLM_SERVER_DEV_MODE": "1",
                    "VLLM_LOGGING_STREAM": "ext://sys.stderr", "HF_HUB_OFFLINE": "1"},
            "kv_cache_tokens": None,
            "launcher": "runners/vllm_launch.py (vllm CLI under the vllm-cpu distribution)",
            "reports": ["usage (streams with stream_options.include_usage)", "prompt_tokens_details.cached_tokens",
                        "/metrics vllm:prefix_cache_queries / vllm:prefix_cache_hits",
                        "POST /reset_prefix_cache (dev mode)"],
        }
        self._kvcache_space_gib = kvcache_space_gib
        self.proc: subprocess.Popen | None = None
        self._log_fh = None
        self.startup_s: float | None = None
        self.returncode: int | None = None

    @property
    def base_url(self) -> str:
        if self.port is None:
            raise UsageError("server not started", rule="not-started")
        return f"http://{self.host}:{self.port}"

    def command(self) -> list[str]:
        s = self.settings
        cmd = [str(vllm_env.venv_python()), str(vllm_env.launch_script()), "serve", str(self.model_dir),
               "--served-model-name", s["model_alias"],
               "--host", self.host, "--port", str(self.port),
               "--dtype", s["dtype"], "--max-model-len", str(s["max_model_len"]),
               "--enable-prefix-caching", "--enable-prompt-tokens-details",
               "--seed", str(s["seed"])]
        if s["enforce_eager"]:
            cmd.append("--enforce-eager")
        return cmd + self.extra_args

    def start(self) -> VllmServer:
        vllm_env.require()
        if self.proc is not None:
            raise UsageError("server already started", rule="started")
        versions = vllm_env.installed_versions()
        self.settings["version"] = f"vllm-cpu {versions.get('vllm-cpu')}; torch {versions.get('torch')}"
        if self.port is None:
            self.port = free_port(self.host)
        if self.log_path:
            self.log_path.parent.mkdir(parents=True, exist_ok=True)
            self._log_fh = open(self.log_path, "ab")
            out = self._log_fh
        else:
            out = subprocess.DEVNULL
        t0 = time.monotonic()
        self.proc = subprocess.Popen(
            self.command(), stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            env=vllm_env.server_env(kvcache_space_gib=self._kvcache_space_gib), start_new_session=True,
            preexec_fn=_die_with_parent,
        )
        try:
            self._wait_ready(t0)
        except BaseException:
            self.stop()
            raise
        self.startup_s = time.monotonic() - t0
        self.settings["kv_cache_tokens"] = self._kv_tokens()
        return self

    def _wait_ready(self, t0: float) -> None:
        import requests

        url = self.base_url + "/health"
        while True:
            rc = self.proc.poll()
            if rc is not None:
                raise BackendUnavailable(
                    f"vllm serve exited with {rc} before it was ready" + self._log_tail(), rule="server-start")
            if time.monotonic() - t0 > self.startup_timeout_s:
                raise BackendUnavailable(f"vllm serve not ready after {self.startup_timeout_s:g} s" + self._log_tail(),
                                         rule="server-start")
            try:
                r = requests.get(url, timeout=2.0)
                if r.status_code == 200:
                    return
            except requests.RequestException:
                pass
            time.sleep(0.25)

    def _log_text(self) -> str:
        if not self.log_path or not self.log_path.exists():
            return ""
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""

    def _log_tail(self) -> str:
        lines = [ln for ln in self._log_text().splitlines() if ln.strip()]
        if not lines:
            return ""
        return f" (log {self.log_path}: {lines[-1].strip()[:300]})"

    def _kv_tokens(self) -> int | None:
        m = _KV_TOKENS.findall(self._log_text())
        return int(m[-1].replace(",", "")) if m else None

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def kill(self) -> None:
        """SIGKILL the whole server group now (fault injection); ``stop()`` still cleans up."""
        if self.proc is not None and self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.proc.wait(timeout=self.stop_timeout_s)

    def stop(self) -> int | None:
        """SIGTERM the process group, SIGKILL after ``stop_timeout_s``; returns the exit status."""
        if self.proc is None:
            return self.returncode
        proc = self.proc
        pgid = proc.pid
        if proc.poll() is None:
            try:
                os.killpg(pgid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            try:
                proc.wait(timeout=self.stop_timeout_s)
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(pgid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                proc.wait(timeout=self.stop_timeout_s)
        # the engine core may outlive the API server by a moment: the group goes too, and stop()
        # returns only once no process of it is left (or stop_timeout_s passed)
        try:
            os.killpg(pgid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        deadline = time.monotonic() + self.stop_timeout_s
        while time.monotonic() < deadline:
            try:
                os.killpg(pgid, 0)
            except (ProcessLookupError, PermissionError):
                break
            time.sleep(0.05)
        self.returncode = proc.returncode
        self.proc = None
        if self._log_fh is not None:
            self._log_fh.close()
            self._log_fh = None
        return self.returncode

    def __enter__(self) -> VllmServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def bench_serve(server: VllmServer, result_dir: str | Path, *, filename: str, num_prompts: int = 8,
                max_concurrency: int = 1, input_len: int = 128, output_len: int = 16, seed: int = 0,
                timeout_s: float = 900.0, log_path: str | Path | None = None) -> Path:
    """Run ``vllm bench serve --save-result --save-detailed`` (random dataset, the server's own
    tokenizer, chat completions) against ``server``; returns the result JSON's path."""
    result_dir = Path(result_dir)
    result_dir.mkdir(parents=True, exist_ok=True)
    cmd = [str(vllm_env.venv_python()), str(vllm_env.launch_script()), "bench", "serve",
           "--backend", "openai-chat", "--endpoint", "/v1/chat/completions",
           "--base-url", server.base_url, "--model", server.model_alias, "--tokenizer", str(server.model_dir),
           "--dataset-name", "random", "--random-input-len", str(input_len), "--random-output-len", str(output_len),
           "--num-prompts", str(num_prompts), "--max-concurrency", str(max_concurrency), "--seed", str(seed),
           "--ignore-eos", "--temperature", "0",
           "--save-result", "--save-detailed", "--result-dir", str(result_dir), "--result-filename", filename]
    out = open(log_path, "ab") if log_path else subprocess.DEVNULL
    try:
        proc = subprocess.run(cmd, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                              env=vllm_env.engine_env(), timeout=timeout_s, cwd=str(result_dir))
    finally:
        if log_path:
            out.close()
    path = result_dir / filename
    if proc.returncode != 0 or not path.is_file():
        raise BackendUnavailable(f"vllm bench serve failed (exit {proc.returncode})"
                                 + (f"; log {log_path}" if log_path else ""), rule="vllm-bench")
    json.loads(path.read_text())  # a truncated file is an error here, not in the importer
    return path
