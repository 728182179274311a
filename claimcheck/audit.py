"""Auditor mode: trust nothing that was written down; recompute it.

``audit(paths, trusted_keys=...)`` takes bundles, catalogs, claim records, or
directories that hold any of them, and for each

* **bundle**: recomputes every file's SHA-256 against its receipt
  (``claimcheck.verify``), and reports its signature (``claimcheck.signing``);
* **catalog**: re-hashes every file of every listed bundle and applies every catalog
  rule (``claimcheck.catalog.verify``, full mode: the stat cache is never used);
* **claim record** (a JSON file whose ``kind`` is ``claim-record``): checks that its
  witness bundle still has the receipt the record cites, then re-derives every figure
  from the raw rows and re-grades the claim (``claimcheck.claims.regrade``); any
  difference in verdict or in a recomputed figure is a disagreement.

The result is an ``AuditReport`` value (nothing is printed here, nothing is written).
``ok`` is false on any disagreement: an integrity problem, an invalid signature (or a
missing one when trusted keys are given), or a claim whose re-grade differs.
"""

from __future__ import annotations

import hashlib
import math
import os
import stat as stat_mod
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from claimcheck.strict import StrictModel
from claimcheck import limits
from claimcheck._internal.jsonio import load_json_file
from claimcheck.errors import ClaimcheckError, InputError
from claimcheck.models import PREFLIGHT_NAME, RECEIPT_NAME, Problem

MAX_SCAN_FILES = 200_000
RECORD_KIND = "claim-record"
CATALOG_KIND = "claimcheck-catalog"




class ClaimAudit(StrictModel):
    record: str
    witness: str | None = None
    recorded_verdict: str | None = None
    regraded_verdict: str | None = None
    agrees: bool
    differences: list[str] = Field(default_factory=list)


class AuditRow(StrictModel):
    bundle: str
    kind: Literal["bundle", "catalog"] = "bundle"
    state: str
    files: int = 0
    bytes: int = 0
    signature: str = "none"
    signature_keyid: str | None = None
    claims_regraded: int = 0
    disagreements: int = 0
    problems: list[Problem] = Field(default_factory=list)


class AuditReport(StrictModel):
    ok: bool
    trusted_keys: list[str] = Field(default_factory=list, description="keyids of the trusted public keys given")
    regrade_available: bool = Field(description="false when this build has no claim re-grader")
    rows: list[AuditRow] = Field(default_factory=list)
    claims: list[ClaimAudit] = Field(default_factory=list)
    problems: list[Problem] = Field(default_factory=list, description="inputs that could not be audited at all")


# --- classification -----------------------------------------------------------------


def _json_doc_kind(path: Path) -> tuple[str | None, str | None]:
    """``(kind, why_unreadable)`` of a JSON file: the ``kind`` of a JSON object (None when it has
    none), or the reason it cannot be read as JSON. Never raises."""
    try:
        st = os.lstat(path)
        if not stat_mod.S_ISREG(st.st_mode):
            return None, "not a regular file"
        most = max(limits.MAX_CATALOG_BYTES, limits.MAX_DOCUMENT_BYTES)  # a catalog or a claim record
        if st.st_size > most:
            return None, f"larger than {most} bytes"
        obj = load_json_file(path, max_bytes=most)
    except ClaimcheckError as exc:
        return None, exc.message
    except OSError as exc:
        return None, exc.strerror or str(exc)
    return (obj.get("kind") if isinstance(obj, dict) and isinstance(obj.get("kind"), str) else None), None


def _json_kind(path: Path) -> str | None:
    """``kind`` of a small JSON object file, or None (never raises)."""
    return _json_doc_kind(path)[0]


def _is_bundle_dir(path: Path) -> bool:
    return (os.path.lexists(path / RECEIPT_NAME) or os.path.lexists(path / PREFLIGHT_NAME))


