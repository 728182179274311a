"""Spoken and blog prose around a claim (production casual_filler, prose_comment; claimcheck/claims/casual.py,
claimcheck/claims/prose.py; docs/claim-check.md "Prose around a claim"): a verdict tail ending the sentence ("...,
nothing dramatic": vocabulary.VERDICT_TAILS), "something like" / "like" before a number after a change verb (a hedge:
"about"), a cause comment with "dominates" (", since decode dominates"), and the spoken rate unit "requests a second".
None of these words asserts anything a row could contradict, and none may hide a twist: the numbers, arms and
directions around them are read and checked as they stand. A spoken bound after a value (", so still under half a
second": the fillers "so" / "still" taken out before a bound word and a number, "half a second" 0.5 s after a bound
word only -- "about half a second" stays unread) is read and checked as ", under 500 ms" is.

Witness, worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm alike; e2e = TTFT + TPOT x
(output tokens - 1); throughput = requests / wall):

* ``apc`` -- base (enable_prefix_caching false, baseline): 40 requests, 5.0 req/s, TTFT 182 ms, TPOT 21 ms, 101 output
  tokens: e2e 0.182 + 2.1 = 2.282 s; apc ("APC", true, treatment): 5.2 req/s, TTFT 97 ms, TPOT 20 ms: e2e 0.097 + 2.0
  = 2.097 s. apc vs base: throughput 5.2 / 5.0 = 1.04x; TTFT (97 - 182) / 182 = -46.7%; e2e (2.097 - 2.282) / 2.282 =
  -8.1%.
"""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM"
SPECS = {
    "apc": [A("apc", "APC", role="treatment", thr=5.2, ttft=0.097, tpot=0.02, tok=101, n=40,
              settings={"enable_prefix_caching": True}),
            A("base", role="baseline", thr=5.0, ttft=0.182, tpot=0.021, tok=101, n=40,
              settings={"enable_prefix_caching": False})],
}
wit = sealed_fixture("spoken_fillers", SPECS, engine="vLLM")


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPE)


RATIO = "APC got us 1.04x the request throughput of the baseline"
FRAMES = [
    # verdict tails: the claim before them is graded as it stands
    *[("apc", f"{RATIO}, {tail}.",
       [f"APC got us 1.40x the request throughput of the baseline, {tail}.",
        f"APC got us 0.96x the request throughput of the baseline, {tail}.",
        f"APC got us 1.04x the output token throughput of the baseline at concurrency 64, {tail}.",
        f"The baseline got us 1.04x the request throughput of APC, {tail}.",
        f"APC did not get us 1.04x the request throughput of the baseline, {tail}."])
      for tail in ("nothing dramatic", "but nothing dramatic", "nothing major", "nothing earth-shattering",
                   "nothing to write home about")],
    # the spoken rate unit, with "like" as a hedge and the off arm by "without"
    ("apc", "Throughput was like 5.2 requests a second with prefix caching versus 5.0 without.",
     ["Throughput was like 5.0 requests a second with prefix caching versus 5.2 without.",
      "Throughput was like 7.8 requests a second with prefix caching versus 5.0 without.",
      "Throughput was like 5.2 tokens a second with prefix caching versus 5.0 without.",
      "Throughput was like 5.2 requests a second without prefix caching versus 5.0 with."]),
    ("apc", "And the throughput basically didn't change, 5.2 requests a second with APC versus 5.0 without.",
     ["And the throughput basically didn't change, 5.0 requests a second with APC versus 5.2 without.",
      "And the throughput basically didn't change, 7.8 requests a second with APC versus 5.0 without."]),
    # "something like" / "like" before a number after a change verb: a hedge
    ("apc", "Mean TTFT dropped something like 47 percent with prefix caching.",
     ["Mean TTFT rose something like 47 percent with prefix caching.",
      "Mean TTFT dropped something like 70 percent with prefix caching.",
      "Mean TTFT dropped something like 23 percent with prefix caching.",
      "Mean TTFT dropped something like 47 percent without prefix caching.",
      "Mean TTFT dropped nothing like 47 percent with prefix caching.",
      "Mean TPOT dropped something like 47 percent with prefix caching."]),
    ("apc", "Mean TTFT dropped like 47% with prefix caching.",
     ["Mean TTFT dropped like 23% with prefix caching.", "Mean TTFT rose like 47% with prefix caching.",
      "Mean TTFT dropped like 47% without prefix caching.", "Mean TTFT dropped not like 47% with prefix caching."]),
    ("apc", "TTFT is something like 97 ms with APC.",
     ["TTFT is something like 182 ms with APC.", "TTFT is something like 150 ms with APC.",
      "TTFT looks like 97 ms with the baseline."]),
    # a spoken bound after a value: ", so still under N" (the bound read and checked) and "half a second" after a
    # bound word (0.5 s)
    ("apc", "P99 TTFT with APC was 97 ms, so still under 100 ms.",
     ["P99 TTFT with APC was 97 ms, so still under 90 ms.", "P99 TTFT with APC was 97 ms, so still above 100 ms.",
      "P99 TTFT without prefix caching was 97 ms, so still under 100 ms.",
      "P99 TTFT with APC was 97 ms, so no longer under 100 ms.",
      "P99 TTFT without prefix caching was 182 ms, so still under 100 ms."]),
    ("apc", "P99 TTFT with APC was 97 ms, so still under half a second.",
     ["P99 TTFT with APC was 97 ms, so still over half a second.",
      "P99 TTFT with APC was 970 ms, so still under half a second.",
      "P99 TTFT with APC was 97 ms, so not under half a second."]),
    ("apc", "P99 TTFT stays below half a second with prefix caching.",
     ["P99 TTFT stays above half a second with prefix caching.",
      "P99 TTFT stays below half a second and 50 ms with prefix caching.",
      "P99 TTFT is about half a second with prefix caching."]),
    # a cause comment: "since" + a phase + "dominates"
    ("apc", "Mean end-to-end latency improved about 8% with prefix caching (2.10 s vs 2.28 s), since decode dominates.",
     ["Mean end-to-end latency improved about 18% with prefix caching (2.10 s vs 2.28 s), since decode dominates.",
      "Mean end-to-end latency improved about 8% with prefix caching (2.10 s vs 2.74 s), since decode dominates.",
      "Mean end-to-end latency worsened about 8% with prefix caching (2.10 s vs 2.28 s), since decode dominates.",
      "Mean end-to-end latency improved about 8% without prefix caching (2.10 s vs 2.28 s), since decode dominates.",
      "Mean end-to-end latency improved about 8% with prefix caching, since decode dominates at 2x."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, _grade)

#: true clauses and the fillers that may stand in them
CLAUSES = ["Mean TTFT dropped {f}47 percent with prefix caching", "TTFT is {f}97 ms with APC",
           "APC got us {f}1.04x the request throughput of the baseline",
           "P99 TTFT with APC was {f}97 ms"]
FILLERS = ["", "like ", "something like ", "about "]
TAILS = ["", ", nothing dramatic", ", but nothing major", ", since decode dominates", ", so still under half a second"]


@given(clause=st.sampled_from(CLAUSES), filler=st.sampled_from(FILLERS), tail=st.sampled_from(TAILS))
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_fillers_and_tails_never_make_a_true_clause_false(wit, clause, filler, tail):
    s = clause.format(f=filler) + tail + "."
    assert_never_false(_grade(wit, "apc", s), s)
