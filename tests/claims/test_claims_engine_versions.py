"""Engine versions as write-ups state them (issue 16: "engine and tool versions ('vLLM 0.8.5', 'llama.cpp b5120')").

The reader has long taken "vLLM 0.8.5" as two facts, the engine and ``engine_version``; the check found the version
only under an ``engine_version`` key, so on a witness whose engine record is the string "vLLM 0.8.5" (what reviewers
and most importers write) every sentence naming its own version was not-yet. Now (statistics._context_engine_version)
the version is also taken from the witness's own engine record, written after the engine's name, and compared as a
version: "0.8" names the series of a recorded 0.8.5 (agrees); "0.8.5" of a recorded "0.8" or "0.8.5rc1" says more
than the record (unknowable, never false); "0.9.0" or "0.8.4" of a recorded 0.8.5 is another version (false). The
fact's own preposition is read with it ("using vLLM 0.8.5", "under vLLM").

Witness worked out by hand: fp8 50 requests at 2.0 req/s, bf16 at 1.25 req/s: fp8 is 1.6x faster.
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

SCOPE = "Llama-3.1-70B-Instruct on 4x H100, 50 requests per arm at concurrency 16"
TRUE = "FP8 is 1.6x faster than BF16"


def _arms():
    return [A("fp8", "FP8", thr=2.0, ttft=0.3, tpot=0.04, tok=20, n=50, role="treatment"),
            A("bf16", "BF16", thr=1.25, ttft=0.45, tpot=0.064, tok=20, n=50, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("engine_versions")
    out = {}
    for name, engine in (("v085", "vLLM 0.8.5"), ("v08", "vLLM 0.8"), ("rc", "vLLM 0.11.1rc3"), ("bare", "vLLM"),
                         ("llamacpp", "llama.cpp b5120")):
        spec = Spec(name, _arms(), key="", hw="4x NVIDIA H100 80GB HBM3", model="meta-llama/Llama-3.1-70B-Instruct",
                    engine=engine)
        out[name] = str(seal(root / name, *witness_for(spec)))
    return out


@pytest.mark.parametrize("wname,tail", [
    ("v085", "with vLLM 0.8.5"), ("v085", "with vLLM v0.8.5"), ("v085", "on vLLM 0.8.5"), ("v085", "in vLLM 0.8.5"),
    ("v085", "using vLLM 0.8.5"), ("v085", "with vLLM 0.8"), ("v085", "under vLLM"), ("v085", "using vLLM"),
    ("v08", "with vLLM 0.8"), ("rc", "with vLLM 0.11.1rc3"), ("rc", "with vLLM 0.11"),
    ("llamacpp", "with llama.cpp b5120"),
])
def test_the_witness_own_version_agrees(wit, wname, tail):
    res = grade_statement(f"{TRUE} {tail}.", wit[wname], SCOPE)
    assert_read_net_true(res)


@pytest.mark.parametrize("wname,tail", [
    ("v085", "with vLLM 0.9.0"), ("v085", "with vLLM v0.9"), ("v085", "with vLLM 0.8.4"), ("v085", "with vLLM 1.0"),
    ("v08", "with vLLM 0.7"), ("llamacpp", "with llama.cpp b4000"),
])
def test_another_version_is_false_and_names_the_version(wit, wname, tail):
    res = grade_statement(f"{TRUE} {tail}.", wit[wname], SCOPE)
    assert res.verdict == "false", res.reason
    assert "engine_version" in res.reason, res.reason


@pytest.mark.parametrize("wname,tail", [
    ("bare", "with vLLM 0.8.5"),      # the witness records no version
    ("v08", "with vLLM 0.8.5"),       # the record says less than the sentence
    ("rc", "with vLLM 0.11.1"),       # 0.11.1rc3 is a pre-release of 0.11.1, not 0.11.1
])
def test_a_version_the_record_cannot_decide_is_neither_false_nor_net_true(wit, wname, tail):
    for sentence in (f"{TRUE} {tail}.", f"BF16 is 1.6x faster than FP8 {tail}."):
        assert grade_statement(sentence, wit[wname], SCOPE).verdict == "not-yet", sentence


@pytest.mark.parametrize("tail", ["with vLLM 0.8.5", "using vLLM 0.8"])
def test_twists_under_the_right_version_are_never_net_true(wit, tail):
    for twin in (f"BF16 is 1.6x faster than FP8 {tail}.", f"FP8 is 2.6x faster than BF16 {tail}.",
                 f"FP8 is not faster than BF16 {tail}."):
        assert_never_net_true(grade_statement(twin, wit["v085"], SCOPE), twin)
