"""A tail percentile stated by nearest rank is never an accusation (statistics.nearest_rank, quantities.Grader.value).

The grader's percentile is numpy's linear one (docs/claim-check.md, "Statistics"); many clients and write-ups take the
nearest rank (the ceil(p/100 * n)-th smallest). On a small sample the two differ: of 10 requests, nearest-rank p99 is
the slowest request, numpy's p99 interpolates below it. A value true by nearest rank is not shown either way (never
false); a value true by neither is false as before; net-true stays numpy's. Found by the comparisons helper (CMP): "TP2's
p99 TTFT is 600 ms" of 10 requests (the slowest 600 ms) graded false.

Witness by hand (real_sentences.witness_specs ``ttft_mp``): TP2, ten TTFTs, nine at a and one at c, mean 80 ms and numpy
p99 200 ms: a = (10 * 0.08 - 0.2 / 0.91) / (10 - 1 / 0.91) = 65.2 ms, c = 213.3 ms (nearest-rank p99 = p95 = c; numpy
p95 = 0.45 a + 0.55 c = 146.7 ms). TP1: mean 120 ms, p99 300 ms.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import assert_never_false, assert_read_net_true, sealed_fixture
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

ARMS = [A("tp2", "TP2", thr=2.5, ttft_mp=(0.08, 0.2), tpot=0.03, tok=100, role="treatment"),
        A("tp1", "TP1", thr=1.0, ttft_mp=(0.12, 0.3), tpot=0.05, tok=100, role="baseline")]
wit = sealed_fixture("nearest-rank", ARMS, "tp")
SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"


@pytest.mark.parametrize("s", ["TP2's p99 TTFT is 213 ms.", "TP2's p95 TTFT is 213 ms.", "p99 TTFT with TP2: 213 ms"])
def test_a_nearest_rank_tail_is_never_false(s, wit):
    res = grade_statement(s, wit, SCOPE)
    assert_never_false(res, s)
    assert res.verdict != "net-true", (s, res.reason)


@pytest.mark.parametrize("s", ["TP2's p99 TTFT is 200 ms.", "TP2's p95 TTFT is 147 ms."])
def test_numpys_tail_still_reads(s, wit):
    assert_read_net_true(grade_statement(s, wit, SCOPE))


@pytest.mark.parametrize("s", ["TP2's p99 TTFT is 400 ms.", "TP2's p99 TTFT is 100 ms.", "TP2's p95 TTFT is 300 ms."])
def test_a_tail_true_by_neither_definition_is_false(s, wit):
    res = grade_statement(s, wit, SCOPE)
    assert res.verdict == "false", (s, res.verdict, res.reason)
