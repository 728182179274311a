"""Two values of two systems in the voice of an LLM-serving paper's evaluation section (issue 16; battery51):

* production value_metric (claimcheck/claims/value_metric.py): the metric named right after the first value of a
  versus-pair -- "vLLM achieves 315 tokens/s of output throughput, compared to 150 tokens/s for Orca" (before:
  'compared', '150 tokens/s' unread);
* production of_arm_gap (claimcheck/claims/of_arm_pairs.py): "The P99 TTFT of vLLM is 310 ms, while Orca's is
  500 ms", "..., whereas that of Orca is 20 ms" (before: 'while', '500 ms' unread; with ", and" the whole sentence).

Each true statement is read completely and grades net-true; each twin (a number x1.5 / x0.5, the arms swapped, a
negation, a wrong GPU / model, a metric the unit does not name) is never net-true; honest or loose phrasings are
never false.

Witness, worked out by hand (1 x NVIDIA H100 80GB HBM3, meta-llama/Llama-3.1-8B-Instruct; 10 requests per arm,
100 prompt + 50 output tokens each; real_sentences.witness_specs.arm_rows):

* vllm (vLLM / our system, treatment): 6.3 req/s -> 6.3 * 50 = 315 output tok/s, 6.3 * 150 = 945 total tok/s;
  TTFT nine at a = (2.0 - 0.31 / 0.91) / (10 - 1 / 0.91) = 0.18642 s and one at 0.32222 s: mean 200 ms, numpy p99
  310 ms; TPOT 19.5 ms.
* orca (Orca / the baseline, baseline): 3.0 req/s -> 150 output tok/s, 450 total tok/s; TTFT mean 250 ms, p99
  500 ms; TPOT 20 ms.
* ft (FasterTransformer / FT, treatment): 1.8 req/s -> 90 output tok/s; TTFT 400 ms (every request: mean = p99);
  TPOT 30 ms.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import example, given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per system: vLLM vs Orca vs FasterTransformer"
NEG = "It is not true that "

ARMS = [A("vllm", "vLLM", "our system", thr=6.3, ttft_mp=(0.2, 0.31), tpot=0.0195, tok=50, prompt=100,
          role="treatment"),
        A("orca", "Orca", "the baseline", thr=3.0, ttft_mp=(0.25, 0.5), tpot=0.02, tok=50, prompt=100, role="baseline"),
        A("ft", "FasterTransformer", "FT", thr=1.8, ttft=0.4, tpot=0.03, tok=50, prompt=100, role="treatment")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    root = tmp_path_factory.mktemp("paper")
    return str(seal(root / "paper", *witness_for(Spec("paper", ARMS, key="", engine=None))))


def grade(wit: str, statement: str):
    return grade_statement(statement, wit, SCOPE)


FRAMES = [
    ("Our system achieves 315 tokens/s of output throughput, compared to 150 tokens/s for Orca.", [
        "Our system achieves 472 tokens/s of output throughput, compared to 150 tokens/s for Orca.",   # x1.5
        "Our system achieves 315 tokens/s of output throughput, compared to 75 tokens/s for Orca.",    # x0.5
        "Orca achieves 315 tokens/s of output throughput, compared to 150 tokens/s for our system.",   # swapped
        NEG + "our system achieves 315 tokens/s of output throughput, compared to 150 tokens/s for Orca.",
        "On an A100, our system achieves 315 tokens/s of output throughput, compared to 150 tokens/s for Orca.",
        "Our system achieves 315 tokens/s of output throughput on Llama-3.1-70B, compared to 150 tokens/s for Orca.",
    ]),
    ("vLLM achieves 315 tokens/s output throughput, versus 150 tokens/s for Orca.", [
        "vLLM achieves 150 tokens/s output throughput, versus 315 tokens/s for Orca.",
        "vLLM achieves 315 tokens/s output throughput, versus 225 tokens/s for Orca.",
    ]),
    ("vLLM achieves 315 tokens/s of throughput, compared to 150 tokens/s for Orca.", [
        "vLLM achieves 315 tokens/s of throughput, compared to 300 tokens/s for Orca.",
    ]),
    ("vLLM reaches 6.3 req/s of request throughput, compared with 3 req/s for Orca.", [
        "vLLM reaches 9.45 req/s of request throughput, compared with 3 req/s for Orca.",
        "vLLM reaches 3 req/s of request throughput, compared with 6.3 req/s for Orca.",
        NEG + "vLLM reaches 6.3 req/s of request throughput, compared with 3 req/s for Orca.",
    ]),
    ("The P99 TTFT of vLLM is 310 ms, while Orca's is 500 ms.", [
        "The P99 TTFT of vLLM is 465 ms, while Orca's is 500 ms.",          # x1.5
        "The P99 TTFT of vLLM is 310 ms, while Orca's is 250 ms.",          # x0.5
        "The P99 TTFT of Orca is 310 ms, while vLLM's is 500 ms.",          # swapped
        NEG + "the P99 TTFT of vLLM is 310 ms, while Orca's is 500 ms.",
        "The P99 TTFT of vLLM is 310 ms on an A100, while Orca's is 500 ms.",
        "The P99 TTFT of vLLM is 310 ms, while Orca's is 500 ms on an A100.",
        "The P99 TTFT of vLLM is 310 ms with Llama-3.1-70B, while Orca's is 500 ms.",
    ]),
    ("The P99 TTFT of vLLM is 310 ms, and Orca's is 500 ms.", [
        "The P99 TTFT of vLLM is 310 ms, and Orca's is 1000 ms.",
    ]),
    ("The mean TPOT of vLLM is 19.5 ms, whereas that of Orca is 20 ms.", [
        "The mean TPOT of vLLM is 29.25 ms, whereas that of Orca is 20 ms.",
        "The mean TPOT of vLLM is 19.5 ms, whereas that of Orca is 10 ms.",
        "The mean TPOT of Orca is 19.5 ms, whereas that of vLLM is 20 ms.",
    ]),
    ("The mean TTFT of vLLM is 200 ms; that of FasterTransformer is 400 ms.", [
        "The mean TTFT of vLLM is 200 ms; that of FasterTransformer is 600 ms.",
        "The mean TTFT of FasterTransformer is 200 ms; that of vLLM is 400 ms.",
    ]),
    ("The output throughput of vLLM is 315 tokens/s, while the baseline's is 150 tokens/s.", [
        "The output throughput of vLLM is 315 tokens/s, while the baseline's is 300 tokens/s.",
        "The output throughput of the baseline is 315 tokens/s, while vLLM's is 150 tokens/s.",
    ]),
]

# honest, loose or other-meaning phrasings: never false (most stay unread)
NEVER_FALSE = [
    "vLLM achieves 945 tokens/s of total throughput, compared to 450 tokens/s for Orca.",  # total: not the unit's metric
    "The P99 TTFT of vLLM is 310 ms, while Orca's is 0.5.",          # no unit on the second value: unread
    "The P99 TTFT of vLLM is 310 ms, while Orca's is 500.",
    "The P99 TTFT of vLLM is 310 ms, while Orca's is 500 ms, on H100 only; results may differ on other GPUs.",
    "The P99 TTFT of vLLM is 310 ms, while Orca's TPOT is 20 ms.",
    "The P99 TTFT of vLLM is 310 ms, while Orca's is 1.6x higher.",
    "The P99 TTFT of vLLM is 310 ms, while that of the other systems is higher.",
    "Our system achieves 315 tokens/s of output throughput, compared to 150 tokens/s for Orca (not tested on A100).",
]

# a clause the reader leaves as written (not graded): never net-true, never false
STAYS_UNREAD = [
    "vLLM achieves 315 tokens/s of request throughput, compared to 150 tokens/s for Orca.",  # the unit says tokens
    "vLLM achieves 6.3 req/s of output throughput, compared to 3 req/s for Orca.",
    "The P99 TTFT of vLLM is not 310 ms, while Orca's is 500 ms.",
    "The P99 TTFT of vLLM is 310 ms, while Orca's is not 500 ms.",
    "The P99 TTFT of vLLM is 310 ms, while Orca's is 500 ms higher.",
    "The P99 TTFT of vLLM is 310 ms, while vLLM's is 500 ms.",
    "The P99 TTFT of vLLM is 310 ms, while Orca's is 0.5.",
]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, lambda wit, _name, statement: grade(wit, statement), ids=[f[0][:50] for f in FRAMES])


@pytest.mark.parametrize("statement", NEVER_FALSE)
def test_honest_or_loose_phrasings_are_never_false(wit, statement):
    assert_never_false(grade(wit, statement), statement)


@pytest.mark.parametrize("statement", STAYS_UNREAD)
def test_clauses_left_as_written_are_not_graded(wit, statement):
    res = grade(wit, statement)
    assert res.verdict == "not-yet" and res.reading is not None and res.reading.unread, (statement, res.verdict)


@settings(max_examples=25, deadline=None)
@given(ms=st.integers(min_value=1, max_value=2000))
@example(ms=528)
@example(ms=500)
def test_only_the_witnessed_gapped_value_is_net_true(wit, ms):
    """Orca's P99 TTFT is 500 ms exactly by numpy's linear percentile (hand value above): net-true only for 500;
    every other integer is outside the stated precision (+-0.5 ms), so false, except 528: Orca's p99 by nearest rank
    (its slowest request of ten, 527.778 ms), where the two percentile definitions disagree: not-yet, never false."""
    res = grade(wit, f"The P99 TTFT of vLLM is 310 ms, while Orca's is {ms} ms.")
    assert res.verdict == ("net-true" if ms == 500 else "not-yet" if ms == 528 else "false"), (ms, res.reason)


@settings(max_examples=25, deadline=None)
@given(toks=st.integers(min_value=1, max_value=2000))
@example(toks=450)
@example(toks=150)
def test_only_the_witnessed_pair_value_is_net_true(wit, toks):
    """Orca's output throughput is 150 tok/s exactly: net-true only for 150; else false (precision +-0.5), except at
    450, Orca's total (prompt + output) token rate: the second value's bare 'tokens/s' keeps a token rate's two
    meanings (docs/claim-check.md), so there the other meaning agrees and it is not-yet, never false."""
    res = grade(wit, f"vLLM achieves 315 tokens/s of output throughput, compared to {toks} tokens/s for Orca.")
    want = "net-true" if toks == 150 else "not-yet" if toks == 450 else "false"
    assert res.verdict == want, (toks, res.reason)
