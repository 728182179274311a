"""Multipliers, speedup nouns and comparative lists (issue 16; session 8):

* production end_to_end_speed (claimcheck/claims/end_to_end.py): "EAGLE-3 is about 1.9x faster end to end than the
  baseline", "~1.9x faster e2e", "a 1.9x end-to-end speedup (over X)": the ratio of the end-to-end latencies; false
  only where the ratio of the wall times (the other meaning of "end to end") contradicts it too;
* production as_fast_alone: "twice as fast per token", "1.9x as fast end to end" (the closing "as X" left out);
* production arm_by_method (claimcheck/claims/method_arms.py): "Speculative decoding with EAGLE-3 delivers a 1.5x
  speedup in request throughput over the baseline" (the technique and its method: one mention);
* production arm_by_config, a generic gerund object: "Running the model in FP8 instead of BF16 gave 1.5x the
  throughput";
* production comparative_list (claimcheck/claims/comparative_lists.py): "On one H100, FP8 achieves lower TTFT, lower
  TPOT and higher throughput than BF16" (a clause per comparative, each graded in its own direction);
* production signed_rate: "+50% req/s and -33% TPOT vs BF16"; production more_throughput: "1.5x more output
  throughput"; "exhibits" as a neutral verb; metric_list's lead-in "every latency metric we report (...)";
* production equals_copula (claimcheck/claims/equals_copula.py): "EAGLE-3 = ~1.9x faster e2e" (a thread's voice).

Each true statement is read completely and grades net-true; each twin (every number x1.5 and x0.5, the direction
flipped, the arms swapped, a negation, a wrong GPU / model / method) is never net-true.

Witnesses, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows: requests spread so that the
wall is n / throughput; e2e = TTFT + TPOT x (output tokens - 1); every request of an arm alike, so every statistic is
the same):

* ``spec`` -- eagle ("EAGLE-3", speculative_method eagle3, treatment): 2.4 req/s, TTFT 100 ms, TPOT 5 ms, 200 output
  and 100 prompt tokens: e2e 0.1 + 0.005 x 199 = 1.095 s; wall 10 / 2.4 = 4.167 s; output 480 tok/s.
  base ("the baseline", no speculation, baseline): 1.6 req/s, TTFT 100 ms, TPOT 10 ms: e2e 0.1 + 0.01 x 199 = 2.09 s;
  wall 6.25 s; output 320 tok/s.
  eagle vs base: request throughput 2.4 / 1.6 = 1.5x (+50%); end to end 2.09 / 1.095 = 1.909x ("1.9x" in [1.85,
  1.95)); wall 6.25 / 4.167 = 1.5x; TPOT 10 / 5 = 2x ("twice as fast per token").
* ``quant`` -- fp8 ("FP8", quantization fp8, treatment): 6 req/s, TTFT 120 ms, TPOT 6 ms, 128 output and 512 prompt
  tokens: output 768 tok/s, e2e 0.12 + 0.006 x 127 = 0.882 s.
  bf16 ("BF16", quantization bf16, baseline): 4 req/s, TTFT 160 ms, TPOT 9 ms: output 512 tok/s, e2e 0.16 + 0.009 x
  127 = 1.303 s.
  fp8 vs bf16: throughput 1.5x (+50%); TTFT -25%; TPOT -33.3%; e2e lower.
"""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, sealed_fixture  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM, 10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "spec": [A("eagle", "EAGLE-3", thr=2.4, ttft=0.1, tpot=0.005, tok=200, prompt=100,
               settings={"speculative_method": "eagle3"}, role="treatment"),
             A("base", "the baseline", thr=1.6, ttft=0.1, tpot=0.01, tok=200, prompt=100,
               settings={"speculative_method": None}, role="baseline")],
    "quant": [A("fp8", "FP8", thr=6, ttft=0.12, tpot=0.006, tok=128, prompt=512,
                settings={"quantization": "fp8"}, role="treatment"),
              A("bf16", "BF16", thr=4, ttft=0.16, tpot=0.009, tok=128, prompt=512,
                settings={"quantization": "bf16"}, role="baseline")],
}


wit = sealed_fixture("multipliers", SPECS)


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


