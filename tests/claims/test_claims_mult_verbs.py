"""Multiplying words with the run's own values beside them, and a ratio of the run's time with its "of X" left out
(docs/claim-check.md, "half" and "a ratio of the run's time"; grammar.lark productions prose and run_time_alone):

* an additive "too" / "as well" after a multiplying verb, right before the parenthesis of the values it rests on:
  "ITL doubles too (30 -> 60 ms)" reads as "ITL doubles (30 -> 60 ms)" -- the factor checked against the rows, and
  the pair of values each checked against its arm (the factor the verb fixes: "doubles" [1.9, 2.1), "nearly halves"
  [0.45, 0.525), "roughly" widens to 10%);
* "Mean TPOT roughly doubles with 4 slots (30 ms -> 60 ms per token)" (production head_statistic_pair): a pair whose
  own unit names the clause's metric takes the statistic said with it (mean), as "(30 ms -> 60 ms)" does;
* "a near-doubling of throughput", "roughly a halving of mean TPOT" (production mult_noun_hedge): the noun with the
  verb's hedge or relation, as "nearly doubled" / "roughly halved";
* "basically doubles throughput", "more or less halves mean TPOT" (production mult_adverb_hedge): the 10% hedge;
* "EAGLE-3 made the model generate 2x faster" (production caused_run): the causative, the object both arms run and
  the base verb inert, the ratio after them read as "the model generates 2x faster with EAGLE-3";
* "finished the workload in (about) half the time", "completed all 48 requests in a third of the time.", "EAGLE-3
  took about half the time": after "in" (or "took" / "takes" right after the arm), a ratio and "the time" ending the
  clause is the wall-time ratio of the arm against the other one (a witness of two arms), as "half the wall time of X"
  reads it; where each request's time (the words' other meaning) agrees, a contradicted wall is not-yet, never false.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm alike):

* ``slots`` -- s1 ("1 slot", baseline): 48 requests, 1 req/s, TTFT 400 ms, TPOT 30 ms; s4 ("4 slots", treatment):
  2 req/s, TTFT 900 ms, TPOT 60 ms. Throughput 2/1 = 2.0x; TPOT 60/30 = 2.0x (a rise: worse); wall 24 s vs 48 s =
  0.5 (4 slots in half the time; 1 slot in twice the time). x1.5 of the pair: 45 -> 90 ms.
* ``spec`` -- base ("the baseline", baseline): 64 requests, 0.25 req/s, TPOT 8 ms; eagle ("EAGLE-3", treatment):
  0.5 req/s, TPOT 4 ms. Throughput 2.0x; TPOT 4/8 = 0.5 (halved); wall 128 s vs 256 s = 0.5.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct with llama.cpp"
SPECS = {
    "slots": [A("s4", "4 slots", role="treatment", thr=2, ttft=0.9, tpot=0.06, tok=128, n=48),
              A("s1", "1 slot", role="baseline", thr=1, ttft=0.4, tpot=0.03, tok=128, n=48)],
    "spec": [A("eagle", "EAGLE-3", role="treatment", thr=0.5, ttft=0.05, tpot=0.004, tok=128, n=64),
             A("base", "the baseline", role="baseline", thr=0.25, ttft=0.045, tpot=0.008, tok=128, n=64)],
}
wit = sealed_fixture("mult_verbs", SPECS, engine="llama.cpp")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPE)


# an additive adverb between a multiplying verb and the parenthesis of its values
FRAMES = [
    ("slots", "With 4 slots, mean TPOT doubles too (30 ms -> 60 ms).",
     ["With 4 slots, mean TPOT doubles too (30 ms -> 45 ms).",       # the second value off
      "With 4 slots, mean TPOT doubles too (45 ms -> 90 ms).",       # x1.5 of both values
      "With 4 slots, mean TPOT halves too (30 ms -> 60 ms).",        # the verb's direction flipped
      "With 4 slots, mean TPOT triples too (30 ms -> 60 ms).",       # the factor wrong
      "With 4 slots, mean TPOT more than doubles too (30 ms -> 60 ms).",
      "With 4 slots, mean TPOT doubles too (60 ms -> 30 ms).",       # the values swapped
      "With 1 slot, mean TPOT doubles too (30 ms -> 60 ms).",        # the arm swapped
      "With 4 slots, mean TTFT doubles too (30 ms -> 60 ms)."]),     # another metric
    ("slots", "4 slots give about 2x the throughput, but mean TPOT doubles as well (30 -> 60 ms).",
     ["4 slots give about 3x the throughput, but mean TPOT doubles as well (30 -> 60 ms).",
      "4 slots give about 2x the throughput, but mean TPOT halves as well (30 -> 60 ms).",
      "1 slot gives about 2x the throughput, but mean TPOT doubles as well (30 -> 60 ms).",
      "4 slots give about 2x the throughput, but mean TPOT doubles as well (30 -> 40 ms)."]),
    ("slots", "Throughput doubled too (1 -> 2 req/s) with 4 slots.",
     ["Throughput tripled too (1 -> 2 req/s) with 4 slots.",
      "Throughput halved too (1 -> 2 req/s) with 4 slots.",
      "Throughput doubled too (1 -> 2 req/s) with 1 slot.",
      "Throughput doubled too (1.5 -> 3 req/s) with 4 slots."]),
    ("spec", "EAGLE-3 doubles throughput, and mean TPOT nearly halves too (8.0 ms -> 4.0 ms).",
     ["EAGLE-3 doubles throughput, and mean TPOT nearly doubles too (8.0 ms -> 4.0 ms).",
      "EAGLE-3 doubles throughput, and mean TPOT nearly halves too (8.0 ms -> 6.0 ms).",
      "EAGLE-3 triples throughput, and mean TPOT nearly halves too (8.0 ms -> 4.0 ms).",
      "The baseline doubles throughput, and mean TPOT nearly halves too (8.0 ms -> 4.0 ms)."]),
    ("spec", "Mean TPOT roughly halved as well (8 ms -> 4 ms) with EAGLE-3.",
     ["Mean TPOT roughly doubled as well (8 ms -> 4 ms) with EAGLE-3.",
      "Mean TPOT roughly halved as well (8 ms -> 4 ms) with the baseline.",
      "Mean TPOT roughly halved as well (12 ms -> 6 ms) with EAGLE-3.",
      "Mean TTFT roughly halved as well (8 ms -> 4 ms) with EAGLE-3."]),
]

# the pair's own unit names the clause's metric ("ms per token": TPOT): the statistic said with the metric is theirs
# (production head_statistic_pair); before, each value was graded under every statistic and left not-yet
FRAMES += [
    ("slots", "Mean TPOT roughly doubles with 4 slots (30 ms -> 60 ms per token).",
     ["Mean TPOT roughly doubles with 4 slots (30 ms -> 50 ms per token).",
      "Mean TPOT roughly doubles with 4 slots (60 ms -> 30 ms per token).",
      "Mean TPOT roughly halves with 4 slots (30 ms -> 60 ms per token).",
      "Mean TPOT roughly doubles with 1 slot (30 ms -> 60 ms per token).",
      "Mean TPOT roughly triples with 4 slots (30 -> 60 ms per token)."]),
    ("spec", "Mean TPOT nearly halves with EAGLE-3 (8 -> 4 ms per token).",
     ["Mean TPOT nearly halves with EAGLE-3 (8 -> 5 ms per token).",
      "Mean TPOT nearly doubles with EAGLE-3 (8 -> 4 ms per token).",
      "Mean TPOT nearly halves with the baseline (8 -> 4 ms per token)."]),
]

# a multiplying verb's noun with its hedge or relation (production mult_noun_hedge)
FRAMES += [
    ("spec", "EAGLE-3 brings a near-doubling of throughput.",
     ["EAGLE-3 brings a near-tripling of throughput.",
      "EAGLE-3 brings a near-halving of throughput.",
      "The baseline brings a near-doubling of throughput.",
      "EAGLE-3 brings more than a doubling of throughput.",
      "EAGLE-3 brings a near-doubling of mean TPOT."]),
    ("spec", "EAGLE-3 gives roughly a halving of mean TPOT.",
     ["EAGLE-3 gives roughly a doubling of mean TPOT.",
      "EAGLE-3 gives roughly a halving of throughput.",
      "The baseline gives roughly a halving of mean TPOT.",
      "EAGLE-3 gives roughly a quadrupling of mean TPOT."]),
    ("slots", "4 slots bring almost a doubling of request throughput (1 -> 2 req/s).",
     ["4 slots bring almost a tripling of request throughput (1 -> 2 req/s).",
      "1 slot brings almost a doubling of request throughput (1 -> 2 req/s).",
      "4 slots bring almost a doubling of request throughput (1 -> 1.5 req/s)."]),
]

# an approximation adverb before a multiplying verb: the 10% hedge (production mult_adverb_hedge)
FRAMES += [
    ("spec", "EAGLE-3 basically doubles throughput.",
     ["EAGLE-3 basically triples throughput.",
      "EAGLE-3 basically halves throughput.",
      "The baseline basically doubles throughput.",
      "EAGLE-3 basically doubles mean TPOT."]),
    ("spec", "With EAGLE-3, mean TPOT more or less halves (8 ms -> 4 ms).",
     ["With EAGLE-3, mean TPOT more or less doubles (8 ms -> 4 ms).",
      "With EAGLE-3, mean TPOT more or less halves (8 ms -> 6 ms).",
      "With the baseline, mean TPOT more or less halves (8 ms -> 4 ms).",
      "With EAGLE-3, mean TPOT more or less quarters (8 ms -> 4 ms)."]),
    ("slots", "4 slots pretty much double request throughput.",
     ["4 slots pretty much triple request throughput.",
      "1 slot pretty much doubles request throughput.",
      "4 slots pretty much halve request throughput."]),
    ("slots", "Going to 4 slots is effectively a doubling of mean TPOT.",
     ["Going to 4 slots is effectively a halving of mean TPOT.",
      "Going to 4 slots is effectively a tripling of mean TPOT."]),
]

# a ratio of the run's time after "in", its "of X" left out
FRAMES += [
    ("slots", "4 slots finish the workload in half the time.",
     ["4 slots finish the workload in a third of the time.",
      "4 slots finish the workload in twice the time.",
      "1 slot finishes the workload in half the time.",
      "4 slots finish the workload in a quarter of the time."]),
    ("slots", "With 4 slots, all 48 requests completed in about half the time.",
     ["With 4 slots, all 48 requests completed in about a third of the time.",
      "With 1 slot, all 48 requests completed in about half the time.",
      "With 4 slots, all 48 requests completed in about twice the time."]),
    ("slots", "1 slot finished the benchmark in twice the time.",
     ["1 slot finished the benchmark in half the time.",
      "4 slots finished the benchmark in twice the time.",
      "1 slot finished the benchmark in three times the time."]),
    ("spec", "EAGLE-3 finished the workload in roughly half the time, and mean TPOT halved too (8 ms -> 4 ms).",
     ["EAGLE-3 finished the workload in roughly a third of the time, and mean TPOT halved too (8 ms -> 4 ms).",
      "The baseline finished the workload in roughly half the time, and mean TPOT halved too (8 ms -> 4 ms).",
      "EAGLE-3 finished the workload in roughly half the time, and mean TPOT doubled too (8 ms -> 4 ms)."]),
    ("spec", "EAGLE-3 finished in about half the time.",
     ["EAGLE-3 finished in about twice the time.",
      "The baseline finished in about half the time.",
      "EAGLE-3 finished in about a quarter of the time."]),
    ("spec", "EAGLE-3 took about half the time.",
     ["EAGLE-3 took about twice the time.",
      "EAGLE-3 took about a third of the time.",
      "The baseline took about half the time."]),
    ("spec", "The baseline takes twice the time.",
     ["The baseline takes three times the time.",
      "EAGLE-3 takes twice the time.",
      "The baseline takes half the time."]),
    ("spec", "The baseline processed the prompt set in 2x the time.",
     ["EAGLE-3 processed the prompt set in 2x the time.",
      "The baseline processed the prompt set in 3x the time.",
      "The baseline processed the prompt set in 0.5x the time."]),
]

# a causative before what both arms run and a base verb of running, then the ratio (production caused_run)
FRAMES += [
    ("spec", "EAGLE-3 made the model generate about 2x faster.",
     ["EAGLE-3 made the model generate about 3x faster.",
      "EAGLE-3 made the model generate about 2x slower.",
      "The baseline made the model generate about 2x faster.",
      "EAGLE-3 made the model generate about 1.5x faster."]),
    ("slots", "4 slots make the server run twice as fast as 1 slot.",
     ["1 slot makes the server run twice as fast as 4 slots.",
      "4 slots make the server run three times as fast as 1 slot.",
      "4 slots make the server run half as fast as 1 slot."]),
    ("spec", "In our runs, EAGLE-3 makes the engine serve 2.0x faster.",
     ["In our runs, EAGLE-3 makes the engine serve 2.5x faster.",
      "In our runs, the baseline makes the engine serve 2.0x faster."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)

#: a ratio of the time that names no run (one request, the first token), and "too" before a parenthesis of words no
#: construct reads: never an accusation, and not net-true
UNREAD = [
    ("spec", "A request finished in half the time."),
    ("spec", "EAGLE-3 delivers the first token in half the time."),
    ("spec", "Each request finishes in twice the time with the baseline."),
    ("spec", "Requests took half the time with EAGLE-3."),                 # each request's time or the run's?
    ("slots", "4 slots took twice the time."),      # the run's wall: 0.5x; each request's: 2x -- not shown either way
    ("slots", "With 4 slots, mean TPOT doubles too (as expected on a CPU)."),
    ("spec", "EAGLE-3 finished in half the time with the baseline."),
    ("spec", "EAGLE-3 didn't make the model generate 2x faster."),        # a negated causative: not read
    ("spec", "EAGLE-3 made it generate 2x faster."),                      # "it": which arm?
    ("spec", "EAGLE-3 made the model respond 2x faster."),                # responding: which speed?
]


@pytest.mark.parametrize("name,s", UNREAD)
def test_what_names_no_run_time_stays_unread(wit, name, s):
    res = _grade(wit, name, s)
    assert_never_false(res, s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


#: contradicted twins whose reading is complete: false where every meaning of "the time" is contradicted ("4 slots
#: finish the workload in twice the time" is not-yet: each request's time, the other meaning, did double)
FALSE = [
    ("spec", "The baseline finished the workload in half the time."),       # wall 2, not 0.5
    ("slots", "With 4 slots, mean TPOT halves too (30 ms -> 60 ms)."),       # TPOT rose 2x
    ("spec", "EAGLE-3 finished in about a quarter of the time."),           # wall 0.5, not 0.25
]


@pytest.mark.parametrize("name,s", FALSE)
def test_a_contradicted_factor_is_false(wit, name, s):
    res = _grade(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)
