"""An arm given by "without" in a treatment / baseline A/B, and a metric label its clause restates (productions
ellipsis_arm, without_arm -- claimcheck/claims/ellipsis.py; metric_label -- claimcheck/claims/metric_labels.py).

* ellipsis_arm in a witness of exactly two arms declaring the roles treatment and baseline (no on / off setting
  between them): "EAGLE-3 reaches 4.1 req/s vs 3.55 req/s without", "Mean TTFT is 260 ms with EAGLE-3 vs 410 ms
  without it": the bare "without" (it) is the baseline, where every other arm mention names the treatment after
  "with" / "using" or as the clause's subject.
* without_arm: "Mean E2EL is 1.22 s without EAGLE-3 vs 0.90 s with the draft model": "without" right before a
  mention of the treatment names the baseline, where every other mention names the treatment.
* metric_label: "End-to-end latency: mean E2EL is ...", "Time-to-first-token: median TTFT rises from ...",
  "Latency: mean TPOT ...": a label naming only the metric (or its class) the clause after it names again is taken
  out (inert); a label the clause contradicts ("TTFT: mean TPOT is ...") or with a statistic stays unread.

Witness by hand (ten requests per arm of 101 output tokens, real_sentences.witness_specs.arm_rows): ``draft``
(aliases "EAGLE-3", "the draft model"; the treatment) TTFT 260 ms, TPOT 6.4 ms, end-to-end 0.26 + 100 x 0.0064 =
0.90 s, 4.10 req/s; ``base`` (the baseline) TTFT 410 ms, TPOT 8.1 ms, end-to-end 0.41 + 0.81 = 1.22 s, 3.55 req/s.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, sealed_fixture, sentence_tests
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

ARMS = [A("draft", "EAGLE-3", "the draft model", thr=4.10, ttft=0.260, tpot=0.0064, tok=101, role="treatment"),
        A("base", thr=3.55, ttft=0.410, tpot=0.0081, tok=101, role="baseline")]
SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"

wit = sealed_fixture("without-arms", ARMS, "spec", engine="vLLM")


def grade(wit, s: str):
    return grade_statement(s, wit, SCOPE)


TRUE = [
    "EAGLE-3 reaches 4.1 req/s vs 3.55 req/s without.",
    "EAGLE-3 reaches 4.1 req/s vs 3.55 req/s without it.",
    "Mean TTFT is 260 ms with EAGLE-3 vs 410 ms without.",
    "Mean TTFT is 260 ms with EAGLE-3 and 410 ms without.",
    "Mean E2EL is 1.22 s without EAGLE-3 vs 0.90 s with the draft model.",
    "Mean TTFT is 410 ms without EAGLE-3 vs 260 ms with the draft model.",
    "End-to-end latency: mean E2EL is 1.22 s without EAGLE-3 vs 0.90 s with the draft model.",
    "Time-to-first-token: median TTFT rises from 260 to 410 ms without the draft model.",
    "Latency: mean TPOT is 6.4 ms with EAGLE-3 vs 8.1 ms without.",
    "TTFT: mean TTFT is 260 ms with the draft model vs 410 ms without it.",
]
TWINS = [
    "EAGLE-3 reaches 3.55 req/s vs 4.1 req/s without.",
    "EAGLE-3 reaches 6.15 req/s vs 3.55 req/s without.",
    "Mean TTFT is 410 ms with EAGLE-3 vs 260 ms without.",
    "Mean TTFT is 260 ms with EAGLE-3 vs 615 ms without.",
    "Mean E2EL is 0.90 s without EAGLE-3 vs 1.22 s with the draft model.",
    "Mean E2EL is 1.83 s without EAGLE-3 vs 0.90 s with the draft model.",
    "End-to-end latency: mean E2EL is 1.22 s without EAGLE-3 vs 1.35 s with the draft model.",
    "End-to-end latency: p99 E2EL is 1.22 s without EAGLE-3 vs 0.45 s with the draft model.",
    "Time-to-first-token: median TTFT drops from 260 to 410 ms without the draft model.",
    "Time-to-first-token: median TTFT rises from 260 to 410 ms with the draft model.",
    "Latency: mean TPOT is 8.1 ms with EAGLE-3 vs 6.4 ms without.",
    "It is not true that EAGLE-3 reaches 4.1 req/s vs 3.55 req/s without.",
    # a label the clause contradicts, or with its own statistic: not read
    "TTFT: mean TPOT is 6.4 ms with EAGLE-3 vs 8.1 ms without.",
]

test_true_sentences_read_completely_and_net_true, test_twins_are_never_net_true = sentence_tests(TRUE, TWINS, grade)


@pytest.mark.parametrize("s", [
    "TTFT: mean TPOT is 6.4 ms with EAGLE-3 vs 8.1 ms without.",
    "P99 TTFT: mean TTFT is 260 ms with EAGLE-3 vs 410 ms without.",
    "Mean TTFT is 260 ms with EAGLE-3 vs 410 ms not without it.",
])
def test_labels_and_withouts_that_do_not_agree_stay_unread(wit, s):
    res = grade(wit, s)
    assert res.reading.unread, s
    assert_never_false(res, s)
