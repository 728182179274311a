"""Arms named relatively or by a change of setting, in witnesses whose arms differ in one numeric setting (issue 16):
"at the higher rate", "under the heavier load", "with more threads", "with the larger batch", "at the highest
concurrency" (production arm_by_relative_setting); "at both rates", "at every concurrency level", "at all three batch
sizes", "in both configurations" (production quantified_arms); "Raising the offered load from 2 to 8 req/s ..."
(production transition, with the load nouns).

A comparative or a positive names one arm only in a witness of exactly two arms that each declare a different value;
a superlative also in a sweep of three or more, where exactly one arm declares the extreme. A quantifier covers every
arm only where each arm declares a different value of the setting it names ("both" of two arms, "all three" of three).
Anything else stays unread (not-yet). A negation beside "every arm" is never graded (negated_universal).

Witnesses worked out by hand. ``uniform(arm, 24, wall, lanes, ttft=T)`` deals 24 requests round-robin to ``lanes``
lanes over ``wall`` seconds: throughput 24 / wall req/s, each request (wall / (24 / lanes)) s end to end, TTFT T.

* rate: r2 (request_rate 2) wall 12 s, 4 lanes, TTFT 0.1 s -> 2 req/s, 2 s per request; r8 (request_rate 8) wall
  4 s, 4 lanes, TTFT 0.3 s -> 6 req/s, 0.667 s per request. r8/r2: 3x the throughput, 3x the mean TTFT (100 -> 300 ms).
* rate3: r2 12 s TTFT 0.1 (2 req/s), r4 6 s TTFT 0.2 (4 req/s), r8 4 s TTFT 0.3 (6 req/s).
* conc: c1 (concurrency 1) 24 s, 1 lane, TTFT 0.1 -> 1 req/s; c32 (concurrency 32) 3 s, 4 lanes, TTFT 0.4 -> 8 req/s
  (8x the throughput, 4x the mean TTFT).
* conc3: c1 24 s 1 lane TTFT 0.1 (1 req/s), c8 6 s TTFT 0.2 (4 req/s), c32 4 s TTFT 0.4 (6 req/s): c32/c1 6x.
* batch: b1 (batch_size 1) 24 s 1 lane TTFT 0.2 -> 1 req/s; b8 (batch_size 8) 6 s 4 lanes TTFT 0.5 -> 4 req/s.
* threads: t4 (threads 4) 12 s TTFT 0.2 -> 2 req/s; t16 (threads 16) 6 s TTFT 0.1 -> 4 req/s (half the mean TTFT).
* slots: s4 (parallel_slots 4) 12 s TTFT 0.4 -> 2 req/s, 2 s per request; s16 6 s TTFT 0.2 -> 4 req/s, 1 s per
  request (half the mean TTFT and the mean latency).
* mixed: the rate rows, a declaring rate 2 and concurrency 4, b rate 8 and concurrency 16: "load" names neither.
* partial: the rate rows, r2 declaring rate 2, r8 declaring nothing: no relative word names an arm.
* tie3: c1 (1), c8 (8), c8b (8) with the conc3 rows: no one arm at the highest concurrency.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

HW = "1 x NVIDIA H100 80GB HBM3"
MODEL = {"id": "meta-llama/Llama-3.1-8B-Instruct", "file_sha256": None}
SCOPE = "Llama-3.1-8B-Instruct on one H100, 24 requests per arm"
NEG = "It is not true that "


def _arms(pairs):
    roles = ["baseline"] + ["treatment"] * (len(pairs) - 1)
    return {n: {"aliases": [], "workers": 4, "role": r, "settings": s} for (n, s), r in zip(pairs, roles)}


_RATE_ROWS = uniform("r2", 24, 12.0, 4, ttft=0.1) + uniform("r8", 24, 4.0, 4, ttft=0.3)
_CONC3_ROWS = uniform("c1", 24, 24.0, 1, ttft=0.1) + uniform("c8", 24, 6.0, 4, ttft=0.2) \
    + uniform("c32", 24, 4.0, 4, ttft=0.4)
WITNESSES = {
    "rate": (_arms([("r2", {"request_rate": 2}), ("r8", {"request_rate": 8})]), _RATE_ROWS),
    "rate3": (_arms([("r2", {"request_rate": 2}), ("r4", {"request_rate": 4}), ("r8", {"request_rate": 8})]),
              uniform("r2", 24, 12.0, 4, ttft=0.1) + uniform("r4", 24, 6.0, 4, ttft=0.2)
              + uniform("r8", 24, 4.0, 4, ttft=0.3)),
    "conc": (_arms([("c1", {"concurrency": 1}), ("c32", {"concurrency": 32})]),
             uniform("c1", 24, 24.0, 1, ttft=0.1) + uniform("c32", 24, 3.0, 4, ttft=0.4)),
    "conc3": (_arms([("c1", {"concurrency": 1}), ("c8", {"concurrency": 8}), ("c32", {"concurrency": 32})]),
              _CONC3_ROWS),
    "batch": (_arms([("b1", {"batch_size": 1}), ("b8", {"batch_size": 8})]),
              uniform("b1", 24, 24.0, 1, ttft=0.2) + uniform("b8", 24, 6.0, 4, ttft=0.5)),
    "threads": (_arms([("t4", {"threads": 4}), ("t16", {"threads": 16})]),
                uniform("t4", 24, 12.0, 4, ttft=0.2) + uniform("t16", 24, 6.0, 4, ttft=0.1)),
    "slots": (_arms([("s4", {"parallel_slots": 4}), ("s16", {"parallel_slots": 16})]),
              uniform("s4", 24, 12.0, 4, ttft=0.4) + uniform("s16", 24, 6.0, 4, ttft=0.2)),
    "mixed": (_arms([("r2", {"request_rate": 2, "concurrency": 4}), ("r8", {"request_rate": 8, "concurrency": 16})]),
              _RATE_ROWS),
    "partial": (_arms([("r2", {"request_rate": 2}), ("r8", {})]), _RATE_ROWS),
    "tie3": (_arms([("c1", {"concurrency": 1}), ("c8", {"concurrency": 8}), ("c8b", {"concurrency": 8})]),
             uniform("c1", 24, 24.0, 1, ttft=0.1) + uniform("c8", 24, 6.0, 4, ttft=0.2)
             + uniform("c8b", 24, 4.0, 4, ttft=0.4)),
}


@pytest.fixture(scope="module")
def witnesses(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("relative_arms")
    return {name: str(seal(root / name, ab_witness(arms, hardware=HW, model=MODEL, engine="vLLM", inputs={"tasks": 24}),
                           {"rows.jsonl": rows}))
            for name, (arms, rows) in WITNESSES.items()}


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, SCOPE, baseline="same model, GPU, prompts and output cap")


def _neg(s: str) -> str:
    return NEG + s[0].lower() + s[1:]


# (witness, true statement, twins that must never be net-true: the other end of the sweep, scaled numbers, the
# direction word flipped, swapped arms, negation, a wrong GPU / model / count, a condition only one arm ran under)
FRAMES = [
    # --- 1. relative setting words naming one arm ---
    ("rate", "At the higher rate, mean TTFT is 300 ms.",
     ["At the lower rate, mean TTFT is 300 ms.", "At the higher rate, mean TTFT is 450 ms.",
      "At the higher rate, mean TTFT is 150 ms.", _neg("At the higher rate, mean TTFT is 300 ms."),
      "At the higher rate on an A100, mean TTFT is 300 ms.", "At the higher rate, Llama-3.1-70B's mean TTFT is 300 ms.",
      "At the higher rate, mean TTFT is 300 ms at a request rate of 2 req/s."]),
    ("rate", "At the lower request rate, mean TTFT is 100 ms.",
     ["At the higher request rate, mean TTFT is 100 ms.", "At the lower request rate, mean TTFT is 150 ms.",
      "At the lower request rate, mean TTFT is 50 ms.", _neg("At the lower request rate, mean TTFT is 100 ms.")]),
    ("rate", "Under the heavier load, mean TTFT is 300 ms.",
     ["Under the lighter load, mean TTFT is 300 ms.", "Under the heavier load, mean TTFT is 450 ms.",
      "Under the heavier load, mean TTFT is 150 ms.", _neg("Under the heavier load, mean TTFT is 300 ms.")]),
    ("rate", "At the higher rate, throughput is 3x that at the lower rate.",
     ["At the lower rate, throughput is 3x that at the higher rate.",
      "At the higher rate, throughput is 4.5x that at the lower rate.",
      "At the higher rate, throughput is 1.5x that at the lower rate.",
      "At the higher rate, throughput is 3x lower than at the lower rate.",
      _neg("At the higher rate, throughput is 3x that at the lower rate.")]),
    ("rate", "Mean TTFT is 300 ms under heavy load and 100 ms under light load.",
     ["Mean TTFT is 100 ms under heavy load and 300 ms under light load.",
      "Mean TTFT is 450 ms under heavy load and 100 ms under light load.",
      "Mean TTFT is 300 ms under heavy load and 150 ms under light load."]),
    ("rate", "Under heavier load, mean TTFT is 300 ms.",
     ["Under lighter load, mean TTFT is 300 ms.", "Under heavier load, mean TTFT is 450 ms.",
      "Under heavier load, mean TTFT is 150 ms.", _neg("Under heavier load, mean TTFT is 300 ms.")]),
    ("rate", "At higher request rates, throughput is 3x higher.",
     ["At lower request rates, throughput is 3x higher.", "At higher request rates, throughput is 4.5x higher.",
      "At higher request rates, throughput is 1.5x higher.", "At higher request rates, throughput is 3x lower.",
      _neg("At higher request rates, throughput is 3x higher.")]),
    ("conc", "At the higher concurrency, throughput reaches 8 req/s.",
     ["At the lower concurrency, throughput reaches 8 req/s.", "At the higher concurrency, throughput reaches 12 req/s.",
      "At the higher concurrency, throughput reaches 4 req/s.", _neg("At the higher concurrency, throughput reaches 8 req/s.")]),
    ("conc", "With more concurrent requests, mean TTFT is 4x higher.",
     ["With fewer concurrent requests, mean TTFT is 4x higher.", "With more concurrent requests, mean TTFT is 6x higher.",
      "With more concurrent requests, mean TTFT is 2x higher.", "With more concurrent requests, mean TTFT is 4x lower."]),
    ("conc3", "At the highest concurrency, mean TTFT is 400 ms.",
     ["At the lowest concurrency, mean TTFT is 400 ms.", "At the highest concurrency, mean TTFT is 600 ms.",
      "At the highest concurrency, mean TTFT is 200 ms.", _neg("At the highest concurrency, mean TTFT is 400 ms.")]),
    ("conc3", "Throughput at the highest concurrency is 6x that at the lowest concurrency.",
     ["Throughput at the lowest concurrency is 6x that at the highest concurrency.",
      "Throughput at the highest concurrency is 9x that at the lowest concurrency.",
      "Throughput at the highest concurrency is 3x that at the lowest concurrency."]),
    ("rate3", "At the highest rate, throughput is 3x that at the lowest rate.",
     ["At the lowest rate, throughput is 3x that at the highest rate.",
      "At the highest rate, throughput is 4.5x that at the lowest rate.",
      "At the highest rate, throughput is 1.5x that at the lowest rate."]),
    ("batch", "With the larger batch, mean TTFT is 500 ms.",
     ["With the smaller batch, mean TTFT is 500 ms.", "With the larger batch, mean TTFT is 750 ms.",
      "With the larger batch, mean TTFT is 250 ms.", _neg("With the larger batch, mean TTFT is 500 ms.")]),
    ("batch", "Larger batches deliver 4x the throughput of smaller batches.",
     ["Smaller batches deliver 4x the throughput of larger batches.",
      "Larger batches deliver 6x the throughput of smaller batches.",
      "Larger batches deliver 2x the throughput of smaller batches.",
      "Larger batches deliver 4x lower throughput than smaller batches."]),
    ("threads", "With more threads, mean TTFT is 100 ms.",
     ["With fewer threads, mean TTFT is 100 ms.", "With more threads, mean TTFT is 150 ms.",
      "With more threads, mean TTFT is 50 ms.", _neg("With more threads, mean TTFT is 100 ms.")]),
    ("threads", "More threads halve mean TTFT.",
     ["Fewer threads halve mean TTFT.", "More threads double mean TTFT.", "More threads cut mean TTFT by 75%.",
      _neg("More threads halve mean TTFT.")]),
    ("slots", "With more slots, throughput doubles.",
     ["With fewer slots, throughput doubles.", "With more slots, throughput triples.", "With more slots, throughput halves.",
      _neg("With more slots, throughput doubles.")]),
    # --- 2. quantifiers over arms ---
    ("rate", "Mean TTFT stays under 400 ms at both rates.",
     ["Mean TTFT stays under 200 ms at both rates.", "Mean TTFT stays under 600 ms at all three rates.",
      _neg("Mean TTFT stays under 400 ms at both rates."), "Mean TTFT stays under 400 ms at both batch sizes."]),
    ("rate", "At both request rates, mean TTFT is at most 300 ms.",
     ["At both request rates, mean TTFT is at most 150 ms.", "At both request rates, mean TTFT is at most 200 ms.",
      "At both request rates, mean TTFT is not at most 300 ms."]),
    ("rate", "In both configurations, mean TTFT stays under 400 ms.",
     ["In both configurations, mean TTFT stays under 200 ms.", _neg("In both configurations, mean TTFT stays under 400 ms.")]),
    ("conc3", "Mean TTFT stays under 500 ms at every concurrency level.",
     ["Mean TTFT stays under 300 ms at every concurrency level.", "Mean TTFT stays under 500 ms at both concurrency levels.",
      "Mean TTFT never stays under 500 ms at every concurrency level."]),
    ("conc3", "At all three concurrency levels, mean TTFT is between 100 and 400 ms.",
     ["At all three concurrency levels, mean TTFT is between 150 and 600 ms.",
      "At all four concurrency levels, mean TTFT is between 100 and 400 ms.",
      "At all three concurrency levels, mean TTFT is between 50 and 200 ms."]),
    ("batch", "Mean TTFT stays under 1 s at both batch sizes.",
     ["Mean TTFT stays under 0.3 s at both batch sizes.", "Mean TTFT stays under 1 s at both rates."]),
    # --- 3. a setting change as the comparison ---
    ("rate", "Raising the offered load from 2 to 8 req/s lifts throughput from 2 to 6 req/s.",
     ["Raising the offered load from 8 to 2 req/s lifts throughput from 2 to 6 req/s.",
      "Raising the offered load from 2 to 16 req/s lifts throughput from 2 to 6 req/s.",
      "Lowering the offered load from 2 to 8 req/s lifts throughput from 2 to 6 req/s.",
      "Raising the offered load from 2 to 8 req/s lifts throughput from 2 to 9 req/s.",
      "Raising the offered load from 2 to 8 req/s lifts throughput from 3 to 6 req/s.",
      "Raising the batch size from 2 to 8 lifts throughput from 2 to 6 req/s.",
      _neg("Raising the offered load from 2 to 8 req/s lifts throughput from 2 to 6 req/s.")]),
    ("rate", "Raising the arrival rate from 2 to 8 req/s triples mean TTFT.",
     ["Raising the arrival rate from 8 to 2 req/s triples mean TTFT.",
      "Raising the arrival rate from 2 to 4 req/s triples mean TTFT.",
      "Raising the arrival rate from 2 to 8 req/s doubles mean TTFT.",
      "Raising the arrival rate from 2 to 8 req/s cuts mean TTFT by two thirds."]),
    ("conc", "Increasing concurrency from 1 to 32 raised throughput 8x.",
     ["Increasing concurrency from 32 to 1 raised throughput 8x.", "Increasing concurrency from 1 to 16 raised throughput 8x.",
      "Increasing concurrency from 1 to 32 raised throughput 12x.", "Increasing concurrency from 1 to 32 raised throughput 4x.",
      "Decreasing concurrency from 1 to 32 raised throughput 8x.", "Increasing the batch size from 1 to 32 raised throughput 8x."]),
    ("conc", "Increasing the load from 1 to 32 concurrent users raises throughput 8x.",
     ["Increasing the load from 32 to 1 concurrent users raises throughput 8x.",
      "Increasing the load from 1 to 32 concurrent users raises throughput 12x."]),
    ("slots", "Going from 4 to 16 slots cut mean TTFT by half.",
     ["Going from 16 to 4 slots cut mean TTFT by half.", "Going from 4 to 32 slots cut mean TTFT by half.",
      "Going from 4 to 16 slots cut mean TTFT by 75%.", "Going from 4 to 16 slots raised mean TTFT by half.",
      "Going from 4 to 16 threads cut mean TTFT by half."]),
    ("batch", "Moving from batch size 1 to 8 raises throughput 4x.",
     ["Moving from batch size 8 to 1 raises throughput 4x.", "Moving from batch size 1 to 4 raises throughput 4x.",
      "Moving from batch size 1 to 8 raises throughput 6x.", "Moving from batch size 1 to 8 raises throughput 2x.",
      "Moving from concurrency 1 to 8 raises throughput 4x."]),
]


test_true_statement_is_read_completely_and_net_true, test_twins_are_never_net_true = frame_tests(
    FRAMES, lambda witnesses, name, statement: _grade(statement, witnesses[name]), fixture="witnesses",
    ids=[f[1][:60] for f in FRAMES])


# words the witness does not resolve to one arm (or to every arm): unread, never an arm, never false
UNREAD = [
    ("rate3", "At the higher rate, mean TTFT is 300 ms.", "higher rate"),  # a comparative among three arms
    ("conc3", "At the higher concurrency, mean TTFT is 400 ms.", "higher concurrency"),
    ("rate3", "At higher request rates, mean TTFT is 300 ms.", "higher request rates"),
    ("rate3", "Under heavier load, mean TTFT is 300 ms.", "heavier load"),
    ("rate", "r2 sustains a higher request rate than r8.", None),
    ("conc3", "At low concurrency, mean TTFT is 100 ms.", "low concurrency"),  # a positive among three arms
    ("tie3", "At the highest concurrency, mean TTFT is 400 ms.", "highest concurrency"),  # two arms at the top
    ("mixed", "Under the heavier load, mean TTFT is 300 ms.", None),  # rate and concurrency both differ
    ("partial", "At the higher rate, mean TTFT is 300 ms.", "higher rate"),  # one arm declares no rate
    ("rate", "At the higher batch size, mean TTFT is 300 ms.", None),  # a setting the arms do not differ in
    ("threads", "With more slots, mean TTFT is 100 ms.", None),
    ("rate", "r8 serves requests at a higher rate than r2.", None),  # a throughput comparison, not an arm
    ("rate", "Mean TTFT stays under 400 ms at all three rates.", "all three rates"),  # two arms
    ("rate3", "Mean TTFT stays under 400 ms at both rates.", None),  # three arms
    ("partial", "Mean TTFT stays under 400 ms at both rates.", None),
    ("mixed", "Mean TTFT stays under 400 ms under both loads.", None),
    ("rate", "At both rates, r8 has a mean TTFT under 400 ms.", None),  # an arm named beside "every arm"
    ("rate", "Raising the offered load from 8 to 2 req/s triples throughput.", None),  # swapped against the verb
    ("rate", "Raising the offered load from 2 to 16 req/s triples throughput.", None),  # a value no arm has
    ("rate", "Going from 2 to 8 req/s triples throughput.", None),  # no setting named: a throughput pair?
    ("mixed", "Raising the load from 2 to 16 triples throughput.", None),  # a rate to a concurrency
    ("conc", "Increasing the request rate from 1 to 32 raised throughput 8x.", None),
]


@pytest.mark.parametrize("wit,statement,unread", UNREAD, ids=[u[1][:50] for u in UNREAD])
def test_words_that_name_no_one_arm_stay_unread(wit, statement, unread, witnesses):
    res = _grade(statement, witnesses[wit])
    assert res.verdict == "not-yet", (statement, res.verdict, res.reason)
    if unread:
        assert any(unread in u.text for u in res.reading.unread), [u.text for u in res.reading.unread]


def test_the_higher_rate_still_names_an_arm_where_load_does_not(witnesses):
    """mixed: the arms differ in rate and concurrency; "the higher rate" is r8 (rate 8 > 2), "load" is neither; in a
    transition the load's values decide (2 -> 8 only the rates are; 4 -> 16 only the concurrencies)."""
    assert _grade("At the higher rate, mean TTFT is 300 ms.", witnesses["mixed"]).verdict == "net-true"
    assert _grade("Raising the load from 2 to 8 triples throughput.", witnesses["mixed"]).verdict == "net-true"
    assert _grade("Raising the load from 4 to 16 triples throughput.", witnesses["mixed"]).verdict == "net-true"
    assert _grade("Raising the load from 8 to 2 triples throughput.", witnesses["mixed"]).verdict != "net-true"


