"""The product's own headline sentence, "four concurrent workers finished the corpus 1.36x faster than the tuned
sequential arm", in its parts: an arm named by its own worker count (production arm_by_workers: "four concurrent
workers", "a single worker", "with 4 workers", when every arm declares workers and they differ), and the whole work
as the object of a verb of completion (production work_object: "finished the corpus", "completed the workload").
A worker phrase right after a mention of the same arm ("the concurrent arm (four workers)", "had one worker") stays
a count of that arm's workers, checked as before.

The witness is the claims corpus's ab2x (tests/claims/claims_corpus/witnesses.py, HAND): ``sequential`` (one
worker) wall 10.0 s, ``concurrent`` (four workers) wall 5.0 s: wall(sequential) / wall(concurrent) = 2.
"""

from __future__ import annotations

import pytest

from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import BASELINE_DESC, SCOPE_AB, ab2x, seal

from claimcheck.claims.vocabulary import worker_phrases


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return str(seal(tmp_path_factory.mktemp("workers") / "w", *ab2x()))


def verdict(wit, s: str) -> str:
    return grade_statement(s, wit, SCOPE_AB, baseline=BASELINE_DESC).verdict


def test_worker_phrases():
    assert {"4 workers", "four concurrent workers", "with 4 parallel workers"} <= set(worker_phrases(4))
    assert {"one worker", "a single worker", "1 worker"} <= set(worker_phrases(1))
    assert not set(worker_phrases(4)) & set(worker_phrases(1))


@pytest.mark.parametrize("s", [
    "Four concurrent workers finished the corpus 2x faster than the tuned sequential arm.",
    "Four workers finished the corpus 2x faster than a single worker.",
    "With 4 workers, throughput reached 16 output tokens/s.",
    "The concurrent arm completed the workload in 5.0 s.",
    "A single worker took twice as long as four workers.",
    # a worker phrase after the same arm is that arm's count, as before
    "The concurrent arm (four workers) was 2x faster than the sequential arm (one worker).",
    "The sequential arm had one worker.",
])
def test_true_sentences_are_net_true(wit, s):
    assert verdict(wit, s) == "net-true"


@pytest.mark.parametrize("s", [
    "Four concurrent workers finished the corpus 3x faster than the tuned sequential arm.",  # scaled
    "One worker finished the corpus 2x faster than four workers.",                          # arms swapped
    "Eight workers finished the corpus 2x faster than a single worker.",                    # no arm has eight
    "Four concurrent workers finished half the corpus 2x faster than the tuned sequential arm.",  # unread word
    "The sequential arm completed the corpus in 5.0 s.",                                    # arm swapped
    "The concurrent arm (one worker) was 2x faster than the sequential arm (four workers).",  # counts swapped: false
    "Four concurrent workers did not finish the corpus 2x faster than the tuned sequential arm.",
])
def test_twins_are_never_net_true(wit, s):
    assert verdict(wit, s) != "net-true"


def test_swapped_arms_are_false(wit):
    assert verdict(wit, "One worker finished the corpus 2x faster than four workers.") == "false"


def test_a_count_of_the_other_arms_workers_after_an_arm_is_false(wit):
    # a worker phrase right after an arm is that arm's count, even when another arm has that many workers
    assert verdict(wit, "The concurrent arm (one worker) was 2x faster than the sequential arm (four workers).") == "false"
    assert verdict(wit, "The concurrent arm with 1 worker was 2x faster than the sequential arm.") == "false"
