"""CUDA backend: vLLM's offline ``LLM`` engine. vLLM is imported only inside this module's
functions, so the rest of claimcheck (and every CPU test) runs without it; ``pip install
'claimcheck[cuda]'`` on a CUDA machine brings it.

Live values are read from the constructed engine, never from a config guess:

* KV capacity: ``vllm_config.cache_config.kv_cache_size_tokens`` where the version has it
  (the number vLLM logs as "GPU KV cache size: N tokens", computed in
  vllm/v1/core/kv_cache_utils.py as ``num_blocks // n_groups * min_block_size``);
  otherwise ``num_gpu_blocks * block_size`` (exact for one KV-cache group; the source
  used is recorded in the preflight);
* block size: ``cache_config.block_size`` after construction (hybrid attention/Mamba
  models enlarge it so that pages align, e.g. 528 for Qwen3.5);
* resolved CUDA-graph capture sizes: ``compilation_config.cudagraph_capture_sizes``
  after ``VllmConfig._set_cudagraph_sizes`` (vllm/config/vllm.py) ran; empty when the
  engine runs eagerly.

Protocol ``engine`` options used: ``model`` (path or id; ``--model`` overrides),
``revision``, ``dtype``, ``gpu_memory_utilization``, ``max_capture`` (requested
``max_cudagraph_capture_size``), ``capture_sizes`` (explicit list), ``enforce_eager``,
``kv_cache_dtype``, ``max_num_batched_tokens``, ``trust_remote_code``.
Prompts are taken as already rendered (chat template applied by the protocol's author).
"""

from __future__ import annotations

import hashlib
import importlib.metadata
from pathlib import Path
from typing import Any

from claimcheck.errors import BackendUnavailable, PreflightFailed, UsageError
from runners.capacity_fit.backend import Backend, Engine, Job, Sample
from runners.capacity_fit.models import LiveCapacity, Protocol, Rung

INSTALL_HINT = ("vLLM is not installed: on a CUDA machine run  pip install 'claimcheck[cuda]'  "
                "(vLLM pins its own CUDA build of torch; never install it on a CPU-only machine)")


def _vllm():
    try:
        import vllm  # noqa: F401
        from vllm import LLM, SamplingParams
    except ImportError:
        raise BackendUnavailable(INSTALL_HINT, rule="backend-unavailable") from None
    return vllm, LLM, SamplingParams


class VllmBackend(Backend):
    name = "vllm"

    def __init__(self, model: str | None = None):
        self.model = model

    def open(self, protocol: Protocol, rung: Rung) -> "VllmEngine":
        return VllmEngine(self.model, protocol, rung)


def _version(name: str) -> str | None:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


