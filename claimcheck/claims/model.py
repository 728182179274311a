"""Pydantic models of a claim (input), its grade (result) and the claim record (artifact).

``ClaimInput`` is JSON-compatible with the Go ``fak claim-check --file`` Claim
(``statement``, ``baseline: {kind, description}``, ``net``, ``scope``, ``provenance``,
``witness``, ``realized: {on_by_default, gate_reason}``), plus ``assertions`` (structured
assertions, no natural language).

A claim *file* (``parse_claim``: ``--file``, a dict given to ``grade``) follows the Go
tool's JSON exactly: a missing ``realized`` (or ``realized: {}``, or one without
``on_by_default``) is OFF; ``baseline.kind`` is one of ``real``, ``strawman``, ``none`` or
``""``, case-sensitive (``tuned`` / ``naive`` are flag spellings only); ``provenance`` is
case-sensitive everywhere (``observed`` is not a label). Text fields have size limits: a
claim over them is refused (exit 2), never graded.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, StrictBool, ValidationError, ValidationInfo, field_validator, model_validator

from claimcheck.claims.reading import Assertion, Reading
from claimcheck.strict import StrictModel

#: size limits of a claim's text fields (characters); over them the claim is a usage error
MAX_STATEMENT_CHARS = 20000
MAX_TEXT_CHARS = 20000
MAX_ASSERTIONS = 256
CLAIM_FILE = "claim_file"  # validation context key: parse as a Go-compatible claim file


def _claim_file(info: ValidationInfo) -> bool:
    return bool(info.context and info.context.get(CLAIM_FILE))

VERDICTS = ("net-true", "strawman", "not-yet", "false", "invalid")
Verdict = Literal["net-true", "strawman", "not-yet", "false", "invalid"]
PROVENANCES = ("WITNESSED", "OBSERVED", "MODELED", "SIMULATED", "REPORTED")
RECORD_KIND = "claim-record"


class Baseline(StrictModel):
    kind: Literal["real", "strawman", "none"] = "none"
    description: str = Field(default="", max_length=MAX_TEXT_CHARS)

    @field_validator("kind", mode="before")
    @classmethod
    def _kind(cls, v: Any, info: ValidationInfo) -> Any:
        if v is None or v == "":
            return "none"  # Go: BaselineNone is ""
        if _claim_file(info):
            if v not in ("real", "strawman", "none"):
                raise ValueError(f"{v!r} is not one of real, strawman, none (a claim file uses the Go tool's exact, "
                                 "case-sensitive words; tuned / naive are --baseline spellings)")
            return v
        # Python callers: the flag words ("naive" = strawman, "tuned" = real), any case
        if isinstance(v, str):
            v = v.strip().lower()
            return {"": "none", "naive": "strawman", "tuned": "real"}.get(v, v)
        return v


class Realized(StrictModel):
    on_by_default: StrictBool = True  # a JSON boolean, as in Go ("true", 1, "on" are refused)
    gate_reason: str = Field(default="", max_length=MAX_TEXT_CHARS)

    @model_validator(mode="before")
    @classmethod
    def _go_zero_value(cls, data: Any, info: ValidationInfo) -> Any:
        # Go's zero value: a claim file's realized without on_by_default is OFF
        if _claim_file(info) and isinstance(data, dict) and "on_by_default" not in data:
            return {**data, "on_by_default": False}
        return data


class ClaimInput(StrictModel):
    """A scoped statement plus its answers to the six questions."""

    statement: str = Field(min_length=1, max_length=MAX_STATEMENT_CHARS)
    baseline: Baseline = Field(default_factory=Baseline)
    net: StrictBool = Field(default=False, description="a JSON boolean (\"true\", 1, \"on\" are refused, as in Go)")
    scope: str = Field(default="", max_length=MAX_TEXT_CHARS)
    provenance: str = Field(default="", max_length=64,
                            description="WITNESSED | OBSERVED | MODELED | SIMULATED | REPORTED ('' = unlabeled); "
                                        "case-sensitive, as in the Go tool")
    witness: str = Field(default="", max_length=MAX_TEXT_CHARS,
                         description='"BUNDLE_DIR[; verify with COMMAND]" or a free-text pointer')
    realized: Realized = Field(default_factory=Realized,
                               description="in a claim file, missing / {} / no on_by_default means OFF (Go's zero value)")
    assertions: list[Assertion] | None = Field(
        default=None, max_length=MAX_ASSERTIONS,
        description="structured assertions (no natural language): when given, these are what is graded and the "
                    "statement text is not parsed for assertions")

    @model_validator(mode="after")
    def _assertions_from_claim(self) -> "ClaimInput":
        from claimcheck.claims.structured import problems

        bad: list[str] = []
        for i, a in enumerate(self.assertions or ()):
            if a.source == "statement":  # given in the claim, not read from its text
                a.source = "claim-file"
            bad += problems(a, i)
        if bad:
            raise ValueError("; ".join(bad))
        return self

    @model_validator(mode="before")
    @classmethod
    def _go_realized(cls, data: Any, info: ValidationInfo) -> Any:
        # a claim file without realized (or realized: null) is OFF, as Go's zero-value Claim
        if _claim_file(info) and isinstance(data, dict) and data.get("realized") is None:
            return {**data, "realized": {"on_by_default": False, "gate_reason": ""}}
        return data


def parse_claim(obj: Any, *, source: Any = None, claim_file: bool = True) -> ClaimInput:
    """A ``ClaimInput`` from a claim file's JSON value (Go's rules, see the module doc), or an
    ``InputError`` naming the first bad field (exit 2)."""
    from claimcheck.errors import InputError

    try:
        return ClaimInput.model_validate(obj, context={CLAIM_FILE: claim_file})
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(x) for x in err.get("loc", ())) or "claim"
        more = f" (and {exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
        raise InputError(f"not a valid claim: {where}: {err.get('msg', 'invalid')}{more}", path=source,
                         rule="claim-input") from None


class Question(StrictModel):
    n: int = Field(ge=1, le=6)
    name: Literal["baseline", "net", "scope", "provenance", "witness", "realized"]
    pass_: bool = Field(alias="pass")
    detail: str


class QuantityCheck(StrictModel):
    """One quantity (or cache / direction assertion) of the statement, re-derived from rows."""

    text: str = Field(description="the words of the statement this check reads")
    kind: Literal["ratio", "percent", "count", "fraction", "duration", "rate", "direction", "cache", "context", "unknown"]
    metric: str | None = None
    arms: list[str] = Field(default_factory=list, description="bound arms: [subject] or [treatment, baseline]")
    stated: str | None = None
    recomputed: float | None = None
    recomputed_text: str | None = None
    interval: list[str] | None = Field(default=None, description="[low, high) the stated precision allows")
    bootstrap: dict[str, Any] | None = None
    outcome: Literal["agrees", "contradicted", "unbound", "needs-telemetry", "inconclusive"]
    detail: str


class WitnessSummary(StrictModel):
    pointer: str
    bundle: str | None = None
    state: str = Field(description="complete | invalid | missing | preflight_only | incomplete | not-a-bundle | unsupported-kind")
    kind: str | None = None
    provenance: str | None = None
    receipt_sha256: str | None = None
    problems: list[str] = Field(default_factory=list)
    verify_command: str | None = None
    runs: int | None = None
    derived: dict[str, Any] | None = Field(default=None, description="per-arm re-derived values (summary)")


class ClaimResult(StrictModel):
    """The grade: a pure value. The CLI renders it; ``regrade`` recomputes it."""

    statement: str
    verdict: Verdict
    exit_code: int
    questions: list[Question]
    missing: list[str] = Field(default_factory=list, description="unanswered questions / failed checks, named")
    reason: str
    reasons: list[str] = Field(default_factory=list)
    quantities: list[QuantityCheck] = Field(default_factory=list)
    witness: WitnessSummary
    notes: list[str] = Field(default_factory=list)
    reading: Reading | None = Field(default=None, description="what the grader read the statement to assert")


class ClaimRecord(StrictModel):
    """The graded result as an artifact: the full claim input, the witness receipt digest, the result."""

    kind: Literal["claim-record"] = RECORD_KIND
    record_format: Literal[1] = 1
    claim: ClaimInput
    witness_bundle: str | None = Field(default=None, description="bundle path as given (relative to the working directory)")
    witness_receipt_sha256: str | None = Field(default=None, pattern=r"^[0-9a-f]{64}$")
    result: ClaimResult
    graded_at: str = Field(description="UTC time, ISO 8601")
    grader: dict[str, str] = Field(default_factory=dict, description="claimcheck name and version")
