"""A small OpenAI-compatible HTTP server over llama-cpp-python's ``Llama`` that *reports* prompt
prefix reuse: ``usage.prompt_tokens_details.cached_tokens`` per request and Prometheus counters.

    python -m runners.engines.llamacpp.llama_server --model PATH [--host 127.0.0.1] [--port 8000]
        [--n-ctx 2048] [--threads N] [--n-batch 512] [--seed 0] [--model-alias NAME]

Witnesses record it as ``runners.llama_server`` (``servers.CLAIMCHECK_SERVER_NAME``).

Endpoints: ``POST /v1/chat/completions`` and ``POST /v1/completions`` (streaming SSE or not;
``max_tokens``, ``temperature``, ``top_p``, ``seed``, ``stop``, ``stream_options.include_usage``),
``GET /v1/models``, ``GET /metrics`` (Prometheus text), ``POST /reset_prefix_cache``,
``GET /health``. ``GET /v1/batches`` answers 404: batches are not supported.

Why ``http.server.ThreadingHTTPServer`` and not FastAPI/uvicorn: the model serves one request at
a time behind a lock anyway, so an event loop buys nothing; a thread per connection lets a
streaming handler write each token to its socket and notice at once when the client went away
(``BrokenPipeError`` -> generation stops, the lock is released); and the server needs nothing
beyond the standard library, ``llama_cpp`` and ``prometheus_client`` (which writes ``/metrics``; a
core dependency): no ``[server]`` extra, faster start.

What ``cached_tokens`` means here
---------------------------------
One ``Llama`` object keeps the KV entries of the tokens it evaluated last (``Llama._input_ids``,
``n_tokens`` of them: the previous prompt plus the completion tokens that were fed back).
``Llama.generate`` (llama-cpp-python 0.3.36) reuses them by this rule, with ``L`` = the longest
common prefix of ``_input_ids`` and the new prompt tokens:

* nothing resident (``n_tokens == 0``): reuse 0;
* the resident tokens ARE the prompt (``L == n_tokens == len(prompt)``) and their logits came
  from a live decode (``not _requires_eval``): reuse all of them, decode nothing;
* otherwise reuse ``L``, or ``L - 1`` when the whole prompt matched (one token is re-decoded to
  refresh the logits); the KV after that point is removed; a reuse of 0 (or a failed partial
  removal) resets the state and decodes the whole prompt.

``cached_tokens`` is **measured**, not predicted: it is the KV position at which the request's
first ``Llama.eval`` (= ``llama_decode`` of the prompt suffix) starts, i.e. the number of prompt
tokens whose KV from an earlier request stayed resident and was not recomputed. The rule above is
also evaluated before generation (``rule_cached_tokens``); the two are compared for every request
and a disagreement is counted (``claimcheck_prefix_cache_rule_mismatch_total``) and logged. There
is no RAM/disk cache of saved states: only the one resident sequence, so a request can reuse only
a prefix it shares with the request served just before it. ``/reset_prefix_cache`` drops it.

``claimcheck_prefix_cache_queries_total`` counts the prompt tokens looked up (every prompt that
reached the model) and ``claimcheck_prefix_cache_hits_total`` the tokens reused, so over any set of
requests hits == sum(cached_tokens) and queries == sum(prompt_tokens) of those requests.

The server binds loopback addresses only, unless ``--allow-non-loopback`` is given: it has no
authentication.
"""

from __future__ import annotations

import argparse
import codecs
import ipaddress
import json
import os
import signal
import socket
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric

__all__ = ["Engine", "GenParams", "GenResult", "RequestError", "rule_cached_tokens", "make_server", "main",
           "SERVER_NAME"]

SERVER_NAME = "claimcheck.llama_server"
MAX_BODY = 16 << 20
DEFAULT_GOMP_SPINCOUNT = "10000"  # same reason as runners.engines.llamacpp.multiseq: bounded OpenMP spinning
REQUEST_ENDPOINTS = ("chat", "completions")  # the generation routes counted by claimcheck_requests_total
REQUEST_OUTCOMES = ("ok", "client_gone", "error")


class RequestError(Exception):
    """A client error: answered with ``status`` and an OpenAI-style JSON error body."""

    def __init__(self, message: str, status: int = 400, param: str | None = None, etype: str = "invalid_request_error"):
        super().__init__(message)
        self.status = status
        self.param = param
        self.etype = etype

    def body(self) -> dict[str, Any]:
        return {"error": {"message": str(self), "type": self.etype, "param": self.param, "code": None}}


