"""Change, percent and range frames as real write-ups use them (issue 16): lists of change clauses,
"as much as" / "up to" over a list, "by N x" after an intransitive change verb, "N% of the <metric> of
X", signed percents, "by a further N%", the two meanings of a percent improvement of a latency, and
what a range asserts about one witness (one run or several).

Witness worked out by hand (``real_sentences.witness_specs.arm_rows``: 10 requests per arm, 8 output
tokens each, requests spread so that the wall is n / throughput):

* ``new`` (treatment, "the new backend"): 1.28 req/s (wall 7.8125 s), TTFT 0.1 s, TPOT 0.02 s;
* ``old`` (baseline, "the old backend"): 1.00 req/s (wall 10 s), TTFT 0.2 s, TPOT 0.05 s.

So throughput and output token throughput are +28% (1.28x; old is 78.125% of new), mean TTFT is -50%
(2x lower; new takes 50% of old's), mean TPOT is -60% (2.5x lower).

Runs witness: ``new`` runs at 1.1 and 1.5 req/s, ``old`` at 1.0 and 1.0 (run k against run k: 1.1x and
1.5x); pooled, new is 20 requests / (10/1.1 + 10/1.5) s = 1.26923 req/s, 1.26923x old. A range holds when
the pooled value and every run lie in it, and is false when the pooled value and every run lie outside.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, arm_rows, witness_for


NEW = dict(thr=1.28, ttft=0.1, tpot=0.02)
OLD = dict(thr=1.0, ttft=0.2, tpot=0.05)


def _spec() -> Spec:
    return Spec("chg", [A("new", "the new backend", **NEW), A("old", "the old backend", **OLD)], "")


@pytest.fixture(scope="module")
def w(tmp_path_factory):
    return str(seal(tmp_path_factory.mktemp("chg") / "w", *witness_for(_spec())))


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    spec = Spec("chg-runs", [A("new", "the new backend"), A("old", "the old backend")], "")
    wj, _ = witness_for(spec)
    rows = []
    for name, thrs in (("new", [1.1, 1.5]), ("old", [1.0, 1.0])):
        for k, thr in enumerate(thrs):
            for r in arm_rows(A(name, thr=thr)):
                rows.append({**r, "run": k})
    return str(seal(tmp_path_factory.mktemp("chg-runs") / "w", wj, {"rows.jsonl": rows}))


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, "10 requests per arm", baseline="same model, prompts and output cap")


TRUE = [
    # lists of change clauses: each clause with its own metric
    "Throughput improved by 28%, mean TTFT dropped by 50%, and mean TPOT decreased by 60%.",
    "The new backend delivers 28% higher throughput, 50% lower mean TTFT, and 60% lower mean TPOT than the old backend.",
    "Throughput +28% and mean TTFT -50%.",
    # "as much as" is "up to" (the best run), over every item of the list it heads
    "The new backend delivers as much as 28% higher throughput, 50% lower mean TTFT, and 60% lower mean TPOT than "
    "the old backend.",
    "The new backend cut mean TTFT by as much as 50%.",
    "The new backend reaches up to 1.28x the old backend's throughput and a 2.5x mean TPOT speedup.",
    # an intransitive change verb "by N x": the ratio in the verb's direction
    "Throughput increased by 1.28x.",
    "Mean TTFT dropped by 2x.",
    "Mean TTFT improved by 2x.",
    "Mean TPOT dropped by 2-3x.",
    "Throughput rose 1.28x, and mean TTFT fell by 2x.",
    # a change with the changed arm's value after it
    "Mean TTFT dropped by 50% to 100 ms.",
    "Throughput rose 28% to 1.28 req/s.",
    "The new backend's mean TTFT dropped by 50% to 100 ms.",
    "The new backend cut mean TTFT by 50% to 100 ms.",
    "The new backend improves throughput by 28% to 1.28 req/s.",
    # a header label
    "Side-effect: mean TTFT dropped from 200 ms to 100 ms.",
    # a range as the margin after the baseline or after "outperforms X"
    "The new backend is faster than the old backend by 1.2-1.3x.",
    "The new backend outperforms the old backend by 20-30%.",
    "The new backend has lower mean TTFT than the old backend by 40–60%.",
    # ratios, never percent changes
    "The new backend takes 50% of the mean TTFT of the old backend.",
    "The old backend takes 200% of the mean TTFT of the new backend.",
    "The old backend reaches 78% of the new backend's throughput.",
    # signed percents and percent changes
    "Output throughput +28%.",
    "Mean TTFT: -50%.",
    "Mean TTFT improved by 50%.",
    "The new backend has 20-30% higher throughput than the old backend.",
    "Mean TTFT reductions of 40–60%.",
]

TWINS = [
    # scaled numbers
    "Throughput improved by 56%, mean TTFT dropped by 50%, and mean TPOT decreased by 60%.",
    "Throughput improved by 28%, mean TTFT dropped by 25%, and mean TPOT decreased by 60%.",
    "The new backend delivers as much as 56% higher throughput, 50% lower mean TTFT, and 60% lower mean TPOT than "
    "the old backend.",
    "The new backend delivers as much as 28% higher throughput, 25% lower mean TTFT, and 60% lower mean TPOT than "
    "the old backend.",
    "Throughput increased by 2.56x.",
    "Mean TTFT dropped by 4x.",
    "The new backend takes 75% of the mean TTFT of the old backend.",
    "The new backend has 40-50% higher throughput than the old backend.",
    "The new backend is faster than the old backend by 1.5-1.7x.",
    "The new backend outperforms the old backend by 40-50%.",
    "The old backend is faster than the new backend by 1.2-1.3x.",
    "The new backend is slower than the old backend by 1.2-1.3x.",
    "The new backend is not faster than the old backend by 1.2-1.3x.",
    # metrics swapped between the clauses of a list
    "Throughput improved by 50%, mean TTFT dropped by 28%, and mean TPOT decreased by 60%.",
    "The new backend delivers 28% higher throughput, 60% lower mean TTFT, and 50% lower mean TPOT than the old backend.",
    "Mean TTFT dropped by 50% to 50 ms.",
    "Throughput rose 28% to 2.56 req/s.",
    "The old backend's mean TTFT dropped by 50% to 100 ms.",
    "The new backend cut mean TTFT by 50% to 200 ms.",
    "The old backend cut mean TTFT by 50% to 100 ms.",
    "The new backend cut mean TTFT by 50% to 3 req/s.",
    "Side-effect: mean TTFT dropped from 400 ms to 100 ms.",
    "Side-effect: mean TTFT rose from 200 ms to 100 ms.",
    # another metric or statistic
    "Mean TPOT dropped by 2x.",
    "The new backend takes 50% of the mean TPOT of the old backend.",
    # flipped directions
    "Mean TTFT increased by 2x.",
    "Throughput decreased by 1.28x.",
    "Throughput regressed by 1.28x.",
    "Mean TTFT +50%.",
    "Output throughput -28%.",
    "Mean TTFT worsened by 50%.",
    "The new backend has 20-30% lower throughput than the old backend.",
    # swapped arms
    "The old backend takes 50% of the mean TTFT of the new backend.",
    "The new backend reaches 78% of the old backend's throughput.",
    "The old backend delivers as much as 28% higher throughput than the new backend.",
    # negations
    "It is not true that throughput increased by 1.28x.",
    "Mean TTFT did not drop by 2x.",
    "The new backend delivers not as much as 28% higher throughput than the old backend.",
    "It is not true that the new backend delivers as much as 28% higher throughput than the old backend.",
    # relative to an unstated intermediate: never read
    "The new backend cut mean TPOT by a further 60%.",
    "Throughput improved by an additional 28%.",
]

HONEST = [
    # a percent improvement of a latency has two meanings: -P% of the value, or +P% of the speed (100%:
    # twice as fast); false only when both are contradicted
    "Mean TTFT improved by 100%.",
    "The new backend has 100% faster mean TTFT than the old backend.",
    "A 100% mean TTFT improvement.",
    "Mean TPOT improved by 150%.",
    # a percent speedup of a rate has two meanings: +P% of the rate, or P% less time (new takes 1/1.28 =
    # 78.125% of old's time: 21.875% less, "22% faster"); old takes 28% more time ("28% slower")
    "The new backend is 22% faster than the old backend.",
    "The old backend is 28% slower than the new backend.",
    # relative to an unstated intermediate: not-yet, never false
    "The new backend cut mean TPOT by a further 60%.",
    "Mean TTFT fell by a further 50%.",
]


@pytest.mark.parametrize("statement", TRUE)
def test_true_frames_are_net_true(statement, w):
    res = _grade(statement, w)
    assert not res.reading.unread, [s.text for s in res.reading.unread]
    assert res.verdict == "net-true", res.reason


@pytest.mark.parametrize("statement", TWINS)
def test_twins_are_never_net_true(statement, w):
    assert _grade(statement, w).verdict != "net-true"


@pytest.mark.parametrize("statement", HONEST)
def test_honest_sentences_are_never_false(statement, w):
    assert _grade(statement, w).verdict != "false"


def test_list_bound_each_clause_to_its_own_metric(w):
    res = _grade("Throughput improved by 28%, mean TTFT dropped by 50%, and mean TPOT decreased by 60%.", w)
    got = [(a.metric, a.statistic, a.treatment, a.baseline, a.value) for a in res.reading.assertions
           if a.form == "percent_change"]
    assert got == [("throughput", None, "new", "old", 28.0), ("ttft", "mean", "new", "old", -50.0),
                   ("tpot", "mean", "new", "old", -60.0)]


def test_as_much_as_bounds_every_item_of_its_list(w):
    res = _grade("The new backend delivers as much as 28% higher throughput, 50% lower mean TTFT, and 60% lower "
                 "mean TPOT than the old backend.", w)
    best = [a.over_runs for a in res.reading.assertions if a.form == "percent_change"]
    assert best == ["best", "best", "best"]
    # a wrong item under "as much as" is inconclusive (the best run is one way to take a best), never false
    res = _grade("The new backend delivers as much as 28% higher throughput, 40% lower mean TTFT, and 60% lower "
                 "mean TPOT than the old backend.", w)
    assert res.verdict == "not-yet"


def test_change_verb_ratio_orientation(w):
    a = _grade("Mean TTFT dropped by 2x.", w).reading.assertions[0]
    assert (a.metric, a.form, a.treatment, a.baseline, a.value) == ("ttft", "ratio", "old", "new", 2.0)
    a = _grade("Throughput increased by 1.28x.", w).reading.assertions[0]
    assert (a.metric, a.form, a.treatment, a.baseline, a.value) == ("throughput", "ratio", "new", "old", 1.28)
    # a ratio at or below 1 after a change verb is not a ratio in the verb's direction: not read
    assert _grade("Throughput increased by 0.28x.", w).verdict == "not-yet"


def test_percent_of_a_metric_is_a_ratio(w):
    a = _grade("The new backend takes 50% of the mean TTFT of the old backend.", w).reading.assertions[0]
    assert (a.metric, a.statistic, a.form, a.treatment, a.baseline, a.value) == ("ttft", "mean", "ratio", "new",
                                                                               "old", 0.5)
    # "the time of X" is X's wall time (test_takes_n_percent_of_the_time_is_a_wall_ratio); here neither the wall
    # ratio (0.78) nor the mean latency ratio (0.436) is 50%: false
    assert _grade("The new backend takes 50% of the time of the old backend.", w).verdict == "false"


def test_signed_percent_is_the_treatment_against_the_baseline(w):
    a = _grade("Output throughput +28%.", w).reading.assertions[0]
    assert (a.form, a.treatment, a.baseline, a.value) == ("percent_change", "new", "old", 28.0)
    assert _grade("Output throughput -28%.", w).verdict == "false"


def test_further_is_left_unread(w):
    res = _grade("The new backend cut mean TPOT by a further 60%.", w)
    assert res.verdict == "not-yet"
    assert any("further" in s.text for s in res.reading.unread)


def test_improvement_of_a_latency_is_contradicted_only_in_both_meanings(w):
    # 100%: -100% of the value is impossible, +100% of the speed is what the witness shows: not false
    res = _grade("Mean TTFT improved by 100%.", w)
    assert res.verdict == "not-yet" and "speed" in res.reason + " ".join(q.detail for q in res.quantities)
    # 60%: neither -60% of TTFT (it is -50%) nor +60% of the speed (it is +100%): false
    assert _grade("Mean TTFT improved by 60%.", w).verdict == "false"
    # a word of the value's direction has one meaning: "decreased by 100%" is false
    assert _grade("Mean TTFT decreased by 100%.", w).verdict == "false"


@pytest.mark.parametrize("statement", [
    "The new backend is 1.4-1.6x faster than the old backend.",
    "The new backend has 40-60% higher throughput than the old backend.",
    "The new backend reaches 1.4 to 1.6 req/s.",
])
def test_range_outside_with_a_run_inside_is_not_false(statement, runs):
    """The pooled value is outside the range, but run 2 (1.5x, 1.5 req/s) is inside: a range states the spread
    over the cases its author measured, so this is inconclusive, never an accusation."""
    res = _grade(statement, runs)
    assert not res.reading.unread
    assert res.verdict == "not-yet", res.reason


@pytest.mark.parametrize("statement", [
    "The new backend is 1.7-1.9x faster than the old backend.",
    "The new backend has 70-90% higher throughput than the old backend.",
    "The new backend reaches 1.7 to 1.9 req/s.",
])
def test_range_outside_in_every_run_is_false(statement, runs):
    assert _grade(statement, runs).verdict == "false"


def test_range_inside_is_net_true_only_with_every_run_inside(runs, w):
    # pooled 1.269x and both runs (1.1x, 1.5x) inside [0.95, 1.65): net-true
    assert _grade("The new backend is 1.0-1.6x faster than the old backend.", runs).verdict == "net-true"
    assert _grade("The new backend reaches 1.0 to 1.6 req/s.", runs).verdict == "net-true"
    # pooled inside [1.15, 1.35) but both runs outside: if the range is the spread over runs, it is not shown
    res = _grade("The new backend is 1.2-1.3x faster than the old backend.", runs)
    assert res.verdict == "not-yet" and any("outside it" in q.detail for q in res.quantities)
    assert _grade("The new backend reaches 1.2 to 1.3 req/s.", runs).verdict == "not-yet"
    # one run: its plain comparison is the only case the witness holds
    assert _grade("The new backend has 40-50% higher throughput than the old backend.", w).verdict == "false"


def test_change_to_value_is_the_changed_arms_value(w):
    res = _grade("Mean TTFT dropped by 50% to 100 ms.", w)
    v = [a for a in res.reading.assertions if a.form == "value" and a.metric == "ttft"]
    assert [(a.statistic, a.treatment, a.value) for a in v] == [("mean", "new", 0.1)]
    # a percentage after "to" is not a value of the arm ("rose 20% to 30%": a range, or points?): not read
    assert _grade("Mean TTFT dropped by 50% to 30%.", w).verdict == "not-yet"


def test_percent_speedup_of_a_rate_is_contradicted_only_in_both_meanings(w):
    # the rate's change is the reading, and it alone agrees
    assert _grade("The new backend is 28% faster than the old backend.", w).verdict == "net-true"
    assert _grade("The old backend is 21.875% slower than the new backend.", w).verdict == "net-true"
    # the time's change is not contradicted: not an accusation, and not net-true either
    res = _grade("The new backend is 22% faster than the old backend.", w)
    assert res.verdict == "not-yet" and any("time" in q.detail for q in res.quantities)
    # neither +40% of the rate (it is +28%) nor 40% less time (it is 21.875% less): false
    assert _grade("The new backend is 40% faster than the old backend.", w).verdict == "false"
    # a word of the value's direction has one meaning
    assert _grade("The new backend has 22% higher throughput than the old backend.", w).verdict == "false"


@pytest.mark.parametrize("statement, value", [
    ("Mean TTFT improved by 50%.", -50.0),        # a latency's improvement is a decrease, never an increase
    ("A 50% mean TTFT improvement.", -50.0),
    ("Mean TTFT regressed by 50%.", 50.0),        # and its regression an increase
    ("Throughput improved by 28%.", 28.0),
    ("Throughput regressed by 28%.", -28.0),
])
def test_sense_words_follow_the_metrics_better_direction(statement, value, w):
    a = [x for x in _grade(statement, w).reading.assertions if x.form == "percent_change"]
    assert [(x.treatment, x.baseline, x.value) for x in a] == [("new", "old", value)]



@pytest.fixture(scope="module")
def walls(tmp_path_factory):
    """new: wall 6.6 s, every request 0.5 s; old: wall 10 s, every request 1.0 s (wall ratio 0.66, latency 0.5)."""
    spec = Spec("chg-wall", [A("new", "the new implementation", wall=6.6, dur=0.5),
                             A("old", "the previous implementation", wall=10, dur=1.0)], "")
    return str(seal(tmp_path_factory.mktemp("chg-wall") / "w", *witness_for(spec)))


def test_takes_n_percent_of_the_time_is_a_wall_ratio(walls):
    res = _grade("The new implementation takes ~66% of the time of the previous implementation.", walls)
    a = res.reading.assertions[0]
    assert (a.metric, a.form, a.treatment, a.baseline, a.value) == ("wall", "ratio", "new", "old", 0.66)
    assert res.verdict == "net-true"
    # 50% is each request's time (0.5 s / 1.0 s), the other meaning of "the time": not an accusation
    assert _grade("The new implementation takes 50% of the time of the previous implementation.",
                  walls).verdict == "not-yet"
    # neither the wall (0.66) nor the latency (0.5): false; "wall time" has one meaning
    assert _grade("The new implementation takes 80% of the time of the previous implementation.",
                  walls).verdict == "false"
    assert _grade("The new implementation takes 50% of the wall time of the previous implementation.",
                  walls).verdict == "false"
    # twins: swapped arms, scaled, negated
    for twin in ("The previous implementation takes ~66% of the time of the new implementation.",
                 "The new implementation takes ~33% of the time of the previous implementation.",
                 "It is not true that the new implementation takes ~66% of the time of the previous implementation."):
        assert_never_net_true(_grade(twin, walls), twin)
    # how often, not how long: not read
    assert _grade("The new implementation fails 5% of the time.", walls).verdict == "not-yet"
