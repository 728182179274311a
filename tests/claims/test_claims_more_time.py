""""N x more time to get all results" is "N x longer" (grammar production more_time): the wall time.

rs372 of tests/claims/real_sentences: "It takes about 6x more time to get all results." was unread where "6x longer"
read. The time to get all of the run's work done is its wall, so "N x more time to <get | complete | finish | ...>
all (the) <results | requests | tasks | ...>" reads as "N x longer" ("less time": "shorter"), the wall-time ratio. A
bare "N x more time (than X)" stays unread: "time" alone may be the wall, a request's latency or its TTFT
(test_claims_metric_names keeps "SlowServe takes 2x more time than FastServe." unread); so do "more time per
request", "to get some results" and "to load the model".

Witness worked out by hand (``uniform`` with one task per lane, so every request spans the whole wall): v3
(treatment) 24 tasks over a 60 s wall, v2 (baseline) 24 tasks over a 10 s wall: v3's wall is 60 / 10 = 6x v2's.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

from claimcheck.claims.grammar import read_full  # noqa: E402

ARMS = {"v3": {"aliases": [], "workers": 24, "role": "treatment"},
        "v2": {"aliases": [], "workers": 24, "role": "baseline"}}
SCOPE = "24 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    rows = uniform("v3", 24, 60.0, 24) + uniform("v2", 24, 10.0, 24)
    return str(seal(tmp_path_factory.mktemp("more_time") / "w",
                    ab_witness(ARMS, hardware="4 x NVIDIA V100 32GB", inputs={"tasks": 24}), {"rows.jsonl": rows}))


def _neg(s: str) -> str:
    return "It is not true that " + s[0].lower() + s[1:]


# (true statement, twins: the factor x1.5 and x0.5, the direction flipped, arms swapped, a wrong GPU)
CASES = [
    ("v3 takes 6x more time to get all results than v2.",
     ["v3 takes 9x more time to get all results than v2.", "v3 takes 3x more time to get all results than v2.",
      "v3 takes 6x less time to get all results than v2.", "v2 takes 6x more time to get all results than v3.",
      "v3 takes 6x more time to get all results than v2 on 8 H100s."]),
    ("v2 takes 6x less time to finish all tasks than v3.",
     ["v2 takes 9x less time to finish all tasks than v3.", "v2 takes 3x less time to finish all tasks than v3.",
      "v2 takes 6x more time to finish all tasks than v3.", "v3 takes 6x less time to finish all tasks than v2."]),
    ("Compared to v2, v3 takes roughly 6x more time to complete all requests.",
     ["Compared to v2, v3 takes roughly 9x more time to complete all requests.",
      "Compared to v2, v3 takes roughly 6x less time to complete all requests.",
      "Compared to v3, v2 takes roughly 6x more time to complete all requests."]),
    ("It takes about 6x more time to get all results.",   # rs372: no arm named, the witness's declared roles
     ["It takes about 9x more time to get all results.", "It takes about 3x more time to get all results.",
      "It takes about 6x less time to get all results."]),
]


@pytest.mark.parametrize("true,twins", CASES, ids=[c[0][:50] for c in CASES])
def test_more_time_reads_as_longer_and_its_twins_never_agree(true, twins, wit):
    res = grade_statement(true, wit, SCOPE)
    assert_read_net_true(res)
    for twin in twins + [_neg(true)]:
        got = grade_statement(twin, wit, SCOPE)
        assert got.verdict != "net-true", (twin, got.reason)


@pytest.mark.parametrize("a,b", [
    ("v3 takes 6x more time to get all results than v2.", "v3 takes 6x longer than v2."),
    ("v2 takes 6x less time to finish all tasks than v3.", "v2 takes 6x shorter than v3."),
    ("v3 takes about 6x more time to complete all the requests than v2.", "v3 takes about 6x longer than v2."),
])
def test_more_time_is_longer(a, b):
    arms = {"v3": [], "v2": []}
    ra, rb = read_full(a, "", arms).reading, read_full(b, "", arms).reading
    assert ra.assertions and [x.model_dump(exclude={"span"}) for x in ra.assertions] == \
        [x.model_dump(exclude={"span"}) for x in rb.assertions]


@pytest.mark.parametrize("statement", [
    "v3 takes 6x more time than v2.",                     # "time" alone: the wall, a latency or a TTFT?
    "v3 takes 6x more time per request than v2.",       # a per-request time: not the wall
    "v3 takes 6x more time to get some results than v2.",
    "v3 takes 6x more time to load the model than v2.",
])
def test_what_stays_unread(statement, wit):
    assert read_full(statement, "", {"v3": [], "v2": []}).reading.unread, statement
    assert grade_statement(statement, wit, SCOPE).verdict not in ("net-true", "false"), statement
