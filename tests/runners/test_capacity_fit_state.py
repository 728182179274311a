"""The capacity-fit state machine, fresh-root rules and preflight, on the scripted backend."""

import json
import os

import pytest

from claimcheck import catalog as catalog_mod
from claimcheck._internal.locking import exclusive_lock
from claimcheck.errors import IntegrityError, LockBusyError, PreflightFailed, UsageError
from runners.capacity_fit.history import check_bundle, verify_history
from runners.capacity_fit.models import Protocol
from runners.capacity_fit.runner import run_all, run_phase
from runners.capacity_fit.scripted_backend import ScriptedBackend
from runners.capacity_fit.state import init_run, load_run

LADDER = [{"budget": 48, "max_seqs": 4}, {"budget": 64, "max_seqs": 3}]


def protocol(**kw):
    d = {"experiment": "sm", "records": [{"id": f"r{i}", "base": f"solve task {i}", "designed": f"use macro {i}"}
                                         for i in range(3)],
         "ladder": LADDER, "answer_limit": 8, "max_model_len": 256}
    d.update(kw)
    return Protocol.model_validate(d)


@pytest.fixture
def run(tmp_path):
    d = tmp_path / "run"
    init_run(d, protocol())
    return d


def loops_on_first_rung(rung, phase, job):
    return "loop" if rung.startswith("think_48") else "finished"


def test_first_adequate_rung_selected_after_a_rejected_one(run):
    b = ScriptedBackend(outcome=loops_on_first_rung)
    r = run_phase(run, b)
    assert (r.rung_id, r.phase, r.termination.adequate) == ("think_48_seqs_4", "probe", False)
    assert r.termination.loop_rate == 1.0 and r.termination.loops[0].period == 3
    state = run_all(run, b)
    assert state.terminal.pass_ and state.terminal.selected.rung_id == "think_64_seqs_3"
    assert [f"{e.rung_id}/{e.phase}" for e in state.events] == [
        "think_48_seqs_4/probe", "think_64_seqs_3/probe", "think_64_seqs_3/base", "think_64_seqs_3/designed"]
    rep = verify_history(run)
    assert rep.ok and [p["k"] for p in rep.phases] == [4, 4, 12, 12]
    cat = catalog_mod.load_catalog(run / "catalog.json")
    assert {b.path: b.state for b in cat.bundles} == {e.bundle: "complete" for e in state.events}
    # terminal history: nothing more may run
    with pytest.raises(UsageError) as e:
        run_phase(run, b)
    assert e.value.rule == "terminal"


def test_ladder_exhausted_writes_explicit_null_selection(run):
    state = run_all(run, ScriptedBackend(outcome=lambda r, p, j: "unresolved"))
    raw = json.loads((run / "state.json").read_text())
    assert raw["terminal"]["pass"] is False and raw["terminal"]["selected"] is None
    assert state.terminal.pass_ is False and len(state.events) == 2
    assert verify_history(run).terminal.selected is None


def test_arm_rejection_moves_to_next_rung(run):
    out = lambda r, p, j: "unresolved" if (r.startswith("think_48") and p == "designed") else "finished"
    state = run_all(run, ScriptedBackend(outcome=out))
    assert [e.phase for e in state.events] == ["probe", "base", "designed", "probe", "base", "designed"]
    assert state.terminal.selected.rung_id == "think_64_seqs_3"


def test_out_of_order_phase_refused(run):
    b = ScriptedBackend()
    with pytest.raises(UsageError) as e:
        run_phase(run, b, phase="base")
    assert e.value.rule == "out-of-order"
    with pytest.raises(UsageError):
        run_phase(run, b, rung_id="think_64_seqs_3", phase="probe")
    run_phase(run, b, rung_id="think_48_seqs_4", phase="probe")
    with pytest.raises(UsageError):
        run_phase(run, b, phase="designed")


def test_out_of_order_history_refused(run):
    b = ScriptedBackend()
    run_phase(run, b)
    run_phase(run, b)
    s = json.loads((run / "state.json").read_text())
    s["events"] = s["events"][::-1]
    (run / "state.json").write_text(json.dumps(s))
    with pytest.raises(IntegrityError) as e:
        run_phase(run, b)
    assert e.value.rule == "out-of-order"


