"""An arm's time for its whole set of requests, counts over every arm, and a generic subject for the system under an
arm (issue 16; claimcheck/claims/whole_run.py, grammar productions whole_run_time, quantified_arms, system_subject).

Witnesses worked out by hand (``uniform``: n tasks dealt round-robin to the lanes, each lane spanning the arm's wall;
every completed request produced 8 output tokens; one run per arm unless said):

* ``eng``: vLLM (engine vllm, baseline) 128 requests, wall 80 s -> 128 / 80 = 1.6 req/s, 1024 / 80 = 12.8 tok/s;
  SGLang (engine sglang) 128 requests, wall 64 s -> 2.0 req/s, 16 tok/s. 256 requests in all, none failed.
* ``conc``: c1 (concurrency 1, one lane) 64 requests, wall 256 s -> 0.25 req/s, 512 / 256 = 2 tok/s; c32
  (concurrency 32) 64 requests, wall 20 s -> 3.2 req/s, 512 / 20 = 25.6 tok/s.
* ``thr``: t4 (threads 4) 20 requests, wall 160 s -> 160 tokens / 160 s = 1 tok/s; t16 (threads 16) 20 requests,
  wall 64 s -> 160 / 64 = 2.5 tok/s.
* ``apc``: nocache (prefix_caching off) 100 requests, wall 100 s -> 1.0 req/s; cached (on) 100 requests, wall 80 s
  -> 1.25 req/s.
* ``runs``: vLLM and SGLang, two runs each of 64 requests, walls 40 s (vLLM) and 32 s (SGLang) in both runs: one
  run's set is 64 requests in 40 s; the 128 requests of vLLM's two runs are two sets, never one set of 128.
* ``fail``: as ``eng``, but vLLM's tasks 3 and 7 failed (lane 3; its last task still ends at 80 s): vLLM completed
  126 of 128, SGLang 128 of 128.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402


def _arms(key, pairs):
    roles = ["baseline"] + ["treatment"] * (len(pairs) - 1)
    return {n: {"aliases": [], "workers": 4, "role": r, "settings": {key: v} if key else v}
            for (n, v), r in zip(pairs, roles)}


ENG = _arms(None, [("vLLM", {"engine": "vllm"}), ("SGLang", {"engine": "sglang"})])
SCOPES = {"eng": "one CPU host, 128 requests per arm", "conc": "one CPU host, 64 requests per arm",
          "thr": "one CPU host, 20 requests per arm", "apc": "one CPU host, 100 requests per arm",
          "runs": "one CPU host, 64 requests per arm and run", "fail": "one CPU host, 128 requests per arm"}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("whole_run")

    def w(name, arms, rows, n, **extra):
        return str(seal(root / name, ab_witness(arms, inputs={"tasks": n}, **extra), {"rows.jsonl": rows}))

    return {
        "eng": w("eng", ENG, uniform("vLLM", 128, 80.0, 4) + uniform("SGLang", 128, 64.0, 4), 128),
        "conc": w("conc", _arms("concurrency", [("c1", 1), ("c32", 32)]),
                  uniform("c1", 64, 256.0, 1) + uniform("c32", 64, 20.0, 4), 64),
        "thr": w("thr", _arms("threads", [("t4", 4), ("t16", 16)]),
                 uniform("t4", 20, 160.0, 4) + uniform("t16", 20, 64.0, 4), 20),
        "apc": w("apc", _arms("prefix_caching", [("nocache", False), ("cached", True)]),
                 uniform("nocache", 100, 100.0, 4) + uniform("cached", 100, 80.0, 4), 100),
        "runs": w("runs", ENG, [r for run in (1, 2) for r in uniform("vLLM", 64, 40.0, 4, run=run)
                                + uniform("SGLang", 64, 32.0, 4, run=run)], 64, repeats=2),
        "fail": w("fail", ENG, uniform("vLLM", 128, 80.0, 4, failed=(3, 7)) + uniform("SGLang", 128, 64.0, 4), 128),
    }


def _grade(wit, name: str, text: str, scope: str | None = None):
    return grade_statement(text, wit[name], SCOPES[name] if scope is None else scope)


def _neg(s: str) -> str:
    return "It is not true that " + s[0].lower() + s[1:]


#: (witness, true statement, twins: x1.5 / x0.5, arms swapped, a wrong count (x1.5, the total, another), a wrong
#: engine / GPU / setting, a condition only one arm ran under, a modal or negated verb; the negation is added)
CASES = [
    # 1. whole-run time per arm
    ("eng", "vLLM needs 80 s to finish the 128 requests; SGLang needs 64 s.",
     ["vLLM needs 120 s to finish the 128 requests; SGLang needs 64 s.",
      "vLLM needs 40 s to finish the 128 requests; SGLang needs 64 s.",
      "vLLM needs 80 s to finish the 128 requests; SGLang needs 96 s.",
      "vLLM needs 80 s to finish the 128 requests; SGLang needs 32 s.",
      "SGLang needs 80 s to finish the 128 requests; vLLM needs 64 s.",
      "vLLM needs 80 s to finish the 100 requests; SGLang needs 64 s.",
      "vLLM needs 80 s to finish the 192 requests; SGLang needs 64 s.",
      "vLLM needs 80 s to finish the 256 requests; SGLang needs 64 s.",
      "vLLM needs 80 s to finish the 128 requests on an H100; SGLang needs 64 s.",
      "vLLM needs 80 s to finish the 128 requests at concurrency 64; SGLang needs 64 s.",
      "vLLM would need 80 s to finish the 128 requests; SGLang needs 64 s."]),
    ("eng", "vLLM finishes the 128 requests in 80 s.",
     ["vLLM finishes the 128 requests in 120 s.", "vLLM finishes the 128 requests in 40 s.",
      "SGLang finishes the 128 requests in 80 s.", "vLLM finishes the 192 requests in 80 s.",
      "vLLM finishes all 100 requests in 80 s.", "vLLM finishes all 256 requests in 80 s.",
      "vLLM does not finish the 128 requests in 80 s.", "vLLM could finish the 128 requests in 80 s.",
      "TGI finishes the 128 requests in 80 s.", "vLLM finishes the 128 requests in 80 s on 8x H100.",
      "vLLM 0.9.0 finishes the 128 requests in 80 s.", "On Qwen3-8B, vLLM finishes the 128 requests in 80 s."]),
    ("eng", "SGLang takes about 64 seconds to process all of the 128 prompts.",
     ["SGLang takes about 96 seconds to process all of the 128 prompts.",
      "vLLM takes about 64 seconds to process all of the 128 prompts.",
      "SGLang takes about 64 seconds to process all of the 64 prompts."]),
    ("eng", "vLLM needs about 80 s to finish the whole benchmark.",
     ["vLLM needs about 120 s to finish the whole benchmark.", "SGLang needs about 80 s to finish the whole benchmark."]),
    ("conc", "The c32 run finishes all 64 requests in 20 seconds, versus 256 seconds at concurrency 1.",
     ["The c32 run finishes all 64 requests in 30 seconds, versus 256 seconds at concurrency 1.",
      "The c32 run finishes all 64 requests in 10 seconds, versus 256 seconds at concurrency 1.",
      "The c32 run finishes all 64 requests in 20 seconds, versus 384 seconds at concurrency 1.",
      "The c32 run finishes all 64 requests in 20 seconds, versus 128 seconds at concurrency 1.",
      "The c1 run finishes all 64 requests in 20 seconds, versus 256 seconds at concurrency 32.",
      "The c32 run finishes all 64 requests in 256 seconds, versus 20 seconds at concurrency 1.",
      "The c32 run finishes all 96 requests in 20 seconds, versus 256 seconds at concurrency 1.",
      "The c32 run finishes all 128 requests in 20 seconds, versus 256 seconds at concurrency 1.",
      "The c32 run finishes all 64 requests in 20 seconds, versus 256 seconds at concurrency 8."]),
    ("thr", "16 threads complete the 20-request set in 64 s, compared with 160 s at 4 threads.",
     ["16 threads complete the 20-request set in 96 s, compared with 160 s at 4 threads.",
      "16 threads complete the 20-request set in 32 s, compared with 160 s at 4 threads.",
      "16 threads complete the 20-request set in 64 s, compared with 240 s at 4 threads.",
      "4 threads complete the 20-request set in 64 s, compared with 160 s at 16 threads.",
      "16 threads complete the 30-request set in 64 s, compared with 160 s at 4 threads.",
      "16 threads complete the 40-request set in 64 s, compared with 160 s at 4 threads.",
      "8 threads complete the 20-request set in 64 s, compared with 160 s at 4 threads."]),
    ("thr", "With 4 threads, the run takes 160 s to complete the set.",
     ["With 4 threads, the run takes 240 s to complete the set.",
      "With 16 threads, the run takes 160 s to complete the set."]),
    ("apc", "The cached run finished the benchmark in 80 seconds instead of 100.",
     ["The cached run finished the benchmark in 120 seconds instead of 100.",
      "The cached run finished the benchmark in 80 seconds instead of 150.",
      "The cached run finished the benchmark in 80 seconds instead of 50.",
      "The uncached run finished the benchmark in 80 seconds instead of 100.",
      "The cached run finished the benchmark in 100 seconds instead of 80."]),
    ("runs", "vLLM needs 40 s to finish the 64 requests; SGLang needs 32 s.",
     ["vLLM needs 80 s to finish the 128 requests; SGLang needs 64 s.",
      "vLLM needs 40 s to finish the 128 requests; SGLang needs 32 s.",
      "vLLM needs 60 s to finish the 64 requests; SGLang needs 32 s."]),
    # production more_time keeps its own frame (80 / 64 = 1.25): a multiplier is no duration of whole_run_time's
    ("eng", "vLLM needs 1.25x more time to finish all the requests than SGLang.",
     ["vLLM needs 2x more time to finish all the requests than SGLang.",
      "SGLang needs 1.25x more time to finish all the requests than vLLM.",
      "vLLM needs 1.25x less time to finish all the requests than SGLang."]),
    ("fail", "SGLang finishes all 128 requests in 64 s.",
     ["vLLM finishes all 128 requests in 80 s.", "SGLang finishes all 128 requests in 96 s."]),
    # 2. counts over every arm
    ("eng", "Both engines completed all 128 requests without errors.",
     ["Both engines completed all 192 requests without errors.",
      "Both engines completed all 64 requests without errors.",
      "Both engines completed all 100 requests without errors.",
      "Both engines completed all 256 requests without errors.",
      "Both engines completed all 128 requests without errors at concurrency 64.",
      "Both engines completed all 128 requests without errors on an H100."]),
    ("eng", "No request failed in either configuration.",
     ["A request failed in either configuration.", "No request succeeded in either configuration."]),
    ("eng", "No request failed in either engine.", ["Some request failed in either engine."]),
    ("eng", "Each configuration served all 128 requests.",
     ["Each configuration served all 192 requests.", "Each configuration served all 100 requests.",
      "Each configuration served all 256 requests."]),
    ("eng", "Every engine completed all 128 requests.", ["Every engine completed all 127 requests."]),
    ("eng", "All 256 requests completed.", ["All 384 requests completed.", "All 255 requests completed."]),
    ("eng", "All 128 requests completed.", ["All 100 requests completed.", "All 192 requests completed."]),
    ("fail", "SGLang completed all 128 requests.", ["Both engines completed all 128 requests without errors.",
                                                    "No request failed in either engine.",
                                                    "Each configuration served all 128 requests."]),
    # 3. a generic subject for the system under an arm
    ("thr", "Using 4 threads, the model produces 1 tok/s.",
     ["Using 4 threads, the model produces 1.5 tok/s.", "Using 4 threads, the model produces 0.5 tok/s.",
      "Using 16 threads, the model produces 1 tok/s.", "Using 8 threads, the model produces 1 tok/s.",
      "Using 4 threads, the model could produce 1 tok/s."]),
    ("thr", "With 16 threads, the model generates 2.5 tokens per second.",
     ["With 16 threads, the model generates 3.75 tokens per second.",
      "With 4 threads, the model generates 2.5 tokens per second."]),
    ("apc", "With prefix caching on, the server handles 1.25 req/s.",
     ["With prefix caching on, the server handles 1.875 req/s.", "With prefix caching on, the server handles 0.625 req/s.",
      "With prefix caching off, the server handles 1.25 req/s."]),
    ("apc", "With prefix caching on, the deployment handles 1.25 req/s.",
     ["With prefix caching off, the deployment handles 1.25 req/s."]),
    ("conc", "At concurrency 32 the deployment sustains 25.6 output tokens per second.",
     ["At concurrency 32 the deployment sustains 38.4 output tokens per second.",
      "At concurrency 32 the deployment sustains 12.8 output tokens per second.",
      "At concurrency 1 the deployment sustains 25.6 output tokens per second.",
      "At concurrency 32 the deployment sustains 25.6 output tokens per second on an H100.",
      "At concurrency 32 the deployment could sustain 25.6 output tokens per second."]),
    ("conc", "At concurrency 32 the service delivers 3.2 requests per second.",
     ["At concurrency 32 the service delivers 4.8 requests per second.",
      "At concurrency 1 the service delivers 3.2 requests per second."]),
]


@pytest.mark.parametrize("name,true,twins", CASES, ids=[f"{c[0]}:{c[1][:48]}" for c in CASES])
def test_a_true_statement_reads_completely_and_its_twins_do_not(name, true, twins, wit):
    res = _grade(wit, name, true)
    assert_read_net_true(res)
    for twin in twins + [_neg(true)]:
        assert_never_net_true(_grade(wit, name, twin), twin)


@pytest.mark.parametrize("name,true", [(c[0], c[1]) for c in CASES[:4] + CASES[10:11]])
def test_a_wrong_scope_is_never_net_true(name, true, wit):
    for scope in ("8x H100, 128 requests per arm", "Llama-3.1-70B on one CPU host", "one CPU host, 200 requests per arm"):
        assert_never_net_true(_grade(wit, name, true, scope), scope)


@pytest.mark.parametrize("name,statement", [
    ("eng", "Both engines completed all 256 requests."),   # 2 x 128: each or together? never false
    ("eng", "Each arm completed all 256 requests."),
    ("eng", "vLLM needs 80 s to finish 128 requests."),    # no determiner: the whole set or some 128?
    ("eng", "vLLM needs 80 s to finish the first 128 requests."),
    ("eng", "vLLM needs 80 s to finish each request."),
    ("eng", "vLLM needs 80 s."),                           # no object: a request's time or the run's?
    ("eng", "vLLM needs 80 s to finish the 128 requests. SGLang needs 64 s."),  # another sentence
    ("eng", "SGLang needs 64 s; vLLM needs 80 s to finish the 128 requests."),  # the bare form first
    ("eng", "vLLM needs 80 s to load the model."),
    ("conc", "At concurrency 32 all 64 requests finish in 20 seconds."),  # each request, or the set?
    ("thr", "The model produces 1 tok/s."),                # no arm
])
def test_what_stays_unread_is_never_false(name, statement, wit):
    assert _grade(wit, name, statement).verdict == "not-yet", statement


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(arm=st.sampled_from([("vLLM", 80), ("SGLang", 64)]),
       form=st.sampled_from(["{a} needs {t} s to finish the {n} requests.", "{a} finishes the {n} requests in {t} s.",
                             "{a} completed all {n} requests in {t} seconds.", "{a} took {t} s to serve all {n} prompts.",
                             "{a} requires {t} s to process the {n}-request set."]),
       tf=st.sampled_from([1.0, 0.5, 0.75, 1.5, 2.0]), nf=st.sampled_from([1.0, 0.5, 1.5, 2.0]))
def test_the_set_and_its_time_hold_together(arm, form, tf, nf, wit):
    """Net-true exactly when both the time and the count are the arm's own (80 s / 64 s, 128 requests); a true one is
    read completely, and no wrong one is net-true."""
    a, t = arm
    res = _grade(wit, "eng", form.format(a=a, t=f"{t * tf:g}", n=f"{128 * nf:g}"))
    if tf == 1.0 and nf == 1.0:
        assert res.verdict == "net-true", (res.reason, [(q.outcome, q.text, q.detail) for q in res.quantities])
    else:
        assert res.verdict != "net-true"
