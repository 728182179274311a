"""A change noun before a from-to pair, read as its verb (production change_noun_pair --
claimcheck/claims/change_noun_pairs.py): "Mean TTFT: a reduction from 200 ms to 100 ms", "We observe a reduction in mean
TTFT from 200 ms to 100 ms", "an increase in throughput from 1.0 to 1.28 req/s" (held15 dev b1109-t04's frame: "a
reduction from 12.1 ms to 6.7 ms"). The noun's direction must agree with the two values (a flipped noun is not read);
the pair binds as any from-to pair naming no arm (declared_pair with two arms declaring roles, else unbound).

Witness worked out by hand (``real_sentences.witness_specs.arm_rows``: 10 requests per arm, 8 output tokens each):
``new`` (treatment) 1.28 req/s, TTFT 0.1 s, TPOT 0.02 s; ``old`` (baseline) 1.00 req/s, TTFT 0.2 s, TPOT 0.05 s.
``three`` adds ``mid`` (treatment): no declared pair.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

NEW = dict(thr=1.28, ttft=0.1, tpot=0.02)
OLD = dict(thr=1.0, ttft=0.2, tpot=0.05)

SPECS = {
    "two": [A("new", "the new backend", role="treatment", **NEW), A("old", "the old backend", role="baseline", **OLD)],
    "three": [A("new", "the new backend", role="treatment", **NEW), A("old", "the old backend", role="baseline", **OLD),
              A("mid", "the mid backend", role="treatment", thr=1.1, ttft=0.15, tpot=0.03)],
}

wit = sealed_fixture("change-noun-pairs", SPECS)
SCOPE = "10 requests per arm"


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE, baseline="same model, prompts and output cap")


TRUE = [
    "Mean TTFT: a reduction from 200 ms to 100 ms.",
    "For mean TTFT, a reduction from 200 ms to 100 ms is observed with the new backend.",
    "We observe a reduction in mean TTFT from 200 ms to 100 ms.",
    "We observe a drop in mean TTFT from ~200 ms to ~100 ms.",
    "We observe an improvement in mean TTFT from 200 ms to 100 ms.",
    "We observe an increase in throughput from 1.0 to 1.28 req/s.",
    "Throughput: a gain from 1.0 req/s to 1.28 req/s.",
    "The new backend brings a reduction of mean TPOT from 50 ms to 20 ms.",
]

TWINS = [
    "Mean TTFT: an increase from 200 ms to 100 ms.",             # direction flipped
    "Mean TTFT: a reduction from 100 ms to 200 ms.",             # swapped
    "Mean TTFT: a reduction from 300 ms to 100 ms.",             # x1.5
    "We observe a reduction in mean TTFT from 200 ms to 50 ms.",  # x0.5
    "We observe a reduction in mean TPOT from 200 ms to 100 ms.",  # another metric
    "We observe a regression in mean TTFT from 200 ms to 100 ms.",
    "We observe an increase in throughput from 1.28 to 1.0 req/s.",
    "We observe a drop in throughput from 1.0 to 1.28 req/s.",
    "Mean TTFT: not a reduction from 200 ms to 100 ms.",
    "There was no reduction from 200 ms to 100 ms in mean TTFT.",
    "A reduction of mean TTFT from 200 ms to 100 ms may be observed.",  # a modal
    "A reduction of mean TTFT from 200 ms to 100 ms could be observed.",  # a modal
    "A reduction of mean TTFT from 100 ms to 200 ms can be observed.",  # swapped, in a report's passive
    # ("... can be observed" itself is a report's passive, "is observed": production observed_passive, report_leads.py;
    # an outside reviewer's true statement reads so: "a reduction from 12.1 ms to 6.7 ms can be observed for EAGLE")
]


@pytest.mark.parametrize("s", TRUE)
def test_a_change_noun_before_a_from_to_pair_is_read_as_its_verb(wit, s):
    assert_read_net_true(grade(wit, "two", s))


@pytest.mark.parametrize("s", TWINS)
def test_a_twisted_change_noun_pair_is_never_net_true(wit, s):
    assert_never_net_true(grade(wit, "two", s), s)


@pytest.mark.parametrize("s", TRUE)
def test_a_change_noun_pair_naming_no_arm_is_never_net_true_nor_false_among_three_arms(wit, s):
    res = grade(wit, "three", s)
    if "new backend" in s:
        assert_never_false(res, s)
    else:
        assert res.verdict not in ("net-true", "false"), (s, res.reason)


def test_a_change_noun_before_a_setting_range_is_not_a_value_pair(wit):
    res = grade(wit, "two", "An increase from 8 to 16 concurrent requests raised throughput.")
    assert res.verdict == "not-yet", res.reason
