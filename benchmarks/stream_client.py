"""Benchmark: CPU cost per server-sent event of the streaming client, against a loopback server
that sends as fast as it can, in one run:

  new client     runners.openai_http.OpenAIClient.chat_stream (httpx, iter_lines)
  baseline       the byte-at-a-time reader it replaced (requests, iter_lines(chunk_size=1)),
                 kept below as it was
  8 workers      eight threads streaming through one OpenAIClient at once: aggregate
                 content events per second (the GIL is the client's own: the server is a
                 separate process)

The server (a small asyncio program started as a subprocess on 127.0.0.1) answers every
POST /v1/chat/completions with a close-delimited event stream of --chunks content events, a
usage event and ``data: [DONE]``, written in one go. CPU per event = the client process's CPU
time (``time.process_time``) over the events it parsed.

Targets (issue 12): new client <= 30 us per event; 8 workers >= 20,000 events/s.

    python benchmarks/stream_client.py [--chunks 2000] [--requests 6] [--workers 8]
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import textwrap
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import uptime  # noqa: E402

SERVER = textwrap.dedent(r'''
    import asyncio, json, sys

    def body(n):
        ev = json.dumps({"id": "bench", "object": "chat.completion.chunk", "model": "bench",
                         "choices": [{"index": 0, "delta": {"content": "tok"}, "finish_reason": None}]})
        last = json.dumps({"id": "bench", "object": "chat.completion.chunk", "model": "bench", "choices": [],
                           "usage": {"prompt_tokens": 10, "completion_tokens": n,
                                     "prompt_tokens_details": {"cached_tokens": 0}}})
        return (b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"
                + f"data: {ev}\n\n".encode() * n + f"data: {last}\n\ndata: [DONE]\n\n".encode())

    async def handle(reader, writer, payload):
        try:
            head = await reader.readuntil(b"\r\n\r\n")
            n = 0
            for line in head.split(b"\r\n"):
                if line.lower().startswith(b"content-length:"):
                    n = int(line.split(b":", 1)[1])
            await reader.readexactly(n)
            writer.write(payload)
            await writer.drain()
        finally:
            writer.close()

    async def main(port, n):
        payload = body(n)
        srv = await asyncio.start_server(lambda r, w: handle(r, w, payload), "127.0.0.1", port, backlog=256)
        print("ready", flush=True)
        async with srv:
            await srv.serve_forever()

    asyncio.run(main(int(sys.argv[1]), int(sys.argv[2])))
''')

MSGS = [{"role": "user", "content": "go"}]


EVENT = ('data: {"id": "bench", "object": "chat.completion.chunk", "model": "bench", '
         '"choices": [{"index": 0, "delta": {"content": "tok"}, "finish_reason": null}]}\n\n')  # what SERVER sends


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# -- the reader runners/openai_http.py used before (requests, one byte per read), kept as the baseline
def baseline_stream(url: str, n_expected: int) -> int:
    import requests

    body = {"model": "bench", "messages": MSGS, "max_tokens": n_expected, "stream": True,
            "stream_options": {"include_usage": True}}
    chunks = 0
    with requests.post(url + "/v1/chat/completions", json=body, stream=True, timeout=(10, 60)) as resp:
        for raw in resp.iter_lines(chunk_size=1, decode_unicode=False):
            now = time.monotonic()  # noqa: F841 - the old loop read the clock per line
            if not raw:
                continue
            line = raw.decode("utf-8", errors="replace")
            if line.startswith(":") or not line.startswith("data:"):
                continue
            data = line[len("data:"):].strip()
            if data == "[DONE]":
                break
            chunk = json.loads(data)
            for choice in chunk.get("choices") or []:
                delta = choice.get("delta") or {}
                content = delta.get("content") if isinstance(delta, dict) else None
                if isinstance(content, str) and content:
                    chunks += 1
    return chunks


def new_stream(client, n_expected: int) -> int:
    r = client.chat_stream(model="bench", messages=MSGS, max_tokens=n_expected, origin=time.monotonic())
    if not r.ok:
        sys.exit(f"stream failed: {r.error}")
    return r.content_chunks


def cpu_per_chunk(fn, requests_n: int) -> tuple[float, int, float]:
    fn()  # warm-up (imports, first connection)
    c0, t0 = time.process_time(), time.perf_counter()
    chunks = sum(fn() for _ in range(requests_n))
    cpu, wall = time.process_time() - c0, time.perf_counter() - t0
    return cpu / chunks * 1e6, chunks, chunks / wall


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--chunks", type=int, default=2000, help="content events per response")
    ap.add_argument("--requests", type=int, default=6, help="requests per single-worker measurement")
    ap.add_argument("--baseline-requests", type=int, default=2, help="requests for the (slow) baseline")
    ap.add_argument("--workers", type=int, default=8)
    ap.add_argument("--per-worker", type=int, default=4, help="requests per worker in the concurrent run")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    a = ap.parse_args()

    from runners.openai_http import OpenAIClient

    port = free_port()
    srv = subprocess.Popen([sys.executable, "-c", SERVER, str(port), str(a.chunks)], stdout=subprocess.PIPE,
                           env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
    try:
        if srv.stdout.readline().strip() != b"ready":
            sys.exit("loopback server did not start")
        url = f"http://127.0.0.1:{port}"
        before = uptime()
        with OpenAIClient(url, timeout_s=60) as client:
            new_us, new_n, new_rate = cpu_per_chunk(lambda: new_stream(client, a.chunks), a.requests)
            base_us, base_n, base_rate = cpu_per_chunk(lambda: baseline_stream(url, a.chunks), a.baseline_requests)
            jobs = a.workers * a.per_worker
            c0, t0 = time.process_time(), time.perf_counter()
            with ThreadPoolExecutor(a.workers) as ex:
                total = sum(ex.map(lambda _: new_stream(client, a.chunks), range(jobs)))
            wall, cpu = time.perf_counter() - t0, time.process_time() - c0
        after = uptime()
    finally:
        srv.terminate()
        srv.wait(10)
    figures = {
        "chunks_per_response": a.chunks, "event_bytes": len(EVENT),
        "new_us_per_chunk": round(new_us, 2), "new_chunks": new_n, "new_chunks_per_s_one_worker": round(new_rate),
        "baseline_us_per_chunk": round(base_us, 2), "baseline_chunks": base_n,
        "baseline_chunks_per_s_one_worker": round(base_rate),
        "speedup_cpu_per_chunk": round(base_us / new_us, 2),
        "workers": a.workers, "workers_chunks": total, "workers_wall_s": round(wall, 3),
        "workers_chunks_per_s": round(total / wall), "workers_us_cpu_per_chunk": round(cpu / total * 1e6, 2),
        "load_before": before, "load_after": after,
    }
    if a.json:
        print(json.dumps(figures, indent=2))
    else:
        print(f"load before: {before}")
        print(f"{a.chunks} content events of {len(EVENT)} bytes per response")
        print(f"new client (httpx iter_lines):   {new_us:8.2f} us CPU per event  ({new_n} events, "
              f"{new_rate:,.0f} events/s on one worker)")
        print(f"baseline (byte at a time):        {base_us:8.2f} us CPU per event  ({base_n} events, "
              f"{base_rate:,.0f} events/s on one worker)")
        print(f"ratio baseline/new:               {base_us / new_us:8.2f}x")
        print(f"{a.workers} workers, one client:          {total / wall:8,.0f} events/s  ({total} events in {wall:.2f} s, "
              f"{cpu / total * 1e6:.2f} us CPU per event)")
        print(f"load after: {after}")
        ok = new_us <= 30 and total / wall >= 20000
        print(f"targets (<= 30 us per event, >= 20,000 events/s with {a.workers} workers): {'met' if ok else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
