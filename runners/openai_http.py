"""A small streaming client for OpenAI-compatible ``/v1/chat/completions`` endpoints.

It measures one request the way a witness needs it, on one monotonic clock:

* ``start_s``        - just before the request is sent;
* ``first_token_s``  - when the first server-sent chunk carrying non-empty
  ``choices[0].delta.content`` arrived (time to first *content*, not to the first byte:
  role-only or empty chunks and ``: ping`` comments do not count);
* ``end_s``          - when ``data: [DONE]`` arrived, the stream closed, or the request failed.

Token counts are taken only from what the server says in ``usage`` (asked for with
``stream_options: {"include_usage": true}``): ``prompt_tokens``, ``completion_tokens`` and
``prompt_tokens_details.cached_tokens``. A server that does not say leaves them ``None``;
nothing is estimated. ``content_chunks`` is the client's own count of content chunks and is
never passed off as a token count.

Failures are results, not exceptions: a refused connection, a timeout, an HTTP error, a
malformed JSON chunk, a stream that ends without ``[DONE]`` or without any content all give
``ok=False`` with an ``error`` string, so that a runner keeps one row per request. Nothing is
retried: a measurement counts each request once.

Transport: ``httpx`` (one client per ``OpenAIClient``, shared by its threads). The stream is
read with ``iter_lines``, which hands over each line as soon as the bytes that end it arrive
(about 20 us of CPU per event; the byte-at-a-time reader this replaced spent about 325 us, which
through the GIL capped all workers together near 3,000 events/s: ``benchmarks/stream_client.py``
measures both). Connections are not kept alive between requests (each request opens its own, as
before), and responses are asked for uncompressed, so that no decoder holds events back.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

import httpx

__all__ = ["RequestResult", "OpenAIClient", "probe", "ProbeResult"]

USER_AGENT = "claimcheck-runner/1"


@dataclass
class RequestResult:
    """One request, timed on ``time.monotonic`` relative to an origin chosen by the caller."""

    start_s: float
    first_token_s: float | None = None
    end_s: float | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    cached_tokens: int | None = None
    ok: bool = False
    error: str | None = None
    status: int | None = None
    finish_reason: str | None = None
    content_chunks: int = 0
    usage_reported: bool = False
    text: str = field(default="", repr=False)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class ProbeResult:
    """A GET probe: the status code (``None`` when no HTTP answer came), the body, an error."""

    status: int | None
    body: str | None = None
    error: str | None = None

    @property
    def supported(self) -> bool:
        return self.status is not None and 200 <= self.status < 300


def _int_or_none(value: Any) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        return None
    return value


def parse_usage(usage: Any) -> tuple[int | None, int | None, int | None]:
    """``(prompt_tokens, completion_tokens, cached_tokens)`` from an OpenAI ``usage`` object.

    ``cached_tokens`` comes only from ``prompt_tokens_details.cached_tokens``; when the
    server omits it the value is ``None`` (vLLM omits it when it is 0 unless prompt-token
    details are enabled, so ``None`` never means zero).
    """
    if not isinstance(usage, Mapping):
        return None, None, None
    details = usage.get("prompt_tokens_details")
    cached = _int_or_none(details.get("cached_tokens")) if isinstance(details, Mapping) else None
    return _int_or_none(usage.get("prompt_tokens")), _int_or_none(usage.get("completion_tokens")), cached


class OpenAIClient:
    """Streaming chat-completions client. Thread-safe: one ``httpx.Client`` (created on first
    use, closed by ``close()`` or ``with``) serves all threads; each request has its own connection.

    ``base_url`` is the server root (``http://127.0.0.1:8000``) or its ``/v1`` root; either works.
    ``api_key`` is sent as a bearer token and never stored anywhere else.
    """

    def __init__(
        self,
        base_url: str,
        *,
        api_key: str | None = None,
        timeout_s: float = 300.0,
        connect_timeout_s: float = 10.0,
    ):
        root = base_url.rstrip("/")
        if root.endswith("/v1"):
            root = root[: -len("/v1")]
        self.root = root
        self._api_key = api_key
        self.timeout_s = float(timeout_s)
        self.connect_timeout_s = float(connect_timeout_s)
        self._http: httpx.Client | None = None
        self._http_lock = threading.Lock()

    def _client(self) -> httpx.Client:
        if self._http is None:
            with self._http_lock:
                if self._http is None:
                    self._http = httpx.Client(
                        limits=httpx.Limits(max_connections=None, max_keepalive_connections=0),
                        follow_redirects=False,
                    )
        return self._http

    def close(self) -> None:
        with self._http_lock:
            if self._http is not None:
                self._http.close()
                self._http = None

    def __enter__(self) -> OpenAIClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _timeout(self, read_s: float) -> httpx.Timeout:
        return httpx.Timeout(read_s, connect=self.connect_timeout_s)

    def __repr__(self) -> str:  # never show the key
        return f"OpenAIClient({self.root!r}, api_key={'set' if self._api_key else None})"

    def headers(self) -> dict[str, str]:
        h = {"User-Agent": USER_AGENT, "Accept": "text/event-stream, application/json", "Accept-Encoding": "identity"}
        if self._api_key:
            h["Authorization"] = f"Bearer {self._api_key}"
        return h

    def url(self, path: str) -> str:
        return self.root + "/" + path.lstrip("/")

    def get(self, path: str, *, timeout_s: float = 10.0, max_body: int = 1 << 20) -> ProbeResult:
        """GET ``path``; any failure is a ``ProbeResult`` with ``status=None`` and an error."""
        try:
            r = self._client().get(self.url(path), headers=self.headers(), timeout=self._timeout(timeout_s))
        except httpx.HTTPError as exc:
            return ProbeResult(status=None, error=_describe(exc))
        try:
            body = r.text[:max_body]
        except Exception as exc:  # pragma: no cover - decoding trouble
            return ProbeResult(status=r.status_code, error=f"unreadable body: {exc}")
        return ProbeResult(status=r.status_code, body=body)

    def post(self, path: str, payload: Mapping[str, Any] | None = None, *, timeout_s: float = 10.0) -> ProbeResult:
        try:
            r = self._client().post(self.url(path), json=dict(payload or {}), headers=self.headers(),
                                    timeout=self._timeout(timeout_s))
        except httpx.HTTPError as exc:
            return ProbeResult(status=None, error=_describe(exc))
        return ProbeResult(status=r.status_code, body=r.text[: 1 << 16])

    def chat_stream(
        self,
        *,
        model: str,
        messages: list[dict[str, str]],
        max_tokens: int,
        origin: float,
        temperature: float = 0.0,
        seed: int | None = 0,
        include_usage: bool = True,
        extra: Mapping[str, Any] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> RequestResult:
        """Send one streaming chat completion and time it; never raises for server faults."""
        body: dict[str, Any] = {
            "model": model,
            "messages": messages,
            "max_tokens": int(max_tokens),
            "temperature": temperature,
            "stream": True,
        }
        if seed is not None:
            body["seed"] = seed
        if include_usage:
            body["stream_options"] = {"include_usage": True}
        if extra:
            body.update(extra)
        res = RequestResult(start_s=clock() - origin)
        deadline = origin + res.start_s + self.timeout_s
        try:
            with self._client().stream("POST", self.url("/v1/chat/completions"), json=body, headers=self.headers(),
                                       timeout=self._timeout(self.timeout_s)) as resp:
                res.status = resp.status_code
                if resp.status_code != 200:
                    return _fail(res, f"HTTP {resp.status_code}: {_snippet(resp)}", clock, origin)
                ctype = resp.headers.get("Content-Type", "")
                if "text/event-stream" not in ctype:
                    return _fail(res, f"response is not an event stream (Content-Type {ctype!r}); TTFT cannot be "
                                 "measured", clock, origin)
                return self._read_stream(resp, res, deadline, clock, origin)
        except httpx.TimeoutException as exc:
            return _fail(res, f"timed out: {_describe(exc)}", clock, origin)
        except httpx.HTTPError as exc:
            return _fail(res, _describe(exc), clock, origin)
        except Exception as exc:  # e.g. a decoding error surfaced as another type
            return _fail(res, f"{type(exc).__name__}: {exc}", clock, origin)

    def _read_stream(self, resp: httpx.Response, res: RequestResult, deadline: float, clock: Callable[[], float],
                     origin: float) -> RequestResult:
        """Read the event stream; each line is timed when ``iter_lines`` hands it over, which is
        when the bytes that end it arrived."""
        done = False
        loads = json.loads
        for line in resp.iter_lines():
            now = clock()
            if now > deadline:
                return _fail(res, f"timed out after {self.timeout_s:g} s", clock, origin)
            if not line.startswith("data:"):
                continue  # blank separators, SSE comments (pings), event:/id:/retry: fields
            data = line[5:].strip()
            if data == "[DONE]":
                done = True
                break
            try:
                chunk = loads(data)
            except ValueError:
                return _fail(res, f"malformed JSON in stream chunk: {data[:80]!r}", clock, origin)
            if not isinstance(chunk, dict):
                return _fail(res, f"stream chunk is not a JSON object: {data[:80]!r}", clock, origin)
            if "error" in chunk and not chunk.get("choices"):
                return _fail(res, f"server error in stream: {json.dumps(chunk['error'])[:200]}", clock, origin)
            if chunk.get("usage") is not None:
                res.usage_reported = True
                res.prompt_tokens, res.completion_tokens, res.cached_tokens = parse_usage(chunk["usage"])
            for choice in chunk.get("choices") or ():
                if not isinstance(choice, dict):
                    continue
                delta = choice.get("delta") or {}
                content = delta.get("content") if isinstance(delta, dict) else None
                if isinstance(content, str) and content:
                    if res.first_token_s is None:
                        res.first_token_s = now - origin
                    res.content_chunks += 1
                    res.text += content
                if choice.get("finish_reason"):
                    res.finish_reason = choice["finish_reason"]
        res.end_s = clock() - origin
        if not done:
            res.error = "stream ended without data: [DONE]"
            return res
        if res.first_token_s is None:
            res.error = "stream finished without any content chunk; TTFT undefined"
            return res
        res.ok = True
        return res


def probe(base_url: str, path: str, *, api_key: str | None = None, timeout_s: float = 10.0) -> ProbeResult:
    return OpenAIClient(base_url, api_key=api_key).get(path, timeout_s=timeout_s)


def _fail(res: RequestResult, error: str, clock: Callable[[], float], origin: float) -> RequestResult:
    res.ok = False
    res.error = error
    res.end_s = clock() - origin
    return res


def _snippet(resp: httpx.Response, limit: int = 200) -> str:
    """The first bytes of an error body (a streamed response is read only that far)."""
    try:
        buf = b""
        for part in resp.iter_bytes():
            buf += part
            if len(buf) >= 4 * limit:
                break
        return " ".join(buf.decode("utf-8", errors="replace")[:limit].split())
    except Exception:  # pragma: no cover
        return "<unreadable body>"


def _describe(exc: BaseException) -> str:
    """A short, key-free description of an HTTP client exception."""
    name = type(exc).__name__
    text = str(exc)
    if "Connection refused" in text or "Errno 111" in text:
        return f"{name}: connection refused"
    if "RemoteDisconnected" in text or "Connection aborted" in text or "Server disconnected" in text:
        return f"{name}: connection closed by the server"
    return f"{name}: {text[:200]}"
