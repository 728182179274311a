"""Run one phase of a capacity-fit run: one engine, one phase, one bundle.

Order of operations (each step fails closed):

1. take the experiment lock (non-blocking); load protocol + history; the requested
   phase must be the one the history expects (no skipping, no terminal history, no
   resuming an interrupted phase); the catalog must verify;
2. construct the engine for the rung; read its live KV capacity, block size, context,
   max-seqs and resolved CUDA-graph capture sizes; compare its runtime identity with the
   rung's earlier phases (no drift inside a rung);
3. render and count every prompt; run the capacity plan and the graph coverage against
   the live values; record the history event ``started``; write ``preflight.json``
   atomically and register the bundle ``preflight_only`` in the catalog - all before
   any generation; a failing preflight stops here with exit 6 and generates nothing;
4. generate; validate the rows (rung, phase, ids, counts); audit termination
   content-blind; write rows, decoded text, termination report and runner metadata;
   seal (receipt last); reconcile the catalog (``preflight_only`` -> ``complete``);
   record the event ``complete``, and the terminal decision when there is one.
"""

from __future__ import annotations

import hashlib
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from claimcheck import catalog as catalog_mod
from claimcheck.fsio import exclusive_lock
from claimcheck.bundle import BundleWriter
from claimcheck.capacity import graph_coverage, plan
from claimcheck.environment import capture_environment, runner_identity, utc_now
from claimcheck.errors import ClaimcheckError, IntegrityError, PreflightFailed, UsageError
from claimcheck.models import ModelIdentity
from claimcheck.termination import TerminationReport, audit_rows
from runners.capacity_fit.backend import Backend, Job, Sample, runtime_sha256
from runners.capacity_fit.models import (
    CapacityFitPreflight,
    Event,
    PhaseSummary,
    PreflightCheck,
    PromptIdentity,
    Protocol,
    Rung,
    RunState,
)
from runners.capacity_fit.state import (
    CATALOG_NAME,
    LOCK_NAME,
    ROOT_NAME,
    k_for,
    load_run,
    next_phase,
    finalize,
    role_for,
    save_state,
)

RUNNER_NAME = "capacity-fit"
STALL_ENV = "CLAIMCHECK_CAPACITY_FIT_STALL_AFTER_PREFLIGHT_S"  # test hook: hold after the preflight


@dataclass
class PhaseResult:
    rung_id: str
    phase: str
    bundle: Path
    preflight: CapacityFitPreflight
    termination: TerminationReport
    state: RunState


def _identity():
    return runner_identity(RUNNER_NAME, Path(__file__).parent)


def phase_jobs(protocol: Protocol, rung: Rung, phase: str) -> list[Job]:
    k = k_for(protocol, phase)
    arm = "designed" if phase == "designed" else "base"
    return [Job(sample_id=f"{rung.id}/{phase}/{rec.id}/{j}", record_id=rec.id, k=j, prompt=getattr(rec, arm))
            for rec in protocol.records for j in range(k)]


def _catalog_ok(run_dir: Path) -> None:
    report = catalog_mod.verify(run_dir / CATALOG_NAME)
    if not report.ok:
        p = report.problems[0]
        raise IntegrityError(f"catalog does not verify: {p.message}", path=p.path, rule=p.rule)


def _changed_keys(run_dir: Path, bundle_rel: str, runtime: dict[str, Any]) -> list[str]:
    """Which runtime entries (``key`` or ``key.sub``) differ from an earlier phase's sealed preflight."""
    from claimcheck.fsio import load_json_file

    try:
        before = load_json_file(Path(run_dir) / ROOT_NAME / bundle_rel / "preflight.json")["runtime"]
    except (ClaimcheckError, KeyError, TypeError, ValueError, OSError):
        return []
    out = []
    for key in sorted(set(before) | set(runtime)):
        a, b = before.get(key), runtime.get(key)
        if a == b:
            continue
        if isinstance(a, dict) and isinstance(b, dict):
            out += [f"{key}.{k}" for k in sorted(set(a) | set(b)) if a.get(k) != b.get(k)]
        else:
            out.append(key)
    return out


