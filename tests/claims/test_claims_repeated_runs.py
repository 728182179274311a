"""Repeated runs per arm (issue #16; claimcheck/claims/run_agreement.py, statistics.like_for_like, the count of each
arm over its runs in quantities.QuantityChecker):

* a comparison that holds on the values pooled over the runs stands where the bootstrap interval over two runs
  straddles 1.0 but every run, paired by its label, agrees in direction (the detail names each run's ratio); where a
  run disagrees it stays inconclusive;
* runs that split the tasks (each run its own ids, "r1-q00" .. "r2-q07") are like for like where run k of both arms
  ran the same tasks (Q1); a treatment whose run 1 ran the baseline's run-2 tasks is not;
* "16 requests per arm" of two runs of 8 per arm: no run has 16 and each arm's runs together do, one meaning: agrees;
  a count no meaning gives is never net-true.

Witnesses by hand: two arms (chunked prefill, the main branch), one worker, 8 requests per run back to back, every
request of a run the same duration d with TTFT 0.2 d, two runs per arm.
agree: chunked d = 0.8 s, 1.2 s; main d = 1.0 s, 1.5 s. Throughput per run: chunked 1.25, 0.8333 req/s; main 1.0,
  0.6667; pooled (16 requests / summed wall) chunked 16/16 = 1.0, main 16/20 = 0.8: 1.25x, 25% higher; every run
  1.25x (the bootstrap of per-run means straddles 1.0: 0.8333/1.0). Mean TTFT pooled chunked (0.16 + 0.24)/2 =
  0.2 s, main (0.2 + 0.3)/2 = 0.25 s: 20% lower, every run 0.8x.
same: agree with the same task ids in both runs (q00 .. q07).
mixed: chunked d = 1.05 s, 1.0 s; main as agree. Pooled throughput chunked 16/16.4 = 0.97561, main 0.8: 1.2195x
  (about 22% higher), but run 1 0.952x, run 2 1.5x: the runs disagree. Mean TTFT chunked 0.205 s vs 0.25 s: 18%
  lower, runs 1.05x and 0.667x.
swapped: agree, but chunked's run 1 ran the r2 tasks and its run 2 the r1 tasks.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import ab_witness, seal

N = 8
ARMS = {"chunked": {"aliases": ["chunked prefill"], "workers": 1, "role": "treatment"},
        "main": {"aliases": ["the main branch"], "workers": 1, "role": "baseline"}}
SCOPE = "1x H100, vLLM, 8 prompts per run, two runs per arm; not other GPUs"


def _rows(arm: str, durs: list[float], split: bool = True, swap: bool = False) -> list[dict]:
    out = []
    for k, d in enumerate(durs, 1):
        label = (3 - k) if swap else k
        for i in range(N):
            s = round(i * d, 6)
            out.append({"arm": arm, "task_id": f"r{label}-q{i:02d}" if split else f"q{i:02d}", "start_s": s,
                        "first_token_s": round(s + 0.2 * d, 6), "end_s": round(s + d, 6), "prompt_tokens": 100 + i,
                        "completion_tokens": 10, "cached_tokens": None, "ok": True, "run": k})
    return out


WITNESSES = {
    "agree": (([0.8, 1.2], {}), ([1.0, 1.5], {})),
    "same": (([0.8, 1.2], {"split": False}), ([1.0, 1.5], {"split": False})),
    "mixed": (([1.05, 1.0], {}), ([1.0, 1.5], {})),
    "swapped": (([0.8, 1.2], {"swap": True}), ([1.0, 1.5], {})),
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    root: Path = tmp_path_factory.mktemp("repeated-runs")
    out = {}
    for name, ((ct, ckw), (mn, mkw)) in WITNESSES.items():
        w = ab_witness(ARMS, hardware="1 x NVIDIA H100 80GB HBM3", engine="vLLM", inputs={"tasks": N}, output_cap=16)
        out[name] = str(seal(root / name, w, {"rows.jsonl": _rows("chunked", ct, **ckw) + _rows("main", mn, **mkw)}))
    return out


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


TRUE = [
    "Chunked prefill delivers 1.25x the request throughput of the main branch.",
    "Request throughput: 1.0 req/s with chunked prefill vs 0.8 req/s on the main branch, 25% higher.",
    "Chunked prefill raises request throughput by 25% over the main branch.",
    "Mean TTFT is 20% lower with chunked prefill than with the main branch.",
    "Chunked prefill cuts mean TTFT from 250 ms to 200 ms, a 20% reduction.",
    "Chunked prefill has higher request throughput than the main branch.",
    "Chunked prefill has lower mean TTFT than the main branch.",
    "All 16 requests per arm completed.",
    "16 requests per arm.",
    "Each arm completed 8 requests per run.",
]

TWINS = [
    "Chunked prefill delivers 1.5x the request throughput of the main branch.",
    "The main branch delivers 1.25x the request throughput of chunked prefill.",
    "Request throughput: 1.0 req/s with chunked prefill vs 0.8 req/s on the main branch, 25% lower.",
    "Request throughput: 0.8 req/s with chunked prefill vs 1.0 req/s on the main branch, 25% higher.",
    "Chunked prefill raises request throughput by 40% over the main branch.",
    "Mean TTFT is 20% higher with chunked prefill than with the main branch.",
    "Mean TTFT is 20% lower with the main branch than with chunked prefill.",
    "P99 TTFT is 50% lower with chunked prefill than with the main branch.",
    "Chunked prefill has lower request throughput than the main branch.",
    "Chunked prefill does not have higher request throughput than the main branch.",
    "Chunked prefill has higher mean TTFT than the main branch.",
    "All 32 requests per arm completed.",
    "24 requests per arm.",
]


@pytest.mark.parametrize("name", ["agree", "same"])
@pytest.mark.parametrize("statement", TRUE)
def test_true_statement_on_agreeing_runs_is_net_true(wit, name, statement):
    assert_read_net_true(grade_in(wit, name, statement))


@pytest.mark.parametrize("name", ["agree", "same"])
@pytest.mark.parametrize("statement", TWINS)
def test_twin_is_never_net_true(wit, name, statement):
    assert_never_net_true(grade_in(wit, name, statement), statement)


def test_every_run_is_named_in_the_detail(wit):
    res = grade_in(wit, "agree", "Chunked prefill delivers 1.25x the request throughput of the main branch.")
    q = next(q for q in res.quantities if q.kind == "ratio")
    assert "every run agrees in direction (run 1 1.25x, run 2 1.25x)" in q.detail, q.detail


# runs that disagree in direction: the pooled value alone does not settle it, never an accusation either
MIXED_HONEST = [
    "Chunked prefill delivers about 1.22x the request throughput of the main branch.",
    "Request throughput is about 22% higher with chunked prefill than with the main branch.",
    "Chunked prefill has higher request throughput than the main branch.",
    "Mean TTFT is 18% lower with chunked prefill than with the main branch.",
    "Chunked prefill has lower mean TTFT than the main branch.",
]


@pytest.mark.parametrize("statement", MIXED_HONEST)
def test_runs_that_disagree_stay_not_yet(wit, statement):
    res = grade_in(wit, "mixed", statement)
    assert res.verdict == "not-yet", (statement, res.reason)


@pytest.mark.parametrize("statement", TRUE[:7])
def test_runs_of_other_tasks_are_not_like_for_like(wit, statement):
    res = grade_in(wit, "swapped", statement)
    assert_never_net_true(res, statement)
    q1 = next(q for q in res.questions if q.name == "baseline")
    assert not q1.pass_ and "run 1 ran 8 of the 16 tasks" in q1.detail, q1.detail


@settings(max_examples=30, deadline=None)
@given(x=st.integers(min_value=50, max_value=200))
def test_ratio_slot(wit, x):
    statement = f"Chunked prefill delivers {x / 100:.2f}x the request throughput of the main branch."
    res = grade_in(wit, "agree", statement)
    if x == 125:
        assert_read_net_true(res)
    else:
        assert_never_net_true(res, statement)


@settings(max_examples=30, deadline=None)
@given(n=st.integers(min_value=1, max_value=64))
def test_count_slot(wit, n):
    statement = f"{n} requests per arm."
    res = grade_in(wit, "agree", statement)
    if n in (8, 16):
        assert res.verdict == "net-true", (statement, res.reason)
    else:
        assert_never_net_true(res, statement)
