"""Pydantic models of a claim (input), its grade (result) and the claim record (artifact).

``ClaimInput`` is JSON-compatible with the Go ``fak claim-check --file`` Claim
(``statement``, ``baseline: {kind, description}``, ``net``, ``scope``, ``provenance``,
``witness``, ``realized: {on_by_default, gate_reason}``).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from claimcheck.claims.reading import Reading

VERDICTS = ("net-true", "strawman", "not-yet", "false", "invalid")
Verdict = Literal["net-true", "strawman", "not-yet", "false", "invalid"]
PROVENANCES = ("WITNESSED", "OBSERVED", "MODELED", "SIMULATED", "REPORTED")
RECORD_KIND = "claim-record"


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class Baseline(_Model):
    kind: Literal["real", "strawman", "none"] = "none"
    description: str = ""

    @field_validator("kind", mode="before")
    @classmethod
    def _kind(cls, v: Any) -> Any:
        # the Go tool's words: "" = none, "naive" = strawman, "tuned" = real
        if v is None:
            return "none"
        if isinstance(v, str):
            v = v.strip().lower()
            return {"": "none", "naive": "strawman", "tuned": "real"}.get(v, v)
        return v


class Realized(_Model):
    on_by_default: bool = True
    gate_reason: str = ""


class ClaimInput(_Model):
    """A scoped statement plus its answers to the six questions."""

    statement: str = Field(min_length=1, max_length=20000)
    baseline: Baseline = Field(default_factory=Baseline)
    net: bool = False
    scope: str = ""
    provenance: str = Field(default="", description="WITNESSED | OBSERVED | MODELED | SIMULATED | REPORTED ('' = unlabeled)")
    witness: str = Field(default="", description='"BUNDLE_DIR[; verify with COMMAND]" or a free-text pointer')
    realized: Realized = Field(default_factory=Realized)

    @field_validator("provenance", mode="before")
    @classmethod
    def _prov(cls, v: Any) -> Any:
        return v.strip().upper() if isinstance(v, str) else v


class Question(_Model):
    n: int = Field(ge=1, le=6)
    name: Literal["baseline", "net", "scope", "provenance", "witness", "realized"]
    pass_: bool = Field(alias="pass")
    detail: str


class QuantityCheck(_Model):
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


class WitnessSummary(_Model):
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


class ClaimResult(_Model):
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


class ClaimRecord(_Model):
    """The graded result as an artifact: the full claim input, the witness receipt digest, the result."""

    kind: Literal["claim-record"] = RECORD_KIND
    record_format: Literal[1] = 1
    claim: ClaimInput
    witness_bundle: str | None = Field(default=None, description="bundle path as given (relative to the working directory)")
    witness_receipt_sha256: str | None = Field(default=None, pattern=r"^[0-9a-f]{64}$")
    result: ClaimResult
    graded_at: str = Field(description="UTC time, ISO 8601")
    grader: dict[str, str] = Field(default_factory=dict, description="claimcheck name and version")
