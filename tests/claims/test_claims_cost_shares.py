"""A cost stated as a share of a rate (issue 16; production cost_share, claimcheck/claims/cost_shares.py), beside the
cost per output token (production per_token_cost, token_costs.py) and a leading "So" (conclusion_opener, openers.py). Found by tuning battery 92 (guided decoding on vs off): "Structured output costs
us a quarter of our output token throughput." and "So every output token costs ~3.5 ms more with guided decoding."
left the cost verb, the fraction and the metric unread. Now a cost verb before a fraction word or a percent, "of" and
a higher-is-better metric is that metric's percent change down (the arm that pays against the other arm); "So" /
"Thus" / "Hence" at a clause's start is inert (the per-token rows are token_costs.py's, checked here with it).

Witness, worked out by hand (real_sentences.witness_specs; vLLM, Llama-3.1-8B on one A100, 60 requests per arm, 400
prompt + 250 output tokens each):
  guided (JSON-schema guided decoding, treatment): 3.0 req/s, TTFT 135 ms, TPOT 17.5 ms -> output 3 * 250 = 750 tok/s,
    total 3 * 650 = 1950 tok/s.
  free (unconstrained, baseline): 4.0 req/s, TTFT 90 ms, TPOT 14 ms -> output 1000 tok/s, total 2600 tok/s.
Guided vs free: every throughput (750 - 1000) / 1000 = -25% (a quarter, within 5%: 23.75..26.25%; a third 33.3% and
half 50% lie outside; "about a quarter" within 10%); TPOT 17.5 - 14 = +3.5 ms (x1.5: 5.25, x0.5: 1.75 -- false).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

NEG = "It is not true that "
SCOPE = "vLLM, Llama-3.1-8B-Instruct on one A100, guided decoding vs unconstrained, 60 requests per arm"
A100 = "1 x NVIDIA A100-SXM4-40GB"
ARMS = [A("guided", "guided decoding", "structured output", "JSON mode", thr=3.0, ttft=0.135, tpot=0.0175, tok=250,
          prompt=400, n=60, settings={"guided_decoding": "json_schema"}, role="treatment"),
        A("free", "unconstrained decoding", "free-form generation", thr=4.0, ttft=0.09, tpot=0.014, tok=250,
          prompt=400, n=60, settings={"guided_decoding": "none"}, role="baseline")]


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> str:
    root = tmp_path_factory.mktemp("cost_shares")
    return str(seal(root / "guided", *witness_for(Spec("guided", ARMS, key="", engine="vLLM", hw=A100))))


SWAP = "Unconstrained decoding costs us a quarter of our output token throughput."
CASES = [
    ("Structured output costs us a quarter of our output token throughput.",
     ["Structured output costs us a third of our output token throughput.",
      "Structured output costs us half of our output token throughput.",
      "Structured output costs us 37.5% of our output token throughput.",
      "Structured output costs us 12.5% of our output token throughput.",
      SWAP, NEG + "structured output costs us a quarter of our output token throughput.",
      "On an H100, structured output costs us a quarter of our output token throughput."]),
    ("JSON mode costs about a quarter of the request throughput compared with free-form generation.",
     ["Free-form generation costs about a quarter of the request throughput compared with JSON mode.",
      "JSON mode costs about half of the request throughput compared with free-form generation."]),
    ("Compared with unconstrained decoding, guided decoding costs 25% of our total token throughput.",
     ["Compared with unconstrained decoding, guided decoding costs 50% of our total token throughput.",
      "Compared with guided decoding, unconstrained decoding costs 25% of our total token throughput."]),
    ("Guided decoding costs them roughly 25 percent of their output throughput.",
     ["Guided decoding costs them roughly 12.5 percent of their output throughput."]),
    ("Every output token costs ~3.5 ms more with guided decoding.",   # token_costs.py's, with cost_share beside it
     ["Every output token costs ~3.5 ms less with guided decoding.",
      "Every output token costs ~5.25 ms more with guided decoding.",
      "Every output token costs ~1.75 ms more with guided decoding.",
      "Every output token costs ~3.5 ms more with unconstrained decoding.",
      NEG + "every output token costs ~3.5 ms more with guided decoding.",
      "With Qwen2.5-7B, every output token costs ~3.5 ms more with guided decoding."]),
    ("With JSON mode, each decoded token costs about 3.5 ms longer than with free-form generation.",
     ["With free-form generation, each decoded token costs about 3.5 ms longer than with JSON mode."]),
    ("Compared with unconstrained decoding, every token costs 3.5 ms extra under guided decoding.",
     ["Compared with unconstrained decoding, every token costs 1.75 ms extra under guided decoding."]),
]


@pytest.mark.parametrize("true,twins", CASES, ids=[t[:50] for t, _ in CASES])
def test_cost_reads(wit, true, twins):
    r = grade_statement(true, wit, SCOPE)
    assert r.verdict == "net-true" and not r.reading.unread, (true, r.reason)
    for s in twins:
        t = grade_statement(s, wit, SCOPE)
        assert t.verdict != "net-true", (s, t.reason)


@pytest.mark.parametrize("s", [
    "Structured output saves us a quarter of our output token throughput.",
    "Structured output doesn't cost us a quarter of our output token throughput.",
    "Structured output costs us a quarter of our TTFT.",       # a share of a latency: not read
    "Structured output costs us a quarter of our memory.",      # a metric the witness lacks
    "Structured output costs us a quarter of the requests.",
    "Structured output costs us at least a quarter of our output token throughput.",
    "The cost is hard to measure.",
    "Structured output costs more memory.",
    "Every output token costs 17.5 ms with guided decoding.",  # the whole time, or the extra? not read
    "Every prompt token costs ~3.5 ms more with guided decoding.",
    "Every output token saves ~3.5 ms with guided decoding.",
])
def test_never_net_true_never_false(wit, s):
    r = grade_statement(s, wit, SCOPE)
    assert r.verdict not in ("net-true", "false"), (s, r.reason)


@settings(max_examples=examples(30), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(pct=st.sampled_from(["10", "12.5", "20", "24", "25", "26", "30", "37.5", "50"]))
def test_cost_share_percent(wit, pct):
    """Net-true only at the witness's own 25% drop (a stated percent keeps its precision: 24% is false), false elsewhere."""
    r = grade_statement(f"Guided decoding costs {pct}% of our output throughput.", wit, SCOPE)
    assert r.verdict == ("net-true" if float(pct) == 25 else "false"), (pct, r.reason)


