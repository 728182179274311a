""""N concurrent users" in a scope is the load generator's clients -- the concurrency setting the scope reads and checks
-- not a claim about real users (vocabulary.LOAD_CLIENT_ADJECTIVES; held-out suite held18: a proof-of-concept scope
"150 requests ... at 24 concurrent users" held back every statement of its battery as an unverifiable "users" fact).

The witness (worked out by hand): both arms declare concurrency 24; vLLM 2.0 req/s, TGI 1.0 req/s, 10 requests each.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (  # noqa: E402
    assert_never_false, assert_never_net_true, assert_read_net_true, seal_spec,
)
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

TRUE = "vLLM has 2x the throughput of TGI."


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    arms = [A("vllm", "vLLM", thr=2.0, settings={"engine": "vLLM", "concurrency": 24}),
            A("tgi", "TGI", thr=1.0, settings={"engine": "TGI", "concurrency": 24})]
    return seal_spec(tmp_path_factory, "load_clients", "e", arms, engine=None)


@pytest.mark.parametrize("scope", ["10 requests per arm at 24 concurrent users", "24 concurrent users",
                                   "10 requests per arm, 24 parallel users"])
def test_concurrent_users_are_the_checked_concurrency(wit, scope):
    assert_read_net_true(grade_statement(TRUE, wit, scope))


@pytest.mark.parametrize("scope", ["10 requests per arm at 32 concurrent users", "at 12 concurrent users"])
def test_another_concurrency_of_users_is_false(wit, scope):
    res = grade_statement(TRUE, wit, scope)
    assert res.verdict == "false", (scope, res.reason)


@pytest.mark.parametrize("scope", ["for our users", "24 simulated users", "what users see in production",
                                   "24 concurrent users in production"])
def test_real_users_stay_unverifiable(wit, scope):
    res = grade_statement(TRUE, wit, scope)
    assert_never_net_true(res, scope)
    assert_never_false(res, scope)


@pytest.mark.parametrize("scope", ["a single-node deployment, 24 concurrent users", "an 8-GPU vLLM deployment",
                                   "a test deployment at 24 concurrent users", "a vLLM deployment"])
def test_deployment_as_the_runs_own_setup(wit, scope):
    """"deployment" after the run's own setup words (a node or GPU count, an engine, "test") is the setup's head noun."""
    assert_read_net_true(grade_statement(TRUE, wit, scope))


@pytest.mark.parametrize("scope", ["a production deployment", "our deployment", "customer deployment",
                                   "every deployment", "a single-node deployment in production"])
def test_a_deployment_the_witness_cannot_see_stays_unverifiable(wit, scope):
    res = grade_statement(TRUE, wit, scope)
    assert_never_net_true(res, scope)
    assert_never_false(res, scope)
