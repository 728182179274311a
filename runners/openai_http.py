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

Transport: the standard library's ``http.client``, one connection per request (``Connection:
close``), uncompressed. The body is read with ``HTTPResponse.read1``, which returns as soon as
bytes arrive (for a chunked stream, as vLLM's server sends, at most one HTTP chunk), and the
events are split out of those bytes here; each line is timed when the read that completed it
returned. ``benchmarks/stream_client.py`` measures the CPU this costs per event against the
byte-at-a-time ``requests`` reader it replaced and against ``httpx``'s ``iter_lines`` (whose
pure-Python HTTP/1.1 parser costs about 20 us per chunk of a chunked stream, several times this
reader's whole cost). Proxy variables are not read: a measurement goes straight to the endpoint.
"""

from __future__ import annotations

import http.client
import json
import socket
import ssl
import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any
from urllib.parse import urlsplit

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
    """Streaming chat-completions client. Thread-safe: every request opens its own connection.

    ``base_url`` is the server root (``http://127.0.0.1:8000``) or its ``/v1`` root; either works
    (``http`` or ``https``; a path prefix is kept). ``api_key`` is sent as a bearer token and never
    stored anywhere else.
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
        parts = urlsplit(root)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"base_url must be http://HOST[:PORT] or https://...: {base_url!r}")
        self._https = parts.scheme == "https"
        self._host = parts.hostname
        self._port = parts.port
        self._prefix = parts.path.rstrip("/")
        self._api_key = api_key
        self.timeout_s = float(timeout_s)
        self.connect_timeout_s = float(connect_timeout_s)
        self._ssl = ssl.create_default_context() if self._https else None

    def close(self) -> None:
        """Nothing is held between requests; kept so that ``with OpenAIClient(...)`` reads naturally."""

    def __enter__(self) -> OpenAIClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:  # never show the key
        return f"OpenAIClient({self.root!r}, api_key={'set' if self._api_key else None})"

    def headers(self) -> dict[str, str]:
        h = {"User-Agent": USER_AGENT, "Accept": "text/event-stream, application/json", "Accept-Encoding": "identity"}
        if self._api_key:
            h["Authorization"] = f"Bearer {self._api_key}"
        return h

    def url(self, path: str) -> str:
        return self.root + "/" + path.lstrip("/")

    def _open(self, method: str, path: str, body: bytes | None, read_timeout_s: float
              ) -> tuple[http.client.HTTPConnection, http.client.HTTPResponse]:
        """Connect (``connect_timeout_s``), send, read the status line and headers; every later
        read waits at most ``read_timeout_s``. The caller closes the connection."""
        if self._https:
            conn: http.client.HTTPConnection = http.client.HTTPSConnection(
                self._host, self._port, timeout=self.connect_timeout_s, context=self._ssl)
        else:
            conn = http.client.HTTPConnection(self._host, self._port, timeout=self.connect_timeout_s)
        try:
            conn.connect()
            conn.sock.settimeout(read_timeout_s)
            headers = self.headers()
            headers["Connection"] = "close"
            if body is not None:
                headers["Content-Type"] = "application/json"
            conn.request(method, self._prefix + "/" + path.lstrip("/"), body=body, headers=headers)
            return conn, conn.getresponse()
        except BaseException:
            conn.close()
            raise

    def get(self, path: str, *, timeout_s: float = 10.0, max_body: int = 1 << 20) -> ProbeResult:
        """GET ``path``; any failure is a ``ProbeResult`` with ``status=None`` and an error."""
        return self._probe("GET", path, None, timeout_s, max_body)

    def post(self, path: str, payload: Mapping[str, Any] | None = None, *, timeout_s: float = 10.0) -> ProbeResult:
        return self._probe("POST", path, json.dumps(dict(payload or {})).encode(), timeout_s, 1 << 16)

    def _probe(self, method: str, path: str, body: bytes | None, timeout_s: float, max_body: int) -> ProbeResult:
        conn = None
        try:
            conn, resp = self._open(method, path, body, timeout_s)
            status = resp.status
            try:
                text = resp.read(max_body).decode("utf-8", errors="replace")
            except (OSError, http.client.HTTPException) as exc:
                return ProbeResult(status=status, error=f"unreadable body: {_describe(exc)}")
            return ProbeResult(status=status, body=text)
        except (OSError, http.client.HTTPException) as exc:
            return ProbeResult(status=None, error=_describe(exc))
        finally:
            if conn is not None:
                conn.close()

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
        payload = json.dumps(body).encode()
        res = RequestResult(start_s=clock() - origin)
        deadline = origin + res.start_s + self.timeout_s
        conn = None
        try:
            conn, resp = self._open("POST", "/v1/chat/completions", payload, self.timeout_s)
            res.status = resp.status
            if resp.status != 200:
                return _fail(res, f"HTTP {resp.status}: {_snippet(resp)}", clock, origin)
            ctype = resp.getheader("Content-Type", "")
            if "text/event-stream" not in ctype:
                return _fail(res, f"response is not an event stream (Content-Type {ctype!r}); TTFT cannot be measured",
                             clock, origin)
            return self._read_stream(resp, res, deadline, clock, origin)
        except TimeoutError as exc:  # socket.timeout is TimeoutError
            return _fail(res, f"timed out: {_describe(exc)}", clock, origin)
        except (OSError, http.client.HTTPException) as exc:
            return _fail(res, _describe(exc), clock, origin)
        except Exception as exc:  # anything else a broken stream can raise
            return _fail(res, f"{type(exc).__name__}: {exc}", clock, origin)
        finally:
            if conn is not None:
                conn.close()

    def _read_stream(self, resp: http.client.HTTPResponse, res: RequestResult, deadline: float,
                     clock: Callable[[], float], origin: float) -> RequestResult:
        """Split the event stream into lines as the bytes arrive; a line is timed when the read
        that completed it returned."""
        done = False
        rest = b""
        read1 = resp.read1
        loads = json.loads
        while not done:
            data = read1(65536)
            now = clock()
            if not data:
                break  # the server closed the stream
            if now > deadline:
                return _fail(res, f"timed out after {self.timeout_s:g} s", clock, origin)
            lines = (rest + data).splitlines(keepends=True)
            rest = lines.pop() if not lines[-1].endswith((b"\n", b"\r")) else b""
            for raw in lines:
                if not raw.startswith(b"data:"):
                    continue  # blank separators, SSE comments (pings), event:/id:/retry: fields
                text = raw[5:].strip().decode("utf-8", errors="replace")
                if text == "[DONE]":
                    done = True
                    break
                try:
                    chunk = loads(text)
                except ValueError:
                    return _fail(res, f"malformed JSON in stream chunk: {text[:80]!r}", clock, origin)
                if not isinstance(chunk, dict):
                    return _fail(res, f"stream chunk is not a JSON object: {text[:80]!r}", clock, origin)
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
        if not done and rest.startswith(b"data:") and rest[5:].strip() == b"[DONE]":
            done = True  # a last line without its newline
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


def _snippet(resp: http.client.HTTPResponse, limit: int = 200) -> str:
    """The first bytes of an error body (only that much is read)."""
    try:
        return " ".join(resp.read(4 * limit).decode("utf-8", errors="replace")[:limit].split())
    except Exception:  # pragma: no cover
        return "<unreadable body>"


def _describe(exc: BaseException) -> str:
    """A short, key-free description of a connection or protocol error."""
    name = type(exc).__name__
    text = str(exc)
    if isinstance(exc, ConnectionRefusedError) or "Connection refused" in text:
        return f"{name}: connection refused"
    if isinstance(exc, (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError)):
        return f"{name}: connection closed by the server"
    if isinstance(exc, socket.gaierror):
        return f"{name}: cannot resolve the host ({text[:120]})"
    return f"{name}: {text[:200] or 'no detail'}"