@settings(max_examples=examples(30), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ms=st.sampled_from(["1", "1.75", "3", "3.5", "4", "5.25", "7"]))
def test_token_cost_duration(wit, ms):
    """Net-true only at the witness's own +3.5 ms of TPOT, false elsewhere."""
    r = grade_statement(f"Every output token costs {ms} ms more with guided decoding.", wit, SCOPE)
    assert r.verdict == ("net-true" if float(ms) == 3.5 else "false"), (ms, r.reason)


@pytest.mark.parametrize("true,twins", [
    ("So every output token costs ~3.5 ms more with guided decoding.",
     ["So every output token costs ~7 ms more with guided decoding.",
      "So every output token costs ~3.5 ms more with unconstrained decoding."]),
    ("Hence, TTFT rises 50% with guided decoding.",
     ["Hence, TTFT rises 100% with guided decoding.", "Hence, TTFT falls 50% with guided decoding."]),
    ("Therefore mean TPOT is 17.5 ms with JSON mode.",
     ["Therefore mean TPOT is 14 ms with JSON mode.", "Therefore mean TPOT is 17.5 ms with free-form generation."]),
])
def test_conclusion_opener(wit, true, twins):
    """production conclusion_opener (claimcheck/claims/openers.py): a connective of consequence at the start is inert."""
    test_cost_reads(wit, true, twins)


@pytest.mark.parametrize("s", ["So far guided decoding adds 45 ms to TTFT.",
                               "So that TTFT rises 50% with guided decoding."])
def test_so_phrases_not_inert(wit, s):
    r = grade_statement(s, wit, SCOPE)
    assert r.verdict not in ("net-true", "false"), (s, r.reason)