# true sentences that must never be false: a negation beside "every arm" (true here: r8's 300 ms is not under
# 200 ms), a positive word among three arms the writer may mean otherwise (c8's 200 ms at "low concurrency")
HONEST = [
    ("rate", NEG + "mean TTFT stays under 200 ms at both rates."),
    ("rate", NEG + "mean TTFT stays under 200 ms in both arms."),
    ("rate", "Mean TTFT is not under 200 ms at both rates."),
    ("rate", "Mean TTFT is not under 200 ms in both arms."),
    ("rate", "Mean TTFT isn't below 200 ms in both configurations."),
    ("conc3", "At low concurrency, mean TTFT is 200 ms."),
    ("conc3", "At the lower concurrency, mean TTFT is 200 ms."),
    ("rate3", "At the higher rate, throughput is 4 req/s."),
    ("mixed", "Under the heavier load, throughput is 6 req/s."),
]


@pytest.mark.parametrize("wit,statement", HONEST, ids=[h[1][:50] for h in HONEST])
def test_honest_sentences_are_never_false(wit, statement, witnesses):
    res = _grade(statement, witnesses[wit])
    assert res.verdict != "false", (statement, res.reason)
    assert res.verdict != "net-true", (statement, res.reason)


# --- properties -------------------------------------------------------------------------------------------------
#: (witness, the high arm's phrases, the low arm's phrases, the high arm's mean TTFT ms, the low arm's)
_SWEEPS = {
    "rate": (["at the higher rate", "at the higher request rate", "under the heavier load", "at the highest rate"],
             ["at the lower rate", "at the lower request rate", "under the lighter load", "at the lowest rate"], 300, 100),
    "batch": (["with the larger batch", "with the larger batch size", "with the bigger batch", "at the largest batch size"],
              ["with the smaller batch", "with the smaller batch size", "at the smallest batch size"], 500, 200),
    "threads": (["with more threads", "with more CPU threads", "with the most threads"],
                ["with fewer threads", "with fewer CPU threads", "with the fewest threads"], 100, 200),
    "conc": (["at the higher concurrency", "at high concurrency", "with more concurrent requests",
              "under the heavier load"],
             ["at the lower concurrency", "at low concurrency", "with fewer concurrent requests",
              "under the lighter load"], 400, 100),
}
_VALUE_FRAMES = ["{P}, mean TTFT is {v} ms.", "Mean TTFT is {v} ms {p}.", "{P}, the mean TTFT is {v} ms."]


