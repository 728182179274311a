"""Time words as arm names in a regression report (production arm_by_time -- claimcheck/claims/revisions.py
``time_order`` / ``time_phrases`` / ``time_refs``; docs/claim-check.md, "What is read"): "This week's build is 8%
slower", "the new build is 8% slower than the old build", "Request throughput is 8% lower than last week",
"yesterday's nightly", "TTFT before the change". A time word names the earlier or later of two arms only where the
witness orders them in time itself: each arm's declared date, else the roles (baseline the earlier build, treatment
the later) of two arms that declare no other difference than their revision; a build number or engine version that
orders them the other way round leaves every time word unread. Never from the order the arms are listed in.

Before: every sentence below was unread ("build", "8% slower" not read).

Witnesses, worked out by hand (vLLM on one H100, Llama-3.1-8B-Instruct, 10 requests per arm, 100 output tokens each;
real_sentences.witness_specs):

* ``reg``: main (baseline) 2.5 req/s (250 output tok/s), candidate (treatment) 2.3 req/s (230 tok/s): candidate /
  main = 0.92, an 8% drop; main / candidate = 1.087 (8.7% faster). TTFT mean 400 ms / p99 900 ms and TPOT 20 ms in
  both.
* ``lat``: main (baseline) TTFT 200 ms, TPOT 20 ms; candidate (treatment) TTFT 250 ms (+25%, +50 ms), TPOT 24 ms
  (+20%); both 2.5 req/s.
* ``dated``: n1130 (role treatment, date 2026-11-30) 2.5 req/s, n1207 (role baseline, date 2026-12-07) 2.3 req/s:
  the dates make n1130 last week's build, whatever the roles say, so this week's (n1207) is 8% slower.
* ``conflict``: main (baseline, build b5121) and candidate (treatment, build b5120): the build numbers order them
  against the roles, so no time word names either.
* ``named``: arms named by time themselves, last_week (treatment) 2.5 req/s and this_week (baseline) 2.3 req/s: their
  own names win ("last week" is the arm last_week), and no phrase comes from the roles (which would make "last week's
  build" the baseline, this_week).
* ``apc``: an APC on / off pair with roles: no earlier and later build; ``three``: three arms: no time word reads.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, assert_read_net_true, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "
KW = dict(tpot=0.02, tok=100, prompt=500)

# two builds: the roles order them in time only because the arms declare revisions that differ (commits here); the
# same arms with roles and no revision ("ROLES") are no earlier and later build
REG = [A("main", thr=2.5, ttft_mp=(0.4, 0.9), role="baseline", settings={"commit": "abc1234"}, **KW),
       A("candidate", thr=2.3, ttft_mp=(0.4, 0.9), role="treatment", settings={"commit": "def5678"}, **KW)]
LAT = [A("main", thr=2.5, ttft=0.2, role="baseline", settings={"commit": "abc1234"}, **KW),
       A("candidate", thr=2.5, ttft=0.25, role="treatment", tpot=0.024, tok=100, prompt=500,
         settings={"commit": "def5678"})]
ROLES = [A("sequential", thr=2.5, ttft=0.4, role="baseline", **KW),
         A("batching", thr=2.3, ttft=0.4, role="treatment", **KW)]
DATED = [A("n1130", thr=2.5, ttft=0.4, role="treatment", settings={"date": "2026-11-30"}, **KW),
         A("n1207", thr=2.3, ttft=0.4, role="baseline", settings={"date": "2026-12-07"}, **KW)]
CONFLICT = [A("main", thr=2.5, ttft=0.4, role="baseline", settings={"build": "b5121"}, **KW),
            A("candidate", thr=2.3, ttft=0.4, role="treatment", settings={"build": "b5120"}, **KW)]
NAMED = [A("last_week", thr=2.5, ttft=0.4, role="treatment", **KW),
         A("this_week", thr=2.3, ttft=0.4, role="baseline", **KW)]
APC = [A("apc_on", thr=2.3, ttft=0.4, role="treatment", settings={"prefix_caching": True}, **KW),
       A("apc_off", thr=2.5, ttft=0.4, role="baseline", settings={"prefix_caching": False}, **KW)]
THREE = [A("a", thr=2.5, ttft=0.4, role="baseline", **KW), A("b", thr=2.3, ttft=0.4, **KW),
         A("c", thr=2.0, ttft=0.4, **KW)]

wit = sealed_fixture("time_arms", {"roles": ROLES, "reg": REG, "lat": LAT, "dated": DATED, "conflict": CONFLICT, "named": NAMED,
                                   "apc": APC, "three": THREE}, engine="vLLM")


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


SWAP = "Last week's build is 8% slower."
# (witness, true statement, twins): x1.5 / x0.5, the direction flipped, the arms swapped, a negation, another metric
FRAMES = [
    ("reg", "This week's build is 8% slower.",
     [SWAP, "This week's build is 12% slower.", "This week's build is 4% slower.", "This week's build is 8% faster.",
      NEG + "this week's build is 8% slower."]),
    ("reg", "This week's build has 8% lower request throughput than last week's build.",
     ["Last week's build has 8% lower request throughput than this week's build.",
      "This week's build has 8% higher request throughput than last week's build.",
      "This week's build has 8% lower mean TTFT than last week's build."]),
    ("reg", "Request throughput is 8% lower than last week.",
     ["Request throughput is 8% higher than last week.", "Request throughput is 16% lower than last week.",
      "Mean TPOT is 8% lower than last week."]),
    ("reg", "Req/s is down 8% vs. last week.", ["Req/s is up 8% vs. last week.", "Req/s is down 4% vs. last week."]),
    ("reg", "Output throughput dropped 8% compared with last week.",
     ["Output throughput dropped 12% compared with last week.", "Output throughput rose 8% compared with last week."]),
    ("reg", "This week's build delivers 8% fewer requests per second than last week's.",
     ["Last week's build delivers 8% fewer requests per second than this week's."]),
    ("reg", "The new build is about 8% slower than the old build.",
     ["The old build is about 8% slower than the new build.", "The new build is about 16% slower than the old build."]),
    ("reg", "The new one is 8% slower than the old one.", ["The old one is 8% slower than the new one."]),
    ("reg", "The old build is 1.087x faster than the new build.",
     ["The new build is 1.087x faster than the old build.", "The old build is 1.5x faster than the new build."]),
    ("reg", "Output token throughput fell from 250 tok/s with last week's build to 230 tok/s with this week's build.",
     ["Output token throughput fell from 230 tok/s with last week's build to 250 tok/s with this week's build.",
      "Output token throughput fell from 375 tok/s with last week's build to 230 tok/s with this week's build."]),
    ("reg", "Throughput went from 2.5 req/s on the old build to 2.3 req/s on the new build.",
     ["Throughput went from 2.3 req/s on the old build to 2.5 req/s on the new build."]),
    ("reg", "Yesterday's nightly reached 2.5 req/s and today's nightly 2.3 req/s.",
     ["Yesterday's nightly reached 2.3 req/s and today's nightly 2.5 req/s.",
      "Yesterday's nightly reached 3.75 req/s and today's nightly 2.3 req/s."]),
    ("reg", "Today's build is 8% slower than yesterday's.", ["Yesterday's build is 8% slower than today's."]),
    ("reg", "Request throughput before the change was 2.5 req/s.",
     ["Request throughput after the change was 2.5 req/s.", "Request throughput before the change was 1.25 req/s."]),
    ("lat", "This week's build has 25% higher mean TTFT than last week's build.",
     ["This week's build has 25% lower mean TTFT than last week's build.",
      "Last week's build has 25% higher mean TTFT than this week's build.",
      "This week's build has 25% higher mean TPOT than last week's build."]),
    ("lat", "TTFT p50 rose 25% compared to last week.",
     ["TTFT p50 fell 25% compared to last week.", "TTFT p50 rose 50% compared to last week."]),
    ("lat", "The p50 of time to first token is 25% higher in this week's build.",
     ["The p50 of time to first token is 25% higher in last week's build."]),
    ("lat", "Time-to-first-token is 50 ms higher in the new build.",
     ["Time-to-first-token is 50 ms higher in the old build.", "Time-to-first-token is 100 ms higher in the new build."]),
    ("lat", "Mean TPOT rose from 20 ms with the old build to 24 ms with the new build.",
     ["Mean TPOT rose from 24 ms with the old build to 20 ms with the new build.",
      "Mean TTFT rose from 20 ms with the old build to 24 ms with the new build."]),
    ("lat", "Mean TPOT is roughly 20% higher after the change.",
     ["Mean TPOT is roughly 20% higher before the change.", "Mean TPOT is roughly 40% higher after the change."]),
    ("lat", "Mean TPOT after the change is 24 ms.", ["Mean TPOT before the change is 24 ms."]),
    # declared dates order the arms, whatever the roles say
    ("dated", "This week's build is 8% slower.", [SWAP, "This week's build is 8% faster."]),
    ("dated", "Request throughput is 8% lower than last week.", ["Request throughput is 8% higher than last week."]),
    # the arms' own time names win
    ("named", "Last week was 8.7% faster than this week.",
     ["This week was 8.7% faster than last week.", "This week's build is 8.7% faster than last week's build."]),
]


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=[f"{n}:{t[:50]}" for n, t, _ in FRAMES])
def test_true_statement_is_read_completely_and_net_true(wit, name, true, twins):
    assert_read_net_true(grade(wit, name, true))


@pytest.mark.parametrize("name,true,twins", FRAMES, ids=[f"{n}:{t[:50]}" for n, t, _ in FRAMES])
def test_twins_are_never_net_true(wit, name, true, twins):
    for twin in twins:
        assert_never_net_true(grade(wit, name, twin), twin)


#: arms swapped or the direction flipped, in a clause read completely, on a witness that orders its arms: false
FALSE = [("reg", SWAP), ("reg", "The old build is about 8% slower than the new build."),
         ("reg", "Request throughput is 8% higher than last week."),
         ("lat", "Mean TPOT before the change is 24 ms."), ("dated", SWAP)]


@pytest.mark.parametrize("name,s", FALSE)
def test_swapped_time_arms_are_false(wit, name, s):
    r = grade(wit, name, s)
    assert r.verdict == "false", (s, r.verdict, r.reason)


#: no order the witness declares (roles against the build numbers, a feature pair, three arms), or a bare time word
#: that is a time, not an arm: never an accusation, never net-true
UNCLEAR = [
    ("conflict", "This week's build is 8% slower."),
    ("conflict", "Last week's build is 8% slower."),
    ("conflict", "Request throughput is 8% lower than last week."),
    ("apc", "The new build is 8% slower."),
    ("apc", "The new build is 8% faster."),
    ("three", "The new build is 8% slower than the old build."),
    ("three", "Request throughput is 8% lower than last week."),
    ("reg", "Last week, the new build was 8% slower than the old build."),
    ("reg", "This week, request throughput is 8% lower."),
    ("reg", "Yesterday the new build was 8% faster."),
    ("reg", "The current build is 8% slower."),   # in a pull request "the current build" is main: not read
    ("reg", "This PR is 8% faster than the latest release."),
    # roles and no revision: a batching / sequential pair is no earlier and later build (the property test
    # test_claims_twists_property drew "Batching ran with 18.75% padding and beat the previous release.": net-true)
    ("roles", "Batching beat the previous release."),
    ("roles", "The new build is 8% slower than the old build."),
    ("roles", "Last week's build is 8% faster."),
    ("roles", "Request throughput is 8% lower than last week."),
]


@pytest.mark.parametrize("name,s", UNCLEAR)
def test_no_declared_order_is_never_net_true_nor_false(wit, name, s):
    r = grade(wit, name, s)
    assert r.verdict not in ("net-true", "false"), (s, r.verdict, r.reason)


def test_order_from_declarations_only():
    from claimcheck.claims.revisions import time_order

    assert time_order(["a", "b"], {"a": {"role": "baseline"}, "b": {"role": "treatment"}}) is None  # no revision
    base = {"a": {"role": "baseline", "commit": "abc1234"}, "b": {"role": "treatment", "commit": "def5678"}}
    assert time_order(["a", "b"], base) == ("a", "b")
    assert time_order(["b", "a"], base) == ("a", "b")  # never the listed order
    assert time_order(["a", "b"], {"a": {"role": "baseline", "commit": "abc1234"},
                                   "b": {"role": "treatment", "commit": "abc1234"}}) is None  # one revision
    assert time_order(["a", "b"], {"a": {}, "b": {}}) is None  # nothing declared
    assert time_order(["a", "b"], {"a": {"date": "2026-12-07", "role": "baseline"},
                                   "b": {"date": "2026-11-30", "role": "treatment"}}) == ("b", "a")
    assert time_order(["a", "b"], {"a": {"date": "2026-12-07"}, "b": {}}) is None  # one date orders nothing
    assert time_order(["a", "b"], {"a": {"role": "baseline", "engine_version": "0.9.0"},
                                   "b": {"role": "treatment", "engine_version": "0.8.5"}}) is None  # a downgrade
    assert time_order(["a", "b"], {"a": {"role": "baseline", "engine_version": "0.8.5"},
                                   "b": {"role": "treatment", "engine_version": "0.9.0"}}) == ("a", "b")
    assert time_order(["a", "b"], {"a": {"role": "baseline", "prefix_caching": False},
                                   "b": {"role": "treatment", "prefix_caching": True}}) is None  # a feature pair
    assert time_order(["a", "b", "c"], {"a": {"role": "baseline"}, "b": {}, "c": {}}) is None
