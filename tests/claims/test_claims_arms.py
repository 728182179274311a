"""Arms and the facts around them (issue 16): which arm a statement is about, and the facts that must
never turn a true statement into an accusation.

* A GPU family is not a different GPU: "On MI300" of a witness recording an MI300X agrees (MI300 is
  a series no single card carries); a product whose variant the witness records ("L40" for an L40S)
  is not-yet; an unrelated GPU is false (``vocabulary.gpu_kinship``).
* vLLM's benchmark_throughput line "Throughput: R requests/s, T tokens/s" counts prompt + output
  tokens in T (``total_num_tokens / elapsed_time``): total token throughput (production
  throughput_line). A line naming no arm is of some arm, not of every arm: where one arm has it,
  not-yet (name the arm), never false.

The witness (worked out by hand from the rows ``uniform`` writes): two arms of 24 requests on 4
lanes, each request 100 prompt and 8 output tokens, prefix caching off (baseline) / on:

* apc-off: wall 10.0 s -> 2.4 req/s, 19.2 output tok/s, 24 x 108 / 10 = 259.2 total tok/s;
* apc-on:  wall  8.0 s -> 3.0 req/s, 24.0 output tok/s, 24 x 108 / 8  = 324.0 total tok/s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

from claimcheck.claims import ClaimInput, grade  # noqa: E402
from claimcheck.claims.vocabulary import gpu_kinship  # noqa: E402

ARMS = {"apc-off": {"aliases": [], "workers": 4, "role": "baseline",
                    "settings": {"concurrency": 4, "prefix_caching": False}},
        "apc-on": {"aliases": [], "workers": 4, "role": "treatment",
                   "settings": {"concurrency": 4, "prefix_caching": True}}}


def _seal(root: Path, name: str, arms: dict = ARMS, rows: list | None = None, **extra) -> str:
    if rows is None:
        rows = uniform("apc-off", 24, 10.0, 4, ttft=0.5) + uniform("apc-on", 24, 8.0, 4, ttft=0.2)
    w = ab_witness(arms, engine="vLLM", inputs={"tasks": 24}, **extra)
    return str(seal(root / name, w, {"rows.jsonl": rows}))


def _grade(statement: str, witness: str):
    return grade(ClaimInput.model_validate({
        "statement": statement, "baseline": {"kind": "real", "description": "the same server with APC off"},
        "net": True, "scope": "24 tasks per arm", "provenance": "OBSERVED", "witness": witness,
        "realized": {"on_by_default": True, "gate_reason": ""}}))


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("arms")
    hws = {"mi300x": "1 x AMD Instinct MI300X (192 GB)", "l40s": "1 x NVIDIA L40S", "mi300": "AMD MI300 node",
           "tpu": "Google TPU v5e", "3090ti": "NVIDIA GeForce RTX 3090 Ti"}
    return {k: _seal(root, k, hardware=v) for k, v in hws.items()}


# --- GPU families ---------------------------------------------------------------------------

COMPARISON = "On {gpu}, apc-on was 1.25x faster than apc-off."


@pytest.mark.parametrize("hw,gpu,verdict", [
    ("mi300x", "MI300", "net-true"),    # a series name: the witness's MI300X is one of its cards
    ("mi300x", "MI300X", "net-true"),
    ("mi300x", "H100", "false"),        # another GPU
    ("mi300x", "MI250", "false"),       # another generation, not a family of the MI300X
    ("l40s", "L40", "not-yet"),         # a product whose variant the witness records
    ("l40s", "MI300X", "false"),
    ("mi300", "MI300X", "not-yet"),     # a member named where the witness records only the series
    ("tpu", "TPU", "net-true"),         # "TPU" of a TPU v5e
    ("3090ti", "RTX 3090", "not-yet"),  # "RTX 3090" for an RTX 3090 Ti
    ("3090ti", "RTX 4090", "false"),
])
def test_a_gpu_family_is_never_contradicted_by_its_member(hw, gpu, verdict, witnesses):
    res = _grade(COMPARISON.format(gpu=gpu), witnesses[hw])
    assert res.verdict == verdict, res.reason


@pytest.mark.parametrize("twin", [
    "On MI300, apc-on was 2.5x faster than apc-off.",      # scaled number
    "On MI300, apc-off was 1.25x faster than apc-on.",     # swapped arms
    "On MI300, apc-on was 1.25x slower than apc-off.",     # flipped direction
    "On MI300, apc-on was not 1.25x faster than apc-off.",  # negation
    "It is not true that on MI300, apc-on was 1.25x faster than apc-off.",
    "On H100, apc-on was 1.25x faster than apc-off.",      # an unseen GPU
])
def test_twins_of_a_family_statement_are_never_net_true(twin, witnesses):
    assert _grade(twin, witnesses["mi300x"]).verdict != "net-true"


@pytest.mark.parametrize("said,recorded,kin", [
    ("mi300", "mi300x", "member"), ("mi300", "mi300a", "member"), ("mi300x", "mi300", "variant"),
    ("tpu", "tpuv5e", "member"), ("tpuv5e", "tpu", "variant"), ("gaudi", "gaudi2", "member"),
    ("l40", "l40s", "variant"), ("l40s", "l40", "variant"), ("a10", "a10g", "variant"), ("h100", "gh200", "variant"),
    ("rtx3090", "rtx3090ti", "variant"), ("h100", "h100", "same"),
    ("mi300x", "mi250x", None), ("h100", "a100", None), ("rtx3090", "rtx4090", None), ("l4", "l40s", None),
    ("tpuv4", "tpuv5e", None),
])
def test_gpu_kinship(said, recorded, kin):
    assert gpu_kinship(said, recorded) == kin


# --- vLLM's benchmark_throughput line -------------------------------------------------------

@pytest.mark.parametrize("statement", [
    "APC on: Throughput: 3.00 requests/s, 324.00 tokens/s",
    "APC on: Throughput: 3.00 requests/s, 324.00 total tokens/s, 24.00 output tokens/s",  # vLLM >= 0.6
    "With APC off: Throughput: 2.40 requests/s, 259.20 tokens/s",
])
def test_throughput_line_tokens_are_prompt_plus_output(statement, witnesses):
    res = _grade(statement, witnesses["mi300x"])
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "net-true", res.reason


@pytest.mark.parametrize("twin", [
    "APC on: Throughput: 3.00 requests/s, 24.00 tokens/s",     # the output rate: not what the line prints
    "APC on: Throughput: 3.00 requests/s, 648.00 tokens/s",    # scaled number
    "APC off: Throughput: 3.00 requests/s, 324.00 tokens/s",   # swapped arm
    "APC on: Throughput: 3.00 requests/s, 24.00 total tokens/s, 324.00 output tokens/s",
    "APC on: Throughput: 3.00 requests/s, 324.00 output tokens/s",
    "It is not true that APC on: Throughput: 3.00 requests/s, 324.00 tokens/s",
])
def test_throughput_line_twins_are_never_net_true(twin, witnesses):
    assert _grade(twin, witnesses["mi300x"]).verdict != "net-true"


@pytest.mark.parametrize("statement", [
    "Throughput: 3.00 requests/s, 324.00 tokens/s",   # apc-on's line, naming no arm
    "Throughput: 2.40 requests/s, 259.20 tokens/s",   # apc-off's line
])
def test_a_line_naming_no_arm_is_not_yet_never_false(statement, witnesses):
    res = _grade(statement, witnesses["mi300x"])
    assert res.verdict == "not-yet", res.reason
    assert "name the arm" in res.reason or "unbound" in res.reason


def test_a_line_no_arm_has_is_false(witnesses):
    res = _grade("Throughput: 3.00 requests/s, 999.00 tokens/s", witnesses["mi300x"])
    assert res.verdict == "false", res.reason