@settings(deadline=None, max_examples=40)
@given(wit=st.sampled_from(sorted(_SWEEPS)), side=st.sampled_from(["high", "low"]), k=st.integers(0, 3),
       frame=st.sampled_from(_VALUE_FRAMES),
       twist=st.sampled_from(["none", "flip", "scale_up", "scale_down", "negate"]))
def test_a_relative_word_names_its_end_of_the_sweep(wit, side, k, frame, twist, witnesses):
    """A relative word read as one arm gives that arm's value: the true value net-true, the other end's word, a scaled
    value or a negation never net-true; a value that is the arm's own is never false."""
    hi, lo, vhi, vlo = _SWEEPS[wit]
    words = hi if side == "high" else lo
    phrase = words[k % len(words)]
    value = vhi if side == "high" else vlo
    if twist == "flip":
        other = lo if side == "high" else hi
        phrase = other[k % len(other)]
    elif twist == "scale_up":
        value = value * 3 // 2
    elif twist == "scale_down":
        value = value // 2
    text = frame.format(P=phrase[0].upper() + phrase[1:], p=phrase, v=value)
    if twist == "negate":
        text = _neg(text)
    res = _grade(text, witnesses[wit])
    if twist == "none":
        assert res.verdict == "net-true", (text, res.reason, [u.text for u in res.reading.unread])
    else:
        assert_never_net_true(res, text)


