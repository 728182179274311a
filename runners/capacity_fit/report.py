"""The report page of a capacity-fit run directory (``protocol.json`` + ``state.json`` +
``catalog.json``), for ``fak report`` (registered in ``runners/registry.py``, ``REPORT_PAGES``).

``verify_history`` first (catalog, receipts, rows, runtime identity per rung, replayed decisions);
a run stopped by a refused live preflight has its whole catalog re-hashed instead. Per phase the
KV demand is recomputed with ``claimcheck.capacity.plan`` from the live values the engine
reported and the protocol, and the termination shares with ``claimcheck.termination.audit_rows``
from the raw rows; nothing is read from a preflight's plan or a recorded termination summary.
"""

from __future__ import annotations

from pathlib import Path

from claimcheck import catalog as catalog_mod
from claimcheck.capacity import plan
from claimcheck.errors import ClaimcheckError, PreflightFailed, UsageError
from claimcheck.fsio import iter_jsonl, load_json_file
from claimcheck.report import charts
from claimcheck.report.page import Chart, Page, Section, Table, cell, percent
from claimcheck.termination import audit_rows
from claimcheck.verify import load_receipt
from runners.capacity_fit.history import verify_history
from runners.capacity_fit.models import CapacityFitPreflight
from runners.capacity_fit.runner import phase_jobs
from runners.capacity_fit.state import CATALOG_NAME, ROOT_NAME, load_run


