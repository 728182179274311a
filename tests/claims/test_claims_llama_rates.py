"""llama.cpp's and ollama's own rates on a witness whose arms are those engines (claimcheck/claims/llama_rates.py):
ollama's "eval rate" and llama.cpp's "token generation" / "generates" are generated tokens / generation time per
request (1 / ITL, or with the first token counted); "prompt eval rate" / "prompt processing" are prompt tokens / TTFT
(a lower bound of the engine's own: agrees, never false).

Witness ``engines``, worked out by hand (engine None, each arm declaring settings.engine; 5 requests per arm run one
at a time, 500 prompt + 128 output tokens each, every gap between tokens the arm's ITL):

* llamacpp ("llama.cpp", engine llama.cpp): TTFT 0.200 s, ITL 12.5 ms -> 1 / ITL = 80.0 tok/s; 128 / (127 x 0.0125)
  = 80.63 tok/s with the first token counted; prompt 500 / 0.2 = 2500 tok/s; e2e 0.2 + 1.5875 = 1.7875 s, output
  tokens / wall 128 / 1.7875 = 71.61 tok/s.
* ollama ("Ollama", engine ollama): TTFT 0.250 s, ITL 16.0 ms -> 62.5 tok/s (62.99 with the first token); prompt
  2000 tok/s; output tokens / wall 128 / 2.282 = 56.09 tok/s.
* generation 80 / 62.5 = 1.28x (+28%); prompt 2500 / 2000 = 1.25x.

The same rows with engine vLLM and no engine settings (``vllm``) keep the words' other meanings: not-yet.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B Q4_K_M on one RTX 4090, 5 requests per arm, one at a time"
NEG = "It is not true that "
HW, MODEL = "NVIDIA GeForce RTX 4090", "Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf"


def _arms(engines: bool):
    s1 = {"settings": {"engine": "llama.cpp"}} if engines else {}
    s2 = {"settings": {"engine": "ollama"}} if engines else {}
    return [A("llamacpp", "llama.cpp", seq=True, ttft=0.2, itl=0.0125, tok=128, prompt=500, n=5, role="treatment", **s1),
            A("ollama", "Ollama", seq=True, ttft=0.25, itl=0.016, tok=128, prompt=500, n=5, role="baseline", **s2)]


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory):
    root = tmp_path_factory.mktemp("llama-rates")
    return {"engines": str(seal(root / "engines", *witness_for(Spec("engines", _arms(True), key="", hw=HW, model=MODEL,
                                                                      engine=None)))),
            "vllm": str(seal(root / "vllm", *witness_for(Spec("vllm", _arms(False), key="", hw=HW, model=MODEL,
                                                                engine="vLLM"))))}


TRUE = [
    ("Ollama eval rate: 62.50 tokens/s",
     ["Ollama eval rate: 93.75 tokens/s", "Ollama eval rate: 31.25 tokens/s", "llama.cpp eval rate: 62.50 tokens/s",
      NEG + "Ollama's eval rate is 62.50 tokens/s"]),
    ("With llama.cpp the eval rate is 80 tokens/s.",
     ["With llama.cpp the eval rate is 120 tokens/s.", "With Ollama the eval rate is 80 tokens/s."]),
    ("llama.cpp: prompt eval rate ~2500 t/s",
     ["llama.cpp: prompt eval rate ~3750 t/s", "llama.cpp: prompt eval rate ~1250 t/s",
      "Ollama: prompt eval rate ~2500 t/s"]),
    ("Ollama's prompt processing speed is 2000 tokens/s.",
     ["Ollama's prompt processing speed is 3000 tokens/s.", "llama.cpp's prompt processing speed is 2000 tokens/s."]),
    ("Token generation: llama.cpp 80 t/s, Ollama 62.5 t/s",
     ["Token generation: llama.cpp 62.5 t/s, Ollama 80 t/s", "Token generation: llama.cpp 120 t/s, Ollama 93.75 t/s",
      "Token generation: llama.cpp 40 t/s, Ollama 31.25 t/s"]),
    ("llama.cpp generates 80 tokens/s, Ollama 62.5 tokens/s.",
     ["llama.cpp generates 62.5 tokens/s, Ollama 80 tokens/s.", "llama.cpp generates 120 tokens/s."]),
    ("llama.cpp gets 80 tok/s generation, Ollama 62.5",
     ["llama.cpp gets 62.5 tok/s generation, Ollama 80", "llama.cpp gets 120 tok/s generation, Ollama 62.5",
      "llama.cpp gets 80 tok/s generation, Ollama 31.25"]),
    ("At generation, llama.cpp is 28% faster than Ollama.",
     ["At generation, llama.cpp is 28% slower than Ollama.", "At generation, Ollama is 28% faster than llama.cpp.",
      "At generation, llama.cpp is 56% faster than Ollama.", NEG + "at generation, llama.cpp is 28% faster than Ollama."]),
    ("llama.cpp is 28% faster than Ollama at generation.",
     ["llama.cpp is 14% faster than Ollama at generation.", "Ollama is 28% faster than llama.cpp at generation."]),
    ("Generation: llama.cpp 80 t/s; Ollama 62.5 t/s",
     ["Generation: llama.cpp 62.5 t/s; Ollama 80 t/s", "Generation: llama.cpp 80 t/s; Ollama 93.75 t/s"]),
    ("Ollama's eval rate is 62.5 tokens/s (16 ms per token).",
     ["Ollama's eval rate is 62.5 tokens/s (25 ms per token).", "Ollama's eval rate is 93.75 tokens/s (10.7 ms per "
      "token).", "llama.cpp's eval rate is 62.5 tokens/s (16 ms per token)."]),
    ("With llama.cpp the eval rate is 80 tokens/s, i.e. 12.5 ms per token.",
     ["With llama.cpp the eval rate is 80 tokens/s, i.e. 25 ms per token."]),
    ("Prompt processing: 2500 t/s (llama.cpp), 2000 t/s (Ollama).",
     ["Prompt processing: 2000 t/s (llama.cpp), 2500 t/s (Ollama).", "Prompt processing: 3750 t/s (llama.cpp), "
      "2000 t/s (Ollama)."]),
    ("llama.cpp's generation speed is 80 t/s; Ollama's is 62.5 t/s.",
     ["llama.cpp's generation speed is 62.5 t/s; Ollama's is 80 t/s.", "llama.cpp's generation speed is 120 t/s."]),
    ("llama.cpp's TTFT is 200 ms vs 250 ms for Ollama.",
     ["llama.cpp's TTFT is 250 ms vs 200 ms for Ollama.", "llama.cpp's TTFT is 300 ms vs 250 ms for Ollama."]),
    ("llama.cpp: 80 t/s eval, Ollama: 62.5 t/s eval.",
     ["llama.cpp: 62.5 t/s eval, Ollama: 80 t/s eval.", "llama.cpp: 120 t/s eval, Ollama: 62.5 t/s eval."]),
    ("Ollama decodes at 62.5 tok/s.",
     ["Ollama decodes at 93.75 tok/s.", "llama.cpp decodes at 62.5 tok/s."]),
    ("llama.cpp is 1.28x faster than Ollama at token generation.",
     ["llama.cpp is 1.92x faster than Ollama at token generation.",
      "Ollama is 1.28x faster than llama.cpp at token generation.",
      NEG + "llama.cpp is 1.28x faster than Ollama at token generation."]),
]


@pytest.mark.parametrize("true, twins", TRUE, ids=[t[0][:50] for t in TRUE])
def test_llama_words_read_as_the_engines_rates(true, twins, witnesses):
    res = grade_statement(true, witnesses["engines"], SCOPE)
    assert_read_net_true(res)
    for twin in twins:
        assert_never_net_true(grade_statement(twin, witnesses["engines"], SCOPE), twin)


@pytest.mark.parametrize("statement", [
    "Ollama eval rate: 90 tokens/s",  # neither 62.5 nor 62.99
    "llama.cpp generates 120 tokens/s.",
])
def test_a_generation_rate_contradicted_under_both_countings_is_false(statement, witnesses):
    assert grade_statement(statement, witnesses["engines"], SCOPE).verdict == "false"


@pytest.mark.parametrize("statement", [
    "llama.cpp: prompt eval rate ~5000 t/s",  # TTFT holds more than the prompt's processing: the engine's may be higher
    "Ollama's prompt processing speed is 1000 tokens/s.",
    "Ollama eval rate: 62.50 tokens/s",  # on the vLLM witness: not llama's words
    "Token generation: llama.cpp 80 t/s, Ollama 62.5 t/s",
    "llama.cpp: prompt eval rate ~2500 t/s",
])
def test_never_false(statement, witnesses):  # noqa: D103
    for wit in ("engines", "vllm"):
        res = grade_statement(statement, witnesses[wit], SCOPE)
        assert res.verdict != "false", (wit, res.reason)
        if wit == "vllm":
            assert res.verdict != "net-true", res.reason


@pytest.mark.parametrize("statement", [
    "On the new generation of GPUs, llama.cpp generates 80 tokens/s.",  # "generation of": not the metric word
    "Generation time: llama.cpp 1.6 s, Ollama 2.0 s",  # "generation time" names no one metric: unread
    "Ollama: eval count 128 tokens, eval duration 2.03 s.",  # ollama's other "eval" lines: not its rate
])
def test_generation_before_a_noun_is_not_the_rate(statement, witnesses):
    res = grade_statement(statement, witnesses["engines"], SCOPE)
    assert res.verdict != "false", res.reason
