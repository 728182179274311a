"""The whole answer as a request subject (production whole_answer, claimcheck/claims/grammar.py request_subject /
answer subject; vocabulary.WHOLE_ANSWER_WORDS): "A full 300-token answer took about 9.1 s on the Mac and 2.6 s on the
PC", "A typical full response took about 9 seconds": *full* / *complete* / *whole* / *entire* between the lead and
the noun say the whole answer's time, the end-to-end latency the frame reads anyway. With a first-token tail ("a
full response waits 0.2 s for its first token") not read.

Witness worked out by hand (real_sentences.witness_specs.arm_rows; one request at a time, 10 requests per arm, every
answer 300 tokens): mac (alias "the Mac"): TTFT 1.2 s, TPOT 0.026 s: e2e 1.2 + 0.026 x 299 = 8.974 s; pc (alias "the
PC"): TTFT 0.18 s, TPOT 0.0082 s: e2e 0.18 + 0.0082 x 299 = 2.6318 s. Every request alike: every statistic is that.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct Q4_K_M, 10 prompts per machine, one at a time"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    arms = [A("mac", "the Mac", ttft=1.2, tpot=0.026, tok=300, n=10, seq=True, settings={"concurrency": 1},
              role="baseline"),
            A("pc", "the PC", ttft=0.18, tpot=0.0082, tok=300, n=10, seq=True, settings={"concurrency": 1},
              role="treatment")]
    return str(seal(tmp_path_factory.mktemp("whole_answer") / "w",
                    *witness_for(Spec("w", arms, key="", hw=None, model="meta-llama/Llama-3.1-8B-Instruct", engine=None))))


CASES = [
    ("A full 300-token answer took about 9.0 s on the Mac and 2.6 s on the PC.", "net-true"),
    ("A full 300-token answer took 8.97 s on the Mac vs 2.63 s on the PC.", "net-true"),
    ("A complete response took 2.63 s on the PC.", "net-true"),
    ("A typical full response took about 9 seconds on the Mac.", "net-true"),
    ("The whole answer takes 2.63 s on the PC.", "net-true"),
    # twists: x1.5, x0.5, arms swapped, another answer length, a negation, a modal, another metric
    ("A full 300-token answer took about 13.5 s on the Mac and 2.6 s on the PC.", "false"),
    ("A full 300-token answer took about 4.5 s on the Mac and 2.6 s on the PC.", "false"),
    ("A full 300-token answer took about 2.6 s on the Mac and 9.0 s on the PC.", "false"),
    ("A complete response took 3.95 s on the PC.", "false"),
    ("A full 400-token answer took about 9.0 s on the Mac and 2.6 s on the PC.", "not-yet"),
    ("A full response did not take 2.63 s on the PC.", "not-yet"),
    ("A full response might take 2.63 s on the PC.", "not-yet"),
    ("A full response waits 0.18 s for its first token on the PC.", "not-yet"),
]


@pytest.mark.parametrize("statement,verdict", CASES)
def test_the_whole_answers_time(wit, statement, verdict):
    r = grade_statement(statement, wit, SCOPE)
    assert r.verdict == verdict, (statement, r.reason)
