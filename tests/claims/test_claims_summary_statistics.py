"""Two readings on summary-only vLLM result files (a client-aggregate witness: the numbers the tool printed).

* A per-request metric with no statistic ("TPOT at concurrency 32 is 2.7x that at concurrency 8") is graded under
  every statistic the file prints: the author read it off that output; p95, min and max were never printed. It agrees
  only when every printed statistic agrees, with the mean or the median among them; false stays as before (every
  statistic contradicted and no quantile between them can agree).
* "Total throughput" without "token" is vLLM's total token throughput (prompt + output) and, in many write-ups, the
  output tokens of all requests together: it is false only when contradicted as output token throughput too
  (quantities.Grader._total_is_aggregate); "total token throughput", vLLM's own name, has one meaning.

Numbers from the files (tests/fixtures/bench_formats/vllm-0.10-summary-only-c{8,32}.json): TPOT mean 21.507 / 57.501
ms, median 21.501 / 57.504, p90 21.570 / 57.563, p99 21.606 / 57.614 ms (ratios 2.674, 2.674, 2.669, 2.667); TTFT
mean 159.8 / 520.5 ms (3.26x), median 159.5 / 520.2 (3.26x), p90 164.1 / 524.1 (3.19x), p99 164.6 / 525.0 (3.19x);
c32 output throughput 522.56 tok/s, total token throughput 4700.56 tok/s.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from claims_corpus.frames import grade_statement

from claimcheck.witnesses.vllm_bench import import_vllm_bench

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "bench_formats"


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    out = tmp_path_factory.mktemp("summary") / "w"
    import_vllm_bench([FIX / "vllm-0.10-summary-only-c8.json", FIX / "vllm-0.10-summary-only-c32.json"], None, out,
                      engine="vllm")
    return str(out)


def verdict(wit, s: str) -> str:
    return grade_statement(s, wit, "Llama-3.1-8B-Instruct on one H100, 64 prompts per run",
                           baseline="the same server at max concurrency 8").verdict


@pytest.mark.parametrize("s", ["TPOT at concurrency 32 is 2.7x that at concurrency 8.",
                               "TTFT at concurrency 32 is ~3.2x that of concurrency 8.",
                               "At concurrency 8, TTFT was about 160 ms.",
                               "Total throughput at concurrency 32 was 4,701 tok/s.",
                               "Total throughput at concurrency 32 was 4700.6 tok/s.",
                               # 57.5 ms is the mean and the median (the p90 57.56, the p99 57.61): a value with no
                               # statistic is read at the center since the central_reading rule (it was a twin before)
                               "TPOT at concurrency 32 is 57.5 ms."])
def test_true_sentences_are_net_true(wit, s):
    assert verdict(wit, s) == "net-true"


@pytest.mark.parametrize("s", ["TPOT at concurrency 32 is 3.7x that at concurrency 8.",
                               "TPOT at concurrency 8 is 2.7x that at concurrency 32.",
                               "At concurrency 8, TTFT was about 260 ms.",

                               "Total throughput at concurrency 32 was 800 tok/s.",
                               "Total throughput at concurrency 32 was 522.6 tok/s."])
def test_others_are_never_net_true(wit, s):
    assert verdict(wit, s) != "net-true"


def test_total_throughput_has_two_meanings_but_vllms_name_has_one(wit):
    # the aggregate output rate is "total throughput" in many write-ups: not an accusation
    assert verdict(wit, "Total throughput at concurrency 32 was 522.6 tok/s.") == "not-yet"
    assert verdict(wit, "Total token throughput at concurrency 32 was 522.6 tok/s.") == "false"
    assert verdict(wit, "Total throughput at concurrency 32 was 800 tok/s.") == "false"
