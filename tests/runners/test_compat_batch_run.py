"""compat-batch end to end: a sealed bundle that verifies and re-derives; cancellation rows;
the CLI. The tiny GGUF keeps these fast; one run uses the real SmolLM2 model."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("llama_cpp", reason="llama-cpp-python is not installed: pip install '.[cpu]'")

from claimcheck.verify import verify_bundle  # noqa: E402
from claimcheck.witnesses import compat_batch as cbw  # noqa: E402
from runners.compat_batch import CompatBatchConfig, run_compat_batch  # noqa: E402

pytestmark = pytest.mark.model


@pytest.fixture(scope="module")
def tiny_run(tiny_gguf, tmp_path_factory):
    out = tmp_path_factory.mktemp("cb") / "bundle"
    events = []
    cfg = CompatBatchConfig(model=str(tiny_gguf), jobs=9, cancelled=2, width=4, threads=1)
    return run_compat_batch(cfg, out, progress=events.append), events


def test_bundle_is_sealed_verified_and_rederives(tiny_run):
    result, _ = tiny_run
    report = verify_bundle(result.bundle)
    assert report.ok and report.state == "complete" and report.role == "compat-batch"
    names = {p.name for p in result.bundle.iterdir()}
    assert {"witness.json", "jobs.jsonl", "steps.jsonl", "workload.json", "preflight.json", "receipt.json"} <= names
    d = cbw.derive_bundle(result.bundle)
    assert set(d["arms"]) == {"sequential", "batched", "batched-length-aware"}
    assert d["baseline"] == "sequential"
    useful = sum(j["steps"] for j in json.loads((result.bundle / "workload.json").read_text())["jobs"][:9])
    for name, arm in d["arms"].items():
        assert (arm["submitted"], arm["scheduled"], arm["cancelled"]) == (11, 9, 2)
        assert arm["useful_steps"] == useful
        assert arm["logit_rows_finite_nonempty"] == useful
        assert arm["allocated_steps"] >= arm["useful_steps"]
    assert d["arms"]["batched-length-aware"]["padding_tax"] == 0.0
    assert d["arms"]["batched"]["width"] == 4
    assert set(d["ratios"]) == {"batched", "batched-length-aware"}


def test_cancelled_jobs_recorded_and_never_decoded(tiny_run):
    result, _ = tiny_run
    jobs = [json.loads(x) for x in (result.bundle / "jobs.jsonl").read_text().splitlines()]
    steps = [json.loads(x) for x in (result.bundle / "steps.jsonl").read_text().splitlines()]
    cancelled = {r["job_id"] for r in jobs if r["cancelled"]}
    assert cancelled == {"j009", "j010"}
    for r in jobs:
        if r["cancelled"]:
            assert r["steps"] == 0 and r["batch_id"] is None and r["start_s"] is None and r["submitted_s"] is not None
    decoded = {j for s in steps for j in s["jobs"] if j is not None}
    assert decoded.isdisjoint(cancelled)
    # every scheduled job ran exactly its steps, once, in each arm
    for arm in ("sequential", "batched", "batched-length-aware"):
        per_job = {}
        for s in steps:
            if s["arm"] == arm:
                for j in s["jobs"]:
                    if j is not None:
                        per_job[j] = per_job.get(j, 0) + 1
        assert per_job == {r["job_id"]: r["steps"] for r in jobs if r["arm"] == arm and not r["cancelled"]}


def test_rows_and_progress(tiny_run):
    result, events = tiny_run
    steps = [json.loads(x) for x in (result.bundle / "steps.jsonl").read_text().splitlines()]
    seed = [s for s in steps if s["arm"] == "batched"]
    assert seed and all(s["width"] == 4 for s in seed)  # fixed shape, padding lanes really decoded
    la = [s for s in steps if s["arm"] == "batched-length-aware"]
    assert all(s["width"] == s["active"] for s in la)
    assert all(s["width"] == 1 and s["batch_id"] is None for s in steps if s["arm"] == "sequential")
    assert all(s["finite"] for s in steps)
    w = json.loads((result.bundle / "witness.json").read_text())
    assert w["prefill"]["tokens"] == 64 and w["prefill"]["finite"]
    assert w["arms"]["batched"]["planner"] == "seed" and w["arms"]["sequential"]["role"] == "baseline"
    assert events[0]["event"] == "prefill"
    assert any(e.get("arm") == "batched-length-aware" and e.get("batch") for e in events)


def test_tampered_bundle_fails_verification(tiny_run, tmp_path):
    import shutil

    result, _ = tiny_run
    copy = tmp_path / "copy"
    shutil.copytree(result.bundle, copy)
    rows = (copy / "steps.jsonl").read_text().replace('"active": 1', '"active": 0', 1)
    (copy / "steps.jsonl").write_text(rows)
    assert not verify_bundle(copy).ok


def test_out_dir_must_be_fresh(tiny_run, tiny_gguf):
    from claimcheck.errors import UsageError

    result, _ = tiny_run
    with pytest.raises(UsageError):
        run_compat_batch(CompatBatchConfig(model=str(tiny_gguf), jobs=2, width=2, threads=1), result.bundle)


def test_cli_json_and_single_planner(tiny_gguf, tmp_path):
    from click.testing import CliRunner

    from claimcheck.cli import main

    out = tmp_path / "b"
    r = CliRunner().invoke(main, ["run", "compat-batch", "--model", str(tiny_gguf), "--out", str(out), "--jobs", "5",
                                  "--width", "3", "--planner", "length-aware", "--threads", "1", "--json", "--quiet"])
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    assert set(doc["derived"]["arms"]) == {"sequential", "batched-length-aware"}
    assert verify_bundle(out).ok
    bad = CliRunner().invoke(main, ["run", "compat-batch", "--model", str(tiny_gguf), "--out", str(tmp_path / "c"),
                                    "--planner", "fifo", "--quiet"])
    assert bad.exit_code == 2 and "planner" in bad.output


def test_default_protocol_on_smollm2(smollm2_path, tmp_path):
    """The seed's protocol on the real model (24 jobs + 1 cancelled, width 8, both planners)."""
    # one thread: robust when other processes hold a core (see docs/compat-batch.md, "threads")
    result = run_compat_batch(CompatBatchConfig(model=str(smollm2_path), threads=1), tmp_path / "b")
    assert verify_bundle(result.bundle).ok
    d = result.derived
    b = d["arms"]["batched"]
    assert (b["submitted"], b["scheduled"], b["cancelled"]) == (25, 24, 1)
    assert (b["classes"], b["batches"], b["width"]) == (3, 3, 8)
    assert (b["useful_steps"], b["allocated_steps"]) == (94, 144)
    assert f"{b['padding_tax'] * 100:.4f}" == "34.7222"
    assert b["batch_fill_at_admission"] == 1.0
    la = d["arms"]["batched-length-aware"]
    assert la["padding_tax"] == 0.0 and la["useful_steps"] == 94
    for arm in d["arms"].values():
        assert arm["logit_rows_finite_nonempty"] == arm["logit_rows_checked"] == 94


def test_repeated_runs_rotate_arms_and_rederive(tiny_gguf, tmp_path):
    cfg = CompatBatchConfig(model=str(tiny_gguf), jobs=4, cancelled=1, width=2, threads=1, runs=3, sweep_widths=(1, 2))
    result = run_compat_batch(cfg, tmp_path / "b")
    assert verify_bundle(result.bundle).ok
    d = cbw.derive_bundle(result.bundle)
    assert all(arm["runs"] == 3 and len(arm["run_rates"]) == 3 for arm in d["arms"].values())
    steps = [json.loads(x) for x in (result.bundle / "steps.jsonl").read_text().splitlines()]
    first_arm = {}
    for s in steps:
        first_arm.setdefault(s["run"], s["arm"])
    assert first_arm == {0: "sequential", 1: "batched", 2: "batched-length-aware"}
    sweep = [json.loads(x) for x in (result.bundle / "width_sweep.jsonl").read_text().splitlines()]
    assert {r["width"] for r in sweep} == {1, 2} and all(r["ms_per_call"] > 0 for r in sweep)
