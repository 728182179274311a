"""A count of the SLO violations among the completed requests only (production slo_violations_subset,
claimcheck/claims/count_frames.py; "the 76 requests that completed", "the 76 completed ones" too) and a count of the
requests over a threshold (production slo_threshold_count, slo_phrases._threshold: "60 of the 76 completed requests had
a TTFT over 1000 ms", read as the violations of a 1000 ms TTFT SLO; slo_phrases.read_violations with ``completed``;
statistics._count_runs): "60 of the 76
completed c64 requests violate the 1000 ms TTFT SLO". The words set the failed requests aside, so a failed request
asks no question of the count (without them, "60 of the 80 requests violate ..." on an arm with a failed request is not
re-derived: is a failed request a violation?). The whole (76) is the arm's completed count; an arm named inside the
phrase ("completed c64 requests") is the counts' own.

Witness ``slo64``, worked out by hand (``claims_corpus.witnesses.uniform``): arms c8 (baseline, concurrency 8) and c64
(treatment, concurrency 64), 80 tasks each.

* c8: 8 lanes of 10 tasks over a 40 s wall (each request 4 s end to end), TTFT 0.2 s: no request over a 1000 ms TTFT
  SLO or a 15 s E2EL SLO; 80 of 80 completed.
* c64: 64 lanes over a 20 s wall: lanes 0-15 hold two tasks (k and k + 64, 10 s each), lanes 16-63 one (20 s). Tasks 1-4
  failed: 76 completed. TTFT 1.5 s for tasks 0 and 5-63 (60 completed requests), 0.5 s for tasks 64-79 (16): over a
  1000 ms TTFT SLO 60 of the 76 completed, over a 400 ms TTFT SLO all 76. End to end: tasks 16-63 20 s (48 requests),
  the rest 10 s: over a 15 s E2EL SLO 48 of the 76. TPOT (end - first token) / 7: at least (10 - 1.5) / 7 = 1.21 s,
  so every one of the 76 is over a 1000 ms TPOT SLO (a wrong-metric twin: 76, not 60).
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
        "c64": {"aliases": [], "workers": 64, "role": "treatment", "settings": {"concurrency": 64}}}
SCOPE = "80 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("slo_subset")
    rows = uniform("c8", 80, 40.0, 8, ttft=0.2) + uniform("c64", 80, 20.0, 64, ttft=0.5, failed=(1, 2, 3, 4))
    for r in rows:
        if r["arm"] == "c64" and r["ok"] and int(r["task_id"][1:]) < 64:
            r["first_token_s"] = round(r["start_s"] + 1.5, 9)
    clean = uniform("c8", 80, 40.0, 8, ttft=0.2) + uniform("c64", 80, 20.0, 64, ttft=1.5)
    return {"slo64": str(seal(root / "slo64", ab_witness(ARMS), {"rows.jsonl": rows})),
            "clean": str(seal(root / "clean", ab_witness(ARMS), {"rows.jsonl": clean}))}


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPE)


_TWINS = ["90 of the 76 completed c64 requests violate the 1000 ms TTFT SLO.",
          "30 of the 76 completed c64 requests violate the 1000 ms TTFT SLO.",
          "61 of the 76 completed c64 requests violate the 1000 ms TTFT SLO.",
          "60 of the 114 completed c64 requests violate the 1000 ms TTFT SLO.",
          "60 of the 38 completed c64 requests violate the 1000 ms TTFT SLO.",
          "60 of the 80 completed c64 requests violate the 1000 ms TTFT SLO.",
          "60 of the 76 completed c8 requests violate the 1000 ms TTFT SLO.",
          "60 of the 76 completed c64 requests violate the 1000 ms TPOT SLO.",
          "60 of the 76 completed c64 requests violate the 400 ms TTFT SLO.",
          "It is not true that 60 of the 76 completed c64 requests violate the 1000 ms TTFT SLO."]
FRAMES = [
    ("slo64", "60 of the 76 completed c64 requests violate the 1000 ms TTFT SLO.", _TWINS),
    ("slo64", "60 of the 76 completed requests violate the 1000 ms TTFT SLO at c64.",
     ["60 of the 76 completed requests violate the 1000 ms TTFT SLO at c8.",
      "90 of the 76 completed requests violate the 1000 ms TTFT SLO at c64."]),
    ("slo64", "At c64, 60 of the 76 completed requests violate the 1000 ms TTFT SLO.",
     ["At c8, 60 of the 76 completed requests violate the 1000 ms TTFT SLO.",
      "At c64, 60 of the 76 completed requests violate the 1000 ms E2EL SLO."]),
    ("slo64", "At c64, 60 of 76 successful requests violate the 1000 ms TTFT SLO.",
     ["At c64, 60 of 77 successful requests violate the 1000 ms TTFT SLO."]),
    ("slo64", "At concurrency 64, 60 of the 76 completed requests exceeded the 1000 ms TTFT SLO.",
     ["At concurrency 8, 60 of the 76 completed requests exceeded the 1000 ms TTFT SLO."]),
    ("slo64", "48 of the 76 completed c64 requests violate the 15 s E2EL SLO.",
     ["72 of the 76 completed c64 requests violate the 15 s E2EL SLO.",
      "24 of the 76 completed c64 requests violate the 15 s E2EL SLO.",
      "48 of the 76 completed c64 requests violate the 15 s TTFT SLO."]),
    ("slo64", "76 of the 76 completed c64 requests violate the 400 ms TTFT SLO.",
     ["76 of the 76 completed c64 requests violate the 4000 ms TTFT SLO."]),
    ("slo64", "0 of the 80 completed c8 requests violate the 1000 ms TTFT SLO.",
     ["1 of the 80 completed c8 requests violate the 1000 ms TTFT SLO.",
      "0 of the 76 completed c8 requests violate the 1000 ms TTFT SLO."]),
    # the completed said by a relative clause or by "ones" (production slo_violations_subset)
    ("slo64", "At c64, 60 of the 76 requests that completed violate the 1000 ms TTFT SLO.",
     ["At c64, 60 of the 77 requests that completed violate the 1000 ms TTFT SLO.",
      "At c8, 60 of the 76 requests that completed violate the 1000 ms TTFT SLO.",
      "At c64, 60 of the 76 requests that failed violate the 1000 ms TTFT SLO."]),
    ("slo64", "At c64, 4 of the 80 requests failed and 60 of the 76 completed ones violate the 1000 ms TTFT SLO.",
     ["At c64, 4 of the 80 requests failed and 90 of the 76 completed ones violate the 1000 ms TTFT SLO.",
      "At c64, 2 of the 80 requests failed and 60 of the 76 completed ones violate the 1000 ms TTFT SLO."]),
    # a count of the requests over a threshold (production slo_threshold_count): as the SLO's violations
    ("slo64", "At c64, 60 of the 76 completed requests had a TTFT over 1000 ms.",
     ["At c64, 90 of the 76 completed requests had a TTFT over 1000 ms.",
      "At c64, 30 of the 76 completed requests had a TTFT over 1000 ms.",
      "At c64, 60 of the 76 completed requests had a TTFT over 400 ms.",
      "At c64, 60 of the 76 completed requests had a TTFT under 1000 ms.",
      "At c64, 60 of the 76 completed requests had a TPOT over 1000 ms.",
      "At c8, 60 of the 76 completed requests had a TTFT over 1000 ms.",
      "At c64, 60 of the 76 completed requests had a p99 TTFT over 1000 ms.",
      "At c64, 60 of the 76 completed requests had a TTFT over ~1000 ms.",
      "It is not true that at c64, 60 of the 76 completed requests had a TTFT over 1000 ms."]),
    ("slo64", "60 of the 76 completed c64 requests had time to first token above 1 s.",
     ["60 of the 76 completed c8 requests had time to first token above 1 s."]),
    ("slo64", "At c64, 48 of the 76 completed requests had an end-to-end latency of more than 15 s.",
     ["At c64, 72 of the 76 completed requests had an end-to-end latency of more than 15 s.",
      "At c64, 48 of the 76 completed requests had an end-to-end latency of more than 5 s."]),
    ("slo64", "At c8, 0 of the 80 requests had a TTFT over 1000 ms.",
     ["At c8, 40 of the 80 requests had a TTFT over 1000 ms.", "At c8, 0 of the 80 requests had a TTFT over 100 ms."]),
    ("slo64", "At c8, 80 requests had a TTFT over 100 ms.", ["At c8, 40 requests had a TTFT over 100 ms."]),
    # no failed request: the completed are every request
    ("clean", "80 of the 80 completed c64 requests violate the 1000 ms TTFT SLO.",
     ["60 of the 76 completed c64 requests violate the 1000 ms TTFT SLO.",
      "80 of the 80 completed c8 requests violate the 1000 ms TTFT SLO."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)


#: honest statements that do not set the failed requests aside: not re-derived (is a failed request a violation?),
#: never an accusation
@pytest.mark.parametrize("s", ["At c64, 60 of the 80 requests violate the 1000 ms TTFT SLO.",
                               "64 of the 80 c64 requests violate the 1000 ms TTFT SLO.",
                               "60 of the 76 completed requests violate the 1000 ms TTFT SLO.",
                               "60 of the 76 completed c64 requests violate the TTFT SLO.",
                               "At c64, 60 of the 80 requests had a TTFT over 1000 ms.",
                               "At c64, 60 of the 76 completed requests had a TTFT of at least 1000 ms.",
                               "At c64, 76 of 80 requests completed, and 60 of those violate the 1000 ms TTFT SLO."])
def test_honest_counts_are_never_false(wit, s):
    assert_never_false(_grade(wit, "slo64", s), s)
