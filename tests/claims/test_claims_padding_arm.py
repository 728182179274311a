"""A padding tax or a batch fill stated with no arm ("Padding tax was 34.7%", the s4e write-up's "Real padding tax
34.7222%" and "Batch fill at admission 100%") in a compat-batch witness where only one arm batches: the sequential arm
pads nothing (padding tax 0, batch fill 1), so the number can only be the batched arm's. It agrees when that arm has
it; a number no arm has stays false; "0%" (the sequential arm's trivial value) stays unbound.

The witness is the repository's examples/witnesses/s4e-compat-batch (REPORTED provenance, so only the quantity
checks are asserted here): batched padding tax 34.7222%, batch fill 100%; sequential 0% padding.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from claimcheck.claims import ClaimInput, grade

WIT = str(Path(__file__).resolve().parents[2] / "examples" / "witnesses" / "s4e-compat-batch")


def outcomes(s: str) -> list[str]:
    r = grade(ClaimInput.model_validate({"statement": s, "baseline": {"kind": "real", "description": "tuned sequential"},
                                         "net": True, "scope": "the CPU-reference path", "provenance": "REPORTED",
                                         "witness": WIT, "realized": {"on_by_default": True, "gate_reason": ""}}))
    return [q.outcome for q in r.quantities if "padding_tax" in q.detail or "batch_fill" in q.detail]


@pytest.mark.parametrize("s", ["Padding tax was 34.7%.", "The padding tax was 34.7222%.",
                               "Batch fill at admission was 100%.", "Batch fill was 100%."])
def test_the_batched_arms_fraction_agrees(s):
    assert outcomes(s) == ["agrees"]


@pytest.mark.parametrize("s", ["Padding tax was 20%.", "Padding tax was 52%.", "Batch fill at admission was 50%."])
def test_a_fraction_no_arm_has_is_contradicted(s):
    assert outcomes(s) == ["contradicted"]


def test_the_trivial_value_names_no_arm():
    assert outcomes("Padding tax was 0%.") == ["unbound"]
