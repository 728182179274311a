"""A latency SLO named in a statement is a condition, never its metric's value (production slo_phrase --
claimcheck/claims/slo_phrases.py; held-out suite, a near-miss: "Under an SLO of TTFT <= 200 ms and TPOT <= 40 ms,
goodput improves from A to B req/s" graded the thresholds as TTFT / TPOT values, "contradicted under every
statistic", held back only because "goodput" was unread).

The witnesses (worked out by hand; 10 requests per arm, 8 output tokens each, every request alike):

* ``slo``: both arms declare settings.goodput_slo_ms = {ttft: 200, tpot: 40}. chunk (chunked prefill, treatment):
  TTFT 150 ms, TPOT 30 ms, 3.0 req/s: every request meets both SLOs, goodput 3.0 req/s. base (baseline): TTFT 150 ms,
  TPOT 45 ms (> 40 ms), 2.0 req/s: no request is good, goodput 0 req/s.
* ``noslo``: the same rows, no SLO declared: goodput cannot be re-derived.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SLO = {"ttft": 200, "tpot": 40}


def _arms(slo):
    extra = {"goodput_slo_ms": slo} if slo else {}
    return [A("chunk", "chunked prefill", thr=3.0, ttft=0.15, tpot=0.03, tok=8,
              settings={**extra, "chunked_prefill": True}, role="treatment"),
            A("base", "the baseline", thr=2.0, ttft=0.15, tpot=0.045, tok=8,
              settings={**extra, "chunked_prefill": False}, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    return seal_specs(tmp_path_factory, "slo", {"slo": _arms(SLO), "noslo": _arms(None)})


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], "10 requests per arm")


FRAMES = [
    ("slo", "Under an SLO of TTFT <= 200 ms and TPOT <= 40 ms, goodput improves from 0 to 3 req/s with chunked prefill.",
     ["Under an SLO of TTFT <= 200 ms and TPOT <= 40 ms, goodput improves from 0 to 4.5 req/s with chunked prefill.",
      "Under an SLO of TTFT <= 200 ms and TPOT <= 40 ms, goodput improves from 0 to 1.5 req/s with chunked prefill.",
      "Under an SLO of TTFT <= 200 ms and TPOT <= 40 ms, goodput drops from 3 to 0 req/s with chunked prefill.",
      "Under an SLO of TTFT <= 200 ms and TPOT <= 40 ms, goodput improves from 0 to 3 req/s with the baseline.",
      "Under an SLO of TTFT <= 300 ms and TPOT <= 40 ms, goodput improves from 0 to 3 req/s with chunked prefill.",
      "Under an SLO of TTFT <= 200 ms and TPOT <= 80 ms, goodput improves from 0 to 3 req/s with chunked prefill.",
      "Under an SLO of TTFT <= 200 ms, goodput improves from 0 to 3 req/s with chunked prefill.",
      "It is not true that under an SLO of TTFT <= 200 ms and TPOT <= 40 ms, goodput improves from 0 to 3 req/s with "
      "chunked prefill."]),
    ("slo", "Under SLOs of 200 ms TTFT and 40 ms TPOT, goodput is 3 req/s with chunked prefill.",
     ["Under SLOs of 200 ms TTFT and 40 ms TPOT, goodput is 6 req/s with chunked prefill.",
      "Under SLOs of 200 ms TTFT and 40 ms TPOT, goodput is 3 req/s with the baseline."]),
    ("slo", "With an SLO of TTFT < 200 ms and TPOT < 40 ms, chunked prefill reaches a goodput of 3 req/s.", []),
    # the definition in parentheses right after "goodput" (a dashboard annotation), or after "SLO"
    ("slo", "goodput (TTFT<=200ms, TPOT<=40ms) rose from 0 to 3 req/s with chunked prefill",
     ["goodput (TTFT<=200ms, TPOT<=40ms) rose from 0 to 6 req/s with chunked prefill",
      "goodput (TTFT<=200ms, TPOT<=40ms) rose from 0 to 1.5 req/s with chunked prefill",
      "goodput (TTFT<=200ms, TPOT<=40ms) fell from 3 to 0 req/s with chunked prefill",
      "goodput (TTFT<=300ms, TPOT<=40ms) rose from 0 to 3 req/s with chunked prefill",
      "goodput (TTFT<=200ms, TPOT<=20ms) rose from 0 to 3 req/s with chunked prefill",
      "goodput (TTFT<=200ms) rose from 0 to 3 req/s with chunked prefill",
      "goodput (p99 TTFT<=200ms, TPOT<=40ms) rose from 0 to 3 req/s with chunked prefill",
      "goodput (TTFT<=200ms, TPOT<=40ms) rose from 0 to 3 req/s with the baseline"]),
    ("slo", "Measured against our SLO (TTFT ≤ 200 ms, TPOT ≤ 40 ms), goodput is 3 req/s with chunked prefill and 0 "
            "req/s on the baseline.",
     ["Measured against our SLO (TTFT ≤ 200 ms, TPOT ≤ 40 ms), goodput is 0 req/s with chunked prefill and 3 "
      "req/s on the baseline.",
      "Measured against our SLO (TTFT ≤ 200 ms, TPOT ≤ 60 ms), goodput is 3 req/s with chunked prefill and 0 "
      "req/s on the baseline.",
      "Measured against our SLO (TTFT ≤ 200 ms, TPOT ≤ 40 ms), goodput is 4.5 req/s with chunked prefill and 0 "
      "req/s on the baseline."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)

#: thresholds that are not the declared SLO, or no SLO declared, or no goodput: the phrase stays unread (never its
#: metric's value), and nothing in it is ever false
NEVER_FALSE = [
    ("noslo", "Under an SLO of TTFT <= 200 ms and TPOT <= 40 ms, goodput improves from 0 to 3 req/s with chunked "
              "prefill."),
    ("noslo", "Under an SLO of TTFT <= 100 ms and TPOT <= 20 ms, mean TPOT falls from 45 ms to 30 ms with chunked "
              "prefill."),
    ("slo", "Under an SLO of TTFT <= 50 ms and TPOT <= 10 ms, mean TPOT falls from 45 ms to 30 ms with chunked prefill."),
    ("slo", "10 of the 10 requests violate the 40 ms TPOT SLO on the baseline."),
    ("slo", "With a TTFT SLO of 100 ms, chunked prefill reaches 3 req/s."),
    ("slo", "Under an SLO of TTFT <= 300 ms and TPOT <= 40 ms, goodput improves from 0 to 3 req/s with chunked prefill."),
    ("noslo", "goodput (TTFT<=200ms, TPOT<=40ms) rose from 0 to 3 req/s with chunked prefill"),
    ("slo", "goodput (TTFT<=100ms, TPOT<=40ms) rose from 0 to 3 req/s with chunked prefill"),
    ("slo", "mean TPOT (TPOT<=40ms) fell from 45 ms to 30 ms with chunked prefill"),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_an_slo_threshold_is_never_graded_as_its_metric(wit, name, s):
    res = _grade(wit, name, s)
    assert_never_false(res, s)
    # no number of the SLO phrase is graded as a TTFT / TPOT value
    for q in res.quantities:
        # (a count of the requests over the SLO is its own metric, slo_violations, re-derived from the rows: never the
        # threshold graded as a TTFT / TPOT value; tests/claims/test_claims_slo_violations.py)
        assert not ("SLO" in q.text and q.outcome in ("agrees", "contradicted")
                    and not (q.metric == "requests" or (q.metric or "").startswith("slo_violations"))), (q.text, q.detail)


@pytest.mark.parametrize("s", [
    "Under an SLO of TTFT <= 100 ms and TPOT <= 20 ms, mean TPOT falls from 45 ms to 30 ms with chunked prefill.",
    "With SLOs of 200 ms TTFT and 40 ms TPOT, throughput is 3 req/s with chunked prefill.",
])
def test_the_slo_numbers_assert_nothing_about_ttft_or_tpot(s):
    from claimcheck.claims.grammar import read_full

    r = read_full(s, "", {"chunk": ["chunked prefill"], "base": ["the baseline"]}, kind="request-ab",
                  arm_settings={"chunk": {"goodput_slo_ms": SLO}, "base": {"goodput_slo_ms": SLO}}).reading
    lead = s.index(",")
    assert not [a for a in r.assertions if a.span and a.span.start < lead], r.assertions
    assert any(u.start < lead for u in r.unread)