def _discover(directory: Path, problems: list[Problem]) -> tuple[list[Path], list[Path], list[Path]]:
    """Bundles, catalogs and claim records under ``directory``.

    Every directory is searched, hidden ones (``.name``) included; bundle directories are
    not searched inside (their files are the bundle's). Nothing that could hold something to
    audit is passed over in silence: a symlink (never followed), a directory that cannot be
    listed, a ``.json`` file that cannot be read as JSON or is not a regular file, and a tree
    over ``MAX_SCAN_FILES`` entries are each reported as a problem, so the audit is not ok.
    """
    bundles: list[Path] = []
    catalogs: list[Path] = []
    records: list[Path] = []
    stack = [directory]
    seen = 0
    while stack:
        d = stack.pop()
        if _is_bundle_dir(d):
            bundles.append(d)
            continue
        try:
            entries = sorted(os.scandir(d), key=lambda e: e.name)
        except OSError as exc:
            problems.append(Problem(path=str(d), rule="unreadable", message=f"cannot list directory: {exc.strerror}"))
            continue
        for e in entries:
            seen += 1
            if seen > MAX_SCAN_FILES:
                problems.append(Problem(path=str(directory), rule="too-many-files",
                                        message=f"more than {MAX_SCAN_FILES} entries; audit sub-directories separately"))
                return sorted(bundles), sorted(catalogs), sorted(records)
            p = Path(e.path)
            try:
                if e.is_symlink():
                    problems.append(Problem(path=str(p), rule="symlink",
                                            message="symlink not followed; audit its target by its real path"))
                elif e.is_dir(follow_symlinks=False):
                    stack.append(p)
                elif e.name.endswith(".json"):
                    kind, why = _json_doc_kind(p)
                    if why is not None:
                        problems.append(Problem(path=str(p), rule="unreadable",
                                                message=f"cannot be audited: {why}"))
                    elif kind == CATALOG_KIND:
                        catalogs.append(p)
                    elif kind == RECORD_KIND:
                        records.append(p)
            except OSError as exc:
                problems.append(Problem(path=str(p), rule="unreadable", message=f"cannot examine: {exc.strerror}"))
    return sorted(bundles), sorted(catalogs), sorted(records)


# --- where a claim record may be written ------------------------------------------------------


def check_record_target(path: str | Path, *, force: bool = False) -> Path:
    """Refuse a claim-record destination that would destroy evidence (for ``claim-check --record``).

    Never inside a bundle (a directory, or any directory above it, holding ``receipt.json`` or
    ``preflight.json``): a record there would change or break the bundle it cites. Never an
    existing file unless ``force``; never a directory, whatever ``force`` says.
    Raises ``UsageError`` naming the path; returns it otherwise.
    """
    from claimcheck.errors import UsageError
    from claimcheck.models import SIGNATURE_NAME

    p = Path(path)
    if not str(path).strip():
        raise UsageError("no record path given", rule="usage")
    parent = Path(os.path.realpath(p.parent))
    for d in (parent, *parent.parents):
        if os.path.lexists(d / RECEIPT_NAME) or os.path.lexists(d / PREFLIGHT_NAME):
            raise UsageError(f"refusing to write a claim record inside the bundle {d}; write it beside the bundle",
                             path=p, rule="record-in-bundle")
    if p.name in (RECEIPT_NAME, SIGNATURE_NAME, PREFLIGHT_NAME):
        raise UsageError(f"refusing to write a claim record named {p.name}", path=p, rule="record-in-bundle")
    try:
        st = os.lstat(p)
    except FileNotFoundError:
        return p
    except OSError as exc:
        from claimcheck.errors import FileSystemError

        raise FileSystemError.from_os_error(exc, p, prefer_path=True) from None
    if stat_mod.S_ISDIR(st.st_mode):
        raise UsageError("is a directory", path=p, rule="exists")
    if not force:
        raise UsageError("refusing to overwrite an existing file (give --force to replace it)", path=p, rule="exists")
    return p


