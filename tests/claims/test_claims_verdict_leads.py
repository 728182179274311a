"""An arm's bare verdict before a colon, then the measured clause (production verdict_lead, part of summary_label,
claimcheck/claims/lead_labels.py; docs/claim-check.md): "TP=2 wins: mean TPOT was 20 ms vs 37.5 ms for TP=1", "TP=2
helps here: ...", "Q4_K_M hurts: mean TTFT was 1.92 s versus 1.76 s for Q8_0". The lead names no metric: it is a
direction claim of its arm against the other, on the one metric the clause after the colon compares, and it is read
only where that clause says the verb's evaluation of the arm (every direction word, from-to pair and "vs" pair);
else the sentence stays not-yet (never false for the lead alone).

Witnesses, worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm alike):

* ``tp`` -- tp1 (TP=1, baseline): 120 requests, 4 req/s, TTFT 100 ms, TPOT 37.5 ms; tp2 (TP=2, treatment): 5 req/s,
  TTFT 60 ms, TPOT 20 ms. TPOT (20 - 37.5) / 37.5 = -46.7% (lower is better: TP=2 wins on TPOT), throughput 4 -> 5
  req/s (TP=2 wins). x1.5: TPOT 30 vs 56 ms.
* ``quant`` -- q8 (Q8_0, baseline): 30 requests, TTFT 1.76 s, TPOT 30 ms; q4 (Q4_K_M, treatment): TTFT 1.92 s, TPOT
  20 ms. Q4_K_M's TTFT is the higher (worse): Q8_0 wins on TTFT, Q4_K_M hurts it.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM"
SPECS = {
    "tp": [A("tp2", "TP=2", role="treatment", thr=5, ttft=0.06, tpot=0.02, tok=101, n=120,
             settings={"tensor_parallel_size": 2}),
           A("tp1", "TP=1", role="baseline", thr=4, ttft=0.1, tpot=0.0375, tok=101, n=120,
             settings={"tensor_parallel_size": 1})],
    "quant": [A("q4", "Q4_K_M", role="treatment", thr=5, ttft=1.92, tpot=0.02, tok=101, n=30,
                settings={"quantization": "q4_k_m"}),
              A("q8", "Q8_0", role="baseline", thr=4, ttft=1.76, tpot=0.03, tok=101, n=30,
                settings={"quantization": "q8_0"})],
}
wit = sealed_fixture("verdict_leads", SPECS, engine="vLLM")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPE)


FRAMES = [
    ("tp", "TP=2 wins: mean TPOT was 20 ms vs 37.5 ms for TP=1.",
     ["TP=1 wins: mean TPOT was 20 ms vs 37.5 ms for TP=1.",  # the lead's arm swapped
      "TP=1 wins: mean TPOT was 37.5 ms vs 20 ms for TP=2.",  # arms swapped throughout
      "TP=2 wins: mean TPOT was 37.5 ms vs 20 ms for TP=1.",  # the body's values swapped
      "TP=2 loses: mean TPOT was 20 ms vs 37.5 ms for TP=1.",  # the lead's direction flipped
      "TP=2 hurts: mean TPOT was 20 ms vs 37.5 ms for TP=1.",
      "TP=2 wins: mean TPOT was 30 ms vs 56 ms for TP=1.",  # x1.5
      "TP=2 wins: mean TTFT was 20 ms vs 37.5 ms for TP=1.",  # metric swapped
      "TP=2 wins overall: mean TPOT was 20 ms vs 37.5 ms for TP=1.",  # every metric, one checked
      "TP=2 probably wins: mean TPOT was 20 ms vs 37.5 ms for TP=1.",
      "TP=2 wins: mean TPOT was not 20 ms vs 37.5 ms for TP=1."]),
    ("tp", "TP=2 helps here: mean TPOT went from 37.5 ms to 20 ms.",
     ["TP=2 hurts here: mean TPOT went from 37.5 ms to 20 ms.",
      "TP=2 helps here: mean TPOT went from 20 ms to 37.5 ms.",
      "TP=2 helps here: mean TPOT went from 56 ms to 30 ms.",
      "TP=2 helps here: mean TPOT rose 47%."]),
    ("tp", "TP=2 wins too: throughput was 5 vs 4 req/s for TP=1.",
     ["TP=1 wins too: throughput was 5 vs 4 req/s for TP=1.",
      "TP=2 wins too: throughput was 4 vs 5 req/s for TP=1.",
      "TP=2 loses too: throughput was 5 vs 4 req/s for TP=1.",
      "TP=2 wins too: throughput was 7.5 vs 6 req/s for TP=1."]),
    ("tp", "TP=2 wins: mean TPOT 20 ms (TP=2) vs 37.5 ms (TP=1).",
     ["TP=1 wins: mean TPOT 20 ms (TP=2) vs 37.5 ms (TP=1).",
      "TP=2 wins: mean TPOT 37.5 ms (TP=2) vs 20 ms (TP=1)."]),
    ("quant", "Q8_0 wins: mean TTFT was 1.76 s versus 1.92 s for Q4_K_M.",
     ["Q4_K_M wins: mean TTFT was 1.76 s versus 1.92 s for Q4_K_M.",
      "Q4_K_M wins: mean TTFT was 1.92 s versus 1.76 s for Q8_0.",  # the lead's arm swapped, the body true
      "Q8_0 wins: mean TTFT was 1.92 s versus 1.76 s for Q4_K_M.",
      "Q8_0 loses: mean TTFT was 1.76 s versus 1.92 s for Q4_K_M."]),
    ("quant", "Q4_K_M hurts: mean TTFT was 1.92 s versus 1.76 s for Q8_0.",
     ["Q4_K_M helps: mean TTFT was 1.92 s versus 1.76 s for Q8_0.",
      "Q8_0 hurts: mean TTFT was 1.92 s versus 1.76 s for Q8_0.",
      "Q4_K_M hurts: mean TTFT was 2.88 s versus 2.64 s for Q8_0."]),
]

# "prompt processing" as a summary topic (SUMMARY_PHASE_TOPICS: the prefill phase, TTFT or its rate), and a small-size
# degree word before a topic summary's direction ("is slightly slower with X:") read only within its band (25%):
# Q4_K_M's TTFT +9.1% (1.92 / 1.76); TP=2's TTFT -40% (60 / 100) is no "slightly"
FRAMES += [
    ("quant", "Prompt processing is slightly slower with Q4_K_M: mean TTFT was 1.92 s with Q4_K_M versus 1.76 s with Q8_0.",
     ["Prompt processing is slightly faster with Q4_K_M: mean TTFT was 1.92 s with Q4_K_M versus 1.76 s with Q8_0.",
      "Prompt processing is slightly slower with Q8_0: mean TTFT was 1.92 s with Q4_K_M versus 1.76 s with Q8_0.",
      "Prompt processing is slightly slower with Q4_K_M: mean TTFT was 1.76 s with Q4_K_M versus 1.92 s with Q8_0.",
      "Prompt processing is slightly slower with Q4_K_M: mean TPOT was 20 ms with Q4_K_M versus 30 ms with Q8_0.",
      "Prompt processing is slightly slower with Q4_K_M: mean TTFT was 2.88 s with Q4_K_M versus 2.64 s with Q8_0."]),
    ("tp", "Prompt processing is faster with TP=2: mean TTFT was 60 ms with TP=2 versus 100 ms with TP=1.",
     ["Prompt processing is slightly faster with TP=2: mean TTFT was 60 ms with TP=2 versus 100 ms with TP=1.",
      "Prefill is slightly faster with TP=2: mean TTFT was 60 ms with TP=2 versus 100 ms with TP=1.",
      "Prompt processing is slower with TP=2: mean TTFT was 60 ms with TP=2 versus 100 ms with TP=1.",
      "Prompt processing is faster with TP=1: mean TTFT was 60 ms with TP=2 versus 100 ms with TP=1."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)

#: a lead that disagrees with a true clause, or a clause of two metrics: the lead unread, never an accusation
UNREAD = [
    ("tp", "TP=2 loses: mean TPOT was 20 ms vs 37.5 ms for TP=1."),
    ("tp", "TP=1 wins: mean TPOT was 37.5 ms vs 20 ms for TP=2."),
    ("tp", "TP=2 wins overall: mean TPOT was 20 ms vs 37.5 ms for TP=1."),
    ("tp", "TP=2 wins: mean TPOT was 20 ms vs 37.5 ms for TP=1 and throughput was 5 vs 4 req/s."),
    ("quant", "Q4_K_M wins: mean TTFT was 1.92 s versus 1.76 s for Q8_0."),
    ("quant", "Q4_K_M helps: mean TTFT was 1.92 s versus 1.76 s for Q8_0."),
    ("tp", "Prefill is slightly faster with TP=2: mean TTFT was 60 ms with TP=2 versus 100 ms with TP=1."),
]


@pytest.mark.parametrize("name,s", UNREAD)
def test_a_lead_the_clause_does_not_say_stays_unread(wit, name, s):
    res = _grade(wit, name, s)
    assert_never_false(res, s)
    assert res.verdict == "not-yet", (s, res.verdict, res.reason)
