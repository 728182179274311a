"""Re-derive a bundle: recompute every hash, check the receipt's schema and bindings.

``verify_bundle`` returns a ``BundleReport`` (it never prints); ``ok`` is true only
for a complete, intact bundle. A preflight-only bundle is reported with state
``preflight_only`` and, unless ``allow_preflight`` is set, as a problem: it is a
legal state but never evidence of a result.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from claimcheck._internal.jsonio import load_json_file
from claimcheck.bundle import UNBOUND, inspect_state, walk_files
from claimcheck.digests import FileDigest, hash_many, sha256_file
from claimcheck.errors import ClaimcheckError, IntegrityError
from claimcheck.models import (
    PREFLIGHT_NAME,
    RECEIPT_NAME,
    BundleReport,
    Problem,
    Receipt,
    VerifyReport,
)
from claimcheck.schemas import validate


def _p(err: ClaimcheckError) -> Problem:
    return Problem(path=err.path or "", rule=err.rule, message=err.message)


def load_receipt(bundle: str | Path) -> Receipt:
    path = Path(bundle) / RECEIPT_NAME
    receipt = validate("receipt", load_json_file(path, max_bytes=16 * 1024 * 1024), source=path)
    assert isinstance(receipt, Receipt)
    files = receipt.predicate.files
    paths = [f.path for f in files]
    if len(set(paths)) != len(paths):
        raise IntegrityError("receipt lists a file twice", path=path, rule="receipt-binding")
    if any(p in UNBOUND for p in paths):
        raise IntegrityError("receipt lists itself or its signature", path=path, rule="receipt-binding")
    subjects = {s.name: s.digest.sha256 for s in receipt.subject}
    if len(subjects) != len(receipt.subject) or subjects != {f.path: f.sha256 for f in files}:
        raise IntegrityError("receipt subject list and predicate files disagree", path=path, rule="receipt-binding")
    return receipt


def verify_bundle(bundle: str | Path, *, allow_preflight: bool = False, workers: int | None = None) -> BundleReport:
    d = Path(bundle)
    state = inspect_state(d)
    problems: list[Problem] = []
    if state == "missing":
        return BundleReport(bundle=str(d), state="missing", ok=False,
                            problems=[Problem(path=str(d), rule="missing", message="bundle directory does not exist")])
    names, walk_problems = walk_files(d) if d.is_dir() and not d.is_symlink() else ([], [
        IntegrityError("bundle path is a symlink or not a directory", path=d, rule="symlink")])
    problems += [_p(e) for e in walk_problems]
    if state == "preflight_only":
        if not allow_preflight:
            problems.append(Problem(path=str(d / PREFLIGHT_NAME), rule="preflight-only",
                                    message="bundle holds only a preflight: a preserved state, not a result"))
        return BundleReport(bundle=str(d), state="preflight_only", ok=allow_preflight and not problems,
                            files=1, problems=problems)
    if state == "incomplete":
        problems.append(Problem(path=str(d / RECEIPT_NAME), rule="no-receipt",
                                message="no receipt: the bundle was never sealed (or its writer was stopped)"))
        return BundleReport(bundle=str(d), state="incomplete", ok=False, files=len(names), problems=problems)

    try:
        receipt = load_receipt(d)
    except ClaimcheckError as exc:
        problems.append(_p(exc))
        return BundleReport(bundle=str(d), state="invalid", ok=False, files=len(names), problems=problems)

    listed = {f.path: f for f in receipt.predicate.files}
    on_disk = set(names) - UNBOUND
    for extra in sorted(on_disk - set(listed)):
        problems.append(Problem(path=str(d / extra), rule="extra-file", message="file is not bound by the receipt"))
    for missing in sorted(set(listed) - on_disk):
        problems.append(Problem(path=str(d / missing), rule="missing", message="file listed in the receipt is missing"))
    present = [p for p in listed if p in on_disk]
    total = 0
    for rel, result in zip(present, hash_many([d / p for p in present], workers=workers)):
        if isinstance(result, IntegrityError):
            problems.append(_p(result))
            continue
        want = listed[rel]
        total += result.size
        if result.size != want.size:
            problems.append(Problem(path=str(d / rel), rule="size-mismatch",
                                    message=f"size {result.size} != receipt's {want.size}"))
        elif result.sha256 != want.sha256:
            problems.append(Problem(path=str(d / rel), rule="digest-mismatch",
                                    message=f"SHA-256 {result.sha256[:16]}... != receipt's {want.sha256[:16]}..."))
    receipt_digest: FileDigest = sha256_file(d / RECEIPT_NAME)
    return BundleReport(
        bundle=str(d),
        state="complete" if not problems else "invalid",
        ok=not problems,
        role=receipt.predicate.role,
        files=len(listed),
        bytes=total,
        receipt_sha256=receipt_digest.sha256,
        problems=problems,
    )


def verify_bundles(bundles: Iterable[str | Path], *, allow_preflight: bool = False, workers: int | None = None) -> VerifyReport:
    reports = [verify_bundle(b, allow_preflight=allow_preflight, workers=workers) for b in bundles]
    return VerifyReport(ok=bool(reports) and all(r.ok for r in reports), bundles=reports)


def require_complete(bundle: str | Path) -> tuple[Receipt, BundleReport]:
    """Verify and return the receipt, or raise ``IntegrityError`` with the first problem."""
    report = verify_bundle(bundle)
    if not report.ok:
        first = report.problems[0]
        raise IntegrityError(first.message, path=first.path, rule=first.rule)
    return load_receipt(bundle), report
