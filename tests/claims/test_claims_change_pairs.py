"""Paired values attached to a change, label lines naming the baseline, up-from values and counts over every arm
(issue 16; productions paren_from_to and bare_change_pair -- claimcheck/claims/pair_frames.py, bare_change.py; the
baseline phrases of arm_by_declaration; pair_unit_carried after "up from"; request_counts' arm nouns):

* a before-then-after pair in parentheses right after a percent or a ratio: "Medusa cuts mean end-to-end latency by
  45% (1.075 s to 0.59 s)", "(from 1.075 s to 0.59 s)", "(1.075 s -> 0.59 s)";
* a change verb with no amount and its two values in parentheses: "TTFT goes up slightly with Medusa (90 ms vs 75
  ms)": a direction, the pair the compared arms' values;
* "baseline" with no article where the baseline arm's own alias is "the baseline": "Mean E2E latency: baseline
  1.075 s, Medusa 0.59 s";
* "up from" / "down from" with the unit left out and thousands separators: "FP8 delivers 1,536 total tokens per
  second, up from 1,024 with BF16";
* a zero of failures over every arm: "No requests failed with either precision", "Zero requests failed in either
  configuration", "There were no failed requests with both precisions".

Each true statement is read completely and net-true; no twin (numbers x1.5 / x0.5, direction flipped, arms or values
swapped, a negation, a wrong GPU / model) is net-true; honest statements are never false.

Witnesses, worked out by hand (10 requests per arm, real_sentences.witness_specs.arm_rows: every request of an arm
has the same TTFT and TPOT, e2e = TTFT + TPOT x (output tokens - 1), wall = 10 / throughput):

* ``spec`` -- medusa (speculative_method medusa, treatment, alias "Medusa"): 4 req/s, TTFT 90 ms, TPOT 5 ms, 101
  output + 100 prompt tokens: e2e 0.09 + 0.005 x 100 = 0.59 s, 404 output tok/s, 804 total tok/s; plain
  (speculative_method none, baseline, alias "the baseline"): 2 req/s, TTFT 75 ms, TPOT 10 ms: e2e 0.075 + 1.0 =
  1.075 s, 202 output tok/s, 402 total tok/s. medusa vs plain: e2e (0.59 - 1.075) / 1.075 = -45.1%; TPOT -50%;
  output tok/s +100% (2x); TTFT +15 ms (+20%).
* ``prec`` -- fp8 (quantization fp8, treatment, alias "FP8"): 6 req/s, TTFT 120 ms, TPOT 8 ms, 64 output + 192 prompt
  tokens: 384 output tok/s, 6 x 256 = 1,536 total tok/s; bf16 (bf16, baseline, alias "BF16"): 4 req/s, TTFT 160 ms,
  TPOT 12 ms: 256 output tok/s, 1,024 total tok/s. No request failed in either arm.
* ``fail`` -- ``prec`` with fp8's request t003 failed (ok false): one failure, in fp8 only.
* ``three`` -- ``prec``'s two arms and int8 (quantization int8), whose request t003 failed: "either" / "both" say two
  arms of three (which two?): not read, never false.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, frame_tests, seal_specs  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from hypothesis_profiles import examples  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

SCOPE = "Llama-3.1-8B-Instruct on one H100 with vLLM, 10 requests per arm"
NEG = "It is not true that "

SPECS = {
    "spec": [A("medusa", "Medusa", thr=4, ttft=0.09, tpot=0.005, tok=101, prompt=100,
               settings={"speculative_method": "medusa"}, role="treatment"),
             A("plain", "the baseline", thr=2, ttft=0.075, tpot=0.01, tok=101, prompt=100,
               settings={"speculative_method": None}, role="baseline")],
    "prec": [A("fp8", "FP8", thr=6, ttft=0.12, tpot=0.008, tok=64, prompt=192,
               settings={"quantization": "fp8"}, role="treatment"),
             A("bf16", "BF16", thr=4, ttft=0.16, tpot=0.012, tok=64, prompt=192,
               settings={"quantization": "bf16"}, role="baseline")],
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    out = seal_specs(tmp_path_factory, "change_pairs", SPECS)
    root = tmp_path_factory.mktemp("change_pairs_failed")
    w, files = witness_for(Spec("fail", SPECS["prec"], key=""))
    rows = [dict(r, ok=False) if (r["arm"], r["task_id"]) == ("fp8", "t003") else r for r in files["rows.jsonl"]]
    out["fail"] = str(seal(root / "fail", w, {"rows.jsonl": rows}))
    three = SPECS["prec"] + [A("int8", "INT8", thr=5, ttft=0.14, tpot=0.01, tok=64, prompt=192,
                               settings={"quantization": "int8"}, role="treatment")]
    w, files = witness_for(Spec("three", three, key=""))
    rows = [dict(r, ok=False) if (r["arm"], r["task_id"]) == ("int8", "t003") else r for r in files["rows.jsonl"]]
    out["three"] = str(seal(root / "three", w, {"rows.jsonl": rows}))
    return out


def grade_in(wit, name: str, statement: str):
    return grade_statement(statement, wit[name], SCOPE)


# (witness, true statement, twins)
FRAMES = [
    # --- paren_from_to: a before-then-after pair after a percent or a ratio
    ("spec", "Medusa cuts mean end-to-end latency by 45% (1.075 s to 0.59 s).", [
        "Medusa cuts mean end-to-end latency by 68% (1.075 s to 0.59 s).",        # x1.5
        "Medusa cuts mean end-to-end latency by 23% (1.075 s to 0.59 s).",        # x0.5
        "Medusa cuts mean end-to-end latency by 45% (1.6 s to 0.89 s).",          # values x1.5
        "Medusa cuts mean end-to-end latency by 45% (0.59 s to 1.075 s).",        # values swapped
        "Medusa raises mean end-to-end latency by 45% (1.075 s to 0.59 s).",      # direction flipped
        "The baseline cuts mean end-to-end latency by 45% (1.075 s to 0.59 s).",  # arms swapped
        NEG + "Medusa cuts mean end-to-end latency by 45% (1.075 s to 0.59 s).",
        "On an A100, Medusa cuts mean end-to-end latency by 45% (1.075 s to 0.59 s).",
        "Medusa cuts mean end-to-end latency by 45% (1.075 s to 0.59 s) on Llama-3.1-70B.",
    ]),
    ("spec", "Medusa reduces mean E2E latency by 45% (from 1.075 s to 0.59 s).", [
        "Medusa reduces mean E2E latency by 45% (from 0.54 s to 0.3 s).",         # values x0.5
        "Medusa reduces mean E2E latency by 45% (from 0.59 s to 1.075 s).",
    ]),
    ("spec", "Medusa lowers mean end-to-end latency by 45% (1.075 s -> 0.59 s).", [
        "Medusa lowers mean end-to-end latency by 45% (0.59 s -> 1.075 s).",
        "Medusa lowers mean end-to-end latency by 45% (1.075 s -> 0.89 s).",
    ]),
    ("spec", "Medusa doubles output throughput (202 \u2192 404 tok/s).", [
        "Medusa doubles output throughput (303 \u2192 606 tok/s).",
        "Medusa doubles output throughput (404 \u2192 202 tok/s).",
    ]),
    ("spec", "Medusa raises output throughput by 100% (202 to 404 tok/s).", [
        "Medusa raises output throughput by 150% (202 to 404 tok/s).",
        "Medusa raises output throughput by 100% (101 to 202 tok/s).",
        "Medusa raises output throughput by 100% (404 to 202 tok/s).",
    ]),
    ("spec", "Medusa cuts mean TPOT 2x (10 ms to 5 ms).", [
        "Medusa cuts mean TPOT 3x (10 ms to 5 ms).",
        "Medusa cuts mean TPOT 2x (15 ms to 7.5 ms).",
    ]),
    # --- bare_change_pair: a change verb with no amount, the pair in parentheses
    ("spec", "TTFT goes up slightly with Medusa (90 ms vs 75 ms).", [
        "TTFT goes down slightly with Medusa (90 ms vs 75 ms).",                  # direction flipped
        "TTFT goes up slightly with Medusa (135 ms vs 113 ms).",                  # x1.5
        "TTFT goes up slightly with Medusa (45 ms vs 38 ms).",                    # x0.5
        "TTFT goes up slightly with the baseline (90 ms vs 75 ms).",              # arms swapped
        NEG + "TTFT goes up slightly with Medusa (90 ms vs 75 ms).",
        "On an A100, TTFT goes up slightly with Medusa (90 ms vs 75 ms).",
    ]),
    ("spec", "With Medusa TTFT goes up a bit (75 ms -> 90 ms).", [
        "With Medusa TTFT goes up a bit (90 ms -> 75 ms).",                      # before and after swapped
        "With Medusa TTFT goes down a bit (75 ms -> 90 ms).",
        "With the baseline TTFT goes up a bit (75 ms -> 90 ms).",
        "With Medusa TTFT goes up a bit (113 ms -> 135 ms).",
    ]),
    ("spec", "TTFT increases marginally with Medusa (from 75 ms to 90 ms).", [
        "TTFT increases marginally with Medusa (from 90 ms to 75 ms).",
        "TTFT increases marginally with Medusa (from 38 ms to 45 ms).",
        NEG + "TTFT increases marginally with Medusa (from 75 ms to 90 ms).",
    ]),
    ("spec", "Mean TTFT rises a little under Medusa (90 ms vs. 75 ms).", [
        "Mean TTFT falls a little under Medusa (90 ms vs. 75 ms).",
        "Mean TTFT rises a little under the baseline (90 ms vs. 75 ms).",
    ]),
    ("spec", "With Medusa, mean TPOT drops (5 ms vs 10 ms).", [
        "With Medusa, mean TPOT rises (5 ms vs 10 ms).",
        "With the baseline, mean TPOT drops (5 ms vs 10 ms).",
        "With Medusa, mean TPOT drops (7.5 ms vs 15 ms).",
    ]),
    ("prec", "Mean TPOT moderately decreases with FP8 (8 ms vs 12 ms).", [
        "Mean TPOT slightly decreases with FP8 (8 ms vs 12 ms).",  # 1.5x: past "slightly" (size_words.py)
        "Mean TPOT slightly increases with FP8 (8 ms vs 12 ms).",
        "Mean TPOT slightly decreases with BF16 (8 ms vs 12 ms).",
        "Mean TPOT slightly decreases with FP8 (4 ms vs 6 ms).",
    ]),
    ("prec", "Mean TTFT improves on FP8 (120 ms vs 160 ms).", [
        "Mean TTFT worsens on FP8 (120 ms vs 160 ms).",
        "Mean TTFT improves on BF16 (120 ms vs 160 ms).",
    ]),
    # --- "baseline" with no article: the baseline arm's own phrases
    ("spec", "Mean E2E latency: baseline 1.075 s, Medusa 0.59 s.", [
        "Mean E2E latency: baseline 0.59 s, Medusa 1.075 s.",                     # values swapped
        "Mean E2E latency: baseline 1.6 s, Medusa 0.89 s.",                       # x1.5
        "Mean E2E latency: baseline 0.54 s, Medusa 0.3 s.",                       # x0.5
        "On an A100, mean E2E latency: baseline 1.075 s, Medusa 0.59 s.",
    ]),
    ("spec", "Mean TTFT: Medusa 90 ms, baseline run 75 ms.", [
        "Mean TTFT: Medusa 75 ms, baseline run 90 ms.",
    ]),
    ("spec", "Medusa is 2x faster than baseline in request throughput.", [
        "Medusa is 3x faster than baseline in request throughput.",
        "Baseline is 2x faster than Medusa in request throughput.",
        NEG + "Medusa is 2x faster than baseline in request throughput.",
    ]),
    ("spec", "Baseline mean TTFT is 75 ms.", ["Baseline mean TTFT is 113 ms.", "Baseline mean TTFT is 90 ms."]),
    # --- up from / down from, the unit left out, thousands separators
    ("prec", "FP8 delivers 1,536 total tokens per second, up from 1,024 with BF16.", [
        "FP8 delivers 2,304 total tokens per second, up from 1,024 with BF16.",   # x1.5
        "FP8 delivers 1,536 total tokens per second, up from 512 with BF16.",     # x0.5
        "BF16 delivers 1,536 total tokens per second, up from 1,024 with FP8.",   # arms swapped
        "FP8 delivers 1,024 total tokens per second, down from 1,536 with BF16.",  # values swapped
        NEG + "FP8 delivers 1,536 total tokens per second, up from 1,024 with BF16.",
        "On an A100, FP8 delivers 1,536 total tokens per second, up from 1,024 with BF16.",
    ]),
    ("prec", "FP8 delivers 1,536 total tokens per second, up from 1,024 tokens per second with BF16.", [
        "FP8 delivers 1,536 total tokens per second, up from 768 tokens per second with BF16.",
    ]),
    ("prec", "FP8 reaches 384 output tokens per second, up from 256 with BF16.", [
        "FP8 reaches 576 output tokens per second, up from 256 with BF16.",
        "BF16 reaches 384 output tokens per second, up from 256 with FP8.",
    ]),
    ("prec", "FP8 serves 6 requests per second, up from 4 on BF16.", [
        "FP8 serves 9 requests per second, up from 4 on BF16.",
        "FP8 serves 6 requests per second, up from 2 on BF16.",
    ]),
    ("prec", "Mean TTFT is 120 ms with FP8, down from 160 with BF16.", [
        "Mean TTFT is 120 ms with BF16, down from 160 with FP8.",
        "Mean TTFT is 180 ms with FP8, down from 240 with BF16.",
    ]),
    # --- a zero of failures over every arm
    ("prec", "No requests failed with either precision.", [
        NEG + "no requests failed with either precision.",
        "No requests failed with either precision on an A100.",
    ]),
    ("prec", "Zero requests failed in either configuration.", [NEG + "zero requests failed in either configuration."]),
    ("prec", "There were no failed requests with both precisions.", [
        "There were no failed requests with both precisions on Llama-3.1-70B."]),
    ("prec", "All 10 requests completed with both precisions.", [
        "All 15 requests completed with both precisions.", "All 5 requests completed with both precisions."]),
    ("prec", "0 requests failed under either precision.", []),
    ("prec", "FYI no requests failed with either precision.", [NEG + "FYI no requests failed with either precision."]),
    # "(N/N)" after a universal zero and its unit: every request of each run completed (10 of 10)
    ("prec", "No failed requests in either run (10/10).", [
        "No failed requests in either run (15/15).", "No failed requests in either run (5/5).",
        NEG + "no failed requests in either run (10/10).",
    ]),
    ("prec", "Zero requests failed across both precisions (10/10).", ["Zero requests failed across both precisions (20/20)."]),
    # rates written in thousands (production kilo_rate): 1.5k = 1500 +- 50 holds 1,536; 1.0k / 1k = 1000 +- 50 holds 1,024
    ("prec", "Total throughput was 1.5k tok/s with FP8 vs 1.0k with BF16.", [
        "Total throughput was 2.3k tok/s with FP8 vs 1.0k with BF16.",           # x1.5
        "Total throughput was 1.5k tok/s with FP8 vs 0.5k with BF16.",           # x0.5
        "Total throughput was 1.0k tok/s with FP8 vs 1.5k with BF16.",           # values swapped
        NEG + "total throughput was 1.5k tok/s with FP8 vs 1.0k with BF16.",
    ]),
    ("prec", "FP8 reaches 1.5K total tokens/s, up from 1.0K with BF16.", [
        "FP8 reaches 1.5K total tokens/s, up from 0.75K with BF16.",
        "BF16 reaches 1.5K total tokens/s, up from 1.0K with FP8.",
    ]),
    ("prec", "FP8 total throughput hit 1.5k tok/s vs 1k for BF16.", [
        "FP8 total throughput hit 2.3k tok/s vs 1k for BF16.",
        "BF16 total throughput hit 1.5k tok/s vs 1k for FP8.",
    ]),
]


test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, grade_in)


@pytest.mark.parametrize("name,statement", [
    ("spec", "Medusa cuts mean end-to-end latency by 45% (0.59 s to 1.075 s)."),  # the values' order is their own
    ("spec", "TTFT goes down slightly with Medusa (90 ms vs 75 ms)."),
    ("spec", "Mean E2E latency: baseline 0.59 s, Medusa 1.075 s."),
    ("prec", "BF16 delivers 1,536 total tokens per second, up from 1,024 with FP8."),
    ("fail", "No requests failed with either precision."),                       # fp8 had one failure
    ("fail", "There were zero failed requests across both precisions."),
    ("fail", "No failed requests in either run (10/10)."),                      # fp8 completed 9 of 10
])
def test_a_contradicted_reading_read_completely_is_false(wit, name, statement):
    """A flipped direction, swapped values or arms, a failure the rows record: contradicted (hand values above)."""
    assert grade_in(wit, name, statement).verdict == "false"


@pytest.mark.parametrize("name,statement", [
    ("spec", "TTFT goes up with Medusa."),                                   # no values: no baseline said
    ("spec", "TTFT rises sharply with Medusa (90 ms vs 75 ms)."),            # 'sharply' asserts more: unread
    ("spec", "TTFT goes up slightly with Medusa compared to 75 ms before."),
    ("spec", "TTFT rises (+20%) with Medusa."),
    ("spec", "Medusa cuts mean end-to-end latency by 45% (1.075 s to 0.59 s at concurrency 8)."),
    ("spec", "Results may differ on other GPUs; TTFT goes up slightly with Medusa (90 ms vs 75 ms)."),
    ("prec", "FP8 delivers 1,536 total tokens per second, up from 153 with BF16."),   # 10x apart: unit unclear
    ("prec", "FP8 delivers 1,536 total tokens per second, down from 1,024 with BF16."),  # the particle disagrees
    ("prec", "Mean TTFT is 120 ms with FP8, down from 1.6 with BF16."),
    ("prec", "10 requests completed with either precision."),                # 'either' only after a zero
    ("prec", "No requests failed with either precision; not tested on A100."),
    ("fail", "No requests failed with BF16."),
    ("three", "No requests failed with either precision."),                  # FP8 and BF16 had none: which two?
    ("prec", "No requests failed (10/10)."),                                   # per arm or in total? not read
    ("prec", "No requests failed in either run (9/10)."),
    ("three", "Zero requests failed in either configuration."),
    ("prec", "FP8 reaches 1.5k tokens/s."),                          # output (384) or total (1,536)? never false
    ("prec", "FP8 was run with 8k context and reached 1.5k total tok/s."),   # "8k context": a length, unread
    ("prec", "With a 2k prompt, FP8 reaches 1.5k total tok/s."),
])
def test_honest_or_unclear_sentences_are_never_false(wit, name, statement):
    assert_never_false(grade_in(wit, name, statement), statement)


@settings(max_examples=examples(25), deadline=None)
@given(before=st.integers(min_value=600, max_value=1500), after=st.integers(min_value=150, max_value=599))
def test_a_parenthesised_from_to_pair_is_net_true_only_at_the_witnessed_values(wit, before, after):
    """(e2e of plain, e2e of medusa) = (1075 ms, 590 ms) exactly; the percent is the witnessed one, so the sentence
    is net-true only at those two values and false at any other (every other integer is outside +-0.5 ms)."""
    res = grade_in(wit, "spec", f"Medusa cuts mean end-to-end latency by 45% ({before} ms to {after} ms).")
    assert res.verdict == ("net-true" if (before, after) == (1075, 590) else "false"), (before, after, res.reason)


@settings(max_examples=examples(25), deadline=None)
@given(old=st.integers(min_value=200, max_value=2000))
def test_an_up_from_value_with_its_unit_left_out_is_net_true_only_at_the_witnessed_value(wit, old):
    """bf16's total token rate is 1,024 tok/s: 'up from N' (N below 1,536, within 10x) is net-true only at 1,024."""
    res = grade_in(wit, "prec", f"FP8 delivers 1,536 total tokens per second, up from {old:,} with BF16.")
    if old >= 1536:
        assert res.verdict != "net-true"
    else:
        assert res.verdict == ("net-true" if old == 1024 else "false"), (old, res.reason)