def test_runtime_drift_inside_a_rung_refused(run):
    b = ScriptedBackend()
    run_phase(run, b)
    b.runtime = lambda r, p: {"packages": {"torch": "2.99"}}
    with pytest.raises(PreflightFailed) as e:
        run_phase(run, b)
    assert e.value.rule == "runtime-identity"
    pre = json.loads((run / "bundles/think_48_seqs_4/base/preflight.json").read_text())
    assert pre["passed"] is False and not (run / "bundles/think_48_seqs_4/base/rows.jsonl").exists()
    # the failed preflight is kept, catalogued preflight_only, and stops the history
    cat = {b.path: b.state for b in catalog_mod.load_catalog(run / "catalog.json").bundles}
    assert cat["think_48_seqs_4/base"] == "preflight_only"
    with pytest.raises(PreflightFailed) as e:
        run_phase(run, b)
    assert e.value.rule == "preflight-failed"


def test_reused_row_from_another_rung_refused(run):
    b = ScriptedBackend(outcome=loops_on_first_rung)
    run_phase(run, b)  # rung 1 probe, rejected

    def reuse(rung, phase, samples):
        samples[0].sample_id = samples[0].sample_id.replace("think_64_seqs_3", "think_48_seqs_4")
        return samples

    b.mangle = reuse
    with pytest.raises(IntegrityError) as e:
        run_phase(run, b)
    assert e.value.rule == "reused-row"
    # the interrupted phase is never resumed
    b.mangle = None
    with pytest.raises(PreflightFailed) as e:
        run_phase(run, b)
    assert e.value.rule == "interrupted"


def test_probe_offered_as_a_k12_arm_refused(run):
    run_all(run, ScriptedBackend())
    with pytest.raises(IntegrityError) as e:
        check_bundle(run, "think_48_seqs_4/probe", "base")
    assert e.value.rule == "probe-as-arm"
    assert check_bundle(run, "think_48_seqs_4/base", "base").k == 12
    # a terminal record that selects the probe as an arm is refused by the history check
    s = json.loads((run / "state.json").read_text())
    s["terminal"]["selected"]["base"] = "think_48_seqs_4/probe"
    (run / "state.json").write_text(json.dumps(s))
    with pytest.raises(IntegrityError):
        verify_history(run)


def test_recorded_metrics_are_recomputed(run):
    run_all(run, ScriptedBackend(outcome=lambda r, p, j: "unresolved"))
    s = json.loads((run / "state.json").read_text())
    s["events"][0]["termination"]["unresolved_rate"] = 0.0
    (run / "state.json").write_text(json.dumps(s))
    with pytest.raises(IntegrityError) as e:
        verify_history(run)
    assert e.value.rule == "termination-mismatch"


def test_kv_overcommit_fails_preflight_before_generation(tmp_path):
    d = tmp_path / "run"
    init_run(d, protocol())
    b = ScriptedBackend(kv_tokens=200, block_size=16)  # 4 x 64-token sequences do not fit 200
    with pytest.raises(PreflightFailed) as e:
        run_phase(d, b)
    assert e.value.rule == "kv-fit"
    pre = json.loads((d / "bundles/think_48_seqs_4/probe/preflight.json").read_text())
    assert pre["plan"]["fits"] is False and pre["plan"]["max_fitting_seqs"] == 3
    assert os.listdir(d / "bundles/think_48_seqs_4/probe") == ["preflight.json"]


def test_uncaptured_graph_widths_fail_or_warn(tmp_path):
    ladder = lambda s: [1, 2] if s > 2 else [1, 2, 4]  # resolved list narrower than max-seqs 4
    d = tmp_path / "run"
    init_run(d, protocol())
    with pytest.raises(PreflightFailed) as e:
        run_phase(d, ScriptedBackend(capture_sizes=ladder))
    assert e.value.rule == "cuda-graphs"
    d2 = tmp_path / "run2"
    init_run(d2, protocol())
    r = run_phase(d2, ScriptedBackend(capture_sizes=ladder), allow_uncaptured=True)
    assert r.preflight.graphs.uncaptured_widths == [3, 4] and r.preflight.warnings
    assert r.preflight.graphs.capture_sizes == [1, 2]


def test_lock_is_non_blocking(run):
    with exclusive_lock(run / "experiment.lock", what="experiment"):
        with pytest.raises(LockBusyError):
            run_phase(run, ScriptedBackend())


