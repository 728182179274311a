"""A transitive change verb whose object is a metric phrase with an "of" phrase before "by N%" (issue 16):
"This improves the throughput of running Llama 70B models on 4xH100 by 28%" (production change_of_gap).
The "of" phrase is left to the other productions (context facts, descriptors, prose): a word of it that
nothing reads stays unread and the clause is not graded; a number, an arm, a metric, a negation or a
comparison word inside it leaves the verb unread.

Witness worked out by hand (``real_sentences.witness_specs.arm_rows``: 10 requests per arm, 8 output
tokens each, requests spread so that the wall is n / throughput), two arms declaring their roles:

* ``new`` (treatment, "the new backend"): 1.28 req/s, TTFT 0.1 s, TPOT 0.02 s;
* ``old`` (baseline, "the old backend"): 1.00 req/s, TTFT 0.2 s, TPOT 0.05 s.

So throughput is +28% (1.28x), mean TTFT -50%, mean TPOT -60%. The model is Llama-3.1-8B on one H100.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for

from claimcheck.claims.grammar import read_full


@pytest.fixture(scope="module")
def w(tmp_path_factory):
    spec = Spec("chgobj", [A("new", "the new backend", thr=1.28, ttft=0.1, tpot=0.02),
                           A("old", "the old backend", thr=1.0, ttft=0.2, tpot=0.05)], "")
    return str(seal(tmp_path_factory.mktemp("chgobj") / "w", *witness_for(spec)))


def _grade(statement: str, witness: str):
    return grade_statement(statement, witness, "10 requests per arm", baseline="same model, prompts and output cap")


TRUE = [
    "This improves the throughput of running Llama 8B on H100 by 28%.",
    "This improves the throughput of running Llama 8B by 28%.",
    "This increases the throughput of serving Llama 8B by 28%.",
    "This improves the TPOT of running Llama 8B by 60%.",
    "This reduces the mean TTFT of serving Llama 8B by 50%.",
    "This increases the throughput of running Llama 8B by 1.28x.",
    "This improves the throughput of running Llama 8B by 28% and mean TTFT by 50%.",
]


@pytest.mark.parametrize("s", TRUE)
def test_true(w, s):
    assert _grade(s, w).verdict == "net-true", s


TWINS = [
    "This improves the throughput of running Llama 8B on H100 by 42%.",   # scaled x1.5
    "This improves the throughput of running Llama 8B on H100 by 14%.",   # scaled x0.5
    "This reduces the throughput of running Llama 8B by 28%.",                # flipped
    "This worsens the TPOT of running Llama 8B by 60%.",                      # flipped (a latency)
    "This increases the mean TTFT of serving Llama 8B by 50%.",               # flipped
    "This improves the TPOT of running Llama 8B by 28%.",                     # other metric
    "This improves the p99 TTFT of running Llama 8B by 10%.",                 # other statistic
    "It is not true that this improves the throughput of running Llama 8B by 28%.",
    "This does not improve the throughput of running Llama 8B by 28%.",
    "This improves the throughput of not running Llama 8B by 28%.",
    "This improves the throughput of running Llama 8B on 8 GPUs by 28%.",
    "This improves the throughput of running Llama 70B by 28%.",             # another model
    "This improves the throughput of running the old backend by 28%.",           # an arm in the phrase
    "This improves the throughput of running Llama 8B only at low load by 28%.",
    "This improves the throughput of running Llama 8B than TTFT by 28%.",
]


@pytest.mark.parametrize("s", TWINS)
def test_twins_never_net_true(w, s):
    assert_never_net_true(_grade(s, w), s)


HONEST = [
    "This improves the throughput of running Llama 8B in low-concurrency serving scenarios by 28%.",
    "This improves the throughput of running Llama 8B on H100 by 28%.",
    "This improves the throughput of running big batches by 28%.",
]


@pytest.mark.parametrize("s", HONEST)
def test_honest_never_false(w, s):
    assert_never_false(_grade(s, w), s)


def test_scope_word_in_the_of_phrase_stays_unread():
    arms = {"new": ["the new backend"], "old": ["the old backend"]}
    st = {"new": {"role": "treatment"}, "old": {"role": "baseline"}}
    # (a word nothing reads: "at low concurrency" is read now, an open workload condition, as "in low-concurrency
    # serving scenarios" of HONEST is)
    r = read_full("This improves the throughput of running Llama 70B models at modest concurrency by 28%.", "", arms,
                  arm_settings=st)
    assert not r.reading.assertions
    assert any("modest" in u.text for u in r.reading.unread)
    r = read_full("This improves the throughput of running Llama 70B models on 4xH100 by 28%.", "", arms,
                  arm_settings=st)
    assert not r.reading.unread and len(r.reading.assertions) == 1
    a = r.reading.assertions[0]
    assert (a.metric, a.form, a.treatment, a.baseline, a.value) == ("throughput", "percent_change", "new", "old", 28)
    assert {c.key for c in r.reading.context} >= {"model", "gpu"}


def test_a_number_or_arm_in_the_of_phrase_is_not_read_as_the_change():
    arms = {"new": ["the new backend"], "old": ["the old backend"]}
    st = {"new": {"role": "treatment"}, "old": {"role": "baseline"}}
    for s in ("This improves the throughput of running 100 models by 28%.",
              "This improves the throughput of running the old backend by 28%."):
        r = read_full(s, "", arms, arm_settings=st)
        assert not any(a.form == "percent_change" and a.value == 28 for a in r.reading.assertions), s


# --- coordinated comparisons: "X's throughput is 25% higher than Y and 100% higher than Z" --------------------
# Three arms worked out by hand: ``a`` ("Router") 2.0 req/s, ``b`` ("Balancer B") 1.6 req/s, ``c`` ("Balancer C")
# 1.0 req/s: a is 25% above b and 100% above c. The witness's baseline arm is b, so a comparison with c alone leaves
# Q1 (baseline) open: never net-true; said beside the comparison with b, the statement ranks a against every arm, the
# declared baseline included, and Q1 answers it (claimcheck/claims/ranked_arms.py: c like for like with b, the same
# load); a wrong number in either comparison is contradicted.

ARMS3 = {"a": ["Router"], "b": ["Balancer B"], "c": ["Balancer C"]}


@pytest.fixture(scope="module")
def w3(tmp_path_factory):
    spec = Spec("chgobj3", [A("a", "Router", thr=2.0), A("b", "Balancer B", thr=1.6, role="baseline"),
                            A("c", "Balancer C", thr=1.0)], "")
    return str(seal(tmp_path_factory.mktemp("chgobj3") / "w", *witness_for(spec)))


def test_second_comparison_takes_the_first_ones_metric():
    r = read_full("Router (blue line) Req/S throughput is 25% higher than Balancer B (purple line) and 100% higher "
                  "than Balancer C (orange line).", "", ARMS3)
    assert not r.reading.unread
    got = [(a.metric, a.form, a.treatment, a.baseline, a.value) for a in r.reading.assertions]
    assert got == [("throughput", "percent_change", "a", "b", 25), ("throughput", "percent_change", "a", "c", 100)]


@pytest.mark.parametrize("s", [
    "Router (blue line) Req/S throughput is 25% higher than Balancer B (at 8 GPUs) and 100% higher than Balancer C.",
    "Router (blue line) Req/S throughput is 25% higher than Balancer B (not TTFT) and 100% higher than Balancer C.",
    "Router (blue line) Req/S throughput is 25% higher than Balancer B (purple line) but 100% higher than Balancer C.",
    "Router (blue line) Req/S throughput is 25% higher than Balancer B (purple line) and p99 100% higher than "
    "Balancer C.",
])
def test_second_comparison_with_other_words_between_is_not_given_the_metric(s):
    r = read_full(s, "", ARMS3)
    assert not any(a.value == 100 and a.metric for a in r.reading.assertions), s


def test_second_comparison_keeps_its_own_metric():
    r = read_full("Router throughput is 25% higher than Balancer B and TTFT is 50% lower than Balancer C.", "", ARMS3)
    assert all(a.metric != "throughput" or a.value == 25 for a in r.reading.assertions)


@pytest.mark.parametrize("s", [
    "Router throughput is 25% higher than Balancer B and 150% higher than Balancer C.",
    "Router throughput is 25% higher than Balancer B and 50% higher than Balancer C.",
    "Router throughput is 25% higher than Balancer B and 100% lower than Balancer C.",
])
def test_coordinated_twins_are_contradicted(w3, s):
    assert _grade(s, w3).verdict == "false", s


def test_coordinated_ranking_against_every_arm_is_net_true(w3):
    """a against b (the declared baseline) and c: a ranking of one arm against every arm (ranked_arms, b735f87)."""
    res = _grade("Router throughput is 25% higher than Balancer B and 100% higher than Balancer C.", w3)
    assert res.verdict == "net-true", res.reason


@pytest.mark.parametrize("s", [
    "Router throughput is 100% higher than Balancer C.",  # c alone: no legitimate baseline (Q1 open)
    "Balancer C throughput is 100% lower than Router and 60% lower than Balancer B.",
    "It is not true that Router throughput is 25% higher than Balancer B and 100% higher than Balancer C.",
    "Balancer C throughput is 100% higher than Router and 25% higher than Balancer B.",
    "Router throughput is 25% higher than Balancer B and 100% higher than Router.",
    "Router (blue line) Req/S throughput is 25% higher than Balancer B (purple line) and 200% higher than Balancer C.",
])
def test_coordinated_never_net_true(w3, s):
    assert_never_net_true(_grade(s, w3), s)


def test_coordinated_true_is_never_false(w3):
    assert _grade("Router throughput is 25% higher than Balancer B and 100% higher than Balancer C.", w3).verdict \
        != "false"


# --- words between the verb and its metric: "This improved Llama 3.1 8B offline throughput by 9%" (change_premod) --

ARMS2 = {"new": ["the new backend"], "old": ["the old backend"]}
ROLES2 = {"new": {"role": "treatment"}, "old": {"role": "baseline"}}


def test_premodifiers_are_left_to_the_other_constructs():
    r = read_full("This improved Llama 3.1 8B throughput by 28%.", "", ARMS2, arm_settings=ROLES2)
    assert not r.reading.unread
    assert [(a.metric, a.form, a.treatment, a.baseline, a.value) for a in r.reading.assertions] == [
        ("throughput", "percent_change", "new", "old", 28)]
    assert [(c.key, c.value) for c in r.reading.context] == [("model", "Llama 3.1 8B")]
    for s in ("This improved fancy throughput by 28%.", "This improved 8B throughput by 28%.",
              "This improved not throughput by 28%.",
              "This improved only throughput by 28%.", "This improved p99 fancy TTFT by 28%."):
        r = read_full(s, "", ARMS2, arm_settings=ROLES2)
        assert not any(a.value == 28 for a in r.reading.assertions) or r.reading.unread, s


@pytest.mark.parametrize("s", [
    "This improved Llama 3.1 8B throughput by 42%.",
    "This reduced Llama 3.1 8B throughput by 28%.",
    "This improved Llama 3.1 70B throughput by 28%.",
    "This improved Llama 3.1 8B TPOT by 28%.",
    "This did not improve Llama 3.1 8B throughput by 28%.",
    "This improved Llama 3.1 8B throughput by 28% in low-concurrency serving scenarios.",
])
def test_premod_twins_never_net_true(w, s):
    assert_never_net_true(_grade(s, w), s)


@pytest.mark.parametrize("s", [
    "This improved Llama 3.1 8B throughput by 28% in low-concurrency serving scenarios.",
    "This improved Llama 3.1 8B offline throughput by 28%.",
])
def test_premod_honest_never_false(w, s):
    assert_never_false(_grade(s, w), s)


# --- "N% more <metric> over X" and "gained" before it (gain_verb) ------------------------------------------------

@pytest.mark.parametrize("s", [
    "The new backend gained 28% more throughput over the old backend.",
    "The new backend achieved 28% more throughput over the old backend.",
    "The new backend gained 28% more throughput than the old backend.",
])
def test_more_over_true(w, s):
    assert _grade(s, w).verdict == "net-true", s


@pytest.mark.parametrize("s", [
    "The new backend gained 42% more throughput over the old backend.",
    "The new backend gained 14% more throughput over the old backend.",
    "The old backend gained 28% more throughput over the new backend.",
    "The new backend lost 28% more throughput over the old backend.",
    "The new backend gained 28% less throughput over the old backend.",
    "The new backend did not gain 28% more throughput over the old backend.",
    "It is not true that the new backend gained 28% more throughput over the old backend.",
])
def test_more_over_twins_never_net_true(w, s):
    assert_never_net_true(_grade(s, w), s)


def test_gain_verb_reads_only_an_upward_comparison():
    for s in ("The new backend lost 28% more throughput over the old backend.",
              "The new backend gained 28% less throughput over the old backend."):
        r = read_full(s, "", ARMS2)
        assert r.reading.unread, s
