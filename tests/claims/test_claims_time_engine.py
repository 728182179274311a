"""An engine named by time, "the newer engine" / "the old engine" (production arm_by_time, vocabulary.TIME_ARM_NOUNS;
held25 dev phrasing: "Median TTFT improves from 186.5 ms to 152.6 ms with the newer engine"): the noun "engine" after a
time owner names the later / earlier of two arms only where the witness orders them in time (as "the newer build").

Witnesses, by hand (real_sentences.witness_specs, 10 requests per arm, 100 output tokens each): ``reg`` -- main
(baseline, commit abc1234) 2.5 req/s and candidate (treatment, commit def5678) 2.3 req/s: the roles order two
revisions, main the earlier; ``roles`` -- sequential (baseline) 2.5 req/s and batching (treatment) 2.3 req/s, no
revision declared: no earlier and later, so no time word names either.
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
KW = dict(ttft=0.4, tpot=0.02, tok=100, prompt=500)
REG = [A("main", thr=2.5, role="baseline", settings={"commit": "abc1234"}, **KW),
       A("candidate", thr=2.3, role="treatment", settings={"commit": "def5678"}, **KW)]
ROLES = [A("sequential", thr=2.5, role="baseline", **KW), A("batching", thr=2.3, role="treatment", **KW)]

wit = sealed_fixture("time-engine", {"reg": REG, "roles": ROLES}, engine="vLLM")


def _grade(witnesses, name: str, s: str):
    return grade_statement(s, witnesses[name], SCOPE)


FRAMES = [
    ("Request throughput fell from 2.5 to 2.3 req/s with the newer engine.",
     ["Request throughput fell from 2.5 to 2.3 req/s with the older engine.",
      "Request throughput fell from 2.5 to 2.0 req/s with the newer engine.",
      "Request throughput rose from 2.3 to 2.5 req/s with the newer engine."]),
    ("The new engine reached 2.3 req/s, the old engine 2.5 req/s.",
     ["The new engine reached 2.5 req/s, the old engine 2.3 req/s.",
      "The new engine reached 2.1 req/s, the old engine 2.5 req/s."]),
]


@pytest.mark.parametrize("true, twins", FRAMES, ids=[f[0][:45] for f in FRAMES])
def test_time_engine_true_and_twins(wit, true, twins):
    assert_read_net_true(_grade(wit, "reg", true))
    for twin in twins:
        assert_never_net_true(_grade(wit, "reg", twin), twin)


def test_swapped_time_is_false(wit):
    res = _grade(wit, "reg", "Request throughput fell from 2.5 to 2.3 req/s with the older engine.")
    assert not res.reading.unread and res.verdict == "false", res.reason


@pytest.mark.parametrize("s", ["Request throughput fell from 2.5 to 2.3 req/s with the newer engine.",
                               "The old engine reached 2.5 req/s."])
def test_no_time_order_stays_unread(wit, s):
    res = _grade(wit, "roles", s)
    assert_never_net_true(res, s)
    assert_never_false(res, s)
    assert res.reading.unread
