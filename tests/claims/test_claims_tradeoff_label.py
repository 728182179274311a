"""A lead-in naming what a change costs, before a colon at the clause's start ("The price is latency: mean end-to-end
latency rose from 1.0 s to 1.85 s", "The catch: median TTFT went from ..."): production tradeoff_label, inert; a
metric word in it only where the clause after the colon names a metric of the same family (time, rate), so a label
cannot carry a metric the assertion does not have.

The witness is the claims corpus's ab2x (tests/claims/claims_corpus/witnesses.py, HAND): sequential mean e2e
latency 1.0 s, concurrent 1.85 s; median TTFT 0.10 s and 0.25 s; the concurrent arm is the declared treatment.
"""

from __future__ import annotations

import pytest

from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import BASELINE_DESC, SCOPE_AB, ab2x, seal


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return str(seal(tmp_path_factory.mktemp("tradeoff") / "w", *ab2x()))


def verdict(wit, s: str) -> str:
    return grade_statement(s, wit, SCOPE_AB, baseline=BASELINE_DESC).verdict


@pytest.mark.parametrize("s", ["The price is latency: mean end-to-end latency rose from 1.0 s to 1.85 s.",
                               "The trade-off is latency: median TTFT rose from 100 ms to 250 ms.",
                               "The catch: median TTFT went from 100 ms (sequential) to 250 ms (concurrent)."])
def test_true_sentences_with_a_lead_in_are_net_true(wit, s):
    assert verdict(wit, s) == "net-true"


@pytest.mark.parametrize("s", ["The price is latency: mean end-to-end latency fell from 1.85 s to 1.0 s.",  # flipped
                               "The price is latency: mean end-to-end latency rose from 1.0 s to 2.85 s.",  # scaled
                               "The cost is throughput: median TTFT rose from 100 ms to 250 ms.",  # other family
                               "The cost is not latency: mean end-to-end latency rose from 1.0 s to 1.85 s."])
def test_twins_are_never_net_true(wit, s):
    assert verdict(wit, s) != "net-true"


@pytest.mark.parametrize("s", ["The cost is throughput: median TTFT rose from 100 ms to 250 ms.",
                               "The cost is not latency: mean end-to-end latency rose from 1.0 s to 1.85 s."])
def test_a_label_that_does_not_fit_is_not_read(wit, s):
    assert verdict(wit, s) == "not-yet"
