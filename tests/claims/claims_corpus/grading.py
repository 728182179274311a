"""Turn a corpus row into a claim and grade it through the Python API."""

from __future__ import annotations

import json
from typing import Any

from claimcheck.claims import ClaimInput, grade

from .corpus import Row, default_baseline_desc, default_scope


def claim_for(row: Row, witnesses: dict[str, str]) -> ClaimInput:
    return ClaimInput.model_validate({
        "statement": row.statement,
        "baseline": {"kind": row.baseline,
                     "description": row.baseline_desc if row.baseline_desc is not None else default_baseline_desc(row.witness)},
        "net": row.net,
        "scope": row.scope if row.scope is not None else default_scope(row.witness),
        "provenance": row.provenance,
        "witness": witnesses[row.witness],
        "realized": {"on_by_default": row.realized, "gate_reason": row.gate_reason},
    })


def grade_row(row: Row, witnesses: dict[str, str]):
    return grade(claim_for(row, witnesses))


def named_text(result: Any) -> str:
    """Everything the result says about the statement, except the statement itself: the reason(s),
    the missing list, each check's detail and, where the result carries one, the reading's unread
    words. Lower-cased."""
    obj = result.model_dump(mode="json", by_alias=True)
    obj.pop("statement", None)
    parts = [obj.get("reason", ""), *obj.get("reasons", []), *obj.get("missing", [])]
    for q in obj.get("quantities", []):
        parts.append(q.get("detail", ""))
    reading = obj.get("reading")
    if isinstance(reading, dict):
        parts.append(json.dumps(reading.get("unread", []), ensure_ascii=False))
    return "\n".join(str(p) for p in parts).lower()


def describe(row: Row, result: Any) -> str:
    return (f"{row.id} [{row.category}] expected {' or '.join(row.accepted)} ({row.why}); "
            f"got {result.verdict}: {result.reason}")
