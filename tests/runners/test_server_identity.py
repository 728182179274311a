"""A runner records answers only from the server process it started.

A squatter is a real HTTP server (in this test process, on 127.0.0.1) that answers every
readiness probe with 200 and every chat request with a canned answer, and counts what it is
asked. It binds first. Whatever port the runner is told to use or would have chosen, the
squatter must never be asked anything, and the answers must come from the started process.
"""

from __future__ import annotations

import json
import socket
import time
from http.server import BaseHTTPRequestHandler

import pytest

from claimcheck.errors import BackendUnavailable
from runners.engines import managed_server
from runners.engines.llamacpp import servers as server_mod
from runners.openai_http import OpenAIClient


class _Squatter:
    def __init__(self, loopback_http) -> None:
        self.requests: list[str] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *a):  # quiet
                pass

            def _answer(self) -> None:
                outer.requests.append(f"{self.command} {self.path}")
                n = int(self.headers.get("Content-Length") or 0)
                if n:
                    self.rfile.read(n)
                body = json.dumps({"object": "list", "data": [{"id": "squatter"}], "model": "squatter",
                                   "choices": [{"index": 0, "message": {"role": "assistant", "content": "FORGED"},
                                                "finish_reason": "stop"}]}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_GET = do_POST = _answer

        self.port = int(loopback_http(Handler).rsplit(":", 1)[1])


@pytest.fixture
def squatter(loopback_http):
    return _Squatter(loopback_http)


KINDS = ["claimcheck", "llama-cpp-python"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_port_held_by_another_process_is_refused_before_anything_is_asked(kind, squatter, tiny_gguf, tmp_path):
    srv = server_mod.embedded_server(kind, tiny_gguf, port=squatter.port, log_path=tmp_path / "s.log",
                                     startup_timeout_s=60)
    with pytest.raises(BackendUnavailable, match="already in use") as err:
        srv.start()
    assert err.value.rule == "server-port"
    assert squatter.requests == [] and srv.proc is None


def _answers_itself_on_a_port_it_holds(srv, squatter) -> None:
    """``srv`` (started) answers a chat on its own port, the squatter's canned answer never comes
    back, and while it runs nobody else can bind that port, even asking for port reuse."""
    assert srv.port != squatter.port
    res = OpenAIClient(srv.base_url).chat_stream(model=srv.model_alias, messages=[{"role": "user", "content": "hi"}],
                                                 max_tokens=2, origin=time.monotonic())
    assert res.error is None, res.error
    assert "FORGED" not in (res.text or "")
    thief = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    thief.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    thief.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    with pytest.raises(OSError):
        thief.bind(("127.0.0.1", srv.port))
    thief.close()


@pytest.mark.parametrize("kind", KINDS)
def test_a_server_started_beside_a_squatter_answers_itself(kind, squatter, tiny_gguf, tmp_path):
    # no port asked for: the runner binds one itself (ManagedServer), so no port is chosen
    # first and bound later, and a squatter listening on loopback cannot win that race
    with server_mod.embedded_server(kind, tiny_gguf, log_path=tmp_path / "s.log", startup_timeout_s=120) as srv:
        _answers_itself_on_a_port_it_holds(srv, squatter)
    assert squatter.requests == []


def test_the_runner_holds_its_port_until_stop(tmp_path):
    sock = managed_server.listening_socket()
    port = sock.getsockname()[1]
    other = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    other.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    with pytest.raises(OSError):
        other.bind(("0.0.0.0", port))
    other.close()
    sock.close()
    with pytest.raises(BackendUnavailable, match="already in use"):
        held = managed_server.listening_socket()
        try:
            managed_server.listening_socket(port=held.getsockname()[1])
        finally:
            held.close()


def test_a_server_that_dies_before_ready_is_an_error_not_a_hang(tmp_path):
    class Dies(managed_server.ManagedServer):
        name = "dies"

        def command(self):
            import sys

            return [sys.executable, "-c", "import sys; print('bye'); sys.exit(3)"]

    srv = Dies(log_path=tmp_path / "d.log", startup_timeout_s=30)
    with pytest.raises(BackendUnavailable, match="exited with 3") as err:
        srv.start()
    assert "bye" in str(err.value)
    assert srv.proc is None and srv._sock is None


@pytest.mark.vllm
def test_vllm_serves_on_the_runners_socket_and_a_squatter_is_never_asked(squatter, smollm2_path, tmp_path):
    from runners.engines.vllm import server as vllm_server
    from runners.engines.vllm.prepare import prepare_model

    pm = prepare_model(smollm2_path)
    # a port held by another process: refused before vLLM is started
    with pytest.raises(BackendUnavailable, match="already in use"):
        vllm_server.VllmServer(pm.path, port=squatter.port, log_path=tmp_path / "held.log").start()
    assert not (tmp_path / "held.log").exists() or "vllm" not in (tmp_path / "held.log").read_text().lower()
    # no port asked for: vLLM serves on the socket the runner bound
    log = tmp_path / "vllm.log"
    with vllm_server.VllmServer(pm.path, enforce_eager=True, log_path=log, startup_timeout_s=600) as srv:
        _answers_itself_on_a_port_it_holds(srv, squatter)
    assert squatter.requests == []
