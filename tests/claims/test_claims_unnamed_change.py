"""Changes that name neither arm, as real write-ups state them (production unnamed_change --
claimcheck/claims/unnamed_change.py; binding declared_pair -- claimcheck/claims/grammar.lark).

"Throughput improved by 56%", "A 12% reduction in mean TTFT", "TTFT is improved from 4085.28ms to 3373.49ms",
"Side-effect: throughput dropped from ~30 tok/s to ~17 tok/s", "median TTFT decreases from 15.1 seconds to 8.0
seconds, a reduction of approximately 47%": in a witness of two arms that declare the roles treatment and baseline
(``pair``), the change is the treatment's against the baseline (from-to: before is the baseline) and is graded. In a
witness that declares no such pair (``three``: three arms, one baseline; ``plain``: two arms declaring other roles)
the same words are read -- metric, statistic, direction, size, hedge -- with neither arm bound: not-yet, never net-true,
never false (an after value naming no arm is no accusation there either). A change whose subject arm is named and whose
baseline nothing gives ("FP8 delivered a 50% throughput increase" in ``trio``: three arms, no declared baseline) is
read with its baseline unbound: not-yet.

Witness by hand (10 requests per arm, 100 output tokens each; TTFT nine at a and one at c, mean m, numpy-linear p99
= a + 0.91 (c - a)):
  bf16 (baseline): 30 output tok/s (0.3 req/s), TTFT mean 500 ms, p99 900 ms, TPOT 12 ms; e2e mean 0.5 + 99 * 0.012 =
    1.688 s;
  fp8 (treatment): 45 output tok/s (0.45 req/s), TTFT mean 200 ms, p99 500 ms, TPOT 7.2 ms; e2e mean 0.2 + 99 *
    0.0072 = 0.9128 s;
  int8 (``three`` only, treatment): 36 output tok/s, TTFT mean 300 ms, p99 600 ms, TPOT 9 ms.
fp8 over bf16: throughput +50%, mean TTFT -60%, p99 TTFT (500 - 900) / 900 = -44.4%, TPOT -40%, mean e2e latency
(0.9128 - 1.688) / 1.688 = -45.9%.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

BF16 = dict(toks=30, ttft_mp=(0.5, 0.9), tpot=0.012, tok=100, settings={"dtype": "bf16"})
FP8 = dict(toks=45, ttft_mp=(0.2, 0.5), tpot=0.0072, tok=100, settings={"dtype": "fp8"})
INT8 = dict(toks=36, ttft_mp=(0.3, 0.6), tpot=0.009, tok=100, settings={"dtype": "int8"})

SPECS = {
    "pair": [A("fp8", "FP8", role="treatment", **FP8), A("bf16", "BF16", role="baseline", **BF16)],
    "three": [A("fp8", "FP8", role="treatment", **FP8), A("bf16", "BF16", role="baseline", **BF16),
              A("int8", "INT8", role="treatment", **INT8)],
    "plain": [A("fp8", "FP8", role="treatment", **FP8), A("bf16", "BF16", role="treatment", **BF16)],
    "trio": [A("fp8", "FP8", role="treatment", **FP8), A("bf16", "BF16", role="treatment", **BF16),
             A("int8", "INT8", role="treatment", **INT8)],
    # a pull request's before / after: two builds, the same settings but the commit (revisions.time_order)
    "revs": [A("pr", "the PR branch", role="treatment", **{**FP8, "settings": {"commit": "abc1234f"}}),
             A("main", "main", role="baseline", **{**BF16, "settings": {"commit": "def5678a"}})],
}

wit = sealed_fixture("unnamed-change", SPECS)

SCOPE = "Llama-3.1-8B-Instruct on one H100, vLLM, 10 requests per arm"


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


# true of fp8 against bf16, every spelling of a change that names neither arm
TRUE = [
    # a change verb and "by N%"
    "Throughput improved by 50%.",
    "Output throughput rose by 50%, and mean TTFT dropped by 60%.",
    "Mean TPOT fell by 40%.",
    "TPOT is cut by about 40%.",
    "Mean TTFT reduced 60%",
    "Output throughput increased by 50% while mean TPOT dropped by 40%.",
    "Mean end-to-end latency dropped by about 46%.",
    "The p99 TTFT dropped by about 44%.",
    "Throughput is up 50%.",
    "TTFT p99 decreased by ~44%.",
    "Mean TTFT was slashed by 60%.",
    "Mean TPOT was trimmed by 40%.",
    "Mean TTFT dropped by a whopping 60%.",
    "Output throughput improved by a healthy 50%.",
    # a change noun
    "A 60% reduction in mean TTFT.",
    "60% mean TTFT reduction.",
    "Already 50% improvement in throughput.",
    "+50% output throughput",
    "Output tok/s up 50%",
    "Req/s up ~50%.",
    "A 40% TPOT reduction.",
    # a from-to / arrow pair
    "Mean TTFT is improved from 500ms to 200ms.",
    "Side-effect: mean TTFT dropped from ~500 ms to ~200 ms.",
    "TPOT: 12 ms → 7.2 ms",
    "Output throughput went from 30 tok/s to 45 tok/s.",
    "Output tok/s: ~30 → ~45",
    "Mean time to first token fell from 0.5 s to 200 ms.",
    "p99 TTFT improved from 900 ms to 500 ms.",
    # the after value, then the before value ("up from" / "down from", "(was ...)")
    "Mean TTFT is now 200 ms, down from 500 ms.",
    "Output throughput is 45 tok/s, up from 30 tok/s.",
    "Output throughput reached 45 tok/s, up from 30 tok/s (+50%).",
    "Mean TTFT is 200 ms (down from 500 ms).",
    "Mean TPOT is now 7.2 ms (was 12 ms).",
    # a pair and its summary
    "Mean TTFT decreases from 0.5 seconds to 0.2 seconds, a reduction of approximately 60%.",
    "Mean TTFT fell from 500 ms to 200 ms (-60%).",
    "Output token throughput: 30 -> 45 tok/s (+50%)",
]

# each of them twisted: x1.5 / x0.5, the direction flipped, the pair swapped, the wrong statistic, negated
TWINS = [
    "Throughput improved by 75%.",
    "Throughput improved by 25%.",
    "Throughput dropped by 50%.",
    "It is not true that throughput improved by 50%.",
    "Output throughput rose by 50%, and mean TTFT dropped by 90%.",
    "Output throughput rose by 50%, and mean TTFT rose by 60%.",
    "Mean TPOT fell by 60%.",
    "Mean TPOT rose by 40%.",
    "TPOT is cut by about 20%.",
    "Mean TTFT reduced 30%",
    "Output throughput increased by 50% while mean TPOT dropped by 60%.",
    "Mean end-to-end latency dropped by about 70%.",
    "The p99 TTFT dropped by about 60%.",
    "The median TTFT dropped by about 44%.",
    "Throughput is down 50%.",
    "Mean TTFT was slashed by 30%.",
    "Throughput was slashed by 50%.",
    "Mean TTFT dropped by a whopping 90%.",
    "Mean TTFT rose by a whopping 60%.",
    "A 90% reduction in mean TTFT.",
    "A 30% reduction in mean TTFT.",
    "A 60% increase in mean TTFT.",
    "60% p99 TTFT reduction.",
    "Already 75% improvement in throughput.",
    "-50% output throughput",
    "Output tok/s down 50%",
    "Output tok/s up 75%",
    "Req/s up ~25%.",
    "Mean TTFT is improved from 750ms to 200ms.",
    "Mean TTFT is improved from 500ms to 300ms.",
    "Mean TTFT is improved from 200ms to 500ms.",
    "Mean TTFT rose from 500 ms to 200 ms.",
    "Side-effect: mean TTFT dropped from ~500 ms to ~100 ms.",
    "TPOT: 7.2 ms → 12 ms",
    "TPOT: 18 ms → 7.2 ms",
    "Output throughput went from 45 tok/s to 30 tok/s.",
    "Output throughput went from 30 tok/s to 67.5 tok/s.",
    "Output tok/s: ~30 → ~22",
    "p99 TTFT improved from 500 ms to 200 ms.",
    "Mean TTFT is now 200 ms, up from 500 ms.",
    "Mean TTFT is now 500 ms, up from 200 ms.",
    "Mean TTFT is now 300 ms, down from 500 ms.",
    "Output throughput is 45 tok/s, up from 20 tok/s.",
    "Output throughput reached 45 tok/s, up from 30 tok/s (+25%).",
    "Mean TTFT is 200 ms (down from 750 ms).",
    "Mean TPOT is now 12 ms (was 7.2 ms).",
    "Mean TTFT decreases from 0.5 seconds to 0.2 seconds, a reduction of approximately 90%.",
    "Mean TTFT decreases from 0.5 seconds to 0.2 seconds, an increase of approximately 60%.",
    "Mean TTFT fell from 500 ms to 200 ms (-30%).",
    "Output token throughput: 30 -> 45 tok/s (-50%)",
    "It is not true that mean TTFT fell from 500 ms to 200 ms.",
]

# honest statements whose before value the witness may not hold, or whose arms it cannot tell: never false where the
# witness declares no before and after
NEVER_FALSE = [
    "Mean TTFT dropped from 900 ms to 200 ms.",
    "Mean TTFT dropped from 900 ms to 250 ms.",
    "Output throughput went from 20 tok/s to 40 tok/s.",
    "Throughput improved by 75%.",
    "TPOT: 12 ms → 9 ms",
    "Mean TTFT is improved from 500ms to 300ms.",
]


@pytest.mark.parametrize("s", TRUE)
def test_a_change_naming_no_arm_grades_against_the_declared_pair(s, wit):
    assert_read_net_true(grade(wit, "pair", s))


@pytest.mark.parametrize("s", TWINS)
def test_twins_are_never_net_true_against_the_declared_pair(s, wit):
    assert_never_net_true(grade(wit, "pair", s), s)


@pytest.mark.parametrize("name", ["three", "plain", "trio"])
@pytest.mark.parametrize("s", TRUE)
def test_without_a_declared_pair_the_words_are_read_and_graded_not_yet(s, name, wit):
    res = grade(wit, name, s)
    assert res.reading is not None and not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "not-yet", (res.verdict, res.reason)


@pytest.mark.parametrize("name", ["three", "plain", "trio"])
@pytest.mark.parametrize("s", TWINS + NEVER_FALSE)
def test_without_a_declared_pair_nothing_is_net_true_or_false(s, name, wit):
    res = grade(wit, name, s)
    assert_never_net_true(res, s)
    assert_never_false(res, s)


def test_the_hint_says_which_arms_to_name(wit):
    res = grade(wit, "plain", "Throughput improved by 50%.")
    assert any("names neither arm" in q.detail for q in res.quantities), [q.detail for q in res.quantities]
    res = grade(wit, "plain", "Mean TTFT dropped from 900 ms to 250 ms.")
    assert any("after value of a change naming neither arm" in q.detail for q in res.quantities), \
        [q.detail for q in res.quantities]


# the subject arm named, the baseline not: the declared pair / the other of two arms gives it; three arms with no
# declared baseline (``trio``) give none
ONE_ARM = [
    "FP8 delivered a 50% throughput increase.",
    "FP8 improved output throughput by 50%.",
    "With FP8, mean TTFT dropped by 60%.",
    "FP8 cuts mean TPOT by 40%.",
    "FP8 slashes mean TTFT by 60%.",
    "FP8 cuts mean TTFT by a massive 60%.",
    "FP8 raises output throughput by 50% while lowering mean TPOT by 40%.",
    "BF16 degrades output throughput by 33%.",
    "BF16 worsens mean TTFT by 150%.",
    "FP8 gives a 60% reduction in mean TTFT.",
    "FP8 is 50% faster on output throughput.",
    "With FP8, mean TTFT went from 500 ms to 200 ms.",
    "FP8 brings mean TTFT from 500 ms to 200 ms.",
]
ONE_ARM_TWINS = [
    "FP8 delivered a 75% throughput increase.",
    "FP8 delivered a 50% throughput decrease.",
    "BF16 delivered a 50% throughput increase.",
    "It is not true that FP8 improved output throughput by 50%.",
    "With FP8, mean TTFT dropped by 30%.",
    "With FP8, p99 TTFT dropped by 60%.",
    "FP8 cuts mean TPOT by 20%.",
    "FP8 slashes output throughput by 50%.",
    "FP8 degrades output throughput by 50%.",
    "FP8 worsens mean TTFT by 60%.",
    "FP8 raises output throughput by 50% while lowering mean TPOT by 20%.",
    "BF16 degrades output throughput by 50%.",
    "INT8 gives a 60% reduction in mean TTFT.",
]


@pytest.mark.parametrize("s", ONE_ARM)
def test_one_named_arm_grades_against_the_declared_pair(s, wit):
    assert_read_net_true(grade(wit, "pair", s))


# a from-to pair whose after value is the named arm's: that value is graded (a wrong one is contradicted)
ONE_ARM_PAIR_TWINS = [
    "With FP8, mean TTFT went from 500 ms to 300 ms.",
    "With FP8, mean TTFT went from 750 ms to 200 ms.",
    "With FP8, mean TTFT went from 200 ms to 500 ms.",
    "FP8 brings mean TTFT from 500 ms to 100 ms.",
]


@pytest.mark.parametrize("s", ONE_ARM_TWINS + ONE_ARM_PAIR_TWINS)
@pytest.mark.parametrize("name", ["pair", "trio"])
def test_one_named_arm_twins_are_never_net_true(s, name, wit):
    assert_never_net_true(grade(wit, name, s), s)


@pytest.mark.parametrize("s", ONE_ARM)
def test_one_named_arm_with_no_baseline_is_read_and_not_yet(s, wit):
    res = grade(wit, "trio", s)
    assert res.reading is not None and not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "not-yet", (res.verdict, res.reason)
    assert any("names no baseline" in q.detail for q in res.quantities), [q.detail for q in res.quantities]


@pytest.mark.parametrize("s", ONE_ARM + ONE_ARM_TWINS)
def test_one_named_arm_with_no_baseline_is_never_false(s, wit):
    assert_never_false(grade(wit, "trio", s), s)


# "than before" / "compared to before": the earlier build of a witness that orders its two arms in time (production
# arm_by_time's bare word after a binder); anywhere else "before" names no arm and the sentence stays not-yet
BEFORE = [
    "Mean TTFT is 60% lower than before.",
    "Output throughput is up 50% compared to before.",
    "Mean TPOT was cut by 40% vs. before.",
]
BEFORE_TWINS = [
    "Mean TTFT is 60% higher than before.",
    "Mean TTFT is 30% lower than before.",
    "Output throughput is down 50% compared to before.",
    "Mean TPOT was cut by 20% vs. before.",
]


@pytest.mark.parametrize("s", BEFORE)
def test_than_before_is_the_earlier_build(s, wit):
    assert_read_net_true(grade(wit, "revs", s))


@pytest.mark.parametrize("s", BEFORE_TWINS)
def test_than_before_twins_are_never_net_true(s, wit):
    assert_never_net_true(grade(wit, "revs", s), s)


@pytest.mark.parametrize("name", ["pair", "plain", "trio"])
@pytest.mark.parametrize("s", BEFORE + BEFORE_TWINS)
def test_than_before_names_no_arm_without_an_order_in_time(s, name, wit):
    res = grade(wit, name, s)
    assert res.verdict == "not-yet", (res.verdict, res.reason)


@pytest.mark.parametrize("s", ["Mean TTFT dropped by a further 60%.", "FP8 cut mean TPOT by a further 40%.",
                               "Mean TTFT dropped by a whopping amount."])
def test_a_further_step_is_not_the_change(s, wit):
    # "a further 40%": over an earlier step the witness may not hold; a size word with no number states none
    res = grade(wit, "pair", s)
    assert res.verdict == "not-yet", (res.verdict, res.reason)
