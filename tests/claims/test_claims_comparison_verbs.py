"""Comparative verbs between two named arms (claimcheck/claims/grammar.lark: exceed_arm, unit_noun, beat_by, win_by):

* exceed_arm: "TP2 output throughput exceeded PP2 by 20%", "PP2's median E2E latency exceeds TP2's by 2.41 s",
  "SGLang exceeded vLLM by 30% in request throughput" -- a verb of numeric excess (vocabulary.EXCEED_ARM_VERBS) before
  the other arm is the numbers' direction (up, as "20% higher than PP2"), so for a latency the exceeding arm is the
  slower one; "ARM's" after the verb only where a metric was read before it; never negated; no metric: unread;
* unit_noun after a comparison verb: "EAGLE beats n-gram by 1.42x on output tok/s", "leads n-gram on output tok/s by
  42%", "TP2 exceeded PP2 by 20% in output tok/s" -- a rate unit after "on" / "in", closing the clause or right before
  "by", names the comparison's metric as "on output throughput" does (before: the verb, the number and the unit unread).

Before: each true row below was not-yet (unread), the development set's "Bottom line: EAGLE beats n-gram by 1.42x on
output tok/s." and "TP2 output throughput exceeded PP2 by 20%." among them.

Witnesses, worked out by hand (real_sentences.witness_specs arms; Llama-3.1-8B-Instruct on one H100, 10 requests per
arm; ``ttft_mp``: nine requests at one TTFT and one slower, so the mean and numpy's linear p99 are the two numbers and
the median is the nine's, (10 * mean - p99 / 0.91) / (10 - 1 / 0.91)):

* ``spec`` (speculative_method per arm, three arms): nospec (baseline, "none") 500 output tok/s (100 tokens per request,
  wall 2.0 s), TTFT 50 ms, TPOT 18 ms; ngram ("n-gram", "prompt lookup") 580 tok/s (1.16x), TTFT 52 ms, TPOT 15 ms;
  eagle ("EAGLE") 823.6 tok/s (1.42 x 580; +42% over n-gram, +243.6 tok/s), TTFT 55 ms, TPOT 10 ms (n-gram's TPOT is
  50% higher than EAGLE's; EAGLE's is 33.3% lower).
* ``tp`` (a layout setting per arm, three arms): tp1 (baseline) 70 output tok/s (500 tokens per request, wall 71.4 s),
  every request 15 s end to end; tp2 ("TP2") 120 tok/s, 11.40 s; pp2 ("PP2") 100 tok/s, 13.81 s. TP2's output
  throughput is 20% above PP2's (1.2x); PP2's median E2E latency is 2.41 s (21.1%: 13.81 / 11.40 = 1.2114) above TP2's.
* ``eng`` (engines per arm, settings.engine; no witness-wide engine): vllm ("vLLM", baseline) 2.0 req/s (wall 5 s),
  200 output tok/s, TTFT mean 130 ms / p99 300 ms / median 109.0 ms, TPOT 20 ms; sglang ("SGLang") 2.6 req/s (wall
  3.846 s), 260 output tok/s (+30%, 1.3x, +60 tok/s), TTFT mean 100 ms / p99 200 ms / median 87.65 ms, TPOT 15 ms. vLLM's
  mean TTFT exceeds SGLang's by 30 ms (30%), its p99 by 100 ms (50%), its median by 21.35 ms (24.4%).
* ``pr`` (main / pr-1234, "the PR", roles only, a commit setting each): eng's numbers, main vLLM's, pr-1234 SGLang's.
* ``quant`` (quantization fp16 / w8a8, arm names only): eng's numbers, fp16 vLLM's, w8a8 SGLang's.
* ``eng_fail``: eng with sglang's task t003 failed (9 requests over the same wall: 2.34 req/s, 234 tok/s).
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

SCOPE = "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"
NEG = "It is not true that "
_OLD = dict(ttft_mp=(0.13, 0.3), thr=2.0, tpot=0.02, tok=100)
_NEW = dict(ttft_mp=(0.1, 0.2), thr=2.6, tpot=0.015, tok=100)
WITNESSES = {
    "spec": [A("eagle", "EAGLE", toks=823.6, ttft=0.055, tpot=0.01, tok=100, settings={"speculative_method": "eagle"},
               role="treatment"),
             A("ngram", "n-gram", "prompt lookup", toks=580, ttft=0.052, tpot=0.015, tok=100,
               settings={"speculative_method": "ngram"}, role="treatment"),
             A("nospec", toks=500, ttft=0.05, tpot=0.018, tok=100, settings={"speculative_method": "none"},
               role="baseline")],
    "tp": [A("tp1", "TP1", toks=70, dur=15.0, tok=500, settings={"layout": "tp1"}, role="baseline"),
           A("tp2", "TP2", toks=120, dur=11.40, tok=500, settings={"layout": "tp2"}, role="treatment"),
           A("pp2", "PP2", toks=100, dur=13.81, tok=500, settings={"layout": "pp2"}, role="treatment")],
    "eng": [A("vllm", "vLLM", settings={"engine": "vLLM"}, role="baseline", **_OLD),
            A("sglang", "SGLang", settings={"engine": "SGLang"}, role="treatment", **_NEW)],
    "pr": [A("main", role="baseline", settings={"commit": "abc1234"}, **_OLD),
           A("pr-1234", "the PR", role="treatment", settings={"commit": "def5678"}, **_NEW)],
    "quant": [A("fp16", settings={"quantization": "fp16"}, role="baseline", **_OLD),
              A("w8a8", settings={"quantization": "w8a8"}, role="treatment", **_NEW)],
}


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("comparison_verbs")
    out = {}
    for name, arms in [*WITNESSES.items(), ("eng_fail", WITNESSES["eng"])]:
        w, files = witness_for(Spec(name, list(arms), key="", engine=None if "eng" in name else "vLLM"))
        if name == "eng_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "sglang" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPE)


BEAT = "EAGLE beats n-gram by 1.42x on output tok/s."
EXCEED = "TP2 output throughput exceeded PP2 by 20%."
ROWS = [
    # unit_noun after a verb of beating / leading / trailing: the development set's sentence and its twins
    ("spec", BEAT,
     ["EAGLE beats n-gram by 2.13x on output tok/s.", "EAGLE beats n-gram by 0.71x on output tok/s.",  # x1.5, x0.5
      "n-gram beats EAGLE by 1.42x on output tok/s.",                                          # swapped
      "EAGLE trails n-gram by 1.42x on output tok/s.",                                         # flipped
      "EAGLE does not beat n-gram by 1.42x on output tok/s.", NEG + "EAGLE beats n-gram by 1.42x on output tok/s.",
      "EAGLE beats n-gram by 1.42x on TTFT.",                                                  # another metric
      "EAGLE beats n-gram by 1.42x on output tok/s per user.",
      "EAGLE beats n-gram by 1.42x on output tok/s on an A100.",                               # a GPU it lacks
      "EAGLE beats n-gram by 1.42x on output tok/s with SGLang.",                              # an engine it lacks
      "EAGLE beats n-gram by 1.42x on output tok/s with Llama-3.1-70B."]),                     # a model it lacks
    ("spec", "Bottom line: EAGLE beats n-gram by 1.42x on output tok/s.",
     ["Bottom line: n-gram beats EAGLE by 1.42x on output tok/s."]),
    ("spec", "EAGLE beats n-gram by ~1.4x in output tok/s.", ["EAGLE beats n-gram by ~2.1x in output tok/s."]),
    ("spec", "EAGLE beats n-gram on output tok/s by roughly 1.4x.",
     ["n-gram beats EAGLE on output tok/s by roughly 1.4x.", "EAGLE beats n-gram on output tok/s by roughly 2x."]),
    ("spec", "EAGLE outperforms n-gram by 42% on output tok/s.",
     ["EAGLE outperforms n-gram by 63% on output tok/s.", "EAGLE outperforms n-gram by 21% on output tok/s."]),
    ("spec", "EAGLE leads n-gram by about 42% on tok/s.",
     ["EAGLE leads n-gram by about 84% on tok/s.", "n-gram leads EAGLE by about 42% on tok/s."]),
    ("spec", "EAGLE leads n-gram on output tok/s by 42%.",
     ["EAGLE leads n-gram on output tok/s by 21%.", "EAGLE leads n-gram on mean TTFT by 42%."]),
    ("spec", "n-gram trails EAGLE on output tok/s by 243.6 tok/s.",
     ["EAGLE trails n-gram on output tok/s by 243.6 tok/s.", "n-gram trails EAGLE on output tok/s by 365.4 tok/s.",
      "n-gram leads EAGLE on output tok/s by 243.6 tok/s."]),
    ("spec", "EAGLE edges out n-gram by 1.42x on output tok/s.",
     ["n-gram edges out EAGLE by 1.42x on output tok/s.", "EAGLE edges out n-gram by 1.42x on TTFT."]),
    # beat_manner: an adverb of manner before the verb; BEAT_VERBS' outpaces / outruns
    ("spec", "EAGLE clearly beats n-gram by 1.42x on output tok/s.",
     ["n-gram clearly beats EAGLE by 1.42x on output tok/s.", "EAGLE clearly beats n-gram by 2.13x on output tok/s.",
      "EAGLE clearly does not beat n-gram by 1.42x on output tok/s.", "EAGLE clearly beats n-gram by 1.42x on TTFT."]),
    ("spec", "EAGLE handily outperforms n-gram on tok/s by about 40%.",
     ["n-gram handily outperforms EAGLE on tok/s by about 40%.", "EAGLE handily outperforms n-gram on tok/s by about 80%."]),
    ("spec", "n-gram still trails EAGLE by 243.6 tok/s on output tok/s.",
     ["EAGLE still trails n-gram by 243.6 tok/s on output tok/s.", "n-gram still leads EAGLE by 243.6 tok/s on output tok/s."]),
    ("spec", "EAGLE outpaces n-gram by 42% in output throughput.",
     ["n-gram outpaces EAGLE by 42% in output throughput.", "EAGLE outpaces n-gram by 84% in output throughput."]),
    ("spec", "EAGLE easily outruns n-gram on mean TPOT by 5 ms.",
     ["n-gram easily outruns EAGLE on mean TPOT by 5 ms.", "EAGLE easily outruns n-gram on mean TPOT by 10 ms.",
      "EAGLE easily outruns n-gram on mean TTFT by 5 ms."]),
    ("eng", "SGLang comfortably exceeds vLLM by 30% in request throughput.",
     ["vLLM comfortably exceeds SGLang by 30% in request throughput."]),
    # a degree word of a change before its pair: constrains nothing, never the direction ("modestly")
    ("eng", "Output throughput improved modestly, 260 tok/s with SGLang vs 200 tok/s with vLLM.",
     ["Output throughput improved modestly, 200 tok/s with SGLang vs 260 tok/s with vLLM.",
      "Output throughput worsened modestly, 260 tok/s with SGLang vs 200 tok/s with vLLM.",
      "Output throughput improved modestly, 390 tok/s with SGLang vs 200 tok/s with vLLM.",
      "Output throughput did not improve modestly, 260 tok/s with SGLang vs 200 tok/s with vLLM."]),
    ("eng", "Request throughput rose modestly with SGLang, from 2.0 to 2.6 req/s.",
     ["Request throughput fell modestly with SGLang, from 2.0 to 2.6 req/s.",
      "Request throughput rose modestly with SGLang, from 2.0 to 3.9 req/s."]),
    ("pr", "Mean TTFT improved modestly: 100 ms with the PR vs 130 ms on main.",
     ["Mean TTFT improved modestly: 130 ms with the PR vs 100 ms on main.",
      "Mean TTFT got worse modestly: 100 ms with the PR vs 130 ms on main.",
      "Median TTFT improved modestly: 100 ms with the PR vs 130 ms on main."]),
    # fall_behind: a verb of falling back before "behind", of losing before "to" (worse, by an amount only)
    ("spec", "n-gram falls behind EAGLE by 243.6 tok/s on output tok/s.",
     ["EAGLE falls behind n-gram by 243.6 tok/s on output tok/s.", "n-gram falls behind EAGLE by 365.4 tok/s on output tok/s.",
      "n-gram does not fall behind EAGLE by 243.6 tok/s on output tok/s.", "n-gram falls behind EAGLE by 243.6 tok/s on TTFT."]),
    ("eng", "vLLM fell behind SGLang on mean TTFT by 30 ms.",
     ["SGLang fell behind vLLM on mean TTFT by 30 ms.", "vLLM fell behind SGLang on mean TTFT by 45 ms.",
      "vLLM fell behind SGLang on p99 TTFT by 30 ms."]),
    ("eng", "vLLM loses to SGLang by 60 tok/s on output tok/s.",
     ["SGLang loses to vLLM by 60 tok/s on output tok/s.", "vLLM loses to SGLang by 90 tok/s on output tok/s."]),
    ("pr", "main lost to the PR by 30 ms on mean TTFT.", ["the PR lost to main by 30 ms on mean TTFT.",
                                                         "main lost to the PR by 30 ms on mean TPOT."]),
    # exceed_arm: the numbers' direction, a throughput
    ("tp", EXCEED,
     ["TP2 output throughput exceeded PP2 by 30%.", "TP2 output throughput exceeded PP2 by 10%.",   # x1.5, x0.5
      "PP2 output throughput exceeded TP2 by 20%.",                                                # swapped
      "TP2 output throughput trailed PP2 by 20%.",                                                 # flipped
      "TP2 output throughput did not exceed PP2 by 20%.", NEG + "TP2 output throughput exceeded PP2 by 20%.",
      "TP2 output throughput exceeded TP1 by 20%.",                                                # another arm
      "TP2 median end-to-end latency exceeded PP2 by 20%.",                                        # another metric
      "TP2 output throughput exceeded PP2 by 20% on an A100.",
      "TP2 output throughput exceeded PP2 by 20% with SGLang."]),
    ("tp", "TP2's output throughput exceeded PP2's by 20%.",
     ["PP2's output throughput exceeded TP2's by 20%.", "TP2's output throughput exceeded PP2's by 40%."]),
    ("tp", "TP2 exceeded PP2 by 20% in output tok/s.",
     ["TP2 exceeded PP2 by 20% in median E2E latency.", "PP2 exceeded TP2 by 20% in output tok/s."]),
    ("tp", "TP2 exceeds PP2 on output throughput by ~20%.", ["TP2 exceeds PP2 on output throughput by ~40%."]),
    ("tp", "TP2 output throughput exceeded PP2.", ["PP2 output throughput exceeded TP2.",
                                                   "TP2 output throughput did not exceed PP2."]),
    # exceed_arm: a latency -- the exceeding arm is the slower one
    ("tp", "PP2's median end-to-end latency exceeds TP2's by 2.41 s.",
     ["TP2's median end-to-end latency exceeds PP2's by 2.41 s.", "PP2's median end-to-end latency exceeds TP2's by 3.6 s.",
      "PP2's median end-to-end latency exceeds TP2's by 1.2 s.", "PP2 beats TP2 on median end-to-end latency by 2.41 s.",
      "PP2's p99 TTFT exceeds TP2's by 2.41 s."]),
    ("tp", "PP2's median E2E latency exceeded TP2's by about 21%.",
     ["TP2's median E2E latency exceeded PP2's by about 21%.", "PP2's median E2E latency exceeded TP2's by about 42%."]),
    ("tp", "PP2 median E2E latency exceeds TP2 by 2.41 seconds.", ["TP2 median E2E latency exceeds PP2 by 2.41 seconds."]),
    # engines per arm: every metric spelling and statistic placement
    ("eng", "SGLang exceeded vLLM by 30% in request throughput.",
     ["vLLM exceeded SGLang by 30% in request throughput.", "SGLang exceeded vLLM by 45% in request throughput.",
      "SGLang exceeded vLLM by 15% in request throughput.", "SGLang exceeded vLLM by 30% in mean TTFT."]),
    ("eng", "SGLang exceeds vLLM by 1.3x on req/s.", ["vLLM exceeds SGLang by 1.3x on req/s.",
                                                      "SGLang exceeds vLLM by 1.95x on req/s."]),
    ("eng", "SGLang's request throughput exceeds vLLM's by 0.6 req/s.",
     ["vLLM's request throughput exceeds SGLang's by 0.6 req/s.", "SGLang's request throughput exceeds vLLM's by 0.9 req/s."]),
    ("eng", "vLLM's mean TTFT exceeds SGLang's by 30 ms.",
     ["SGLang's mean TTFT exceeds vLLM's by 30 ms.", "vLLM's mean TTFT exceeds SGLang's by 45 ms.",
      "vLLM's mean TTFT exceeds SGLang's by 15 ms.", "vLLM's median TTFT exceeds SGLang's by 30 ms.",   # statistic
      "vLLM's mean TPOT exceeds SGLang's by 30 ms.", "vLLM's mean TTFT beats SGLang's by 30 ms."]),
    ("eng", "vLLM's p99 TTFT exceeded SGLang's by 50%.",
     ["vLLM's p99 TTFT exceeded SGLang's by 75%.", "vLLM's mean TTFT exceeded SGLang's by 50%.",
      "SGLang's p99 TTFT exceeded vLLM's by 50%."]),
    ("eng", "vLLM's TTFT p99 exceeds SGLang's by 100 ms.", ["vLLM's TTFT p99 exceeds SGLang's by 150 ms."]),
    ("eng", "vLLM's median time to first token exceeds SGLang's by about 24%.",
     ["vLLM's median time to first token exceeds SGLang's by about 48%.",
      "SGLang's median time to first token exceeds vLLM's by about 24%."]),
    ("eng", "SGLang beats vLLM by 30% on output tok/s.",
     ["vLLM beats SGLang by 30% on output tok/s.", "SGLang beats vLLM by 60% on output tok/s."]),
    ("eng", "SGLang outperforms vLLM on req/s by 1.3x.", ["SGLang outperforms vLLM on req/s by 2.6x."]),
    ("eng", "vLLM trails SGLang by 60 tok/s on output tok/s.", ["vLLM trails SGLang by 90 tok/s on output tok/s.",
                                                                "SGLang trails vLLM by 60 tok/s on output tok/s."]),
    # main / PR, roles and a commit per arm
    ("pr", "pr-1234 beats main by 1.3x on output tok/s.", ["main beats pr-1234 by 1.3x on output tok/s.",
                                                           "pr-1234 beats main by 1.95x on output tok/s."]),
    ("pr", "The PR's output throughput exceeds main's by 30%.",
     ["Main's output throughput exceeds the PR's by 30%.", "The PR's output throughput exceeds main's by 60%."]),
    ("pr", "main's mean TTFT exceeded the PR's by 30 ms.", ["the PR's mean TTFT exceeded main's by 30 ms."]),
    # quantization settings, the arms by name
    ("quant", "w8a8 exceeds fp16 by 30% on req/s.", ["fp16 exceeds w8a8 by 30% on req/s.",
                                                    "w8a8 exceeds fp16 by 30% on mean TTFT."]),
    ("quant", "fp16's mean TTFT exceeds w8a8's by 30 ms.", ["w8a8's mean TTFT exceeds fp16's by 30 ms."]),
]

test_true_statement_is_read_completely_and_net_true, test_twisted_twins_are_never_net_true = frame_tests(
    ROWS, grade)

#: not read, or read only as far as the words go (never false): a negated excess, a trailing percent (of which arm?),
#: an excess with no metric, a margin by a percent said after the verb's negation
NEVER_FALSE = [
    ("tp", "TP2 output throughput did not exceed PP2 by 30%."),
    ("tp", "TP2 exceeded PP2 by 20%."),
    ("tp", "TP2 exceeded PP2 by 40%."),
    ("spec", "n-gram trails EAGLE by 42% on output tok/s."),
    ("spec", "n-gram trails EAGLE by 30% on output tok/s."),
    ("eng", "SGLang exceeds vLLM by 30%."),
    ("eng", "SGLang does not beat vLLM by 30% on output tok/s."),
    # a score after a comparison: the second value is the other arm's, never the subject's twice (was false)
    ("spec", "EAGLE beats n-gram, 823.6 tok/s to 580 tok/s."),
    ("spec", "EAGLE is faster than n-gram, 823.6 tok/s to 580 tok/s."),
    ("eng", "SGLang outperforms vLLM on request throughput, 2.6 req/s to 2.0 req/s."),
    ("eng", "SGLang won 2.6 to 2.0 req/s."),
    # fall_behind / lose by a percent: of which arm? (unread)
    ("spec", "n-gram falls behind EAGLE by 42% on output tok/s."),
    ("eng", "vLLM loses to SGLang by 30% on output tok/s."),
    ("eng", "vLLM loses to SGLang by 23% on output tok/s."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE, ids=[f"{n}:{s[:50]}" for n, s in NEVER_FALSE])
def test_unclear_comparisons_are_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


@pytest.mark.parametrize("s", ["SGLang beats vLLM by 30% on output tok/s.", "SGLang exceeded vLLM by 30% in request throughput.",
                               "SGLang exceeds vLLM by 1.3x on req/s."])
def test_a_failed_request_is_never_net_true(wit, s):
    # sglang's t003 failed: 9 requests over the same wall, 2.34 req/s and 234 tok/s, not 2.6 and 260
    assert_never_net_true(grade(wit, "eng_fail", s), s)
