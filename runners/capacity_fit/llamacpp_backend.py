"""CPU backend: llama-cpp-python's low-level API, real multi-sequence batches.

Everything that touches llama.cpp (loading with AMX-safe buffers, validation before every
decode, batch decode, KV memory, logits, tokens) is :class:`runners.engines.llamacpp.multiseq.LlamaBackend`;
this module keeps what is specific to capacity-fit: the capacity model, the runtime identity,
sampling and the generation waves.

Capacity model (llama.cpp has no paged blocks and no CUDA graphs):

* the KV pool is ``n_ctx`` cells, one token of one sequence each (``kv_unified=True``:
  one pool shared by all sequences), read back with ``llama_n_ctx`` after construction;
* ``n_seq_max`` sequence slots bound the concurrency (``llama_n_seq_max``); a
  ``seq_id >= n_seq_max`` aborts the process, so lanes are validated before decode;
* the per-sequence context is ``llama_n_ctx_seq``;
* block size 1 (cells), capture sizes not applicable.

Generation runs the jobs in waves of at most ``n_seq_max`` lanes: each lane's prompt is
prefilled, then every active lane advances one token per ``llama_decode``; a lane's
reasoning stage ends on an end-of-generation token (``stop``) or at the budget
(``length``), the force-close marker is fed, and the answer stage runs to EOG or the
answer limit.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from claimcheck.environment import source_digest
from claimcheck.errors import PreflightFailed, UsageError
from runners.engines.llamacpp import multiseq as wrapper
from runners.capacity_fit.backend import Backend, Engine, Job, Sample
from runners.capacity_fit.models import LiveCapacity, Protocol, Rung


class LlamaCppBackend(Backend):
    name = "llamacpp"

    def __init__(self, model: str | Path | None = None, n_threads: int | None = None):
        self.model = model
        self.n_threads = n_threads

    def open(self, protocol: Protocol, rung: Rung) -> "LlamaCppEngine":
        from runners.model_files import default_model_path

        model = Path(self.model) if self.model else default_model_path()
        return LlamaCppEngine(model, protocol, rung, n_threads=self.n_threads)


class LlamaCppEngine(Engine):
    def __init__(self, model_path: Path, protocol: Protocol, rung: Rung, *, n_threads: int | None = None):
        self.model_path = Path(model_path)
        opts = dict(protocol.engine)
        # extra buffer types (AMX / repacked weights) stay off unless the protocol asks (AMX segfaults here)
        self.use_extra_bufts = bool(opts.get("use_extra_bufts", False))
        n_ctx = int(protocol.kv_tokens or protocol.max_model_len)
        try:
            self.be = wrapper.LlamaBackend(
                self.model_path, n_seq_max=rung.max_seqs, n_ctx=n_ctx, n_batch=min(n_ctx, 2048),
                n_threads=int(n_threads or opts.get("n_threads", 2)), kv_unified=True,
                use_extra_bufts=self.use_extra_bufts)
        except UsageError as exc:  # this runner's rules: a rung whose context cannot be built fails preflight
            if exc.rule == "context":
                raise PreflightFailed(f"llama.cpp could not construct a context of {n_ctx} cells x {rung.max_seqs} "
                                      "sequences", path=model_path, rule="engine-construction") from None
            if exc.rule == "model-load":
                raise UsageError(exc.message, path=model_path, rule="bad-model") from None
            raise
        self._sha: str | None = None

    # --- capacity and identity ---------------------------------------------------

    def live_capacity(self) -> LiveCapacity:
        be = self.be
        return LiveCapacity(
            kv_tokens=be.n_ctx, block_size=1, max_model_len=be.n_ctx_seq, max_seqs=be.n_seq_max, capture_sizes=None,
            capture_sizes_reason="not applicable: llama.cpp captures no CUDA graphs",
            source="llama_n_ctx (KV cells, kv_unified), llama_n_ctx_seq, llama_n_seq_max on the constructed context",
            details={"n_ctx_train": be.n_ctx_train, "kv_unified": be.kv_unified},
        )

    def _model_sha(self) -> str:
        if self._sha is None:
            h = hashlib.sha256()
            with open(self.model_path, "rb") as fh:
                for chunk in iter(lambda: fh.read(1 << 20), b""):
                    h.update(chunk)
            self._sha = h.hexdigest()
        return self._sha

    def runtime_identity(self) -> dict[str, Any]:
        be = self.be
        return {
            "backend": "llama-cpp-python",
            "backend_version": wrapper.backend_version(),
            "model": {"file": self.model_path.name, "sha256": self._model_sha(), "size": self.model_path.stat().st_size},
            "engine": {"kv_unified": be.kv_unified, "n_threads": be.n_threads, "use_extra_bufts": self.use_extra_bufts,
                       "n_batch": be.n_batch, "n_seq_max": be.n_seq_max, "n_ctx": be.n_ctx},
            # the shared wrapper lives outside runners/capacity_fit/ (the runner's own source digest):
            # editing it inside a rung is drift too
            "backend_source_sha256": source_digest(wrapper.__file__),
        }

    # --- tokens -----------------------------------------------------------------------

    def tokenize(self, text: str, *, add_special: bool) -> list[int]:
        return self.be.tokenize(text, add_special=add_special)

    def count_tokens(self, text: str, *, add_special: bool = True) -> int:
        return len(self.tokenize(text, add_special=add_special))

    def detokenize(self, tokens: list[int]) -> str:
        return self.be.detokenize(tokens)

    # --- generation -------------------------------------------------------------------

    def _decode(self, feed: list[tuple[int, int, int, bool]]) -> dict[int, wrapper.StepResult]:
        """Decode (seq, token, pos, want_logits) entries in one call; returns seq -> its logits row."""
        rows = self.be.decode([(s, t, p) for s, t, p, _ in feed], want=[w for *_, w in feed])
        return {r.seq_id: r for r in rows}

    @staticmethod
    def _pick(row: wrapper.StepResult, rng, temperature: float) -> int:
        import numpy as np

        if not row.finite:
            raise PreflightFailed("non-finite logits", rule="non-finite-logits")
        logits = row.logits.astype(np.float64)
        if temperature <= 0:
            return int(logits.argmax())
        z = logits / temperature
        z -= z.max()
        p = np.exp(z)
        p /= p.sum()
        return int(rng.choice(len(p), p=p))

    def generate(self, jobs: list[Job], *, budget: int, answer_limit: int, close_text: str,
                 temperature: float, seed: int) -> list[Sample]:
        try:
            return self._generate(jobs, budget=budget, answer_limit=answer_limit, close_text=close_text,
                                  temperature=temperature, seed=seed)
        except wrapper.DecodeFailed as exc:
            raise PreflightFailed(f"{exc.message} (KV cache full?)", rule="decode-failed") from None

    def _generate(self, jobs: list[Job], *, budget: int, answer_limit: int, close_text: str,
                  temperature: float, seed: int) -> list[Sample]:
        import numpy as np

        be = self.be
        close = self.tokenize(close_text, add_special=False) if close_text else []
        results: list[Sample] = []
        for w in range(0, len(jobs), be.n_seq_max):
            wave = jobs[w:w + be.n_seq_max]
            be.clear()
            lanes = []
            for seq, job in enumerate(wave):
                prompt = self.tokenize(job.prompt, add_special=True)
                digest = int.from_bytes(hashlib.sha256(job.sample_id.encode()).digest()[:8], "big")
                lanes.append({"job": job, "seq": seq, "prompt": prompt, "pos": 0, "stage": "reason",
                              "reason": [], "answer": [], "rfin": None, "afin": None,
                              "rng": np.random.default_rng([seed, digest])})
            # prefill every lane's prompt but its last token; the last tokens go in one batch
            for lane in lanes:
                if len(lane["prompt"]) > 1:
                    be.prefill(lane["prompt"][:-1], lane["seq"], logits=False)
                lane["pos"] = len(lane["prompt"])
            logits = self._decode([(ln["seq"], ln["prompt"][-1], len(ln["prompt"]) - 1, True) for ln in lanes])
            active = list(lanes)
            while active:
                feed = []
                for lane in active:
                    tok = self._pick(logits[lane["seq"]], lane["rng"], temperature)
                    eog = be.is_eog(tok)
                    to_feed: list[int] = []
                    if lane["stage"] == "reason":
                        if eog:
                            lane["rfin"] = "stop"
                        else:
                            lane["reason"].append(tok)
                            to_feed.append(tok)
                            if len(lane["reason"]) >= budget:
                                lane["rfin"] = "length"
                        if lane["rfin"] is not None:
                            lane["stage"] = "answer"
                            if eog:
                                to_feed = []
                            to_feed += close
                            if not to_feed:  # nothing to condition the answer on: feed the last token again
                                to_feed = [tok]
                    else:
                        if eog:
                            lane["afin"] = "stop"
                        else:
                            lane["answer"].append(tok)
                            to_feed.append(tok)
                            if len(lane["answer"]) >= answer_limit:
                                lane["afin"] = "length"
                        if lane["afin"] is not None:
                            to_feed = []
                    for j, t in enumerate(to_feed):
                        feed.append((lane["seq"], t, lane["pos"], j == len(to_feed) - 1))
                        lane["pos"] += 1
                active = [ln for ln in active if ln["afin"] is None]
                if not feed:
                    break
                # a lane that stopped this step is not fed; its cells are dropped at the next wave
                logits = self._decode(feed)
            for lane in lanes:
                results.append(Sample(
                    sample_id=lane["job"].sample_id, prompt_tokens=len(lane["prompt"]) + len(close),
                    token_ids=lane["reason"], finish_reason=lane["rfin"], answer_token_ids=lane["answer"],
                    answer_finish_reason=lane["afin"], reasoning_text=self.detokenize(lane["reason"]),
                    answer_text=self.detokenize(lane["answer"]),
                ))
        return results

    def close(self) -> None:
        if getattr(self, "be", None) is not None:
            self.be.close()
