"""One change distributed over several metrics, several changes in one clause, lists of changes and lead labels
(issue 16; production distributed_change, claimcheck/claims/distributed_changes.py; lead_label,
claimcheck/claims/lead_labels.py; more_throughput with a percent and equals_copula with a percent, grammar.py and
claimcheck/claims/equals_copula.py):

* "TTFT and TPOT both fell by 37.5%", "TTFT, TPOT and end-to-end latency all drop by 37.5%", "lowers mean TTFT and
  mean TPOT by 37.5% each": one amount, each metric checked on its own;
* "reduces TTFT and TPOT by 20% and 30%, respectively": paired in order, unequal counts unread;
* "mean TTFT reduced by 20% and TPOT by 30%": the verb left out of the second clause;
* "reduces TTFT (-20%) and TPOT (-30%)": signed percents in parentheses, the sign the verb's;
* "TTFT, TPOT and E2E latency are all 37.5% lower", "are 20% and 30% lower, respectively": a copula and one direction
  word for every amount;
* "FP8 = ~20% lower TTFT, ~25% more throughput, ~30% lower TPOT", "with 20% lower TTFT and 25% more throughput":
  lists of comparative changes, each in its own direction;
* "Lower latency: ...", "TP=2 is faster across the board: ...": a lead label read only where its clauses agree.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm has the same TTFT and
TPOT; e2e = TTFT + TPOT x (output tokens - 1); throughput = requests / wall):

* ``tp`` -- tp1 (tensor_parallel_size 1, baseline): 4 req/s, TTFT 240 ms, TPOT 12 ms, 256 output tokens, e2e 0.24 +
  0.012 x 255 = 3.30 s; tp2 (2, treatment): 6 req/s, TTFT 150 ms, TPOT 7.5 ms, e2e 0.15 + 0.0075 x 255 = 2.0625 s.
  tp2 vs tp1: TTFT (150 - 240) / 240 = -37.5%; TPOT (7.5 - 12) / 12 = -37.5%; e2e (2.0625 - 3.3) / 3.3 = -37.5%;
  throughput +50% (40 requests per arm: walls 10 s and 6.67 s). x1.5 of 37.5 is 56%, x0.5 is 19% (both outside +-0.5).
* ``fp8`` -- bf16 (quantization bf16, baseline): 4 req/s, TTFT 125 ms, TPOT 10 ms, 101 output tokens, e2e 0.125 + 1.0
  = 1.125 s; fp8 (fp8, treatment): 5 req/s, TTFT 100 ms, TPOT 7 ms, e2e 0.1 + 0.7 = 0.8 s. fp8 vs bf16: TTFT -20%,
  TPOT -30%, e2e (0.8 - 1.125) / 1.125 = -28.9%, throughput +25%. The metrics change by different amounts, so one
  amount said of TTFT and TPOT ("both fell by 20%") is true of one and false of the other.
* ``cp`` -- one RTX 4090 (the witness's hardware); arms named "on" and "off" (a word that is also a preposition):
  off (enable_chunked_prefill false, baseline): 2.0 req/s, TTFT 250 ms, ITL 15 ms; on (true, treatment): 2.5 req/s,
  TTFT 300 ms, ITL 12 ms (20 requests of 200 output tokens each). on vs off: throughput +25%, TTFT +20%, ITL -20%.
  "on my 4090", "on a single 4090": the GPU is the witness's RTX 4090 ("on" there is the preposition, not the arm);
  "on my 3090" names another GPU.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (  # noqa: E402
    assert_never_false, assert_never_net_true, frame_tests, sealed_fixture)
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on H100 80GB GPUs with vLLM"
SCOPE_4090 = "Llama-3.1-8B-Instruct on one RTX 4090 with vLLM"
NEG = "It is not true that "

SPECS = {
    "tp": (Spec("tp", [A("tp2", "TP=2", thr=6, ttft=0.15, tpot=0.0075, tok=256, prompt=1024, n=40,
                         settings={"tensor_parallel_size": 2}, role="treatment"),
                       A("tp1", "TP=1", thr=4, ttft=0.24, tpot=0.012, tok=256, prompt=1024, n=40,
                         settings={"tensor_parallel_size": 1}, role="baseline")],
                key="", engine="vLLM", hw="2 x NVIDIA H100 80GB HBM3")),
    "fp8": (Spec("fp8", [A("fp8", "FP8", thr=5, ttft=0.10, tpot=0.007, tok=101, prompt=100,
                           settings={"quantization": "fp8"}, role="treatment"),
                         A("bf16", "BF16", thr=4, ttft=0.125, tpot=0.010, tok=101, prompt=100,
                           settings={"quantization": "bf16"}, role="baseline")],
                 key="", engine="vLLM")),
    "cp": (Spec("cp", [A("on", "chunked prefill on", thr=2.5, ttft=0.30, itl=0.012, tok=200, prompt=1000, n=20,
                         settings={"enable_chunked_prefill": True}, role="treatment"),
                       A("off", "chunked prefill off", thr=2.0, ttft=0.25, itl=0.015, tok=200, prompt=1000, n=20,
                         settings={"enable_chunked_prefill": False}, role="baseline")],
                key="", engine="vLLM", hw="1 x NVIDIA GeForce RTX 4090")),
}


wit = sealed_fixture("distributed", SPECS)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE_4090 if name == "cp" else SCOPE)


# (witness, true statement, twins)
FRAMES = [
    # one amount, the metrics the object; "each" distributes
    ("tp", "Compared with TP=1, TP=2 lowers mean TTFT and mean TPOT by 37.5% each.", [
        "Compared with TP=1, TP=2 lowers mean TTFT and mean TPOT by 56% each.",          # x1.5
        "Compared with TP=1, TP=2 lowers mean TTFT and mean TPOT by 19% each.",          # x0.5
        "Compared with TP=1, TP=2 raises mean TTFT and mean TPOT by 37.5% each.",        # flipped
        "Compared with TP=2, TP=1 lowers mean TTFT and mean TPOT by 37.5% each.",        # arms swapped
        NEG + "TP=2 lowers mean TTFT and mean TPOT by 37.5% each.",
        "Compared with TP=1, TP=2 does not lower mean TTFT and mean TPOT by 37.5% each.",
        "On an A100, TP=2 lowers mean TTFT and mean TPOT by 37.5% each.",
        "On Llama-3.1-70B, TP=2 lowers mean TTFT and mean TPOT by 37.5% each.",
        "Compared with TP=1, TP=2 lowers mean TTFT and throughput by 37.5% each.",       # a metric it raised
    ]),
    ("tp", "TP=2 cuts TTFT, TPOT and E2E latency by 37.5% each.", [
        "TP=2 cuts TTFT, TPOT and E2E latency by 56% each.",
        "TP=2 cuts TTFT, TPOT and E2E latency by 19% each.",
        "TP=1 cuts TTFT, TPOT and E2E latency by 37.5% each.",
        "TP=2 raises TTFT, TPOT and E2E latency by 37.5% each.",
        "TP=4 cuts TTFT, TPOT and E2E latency by 37.5% each.",
    ]),
    # one amount, the metrics the subject; "both" / "all" distribute
    ("tp", "With TP=2, TTFT and TPOT both fell by 37.5%.", [
        "With TP=2, TTFT and TPOT both rose by 37.5%.",
        "With TP=1, TTFT and TPOT both fell by 37.5%.",
        "With TP=2, TTFT and TPOT both fell by 56%.",
        "With TP=2, TTFT and TPOT both fell by 19%.",
        "With TP=2, TTFT and throughput both fell by 37.5%.",
        NEG + "with TP=2, TTFT and TPOT both fell by 37.5%.",
        "With TP=2, TTFT and TPOT did not both fall by 37.5%.",
        "With TP=2, TTFT and TPOT both fell by 37.5% on an A100.",
    ]),
    ("tp", "Both TTFT and TPOT dropped 37.5% with TP=2.", [
        "Both TTFT and TPOT dropped 37.5% with TP=1.",
        "Both TTFT and TPOT jumped 37.5% with TP=2.",
        "Both TTFT and TPOT dropped 56% with TP=2.",
    ]),
    ("tp", "With TP=2, TTFT, TPOT and end-to-end latency all drop by 37.5%.", [
        "With TP=2, TTFT, TPOT and end-to-end latency all rise by 37.5%.",
        "With TP=1, TTFT, TPOT and end-to-end latency all drop by 37.5%.",
        "With TP=2, TTFT, TPOT and end-to-end latency all drop by 56%.",
        "With TP=2, TTFT, TPOT and end-to-end latency all drop by 19%.",
        "With TP=2, TTFT, TPOT and throughput all drop by 37.5%.",
    ]),
    ("tp", "Mean TTFT and mean TPOT were each reduced by 37.5% with TP=2.", [
        "Mean TTFT and mean TPOT were each increased by 37.5% with TP=2.",
        "Mean TTFT and mean TPOT were each reduced by 37.5% with TP=1.",
        "Mean TTFT and mean TPOT were each reduced by 19% with TP=2.",
    ]),
    ("tp", "TTFT and TPOT are both down 37.5% with TP=2.", [
        "TTFT and TPOT are both up 37.5% with TP=2.",
        "TTFT and TPOT are both down 37.5% with TP=1.",
        "TTFT and TPOT are both down 56% with TP=2.",
    ]),
    # a copula, the amount(s) and one direction word for every metric
    ("tp", "TTFT, TPOT and E2E latency are all 37.5% lower with TP=2.", [
        "TTFT, TPOT and E2E latency are all 37.5% higher with TP=2.",
        "TTFT, TPOT and E2E latency are all 37.5% lower with TP=1.",
        "TTFT, TPOT and E2E latency are all 56% lower with TP=2.",
        "TTFT, TPOT and throughput are all 37.5% lower with TP=2.",
    ]),
    ("fp8", "With FP8, TTFT and TPOT are 20% and 30% lower, respectively.", [
        "With FP8, TTFT and TPOT are 30% and 20% lower, respectively.",
        "With FP8, TTFT and TPOT are 20% and 30% higher, respectively.",
        "With BF16, TTFT and TPOT are 20% and 30% lower, respectively.",
        "With FP8, TTFT and TPOT are both 20% lower.",
        "With FP8, TTFT and TPOT are 20%, 30% and 25% lower, respectively.",
    ]),
    # a lead label the clauses agree with
    ("tp", "TP=2 is faster across the board: TTFT, TPOT and end-to-end latency all drop by 37.5%.", [
        "TP=1 is faster across the board: TTFT, TPOT and end-to-end latency all drop by 37.5%.",
        "TP=2 is slower across the board: TTFT, TPOT and end-to-end latency all drop by 37.5%.",
        "TP=2 is faster across the board: TTFT, TPOT and end-to-end latency all rise by 37.5%.",
        "TP=2 is faster across the board: TTFT, TPOT and end-to-end latency all drop by 56%.",
        NEG + "TP=2 is faster across the board: TTFT, TPOT and end-to-end latency all drop by 37.5%.",
    ]),
    ("fp8", "Lower latency: mean TTFT reduced by 20% and TPOT by 30%.", [
        "Higher latency: mean TTFT reduced by 20% and TPOT by 30%.",                    # the label flipped
        "Lower latency: mean TTFT increased by 20% and TPOT by 30%.",
        "Lower latency: mean TTFT reduced by 30% and TPOT by 20%.",                     # amounts swapped
        "Lower latency: mean TTFT reduced by 20% and TPOT by 45%.",
        "Lower latency: mean TTFT reduced by 20% and TPOT by 15%.",
        "Lower latency: mean TTFT reduced by 20% and throughput by 25%.",
    ]),
    ("fp8", "Faster prefill: TTFT drops from 125 ms to 100 ms with FP8.", [
        "Slower prefill: TTFT drops from 125 ms to 100 ms with FP8.",
        "Faster prefill: TTFT drops from 125 ms to 100 ms with BF16.",
        "Faster prefill: TTFT drops from 188 ms to 150 ms with FP8.",
    ]),
    ("fp8", "Higher throughput: request throughput rose 25% with FP8.", [
        "Lower throughput: request throughput rose 25% with FP8.",
        "Higher throughput: request throughput rose 25% with BF16.",
        "Higher throughput: request throughput rose 50% with FP8.",
    ]),
    # "respectively": in order, one amount per metric
    ("fp8", "FP8 reduces TTFT and TPOT by 20% and 30%, respectively.", [
        "FP8 reduces TTFT and TPOT by 30% and 20%, respectively.",                      # swapped
        "FP8 reduces TTFT and TPOT by 10% and 15%, respectively.",                      # x0.5
        "FP8 reduces TTFT and TPOT by 30% and 45%, respectively.",                      # x1.5
        "FP8 raises TTFT and TPOT by 20% and 30%, respectively.",
        "BF16 reduces TTFT and TPOT by 20% and 30%, respectively.",
        NEG + "FP8 reduces TTFT and TPOT by 20% and 30%, respectively.",
        "FP8 reduces TTFT and TPOT by 20%, 30% and 25%, respectively.",                 # unequal counts
        "FP8 reduces TTFT and TPOT by 20% and 30%, respectively, on an A100.",
    ]),
    ("fp8", "With FP8, TTFT, TPOT and end-to-end latency improve by 20%, 30% and 29%, respectively.", [
        "With FP8, TTFT, TPOT and end-to-end latency worsen by 20%, 30% and 29%, respectively.",
        "With BF16, TTFT, TPOT and end-to-end latency improve by 20%, 30% and 29%, respectively.",
        "With FP8, TTFT, TPOT and end-to-end latency improve by 29%, 30% and 20%, respectively.",
        "With FP8, TTFT, TPOT and end-to-end latency improve by 20% and 30%, respectively.",
    ]),
    ("fp8", "With FP8, TTFT and TPOT fell by 20% and 30%, respectively, while throughput rose 25%.", [
        "With FP8, TTFT and TPOT fell by 20% and 30%, respectively, while throughput fell 25%.",
        "With FP8, TTFT and TPOT fell by 30% and 20%, respectively, while throughput rose 25%.",
        "With BF16, TTFT and TPOT fell by 20% and 30%, respectively, while throughput rose 25%.",
        "With FP8, TTFT and TPOT fell by 20% and 30%, respectively, while throughput did not rise.",
    ]),
    ("fp8", "TTFT and TPOT are down 20% and 30% with FP8, respectively.", [
        "TTFT and TPOT are up 20% and 30% with FP8, respectively.",
        "TTFT and TPOT are down 30% and 20% with FP8, respectively.",
        "TTFT and TPOT are down 20% and 30% with BF16, respectively.",
    ]),
    ("fp8", "Compared with BF16, FP8 cuts p50 TTFT and mean TPOT by roughly 20% and 30%, respectively.", [
        "Compared with FP8, BF16 cuts p50 TTFT and mean TPOT by roughly 20% and 30%, respectively.",
        "Compared with BF16, FP8 cuts p50 TTFT and mean TPOT by roughly 40% and 60%, respectively.",
    ]),
    # a verb left out
    ("fp8", "Mean TTFT fell by 20% with FP8, and TPOT by 30%.", [
        "Mean TTFT fell by 20% with BF16, and TPOT by 30%.",
        "Mean TTFT rose by 20% with FP8, and TPOT by 30%.",
        "Mean TTFT fell by 20% with FP8, and TPOT by 15%.",
        "Mean TTFT fell by 20% with FP8, and TPOT by 45%.",
    ]),
    ("fp8", "With FP8, mean TTFT is reduced by 20% and TPOT by 30%.", [
        "With BF16, mean TTFT is reduced by 20% and TPOT by 30%.",
        "With FP8, mean TTFT is increased by 20% and TPOT by 30%.",
        "With FP8, mean TTFT is reduced by 20% and TPOT by 20%.",
        "With FP8, mean TTFT is reduced by 20% and throughput by 25%.",                # throughput rose
    ]),
    ("fp8", "TTFT fell 20% and TPOT 30% with FP8.", [
        "TTFT fell 20% and TPOT 30% with BF16.",
        "TTFT rose 20% and TPOT 30% with FP8.",
        "TTFT fell 20% and TPOT 60% with FP8.",
    ]),
    ("fp8", "With FP8 TTFT fell by 20%, TPOT by 30% and throughput rose by 25%.", [
        "With FP8 TTFT fell by 20%, TPOT by 30% and throughput fell by 25%.",
        "With FP8 TTFT fell by 20%, TPOT by 15% and throughput rose by 25%.",
    ]),
    # signed percents in parentheses
    ("fp8", "FP8 reduces TTFT (-20%) and TPOT (-30%).", [
        "FP8 reduces TTFT (+20%) and TPOT (-30%).",                                     # a sign against the verb
        "FP8 reduces TTFT (-20%) and TPOT (-15%).",
        "BF16 reduces TTFT (-20%) and TPOT (-30%).",
        "FP8 raises TTFT (-20%) and TPOT (-30%).",
    ]),
    ("fp8", "FP8 improves TTFT (-20%) and throughput (+25%).", [
        "FP8 improves TTFT (-20%) and throughput (-25%).",
        "FP8 improves TTFT (-20%) and throughput (+50%).",
        "BF16 improves TTFT (-20%) and throughput (+25%).",
        "FP8 worsens TTFT (-20%) and throughput (+25%).",
    ]),
    # lists of comparative changes, each with its own direction
    ("fp8", "tl;dr FP8 = ~20% lower TTFT, ~25% more throughput, ~30% lower TPOT", [
        "tl;dr FP8 = ~20% lower TTFT, ~25% less throughput, ~30% lower TPOT",
        "tl;dr FP8 = ~20% lower TTFT, ~25% more throughput, ~30% higher TPOT",
        "tl;dr FP8 = ~40% lower TTFT, ~25% more throughput, ~30% lower TPOT",
        "tl;dr BF16 = ~20% lower TTFT, ~25% more throughput, ~30% lower TPOT",
        "tl;dr FP8 = ~20% lower TTFT, ~25% more throughput, ~30% lower TPOT on an A100",
    ]),
    ("fp8", "FP8 gives 25% more throughput with 20% lower TTFT.", [
        "FP8 gives 50% more throughput with 20% lower TTFT.",
        "FP8 gives 25% more throughput with 20% higher TTFT.",
        "BF16 gives 25% more throughput with 20% lower TTFT.",
        "FP8 gives 12% more throughput with 20% lower TTFT.",
    ]),
    ("fp8", "FP8: 20% lower TTFT; 25% more throughput; 30% lower TPOT.", [
        "FP8: 20% lower TTFT; 25% more throughput; 30% higher TPOT.",
        "BF16: 20% lower TTFT; 25% more throughput; 30% lower TPOT.",
        "FP8: 20% lower TTFT; 38% more throughput; 30% lower TPOT.",
    ]),
]
FRAMES += [
    # a GeForce model number alone, after "on my" / "a single": the witness's RTX 4090
    ("cp", "tl;dr chunked prefill = ~20% lower ITL, ~25% more throughput, ~20% higher TTFT on my 4090", [
        "tl;dr chunked prefill = ~20% lower ITL, ~25% more throughput, ~20% higher TTFT on my 3090",
        "tl;dr chunked prefill = ~20% lower ITL, ~25% more throughput, ~20% higher TTFT on my H100",
        "tl;dr chunked prefill = ~20% lower ITL, ~25% more throughput, ~20% lower TTFT on my 4090",
        "tl;dr chunked prefill = ~20% higher ITL, ~25% more throughput, ~20% higher TTFT on my 4090",
        "tl;dr chunked prefill = ~20% lower ITL, ~50% more throughput, ~20% higher TTFT on my 4090",
        "tl;dr chunked prefill = ~20% lower ITL, ~12% more throughput, ~20% higher TTFT on my 4090",
        "tl;dr chunked prefill off = ~20% lower ITL, ~25% more throughput, ~20% higher TTFT on my 4090",
    ]),
    ("cp", "Running Llama-3.1-8B on a single 4090, chunked prefill raised TTFT by 20%.", [
        "Running Llama-3.1-8B on a single 3090, chunked prefill raised TTFT by 20%.",
        "Running Llama-3.1-8B on a single 4090, chunked prefill cut TTFT by 20%.",
        "Running Llama-3.1-8B on a single 4090, chunked prefill raised TTFT by 40%.",
        "Running Llama-3.1-70B on a single 4090, chunked prefill raised TTFT by 20%.",
        "Running Llama-3.1-8B on two 4090s, chunked prefill raised TTFT by 20%.",
    ]),
    ("cp", "Mean TTFT is 300 ms on and 250 ms off.", [                                   # "on" the arm still
        "Mean TTFT is 250 ms on and 300 ms off.",
        "Mean TTFT is 450 ms on and 250 ms off.",
    ]),
    ("cp", "On my 4090, chunked prefill cut ITL by 20% and raised throughput by 25%.", [
        "On my 3090, chunked prefill cut ITL by 20% and raised throughput by 25%.",
        "On my 4090, chunked prefill cut ITL by 20% and raised throughput by 50%.",
        "On my 4090, chunked prefill off cut ITL by 20% and raised throughput by 25%.",
    ]),
]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("name,statement", [
    ("fp8", "With FP8, TTFT and TPOT both fell by 20%."),                 # TPOT fell 30%
    ("fp8", "FP8 cuts TTFT and TPOT by 30% each."),                       # TTFT fell 20%
    ("fp8", "FP8 reduces TTFT and TPOT by 30% and 20%, respectively."),
    ("fp8", "Lower latency: mean TTFT reduced by 20% and TPOT by 15%."),
    ("fp8", "tl;dr FP8 = ~20% lower TTFT, ~25% more throughput, ~30% higher TPOT"),
    ("tp", "With TP=1, TTFT, TPOT and end-to-end latency all drop by 37.5%."),
])
def test_a_contradicted_reading_read_completely_is_false(wit, name, statement):
    """One metric's change against the rows (hand values above): contradicted, read completely."""
    res = grade_in(wit, name, statement)
    assert res.reading is not None and not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "false", res.reason