# (witness, true statement, twins)
FRAMES = [
    # end_to_end_speed: 2.09 / 1.095 = 1.909x
    ("spec", "EAGLE-3 is about 1.9x faster end to end than the baseline.", [
        "EAGLE-3 is about 2.9x faster end to end than the baseline.",      # x1.5
        "EAGLE-3 is about 0.95x faster end to end than the baseline.",     # x0.5
        "EAGLE-3 is about 1.9x slower end to end than the baseline.",      # direction flipped
        "The baseline is about 1.9x faster end to end than EAGLE-3.",      # arms swapped
        NEG + "EAGLE-3 is about 1.9x faster end to end than the baseline.",
        "On an A100, EAGLE-3 is about 1.9x faster end to end than the baseline.",
        "With Qwen2.5-7B, EAGLE-3 is about 1.9x faster end to end than the baseline.",
    ]),
    ("spec", "EAGLE-3 runs 1.9x faster end-to-end.", [
        "EAGLE-3 runs 2.9x faster end-to-end.", "EAGLE-3 runs 0.95x faster end-to-end.",
        "The baseline runs 1.9x faster end-to-end.", NEG + "EAGLE-3 runs 1.9x faster end-to-end.",
    ]),
    ("spec", "With EAGLE-3, serving is ~1.9x faster e2e.", [
        "With EAGLE-3, serving is ~2.9x faster e2e.", "With the baseline, serving is ~1.9x faster e2e.",
    ]),
    ("spec", "EAGLE-3 yields a 1.9x end-to-end speedup over the baseline.", [
        "EAGLE-3 yields a 2.9x end-to-end speedup over the baseline.",
        "EAGLE-3 yields a 0.95x end-to-end speedup over the baseline.",
        "EAGLE-3 yields a 1.9x end-to-end slowdown over the baseline.",
        "The baseline yields a 1.9x end-to-end speedup over EAGLE-3.",
        NEG + "EAGLE-3 yields a 1.9x end-to-end speedup over the baseline.",
    ]),
    ("spec", "EAGLE-3 is 1.9x faster than the baseline end to end.", [
        "EAGLE-3 is 2.9x faster than the baseline end to end.", "EAGLE-3 is 0.95x faster than the baseline end to end.",
        "EAGLE-3 is 1.9x slower than the baseline end to end.", "The baseline is 1.9x faster than EAGLE-3 end to end.",
        NEG + "EAGLE-3 is 1.9x faster than the baseline end to end.",
    ]),
    ("spec", "EAGLE-3 runs about 1.9x faster than the baseline e2e.", [
        "EAGLE-3 runs about 2.9x faster than the baseline e2e.", "The baseline runs about 1.9x faster than EAGLE-3 e2e.",
    ]),
    ("spec", "EAGLE-3 gives a speedup of 1.9x end-to-end over the baseline.", [
        "EAGLE-3 gives a speedup of 2.9x end-to-end over the baseline.",
        "EAGLE-3 gives a slowdown of 1.9x end-to-end over the baseline.",
        "The baseline gives a speedup of 1.9x end-to-end over EAGLE-3.",
    ]),
    # equals_copula: "=" between the subject arm and a ratio
    ("spec", "EAGLE-3 = ~1.9x faster e2e.", [
        "EAGLE-3 = ~2.9x faster e2e.", "EAGLE-3 = ~0.95x faster e2e.",
        "EAGLE-3 = ~1.9x slower e2e.", "The baseline = ~1.9x faster e2e.",
        NEG + "EAGLE-3 = ~1.9x faster e2e.",
    ]),
    ("quant", "FP8 = 1.5x the request throughput of BF16.", [
        "FP8 = 2.25x the request throughput of BF16.", "BF16 = 1.5x the request throughput of FP8.",
    ]),
    ("spec", "The baseline is 1.9x slower end to end than EAGLE-3.", [
        "The baseline is 1.9x faster end to end than EAGLE-3.", "EAGLE-3 is 1.9x slower end to end than the baseline.",
    ]),
    # as_fast_alone: TPOT 10 / 5 = 2x; e2e 1.909x
    ("spec", "EAGLE-3 runs twice as fast per token.", [
        "EAGLE-3 runs three times as fast per token.", "The baseline is twice as fast per token.",
        "EAGLE-3 is twice as slow per token.", NEG + "EAGLE-3 is twice as fast per token.",
    ]),
    ("spec", "EAGLE-3 is 1.9x as fast end to end.", [
        "EAGLE-3 is 2.9x as fast end to end.", "The baseline is 1.9x as fast end to end.",
    ]),
    # arm_by_method: request throughput 2.4 / 1.6 = 1.5x, +50% output throughput
    ("spec", "Speculative decoding with EAGLE-3 delivers a 1.5x speedup in request throughput over the baseline.", [
        "Speculative decoding with EAGLE-3 delivers a 2.25x speedup in request throughput over the baseline.",
        "Speculative decoding with EAGLE-3 delivers a 0.75x speedup in request throughput over the baseline.",
        "Speculative decoding with EAGLE-3 delivers a 1.5x slowdown in request throughput over the baseline.",
        "The baseline delivers a 1.5x speedup in request throughput over speculative decoding with EAGLE-3.",
        NEG + "speculative decoding with EAGLE-3 delivers a 1.5x speedup in request throughput over the baseline.",
        "Speculative decoding with Medusa delivers a 1.5x speedup in request throughput over the baseline.",
        "On an A100, speculative decoding with EAGLE-3 delivers a 1.5x speedup in request throughput over the "
        "baseline.",
    ]),
    ("spec", "Speculative decoding using EAGLE-3 gives a 50% gain in output throughput compared to the baseline.", [
        "Speculative decoding using EAGLE-3 gives a 75% gain in output throughput compared to the baseline.",
        "Speculative decoding using EAGLE-3 gives a 25% gain in output throughput compared to the baseline.",
        "Speculative decoding using EAGLE-3 gives a 50% loss in output throughput compared to the baseline.",
    ]),
    ("spec", "Speculative decoding with EAGLE-3 yields a 1.9x end-to-end speedup.", [
        "Speculative decoding with EAGLE-3 yields a 2.9x end-to-end speedup.",
        "Speculative decoding with Medusa yields a 1.9x end-to-end speedup.",
    ]),
    # arm_by_config, a generic gerund object: 6 / 4 = 1.5x
    ("quant", "Running the model in FP8 instead of BF16 gave 1.5x the throughput.", [
        "Running the model in FP8 instead of BF16 gave 2.25x the throughput.",
        "Running the model in FP8 instead of BF16 gave 0.75x the throughput.",
        "Running the model in BF16 instead of FP8 gave 1.5x the throughput.",
        NEG + "running the model in FP8 instead of BF16 gave 1.5x the throughput.",
        "Running Qwen2.5-7B in FP8 instead of BF16 gave 1.5x the throughput.",
        "Running the model in INT4 instead of BF16 gave 1.5x the throughput.",
    ]),
    ("quant", "Serving the weights in FP8 rather than BF16 yields 1.5 times the output throughput.", [
        "Serving the weights in FP8 rather than BF16 yields 3 times the output throughput.",
        "Serving the weights in BF16 rather than FP8 yields 1.5 times the output throughput.",
    ]),
    # comparative_list: TTFT 120 < 160 ms, TPOT 6 < 9 ms, throughput 6 > 4 req/s, e2e 0.882 < 1.303 s
    ("quant", "On one H100, FP8 achieves lower TTFT, lower TPOT and higher throughput than BF16.", [
        "On one H100, FP8 achieves higher TTFT, lower TPOT and higher throughput than BF16.",
        "On one H100, FP8 achieves lower TTFT, higher TPOT and higher throughput than BF16.",
        "On one H100, FP8 achieves lower TTFT, lower TPOT and lower throughput than BF16.",
        "On one H100, BF16 achieves lower TTFT, lower TPOT and higher throughput than FP8.",
        NEG + "on one H100, FP8 achieves lower TTFT, lower TPOT and higher throughput than BF16.",
        "On one A100, FP8 achieves lower TTFT, lower TPOT and higher throughput than BF16.",
        "On one H100, INT4 achieves lower TTFT, lower TPOT and higher throughput than BF16.",
    ]),
    ("quant", "FP8 has lower mean TTFT and TPOT compared to BF16.", [
        "FP8 has higher mean TTFT and TPOT compared to BF16.", "BF16 has lower mean TTFT and TPOT compared to FP8.",
    ]),
    ("quant", "FP8 shows higher output throughput as well as lower end-to-end latency versus BF16.", [
        "FP8 shows lower output throughput as well as lower end-to-end latency versus BF16.",
        "FP8 shows higher output throughput as well as higher end-to-end latency versus BF16.",
    ]),
    ("quant", "FP8 delivers 1.5x higher request throughput and 25% lower mean TTFT than BF16.", [
        "FP8 delivers 2.25x higher request throughput and 25% lower mean TTFT than BF16.",
        "FP8 delivers 0.75x higher request throughput and 25% lower mean TTFT than BF16.",
        "FP8 delivers 1.5x higher request throughput and 37.5% lower mean TTFT than BF16.",
        "FP8 delivers 1.5x higher request throughput and 12.5% lower mean TTFT than BF16.",
        "FP8 delivers 1.5x higher request throughput and 25% higher mean TTFT than BF16.",
    ]),
    # signed_rate and more_throughput: +50% req/s, TPOT (6 - 9) / 9 = -33.3%; output 768 / 512 = 1.5x
    ("quant", "FP8 gives +50% req/s and -33% TPOT vs BF16.", [
        "FP8 gives +75% req/s and -33% TPOT vs BF16.", "FP8 gives +25% req/s and -33% TPOT vs BF16.",
        "FP8 gives -50% req/s and -33% TPOT vs BF16.", "BF16 gives +50% req/s and -33% TPOT vs FP8.",
    ]),
    ("quant", "FP8 gives 1.5x more output throughput.", [
        "FP8 gives 2.25x more output throughput.", "BF16 gives 1.5x more output throughput.",
        NEG + "FP8 gives 1.5x more output throughput.",
    ]),
    # "exhibits" (a neutral verb), metric_list's lead-in with a class of metrics
    ("quant", "BF16 exhibits 1.5x lower request throughput than FP8.", [
        "FP8 exhibits 1.5x lower request throughput than BF16.", "BF16 exhibits 2.25x lower request throughput than FP8.",
    ]),
    ("quant", "FP8 outperforms BF16 on every latency metric we report (TTFT, TPOT and end-to-end latency).", [
        "BF16 outperforms FP8 on every latency metric we report (TTFT, TPOT and end-to-end latency).",
    ]),
]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("name,statement", [
    # one item of the list in the wrong direction: contradicted under every meaning
    ("quant", "FP8 achieves lower TTFT, higher TPOT and higher throughput than BF16."),
    ("quant", "FP8 has higher TTFT and TPOT than BF16."),
    # the end-to-end ratio contradicted as the latency (1.909x) and as the wall (1.5x)
    ("spec", "EAGLE-3 is about 2.9x faster end to end than the baseline."),
    ("spec", "EAGLE-3 yields a 1.2x end-to-end speedup over the baseline."),
    ("spec", "Speculative decoding with EAGLE-3 delivers a 2.25x speedup in request throughput over the baseline."),
    ("quant", "Running the model in FP8 instead of BF16 gave 2.25x the throughput."),
])
def test_a_contradicted_complete_reading_is_false(wit, name, statement):
    assert grade_in(wit, name, statement).verdict == "false"


