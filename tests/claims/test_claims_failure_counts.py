"""Failure and success counts said together (held-out suite, a near-miss: "2/24 requests timed out, 22 completed" read
"22 completed" as the task count, 22, and compared it with the 24 tasks: false of a true statement once its lead-in
was read). A count modifier says which of the tasks are counted: "22 completed" is the completed count, "3 cancelled
requests" the cancelled one, never all tasks (grammar._count_metric). "every request completed on both stacks": a
universal zero of failures over every arm ("stack" is an arm unit, count_frames._ARM_UNITS).

The witnesses (worked out by hand, ``claims_corpus.witnesses.uniform`` rows): arms c8 (baseline, concurrency 8) and
c32 (treatment, concurrency 32), 24 requests each.

* ``fail32``: in c32 tasks 1 and 5 failed with "TimeoutError: read timed out": c32 2 timed out, 22 completed of 24;
  c8 24 of 24 completed; 48 requests in all, 46 completed.
* ``clean``: no request failed in either arm.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402

ARMS = {"c8": {"aliases": [], "workers": 8, "role": "baseline", "settings": {"concurrency": 8}},
        "c32": {"aliases": [], "workers": 32, "role": "treatment", "settings": {"concurrency": 32}}}
SCOPE = "24 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("failure_counts")
    fail = uniform("c8", 24, 10.0, 4) + uniform("c32", 24, 5.0, 4, failed=(1, 5))
    for r in fail:
        if not r["ok"]:
            r["error"] = "TimeoutError: read timed out"
    clean = uniform("c8", 24, 10.0, 4) + uniform("c32", 24, 5.0, 4)
    return {"fail32": str(seal(root / "fail32", ab_witness(ARMS), {"rows.jsonl": fail})),
            "clean": str(seal(root / "clean", ab_witness(ARMS), {"rows.jsonl": clean}))}


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPE)


FRAMES = [
    ("fail32", "At c32, 2/24 requests timed out and 22 completed.",
     ["At c32, 2/24 requests timed out and 23 completed.", "At c32, 2/24 requests timed out and 24 completed.",
      "At c32, 2/24 requests timed out and 11 completed.", "At c32, 3/24 requests timed out and 22 completed.",
      "At c8, 2/24 requests timed out and 22 completed.",
      "It is not true that at c32, 2/24 requests timed out and 22 completed."]),
    ("fail32", "c32: 2/24 requests timed out, 22 completed.",
     ["c32: 2/24 requests timed out, 23 completed.", "c8: 2/24 requests timed out, 22 completed."]),
    ("fail32", "22 completed requests at c32.", ["23 completed requests at c32.", "22 completed requests at c8.",
                                                 "33 completed requests at c32."]),
    ("fail32", "At c32, 22 of the 24 requests completed and 2 failed.",
     ["At c32, 23 of the 24 requests completed and 1 failed.", "At c8, 22 of the 24 requests completed and 2 failed."]),
    ("clean", "Every request completed on both stacks.", []),
    ("clean", "All 24 requests succeeded on both stacks.", ["All 25 requests succeeded on both stacks."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


@pytest.mark.parametrize("s", ["Every request completed on both stacks.", "All 24 requests succeeded on both stacks.",
                               "No request failed on either stack."])
def test_a_universal_success_is_never_net_true_where_requests_failed(wit, s):
    res = _grade(wit, "fail32", s)
    assert res.verdict != "net-true", res.reason


#: honest statements on the witness with failures: never an accusation (each was one clause from false)
NEVER_FALSE = [
    "2/24 requests timed out, 22 completed.",
    "c32 is where it breaks: 2/24 requests timed out, 22 completed.",
    "2 of the 24 requests timed out, 22 completed.",
    "At c32, 22 completed.",
    "At c32, 22 requests completed and 2 timed out.",
]


@pytest.mark.parametrize("s", NEVER_FALSE)
def test_honest_counts_are_never_false(wit, s):
    assert_never_false(_grade(wit, "fail32", s), s)


def test_a_completed_count_is_the_completed_metric():
    """'22 completed' names the completed requests, never all of them."""
    from claimcheck.claims.grammar import read_full

    r = read_full("At c32, 2/24 requests timed out, 22 completed.", "", {"c8": [], "c32": []}, kind="request-ab",
                  arm_settings={"c8": {"concurrency": 8}, "c32": {"concurrency": 32}}).reading
    by_value = {a.value: a.metric for a in r.assertions if a.form == "value"}
    assert by_value.get(22.0) == "completed", by_value
