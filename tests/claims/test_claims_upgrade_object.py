"""A trailing move's gerund with an object or an arrow (production upgrade_lead, claimcheck/claims/grammar.py
_upgrade_object): "Summary: p99 TTFT regressed from 410 ms to 620 ms after upgrading vLLM 0.6.3.post1 -> 0.6.6",
"... after upgrading vLLM from 0.6.3.post1 to 0.6.6", "... when moving main -> the PR" -- the engine upgraded is an
engine fact (checked as after "on": SGLang on a vLLM witness is false), and an arrow between two arms is the move's
"from A to B" (the first the baseline). Before: the engine or the arrow left the whole sentence unread. Also:

* upgrade_subject with the deployment moved: "Moving our Llama-3.1-8B deployment from BF16 to FP8 weights took
  throughput from 1.33 to 2.0 requests per second" (the model a model fact, checked; "our deployment" alone inert);
* comma_from_to before a trailing move: "Median end-to-end request latency falls by roughly 40%, from 1.73 s to 1.03
  s, when moving from BF16 to FP8" -- the pair set off by commas between the percent and the move is the change's
  before and after values (its metric and statistic), as where it ends the clause (before: the pair was graded under
  no statistic, not-yet where the statistics disagree).

Witnesses, worked out by hand (real_sentences.witness_specs arms; vLLM on one H100, Llama-3.1-8B-Instruct, 10
requests per arm; ``ttft_mp``: nine requests at one TTFT and one slower so that the mean and numpy's linear p99 are the
two numbers):

* ``ver`` (aliases): v063 ("0.6.3.post1", "the old build", baseline) TTFT mean 300 ms / p99 410 ms; v066 ("0.6.6",
  "the new build", treatment) TTFT mean 400 ms / p99 620 ms (+51%).
* ``ver_decl`` (arms named by their version, settings engine_version "0.6.3.post1" / "0.6.6", no aliases: the reader's
  version phrases "0.6.3.post1", "v0.6.6", "vLLM 0.6.6"): the same numbers.
* ``pr``: main (baseline) / pr-1234 ("the PR", "PR #1234") the same numbers.
* ``quant``: bf16 ("BF16") TTFT mean 300 ms / p99 410 ms / fp8 ("FP8") mean 400 ms / p99 620 ms, quantization bf16 /
  fp8 (a quantization that costs TTFT, as the numbers say).
* ``move`` (aliases "BF16 baseline" / "FP8 engine", settings quantization): bf16 1.33 req/s, fp8 2.0 req/s (1.5x).
* ``e2e``: bf16 ("BF16", "BF16 baseline") TTFT mean 200 ms / p99 500 ms, median (2.0 - 0.5 / 0.91) / 8.9011 = 162.96
  ms, TPOT 15.829 ms over 99 gaps (1.56704 s): E2E median 1.730 s, mean 1.767 s; fp8 ("FP8", "FP8 engine") TTFT mean
  150 ms / p99 300 ms, median 131.48 ms, 99 gaps of 9.0759 ms (0.89852 s): E2E median 1.030 s, mean 1.049 s (median
  -40.5%).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "
_OLD = dict(ttft_mp=(0.3, 0.41), tpot=0.02, tok=20)
_NEW = dict(ttft_mp=(0.4, 0.62), tpot=0.02, tok=20)
WITNESSES = {
    "ver": [A("v063", "0.6.3.post1", "the old build", role="baseline", **_OLD),
            A("v066", "0.6.6", "the new build", role="treatment", **_NEW)],
    "ver_decl": [A("v0.6.3.post1", settings={"engine_version": "0.6.3.post1"}, role="baseline", **_OLD),
                 A("v0.6.6", settings={"engine_version": "0.6.6"}, role="treatment", **_NEW)],
    "pr": [A("main", role="baseline", **_OLD), A("pr-1234", "the PR", "PR #1234", role="treatment", **_NEW)],
    "quant": [A("bf16", "BF16", settings={"quantization": "bf16"}, role="baseline", **_OLD),
              A("fp8", "FP8", settings={"quantization": "fp8"}, role="treatment", **_NEW)],
}

WITNESSES["move"] = [
    A("bf16", "BF16", "BF16 baseline", thr=1.33, settings={"quantization": "bf16"}, role="baseline"),
    A("fp8", "FP8", "FP8 engine", thr=2.0, settings={"quantization": "fp8"}, role="treatment")]
WITNESSES["e2e"] = [
    A("bf16", "BF16", "BF16 baseline", ttft_mp=(0.2, 0.5), tpot=1.56704 / 99, tok=100, settings={"quantization": "bf16"},
      role="baseline"),
    A("fp8", "FP8", "FP8 engine", ttft_mp=(0.15, 0.3), tpot=(1.03 - (1.5 - 0.3 / 0.91) / (10 - 1 / 0.91)) / 99, tok=100,
      settings={"quantization": "fp8"}, role="treatment")]

wit = sealed_fixture("upgrade_object", WITNESSES, engine="vLLM")


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


DEV = "Summary: p99 TTFT regressed from 410 ms to 620 ms after upgrading vLLM 0.6.3.post1 -> 0.6.6."
TWINS = [
    "Summary: p99 TTFT regressed from 615 ms to 930 ms after upgrading vLLM 0.6.3.post1 -> 0.6.6.",   # x1.5
    "Summary: p99 TTFT regressed from 205 ms to 310 ms after upgrading vLLM 0.6.3.post1 -> 0.6.6.",   # x0.5
    "Summary: p99 TTFT improved from 410 ms to 620 ms after upgrading vLLM 0.6.3.post1 -> 0.6.6.",    # flipped
    "Summary: p99 TTFT regressed from 410 ms to 620 ms after upgrading vLLM 0.6.6 -> 0.6.3.post1.",   # swapped
    "Summary: p99 TTFT regressed from 410 ms to 620 ms after downgrading vLLM 0.6.6 -> 0.6.3.post1.",
    "Summary: median TTFT regressed from 410 ms to 620 ms after upgrading vLLM 0.6.3.post1 -> 0.6.6.",  # statistic
    "Summary: p99 TPOT regressed from 410 ms to 620 ms after upgrading vLLM 0.6.3.post1 -> 0.6.6.",    # metric
    "Summary: p99 TTFT regressed from 410 ms to 620 ms after upgrading SGLang 0.6.3.post1 -> 0.6.6.",  # engine
    "Summary: p99 TTFT regressed from 410 ms to 620 ms on an A100 after upgrading vLLM 0.6.3.post1 -> 0.6.6.",
    "Summary: p99 TTFT did not regress from 410 ms to 620 ms after upgrading vLLM 0.6.3.post1 -> 0.6.6.",
    NEG + "p99 TTFT regressed from 410 ms to 620 ms after upgrading vLLM 0.6.3.post1 -> 0.6.6.",
]
ROWS = [
    ("ver", DEV, TWINS),
    ("ver_decl", DEV, TWINS),
    ("ver", "p99 TTFT regressed from 410 ms to 620 ms after upgrading vLLM from 0.6.3.post1 to 0.6.6.",
     ["p99 TTFT regressed from 410 ms to 620 ms after upgrading SGLang from 0.6.3.post1 to 0.6.6.",
      "p99 TTFT regressed from 410 ms to 620 ms after upgrading vLLM from 0.6.6 to 0.6.3.post1.",
      "p99 TTFT regressed from 410 ms to 930 ms after upgrading vLLM from 0.6.3.post1 to 0.6.6."]),
    ("ver_decl", "p99 TTFT rose from 410 ms to 620 ms after updating vLLM from v0.6.3.post1 to v0.6.6.",
     ["p99 TTFT rose from 410 ms to 620 ms after updating TGI from v0.6.3.post1 to v0.6.6.",
      "p99 TTFT fell from 410 ms to 620 ms after updating vLLM from v0.6.3.post1 to v0.6.6."]),
    ("ver", "p99 TTFT regressed from 410 ms to 620 ms after upgrading 0.6.3.post1 -> 0.6.6.",
     ["p99 TTFT regressed from 410 ms to 620 ms after upgrading 0.6.6 -> 0.6.3.post1."]),
    ("ver", "After upgrading vLLM 0.6.3.post1 → 0.6.6, p99 TTFT rose from 410 ms to 620 ms.",
     ["After upgrading vLLM 0.6.6 → 0.6.3.post1, p99 TTFT rose from 410 ms to 620 ms.",
      "After upgrading vLLM 0.6.3.post1 → 0.6.6, p99 TTFT rose from 410 ms to 310 ms."]),
    ("ver", "p99 TTFT rose from 410 ms to 620 ms when moving the old build -> the new build.",
     ["p99 TTFT rose from 410 ms to 620 ms when moving the new build -> the old build."]),
    ("pr", "p99 TTFT regressed from 410 ms to 620 ms when moving main -> PR #1234.",
     ["p99 TTFT regressed from 410 ms to 620 ms when moving PR #1234 -> main.",
      "Mean TTFT regressed from 410 ms to 620 ms when moving main -> PR #1234."]),
    ("quant", "Mean TTFT rises from 300 ms to 400 ms when moving BF16 -> FP8.",
     ["Mean TTFT rises from 300 ms to 400 ms when moving FP8 -> BF16.", "Mean TTFT falls from 300 ms to 400 ms when moving BF16 -> FP8."]),
]

MOVE = "Moving our Llama-3.1-8B deployment from BF16 to FP8 weights took throughput from 1.33 to 2.0 requests per second."
ROWS += [
    ("move", MOVE,
     [MOVE.replace("1.33 to 2.0", "2.0 to 3.0"), MOVE.replace("1.33 to 2.0", "0.67 to 1.0"),       # x1.5, x0.5
      MOVE.replace("from BF16 to FP8", "from FP8 to BF16"),                                        # swapped
      MOVE.replace("Llama-3.1-8B", "Llama-3.1-70B"), MOVE.replace("Llama-3.1-8B", "Qwen2.5-32B"),  # wrong model
      MOVE.replace("took", "did not take")]),
    ("move", "Moving our deployment from BF16 to FP8 took throughput from 1.33 req/s to 2.0 req/s.",
     ["Moving our deployment from BF16 to FP8 took throughput from 1.33 req/s to 3.0 req/s.",
      "Moving our deployment from FP8 to BF16 took throughput from 1.33 req/s to 2.0 req/s."]),
    ("move", "Switching the server from BF16 baseline to FP8 engine took request throughput from 1.33 to 2.0 req/s.",
     ["Switching the server from BF16 baseline to FP8 engine took request throughput from 2.0 to 1.33 req/s."]),
    ("e2e", "Median end-to-end request latency falls by roughly 40%, from 1.73 s to 1.03 s, when moving from BF16 to FP8.",
     ["Median end-to-end request latency falls by roughly 40%, from 2.6 s to 1.55 s, when moving from BF16 to FP8.",
      "Median end-to-end request latency falls by roughly 20%, from 1.73 s to 1.03 s, when moving from BF16 to FP8.",
      "Median end-to-end request latency rises by roughly 40%, from 1.73 s to 1.03 s, when moving from BF16 to FP8.",
      "Median end-to-end request latency falls by roughly 40%, from 1.73 s to 1.03 s, when moving from FP8 to BF16.",
      "Mean end-to-end request latency falls by roughly 40%, from 1.73 s to 1.03 s, when moving from BF16 to FP8.",
      "Median TTFT falls by roughly 40%, from 1.73 s to 1.03 s, when moving from BF16 to FP8.",
      "Median end-to-end request latency does not fall by roughly 40%, from 1.73 s to 1.03 s, when moving from BF16 to FP8."]),
    ("e2e", "Median E2E latency fell 40%, from 1.73 s to 1.03 s, after upgrading BF16 baseline -> FP8 engine.",
     ["Median E2E latency fell 40%, from 1.73 s to 1.03 s, after upgrading FP8 engine -> BF16 baseline.",
      "p99 E2E latency fell 40%, from 1.73 s to 1.03 s, after upgrading BF16 baseline -> FP8 engine."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    ROWS, grade)

#: not read (never false): an arrow to the same arm, a move with no arms, an engine upgraded with no move after it
NEVER_FALSE = [
    ("ver", "p99 TTFT regressed from 410 ms to 620 ms after upgrading vLLM 0.6.6 -> 0.6.6."),
    ("ver", "p99 TTFT regressed from 410 ms to 620 ms after upgrading vLLM -> latest."),
    ("ver", "p99 TTFT regressed from 410 ms to 620 ms after upgrading vLLM."),
    ("quant", "Mean TTFT rises from 300 ms to 400 ms when moving our deployment -> FP8."),
    ("move", "Moving our H100 from BF16 to FP8 took throughput from 1.33 req/s to 2.0 req/s."),
    ("e2e", "End-to-end request latency falls by roughly 40%, from 1.73 s to 1.03 s, when moving from BF16 to FP8."),
    ("e2e", "Median end-to-end request latency falls by roughly 40%, from 1.73 s to 1.03 s, when moving to FP8."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE, ids=[f"{n}:{s[:50]}" for n, s in NEVER_FALSE])
def test_unclear_moves_are_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)
