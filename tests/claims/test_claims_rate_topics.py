"""What a rate counts as a topic lead, and the sequential mode's noun phrases as the concurrency-1 setting:

* production topic_rate_noun (grammar._Clause.m_topic, vocabulary.TOPIC_RATE_NOUNS): "In terms of requests, FP8 served
  4.34 req/s compared with 3.04 req/s for the BF16 baseline" (request throughput), "In terms of generated tokens, the
  system produces approximately 988 tokens/s at a concurrency of 32, compared with 45 tokens/s in the sequential case"
  (output token throughput) -- the topic names the rate; a clause of the other rate leaves it unread ("In terms of
  requests, ... 434 tok/s"); "tokens" alone names none;
* the setting concurrency = 1 also said as the mode's adjective and a noun of it (vocabulary.setting_phrases: "the
  sequential case", "the sequential run", "the serial configuration"): of one arm of three, its name.

Witnesses, worked out by hand (real_sentences.witness_specs arms; vLLM on one H100, Llama-3.1-8B-Instruct):

* ``prec`` (10 requests per arm, 100 output tokens each): fp8 ("FP8", settings dtype fp8, treatment) 4.34 req/s =
  434 output tok/s; bf16 ("BF16", dtype bfloat16, baseline) 3.04 req/s = 304 output tok/s.
* ``names`` (no aliases: "candidate" / "baseline", settings booleans fp8 true / false): as ``prec``.
* ``conc`` (32 requests per arm of 256 output tokens, settings concurrency 1 / 8 / 32, no aliases): c1 back to back,
  TTFT 20 ms, TPOT (256 / 45 - 0.02) / 255 = 22.24 ms, each request 5.689 s -> 256 / 5.689 = 45.0 output tok/s; c8
  320 output tok/s; c32 988 output tok/s (wall 32 x 256 / 988 = 8.29 s).
* ``prec_fail``: as ``prec``, but fp8's task t003 failed.
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

SPECS = {
    "prec": [A("fp8", "FP8", thr=4.34, tok=100, settings={"dtype": "fp8"}, role="treatment"),
             A("bf16", "BF16", thr=3.04, tok=100, settings={"dtype": "bfloat16"}, role="baseline")],
    "names": [A("candidate", thr=4.34, tok=100, settings={"fp8": True}, role="treatment"),
              A("baseline", thr=3.04, tok=100, settings={"fp8": False}, role="baseline")],
    "conc": [A("c1", seq=True, ttft=0.02, tpot=(256 / 45 - 0.02) / 255, tok=256, n=32, settings={"concurrency": 1},
               role="baseline"),
             A("c8", toks=320, ttft=0.04, tpot=0.025, tok=256, n=32, settings={"concurrency": 8}, role="treatment"),
             A("c32", toks=988, ttft=0.1, tpot=0.03, tok=256, n=32, settings={"concurrency": 32}, role="treatment")],
}
SCOPES = {"conc": "vLLM, Llama-3.1-8B-Instruct on one H100, 32 requests per concurrency level"}
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("rate_topics")
    out = {}
    for name, arms in [*SPECS.items(), ("prec_fail", SPECS["prec"])]:
        w, files = witness_for(Spec(name, list(arms), key=""))
        if name == "prec_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "fp8" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPES.get(name, "10 requests per arm"))


REQ = "In terms of requests, FP8 served 4.34 req/s compared with 3.04 req/s for the BF16 baseline."
GEN = ("In terms of generated tokens, the system produces approximately 988 tokens/s at a concurrency of 32, compared "
       "with 45 tokens/s in the sequential case.")
FRAMES = [
    ("prec", REQ,
     [REQ.replace("4.34", "6.51"), REQ.replace("4.34", "2.17"),                               # x1.5, x0.5
      REQ.replace("FP8 served", "BF16 served").replace("the BF16 baseline", "the FP8 baseline"),  # arms swapped
      REQ.replace("4.34 req/s compared with 3.04", "3.04 req/s compared with 4.34"),
      REQ.replace("req/s", "tok/s"),                                                          # the other rate
      REQ.replace("BF16", "FP16"),                                                            # a setting it lacks
      REQ.replace("FP8 served", "FP8 never served"),
      NEG + REQ[0].lower() + REQ[1:]]),
    ("prec", "In terms of output tokens, FP8 delivers 434 tok/s vs 304 tok/s for BF16.",
     ["In terms of output tokens, FP8 delivers 651 tok/s vs 304 tok/s for BF16.",
      "In terms of output tokens, FP8 delivers 4.34 req/s vs 3.04 req/s for BF16.",
      "In terms of output tokens, BF16 delivers 434 tok/s vs 304 tok/s for FP8."]),
    ("names", "In terms of completed requests, candidate reached 4.34 req/s compared with 3.04 req/s for baseline.",
     ["In terms of completed requests, candidate reached 3.04 req/s compared with 4.34 req/s for baseline.",
      "In terms of completed requests, candidate reached 6.51 req/s compared with 3.04 req/s for baseline."]),
    ("conc", GEN,
     [GEN.replace("988", "1482"), GEN.replace("988", "494"),                                  # x1.5, x0.5
      GEN.replace("a concurrency of 32", "a concurrency of 8"),                               # another arm
      GEN.replace("at a concurrency of 32, compared with 45 tokens/s in the sequential case",
                  "in the sequential case, compared with 45 tokens/s at a concurrency of 32"),  # arms swapped
      GEN.replace("generated tokens", "requests"),                                            # the other rate
      GEN.replace("45 tokens/s", "68 tokens/s"),
      NEG + GEN[0].lower() + GEN[1:]]),
    ("conc", "Output throughput is 45 tokens/s in the sequential run vs 320 tokens/s at concurrency 8.",
     ["Output throughput is 45 tokens/s in the sequential run vs 988 tokens/s at concurrency 8.",
      "Output throughput is 320 tokens/s in the sequential run vs 45 tokens/s at concurrency 8.",
      "Output throughput is 68 tokens/s in the sequential run vs 320 tokens/s at concurrency 8."]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")


def test_failed_arm_never_net_true(wit):
    assert grade(wit, "prec_fail", REQ).verdict != "net-true", REQ


# the other rate under the topic, "tokens" alone: unread -- never false
NEVER_FALSE = [
    ("prec", "In terms of requests, FP8 served 434 tok/s compared with 304 tok/s for the BF16 baseline."),
    ("prec", "In terms of tokens, FP8 served 434 tok/s compared with 304 tok/s for the BF16 baseline."),
    ("prec", "In terms of generated tokens, FP8 served 4.34 req/s compared with 3.04 req/s for BF16."),
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_honest_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)
