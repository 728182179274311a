"""The measured run as a subject ("the run took 12.5 s", "the benchmark finished in 12.5 s"): production run_subject
(vocabulary.RUN_NOUNS right before RUN_TIME_VERBS and a duration, in the clause's subject position), inert words;
the duration after "took" / "in" is the wall time as before.
A word that qualifies the run ("first", "slowest") or a negation stays unread, and "each request took" is no
wall time (not read).

The witness is worked out by hand (real_sentences.witness_specs.arm_rows): ``fast`` (alias "c32") runs its ten
requests in a wall of 12.5 s, ``slow`` (alias "c8") in 20.0 s.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import case_verdict as verdict, sealed_case
from real_sentences.witness_specs import A, Spec

ARMS = [A("fast", "c32", wall=12.5, ttft=0.2), A("slow", "c8", wall=20.0, ttft=0.1)]


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return sealed_case(tmp_path_factory, "runnoun", Spec("runnoun", ARMS, key=""))


@pytest.mark.parametrize("s", ["The c32 run took 12.5 s.", "With c32, the benchmark finished in 12.5 s.",
                               "The c8 experiment completed in 20.0 s.", "With c8, the run took 20 s.",
                               "The whole test took 12.5 s with c32.", "With c8, the test finished in 20 s."])
def test_the_run_as_subject_is_read(wit, s):
    assert verdict(wit, s) == "net-true"


@pytest.mark.parametrize("s", ["The c8 run took 12.5 s.",               # arm swapped
                               "The c32 run took 18.8 s.",              # scaled x1.5
                               "The whole test took 20 s with c32.",    # the other arm's wall
                               "The c32 test took 6.2 s.",              # scaled x0.5
                               "The test set took 12.5 s with c32.",    # another noun after "test"
                               "The c32 run did not finish in 12.5 s.",  # negated
                               "The first c32 run took 12.5 s.",        # a qualifier nothing reads
                               "For c32, each request took 12.5 s."])   # a request's time is no wall time
def test_twins_and_other_subjects_are_never_net_true(wit, s):
    assert verdict(wit, s) != "net-true"


def test_a_contradicted_run_time_is_false(wit):
    assert verdict(wit, "The c8 run took 12.5 s.") == "false"
