"""A change verb whose pair names both arms after it (production named_pair_change, claimcheck/claims/bare_change.py):
"4/ TTFT drops as well, mean 79 ms on the 4070 vs 130 ms on the 3060", "p99 TTFT got better too, 240 ms on the new
release compared to 360 ms on the old release", "Mean TPOT rises (25 ms at c8 vs 20 ms at c1)". The pair's values are
graded as any versus pair naming its arms; the verb (with "too" / "as well" / "also", a statistic after the comma) is
read only where it agrees with the stated values, the first the after value -- so a flipped verb, or the pair read the
other way round ("drops: 130 ms on X vs 79 ms on Y"), stays unread (not-yet), never false. Before: the verb, "as
well" and the statistic after the comma were unread.

Witnesses, worked out by hand (real_sentences.witness_specs arms; vLLM on one H100, Llama-3.1-8B-Instruct, 10
requests per arm):

* ``gpu`` (50 output tokens per request): rtx4070 (alias "4070", "the 4070", treatment) TTFT mean 79 ms / p99 120 ms
  (nine requests at a, one at b: 9a + b = 790 and a + 0.91 (b - a) = 120, so a = 74.44 ms, b = 120.0 ms), TPOT 20 ms,
  5.0 req/s = 250 output tok/s; rtx3060 (alias "3060", "the 3060", baseline) TTFT mean 130 ms / p99 200 ms, TPOT
  30 ms, 3.0 req/s = 150 output tok/s.
* ``rel``: new (alias "the new release", treatment; commit def5678) TTFT mean 200 ms / p99 240 ms; old (alias "the
  old release", baseline; commit abc1234) TTFT mean 300 ms / p99 360 ms; TPOT 20 ms in both.
* ``gpu_fail``: as gpu, but the 4070's task 3 failed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

GPU = [A("rtx4070", "4070", "the 4070", thr=5.0, ttft_mp=(0.079, 0.12), tpot=0.02, tok=50, role="treatment"),
       A("rtx3060", "3060", "the 3060", thr=3.0, ttft_mp=(0.13, 0.2), tpot=0.03, tok=50, role="baseline")]
REL = [A("new", "the new release", ttft_mp=(0.2, 0.24), tpot=0.02, tok=100, role="treatment",
         settings={"commit": "def5678"}),
       A("old", "the old release", ttft_mp=(0.3, 0.36), tpot=0.02, tok=100, role="baseline",
         settings={"commit": "abc1234"})]
SCOPE = "vLLM, Llama-3.1-8B-Instruct, 10 requests per arm"
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("named_pair_change")
    out = {}
    for name, arms in (("gpu", GPU), ("rel", REL), ("gpu_fail", GPU)):
        w, files = witness_for(Spec(name, list(arms), key="", hw=None))
        if name == "gpu_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "rtx4070" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    ("gpu", "4/ TTFT drops as well, mean 79 ms on the 4070 vs 130 ms on the 3060.",
     ["4/ TTFT drops as well, mean 119 ms on the 4070 vs 130 ms on the 3060.",      # x1.5
      "4/ TTFT drops as well, mean 40 ms on the 4070 vs 130 ms on the 3060.",       # x0.5
      "4/ TTFT drops as well, mean 79 ms on the 4070 vs 195 ms on the 3060.",
      "4/ TTFT rises as well, mean 79 ms on the 4070 vs 130 ms on the 3060.",      # direction flipped
      "4/ TTFT drops as well, mean 79 ms on the 3060 vs 130 ms on the 4070.",      # arms swapped
      "4/ TTFT drops as well, mean 130 ms on the 3060 vs 79 ms on the 4070.",      # the other order: unread
      "4/ TTFT drops as well, p99 79 ms on the 4070 vs 130 ms on the 3060.",       # wrong statistic
      "4/ TPOT drops as well, mean 79 ms on the 4070 vs 130 ms on the 3060.",      # another metric
      "4/ TTFT drops as well, mean 79 ms on the 4090 vs 130 ms on the 3060.",      # a GPU the witness lacks
      "4/ TTFT does not drop, mean 79 ms on the 4070 vs 130 ms on the 3060.",
      NEG + "TTFT drops as well, mean 79 ms on the 4070 vs 130 ms on the 3060."]),
    ("gpu", "TTFT drops too: p99 120 ms on the 4070 vs 200 ms on the 3060.",
     ["TTFT drops too: p99 79 ms on the 4070 vs 130 ms on the 3060.", "TTFT drops too: p99 180 ms on the 4070 vs 200 ms on the 3060."]),
    ("gpu", "Mean time to first token falls (79 ms on the 4070 vs 130 ms on the 3060).",
     ["Mean time to first token rises (79 ms on the 4070 vs 130 ms on the 3060).",
      "Mean time to first token falls (79 ms on the 3060 vs 130 ms on the 4070)."]),
    ("gpu", "TTFT improves as well, mean 79 ms on the 4070 vs 130 ms on the 3060.",
     ["TTFT worsens as well, mean 79 ms on the 4070 vs 130 ms on the 3060.",
      "TTFT improves as well, mean 130 ms on the 4070 vs 79 ms on the 3060."]),
    ("gpu", "Request throughput rises too, 5.0 req/s on the 4070 vs 3.0 req/s on the 3060.",
     ["Request throughput drops too, 5.0 req/s on the 4070 vs 3.0 req/s on the 3060.",
      "Request throughput rises too, 7.5 req/s on the 4070 vs 3.0 req/s on the 3060.",
      "Request throughput rises too, 5.0 req/s on the 3060 vs 3.0 req/s on the 4070."]),
    ("gpu", "Output throughput goes up: 250 tok/s on the 4070 vs 150 tok/s on the 3060.",
     ["Output throughput goes down: 250 tok/s on the 4070 vs 150 tok/s on the 3060.",
      "Output throughput goes up: 125 tok/s on the 4070 vs 150 tok/s on the 3060."]),
    ("rel", "p99 TTFT got better too, 240 ms on the new release compared to 360 ms on the old release.",
     ["p99 TTFT got worse too, 240 ms on the new release compared to 360 ms on the old release.",
      "p99 TTFT got better too, 360 ms on the new release compared to 240 ms on the old release.",
      "p99 TTFT got better too, 240 ms on the old release compared to 360 ms on the new release.",
      "Mean TTFT got better too, 240 ms on the new release compared to 360 ms on the old release.",
      "p99 TTFT got better too, 120 ms on the new release compared to 360 ms on the old release."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


def test_failed_arm_never_net_true(wit):
    s = "Request throughput rises too, 5.0 req/s on the 4070 vs 3.0 req/s on the 3060."
    assert grade(wit, "gpu_fail", s).verdict != "net-true", s


# the pair read the other way round (before, then after), or its verb disagreeing: unread, never false
NEVER_FALSE = [
    ("gpu", "TTFT drops: 130 ms on the 3060 vs 79 ms on the 4070."),
    ("gpu", "TTFT rises as well, mean 79 ms on the 4070 vs 130 ms on the 3060."),
    ("gpu", "TTFT drops as well, mean 79 ms vs 130 ms."),
    ("rel", "p99 TTFT got better: 360 ms on the old release vs 240 ms on the new release."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_honest_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


def test_the_other_order_leaves_the_verb_unread(wit):
    res = grade(wit, "gpu", "TTFT drops: 130 ms on the 3060 vs 79 ms on the 4070.")
    assert res.verdict == "not-yet" and any("drops" in u.text for u in res.reading.unread), res.reason
