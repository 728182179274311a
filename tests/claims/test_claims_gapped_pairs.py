"""Per-arm values with the metric, the verb or the unit left out (claimcheck/claims/ellipsis.py, productions
gapped_pair and label_unit_list), values after another arm's possessive (grammar, pair_arms), and "~ N" as "~N".

* gapped_pair: "vLLM's mean TTFT was 200 ms, SGLang's 150 ms", "The 4-thread run needed 8 s per request on
  average, the 16-thread run 3.2 s", "Arm A reached 40 tok/s and arm B 16", "SGLang: 235 ms TTFT at c32 vs vLLM
  514 ms", "SGLang hit 1,000 tok/s vs vLLM 800": the second clause is read as the first written in full (its verb,
  statistic, metric and unit copied), as two clauses.
* label_unit_list: "Output throughput (tok/s): vLLM 800, SGLang 1000", "Mean TTFT (ms): 200 for vLLM, 150 for
  SGLang", "TTFT (ms) — c1: 80, c32: 514": one "LABEL: ARM VALUE UNIT" clause per value.
* "SGLang's mean TTFT (150 ms) beats vLLM's (200 ms)", "... is lower than vLLM's mean TTFT of 200 ms": the value
  after vLLM's possessive is vLLM's; "... is lower than vLLM at 200 ms" (the subject's value before the arm): after
  "ARM (,) at" too. All were graded false before (the value bound to the subject, SGLang), and "SGLang's mean TTFT
  of 150 ms is lower than vLLM's mean TTFT of 150 ms" was net-true.

Witnesses worked out by hand (real_sentences.witness_specs.arm_rows: every request of an arm alike, 10 requests):
``eng``: SGLang TTFT 0.150 s, 100 output tokens per request, wall 10 x 100 / 1000 = 1.0 s: 1000 tok/s; vLLM TTFT
0.200 s, wall 10 x 100 / 800 = 1.25 s: 800 tok/s. Mean TTFT 150 ms and 200 ms.
``thr``: t4 (threads 4) every request 8.0 s end to end, t16 (threads 16) 3.2 s: mean latency 8 s and 3.2 s.
``ab``: arm A 8 tokens per request, wall 10 x 8 / 40 = 2.0 s: 40 tok/s; arm B wall 10 x 8 / 16 = 5.0 s: 16 tok/s.
``conc``: c1 (concurrency 1) TTFT 80 ms, c32 (concurrency 32) TTFT 514 ms.
``engc``: SGLang and vLLM both at concurrency 32: TTFT 235 ms and 514 ms.
``mixc``: the same rows, SGLang at concurrency 1 and vLLM at 32 (a condition only one arm ran under).
``three``: TensorRT-LLM, SGLang and vLLM at concurrency 50, 100 output tokens per request: walls 10 x 100 / 2100,
/ 1920, / 1850 s: 2,100, 1,920 and 1,850 tok/s. ``mix3``: the same, vLLM at concurrency 10.

Twins of every kind: each number x1.5 and x0.5, arms (values) swapped, a negation before or inside, a unit that is
not the first's, a wrong GPU / model / engine in the scope, a condition only one arm ran under: never net-true;
the true sentences are never false.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from claimcheck.claims.grammar import read_full
from claims_corpus.frame_checks import assert_read_net_true
from claims_corpus.frames import grade_statement
from claims_corpus.witnesses import seal
from real_sentences.witness_specs import A, Spec, witness_for

WITNESSES = {
    "eng": [A("sglang", "SGLang", ttft=0.15, toks=1000, tok=100, role="treatment"),
            A("vllm", "vLLM", ttft=0.2, toks=800, tok=100, role="baseline")],
    "thr": [A("t4", ttft=0.1, dur=8.0, settings={"threads": 4}, role="baseline"),
            A("t16", ttft=0.1, dur=3.2, settings={"threads": 16}, role="treatment")],
    "ab": [A("a", "arm A", toks=40, tok=8, role="treatment"), A("b", "arm B", toks=16, tok=8, role="baseline")],
    "conc": [A("c1", ttft=0.08, settings={"concurrency": 1}, role="baseline"),
             A("c32", ttft=0.514, settings={"concurrency": 32}, role="treatment")],
    "engc": [A("sglang", "SGLang", ttft=0.235, role="treatment", settings={"concurrency": 32}),
             A("vllm", "vLLM", ttft=0.514, role="baseline", settings={"concurrency": 32})],
    "mixc": [A("sglang", "SGLang", ttft=0.235, role="treatment", settings={"concurrency": 1}),
             A("vllm", "vLLM", ttft=0.514, role="baseline", settings={"concurrency": 32})],
    "three": [A("trt", "TensorRT-LLM", toks=2100, tok=100, role="treatment", settings={"concurrency": 50}),
              A("sglang", "SGLang", toks=1920, tok=100, role="treatment", settings={"concurrency": 50}),
              A("vllm", "vLLM", toks=1850, tok=100, role="baseline", settings={"concurrency": 50})],
    "mix3": [A("trt", "TensorRT-LLM", toks=2100, tok=100, role="treatment", settings={"concurrency": 50}),
             A("sglang", "SGLang", toks=1920, tok=100, role="treatment", settings={"concurrency": 50}),
             A("vllm", "vLLM", toks=1850, tok=100, role="baseline", settings={"concurrency": 10})],
}
SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
#: witnesses whose arms are engines record no one engine; the others record vLLM
ENGINE_ARMS = ("eng", "engc", "mixc", "three", "mix3")


@pytest.fixture(scope="module")
def wits(tmp_path_factory):
    return {name: str(seal(tmp_path_factory.mktemp(name) / "w", *witness_for(
        Spec(name, arms, key="", engine=None if name in ENGINE_ARMS else "vLLM")))) for name, arms in WITNESSES.items()}


def graded(wits, name: str, s: str, scope: str = SCOPE):
    return grade_statement(s, wits[name], scope, baseline="same model, prompts and output cap")


TRUE = [
    # 1. gapped pairs
    ("eng", "vLLM's mean TTFT was 200 ms, SGLang's 150 ms."),
    ("eng", "vLLM's mean TTFT was 200 ms and SGLang's 150 ms."),
    ("eng", "vLLM's mean TTFT was 200 ms, and SGLang's 150."),
    ("eng", "vLLM's mean TTFT was about 200 ms, SGLang's roughly 150 ms."),
    ("eng", "vLLM reached 800 tok/s, SGLang 1000."),
    ("thr", "The 4-thread run needed 8 s per request on average, the 16-thread run 3.2 s."),
    ("thr", "The 4-thread run needed 8 s per request on average, the 16-thread run 3.2 s per request."),
    ("ab", "Arm A reached 40 tok/s and arm B 16."),
    ("ab", "Arm A reached 40 tok/s, arm B 16 tok/s."),
    # the gapped clause writes the end of the first's words itself (its verb), or all of them
    ("eng", "vLLM's mean TTFT was 200 ms and SGLang's was 150 ms."),
    ("eng", "vLLM's mean TTFT was 200 ms, while SGLang's was 150 ms."),
    ("eng", "vLLM reached 800 tok/s and SGLang reached 1000."),
    ("thr", "The 4-thread run needed 8 s per request on average and the 16-thread run needed 3.2 s per request on "
            "average."),
    # 3. an arm, its value, then vs / versus / against another arm before its value
    ("engc", "SGLang: 235 ms TTFT at c32 vs vLLM 514 ms."),
    ("engc", "SGLang: 235 ms TTFT at c32 vs. vLLM 514 ms."),
    ("engc", "SGLang: 235 ms TTFT at c32 vs vLLM: 514 ms."),
    ("eng", "SGLang hit 1,000 tok/s vs vLLM's 800."),
    ("eng", "SGLang hit 1,000 tok/s vs vLLM 800."),
    ("eng", "SGLang hit 1,000 tok/s versus vLLM 800 tok/s."),
    ("eng", "SGLang hit 1,000 tok/s against vLLM 800."),
    ("eng", "1,000 tok/s for SGLang against 800 for vLLM."),
    ("eng", "SGLang's mean TTFT was 150 ms versus vLLM's 200."),
    # 2. a label with its unit in parentheses, then per-arm values
    ("eng", "Output throughput (tok/s): vLLM 800, SGLang 1000."),
    ("eng", "Mean TTFT (ms): 200 for vLLM, 150 for SGLang."),
    ("eng", "Mean TTFT (ms): 200 (vLLM), 150 (SGLang)."),
    ("eng", "Mean TTFT (milliseconds): vLLM 200 and SGLang 150."),
    ("conc", "TTFT (ms) — c1: 80, c32: 514."),
    ("conc", "TTFT (ms): c1: 80, c32: 514."),
    # 4. "~ N" is the hedge "~N" (+-10%: 160 ms holds for 150 ms)
    ("eng", "Mean TTFT (ms): ~ 210 for vLLM, ~160 for SGLang."),
    ("eng", "SGLang's mean TTFT is ~ 160 ms."),
    ("eng", "SGLang hit ~ 1,010 tok/s vs vLLM ~ 790."),  # a hedged number agrees within its own digits
    # the value after another arm's possessive is that arm's
    ("eng", "SGLang's mean TTFT (150 ms) beats vLLM's (200 ms)."),
    ("eng", "SGLang's mean TTFT of 150 ms beats vLLM's 200 ms."),
    ("eng", "SGLang's mean TTFT of 150 ms outperforms vLLM's 200 ms."),
    ("eng", "SGLang's mean TTFT (150 ms) is lower than vLLM's (200 ms)."),
    ("eng", "SGLang's mean TTFT of 150 ms is lower than vLLM's mean TTFT of 200 ms."),
    ("eng", "SGLang's mean TTFT (150 ms) beats vLLM's mean TTFT (200 ms)."),
    # ... and the value after "ARM (,) at" where the subject's value stands before the arm
    ("eng", "SGLang's mean TTFT of 150 ms beats vLLM, at 200 ms."),
    ("eng", "SGLang's mean TTFT of 150 ms is lower than vLLM at 200 ms."),
    ("eng", "SGLang's output throughput of 1000 tok/s beats vLLM at 800 tok/s."),
    # 5. a lead-in that names no arm before a gapped sentence scopes every clause (public write-up: "At 50 concurrent
    # requests, TensorRT-LLM reaches 2,100 tok/s, SGLang 1,920 tok/s and vLLM 1,850 tok/s" was unread)
    ("engc", "At concurrency 32, SGLang's mean TTFT was 235 ms, vLLM's 514 ms."),
    ("three", "At 50 concurrent requests, TensorRT-LLM reaches 2,100 tok/s, SGLang 1,920 tok/s and vLLM 1,850 tok/s."),
    ("three", "On one H100, TensorRT-LLM reaches 2,100 tok/s, SGLang 1,920 and vLLM 1,850."),
    ("eng", "On one H100, vLLM reached 800 tok/s, SGLang 1000."),
    ("eng", "In our test, vLLM's mean TTFT was 200 ms, SGLang's 150 ms."),
    ("eng", "On one H100, SGLang reached 1000 tok/s, vLLM 800 tok/s."),
    ("engc", "With 32 concurrent requests, SGLang's mean TTFT was 235 ms and vLLM's 514 ms."),
]

NEG = "It is not true that "
TWINS = [
    # gapped pairs: swapped, x1.5, x0.5, negation before and inside, another unit
    ("eng", "vLLM's mean TTFT was 150 ms, SGLang's 200 ms."),
    ("eng", "vLLM's mean TTFT was 300 ms, SGLang's 225 ms."),
    ("eng", "vLLM's mean TTFT was 200 ms, SGLang's 225 ms."),
    ("eng", "vLLM's mean TTFT was 200 ms, SGLang's 75 ms."),
    ("eng", "vLLM's mean TTFT was 100 ms, SGLang's 75 ms."),
    ("eng", NEG + "vLLM's mean TTFT was 200 ms, SGLang's 150 ms."),
    ("eng", "vLLM's mean TTFT was not 200 ms, SGLang's 150 ms."),
    ("eng", "vLLM's mean TTFT was 200 ms, SGLang's 150 s."),
    ("eng", "vLLM reached 1000 tok/s, SGLang 800."),
    ("eng", "vLLM's mean TTFT was 200 ms and SGLang's was 100 ms."),
    ("eng", "vLLM's mean TTFT was 200 ms and SGLang's was not 150 ms."),
    ("eng", "vLLM's mean TTFT was 150 ms, while SGLang's was 200 ms."),
    ("thr", "The 4-thread run needed 8 s per request on average and the 16-thread run needed 8 s per request on "
            "average."),
    ("eng", "vLLM's mean TTFT was 200 ms, vLLM's 150 ms."),                 # the same arm twice: not gapped
    ("thr", "The 4-thread run needed 3.2 s per request on average, the 16-thread run 8 s."),
    ("thr", "The 4-thread run needed 8 s per request on average, the 16-thread run 4.8 s."),
    ("thr", "The 4-thread run needed 8 s per request on average, the 16-thread run 1.6 s."),
    ("thr", NEG + "the 4-thread run needed 8 s per request on average, the 16-thread run 3.2 s."),
    ("ab", "Arm A reached 16 tok/s and arm B 40."),
    ("ab", "Arm A reached 40 tok/s and arm B 24."),
    ("ab", "Arm A reached 40 tok/s and arm B 8."),
    ("ab", "Arm A reached 60 tok/s and arm B 16."),
    # vs / versus / against
    ("engc", "SGLang: 514 ms TTFT at c32 vs vLLM 235 ms."),
    ("engc", "SGLang: 235 ms TTFT at c32 vs vLLM 771 ms."),
    ("engc", "SGLang: 235 ms TTFT at c32 vs vLLM 257 ms."),
    ("engc", NEG + "SGLang: 235 ms TTFT at c32 vs vLLM 514 ms."),
    ("eng", "SGLang hit 800 tok/s vs vLLM 1,000."),
    ("eng", "SGLang hit 1,000 tok/s vs vLLM 1,200."),
    ("eng", "SGLang hit 1,000 tok/s vs vLLM 400."),
    ("eng", "SGLang hit 1,500 tok/s vs vLLM 800."),
    ("eng", "SGLang hit 1,000 tok/s vs vLLM 800 req/s."),
    # labels
    ("eng", "Output throughput (tok/s): vLLM 1000, SGLang 800."),
    ("eng", "Output throughput (tok/s): vLLM 800, SGLang 1500."),
    ("eng", "Output throughput (tok/s): vLLM 400, SGLang 1000."),
    ("eng", "Output throughput (req/s): vLLM 800, SGLang 1000."),
    ("eng", "TTFT (req/s): vLLM 200, SGLang 150."),
    ("eng", "Mean TTFT (s): 200 for vLLM, 150 for SGLang."),
    ("eng", "Mean TTFT (ms): 150 for vLLM, 200 for SGLang."),
    ("eng", "Mean TTFT (ms): not 200 for vLLM, 150 for SGLang."),
    ("eng", NEG + "Mean TTFT (ms): 200 for vLLM, 150 for SGLang."),
    ("conc", "TTFT (ms) — c1: 514, c32: 80."),
    ("conc", "TTFT (ms) — c1: 80, c32: 771."),
    ("conc", "TTFT (ms) — c1: 40, c32: 514."),
    # "~ N" keeps 10%, no more (150 ms: 170 is 13% off)
    ("eng", "SGLang's mean TTFT is ~ 170 ms."),
    ("eng", "SGLang's mean TTFT is ~ 225 ms."),
    # possessive values
    ("eng", "SGLang's mean TTFT (150 ms) beats vLLM's (300 ms)."),
    ("eng", "SGLang's mean TTFT of 150 ms is lower than vLLM's mean TTFT of 150 ms."),
    ("eng", "SGLang's mean TTFT of 150 ms beats vLLM's 100 ms."),
    ("eng", "vLLM's mean TTFT of 150 ms is lower than SGLang's mean TTFT of 200 ms."),
    ("eng", "SGLang's mean TTFT (150 ms) is lower than vLLM's (150 ms)."),
    ("eng", "SGLang's mean TTFT of 150 ms is lower than vLLM at 300 ms."),
    ("eng", "SGLang's mean TTFT of 200 ms is lower than vLLM at 150 ms."),
    ("eng", "vLLM's mean TTFT of 150 ms is lower than SGLang at 200 ms."),
    ("eng", "SGLang's output throughput of 1000 tok/s beats vLLM at 1,200 tok/s."),
    ("eng", NEG + "SGLang's mean TTFT of 150 ms beats vLLM's 200 ms."),
    # a condition only SGLang... only vLLM ran under, copied to SGLang's gapped clause
    ("mixc", "vLLM's mean TTFT at concurrency 32 was 514 ms, SGLang's 235 ms."),
    ("mixc", "SGLang: 235 ms TTFT at c32 vs vLLM 514 ms."),
    # a lead-in before a gapped sentence: a condition only one arm ran under, a wrong GPU, numbers off, swapped, negated
    ("mixc", "At concurrency 32, vLLM's mean TTFT was 514 ms, SGLang's 235 ms."),
    ("three", "At 50 concurrent requests, TensorRT-LLM reaches 2,100 tok/s, SGLang 2,880 tok/s and vLLM 1,850 tok/s."),
    ("three", "At 50 concurrent requests, TensorRT-LLM reaches 2,100 tok/s, SGLang 1,920 tok/s and vLLM 925 tok/s."),
    ("three", "At 40 concurrent requests, TensorRT-LLM reaches 2,100 tok/s, SGLang 1,920 tok/s and vLLM 1,850 tok/s."),
    ("three", "At 50 concurrent requests, vLLM reaches 2,100 tok/s, SGLang 1,920 tok/s and TensorRT-LLM 1,850 tok/s."),
    ("mix3", "At 50 concurrent requests, TensorRT-LLM reaches 2,100 tok/s, SGLang 1,920 tok/s and vLLM 1,850 tok/s."),
    ("mixc", "At concurrency 32, SGLang's mean TTFT was 235 ms, vLLM's 514 ms."),
    ("engc", "At concurrency 16, SGLang's mean TTFT was 235 ms, vLLM's 514 ms."),
    ("eng", "On one A100, vLLM reached 800 tok/s, SGLang 1000."),
    ("eng", "On one H100, vLLM reached 800 tok/s, SGLang 1500."),
    ("eng", "On one H100, vLLM reached 800 tok/s, SGLang 500."),
    ("eng", "On one H100, vLLM reached 1000 tok/s, SGLang 800."),
    ("eng", "Not on one H100, vLLM reached 800 tok/s, SGLang 1000."),
    ("engc", NEG + "at concurrency 32, SGLang's mean TTFT was 235 ms, vLLM's 514 ms."),
]

#: scopes that name a GPU or a model the witness does not record (the scope's engine is not read: a wrong engine is
#: put in the sentence)
WRONG_SCOPES = ["Llama-3.1-8B-Instruct on one A100, 10 requests per arm",
                "Qwen2.5-7B-Instruct on one H100, 10 requests per arm"]


@pytest.mark.parametrize("name,s", TRUE)
def test_true_sentences_read_completely_and_net_true(wits, name, s):
    res = graded(wits, name, s)
    assert_read_net_true(res)


@pytest.mark.parametrize("name,s", TWINS)
def test_twins_are_never_net_true(wits, name, s):
    assert graded(wits, name, s).verdict != "net-true"


@pytest.mark.parametrize("name,s", TRUE[:26:2])
@pytest.mark.parametrize("scope", WRONG_SCOPES)
def test_a_wrong_gpu_model_or_engine_in_the_scope_is_never_net_true(wits, name, s, scope):
    assert graded(wits, name, s, scope).verdict != "net-true"


@pytest.mark.parametrize("name,s", [x for x in TRUE[:26:2] if x[0] not in ENGINE_ARMS])
@pytest.mark.parametrize("lead", ["On TGI, ", "With TensorRT-LLM on an A100, ", "On Qwen2.5-7B, "])
def test_a_wrong_engine_gpu_or_model_in_the_sentence_is_never_net_true(wits, name, s, lead):
    assert graded(wits, name, lead + s[0].lower() + s[1:]).verdict != "net-true"


UNREAD = [
    ("eng", "vLLM's mean TTFT rose to 200 ms, SGLang's 150 ms."),          # a change verb is not copied
    ("eng", "vLLM's mean TTFT was 200 ms, SGLang's 150 ms respectively."),
    ("eng", "Results (H100): vLLM 800, SGLang 1000."),                      # not a unit in the parentheses
    ("eng", "Mean TTFT (lower is better): vLLM 200, SGLang 150."),
    ("eng", "vLLM served 800 tok/s, SGLang 1000 tok/s with 2 GPUs."),      # more than the first's unit after it
]


#: rows the gapped-pair frame leaves, read by claimcheck/claims/bound_values.py (each value bound to the arm beside it;
#: the metric from where it is said on, each statistic to the values after it): true, so net-true
READ_BY_POSITION = [
    ("eng", "vLLM's mean TTFT was 200 ms, SGLang's 0.15 s."),               # a unit other than the first's
    ("eng", "vLLM's mean TTFT was 200 ms and SGLang's is 150 ms."),        # another verb than the first's
    ("eng", "vLLM's p99 TTFT was 200 ms, SGLang's mean 150 ms."),          # another statistic (every request alike)
]


@pytest.mark.parametrize("name,s", READ_BY_POSITION)
def test_what_the_frame_leaves_is_read_by_position(wits, name, s):
    assert_read_net_true(graded(wits, name, s))


@pytest.mark.parametrize("name,s", UNREAD)
def test_what_stays_unread_is_neither_net_true_nor_false(wits, name, s):
    res = graded(wits, name, s)
    assert res.verdict not in ("net-true", "false"), (res.verdict, res.reason)


_CHEAP = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@_CHEAP
@given(v=st.integers(min_value=40, max_value=600))
def test_a_gapped_clause_grades_as_the_clause_written_in_full(wits, v):
    """The elided second clause means exactly the first's verb, statistic, metric and unit: its verdict is the
    verdict of the two clauses written in full (SGLang's mean TTFT is 150 ms; 135-165 agree within 10%)."""
    gapped = graded(wits, "eng", f"vLLM's mean TTFT was 200 ms, SGLang's {v} ms.")
    full = graded(wits, "eng", f"vLLM's mean TTFT was 200 ms; SGLang's mean TTFT was {v} ms.")
    assert gapped.verdict == full.verdict
    if abs(v - 150) > 0.05 * 150 + 0.5:
        assert gapped.verdict != "net-true"


@given(v=st.decimals(min_value="0.1", max_value="9999", places=1, allow_nan=False, allow_infinity=False),
       unit=st.sampled_from(["ms", "s", "tok/s", "req/s"]))
@settings(max_examples=60, deadline=None)
def test_a_space_after_the_tilde_is_the_same_hedge(v, unit):
    """'~ N' and '~N' (and 'about N') keep one interval: tolerance.HEDGE, 10% of N."""
    ivs = []
    for s in (f"SGLang's mean TTFT is ~ {v} {unit}.", f"SGLang's mean TTFT is ~{v} {unit}.",
              f"SGLang's mean TTFT is about {v} {unit}."):
        a = [(x.tolerance.low, x.tolerance.high) for x in read_full(s, "", {"sglang": ["SGLang"], "vllm": ["vLLM"]})
             .reading.assertions if x.form == "value" and x.tolerance is not None]
        ivs.append(a)
    assert ivs[0] == ivs[1] == ivs[2]
