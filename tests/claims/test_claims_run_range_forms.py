"""Production run_range, the other forms real write-ups give a per-run range (claimcheck/claims/run_frames.py; issue 16,
area RUNS2; docs/claim-check.md "Repeated runs"): a state verb before it ("lies within 2.55-2.60 req/s", "stayed
between A and B", "was stable at A-B" -- a steady state only where the range spreads at most 5% of its low end), the
range written with a dash, the arm after the metric ("on X", "with X") or after each range ("... 2.55-2.60 req/s with
A and 3.45-3.47 req/s with B"), a second range of another arm with the metric left out ("; on B it ranged from ...",
", while on B it ..."), and "throughput" alone where the unit names the aggregate. Each range is the smallest and the
largest of the arm's per-run values, both ends checked. Before: every row here was unread (not-yet).

Witness (three runs per arm, as test_claims_run_frames.py's but the baseline's runs apart): baseline 500 / 505 / 510 output tok/s, tuned 600 / 700 /
1000 tok/s (4.6875 / 5.469 / 7.8125 req/s); median TTFT per run baseline 300 / 320 / 340 ms, tuned 200 / 210 / 250 ms.
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
PLAIN_SCOPE = "Llama-3.1-8B-Instruct on one H100, 40 requests per run"
NEG = "It is not true that "
_R = {"n": 40, "tok": 128, "prompt": 512, "tpot": 0.01}
BASE = A("base", "the baseline", role="baseline", settings={"max_num_seqs": 64}, **_R)
TUNED = A("tuned", "the tuned configuration", role="treatment", settings={"max_num_seqs": 256}, **_R)
RUNS = [(BASE, [{"toks": 500, "ttft": 0.30}, {"toks": 505, "ttft": 0.32}, {"toks": 510, "ttft": 0.34}]),
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
    return _seal(tmp_path_factory.mktemp("run_range_forms") / "w", RUNS)


@pytest.fixture(scope="module")
def one_run(tmp_path_factory) -> str:
    return _seal(tmp_path_factory.mktemp("run_range_forms1") / "w", [(BASE, RUNS[0][1][:1]), (TUNED, RUNS[1][1][2:])])


def grade(w, s: str, scope: str = SCOPE):
    return grade_statement(s, w, scope)


TRUE = [
    "Per-run output throughput of the tuned configuration lies within 600-1000 tok/s.",
    "Per-run output throughput of the tuned configuration lies within 600–1000 tok/s.",
    "Per-run output throughput on the tuned configuration ranged from 600 to 1000 tok/s.",
    "Per-run output throughput with the tuned configuration stayed between 600 and 1000 tok/s.",
    "The baseline's per-run output throughput was stable at 500-510 tok/s.",
    "Per-run throughput of the tuned configuration stayed between 4.69 and 7.81 req/s.",
    "Per-run output throughput lies within 600-1000 tok/s with the tuned configuration and 500-510 tok/s with the "
    "baseline.",
    "Per-run output throughput ranged from 600 to 1000 tok/s on the tuned configuration and from 500 to 510 tok/s on "
    "the baseline.",
    "Per-run output throughput of the baseline was stable at 500-510 tok/s; for the tuned configuration it ranged from "
    "600 to 1000 tok/s.",
    "Per-run output throughput of the baseline was stable at 500-510 tok/s, while for the tuned configuration it ranged "
    "from 600 to 1000 tok/s.",
    "Across the three runs, output throughput of the tuned configuration lies within 600-1000 tok/s.",
    "The tuned configuration's per-run mean TTFT stayed within 200-250 ms.",
]
TWINS = [
    # an end beyond rounding (x1.5, x0.5), narrowed, the other arm's range, arms swapped
    "Per-run output throughput of the tuned configuration lies within 600-1500 tok/s.",
    "Per-run output throughput of the tuned configuration lies within 300-1000 tok/s.",
    "Per-run output throughput of the tuned configuration lies within 650-1000 tok/s.",
    "Per-run output throughput of the tuned configuration lies within 600-900 tok/s.",
    "Per-run output throughput of the baseline lies within 600-1000 tok/s.",
    "Per-run output throughput on the baseline ranged from 600 to 1000 tok/s.",
    "Per-run output throughput lies within 600-1000 tok/s with the baseline and 500-510 tok/s with the tuned "
    "configuration.",
    "Per-run output throughput lies within 600-1000 tok/s with the tuned configuration and 500-510 tok/s with the "
    "tuned configuration.",
    "Per-run output throughput lies within 600-1000 tok/s with the tuned configuration and 250-510 tok/s with the "
    "baseline.",
    "Per-run output throughput of the tuned configuration was stable at 500-510 tok/s; for the baseline it ranged from "
    "600 to 1000 tok/s.",
    "Per-run output throughput of the baseline was stable at 500-510 tok/s; for the baseline it ranged from 600 to 1000 "
    "tok/s.",
    "Per-run output throughput of the baseline was stable at 500-510 tok/s, while for the tuned configuration it ranged "
    "from 600 to 1500 tok/s.",
    # a steady state the range does not support (wider than 5% of its low end): the evaluation is unread
    "The tuned configuration's per-run output throughput was stable at 600-1000 tok/s.",
    # negated, a modal, a hedge, the ends swapped, another count of runs, another statistic
    NEG + "per-run output throughput of the tuned configuration lies within 600-1000 tok/s.",
    "Per-run output throughput of the tuned configuration did not stay within 600-1000 tok/s.",
    "The baseline's per-run output throughput was not stable at 500-510 tok/s.",
    "Per-run output throughput of the tuned configuration could lie within 600-1000 tok/s.",
    "Per-run output throughput of the tuned configuration lies within about 600-1000 tok/s.",
    "Per-run output throughput of the tuned configuration lies within 1000-600 tok/s.",
    "Across the four runs, output throughput of the tuned configuration lies within 600-1000 tok/s.",
    "The tuned configuration's per-run mean TTFT stayed within 200-300 ms.",
    "The tuned configuration's per-run mean TTFT stayed within 150-250 ms.",
    "The tuned configuration's per-run output throughput was 600-1000 tok/s.",
    # a rate unit the aggregate does not name
    "Per-run throughput of the tuned configuration stayed between 4.69 and 7.81 tok/s.",
]
NEVER_FALSE = TRUE + [
    "The tuned configuration's per-run output throughput was stable at 600-1000 tok/s.",
    "Run-to-run variation is small: per-run output throughput lies within 600-1000 tok/s with the tuned configuration "
    "and 500-510 tok/s with the baseline.",
    "The tuned configuration's per-run median TTFT stayed within 200-240 ms.",
]
FALSE = [
    "Per-run output throughput of the tuned configuration lies within 600-1500 tok/s.",
    "Per-run output throughput of the baseline lies within 600-1000 tok/s.",
    "Per-run output throughput lies within 600-1000 tok/s with the baseline and 500-510 tok/s with the tuned "
    "configuration.",
    "Per-run output throughput of the baseline was stable at 500-510 tok/s, while for the tuned configuration it ranged "
    "from 600 to 1500 tok/s.",
    "Per-run output throughput of the tuned configuration was stable at 500-510 tok/s; for the baseline it ranged from "
    "600 to 1000 tok/s.",
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
    "Per-run output throughput of the tuned configuration lies within 999-1001 tok/s.",
    "Per-run output throughput lies within 999-1001 tok/s with the tuned configuration and 500-510 tok/s with the "
    "baseline."])
def test_one_run_per_arm_gives_no_range(one_run, s):
    """With one run per arm there is no range over runs: never net-true, never false."""
    res = grade(one_run, s, PLAIN_SCOPE)
    assert res.verdict not in ("net-true", "false"), (s, res.verdict, res.reason)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rates=st.lists(st.integers(min_value=200, max_value=1200), min_size=2, max_size=4, unique=True))
def test_dash_range_is_min_and_max_of_the_runs(tmp_path_factory, rates):
    """Any per-run values, the range after each arm: the true ranges read net-true; an end moved beyond its rounding,
    the ends swapped or the arms' ranges swapped never do."""
    base = [r + 100 for r in rates]
    runs = [(BASE, [{"toks": r, "ttft": 0.3} for r in base]), (TUNED, [{"toks": r, "ttft": 0.2} for r in rates])]
    w = _seal(tmp_path_factory.mktemp("run_range_forms_h") / "w", runs)
    lo, hi = min(rates), max(rates)
    blo, bhi = min(base), max(base)

    def said(a, b, c, d):
        return (f"Per-run output throughput lies within {a}-{b} tok/s with the tuned configuration and {c}-{d} tok/s "
                f"with the baseline.")

    assert_read_net_true(grade(w, said(lo, hi, blo, bhi), PLAIN_SCOPE))
    for twin in (said(lo, hi + 2, blo, bhi), said(lo - 2, hi, blo, bhi), said(lo, hi, blo, bhi + 2),
                 said(blo, bhi, lo, hi), said(lo, round(hi * 1.5), blo, bhi)):
        assert_never_net_true(grade(w, twin, PLAIN_SCOPE), twin)