# --- re-grading -----------------------------------------------------------------------


def _regrader():
    try:
        import claimcheck.claims as claims
    except ImportError:
        return None
    fn = getattr(claims, "regrade", None)
    return fn if callable(fn) else None


def _dump(obj: Any) -> Any:
    if isinstance(obj, BaseModel):
        return obj.model_dump(mode="json", by_alias=True)
    return obj


def _close(a: Any, b: Any) -> bool:
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool) and not isinstance(b, bool):
        return math.isclose(float(a), float(b), rel_tol=1e-9, abs_tol=1e-12)
    return a == b


def compare_results(recorded: dict[str, Any], regraded: dict[str, Any]) -> list[str]:
    """Differences between a recorded result and a re-grade: verdict, exit code, and
    every re-derived figure (recomputed value, its text and outcome, in order)."""
    diffs: list[str] = []
    for key in ("verdict", "exit_code"):
        if recorded.get(key) != regraded.get(key):
            diffs.append(f"{key}: recorded {recorded.get(key)!r}, re-graded {regraded.get(key)!r}")
    rq = recorded.get("quantities") or []
    gq = regraded.get("quantities") or []
    if len(rq) != len(gq):
        diffs.append(f"figures: recorded {len(rq)}, re-derived {len(gq)}")
    for n, (a, b) in enumerate(zip(rq, gq)):
        label = a.get("text") or f"#{n}"
        for key in ("recomputed", "recomputed_text", "outcome", "stated", "arms", "interval"):
            if not _close(a.get(key), b.get(key)):
                diffs.append(f"figure {label!r} {key}: recorded {a.get(key)!r}, re-derived {b.get(key)!r}")
    return diffs


def _witness_dir(record: dict[str, Any], record_path: Path) -> Path | None:
    """The witness bundle a record cites, resolved as ``regrade`` does: as given (relative to
    the working directory), else relative to the record file's directory."""
    w = record.get("witness_bundle")
    if not isinstance(w, str) or not w:
        claim = record.get("claim")
        pointer = claim.get("witness") if isinstance(claim, dict) else None
        if not isinstance(pointer, str) or not pointer:
            return None
        try:
            from claimcheck.claims.grade import parse_witness_pointer

            w = parse_witness_pointer(pointer)[0]
        except Exception:  # noqa: BLE001 - an unparseable pointer names no bundle
            return None
        if not w:
            return None
    p = Path(w)
    if p.is_absolute() or os.path.lexists(p):
        return p
    beside = record_path.parent / p
    return beside if os.path.lexists(beside) else p


def audit_record(path: Path, regrade, *, receipt_digests: dict[str, str | None]) -> ClaimAudit:
    """Re-grade one claim record; ``receipt_digests`` maps realpath(bundle) -> current receipt SHA-256."""
    try:
        raw = load_json_file(path, max_bytes=limits.MAX_DOCUMENT_BYTES)
    except ClaimcheckError as exc:
        return ClaimAudit(record=str(path), agrees=False, differences=[exc.line()])
    if not isinstance(raw, dict) or raw.get("kind") != RECORD_KIND:
        return ClaimAudit(record=str(path), agrees=False, differences=["not a claim record"])
    result = raw.get("result") if isinstance(raw.get("result"), dict) else {}
    witness = _witness_dir(raw, path)
    audit = ClaimAudit(record=str(path), witness=str(witness) if witness else None,
                       recorded_verdict=result.get("verdict") if isinstance(result.get("verdict"), str) else None,
                       agrees=False)
    diffs: list[str] = []
    cited = raw.get("witness_receipt_sha256")
    if witness is not None and cited is not None:
        now = receipt_digests.get(os.path.realpath(witness))
        if now != cited:
            diffs.append(f"witness receipt is {now or 'unreadable'}, the record cites {cited}")
    if regrade is None:
        audit.differences = [*diffs, "claim re-grading is not available in this build (claimcheck.claims.regrade)"]
        return audit
    try:
        regraded = regrade(path)
    except ClaimcheckError as exc:
        audit.differences = [*diffs, f"re-grade failed: {exc.line()}"]
        return audit
    regraded = _dump(getattr(regraded, "result", regraded))
    if not isinstance(regraded, dict):
        audit.differences = [*diffs, "re-grader returned no result"]
        return audit
    audit.regraded_verdict = regraded.get("verdict")
    diffs += compare_results(result, regraded)
    audit.differences = diffs
    audit.agrees = not diffs
    return audit


