"""Q1 on a summary-only result file (client-aggregate: counts and aggregates as the client printed them, no rows)
whose arm printed failed requests (claimcheck/claims/failure_bounds.py, statistics.printed_count).

Before, any printed failure refused every comparison ("printed failed requests: its rates leave them out"). Now the
failures are counted against the winner as on per-request rows, as far as printed aggregates allow: the loser's
failures are left out (they can only narrow the gap), a rate's winner counts its own as zero-output work (as the
printed rate, completed / duration, already does; with more failures than the loser, at most 5% of its requests,
each charged the arm's mean share of the wall); a latency whose winner failed has no rows to bound it: refused.

Witness by hand: tests/fixtures/bench_formats/vllm-0.10-summary-only-c8.json (64 of 64 completed in 23.1959 s:
2.7591 req/s, mean TTFT 159.82 ms) and the c32 file (duration 15.6766 s, mean TTFT 520.45 ms) with completed 62,
failed 2 and request throughput 62 / 15.6766 = 3.9549 req/s (charged: 3.9549 x 62 / 64 = 3.8313 > 2.7591). c32 has
1.4334x the request throughput of c8; c8 3.2565x lower mean TTFT than c32. ``many``: c32 with completed 60, failed 4
(6.25%), 60 / 15.6766 = 3.8273 req/s (1.3872x). ``winner``: the c8 file with completed 63, failed 1: the mean TTFT's
winner failed.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true
from claims_corpus.frames import grade_statement

from claimcheck.witnesses.vllm_bench import import_vllm_bench

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "bench_formats"
SCOPE = "Llama-3.1-8B-Instruct on one H100, 64 prompts per run"
BASELINE = "the same server at max concurrency 8"


def _file(d: Path, name: str, src: str, completed: int, failed: int) -> Path:
    f = json.loads((FIX / src).read_text())
    f["completed"], f["failed"] = completed, failed
    f["request_throughput"] = completed / f["duration"]
    (d / name).write_text(json.dumps(f))
    return d / name


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    out = {}
    for name, c8, c32 in (("two", (64, 0), (62, 2)), ("many", (64, 0), (60, 4)), ("winner", (63, 1), (64, 0))):
        d = tmp_path_factory.mktemp(f"printed_failures_{name}")
        import_vllm_bench([_file(d, "c8.json", "vllm-0.10-summary-only-c8.json", *c8),
                           _file(d, "c32.json", "vllm-0.10-summary-only-c32.json", *c32)], None, d / "w",
                          engine="vllm")
        out[name] = str(d / "w")
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE, baseline=BASELINE)


TRUE = [
    "Concurrency 32 has higher request throughput than concurrency 8.",
    "Concurrency 32 has 1.43x the request throughput of concurrency 8.",
    "Concurrency 8 has lower mean TTFT than concurrency 32.",
    "Concurrency 8 has 3.26x lower mean TTFT than concurrency 32.",
]
TWINS = [
    "Concurrency 32 has 1.6x the request throughput of concurrency 8.",
    "Concurrency 8 has 1.43x the request throughput of concurrency 32.",
    "Concurrency 32 has lower request throughput than concurrency 8.",
    "Concurrency 32 has lower mean TTFT than concurrency 8.",
    "Concurrency 8 has 4x lower mean TTFT than concurrency 32.",
    "Concurrency 32 does not have higher request throughput than concurrency 8.",
]


@pytest.mark.parametrize("s", TRUE)
def test_a_comparison_that_stands_with_the_printed_failures_counted_is_net_true(wit, s):
    res = grade(wit, "two", s)
    assert_read_net_true(res)
    q1 = next(q for q in res.questions if q.n == 1)
    assert "max_concurrency=32 2 of 64" in q1.detail, q1.detail


@pytest.mark.parametrize("s", TWINS)
def test_twins_are_never_net_true(wit, s):
    assert_never_net_true(grade(wit, "two", s), s)


@pytest.mark.parametrize("name, s", [
    ("many", "Concurrency 32 has higher request throughput than concurrency 8."),  # 4 of 64 more: over 5%
    ("winner", "Concurrency 8 has lower mean TTFT than concurrency 32."),  # the winner failed: no rows to bound
])
def test_failures_that_cannot_be_counted_against_the_winner_refuse(wit, name, s):
    res = grade(wit, name, s)
    assert res.verdict == "not-yet", (res.verdict, res.reason)
    assert not next(q for q in res.questions if q.n == 1).pass_


@pytest.mark.parametrize("s", TRUE)
def test_true_statements_are_never_false(wit, s):
    for name in ("two", "many", "winner"):
        if "request throughput" in s and name != "two":
            continue  # the rates differ there
        assert_never_false(grade(wit, name, s), s)


# --- outputs of different lengths on a summary-only file (output_lengths, statistics.printed_mean_output) ---------
# The printed output total over the completed requests: c8 8192 / 64 = 128 tokens per request. ``slight``: c32 with
# 7936 (124 per request: 3.1% shorter) and output throughput 7936 / 15.6766 = 506.2 tok/s: its 1.48x request
# throughput (4.0825 vs 2.7591 req/s) per output token is 4.0825 x 124 / 128 = 3.955 > 2.7591: stands. ``short``: c32
# with 6400 (100 per request: 21.9% shorter; 408.3 tok/s): a request rate is not like for like; output tokens/s
# (408.3 vs 353.2) is per output token. Before, the printed output totals were never compared: ``short``'s 1.48x
# request throughput was net-true.


def _lengths(d: Path, total: int) -> Path:
    f = json.loads((FIX / "vllm-0.10-summary-only-c32.json").read_text())
    f["total_output_tokens"], f["output_throughput"] = total, total / f["duration"]
    (d / "c32.json").write_text(json.dumps(f))
    return d / "c32.json"


@pytest.fixture(scope="module")
def lengths(tmp_path_factory):
    out = {}
    for name, total in (("slight", 7936), ("short", 6400)):
        d = tmp_path_factory.mktemp(f"printed_lengths_{name}")
        import_vllm_bench([FIX / "vllm-0.10-summary-only-c8.json", _lengths(d, total)], None, d / "w", engine="vllm")
        out[name] = str(d / "w")
    return out


RATE_148 = "Concurrency 32 has 1.48x the request throughput of concurrency 8."


@pytest.mark.parametrize("name, s", [
    ("slight", RATE_148),
    ("slight", "Concurrency 8 has lower mean TTFT than concurrency 32."),
    ("short", "Concurrency 8 has lower mean TTFT than concurrency 32."),  # the winner's outputs are the longer
    ("short", "Concurrency 32 has higher output token throughput than concurrency 8."),
])
def test_printed_lengths_that_cannot_explain_the_win_stand(lengths, name, s):
    res = grade_statement(s, lengths[name], SCOPE, baseline=BASELINE)
    assert_read_net_true(res)


def test_a_request_rate_won_with_much_shorter_printed_outputs_is_refused(lengths):
    res = grade_statement(RATE_148, lengths["short"], SCOPE, baseline=BASELINE)
    assert res.verdict == "not-yet", (res.verdict, res.reason)
    q1 = next(q for q in res.questions if q.n == 1)
    assert not q1.pass_ and "(100.0 vs 128.0)" in q1.detail, q1.detail
    assert_never_false(res, RATE_148)