class VllmEngine(Engine):
    def __init__(self, model: str | None, protocol: Protocol, rung: Rung):
        vllm, LLM, SamplingParams = _vllm()
        self.SamplingParams = SamplingParams
        opts = dict(protocol.engine)
        self.model_name = model or opts.get("model")
        if not self.model_name:
            raise UsageError("no vLLM model: pass --model or set engine.model in the protocol", rule="no-model")
        self.opts = opts
        compilation: dict[str, Any] = {}
        if opts.get("max_capture") is not None:
            compilation["max_cudagraph_capture_size"] = int(opts["max_capture"])
        if opts.get("capture_sizes") is not None:
            compilation["cudagraph_capture_sizes"] = [int(s) for s in opts["capture_sizes"]]
        kwargs: dict[str, Any] = dict(
            model=self.model_name, max_model_len=protocol.max_model_len, max_num_seqs=rung.max_seqs,
            gpu_memory_utilization=float(opts.get("gpu_memory_utilization", 0.9)),
            enforce_eager=bool(opts.get("enforce_eager", False)), seed=protocol.sampling.seed,
        )
        for key in ("revision", "dtype", "kv_cache_dtype", "max_num_batched_tokens", "trust_remote_code"):
            if opts.get(key) is not None:
                kwargs[key] = opts[key]
        if compilation:
            kwargs["compilation_config"] = compilation
        self.kwargs = kwargs
        try:
            self.llm = LLM(**kwargs)
        except Exception as exc:  # construction failures are infrastructure mismatches
            raise PreflightFailed(f"vLLM could not construct the engine: {type(exc).__name__}: {exc}",
                                  rule="engine-construction") from None
        self.tokenizer = self.llm.get_tokenizer()
        self.vllm_config = getattr(self.llm.llm_engine, "vllm_config", None)

    # --- capacity and identity ---------------------------------------------------

    def _configs(self):
        cfg = self.vllm_config
        if cfg is None:  # very old engines kept the configs on the engine itself
            eng = self.llm.llm_engine
            return eng.cache_config, eng.scheduler_config, getattr(eng, "compilation_config", None), eng.model_config
        return cfg.cache_config, cfg.scheduler_config, cfg.compilation_config, cfg.model_config

    def live_capacity(self) -> LiveCapacity:
        cache, sched, comp, model = self._configs()
        block = int(cache.block_size)
        size_tokens = getattr(cache, "kv_cache_size_tokens", None)
        if size_tokens:
            kv, source = int(size_tokens), "cache_config.kv_cache_size_tokens"
        elif cache.num_gpu_blocks:
            kv, source = int(cache.num_gpu_blocks) * block, "cache_config.num_gpu_blocks * block_size"
        else:
            raise PreflightFailed("the constructed engine reports no KV-cache blocks", rule="no-live-capacity")
        sizes = None
        if comp is not None:
            resolved = getattr(comp, "cudagraph_capture_sizes", None)
            if resolved is None:
                resolved = getattr(comp, "cudagraph_batch_sizes", None)  # older spelling
            sizes = sorted(int(s) for s in (resolved or []))
        return LiveCapacity(
            kv_tokens=kv, block_size=block, max_model_len=int(model.max_model_len), max_seqs=int(sched.max_num_seqs),
            capture_sizes=sizes,
            source=f"KV tokens: {source}; block: cache_config.block_size; capture sizes: "
                   "compilation_config.cudagraph_capture_sizes (resolved)",
            details={"num_gpu_blocks": cache.num_gpu_blocks,
                     "max_cudagraph_capture_size": getattr(comp, "max_cudagraph_capture_size", None),
                     "cudagraph_mode": str(getattr(comp, "cudagraph_mode", None)),
                     "max_num_batched_tokens": getattr(sched, "max_num_batched_tokens", None),
                     "enforce_eager": bool(getattr(model, "enforce_eager", False))},
        )

    def runtime_identity(self) -> dict[str, Any]:
        _, _, _, model = self._configs()
        gpu = None
        try:
            import torch

            if torch.cuda.is_available():
                gpu = torch.cuda.get_device_name(0)
            cuda = torch.version.cuda
        except Exception:  # pragma: no cover
            cuda = None
        ident: dict[str, Any] = {"id": self.model_name, "revision": getattr(model, "revision", None)}
        cfg = Path(self.model_name) / "config.json"
        if cfg.is_file():
            ident["config_sha256"] = hashlib.sha256(cfg.read_bytes()).hexdigest()
        return {
            "backend": "vllm", "backend_version": _version("vllm"),
            "packages": {n: _version(n) for n in ("vllm", "torch", "transformers", "flashinfer-python")},
            "cuda": cuda, "gpu": gpu, "model": ident,
            "engine": {k: v for k, v in self.kwargs.items() if k != "model"},
        }

    # --- tokens and generation ----------------------------------------------------

    def count_tokens(self, text: str, *, add_special: bool = True) -> int:
        return len(self.tokenizer.encode(text, add_special_tokens=add_special))

    def generate(self, jobs: list[Job], *, budget: int, answer_limit: int, close_text: str,
                 temperature: float, seed: int) -> list[Sample]:
        SP = self.SamplingParams
        eos = getattr(self.tokenizer, "eos_token_id", None)
        close = self.tokenizer.encode(close_text, add_special_tokens=False) if close_text else []
        prompts = [self.tokenizer.encode(j.prompt, add_special_tokens=True) for j in jobs]

        def params(max_tokens: int, job: Job) -> Any:
            digest = int.from_bytes(hashlib.sha256(job.sample_id.encode()).digest()[:4], "big")
            return SP(max_tokens=max_tokens, temperature=temperature, seed=(seed * 1_000_003 + digest) % (2**31))

        def run(token_lists, limit):
            reqs = [{"prompt_token_ids": ids} for ids in token_lists]
            outs = self.llm.generate(reqs, [params(limit, j) for j in jobs], use_tqdm=False)
            res = []
            for o in outs:
                c = o.outputs[0]
                toks = list(c.token_ids)
                fin = "length" if c.finish_reason == "length" else "stop"
                if fin == "stop" and toks and eos is not None and toks[-1] == eos:
                    toks = toks[:-1]
                res.append((toks, fin))
            return res

        stage1 = run(prompts, budget)
        stage2 = run([p + r + close for p, (r, _) in zip(prompts, stage1)], answer_limit)
        out = []
        for job, p, (r, rfin), (a, afin) in zip(jobs, prompts, stage1, stage2):
            out.append(Sample(sample_id=job.sample_id, prompt_tokens=len(p) + len(close), token_ids=r,
                              finish_reason=rfin, answer_token_ids=a, answer_finish_reason=afin,
                              reasoning_text=self.tokenizer.decode(r), answer_text=self.tokenizer.decode(a)))
        return out

    def close(self) -> None:
        import gc

        self.llm = None
        gc.collect()
        try:
            import torch

            torch.cuda.empty_cache()
        except Exception:  # pragma: no cover
            pass
