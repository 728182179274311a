"""A kilo length glued to "-token" (grammar.lark production kilo_token_length; claimcheck/claims/count_frames.py
read_length): "on 8k-token prompts", "with 2K-token outputs". The tokenizer keeps "8k-token" as one word, so the
nominal-length reading ("8192-token prompts") never saw it and the sentence stayed not-yet at it. Read as the
setting input_len / output_len "8K" (8000 or 8192 tokens) and checked against what the witness records.

Witnesses by hand:
long: chunk2048 (p99 ITL 20 ms) vs chunk8192 (40 ms), both settings input_len 8192, output_len 256: "8k" agrees
      (8192), "2k" / "16k" are contradicted by the recorded setting (false), "8k-token outputs" by output_len 256.
bare: the same arms with no length setting and prompts of 300 tokens: a nominal input length the rows cannot decide
      (a chat template adds tokens) -- not-yet, never false nor net-true, whatever "k" it names.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for

_LONG = {"input_len": 8192, "output_len": 256}
SPECS = {
    "long": Spec("long", [A("c2048", "chunk 2048", itl=0.020, tok=16, settings=dict(_LONG, chunked_prefill_size=2048)),
                          A("c8192", "chunk 8192", itl=0.040, tok=16, settings=dict(_LONG, chunked_prefill_size=8192),
                            role="baseline")], key=""),
    "bare": Spec("bare", [A("c2048", "chunk 2048", itl=0.020, tok=16, prompt=300),
                          A("c8192", "chunk 8192", itl=0.040, tok=16, prompt=300, role="baseline")], key=""),
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    root = tmp_path_factory.mktemp("kilo-lengths")
    out = {}
    for name, spec in SPECS.items():
        w, files = witness_for(spec)
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], "Llama-3.1-8B on one H100, 10 requests per arm")


FRAMES = [
    ("long", "Chunk 2048 had half the ITL of chunk 8192 on 8k-token prompts.",
     ["Chunk 2048 had half the ITL of chunk 8192 on 2k-token prompts.",
      "Chunk 2048 had half the ITL of chunk 8192 on 16k-token prompts.",
      "Chunk 2048 had half the ITL of chunk 8192 on 8k-token outputs.",
      "Chunk 8192 had half the ITL of chunk 2048 on 8k-token prompts.",
      "Chunk 2048 had a third of the ITL of chunk 8192 on 8k-token prompts."]),
    ("long", "Chunk 2048 had half the ITL of chunk 8192 with 8K-token prompts.",
     ["Chunk 2048 had half the ITL of chunk 8192 with 4K-token prompts.",
      "Chunk 2048 had half the ITL of chunk 8192 with 1.5K-token prompts."]),  # a decimal kilo: unread
]
#: contradicted by the recorded setting, the sentence otherwise read completely: false
FALSE = [
    ("long", "Chunk 2048 had half the ITL of chunk 8192 on 2k-token prompts."),
    ("long", "Chunk 2048 had half the ITL of chunk 8192 on 16K-token prompts."),
    ("long", "Chunk 2048 had half the ITL of chunk 8192 on 8k-token outputs."),
]
#: no length setting, prompts of 300 tokens: the nominal length is not decided by the rows -- not-yet (the length
#: unbound), never an accusation and never net-true
NEVER_FALSE = [
    ("bare", "Chunk 2048 had half the ITL of chunk 8192 on 8k-token prompts."),
    ("bare", "Chunk 2048 had half the ITL of chunk 8192 on 1k-token prompts."),
]


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=[t[-30:] for _, t, _ in FRAMES])
def test_true_statement_is_read_completely_and_net_true(name, true, twins, wit):
    assert_read_net_true(grade(wit, name, true))


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=[t[-30:] for _, t, _ in FRAMES])
def test_twisted_twins_are_never_net_true(name, true, twins, wit):
    for twin in twins:
        assert_never_net_true(grade(wit, name, twin), twin)


@pytest.mark.parametrize("name,s", FALSE)
def test_a_length_the_setting_contradicts_is_false(name, s, wit):
    res = grade(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_a_length_nothing_records_is_not_yet(name, s, wit):
    res = grade(wit, name, s)
    assert_never_false(res, s)
    assert_never_net_true(res, s)
