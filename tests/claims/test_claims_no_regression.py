"""A pull request's "no regression" is one-sided (production unchanged, claimcheck/claims/unchanged.py;
tolerance.one_sided; docs/claim-check.md "Parity"): "No TPOT regression", "TPOT did not regress", "no slowdown in
output throughput" hold when the change made the metric better by any amount, or worse by at most
tolerance.UNCHANGED_BAND (5%). Before, "No TPOT regression" of a 9% improvement was not-yet (outside the two-sided
5% band), and "did not regress" / "no slowdown" were not read. False stays where it was: the treatment twice as bad.

Witnesses by hand (vLLM on one H100, Llama-3.1-8B-Instruct; 50 requests per arm of 100 prompt + 200 output tokens;
pr: role treatment, main: role baseline; output tok/s = 200 x req/s):

* ``better`` -- main 7.25 req/s (1450 tok/s), TTFT 120 ms, TPOT 12.1 ms; pr 8.1 req/s (1620 tok/s), TTFT 121 ms,
  TPOT 11.0 ms. TPOT 11.0 / 12.1 = 0.909 (9.1% better: outside [0.95, 1.05], inside [0, 1.05]); throughput
  1620 / 1450 = 1.117 (11.7% better: inside [0.95, inf)); TTFT 121 / 120 = 1.0083 (0.8% worse: inside the band).
* ``worse9`` -- main 8.1 req/s, TTFT 120 ms, TPOT 11.0 ms; pr 7.25 req/s, TTFT 125 ms, TPOT 12.1 ms. TPOT 12.1 / 11.0
  = 1.10 (10% worse: beyond the band, below 2x: not shown either way); throughput 7.25 / 8.1 = 0.895 (10.5% worse:
  not shown); TTFT 125 / 120 = 1.0417 (4.2% worse: inside the band).
* ``worse2x`` -- main 8.1 req/s, TTFT 120 ms, TPOT 11.0 ms; pr 3.6 req/s, TTFT 300 ms, TPOT 24.2 ms. TPOT 24.2 / 11.0
  = 2.2 (>= 2: false); throughput 3.6 / 8.1 = 0.444 (<= 0.5: false); TTFT 300 / 120 = 2.5 (false).

Negated ("It is not true that TPOT did not regress": there was a regression): true beyond the worse false edge (2x),
false only when the treatment is better by more than the band (TPOT 0.909 <= 0.95), not shown between (a 0.8% or 4%
worsening is a regression by some reader's measure: never an accusation).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 50 requests per arm"
NEG = "It is not true that "
_P = dict(tok=200, prompt=100, n=50)


def _two(thr_pr, ttft_pr, tpot_pr, thr_main, ttft_main, tpot_main):
    return [A("pr", "PR", "after", thr=thr_pr, ttft=ttft_pr, tpot=tpot_pr, role="treatment", **_P),
            A("main", "main", "before", thr=thr_main, ttft=ttft_main, tpot=tpot_main, role="baseline", **_P)]


SPECS = {"better": _two(8.1, 0.121, 0.011, 7.25, 0.120, 0.0121),
         "worse9": _two(7.25, 0.125, 0.0121, 8.1, 0.120, 0.011),
         "worse2x": _two(3.6, 0.300, 0.0242, 8.1, 0.120, 0.011)}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("noreg")
    return {n: str(seal(root / n, *witness_for(Spec(n, arms, key="")))) for n, arms in SPECS.items()}


def grade(wit, name, s):
    return grade_statement(s, wit[name], SCOPE)


HOLDS = [  # (witness, statement): read completely and net-true
    ("better", "No TPOT regression."),                     # 9.1% better (was not-yet)
    ("better", "No regression in TPOT."),
    ("better", "TPOT: no regression."),
    ("better", "TPOT did not regress."),
    ("better", "Mean TPOT didn't regress."),
    ("better", "Mean TPOT has not regressed."),
    ("better", "No throughput regression."),               # 11.7% better
    ("better", "No slowdown in output throughput."),
    ("better", "No degradation in request throughput."),
    ("better", "No TTFT regression."),                     # 0.8% worse: inside the band
    ("better", "No TPOT regression (12.1 vs 11.0 ms)."),   # the pair: main's, then this PR's
    ("worse9", "No TTFT regression."),                     # 4.2% worse: inside the band
    ("worse9", "TTFT did not regress."),
    ("worse2x", NEG + "TPOT did not regress."),            # 2.2x worse: there was a regression
    ("worse2x", NEG + "there is no throughput regression."),
    # a participle of looking after the noun ("detected", "observed": unchanged._SEEN): that the author looked
    ("better", "No regression detected in TPOT."),
    ("better", "No TPOT regression observed."),
    ("better", "No slowdown observed in output throughput."),
    ("worse9", "No regression detected in TTFT."),
]


@pytest.mark.parametrize("name,statement", HOLDS)
def test_no_regression_holds_read_completely_and_net_true(wit, name, statement):
    res = grade(wit, name, statement)
    assert_read_net_true(res)


@pytest.mark.parametrize("name,statement", [
    ("worse2x", "No TPOT regression."),                    # 2.2x worse
    ("worse2x", "TPOT did not regress."),
    ("worse2x", "No throughput regression."),              # 0.444x
    ("worse2x", "No slowdown in output throughput."),
    ("worse2x", "No TPOT slowdown."),
    ("worse2x", "No TTFT regression."),                    # 2.5x worse
    ("worse2x", "No regression detected in TPOT."),
    ("worse2x", "No TTFT regression observed."),
    ("better", NEG + "there is no TPOT regression."),      # 9.1% better: no regression
    ("better", NEG + "TPOT did not regress."),
    ("better", NEG + "there is no throughput regression."),
])
def test_a_real_regression_or_its_false_denial_is_false(wit, name, statement):
    res = grade(wit, name, statement)
    assert res.verdict == "false", (statement, res.verdict, res.reason)


@pytest.mark.parametrize("name,statement", [
    ("worse9", "No TPOT regression."),                     # 10% worse: beyond the band, below 2x
    ("worse9", "TPOT did not regress."),
    ("worse9", "No throughput regression."),               # 10.5% worse
    ("worse9", "No slowdown in output throughput."),
    ("worse9", NEG + "there is no TTFT regression."),      # 4.2% worse: a regression by some measure
    ("better", NEG + "there is no TTFT regression."),      # 0.8% worse
    ("worse9", NEG + "there is no TPOT regression."),      # 10% worse: not shown either way
])
def test_between_the_band_and_twice_is_never_shown_either_way(wit, name, statement):
    res = grade(wit, name, statement)
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)


@pytest.mark.parametrize("name,statement", [
    ("better", NEG + "there is no TPOT regression."),      # negation
    ("better", "No TPOT regression (11.0 vs 12.1 ms)."),   # the pair's arms swapped
    ("better", "No TPOT regression (18.15 vs 16.5 ms)."),  # x1.5
    ("better", "No TPOT regression (6.05 vs 5.5 ms)."),    # x0.5
    ("better", "TPOT unchanged."),                         # 9.1% move: outside the symmetric band
    ("better", "No TPOT regression on an A100."),          # wrong GPU
    ("better", "No TPOT regression with Llama-3.1-70B."),  # wrong model
    ("worse9", "No TPOT regression."),
    ("worse9", "No throughput regression."),
    ("worse2x", "No TPOT regression."),
    ("worse2x", "TPOT did not regress."),
    ("worse9", "No regression detected in TPOT."),
    ("better", NEG + "no regression was detected in TPOT."),
    ("better", "No regression detected in TPOT at low load."),
    ("better", "No regression detected."),                 # in what?
])
def test_twins_are_never_net_true(wit, name, statement):
    assert_never_net_true(grade(wit, name, statement), statement)


@pytest.mark.parametrize("name,statement", [
    ("better", "No TPOT regression; results may differ on other GPUs."),
    ("better", "TPOT did not regress, not tested on A100."),
    ("worse9", "No TPOT regression."),
    ("worse9", "TTFT did not regress."),
])
def test_honest_statements_are_never_false(wit, name, statement):
    assert_never_false(grade(wit, name, statement), statement)
