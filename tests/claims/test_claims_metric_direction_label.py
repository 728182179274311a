"""A metric, then the direction it moved, as a changelog's label (production metric_direction_label,
claimcheck/claims/lead_labels.py): "- Mean TPOT only slightly lower: 16.1 ms -> 15.3 ms", "Throughput up: 5.76 -> 7.2
req/s", "p99 TTFT improved: 414 ms -> 105 ms". Before: the words between the metric and the colon were unread (the
sentence not-yet); "Mean TPOT: 16.1 ms -> 15.3 ms" was read already. The direction words are taken out only where
every from-to pair after the colon says that direction of the metric: a flipped direction, swapped values, a
negation stay unread (never net-true).

Witness ``apc``, worked out by hand (real_sentences.witness_specs arms; 40 requests per arm, 96 output tokens each,
every request of an arm alike):

* ``on`` (treatment, alias "APC"): TTFT 105 ms, TPOT 15.3 ms, e2e 0.105 + 0.0153 * 95 = 1.5585 s, 7.2 req/s
  (wall 40 / 7.2 = 5.56 s), output 7.2 * 96 = 691.2 tok/s;
* ``off`` (baseline, alias "the old config"): TTFT 414 ms, TPOT 16.1 ms, e2e 0.414 + 0.0161 * 95 = 1.9435 s, 5.76
  req/s (wall 6.94 s), output 5.76 * 96 = 552.96 tok/s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

APC = [A("on", "APC", thr=7.2, ttft=0.105, tpot=0.0153, tok=96, n=40, role="treatment"),
       A("off", "the old config", thr=5.76, ttft=0.414, tpot=0.0161, tok=96, n=40, role="baseline")]
SCOPE = "Llama-3.1-8B-Instruct on one H100, 40 requests per arm"


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("metric_direction_label")
    return {"apc": str(seal(root / "apc", *witness_for(Spec("apc", list(APC), key=""))))}


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


# (witness, true statement, twins): the direction flipped, the values swapped, a value moved beyond rounding, a
# negation, another metric or statistic
FRAMES = [
    ("apc", "- Mean TPOT only slightly lower: 16.1 ms -> 15.3 ms",
     ["- Mean TPOT only slightly higher: 16.1 ms -> 15.3 ms", "- Mean TPOT only slightly lower: 15.3 ms -> 16.1 ms",
      "- Mean TPOT only slightly lower: 16.1 ms -> 13.5 ms", "- Mean TPOT not lower: 16.1 ms -> 15.3 ms",
      "- Mean TTFT only slightly lower: 16.1 ms -> 15.3 ms"]),
    ("apc", "Mean TPOT slightly lower: 16.1 -> 15.3 ms",
     ["Mean TPOT slightly higher: 16.1 -> 15.3 ms", "Mean TPOT slightly lower: 17.1 -> 15.3 ms"]),
    ("apc", "Mean TPOT is slightly lower: 16.1 ms → 15.3 ms",
     ["Mean TPOT is slightly higher: 16.1 ms → 15.3 ms", "Mean TPOT is slightly lower: 15.3 ms → 16.1 ms"]),
    ("apc", "Mean TPOT went down: 16.1 ms => 15.3 ms",
     ["Mean TPOT went up: 16.1 ms => 15.3 ms", "Mean TPOT went down: 16.1 ms => 12.3 ms"]),
    ("apc", "TTFT lower: 414 ms -> 105 ms",
     ["TTFT higher: 414 ms -> 105 ms", "TTFT lower: 105 ms -> 414 ms", "TTFT lower: 414 ms -> 155 ms",
      "TPOT lower: 414 ms -> 105 ms"]),
    ("apc", "p99 TTFT improved: 414 ms -> 105 ms",
     ["p99 TTFT regressed: 414 ms -> 105 ms", "p99 TTFT improved: 105 ms -> 414 ms",
      "p99 TTFT improved: 514 ms -> 105 ms"]),
    ("apc", "Throughput up: 5.76 -> 7.2 req/s",
     ["Throughput down: 5.76 -> 7.2 req/s", "Throughput up: 7.2 -> 5.76 req/s", "Throughput up: 5.76 -> 8.7 req/s"]),
    ("apc", "Request throughput higher: 5.76 → 7.2 req/s",
     ["Request throughput lower: 5.76 → 7.2 req/s", "Request throughput higher: 5.76 → 7.2 tok/s"]),
    ("apc", "Output throughput up: 553 -> 691 tok/s",
     ["Output throughput down: 553 -> 691 tok/s", "Output throughput up: 691 -> 553 tok/s",
      "Output throughput up: 553 -> 791 tok/s"]),
    ("apc", "Mean E2E latency improved: 1.94 s -> 1.56 s",
     ["Mean E2E latency regressed: 1.94 s -> 1.56 s", "Mean E2E latency improved: 1.56 s -> 1.94 s",
      "Mean E2E latency improved: 1.94 s -> 1.26 s"]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")

# honest or unclear forms: never false
NEVER_FALSE = [
    "Mean TPOT only slightly lower: 16.1 ms -> 15.3 ms",
    "Mean TPOT slightly lower: ~16 ms -> ~15 ms",
    "Mean TPOT lower: 16.1 ms -> 15.3 ms, roughly",
    "Mean TPOT lower (16.1 ms -> 15.3 ms)",
    "TTFT much lower: 414 ms -> 105 ms with APC",
    "Throughput up: 5.76 -> 7.2 req/s on APC",
]


@pytest.mark.parametrize("s", NEVER_FALSE)
def test_honest_never_false(wit, s):
    assert_never_false(grade(wit, "apc", s), s)


# slots: the metric (with its statistic), the degree, the direction; each pair before -> after
_METRICS = [("Mean TPOT", 16.1, 15.3, "ms", False), ("TTFT", 414, 105, "ms", False),
            ("Request throughput", 5.76, 7.2, "req/s", True), ("Output throughput", 553, 691, "tok/s", True)]
_DIRS = {("lower", False), ("down", False), ("higher", True), ("up", True), ("improved", None), ("regressed", None)}
_ARROWS = ["->", "=>", "→"]


@settings(max_examples=25, deadline=None)
@given(metric=st.sampled_from(_METRICS), degree=st.sampled_from(["", "slightly ", "much ", "only slightly "]),
       direction=st.sampled_from(sorted(_DIRS, key=str)), arrow=st.sampled_from(_ARROWS),
       swap=st.booleans())
def test_slots_net_true_only_when_direction_and_order_agree(wit, metric, degree, direction, arrow, swap):
    name, before, after, unit, higher_better = metric
    word, up = direction
    if degree and word in ("improved", "regressed"):
        degree = ""
    b, a = (after, before) if swap else (before, after)
    s = f"{name} {degree}{word}: {b} {unit} {arrow} {a} {unit}"
    res = grade(wit, "apc", s)
    assert_never_false(res, s)  # the values are the witness's (in one order or the other): never an accusation
    goes_up = a > b
    agrees = (up == goes_up) if up is not None else ((word == "improved") == (goes_up == higher_better))
    if swap or not agrees:
        assert_never_net_true(res, s)
    else:
        assert res.verdict == "net-true" and not res.reading.unread, (s, res.reason)
