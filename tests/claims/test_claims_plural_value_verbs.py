"""A plural subject's verb of output or service before a rate (production plural_value_verb, claimcheck/claims/
value_verbs.py; vocabulary.PLURAL_VALUE_VERBS).

Found in the real-sentence corpus (rs393, category latency): "On an NVIDIA RTX 4090 with 24GB VRAM at Q4_K_M
quantization, 8B models generate 60 to 80+ tokens per second." left "generate" (and the rate after it) unread, where
"An M2 Pro generates 25 to 40 tokens per second" was read. The plural present ("generate", "produce", "sustain",
"serve", ...) right after an arm and right before a rate a construct read says what "generates" says: inert. After a
modal, "to" or a negation ("could generate", "need to generate") or before a count ("generate 70 tokens") it stays
unread. (rs393 itself stays not-yet: its witness declares no Q4_K_M setting, and "80+" is not read.)

Witnesses by hand (10 requests of 8 output tokens per arm, every request alike):
  one run (Ollama, llama3.1:8b-instruct-q4_K_M on an RTX 4090; two identical arms): 70 output tok/s -> wall 80 / 70 =
    1.143 s, 8.75 req/s. "60 to 80" holds (a range is witnessed by a value inside it); x2 = 140, x0.5 = 35: false.
  two runs (vLLM, Llama-3.1-8B on one H100, 100 requests per arm): FP8 models 900 output tok/s (800 / 900 = 0.889 s
    wall, 112.5 req/s), BF16 models 600 output tok/s
    (75 req/s).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec, same  # noqa: E402

import pytest  # noqa: E402

RTX = "NVIDIA GeForce RTX 4090 (24 GB)"
NEG = "It is not true that "
SCOPES = {"one": "Ollama, llama3.1:8b-instruct-q4_K_M on an RTX 4090, 10 requests",
          "two": "vLLM, Llama-3.1-8B-Instruct on one H100, 100 requests per arm"}
TWO = [A("fp8", "FP8 models", toks=900, n=100, settings={"quantization": "fp8"}, role="treatment"),
       A("bf16", "BF16 models", toks=600, n=100, settings={"quantization": "bf16"}, role="baseline")]

wit = sealed_fixture("plural_value_verbs", {
    "one": Spec("one", same("gpu", "8B models", toks=70), key="", hw=RTX, model="llama3.1:8b-instruct-q4_K_M",
                engine="Ollama"),
    "two": Spec("two", TWO, key="", engine="vLLM")})


def grade(wit, s: str, name: str = "one"):
    return grade_statement(s, wit[name], SCOPES[name])


ROWS = [
    ("one", "8B models generate 60 to 80 tokens per second.",
     ["8B models generate 120 to 160 tokens per second.",          # x2
      "8B models generate 30 to 40 tokens per second.",            # x0.5
      NEG + "8B models generate 60 to 80 tokens per second.",      # negation
      "On an H100, 8B models generate 60 to 80 tokens per second.",  # wrong GPU
      "70B models generate 60 to 80 tokens per second."]),         # wrong model
    ("one", "On an NVIDIA RTX 4090 with 24GB VRAM, 8B models generate 60 to 80 tokens per second.",
     ["On an NVIDIA RTX 4090 with 24GB VRAM, 8B models generate 120 to 160 tokens per second."]),
    ("one", "8B models produce about 70 tokens per second.",
     ["8B models produce about 140 tokens per second.", "8B models produce about 35 tokens per second."]),
    ("two", "FP8 models generate 900 tokens per second, while BF16 models generate 600 tokens per second.",
     ["FP8 models generate 600 tokens per second, while BF16 models generate 900 tokens per second.",  # swapped
      "FP8 models generate 1350 tokens per second, while BF16 models generate 600 tokens per second.",  # x1.5
      "FP8 models generate 450 tokens per second, while BF16 models generate 600 tokens per second."]),  # x0.5
    ("two", "FP8 models sustain 112.5 req/s.",
     ["BF16 models sustain 112.5 req/s.", "FP8 models sustain 56.25 req/s."]),
]


@pytest.mark.parametrize("name,true,twins", ROWS, ids=[f"{n}:{t[:40]}" for n, t, _ in ROWS])
def test_true_read_net_true_and_twins_never_net_true(wit, name, true, twins):
    r = grade(wit, true, name)
    assert r.verdict == "net-true" and not r.reading.unread, (true, r.reason, [u.text for u in r.reading.unread])
    for s in twins:
        t = grade(wit, s, name)
        assert t.verdict != "net-true", (s, t.reason)


FALSE = ["8B models generate 140 tokens per second.", "8B models generate 35 tokens per second."]
NEVER_FALSE = [
    "8B models could generate 70 tokens per second.",       # a modal: unread
    "8B models need to generate 70 tokens per second.",     # "to": unread
    "8B models generate 70 tokens.",                        # a count: unread
    "8B models generate 60 to 80+ tokens per second.",      # "80+": not read
]

test_contradicted_false, test_honest_never_false = verdict_tests(FALSE, NEVER_FALSE, grade)


@pytest.mark.parametrize("s", NEVER_FALSE[:3])
def test_base_form_elsewhere_stays_unread(wit, s):
    r = grade(wit, s)
    assert r.verdict != "net-true" and r.reading.unread, (s, r.reason)
