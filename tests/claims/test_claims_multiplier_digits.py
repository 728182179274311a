"""A multiplier's truncated digits are never an accusation (issue 16: false needs the certainty of net-true).

Found on a public write-up, the TGI v3 overview (https://huggingface.co/docs/text-generation-inference/main/en/
conceptual/chunking): "On long prompts (200k+ tokens) conversation replies take 27.5s in vLLM, while it takes only
2s in TGI" and "TGI processes ... 13x faster than vLLM on long prompts": 27.5 / 2 = 13.75x, written "13x"
(truncated). Graded against a witness of exactly those numbers, "13x faster" and "13x lower latency" were `false`.
The tolerance rule (quantities.dispute): a multiplier stated with no hedge is contradicted only outside its band below
("2x" at 1.55x stays false) and a whole unit of its last digit above, at most 10% of the number ("13x": up to 14x;
"2x": up to 2.2x); in between `not-yet`.
`net-true` keeps the band.

Witness ``tgi``, worked out by hand (real_sentences.witness_specs rows; 10 requests per arm, every request of an arm
alike, run back to back as one conversation's replies are): tgi: every request's end-to-end latency 2.0 s (wall
20 s); vllm: 27.5 s (wall 275 s); 100 output / 200,000 prompt tokens. Every ratio is 27.5 / 2 = 13.75x: each
statistic of the latency, and the request throughput (0.5 vs 0.036364 req/s).
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A, Spec

SPECS = {"tgi": Spec("tgi", [A("tgi", "TGI", dur=2.0, prompt=200000, tok=100, seq=True, settings={"engine": "TGI"}),
                             A("vllm", "vLLM", dur=27.5, prompt=200000, tok=100, seq=True, settings={"engine": "vLLM"})],
                     key="", hw="1 x NVIDIA L4 24GB", model="meta-llama/Llama-3.1-8B-Instruct", engine=None)}
SCOPE = "1x L4 24GB, Llama 3.1 8B, 200k+ token prompts, 10 requests per arm"

wit = sealed_fixture("multiplier_digits", SPECS)


def grade(wit, statement: str):
    return grade_statement(statement, wit["tgi"], SCOPE)


@pytest.mark.parametrize("statement, verdict", [
    ("TGI is 13.75x faster than vLLM.", "net-true"),
    ("vLLM is 13.75x slower than TGI.", "net-true"),
    ("TGI has 13.75x lower latency than vLLM.", "net-true"),
    ("TGI has 13x lower latency than vLLM.", "not-yet"),   # 13.75x truncated: never an accusation, never net-true
    ("vLLM has 13x higher latency than TGI.", "not-yet"),
    ("TGI is 13x faster than vLLM.", "not-yet"),
    ("TGI has 14x lower latency than vLLM.", "net-true"),  # 13.75x rounded
])
def test_true_statements_are_never_false(wit, statement, verdict):
    res = grade(wit, statement)
    assert res.verdict == verdict, (statement, res.reason)


@pytest.mark.parametrize("statement", [
    "TGI is 30x faster than vLLM.",
    "TGI is 5.5x faster than vLLM.",
    "TGI is 12x faster than vLLM.",
    "TGI has 12x lower latency than vLLM.",       # below the band: truncation only goes up
    "TGI has 15x lower latency than vLLM.",       # beyond a whole unit
    "TGI has 12.5x lower latency than vLLM.",     # 12.5x: its last digit's unit is 0.1
    "vLLM has 13.75x lower latency than TGI.",    # arms swapped
    "TGI has 2x lower latency than vLLM.",
    "TGI has 12.6x lower latency than vLLM.",     # 12.6x: truncated only up to 12.7x
])
def test_twists_stay_false(wit, statement):
    res = grade(wit, statement)
    assert res.verdict == "false", (statement, res.reason)


@pytest.mark.parametrize("statement", [
    "vLLM is 13.75x faster than TGI.", "TGI is 13.75x slower than vLLM.", "TGI is not faster than vLLM.",
    "TGI has 13x higher latency than vLLM.", "TGI is 13x faster than vLLM on H100.",
])
def test_twists_are_never_net_true(wit, statement):
    assert grade(wit, statement).verdict != "net-true", statement
