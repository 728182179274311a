"""benchmarks/compat_batch.py: a smoke run on the tiny GGUF (--json) and the cost-model fit."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "compat_batch.py"


def _bench():
    spec = importlib.util.spec_from_file_location("bench_compat_batch", BENCH)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_fit_cost_model_recovers_a_line():
    bench = _bench()
    rows = [{"width": w, "ms_per_call": 5.0 + 2.0 * w} for w in (1, 2, 4, 8) for _ in range(3)]
    a, b = bench.fit_cost_model(rows)
    assert a == pytest.approx(5.0) and b == pytest.approx(2.0)


@pytest.mark.model
def test_benchmark_smoke_json(tiny_gguf, tmp_path, capsys):
    pytest.importorskip("llama_cpp")
    bench = _bench()
    rc = bench.main(["--model", str(tiny_gguf), "--jobs", "6", "--width", "3", "--runs", "2",
                     "--out", str(tmp_path / "b"), "--json"])
    assert rc == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report["arms"]) == {"batched", "batched-length-aware"}
    for arm in report["arms"].values():
        assert len(arm["run_ratios"]) == 2 and arm["ratio"] > 0
    assert report["arms"]["batched-length-aware"]["padding_tax"] == 0.0
    assert {r["width"] for r in report["width_sweep"]} == {1, 2, 3}
    assert report["machine_load"]["cpu_count"] >= 1
