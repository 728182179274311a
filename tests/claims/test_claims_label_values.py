"""Values whose metric or unit comes from a label before them (productions unit_copula_value and label_statistic_gap,
claimcheck/claims/grammar.py m_label_arrow / m_pair, claimcheck/claims/statistic_owners.py):

* unit_copula_value -- a rate unit as the subject of a copula, a bare number its value: "Req/s is 9.6 at c32", "Req/s
  at c32 is 9.6", "total tok/s at c32 is 4808 (vs 751 at c1), ~6.4x" (the versus pair of bare numbers in the label's
  unit, its second value naming its arm; the label's arm the first value's); "total" before a "total ..." rate unit
  is the unit's word, not the statistic "total". Before: every one of them unread.
* comma_statistic -- "TTFT, mean 600 ms at c16 vs 100 ms at c1", "E2E latency per request, median was 2.0 s on X vs
  3.0 s on Y": the pair's statistic after a comma, of the one metric before it (the statistic was unread).
* label_statistic_gap -- "TTFT: mean 600 ms with 16 concurrent requests, p99 800 ms", "TTFT stays reasonable: mean 600
  ms ..., p99 800 ms": the metric's label colon between the metric and the first statistic; the later statistic's
  value takes the metric (as "TTFT mean 600 ms, p99 800 ms" did). Before: "p99 800 ms" unread.

Witnesses, worked out by hand (real_sentences.witness_specs arms; vLLM on one H100, Llama-3.1-8B-Instruct):

* ``conc``: 32 requests per arm of 400 prompt + 100 output tokens. c1 (concurrency 1, baseline): total 751 tok/s, so
  wall 32 * 500 / 751 = 21.305 s, 1.502 req/s, 150.2 output tok/s; c32 (concurrency 32): total 4808 tok/s, wall
  3.328 s, 9.616 req/s, 961.6 output tok/s. 4808 / 751 = 6.40x.
* ``c16``: c16 (concurrency 16, treatment) TTFT mean 600 ms / p99 800 ms (nine requests at 575.31 ms, one at
  822.22 ms: 9a + b = 6000 and a + 0.91 (b - a) = 800), TPOT 20 ms; c1 (concurrency 1, baseline) TTFT 100 ms, TPOT 20 ms; 10 requests of
  100 output tokens.
* ``conc_fail``: as conc, but c32's task 3 failed (31 of 32 completed: 9.31 req/s, fewer tokens over the wall).
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

CONC = [A("c1", totks=751, tok=100, prompt=400, n=32, ttft=0.02, tpot=0.02, settings={"concurrency": 1},
          role="baseline"),
        A("c32", totks=4808, tok=100, prompt=400, n=32, ttft=0.05, tpot=0.03, settings={"concurrency": 32},
          role="treatment")]
C16 = [A("c16", ttft_mp=(0.6, 0.8), tok=100, tpot=0.02, settings={"concurrency": 16}, role="treatment"),
       A("c1", ttft=0.1, tok=100, tpot=0.02, settings={"concurrency": 1}, role="baseline")]
SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100"
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("label_values")
    out = {}
    for name, arms in (("conc", CONC), ("c16", C16), ("conc_fail", CONC)):
        w, files = witness_for(Spec(name, list(arms), key=""))
        if name == "conc_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "c32" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    # unit_copula_value: the unit as the subject, a copula, a bare value (its arm after it or before the copula)
    ("conc", "total tok/s at c32 is 4808 (vs 751 at c1), ~6.4x",
     ["total tok/s at c32 is 7212 (vs 751 at c1), ~6.4x", "total tok/s at c32 is 2404 (vs 751 at c1), ~6.4x",
      "total tok/s at c32 is 4808 (vs 1126 at c1), ~6.4x",
      "total tok/s at c32 is 4808 (vs 751 at c1), ~9.6x", "total tok/s at c32 is 4808 (vs 751 at c1), ~3.2x",
      "total tok/s at c1 is 4808 (vs 751 at c32), ~6.4x",                         # swapped
      "output tok/s at c32 is 4808 (vs 751 at c1), ~6.4x",                         # another metric
      "total tok/s at c64 is 4808 (vs 751 at c1), ~6.4x",                          # an arm the witness lacks
      NEG + "total tok/s at c32 is 4808 (vs 751 at c1), ~6.4x"]),
    ("conc", "Total tok/s at c32 is 4808.", ["Total tok/s at c32 is 7212.", "Total tok/s at c1 is 4808."]),
    ("conc", "Total tokens/s is 4808 at c32.", ["Total tokens/s is 2404 at c32.", "Total tokens/s is 4808 at c1."]),
    ("conc", "Req/s is 9.6 at c32.", ["Req/s is 14.4 at c32.", "Req/s is 4.8 at c32.", "Req/s is 9.6 at c1.",
                                      "Tok/s is 9.6 at c32."]),
    ("conc", "Req/s at c32 is 9.6 vs 1.5 at c1.",
     ["Req/s at c32 is 1.5 vs 9.6 at c1.", "Req/s at c1 is 9.6 vs 1.5 at c32.", "Req/s at c32 is 9.6 vs 2.25 at c1."]),
    ("conc", "Req/s was 9.6 at c32 vs 1.5 at c1.",
     ["Req/s was 9.6 at c1 vs 1.5 at c32.", "Req/s was 14.4 at c32 vs 1.5 at c1."]),
    ("conc", "Output tok/s at c32 is ~960.", ["Output tok/s at c32 is ~1440.", "Output tok/s at c32 is ~480.",
                                              "Output tok/s at c1 is ~960."]),
    ("conc", "Request throughput at c32 is 9.6 (vs 1.5 at c1).",
     ["Request throughput at c32 is 1.5 (vs 9.6 at c1).", "Request throughput at c32 is 4.8 (vs 1.5 at c1)."]),
    # label_statistic_gap: the metric's colon, then statistic and value, then another statistic and its value
    ("c16", "TTFT: mean 600 ms with 16 concurrent requests, p99 800 ms.",
     ["TTFT: mean 900 ms with 16 concurrent requests, p99 800 ms.",
      "TTFT: mean 600 ms with 16 concurrent requests, p99 1200 ms.",
      "TTFT: mean 600 ms with 16 concurrent requests, p99 400 ms.",
      "TTFT: mean 800 ms with 16 concurrent requests, p99 600 ms.",                # statistics swapped
      "TTFT: p99 600 ms with 16 concurrent requests, mean 800 ms.",
      "TPOT: mean 600 ms with 16 concurrent requests, p99 800 ms.",                # another metric
      "TTFT: mean 600 ms with 1 concurrent request, p99 800 ms.",                  # the other arm
      NEG + "TTFT: mean 600 ms with 16 concurrent requests, p99 800 ms."]),
    ("c16", "TTFT stays reasonable: mean 600 ms with 16 concurrent requests, p99 800 ms.",
     ["TTFT stays reasonable: mean 600 ms with 16 concurrent requests, p99 1200 ms.",
      "TTFT stays reasonable: mean 600 ms with 16 concurrent requests, p99 400 ms."]),
    ("c16", "Time to first token: average 600 ms at c16, 99th percentile 800 ms.",
     ["Time to first token: average 600 ms at c16, 99th percentile 1200 ms.",
      "Time to first token: average 600 ms at c1, 99th percentile 800 ms."]),
    ("c16", "TTFT: mean ~600 ms and p99 ~800 ms at c16.",
     ["TTFT: mean ~600 ms and p99 ~400 ms at c16.", "TTFT: mean ~300 ms and p99 ~800 ms at c16."]),
    # comma_statistic: the metric, a comma, then the pair's own statistic ("E2E latency, median 2.0 s on X vs ...")
    ("c16", "TTFT, mean 600 ms at c16 vs 100 ms at c1.",
     ["TTFT, p99 600 ms at c16 vs 100 ms at c1.",                                  # wrong statistic
      "TTFT, mean 900 ms at c16 vs 100 ms at c1.", "TTFT, mean 300 ms at c16 vs 100 ms at c1.",
      "TTFT, mean 100 ms at c16 vs 600 ms at c1.",                                 # swapped
      "TPOT, mean 600 ms at c16 vs 100 ms at c1.",                                 # another metric
      NEG + "TTFT, mean 600 ms at c16 vs 100 ms at c1."]),
    ("c16", "TTFT per request, p99 was 800 ms at c16 vs 100 ms at c1.",
     ["TTFT per request, mean was 800 ms at c16 vs 100 ms at c1.",
      "TTFT per request, p99 was 1200 ms at c16 vs 100 ms at c1."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")

FAILED_ARM = ["total tok/s at c32 is 4808 (vs 751 at c1), ~6.4x", "Req/s at c32 is 9.6 vs 1.5 at c1."]


@pytest.mark.parametrize("s", FAILED_ARM)
def test_failed_arm_never_net_true(wit, s):
    assert grade(wit, "conc_fail", s).verdict != "net-true", s


# honest but unclear: which arm, which unit? never false
NEVER_FALSE = [
    ("conc", "Req/s was 9.6 vs 1.5 at c1."),          # "at c1" the pair's or the second value's?
    ("conc", "Total tok/s is 4808."),                  # no arm
    ("conc", "Req/s at c32 is 9.6 vs 1.5 at c32."),    # one arm twice
    ("c16", "TTFT: mean 600 ms, p99 800 ms."),         # no arm
    ("c16", "TTFT is fine: mean 600 ms, p99 800 ms."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_honest_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)