def rule_cached_tokens(resident: list[int], prompt: list[int], requires_eval: bool) -> int:
    """How many prompt tokens ``Llama.generate`` (0.3.36) keeps from the resident KV, assuming
    the partial KV removal succeeds (see the module docstring)."""
    if not resident:
        return 0
    common = 0
    for a, b in zip(resident, prompt):
        if a != b:
            break
        common += 1
    consumed = common == len(prompt)
    if consumed and len(resident) == len(prompt) and not requires_eval:
        return len(prompt)
    reuse = common - 1 if consumed else common
    return max(reuse, 0)


@dataclass
class GenParams:
    max_tokens: int | None = None
    temperature: float = 1.0
    top_p: float = 1.0
    top_k: int = 40
    min_p: float = 0.05
    seed: int | None = None
    stop: list[str] = field(default_factory=list)


@dataclass
class GenResult:
    prompt_tokens: int
    completion_tokens: int
    cached_tokens: int
    rule_cached_tokens: int
    resident_tokens: int
    finish_reason: str
    text: str
    queue_s: float
    prefill_s: float | None
    total_s: float
    client_gone: bool = False
    measured: bool = True  # False: no decode was observed and cached_tokens is the rule's number

    def usage(self) -> dict[str, Any]:
        return {"prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens,
                "total_tokens": self.prompt_tokens + self.completion_tokens,
                "prompt_tokens_details": {"cached_tokens": self.cached_tokens}}

    def details(self) -> dict[str, Any]:
        """Non-standard per-request facts (``x_claimcheck`` in responses)."""
        return {"cached_tokens": self.cached_tokens, "cached_tokens_source": (
                    "measured: KV position of the first decode" if self.measured else "rule (no decode observed)"),
                "rule_cached_tokens": self.rule_cached_tokens,
                "resident_tokens_before": self.resident_tokens,
                "evaluated_prompt_tokens": self.prompt_tokens - self.cached_tokens,
                "queue_s": round(self.queue_s, 6),
                "prefill_s": None if self.prefill_s is None else round(self.prefill_s, 6),
                "total_s": round(self.total_s, 6)}


@contextmanager
def _no_extra_bufts():
    """Make ``Llama()`` load with ``use_extra_bufts = False`` (llama.cpp's AMX/repacked buffer
    types crash SmolLM2 Q4_1 decoding on this project's CPUs; see runners/engines/llamacpp/servers.py)."""
    import llama_cpp.llama_cpp as low

    original = low.llama_model_default_params

    def _params():
        p = original()
        p.use_extra_bufts = False
        return p

    low.llama_model_default_params = _params
    try:
        yield
    finally:
        low.llama_model_default_params = original


