"""Benchmark: CPU cost per server-sent event of the streaming client, against a loopback server
that sends as fast as it can, in one run, for each framing of the stream:

  new client     runners.openai_http.OpenAIClient.chat_stream (http.client read1, own line split)
  httpx          httpx iter_lines with the same event handling (a reader considered for it, kept
                 below for comparison)
  baseline       the byte-at-a-time reader it replaced (requests, iter_lines(chunk_size=1)),
                 kept below as it was
  8 workers      eight threads streaming through one OpenAIClient at once: aggregate
                 content events per second (the GIL is the client's own: the server is a
                 separate process)

The server (a small asyncio program started as a subprocess on 127.0.0.1) answers every
POST /v1/chat/completions with --chunks content events, a usage event and ``data: [DONE]``,
written in one go, framed either ``close`` (a close-delimited body) or ``chunked`` (one HTTP
chunk per event, as uvicorn frames vLLM's streams). CPU per event = the client process's CPU
time (``time.process_time``) over the events it parsed.

Targets (issue 12): new client <= 30 us per event; 8 workers >= 20,000 events/s.

    python benchmarks/stream_client.py [--chunks 2000] [--requests 6] [--workers 8] [--framing close chunked]
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

    def body(n, framing):
        ev = json.dumps({"id": "bench", "object": "chat.completion.chunk", "model": "bench",
                         "choices": [{"index": 0, "delta": {"content": "tok"}, "finish_reason": None}]})
        last = json.dumps({"id": "bench", "object": "chat.completion.chunk", "model": "bench", "choices": [],
                           "usage": {"prompt_tokens": 10, "completion_tokens": n,
                                     "prompt_tokens_details": {"cached_tokens": 0}}})
        events = [f"data: {ev}\n\n".encode()] * n + [f"data: {last}\n\n".encode(), b"data: [DONE]\n\n"]
        if framing == "close":  # close-delimited: no length, the end of the stream is the end of the body
            return (b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"
                    + b"".join(events))
        # chunked, one HTTP chunk per event (how uvicorn, and so vLLM's server, frames a stream)
        return (b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n"
                b"Connection: close\r\n\r\n"
                + b"".join(b"%x\r\n%s\r\n" % (len(e), e) for e in events) + b"0\r\n\r\n")

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

    async def main(port, n, framing):
        payload = body(n, framing)
        srv = await asyncio.start_server(lambda r, w: handle(r, w, payload), "127.0.0.1", port, backlog=256)
        print("ready", flush=True)
        async with srv:
            await srv.serve_forever()

    asyncio.run(main(int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]))
''')

MSGS = [{"role": "user", "content": "go"}]


EVENT = ('data: {"id": "bench", "object": "chat.completion.chunk", "model": "bench", '
         '"choices": [{"index": 0, "delta": {"content": "tok"}, "finish_reason": null}]}\n\n')  # what SERVER sends


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# -- the baseline reader: requests, one byte per read, the clock read per line
def baseline_stream(url: str, n_expected: int) -> int:
    import requests

    body = {"model": "bench", "messages": MSGS, "max_tokens": n_expected, "stream": True,
            "stream_options": {"include_usage": True}}
    chunks = 0
    with requests.post(url + "/v1/chat/completions", json=body, stream=True, timeout=(10, 60)) as resp:
        for raw in resp.iter_lines(chunk_size=1, decode_unicode=False):
            now = time.monotonic()  # noqa: F841 - the baseline reads the clock per line
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


# -- httpx iter_lines with the client's event handling (for comparison; not used by the client)
def httpx_stream(http, url: str, n_expected: int) -> int:
    body = {"model": "bench", "messages": MSGS, "max_tokens": n_expected, "stream": True,
            "stream_options": {"include_usage": True}}
    chunks = 0
    with http.stream("POST", url + "/v1/chat/completions", json=body, headers={"Accept-Encoding": "identity"}) as resp:
        for line in resp.iter_lines():
            now = time.monotonic()  # noqa: F841 - each line is timed
            if not line.startswith("data:"):
                continue
            data = line[5:].strip()
            if data == "[DONE]":
                break
            chunk = json.loads(data)
            for choice in chunk.get("choices") or ():
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


def measure(framing: str, a: argparse.Namespace) -> dict:
    import httpx

    from runners.openai_http import OpenAIClient

    port = free_port()
    srv = subprocess.Popen([sys.executable, "-c", SERVER, str(port), str(a.chunks), framing], stdout=subprocess.PIPE,
                           env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
    try:
        if srv.stdout.readline().strip() != b"ready":
            sys.exit("loopback server did not start")
        url = f"http://127.0.0.1:{port}"
        with OpenAIClient(url, timeout_s=60) as client, \
                httpx.Client(limits=httpx.Limits(max_keepalive_connections=0), timeout=60) as http:
            new_us, new_n, new_rate = cpu_per_chunk(lambda: new_stream(client, a.chunks), a.requests)
            hx_us, hx_n, _ = cpu_per_chunk(lambda: httpx_stream(http, url, a.chunks), a.requests)
            base_us, base_n, base_rate = cpu_per_chunk(lambda: baseline_stream(url, a.chunks), a.baseline_requests)
            jobs = a.workers * a.per_worker
            c0, t0 = time.process_time(), time.perf_counter()
            with ThreadPoolExecutor(a.workers) as ex:
                total = sum(ex.map(lambda _: new_stream(client, a.chunks), range(jobs)))
            wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    finally:
        srv.terminate()
        srv.wait(10)
    return {
        "framing": framing, "chunks_per_response": a.chunks, "event_bytes": len(EVENT),
        "new_us_per_chunk": round(new_us, 2), "new_chunks": new_n, "new_chunks_per_s_one_worker": round(new_rate),
        "httpx_us_per_chunk": round(hx_us, 2), "httpx_chunks": hx_n,
        "baseline_us_per_chunk": round(base_us, 2), "baseline_chunks": base_n,
        "baseline_chunks_per_s_one_worker": round(base_rate),
        "speedup_cpu_per_chunk": round(base_us / new_us, 2),
        "workers": a.workers, "workers_chunks": total, "workers_wall_s": round(wall, 3),
        "workers_chunks_per_s": round(total / wall), "workers_us_cpu_per_chunk": round(cpu / total * 1e6, 2),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--chunks", type=int, default=2000, help="content events per response")
    ap.add_argument("--requests", type=int, default=6, help="requests per single-worker measurement")
    ap.add_argument("--baseline-requests", type=int, default=2, help="requests for the (slow) baseline")
    ap.add_argument("--workers", type=int, default=8)
    ap.add_argument("--per-worker", type=int, default=4, help="requests per worker in the concurrent run")
    ap.add_argument("--framing", nargs="+", choices=["close", "chunked"], default=["close", "chunked"],
                    help="close-delimited body, and/or one HTTP chunk per event (as vLLM's uvicorn server sends)")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    a = ap.parse_args()

    before = uptime()
    runs = [measure(f, a) for f in a.framing]
    after = uptime()
    if a.json:
        print(json.dumps({"runs": runs, "load_before": before, "load_after": after}, indent=2))
        return 0
    print(f"load before: {before}")
    ok = True
    for r in runs:
        print(f"-- {r['framing']} framing: {r['chunks_per_response']} content events of {r['event_bytes']} bytes per response")
        print(f"new client (http.client read1):   {r['new_us_per_chunk']:8.2f} us CPU per event  ({r['new_chunks']} events, "
              f"{r['new_chunks_per_s_one_worker']:,} events/s on one worker)")
        print(f"httpx iter_lines (comparison):    {r['httpx_us_per_chunk']:8.2f} us CPU per event  ({r['httpx_chunks']} events)")
        print(f"baseline (byte at a time):        {r['baseline_us_per_chunk']:8.2f} us CPU per event  ({r['baseline_chunks']} "
              f"events, {r['baseline_chunks_per_s_one_worker']:,} events/s on one worker)")
        print(f"ratio baseline/new:               {r['speedup_cpu_per_chunk']:8.2f}x")
        print(f"{r['workers']} workers, one client:          {r['workers_chunks_per_s']:8,} events/s  ({r['workers_chunks']} events "
              f"in {r['workers_wall_s']:.2f} s, {r['workers_us_cpu_per_chunk']:.2f} us CPU per event)")
        ok = ok and r["new_us_per_chunk"] <= 30 and r["workers_chunks_per_s"] >= 20000
    print(f"load after: {after}")
    print(f"targets (<= 30 us per event, >= 20,000 events/s with {a.workers} workers): {'met' if ok else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
