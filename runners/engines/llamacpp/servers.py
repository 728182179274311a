"""Start and stop a real OpenAI-compatible server on loopback, as a subprocess serving on a socket
of 127.0.0.1 that the runner bound and handed over (``runners.engines.managed_server``):
llama-cpp-python's ``llama_cpp.server`` (extra ``[server]``; ``LlamaCppServer``) or this project's
``runners.engines.llamacpp.llama_server`` (``ClaimcheckLlamaServer``, the default of
``fak run prefix-ab``: the same ``Llama`` engine, but it reports prompt-prefix reuse as
``usage.prompt_tokens_details.cached_tokens`` and ``/metrics`` counters).

>>> with LlamaCppServer(model_path, n_ctx=2048) as srv:          # doctest: +SKIP
...     OpenAIClient(srv.base_url).chat_stream(...)
>>> srv = embedded_server("claimcheck", model_path)              # doctest: +SKIP

What this server is (llama-cpp-python 0.3.36, read from its source and measured):

* one ``Llama`` object behind a lock: requests are served **one at a time**; concurrent
  clients queue. With ``interrupt_requests`` (its default) a streaming request is cut short
  as soon as another request waits, so we always start it with ``--interrupt_requests False``;
* the ``Llama`` object keeps the KV cache of the previous request and re-evaluates only the
  suffix after the longest common token prefix ("prefix-match hit" in its log);
  ``--cache True`` adds a RAM cache of saved states keyed by token prefix;
* its OpenAI responses carry ``usage`` only when not streaming, never
  ``prompt_tokens_details``; streams ignore ``stream_options``; there is no ``/metrics``, no
  ``/v1/batches`` and no cache-reset endpoint (all 404). A restart is the only cold control.

On CPUs whose llama.cpp build enables the "extra buffer types" (AMX / repacked weights),
decoding a quantised model such as SmolLM2 Q4_1 crashes the process with SIGSEGV in
``llama_decode`` (seen on this project's machines). ``use_extra_bufts`` cannot be set through
``llama_cpp.server``'s flags, so the server is started through this module's ``__main__``,
which sets ``llama_model_params.use_extra_bufts = False`` before handing over to
``llama_cpp.server``'s own ``main()``. The setting is recorded with the rest.
"""

from __future__ import annotations

import os
import socket
import sys
from pathlib import Path
from typing import Any

from claimcheck.errors import BackendUnavailable, UsageError
from runners.engines.managed_server import LOOPBACK, ManagedServer

__all__ = ["LlamaCppServer", "ClaimcheckLlamaServer", "embedded_server", "SERVER_KINDS", "DEFAULT_SERVER_KIND",
           "CLAIMCHECK_SERVER_NAME",
           "free_port", "server_version", "LOOPBACK"]

SERVER_KINDS = ("claimcheck", "llama-cpp-python")
# the name witnesses record for this project's server (``settings["server"]``): sealed bundles,
# claims and the claims corpus name it, so it stays this string wherever the module lives
CLAIMCHECK_SERVER_NAME = "runners.llama_server"
DEFAULT_SERVER_KIND = "claimcheck"


