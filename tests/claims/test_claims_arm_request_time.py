"""An arm as the subject of its requests' time (issue 16; grammar production arm_request_time).

"vLLM returns the first token after 250 ms" (TTFT), "TGI needed 4 s per request on average", "TGI takes 4 seconds per
answer", "On average, vLLM needed 2 s per request" (end-to-end latency), "With vLLM, an 8-token answer takes 2 s" (only
where every completed request produced exactly 8 tokens: the fact answer_len; else the value is not graded). A time
"per request" has a second meaning, the arm's wall time per completed request (1 / throughput): false only when both
meanings are contradicted (quantities._per_request_meaning).

Witnesses worked out by hand (``uniform``: 8 tasks dealt round-robin to 4 lanes, two per lane, each lane spanning the
wall in equal parts):

* ``wit``: vLLM wall 4.0 s -> every request 4.0 / 2 = 2.0 s end to end, TTFT 0.25 s, 8 / 4.0 = 2 req/s (so 0.5 s of
  wall per request); TGI wall 8.0 s -> every request 4.0 s, TTFT 0.5 s, 1 req/s (1.0 s of wall per request). Every
  completed request produced 8 tokens. Every statistic of a per-request metric is that one value.
* ``mixed``: the same times, but odd tasks produced 8 tokens and even ones 4 (in both arms): an "8-token answer" is
  only half of them.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402

ARMS = {"vLLM": {"aliases": [], "workers": 4, "role": "treatment", "settings": {"concurrency": 4}},
        "TGI": {"aliases": [], "workers": 4, "role": "baseline", "settings": {"concurrency": 4}}}
SCOPE = "SmolLM2-135M on one CPU host, 8 tasks per arm"


def _bundle(root, completion=None) -> str:
    rows = uniform("vLLM", 8, 4.0, 4, ttft=0.25, completion=completion) \
        + uniform("TGI", 8, 8.0, 4, ttft=0.5, completion=completion)
    return str(seal(root / "w", ab_witness(ARMS, inputs={"tasks": 8}), {"rows.jsonl": rows}))


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    return _bundle(tmp_path_factory.mktemp("arm_request_time"))


@pytest.fixture(scope="module")
def mixed(tmp_path_factory) -> str:
    return _bundle(tmp_path_factory.mktemp("arm_request_time_mixed"), completion=lambda t: 8 if t % 2 else 4)


def _negated(s: str) -> str:
    return "It is not true that " + s[0].lower() + s[1:]


#: (true statement, twins: x1.5 and x0.5, the arms swapped, a modal / future form, a negated verb)
CASES = [
    ("vLLM returns the first token after 250 ms.",
     ["vLLM returns the first token after 375 ms.", "vLLM returns the first token after 125 ms.",
      "TGI returns the first token after 250 ms.", "vLLM could return the first token after 250 ms.",
      "vLLM never returns the first token after 250 ms.", "vLLM does not return the first token after 250 ms.",
      "vLLM is expected to return the first token after 250 ms."]),
    ("TGI streams its first token within 600 ms.",
     ["TGI streams its first token within 300 ms.", "vLLM streams its first token within 200 ms.",
      "TGI would stream its first token within 600 ms."]),
    ("At the median, vLLM returns the first token after 250 ms.",
     ["At the median, TGI returns the first token after 250 ms.",
      "At the median, vLLM returns the first token after 375 ms."]),
    ("TGI needed 4 s per request on average.",
     ["TGI needed 6 s per request on average.", "TGI needed 2 s per request on average.",
      "vLLM needed 4 s per request on average.", "TGI would need 4 s per request on average.",
      "TGI never needed 4 s per request on average."]),
    ("TGI takes 4 seconds per answer.",
     ["TGI takes 6 seconds per answer.", "TGI takes 2 seconds per answer.", "vLLM takes 4 seconds per answer.",
      "TGI could take 4 seconds per answer.", "TGI is expected to take 4 seconds per answer."]),
    ("On average, vLLM needed 2 s per request.",
     ["On average, vLLM needed 3 s per request.", "On average, TGI needed 2 s per request.",
      "On average, vLLM would need 2 s per request."]),
    ("vLLM requires about 2 s per query.",
     ["vLLM requires about 3 s per query.", "TGI requires about 2 s per query."]),
    ("At concurrency 4, vLLM took 2 s per request in the worst case.",
     ["At concurrency 8, vLLM took 2 s per request in the worst case.",
      "At concurrency 4, TGI took 2 s per request in the worst case."]),
    ("With vLLM, an 8-token answer takes 2 s.",
     ["With vLLM, an 8-token answer takes 3 s.", "With TGI, an 8-token answer takes 2 s.",
      "With vLLM, a 16-token answer takes 2 s.", "With vLLM, an 8-token answer would take 2 s."]),
    ("On TGI, each 8-token response took 4 s on average.",
     ["On TGI, each 8-token response took 6 s on average.", "On vLLM, each 8-token response took 4 s on average.",
      "On TGI, each 4-token response took 4 s on average."]),
]


@pytest.mark.parametrize("true,twins", CASES, ids=[c[0][:50] for c in CASES])
def test_an_arm_request_time_reads_and_its_twins_do_not(true, twins, wit):
    res = grade_statement(true, wit, SCOPE)
    assert_read_net_true(res)
    for twin in twins + [_negated(true)]:
        assert_never_net_true(grade_statement(twin, wit, SCOPE), twin)


@pytest.mark.parametrize("statement", [
    "vLLM needed 0.5 s per request on average.",   # 4.0 s of wall / 8 requests: the amortized meaning holds
    "TGI takes 1 second per request.",             # 8.0 s / 8
])
def test_the_amortized_meaning_of_a_time_per_request_is_never_accused(statement, wit):
    res = grade_statement(statement, wit, SCOPE)
    assert res.verdict == "not-yet", (res.verdict, res.reason)


@pytest.mark.parametrize("statement", [
    "vLLM needed 1 s per request on average.",     # e2e 2.0 s, wall per request 0.5 s: both contradict
    "TGI takes 2 seconds per answer.",              # e2e 4.0 s, wall per request 1.0 s
    "vLLM returns the first token after 500 ms.",   # every TTFT is 250 ms
])
def test_a_time_both_meanings_contradict_is_false(statement, wit):
    assert grade_statement(statement, wit, SCOPE).verdict == "false", statement


@pytest.mark.parametrize("statement", [
    "vLLM took 4 s.",                               # the run's wall time (read as before), not a request's
    "vLLM needed 2 s.",                             # no per-request tail: not this frame
    "vLLM completes in 2 s.",
    "If vLLM returns the first token after 250 ms, ...",
    "Does vLLM return the first token after 250 ms?",
])
def test_what_the_frame_leaves_alone(statement, wit):
    res = grade_statement(statement, wit, SCOPE)
    assert_never_false(res, statement)
    if statement != "vLLM took 4 s.":
        assert res.verdict == "not-yet", statement


@pytest.mark.parametrize("statement", [
    "With vLLM, an 8-token answer takes 2 s.", "With vLLM, an 8-token answer takes 3 s.",
    "On TGI, each 8-token response took 4 s on average.", "On TGI, each 8-token response took 1 s on average.",
])
def test_an_answer_length_not_every_request_has_is_never_graded(statement, mixed):
    """Half the answers have 4 tokens: the times of the 8-token ones are not told apart, so neither a true nor a
    wrong time of an 8-token answer is graded (not-yet, never false)."""
    assert grade_statement(statement, mixed, SCOPE).verdict == "not-yet", statement


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(verb=st.sampled_from(["takes", "took", "needs", "needed", "requires", "required", "spends", "spent"]),
       tail=st.sampled_from(["request", "answer", "query", "response", "completion", "prompt"]),
       arm=st.sampled_from(["vLLM", "TGI"]), factor=st.sampled_from([0.3, 0.6, 1.5, 1.8, 3.0]))
def test_a_time_per_request_is_its_arms_and_a_scaled_one_never_net_true(verb, tail, arm, factor, wit):
    """By hand: every vLLM request 2.0 s, every TGI request 4.0 s. The true time is net-true for every verb and
    tail; that time scaled outside the stated precision is never net-true."""
    e2e = 2.0 if arm == "vLLM" else 4.0
    true = grade_statement(f"{arm} {verb} {e2e:g} s per {tail}.", wit, SCOPE)
    assert true.verdict == "net-true", (verb, tail, arm, true.reason)
    twin = grade_statement(f"{arm} {verb} {e2e * factor:g} s per {tail}.", wit, SCOPE)
    assert twin.verdict != "net-true", (verb, tail, arm, factor)
