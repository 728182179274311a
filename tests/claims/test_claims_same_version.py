""""Same SGLang version" where the witness records one engine version for the whole run: its own ``engine_version``
(the field request_ab and the vLLM importer write) or an arm's own ``arms[NAME].engine_version``
(claimcheck/claims/descriptors.py ``_check_same_version``).

Before: only a version in the arms' settings or an engine record's ``version`` counted, so "Same GPU, same SGLang
version, same prompts." about a witness that records ``engine_version: 0.3.6`` once was not-yet.

The witness (worked out by hand; SGLang 0.3.6, 10 requests per arm): awq 2.5 req/s, fp16 (the baseline) 1.5 req/s:
2.5 / 1.5 = 1.67x.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

S = "AWQ delivers 1.67x the request throughput of FP16"


def _arms(**own):
    return [A("awq", "AWQ", thr=2.5, settings={"quantization": "awq"}, **own.get("awq", {})),
            A("fp16", "FP16", thr=1.5, role="baseline", settings={"quantization": "fp16"}, **own.get("fp16", {}))]


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    root = tmp_path_factory.mktemp("samever")
    w, files = witness_for(Spec("top", _arms(), key="", engine="SGLang"))
    w["engine_version"] = "0.3.6"
    both, files2 = witness_for(Spec("own", _arms(awq={"engine_version": "0.3.6"}, fp16={"engine_version": "0.3.6"}),
                                    key="", engine="SGLang"))
    differ, files3 = witness_for(Spec("differ", _arms(awq={"engine_version": "0.3.6"}, fp16={"engine_version": "0.3.5"}),
                                      key="", engine="SGLang"))
    return {"top": str(seal(root / "top", w, files)), "own": str(seal(root / "own", both, files2)),
            "differ": str(seal(root / "differ", differ, files3))}


@pytest.mark.parametrize("name", ["top", "own"])
@pytest.mark.parametrize("tail", [". Same GPU, same SGLang version, same prompts.", " (same SGLang version)."])
def test_one_recorded_version_is_the_same_version(wit, name, tail):
    assert_read_net_true(grade_statement(S + tail, wit[name], "10 requests per arm"))


def test_arms_that_record_two_versions_are_never_the_same_version(wit):
    res = grade_statement(S + ". Same GPU, same SGLang version, same prompts.", wit["differ"], "10 requests per arm")
    assert_never_net_true(res, "differ")


@pytest.mark.parametrize("name", ["top", "own"])
def test_twins_are_never_net_true(wit, name):
    for twin in ["FP16 delivers 1.67x the request throughput of AWQ. Same GPU, same SGLang version, same prompts.",
                 "AWQ delivers 3.3x the request throughput of FP16. Same GPU, same SGLang version, same prompts."]:
        assert_never_net_true(grade_statement(twin, wit[name], "10 requests per arm"), twin)
    assert_never_false(grade_statement(S + ". Same GPU, same SGLang version, same prompts.", wit[name],
                                       "10 requests per arm"), name)
