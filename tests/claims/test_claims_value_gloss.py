"""A value gloss set off from its comparison by the comparison's modifiers (issue 16; production value_gloss,
claimcheck/claims/value_gloss.py): "FP8 cut mean TTFT by 63% on this workload, from 323 ms to 120 ms", "... on
average (17.1 ms -> 11.8 ms)", "1.22x the output throughput of BF16 in our tests (838 vs 686 tok/s)", "cut mean TTFT
by 63%: from 323 ms to 120 ms", "... by 63% on average — from 323 ms to 120 ms"; and the other way round, the pair,
its modifiers, then the summary ("Mean TPOT fell from 61.1 ms to 30.5 ms on this workload, a factor of 2.00").
Before it, the gloss was read only where the comparison's words ended right at the comma or parenthesis; with any
modifier between ("on average", "at 20 requests", "on this workload") its values were "a value that names no
metric" (not-yet), and a summary after such modifiers was unread. Now the values take the comparison's metric and
statistic, keep their own order (from / before: the baseline's; to / after: the subject's), and each is checked
against the rows at its stated precision, as the comparison is.

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows: 20 requests per arm, 100 output tokens each,
every request of an arm alike, so every statistic of a per-request metric is the one value):

* ``fp8`` -- fp8 (treatment, "FP8"): 838 output tok/s, TTFT 0.120 s, TPOT 0.0118 s; bf16 (baseline, "BF16"): 686
  tok/s, TTFT 0.323 s, TPOT 0.0171 s. TTFT: (0.120 - 0.323) / 0.323 = -62.85% (63% lower at +-0.5), 0.323 / 0.120 =
  2.69x; TPOT: (0.0118 - 0.0171) / 0.0171 = -30.99% (31% lower), BF16 over FP8 0.0171 / 0.0118 = 1.449 (+44.9%: 45%
  higher); output throughput 838 / 686 = 1.2216 (1.22x, +22%).
* ``pr`` -- pr (treatment, "the PR"): 58.3 tok/s, TTFT 0.066 s, TPOT 0.0305 s; main (baseline, "main"): 29.9 tok/s,
  TTFT 0.239 s, TPOT 0.0611 s. Throughput 58.3 / 29.9 = 1.9498 (1.95x); TTFT 0.239 / 0.066 = 3.621 (~3.6x); TPOT
  0.0611 / 0.0305 = 2.0033 (a factor of 2.00 at +-0.005; -50.08%: 50% lower).

Twins: a gloss value changed beyond its rounding, the gloss's values swapped (the order is in the words: from-to and
arrows), the other metric's values in the gloss, the comparison's number changed, a factor of 1.95 for 2.00, the arms
swapped, a negation.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, \
    seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 20 requests per arm"
NEG = "It is not true that "

WITNESSES = {
    "fp8": [A("fp8", "FP8", toks=838, ttft=0.120, tpot=0.0118, tok=100, n=20, role="treatment"),
            A("bf16", "BF16", toks=686, ttft=0.323, tpot=0.0171, tok=100, n=20, role="baseline")],
    "pr": [A("pr", "the PR", "this PR", toks=58.3, ttft=0.066, tpot=0.0305, tok=100, n=20, role="treatment"),
           A("main", "main", toks=29.9, ttft=0.239, tpot=0.0611, tok=100, n=20, role="baseline")],
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return seal_specs(tmp_path_factory, "value_gloss", WITNESSES)


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


# (witness, true statement, twins): each true statement is read completely and net-true; no twin is net-true
FRAMES = [
    ("fp8", "FP8 cut mean TTFT by 63% on this workload, from 323 ms to 120 ms.", [
        "FP8 cut mean TTFT by 63% on this workload, from 120 ms to 323 ms.",      # gloss swapped
        "FP8 cut mean TTFT by 63% on this workload, from 323 ms to 150 ms.",      # after value wrong
        "FP8 cut mean TTFT by 63% on this workload, from 400 ms to 120 ms.",      # before value wrong
        "FP8 cut mean TTFT by 63% on this workload, from 17.1 ms to 11.8 ms.",    # the other metric's values
        "FP8 cut mean TTFT by 40% on this workload, from 323 ms to 120 ms.",      # the change wrong
        "BF16 cut mean TTFT by 63% on this workload, from 323 ms to 120 ms.",     # arms swapped
        "FP8 raised mean TTFT by 63% on this workload, from 323 ms to 120 ms.",   # direction flipped
        NEG + "FP8 cut mean TTFT by 63% on this workload, from 323 ms to 120 ms.",
    ]),
    ("fp8", "FP8 cut mean TTFT by 63% at 20 requests, from 323 ms to 120 ms.", [
        "FP8 cut mean TTFT by 63% at 20 requests, from 120 ms to 323 ms.",
        "FP8 cut mean TTFT by 63% at 20 requests, from 323 ms to 80 ms.",
    ]),
    ("fp8", "FP8 cut mean TTFT by 63% on average, from 323 ms to 120 ms.", [
        "FP8 cut mean TTFT by 63% on average, from 120 ms to 323 ms.",
        "FP8 cut mean TTFT by 63% on average, from 323 ms to 180 ms.",
    ]),
    ("fp8", "FP8 cut mean TPOT by 31% compared to BF16 in our tests, from 17.1 ms to 11.8 ms.", [
        "FP8 cut mean TPOT by 31% compared to BF16 in our tests, from 11.8 ms to 17.1 ms.",
        "FP8 cut mean TPOT by 31% compared to BF16 in our tests, from 323 ms to 120 ms.",  # TTFT's values
        "FP8 cut mean TPOT by 31% compared to BF16 in our tests, from 17.1 ms to 12.8 ms.",
    ]),
    ("fp8", "FP8 cut mean TTFT by 63%: from 323 ms to 120 ms.", [
        "FP8 cut mean TTFT by 63%: from 120 ms to 323 ms.",
        "FP8 cut mean TTFT by 63%: from 323 ms to 130 ms.",
    ]),
    ("fp8", "FP8 lowers mean TPOT by 31% on average (17.1 ms -> 11.8 ms).", [
        "FP8 lowers mean TPOT by 31% on average (11.8 ms -> 17.1 ms).",           # arrow reversed
        "FP8 lowers mean TPOT by 31% on average (17.1 ms -> 10.8 ms).",
        "FP8 lowers mean TPOT by 31% on average (323 ms -> 120 ms).",
    ]),
    ("fp8", "FP8 lowers mean TPOT by 31% on this workload (17.1 ms → 11.8 ms).", [
        "FP8 lowers mean TPOT by 31% on this workload (11.8 ms → 17.1 ms).",
        "FP8 lowers mean TPOT by 51% on this workload (17.1 ms → 11.8 ms).",
    ]),
    ("fp8", "BF16 raised mean TPOT by 45% over FP8 on average, from 11.8 ms to 17.1 ms.", [
        "BF16 raised mean TPOT by 45% over FP8 on average, from 17.1 ms to 11.8 ms.",
        "FP8 raised mean TPOT by 45% over BF16 on average, from 11.8 ms to 17.1 ms.",
        "BF16 raised mean TPOT by 45% over FP8 on average, from 11.8 ms to 19.1 ms.",
    ]),
    ("fp8", "FP8 delivers 1.22x the output throughput of BF16 in our tests (838 vs 686 tok/s).", [
        "FP8 delivers 1.22x the output throughput of BF16 in our tests (838 vs 600 tok/s).",
        "FP8 delivers 1.22x the output throughput of BF16 in our tests (938 vs 686 tok/s).",
        "FP8 delivers 1.52x the output throughput of BF16 in our tests (838 vs 686 tok/s).",
        "BF16 delivers 1.22x the output throughput of FP8 in our tests (838 vs 686 tok/s).",
    ]),
    ("pr", "The PR is ~3.6x faster to first token on average (66 vs 239 ms).", [
        "The PR is ~3.6x faster to first token on average (66 vs 339 ms).",
        "The PR is ~3.6x slower to first token on average (66 vs 239 ms).",
        "The PR is ~4.6x faster to first token on average (66 vs 239 ms).",
    ]),
    ("pr", "The PR reaches 1.95x the output throughput of main at 20 requests (58.3 vs 29.9 tok/s).", [
        "The PR reaches 1.95x the output throughput of main at 20 requests (58.3 vs 39.9 tok/s).",
        "The PR reaches 1.95x the output throughput of main at 20 requests (61.1 vs 30.5 tok/s).",
    ]),
    ("pr", "The PR lowers mean TPOT by 50% on this workload (61.1 ms -> 30.5 ms).", [
        "The PR lowers mean TPOT by 50% on this workload (30.5 ms -> 61.1 ms).",
        "The PR lowers mean TPOT by 50% on this workload (239 ms -> 66 ms).",     # TTFT's values
    ]),
    ("fp8", "FP8 cuts mean TTFT by 63% on average \u2014 from 323 ms to 120 ms.", [
        "FP8 cuts mean TTFT by 63% on average \u2014 from 120 ms to 323 ms.",
        "FP8 cuts mean TTFT by 63% on average \u2014 from 323 ms to 220 ms.",
    ]),
    # the other way round: the pair, its modifiers, then the summary of the change (pair_summary)
    ("pr", "Mean TPOT fell from 61.1 ms to 30.5 ms on this workload, a factor of 2.00.", [
        "Mean TPOT fell from 61.1 ms to 30.5 ms on this workload, a factor of 1.95.",  # the factor overstated
        "Mean TPOT fell from 30.5 ms to 61.1 ms on this workload, a factor of 2.00.",  # the pair swapped
        "Mean TPOT fell from 61.1 ms to 20.5 ms on this workload, a factor of 2.00.",
        "Mean TPOT rose from 61.1 ms to 30.5 ms on this workload, a factor of 2.00.",  # direction flipped
    ]),
    ("pr", "Mean TPOT fell from 61.1 ms to 30.5 ms on this workload, a 50% reduction.", [
        "Mean TPOT fell from 61.1 ms to 30.5 ms on this workload, a 40% reduction.",
        "Mean TPOT fell from 61.1 ms to 30.5 ms on this workload, a 50% increase.",
    ]),
    ("pr", "Output throughput rose from 29.9 to 58.3 tok/s in our tests \u2014 a 1.95x gain.", [
        "Output throughput rose from 29.9 to 58.3 tok/s in our tests \u2014 a 2.95x gain.",
        "Output throughput rose from 58.3 to 29.9 tok/s in our tests \u2014 a 1.95x gain.",
        "Output throughput rose from 29.9 to 48.3 tok/s in our tests \u2014 a 1.95x gain.",
    ]),
    ("pr", "Mean TPOT fell from 61.1 ms to 30.5 ms with the PR, a factor of 2.00.", [
        "Mean TPOT fell from 61.1 ms to 30.5 ms with the PR, a factor of 1.95.",  # the factor overstated
        "Mean TPOT fell from 30.5 ms to 61.1 ms with the PR, a factor of 2.00.",
    ]),
]


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=[f"{n}:{t[:60]}" for n, t, _ in FRAMES])
def test_true_gloss_is_read_completely_and_net_true(wit, name, true, twins):
    assert_read_net_true(grade(wit, name, true))


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=[f"{n}:{t[:60]}" for n, t, _ in FRAMES])
def test_twisted_twins_are_never_net_true(wit, name, true, twins):
    for twin in twins:
        assert_never_net_true(grade(wit, name, twin), twin)


# a complete reading contradicted by a gloss value re-derived from the rows: an accusation
FALSE = [
    ("fp8", "FP8 cut mean TTFT by 63% on this workload, from 120 ms to 323 ms."),
    ("fp8", "FP8 cut mean TTFT by 63% on average, from 323 ms to 150 ms."),
    ("fp8", "FP8 cut mean TTFT by 63% at 20 requests, from 17.1 ms to 11.8 ms."),
    ("fp8", "FP8 lowers mean TPOT by 31% on average (11.8 ms -> 17.1 ms)."),
    ("pr", "Mean TPOT fell from 61.1 ms to 30.5 ms with the PR, a factor of 1.95."),
    ("pr", "Mean TPOT fell from 61.1 ms to 30.5 ms on this workload, a factor of 1.95."),
    ("pr", "Output throughput rose from 29.9 to 58.3 tok/s in our tests \u2014 a 2.95x gain."),
    ("fp8", "FP8 cuts mean TTFT by 63% on average \u2014 from 120 ms to 323 ms."),
]


@pytest.mark.parametrize("name,s", FALSE)
def test_a_contradicted_gloss_is_false(wit, name, s):
    res = grade(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


# not read across: a metric between (whose values?), a joiner, a negation, a statistic other than the comparison's
UNREAD = [
    ("fp8", "FP8 cut p99 TTFT by 63% on average, from 323 ms to 120 ms."),
    ("fp8", "FP8 cut mean TTFT by 63% but not TPOT, from 17.1 ms to 11.8 ms."),
    ("fp8", "FP8 cut mean TTFT by 63% on this workload, from 323 ms to 120 ms with BF16."),
    ("pr", "Mean TPOT fell from 61.1 ms to 30.5 ms while TTFT fell, a factor of 2.00."),
    ("fp8", "FP8 cuts mean TTFT by 63% on average \u2014 323 ms to 120 ms."),
]


@pytest.mark.parametrize("name,s", UNREAD)
def test_not_read_across_and_never_false(wit, name, s):
    res = grade(wit, name, s)
    assert res.verdict not in ("net-true", "false"), (s, res.verdict, res.reason)


NEVER_FALSE = [
    ("fp8", "FP8 cut mean TTFT by about 63% on this workload, from roughly 323 ms to 120 ms."),
    ("fp8", "FP8 cut mean TTFT by 63% on this workload, from 323 ms to 120 ms; results may differ on other GPUs."),
    ("pr", "The PR lowers mean TPOT by about 50% for single requests (61.1 ms -> 30.5 ms)."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_honest_variants_are_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


MODIFIERS = ["on this workload", "in our tests", "on average", "at 20 requests", "compared to BF16",
             "versus BF16 on this workload"]
GLOSSES = [", from {a} ms to {b} ms", ": from {a} ms to {b} ms", " ({a} ms -> {b} ms)", " ({a} ms → {b} ms)",
           " \u2014 from {a} ms to {b} ms"]


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mod=st.sampled_from(MODIFIERS), gloss=st.sampled_from(GLOSSES),
       pair=st.sampled_from([("323", "120"), ("120", "323"), ("323", "150"), ("300", "120"), ("17.1", "11.8")]))
def test_the_gloss_across_any_modifier_is_the_arms_values(wit, mod, gloss, pair):
    # read across every modifier and every gloss form alike: net-true exactly for BF16's then FP8's mean TTFT
    s = f"FP8 cut mean TTFT by 63% {mod}" + gloss.format(a=pair[0], b=pair[1]) + "."
    res = grade(wit, "fp8", s)
    if pair == ("323", "120"):
        assert_read_net_true(res)
    else:
        assert res.verdict == "false", (s, res.verdict, res.reason)


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(after=st.integers(min_value=20, max_value=300))
def test_only_the_subjects_own_after_value_is_net_true(wit, after):
    v = grade(wit, "fp8", f"FP8 cut mean TTFT by 63% on average, from 323 ms to {after} ms.").verdict
    assert (v == "net-true") == (after == 120)
