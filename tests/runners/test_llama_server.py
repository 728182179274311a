"""runners.llama_server: a real server process on 127.0.0.1 with the tiny GGUF.

cached_tokens is measured from engine state (the KV position of the request's first decode) and
must equal llama-cpp-python's own prefix rule; counters must equal the sum of what usage said.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import threading
import time

import pytest

pytest.importorskip("llama_cpp")
requests = pytest.importorskip("requests")

from runners.engines.llamacpp.llama_server import is_loopback, rule_cached_tokens  # noqa: E402
from runners.engines.llamacpp.servers import ClaimcheckLlamaServer, embedded_server  # noqa: E402

N_CTX = 512


@pytest.fixture(scope="module")
def srv(tiny_llama_server):
    return tiny_llama_server(n_ctx=N_CTX)


@pytest.fixture(scope="module")
def vocab(tiny_gguf):
    from llama_cpp import Llama

    return Llama(model_path=str(tiny_gguf), vocab_only=True, verbose=False)


def tokens(vocab, text: str) -> list[int]:
    return list(vocab.tokenize(text.encode(), add_bos=True, special=True))


def lcp(a: list[int], b: list[int]) -> int:
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


def post(srv, path: str, body, **kw):
    return requests.post(srv.base_url + path, json=body, timeout=30, **kw)


def complete(srv, prompt: str, max_tokens: int = 4) -> dict:
    r = post(srv, "/v1/completions", {"model": "tiny", "prompt": prompt, "max_tokens": max_tokens, "temperature": 0})
    assert r.status_code == 200, r.text
    return r.json()


def chat_body(system: str, user: str, **kw) -> dict:
    return {"model": "tiny", "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
            "max_tokens": 4, "temperature": 0, **kw}


def reset(srv) -> dict:
    r = post(srv, "/reset_prefix_cache", None)
    assert r.status_code == 200
    return r.json()


def metrics(srv) -> dict[str, float]:
    from runners.prefix_ab.telemetry import metrics_snapshot

    r = requests.get(srv.base_url + "/metrics", timeout=10)
    assert r.status_code == 200 and r.headers["Content-Type"].startswith("text/plain")
    return metrics_snapshot(r.text)


def sse(resp) -> list:
    out = []
    for raw in resp.iter_lines():
        if raw.startswith(b"data: "):
            data = raw[6:].decode()
            out.append(data if data == "[DONE]" else json.loads(data))
    return out


# -- the prefix rule, as Llama.generate (0.3.36) applies it ---------------------------------------
def test_rule_matches_llama_generate_cases():
    assert rule_cached_tokens([], [1, 2, 3], False) == 0  # nothing resident
    assert rule_cached_tokens([1, 2, 3, 9], [1, 2, 4, 5], False) == 2  # diverges inside the prompt
    assert rule_cached_tokens([1, 2, 3, 9], [1, 2, 3], False) == 2  # whole prompt matched: re-decode one
    assert rule_cached_tokens([1, 2, 3], [1, 2, 3], False) == 3  # exact, live logits: decode nothing
    assert rule_cached_tokens([1, 2, 3], [1, 2, 3], True) == 2  # exact, logits stale: re-decode one
    assert rule_cached_tokens([7, 2, 3], [1, 2, 3], False) == 0
    assert rule_cached_tokens([1], [1], True) == 0  # reuse 0: full reset


# -- cached_tokens from engine state --------------------------------------------------------------
def test_cold_then_shared_prefix_then_reset(srv, vocab):
    reset(srv)
    a = "The shared base text: alpha beta gamma delta epsilon zeta eta theta. Question one?"
    b = "The shared base text: alpha beta gamma delta epsilon zeta eta theta. Another question!"
    ra = complete(srv, a)
    assert ra["usage"]["prompt_tokens"] == len(tokens(vocab, a))
    assert ra["usage"]["prompt_tokens_details"]["cached_tokens"] == 0  # cold
    rb = complete(srv, b)
    expected = lcp(tokens(vocab, a), tokens(vocab, b))
    assert 10 < expected < len(tokens(vocab, b))
    assert rb["usage"]["prompt_tokens_details"]["cached_tokens"] == expected
    assert rb["x_claimcheck"]["rule_cached_tokens"] == expected
    assert rb["x_claimcheck"]["cached_tokens_source"].startswith("measured")
    assert rb["x_claimcheck"]["evaluated_prompt_tokens"] == len(tokens(vocab, b)) - expected
    assert reset(srv)["dropped_tokens"] > 0
    rc = complete(srv, b)
    assert rc["usage"]["prompt_tokens_details"]["cached_tokens"] == 0
    assert rc["x_claimcheck"]["resident_tokens_before"] == 0


def test_identical_prompt_reuses_all_but_the_refreshed_token(srv, vocab):
    reset(srv)
    p = "Exactly the same prompt, sent twice."
    n = len(tokens(vocab, p))
    complete(srv, p, max_tokens=1)  # resident = the prompt exactly, logits live
    again = complete(srv, p, max_tokens=3)
    assert again["usage"]["prompt_tokens_details"]["cached_tokens"] == n  # nothing decoded for the prompt
    third = complete(srv, p, max_tokens=3)  # resident = prompt + generated tokens
    want = n if again["usage"]["completion_tokens"] == 0 else n - 1
    assert third["usage"]["prompt_tokens_details"]["cached_tokens"] == want == third["x_claimcheck"]["rule_cached_tokens"]


def test_stop_string_cuts_the_text(srv):
    reset(srv)
    full = complete(srv, "Stop string test prompt.", max_tokens=12)
    text = full["choices"][0]["text"]
    if len(text) < 4:
        pytest.skip(f"the tiny model produced too little text: {text!r}")
    stop = text[2:4]
    reset(srv)
    r = post(srv, "/v1/completions", {"prompt": "Stop string test prompt.", "max_tokens": 12, "temperature": 0,
                                      "stop": stop})
    cut = r.json()["choices"][0]
    assert cut["text"] == text[: text.index(stop)] and cut["finish_reason"] == "stop"


def test_metrics_counters_equal_the_sum_of_usage(srv):
    before = metrics(srv)
    usages = []
    sys_prompt = "A system prompt shared by every request of this test, long enough to matter."
    for q in ("first?", "second?", "third question here?"):
        r = post(srv, "/v1/chat/completions", chat_body(sys_prompt, q))
        assert r.status_code == 200, r.text
        usages.append(r.json()["usage"])
    after = metrics(srv)
    assert after["prefix_cache_queries"] - before["prefix_cache_queries"] == sum(u["prompt_tokens"] for u in usages)
    assert after["prefix_cache_hits"] - before["prefix_cache_hits"] == sum(
        u["prompt_tokens_details"]["cached_tokens"] for u in usages)
    assert usages[1]["prompt_tokens_details"]["cached_tokens"] > 0
    raw = after["raw"]
    assert raw["claimcheck_prefix_cache_rule_mismatch_total"] == 0
    assert raw['claimcheck_requests_total{endpoint="chat",outcome="ok"}'] >= 3


def test_streaming_chunk_order_and_usage(srv):
    body = chat_body("Stream me.", "go", max_tokens=6, stream=True, stream_options={"include_usage": True})
    t0 = time.monotonic()
    with post(srv, "/v1/chat/completions", body, stream=True) as r:
        assert r.status_code == 200 and r.headers["Content-Type"].startswith("text/event-stream")
        events = sse(r)
    assert time.monotonic() - t0 < 30
    assert events[-1] == "[DONE]"
    chunks = events[:-1]
    assert chunks[0]["choices"][0]["delta"]["role"] == "assistant" and not chunks[0]["choices"][0]["delta"]["content"]
    usage_chunk = chunks[-1]
    assert usage_chunk["choices"] == [] and usage_chunk["usage"]["prompt_tokens_details"]["cached_tokens"] >= 0
    finish = chunks[-2]["choices"][0]
    assert finish["finish_reason"] in ("stop", "length") and finish["delta"] == {}
    content = [c for c in chunks[1:-2] if c["choices"][0]["delta"].get("content")]
    assert len(content) == len(chunks[1:-2])  # between role and finish: only content chunks
    assert all("usage" not in c for c in chunks[:-1])
    # without include_usage: no usage chunk
    body.pop("stream_options")
    with post(srv, "/v1/chat/completions", body, stream=True) as r:
        events = sse(r)
    assert events[-1] == "[DONE]" and all("usage" not in c for c in events[:-1])


def test_the_runner_client_gets_ttft_and_cached_tokens(srv):
    from runners.openai_http import OpenAIClient

    client = OpenAIClient(srv.base_url, timeout_s=30)
    msgs = chat_body("The same system prompt for the client test.", "q1")["messages"]
    first = client.chat_stream(model="tiny", messages=msgs, max_tokens=4, origin=time.monotonic())
    msgs[1]["content"] = "q2"
    second = client.chat_stream(model="tiny", messages=msgs, max_tokens=4, origin=time.monotonic())
    for res in (first, second):
        assert res.ok, res.error
        assert res.usage_reported and res.prompt_tokens and res.cached_tokens is not None
        assert res.start_s <= res.first_token_s <= res.end_s
    assert 0 < second.cached_tokens < second.prompt_tokens


def test_concurrent_clients_queue_and_all_finish(srv):
    before = metrics(srv)
    results = [None] * 4

    def one(i):
        r = post(srv, "/v1/chat/completions", chat_body("Concurrent shared system prompt.", f"task {i}"))
        results[i] = r

    threads = [threading.Thread(target=one, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert all(r is not None and r.status_code == 200 for r in results)
    usages = [r.json()["usage"] for r in results]
    after = metrics(srv)
    assert after["prefix_cache_hits"] - before["prefix_cache_hits"] == sum(
        u["prompt_tokens_details"]["cached_tokens"] for u in usages)
    assert sum(u["prompt_tokens_details"]["cached_tokens"] > 0 for u in usages) >= 3  # all but possibly the first


def test_client_gone_mid_stream_releases_the_model(srv):
    body = chat_body("Disconnect test.", "go", max_tokens=200, stream=True)
    r = post(srv, "/v1/chat/completions", body, stream=True)
    next(r.iter_lines())
    r.close()
    ok = post(srv, "/v1/chat/completions", chat_body("after", "the disconnect"))
    assert ok.status_code == 200


@pytest.mark.parametrize("payload,param", [
    (b"{not json", None),
    (b"[1, 2]", None),
    (json.dumps({"model": "tiny"}).encode(), "messages"),
    (json.dumps({"messages": [{"role": "wizard", "content": "x"}]}).encode(), "messages"),
    (json.dumps({"messages": [{"role": "user", "content": "x"}], "max_tokens": 0}).encode(), "max_tokens"),
    (json.dumps({"messages": [{"role": "user", "content": "x"}], "temperature": "hot"}).encode(), "temperature"),
    (json.dumps({"messages": [{"role": "user", "content": "x"}], "stream_options": {"include_usage": True}}).encode(),
     "stream_options"),
    (json.dumps({"messages": [{"role": "user", "content": "x"}], "n": 2}).encode(), "n"),
    (json.dumps({"messages": [{"role": "user", "content": "word " * 600}]}).encode(), "messages"),  # > n_ctx
])
def test_malformed_requests_get_400_json(srv, payload, param):
    r = requests.post(srv.base_url + "/v1/chat/completions", data=payload,
                      headers={"Content-Type": "application/json"}, timeout=30)
    assert r.status_code == 400
    err = r.json()["error"]
    assert err["type"] == "invalid_request_error" and err["message"] and err["param"] == param


def test_routes_models_batches_unknown(srv):
    m = requests.get(srv.base_url + "/v1/models", timeout=10)
    assert m.status_code == 200 and [d["id"] for d in m.json()["data"]] == ["tiny"]
    b = requests.get(srv.base_url + "/v1/batches", timeout=10)
    assert b.status_code == 404 and "not supported" in b.json()["error"]["message"]
    assert requests.get(srv.base_url + "/nope", timeout=10).status_code == 404
    assert post(srv, "/v1/batches", {}).status_code == 404


def test_server_log_has_prefix_match_lines(srv):
    text = srv.log_path.read_text()
    assert "prefix-match" in text and "RULE MISMATCH" not in text


def test_refuses_non_loopback_hosts(tiny_gguf):
    assert is_loopback("127.0.0.1") and is_loopback("localhost") and is_loopback("::1")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.0.2.1")
    host = "0.0.0.0"
    p = subprocess.run([sys.executable, "-m", "runners.engines.llamacpp.llama_server", "--model", str(tiny_gguf),
                        "--host", host, "--port", "1"], capture_output=True, text=True, timeout=30)
    assert p.returncode == 2 and "loopback" in p.stderr
    with socket.socket() as s:  # nothing was bound
        assert s.connect_ex(("127.0.0.1", 1)) != 0


def test_embedded_server_kinds(tiny_gguf):
    from claimcheck.errors import UsageError

    assert embedded_server("claimcheck", tiny_gguf).settings["server"] == "runners.llama_server"
    assert embedded_server("llama-cpp-python", tiny_gguf).settings["server"] == "llama_cpp.server"
    with pytest.raises(UsageError):
        embedded_server("vllm", tiny_gguf)
    with pytest.raises(UsageError):
        ClaimcheckLlamaServer(tiny_gguf, cache=True)


# -- the runner's default server answers the cache question --------------------------------------
def test_prefix_ab_default_server_reports_reuse_and_claim_check_grades_it(tiny_gguf, tmp_path):
    from click.testing import CliRunner

    from claimcheck.cli import main
    from claimcheck.verify import verify_bundle
    from claimcheck.witnesses import request_ab
    from runners.prefix_ab.run import PrefixABConfig, run_prefix_ab

    out = tmp_path / "bundle"
    run_prefix_ab(PrefixABConfig(tasks=4, workers=2, output_cap=3, base_records=1, model_path=tiny_gguf, n_ctx=N_CTX,
                                 n_threads=1, request_timeout_s=30, server_startup_timeout_s=60), out)
    assert verify_bundle(out).ok
    w = json.loads((out / "witness.json").read_text())
    rows = [json.loads(x) for x in (out / "rows.jsonl").read_text().splitlines()]
    assert w["server"]["kind"] == "runners.llama_server" and w["server"]["use_extra_bufts"] is False
    assert all(r["ok"] and r["cached_tokens"] is not None and r["prompt_tokens"] for r in rows)
    t = w["telemetry"]
    assert t["metrics_probe"]["status"] == 200 and t["batches_probe"]["status"] == 404
    rep = t["server_reports"]
    assert rep["cached_tokens"] and rep["usage_in_stream"] and rep["prefix_cache_metrics"]
    for arm, a in rep["arms"].items():  # counters agree with the rows, arm by arm (fresh server per arm)
        assert a["metrics_prefix_cache_hits_delta"] == a["rows_cached_tokens_sum"], arm
        assert a["metrics_prefix_cache_queries_delta"] == a["rows_prompt_tokens_sum"], arm
    shared = [r["cached_tokens"] for r in rows if r["arm"] == "shared-concurrent"]
    unique = [r["cached_tokens"] for r in rows if r["arm"] == "unique-concurrent"]
    # rows are in task order, but with 2 workers the server may serve task 1 before task 0:
    # exactly one request (the first served) is cold; every later one reuses the whole base
    shared_sorted = sorted(shared)
    assert shared_sorted[0] == 0 and min(shared_sorted[1:]) > max(unique)
    d = request_ab.derive_bundle(out)
    assert d["arms"]["shared-concurrent"]["cache_hits"] == sum(shared)
    assert any("prefix-match" in ln for ln in t["server_log"]["shared-concurrent"][0]["lines"])
    r = CliRunner().invoke(main, [
        "claim-check", "--statement",
        "The byte-identical shared-prefix arm gained a prefix-cache benefit over the unique-prefix arm.",
        "--baseline", "real", "--baseline-desc", "same model, inputs and output cap", "--net", "--scope",
        "embedded runners.llama_server, tiny model", "--provenance", "OBSERVED", "--witness", str(out), "--json"])
    verdict = json.loads(r.output)["verdict"]
    assert verdict != "not-yet", r.output
