"""Before/after changes whose arms are named by the change around them, not beside each value (held14 b1005 / b1007,
held18 b1401 / b1407 / b1409 on the development half; these tests use witnesses of their own):

* production arm_move (claimcheck/claims/value_arms.py): "req throughput 1.81 -> 2.87 req/s going TP2 -> TP4" -- a
  gerund of no direction, an arm, an arrow, another arm: "from ARM to ARM", the arrow fixing the order as "(TP2 ->
  TP4)" does; a chain or a gerund of a direction ("increasing TP2 -> TP4") is not read;
* production down_arrow (grammar.m_pair): "(median ~565 ms down to ~382 ms)" -- "down to" between two values with their
  units is the pair's arrow, the direction checked against the two values ("565 ms up to 382 ms": a bound, not read);
* production comma_percent (grammar._paren_pct): "improves, from 298.7 tokens/s to 452.1 tokens/s, about 51%." -- an
  unsigned percent after a comma, ending the sentence, read as "(about 51%)" is, and only where it is the change the
  pair's own two values make (a share of the before value, or the change of the speed, leaves it unread);
* production gerund_flag_to (claimcheck/claims/flag_arms.py): "Bumping max_num_batched_tokens to 8192, median TTFT
  drops ..." -- a gerund of a direction before a flag's "to" phrase names the arm only where its number is above (up)
  or below (down) every other arm's; "Raising max_num_batched_tokens from 2048 to 8192": the gerund inert where its
  direction agrees with the two values;
* production state_move (claimcheck/claims/value_arms.py): "flipping chunked prefill on took p50 TTFT from ~1.3 s to
  ~550 ms" -- at a clause's start, "flipping" / "turning" / "toggling" before an arm whose phrase ends in its state
  word reads as "switching" ARM does (the move to that arm).

Witnesses by hand (every request of an arm alike): tp2 (baseline) 1.81 req/s, TTFT 505 ms; tp4 (treatment) 2.87
req/s, TTFT 278 ms; tp1 (a third arm of the three-arm witness) 1.0 req/s, TTFT 900 ms. fp16 (baseline) 298.7 output
tok/s, TTFT 565 ms; fp8 (treatment) 452.1 output tok/s, TTFT 382 ms. before (baseline, max_num_batched_tokens 2048)
TTFT 1.75 s; after (treatment, 8192) TTFT 0.76 s; mid (4096, a third arm of the three-arm witness) TTFT 1.2 s.
off (baseline, "chunked prefill off") TTFT 1.3 s; on (treatment, "chunked prefill on") TTFT 0.55 s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SPECS = {
    "tp": [A("tp2", "TP2", role="baseline", thr=1.81, ttft=0.505, n=60, tok=64),
           A("tp4", "TP4", role="treatment", thr=2.87, ttft=0.278, n=60, tok=64)],
    "tp3": [A("tp1", "TP1", role="baseline", thr=1.0, ttft=0.9, n=60, tok=64),
            A("tp2", "TP2", role="treatment", thr=1.81, ttft=0.505, n=60, tok=64),
            A("tp4", "TP4", role="treatment", thr=2.87, ttft=0.278, n=60, tok=64)],
    "q": [A("fp16", "FP16", role="baseline", toks=298.7, ttft=0.565, n=40, tok=64),
          A("fp8", "FP8", role="treatment", toks=452.1, ttft=0.382, n=40, tok=64)],
    "mnbt": [A("before", "main", role="baseline", ttft=1.75, n=40, tok=64, settings={"max_num_batched_tokens": 2048}),
             A("after", "this PR", role="treatment", ttft=0.76, n=40, tok=64, settings={"max_num_batched_tokens": 8192})],
    "mnbt3": [A("before", "main", role="baseline", ttft=1.75, n=40, tok=64, settings={"max_num_batched_tokens": 2048}),
              A("mid", "mid", role="treatment", ttft=1.2, n=40, tok=64, settings={"max_num_batched_tokens": 4096}),
              A("after", "this PR", role="treatment", ttft=0.76, n=40, tok=64, settings={"max_num_batched_tokens": 8192})],
    "chunk": [A("off", "chunked prefill off", role="baseline", ttft=1.3, n=40, tok=64,
                settings={"chunked_prefill": False}),
              A("on", "chunked prefill on", role="treatment", ttft=0.55, n=40, tok=64, settings={"chunked_prefill": True})],
}
wit = sealed_fixture("change_named_arms", SPECS, engine="vLLM")


def _grade(witnesses, key, statement):
    return grade_statement(statement, witnesses[key], "40-60 requests per arm")


TRUE = [
    # arm_move
    ("tp", "6/ req throughput 1.81 -> 2.87 req/s going TP2 -> TP4, roughly 1.6x."),
    ("tp", "Request throughput 1.81 -> 2.87 req/s going TP2 -> TP4."),
    ("tp", "Going TP2 -> TP4, request throughput went 1.81 -> 2.87 req/s."),
    ("tp", "Going TP4 -> TP2, request throughput went 2.87 -> 1.81 req/s."),
    ("tp", "Median TTFT 505 ms -> 278 ms switching TP2 -> TP4."),
    ("tp3", "Request throughput 1.81 -> 2.87 req/s going TP2 -> TP4."),
    ("tp3", "Moving TP1 -> TP4, median TTFT went 900 ms -> 278 ms."),
    # down_arrow
    ("q", "Time to first token dropped by around a third (median ~565 ms down to ~382 ms)."),
    ("q", "Median TTFT 565 ms down to 382 ms."),
    ("q", "Median TTFT dropped by about 32% (565 ms down to 382 ms)."),
    # comma_percent
    ("q", "The output throughput improves, from 298.7 tokens/s to 452.1 tokens/s, about 51%."),
    ("q", "After enabling FP8 the output throughput improves from 298.7 tokens/s to 452.1 tokens/s, about 51%."),
    ("q", "The median TTFT decreases from 565 ms to 382 ms, about 32%."),
    # gerund_flag_to
    ("mnbt", "Bumping max_num_batched_tokens to 8192, median TTFT drops from 1.75 s to 0.76 s."),
    ("mnbt", "Bumping max_num_batched_tokens to 8192 cut median TTFT from 1.75 s to 0.76 s."),
    ("mnbt", "Raising max_num_batched_tokens from 2048 to 8192, median TTFT drops from 1.75 s to 0.76 s."),
    ("mnbt", "Lowering max_num_batched_tokens to 2048, median TTFT rises from 0.76 s to 1.75 s."),
    ("mnbt3", "Raising max_num_batched_tokens from 2048 to 8192, median TTFT drops from 1.75 s to 0.76 s."),
    # state_move
    ("chunk", "Flipping chunked prefill on took p50 TTFT from ~1.3 s to ~550 ms."),
    ("chunk", "Turning chunked prefill on, p50 TTFT went from ~1.3 s to ~550 ms."),
    ("chunk", "Turning chunked prefill off, p50 TTFT went from ~550 ms to ~1.3 s."),
]

TWINS = [
    # arm_move: arms swapped, values swapped, a value x1.5 / x0.5, the ratio x1.5, the direction flipped, negated
    ("tp", "6/ req throughput 1.81 -> 2.87 req/s going TP4 -> TP2, roughly 1.6x."),
    ("tp", "Request throughput 2.87 -> 1.81 req/s going TP2 -> TP4."),
    ("tp", "Request throughput 1.81 -> 4.31 req/s going TP2 -> TP4."),
    ("tp", "Request throughput 0.91 -> 2.87 req/s going TP2 -> TP4."),
    ("tp", "6/ req throughput 1.81 -> 2.87 req/s going TP2 -> TP4, roughly 2.4x."),
    ("tp", "6/ req throughput 1.81 -> 2.87 req/s going TP2 -> TP4, roughly 0.8x."),
    ("tp", "Going TP2 -> TP4, request throughput dropped 2.87 -> 1.81 req/s."),
    ("tp", "Going TP4 -> TP2, request throughput went 1.81 -> 2.87 req/s."),
    ("tp", "Median TTFT 278 ms -> 505 ms switching TP2 -> TP4."),
    ("tp", "It is not true that request throughput went 1.81 -> 2.87 req/s going TP2 -> TP4."),
    ("tp", "Request throughput 1.81 -> 2.87 req/s not going TP2 -> TP4."),
    ("tp3", "Request throughput 1.81 -> 2.87 req/s going TP1 -> TP4."),
    ("tp3", "Moving TP2 -> TP4, median TTFT went 900 ms -> 278 ms."),
    # down_arrow: values swapped, "up to", a value x1.5 / x0.5, the change word flipped, the size x1.5, negated
    ("q", "Time to first token dropped by around a third (median ~382 ms down to ~565 ms)."),
    ("q", "Time to first token dropped by around a third (median ~565 ms up to ~382 ms)."),
    ("q", "Time to first token dropped by around a third (median ~850 ms down to ~382 ms)."),
    ("q", "Time to first token dropped by around a third (median ~565 ms down to ~191 ms)."),
    ("q", "Time to first token rose by around a third (median ~565 ms down to ~382 ms)."),
    ("q", "Time to first token dropped by around a half (median ~565 ms down to ~382 ms)."),
    ("q", "Time to first token did not drop by around a third (median ~565 ms down to ~382 ms)."),
    ("q", "Median TTFT 382 ms down to 565 ms."),
    # comma_percent: the percent x1.5 / x0.5, values swapped, the direction flipped, negated
    ("q", "The output throughput improves, from 298.7 tokens/s to 452.1 tokens/s, about 76%."),
    ("q", "The output throughput improves, from 298.7 tokens/s to 452.1 tokens/s, about 25%."),
    ("q", "The output throughput improves, from 452.1 tokens/s to 298.7 tokens/s, about 51%."),
    ("q", "The output throughput drops, from 298.7 tokens/s to 452.1 tokens/s, about 51%."),
    ("q", "The output throughput does not improve, from 298.7 tokens/s to 452.1 tokens/s, about 51%."),
    ("q", "The median TTFT decreases from 565 ms to 382 ms, about 48%."),
    ("q", "The median TTFT increases from 565 ms to 382 ms, about 32%."),
    # gerund_flag_to: the direction flipped, the arm swapped, values swapped, a value x1.5 / x0.5, negated
    ("mnbt", "Lowering max_num_batched_tokens to 8192, median TTFT drops from 1.75 s to 0.76 s."),
    ("mnbt", "Bumping max_num_batched_tokens to 2048, median TTFT drops from 1.75 s to 0.76 s."),
    ("mnbt", "Bumping max_num_batched_tokens to 8192, median TTFT drops from 0.76 s to 1.75 s."),
    ("mnbt", "Bumping max_num_batched_tokens to 8192, median TTFT drops from 2.63 s to 0.76 s."),
    ("mnbt", "Bumping max_num_batched_tokens to 8192, median TTFT drops from 1.75 s to 0.38 s."),
    ("mnbt", "Raising max_num_batched_tokens from 8192 to 2048, median TTFT drops from 1.75 s to 0.76 s."),
    ("mnbt", "It is not true that bumping max_num_batched_tokens to 8192 cut median TTFT from 1.75 s to 0.76 s."),
    ("mnbt3", "Bumping max_num_batched_tokens to 4096, median TTFT drops from 1.75 s to 1.2 s."),
    # state_move: the state flipped, values swapped, a value x1.5 / x0.5, negated
    ("chunk", "Flipping chunked prefill off took p50 TTFT from ~1.3 s to ~550 ms."),
    ("chunk", "Flipping chunked prefill on took p50 TTFT from ~550 ms to ~1.3 s."),
    ("chunk", "Flipping chunked prefill on took p50 TTFT from ~1.95 s to ~550 ms."),
    ("chunk", "Flipping chunked prefill on took p50 TTFT from ~1.3 s to ~275 ms."),
    ("chunk", "Not flipping chunked prefill on took p50 TTFT from ~1.3 s to ~550 ms."),
    ("chunk", "It is not true that flipping chunked prefill on took p50 TTFT from ~1.3 s to ~550 ms."),
]

NEVER_FALSE = [
    # the other readings of a percent after a pair: the after value's share (382 / 565 = 68%), the speed's change
    # (565 / 382 = 1.48): honest, not this frame, never an accusation
    ("q", "The median TTFT decreases from 565 ms to 382 ms, about 68%."),
    ("q", "The median TTFT decreases from 565 ms to 382 ms, about 48%."),
    # a gerund with a direction, a chain of arms: not read
    ("tp", "Request throughput 1.81 -> 2.87 req/s increasing TP2 -> TP4."),
    ("tp3", "Request throughput 1.0 -> 1.81 -> 2.87 req/s going TP1 -> TP2 -> TP4."),
    # "on A vs B" after the pair stays unread (arms_after_pair)
    ("tp", "Request throughput 1.81 -> 2.87 req/s on TP4 vs TP2."),
    # a gerund whose number is neither above nor below every other arm's: which move? not read
    ("mnbt3", "Bumping max_num_batched_tokens to 4096, median TTFT drops from 1.75 s to 1.2 s."),
    ("mnbt", "Lowering max_num_batched_tokens to 8192, median TTFT drops from 1.75 s to 0.76 s."),
]


@pytest.mark.parametrize("key,statement", TRUE)
def test_true_change_reads_net_true(wit, key, statement):
    assert_read_net_true(_grade(wit, key, statement))


@pytest.mark.parametrize("key,statement", TWINS)
def test_twins_never_net_true(wit, key, statement):
    assert_never_net_true(_grade(wit, key, statement), statement)


@pytest.mark.parametrize("key,statement", NEVER_FALSE + TRUE)
def test_honest_never_false(wit, key, statement):
    assert_never_false(_grade(wit, key, statement), statement)


@pytest.mark.parametrize("key,statement", NEVER_FALSE)
def test_other_readings_unread(wit, key, statement):
    assert_never_net_true(_grade(wit, key, statement), statement)


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402


@settings(deadline=None, max_examples=examples(25))
@given(pct=st.integers(min_value=1, max_value=200))
def test_comma_percent_net_true_only_near_the_change(wit, pct):
    # the witness's change is +51.4% (298.7 -> 452.1 tok/s); "about N%" holds within its 10% hedge at most
    statement = f"The output throughput improves, from 298.7 tokens/s to 452.1 tokens/s, about {pct}%."
    res = _grade(wit, "q", statement)
    assert_never_false(res, statement)
    if not 46 <= pct <= 57:
        assert_never_net_true(res, statement)


@settings(deadline=None, max_examples=examples(25))
@given(a=st.integers(min_value=100, max_value=1200), b=st.integers(min_value=100, max_value=1200))
def test_down_arrow_net_true_only_for_the_witness_values(wit, a, b):
    # the witness: median TTFT 565 ms (fp16, before) and 382 ms (fp8, after); "down to" needs b below a
    statement = f"Median TTFT {a} ms down to {b} ms."
    res = _grade(wit, "q", statement)
    if not (abs(a - 565) <= 1 and abs(b - 382) <= 1):
        assert_never_net_true(res, statement)
    if b >= a:
        assert_never_false(res, statement)
