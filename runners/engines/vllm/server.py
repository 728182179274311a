"""A real vLLM OpenAI-compatible server on 127.0.0.1, from the CPU vLLM tier.

>>> pm = prepare_model()                                              # doctest: +SKIP
>>> with VllmServer(pm.path, model_alias="SmolLM2-135M-Instruct", enforce_eager=True) as srv:  # doctest: +SKIP
...     OpenAIClient(srv.base_url).chat_stream(...)

The server is ``vllm serve`` started through ``runners/engines/vllm/launch.py`` with the vLLM venv's
Python (``runners.engines.vllm.env``), in its own process group, serving on a socket of 127.0.0.1 that
the runner bound and handed over (``runners.engines.managed_server``; the launcher makes vLLM's
``create_server_socket`` return the inherited socket named by ``CLAIMCHECK_LISTEN_FD``, and if
that hook were missed vLLM's own bind of the held port fails, so it can never serve elsewhere):
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
import re
import subprocess
from pathlib import Path
from typing import Any

from claimcheck.errors import BackendUnavailable, UsageError
from runners.engines.vllm import env as vllm_env
from runners.engines.managed_server import LISTEN_FD_ENV, ManagedServer

__all__ = ["VllmServer", "bench_serve", "DEFAULT_ALIAS"]

DEFAULT_ALIAS = "SmolLM2-135M-Instruct"
_KV_TOKENS = re.compile(r"KV cache size:\s*([\d,]+)\s*tokens")


class VllmServer(ManagedServer):
    """``vllm serve`` on a socket of 127.0.0.1 that the runner bound (``ManagedServer``: ``settings``,
    ``start/stop/kill/alive``, ``base_url``, ``log_path``, ``startup_s``, ``proc``)."""

    name = "vllm serve"
    ready_path = "/health"
    poll_interval_s = 0.25

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
        super().__init__(port=port, log_path=log_path, startup_timeout_s=startup_timeout_s,
                         stop_timeout_s=stop_timeout_s)
        self.model_alias = model_alias
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
            "launcher": "runners/engines/vllm/launch.py (vllm CLI under the vllm-cpu distribution)",
            "reports": ["usage (streams with stream_options.include_usage)", "prompt_tokens_details.cached_tokens",
                        "/metrics vllm:prefix_cache_queries / vllm:prefix_cache_hits",
                        "POST /reset_prefix_cache (dev mode)"],
        }
        self._kvcache_space_gib = kvcache_space_gib

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

    def _check_installed(self) -> None:
        vllm_env.require()
        versions = vllm_env.installed_versions()
        self.settings["version"] = f"vllm-cpu {versions.get('vllm-cpu')}; torch {versions.get('torch')}"

    def env(self) -> dict[str, str]:
        env = vllm_env.server_env(kvcache_space_gib=self._kvcache_space_gib)
        env[LISTEN_FD_ENV] = str(self.listen_fd)
        return env

    def _after_start(self) -> None:
        self.settings["kv_cache_tokens"] = self._kv_tokens()

    def _kv_tokens(self) -> int | None:
        m = _KV_TOKENS.findall(self._log_text())
        return int(m[-1].replace(",", "")) if m else None


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
