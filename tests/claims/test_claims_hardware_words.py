"""Hardware words in statements and scopes (issue 16): GPU counts in words ("on four H100s", "across eight GPUs"),
bare GPU counts ("on 4 GPUs", "on an 8-GPU node"), plural GPU names ("on H100s"), a count after the GPU ("an H100 x4
node"), GPU series named as a class ("MI300-class GPUs"), GPU architecture families ("on Hopper", "on NVIDIA Ampere
GPUs", "on CDNA3": vocabulary.GPU_FAMILIES), node counts ("on a single node"), "CPU-only", and exclusions of them
("not on 8 H100s", "not a Blackwell result"). Read by claimcheck/claims/descriptors.py; checked against the hardware
the witness itself records (descriptors.check_descriptor, statistics._context_gpu_count), never the importing host.

The rules checked here:

* a count agrees with the count the witness records; a count above the machine's GPUs (the hardware string's
  "4x NVIDIA H100") is false; a count below it is unknowable (a run, or one arm, may use fewer of the machine's GPUs);
* a family agrees where every recorded GPU belongs to it, is false only where every recorded GPU is a known GPU of
  another family, and is unknowable otherwise (a CPU-only witness, no hardware recorded);
* a node count is checked only against a node count the witness records (unknowable otherwise, never false);
* an exclusion of a phrase with several facts ("not on 8 H100s") denies their conjunction (falsebar.conjoined_exclusions).

Witnesses (worked out by hand from the rows ``uniform`` writes; 24 requests per arm, 8 output tokens each, 4 lanes):

* ``h100``: "4x NVIDIA H100 80GB HBM3"; BF16 wall 10.0 s (2.4 req/s, 19.2 output tok/s, TTFT 0.2 s), FP8 wall 8.0 s
  (3.0 req/s, 24 tok/s, TTFT 0.1 s): FP8 is 1.25x (25%) faster, its mean TTFT 50% lower (halved, 200 ms -> 100 ms);
* ``a100``: "1x NVIDIA A100 80GB"; plain decoding wall 12.0 s (2.0 req/s), EAGLE wall 8.0 s (3.0 req/s): 1.5x, 50%;
* ``mi300``: "8x AMD Instinct MI300X 192GB"; the default scheduler wall 6.0 s (4.0 req/s), chunked prefill wall
  4.0 s (6.0 req/s): 1.5x, 50%;
* ``cpu``: "Intel(R) Xeon(R) Platinum 8480+; 32 logical CPUs; no accelerator"; the old kernel wall 10.0 s (2.4
  req/s), the new kernel wall 8.0 s (3.0 req/s): 1.25x;
* ``none``: the same rows as ``cpu``, no hardware recorded.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402
from claimcheck.claims.vocabulary import GPU_FAMILIES, GPU_RE, GPU_SERIES, gpu_family_of  # noqa: E402


def _arms(a: tuple[str, list[str]], b: tuple[str, list[str]]) -> dict:
    return {a[0]: {"aliases": a[1], "workers": 4, "role": "treatment"},
            b[0]: {"aliases": b[1], "workers": 4, "role": "baseline"}}


QUANT = _arms(("fp8", ["FP8", "the FP8 checkpoint"]), ("bf16", ["BF16", "the BF16 baseline"]))
SPEC = _arms(("eagle", ["EAGLE", "speculative decoding"]), ("plain", ["plain decoding", "the baseline"]))
CHUNK = _arms(("chunked", ["chunked prefill"]), ("default", ["the default scheduler"]))
KERNEL = _arms(("new", ["the new kernel"]), ("old", ["the old kernel"]))
ROWS = {"quant": uniform("bf16", 24, 10.0, 4, ttft=0.2) + uniform("fp8", 24, 8.0, 4, ttft=0.1),
        "spec": uniform("plain", 24, 12.0, 4) + uniform("eagle", 24, 8.0, 4),
        "chunk": uniform("default", 24, 6.0, 4) + uniform("chunked", 24, 4.0, 4),
        "kernel": uniform("old", 24, 10.0, 4) + uniform("new", 24, 8.0, 4)}
SPECS = {"h100": (QUANT, "quant", "4x NVIDIA H100 80GB HBM3"), "a100": (SPEC, "spec", "1x NVIDIA A100 80GB"),
         "mi300": (CHUNK, "chunk", "8x AMD Instinct MI300X 192GB"),
         "cpu": (KERNEL, "kernel", "Intel(R) Xeon(R) Platinum 8480+; 32 logical CPUs; no accelerator"),
         "none": (KERNEL, "kernel", None), "rtx": (KERNEL, "kernel", "2x NVIDIA GeForce RTX 4090 24GB")}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("hardware_words")
    return {name: str(seal(root / name, ab_witness(arms, hardware=hw, engine="vLLM", inputs={"tasks": 24}),
                           {"rows.jsonl": ROWS[rows]}))
            for name, (arms, rows, hw) in SPECS.items()}


def _grade(statement: str, witness: str, scope: str = "24 requests per arm"):
    return grade_statement(statement, witness, scope, baseline="same model, prompts and output cap")


K = "the new kernel was 1.25x faster than the old kernel"

# (witness, a fresh true statement, twins that must never be net-true: wrong count, wrong model, wrong family,
# negation, swapped arms, a scaled number, another statistic)
TRUE = [
    ("h100", "On 4 H100s, FP8 delivers 1.25x the throughput of BF16.",
     ["On 8 H100s, FP8 delivers 1.25x the throughput of BF16.", "On 4 A100s, FP8 delivers 1.25x the throughput of BF16.",
      "On 4 H100s, BF16 delivers 1.25x the throughput of FP8.", "On 4 H100s, FP8 delivers 1.9x the throughput of BF16.",
      "On 4 H100s, FP8 does not deliver 1.25x the throughput of BF16."]),
    ("h100", "Across four H100 GPUs, FP8 served 3.0 req/s versus 2.4 req/s for BF16.",
     ["Across eight H100 GPUs, FP8 served 3.0 req/s versus 2.4 req/s for BF16.",
      "Across four A100 GPUs, FP8 served 3.0 req/s versus 2.4 req/s for BF16.",
      "Across four H100 GPUs, BF16 served 3.0 req/s versus 2.4 req/s for FP8.",
      "Across four H100 GPUs, FP8 served 4.5 req/s versus 2.4 req/s for BF16."]),
    ("h100", "On Hopper, FP8 was 1.25x faster than BF16.",
     ["On Ampere, FP8 was 1.25x faster than BF16.", "On Blackwell, FP8 was 1.25x faster than BF16.",
      "On Ada Lovelace, FP8 was 1.25x faster than BF16.", "On CDNA3, FP8 was 1.25x faster than BF16.",
      "On Hopper, FP8 was 1.25x slower than BF16.", "On Hopper, BF16 was 1.25x faster than FP8.",
      "On Hopper, FP8 was not 1.25x faster than BF16.", "On Grace Hopper, FP8 was 1.25x faster than BF16."]),
    ("h100", "FP8 cuts mean TTFT by 50% vs BF16 on NVIDIA Hopper GPUs.",
     ["FP8 cuts mean TTFT by 50% vs BF16 on NVIDIA Blackwell GPUs.", "FP8 cuts p99 TPOT by 50% vs BF16 on NVIDIA Hopper GPUs.",
      "FP8 cuts mean TTFT by 75% vs BF16 on NVIDIA Hopper GPUs.", "BF16 cuts mean TTFT by 50% vs FP8 on NVIDIA Hopper GPUs.",
      "FP8 cuts mean TTFT by 50% vs BF16 on AMD Hopper GPUs."]),
    ("h100", "Using an H100 x4 node, the FP8 checkpoint is 25% faster than the BF16 baseline.",
     ["Using an H100 x8 node, the FP8 checkpoint is 25% faster than the BF16 baseline.",
      "Using an A100 x4 node, the FP8 checkpoint is 25% faster than the BF16 baseline.",
      "Using an H100 x4 node, the BF16 baseline is 25% faster than the FP8 checkpoint.",
      "Using an H100 x4 node, the FP8 checkpoint is 25% slower than the BF16 baseline."]),
    ("h100", "On H100s, FP8 reaches 24 output tok/s compared to 19.2 tok/s for BF16.",
     ["On A100s, FP8 reaches 24 output tok/s compared to 19.2 tok/s for BF16.",
      "On L40Ss, FP8 reaches 24 output tok/s compared to 19.2 tok/s for BF16.",
      "On H100s, FP8 reaches 36 output tok/s compared to 19.2 tok/s for BF16.",
      "On H100s, BF16 reaches 24 output tok/s compared to 19.2 tok/s for FP8."]),
    ("h100", "On a 4-GPU node, FP8 was 1.25x faster than BF16.",
     ["On an 8-GPU node, FP8 was 1.25x faster than BF16.", "On a 4-GPU node, FP8 was 1.25x slower than BF16.",
      "On a 4-GPU node, FP8 wasn't 1.25x faster than BF16."]),
    ("h100", "With four NVIDIA H100 GPUs, mean TTFT drops from 200 ms (BF16) to 100 ms (FP8).",
     ["With six NVIDIA H100 GPUs, mean TTFT drops from 200 ms (BF16) to 100 ms (FP8).",
      "With four NVIDIA H200 GPUs, mean TTFT drops from 200 ms (BF16) to 100 ms (FP8).",
      "With four NVIDIA H100 GPUs, mean TTFT drops from 200 ms (FP8) to 100 ms (BF16).",
      "With four NVIDIA H100 GPUs, mean TTFT drops from 300 ms (BF16) to 100 ms (FP8)."]),
    ("h100", "On Hopper-class GPUs, FP8 halves mean TTFT compared to BF16.",
     ["On Blackwell-class GPUs, FP8 halves mean TTFT compared to BF16.",
      "On Hopper-class GPUs, BF16 halves mean TTFT compared to FP8.",
      "On Hopper-class GPUs, FP8 doubles mean TTFT compared to BF16."]),
    ("h100", "On our H100 x 4 box, FP8 improves throughput by 25% over BF16.",
     ["On our H100 x 16 box, FP8 improves throughput by 25% over BF16.",
      "On our MI300X x 4 box, FP8 improves throughput by 25% over BF16.",
      "On our H100 x 4 box, FP8 improves throughput by 50% over BF16."]),
    ("h100", "Across 4 GPUs, FP8 achieves 25% higher request throughput than BF16.",
     ["Across 16 GPUs, FP8 achieves 25% higher request throughput than BF16.",
      "Across 4 GPUs, FP8 achieves 25% lower request throughput than BF16.",
      "Across 4 GPUs, BF16 achieves 25% higher request throughput than FP8."]),
    ("a100", "On a single A100, speculative decoding was 1.5x faster than plain decoding.",
     ["On two A100s, speculative decoding was 1.5x faster than plain decoding.",
      "On a single H100, speculative decoding was 1.5x faster than plain decoding.",
      "On a single A100, plain decoding was 1.5x faster than speculative decoding.",
      "On a single A100, speculative decoding was 2.25x faster than plain decoding."]),
    ("a100", "On one A100 GPU, EAGLE delivered 1.5x the throughput of the baseline.",
     ["On eight A100 GPUs, EAGLE delivered 1.5x the throughput of the baseline.",
      "On one L4 GPU, EAGLE delivered 1.5x the throughput of the baseline.",
      "On one A100 GPU, the baseline delivered 1.5x the throughput of EAGLE."]),
    ("a100", "On Ampere, speculative decoding runs 1.5x faster than plain decoding.",
     ["On Hopper, speculative decoding runs 1.5x faster than plain decoding.",
      "On Volta, speculative decoding runs 1.5x faster than plain decoding.",
      "On Ampere, speculative decoding runs 1.5x slower than plain decoding.",
      "On Ampere, speculative decoding never runs 1.5x faster than plain decoding."]),
    ("a100", "On an NVIDIA Ampere GPU, EAGLE is 50% faster than the baseline.",
     ["On an NVIDIA Turing GPU, EAGLE is 50% faster than the baseline.",
      "On an NVIDIA Ampere GPU, EAGLE is 75% faster than the baseline.",
      "On an AMD Ampere GPU, EAGLE is 50% faster than the baseline."]),
    ("a100", "On 1 GPU, speculative decoding served 3.0 req/s vs 2.0 req/s for plain decoding.",
     ["On 2 GPUs, speculative decoding served 3.0 req/s vs 2.0 req/s for plain decoding.",
      "On 1 GPU, speculative decoding served 2.0 req/s vs 3.0 req/s for plain decoding."]),
    ("h100", "Tested on four H100s, FP8 was 1.25x faster than BF16.",
     ["Tested on eight H100s, FP8 was 1.25x faster than BF16.", "Projected on four H100s, FP8 was 1.25x faster than BF16.",
      "Simulated on four H100s, FP8 was 1.25x faster than BF16.", "Tested on four H100s, BF16 was 1.25x faster than FP8.",
      "Not tested on four H100s, FP8 was 1.25x faster than BF16."]),
    ("h100", "Using 4 GPUs (H100 80GB), FP8 was 1.25x faster than BF16.",
     ["Using 4 GPUs (A100 80GB), FP8 was 1.25x faster than BF16.", "Using 8 GPUs (H100 80GB), FP8 was 1.25x faster "
      "than BF16.", "Using 4 GPUs (H100 80GB), FP8 was 1.25x slower than BF16."]),
    ("h100", "On NVIDIA H100 Tensor Core GPUs, FP8 reached 3.0 req/s vs 2.4 req/s for BF16.",
     ["On NVIDIA A100 Tensor Core GPUs, FP8 reached 3.0 req/s vs 2.4 req/s for BF16.",
      "On NVIDIA H100 Tensor Core GPUs, FP8 reached 2.4 req/s vs 3.0 req/s for BF16."]),
    ("h100", "Run on a DGX H100, the FP8 checkpoint halves mean TTFT versus the BF16 baseline.",
     ["Run on a DGX B200, the FP8 checkpoint halves mean TTFT versus the BF16 baseline.",
      "Run on a DGX H100, the FP8 checkpoint halves mean TPOT versus the BF16 baseline.",
      "Run on a DGX H100, the BF16 baseline halves mean TTFT versus the FP8 checkpoint."]),
    ("a100", "Measured on one NVIDIA A100, speculative decoding delivers 1.5x the throughput of plain decoding.",
     ["Measured on two NVIDIA A100s, speculative decoding delivers 1.5x the throughput of plain decoding.",
      "Measured on one NVIDIA L40S, speculative decoding delivers 1.5x the throughput of plain decoding.",
      "Measured on one NVIDIA A100, speculative decoding delivers 2.5x the throughput of plain decoding."]),
    ("a100", "On a single A100 80GB GPU, EAGLE was 1.5x faster than plain decoding.",
     ["On a single A100 40GB GPU, EAGLE was 1.5x faster than plain decoding.",
      "On a single H100 80GB GPU, EAGLE was 1.5x faster than plain decoding.",
      "On dual A100 80GB GPUs, EAGLE was 1.5x faster than plain decoding."]),
    ("mi300", "On eight MI300Xs, chunked prefill was 1.5x faster than the default scheduler.",
     ["On sixteen MI300Xs, chunked prefill was 1.5x faster than the default scheduler.",
      "On eight H100s, chunked prefill was 1.5x faster than the default scheduler.",
      "On four MI300Xs, chunked prefill was 1.5x faster than the default scheduler.",
      "On eight MI300Xs, the default scheduler was 1.5x faster than chunked prefill."]),
    ("mi300", "On CDNA3, chunked prefill delivers 1.5x the throughput of the default scheduler.",
     ["On CDNA2, chunked prefill delivers 1.5x the throughput of the default scheduler.",
      "On Hopper, chunked prefill delivers 1.5x the throughput of the default scheduler.",
      "On CDNA3, chunked prefill delivers 2.25x the throughput of the default scheduler."]),
    ("mi300", "On 8 GPUs, chunked prefill served 6.0 req/s compared to 4.0 req/s with the default scheduler.",
     ["On 16 GPUs, chunked prefill served 6.0 req/s compared to 4.0 req/s with the default scheduler.",
      "On 8 GPUs, chunked prefill served 9.0 req/s compared to 4.0 req/s with the default scheduler."]),
    ("mi300", "On MI300-class GPUs, chunked prefill is 50% faster than the default scheduler.",
     ["On MI250-class GPUs, chunked prefill is 50% faster than the default scheduler.",
      "On MI300-class GPUs, chunked prefill is 50% slower than the default scheduler."]),
    ("mi300", "On an 8-GPU node, chunked prefill completed requests 1.5x faster than the default scheduler.",
     ["On a 16-GPU node, chunked prefill completed requests 1.5x faster than the default scheduler.",
      "On an 8-GPU node, the default scheduler completed requests 1.5x faster than chunked prefill."]),
    ("mi300", "On AMD CDNA 3 hardware, chunked prefill raised throughput from 4.0 to 6.0 req/s over the default scheduler.",
     ["On AMD CDNA 4 hardware, chunked prefill raised throughput from 4.0 to 6.0 req/s over the default scheduler.",
      "On NVIDIA CDNA 3 hardware, chunked prefill raised throughput from 4.0 to 6.0 req/s over the default scheduler.",
      "On AMD CDNA 3 hardware, chunked prefill raised throughput from 4.0 to 9.0 req/s over the default scheduler."]),
    ("rtx", f"On two RTX 4090s, {K}.",
     [f"On four RTX 4090s, {K}.", f"On two RTX 3090s, {K}.", f"On two RTX 4090s, the new kernel was 1.25x slower than "
      "the old kernel.", f"On two RTX 4090s, {K.replace('1.25x', '2.5x')}."]),
    ("rtx", f"On an NVIDIA GeForce RTX 4090 with 24GB VRAM, {K}.",
     [f"On an NVIDIA GeForce RTX 3090 with 24GB VRAM, {K}.", f"On an NVIDIA GeForce RTX 4090 Ti with 24GB VRAM, {K}.",
      f"On an NVIDIA GeForce RTX 4090 with 24GB VRAM, the old kernel was 1.25x faster than the new kernel."]),
    ("rtx", f"On Ada Lovelace GPUs, {K}.",
     [f"On Ampere GPUs, {K}.", f"On Blackwell GPUs, {K}.", f"On Ada Lovelace GPUs, {K.replace('faster', 'slower')}."]),
    ("rtx", f"Benchmarked on 2x RTX 4090, {K}.",
     [f"Benchmarked on 4x RTX 4090, {K}.", f"Benchmarked on 2x RTX 5090, {K}."]),
    ("cpu", f"On a CPU-only host, {K}.",
     [f"On 4 H100s, {K}.", f"On a single GPU, {K}.", f"On a CPU-only host, the old kernel was 1.25x faster than the "
      "new kernel.", f"On Hopper, {K}."]),
]


test_true_statement_is_read_completely_and_net_true, test_twins_are_never_net_true = frame_tests(
    TRUE, lambda witnesses, which, statement: _grade(statement, witnesses[which]), fixture="witnesses",
    ids=[t[1][:60] for t in TRUE])


def test_at_least_fifteen_fresh_statements_on_five_witnesses():
    assert len(TRUE) >= 15 and {w for w, _t, _tw in TRUE} == {"h100", "a100", "mi300", "cpu", "rtx"}


#: the true statements whose hardware phrase is a lead before a comma ("On four H100s, ...")
LEADS = [t for t in TRUE if "," in t[1]]


@pytest.mark.parametrize("which,true,twins", LEADS, ids=[t[1][:60] for t in LEADS])
def test_no_hardware_recorded_is_never_false(which, true, twins, witnesses):
    """The hardware phrase of each true statement, before the kernel comparison, on a witness that records no
    hardware: unknowable (not-yet), never false and never net-true."""
    phrase = true.split(",")[0]
    res = _grade(f"{phrase}, {K}.", witnesses["none"])
    assert res.verdict == "not-yet", (phrase, res.verdict, res.reason)


# a hardware phrase the witness's own record contradicts: false (its clause read completely)
CONTRADICTED = [
    ("h100", f"On 8 H100s, {K}."),                 # more GPUs than the machine has
    ("h100", f"Across eight GPUs, {K}."),
    ("h100", f"On an 8-GPU node, {K}."),
    ("h100", f"On A100s, {K}."),                   # another model
    ("h100", f"On Ampere, {K}."),                  # another family
    ("h100", f"On Blackwell GPUs, {K}."),
    ("h100", f"On CDNA3, {K}."),
    ("a100", f"On two A100s, {K}."),
    ("a100", f"On Hopper, {K}."),
    ("mi300", f"On Blackwell, {K}."),
    ("mi300", f"On an NVIDIA Ampere GPU, {K}."),
    ("cpu", f"On 4 H100s, {K}."),                  # a GPU phrase on a CPU-only witness (its own record)
    ("cpu", f"On four GPUs, {K}."),
]

# honest phrases the witness's record does not decide: never false (and never net-true)
UNKNOWABLE = [
    ("h100", f"On a single H100, {K}."),           # one of the machine's four GPUs may have run it
    ("h100", f"On 2 GPUs, {K}."),
    ("mi300", f"On four MI300Xs, {K}."),
    ("h100", f"On a node with 4 H100s, {K}."),     # no node count recorded
    ("h100", f"On a single node with four H100 GPUs, {K}."),
    ("mi300", f"Across two nodes, {K}."),
    ("cpu", f"On Hopper, {K}."),                   # a CPU-only witness names no GPU model
    ("cpu", f"On NVIDIA Blackwell GPUs, {K}."),
    ("none", f"On 4 H100s, {K}."),
    ("none", f"On Hopper, {K}."),
    ("none", f"On four GPUs, {K}."),
    ("none", f"On an H100 x4 node, {K}."),
    ("none", f"Using 8 GPUs, {K}."),
    ("rtx", f"On a single GPU, {K}."),             # one of the machine's two GPUs
    ("rtx", f"On one RTX 4090 GPU, {K}."),
]


@pytest.mark.parametrize("which,statement", CONTRADICTED)
def test_a_phrase_the_witness_contradicts_is_false(which, statement, witnesses):
    kernel = {"h100": ("FP8", "BF16"), "a100": ("EAGLE", "plain decoding"),
              "mi300": ("chunked prefill", "the default scheduler")}.get(which)
    if kernel:  # the comparison in the witness's own arms, so the sentence is read completely
        statement = statement.replace(K, f"{kernel[0]} was 1.5x faster than {kernel[1]}")
    res = _grade(statement, witnesses[which])
    assert res.verdict == "false", (statement, res.reason)


@pytest.mark.parametrize("which,statement", UNKNOWABLE)
def test_an_undecided_phrase_is_never_false(which, statement, witnesses):
    kernel = {"h100": "FP8 was 1.25x faster than BF16", "mi300": "chunked prefill was 1.5x faster than the default "
              "scheduler"}.get(which)
    if kernel:
        statement = statement.replace(K, kernel)
    res = _grade(statement, witnesses[which])
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)


# scope exclusions: read as exclusions (falsebar.refine); an honest one holds, a wrong one is false
SCOPE_HOLDS = [
    ("h100", "24 requests per arm; not a Blackwell result"),
    ("h100", "24 requests per arm, not on A100"),
    ("h100", "24 requests per arm, not on 8 H100s"),       # a 4-GPU run is not "on 8 H100s"
    ("h100", "24 requests per arm, not tested on H100 with 8 GPUs"),   # the facts after an excluded one: one phrase
    ("h100", "24 requests per arm; we did not test with 8 GPUs on H100"),
    ("h100", "24 requests per arm; not run on A100 with 4 GPUs"),
    ("h100", "24 requests per arm on 4 H100s, not on Blackwell"),
    ("a100", "24 requests per arm, not on Hopper"),
    ("a100", "24 requests per arm, not on 8 A100s"),
    ("mi300", "24 requests per arm; no Blackwell result"),
    ("cpu", "24 requests per arm, not on GPU"),
    ("cpu", "24 requests per arm, not on 8 H100s"),        # no GPU at all
]
SCOPE_FALSE = [
    ("h100", "24 requests per arm, not on Hopper"),
    ("h100", "24 requests per arm, not on 4 H100s"),
    ("h100", "24 requests per arm, not tested on H100 with 4 GPUs"),   # every part of the excluded phrase holds
    ("h100", "24 requests per arm on 8 H100s"),
    ("a100", "24 requests per arm; not an Ampere result"),
    ("mi300", "24 requests per arm, not on CDNA3"),
]
SCOPE_OPEN = [  # the witness does not decide them: never false
    ("h100", "24 requests per arm, not on 2 H100s"),       # two of the four may have run it
    ("cpu", "24 requests per arm; not a Blackwell result"),
    ("none", "24 requests per arm; not a Blackwell result"),
    ("none", "24 requests per arm, not on 8 H100s"),
]
# a GPU or node count in the scope that the witness does not record describes the run (as the scope's other words
# do): it neither blocks nor accuses (falsebar.decided_scope_counts); one the witness decides is checked (above)
SCOPE_DESCRIBES = [
    ("none", "24 requests per arm on a single node"),
    ("h100", "24 requests per arm on a single node"),
]
# a count below the GPUs the machine lists, no arm declaring how many it used: open, never dropped into net-true (a
# twin "on one MI300X" of a run on all eight would be), never false (falsebar.decided_scope_counts; issue 16)
SCOPE_OPEN += [("mi300", "24 requests per arm on one MI300X")]      # one of the machine's eight?
CLAIM_OF = {"h100": "FP8 was 1.25x faster than BF16.", "a100": "EAGLE was 1.5x faster than plain decoding.",
            "mi300": "Chunked prefill was 1.5x faster than the default scheduler.", "cpu": f"{K[0].upper()}{K[1:]}.",
            "none": f"{K[0].upper()}{K[1:]}."}


@pytest.mark.parametrize("which,scope", SCOPE_HOLDS)
def test_an_honest_scope_exclusion_holds(which, scope, witnesses):
    res = _grade(CLAIM_OF[which], witnesses[which], scope)
    assert res.verdict == "net-true", (scope, res.reason)


@pytest.mark.parametrize("which,scope", SCOPE_FALSE)
def test_a_wrong_scope_is_false(which, scope, witnesses):
    res = _grade(CLAIM_OF[which], witnesses[which], scope)
    assert res.verdict == "false", (scope, res.reason)


@pytest.mark.parametrize("which,scope", SCOPE_OPEN)
def test_an_undecided_scope_is_never_false(which, scope, witnesses):
    res = _grade(CLAIM_OF[which], witnesses[which], scope)
    assert res.verdict == "not-yet", (scope, res.verdict, res.reason)


@pytest.mark.parametrize("which,scope", SCOPE_DESCRIBES)
def test_an_undecided_scope_count_describes_the_run(which, scope, witnesses):
    res = _grade(CLAIM_OF[which], witnesses[which], scope)
    assert res.verdict != "false", (scope, res.reason)
    assert not any(q.metric in ("setting:gpu_count", "setting:node_count") for q in res.quantities), res.quantities


# the reading itself: which facts each phrase gives
READS = [
    ("On four H100s, X.", {("setting", "gpu_count", 4.0), ("hardware", "gpu", "H100")}),
    ("Across eight GPUs, X.", {("setting", "gpu_count", 8.0), ("hardware", "gpu", "GPU")}),
    ("In a 2-GPU setup, X.", {("setting", "gpu_count", 2.0), ("hardware", "gpu", "GPU")}),
    ("On H100s, X.", {("hardware", "gpu", "H100")}),
    ("On an H100 x4 node, X.", {("setting", "gpu_count", 4.0), ("hardware", "gpu", "H100")}),
    ("On NVIDIA Hopper, X.", {("hardware", "gpu_family", "Hopper")}),
    ("On Ada Lovelace GPUs, X.", {("hardware", "gpu_family", "Ada Lovelace")}),
    ("On CDNA 3, X.", {("hardware", "gpu_family", "CDNA 3")}),
    ("On MI300-class GPUs, X.", {("hardware", "gpu", "MI300")}),
    ("On a single node, X.", {("setting", "node_count", 1.0)}),
    ("Across two nodes, X.", {("setting", "node_count", 2.0)}),
    ("On a CPU-only host, X.", {("hardware", "cpu", "CPU")}),
    ("On 8 L40S GPUs, X.", {("setting", "gpu_count", 8.0), ("hardware", "gpu", "L40S")}),   # L40S is no plural
    ("On two H100 80GB GPUs, X.", {("setting", "gpu_count", 2.0), ("hardware", "gpu", "H100"),
                                   ("hardware", "memory", "80 GB")}),
    ("On dual H100s, X.", {("setting", "gpu_count", 2.0), ("hardware", "gpu", "H100")}),
    ("On an HGX H100 server, X.", {("hardware", "gpu", "H100")}),
    ("On DGXH100, X.", {("hardware", "gpu", "H100")}),
    ("On a GeForce RTX 3090 Ti, X.", {("hardware", "gpu", "RTX 3090 Ti")}),
    ("On 2 RTX 4090 GPUs, X.", {("setting", "gpu_count", 2.0), ("hardware", "gpu", "RTX 4090")}),
    ("On two RTX 3090s, X.", {("setting", "gpu_count", 2.0), ("hardware", "gpu", "RTX 3090")}),
    ("Using 8 GPUs (A100 80GB), X.", {("setting", "gpu_count", 8.0), ("hardware", "gpu", "GPU"),
                                      ("hardware", "gpu", "A100"), ("hardware", "memory", "80 GB")}),
    ("On an NVIDIA L40S GPU, X.", {("hardware", "gpu", "L40S")}),
]


@pytest.mark.parametrize("text,facts", READS)
def test_the_phrase_reads_as_its_facts(text, facts):
    r = read_full(text, "", {"x": ["X"]}).reading
    assert {(f.kind, f.key, f.value) for f in r.context} == facts
    assert not r.unread, [u.text for u in r.unread]


def test_a_gpu_count_inside_a_cause_is_a_condition_checked():
    """"by using 8 GPUs" (once kept unread in tests/claims/test_claims_prose.py): the GPU count, never prose."""
    text = "FP8 achieves 25% higher request throughput than BF16 by using {} GPUs."
    r = read_full(text.format(4), "", {"fp8": ["FP8"], "bf16": ["BF16"]}).reading
    assert {(f.kind, f.key, f.value) for f in r.context} == {("setting", "gpu_count", 4.0), ("hardware", "gpu", "GPU")}
    assert not r.unread, r.unread


@pytest.mark.parametrize("n,verdict", [(4, "net-true"), (16, "false"), (2, "not-yet")])
def test_a_gpu_count_inside_a_cause_is_graded(n, verdict, witnesses):
    res = _grade(f"FP8 achieves 25% higher request throughput than BF16 by using {n} GPUs.", witnesses["h100"])
    assert res.verdict == verdict, res.reason


# words that stay unread (or are not hardware): never a fact
NOT_FACTS = [
    "On Grace Hopper, X.",             # a superchip (GH200), not the family
    "On Ampere Altra, X.",             # Ampere Computing's Arm CPU
    "The 4-GPU setup beat X.",         # no preposition: an arm's name or nothing
    "Per node, X.",                    # not a count
]


@pytest.mark.parametrize("lead", ["Projected", "Simulated", "Estimated", "Expected"])
def test_a_hypothetical_participle_stays_unread(lead):
    r = read_full(f"{lead} on four H100s, X was fast.", "", {"x": ["X"]}).reading
    assert lead in [u.text for u in r.unread], r.unread


@pytest.mark.parametrize("text", NOT_FACTS)
def test_not_a_hardware_fact(text):
    r = read_full(text, "", {"x": ["X"]}).reading
    assert not any(f.key in ("gpu_family", "gpu_count", "node_count") for f in r.context), r.context


def test_the_family_table():
    seen: dict[str, str] = {}
    for fam, members in GPU_FAMILIES.items():
        for g in members:
            assert g not in seen, (g, fam, seen.get(g))  # one family per GPU
            seen[g] = fam
            assert gpu_family_of(g) == fam
    for series, members in GPU_SERIES.items():  # a series and its GPUs are of one family
        fams = {gpu_family_of(m) for m in members} | ({gpu_family_of(series)} if gpu_family_of(series) else set())
        assert len(fams) == 1, (series, fams)
    for text, fam in (("8x NVIDIA H100 80GB HBM3", "Hopper"), ("NVIDIA GeForce RTX 4090", "Ada Lovelace"),
                      ("AMD Instinct MI325X", "CDNA 3"), ("NVIDIA GB200 NVL72", "Blackwell"),
                      ("NVIDIA Jetson AGX Orin", "Ampere"), ("Tesla T4", "Turing"), ("NVIDIA A10G", "Ampere")):
        m = GPU_RE.search(text)
        assert m and gpu_family_of(m.group(1)) == fam, (text, m and m.group(1))
    assert gpu_family_of("tpu v5e") is None and gpu_family_of("gaudi2") is None


# every hardware phrase of the statements above (true ones and twins), before the kernel comparison, on the three
# witnesses with the kernel arms: net-true only where it describes that witness's hardware
NET_TRUE_ON = {
    "cpu": {"On a CPU-only host"},
    "rtx": {"Benchmarked on 2x RTX 4090", "On 2 GPUs", "On Ada Lovelace", "On Ada Lovelace GPUs",
            "On an NVIDIA GeForce RTX 4090 with 24GB VRAM", "On two RTX 4090s"},
    "none": set(),
}


def test_each_phrase_is_net_true_only_of_the_hardware_it_names(witnesses):
    phrases = sorted({t.split(",")[0] for _w, t, _tw in TRUE if "," in t}
                     | {x.split(",")[0] for _w, _t, tw in TRUE for x in tw if "," in x})
    assert len(phrases) > 60
    wrong = []
    for p in phrases:
        for w, allowed in NET_TRUE_ON.items():
            v = _grade(f"{p}, {K}.", witnesses[w]).verdict
            if (v == "net-true") != (p in allowed) or (w == "none" and v == "false"):
                wrong.append((p, w, v))
    assert not wrong, wrong
