"""Multiplicative change words and changes caused by a treatment, as real write-ups say them (productions
fraction_change's bare form, still_change, took_model_from_to, it_metric, lead_gap, the gain noun "jump" and a summary
label over a multiplicative verb -- claimcheck/claims/grammar.lark; claimcheck/claims/fraction_changes.py,
prose.py, lead_pairs.py, lead_labels.py):

* "Mean TTFT is down a third: 240 ms on 0.5.5 vs 160 ms on 0.6.0", "throughput is up two thirds on 0.6.0", "fell a
  quarter": a fraction word with no "by" after a change word, read as "by a third" is (its width 5%, 10% hedged),
  only before the clause's end, a punctuation mark or a preposition ("rose a third time" is not read);
* "Going from c=4 to c=16 still doubles throughput", "still yields a 3.1x improvement": "still" before a read
  multiplicative / change verb (a hedge between), or before a verb of getting and a read ratio or percent, adds
  nothing to grade (never before a bare value: "still gets 3.1 req/s" says it held);
* "Cranking concurrency from 1 to 16 took Llama-3.1-8B-Instruct from 0.8 req/s to 5 req/s": the served model as the
  object of "took" / "brought" is a model fact (checked against the witness's model), the from-to pair the change;
* "Relative to autoregressive decoding, n-gram cuts mean E2E latency by 24.6% and EAGLE cuts it by 49.1%" / "and
  EAGLE by 49.1%": under a fronted baseline lead, "it" after the second change verb is the first clause's one metric,
  and a second clause of an arm, "by" and an amount says the first clause's change again of that arm;
* "brought a 1.66x jump in request throughput": "jump" a gain noun as "increase" is;
* "Symptom: median TTFT doubles ...", "The catch: median TTFT doubles at c64": a summary label agrees with a
  multiplicative verb's direction (doubles up, halves down).

Before: each of these was unread (not-yet) or, for the summary labels, the label was left unread.

Witnesses, worked out by hand (vLLM on one H100, Llama-3.1-8B-Instruct, 10 requests per arm, 100 output tokens per
request; real_sentences.witness_specs: ``ttft_mp`` nine requests at one TTFT and one slower, so the mean and numpy's
p99 are its two numbers):

* ``ver``: v055 (aliases "0.5.5", "vLLM 0.5.5"; baseline) 1.92 req/s, TTFT mean 240 ms / p99 600 ms; v060 ("0.6.0",
  "vLLM 0.6.0"; treatment) 3.19 req/s, TTFT mean 160 ms / p99 600 ms. Mean TTFT 240 -> 160 ms is 33.3% lower (a
  third; x1.5 "half" 50% is false, x0.5 "a sixth" 16.7% is false); throughput 3.19 / 1.92 = 1.661x (+66.1%: "two
  thirds" 66.7% +-5%); p99 TTFT did not move.
* ``conc`` (20 output tokens per request): c4 (concurrency 4, baseline) 2.5 req/s, TPOT 20 ms; c16 (concurrency 16, treatment) 5 req/s, TPOT 45 ms:
  throughput doubled (2x), per-token latency 2.25x (more than doubled).
* ``sweep``: c1 (concurrency 1, baseline) 0.8 req/s; c8 (concurrency 8) 1.0 req/s; c32 (concurrency 32) 3.1 req/s:
  c32 / c8 = 3.1x; c8 / c1 = 1.25x.
* ``spec``: autoregressive (aliases "autoregressive decoding", baseline) every request 2.0 s end to end; ngram
  ("n-gram speculation", "n-gram") 1.508 s (24.6% lower); eagle ("EAGLE") 1.018 s (49.1% lower); TTFT 100 ms in all
  three.
* ``c3264``: c32 (concurrency 32, baseline) TTFT 600 ms every request; c64 (concurrency 64, treatment) TTFT 1,200 ms
  (doubled); 3.0 vs 3.3 req/s.
* ``fp8`` (20 output tokens per request): bf16 ("BF16", quantization bf16, baseline) 1.0 req/s, TTFT 400 ms, TPOT
  31 ms; fp8 ("FP8", treatment) 2.0 req/s, TTFT 180 ms (0.45x: more than halved), TPOT 15.5 ms (exactly halved: not
  more than halved).
* ``draft`` (20 output tokens): spec ("speculative decoding"; speculative_method draft_model, speculative_model
  meta-llama/Llama-3.2-1B-Instruct; treatment) TPOT 15.5 ms; plain (baseline) TPOT 31 ms: halved.
* ``wall`` (20 output tokens): spec ("speculative decoding", treatment) wall 5.3 s; base ("the baseline",
  "baseline"; baseline) wall 10.4 s: 5.3 / 10.4 = 0.51, about half (hedged 10%).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import (assert_never_false, assert_never_net_true, frame_tests,  # noqa: E402
                                        sealed_fixture)
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A  # noqa: E402

SCOPE = "vLLM, Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "

VER = [A("v055", "0.5.5", "vLLM 0.5.5", thr=1.92, ttft_mp=(0.24, 0.6), tpot=0.02, tok=100, role="baseline"),
       A("v060", "0.6.0", "vLLM 0.6.0", thr=3.19, ttft_mp=(0.16, 0.6), tpot=0.02, tok=100, role="treatment")]
CONC = [A("c4", thr=2.5, tpot=0.02, ttft=0.1, tok=20, settings={"concurrency": 4}, role="baseline"),
        A("c16", thr=5.0, tpot=0.045, ttft=0.1, tok=20, settings={"concurrency": 16}, role="treatment")]
SWEEP = [A("c1", thr=0.8, ttft=0.1, tok=100, settings={"concurrency": 1}, role="baseline"),
         A("c8", thr=1.0, ttft=0.1, tok=100, settings={"concurrency": 8}, role="treatment"),
         A("c32", thr=3.1, ttft=0.1, tok=100, settings={"concurrency": 32}, role="treatment")]
SPEC = [A("autoregressive", "autoregressive decoding", ttft=0.1, dur=2.0, tok=100, role="baseline"),
        A("ngram", "n-gram speculation", "n-gram", ttft=0.1, dur=1.508, tok=100, role="treatment"),
        A("eagle", "EAGLE", ttft=0.1, dur=1.018, tok=100, role="treatment")]
C3264 = [A("c32", thr=3.0, ttft=0.6, tok=100, settings={"concurrency": 32}, role="baseline"),
         A("c64", thr=3.3, ttft=1.2, tok=100, settings={"concurrency": 64}, role="treatment")]

FP8 = [A("bf16", "BF16", thr=1.0, ttft=0.4, tpot=0.031, tok=20, settings={"quantization": "bf16"}, role="baseline"),
       A("fp8", "FP8", thr=2.0, ttft=0.18, tpot=0.0155, tok=20, settings={"quantization": "fp8"}, role="treatment")]
DRAFT = [A("spec", "speculative decoding", tpot=0.0155, tok=20, role="treatment",
           settings={"speculative_method": "draft_model", "speculative_model": "meta-llama/Llama-3.2-1B-Instruct"}),
         A("plain", tpot=0.031, tok=20, settings={"speculative_method": "none"}, role="baseline")]
WALL = [A("spec", "speculative decoding", wall=5.3, ttft=0.2, tok=20, role="treatment"),
        A("base", "the baseline", "baseline", wall=10.4, ttft=0.4, tok=20, role="baseline")]

wit = sealed_fixture("mult_transitions", {"ver": VER, "conc": CONC, "sweep": SWEEP, "spec": SPEC, "c3264": C3264,
                                          "fp8": FP8, "draft": DRAFT, "wall": WALL}, engine="vLLM")


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


#: the bare fraction after a change word, crossed over metric spellings, statistic placement, hedges, arm naming
_DOWN_THIRD = [
    "Mean TTFT is down a third: 240 ms on 0.5.5 vs 160 ms on 0.6.0.",
    "Mean TTFT is down a third on 0.6.0.",
    "Mean time to first token is down about a third on vLLM 0.6.0.",
    "Mean time-to-first-token is down roughly a third with 0.6.0.",
    "TTFT mean is down a third on 0.6.0.",
    "The mean TTFT fell a third on 0.6.0.",
    "Mean TTFT dropped a third, from 240 ms to 160 ms.",
    "Mean TTFT dropped one third on 0.6.0.",
]
_DOWN_THIRD_TWINS = [
    "Mean TTFT is down half on 0.6.0.",                   # x1.5: 50%
    "Mean TTFT is down a sixth on 0.6.0.",                # x0.5: 16.7%
    "Mean TTFT is up a third on 0.6.0.",                  # direction flipped
    "Mean TTFT is down a third on 0.5.5.",                # arms swapped
    "Mean TTFT is down a third: 240 ms on 0.6.0 vs 160 ms on 0.5.5.",
    "P99 TTFT is down a third on 0.6.0.",                 # wrong statistic: the p99 did not move
    "Mean TPOT is down a third on 0.6.0.",                # wrong metric
    NEG + "mean TTFT is down a third on 0.6.0.",
]

FRAMES = [
    *[("ver", s, _DOWN_THIRD_TWINS) for s in _DOWN_THIRD],
    ("ver", "Throughput is up two thirds on 0.6.0.",
     ["Throughput is up a third on 0.6.0.", "Throughput is down two thirds on 0.6.0.",
      "Throughput is up two thirds on 0.5.5.", "Mean TTFT is up two thirds on 0.6.0."]),
    ("ver", "Request throughput rose about two thirds with vLLM 0.6.0.",
     ["Request throughput rose about a fifth with vLLM 0.6.0.", "Request throughput fell about two thirds with vLLM 0.6.0."]),
    # the gain noun "jump", as "increase"
    ("ver", "The upgrade from 0.5.5 to 0.6.0 brought a 1.66x jump in request throughput.",
     ["The upgrade from 0.5.5 to 0.6.0 brought a 2.5x jump in request throughput.",
      "The upgrade from 0.5.5 to 0.6.0 brought a 0.83x jump in request throughput.",
      "The upgrade from 0.6.0 to 0.5.5 brought a 1.66x jump in request throughput.",
      "The upgrade from 0.5.5 to 0.6.0 brought a 1.66x jump in mean TTFT.",
      NEG + "the upgrade from 0.5.5 to 0.6.0 brought a 1.66x jump in request throughput."]),
    ("ver", "0.6.0 brings a 66% jump in throughput over 0.5.5.",
     ["0.6.0 brings a 99% jump in throughput over 0.5.5.", "0.5.5 brings a 66% jump in throughput over 0.6.0."]),
    ("ver", "vLLM 0.6.0 brings a 1.66x request throughput jump over vLLM 0.5.5.",
     ["vLLM 0.6.0 brings a 3.3x request throughput jump over vLLM 0.5.5."]),
    # "still" before a multiplicative verb
    ("conc", "Going from c=4 to c=16 still doubles throughput (2.5 -> 5 req/s).",
     ["Going from c=4 to c=16 still triples throughput (2.5 -> 7.5 req/s).",
      "Going from c=4 to c=16 still halves throughput.",
      "Going from c=16 to c=4 still doubles throughput.",
      "Going from c=4 to c=16 still doubles mean TTFT.",
      NEG + "going from c=4 to c=16 still doubles throughput."]),
    ("conc", "Going from concurrency 4 to 16 still roughly doubles request throughput.",
     ["Going from concurrency 4 to 16 still roughly triples request throughput.",
      "Going from concurrency 4 to 16 still roughly halves request throughput."]),
    ("conc", "Throughput still doubles from c=4 to c=16.",
     ["Throughput still quadruples from c=4 to c=16.", "Throughput still halves from c=4 to c=16."]),
    ("conc", "Tok/s still doubles from c=4 to c=16.",             # a rate unit as the subject (unit_subject)
     ["Tok/s still triples from c=4 to c=16.", "Tok/s still doubles from c=16 to c=4.",
      "Tok/s still halves from c=4 to c=16."]),
    ("conc", "Req/s also rises by about 100% with c=16.", ["Req/s also rises by about 150% with c=16.",
                                                          "Req/s also falls by about 100% with c=16."]),
    ("conc", "Going from c=4 to c=16 still more than doubles per-token latency.",
     ["Going from c=4 to c=16 still more than triples per-token latency.",
      "Going from c=4 to c=16 still more than doubles throughput."]),
    ("sweep", "Going from C=8 to C=32 still yields a 3.1x improvement in throughput.",
     ["Going from C=8 to C=32 still yields a 4.65x improvement in throughput.",
      "Going from C=8 to C=32 still yields a 1.55x improvement in throughput.",
      "Going from C=32 to C=8 still yields a 3.1x improvement in throughput.",
      NEG + "going from C=8 to C=32 still yields a 3.1x improvement in throughput."]),
    ("sweep", "Going from C=8 to C=32 still gives a 3.1x throughput improvement.",
     ["Going from C=1 to C=32 still gives a 3.1x throughput improvement."]),
    ("sweep", "C=32 still gets 3.1x more throughput than C=8.", ["C=32 still gets 3.1x more throughput than C=1."]),
    # the served model as the object of "took" / "brought", a from-to pair its change
    ("sweep", "Cranking concurrency from 1 to 32 took Llama-3.1-8B-Instruct from 0.8 req/s to 3.1 req/s.",
     ["Cranking concurrency from 1 to 32 took Llama-3.1-8B-Instruct from 0.8 req/s to 4.65 req/s.",
      "Cranking concurrency from 1 to 32 took Llama-3.1-8B-Instruct from 0.8 req/s to 1.55 req/s.",
      "Cranking concurrency from 1 to 32 took Llama-3.1-8B-Instruct from 3.1 req/s to 0.8 req/s.",
      "Cranking concurrency from 1 to 32 took Qwen2.5-14B from 0.8 req/s to 3.1 req/s.",
      "Cranking concurrency from 1 to 8 took Llama-3.1-8B-Instruct from 0.8 req/s to 3.1 req/s.",
      NEG + "cranking concurrency from 1 to 32 took Llama-3.1-8B-Instruct from 0.8 req/s to 3.1 req/s."]),
    ("sweep", "Raising concurrency from 1 to 32 on a single H100 took Llama 3.1 8B from 0.8 to 3.1 req/s.",
     ["Raising concurrency from 1 to 32 on a single H200 took Llama 3.1 8B from 0.8 to 3.1 req/s.",
      "Raising concurrency from 1 to 32 on a single H100 took Llama 3.1 70B from 0.8 to 3.1 req/s."]),
    ("conc", "Going from concurrency 4 to 16 brought Llama-3.1-8B-Instruct from 2.5 req/s to 5 req/s.",
     ["Going from concurrency 4 to 16 brought Llama-3.1-8B-Instruct from 2.5 req/s to 7.5 req/s."]),
    # "it" and a left-out verb under a fronted baseline lead
    ("spec", "Relative to autoregressive decoding, n-gram speculation cuts mean E2E latency by 24.6% and EAGLE cuts "
             "it by 49.1%.",
     ["Relative to autoregressive decoding, n-gram speculation cuts mean E2E latency by 24.6% and EAGLE cuts it by "
      "73.6%.",
      "Relative to autoregressive decoding, n-gram speculation cuts mean E2E latency by 24.6% and EAGLE cuts it by "
      "24.6%.",
      "Relative to autoregressive decoding, EAGLE cuts mean E2E latency by 24.6% and n-gram speculation cuts it by "
      "49.1%.",
      "Relative to autoregressive decoding, n-gram speculation cuts mean E2E latency by 24.6% and EAGLE raises it by "
      "49.1%.",
      "Relative to autoregressive decoding, n-gram speculation cuts mean TTFT by 24.6% and EAGLE cuts it by 49.1%.",
      NEG + "relative to autoregressive decoding, n-gram speculation cuts mean E2E latency by 24.6% and EAGLE cuts "
            "it by 49.1%."]),
    ("spec", "Compared with autoregressive decoding, n-gram speculation reduces mean end-to-end latency by about 25% "
             "and EAGLE by about 49%.",
     ["Compared with autoregressive decoding, n-gram speculation reduces mean end-to-end latency by about 25% and "
      "EAGLE by about 74%.",
      "Compared with autoregressive decoding, n-gram speculation reduces mean end-to-end latency by about 25% and "
      "EAGLE by about 25%.",
      "Compared with autoregressive decoding, n-gram speculation raises mean end-to-end latency by about 25% and "
      "EAGLE by about 49%.",
      "Compared with autoregressive decoding, EAGLE reduces mean end-to-end latency by about 25% and n-gram "
      "speculation by about 49%."]),
    ("spec", "Relative to autoregressive decoding, mean latency drops by 24.6% with n-gram speculation and EAGLE by "
             "49.1%.",
     ["Relative to autoregressive decoding, mean latency drops by 24.6% with n-gram speculation and EAGLE by 24.6%."]),
    # a summary label over a multiplicative verb
    ("c3264", "Symptom: median TTFT doubles, from 600 ms at c32 to 1,200 ms at c64.",
     ["Symptom: median TTFT triples, from 600 ms at c32 to 1,800 ms at c64.",
      "Symptom: median TTFT doubles, from 300 ms at c32 to 600 ms at c64.",
      "Symptom: median TTFT doubles, from 1,200 ms at c32 to 600 ms at c64.",
      "Symptom: median TTFT doubles, from 600 ms at c64 to 1,200 ms at c32.",
      "Symptom: median TPOT doubles, from 600 ms at c32 to 1,200 ms at c64.",
      NEG + "median TTFT doubles, from 600 ms at c32 to 1,200 ms at c64."]),
    ("c3264", "The catch: median time to first token doubles at c64.",
     ["The catch: median time to first token triples at c64.", "The catch: median time to first token doubles at c32.",
      "The catch: median time to first token halves at c64."]),
    ("conc", "The catch: per-token latency more than doubles.", ["The catch: per-token latency more than triples."]),
    # "more than halved" / "by more than half": the ratio under 0.5; "roughly in half"
    ("fp8", "FP8 more than halved mean TTFT.",
     ["FP8 more than halved mean TPOT.",                      # exactly halved: not more
      "FP8 more than halved throughput.", "BF16 more than halved mean TTFT.", "FP8 more than doubled mean TTFT.",
      NEG + "FP8 more than halved mean TTFT."]),
    ("fp8", "Time to first token more than halved with FP8.",
     ["Time to first token more than halved with BF16.", "Time to first token more than tripled with FP8."]),
    ("fp8", "TTFT dropped by more than half with FP8.",
     ["TPOT dropped by more than half with FP8.", "TTFT dropped by more than half with BF16."]),
    ("fp8", "FP8 cuts mean TPOT roughly in half.",
     ["FP8 cuts mean TPOT roughly in three.", "BF16 cuts mean TPOT roughly in half.", "FP8 cuts throughput roughly in half."]),
    ("fp8", "Going from BF16 to FP8 cut the p99 TPOT nearly in half.",
     ["Going from FP8 to BF16 cut the p99 TPOT nearly in half."]),
    # the served model after "of" a read metric (metric_of_model), the pair after it
    ("draft", "Speculative decoding with Llama 3.2 1B as the draft model halves the time per output token of Llama 3.1 "
              "8B Instruct, from 31 ms to 15.5 ms.",
     ["Speculative decoding with Llama 3.2 1B as the draft model halves the time per output token of Llama 3.1 8B "
      "Instruct, from 46.5 ms to 23.25 ms.",
      "Speculative decoding with Llama 3.2 1B as the draft model halves the time per output token of Llama 3.1 8B "
      "Instruct, from 15.5 ms to 31 ms.",
      "Speculative decoding with Llama 3.2 1B as the draft model halves the time per output token of Llama 3.1 70B "
      "Instruct, from 31 ms to 15.5 ms.",
      "Speculative decoding with Llama 3.2 1B as the draft model triples the time per output token of Llama 3.1 8B "
      "Instruct, from 31 ms to 15.5 ms.",
      "Speculative decoding with Llama 3.2 3B as the draft model halves the time per output token of Llama 3.1 8B "
      "Instruct, from 31 ms to 15.5 ms."]),
    ("draft", "Speculative decoding cuts the TPOT of Llama-3.1-8B-Instruct by 50%.",
     ["Speculative decoding cuts the TPOT of Llama-3.1-8B-Instruct by 75%.",
      "Speculative decoding cuts the TPOT of Qwen2.5-7B by 50%.",
      "Speculative decoding raises the TPOT of Llama-3.1-8B-Instruct by 50%."]),
    # a fraction of the baseline's stated run time (run_time_of): the wall
    ("wall", "Speculative decoding finished in about half the 10.4 s of the baseline.",
     ["Speculative decoding finished in about half the 15.6 s of the baseline.",
      "Speculative decoding finished in about half the 5.2 s of the baseline.",
      "Speculative decoding finished in about a quarter of the 10.4 s of the baseline.",
      "Speculative decoding finished in about twice the 10.4 s of the baseline.",
      "The baseline finished in about half the 10.4 s of speculative decoding.",
      NEG + "speculative decoding finished in about half the 10.4 s of the baseline."]),
    ("wall", "Speculative decoding finished in half the baseline's 10.4 s.",
     ["Speculative decoding finished in half the baseline's 20.8 s.",
      "Speculative decoding finished in a third of the baseline's 10.4 s."]),
    ("wall", "Speculative decoding took about half the time of the baseline.",
     ["Speculative decoding took about a quarter of the time of the baseline.",
      "The baseline took about half the time of speculative decoding."]),
    # a change noun's metric before a from-to pair, after an upgrade subject (not a topic lead)
    ("ver", "This week's upgrade from vLLM 0.5.5 to 0.6.0 brought a 1.66x jump in request throughput, from 1.92 to "
            "3.19 req/s.",
     ["This week's upgrade from vLLM 0.5.5 to 0.6.0 brought a 2.5x jump in request throughput, from 1.92 to 3.19 req/s.",
      "This week's upgrade from vLLM 0.5.5 to 0.6.0 brought a 1.66x jump in request throughput, from 1.92 to 4.8 req/s.",
      "This week's upgrade from vLLM 0.6.0 to 0.5.5 brought a 1.66x jump in request throughput, from 1.92 to 3.19 req/s.",
      NEG + "this week's upgrade from vLLM 0.5.5 to 0.6.0 brought a 1.66x jump in request throughput, from 1.92 to "
            "3.19 req/s."]),
    ("ver", "The upgrade from 0.5.5 to 0.6.0 brought a 66% increase in request throughput, from 1.92 to 3.19 req/s.",
     ["The upgrade from 0.5.5 to 0.6.0 brought a 99% increase in request throughput, from 1.92 to 3.19 req/s."]),
    # a hedge or a relation before a factor with no "by"
    ("fp8", "FP8 increased throughput more than 1.5x.",
     ["FP8 increased throughput more than 2.5x.", "BF16 increased throughput more than 1.5x.",
      "FP8 reduced throughput more than 1.5x.", NEG + "FP8 increased throughput more than 1.5x."]),
    ("fp8", "Switching to FP8 raised request throughput about twofold.",
     ["Switching to FP8 raised request throughput about threefold.",
      "Switching to FP8 raised request throughput about fourfold.", "Switching to BF16 raised request throughput about twofold."]),
    ("fp8", "FP8 cut mean TPOT roughly 2x.", ["FP8 cut mean TPOT roughly 3x.", "FP8 cut mean TPOT roughly 1.3x."]),
    # multiply_by: a factor after "by"
    ("fp8", "FP8 multiplied request throughput by 2.",
     ["FP8 multiplied request throughput by 3.", "FP8 multiplied request throughput by 1.", "BF16 multiplied request "
      "throughput by 2.", NEG + "FP8 multiplied request throughput by 2."]),
    ("sweep", "Going from C=8 to C=32 multiplies throughput by about 3.",
     ["Going from C=8 to C=32 multiplies throughput by about 4.5.", "Going from C=8 to C=32 multiplies throughput by "
      "about 1.5.", "Going from C=32 to C=8 multiplies throughput by about 3."]),
    ("conc", "Going from concurrency 4 to 16 multiplied tok/s by 2x.", ["Going from concurrency 4 to 16 multiplied tok/s by 3x."]),
    # the move's noun with "to" ARM only, as "Switching to ARM"
    ("fp8", "The switch to FP8 doubled throughput.",
     ["The switch to FP8 tripled throughput.", "The switch to BF16 doubled throughput.",
      "The switch to FP8 halved throughput.", NEG + "the switch to FP8 doubled throughput."]),
    ("fp8", "Our move to FP8 halved mean TPOT, from 31 ms to 15.5 ms.",
     ["Our move to FP8 halved mean TPOT, from 46.5 ms to 23.25 ms.", "Our move to BF16 halved mean TPOT.",
      "Our move to FP8 halved mean TTFT, from 31 ms to 15.5 ms."]),
    # as_adj_alone: "twice as high" as "2x higher"; the closing "as" a binder
    ("fp8", "Throughput is twice as high with FP8.",
     ["Throughput is three times as high with FP8.", "Throughput is twice as high with BF16.",
      "Throughput is twice as low with FP8.", NEG + "throughput is twice as high with FP8."]),
    ("fp8", "Request throughput is twice as high with FP8 as with BF16.",
     ["Request throughput is twice as high with BF16 as with FP8.",
      "Request throughput is three times as high with FP8 as with BF16.",
      "Mean TPOT is twice as high with FP8 as with BF16."]),
    ("fp8", "Mean TPOT is half as long on FP8 as on BF16.",
     ["Mean TPOT is half as long on BF16 as on FP8.", "Mean TPOT is a quarter as long on FP8 as on BF16.",
      "Mean TPOT is twice as long on FP8 as on BF16."]),
    ("sweep", "Throughput is about three times as high with C=32 as with C=8.",
     ["Throughput is about three times as high with C=8 as with C=32.",
      "Throughput is about 4.5 times as high with C=32 as with C=8."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(FRAMES, grade)


#: honest or unclear: never false. A fraction before a noun ("a third time"); "it" or a left-out verb after "while"
#: / with no lead (whose baseline: the other clause's arm or the declared one?); a summary label whose clause says
#: the other way round (the label stays unread); "still" before a bare value; a half of a stated value
HONEST = [
    ("ver", "Throughput rose a third time on 0.6.0."),
    ("ver", "Mean TTFT is down a third of the time on 0.6.0."),
    ("spec", "N-gram speculation cuts mean E2E latency by 24.6% while EAGLE cuts it by 49.1%."),
    ("spec", "N-gram speculation cuts mean E2E latency by 24.6% and EAGLE cuts it by 49.1%."),
    ("spec", "N-gram speculation cuts mean E2E latency by 24.6% and EAGLE by 49.1%."),
    ("spec", "Relative to autoregressive decoding, n-gram speculation is 24.6% faster and EAGLE by 49.1%."),
    ("c3264", "Biggest win: median TTFT doubles at c64."),
    ("sweep", "C=32 still gets 3.1 req/s."),
    ("conc", "Going from c=4 to c=16 finished in about half the 10.4 s of the baseline."),
    ("wall", "Each request finished in about half the 10.4 s of the baseline."),   # one item's time: not the wall
    ("wall", "Speculative decoding finished in half the baseline's time."),
    ("draft", "Speculative decoding with Llama 3.2 3B as the draft model halves the TPOT of Llama 3.1 8B Instruct."),
    ("sweep", "The move to C=32 tripled throughput."),     # three arms: from C=1 (3.9x) or C=8 (3.1x)? held back
    ("sweep", "Throughput is three times as high with C=32."),
]


@pytest.mark.parametrize("name,s", HONEST, ids=[f"{n}:{s[:50]}" for n, s in HONEST])
def test_honest_or_unclear_is_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


#: what stays unread: a fraction before a noun, "Biggest win:" over a metric that got worse, "still" before a value
UNREAD = [
    ("ver", "Throughput rose a third time on 0.6.0."),
    ("c3264", "Biggest win: median TTFT doubles at c64."),
    ("sweep", "C=32 still gets 3.1 req/s."),
    ("spec", "Relative to autoregressive decoding, n-gram speculation is 24.6% faster and EAGLE by 49.1%."),
    ("wall", "Each request finished in about half the 10.4 s of the baseline."),
]


@pytest.mark.parametrize("name,s", UNREAD, ids=[f"{n}:{s[:50]}" for n, s in UNREAD])
def test_left_unread(wit, name, s):
    r = grade(wit, name, s)
    assert r.verdict == "not-yet" and r.reading is not None and r.reading.unread, (s, r.verdict, r.reason)


#: a completely read clause the witness contradicts: false (the arms named in the words, nothing assumed)
FALSE = [
    ("ver", "Mean TTFT is down half: 240 ms on 0.5.5 vs 160 ms on 0.6.0."),
    ("conc", "Going from c=4 to c=16 still triples throughput."),
    ("spec", "Relative to autoregressive decoding, n-gram speculation cuts mean E2E latency by 24.6% and EAGLE by "
             "24.6%."),
]


@pytest.mark.parametrize("name,s", FALSE, ids=[f"{n}:{s[:50]}" for n, s in FALSE])
def test_contradicted_is_false(wit, name, s):
    r = grade(wit, name, s)
    assert r.verdict == "false", (s, r.verdict, r.reason)
