"""An arm, an arrow, its value (production arrow_label, claimcheck/claims/pair_frames.py): "c1 → 1.25 req/s, c8 → 6.4
req/s, c32 → 8.0 req/s", "Request throughput: c1 -> 1.25 req/s" -- the arrow is the arm's label mark, as the colon of
"c1: 1.25 req/s". Before: the values were unread after "→", and after "->" the ">" was read as the relation "more
than": "c1 -> 1.25 req/s" of a c1 making exactly 1.25 req/s graded FALSE (a true sentence accused). A ">" glued after
"-" or "=" is now an arrow's head, never a relation.

Witnesses, worked out by hand (real_sentences.witness_specs arms; vLLM on one H100, Llama-3.1-8B-Instruct):

* ``conc``: frame_checks.CONC_SWEEP, 32 requests per arm of 512 prompt + 256 output tokens, every request of an arm
  alike: c1 (baseline, back to back) TTFT 20 ms, TPOT 20 ms, e2e 0.02 + 0.02 * 255 = 5.12 s, wall 163.84 s ->
  0.195 req/s, 50 output tok/s; c8 TTFT 40 ms, TPOT 25 ms, 320 output tok/s = 1.25 req/s; c32 TTFT 100 ms, TPOT
  32 ms, 960 output tok/s = 3.75 req/s.
* ``eng``: sglang (engine SGLang, alias "SGLang", treatment) 2.5 req/s, TTFT mean 200 ms / p99 500 ms (nine requests
  at 162.96 ms, one at 533.33 ms); vllm (engine vLLM, alias "vLLM", baseline) 2.0 req/s, TTFT mean 300 ms / p99
  900 ms (nine at 255.56 ms, one at 700 ms); 10 requests of 100 output tokens, TPOT 20 ms in both.
* ``eng_fail``: as eng, but sglang's task 3 failed (9 of 10 completed: 2.25 req/s over the same wall).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claims_corpus.frame_checks import CONC_SWEEP, CONC_SWEEP_SCOPE, assert_never_false, frame_tests  # noqa: E402
from claims_corpus.frames import grade_statement  # noqa: E402
from claims_corpus.witnesses import seal  # noqa: E402
from real_sentences.witness_specs import A, Spec, witness_for  # noqa: E402

ENG = [A("sglang", "SGLang", thr=2.5, ttft_mp=(0.2, 0.5), tpot=0.02, tok=100, prompt=500,
         settings={"engine": "SGLang"}, role="treatment"),
       A("vllm", "vLLM", thr=2.0, ttft_mp=(0.3, 0.9), tpot=0.02, tok=100, prompt=500,
         settings={"engine": "vLLM"}, role="baseline")]
SCOPES = {"conc": CONC_SWEEP_SCOPE, "eng": "Llama-3.1-8B-Instruct on one H100, 10 requests per arm",
          "eng_fail": "Llama-3.1-8B-Instruct on one H100, 10 requests per arm"}
NEG = "It is not true that "


@pytest.fixture(scope="module")
def wit(tmp_path_factory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("arrow_label")
    out = {}
    for name, arms, engine in (("conc", CONC_SWEEP, "vLLM"), ("eng", ENG, None), ("eng_fail", ENG, None)):
        w, files = witness_for(Spec(name, list(arms), key="", engine=engine))
        if name == "eng_fail":
            files = {"rows.jsonl": [{**r, "ok": False} if r["arm"] == "sglang" and r["task_id"] == "t003" else r
                                    for r in files["rows.jsonl"]]}
        out[name] = str(seal(root / name, w, files))
    return out


def grade(wit, name: str, s: str):
    return grade_statement(s, wit[name], SCOPES[name])


# (witness, true statement, twins): x1.5 / x0.5, values swapped between arms, an arm the witness lacks, another
# metric or statistic, a negation
FRAMES = [
    ("conc", "c8 → 1.25 req/s, c32 → 3.75 req/s",
     ["c8 → 1.9 req/s, c32 → 3.75 req/s", "c8 → 0.62 req/s, c32 → 3.75 req/s",       # x1.5, x0.5
      "c8 → 1.25 req/s, c32 → 5.6 req/s", "c8 → 1.25 req/s, c32 → 1.9 req/s",
      "c8 → 3.75 req/s, c32 → 1.25 req/s",                                               # swapped
      "c8 → 1.25 req/s, c64 → 3.75 req/s",                                               # an arm the witness lacks
      "c8 → 1.25 tok/s, c32 → 3.75 tok/s",                                               # another unit / metric
      NEG + "c8 → 1.25 req/s, c32 → 3.75 req/s"]),
    ("conc", "c1 -> 0.195 req/s, c8 -> 1.25 req/s, c32 -> 3.75 req/s",
     ["c1 -> 0.29 req/s, c8 -> 1.25 req/s, c32 -> 3.75 req/s", "c1 -> 0.195 req/s, c8 -> 1.25 req/s, c32 -> 8.0 req/s",
      "c1 -> 3.75 req/s, c8 -> 1.25 req/s, c32 -> 0.195 req/s"]),
    ("conc", "c1 => 50 tok/s, c8 => 320 tok/s", ["c1 => 75 tok/s, c8 => 320 tok/s", "c1 => 50 tok/s, c8 => 160 tok/s",
                                                 "c1 => 320 tok/s, c8 => 50 tok/s"]),
    ("conc", "Request throughput: c8 → 1.25 req/s, c32 → 3.75 req/s",
     ["Request throughput: c8 → 3.75 req/s, c32 → 1.25 req/s", "Request throughput: c8 → 1.25 req/s, c32 → 7.5 req/s"]),
    ("conc", "Output throughput: c8 → ~320 tok/s, c32 → ~960 tok/s",
     ["Output throughput: c8 → ~480 tok/s, c32 → ~960 tok/s", "Output throughput: c8 → ~960 tok/s, c32 → ~320 tok/s",
      "Total throughput: c8 → ~320 tok/s, c32 → ~960 tok/s"]),
    ("conc", "TPOT: c1 → 20 ms, c8 → 25 ms, c32 → 32 ms",
     ["TPOT: c1 → 30 ms, c8 → 25 ms, c32 → 32 ms", "TPOT: c1 → 20 ms, c8 → 12 ms, c32 → 32 ms",
      "TTFT: c1 → 20 ms, c8 → 25 ms, c32 → 32 ms",                                     # another metric
      "TPOT: c1 → 32 ms, c8 → 25 ms, c32 → 20 ms"]),
    ("conc", "Mean time to first token: c8 → 40 ms, c32 → 100 ms",
     ["Mean time to first token: c8 → 60 ms, c32 → 100 ms", "Mean time to first token: c8 → 100 ms, c32 → 40 ms",
      "Mean time per output token: c8 → 40 ms, c32 → 100 ms"]),
    ("conc", "c1→50 tok/s; c32→960 tok/s", ["c1→960 tok/s; c32→50 tok/s", "c1→50 tok/s; c32→480 tok/s"]),
    # engines and aliases; the statistic of the label
    ("eng", "Mean TTFT: SGLang → 200 ms, vLLM → 300 ms",
     ["Mean TTFT: SGLang → 300 ms, vLLM → 200 ms", "Mean TTFT: SGLang → 300 ms, vLLM → 450 ms",
      "Mean TTFT: SGLang → 100 ms, vLLM → 150 ms",
      "p99 TTFT: SGLang → 200 ms, vLLM → 300 ms",                                       # wrong statistic
      "Mean TTFT: SGLang → 200 ms, TGI → 300 ms",                                       # an engine the witness lacks
      NEG + "mean TTFT: SGLang → 200 ms, vLLM → 300 ms"]),
    ("eng", "p99 TTFT: SGLang → 500 ms, vLLM → 900 ms",
     ["p99 TTFT: SGLang → 900 ms, vLLM → 500 ms", "Mean TTFT: SGLang → 500 ms, vLLM → 900 ms"]),
    ("eng", "SGLang -> 2.5 req/s, vLLM -> 2.0 req/s",
     ["SGLang -> 2.0 req/s, vLLM -> 2.5 req/s", "SGLang -> 3.75 req/s, vLLM -> 2.0 req/s",
      "SGLang -> 2.5 req/s, vLLM -> 1.0 req/s"]),
    # a long arrow (rs442: "Llama.cpp --> 61.36 token / sec" was read as "more than 61.36")
    ("eng", "SGLang --> 250 tokens / sec", ["SGLang --> 375 tokens / sec", "SGLang --> 125 tokens / sec",
                                            "vLLM --> 250 tokens / sec"]),
]

test_true_read, test_twins = frame_tests(FRAMES, grade, fixture="wit")

# a witness whose SGLang arm failed a request: its rate is 2.25 req/s, never 2.5
FAILED_ARM = ["SGLang -> 2.5 req/s, vLLM -> 2.0 req/s", "SGLang → 2.5 req/s"]


@pytest.mark.parametrize("s", FAILED_ARM)
def test_failed_arm_never_net_true(wit, s):
    assert grade(wit, "eng_fail", s).verdict != "net-true", s


# the false accusation this fixes, and honest-but-unclear forms: never false
NEVER_FALSE = [
    ("conc", "c8 -> 1.25 req/s"),                    # was read "more than 1.25 req/s" and graded false
    ("conc", "c8 => 1.25 req/s"),
    ("conc", "c8 -> 1.25 req/s, c32 -> 3.75 req/s"),
    ("conc", "c1 → c8: 0.195 → 1.25 req/s"),         # an arm arrow, then a value arrow: before, then after
    ("conc", "c8 → 1.25 → 3.75 req/s"),              # a value arrow after the arm: not a label (unread or a pair)
    ("conc", "Throughput -> 1.25 req/s"),            # no arm before the arrow
    ("eng", "SGLang → 2.5 req/s vs 2.0 req/s"),      # the value does not end its item: not this frame
]


@pytest.mark.parametrize("name,s", NEVER_FALSE)
def test_honest_never_false(wit, name, s):
    assert_never_false(grade(wit, name, s), s)


def test_arrow_head_is_never_a_relation(wit):
    """'c8 -> 1.25 req/s': the value read as equal (its precision), never as 'more than'."""
    res = grade(wit, "conc", "c8 -> 1.25 req/s")
    assert res.verdict == "net-true", res.reason
    assert all(a.relation == "=" for a in res.reading.assertions), res.reading.assertions
