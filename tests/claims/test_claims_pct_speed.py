"""Percent speed-ups said with the lexer-split "speed-up" and of the whole run's time (issue 16, real sentences).

* production percent_speed_up (claimcheck/claims/grammar.py ``_percent``): "a 25% speed-up", "20-30% speed-ups over the
  baseline" -- the lexer drops the hyphen ("speed" "up"); read as "a 25% speedup" is: the rate's change (+25%), its
  time meaning (the time down by 25%) taken by the false bar. "a 17% end-to-end speed-up" reads as end_to_end_speed's
  "end-to-end speedup" (claimcheck/claims/end_to_end.py): each request's end-to-end latency down by 17%.
* production runtime_speed_noun (``_pct_noun``): a percent, a metric of the whole run's time ("runtime", "E2E runtime",
  "end-to-end runtime": the wall) and a speed noun -- "Results in 10-60% E2E runtime speed-up" (rs492, TensorRT-LLM's
  docs): the wall down by that percent (a slowdown: up); false only where the speed's change (1 + P/100) contradicts it
  too, and for an end-to-end runtime also the mean end-to-end latency under both meanings
  (quantities.Grader._e2e_runtime).

Witness ``spec``, worked out by hand (real_sentences.witness_specs rows; 20 requests per arm, every request alike):
N-Gram (speculative_method ngram, treatment): wall 8.0 s, each request 0.5 s end to end; the baseline (none): wall
10.0 s, each request 0.6 s. So:

* wall: 8 / 10 - 1 = -20% (the speed of the run: 10 / 8 = 1.25x, +25%);
* request throughput: 20 / 8 = 2.5 req/s vs 20 / 10 = 2.0 req/s: +25% (its time meaning: 1 / (1 - P/100) = 1.25 at
  P = 20);
* end-to-end latency: 0.5 / 0.6 - 1 = -16.67% (its speed: 0.6 / 0.5 = 1.2x, +20%).

So "a P% E2E runtime speed-up" (integer P, stated precision +-0.5) agrees at P = 20 (the wall, -20%) only; its other
meanings hold at P = 25 (the run's speed, 1.25x), P = 17 (the mean latency, -16.67% in [16.5, 17.5)) and P = 20 (the
latency's speed, 1.2x): at 17 and 25 it is inconclusive (not-yet), never false; anywhere else all four are contradicted
(false). "a P% speed-up" (the request rate) agrees at P = 25, is inconclusive at P = 20 (its time meaning) and false
elsewhere.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from claims_corpus.frame_checks import assert_never_false, frame_test, sealed_fixture, verdict_tests
from claims_corpus.frames import grade_statement
from hypothesis_profiles import examples
from real_sentences.witness_specs import A, Spec

NEG = "It is not true that "
H100 = "1 x NVIDIA H100 80GB HBM3"
SPECS = {
    "spec": Spec("spec", [A("ngram", "N-Gram", wall=8.0, dur=0.5, n=20, settings={"speculative_method": "ngram"},
                            role="treatment"),
                          A("base", "the baseline", wall=10.0, dur=0.6, n=20, settings={"speculative_method": "none"},
                            role="baseline")],
                 key="", hw=H100, model="meta-llama/Llama-3.1-8B-Instruct"),
}
SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM, n-gram vs none, 20 requests per arm"

wit = sealed_fixture("pct_speed", SPECS)


def grade(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


FRAMES = [
    # production runtime_speed_noun (rs492's sentence, this witness's numbers)
    ("spec", "Results in 10-30% E2E runtime speed-up.", [
        "Results in 30-60% E2E runtime speed-up.",                    # above -20% and the 1.25x speed
        "Results in 1-10% E2E runtime speed-up.",                     # below
        "Results in 10-30% E2E runtime slowdown.",                    # direction flipped
        NEG + "results in 10-30% E2E runtime speed-up.",
    ]),
    ("spec", "N-Gram gives a 20% E2E runtime speed-up.", [
        "N-Gram gives a 40% E2E runtime speed-up.",                   # x2
        "N-Gram gives a 10% E2E runtime speed-up.",                   # x0.5
        "N-Gram gives a 20% E2E runtime slowdown.",                   # direction flipped
        "The baseline gives a 20% E2E runtime speed-up.",             # arms swapped
        "N-Gram gives a 20% E2E runtime speed-up over the baseline on an A100.",   # another GPU
        NEG + "N-Gram gives a 20% E2E runtime speed-up.",
    ]),
    ("spec", "N-Gram gives a 20% E2E runtime speed up over the baseline.", [
        "N-Gram gives a 30% E2E runtime speed up over the baseline.",
        "The baseline gives a 20% E2E runtime speed up over N-Gram.",
    ]),
    ("spec", "N-Gram gives a 20% runtime speed-up.", [
        "N-Gram gives a 30% runtime speed-up.",
        "N-Gram gives a 20% runtime slowdown.",
    ]),
    ("spec", "N-Gram gives a 20% end-to-end runtime speedup.", [
        "N-Gram gives a 40% end-to-end runtime speedup.",
        "The baseline gives a 20% end-to-end runtime speedup.",
    ]),
    ("spec", "The end-to-end runtime fell by 20% with N-Gram.", [
        "The end-to-end runtime fell by 40% with N-Gram.",
        "The end-to-end runtime rose by 20% with N-Gram.",
    ]),
    # production percent_speed_up
    ("spec", "N-Gram gives a 25% speed-up.", [
        "N-Gram gives a 50% speed-up.",                               # x2
        "N-Gram gives a 12% speed-up.",                               # x0.5
        "The baseline gives a 25% speed-up.",                         # arms swapped
        NEG + "N-Gram gives a 25% speed-up.",
    ]),
    ("spec", "N-Gram delivers 20-30% speed-ups over the baseline.", [
        "N-Gram delivers 40-50% speed-ups over the baseline.",
        "The baseline delivers 20-30% speed-ups over N-Gram.",
    ]),
    ("spec", "N-Gram gives a 17% end-to-end speed-up.", [             # end_to_end_speed: the latency, -16.67%
        "N-Gram gives a 34% end-to-end speed-up.",
        "N-Gram gives a 8% end-to-end speed-up.",
        "The baseline gives a 17% end-to-end speed-up.",
    ]),
]

test_read_completely_and_twins_never_net_true = frame_test(FRAMES, grade, ids=[f[1][:60] for f in FRAMES])


def grade_one(wit, statement: str):
    return grade(wit, "spec", statement)


# a complete reading contradicted under every meaning is false; a statement true under another meaning is never false
test_a_contradicted_reading_is_false, test_honest_variants_are_never_false = verdict_tests(
    false=["N-Gram gives a 40% E2E runtime speed-up.",               # wall -20%, 1.25x, latency -16.67%, 1.2x: none
           "Results in 30-60% E2E runtime speed-up.",
           "N-Gram gives a 50% speed-up.",                           # +25% req/s; time meaning 2x
           "N-Gram gives a 34% end-to-end speed-up."],
    never_false=["N-Gram gives a 25% E2E runtime speed-up.",         # the run's speed, 1.25x
                 "N-Gram gives a 17% E2E runtime speed-up.",         # each request's latency, -16.67%
                 "N-Gram gives a 20% speed-up.",                     # the time meaning: 1 / (1 - 0.2) = 1.25x
                 "With N-Gram the E2E runtime is 0.5 s.",            # each request's end-to-end latency
                 "N-Gram cuts the E2E runtime by 17%."],
    grade=grade_one)


@settings(max_examples=examples(40), deadline=None)
@given(p=st.integers(min_value=1, max_value=95), noun=st.sampled_from(["speed-up", "speedup", "speed up"]))
def test_e2e_runtime_speed_up_family(wit, p, noun):
    """"N-Gram gives a P% E2E runtime NOUN": net-true at P = 20 only; not-yet at 17 and 25 (other meanings); else false
    (module docstring)."""
    statement = f"N-Gram gives a {p}% E2E runtime {noun}."
    res = grade(wit, "spec", statement)
    want = "net-true" if p == 20 else "not-yet" if p in (17, 25) else "false"
    assert res.verdict == want, (statement, res.reason)


@settings(max_examples=examples(40), deadline=None)
@given(p=st.integers(min_value=1, max_value=95))
def test_rate_speed_up_family(wit, p):
    """"N-Gram gives a P% speed-up" (the request rate, +25%): net-true at 25, not-yet at 20 (its time meaning), else
    false."""
    statement = f"N-Gram gives a {p}% speed-up."
    res = grade(wit, "spec", statement)
    want = "net-true" if p == 25 else "not-yet" if p == 20 else "false"
    assert res.verdict == want, (statement, res.reason)


@pytest.mark.parametrize("statement", [
    "N-Gram gives a 20% E2E runtime speed-up at batch size 64.",      # a condition the witness does not declare
    "N-Gram could give a 20% E2E runtime speed-up.",                  # a modal
    "N-Gram gives a 20% E2E runtime speed-up on longer prompts.",
])
def test_unread_conditions_never_false(wit, statement):
    assert_never_false(grade(wit, "spec", statement), statement)
