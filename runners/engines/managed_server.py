"""One lifecycle for every server a runner starts: bind, spawn, readiness, stop.

A runner records answers only from the process it started. ``ManagedServer`` makes that hold by
construction, not by luck:

* **the runner binds first.** It creates the listening socket itself (127.0.0.1, port 0 unless
  a port is asked for; no ``SO_REUSEADDR``/``SO_REUSEPORT``), and hands that socket to the server
  process (``pass_fds``); the server accepts on it and never binds a port of its own. The runner
  keeps its copy open until ``stop()``, so while the run lasts no other process can bind that
  port, on any local address, with or without ``SO_REUSEPORT``: the kernel refuses. A port that
  is already taken is refused at once (``server-port``), before anything is started or asked.
* **the port is announced only after it is held.** ``base_url`` names the socket the runner
  holds; there is no window between choosing a port and binding it for another process to win.
* **readiness is asked on that socket**, with the project's own HTTP client
  (``runners.openai_http``), and only while the started process is alive.
* ``stop()`` sends SIGTERM to the server's process group (the server and any helper it
  spawned, e.g. vLLM's engine core), SIGKILL after ``stop_timeout_s``, waits until no process
  of the group is left, then closes the runner's socket. On Linux the server also gets SIGTERM
  if the runner dies without stopping it (``PR_SET_PDEATHSIG``).

Subclasses give ``command()`` (which must make the server serve on the inherited descriptor
``self.listen_fd``), ``env()``, ``ready_path`` and ``_check_installed()``.
"""

from __future__ import annotations

import errno
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from claimcheck.errors import BackendUnavailable, UsageError

__all__ = ["ManagedServer", "LOOPBACK", "LISTEN_FD_ENV", "listening_socket"]

LOOPBACK = "127.0.0.1"
#: environment variable naming the inherited listening descriptor, for servers without a flag for it
LISTEN_FD_ENV = "CLAIMCHECK_LISTEN_FD"


def listening_socket(host: str = LOOPBACK, port: int | None = None, *, backlog: int = 128) -> socket.socket:
    """A TCP socket bound to ``host:port`` (0: the kernel picks) and listening, without address or
    port reuse, so that no other socket can share its port while it is open."""
    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.bind((host, int(port or 0)))
        sock.listen(backlog)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise BackendUnavailable(f"port {port} on {host} is already in use by another process; the runner "
                                     "binds its server's port itself and never talks to a server it did not start "
                                     "(choose another port, or none)", rule="server-port") from None
        raise BackendUnavailable(f"cannot listen on {host}:{port or 0}: {exc.strerror}", rule="server-port") from None
    return sock


