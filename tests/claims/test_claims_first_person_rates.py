"""The author's own report of a rate, and a request's time "instead of" the other arm's (productions
first_person_rate -- claimcheck/claims/openers.py; request_instead -- grammar._Clause._request_predicate).

* first_person_rate: "We now generate about 960 tok/s with c32, up from ~320 on c8", "With c32 we now produce 960
  tok/s": "we" / "I", at most one adverb of time (vocabulary.FIRST_PERSON_ADVERBS) and a verb of producing a rate
  (FIRST_PERSON_RATE_VERBS) right before a rate are inert; the rate is read as the clause's (its arm the clause's).
  A modal ("we could generate"), a ratio ("we generate 3x more") or anything unread before the subject: not read.
* request_instead: "With EAGLE-3, a request now takes ~0.9 s on average instead of 1.22 s", "... instead of 1.22 s
  without it", "takes 0.9 s instead of 1.22 s at the median": the request's time (end-to-end latency, under the
  statistic of its tail) for the clause's arm, then the other arm's (as "A instead of B" of a pair). "now" /
  "currently" before the verb is the run it is said of. Another arm after the second value ("instead of 1.22 s with
  EAGLE-3": whose?) or two statistics ("on average ... at the median") leave it unread.

Witnesses by hand. ``conc``: tuning battery 32's concurrency sweep (frame_checks.CONC_SWEEP): c8 320 output tok/s,
1.25 req/s; c32 960 output tok/s, 3.75 req/s. ``spec`` (ten requests per arm of 101 output tokens): ``draft`` (alias
"EAGLE-3"; treatment) TTFT nine at a = (10 x 0.26 - 0.5 / 0.91) / (10 - 1 / 0.91) = 0.2304 s and one at 0.4938 s
(mean 0.26 s, p99 0.5 s), TPOT 6.4 ms: end-to-end mean 0.26 + 100 x 0.0064 = 0.90 s, median 0.2304 + 0.64 = 0.87 s;
``base`` (baseline) TTFT 410 ms, TPOT 8.1 ms: end-to-end 0.41 + 0.81 = 1.22 s under every statistic.
"""

from __future__ import annotations

import pytest

from claims_corpus.frame_checks import (CONC_SWEEP, CONC_SWEEP_SCOPE, assert_never_false, frame_tests,
                                        sealed_fixture)
from claims_corpus.frames import grade_statement
from real_sentences.witness_specs import A

SPEC = [A("draft", "EAGLE-3", thr=4.10, ttft_mp=(0.26, 0.5), tpot=0.0064, tok=101, role="treatment"),
        A("base", thr=3.55, ttft=0.410, tpot=0.0081, tok=101, role="baseline")]
SCOPES = {"conc": CONC_SWEEP_SCOPE, "spec": "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"}

wit = sealed_fixture("first-person", {"conc": CONC_SWEEP, "spec": SPEC}, engine="vLLM")


def grade(witnesses, name: str, s: str):
    return grade_statement(s, witnesses[name], SCOPES[name])


FRAMES = [
    ("conc", "We now generate about 960 tok/s with c32, up from ~320 on c8.",
     ["We now generate about 1440 tok/s with c32, up from ~320 on c8.",
      "We now generate about 960 tok/s with c32, up from ~480 on c8.",
      "We now generate about 960 tok/s with c8, up from ~320 on c32.",
      "We now generate about 960 tok/s with c32, down from ~320 on c8.",
      "We could generate about 960 tok/s with c32, up from ~320 on c8."]),
    ("conc", "We now generate about 960 output tokens per second with c32, up from ~320 on c8.",
     ["We now generate about 960 output tokens per second with c1, up from ~320 on c8."]),
    ("conc", "With c32 we now produce 960 tok/s.",
     ["With c32 we now produce 480 tok/s.", "With c8 we now produce 960 tok/s.", "With c32 we never produce 960 tok/s."]),
    ("conc", "We serve 3.75 req/s with c32.", ["We serve 5.6 req/s with c32.", "We serve 3.75 req/s with c8."]),
    ("spec", "With EAGLE-3, a request now takes ~0.9 s on average instead of 1.22 s.",
     ["With EAGLE-3, a request now takes ~1.35 s on average instead of 1.22 s.",
      "With EAGLE-3, a request now takes ~0.9 s on average instead of 1.83 s.",
      "With EAGLE-3, a request now takes ~1.22 s on average instead of 0.9 s.",
      "Without EAGLE-3, a request now takes ~0.9 s on average instead of 1.22 s.",
      "With EAGLE-3, a request now takes 0.90 s at the median instead of 1.22 s."]),
    ("spec", "With EAGLE-3, a request takes 0.9 s on average instead of 1.22 s without it.",
     ["With EAGLE-3, a request takes 1.22 s on average instead of 0.9 s without it."]),
    ("spec", "With EAGLE-3, a request takes 0.87 s instead of 1.22 s at the median.",
     ["With EAGLE-3, a request takes 0.87 s instead of 1.22 s on average.",
      "With EAGLE-3, a request takes 0.87 s instead of 0.61 s at the median."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, grade)


@pytest.mark.parametrize("name,s", [
    ("spec", "A completion now takes ~0.9 s on average instead of 1.22 s with EAGLE-3."),   # whose is EAGLE-3?
    ("spec", "With EAGLE-3, a request takes 0.9 s on average instead of 1.22 s at the median."),
    ("conc", "We now generate 3x more tok/s with c32."),
])
def test_unclear_reports_stay_unread_and_are_never_false(wit, name, s):
    res = grade(wit, name, s)
    assert res.reading.unread, s
    assert_never_false(res, s)
