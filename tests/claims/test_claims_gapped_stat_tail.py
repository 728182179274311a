"""A change with its verb left out, each clause with its own statistic tail (production gapped_stat_tail --
claimcheck/claims/distributed_changes.py ``_gapped``; issue 16): "TTFT drops by about 24% on average, and TPOT by about
17% on average, growing to about 30% at the largest batch size." (corpus rs197). Each gapped clause takes the first
clause's verb and is read under its own "on average" (the mean); a tail said after the first amount only ("TTFT drops
by 24% on average, and TPOT by 17%": the second clause's statistic?), a different tail in each, or a shared amount
("TTFT and TPOT drop by 20% on average": each metric's mean, or the mean of the two changes?) is not read. A participle
clause after the last amount (", growing to about 30% at the largest batch size") is a clause of its own, left as
written (here unread: the sentence stays not-yet, never false).

The witness (worked out by hand; 10 requests per arm, 8 output tokens each): ``new`` (treatment, "the change") nine
requests with TTFT a and one with c, mean 760 ms and numpy-linear p99 1500 ms (``ttft_mp``): a = (7.6 - 1.5 / 0.91) /
(10 - 1 / 0.91) = 668.7 ms (the median); TPOT 16.6 ms every request. ``old`` (baseline, "the baseline"): TTFT 1000 ms,
TPOT 20 ms every request.

* mean TTFT 760 / 1000: -24%; median TTFT 668.7 / 1000: -33.1%; p99 1500 / 1000: +50%;
* TPOT 16.6 / 20: -17% (every statistic).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

ARMS = [A("new", "the change", ttft_mp=(0.76, 1.5), tpot=0.0166, role="treatment"),
        A("old", "the baseline", ttft=1.0, tpot=0.02, role="baseline")]
SCOPE = "10 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "gapped_stat_tail", {"w": ARMS})


def _grade(wit, name, s):
    return grade_statement(s, wit[name], SCOPE)


T = "TTFT {v} by about {a}% {t1}, and TPOT by about {b}% {t2}."
TRUE = T.format(v="drops", a=24, b=17, t1="on average", t2="on average")
FRAMES = [
    ("w", TRUE, [T.format(v="drops", a=24, b=40, t1="on average", t2="on average"),
                 T.format(v="drops", a=48, b=17, t1="on average", t2="on average"),
                 T.format(v="rises", a=24, b=17, t1="on average", t2="on average"),
                 T.format(v="drops", a=24, b=17, t1="at the median", t2="at the median"),
                 T.format(v="drops", a=24, b=17, t1="on average", t2="at the median"),
                 "TPOT drops by about 24% on average, and TTFT by about 17% on average.",
                 "It is not true that TTFT drops by about 24% on average, and TPOT by about 17% on average."]),
    ("w", "With the change, TTFT fell by 24% on average and TPOT by 17% on average.",
     ["With the baseline, TTFT fell by 24% on average and TPOT by 17% on average.",
      "With the change, TTFT fell by 24% on average and TPOT by 34% on average."]),
    ("w", "TTFT dropped 24% on average, and TPOT 17% on average.",
     ["TTFT dropped 24% on average, and TPOT 17%.", "TTFT rose 24% on average, and TPOT 17% on average."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("s", [
    "TTFT drops by about 24% on average, and TPOT by about 17%.",
    "TTFT drops by about 24%, and TPOT by about 17% on average.",
    "TTFT and TPOT drop by about 20% on average.",
    "TTFT drops by about 24% on average, and TPOT by about 17% on average, growing to about 30% at the largest batch "
    "size.",
])
def test_unread_shapes_are_neither_net_true_nor_false(wit, s):
    res = _grade(wit, "w", s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)


def test_the_corpus_sentence_reads_its_first_clause(wit):
    s = ("TTFT drops by about 24% on average, and TPOT by about 17% on average, growing to about 30% at the largest "
         "batch size.")
    res = _grade(wit, "w", s)
    assert [(a.metric, a.statistic, a.value) for a in res.reading.assertions if a.metric == "ttft"] == \
        [("ttft", "mean", -24.0)]
    assert_never_false(res, s)


def test_a_contradicted_clause_is_false(wit):
    """TPOT fell 17%, not about 40% ([36%, 44%)): the clause was read completely."""
    res = _grade(wit, "w", T.format(v="drops", a=24, b=40, t1="on average", t2="on average"))
    assert res.verdict == "false", res.reason


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(verb=st.sampled_from(["drops", "dropped", "fell", "falls", "decreased", "decreases", "declined"]),
       hedge=st.sampled_from(["", "about ", "roughly ", "~"]), which=st.sampled_from([0, 1]),
       factor=st.sampled_from([0.5, 0.7, 1.5, 2.0]))
def test_the_true_changes_are_net_true_and_a_scaled_one_never(verb, hedge, which, factor, wit):
    """By hand: mean TTFT -24%, TPOT -17%. Both true: net-true; either scaled beyond its hedge: never net-true; the
    true sentence never false."""
    s = f"TTFT {verb} by {hedge}24% on average, and TPOT by {hedge}17% on average."
    res = _grade(wit, "w", s)
    assert res.verdict == "net-true", (s, res.reason)
    a, b = (24 * factor, 17) if which == 0 else (24, 17 * factor)
    twin = f"TTFT {verb} by {hedge}{a:g}% on average, and TPOT by {hedge}{b:g}% on average."
    assert _grade(wit, "w", twin).verdict != "net-true", twin
