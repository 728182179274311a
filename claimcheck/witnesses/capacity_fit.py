"""The ``capacity-fit`` witness: one phase bundle written by ``fak run capacity-fit``
(``runners/capacity_fit``), graded by re-deriving every number from its preflight and rows.

Bundle files (docs/capacity-fit.md)
-----------------------------------
``preflight.json`` (``kind: capacity-fit-preflight``): the rung (budget, max-seqs), the phase,
the live capacity read from the constructed engine (``live``: KV tokens, block size, model
context, max-seqs, resolved CUDA-graph capture sizes), the rendered prompt lengths, the runtime
identity, and the plan / graph coverage the runner computed before generation.
``rows.jsonl``: one row per sample: reasoning ``token_ids``, ``finish_reason``,
``reasoning_budget``, ``answer_tokens``, ``answer_limit`` (and ids).
``termination.json``: the runner's content-blind audit and the ``thresholds`` it applied; the
preflight records the protocol's registered ``thresholds`` before any row exists (bundles
written before that field have them in ``termination.json`` only), and the two must be equal.
``runner.json``: ``wall_s``, the one timing the runner measured around generation.
``decoded.jsonl`` is never read.

Derivation (``derive``)
-----------------------
* KV: ``claimcheck.capacity.plan`` re-run on the preflight's live KV tokens, block size and
  model context, the recorded prompt lengths, the rung's budget, the rows' answer limit, the
  rung's max-seqs and the number of sequences: demand, headroom, rounded tokens per sequence.
  The plan the preflight recorded must equal the re-run (else the bundle is refused).
* graphs: ``claimcheck.capacity.graph_coverage`` on the live capture sizes (the runtime's
  resolved list): effective maximum, uncaptured decode widths. None when the backend has no
  CUDA graphs (a statement about them is then unavailable, not-yet).
* termination: ``claimcheck.termination.audit_rows`` on the rows (token ids, finish reasons,
  answer counts only) with the thresholds of ``termination.json``; the counts that file
  recorded must equal the re-derived ones.
* sampled tokens: the sum over rows of reasoning token ids plus answer tokens (what the runner
  counts); ``runner.json``'s ``sampled_tokens`` must equal it. Wall: ``runner.json`` ``wall_s``;
  sampled tokens/s = sampled tokens / wall.

A preflight-only bundle (the run stopped before rows) never reaches this module: it has no
receipt, ``verify`` reports it ``preflight_only`` and the grader calls it ``invalid``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from claimcheck._internal.jsonio import load_json_file, loads_row, loads_strict, rows_clean
from claimcheck.errors import ClaimcheckError
from claimcheck.witnesses._rows import WitnessError, verified_bytes

KIND = "capacity-fit"
PREFLIGHT_KIND = "capacity-fit-preflight"
FILES = ("preflight.json", "rows.jsonl", "termination.json", "runner.json")
#: the fields of a row the derivation reads (decoded text is never read)
ROW_FIELDS = ("sample_id", "token_ids", "finish_reason", "reasoning_budget", "answer_tokens", "answer_limit")

__all__ = ["KIND", "is_capacity_fit", "load", "derive", "provenance_of"]


def _json(bundle: Path, name: str, files: Mapping[str, bytes | None] | None) -> Any:
    path = bundle / name
    data = verified_bytes(files, bundle, name)
    try:
        return loads_strict(data, source=path) if data is not None else load_json_file(path)
    except WitnessError:
        raise
    except ClaimcheckError as exc:
        raise WitnessError(exc.message, path=path, rule="witness-json") from None


def is_capacity_fit(bundle: str | Path, files: Mapping[str, bytes | None] | None = None) -> bool:
    """A bundle without ``witness.json`` whose preflight is a capacity-fit preflight."""
    bundle = Path(bundle)
    if files is not None:
        data = files.get("preflight.json")
        if data is None:
            return False
        try:
            obj = loads_strict(data, source=bundle / "preflight.json")
        except ClaimcheckError:
            return False
    else:
        p = bundle / "preflight.json"
        if not p.is_file():
            return False
        try:
            obj = load_json_file(p)
        except ClaimcheckError:
            return False
    return isinstance(obj, dict) and obj.get("kind") == PREFLIGHT_KIND


def load(bundle: str | Path, *, files: Mapping[str, bytes | None] | None = None) -> dict[str, Any]:
    """The bundle's preflight, rows (the fields in ``ROW_FIELDS`` only), termination report and
    runner record, from the verified bytes when ``files`` is given."""
    bundle = Path(bundle)
    pre = _json(bundle, "preflight.json", files)
    if not isinstance(pre, dict) or pre.get("kind") != PREFLIGHT_KIND:
        raise WitnessError(f"preflight.json is not a {PREFLIGHT_KIND}", path=bundle / "preflight.json",
                           rule="witness-kind")
    term = _json(bundle, "termination.json", files)
    runner = _json(bundle, "runner.json", files)
    rows_path = bundle / "rows.jsonl"
    data = verified_bytes(files, bundle, "rows.jsonl")
    if data is None:
        try:
            data = rows_path.read_bytes()
        except OSError as exc:
            raise WitnessError(f"cannot read rows: {exc.strerror}", path=rows_path, rule="witness-format") from None
    rows = []
    clean = rows_clean(data)  # the file-wide half of loads_row's conditions, checked once
    for no, raw in enumerate(data.split(b"\n"), start=1):
        if not raw.strip():
            continue
        try:
            obj = loads_row(raw, source=f"{rows_path}:{no}", clean=clean)
        except ClaimcheckError as exc:
            raise WitnessError(exc.message, path=f"{rows_path}:{no}", rule="witness-json") from None
        if not isinstance(obj, dict):
            raise WitnessError("each row must be a JSON object", path=f"{rows_path}:{no}", rule="witness-format")
        rows.append({k: obj[k] for k in ROW_FIELDS if k in obj})
    return {"preflight": pre, "rows": rows, "rows_sha256": hashlib.sha256(data).hexdigest(),
            "termination": term, "runner": runner}


def provenance_of(pre: Mapping[str, Any]) -> str:
    """A scripted backend's bundle is ``SIMULATED`` whatever it says; a bundle whose runtime
    records a provenance (a rebuilt publication: ``REPORTED``) has that one; a run of a real
    engine is ``OBSERVED`` (as every runner of this project records its measurements)."""
    if pre.get("backend") == "scripted":
        return "SIMULATED"
    rt = pre.get("runtime") if isinstance(pre.get("runtime"), dict) else {}
    p = rt.get("provenance")
    if isinstance(p, str) and p in ("WITNESSED", "OBSERVED", "MODELED", "SIMULATED", "REPORTED"):
        return p
    return "OBSERVED"


def _int(obj: Mapping[str, Any], key: str, where: Any, *, minimum: int = 0) -> int:
    v = obj.get(key) if isinstance(obj, Mapping) else None
    if isinstance(v, bool) or not isinstance(v, int) or v < minimum:
        raise WitnessError(f"{key} must be an integer >= {minimum}, got {v!r}", path=where, rule="witness-format")
    return v


def derive(w: Mapping[str, Any], *, source: str | Path = "") -> dict[str, Any]:
    """Every quantity re-derived (see the module docstring). Raises ``WitnessError`` when the
    preflight, the rows or the runner's own records disagree with the re-derivation."""
    from claimcheck.capacity import graph_coverage, plan
    from claimcheck.termination import Thresholds, audit_rows

    bundle = Path(source)
    pre, rows, term, runner = w["preflight"], w["rows"], w["termination"], w["runner"]
    where = bundle / "preflight.json"
    live = pre.get("live")
    rung = pre.get("rung")
    if not isinstance(live, dict) or not isinstance(rung, dict):
        raise WitnessError("preflight lacks live capacity or rung", path=where, rule="witness-format")
    kv = _int(live, "kv_tokens", where, minimum=1)
    block = _int(live, "block_size", where, minimum=1)
    mml = _int(live, "max_model_len", where, minimum=1)
    budget = _int(rung, "budget", where, minimum=1)
    max_seqs = _int(rung, "max_seqs", where, minimum=1)
    sequences = _int(pre, "sequences", where, minimum=1)
    prompts = pre.get("prompts")
    if not isinstance(prompts, list) or not prompts:
        raise WitnessError("preflight records no prompts", path=where, rule="witness-format")
    plens = [_int(p, "prompt_tokens", where, minimum=1) for p in prompts]
    if not rows:
        raise WitnessError("no rows: a capacity-fit bundle with a receipt must hold its samples",
                           path=bundle / "rows.jsonl", rule="witness-format")
    if pre.get("passed") is not True:
        raise WitnessError("the preflight did not pass (generation was refused), yet the bundle holds rows",
                           path=where, rule="witness-rederive")
    if _int(live, "max_seqs", where, minimum=1) != max_seqs:
        raise WitnessError(f"the live engine's max-seqs {live.get('max_seqs')} is not the rung's {max_seqs}",
                           path=where, rule="witness-rederive")
    if any(r.get("reasoning_budget") != budget for r in rows):
        raise WitnessError(f"a row's reasoning budget is not the rung's {budget}", path=bundle / "rows.jsonl",
                           rule="witness-rederive")
    limits = {r.get("answer_limit") for r in rows}
    if len(limits) != 1:
        raise WitnessError("rows disagree on the answer limit", path=bundle / "rows.jsonl", rule="witness-format")
    answer = _int(rows[0], "answer_limit", bundle / "rows.jsonl", minimum=1)
    if len(rows) != sequences:
        raise WitnessError(f"{len(rows)} rows but the preflight planned {sequences} sequences",
                           path=bundle / "rows.jsonl", rule="witness-format")
    try:
        cap = plan(kv_tokens=kv, block_size=block, max_model_len=mml, prompt_tokens=plens, budget=budget,
                   answer=answer, max_seqs=max_seqs, sequences=sequences)
    except ClaimcheckError as exc:
        raise WitnessError(f"the capacity plan cannot be re-run: {exc.message}", path=where,
                           rule="witness-format") from None
    recorded = pre.get("plan")
    if isinstance(recorded, dict):
        for key in ("demand", "headroom", "tokens_per_seq", "width", "kv_tokens", "block_size"):
            if recorded.get(key) != getattr(cap, key):
                raise WitnessError(f"the preflight's plan records {key} {recorded.get(key)!r} but its own inputs give "
                                   f"{getattr(cap, key)}", path=where, rule="witness-rederive")
    caps = live.get("capture_sizes")
    graphs = None
    if caps is not None:
        if not isinstance(caps, list) or any(isinstance(s, bool) or not isinstance(s, int) or s < 1 for s in caps):
            raise WitnessError("live capture_sizes must be a list of positive integers", path=where,
                               rule="witness-format")
        graphs = graph_coverage(max_seqs, capture_sizes=caps)
    if not isinstance(term, dict) or not isinstance(term.get("thresholds"), dict):
        raise WitnessError("termination.json records no thresholds", path=bundle / "termination.json",
                           rule="witness-format")
    registered = pre.get("thresholds")
    if registered is not None and registered != term["thresholds"]:
        # the preflight recorded the protocol's thresholds before any row existed: the audit must use them
        raise WitnessError("termination.json audited with other thresholds than the preflight registered",
                           path=bundle / "termination.json", rule="witness-rederive")
    try:
        th = Thresholds.model_validate(term["thresholds"])
    except Exception as exc:  # noqa: BLE001 - pydantic ValidationError
        raise WitnessError(f"bad thresholds: {exc}".splitlines()[0], path=bundle / "termination.json",
                           rule="witness-format") from None
    try:
        rep = audit_rows(rows, th, source=str(bundle / "rows.jsonl"))
    except ClaimcheckError as exc:
        raise WitnessError(exc.message, path=exc.path or bundle / "rows.jsonl", rule="witness-format") from None
    for key in ("n", "finished", "boundary_contacts", "loop_count", "unresolved", "answer_limit_contacts"):
        if term.get(key) != getattr(rep, key):
            raise WitnessError(f"termination.json records {key} {term.get(key)!r} but the rows give "
                               f"{getattr(rep, key)}", path=bundle / "termination.json", rule="witness-rederive")
    if term.get("rows_sha256") not in (None, w.get("rows_sha256")):
        raise WitnessError("termination.json audited other rows (rows_sha256 differs)",
                           path=bundle / "termination.json", rule="witness-rederive")
    sampled = sum(len(r["token_ids"]) + r["answer_tokens"] for r in rows)
    if not isinstance(runner, dict):
        raise WitnessError("runner.json must be an object", path=bundle / "runner.json", rule="witness-format")
    if runner.get("sampled_tokens") != sampled:
        raise WitnessError(f"runner.json records {runner.get('sampled_tokens')!r} sampled tokens but the rows hold "
                           f"{sampled}", path=bundle / "runner.json", rule="witness-rederive")
    wall = runner.get("wall_s")
    if isinstance(wall, bool) or not isinstance(wall, (int, float)) or not wall > 0 or wall != wall:
        raise WitnessError(f"wall_s must be a positive number, got {wall!r}", path=bundle / "runner.json",
                           rule="witness-format")
    return {
        "kind": KIND, "provenance": provenance_of(pre), "rung_id": str(pre.get("rung_id") or ""),
        "phase": str(pre.get("phase") or ""), "role": str(pre.get("role") or ""), "backend": str(pre.get("backend")),
        "plan": cap, "graphs": graphs, "termination": rep, "thresholds": th,
        "sampled_tokens": sampled, "wall_s": float(wall), "answer_limit": answer, "budget": budget,
        "max_seqs": max_seqs, "sequences": sequences, "runtime": dict(pre.get("runtime") or {}),
    }