class Engine:
    """One ``Llama`` object behind a lock, plus the counters. Thread-safe."""

    def __init__(self, model_path: str, *, alias: str | None = None, n_ctx: int = 2048, n_threads: int | None = None,
                 n_batch: int = 512, seed: int = 0, extra_bufts: bool = False, verbose: bool = False,
                 log: Callable[[str], None] | None = None):
        os.environ.setdefault("GOMP_SPINCOUNT", DEFAULT_GOMP_SPINCOUNT)
        from llama_cpp import Llama

        threads = int(n_threads or min(os.cpu_count() or 1, 4))
        kwargs = dict(model_path=str(model_path), n_ctx=int(n_ctx), n_batch=int(n_batch), n_threads=threads,
                      n_threads_batch=threads, seed=int(seed), logits_all=False, verbose=verbose)
        if extra_bufts:
            self.llm = Llama(**kwargs)
        else:
            with _no_extra_bufts():
                self.llm = Llama(**kwargs)
        self.alias = alias or os.path.splitext(os.path.basename(str(model_path)))[0]
        self.n_ctx = int(n_ctx)
        self.n_threads = threads
        self.created = int(time.time())
        self.lock = threading.Lock()
        self._stats_lock = threading.Lock()
        self._log = log or (lambda line: print(line, file=sys.stderr, flush=True))
        self._decode_start: int | None = None
        self.counters: dict[str, float] = {
            "prefix_cache_queries": 0, "prefix_cache_hits": 0, "prefix_cache_rule_mismatch": 0,
            "prefix_cache_resets": 0, "prompt_tokens": 0, "generation_tokens": 0,
        }
        # every series of claimcheck_requests_total is exported from the start, at 0, with the same
        # label set ({endpoint, outcome}); an HTTP error status adds its own outcome when it happens
        self.requests: dict[tuple[str, str], int] = {(e, o): 0 for e in REQUEST_ENDPOINTS for o in REQUEST_OUTCOMES}
        self.waiting = 0
        self.metrics_registry = CollectorRegistry(auto_describe=False)
        self.metrics_registry.register(self)
        self._chat = self._chat_formatter()
        # measure: the KV position where the request's first decode starts (see module docstring)
        original_eval = self.llm.eval

        def eval_and_record(tokens):
            if self._decode_start is None:
                self._decode_start = int(self.llm.n_tokens)
            return original_eval(tokens)

        self.llm.eval = eval_and_record

    # -- prompts ---------------------------------------------------------------------------
    def _chat_formatter(self):
        from llama_cpp import llama_chat_format as cf

        llm = self.llm
        model = llm._model
        eos_id, bos_id = llm.token_eos(), llm.token_bos()
        eos = model.token_get_text(eos_id) if eos_id != -1 else ""
        bos = model.token_get_text(bos_id) if bos_id != -1 else ""
        template = llm.metadata.get("tokenizer.chat_template")
        self.chat_template = "gguf" if template else "chatml (fallback: the GGUF has no chat template)"
        return cf.Jinja2ChatFormatter(template=template or cf.CHATML_CHAT_TEMPLATE, eos_token=eos, bos_token=bos,
                                      stop_token_ids=[eos_id])

    def chat_prompt(self, messages: list[dict[str, Any]]) -> tuple[list[int], list[str]]:
        """Tokens and stop strings, as llama-cpp-python's own chat handler builds them."""
        try:
            res = self._chat(messages=messages)
        except Exception as exc:  # template errors (raise_exception in the template, bad roles)
            raise RequestError(f"messages could not be formatted by the chat template: {exc}", param="messages")
        tokens = self.llm.tokenize(res.prompt.encode("utf-8"), add_bos=not res.added_special, special=True)
        stop = res.stop if isinstance(res.stop, list) else ([res.stop] if res.stop else [])
        return list(tokens), [s for s in stop if s]

    def text_prompt(self, prompt: str) -> list[int]:
        return list(self.llm.tokenize(prompt.encode("utf-8"), add_bos=True, special=True))

    # -- generation ------------------------------------------------------------------------
    def generate(self, prompt: list[int] | Callable[[], tuple[list[int], list[str]]], params: GenParams, *,
                 on_start: Callable[[], None] | None = None, on_text: Callable[[str], bool] | None = None,
                 endpoint: str = "chat") -> GenResult:
        """Run one request under the lock. ``prompt`` is a token list or a function returning
        ``(tokens, extra stop strings)``, called under the lock (tokenising uses the model).
        ``on_start`` is called once the request holds the model and passed validation;
        ``on_text(piece)`` for each piece of text, returning False when the client is gone
        (generation then stops). Raises ``RequestError`` before ``on_start``."""
        import llama_cpp

        t_arrive = time.monotonic()
        with self._stats_lock:
            self.waiting += 1
        try:
            self.lock.acquire()
        finally:
            with self._stats_lock:
                self.waiting -= 1
        try:
            t_start = time.monotonic()
            llm = self.llm
            if callable(prompt):
                tokens, extra_stop = prompt()
            else:
                tokens, extra_stop = list(prompt), []
            if not tokens:
                raise RequestError("the prompt is empty after tokenisation", param="messages")
            if len(tokens) >= self.n_ctx:
                raise RequestError(f"the prompt has {len(tokens)} tokens; the context window is {self.n_ctx}",
                                   param="messages")
            room = self.n_ctx - len(tokens)
            max_tokens = room if params.max_tokens is None else min(params.max_tokens, room)
            resident = [int(t) for t in llm._input_ids.tolist()]
            rule = rule_cached_tokens(resident, tokens, bool(llm._requires_eval))
            if on_start is not None:
                on_start()
            self._decode_start = None
            llm.set_seed(params.seed if params.seed is not None else 0)
            completion: list[int] = []
            decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
            text_out: list[str] = []
            pending = ""  # text held back because it could start a stop string
            finish = "length"
            prefill_s = None
            client_gone = False
            stops = [s for s in params.stop if s] + [s for s in extra_stop if s and s not in params.stop]
            hold = max((len(s) for s in stops), default=1) - 1
            gen = llm.generate(tokens, top_k=params.top_k, top_p=params.top_p, min_p=params.min_p,
                               temp=params.temperature, repeat_penalty=1.0)
            try:
                if max_tokens > 0:
                    for tok in gen:
                        if prefill_s is None:
                            prefill_s = time.monotonic() - t_start
                        if llama_cpp.llama_vocab_is_eog(llm._model.vocab, tok):
                            finish = "stop"
                            break
                        completion.append(int(tok))
                        piece = llm.detokenize([tok], prev_tokens=tokens + completion[:-1])
                        pending += decoder.decode(piece)
                        emit, stopped = pending, False
                        for s in stops:
                            i = pending.find(s)
                            if i >= 0:
                                emit, stopped = pending[:i], True
                                break
                        if not stopped and hold > 0:
                            cut = len(pending)
                            for k in range(1, min(hold, len(pending)) + 1):
                                if any(s.startswith(pending[-k:]) for s in stops):
                                    cut = len(pending) - k
                            emit = pending[:cut]
                        pending = "" if stopped else pending[len(emit):]
                        if emit:
                            text_out.append(emit)
                            if on_text is not None and not on_text(emit):
                                client_gone = True
                                break
                        if stopped:
                            finish = "stop"
                            break
                        if len(completion) >= max_tokens:
                            break
            finally:
                gen.close()
            if not client_gone:  # text held back for a stop string that never came
                tail = pending + decoder.decode(b"", final=True)
                if tail:
                    text_out.append(tail)
                    if on_text is not None and not on_text(tail):
                        client_gone = True
            observed = self._decode_start is not None
            # Llama.generate always calls eval before sampling; if it did not, keep the rule's number and say so
            measured = min(int(self._decode_start if observed else rule), len(tokens))
            result = GenResult(prompt_tokens=len(tokens), completion_tokens=len(completion), cached_tokens=measured,
                               rule_cached_tokens=rule, resident_tokens=len(resident), finish_reason=finish,
                               text="".join(text_out), queue_s=t_start - t_arrive, prefill_s=prefill_s,
                               total_s=time.monotonic() - t_start, client_gone=client_gone, measured=observed)
            with self._stats_lock:
                c = self.counters
                c["prefix_cache_queries"] += len(tokens)
                c["prefix_cache_hits"] += measured
                c["prompt_tokens"] += len(tokens)
                c["generation_tokens"] += len(completion)
                if measured != rule or not observed:
                    c["prefix_cache_rule_mismatch"] += 1
            self._log(f"{SERVER_NAME}: {endpoint}: prefix-match {measured}/{len(tokens)} prompt tokens reused "
                      f"(cached_tokens={measured}, rule={rule}, resident={len(resident)}), "
                      f"evaluated {len(tokens) - measured}; completion {len(completion)} ({finish}"
                      f"{', client gone' if client_gone else ''}); queue {result.queue_s:.3f} s, "
                      f"prefill {prefill_s if prefill_s is not None else float('nan'):.3f} s"
                      + ("" if measured == rule else " RULE MISMATCH"))
            return result
        finally:
            self.lock.release()

    def reset_prefix_cache(self) -> int:
        """Drop the resident KV (``Llama.reset`` + memory clear); returns how many tokens were resident."""
        with self.lock:
            n = int(self.llm.n_tokens)
            self.llm.reset()
            self.llm._ctx.kv_cache_clear()
            with self._stats_lock:
                self.counters["prefix_cache_resets"] += 1
        self._log(f"{SERVER_NAME}: prefix cache reset ({n} resident tokens dropped)")
        return n

    def count_request(self, endpoint: str, outcome: str) -> None:
        with self._stats_lock:
            self.requests[(endpoint, outcome)] = self.requests.get((endpoint, outcome), 0) + 1

    def metrics_text(self) -> str:
        """The ``/metrics`` page: Prometheus text format 0.0.4, written by ``prometheus_client``."""
        return generate_latest(self.metrics_registry).decode("utf-8")

    def collect(self) -> Iterator[Metric]:
        """The metric families of one consistent snapshot of the counters (a ``prometheus_client``
        collector, registered in ``self.metrics_registry``; no ``_created`` series)."""
        with self._stats_lock:
            c = dict(self.counters)
            reqs = dict(self.requests)
            waiting = self.waiting
        resident = int(self.llm.n_tokens)
        yield CounterMetricFamily("claimcheck_prefix_cache_queries_total",
                                  "Prompt tokens looked up in the resident KV (sum of prompt_tokens).",
                                  value=c["prefix_cache_queries"])
        yield CounterMetricFamily("claimcheck_prefix_cache_hits_total",
                                  "Prompt tokens whose resident KV was reused (sum of cached_tokens).",
                                  value=c["prefix_cache_hits"])
        yield CounterMetricFamily("claimcheck_prefix_cache_rule_mismatch_total",
                                  "Requests whose measured reuse differed from Llama.generate's prefix rule.",
                                  value=c["prefix_cache_rule_mismatch"])
        yield CounterMetricFamily("claimcheck_prefix_cache_resets_total", "POST /reset_prefix_cache calls.",
                                  value=c["prefix_cache_resets"])
        yield GaugeMetricFamily("claimcheck_prefix_cache_resident_tokens", "Tokens whose KV is resident now.",
                                value=resident)
        yield CounterMetricFamily("claimcheck_prompt_tokens_total",
                                  "Prompt tokens of requests that reached the model.", value=c["prompt_tokens"])
        yield CounterMetricFamily("claimcheck_generation_tokens_total", "Completion tokens generated.",
                                  value=c["generation_tokens"])
        by_outcome = CounterMetricFamily("claimcheck_requests_total", "Requests by endpoint and outcome.",
                                         labels=["endpoint", "outcome"])
        for (endpoint, outcome), n in sorted(reqs.items()):
            by_outcome.add_metric([endpoint, outcome], n)
        yield by_outcome
        yield GaugeMetricFamily("claimcheck_requests_waiting", "Requests waiting for the model lock.", value=waiting)