def build_preflight(protocol: Protocol, state: RunState, rung: Rung, phase: str, engine, backend_name: str,
                    *, allow_uncaptured: bool, run_dir: Path | None = None) -> CapacityFitPreflight:
    live = engine.live_capacity()
    # the runner's own source is part of the runtime: editing it inside a rung is drift
    runtime = {**engine.runtime_identity(), "runner_source_sha256": _identity().source_sha256}
    close_tokens = engine.count_tokens(protocol.close_text, add_special=False) if protocol.close_text else 0
    jobs = phase_jobs(protocol, rung, phase)
    prompts: list[PromptIdentity] = []
    for rec in protocol.records:
        text = rec.designed if phase == "designed" else rec.base
        prompts.append(PromptIdentity(record_id=rec.id, prompt_sha256=hashlib.sha256(text.encode()).hexdigest(),
                                      prompt_tokens=engine.count_tokens(text) + close_tokens))
    checks: list[PreflightCheck] = []
    warnings: list[str] = []
    checks.append(PreflightCheck(
        name="engine-max-seqs", passed=live.max_seqs == rung.max_seqs,
        detail=f"live max-seqs {live.max_seqs}, rung {rung.max_seqs}"))
    try:
        cap = plan(kv_tokens=live.kv_tokens, block_size=live.block_size, max_model_len=live.max_model_len,
                   prompt_tokens=[p.prompt_tokens for p in prompts], budget=rung.budget,
                   answer=protocol.answer_limit, max_seqs=rung.max_seqs, sequences=len(jobs))
    except UsageError as exc:  # e.g. one sequence cannot fit at all: a failed preflight, still written
        cap = None
        name = "context" if exc.rule == "prompt-exceeds-context" else "kv-fit"
        checks.append(PreflightCheck(name=name, passed=False, detail=exc.message))
    if cap is not None:
        raw = cap.raw_tokens_per_seq
        checks.append(PreflightCheck(
            name="context", passed=not cap.capped_by_model_len and raw <= protocol.max_model_len,
            detail=f"worst sequence {raw} tokens vs live context {live.max_model_len} and protocol context "
                   f"{protocol.max_model_len}"))
        checks.append(PreflightCheck(
            name="kv-fit", passed=cap.fits,
            detail=f"{cap.width} x {cap.tokens_per_seq} = {cap.demand} of {cap.kv_tokens} live tokens "
                   f"(headroom {cap.headroom}; largest fitting max-seqs {cap.max_fitting_seqs})"))
    graphs = None
    if live.capture_sizes is not None:
        graphs = graph_coverage(rung.max_seqs, capture_sizes=live.capture_sizes)
        ok = graphs.covered
        detail = (f"resolved capture sizes {graphs.capture_sizes}, effective max {graphs.effective_max}; "
                  f"uncaptured decode widths {graphs.uncaptured_widths or 'none'}")
        checks.append(PreflightCheck(name="cuda-graphs", passed=ok, fatal=not allow_uncaptured, detail=detail))
        if not ok and allow_uncaptured:
            warnings.append(f"decode widths {graphs.uncaptured_widths} run without CUDA graphs (allowed by flag)")
    else:
        checks.append(PreflightCheck(name="cuda-graphs", passed=True, fatal=False,
                                     detail=live.capture_sizes_reason
                                     or "not applicable to this backend (no CUDA graphs)"))
    # runtime drift inside a rung
    rt_sha = runtime_sha256(runtime)
    earlier = [e for e in state.events if e.rung_id == rung.id]
    drift = [e for e in earlier if e.runtime_sha256 != rt_sha]
    changed = _changed_keys(run_dir, drift[0].bundle, runtime) if drift and run_dir is not None else []
    checks.append(PreflightCheck(
        name="runtime-identity", passed=not drift,
        detail="same runtime as the rung's earlier phases" if not drift else
        f"runtime differs from {drift[0].rung_id}/{drift[0].phase} "
        + (f"in {', '.join(changed)}" if changed else "(engine, package versions, model files or KV pool)")))
    passed = all(c.passed or not c.fatal for c in checks)
    return CapacityFitPreflight(
        experiment=protocol.experiment, protocol_sha256=state.protocol_sha256, rung=rung, rung_id=rung.id,
        phase=phase, role=role_for(phase), k=k_for(protocol, phase), records=len(protocol.records),
        sequences=len(jobs), backend=backend_name, runtime=runtime, runtime_sha256=rt_sha, live=live,
        prompts=prompts, thresholds=protocol.thresholds, plan=cap, graphs=graphs, checks=checks, warnings=warnings,
        passed=passed,
        created_at=utc_now())