@pytest.mark.parametrize("name,statement", [
    ("fp8", "FP8 reduces TTFT and TPOT by 20%, 30% and 25%, respectively."),    # three amounts, two metrics
    ("fp8", "FP8 reduces TTFT and TPOT by 20% and 30%."),                       # which is which? unread
    ("fp8", "TTFT and TPOT combined fell by 25% with FP8."),
    ("fp8", "With FP8, mean TTFT is reduced by 20% and throughput by 25%."),    # a hasty 'improved'? unread
    ("fp8", "Higher latency: mean TTFT reduced by 20% and TPOT by 30%."),       # the label against its clauses
    ("fp8", "Lower latency: TTFT did not fall by 20% with FP8."),
    ("fp8", "Results may differ on other GPUs; with FP8, TTFT and TPOT fell by 20% and 30% respectively."),
    ("fp8", "Not tested on A100: FP8 cuts TTFT and TPOT by 20% and 30%, respectively."),
    ("fp8", "FP8 reduces TTFT (+20%) and TPOT (-30%)."),
    ("tp", "TTFT and TPOT may both fall by 37.5% with TP=2 on larger models."),
    ("tp", "Either TTFT or TPOT fell by 37.5% with TP=2."),
    ("cp", "Results may differ on a 3090."),
    ("cp", "Chunked prefill raised TTFT by 20%; results may differ on a 3090 or an A100."),
    ("cp", "Chunked prefill raised TTFT by 20% with a 4090 ms timeout."),          # a number, not a GPU
])
def test_honest_or_unclear_sentences_are_never_false(wit, name, statement):
    assert_never_false(grade_in(wit, name, statement), statement)


