"""The streaming OpenAI client against a real llama_cpp.server on loopback (tiny GGUF), and
against small loopback HTTP servers that exist only to inject faults the real one never makes
(malformed JSON, a stall, an HTTP error, a body that is not a stream).

All traffic goes to 127.0.0.1.
"""

from __future__ import annotations

import http.server
import time

import pytest

pytest.importorskip("llama_cpp")
pytest.importorskip("uvicorn")

from runners.openai_http import OpenAIClient, parse_usage  # noqa: E402
from runners.prefix_ab.telemetry import metrics_snapshot, parse_prometheus  # noqa: E402
from runners.engines.llamacpp.servers import LlamaCppServer, free_port  # noqa: E402

MSGS = [{"role": "system", "content": "abc def"}, {"role": "user", "content": "ghi"}]


@pytest.fixture(scope="module")
def tiny_server(tiny_gguf, tmp_path_factory):
    log = tmp_path_factory.mktemp("srvlog") / "server.log"
    with LlamaCppServer(tiny_gguf, n_ctx=512, n_threads=1, log_path=log, startup_timeout_s=60) as srv:
        yield srv


# -- the real server -----------------------------------------------------------------------------
def test_stream_against_real_server_measures_ttft(tiny_server):
    assert tiny_server.base_url.startswith("http://127.0.0.1:")
    c = OpenAIClient(tiny_server.base_url, timeout_s=30)
    origin = time.monotonic()
    r = c.chat_stream(model="tiny", messages=MSGS, max_tokens=4, origin=origin)
    assert r.ok, r.error
    assert r.status == 200
    assert 0 <= r.start_s <= r.first_token_s <= r.end_s
    assert r.content_chunks >= 1 and r.text
    # llama_cpp.server 0.3.36 ignores stream_options: no usage in a stream, so no counts at all
    assert r.usage_reported is False
    assert (r.prompt_tokens, r.completion_tokens, r.cached_tokens) == (None, None, None)


def test_real_server_probes(tiny_server):
    c = OpenAIClient(tiny_server.base_url + "/v1")  # a /v1 root works too
    assert c.get("/v1/models").status == 200
    assert c.get("/v1/batches").status == 404
    assert c.get("/metrics").status == 404


def test_dead_server_is_a_failed_result_not_an_exception():
    c = OpenAIClient(f"http://127.0.0.1:{free_port()}", timeout_s=5, connect_timeout_s=2)
    r = c.chat_stream(model="x", messages=MSGS, max_tokens=2, origin=time.monotonic())
    assert r.ok is False and r.first_token_s is None and r.end_s is not None
    assert "refused" in r.error or "Connection" in r.error
    p = c.get("/v1/batches")
    assert p.status is None and p.error


def test_api_key_never_in_repr():
    c = OpenAIClient("http://127.0.0.1:1", api_key="sk-secret-123")
    assert "sk-secret-123" not in repr(c)
    assert c.headers()["Authorization"] == "Bearer sk-secret-123"


# -- fault injection: a fake is used ONLY to make faults the real server does not make -------------
class _Fault(http.server.BaseHTTPRequestHandler):
    mode = "malformed"

    def log_message(self, *a):  # quiet
        pass

    def do_GET(self):
        self.send_response(404)
        self.end_headers()

    def do_POST(self):
        n = int(self.headers.get("Content-Length", 0))
        self.rfile.read(n)
        mode = type(self).mode
        if mode == "http500":
            self.send_response(500)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(b'{"error": "boom"}')
            return
        if mode == "json-body":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(b'{"choices": [{"message": {"content": "hi"}}]}')
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        if mode == "malformed":
            self.wfile.write(b'data: {"choices": [{"delta": {"content": "a"}}]}\n\n')
            self.wfile.write(b"data: {this is not json\n\n")
        elif mode == "stall":
            self.wfile.write(b": ping\n\n")
            self.wfile.flush()
            time.sleep(3)
        elif mode == "no-done":
            self.wfile.write(b'data: {"choices": [{"delta": {"content": "a"}}]}\n\n')
        elif mode == "trickle":  # close-delimited (HTTP/1.0, no length): one event, a pause, the rest
            self.wfile.write(b'data: {"choices": [{"delta": {"content": "a"}}]}\n\n')
            self.wfile.flush()
            time.sleep(0.8)
            self.wfile.write(b'data: {"choices": [{"delta": {"content": "b"}}]}\n\ndata: [DONE]\n\n')
        elif mode == "usage":
            self.wfile.write(b'data: {"choices": [{"delta": {"role": "assistant"}}]}\n\n')
            self.wfile.write(b'data: {"choices": [{"delta": {"content": ""}}]}\n\n')
            self.wfile.write(b'data: {"choices": [{"delta": {"content": "x"}, "finish_reason": "length"}]}\n\n')
            self.wfile.write(b'data: {"choices": [], "usage": {"prompt_tokens": 700, "completion_tokens": 8, '
                             b'"prompt_tokens_details": {"cached_tokens": 683}}}\n\n')
            self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()