def rows_from(samples: list[Sample], jobs: list[Job], protocol: Protocol, rung: Rung, phase: str) -> list[dict]:
    by_id = {j.sample_id: j for j in jobs}
    rows = []
    for s in samples:
        job = by_id.get(s.sample_id)
        rows.append({
            "sample_id": s.sample_id, "rung_id": rung.id, "phase": phase,
            "record_id": job.record_id if job else None, "k": job.k if job else None,
            "prompt_tokens": s.prompt_tokens, "token_ids": list(s.token_ids), "finish_reason": s.finish_reason,
            "reasoning_budget": rung.budget, "answer_token_ids": list(s.answer_token_ids),
            "answer_tokens": len(s.answer_token_ids), "answer_finish_reason": s.answer_finish_reason,
            "answer_limit": protocol.answer_limit,
        })
    return rows


def validate_rows(rows: list[dict], protocol: Protocol, rung: Rung, phase: str, *, other_ids: set[str],
                  where: str) -> None:
    """Rows must be exactly this rung and phase's jobs; a row from any other bundle is refused."""
    expected = {j.sample_id for j in phase_jobs(protocol, rung, phase)}
    seen: set[str] = set()
    for row in rows:
        sid = row.get("sample_id")
        if sid in other_ids:
            raise IntegrityError(f"row {sid!r} is reused from another bundle of this run", path=where,
                                 rule="reused-row")
        if row.get("rung_id") != rung.id or row.get("reasoning_budget") != rung.budget:
            raise IntegrityError(f"row {sid!r} belongs to rung {row.get('rung_id')!r}, not {rung.id!r}", path=where,
                                 rule="reused-row")
        if row.get("phase") != phase:
            raise IntegrityError(f"row {sid!r} belongs to phase {row.get('phase')!r}, not {phase!r}", path=where,
                                 rule="phase-carryover")
        if sid not in expected or sid in seen:
            raise IntegrityError(f"row {sid!r} is not one of this phase's samples (or repeats)", path=where,
                                 rule="unexpected-row")
        if row.get("answer_limit") != protocol.answer_limit:
            raise IntegrityError(f"row {sid!r} has a different answer limit", path=where, rule="unexpected-row")
        seen.add(sid)
    if seen != expected:
        raise IntegrityError(f"{len(expected - seen)} of {len(expected)} samples are missing", path=where,
                             rule="missing-rows")


