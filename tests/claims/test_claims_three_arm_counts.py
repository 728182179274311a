"""Statements about witnesses of three arms, and counts of completed / failed requests in other voices (issue 16).

Read now (each unread before):

* a percent above / below an arm, with no "than" (production amount_above, claimcheck/claims/amount_above.py):
  "Request throughput with AWQ reaches 3.6 req/s, 80% above BF16", "Mean TTFT with AWQ is 50% below BF16";
* arms said with "for" on both sides of "than" (production binder, ARM_PREP "for"): "TTFT for AWQ is 50 ms lower
  than for FP8", "Request throughput is 50% higher for FP8 than for BF16";
* "than both A and B" (production binder + coordinated_baselines): "AWQ has lower TTFT than both BF16 and FP8";
* an ordering of arms (production arm_chain, claimcheck/claims/arm_chains.py): "Request throughput: BF16 < FP8 < AWQ",
  "For mean TTFT, AWQ < FP8 < BF16";
* a verb of beating two arms (production beat_both, claimcheck/claims/coordinated_baselines.py): "AWQ outperforms
  both BF16 and FP8 in request throughput", "AWQ beats BF16 and FP8 on mean TTFT";
* every arm said with a number of arms (production quantified_arms): "Mean TPOT stays at or below 20 ms across all
  three setups", "TTFT is under 500 ms in all configurations";
* two comparisons under one fronted baseline (production lead_and, claimcheck/claims/lead_pairs.py): "Compared with
  BF16, FP8 is 1.5x faster and AWQ is 1.8x faster", "Relative to BF16, FP8 cuts mean TTFT by 37.5% and AWQ cuts mean
  TTFT by 50%";
* a superlative among all arms (production superlative_all, claimcheck/claims/superlatives.py): "AWQ has the lowest
  TTFT of the three", "the highest request throughput of all three configurations", "BF16 is the slowest of the
  three";
* counts (claimcheck/claims/count_frames.py): "Across all 50 requests, no failures were observed ...", "Nothing
  failed on either server: 50/50 requests completed.", "Completed requests: 50/50 for both engines; 0 failed.",
  "all 50 reqs finished fine on both runs", "All 40 requests complete successfully in every configuration.",
  "Zero errors across all three setups.", "2 requests failed with FP8.", "Failed requests: 2/40 for FP8.".

A count sentence is net-true only where every arm it covers records exactly those counts; "both" / "either" of a
three-arm witness and "all two / all four setups" of three arms stay unread; a wrong count read completely is false.

Witnesses, worked out by hand:

* ``q3`` (real_sentences.witness_specs, 40 requests per arm, 128 output tokens): bf16 (quantization bf16, baseline)
  2.0 req/s, TTFT 0.400 s, TPOT 20 ms; fp8 (fp8) 3.0 req/s, TTFT 0.250 s, TPOT 16 ms; awq (awq) 3.6 req/s, TTFT
  0.200 s, TPOT 18 ms. Request throughput: fp8 / bf16 = 1.5 (+50%), awq / bf16 = 1.8 (+80%), awq / fp8 = 1.2 (+20%).
  TTFT: awq - fp8 = -50 ms (-20%), awq - bf16 = -200 ms (-50%), fp8 - bf16 = -150 ms (-37.5%). Lowest TTFT: awq;
  highest throughput: awq; slowest: bf16; lowest TPOT: fp8 (16 < 18 < 20).
* ``two`` (claims_corpus.witnesses.uniform): vllm (engine vLLM) and sglang (engine SGLang), 50 requests each, none
  failed (100 in all); ``twofail``: the same, sglang's task 4 failed (49 of 50 completed, 1 failed).
* ``runs``: vllm and sglang, two runs of 20 requests each (40 per arm over its runs, 80 in all), none failed.
* ``three``: bf16, fp8, awq (as q3's settings), 40 requests each, none failed (120 in all); ``threefail``: the same,
  fp8's tasks 1 and 5 failed (38 of 40 completed, 2 failed; 118 of 120 in all).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_net_true, assert_read_net_true  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import ab_witness, seal, uniform  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100, BF16 vs FP8 vs AWQ, 40 requests per arm"
NEG = "It is not true that "

Q3 = [A("bf16", "BF16", thr=2.0, ttft=0.4, tpot=0.020, tok=128, n=40, settings={"quantization": "bf16"},
        role="baseline"),
      A("fp8", "FP8", thr=3.0, ttft=0.25, tpot=0.016, tok=128, n=40, settings={"quantization": "fp8"},
        role="treatment"),
      A("awq", "AWQ", thr=3.6, ttft=0.2, tpot=0.018, tok=128, n=40, settings={"quantization": "awq"},
        role="treatment")]
ENG = {"vllm": {"aliases": ["vLLM"], "workers": 4, "role": "treatment", "settings": {"engine": "vLLM"}},
       "sglang": {"aliases": ["SGLang"], "workers": 4, "role": "baseline", "settings": {"engine": "SGLang"}}}
QUANT3 = {"bf16": {"aliases": ["BF16"], "workers": 4, "role": "baseline", "settings": {"quantization": "bf16"}},
          "fp8": {"aliases": ["FP8"], "workers": 4, "role": "treatment", "settings": {"quantization": "fp8"}},
          "awq": {"aliases": ["AWQ"], "workers": 4, "role": "treatment", "settings": {"quantization": "awq"}}}
SCOPES = {"q3": SCOPE, "two": "50 requests per arm", "twofail": "50 requests per arm",
          "three": "BF16 vs FP8 vs AWQ, 40 requests per arm", "threefail": "BF16 vs FP8 vs AWQ, 40 requests per arm",
          "runs": "two runs per engine"}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("three_arm_counts")

    def w(name: str, arms, rows) -> str:
        return str(seal(root / name, ab_witness(arms), {"rows.jsonl": [r for rr in rows for r in rr]}))

    return {
        "q3": str(seal(root / "q3", *witness_for(Spec("q3", Q3, key="")))),
        "two": w("two", ENG, [uniform("vllm", 50, 10.0, 4), uniform("sglang", 50, 8.0, 4)]),
        "twofail": w("twofail", ENG, [uniform("vllm", 50, 10.0, 4), uniform("sglang", 50, 8.0, 4, failed=(4,))]),
        "three": w("three", QUANT3, [uniform("bf16", 40, 20.0, 4), uniform("fp8", 40, 13.0, 4),
                                     uniform("awq", 40, 11.0, 4)]),
        "runs": w("runs", ENG, [uniform(a, 20, wall, 4, run=r) for a, wall in (("vllm", 10.0), ("sglang", 8.0))
                                for r in (1, 2)]),
        "threefail": w("threefail", QUANT3, [uniform("bf16", 40, 20.0, 4), uniform("fp8", 40, 13.0, 4, failed=(1, 5)),
                                             uniform("awq", 40, 11.0, 4)]),
    }


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPES[name])


# (witness, true statement, twins: never net-true, on the same witness unless given as (witness, twin))
CASES = [
    # a percent above / below an arm
    ("q3", "Request throughput with AWQ reaches 3.6 req/s, 80% above BF16.", [
        "Request throughput with AWQ reaches 3.6 req/s, 120% above BF16.",      # x1.5
        "Request throughput with AWQ reaches 3.6 req/s, 40% above BF16.",       # x0.5
        "Request throughput with AWQ reaches 3.6 req/s, 80% below BF16.",       # direction
        "Request throughput with BF16 reaches 2.0 req/s, 80% above AWQ.",       # arms swapped
        "Request throughput with AWQ reaches 3.6 req/s, 80% above FP8.",        # the wrong pair (20%)
        NEG + "request throughput with AWQ reaches 3.6 req/s, 80% above BF16."]),
    ("q3", "AWQ's request throughput is 20% above FP8.", [
        "AWQ's request throughput is 20% below FP8.", "AWQ's request throughput is 30% above FP8.",
        "AWQ's request throughput is 10% above FP8.", "FP8's request throughput is 20% above AWQ.",
        "AWQ's request throughput is 20% above BF16."]),
    ("q3", "Mean TTFT with AWQ is 50% below the BF16 arm.", [
        "Mean TTFT with AWQ is 50% above the BF16 arm.", "Mean TTFT with AWQ is 75% below the BF16 arm.",
        "Mean TTFT with AWQ is 25% below the BF16 arm.", "Mean TTFT with BF16 is 50% below the AWQ arm.",
        "Mean TTFT with AWQ is 50% below the FP8 arm."]),
    # arms with "for"
    ("q3", "TTFT for AWQ is 50 ms lower than for FP8.", [
        "TTFT for AWQ is 75 ms lower than for FP8.", "TTFT for AWQ is 25 ms lower than for FP8.",
        "TTFT for AWQ is 50 ms higher than for FP8.", "TTFT for FP8 is 50 ms lower than for AWQ.",
        "TTFT for AWQ is 50 ms lower than for BF16.", NEG + "TTFT for AWQ is 50 ms lower than for FP8."]),
    ("q3", "Request throughput is 50% higher for FP8 than for BF16.", [
        "Request throughput is 50% higher for BF16 than for FP8.", "Request throughput is 75% higher for FP8 than for BF16.",
        "Request throughput is 25% higher for FP8 than for BF16.", "Request throughput is 50% lower for FP8 than for BF16.",
        "Request throughput is 50% higher for AWQ than for BF16."]),
    # than both A and B
    ("q3", "AWQ has lower TTFT than both BF16 and FP8.", [
        "AWQ has higher TTFT than both BF16 and FP8.", "FP8 has lower TTFT than both BF16 and AWQ.",
        "AWQ has lower TTFT than both BF16 and FP8 combined.", "AWQ has lower TTFT than both BF16.",
        NEG + "AWQ has lower TTFT than both BF16 and FP8.", "AWQ does not have lower TTFT than both BF16 and FP8."]),
    # a superlative among all arms
    ("q3", "AWQ has the lowest TTFT of the three.", [
        "AWQ has the highest TTFT of the three.", "FP8 has the lowest TTFT of the three.",
        "BF16 has the lowest TTFT of the three.", "AWQ has the lowest TTFT of the four.",
        "AWQ has the lowest TTFT of the two.", NEG + "AWQ has the lowest TTFT of the three.",
        "AWQ does not have the lowest TTFT of the three."]),
    ("q3", "AWQ delivers the highest request throughput of all three configurations.", [
        "AWQ delivers the lowest request throughput of all three configurations.",
        "FP8 delivers the highest request throughput of all three configurations.",
        "AWQ delivers the highest request throughput of all four configurations."]),
    ("q3", "BF16 is the slowest of the three.", [
        "FP8 is the slowest of the three.", "BF16 is the fastest of the three.", "AWQ is the slowest of the three."]),
    ("q3", "FP8 has the lowest mean TPOT among the three setups.", [
        "AWQ has the lowest mean TPOT among the three setups.", "FP8 has the highest mean TPOT among the three setups.",
        "BF16 has the lowest mean TPOT among the three setups."]),
    ("q3", "Of the three, AWQ has the lowest mean TTFT.", [
        "Of the three, FP8 has the lowest mean TTFT.", "Of the three, AWQ has the highest mean TTFT.",
        "Of the four, AWQ has the lowest mean TTFT.", "Of the three, AWQ has the lowest mean TTFT at low load."]),
    ("q3", "Among all three configurations, AWQ serves the highest request throughput.", [
        "Among all three configurations, BF16 serves the highest request throughput.",
        "Among all three configurations, AWQ serves the lowest request throughput."]),
    ("q3", "AWQ is the best of the three on TTFT.", [
        "BF16 is the best of the three on TTFT.", "AWQ is the worst of the three on TTFT.", "AWQ is the best of the three."]),
    # a verb of beating two arms
    ("q3", "AWQ outperforms both BF16 and FP8 in request throughput.", [
        "FP8 outperforms both BF16 and AWQ in request throughput.", "BF16 outperforms both FP8 and AWQ in request throughput.",
        "AWQ outperforms both BF16 and FP8 in mean TPOT.", "AWQ does not outperform both BF16 and FP8 in request throughput.",
        NEG + "AWQ outperforms both BF16 and FP8 in request throughput.",
        "AWQ outperforms both BF16 and FP8 in request throughput by 3x."]),
    ("q3", "AWQ beats BF16 and FP8 on mean TTFT.", [
        "BF16 beats AWQ and FP8 on mean TTFT.", "AWQ beats BF16 and AWQ on mean TTFT."]),
    # every arm, said of a value
    ("q3", "Mean TPOT stays at or below 20 ms across all three setups.", [
        "Mean TPOT stays at or below 18 ms across all three setups.", "Mean TPOT stays at or below 20 ms across all four setups.",
        "Mean TPOT stays at or below 20 ms in both setups.", "Mean TPOT stays at or above 20 ms across all three setups."]),
    ("q3", "TTFT is under 500 ms in all configurations.", [
        "TTFT is under 250 ms in all configurations.", "TTFT is over 500 ms in all configurations."]),
    # two comparisons under one fronted baseline lead
    ("q3", "Compared with BF16, FP8 is 1.5x faster and AWQ is 1.8x faster.", [
        "Compared with BF16, FP8 is 1.5x faster and AWQ is 1.2x faster.",      # AWQ vs FP8's amount
        "Compared with BF16, FP8 is 1.8x faster and AWQ is 1.5x faster.",      # amounts swapped
        "Compared with BF16, FP8 is 1.5x slower and AWQ is 1.8x faster.",      # direction
        "Compared with BF16, FP8 is 2.25x faster and AWQ is 2.7x faster.",     # x1.5
        "Compared with BF16, FP8 is 1.5x faster and AWQ is 1.2x faster than FP8 at low load.",
        NEG + "compared with BF16, FP8 is 1.5x faster and AWQ is 1.8x faster."]),
    ("q3", "Compared with FP8, BF16 is 1.5x slower and AWQ is 1.2x faster.", [
        "Compared with FP8, BF16 is 1.5x slower and AWQ is 1.8x faster.", "Compared with FP8, BF16 is 1.5x faster and AWQ is 1.2x faster."]),
    ("q3", "Relative to BF16, FP8 cuts mean TTFT by 37.5% and AWQ cuts mean TTFT by 50%.", [
        "Relative to BF16, FP8 cuts mean TTFT by 50% and AWQ cuts mean TTFT by 37.5%.",
        "Relative to BF16, FP8 cuts mean TTFT by 37.5% and AWQ cuts mean TTFT by 75%.",
        "Relative to BF16, FP8 raises mean TTFT by 37.5% and AWQ cuts mean TTFT by 50%."]),
    ("q3", "Versus BF16, FP8 has 1.6x lower TTFT, and AWQ has 2x lower TTFT.", [
        "Versus BF16, FP8 has 1.6x lower TTFT, and AWQ has 1.6x lower TTFT.",
        "Versus BF16, FP8 has 1.6x higher TTFT, and AWQ has 2x lower TTFT."]),
    # an ordering of arms
    ("q3", "Request throughput: BF16 < FP8 < AWQ.", [
        "Request throughput: BF16 > FP8 > AWQ.", "Request throughput: FP8 < BF16 < AWQ.",
        "Request throughput: BF16 < AWQ < FP8.", "Request throughput: BF16 < FP8 > AWQ.",
        "Request throughput: BF16 < FP8 < AWQ at low load.", NEG + "request throughput: BF16 < FP8 < AWQ."]),
    ("q3", "For mean TTFT, AWQ < FP8 < BF16.", [
        "For mean TTFT, AWQ > FP8 > BF16.", "For mean TTFT, FP8 < AWQ < BF16.", "For mean TTFT, AWQ < BF16 < FP8."]),
    ("q3", "TPOT: FP8 < AWQ < BF16.", ["TPOT: AWQ < FP8 < BF16.", "TPOT: FP8 > AWQ > BF16."]),
    # counts
    ("two", "Across all 50 requests, no failures were observed in either configuration.", [
        ("twofail", "Across all 50 requests, no failures were observed in either configuration."),
        "Across all 49 requests, no failures were observed in either configuration.",
        "Across all 75 requests, no failures were observed in either configuration.",
        "Across all 25 requests, no failures were observed in either configuration.",
        NEG + "across all 50 requests, no failures were observed in either configuration."]),
    ("two", "Nothing failed on either server: 50/50 requests completed.", [
        ("twofail", "Nothing failed on either server: 50/50 requests completed."),
        "Nothing failed on either server: 49/50 requests completed.",
        "Nothing failed on either server: 25/25 requests completed.",
        "Something failed on either server: 50/50 requests completed.",
        NEG + "nothing failed on either server: 50/50 requests completed."]),
    ("two", "Completed requests: 50/50 for both engines; 0 failed.", [
        ("twofail", "Completed requests: 50/50 for both engines; 0 failed."),
        "Completed requests: 49/50 for both engines; 0 failed.", "Completed requests: 75/75 for both engines; 0 failed.",
        "Completed requests: 50/50 for both engines; 1 failed."]),
    ("two", "all 50 reqs finished fine on both runs", [
        ("twofail", "all 50 reqs finished fine on both runs"), "all 51 reqs finished fine on both runs",
        "all 25 reqs finished fine on both runs", "not all 50 reqs finished fine on both runs"]),
    ("two", "Both engines finished all 50 requests cleanly.", [
        ("twofail", "Both engines finished all 50 requests cleanly."), "Both engines finished all 75 requests cleanly."]),
    ("three", "All 40 requests complete successfully in every configuration.", [
        ("threefail", "All 40 requests complete successfully in every configuration."),
        "All 60 requests complete successfully in every configuration.",
        "All 40 requests complete successfully in both configurations.",
        "All 40 requests complete in under 2 s in every configuration.",
        NEG + "all 40 requests complete successfully in every configuration."]),
    ("three", "Zero errors across all three setups.", [
        ("threefail", "Zero errors across all three setups."), "Zero errors across all two setups.",
        "Zero errors across all four setups.", "Zero errors across both setups."]),
    ("three", "Completed requests: 40/40 in all three configurations.", [
        ("threefail", "Completed requests: 40/40 in all three configurations."),
        "Completed requests: 39/40 in all three configurations.",
        "Completed requests: 40/40 in all four configurations."]),
    ("three", "Across all 120 requests, no failures were observed.", [
        ("threefail", "Across all 120 requests, no failures were observed."),
        "Across all 100 requests, no failures were observed.", "Across all 180 requests, no failures were observed."]),
    ("three", "Nothing failed with AWQ.", [("threefail", "Nothing failed with FP8."), "Nothing failed with AWQ twice."]),
    ("two", "50 requests each, all completed.", [
        ("twofail", "50 requests each, all completed."), "49 requests each, all completed.",
        "100 requests each, all completed.", "50 requests each, not all completed.",
        "50 requests each, all completed in under 2 s."]),
    ("three", "40 requests each, all completed successfully.", [
        ("threefail", "40 requests each, all completed successfully."), "120 requests each, all completed successfully.",
        "60 requests each, all completed successfully."]),
    ("threefail", "2 requests failed with FP8.", [
        "3 requests failed with FP8.", "1 request failed with FP8.", "2 requests failed with AWQ.",
        "2 requests failed with BF16.", "2 requests failed to finish with FP8."]),
    ("threefail", "Failed requests: 2/40 for FP8.", [
        "Failed requests: 1/40 for FP8.", "Failed requests: 2/40 for BF16.", "Failed requests: 3/40 for FP8."]),
    ("twofail", "One request errored on SGLang.", [
        "One request errored on vLLM.", "Two requests errored on SGLang.", "No request errored on SGLang."]),
]


def _twins():
    for name, true, twins in CASES:
        for t in twins:
            yield (t if isinstance(t, tuple) else (name, t))


@pytest.mark.parametrize("name,true,twins", CASES, ids=[c[1][:60] for c in CASES])
def test_true_statement_is_read_completely_and_net_true(wit, name, true, twins):
    res = grade_in(wit, name, true)
    assert_read_net_true(res)


@pytest.mark.parametrize("name,twin", list(_twins()), ids=[f"{n}:{t[:60]}" for n, t in _twins()])
def test_twisted_twins_are_never_net_true(wit, name, twin):
    assert_never_net_true(grade_in(wit, name, twin), twin)


# contradicted and read completely: false
FALSE = [
    ("q3", "Request throughput with AWQ reaches 3.6 req/s, 120% above BF16."),
    ("q3", "Request throughput with AWQ reaches 3.6 req/s, 80% above FP8."),
    ("q3", "TTFT for AWQ is 50 ms lower than for BF16."),
    ("q3", "FP8 has lower TTFT than both BF16 and AWQ."),
    ("q3", "FP8 has the lowest TTFT of the three."),
    ("q3", "FP8 is the slowest of the three."),
    ("q3", "Request throughput: FP8 < BF16 < AWQ."),
    # "AWQ is 1.2x faster" (the amount of AWQ vs FP8) is no longer false beside BF16: each request's speed end to end
    # is 1.18x BF16's (2.94 s -> 2.49 s per request, quantities._speed_is_per_request); "throughput" names the aggregate
    ("q3", "Compared with BF16, FP8 is 1.5x faster and AWQ has 1.2x higher throughput."),
    ("q3", "Of the three, FP8 has the lowest mean TTFT."),
    ("q3", "FP8 outperforms both BF16 and AWQ in request throughput."),
    ("q3", "Mean TPOT stays at or below 18 ms across all three setups."),
    ("twofail", "Nothing failed on either server: 50/50 requests completed."),
    ("twofail", "Completed requests: 50/50 for both engines; 0 failed."),
    ("two", "Across all 49 requests, no failures were observed in either configuration."),
    ("threefail", "All 40 requests complete successfully in every configuration."),
    ("threefail", "Zero errors across all three setups."),
    ("threefail", "2 requests failed with AWQ."),
    ("threefail", "Failed requests: 1/40 for FP8."),
    ("twofail", "All 100 requests finished fine."),  # 99 of 100 completed: one failed
    ("twofail", "50 requests each, all completed."),
    ("runs", "Completed requests: 30/30 for both engines."),    # neither 20 (a run) nor 40 (the runs)
    ("runs", "60 requests per arm."),
    ("three", "120 requests each, all completed successfully."),  # "each": per arm (40), never the total
]


@pytest.mark.parametrize("name,statement", FALSE, ids=[s[:60] for _, s in FALSE])
def test_a_contradicted_statement_read_completely_is_false(wit, name, statement):
    res = grade_in(wit, name, statement)
    assert res.reading is not None and not res.reading.unread, [u.text for u in res.reading.unread]
    assert res.verdict == "false", res.reason


# honest, or a count the words do not pin to an arm or a meaning: never false
NEVER_FALSE = [
    ("three", "All 40 requests completed in both configurations."),     # both of three: which two?
    ("threefail", "Across all 120 requests, 2 requests failed."),       # 2 in total: true, per arm: not
    ("threefail", "2 requests failed."),
    ("threefail", "Failed requests: 2/40"),
    ("threefail", "No failures in either configuration."),
    ("threefail", "Across all 120 requests, no failures were observed in any configuration of the two."),
    # said of every arm: one run's count, or the arm's runs together (40 = 2 x 20)? never false
    ("runs", "Both engines completed all 40 requests."),
    ("runs", "Completed requests: 40/40 for both engines."),
    ("runs", "40 requests each, all completed."),
    ("runs", "Across all 40 requests, no failures were observed in either configuration."),
    ("runs", "40 requests per arm."),
    ("q3", "AWQ has the lowest TTFT of the three; results may differ on other GPUs."),
    ("q3", "Request throughput with AWQ is about 80% above BF16 at low load."),
    ("q3", "AWQ has the lowest TTFT of all three setups, though FP8 was not tested on A100."),
]


@pytest.mark.parametrize("name,statement", NEVER_FALSE, ids=[s[:60] for _, s in NEVER_FALSE])
def test_honest_or_unclear_statements_are_never_false(wit, name, statement):
    assert grade_in(wit, name, statement).verdict != "false"


@settings(max_examples=25, deadline=None)
@given(p=st.integers(min_value=1, max_value=300))
def test_only_the_witnessed_percent_above_is_net_true(wit, p):
    res = grade_in(wit, "q3", f"Request throughput with AWQ is {p}% above BF16.")
    assert (res.verdict == "net-true") == (p == 80), (p, res.verdict)


@settings(max_examples=25, deadline=None)
@given(n=st.integers(min_value=1, max_value=200))
def test_only_the_witnessed_completed_count_is_net_true(wit, n):
    res = grade_in(wit, "three", f"Completed requests: {n}/{max(n, 40)} in all three configurations.")
    assert (res.verdict == "net-true") == (n == 40), (n, res.verdict)
