"""A change's before value in parentheses after its after value (issue 16; production paren_from,
claimcheck/claims/pair_frames.py): "which brings P50 TTFT down to 80 ms (from 250 ms)", "cuts P50 TTFT to 80 ms (down
from 250 ms)" read as change_to_from reads "to 80 ms from 250 ms" (the after value the subject's, the before value
the baseline's, the direction checked against the verb's). Not read: an arm inside the parentheses ("(from 250 ms
without prefix caching)") or right after them ("(from 250 ms) with prefix caching": the cause, or the before
value's?), any other word before ")", a particle against the verb ("drops to 80 ms (up from 250 ms)").

Witness by hand (vLLM on one H100, Llama-3.1-8B-Instruct, 20 requests per arm, every request alike, as
tuning battery 31): apc_on (prefix_caching true, treatment) TTFT 80 ms, TPOT 10 ms, 3.2 req/s, prefix cache 20000
queries / 15000 hits (75%); apc_off (prefix_caching false, baseline) TTFT 250 ms, TPOT 10 ms, 2 req/s. Every TTFT
statistic: on 0.080 s, off 0.250 s (P50 = mean: all requests alike). Twins: after value x1.5 = 120 ms, x0.5 = 40 ms; before value x1.5 = 375 ms, x0.5
= 125 ms; values swapped (250 from 80); direction flipped (rises); negation; wrong GPU (A100); wrong model.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 20 requests per arm sharing a 1000-token prefix"
NEG = "It is not true that "
ARMS = [A("apc_on", thr=3.2, ttft=0.08, tpot=0.01, tok=100, prompt=1000, n=20, hit=(20000, 15000),
          settings={"prefix_caching": True}, role="treatment"),
        A("apc_off", thr=2, ttft=0.25, tpot=0.01, tok=100, prompt=1000, n=20, settings={"prefix_caching": False},
          role="baseline")]


wit = sealed_fixture("paren_from", ARMS, "apc", engine="vLLM")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


TRUE = [
    "We observed a 75% prefix cache hit rate, which brings P50 TTFT down to 80 ms (from 250 ms).",
    "Prefix caching brings P50 TTFT down to 80 ms (from 250 ms).",
    "Prefix caching cuts mean TTFT to 80 ms (down from 250 ms).",
    "With prefix caching, P50 TTFT drops to 80 ms (from 250 ms).",
    "Mean TTFT drops to 0.08 s (from 250 ms).",
]

TWINS = [
    "Prefix caching brings P50 TTFT down to 120 ms (from 250 ms).",        # after x1.5
    "Prefix caching brings P50 TTFT down to 40 ms (from 250 ms).",         # after x0.5
    "Prefix caching brings P50 TTFT down to 80 ms (from 375 ms).",         # before x1.5
    "Prefix caching brings P50 TTFT down to 80 ms (from 125 ms).",         # before x0.5
    "Prefix caching brings P50 TTFT down to 250 ms (from 80 ms).",         # values swapped
    "Prefix caching brings P50 TTFT up to 80 ms (from 250 ms).",           # direction flipped
    "P50 TTFT rises to 80 ms (from 250 ms).",                              # direction flipped
    "Without prefix caching, P50 TTFT drops to 80 ms (from 250 ms).",      # arms swapped
    "Disabling prefix caching brings P50 TTFT down to 80 ms (from 250 ms).",  # arms swapped
    NEG + "prefix caching brings P50 TTFT down to 80 ms (from 250 ms).",   # negation
    "Prefix caching does not bring P50 TTFT down to 80 ms (from 250 ms).",  # negation
    "On an A100, prefix caching brings P50 TTFT down to 80 ms (from 250 ms).",  # wrong GPU
    "With Qwen2.5-7B, prefix caching brings P50 TTFT down to 80 ms (from 250 ms).",  # wrong model
    "Prefix caching cuts mean TTFT to 80 ms (up from 250 ms).",            # particle against the verb
]

UNREAD = [
    "P50 TTFT drops to 80 ms (from 250 ms without prefix caching).",
    "P50 TTFT drops to 80 ms (from 250 ms) with prefix caching.",
    "P50 TTFT drops to 80 ms (from 250 ms, roughly).",
]

NEVER_FALSE = [
    "Prefix caching brings P50 TTFT down to 80 ms (from 250 ms); results may differ on other GPUs.",
    "Prefix caching brings P50 TTFT down to 80 ms (from 250 ms). Not tested on A100.",
    "P50 TTFT drops to about 80 ms (from roughly 250 ms).",
]


test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)


@pytest.mark.parametrize("s", ["Prefix caching brings P50 TTFT down to 120 ms (from 250 ms).",
                               "Prefix caching brings P50 TTFT down to 80 ms (from 375 ms)."])
def test_a_contradicted_value_is_false(wit, s):
    assert grade(wit, s).verdict == "false"


@pytest.mark.parametrize("s", UNREAD)
def test_stays_unread_and_never_false(wit, s):
    r = grade(wit, s)
    assert r.verdict not in ("net-true", "false")
    assert r.reading is None or r.reading.unread


@pytest.mark.parametrize("s", NEVER_FALSE)
def test_honest_variants_are_never_false(wit, s):
    assert grade(wit, s).verdict != "false"


@settings(max_examples=25, deadline=None)
@given(after=st.integers(min_value=10, max_value=240))
def test_only_the_arms_own_after_value_is_net_true(wit, after):
    v = grade(wit, f"Prefix caching brings P50 TTFT down to {after} ms (from 250 ms).").verdict
    assert (v == "net-true") == (after == 80)
