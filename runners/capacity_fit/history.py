"""Whole-history re-verification and selection checks, before any decoded text is read.

``verify_history`` recomputes everything the state claims from the sealed bundles:
catalog and receipts, each bundle's role / K / rung / phase, every row's identity (no
row reused from another bundle or rung), the termination metrics from the raw rows
(never from the recorded summary), the runtime identity inside each rung, and the
terminal decision by replaying the history.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from pydantic import Field

from claimcheck import catalog as catalog_mod
from claimcheck.fsio import iter_jsonl, load_json_file
from claimcheck.errors import IntegrityError
from claimcheck.strict import StrictModel
from claimcheck.termination import audit_rows
from claimcheck.verify import load_receipt, verify_bundle
from runners.capacity_fit.models import CapacityFitPreflight, Terminal
from runners.capacity_fit.runner import validate_rows
from runners.capacity_fit.state import CATALOG_NAME, ROOT_NAME, k_for, load_run, replay, role_for


class HistoryReport(StrictModel):

    kind: str = "capacity-fit-history"
    ok: bool
    experiment: str
    phases: list[dict] = Field(default_factory=list)
    terminal: Terminal | None = None
    pending: str | None = Field(default=None, description="the next phase, when the history is not terminal")


def _preflight(bundle_dir: Path) -> CapacityFitPreflight:
    try:
        return CapacityFitPreflight.model_validate(load_json_file(bundle_dir / "preflight.json"))
    except ValueError as exc:
        raise IntegrityError(f"preflight not understood: {exc}", path=bundle_dir / "preflight.json",
                             rule="schema") from None


def check_bundle(run_dir: str | Path, bundle_rel: str, phase: str) -> CapacityFitPreflight:
    """A complete, intact bundle of ``phase`` with the right role and K for it.

    This is the gate a selectable arm passes: a probe (role ``probe``, K=k_probe)
    offered as a K=k_arm base or designed arm is refused.
    """
    run_dir = Path(run_dir)
    protocol, _ = load_run(run_dir)
    bdir = run_dir / ROOT_NAME / bundle_rel
    report = verify_bundle(bdir)
    if not report.ok:
        p = report.problems[0]
        raise IntegrityError(f"bundle does not verify: {p.message}", path=p.path, rule=p.rule)
    pre = _preflight(bdir)
    receipt = load_receipt(bdir)
    want_role, want_k = role_for(phase), k_for(protocol, phase)
    if receipt.predicate.role != want_role or pre.role != want_role or pre.phase != phase or pre.k != want_k:
        raise IntegrityError(
            f"bundle {bundle_rel!r} is a {pre.role} (phase {pre.phase}, K={pre.k}); a {phase} needs role "
            f"{want_role} with K={want_k}", path=bdir, rule="probe-as-arm" if pre.role == "probe" else "wrong-role")
    return pre


def verify_history(run_dir: str | Path) -> HistoryReport:
    run_dir = Path(run_dir)
    protocol, state = load_run(run_dir)
    cat = catalog_mod.verify(run_dir / CATALOG_NAME)
    if not cat.ok:
        p = cat.problems[0]
        raise IntegrityError(f"catalog does not verify: {p.message}", path=p.path, rule=p.rule)
    entries = {b.path: b for b in catalog_mod.load_catalog(run_dir / CATALOG_NAME).bundles}
    nxt = replay(protocol, state.events)  # raises on interrupted / out-of-order histories
    ladder = {r.id: r for r in protocol.ladder}
    seen_ids: set[str] = set()
    runtimes: dict[str, str] = {}
    phases = []
    for ev in state.events:
        bdir = run_dir / ROOT_NAME / ev.bundle
        entry = entries.get(ev.bundle)
        if entry is None or entry.state != "complete" or entry.receipt_sha256 != ev.receipt_sha256:
            raise IntegrityError(f"event {ev.bundle} does not match a complete catalog entry", path=bdir,
                                 rule="catalog-mismatch")
        pre = check_bundle(run_dir, ev.bundle, ev.phase)
        rung = ladder[ev.rung_id]
        if pre.rung_id != ev.rung_id or pre.rung != rung or pre.protocol_sha256 != state.protocol_sha256:
            raise IntegrityError("preflight names another rung or protocol", path=bdir, rule="reused-bundle")
        if not pre.passed:
            raise IntegrityError("a bundle with a failed preflight carries rows", path=bdir, rule="preflight")
        if pre.runtime_sha256 != ev.runtime_sha256:
            raise IntegrityError("runtime identity differs from the history", path=bdir, rule="runtime-drift")
        if runtimes.setdefault(ev.rung_id, pre.runtime_sha256) != pre.runtime_sha256:
            raise IntegrityError(f"runtime drift inside rung {ev.rung_id}", path=bdir, rule="runtime-drift")
        rows = [row for _, row in iter_jsonl(bdir / "rows.jsonl")]
        validate_rows(rows, protocol, rung, ev.phase, other_ids=seen_ids, where=str(bdir / "rows.jsonl"))
        seen_ids.update(r["sample_id"] for r in rows)
        rows_sha = hashlib.sha256((bdir / "rows.jsonl").read_bytes()).hexdigest()
        report = audit_rows(rows, protocol.thresholds, source=str(bdir / "rows.jsonl"))
        t = ev.termination
        if (t is None or t.rows_sha256 != rows_sha or t.adequate != report.adequate or t.n != report.n
                or t.loop_rate != report.loop_rate or t.unresolved_rate != report.unresolved_rate
                or t.answer_limit_rate != report.answer_limit_rate):
            raise IntegrityError("recorded termination metrics differ from the rows' recomputation", path=bdir,
                                 rule="termination-mismatch")
        phases.append({"bundle": ev.bundle, "role": pre.role, "k": pre.k, "adequate": report.adequate,
                       "loop_rate": report.loop_rate, "unresolved_rate": report.unresolved_rate,
                       "answer_limit_rate": report.answer_limit_rate})
    if nxt.terminal is not None:
        if state.terminal is None:
            raise IntegrityError("the history reached a terminal decision that is not recorded",
                                 path=run_dir / "state.json", rule="terminal-missing")
        if (state.terminal.pass_, state.terminal.selected) != (nxt.terminal.pass_, nxt.terminal.selected):
            raise IntegrityError("the recorded terminal decision differs from the replayed history",
                                 path=run_dir / "state.json", rule="terminal-mismatch")
        if state.terminal.selected is not None:
            sel = state.terminal.selected
            check_bundle(run_dir, sel.base, "base")
            check_bundle(run_dir, sel.designed, "designed")
    elif state.terminal is not None:
        raise IntegrityError("a terminal decision is recorded but the history has not reached one",
                             path=run_dir / "state.json", rule="terminal-mismatch")
    pending = None if nxt.terminal else f"{nxt.rung.id}/{nxt.phase}"
    return HistoryReport(ok=True, experiment=state.experiment, phases=phases, terminal=state.terminal,
                         pending=pending)
