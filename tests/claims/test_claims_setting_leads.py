"""Arms named by a numeric setting, and leads that change the setting (issue 16; claimcheck/claims/sweep_chains.py).

Production chain_label_groups: a setting chain's label followed by two or more groups of values, each with as many
values as the label's arms and its own metric: "c=1 → c=16: 67.2 → 728.4 output tok/s, mean request latency 4.46 s →
6.57 s" (a second arrow pair after a comma; with ";" between them each was already read). The n-th value of every
group is the n-th arm's; a group of another length, a setting value no arm declares, a unit that does not measure the
group's metric leave the clause to the other constructs (unread: not-yet).

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows, every request of an arm alike):

* ``sweep`` -- tuning battery 32's concurrency sweep (claims_corpus.frame_checks.CONC_SWEEP; vLLM, one H100, 32
  requests per arm, 512 prompt + 256 output tokens): c1 (concurrency 1, back to back) TTFT 20 ms, TPOT 20 ms, e2e
  0.02 + 0.02 x 255 = 5.12 s, wall 32 x 5.12 = 163.84 s -> 32 / 163.84 = 0.195 req/s, 8192 / 163.84 = 50 output tok/s;
  c8 (concurrency 8) TTFT 40 ms, TPOT 25 ms, e2e 0.04 + 0.025 x 255 = 6.415 s, 320 output tok/s -> wall 25.6 s,
  1.25 req/s; c32 (concurrency 32) TTFT 100 ms, TPOT 32 ms, e2e 0.1 + 0.032 x 255 = 8.26 s, 960 output tok/s -> wall
  8.533 s, 3.75 req/s.
* ``pair`` -- c1 as above against c16 (concurrency 16): 720 output tok/s (wall 8192 / 720 = 11.378 s -> 2.8125 req/s),
  TTFT 60 ms, TPOT 28 ms, e2e 0.06 + 0.028 x 255 = 7.2 s. c16 / c1: output throughput 14.4x, mean TTFT 3x, mean TPOT
  +40%.
* ``chunk`` -- 32 requests per arm of 8000 prompt + 256 output tokens: chunk8k (chunked_prefill_size 8192,
  baseline) 3.0 req/s, TTFT 600 ms, TPOT 18 ms, e2e 0.6 + 0.018 x 255 = 5.19 s; chunk2k (2048, treatment) 3.6 req/s
  (+20%), TTFT 900 ms, TPOT 13.5 ms, e2e 0.9 + 0.0135 x 255 = 4.3425 s (-16.3%).

Production transition_to: a move of a setting said by its direction and its new value only ("Raising concurrency to 16
gave 14.4x the output throughput", "when we shrank the prefill chunk to 2048 tokens"): in a witness of two arms the TO
value names its arm, the other arm is the FROM one; the verb's direction must agree with the two values. In a sweep of
three arms ("raising concurrency to 32": from 1 or from 8?) nothing is read.

Production ratio_unit: a ratio glued to its "x" right before a rate unit is a multiple of that rate ("2.0x req/s going
from 1 to 4 slots", as "2.0x the request throughput ..."); c16 / c1 is 14.4x in request and output throughput alike
(every request 256 output tokens).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (CONC_SWEEP, CONC_SWEEP_SCOPE as SCOPE, assert_never_false,  # noqa: E402
                                        assert_never_net_true, assert_read_net_true, sealed_fixture)
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

C1 = CONC_SWEEP[0]
SPECS = {
    "sweep": CONC_SWEEP,
    "pair": [C1, A("c16", toks=720, ttft=0.06, tpot=0.028, tok=256, prompt=512, n=32, settings={"concurrency": 16},
                   role="treatment")],
    "chunk": [A("chunk2k", thr=3.6, ttft=0.9, tpot=0.0135, tok=256, prompt=8000, n=32,
                settings={"concurrency": 16, "chunked_prefill_size": 2048}, role="treatment"),
              A("chunk8k", thr=3.0, ttft=0.6, tpot=0.018, tok=256, prompt=8000, n=32,
                settings={"concurrency": 16, "chunked_prefill_size": 8192}, role="baseline")],
}

wit = sealed_fixture("setting_leads", SPECS, engine="vLLM")


GROUPS = [
    ("pair", "c=1 → c=16: 50 → 720 output tok/s, mean request latency 5.12 s → 7.2 s.",
     ["c=1 → c=16: 50 → 720 output tok/s, mean request latency 5.12 s → 10.8 s.",   # the later value x1.5
      "c=1 → c=16: 50 → 720 output tok/s, mean request latency 7.2 s → 5.12 s.",    # the second group's values swapped
      "c=16 → c=1: 50 → 720 output tok/s, mean request latency 5.12 s → 7.2 s.",    # the label's arms swapped
      "c=1 → c=32: 50 → 720 output tok/s, mean request latency 5.12 s → 7.2 s.",    # a setting value no arm has
      "c=1 → c=16: 50 → 720 output tok/s, mean TTFT 5.12 s → 7.2 s.",              # another metric
      "c=1 → c=16: 50 → 720 output tok/s, mean request latency 5.12 → 7.2 → 9.1 s."]),  # three values, two arms
    ("pair", "c1 → c16: 0.195 → 2.81 req/s, 50 → 720 output tok/s, mean TTFT 20 → 60 ms",
     ["c1 → c16: 0.195 → 2.81 req/s, 50 → 720 output tok/s, mean TTFT 20 → 30 ms",
      "c1 → c16: 0.195 → 2.81 req/s, 50 → 720 output tok/s, mean TPOT 20 → 60 ms",   # TPOT is 20 -> 28 ms
      "c1 → c16: 0.195 → 5.62 req/s, 50 → 720 output tok/s, mean TTFT 20 → 60 ms",
      "c1 → c16: 0.195 → 2.81 req/s, 50 → 720 output tok/s, mean TTFT 20 → 60 s"]),   # a unit off by 1000
    ("sweep", "c=1 → c=8 → c=32: 50 → 320 → 960 output tok/s, mean TTFT 20 → 40 → 100 ms",
     ["c=1 → c=8 → c=32: 50 → 320 → 960 output tok/s, mean TTFT 100 → 40 → 20 ms",
      "c=1 → c=8 → c=32: 50 → 320 → 960 output tok/s, mean TTFT 20 → 40 → 150 ms",
      "c=1 → c=8 → c=32: 50 → 320 → 960 output tok/s, mean TTFT 20 → 100 ms",       # two values, three arms
      "c=1 → c=8 → c=64: 50 → 320 → 960 output tok/s, mean TTFT 20 → 40 → 100 ms"]),
    ("sweep", "Concurrency 1 / 8 / 32: 0.195 / 1.25 / 3.75 req/s, 50 / 320 / 960 output tok/s and mean TPOT 20 / 25 / 32 ms",
     ["Concurrency 1 / 8 / 32: 0.195 / 1.25 / 3.75 req/s, 50 / 320 / 960 output tok/s and mean TPOT 20 / 25 / 48 ms",
      "Concurrency 1 / 8 / 32: 0.195 / 1.25 / 3.75 req/s, 50 / 320 / 960 output tok/s and mean TTFT 20 / 25 / 32 ms",
      "Concurrency 1 / 8 / 32: 0.195 / 1.25 / 3.75 req/s, 960 / 320 / 50 output tok/s and mean TPOT 20 / 25 / 32 ms"]),
    ("sweep", "At c=1 → c=32: mean E2E latency 5.12 s → 8.26 s, 0.195 → 3.75 req/s.",
     ["At c=1 → c=32: mean E2E latency 5.12 s → 8.26 s, 0.195 → 7.5 req/s.",
      "At c=1 → c=32: mean E2E latency 8.26 s → 5.12 s, 0.195 → 3.75 req/s.",
      "At c=8 → c=32: mean E2E latency 5.12 s → 8.26 s, 0.195 → 3.75 req/s."]),
]


@pytest.mark.parametrize("name,true,twins", GROUPS, ids=[f"{n}:{t[:50]}" for n, t, _ in GROUPS])
def test_label_groups_read_completely_and_twins_never_net_true(wit, name, true, twins):
    assert_read_net_true(grade_statement(true, wit[name], SCOPE))
    for twin in twins:
        assert_never_net_true(grade_statement(twin, wit[name], SCOPE), twin)


#: a complete reading whose later group a number of the rows contradicts: false
FALSE = [
    ("pair", "c=1 → c=16: 50 → 720 output tok/s, mean request latency 5.12 s → 10.8 s."),
    ("pair", "c1 → c16: 0.195 → 2.81 req/s, 50 → 720 output tok/s, mean TTFT 20 → 30 ms"),
    ("sweep", "c=1 → c=8 → c=32: 50 → 320 → 960 output tok/s, mean TTFT 100 → 40 → 20 ms"),
]

#: a clause read only in part (another length, an undeclared value, a hedge): never an accusation
NEVER_FALSE = [
    ("pair", "c=1 → c=32: 50 → 720 output tok/s, mean request latency 5.12 s → 10.8 s."),
    ("sweep", "c=1 → c=8 → c=32: 50 → 320 → 960 output tok/s, mean TTFT 20 → 150 ms"),
    ("pair", "c=1 → c=16: 50 → 720 output tok/s, mean request latency about 5 s → 10.8 s."),
]


@pytest.mark.parametrize("name,s", FALSE, ids=[s[:50] for _, s in FALSE])
def test_a_contradicted_later_group_is_false(wit, name, s):
    res = grade_statement(s, wit[name], SCOPE)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("name,s", NEVER_FALSE, ids=[s[:50] for _, s in NEVER_FALSE])
def test_a_partly_read_label_is_never_false(wit, name, s):
    assert_never_false(grade_statement(s, wit[name], SCOPE), s)


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ms=st.integers(min_value=1, max_value=400))
def test_the_later_group_holds_only_its_own_value(wit, ms):
    """c16's mean TTFT is 60 ms: stated as a whole number of ms, only 60 holds (integers round to +-0.5 ms)."""
    s = f"c=1 → c=16: 50 → 720 output tok/s, mean TTFT 20 → {ms} ms"
    res = grade_statement(s, wit["pair"], SCOPE)
    if ms == 60:
        assert_read_net_true(res)
    else:
        assert res.verdict == "false", (s, res.verdict, res.reason)


