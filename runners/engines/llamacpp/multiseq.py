"""A thin, safe wrapper over llama-cpp-python's low-level C API for multi-sequence decoding.

What it does, and nothing more:

* load a GGUF model and create one context with ``n_seq_max`` sequences;
* prefill a token prefix once into a sequence (``prefill``);
* give a lane an independent copy of that prefix KV (``clone`` =
  ``llama_memory_seq_cp(mem, src, dst, -1, -1)``) and drop it again (``drop``);
* decode one token for each of several sequences in ONE ``llama_decode`` call
  (``decode_step``), returning each entry's logits row and whether it is finite;
  ``decode`` is the general form (several contiguous tokens of a sequence in one call,
  logits only where asked);
* tokenize / detokenize with the model's vocabulary, and tell end-of-generation tokens.

Safety rules (measured on llama-cpp-python 0.3.36 on the development machines):

* a ``seq_id >= n_seq_max`` makes llama.cpp abort the whole process (a C assert that
  Python cannot catch), so every seq_id, position and token id is validated in Python
  *before* any decode and refused with :class:`BackendRefused`;
* a Python log callback handed to ``llama_log_set`` must stay referenced for the life
  of the process: it is kept in a module global.

``llama_cpp`` is imported lazily, inside functions, so that ``fak --help`` stays fast.
"""

from __future__ import annotations

import ctypes
import math
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from claimcheck.errors import BackendUnavailable, ClaimcheckError, UsageError


class BackendRefused(UsageError):
    """A request the backend refuses *before* calling into llama.cpp (it would abort or corrupt)."""

    rule = "backend-refused"


class DecodeFailed(ClaimcheckError):
    """``llama_decode`` returned a non-zero status."""

    rule = "decode-failed"


_LOG_CALLBACK: Any = None  # must stay referenced while llama.cpp may call it
_LOG_LOCK = threading.Lock()
_BACKEND_READY = False


# ggml's CPU backend (an OpenMP build) synchronises its threads with ``omp barrier``; libgomp's
# default busy-wait makes a decode 10-50x slower when another process holds one of the cores
# (measured on the shared 2-core machine: 7 ms -> 300-470 ms per step). A bounded spin keeps the
# uncontended speed and degrades gracefully. Read by libgomp when llama_cpp loads; a value set
# by the caller wins. Recorded in witnesses (``omp_env``).
DEFAULT_GOMP_SPINCOUNT = "10000"


def omp_env() -> dict[str, str | None]:
    return {k: os.environ.get(k) for k in ("GOMP_SPINCOUNT", "OMP_WAIT_POLICY", "OMP_NUM_THREADS")}


def _lib():
    import sys

    if "llama_cpp" not in sys.modules:
        os.environ.setdefault("GOMP_SPINCOUNT", DEFAULT_GOMP_SPINCOUNT)
    try:
        import llama_cpp
    except ImportError:  # pragma: no cover - depends on the environment
        raise BackendUnavailable(
            "llama-cpp-python is not installed: pip install '.[cpu]'", rule="no-llama-cpp"
        ) from None
    return llama_cpp


def backend_version() -> str:
    try:
        import importlib.metadata

        return importlib.metadata.version("llama_cpp_python")
    except Exception:  # pragma: no cover
        return "unknown"


def _init_backend(quiet: bool) -> None:
    """Initialise llama.cpp once per process; silence its logging when ``quiet``."""
    global _LOG_CALLBACK, _BACKEND_READY
    L = _lib()
    with _LOG_LOCK:
        if quiet and _LOG_CALLBACK is None:

            def _drop(level, text, user_data):  # noqa: ARG001 - signature fixed by C
                return None

            _LOG_CALLBACK = L.llama_log_callback(_drop)
            L.llama_log_set(_LOG_CALLBACK, ctypes.c_void_p(0))
        if not _BACKEND_READY:
            L.llama_backend_init()
            _BACKEND_READY = True


@dataclass(frozen=True)
class StepResult:
    """One decoded entry: its sequence, whether all logits were finite, and the row itself."""

    seq_id: int
    finite: bool
    nonempty: bool
    logits: Any  # numpy float32 array of n_vocab, a copy