class ManagedServer:
    """A server subprocess serving on a socket the runner bound; a context manager.

    ``settings`` (a dict) is what was asked of the server, for the witness. ``log_path``
    receives the server's stdout and stderr. ``stop()`` ends it (SIGTERM, then SIGKILL after
    ``stop_timeout_s``); ``kill()`` sends SIGKILL at once (fault injection in tests).
    """

    #: what the server is called in messages
    name = "server"
    #: GET this path; 200 means ready
    ready_path = "/v1/models"
    poll_interval_s = 0.1

    def __init__(self, *, port: int | None = None, log_path: str | Path | None = None,
                 startup_timeout_s: float = 120.0, stop_timeout_s: float = 10.0):
        self.host = LOOPBACK
        self.port = port
        self.log_path = Path(log_path) if log_path else None
        self.startup_timeout_s = startup_timeout_s
        self.stop_timeout_s = stop_timeout_s
        self.settings: dict[str, Any] = {}
        self.proc: subprocess.Popen | None = None
        self.listen_fd: int | None = None
        self._sock: socket.socket | None = None
        self._log_fh = None
        self.startup_s: float | None = None
        self.returncode: int | None = None

    # -- what a subclass gives -----------------------------------------------------------------
    def command(self) -> list[str]:
        raise NotImplementedError

    def env(self) -> dict[str, str]:
        return dict(os.environ)

    def _check_installed(self) -> None:
        """Raise ``BackendUnavailable`` when the server cannot be run here."""

    def _after_start(self) -> None:
        """Read what the started server reports (its log) into ``settings``."""

    # -- lifecycle -------------------------------------------------------------------------------
    @property
    def base_url(self) -> str:
        if self.port is None:
            raise UsageError("server not started", rule="not-started")
        return f"http://{self.host}:{self.port}"

    def start(self) -> ManagedServer:
        self._check_installed()
        if self.proc is not None:
            raise UsageError("server already started", rule="started")
        self._sock = listening_socket(self.host, self.port)
        self.port = self._sock.getsockname()[1]
        self.listen_fd = self._sock.fileno()
        try:
            if self.log_path:
                self.log_path.parent.mkdir(parents=True, exist_ok=True)
                self._log_fh = open(self.log_path, "ab")
            out = self._log_fh if self._log_fh is not None else subprocess.DEVNULL
            t0 = time.monotonic()
            self.proc = subprocess.Popen(
                self.command(), stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=self.env(),
                start_new_session=True, preexec_fn=_die_with_parent, pass_fds=(self.listen_fd,),
            )
            self._wait_ready(t0)
        except BaseException:
            self.stop()
            raise
        self.startup_s = time.monotonic() - t0
        self._after_start()
        return self

    def _wait_ready(self, t0: float) -> None:
        from runners.openai_http import OpenAIClient

        client = OpenAIClient(self.base_url, connect_timeout_s=2.0)
        assert self.proc is not None
        while True:
            rc = self.proc.poll()
            if rc is not None:
                raise BackendUnavailable(f"{self.name} exited with {rc} before it was ready" + self._log_tail(),
                                         rule="server-start")
            if time.monotonic() - t0 > self.startup_timeout_s:
                raise BackendUnavailable(f"{self.name} not ready after {self.startup_timeout_s:g} s" + self._log_tail(),
                                         rule="server-start")
            if client.get(self.ready_path, timeout_s=2.0, max_body=1 << 16).status == 200:
                return
            time.sleep(self.poll_interval_s)

    def _log_text(self) -> str:
        if not self.log_path or not self.log_path.exists():
            return ""
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""

    def _log_tail(self) -> str:
        lines = [ln for ln in self._log_text().splitlines() if ln.strip()]
        if not lines:
            return f" (log: {self.log_path})" if self.log_path else ""
        return f" (log {self.log_path}: {lines[-1].strip()[:300]})"

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def kill(self) -> None:
        """SIGKILL the server's whole process group now (fault injection); ``stop()`` still cleans up."""
        if self.proc is not None and self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.proc.wait(timeout=self.stop_timeout_s)

    def stop(self) -> int | None:
        """SIGTERM the process group, SIGKILL after ``stop_timeout_s``; returns the server's exit
        status (negative: a signal) once no process of its group is left."""
        proc = self.proc
        if proc is not None:
            pgid = proc.pid
            if proc.poll() is None:
                try:
                    os.killpg(pgid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
                try:
                    proc.wait(timeout=self.stop_timeout_s)
                except subprocess.TimeoutExpired:
                    try:
                        os.killpg(pgid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
                    proc.wait(timeout=self.stop_timeout_s)
            # a helper of the server (vLLM's engine core) may outlive it by a moment: the group goes too
            try:
                os.killpg(pgid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            deadline = time.monotonic() + self.stop_timeout_s
            while time.monotonic() < deadline:
                try:
                    os.killpg(pgid, 0)
                except (ProcessLookupError, PermissionError):
                    break
                time.sleep(0.05)
            self.returncode = proc.returncode
            self.proc = None
        if self._log_fh is not None:
            self._log_fh.close()
            self._log_fh = None
        if self._sock is not None:
            self._sock.close()
            self._sock = None
            self.listen_fd = None
        return self.returncode

    def __enter__(self) -> ManagedServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def _die_with_parent() -> None:  # pragma: no cover - runs in the child between fork and exec
    """Linux: SIGTERM the server if the runner dies without stopping it (no orphaned servers)."""
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
        except Exception:
            pass
