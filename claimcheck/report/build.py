"""Build a report: verify the target, re-derive every figure from raw rows, draw the charts,
write one self-contained HTML file.

Targets (``classify``):

* a **bundle** directory: ``verify_bundle`` first (the bytes it hashed are the bytes parsed);
  a claim witness (``request-ab``, ``compat-batch``) is re-derived by
  ``claimcheck.claims.evidence.load_evidence`` and charted; a bundle that does not verify is
  reported in red with its problems and no chart;
* a **catalog** (``kind: claimcheck-catalog``): ``catalog.verify`` (full re-hash), then every
  listed bundle as above, with an overview table linking to each bundle's section;
* a **capacity-fit run** directory (``protocol.json`` + ``state.json`` + ``catalog.json``):
  the page its runner draws (the plugin registry's ``REPORT_PAGES``): the run's history verified
  first; per phase the KV demand recomputed with ``claimcheck.capacity.plan`` from the live values
  the engine reported, and the termination shares with ``claimcheck.termination.audit_rows``
  from the raw rows;
* one or more **claim records** (``kind: claim-record``, ``fak claim-check --record``), or a
  directory of them: each is re-graded (``claimcheck.claims.regrade``: re-verify, re-derive),
  shown with its verdict, reading and recomputed numbers beside the recorded verdict (a
  difference is a problem), and each witness bundle once, charted.

Nothing is read from a summary field of ``witness.json``, a preflight's plan or a recorded
termination summary. ``ReportResult.ok`` is false when anything failed verification or a
re-grade disagrees (the CLI exits 3 then; the report is still written and says why).
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from collections.abc import Sequence
from typing import Any

from pydantic import Field

from claimcheck.errors import ClaimcheckError, UsageError, os_errors
from claimcheck.report.page import Chart, ClaimView, Page, Section, Table, TargetKind, cell, percent
from claimcheck.strict import StrictModel


class SectionSummary(StrictModel):
    anchor: str
    title: str
    kind: str
    state: str
    ok: bool
    charts: list[str] = Field(default_factory=list, description="chart ids drawn in this section")
    problems: list[str] = Field(default_factory=list)


class ReportResult(StrictModel):
    """What ``build_report`` wrote (the CLI prints it; ``--json``)."""

    out: str
    target_kind: TargetKind
    targets: list[str]
    ok: bool = Field(description="false when a bundle, catalog or run failed verification or a re-grade disagrees")
    charts: int
    bytes: int
    sections: list[SectionSummary]


# --- helpers --------------------------------------------------------------------------


def _anchor(prefix: str, text: str, used: set[str]) -> str:
    base = f"{prefix}-" + (re.sub(r"[^A-Za-z0-9_-]+", "-", text).strip("-").lower() or "x")
    name, n = base, 2
    while name in used:
        name, n = f"{base}-{n}", n + 1
    used.add(name)
    return name


def bootstrap_mean(values: Sequence[float]) -> tuple[float, float] | None:
    """95% percentile interval of the mean of ``values`` (runs resampled with replacement; the
    grader's seed and resample count: ``claimcheck.claims.quantities``). None under two runs."""
    from claimcheck.claims.quantities import BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED

    vals = list(values)
    n = len(vals)
    if n < 2:
        return None
    rng = random.Random(BOOTSTRAP_SEED)
    stats = sorted(sum(vals[int(rng.random() * n)] for _ in range(n)) / n for _ in range(BOOTSTRAP_RESAMPLES))
    return stats[int(0.025 * (len(stats) - 1))], stats[int(0.975 * (len(stats) - 1))]


# --- target classification ------------------------------------------------------------


def _json_kind(path: Path) -> str | None:
    from claimcheck._internal.jsonio import load_json_file

    try:
        obj = load_json_file(path)
    except ClaimcheckError as exc:
        raise UsageError(f"not a readable JSON document: {exc.message}", path=path, rule="report-target") from None
    return obj.get("kind") if isinstance(obj, dict) and isinstance(obj.get("kind"), str) else None


def _is_run_dir(p: Path) -> bool:
    return all((p / n).is_file() for n in ("protocol.json", "state.json", "catalog.json"))


def classify(targets: Sequence[str | Path]) -> tuple[TargetKind, list[Path]]:
    """What the targets are; a ``UsageError`` (exit 2) for anything else, before any work."""
    paths = [Path(t) for t in targets]
    if not paths:
        raise UsageError("name a bundle, a catalog, a capacity-fit run or claim records", rule="report-target")
    for p in paths:
        if not p.exists() and not p.is_symlink():
            raise UsageError("no such file or directory", path=p, rule="report-target")
    if len(paths) == 1 and paths[0].is_dir():
        p = paths[0]
        if _is_run_dir(p):
            return "capacity-fit-run", paths
        if not (p / "receipt.json").exists() and not (p / "preflight.json").exists():
            records = sorted(q for q in p.glob("*.json") if q.is_file() and _json_kind(q) == "claim-record")
            if records:
                return "records", records
        return "bundle", paths
    if len(paths) == 1:
        kind = _json_kind(paths[0])
        if kind == "claimcheck-catalog":
            return "catalog", paths
        if kind == "claim-record":
            return "records", paths
        raise UsageError(f"a file of kind {kind!r}: fak report takes a bundle directory, a catalog, a capacity-fit "
                         "run directory or claim records", path=paths[0], rule="report-target")
    for p in paths:
        if not p.is_file() or _json_kind(p) != "claim-record":
            raise UsageError("several targets must all be claim records (fak claim-check --record)", path=p,
                             rule="report-target")
    return "records", paths


# --- bundles --------------------------------------------------------------------------


def _environment_facts(receipt: Any) -> list[tuple[str, str]]:
    pred = receipt.predicate
    env = pred.environment
    facts = [("role", pred.role), ("sealed at", pred.created_at),
             ("runner", f"{pred.runner.name} {pred.runner.version} (source sha256 {pred.runner.source_sha256[:16]}...)"),
             ("sealed on", "; ".join(x for x in (env.hardware, env.platform, f"Python {env.python}") if x))]
    if env.backend:
        facts.append(("backend", f"{env.backend} {env.backend_version or ''}".strip()))
    if env.model is not None:
        m = env.model
        bits = [m.id]
        if m.file:
            bits.append(f"file {m.file}")
        if m.package:
            bits.append(f"package {m.package}")
        if m.file_sha256:
            bits.append(f"sha256 {m.file_sha256}")
        facts.append(("model (receipt)", "; ".join(bits)))
    if env.packages:
        facts.append(("packages", ", ".join(f"{k} {v}" for k, v in sorted(env.packages.items()))))
    return facts


def bundle_section(path: Path, anchor: str, *, title: str | None = None, trusted_keys: Sequence[Any] = (),
                   allow_preflight: bool = False) -> Section:
    """Verify ``path``, then (only if it verifies) re-derive and chart its witness. With ``trusted_keys``
    (public key paths or objects) the receipt must carry a valid signature by one of them, else the
    bundle is red."""
    from claimcheck.claims.evidence import WITNESS_FILES, load_evidence
    from claimcheck.signing import signature_status
    from claimcheck.verify import load_receipt, verify_bundle

    kept: dict[str, bytes | None] = dict.fromkeys((*WITNESS_FILES, "preflight.json"))
    report = verify_bundle(path, keep_bytes=kept, allow_preflight=allow_preflight)
    sec = Section(anchor=anchor, title=title or f"bundle {path}", kind="bundle", state=report.state, ok=report.ok)
    sec.facts.append(("path", str(path)))
    sec.facts.append(("verify", f"{report.state}: {report.files} files, {report.bytes} bytes"))
    sec.facts.append(("receipt sha256", report.receipt_sha256 or "-"))
    if not report.ok:
        sec.problems = [f"{p.path}: {p.message} [{p.rule}]" for p in report.problems] or [f"state {report.state}"]
        sec.notes.append("The bundle does not verify: nothing in it is charted or summarised.")
        return sec
    if report.state == "preflight_only":  # listed so in its catalog: a preserved state, never a result
        sec.notes.append("Preflight only (the catalog lists it so): a preserved state, never a result; nothing to chart.")
        return sec
    receipt = load_receipt(path, data=kept["receipt.json"])
    status, detail = signature_status(path, list(trusted_keys))
    sig = {"none": "none (unsigned)", "unchecked": "DSSE envelope over this receipt; no trusted key given, not checked",
           "valid": f"valid: signed by trusted key {detail}"}.get(status, f"INVALID: {detail}")
    sec.facts.append(("signature", sig))
    if status == "INVALID":
        sec.ok = False
        sec.problems.append(f"{path}: signature INVALID: {detail} [signature]")
    elif trusted_keys and status != "valid":
        sec.ok = False
        sec.problems.append(f"{path}: no signature by a trusted key (--trusted-key given) [signature-required]")
    sec.facts.extend(_environment_facts(receipt))
    if kept.get("witness.json") is None and kept.get("preflight.json") is None:
        sec.notes.append("No witness.json: not a claim witness; verified only.")
        return sec
    from claimcheck.witnesses import WitnessError

    try:
        ev = load_evidence(path, files=kept)
    except WitnessError as exc:
        if exc.rule == "witness-kind":
            sec.notes.append(f"Not a witness kind this report charts: {exc.message}")
            return sec
        sec.ok, sec.state = False, "invalid"
        sec.problems.append(exc.line())
        sec.notes.append("The witness's rows break its format: nothing is charted.")
        return sec
    sec.kind = ev.kind
    _witness_facts(sec, ev)
    salt = anchor
    if ev.kind == "request-ab":
        _request_ab(sec, ev, salt)
    elif ev.kind == "compat-batch":
        _compat_batch(sec, ev, salt)
    elif ev.kind == "capacity-fit":
        _capacity_phase(sec, ev, salt)
    else:  # client-aggregate: printed numbers without rows, nothing re-derived to chart
        sec.notes.append(f"A {ev.kind} witness: the client's printed aggregates, no per-request rows; nothing "
                         "re-derived is charted (fak witness derive lists the printed values).")
        _values_table(sec, ev)
    return sec


def _capacity_phase(sec: Section, ev: Any, salt: str) -> None:
    """One capacity-fit phase bundle, as claimcheck.witnesses.capacity_fit re-derives it (the plan re-run
    on the preflight's live capacity, the termination audit re-run on the rows with the thresholds
    termination.json froze); `fak report` on the run directory shows every phase and the history."""
    from claimcheck.report import charts

    d = ev.derived
    cap, term, th = d["plan"], d["termination"], d["thresholds"]
    label = f"{d['rung_id']}/{d['phase']}"
    sec.facts += [("phase", f"{label} ({d['role']}, {d['sequences']} sequences, backend {d['backend']})"),
                  ("sampled", f"{d['sampled_tokens']} tokens in {cell(d['wall_s'])} s")]
    if d.get("graphs") is not None:
        g = d["graphs"]
        sec.facts.append(("CUDA graphs", f"capture sizes {g.capture_sizes}; uncaptured decode widths "
                                         f"{g.uncaptured_widths or 'none'}"))
    sec.tables.append(Table(
        caption="Re-derived by claimcheck.witnesses.capacity_fit: the plan re-run on the preflight's live capacity, "
                "the termination audit re-run on rows.jsonl",
        headers=["rung/phase", "width", "live KV tokens", "block", "tokens/seq", "demand", "headroom", "fits", "loops",
                 "unresolved", "answer-limit", "adequate"],
        rows=[[label, cap.width, cap.kv_tokens, cap.block_size, cap.tokens_per_seq, cap.demand, cap.headroom,
               "yes" if cap.fits else "NO", percent(term.loop_rate), percent(term.unresolved_rate),
               percent(term.answer_limit_rate), "yes" if term.adequate else "no"]]))
    sec.charts.append(Chart(
        id=f"{salt}-kv", title="KV demand vs live capacity",
        svg=charts.kv_demand(f"{salt}-kv", "KV demand vs live KV capacity", [(label, cap.demand, cap.kv_tokens)]),
        caption="Bar: width x block-rounded worst sequence (prompt + reasoning budget + answer limit); black tick: the "
                "live KV tokens the engine reported. Red: over capacity."))
    sec.charts.append(Chart(
        id=f"{salt}-termination", title="Termination shares vs their ceilings",
        svg=charts.termination_shares(
            f"{salt}-termination", "Termination shares vs registered ceilings", [label],
            [("exact periodic loops", [term.loop_rate], th.max_loops, "<" if th.loops_strict else "<="),
             ("unresolved boundary contacts", [term.unresolved_rate], th.max_unresolved,
              "<" if th.unresolved_strict else "<="),
             ("answer-limit contacts", [term.answer_limit_rate], th.max_answer_limit,
              "<" if th.answer_limit_strict else "<=")]),
        caption="The share of this phase's samples in each termination class (content-blind), against the thresholds "
                "termination.json froze. Red: the ceiling is broken."))
    sec.notes.append("One phase of a capacity-fit run: `fak report` on the run directory (protocol.json, state.json, "
                     "catalog.json) shows every phase with the verified history.")


def _values_table(sec: Section, ev: Any) -> None:
    summary = ev.summary()
    keys = sorted({k for v in summary.values() for k in v if k != "role"})
    sec.tables.append(Table(caption=f"Per arm, the values the {ev.kind} witness is graded on, as the client printed "
                                    "them (not re-derived from rows)",
                            headers=["arm", "role", *keys],
                            rows=[[n, v.get("role"), *(cell(v.get(k)) for k in keys)] for n, v in summary.items()]))


def _values(sample: Any) -> list[float]:
    """The grader's per-request sample (claimcheck.claims.statistics), or none when it says the rows
    cannot give one (an ``Unavailable``)."""
    return list(sample) if isinstance(sample, list) else []


def _witness_facts(sec: Section, ev: Any) -> None:
    w = ev.witness
    model = w.get("model")
    if isinstance(model, dict):
        model = "; ".join(f"{k} {v}" for k, v in model.items() if v is not None)
    sec.facts += [("witness kind", ev.kind), ("provenance", ev.provenance),
                  ("model (witness)", cell(model)), ("hardware (witness)", cell(w.get("hardware"))),
                  ("engine", cell(w.get("engine"))), ("timings include", ", ".join(ev.timing_includes) or "-"),
                  ("runs per arm", str(ev.runs))]
    if ev.output_cap is not None:
        sec.facts.append(("output cap", str(ev.output_cap)))


def _request_ab(sec: Section, ev: Any, salt: str) -> None:
    from claimcheck.claims.statistics import request_ab_values

    d = ev.derived["arms"]
    names = list(d)
    sec.tables.append(Table(
        caption="Per arm, re-derived from rows.jsonl (claimcheck.witnesses.request_ab.derive)",
        headers=["arm", "role", "workers", "runs", "requests", "completed", "failed", "wall s", "requests/s",
                 "tokens/s", "TTFT p50 s", "TTFT p95 s", "cached tokens"],
        rows=[[n, a["role"], a["workers"], a["runs"], a["requests"], a["completed"], a["failed"], cell(a["wall_s"]),
               cell(a["throughput"]), cell(a["token_rate"]), cell(a["ttft_p50_s"]), cell(a["ttft_p95_s"]),
               cell(a["cached_tokens"])] for n, a in d.items()]))
    from claimcheck.report import charts

    per_run = [[v["throughput"] for v in d[n]["run_values"] if v["throughput"] is not None] for n in names]
    intervals = [bootstrap_mean(r) for r in per_run]
    single = all(len(r) < 2 for r in per_run)
    sec.charts.append(Chart(
        id=f"{salt}-throughput", title="Throughput per arm (completed requests/s)",
        svg=charts.bars_with_intervals(f"{salt}-throughput", "Throughput per arm", names,
                                       [d[n]["throughput"] for n in names], intervals, per_run, "completed requests / s"),
        caption="Bar: completed requests / wall time, pooled over runs. "
                + ("Single run per arm: no interval (one run gives no spread)." if single else
                   "Error bar: 95% bootstrap interval of the mean per-run throughput (runs resampled); dots: each run.")))
    ttft = {n: _values(request_ab_values("ttft", ev.arms[n].rows)) for n in names}
    e2e = {n: _values(request_ab_values("e2e_latency", ev.arms[n].rows)) for n in names}
    marks = {n: [("p50", d[n]["ttft_p50_s"]), ("p95", d[n]["ttft_p95_s"])] for n in names
             if d[n]["ttft_p50_s"] is not None}
    sec.charts.append(Chart(
        id=f"{salt}-latency", title="TTFT and end-to-end latency per arm",
        svg=charts.ecdf_panels(f"{salt}-latency", "Latency distributions per arm",
                               [("time to first token", "seconds", ttft), ("end-to-end latency", "seconds", e2e)],
                               marks),
        caption="Empirical CDFs over completed requests: TTFT = first_token_s - start_s, end-to-end = end_s - start_s "
                "(the grader's definitions); dots: nearest-rank p50 and p95 of TTFT."))
    timeline = {}
    for n in names:
        rows = ev.arms[n].rows
        runs = sorted({r.get("run") for r in rows}, key=lambda v: (str(type(v)), v))
        shown = [r for r in rows if r.get("run") == runs[0]]
        label = n if len(runs) == 1 else f"{n} (run {runs[0]} of {len(runs)})"
        timeline[label] = [(r["start_s"], r["first_token_s"], r["end_s"], r["ok"]) for r in shown]
    sec.charts.append(Chart(
        id=f"{salt}-timeline", title="Request timeline per arm",
        svg=charts.timelines(f"{salt}-timeline", "Request timeline per arm", timeline),
        caption="Each request is a row, sorted by start: light from its start to its first token, dark from the first "
                "token to its end, red when it failed. Overlap shows concurrency; a staircase of starts shows queueing."))


def _batches(steps: list[dict[str, Any]]) -> list[tuple[str, int, int]]:
    by: dict[tuple, list[int]] = {}
    for r in steps:
        if r["batch_id"] is None:
            continue
        acc = by.setdefault((r.get("run"), r["batch_id"]), [0, 0, r["start_s"]])
        acc[0] += r["active"]
        acc[1] += r["width"]
        acc[2] = min(acc[2], r["start_s"])
    order = sorted(by.items(), key=lambda kv: kv[1][2])
    runs = {k[0] for k in by}
    return [(f"{k[1]}" if len(runs) == 1 else f"{k[0]}:{k[1]}", v[0], v[1]) for k, v in order]


def _compat_batch(sec: Section, ev: Any, salt: str) -> None:
    from claimcheck.claims.statistics import compat_batch_values
    from claimcheck.report import charts

    d = ev.derived["arms"]
    names = list(d)
    ratios = ev.derived["ratios"]
    sec.tables.append(Table(
        caption="Per arm, re-derived from jobs.jsonl and steps.jsonl (claimcheck.witnesses.compat_batch.derive)",
        headers=["arm", "role", "planner", "width", "runs", "scheduled", "batches", "padding tax", "batch fill",
                 "token steps/s", "x baseline", "queue p50 s", "queue p95 s", "finite logit rows"],
        rows=[[n, a["role"], cell(a["planner"]), a["width"], a["runs"], a["scheduled"], a["batches"],
               percent(a["padding_tax"]), percent(a["batch_fill_at_admission"]), cell(a["rate"]),
               cell(ratios.get(n)) if n in ratios else "baseline", cell(a["queue_delay_p50_s"]),
               cell(a["queue_delay_p95_s"]), f"{a['logit_rows_finite_nonempty']}/{a['logit_rows_checked']}"]
              for n, a in d.items()]))
    per_run = [list(d[n]["run_rates"]) for n in names]
    single = all(len(r) < 2 for r in per_run)
    sec.charts.append(Chart(
        id=f"{salt}-rate", title="Token steps per second per arm",
        svg=charts.bars_with_intervals(f"{salt}-rate", "Useful token steps per second per arm", names,
                                       [d[n]["rate"] for n in names], [bootstrap_mean(r) for r in per_run], per_run,
                                       "token steps / s"),
        caption="Bar: useful token steps (active lanes of every decode call) / wall time, pooled over runs. "
                + ("Single run per arm: no interval." if single else
                   "Error bar: 95% bootstrap interval of the mean per-run rate; dots: each run.")))
    batched = {n: _batches(ev.arms[n].steps) for n in names}
    batched = {n: b for n, b in batched.items() if b}
    if batched:
        sec.charts.append(Chart(
            id=f"{salt}-padding", title="Padding per batch",
            svg=charts.padding_per_batch(f"{salt}-padding", "Padding per batch", batched,
                                         {n: d[n]["padding_tax"] for n in batched}),
            caption="Per batch (in start order): 1 - active lane-steps / allocated lane-steps over its decode calls; "
                    "dashed: the arm's padding tax over all its decode calls."))
    else:
        sec.notes.append("No arm ran batches (every decode call has a null batch_id): no padding chart.")
    delays = {n: _values(compat_batch_values("queue_delay", ev.arms[n].rows)) for n in names}
    e2e = {n: _values(compat_batch_values("e2e_latency", ev.arms[n].rows)) for n in names}
    marks = {n: [("p50", d[n]["queue_delay_p50_s"]), ("p95", d[n]["queue_delay_p95_s"])] for n in names
             if d[n]["queue_delay_p50_s"] is not None}
    sec.charts.append(Chart(
        id=f"{salt}-queue", title="Queue delay and end-to-end latency per arm",
        svg=charts.ecdf_panels(f"{salt}-queue", "Queue delays per arm",
                               [("queue delay", "seconds", delays), ("end-to-end latency", "seconds", e2e)], marks),
        caption="Empirical CDFs over scheduled jobs: queue delay = plan_start_s - submitted_s, end-to-end = end_s - "
                "submitted_s (the grader's definitions); dots: nearest-rank p50 and p95 of the queue delay."))


# --- catalog --------------------------------------------------------------------------


def _catalog_page(cp: Path, trusted_keys: Sequence[Any] = ()) -> Page:
    from claimcheck import catalog as catalog_mod

    cat = catalog_mod.load_catalog(cp)
    creport = catalog_mod.verify(cp)
    root = catalog_mod.root_of(cp, cat)
    page = Page(title=f"catalog {cp}", kind="catalog", targets=[str(cp)], ok=creport.ok)
    used: set[str] = set()
    rows = []
    claimed: set[int] = set()
    for entry in cat.bundles:
        bdir = root / entry.path
        anchor = _anchor("bundle", entry.id, used)
        sec = bundle_section(bdir, anchor, title=f"bundle {entry.id}", trusted_keys=trusted_keys,
                             allow_preflight=entry.state == "preflight_only")
        for i, p in enumerate(creport.problems):
            where = Path(p.path) if Path(p.path).is_absolute() else root / p.path
            if where == bdir or bdir in where.parents or Path(p.path) == bdir or bdir in Path(p.path).parents:
                claimed.add(i)
                sec.problems.append(f"catalog: {p.path}: {p.message} [{p.rule}]")
                sec.ok = False
        if sec.ok and sec.state == "complete" and entry.receipt_sha256 and entry.receipt_sha256 != _receipt_of(sec):
            sec.ok = False
            sec.problems.append(f"catalog: the catalog records receipt {entry.receipt_sha256}, the bundle has "
                                f"{_receipt_of(sec)} [changed]")
        if not sec.ok and sec.charts:  # intact by itself, refused by the catalog: nothing from its rows is shown
            sec.charts, sec.tables = [], []
            sec.notes.append("The catalog refuses this bundle: nothing from its rows is charted.")
        page.sections.append(sec)
        rows.append([entry.id, anchor, entry.state, sec.state, "ok" if sec.ok else "FAILS", sec.kind,
                     dict(sec.facts).get("provenance", "-"), len(sec.charts)])
    page.problems = [f"{p.path}: {p.message} [{p.rule}]" for i, p in enumerate(creport.problems) if i not in claimed]
    page.ok = creport.ok and all(s.ok for s in page.sections)
    page.overview = Table(
        caption=f"{len(cat.bundles)} bundles under {root} (catalog verify: {'ok' if creport.ok else 'FAILS'})",
        headers=["bundle", "anchor", "catalog state", "verify state", "check", "kind", "provenance", "charts"],
        rows=rows, links={0: 1})
    return page


def _receipt_of(sec: Section) -> str | None:
    v = dict(sec.facts).get("receipt sha256")
    return None if v in (None, "-") else v


# --- claim records ----------------------------------------------------------------------


def _witness_path(rec: Any, record_path: Path) -> Path | None:
    from claimcheck.claims.grade import parse_witness_pointer

    path, _ = parse_witness_pointer(rec.claim.witness)
    if not path:
        return None
    p = Path(path)
    if not p.is_absolute() and not p.exists():
        p = record_path.resolve().parent / p
    return p


def _claim_view(record_path: Path, anchor: str) -> tuple[ClaimView, Path | None]:
    from claimcheck.claims import load_record, regrade
    from claimcheck.claims.quantities import reading_lines

    with os_errors(record_path):
        rec = load_record(record_path)
        result = regrade(record_path)
    recorded = rec.result.verdict
    differences = []
    if recorded != result.verdict:
        differences.append(f"recorded verdict {recorded}, re-graded {result.verdict}")
    was = {(q.text, q.metric): q.recomputed for q in rec.result.quantities}
    for q in result.quantities:
        old = was.get((q.text, q.metric))
        if (q.text, q.metric) in was and old != q.recomputed and not (old is not None and q.recomputed is not None
                                                                      and abs(old - q.recomputed) <= 1e-9 * max(1, abs(old))):
            differences.append(f"{q.text!r}: recorded {old}, recomputed {q.recomputed}")
    quantities = Table(
        caption="Each number and direction of the statement, re-derived from the witness's rows",
        headers=["words", "metric", "arms", "stated", "recomputed", "accepted interval", "outcome", "detail"],
        rows=[[q.text, f"{q.kind}: {q.metric}" if q.metric else q.kind, " vs ".join(q.arms), cell(q.stated), cell(q.recomputed_text),
               f"[{q.interval[0]}, {q.interval[1]})" if q.interval else "-", q.outcome, q.detail]
              for q in result.quantities])
    view = ClaimView(
        anchor=anchor, record=str(record_path), statement=rec.claim.statement, recorded=recorded,
        regraded=result.verdict, agrees=not differences,
        reason=result.reason + ("" if not differences else " | DISAGREES with the record: " + "; ".join(differences)),
        questions=[(q.n, q.name, q.pass_, q.detail) for q in result.questions],
        reading=reading_lines(result.reading) if result.reading is not None else [],
        quantities=quantities, notes=list(result.notes), witness=rec.claim.witness)
    return view, _witness_path(rec, record_path)


def _records_page(records: list[Path], trusted_keys: Sequence[Any] = ()) -> Page:
    page = Page(title="claim records" if len(records) > 1 else f"claim record {records[0]}", kind="records",
                targets=[str(r) for r in records], ok=True)
    used: set[str] = set()
    bundles: dict[Path, Section] = {}
    rows = []
    for rp in records:
        view, wpath = _claim_view(rp, _anchor("claim", rp.name.removesuffix(".json"), used))
        page.claims.append(view)
        page.ok &= view.agrees
        bsec = None
        if wpath is not None:
            key = wpath.resolve()
            if key not in bundles:
                bundles[key] = bundle_section(wpath, _anchor("bundle", wpath.name, used), title=f"witness {wpath}",
                                              trusted_keys=trusted_keys)
            bsec = bundles[key]
        rows.append([view.statement, view.anchor, view.recorded or "-", view.regraded,
                     "yes" if view.agrees else "NO", bsec.title if bsec else view.witness or "-"])
    page.sections = list(bundles.values())
    page.ok &= all(s.ok for s in page.sections)
    page.overview = Table(caption=f"{len(records)} claim records, each re-graded from its witness's rows",
                          headers=["statement", "anchor", "recorded", "re-graded", "agrees", "witness"],
                          rows=rows, links={0: 1})
    return page


# --- entry point ----------------------------------------------------------------------


def _inside(child: Path, parent: Path) -> bool:
    try:
        c, p = child.resolve(), parent.resolve()
    except OSError:
        return False
    return c == p or p in c.parents


def _protected_dirs(kind: TargetKind, paths: list[Path]) -> list[Path]:
    """Directories a report must not be written into (it would be an unknown file of a bundle)."""
    if kind in ("bundle", "capacity-fit-run"):
        return list(paths)
    if kind == "catalog":
        from claimcheck import catalog as catalog_mod

        try:
            return [catalog_mod.root_of(paths[0], catalog_mod.load_catalog(paths[0]))]
        except ClaimcheckError:
            return []
    return []


def _plugin_page(kind: TargetKind, target: Path) -> Page:
    """The page a runner draws for its own run directories (``REPORT_PAGES`` in the plugin registry)."""
    from claimcheck.plugins import load

    draw = load("REPORT_PAGES", kind)
    if draw is None:
        raise UsageError(f"a {kind} directory, and no installed runner draws its report (runners/ is not installed)",
                         path=target, rule="report-target")
    return draw(target)


def build_page(targets: Sequence[str | Path], *, trusted_keys: Sequence[Any] = ()) -> Page:
    """Verify and re-derive ``targets`` into a ``Page`` (no chart library needed for tables;
    charts are drawn here, so matplotlib must be importable)."""
    kind, paths = classify(targets)
    if kind == "bundle":
        sec = bundle_section(paths[0], "bundle", title=paths[0].resolve().name or str(paths[0]),
                             trusted_keys=trusted_keys)
        return Page(title=f"bundle {paths[0]}", kind=kind, targets=[str(paths[0])], ok=sec.ok, sections=[sec])
    if kind == "catalog":
        return _catalog_page(paths[0], trusted_keys)
    if kind == "capacity-fit-run":
        return _plugin_page(kind, paths[0])
    return _records_page(paths, trusted_keys)


def build_report(target: str | Path | Sequence[str | Path], out_html: str | Path, *,
                 trusted_keys: Sequence[Any] = ()) -> ReportResult:
    """Write one self-contained HTML report of ``target`` (a bundle, a catalog, a capacity-fit
    run, a claim record, several claim records or a directory of them) to ``out_html``.

    Raises ``BackendUnavailable`` (exit 2) without matplotlib, ``UsageError`` (exit 2) for a
    target that is none of those or an output inside a bundle; nothing is written then. The
    file is written atomically, once everything is verified and drawn. ``trusted_keys``: Ed25519
    public keys (paths or objects); every bundle shown must then be signed by one of them."""
    from claimcheck._internal.atomic import atomic_write_bytes
    from claimcheck.report import charts
    from claimcheck.report.html import render

    charts.require()
    targets = [target] if isinstance(target, (str, Path)) else list(target)
    out = Path(out_html)
    if out.suffix.lower() not in (".html", ".htm"):
        raise UsageError("the report is an HTML file: name it *.html", path=out, rule="report-out")
    if out.is_dir():
        raise UsageError("is a directory; name the HTML file to write", path=out, rule="report-out")
    kind, paths = classify(targets)
    for d in _protected_dirs(kind, paths):
        if _inside(out.parent, d):
            raise UsageError(f"would be written inside {d}, whose files are bound by receipts or a catalog; "
                             "write the report elsewhere", path=out, rule="report-out")
    page = build_page(targets, trusted_keys=trusted_keys)
    text = render(page).encode("utf-8")
    with os_errors(out):
        atomic_write_bytes(out, text)
    sections = [SectionSummary(anchor=s.anchor, title=s.title, kind=s.kind, state=s.state, ok=s.ok,
                               charts=[c.id for c in s.charts], problems=list(s.problems)) for s in page.sections]
    return ReportResult(out=str(out), target_kind=page.kind, targets=page.targets, ok=page.ok,
                        charts=sum(len(s.charts) for s in page.sections), bytes=len(text), sections=sections)


__all__ = ["ReportResult", "SectionSummary", "build_report", "build_page", "classify", "bootstrap_mean"]