class LlamaBackend:
    """One loaded model + one context with ``n_seq_max`` sequences.

    >>> be = LlamaBackend(path, n_seq_max=9, n_ctx=1024)          # doctest: +SKIP
    >>> be.prefill(prefix_tokens, seq_id=0)                        # doctest: +SKIP
    >>> be.clone(0, 1); be.clone(0, 2)                             # doctest: +SKIP
    >>> rows = be.decode_step([(1, tok_a, 64), (2, tok_b, 64)])    # doctest: +SKIP
    """

    def __init__(
        self,
        model_path: str | Path,
        *,
        n_seq_max: int,
        n_ctx: int,
        n_batch: int | None = None,
        n_threads: int | None = None,
        kv_unified: bool = True,
        keep_logits: bool = True,
        quiet: bool = True,
        use_extra_bufts: bool = False,
    ):
        path = Path(model_path)
        if not path.is_file():
            raise UsageError("model file does not exist", path=path, rule="no-model")
        if n_seq_max < 1:
            raise UsageError(f"n_seq_max must be >= 1, got {n_seq_max}", rule="n-seq-max")
        if n_ctx < 8:
            raise UsageError(f"n_ctx must be >= 8, got {n_ctx}", rule="n-ctx")
        L = _lib()
        _init_backend(quiet)
        import numpy as np

        self._np = np
        self._L = L
        self.path = path
        self.keep_logits = keep_logits
        self.n_threads = n_threads or max(1, min(os.cpu_count() or 1, 8))
        mparams = L.llama_model_default_params()
        # Extra buffer types (AMX / repacked weights) are off by default: on this
        # Sapphire Rapids VM the AMX mul_mat kernel segfaults (ldtilecfg) for Q4_1.
        mparams.use_extra_bufts = bool(use_extra_bufts)
        self._model = L.llama_model_load_from_file(str(path).encode(), mparams)
        if not self._model:
            raise UsageError("llama.cpp could not load the model", path=path, rule="model-load")
        cparams = L.llama_context_default_params()
        cparams.n_ctx = int(n_ctx)
        cparams.n_batch = int(n_batch or max(n_seq_max, 512))
        cparams.n_ubatch = cparams.n_batch
        cparams.n_seq_max = int(n_seq_max)
        cparams.n_threads = self.n_threads
        cparams.n_threads_batch = self.n_threads
        cparams.kv_unified = bool(kv_unified)
        cparams.no_perf = True
        self._ctx = L.llama_init_from_model(self._model, cparams)
        if not self._ctx:
            L.llama_model_free(self._model)
            self._model = None
            raise UsageError("llama.cpp could not create a context (n_ctx too large?)", path=path, rule="context")
        self._mem = L.llama_get_memory(self._ctx)
        self.n_seq_max = int(L.llama_n_seq_max(self._ctx))
        self.n_ctx = int(L.llama_n_ctx(self._ctx))
        self.n_ctx_seq = int(L.llama_n_ctx_seq(self._ctx))
        self.n_batch = int(cparams.n_batch)
        self.kv_unified = bool(kv_unified)
        self._vocab = L.llama_model_get_vocab(self._model)
        self.n_vocab = int(L.llama_vocab_n_tokens(self._vocab))
        self.n_ctx_train = int(L.llama_model_n_ctx_train(self._model))
        self._batch = L.llama_batch_init(self.n_batch, 0, 1)
        self._next_pos: dict[int, int] = {}  # seq_id -> next position (what we have decoded)

    # ------------------------------------------------------------------ lifecycle
    def close(self) -> None:
        L = self._L
        if getattr(self, "_batch", None) is not None:
            L.llama_batch_free(self._batch)
            self._batch = None
        if getattr(self, "_ctx", None):
            L.llama_free(self._ctx)
            self._ctx = None
        if getattr(self, "_model", None):
            L.llama_model_free(self._model)
            self._model = None

    def __enter__(self) -> LlamaBackend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:  # pragma: no cover - best effort
        try:
            self.close()
        except Exception:
            pass

    def _alive(self) -> None:
        if not getattr(self, "_ctx", None):
            raise BackendRefused("the backend is closed", rule="closed")

    # ------------------------------------------------------------------ validation
    def check_seq_id(self, seq_id: int) -> None:
        if not isinstance(seq_id, int) or isinstance(seq_id, bool) or not 0 <= seq_id < self.n_seq_max:
            raise BackendRefused(
                f"seq_id {seq_id!r} outside [0, {self.n_seq_max}) (n_seq_max); llama.cpp would abort",
                rule="seq-id-range",
            )

    def check_token(self, token: int) -> None:
        if not isinstance(token, int) or isinstance(token, bool) or not 0 <= token < self.n_vocab:
            raise BackendRefused(f"token id {token!r} outside [0, {self.n_vocab})", rule="token-range")

    # ------------------------------------------------------------------ KV operations
    def seq_len(self, seq_id: int) -> int:
        """Tokens held by ``seq_id`` (as tracked by this wrapper)."""
        self.check_seq_id(seq_id)
        return self._next_pos.get(seq_id, 0)

    def clone(self, src: int, dst: int) -> None:
        """Give ``dst`` an independent copy of ``src``'s KV (``dst`` must be empty)."""
        self._alive()
        self.check_seq_id(src)
        self.check_seq_id(dst)
        if src == dst:
            raise BackendRefused("clone source and destination are the same sequence", rule="clone-self")
        if self._next_pos.get(dst, 0):
            raise BackendRefused(f"seq {dst} is not empty; drop it before cloning into it", rule="clone-busy")
        self._L.llama_memory_seq_cp(self._mem, src, dst, -1, -1)
        self._next_pos[dst] = self._next_pos.get(src, 0)

    def drop(self, seq_id: int) -> None:
        """Remove every cell of ``seq_id`` (other sequences sharing cells keep theirs)."""
        self._alive()
        self.check_seq_id(seq_id)
        self._L.llama_memory_seq_rm(self._mem, seq_id, -1, -1)
        self._next_pos.pop(seq_id, None)

    def clear(self) -> None:
        self._alive()
        self._L.llama_memory_clear(self._mem, True)
        self._next_pos.clear()

    # ------------------------------------------------------------------ tokens
    def tokenize(self, text: str, *, add_special: bool, parse_special: bool = True) -> list[int]:
        """Token ids of ``text`` (``add_special``: with BOS etc.; ``parse_special``: markers as tokens)."""
        self._alive()
        L = self._L
        data = text.encode("utf-8")
        cap = len(data) + 16
        buf = (L.llama_token * cap)()
        n = L.llama_tokenize(self._vocab, data, len(data), buf, cap, add_special, parse_special)
        if n < 0:  # the buffer was too small: -n is the size needed
            cap = -n
            buf = (L.llama_token * cap)()
            n = L.llama_tokenize(self._vocab, data, len(data), buf, cap, add_special, parse_special)
        return list(buf[:n])

    def detokenize(self, tokens: Sequence[int]) -> str:
        """The text of ``tokens`` (special tokens rendered as nothing; invalid UTF-8 replaced)."""
        self._alive()
        L = self._L
        out = bytearray()
        cap = 256
        buf = ctypes.create_string_buffer(cap)
        for t in tokens:
            self.check_token(t)
            n = L.llama_token_to_piece(self._vocab, t, buf, cap, 0, False)
            if n < 0:  # a piece longer than the buffer: -n is the size needed
                cap = -n
                buf = ctypes.create_string_buffer(cap)
                n = L.llama_token_to_piece(self._vocab, t, buf, cap, 0, False)
            if n > 0:
                out += buf.raw[:n]
        return out.decode("utf-8", errors="replace")

    def is_eog(self, token: int) -> bool:
        """Whether ``token`` ends generation (EOS, EOT, ...)."""
        self.check_token(token)
        return bool(self._L.llama_vocab_is_eog(self._vocab, token))

    # ------------------------------------------------------------------ decoding
    def prefill(self, tokens: Sequence[int], seq_id: int = 0, *, logits: bool = True) -> StepResult | None:
        """Decode ``tokens`` into an empty ``seq_id`` in chunks of n_batch; logits of the last
        (``logits=False``: none are computed and None is returned)."""
        self._alive()
        self.check_seq_id(seq_id)
        toks = [int(t) for t in tokens]
        if not toks:
            raise BackendRefused("empty prefix", rule="empty-prefix")
        if self._next_pos.get(seq_id, 0):
            raise BackendRefused(f"seq {seq_id} is not empty", rule="prefill-busy")
        for t in toks:
            self.check_token(t)
        if len(toks) > self.n_ctx_seq:
            raise BackendRefused(f"prefix of {len(toks)} tokens exceeds n_ctx_seq {self.n_ctx_seq}", rule="pos-range")
        last: StepResult | None = None
        for start in range(0, len(toks), self.n_batch):
            chunk = toks[start : start + self.n_batch]
            final = start + len(chunk) == len(toks)
            entries = [(seq_id, t, start + i) for i, t in enumerate(chunk)]
            res = self._decode(entries, want=[logits and final and i == len(chunk) - 1 for i in range(len(chunk))])
            if final and logits:
                last = res[-1]
        assert last is not None or not logits
        return last

    def decode_step(self, entries: Sequence[tuple[int, int, int]]) -> list[StepResult]:
        """One ``llama_decode`` over ``(seq_id, token, pos)`` entries, at most one per sequence.

        Returns one :class:`StepResult` per entry, in order. Everything is validated first:
        nothing reaches llama.cpp if any entry is out of range.
        """
        return self._decode(self._entries(entries, once=True), want=[True] * len(entries))

    def decode(self, entries: Sequence[tuple[int, int, int]], *, want: Sequence[bool] | None = None) -> list[StepResult]:
        """Like :meth:`decode_step`, but a sequence may appear several times (contiguous
        positions, e.g. a prompt chunk or a marker), and ``want[i]`` says whether entry i's
        logits are computed (default: all). Returns one :class:`StepResult` per wanted entry."""
        checked = self._entries(entries, once=False)
        flags = [True] * len(checked) if want is None else [bool(w) for w in want]
        if len(flags) != len(checked):
            raise BackendRefused(f"{len(flags)} logits flags for {len(checked)} entries", rule="batch-entry")
        return self._decode(checked, want=flags)

    def _entries(self, entries: Sequence[tuple[int, int, int]], *, once: bool) -> list[tuple[int, int, int]]:
        self._alive()
        if not entries:
            raise BackendRefused("an empty batch", rule="empty-batch")
        seen: set[int] = set()
        for e in entries:
            if len(e) != 3:
                raise BackendRefused(f"batch entry {e!r} is not (seq_id, token, pos)", rule="batch-entry")
            s = e[0]
            self.check_seq_id(s)  # before int(): a float or bool seq_id is refused, not truncated
            if once and s in seen:
                raise BackendRefused(f"seq {s} appears twice in one step", rule="seq-twice")
            seen.add(s)
        return [(int(s), int(t), int(p)) for s, t, p in entries]

    def _decode(self, entries: list[tuple[int, int, int]], want: list[bool]) -> list[StepResult]:
        L, np = self._L, self._np
        if len(entries) > self.n_batch:
            raise BackendRefused(f"{len(entries)} tokens exceed n_batch {self.n_batch}", rule="batch-size")
        # validate everything before touching the C batch (an out-of-range seq_id aborts)
        pending: dict[int, int] = {}
        for s, t, p in entries:
            self.check_seq_id(s)
            self.check_token(t)
            if not 0 <= p < self.n_ctx_seq:
                raise BackendRefused(f"position {p} of seq {s} outside [0, {self.n_ctx_seq})", rule="pos-range")
            expected = pending.get(s, self._next_pos.get(s, 0))
            if p != expected:
                raise BackendRefused(
                    f"position {p} of seq {s} is not the next one ({expected}); positions must be contiguous",
                    rule="pos-gap",
                )
            pending[s] = p + 1
        b = self._batch
        for i, (s, t, p) in enumerate(entries):
            b.token[i] = t
            b.pos[i] = p
            b.n_seq_id[i] = 1
            b.seq_id[i][0] = s
            b.logits[i] = 1 if want[i] else 0
        b.n_tokens = len(entries)
        rc = L.llama_decode(self._ctx, b)
        if rc != 0:
            raise DecodeFailed(f"llama_decode returned {rc} for a batch of {len(entries)}", rule="decode-failed")
        self._next_pos.update(pending)
        out: list[StepResult] = []
        n_vocab = self.n_vocab
        for i, (s, _t, _p) in enumerate(entries):
            if not want[i]:
                continue
            ptr = L.llama_get_logits_ith(self._ctx, i)
            if not ptr:
                out.append(StepResult(seq_id=s, finite=False, nonempty=False, logits=None))
                continue
            row = np.ctypeslib.as_array(ptr, shape=(n_vocab,))
            finite = bool(np.isfinite(row).all())
            nonempty = row.size > 0 and bool(np.any(row != 0.0))
            out.append(
                StepResult(seq_id=s, finite=finite, nonempty=nonempty, logits=row.copy() if self.keep_logits else None)
            )
        return out


def round_up(n: int, to: int = 256) -> int:
    return int(math.ceil(n / to) * to)
