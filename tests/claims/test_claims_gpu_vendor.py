"""The maker of the accelerators (production gpu_vendor, grammar.py; checked in statistics._context_hardware):
"on NVIDIA GPUs", "not tested on AMD GPUs", "AMD Instinct". Before, "AMD GPUs" read as a CPU vendor fact (AMD makes
host CPUs too) beside a bare "GPU": the honest exclusion "not tested on AMD GPUs" of an H100 run was not-yet, and
"NVIDIA" in "on an NVIDIA GPU" was unread. A vendor alone said of the run ("on AMD") may name the host CPU's maker and
stays unknowable (not-yet); excluded from a run on another vendor's GPUs ("not tested on AMD" of an H100 run) it names
the accelerators tested and holds (production vendor_exclusion; it was not-yet, an honest scope left unread).

Witnesses (real_sentences.witness_specs.arm_rows, worked out by hand): ``h100`` -- "1 x NVIDIA H100 80GB HBM3", fp8
1.6x the output throughput of bf16; ``mi300x`` -- the same rows on "1 x AMD Instinct MI300X".
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

ARMS = [A("fp8", "FP8", thr=1.6, settings={"quantization": "fp8"}, role="treatment"),
        A("bf16", "BF16", thr=1.0, settings={"quantization": "bf16"}, role="baseline")]
wit = sealed_fixture("gpu_vendor", {"h100": Spec("h100", ARMS, key="thr", hw="1 x NVIDIA H100 80GB HBM3"),
                                    "mi300x": Spec("mi300x", ARMS, key="thr", hw="1 x AMD Instinct MI300X")})
S = "FP8 is 1.6x faster than BF16."


def _grade(wit, name, scope):
    return grade_statement(S, wit[name], scope + ", 10 requests per arm")


@pytest.mark.parametrize("name,scope", [
    ("h100", "not tested on AMD GPUs"), ("h100", "on NVIDIA GPUs"), ("h100", "one NVIDIA GPU"),
    ("h100", "single H100, not tested on AMD Instinct GPUs"), ("h100", "no AMD GPU was used"),
    ("mi300x", "on AMD GPUs"), ("mi300x", "AMD Instinct"), ("mi300x", "not tested on NVIDIA GPUs"),
])
def test_the_maker_the_witness_records_reads_and_holds(wit, name, scope):
    res = _grade(wit, name, scope)
    assert res.verdict == "net-true", (scope, res.verdict, res.reason)


@pytest.mark.parametrize("name,scope", [
    ("h100", "on AMD GPUs"), ("h100", "AMD Instinct"), ("h100", "not on NVIDIA GPUs"), ("h100", "on Intel GPUs"),
    ("mi300x", "on NVIDIA GPUs"), ("mi300x", "not tested on AMD GPUs"),
])
def test_another_maker_is_contradicted(wit, name, scope):
    res = _grade(wit, name, scope)
    assert res.verdict == "false", (scope, res.verdict, res.reason)


@pytest.mark.parametrize("name,scope", [("h100", "not tested on AMD"), ("h100", "not an AMD result"),
                                        ("mi300x", "not tested on Intel")])
def test_a_vendor_alone_excluded_from_another_vendor_s_gpu_run_holds(wit, name, scope):
    """"not tested on AMD" of an H100 run: the accelerators tested are NVIDIA's; the exclusion holds."""
    res = _grade(wit, name, scope)
    assert res.verdict == "net-true", (scope, res.verdict, res.reason)


@pytest.mark.parametrize("name,scope", [("h100", "on AMD"), ("h100", "an AMD result"), ("mi300x", "on Intel")])
def test_a_vendor_alone_may_name_the_host_cpu(wit, name, scope):
    """"AMD" alone said of the run may be the host CPU's maker: never false, never net-true."""
    res = _grade(wit, name, scope)
    assert_never_false(res, scope)
    assert res.verdict == "not-yet", (scope, res.verdict)
