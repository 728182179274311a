"""Repeated runs said of the values (claimcheck/claims/run_frames.py; productions run_range and label_runs; issue 16,
area RUNS; docs/claim-check.md "Repeated runs").

* run_range: "Per-run output throughput of the tuned configuration ranged from 600 to 1000 tok/s across the three
  runs": the smallest and the largest of the arm's per-run values (statistics min / max over runs), "the three runs" the
  count of runs of every arm.
* label_runs: "Output throughput (pooled over 3 runs of 40 requests): 733 tok/s (tuned) vs. 500 tok/s (baseline), ratio
  1.47": the values pooled, the counts a clause of their own; "(averaged over 3 runs):" / "(mean of 3 runs):" the mean
  of the per-run values of a per-arm aggregate.
* runs_product: "All 120 queries per configuration (3 runs x 40) completed": 120 each arm's total over its runs, 3 its
  runs, 40 its requests per run (the product must be the count, else the words stay unread).
* every_run_bound: "X's output throughput was above 550 tok/s in every run", "In each of the three runs, ... below
  1100 tok/s": the bound on the arm's smallest (above) or largest (below) per-run value of a per-arm aggregate.
* the unit "queries/s" (MLPerf's server scenario): completed requests per second.

Before this, each was left unread (not-yet).

Witness ``runs`` (the one of test_claims_runs_pooled.py, worked out by hand there): 40 requests of 128 output tokens
per run, three runs per arm. base: three runs at 500 output tok/s (wall 10.24 s each; 3.906 req/s), TTFT 0.30 / 0.32 /
0.34 s. tuned: runs at 600 / 700 / 1000 tok/s (walls 8.533 / 7.314 / 5.12 s; 4.6875 / 5.469 / 7.8125 req/s), TTFT 0.20 /
0.21 / 0.25 s. Pooled output throughput tuned 15360 / 20.9676 = 732.56 tok/s (ratio over base 1.465), the mean of its
per-run values 766.67 tok/s (ratio 1.533); per-run minimum 600, maximum 1000. Pooled median TTFT tuned 210 ms, base 320
ms.
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
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, arm_rows, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 3 runs of 40 requests per configuration"
NEG = "It is not true that "
_R = {"n": 40, "tok": 128, "prompt": 512, "tpot": 0.01}
BASE = A("base", "the baseline", role="baseline", settings={"max_num_seqs": 64}, **_R)
TUNED = A("tuned", "the tuned configuration", role="treatment", settings={"max_num_seqs": 256}, **_R)
RUNS = [(BASE, [{"toks": 500, "ttft": 0.30}, {"toks": 500, "ttft": 0.32}, {"toks": 500, "ttft": 0.34}]),
        (TUNED, [{"toks": 600, "ttft": 0.20}, {"toks": 700, "ttft": 0.21}, {"toks": 1000, "ttft": 0.25}])]


def _seal(where: Path, runs) -> str:
    w, files = witness_for(Spec("runs", [a for a, _ in runs], key=""))
    rows = []
    for arm, rr in runs:
        for k, p in enumerate(rr):
            for r in arm_rows(A(arm.name, *arm.aliases, role=arm.role, **{**arm.params, **p})):
                rows.append({**r, "run": k})
    files["rows.jsonl"] = rows
    return str(seal(where, w, files))


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    return _seal(tmp_path_factory.mktemp("run_frames") / "w", RUNS)


@pytest.fixture(scope="module")
def one_run(tmp_path_factory) -> str:
    return _seal(tmp_path_factory.mktemp("run_frames1") / "w", [(BASE, RUNS[0][1][:1]), (TUNED, RUNS[1][1][2:])])


def grade(w, s: str, scope: str = SCOPE):
    return grade_statement(s, w, scope)


#: a scope that says nothing of the runs (the witnesses of another count of runs)
PLAIN_SCOPE = "Llama-3.1-8B-Instruct on one H100, 40 requests per run"


RANGE = "Per-run output throughput of the tuned configuration ranged from 600 to 1000 tok/s across the three runs."
POOLED = "Output throughput (pooled over 3 runs of 40 requests): 733 tok/s (tuned) vs. 500 tok/s (baseline), ratio 1.47."
MEAN = "Output throughput (averaged over 3 runs): 767 tok/s (tuned) vs. 500 tok/s (baseline), ratio 1.53."

TRUE = [
    RANGE,
    "The tuned configuration's per-run output throughput ranged from 600 to 1000 tok/s.",
    "Across the 3 runs, output throughput of the tuned configuration varied between 600 and 1000 tok/s.",
    "Output throughput of the tuned configuration ranged from 600 tok/s to 1000 tok/s across 3 runs.",
    "The tuned configuration's per-run request throughput varied from 4.69 to 7.81 req/s over the 3 runs.",
    POOLED,
    "Output throughput (pooled over 3 runs): 733 tok/s (tuned) vs. 500 tok/s (baseline).",
    "Output throughput (aggregated over 3 runs of 40 queries): 733 tok/s (tuned) vs. 500 tok/s (baseline).",
    "Median TTFT (pooled over 3 runs): 210 ms (tuned) vs. 320 ms (baseline).",
    MEAN,
    "Output throughput (mean of 3 runs): 767 tok/s (tuned) vs. 500 tok/s (baseline).",
    "Output throughput (average of 3 runs): 767 tok/s (tuned) vs. 500 tok/s (baseline).",
    "Request throughput: 5.99 queries/s (tuned) vs. 3.91 queries/s (baseline), each averaged over 3 runs.",
    "Request throughput (averaged over 3 runs): 5.99 queries/s (tuned) vs. 3.91 queries/s (baseline).",
    # runs_product: each arm's total over its runs, its runs, its requests per run
    "All 120 queries per configuration (3 runs x 40) completed; no errors were recorded.",
    "All 120 requests in each configuration (3 runs × 40 requests) completed.",
    "All 120 prompts per arm (3 runs of 40) completed successfully.",
    # every_run_bound: the bound on the smallest ("above") or largest ("below") per-run value
    "The tuned configuration's output throughput was above 550 tok/s in every run.",
    "Output throughput stayed above 450 tok/s in all 3 runs.",
    "In each of the three runs, output throughput of the tuned configuration was below 1100 tok/s.",
    "The baseline's output throughput was below 510 tok/s in each run.",
    "Request throughput of the tuned configuration was at least 4.6 req/s in all of the runs.",
    # a per-request statistic per run (Assertion.over_runs lowest / highest): its smallest / largest per-run value
    "Per-run median TTFT of the tuned configuration ranged from 200 to 250 ms across the three runs.",
    "The baseline's per-run mean TTFT varied between 300 and 340 ms over the 3 runs.",
    "The tuned configuration's median TTFT stayed below 260 ms in every run.",
    "In all three runs, mean TTFT of the baseline was above 290 ms.",
    "Median TTFT of the tuned configuration ranged from 200 to 250 ms across the three runs.",
    # runs_wording: the other wordings of runs_averaged / runs_pooled after the values
    "The tuned configuration reached 767 tok/s output throughput (mean of 3 runs).",
    "The tuned configuration reached 767 tok/s output throughput, averaged across 3 runs.",
    "The tuned configuration reached 733 tok/s output throughput, pooled across 3 runs.",
    "The tuned configuration reached 733 tok/s output throughput when pooled over the three runs.",
    "The tuned configuration reached 767 tok/s output throughput, averaged over the 3 runs.",
]
TWINS = [
    # the range: an end beyond rounding (x1.5, x0.5), the ends swapped, the other arm, another count of runs
    "Per-run output throughput of the tuned configuration ranged from 600 to 1500 tok/s across the three runs.",
    "Per-run output throughput of the tuned configuration ranged from 300 to 1000 tok/s across the three runs.",
    "Per-run output throughput of the tuned configuration ranged from 600 to 900 tok/s across the three runs.",
    "Per-run output throughput of the tuned configuration ranged from 650 to 1000 tok/s across the three runs.",
    "Per-run output throughput of the tuned configuration ranged from 1000 to 600 tok/s across the three runs.",
    "Per-run output throughput of the baseline ranged from 600 to 1000 tok/s across the three runs.",
    "Per-run output throughput of the tuned configuration ranged from 600 to 1000 tok/s across the four runs.",
    "Per-run output throughput of the tuned configuration ranged from 733 to 767 tok/s across the three runs.",
    NEG + "per-run output throughput of the tuned configuration ranged from 600 to 1000 tok/s across the three runs.",
    "Per-run output throughput of the tuned configuration never ranged from 600 to 1000 tok/s across the three runs.",
    "Per-run output throughput of the tuned configuration could range from 600 to 1000 tok/s across the three runs.",
    "Per-run output throughput of the tuned configuration ranged from about 600 to 1000 tok/s across the three runs.",
    # a range of per-request values with no statistic is not the per-run frame
    "TTFT of the tuned configuration ranged from 200 to 250 ms across the three runs.",
    "Per-run TTFT of the tuned configuration ranged from 200 to 250 ms across the three runs.",
    # the label: the other statistic over runs, a wrong count, arms swapped, the ratio x1.5 / x0.5
    "Output throughput (pooled over 3 runs): 767 tok/s (tuned) vs. 500 tok/s (baseline).",
    "Output throughput (averaged over 3 runs): 733 tok/s (tuned) vs. 500 tok/s (baseline).",
    "Output throughput (averaged over 3 runs): 733 tok/s (tuned) vs. 500 tok/s (baseline), ratio 1.47.",
    "Output throughput (pooled over 3 runs): 733 tok/s (tuned) vs. 500 tok/s (baseline), ratio 1.53.",
    "Output throughput (pooled over 4 runs of 40 requests): 733 tok/s (tuned) vs. 500 tok/s (baseline), ratio 1.47.",
    "Output throughput (pooled over 3 runs of 50 requests): 733 tok/s (tuned) vs. 500 tok/s (baseline), ratio 1.47.",
    "Output throughput (pooled over 3 runs of 40 requests): 500 tok/s (tuned) vs. 733 tok/s (baseline), ratio 1.47.",
    "Output throughput (pooled over 3 runs of 40 requests): 733 tok/s (tuned) vs. 500 tok/s (baseline), ratio 2.2.",
    "Output throughput (pooled over 3 runs of 40 requests): 733 tok/s (tuned) vs. 500 tok/s (baseline), ratio 0.73.",
    "Output throughput (mean of 3 runs): 500 tok/s (tuned) vs. 767 tok/s (baseline).",
    "Median TTFT (pooled over 3 runs): 220 ms (tuned) vs. 320 ms (baseline).",
    # a per-request statistic said averaged over runs: the mean of per-run medians is not graded
    "Median TTFT (averaged over 3 runs): 210 ms (tuned) vs. 320 ms (baseline).",
    "Median TTFT (mean of 3 runs): 210 ms (tuned) vs. 320 ms (baseline).",
    NEG + "output throughput (pooled over 3 runs): 733 tok/s (tuned) vs. 500 tok/s (baseline).",
    "Request throughput: 3.91 queries/s (tuned) vs. 5.99 queries/s (baseline), each averaged over 3 runs.",
    "Request throughput: 5.99 queries/s (tuned) vs. 3.91 queries/s (baseline), each averaged over 4 runs.",
    "Request throughput: 5.49 queries/s (tuned) vs. 3.91 queries/s (baseline), each averaged over 3 runs.",
    "All 160 queries per configuration (4 runs x 40) completed; no errors were recorded.",
    "All 60 queries per configuration (3 runs x 20) completed; no errors were recorded.",
    "All 120 queries per configuration (4 runs x 30) completed; no errors were recorded.",
    "All 120 queries per configuration (3 runs x 50) completed; no errors were recorded.",
    "All 120 queries per configuration (2 runs x 60) completed.",
    NEG + "all 120 queries per configuration (3 runs x 40) completed.",
    "Not all 120 queries per configuration (3 runs x 40) completed.",
    # every_run_bound: a bound one run breaks, the direction flipped, the other arm, negated, modal, another count
    "The tuned configuration's output throughput was above 825 tok/s in every run.",
    "The tuned configuration's output throughput was below 900 tok/s in every run.",
    "The tuned configuration's output throughput was above 275 tok/s in every run, or so we hoped.",
    "The baseline's output throughput was above 550 tok/s in every run.",
    "The tuned configuration's output throughput was not above 550 tok/s in every run.",
    "The tuned configuration's output throughput could stay above 550 tok/s in every run.",
    "The tuned configuration's output throughput was above 550 tok/s in all 4 runs.",
    "The tuned configuration's mean output throughput was above 550 tok/s in every run.",
    "The tuned configuration's median TTFT was below 240 ms in every run.",
    "Per-run mean TTFT of the tuned configuration ranged from 200 to 300 ms across the three runs.",
    "Per-run mean TTFT of the tuned configuration ranged from 150 to 250 ms across the three runs.",
    "Per-run mean TTFT of the tuned configuration ranged from 250 to 200 ms across the three runs.",
    "Per-run mean TTFT of the baseline ranged from 200 to 250 ms across the three runs.",
    "Per-run p99 TTFT of the tuned configuration ranged from 200 to 250 ms across the four runs.",
    "The tuned configuration's mean TTFT stayed below 240 ms in every run.",
    "The tuned configuration's mean TTFT stayed above 240 ms in every run.",
    "The tuned configuration's mean TTFT did not stay below 260 ms in every run.",
    "Mean TTFT stayed below 400 ms in every run.",
    "The tuned configuration reached 733 tok/s output throughput (mean of 3 runs).",
    "The tuned configuration reached 767 tok/s output throughput (mean of 4 runs).",
    "The tuned configuration reached 1150 tok/s output throughput, averaged across 3 runs.",
    "The baseline reached 767 tok/s output throughput (mean of 3 runs).",
    "Median TTFT was 210 ms for the tuned configuration (mean of 3 runs).",
    "The tuned configuration reached 767 tok/s output throughput when pooled over the three runs.",
    "The tuned configuration reached 733 tok/s output throughput, averaged over the 3 runs.",
    "The tuned configuration reached 733 tok/s output throughput when pooled over the four runs.",
    "The baseline reached 733 tok/s output throughput when pooled over the three runs.",
    NEG + "the tuned configuration reached 733 tok/s output throughput when pooled over the three runs.",
    "The tuned configuration could reach 733 tok/s output throughput when pooled over the three runs.",
]
NEVER_FALSE = TRUE + [
    # a ratio of values averaged over runs may be taken of the pooled values (false bar, rule 5)
    "Output throughput (averaged over 3 runs): 733 tok/s (tuned) vs. 500 tok/s (baseline), ratio 1.47.",
    "Output throughput (pooled over 3 runs): 767 tok/s (tuned) vs. 500 tok/s (baseline), ratio 1.53.",
    "Output throughput (mean of 3 runs): 733 tok/s (tuned) vs. 500 tok/s (baseline).",
    "Median TTFT (mean of 3 runs): 220 ms (tuned) vs. 320 ms (baseline).",
    "Per-run output throughput of the tuned configuration ranged from 600 to 1000 tok/s.",
    "At 2 queries/s, median TTFT was 210 ms for the tuned configuration.",
    # a per-run median or percentile has more than one definition: a refuted one is held back
    "The tuned configuration's median TTFT stayed below 240 ms in every run.",
    "Per-run median TTFT of the tuned configuration ranged from 200 to 240 ms across the three runs.",
    "The tuned configuration reached 733 tok/s output throughput (mean of 3 runs).",
]
FALSE = [
    "Per-run output throughput of the tuned configuration ranged from 600 to 1500 tok/s across the three runs.",
    "Per-run output throughput of the tuned configuration ranged from 300 to 1000 tok/s across the three runs.",
    "Per-run output throughput of the baseline ranged from 600 to 1000 tok/s across the three runs.",
    "Per-run output throughput of the tuned configuration ranged from 600 to 1000 tok/s across the four runs.",
    "Output throughput (pooled over 4 runs of 40 requests): 733 tok/s (tuned) vs. 500 tok/s (baseline), ratio 1.47.",
    "Output throughput (pooled over 3 runs of 40 requests): 733 tok/s (tuned) vs. 500 tok/s (baseline), ratio 2.2.",
    "All 160 queries per configuration (4 runs x 40) completed; no errors were recorded.",
    "The tuned configuration's output throughput was below 900 tok/s in every run.",
    "Per-run mean TTFT of the tuned configuration ranged from 200 to 300 ms across the three runs.",
    "The tuned configuration's mean TTFT stayed below 240 ms in every run.",
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


@pytest.mark.parametrize("s", FALSE)
def test_contradicted_is_false(wit, s):
    res = grade(wit, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", [
    "The tuned configuration's per-run output throughput ranged from 600 to 1000 tok/s.",
    "Output throughput of the tuned configuration ranged from 999.6 to 1000.4 tok/s across runs.",
    "Output throughput (mean of 1 run): 1000 tok/s (tuned) vs. 500 tok/s (baseline)."])
def test_one_run_per_arm_gives_no_range(one_run, s):
    """With one run per arm there is no range over runs: never net-true, never false."""
    res = grade(one_run, s, PLAIN_SCOPE)
    assert res.verdict not in ("net-true", "false"), (s, res.verdict, res.reason)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rates=st.lists(st.integers(min_value=200, max_value=1200), min_size=2, max_size=4, unique=True))
def test_range_is_min_and_max_of_the_runs(tmp_path_factory, rates):
    """Any per-run values: the true range reads net-true; an end moved beyond its rounding, or the ends swapped, never
    does; the true range of another count of runs is never net-true."""
    runs = [(BASE, [{"toks": 500, "ttft": 0.3}] * len(rates)), (TUNED, [{"toks": r, "ttft": 0.2} for r in rates])]
    w = _seal(tmp_path_factory.mktemp("run_range_h") / "w", runs)
    lo, hi = min(rates), max(rates)
    n = len(rates)

    def said(a, b, k=n):
        return f"Per-run output throughput of the tuned configuration ranged from {a} to {b} tok/s across {k} runs."

    assert_read_net_true(grade(w, said(lo, hi), PLAIN_SCOPE))
    for twin in (said(lo, hi + 2), said(lo - 2, hi), said(hi, lo), said(lo, hi, n + 1), said(round(lo * 1.5), hi + lo),
                 said(lo, round(hi * 1.5))):
        assert_never_net_true(grade(w, twin, PLAIN_SCOPE), twin)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ttfts=st.lists(st.integers(min_value=100, max_value=900), min_size=2, max_size=4, unique=True))
def test_per_run_mean_ttft_range(tmp_path_factory, ttfts):
    """Any per-run TTFTs (every request of a run alike): the per-run mean's true range reads net-true; an end moved
    beyond its rounding or the ends swapped never does; a bound every run keeps agrees, one a run breaks is false."""
    runs = [(BASE, [{"toks": 500, "ttft": 0.3}] * len(ttfts)),
            (TUNED, [{"toks": 700, "ttft": t / 1000} for t in ttfts])]
    w = _seal(tmp_path_factory.mktemp("run_ttft_h") / "w", runs)
    lo, hi = min(ttfts), max(ttfts)

    def said(a, b):
        return f"Per-run mean TTFT of the tuned configuration ranged from {a} to {b} ms across {len(ttfts)} runs."

    assert_read_net_true(grade(w, said(lo, hi), PLAIN_SCOPE))
    for twin in (said(lo, hi + 5), said(lo - 5, hi), said(hi, lo), said(lo, round(hi * 1.5))):
        assert_never_net_true(grade(w, twin, PLAIN_SCOPE), twin)
    assert_read_net_true(grade(w, f"The tuned configuration's mean TTFT stayed below {hi + 5} ms in every run.",
                               PLAIN_SCOPE))
    broken = grade(w, f"The tuned configuration's mean TTFT stayed below {hi - 5} ms in every run.", PLAIN_SCOPE)
    assert broken.verdict == "false", (broken.verdict, broken.reason)
