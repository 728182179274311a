"""Artifacts of a capacity-fit run: protocol, preflight, phase rows, state (history)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from claimcheck.strict import StrictModel
from claimcheck.capacity import CapacityPlan, GraphCoverage
from claimcheck.termination import Thresholds

PHASES = ("probe", "base", "designed")
PhaseName = Literal["probe", "base", "designed"]
_ID = r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$"




class Record(StrictModel):
    """One frozen task: its identity and the rendered prompt of each arm."""

    id: str = Field(pattern=_ID)
    base: str = Field(min_length=1, description="prompt for the probe and the base arm")
    designed: str = Field(min_length=1, description="prompt for the designed arm")


class Rung(StrictModel):
    budget: int = Field(ge=1, description="reasoning budget in tokens")
    max_seqs: int = Field(ge=1, description="maximum concurrent sequences")

    @property
    def id(self) -> str:
        return f"think_{self.budget}_seqs_{self.max_seqs}"


class Sampling(StrictModel):
    temperature: float = Field(default=0.0, ge=0)
    seed: int = 0


class Protocol(StrictModel):
    """Frozen before any row exists; its SHA-256 is bound into the state and every preflight."""

    kind: Literal["capacity-fit-protocol"] = "capacity-fit-protocol"
    experiment: str = Field(pattern=_ID)
    records: list[Record] = Field(min_length=1)
    ladder: list[Rung] = Field(min_length=1)
    answer_limit: int = Field(ge=1)
    max_model_len: int = Field(ge=1)
    close_text: str = Field(default="\n</think>\n\n", description="force-close marker fed after the reasoning stage")
    k_probe: int = Field(default=4, ge=1)
    k_arm: int = Field(default=12, ge=1)
    thresholds: Thresholds = Field(default_factory=Thresholds)
    sampling: Sampling = Field(default_factory=Sampling)
    allow_uncaptured_graphs: bool = Field(
        default=False, description="warn instead of failing when max_seqs exceeds the effective CUDA-graph maximum")
    kv_tokens: int | None = Field(default=None, ge=1, description="CPU backend: KV pool (n_ctx) to construct")
    engine: dict[str, Any] = Field(default_factory=dict, description="backend options (frozen with the protocol)")

    @field_validator("records")
    @classmethod
    def _unique_records(cls, v: list[Record]) -> list[Record]:
        ids = [r.id for r in v]
        if len(set(ids)) != len(ids):
            raise ValueError("record ids must be unique")
        return v

    @model_validator(mode="after")
    def _ladder(self) -> "Protocol":
        ids = [r.id for r in self.ladder]
        if len(set(ids)) != len(ids):
            raise ValueError("ladder rungs must be distinct")
        if self.k_probe >= self.k_arm:
            raise ValueError("a probe must be smaller than an arm (k_probe < k_arm)")
        return self


class LiveCapacity(StrictModel):
    """Read from the constructed engine, never from a config guess."""

    kv_tokens: int
    block_size: int
    max_model_len: int
    max_seqs: int
    capture_sizes: list[int] | None = Field(
        description="resolved CUDA-graph capture sizes; null = not applicable (a platform without CUDA graphs, "
                    "e.g. CPU); [] on a CUDA platform = no decode width is captured")
    capture_sizes_reason: str | None = Field(
        default=None, description="why the capture sizes are not applicable (when they are null)")
    source: str = Field(description="where each value was read")
    details: dict[str, Any] = Field(default_factory=dict)


class PromptIdentity(StrictModel):
    record_id: str
    prompt_sha256: str
    prompt_tokens: int = Field(description="rendered prompt tokens plus the force-close marker")


class PreflightCheck(StrictModel):
    name: str
    passed: bool
    fatal: bool = True
    detail: str


class CapacityFitPreflight(StrictModel):
    kind: Literal["capacity-fit-preflight"] = "capacity-fit-preflight"
    experiment: str
    protocol_sha256: str
    rung: Rung
    rung_id: str
    phase: PhaseName
    role: Literal["probe", "arm"]
    k: int
    records: int
    sequences: int
    backend: str
    runtime: dict[str, Any]
    runtime_sha256: str
    live: LiveCapacity
    prompts: list[PromptIdentity]
    thresholds: Thresholds | None = Field(
        default=None, description="the protocol's registered termination thresholds, recorded before any row "
                                  "exists (null in bundles written before this field)")
    plan: CapacityPlan | None = Field(description="null when the plan itself was refused (see checks)")
    graphs: GraphCoverage | None
    checks: list[PreflightCheck]
    warnings: list[str] = Field(default_factory=list)
    passed: bool
    created_at: str


class PhaseSummary(StrictModel):
    adequate: bool
    n: int
    loop_rate: float
    unresolved_rate: float
    answer_limit_rate: float
    rows_sha256: str


class Event(StrictModel):
    rung_id: str
    phase: PhaseName
    status: Literal["started", "complete", "preflight_failed"]
    bundle: str = Field(description="bundle path relative to the bundle root")
    runtime_sha256: str
    started_at: str
    finished_at: str | None = None
    receipt_sha256: str | None = None
    termination: PhaseSummary | None = None


class Selection(StrictModel):
    rung_id: str
    probe: str
    base: str
    designed: str


class Terminal(StrictModel):
    pass_: bool = Field(alias="pass")
    selected: Selection | None
    reason: str
    at: str


class RunState(StrictModel):
    """The whole history of one run; written atomically after every transition."""

    kind: Literal["capacity-fit-state"] = "capacity-fit-state"
    experiment: str
    protocol_sha256: str
    root: Literal["bundles"] = "bundles"
    catalog: Literal["catalog.json"] = "catalog.json"
    excluded_roots: list[str] = Field(default_factory=list)
    ladder: list[Rung]
    events: list[Event] = Field(default_factory=list)
    terminal: Terminal | None = None