# --- bundles and catalogs -------------------------------------------------------------


def audit_bundle(bundle: Path, keys: list, *, workers: int | None = None) -> tuple[AuditRow, str | None]:
    """Row for one bundle, and its current receipt SHA-256 (None if unreadable)."""
    from claimcheck.verify import verify_bundle

    report = verify_bundle(bundle, workers=workers)
    row = AuditRow(bundle=str(bundle), state=report.state, files=report.files, bytes=report.bytes,
                   problems=list(report.problems))
    _sign_row(row, bundle, keys)
    row.disagreements = len(row.problems)
    return row, report.receipt_sha256


def _sign_row(row: AuditRow, bundle: Path, keys: list) -> None:
    from claimcheck.models import SIGNATURE_NAME
    from claimcheck.signing import signature_status

    if row.state in ("missing", "preflight_only", "incomplete"):
        row.signature = "n/a"
        return
    status, detail = signature_status(bundle, keys)
    row.signature = status
    sig = str(bundle / SIGNATURE_NAME)
    if status == "valid":
        row.signature_keyid = detail
    elif status == "INVALID":
        if not any(p.path == sig for p in row.problems):  # verify names a bad envelope itself: once is enough
            row.problems.append(Problem(path=sig, rule="signature", message=detail or "invalid signature"))
    elif status == "none" and keys:
        row.signature = "MISSING"
        row.problems.append(Problem(path=sig, rule="unsigned",
                                    message="not signed, but trusted keys were given"))


def audit_catalog(catalog_path: Path, keys: list, *, workers: int | None = None,
                  progress: Any = None) -> tuple[list[AuditRow], dict[str, str | None]]:
    from claimcheck import catalog as catalog_mod
    from claimcheck.verify import read_receipt_bytes

    report = catalog_mod.verify(catalog_path, workers=workers, fast=False, progress=progress)
    cat = catalog_mod.load_catalog(catalog_path)
    root = catalog_mod.root_of(catalog_path, cat)
    rows: list[AuditRow] = []
    digests: dict[str, str | None] = {}
    claimed: set[int] = set()
    for entry in sorted(cat.bundles, key=lambda b: b.path):
        bdir = root / entry.path
        mine = [i for i, p in enumerate(report.problems)
                if p.path == str(bdir) or p.path.startswith(str(bdir) + os.sep)]
        claimed.update(mine)
        problems = [report.problems[i] for i in mine]
        state = entry.state if not problems else "invalid"
        row = AuditRow(bundle=os.path.normpath(bdir), state=state, files=len(entry.files),
                       bytes=sum(f.size for f in entry.files), problems=problems)
        _sign_row(row, bdir, keys if entry.state == "complete" else [])
        row.disagreements = len(row.problems)
        rows.append(row)
        try:
            digests[os.path.realpath(bdir)] = hashlib.sha256(read_receipt_bytes(bdir)).hexdigest()
        except ClaimcheckError:
            digests[os.path.realpath(bdir)] = None
    rest = [p for i, p in enumerate(report.problems) if i not in claimed]
    rows.insert(0, AuditRow(bundle=str(catalog_path), kind="catalog", state="ok" if not rest else "invalid",
                            files=sum(r.files for r in rows), bytes=sum(r.bytes for r in rows),
                            signature="-", problems=rest, disagreements=len(rest)))
    return rows, digests


