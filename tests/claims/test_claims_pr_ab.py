"""A before / after A/B of one change in the voice of pull requests and changelogs of inference engines (issue 16;
productions unchanged (claimcheck/claims/unchanged.py), arm_by_revision (claimcheck/claims/revisions.py), arm_by_role's
change phrases ("this change", "this patch", "before this PR"), label's arrow ("Mean TPOT (ms): 12.1 -> 11.0"),
declared_pair with a named baseline, pair_arms with "ARM V vs ARM V",
an arrow whose values each name their arm, and pair_order's conventions (subject first, or both arms named before in
the pair's order) keeping the other arm as a second meaning).

Witnesses, worked out by hand (vLLM, 1 x H100, Llama-3.1-8B-Instruct; 50 requests per arm, 100 prompt + 200 output
tokens each; real_sentences.witness_specs.arm_rows spreads the requests so that the wall is 50 / throughput):

* ``pr`` -- main (aliases main / before / master; settings commit abc1234, build b5120; role baseline): 7.25 req/s
  -> wall 50 / 7.25 = 6.8966 s, output 200 x 7.25 = 1450 tok/s; TTFT 120 ms, TPOT 12.1 ms. pr (aliases PR / after;
  commit def5678, build b5121; role treatment): 8.1 req/s -> 1620 tok/s; TTFT 121 ms, TPOT 11.0 ms.
  Throughput 1620 / 1450 = 1.11724 (+11.7%); TPOT 11.0 / 12.1 = 0.90909 (-9.1%, -1.1 ms); TTFT 121 / 120 =
  1.00833 (+0.8%: inside the parity band, 10%); e2e 0.120 + 0.0121 x 199 = 2.5279 s vs 0.121 + 0.011 x 199 = 2.310 s.
  The witness names its arms "this PR" only through the role phrases ("this change", "this patch", "this PR").
* ``noroles`` -- the same two arms with no declared roles: "TTFT unchanged" (whose before?) is not read.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 50 requests per arm"
NEG = "It is not true that "
_P = dict(tok=200, prompt=100, n=50)

SPECS = {
    "pr": [A("pr", "PR", "after", thr=8.1, ttft=0.121, tpot=0.011, settings={"commit": "def5678", "build": "b5121"},
             role="treatment", **_P),
           A("main", "main", "before", "master", thr=7.25, ttft=0.120, tpot=0.0121,
             settings={"commit": "abc1234", "build": 5120}, role="baseline", **_P)],
    "noroles": [A("pr", "PR", thr=8.1, ttft=0.121, tpot=0.011, **_P),
                A("main", "main", thr=7.25, ttft=0.120, tpot=0.0121, **_P),
                A("other", "other", thr=7.25, ttft=0.120, tpot=0.0121, **_P)],
}


wit = sealed_fixture("prab", SPECS)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


# (witness, true statement, twins)
FRAMES = [
    # production unchanged: parity of the treatment against the baseline, with a pair before, then after
    ("pr", "TTFT unchanged (120 vs 121 ms).", [
        "TTFT unchanged (180 vs 181.5 ms).",                       # x1.5
        "TTFT unchanged (60 vs 60.5 ms).",                         # x0.5
        "TTFT unchanged (121 vs 120 ms).",                         # arms swapped (order: before, then after)
        NEG + "TTFT unchanged (120 vs 121 ms).",                   # negation
        "TTFT unchanged (120 vs 121 ms) on an A100.",              # wrong GPU
        "TTFT doubled (120 vs 240 ms).",                           # direction
    ]),
    ("pr", "TTFT remains unchanged (120 ms -> 121 ms).", [
        "TTFT remains unchanged (121 ms -> 120 ms).", "TTFT remains unchanged (180 ms -> 181.5 ms).",
        NEG + "TTFT remains unchanged (120 ms -> 121 ms)."]),
    ("pr", "Mean TTFT is roughly the same.", [NEG + "Mean TTFT is roughly the same.",
                                               "Mean TTFT is roughly the same with Llama-3.1-70B."]),
    ("pr", "No change in TTFT.", [NEG + "No change in TTFT."]),
    ("pr", "TTFT: no regression", [NEG + "TTFT: no regression"]),
    ("pr", "No TTFT regression.", [NEG + "No TTFT regression."]),
    ("pr", "No regression in TTFT: 120 ms on main vs 121 ms with this PR.", [
        "No regression in TTFT: 121 ms on main vs 120 ms with this PR.",   # arms swapped
        "No regression in TTFT: 180 ms on main vs 181.5 ms with this PR.",  # x1.5
        NEG + "No regression in TTFT: 120 ms on main vs 121 ms with this PR."]),
    # arm_by_role: the change's own phrases
    ("pr", "With this change, request throughput goes from 7.25 to 8.1 req/s on a single H100.", [
        "With this change, request throughput goes from 8.1 to 7.25 req/s on a single H100.",   # arms swapped
        "With this change, request throughput goes from 10.875 to 12.15 req/s on a single H100.",  # x1.5
        "With this change, request throughput goes from 7.25 to 8.1 req/s on a single A100.",   # wrong GPU
        NEG + "With this change, request throughput goes from 7.25 to 8.1 req/s on a single H100."]),
    ("pr", "The patch cuts mean TPOT by 9%.", ["The patch raises mean TPOT by 9%.", "The patch cuts mean TPOT by 4.5%.",
                                               "The patch cuts mean TPOT by 13.5%."]),
    ("pr", "This PR improves output throughput by 11.7% over main.", [
        "Main improves output throughput by 11.7% over this PR.", "This PR improves output throughput by 17.6% over main."]),
    # declared_pair with a named baseline: the arrow's after value is the declared treatment's
    ("pr", "TPOT improves by 1.1 ms (12.1 -> 11.0 ms) compared to main.", [
        "TPOT improves by 1.1 ms (11.0 -> 12.1 ms) compared to main.",   # direction of the values
        "TPOT improves by 1.1 ms (18.15 -> 16.5 ms) compared to main.",  # x1.5
        "TPOT improves by 1.1 ms (12.1 -> 11.0 ms) compared to PR.",     # arms swapped
        NEG + "TPOT improves by 1.1 ms (12.1 -> 11.0 ms) compared to main."]),
    ("pr", "TPOT improves by 9% (12.1 -> 11.0 ms) compared to main.", [
        "TPOT worsens by 9% (12.1 -> 11.0 ms) compared to main.", "TPOT improves by 4.5% (12.1 -> 11.0 ms) compared to main."]),
    # pair_arms: "ARM V vs ARM V"
    ("pr", "master 1450 tok/s vs PR 1620 tok/s", [
        "master 1620 tok/s vs PR 1450 tok/s", "master 2175 tok/s vs PR 2430 tok/s", NEG + "master 1450 tok/s vs PR 1620 tok/s"]),
    ("pr", "TPOT: main 12.1 ms vs PR 11.0 ms", ["TPOT: main 11.0 ms vs PR 12.1 ms", "TPOT: main 6.05 ms vs PR 5.5 ms"]),
    # pair_arms: an arrow whose values each name their arm
    ("pr", "Output throughput: 1450 tok/s (main) -> 1620 tok/s (PR)", [
        "Output throughput: 1620 tok/s (main) -> 1450 tok/s (PR)",   # values swapped
        "Output throughput: 1450 tok/s (PR) -> 1620 tok/s (main)",   # arms swapped
        "Output throughput: 2175 tok/s (main) -> 2430 tok/s (PR)",   # x1.5
        NEG + "Output throughput: 1450 tok/s (main) -> 1620 tok/s (PR)"]),
    ("pr", "TPOT: 12.1 ms (before) → 11.0 ms (after)", ["TPOT: 11.0 ms (before) → 12.1 ms (after)",
                                                       "TPOT: 6.05 ms (before) → 5.5 ms (after)"]),
    # arm_by_role: the baseline named from the change's side
    ("pr", "Before this PR: 1450 tok/s. After this PR: 1620 tok/s.", [
        "Before this PR: 1620 tok/s. After this PR: 1450 tok/s.",    # arms swapped
        "Before this PR: 725 tok/s. After this PR: 810 tok/s.",      # x0.5
        NEG + "Before this PR: 1450 tok/s. After this PR: 1620 tok/s."]),
    ("pr", "Mean TPOT is 12.1 ms without this change and 11.0 ms after this change.", [
        "Mean TPOT is 11.0 ms without this change and 12.1 ms after this change.",
        "Mean TPOT is 18.15 ms without this change and 16.5 ms after this change."]),
    # label: a benchmark label line diffed by an arrow (before, then after)
    ("pr", "Mean TPOT (ms): 12.1 -> 11.0", ["Mean TPOT (ms): 11.0 -> 12.1", "Mean TPOT (ms): 18.15 -> 16.5",
                                            "Mean TTFT (ms): 12.1 -> 11.0"]),
    ("pr", "Output token throughput (tok/s): 1450 → 1620 (+11.7%)", [
        "Output token throughput (tok/s): 1620 → 1450 (+11.7%)", "Output token throughput (tok/s): 1450 → 1620 (+17.6%)",
        "Output token throughput (tok/s): 1450 → 1620 (-11.7%)"]),
    # per_request_token_speed: a decode speed whose TPOT pair says it is 1 / TPOT (12.1 / 11.0 = 1.1: 10% faster)
    ("pr", "Decode speed is 10% higher with this PR (TPOT 12.1 ms vs 11.0 ms).", [
        "Decode speed is 20% higher with this PR (TPOT 12.1 ms vs 11.0 ms).",   # x2
        "Decode speed is 5% higher with this PR (TPOT 12.1 ms vs 11.0 ms).",    # x0.5
        "Decode speed is 10% lower with this PR (TPOT 12.1 ms vs 11.0 ms).",    # direction
        "Decode speed is 10% higher with main (TPOT 12.1 ms vs 11.0 ms).",      # arms swapped
        "Decode speed is 10% higher with this PR (TPOT 18.15 ms vs 16.5 ms).",  # the pair x1.5
        NEG + "Decode speed is 10% higher with this PR (TPOT 12.1 ms vs 11.0 ms)."]),
    # arm_by_revision
    ("pr", "Commit def5678 reaches 1620 output tok/s, up from 1450 tok/s at abc1234.", [
        "Commit abc1234 reaches 1620 output tok/s, up from 1450 tok/s at def5678.",   # arms swapped
        "Commit def5678 reaches 2430 output tok/s, up from 2175 tok/s at abc1234.",   # x1.5
        NEG + "Commit def5678 reaches 1620 output tok/s, up from 1450 tok/s at abc1234."]),
    ("pr", "def5678 is 11.7% faster than abc1234 in output throughput.", [
        "abc1234 is 11.7% faster than def5678 in output throughput.",
        "def5678 is 11.7% slower than abc1234 in output throughput."]),
    ("pr", "b5121: 8.1 req/s, b5120: 7.25 req/s", ["b5120: 8.1 req/s, b5121: 7.25 req/s", "b5121: 4.05 req/s, b5120: 3.625 req/s"]),
    ("pr", "Build 5121 serves 8.1 req/s versus 7.25 req/s for build b5120.", [
        "Build 5120 serves 8.1 req/s versus 7.25 req/s for build b5121."]),
]
IDS = [f"{n}-{k}" for k, (n, *_rest) in enumerate(FRAMES)]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in, ids=IDS)


@pytest.mark.parametrize("statement", [
    # a pair after a comparison, written before then after: the subject-first convention is a second meaning only
    # (these were graded false: '12.1 ms' read as this PR's TPOT)
    "Throughput is 11.7% higher with this PR (TPOT 12.1 ms vs 11.0 ms).",
    "This PR improves throughput by 11.7% (TPOT 12.1 ms vs 11.0 ms).",
    "With this PR, request throughput was 7.25 vs 8.1 req/s.",
    "This PR decodes 10% faster than main (TPOT 12.1 ms vs 11.0 ms).",   # both arms named before: a convention too
    "TTFT unchanged (121 vs 120 ms).",                        # after, then before: not shown, never false
    "Mean TTFT is on par with main (121 vs 120 ms).",
    "No regression in TPOT.",                                  # better by 9%: inside the band
    "TTFT is unchanged; results may differ on other GPUs.",
    "TTFT is unchanged, not tested on A100.",
    "Output throughput is unchanged.",                         # +11.7%: between the bands, not shown
])
def test_honest_statements_are_never_false(wit, statement):
    assert_never_false(grade_in(wit, "pr", statement), statement)


@pytest.mark.parametrize("name,statement", [
    ("pr", "TTFT is not unchanged."),                # a negated parity word
    ("pr", "TTFT is unchanged at low load."),        # words after it: another claim
    ("noroles", "TTFT unchanged."),                  # whose before and after? no declared roles
    ("noroles", "No regression in TTFT."),
    ("pr", "The change in TTFT is small."),          # "the change" is no arm
])
def test_left_unread(wit, name, statement):
    res = grade_in(wit, name, statement)
    assert res.verdict == "not-yet" and res.reading is not None and res.reading.unread, (statement, res.reason)


def test_a_metric_that_changed_by_half_is_not_unchanged(wit):
    """Output throughput +11.7% is outside the 10% band (not shown) but not twice (not contradicted): not-yet; a
    TPOT 'no regression' read against a doubled TPOT is false (rows: TPOT 11.0 vs 12.1 ms, never doubled)."""
    assert grade_in(wit, "pr", "Output throughput unchanged.").verdict == "not-yet"
    assert grade_in(wit, "pr", "TTFT unchanged (120 vs 240 ms).").verdict == "false"  # 240 ms is no arm's TTFT


@settings(max_examples=30, deadline=None)
@given(a=st.integers(min_value=60, max_value=250), b=st.integers(min_value=60, max_value=250))
def test_only_the_witnessed_pair_is_net_true(wit, a, b):
    """TTFT main 120 ms, PR 121 ms (hand values above): '(A vs B ms)' after 'unchanged' is net-true only for 120 vs
    121; the swapped 121 vs 120 is never false; a value that is neither arm's (integers, +-0.5 ms) is false."""
    res = grade_in(wit, "pr", f"TTFT unchanged ({a} vs {b} ms).")
    if (a, b) == (120, 121):
        assert res.verdict == "net-true", res.reason
    elif {a, b} <= {120, 121}:
        assert res.verdict == "not-yet", (a, b, res.reason)
    else:
        assert res.verdict == "false", (a, b, res.reason)