@pytest.fixture()
def fault_server(loopback_http):
    return lambda mode: loopback_http(type(f"Fault_{mode}", (_Fault,), {"mode": mode}))


@pytest.mark.parametrize(
    "mode, needle",
    [
        ("malformed", "malformed JSON"),
        ("http500", "HTTP 500"),
        ("json-body", "not an event stream"),
        ("no-done", "without data: [DONE]"),
    ],
)
def test_faults_are_failed_rows(fault_server, mode, needle):
    c = OpenAIClient(fault_server(mode), timeout_s=5)
    r = c.chat_stream(model="x", messages=MSGS, max_tokens=2, origin=time.monotonic())
    assert r.ok is False
    assert needle in r.error
    assert r.end_s is not None and r.end_s >= r.start_s


def test_stall_times_out(fault_server):
    c = OpenAIClient(fault_server("stall"), timeout_s=0.5)
    t = time.monotonic()
    r = c.chat_stream(model="x", messages=MSGS, max_tokens=2, origin=t)
    assert r.ok is False and "timed out" in r.error.lower()
    assert time.monotonic() - t < 3


def test_usage_and_first_content_chunk(fault_server):
    c = OpenAIClient(fault_server("usage"), timeout_s=5)
    r = c.chat_stream(model="x", messages=MSGS, max_tokens=2, origin=time.monotonic())
    assert r.ok, r.error
    assert r.content_chunks == 1 and r.text == "x"  # role-only and empty chunks are not the first token
    assert (r.prompt_tokens, r.completion_tokens, r.cached_tokens) == (700, 8, 683)
    assert r.finish_reason == "length"


def test_first_event_is_timed_when_it_arrives_not_when_the_stream_ends(fault_server):
    c = OpenAIClient(fault_server("trickle"), timeout_s=5)
    r = c.chat_stream(model="x", messages=MSGS, max_tokens=2, origin=time.monotonic())
    assert r.ok, r.error
    assert r.text == "ab" and r.content_chunks == 2
    assert r.first_token_s - r.start_s < 0.5  # the first event was read before the pause ended
    assert r.end_s - r.start_s >= 0.8


def test_no_retries(loopback_http):
    hits = []

    class Counting(_Fault):
        mode = "http500"

        def do_POST(self):
            hits.append(1)
            super().do_POST()

    with OpenAIClient(loopback_http(Counting), timeout_s=5) as c:
        r = c.chat_stream(model="x", messages=MSGS, max_tokens=2, origin=time.monotonic())
    assert r.ok is False and r.status == 500 and "boom" in r.error
    assert len(hits) == 1  # a measurement client sends each request once


# -- pure helpers ---------------------------------------------------------------------------------
def test_parse_usage_null_is_not_zero():
    assert parse_usage({"prompt_tokens": 5, "completion_tokens": 2}) == (5, 2, None)
    assert parse_usage({"prompt_tokens": 5, "completion_tokens": 2, "prompt_tokens_details": {"cached_tokens": 0}}) == (5, 2, 0)
    assert parse_usage({"prompt_tokens": True}) == (None, None, None)
    assert parse_usage(None) == (None, None, None)


