"""llama-bench's abbreviation "TG" (token generation) as a metric word (issue 16; vocabulary's metric phrase ("tg",
token_throughput) and GENERATION_RATE_WORDS): "TG: 8 t/s (4 threads) vs 20 t/s (16 threads)." (tuning battery 33)
left 'TG', '8 t/s', 'vs 20 t/s' unread. It now reads as "Token generation: ..." always has: output token throughput
(output tokens / wall), agreeing as that, and, being a generation rate, never false on that meaning alone (the
other meaning, generated tokens / generation time, no witness re-derives): by design the sentence stays not-yet
(inconclusive), as "token generation" / "generation speed" do on llama.cpp. "PP" is not read (pipeline parallelism
elsewhere; a prefill rate is not derived).

Witness by hand (llama.cpp on one AMD EPYC 7763, Meta-Llama-3.1-8B-Instruct Q4_K_M; 5 requests per arm back to back,
512 prompt + 128 output tokens, as tuning battery 33): t4 (threads 4, baseline) TTFT 8.0 s, TPOT 125 ms -> e2e
23.875 s, wall 119.375 s -> 640 / 119.375 = 5.36 output tok/s (decode 8 tok/s); t16 (threads 16, treatment) TTFT
2.0 s, TPOT 50 ms -> e2e 8.35 s, wall 41.75 s -> 15.33 output tok/s (decode 128 / 6.35 = 20.16 tok/s).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "llama.cpp, Meta-Llama-3.1-8B-Instruct Q4_K_M on one AMD EPYC 7763 (CPU only), 5 requests per arm"
NEG = "It is not true that "
ARMS = [A("t16", seq=True, ttft=2.0, tpot=0.05, tok=128, prompt=512, n=5, settings={"threads": 16}, role="treatment"),
        A("t4", seq=True, ttft=8.0, tpot=0.125, tok=128, prompt=512, n=5, settings={"threads": 4}, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    spec = Spec("cpu", ARMS, key="", engine="llama.cpp", hw="AMD EPYC 7763 64-Core Processor",
                model="Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf")
    return str(seal(tmp_path_factory.mktemp("tg") / "cpu", *witness_for(spec)))


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


def test_the_battery_sentence_reads_completely_as_llama_cpps_generation_rate(wit):
    """On this llama.cpp witness TG is llama.cpp's generated tokens / generation time, re-derived on its one-stream
    arms (128 / 15.875 = 8.06 and 128 / 6.35 = 20.16 tok/s; test_claims_llama_generation.py)."""
    r = grade(wit, "TG: 8 t/s (4 threads) vs 20 t/s (16 threads).")
    assert_read_net_true(r)
    assert grade(wit, "TG: 12 t/s (4 threads) vs 30 t/s (16 threads).").verdict == "false"


def test_as_output_tokens_over_wall_it_agrees(wit):
    r = grade(wit, "TG: 5.36 t/s (4 threads) vs 15.3 t/s (16 threads).")
    assert r.reading is not None and not r.reading.unread
    assert r.verdict == "net-true", r.reason


@pytest.mark.parametrize("s", [
    "TG: 12 t/s (4 threads) vs 20 t/s (16 threads).",     # x1.5
    "TG: 4 t/s (4 threads) vs 20 t/s (16 threads).",      # x0.5
    "TG: 8 t/s (4 threads) vs 30 t/s (16 threads).",      # x1.5
    "TG: 8 t/s (4 threads) vs 10 t/s (16 threads).",      # x0.5
    "TG: 20 t/s (4 threads) vs 8 t/s (16 threads).",      # arms swapped
    "TG: 8.0 t/s (16 threads) vs 5.36 t/s (4 threads).",
    NEG + "TG is 5.36 t/s with 4 threads.",               # negation
    "TG: 5.36 t/s (4 threads) vs 15.3 t/s (16 threads) on an Intel Xeon Platinum 8380.",  # wrong CPU
    "TG: 5.36 t/s (4 threads) vs 15.3 t/s (16 threads) with vLLM.",  # wrong engine
])
def test_twins_are_never_net_true(wit, s):
    assert grade(wit, s).verdict != "net-true"


@pytest.mark.parametrize("s", ["TG: 8 t/s (4 threads) vs 20 t/s (16 threads).",
                               "TG: 8.0 t/s with 4 threads, 20.2 t/s with 16 threads.",
                               "TG is 2.5x faster with 16 threads than with 4."])
def test_the_decode_rate_meaning_is_never_false(wit, s):
    assert grade(wit, s).verdict != "false"