# -- request parsing --------------------------------------------------------------------------
def _number(body: dict, key: str, default: float, lo: float, hi: float) -> float:
    v = body.get(key, default)
    if v is None:
        return default
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not (lo <= v <= hi):
        raise RequestError(f"'{key}' must be a number in [{lo:g}, {hi:g}]", param=key)
    return float(v)


def _params(body: dict) -> GenParams:
    mt = body.get("max_tokens", body.get("max_completion_tokens"))
    if mt is not None and (isinstance(mt, bool) or not isinstance(mt, int) or mt < 1):
        raise RequestError("'max_tokens' must be a positive integer", param="max_tokens")
    n = body.get("n", 1)
    if n not in (1, None):
        raise RequestError("only n = 1 is supported", param="n")
    seed = body.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or not (0 <= seed < 2 ** 32)):
        raise RequestError("'seed' must be an integer in [0, 2^32)", param="seed")
    stop = body.get("stop")
    if stop is None:
        stop = []
    elif isinstance(stop, str):
        stop = [stop]
    elif not (isinstance(stop, list) and len(stop) <= 4 and all(isinstance(s, str) for s in stop)):
        raise RequestError("'stop' must be a string or a list of at most 4 strings", param="stop")
    top_k = body.get("top_k", 40)
    if isinstance(top_k, bool) or not isinstance(top_k, int) or top_k < 0:
        raise RequestError("'top_k' must be a non-negative integer", param="top_k")
    return GenParams(max_tokens=mt, temperature=_number(body, "temperature", 1.0, 0.0, 2.0),
                     top_p=_number(body, "top_p", 1.0, 0.0, 1.0), top_k=top_k,
                     min_p=_number(body, "min_p", 0.05, 0.0, 1.0), seed=seed, stop=list(stop))


