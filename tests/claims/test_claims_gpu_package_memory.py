"""A GPU's package and memory in a scope (issue 16): "H100 SXM", "H100 PCIe", "H100 NVL", "RTX 4090 24GB",
"a single 24 GB RTX 4090", "RTX 4090, 48GB". Before, a package word was read as part of the GPU's name and never
checked ("one H100 PCIe" was net-true of the SXM part nvidia-smi calls "NVIDIA H100 80GB HBM3"), and a memory amount
standing on its own in a scope was left unread and so ignored ("RTX 4090, 48GB" was net-true). Now:

* a package (vocabulary.GPU_PACKAGES: SXM, PCIe, NVL) agrees only where the hardware string names it, or names the
  GPU as nvidia-smi does for that package (vocabulary.GPU_PACKAGE_BY_NAME: "H100 80GB HBM3" is the SXM5 part);
  otherwise it is unknowable: not-yet, never false;
* a memory amount in the scope is a memory fact wherever it ends a part or stands before a GPU, a memory word or a
  GPU noun; it agrees where the hardware string records that amount, or, where the string records no amount at
  all, where every GPU it names is made in that one size (vocabulary.GPU_MEMORY_GB: an RTX 4090 has 24 GB); never
  false (a card may be modified; an amount may be the host's RAM).

Witnesses (``uniform``: 24 requests per arm, 8 output tokens each, 4 lanes; worked out by hand): vLLM wall 10.0 s
(19.2 output tok/s), SGLang wall 8.0 s (24 output tok/s): SGLang's output throughput is 25% higher (24 / 19.2 =
1.25). The same rows under four hardware strings: "NVIDIA GeForce RTX 4090", "1 x NVIDIA H100 80GB HBM3" (SXM5),
"NVIDIA H100 PCIe", "NVIDIA GeForce RTX 4090; 64 GB RAM" (an amount recorded: the table is not used).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

from claimcheck.claims.vocabulary import GPU_MEMORY_GB, gpu_packages  # noqa: E402

ARMS = {"vllm": {"aliases": [], "workers": 4, "role": "baseline", "engine": "vllm"},
        "sglang": {"aliases": [], "workers": 4, "role": "treatment", "engine": "sglang"}}
HW = {"rtx4090": "NVIDIA GeForce RTX 4090", "h100sxm": "1 x NVIDIA H100 80GB HBM3", "h100pcie": "NVIDIA H100 PCIe",
      "rtx4090ram": "NVIDIA GeForce RTX 4090; 64 GB RAM"}
TRUE = "SGLang delivers 25% higher output throughput than vLLM."


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("gpu-pkg")
    rows = uniform("vllm", 24, 10.0, 4) + uniform("sglang", 24, 8.0, 4)
    return {k: str(seal(root / k, ab_witness(ARMS, hardware=hw, inputs={"tasks": 24}), {"rows.jsonl": rows}))
            for k, hw in HW.items()}


# (hardware, scope, expected verdict): net-true where the witness (or the one size the card is made in) says it;
# not-yet where it does not; never false
CASES = [
    ("rtx4090", "one RTX 4090", "net-true"),
    ("rtx4090", "one RTX 4090 24GB", "net-true"),
    ("rtx4090", "a single 24 GB RTX 4090", "net-true"),
    ("rtx4090", "one RTX 4090 (24GB VRAM)", "net-true"),
    ("rtx4090", "RTX 4090, 48GB", "not-yet"),  # an RTX 4090 is made with 24 GB: 48 GB is not what it records
    ("rtx4090", "RTX 4090 with 48GB", "not-yet"),
    ("rtx4090", "a single 48 GB RTX 4090", "not-yet"),
    ("rtx4090ram", "one RTX 4090 24GB", "not-yet"),  # the string records 64 GB (RAM): only its own amounts agree
    ("rtx4090ram", "one RTX 4090, 64 GB RAM", "net-true"),
    ("h100sxm", "one H100 SXM 80GB", "net-true"),
    ("h100sxm", "one H100 SXM5", "net-true"),
    ("h100sxm", "one 80 GB H100", "net-true"),
    ("h100sxm", "one H100 PCIe", "not-yet"),
    ("h100sxm", "H100 NVL", "not-yet"),
    ("h100sxm", "one H100 94GB", "not-yet"),
    ("h100pcie", "one H100 PCIe", "net-true"),
    ("h100pcie", "one H100 SXM", "not-yet"),
    ("h100pcie", "one H100 80GB PCIe", "not-yet"),  # the H100 is sold in several sizes; the string records none
]


@pytest.mark.parametrize("hw,scope,want", CASES, ids=[f"{h}:{s}" for h, s, _ in CASES])
def test_scope_package_and_memory(wit, hw, scope, want):
    r = grade_statement(TRUE, wit[hw], scope)
    assert r.verdict == want, (scope, r.verdict, r.reason)


def test_packages_named():
    assert gpu_packages("NVIDIA H100 80GB HBM3") == {"SXM"}
    assert gpu_packages("NVIDIA H100 80GB HBM3e") == set()
    assert gpu_packages("NVIDIA A100-SXM4-80GB") == {"SXM"}
    assert gpu_packages("NVIDIA A100-PCIE-40GB") == {"PCIe"}
    assert gpu_packages("GB300 NVL72") == {"NVL"}
    assert gpu_packages("NVIDIA H100 NVL") == {"NVL"}
    assert gpu_packages("PCIe x16 link; NVIDIA L4") == {"PCIe"}


def test_memory_table_one_size_only():
    # cards sold in several sizes are never in the table (a stated size could be the other one)
    for several in ("h100", "a100", "v100", "gh200", "b200"):
        assert several not in GPU_MEMORY_GB


_SCOPE_PARTS = ["one RTX 4090", "24GB", "48 GB", "64 GB RAM", "H100 PCIe", "SXM5", "not multi-GPU", "NVL",
                "a single 80GB H100", "80 GB HBM3", "consumer GPU"]


@settings(max_examples=25, deadline=None)
@given(parts=st.lists(st.sampled_from(_SCOPE_PARTS), min_size=1, max_size=4), hw=st.sampled_from(sorted(HW)))
def test_package_and_memory_words_never_accuse(wit, parts, hw):
    """No scope of GPU, package and memory words makes the true statement false: an unrecorded package or amount
    is unknowable, and only a GPU model the witness contradicts could be false (none of these names one)."""
    scope = ", ".join(parts)
    r = grade_statement(TRUE, wit[hw], scope)
    if "H100" in scope and hw.startswith("rtx") or "4090" in scope and hw.startswith("h100"):
        return  # another GPU model than the witness records: false is right there
    assert r.verdict != "false", (scope, hw, r.reason)
