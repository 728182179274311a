"""Range, hedge and bound spellings of real write-ups (productions range, close_to, double_hedge, excess_of --
claimcheck/claims/grammar.lark; grammar._Reader.range_tokens and _prefix):

* a tilde glued to both ends of a range is its dash ("2~3x faster", "2x~3x", "10~20% higher throughput", "10%~20%",
  "100~200 ms", "cut mean TTFT by 50~70%"), as many write-ups (GitHub issues, translated posts) write it: read as
  "2-3x", true when the re-derived value lies in the range under the hedge rule. With a space on either side ("2 ~3x")
  the tilde is the hedge of the number after it and the words stay unread (never net-true, never false);
* "close to" before an article and a number ("close to a 2.5x speedup"), as any hedge before "a" ("about a 20%
  reduction") -- before, "close to a" stayed unread;
* an approximation said twice ("roughly ~60%", "about ~2.5x", "approximately ≈2.5 req/s"): one hedge, the word's
  (never after "nearly" / "almost", which say below the number: "nearly ~2.5x" stays unread);
* "in excess of N" / "north of N": more than N, as "over N" (negated, at most).

Witnesses, worked out by hand (real_sentences.witness_specs arms; Llama-3.1-8B-Instruct on one H100, 10 requests per
arm, 8 output tokens each, every request of an arm alike):

* ``ver``: v0.7.0 (treatment) 2.5 req/s, TTFT 200 ms; v0.6.3 (baseline) 1.0 req/s, TTFT 500 ms: throughput 2.5x
  (+150%), mean TTFT 2.5x lower (-60%).
* ``eng``: arms named by their own engines, sglang (alias "SGLang", engine SGLang) 3.0 req/s, vllm (alias "vLLM",
  engine vLLM, baseline) 1.2 req/s: 2.5x (+150%).
* ``quant``: w8a8 (alias "W8A8", quantization w8a8) 1.5 req/s; fp16 (alias "FP16", quantization fp16, baseline)
  1.0 req/s: 1.5x (+50%).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import assert_never_false, assert_never_net_true, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

WITNESSES = {
    "ver": Spec("ver", [A("v0.7.0", "the new release", thr=2.5, ttft=0.2, role="treatment"),
                        A("v0.6.3", "the old release", thr=1.0, ttft=0.5, role="baseline")], key=""),
    "eng": Spec("eng", [A("sglang", "SGLang", thr=3.0, engine="SGLang"),
                        A("vllm", "vLLM", thr=1.2, engine="vLLM", role="baseline")], key="", engine=None),
    "quant": Spec("quant", [A("w8a8", "W8A8", thr=1.5, settings={"quantization": "w8a8"}),
                            A("fp16", "FP16", thr=1.0, settings={"quantization": "fp16"}, role="baseline")], key=""),
}
SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("tilde_ranges")
    return {name: str(seal(root / name, *witness_for(spec))) for name, spec in WITNESSES.items()}


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


FRAMES = [
    ("ver", "v0.7.0 is 2~3x faster than v0.6.3.",
     ["v0.7.0 is 4~5x faster than v0.6.3.",                  # the range x1.5 and more: 2.5 below it
      "v0.7.0 is 1~1.5x faster than v0.6.3.",                # x0.5
      "v0.7.0 is 2~3x slower than v0.6.3.",                  # direction flipped
      "v0.6.3 is 2~3x faster than v0.7.0.",                  # arms swapped
      "v0.7.0 is at most 2x faster than v0.6.3.",            # a bound the value is past
      "v0.7.0 is 2~3x faster than v0.6.3 on an A100.",       # a GPU the witness lacks
      NEG + "v0.7.0 is 2~3x faster than v0.6.3."]),
    ("ver", "The new release delivers 2x~3x higher throughput than the old release.",
     ["The new release delivers 4x~5x higher throughput than the old release.",
      "The new release delivers 1x~1.5x higher throughput than the old release.",
      "The new release delivers 2x~3x lower throughput than the old release.",
      "The old release delivers 2x~3x higher throughput than the new release."]),
    ("ver", "v0.7.0 delivers 100%~200% higher throughput than v0.6.3.",
     ["v0.7.0 delivers 200%~300% higher throughput than v0.6.3.", "v0.7.0 delivers 50%~100% higher throughput than v0.6.3.",
      "v0.7.0 delivers 100%~200% lower throughput than v0.6.3.", "v0.6.3 delivers 100%~200% higher throughput than v0.7.0."]),
    ("ver", "v0.7.0 cuts mean TTFT by 50~70% compared to v0.6.3.",
     ["v0.7.0 cuts mean TTFT by 75~90% compared to v0.6.3.", "v0.7.0 cuts mean TTFT by 20~40% compared to v0.6.3.",
      "v0.7.0 raises mean TTFT by 50~70% compared to v0.6.3.", "v0.6.3 cuts mean TTFT by 50~70% compared to v0.7.0.",
      "v0.7.0 cuts p99 throughput by 50~70% compared to v0.6.3."]),
    ("ver", "Mean TTFT is 150~250 ms with v0.7.0.",
     ["Mean TTFT is 300~400 ms with v0.7.0.", "Mean TTFT is 50~100 ms with v0.7.0.", "Mean TTFT is 150~250 ms with v0.6.3."]),
    ("ver", "v0.7.0 reaches 2~3 req/s.",
     ["v0.7.0 reaches 4~5 req/s.", "v0.7.0 reaches 1~1.5 req/s.", "v0.6.3 reaches 2~3 req/s."]),
    ("ver", "v0.7.0 gives a 2~3x speedup over v0.6.3.",
     ["v0.7.0 gives a 4~5x speedup over v0.6.3.", "v0.7.0 gives a 2~3x slowdown over v0.6.3.",
      "v0.6.3 gives a 2~3x speedup over v0.7.0."]),
    ("eng", "SGLang is 2~3x faster than vLLM.",
     ["SGLang is 4~5x faster than vLLM.", "vLLM is 2~3x faster than SGLang.", "SGLang is 2~3x slower than vLLM."]),
    ("quant", "W8A8 delivers 40~60% higher throughput than FP16.",
     ["W8A8 delivers 70~90% higher throughput than FP16.", "W8A8 delivers 10~30% higher throughput than FP16.",
      "FP16 delivers 40~60% higher throughput than W8A8.", "INT4 delivers 40~60% higher throughput than FP16."]),
    # "close to" + an article + a number
    ("ver", "v0.7.0 gives close to a 2.5x speedup over v0.6.3.",
     ["v0.7.0 gives close to a 3.75x speedup over v0.6.3.", "v0.7.0 gives close to a 1.25x speedup over v0.6.3.",
      "v0.6.3 gives close to a 2.5x speedup over v0.7.0.", "v0.7.0 gives close to a 2.5x slowdown over v0.6.3.",
      NEG + "v0.7.0 gives close to a 2.5x speedup over v0.6.3."]),
    ("eng", "SGLang delivers close to a 150% throughput improvement over vLLM.",
     ["SGLang delivers close to a 225% throughput improvement over vLLM.",
      "SGLang delivers close to a 75% throughput improvement over vLLM.",
      "vLLM delivers close to a 150% throughput improvement over SGLang."]),
    ("quant", "W8A8 gives close to a 1.5x speedup over FP16.",
     ["W8A8 gives close to a 2.25x speedup over FP16.", "FP16 gives close to a 1.5x speedup over W8A8."]),
    # an approximation said twice: one hedge (the word's, 10%)
    ("ver", "v0.7.0 is roughly ~2.5x faster than v0.6.3.",
     ["v0.7.0 is roughly ~3.75x faster than v0.6.3.", "v0.7.0 is roughly ~1.25x faster than v0.6.3.",
      "v0.6.3 is roughly ~2.5x faster than v0.7.0.", "v0.7.0 is roughly ~2.5x slower than v0.6.3.",
      NEG + "v0.7.0 is roughly ~2.5x faster than v0.6.3."]),
    ("ver", "v0.7.0 cuts mean TTFT by about ~60% compared to v0.6.3.",
     ["v0.7.0 cuts mean TTFT by about ~90% compared to v0.6.3.", "v0.7.0 cuts mean TTFT by about ~30% compared to v0.6.3.",
      "v0.7.0 raises mean TTFT by about ~60% compared to v0.6.3."]),
    ("eng", "SGLang reaches approximately ≈3 req/s.",
     ["SGLang reaches approximately ≈4.5 req/s.", "SGLang reaches approximately ≈1.5 req/s.",
      "vLLM reaches approximately ≈3 req/s."]),
    # "in excess of" / "north of": more than
    ("ver", "v0.7.0 is in excess of 2x faster than v0.6.3.",
     ["v0.7.0 is in excess of 3x faster than v0.6.3.",           # the bound past the value
      "v0.7.0 is not in excess of 2x faster than v0.6.3.",       # the bound flipped (at most 2x)
      "v0.6.3 is in excess of 2x faster than v0.7.0.", "v0.7.0 is in excess of 2x slower than v0.6.3."]),
    ("quant", "W8A8 delivers north of 40% higher throughput than FP16.",
     ["W8A8 delivers north of 60% higher throughput than FP16.", "FP16 delivers north of 40% higher throughput than W8A8.",
      "W8A8 delivers north of 40% lower throughput than FP16."]),
    ("eng", "SGLang serves north of 2.5 req/s.",
     ["SGLang serves north of 3.75 req/s.", "vLLM serves north of 2.5 req/s.", "SGLang does not serve north of 2.5 req/s."]),
    ("ver", "Mean TTFT is not in excess of 250 ms with v0.7.0.",
     ["Mean TTFT is not in excess of 150 ms with v0.7.0.", "Mean TTFT is in excess of 250 ms with v0.7.0.",
      "Mean TTFT is not in excess of 250 ms with v0.6.3."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")

# a tilde with a space on either side is no range: unread, never net-true, never false
UNREAD = [
    ("ver", "v0.7.0 is 2 ~3x faster than v0.6.3."),
    ("ver", "v0.7.0 is 2~ 3x faster than v0.6.3."),
    ("ver", "v0.7.0 delivers 100 ~200% higher throughput than v0.6.3."),
    ("ver", "v0.7.0 gives close to the 2.5x speedup of v0.6.3."),
    ("ver", "v0.7.0 is nearly ~2.5x faster than v0.6.3."),
    ("ver", "v0.7.0 is ~ about 2.5x faster than v0.6.3."),
    ("ver", "v0.7.0 is in excess of v0.6.3."),
]


@pytest.mark.parametrize("name,s", UNREAD)
def test_what_stays_unread(wit, name, s):
    res = grade(wit, name, s)
    assert res.reading is not None and res.reading.unread, s
    assert_never_net_true(res, s)
    assert_never_false(res, s)
