"""Production run_list (claimcheck/claims/run_frames.py; Assertion.run_index / run_of, graded by
quantities.QuantityChecker.run_value; issue 16, area RUNS2; docs/claim-check.md "Repeated runs"): a per-run list of an
arm's values -- "Per-run output throughput of X was 600, 700 and 1000 tok/s", "X's per-run output throughput: 600 / 700
/ 1000 tok/s", "Per-run output throughput: 600 / 700 / 1000 tok/s with X, 500 / 505 / 510 tok/s with Y", "Output
throughput per run: X = 600 / 700 / 1000 tok/s, Y = ...". Each value is the arm's run at its place in the witness's run
order, read only where the arm holds as many runs as the list has values; a value of another run is inconclusive (the
author may have listed the runs in another order), a value no run has is false. Before: unread (not-yet).

Witness: three runs per arm (run 0, 1, 2), 40 requests each: baseline 500 / 505 / 510 output tok/s, tuned 600 / 700 /
1000 tok/s (4.6875 / 5.469 / 7.8125 req/s), mean TTFT tuned 200 / 210 / 250 ms. ``no_runs``: the same rows with no
``run`` field.
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

SCOPE = "Llama-3.1-8B-Instruct on one H100, 40 requests per run"
NEG = "It is not true that "
_R = {"n": 40, "tok": 128, "prompt": 512, "tpot": 0.01}
BASE = A("base", "the baseline", role="baseline", settings={"max_num_seqs": 64}, **_R)
TUNED = A("tuned", "the tuned configuration", role="treatment", settings={"max_num_seqs": 256}, **_R)
RUNS = [(BASE, [{"toks": 500, "ttft": 0.30}, {"toks": 505, "ttft": 0.32}, {"toks": 510, "ttft": 0.34}]),
        (TUNED, [{"toks": 600, "ttft": 0.20}, {"toks": 700, "ttft": 0.21}, {"toks": 1000, "ttft": 0.25}])]


def _seal(where: Path, runs, with_run: bool = True) -> str:
    w, files = witness_for(Spec("runs", [a for a, _ in runs], key=""))
    rows = []
    for arm, rr in runs:
        for k, p in enumerate(rr):
            for r in arm_rows(A(arm.name, *arm.aliases, role=arm.role, **{**arm.params, **p})):
                rows.append({**r, "run": k} if with_run else dict(r))
    files["rows.jsonl"] = rows
    return str(seal(where, w, files))


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    return _seal(tmp_path_factory.mktemp("run_lists") / "w", RUNS)


@pytest.fixture(scope="module")
def no_runs(tmp_path_factory) -> str:
    return _seal(tmp_path_factory.mktemp("run_lists0") / "w", RUNS, with_run=False)


def grade(w, s: str):
    return grade_statement(s, w, SCOPE)


LIST = "Per-run output throughput of the tuned configuration was 600, 700 and 1000 tok/s."
BOTH = ("Per-run output throughput: 600 / 700 / 1000 tok/s with the tuned configuration, 500 / 505 / 510 tok/s with "
        "the baseline.")
TRUE = [
    LIST,
    "The tuned configuration's per-run output throughput: 600 / 700 / 1000 tok/s.",
    "The tuned configuration's per-run output throughput was 600 tok/s, 700 tok/s and 1000 tok/s.",
    BOTH,
    "Output throughput per run: the tuned configuration = 600 / 700 / 1000 tok/s, the baseline = 500 / 505 / 510 tok/s.",
    "Output throughput of the tuned configuration was 600, 700 and 1000 tok/s across the three runs.",
    "Per-run mean TTFT of the tuned configuration was 200, 210 and 250 ms.",
    "Per-run throughput of the tuned configuration was 4.69, 5.47 and 7.81 req/s.",
]
TWINS = [
    # a value beyond rounding (x1.5, x0.5), the arms' lists swapped, the pooled value said of each run
    "Per-run output throughput of the tuned configuration was 600, 700 and 1500 tok/s.",
    "Per-run output throughput of the tuned configuration was 300, 700 and 1000 tok/s.",
    "Per-run output throughput of the baseline was 600, 700 and 1000 tok/s.",
    "Per-run output throughput: 500 / 505 / 510 tok/s with the tuned configuration, 600 / 700 / 1000 tok/s with the "
    "baseline.",
    "Output throughput per run: the tuned configuration = 600 / 700 / 1000 tok/s, the baseline = 500 / 505 / 610 tok/s.",
    "Per-run output throughput of the tuned configuration was 733, 733 and 733 tok/s.",
    # values swapped between runs, a value moved to the other arm, a wrong count of runs
    "Per-run output throughput of the tuned configuration was 600, 1000 and 700 tok/s.",
    "Per-run output throughput of the tuned configuration was 1000, 700 and 600 tok/s.",
    "Per-run output throughput of the tuned configuration was 600 and 700 tok/s.",
    "Per-run output throughput of the tuned configuration was 600, 700, 1000 and 1000 tok/s.",
    "Output throughput of the tuned configuration was 600, 700 and 1000 tok/s across the four runs.",
    # negated, a hedge, a modal, another metric, the arm twice, no word of runs
    NEG + "per-run output throughput of the tuned configuration was 600, 700 and 1000 tok/s.",
    "Per-run output throughput of the tuned configuration was not 600, 700 and 1000 tok/s.",
    "Per-run output throughput of the tuned configuration was about 600, 700 and 1000 tok/s.",
    "Per-run output throughput of the tuned configuration could be 600, 700 and 1000 tok/s.",
    "Per-run mean TTFT of the tuned configuration was 300, 320 and 340 ms.",
    "Per-run mean TPOT of the tuned configuration was 200, 210 and 250 ms.",
    "Per-run output throughput: 600 / 700 / 1000 tok/s with the tuned configuration, 600 / 700 / 1000 tok/s with the "
    "tuned configuration.",
    "Output throughput of the tuned configuration was 600, 700 and 1000 tok/s.",
]
NEVER_FALSE = TRUE + [
    "Per-run output throughput of the tuned configuration was 1000, 700 and 600 tok/s.",
    "Per-run output throughput of the tuned configuration was 600 and 700 tok/s.",
    "Per-run median TTFT of the tuned configuration was 200, 210 and 240 ms.",
]
FALSE = [
    "Per-run output throughput of the tuned configuration was 600, 700 and 1500 tok/s.",
    "Per-run output throughput of the baseline was 600, 700 and 1000 tok/s.",
    "Per-run output throughput: 500 / 505 / 510 tok/s with the tuned configuration, 600 / 700 / 1000 tok/s with the "
    "baseline.",
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


@pytest.mark.parametrize("s", [LIST, BOTH])
def test_a_witness_without_runs_leaves_it_unread(no_runs, s):
    """Rows with no ``run`` field: no per-run values, never net-true, never false."""
    res = grade(no_runs, s)
    assert res.verdict not in ("net-true", "false"), (s, res.verdict, res.reason)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rates=st.lists(st.integers(min_value=200, max_value=1200), min_size=2, max_size=4, unique=True))
def test_list_is_the_runs_in_order(tmp_path_factory, rates):
    """Any per-run values: the list in run order reads net-true; reversed, one value x1.5, or one value short never
    does."""
    runs = [(BASE, [{"toks": 500, "ttft": 0.3}] * len(rates)), (TUNED, [{"toks": r, "ttft": 0.2} for r in rates])]
    w = _seal(tmp_path_factory.mktemp("run_lists_h") / "w", runs)

    def said(vs):
        return f"The tuned configuration's per-run output throughput: {' / '.join(str(v) for v in vs)} tok/s."

    assert_read_net_true(grade(w, said(rates)))
    for twin in (said(rates[::-1]), said(rates[:-1] + [round(rates[-1] * 1.5)]), said(rates[:-1])):
        assert_never_net_true(grade(w, twin), twin)