def run_page(run_dir: Path) -> Page:
    """The report page of the capacity-fit run in ``run_dir`` (``fak report RUN_DIR``)."""
    page = Page(title=f"capacity-fit run {run_dir}", kind="capacity-fit-run", targets=[str(run_dir)], ok=True)
    sec = Section(anchor="run", title=f"capacity-fit run {run_dir}", kind="capacity-fit-run", state="complete", ok=True)
    page.sections.append(sec)

    stopped: PreflightFailed | None = None
    pending = None
    try:
        pending = verify_history(run_dir).pending
    except PreflightFailed as exc:
        # a legal, preserved stop: a phase's live preflight refused before generating anything. The
        # history cannot be replayed past it, so the whole catalog is re-hashed instead (every
        # complete bundle and the refused phase's preflight-only bundle) before anything is charted
        stopped = exc
        cat = catalog_mod.verify(run_dir / CATALOG_NAME)
        if not cat.ok:
            sec.ok, sec.state, page.ok = False, "invalid", False
            sec.problems += [f"{p.path}: {p.message} [{p.rule}]" for p in cat.problems]
            sec.notes.append("The run's catalog does not verify: nothing in it is charted.")
            return page
    except ClaimcheckError as exc:
        sec.ok, sec.state, page.ok = False, "invalid", False
        sec.problems.append(exc.line())
        sec.notes.append("The run's history does not verify (catalog, receipts, rows or replayed decisions): "
                         "nothing in it is charted.")
        return page

    protocol, state = load_run(run_dir)
    ladder = {r.id: r for r in protocol.ladder}
    th = protocol.thresholds
    checked = ("catalog re-hashed (every bundle, the refused phase's preflight-only one included); the history "
               "stops at the refused phase") if stopped else \
        "verified: catalog, receipts, rows, runtime identity per rung, replayed decisions"
    sec.facts += [("experiment", state.experiment), ("protocol sha256", state.protocol_sha256), ("history", checked),
                  ("ladder", ", ".join(f"{r.id} (budget {r.budget}, max-seqs {r.max_seqs})" for r in protocol.ladder)),
                  ("answer limit", str(protocol.answer_limit)), ("model context", str(protocol.max_model_len))]
    if stopped is not None:
        sec.state = "stopped: preflight refused"
        sec.facts.append(("stopped", stopped.message))
        sec.notes.append("A phase's live preflight refused to start it (exit 6 when it ran): nothing was generated "
                         "for that phase and the run can never continue into a result. Its KV demand is charted "
                         "from the preflight it preserved.")
    elif state.terminal is not None:
        t = state.terminal
        sec.facts.append(("terminal", f"pass: {str(t.pass_).lower()}; selected: "
                          f"{t.selected.rung_id if t.selected else 'none'}; {t.reason}"))
    else:
        sec.facts.append(("terminal", f"not reached; next: {pending}"))
    labels, kv, rows_out = [], [], []
    loops, unresolved, answer = [], [], []
    for ev in state.events:
        bdir = run_dir / ROOT_NAME / ev.bundle
        pre = CapacityFitPreflight.model_validate(load_json_file(bdir / "preflight.json"))
        rung = ladder[ev.rung_id]
        live = pre.live
        label = f"{ev.rung_id}/{ev.phase}"
        try:
            cap = plan(kv_tokens=live.kv_tokens, block_size=live.block_size, max_model_len=live.max_model_len,
                       prompt_tokens=[p.prompt_tokens for p in pre.prompts], budget=rung.budget,
                       answer=protocol.answer_limit, max_seqs=rung.max_seqs,
                       sequences=len(phase_jobs(protocol, rung, ev.phase)))
        except UsageError as exc:  # not even one sequence fits: the preflight refused on this
            cap = None
            sec.notes.append(f"{label}: {exc.message}")
        if cap is not None:
            kv.append((label, cap.demand, live.kv_tokens))
        if ev.status == "complete":
            rows = [row for _, row in iter_jsonl(bdir / "rows.jsonl")]
            term = audit_rows(rows, th, source=str(bdir / "rows.jsonl"))
            labels.append(label)
            loops.append(term.loop_rate)
            unresolved.append(term.unresolved_rate)
            answer.append(term.answer_limit_rate)
            shares = [percent(term.loop_rate), percent(term.unresolved_rate), percent(term.answer_limit_rate),
                      "yes" if term.adequate else "no"]
        else:
            shares = ["-", "-", "-", "refused" if ev.status == "preflight_failed" else ev.status]
        rows_out.append([label, pre.role, pre.k, cell(cap and cap.width), live.kv_tokens, live.block_size,
                         cell(cap and cap.tokens_per_seq), cell(cap and cap.demand), cell(cap and cap.headroom),
                         "-" if cap is None else "yes" if cap.fits else "NO", *shares,
                         ev.receipt_sha256[:12] if ev.receipt_sha256 else "-"])
        if len(rows_out) == 1:
            env = load_receipt(bdir).predicate.environment if ev.status == "complete" else None
            sec.facts.append(("backend", f"{pre.backend} ({pre.runtime.get('backend_version', '-')})"))
            if env is not None:
                sec.facts.append(("sealed on", "; ".join(x for x in (env.hardware, env.platform, f"Python {env.python}")
                                                         if x)))
    sec.tables.append(Table(
        caption="Per phase: KV demand recomputed (claimcheck.capacity.plan) from the live capacity the engine reported "
                "and the protocol; termination shares recomputed from rows.jsonl (claimcheck.termination.audit_rows)",
        headers=["rung/phase", "role", "K", "width", "live KV tokens", "block", "tokens/seq", "demand", "headroom",
                 "fits", "loops", "unresolved", "answer-limit", "adequate", "receipt"],
        rows=rows_out))
    if kv:
        sec.charts.append(Chart(
            id="run-kv", title="KV demand vs live capacity per rung",
            svg=charts.kv_demand("run-kv", "KV demand vs live KV capacity per rung and phase", kv),
            caption="Bar: width x block-rounded worst sequence (prompt + reasoning budget + answer limit); black tick: "
                    "the live KV tokens the engine reported; label: demand / capacity. Red: over capacity."))
    if labels:
        metrics = [("exact periodic loops", loops, th.max_loops, "<" if th.loops_strict else "<="),
                   ("unresolved boundary contacts", unresolved, th.max_unresolved,
                    "<" if th.unresolved_strict else "<="),
                   ("answer-limit contacts", answer, th.max_answer_limit, "<" if th.answer_limit_strict else "<=")]
        sec.charts.append(Chart(
            id="run-termination", title="Termination shares vs their ceilings",
            svg=charts.termination_shares("run-termination", "Termination shares vs registered ceilings", labels,
                                          metrics),
            caption="Per completed phase, the share of samples in each termination class (content-blind: token IDs "
                    "and counts only); dashed: the protocol's registered ceiling. Red: the ceiling is broken."))
    if not state.events:
        sec.notes.append("No phase has run yet: nothing to chart.")
    return page
