"""A pair in parentheses after a change, "(A vs. B)", bound in the order the sentence fixes or not at all (issue 16;
production pair_order, claimcheck/claims/pair_frames.py order_by_change).

"As shown in Table 3, end-to-end latency decreases by 48.8% relative to autoregressive decoding (6.24 s vs. 3.20 s)."
was graded false (exit 4) of a true witness: the clause names no subject, so 6.24 s was given no arm and 3.20 s took
the arm named nearest before the parenthesis (autoregressive decoding, 6.24 s). A pair's order is never fixed by
which arm is mentioned near it; the change is: the larger value is the arm the change says is larger, the smaller
the other; with no such change both values are left unread.

Witnesses, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows; every request of an arm
has the same end-to-end latency):

* ``named`` -- spec (treatment, alias "speculative decoding"): e2e 3.195 s; ar (baseline, alias "autoregressive
  decoding"): e2e 6.24 s. (3.195 - 6.24) / 6.24 = -48.80% (48.8% lower; 6.24 / 3.195 = 1.953x); 3.20 s is 3.195 s at
  the stated precision (+-0.005 s).
* ``anon`` -- the same numbers; spec has no alias (the sentence names only the baseline, as in the found case).
* ``sched`` -- new (treatment, alias "the new scheduler"): 4.10 req/s; old (baseline, alias "the old scheduler"):
  3.55 req/s. (4.10 - 3.55) / 3.55 = +15.49% (15.5% higher).
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

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "named": [A("spec", "speculative decoding", dur=3.195, role="treatment"),
              A("ar", "autoregressive decoding", dur=6.24, role="baseline")],
    "anon": [A("spec", dur=3.195, role="treatment"),
             A("ar", "autoregressive decoding", dur=6.24, role="baseline")],
    "sched": [A("new", "the new scheduler", thr=4.10, role="treatment"),
              A("old", "the old scheduler", thr=3.55, role="baseline")],
}


wit = sealed_fixture("pairorder", SPECS, engine=None)


FOUND = "As shown in Table 3, end-to-end latency decreases by 48.8% relative to autoregressive decoding (6.24 s vs. 3.20 s)."

# (witness, true statement, twins)
FRAMES = [
    ("anon", FOUND, [
        FOUND.replace("decreases", "increases"),                                   # direction flipped
        FOUND.replace("48.8%", "73.2%"),                                           # x1.5
        FOUND.replace("48.8%", "24.4%"),                                           # x0.5
        FOUND.replace("3.20 s", "4.80 s"),                                         # a value x1.5
        FOUND.replace("6.24 s", "3.12 s"),                                         # a value x0.5
        NEG + FOUND[0].lower() + FOUND[1:],
        FOUND.replace("(6.24", "on an A100 (6.24"),
    ]),
    ("anon", "End-to-end latency decreases by 48.8% relative to autoregressive decoding (3.20 s vs. 6.24 s).", [
        "End-to-end latency increases by 48.8% relative to autoregressive decoding (3.20 s vs. 6.24 s).",
        "End-to-end latency decreases by 48.8% relative to autoregressive decoding (1.60 s vs. 6.24 s).",
    ]),
    ("named", FOUND, [
        FOUND.replace("decreases", "increases"),
        FOUND.replace("autoregressive decoding", "speculative decoding"),          # arms swapped
        FOUND.replace("3.20 s", "4.80 s"),
    ]),
    ("named", "End-to-end latency is 48.8% lower with speculative decoding (6.24 s vs. 3.20 s).", [
        "End-to-end latency is 48.8% higher with speculative decoding (6.24 s vs. 3.20 s).",
        "End-to-end latency is 48.8% lower with autoregressive decoding (6.24 s vs. 3.20 s).",
        "End-to-end latency is 48.8% lower with speculative decoding (6.24 s vs. 1.60 s).",
        "End-to-end latency is 24.4% lower with speculative decoding (6.24 s vs. 3.20 s).",
    ]),
    ("named", "Compared to autoregressive decoding, end-to-end latency decreases by 48.8% (6.24 s vs 3.20 s).", [
        "Compared to speculative decoding, end-to-end latency decreases by 48.8% (6.24 s vs 3.20 s).",
        "Compared to autoregressive decoding, end-to-end latency decreases by 48.8% (9.36 s vs 3.20 s).",
    ]),
    ("sched", "Request throughput improves by 15.5% over the old scheduler (3.55 vs. 4.10 req/s).", [
        "Request throughput drops by 15.5% over the old scheduler (3.55 vs. 4.10 req/s).",
        "Request throughput improves by 15.5% over the new scheduler (3.55 vs. 4.10 req/s).",
        "Request throughput improves by 15.5% over the old scheduler (3.55 vs. 6.15 req/s).",
        "Request throughput improves by 31% over the old scheduler (3.55 vs. 4.10 req/s).",
    ]),
    ("sched", "Request throughput is 15.5% higher with the new scheduler (3.55 vs 4.10 req/s).", [
        "Request throughput is 15.5% lower with the new scheduler (3.55 vs 4.10 req/s).",
        "Request throughput is 15.5% higher with the old scheduler (3.55 vs 4.10 req/s).",
        "Request throughput is 15.5% higher with the new scheduler (1.78 vs 4.10 req/s).",
    ]),
]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, lambda wit, name, statement: grade_statement(statement, wit[name], SCOPE))


def test_the_found_sentence_binds_each_value_to_its_arm(wit):
    res = grade_statement(FOUND, wit["anon"], SCOPE)
    vals = {a.value: a.treatment for a in res.reading.assertions if a.form == "value" and a.metric == "e2e_latency"}
    assert vals == {6.24: "ar", 3.2: "spec"}, vals


# true phrasings of the one change: the arm mentioned near the parenthesis is the baseline (after a binder) or the
# treatment (after "with" / "using"); the pair in either order, any joiner
_NEAR = ["relative to autoregressive decoding", "compared to autoregressive decoding", "versus autoregressive decoding",
         "over autoregressive decoding", "with speculative decoding", "using speculative decoding",
         "for speculative decoding"]
_FORMS = ["{lead}end-to-end latency decreases by 48.8% {near} ({a} s{j}{b} s).",
          "{lead}end-to-end latency drops 48.8% {near} ({a} s{j}{b} s).",
          "{lead}end-to-end latency is 48.8% lower {near} ({a} s{j}{b} s).",
          "{lead}end-to-end latency is 1.95x lower {near} ({a} s{j}{b} s).",
          "{lead}end-to-end latency is lower {near} ({a} s{j}{b} s).",
          "{lead}mean end-to-end latency falls by 3.04 s {near} ({a} s{j}{b} s).",
          "{lead}end-to-end latency decreases by 48.8% {near} ({a}{j}{b} s)."]


@settings(max_examples=80, deadline=None)
@given(form=st.sampled_from(_FORMS), near=st.sampled_from(_NEAR), swap=st.booleans(),
       j=st.sampled_from([" vs. ", " vs ", " / ", ", ", " versus ", " v. ", "; "]),
       lead=st.sampled_from(["", "As shown in Table 3, "]), name=st.sampled_from(["named", "anon"]))
def test_swapping_the_arm_mentioned_near_the_pair_never_makes_a_true_sentence_false(wit, form, near, swap, j, lead,
                                                                                     name):
    """Every sentence here is true of the witness (hand values above): whichever arm it names near the parenthesis,
    and whichever order the pair is written in, it is never false."""
    a, b = ("3.20", "6.24") if swap else ("6.24", "3.20")
    s = form.format(lead=lead, near=near, a=a, b=b, j=j)
    s = s[0].upper() + s[1:]
    res = grade_statement(s, wit[name], SCOPE)
    assert res.verdict != "false", (s, res.reason)


@pytest.mark.parametrize("statement", [
    "Throughput is higher with the new scheduler (3.55 vs 4.10 req/s).",
    "Throughput is higher with the new scheduler (4.10 vs 3.55 req/s).",
    "Throughput is higher than the old scheduler (3.55 vs 4.10 req/s).",
    "Throughput improves by 15.5% relative to the old scheduler (4.10 / 3.55 req/s).",
    "Throughput improves by 15.5% with the new scheduler (4.10, 3.55 req/s).",
    "The new scheduler raises throughput (3.55 vs 4.10 req/s).",
    "The old scheduler is slower (3.55 vs 4.10 req/s).",
    "Throughput changes with the new scheduler (3.55 vs 4.10 req/s).",
])
def test_pairs_after_other_comparisons_are_never_false(wit, statement):
    assert_never_false(grade_statement(statement, wit["sched"], SCOPE), statement)