def audit(
    paths: Iterable[str | Path],
    *,
    trusted_keys: Iterable = (),
    workers: int | None = None,
    progress: Any = None,
) -> AuditReport:
    """Audit bundles, catalogs, claim records and directories holding them. Never writes."""
    from claimcheck.signing import keyid_of, load_trusted_keys

    trusted = load_trusted_keys(list(trusted_keys))  # a bad key file is a usage error, raised once
    keys = list(trusted.values())
    problems: list[Problem] = []
    bundles: list[Path] = []
    catalogs: list[Path] = []
    records: list[Path] = []
    for raw in paths:
        p = Path(raw)
        if not os.path.lexists(p):
            problems.append(Problem(path=str(p), rule="missing", message="no such file or directory"))
        elif p.is_symlink():
            problems.append(Problem(path=str(p), rule="symlink", message="refusing to audit through a symlink"))
        elif p.is_dir():
            if _is_bundle_dir(p):
                bundles.append(p)
            else:
                b, c, r = _discover(p, problems)
                bundles += b
                catalogs += c
                records += r
                if not (b or c or r):
                    problems.append(Problem(path=str(p), rule="nothing-to-audit",
                                            message="holds no bundle, catalog or claim record"))
        else:
            kind = _json_kind(p)
            if kind == CATALOG_KIND:
                catalogs.append(p)
            elif kind == RECORD_KIND:
                records.append(p)
            else:
                try:
                    load_json_file(p, max_bytes=limits.MAX_DOCUMENT_BYTES)
                    why = "not a bundle directory, a catalog or a claim record"
                except InputError as exc:
                    why = exc.message
                problems.append(Problem(path=str(p), rule="not-auditable", message=why))

    rows: list[AuditRow] = []
    digests: dict[str, str | None] = {}
    for c in catalogs:
        try:
            crows, cdig = audit_catalog(c, keys, workers=workers, progress=progress)
        except ClaimcheckError as exc:
            rows.append(AuditRow(bundle=str(c), kind="catalog", state="invalid", signature="-", disagreements=1,
                                 problems=[Problem(path=exc.path or str(c), rule=exc.rule, message=exc.message)]))
            continue
        rows += crows
        digests.update(cdig)
    by_real: dict[str, AuditRow] = {os.path.realpath(r.bundle): r for r in rows if r.kind == "bundle"}

    def bundle_row(b: Path) -> AuditRow:
        real = os.path.realpath(b)
        if real not in by_real:
            row, digest = audit_bundle(b, keys, workers=workers)
            rows.append(row)
            by_real[real] = row
            digests[real] = digest
        return by_real[real]

    for b in bundles:
        bundle_row(b)

    regrade = _regrader()
    claims: list[ClaimAudit] = []
    for rec in records:
        witness = None
        try:
            raw = load_json_file(rec, max_bytes=limits.MAX_DOCUMENT_BYTES)
            witness = _witness_dir(raw, rec) if isinstance(raw, dict) else None
        except ClaimcheckError:
            pass
        row = bundle_row(witness) if witness is not None and os.path.lexists(witness) else None
        ca = audit_record(rec, regrade, receipt_digests=digests)
        claims.append(ca)
        if row is not None:
            row.claims_regraded += 1 if regrade is not None else 0
            if not ca.agrees:
                row.disagreements += 1
        elif not ca.agrees or witness is None:
            problems.append(Problem(path=str(rec), rule="claim-witness",
                                    message=f"claim record's witness {witness or '(none named)'} cannot be audited"))
    ok = (not problems and all(r.disagreements == 0 for r in rows) and all(c.agrees for c in claims)
          and bool(rows or claims))
    return AuditReport(ok=ok, trusted_keys=sorted(keyid_of(k) for k in keys), regrade_available=regrade is not None,
                       rows=rows, claims=claims, problems=problems)