@pytest.mark.parametrize("name,statement", [
    # "end to end" as the whole run's wall time: 6.25 / 4.167 = 1.5x -- the other meaning agrees, never false
    ("spec", "EAGLE-3 is about 1.5x faster end to end than the baseline."),
    ("spec", "EAGLE-3 yields a 1.5x end-to-end speedup over the baseline."),
    ("spec", "EAGLE-3 is 1.5x faster than the baseline end to end."),
    ("spec", "EAGLE-3 gives a speedup of 1.5x end to end."),
    ("spec", "EAGLE-3 is faster than the baseline end to end."),              # a direction alone: not read
    # honest scopes and what stays unread
    ("spec", "EAGLE-3 is about 1.9x faster end to end than the baseline; results may differ on other GPUs."),
    ("quant", "On one H100, FP8 achieves lower TTFT, lower TPOT and higher throughput than BF16 (not tested on A100)."),
    ("quant", "FP8 has lower TTFT or lower TPOT than BF16."),                 # "or": not read
    ("quant", "FP8 does not have lower TTFT and TPOT than BF16."),            # a denied conjunction: not read
    ("spec", "EAGLE-3 is twice as fast."),                                    # which speed? not read
    ("spec", "Speculative decoding with Medusa yields a 1.9x end-to-end speedup."),  # Medusa: no arm
])
def test_honest_or_unclear_statements_are_never_false(wit, name, statement):
    assert_never_false(grade_in(wit, name, statement), statement)