def _stream_flags(body: dict) -> tuple[bool, bool]:
    stream = body.get("stream", False)
    if stream is None:
        stream = False
    if not isinstance(stream, bool):
        raise RequestError("'stream' must be a boolean", param="stream")
    so = body.get("stream_options")
    include_usage = False
    if so is not None:
        if not isinstance(so, dict):
            raise RequestError("'stream_options' must be an object", param="stream_options")
        include_usage = so.get("include_usage", False)
        if not isinstance(include_usage, bool):
            raise RequestError("'stream_options.include_usage' must be a boolean", param="stream_options")
        if not stream:
            raise RequestError("'stream_options' is only allowed when 'stream' is true", param="stream_options")
    return stream, include_usage


_ROLES = {"system", "developer", "user", "assistant", "tool"}


def _messages(body: dict) -> list[dict[str, Any]]:
    msgs = body.get("messages")
    if not isinstance(msgs, list) or not msgs:
        raise RequestError("'messages' must be a non-empty list", param="messages")
    out = []
    for i, m in enumerate(msgs):
        if not isinstance(m, dict) or m.get("role") not in _ROLES:
            raise RequestError(f"messages[{i}] must be an object with a role in {sorted(_ROLES)}", param="messages")
        content = m.get("content")
        if isinstance(content, list):  # content parts: text only
            texts = []
            for part in content:
                if not (isinstance(part, dict) and part.get("type") == "text" and isinstance(part.get("text"), str)):
                    raise RequestError(f"messages[{i}].content: only text parts are supported", param="messages")
                texts.append(part["text"])
            content = "".join(texts)
        if content is None:
            content = ""
        if not isinstance(content, str):
            raise RequestError(f"messages[{i}].content must be a string or a list of text parts", param="messages")
        out.append({"role": "system" if m["role"] == "developer" else m["role"], "content": content})
    return out


