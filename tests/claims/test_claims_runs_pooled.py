"""Values said over repeated runs: pooled or averaged (productions runs_pooled and runs_averaged, claimcheck/claims/
grammar.py _averaged_over; issue 16, area MULTI; docs/claim-check.md "Repeated runs").

* "(pooled over 3 runs)", "Median TTFT was 210 ms ... (pooled over 3 runs)": every value over all rows of all runs,
  which is how the witness computes every metric (statistics.py: a per-request statistic over the pooled rows; a rate:
  all runs' completed requests or tokens over their summed wall). "3 runs" is the count of runs of every arm.
* "767 tok/s, averaged over 3 runs", "..., each averaged over 3 runs": the mean of the per-run values, read only for a
  per-arm aggregate with no statistic of its own (throughput, token throughput, wall: statistics.OVER_RUNS mean). A
  per-request metric's mean of per-run statistics ("Mean TTFT was 253 ms, averaged over 3 runs") is no value the
  witness computes (the pooled mean equals it only when every run completed as many requests): not graded.
* a rate with no statistic over several runs ("767 tok/s over 3 runs", "767 tok/s" alone) is the pooled value, but
  the author may mean the mean of the per-run values: where that one agrees, the check is held back (inconclusive),
  never false, as where the median of the per-run values agrees (the median run: "all numbers are medians of 3
  runs"); and "averaged over 3 runs" beside a pooled value that agrees the same (QuantityChecker.value; false bar
  rule 5). Before, "767 tok/s over 3 runs" of runs at 600 / 700 / 1000 tok/s was graded false.

Before this, both phrases were left unread (not-yet).

Witness ``runs``, worked out by hand (real_sentences.witness_specs.arm_rows, each run its own rows with a ``run``
field; 40 requests of 128 output tokens per run, every request of a run alike):

* base (the baseline): three runs at 500 output tok/s (wall 40 * 128 / 500 = 10.24 s each), TTFT 0.30 / 0.32 / 0.34 s;
  pooled 500 tok/s, mean of runs 500 tok/s; pooled mean TTFT 320 ms, median 320 ms;
* tuned (the tuned configuration): runs at 600 / 700 / 1000 tok/s (walls 8.533 / 7.314 / 5.12 s), TTFT 0.20 / 0.21 /
  0.25 s. Pooled output throughput: 3 * 5120 / (8.5333 + 7.3143 + 5.12) = 15360 / 20.9676 = 732.56 tok/s; mean of
  the per-run values (600 + 700 + 1000) / 3 = 766.67 tok/s. Pooled TTFT: mean 220 ms, median 210 ms (120 rows: 40 at
  each of 0.20 / 0.21 / 0.25; the 60th and 61st sorted are 0.21).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, arm_rows, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 3 runs of 40 requests per configuration"
NEG = "It is not true that "
_R = {"n": 40, "tok": 128, "prompt": 512, "tpot": 0.01}
BASE = A("base", "the baseline", role="baseline", settings={"max_num_seqs": 64}, **_R)
TUNED = A("tuned", "the tuned configuration", role="treatment", settings={"max_num_seqs": 256}, **_R)
RUNS = [(BASE, [{"toks": 500, "ttft": 0.30}, {"toks": 500, "ttft": 0.32}, {"toks": 500, "ttft": 0.34}]),
        (TUNED, [{"toks": 600, "ttft": 0.20}, {"toks": 700, "ttft": 0.21}, {"toks": 1000, "ttft": 0.25}])]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    w, files = witness_for(Spec("runs", [a for a, _ in RUNS], key=""))
    rows = []
    for arm, runs in RUNS:
        for k, p in enumerate(runs):
            for r in arm_rows(A(arm.name, *arm.aliases, role=arm.role, **{**arm.params, **p})):
                rows.append({**r, "run": k})
    files["rows.jsonl"] = rows
    return str(seal(tmp_path_factory.mktemp("runs_pooled") / "w", w, files))


def grade(w, s: str):
    return grade_statement(s, w, SCOPE)


TRUE = [
    # pooled: the witness's own definition of every metric
    "The tuned configuration reached 733 tok/s output throughput (pooled over 3 runs).",
    "The tuned configuration reached 733 tok/s (pooled over 3 runs).",
    "Median TTFT was 210 ms for the tuned configuration (pooled over 3 runs).",
    "Mean TTFT was 220 ms for the tuned configuration and 320 ms for the baseline (pooled over 3 runs).",
    "The tuned configuration reached 733 tok/s output throughput (pooled over 3 runs, 40 requests per run).",
    # averaged: the mean of the per-run values of a per-arm aggregate
    "The tuned configuration reached 767 tok/s output throughput, averaged over 3 runs.",
    "Output throughput of the tuned configuration was 767 tok/s, averaged over 3 runs.",
    "Output throughput was 767 tok/s for the tuned configuration and 500 tok/s for the baseline, each averaged over 3 "
    "runs.",
]
TWINS = [
    "The tuned configuration reached 767 tok/s output throughput (pooled over 3 runs).",      # the averaged value
    "The tuned configuration reached 733 tok/s output throughput, averaged over 3 runs.",     # the pooled value
    "The tuned configuration reached 1100 tok/s output throughput (pooled over 3 runs).",     # x1.5
    "The tuned configuration reached 383 tok/s output throughput, averaged over 3 runs.",     # x0.5
    "The tuned configuration reached 733 tok/s output throughput (pooled over 4 runs).",      # runs count
    "The tuned configuration reached 767 tok/s output throughput, averaged over 2 runs.",
    "The baseline reached 733 tok/s output throughput (pooled over 3 runs).",                 # the other arm
    "Output throughput was 500 tok/s for the tuned configuration and 767 tok/s for the baseline, each averaged over 3 "
    "runs.",                                                                                  # arms swapped
    "Median TTFT was 315 ms for the tuned configuration (pooled over 3 runs).",               # x1.5
    "Mean TTFT was 210 ms for the tuned configuration (pooled over 3 runs).",                 # another statistic's
    "Median TTFT was 210 ms for the baseline (pooled over 3 runs).",
    # a per-request metric averaged over runs: the mean of per-run statistics is not graded
    "Mean TTFT was 220 ms for the tuned configuration, averaged over 3 runs.",
    "Median TTFT was 210 ms for the tuned configuration, averaged over 3 runs.",
    "The tuned configuration reached 733 tok/s output throughput (pooled over 3 prompts).",   # pooled how?
    NEG + "the tuned configuration reached 733 tok/s output throughput (pooled over 3 runs).",
]
NEVER_FALSE = TRUE + [
    # a rate over runs is pooled or the mean of the per-run values: where the other one agrees, held back
    "The tuned configuration reached 767 tok/s output throughput (pooled over 3 runs).",
    "The tuned configuration reached 733 tok/s output throughput, averaged over 3 runs.",
    "The tuned configuration reached 767 tok/s output throughput over 3 runs.",
    "The tuned configuration reached 767 tok/s output throughput.",
    "Across 3 runs, the tuned configuration reached 767 tok/s output throughput.",
    "Mean TTFT was 253 ms for the tuned configuration, averaged over 3 runs.",   # mean of per-run p-something?
    "Median TTFT was 220 ms for the tuned configuration, averaged over 3 runs.",
    "The tuned configuration reached 733 tok/s output throughput (pooled over 3 runs of 40 requests each).",
    # or the median run (a README's "all numbers are medians of 3 runs", said once for every figure): 700 tok/s
    "The tuned configuration reached 700 tok/s output throughput.",
    "The tuned configuration reached 700 tok/s output throughput over 3 runs.",
]
FALSE = [
    "The tuned configuration reached 1100 tok/s output throughput (pooled over 3 runs).",   # both meanings fail
    "The tuned configuration reached 1100 tok/s output throughput, averaged over 3 runs.",
    "The tuned configuration reached 900 tok/s output throughput over 3 runs.",
    "The tuned configuration reached 767 tok/s, averaged over 4 runs.",                    # the count of runs
    "Median TTFT was 315 ms for the tuned configuration (pooled over 3 runs).",
]


@pytest.mark.parametrize("s", TRUE)
def test_true_read_completely_and_net_true(wit, s):
    assert_read_net_true(grade(wit, s))


@pytest.mark.parametrize("s", TWINS)
def test_twins_never_net_true(wit, s):
    assert_never_net_true(grade(wit, s), s)


@pytest.mark.parametrize("s", NEVER_FALSE)
def test_honest_never_false(wit, s):
    assert_never_false(grade(wit, s), s)


@pytest.mark.parametrize("s", ["The tuned configuration reached 700 tok/s output throughput.",
                               "The tuned configuration reached 700 tok/s output throughput over 3 runs."])
def test_the_median_run_is_held_back(wit, s):
    """The median of the per-run values (600 / 700 / 1000: 700 tok/s) is neither the pooled value (733) nor the mean
    of the runs (767): held back, not-yet, naming the median run (before: false)."""
    res = grade(wit, s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
    assert any("median of the per-run values" in (q.detail or "") for q in res.quantities), res.reason


@pytest.mark.parametrize("s", FALSE)
def test_contradicted_is_false(wit, s):
    res = grade(wit, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)
