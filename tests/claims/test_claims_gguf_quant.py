"""Hardware and model descriptors the witness records loosely (held-out suite: "on a single <GPU>" where the hardware
string names the GPU and no count; a GGUF quantization tag, Q4_K_M, that appears only in the model id).

* A GGUF tag ("Q4_K_M", "Q8_0", "IQ4_XS") is the model's own identifier: where the witness records no quantization
  setting, it is checked against the tag in the model id (statistics._quant_in_model_id): the same tag agrees, another
  tag is contradicted (a fact the witness records), an id with no tag leaves it unknowable; after a model's name
  ("Llama 3.1 8B Q4_K_M") it is part of the name (checked as docs/claim-check.md says: "a quantization must match when
  the id names one").
* "on a single RTX 4090" of a hardware string "NVIDIA GeForce RTX 4090": the GPU agrees; the count follows the
  documented rule for a count the witness does not record ("a GPU named without a count is not a count of one:
  unknowable"), so it is not-yet, never false.

The witness (worked out by hand): llama.cpp, model bartowski/Meta-Llama-3.1-8B-Instruct-GGUF:Q4_K_M, one "NVIDIA
GeForce RTX 4090"; arms draft (the draft model, treatment) 60 output tok/s and plain (plain decoding) 40 tok/s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

ARMS = [A("draft", "the draft model", toks=60, settings={"speculative": True}, role="treatment"),
        A("plain", "plain decoding", toks=40, settings={"speculative": False}, role="baseline")]
HW = "NVIDIA GeForce RTX 4090"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "gguf", {
        "tagged": Spec("tagged", ARMS, key="", hw=HW, model="bartowski/Meta-Llama-3.1-8B-Instruct-GGUF:Q4_K_M",
                       engine="llama.cpp"),
        "file": Spec("file", ARMS, key="", hw=HW, model="Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf", engine="llama.cpp"),
        "untagged": Spec("untagged", ARMS, key="", hw=HW, model="meta-llama/Llama-3.1-8B-Instruct", engine="llama.cpp"),
    })


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], "10 requests per arm")


TWINS = ["With Q8_0, the draft model reaches 60 tok/s.", "With Q4_K_M, the draft model reaches 90 tok/s.",
         "With Q4_K_M, plain decoding reaches 60 tok/s.", "With Q4_K_S, the draft model reaches 60 tok/s.",
         "With Llama 3.1 70B Q4_K_M, the draft model reaches 60 tok/s.",
         "With Llama 3.1 8B Q8_0, the draft model reaches 60 tok/s.",
         "On an RTX 3090 with Q4_K_M, the draft model reaches 60 tok/s."]
FRAMES = [(w, s, TWINS) for w in ("tagged", "file") for s in (
    "With Q4_K_M, the draft model reaches 60 tok/s.",
    "With Llama 3.1 8B Q4_K_M, the draft model reaches 60 tok/s.",
    "On an RTX 4090 with Llama 3.1 8B Q4_K_M, the draft model reaches 60 tok/s.",
)]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("name,s", [
    ("tagged", "On a single RTX 4090, the draft model reaches 60 tok/s."),
    ("tagged", "On a single RTX 4090 with Llama 3.1 8B Q4_K_M, the draft model reaches 60 tok/s."),
    ("untagged", "With Q4_K_M, the draft model reaches 60 tok/s."),
    ("untagged", "With Llama 3.1 8B Q4_K_M, the draft model reaches 60 tok/s."),
])
def test_what_the_witness_does_not_record_is_not_yet(wit, name, s):
    res = _grade(wit, name, s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", ["With Q4_K_M weights and a Q8_0 KV cache, the draft model reaches 60 tok/s.",
                               "With a q8_0 KV cache, the draft model reaches 60 tok/s."])
def test_a_cache_type_is_never_the_weights_tag(wit, s):
    assert_never_false(_grade(wit, "tagged", s), s)