def run_phase(run_dir: str | Path, backend: Backend, *, rung_id: str | None = None, phase: str | None = None,
              allow_uncaptured: bool | None = None) -> PhaseResult:
    run_dir = Path(run_dir)
    with exclusive_lock(run_dir / LOCK_NAME, what="experiment"):
        protocol, state = load_run(run_dir)
        nxt = next_phase(protocol, state)
        if nxt.terminal is not None:  # reached but not recorded (e.g. a crash after the last seal)
            save_state(run_dir, finalize(protocol, state))
            raise UsageError("the history is terminal; no further phase may run", path=run_dir, rule="terminal")
        rung, ph = nxt.rung, nxt.phase
        if (rung_id is not None and rung_id != rung.id) or (phase is not None and phase != ph):
            raise UsageError(f"out of order: the history expects {rung.id}/{ph}, not "
                             f"{rung_id or rung.id}/{phase or ph}", path=run_dir, rule="out-of-order")
        _catalog_ok(run_dir)
        allow = protocol.allow_uncaptured_graphs if allow_uncaptured is None else allow_uncaptured
        bundle_rel = f"{rung.id}/{ph}"
        bundle_dir = run_dir / ROOT_NAME / rung.id / ph
        if bundle_dir.exists():
            raise IntegrityError("the phase's bundle directory already exists", path=bundle_dir, rule="fresh-bundle")
        engine = backend.open(protocol, rung)
        try:
            pre = build_preflight(protocol, state, rung, ph, engine, backend.name, allow_uncaptured=allow,
                                  run_dir=run_dir)
            event = Event(rung_id=rung.id, phase=ph, status="started", bundle=bundle_rel,
                          runtime_sha256=pre.runtime_sha256, started_at=utc_now())
            state = state.model_copy(update={"events": [*state.events, event]})
            save_state(run_dir, state)
            model = pre.runtime.get("model", {})
            env = capture_environment(
                model=ModelIdentity(id=str(model.get("id") or model.get("file") or "unknown"),
                                    file_sha256=model.get("sha256"), revision=model.get("revision")),
                backend=pre.runtime.get("backend"), backend_version=pre.runtime.get("backend_version"),
                details={"rung": rung.id, "phase": ph, "runtime_sha256": pre.runtime_sha256})
            writer = BundleWriter(bundle_dir, role=pre.role, runner=_identity(), environment=env)
            writer.write_preflight(pre.model_dump(mode="json"))
            catalog_mod.add(run_dir / CATALOG_NAME, bundle_dir, bundle_id=bundle_rel)
            if not pre.passed:
                failed = [c for c in pre.checks if c.fatal and not c.passed]
                state = _replace_last(state, status="preflight_failed")
                save_state(run_dir, state)
                raise PreflightFailed("preflight refused to start generation: "
                                      + "; ".join(f"{c.name}: {c.detail}" for c in failed),
                                      path=bundle_dir / "preflight.json", rule=failed[0].name)
            stall = float(os.environ.get(STALL_ENV, "0") or 0)
            if stall > 0:
                time.sleep(stall)
            jobs = phase_jobs(protocol, rung, ph)
            t0 = time.perf_counter()
            samples = engine.generate(jobs, budget=rung.budget, answer_limit=protocol.answer_limit,
                                      close_text=protocol.close_text, temperature=protocol.sampling.temperature,
                                      seed=protocol.sampling.seed)
            wall = time.perf_counter() - t0
        finally:
            engine.close()
        rows = rows_from(samples, jobs, protocol, rung, ph)
        other_ids = _ids_of_other_bundles(run_dir, state, exclude=bundle_rel)
        validate_rows(rows, protocol, rung, ph, other_ids=other_ids, where=str(bundle_dir))
        report = audit_rows(rows, protocol.thresholds, source=str(bundle_dir / "rows.jsonl"))
        writer.write_jsonl("rows.jsonl", rows)
        rows_sha = hashlib.sha256((bundle_dir / "rows.jsonl").read_bytes()).hexdigest()
        report = report.model_copy(update={"rows_sha256": rows_sha})
        writer.write_jsonl("decoded.jsonl", [{"sample_id": s.sample_id, "reasoning_text": s.reasoning_text,
                                              "answer_text": s.answer_text} for s in samples])
        writer.write_json("termination.json", report.model_dump(mode="json"))
        sampled = sum(len(r["token_ids"]) + r["answer_tokens"] for r in rows)
        writer.write_json("runner.json", {
            "rung_id": rung.id, "phase": ph, "k": pre.k, "samples": len(rows), "sampled_tokens": sampled,
            "wall_s": round(wall, 6), "sampled_tokens_per_s": round(sampled / wall, 3) if wall > 0 else None,
            "max_seqs": rung.max_seqs, "backend": backend.name})
        writer.seal()
        rec = catalog_mod.reconcile(run_dir / CATALOG_NAME)
        if not rec.ok:
            p = rec.problems[0]
            raise IntegrityError(f"catalog reconcile failed: {p.message}", path=p.path, rule=p.rule)
        entry = next(b for b in catalog_mod.load_catalog(run_dir / CATALOG_NAME).bundles if b.path == bundle_rel)
        summary = PhaseSummary(adequate=report.adequate, n=report.n, loop_rate=report.loop_rate,
                               unresolved_rate=report.unresolved_rate, answer_limit_rate=report.answer_limit_rate,
                               rows_sha256=rows_sha)
        state = _replace_last(state, status="complete", finished_at=utc_now(), receipt_sha256=entry.receipt_sha256,
                              termination=summary)
        state = finalize(protocol, state)
        save_state(run_dir, state)
        return PhaseResult(rung_id=rung.id, phase=ph, bundle=bundle_dir, preflight=pre, termination=report,
                           state=state)


def _replace_last(state: RunState, **update: Any) -> RunState:
    last = state.events[-1].model_copy(update=update)
    return state.model_copy(update={"events": [*state.events[:-1], last]})


def _ids_of_other_bundles(run_dir: Path, state: RunState, *, exclude: str) -> set[str]:
    from claimcheck.fsio import iter_jsonl

    ids: set[str] = set()
    for ev in state.events:
        if ev.status != "complete" or ev.bundle == exclude:
            continue
        for _, row in iter_jsonl(run_dir / ROOT_NAME / ev.bundle / "rows.jsonl"):
            ids.add(row.get("sample_id"))
    return ids


def run_all(run_dir: str | Path, backend: Backend, *, allow_uncaptured: bool | None = None,
            max_phases: int = 1000) -> RunState:
    """Run phases until the history is terminal."""
    for _ in range(max_phases):
        _, state = load_run(run_dir)
        if state.terminal is not None:
            return state
        res = run_phase(run_dir, backend, allow_uncaptured=allow_uncaptured)
        if res.state.terminal is not None:
            return res.state
    raise ClaimcheckError("too many phases", rule="runaway")  # pragma: no cover