def test_metrics_normalisation():
    text = "\n".join([
        "# HELP vllm:prefix_cache_queries_total Prefix cache queries",
        '# TYPE vllm:prefix_cache_queries_total counter',
        'vllm:prefix_cache_queries_total{engine="0",model_name="m"} 1200.0',
        'vllm:prefix_cache_queries_total{engine="1",model_name="m"} 300.0',
        'vllm:prefix_cache_hits_total{engine="0",model_name="m"} 640.0',
        'vllm:num_preemptions_total{model_name="m"} 0.0',
        'vllm:e2e_request_latency_seconds_bucket{le="1.0"} 3.0',
        "garbage line here",
    ])
    assert len(parse_prometheus(text)) == 5
    snap = metrics_snapshot(text)
    assert snap["prefix_cache_queries"] == 1500 and snap["prefix_cache_hits"] == 640
    assert 'vllm:prefix_cache_hits_total{engine="0",model_name="m"}' in snap["raw"]
    assert not any("latency" in k for k in snap["raw"])
    # llama.cpp's server: counters but no prefix-cache hit counter -> None, not 0
    snap = metrics_snapshot("llamacpp:prompt_tokens_total 812\nllamacpp:tokens_predicted_total 96\n")
    assert snap["prefix_cache_queries"] is None and snap["prefix_cache_hits"] is None
    assert snap["raw"]["llamacpp:prompt_tokens_total"] == 812


def test_stream_benchmark_counts_every_event():
    """benchmarks/stream_client.py at a tiny size: each reader sees every event of the loopback
    server's close-delimited and chunked streams (the figures themselves are the benchmark's, not
    asserted)."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    script = Path(__file__).resolve().parents[2] / "benchmarks" / "stream_client.py"
    r = subprocess.run([sys.executable, str(script), "--chunks", "50", "--requests", "2", "--baseline-requests", "1",
                        "--workers", "3", "--per-worker", "2", "--json"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    runs = json.loads(r.stdout)["runs"]
    assert [f["framing"] for f in runs] == ["close", "chunked"]
    for fig in runs:
        assert fig["new_chunks"] == 100 and fig["httpx_chunks"] == 100 and fig["baseline_chunks"] == 50
        assert fig["workers_chunks"] == 300


# -- the line splitter under any fragmentation ------------------------------------------------------
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from hypothesis_profiles import examples


class _Fragments:
    """Stands in for http.client's response ONLY to hand the reader the same stream cut at
    arbitrary byte boundaries (what TCP may do; loopback cannot be made to on demand)."""

    def __init__(self, data: bytes, cuts: list[int]):
        edges = [0, *sorted({c for c in cuts if 0 < c < len(data)}), len(data)]
        self.parts = [data[a:b] for a, b in zip(edges, edges[1:])]

    def read1(self, n: int) -> bytes:
        return self.parts.pop(0) if self.parts else b""


@settings(max_examples=examples(150), deadline=None)
@given(words=st.lists(st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=6), min_size=1,
                      max_size=8),
       crlf=st.booleans(), cuts=st.lists(st.integers(0, 4000), max_size=30))
def test_events_survive_any_fragmentation(words, crlf, cuts):
    import json as _json

    from runners.openai_http import RequestResult

    nl = b"\r\n" if crlf else b"\n"
    ev = [b": ping" + nl + nl, b'data: {"choices": [{"delta": {"role": "assistant"}}]}' + nl + nl]
    ev += [b"data: " + _json.dumps({"choices": [{"delta": {"content": w}}]}).encode() + nl + nl for w in words]
    ev += [b'data: {"choices": [], "usage": {"prompt_tokens": 3, "completion_tokens": 2}}' + nl + nl,
           b"data: [DONE]" + nl + nl]
    data = b"".join(ev)
    c = OpenAIClient("http://127.0.0.1:1", timeout_s=60)
    res = RequestResult(start_s=0.0)
    r = c._read_stream(_Fragments(data, cuts), res, deadline=float("inf"), clock=time.monotonic, origin=0.0)
    assert r.ok, r.error
    assert r.text == "".join(words) and r.content_chunks == len(words)
    assert (r.prompt_tokens, r.completion_tokens) == (3, 2)
