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


# --- the median of an even sample: three common definitions -----------------------------------------------------
# The grader's median is numpy's (the mean of the two middle values); claimcheck's own witness summaries print
# ttft_p50_s by nearest rank (the lower middle value) and a hand-written script's sorted(x)[n // 2] takes the higher
# one. A value true by any of them is never an accusation (found by an outside suite: "median TTFT 868 ms" of 192
# requests, lower middle 868.3 ms, numpy 868.9 ms, graded false). Witness by hand: the concurrent arm's four TTFTs
# 0.1 / 0.2 / 0.3 / 0.5 s (numpy median 250 ms, lower middle 200 ms, higher 300 ms), the sequential arm's 0.4 / 0.5 /
# 0.6 / 0.8 s (550 ms; 500 / 600 ms); every request starts at 0 s and ends at 1.0 s.

@pytest.fixture(scope="module")
def even(tmp_path_factory) -> str:
    from claims_corpus.witnesses import ab_witness, seal, start_rows
    rows = start_rows("concurrent", [0.1, 0.2, 0.3, 0.5], [1.0] * 4) + \
        start_rows("sequential", [0.4, 0.5, 0.6, 0.8], [1.0] * 4)
    out = tmp_path_factory.mktemp("even-median") / "w"
    seal(out, ab_witness(inputs={"tasks": 4}), {"rows.jsonl": rows})
    return str(out)


EVEN_SCOPE = "SmolLM2-135M on one CPU host, 4 tasks per arm"


@pytest.mark.parametrize("s", ["The concurrent arm's median TTFT is 200 ms.", "The concurrent arm's median TTFT is 300 ms.",
                               "The concurrent arm's p50 TTFT is 200 ms.", "Median TTFT on the sequential arm: 500 ms",
                               "Median TTFT on the sequential arm: 600 ms"])
def test_a_median_by_another_definition_is_never_false(s, even):
    res = grade_statement(s, even, EVEN_SCOPE)
    assert_never_false(res, s)
    assert res.verdict != "net-true", (s, res.reason)


@pytest.mark.parametrize("s", ["The concurrent arm's median TTFT is 250 ms.", "Median TTFT on the sequential arm: 550 ms"])
def test_numpys_median_still_reads(s, even):
    assert_read_net_true(grade_statement(s, even, EVEN_SCOPE))


@pytest.mark.parametrize("s", ["The concurrent arm's median TTFT is 400 ms.", "The concurrent arm's median TTFT is 100 ms.",
                               "The concurrent arm's median TTFT is 500 ms.", "Median TTFT on the sequential arm: 700 ms"])
def test_a_median_true_by_no_definition_is_false(s, even):
    res = grade_statement(s, even, EVEN_SCOPE)
    assert res.verdict == "false", (s, res.verdict, res.reason)
