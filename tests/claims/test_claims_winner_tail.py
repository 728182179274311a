"""A pair's arms named by the winner after it (production winner_tail, claimcheck/claims/winner_tails.py): "TTFT avg
150ms vs 250ms, so the 4090 wins there too" -- the tail names the arm whose value is the better one under the
metric's direction (the lower time, the higher rate); the pair is read as "150ms for the 4090 vs 250ms", the other
value the other arm's. Before: the pair, "so", "wins" and "too" were unread. A pair naming no arm and no winner stays
not-yet, its hint naming what to add ("write each arm after its value").

Witnesses, worked out by hand (real_sentences.witness_specs arms; vLLM, Llama-3.1-8B-Instruct, 10 requests of 100
output tokens per arm, no hardware recorded):

* ``gpu``: rtx4090 (alias "4090", "the 4090", treatment) TTFT mean 150 ms / p99 300 ms (ttft_mp), every request
  2.0 s end to end (median e2e 2.0 s), 2.5 req/s = 250 output tok/s; rtx3090 (alias "3090", "the 3090", baseline)
  TTFT mean 250 ms / p99 500 ms, every request 3.0 s, 1.6 req/s = 160 output tok/s.
* ``three``: the same two and rtx4070 (alias "4070", "the 4070"), TTFT mean 200 ms / p99 400 ms, every request 2.5 s,
  2.0 req/s.
* ``gpu_fail``: as gpu, but the 4090's task 3 failed (9 of 10 completed).
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

R4090 = A("rtx4090", "4090", "the 4090", thr=2.5, ttft_mp=(0.15, 0.3), dur=2.0, tok=100, role="treatment")
R3090 = A("rtx3090", "3090", "the 3090", thr=1.6, ttft_mp=(0.25, 0.5), dur=3.0, tok=100, role="baseline")
R4070 = A("rtx4070", "4070", "the 4070", thr=2.0, ttft_mp=(0.2, 0.4), dur=2.5, tok=100)
SCOPE = "vLLM, Llama-3.1-8B-Instruct, 10 requests per arm"
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("winner_tail")
    out = {}
    for name, arms in (("gpu", [R4090, R3090]), ("three", [R4090, R3090, R4070]), ("gpu_fail", [R4090, R3090])):
        w, files = witness_for(Spec(name, list(arms), key="", hw=None))
        if name == "gpu_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "rtx4090" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    ("gpu", "TTFT avg 150ms vs 250ms, so the 4090 wins there too.",
     ["TTFT avg 225ms vs 250ms, so the 4090 wins there too.",             # x1.5
      "TTFT avg 75ms vs 250ms, so the 4090 wins there too.",              # x0.5
      "TTFT avg 150ms vs 375ms, so the 4090 wins there too.",
      "TTFT avg 150ms vs 250ms, so the 3090 wins there too.",             # the other winner
      "TTFT avg 150ms vs 250ms, so the 4090 loses there too.",            # another verb: unread
      "TTFT avg 150ms vs 250ms, so the 4090 does not win there too.",
      "TTFT p99 150ms vs 250ms, so the 4090 wins there too.",             # wrong statistic
      "TPOT avg 150ms vs 250ms, so the 4090 wins there too.",             # another metric
      "TTFT avg 150ms vs 250ms, so the 4070 wins there too.",             # a GPU the witness lacks
      NEG + "TTFT avg 150ms vs 250ms, so the 4090 wins there too."]),
    ("gpu", "TTFT avg 250ms vs 150ms, so the 4090 wins.",                 # the better value second
     ["TTFT avg 250ms vs 150ms, so the 3090 wins.", "TTFT avg 250ms vs 100ms, so the 4090 wins."]),
    ("gpu", "Mean TTFT: 150 ms vs. 250 ms, so the 4090 won again.",
     ["Mean TTFT: 150 ms vs. 250 ms, so the 3090 won again.", "Median TTFT: 150 ms vs. 250 ms, so the 4090 won again."]),
    ("gpu", "p99 time to first token 300 ms vs 500 ms, so the 4090 wins here as well.",
     ["p99 time to first token 300 ms vs 500 ms, so the 3090 wins here as well.",
      "p99 time to first token 450 ms vs 500 ms, so the 4090 wins here as well."]),
    ("gpu", "Median e2e latency 2.0 s vs 3.0 s, so the 4090 wins.",
     ["Median e2e latency 3.0 s vs 2.0 s, so the 3090 wins.", "Median e2e latency 2.0 s vs 1.5 s, so the 4090 wins."]),
    # a rate: the higher value wins
    ("gpu", "Output throughput 250 vs 160 tok/s, so the 4090 wins there too.",
     ["Output throughput 250 vs 160 tok/s, so the 3090 wins there too.",
      "Output throughput 160 vs 250 tok/s, so the 3090 wins there too.",
      "Output throughput 375 vs 160 tok/s, so the 4090 wins there too.",
      "Total throughput 250 vs 160 tok/s, so the 4090 wins there too."]),
    ("gpu", "Request throughput 2.5 req/s vs 1.6 req/s, so the 4090 wins.",
     ["Request throughput 2.5 req/s vs 1.6 req/s, so the 3090 wins.",
      "Request throughput 1.25 req/s vs 1.6 req/s, so the 4090 wins."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


def test_failed_arm_never_net_true(wit):
    s = "Request throughput 2.5 req/s vs 1.6 req/s, so the 4090 wins."
    assert grade(wit, "gpu_fail", s).verdict != "net-true", s


# three arms: the loser's value is whose? never net-true on the strength of the elided arm, never false
NEVER_FALSE = [
    ("three", "TTFT avg 150ms vs 250ms, so the 4090 wins there too."),
    ("three", "TTFT avg 150ms vs 200ms, so the 4090 wins there too."),
    ("gpu", "Per request (e2e), median was 2.0s vs 3.0s."),
    ("gpu", "Median e2e latency was 2.0s vs 3.0s."),
    ("gpu", "TTFT avg 150 ms vs 0.25 s, so the 4090 wins."),            # two units: not read
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_honest_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


def test_three_arms_never_net_true(wit):
    res = grade(wit, "three", "TTFT avg 150ms vs 200ms, so the 4090 wins there too.")
    assert res.verdict != "net-true", res.reason


def test_pair_naming_no_arm_says_what_to_add(wit):
    res = grade(wit, "gpu", "Median e2e latency was 2.0s vs 3.0s.")
    assert res.verdict == "not-yet"
    assert any("write each arm after its value" in (q.detail or "") for q in res.quantities), \
        [(q.outcome, q.detail) for q in res.quantities]
