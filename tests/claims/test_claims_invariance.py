"""Invariance and absence frames of real write-ups (claimcheck/claims/unchanged.py production unchanged_value,
lead_labels.py topic_summary / reliability_label, grammar.quantified_phrases, count_frames' arm units):

* "TTFT unchanged (~100 ms with and without EAGLE)", "Mean TTFT is unchanged: ~100 ms with or without EAGLE",
  "mean ttft unchanged, 100ms with and without EAGLE": the value after a no-change word is each arm's where an every-arm
  phrase the grammar knows follows it (both_states' on / off pair, a quantified_arms phrase such as "either way" or "in
  both configurations"), as "(mean 45 ms on both versions)" already was; a phrase naming one arm ("with EAGLE") never.
  Before: the value was unread ("a value that names no metric").
* "Decoding is unaffected: TPOT stays at 10 ms with or without prefix caching": the topic lead says "flat"; a clause that
  says a value stays agrees with it only where the value is said of every arm ("with or without X", "in both
  configurations", "in all three configurations"), never of one arm ("stays at 10 ms with prefix caching": unread).
* "No regressions in completion rate: 128/128 requests succeed with and without prefix caching": the reliability label
  before a count of every task ("128/128", as "all 128") in every arm ("with and without X", "on both A and B").
* "no failed requests on either box", "Neither box dropped anything": "box" / "boxes" a hardware noun of the arms.
* "The P99 TTFT stays at 0.6 s for all three KV cache data types": a quantifier over a setting every arm declares a
  different word for (kv_cache_dtype), not only a numeric sweep.
* "Output throughput does not improve at c64: 480 tok/s vs 502 tok/s at c32", "TTFT did not get better", "No
  improvement in TPOT": an improvement denied (unchanged.py, production unchanged_at; tolerance.denied_move): holds
  when the subject is not better at all, false only when it is 2x better (a smaller gain: not-yet, so the arms-swapped
  twin of a true denial with a 4.6% gap is never net-true and never false); an arm named that the declared roles do not
  make the treatment is compared with the other arm by the reader: its contradiction held back. Its un-negated twin
  ("Output throughput improves at c64") stays unread. So are a rise, a fall and a worsening denied ("TTFT does not
  increase at c64", "throughput did not drop", "TPOT didn't get worse"), strict on the denied side; and a no-change
  word at one arm of two ("Output throughput does not change at c64", "is unchanged with c64"): the 5% band both ways.

Witnesses, worked out by hand (vLLM, Llama-3.1-8B-Instruct on one H100; real_sentences.witness_specs: ``ttft_mp``
nine requests at one TTFT and one slower so that the mean and numpy's linear p99 are the two numbers):

* ``eagle``: eagle (alias EAGLE, speculative_method eagle, treatment) 2.5 req/s, TPOT 20 ms; base (speculative_method
  none, baseline) 2.0 req/s, TPOT 30 ms; TTFT mean 100 ms, p99 300 ms in both: 9a + b = 1.0 s, a + 0.91 (b - a) = 0.3
  -> a = 75.3 ms (the median), b = 322.2 ms. 10 requests of 100 output tokens per arm.
* ``apc``: apc_on (prefix_caching true, treatment) 3.2 req/s, TTFT 80 ms, TPOT 10 ms; apc_off (prefix_caching false,
  baseline) 2 req/s, TTFT 250 ms, TPOT 10 ms; 128 requests per arm, every one completed. ``apc_fail``: the same with
  tasks t000 and t001 of apc_off failed (126 of 128 completed there).
* ``rtx``: rtx4090 (hardware RTX 4090, treatment) and rtx3090 (RTX 3090, baseline), 10 requests each, all completed;
  ``rtx_fail``: task t003 of rtx3090 failed.
* ``conc``: c32 (concurrency 32, baseline) and c64 (concurrency 64, treatment), 32 requests of 100 output tokens each:
  502 vs 480 output tok/s (c64 / c32 = 0.956: 4.4% worse; c32 / c64 = 1.046), TTFT 100 vs 300 ms, TPOT 30 vs 20 ms (c64
  1.5x better: between the bands). x1.5: 753 / 720 tok/s; x0.5: 251 / 240 tok/s. ``conc_up``: the same with c64 at 1100
  output tok/s (2.19x c32's 502: beyond the 2x false edge).
* ``kv``: auto (kv_cache_dtype auto, baseline), fp8e4 (fp8_e4m3), fp8e5 (fp8_e5m2); TTFT mean 0.5 s, p99 0.6 s in all
  three: a = 487.7 ms, b = 611.1 ms (9a + b = 5, a + 0.91 (b - a) = 0.6); TPOT 30 / 25 / 20 ms.
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

NEG = "It is not true that "
SCOPES = {"eagle": "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm",
          "apc": "vLLM, Llama-3.1-8B-Instruct on one H100, 128 requests per arm",
          "rtx": "vLLM, Llama-3.1-8B-Instruct, 10 requests per arm",
          "kv": "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm",
          "conc": "vLLM, Llama-3.1-8B-Instruct on one H100, 32 requests per arm"}
EAGLE = [A("eagle", "EAGLE", thr=2.5, ttft_mp=(0.1, 0.3), tpot=0.02, tok=100, settings={"speculative_method": "eagle"},
           role="treatment"),
         A("base", thr=2.0, ttft_mp=(0.1, 0.3), tpot=0.03, tok=100, settings={"speculative_method": "none"},
           role="baseline")]
APC = [A("apc_on", thr=3.2, ttft=0.08, tpot=0.01, tok=100, n=128, settings={"prefix_caching": True}, role="treatment"),
       A("apc_off", thr=2, ttft=0.25, tpot=0.01, tok=100, n=128, settings={"prefix_caching": False}, role="baseline")]
RTX = [A("rtx4090", "RTX 4090", thr=2, ttft=0.1, tpot=0.02, hardware="1 x NVIDIA GeForce RTX 4090", role="treatment"),
       A("rtx3090", "RTX 3090", thr=1.5, ttft=0.15, tpot=0.03, hardware="1 x NVIDIA GeForce RTX 3090", role="baseline")]
CONC = [A("c32", toks=502, ttft=0.1, tpot=0.03, tok=100, n=32, settings={"concurrency": 32}, role="baseline"),
        A("c64", toks=480, ttft=0.3, tpot=0.02, tok=100, n=32, settings={"concurrency": 64}, role="treatment")]
CONC_UP = [CONC[0], A("c64", toks=1100, ttft=0.3, tpot=0.02, tok=100, n=32, settings={"concurrency": 64},
                      role="treatment")]
KV = [A("auto", thr=2, ttft_mp=(0.5, 0.6), tpot=0.03, settings={"kv_cache_dtype": "auto"}, role="baseline"),
      A("fp8e4", thr=2.2, ttft_mp=(0.5, 0.6), tpot=0.025, settings={"kv_cache_dtype": "fp8_e4m3"}),
      A("fp8e5", thr=2.3, ttft_mp=(0.5, 0.6), tpot=0.02, settings={"kv_cache_dtype": "fp8_e5m2"})]


def _seal(root: Path, name: str, arms, failed: dict[str, set[str]] | None = None, **kw) -> str:
    w, files = witness_for(Spec(name, list(arms), key="", **kw))
    for rows in files.values():
        for r in rows:
            if failed and r["task_id"] in failed.get(r["arm"], ()):
                r.update(ok=False, error="HTTP 500: internal server error", first_token_s=None, completion_tokens=0)
    return str(seal(root / name, w, files))


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("invariance")
    return {"eagle": _seal(root, "eagle", EAGLE), "apc": _seal(root, "apc", APC),
            "apc_fail": _seal(root, "apc_fail", APC, {"apc_off": {"t000", "t001"}}),
            "rtx": _seal(root, "rtx", RTX, hw=None), "rtx_fail": _seal(root, "rtx_fail", RTX, {"rtx3090": {"t003"}}, hw=None),
            "kv": _seal(root, "kv", KV), "conc": _seal(root, "conc", CONC), "conc_up": _seal(root, "conc_up", CONC_UP)}


def _grade(witnesses, name, statement):
    return grade_statement(statement, witnesses[name], SCOPES[name.split("_")[0]])


#: the eagle twins: the value x1.5 / x0.5, the p99 said as the mean, another metric, a value only one arm has, negation
EAGLE_TWINS = ["Mean TTFT unchanged (~150 ms with and without EAGLE)", "Mean TTFT unchanged (~50 ms with and without EAGLE)",
               "p99 TTFT unchanged (~100 ms with and without EAGLE)", "Mean TTFT unchanged (~300 ms with and without EAGLE)",
               "Mean TPOT unchanged (~20 ms with and without EAGLE)", "Mean TPOT unchanged (~30 ms with and without EAGLE)",
               "Mean TTFT changed (~100 ms with and without EAGLE)",
               "Request throughput unchanged (~2.5 req/s with and without EAGLE)",
               "TTFT unchanged (~100 ms with and without EAGLE)",  # no statistic: every one (the median is 75 ms)
               NEG + "mean TTFT is unchanged (~100 ms with and without EAGLE)."]
APC_TWINS = ["Decoding is unaffected: TPOT stays at 15 ms with or without prefix caching.",
             "Decoding is unaffected: TPOT stays at 5 ms with or without prefix caching.",
             "Decoding is unaffected: TTFT stays at 80 ms with or without prefix caching.",
             "Decoding is unaffected: TPOT stays at 10 s with or without prefix caching.",
             "Prefill is unaffected: TPOT stays at 10 ms with or without prefix caching.",
             "Decoding got faster: TPOT stays at 10 ms with or without prefix caching.",
             "Decoding is slower: TPOT stays at 10 ms with or without prefix caching.",
             "Decoding is not unaffected: TPOT stays at 10 ms with or without prefix caching.",
             "Decoding is unaffected: TPOT stays at 10 ms with prefix caching.",   # one arm: the lead unread
             NEG + "decoding is unaffected: TPOT stays at 10 ms with or without prefix caching."]
RELIABILITY_TWINS = ["No regressions in completion rate: 127/128 requests succeed with and without prefix caching.",
                     "No regressions in completion rate: 64/64 requests succeed with and without prefix caching.",
                     "No regressions in completion rate: 256/256 requests succeed with and without prefix caching.",
                     "No regressions in completion rate: 128/128 requests fail with and without prefix caching.",
                     "No regressions in completion rate: 128/128 requests succeed with prefix caching and fail without.",
                     NEG + "no regressions in completion rate: 128/128 requests succeed with and without prefix caching."]
KV_TWINS = ["The P99 TTFT stays at 0.9 s for all three KV cache data types.",
            "The P99 TTFT stays at 0.3 s for all three KV cache data types.",
            "The mean TTFT stays at 0.6 s for all three KV cache data types.",    # the p99 said as the mean
            "The median TTFT stays at 0.6 s for all three KV cache data types.",
            "The P99 TPOT stays at 30 ms for all three KV cache data types.",    # the auto arm's only
            "P99 TTFT is 0.6 s for both KV cache dtypes.",                       # three arms: which two?
            "The P99 TTFT stays at 0.6 s for all three quantization methods.",   # not what the arms differ in
            NEG + "the P99 TTFT stays at 0.6 s for all three KV cache data types."]
BOX_TWINS = ["Some failed requests on either box.", "No successful requests on either box.",
             "No failed requests on either box at low load.", "Neither box completed a request.",
             NEG + "no failed requests on either box."]

NOT_IMPROVED_TWINS = ["Output throughput does not improve at c64: 720 tok/s vs 753 tok/s at c32.",
                      "Output throughput does not improve at c64: 240 tok/s vs 251 tok/s at c32.",
                      "Output throughput does not improve at c32: 502 tok/s vs 480 tok/s at c64.",   # arms swapped
                      "Output throughput does not improve at c64: 502 tok/s vs 480 tok/s at c32.",
                      "Output throughput improves at c64: 480 tok/s vs 502 tok/s at c32.",           # un-negated
                      "Output throughput does not improve at c32.",
                      "Output throughput improves at c64.",
                      "Mean TPOT does not improve at c64.",                                         # another metric
                      "Output throughput does not improve at c64 on an A100.",
                      NEG + "output throughput does not improve at c64: 480 tok/s vs 502 tok/s at c32.",
                      NEG + "output throughput does not improve at c64."]

FRAMES = [
    # an improvement denied
    ("conc", "Output throughput does not improve at c64: 480 tok/s vs 502 tok/s at c32.", NOT_IMPROVED_TWINS),
    ("conc", "Output throughput does not improve at c64.", NOT_IMPROVED_TWINS),
    ("conc", "Output token throughput has not improved with c64.", NOT_IMPROVED_TWINS),
    ("conc", "Throughput did not get better at c64.", NOT_IMPROVED_TWINS),
    ("conc", "Output throughput is not improved at c64.", NOT_IMPROVED_TWINS),
    ("conc", "Mean TTFT does not improve at c64.", ["Mean TTFT does not improve at c32.", "Mean TPOT does not improve at c64.",
                                                  NEG + "mean TTFT does not improve at c64."]),
    ("conc", "p99 time to first token didn't improve with c64.", ["p99 time to first token didn't improve with c32.",
                                                                 "p99 time per output token didn't improve with c64."]),
    ("conc", "No improvement in output throughput.", ["No improvement in mean TPOT.", "Improvement in output throughput.",
                                                      NEG + "there was no improvement in output throughput."]),
    ("conc", "Mean TTFT: no improvement.", ["Mean TPOT: no improvement."]),
    # a rise / a fall / a worsening denied, of the value or of the better direction
    ("conc", "Output throughput does not increase at c64.", ["Output throughput does not increase at c32.",
                                                            "Output throughput does not decrease at c64.",
                                                            NEG + "output throughput does not increase at c64."]),
    ("conc", "Mean TTFT does not decrease at c64.", ["Mean TTFT does not increase at c64.",
                                                   "Mean TTFT does not decrease at c32.",
                                                   "Mean TPOT does not decrease at c64.", "p99 TTFT does not fall at c32.",
                                                   NEG + "mean TTFT does not decrease at c64."]),
    ("conc", "Mean TPOT didn't go up with c64.", ["Mean TPOT didn't go down with c64.", "Mean TTFT didn't go up with c64.",
                                                 "Mean TPOT didn't go up with c32."]),
    ("conc", "Mean TPOT did not get worse at c64.", ["Mean TTFT did not get worse at c64.",
                                                   "Mean TPOT did not get better at c64.",
                                                   "Mean TPOT did not get worse at c32."]),
    ("conc", "Time per output token has not increased.", ["Time to first token has not increased.",
                                                          "Time per output token has not decreased."]),
    # a no-change word at one arm of two
    ("conc", "Output throughput does not change at c64.", ["Mean TTFT does not change at c64.",
                                                          "Mean TPOT does not change at c64.",
                                                          NEG + "output throughput does not change at c64."]),
    ("conc", "Output throughput is unchanged with c64: 480 tok/s vs 502 tok/s at c32.",
     ["Output throughput is unchanged with c64: 720 tok/s vs 753 tok/s at c32.",
      "Mean TTFT is unchanged with c64.", "Mean TTFT stays the same at c64."]),
    ("conc_up", "Output throughput does not improve at c32.", ["Output throughput does not improve at c64.",
                                                               "Output throughput does not improve.",
                                                               "No improvement in output throughput."]),
    # the value after the no-change word, said of every arm
    ("eagle", "Mean TTFT unchanged (~100 ms with and without EAGLE)", EAGLE_TWINS),
    ("eagle", "Mean TTFT unchanged (~100 ms with or without EAGLE)", EAGLE_TWINS),
    ("eagle", "Mean TTFT is unchanged: ~100 ms with and without EAGLE.", EAGLE_TWINS),
    ("eagle", "TTFT is unchanged: mean 100 ms with or without EAGLE.",
     ["TTFT is unchanged: mean 150 ms with or without EAGLE.", "TTFT is unchanged: p99 100 ms with or without EAGLE.",
      "TPOT is unchanged: mean 20 ms with or without EAGLE."]),
    ("eagle", "mean ttft unchanged, 100ms with and without EAGLE",
     ["mean ttft unchanged, 150ms with and without EAGLE", "mean tpot unchanged, 20ms with and without EAGLE"]),
    ("eagle", "Mean time to first token unchanged (about 100 ms either way)",
     ["Mean time to first token unchanged (about 200 ms either way)",
      "Mean time per output token unchanged (about 20 ms either way)"]),
    ("eagle", "p99 time-to-first-token is unchanged (300 ms in both configurations)",
     ["p99 time-to-first-token is unchanged (450 ms in both configurations)",
      "Median time-to-first-token is unchanged (300 ms in both configurations)"]),
    ("eagle", "Mean TTFT did not move: ~100 ms with and without EAGLE.",
     ["Mean TTFT did not move: ~150 ms with and without EAGLE.", "Mean TPOT did not move: ~30 ms with and without EAGLE."]),
    # a topic lead that says "flat" before a value said of every arm
    ("apc", "Decoding is unaffected: TPOT stays at 10 ms per token with or without prefix caching.", APC_TWINS),
    ("apc", "Decoding is unaffected: TPOT stays at 10 ms with or without prefix caching.", APC_TWINS),
    ("apc", "Decoding is unaffected: mean TPOT remains 10 ms in both configurations.",
     ["Decoding is unaffected: mean TPOT remains 15 ms in both configurations.",
      "Decoding is unaffected: mean TTFT remains 80 ms in both configurations."]),
    ("apc", "Decode is unchanged: time per output token stays at 10 ms with and without prefix caching.",
     ["Decode is unchanged: time per output token stays at 15 ms with and without prefix caching.",
      "Decode got slower: time per output token stays at 10 ms with and without prefix caching."]),
    # the reliability label before a count of every task in every arm
    ("apc", "No regressions in completion rate: 128/128 requests succeed with and without prefix caching.",
     RELIABILITY_TWINS),
    ("apc", "Success rate: 128/128 requests completed with or without prefix caching.",
     ["Success rate: 128/128 requests completed with prefix caching only.",
      "Success rate: 100/128 requests completed with or without prefix caching."]),
    ("apc", "No regression in the success rate: all 128 requests succeed with and without prefix caching.", []),
    # "box": a hardware noun of the arms
    ("rtx", "no failed requests on either box", BOX_TWINS),
    ("rtx", "Neither box dropped anything.", BOX_TWINS),
    ("rtx", "All 10 requests succeeded on both boxes.", ["All 20 requests succeeded on both boxes.",
                                                         "All 10 requests failed on both boxes."]),
    # a quantifier over a declared word setting
    ("kv", "The P99 TTFT stays at 0.6 s for all three KV cache data types.", KV_TWINS),
    ("kv", "Mean TTFT is 0.5 s across all KV cache formats.", KV_TWINS),
    ("kv", "P99 TTFT is 600 ms for every KV cache dtype.", KV_TWINS),
]
# the failing witnesses: every true statement of the clean ones that says no request failed is a twin there
FAIL_TWINS = [("apc_fail", t) for t in ("No regressions in completion rate: 128/128 requests succeed with and without "
                                        "prefix caching.",
                                        "Success rate: 128/128 requests completed with or without prefix caching.",
                                        "No regression in the success rate: all 128 requests succeed with and without "
                                        "prefix caching.")] + [
    ("rtx_fail", t) for t in ("no failed requests on either box", "Neither box dropped anything.",
                              "All 10 requests succeeded on both boxes.")]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    FRAMES, _grade)


@pytest.mark.parametrize("name,s", FAIL_TWINS)
def test_no_failure_claims_on_a_witness_with_failures_are_never_net_true(wit, name, s):
    res = _grade(wit, name, s)
    assert res.verdict != "net-true", (s, res.reason)


#: honest but unclear: a value said of one arm after a flat lead, a statistic left out, a near value: never false
NEVER_FALSE = [("apc", "Decoding is unaffected: TPOT stays at 10 ms with prefix caching."),
               ("apc", "Decoding is essentially unaffected: TPOT stays at 10 ms with or without prefix caching."),
               ("apc", "No regressions in completion rate: 128/128 requests succeed with prefix caching."),
               ("eagle", "TTFT unchanged (~100 ms with and without EAGLE)"),
               ("eagle", "Mean TTFT unchanged (~105 ms with and without EAGLE)"),
               ("eagle", "TTFT unchanged (~100 ms with EAGLE)"),
               ("kv", "TTFT stays at 0.5 s for all three KV cache data types."),
               ("rtx", "no failed requests on either box, all on one node"),
               # a 4.6% gain denied; a 3x gain denied at an arm the roles do not make the treatment (held back)
               ("conc", "Output throughput does not improve at c32."),
               ("conc", "Mean TTFT does not improve at c32."),
               ("conc", "Mean TPOT does not improve at c64."),
               ("conc", "Output throughput does not improve at c32: 502 tok/s vs 480 tok/s at c64."),
               ("conc", "Mean TTFT does not decrease at c32."), ("conc", "Output throughput does not decrease at c64."),
               ("conc", "Mean TPOT did not get better at c64.")]


#: a denial of an improvement the rows show 2x or more, in a clause read completely: false
FALSE = [("conc_up", "Output throughput does not improve at c64."),
         ("conc_up", "Output throughput does not improve."),
         ("conc_up", "No improvement in output throughput."),
         ("conc", "Output throughput does not improve at c64: 720 tok/s vs 753 tok/s at c32."),
         ("conc", "Mean TTFT does not increase at c64."), ("conc", "Mean TTFT did not get worse at c64."),
         ("conc", "Mean TTFT does not change at c64.")]


@pytest.mark.parametrize("name,s", FALSE)
def test_a_contradicted_reading_is_false(wit, name, s):
    res = _grade(wit, name, s)
    assert res.verdict == "false", (s, res.verdict, res.reason)


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_honest_variants_are_never_false(wit, name, s):
    assert_never_false(_grade(wit, name, s), s)
