"""A percentile of a per-arm aggregate is no statistic: 'faster at p99' never grades as plain throughput.

On the committed OBSERVED prefix-ab bundle (one run per arm), the plain ratio grades net-true; the same
sentence with a percentile, or a statistic over runs of a single-run witness, is not-yet.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from claimcheck.claims.evidence import load_evidence
from claimcheck.claims.grade import grade
from claimcheck.claims.model import ClaimInput
from claimcheck.claims.statistics import Measurement, Unavailable, measure

REPO = Path(__file__).resolve().parents[2]
AB = REPO / "examples" / "witnesses" / "observed-prefix-ab-smollm2-cpu"
CB = REPO / "examples" / "witnesses" / "observed-compat-batch-smollm2-cpu"


def _grade(statement: str) -> str:
    return grade(ClaimInput(statement=statement, baseline={"kind": "real", "description": "same model and tasks"},
                            net=True, scope="runners.llama_server on 127.0.0.1, 12 tasks per arm",
                            provenance="OBSERVED", witness=str(AB))).verdict


def test_plain_ratio_is_read_and_true():
    # 2.636334 / 2.606721 requests/s = 1.01136 (docs: README's derive output of this bundle)
    assert _grade("The shared-prefix arm was 1.01x faster than the sequential arm.") == "net-true"


@pytest.mark.parametrize("statement", [
    "The shared-prefix arm was 1.01x faster than the sequential arm at p99.",
    "The shared-prefix arm's p99 throughput was 1.01x the sequential arm's.",
    "The shared-prefix arm's mean throughput was 1.01x the sequential arm's.",
])
def test_a_statistic_of_an_aggregate_is_not_substituted(statement):
    assert _grade(statement) != "net-true"


@pytest.mark.parametrize("stat", ["p50", "p90", "p95", "p99"])
def test_percentiles_of_aggregates_are_unavailable(stat):
    for bundle, metric in ((AB, "throughput"), (CB, "token_throughput"), (CB, "wall")):
        ev = load_evidence(bundle)
        arm = next(iter(ev.arms))
        assert isinstance(measure(ev, metric, stat, arm), Unavailable)


def test_statistics_over_repeated_runs_are_computed_from_the_runs():
    ev = load_evidence(CB)  # 10 runs per arm
    arm = "sequential"
    m = measure(ev, "token_throughput", "max", arm)
    assert isinstance(m, Measurement) and len(m.per_run) == 10 and m.value == max(m.per_run)
    single = load_evidence(AB)
    assert isinstance(measure(single, "throughput", "mean", "sequential"), Unavailable)
