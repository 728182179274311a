"""Pairs of values written without "from" (issue 16; productions comma_pair, arrow, headline_change, got_change,
change_to_vs, from_before, it_state, hedged_pair_order, total_gloss and label_line's "/" and "," entries --
claimcheck/claims/pair_frames.py, bare_change.py, ellipsis.py, label_lines.py, total_defs.py, grammar.py):

* after a change and a comma (a colon, a dash), a bare "A to B" (or "A -> B", "A => B", "A → B") is the change's before
  and after values in the pair's own order: "Mean E2E latency went down about 23%, 1.45 s to 1.12 s" (never a range both values may fall
  in: a reversed pair is contradicted by the values);
* an arrow pair right after a change verb, with no "from": "Output throughput went 404 → 505 tok/s";
* a direction particle right after a metric is the change with its copula left out: "Mean E2E latency down ~23% (1.45 s
  → 1.12 s)";
* "got" / "became" + a comparative before a before-then-after pair in parentheses: "Mean TPOT got a bit better (12.5 ms
  -> 10 ms)"; with no arm named, in a witness that declares its roles, the treatment against the baseline (as "from A
  to B" is), also as the first of two predicates joined by "but";
* "climbed to A with X, compared to B with Y": the after value, then the compared arm's, the verb's direction checked
  against the two values;
* "up 25% with X, from 404 tok/s": the one value after "from" is the compared arm's (the change's baseline);
* "with it on vs 2.0k off", "with it enabled vs 4 req/s disabled": "it" and a state word name the arm in that state,
  and a bare state word after the pair's second value names its arm; a hedged pair's order is graded beside its values
  (a swapped hedged pair is never net-true, and never false for its order alone);
* "Total throughput (prompt + output)": the gloss restates the metric;
* a signed amount alone in parentheses ("TTFT fell from 200 ms to 120 ms (-80 ms)", "Mean TPOT is slightly lower with
  prefix caching (-2.5 ms)") is the difference treatment - baseline, and places the direction word before it;
* label lines: "Median TTFT (ms): 160 (TP=2) / 100 (TP=4)", "Output token throughput: 1,024 tok/s with TP=4, 640 tok/s
  with TP=2".

Each true statement is read completely and net-true; no twin (numbers x1.5 / x0.5, direction flipped, arms, states or
values swapped, a negation) is net-true; honest or unclear statements are never false.

Witnesses, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows: every request of an arm has
the same TTFT and TPOT, e2e = TTFT + TPOT x (output tokens - 1), wall = 10 / throughput):

* ``apc`` -- on (prefix_caching True, treatment): 5 req/s, TTFT 120 ms, TPOT 10 ms, 101 output + 400 prompt
  tokens: wall 2 s, 505 output tok/s, 5 x 501 = 2,505 total tok/s, e2e 0.12 + 0.01 x 100 = 1.12 s; off
  (prefix_caching False, baseline): 4 req/s, TTFT 200 ms, TPOT 12.5 ms: 404 output tok/s, 2,004 total tok/s, e2e
  0.2 + 1.25 = 1.45 s. on vs off: request and output throughput +25%; TTFT -40%; TPOT -20%; e2e (1.12 - 1.45) / 1.45 =
  -22.8% (~23%).
* ``close`` -- the same toggle, arms 5% apart: on 2.1 req/s, off 2.0 req/s ("about 2.0 with it on vs 2.1 off" holds
  of either order within its hedge, [1.8, 2.2) and [1.89, 2.31): only the pair's order tells them apart).
* ``tp`` -- tp4 (tensor_parallel_size 4, treatment, "TP=4", "four GPUs"): 8 req/s, TTFT 100 ms, TPOT 6 ms, 128 output +
  512 prompt tokens: 1,024 output tok/s; tp2 (tensor_parallel_size 2, baseline, "TP=2", "two GPUs"): 5 req/s, TTFT
  160 ms, TPOT 10 ms: 640 output tok/s. tp4 vs tp2: output throughput +60%; TTFT -37.5%; TPOT -40%.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM, 10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "apc": [A("on", thr=5, ttft=0.12, tpot=0.01, tok=101, prompt=400,
              settings={"prefix_caching": True}, role="treatment"),
            A("off", thr=4, ttft=0.2, tpot=0.0125, tok=101, prompt=400,
              settings={"prefix_caching": False}, role="baseline")],
    "close": [A("on", thr=2.1, ttft=0.12, tpot=0.01, tok=101, prompt=400,
                settings={"prefix_caching": True}, role="treatment"),
              A("off", thr=2.0, ttft=0.2, tpot=0.0125, tok=101, prompt=400,
                settings={"prefix_caching": False}, role="baseline")],
    "tp": [A("tp4", "TP=4", "four GPUs", thr=8, ttft=0.1, tpot=0.006, tok=128, prompt=512,
             settings={"tensor_parallel_size": 4}, role="treatment"),
           A("tp2", "TP=2", "two GPUs", thr=5, ttft=0.16, tpot=0.01, tok=128, prompt=512,
             settings={"tensor_parallel_size": 2}, role="baseline")],
}


wit = sealed_fixture("bare_pairs", SPECS)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


# (witness, true statement, twins)
FRAMES = [
    # --- comma_pair: a bare pair after a change and a comma, before then after
    ("apc", "Mean E2E latency went down about 23%, 1.45 s to 1.12 s.", [
        "Mean E2E latency went down about 35%, 1.45 s to 1.12 s.",      # x1.5
        "Mean E2E latency went down about 11%, 1.45 s to 1.12 s.",      # x0.5
        "Mean E2E latency went down about 23%, 1.12 s to 1.45 s.",      # values swapped
        "Mean E2E latency went down about 23%, 2.18 s to 1.68 s.",      # values x1.5
        "Mean E2E latency went up about 23%, 1.45 s to 1.12 s.",        # direction flipped
        "Without prefix caching, mean E2E latency went down about 23%, 1.45 s to 1.12 s.",  # arms swapped
        NEG + "mean E2E latency went down about 23%, 1.45 s to 1.12 s.",
    ]),
    ("apc", "Output throughput rose 25%, 404 to 505 tok/s.", [
        "Output throughput rose 25%, 505 to 404 tok/s.",
        "Output throughput rose 38%, 404 to 505 tok/s.",
        "Output throughput rose 25%, 606 to 758 tok/s.",
        "Output throughput rose 25%, 202 to 253 tok/s.",
    ]),
    ("apc", "Output throughput rose 25% with prefix caching, 404 -> 505 tok/s.", [
        "Output throughput rose 25% with prefix caching, 505 -> 404 tok/s.",
        "Output throughput rose 25% without prefix caching, 404 -> 505 tok/s.",
    ]),
    ("apc", "TTFT dropped 40%, 200ms => 120ms.", [
        "TTFT dropped 40%, 120ms => 200ms.",
        "TTFT dropped 40%, 300ms => 180ms.",
        "TTFT dropped 60%, 200ms => 120ms.",
    ]),
    ("apc", "Mean E2E latency went down about 23% - 1.45 s to 1.12 s.", [
        "Mean E2E latency went down about 23% - 1.12 s to 1.45 s.",
        "Mean E2E latency went down about 23% - 0.73 s to 0.56 s.",
    ]),
    ("apc", "TTFT dropped 40%: 200 ms to 120 ms.", [
        "TTFT dropped 40%: 120 ms to 200 ms.",
        "TTFT dropped 40%: 300 ms to 180 ms.",
        "TTFT rose 40%: 200 ms to 120 ms.",
    ]),
    # --- change_arrow: an arrow pair right after the verb, no "from"
    ("apc", "Output throughput went 404 \u2192 505 tok/s.", [
        "Output throughput went 505 \u2192 404 tok/s.",
        "Output throughput went 606 \u2192 758 tok/s.",
        "Output throughput went 404 \u2192 505 tok/s without prefix caching.",
        NEG + "output throughput went 404 \u2192 505 tok/s.",
    ]),
    ("apc", "Mean TPOT dropped 12.5 ms => 10 ms (-20%).", [
        "Mean TPOT rose 12.5 ms => 10 ms (-20%).",
        "Mean TPOT dropped 12.5 ms => 10 ms (-30%).",
        "Mean TPOT dropped 10 ms => 12.5 ms (-20%).",
    ]),
    # --- headline_change: a direction particle right after the metric
    ("apc", "Mean E2E latency down ~23% (1.45 s \u2192 1.12 s).", [
        "Mean E2E latency up ~23% (1.45 s \u2192 1.12 s).",
        "Mean E2E latency down ~23% (1.12 s \u2192 1.45 s).",
        "Mean E2E latency down ~46% (1.45 s \u2192 1.12 s).",
        NEG + "mean E2E latency down ~23% (1.45 s \u2192 1.12 s).",
    ]),
    ("apc", "Request throughput up 25% with prefix caching.", [
        "Request throughput up 25% without prefix caching.",
        "Request throughput down 25% with prefix caching.",
        "Request throughput up 50% with prefix caching.",
        "Request throughput up to 25% higher with prefix caching than 2x.",
    ]),
    ("apc", "P50 TTFT down from 200 ms to 120 ms.", [
        "P50 TTFT down from 120 ms to 200 ms.",
        "P50 TTFT down from 300 ms to 180 ms.",
    ]),
    # --- got_change: "got" / "became" + a comparative, its pair in parentheses
    ("apc", "Mean TPOT got a bit better (12.5 ms -> 10 ms).", [
        "Mean TPOT got a bit worse (12.5 ms -> 10 ms).",
        "Mean TPOT got a bit better (10 ms -> 12.5 ms).",
        "Mean TPOT got a bit better (18.75 ms -> 15 ms).",
        NEG + "mean TPOT got a bit better (12.5 ms -> 10 ms).",
    ]),
    ("apc", "TTFT actually became lower (200 ms \u2192 120 ms).", [
        "TTFT actually became higher (200 ms \u2192 120 ms).",
        "TTFT actually became lower (120 ms \u2192 200 ms).",
    ]),
    ("apc", "TTFT got faster (200 ms -> 120 ms) but TPOT dropped from 12.5 ms to 10 ms.", [
        "TTFT got slower (200 ms -> 120 ms) but TPOT dropped from 12.5 ms to 10 ms.",
        "TTFT got faster (200 ms -> 120 ms) but TPOT dropped from 10 ms to 12.5 ms.",
        "TTFT got faster (200 ms -> 120 ms) but TPOT dropped from 19 ms to 15 ms.",
        NEG + "TTFT got faster (200 ms -> 120 ms) but TPOT dropped from 12.5 ms to 10 ms.",
    ]),
    # --- from_before: the one value after "from" is the compared arm's
    ("apc", "Output throughput is up 25% with prefix caching, from 404 tok/s.", [
        "Output throughput is up 25% with prefix caching, from 505 tok/s.",
        "Output throughput is up 25% with prefix caching, from 606 tok/s.",
        "Output throughput is up 25% with prefix caching, from 202 tok/s.",
        "Output throughput is up 25% without prefix caching, from 404 tok/s.",
        "Output throughput is up 50% with prefix caching, from 404 tok/s.",
        NEG + "output throughput is up 25% with prefix caching, from 404 tok/s.",
    ]),
    ("apc", "Mean TTFT fell 40%, from 200 ms.", [
        "Mean TTFT fell 40%, from 120 ms.",
        "Mean TTFT fell 40%, from 300 ms.",
        "Mean TTFT rose 40%, from 200 ms.",
    ]),
    # --- it_state, total_gloss, hedged_pair_order
    ("apc", "Total throughput (prompt + output) is about 2.5k tok/s with it on vs 2.0k off.", [
        "Total throughput (prompt + output) is about 2.0k tok/s with it on vs 2.5k off.",
        "Total throughput (prompt + output) is about 2.5k tok/s with it off vs 2.0k on.",
        "Total throughput (prompt + output) is about 3.75k tok/s with it on vs 3.0k off.",
        NEG + "total throughput (prompt + output) is about 2.5k tok/s with it on vs 2.0k off.",
    ]),
    ("apc", "Request throughput is 5 req/s with it enabled vs 4 req/s disabled.", [
        "Request throughput is 4 req/s with it enabled vs 5 req/s disabled.",
        "Request throughput is 5 req/s with it disabled vs 4 req/s enabled.",
    ]),
    ("close", "Request throughput is about 2.1 req/s with it on vs 2.0 off.", [
        "Request throughput is about 2.0 req/s with it on vs 2.1 off.",
        "Request throughput is about 2.1 req/s with it off vs 2.0 on.",
        "Request throughput is about 2.0 req/s with prefix caching on vs about 2.1 req/s with prefix caching off.",
    ]),
    # --- change_to_vs
    ("tp", "Output token throughput climbed to 1,024 tok/s with TP=4, compared to 640 tok/s with TP=2.", [
        "Output token throughput climbed to 640 tok/s with TP=4, compared to 1,024 tok/s with TP=2.",
        "Output token throughput dropped to 1,024 tok/s with TP=4, compared to 640 tok/s with TP=2.",
        "Output token throughput climbed to 1,536 tok/s with TP=4, compared to 960 tok/s with TP=2.",
        "Output token throughput climbed to 1,024 tok/s with TP=2, compared to 640 tok/s with TP=4.",
        NEG + "output token throughput climbed to 1,024 tok/s with TP=4, compared to 640 tok/s with TP=2.",
    ]),
    ("tp", "Mean TTFT fell to 100 ms on four GPUs, versus 160 ms on two GPUs.", [
        "Mean TTFT rose to 100 ms on four GPUs, versus 160 ms on two GPUs.",
        "Mean TTFT fell to 100 ms on two GPUs, versus 160 ms on four GPUs.",
        "Mean TTFT fell to 50 ms on four GPUs, versus 80 ms on two GPUs.",
    ]),
    # --- signed_amount: a signed amount alone in parentheses, after a pair or a direction word
    ("apc", "TTFT fell from 200 ms to 120 ms (-80 ms).", [
        "TTFT fell from 200 ms to 120 ms (+80 ms).",
        "TTFT fell from 200 ms to 120 ms (-120 ms).",
        "TTFT fell from 200 ms to 120 ms (-40 ms).",
    ]),
    # (no "slightly": a difference alone states no size for it, size_words.py)
    ("apc", "Mean TPOT is lower with prefix caching (-2.5 ms).", [
        "Mean TPOT is slightly higher with prefix caching (-2.5 ms).",
        "Mean TPOT is slightly lower with prefix caching (+2.5 ms).",
        "Mean TPOT is slightly lower without prefix caching (-2.5 ms).",
        "Mean TPOT is slightly lower with prefix caching (-3.75 ms).",
        NEG + "mean TPOT is slightly lower with prefix caching (-2.5 ms).",
    ]),
    ("tp", "Output token throughput: 640 -> 1,024 tok/s (+384 tok/s)", [
        "Output token throughput: 640 -> 1,024 tok/s (+576 tok/s)",
        "Output token throughput: 640 -> 1,024 tok/s (-384 tok/s)",
    ]),
    # --- label lines: "," entries with their arms after the values, "/" entries with the arm in parentheses
    ("tp", "Output token throughput: 1,024 tok/s with TP=4, 640 tok/s with TP=2.", [
        "Output token throughput: 640 tok/s with TP=4, 1,024 tok/s with TP=2.",
        "Output token throughput: 1,536 tok/s with TP=4, 960 tok/s with TP=2.",
    ]),
    ("tp", "Median TTFT (ms): 160 (TP=2) / 100 (TP=4)", [
        "Median TTFT (ms): 100 (TP=2) / 160 (TP=4)",
        "Median TTFT (ms): 240 (TP=2) / 150 (TP=4)",
    ]),
    ("tp", "Mean TPOT: 6 ms (TP=4) / 10 ms (TP=2).", [
        "Mean TPOT: 10 ms (TP=4) / 6 ms (TP=2).",
        "Mean TPOT: 3 ms (TP=4) / 5 ms (TP=2).",
    ]),
]
IDS = [f"{n}-{k}" for k, (n, _t, _w) in enumerate(FRAMES)]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in, ids=IDS)


@pytest.mark.parametrize("name,statement", [
    ("apc", "Mean E2E latency went down about 23%, 1.12 s to 1.45 s."),       # the pair reversed: before is 1.45 s
    ("apc", "Output throughput is up 25% with prefix caching, from 505 tok/s."),
    ("tp", "Output token throughput: 640 tok/s with TP=4, 1,024 tok/s with TP=2."),
    ("tp", "Median TTFT (ms): 100 (TP=2) / 160 (TP=4)"),
])
def test_a_contradicted_reading_read_completely_is_false(wit, name, statement):
    res = grade_in(wit, name, statement)
    assert res.verdict == "false", (res.reason, [u.text for u in res.reading.unread])


@pytest.mark.parametrize("name,statement", [
    ("close", "Request throughput is about 2.0 req/s with it on vs 2.1 off."),  # each value within its hedge
    ("apc", "Output throughput is up 25% with prefix caching, from 404 tok/s at concurrency 1."),
    ("apc", "Output throughput is up 25%, from 404."),
    ("apc", "Total throughput (prompt only) is 2505 tok/s with it on."),
    ("apc", "TTFT got worse."),
    ("apc", "Mean E2E latency went down about 23%, 1.45 s to 1.12 s; not tested on A100."),
    ("apc", "Mean E2E latency went down about 23%, 1.45 s to 1.12 s, results may differ on other GPUs."),
    ("tp", "Output token throughput climbed to 1,024 tok/s with TP=4, compared to 640 tok/s."),
    ("tp", "Output token throughput climbed to 640 tok/s with TP=4, compared to 1,024 tok/s with TP=2."),
    ("apc", "Mean TPOT is 10 ms with prefix caching (2.5 ms)."),                  # no sign: not read
    ("apc", "Output throughput rose 404 to 505 tok/s."),                          # a bare "A to B" after the verb
    ("apc", "Mean TPOT is slightly lower with prefix caching (-2.5 ms vs main)."),
])
def test_honest_or_unclear_sentences_are_never_false(wit, name, statement):
    assert_never_false(grade_in(wit, name, statement), statement)


def test_a_swapped_hedged_pair_is_held_back_not_accused(wit):
    res = grade_in(wit, "close", "Request throughput is about 2.0 req/s with it on vs 2.1 off.")
    assert res.verdict == "not-yet" and not res.reading.unread, res.reason
    order = [a for a in res.reading.assertions if a.tolerance is not None and a.tolerance.rule == "pair order"]
    assert [(a.treatment, a.baseline) for a in order] == [("off", "on")]


@settings(max_examples=examples(25), deadline=None)
@given(before=st.integers(min_value=150, max_value=260), after=st.integers(min_value=90, max_value=149))
def test_a_comma_pair_is_net_true_only_at_the_witnessed_values(wit, before, after):
    res = grade_in(wit, "apc", f"Mean TTFT dropped 40%, {before} ms to {after} ms.")
    assert (res.verdict == "net-true") == (before == 200 and after == 120), (before, after, res.verdict)
    rev = grade_in(wit, "apc", f"Mean TTFT dropped 40%, {after} ms to {before} ms.")
    assert rev.verdict != "net-true"


@settings(max_examples=examples(25), deadline=None)
@given(old=st.integers(min_value=300, max_value=600))
def test_a_from_before_value_is_net_true_only_at_the_baseline_value(wit, old):
    res = grade_in(wit, "apc", f"Output throughput is up 25% with prefix caching, from {old} tok/s.")
    assert (res.verdict == "net-true") == (old == 404), (old, res.verdict)