@settings(deadline=None, max_examples=40)
@given(bound=st.sampled_from([50, 150, 250, 350, 450, 600]),
       q=st.sampled_from(["at both rates", "at both request rates", "in both configurations", "at every rate",
                          "at each request rate", "under both loads", "in both arms"]),
       lead=st.booleans(), negate=st.booleans())
def test_a_claim_over_every_arm_holds_for_each(bound, q, lead, negate, witnesses):
    """rate: mean TTFT 100 ms (r2) and 300 ms (r8). "under B ms" said of every arm: net-true when B > 300, false when
    B < 300 (r8 contradicts it, read completely), whatever the quantifier's words; negated, never graded (the
    negation of "every arm" holds when any one arm fails): not-yet, never false, never net-true."""
    text = f"{q[0].upper() + q[1:]}, mean TTFT stays under {bound} ms." if lead else f"Mean TTFT stays under {bound} ms {q}."
    if negate:
        text = _neg(text)
    res = _grade(text, witnesses["rate"])
    if negate:
        assert res.verdict == "not-yet", (text, res.verdict, res.reason)
    elif bound > 300:
        assert res.verdict == "net-true", (text, res.reason, [u.text for u in res.reading.unread])
    else:
        assert res.verdict == "false", (text, res.verdict, res.reason)


@settings(deadline=None, max_examples=40)
@given(a=st.sampled_from([1, 2, 4, 8, 16, 32]), b=st.sampled_from([1, 2, 4, 8, 16, 32]),
       verb=st.sampled_from(["Raising", "Lowering", "Going", "Moving"]),
       noun=st.sampled_from(["the offered load", "the request rate", "the arrival rate", "the load"]))
def test_a_transition_names_its_arms_only_by_their_own_values(a, b, verb, noun, witnesses):
    """rate: r2 offered 2 req/s, r8 8 req/s; throughput 2 -> 6 req/s (3x). "<verb> <noun> from A to B req/s triples
    throughput" is net-true only for A = 2, B = 8 with a verb that does not contradict the rise."""
    text = f"{verb} {noun} from {a} to {b} req/s triples throughput."
    res = _grade(text, witnesses["rate"])
    if (a, b) == (2, 8) and verb != "Lowering":
        assert res.verdict == "net-true", (text, res.reason, [u.text for u in res.reading.unread])
    else:
        assert_never_net_true(res, text)