def free_port(host: str = LOOPBACK) -> int:
    """A TCP port that was free on ``host`` a moment ago (bind to port 0, read, close). Not for a
    server a runner starts: another process can take it before the server binds it
    (``ManagedServer`` binds the socket itself and hands it over)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def server_version() -> str | None:
    try:
        import importlib.metadata

        return importlib.metadata.version("llama_cpp_python")
    except Exception:
        return None


def _check_server_extra() -> None:
    import importlib.util

    missing = [m for m in ("llama_cpp", "uvicorn", "fastapi", "sse_starlette", "pydantic_settings")
               if importlib.util.find_spec(m) is None]
    if missing:
        raise BackendUnavailable(
            f"llama_cpp.server needs {', '.join(missing)}: pip install 'llama-cpp-python[server]'",
            rule="no-server-backend",
        )


class LlamaCppServer(ManagedServer):
    """A ``llama_cpp.server`` subprocess serving on a socket of 127.0.0.1 that the runner bound
    and handed over (``runners.engines.managed_server``); a context manager.

    ``settings`` (a dict) is what was asked of the server, for the witness. ``log_path``
    receives the server's stdout and stderr. ``stop()`` sends SIGTERM, then SIGKILL after
    ``stop_timeout_s``; ``kill()`` sends SIGKILL at once (fault injection in tests).
    """

    ready_path = "/v1/models"

    def __init__(
        self,
        model_path: str | Path,
        *,
        model_alias: str | None = None,
        n_ctx: int = 2048,
        n_threads: int | None = None,
        n_batch: int = 512,
        cache: bool = True,
        cache_size: int = 1 << 30,
        seed: int = 0,
        extra_bufts: bool = False,
        port: int | None = None,
        log_path: str | Path | None = None,
        startup_timeout_s: float = 120.0,
        stop_timeout_s: float = 10.0,
    ):
        self.model_path = Path(model_path)
        if not self.model_path.is_file():
            raise UsageError("model file does not exist", path=self.model_path, rule="no-model")
        super().__init__(port=port, log_path=log_path, startup_timeout_s=startup_timeout_s,
                         stop_timeout_s=stop_timeout_s)
        self.model_alias = model_alias or self.model_path.stem
        self.settings = {
            "server": "llama_cpp.server",
            "version": server_version(),
            "model_alias": self.model_alias,
            "n_ctx": int(n_ctx),
            "n_threads": int(n_threads or min(os.cpu_count() or 1, 4)),
            "n_batch": int(n_batch),
            "cache": bool(cache),
            "cache_type": "ram" if cache else None,
            "cache_size": int(cache_size) if cache else None,
            "interrupt_requests": False,
            "logits_all": False,
            "seed": int(seed),
            "use_extra_bufts": bool(extra_bufts),
        }

    @property
    def name(self) -> str:  # type: ignore[override]
        return str(self.settings.get("server", "server"))

    def command(self) -> list[str]:
        s = self.settings
        cmd = [sys.executable, "-m", "runners.engines.llamacpp.servers", "--listen-fd", str(self.listen_fd)]
        if not s["use_extra_bufts"]:
            cmd.append("--no-extra-bufts")
        cmd += [
            "--model", str(self.model_path),
            "--model_alias", s["model_alias"],
            "--host", self.host,
            "--port", str(self.port),
            "--n_ctx", str(s["n_ctx"]),
            "--n_threads", str(s["n_threads"]),
            "--n_threads_batch", str(s["n_threads"]),
            "--n_batch", str(s["n_batch"]),
            "--seed", str(s["seed"]),
            "--interrupt_requests", "False",
            "--logits_all", "False",
            "--verbose", "True",
            "--cache", "True" if s["cache"] else "False",
        ]
        if s["cache"]:
            cmd += ["--cache_type", "ram", "--cache_size", str(s["cache_size"])]
        return cmd

    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        env.pop("CONFIG_FILE", None)  # llama_cpp.server would read it instead of our flags
        env.pop("HOST", None)
        env.pop("PORT", None)
        env["PYTHONUNBUFFERED"] = "1"
        # `python -m runners.engines.llamacpp.servers` must import this package even from an uninstalled checkout
        root = str(Path(__file__).resolve().parents[3])
        env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
        return env

    def _check_installed(self) -> None:
        _check_server_extra()


class ClaimcheckLlamaServer(LlamaCppServer):
    """``python -m runners.engines.llamacpp.llama_server`` on 127.0.0.1: one ``Llama`` behind a lock that reports
    the prompt tokens whose resident KV it reused (``cached_tokens``, measured at the first
    decode) and Prometheus counters ``claimcheck_prefix_cache_queries_total`` /
    ``claimcheck_prefix_cache_hits_total``; ``POST /reset_prefix_cache``. Needs only
    ``llama_cpp``. It has no RAM cache of saved states: ``cache`` must be False."""

    def __init__(self, model_path: str | Path, **kw: Any):
        if kw.get("cache"):
            raise UsageError("runners.llama_server has no RAM prompt-state cache; only its resident KV prefix is "
                             "reused (pass cache=False)", rule="server-cache")
        kw["cache"] = False
        super().__init__(model_path, **kw)
        s = self.settings
        s.update({
            "server": CLAIMCHECK_SERVER_NAME,
            "version": f"claimcheck {_claimcheck_version()}; llama-cpp-python {server_version()}",
            "cache": False,
            "cache_type": None,
            "cache_size": None,
            "prefix_reuse": "resident KV of the previous request, longest common token prefix (Llama.generate rule)",
            "reports": ["usage (streams with stream_options.include_usage)", "prompt_tokens_details.cached_tokens",
                        "/metrics claimcheck_prefix_cache_queries_total / _hits_total", "POST /reset_prefix_cache"],
            "gomp_spincount": os.environ.get("GOMP_SPINCOUNT", "10000"),
        })

    def _check_installed(self) -> None:
        import importlib.util

        if importlib.util.find_spec("llama_cpp") is None:
            raise BackendUnavailable("runners.llama_server needs llama-cpp-python: pip install '.[cpu]'",
                                     rule="no-llama-cpp")

    def command(self) -> list[str]:
        s = self.settings
        cmd = [sys.executable, "-m", "runners.engines.llamacpp.llama_server", "--listen-fd", str(self.listen_fd),
               "--model", str(self.model_path),
               "--model-alias", s["model_alias"],
               "--host", self.host,
               "--port", str(self.port),
               "--n-ctx", str(s["n_ctx"]),
               "--threads", str(s["n_threads"]),
               "--n-batch", str(s["n_batch"]),
               "--seed", str(s["seed"])]
        if s["use_extra_bufts"]:
            cmd.append("--extra-bufts")
        return cmd


def embedded_server(kind: str, model_path: str | Path, **kw: Any) -> LlamaCppServer:
    """A not-yet-started embedded server of ``kind`` (one of ``SERVER_KINDS``)."""
    if kind == "claimcheck":
        kw["cache"] = False
        return ClaimcheckLlamaServer(model_path, **kw)
    if kind == "llama-cpp-python":
        return LlamaCppServer(model_path, **kw)
    raise UsageError(f"unknown server {kind!r}; choose one of {', '.join(SERVER_KINDS)}", rule="server-kind")


def _claimcheck_version() -> str | None:
    try:
        import importlib.metadata

        return importlib.metadata.version("claimcheck")
    except Exception:
        return None


def _serve_on_fd(fd: int) -> None:
    """Make ``llama_cpp.server``'s ``uvicorn.run(app, host=..., port=...)`` serve on the listening
    socket the runner handed over (descriptor ``fd``) instead of binding a port itself."""
    import uvicorn

    sock = socket.socket(fileno=fd)

    def run(app: Any, **kw: Any) -> None:
        kw.pop("host", None)
        kw.pop("port", None)
        uvicorn.Server(uvicorn.Config(app, **kw)).run(sockets=[sock])

    uvicorn.run = run


def _main(argv: list[str]) -> None:
    """``python -m runners.engines.llamacpp.servers --listen-fd FD [--no-extra-bufts] LLAMA_CPP_SERVER_ARGS...``"""
    if "--listen-fd" not in argv:
        raise SystemExit("runners.engines.llamacpp.servers: --listen-fd FD is required (the runner binds the socket)")
    i = argv.index("--listen-fd")
    fd = int(argv[i + 1])
    argv = argv[:i] + argv[i + 2:]
    _serve_on_fd(fd)
    if "--no-extra-bufts" in argv:
        argv = [a for a in argv if a != "--no-extra-bufts"]
        import llama_cpp.llama_cpp as low

        original = low.llama_model_default_params

        def _params():  # llama.py calls llama_cpp.llama_cpp.llama_model_default_params()
            p = original()
            p.use_extra_bufts = False
            return p

        low.llama_model_default_params = _params
    from llama_cpp.server.__main__ import main

    sys.argv = ["llama_cpp.server", *argv]
    main()


if __name__ == "__main__":
    _main(sys.argv[1:])