def test_a_method_the_witness_did_not_run_is_not_yet(wit):
    """"with Medusa" is read as the run's speculative method (production spec_method); the witness ran EAGLE-3, so the
    statement is about an arm it does not have: not-yet, naming the method (before spec_method, the words were unread)."""
    s = "Speculative decoding with Medusa yields a 1.9x end-to-end speedup."
    res = grade_in(wit, "spec", s)
    assert res.verdict == "not-yet", (s, res.verdict)
    assert "medusa" in res.reason.lower(), res.reason


@pytest.mark.parametrize("name,statement", [
    ("spec", "Speculative decoding with Medusa yields a 1.9x end-to-end speedup."),
    ("spec", "The run with Medusa took 9 s."),
])
def test_another_speculative_method_in_the_statement_is_never_false(wit, name, statement):
    assert_never_false(grade_in(wit, name, statement), statement)


@pytest.mark.parametrize("name,statement", [
    ("quant", "FP8 has lower TTFT or lower TPOT than BF16."),
    ("quant", "FP8 does not have lower TTFT and TPOT than BF16."),
    ("spec", "EAGLE-3 is twice as fast."),
    ("spec", "EAGLE-3 is faster than the baseline end to end."),
    # TTFT 25% lower, TPOT 33.3% lower: does the 25% carry over to TPOT? Either reading could pass a sentence the
    # writer did not mean, so neither is read (before, TPOT took the direction alone and this was net-true)
    ("quant", "FP8 has 25% lower TTFT and TPOT than BF16."),
    ("quant", "FP8 has 33% lower TPOT and TTFT than BF16."),
    ("quant", "FP8 achieves 1.5x higher request throughput and output throughput than BF16."),
])
def test_what_names_no_one_reading_stays_unread(wit, name, statement):
    res = grade_in(wit, name, statement)
    assert res.reading is not None and res.reading.unread, statement
    assert res.verdict == "not-yet"


