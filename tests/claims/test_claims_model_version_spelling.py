"""A model id spells its version with "_" between digits ("internlm/internlm2_5-20b-chat"); a write-up writes the
dot ("InternLM2.5-20B-Chat"). Both are one name (claimcheck/claims/statistics.py ``_dotted``, used by ``_norm`` and
``_family``).

Before: the honest scope "InternLM2.5-20B-Chat, 40 requests at concurrency 8" graded a true statement **false** (the
family's version was read as "2" from the id, so "2.5" was another release): an accusation from a spelling. Now the
name is the witness's own; another release ("InternLM3") or size ("7B") is still contradicted, and the series alone
("InternLM2") is not-yet, as before.

The witness (worked out by hand; LMDeploy, 10 requests per arm of 200 output tokens, every request of an arm alike):
tp2 (treatment): TTFT 0.30 s, TPOT 32 ms; tp1 (baseline): TTFT 0.50 s, TPOT 50 ms. Mean TPOT 50 -> 32 ms.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, sealed_fixture  # noqa: E402,E501
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("tp2", "TP2", ttft=0.30, tpot=0.032, tok=200, settings={"tensor_parallel_size": 2}),
        A("tp1", "TP1", ttft=0.50, tpot=0.050, tok=200, role="baseline", settings={"tensor_parallel_size": 1})]
wit = sealed_fixture("mvs", ARMS, "mvs", model="internlm/internlm2_5-20b-chat", engine="LMDeploy")
STATEMENT = "Mean TPOT drops from 50 ms (TP1) to 32 ms (TP2)."
OWN = ["InternLM2.5-20B-Chat, 10 requests per arm", "internlm2_5-20b-chat, 10 requests per arm",
       "InternLM 2.5 20B Chat served with LMDeploy", "InternLM2.5-20B, 10 requests per arm"]
OTHER = ["InternLM3-20B-Chat, 10 requests per arm", "InternLM2.5-7B-Chat, 10 requests per arm",
         "Qwen2.5-20B-Chat, 10 requests per arm"]


@pytest.mark.parametrize("scope", OWN)
def test_own_model_spelled_with_a_dot_is_the_witness_model(wit, scope):
    assert_read_net_true(grade_statement(STATEMENT, wit, scope))


@pytest.mark.parametrize("scope", OTHER)
def test_another_release_or_size_is_never_net_true(wit, scope):
    assert_never_net_true(grade_statement(STATEMENT, wit, scope), scope)


def test_series_alone_is_never_an_accusation(wit):
    assert_never_false(grade_statement(STATEMENT, wit, "InternLM2-20B-Chat, 10 requests per arm"), "series")
