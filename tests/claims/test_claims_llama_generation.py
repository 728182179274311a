"""llama.cpp's own words for its generation rate, on a witness whose engine is llama.cpp (issue 16): "token
generation", "generation speed", "TG" are generated tokens / generation time there (llama.cpp server's
``predicted_per_second``, llama-bench's tg), not output tokens / wall. Read as that where the rows re-derive it (an
arm that ran one stream); false only when both meanings are contradicted; on another engine's witness the words keep
both meanings and a value that only the generation rate matches stays not-yet.

The witness, worked out by hand (tuning battery 33's): llama.cpp on an AMD EPYC 7763, 5 requests per arm run back to
back, 512 prompt + 128 output tokens each.

* t16 (treatment, 16 threads): TTFT 2.0 s, TPOT 50 ms -> e2e 2 + 0.05 * 127 = 8.35 s, wall 41.75 s; output tokens /
  wall 640 / 41.75 = 15.33 tok/s; generated tokens / generation time 128 / 6.35 = 20.16 tok/s.
* t4 (baseline, 4 threads): TTFT 8.0 s, TPOT 125 ms -> e2e 23.875 s, wall 119.375 s; 640 / 119.375 = 5.36 tok/s;
  128 / 15.875 = 8.06 tok/s.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_net_true
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, grade_case, witness_for

ARMS = [A("t16", "16 threads", seq=True, ttft=2.0, tpot=0.05, tok=128, prompt=512, n=5, settings={"threads": 16},
          role="treatment"),
        A("t4", "4 threads", seq=True, ttft=8.0, tpot=0.125, tok=128, prompt=512, n=5, settings={"threads": 4},
          role="baseline")]
LLAMA = Spec("llama-gen", ARMS, key="", hw="AMD EPYC 7763 64-Core Processor",
             model="Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf", engine="llama.cpp")
VLLM = Spec("vllm-gen", ARMS, key="", hw="AMD EPYC 7763 64-Core Processor",
            model="Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf", engine="vLLM")


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory):
    root = tmp_path_factory.mktemp("llama-gen")
    return {s.id: str(seal(root / s.id, *witness_for(s))) for s in (LLAMA, VLLM)}


@pytest.mark.parametrize("true, twins", [
    ("With 16 threads, the token generation speed is 20 tokens/s.",
     ["With 16 threads, the token generation speed is 30 tokens/s.",
      "With 16 threads, the token generation speed is 10 tokens/s.",
      "With 4 threads, the token generation speed is 20 tokens/s."]),
    ("With 4 threads, the generation speed is 8 tokens/s.",
     ["With 4 threads, the generation speed is 12 tokens/s.", "With 16 threads, the generation speed is 8 tokens/s."]),
])
def test_generation_words_are_llama_cpps_rate_on_its_witness(true, twins, witnesses):
    res = grade_case(LLAMA, true, witnesses)
    assert not res.reading.unread and res.verdict == "net-true", ([u.text for u in res.reading.unread], res.reason)
    for twin in twins:
        assert_never_net_true(grade_case(LLAMA, twin, witnesses), twin)


def test_contradicted_under_both_meanings_is_false(witnesses):
    # 30 tok/s is neither 15.33 (output tokens / wall) nor 20.16 (generated tokens / generation time)
    assert grade_case(LLAMA, "With 16 threads, the token generation speed is 30 tokens/s.", witnesses).verdict == "false"


def test_output_over_wall_still_agrees(witnesses):
    # the first meaning is unchanged: 15.3 tok/s is output tokens / wall
    assert grade_case(LLAMA, "With 16 threads, the token generation speed is 15.3 tokens/s.", witnesses).verdict \
        == "net-true"


def test_another_engines_witness_keeps_both_meanings(witnesses):
    res = grade_case(VLLM, "With 16 threads, the token generation speed is 20 tokens/s.", witnesses)
    assert res.verdict == "not-yet", res.reason
