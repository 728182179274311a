"""The "from X to Y" family as write-ups use it (issue 16): a change of condition (arm A to arm B, named by the arms'
settings: "going from concurrency 4 to 16", "moving from c=8 to c=16") carries a metric from one value to another,
written as a from-to pair or an arrow pair, maybe with the ratio or percent restating it ("(2.5x)", "(+25%)", ", about
2x"). Each true row is read completely and grades net-true against a sealed witness; each twin (arms swapped, values
swapped, the direction verb flipped, a value x1.5 / x0.5, the ratio changed, another statistic, a negation, a modal)
is never net-true; honest rows the reader leaves are never false.

Production as_chain (sweep_chains._as_tail): a value chain's arms named by an "as" tail of one declared setting's values
("Avg TPOT went 21.6 ms -> 32.9 ms -> 50.2 ms as I added slots (1/4/8)", "... as concurrency went 4/8/16"): the n-th
value the n-th setting value's arm's; a verb with a direction ("added", "reduced", "rose") must agree with the setting's
values, strictly. Before, the whole clause was unread.

Production added_share (grammar._percent) with no preposition: "Going from c=32 to c=64 adds 20% request throughput" as
"adds 20% to request throughput" (the metric up by that percent); before, unread.

Production verb_arrow_pair (grammar.m_change_verb): the arrow pair right after a direction verb's metric, bare or in
parentheses ("raises throughput 2 -> 5 req/s", "raises mean TTFT (150 ms -> 300 ms)"), is the verb's pair as "from 2
to 5 req/s" is: before that, the verb and its metric stayed unread ("Going from -np 1 to -np 8 raised avg TPOT 21.6 ms
-> 50.2 ms" was not-yet).

Witness ``sweep`` (claims_corpus.witnesses.sweep_rows, shared with test_claims_transitions.py; worked out by hand:
every request of an arm starts at 0 s, so the wall is the longest request; 8 requests per arm, 8 output tokens each):

  ======  ===========  =====  ============  ==========  =========  ===========
  arm     concurrency  wall   throughput    output t/s  mean TTFT  median TTFT
  ======  ===========  =====  ============  ==========  =========  ===========
  c4      4 (baseline) 4.0 s  2.0 req/s     16          150 ms     100 ms
  c8      8            2.0 s  4.0 req/s     32          300 ms     200 ms
  c16     16           1.6 s  5.0 req/s     40          412.5 ms   300 ms
  ======  ===========  =====  ============  ==========  =========  ===========

Witness ``slots`` -- the same rows as ``sweep`` under arms s1 / s4 / s8, each declaring concurrency and parallel_slots
1 / 4 / 8: 2.0 / 4.0 / 5.0 req/s, mean TTFT 150 / 300 / 412.5 ms.

Witness ``pair`` -- two arms, ``off`` (baseline, "chunked prefill off") and ``on`` (treatment, "chunked prefill on"):
wall 4.0 s and 2.0 s, TTFT 0.1 s and 0.2 s: 2.0 and 4.0 req/s, 16 and 32 output tok/s, TTFT 100 and 200 ms.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal_sweeps, setting_arm, steady_rows, sweep_rows  # noqa: E402

WITNESSES = {
    "sweep": ({"c4": setting_arm("baseline", concurrency=4), "c8": setting_arm("treatment", concurrency=8),
               "c16": setting_arm("treatment", concurrency=16)},
              sweep_rows("c4", "c8", "c16")),
    "slots": ({"s1": setting_arm("baseline", concurrency=1, parallel_slots=1),
               "s4": setting_arm("treatment", concurrency=4, parallel_slots=4),
               "s8": setting_arm("treatment", concurrency=8, parallel_slots=8)},
              sweep_rows("s1", "s4", "s8")),
    "pair": ({"off": setting_arm("baseline", ["chunked prefill off"], concurrency=4),
              "on": setting_arm("treatment", ["chunked prefill on"], concurrency=4)},
             steady_rows("off", 4.0, 0.1) + steady_rows("on", 2.0, 0.2)),
}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory):
    root = tmp_path_factory.mktemp("from_to_family")
    return seal_sweeps(root, WITNESSES)


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, "8 requests per arm", baseline="same model, prompts and output cap")


# (witness, true statement, twins that must never be net-true)
CASES = [
    # production verb_arrow_pair: the arrow pair after a direction verb's metric, the arms from the transition
    ("sweep", "Going from concurrency 4 to 16 raises throughput 2 -> 5 req/s.",
     ["Going from concurrency 16 to 4 raises throughput 2 -> 5 req/s.",          # arms swapped
      "Going from concurrency 4 to 16 raises throughput 5 -> 2 req/s.",          # values swapped
      "Going from concurrency 4 to 16 lowers throughput 2 -> 5 req/s.",          # verb flipped
      "Going from concurrency 4 to 16 raises throughput 2 -> 7.5 req/s.",        # x1.5
      "Going from concurrency 4 to 16 raises throughput 2 -> 2.5 req/s.",        # x0.5
      "Going from concurrency 4 to 16 does not raise throughput 2 -> 5 req/s.",  # negation
      "Going from concurrency 4 to 16 may raise throughput 2 -> 5 req/s.",       # modal
      "Going from concurrency 4 to 16 raises throughput 2 vs 5 req/s.",          # a versus pair: no direction
      "Going from concurrency 4 to 8 raises throughput 2 -> 5 req/s."]),         # another arm
    ("sweep", "Going from concurrency 4 to 8 raises mean TTFT (150 ms -> 300 ms).",
     ["Going from concurrency 8 to 4 raises mean TTFT (150 ms -> 300 ms).",
      "Going from concurrency 4 to 8 raises mean TTFT (300 ms -> 150 ms).",
      "Going from concurrency 4 to 8 lowers mean TTFT (150 ms -> 300 ms).",
      "Going from concurrency 4 to 8 raises median TTFT (150 ms -> 300 ms).",    # another statistic
      "Going from concurrency 4 to 8 raises mean TTFT (150 ms -> 450 ms).",
      "Going from concurrency 4 to 8 raises mean TTFT (75 ms -> 300 ms).",
      "Going from concurrency 4 to 8 never raises mean TTFT (150 ms -> 300 ms)."]),
    ("sweep", "Going from c=4 to c=16 raises output throughput 16 -> 40 tok/s (2.5x).",
     ["Going from c=4 to c=16 raises output throughput 16 -> 40 tok/s (3.75x).",  # ratio changed
      "Going from c=4 to c=16 raises output throughput 16 -> 40 tok/s (1.25x).",
      "Going from c=16 to c=4 raises output throughput 16 -> 40 tok/s (2.5x).",
      "Going from c=4 to c=16 lowers output throughput 16 -> 40 tok/s (2.5x).",
      "Going from c=4 to c=16 raises output throughput 16 -> 60 tok/s (2.5x)."]),
    ("sweep", "Moving from concurrency 8 to concurrency 16 raises throughput 4.0 -> 5.0 req/s (+25%).",
     ["Moving from concurrency 8 to concurrency 16 raises throughput 4.0 -> 5.0 req/s (+37.5%).",
      "Moving from concurrency 8 to concurrency 16 raises throughput 4.0 -> 5.0 req/s (-25%).",
      "Moving from concurrency 16 to concurrency 8 raises throughput 4.0 -> 5.0 req/s (+25%).",
      "Moving from concurrency 8 to concurrency 16 raises throughput 5.0 -> 4.0 req/s (+25%)."]),
    ("sweep", "Going from concurrency 4 to 8 raises median TTFT 100 ms -> 200 ms, about 2x.",
     ["Going from concurrency 4 to 8 raises median TTFT 100 ms -> 200 ms, about 3x.",
      "Going from concurrency 4 to 8 raises mean TTFT 100 ms -> 200 ms, about 2x.",
      "Going from concurrency 4 to 8 lowers median TTFT 100 ms -> 200 ms, about 2x."]),
    ("sweep", "Going from concurrency 16 to 4 lowers throughput (5 -> 2 req/s).",
     ["Going from concurrency 16 to 4 raises throughput (5 -> 2 req/s).",
      "Going from concurrency 4 to 16 lowers throughput (5 -> 2 req/s).",
      "Going from concurrency 16 to 4 lowers throughput (5 -> 1 req/s)."]),
    ("sweep", "Going from concurrency 4 to 16 raises throughput (2 to 5 req/s).",
     ["Going from concurrency 4 to 16 raises throughput (5 to 2 req/s).",
      "Going from concurrency 16 to 4 raises throughput (2 to 5 req/s)."]),
    # production as_chain: a value chain whose arms an "as" tail names by one setting's values
    ("slots", "Throughput went 2 -> 4 -> 5 req/s as I added slots (1/4/8).",
     ["Throughput went 2 -> 4 -> 5 req/s as I added slots (8/4/1).",           # the verb disagrees with the values
      "Throughput went 2 -> 4 -> 5 req/s as I reduced slots (1/4/8).",
      "Throughput went 2 -> 4 -> 5 req/s as I added slots (1/8/4).",           # arms swapped
      "Throughput went 5 -> 4 -> 2 req/s as I added slots (1/4/8).",           # values swapped
      "Throughput went 2 -> 6 -> 5 req/s as I added slots (1/4/8).",           # x1.5
      "Throughput went 2 -> 2 -> 5 req/s as I added slots (1/4/8).",           # x0.5
      "Throughput went 2 -> 4 -> 5 req/s as I added slots (1/4/16).",          # a value no arm declares
      "Throughput never went 2 -> 4 -> 5 req/s as I added slots (1/4/8)."]),   # negation
    ("slots", "Mean TTFT went 412.5 ms -> 300 ms -> 150 ms as I reduced slots (8/4/1).",
     ["Median TTFT went 412.5 ms -> 300 ms -> 150 ms as I reduced slots (8/4/1).",  # another statistic
      "Mean TTFT went 412.5 ms -> 300 ms -> 150 ms as I added slots (8/4/1).",
      "Mean TTFT went 150 ms -> 300 ms -> 412.5 ms as I reduced slots (8/4/1)."]),
    ("sweep", "Mean TTFT went 150 ms -> 300 ms -> 412.5 ms as concurrency went 4/8/16.",
     ["Mean TTFT went 150 ms -> 300 ms -> 412.5 ms as concurrency went 16/8/4.",
      "Mean TTFT went 150 ms -> 300 ms -> 412.5 ms as concurrency fell 4/8/16.",
      "Mean TTFT went 150 ms -> 450 ms -> 412.5 ms as concurrency went 4/8/16.",
      "Mean TTFT went about 150 ms -> 300 ms -> 412.5 ms as concurrency went 4/8/16."]),
    ("sweep", "Throughput went 2 -> 4 -> 5 req/s as we raised concurrency (4 → 8 → 16).",
     ["Throughput went 2 -> 4 -> 5 req/s as we lowered concurrency (4 → 8 → 16).",
      "Throughput went 2 -> 4 -> 5 req/s as we raised concurrency (16 → 8 → 4).",
      "Throughput went 3 -> 4 -> 5 req/s as we raised concurrency (4 → 8 → 16)."]),
    ("slots", "Throughput went 2 -> 4 -> 5 req/s as concurrency went 1/4/8.",
     ["Throughput went 2 -> 4 -> 5 req/s as concurrency went 1/8/4."]),
    # production added_share with no preposition: "adds N% METRIC" as "adds N% to METRIC" (up by N%)
    ("sweep", "Going from concurrency 8 to 16 adds 25% throughput (4 -> 5 req/s).",
     ["Going from concurrency 8 to 16 adds 37.5% throughput (4 -> 5 req/s).",
      "Going from concurrency 8 to 16 adds 12.5% throughput (4 -> 5 req/s).",
      "Going from concurrency 16 to 8 adds 25% throughput (4 -> 5 req/s).",
      "Going from concurrency 8 to 16 adds 25% throughput (5 -> 4 req/s).",
      "Going from concurrency 8 to 16 does not add 25% throughput (4 -> 5 req/s).",
      "Going from concurrency 8 to 16 only adds 25% throughput (4 -> 5 req/s).",
      "Going from concurrency 8 to 16 adds another 25% throughput (4 -> 5 req/s)."]),
    ("sweep", "Going from concurrency 8 to 16 adds about 37.5% mean TTFT.",
     ["Going from concurrency 8 to 16 adds about 37.5% median TTFT.",
      "Going from concurrency 8 to 16 adds about 56% mean TTFT.",
      "Going from concurrency 8 to 16 adds about 19% mean TTFT.",
      "Going from concurrency 16 to 8 adds about 37.5% mean TTFT."]),
    # metric names of the family: "sustained" before a throughput (the run's rate: completed / wall), "aggregate
    # generation" (all streams' output tokens / wall)
    ("sweep", "Going from concurrency 4 to 16 raises sustained throughput from 2 to 5 req/s (2.5x).",
     ["Going from concurrency 4 to 16 raises sustained throughput from 2 to 5 req/s (3.75x).",
      "Going from concurrency 4 to 16 raises sustained throughput from 2 to 7.5 req/s (2.5x).",
      "Going from concurrency 16 to 4 raises sustained throughput from 2 to 5 req/s (2.5x).",
      "Going from concurrency 4 to 16 lowers sustained throughput from 2 to 5 req/s (2.5x).",
      "Going from concurrency 4 to 16 raises peak throughput from 2 to 5 req/s (2.5x)."]),
    ("sweep", "Going from concurrency 4 to 16 raises sustained output throughput 16 -> 40 tok/s.",
     ["Going from concurrency 16 to 4 raises sustained output throughput 16 -> 40 tok/s.",
      "Going from concurrency 4 to 16 raises sustained output throughput 24 -> 40 tok/s.",
      "Going from concurrency 4 to 16 raises sustained output throughput 40 -> 16 tok/s."]),
    ("sweep", "Going from concurrency 4 to 16 took aggregate generation from 16 to 40 tok/s.",
     ["Going from concurrency 4 to 16 took aggregate generation from 16 to 60 tok/s.",
      "Going from concurrency 4 to 16 took aggregate generation from 40 to 16 tok/s.",
      "Going from concurrency 16 to 4 took aggregate generation from 16 to 40 tok/s.",
      "Going from concurrency 4 to 16 took per-user generation speed from 16 to 40 tok/s."]),
    # production transition with the speaker as its subject ("as I went from ...", "When we raised concurrency from ...")
    ("sweep", "Mean TTFT rose from 150 ms to 412.5 ms as we went from concurrency 4 to 16.",
     ["Mean TTFT rose from 150 ms to 412.5 ms as we went from concurrency 16 to 4.",
      "Mean TTFT rose from 150 ms to 412.5 ms as we went from concurrency 4 to 8.",
      "Mean TTFT rose from 225 ms to 412.5 ms as we went from concurrency 4 to 16.",
      "Mean TTFT rose from 150 ms to 412.5 ms as they went from concurrency 4 to 16.",
      "Median TTFT rose from 150 ms to 412.5 ms as we went from concurrency 4 to 16."]),
    ("sweep", "When I raised concurrency from 4 to 8, throughput went from 2 to 4 req/s.",
     ["When I lowered concurrency from 4 to 8, throughput went from 2 to 4 req/s.",
      "When I raised concurrency from 8 to 4, throughput went from 2 to 4 req/s.",
      "When I raised concurrency from 4 to 8, throughput went from 2 to 6 req/s.",
      "When I raised concurrency from 4 to 8, throughput never went from 2 to 4 req/s."]),
    ("slots", "Throughput went from 2 to 5 req/s as I went from 1 to 8 slots.",
     ["Throughput went from 2 to 5 req/s as I went from 8 to 1 slots.",
      "Throughput went from 2 to 5 req/s as I went from 1 to 16 slots.",
      "Throughput went from 2 to 2.5 req/s as I went from 1 to 8 slots.",
      "Throughput went from 2 to 5 req/s as I went from 1 to 8 parallel requests."]),
    ("sweep", "We went from concurrency 4 to 16 and throughput rose from 2 to 5 req/s.",
     ["We went from concurrency 16 to 4 and throughput rose from 2 to 5 req/s.",
      "We went from concurrency 4 to 16 and throughput rose from 3 to 5 req/s."]),
    # two declared arms: no transition, the declared pair (before: the baseline's)
    ("pair", "Chunked prefill on raises output throughput 16 -> 32 tok/s.",
     ["Chunked prefill on raises output throughput 32 -> 16 tok/s.",
      "Chunked prefill on lowers output throughput 16 -> 32 tok/s.",
      "Chunked prefill on raises output throughput 16 -> 48 tok/s.",
      "Chunked prefill on raises output throughput 16 vs 32 tok/s."]),
]


@pytest.mark.parametrize("wname, statement, twins", CASES, ids=[c[1] for c in CASES])
def test_true_row_is_read_and_net_true(wname, statement, twins, witnesses):
    res = _grade(statement, witnesses[wname])
    assert not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "net-true", res.reason


@pytest.mark.parametrize("wname, statement, twin", [(w, s, t) for w, s, ts in CASES for t in ts],
                         ids=[t for _, _, ts in CASES for t in ts])
def test_twins_are_never_net_true(wname, statement, twin, witnesses):
    assert_never_net_true(_grade(twin, witnesses[wname]), twin)


# honest statements of the family the reader does not (yet) read completely: never false
HONEST = [
    ("sweep", "Going from concurrency 4 to 16 raises throughput (2 -> 5 req/s, 2.5x)."),
    ("sweep", "Going from concurrency 4 to 16 only raises throughput 2 -> 5 req/s."),
    ("sweep", "Going from concurrency 4 to 16 raises sustained throughput 2 -> 5 req/s."),
    ("sweep", "Going from concurrency 4 to 16 raises throughput about 2 -> 5 req/s per node."),
    ("pair", "Turning chunked prefill on raises output throughput 16 -> 32 tok/s on the same box."),
    ("slots", "Throughput went 2 -> 4 -> 5 req/s as I added slots."),
    ("sweep", "Going from concurrency 8 to 16 adds 25% overhead."),
    ("sweep", "Going from concurrency 8 to 16 adds 25% performance."),
    ("slots", "Throughput went 2 -> 4 -> 5 req/s as I added more slots (1/4/8)."),
    ("slots", "Throughput went 2 -> 4 -> 5 req/s as I added parallel requests (1/4/8)."),  # concurrency or slots?
]


@pytest.mark.parametrize("wname, statement", HONEST, ids=[s for _, s in HONEST])
def test_honest_rows_are_never_false(wname, statement, witnesses):
    assert_never_false(_grade(statement, witnesses[wname]), statement)
