"""Counts on a summary-only result file (a client-aggregate witness: the counts the client printed, one run per arm).

A universal zero ("no requests failed", "all 200 requests completed in every configuration", "with zero failures")
is read as the total of failed requests over the arm's runs; a count naming no arm may count the arms together
("All 128 requests completed" of two arms of 64: count_meanings.py). Both need the total of a printed count over an
arm's runs, which for one run is that run's printed count (statistics._printed_measure). Before, that total was
"not available from printed aggregates (1 run(s))": every universal zero on such a file was not-yet, and "All 128
requests completed" of two arms of 64 (true in total) was graded FALSE.

Files: tests/fixtures/bench_formats/vllm-0.10-summary-only-c{8,32}.json (64 prompts each, completed 64, failed 0);
the failing witness copies the c32 file with completed 62, failed 2.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from claims_corpus.frames import grade_statement

from claimcheck.witnesses.vllm_bench import import_vllm_bench

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "bench_formats"
SCOPE = "Llama-3.1-8B-Instruct on one H100, 64 prompts per run"


@pytest.fixture(scope="module")
def clean(tmp_path_factory):
    out = tmp_path_factory.mktemp("printed_counts") / "w"
    import_vllm_bench([FIX / "vllm-0.10-summary-only-c8.json", FIX / "vllm-0.10-summary-only-c32.json"], None, out,
                      engine="vllm")
    return str(out)


@pytest.fixture(scope="module")
def failing(tmp_path_factory):
    d = tmp_path_factory.mktemp("printed_counts_failed")
    f = json.loads((FIX / "vllm-0.10-summary-only-c32.json").read_text())
    f["completed"], f["failed"] = 62, 2
    (d / "c32.json").write_text(json.dumps(f))
    import_vllm_bench([FIX / "vllm-0.10-summary-only-c8.json", d / "c32.json"], None, d / "w", engine="vllm")
    return str(d / "w")


def verdict(wit: str, s: str) -> str:
    return grade_statement(s, wit, SCOPE, baseline="the same server at max concurrency 8").verdict


TRUE_CLEAN = [
    "No requests failed.",
    "No requests failed at concurrency 32.",
    "Zero failures at either concurrency.",
    "All 64 requests completed in both runs.",
    "All 64 requests completed successfully at concurrency 8.",
    "All 128 requests completed.",  # the two arms together
    "No errors were observed.",
]


@pytest.mark.parametrize("s", TRUE_CLEAN)
def test_true_counts_on_printed_counts_are_net_true(clean, s):
    assert verdict(clean, s) == "net-true"


TRUE_FAILING = [
    "No requests failed at concurrency 8.",
    "2 requests failed at concurrency 32.",
    "2 of 64 requests failed at concurrency 32.",
    "All 64 requests completed at concurrency 8.",
]


@pytest.mark.parametrize("s", TRUE_FAILING)
def test_true_counts_beside_a_failing_arm_are_net_true(failing, s):
    assert verdict(failing, s) == "net-true"


# twists: "no failures" where one arm failed some, "all" where one arm failed some, the arms swapped, counts changed
TWISTS_FAILING = [
    "No requests failed.",
    "No requests failed at concurrency 32.",
    "Zero failures at either concurrency.",
    "All 64 requests completed in both runs.",
    "All 128 requests completed.",
    "All 64 requests completed at concurrency 32.",
    "2 requests failed at concurrency 8.",  # swapped
    "3 requests failed at concurrency 32.",  # x1.5
    "1 request failed at concurrency 32.",  # x0.5
    "2 of 64 requests failed at concurrency 8.",
]


@pytest.mark.parametrize("s", TWISTS_FAILING)
def test_twists_on_a_failing_arm_are_never_net_true(failing, s):
    assert verdict(failing, s) != "net-true"


TWISTS_CLEAN = [
    "2 requests failed at concurrency 32.",
    "All 96 requests completed.",
    "All 192 requests completed.",
    "All 32 requests completed in both runs.",
]


@pytest.mark.parametrize("s", TWISTS_CLEAN)
def test_twists_on_a_clean_witness_are_never_net_true(clean, s):
    assert verdict(clean, s) != "net-true"


@pytest.mark.parametrize("s", TRUE_CLEAN)
def test_true_counts_are_never_false(clean, s):
    assert verdict(clean, s) != "false"