MOVES = [
    ("pair", "Raising concurrency to 16 gave 14.4x the output throughput.",
     ["Raising concurrency to 32 gave 14.4x the output throughput.",     # no arm declares 32
      "Lowering concurrency to 16 gave 14.4x the output throughput.",    # the move the wrong way
      "Raising concurrency to 1 gave 14.4x the output throughput.",      # the arms swapped
      "Raising concurrency to 16 gave 21.6x the output throughput.",
      "Raising concurrency to 16 gave 14.4x the TTFT."]),
    ("pair", "Mean TTFT tripled when we raised concurrency to 16.",
     ["Mean TTFT quadrupled when we raised concurrency to 16.",
      "Mean TTFT halved when we raised concurrency to 16.",
      "Mean TTFT tripled when we lowered concurrency to 16.",
      "Mean TTFT tripled when we raised concurrency to 8."]),
    ("pair", "When concurrency rose to 16, mean TPOT went up 40%.",
     ["When concurrency rose to 16, mean TPOT went down 40%.",
      "When concurrency rose to 16, mean TPOT went up 60%.",
      "When concurrency fell to 16, mean TPOT went up 40%."]),
    ("chunk", "Mean E2E latency went from 5.19 s to 4.34 s when we shrank the prefill chunk to 2048 tokens.",
     ["Mean E2E latency went from 4.34 s to 5.19 s when we shrank the prefill chunk to 2048 tokens.",
      "Mean E2E latency went from 5.19 s to 4.34 s when we raised the prefill chunk to 2048 tokens.",
      "Mean E2E latency went from 5.19 s to 4.34 s when we shrank the prefill chunk to 4096 tokens.",
      "Mean E2E latency went from 5.19 s to 6.51 s when we shrank the prefill chunk to 2048 tokens."]),
    ("chunk", "Shrinking the chunk size to 2048 raised request throughput by 20%.",
     ["Shrinking the chunk size to 2048 raised request throughput by 40%.",
      "Shrinking the chunk size to 2048 lowered request throughput by 20%.",
      "Shrinking the chunk size to 8192 raised request throughput by 20%."]),
    ("pair", "14.4x req/s going from concurrency 1 to 16",
     ["21.6x req/s going from concurrency 1 to 16",
      "14.4x req/s going from concurrency 16 to 1",
      "14.4x req/s going from concurrency 1 to 32"]),
    ("pair", "c16: 14.4x output tok/s over c1, zero failed requests",
     ["c16: 9.6x output tok/s over c1, zero failed requests",
      "c1: 14.4x output tok/s over c16, zero failed requests",
      "c16: 14.4x output tok/s over c1, two failed requests"]),
]


@pytest.mark.parametrize("name,true,twins", MOVES, ids=[f"{n}:{t[:50]}" for n, t, _ in MOVES])
def test_a_move_to_a_value_names_both_arms(wit, name, true, twins):
    assert_read_net_true(grade_statement(true, wit[name], SCOPE))
    for twin in twins:
        assert_never_net_true(grade_statement(twin, wit[name], SCOPE), twin)


def test_a_contradicted_move_is_false(wit):
    s = "Raising concurrency to 16 gave 21.6x the output throughput."
    res = grade_statement(s, wit["pair"], SCOPE)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("s", ["Raising concurrency to 32 tripled the output throughput.",
                               "Raising concurrency to 32 gave 19.2x the output throughput.",
                               "Mean TTFT went up 150% when we raised concurrency to 32."])
def test_a_move_in_a_sweep_of_three_names_no_pair(wit, s):
    """c32 over c8 is 3x the output throughput, over c1 19.2x; TTFT 100 ms is +150% over c8's 40 ms: from which?"""
    res = grade_statement(s, wit["sweep"], SCOPE)
    assert_never_net_true(res, s)
    assert_never_false(res, s)
