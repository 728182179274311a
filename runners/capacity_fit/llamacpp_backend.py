"""CPU backend: llama-cpp-python's low-level API, real multi-sequence batches.

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

import ctypes
import hashlib
from pathlib import Path
from typing import Any

from claimcheck.errors import BackendUnavailable, PreflightFailed, UsageError
from runners.capacity_fit.backend import Backend, Engine, Job, Sample
from runners.capacity_fit.models import LiveCapacity, Protocol, Rung

_LOG_CB = None  # a Python log callback must stay referenced (see FACTS.md)


def _import():
    try:
        import llama_cpp
        import numpy
    except ImportError:  # pragma: no cover
        raise BackendUnavailable("the CPU backend needs llama-cpp-python: pip install '.[cpu]'",
                                 rule="backend-unavailable") from None
    return llama_cpp, numpy


class LlamaCppBackend(Backend):
    name = "llamacpp"

    def __init__(self, model: str | Path | None = None, n_threads: int | None = None):
        self.model = model
        self.n_threads = n_threads

    def open(self, protocol: Protocol, rung: Rung) -> "LlamaCppEngine":
        from runners.models import default_model_path

        model = Path(self.model) if self.model else default_model_path()
        return LlamaCppEngine(model, protocol, rung, n_threads=self.n_threads)


class LlamaCppEngine(Engine):
    def __init__(self, model_path: Path, protocol: Protocol, rung: Rung, *, n_threads: int | None = None):
        L, np = _import()
        global _LOG_CB
        self.L, self.np = L, np
        if not Path(model_path).is_file():
            raise UsageError("model file does not exist", path=model_path, rule="no-model")
        self.model_path = Path(model_path)
        opts = dict(protocol.engine)
        self.n_threads = int(n_threads or opts.get("n_threads", 2))
        n_ctx = int(protocol.kv_tokens or protocol.max_model_len)
        L.llama_backend_init()
        if _LOG_CB is None:
            _LOG_CB = L.llama_log_callback(lambda level, text, user_data: None)
            L.llama_log_set(_LOG_CB, ctypes.c_void_p())
        mp = L.llama_model_default_params()
        # extra buffer types (AMX / repacked weights) off: on Sapphire Rapids the AMX mul_mat
        # kernel segfaults for Q4_1 models such as the embedded SmolLM2
        if hasattr(mp, "use_extra_bufts"):
            mp.use_extra_bufts = bool(opts.get("use_extra_bufts", False))
        self.model = L.llama_model_load_from_file(str(self.model_path).encode(), mp)
        if not self.model:
            raise UsageError("llama.cpp could not load the model", path=model_path, rule="bad-model")
        cp = L.llama_context_default_params()
        cp.n_ctx = n_ctx
        cp.n_seq_max = rung.max_seqs
        cp.kv_unified = True
        cp.n_batch = cp.n_ubatch = min(n_ctx, 2048)
        cp.n_threads = cp.n_threads_batch = self.n_threads
        self.ctx = L.llama_init_from_model(self.model, cp)
        if not self.ctx:
            L.llama_model_free(self.model)
            raise PreflightFailed(f"llama.cpp could not construct a context of {n_ctx} cells x {rung.max_seqs} "
                                  "sequences", path=model_path, rule="engine-construction")
        self.vocab = L.llama_model_get_vocab(self.model)
        self.n_vocab = L.llama_vocab_n_tokens(self.vocab)
        self.n_batch = min(n_ctx, 2048)
        self.batch = L.llama_batch_init(self.n_batch, 0, 1)
        self.n_seq_max = int(L.llama_n_seq_max(self.ctx))
        self._sha = None
        self.use_extra_bufts = bool(opts.get("use_extra_bufts", False))

    # --- capacity and identity ---------------------------------------------------

    def live_capacity(self) -> LiveCapacity:
        L = self.L
        n_ctx = int(L.llama_n_ctx(self.ctx))
        n_ctx_seq = int(L.llama_n_ctx_seq(self.ctx))
        return LiveCapacity(
            kv_tokens=n_ctx, block_size=1, max_model_len=n_ctx_seq, max_seqs=self.n_seq_max, capture_sizes=None,
            source="llama_n_ctx (KV cells, kv_unified), llama_n_ctx_seq, llama_n_seq_max on the constructed context",
            details={"n_ctx_train": int(L.llama_model_n_ctx_train(self.model)), "kv_unified": True},
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
        import importlib.metadata

        return {
            "backend": "llama-cpp-python",
            "backend_version": importlib.metadata.version("llama_cpp_python"),
            "model": {"file": self.model_path.name, "sha256": self._model_sha(), "size": self.model_path.stat().st_size},
            "engine": {"kv_unified": True, "n_threads": self.n_threads, "use_extra_bufts": self.use_extra_bufts, "n_batch": self.n_batch,
                       "n_seq_max": self.n_seq_max, "n_ctx": int(self.L.llama_n_ctx(self.ctx))},
        }

    # --- tokens -----------------------------------------------------------------------

    def tokenize(self, text: str, *, add_special: bool) -> list[int]:
        L = self.L
        data = text.encode("utf-8")
        cap = len(data) + 16
        buf = (L.llama_token * cap)()
        n = L.llama_tokenize(self.vocab, data, len(data), buf, cap, add_special, True)
        if n < 0:
            cap = -n
            buf = (L.llama_token * cap)()
            n = L.llama_tokenize(self.vocab, data, len(data), buf, cap, add_special, True)
        return list(buf[:n])

    def count_tokens(self, text: str, *, add_special: bool = True) -> int:
        return len(self.tokenize(text, add_special=add_special))

    def detokenize(self, tokens: list[int]) -> str:
        L = self.L
        out = bytearray()
        buf = ctypes.create_string_buffer(256)
        for t in tokens:
            n = L.llama_token_to_piece(self.vocab, t, buf, 256, 0, False)
            if n > 0:
                out += buf.raw[:n]
        return out.decode("utf-8", errors="replace")

    # --- generation -------------------------------------------------------------------

    def _decode(self, feed: list[tuple[int, int, int, bool]]) -> dict[int, int]:
        """Decode (token, pos, seq, want_logits) entries in one call; returns seq -> logits index."""
        L = self.L
        if len(feed) > self.n_batch:
            raise UsageError(f"{len(feed)} tokens in one step exceed n_batch {self.n_batch}", rule="batch-too-large")
        out: dict[int, int] = {}
        b = self.batch
        for i, (tok, pos, seq, want) in enumerate(feed):
            if not 0 <= seq < self.n_seq_max:  # an out-of-range seq_id aborts the process
                raise UsageError(f"sequence id {seq} outside 0..{self.n_seq_max - 1}", rule="seq-id")
            b.token[i] = tok
            b.pos[i] = pos
            b.n_seq_id[i] = 1
            b.seq_id[i][0] = seq
            b.logits[i] = want
            if want:
                out[seq] = i
        b.n_tokens = len(feed)
        rc = L.llama_decode(self.ctx, b)
        if rc != 0:
            raise PreflightFailed(f"llama_decode returned {rc} (KV cache full?)", rule="decode-failed")
        return out

    def _pick(self, idx: int, rng, temperature: float) -> int:
        np = self.np
        ptr = self.L.llama_get_logits_ith(self.ctx, idx)
        logits = np.ctypeslib.as_array(ptr, shape=(self.n_vocab,)).astype(np.float64)
        if not np.all(np.isfinite(logits)):
            raise PreflightFailed("non-finite logits", rule="non-finite-logits")
        if temperature <= 0:
            return int(logits.argmax())
        z = logits / temperature
        z -= z.max()
        p = np.exp(z)
        p /= p.sum()
        return int(rng.choice(self.n_vocab, p=p))

    def generate(self, jobs: list[Job], *, budget: int, answer_limit: int, close_text: str,
                 temperature: float, seed: int) -> list[Sample]:
        L, np = self.L, self.np
        close = self.tokenize(close_text, add_special=False) if close_text else []
        mem = L.llama_get_memory(self.ctx)
        results: list[Sample] = []
        for w in range(0, len(jobs), self.n_seq_max):
            wave = jobs[w:w + self.n_seq_max]
            L.llama_memory_clear(mem, True)
            lanes = []
            for seq, job in enumerate(wave):
                prompt = self.tokenize(job.prompt, add_special=True)
                digest = int.from_bytes(hashlib.sha256(job.sample_id.encode()).digest()[:8], "big")
                lanes.append({"job": job, "seq": seq, "prompt": prompt, "pos": 0, "stage": "reason",
                              "reason": [], "answer": [], "rfin": None, "afin": None,
                              "rng": np.random.default_rng([seed, digest])})
            # prefill every lane's prompt but its last token; the last tokens go in one batch
            for lane in lanes:
                body = lane["prompt"][:-1]
                for start in range(0, len(body), self.n_batch):
                    self._decode([(t, start + i, lane["seq"], False)
                                  for i, t in enumerate(body[start:start + self.n_batch])])
                lane["pos"] = len(lane["prompt"])
            logits = self._decode([(ln["prompt"][-1], len(ln["prompt"]) - 1, ln["seq"], True) for ln in lanes])
            active = list(lanes)
            while active:
                feed = []
                for lane in active:
                    tok = self._pick(logits[lane["seq"]], lane["rng"], temperature)
                    eog = bool(L.llama_vocab_is_eog(self.vocab, tok))
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
                        feed.append((t, lane["pos"], lane["seq"], j == len(to_feed) - 1))
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
        L = self.L
        if getattr(self, "batch", None) is not None:
            L.llama_batch_free(self.batch)
            self.batch = None
        if getattr(self, "ctx", None):
            L.llama_free(self.ctx)
            self.ctx = None
        if getattr(self, "model", None):
            L.llama_model_free(self.model)
            self.model = None
