"""A per-request value or comparison with no statistic is read at its center, the mean and the median (production
central_reading; quantities.Grader.any_statistic; vocabulary.CENTER_STATISTICS): "TTFT was about 40% worse with AWQ"
agrees where the mean and the median TTFT are 40% worse, whatever the tails; a bound ("TTFT under 150 ms") and a claim
about every request are still graded under every statistic (the tail decides them), and false still needs every
statistic to contradict.

Before: such a statement was not-yet wherever the tails differed from the center ("the statistics disagree"), that is
for nearly every real witness.

The witness (worked out by hand; 10 requests per arm, TTFT per request in task order):
* awq: 0.10, 0.12, 0.14 x6, 0.16, 0.18 s: mean 0.14, median 0.14 (p90 = 0.162 by linear interpolation, p99 0.178,
  min 0.10, max 0.18);
* bf16 (the baseline): 0.10 every request: mean = median = p99 = 0.10.
awq / bf16 at the center: 1.4 (40% worse, 40 ms more); at p99 1.78; at min 1.0.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SPREAD = [0.10, 0.12, 0.14, 0.14, 0.14, 0.14, 0.14, 0.14, 0.16, 0.18]
ARMS = [A("awq", "AWQ", ttfts=SPREAD, tok=50), A("bf16", "BF16", ttft=0.10, tok=50, role="baseline")]
wit = sealed_fixture("central", ARMS, "central")


def _grade(witness, statement):
    return grade_statement(statement, witness, "10 requests per arm")


TRUE = ["TTFT was about 40% worse with AWQ.",
        "TTFT is 40% higher with AWQ than with BF16.",
        "AWQ's TTFT is 140 ms.",
        "AWQ adds 40 ms of TTFT over BF16.",
        "TTFT goes from 100 ms with BF16 to 140 ms with AWQ."]
TWINS = ["TTFT was about 80% worse with AWQ.",
         "TTFT is 40% lower with AWQ than with BF16.",
         "p99 TTFT is 40% higher with AWQ than with BF16.",
         "AWQ's TTFT is 180 ms.",
         "AWQ's p99 TTFT is 140 ms.",
         "AWQ's TTFT is under 150 ms for every request.",
         "AWQ's TTFT stays under 150 ms.",
         "TTFT is 40% higher with BF16 than with AWQ."]
test_true_statements_read_net_true, test_twins_never_net_true = sentence_tests(TRUE, TWINS, _grade)
