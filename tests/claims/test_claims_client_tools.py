"""The benchmark client named as the tool that measured a run (grammar.lark production client_tool;
claimcheck/claims/descriptors.py _client_tool, witness_client_tool): "(AIPerf)", "measured with GuideLLM", "with
genai-perf" after a lead, as every descriptor. It is the setting client_tool, checked against the importer the
witness records ("fak witness import aiperf"; AIPerf's and GenAI-Perf's exports told apart by the file's name).

Witnesses by hand (chunk2048: ITL 20 ms, chunk8192: 40 ms, the same rows each time):
aip: imported by the aiperf importer from profile_export_aiperf.json: "AIPerf" agrees; GuideLLM / LLMPerf /
     genai-perf are contradicted (false, the sentence otherwise read).
both: the aiperf importer with no file name that tells the two apart: "AIPerf" and "genai-perf" are unknowable
     (not-yet, never false); LLMPerf is contradicted.
own: no importer recorded (a run of its own): any client is unknowable -- not-yet, never false nor net-true.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for

_ARMS = [A("c2048", "chunk 2048", itl=0.020, tok=16), A("c8192", "chunk 8192", itl=0.040, tok=16, role="baseline")]
_IMPORT = {"aip": {"importer": "fak witness import aiperf (claimcheck.witnesses.importers)",
                   "imported_from": [{"file": "profile_export_aiperf.json"}]},
           "both": {"importer": "fak witness import aiperf (claimcheck.witnesses.importers)",
                    "imported_from": [{"file": "export.json"}]},
           "own": {}}


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    root = tmp_path_factory.mktemp("client-tools")
    out = {}
    for name, extra in _IMPORT.items():
        w, files = witness_for(Spec(name, _ARMS, key=""))
        out[name] = str(seal(root / name, dict(w, **extra), files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], "Llama-3.1-8B on one H100, 10 requests per arm")


FRAMES = [
    ("aip", "Chunk 2048 had half the ITL of chunk 8192 (AIPerf).",
     ["Chunk 2048 had half the ITL of chunk 8192 (GuideLLM).", "Chunk 2048 had half the ITL of chunk 8192 (LLMPerf).",
      "Chunk 2048 had half the ITL of chunk 8192 (genai-perf).",
      "Chunk 8192 had half the ITL of chunk 2048 (AIPerf).", "Chunk 2048 had a third of the ITL of chunk 8192 (AIPerf)."]),
    ("aip", "Measured with AIPerf, chunk 2048 had half the ITL of chunk 8192.",
     ["Measured with GuideLLM, chunk 2048 had half the ITL of chunk 8192.",
      "Measured with genai-perf, chunk 2048 had half the ITL of chunk 8192."]),
]
#: another client than the one the witness was imported from, the sentence otherwise read: false
FALSE = [
    ("aip", "Chunk 2048 had half the ITL of chunk 8192 (GuideLLM)."),
    ("aip", "Measured with genai-perf, chunk 2048 had half the ITL of chunk 8192."),
    ("both", "Chunk 2048 had half the ITL of chunk 8192 (LLMPerf)."),
]
#: a client the record cannot decide: not-yet, never an accusation, never net-true
UNDECIDED = [
    ("both", "Chunk 2048 had half the ITL of chunk 8192 (AIPerf)."),
    ("both", "Chunk 2048 had half the ITL of chunk 8192 (genai-perf)."),
    ("own", "Chunk 2048 had half the ITL of chunk 8192 (AIPerf)."),
    ("own", "Measured with GuideLLM, chunk 2048 had half the ITL of chunk 8192."),
]


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=[t[:40] for _, t, _ in FRAMES])
def test_true_statement_is_read_completely_and_net_true(name, true, twins, wit):
    assert_read_net_true(grade(wit, name, true))


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=[t[:40] for _, t, _ in FRAMES])
def test_twisted_twins_are_never_net_true(name, true, twins, wit):
    for twin in twins:
        assert_never_net_true(grade(wit, name, twin), twin)


@pytest.mark.parametrize("name,s", FALSE)
def test_another_client_is_false(name, s, wit):
    res = grade(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("name,s", UNDECIDED)
def test_a_client_the_record_cannot_decide_is_not_yet(name, s, wit):
    res = grade(wit, name, s)
    assert_never_false(res, s)
    assert_never_net_true(res, s)