# -- HTTP -------------------------------------------------------------------------------------
class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "claimcheck-llama-server/1"
    timeout = 120  # seconds a client may take to send its request (not the generation)
    engine: Engine  # set on the subclass made by make_server

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        pass

    # responses
    def _json(self, status: int, obj: Any) -> None:
        data = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _text(self, status: int, text: str, ctype: str) -> None:
        data = text.encode()
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _error(self, exc: RequestError) -> None:
        self._json(exc.status, exc.body())

    def _path(self) -> str:
        return self.path.split("?", 1)[0].rstrip("/") or "/"

    # GET
    def do_GET(self) -> None:  # noqa: N802 - stdlib name
        path = self._path()
        eng = self.engine
        if path in ("/v1/models", "/models"):
            self._json(200, {"object": "list", "data": [{"id": eng.alias, "object": "model", "created": eng.created,
                                                          "owned_by": "claimcheck"}]})
        elif path == "/metrics":
            self._text(200, eng.metrics_text(), "text/plain; version=0.0.4; charset=utf-8")
        elif path == "/health":
            self._json(200, {"status": "ok"})
        elif path == "/v1/batches":
            self._error(RequestError("batches are not supported by this server", 404, etype="not_found_error"))
        else:
            self._error(RequestError(f"no route GET {path}", 404, etype="not_found_error"))

    # POST
    def do_POST(self) -> None:  # noqa: N802
        path = self._path()
        routes = {"/v1/chat/completions": "chat", "/v1/completions": "completions",
                  "/reset_prefix_cache": "reset", "/v1/batches": "batches"}
        kind = routes.get(path)
        if kind is None:
            self._drain()
            self._error(RequestError(f"no route POST {path}", 404, etype="not_found_error"))
            return
        if kind == "batches":
            self._drain()
            self._error(RequestError("batches are not supported by this server", 404, etype="not_found_error"))
            return
        if kind == "reset":
            self._drain()
            n = self.engine.reset_prefix_cache()
            self._json(200, {"status": "ok", "dropped_tokens": n})
            return
        try:
            body = self._read_json()
            self._complete(kind, body)
        except RequestError as exc:
            self.engine.count_request(kind, f"http_{exc.status}")
            self._error(exc)
        except (BrokenPipeError, ConnectionResetError):
            self.engine.count_request(kind, "client_gone")
            self.close_connection = True

    def _drain(self) -> None:
        n = self._content_length(allow_missing=True)
        if n:
            self.rfile.read(n)

    def _content_length(self, allow_missing: bool = False) -> int:
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            self.close_connection = True
            raise RequestError("chunked request bodies are not supported; send Content-Length", 411)
        raw = self.headers.get("Content-Length")
        if raw is None:
            if allow_missing:
                return 0
            raise RequestError("Content-Length is required", 411)
        try:
            n = int(raw)
        except ValueError:
            self.close_connection = True
            raise RequestError("Content-Length is not a number", 400) from None
        if n < 0 or n > MAX_BODY:
            self.close_connection = True
            raise RequestError(f"request body must be 0..{MAX_BODY} bytes", 413)
        return n

    def _read_json(self) -> dict[str, Any]:
        n = self._content_length()
        raw = self.rfile.read(n)
        try:
            body = json.loads(raw)
        except (ValueError, UnicodeDecodeError) as exc:
            raise RequestError(f"request body is not valid JSON: {exc}") from None
        if not isinstance(body, dict):
            raise RequestError("request body must be a JSON object")
        return body

    def _complete(self, kind: str, body: dict[str, Any]) -> None:
        eng = self.engine
        params = _params(body)
        stream, include_usage = _stream_flags(body)
        if kind == "chat":
            messages = _messages(body)
            prompt_fn = lambda: eng.chat_prompt(messages)  # noqa: E731
        else:
            prompt = body.get("prompt")
            if isinstance(prompt, list) and len(prompt) == 1 and isinstance(prompt[0], str):
                prompt = prompt[0]
            if not isinstance(prompt, str):
                raise RequestError("'prompt' must be a string", param="prompt")
            prompt_fn = lambda: (eng.text_prompt(prompt), [])  # noqa: E731
        # prompt_fn runs under the model lock, inside Engine.generate
        rid = ("chatcmpl-" if kind == "chat" else "cmpl-") + uuid.uuid4().hex
        created = int(time.time())
        obj = "chat.completion" if kind == "chat" else "text_completion"
        state = {"started": False}

        def chunk(choice: dict[str, Any] | None, usage: dict[str, Any] | None = None,
                  extra: dict[str, Any] | None = None) -> dict[str, Any]:
            c: dict[str, Any] = {"id": rid, "object": obj + ".chunk" if kind == "chat" else obj, "created": created,
                                 "model": eng.alias, "choices": [choice] if choice is not None else []}
            if usage is not None:
                c["usage"] = usage
            if extra:
                c.update(extra)
            return c

        def send(obj_: dict[str, Any] | str) -> bool:
            data = obj_ if isinstance(obj_, str) else json.dumps(obj_)
            try:
                self.wfile.write(f"data: {data}\n\n".encode())
                self.wfile.flush()
                return True
            except (BrokenPipeError, ConnectionResetError, OSError):
                return False

        def on_start() -> None:
            state["started"] = True
            if not stream:
                return
            self.close_connection = True
            try:
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Cache-Control", "no-cache")
                self.send_header("Connection", "close")
                self.end_headers()
            except OSError:  # the client left while it queued: generation stops at the first piece
                state["gone"] = True
                return
            if kind == "chat" and not send(chunk({"index": 0, "delta": {"role": "assistant", "content": ""},
                                                  "logprobs": None, "finish_reason": None})):
                state["gone"] = True

        def on_text(piece: str) -> bool:
            if state.get("gone"):
                return False
            if not stream:
                return True
            if kind == "chat":
                return send(chunk({"index": 0, "delta": {"content": piece}, "logprobs": None, "finish_reason": None}))
            return send(chunk({"index": 0, "text": piece, "logprobs": None, "finish_reason": None}))

        try:
            res = eng.generate(prompt_fn, params, on_start=on_start, on_text=on_text, endpoint=kind)
        except RequestError:
            raise
        except Exception as exc:  # an engine failure after headers were sent cannot become a 400
            eng.count_request(kind, "error")
            eng._log(f"{SERVER_NAME}: {kind}: internal error: {type(exc).__name__}: {exc}")
            if stream and state["started"]:
                send({"error": {"message": f"internal error: {type(exc).__name__}", "type": "server_error"}})
                self.close_connection = True
                return
            self._error(RequestError(f"internal error: {type(exc).__name__}: {exc}", 500, etype="server_error"))
            return
        eng.count_request(kind, "client_gone" if res.client_gone else "ok")
        if res.client_gone:
            self.close_connection = True
            return
        if stream:
            if kind == "chat":
                send(chunk({"index": 0, "delta": {}, "logprobs": None, "finish_reason": res.finish_reason}))
            else:
                send(chunk({"index": 0, "text": "", "logprobs": None, "finish_reason": res.finish_reason}))
            if include_usage:
                send(chunk(None, usage=res.usage(), extra={"x_claimcheck": res.details()}))
            send("[DONE]")
            return
        if kind == "chat":
            choice = {"index": 0, "message": {"role": "assistant", "content": res.text}, "logprobs": None,
                      "finish_reason": res.finish_reason}
        else:
            choice = {"index": 0, "text": res.text, "logprobs": None, "finish_reason": res.finish_reason}
        self._json(200, {"id": rid, "object": obj, "created": created, "model": eng.alias, "choices": [choice],
                         "usage": res.usage(), "x_claimcheck": res.details()})


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 64


