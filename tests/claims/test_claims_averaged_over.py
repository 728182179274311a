"""Values averaged over a count (production averaged_over, grammar._Clause._averaged_over): "⏱️ Time to first token:
41 ms (Q4_K_M) vs 54 ms (Q8_0), averaged over 10 prompts", "Mean TTFT was 79 ms on pr-1234 vs 130 ms on main,
averaged over 10 requests" -- "averaged over N requests / prompts" right after a clause's time values says each value is
a mean (a label with no statistic gets the mean; "Median TTFT ..., averaged over ..." or a rate stays unread) and that
each arm ran N requests ("over" across them: never "more than N" here). Before: "averaged" was unread.

Witnesses, worked out by hand (real_sentences.witness_specs arms; vLLM on one H100, Llama-3.1-8B-Instruct, 10
requests per arm, 50 output tokens each):

* the fast arm: TTFT mean 79 ms / p99 120 ms (nine requests at a, one at b: 9a + b = 790, a + 0.91 (b - a) = 120, so
  a = 74.44 ms, b = 120.0 ms; median 74.44 ms), TPOT 20 ms, e2e mean 0.079 + 49 x 0.02 = 1.059 s; the slow arm: TTFT
  mean 130 ms / p99 200 ms (a = 121.36 ms, b = 207.8 ms; median 121.36 ms), TPOT 30 ms, e2e mean 0.13 + 1.47 = 1.60 s.
* ``quant`` (aliases "Q4_K_M" / "Q8_0"): q4 fast, q8 slow; ``pr`` (arm names "pr-1234" / "main", no aliases);
  ``prec`` (arm names "w8a8" / "fp16", settings quantization); ``eng`` (llama.cpp / Ollama, each arm its engine).
* ``quant_fail``: as ``quant``, but q4's task t003 failed.
* ``spec`` (production whole_run_lead, a lead that says the figures are each arm's over its whole run: "Averaged over
  the whole run, output throughput was 80.8 tok/s with the draft vs 38.5 tok/s without" -- a throughput's own, a
  per-request value's mean after "averaged", any statistic after "over" / "across" alone): spec ("the draft",
  speculative_decoding true) 80.8 output tok/s (wall 10 x 300 / 80.8 = 37.13 s), TTFT mean 50 ms / p99 80 ms, e2e
  mean 0.05 + 299 x 13.545 ms = 4.1 s (p99 4.13 s); nospec (speculative_decoding false) 38.5 output tok/s, e2e mean
  8.0 s (p99 8.03 s).
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

FAST = dict(thr=5.0, ttft_mp=(0.079, 0.12), tpot=0.02, tok=50)
SLOW = dict(thr=3.0, ttft_mp=(0.13, 0.2), tpot=0.03, tok=50)
SPECS = {
    "quant": [A("q4", "Q4_K_M", role="treatment", **FAST), A("q8", "Q8_0", role="baseline", **SLOW)],
    "pr": [A("pr-1234", role="treatment", **FAST), A("main", role="baseline", **SLOW)],
    "prec": [A("w8a8", role="treatment", settings={"quantization": "w8a8"}, **FAST),
             A("fp16", role="baseline", settings={"quantization": "fp16"}, **SLOW)],
    "eng": [A("llamacpp", "llama.cpp", role="treatment", engine="llama.cpp", **FAST),
            A("ollama", "Ollama", role="baseline", engine="Ollama", **SLOW)],
    # production whole_run_lead: a draft model on / off (settings booleans), 300 output tokens per request
    "spec": [A("spec", "the draft", ttft_mp=(0.05, 0.08), tpot=(4.1 - 0.05) / 299, tok=300, toks=80.8,
               settings={"speculative_decoding": True}, role="treatment"),
             A("nospec", ttft_mp=(0.05, 0.08), tpot=(8.0 - 0.05) / 299, tok=300, toks=38.5,
               settings={"speculative_decoding": False}, role="baseline")],
}
SCOPE = "Llama-3.1-8B-Instruct, 10 requests per arm"
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("averaged_over")
    out = {}
    for name, arms in [*SPECS.items(), ("quant_fail", SPECS["quant"])]:
        kw = {"key": ""}
        if name == "eng":
            kw["engine"] = None
        w, files = witness_for(Spec(name, list(arms), **kw))
        if name == "quant_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "q4" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


LABEL = "\u23f1\ufe0f Time to first token: 79 ms (Q4_K_M) vs 130 ms (Q8_0), averaged over 10 prompts."
FRAMES = [
    ("quant", LABEL,
     [LABEL.replace("79 ms", "119 ms"), LABEL.replace("79 ms", "40 ms"),                     # x1.5, x0.5
      LABEL.replace("79 ms (Q4_K_M) vs 130 ms (Q8_0)", "74 ms (Q4_K_M) vs 121 ms (Q8_0)"),   # the medians
      LABEL.replace("79 ms (Q4_K_M) vs 130 ms (Q8_0)", "79 ms (Q8_0) vs 130 ms (Q4_K_M)"),   # arms swapped
      LABEL.replace("10 prompts", "15 prompts"), LABEL.replace("10 prompts", "5 prompts"),
      LABEL.replace("10 prompts", "20 prompts"),                                              # the arms' sum
      LABEL.replace("Time to first token", "Time per output token"),                          # another metric
      LABEL.replace("Q8_0", "Q6_K"),                                                          # an arm it lacks
      NEG + "time to first token was 79 ms (Q4_K_M) vs 130 ms (Q8_0), averaged over 10 prompts."]),
    ("quant", "Mean TTFT was 79 ms on Q4_K_M vs 130 ms on Q8_0, averaged over 10 requests.",
     ["Median TTFT was 79 ms on Q4_K_M vs 130 ms on Q8_0, averaged over 10 requests.",
      "p99 TTFT was 79 ms on Q4_K_M vs 130 ms on Q8_0, averaged over 10 requests.",
      "Mean TTFT was 79 ms on Q4_K_M vs 195 ms on Q8_0, averaged over 10 requests.",
      "Mean TTFT was not 79 ms on Q4_K_M vs 130 ms on Q8_0, averaged over 10 requests."]),
    ("pr", "TTFT: 79 ms on pr-1234 vs 130 ms on main, averaged over 10 requests.",
     ["TTFT: 74 ms on pr-1234 vs 121 ms on main, averaged over 10 requests.",
      "TTFT: 79 ms on main vs 130 ms on pr-1234, averaged over 10 requests.",
      "TTFT: 79 ms on pr-1235 vs 130 ms on main, averaged over 10 requests."]),
    ("prec", "Time-to-first-token was ~80 ms with w8a8 compared to ~130 ms with fp16, averaged over 10 prompts.",
     ["Time-to-first-token was ~120 ms with w8a8 compared to ~130 ms with fp16, averaged over 10 prompts.",
      "Time-to-first-token was ~80 ms with fp16 compared to ~130 ms with w8a8, averaged over 10 prompts.",
      "Time-to-first-token was ~80 ms with awq compared to ~130 ms with fp16, averaged over 10 prompts."]),
    ("eng", "End-to-end latency: 1.06 s on llama.cpp vs 1.60 s on Ollama, averaged over 10 requests.",
     ["End-to-end latency: 1.59 s on llama.cpp vs 1.60 s on Ollama, averaged over 10 requests.",
      "End-to-end latency: 1.06 s on Ollama vs 1.60 s on llama.cpp, averaged over 10 requests.",
      "End-to-end latency: 1.06 s on llama.cpp vs 1.60 s on vLLM, averaged over 10 requests.",
      "End-to-end latency: 1.06 s on llama.cpp vs 1.60 s on Ollama, averaged over 100 requests."]),
    ("eng", "Mean TPOT: 20 ms on llama.cpp vs 30 ms on Ollama averaged over 10 prompts.",
     ["Mean TPOT: 30 ms on llama.cpp vs 30 ms on Ollama averaged over 10 prompts.",
      "Mean TPOT: 20 ms on Ollama vs 30 ms on llama.cpp averaged over 10 prompts."]),
]

WHOLE = "Averaged over the whole run, output throughput was 80.8 tok/s with the draft vs 38.5 tok/s without."
FRAMES += [
    ("spec", WHOLE,
     [WHOLE.replace("80.8", "121.2"), WHOLE.replace("80.8", "40.4"),                          # x1.5, x0.5
      WHOLE.replace("with the draft vs 38.5 tok/s without", "without the draft vs 38.5 tok/s with it"),
      WHOLE.replace("80.8 tok/s with the draft vs 38.5", "38.5 tok/s with the draft vs 80.8"),
      WHOLE.replace("tok/s", "req/s"),
      WHOLE.replace("output throughput was", "output throughput was not"),
      NEG + WHOLE[0].lower() + WHOLE[1:]]),
    ("spec", "Over the entire benchmark, mean E2E latency was 4.1 s with the draft vs 8.0 s without.",
     ["Over the entire benchmark, mean E2E latency was 6.15 s with the draft vs 8.0 s without.",
      "Over the entire benchmark, mean E2E latency was 8.0 s with the draft vs 4.1 s without.",
      "Over the entire benchmark, mean TTFT was 4.1 s with the draft vs 8.0 s without."]),
    ("spec", "Averaged across the full run, E2E latency was 4.1 s with the draft vs 8.0 s without.",
     ["Averaged across the full run, E2E latency was 4.13 s with the draft vs 8.03 s without.",   # the p99s
      "Averaged across the full run, E2E latency was 2.05 s with the draft vs 8.0 s without."]),
    ("spec", "Over the whole run, p99 TTFT was 80 ms with the draft vs 80 ms without.",
     ["Over the whole run, p99 TTFT was 50 ms with the draft vs 80 ms without.",
      "Over the whole run, mean TTFT was 80 ms with the draft vs 80 ms without."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


def test_failed_arm_never_net_true(wit):
    assert grade(wit, "quant_fail", LABEL).verdict != "net-true", LABEL


# another statistic under "averaged", a rate, the arms' sum: unread or held back -- never false
NEVER_FALSE = [
    ("quant", "Median TTFT was 74 ms on Q4_K_M vs 121 ms on Q8_0, averaged over 10 requests."),
    ("quant", "p99 TTFT was 120 ms on Q4_K_M vs 200 ms on Q8_0, averaged over 10 requests."),
    ("quant", "Time to first token: 79 ms (Q4_K_M) vs 130 ms (Q8_0), averaged over 20 prompts."),
    ("quant", "Output throughput was 250 tok/s on Q4_K_M vs 150 tok/s on Q8_0, averaged over 10 prompts."),
    ("spec", "Averaged over the whole run, p99 E2E latency was 4.13 s with the draft vs 8.03 s without."),
    ("spec", "Over the whole run, the draft is 2x faster."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_honest_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


def test_a_median_under_averaged_is_unread(wit):
    r = grade(wit, "quant", "Median TTFT was 74 ms on Q4_K_M vs 121 ms on Q8_0, averaged over 10 requests.")
    assert r.verdict == "not-yet" and r.reading is not None and r.reading.unread
