"""One item (a request, a prompt) as the subject of a time (issue 16; production single_item_time,
claimcheck/claims/single_item.py). Found by tuning battery 33 (llama.cpp on a CPU): "Using -t 16, a 512-token prompt
is processed in 2.0 s" was FALSE (read as the arm's wall time: "wall(t16) = 2", of a 41.75 s run), and "one request
takes 1.07 s" was false as a count of the arm's requests ("tasks = 1", of 20). Both are true of the witness (a per
-item time) and now stay unread (not-yet), never false; the frames that read a whole set ("the benchmark took 6.25
s") or a named per-request time ("a request finishes in 1.07 s": arm_request_time) are unchanged.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows; every request of an arm the same):

* ``cpu`` -- llama.cpp on "AMD EPYC 7763 64-Core Processor", 5 requests per arm run back to back, 512 prompt + 128
  output tokens each. t16 (threads 16, treatment): TTFT 2.0 s, TPOT 50 ms -> e2e 2 + 0.05 * 127 = 8.35 s, wall
  5 * 8.35 = 41.75 s. t4 (threads 4, baseline): TTFT 8.0 s, TPOT 125 ms -> e2e 8 + 0.125 * 127 = 23.875 s, wall
  119.375 s.
* ``apc`` -- vLLM on one H100, 20 requests per arm, 1000 prompt + 100 output tokens. apc_on (prefix caching on,
  treatment): 3.2 req/s -> wall 20 / 3.2 = 6.25 s; TTFT 80 ms, TPOT 10 ms -> e2e 0.08 + 0.99 = 1.07 s. apc_off
  (baseline): 2 req/s -> wall 10 s; TTFT 250 ms -> e2e 1.24 s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, Spec  # noqa: E402

NEG = "It is not true that "
SCOPES = {"cpu": "llama.cpp on one AMD EPYC 7763 (CPU only), 5 requests per arm",
          "apc": "vLLM, Llama-3.1-8B-Instruct on one H100, 20 requests per arm"}
SPECS = {
    "cpu": dict(arms=[A("t16", seq=True, ttft=2.0, tpot=0.05, tok=128, prompt=512, n=5, settings={"threads": 16},
                        role="treatment"),
                      A("t4", seq=True, ttft=8.0, tpot=0.125, tok=128, prompt=512, n=5, settings={"threads": 4},
                        role="baseline")],
                hw="AMD EPYC 7763 64-Core Processor", model="Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf", engine="llama.cpp"),
    "apc": dict(arms=[A("apc_on", thr=3.2, ttft=0.08, tpot=0.01, tok=100, prompt=1000, n=20,
                        settings={"prefix_caching": True}, role="treatment"),
                      A("apc_off", thr=2, ttft=0.25, tpot=0.01, tok=100, prompt=1000, n=20,
                        settings={"prefix_caching": False}, role="baseline")], engine="vLLM"),
}


wit = sealed_fixture("single_item", {name: Spec(name, key="", **kw) for name, kw in SPECS.items()})


def _grade(wit, name: str, text: str):
    return grade_statement(text, wit[name], SCOPES[name])


#: true of the witness, one item's time: never false (they were, on main: wall = 2 s, tasks = 1); with twins
#: (x1.5, x0.5, the other arm) never net-true
ONE_ITEM = [
    ("cpu", "Using -t 16, a 512-token prompt is processed in 2.0 s.",
     ["Using -t 16, a 512-token prompt is processed in 3.0 s.", "Using -t 16, a 512-token prompt is processed in 1.0 s.",
      "Using -t 4, a 512-token prompt is processed in 2.0 s."]),
    ("cpu", "With 16 threads, a single prompt is processed in 2 s.",
     ["With 16 threads, a single prompt is processed in 3 s.", "With 4 threads, a single prompt is processed in 2 s."]),
    ("cpu", "With 4 threads, one request takes 23.9 s.",
     ["With 4 threads, one request takes 35.8 s.", "With 4 threads, one request takes 12 s.",
      "With 16 threads, one request takes 23.9 s."]),
    ("apc", "With APC, one request takes 1.07 s.",
     ["With APC, one request takes 1.6 s.", "With APC, one request takes 0.53 s."]),
    ("apc", "With APC on, each prompt is processed in 80 ms.",
     ["With APC on, each prompt is processed in 120 ms.", "With APC off, each prompt is processed in 80 ms."]),
]


@pytest.mark.parametrize("name,true,twins", ONE_ITEM, ids=[t[:50] for _, t, _ in ONE_ITEM])
def test_one_item_time_is_never_false(wit, name, true, twins):
    r = _grade(wit, name, true)
    assert r.verdict != "false", (true, r.reason)
    for s in twins + [NEG + true[0].lower() + true[1:]]:
        t = _grade(wit, name, s)
        assert t.verdict != "net-true", (s, t.reason)


#: read as before: the whole set's time, a named per-request time, a count of the set
STILL_READ = [
    ("apc", "With APC on, the benchmark took 6.25 s.", ["With APC on, the benchmark took 9.4 s.",
                                                      "With APC off, the benchmark took 6.25 s."]),
    ("cpu", "With 16 threads, the run takes 41.75 s.", ["With 16 threads, the run takes 62 s.",
                                                       "With 4 threads, the run takes 41.75 s."]),
    ("apc", "With APC on, a request finishes in 1.07 s.", ["With APC on, a request finishes in 1.6 s."]),
    ("cpu", "With 4 threads, a single request takes 23.9 s.", ["With 4 threads, a single request takes 12 s."]),
    ("apc", "With APC on, all 20 requests completed.", ["With APC on, all 30 requests completed."]),
]


@pytest.mark.parametrize("name,true,twins", STILL_READ, ids=[t[:50] for _, t, _ in STILL_READ])
def test_whole_set_and_named_times_still_read(wit, name, true, twins):
    r = _grade(wit, name, true)
    assert r.verdict == "net-true" and not r.reading.unread, (true, r.reason)
    for s in twins:
        assert_never_net_true(_grade(wit, name, s), s)


@settings(max_examples=examples(30), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(item=st.sampled_from([("prompt", "2"), ("prompt", "2.0"), ("512-token prompt", "2.0"), ("request", "8.35"),
                             ("request", "8.4"), ("query", "8.35")]),
       det=st.sampled_from(["a", "one", "each", "a single", "every"]),
       verb=st.sampled_from(["is processed in", "takes", "completes in", "finishes in", "took"]))
def test_one_item_never_accuses(wit, item, det, verb):
    """A time that one item of t16 does take (a prompt's 2.0 s to the first token, a request's 8.35 s end to end) is
    never false, whatever the determiner and the verb (a construct may read it as the per-request metric it is)."""
    noun, x = item
    s = f"With 16 threads, {det} {noun} {verb} {x} s."
    r = _grade(wit, "cpu", s)
    assert r.verdict != "false", (s, r.reason)