def is_loopback(host: str) -> bool:
    try:
        infos = socket.getaddrinfo(host, None)
    except socket.gaierror:
        return False
    addrs = {info[4][0] for info in infos}
    return bool(addrs) and all(ipaddress.ip_address(a.split("%", 1)[0]).is_loopback for a in addrs)


def make_server(engine: Engine, host: str, port: int, *, allow_non_loopback: bool = False,
                listen_fd: int | None = None) -> ThreadingHTTPServer:
    """The HTTP server; ``listen_fd``: serve on this inherited listening socket (bound by the runner
    that started us) instead of binding ``host:port``."""
    handler = type("Handler", (_Handler,), {"engine": engine})
    if listen_fd is not None:
        sock = socket.socket(fileno=listen_fd)
        addr = sock.getsockname()
        if not allow_non_loopback and not is_loopback(addr[0]):
            raise SystemExit(f"{SERVER_NAME}: refusing to serve on {addr[0]!r}: not a loopback address")
        cls = type("_ServerFd", (_Server,), {"address_family": sock.family})
        httpd = cls(addr[:2], handler, bind_and_activate=False)
        httpd.socket.close()
        httpd.socket = sock
        httpd.server_address = addr
        return httpd
    if not allow_non_loopback and not is_loopback(host):
        raise SystemExit(f"{SERVER_NAME}: refusing to bind {host!r}: not a loopback address and the server has no "
                         "authentication (pass --allow-non-loopback to override)")
    server_cls = _Server
    if ":" in host:
        server_cls = type("_Server6", (_Server,), {"address_family": socket.AF_INET6})
    return server_cls((host, port), handler)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m runners.engines.llamacpp.llama_server",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", required=True, help="GGUF file")
    ap.add_argument("--model-alias", default=None, help="model id served (default: the file's stem)")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--listen-fd", type=int, default=None,
                    help="serve on this inherited, already listening socket (the runner bound it) instead of "
                         "binding --host/--port")
    ap.add_argument("--n-ctx", type=int, default=2048)
    ap.add_argument("--threads", type=int, default=None, help="llama.cpp threads (default: CPUs, at most 4)")
    ap.add_argument("--n-batch", type=int, default=512)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--extra-bufts", action="store_true",
                    help="load with llama.cpp's extra buffer types (AMX/repacked weights); off by default: "
                         "they crash SmolLM2 Q4_1 decoding on some CPUs")
    ap.add_argument("--verbose", action="store_true", help="llama.cpp's own logging")
    ap.add_argument("--allow-non-loopback", action="store_true",
                    help="bind a non-loopback address (the server has no authentication)")
    args = ap.parse_args(argv)
    if not args.allow_non_loopback and not is_loopback(args.host):
        print(f"{SERVER_NAME}: refusing to bind {args.host!r}: not a loopback address (no authentication); "
              "pass --allow-non-loopback to override", file=sys.stderr)
        return 2
    if not os.path.isfile(args.model):
        print(f"{SERVER_NAME}: model file not found: {args.model}", file=sys.stderr)
        return 2
    t0 = time.monotonic()
    engine = Engine(args.model, alias=args.model_alias, n_ctx=args.n_ctx, n_threads=args.threads,
                    n_batch=args.n_batch, seed=args.seed, extra_bufts=args.extra_bufts, verbose=args.verbose)
    httpd = make_server(engine, args.host, args.port, allow_non_loopback=args.allow_non_loopback,
                        listen_fd=args.listen_fd)

    def _stop(signum, frame):  # serve_forever runs in this thread: shut down from another
        threading.Thread(target=httpd.shutdown, daemon=True).start()

    signal.signal(signal.SIGTERM, _stop)
    signal.signal(signal.SIGINT, _stop)
    print(f"{SERVER_NAME}: serving {engine.alias} on http://{httpd.server_address[0]}:{httpd.server_address[1]} "
          f"(n_ctx {engine.n_ctx}, {engine.n_threads} threads, use_extra_bufts {args.extra_bufts}, chat template "
          f"{engine.chat_template}, GOMP_SPINCOUNT={os.environ.get('GOMP_SPINCOUNT')}); loaded in "
          f"{time.monotonic() - t0:.2f} s", file=sys.stderr, flush=True)
    try:
        httpd.serve_forever(poll_interval=0.2)
    finally:
        httpd.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
