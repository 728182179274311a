"""One output token as the subject of its time (issue 16; production token_time, claimcheck/claims/single_item.py
read_token_time). Found by tuning battery 33 (llama.cpp on a CPU): "With 4 threads, each token takes 125 ms to
generate." left "each token", "125 ms" and "generate" unread, while "it takes 125 ms per token" read. Now "each" /
"every", an optional output / generated / new / decoded, "token", a verb of taking and a duration (then "to generate"
/ "to produce" / "to decode" / "to emit") is a time per output token, read as "125 ms per token" is: TPOT, no
statistic (every one must agree). Only at the phrase's end: "each token takes 125 ms of compute" is not read.

Witness, worked out by hand (real_sentences.witness_specs.arm_rows): ``cpu`` -- llama.cpp on "AMD EPYC 7763 64-Core
Processor", 5 requests per arm run back to back, 512 prompt + 128 output tokens. t16 (threads 16, treatment): TTFT
2.0 s, every gap 50 ms -> TPOT (8.35 - 2.0) / 127 = 50 ms in every request. t4 (threads 4, baseline): TTFT 8.0 s,
TPOT 125 ms in every request. Twins: x1.5 (187.5 / 75 ms), x0.5 (62.5 / 25 ms), the other arm's threads.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

NEG = "It is not true that "
SCOPE = "llama.cpp on one AMD EPYC 7763 (CPU only), 5 requests per arm"
ARMS = [A("t16", seq=True, ttft=2.0, tpot=0.05, tok=128, prompt=512, n=5, settings={"threads": 16}, role="treatment"),
        A("t4", seq=True, ttft=8.0, tpot=0.125, tok=128, prompt=512, n=5, settings={"threads": 4}, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    root = tmp_path_factory.mktemp("token_time")
    return str(seal(root / "cpu", *witness_for(Spec("cpu", ARMS, key="", hw="AMD EPYC 7763 64-Core Processor",
                                                    model="Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf",
                                                    engine="llama.cpp"))))


CASES = [
    ("With 4 threads, each token takes 125 ms to generate.",
     ["With 4 threads, each token takes 187.5 ms to generate.", "With 4 threads, each token takes 62.5 ms to generate.",
      "With 16 threads, each token takes 125 ms to generate.", "With 8 threads, each token takes 125 ms to generate.",
      NEG + "with 4 threads, each token takes 125 ms to generate.",
      "On an H100, with 4 threads, each token takes 125 ms to generate."]),
    ("With 4 threads, each token takes 125 ms.",
     ["With 4 threads, each token takes 250 ms.", "With 16 threads, each token takes 125 ms."]),
    ("With 16 threads, every output token took 50 ms.",
     ["With 16 threads, every output token took 75 ms.", "With 16 threads, every output token took 25 ms.",
      "With 4 threads, every output token took 50 ms."]),
    ("Using 16 threads, each generated token needs 50 ms to decode.",
     ["Using 16 threads, each generated token needs 100 ms to decode.",
      "Using 4 threads, each generated token needs 50 ms to decode."]),
    ("With 16 threads, each token takes under 60 ms.",
     ["With 16 threads, each token takes under 40 ms.", "With 4 threads, each token takes under 60 ms."]),
]


@pytest.mark.parametrize("true,twins", CASES, ids=[t[:50] for t, _ in CASES])
def test_token_time(wit, true, twins):
    r = grade_statement(true, wit, SCOPE)
    assert r.verdict == "net-true" and not r.reading.unread, (true, r.reason)
    for s in twins:
        t = grade_statement(s, wit, SCOPE)
        assert t.verdict != "net-true", (s, t.reason)


@pytest.mark.parametrize("s", ["With 4 threads, each token takes 125 ms of compute.",
                               "With 4 threads, a token takes 125 ms."])
def test_not_read(wit, s):
    r = grade_statement(s, wit, SCOPE)
    assert r.verdict not in ("net-true", "false"), (s, r.reason)


def test_longer_is_the_difference_not_the_time(wit):
    """"each token takes N ms longer" is never this rule's time per token: it is the TPOT difference
    (production per_token_cost, claimcheck/claims/token_costs.py): t4 - t16 = 125 - 50 = 75 ms."""
    assert grade_statement("With 4 threads, each token takes 75 ms longer.", wit, SCOPE).verdict == "net-true"
    for s in ("With 4 threads, each token takes 125 ms longer.", "With 16 threads, each token takes 75 ms longer."):
        assert grade_statement(s, wit, SCOPE).verdict == "false", s


@settings(max_examples=examples(30), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ms=st.sampled_from([25, 50, 62.5, 100, 124, 125, 126, 150, 187.5, 250]), threads=st.sampled_from([4, 16]))
def test_token_time_grid(wit, ms, threads):
    """Net-true only at the arm's own TPOT (t4 125 ms, t16 50 ms), false elsewhere."""
    own = {4: 125, 16: 50}[threads]
    r = grade_statement(f"With {threads} threads, each token takes {ms} ms to generate.", wit, SCOPE)
    assert r.verdict == ("net-true" if ms == own else "false"), (ms, threads, r.reason)
