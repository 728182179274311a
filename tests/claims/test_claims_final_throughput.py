"""'the final throughput': the figure a run ends with, which is the whole run's throughput (vocabulary METRIC_PHRASES,
beside "overall throughput" and "aggregate throughput": a modifier that names no phase or subset).

Found in the real-sentence corpus (rs350, category latency; an SGLang issue): "the final throughput is about 500
tokens/second" left "final throughput" unread.

Witnesses by hand (SGLang, Llama-3.1-70B-Instruct on 8 x A800, 10 requests of 8 output tokens at concurrency 8):
  one run (two identical arms): 500 output tok/s -> wall 80 / 500 = 0.16 s, 62.5 req/s.
  two runs: tuned 500 output tok/s (62.5 req/s), stock 250 output tok/s (31.25 req/s).
On the one run, "about 500 tokens/second" holds (within 10%: 450..550); x2 = 1000, x0.5 = 250 are false. On the two
runs, "the final throughput is about 500 tokens/second" names no arm and the arms differ: never net-true, never false;
"the final throughput of the tuned run" names its arm.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import sealed_fixture, sentence_tests, verdict_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from real_sentences.witness_specs import A, same  # noqa: E402

SCOPE = "SGLang, Llama-3.1-70B-Instruct on 8 x A800, 10 requests at concurrency 8"
NEG = "It is not true that "
A800 = "8 x NVIDIA A800 80GB"
L70B = "meta-llama/Llama-3.1-70B-Instruct"
TWO = [A("tuned", "the tuned run", toks=500, settings={"concurrency": 8}, role="treatment"),
       A("stock", "the stock run", toks=250, settings={"concurrency": 8}, role="baseline")]

wit = sealed_fixture("final_throughput", {"one": same("measured", toks=500, settings={"concurrency": 8}),
                                          "two": TWO}, engine="SGLang", hw=A800, model=L70B)


def grade(wit, s: str, name: str = "one"):
    return grade_statement(s, wit[name], SCOPE)


TRUE = [
    "the final throughput is about 500 tokens/second",
    "The final throughput was 500 output tokens per second.",
    "Final throughput: 500 tok/s.",
]

TWINS = [
    "the final throughput is about 1000 tokens/second",   # x2
    "the final throughput is about 250 tokens/second",    # x0.5
    NEG + "the final throughput is about 500 tokens/second",
    "On 8 x H100, the final throughput is about 500 tokens/second",   # wrong GPU
    "With Llama-3.1-8B, the final throughput is about 500 tokens/second",  # wrong model
    "the final TTFT is about 500 ms",                     # "final" before a latency: not read
]

test_true_read_net_true, test_twins_never_net_true = sentence_tests(TRUE, TWINS, grade)

FALSE = ["the final throughput is about 1000 tokens/second", "the final throughput is about 250 tokens/second"]
NEVER_FALSE = ["the final throughput is about 500 tokens/second after the warmup"]

test_contradicted_false, test_honest_never_false = verdict_tests(FALSE, NEVER_FALSE, grade)


def test_two_runs_name_the_arm(wit):
    r = grade(wit, "the final throughput is about 500 tokens/second", "two")
    assert r.verdict not in ("net-true", "false"), r.reason   # names no arm; the arms differ
    r = grade(wit, "The final throughput of the tuned run is about 500 tokens/second.", "two")
    assert r.verdict == "net-true" and not r.reading.unread, r.reason
    r = grade(wit, "The final throughput of the stock run is about 500 tokens/second.", "two")
    assert r.verdict != "net-true", r.reason
