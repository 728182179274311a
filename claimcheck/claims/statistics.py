"""Statistics computed from a witness's rows exactly as named, or not at all.

``measure(evidence, metric, statistic, arm)`` returns a ``Measurement`` (the value, the per-run
values of the *same* statistic, the definition used) or an ``Unavailable`` (why the rows cannot
give it). Nothing is substituted: a mean is a mean, a p99 a p99; a per-request metric asked for
with no statistic is ``Unavailable``. Percentiles follow numpy's default (linear interpolation,
what vLLM's benchmark prints); the median is the true median.

``check_context(fact, evidence)`` compares one context fact with the witness's environment:
``agrees``, ``contradicted`` or ``unknowable``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal


@dataclass(frozen=True)
class Measurement:
    value: float
    per_run: list[float] = field(default_factory=list)
    definition: str = ""
    n: int = 0


@dataclass(frozen=True)
class Unavailable:
    reason: str


@dataclass(frozen=True)
class ContextOutcome:
    outcome: Literal["agrees", "contradicted", "unknowable"]
    detail: str


def measure(evidence, metric: str, statistic: str | None, arm: str | None) -> Measurement | Unavailable:
    raise NotImplementedError


def check_context(fact, evidence) -> ContextOutcome:
    raise NotImplementedError
