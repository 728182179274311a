"""What the reader's frame modules share (test_claims_frames, _units, _hedges, _ratios, _percent,
_vllm_metrics; grade_statement also _arms, _declared_pair, _token_rates): a statement graded
against a witness as an observed, net claim, and the two tests every frame module runs over its
``FRAMES`` of ``(frame, true statement, twisted twins)``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from claimcheck.claims import ClaimInput, grade

#: the two arms of the automatic-prefix-caching witnesses (frames, units, hedges, suggest, twists)
APC_ARMS = {"apc-off": {"aliases": [], "workers": 4, "role": "baseline",
                        "settings": {"concurrency": 4, "prefix_caching": False, "parallel_slots": 8}},
            "apc-on": {"aliases": [], "workers": 4, "role": "treatment",
                       "settings": {"concurrency": 4, "prefix_caching": True, "parallel_slots": 8}}}

#: the scope and the baseline most frame witnesses are described with
SCOPE = "SmolLM2-135M on one CPU host, 24 tasks per arm"
BASELINE = "same model, server, prompts and output cap"


def grade_statement(statement: str, witness: str, scope: str = SCOPE, *, baseline: str = BASELINE) -> Any:
    """``statement`` graded against the bundle ``witness``: observed, net, a real baseline, realized."""
    return grade(ClaimInput.model_validate({
        "statement": statement,
        "baseline": {"kind": "real", "description": baseline},
        "net": True, "scope": scope, "provenance": "OBSERVED",
        "witness": witness, "realized": {"on_by_default": True, "gate_reason": ""}}))


def frame_tests(frames: list[tuple[str, str, list[str]]], grade_with: Callable[[str, str], Any]):
    """The two tests of a module's ``frames`` (assign them to these names at module level; each
    uses the module's ``witness`` fixture): the true statement is read completely and net-true, and
    none of its twisted twins is net-true (``claims_corpus.frame_checks.frame_tests``, ids: the frame)."""
    from .frame_checks import frame_tests as named_frame_tests

    return named_frame_tests(frames, lambda witness, _frame, statement: grade_with(statement, witness),
                             fixture="witness", ids=[f[0] for f in frames])