@settings(max_examples=examples(31), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(tenths=st.integers(min_value=10, max_value=40))
def test_only_the_witnessed_end_to_end_ratio_is_net_true(wit, tenths):
    """2.09 / 1.095 = 1.909x (hand value above): 'N x faster end to end' is net-true only where the stated precision
    holds it: 1.9 (+-0.05: [1.85, 1.95)) and the whole '2' (+-0.1: [1.9, 2.1)); at 1.5 the wall-time meaning (6.25 /
    4.167 = 1.5x) agrees, so never false; a whole '1x' is contradicted only outside [0.95, 2) (its truncated digit:
    quantities.dispute), so 1.909x leaves it not-yet; every other N is contradicted under both meanings."""
    v = Decimal(tenths) / 10
    res = grade_in(wit, "spec", f"EAGLE-3 is {v}x faster end to end than the baseline.")
    want = "net-true" if v in (Decimal("1.9"), Decimal("2")) else "not-yet" if v in (Decimal("1.5"), Decimal("1")) \
        else "false"
    assert res.verdict == want, (v, res.reason)


@settings(max_examples=examples(8), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(flips=st.lists(st.booleans(), min_size=3, max_size=3))
def test_every_direction_of_a_comparative_list_is_checked(wit, flips):
    """TTFT lower, TPOT lower, throughput higher (hand values above): the list is net-true only as witnessed; any
    item flipped is contradicted (false)."""
    flip = {"lower": "higher", "higher": "lower"}
    items = [("lower", "TTFT"), ("lower", "TPOT"), ("higher", "request throughput")]
    words = [f"{flip[d] if f else d} {m}" for (d, m), f in zip(items, flips)]
    res = grade_in(wit, "quant", f"FP8 achieves {words[0]}, {words[1]} and {words[2]} than BF16.")
    assert res.verdict == ("false" if any(flips) else "net-true"), (flips, res.reason)