def test_fresh_root_rules(tmp_path):
    pred = tmp_path / "pred"
    pred.mkdir()
    (pred / "old.json").write_text("{}")
    with pytest.raises(UsageError) as e:
        init_run(pred, protocol())
    assert e.value.rule == "fresh-root"
    with pytest.raises(UsageError) as e:
        init_run(pred / "inner", protocol(), excluded_roots=[pred])
    assert e.value.rule == "predecessor-root"
    with pytest.raises(UsageError):
        init_run(tmp_path, protocol(), excluded_roots=[pred])  # contains the predecessor (and is not empty)
    link = tmp_path / "link"
    link.symlink_to(pred)
    with pytest.raises(UsageError) as e:
        init_run(link / "x", protocol(), excluded_roots=[pred])
    assert e.value.rule == "symlink-root"
    (pred / "into").symlink_to(tmp_path / "fresh")
    with pytest.raises(UsageError):
        init_run(tmp_path / "fresh", protocol(), excluded_roots=[pred])
    init_run(tmp_path / "ok", protocol(), excluded_roots=[pred])
    assert load_run(tmp_path / "ok")[1].excluded_roots == ["../pred"]


def test_protocol_changed_after_start_refused(run):
    p = json.loads((run / "protocol.json").read_text())
    p["answer_limit"] = 9
    (run / "protocol.json").write_text(json.dumps(p))
    with pytest.raises(IntegrityError) as e:
        run_phase(run, ScriptedBackend())
    assert e.value.rule == "protocol-drift"


def test_seed_history_49k_rejected_then_61k_stopped_at_preflight(tmp_path):
    """The seed's run on the scripted backend with its live geometry: the 49k/19 probe fits
    (963,072 of 997,888) but fails the termination audit (37 loops, 11 unresolved, 9
    answer-limit of 48); the 61k/15 probe fits (950,400) but vLLM resolves the requested
    capture maximum 15 to [1, 2, 4, 8]: the preflight is written, catalogued preflight_only,
    nothing is generated, and the history stops there."""
    from claimcheck.capacity import graph_coverage

    recs = [{"id": f"t{i:02d}", "base": "w " * (943 - i), "designed": "w " * 943} for i in range(12)]
    proto = protocol(records=recs, ladder=[{"budget": 49_152, "max_seqs": 19}, {"budget": 61_440, "max_seqs": 15}],
                     answer_limit=512, max_model_len=65_536)
    index = lambda j: int(j.record_id[1:]) * 4 + j.k
    b = ScriptedBackend(
        kv_tokens=997_888, block_size=528,
        capture_sizes=lambda s: graph_coverage(s, s).capture_sizes,  # requested max = max-seqs, truncated
        outcome=lambda r, p, j: "loop" if index(j) < 37 else "unresolved",
        answer_tokens=lambda r, p, j: 512 if index(j) % 5 == 0 and index(j) < 45 else 100)
    run = tmp_path / "run"
    init_run(run, proto)
    r = run_phase(run, b, allow_uncaptured=True)  # the seed ran 49k with widths 17-19 uncaptured
    p = r.preflight.plan
    assert (p.tokens_per_seq, p.demand, p.headroom, p.fits) == (50_688, 963_072, 34_816, True)
    assert r.preflight.graphs.capture_sizes == [1, 2, 4, 8, 16] and r.preflight.graphs.uncaptured_widths == [17, 18, 19]
    t = r.termination
    assert (t.n, t.loop_count, t.unresolved, t.answer_limit_contacts) == (48, 37, 11, 9)
    assert [c.percent for c in t.checks] == ["22.92%", "77.08%", "18.75%"] and not t.adequate
    with pytest.raises(PreflightFailed) as e:
        run_phase(run, b)
    assert e.value.rule == "cuda-graphs"
    pre = json.loads((run / "bundles/think_61440_seqs_15/probe/preflight.json").read_text())
    assert (pre["plan"]["tokens_per_seq"], pre["plan"]["demand"], pre["plan"]["headroom"]) == (63_360, 950_400, 47_488)
    assert pre["graphs"]["capture_sizes"] == [1, 2, 4, 8] and pre["graphs"]["uncaptured_widths"] == list(range(9, 16))
    cat = {x.path: x.state for x in catalog_mod.load_catalog(run / "catalog.json").bundles}
    assert cat == {"think_49152_seqs_19/probe": "complete", "think_61440_seqs_15/probe": "preflight_only"}
    with pytest.raises(PreflightFailed):
        run_phase(run, b)
    assert load_run(run)[1].terminal is None  # stopped, not a termination verdict
