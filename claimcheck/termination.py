"""Content-blind termination audit.

Each sample is classified from its reasoning-stage token IDs, its finish reason and
token counts only; decoded text, parsed answers and correctness fields are never read
(``audit_rows`` takes exactly the keys in ``FIELDS`` from each row and nothing else):

* ``finished``     - the reasoning stage stopped on its own (finish reason ``stop``);
* ``loop``         - it hit the reasoning boundary (``length``) and its tail is an exact
  periodic loop: the smallest period ``p <= max_period`` whose repetition covers at
  least ``min_repeats`` whole periods (and ``min_span`` tokens) at the very end; the
  period and the number of whole repeats are recorded;
* ``unresolved``   - it hit the boundary without such a loop;
* answer-limit contact (independent of the above) - ``answer_tokens >= answer_limit``.

The rates are compared with registered thresholds (seed defaults: unresolved < 5%,
answer-limit < 5%, loops <= 25%); the rung is ``adequate`` only when all three pass.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from claimcheck.strict import StrictModel
from claimcheck.errors import InputError, UsageError

FIELDS = ("sample_id", "token_ids", "finish_reason", "reasoning_budget", "answer_tokens", "answer_limit")




class Thresholds(StrictModel):
    """Registered, frozen before any row exists."""

    max_unresolved: float = Field(default=0.05, ge=0, le=1)
    unresolved_strict: bool = Field(default=True, description="rate must be < (strict) or <= the maximum")
    max_answer_limit: float = Field(default=0.05, ge=0, le=1)
    answer_limit_strict: bool = True
    max_loops: float = Field(default=0.25, ge=0, le=1)
    loops_strict: bool = False
    max_period: int = Field(default=1024, ge=1, description="longest loop period searched")
    min_repeats: int = Field(default=4, ge=2, description="whole repeats of the period needed at the tail")
    min_span: int = Field(default=0, ge=0, description="tokens the periodic tail must cover at least")


class Loop(StrictModel):
    sample_id: str
    period: int
    repeats: int = Field(description="whole repeats of the period at the tail")
    span: int = Field(description="tokens covered by the periodic tail")


class Check(StrictModel):
    name: Literal["unresolved", "loops", "answer_limit"]
    count: int
    rate: float
    percent: str
    limit: float
    comparator: Literal["<", "<="]
    passed: bool


class SampleClass(StrictModel):
    sample_id: str
    outcome: Literal["finished", "loop", "unresolved"]
    reasoning_tokens: int
    answer_limit_contact: bool
    period: int | None = None
    repeats: int | None = None


class TerminationReport(StrictModel):
    kind: Literal["termination-report"] = "termination-report"
    content_blind: Literal[True] = True
    fields_read: list[str] = Field(default_factory=lambda: list(FIELDS))
    rows_sha256: str | None = Field(default=None, description="SHA-256 of the rows file audited, when one was")
    n: int
    finished: int
    boundary_contacts: int
    loops: list[Loop]
    loop_count: int
    unresolved: int
    unresolved_ids: list[str]
    answer_limit_contacts: int
    answer_limit_ids: list[str]
    loop_rate: float
    unresolved_rate: float
    answer_limit_rate: float
    thresholds: Thresholds
    checks: list[Check]
    adequate: bool
    samples: list[SampleClass]


def tail_period(tokens: list[int] | tuple[int, ...], *, max_period: int = 1024, min_repeats: int = 4,
                min_span: int = 0) -> tuple[int, int, int] | None:
    """Smallest period ``p <= max_period`` repeated at least ``min_repeats`` whole times at the tail.

    Returns ``(period, repeats, span)``, where ``span`` is the length of the longest
    suffix with period ``p`` and ``repeats = span // p``; ``None`` when there is none.
    Exact equality of token IDs only.
    """
    t = list(tokens)
    n = len(t)
    for p in range(1, max_period + 1):
        if min_repeats * p > n:
            break
        need = max(min_repeats * p, min_span)
        if need > n:
            continue
        if t[n - 1 - p] != t[n - 1]:  # a period repeats the last token p back (n >= need >= 2p)
            continue
        # the last `need` tokens have period p (list comparison runs in C and stops at the first difference)
        if t[n - need + p:] != t[n - need:n - p]:
            continue
        span = n - (_last_break(t, p, n - need - 1) + 1)
        return p, span // p, span
    return None


def _last_break(t: list[int], p: int, i: int) -> int:
    """The largest ``j <= i`` with ``t[j] != t[j + p]`` (-1 if none): where the periodic suffix
    starts, found by comparing blocks (in C) that double while they match and halve when one
    does not, rather than one token at a time (a loop's tail is tens of thousands of tokens)."""
    k, growing = 1, True
    while i >= 0 and k:
        lo = max(0, i - k + 1)
        if t[lo:i + 1] == t[lo + p:i + 1 + p]:
            i = lo - 1
            if growing:
                k *= 2
        else:  # a break lies in t[lo..i]: narrow the block onto the last one
            growing = False
            k //= 2
    return i


def _field(row: Mapping[str, Any], key: str, where: str) -> Any:
    try:
        return row[key]
    except KeyError:
        raise InputError(f"row lacks {key!r}", path=where, rule="termination-row") from None


def _int(value: Any, key: str, where: str, *, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise InputError(f"{key} must be an integer >= {minimum}, got {value!r}", path=where, rule="termination-row")
    return value


def _rate(count: int, n: int) -> float:
    return count / n if n else 0.0


def _check(name: str, count: int, n: int, limit: float, strict: bool) -> Check:
    rate = _rate(count, n)
    return Check(name=name, count=count, rate=rate, percent=f"{100 * rate:.2f}%", limit=limit,
                 comparator="<" if strict else "<=", passed=(rate < limit) if strict else (rate <= limit))


def audit_rows(rows: Iterable[Mapping[str, Any]], thresholds: Thresholds | None = None, *,
               source: str = "<rows>", rows_sha256: str | None = None) -> TerminationReport:
    """Classify every row and compare the rates with ``thresholds``.

    Reads exactly ``FIELDS`` from each row (by key; a row is never iterated), so a
    row's decoded text, parsed answer or correctness cannot influence the verdict.
    """
    th = thresholds or Thresholds()
    samples: list[SampleClass] = []
    loops: list[Loop] = []
    seen: set[str] = set()
    for i, row in enumerate(rows, start=1):
        where = f"{source}:{i}"
        sid = _field(row, "sample_id", where)
        if not isinstance(sid, str) or not sid:
            raise InputError("sample_id must be a non-empty string", path=where, rule="termination-row")
        if sid in seen:
            raise InputError(f"sample_id {sid!r} appears twice", path=where, rule="duplicate-sample")
        seen.add(sid)
        token_ids = _field(row, "token_ids", where)
        # the distinct types, collected in C: tens of thousands of ids a row, one check a type
        if not isinstance(token_ids, list) or any(issubclass(t, bool) or not issubclass(t, int)
                                                  for t in set(map(type, token_ids))):
            raise InputError("token_ids must be a list of integers", path=where, rule="termination-row")
        finish = _field(row, "finish_reason", where)
        if finish not in ("stop", "length"):
            raise InputError(f"finish_reason must be 'stop' or 'length', got {finish!r}", path=where,
                             rule="termination-row")
        budget = _int(_field(row, "reasoning_budget", where), "reasoning_budget", where, minimum=1)
        answer_tokens = _int(_field(row, "answer_tokens", where), "answer_tokens", where)
        answer_limit = _int(_field(row, "answer_limit", where), "answer_limit", where, minimum=1)
        if len(token_ids) > budget:
            raise InputError(f"{len(token_ids)} reasoning tokens exceed the budget {budget}", path=where,
                             rule="termination-row")
        if answer_tokens > answer_limit:
            raise InputError(f"{answer_tokens} answer tokens exceed the limit {answer_limit}", path=where,
                             rule="termination-row")
        limit_contact = answer_tokens >= answer_limit
        if finish == "stop":
            samples.append(SampleClass(sample_id=sid, outcome="finished", reasoning_tokens=len(token_ids),
                                       answer_limit_contact=limit_contact))
            continue
        found = tail_period(token_ids, max_period=th.max_period, min_repeats=th.min_repeats, min_span=th.min_span)
        if found is None:
            samples.append(SampleClass(sample_id=sid, outcome="unresolved", reasoning_tokens=len(token_ids),
                                       answer_limit_contact=limit_contact))
        else:
            p, reps, span = found
            loops.append(Loop(sample_id=sid, period=p, repeats=reps, span=span))
            samples.append(SampleClass(sample_id=sid, outcome="loop", reasoning_tokens=len(token_ids),
                                       answer_limit_contact=limit_contact, period=p, repeats=reps))
    n = len(samples)
    if n == 0:
        raise InputError("no rows to audit", path=source, rule="empty")
    unresolved_ids = [s.sample_id for s in samples if s.outcome == "unresolved"]
    limit_ids = [s.sample_id for s in samples if s.answer_limit_contact]
    finished = sum(1 for s in samples if s.outcome == "finished")
    checks = [
        _check("unresolved", len(unresolved_ids), n, th.max_unresolved, th.unresolved_strict),
        _check("loops", len(loops), n, th.max_loops, th.loops_strict),
        _check("answer_limit", len(limit_ids), n, th.max_answer_limit, th.answer_limit_strict),
    ]
    return TerminationReport(
        rows_sha256=rows_sha256, n=n, finished=finished, boundary_contacts=n - finished, loops=loops,
        loop_count=len(loops), unresolved=len(unresolved_ids), unresolved_ids=unresolved_ids,
        answer_limit_contacts=len(limit_ids), answer_limit_ids=limit_ids,
        loop_rate=_rate(len(loops), n), unresolved_rate=_rate(len(unresolved_ids), n),
        answer_limit_rate=_rate(len(limit_ids), n), thresholds=th, checks=checks,
        adequate=all(c.passed for c in checks), samples=samples,
    )


ROWS_MAX_BYTES = 1024 * 1024 * 1024


def audit_bytes(data: bytes, thresholds: Thresholds | None = None, *, source: str = "<rows>") -> TerminationReport:
    """Audit JSONL rows given as bytes; the report binds the SHA-256 of exactly these bytes."""
    from claimcheck._internal.jsonio import MAX_LINE_BYTES, loads_strict

    digest = hashlib.sha256(data).hexdigest()
    rows = []
    for no, raw in enumerate(data.split(b"\n"), start=1):
        if not raw.strip():
            continue
        if len(raw) > MAX_LINE_BYTES:
            raise InputError(f"line longer than {MAX_LINE_BYTES} bytes", path=f"{source}:{no}", rule="jsonl")
        obj = loads_strict(raw, source=f"{source}:{no}")
        if not isinstance(obj, dict):
            raise InputError("each line must be a JSON object", path=f"{source}:{no}", rule="termination-row")
        # keep only the fields the audit may read; everything else is dropped unread
        rows.append({k: obj[k] for k in FIELDS if k in obj})
    return audit_rows(rows, thresholds, source=source, rows_sha256=digest)


def audit_file(path: str | Path, thresholds: Thresholds | None = None) -> TerminationReport:
    """Audit a JSONL rows file (``-``: standard input); the rows audited are the bytes hashed.

    The file is read once: the digest in the report and the rows it judged are the same bytes.
    """
    import sys

    from claimcheck._internal.jsonio import read_bounded, read_file_bytes

    if str(path) == "-":
        data = read_bounded(sys.stdin.buffer, ROWS_MAX_BYTES)
        if len(data) > ROWS_MAX_BYTES:
            raise InputError(f"larger than {ROWS_MAX_BYTES} bytes", path="<stdin>", rule="jsonl")
        return audit_bytes(data, thresholds, source="<stdin>")
    p = Path(path)
    if not p.exists():
        raise InputError("no such rows file", path=p, rule="jsonl")
    return audit_bytes(read_file_bytes(p, max_bytes=ROWS_MAX_BYTES), thresholds, source=str(p))


def thresholds_from(**overrides: Any) -> Thresholds:
    clean = {k: v for k, v in overrides.items() if v is not None}
    try:
        return Thresholds(**clean)
    except Exception as exc:  # pydantic ValidationError
        raise UsageError(f"bad threshold: {exc}", rule="bad-threshold") from None
