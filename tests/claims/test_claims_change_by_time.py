"""A change verb with a duration after "by" ("APC reduces mean TTFT by 253 ms", "cut p99 latency by 0.4 s") is the
difference of a duration metric in the verb's direction (production change_by_time, docs/claim-check.md), as
"253 ms lower mean TTFT than X" already was.

The witness is worked out by hand (ten requests per arm, real_sentences.witness_specs.arm_rows): ``on`` (alias
"APC") has every TTFT 0.168 s, ``off`` every TTFT 0.421 s; each request has 8 output tokens at TPOT 0.02 s, so
its end-to-end latency is TTFT + 0.14 s. Every statistic of TTFT(on) - TTFT(off) is -0.253 s, and so is the
difference of the end-to-end latencies.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import case_verdict as verdict, sealed_case
from real_sentences.witness_specs import A, Spec

from claimcheck.claims.grammar import read_full

ARMS = [A("on", "APC", "prefix caching", thr=4.10, ttft=0.168, tpot=0.02),
        A("off", "apc off", thr=3.55, ttft=0.421, tpot=0.02)]
ALIASES = {"on": ["APC", "prefix caching"], "off": ["apc off"]}


@pytest.fixture(scope="module")
def wit(tmp_path_factory):
    return sealed_case(tmp_path_factory, "bytime", Spec("bytime", ARMS, key=""))


TRUE = [
    "APC reduces mean TTFT by 253 ms.",
    "APC reduces TTFT by 253 ms.",
    "APC cuts median TTFT by 0.25 s.",
    "APC lowers p99 TTFT by about 250 ms.",
    "APC improves mean TTFT by 253 ms versus apc off.",
    "Prefix caching shortens mean end-to-end latency by 253 ms.",
    "APC reduces mean TTFT by over 200 ms.",
]


@pytest.mark.parametrize("s", TRUE)
def test_true_differences_read_and_are_net_true(wit, s):
    r = read_full(s, "", ALIASES)
    assert not r.reading.unread, r.reading.unread
    diffs = [a for a in r.reading.assertions if a.form == "difference"]
    assert len(diffs) == 1 and diffs[0].treatment == "on" and diffs[0].baseline == "off", diffs
    assert verdict(wit, s) == "net-true"


TWINS = [
    "APC increases mean TTFT by 253 ms.",        # direction flipped
    "APC reduces mean TTFT by 380 ms.",          # scaled x1.5
    "APC reduces mean TTFT by 126 ms.",          # scaled x0.5
    "apc off reduces mean TTFT by 253 ms.",      # arms swapped
    "APC does not reduce mean TTFT by 253 ms.",  # negated
    "APC reduces mean TTFT by over 300 ms.",     # a bound it does not meet
]


@pytest.mark.parametrize("s", TWINS)
def test_twins_are_never_net_true(wit, s):
    assert verdict(wit, s) != "net-true"


def test_a_contradicted_difference_is_false(wit):
    assert verdict(wit, "APC increases mean TTFT by 253 ms.") == "false"


def test_a_time_after_by_of_a_rate_is_not_read():
    r = read_full("APC reduces request throughput by 253 ms.", "", ALIASES)
    assert not [a for a in r.reading.assertions if a.form == "difference"]