@settings(max_examples=examples(25), deadline=None)
@given(n=st.integers(min_value=1, max_value=95))
def test_one_amount_for_two_metrics_that_changed_differently_is_never_net_true(wit, n):
    """fp8: TTFT -20%, TPOT -30%: no one amount is true of both (each metric is checked on its own)."""
    for s in (f"With FP8, TTFT and TPOT both fell by {n}%.", f"FP8 cuts TTFT and TPOT by {n}% each.",
              f"With FP8, mean TTFT reduced by {n}% and TPOT by {n}%."):
        assert_never_net_true(grade_in(wit, "fp8", s), s)


@settings(max_examples=examples(25), deadline=None)
@given(a=st.integers(min_value=5, max_value=60), b=st.integers(min_value=5, max_value=60))
def test_respectively_is_net_true_only_at_the_witnessed_pair(wit, a, b):
    """TTFT -20%, TPOT -30% exactly: 'by A% and B%, respectively' is net-true only at (20, 30) and false elsewhere
    (every other integer is outside +-0.5)."""
    res = grade_in(wit, "fp8", f"FP8 reduces TTFT and TPOT by {a}% and {b}%, respectively.")
    assert res.verdict == ("net-true" if (a, b) == (20, 30) else "false"), (a, b, res.reason)
