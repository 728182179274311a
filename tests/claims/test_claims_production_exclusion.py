"""A scope that excludes what no witness records narrows the claim, it does not block it (falsebar._NOT_DEPLOYED;
held-out suite: a scope ending "not a production traffic measurement" held back every statement of a battery as an
unverifiable "production" fact).

The documented rule (docs/claim-check.md, "Context facts" and "The false bar"): from --scope the reader takes what it
states checkably, and what the witness cannot speak to (production, a date) is `not-yet`; an exclusion in a scope only
narrows the claim. Decision: an exclusion of production (or of real-world / live / customer / fleet traffic) says the
numbers come from the run the witness records and not from production; it asserts nothing the witness would have to
record, so it is a disclaimer that holds (its words read). A positive production scope ("measured in production",
"production traffic") still asserts what no witness records: `not-yet`, as before.

The witness (worked out by hand): vLLM 2.0 req/s, TGI 1.0 req/s, 10 requests each: vLLM has 2x TGI's throughput.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true, seal_spec  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

TRUE = "vLLM has 2x the throughput of TGI."
TWINS = ["vLLM has 4x the throughput of TGI.", "TGI has 2x the throughput of vLLM.",
         "It is not true that vLLM has 2x the throughput of TGI."]
BASE = "10 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    arms = [A("vllm", "vLLM", thr=2.0, settings={"engine": "vLLM"}), A("tgi", "TGI", thr=1.0, settings={"engine": "TGI"})]
    return seal_spec(tmp_path_factory, "prod_excl", "e", arms, engine=None)


EXCLUSIONS = ["not a production traffic measurement", "not production traffic", "not measured in production",
              "non-production numbers", "not a production benchmark", "these are not production numbers",
              "not a real-world deployment", "no production traffic", "not from production",
              "not a fleet-wide number", "not fleet-scale numbers",
              # a held-out capacity plan's honest scope (held14 development half): the test's kind before "test"
              "not a production SLO test", "not a production stress test", "not a production capacity test",
              # where a replayed workload came from (held14 / held15 development halves): a replay is a run of its own
              "a replay of long prod prompts (3k-7k tokens)", "replay of 10 production-shaped prompts",
              "replaying production traces", "a replay of production traffic"]


@pytest.mark.parametrize("scope", EXCLUSIONS)
def test_an_exclusion_of_production_narrows_the_claim(wit, scope):
    assert_read_net_true(grade_statement(TRUE, wit, f"{BASE}; {scope}"))
    for twin in TWINS:
        assert_never_net_true(grade_statement(twin, wit, f"{BASE}; {scope}"), twin)


@pytest.mark.parametrize("scope", ["in production", "production traffic", "measured in production, not a lab",
                                   "not a lab test but production traffic", "production prompts",
                                   "production-grade traffic", "production and production-like prompts",
                                   "a production SLO test", "production SLO traffic",
                                   "replay of long prompts in production", "replay of prod prompts, in prod",
                                   "not a replay of production traffic"])
def test_a_production_scope_is_still_unverifiable(wit, scope):
    res = grade_statement(TRUE, wit, f"{BASE}; {scope}")
    assert res.verdict == "not-yet", (scope, res.verdict, res.reason)


@pytest.mark.parametrize("scope", ["replay of 20 production-like prompts with 4 concurrent clients",
                                   "prod-like traffic replayed offline", "production-style prompts",
                                   "Production-like prompts; not a production traffic measurement"])
def test_a_production_like_workload_describes_the_prompts(wit, scope):
    # "production-like" is an adjective of the replayed workload, as "realistic prompts" or "chat prompts" (which the
    # reader has always taken as a description of the run): it claims no production measurement (held-out suite: a
    # scope "replay of 20 production-like prompts ...; not a production traffic measurement" held back every statement)
    assert_read_net_true(grade_statement(TRUE, wit, f"{BASE}; {scope}"))
    for twin in TWINS:
        assert_never_net_true(grade_statement(twin, wit, f"{BASE}; {scope}"), twin)
