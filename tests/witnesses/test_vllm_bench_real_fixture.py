"""The real `vllm bench serve` pair in tests/fixtures/vllm_bench/real-0.32.0 (written by vLLM 0.32.0
against a real vLLM server; see the README there) imports and grades without vLLM installed."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from claimcheck.cli import main
from claimcheck.verify import verify_bundle

REAL = Path(__file__).resolve().parents[1] / "fixtures" / "vllm_bench" / "real-0.32.0"


def test_the_real_pair_imports_into_a_sealed_bundle_and_grades(tmp_path):
    c1, c4 = REAL / "bench-c1.json", REAL / "bench-c4.json"
    raw = [json.loads(c1.read_text()), json.loads(c4.read_text())]
    out = tmp_path / "b"
    r = CliRunner().invoke(main, ["witness", "import", "vllm-bench", str(c1), str(c4), "--out", str(out),
                                  "--arm", "sequential", "--arm", "concurrent", "--baseline-arm", "sequential",
                                  "--alias", "concurrent=multi-worker arm", "--output-cap", "16",
                                  "--hardware", "this CPU, vLLM CPU backend (eager)"])
    assert r.exit_code == 0, r.output
    assert verify_bundle(out).ok
    rows = [json.loads(x) for x in (out / "rows.jsonl").read_text().splitlines()]
    assert [sum(x["arm"] == a for x in rows) for a in ("sequential", "concurrent")] == [8, 8]
    for arm, res in zip(("sequential", "concurrent"), raw):
        mine = [x for x in rows if x["arm"] == arm]
        assert [x["prompt_tokens"] for x in mine] == res["input_lens"]
        assert [x["completion_tokens"] for x in mine] == res["output_lens"]
    speed = raw[1]["completed"] / raw[1]["duration"] / (raw[0]["completed"] / raw[0]["duration"])
    assert speed > 1.5  # what the files themselves say: vLLM batched the four concurrent requests
    g = CliRunner().invoke(main, [
        "claim-check", "--statement", "The multi-worker arm completed 8 requests faster than the sequential arm.",
        "--baseline", "real", "--baseline-desc", "same vLLM server, model, dataset and seed with one worker",
        "--net", "--scope", "this CPU, vLLM 0.32 CPU backend eager, SmolLM2-135M bf16, 8 random prompts of 128 "
        "tokens, 16 output tokens; includes scheduler and queue", "--provenance", "OBSERVED", "--witness", str(out)])
    assert g.exit_code == 0 and "NET-TRUE" in g.output.upper(), g.output
    slow = CliRunner().invoke(main, [
        "claim-check", "--statement", "The multi-worker arm completed 8 requests 10x faster than the sequential arm.",
        "--baseline", "real", "--baseline-desc", "same vLLM server, model, dataset and seed with one worker",
        "--net", "--scope", "this CPU, vLLM 0.32 CPU backend eager, SmolLM2-135M bf16, 8 random prompts of 128 "
        "tokens, 16 output tokens; includes scheduler and queue", "--provenance", "OBSERVED", "--witness", str(out)])
    assert slow.exit_code == 4, slow.output
