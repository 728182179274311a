"""One interface for the engines a capacity-fit phase runs on.

A backend constructs an engine for one rung (``open``); the engine reports its *live*
capacity and its runtime identity, counts rendered prompt tokens, and generates the
phase's samples in two stages: a reasoning stage bounded by the budget, a force-close
marker, then an answer stage bounded by the answer limit.
"""

from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any

from runners.capacity_fit.models import LiveCapacity, Protocol, Rung


@dataclass(frozen=True)
class Job:
    sample_id: str
    record_id: str
    k: int
    prompt: str


@dataclass
class Sample:
    sample_id: str
    prompt_tokens: int
    token_ids: list[int]
    finish_reason: str  # reasoning stage: "stop" | "length"
    answer_token_ids: list[int]
    answer_finish_reason: str  # "stop" | "length"
    reasoning_text: str = ""
    answer_text: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


class Engine(ABC):
    @abstractmethod
    def live_capacity(self) -> LiveCapacity: ...

    @abstractmethod
    def runtime_identity(self) -> dict[str, Any]:
        """Everything that must not drift inside a rung: backend and package versions,
        model file digest / revision, engine options."""

    @abstractmethod
    def count_tokens(self, text: str, *, add_special: bool = True) -> int:
        """Tokens of ``text`` as the engine renders it (``add_special``: with BOS etc.)."""

    @abstractmethod
    def generate(self, jobs: list[Job], *, budget: int, answer_limit: int, close_text: str,
                 temperature: float, seed: int) -> list[Sample]: ...

    def close(self) -> None:  # pragma: no cover - trivial
        pass


class Backend(ABC):
    name: str

    @abstractmethod
    def open(self, protocol: Protocol, rung: Rung) -> Engine: ...


def runtime_sha256(runtime: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(runtime, sort_keys=True, separators=(",", ":")).encode()).hexdigest()
